-- PostgreSQL twin of ../0004_results.sql: results and derived ratings.
-- Scores and ratings are DOUBLE PRECISION (SQLite's REAL is 8 bytes too).
CREATE TABLE results (
    game_id     BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    guild       TEXT NOT NULL,
    kind        TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    name        TEXT NOT NULL,
    rank        INTEGER NOT NULL,
    score       DOUBLE PRECISION NOT NULL,
    detail      TEXT NOT NULL DEFAULT '',
    players     INTEGER NOT NULL,
    humans      INTEGER NOT NULL,
    resigned    INTEGER NOT NULL DEFAULT 0,
    finished_at TEXT NOT NULL,
    rated       INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX results_player ON results (guild, user_id, kind);
CREATE INDEX results_unrated ON results (rated) WHERE rated = 0;
CREATE INDEX results_solo ON results (guild, kind, score DESC) WHERE humans = 1 AND resigned = 0;

CREATE TABLE ratings (
    guild      TEXT NOT NULL,
    kind       TEXT NOT NULL,
    user_id    TEXT NOT NULL,
    name       TEXT NOT NULL,
    mu         DOUBLE PRECISION NOT NULL,
    sigma      DOUBLE PRECISION NOT NULL,
    ordinal    DOUBLE PRECISION NOT NULL,
    games      INTEGER NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (guild, kind, user_id)
);
CREATE INDEX ratings_board ON ratings (guild, kind, ordinal DESC);
