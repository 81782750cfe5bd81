# So spielt man Twittens: die Anleitung, die `/game rules` und `rules` in der Konsole zeigen, und
# die Zusammenfassung des Spiels. Ein Befehl, den der Spieler tippt, ist ein Argument ({ $move_place }).
# Die Begriffe (Twitten, Lieblingsort, Bimble-Karten, Stapel, Umspannwerk …) sind die eigenen des
# Projekts: eine deutsche Ausgabe des Verlags lag hier nicht vor.
# Die Notation ("move place 1,0 90", t12, b3) bleibt in jeder Sprache gleich.

twittens-summary = Baue über vier Jahreszeiten einen Twitten aus Gassenplättchen: Häuser, Bäume, Straßenlaternen, Straßen, Bahnhöfe, Einrichtungen und geheime Bimble-Karten; geh zum Tee nach Hause, bevor die Häusergrenze erreicht ist.

twittens-guide =
    {"*"}*So wird gespielt.** Vier Jahreszeiten. Jede Jahreszeit beginnt damit, dass alle gleichzeitig wählen: einen Lieblingsort (1 von 3 verdeckt ausgeteilten Plättchen) und 2 oder 3 von 3 Bimble-Karten (geheime Ziele). Dann reihum: nimm ein Plättchen, leg es an deinen eigenen Twitten, verbunden über den Weg (ein Weg trifft nie auf Gras, eine Straße oder eine Bahnlinie), und entscheide ab 5 Plättchen, ob du zum Tee nach Hause gehst. Mehr als 7 Häuser (8 mit einem Umspannwerk) schicken dich nach Hause. Wenn alle zu Hause sind, wird die Jahreszeit gewertet; wer nach vier Jahreszeiten die meisten Punkte hat, gewinnt.

    {"*"}*Züge** (tippe `move` und den Zug: { $move_place }):
    - `move fav t12`: dein Lieblingsort
    - `move keep b3 b17` oder `move keep b3 b17 b20`: die Bimble-Karten, die du behältst
    - `move take a`, `move take b`, `move draw`, `move favourite`: woher dein Plättchen kommt
    - `move keep t5 on a`: ein gezogenes Plättchen behalten, das andere kommt auf Stapel A (`move keep t5`, sobald es einen Ablagestapel gibt)
    - `move place 1,0 90`: dein Plättchen auf x=1, y=0 legen, um 90 Grad im Uhrzeigersinn gedreht (0, 90, 180 oder 270)
    - `move return a` / `move return`: ein gezogenes Plättchen, das nirgends passt, geht zurück, und du gehst nach Hause
    - `move bimble b44` oder `move bimble none`: eine der Karten behalten, die deine Schule gezogen hat
    - `move home` oder `move stay`: Zeit für Tee

    {"*"}*Bilder.** Das Spielbild: der Twitten des Spielers am Zug groß, die anderen kleiner, Spalten `x=` und Reihen `y=`, wie `place` sie schreibt, leere Plätze, auf die ein Plättchen kommen kann, mit `x,y` beschriftet, das letzte Plättchen mit "zuletzt" umrandet, die obersten Plättchen der Stapel, jede Farbe mit ihrem Buchstaben oder ihrer Form (Legende). Nach einer Jahreszeit sind die wertenden Felder eingekreist, mit den Punkten nach Kategorie, dann der Wertungsblock. Deine Hand (nur du siehst sie): dein Twitten mit jeder erlaubten Lage deines Plättchens als Geisterplättchen, beschriftet mit dem Zug, den du tippst, dein Lieblingsort und deine Bimble-Karten mit ihrem Fortschritt.
