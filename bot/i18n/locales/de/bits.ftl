# Die Sätze der BITS-Regeln (rules/bits) auf Deutsch: Ereignisse, Aufforderungen, Ablehnungen,
# Zugbeschriftungen, Wertung, Zusammenfassung und Bildbeschreibung.
# Begriffe der deutschen Ravensburger-Ausgabe (wie Rezensionen sie zitieren): Spielstein (Stein),
# Startstein, neutraler Stein, Baukarte, Aufgabenkarte, Startkarte, Spieltafel, Runde.
# Eigene Begriffe des Projekts (die Anleitung lag nicht vor): einwerfen/Einwurf für das Fallenlassen
# eines Steins (wie in den Bildern), die Namen der Formen und die Ränge der Solotabelle (wie in den Bildern).
# Daten bleiben Daten: Namen, Felder (C4), Stein- und Karten-Ids, Farbbuchstaben (R Y B P K N)
# und die Notation ("C h R") stehen so, wie die Notation sie schreibt.

## Namen

bits-colour = { $colour ->
    [R] rot
    [Y] gelb
    [B] blau
    [P] lila
    [K] schwarz
   *[N] neutral
}
# ein Stein nach seinen Farben; der Satz setzt den Artikel davor: „den Stein „rot-gelb““
bits-tile = Stein „{ $kind ->
    [neutral] neutral
    [one] { $first ->
        [R] rot
        [Y] gelb
        [B] blau
        [P] lila
       *[K] schwarz
    }
   *[two] { $first ->
        [R] rot
        [Y] gelb
        [B] blau
        [P] lila
       *[K] schwarz
    }-{ $second ->
        [R] rot
        [Y] gelb
        [B] blau
        [P] lila
       *[K] schwarz
    }
}“
bits-shape = { $shape ->
    [square] Quadrat
    [T] T
    [L] L
    [S] S
    [corner] Ecke
    [line-of-3] 3er-Reihe
    [pair] Paar
    [line-of-4] 4er-Reihe
    [block-2-by-3] 2×3-Block
    [line-of-5] 5er-Reihe
    [P-of-5] P aus 5
   *[big-corner] große Ecke
}
bits-card = { $card } { $shape }{ $colour ->
    [R] , rot
    [Y] , gelb
    [B] , blau
    [P] , lila
    [K] , schwarz
   *[none] {""}
} ({ $size } Felder): je { $points }{ $others ->
    [0] {""}
   *[other] , jeder andere 4er-Block +{ $others }
}
bits-card-short = { $card } { $shape } ({ $size } Felder, { $colour ->
    [R] rot
    [Y] gelb
    [B] blau
    [P] lila
    [K] schwarz
   *[none] jede Farbe
}) je { $points }{ $others ->
    [0] {""}
   *[other] , andere 4er +{ $others }
}
bits-points = { $points } { $points ->
    [1] Punkt
    [-1] Punkt
   *[other] Punkte
}
bits-solo-rank-name = { $rank ->
    [master-builder] Baumeister
    [structural-engineer] Statiker
    [foreman] Polier
    [stone-mason] Steinmetz
    [tile-layer] Fliesenleger
    [handyman] Handwerker
   *[clean-up-crew] Aufräumtrupp
}
bits-nobody = niemanden
bits-player-count = BITS wird zu 1 bis 4 gespielt.

## Runden, Einwürfe, Aufdecken

bits-task-replaced = Die Aufgabenkarte { $card } zeigt dieselbe Form wie die Karte { $previous } der 2. Runde und wird deshalb aus Stapel 3 ersetzt (Sonderregel der 3. Runde).
bits-round-start = Runde { $round } von { $rounds }: Aufgabenkarte { $card }. Aufgabenkarten im Spiel: { $cards }.
bits-start-cards = Startkarten: { $starts }. Alle werfen ihren Startstein ein.
bits-start-card = { $name }: { $tile }
bits-dropped = { $name } hat eingeworfen; alle Einwürfe werden aufgedeckt, sobald alle eingeworfen haben.
bits-my-drop = Dein Einwurf { $notation }: der { $tile } landet auf { $cells }.
bits-revealed = Einwürfe aufgedeckt für { $phase ->
    [start] die Startsteine
   *[build] Baukarte { $number }
}: { $drops }.
bits-revealed-drop = { $name } { $notation } ({ $tile } auf { $cells })
bits-out = { $name } steckt fest: auf die Spieltafel passt kein Stein mehr, also scheidet { $name } aus Runde { $round } aus.
bits-card-turned = Baukarte { $number } ist aufgedeckt: alle werfen den { $tile } ein.
bits-round-end = Runde { $round } endet ({ $why ->
    [stuck] niemand kann mehr einen Stein legen
   *[deck] die Baukarten sind aufgebraucht
}). Wertung: { $scores }.
bits-round-score = { $name } { $total } ({ $cards })
bits-final = Das Spiel ist zu Ende. { $lines }.
bits-final-line = { $rank }. { $name } { $score }
bits-final-line-detail = { $rank }. { $name } { $score } ({ $detail })

