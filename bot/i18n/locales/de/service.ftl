# Die Sätze des Dienstes (bot/service/: Lobby, Spielen, Züge, Ergebnis,
# Zurücknehmen, Lesen, Aufholen, Zugbaukasten, Bilder, Wiederholungen) auf
# Deutsch. Die Begriffe sind die des Projekts. Befehle in `...` sind das, was
# die Spieler tippen, und bleiben unübersetzt. Eine Meldung, die in der
# Konsole anders lautet, wählt nach { $front } (console oder discord).

## Gemeinsame Ablehnungen

svc-race = Das Spiel hat sich im selben Moment geändert; es ist nichts passiert. Sieh dir das Brett an und versuche es noch einmal.
svc-no-game = { $front ->
    [console] Hier läuft kein Spiel: starte eines mit `referee play`.
   *[discord] In diesem Kanal läuft kein Spiel. Starte eines mit `new`.
}
svc-not-started = Das Spiel hat noch nicht begonnen.
svc-not-playing = Du spielst in diesem Spiel nicht mit.

## Die Lobby

svc-channel-busy = In diesem Kanal läuft schon ein unbeendetes Spiel. Beende oder brich es zuerst ab, oder starte das neue Spiel in einem anderen Kanal oder Thread.
svc-opened = { $name } hat eine Partie { $game } eröffnet.
svc-lobby-title = { $front ->
    [console] { $game } ({ $min } bis { $max } Spieler)
   *[discord] **{ $game }** ({ $min } bis { $max } Spieler)
}
svc-lobby-options = Optionen: { $options }
svc-lobby-clock = Uhr: { $name } ({ $summary })
svc-lobby-seat = { $number }. { $name }
svc-lobby-seat-computer = { $number }. { $name } (Computer)
svc-lobby-free = { $free ->
    [one] { $free } Platz frei.
   *[other] { $free } Plätze frei.
} { $need ->
    [0] { $front ->
        [console] Es wird gewartet, bis die eingeladenen Spieler `join` tippen.
       *[discord] Bereit zum Start.
    }
    [one] Zum Start fehlt noch { $need }.
   *[other] Zum Start fehlen noch { $need }.
}
svc-join-started = Dieses Spiel hat schon begonnen; du kannst beim nächsten mitspielen.
svc-already-seated = Du hast in diesem Spiel schon einen Platz.
svc-game-full = Das Spiel ist voll (höchstens { $max } Spieler).
svc-lobby-race = Die Lobby hat sich im selben Moment geändert; bitte versuche es noch einmal.
svc-joined = { $name } ist beigetreten.
svc-joined-all = { $name } ist beigetreten: alle Eingeladenen sind da.
svc-leave-started = Das Spiel hat begonnen: mit `resign` übergibst du deinen Platz an einen Computerspieler.
svc-not-seated = Du hast in diesem Spiel keinen Platz.
svc-left = { $name } ist gegangen.
svc-left-closed = { $name } ist gegangen und niemand sitzt mehr am Tisch: das Spiel ist geschlossen.
svc-add-started = Computerspieler können nur vor dem Start hinzugefügt werden.
svc-add-forbidden = Nur wer am Tisch sitzt oder diesen Kanal verwalten darf, kann einen Computerspieler hinzufügen.
svc-unknown-level = { $level } ist keine Spielstärke für Computer. Wähle eine von: { $levels }.
svc-added = { $name } hat { $computer } hinzugefügt.
svc-already-started = Das Spiel hat schon begonnen.
svc-start-forbidden = Nur wer am Tisch sitzt oder diesen Kanal verwalten darf, kann das Spiel starten.
svc-too-few = { $game } braucht mindestens { $min } Spieler; { $seated } sitzen am Tisch. { $front ->
    [console] Nenne weitere mit --players oder füge Computerspieler mit --computer N hinzu.
   *[discord] Lade weitere ein oder füge einen Computerspieler hinzu.
}
svc-begins = { $game } beginnt! Sitzordnung: { $order }
svc-no-rematch = { $front ->
    [console] Hier gibt es kein beendetes Spiel, das noch einmal gespielt werden könnte.
   *[discord] In diesem Kanal gibt es kein beendetes Spiel, das noch einmal gespielt werden könnte.
}
svc-rematch-forbidden = Nur wer im letzten Spiel mitgespielt hat (oder diesen Kanal verwalten darf), kann eine Revanche verlangen.
svc-rematch = { $name } verlangt eine Revanche.
svc-rematch-invited = Eingeladen: die Spieler des letzten Spiels. Das Spiel beginnt, sobald alle beigetreten sind.

