# Собственные фразы Townies (rules/townies) по-русски: приглашения к ходу, подписи ходов, события,
# отказы, ничьи, сводка и альтернативный текст.
# Термины (фигура, объект, квартал, базовый объект, клетка со звездой, линия объектов, цели, бонусные
# карты …) — собственные термины проекта, как в pictures-townies.ftl и guide-townies.ftl: русского
# издания Hobby World здесь нет; где найдутся, их нужно взять оттуда.
# Данные остаются данными: клетки (E5), нотация ("shape C3 2", "court E5", "pass") и имена игроков
# на всех языках.

## Названия

townies-colour = { $colour ->
    [red] красный
    [yellow] жёлтый
    [brown] коричневый
    [green] зелёный
    [blue] синий
   *[other] { $colour }
}
# после «рядом с»: творительный падеж
townies-colour-block = { $colour ->
    [red] красным кварталом (Жилой)
    [yellow] жёлтым кварталом (Фермы)
    [brown] коричневым кварталом (Промзона)
    [green] зелёным кварталом (Парк)
   *[blue] синим кварталом (Торговый)
}
townies-object = { $object ->
    [court] Игровая площадка
    [windmill] Мельница
    [station] Вокзал
    [bike] Прокат велосипедов
    [bank] Банк
    [square] Городская площадь
   *[other] { $object }
}
townies-shape = { $shape ->
    [bar] палка
    [pistol] пистолет
    [hook] крюк
    [bee] пчела
    [wave] волна
    [arch] арка
    [propeller] пропеллер
   *[other] { $shape }
}
# после «а не»: фигура в именительном падеже, в кавычках
townies-shape-a = «{ $shape ->
    [bar] палка
    [pistol] пистолет
    [hook] крюк
    [bee] пчела
    [wave] волна
    [arch] арка
   *[propeller] пропеллер
}»
townies-bonus = { $bonus ->
    [funding] Финансирование
    [stable-soil] Твёрдая почва
    [zoning] Комиссия по застройке
   *[permit] Разрешение на стройку
}
townies-bonus-text = { $bonus ->
    [funding] Вычеркни отмеченную звезду: в этом раунде нарисуй выпавшую фигуру и ещё выпавший объект или базовый объект.
    [stable-soil] Сразу получай 3 победных очка за каждый объект, нарисованный на клетке со звездой.
    [zoning] Вычеркни отмеченную звезду: в этом раунде можно нарисовать любую фигуру чёрного кубика вместо выпавшей.
   *[permit] Вычеркни отмеченную звезду: в этом раунде можно нарисовать любой объект белого кубика вместо выпавшего (правила размещения действуют).
}
townies-goal = { $goal ->
    [specialization] Специализация
    [standardization] Стандартизация
    [crossroads] Перекрёсток
    [downtown] Центр города
    [hub] Узел
    [recreational] Зоны отдыха
    [suburbs] Пригороды
    [surroundings] Окрестности
    [symmetry] Симметрия
    [triangle] Треугольник
    [routes] Городские маршруты
   *[windrose] Роза ветров
}
townies-solo-verdict = { $level ->
    [76] Лучшее место на Земле!
    [71] Здесь так хорошо, что я даже не думаю уезжать куда-то в отпуск.
    [66] Здесь гораздо лучше, чем в большом городе, и воздух свежий.
    [56] Туристы любят покупать открытки с нашими видами.
    [46] Всё вроде бы на месте, но заняться почти нечем.
    [36] Здесь полно народу и бесконечные пробки.
    [26] Мне здесь не очень нравится.
   *[0] Как меня угораздило здесь жить?!
}

## Что должен сделать игрок

townies-prompt-funding-object = Раунд { $round }, { $bonus }: теперь нарисуй маркером ({ $marker }) объект «{ $rolled }» или «{ $basic }» либо спасуй.
townies-prompt-funding-shape = Раунд { $round }, { $bonus }: теперь нарисуй маркером ({ $marker }) фигуру «{ $shape }» либо спасуй.
townies-prompt-bonus = Раунд { $round }, { $bonus }: { $text } Рисуй маркером ({ $marker }).
townies-prompt-action = Раунд { $round }: нарисуй маркером ({ $marker }) фигуру «{ $shape }», выпавший объект «{ $rolled }» или базовый объект «{ $basic }»{ $star ->
    [yes] {""} либо вычеркни звезду ради бонуса «{ $bonus }»
   *[no] {""}
}.

## Подписи ходов и шаги конструктора хода

