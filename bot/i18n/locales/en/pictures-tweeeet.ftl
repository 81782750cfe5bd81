# The words of the Tweeeet pictures (render/tweeeet.py), in English: the source of the other catalogues.
# Data stays data: player names, spaces (F7), numbers and the notation ("move F7") in every language.

pic-tweeeet-team = { $team ->
    [robin] Robin
   *[bluethroat] Bluethroat
}
# a bird: its player's name and its species, "Ann's Robin"
pic-tweeeet-bird = { $name }'s { $team ->
    [robin] Robin
   *[bluethroat] Bluethroat
}
pic-tweeeet-start = start
pic-tweeeet-nest-free = free nest
pic-tweeeet-nest = { $team ->
    [robin] Robins' nest
   *[bluethroat] Bluethroats' nest
}
# the birds on the start space, under the board: "On E0: Ann, Bob"
pic-tweeeet-on-start = On { $space }: { $names }
pic-tweeeet-verdict-over = The game is over
pic-tweeeet-verdict-tie = Tie
# $average, $against: the teams' averages (2 decimals at most, as the locale writes them)
pic-tweeeet-verdict-won = The { $team ->
    [robin] Robins
   *[bluethroat] Bluethroats
} win by { NUMBER($average, maximumFractionDigits: 2) } against { NUMBER($against, maximumFractionDigits: 2) }
pic-tweeeet-head-over = Final score sheet. { $verdict }.
pic-tweeeet-head-to-fly = To fly: { $bird } from { $space } (ringed)
pic-tweeeet-where = at { $space }
pic-tweeeet-where-nested = on the nest { $space }
pic-tweeeet-where-out = out of the game
pic-tweeeet-bird-where = { $bird } { $where }
pic-tweeeet-bird-energy = { $bird } { $where }: your energy { $energy }
pic-tweeeet-bird-scores = { $bird } { $where }: energy { $energy }, scores { $points }
# $points: each bird's points, "3 + (-1)"; $birds: how many birds the team has
pic-tweeeet-team-sum = { $team ->
    [robin] Robins
   *[bluethroat] Bluethroats
}: { $points } = { $total } / { $birds } = { NUMBER($average, maximumFractionDigits: 2) }
# the team-talk bands of the rulebook
pic-tweeeet-talk = { $distance } apart, may { $band ->
    [talk] talk
    [twitter] twitter
   *[flap] flap
}
pic-tweeeet-talk-short = { $distance }, { $band ->
    [talk] talk
    [twitter] twitter
   *[flap] flap
}
pic-tweeeet-nest-laid = Nest tile laid: fly to your team's nest.
pic-tweeeet-pile = Tiles in the pile: { $tiles } (the last is the nest tile)
pic-tweeeet-ate = ate a { $food ->
    [nut] nut
    [strawberry] strawberry
    [berry] berry
    [caterpillar] caterpillar
   *[beetle] beetle
}
pic-tweeeet-nested = nested
# $start, $end: spaces; $what: pic-tweeeet-ate or pic-tweeeet-nested
pic-tweeeet-last-flight = Last flight (violet line): { $bird } { $start } to { $end }, { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
}, { $what }
# $foods: the food items, "1 nut, 2 strawberry"
pic-tweeeet-legend-food = Food: { $foods }; (n) eaten.
pic-tweeeet-legend-food-item = { $value } { $food ->
    [nut] nut
    [strawberry] strawberry
    [berry] berry
    [caterpillar] caterpillar
   *[beetle] beetle
}
pic-tweeeet-legend-birds = Robins: orange pills, Bluethroats: blue square tags. To fly there, type move F7.
pic-tweeeet-legend-arrow = An arrow beside a row: the next row is turned and hangs one space over that way.
pic-tweeeet-private-energy = { $name } ({ $team }): energy { $energy }
pic-tweeeet-private-none = No energy left.
pic-tweeeet-private-rule = Each space flown costs 1 energy; food adds its value.
