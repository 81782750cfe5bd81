# Die eigenen Sätze der Konsole (bot/console/, bot/cli.py): was `referee play`,
# `demo`, `show` und `games --mine` ausgeben, und die Fehler, die sie in einem
# Satz erklären. Befehle, Optionen (--players, --images ...) und die Notation
# bleiben, wie man sie tippt. Jede Nachricht bekommt $front = "console".

## Warum eine Datei oder ein Ordner nicht benutzt werden konnte
con-reason-access = Zugriff verweigert
con-reason-not-permitted = in den Ordner darf nicht geschrieben werden
con-reason-read-only = das Dateisystem ist schreibgeschützt
con-reason-disk-full = der Datenträger ist voll
con-reason-not-a-folder = ein Teil dieses Pfads ist eine Datei, kein Ordner
con-reason-file-size = die Grenze für Dateigrößen (ulimit -f) ist erreicht

## Die Werte der Befehlszeile
con-no-such-game = Es gibt kein Spiel namens „{ $name }“. Spiele: { $count ->
    [0] noch keine
   *[other] { $games }
}.
con-option-pair = --option erwartet KEY=VALUE, nicht „{ $pair }“.
con-players-none = --players braucht mindestens einen Namen, z. B. --players alice,bob.
con-players-same = Die Namen der Spieler müssen verschieden sein (--players alice,bob).
con-players-computer = „{ $name }“ ist ein Name für Computerspieler: Wähle einen anderen oder nimm --computer N.

## Bilder und die Datenbank
con-images-is-a-file = Der Bilderordner { $folder } ist eine Datei, kein Ordner: Gib mit --images einen Ordner an (er wird angelegt, wenn er fehlt).
con-images-unwritable = Im Ordner { $folder } können keine Bilder gespeichert werden: { $reason }. Gib mit --images einen beschreibbaren Ordner an oder lass --images weg.
con-picture-unwritable = Das Bild { $path } kann nicht gespeichert werden: { $reason }. Gib mit --images einen beschreibbaren Ordner an oder lass --images weg.
con-images-unreadable = Der Bilderordner { $folder } kann nicht gelesen werden: { $reason }. Gib mit --images einen lesbaren Ordner an oder lass --images weg.
con-no-database = Unter { $db } gibt es keine Datenbank: Gib den Pfad der Datenbank des Schiedsrichters an.

## `referee play`
con-private-information = Du hast verdeckte Informationen: `{ $name }: hand` zeigt sie (das wird nur einmal gesagt; `hand` zeigt sie, wann immer du sie brauchst).
con-for-only = (nur für { $name }) { $text }
con-picture-saved = [Bild gespeichert: { $path }]
con-other-game = Diese Datenbank enthält eine nicht beendete Partie { $kind }; ob du sie abbrichst, entscheidest du.
con-resume-lobby = Die eröffnete, noch nicht begonnene Partie { $kind } aus { $db } wird fortgesetzt: Die Spieler nehmen Platz, dann beginnt sie.
con-resume-game = Die Partie { $kind } aus { $db } wird fortgesetzt.
con-line-form = Fehler: Schreib die Zeilen als „NAME: BEFEHL ARGUMENTE“, z. B. „alice: status“ (oder „help“).
con-not-seated = Fehler: „{ $who }“ sitzt nicht an diesem Tisch. Spieler: { $players }.
con-refused = abgelehnt: { $reason }
con-due = { $name } ist am Zug, fällig { $at }

## Die Befehle der Konsole: die Hilfe
con-help-header =
    Befehle: einer pro Zeile, geschrieben von dem Spieler, für den sie sind, „NAME: BEFEHL ARGUMENTE“
    (z. B. „alice: moves“); jeder Spieler darf jeden davon benutzen.
con-args-notation = NOTATION
con-args-words = [WÖRTER]
con-args-setting = [EINSTELLUNG WERT]
con-args-file = [DATEI]
con-args-game = [SPIEL]
con-help-move = einen Zug machen (`moves` listet sie, `rules` erklärt die Notation)
con-help-moves = deine erlaubten Züge; mit WÖRTERN nur die, die jedes Wort enthalten
con-help-status = die Stellung und wer am Zug ist
con-help-board = das Spielbrett (sein Bild wird mit --images gespeichert)
con-help-hand = deine verdeckte Sicht (ihr Bild wird mit --images gespeichert)
con-help-history = die bisherigen Züge, nummeriert
con-help-catchup =
    was seit deinem letzten Zug geschah: die Züge, deine eigenen verdeckten Änderungen,
    die Punkte damals und jetzt (Issue 28: während du weg warst)
