# The service's sentences about time, votes, settings and a player's own
# games (bot/service: clocks, ballots, votes, vacations, rhythm, settings,
# server, schedule, expiry, abandon, cap, gate, boundary, mine, community).
# Setting keys (idle_hours, timeout_default, max_games...), choices (wait,
# skip, hand), clock names and commands in backticks are data: they stay as
# they are in every language.

## Clocks (bot/service/clocks.py)

tm-clock-named = { $name } ({ $summary })
tm-clock-none = none
tm-no-clock = There is no clock { $name }. Clocks: { $clocks }.
tm-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
tm-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
tm-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
tm-less-than-a-minute = less than a minute
tm-out-of-time = out of time
tm-bank-computer = { $name } (computer)
tm-bank = { $name } { $left }{ $state ->
    [running] , running
    [away] , stopped: on vacation
   *[idle] {""}
}
tm-banks = Clock: { $clock }. Time left: { $banks }.

## Votes on a clock that ran out (bot/service/ballots.py, votes.py, expiry.py)

tm-choice-wait = wait longer (a day more)
tm-choice-skip = skip this turn (a computer makes this one decision)
tm-choice-hand = hand the seat to a computer
tm-done-wait = { $name } gets a day more.
tm-done-skip = A computer makes this decision for { $name }, who keeps the seat.
tm-done-hand = A computer plays { $name }'s seat from now on; the game is unrated.
tm-no-choice = There is no choice { $value }. Choices: { $choices }.

## A game's settings (bot/service/settings.py)

