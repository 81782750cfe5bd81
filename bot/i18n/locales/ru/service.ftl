# Фразы сервиса (bot/service/: лобби, игра, ходы, итоги, отмена хода,
# просмотр, «пока вас не было», конструктор хода, картинки, повторы) на
# русском. Термины — собственные термины проекта. Команды в `...` — то, что
# вводят игроки, они не переводятся. Сообщение, которое в консоли звучит
# иначе, выбирает вариант по { $front } (console или discord).

## Общие отказы

svc-race = Игра изменилась в тот же момент; ничего не сделано. Посмотрите на доску и попробуйте ещё раз.
svc-no-game = { $front ->
    [console] Здесь нет игры: запустите её командой `referee play`.
   *[discord] В этом канале нет игры. Начните её командой `new`.
}
svc-not-started = Игра ещё не началась.
svc-not-playing = Вы не участвуете в этой игре.

## Лобби

svc-channel-busy = В этом канале уже идёт незаконченная игра. Сначала завершите или прервите её либо начните новую игру в другом канале или ветке.
svc-opened = { $name } открывает партию в { $game }.
svc-lobby-title = { $front ->
    [console] { $game } (игроков: от { $min } до { $max })
   *[discord] **{ $game }** (игроков: от { $min } до { $max })
}
svc-lobby-options = Параметры: { $options }
svc-lobby-clock = Часы: { $name } ({ $summary })
svc-lobby-seat = { $number }. { $name }
svc-lobby-seat-computer = { $number }. { $name } (компьютер)
svc-lobby-free = Свободных мест: { $free }. { $need ->
    [0] { $front ->
        [console] Ждём, пока приглашённые игроки введут `join`.
       *[discord] Можно начинать.
    }
   *[other] Для начала нужно ещё { $need }.
}
svc-join-started = Эта игра уже началась; вы сможете присоединиться к следующей.
svc-already-seated = У вас уже есть место в этой игре.
svc-game-full = Мест больше нет (не более { $max } игроков).
svc-lobby-race = Лобби изменилось в тот же момент; попробуйте ещё раз.
svc-joined = { $name } присоединяется.
svc-joined-all = { $name } присоединяется: все приглашённые на месте.
svc-leave-started = Игра уже началась: командой `resign` вы передадите своё место компьютерному игроку.
svc-not-seated = У вас нет места в этой игре.
svc-left = { $name } уходит.
svc-left-closed = { $name } уходит, и за столом больше никого нет: игра закрыта.
svc-add-started = Компьютерных игроков можно добавлять только до начала игры.
svc-add-forbidden = Добавить компьютерного игрока может только игрок за столом или тот, кто управляет этим каналом.
svc-unknown-level = { $level } — не уровень компьютерного игрока. Выберите один из: { $levels }.
svc-added = { $name } добавляет игрока { $computer }.
svc-already-started = Игра уже началась.
svc-start-forbidden = Начать игру может только игрок за столом или тот, кто управляет этим каналом.
svc-too-few = Для игры { $game } нужно не меньше { $min } игроков; за столом: { $seated }. { $front ->
    [console] Назовите ещё игроков через --players или добавьте компьютерных через --computer N.
   *[discord] Пригласите ещё игроков или добавьте компьютерного игрока.
}
svc-begins = { $game }: игра начинается! Порядок мест: { $order }
svc-no-rematch = { $front ->
    [console] Здесь нет законченной игры, которую можно сыграть снова.
   *[discord] В этом канале нет законченной игры, которую можно сыграть снова.
}
svc-rematch-forbidden = Попросить о реванше может только участник прошлой игры (или тот, кто управляет этим каналом).
svc-rematch = { $name } просит о реванше.
svc-rematch-invited = Приглашены игроки прошлой игры. Игра начнётся, когда все они присоединятся.

## Игра

svc-not-playing-move = Вы не участвуете в этой игре, поэтому не можете ходить.
svc-resigned-seat = Вы сдались в этой игре; ваше место занял компьютерный игрок.
svc-computer-seat = Ваше место занял компьютерный игрок.
svc-not-your-turn = Сейчас не ваш ход: ждём { $names }.
svc-not-your-turn-nobody = Сейчас не ваш ход: ждать некого.
svc-say-which-move = { $front ->
    [console] Какой ход? Введите его запись (`moves` покажет их список).
   *[discord] Какой ход? Введите его запись (список допустимых ходов подсказывается автоматически).
}
svc-move-too-long = Это слишком длинно для хода ({ $length ->
    [one] { $length } символ
    [few] { $length } символа
   *[many] { $length } символов
}; в ходе не больше { $most }). Командой `moves` можно вывести допустимые ходы.
svc-choice-other-game = { $front ->
    [console] Этот выбор относится к прошлой игре здесь.
   *[discord] Этот выбор относится к прошлой игре в этом канале.
}
svc-choice-stale = Этот выбор предлагался для прежней позиции; игра ушла вперёд. Ничего не сыграно: выберите снова из текущих вариантов.
svc-already-resigned = Вы уже сдались в этой игре.
svc-resigned-headline = { $name } сдаётся; место занимает компьютерный игрок, и оно будет последним в итогах.
svc-already-computer = За место игрока { $name } уже играет компьютер.
svc-acted-since = { $name }: ход уже сделан; никого не заменили.
svc-replaced = { $name }: { $reason }; место занимает компьютерный игрок.
svc-computers-resume = Компьютерные игроки делают свои ходы.

## Что сообщает изменение

