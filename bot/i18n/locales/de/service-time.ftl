# Die Sätze des Dienstes über Zeit, Abstimmungen, Einstellungen und die
# eigenen Spiele eines Spielers. Die Begriffe (Uhr, Zeitkonto, Abstimmung,
# Platz) sind die des Projekts (wie in rules.ftl), keine eines Verlags.
# Einstellungsschlüssel (idle_hours, timeout_default, max_games ...),
# Auswahlwerte (wait, skip, hand), Namen der Uhren und Befehle in
# Backticks sind Daten: sie bleiben in jeder Sprache, wie man sie tippt.

## Uhren

tm-clock-named = { $name } ({ $summary })
tm-clock-none = keine
tm-no-clock = Es gibt keine Uhr { $name }. Uhren: { $clocks }.
tm-days = { $n ->
    [one] { $n } Tag
   *[other] { $n } Tage
}
tm-hours = { $n ->
    [one] { $n } Stunde
   *[other] { $n } Stunden
}
tm-minutes = { $n ->
    [one] { $n } Minute
   *[other] { $n } Minuten
}
tm-less-than-a-minute = weniger als eine Minute
tm-out-of-time = Zeit abgelaufen
tm-bank-computer = { $name } (Computer)
tm-bank = { $name } { $left }{ $state ->
    [running] , läuft
    [away] , angehalten: im Urlaub
   *[idle] {""}
}
tm-banks = Uhr: { $clock }. Verbleibende Zeit: { $banks }.

## Abstimmungen über abgelaufene Zeit

tm-choice-wait = länger warten (einen Tag mehr)
tm-choice-skip = diesen Zug überspringen (ein Computer trifft diese eine Entscheidung)
tm-choice-hand = den Platz einem Computer übergeben
tm-done-wait = { $name } bekommt einen Tag mehr.
tm-done-skip = Ein Computer trifft diese Entscheidung für { $name }; der Platz bleibt bei { $name }.
tm-done-hand = Ein Computer spielt ab jetzt den Platz von { $name }; das Spiel wird nicht gewertet.
tm-no-choice = Es gibt keine Auswahl { $value }. Auswahl: { $choices }.

## Die Einstellungen eines Spiels

tm-no-setting = Es gibt keine Einstellung { $key }. Einstellungen: { $settings }.
tm-settings-forbidden = Nur wer das Spiel eröffnet hat (solange er mitspielt) oder wer diesen Kanal verwalten darf, kann die Einstellungen ändern.
tm-timeout-default-now = Die Einstellung timeout_default ist jetzt { $choice }: Antwortet niemand auf eine Abstimmung über eine abgelaufene Uhr, heißt das { $meaning }.
tm-hours-number = { $key } ist eine Anzahl Stunden, oder 0 für aus.
tm-hours-positive = { $key } ist eine positive Anzahl Stunden, oder 0 für aus.
tm-minutes-range = { $key } ist eine Anzahl Minuten über 0 und höchstens { $most } (0 für aus), nicht { $value }.
tm-setting-now = Die Einstellung { $key } ist jetzt { $value }.
tm-setting-off = Die Einstellung { $key } ist jetzt aus.
tm-no-language = Es gibt keine Sprache { $value } für ein Spiel. Sprachen: { $languages }.
tm-language-now = Die Einstellung language ist jetzt { $language }: Die Nachrichten dieses Spiels sind ab jetzt auf { $name }.
tm-clock-none-long = keine (keine Uhr)
tm-clock-now = Die Uhr dieses Tisches ist jetzt { $clock }. Die Zeit jedes Spielers beginnt jetzt neu.
tm-settings-clock = Uhr: { $clock }.
tm-settings-idle = idle_hours: { $hours } (der Platz eines schweigenden Spielers geht nach so langer Zeit an einen Computer).
tm-settings-idle-off = idle_hours: aus.
tm-settings-pause = computer_minutes: { $minutes } (jede Entscheidung eines Computerspielers wartet so viele Minuten, nachdem sie fällig ist, wie die eines Menschen; der Bot sieht alle paar Minuten nach, sie kann also etwas später kommen).
tm-settings-pause-off = computer_minutes: aus (Computerspieler ziehen sofort).
tm-settings-timeout = timeout_default: { $choice } (läuft die Zeit eines Spielers ab, stimmen die anderen Spieler ab: länger warten, diesen Zug überspringen oder den Platz einem Computer übergeben; ohne Antwort innerhalb eines Tages oder bei Gleichstand gilt dies; ist niemand sonst da, der abstimmen kann, sofort).
tm-settings-language = language: { $language } ({ $name }: die Sprache der Nachrichten dieses Spiels).
tm-settings-who = Wer das Spiel eröffnet hat (solange er mitspielt) oder wer diesen Kanal verwalten darf, kann sie ändern.

