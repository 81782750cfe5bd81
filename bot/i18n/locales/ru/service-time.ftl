# Фразы сервиса о времени, голосованиях, настройках и собственных играх
# игрока. Термины (часы, запас времени, голосование, место) — термины
# проекта (как в rules.ftl), а не издательские. Ключи настроек (idle_hours,
# timeout_default, max_games ...), варианты (wait, skip, hand), названия
# часов и команды в обратных кавычках — это данные: на любом языке они
# остаются такими, как их набирают.

## Часы

tm-clock-named = { $name } ({ $summary })
tm-clock-none = нет
tm-no-clock = Часов { $name } нет. Часы: { $clocks }.
tm-days = { $n ->
    [one] { $n } день
    [few] { $n } дня
   *[many] { $n } дней
}
tm-hours = { $n ->
    [one] { $n } час
    [few] { $n } часа
   *[many] { $n } часов
}
tm-minutes = { $n ->
    [one] { $n } минута
    [few] { $n } минуты
   *[many] { $n } минут
}
tm-less-than-a-minute = меньше минуты
tm-out-of-time = время вышло
tm-bank-computer = { $name } (компьютер)
tm-bank = { $name } { $left }{ $state ->
    [running] , идут
    [away] , остановлены: в отпуске
   *[idle] {""}
}
tm-banks = Часы: { $clock }. Осталось времени: { $banks }.

## Голосования об истёкшем времени

tm-choice-wait = подождать ещё (на день дольше)
tm-choice-skip = пропустить этот ход (это одно решение принимает компьютер)
tm-choice-hand = отдать место компьютеру
tm-done-wait = Игрок { $name } получает ещё один день.
tm-done-skip = Это решение за игрока { $name } принимает компьютер; место остаётся за игроком.
tm-done-hand = С этого момента место игрока { $name } играет компьютер; игра не идёт в рейтинг.
tm-no-choice = Варианта { $value } нет. Варианты: { $choices }.

## Настройки игры

tm-no-setting = Настройки { $key } нет. Настройки: { $settings }.
tm-settings-forbidden = Менять настройки может только создатель игры (пока он за столом) или тот, кто может управлять этим каналом.
tm-timeout-default-now = Настройка timeout_default теперь { $choice }: если на голосование об истёкшем времени никто не ответит, { $meaning }.
tm-hours-number = { $key } — это число часов или 0, чтобы выключить.
tm-hours-positive = { $key } — это положительное число часов или 0, чтобы выключить.
tm-minutes-range = { $key } — это число минут больше 0 и не больше { $most } (0, чтобы выключить), а не { $value }.
tm-setting-now = Настройка { $key } теперь { $value }.
tm-setting-off = Настройка { $key } теперь выключена.
tm-no-language = Языка { $value } для игры нет. Языки: { $languages }.
tm-language-now = Настройка language теперь { $language }: сообщения этой игры отныне на языке «{ $name }».
tm-clock-none-long = нет (без часов)
tm-clock-now = Часы этого стола теперь { $clock }. Время каждого игрока начинается заново с этого момента.
tm-settings-clock = Часы: { $clock }.
tm-settings-idle = idle_hours: { $hours } (место молчащего игрока через столько часов переходит к компьютеру).
tm-settings-idle-off = idle_hours: выключено.
tm-settings-pause = computer_minutes: { $minutes } (каждое решение компьютерного игрока ждёт столько минут после того, как до него дошла очередь, как ждало бы решение человека; бот проверяет раз в несколько минут, так что ход может прийти чуть позже).
tm-settings-pause-off = computer_minutes: выключено (компьютерные игроки ходят сразу).
tm-settings-timeout = timeout_default: { $choice } (когда время игрока истекает, остальные игроки голосуют: подождать ещё, пропустить этот ход или отдать место компьютеру; если в течение суток нет ответа или голоса разделились поровну, действует это; если голосовать больше некому — сразу).
tm-settings-language = language: { $language } ({ $name }: язык сообщений этой игры).
tm-settings-who = Менять их может создатель игры (пока он за столом) или тот, кто может управлять этим каналом.

## Отпуск

