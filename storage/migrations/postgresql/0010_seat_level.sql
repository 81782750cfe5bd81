-- PostgreSQL twin of ../0010_seat_level.sql.
ALTER TABLE seats ADD COLUMN level TEXT;
