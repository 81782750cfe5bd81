-- Server-wide settings (issue 27): one JSON document per server (Discord
-- guild) with what a member who can manage the server chose, e.g. the
-- default clock of new games and the days before a game nobody plays is
-- closed. No row: every setting at its default.
CREATE TABLE guild_settings (
    guild TEXT PRIMARY KEY,
    settings TEXT NOT NULL
);
