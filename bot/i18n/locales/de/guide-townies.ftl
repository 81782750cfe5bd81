# So spielt man Townies: die Anleitung, die `/game rules` und `rules` in der Konsole zeigen, die
# Zusammenfassung des Spiels und die Beschreibungen seiner Optionen (Schlüssel und Auswahlwerte
# bleiben, wie man sie tippt). Ein Befehl, den der Spieler tippt, ist ein Argument ({ $undo }).
# Die Begriffe (Form, Objekt, Viertel/Block, Basisobjekt, Ziele, Bonuskarten …) sind die eigenen des
# Projekts: eine deutsche Ausgabe des Verlags lag hier nicht vor.
# Die Notation ("shape E4 2", "bank E5"), die Felder und die Buchstaben (R F I P C, Ct, Wm) bleiben
# in jeder Sprache gleich.

townies-summary = Stadtbau zum Würfeln und Zeichnen auf einem Stadtplan aus Sechsecken: jede Runde zeichnet jeder Spieler mit dem Marker in der Hand die gewürfelte Form oder ein Objekt, dann werden die Marker weitergegeben. Das Spiel endet, wenn jemand sein neuntes Objekt zeichnet.

townies-option-cards = Ziel- und Bonuskarten: none (erstes Spiel), individual (individuelle Ziele und Bonus), all (individuelle Ziele, Zusatzziel und Bonus).
townies-option-goal = Die Zusatzzielkarte (random, oder nenne eine).
townies-option-bonus = Bonuskarte: zufällig oder benannt; zoning und permit sind die eigenen des Projekts.
townies-option-designed_bonuses = Die eigenen Bonuskarten des Projekts (Bauamt, Baugenehmigung) kommen mit in die Zufallsziehung.
townies-option-marker = Der Startmarker des ersten Spielers (random, oder eine Farbe; für das Solospiel).

townies-guide =
    {"*"}*So wird gespielt.** Jede Runde zeigt der schwarze Würfel eine Form aus 4 Sechsecken, der weiße Würfel ein Objekt. Alle zeichnen gleichzeitig mit dem Marker in der Hand die Form (gedreht oder gespiegelt, auf leere Felder), das gewürfelte Objekt oder das Basisobjekt ihres Markers (neben einen Block seiner Farbe; einen Marktplatz neben ein Objekt). Ein Objekt punktet sofort nach seinen Nachbarn. Die Zeichnungen bleiben verdeckt, bis alle gehandelt haben; dann werden die Marker weitergegeben. Das Spiel endet in der Runde, in der jemand ein neuntes Objekt zeichnet; dann werden die Ziele gewertet. Bis die Runde abgeschlossen ist, nimmt { $undo } deine letzte Entscheidung zurück.

    {"*"}*Züge.** Ein Feld ist Spalte A-I und Reihe: `E5`.
    - `shape E4 2`: die gewürfelte Form in Ausrichtung 2 (siehe Bild), ihr gepunkteter Ankerpunkt auf E4
    - `shape E4 E5 F4 F5`: dasselbe über ihre vier Felder
    - `bank E5`: ein Objekt und sein Feld; oder `court`, `windmill`, `station`, `bike`, `square`
    - `rolled E5`, `basic E5`: das gewürfelte Objekt, das Basisobjekt deines Markers
    - `star`: einen markierten Stern für den Bonus abhaken, bevor du handelst
    - `pass`: wenn nichts passt, oder um einen Förderungszug früher zu beenden
    - `shape wave E4 2`: eine beliebige Form (nur mit Bauamt)
    `moves` listet die erlaubten Züge; `moves bank` die mit "bank".

    {"*"}*Bilder.** Spielbild: die Runde und wer handeln muss, die Würfel (jede Ausrichtung der Form, nummeriert), die Karten und jeden Stadtplan: Spalten oben, leere Felder beschriftet, Blöcke mit Buchstaben R Wohnen, F Bauernhof, I Industrie, P Park, C Gewerbe; Objekte als weißes Abzeichen (Ct Spielplatz, Wm Windmühle …: siehe Legende) über dem Buchstaben ihrer Farbe; Sterne, das umrahmte Zentrum, die letzte Runde violett umrandet. Unter einem Stadtplan: die Punkte jedes Objekts und was jedes Ziel zählt und einbringt (Spez: umschlossene Blöcke deiner Startfarbe; Stand: Objekte an Blöcken beider Farben). Am Ende der Wertungsbogen. Privates Bild: dein Stadtplan, die Zeichnung dieser Runde umrandet.
