# Слова картинок Tweeeet (render/tweeeet.py) по-русски.
# Термины (зарянки, варакушки, корм, гнёзда) — собственные термины проекта: русского издания здесь нет.
# Данные остаются данными: имена, клетки (F7), числа и нотация ("move F7") на всех языках.

pic-tweeeet-team = { $team ->
    [robin] зарянка
   *[bluethroat] варакушка
}
pic-tweeeet-bird = { $name } ({ $team ->
    [robin] зарянка
   *[bluethroat] варакушка
})
pic-tweeeet-start = старт
pic-tweeeet-nest-free = свободное гнездо
pic-tweeeet-nest = { $team ->
    [robin] гнездо зарянок
   *[bluethroat] гнездо варакушек
}
pic-tweeeet-on-start = На { $space }: { $names }
pic-tweeeet-verdict-over = Игра окончена
pic-tweeeet-verdict-tie = Ничья
pic-tweeeet-verdict-won = { $team ->
    [robin] Зарянки
   *[bluethroat] Варакушки
} побеждают: { NUMBER($average, maximumFractionDigits: 2) } против { NUMBER($against, maximumFractionDigits: 2) }
pic-tweeeet-head-over = Итоговый счёт. { $verdict }.
pic-tweeeet-head-to-fly = Летит: { $bird } с { $space } (в рамке)
pic-tweeeet-where = на { $space }
pic-tweeeet-where-nested = в гнезде { $space }
pic-tweeeet-where-out = выбыла из игры
pic-tweeeet-bird-where = { $bird } { $where }
pic-tweeeet-bird-energy = { $bird } { $where }: твоя энергия { $energy }
pic-tweeeet-bird-scores = { $bird } { $where }: энергия { $energy }, очки { $points }
pic-tweeeet-team-sum = { $team ->
    [robin] Зарянки
   *[bluethroat] Варакушки
}: { $points } = { $total } / { $birds } = { NUMBER($average, maximumFractionDigits: 2) }
pic-tweeeet-talk = расстояние { $distance }, можно { $band ->
    [talk] говорить
    [twitter] щебетать
   *[flap] махать крыльями
}
pic-tweeeet-talk-short = { $distance }, { $band ->
    [talk] говорить
    [twitter] щебетать
   *[flap] махать
}
pic-tweeeet-nest-laid = Гнездо выложено: лети к гнезду своей команды.
pic-tweeeet-pile = Плиток в стопке: { $tiles } (последняя — гнездо)
pic-tweeeet-ate = съела { $food ->
    [nut] орех
    [strawberry] клубнику
    [berry] ягоду
    [caterpillar] гусеницу
   *[beetle] жука
}
pic-tweeeet-nested = села в гнездо
pic-tweeeet-last-flight = Последний полёт (фиолетовая линия): { $bird } { $start } → { $end }, { $spaces ->
    [one] { $spaces } клетка
    [few] { $spaces } клетки
   *[many] { $spaces } клеток
}, { $what }
pic-tweeeet-legend-food = Корм: { $foods }; (n) съедено.
pic-tweeeet-legend-food-item = { $value } { $food ->
    [nut] орех
    [strawberry] клубника
    [berry] ягода
    [caterpillar] гусеница
   *[beetle] жук
}
pic-tweeeet-legend-birds = Зарянки: оранжевые овалы, варакушки: синие квадратные ярлыки. Чтобы лететь туда, напиши move F7.
pic-tweeeet-legend-arrow = Стрелка у ряда: следующий ряд повёрнут и выступает на клетку в эту сторону.
pic-tweeeet-private-energy = { $name } ({ $team }): энергия { $energy }
pic-tweeeet-private-none = Энергии не осталось.
pic-tweeeet-private-rule = Каждая клетка полёта стоит 1 энергию; корм добавляет свою ценность.
