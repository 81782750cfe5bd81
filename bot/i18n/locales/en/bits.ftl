# The BITS engine's sentences (rules/bits): events, prompts, refusals, move labels,
# standings, the status summary and the picture's alt text, in English: the source
# of the other catalogues.
# Data stays data: player names, squares (C4), tile and card ids, colour letters
# (R Y B P K N) and the drop notation ("C h R") are arguments, written as they are.
# $colour, $first, $second: colour letters R Y B P K (N: the neutral grey);
# $orient: h (flat) or v (upright); $kind: neutral, one (single colour) or two.

## Names the sentences share

bits-colour = { $colour ->
    [R] red
    [Y] yellow
    [B] blue
    [P] purple
    [K] black
   *[N] neutral
}
# a tile by its colours: "the { $tile }" reads "the red-yellow tile"
bits-tile = { $kind ->
    [neutral] neutral tile
    [one] { $first ->
        [R] red
        [Y] yellow
        [B] blue
        [P] purple
       *[K] black
    } tile
   *[two] { $first ->
        [R] red
        [Y] yellow
        [B] blue
        [P] purple
       *[K] black
    }-{ $second ->
        [R] red
        [Y] yellow
        [B] blue
        [P] purple
       *[K] black
    } tile
}
# a task card's shape, by its English name with dashes (rules/bits/data.json)
bits-shape = { $shape ->
    [square] square
    [T] T
    [L] L
    [S] S
    [corner] corner
    [line-of-3] line of 3
    [pair] pair
    [line-of-4] line of 4
    [block-2-by-3] 2 by 3 block
    [line-of-5] line of 5
    [P-of-5] P of 5
   *[big-corner] big corner
}
# a task card: "1A square (4 squares): +2 each, every other 4-square block +1";
# $colour is a colour letter or "none" (any colour); $points is signed ("+2", "-2")
bits-card = { $card } { $colour ->
    [R] red{" "}
    [Y] yellow{" "}
    [B] blue{" "}
    [P] purple{" "}
    [K] black{" "}
   *[none] {""}
}{ $shape } ({ $size } squares): { $points } each{ $others ->
    [0] {""}
   *[other] , every other 4-square block +{ $others }
}
# a task card in a few words, for the alt text
bits-card-short = { $card } { $shape } ({ $size } squares, { $colour ->
    [R] red
    [Y] yellow
    [B] blue
    [P] purple
    [K] black
   *[none] any colour
}) { $points } each{ $others ->
    [0] {""}
   *[other] , other 4-square blocks +{ $others }
}
bits-points = { $points } { $points ->
    [1] point
    [-1] point
   *[other] points
}
# the solo table's ranks (rules/bits/data.json), by their English name with dashes
bits-solo-rank-name = { $rank ->
    [master-builder] master builder
    [structural-engineer] structural engineer
    [foreman] foreman
    [stone-mason] stone mason
    [tile-layer] tile layer
    [handyman] handyman
   *[clean-up-crew] clean up crew
}
bits-nobody = nobody
bits-player-count = BITS is played by 1 to 4 players.

## Rounds, drops and reveals (events)

bits-task-replaced = Task card { $card } shows the same shape as round 2's card { $previous }, so it is replaced from pile 3 (special rule for the 3rd round).
# $card: the task card (bits-card); $cards: the ids of the task cards in play
bits-round-start = Round { $round } of { $rounds }: task card { $card }. Task cards in play: { $cards }.
# $starts: each player's starting card (bits-start-card), joined by "; "
bits-start-cards = Starting cards: { $starts }. Everyone drops their starting tile.
bits-start-card = { $name } the { $tile }
bits-dropped = { $name } has dropped; all drops are revealed once everyone has dropped.
# $cells: the two squares, as a list
bits-my-drop = You dropped { $notation }: the { $tile } will land on { $cells }.
# $phase: start (the starting tiles) or build; $drops: each drop (bits-revealed-drop), joined by "; "
bits-revealed = Drops revealed for { $phase ->
    [start] the starting tiles
   *[build] building card { $number }
}: { $drops }.
bits-revealed-drop = { $name } { $notation } ({ $tile } on { $cells })
bits-out = { $name } is stuck: no domino fits on their board any more, so they drop out of round { $round }.
bits-card-turned = Building card { $number } is turned: everyone drops the { $tile }.
# $why: stuck (nobody can lay a tile) or deck (the building cards ran out); $scores: bits-round-score joined by "; "
bits-round-end = Round { $round } ends ({ $why ->
    [stuck] none of the players can lay a tile
   *[deck] the building cards have run out
}). Scores: { $scores }.
# $cards: each task card's points, "1A +2, 2C 0" (data)
bits-round-score = { $name } { $total } ({ $cards })
# $lines: bits-final-line joined by "; "
bits-final = The game is over. { $lines }.
bits-final-line = { $rank }. { $name } { $score }
bits-final-line-detail = { $rank }. { $name } { $score } ({ $detail })

