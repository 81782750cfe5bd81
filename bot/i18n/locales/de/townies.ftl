# Die eigenen Sätze von Townies (rules/townies) auf Deutsch: Aufforderungen, Zugbeschriftungen,
# Ereignisse, Ablehnungen, Gleichstände, die Zusammenfassung und der Alternativtext.
# Die Begriffe (Form, Objekt, Block, Basisobjekt, Sternfeld, Objektleiste, Ziele, Bonuskarten …) sind
# die eigenen des Projekts, wie in pictures-townies.ftl und guide-townies.ftl: eine deutsche Ausgabe
# des Verlags (Hobby World) lag hier nicht vor.
# Daten bleiben Daten: Felder (E5), die Notation ("shape C3 2", "court E5", "pass") und die Namen
# der Spieler in jeder Sprache.

## Die Namen der Dinge

townies-colour = { $colour ->
    [red] rot
    [yellow] gelb
    [brown] braun
    [green] grün
    [blue] blau
   *[other] { $colour }
}
townies-colour-block = { $colour ->
    [red] roten Block (Wohnen)
    [yellow] gelben Block (Bauernhof)
    [brown] braunen Block (Industrie)
    [green] grünen Block (Park)
   *[blue] blauen Block (Gewerbe)
}
townies-object = { $object ->
    [court] Spielplatz
    [windmill] Windmühle
    [station] Bahnhof
    [bike] Radverleih
    [bank] Bank
    [square] Marktplatz
   *[other] { $object }
}
townies-shape = { $shape ->
    [bar] Balken
    [pistol] Pistole
    [hook] Haken
    [bee] Biene
    [wave] Welle
    [arch] Bogen
    [propeller] Propeller
   *[other] { $shape }
}
townies-shape-a = { $shape ->
    [bar] einen Balken
    [pistol] eine Pistole
    [hook] einen Haken
    [bee] eine Biene
    [wave] eine Welle
    [arch] einen Bogen
   *[propeller] einen Propeller
}
townies-bonus = { $bonus ->
    [funding] Förderung
    [stable-soil] Fester Boden
    [zoning] Bauamt
   *[permit] Baugenehmigung
}
townies-bonus-text = { $bonus ->
    [funding] Hake einen markierten Stern ab: In dieser Runde zeichnest du die gewürfelte Form und dazu das gewürfelte Objekt oder das Basisobjekt.
    [stable-soil] Jedes Objekt auf einem Sternfeld bringt sofort 3 Siegpunkte.
    [zoning] Hake einen markierten Stern ab: In dieser Runde darfst du statt der gewürfelten Form jede Form des schwarzen Würfels zeichnen.
   *[permit] Hake einen markierten Stern ab: In dieser Runde darfst du statt des gewürfelten Objekts jedes Objekt des weißen Würfels zeichnen (die Platzierungsregeln gelten weiter).
}
townies-goal = { $goal ->
    [specialization] Spezialisierung
    [standardization] Standardisierung
    [crossroads] Kreuzung
    [downtown] Innenstadt
    [hub] Knotenpunkt
    [recreational] Erholungsgebiete
    [suburbs] Vororte
    [surroundings] Umgebung
    [symmetry] Symmetrie
    [triangle] Dreieck
    [routes] Stadtwege
   *[windrose] Windrose
}
townies-solo-verdict = { $level ->
    [76] Der schönste Ort der Welt!
    [71] Hier ist es so schön, dass ich nicht einmal an Urlaub woanders denke.
    [66] Viel besser als in einer Großstadt, und die Luft ist frisch.
    [56] Touristen kaufen gern Postkarten mit unseren Ansichten.
    [46] Alles scheint an seinem Platz, aber es gibt so gut wie nichts zu tun.
    [36] Hier drängen sich die Leute, und der Verkehr hört nie auf.
    [26] Ich bin nicht wirklich gern hier.
   *[0] Wie komme ich nur dazu, hier zu wohnen?!
}

## Was ein Platz schuldet

townies-prompt-funding-object = Runde { $round }, { $bonus }: Zeichne jetzt mit deinem Marker ({ $marker }) das Objekt { $rolled } oder { $basic }, oder passe.
townies-prompt-funding-shape = Runde { $round }, { $bonus }: Zeichne jetzt mit deinem Marker ({ $marker }) die Form { $shape }, oder passe.
townies-prompt-bonus = Runde { $round }, { $bonus }: { $text } Zeichne mit deinem Marker ({ $marker }).
townies-prompt-action = Runde { $round }: Zeichne mit deinem Marker ({ $marker }) die Form { $shape }, das gewürfelte Objekt ({ $rolled }) oder das Basisobjekt ({ $basic }){ $star ->
    [yes] , oder hake einen Stern ab für { $bonus }
   *[no] {""}
}.

## Zugbeschriftungen und die Schritte eines Zugbaukastens

