# Twittens in Worten (rules/twittens): was die Engine erzählt, fragt und ablehnt, auf Deutsch.
# Die Begriffe (Twitten, Lieblingsort, Bimble-Karten, Plättchen, Stapel A/B, Ablagestapel,
# Nachziehstapel, Gestrüpp, Tauteich, Kleingarten, Umspannwerk, Häusergrenze, Zeit für Tee …) und die
# Titel der Bimble-Karten sind die eigenen des Projekts: eine deutsche Ausgabe des Verlags (Bedsit
# Games) lag hier nicht vor. Sie folgen guide-twittens.ftl und pictures-twittens.ftl.
# Daten bleiben Daten: Namen, Plättchen- und Karten-Ids (t12, b3), Positionen (1,0), Drehungen und die
# Notation, die man tippt (fav <tile>, place <x>,<y> <rotation>, take a, draw, home), in jeder Sprache.
# [link] und [pin] im Text einer Bimble-Karte sind die Symbole der Karte (die Bilder zeichnen sie).

## Plättchen und Bimble-Karten

twittens-count = { $element ->
    [house] { $n ->
        [one] { $n } Haus
       *[other] { $n } Häuser
    }
    [tree] { $n ->
        [one] { $n } Baum
       *[other] { $n } Bäume
    }
    [scrub] { $n } Gestrüpp
    [dewpond] { $n ->
        [one] { $n } Tauteich
       *[other] { $n } Tauteiche
    }
    [fox] { $n ->
        [one] { $n } Fuchs
       *[other] { $n } Füchse
    }
    [bird] { $n ->
        [one] { $n } Vogel
       *[other] { $n } Vögel
    }
    [newt] { $n ->
        [one] { $n } Molch
       *[other] { $n } Molche
    }
    [wildlife] { $n ->
        [one] { $n } Wildtier
       *[other] { $n } Wildtiere
    }
    [allotment] { $n ->
        [one] { $n } Kleingarten
       *[other] { $n } Kleingärten
    }
    [playground] { $n ->
        [one] { $n } Spielplatz
       *[other] { $n } Spielplätze
    }
    [substation] { $n ->
        [one] { $n } Umspannwerk
       *[other] { $n } Umspannwerke
    }
    [school] { $n ->
        [one] { $n } Schule
       *[other] { $n } Schulen
    }
    [station] { $n ->
        [one] { $n } Bahnhof
       *[other] { $n } Bahnhöfe
    }
    [streetlight] { $n ->
        [one] { $n } Laterne
       *[other] { $n } Laternen
    }
    [straight] { $n ->
        [one] { $n } gerader Weg
       *[other] { $n } gerade Wege
    }
    [bend] { $n ->
        [one] { $n } Kurve
       *[other] { $n } Kurven
    }
    [culdesac] { $n ->
        [one] { $n } Sackgasse
       *[other] { $n } Sackgassen
    }
    [junction] { $n ->
        [one] { $n } Kreuzung
       *[other] { $n } Kreuzungen
    }
    [road] { $n ->
        [one] { $n } Straße
       *[other] { $n } Straßen
    }
    [railway] { $n ->
        [one] { $n } Bahnstrecke
       *[other] { $n } Bahnstrecken
    }
   *[tile] { $n ->
        [one] { $n } Plättchen
       *[other] { $n } Plättchen
    }
}

twittens-tile = { $shape ->
    [straight] Gerade
    [bend] Kurve
    [culdesac] Sackgasse
    [junction] Kreuzung
    [road] Straße
   *[railway] Bahnstrecke
}: { $contents }
twittens-tile-grass = { $shape ->
    [straight] Gerade
    [bend] Kurve
    [culdesac] Sackgasse
    [junction] Kreuzung
    [road] Straße
   *[railway] Bahnstrecke
}: nur Gras
twittens-and = { $first } und { $last }
twittens-req-count = { $need } irgendwo
twittens-req-hub-adj = [link] { $hub ->
    [allotment] ein Kleingarten
    [bird] ein Vogel
    [dewpond] ein Tauteich
    [fox] ein Fuchs
    [house] ein Haus
    [playground] ein Spielplatz
    [school] eine Schule
    [scrub] ein Gestrüpp
    [station] ein Bahnhof
    [substation] ein Umspannwerk
   *[tree] ein Baum
}, daneben: { $other }
twittens-req-many-adj = [link] { $items }, jeweils neben { $other ->
    [dewpond] Tauteichen
    [house] Häusern
    [scrub] Gestrüpp
   *[tree] Bäumen
}
twittens-req-many-adj-houses = [link] { $items }, jeweils neben anderen Häusern
twittens-req-group = [link] { $items } in einer zusammenhängenden Gruppe
twittens-req-hub-reach = [pin] { $hub ->
    [allotment] ein Kleingarten
    [bird] ein Vogel
    [dewpond] ein Tauteich
    [fox] ein Fuchs
    [house] ein Haus
    [playground] ein Spielplatz
    [school] eine Schule
    [scrub] ein Gestrüpp
    [station] ein Bahnhof
    [substation] ein Umspannwerk
   *[tree] ein Baum
}, von dort erreichbar: { $need }
twittens-req-reach = [pin] { $need }, alle untereinander erreichbar
twittens-card-label = { $title } ({ $points } P.): { $requirement }

