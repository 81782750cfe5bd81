# Собственные фразы консоли (bot/console/, bot/cli.py): то, что печатают
# `referee play`, `demo`, `show` и `games --mine`, и ошибки, которые они
# объясняют одной фразой. Команды, параметры (--players, --images ...) и
# нотация остаются такими, какими их набирают. Каждое сообщение получает
# $front = "console".

## Почему не удалось использовать файл или папку
con-reason-access = доступ запрещён
con-reason-not-permitted = в эту папку нельзя писать
con-reason-read-only = файловая система только для чтения
con-reason-disk-full = диск заполнен
con-reason-not-a-folder = часть этого пути — файл, а не папка
con-reason-file-size = достигнут предел размера файла (ulimit -f)

## Значения командной строки
con-no-such-game = Игры «{ $name }» нет. Игры: { $count ->
    [0] пока никаких
   *[other] { $games }
}.
con-option-pair = --option ожидает KEY=VALUE, а не «{ $pair }».
con-players-none = --players нужно хотя бы одно имя, например --players alice,bob.
con-players-same = Имена игроков должны различаться (--players alice,bob).
con-players-computer = «{ $name }» — имя для компьютерных игроков: выбери другое или используй --computer N.

## Картинки и база данных
con-images-is-a-file = Папка для картинок { $folder } — это файл, а не папка: укажи папку через --images (если её нет, она будет создана).
con-images-unwritable = Не удаётся сохранить картинки в папке { $folder }: { $reason }. Укажи через --images папку, доступную для записи, или не указывай --images.
con-picture-unwritable = Не удаётся сохранить картинку { $path }: { $reason }. Укажи через --images папку, доступную для записи, или не указывай --images.
con-images-unreadable = Не удаётся прочитать папку для картинок { $folder }: { $reason }. Укажи через --images папку, доступную для чтения, или не указывай --images.
con-no-database = По адресу { $db } нет базы данных: укажи путь к базе данных судьи.

## `referee play`
con-private-information = У тебя есть скрытая информация: её показывает `{ $name }: hand` (говорим один раз; `hand` покажет её, когда понадобится).
con-for-only = (только для { $name }) { $text }
con-picture-saved = [картинка сохранена: { $path }]
con-other-game = В этой базе данных есть незаконченная партия { $kind }; прервать её или нет — решать тебе.
con-resume-lobby = Продолжаем сбор партии { $kind } из { $db }: игроки садятся за стол, и партия начинается.
con-resume-game = Продолжаем партию { $kind } из { $db }.
con-line-form = ошибка: пиши строки в виде «ИМЯ: КОМАНДА АРГУМЕНТЫ», например «alice: status» (или «help»).
con-not-seated = ошибка: «{ $who }» не сидит за этим столом. Игроки: { $players }.
con-refused = отказано: { $reason }
con-due = ход за { $name }, срок { $at }

## Команды консоли: справка
con-help-header =
    Команды: по одной в строке, от имени игрока, для которого они, «ИМЯ: КОМАНДА АРГУМЕНТЫ»
    (например «alice: moves»); любой игрок может вызвать любую из них.
con-args-notation = НОТАЦИЯ
con-args-words = [СЛОВА]
con-args-setting = [НАСТРОЙКА ЗНАЧЕНИЕ]
con-args-file = [ФАЙЛ]
con-args-game = [ИГРА]
con-help-move = сделать ход (`moves` перечисляет ходы, `rules` объясняет нотацию)
con-help-moves = твои допустимые ходы; со СЛОВАМИ — только те, где есть каждое слово
con-help-status = позиция и чей ход
con-help-board = поле (с --images его картинка сохраняется)
con-help-hand = то, что видишь только ты (с --images картинка сохраняется)
con-help-history = сделанные ходы по номерам
con-help-catchup =
    что произошло после твоего последнего хода: ходы, твои скрытые изменения,
    очки тогда и сейчас (issue 28: пока тебя не было)
