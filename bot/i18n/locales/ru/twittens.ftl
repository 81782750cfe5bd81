# Twittens словами (rules/twittens): что движок рассказывает, спрашивает и отклоняет, по-русски.
# Термины (твиттен, любимое место, карты Bimble, плитка, стопки A/B, стопка сброса, колода,
# кустарник, пруд, огород, подстанция, предел домов, время пить чай …) и названия карт Bimble —
# собственные термины проекта: русского издания (Bedsit Games) здесь нет. Они следуют
# guide-twittens.ftl и pictures-twittens.ftl.
# Данные остаются данными: имена, номера плиток и карт (t12, b3), позиции (1,0), повороты и нотация,
# которую набирает игрок (fav <tile>, place <x>,<y> <rotation>, take a, draw, home), на всех языках.
# [link] и [pin] в тексте карты Bimble — символы карты (картинки рисуют их).

## Плитки и карты Bimble

twittens-count = { $element ->
    [house] { $n ->
        [one] { $n } дом
        [few] { $n } дома
       *[many] { $n } домов
    }
    [tree] { $n ->
        [one] { $n } дерево
        [few] { $n } дерева
       *[many] { $n } деревьев
    }
    [scrub] { $n ->
        [one] { $n } кустарник
        [few] { $n } кустарника
       *[many] { $n } кустарников
    }
    [dewpond] { $n ->
        [one] { $n } пруд
        [few] { $n } пруда
       *[many] { $n } прудов
    }
    [fox] { $n ->
        [one] { $n } лиса
        [few] { $n } лисы
       *[many] { $n } лис
    }
    [bird] { $n ->
        [one] { $n } птица
        [few] { $n } птицы
       *[many] { $n } птиц
    }
    [newt] { $n ->
        [one] { $n } тритон
        [few] { $n } тритона
       *[many] { $n } тритонов
    }
    [wildlife] { $n ->
        [one] { $n } животное
        [few] { $n } животных
       *[many] { $n } животных
    }
    [allotment] { $n ->
        [one] { $n } огород
        [few] { $n } огорода
       *[many] { $n } огородов
    }
    [playground] { $n ->
        [one] { $n } детская площадка
        [few] { $n } детские площадки
       *[many] { $n } детских площадок
    }
    [substation] { $n ->
        [one] { $n } подстанция
        [few] { $n } подстанции
       *[many] { $n } подстанций
    }
    [school] { $n ->
        [one] { $n } школа
        [few] { $n } школы
       *[many] { $n } школ
    }
    [station] { $n ->
        [one] { $n } станция
        [few] { $n } станции
       *[many] { $n } станций
    }
    [streetlight] { $n ->
        [one] { $n } фонарь
        [few] { $n } фонаря
       *[many] { $n } фонарей
    }
    [straight] { $n ->
        [one] { $n } прямой участок
        [few] { $n } прямых участка
       *[many] { $n } прямых участков
    }
    [bend] { $n ->
        [one] { $n } поворот
        [few] { $n } поворота
       *[many] { $n } поворотов
    }
    [culdesac] { $n ->
        [one] { $n } тупик
        [few] { $n } тупика
       *[many] { $n } тупиков
    }
    [junction] { $n ->
        [one] { $n } перекрёсток
        [few] { $n } перекрёстка
       *[many] { $n } перекрёстков
    }
    [road] { $n ->
        [one] { $n } дорога
        [few] { $n } дороги
       *[many] { $n } дорог
    }
    [railway] { $n ->
        [one] { $n } железная дорога
        [few] { $n } железные дороги
       *[many] { $n } железных дорог
    }
   *[tile] { $n ->
        [one] { $n } плитка
        [few] { $n } плитки
       *[many] { $n } плиток
    }
}

