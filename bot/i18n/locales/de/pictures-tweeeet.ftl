# Die Wörter der Tweeeet-Bilder (render/tweeeet.py) auf Deutsch.
# Die Begriffe (Rotkehlchen, Blaukehlchen, Futter, Nester) sind die eigenen des Projekts: eine deutsche
# Ausgabe des Verlags lag hier nicht vor.
# Daten bleiben Daten: Namen, Felder (F7), Zahlen und die Notation ("move F7") in jeder Sprache.

pic-tweeeet-team = { $team ->
    [robin] Rotkehlchen
   *[bluethroat] Blaukehlchen
}
pic-tweeeet-bird = { $team ->
    [robin] Rotkehlchen
   *[bluethroat] Blaukehlchen
} von { $name }
pic-tweeeet-start = Start
pic-tweeeet-nest-free = freies Nest
pic-tweeeet-nest = { $team ->
    [robin] Nest der Rotkehlchen
   *[bluethroat] Nest der Blaukehlchen
}
pic-tweeeet-on-start = Auf { $space }: { $names }
pic-tweeeet-verdict-over = Das Spiel ist vorbei
pic-tweeeet-verdict-tie = Gleichstand
pic-tweeeet-verdict-won = Die { $team ->
    [robin] Rotkehlchen
   *[bluethroat] Blaukehlchen
} gewinnen mit { NUMBER($average, maximumFractionDigits: 2) } gegen { NUMBER($against, maximumFractionDigits: 2) }
pic-tweeeet-head-over = Endwertung. { $verdict }.
pic-tweeeet-head-to-fly = Fliegt: { $bird } ab { $space } (umrandet)
pic-tweeeet-where = auf { $space }
pic-tweeeet-where-nested = im Nest { $space }
pic-tweeeet-where-out = aus dem Spiel
pic-tweeeet-bird-where = { $bird } { $where }
pic-tweeeet-bird-energy = { $bird } { $where }: deine Energie { $energy }
pic-tweeeet-bird-scores = { $bird } { $where }: Energie { $energy }, Punkte { $points }
pic-tweeeet-team-sum = { $team ->
    [robin] Rotkehlchen
   *[bluethroat] Blaukehlchen
}: { $points } = { $total } / { $birds } = { NUMBER($average, maximumFractionDigits: 2) }
pic-tweeeet-talk = { $distance } entfernt, dürfen { $band ->
    [talk] reden
    [twitter] zwitschern
   *[flap] flattern
}
pic-tweeeet-talk-short = { $distance }, { $band ->
    [talk] reden
    [twitter] zwitschern
   *[flap] flattern
}
pic-tweeeet-nest-laid = Nestplättchen gelegt: flieg zum Nest deines Teams.
pic-tweeeet-pile = Plättchen im Stapel: { $tiles } (das letzte ist das Nestplättchen)
pic-tweeeet-ate = fraß { $food ->
    [nut] eine Nuss
    [strawberry] eine Erdbeere
    [berry] eine Beere
    [caterpillar] eine Raupe
   *[beetle] einen Käfer
}
pic-tweeeet-nested = nistete
pic-tweeeet-last-flight = Letzter Flug (violette Linie): { $bird } { $start } nach { $end }, { $spaces ->
    [one] { $spaces } Feld
   *[other] { $spaces } Felder
}, { $what }
pic-tweeeet-legend-food = Futter: { $foods }; (n) gefressen.
pic-tweeeet-legend-food-item = { $value } { $food ->
    [nut] Nuss
    [strawberry] Erdbeere
    [berry] Beere
    [caterpillar] Raupe
   *[beetle] Käfer
}
pic-tweeeet-legend-birds = Rotkehlchen: orange Pillen, Blaukehlchen: blaue eckige Schilder. Um dorthin zu fliegen, tippe move F7.
pic-tweeeet-legend-arrow = Ein Pfeil neben einer Reihe: die nächste Reihe ist gedreht und ragt ein Feld in diese Richtung.
pic-tweeeet-private-energy = { $name } ({ $team }): Energie { $energy }
pic-tweeeet-private-none = Keine Energie mehr.
pic-tweeeet-private-rule = Jedes geflogene Feld kostet 1 Energie; Futter bringt seinen Wert.