## What a player owes, and who is waited for

bits-prompt-start = Drop your starting tile, the { $tile } (e.g. "C v").
# $neutral: yes while the player's neutral tile is still unused this round
bits-prompt-build = Building card { $number }: drop the { $tile }{ $neutral ->
    [yes] , or your neutral tile (once a round)
   *[no] {""}
}.
bits-game-over = The game is over; no more tiles can be dropped.
bits-not-at-table = That seat is not at this table.
# $waiting: the names of those still to drop, or bits-nobody
bits-out-waiting = You are out of round { $round }: no domino fits on your board any more. Waiting for { $waiting }.
bits-already-dropped = You have already dropped ({ $notation }); drops are revealed when everyone has dropped. Waiting for { $waiting }.

## Refusals of a drop

bits-syntax = Write a drop as a column A to F, then h (flat, covering that column and the one to its right) or v (upright), then for a two-colour tile the colour letter (R, Y, B, P or K) of its left end (flat) or top end (upright): for example "C h R" or "D v". Write "neutral C h" to drop your neutral tile instead.
bits-not-a-drop = { $typed } is not a drop.
bits-neutral-at-start = The neutral tile may only replace the tile of a building card, not your starting tile: drop the { $tile } first.
bits-neutral-used = You have already dropped your neutral tile this round (the neutral tile may be laid once every round): drop the { $tile }.
bits-neutral-no-end = The neutral tile is grey all over and has no coloured end: write "neutral { $column } { $orient }".
# $colour: the end typed; $same: yes for a single-colour tile ($first then names its colour)
bits-no-such-end = The tile to drop is the { $tile }: it has no { $colour ->
    [R] red
    [Y] yellow
    [B] blue
    [P] purple
   *[K] black
} end (all players lay the tile depicted on the card). Name the end with { $same ->
    [yes] { $first }
   *[no] { $first } or { $second }
}.
bits-name-the-end = The { $tile } has two colours: say which colour is at the { $orient ->
    [h] left
   *[v] top
} end, "{ $column } { $orient } { $first }" or "{ $column } { $orient } { $second }".
bits-no-fit-edge = A flat tile covers its column and the one to its right, so from column F it would stick out of the grid (game tiles must not protrude over the edge of the grid): flat tiles start in columns A to E.
bits-no-fit-upright = Column { $column } is filled to row { $height }, so an upright tile there would stick out of the top of the grid (game tiles must not protrude over the edge of the grid).
bits-no-fit-both-full = Columns { $column } and { $next } are both full (filled to row { $size }), so a flat tile over columns { $column } and { $next } would rest on the fuller column and stick out of the top of the grid (game tiles must not protrude over the edge of the grid).
# $low: how high column $other is filled (0: empty)
bits-no-fit-one-full = Column { $full } is full (filled to row { $size }; column { $other } is { $low ->
    [0] empty
   *[other] filled to row { $low }
}), so a flat tile over columns { $column } and { $next } would rest on the fuller column and stick out of the top of the grid (game tiles must not protrude over the edge of the grid).
# $sample: up to ten legal drops (notation); $more: how many more there are
bits-legal-drops = Legal drops: { $sample }{ $more ->
    [0] {""}
   *[other] {" "}and { $more } more
}.

## Move labels and the move builder's steps

