# Twittens in words (rules/twittens): what the engine tells, asks and refuses, in English, the
# source of the other catalogues. Data stays data: player names, tile and card ids (t12, b3),
# positions (1,0), rotations, and the notation the player types (fav <tile>, place <x>,<y> <rotation>,
# take a, draw, home) in every language. [link] and [pin] in a Bimble card's text are the card's
# symbols (the pictures draw them).

## Tiles and Bimble cards

# $element: what a count counts; $n: how many ("2 foxes", "1 cul-de-sac", "3 scrub")
twittens-count = { $element ->
    [house] { $n ->
        [one] { $n } house
       *[other] { $n } houses
    }
    [tree] { $n ->
        [one] { $n } tree
       *[other] { $n } trees
    }
    [scrub] { $n } scrub
    [dewpond] { $n ->
        [one] { $n } dewpond
       *[other] { $n } dewponds
    }
    [fox] { $n ->
        [one] { $n } fox
       *[other] { $n } foxes
    }
    [bird] { $n ->
        [one] { $n } bird
       *[other] { $n } birds
    }
    [newt] { $n ->
        [one] { $n } newt
       *[other] { $n } newts
    }
    [wildlife] { $n } wildlife
    [allotment] { $n ->
        [one] { $n } allotment
       *[other] { $n } allotments
    }
    [playground] { $n ->
        [one] { $n } playground
       *[other] { $n } playgrounds
    }
    [substation] { $n ->
        [one] { $n } substation
       *[other] { $n } substations
    }
    [school] { $n ->
        [one] { $n } school
       *[other] { $n } schools
    }
    [station] { $n ->
        [one] { $n } station
       *[other] { $n } stations
    }
    [streetlight] { $n ->
        [one] { $n } streetlight
       *[other] { $n } streetlights
    }
    [straight] { $n ->
        [one] { $n } straight path
       *[other] { $n } straight paths
    }
    [bend] { $n ->
        [one] { $n } bend
       *[other] { $n } bends
    }
    [culdesac] { $n ->
        [one] { $n } cul-de-sac
       *[other] { $n } cul-de-sacs
    }
    [junction] { $n ->
        [one] { $n } junction
       *[other] { $n } junctions
    }
    [road] { $n ->
        [one] { $n } road
       *[other] { $n } roads
    }
    [railway] { $n ->
        [one] { $n } railway
       *[other] { $n } railways
    }
   *[tile] { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    }
}

# a tile in a few words: $shape (straight, bend, culdesac, junction, road, railway), $contents: twittens-count items
twittens-tile = { $shape ->
    [straight] straight
    [bend] bend
    [culdesac] cul-de-sac
    [junction] junction
    [road] road
   *[railway] railway
}: { $contents }
twittens-tile-grass = { $shape ->
    [straight] straight
    [bend] bend
    [culdesac] cul-de-sac
    [junction] junction
    [road] road
   *[railway] railway
}: grass only
# the last two of a list: "6 streetlights and 6 trees"
twittens-and = { $first } and { $last }
# A Bimble card's requirement. $need, $items, $other (a count): twittens-count; $hub, $other (a word): an element
twittens-req-count = { $need } anywhere
twittens-req-hub-adj = [link] { $hub ->
    [allotment] an allotment
    [bird] a bird
    [dewpond] a dewpond
    [fox] a fox
    [house] a house
    [playground] a playground
    [school] a school
    [scrub] a scrub
    [station] a station
    [substation] a substation
   *[tree] a tree
} adjacent to { $other }
twittens-req-many-adj = [link] { $items } adjacent to { $other ->
    [dewpond] dewponds
    [house] houses
    [scrub] scrub
   *[tree] trees
}
twittens-req-many-adj-houses = [link] { $items } adjacent to other houses
twittens-req-group = [link] { $items } in one continuous group
twittens-req-hub-reach = [pin] { $hub ->
    [allotment] an allotment
    [bird] a bird
    [dewpond] a dewpond
    [fox] a fox
    [house] a house
    [playground] a playground
    [school] a school
    [scrub] a scrub
    [station] a station
    [substation] a substation
   *[tree] a tree
} that can reach { $need }
twittens-req-reach = [pin] { $need } that can all reach each other
# $title: twittens-card-N, $requirement: twittens-req-*
twittens-card-label = { $title } ({ $points } pts): { $requirement }