tm-vacation-days-range = vacation_days — это целое число дней в году от 0 (без отпусков) до { $most }, а не { $value }.
tm-vacation-summary = отпуск: в этом году осталось { $left } из { $allowance } дн. (столько даёт этот сервер)
tm-vacation-summary-away = отпуск: в отпуске до { $until }; в этом году осталось { $left } из { $allowance } дн. (столько даёт этот сервер)
tm-vacation-none-here = Этот сервер не даёт дней отпуска (его vacation_days равно 0).
tm-vacation-already = Вы уже в отпуске до { $until }. `vacation 0` вернёт вас раньше.
tm-vacation-used-up = В этом году у вас не осталось дней отпуска (этот сервер даёт { $allowance } в год).
tm-vacation-length = Отпуск длится от 1 до { $left } целых дней (столько у вас осталось в этом году), а не { $days }.
tm-vacation-race = Вы ушли в отпуск в тот же момент; больше ничего не сделано.
tm-vacation-started = Вы в отпуске до { $until } ({ $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
}; в этом году осталось { $left }): ваши часы остановлены во всех играх (оповещено: { $told }), и никому не напоминают вас ждать. `vacation 0` вернёт вас раньше и вернёт неиспользованные целые дни.
tm-vacation-not-away = Вы не в отпуске.
tm-vacation-ended = С возвращением: ваши часы снова идут во всех играх (оповещено: { $told }); возвращено дней: { $back }.
tm-vacation-vote-ends = Голосование о времени игрока { $name } закончено без последствий: игрок { $name } ушёл в отпуск.
tm-vacation-away = Игрок { $name } в отпуске до { $until }: его часы здесь остановлены, и никому не напоминают его ждать.
tm-vacation-back = Игрок { $name } вернулся из отпуска: его часы снова идут.
tm-vacation-day-used = Время игрока { $name } истекло, поэтому вместо этого использован один из его дней отпуска (в этом году осталось { $left }): часы игрока { $name } остановлены до { $until }.

## Ответ на голосование

tm-vote-earlier-game = Это голосование относится к прежней игре { tm-in-this-channel }.
tm-vote-none-open = За этим столом нет открытого голосования: ничего не засчитано.
tm-vote-own-time = Что делать, когда ваше время истекло, решают остальные игроки; сделайте ход, чтобы закрыть голосование.
tm-vote-not-yours = О времени игрока { $name } голосуют только другие игроки за этим столом.
tm-vote-decided = Голосование о времени игрока { $name } решено: { $done }
tm-vote-counted = Ваш голос о времени игрока { $name } засчитан: { $meaning }. Пока ответили { $answers } из { $voters }.

## Что время делает с идущей игрой

tm-abandon-expired = Не все согласились прекратить игру в течение суток: предложение истекло, игра продолжается.
tm-vote-over = Голосование о времени игрока { $name } окончено: { $done }
tm-time-ran-out-vote = Время игрока { $name } истекло. С местом ничего не происходит, пока остальные игроки не решат (`vote wait`, `vote skip` или `vote hand`), срок — { $until }: { $choices }. Если ответа не будет: { $default }.
tm-time-ran-out-default = Время игрока { $name } истекло. Решать больше некому, поэтому действует правило стола по умолчанию: { $done }
tm-reminders-stop = Игрок { $name } не ответил на напоминания ({ $count }): судья больше не напоминает ему, пока он не сделает ход.
tm-closed-idle = В эту игру ({ $game }) никто не играл { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
}: судья её закрыл. Она ни для кого не засчитывается. { tm-channel-free }

## Прекращение игры

tm-abort-forbidden = Прервать игру может только игрок за столом или тот, кто может управлять этим каналом.
tm-aborted = { $name } прерывает игру { $game }. { tm-channel-free }
tm-close-lobby-forbidden = Закрыть лобби может только создатель игры или тот, кто может управлять этим каналом.
tm-abandon-earlier-game = Это предложение относится к прежней игре { tm-in-this-channel }.
tm-abandon-none = Никто не предлагал прекратить эту игру (или предложение истекло): `abort` предлагает это.
tm-abandon-not-playing = Соглашаться прекратить игру могут только игроки, которые ещё в ней играют.
tm-abandon-agreed-already = Вы уже согласились прекратить эту игру; она закончится, когда согласятся все игроки.
tm-abandoned = Все, кто ещё играет, согласились прекратить игру { $game }: она ни для кого не засчитывается. { tm-channel-free }
tm-abandon-proposed = { $name } соглашается прекратить эту игру ({ $game }). Она закончится, если все игроки согласятся (`agree`), срок — { $until }; после этого игра продолжится. Ждём: { $waiting }.

## Ворота, через которые проходит каждое изменение

tm-restarting = Судья перезапускается; ничего не сделано. Попробуйте через минуту.
tm-game-over = { $front ->
    [console] Эта игра окончена: `rematch` начнёт её заново, или запустите `referee play` для другой.
   *[discord] Игра в этом канале окончена. Начните новую командой `new`.
}
tm-not-started = { $front ->
    [console] Игра ещё не началась: она начнётся, когда каждый приглашённый игрок наберёт `join`.
   *[discord] Игра ещё не началась. Используйте `start`, когда все присоединятся.
}
## Предел незаконченных игр

