-- Community: each person's result in each finished game (the facts), and
-- ratings per server and game derived from them (rebuildable from results
-- with `referee ratings --rebuild`). Computer seats have no rows.
CREATE TABLE results (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    guild       TEXT NOT NULL,
    kind        TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    name        TEXT NOT NULL,
    rank        INTEGER NOT NULL,     -- 1 = won, ties share a rank, resigned players rank last
    score       REAL NOT NULL,
    detail      TEXT NOT NULL DEFAULT '',
    players     INTEGER NOT NULL,     -- seats at the table, computers included
    humans      INTEGER NOT NULL,     -- people at the table (1: a solo game)
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
    mu         REAL NOT NULL,
    sigma      REAL NOT NULL,
    ordinal    REAL NOT NULL,         -- mu - 3 sigma: what the leaderboard sorts by
    games      INTEGER NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (guild, kind, user_id)
);
CREATE INDEX ratings_board ON ratings (guild, kind, ordinal DESC);