svc-made-their-move = { $name } делает ход.
svc-moved = { $name } делает ход.
svc-more-moves = …и ещё { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}: см. `history`.
svc-game-over = Игра окончена.
svc-still-to-act = Ещё должны сходить: { $names }.
svc-to-play = Ход за игроком { $name }: { $prompt }
svc-computer-pause = { $names }: ход компьютерного игрока приходит примерно через { $minutes } мин. после начала его хода (computer_minutes этого стола).
svc-final-standings = { $front ->
    [console] Итоговая таблица
   *[discord] **Итоговая таблица**
}
svc-standing = { $rank }. { $name }: { $score }
svc-standing-detail = { $rank }. { $name }: { $score } ({ $detail })
svc-resigned = партия сдана
svc-resigned-detail = партия сдана; { $detail }
svc-unrated = Без рейтинга: компьютер занял место игрока { $names } (время вышло или игрок бездействовал); ничей рейтинг не меняется.
svc-hand-changed = Ваши скрытые сведения изменились: посмотрите их командой `hand`.

## Отмена хода

svc-undo-not-playing = Вы не участвуете в этой игре, поэтому вам нечего отменять.
svc-undo-computer = Ваше место занял компьютерный игрок: отменять нечего.
svc-undo-no-move = Вы ещё не сделали ни одного хода в этой игре.
svc-undo-played-since = Это нельзя отменить: после вас уже был ход игрока { $name }.
svc-undo-cannot = Это нельзя отменить: { $reason }.
svc-undo-ask = Отменить ваш ход `{ $notation }`? ({ $said })
svc-undo-stale = Это уже нельзя отменить: игра ушла вперёд.
svc-took-back = { $name } отменяет свой ход ({ $notation }).

## Просмотр игры

svc-aborted-last = { $front ->
    [console] Последняя игра здесь была прервана: запустите новую командой `referee play`.
   *[discord] Последняя игра в этом канале была прервана. Начните новую командой `new`.
}
svc-no-board-yet = Игра ещё не началась: доски пока нет.
svc-no-hand = Вы не участвуете в этой игре, поэтому у вас нет руки.
svc-hand-resigned = Вы сдались в этой игре: скрытые сведения вашего места теперь принадлежат компьютерному игроку. Доска и `status` остаются вам доступны.
svc-no-moves-yet = Ходов ещё не было.
svc-history-line = { $number }. { $said }
svc-history-undone = { $number }. { $said } (отменён)
svc-no-move-none = Хода { $turn } нет: ещё не сделано ни одного хода (0 показывает начало).
svc-no-move = Хода { $turn } нет: `history` нумерует ходы этой игры от 1 до { $last } (0 — начало).
svc-move-taken-back = Ход { $turn } был отменён: выберите другой из `history`.
svc-start-of-game = Начало игры.
svc-board-after = Доска после хода { $turn } из { $last }. { $said }
svc-board-start = Начало игры. { $said }
svc-move-of = Ход { $turn } из { $last }: { $said }
svc-private-alt = Скрытые сведения игрока { $name }. { $summary }

## Пока вас не было

svc-catchup-nothing = С вашего последнего хода (ход { $since }) ничего не произошло.
svc-catchup-no-move = Ещё не сделано ни одного хода.
svc-catchup-since = С вашего последнего хода (ход { $since }) { $count ->
    [one] сделан { $count } ход
    [few] сделано { $count } хода
   *[many] сделано { $count } ходов
}:
svc-catchup-since-start = С начала игры { $count ->
    [one] сделан { $count } ход
    [few] сделано { $count } хода
   *[many] сделано { $count } ходов
}:
svc-catchup-private = Что вам сообщили лично с тех пор:
svc-catchup-own = Ваши скрытые сведения с тех пор: { $changes }.
svc-catchup-view = Ваши скрытые сведения сейчас: { $view }
svc-catchup-scores = Очки тогда и сейчас: { $scores }.
svc-catchup-earlier = ({ $count ->
    [one] { $count } более ранний ход
    [few] { $count } более ранних хода
   *[many] { $count } более ранних ходов
}: см. `history`.)
svc-catchup-changed = { $key }: изменилось
svc-catchup-then-now = { $key }: тогда { $old }, сейчас { $new }
svc-none = нет
svc-catchup-no-seat = У вас нет места в этой игре, так что навёрстывать нечего: `history` показывает её ходы всем.
svc-catchup-not-started = Игра ещё не началась: навёрстывать нечего.
svc-button-gone = Эта кнопка относится к игре, которой здесь больше нет.

## Конструктор хода и предпросмотр

svc-builder-stale = Эти варианты предлагались для прежней позиции: игра ушла вперёд. Начните заново с сообщения о ходе.
svc-builder-other-game = { $front ->
    [console] Эти варианты относятся к прошлой игре здесь.
   *[discord] Эти варианты относятся к прошлой игре в этом канале.
}
svc-builder-gone = Этот вариант здесь больше не предлагается. Начните заново с сообщения о ходе.
svc-preview = Если сыграть { $notation }: { $sentence }
svc-preview-alt = Предпросмотр для игрока { $name }. { $sentence }

## Повторы

svc-replay-start = { $game }: начало
svc-replay-alt = Повтор игры { $game } № { $id }: { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}, по кадру на ход.
svc-replay-none = Начатой игры № { $id } нет.
svc-replay-aborted = Игра № { $id } была прервана, поэтому повтора у неё нет.

# A computer seat's name in the game's language (its level: the level's choice name, commands.ftl)
svc-computer-name = Компьютер { $number } ({ $level })
