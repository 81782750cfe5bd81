# The words of the Townies pictures (render/townies.py), in English: the source of the other catalogues.
# Data stays data: player names, spaces (E5), colour letters (R F I P C), Object abbreviations
# (Ct Wm St Bk Bn Sq) and the notation ("shape E4 2", "court E5", "basic E5") in every language.

# the Blocks by their colour
pic-townies-block = { $colour ->
    [red] Residential
    [yellow] Farmers
    [brown] Industrial
    [green] Park
   *[blue] Commercial
}
pic-townies-object = { $object ->
    [court] Game Court
    [windmill] Windmill
    [station] Station
    [bike] Bike Rental
    [bank] Bank
   *[square] City Square
}
# the Goals: the Individual Goals and the Additional Goal cards
pic-townies-goal = { $goal ->
    [specialization] Specialization
    [standardization] Standardization
    [crossroads] Crossroads
    [downtown] Downtown
    [hub] Hub
    [recreational] Recreational Areas
    [suburbs] Suburbs
    [surroundings] Surroundings
    [symmetry] Symmetry
    [triangle] Triangle
    [routes] Urban Routes
   *[windrose] Wind Rose
}
# a Goal named short, where a line or a column is narrow
pic-townies-goal-short = { $goal ->
    [specialization] Spec
    [standardization] Stand
    [recreational] Recreation
   *[other] { $goal }
}
pic-townies-bonus = { $bonus ->
    [funding] Funding
    [stable-soil] Stable Soil
    [zoning] Zoning Board
   *[permit] Building Permit
}
# what a Goal counts on a sheet; $letter: a colour letter, $pair: two of them ("R+F")
pic-townies-count-surrounded = { $count } { $letter } surrounded
pic-townies-count-objects-by = { $count ->
    [one] { $count } Object
   *[other] { $count } Objects
} by { $pair }
pic-townies-count-side = side { $count }
pic-townies-count-objects = { $count ->
    [one] { $count } Object
   *[other] { $count } Objects
}
pic-townies-count-colours = { $count ->
    [one] { $count } colour
   *[other] { $count } colours
}
pic-townies-count-columns = { $count ->
    [one] { $count } column
   *[other] { $count } columns
}
# $name: a Goal, $what: what it counts, $score: its points
pic-townies-goal-line = { $name }: { $what } → { $score }
pic-townies-soil-line = Stable Soil: { $stars ->
    [one] { $stars } star
   *[other] { $stars } stars
} → { $score }
pic-townies-status-start = start { $letter }
pic-townies-status-rank = rank { $rank }
pic-townies-status-done = done this round
pic-townies-status-to-act = to act
pic-townies-status-acted = has acted
# $moves: the moves as typed, "shape C3 1, court E5"
pic-townies-moves-round = round { $round }: { $moves }
pic-townies-moves-nothing = nothing yet
pic-townies-moves-pass = pass
pic-townies-moves-no-round = no round played yet
pic-townies-points-short = { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
pic-townies-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
pic-townies-you = { $name } (you)
pic-townies-and = { $first } and { $second }
# $points: pic-townies-points
pic-townies-title-solo = Townies solo: { $points } after round { $round }
pic-townies-title-over-won = Townies: game over after round { $round }. { $names } { $count ->
    [one] wins
   *[other] win
} with { $points }
pic-townies-title-over-shared = Townies: game over after round { $round }. { $count } players share the win with { $points }
pic-townies-title-waiting-all = Townies round { $round }: waiting for all { $count } players
pic-townies-title-waiting = Townies round { $round }: waiting for { $names }
pic-townies-nobody = nobody
# $label: the status of a player still to act (pic-townies-status-to-act)
pic-townies-title-waiting-count = Townies round { $round }: waiting for { $count } players (see "{ $label }")
pic-townies-card-goal = Additional Goal: { $goal }
pic-townies-card-bonus = Bonus: { $bonus }
pic-townies-card-bonus-own = Bonus: { $bonus } (project's card)
pic-townies-card-no-goals = no Goal cards (first game)
# the Shapes of the black die (the notation does not name them)
pic-townies-shape = { $shape ->
    [bar] bar
    [pistol] pistol
    [hook] hook
    [bee] bee
    [wave] wave
    [arch] arch
   *[propeller] propeller
}
# $shape: the Shape rolled (pic-townies-shape)
pic-townies-die-black = Black die: { $shape }. Type shape, the dotted anchor's cell and the number: shape E4 2
# $object: the Object's notation word ("court"), $abbr: its abbreviation
pic-townies-die-white = White die: { $name } ({ $abbr }): type { $object } E5, or basic E5 for your marker's Basic Object
pic-townies-legend-object = { $abbr } { $name }
pic-townies-legend-star = star space
pic-townies-legend-central = central area
pic-townies-legend-last = last round
pic-townies-legend-own = your drawing this round
pic-townies-col-player = Player
pic-townies-col-objects = Objects
pic-townies-col-soil = Soil
pic-townies-col-goal = Goal
pic-townies-col-total = Total
pic-townies-score-objects = Objects { $score }
pic-townies-score-soil = Stable Soil { $score }
pic-townies-score-goal = { $goal } { $score }
# $points: pic-townies-points, $parts: the scores by kind, "Objects 12, Downtown 4"
pic-townies-score-line = { $rank }. { $name }: { $points } ({ $parts })
