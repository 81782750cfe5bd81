# Die Wörter der Townies-Bilder (render/townies.py) auf Deutsch.
# Die Begriffe (Viertel, Objekte, Ziele, Bonuskarten) sind die eigenen des Projekts: eine deutsche
# Ausgabe des Verlags lag hier nicht vor.
# Daten bleiben Daten: Namen, Felder (E5), Farbbuchstaben (R F I P C), Objekt-Kürzel (Ct Wm St Bk Bn Sq)
# und die Notation ("shape E4 2", "court E5", "basic E5") in jeder Sprache.

pic-townies-block = { $colour ->
    [red] Wohnen
    [yellow] Bauernhof
    [brown] Industrie
    [green] Park
   *[blue] Gewerbe
}
pic-townies-object = { $object ->
    [court] Spielplatz
    [windmill] Windmühle
    [station] Bahnhof
    [bike] Radverleih
    [bank] Bank
   *[square] Marktplatz
}
pic-townies-goal = { $goal ->
    [specialization] Spezialisierung
    [standardization] Standardisierung
    [crossroads] Kreuzung
    [downtown] Innenstadt
    [hub] Knotenpunkt
    [recreational] Erholungsgebiete
    [suburbs] Vororte
    [surroundings] Umgebung
    [symmetry] Symmetrie
    [triangle] Dreieck
    [routes] Stadtwege
   *[windrose] Windrose
}
pic-townies-goal-short = { $goal ->
    [specialization] Spez
    [standardization] Stand
    [recreational] Erholung
   *[other] { $goal }
}
pic-townies-bonus = { $bonus ->
    [funding] Förderung
    [stable-soil] Fester Boden
    [zoning] Bauamt
   *[permit] Baugenehmigung
}
pic-townies-count-surrounded = { $count } { $letter } umschlossen
pic-townies-count-objects-by = { $count ->
    [one] { $count } Objekt
   *[other] { $count } Objekte
} an { $pair }
pic-townies-count-side = Seite { $count }
pic-townies-count-objects = { $count ->
    [one] { $count } Objekt
   *[other] { $count } Objekte
}
pic-townies-count-colours = { $count ->
    [one] { $count } Farbe
   *[other] { $count } Farben
}
pic-townies-count-columns = { $count ->
    [one] { $count } Spalte
   *[other] { $count } Spalten
}
pic-townies-goal-line = { $name }: { $what } → { $score }
pic-townies-soil-line = Fester Boden: { $stars ->
    [one] { $stars } Stern
   *[other] { $stars } Sterne
} → { $score }
pic-townies-status-start = Start { $letter }
pic-townies-status-rank = Platz { $rank }
pic-townies-status-done = fertig in dieser Runde
pic-townies-status-to-act = ist dran
pic-townies-status-acted = hat gezogen
pic-townies-moves-round = Runde { $round }: { $moves }
pic-townies-moves-nothing = noch nichts
pic-townies-moves-pass = gepasst
pic-townies-moves-no-round = noch keine Runde gespielt
pic-townies-points-short = { $points } P.
pic-townies-points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
pic-townies-you = { $name } (du)
pic-townies-and = { $first } und { $second }
pic-townies-title-solo = Townies solo: { $points } nach Runde { $round }
pic-townies-title-over-won = Townies: Spielende nach Runde { $round }. { $names } { $count ->
    [one] gewinnt
   *[other] gewinnen
}: { $points }
pic-townies-title-over-shared = Townies: Spielende nach Runde { $round }. { $count } Spieler teilen sich den Sieg: je { $points }
pic-townies-title-waiting-all = Townies Runde { $round }: wir warten auf alle { $count } Spieler
pic-townies-title-waiting = Townies Runde { $round }: wir warten auf { $names }
pic-townies-nobody = niemanden
pic-townies-title-waiting-count = Townies Runde { $round }: wir warten auf { $count } Spieler (siehe „{ $label }“)
pic-townies-card-goal = Zusatzziel: { $goal }
pic-townies-card-bonus = Bonus: { $bonus }
pic-townies-card-bonus-own = Bonus: { $bonus } (Karte des Projekts)
pic-townies-card-no-goals = keine Zielkarten (erstes Spiel)
pic-townies-shape = { $shape ->
    [bar] Balken
    [pistol] Pistole
    [hook] Haken
    [bee] Biene
    [wave] Welle
    [arch] Bogen
   *[propeller] Propeller
}
pic-townies-die-black = Schwarzer Würfel: { $shape }. Tippe shape, das Feld des Punkts und die Nummer: shape E4 2
pic-townies-die-white = Weißer Würfel: { $name } ({ $abbr }): tippe { $object } E5, oder basic E5 für das Basisobjekt deiner Farbe
pic-townies-legend-object = { $abbr } { $name }
pic-townies-legend-star = Sternfeld
pic-townies-legend-central = Zentrum
pic-townies-legend-last = letzte Runde
pic-townies-legend-own = deine Zeichnung dieser Runde
pic-townies-col-player = Spieler
pic-townies-col-objects = Objekte
pic-townies-col-soil = Boden
pic-townies-col-goal = Ziel
pic-townies-col-total = Summe
pic-townies-score-objects = Objekte { $score }
pic-townies-score-soil = Fester Boden { $score }
pic-townies-score-goal = { $goal } { $score }
pic-townies-score-line = { $rank }. { $name }: { $points } ({ $parts })
