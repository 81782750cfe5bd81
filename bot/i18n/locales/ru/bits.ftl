# Предложения правил BITS (rules/bits) по-русски: события, приглашения к ходу, отказы,
# подписи ходов, итоги, сводка и описание картинки.
# Термины — собственные термины проекта (как в картинках): русского издания Ravensburger
# здесь нет. Плитка, стартовая плитка, нейтральная плитка, строительная карта, карта задания,
# стартовая карта, поле, раунд, бросить/бросок.
# Данные остаются данными: имена, клетки (C4), номера плиток и карт, буквы цветов (R Y B P K N)
# и нотация ("C h R") пишутся так, как их пишет нотация.

## Названия

bits-colour = { $colour ->
    [R] красный
    [Y] жёлтый
    [B] синий
    [P] лиловый
    [K] чёрный
   *[N] нейтральный
}
# плитка по её цветам, в кавычках и в именительном падеже: «красно-жёлтая»;
# слово «плитка» в нужном падеже стоит в самом предложении
bits-tile = «{ $kind ->
    [neutral] нейтральная
    [one] { $first ->
        [R] красная
        [Y] жёлтая
        [B] синяя
        [P] лиловая
       *[K] чёрная
    }
   *[two] { $first ->
        [R] красно
        [Y] жёлто
        [B] сине
        [P] лилово
       *[K] чёрно
    }-{ $second ->
        [R] красная
        [Y] жёлтая
        [B] синяя
        [P] лиловая
       *[K] чёрная
    }
}»
bits-shape = { $shape ->
    [square] квадрат
    [T] T
    [L] L
    [S] S
    [corner] уголок
    [line-of-3] линия из 3
    [pair] пара
    [line-of-4] линия из 4
    [block-2-by-3] блок 2×3
    [line-of-5] линия из 5
    [P-of-5] P из 5
   *[big-corner] большой уголок
}
bits-card = { $card } { $shape }{ $colour ->
    [R] , цвет красный
    [Y] , цвет жёлтый
    [B] , цвет синий
    [P] , цвет лиловый
    [K] , цвет чёрный
   *[none] {""}
} ({ $size } { $size ->
    [one] клетка
    [few] клетки
   *[many] клеток
}): { $points } за каждый{ $others ->
    [0] {""}
   *[other] , любой другой блок из 4 клеток +{ $others }
}
bits-card-short = { $card } { $shape } ({ $size } кл., { $colour ->
    [R] красный
    [Y] жёлтый
    [B] синий
    [P] лиловый
    [K] чёрный
   *[none] любой цвет
}) { $points } за каждый{ $others ->
    [0] {""}
   *[other] , другие из 4 кл. +{ $others }
}
bits-points = { $points } { $points ->
    [one] очко
    [few] очка
   *[many] очков
}
bits-solo-rank-name = { $rank ->
    [master-builder] мастер-строитель
    [structural-engineer] инженер-конструктор
    [foreman] прораб
    [stone-mason] каменщик
    [tile-layer] плиточник
    [handyman] подсобник
   *[clean-up-crew] бригада уборки
}
bits-nobody = никого
bits-player-count = В BITS играют от 1 до 4 человек.

## Раунды, броски, вскрытие

bits-task-replaced = Карта задания { $card } показывает ту же фигуру, что и карта { $previous } второго раунда, поэтому её заменяют из стопки 3 (особое правило третьего раунда).
bits-round-start = Раунд { $round } из { $rounds }: карта задания { $card }. Карты заданий в игре: { $cards }.
bits-start-cards = Стартовые карты: { $starts }. Все бросают свою стартовую плитку.
bits-start-card = { $name } — плитка { $tile }
bits-dropped = { $name } сделал(а) бросок; все броски откроются, когда бросят все.
bits-my-drop = Твой бросок { $notation }: плитка { $tile } ляжет на { $cells }.
bits-revealed = Броски открыты ({ $phase ->
    [start] стартовые плитки
   *[build] строительная карта { $number }
}): { $drops }.
bits-revealed-drop = { $name } { $notation } (плитка { $tile } на { $cells })
bits-out = { $name }: на поле больше не помещается ни одна плитка, поэтому игрок выбывает из раунда { $round }.
bits-card-turned = Открыта строительная карта { $number }: все бросают плитку { $tile }.
bits-round-end = Раунд { $round } окончен ({ $why ->
    [stuck] никто не может положить плитку
   *[deck] строительные карты закончились
}). Очки: { $scores }.
bits-round-score = { $name } { $total } ({ $cards })
bits-final = Игра окончена. { $lines }.
bits-final-line = { $rank }. { $name } { $score }
bits-final-line-detail = { $rank }. { $name } { $score } ({ $detail })