## Legeregeln (eine Ablehnung nennt die Regel)

twittens-rotation = Eine Drehung ist 0, 90, 180 oder 270 (Grad im Uhrzeigersinn), nicht { $rotation }.
twittens-first-tile = Dein erstes Plättchen beginnt deinen Twitten auf 0,0 (Legeregel i); die Koordinaten zählen von ihm aus.
twittens-occupied = Auf { $cell } liegt schon ein Plättchen; jedes Plättchen kommt auf einen freien Platz.
twittens-path-meets = Legeregel iii: Der Twitten-Weg darf nie auf { $other ->
    [grass] Gras
    [road] eine Straße
   *[rail] eine Bahnstrecke
} treffen, aber an der { $edge ->
    [north] Nordkante
    [east] Ostkante
    [south] Südkante
   *[west] Westkante
} (am Plättchen auf { $cell }) würde er es.
twittens-link-meets = Verkehrswege, Legeregel iii: { $link ->
    [road] Eine Straße
   *[rail] Eine Bahnstrecke
} darf nur auf denselben Verkehrsweg treffen, aber an der { $edge ->
    [north] Nordkante
    [east] Ostkante
    [south] Südkante
   *[west] Westkante
} (am Plättchen auf { $cell }) träfe sie auf { $other ->
    [path] den Twitten-Weg
    [grass] Gras
    [road] eine Straße
   *[rail] eine Bahnstrecke
}.
twittens-not-adjacent = Legeregel ii: Ein Plättchen muss orthogonal an ein Plättchen deines Twittens grenzen; { $cell } berührt keines.
twittens-link-only = Verkehrswege, Legeregel ii: Plättchen dürfen nicht nur über ihren gemeinsamen Verkehrsweg verbunden sein; sie müssen immer über den Twitten-Weg verbunden sein.
twittens-no-path-join = Legeregel ii: Ein neues Plättchen muss über den Twitten-Weg mit deinem Twitten verbunden sein, und auf { $cell }, um { $rotation } gedreht, trifft keine Wegkante auf den Weg eines Nachbarn.

## Notation: die Schreibweise jeder Entscheidung und die Ablehnung eines falsch geschriebenen Zugs

twittens-syntax-favourite = die Schreibweise ist: fav <tile>, z. B. fav t12.
twittens-syntax-keep-cards = die Schreibweise ist: keep <card> <card> [<card>], z. B. keep b3 b17.
twittens-syntax-source = die Schreibweise ist: take a, take b, draw oder favourite.
twittens-syntax-keep = die Schreibweise ist: keep <tile> on a|b (oder keep <tile>, sobald es einen Ablagestapel gibt).
twittens-syntax-place = die Schreibweise ist: place <x>,<y> <rotation>, z. B. place 1,0 90.
twittens-syntax-lost = die Schreibweise ist: return a, return b (oder return, auf den Ablagestapel).
twittens-syntax-school = die Schreibweise ist: bimble <card> oder bimble none.
twittens-syntax-tea = die Schreibweise ist: home oder stay.
twittens-read-favourite = Wähle deinen Lieblingsort: { $syntax }
twittens-read-keep-cards = Behalte deine Bimble-Karten: { $syntax }
twittens-read-place = Lege dein Plättchen: { $syntax }
twittens-read-school = Deine Schule hat Bimble-Karten gezogen: { $syntax }
twittens-read-tea = Zeit für Tee? { $syntax }
twittens-read-empty = Tippe einen Zug; { $syntax }
twittens-read-source = Wähle, woher dein Plättchen kommt: { $syntax }
twittens-read-keep = Behalte ein gezogenes Plättchen: { $syntax }
twittens-read-lost = Dein Plättchen passt nirgends: { $syntax }
twittens-read-take = Von einem Stapel nehmen: take a oder take b.
twittens-read-draw = Um vom Nachziehstapel zu ziehen, tippe nur: draw.
twittens-read-play-favourite = Um deinen Lieblingsort zu spielen, tippe nur: favourite.
twittens-read-keep-which-stack = Sag, auf welchen Stapel das andere Plättchen kommt: keep <tile> on a oder keep <tile> on b.
twittens-read-return-which-stack = Sag, auf welchen Stapel: return a oder return b.