## Urlaub

tm-vacation-days-range = vacation_days ist eine ganze Zahl von Tagen im Jahr von 0 (kein Urlaub) bis { $most }, nicht { $value }.
tm-vacation-summary = Urlaub: noch { $left } von { $allowance } Tagen in diesem Jahr (was dieser Server gewährt)
tm-vacation-summary-away = Urlaub: im Urlaub bis { $until }; noch { $left } von { $allowance } Tagen in diesem Jahr (was dieser Server gewährt)
tm-vacation-none-here = Dieser Server gewährt keine Urlaubstage (sein vacation_days ist 0).
tm-vacation-already = Du bist schon bis { $until } im Urlaub. `vacation 0` holt dich früher zurück.
tm-vacation-used-up = Du hast in diesem Jahr keine Urlaubstage mehr (dieser Server gewährt { $allowance } im Jahr).
tm-vacation-length = Ein Urlaub dauert 1 bis { $left } ganze Tage (die Tage, die du in diesem Jahr noch hast), nicht { $days }.
tm-vacation-race = Du bist im selben Moment in den Urlaub gegangen; sonst wurde nichts getan.
tm-vacation-started = Du bist bis { $until } im Urlaub ({ $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}; in diesem Jahr noch { $left }): Deine Uhren stehen in jedem Spiel still ({ $told } benachrichtigt), und niemand wird erinnert, auf dich zu warten. `vacation 0` holt dich früher zurück und gibt die nicht genutzten ganzen Tage zurück.
tm-vacation-not-away = Du bist nicht im Urlaub.
tm-vacation-ended = Willkommen zurück: Deine Uhren laufen in jedem Spiel wieder ({ $told } benachrichtigt); { $back ->
    [one] { $back } Tag
   *[other] { $back } Tage
} zurückgegeben.
tm-vacation-vote-ends = Die Abstimmung über die Zeit von { $name } endet, ohne dass etwas geschieht: { $name } ist in den Urlaub gegangen.
tm-vacation-away = { $name } ist bis { $until } im Urlaub: Die Uhr von { $name } steht hier still, und niemand wird erinnert, auf { $name } zu warten.
tm-vacation-back = { $name } ist aus dem Urlaub zurück: Die Uhr von { $name } läuft wieder.
tm-vacation-day-used = Die Zeit von { $name } ist abgelaufen, also wird stattdessen einer der Urlaubstage von { $name } genutzt (in diesem Jahr noch { $left }): Die Uhren von { $name } stehen bis { $until } still.

## Eine Abstimmung beantworten

tm-vote-earlier-game = Diese Abstimmung gehört zu einem früheren Spiel { tm-in-this-channel }.
tm-vote-none-open = An diesem Tisch ist keine Abstimmung offen: nichts wurde gezählt.
tm-vote-own-time = Was geschieht, wenn deine Zeit abgelaufen ist, entscheiden die anderen Spieler; spiel deinen Zug, um die Abstimmung zu schließen.
tm-vote-not-yours = Nur die anderen Spieler an diesem Tisch stimmen über die Zeit von { $name } ab.
tm-vote-decided = Die Abstimmung über die Zeit von { $name } ist entschieden: { $done }
tm-vote-counted = Deine Stimme über die Zeit von { $name } ist gezählt: { $meaning }. Bisher haben { $answers } von { $voters } geantwortet.

## Was die Zeit mit einem laufenden Spiel macht

tm-abandon-expired = Nicht alle haben innerhalb eines Tages zugestimmt, das Spiel aufzugeben: Der Vorschlag ist verfallen, und es wird weitergespielt.
tm-vote-over = Die Abstimmung über die Zeit von { $name } ist vorbei: { $done }
tm-time-ran-out-vote = Die Zeit von { $name } ist abgelaufen. Mit dem Platz geschieht nichts, bis die anderen Spieler entscheiden (`vote wait`, `vote skip` oder `vote hand`), spätestens { $until }: { $choices }. Ohne Antwort: { $default }.
tm-time-ran-out-default = Die Zeit von { $name } ist abgelaufen. Da sonst niemand entscheiden kann, gilt die Vorgabe des Tisches: { $done }
tm-reminders-stop = { $name } hat auf { $count } Erinnerungen nicht geantwortet: Der Schiedsrichter erinnert { $name } nicht mehr, bis wieder gespielt wird.
tm-closed-idle = Niemand hat dieses Spiel { $game } seit { $days ->
    [one] { $days } Tag
   *[other] { $days } Tagen
} gespielt: Der Schiedsrichter hat es geschlossen. Es zählt für niemanden. { tm-channel-free }

