# Слова картинок Townies (render/townies.py) по-русски.
# Термины (кварталы, объекты, цели, бонусные карты) — собственные термины проекта: русского издания
# Hobby World здесь нет.
# Данные остаются данными: имена, клетки (E5), буквы цветов (R F I P C), сокращения объектов
# (Ct Wm St Bk Bn Sq) и нотация ("shape E4 2", "court E5", "basic E5") на всех языках.

pic-townies-block = { $colour ->
    [red] Жилой
    [yellow] Фермы
    [brown] Промзона
    [green] Парк
   *[blue] Торговый
}
pic-townies-object = { $object ->
    [court] Игровая площадка
    [windmill] Мельница
    [station] Вокзал
    [bike] Прокат велосипедов
    [bank] Банк
   *[square] Городская площадь
}
pic-townies-goal = { $goal ->
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
pic-townies-goal-short = { $goal ->
    [specialization] Спец
    [standardization] Станд
    [recreational] Отдых
   *[other] { $goal }
}
pic-townies-bonus = { $bonus ->
    [funding] Финансирование
    [stable-soil] Твёрдая почва
    [zoning] Комиссия по застройке
   *[permit] Разрешение на стройку
}
pic-townies-count-surrounded = { $count } { $letter } окружено
pic-townies-count-objects-by = { $count ->
    [one] { $count } объект
    [few] { $count } объекта
   *[many] { $count } объектов
} у { $pair }
pic-townies-count-side = сторона { $count }
pic-townies-count-objects = { $count ->
    [one] { $count } объект
    [few] { $count } объекта
   *[many] { $count } объектов
}
pic-townies-count-colours = { $count ->
    [one] { $count } цвет
    [few] { $count } цвета
   *[many] { $count } цветов
}
pic-townies-count-columns = { $count ->
    [one] { $count } столбец
    [few] { $count } столбца
   *[many] { $count } столбцов
}
pic-townies-goal-line = { $name }: { $what } → { $score }
pic-townies-soil-line = Твёрдая почва: { $stars ->
    [one] { $stars } звезда
    [few] { $stars } звезды
   *[many] { $stars } звёзд
} → { $score }
pic-townies-status-start = старт { $letter }
pic-townies-status-rank = место { $rank }
pic-townies-status-done = раунд сыгран
pic-townies-status-to-act = ходит
pic-townies-status-acted = сходил
pic-townies-moves-round = раунд { $round }: { $moves }
pic-townies-moves-nothing = пока ничего
pic-townies-moves-pass = пас
pic-townies-moves-no-round = раундов ещё не было
pic-townies-points-short = { $points } оч.
pic-townies-points = { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
pic-townies-you = { $name } (ты)
pic-townies-and = { $first } и { $second }
pic-townies-title-solo = Townies соло: { $points } после раунда { $round }
pic-townies-title-over-won = Townies: игра окончена после раунда { $round }. { $count ->
    [one] Побеждает
   *[other] Побеждают
} { $names }: { $points }
pic-townies-title-over-shared = Townies: игра окончена после раунда { $round }. Игроков с победой: { $count }, у каждого { $points }
pic-townies-title-waiting-all = Townies, раунд { $round }: ждём всех игроков ({ $count })
pic-townies-title-waiting = Townies, раунд { $round }: ждём: { $names }
pic-townies-nobody = никого
pic-townies-title-waiting-count = Townies, раунд { $round }: ждём игроков: { $count } (см. «{ $label }»)
pic-townies-card-goal = Дополнительная цель: { $goal }
pic-townies-card-bonus = Бонус: { $bonus }
pic-townies-card-bonus-own = Бонус: { $bonus } (карта проекта)
pic-townies-card-no-goals = без карт целей (первая игра)
pic-townies-shape = { $shape ->
    [bar] палка
    [pistol] пистолет
    [hook] крюк
    [bee] пчела
    [wave] волна
    [arch] арка
   *[propeller] пропеллер
}
pic-townies-die-black = Чёрный кубик: { $shape }. Напиши shape, клетку точки и номер: shape E4 2
pic-townies-die-white = Белый кубик: { $name } ({ $abbr }): напиши { $object } E5 или basic E5 для базового объекта своего цвета
pic-townies-legend-object = { $abbr } { $name }
pic-townies-legend-star = клетка со звездой
pic-townies-legend-central = центр
pic-townies-legend-last = прошлый раунд
pic-townies-legend-own = твой рисунок в этом раунде
pic-townies-col-player = Игрок
pic-townies-col-objects = Объекты
pic-townies-col-soil = Почва
pic-townies-col-goal = Цель
pic-townies-col-total = Итог
pic-townies-score-objects = Объекты { $score }
pic-townies-score-soil = Твёрдая почва { $score }
pic-townies-score-goal = { $goal } { $score }
pic-townies-score-line = { $rank }. { $name }: { $points } ({ $parts })
