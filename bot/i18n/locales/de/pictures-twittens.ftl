# Die Wörter der Twittens-Bilder (render/twittens.py) auf Deutsch.
# Die Begriffe (Lieblingsort, Bimble-Karten, Kleingärten, Umspannwerk …) sind die eigenen des Projekts:
# eine deutsche Ausgabe des Verlags lag hier nicht vor.
# Daten bleiben Daten: Namen, Plättchen- und Karten-Ids (t12, b3), Positionen (3,4), die Buchstaben auf
# den Feldern (H T S D Al Pl Su Sc St, f b n) und die Notation ("move place 3,4 1") in jeder Sprache.

pic-twittens-mark-to-play = AM ZUG
pic-twittens-mark-home = Zuhause
pic-twittens-mark-start = Startspieler
pic-twittens-mark-ready = bereit
pic-twittens-mark-choosing = wählt
pic-twittens-panel-title = { $name }: { $total } P.
pic-twittens-panel-title-marks = { $name }: { $total } P. ({ $marks })
pic-twittens-status-tiles = { $tiles ->
    [one] { $tiles } Plättchen
   *[other] { $tiles } Plättchen
}, Häuser { $houses }/{ $limit }, Laternen { $lights }
pic-twittens-status-so-far = diese Jahreszeit bisher { $total }
pic-twittens-status-bimble = Bimble { $done }/{ $cards } erfüllt
pic-twittens-status-kept = Lieblingsort behalten
pic-twittens-status-used = Lieblingsort gelegt
pic-twittens-season = { $season ->
    [spring] Frühling
    [summer] Sommer
    [autumn] Herbst
   *[winter] Winter
}
pic-twittens-season-title = { $season ->
    [spring] Frühling
    [summer] Sommer
    [autumn] Herbst
   *[winter] Winter
}
pic-twittens-season-short = { $season ->
    [spring] Fr
    [summer] So
    [autumn] He
   *[winter] Wi
}
pic-twittens-sheet = { $season } { $total }: { $parts }
pic-twittens-sheet-none = { $season } 0
pic-twittens-short-score = { $category ->
    [houses] H
    [trees] T
    [streetlights] Laternen
    [roads] Straßen
    [stations] St
    [playgrounds] Pl
    [allotments] Al
   *[bimble] Bimble
} { $score }
pic-twittens-bimble-cards = Bimble: { $cards }
pic-twittens-bimble-done = ✓ erfüllt { $title } (+{ $points })
pic-twittens-bimble-failed = ✗ verfehlt { $title } (-{ $points })
pic-twittens-bimble-completed = Erfüllt: { $cards }
pic-twittens-last = zuletzt
pic-twittens-discard = Ablage: { $tile } ({ $size })
pic-twittens-title-final = Twittens: Endwertung
pic-twittens-standing = { $rank }. { $name }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
pic-twittens-title = Twittens: { $season }, Jahreszeit { $number } von 4
pic-twittens-choosing = Wählen Lieblingsort und Bimble-Karten: { $names }
pic-twittens-type-prepare = Tippe: move fav <tile>, dann move keep <card> <card> (oder 3 Karten)
pic-twittens-to-play = { $name } ist am Zug
pic-twittens-type = Tippe: { $moves }
pic-twittens-last-move = Zuletzt: { $text }
pic-twittens-decks = Stapel { $tiles } Plättchen; Bimble-Stapel { $cards }
pic-twittens-legend = { $item ->
    [house] Haus
    [tree] Baum
    [scrub] Gestrüpp
    [dewpond] Tauteich
    [scrub-fox] f Fuchs, b Vogel, n Molch (Punkt)
    [allotment] Kleingarten
    [playground] Spielplatz
    [substation] Umspannwerk
    [school] Schule
    [station] Bahnhof
    [path] Weg
    [road] Straße
    [rail] Bahnstrecke
    [lamp] Laterne
    [spot] freier Platz x,y
    [last] letztes Plättchen
   *[scored] gewertet
}
pic-twittens-scorepad = Wertungsblock
pic-twittens-sum = Ges.
pic-twittens-category = { $category ->
    [houses] Häuser
    [trees] Bäume
    [streetlights] Laternen
    [roads] Straßen
    [stations] Bahnhöfe
    [playgrounds] Spielplätze
    [allotments] Kleingärten
    [bimble] Bimble
   *[total] Gesamt
}
pic-twittens-scorepad-note = Bimble-Karten der letzten Jahreszeit (erfüllt - verfehlt): { $notes }
pic-twittens-card-link = (Kettenglied)
pic-twittens-card-pin = (Kartennadel)
pic-twittens-card = { $card } { $title } [{ $points } P.]
pic-twittens-card-done = ✓ ERFÜLLT: { $card } { $title } [{ $points } P.]
pic-twittens-hand = Hand von { $name }: { $season }, Jahreszeit { $number }
pic-twittens-to-place = Zu legen: { $tile }
pic-twittens-fits-at = passt auf { $spots }
pic-twittens-fits-nowhere = passt nirgends
pic-twittens-drawn = Gezogen: { $tile }
pic-twittens-chosen = gewählt
pic-twittens-favourite = Lieblingsort: { $tile }
pic-twittens-progress = etwa { $percent } % geschafft
pic-twittens-kept = behalten
pic-twittens-dealt = ausgeteilt: behalte 2 oder 3
pic-twittens-school = von deiner Schule: move bimble { $card } (oder move bimble none)
pic-twittens-bimble-heading = Bimble-Karten
pic-twittens-placements = Jede erlaubte Lage (der Zug zum Tippen und das Plättchen, wie es läge):
pic-twittens-nothing = Nichts auf der Hand.