townies-label-star = einen markierten Stern abhaken: { $bonus }
townies-label-object = { $object } auf { $cell } ({ $origin ->
    [rolled] gewürfelt
    [basic] Basisobjekt
   *[bonus] Bonus
}): { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}{ $star ->
    [yes] , Sternfeld
   *[no] {""}
}
townies-label-shape = { $shape } Nr. { $number } auf { $cells }
townies-label-pass-funded = den Zug ohne die zweite Aktion beenden
townies-label-pass-nothing = in dieser Runde passt nichts: passen
townies-step-column = Spalte { $column }
townies-step-row = Reihe { $row }
townies-step-shape = Form: { $shape }
townies-step-shape-rolled = Form (gewürfelt): { $shape }
townies-step-orientation = { $shape } Nr. { $number }
townies-step-object = Objekt: { $object }

## Was geschah

townies-you-pass = Du passt in dieser Runde.
townies-you-end-funded = Du beendest deinen geförderten Zug.
townies-you-star = Du hakst einen Stern ab: { $bonus }. { $text }
townies-you-shape = Du zeichnest die Form { $shape } ({ $marker }) auf { $cells }.
townies-circled = Feld { $space } deiner Objektleiste wird eingekreist.
townies-you-object = Du zeichnest das Objekt { $object } ({ $marker }) auf { $cell }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} (Objekt { $count } von { $line }).
townies-star-marked = Es steht auf einem Sternfeld: Du markierst einen Stern.
townies-star-scores = Es steht auf einem Sternfeld: { $bonus } bringt { $points } Punkte.
townies-turn-ends = Sonst lässt sich nichts mehr zeichnen, also endet dein Zug.
townies-acted = { $name } hat für Runde { $round } gewählt.
townies-round-resolved = Runde { $round } ist aufgelöst. { $lines }.
townies-round-line = { $name }: { $moves }
townies-round-line-pass = { $name }: gepasst
townies-dice = Runde { $round }: Der schwarze Würfel zeigt die Form { $shape }, der weiße Würfel das Objekt { $object }. Die Marker wurden weitergegeben.
townies-auto-pass = { $name } kann in dieser Runde nichts zeichnen und passt.
townies-end-ninth = Neuntes Objekt in Runde { $round }: { $names }.
townies-end-stuck = Auf keinem Stadtplan ist mehr Platz für eine Form oder ein Objekt.
townies-end-idle = { $rounds } Runden lang konnte niemand etwas zeichnen.
townies-end-other = { $reason }
townies-game-over = Das Spiel ist aus: { $reason } Endstand: { $standings }.
townies-standing = { $rank }. { $name } { $score }
townies-standing-detail = { $rank }. { $name } { $score } ({ $detail })

## Gleichstände

townies-solo-chart = Solo-Wertungstafel, { $total } Punkte: „{ $verdict }“
townies-tie-shared = geteilt: gleiche Punkte, Objektzahl und Wertung des letzten Objekts wie { $names }
townies-tie-last = Gleichstand bei { $total } Punkten und { $objects } Objekten, entschieden durchs letzte Objekt: { $last }
townies-tie-count = Gleichstand bei { $total } Punkten, entschieden durch die Objektzahl (weniger gewinnt): { $objects }

## Warum eine Entscheidung nicht zurückgenommen werden kann

townies-undo-not-playing = dieser Platz spielt nicht mit
townies-undo-revealed = die Zeichnungen von Runde { $round } wurden aufgedeckt
townies-undo-revealed-over = die Zeichnungen von Runde { $round } wurden aufgedeckt, und das Spiel ist zu Ende
townies-undo-revealed-rolled = die Zeichnungen von Runde { $round } wurden aufgedeckt, und für Runde { $next } wurde gewürfelt

## Ablehnungen: Text, der kein Zug ist

townies-syntax = Schreibe einen Zug als 'shape C3 2' (Ankerfeld und Nummer der Ausrichtung der gewürfelten Form), 'shape C3 C4 D3 D4' (ihre vier Felder), ein Objekt und sein Feld wie 'bank E5' (oder 'rolled E5', 'basic E5'), 'star', um einen markierten Stern abzuhaken, oder 'pass'.
townies-not-cell = { $token } ist kein Feld. { $syntax }
townies-no-cell = Ein Feld { $cell } gibt es auf dem Stadtplan nicht: Spalten A bis I, Reihen 1 bis 9 (1 bis 8 in den Spalten B, D, F und H).
townies-empty-move = Der Zug ist leer. { $syntax }
townies-not-orientation = { $token } ist keine Nummer einer Ausrichtung. { $syntax }
townies-shape-syntax = Eine Form schreibt man mit Ankerfeld und Nummer der Ausrichtung oder mit ihren vier Feldern. { $syntax }
townies-not-move = { $token } ist kein Zug. { $syntax }
townies-not-object = { $token } ist kein Objekt: court, windmill, station, bike, bank oder square. { $syntax }

## Ablehnungen: Zeichnungen, die die Regeln nicht erlauben