## Placing rules (refusals name the rule). $cell: a position "1,0"; $edge: north, east, south, west

twittens-rotation = A rotation is 0, 90, 180 or 270 (degrees clockwise), not { $rotation }.
twittens-first-tile = Your first tile starts your Twitten at 0,0 (placing rule i); coordinates are relative to it.
twittens-occupied = There is already a tile at { $cell }; each tile goes on an empty space.
# $other: grass, road, rail
twittens-path-meets = Placing rule iii: the Twitten path may never meet { $other ->
    [grass] grass
    [road] a road
   *[rail] a railway
}, but on the { $edge } edge (against the tile at { $cell }) it would.
# $link: road or rail; $other: path, grass, road, rail
twittens-link-meets = Placing transport links rule iii: { $link ->
    [road] a road
   *[rail] a railway
} may only meet the same transport link, but on the { $edge } edge (against the tile at { $cell }) it would meet { $other ->
    [path] the Twitten path
    [grass] grass
    [road] a road
   *[rail] a railway
}.
twittens-not-adjacent = Placing rule ii: a tile must be orthogonally adjacent to a tile of your Twitten; { $cell } touches none.
twittens-link-only = Placing transport links rule ii: tiles may not be joined only by their common transport link; they must always be joined by the Twitten path.
twittens-no-path-join = Placing rule ii: a new tile must be connected to your Twitten by the Twitten path, and at { $cell } turned { $rotation } no path edge meets the path of a neighbour.

## Notation (rules/twittens/notation.py): the syntax of each decision, and the refusals of a move
## that is not written the way its decision is

twittens-syntax-favourite = the syntax is: fav <tile>, e.g. fav t12.
twittens-syntax-keep-cards = the syntax is: keep <card> <card> [<card>], e.g. keep b3 b17.
twittens-syntax-source = the syntax is: take a, take b, draw or favourite.
twittens-syntax-keep = the syntax is: keep <tile> on a|b (or keep <tile> once there is a discard pile).
twittens-syntax-place = the syntax is: place <x>,<y> <rotation>, e.g. place 1,0 90.
twittens-syntax-lost = the syntax is: return a, return b (or return, onto the discard pile).
twittens-syntax-school = the syntax is: bimble <card> or bimble none.
twittens-syntax-tea = the syntax is: home or stay.
# $syntax: twittens-syntax-*
twittens-read-favourite = Choose your Favourite Place: { $syntax }
twittens-read-keep-cards = Keep your Bimble cards: { $syntax }
twittens-read-place = Place your tile: { $syntax }
twittens-read-school = Your school drew Bimble cards: { $syntax }
twittens-read-tea = Time for tea? { $syntax }
twittens-read-empty = Type a move; { $syntax }
twittens-read-source = Choose where your tile comes from: { $syntax }
twittens-read-keep = Keep one drawn tile: { $syntax }
twittens-read-lost = Your tile fits nowhere: { $syntax }
twittens-read-take = Take from a stack: take a or take b.
twittens-read-draw = To draw from the deck type just: draw.
twittens-read-play-favourite = To play your Favourite Place type just: favourite.
twittens-read-keep-which-stack = Say which stack gets the other tile: keep <tile> on a or keep <tile> on b.
twittens-read-return-which-stack = Say which stack: return a or return b.

## What a player owes (the prompts). $season: spring, summer, autumn, winter

twittens-ask-favourite = Choose your Favourite Place for { $season }: fav <tile>.
twittens-ask-keep-cards = Keep 2 or 3 of your Bimble cards: keep <card> <card> [<card>].
# $choices: the sources as typed, "take a / take b / draw / favourite"
twittens-ask-source = Choose a tile: { $choices }.
twittens-ask-keep-stacks = Keep one of the two tiles you drew: keep <tile> on a|b (the other goes on that stack).
twittens-ask-keep-discard = Keep one of the two tiles you drew: keep <tile> (the other goes on the discard pile).
twittens-ask-place = Place your tile: place <x>,<y> <rotation>.
twittens-ask-lost-stacks = You cannot add this tile anywhere, so you must go home for tea: return a|b (put it on a stack).
twittens-ask-lost-discard = You cannot add this tile anywhere, so you must go home for tea: return (discard it).
twittens-ask-school = Your school draws Bimble cards: bimble <card> to keep one, or bimble none.
twittens-ask-tea = Time for tea? home or stay.