twittens-tile = { $shape ->
    [straight] прямая
    [bend] поворот
    [culdesac] тупик
    [junction] перекрёсток
    [road] дорога
   *[railway] железная дорога
}: { $contents }
twittens-tile-grass = { $shape ->
    [straight] прямая
    [bend] поворот
    [culdesac] тупик
    [junction] перекрёсток
    [road] дорога
   *[railway] железная дорога
}: только трава
twittens-and = { $first } и { $last }
twittens-req-count = { $need } где угодно
twittens-req-hub-adj = [link] { $hub ->
    [allotment] огород
    [bird] птица
    [dewpond] пруд
    [fox] лиса
    [house] дом
    [playground] детская площадка
    [school] школа
    [scrub] кустарник
    [station] станция
    [substation] подстанция
   *[tree] дерево
}, рядом: { $other }
twittens-req-many-adj = [link] { $items }, у каждого рядом { $other ->
    [dewpond] пруды
    [house] дома
    [scrub] кустарник
   *[tree] деревья
}
twittens-req-many-adj-houses = [link] { $items }, у каждого рядом другие дома
twittens-req-group = [link] { $items } одной сплошной группой
twittens-req-hub-reach = [pin] { $hub ->
    [allotment] огород
    [bird] птица
    [dewpond] пруд
    [fox] лиса
    [house] дом
    [playground] детская площадка
    [school] школа
    [scrub] кустарник
    [station] станция
    [substation] подстанция
   *[tree] дерево
}, откуда достижимы: { $need }
twittens-req-reach = [pin] { $need }, все достижимы друг от друга
twittens-card-label = { $title } ({ $points } оч.): { $requirement }

## Правила выкладки (отказ называет правило)

twittens-rotation = Поворот — это 0, 90, 180 или 270 (градусов по часовой стрелке), а не { $rotation }.
twittens-first-tile = Первая плитка начинает твой твиттен на 0,0 (правило выкладки i); координаты отсчитываются от неё.
twittens-occupied = На { $cell } уже лежит плитка; каждая плитка кладётся на свободное место.
twittens-path-meets = Правило выкладки iii: дорожка твиттена никогда не может упираться в { $other ->
    [grass] траву
    [road] дорогу
   *[rail] железную дорогу
}, а на { $edge ->
    [north] северной
    [east] восточной
    [south] южной
   *[west] западной
} стороне (у плитки на { $cell }) она бы упёрлась.
twittens-link-meets = Правило выкладки путей сообщения iii: { $link ->
    [road] дорога
   *[rail] железная дорога
} может встречаться только с таким же путём, а на { $edge ->
    [north] северной
    [east] восточной
    [south] южной
   *[west] западной
} стороне (у плитки на { $cell }) она упёрлась бы в { $other ->
    [path] дорожку твиттена
    [grass] траву
    [road] дорогу
   *[rail] железную дорогу
}.
twittens-not-adjacent = Правило выкладки ii: плитка должна примыкать стороной к плитке твоего твиттена; { $cell } не касается ни одной.
twittens-link-only = Правило выкладки путей сообщения ii: плитки не могут соединяться только общим путём сообщения; они всегда должны соединяться дорожкой твиттена.
twittens-no-path-join = Правило выкладки ii: новая плитка должна соединяться с твоим твиттеном дорожкой, а на { $cell } с поворотом { $rotation } ни один край дорожки не встречается с дорожкой соседа.

## Нотация: как записывается каждое решение, и отказ для хода, записанного не так

