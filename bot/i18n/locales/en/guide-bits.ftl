# How to play BITS: the guide `/game rules` and the console's `rules` show, the game's
# summary and its options' descriptions (the options' keys and choices stay as typed).
# A command the player types is an argument ({ $undo }): each front end writes it its own way.

bits-summary = Everyone drops the same domino onto their own 6 by 6 ramp at once, building solid colour shapes for the task cards. Three rounds (four advanced); solo play ranks you from clean up crew to master builder.

bits-option-advanced = Advanced version: a 4th round with a task card from pile 4.

bits-guide =
    {"*"}*How to play.** Each round a task card is turned; every player drops their starting tile, then the tile of each building card turned, all at once. A tile slides straight down its columns and rests on the bottom edge or on a tile. A solid colour block scores a task card when it is exactly the card's shape (turned or mirrored) and colour, if it names one; a bigger block scores nothing. Pile 1 cards give +1 for every other block of exactly 4 squares; pile 3 cards cost points. Every face-up card scores at each round's end. Once a round you may drop your grey neutral tile instead. When no domino fits, you are out of the round. 3 rounds (4 with `advanced`).

    {"*"}*Moves.** Column A-F, then `h` (flat, over that column and the next) or `v` (upright), then for a two-colour tile the colour of its left (flat) or top (upright) end: R red, Y yellow, B blue, P purple, K black. Rows are 1 (bottom) to 6.
    - `C h R`: flat over C and D, red end in C
    - `D v Y`: upright in D, yellow end on top
    - `E h`, `B v`: a one-colour tile (the starting tile too)
    - `neutral C h`, `neutral D v`: the neutral tile instead

    `moves` lists every legal drop and where it lands. Drops stay hidden until everyone has dropped; until then { $undo } takes yours back.

    {"*"}*Pictures.** The board: the round and the tile to drop, the task cards, every board (columns above, rows beside, each square's colour letter), the last drop outlined in violet, each block a task card scores outlined with its points, each player's scores and neutral tile; when a round ends, every board as the round scored it until the next starting tiles are revealed; at the end the score table, winner first. Your private picture: your board with your hidden drop dashed where it will land.
