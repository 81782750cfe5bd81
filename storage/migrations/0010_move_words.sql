-- Words as data (issue 31): the JSON of a move's public event Texts
-- (rules.base.Text.to_json), so that history, catch-up and `turn N` tell it
-- in each reader's language. `public` keeps the English sentence (what older
-- code and games stored before this column show); NULL for those moves.
ALTER TABLE moves ADD COLUMN words TEXT;
