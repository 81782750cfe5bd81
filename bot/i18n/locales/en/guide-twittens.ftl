# How to play Twittens: the guide `/game rules` and the console's `rules` show, the game's
# summary and its options' descriptions (the options' keys and choices stay as typed).
# A command the player types is an argument ({ $undo }): each front end writes it its own way.

twittens-summary = Build a Twitten of alleyway tiles over four seasons: houses, trees, streetlights, roads, stations, amenities and secret Bimble cards; go home for tea before the house limit.


twittens-guide =
    {"*"}*How to play.** Four seasons. Each season starts with everyone choosing at once: a Favourite Place (1 of 3 tiles dealt, face down) and 2 or 3 of 3 Bimble cards (secret goals). Then, in turn: take a tile, add it to your own Twitten joined by the path (a path never meets grass, a road or a railway), and from 5 tiles on choose whether to go home for tea. More than 7 houses (8 with a substation) sends you home. When everyone is home the season is scored; most points after four seasons wins.

    {"*"}*Moves** (type `move` and the move: { $move_place }):
    - `move fav t12`: your Favourite Place
    - `move keep b3 b17` or `move keep b3 b17 b20`: the Bimble cards you keep
    - `move take a`, `move take b`, `move draw`, `move favourite`: where your tile comes from
    - `move keep t5 on a`: keep a drawn tile, the other goes on stack A (`move keep t5` once there is a discard pile)
    - `move place 1,0 90`: put your tile at x=1, y=0, turned 90 degrees clockwise (0, 90, 180 or 270)
    - `move return a` / `move return`: a drawn tile that fits nowhere goes back and you go home
    - `move bimble b44` or `move bimble none`: keep one of the cards your school drew
    - `move home` or `move stay`: Time for Tea

    {"*"}*Pictures.** The board: the player to act's Twitten large, the others smaller, columns `x=` and rows `y=` as `place` writes them, empty spaces where a tile may go labelled `x,y`, the last tile outlined "last", the stacks' top tiles, every colour with its letter or shape (legend). After a season, the cells that scored are ringed, with points by category, then the scorepad. Your hand (only you see it): your Twitten with every legal placement of your tile as a ghost tile labelled with the move to type, your Favourite Place and your Bimble cards with their progress.