twittens-syntax-favourite = запись: fav <tile>, например fav t12.
twittens-syntax-keep-cards = запись: keep <card> <card> [<card>], например keep b3 b17.
twittens-syntax-source = запись: take a, take b, draw или favourite.
twittens-syntax-keep = запись: keep <tile> on a|b (или keep <tile>, когда есть стопка сброса).
twittens-syntax-place = запись: place <x>,<y> <rotation>, например place 1,0 90.
twittens-syntax-lost = запись: return a, return b (или return — в стопку сброса).
twittens-syntax-school = запись: bimble <card> или bimble none.
twittens-syntax-tea = запись: home или stay.
twittens-read-favourite = Выбери любимое место: { $syntax }
twittens-read-keep-cards = Оставь карты Bimble: { $syntax }
twittens-read-place = Положи плитку: { $syntax }
twittens-read-school = Твоя школа вытянула карты Bimble: { $syntax }
twittens-read-tea = Время пить чай? { $syntax }
twittens-read-empty = Напиши ход; { $syntax }
twittens-read-source = Выбери, откуда берётся плитка: { $syntax }
twittens-read-keep = Оставь одну вытянутую плитку: { $syntax }
twittens-read-lost = Твоя плитка никуда не подходит: { $syntax }
twittens-read-take = Взять из стопки: take a или take b.
twittens-read-draw = Чтобы тянуть из колоды, напиши просто: draw.
twittens-read-play-favourite = Чтобы сыграть любимое место, напиши просто: favourite.
twittens-read-keep-which-stack = Скажи, в какую стопку идёт другая плитка: keep <tile> on a или keep <tile> on b.
twittens-read-return-which-stack = Скажи, в какую стопку: return a или return b.

## Что должен сделать игрок (подсказки)

twittens-ask-favourite = Выбери любимое место на { $season ->
    [spring] весну
    [summer] лето
    [autumn] осень
   *[winter] зиму
}: fav <tile>.
twittens-ask-keep-cards = Оставь 2 или 3 своих карты Bimble: keep <card> <card> [<card>].
twittens-ask-source = Выбери плитку: { $choices }.
twittens-ask-keep-stacks = Оставь одну из двух вытянутых плиток: keep <tile> on a|b (другая идёт в эту стопку).
twittens-ask-keep-discard = Оставь одну из двух вытянутых плиток: keep <tile> (другая идёт в стопку сброса).
twittens-ask-place = Положи плитку: place <x>,<y> <rotation>.
twittens-ask-lost-stacks = Эту плитку некуда присоединить, так что тебе пора домой пить чай: return a|b (положи её в стопку).
twittens-ask-lost-discard = Эту плитку некуда присоединить, так что тебе пора домой пить чай: return (сбрось её).
twittens-ask-school = Твоя школа тянет карты Bimble: bimble <card>, чтобы оставить одну, или bimble none.
twittens-ask-tea = Время пить чай? home или stay.

## Сезоны

twittens-season-begins = Все выбрали любимое место и карты Bimble. { $season ->
    [spring] Весну
    [summer] Лето
    [autumn] Осень
   *[winter] Зиму
} начинает { $name }.
twittens-season-over = { $season ->
    [spring] Весна окончена
    [summer] Лето окончено
    [autumn] Осень окончена
   *[winter] Зима окончена
}. Очки за сезон: { $scores }.
twittens-season-prepared = Готовится { $season ->
    [spring] весна
    [summer] лето
    [autumn] осень
   *[winter] зима
}; начинает { $name } (меньше всего очков). Все выбирают любимое место и карты Bimble.
twittens-game-over = Игра окончена.
twittens-over-standing = { $rank }. { $name } { $score }
twittens-over-standing-detail = { $rank }. { $name } { $score } ({ $detail })

## Подписи допустимых ходов

twittens-label-favourite = любимое место { $tile }, { $tile_words }
twittens-label-keep-all = оставить все три: { $titles }
twittens-label-keep-two = оставить { $first } и { $second }
twittens-label-draw-1 = вытянуть из колоды 1 плитку и присоединить её
twittens-label-draw-2 = вытянуть из колоды 2 плитки, оставить 1
twittens-label-play-favourite = твоё любимое место { $tile }
twittens-label-take = верх стопки { $stack }: { $tile }, { $tile_words }
twittens-label-keep-on-stack = оставить { $tile }{ $fits ->
    [nowhere] {" "}(никуда не подходит!)
   *[somewhere] {""}
}, положить { $other } в стопку { $stack }
twittens-label-keep-discard = оставить { $tile }{ $fits ->
    [nowhere] {" "}(никуда не подходит!)
   *[somewhere] {""}
}, другую сбросить
twittens-label-place = { $tile } на { $cell } с поворотом { $rotation }
twittens-label-return-stack = положить { $tile } в стопку { $stack } и пойти домой
twittens-label-return-discard = положить { $tile } в стопку сброса и пойти домой
twittens-label-school-keep = оставить { $card }
twittens-label-school-none = не оставлять ни одной карты
twittens-label-home = пойти домой пить чай (в этом сезоне больше не ходишь)
twittens-label-stay = остаться в игре