con-help-turn = das Spielbrett nach Zug N von `history` (0: der Anfang)
con-help-undo = deinen letzten Zug zurücknehmen (wo das Spiel es erlaubt)
con-help-resign = ein Computerspieler übernimmt deinen Platz
con-help-vote =
    wenn jemandes Zeit abgelaufen ist, entscheiden die anderen: länger warten (einen Tag
    mehr), diesen Zug überspringen (ein Computer entscheidet ihn), den Platz einem Computer geben
con-help-me =
    deine eigenen Einstellungen, in jeder Partie gleich: zone (z. B. Europe/Berlin),
    quiet (z. B. 23-07 oder off), interval (Stunden), told (mention|dm), before
    (on|off), vacation (Tage oder back); allein: sie anzeigen
con-help-export =
    die ganze Stellung als JSON, verdeckte Informationen eingeschlossen
    (in DATEI, wenn angegeben): `referee show DATEI` lädt sie
con-help-rules = wie man spielt: die Notation jedes Zugs, was die Bilder zeigen
con-help-stats = deine Ergebnisse
con-help-leaderboard = die Wertungen in diesem Spiel (oder in SPIEL)
con-help-rematch = dasselbe Spiel noch einmal, gleiche Spieler und Optionen
con-help-join = deinen Platz in der Revanche einnehmen
con-help-abort =
    die Partie für alle beenden (in einer laufenden Partie mit mehreren Spielern: vorschlagen;
    sie endet, wenn alle Spieler innerhalb eines Tages zustimmen)
con-help-agree = dem Vorschlag zustimmen, die Partie abzubrechen
con-help-help = diese Liste (eine Zeile mit nur „help“ geht auch)

## Die Befehle der Konsole: Antworten und Ablehnungen
con-unknown-command = Unbekannter Befehl „{ $name }“. Befehle: { $commands }.
con-moves-none-match = Keiner deiner erlaubten Züge passt zu „{ $typed }“; `moves` allein listet sie alle.
con-moves-none = Du hast gerade keinen Zug zu machen.
con-moves-hint = { $count } Züge. Um nur die zu sehen, die jedes getippte Wort enthalten, füge Wörter hinzu: { $examples }.
con-moves-hint-example = `{ $name }: moves { $words }` ({ $count })
con-moves-hint-plain = { $count } Züge. Um weniger zu sehen, füge Wörter hinzu, die sie enthalten: `{ $name }: moves WÖRTER`.
con-turn-which = Sag, welcher Zug: `turn N` zeigt das Spielbrett nach Zug N von `history` (0: der Anfang).
con-vote-what = Sag, wofür du stimmst: `vote wait`, `vote skip` oder `vote hand`.
con-me-value = Sag auch den Wert, z. B. `me { $setting } ...`; `me` allein zeigt deine Einstellungen.
con-me-unknown = Es gibt keine Einstellung „{ $setting }“. Einstellungen: zone, quiet, interval, told, before, vacation.
con-export-not-started = Die Partie hat noch nicht begonnen: Es gibt keine Stellung zu exportieren.
con-export-unwritable = Die Stellung kann nicht nach { $target } geschrieben werden: { $reason }. Nenne eine Datei in einem beschreibbaren Ordner oder tippe `export` allein, um sie auszugeben.
con-export-written = Die Stellung steht in { $target }: `referee show { $target }` prüft sie und listet die Züge und Punkte.

## `referee demo`
con-demo-players = { $game } wird mit { $min } bis { $max } Spielern gespielt, nicht mit { $count }: Gib --players dazwischen an.
con-demo-played = { $game }, { $count ->
    [one] { $count } Computerspieler
   *[other] { $count } Computerspieler
}, Seed { $seed }: { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}.