## Was ein Spieler schuldet (die Aufforderungen)

twittens-ask-favourite = Wähle deinen Lieblingsort für { $season ->
    [spring] den Frühling
    [summer] den Sommer
    [autumn] den Herbst
   *[winter] den Winter
}: fav <tile>.
twittens-ask-keep-cards = Behalte 2 oder 3 deiner Bimble-Karten: keep <card> <card> [<card>].
twittens-ask-source = Wähle ein Plättchen: { $choices }.
twittens-ask-keep-stacks = Behalte eines der beiden gezogenen Plättchen: keep <tile> on a|b (das andere kommt auf diesen Stapel).
twittens-ask-keep-discard = Behalte eines der beiden gezogenen Plättchen: keep <tile> (das andere kommt auf den Ablagestapel).
twittens-ask-place = Lege dein Plättchen: place <x>,<y> <rotation>.
twittens-ask-lost-stacks = Du kannst dieses Plättchen nirgends anlegen, also musst du zum Tee nach Hause: return a|b (leg es auf einen Stapel).
twittens-ask-lost-discard = Du kannst dieses Plättchen nirgends anlegen, also musst du zum Tee nach Hause: return (wirf es ab).
twittens-ask-school = Deine Schule zieht Bimble-Karten: bimble <card>, um eine zu behalten, oder bimble none.
twittens-ask-tea = Zeit für Tee? home oder stay.

## Jahreszeiten

twittens-season-begins = Alle haben einen Lieblingsort und Bimble-Karten gewählt. { $season ->
    [spring] Der Frühling
    [summer] Der Sommer
    [autumn] Der Herbst
   *[winter] Der Winter
} beginnt mit { $name }.
twittens-season-over = { $season ->
    [spring] Der Frühling
    [summer] Der Sommer
    [autumn] Der Herbst
   *[winter] Der Winter
} ist vorbei. Punkte der Jahreszeit: { $scores }.
twittens-season-prepared = { $season ->
    [spring] Der Frühling
    [summer] Der Sommer
    [autumn] Der Herbst
   *[winter] Der Winter
} wird vorbereitet; { $name } (niedrigste Punktzahl) beginnt. Alle wählen einen Lieblingsort und Bimble-Karten.
twittens-game-over = Das Spiel ist vorbei.
twittens-over-standing = { $rank }. { $name } { $score }
twittens-over-standing-detail = { $rank }. { $name } { $score } ({ $detail })

## Die Beschriftungen der erlaubten Züge

twittens-label-favourite = Lieblingsort { $tile }, { $tile_words }
twittens-label-keep-all = alle drei behalten: { $titles }
twittens-label-keep-two = { $first } und { $second } behalten
twittens-label-draw-1 = 1 Plättchen vom Nachziehstapel ziehen und anlegen
twittens-label-draw-2 = 2 Plättchen vom Nachziehstapel ziehen, 1 behalten
twittens-label-play-favourite = dein Lieblingsort { $tile }
twittens-label-take = oben auf Stapel { $stack }: { $tile }, { $tile_words }
twittens-label-keep-on-stack = { $tile } behalten{ $fits ->
    [nowhere] {" "}(passt nirgends!)
   *[somewhere] {""}
}, { $other } auf Stapel { $stack } legen
twittens-label-keep-discard = { $tile } behalten{ $fits ->
    [nowhere] {" "}(passt nirgends!)
   *[somewhere] {""}
}, das andere abwerfen
twittens-label-place = { $tile } auf { $cell }, um { $rotation } gedreht
twittens-label-return-stack = { $tile } auf Stapel { $stack } legen und nach Hause gehen
twittens-label-return-discard = { $tile } auf den Ablagestapel legen und nach Hause gehen
twittens-label-school-keep = behalten: { $card }
twittens-label-school-none = keine der Karten behalten
twittens-label-home = zum Tee nach Hause gehen (keine Züge mehr in dieser Jahreszeit)
twittens-label-stay = im Spiel bleiben

