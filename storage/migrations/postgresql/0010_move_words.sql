-- PostgreSQL twin of ../0010_move_words.sql.
ALTER TABLE moves ADD COLUMN words TEXT;