## `referee show STATE.json`
con-show-not-a-state = { $path } ist kein Spielstand: Ein Spielstand ist ein JSON-Objekt mit einem Schlüssel "game", der das Spiel nennt (das README jedes Spiels beschreibt das Format).
con-show-game-not-a-name = In { $path } muss "game" der Name eines Spiels sein (eine Zeichenkette wie "bits"), nicht { $kind }.
con-json-kind = { $kind ->
    [object] ein Objekt
    [list] eine Liste
    [boolean] true oder false
    [number] eine Zahl
    [null] null
   *[string] eine Zeichenkette
}
con-show-in-file = In { $path }: { $fault }
con-show-no-file = Es gibt keine Datei { $path }: Gib den Pfad einer JSON-Datei mit einem Spielstand an.
con-show-folder = { $path } ist ein Ordner: Gib den Pfad einer JSON-Datei mit einem Spielstand an.
con-show-unreadable = { $path } kann nicht gelesen werden: { $reason }.
con-show-too-large = { $path } ist größer als { $megabytes } MB; ein Spielstand hat ein paar Kilobyte: Ist es die richtige Datei?
con-show-not-utf8 = { $path } ist kein UTF-8-Text (Byte { $byte } an Position { $offset }): Speichere den Spielstand als UTF-8-JSON.
con-show-not-json = { $path } ist kein gültiges JSON: { $error }.
con-show-too-deep = { $path } ist zu tief verschachtelt für einen Spielstand.
con-show-bad-value = { $path } enthält einen Wert, den JSON keinem Spiel geben kann ({ $error }).
con-show-levels = { $path } ist mehr als { $levels } Ebenen tief verschachtelt; ein Spielstand hat nur wenige Ebenen.
con-show-huge-number = { $path } enthält die Zahl { $start }... ({ $digits } Ziffern), größer als jede, die ein Spiel speichert (höchstens 2^64).
con-show-not-finite = { $path } enthält { $value } (NaN oder Infinity), keine Zahl, die ein Spiel speichert.
con-show-invalid = die Stellung ist ungültig: { $why }
con-show-invalid-deep = die Stellung ist ungültig: Sie ist zu tief verschachtelt.
con-show-invalid-large = die Stellung ist ungültig: Sie ist zu groß, um sie zu prüfen.
con-show-invalid-broken = die Stellung ist ungültig: { $why }.
con-show-broken = { $kind ->
    [entry] ein Eintrag fehlt oder ist falsch benannt ({ $text })
    [index] eine Liste ist zu kurz oder ein Index liegt außerhalb ({ $text })
    [type] ein Wert hat den falschen Typ ({ $text })
    [overflow] eine Zahl ist zu groß ({ $text })
    [zero] ein Wert, der nicht null sein darf, ist null
   *[value] ein Wert ist fehlerhaft oder außerhalb des Bereichs ({ $text })
}
con-show-over = Die Partie ist vorbei.
con-show-decide = { $name } entscheidet: { $prompt } ({ $count ->
    [one] { $count } erlaubter Zug
   *[other] { $count } erlaubte Züge
})
con-show-more = {"  "}... und { $count } weitere
con-show-scores = Punkte:
# Die Wertungskategorien der Spiele (ihre Schlüssel); ein unbekannter Schlüssel bleibt, wie er ist.
con-show-category = { $category ->
    [houses] Häuser
    [trees] Bäume
    [streetlights] Laternen
    [roads] Straßen
    [stations] Bahnhöfe
    [playgrounds] Spielplätze
    [allotments] Kleingärten
    [bimble] Bimble
    [objects] Objekte
    [bonus] Bonus
    [nested] im Nest
    [out] ausgeschieden
    [energy] Energie
    [failed] verfehlt
    [bird] Vogel
    [team_average] Teamdurchschnitt
   *[other] { $category }
}
con-show-round = Runde { $round }

## Der Befehl `referee`
con-error = Fehler: { $message }
con-crash-logged = Entschuldigung, der Schiedsrichter ist unerwartet gescheitert (Referenz { $reference }). Die Einzelheiten stehen in { $log }; bitte melde die Referenz mit ihnen.
con-crash = Entschuldigung, der Schiedsrichter ist unerwartet gescheitert (Referenz { $reference }). Bitte melde die Referenz und was du gerade getan hast.

## `referee games`, `replay` und `ratings`
con-games-none = Es sind noch keine Spiele installiert.
con-games-line = { $key }: { $name }, { $min } bis { $max } Spieler. { $summary }
con-games-option = {"    "}--option { $key }=...{ $choices }  { $description } (Standard { $default })
con-replay-folder = { $target } ist ein Ordner: Gib die GIF-Datei an, die geschrieben werden soll, z. B. { $example }.
con-replay-unwritable = Die Wiederholung kann nicht nach { $out } geschrieben werden: { $reason }.
con-replay-written = { $alt } Geschrieben nach { $out } ({ $size } Bytes).
con-ratings-rebuilt = Wertungen neu berechnet aus den Ergebnissen von { $count ->
    [one] { $count } gewerteten Partie
   *[other] { $count } gewerteten Partien
} in { $db }.