## Was ein Spieler schuldet

bits-prompt-start = Wirf deinen Startstein ein, den { $tile } (z. B. "C v").
bits-prompt-build = Baukarte { $number }: wirf den { $tile }{ $neutral ->
    [yes] {" "}oder deinen neutralen Stein (einmal pro Runde)
   *[no] {""}
} ein.
bits-game-over = Das Spiel ist zu Ende; es können keine Steine mehr eingeworfen werden.
bits-not-at-table = Dieser Platz gehört nicht zu diesem Tisch.
bits-out-waiting = Du bist aus Runde { $round } ausgeschieden: auf deine Spieltafel passt kein Stein mehr. Wir warten auf { $waiting }.
bits-already-dropped = Du hast schon eingeworfen ({ $notation }); die Einwürfe werden aufgedeckt, wenn alle eingeworfen haben. Wir warten auf { $waiting }.

## Ablehnungen

bits-syntax = Schreib einen Einwurf als Spalte A bis F, dann h (liegend, über diese Spalte und die rechts daneben) oder v (stehend), dann bei einem zweifarbigen Stein den Farbbuchstaben (R rot, Y gelb, B blau, P lila oder K schwarz) seines linken Endes (liegend) oder oberen Endes (stehend): zum Beispiel "C h R" oder "D v". Schreib "neutral C h", um stattdessen deinen neutralen Stein einzuwerfen.
bits-not-a-drop = { $typed } ist kein Einwurf.
bits-neutral-at-start = Der neutrale Stein darf nur den Stein einer Baukarte ersetzen, nicht deinen Startstein: wirf zuerst den { $tile } ein.
bits-neutral-used = Du hast deinen neutralen Stein in dieser Runde schon eingeworfen (er darf einmal pro Runde gelegt werden): wirf den { $tile } ein.
bits-neutral-no-end = Der neutrale Stein ist ganz grau und hat kein farbiges Ende: schreib "neutral { $column } { $orient }".
bits-no-such-end = Einzuwerfen ist der { $tile }: er hat kein { $colour ->
    [R] rotes
    [Y] gelbes
    [B] blaues
    [P] lila
   *[K] schwarzes
} Ende (alle legen den Stein, den die Karte zeigt). Nenne das Ende mit { $same ->
    [yes] { $first }
   *[no] { $first } oder { $second }
}.
bits-name-the-end = Der { $tile } hat zwei Farben: sag, welche Farbe am { $orient ->
    [h] linken
   *[v] oberen
} Ende liegt, "{ $column } { $orient } { $first }" oder "{ $column } { $orient } { $second }".
bits-no-fit-edge = Ein liegender Stein bedeckt seine Spalte und die rechts daneben, von Spalte F aus würde er also über das Raster hinausragen (Spielsteine dürfen nicht über den Rand des Rasters ragen): liegende Steine beginnen in den Spalten A bis E.
bits-no-fit-upright = Spalte { $column } ist bis Reihe { $height } gefüllt, ein stehender Stein würde dort oben aus dem Raster ragen (Spielsteine dürfen nicht über den Rand des Rasters ragen).
bits-no-fit-both-full = Die Spalten { $column } und { $next } sind beide voll (bis Reihe { $size } gefüllt), ein liegender Stein über den Spalten { $column } und { $next } läge auf der volleren Spalte und ragte oben aus dem Raster (Spielsteine dürfen nicht über den Rand des Rasters ragen).
bits-no-fit-one-full = Spalte { $full } ist voll (bis Reihe { $size } gefüllt; Spalte { $other } ist { $low ->
    [0] leer
   *[other] bis Reihe { $low } gefüllt
}), ein liegender Stein über den Spalten { $column } und { $next } läge auf der volleren Spalte und ragte oben aus dem Raster (Spielsteine dürfen nicht über den Rand des Rasters ragen).
bits-legal-drops = Erlaubte Einwürfe: { $sample }{ $more ->
    [0] {""}
   *[other] {" "}und { $more } weitere
}.

## Zugbeschriftungen und Schritte

