# So spielt man Tweeeet: die Anleitung, die `/game rules` und `rules` in der Konsole zeigen, die
# Zusammenfassung des Spiels und die Beschreibungen seiner Optionen (Schlüssel bleiben, wie man sie
# tippt). Ein Befehl, den der Spieler tippt, ist ein Argument ({ $move_f18 }).
# Die Begriffe (Rotkehlchen, Blaukehlchen, Futter, Nester, Energie) sind die eigenen des Projekts:
# eine deutsche Ausgabe des Verlags lag hier nicht vor.
# Die Notation ("F18", Spalten A-I) bleibt in jeder Sprache gleich.

tweeeet-summary = Rotkehlchen gegen Blaukehlchen: flieg von Futter zu Futter nach Norden, zahl pro Feld die Energie eines Futters und erreiche das Nest deines Teams mit der höchsten durchschnittlichen Energie.

tweeeet-option-new_players = Mit neuen Spielern: alle bekommen einmal 5 Energie extra, sobald einem Vogel die Energie ausgehen würde.
tweeeet-option-experienced_bonus = Mit erfahrenen Vögeln: zusätzliche Startenergie für jeden Vogel des kleineren Teams (0 = aus).

tweeeet-guide =
    {"*"}*So wird gespielt.** Rotkehlchen (Plätze 1, 3, 5) gegen Blaukehlchen (Plätze 2, 4, 6). In jedem Zug muss dein Vogel zu einem Feld mit Futter fliegen: 1 Energie pro geflogenem Feld, dann frisst er das Futter (Nuss 1, Erdbeere 2, Beere 3, Raupe 4, Käfer 5). Vögel fliegen um Wasser, Futter, andere Vögel und Nester herum. Die Energie beginnt nach Platz bei 6, 7, 8 … und ist geheim. Neue Reihen werden so gelegt, dass jeder Vogel 3 Reihen weit voraus sieht. Sobald das Nestplättchen (Reihe 20) liegt, darfst du zu einem Nest fliegen: wer aus deinem Team zuerst landet, wählt es, die anderen folgen. Von Vögeln blockiert: du setzt einen Zug aus; die Energie reicht für kein Futter und kein Nest: du bist draußen (-1). Wenn kein Vogel mehr fliegt, gewinnt das Team mit der höheren durchschnittlichen Energie.

    {"*"}*Züge.** Die Beschriftung des Feldes, zu dem du fliegst, wie sie in seinem Sechseck steht: Spalte A-I (von West nach Ost), dann die Reihe ({ $move_f18 }):
    - `F18`: zum Futter auf F18 fliegen (`f18` und `f 18` gehen auch)
    - `E20`: zu einem Nest in der Nestreihe fliegen (`B20`, `E20` oder `H20`)

    Ausgesetzte Züge und das Ausscheiden geschehen von selbst. `moves` listet die Flüge, die du dir leisten kannst. `undo` nimmt deinen Flug zurück, außer er hat ein Plättchen gezogen, einen anderen Vogel aussetzen oder ausscheiden lassen oder das Spiel beendet.

    {"*"}*Bilder.** Das Spielbild: die Reihen auf dem Tisch, Norden oben, jedes Sechseck mit seinem Feld beschriftet, Reihennummern daneben, Wasser blau mit Wellen, Futter als farbige Scheiben mit ihrer Energie (gefressen: grau `(n)`), Nester über der Nestreihe benannt, jeder Vogel ein Schild mit dem Namen seines Spielers (Rotkehlchen: orange Pille, Blaukehlchen: blaues eckiges Schild), der Vogel am Zug umringt, der letzte Flug eine violette Linie zu seinem umrandeten Ziel, ein Pfeil neben einer Reihe, deren nächstes Plättchen gedreht ist. Daneben oder darunter: wer am Zug ist, wo jeder Vogel ist, die Gesprächsabstände der Teams, die übrigen Plättchen, der letzte Flug; am Ende der Wertungsbogen. Dein privates Bild: deine Energie als Zahl und als Augen.
