-- PostgreSQL twin of ../0007_guild_settings.sql.
CREATE TABLE guild_settings (
    guild TEXT PRIMARY KEY,
    settings TEXT NOT NULL
);