townies-refuse-pass = Passregel: Passen darfst du nur, wenn keine der drei Aktionen (Form, gewürfeltes Objekt, Basisobjekt) möglich ist, und du kannst noch etwas zeichnen, z. B. { $sample }.
townies-refuse-no-bonus = Bonusregel: In diesem Spiel ist keine Bonuskarte im Spiel, Sterne bewirken also nichts.
townies-refuse-star-scores = Bonusregel: { $bonus } bringt seine Punkte sofort, wenn ein Objekt auf einen Stern gezeichnet wird; es gibt keinen Stern zum Abhaken.
townies-refuse-star-twice = Bonusregel: Du hast in dieser Runde schon einen Stern abgehakt.
townies-refuse-no-star = Bonusregel: Du hast keinen markierten Stern zum Abhaken; zeichne ein Objekt auf ein Sternfeld ({ $stars }), um einen zu markieren.
townies-refuse-star-useless = Bonusregel: Selbst mit { $bonus } könntest du in dieser Runde nichts zeichnen, also behalte deinen Stern.
townies-refuse-shape-twice = Förderungsregel: Du hast die Form in dieser Runde schon gezeichnet; zeichne das gewürfelte Objekt oder das Basisobjekt, oder passe.
townies-refuse-other-shape = Formregel: Die Form dieser Runde ist { $rolled } auf dem schwarzen Würfel; zeichne sie gedreht oder gespiegelt, nicht { $face }.
townies-refuse-solo-shapes = Soloregel: Jedes leere Feld deiner Objektleiste ist eingekreist, du kannst also keine Formen mehr zeichnen; zeichne ein Objekt oder passe.
townies-refuse-orientation = Formregel: { $shape } hat die Ausrichtungen 1 bis { $count } (siehe Würfelfeld); eine Ausrichtung { $number } gibt es nicht.
townies-refuse-off-map = Formregel: { $shape } in Ausrichtung { $number } mit Anker auf { $cell } ragt über den Stadtplan hinaus; eine Form wird nie nur teilweise gezeichnet.
townies-refuse-four-spaces = Formregel: Eine Form füllt 4 verschiedene Felder.
townies-refuse-not-shape = Formregel: { $cells } ist in keiner Drehung oder Spiegelung die Form { $rolled }; eine Form darf gedreht oder gespiegelt, aber nie verändert werden.
townies-refuse-built = Formregel: Eine Form füllt 4 leere Felder, und { $cells } { $count ->
    [one] ist
   *[other] sind
} schon bebaut.
townies-refuse-acted = Du hast in dieser Runde schon gehandelt.
townies-refuse-object-twice = Förderungsregel: Du hast in dieser Runde schon ein Objekt gezeichnet; zeichne die Form oder passe.
townies-refuse-object = Objektregel: In dieser Runde darfst du das gewürfelte Objekt ({ $rolled }) oder das Objekt { $basic } (Basisobjekt deines Markers: { $marker }) zeichnen; { $why }.
townies-why-square = einen Marktplatz darf man nur zeichnen, wenn der weiße Würfel ihn zeigt (er ist das Basisobjekt keines Markers)
townies-why-object = { $object } ist weder das gewürfelte Objekt noch das Basisobjekt deines Markers ({ $marker })
townies-refuse-object-built = Platzierungsregel: Objekte werden nur auf leere Felder gezeichnet, und { $cell } ist schon bebaut.
townies-refuse-square-alone = Platzierungsregel: Ein Marktplatz muss neben ein anderes Objekt gezeichnet werden, und neben { $cell } ist keines.
townies-refuse-object-alone = Platzierungsregel: Das Objekt { $object } muss neben einen { $colour } gezeichnet werden, und neben { $cell } ist keiner.

## Die Zusammenfassung

townies-summary-over = Spielende nach Runde { $round }: { $reason }
townies-summary-dice = Runde { $round }: Die Würfel zeigen die Form { $shape } und das Objekt { $object }.
townies-card-goal = Zusatzziel { $goal }
townies-card-bonus = Bonus { $bonus }
townies-cards = Karten: { $cards }.
townies-block-count = { $colour } { $count }
townies-summary-object = { $object } ({ $colour }) { $cell } ({ $score })
townies-none = keine
townies-no-blocks = keine Blöcke
townies-summary-player = { $name } (Marker { $marker }, Start { $start }): { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}; { $count ->
    [one] { $count } Objekt
   *[other] { $count } Objekte
}: { $objects }; Blöcke: { $blocks }.{ $status ->
    [to-act] {" "}Ist dran.
    [acted] {" "}Hat gewählt.
   *[none] {""}
}
townies-summary-standing = { $rank }. { $name } { $score }
townies-summary-standing-detail = { $rank }. { $name } { $score } - { $detail }

## Der Alternativtext des Spielbilds

townies-alt-over = Townies, Spielende nach Runde { $round }: { $reason }
townies-alt-solo = { $name } hat { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} erzielt.
townies-alt-won = { $names } { $count ->
    [one] gewinnt
   *[other] gewinnen
} mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
}.
townies-alt-round = Townies, Runde { $round }: Die Würfel zeigen die Form { $shape } und das Objekt { $object }. Wir warten auf { $names }.
townies-alt-player = { $rank }{ $name }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}, { $count ->
    [one] { $count } Objekt
   *[other] { $count } Objekte
}{ $said }.
townies-alt-said = ; Runde { $round }: { $moves }
townies-alt-said-pass = ; Runde { $round }: gepasst
townies-alt-detail = { $name }: { $detail }.