## Ein Spiel aufgeben

tm-abort-forbidden = Nur ein Spieler am Tisch oder wer diesen Kanal verwalten darf, kann das Spiel abbrechen.
tm-aborted = { $name } hat das Spiel { $game } abgebrochen. { tm-channel-free }
tm-close-lobby-forbidden = Nur wer das Spiel eröffnet hat oder wer diesen Kanal verwalten darf, kann die Lobby schließen.
tm-abandon-earlier-game = Dieser Vorschlag gehört zu einem früheren Spiel { tm-in-this-channel }.
tm-abandon-none = Niemand hat vorgeschlagen, dieses Spiel aufzugeben (oder der Vorschlag ist verfallen): `abort` schlägt es vor.
tm-abandon-not-playing = Nur die Spieler, die dieses Spiel noch spielen, stimmen zu, es aufzugeben.
tm-abandon-agreed-already = Du hast schon zugestimmt, dieses Spiel aufzugeben; es endet, wenn alle Spieler zustimmen.
tm-abandoned = Alle, die noch spielen, haben zugestimmt, das Spiel { $game } aufzugeben: Es zählt für niemanden. { tm-channel-free }
tm-abandon-proposed = { $name } stimmt zu, dieses Spiel { $game } aufzugeben. Es endet, wenn alle Spieler zustimmen (`agree`), spätestens { $until }; danach wird weitergespielt. Es fehlen noch: { $waiting }.

## Das Tor, durch das jede Änderung geht

tm-restarting = Der Schiedsrichter startet neu; nichts wurde getan. Versuch es in einer Minute noch einmal.
tm-game-over = { $front ->
    [console] Dieses Spiel ist vorbei: `rematch` richtet es neu ein, oder starte `referee play` für ein anderes.
   *[discord] Das Spiel in diesem Kanal ist vorbei. Starte ein neues mit `new`.
}
tm-not-started = { $front ->
    [console] Das Spiel hat noch nicht begonnen: Es beginnt, wenn jeder eingeladene Spieler `join` getippt hat.
   *[discord] Das Spiel hat noch nicht begonnen. Nutze `start`, wenn alle beigetreten sind.
}
## Die Grenze für laufende Spiele

tm-max-games-range = max_games ist eine ganze Zahl von Spielen von 0 (keine Grenze) bis { NUMBER($most, useGrouping: 0) }, nicht { $value }.
tm-cap-reached = Du spielst schon { $seated ->
    [one] { $seated } laufendes Spiel
   *[other] { $seated } laufende Spiele
}, und dieser Server erlaubt höchstens { $cap } gleichzeitig (seine Einstellung `max_games`). Beende, verlass oder gib zuerst eins davon auf.

## Erinnerungen

tm-mute-not-running = Dieses Spiel läuft nicht mehr: Es gibt nichts stummzuschalten.
tm-mute-not-yours = Nur der Spieler, für den diese Erinnerung ist, kann sie stummschalten.
tm-mute-decided = Diese Erinnerung galt einer Entscheidung, die du schon getroffen hast: nichts wurde stummgeschaltet.
tm-muted = Keine Erinnerungen mehr für diesen Zug von dir. Die nächste kommt mit deinem nächsten Zug.
tm-heads-up = Hinweis für { $name }: { $before } (spielt vor dir) hat mit dem Zug begonnen.

## Die Einstellungen eines Servers

