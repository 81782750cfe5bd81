# Слова Discord-интерфейса по-русски.
# Заголовок сообщения о ходе: название игры и этап, на котором она идёт.

heading-game = { $game }
heading-round = { $game }: раунд { $number }
heading-round-of = { $game }: раунд { $number } из { $total }
heading-turn = { $game }: ход { $number }
heading-turn-of = { $game }: ход { $number } из { $total }
heading-season = { $game }: сезон { $number }
heading-season-of = { $game }: сезон { $number } из { $total }