## Eine Jahreszeit vorbereiten

twittens-refuse-favourite = Dein Lieblingsort muss eines der 3 Plättchen sein, die du gezogen hast: { $tiles }.
twittens-refuse-keep-cards = Du darfst nur Bimble-Karten behalten, die dir ausgeteilt wurden, jede einmal: { $cards }.
twittens-refuse-keep-two = Du musst mindestens 2 deiner 3 Bimble-Karten behalten (2 oder 3 von { $cards }).
twittens-chose-favourite = { $name } hat einen Lieblingsort gewählt.
twittens-your-favourite = Dein Lieblingsort ist { $tile }.
twittens-kept-cards = { $name } hat { $count ->
    [one] { $count } Bimble-Karte
   *[other] { $count } Bimble-Karten
} behalten.

## Ein Zug: woher das Plättchen kommt

twittens-refuse-take-discard = Zum Tee nach Hause: Sobald ein Spieler nach Hause gegangen ist, werden die Stapel zum Ablagestapel, also darfst du nur ziehen oder deinen Lieblingsort wählen.
twittens-refuse-stack-empty = Stapel { $stack } ist leer; wähle eine andere Quelle.
twittens-refuse-stack-fits-nowhere = Legeregel iv: { $tile } auf Stapel { $stack } passt nirgends in deinen Twitten, und verlaufen hat sich nur, wessen gezogene Plättchen nirgends passen; wähle { $choices }.
twittens-refuse-deck-empty = Der Nachziehstapel ist leer; es gibt nichts zu ziehen.
twittens-refuse-favourite-used = Du hast deinen Lieblingsort in dieser Jahreszeit schon gespielt (einmal pro Jahreszeit).
twittens-refuse-favourite-fits-nowhere = Legeregel iv: Dein Lieblingsort { $tile } passt nirgends in deinen Twitten, und verlaufen hat sich nur, wessen gezogene Plättchen nirgends passen; wähle { $choices }.
twittens-took = { $name } hat { $tile } von Stapel { $stack } genommen.
twittens-refilled = Der Stapel war leer, also füllt ihn { $tile } vom Nachziehstapel wieder auf.
twittens-drew-one = { $name } hat 1 Plättchen vom Nachziehstapel gezogen.
twittens-drew-one-last = { $name } hat 1 Plättchen vom Nachziehstapel gezogen (wer als Letzter im Spiel ist, zieht nur 1 Plättchen).
twittens-you-drew-one = Du hast { $tile } gezogen; lege es an.
twittens-drew-two = { $name } hat 2 Plättchen vom Nachziehstapel gezogen.
twittens-you-drew-two = Du hast { $first } und { $second } gezogen; behalte eines.
twittens-played-favourite = { $name } hat den eigenen Lieblingsort gewählt, { $tile }.

## Ein Zug: ein gezogenes Plättchen behalten, anlegen oder zurücklegen

twittens-refuse-keep-undrawn = Du darfst nur ein Plättchen behalten, das du gezogen hast: { $first } oder { $second }.
twittens-refuse-keep-fits-nowhere = Legeregel iv: { $tile } passt nirgends in deinen Twitten, { $other } aber schon, also kannst du sehr wohl ein Plättchen anlegen: behalte { $other }.
twittens-refuse-keep-on-discard = Zum Tee nach Hause: Die Stapel sind jetzt ein Ablagestapel, also wird das andere Plättchen abgeworfen: keep <tile>.
twittens-kept-tile-stack = { $name } hat ein gezogenes Plättchen behalten und { $other } auf Stapel { $stack } gelegt.
twittens-kept-tile-discard = { $name } hat ein gezogenes Plättchen behalten und { $other } auf den Ablagestapel gelegt.
twittens-placed = { $name } hat { $tile } auf { $cell } gelegt, um { $rotation } gedreht.
twittens-refuse-return-on-discard = Es gibt keine Stapel mehr; das Plättchen kommt auf den Ablagestapel: return.
twittens-returned-stack = { $name } konnte { $tile } nirgends anlegen und hat es auf Stapel { $stack } gelegt.
twittens-returned-discard = { $name } konnte { $tile } nirgends anlegen und hat es auf den Ablagestapel gelegt.

