-- PostgreSQL twin of ../0006_clock.sql.
ALTER TABLE games ADD COLUMN clock TEXT;
