-- Undo: a move taken back stays in the log, marked undone (history stays
-- honest), and replays skip it (replay stays exact).
ALTER TABLE moves ADD COLUMN undone INTEGER NOT NULL DEFAULT 0;
