# Tweeeet's sentences (rules/tweeeet: game.py and words.py), in English: the source of the other
# catalogues. What happens in a flight, what the referee refuses and why, what the bird to fly is
# asked, the moves' labels, the standings, the status summary and the public picture's alt text.
# Data stays data: player names, spaces (F7), tile ids, column letters and a score sheet's sums
# ("5 + (-1)") are the same in every language; $team (robin, bluethroat), $food (nut, strawberry,
# berry, caterpillar, beetle), $status (flying, nested, out) and $band (talk, twitter, flap) are
# selectors, written here in words.

## Birds and lists

# a bird by its player's name and team: "Ann (Robin)"
tweeeet-bird = { $name } ({ $team ->
    [robin] Robin
   *[bluethroat] Bluethroat
})
# the bird a player flies: "Ann's Robin"
tweeeet-bird-of = { $name }'s { $team ->
    [robin] Robin
   *[bluethroat] Bluethroat
}
# several clauses: $rest the first ones, joined by ", "; $last the last one
tweeeet-and = { $rest } and { $last }

## What happens

tweeeet-row-laid = Row { $row } is laid: tile { $tile }.
tweeeet-row-laid-turned = Row { $row } is laid: tile { $tile } turned 180 degrees.
tweeeet-row-laid-nest = Row { $row } is laid: the nest tile.
# $rows: the row numbers, "3, 4"; $count: how many; $behind: how many spaces behind the last bird
tweeeet-rows-removed = { $count ->
    [one] Row { $rows } is more than { $behind } spaces behind every bird and is removed
   *[other] Rows { $rows } are more than { $behind } spaces behind every bird and are removed
}; uneaten food goes back to the supply.
tweeeet-bonus = New players: a bird needs extra energy, so every bird still flying or nesting gets { $energy } extra energy.
tweeeet-stalemate = Every bird still flying is blocked by other birds, so nobody can ever move again: the flight ends and those birds count as failing to reach a nest.
tweeeet-miss = { $bird } misses the turn: other birds block every way to food it could afford.
tweeeet-miss-nest = { $bird } misses the turn: other birds block every way to food or a nest it could afford.
tweeeet-out = { $bird } has not enough energy to fly to any food and is out of the game (scores -1).
tweeeet-out-nest = { $bird } has not enough energy to fly to any food or nest and is out of the game (scores -1).
tweeeet-all-nested = Every surviving bird has reached its nest: the flight is over.
# $spaces: how many spaces flown; $start, $end: spaces; $value: the food's energy
tweeeet-flight-food = { $bird } flies { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
} from { $start } to { $end } and eats a { $food ->
    [nut] nut
    [strawberry] strawberry
    [berry] berry
    [caterpillar] caterpillar
   *[beetle] beetle
} (+{ $value }).
tweeeet-flight-nest = { $bird } flies { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
} from { $start } to the { $team ->
    [robin] Robins
   *[bluethroat] Bluethroats
}' nest at { $end }.
# told to the bird's player only
tweeeet-energy-now = Your energy is now { $energy }.
# after a flight's own sentences in its preview
tweeeet-flight-only = The tiles laid and the birds' turns that follow it are shown once it is played: they may depend on the tile pile and on energy you cannot see.

## The bird to fly

tweeeet-prompt = Fly from { $space } to a space with food: type its label, e.g. F7.
tweeeet-prompt-nest = Fly from { $space } to a space with food or to your team's nest: type its label, e.g. F7.
# a move's label in the list of moves: "beetle at F7: cost 6, +5"
tweeeet-move-food = { $food ->
    [nut] nut
    [strawberry] strawberry
    [berry] berry
    [caterpillar] caterpillar
   *[beetle] beetle
} at { $space }: cost { $cost }, +{ $value }
tweeeet-move-nest = nest at { $space }: cost { $cost }

## Refusals

