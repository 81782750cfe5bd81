-- Computer levels (issue 32): the level of a computer seat, 'easy',
-- 'normal' or 'hard'. NULL for a human's seat, and for computer seats
-- older than levels, which play as 'normal'.
ALTER TABLE seats ADD COLUMN level TEXT;