## Чего ждут от игрока

bits-prompt-start = Брось стартовую плитку { $tile } (например, "C v").
bits-prompt-build = Строительная карта { $number }: брось плитку { $tile }{ $neutral ->
    [yes] {" "}или свою нейтральную плитку (раз за раунд)
   *[no] {""}
}.
bits-game-over = Игра окончена; бросать плитки больше нельзя.
bits-not-at-table = Этого места нет за этим столом.
bits-out-waiting = Ты выбыл(а) из раунда { $round }: на твоё поле больше не помещается ни одна плитка. Ждём: { $waiting }.
bits-already-dropped = Ты уже сделал(а) бросок ({ $notation }); броски откроются, когда бросят все. Ждём: { $waiting }.

## Отказы

bits-syntax = Запиши бросок так: столбец от A до F, затем h (лёжа, на этот столбец и соседний справа) или v (стоя), затем для двухцветной плитки буква цвета (R красный, Y жёлтый, B синий, P лиловый или K чёрный) её левого конца (лёжа) или верхнего конца (стоя): например, "C h R" или "D v". Чтобы бросить вместо этого нейтральную плитку, напиши "neutral C h".
bits-not-a-drop = { $typed } — это не бросок.
bits-neutral-at-start = Нейтральная плитка может заменить только плитку строительной карты, но не стартовую: сначала брось плитку { $tile }.
bits-neutral-used = Ты уже бросил(а) нейтральную плитку в этом раунде (её можно класть раз за раунд): брось плитку { $tile }.
bits-neutral-no-end = Нейтральная плитка целиком серая, у неё нет цветного конца: напиши "neutral { $column } { $orient }".
bits-no-such-end = Бросать нужно плитку { $tile }: у неё нет { $colour ->
    [R] красного
    [Y] жёлтого
    [B] синего
    [P] лилового
   *[K] чёрного
} конца (все кладут плитку, изображённую на карте). Назови конец буквой { $same ->
    [yes] { $first }
   *[no] { $first } или { $second }
}.
bits-name-the-end = У плитки { $tile } два цвета: скажи, какой цвет на { $orient ->
    [h] левом
   *[v] верхнем
} конце, "{ $column } { $orient } { $first }" или "{ $column } { $orient } { $second }".
bits-no-fit-edge = Лежачая плитка занимает свой столбец и соседний справа, поэтому из столбца F она вышла бы за сетку (плитки не должны выступать за край сетки): лежачие плитки начинаются в столбцах от A до E.
bits-no-fit-upright = Столбец { $column } заполнен до ряда { $height }, поэтому стоячая плитка там вышла бы за верх сетки (плитки не должны выступать за край сетки).
bits-no-fit-both-full = Столбцы { $column } и { $next } оба заполнены (до ряда { $size }), поэтому лежачая плитка на столбцах { $column } и { $next } легла бы на более полный столбец и вышла бы за верх сетки (плитки не должны выступать за край сетки).
bits-no-fit-one-full = Столбец { $full } заполнен (до ряда { $size }; столбец { $other } { $low ->
    [0] пуст
   *[other] заполнен до ряда { $low }
}), поэтому лежачая плитка на столбцах { $column } и { $next } легла бы на более полный столбец и вышла бы за верх сетки (плитки не должны выступать за край сетки).
bits-legal-drops = Возможные броски: { $sample }{ $more ->
    [0] {""}
   *[other] {" "}и ещё { $more }
}.

## Подписи ходов и шаги