## Seasons

twittens-season-begins = Everyone has chosen a Favourite Place and Bimble cards. { $season ->
    [spring] Spring
    [summer] Summer
    [autumn] Autumn
   *[winter] Winter
} begins with { $name }.
# $scores: "Ann 12, Bob 9"
twittens-season-over = { $season ->
    [spring] Spring
    [summer] Summer
    [autumn] Autumn
   *[winter] Winter
} is over. Season scores: { $scores }.
twittens-season-prepared = { $season ->
    [spring] Spring
    [summer] Summer
    [autumn] Autumn
   *[winter] Winter
} is being prepared; { $name } (lowest score) will start. Everyone chooses a Favourite Place and Bimble cards.
twittens-game-over = The game is over.
twittens-over-standing = { $rank }. { $name } { $score }
# $detail: twittens-tie-*
twittens-over-standing-detail = { $rank }. { $name } { $score } ({ $detail })

## The legal moves' labels. $tile: a tile id (t12); $tile_words: twittens-tile; $stack: A or B

twittens-label-favourite = Favourite Place { $tile }, { $tile_words }
# $titles: the three cards' titles, "Old Oak Row, Blossom Wynd, Lido Lane"
twittens-label-keep-all = keep all three: { $titles }
twittens-label-keep-two = keep { $first } and { $second }
twittens-label-draw-1 = draw 1 tile from the deck and add it
twittens-label-draw-2 = draw 2 tiles from the deck, keep 1
twittens-label-play-favourite = your Favourite Place { $tile }
twittens-label-take = top of stack { $stack }: { $tile }, { $tile_words }
# $fits: somewhere or nowhere (no drawn tile fits: one must be kept all the same)
twittens-label-keep-on-stack = keep { $tile }{ $fits ->
    [nowhere] {" "}(fits nowhere!)
   *[somewhere] {""}
}, put { $other } on stack { $stack }
twittens-label-keep-discard = keep { $tile }{ $fits ->
    [nowhere] {" "}(fits nowhere!)
   *[somewhere] {""}
}, discard the other
twittens-label-place = { $tile } at { $cell } turned { $rotation }
twittens-label-return-stack = put { $tile } on stack { $stack } and go home
twittens-label-return-discard = put { $tile } on the discard pile and go home
# $card: twittens-card-label
twittens-label-school-keep = keep { $card }
twittens-label-school-none = keep neither card
twittens-label-home = go home for tea (no more turns this season)
twittens-label-stay = remain in play

## Preparing a season. $tiles, $cards: ids as typed, "t3, t17, t40", "b3, b17, b20"

twittens-refuse-favourite = Your Favourite Place must be one of the 3 tiles you drew: { $tiles }.
twittens-refuse-keep-cards = You may only keep Bimble cards you were dealt, each once: { $cards }.
twittens-refuse-keep-two = You must keep at least 2 of your 3 Bimble cards (2 or 3 of { $cards }).
twittens-chose-favourite = { $name } chose a Favourite Place.
twittens-your-favourite = Your Favourite Place is { $tile }.
twittens-kept-cards = { $name } kept { $count } Bimble cards.

## A turn: where the tile comes from. $stack: A or B; $choices: the sources as typed, "take b / draw"

twittens-refuse-take-discard = Going Home for Tea: once a player has gone home the stacks become the discard pile, so you may only draw or choose your Favourite Place.
twittens-refuse-stack-empty = Stack { $stack } is empty; choose another source.
twittens-refuse-stack-fits-nowhere = Placing rule iv: { $tile } on stack { $stack } fits nowhere in your Twitten, and only a player whose drawn tiles fit nowhere is lost; choose { $choices }.
twittens-refuse-deck-empty = The Twitten deck is empty; there is nothing to draw.
twittens-refuse-favourite-used = You have already used your Favourite Place this season (once per season).
twittens-refuse-favourite-fits-nowhere = Placing rule iv: your Favourite Place { $tile } fits nowhere in your Twitten, and only a player whose drawn tiles fit nowhere is lost; choose { $choices }.
twittens-took = { $name } took { $tile } from stack { $stack }.
twittens-refilled = The stack was empty, so { $tile } from the deck refills it.
twittens-drew-one = { $name } drew 1 tile from the deck.
twittens-drew-one-last = { $name } drew 1 tile from the deck (the last player in play draws only 1 tile).
twittens-you-drew-one = You drew { $tile }; place it.
twittens-drew-two = { $name } drew 2 tiles from the deck.
twittens-you-drew-two = You drew { $first } and { $second }; keep one.
twittens-played-favourite = { $name } chose their Favourite Place, { $tile }.