## Подготовка сезона

twittens-refuse-favourite = Любимым местом должна быть одна из 3 плиток, которые ты вытянул: { $tiles }.
twittens-refuse-keep-cards = Оставлять можно только розданные тебе карты Bimble, каждую один раз: { $cards }.
twittens-refuse-keep-two = Нужно оставить не меньше 2 из 3 карт Bimble (2 или 3 из { $cards }).
twittens-chose-favourite = { $name } выбирает любимое место.
twittens-your-favourite = Твоё любимое место — { $tile }.
twittens-kept-cards = { $name } оставляет { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
} Bimble.

## Ход: откуда берётся плитка

twittens-refuse-take-discard = Домой пить чай: как только кто-то ушёл домой, стопки становятся стопкой сброса, поэтому можно только тянуть из колоды или выбрать любимое место.
twittens-refuse-stack-empty = Стопка { $stack } пуста; выбери другой источник.
twittens-refuse-stack-fits-nowhere = Правило выкладки iv: { $tile } из стопки { $stack } никуда не подходит в твоём твиттене, а заблудившимся считается только тот, чьи вытянутые плитки никуда не подходят; выбери { $choices }.
twittens-refuse-deck-empty = Колода твиттена пуста; тянуть нечего.
twittens-refuse-favourite-used = Ты уже сыграл любимое место в этом сезоне (раз за сезон).
twittens-refuse-favourite-fits-nowhere = Правило выкладки iv: твоё любимое место { $tile } никуда не подходит в твоём твиттене, а заблудившимся считается только тот, чьи вытянутые плитки никуда не подходят; выбери { $choices }.
twittens-took = { $name } берёт { $tile } из стопки { $stack }.
twittens-refilled = Стопка опустела, поэтому её пополняет { $tile } из колоды.
twittens-drew-one = { $name } тянет из колоды 1 плитку.
twittens-drew-one-last = { $name } тянет из колоды 1 плитку (последний оставшийся в игре тянет только 1 плитку).
twittens-you-drew-one = Ты вытянул плитку { $tile }; положи её.
twittens-drew-two = { $name } тянет из колоды 2 плитки.
twittens-you-drew-two = Ты вытянул плитки { $first } и { $second }; оставь одну.
twittens-played-favourite = { $name } выбирает своё любимое место, { $tile }.

## Ход: оставить вытянутую плитку, положить её или вернуть

twittens-refuse-keep-undrawn = Оставить можно только вытянутую плитку: { $first } или { $second }.
twittens-refuse-keep-fits-nowhere = Правило выкладки iv: { $tile } никуда не подходит в твоём твиттене, а { $other } подходит, так что присоединить плитку ты можешь: оставь { $other }.
twittens-refuse-keep-on-discard = Домой пить чай: стопки теперь — стопка сброса, поэтому другая плитка сбрасывается: keep <tile>.
twittens-kept-tile-stack = { $name } оставляет вытянутую плитку и кладёт { $other } в стопку { $stack }.
twittens-kept-tile-discard = { $name } оставляет вытянутую плитку и кладёт { $other } в стопку сброса.
twittens-placed = { $name } кладёт { $tile } на { $cell } с поворотом { $rotation }.
twittens-refuse-return-on-discard = Стопок больше нет; плитка идёт в стопку сброса: return.
twittens-returned-stack = { $name } не может никуда присоединить { $tile } и кладёт её в стопку { $stack }.
twittens-returned-discard = { $name } не может никуда присоединить { $tile } и кладёт её в стопку сброса.