bits-label-one = { $tile } { $orient ->
    [h] liegend
   *[v] stehend
}: landet auf { $first }-{ $second }
bits-label-two = { $tile } { $orient ->
    [h] liegend
   *[v] stehend
}: landet auf { $first } { $first_colour }, { $second } { $second_colour }
bits-step-column = Spalte { $column }
bits-step-orient = { $orient ->
    [h] liegend
   *[v] stehend
}
bits-step-neutral = der neutrale Stein
bits-step-your-tile = dein Stein

## Wertung

bits-solo-rank = Solo-Rang: { $rank }
bits-solo-rank-advanced = Solo-Rang: { $rank } (die Solotabelle zählt die Runden 1 bis 3: { $points ->
    [1] { $points } Punkt
    [-1] { $points } Punkt
   *[other] { $points } Punkte
})
bits-tie-shared = gleichauf mit { $others } bei { $total } Punkten und in der besten einzelnen Runde ({ $best }): Platz geteilt
bits-tie-broken = Gleichstand bei { $total } Punkten, entschieden durch die beste einzelne Runde ({ $best })

## Zurücknehmen: das Ende von „Das lässt sich nicht zurücknehmen: ...“

bits-undo-over = die Einwürfe wurden aufgedeckt und das Spiel ist zu Ende
bits-undo-round = die Einwürfe wurden aufgedeckt, Runde { $round } wurde gewertet und für Runde { $next } wurden Aufgabenkarte und Startkarten gezogen
bits-undo-card = die Einwürfe wurden aufgedeckt und Baukarte { $number } wurde aufgedeckt
bits-undo-revealed = die Einwürfe wurden aufgedeckt

## Zusammenfassung

bits-summary-over = BITS ist zu Ende, nach { $rounds } Runden.
bits-summary-standing = { $rank }. { $name }: { $score } { $score ->
    [1] Punkt
    [-1] Punkt
   *[other] Punkte
} (Runden { $rounds }).
bits-summary-standing-detail = { $rank }. { $name }: { $score } { $score ->
    [1] Punkt
    [-1] Punkt
   *[other] Punkte
} (Runden { $rounds }); { $detail }.
bits-summary-round = BITS, Runde { $round } von { $rounds }. Aufgabenkarten im Spiel: { $cards }.
bits-summary-start = Alle werfen ihren Startstein ein.
bits-summary-card = Baukarte { $number }: der { $tile } (noch { $left } { $left ->
    [1] Karte
   *[other] Karten
}).
bits-summary-seat = { $name } ({ $status }). Spieltafel, Spalten A-F, R rot Y gelb B blau P lila K schwarz N neutral . leer: { $board }
bits-summary-neutral = { $spent ->
    [yes] neutraler Stein verbraucht
   *[no] neutraler Stein noch frei
}
bits-summary-round-scores = Rundenpunkte { $scores }
bits-summary-worth = Spieltafel jetzt { $points } wert
bits-summary-row = Reihe { $row } { $squares }
bits-summary-empty = leer
bits-summary-hidden = Dein verdeckter Einwurf: { $notation }.
bits-status-out = aus der Runde
bits-status-dropped = hat eingeworfen
bits-status-to-drop = wirft ein

## Bildbeschreibung

bits-alt-final = BITS-Bild, Ende nach { $rounds } Runden. { $winner }
bits-alt-round = BITS-Bild, Runde { $round } von { $rounds }.
bits-alt-start = Alle werfen ihren Startstein ein.
bits-alt-card = Baukarte { $number }: alle werfen den { $tile } ein (noch { $left }).
bits-alt-waiting = Es fehlen: { $names }.
bits-alt-tasks = Aufgabenkarten: { $cards }.
bits-alt-players = { $players }.
bits-alt-player = { $name }: { $facts }
bits-alt-score = { $points } (Runden { $rounds })
bits-alt-none-yet = noch keine
bits-alt-rank = Platz { $rank }
bits-alt-final-board = letzte Tafel { $cards }
bits-alt-board-now = Tafel jetzt { $points }
bits-alt-neutral = { $spent ->
    [yes] neutral verbraucht
   *[no] neutral frei
}
bits-alt-last-drop = zuletzt { $notation } auf { $cells }
bits-alt-boards = Tafeln, Reihen 6 bis 1, Spalten A-F, Buchstaben R Y B P K N, Punkt leer: { $boards }
bits-winner-solo = { $name } hat { $points }; { $detail }.
bits-winner = { $name } gewinnt: { $points }.
bits-winner-shared = { $names } und { $last } teilen sich den ersten Platz: { $points }.
