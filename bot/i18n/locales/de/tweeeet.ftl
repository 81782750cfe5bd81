# Die Sätze von Tweeeet (rules/tweeeet: game.py und words.py) auf Deutsch: was bei einem Flug
# geschieht, was der Schiedsrichter ablehnt und warum, wozu der Vogel am Zug aufgefordert wird, die
# Beschriftungen der Züge, die Wertung, die Zusammenfassung und der Alternativtext des Spielbilds.
# Rotkehlchen und Blaukehlchen heißen die Vögel in den deutschen Besprechungen der Cwali-Ausgabe;
# die übrigen Begriffe (Plättchen, Nestplättchen, Futter, Energie, Vorrat, Nest) sind die eigenen
# des Projekts, wie in pictures-tweeeet.ftl und guide-tweeeet.ftl: eine deutsche Regel des Verlags
# lag hier nicht vor.
# Daten bleiben Daten: Namen, Felder (F7), Plättchennummern, Spaltenbuchstaben und die Summen
# eines Wertungsbogens ("5 + (-1)") sind in jeder Sprache gleich.

## Vögel und Aufzählungen

tweeeet-bird = { $name } ({ $team ->
    [robin] Rotkehlchen
   *[bluethroat] Blaukehlchen
})
tweeeet-bird-of = { $team ->
    [robin] Rotkehlchen
   *[bluethroat] Blaukehlchen
} von { $name }
tweeeet-and = { $rest } und { $last }

## Was geschieht

tweeeet-row-laid = Reihe { $row } wird gelegt: Plättchen { $tile }.
tweeeet-row-laid-turned = Reihe { $row } wird gelegt: Plättchen { $tile }, um 180 Grad gedreht.
tweeeet-row-laid-nest = Reihe { $row } wird gelegt: das Nestplättchen.
tweeeet-rows-removed = { $count ->
    [one] Reihe { $rows } liegt mehr als { $behind } { $behind ->
        [one] Feld
       *[other] Felder
    } hinter jedem Vogel und wird entfernt
   *[other] Die Reihen { $rows } liegen mehr als { $behind } { $behind ->
        [one] Feld
       *[other] Felder
    } hinter jedem Vogel und werden entfernt
}; nicht gefressenes Futter kommt zurück in den Vorrat.
tweeeet-bonus = Neue Spieler: ein Vogel braucht zusätzliche Energie, also bekommt jeder Vogel, der noch fliegt oder schon nistet, { $energy } Energie extra.
tweeeet-stalemate = Jeder Vogel, der noch fliegt, wird von anderen Vögeln blockiert, also kann nie mehr jemand ziehen: der Flug endet, und diese Vögel gelten als nicht im Nest angekommen.
tweeeet-miss = { $bird } setzt den Zug aus: andere Vögel versperren jeden bezahlbaren Weg zu Futter.
tweeeet-miss-nest = { $bird } setzt den Zug aus: andere Vögel versperren jeden bezahlbaren Weg zu Futter oder zu einem Nest.
tweeeet-out = { $bird } hat nicht genug Energie, um zu irgendeinem Futter zu fliegen, und scheidet aus (zählt -1).
tweeeet-out-nest = { $bird } hat nicht genug Energie, um zu irgendeinem Futter oder Nest zu fliegen, und scheidet aus (zählt -1).
tweeeet-all-nested = Jeder überlebende Vogel hat sein Nest erreicht: der Flug ist vorbei.
tweeeet-flight-food = { $bird } fliegt { $spaces ->
    [one] { $spaces } Feld
   *[other] { $spaces } Felder
} von { $start } nach { $end } und frisst { $food ->
    [nut] eine Nuss
    [strawberry] eine Erdbeere
    [berry] eine Beere
    [caterpillar] eine Raupe
   *[beetle] einen Käfer
} (+{ $value }).
tweeeet-flight-nest = { $bird } fliegt { $spaces ->
    [one] { $spaces } Feld
   *[other] { $spaces } Felder
} von { $start } zum Nest der { $team ->
    [robin] Rotkehlchen
   *[bluethroat] Blaukehlchen
} auf { $end }.
tweeeet-energy-now = Deine Energie ist jetzt { $energy }.
tweeeet-flight-only = Die danach gelegten Plättchen und die Züge der folgenden Vögel zeigt das Bild erst, wenn der Flug gespielt ist: sie können vom Plättchenstapel und von Energie abhängen, die du nicht sehen kannst.

## Der Vogel am Zug

tweeeet-prompt = Flieg von { $space } zu einem Feld mit Futter: tippe seine Beschriftung, z. B. F7.
tweeeet-prompt-nest = Flieg von { $space } zu einem Feld mit Futter oder zum Nest deines Teams: tippe seine Beschriftung, z. B. F7.
tweeeet-move-food = { $food ->
    [nut] Nuss
    [strawberry] Erdbeere
    [berry] Beere
    [caterpillar] Raupe
   *[beetle] Käfer
} auf { $space }: kostet { $cost }, +{ $value }
tweeeet-move-nest = Nest auf { $space }: kostet { $cost }

