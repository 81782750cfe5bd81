-- Each player's own rhythm (issue 28): one JSON document of settings per
-- user, the same in every server (time zone, quiet hours, reminder
-- interval, how they are told it is their turn); no row: every default.
CREATE TABLE user_settings (
    user_id TEXT PRIMARY KEY,
    settings TEXT NOT NULL
);
-- Vacations: one row per vacation a user took, from when to when and how
-- many days of the year's allowance it uses (the days a vacation ended
-- early did not use are given back by lowering ``days``).
CREATE TABLE vacations (
    user_id TEXT NOT NULL,
    started_at TEXT NOT NULL,
    ends_at TEXT NOT NULL,
    days INTEGER NOT NULL,
    PRIMARY KEY (user_id, started_at)
);
CREATE INDEX vacations_ends ON vacations (ends_at);
