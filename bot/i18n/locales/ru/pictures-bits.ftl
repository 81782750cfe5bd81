# Слова картинок BITS (render/bits.py) по-русски.
# Термины — собственные термины проекта: русского издания правил здесь нет.
# Данные остаются данными: имена, клетки (C4), номера плиток и карт, буквы цветов (R Y B P K N)
# и нотация ("C h R") пишутся на всех языках так, как их пишет нотация.

pic-bits-colour = { $colour ->
    [R] красный
    [Y] жёлтый
    [B] синий
    [P] лиловый
    [K] чёрный
   *[N] нейтральный
}
pic-bits-tile-colours = { $first }-{ $second }
pic-bits-task = Задание { $card }
pic-bits-task-each = { $points } за каждый
pic-bits-task-other-fours = другие 4 { $points }
pic-bits-task-any-colour = любой цвет
pic-bits-drop-now = Бросать: карта { $number }
pic-bits-points = { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
pic-bits-ordinal = { $rank }-е
pic-bits-tie-shared = Ничья на { $total }: лучший раунд тоже равен, место общее
pic-bits-tie-broken = Ничья на { $total }: решает лучший отдельный раунд
pic-bits-table-title = Итоги по раундам
pic-bits-table-rank = №
pic-bits-table-player = Игрок
pic-bits-table-round = Р{ $round }
pic-bits-table-total = Итог
pic-bits-solo-rank = { $rank ->
    [master-builder] мастер-строитель
    [structural-engineer] инженер-конструктор
    [foreman] прораб
    [stone-mason] каменщик
    [tile-layer] плиточник
    [handyman] подсобник
   *[clean-up-crew] бригада уборки
}
pic-bits-over-solo = Игра окончена: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}, ранг «{ $rank }».
pic-bits-over-winner = Игра окончена: побеждает { $name }, { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}.
pic-bits-over-shared = Игра окончена: { $names } и { $last } делят первое место, { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}.
pic-bits-title-final = BITS · итог после { $rounds ->
    [one] { $rounds } раунда
   *[other] { $rounds } раундов
}
pic-bits-title-round = BITS · раунд { $round } из { $rounds }
pic-bits-sub-scored-solo = Твоё поле, как его оценил раунд { $round }; теперь брось стартовую плитку.
pic-bits-sub-scored = Поля, как их оценил раунд { $round }; теперь все бросают стартовую плитку.
pic-bits-sub-start-solo = Брось стартовую плитку (она названа под полем).
pic-bits-sub-start = Все бросают стартовую плитку (она названа под каждым полем).
pic-bits-sub-drop = Карта { $number }: все бросают плитку «{ $tile }» (осталось { $left }).
pic-bits-legend-last = последний бросок
pic-bits-legend-block = блок, за который платит задание, и его очки
pic-bits-legend-type = Бросок: столбец, h (лёжа) или v (стоя), цвет левого/верхнего конца:
pic-bits-legend-examples = "C h R", "D v Y", "E v"; вместо этого нейтральная плитка: "neutral C h"
pic-bits-status-final = { $rank } · { $points }
pic-bits-status-out = выбыл из раунда
pic-bits-status-dropped = бросил
pic-bits-status-to-drop = бросает
pic-bits-stats-final = { $points }: раунды { $rounds }
pic-bits-stats-solo-rank = Ранг: { $rank }
pic-bits-stats-last-round = Поле последнего раунда: { $points }
pic-bits-stats-total = Итог { $total } (раунды { $rounds })
pic-bits-stats-total-none = Итог 0 (ещё ни одного раунда)
pic-bits-stats-round-cards = Итог { $total } · раунд { $round }: { $cards }
pic-bits-stats-start-tile = Стартовая плитка: пара «{ $colour }» ({ $tile })
pic-bits-stats-board-spent = Поле сейчас { $points } · нейтральная: нет
pic-bits-stats-board-unused = Поле сейчас { $points } · нейтральная: есть
pic-bits-private-hidden = Твой скрытый бросок (пунктир): { $notation }
pic-bits-private-lands = ляжет на { $first } и { $second }; откроется, когда бросят все. До тех пор его можно забрать (отменить), если с тех пор никто не бросал.
pic-bits-private-over = Игра окончена.
pic-bits-private-to-drop = Ты ещё не бросил.
pic-bits-private-nothing = Сейчас ничего не скрыто.
