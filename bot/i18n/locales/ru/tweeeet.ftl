# Фразы Tweeeet (rules/tweeeet: game.py и words.py) по-русски: что происходит при полёте, что
# судья отклоняет и почему, что предлагают сделать птице, которая летит, подписи ходов, итоги,
# сводка и альтернативный текст общей картинки.
# Термины (зарянки, варакушки, плитки, плитка с гнёздами, корм, энергия, запас, гнездо) —
# собственные термины проекта, как в pictures-tweeeet.ftl и guide-tweeeet.ftl: русского издания
# игры здесь нет.
# Данные остаются данными: имена, клетки (F7), номера плиток, буквы столбцов и суммы листа очков
# ("5 + (-1)") на всех языках одни и те же.

## Птицы и перечисления

tweeeet-bird = { $name } ({ $team ->
    [robin] зарянка
   *[bluethroat] варакушка
})
tweeeet-bird-of = { $name } ({ $team ->
    [robin] зарянка
   *[bluethroat] варакушка
})
tweeeet-and = { $rest } и { $last }

## Что происходит

tweeeet-row-laid = Выложен ряд { $row }: плитка { $tile }.
tweeeet-row-laid-turned = Выложен ряд { $row }: плитка { $tile }, повёрнутая на 180 градусов.
tweeeet-row-laid-nest = Выложен ряд { $row }: плитка с гнёздами.
tweeeet-rows-removed = { $count ->
    [one] Ряд { $rows } отстаёт от всех птиц больше чем на { $behind } { $behind ->
        [one] клетку
        [few] клетки
       *[many] клеток
    } и убирается
   *[other] Ряды { $rows } отстают от всех птиц больше чем на { $behind } { $behind ->
        [one] клетку
        [few] клетки
       *[many] клеток
    } и убираются
}; несъеденный корм возвращается в запас.
tweeeet-bonus = Новички: птице нужна дополнительная энергия, поэтому каждая птица, которая ещё летит или уже сидит в гнезде, получает ещё { $energy } энергии.
tweeeet-stalemate = Все птицы, которые ещё летят, заблокированы другими птицами, и больше никто никогда не сможет сделать ход: полёт окончен, и эти птицы считаются не долетевшими до гнезда.
tweeeet-miss = { $bird } пропускает ход: другие птицы перекрывают каждый путь к корму, на который хватило бы энергии.
tweeeet-miss-nest = { $bird } пропускает ход: другие птицы перекрывают каждый путь к корму или к гнезду, на который хватило бы энергии.
tweeeet-out = Птице { $bird } не хватает энергии, чтобы долететь до какого-либо корма, и она выбывает из игры (очки: -1).
tweeeet-out-nest = Птице { $bird } не хватает энергии, чтобы долететь до какого-либо корма или гнезда, и она выбывает из игры (очки: -1).
tweeeet-all-nested = Все выжившие птицы долетели до своих гнёзд: полёт окончен.
tweeeet-flight-food = { $bird } пролетает { $spaces ->
    [one] { $spaces } клетку
    [few] { $spaces } клетки
   *[many] { $spaces } клеток
} с { $start } на { $end } и съедает { $food ->
    [nut] орех
    [strawberry] клубнику
    [berry] ягоду
    [caterpillar] гусеницу
   *[beetle] жука
} (+{ $value }).
tweeeet-flight-nest = { $bird } пролетает { $spaces ->
    [one] { $spaces } клетку
    [few] { $spaces } клетки
   *[many] { $spaces } клеток
} с { $start } к гнезду { $team ->
    [robin] зарянок
   *[bluethroat] варакушек
} на { $end }.
tweeeet-energy-now = Твоя энергия теперь: { $energy }.
tweeeet-flight-only = Плитки, выложенные после полёта, и ходы следующих птиц будут показаны, когда полёт сыгран: они могут зависеть от стопки плиток и от энергии, которую ты не видишь.

## Птица, которая летит

tweeeet-prompt = Лети с { $space } на клетку с кормом: напиши её подпись, например F7.
tweeeet-prompt-nest = Лети с { $space } на клетку с кормом или к гнезду своей команды: напиши её подпись, например F7.
tweeeet-move-food = { $food ->
    [nut] орех
    [strawberry] клубника
    [berry] ягода
    [caterpillar] гусеница
   *[beetle] жук
} на { $space }: стоит { $cost }, +{ $value }
tweeeet-move-nest = гнездо на { $space }: стоит { $cost }

## Отказы