## Schulen und Bimble-Karten

twittens-school-draws = { $name } hat eine Schule angelegt und zieht { $count ->
    [one] { $count } Bimble-Karte
   *[other] { $count } Bimble-Karten
}.
twittens-your-school-drew = Deine Schule hat gezogen: { $cards }.
twittens-card-with-id = { $card } { $label }
twittens-refuse-school = Schulen: Du darfst 1 der 2 gezogenen Bimble-Karten behalten: { $cards }, oder keine.
twittens-school-kept = { $name } hat 1 Bimble-Karte von der Schule behalten.
twittens-school-kept-none = { $name } hat keine Bimble-Karte von der Schule behalten.
twittens-completed = { $name } hat die Bimble-Karte { $title } erfüllt ({ $requirement }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}).

## Zeit für Tee

twittens-stays = { $name } bleibt im Spiel.
twittens-too-dark = Der Nachziehstapel ist leer: Es ist zu dunkel, um weiterzugehen, also gehen alle zum Tee nach Hause.
twittens-goes-home = { $name } geht zum Tee nach Hause ({ $reason ->
    [limit] über der Häusergrenze: in der eigenen Straße angekommen
    [lost] konnte das Plättchen nicht anlegen: hat sich verlaufen
    [dark] der Nachziehstapel ist leer: zu dunkel, um weiterzugehen
    [last] hatte den letzten Zug einer Jahreszeit zu viert
   *[chose] wollte nach Hause
}).
twittens-stacks-merged = Der Erste ist zum Tee zu Hause: Beide Stapel werden zum Ablagestapel zusammengelegt; ab jetzt zieht man 2 und wirft 1 ab, oder spielt den eigenen Lieblingsort.

## Die Endwertung: wie ein Gleichstand entschieden wurde

twittens-tie-unbroken = Gleichstand bei der Summe und bei jedem Gleichstandskriterium
twittens-tie-decided = Gleichstand bei { $total ->
    [one] { $total } Punkt
   *[other] { $total } Punkten
}, entschieden durch { $category ->
    [houses] Häuser
    [trees] Bäume
    [streetlights] Laternen
    [roads] Straßen
    [stations] Bahnhöfe
    [playgrounds] Spielplätze
    [allotments] Kleingärten
   *[bimble] Bimble
}: { $score } gegen { $other }

## Eine Entscheidung zurücknehmen: warum es nicht geht (das Ende von „Das lässt sich nicht zurücknehmen: …“)

twittens-undo-game-ended = die letzte Jahreszeit wurde gewertet und das Spiel ist vorbei
twittens-undo-season-began = alle hatten gewählt, also hat { $season ->
    [spring] der Frühling
    [summer] der Sommer
    [autumn] der Herbst
   *[winter] der Winter
} begonnen, und der Nachziehstapel und der Bimble-Stapel wurden gemischt
twittens-undo-season-dealt = { $season ->
    [spring] der Frühling
    [summer] der Sommer
    [autumn] der Herbst
   *[winter] der Winter
} wurde gewertet, und die Plättchen und Bimble-Karten { $next ->
    [spring] des Frühlings
    [summer] des Sommers
    [autumn] des Herbstes
   *[winter] des Winters
} wurden ausgeteilt
twittens-undo-drawn = { $count ->
    [one] ein Plättchen wurde vom Nachziehstapel gezogen
   *[other] { $count } Plättchen wurden vom Nachziehstapel gezogen
}
twittens-undo-school = deine Schule hat Bimble-Karten gezogen
twittens-undo-refilled = Stapel { $stack } wurde mit { $tile } vom Nachziehstapel aufgefüllt
twittens-undo-uncovered = { $tile } unter dem genommenen Plättchen wurde auf Stapel { $stack } aufgedeckt
twittens-undo-revealed = verdeckte Plättchen oder Bimble-Karten wurden aufgedeckt

## Die Übersicht, eine Zeile je Sache

