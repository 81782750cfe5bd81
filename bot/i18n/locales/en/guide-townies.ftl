# How to play Townies: the guide `/game rules` and the console's `rules` show, the game's
# summary and its options' descriptions (the options' keys and choices stay as typed).
# A command the player types is an argument ({ $undo }): each front end writes it its own way.

townies-summary = Roll-and-write town building on a hex map: each round every player draws the rolled Shape or an Object with the marker in hand, then the markers pass on. The game ends when someone draws their ninth Object.

townies-option-cards = Goal and Bonus cards: none (first game), individual (Individual Goals and Bonus), all (Individual Goals, Additional Goal and Bonus).
townies-option-goal = The Additional Goal card (random, or name one).
townies-option-bonus = Bonus card: random or named; zoning and permit are the project's own.
townies-option-designed_bonuses = Add the project's own Bonus cards (Zoning Board, Building Permit) to the random draw.
townies-option-marker = The first player's starting marker (random, or a colour; for solo play).

townies-guide =
    {"*"}*How to play.** Each round the black die shows a Shape of 4 hexes, the white die an Object. All at once, everyone draws, with the marker in hand, the Shape (turned or flipped, on empty spaces), the rolled Object or their marker's Basic Object (next to a Block of its colour; a City Square next to an Object). An Object scores at once from its neighbours. Drawings stay hidden until all have acted; then markers pass on. The game ends in the round someone draws a ninth Object; Goals score then. Until the round completes, { $undo } takes your last decision back.

    {"*"}*Moves.** A cell is column A-I and row: `E5`.
    - `shape E4 2`: the rolled Shape in orientation 2 (see the picture), its dotted anchor on E4
    - `shape E4 E5 F4 F5`: the same by its four cells
    - `bank E5`: an Object and its cell; or `court`, `windmill`, `station`, `bike`, `square`
    - `rolled E5`, `basic E5`: the rolled Object, your marker's Basic Object
    - `star`: cross out a marked star for the Bonus, before acting
    - `pass`: when nothing fits, or to end a Funding turn early
    - `shape wave E4 2`: any Shape (Zoning Board only)
    `moves` lists legal moves; `moves bank` those with "bank".

    {"*"}*Pictures.** Board: the round and who is to act, the dice (every orientation of the Shape, numbered), the cards, and every map: columns above, empty spaces labelled, Blocks lettered R Residential, F Farmers, I Industrial, P Park, C Commercial; Objects as a white badge (Ct Game Court, Wm Windmill...: see the legend) over their colour's letter; stars, the framed central area, last round outlined in violet. Under a map: each Object's score, and what each Goal counts and earns (Spec: surrounded Blocks of your start colour; Stand: Objects by both colours). At the end, the score sheet. Private picture: your map, this round's drawing outlined.
