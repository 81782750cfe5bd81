-- Games, seats and the append-only move log.
CREATE TABLE games (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    guild         TEXT NOT NULL,
    channel       TEXT NOT NULL,
    kind          TEXT NOT NULL,
    status        TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'aborted')),
    options       TEXT NOT NULL DEFAULT '{}',
    seed          INTEGER NOT NULL,
    state         TEXT,
    version       INTEGER NOT NULL DEFAULT 0,
    creator       TEXT NOT NULL,
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
);
-- One unfinished game per channel (or thread).
CREATE UNIQUE INDEX games_one_open_per_channel
    ON games (guild, channel) WHERE status IN ('lobby', 'active');
CREATE INDEX games_status ON games (status);

CREATE TABLE seats (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    user_id     TEXT NOT NULL,
    name        TEXT NOT NULL,
    is_computer INTEGER NOT NULL DEFAULT 0,
    resigned    INTEGER NOT NULL DEFAULT 0,
    joined_at   TEXT NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);

CREATE TABLE moves (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq       INTEGER NOT NULL,
    seat      INTEGER NOT NULL,
    notation  TEXT NOT NULL,
    public    TEXT NOT NULL DEFAULT '',  -- what the table was told (never a secret)
    at        TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