twittens-sum-over = Das Spiel ist nach vier Jahreszeiten vorbei.
twittens-sum-standing = { $rank }. { $name }: { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}
twittens-sum-standing-detail = { $rank }. { $name }: { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
} ({ $detail })
twittens-sum-season = Jahreszeit { $number } von 4 ({ $season ->
    [spring] Frühling
    [summer] Sommer
    [autumn] Herbst
   *[winter] Winter
}); Nachziehstapel { $deck } Plättchen.
twittens-sum-waiting = Die Jahreszeit wird vorbereitet: wir warten, bis { $names } gewählt haben.
twittens-sum-stacks = { $stacks }.
twittens-sum-stack = Stapel { $stack } zeigt { $tile } ({ $tile_words })
twittens-sum-discard = Ablagestapel mit { $size } Plättchen, oben { $tile }.
twittens-sum-to-play = { $name } ist am Zug: { $prompt }
twittens-sum-seat = { $name } ({ $status ->
    [playing] im Spiel
    [home] zum Tee zu Hause
    [ready] bereit
   *[choosing] wählt
}): { $tiles } Plättchen, { $houses }/{ $limit } Häuser, { $trees ->
    [one] { $trees } Baum
   *[other] { $trees } Bäume
} (größte Gruppe { $group }), { $lights ->
    [one] { $lights } Laterne
   *[other] { $lights } Laternen
}, { $wildlife ->
    [one] { $wildlife } Wildtier
   *[other] { $wildlife } Wildtiere
}
twittens-sum-open = , offene Wegenden Richtung { $spots }
twittens-sum-before = ; Punkte vor dieser Jahreszeit { $score }
twittens-sum-completed = ; erfüllt: { $titles }
twittens-sum-dealt-tile = Dir wurde { $tile } ausgeteilt ({ $tile_words }).
twittens-sum-dealt-card = Dir wurde die Bimble-Karte { $card } ausgeteilt: { $label }.
twittens-sum-drew = Du hast { $tile } gezogen ({ $tile_words }).
twittens-sum-holding = Dein Plättchen zum Anlegen: { $tile } ({ $tile_words }).
twittens-sum-school = Deine Schule hat die Bimble-Karte { $card } gezogen: { $label }.
twittens-sum-favourite = Dein Lieblingsort: { $tile } ({ $tile_words }).
twittens-sum-card = Deine Bimble-Karte { $card } [{ $done ->
    [done] erfüllt
   *[open] offen
}]: { $label }.

## Der Alternativtext des öffentlichen Bildes (höchstens 1.024 Zeichen)

twittens-alt-over = Twittens ist vorbei: { $name } hat gewonnen.
twittens-alt-final = Endstand: { $scores }.
twittens-alt-season = Twittens, { $season ->
    [spring] Frühling
    [summer] Sommer
    [autumn] Herbst
   *[winter] Winter
} (Jahreszeit { $number } von 4).
twittens-alt-waiting = Die Jahreszeit wird vorbereitet: wir warten, bis { $names } Lieblingsort und Bimble-Karten gewählt haben.
twittens-alt-scored = { $season ->
    [spring] Frühling
    [summer] Sommer
    [autumn] Herbst
   *[winter] Winter
} gewertet: { $scores }.
twittens-alt-to-play = { $name } ist am Zug. { $prompt }
twittens-alt-scores = Punkte: { $scores }.
twittens-alt-last = Letzter Zug: { $move }
twittens-last-drew = { $name } hat vom Nachziehstapel gezogen.
twittens-last-favourite = { $name } hat den eigenen Lieblingsort gewählt.
twittens-alt-seat = { $name }: { $tiles } Plättchen, { $houses }/{ $limit } Häuser, größte Baumgruppe { $group }, { $lights ->
    [one] { $lights } Laterne
   *[other] { $lights } Laternen
}{ $home ->
    [yes] , zum Tee zu Hause
   *[no] {""}
}{ $done ->
    [0] {""}
   *[other] , { $done } Bimble erfüllt
}.
twittens-alt-stacks = { $stacks }.
twittens-alt-stack = Stapel { $stack } zeigt { $tile } ({ $tile_words })
twittens-alt-deck = Nachziehstapel { $tiles } Plättchen.

## Die Titel der Bimble-Karten (bimbles.json), nach Karten-Id

