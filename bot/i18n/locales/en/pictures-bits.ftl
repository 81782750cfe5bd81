# The words of the BITS pictures (render/bits.py), in English: the source of the other catalogues.
# Data stays data: player names, squares (C4), tile and card ids, colour letters (R Y B P K N) and
# the drop notation ("C h R") are written as the notation writes them, in every language.

pic-bits-colour = { $colour ->
    [R] red
    [Y] yellow
    [B] blue
    [P] purple
    [K] black
   *[N] neutral
}
# a two-coloured tile by its colours, as in "the red-yellow tile"
pic-bits-tile-colours = { $first }-{ $second }
pic-bits-task = Task { $card }
# $points is signed: "+2 each", "-1 each"
pic-bits-task-each = { $points } each
pic-bits-task-other-fours = other 4s { $points }
pic-bits-task-any-colour = any colour
pic-bits-drop-now = Drop now: card { $number }
pic-bits-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
pic-bits-ordinal = { $rank ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $rank }th
}
pic-bits-tie-shared = Tie on { $total }: best round ties too, rank shared
pic-bits-tie-broken = Tie on { $total }: best single round decides
pic-bits-table-title = Final scores by round
pic-bits-table-rank = #
pic-bits-table-player = Player
pic-bits-table-round = R{ $round }
pic-bits-table-total = Total
# the solo table's ranks (rules/bits/data), by their English name with dashes
pic-bits-solo-rank = { $rank ->
    [master-builder] master builder
    [structural-engineer] structural engineer
    [foreman] foreman
    [stone-mason] stone mason
    [tile-layer] tile layer
    [handyman] handyman
   *[clean-up-crew] clean up crew
}
pic-bits-over-solo = Game over: { $points } points, solo rank { $rank }.
pic-bits-over-winner = Game over: { $name } wins with { $points } points.
pic-bits-over-shared = Game over: { $names } and { $last } share first place with { $points } points.
pic-bits-title-final = BITS · final, after { $rounds } rounds
pic-bits-title-round = BITS · round { $round } of { $rounds }
pic-bits-sub-scored-solo = Your board as round { $round } scored it; now drop your starting tile.
pic-bits-sub-scored = Boards as round { $round } scored them; now everyone drops their starting tile.
pic-bits-sub-start-solo = Drop your starting tile (named under the board).
pic-bits-sub-start = Everyone drops their starting tile (named under each board).
# $tile: the tile's colours ("red-yellow", "neutral")
pic-bits-sub-drop = Building card { $number }: everyone drops the { $tile } tile ({ $left } left).
pic-bits-legend-last = last drop
pic-bits-legend-block = a block a task card scores, and its points
pic-bits-legend-type = Type a drop: column, h (flat) or v (upright), colour of the left/top end:
pic-bits-legend-examples = "C h R", "D v Y", "E v"; your neutral tile instead: "neutral C h"
# $rank: an ordinal (pic-bits-ordinal), $points: pic-bits-points
pic-bits-status-final = { $rank } · { $points }
pic-bits-status-out = out of the round
pic-bits-status-dropped = has dropped
pic-bits-status-to-drop = to drop
# $rounds: each round's score, "5 · 3 · 8"
pic-bits-stats-final = { $points }: rounds { $rounds }
pic-bits-stats-solo-rank = Solo rank: { $rank }
# $points is signed: "+4"
pic-bits-stats-last-round = Last round's board scored { $points }
pic-bits-stats-total = Total { $total } (rounds { $rounds })
pic-bits-stats-total-none = Total 0 (no round scored yet)
# $cards: each task card with its points, "1A +4 2C -1"
pic-bits-stats-round-cards = Total { $total } · round { $round }: { $cards }
pic-bits-stats-start-tile = Starting tile: { $colour } pair ({ $tile })
pic-bits-stats-board-spent = Board now { $points } · neutral tile spent
pic-bits-stats-board-unused = Board now { $points } · neutral tile unused
pic-bits-private-hidden = Your hidden drop (dashed): { $notation }
pic-bits-private-lands = lands on { $first } and { $second }; revealed when everyone has dropped. Until then you may take it back (undo) if nobody has dropped since.
pic-bits-private-over = The game is over.
pic-bits-private-to-drop = You have not dropped yet.
pic-bits-private-nothing = Nothing hidden right now.
