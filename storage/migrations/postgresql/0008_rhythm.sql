-- PostgreSQL twin of ../0008_rhythm.sql.
CREATE TABLE user_settings (
    user_id TEXT PRIMARY KEY,
    settings TEXT NOT NULL
);
CREATE TABLE vacations (
    user_id TEXT NOT NULL,
    started_at TEXT NOT NULL,
    ends_at TEXT NOT NULL,
    days INTEGER NOT NULL,
    PRIMARY KEY (user_id, started_at)
);
CREATE INDEX vacations_ends ON vacations (ends_at);
