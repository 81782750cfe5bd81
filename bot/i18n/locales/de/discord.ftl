# Die Wörter des Discord-Frontends auf Deutsch.
# Die Überschrift einer Zugnachricht: der Name des Spiels und der Abschnitt, in dem es steht.

heading-game = { $game }
heading-round = { $game }: Runde { $number }
heading-round-of = { $game }: Runde { $number } von { $total }
heading-turn = { $game }: Zug { $number }
heading-turn-of = { $game }: Zug { $number } von { $total }
heading-season = { $game }: Jahreszeit { $number }
heading-season-of = { $game }: Jahreszeit { $number } von { $total }

# Die eigenen Sätze des Discord-Frontends (IDs „dc-“): Knöpfe, Antworten und
# Fehler. Eine öffentliche Karte steht in der Sprache des Spiels, eine nur für
# dich sichtbare Antwort in deiner. Befehle so, wie Discord sie auf Deutsch zeigt.
# Die Begriffe (Runde für die offene Runde vor dem Start, Computerspieler,
# Revanche) sind die des Projekts, wie in commands.ftl.

## Knöpfe und Menüs

dc-button-join = Beitreten
dc-button-leave = Verlassen
dc-button-computer = Computerspieler hinzufügen
dc-button-start = Starten
dc-button-level-easy = Leicht
dc-button-level-normal = Normal
dc-button-level-hard = Schwer
dc-button-choose-move = Meinen Zug wählen
dc-button-hand = Meine geheimen Infos
dc-button-catchup = Was ich verpasst habe
dc-button-history = Verlauf
dc-button-undo = Zurücknehmen
dc-button-undo-sure = Ja, zurücknehmen
dc-button-confirm-resign = Ja, aufgeben
dc-button-confirm-abort = Ja, Spiel abbrechen
dc-button-rematch = Revanche
dc-button-vote-wait = Länger warten
dc-button-vote-skip = Diesen Zug überspringen
dc-button-vote-hand = Platz einem Computer geben
dc-button-agree = Dem Abbruch zustimmen
dc-button-mute = Für diesen Zug stumm
dc-button-play-it = Spielen
dc-button-back = Zurück
dc-placeholder-move = Wähle deinen Zug
dc-placeholder-mine = Öffne eines deiner Spiele
dc-placeholder-step = Wählen…

## Öffentliche Karten

dc-the-game = Das Spiel
dc-deadline = { $name } ist am Zug, fällig { $due }
dc-final-heading = Endstand: { $game }
dc-final-standings = Endstand
dc-no-standings = Kein Endstand.
dc-ping-move = du bist am Zug.
dc-ping-thanks = danke fürs Spielen!
dc-ping-rematch = tretet bei, um noch einmal zu spielen!
dc-replay = Wiederholung der ganzen Partie, ein Bild pro Zug:
dc-status-over = Dieses Spiel ist zu Ende.
dc-lobby-started-by-joining = Alle Eingeladenen sind beigetreten: das Spiel hat begonnen (siehe unten).
dc-lobby-started-below = Das Spiel hat begonnen: siehe unten.

## Fehler

dc-cannot-post = Ich konnte in diesem Kanal nichts posten: Ich brauche hier die Berechtigungen „Kanal ansehen“, „Nachrichten senden“, „Dateien anhängen“ und „Links einbetten“ (und in Threads „Nachrichten in Threads senden“).
dc-apology = Entschuldigung, bei mir ist etwas schiefgegangen (Referenz `{ $reference }`). Sieh mit `/spiel status` nach, bevor du es erneut versuchst, und nenne die Referenz, wenn es wieder passiert.
dc-saved-later = Das ist gespeichert; es wird hier angekündigt, sobald die Datenbank wieder da ist.
dc-saved-shown = Das ist gespeichert und hier angekündigt, aber der Rest konnte nicht gezeigt werden: die Datenbank antwortet gerade nicht. Versuch es in einer Minute mit `/spiel status`.
dc-fault-nothing-changed = Die Datenbank antwortet gerade nicht; nichts wurde geändert. Versuch es in einer Minute noch einmal.
dc-fault-maybe-saved = Die Datenbank hat beim Speichern aufgehört zu antworten: deine Änderung ist vielleicht gespeichert, vielleicht nicht. Sieh mit `/spiel status` nach, bevor du es erneut versuchst.
dc-fault-unavailable = Die Datenbank ist gerade nicht erreichbar. Versuch es in einer Minute noch einmal.
dc-fault-database = Die Datenbank hat das abgelehnt; nichts wurde geändert. Versuch es in einer Minute noch einmal.
dc-no-dm = Gespielt wird in Serverkanälen und Threads, nicht in Direktnachrichten.
dc-out-of-date = Dieser Befehl ist veraltet: Discord aktualisiert die Befehlsliste des Bots noch. Versuch es in einer Minute noch einmal (oder lade Discord neu).
dc-check-failed = Diesen Befehl kannst du hier nicht verwenden.

## Die offene Runde

dc-lobby-open = Deine Runde ist offen. Andere treten mit ihrem Knopf „Beitreten“ oder `/spiel beitreten` bei; füge Computerspieler hinzu, wenn du magst, und drücke dann „Starten“.
dc-lobby-open-elsewhere = Die Runde ist offen (andere können `/spiel beitreten` verwenden).
dc-lobby-started = Diese Runde hat schon begonnen: ihre Knöpfe tun nichts mehr.
dc-lobby-closed = Diese Runde ist geschlossen: ihre Knöpfe tun nichts mehr.
dc-lobby-which-level = Welche Stufe? Leicht macht Anfängerfehler, normal ist der übliche Computerspieler, schwer denkt etwa eine Sekunde pro Zug nach.
dc-game-started = Das Spiel hat begonnen.
dc-rematch-started = Die Revanche hat begonnen.
dc-rematch-open = Die Runde für die Revanche ist offen: das Spiel beginnt, sobald alle Eingeladenen beigetreten sind.
dc-rematch-open-elsewhere = Die Runde für die Revanche ist offen (andere können `/spiel beitreten` verwenden).
dc-rematch-already = Dieser Kanal hat schon ein neues Spiel: tritt ihm mit `/spiel beitreten` bei.