bits-label-one = { $tile } { $orient ->
    [h] flat
   *[v] upright
}: lands on { $first }-{ $second }
bits-label-two = { $tile } { $orient ->
    [h] flat
   *[v] upright
}: lands on { $first } { $first_colour }, { $second } { $second_colour }
bits-step-column = column { $column }
bits-step-orient = { $orient ->
    [h] flat
   *[v] upright
}
bits-step-neutral = the neutral tile
bits-step-your-tile = your tile

## Standings

bits-solo-rank = solo rank: { $rank }
bits-solo-rank-advanced = solo rank: { $rank } (the solo table counts rounds 1 to 3: { $points } points)
bits-tie-shared = tied with { $others } on { $total } points and on highest single round ({ $best }): shared rank
bits-tie-broken = tie on { $total } points decided by highest single round ({ $best })

## Taking a drop back: the end of "That cannot be taken back: ..."

bits-undo-over = the drops were revealed and the game ended
bits-undo-round = the drops were revealed, round { $round } was scored and round { $next }'s task card and starting cards were drawn
bits-undo-card = the drops were revealed and building card { $number } was turned
bits-undo-revealed = the drops were revealed

## The status summary

bits-summary-over = BITS is over after { $rounds } rounds.
bits-summary-standing = { $rank }. { $name }: { $score } points (rounds { $rounds }).
bits-summary-standing-detail = { $rank }. { $name }: { $score } points (rounds { $rounds }); { $detail }.
# $cards: the task cards (bits-card) joined by "; "
bits-summary-round = BITS round { $round } of { $rounds }. Task cards in play: { $cards }.
bits-summary-start = Everyone is dropping their starting tile.
bits-summary-card = Building card { $number }: the { $tile } ({ $left } cards left).
# $status: the facts about the player joined by ", "; $board: the filled rows (bits-summary-row) joined by ", ", or bits-summary-empty
bits-summary-seat = { $name } ({ $status }). Board, columns A-F, R red Y yellow B blue P purple K black N neutral . empty: { $board }
bits-summary-neutral = { $spent ->
    [yes] neutral tile spent
   *[no] neutral tile unused
}
bits-summary-round-scores = round scores { $scores }
bits-summary-worth = board now worth { $points }
# $squares: the row's six squares, colour letters and dots ("RRY...")
bits-summary-row = row { $row } { $squares }
bits-summary-empty = empty
bits-summary-hidden = Your hidden drop: { $notation }.
bits-status-out = out of the round
bits-status-dropped = has dropped
bits-status-to-drop = to drop

## The public picture's alt text

bits-alt-final = BITS picture, final after { $rounds } rounds. { $winner }
bits-alt-round = BITS picture, round { $round } of { $rounds }.
bits-alt-start = Everyone drops their starting tile.
bits-alt-card = Building card { $number }: everyone drops the { $tile } ({ $left } left).
bits-alt-waiting = Waiting for { $names }.
bits-alt-tasks = Task cards: { $cards }.
# $players: each player (bits-alt-player) joined by "; "
bits-alt-players = { $players }.
# $facts: the facts about the player joined by ", "
bits-alt-player = { $name }: { $facts }
# $points: bits-points; $rounds: each round's score, or bits-alt-none-yet
bits-alt-score = { $points } (rounds { $rounds })
bits-alt-none-yet = none yet
bits-alt-rank = rank { $rank }
# $cards: each task card's points on the final board, "1A +2, 2C 0" (data)
bits-alt-final-board = final board { $cards }
# $points: signed ("+3", "-2", "+0")
bits-alt-board-now = board now { $points }
bits-alt-neutral = { $spent ->
    [yes] neutral spent
   *[no] neutral unused
}
# $cells: the two squares joined by "-" (data)
bits-alt-last-drop = last drop { $notation } on { $cells }
# $boards: each board, "Name RRY.../......", joined by "; " (no full stop after the last row)
bits-alt-boards = Boards, rows 6 to 1, columns A-F, letters R Y B P K N, dot empty: { $boards }
bits-winner-solo = { $name } scored { $points }; { $detail }.
bits-winner = { $name } wins with { $points }.
bits-winner-shared = { $names } and { $last } share first place with { $points }.