tm-abandon-days-range = abandon_after_days ist eine ganze Zahl von Tagen von 0 (nie ein Spiel schließen) bis { $most }, nicht { $value }.
tm-server-clock = Servereinstellungen. clock: { $clock } (die Uhr neuer Spiele, die keine wählen).
tm-server-abandon = abandon_after_days: { $days ->
    [0] 0 (Spiele, die niemand spielt, werden nie geschlossen)
   *[other] { $days } (ein laufendes Spiel, das so viele Tage niemand gespielt hat, wird geschlossen)
}{ $default ->
    [yes] {" "}(die Vorgabe des Schiedsrichters)
   *[no] {""}
}.
tm-server-max-games = max_games: { $cap ->
    [0] 0 (keine Grenze für laufende Spiele)
   *[other] { NUMBER($cap, useGrouping: 0) } (die meisten laufenden Spiele, in denen ein Spieler gleichzeitig sitzen darf)
}{ $default ->
    [yes] {" "}(die Vorgabe des Schiedsrichters)
   *[no] {""}
}.
tm-server-vacation-days = vacation_days: { $days ->
    [0] 0 (kein Urlaub).
   *[other] { $days } (Tage im Jahr, die jeder Spieler mit angehaltenen Uhren fehlen darf; auch einzeln statt einer abgelaufenen Zeit genutzt).
}
tm-server-takeover = takeover_level: { $level } (der Computer, der den Platz eines Spielers übernimmt, der aufgegeben hat oder dessen Zeit abgelaufen ist).
tm-server-who = Wer diesen Server verwalten darf, kann sie ändern.
tm-server-forbidden = Nur wer diesen Server verwalten darf, kann die Einstellungen des Servers ändern.
tm-takeover-level-wrong = takeover_level: { $value } ist keine Stufe eines Computers. Wähle eine von: { $levels }.
tm-server-changed = Die Einstellungen des Servers wurden geändert. { $settings }

## Die eigenen Einstellungen eines Spielers

tm-no-zone = Es gibt keine Zeitzone { $name }. Nimm einen Namen wie Europe/Berlin, America/Los_Angeles oder Asia/Tokyo (die IANA-Namen).
tm-no-zone-close = Es gibt keine Zeitzone { $name }. Nimm einen Namen wie Europe/Berlin, America/Los_Angeles oder Asia/Tokyo (die IANA-Namen). Meintest du { $close }?
tm-quiet-wrong = Ruhezeiten sind zwei verschiedene ganze Stunden von 0 bis 23 in deiner Zeitzone, Beginn-Ende, etwa 23-07 (über Mitternacht geht auch), oder off; nicht { $value }.
tm-interval-wrong = Dein Erinnerungsabstand ist eine Anzahl Stunden von { $least } (öfter erinnert der Schiedsrichter nie) bis { $most }, oder off für den des Tisches; nicht { $value }.
tm-told-wrong = Dass du am Zug bist, erfährst du per `mention` (im Kanal des Spiels) oder `dm` (als Direktnachricht), nicht { $value }.
tm-before-wrong = Der Hinweis, wenn der Spieler vor dir beginnt, ist on oder off, nicht { $value }.
tm-no-my-setting = Es gibt keine Einstellung { $key }. Einstellungen: zone, quiet, interval, told, before, vacation.
tm-vacation-wrong = vacation ist eine ganze Zahl von Tagen, oder 0, um zurückzukommen; nicht { $value }.
tm-my-zone = Zeitzone: { $zone }
tm-my-quiet = Ruhezeiten: { $start }-{ $end } (dann keine Erwähnungen; eine wartet, bis sie enden)
tm-my-quiet-off = Ruhezeiten: aus
tm-my-interval = Erinnerungsabstand: höchstens eine Erinnerung alle { $hours } Stunden
tm-my-interval-table = Erinnerungsabstand: der des Tisches
tm-my-told-dm = dass du am Zug bist: per Direktnachricht (eine Erwähnung im Kanal, wenn Discord keine senden kann)
tm-my-told-mention = dass du am Zug bist: per Erwähnung im Kanal des Spiels
tm-my-before = Hinweis, wenn der Spieler vor dir beginnt: { $on ->
    [yes] an
   *[no] aus
}
tm-my-line = - { $line }
tm-my-settings = Deine Einstellungen (auf jedem Server dieselben):
tm-my-settings-changed = Deine Einstellungen wurden geändert (auf jedem Server dieselben):

## Meine Spiele