# $typed: what the player typed, in quotes
tweeeet-not-a-label = { $typed } is not a space label. Type the space to fly to as its column letter A-I and row number, as labelled on the picture (e.g. F7).
tweeeet-no-space = There is no space { $space } on the board: the rows laid now are { $first } to { $last }.
tweeeet-nest-not-laid = You may fly to a nest only once the nest tile is laid.
# $nest: the space of the team's nest
tweeeet-not-your-nest = { $space } is not your nest: the { $team ->
    [robin] Robins
   *[bluethroat] Bluethroats
} must all end on one nest, and theirs is { $nest }.
# $team: the other team
tweeeet-their-nest = { $space } is the { $team ->
    [robin] Robins
   *[bluethroat] Bluethroats
}' nest: Robins and Bluethroats end on different nests.
tweeeet-already-there = Your bird is already at { $space }: each turn you must fly to a space with food.
# $what: water, start (the start space), taken (by another bird) or empty (no food)
tweeeet-no-food = { $space } is { $what ->
    [water] water
    [start] the start space
    [taken] taken by another bird
   *[empty] a space with no food
}: each turn you must fly to a space with food.
tweeeet-no-food-nest = { $space } is { $what ->
    [water] water
    [start] the start space
    [taken] taken by another bird
   *[empty] a space with no food
}: each turn you must fly to a space with food (or, now the nest tile is laid, your team's nest).
tweeeet-no-route = No open route leads to { $space }: birds cannot fly through water, food, other birds or nests.
tweeeet-too-far = Flying to { $space } takes { $cost ->
    [one] { $cost } space
   *[other] { $cost } spaces
}, but you have only { $energy } energy: each space costs 1 energy.

## Why a flight cannot be taken back: the end of "That cannot be taken back: ..."

tweeeet-undo-shuffled = the tile pile was shuffled
# $rows: the rows laid, "3 and 4"
tweeeet-undo-drawn = { $count ->
    [one] a tile was drawn from the pile (row { $rows })
   *[other] { $count } tiles were drawn from the pile (rows { $rows })
}
tweeeet-undo-out = { $bird } ran out of energy and left the game
tweeeet-undo-missed = { $bird } was blocked and missed its turn
tweeeet-undo-bonus = the new-players bonus was handed out
tweeeet-undo-over = the game ended and every bird's energy was shown

## Standings

tweeeet-standing-hidden = Energy is hidden until every surviving bird has reached its nest.
# a team's line of the score sheet: $points "5 + (-1)", $birds how many birds, $average 2 decimals at most
tweeeet-team-sum = { $team ->
    [robin] Robins
   *[bluethroat] Bluethroats
} { $points } = { $total } / { $birds } = { NUMBER($average, maximumFractionDigits: 2) }
# $robins, $bluethroats, $winners, $losers: tweeeet-team-sum
tweeeet-verdict-tie = Tie: { $robins }; { $bluethroats }: both teams share the win.
tweeeet-verdict-win = The { $team ->
    [robin] Robins
   *[bluethroat] Bluethroats
} win by { NUMBER($average, maximumFractionDigits: 2) } against { NUMBER($against, maximumFractionDigits: 2) }: { $winners }; { $losers }.
tweeeet-standing-bird = { $team ->
    [robin] Robins
   *[bluethroat] Bluethroats
} average { NUMBER($average, maximumFractionDigits: 2) }; this bird { $points }
tweeeet-standing-failed = { $team ->
    [robin] Robins
   *[bluethroat] Bluethroats
} average { NUMBER($average, maximumFractionDigits: 2) }; this bird failed, -1

## The public picture's alt text (at most 1,024 characters in every language: see ROOM in rules/tweeeet/words.py)

tweeeet-alt-over-tie = Tweeeet is over: a tie, both teams share the win at { NUMBER($average, maximumFractionDigits: 2) }.
tweeeet-alt-over-win = Tweeeet is over: the { $team ->
    [robin] Robins
   *[bluethroat] Bluethroats
} win, average { NUMBER($average, maximumFractionDigits: 2) } against { NUMBER($against, maximumFractionDigits: 2) }.
tweeeet-alt-to-fly = Tweeeet, Robins against Bluethroats. To fly: { $bird }, from { $space }.
# $birds: tweeeet-alt-bird (or -over) joined by "; "
tweeeet-alt-birds = Birds: { $birds }.
tweeeet-alt-bird = { $bird } { $status ->
    [nested] on the nest { $space }
    [out] out
   *[flying] at { $space }
}
tweeeet-alt-bird-over = { $bird } { $status ->
    [nested] on the nest { $space }
    [out] out
   *[flying] at { $space }
}, scores { $points }
tweeeet-alt-team-sum = { $team ->
    [robin] Robins
   *[bluethroat] Bluethroats
}: { $points } = { $total } / { $birds } = { NUMBER($average, maximumFractionDigits: 2) }.
tweeeet-alt-secret = Scores: each bird's energy is secret until every bird has nested or is out (out scores -1).
tweeeet-alt-last-food = Last flight: { $bird } from { $start } to { $end }, { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
}, ate a { $food ->
    [nut] nut
    [strawberry] strawberry
    [berry] berry
    [caterpillar] caterpillar
   *[beetle] beetle
} (+{ $value }).
tweeeet-alt-last-nest = Last flight: { $bird } from { $start } to { $end }, { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
}, landed on the nest.
tweeeet-alt-rows-pile = Rows { $first } to { $last } on the table; { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
} in the pile.
tweeeet-alt-rows-nest = Rows { $first } to { $last } on the table; the nest tile is laid.
# $a, $b: two teammates' names; $band: what the rulebook lets them do at that distance
tweeeet-alt-talk = { $a } and { $b } are { $distance } apart ({ $band ->
    [talk] talk
    [twitter] twitter
   *[flap] flap
}).
# $food: tweeeet-alt-food-item joined by ", "
tweeeet-alt-food = Food on row { $row }: { $food }.
tweeeet-alt-food-item = { $space } { $food ->
    [nut] nut
    [strawberry] strawberry
    [berry] berry
    [caterpillar] caterpillar
   *[beetle] beetle
}

## The status summary

tweeeet-sum-to-fly = { $bird } to fly from { $space }.
tweeeet-sum-your-energy = Your energy: { $energy }.
# $birds: tweeeet-sum-bird (or -over) joined by "; "
tweeeet-sum-birds = Birds: { $birds }.
tweeeet-sum-bird = { $bird } { $status ->
    [nested] on the nest at { $space }
    [out] out of the game
   *[flying] at { $space }
}
tweeeet-sum-bird-over = { $bird } { $status ->
    [nested] on the nest at { $space }
    [out] out of the game
   *[flying] at { $space }
}, energy { $energy }
# $food: the food eaten, or nest
tweeeet-sum-last = Last flight: { $name } from { $start } to { $end } ({ $food ->
    [nest] nest
    [nut] nut
    [strawberry] strawberry
    [berry] berry
    [caterpillar] caterpillar
   *[beetle] beetle
}), { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
}.
# a row: $tile start, nest or landscape; $parts: its food, water, nests and arrow, joined by "; "
tweeeet-sum-row = Row { $row }{ $tile ->
    [start] {" "}(start)
    [nest] {" "}(nest tile)
   *[landscape] {""}
}: { $parts }.
tweeeet-sum-row-grass = Row { $row }{ $tile ->
    [start] {" "}(start)
    [nest] {" "}(nest tile)
   *[landscape] {""}
}: all grass.
# $food: tweeeet-sum-food-item joined by ", "
tweeeet-sum-food = food { $food }
tweeeet-sum-food-item = { $food ->
    [nut] nut
    [strawberry] strawberry
    [berry] berry
    [caterpillar] caterpillar
   *[beetle] beetle
} { $column }
# $columns: column letters, "A, H"
tweeeet-sum-water = water { $columns }
tweeeet-sum-nests = nests { $columns }
# $arrow: E (east) or W (west), where the next row hangs over
tweeeet-sum-arrow = arrow { $arrow ->
    [E] E
   *[W] W
}
tweeeet-sum-nest-laid = The nest tile is laid.
tweeeet-sum-pile = Tiles left in the pile: { $tiles } (the last one is the nest tile).
tweeeet-sum-talk = { $a } and { $b } are { $distance } apart: they may { $band ->
    [talk] talk
    [twitter] twitter
   *[flap] flap
}.