## Spielen

svc-not-playing-move = Du spielst in diesem Spiel nicht mit und kannst daher nicht ziehen.
svc-resigned-seat = Du hast dieses Spiel aufgegeben; ein Computerspieler hat deinen Platz.
svc-computer-seat = Ein Computerspieler hat deinen Platz übernommen.
svc-not-your-turn = Du bist nicht am Zug: wir warten auf { $names }.
svc-not-your-turn-nobody = Du bist nicht am Zug: wir warten auf niemanden.
svc-say-which-move = { $front ->
    [console] Welcher Zug? Tippe seine Notation (`moves` listet sie auf).
   *[discord] Welcher Zug? Tippe seine Notation (die Liste der erlaubten Züge wird automatisch ergänzt).
}
svc-move-too-long = Das ist zu lang für einen Zug ({ $length } Zeichen; ein Zug hat höchstens { $most }). Mit `moves` siehst du die erlaubten Züge.
svc-choice-other-game = { $front ->
    [console] Diese Auswahl gehört zu einem früheren Spiel hier.
   *[discord] Diese Auswahl gehört zu einem früheren Spiel in diesem Kanal.
}
svc-choice-stale = Diese Auswahl galt einer älteren Stellung; das Spiel ist weitergegangen. Es wurde nichts gespielt: wähle noch einmal aus den aktuellen Möglichkeiten.
svc-already-resigned = Du hast dieses Spiel schon aufgegeben.
svc-resigned-headline = { $name } hat aufgegeben; ein Computerspieler übernimmt den Platz und wird Letzter.
svc-already-computer = Den Platz von { $name } spielt schon ein Computer.
svc-acted-since = { $name } hat inzwischen gehandelt; niemand wurde ersetzt.
svc-replaced = { $name }: { $reason }; ein Computerspieler übernimmt.
svc-computers-resume = Die Computerspieler machen ihre Züge.

## Was eine Änderung erzählt

svc-made-their-move = { $name } hat gezogen.
svc-moved = { $name } hat gezogen.
svc-more-moves = … und { $count ->
    [one] { $count } weiterer Zug
   *[other] { $count } weitere Züge
}: siehe `history`.
svc-game-over = Das Spiel ist vorbei.
svc-still-to-act = Noch am Zug: { $names }.
svc-to-play = { $name } ist am Zug: { $prompt }
svc-computer-pause = { $names }: der Zug eines Computerspielers kommt etwa { $minutes } Minuten nach Beginn seines Zuges (computer_minutes dieses Tisches).
svc-final-standings = { $front ->
    [console] Endstand
   *[discord] **Endstand**
}
svc-standing = { $rank }. { $name }: { $score }
svc-standing-detail = { $rank }. { $name }: { $score } ({ $detail })
svc-resigned = aufgegeben
svc-resigned-detail = aufgegeben; { $detail }
svc-unrated = Ohne Wertung: ein Computer hat den Platz von { $names } übernommen (Zeit abgelaufen oder untätig); niemandes Wertung ändert sich.
svc-hand-changed = Deine geheimen Informationen haben sich geändert: mit `hand` siehst du sie.

## Einen Zug zurücknehmen

svc-undo-not-playing = Du spielst in diesem Spiel nicht mit und hast daher keinen Zug zum Zurücknehmen.
svc-undo-computer = Ein Computerspieler hat deinen Platz: es gibt nichts von dir zurückzunehmen.
svc-undo-no-move = Du hast in diesem Spiel noch keinen Zug gemacht.
svc-undo-played-since = Das lässt sich nicht zurücknehmen: { $name } hat inzwischen gespielt.
svc-undo-cannot = Das lässt sich nicht zurücknehmen: { $reason }.
svc-undo-ask = Deinen Zug `{ $notation }` zurücknehmen? ({ $said })
svc-undo-stale = Das lässt sich nicht mehr zurücknehmen: das Spiel ist inzwischen weitergegangen.
svc-took-back = { $name } hat den eigenen Zug zurückgenommen ({ $notation }).

## Ein Spiel lesen