tweeeet-not-a-label = { $typed } — не подпись клетки. Напиши клетку, куда летишь, буквой столбца A-I и номером ряда, как она подписана на картинке (например F7).
tweeeet-no-space = На поле нет клетки { $space }: сейчас выложены ряды с { $first } по { $last }.
tweeeet-nest-not-laid = Лететь к гнезду можно, только когда выложена плитка с гнёздами.
tweeeet-not-your-nest = { $space } — не твоё гнездо: все { $team ->
    [robin] зарянки
   *[bluethroat] варакушки
} должны закончить полёт в одном гнезде, и их гнездо — { $nest }.
tweeeet-their-nest = { $space } — гнездо { $team ->
    [robin] зарянок
   *[bluethroat] варакушек
}: зарянки и варакушки заканчивают полёт в разных гнёздах.
tweeeet-already-there = Твоя птица уже на { $space }: каждый ход нужно лететь на клетку с кормом.
tweeeet-no-food = { $space } — { $what ->
    [water] вода
    [start] стартовая клетка
    [taken] клетка, занятая другой птицей
   *[empty] клетка без корма
}: каждый ход нужно лететь на клетку с кормом.
tweeeet-no-food-nest = { $space } — { $what ->
    [water] вода
    [start] стартовая клетка
    [taken] клетка, занятая другой птицей
   *[empty] клетка без корма
}: каждый ход нужно лететь на клетку с кормом (или, раз плитка с гнёздами выложена, к гнезду своей команды).
tweeeet-no-route = К { $space } не ведёт ни один открытый путь: птицы не летают сквозь воду, корм, других птиц и гнёзда.
tweeeet-too-far = Полёт на { $space } — это { $cost ->
    [one] { $cost } клетка
    [few] { $cost } клетки
   *[many] { $cost } клеток
}, а энергии у тебя только { $energy }: каждая клетка стоит 1 энергию.

## Почему полёт нельзя отменить: конец фразы «Это нельзя отменить: …»

tweeeet-undo-shuffled = стопка плиток была перемешана
tweeeet-undo-drawn = { $count ->
    [1] из стопки вытянута плитка (ряд { $rows })
    [one] из стопки вытянута { $count } плитка (ряды { $rows })
    [few] из стопки вытянуты { $count } плитки (ряды { $rows })
   *[many] из стопки вытянуто { $count } плиток (ряды { $rows })
}
tweeeet-undo-out = птица { $bird } осталась без энергии и выбыла из игры
tweeeet-undo-missed = птица { $bird } была заблокирована и пропустила ход
tweeeet-undo-bonus = был выдан бонус для новичков
tweeeet-undo-over = игра закончилась, и энергия каждой птицы была показана

## Итоги

tweeeet-standing-hidden = Энергия скрыта, пока все выжившие птицы не долетят до своих гнёзд.
tweeeet-team-sum = { $team ->
    [robin] Зарянки
   *[bluethroat] Варакушки
} { $points } = { $total } / { $birds } = { NUMBER($average, maximumFractionDigits: 2) }
tweeeet-verdict-tie = Ничья: { $robins }; { $bluethroats }: обе команды делят победу.
tweeeet-verdict-win = { $team ->
    [robin] Зарянки
   *[bluethroat] Варакушки
} побеждают со средним { NUMBER($average, maximumFractionDigits: 2) } против { NUMBER($against, maximumFractionDigits: 2) }: { $winners }; { $losers }.
tweeeet-standing-bird = { $team ->
    [robin] Зарянки
   *[bluethroat] Варакушки
}: в среднем { NUMBER($average, maximumFractionDigits: 2) }; эта птица { $points }
tweeeet-standing-failed = { $team ->
    [robin] Зарянки
   *[bluethroat] Варакушки
}: в среднем { NUMBER($average, maximumFractionDigits: 2) }; эта птица не долетела, -1

## Альтернативный текст общей картинки (не больше 1024 символов на любом языке: см. ROOM в rules/tweeeet/words.py)