townies-label-star = вычеркнуть отмеченную звезду: { $bonus }
townies-label-object = { $object } на { $cell } ({ $origin ->
    [rolled] выпавший
    [basic] базовый
   *[bonus] бонус
}): { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}{ $star ->
    [yes] , клетка со звездой
   *[no] {""}
}
townies-label-shape = { $shape } №{ $number } на { $cells }
townies-label-pass-funded = закончить ход без второго действия
townies-label-pass-nothing = в этом раунде ничего не нарисовать: пас
townies-step-column = столбец { $column }
townies-step-row = ряд { $row }
townies-step-shape = Фигура: { $shape }
townies-step-shape-rolled = Фигура (выпавшая): { $shape }
townies-step-orientation = { $shape } №{ $number }
townies-step-object = Объект: { $object }

## Что произошло

townies-you-pass = Ты пасуешь в этом раунде.
townies-you-end-funded = Ты заканчиваешь ход с финансированием.
townies-you-star = Ты вычёркиваешь звезду: { $bonus }. { $text }
townies-you-shape = Ты рисуешь фигуру «{ $shape }» ({ $marker }) на { $cells }.
townies-circled = Клетка { $space } линии объектов обведена.
townies-you-object = Ты рисуешь объект «{ $object }» ({ $marker }) на { $cell }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
} (объект { $count } из { $line }).
townies-star-marked = Он на клетке со звездой: ты отмечаешь звезду.
townies-star-scores = Он на клетке со звездой: «{ $bonus }» приносит { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}.
townies-turn-ends = Больше ничего нарисовать нельзя, поэтому твой ход окончен.
townies-acted = { $name }: выбор на раунд { $round } сделан.
townies-round-resolved = Раунд { $round } завершён. { $lines }.
townies-round-line = { $name }: { $moves }
townies-round-line-pass = { $name }: пас
townies-dice = Раунд { $round }: на чёрном кубике фигура «{ $shape }», на белом — объект «{ $object }». Маркеры переданы дальше.
townies-auto-pass = { $name }: в этом раунде нарисовать нечего, пас.
townies-end-ninth = Девятый объект в раунде { $round }: { $names }.
townies-end-stuck = Ни на одном плане больше нет места ни для фигуры, ни для объекта.
townies-end-idle = Никто не мог ничего нарисовать { $rounds ->
    [one] { $rounds } раунд
    [few] { $rounds } раунда
   *[many] { $rounds } раундов
} подряд.
townies-end-other = { $reason }
townies-game-over = Игра окончена: { $reason } Итоговые места: { $standings }.
townies-standing = { $rank }. { $name } { $score }
townies-standing-detail = { $rank }. { $name } { $score } ({ $detail })

## Ничьи

townies-solo-chart = Таблица одиночной игры, { $total ->
    [one] { $total } очко
    [few] { $total } очка
   *[many] { $total } очков
}: «{ $verdict }»
townies-tie-shared = место разделено: равны очки, число объектов и очки последнего объекта с { $names }
townies-tie-last = ничья при { $total } очках и { $objects } объектах, решили очки последнего объекта: { $last }
townies-tie-count = ничья при { $total } очках, решило число объектов (меньше — лучше): { $objects }

## Почему решение нельзя отменить

townies-undo-not-playing = это место не участвует в игре
townies-undo-revealed = рисунки раунда { $round } уже открыты
townies-undo-revealed-over = рисунки раунда { $round } уже открыты, и игра окончена
townies-undo-revealed-rolled = рисунки раунда { $round } уже открыты, и кубики брошены на раунд { $next }

## Отказы: текст, который не является ходом

townies-syntax = Ход пишется так: 'shape C3 2' (клетка опоры и номер положения выпавшей фигуры), 'shape C3 C4 D3 D4' (её четыре клетки), объект и его клетка, например 'bank E5' (или 'rolled E5', 'basic E5'), 'star', чтобы вычеркнуть отмеченную звезду, или 'pass'.
townies-not-cell = { $token } — не клетка. { $syntax }
townies-no-cell = Клетки { $cell } на плане нет: столбцы от A до I, ряды от 1 до 9 (от 1 до 8 в столбцах B, D, F и H).
townies-empty-move = Ход пуст. { $syntax }
townies-not-orientation = { $token } — не номер положения. { $syntax }
townies-shape-syntax = Фигура пишется клеткой опоры и номером положения или четырьмя своими клетками. { $syntax }
townies-not-move = { $token } — не ход. { $syntax }
townies-not-object = { $token } — не объект: court, windmill, station, bike, bank или square. { $syntax }

## Отказы: рисунки, которые правила не разрешают

