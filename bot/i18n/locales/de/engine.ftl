# Die eigenen Sätze des Regelvertrags (rules/base.py), allen Spielen gemeinsam.

engine-option-yes-no = Option { $key } ist ja oder nein, nicht { $value }.
engine-option-whole = Option { $key } ist eine ganze Zahl, nicht { $value }.
engine-option-at-least = Option { $key } ist mindestens { $minimum }.
engine-option-at-most = Option { $key } ist höchstens { $maximum }.
engine-option-one-of = Option { $key } ist eines von { $choices }, nicht { $value }.
engine-option-unknown = { $game } hat keine Option { $unknown }. Optionen: { $count ->
    [0] keine
   *[other] { $known }
}.
engine-hidden-outcome = Wohin das führt, hängt vom Zufall oder von etwas ab, das du noch nicht sehen kannst; das Bild zeigt daher die Stellung, wie sie jetzt ist.
engine-preview-hidden = { $label }. Wohin das führt, hängt vom Zufall oder von etwas ab, das du noch nicht sehen kannst; das Bild zeigt daher die Stellung, wie sie jetzt ist.
engine-game-over = Das Spiel ist vorbei; es können keine Züge mehr gemacht werden.
engine-over = Das Spiel ist vorbei.
engine-owes = { $name }: { $prompt }
engine-no-undo = { $game } erlaubt keine Rücknahme von Zügen
engine-not-your-turn = Du bist nicht am Zug: es wird auf { $waiting } gewartet.
engine-ambiguous = { $typed } kann mehrere Züge bedeuten: { $sample } …
engine-not-legal = { $typed } ist jetzt kein erlaubter Zug. Erlaubte Züge: { $sample }{ $more ->
    [0] {""}
   *[other] {" "}(und { $more } weitere)
}.
