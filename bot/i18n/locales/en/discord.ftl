# The Discord front end's words in English: the source of the other catalogues.
# A turn message's heading: the game's name and the stage its rules report
# (rules.base.Stage: a round, turn or season, with the total when the rules fix one).

heading-game = { $game }
heading-round = { $game }: round { $number }
heading-round-of = { $game }: round { $number } of { $total }
heading-turn = { $game }: turn { $number }
heading-turn-of = { $game }: turn { $number } of { $total }
heading-season = { $game }: season { $number }
heading-season-of = { $game }: season { $number } of { $total }