tm-no-setting = There is no setting { $key }. Settings: { $settings }.
tm-settings-forbidden = Only the game's creator (while seated) or someone who can manage this channel can change settings.
tm-timeout-default-now = Setting timeout_default is now { $choice }: with no answer to a vote on a clock that ran out, { $meaning }.
tm-hours-number = { $key } is a number of hours, or 0 for off.
tm-hours-positive = { $key } is a positive number of hours, or 0 for off.
tm-minutes-range = { $key } is a number of minutes above 0 and at most { $most } (0 for off), not { $value }.
tm-setting-now = Setting { $key } is now { NUMBER($value, minimumFractionDigits: 1) }.
tm-setting-off = Setting { $key } is now off.
tm-no-language = There is no language { $value } for a game. Languages: { $languages }.
tm-language-now = Setting language is now { $language }: this game's messages are in { $name } from now on.
tm-clock-none-long = none (no clock)
tm-clock-now = The clock of this table is now { $clock }. Every player's time starts again now.
tm-settings-clock = Clock: { $clock }.
tm-settings-idle = idle_hours: { $hours } (a silent player's seat goes to a computer after that long).
tm-settings-idle-off = idle_hours: off.
tm-settings-pause = computer_minutes: { $minutes } (each computer player's decision waits that many minutes after it is due, like a person's would; the bot looks every few minutes, so it may come a little later).
tm-settings-pause-off = computer_minutes: off (computer players move at once).
tm-settings-timeout = timeout_default: { $choice } (when a player's time runs out, the other players vote: wait longer, skip this turn or hand the seat to a computer; with no answer within a day, or a tie, this applies; with nobody else to vote, at once).
tm-settings-language = language: { $language } ({ $name }: the language of this game's messages).
tm-settings-who = The game's creator (while seated) or someone who can manage this channel can change them.

## Vacations (bot/service/vacations.py)

tm-vacation-days-range = vacation_days is a whole number of days a year from 0 (no vacations) to { $most }, not { $value }.
tm-vacation-summary = vacation: { $left } of { $allowance } days left this year (this server's allowance)
tm-vacation-summary-away = vacation: on vacation until { $until }; { $left } of { $allowance } days left this year (this server's allowance)
tm-vacation-none-here = This server gives no vacation days (its vacation_days is 0).
tm-vacation-already = You are already on vacation until { $until }. `vacation 0` brings you back early.
tm-vacation-used-up = You have no vacation days left this year (this server gives { $allowance } a year).
tm-vacation-length = A vacation is 1 to { $left } whole days (the days you have left this year), not { $days }.
tm-vacation-race = You went on vacation at the same moment; nothing more was done.
tm-vacation-started = You are on vacation until { $until } ({ $days ->
    [one] { $days } day
   *[other] { $days } days
}; { $left } left this year): your clocks stop in every game ({ $told } told) and nobody is reminded to wait for you. `vacation 0` brings you back early and gives back the whole days not used.
tm-vacation-not-away = You are not on vacation.
tm-vacation-ended = Welcome back: your clocks run again in every game ({ $told } told); { $back ->
    [one] { $back } day
   *[other] { $back } days
} given back.
tm-vacation-vote-ends = The vote on { $name }'s time ends with nothing done: { $name } went on vacation.
tm-vacation-away = { $name } is on vacation until { $until }: { $name }'s clock stops here and nobody is reminded to wait for them.
tm-vacation-back = { $name } is back from vacation: { $name }'s clock runs again.
tm-vacation-day-used = { $name }'s time ran out, so one of { $name }'s vacation days is used instead ({ $left } left this year): { $name }'s clocks stop until { $until }.

## Answering a vote (bot/service/votes.py)

tm-vote-earlier-game = That vote belongs to an earlier game { tm-in-this-channel }.
tm-vote-none-open = There is no vote open at this table: nothing was counted.
tm-vote-own-time = The other players decide what happens when your time ran out; play your move to close the vote.
tm-vote-not-yours = Only the other players seated at this table vote on { $name }'s time.
tm-vote-decided = The vote on { $name }'s time is decided: { $done }
tm-vote-counted = Your vote on { $name }'s time is counted: { $meaning }. { $answers } of { $voters } answered so far.

## What time does to a running game (bot/service/expiry.py)

tm-abandon-expired = Not everybody agreed to abandon the game within a day: the proposal expired and play goes on.
tm-vote-over = The vote on { $name }'s time is over: { $done }
tm-time-ran-out-vote = { $name }'s time ran out. Nothing happens to the seat until the other players decide (`vote wait`, `vote skip` or `vote hand`) by { $until }: { $choices }. With no answer: { $default }.
tm-time-ran-out-default = { $name }'s time ran out. With nobody else to decide, the table's default applies: { $done }
tm-reminders-stop = { $name } has not answered { $count } reminders: the referee stops reminding { $name } until they play.
tm-closed-idle = Nobody has played this game of { $game } for { $days } days: the referee closed it. It counts for nobody. { tm-channel-free }

## Abandoning a game (bot/service/abandon.py)

tm-abort-forbidden = Only a seated player or someone who can manage this channel can abort the game.
tm-aborted = { $name } aborted the game of { $game }. { tm-channel-free }
tm-close-lobby-forbidden = Only the game's creator or someone who can manage this channel can close the lobby.
tm-abandon-earlier-game = That proposal belongs to an earlier game { tm-in-this-channel }.
tm-abandon-none = Nobody proposed to abandon this game (or the proposal expired): `abort` proposes it.
tm-abandon-not-playing = Only the players still playing this game agree to abandon it.
tm-abandon-agreed-already = You have already agreed to abandon this game; it ends when every player agrees.
tm-abandoned = Everybody still playing agreed to abandon the game of { $game }: it counts for nobody. { tm-channel-free }
tm-abandon-proposed = { $name } agrees to abandon this game of { $game }. It ends when every player agrees (`agree`) by { $until }; after that play goes on. Waiting for: { $waiting }.

## The gate every change passes (bot/service/gate.py)

tm-restarting = The referee is restarting; nothing was done. Try again in a minute.
tm-game-over = { $front ->
    [console] This game is over: `rematch` sets it up again, or run `referee play` for another.
   *[discord] The game in this channel is over. Start a new one with `new`.
}
tm-not-started = { $front ->
    [console] The game has not started yet: it starts when every invited player has typed `join`.
   *[discord] The game has not started yet. Use `start` when everybody has joined.
}
## The cap on unfinished games (bot/service/cap.py)

tm-max-games-range = max_games is a whole number of games from 0 (no cap) to { NUMBER($most, useGrouping: 0) }, not { $value }.
tm-cap-reached = You are already playing { $seated ->
    [one] { $seated } unfinished game
   *[other] { $seated } unfinished games
}, and this server allows at most { $cap } at once (its `max_games` setting). Finish, leave or resign one of them first.

## Reminders (bot/service/schedule.py)

tm-mute-not-running = That game is not running any more: there is nothing to mute.
tm-mute-not-yours = Only the player this reminder is for can mute it.
tm-mute-decided = That reminder was for a decision you already made: nothing was muted.
tm-muted = No more reminders for this turn of yours. The next one comes with your next turn.
tm-heads-up = Heads-up for { $name }: { $before }, who plays before you, has started their turn.

## A server's settings (bot/service/server.py)

tm-abandon-days-range = abandon_after_days is a whole number of days from 0 (never close a game) to { $most }, not { $value }.
tm-server-clock = Server settings. clock: { $clock } (the clock of new games that do not choose one).
tm-server-abandon = abandon_after_days: { $days ->
    [0] 0 (games nobody plays are never closed)
   *[other] { $days } (a running game nobody has played for that many days is closed)
}{ $default ->
    [yes] {" "}(the referee's default)
   *[no] {""}
}.
tm-server-max-games = max_games: { $cap ->
    [0] 0 (no cap on unfinished games)
   *[other] { NUMBER($cap, useGrouping: 0) } (the most unfinished games one player may be seated in at once)
}{ $default ->
    [yes] {" "}(the referee's default)
   *[no] {""}
}.
tm-server-vacation-days = vacation_days: { $days ->
    [0] 0 (no vacations).
   *[other] { $days } (days a year each player may be away with their clocks stopped; also used one at a time instead of a timeout).
}
tm-server-takeover = takeover_level: { $level } (the computer that takes over the seat of a player who resigned or whose time ran out).
tm-server-who = Someone who can manage this server can change them.
tm-server-forbidden = Only someone who can manage this server can change the server's settings.
tm-takeover-level-wrong = takeover_level: { $value } is not a computer level. Choose one of: { $levels }.
tm-server-changed = The server's settings changed. { $settings }

## A player's own settings (bot/service/rhythm.py, the facade's `me`)

tm-no-zone = There is no time zone { $name }. Use a name like Europe/Berlin, America/Los_Angeles or Asia/Tokyo (the IANA names).
tm-no-zone-close = There is no time zone { $name }. Use a name like Europe/Berlin, America/Los_Angeles or Asia/Tokyo (the IANA names). Did you mean { $close }?
tm-quiet-wrong = Quiet hours are two different whole hours from 0 to 23 in your time zone, start-end, like 23-07 (they may wrap midnight), or off; not { $value }.
tm-interval-wrong = Your reminder interval is a number of hours from { $least } (the referee never reminds more often than that) to { $most }, or off for the table's own; not { $value }.
tm-told-wrong = You can be told it is your turn by `mention` (in the game's channel) or `dm` (a direct message), not { $value }.
tm-before-wrong = Telling you when the player before you starts is on or off, not { $value }.
tm-no-my-setting = There is no setting { $key }. Settings: zone, quiet, interval, told, before, vacation.
tm-vacation-wrong = vacation is a whole number of days, or 0 to come back; not { $value }.
tm-my-zone = time zone: { $zone }
tm-my-quiet = quiet hours: { $start }-{ $end } (no pings then; a ping waits until they end)
tm-my-quiet-off = quiet hours: off
tm-my-interval = reminder interval: at most one reminder every { $hours } hours
tm-my-interval-table = reminder interval: the table's own
tm-my-told-dm = told it is your turn: by a direct message (a mention in the channel when Discord cannot send one)
tm-my-told-mention = told it is your turn: by a mention in the game's channel
tm-my-before = told when the player before you starts: { $on ->
    [yes] on
   *[no] off
}
tm-my-line = - { $line }
tm-my-settings = Your settings (the same in every server):
tm-my-settings-changed = Your settings changed (the same in every server):

## My games (bot/service/mine.py)

tm-place-level = all { $players } level, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tm-place = { $tied ->
    [yes] tied{" "}
   *[no] {""}
}{ $rank ->
    [1] 1st
    [2] 2nd
    [3] 3rd
    [21] 21st
    [22] 22nd
    [23] 23rd
   *[other] { $rank }th
} of { $players }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tm-mine-console-table = the console's table { $channel }
tm-mine-channel = #{ $channel } in server { $guild }
tm-mine-lobby = lobby, { $taken } of { $seats } seats taken
tm-mine-resigned = you resigned
tm-mine-your-turn = **your turn**
tm-mine-your-turn-due = **your turn**, due { $deadline }
tm-mine-your-turn-since = **your turn** since { $since }
tm-mine-nobody = nobody
tm-mine-waiting = waiting for { $waiting }
tm-mine-waiting-due = waiting for { $waiting }, due { $deadline }
tm-mine-state-place = { $state }; { $place }
tm-mine-none = { $here ->
    [yes] You have no unfinished games { tm-in-this-server }.
   *[no] You have no unfinished games.
}
tm-mine-heading = { $here ->
    [yes] Your unfinished games { tm-in-this-server }: { $games }, your turn in { $turns }.
   *[no] Your unfinished games: { $games }, your turn in { $turns }.
}
tm-mine-line = - { $name } (game { $game }), { $where }: { $state }
tm-mine-not-yours = That is not one of your games: you can only open games you have a seat in.
tm-mine-over = That game of { $game } is over: its channel has the final standings.
tm-mine-private-view = Your private view: { $view }

## Stats and leaderboards (bot/service/community.py)

tm-stats-record = Record { tm-in-this-server }: { $finished } finished, { $abandoned } abandoned, { $timed_out } timed out (seat handed to a computer), { $resigned } resigned.
tm-stats-none = { $name } has no finished games { tm-in-this-server } yet.
tm-stats-games = { $games } game(s)
tm-stats-wins = { $wins } win(s)
tm-stats-average = average { $average }, best { $best }
tm-stats-solo = { $solo } solo
tm-stats-rating = rating { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ({ $rated } rated)
tm-stats-line = { $game }: { $parts }
tm-leaderboard = **{ $game } leaderboard** (rating = mu - 3 sigma, openskill)
tm-leaderboard-line = { $place }. { $name }: { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ({ $games } game(s))
tm-leaderboard-empty = Nobody is rated yet: finish a game with two or more people.
tm-leaderboard-solo = **Best solo games**
tm-leaderboard-solo-line = { $place }. { $name }: { $score }, { $date }
tm-leaderboard-solo-detail = { $place }. { $name }: { $score } ({ $detail }), { $date }

## Store faults a player reads (bot/service/boundary.py; the words of storage/pgpool.py)

tm-store-unreachable = The database cannot be reached right now; { $saved ->
    [yes] the change may not have been saved: look at the game's status, then try again.
   *[no] nothing was changed. Try again in a minute.
}
tm-store-no-connection = The database has no connection free for the bot right now; { $saved ->
    [yes] the change may not have been saved: look at the game's status, then try again.
   *[no] nothing was changed. Try again in a minute.
}
tm-store-timeout = The database { $wait ->
    [connect] did not give a connection within
    [confirm] did not confirm the change within
   *[answer] did not answer within
} { $seconds } s; { $saved ->
    [yes] the change may not have been saved: look at the game's status, then try again.
   *[no] nothing was changed. Try again in a minute.
}
tm-store-fault = { $detail }

## Where the game is, as each front end says it (the console's one table is not a channel)

tm-in-this-channel = { $front ->
    [console] here
   *[discord] in this channel
}
tm-in-this-server = { $front ->
    [console] in this database
   *[discord] in this server
}
tm-channel-free = { $front ->
    [console] Run `referee play` again to start another.
   *[discord] The channel is free.
}