## A turn: keeping a drawn tile, placing it, or putting it back

twittens-refuse-keep-undrawn = You may keep only a tile you drew: { $first } or { $second }.
twittens-refuse-keep-fits-nowhere = Placing rule iv: { $tile } fits nowhere in your Twitten but { $other } does, so you are not unable to add a tile: keep { $other }.
twittens-refuse-keep-on-discard = Going Home for Tea: the stacks are now a discard pile, so the other tile is discarded: keep <tile>.
twittens-kept-tile-stack = { $name } kept a drawn tile and put { $other } on stack { $stack }.
twittens-kept-tile-discard = { $name } kept a drawn tile and put { $other } on the discard pile.
twittens-placed = { $name } placed { $tile } at { $cell } turned { $rotation }.
twittens-refuse-return-on-discard = There are no stacks any more; the tile goes on the discard pile: return.
twittens-returned-stack = { $name } could not add { $tile } anywhere and put it on stack { $stack }.
twittens-returned-discard = { $name } could not add { $tile } anywhere and put it on the discard pile.

## Schools and Bimble cards. $title: twittens-card-N; $requirement: twittens-req-*

twittens-school-draws = { $name } added a school and draws { $count ->
    [one] { $count } Bimble card
   *[other] { $count } Bimble cards
}.
# $cards: twittens-card-with-id items, joined by "; "
twittens-your-school-drew = Your school drew: { $cards }.
twittens-card-with-id = { $card } { $label }
twittens-refuse-school = Schools: you may keep 1 of the 2 Bimble cards you drew: { $cards }, or none.
twittens-school-kept = { $name } kept 1 Bimble card from the school.
twittens-school-kept-none = { $name } kept no Bimble card from the school.
twittens-completed = { $name } completed the Bimble card { $title } ({ $requirement }, { $points } points).

## Time for Tea. $reason: limit, lost, dark, last, chose

twittens-stays = { $name } remains in play.
twittens-too-dark = The Twitten deck is empty: it is too dark to keep going, so everyone goes home for tea.
twittens-goes-home = { $name } goes home for tea ({ $reason ->
    [limit] over the house limit: reached the street they live on
    [lost] unable to add the tile: got lost
    [dark] the Twitten deck is empty: too dark to keep going
    [last] took the last turn of a 4-player season
   *[chose] chose to go home
}).
twittens-stacks-merged = First home for tea: both stacks are merged into the discard pile; from now on players draw 2 and discard 1, or play their Favourite Place.

## The final standings: how a tie was decided. $category: a scorepad category

twittens-tie-unbroken = tied on total and on every tie-break
twittens-tie-decided = tie on { $total } points decided by { $category ->
    [houses] houses
    [trees] trees
    [streetlights] streetlights
    [roads] roads
    [stations] stations
    [playgrounds] playgrounds
    [allotments] allotments
   *[bimble] bimble
}: { $score } against { $other }

## Taking a decision back: why it cannot be (the end of "That cannot be taken back: ...")

twittens-undo-game-ended = the last season was scored and the game ended
twittens-undo-season-began = everyone had chosen, so { $season } began and the Twitten deck and Bimble deck were shuffled
# $next: the season after $season
twittens-undo-season-dealt = { $season } was scored and { $next }'s tiles and Bimble cards were dealt
twittens-undo-drawn = { $count ->
    [one] a tile was drawn from the deck
   *[other] { $count } tiles were drawn from the deck
}
twittens-undo-school = your school drew Bimble cards
twittens-undo-refilled = stack { $stack } was refilled with { $tile } from the deck
twittens-undo-uncovered = { $tile }, under the tile taken, was uncovered on stack { $stack }
twittens-undo-revealed = hidden tiles or Bimble cards were revealed

