# Townies' own sentences (rules/townies): prompts, move labels, events,
# refusals, standings details, the summary and the alt text. A name that is
# a word (a colour, an Object, a Shape, a card) is a message of its own that
# the sentences take as an argument; cells (E5), notation ("shape C3 2",
# "court E5") and players' names are data and stay as they are.

## The names of things

townies-colour = { $colour ->
    [red] red
    [yellow] yellow
    [brown] brown
    [green] green
    [blue] blue
   *[other] { $colour }
}
townies-colour-block = { $colour ->
    [red] red (Residential)
    [yellow] yellow (Farmers)
    [brown] brown (Industrial)
    [green] green (Park)
   *[blue] blue (Commercial)
}
townies-object = { $object ->
    [court] Game Court
    [windmill] Windmill
    [station] Station
    [bike] Bike Rental
    [bank] Bank
    [square] City Square
   *[other] { $object }
}
townies-shape = { $shape ->
    [bar] bar
    [pistol] pistol
    [hook] hook
    [bee] bee
    [wave] wave
    [arch] arch
    [propeller] propeller
   *[other] { $shape }
}
# a Shape with its article: "not a hook", "not an arch"
townies-shape-a = { $shape ->
    [bar] a bar
    [pistol] a pistol
    [hook] a hook
    [bee] a bee
    [wave] a wave
    [arch] an arch
   *[propeller] a propeller
}
townies-bonus = { $bonus ->
    [funding] Funding
    [stable-soil] Stable Soil
    [zoning] Zoning Board
   *[permit] Building Permit
}
townies-bonus-text = { $bonus ->
    [funding] Cross out a marked star: in this round, draw the rolled Shape and either the rolled Object or the Basic Object.
    [stable-soil] Score 3 victory points at once for each Object drawn in a star space.
    [zoning] Cross out a marked star: in this round, you may draw any Shape of the black die instead of the rolled one.
   *[permit] Cross out a marked star: in this round, you may draw any Object of the white die instead of the rolled one (placement rules still apply).
}
townies-goal = { $goal ->
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
# the Solo Mode Chart's verdicts, by the lowest score of each row
townies-solo-verdict = { $level ->
    [76] The best place on Earth!
    [71] It is so nice here that I'm not even thinking of going anywhere on vacation.
    [66] It's far better here than in a city, and the air is fresh.
    [56] Tourists like buying postcards with our views.
    [46] Everything seems to be in place, but there is pretty much nothing to do.
    [36] This place is crammed with people and endless traffic.
    [26] I don't really enjoy being here.
   *[0] How come I live here?!
}

## What a seat owes (prompts)

# $bonus: townies-bonus; $marker: townies-colour; $rolled, $basic: townies-object; $shape: townies-shape
townies-prompt-funding-object = Round { $round }, { $bonus }: now draw the { $rolled } or the { $basic } with your { $marker } marker, or pass.
townies-prompt-funding-shape = Round { $round }, { $bonus }: now draw the { $shape } Shape with your { $marker } marker, or pass.
# $text: townies-bonus-text
townies-prompt-bonus = Round { $round }, { $bonus }: { $text } Draw with your { $marker } marker.
# $star: yes when a star may be crossed out for the Bonus $bonus
townies-prompt-action = Round { $round }: with your { $marker } marker draw the { $shape } Shape, the { $rolled } (rolled) or the { $basic } (Basic Object){ $star ->
    [yes] , or cross out a star for { $bonus }
   *[no] {""}
}.

## Move labels and a move builder's steps

townies-label-star = cross out a marked star: { $bonus }
# $origin: rolled, basic or bonus (an Object only a Bonus card allows)
townies-label-object = { $object } at { $cell } ({ $origin ->
    [rolled] rolled
    [basic] basic
   *[bonus] bonus
}): { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $star ->
    [yes] , star space
   *[no] {""}
}
# $cells: the Shape's cells, "C3 C4 D3 D4"
townies-label-shape = { $shape } #{ $number } on { $cells }
townies-label-pass-funded = end your turn without the second action
townies-label-pass-nothing = nothing can be drawn this round: pass
townies-step-column = column { $column }
townies-step-row = row { $row }
townies-step-shape = Shape: { $shape }
townies-step-shape-rolled = Shape (rolled): { $shape }
townies-step-orientation = { $shape } #{ $number }
townies-step-object = Object: { $object }

## What happened (events)

townies-you-pass = You pass this round.
townies-you-end-funded = You end your funded turn.
townies-you-star = You cross out a star: { $bonus }. { $text }
townies-you-shape = You draw the { $shape } in { $marker } on { $cells }.
townies-circled = Object line space { $space } is circled.
townies-you-object = You draw a { $object } in { $marker } at { $cell }: { $points ->
    [one] { $points } point
   *[other] { $points } points
} (Object { $count } of { $line }).
townies-star-marked = It is on a star space: you mark a star.
townies-star-scores = It is on a star space: { $bonus } scores { $points } points.
townies-turn-ends = Nothing else can be drawn, so your turn ends.
townies-acted = { $name } has made their choice for round { $round }.
# $lines: townies-round-line, one a player, joined by "; "
townies-round-resolved = Round { $round } is resolved. { $lines }.
# $moves: the player's moves as typed, "shape C3 1, court E5"
townies-round-line = { $name }: { $moves }
townies-round-line-pass = { $name }: pass
townies-dice = Round { $round }: the black die shows the { $shape } Shape and the white die the { $object }. The markers have been passed.
townies-auto-pass = { $name } can draw nothing this round and passes.
# $names: the players, "Ann, Bob"
townies-end-ninth = { $names } drew a ninth Object in round { $round }.
townies-end-stuck = No map has room for any Shape or Object any more.
townies-end-idle = Nobody could draw anything for { $rounds } rounds in a row.
# a hand-written state's own reason, as it is stored
townies-end-other = { $reason }
# $reason: townies-end-*; $standings: townies-standing, joined by "; "
townies-game-over = The game is over: { $reason } Final standings: { $standings }.
townies-standing = { $rank }. { $name } { $score }
townies-standing-detail = { $rank }. { $name } { $score } ({ $detail })

## Standings details

# $verdict: townies-solo-verdict
townies-solo-chart = Solo Mode Chart, { $total } points: "{ $verdict }"
townies-tie-shared = shared: tied on points, Objects and last Object score with { $names }
townies-tie-last = tie on { $total } points and { $objects } Objects broken by the last Object's score: { $last }
townies-tie-count = tie on { $total } points broken by the number of Objects (fewer wins): { $objects }

## Why a decision cannot be taken back (ends "That cannot be taken back: ...")

townies-undo-not-playing = that seat is not playing
townies-undo-revealed = round { $round }'s drawings were revealed
townies-undo-revealed-over = round { $round }'s drawings were revealed and the game ended
townies-undo-revealed-rolled = round { $round }'s drawings were revealed and the dice were rolled for round { $next }

## Refusals: text that is no move

townies-syntax = Write a move as 'shape C3 2' (anchor cell and orientation number of the rolled Shape), 'shape C3 C4 D3 D4' (its four cells), an Object and its cell such as 'bank E5' (or 'rolled E5', 'basic E5'), 'star' to cross out a marked star, or 'pass'.
# $token: what was typed, in quotes; $syntax: townies-syntax
townies-not-cell = { $token } is not a cell. { $syntax }
townies-no-cell = There is no cell { $cell } on the map: columns A to I, rows 1 to 9 (1 to 8 in columns B, D, F and H).
townies-empty-move = The move is empty. { $syntax }
townies-not-orientation = { $token } is not an orientation number. { $syntax }
townies-shape-syntax = A Shape is written with an anchor cell and an orientation number, or with its four cells. { $syntax }
townies-not-move = { $token } is not a move. { $syntax }
townies-not-object = { $token } is not an Object: court, windmill, station, bike, bank or square. { $syntax }

## Refusals: drawings the rules do not allow

# $sample: legal moves as typed
townies-refuse-pass = Pass rule: you may pass only when none of the three actions (Shape, rolled Object, Basic Object) is possible, and you can still draw something, e.g. { $sample }.
townies-refuse-no-bonus = Bonus rule: no Bonus card is in play in this game, so stars do nothing.
townies-refuse-star-scores = Bonus rule: { $bonus } scores its points at once when an Object is drawn on a star; there is no star to cross out.
townies-refuse-star-twice = Bonus rule: you have already crossed out a star this round.
# $stars: the star spaces, "B3, C7, ..."
townies-refuse-no-star = Bonus rule: you have no marked star to cross out; draw an Object on a star space ({ $stars }) to mark one.
townies-refuse-star-useless = Bonus rule: even with { $bonus } you could draw nothing this round, so keep your star.
townies-refuse-shape-twice = Funding rule: you have already drawn the Shape this round; draw the rolled or Basic Object, or pass.
# $rolled: townies-shape; $face: townies-shape-a
townies-refuse-other-shape = Shape rule: this round's Shape is the { $rolled } on the black die; draw it rotated or flipped, not { $face }.
townies-refuse-solo-shapes = Solo rule: every empty space of your Object line is circled, so you cannot draw Shapes any more; draw an Object or pass.
townies-refuse-orientation = Shape rule: the { $shape } has orientations 1 to { $count } (see the dice panel); there is no orientation { $number }.
townies-refuse-off-map = Shape rule: the { $shape } in orientation { $number } anchored at { $cell } runs off the map; a Shape is never drawn partially.
townies-refuse-four-spaces = Shape rule: a Shape fills 4 different spaces.
townies-refuse-not-shape = Shape rule: { $cells } is not the { $rolled } in any rotation or reflection; a Shape may be rotated or flipped but never modified.
# $cells: the spaces already built, $count how many
townies-refuse-built = Shape rule: a Shape fills 4 empty spaces, and { $cells } { $count ->
    [one] is
   *[other] are
} already built.
townies-refuse-acted = You have already acted this round.
townies-refuse-object-twice = Funding rule: you have already drawn an Object this round; draw the Shape or pass.
# $why: townies-why-square or townies-why-object
townies-refuse-object = Object rule: this round you may draw the rolled { $rolled } or the { $basic } (Basic Object of your { $marker } marker); { $why }.
townies-why-square = a City Square can be drawn only when the white die shows it (it is no marker's Basic Object)
townies-why-object = the { $object } is neither the rolled Object nor the Basic Object of your { $marker } marker
townies-refuse-object-built = Object placement rule: Objects are drawn in empty spaces only, and { $cell } is already built.
townies-refuse-square-alone = Object placement rule: a City Square must be drawn next to another Object, and { $cell } has none next to it.
# $colour: townies-colour-block
townies-refuse-object-alone = Object placement rule: a { $object } must be drawn next to a { $colour } Block, and { $cell } has none next to it.

## The summary

# $reason: townies-end-*
townies-summary-over = Game over after round { $round }: { $reason }
townies-summary-dice = Round { $round }: the dice show the { $shape } Shape and the { $object }.
townies-card-goal = Additional Goal { $goal }
townies-card-bonus = Bonus { $bonus }
# $cards: townies-card-goal and townies-card-bonus, joined by ", "
townies-cards = Cards: { $cards }.
townies-block-count = { $colour } { $count }
townies-summary-object = { $colour } { $object } { $cell } ({ $score })
townies-none = none
townies-no-blocks = no Blocks
# $marker, $start: townies-colour; $objects: townies-summary-object (or townies-none); $blocks: townies-block-count (or townies-no-blocks); $status: to-act, acted or none
townies-summary-player = { $name } ({ $marker } marker, started { $start }): { $points ->
    [one] { $points } point
   *[other] { $points } points
}; { $count ->
    [one] { $count } Object
   *[other] { $count } Objects
}: { $objects }; Blocks: { $blocks }.{ $status ->
    [to-act] {" "}To act.
    [acted] {" "}Has acted.
   *[none] {""}
}
townies-summary-standing = { $rank }. { $name } { $score }
townies-summary-standing-detail = { $rank }. { $name } { $score } - { $detail }

## The alt text of the public picture

townies-alt-over = Townies, game over after round { $round }: { $reason }
townies-alt-solo = { $name } scored { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# $names: the winners (a list)
townies-alt-won = { $names } { $count ->
    [one] wins
   *[other] win
} with { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# $names: the players still to act, "Ann, Bob"
townies-alt-round = Townies, round { $round }: the dice show the { $shape } Shape and the { $object }. Waiting for { $names }.
# $rank: "1. " at the end of a game, else empty; $said: townies-alt-said (or empty)
townies-alt-player = { $rank }{ $name }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $count ->
    [one] { $count } Object
   *[other] { $count } Objects
}{ $said }.
townies-alt-said = ; round { $round }: { $moves }
townies-alt-said-pass = ; round { $round }: pass
townies-alt-detail = { $name }: { $detail }.
