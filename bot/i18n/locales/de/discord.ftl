# Die Wörter des Discord-Frontends auf Deutsch.
# Die Überschrift einer Zugnachricht: der Name des Spiels und der Abschnitt, in dem es steht.

heading-game = { $game }
heading-round = { $game }: Runde { $number }
heading-round-of = { $game }: Runde { $number } von { $total }
heading-turn = { $game }: Zug { $number }
heading-turn-of = { $game }: Zug { $number } von { $total }
heading-season = { $game }: Jahreszeit { $number }
heading-season-of = { $game }: Jahreszeit { $number } von { $total }