## Школы и карты Bimble

twittens-school-draws = { $name } добавляет школу и тянет { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
} Bimble.
twittens-your-school-drew = Твоя школа вытянула: { $cards }.
twittens-card-with-id = { $card } { $label }
twittens-refuse-school = Школы: можно оставить 1 из 2 вытянутых карт Bimble: { $cards } — или ни одной.
twittens-school-kept = { $name } оставляет 1 карту Bimble от школы.
twittens-school-kept-none = { $name } не оставляет ни одной карты Bimble от школы.
twittens-completed = { $name } выполняет карту Bimble «{ $title }» ({ $requirement }, { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}).

## Время пить чай

twittens-stays = { $name } остаётся в игре.
twittens-too-dark = Колода твиттена пуста: слишком темно, чтобы гулять дальше, поэтому все идут домой пить чай.
twittens-goes-home = { $name } идёт домой пить чай ({ $reason ->
    [limit] больше предела домов: дошёл до своей улицы
    [lost] не смог присоединить плитку: заблудился
    [dark] колода твиттена пуста: слишком темно, чтобы гулять дальше
    [last] сделал последний ход сезона на четверых
   *[chose] решил пойти домой
}).
twittens-stacks-merged = Первый ушёл домой пить чай: обе стопки сливаются в стопку сброса; теперь игроки тянут 2 плитки и сбрасывают 1 или играют своё любимое место.

## Итоги: как решилась ничья

twittens-tie-unbroken = ничья по сумме и по всем дополнительным показателям
twittens-tie-decided = ничья при { $total ->
    [one] { $total } очке
   *[many] { $total } очках
}, решили { $category ->
    [houses] дома
    [trees] деревья
    [streetlights] фонари
    [roads] дороги
    [stations] станции
    [playgrounds] детские площадки
    [allotments] огороды
   *[bimble] карты Bimble
}: { $score } против { $other }

## Отмена решения: почему нельзя (окончание фразы «Это нельзя отменить: …»)

twittens-undo-game-ended = последний сезон подсчитан, и игра окончена
twittens-undo-season-began = все сделали выбор, поэтому { $season ->
    [spring] началась весна
    [summer] началось лето
    [autumn] началась осень
   *[winter] началась зима
}, а колода твиттена и колода Bimble перемешаны
twittens-undo-season-dealt = { $season ->
    [spring] весна подсчитана
    [summer] лето подсчитано
    [autumn] осень подсчитана
   *[winter] зима подсчитана
}, и розданы плитки и карты Bimble { $next ->
    [spring] весны
    [summer] лета
    [autumn] осени
   *[winter] зимы
}
twittens-undo-drawn = { $count ->
    [one] из колоды вытянута плитка
    [few] из колоды вытянуты { $count } плитки
   *[many] из колоды вытянуто { $count } плиток
}
twittens-undo-school = твоя школа вытянула карты Bimble
twittens-undo-refilled = стопка { $stack } пополнена плиткой { $tile } из колоды
twittens-undo-uncovered = под взятой плиткой в стопке { $stack } открылась плитка { $tile }
twittens-undo-revealed = открылись скрытые плитки или карты Bimble

## Сводка, по строке на каждое

