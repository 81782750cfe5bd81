# So spielt man BITS: die Anleitung, die `/game rules` und `rules` in der Konsole zeigen, die
# Zusammenfassung des Spiels und die Beschreibungen seiner Optionen (Schlüssel und Auswahlwerte
# bleiben, wie man sie tippt). Ein Befehl, den der Spieler tippt, ist ein Argument ({ $undo }).
# Die Begriffe (Rampe, Aufgabenkarte, Baukarte, Plättchen …) sind die eigenen des Projekts: die
# deutsche Ausgabe des Verlags (Ravensburger) lag hier nicht vor.
# Die Notation ("C h R", Spalten A-F, Farbbuchstaben R Y B P K) bleibt in jeder Sprache gleich.

bits-summary = Alle lassen gleichzeitig denselben Dominostein auf ihre eigene 6x6-Rampe fallen und bauen einfarbige Formen für die Aufgabenkarten. Drei Runden (vier in der fortgeschrittenen Version); im Solospiel reicht deine Wertung vom Aufräumtrupp bis zum Baumeister.

bits-option-advanced = Fortgeschrittene Version: eine 4. Runde mit einer Aufgabenkarte von Stapel 4.

bits-guide =
    {"*"}*So wird gespielt.** Jede Runde wird eine Aufgabenkarte aufgedeckt; alle Spieler werfen gleichzeitig ihr Startplättchen ein, dann das Plättchen jeder aufgedeckten Baukarte. Ein Plättchen rutscht in seinen Spalten gerade nach unten und bleibt auf dem unteren Rand oder auf einem Plättchen liegen. Ein einfarbiger Block wertet eine Aufgabenkarte, wenn er genau die Form der Karte hat (gedreht oder gespiegelt) und ihre Farbe, falls sie eine nennt; ein größerer Block wertet nichts. Karten von Stapel 1 geben +1 für jeden anderen Block aus genau 4 Feldern; Karten von Stapel 3 kosten Punkte. Jede offene Karte wertet am Ende jeder Runde. Einmal pro Runde darfst du stattdessen dein graues neutrales Plättchen einwerfen. Passt kein Dominostein mehr, bist du für diese Runde draußen. 3 Runden (4 mit `advanced`).

    {"*"}*Züge.** Spalte A-F, dann `h` (liegend, über dieser und der nächsten Spalte) oder `v` (stehend), dann bei einem zweifarbigen Plättchen die Farbe seines linken (liegend) oder oberen (stehend) Endes: R rot, Y gelb, B blau, P lila, K schwarz. Die Reihen gehen von 1 (unten) bis 6.
    - `C h R`: liegend über C und D, rotes Ende in C
    - `D v Y`: stehend in D, gelbes Ende oben
    - `E h`, `B v`: ein einfarbiges Plättchen (auch das Startplättchen)
    - `neutral C h`, `neutral D v`: stattdessen das neutrale Plättchen

    `moves` listet jeden erlaubten Einwurf und wo er landet. Die Einwürfe bleiben verdeckt, bis alle eingeworfen haben; bis dahin nimmt { $undo } deinen zurück.

    {"*"}*Bilder.** Das Spielbild: die Runde und das einzuwerfende Plättchen, die Aufgabenkarten, jede Rampe (Spalten oben, Reihen daneben, auf jedem Feld der Buchstabe seiner Farbe), der letzte Einwurf violett umrandet, jeder Block, den eine Aufgabenkarte wertet, mit seinen Punkten umrandet, die Punkte und das neutrale Plättchen jedes Spielers; am Ende einer Runde jede Rampe so, wie die Runde sie gewertet hat, bis die nächsten Startplättchen aufgedeckt sind; am Spielende die Wertungstabelle, der Sieger zuerst. Dein privates Bild: deine Rampe mit deinem verdeckten Einwurf gestrichelt dort, wo er landen wird.
