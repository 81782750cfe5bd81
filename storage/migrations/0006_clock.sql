-- The table's clock (issue 27): the time bookkeeping of a game as one JSON
-- document (each seat's time bank and when it was last settled, reminders
-- sent for the current decision, unanswered reminders, what the table was
-- told, when a player last acted), written in the same transaction as the
-- change that moves it. NULL: nothing recorded yet (games older than this).
ALTER TABLE games ADD COLUMN clock TEXT;