tweeeet-alt-over-tie = Игра Tweeeet окончена: ничья, обе команды делят победу со средним { NUMBER($average, maximumFractionDigits: 2) }.
tweeeet-alt-over-win = Игра Tweeeet окончена: { $team ->
    [robin] зарянки
   *[bluethroat] варакушки
} побеждают, в среднем { NUMBER($average, maximumFractionDigits: 2) } против { NUMBER($against, maximumFractionDigits: 2) }.
tweeeet-alt-to-fly = Tweeeet, зарянки против варакушек. Летит: { $bird }, с { $space }.
tweeeet-alt-birds = Птицы: { $birds }.
tweeeet-alt-bird = { $bird } { $status ->
    [nested] в гнезде { $space }
    [out] выбыла
   *[flying] на { $space }
}
tweeeet-alt-bird-over = { $bird } { $status ->
    [nested] в гнезде { $space }
    [out] выбыла
   *[flying] на { $space }
}, очки { $points }
tweeeet-alt-team-sum = { $team ->
    [robin] Зарянки
   *[bluethroat] Варакушки
}: { $points } = { $total } / { $birds } = { NUMBER($average, maximumFractionDigits: 2) }.
tweeeet-alt-secret = Очки: энергия каждой птицы тайна, пока все птицы не сядут в гнёзда или не выбудут (выбывшая получает -1).
tweeeet-alt-last-food = Последний полёт: { $bird } с { $start } на { $end }, { $spaces ->
    [one] { $spaces } клетка
    [few] { $spaces } клетки
   *[many] { $spaces } клеток
}, съела { $food ->
    [nut] орех
    [strawberry] клубнику
    [berry] ягоду
    [caterpillar] гусеницу
   *[beetle] жука
} (+{ $value }).
tweeeet-alt-last-nest = Последний полёт: { $bird } с { $start } на { $end }, { $spaces ->
    [one] { $spaces } клетка
    [few] { $spaces } клетки
   *[many] { $spaces } клеток
}, села в гнездо.
tweeeet-alt-rows-pile = На столе ряды с { $first } по { $last }; в стопке { $tiles ->
    [one] { $tiles } плитка
    [few] { $tiles } плитки
   *[many] { $tiles } плиток
}.
tweeeet-alt-rows-nest = На столе ряды с { $first } по { $last }; плитка с гнёздами выложена.
tweeeet-alt-talk = { $a } и { $b } на расстоянии { $distance } ({ $band ->
    [talk] говорить
    [twitter] щебетать
   *[flap] махать крыльями
}).
tweeeet-alt-food = Корм в ряду { $row }: { $food }.
tweeeet-alt-food-item = { $space } { $food ->
    [nut] орех
    [strawberry] клубника
    [berry] ягода
    [caterpillar] гусеница
   *[beetle] жук
}

## Сводка

tweeeet-sum-to-fly = { $bird } летит с { $space }.
tweeeet-sum-your-energy = Твоя энергия: { $energy }.
tweeeet-sum-birds = Птицы: { $birds }.
tweeeet-sum-bird = { $bird } { $status ->
    [nested] в гнезде на { $space }
    [out] выбыла из игры
   *[flying] на { $space }
}
tweeeet-sum-bird-over = { $bird } { $status ->
    [nested] в гнезде на { $space }
    [out] выбыла из игры
   *[flying] на { $space }
}, энергия { $energy }
tweeeet-sum-last = Последний полёт: { $name } с { $start } на { $end } ({ $food ->
    [nest] гнездо
    [nut] орех
    [strawberry] клубника
    [berry] ягода
    [caterpillar] гусеница
   *[beetle] жук
}), { $spaces ->
    [one] { $spaces } клетка
    [few] { $spaces } клетки
   *[many] { $spaces } клеток
}.
tweeeet-sum-row = Ряд { $row }{ $tile ->
    [start] {" "}(старт)
    [nest] {" "}(плитка с гнёздами)
   *[landscape] {""}
}: { $parts }.
tweeeet-sum-row-grass = Ряд { $row }{ $tile ->
    [start] {" "}(старт)
    [nest] {" "}(плитка с гнёздами)
   *[landscape] {""}
}: только трава.
tweeeet-sum-food = корм { $food }
tweeeet-sum-food-item = { $food ->
    [nut] орех
    [strawberry] клубника
    [berry] ягода
    [caterpillar] гусеница
   *[beetle] жук
} { $column }
tweeeet-sum-water = вода { $columns }
tweeeet-sum-nests = гнёзда { $columns }
tweeeet-sum-arrow = стрелка на { $arrow ->
    [E] восток
   *[W] запад
}
tweeeet-sum-nest-laid = Плитка с гнёздами выложена.
tweeeet-sum-pile = Плиток в стопке: { $tiles } (последняя — плитка с гнёздами).
tweeeet-sum-talk = { $a } и { $b } на расстоянии { $distance }: им можно { $band ->
    [talk] говорить
    [twitter] щебетать
   *[flap] махать крыльями
}.
