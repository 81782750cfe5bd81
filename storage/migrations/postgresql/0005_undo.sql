-- PostgreSQL twin of ../0005_undo.sql.
ALTER TABLE moves ADD COLUMN undone INTEGER NOT NULL DEFAULT 0;