con-help-turn = поле после хода N из `history` (0: начало)
con-help-undo = отменить свой последний ход (если игра это позволяет)
con-help-resign = твоё место занимает компьютерный игрок
con-help-vote =
    когда у кого-то вышло время, решают остальные: ждать дольше (ещё день),
    пропустить этот ход (его решит компьютер), отдать место компьютеру
con-help-me =
    твои настройки, одинаковые во всех играх: zone (например Europe/Berlin),
    quiet (например 23-07 или off), interval (часы), told (mention|dm), before
    (on|off), vacation (дни или back); без аргументов: показать их
con-help-export =
    вся позиция в JSON, включая скрытую информацию
    (в ФАЙЛ, если он указан): `referee show ФАЙЛ` её загружает
con-help-rules = как играть: нотация каждого хода, что показывают картинки
con-help-stats = твои результаты
con-help-leaderboard = рейтинг в этой игре (или в ИГРЕ)
con-help-rematch = та же игра ещё раз, с теми же игроками и параметрами
con-help-join = занять своё место в реванше
con-help-abort =
    закончить партию для всех (в идущей партии с несколькими игроками: предложить это;
    партия закончится, если все игроки согласятся в течение суток)
con-help-agree = согласиться с предложением прервать партию
con-help-help = этот список (строка из одного «help» тоже работает)

## Команды консоли: ответы и отказы
con-unknown-command = Неизвестная команда «{ $name }». Команды: { $commands }.
con-moves-none-match = Ни один из твоих допустимых ходов не подходит под «{ $typed }»; `moves` без слов перечисляет их все.
con-moves-none = Сейчас тебе ходить не нужно.
con-moves-hint = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}. Чтобы увидеть только те, где есть каждое набранное слово, добавь слова: { $examples }.
con-moves-hint-example = `{ $name }: moves { $words }` ({ $count })
con-moves-hint-plain = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}. Чтобы увидеть меньше, добавь слова из них: `{ $name }: moves СЛОВА`.
con-turn-which = Скажи, какой ход: `turn N` показывает поле после хода N из `history` (0: начало).
con-vote-what = Скажи, за что голосуешь: `vote wait`, `vote skip` или `vote hand`.
con-me-value = Укажи и значение, например `me { $setting } ...`; `me` без аргументов показывает твои настройки.
con-me-unknown = Настройки «{ $setting }» нет. Настройки: zone, quiet, interval, told, before, vacation.
con-export-not-started = Партия ещё не началась: экспортировать нечего.
con-export-unwritable = Не удаётся записать позицию в { $target }: { $reason }. Укажи файл в папке, доступной для записи, или набери просто `export`, чтобы напечатать её.
con-export-written = Позиция записана в { $target }: `referee show { $target }` проверяет её и перечисляет ходы и очки.

## `referee demo`
con-demo-players = В { $game } играют от { $min } до { $max } игроков, а не { $count }: укажи --players в этих пределах.
con-demo-played = { $game }, { $count ->
    [one] { $count } компьютерный игрок
    [few] { $count } компьютерных игрока
   *[many] { $count } компьютерных игроков
}, --seed { $seed }: { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
}.