## Ablehnungen

tweeeet-not-a-label = { $typed } ist keine Feldbeschriftung. Tippe das Feld, zu dem du fliegst, als Spaltenbuchstaben A-I und Reihennummer, wie es auf dem Bild beschriftet ist (z. B. F7).
tweeeet-no-space = Es gibt kein Feld { $space } auf dem Spielplan: gelegt sind jetzt die Reihen { $first } bis { $last }.
tweeeet-nest-not-laid = Zu einem Nest darfst du erst fliegen, wenn das Nestplättchen liegt.
tweeeet-not-your-nest = { $space } ist nicht dein Nest: die { $team ->
    [robin] Rotkehlchen
   *[bluethroat] Blaukehlchen
} müssen alle auf einem Nest enden, und ihres ist { $nest }.
tweeeet-their-nest = { $space } ist das Nest der { $team ->
    [robin] Rotkehlchen
   *[bluethroat] Blaukehlchen
}: Rotkehlchen und Blaukehlchen enden auf verschiedenen Nestern.
tweeeet-already-there = Dein Vogel ist schon auf { $space }: in jedem Zug musst du zu einem Feld mit Futter fliegen.
tweeeet-no-food = { $space } ist { $what ->
    [water] Wasser
    [start] das Startfeld
    [taken] von einem anderen Vogel besetzt
   *[empty] ein Feld ohne Futter
}: in jedem Zug musst du zu einem Feld mit Futter fliegen.
tweeeet-no-food-nest = { $space } ist { $what ->
    [water] Wasser
    [start] das Startfeld
    [taken] von einem anderen Vogel besetzt
   *[empty] ein Feld ohne Futter
}: in jedem Zug musst du zu einem Feld mit Futter fliegen (oder, da das Nestplättchen jetzt liegt, zum Nest deines Teams).
tweeeet-no-route = Kein offener Weg führt nach { $space }: Vögel können nicht durch Wasser, Futter, andere Vögel oder Nester fliegen.
tweeeet-too-far = Der Flug nach { $space } ist { $cost ->
    [one] { $cost } Feld
   *[other] { $cost } Felder
} lang, aber du hast nur { $energy } Energie: jedes Feld kostet 1 Energie.

## Warum ein Flug nicht zurückgenommen werden kann: das Ende von „Das kann nicht zurückgenommen werden: …“

tweeeet-undo-shuffled = der Plättchenstapel wurde gemischt
tweeeet-undo-drawn = { $count ->
    [one] ein Plättchen wurde vom Stapel gezogen (Reihe { $rows })
   *[other] { $count } Plättchen wurden vom Stapel gezogen (Reihen { $rows })
}
tweeeet-undo-out = das { $bird } hatte keine Energie mehr und ist ausgeschieden
tweeeet-undo-missed = das { $bird } war blockiert und hat seinen Zug ausgesetzt
tweeeet-undo-bonus = der Bonus für neue Spieler wurde verteilt
tweeeet-undo-over = das Spiel ist zu Ende und die Energie jedes Vogels wurde gezeigt

## Wertung

tweeeet-standing-hidden = Die Energie bleibt geheim, bis jeder überlebende Vogel sein Nest erreicht hat.
tweeeet-team-sum = { $team ->
    [robin] Rotkehlchen
   *[bluethroat] Blaukehlchen
} { $points } = { $total } / { $birds } = { NUMBER($average, maximumFractionDigits: 2) }
tweeeet-verdict-tie = Gleichstand: { $robins }; { $bluethroats }: beide Teams teilen sich den Sieg.
tweeeet-verdict-win = Die { $team ->
    [robin] Rotkehlchen
   *[bluethroat] Blaukehlchen
} gewinnen mit { NUMBER($average, maximumFractionDigits: 2) } gegen { NUMBER($against, maximumFractionDigits: 2) }: { $winners }; { $losers }.
tweeeet-standing-bird = { $team ->
    [robin] Rotkehlchen
   *[bluethroat] Blaukehlchen
} im Durchschnitt { NUMBER($average, maximumFractionDigits: 2) }; dieser Vogel { $points }
tweeeet-standing-failed = { $team ->
    [robin] Rotkehlchen
   *[bluethroat] Blaukehlchen
} im Durchschnitt { NUMBER($average, maximumFractionDigits: 2) }; dieser Vogel ist gescheitert, -1

## Der Alternativtext des Spielbilds (höchstens 1.024 Zeichen in jeder Sprache: siehe ROOM in rules/tweeeet/words.py)