townies-refuse-pass = Правило паса: пасовать можно, только когда ни одно из трёх действий (фигура, выпавший объект, базовый объект) невозможно, а ты ещё можешь что-то нарисовать, например { $sample }.
townies-refuse-no-bonus = Правило бонуса: в этой игре нет бонусной карты, так что звёзды ничего не дают.
townies-refuse-star-scores = Правило бонуса: «{ $bonus }» сразу приносит очки, когда объект нарисован на звезде; вычёркивать звезду не нужно.
townies-refuse-star-twice = Правило бонуса: в этом раунде ты уже вычеркнул звезду.
townies-refuse-no-star = Правило бонуса: у тебя нет отмеченной звезды; нарисуй объект на клетке со звездой ({ $stars }), чтобы отметить её.
townies-refuse-star-useless = Правило бонуса: даже с бонусом «{ $bonus }» ты ничего не сможешь нарисовать в этом раунде, так что сохрани звезду.
townies-refuse-shape-twice = Правило финансирования: фигуру в этом раунде ты уже нарисовал; нарисуй выпавший или базовый объект либо спасуй.
townies-refuse-other-shape = Правило фигуры: фигура этого раунда — «{ $rolled }» на чёрном кубике; рисуй её повёрнутой или отражённой, а не { $face }.
townies-refuse-solo-shapes = Правило одиночной игры: все пустые клетки твоей линии объектов обведены, поэтому фигуры рисовать больше нельзя; нарисуй объект или спасуй.
townies-refuse-orientation = Правило фигуры: у фигуры «{ $shape }» положения от 1 до { $count } (см. панель кубиков); положения { $number } нет.
townies-refuse-off-map = Правило фигуры: фигура «{ $shape }» в положении { $number } с опорой на { $cell } выходит за край плана; фигуру никогда не рисуют частично.
townies-refuse-four-spaces = Правило фигуры: фигура занимает 4 разные клетки.
townies-refuse-not-shape = Правило фигуры: { $cells } — это не «{ $rolled }» ни в каком повороте или отражении; фигуру можно поворачивать и отражать, но не изменять.
townies-refuse-built = Правило фигуры: фигура занимает 4 пустые клетки, а { $cells } { $count ->
    [one] уже застроена
   *[other] уже застроены
}.
townies-refuse-acted = В этом раунде ты уже сходил.
townies-refuse-object-twice = Правило финансирования: объект в этом раунде ты уже нарисовал; нарисуй фигуру или спасуй.
townies-refuse-object = Правило объекта: в этом раунде можно нарисовать выпавший объект «{ $rolled }» или «{ $basic }» (базовый объект твоего маркера: { $marker }); { $why }.
townies-why-square = городскую площадь можно нарисовать, только когда она выпала на белом кубике (она не базовый объект ни одного маркера)
townies-why-object = «{ $object }» — ни выпавший объект, ни базовый объект твоего маркера ({ $marker })
townies-refuse-object-built = Правило размещения: объекты рисуют только на пустых клетках, а { $cell } уже застроена.
townies-refuse-square-alone = Правило размещения: городскую площадь рисуют рядом с другим объектом, а рядом с { $cell } объектов нет.
townies-refuse-object-alone = Правило размещения: объект «{ $object }» рисуют рядом с { $colour }, а рядом с { $cell } такого нет.

## Сводка

townies-summary-over = Игра окончена после раунда { $round }: { $reason }
townies-summary-dice = Раунд { $round }: на кубиках фигура «{ $shape }» и объект «{ $object }».
townies-card-goal = Дополнительная цель «{ $goal }»
townies-card-bonus = Бонус «{ $bonus }»
townies-cards = Карты: { $cards }.
townies-block-count = { $colour } { $count }
townies-summary-object = { $object } ({ $colour }) { $cell } ({ $score })
townies-none = нет
townies-no-blocks = кварталов нет
townies-summary-player = { $name } (маркер: { $marker }, старт: { $start }): { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}; { $count ->
    [one] { $count } объект
    [few] { $count } объекта
   *[many] { $count } объектов
}: { $objects }; кварталы: { $blocks }.{ $status ->
    [to-act] {" "}Ходит.
    [acted] {" "}Сходил.
   *[none] {""}
}
townies-summary-standing = { $rank }. { $name } { $score }
townies-summary-standing-detail = { $rank }. { $name } { $score } - { $detail }

## Альтернативный текст общей картинки

townies-alt-over = Townies, игра окончена после раунда { $round }: { $reason }
townies-alt-solo = { $name }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}.
townies-alt-won = { $count ->
    [one] Побеждает
   *[other] Побеждают
} { $names }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}.
townies-alt-round = Townies, раунд { $round }: на кубиках фигура «{ $shape }» и объект «{ $object }». Ждём: { $names }.
townies-alt-player = { $rank }{ $name }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}, { $count ->
    [one] { $count } объект
    [few] { $count } объекта
   *[many] { $count } объектов
}{ $said }.
townies-alt-said = ; раунд { $round }: { $moves }
townies-alt-said-pass = ; раунд { $round }: пас
townies-alt-detail = { $name }: { $detail }.
