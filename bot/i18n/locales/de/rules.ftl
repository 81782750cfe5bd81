# Die eigenen Wörter des Dienstes in `/game rules` und im `rules` der Konsole: die Überschrift,
# die Zeile jeder Option und die Erklärung der Uhren. Schlüssel, Auswahlwerte und Vorgaben der
# Optionen und die Namen der Uhren sind Daten: sie bleiben so, wie man sie tippt.
# Die Begriffe sind die eigenen des Projekts.

rules-heading = {"*"}*{ $name }**: { $min } bis { $max } Spieler. { $summary }
rules-option = - Option `{ $key }`: { $description } Vorgabe: { $default }.
rules-option-choices = - Option `{ $key }` ({ $choices }): { $description } Vorgabe: { $default }.

rules-clocks = Uhren (gewählt, wenn das Spiel eröffnet wird, oder in seinen Einstellungen): Jeder Spieler hat ein Zeitkonto, das nur läuft, solange er eine Entscheidung schuldet, und das nach jeder Entscheidung aufgefüllt wird; Erinnerungen kommen, wenn eine Entscheidung fällig wird, nach der Hälfte ihrer Zeit und kurz bevor sie abläuft.
rules-clock = - `{ $name }`: { $summary }
rules-clock-relaxed = 3 Tage für jeden Zug
rules-clock-daily = 24 Stunden pro Zug, angespart bis zu einem Konto von 3 Tagen
rules-clock-brisk = 8 Stunden für jeden Zug
rules-clock-live = 5 Minuten pro Zug, angespart bis zu einem Konto von 15 Minuten
rules-clock-none = keine Uhr; Erinnerungen im üblichen Abstand des Schiedsrichters
rules-clocks-timeout = Läuft die Zeit eines Spielers ab, stimmen die anderen Spieler innerhalb eines Tages ab: länger warten (einen Tag mehr), diesen Zug überspringen (ein Computer entscheidet ihn) oder den Platz einem Computer übergeben (das Spiel wird dann nicht gewertet). Bei Gleichstand oder ohne Antwort gilt `timeout_default` des Tisches (`wait`, wenn in den Einstellungen nicht geändert). Ein laufendes Spiel abzubrechen braucht die Zustimmung aller Spieler.