## The status summary (rules/twittens/words.py), one line each. $tile_words: twittens-tile; $label: twittens-card-label

twittens-sum-over = The game is over after four seasons.
twittens-sum-standing = { $rank }. { $name }: { $score } points
# $detail: twittens-tie-*
twittens-sum-standing-detail = { $rank }. { $name }: { $score } points ({ $detail })
twittens-sum-season = Season { $number } of 4 ({ $season }); deck { $deck } tiles.
# $names: "Ann, Bob"
twittens-sum-waiting = Preparing the season: waiting for { $names } to choose.
# $stacks: twittens-sum-stack items joined by "; "
twittens-sum-stacks = { $stacks }.
twittens-sum-stack = stack { $stack } shows { $tile } ({ $tile_words })
twittens-sum-discard = Discard pile of { $size }, top { $tile }.
# $prompt: twittens-ask-*
twittens-sum-to-play = { $name } to play: { $prompt }
# a player's line: this, then twittens-sum-open (if any), twittens-sum-before, twittens-sum-completed (if any) and "."
# $status: playing, home, ready, choosing; $group: the largest group of trees
twittens-sum-seat = { $name } ({ $status ->
    [playing] in play
    [home] home for tea
    [ready] ready
   *[choosing] choosing
}): { $tiles } tiles, { $houses }/{ $limit } houses, { $trees ->
    [one] { $trees } tree
   *[other] { $trees } trees
} (largest group { $group }), { $lights } streetlights, { $wildlife } wildlife
# $spots: positions, "1,0 0,-1"
twittens-sum-open = , open path ends towards { $spots }
twittens-sum-before = ; score before this season { $score }
# $titles: twittens-card-N joined by ", "
twittens-sum-completed = ; completed { $titles }
twittens-sum-dealt-tile = You were dealt { $tile } ({ $tile_words }).
twittens-sum-dealt-card = You were dealt Bimble { $card }: { $label }.
twittens-sum-drew = You drew { $tile } ({ $tile_words }).
twittens-sum-holding = Your tile to place: { $tile } ({ $tile_words }).
twittens-sum-school = Your school drew Bimble { $card }: { $label }.
twittens-sum-favourite = Your Favourite Place: { $tile } ({ $tile_words }).
# $done: done or open
twittens-sum-card = Your Bimble { $card } [{ $done ->
    [done] done
   *[open] open
}]: { $label }.

## The alt text of the public picture (at most 1,024 characters in every language)

twittens-alt-over = Twittens is over: { $name } won.
# $scores: "1. Ann 40; 2. Bob 31"
twittens-alt-final = Final scores: { $scores }.
twittens-alt-season = Twittens, { $season } (season { $number } of 4).
twittens-alt-waiting = Preparing the season: waiting for { $names } to choose a Favourite Place and Bimble cards.
# $season: the season just scored; $scores: "Ann 12; Bob 9"
twittens-alt-scored = { $season ->
    [spring] Spring
    [summer] Summer
    [autumn] Autumn
   *[winter] Winter
} scored: { $scores }.
twittens-alt-to-play = { $name } to play. { $prompt }
twittens-alt-scores = Scores: { $scores }.
# $move: the last move (twittens-placed, twittens-took, twittens-last-*)
twittens-alt-last = Last move: { $move }
twittens-last-drew = { $name } drew from the deck.
twittens-last-favourite = { $name } chose their Favourite Place.
# $home: yes (gone home for tea) or no; $done: Bimble cards completed
twittens-alt-seat = { $name }: { $tiles } tiles, { $houses }/{ $limit } houses, largest tree group { $group }, { $lights } streetlights{ $home ->
    [yes] , home for tea
   *[no] {""}
}{ $done ->
    [0] {""}
   *[other] , { $done } Bimble done
}.
twittens-alt-stacks = { $stacks }.
twittens-alt-stack = Stack { $stack } shows { $tile } ({ $tile_words })
twittens-alt-deck = Deck { $tiles } tiles.

## The Bimble cards' titles (bimbles.json), by card id

