# How to play Tweeeet: the guide `/game rules` and the console's `rules` show, the game's
# summary and its options' descriptions (the options' keys and choices stay as typed).
# A command the player types is an argument ({ $undo }): each front end writes it its own way.

tweeeet-summary = Robins against Bluethroats: fly north from food to food, pay a food's worth of energy per space, and reach your team's nest with the highest average energy.

tweeeet-option-new_players = With new players: everybody gets 5 extra energy, once, as soon as a bird would run out of energy.
tweeeet-option-experienced_bonus = With experienced birds: extra starting energy for each bird of the smaller team (0 = off).

tweeeet-guide =
    {"*"}*How to play.** Robins (seats 1, 3, 5) against Bluethroats (seats 2, 4, 6). Each turn your bird must fly to a space with food: 1 energy per space flown, then it eats the food (nut 1, strawberry 2, berry 3, caterpillar 4, beetle 5). Birds fly around water, food, other birds and nests. Energy starts at 6, 7, 8... by seat and is secret. New rows are laid so every bird sees 3 rows ahead. Once the nest tile (row 20) is laid you may fly to a nest: the first of your team to land chooses it, the rest follow. Blocked by birds: you miss your turn; too little energy for any food or nest: you are out (-1). When no bird flies, the team with the higher average energy wins.

    {"*"}*Moves.** The label of the space to fly to, as written in its hex: column A-I (west to east), then the row ({ $move_f18 }):
    - `F18`: fly to the food on F18 (`f18` and `f 18` work too)
    - `E20`: fly to a nest on the nest row (`B20`, `E20` or `H20`)

    Missed turns and going out happen by themselves. `moves` lists the flights you can afford. `undo` takes your flight back unless it drew a tile, made another bird miss its turn or go out, or ended the game.

    {"*"}*Pictures.** The board: the rows on the table, north up, each hex labelled with its space, row numbers beside, water blue with waves, food as coloured discs with their energy (eaten: grey `(n)`), nests named above the nest row, each bird a tag with its player's name (Robin: orange pill, Bluethroat: blue square tag), the bird to fly ringed, the last flight a violet line to its outlined end, an arrow beside a row whose next tile is turned. Beside or under it: whose turn, where every bird is, team talk distances, tiles left, the last flight; at the end the score sheet. Your private picture: your energy as a number and as pips.