tm-max-games-range = max_games — это целое число игр от 0 (без предела) до { NUMBER($most, useGrouping: 0) }, а не { $value }.
tm-cap-reached = Вы уже играете в { $seated ->
    [one] { $seated } незаконченную игру
    [few] { $seated } незаконченные игры
   *[many] { $seated } незаконченных игр
}, а этот сервер разрешает не больше { $cap } одновременно (его настройка `max_games`). Сначала закончите одну из них, выйдите из неё или сдайтесь.

## Напоминания

tm-mute-not-running = Эта игра больше не идёт: отключать нечего.
tm-mute-not-yours = Отключить это напоминание может только игрок, которому оно адресовано.
tm-mute-decided = Это напоминание было о решении, которое вы уже приняли: ничего не отключено.
tm-muted = Больше никаких напоминаний об этом вашем ходе. Следующее придёт с вашим следующим ходом.
tm-heads-up = { $name }, внимание: игрок { $before }, который ходит перед вами, начал свой ход.

## Настройки сервера

tm-abandon-days-range = abandon_after_days — это целое число дней от 0 (никогда не закрывать игру) до { $most }, а не { $value }.
tm-server-clock = Настройки сервера. clock: { $clock } (часы новых игр, которые не выбрали свои).
tm-server-abandon = abandon_after_days: { $days ->
    [0] 0 (игры, в которые никто не играет, никогда не закрываются)
   *[other] { $days } (идущая игра, в которую никто не играл столько дней, закрывается)
}{ $default ->
    [yes] {" "}(значение судьи по умолчанию)
   *[no] {""}
}.
tm-server-max-games = max_games: { $cap ->
    [0] 0 (без предела незаконченных игр)
   *[other] { NUMBER($cap, useGrouping: 0) } (наибольшее число незаконченных игр, в которых игрок может сидеть одновременно)
}{ $default ->
    [yes] {" "}(значение судьи по умолчанию)
   *[no] {""}
}.
tm-server-vacation-days = vacation_days: { $days ->
    [0] 0 (без отпусков).
   *[other] { $days } (дней в году, когда каждый игрок может отсутствовать с остановленными часами; также используются по одному вместо истёкшего времени).
}
tm-server-takeover = takeover_level: { $level } (компьютер, который занимает место игрока, сдавшегося или с истёкшим временем).
tm-server-who = Менять их может тот, кто может управлять этим сервером.
tm-server-forbidden = Менять настройки сервера может только тот, кто может управлять этим сервером.
tm-takeover-level-wrong = takeover_level: { $value } — это не уровень компьютера. Выберите один из: { $levels }.
tm-server-changed = Настройки сервера изменены. { $settings }

## Собственные настройки игрока

tm-no-zone = Часового пояса { $name } нет. Используйте название вроде Europe/Berlin, America/Los_Angeles или Asia/Tokyo (названия IANA).
tm-no-zone-close = Часового пояса { $name } нет. Используйте название вроде Europe/Berlin, America/Los_Angeles или Asia/Tokyo (названия IANA). Может быть, { $close }?
tm-quiet-wrong = Тихие часы — это два разных целых часа от 0 до 23 в вашем часовом поясе, начало-конец, например 23-07 (можно через полночь), или off; а не { $value }.
tm-interval-wrong = Ваш промежуток между напоминаниями — это число часов от { $least } (чаще судья не напоминает никогда) до { $most } или off, чтобы был промежуток стола; а не { $value }.
tm-told-wrong = О вашем ходе можно сообщать через `mention` (в канале игры) или `dm` (личным сообщением), а не { $value }.
tm-before-wrong = Предупреждение о том, что ходит игрок перед вами, — это on или off, а не { $value }.
tm-no-my-setting = Настройки { $key } нет. Настройки: zone, quiet, interval, told, before, vacation.
tm-vacation-wrong = vacation — это целое число дней или 0, чтобы вернуться; а не { $value }.
tm-my-zone = часовой пояс: { $zone }
tm-my-quiet = тихие часы: { $start }-{ $end } (в это время упоминаний нет; упоминание ждёт их конца)
tm-my-quiet-off = тихие часы: выключены
tm-my-interval = промежуток между напоминаниями: не чаще одного раза в { $hours ->
    [one] { $hours } час
    [few] { $hours } часа
   *[other] { $hours } часов
}
tm-my-interval-table = промежуток между напоминаниями: как у стола
tm-my-told-dm = как сообщать о вашем ходе: личным сообщением (упоминанием в канале, если Discord не может его отправить)
tm-my-told-mention = как сообщать о вашем ходе: упоминанием в канале игры
tm-my-before = предупреждать, когда начинает ходить игрок перед вами: { $on ->
    [yes] да
   *[no] нет
}
tm-my-line = - { $line }
tm-my-settings = Ваши настройки (одинаковые на всех серверах):
tm-my-settings-changed = Ваши настройки изменены (одинаковые на всех серверах):

