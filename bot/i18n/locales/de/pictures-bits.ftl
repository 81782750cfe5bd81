# Die Wörter der BITS-Bilder (render/bits.py) auf Deutsch.
# Die Begriffe sind die eigenen des Projekts: die deutsche Ausgabe des Verlags lag hier nicht vor.
# Daten bleiben Daten: Namen, Felder (C4), Plättchen- und Karten-Ids, Farbbuchstaben (R Y B P K N)
# und die Notation ("C h R") stehen in jeder Sprache so, wie die Notation sie schreibt.

pic-bits-colour = { $colour ->
    [R] rot
    [Y] gelb
    [B] blau
    [P] lila
    [K] schwarz
   *[N] neutral
}
pic-bits-tile-colours = { $first }-{ $second }
pic-bits-task = Aufgabe { $card }
pic-bits-task-each = je { $points }
pic-bits-task-other-fours = andere 4er { $points }
pic-bits-task-any-colour = jede Farbe
pic-bits-drop-now = Jetzt: Karte { $number }
pic-bits-points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
pic-bits-ordinal = { $rank }.
pic-bits-tie-shared = Gleichstand bei { $total }: beste Runde auch gleich, Platz geteilt
pic-bits-tie-broken = Gleichstand bei { $total }: die beste einzelne Runde entscheidet
pic-bits-table-title = Endwertung nach Runden
pic-bits-table-rank = #
pic-bits-table-player = Spieler
pic-bits-table-round = R{ $round }
pic-bits-table-total = Summe
pic-bits-solo-rank = { $rank ->
    [master-builder] Baumeister
    [structural-engineer] Statiker
    [foreman] Polier
    [stone-mason] Steinmetz
    [tile-layer] Fliesenleger
    [handyman] Handwerker
   *[clean-up-crew] Aufräumtrupp
}
pic-bits-over-solo = Spielende: { $points } Punkte, Solo-Rang { $rank }.
pic-bits-over-winner = Spielende: { $name } gewinnt mit { $points } Punkten.
pic-bits-over-shared = Spielende: { $names } und { $last } teilen sich den ersten Platz mit { $points } Punkten.
pic-bits-title-final = BITS · Ende, nach { $rounds } Runden
pic-bits-title-round = BITS · Runde { $round } von { $rounds }
pic-bits-sub-scored-solo = Dein Brett, wie Runde { $round } es gewertet hat; wirf jetzt dein Startplättchen ein.
pic-bits-sub-scored = Die Bretter, wie Runde { $round } sie gewertet hat; jetzt werfen alle ihr Startplättchen ein.
pic-bits-sub-start-solo = Wirf dein Startplättchen ein (es steht unter dem Brett).
pic-bits-sub-start = Alle werfen ihr Startplättchen ein (es steht unter jedem Brett).
pic-bits-sub-drop = Baukarte { $number }: alle werfen das Plättchen { $tile } ein (noch { $left }).
pic-bits-legend-last = letzter Einwurf
pic-bits-legend-block = ein Block, den eine Aufgabe wertet, mit seinen Punkten
pic-bits-legend-type = Einwurf tippen: Spalte, h (liegend) oder v (stehend), Farbe des linken/oberen Endes:
pic-bits-legend-examples = "C h R", "D v Y", "E v"; statt dessen dein neutrales Plättchen: "neutral C h"
pic-bits-status-final = { $rank } · { $points }
pic-bits-status-out = aus der Runde
pic-bits-status-dropped = hat eingeworfen
pic-bits-status-to-drop = wirft ein
pic-bits-stats-final = { $points }: Runden { $rounds }
pic-bits-stats-solo-rank = Solo-Rang: { $rank }
pic-bits-stats-last-round = Brett der letzten Runde: { $points }
pic-bits-stats-total = Summe { $total } (Runden { $rounds })
pic-bits-stats-total-none = Summe 0 (noch keine Runde gewertet)
pic-bits-stats-round-cards = Summe { $total } · Runde { $round }: { $cards }
pic-bits-stats-start-tile = Startplättchen: Paar { $colour } ({ $tile })
pic-bits-stats-board-spent = Brett jetzt { $points } · Neutrales: benutzt
pic-bits-stats-board-unused = Brett jetzt { $points } · Neutrales: frei
pic-bits-private-hidden = Dein verdeckter Einwurf (gestrichelt): { $notation }
pic-bits-private-lands = landet auf { $first } und { $second }; aufgedeckt, wenn alle eingeworfen haben. Bis dahin kannst du ihn zurückholen (zurücknehmen), wenn seither niemand eingeworfen hat.
pic-bits-private-over = Das Spiel ist vorbei.
pic-bits-private-to-drop = Du hast noch nicht eingeworfen.
pic-bits-private-nothing = Gerade ist nichts verdeckt.