bits-label-one = плитка { $tile } { $orient ->
    [h] лёжа
   *[v] стоя
}: ляжет на { $first }-{ $second }
bits-label-two = плитка { $tile } { $orient ->
    [h] лёжа
   *[v] стоя
}: ляжет на { $first } ({ $first_colour }), { $second } ({ $second_colour })
bits-step-column = столбец { $column }
bits-step-orient = { $orient ->
    [h] лёжа
   *[v] стоя
}
bits-step-neutral = нейтральная плитка
bits-step-your-tile = твоя плитка

## Итоги

bits-solo-rank = ранг в одиночной игре: { $rank }
bits-solo-rank-advanced = ранг в одиночной игре: { $rank } (таблица считает раунды с 1 по 3: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
})
bits-tie-shared = место общее: столько же очков ({ $total }) и тот же лучший раунд ({ $best }), что и у: { $others }
bits-tie-broken = ничья по очкам ({ $total }) решена лучшим отдельным раундом ({ $best })

## Отмена: конец фразы «Это нельзя отменить: ...»

bits-undo-over = броски открыты, и игра окончена
bits-undo-round = броски открыты, раунд { $round } подсчитан, а для раунда { $next } вытянуты карта задания и стартовые карты
bits-undo-card = броски открыты, и открыта строительная карта { $number }
bits-undo-revealed = броски открыты

## Сводка

bits-summary-over = BITS окончена после { $rounds ->
    [one] { $rounds } раунда
   *[other] { $rounds } раундов
}.
bits-summary-standing = { $rank }. { $name }: { $score } { $score ->
    [one] очко
    [few] очка
   *[many] очков
} (раунды { $rounds }).
bits-summary-standing-detail = { $rank }. { $name }: { $score } { $score ->
    [one] очко
    [few] очка
   *[many] очков
} (раунды { $rounds }); { $detail }.
bits-summary-round = BITS, раунд { $round } из { $rounds }. Карты заданий в игре: { $cards }.
bits-summary-start = Все бросают стартовую плитку.
bits-summary-card = Строительная карта { $number }: плитка { $tile } (осталось карт: { $left }).
bits-summary-seat = { $name } ({ $status }). Поле, столбцы A-F, R красный Y жёлтый B синий P лиловый K чёрный N нейтральный . пусто: { $board }
bits-summary-neutral = { $spent ->
    [yes] нейтральная плитка израсходована
   *[no] нейтральная плитка не использована
}
bits-summary-round-scores = очки за раунды { $scores }
bits-summary-worth = поле сейчас стоит { $points }
bits-summary-row = ряд { $row } { $squares }
bits-summary-empty = пусто
bits-summary-hidden = Твой скрытый бросок: { $notation }.
bits-status-out = выбыл(а) из раунда
bits-status-dropped = бросил(а)
bits-status-to-drop = бросает

## Описание картинки

bits-alt-final = Картинка BITS, итог после { $rounds ->
    [one] { $rounds } раунда
   *[other] { $rounds } раундов
}. { $winner }
bits-alt-round = Картинка BITS, раунд { $round } из { $rounds }.
bits-alt-start = Все бросают стартовую плитку.
bits-alt-card = Карта { $number }: все бросают плитку { $tile } (осталось { $left }).
bits-alt-waiting = Ждём: { $names }.
bits-alt-tasks = Карты заданий: { $cards }.
bits-alt-players = { $players }.
bits-alt-player = { $name }: { $facts }
bits-alt-score = { $points } (раунды { $rounds })
bits-alt-none-yet = пока нет
bits-alt-rank = место { $rank }
bits-alt-final-board = последнее поле { $cards }
bits-alt-board-now = поле сейчас { $points }
bits-alt-neutral = { $spent ->
    [yes] нейтральная: нет
   *[no] нейтральная: есть
}
bits-alt-last-drop = бросок { $notation } на { $cells }
bits-alt-boards = Поля, ряды с 6 по 1, столбцы A-F, буквы R Y B P K N, точка — пусто: { $boards }
bits-winner-solo = { $name } набирает { $points }; { $detail }.
bits-winner = Побеждает { $name }: { $points }.
bits-winner-shared = { $names } и { $last } делят первое место: { $points }.
