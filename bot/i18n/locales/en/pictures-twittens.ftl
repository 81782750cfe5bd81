# The words of the Twittens pictures (render/twittens.py), in English: the source of the other catalogues.
# Data stays data: player names, tile and card ids (t12, b3), positions (3,4), the letters drawn on
# the cells (H T S D Al Pl Su Sc St, f b n) and the notation ("move place 3,4 1") in every language.
# The Bimble cards' titles and texts are the game's own (rules/twittens), not the pictures'.

pic-twittens-mark-to-play = TO PLAY
pic-twittens-mark-home = home
pic-twittens-mark-start = start player
pic-twittens-mark-ready = ready
pic-twittens-mark-choosing = choosing
pic-twittens-panel-title = { $name }: { $total } pts
# $marks: the marks above, "TO PLAY, home"
pic-twittens-panel-title-marks = { $name }: { $total } pts ({ $marks })
pic-twittens-status-tiles = { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
}, houses { $houses }/{ $limit }, lights { $lights }
pic-twittens-status-so-far = this season so far { $total }
pic-twittens-status-bimble = Bimble { $done }/{ $cards } done
pic-twittens-status-kept = Favourite kept
pic-twittens-status-used = Favourite used
pic-twittens-season = { $season ->
    [spring] spring
    [summer] summer
    [autumn] autumn
   *[winter] winter
}
pic-twittens-season-title = { $season ->
    [spring] Spring
    [summer] Summer
    [autumn] Autumn
   *[winter] Winter
}
pic-twittens-season-short = { $season ->
    [spring] Sp
    [summer] Su
    [autumn] Au
   *[winter] Wi
}
# a season's score sheet in short: $season: pic-twittens-season-title, $parts: pic-twittens-short-score items
pic-twittens-sheet = { $season } { $total }: { $parts }
pic-twittens-sheet-none = { $season } 0
pic-twittens-short-score = { $category ->
    [houses] H
    [trees] T
    [streetlights] lights
    [roads] roads
    [stations] St
    [playgrounds] Pl
    [allotments] Al
   *[bimble] Bimble
} { $score }
pic-twittens-bimble-cards = Bimble: { $cards }
pic-twittens-bimble-done = ✓ done { $title } (+{ $points })
pic-twittens-bimble-failed = ✗ failed { $title } (-{ $points })
pic-twittens-bimble-completed = Done: { $cards }
# the mark on the last tile placed
pic-twittens-last = last
pic-twittens-discard = Discard: { $tile } ({ $size })
pic-twittens-title-final = Twittens: final scores
pic-twittens-standing = { $rank }. { $name }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
# $season: pic-twittens-season, $number: 1 to 4
pic-twittens-title = Twittens: { $season }, season { $number } of 4
pic-twittens-choosing = Choosing a Favourite Place and Bimble cards: { $names }
pic-twittens-type-prepare = Type: move fav <tile>, then move keep <card> <card> (or 3 cards)
pic-twittens-to-play = { $name } to play
# $moves: the moves as typed, "move place 3,4 1 / move pass"
pic-twittens-type = Type: { $moves }
# $text: the last move as the game tells it
pic-twittens-last-move = Last: { $text }
pic-twittens-decks = Deck { $tiles } tiles; Bimble deck { $cards }
pic-twittens-legend = { $item ->
    [house] house
    [tree] tree
    [scrub] scrub
    [dewpond] dewpond
    [scrub-fox] f fox, b bird, n newt (dot)
    [allotment] allotment
    [playground] playground
    [substation] substation
    [school] school
    [station] station
    [path] path
    [road] road
    [rail] railway
    [lamp] streetlight
    [spot] open space x,y
    [last] last tile
   *[scored] scored
}
pic-twittens-scorepad = Scorepad
pic-twittens-sum = Sum
pic-twittens-category = { $category ->
    [houses] Houses
    [trees] Trees
    [streetlights] Streetlights
    [roads] Roads
    [stations] Stations
    [playgrounds] Playgrounds
    [allotments] Allotments
    [bimble] Bimble
   *[total] Season total
}
# $notes: each player's "Ann 2 - 1 = 1"
pic-twittens-scorepad-note = Last season's Bimble cards (completed - failed): { $notes }
# the symbols in a Bimble card's text
pic-twittens-card-link = (chain link)
pic-twittens-card-pin = (map pin)
pic-twittens-card = { $card } { $title } [{ $points } pts]
pic-twittens-card-done = ✓ DONE: { $card } { $title } [{ $points } pts]
pic-twittens-hand = { $name }'s hand: { $season }, season { $number }
pic-twittens-to-place = To place: { $tile }
# $spots: positions, "3,4 2,5"
pic-twittens-fits-at = fits at { $spots }
pic-twittens-fits-nowhere = fits nowhere
pic-twittens-drawn = Drawn: { $tile }
pic-twittens-chosen = chosen
pic-twittens-favourite = Favourite: { $tile }
pic-twittens-progress = about { $percent }% there
pic-twittens-kept = kept
pic-twittens-dealt = dealt: keep 2 or 3
pic-twittens-school = from your school: move bimble { $card } (or move bimble none)
pic-twittens-bimble-heading = Bimble cards
pic-twittens-placements = Every legal placement (the move to type, and the tile as it would lie):
pic-twittens-nothing = Nothing in your hand.