## Мои игры

tm-place-level = все { $players } наравне, { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[other] { $points } очков
}
tm-place = { $tied ->
    [yes] общее{" "}
   *[no] {""}
}{ $rank }-е место из { $players }, { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[other] { $points } очков
}
tm-mine-console-table = стол { $channel } консоли
tm-mine-channel = #{ $channel } на сервере { $guild }
tm-mine-lobby = лобби, занято мест: { $taken } из { $seats }
tm-mine-resigned = вы сдались
tm-mine-your-turn = **ваш ход**
tm-mine-your-turn-due = **ваш ход**, срок { $deadline }
tm-mine-your-turn-since = **ваш ход** с { $since }
tm-mine-nobody = никого
tm-mine-waiting = ждём: { $waiting }
tm-mine-waiting-due = ждём: { $waiting }, срок { $deadline }
tm-mine-state-place = { $state }; { $place }
tm-mine-none = { $here ->
    [yes] У вас нет незаконченных игр { tm-in-this-server }.
   *[no] У вас нет незаконченных игр.
}
tm-mine-heading = { $here ->
    [yes] Ваши незаконченные игры { tm-in-this-server }: { $games }, ваш ход — в { $turns }.
   *[no] Ваши незаконченные игры: { $games }, ваш ход — в { $turns }.
}
tm-mine-line = - { $name } (игра { $game }), { $where }: { $state }
tm-mine-not-yours = Это не ваша игра: открывать можно только игры, в которых у вас есть место.
tm-mine-over = Эта игра ({ $game }) окончена: итоговая таблица — в её канале.
tm-mine-private-view = Ваш личный вид: { $view }

## Статистика и таблицы рейтинга

tm-stats-record = Итоги { tm-in-this-server }: завершено { $finished }, прекращено { $abandoned }, с истёкшим временем { $timed_out } (место отдано компьютеру), со сдачей { $resigned }.
tm-stats-none = У игрока { $name } { tm-in-this-server } ещё нет завершённых игр.
tm-stats-games = { $games ->
    [one] { $games } игра
    [few] { $games } игры
   *[many] { $games } игр
}
tm-stats-wins = { $wins ->
    [one] { $wins } победа
    [few] { $wins } победы
   *[many] { $wins } побед
}
tm-stats-average = в среднем { $average }, лучший { $best }
tm-stats-solo = { $solo } в одиночку
tm-stats-rating = рейтинг { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } (в рейтинге: { $rated })
tm-stats-line = { $game }: { $parts }
tm-leaderboard = **Таблица рейтинга { $game }** (рейтинг = mu - 3 sigma, openskill)
tm-leaderboard-line = { $place }. { $name }: { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ({ $games ->
    [one] { $games } игра
    [few] { $games } игры
   *[many] { $games } игр
})
tm-leaderboard-empty = Рейтинга ещё ни у кого нет: закончите игру вдвоём или большим составом.
tm-leaderboard-solo = **Лучшие одиночные игры**
tm-leaderboard-solo-line = { $place }. { $name }: { $score }, { $date }
tm-leaderboard-solo-detail = { $place }. { $name }: { $score } ({ $detail }), { $date }

## Сбои базы данных, о которых читает игрок

tm-store-unreachable = База данных сейчас недоступна; { $saved ->
    [yes] изменение, возможно, не сохранено: посмотрите состояние игры, затем попробуйте ещё раз.
   *[no] ничего не изменено. Попробуйте через минуту.
}
tm-store-no-connection = У базы данных сейчас нет свободного соединения для бота; { $saved ->
    [yes] изменение, возможно, не сохранено: посмотрите состояние игры, затем попробуйте ещё раз.
   *[no] ничего не изменено. Попробуйте через минуту.
}
tm-store-timeout = База данных { $wait ->
    [connect] не дала соединения за { $seconds } с
    [confirm] не подтвердила изменение за { $seconds } с
   *[answer] не ответила за { $seconds } с
}; { $saved ->
    [yes] изменение, возможно, не сохранено: посмотрите состояние игры, затем попробуйте ещё раз.
   *[no] ничего не изменено. Попробуйте через минуту.
}
tm-store-fault = Базой данных сейчас нельзя воспользоваться; сообщение для администратора бота: { $detail }

## Wo das Spiel ist / Где идёт игра: as each front end says it

tm-in-this-channel = { $front ->
    [console] здесь
   *[discord] в этом канале
}
tm-in-this-server = { $front ->
    [console] в этой базе данных
   *[discord] на этом сервере
}
tm-channel-free = { $front ->
    [console] Запустите `referee play` снова, чтобы начать другую игру.
   *[discord] Канал свободен.
}
