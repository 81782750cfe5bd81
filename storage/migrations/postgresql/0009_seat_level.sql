-- PostgreSQL twin of ../0009_seat_level.sql.
ALTER TABLE seats ADD COLUMN level TEXT;
