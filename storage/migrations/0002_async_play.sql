-- Asynchronous play: when each seat started owing a decision, reminders,
-- notices waiting for a player's next interaction, and per-game settings
-- (idle replacement) and front-end bookkeeping (lobby message).
ALTER TABLE games ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
ALTER TABLE games ADD COLUMN last_reminder_at TEXT;
ALTER TABLE games ADD COLUMN lobby_message TEXT;
ALTER TABLE seats ADD COLUMN owing_since TEXT;

CREATE TABLE notices (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id   TEXT NOT NULL,
    text      TEXT NOT NULL,
    at        TEXT NOT NULL
);
CREATE INDEX notices_user ON notices (user_id, game_id);