tm-place-level = alle { $players } gleichauf, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
tm-place = { $tied ->
    [yes] geteilter{" "}
   *[no] {""}
}{ $rank }. Platz von { $players }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
tm-mine-console-table = der Tisch { $channel } der Konsole
tm-mine-channel = #{ $channel } auf Server { $guild }
tm-mine-lobby = Lobby, { $taken } von { $seats } Plätzen besetzt
tm-mine-resigned = du hast aufgegeben
tm-mine-your-turn = **du bist am Zug**
tm-mine-your-turn-due = **du bist am Zug**, fällig { $deadline }
tm-mine-your-turn-since = **du bist am Zug** seit { $since }
tm-mine-nobody = niemanden
tm-mine-waiting = wartet auf { $waiting }
tm-mine-waiting-due = wartet auf { $waiting }, fällig { $deadline }
tm-mine-state-place = { $state }; { $place }
tm-mine-none = { $here ->
    [yes] Du hast { tm-in-this-server } keine laufenden Spiele.
   *[no] Du hast keine laufenden Spiele.
}
tm-mine-heading = { $here ->
    [yes] Deine laufenden Spiele { tm-in-this-server }: { $games }, in { $turns } davon bist du am Zug.
   *[no] Deine laufenden Spiele: { $games }, in { $turns } davon bist du am Zug.
}
tm-mine-line = - { $name } (Spiel { $game }), { $where }: { $state }
tm-mine-not-yours = Das ist keins deiner Spiele: Du kannst nur Spiele öffnen, in denen du einen Platz hast.
tm-mine-over = Dieses Spiel { $game } ist vorbei: Sein Kanal zeigt den Endstand.
tm-mine-private-view = Deine eigene Ansicht: { $view }

## Statistik und Bestenlisten

tm-stats-record = Bilanz { tm-in-this-server }: { $finished } beendet, { $abandoned } aufgegeben, { $timed_out } mit abgelaufener Zeit (Platz an einen Computer übergeben), { $resigned } selbst aufgegeben.
tm-stats-none = { $name } hat { tm-in-this-server } noch keine beendeten Spiele.
tm-stats-games = { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}
tm-stats-wins = { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}
tm-stats-average = Schnitt { $average }, bestes { $best }
tm-stats-solo = { $solo } allein
tm-stats-rating = Wertung { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ({ $rated } gewertet)
tm-stats-line = { $game }: { $parts }
tm-leaderboard = **Bestenliste { $game }** (Wertung = mu - 3 sigma, openskill)
tm-leaderboard-line = { $place }. { $name }: { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ({ $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
})
tm-leaderboard-empty = Noch niemand hat eine Wertung: Beendet ein Spiel mit zwei oder mehr Leuten.
tm-leaderboard-solo = **Beste Solospiele**
tm-leaderboard-solo-line = { $place }. { $name }: { $score }, { $date }
tm-leaderboard-solo-detail = { $place }. { $name }: { $score } ({ $detail }), { $date }

## Störungen der Datenbank, die ein Spieler liest

tm-store-unreachable = Die Datenbank ist gerade nicht erreichbar; { $saved ->
    [yes] die Änderung ist vielleicht nicht gespeichert: Sieh dir den Stand des Spiels an und versuch es dann noch einmal.
   *[no] nichts wurde geändert. Versuch es in einer Minute noch einmal.
}
tm-store-no-connection = Die Datenbank hat gerade keine freie Verbindung für den Bot; { $saved ->
    [yes] die Änderung ist vielleicht nicht gespeichert: Sieh dir den Stand des Spiels an und versuch es dann noch einmal.
   *[no] nichts wurde geändert. Versuch es in einer Minute noch einmal.
}
tm-store-timeout = Die Datenbank { $wait ->
    [connect] hat innerhalb von { $seconds } s keine Verbindung gegeben
    [confirm] hat die Änderung nicht innerhalb von { $seconds } s bestätigt
   *[answer] hat nicht innerhalb von { $seconds } s geantwortet
}; { $saved ->
    [yes] die Änderung ist vielleicht nicht gespeichert: Sieh dir den Stand des Spiels an und versuch es dann noch einmal.
   *[no] nichts wurde geändert. Versuch es in einer Minute noch einmal.
}
tm-store-fault = Die Datenbank kann gerade nicht genutzt werden; die Meldung für die Verwaltung des Bots: { $detail }

## Wo das Spiel ist / Где идёт игра: as each front end says it

tm-in-this-channel = { $front ->
    [console] hier
   *[discord] in diesem Kanal
}
tm-in-this-server = { $front ->
    [console] in dieser Datenbank
   *[discord] auf diesem Server
}
tm-channel-free = { $front ->
    [console] Starte `referee play` erneut für ein weiteres Spiel.
   *[discord] Der Kanal ist frei.
}