tweeeet-alt-over-tie = Tweeeet ist vorbei: Gleichstand, beide Teams teilen sich den Sieg mit { NUMBER($average, maximumFractionDigits: 2) }.
tweeeet-alt-over-win = Tweeeet ist vorbei: die { $team ->
    [robin] Rotkehlchen
   *[bluethroat] Blaukehlchen
} gewinnen, Durchschnitt { NUMBER($average, maximumFractionDigits: 2) } gegen { NUMBER($against, maximumFractionDigits: 2) }.
tweeeet-alt-to-fly = Tweeeet, Rotkehlchen gegen Blaukehlchen. Es fliegt: { $bird }, ab { $space }.
tweeeet-alt-birds = Vögel: { $birds }.
tweeeet-alt-bird = { $bird } { $status ->
    [nested] im Nest { $space }
    [out] ausgeschieden
   *[flying] auf { $space }
}
tweeeet-alt-bird-over = { $bird } { $status ->
    [nested] im Nest { $space }
    [out] ausgeschieden
   *[flying] auf { $space }
}, Punkte { $points }
tweeeet-alt-team-sum = { $team ->
    [robin] Rotkehlchen
   *[bluethroat] Blaukehlchen
}: { $points } = { $total } / { $birds } = { NUMBER($average, maximumFractionDigits: 2) }.
tweeeet-alt-secret = Wertung: die Energie jedes Vogels bleibt geheim, bis jeder Vogel nistet oder ausgeschieden ist (ausgeschieden zählt -1).
tweeeet-alt-last-food = Letzter Flug: { $bird } von { $start } nach { $end }, { $spaces ->
    [one] { $spaces } Feld
   *[other] { $spaces } Felder
}, fraß { $food ->
    [nut] eine Nuss
    [strawberry] eine Erdbeere
    [berry] eine Beere
    [caterpillar] eine Raupe
   *[beetle] einen Käfer
} (+{ $value }).
tweeeet-alt-last-nest = Letzter Flug: { $bird } von { $start } nach { $end }, { $spaces ->
    [one] { $spaces } Feld
   *[other] { $spaces } Felder
}, landete im Nest.
tweeeet-alt-rows-pile = Reihen { $first } bis { $last } auf dem Tisch; { $tiles } Plättchen im Stapel.
tweeeet-alt-rows-nest = Reihen { $first } bis { $last } auf dem Tisch; das Nestplättchen liegt.
tweeeet-alt-talk = { $a } und { $b } sind { $distance } voneinander entfernt ({ $band ->
    [talk] reden
    [twitter] zwitschern
   *[flap] flattern
}).
tweeeet-alt-food = Futter in Reihe { $row }: { $food }.
tweeeet-alt-food-item = { $space } { $food ->
    [nut] Nuss
    [strawberry] Erdbeere
    [berry] Beere
    [caterpillar] Raupe
   *[beetle] Käfer
}

## Die Zusammenfassung

tweeeet-sum-to-fly = { $bird } fliegt ab { $space }.
tweeeet-sum-your-energy = Deine Energie: { $energy }.
tweeeet-sum-birds = Vögel: { $birds }.
tweeeet-sum-bird = { $bird } { $status ->
    [nested] im Nest auf { $space }
    [out] aus dem Spiel
   *[flying] auf { $space }
}
tweeeet-sum-bird-over = { $bird } { $status ->
    [nested] im Nest auf { $space }
    [out] aus dem Spiel
   *[flying] auf { $space }
}, Energie { $energy }
tweeeet-sum-last = Letzter Flug: { $name } von { $start } nach { $end } ({ $food ->
    [nest] Nest
    [nut] Nuss
    [strawberry] Erdbeere
    [berry] Beere
    [caterpillar] Raupe
   *[beetle] Käfer
}), { $spaces ->
    [one] { $spaces } Feld
   *[other] { $spaces } Felder
}.
tweeeet-sum-row = Reihe { $row }{ $tile ->
    [start] {" "}(Start)
    [nest] {" "}(Nestplättchen)
   *[landscape] {""}
}: { $parts }.
tweeeet-sum-row-grass = Reihe { $row }{ $tile ->
    [start] {" "}(Start)
    [nest] {" "}(Nestplättchen)
   *[landscape] {""}
}: nur Gras.
tweeeet-sum-food = Futter { $food }
tweeeet-sum-food-item = { $food ->
    [nut] Nuss
    [strawberry] Erdbeere
    [berry] Beere
    [caterpillar] Raupe
   *[beetle] Käfer
} { $column }
tweeeet-sum-water = Wasser { $columns }
tweeeet-sum-nests = Nester { $columns }
tweeeet-sum-arrow = Pfeil nach { $arrow ->
    [E] Osten
   *[W] Westen
}
tweeeet-sum-nest-laid = Das Nestplättchen liegt.
tweeeet-sum-pile = Plättchen im Stapel: { $tiles } (das letzte ist das Nestplättchen).
tweeeet-sum-talk = { $a } und { $b } sind { $distance } voneinander entfernt: sie dürfen { $band ->
    [talk] reden
    [twitter] zwitschern
   *[flap] flattern
}.