svc-aborted-last = { $front ->
    [console] Das letzte Spiel hier wurde abgebrochen: starte mit `referee play` ein neues.
   *[discord] Das letzte Spiel in diesem Kanal wurde abgebrochen. Starte eines mit `new`.
}
svc-no-board-yet = Das Spiel hat noch nicht begonnen: es gibt noch kein Brett zu zeigen.
svc-no-hand = Du spielst in diesem Spiel nicht mit und hast daher keine Hand.
svc-hand-resigned = Du hast dieses Spiel aufgegeben: die geheime Ansicht deines Platzes gehört jetzt dem Computerspieler. Das Brett und `status` bleiben dir offen.
svc-no-moves-yet = Es wurden noch keine Züge gespielt.
svc-history-line = { $number }. { $said }
svc-history-undone = { $number }. { $said } (zurückgenommen)
svc-no-move-none = Einen Zug { $turn } gibt es nicht: es wurde noch kein Zug gespielt (0 zeigt den Anfang).
svc-no-move = Einen Zug { $turn } gibt es nicht: `history` nummeriert die Züge dieses Spiels von 1 bis { $last } (0 ist der Anfang).
svc-move-taken-back = Zug { $turn } wurde zurückgenommen: wähle einen anderen aus `history`.
svc-start-of-game = Der Anfang des Spiels.
svc-board-after = Brett nach Zug { $turn } von { $last }. { $said }
svc-board-start = Der Anfang des Spiels. { $said }
svc-move-of = Zug { $turn } von { $last }: { $said }
svc-private-alt = Geheime Ansicht für { $name }. { $summary }

## Während du weg warst

svc-catchup-nothing = Seit deinem letzten Zug (Zug { $since }) ist nichts passiert.
svc-catchup-no-move = Es wurde noch kein Zug gemacht.
svc-catchup-since = Seit deinem letzten Zug (Zug { $since }) { $count ->
    [one] wurde { $count } Zug
   *[other] wurden { $count } Züge
} gemacht:
svc-catchup-since-start = Seit Spielbeginn { $count ->
    [one] wurde { $count } Zug
   *[other] wurden { $count } Züge
} gemacht:
svc-catchup-private = Was dir seitdem geheim mitgeteilt wurde:
svc-catchup-own = Deine eigenen geheimen Informationen seitdem: { $changes }.
svc-catchup-view = Deine geheime Ansicht jetzt: { $view }
svc-catchup-scores = Punkte damals und jetzt: { $scores }.
svc-catchup-earlier = ({ $count ->
    [one] { $count } früherer Zug
   *[other] { $count } frühere Züge
}: siehe `history`.)
svc-catchup-changed = { $key } hat sich geändert
svc-catchup-then-now = { $key }: { $old } vorher, { $new } jetzt
svc-none = keine
svc-catchup-no-seat = Du hast in diesem Spiel keinen Platz, also gibt es nichts aufzuholen: `history` zeigt allen seine Züge.
svc-catchup-not-started = Das Spiel hat noch nicht begonnen: es gibt nichts aufzuholen.
svc-button-gone = Diese Schaltfläche gehört zu einem Spiel, das es hier nicht mehr gibt.

## Der Zugbaukasten und die Vorschau

svc-builder-stale = Diese Auswahl galt einer älteren Stellung: das Spiel ist weitergegangen. Fange noch einmal bei der Zugnachricht an.
svc-builder-other-game = { $front ->
    [console] Diese Auswahl gehört zu einem früheren Spiel hier.
   *[discord] Diese Auswahl gehört zu einem früheren Spiel in diesem Kanal.
}
svc-builder-gone = Diese Wahl wird hier nicht mehr angeboten. Fange noch einmal bei der Zugnachricht an.
svc-preview = Wenn du { $notation } spielst: { $sentence }
svc-preview-alt = Vorschau für { $name }. { $sentence }

## Wiederholungen

svc-replay-start = { $game }: der Anfang
svc-replay-alt = Wiederholung von { $game }, Spiel { $id }: { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}, ein Bild pro Zug.
svc-replay-none = Es gibt kein begonnenes Spiel { $id }.
svc-replay-aborted = Spiel { $id } wurde abgebrochen und hat daher keine Wiederholung.

# A computer seat's name in the game's language (its level: the level's choice name, commands.ftl)
svc-computer-name = Computer { $number } ({ $level })
