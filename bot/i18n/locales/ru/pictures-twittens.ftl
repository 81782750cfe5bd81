# Слова картинок Twittens (render/twittens.py) по-русски.
# Термины (любимое место, карты прогулок Bimble, огороды, подстанция …) — собственные термины проекта:
# русского издания здесь нет.
# Данные остаются данными: имена, номера плиток и карт (t12, b3), позиции (3,4), буквы на клетках
# (H T S D Al Pl Su Sc St, f b n) и нотация ("move place 3,4 1") на всех языках.

pic-twittens-mark-to-play = ХОДИТ
pic-twittens-mark-home = дома
pic-twittens-mark-start = первый игрок
pic-twittens-mark-ready = готов
pic-twittens-mark-choosing = выбирает
pic-twittens-panel-title = { $name }: { $total } оч.
pic-twittens-panel-title-marks = { $name }: { $total } оч. ({ $marks })
pic-twittens-status-tiles = { $tiles ->
    [one] { $tiles } плитка
    [few] { $tiles } плитки
   *[many] { $tiles } плиток
}, дома { $houses }/{ $limit }, фонари { $lights }
pic-twittens-status-so-far = за этот сезон пока { $total }
pic-twittens-status-bimble = Bimble { $done }/{ $cards } выполнено
pic-twittens-status-kept = любимое место на руке
pic-twittens-status-used = любимое место выложено
pic-twittens-season = { $season ->
    [spring] весна
    [summer] лето
    [autumn] осень
   *[winter] зима
}
pic-twittens-season-title = { $season ->
    [spring] Весна
    [summer] Лето
    [autumn] Осень
   *[winter] Зима
}
pic-twittens-season-short = { $season ->
    [spring] Вс
    [summer] Лт
    [autumn] Ос
   *[winter] Зм
}
pic-twittens-sheet = { $season } { $total }: { $parts }
pic-twittens-sheet-none = { $season } 0
pic-twittens-short-score = { $category ->
    [houses] H
    [trees] T
    [streetlights] фонари
    [roads] дороги
    [stations] St
    [playgrounds] Pl
    [allotments] Al
   *[bimble] Bimble
} { $score }
pic-twittens-bimble-cards = Bimble: { $cards }
pic-twittens-bimble-done = ✓ выполнено { $title } (+{ $points })
pic-twittens-bimble-failed = ✗ провалено { $title } (-{ $points })
pic-twittens-bimble-completed = Выполнено: { $cards }
pic-twittens-last = посл.
pic-twittens-discard = Сброс: { $tile } ({ $size })
pic-twittens-title-final = Twittens: итоги
pic-twittens-standing = { $rank }. { $name }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
pic-twittens-title = Twittens: { $season }, сезон { $number } из 4
pic-twittens-choosing = Выбирают любимое место и карты Bimble: { $names }
pic-twittens-type-prepare = Напиши: move fav <tile>, затем move keep <card> <card> (или 3 карты)
pic-twittens-to-play = Ходит { $name }
pic-twittens-type = Напиши: { $moves }
pic-twittens-last-move = Последний ход: { $text }
pic-twittens-decks = Колода: { $tiles } плиток; колода Bimble: { $cards }
pic-twittens-legend = { $item ->
    [house] дом
    [tree] дерево
    [scrub] кустарник
    [dewpond] пруд
    [scrub-fox] f лиса, b птица, n тритон (точка)
    [allotment] огород
    [playground] детская площадка
    [substation] подстанция
    [school] школа
    [station] станция
    [path] тропа
    [road] дорога
    [rail] железная дорога
    [lamp] фонарь
    [spot] свободное место x,y
    [last] последняя плитка
   *[scored] засчитано
}
pic-twittens-scorepad = Таблица очков
pic-twittens-sum = Σ
pic-twittens-category = { $category ->
    [houses] Дома
    [trees] Деревья
    [streetlights] Фонари
    [roads] Дороги
    [stations] Станции
    [playgrounds] Площадки
    [allotments] Огороды
    [bimble] Bimble
   *[total] Итог сезона
}
pic-twittens-scorepad-note = Карты Bimble прошлого сезона (выполнено - провалено): { $notes }
pic-twittens-card-link = (звено цепи)
pic-twittens-card-pin = (булавка на карте)
pic-twittens-card = { $card } { $title } [{ $points } оч.]
pic-twittens-card-done = ✓ ВЫПОЛНЕНО: { $card } { $title } [{ $points } оч.]
pic-twittens-hand = Рука игрока { $name }: { $season }, сезон { $number }
pic-twittens-to-place = Выложить: { $tile }
pic-twittens-fits-at = подходит на { $spots }
pic-twittens-fits-nowhere = никуда не подходит
pic-twittens-drawn = Взята: { $tile }
pic-twittens-chosen = выбрана
pic-twittens-favourite = Любимое место: { $tile }
pic-twittens-progress = готово примерно на { $percent }%
pic-twittens-kept = оставлена
pic-twittens-dealt = роздана: оставь 2 или 3
pic-twittens-school = от твоей школы: move bimble { $card } (или move bimble none)
pic-twittens-bimble-heading = Карты Bimble
pic-twittens-placements = Все возможные положения (ход, который надо написать, и плитка, как она ляжет):
pic-twittens-nothing = На руке ничего нет.
