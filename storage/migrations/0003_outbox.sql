-- Reliability: announcements stored in the same transaction as the change
-- they announce (an outbox, delivered after the commit and again after a
-- crash), a key-value table for the program's own bookkeeping (the command
-- payload hash), and servers the bot has left (purged after a grace period).
CREATE TABLE announcements (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id          INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version          INTEGER NOT NULL,
    payload          TEXT NOT NULL,      -- JSON: what to post (never a secret)
    created_at       TEXT NOT NULL,
    attempts         INTEGER NOT NULL DEFAULT 0,
    last_attempt_at  TEXT,
    delivered_at     TEXT,
    message_ref      TEXT,               -- "channel:message" once posted
    last_error       TEXT,
    UNIQUE (game_id, version)
);
CREATE INDEX announcements_pending ON announcements (game_id, id) WHERE delivered_at IS NULL;

CREATE TABLE meta (
    key    TEXT PRIMARY KEY,
    value  TEXT NOT NULL
);

CREATE TABLE departed_guilds (
    guild  TEXT PRIMARY KEY,
    at     TEXT NOT NULL
);