twittens-card-1 = Alteichenreihe
twittens-card-2 = Der Schulteich
twittens-card-3 = Blütengasse
twittens-card-4 = Das Kraftwerk
twittens-card-5 = Espenallee
twittens-card-6 = Gassigehweg
twittens-card-7 = Primelpfad
twittens-card-8 = Froschlaichgasse
twittens-card-9 = Lämmertwitten
twittens-card-10 = Krumme Stufen
twittens-card-11 = Häuschenreihe
twittens-card-12 = Haselwäldchen
twittens-card-13 = Zaunkönigshecke
twittens-card-14 = Teichhäuschen
twittens-card-15 = Kätzchenweg
twittens-card-16 = Schwingtor
twittens-card-17 = Saatschalen
twittens-card-18 = Morgenzug
twittens-card-19 = Osterglockental
twittens-card-20 = Pfützensprung
twittens-card-21 = Nistkasten
twittens-card-22 = Osterumzug
twittens-card-23 = Gekreuzte Wege
twittens-card-24 = Kaulquappenpfad
twittens-card-25 = Glockenblumenhang
twittens-card-26 = Langer Wiesenweg
twittens-card-27 = Mittsommerlaternen
twittens-card-28 = Sandburgstufen
twittens-card-29 = Freibadgasse
twittens-card-30 = Picknickplatz
twittens-card-31 = Gewundener Weg
twittens-card-32 = Sommerterrasse
twittens-card-33 = Grünwaldschatten
twittens-card-34 = Libellenteich
twittens-card-35 = Eiscremeecke
twittens-card-36 = Bohnenbeete
twittens-card-37 = Heckenhäuser
twittens-card-38 = Laubgasse
twittens-card-39 = Schattiges Versteck
twittens-card-40 = Sportfest
twittens-card-41 = Ferienzug
twittens-card-42 = Summende Strommasten
twittens-card-43 = Heuballenmulde
twittens-card-44 = Schwalbenflug
twittens-card-45 = Fuchsbau
twittens-card-46 = Planschbecken
twittens-card-47 = Straßenfest
twittens-card-48 = Sackgassensprint
twittens-card-49 = Gartenzaun
twittens-card-50 = Wiesenteich
twittens-card-51 = Kastanienallee
twittens-card-52 = Feuerlichter
twittens-card-53 = Brombeergestrüpp
twittens-card-54 = Nebelseen
twittens-card-55 = Fingerhutpfad
twittens-card-56 = Zugvogelroute
twittens-card-57 = Kreuzungsgasthaus
twittens-card-58 = Kastanienterrasse
twittens-card-59 = Eichelgehölz
twittens-card-60 = Brombeersträucher
twittens-card-61 = Laubhaufen
twittens-card-62 = Erntedankfest
twittens-card-63 = Kastanienschlacht
twittens-card-64 = Fallobsthäuschen
twittens-card-65 = Hagebuttenreihe
twittens-card-66 = Herbstferien
twittens-card-67 = Letzter Zug nach Hause
twittens-card-68 = Stromausfall
twittens-card-69 = Hexenring
twittens-card-70 = Eulenruf
twittens-card-71 = Igelversteck
twittens-card-72 = Dunkle Abende
twittens-card-73 = Zickzackgasse
twittens-card-74 = Molchkinderstube
twittens-card-75 = Herbstlaub
twittens-card-76 = Immergrüner Hain
twittens-card-77 = Frostiges Laternenlicht
twittens-card-78 = Gefrorene Teiche
twittens-card-79 = Winterdickicht
twittens-card-80 = Rotkehlchen
twittens-card-81 = Eingeschneiter Halbmond
twittens-card-82 = Eisige Kurven
twittens-card-83 = Gefrorene Terrasse
twittens-card-84 = Stechpalmenhecke
twittens-card-85 = Schneemann-Wettbewerb
twittens-card-86 = Wintergrün
twittens-card-87 = Julklotz
twittens-card-88 = Eislaufparty
twittens-card-89 = Kamingasse
twittens-card-90 = Raureif
twittens-card-91 = Sternsinger
twittens-card-92 = Weihnachtsexpress
twittens-card-93 = Sturmausfall
twittens-card-94 = Winterquartier
twittens-card-95 = Fuchsspuren im Schnee
twittens-card-96 = Rodelhang
twittens-card-97 = Lange Nächte
twittens-card-98 = Gefrorenes Moor
twittens-card-99 = Kiefernnadeln
twittens-card-100 = Neujahrsspaziergang
