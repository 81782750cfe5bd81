# Die Wörter der BITS-Bilder (render/bits.py) auf Deutsch.
# Begriffe der deutschen Ravensburger-Ausgabe, wie in bits.ftl: Stein, Startstein, neutraler Stein,
# Baukarte, Aufgabenkarte, Spieltafel.
# Daten bleiben Daten: Namen, Felder (C4), Stein- und Karten-Ids, Farbbuchstaben (R Y B P K N)
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
pic-bits-task = Aufgabenkarte { $card }
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
pic-bits-sub-scored-solo = Deine Spieltafel, wie Runde { $round } sie gewertet hat; wirf jetzt deinen Startstein ein.
pic-bits-sub-scored = Die Spieltafeln, wie Runde { $round } sie gewertet hat; jetzt werfen alle ihren Startstein ein.
pic-bits-sub-start-solo = Wirf deinen Startstein ein (er steht unter der Spieltafel).
pic-bits-sub-start = Alle werfen ihren Startstein ein (er steht unter jeder Spieltafel).
pic-bits-sub-drop = Baukarte { $number }: alle werfen den Stein { $tile } ein (noch { $left }).
pic-bits-legend-last = letzter Einwurf
pic-bits-legend-block = ein Block, den eine Aufgabenkarte wertet, mit seinen Punkten
pic-bits-legend-type = Einwurf tippen: Spalte, h (liegend) oder v (stehend), Farbe des linken/oberen Endes:
pic-bits-legend-examples = "C h R", "D v Y", "E v"; statt dessen dein neutraler Stein: "neutral C h"
pic-bits-status-final = { $rank } · { $points }
pic-bits-status-out = aus der Runde
pic-bits-status-dropped = hat eingeworfen
pic-bits-status-to-drop = wirft ein
pic-bits-stats-final = { $points }: Runden { $rounds }
pic-bits-stats-solo-rank = Solo-Rang: { $rank }
pic-bits-stats-last-round = Spieltafel der letzten Runde: { $points }
pic-bits-stats-total = Summe { $total } (Runden { $rounds })
pic-bits-stats-total-none = Summe 0 (noch keine Runde gewertet)
pic-bits-stats-round-cards = Summe { $total } · Runde { $round }: { $cards }
pic-bits-stats-start-tile = Startstein: Paar { $colour } ({ $tile })
pic-bits-stats-board-spent = Spieltafel jetzt { $points } · neutraler Stein: benutzt
pic-bits-stats-board-unused = Spieltafel jetzt { $points } · neutraler Stein: frei
pic-bits-private-hidden = Dein verdeckter Einwurf (gestrichelt): { $notation }
pic-bits-private-lands = landet auf { $first } und { $second }; aufgedeckt, wenn alle eingeworfen haben. Bis dahin kannst du ihn zurückholen (zurücknehmen), wenn seither niemand eingeworfen hat.
pic-bits-private-over = Das Spiel ist vorbei.
pic-bits-private-to-drop = Du hast noch nicht eingeworfen.
pic-bits-private-nothing = Gerade ist nichts verdeckt.