twittens-sum-over = Игра окончена после четырёх сезонов.
twittens-sum-standing = { $rank }. { $name }: { $score ->
    [one] { $score } очко
    [few] { $score } очка
   *[many] { $score } очков
}
twittens-sum-standing-detail = { $rank }. { $name }: { $score ->
    [one] { $score } очко
    [few] { $score } очка
   *[many] { $score } очков
} ({ $detail })
twittens-sum-season = Сезон { $number } из 4 ({ $season ->
    [spring] весна
    [summer] лето
    [autumn] осень
   *[winter] зима
}); в колоде { $deck ->
    [one] { $deck } плитка
    [few] { $deck } плитки
   *[many] { $deck } плиток
}.
twittens-sum-waiting = Подготовка сезона: ждём выбора от { $names }.
twittens-sum-stacks = { $stacks }.
twittens-sum-stack = наверху стопки { $stack } — { $tile } ({ $tile_words })
twittens-sum-discard = В стопке сброса { $size ->
    [one] { $size } плитка
    [few] { $size } плитки
   *[many] { $size } плиток
}, наверху { $tile }.
twittens-sum-to-play = Ходит { $name }: { $prompt }
twittens-sum-seat = { $name } ({ $status ->
    [playing] в игре
    [home] дома пьёт чай
    [ready] готов
   *[choosing] выбирает
}): плиток { $tiles }, домов { $houses }/{ $limit }, деревьев { $trees } (самая большая группа { $group }), фонарей { $lights }, животных { $wildlife }
twittens-sum-open = , открытые концы дорожки в сторону { $spots }
twittens-sum-before = ; очков до этого сезона { $score }
twittens-sum-completed = ; выполнено: { $titles }
twittens-sum-dealt-tile = Тебе роздана плитка { $tile } ({ $tile_words }).
twittens-sum-dealt-card = Тебе роздана карта Bimble { $card }: { $label }.
twittens-sum-drew = Ты вытянул плитку { $tile } ({ $tile_words }).
twittens-sum-holding = Плитка, которую надо положить: { $tile } ({ $tile_words }).
twittens-sum-school = Твоя школа вытянула карту Bimble { $card }: { $label }.
twittens-sum-favourite = Твоё любимое место: { $tile } ({ $tile_words }).
twittens-sum-card = Твоя карта Bimble { $card } [{ $done ->
    [done] выполнена
   *[open] открыта
}]: { $label }.

## Альтернативный текст общей картинки (не больше 1024 знаков)

twittens-alt-over = Twittens окончена: победил { $name }.
twittens-alt-final = Итоговые очки: { $scores }.
twittens-alt-season = Twittens, { $season ->
    [spring] весна
    [summer] лето
    [autumn] осень
   *[winter] зима
} (сезон { $number } из 4).
twittens-alt-waiting = Подготовка сезона: ждём, пока { $names } выберут любимое место и карты Bimble.
twittens-alt-scored = { $season ->
    [spring] Весна подсчитана
    [summer] Лето подсчитано
    [autumn] Осень подсчитана
   *[winter] Зима подсчитана
}: { $scores }.
twittens-alt-to-play = Ходит { $name }. { $prompt }
twittens-alt-scores = Очки: { $scores }.
twittens-alt-last = Последний ход: { $move }
twittens-last-drew = { $name } тянет из колоды.
twittens-last-favourite = { $name } выбирает своё любимое место.
twittens-alt-seat = { $name }: плиток { $tiles }, домов { $houses }/{ $limit }, самая большая группа деревьев { $group }, фонарей { $lights }{ $home ->
    [yes] , дома пьёт чай
   *[no] {""}
}{ $done ->
    [0] {""}
   *[other] , выполнено карт Bimble: { $done }
}.
twittens-alt-stacks = { $stacks }.
twittens-alt-stack = Наверху стопки { $stack } — { $tile } ({ $tile_words })
twittens-alt-deck = В колоде { $tiles ->
    [one] { $tiles } плитка
    [few] { $tiles } плитки
   *[many] { $tiles } плиток
}.

## Названия карт Bimble (bimbles.json) по номеру карты