twittens-card-1 = Old Oak Row
twittens-card-2 = The School Pond
twittens-card-3 = Blossom Wynd
twittens-card-4 = The Powerhouse
twittens-card-5 = Aspen Avenue
twittens-card-6 = Dog Walk Trail
twittens-card-7 = Primrose Path
twittens-card-8 = Frogspawn Lane
twittens-card-9 = Lambing Twitten
twittens-card-10 = Crooked Steps
twittens-card-11 = Cottage Row
twittens-card-12 = Hazel Spinney
twittens-card-13 = Wren's Hedge
twittens-card-14 = Pond Cottage
twittens-card-15 = Catkin Close
twittens-card-16 = Swing Gate
twittens-card-17 = Seed Trays
twittens-card-18 = Morning Train
twittens-card-19 = Daffodil Dell
twittens-card-20 = Puddle Jump
twittens-card-21 = Nesting Box
twittens-card-22 = Easter Parade
twittens-card-23 = Crossed Paths
twittens-card-24 = Tadpole Trail
twittens-card-25 = Bluebell Bank
twittens-card-26 = Long Meadow Walk
twittens-card-27 = Midsummer Lanterns
twittens-card-28 = Sandcastle Steps
twittens-card-29 = Lido Lane
twittens-card-30 = Picnic Spot
twittens-card-31 = Winding Way
twittens-card-32 = Summer Terrace
twittens-card-33 = Greenwood Shade
twittens-card-34 = Dragonfly Dip
twittens-card-35 = Ice Lolly Corner
twittens-card-36 = Runner Bean Rows
twittens-card-37 = Hedgerow Homes
twittens-card-38 = Leafy Lane
twittens-card-39 = Shady Cover
twittens-card-40 = Sports Day
twittens-card-41 = Holiday Special
twittens-card-42 = Buzzing Pylons
twittens-card-43 = Hay Bale Hollow
twittens-card-44 = Swallow's Flight
twittens-card-45 = Fox Cub Den
twittens-card-46 = Paddling Pool
twittens-card-47 = Street Party
twittens-card-48 = Dead End Dash
twittens-card-49 = Garden Fence
twittens-card-50 = Meadow Pond
twittens-card-51 = Conker Avenue
twittens-card-52 = Bonfire Lights
twittens-card-53 = Bramble Scramble
twittens-card-54 = Misty Meres
twittens-card-55 = Foxglove Trail
twittens-card-56 = Migration Route
twittens-card-57 = Crossroads Inn
twittens-card-58 = Chestnut Terrace
twittens-card-59 = Acorn Copse
twittens-card-60 = Blackberry Bushes
twittens-card-61 = Leaf Pile
twittens-card-62 = Harvest Festival
twittens-card-63 = Conker Fight
twittens-card-64 = Windfall Cottages
twittens-card-65 = Rosehip Row
twittens-card-66 = Half Term
twittens-card-67 = Last Train Home
twittens-card-68 = Power Cut
twittens-card-69 = Mushroom Ring
twittens-card-70 = Owl Hoot
twittens-card-71 = Hedgehog Hideaway
twittens-card-72 = Dark Evenings
twittens-card-73 = Zigzag Lane
twittens-card-74 = Newt Nursery
twittens-card-75 = Fallen Leaves
twittens-card-76 = Evergreen Grove
twittens-card-77 = Frosty Lamplight
twittens-card-78 = Frozen Ponds
twittens-card-79 = Winter Thicket
twittens-card-80 = Robin Redbreast
twittens-card-81 = Snowed-in Crescent
twittens-card-82 = Icy Bends
twittens-card-83 = Frozen Terrace
twittens-card-84 = Holly Hedge
twittens-card-85 = Snowman Contest
twittens-card-86 = Winter Greens
twittens-card-87 = Yule Log
twittens-card-88 = Skating Party
twittens-card-89 = Fireside Lane
twittens-card-90 = Hoar Frost
twittens-card-91 = Carol Singers
twittens-card-92 = Christmas Express
twittens-card-93 = Storm Outage
twittens-card-94 = Winter Roost
twittens-card-95 = Fox Tracks in the Snow
twittens-card-96 = Sledging Hill
twittens-card-97 = Long Nights
twittens-card-98 = Frozen Marsh
twittens-card-99 = Pine Needles
twittens-card-100 = New Year Walk
