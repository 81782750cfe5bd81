# Фразы общего контракта правил (rules/base.py), общие для всех игр.

engine-option-yes-no = Параметр { $key } принимает значения «да» или «нет», а не { $value }.
engine-option-whole = Параметр { $key } должен быть целым числом, а не { $value }.
engine-option-at-least = Параметр { $key } не меньше { $minimum }.
engine-option-at-most = Параметр { $key } не больше { $maximum }.
engine-option-one-of = Параметр { $key } принимает одно из значений { $choices }, а не { $value }.
engine-option-unknown = У игры { $game } нет параметра { $unknown }. Параметры: { $count ->
    [0] нет
   *[other] { $known }
}.
engine-hidden-outcome = К чему это приведёт, зависит от случая или от того, чего вы ещё не видите, поэтому на картинке позиция такой, какая она сейчас.
engine-preview-hidden = { $label }. К чему это приведёт, зависит от случая или от того, чего вы ещё не видите, поэтому на картинке позиция такой, какая она сейчас.
engine-game-over = Игра окончена; ходить больше нельзя.
engine-over = Игра окончена.
engine-owes = { $name }: { $prompt }
engine-no-undo = В игре { $game } ходы не отменяются
engine-not-your-turn = Сейчас не ваш ход: ждём { $waiting }.
engine-ambiguous = { $typed } может означать несколько ходов: { $sample }…
engine-not-legal = { $typed } сейчас не допустимый ход. Допустимые ходы: { $sample }{ $more ->
    [0] {""}
   *[other] {" "}(и ещё { $more })
}.