twittens-card-1 = Старая дубовая аллея
twittens-card-2 = Школьный пруд
twittens-card-3 = Цветущий переулок
twittens-card-4 = Электростанция
twittens-card-5 = Осиновая аллея
twittens-card-6 = Тропа для выгула собак
twittens-card-7 = Первоцветная тропинка
twittens-card-8 = Лягушачий переулок
twittens-card-9 = Ягнячий твиттен
twittens-card-10 = Кривые ступеньки
twittens-card-11 = Ряд коттеджей
twittens-card-12 = Ореховая рощица
twittens-card-13 = Живая изгородь крапивника
twittens-card-14 = Коттедж у пруда
twittens-card-15 = Проезд серёжек
twittens-card-16 = Калитка-качели
twittens-card-17 = Ящики с рассадой
twittens-card-18 = Утренний поезд
twittens-card-19 = Нарциссовая лощина
twittens-card-20 = Прыжки по лужам
twittens-card-21 = Скворечник
twittens-card-22 = Пасхальное шествие
twittens-card-23 = Перекрёсток тропинок
twittens-card-24 = Тропа головастиков
twittens-card-25 = Колокольчиковый склон
twittens-card-26 = Прогулка по длинному лугу
twittens-card-27 = Фонарики летнего солнцестояния
twittens-card-28 = Ступеньки к песчаному замку
twittens-card-29 = Переулок у бассейна
twittens-card-30 = Место для пикника
twittens-card-31 = Извилистый путь
twittens-card-32 = Летняя терраса
twittens-card-33 = Тень зелёного леса
twittens-card-34 = Пруд стрекоз
twittens-card-35 = Уголок с эскимо
twittens-card-36 = Грядки фасоли
twittens-card-37 = Дома у живой изгороди
twittens-card-38 = Лиственный переулок
twittens-card-39 = Тенистое укрытие
twittens-card-40 = День спорта
twittens-card-41 = Праздничный поезд
twittens-card-42 = Гудящие опоры
twittens-card-43 = Лощина с тюками сена
twittens-card-44 = Полёт ласточки
twittens-card-45 = Лисья нора
twittens-card-46 = Детский бассейн
twittens-card-47 = Уличный праздник
twittens-card-48 = Рывок в тупик
twittens-card-49 = Садовый забор
twittens-card-50 = Луговой пруд
twittens-card-51 = Каштановая аллея
twittens-card-52 = Огни костра
twittens-card-53 = Ежевичная чаща
twittens-card-54 = Туманные озёра
twittens-card-55 = Тропа наперстянок
twittens-card-56 = Путь перелётных птиц
twittens-card-57 = Трактир на перекрёстке
twittens-card-58 = Каштановая терраса
twittens-card-59 = Дубовая рощица
twittens-card-60 = Кусты ежевики
twittens-card-61 = Куча листьев
twittens-card-62 = Праздник урожая
twittens-card-63 = Бой каштанами
twittens-card-64 = Коттеджи с падалицей
twittens-card-65 = Шиповниковый ряд
twittens-card-66 = Каникулы
twittens-card-67 = Последний поезд домой
twittens-card-68 = Отключение света
twittens-card-69 = Ведьмино кольцо
twittens-card-70 = Уханье совы
twittens-card-71 = Убежище ежа
twittens-card-72 = Тёмные вечера
twittens-card-73 = Зигзагообразный переулок
twittens-card-74 = Ясли тритонов
twittens-card-75 = Опавшие листья
twittens-card-76 = Вечнозелёная роща
twittens-card-77 = Морозный свет фонарей
twittens-card-78 = Замёрзшие пруды
twittens-card-79 = Зимняя чаща
twittens-card-80 = Малиновка
twittens-card-81 = Заснеженный полукруг
twittens-card-82 = Скользкие повороты
twittens-card-83 = Заледеневшая терраса
twittens-card-84 = Падубовая изгородь
twittens-card-85 = Конкурс снеговиков
twittens-card-86 = Зимняя зелень
twittens-card-87 = Рождественское полено
twittens-card-88 = Катание на коньках
twittens-card-89 = Переулок у камина
twittens-card-90 = Иней
twittens-card-91 = Колядующие
twittens-card-92 = Рождественский экспресс
twittens-card-93 = Обрыв проводов в бурю
twittens-card-94 = Зимний ночлег
twittens-card-95 = Лисьи следы на снегу
twittens-card-96 = Горка для санок
twittens-card-97 = Долгие ночи
twittens-card-98 = Замёрзшее болото
twittens-card-99 = Сосновые иголки
twittens-card-100 = Новогодняя прогулка