## `referee show STATE.json`
con-show-not-a-state = { $path } — не состояние игры: состояние — это JSON-объект с ключом "game", который называет игру (формат описан в README каждой игры).
con-show-game-not-a-name = В { $path } "game" должно быть названием игры (строкой вроде "bits"), а не { $kind }.
con-json-kind = { $kind ->
    [object] объектом
    [list] списком
    [boolean] true или false
    [number] числом
    [null] null
   *[string] строкой
}
con-show-in-file = В { $path }: { $fault }
con-show-no-file = Файла { $path } нет: укажи путь к JSON-файлу с состоянием игры.
con-show-folder = { $path } — это папка: укажи путь к JSON-файлу с состоянием игры.
con-show-unreadable = Не удаётся прочитать { $path }: { $reason }.
con-show-too-large = { $path } больше { $megabytes } МБ; состояние игры занимает несколько килобайт: это тот файл?
con-show-not-utf8 = { $path } — не текст в UTF-8 (байт { $byte } на позиции { $offset }): сохрани состояние как JSON в UTF-8.
con-show-not-json = { $path } — некорректный JSON: { $error }.
con-show-too-deep = { $path } вложен слишком глубоко для состояния игры.
con-show-bad-value = В { $path } есть значение, которое JSON не может передать игре ({ $error }).
con-show-levels = { $path } вложен глубже { $levels ->
    [one] { $levels } уровня
   *[other] { $levels } уровней
}; у состояния игры их всего несколько.
con-show-huge-number = В { $path } есть число { $start }... ({ $digits ->
    [one] { $digits } цифра
    [few] { $digits } цифры
   *[many] { $digits } цифр
}), больше любого, которое хранит игра (не больше 2^64).
con-show-not-finite = В { $path } есть { $value } (NaN или Infinity) — такого числа игра не хранит.
con-show-invalid = позиция недопустима: { $why }
con-show-invalid-deep = позиция недопустима: она вложена слишком глубоко.
con-show-invalid-large = позиция недопустима: она слишком велика для проверки.
con-show-invalid-broken = позиция недопустима: { $why }.
con-show-broken = { $kind ->
    [entry] запись отсутствует или названа неверно ({ $text })
    [index] список слишком короткий или индекс вне диапазона ({ $text })
    [type] у значения неверный тип ({ $text })
    [overflow] число слишком велико ({ $text })
    [zero] значение, которое не может быть нулём, равно нулю
   *[value] значение искажено или вне диапазона ({ $text })
}
con-show-over = Игра окончена.
con-show-decide = { $name } решает: { $prompt } ({ $count ->
    [one] { $count } допустимый ход
    [few] { $count } допустимых хода
   *[many] { $count } допустимых ходов
})
con-show-more = {"  "}... и ещё { $count }
con-show-scores = Очки:
# Категории очков игр (их ключи); незнакомый ключ остаётся как есть.
con-show-category = { $category ->
    [houses] Дома
    [trees] Деревья
    [streetlights] Фонари
    [roads] Дороги
    [stations] Станции
    [playgrounds] Площадки
    [allotments] Огороды
    [bimble] Bimble
    [objects] Объекты
    [bonus] Бонус
    [nested] в гнезде
    [out] выбыли
    [energy] энергия
    [failed] не долетели
    [bird] птица
    [team_average] среднее команды
   *[other] { $category }
}
con-show-round = раунд { $round }

## Команда `referee`
con-error = ошибка: { $message }
con-crash-logged = Извини, судья неожиданно сломался (номер { $reference }). Подробности в { $log }; пожалуйста, сообщи номер вместе с ними.
con-crash = Извини, судья неожиданно сломался (номер { $reference }). Пожалуйста, сообщи номер и что ты делал.

## `referee games`, `replay` и `ratings`
con-games-none = Игры пока не установлены.
con-games-line = { $key }: { $name }, от { $min } до { $max } игроков. { $summary }
con-games-option = {"    "}--option { $key }=...{ $choices }  { $description } (по умолчанию { $default })
con-replay-folder = { $target } — это папка: укажи GIF-файл для записи, например { $example }.
con-replay-unwritable = Не удаётся записать повтор в { $out }: { $reason }.
con-replay-written = { $alt } Записано в { $out } ({ $size ->
    [one] { $size } байт
    [few] { $size } байта
   *[many] { $size } байт
}).
con-ratings-rebuilt = Рейтинги пересчитаны по результатам { $count ->
    [one] { $count } рейтинговой партии
   *[other] { $count } рейтинговых партий
} в { $db }.