## Spielen

dc-you-played = Du hast `{ $move }` gespielt.
dc-undone = Dein Zug wurde zurückgenommen.
dc-undo-moved-on = Das kann nicht mehr zurückgenommen werden: das Spiel ist seitdem weitergegangen.
dc-offer-ended = Dieses Angebot galt einem Spiel, das zu Ende ist; nichts wurde getan.
dc-allowed-now = Jetzt erlaubt: { $choices }
dc-choice-older = Diese Wahl galt einer älteren Stellung; das Spiel ist weitergegangen. Nichts wurde gespielt.
dc-choice-gone = Diese Wahl gibt es nicht mehr. Nichts wurde gespielt.
dc-not-running = Dieses Spiel läuft nicht mehr.
dc-not-a-move-yet = Diese Wahl ergibt noch keinen Zug. Wähle den Rest.

## Die Schritte des Zugbaukastens

dc-step-your-move = dein Zug
dc-step-turn = Du bist dran: { $prompt }.
dc-step-so-far = Bisher gewählt: { $trail }
dc-step-next = Wähle den nächsten Teil deines Zuges.
dc-step-first = Wähle deinen Zug, Schritt für Schritt.
dc-step-play-or-back = Spiel ihn, oder geh zurück und wähle neu.
dc-step-move = Dein Zug: `{ $move }`. Spiel ihn, oder geh zurück und wähle neu.

## Lesen

dc-which-game = Welches Spiel? Wähle eines in der Option `spiel`.
dc-nothing-to-show = Nichts zu zeigen.
dc-export-file = Die Stellung, so wie du sie sehen darfst:
dc-export-alt = Spielstellung als JSON

## Aufgeben und abbrechen

dc-resign-not-seated = Aufgeben kannst du nur in einem laufenden Spiel, in dem du einen Platz hast.
dc-resign-ask = Dieses Spiel { $game } aufgeben? Ein Computerspieler übernimmt deinen Platz, und du wirst Letzter. Das kann nicht rückgängig gemacht werden.
dc-resigned = Du hast aufgegeben; ein Computerspieler hat deinen Platz.
dc-abort-nothing = In diesem Kanal gibt es kein laufendes Spiel, das abgebrochen werden könnte.
dc-abort-lobby-who = Nur wer das Spiel eröffnet hat oder diesen Kanal verwalten darf, kann es abbrechen.
dc-abort-who = Nur die Spieler dieses Spiels oder wer diesen Kanal verwalten darf, können es abbrechen.
dc-abort-ask = Dieses Spiel { $game } für alle abbrechen? Es endet ohne Endstand. Das kann nicht rückgängig gemacht werden.
dc-abandon-ask = Vorschlagen, dieses Spiel { $game } aufzugeben? Es endet ohne Endstand, sobald alle Spieler innerhalb eines Tages zustimmen. Deine Zustimmung kann nicht zurückgenommen werden.
dc-confirm-ended = Diese Bestätigung galt einem Spiel, das schon zu Ende ist; nichts wurde getan.
dc-abandon-proposed = Du hast vorgeschlagen, das Spiel aufzugeben: es endet, sobald alle Spieler zustimmen.
dc-aborted = Abgebrochen.
dc-vote-decided = Deine Stimme zählt, und sie hat entschieden: sieh im Kanal nach.
dc-agreed = Du hast zugestimmt, das Spiel aufzugeben.
dc-agreed-abandoned = Du hast zugestimmt; das Spiel ist aufgegeben.

## Meine Spiele (/spiel meine)

dc-mine-head = Deine laufenden Spiele: { $count }, davon bist du in { $turns } am Zug.
dc-mine-menu-first = Das Menü zeigt die ersten { $count }.
dc-mine-more = … und { $count } { $count ->
    [one] weiteres Spiel
   *[other] weitere Spiele
  }.
dc-mine-line = { $game } auf { $where }: { $state }
dc-mine-option = { $game } auf { $where }
dc-mine-server = Server { $id }
dc-mine-lobby = offene Runde, { $seats } von { $most } Plätzen besetzt
dc-mine-resigned = du hast aufgegeben
dc-mine-your-turn = **du bist am Zug**
dc-mine-your-turn-due = **du bist am Zug**, fällig { $due }
dc-mine-your-turn-since = **du bist am Zug** seit { $since }
dc-mine-waiting = wartet auf { $players }
dc-mine-waiting-due = wartet auf { $players }, fällig { $due }
dc-mine-nobody = niemanden

## Sagen, dass jemand am Zug ist, und erinnern

dc-dm-turn = Du bist am Zug im Spiel { $game } in { $channel }: { $link } (dort mit { $move }).
dc-dm-refused = du bist am Zug (eine Direktnachricht hat dich nicht erreicht).
dc-reminder-at = fällig { $at }
dc-reminder-due = Erinnerung: { $pings } das Spiel { $game } hier wartet auf eure Entscheidung, { $due }. Verwendet { $move } (oder { $status }).
dc-reminder = Erinnerung: { $pings } das Spiel { $game } hier wartet seit über { $hours } Stunden auf eure Entscheidung. Verwendet { $move } (oder { $status }).
dc-reminder-dm = Erinnerung: dein Spiel { $game } in { $channel } wartet auf deine Entscheidung. Verwende dort { $move } (oder { $status }).
