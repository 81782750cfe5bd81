# The console front end's own sentences (bot/console/, bot/cli.py): what
# `referee play`, `demo`, `show` and `games --mine` print, and the faults
# they explain in a sentence. Every message gets $front = "console".

## Why a file or folder could not be used (bot/console/faults.py)
con-reason-access = permission denied
con-reason-not-permitted = the folder may not be written to
con-reason-read-only = the file system is read-only
con-reason-disk-full = the disk is full
con-reason-not-a-folder = a part of that path is a file, not a folder
con-reason-file-size = the file-size limit (ulimit -f) was reached

## The command line's values (bot/console/arguments.py)
# $games: the installed games' names, "bits, townies"; $count: how many
con-no-such-game = There is no game called '{ $name }'. Games: { $count ->
    [0] none yet
   *[other] { $games }
}.
con-option-pair = --option takes KEY=VALUE, not '{ $pair }'.
con-players-none = --players needs at least one name, e.g. --players alice,bob.
con-players-same = Player names must differ (--players alice,bob).
con-players-computer = '{ $name }' is a name kept for computer players: choose another, or use --computer N.

## Pictures and the database (bot/console/pictures.py, gateway.py)
# $reason: one of the con-reason-... messages (or the system's own words)
con-images-is-a-file = The pictures folder { $folder } is a file, not a folder: give a folder with --images (it is created if missing).
con-images-unwritable = Cannot save pictures in the folder { $folder }: { $reason }. Give a writable folder with --images, or leave --images out.
con-picture-unwritable = Cannot save the picture { $path }: { $reason }. Give a writable folder with --images, or leave --images out.
con-images-unreadable = Cannot read the pictures folder { $folder }: { $reason }. Give a readable folder with --images, or leave --images out.
con-no-database = There is no database at { $db }: give the path of the referee's database.

## `referee play` (bot/console/session.py)
con-private-information = You have private information: `{ $name }: hand` shows it (said once; `hand` shows it whenever you need it).
# $text: words only the player $name may read
con-for-only = (for { $name } only) { $text }
con-picture-saved = [picture saved: { $path }]
# $kind: the game's key, "bits"
con-other-game = This database holds an unfinished game of { $kind }; aborting is up to you.
con-resume-lobby = Resuming the lobby of { $kind } stored in { $db }: seating the players and starting.
con-resume-game = Resuming the game of { $kind } stored in { $db }.
con-line-form = error: write lines as "NAME: COMMAND ARGS", e.g. "alice: status" (or "help").
# $players: the players' names, "ann, bob"
con-not-seated = error: '{ $who }' is not at this table. Players: { $players }.
# $reason: why the service refused the command
con-refused = refused: { $reason }
# a player who owes a decision at a table with a clock; $at: "2026-12-03 20:00 UTC"
con-due = { $name } to move, due { $at }

## The console's commands (bot/console/commands.py): the help
con-help-header =
    Commands: one a line, written by the player they are for, "NAME: COMMAND ARGS"
    (e.g. "alice: moves"); any player may ask for any of them.
# The arguments as the help writes them (the commands themselves are typed as they are)
con-args-notation = NOTATION
con-args-words = [WORDS]
con-args-setting = [SETTING VALUE]
con-args-file = [FILE]
con-args-game = [GAME]
con-help-move = play a move (`moves` lists them, `rules` explains the notation)
con-help-moves = your legal moves; with WORDS, only those containing every word
con-help-status = the position and whose turn it is
con-help-board = the board (its picture saved with --images)
con-help-hand = your private view (its picture saved with --images)
con-help-history = the moves so far, numbered
con-help-catchup =
    what happened since your last move: the moves, your own private changes,
    the scores then and now (issue 28: while you were away)
con-help-turn = the board after move N of `history` (0: the start)
con-help-undo = take your last move back (where the game allows it)
con-help-resign = a computer player takes over your seat
con-help-vote =
    when someone's time ran out, the others decide: wait longer (a day
    more), skip this turn (a computer decides it), hand the seat to a computer
con-help-me =
    your own settings, the same in every game: zone (e.g. Europe/Berlin),
    quiet (e.g. 23-07 or off), interval (hours), told (mention|dm), before
    (on|off), vacation (days, or back); alone: show them
con-help-export =
    the whole position as JSON, hidden information included
    (into FILE if given): `referee show FILE` loads it
con-help-rules = how to play: the notation of every move, what the pictures show
con-help-stats = your results
con-help-leaderboard = the ratings in this game (or in GAME)
con-help-rematch = the same game again, same players and options
con-help-join = take your seat in the rematch
con-help-abort =
    end the game for everyone (in a running game with several players: propose
    it; it ends when every player agrees within a day)
con-help-agree = agree to the proposal to abandon the game
con-help-help = this list (a line of just "help" works too)

## The console's commands: their answers and refusals
# $commands: the commands' names, "move, moves, status"
con-unknown-command = Unknown command '{ $name }'. Commands: { $commands }.
con-moves-none-match = None of your legal moves matches '{ $typed }'; `moves` alone lists them all.
con-moves-none = You have no move to make right now.
# $examples: con-moves-hint-example items, each a filter that keeps $count of the moves
con-moves-hint = { NUMBER($count, useGrouping: 0) } moves. To see only those containing every word you type, add words: { $examples }.
con-moves-hint-example = `{ $name }: moves { $words }` ({ NUMBER($count, useGrouping: 0) })
con-moves-hint-plain = { NUMBER($count, useGrouping: 0) } moves. To see fewer, add words they contain: `{ $name }: moves WORDS`.
con-turn-which = Say which move: `turn N` shows the board after move N of `history` (0: the start).
con-vote-what = Say what you vote for: `vote wait`, `vote skip` or `vote hand`.
con-me-value = Say the value too, e.g. `me { $setting } ...`; `me` alone shows your settings.
# The settings' names are typed as they are: zone, quiet, interval, told, before, vacation
con-me-unknown = There is no setting '{ $setting }'. Settings: zone, quiet, interval, told, before, vacation.
con-export-not-started = The game has not started yet: there is no position to export.
con-export-unwritable = Cannot write the position to { $target }: { $reason }. Name a file in a writable folder, or type `export` alone to print it.
con-export-written = The position is in { $target }: `referee show { $target }` checks it and lists the moves and scores.

## `referee demo` (bot/console/demo.py)
con-demo-players = { $game } takes { $min } to { $max } players, not { $count }: give --players between them.
# $seed: the seed as typed
con-demo-played = { $game }, { $count } computer player(s), seed { $seed }: { NUMBER($moves, useGrouping: 0) } moves.

## `referee show STATE.json` (bot/console/show.py)
con-show-not-a-state = { $path } is not a game state: a state is a JSON object with a "game" key naming the game (each game's README documents the format).
# $kind: con-json-kind
con-show-game-not-a-name = In { $path }, "game" must be the name of a game (a string such as "bits"), not { $kind }.
con-json-kind = { $kind ->
    [object] an object
    [list] a list
    [boolean] true or false
    [number] a number
    [null] null
   *[string] a string
}
# $fault: what is wrong with the file (con-no-such-game)
con-show-in-file = In { $path }: { $fault }
con-show-no-file = There is no file { $path }: give the path of a JSON state file.
con-show-folder = { $path } is a folder: give the path of a JSON state file.
con-show-unreadable = Cannot read { $path }: { $reason }.
con-show-too-large = { $path } is larger than { $megabytes } MB; a game state is a few kilobytes: is it the right file?
# $byte: "0xff", $offset: where it is in the file
con-show-not-utf8 = { $path } is not UTF-8 text (byte { $byte } at offset { $offset }): save the state as UTF-8 JSON.
# $error: the JSON reader's own words
con-show-not-json = { $path } is not valid JSON: { $error }.
con-show-too-deep = { $path } is nested too deeply to be a game state.
con-show-bad-value = { $path } holds a value JSON cannot give a game ({ $error }).
con-show-levels = { $path } is nested more than { $levels } levels deep; a game state is a few levels deep.
# $start: the number's first digits
con-show-huge-number = { $path } holds the number { $start }... ({ NUMBER($digits, useGrouping: 0) } digits), larger than any a game keeps (at most 2^64).
con-show-not-finite = { $path } holds { $value } (NaN or Infinity), which is not a number a game keeps.
# $why: the game's own sentence, or con-show-broken
con-show-invalid = the position is not valid: { $why }
con-show-invalid-deep = the position is not valid: it is nested too deeply.
con-show-invalid-large = the position is not valid: it is too large to examine.
con-show-invalid-broken = the position is not valid: { $why }.
# what broke when a game's code failed on the state; $text: the error's own words
con-show-broken = { $kind ->
    [entry] an entry is missing or misnamed ({ $text })
    [index] a list is too short or an index is out of range ({ $text })
    [type] a value has the wrong type ({ $text })
    [overflow] a number is too large ({ $text })
    [zero] a value that must not be zero is zero
   *[value] a value is malformed or out of range ({ $text })
}
con-show-over = The game is over.
con-show-decide = { $name } to decide: { $prompt } ({ NUMBER($count, useGrouping: 0) } legal moves)
con-show-more = {"  "}... and { NUMBER($count, useGrouping: 0) } more
con-show-scores = Scores:
# a score category: the game's key for it ("houses", "nested", "team_average")
con-show-category = { $category }
con-show-round = round { $round }

## The `referee` command (bot/cli.py)
# $message: what went wrong, in a sentence
con-error = error: { $message }
con-crash-logged = Sorry, the referee failed unexpectedly (reference { $reference }). The details are in { $log }; please report the reference with them.
con-crash = Sorry, the referee failed unexpectedly (reference { $reference }). Please report the reference and what you were doing.

## `referee games`, `replay` and `ratings` (bot/console/records.py)
con-games-none = No games are installed yet.
# $summary: the game's summary from its guide
con-games-line = { $key }: { $name }, { $min } to { $max } players. { $summary }
# $choices: " [a|b]" or ""; $default: the option's default as typed
con-games-option = {"    "}--option { $key }=...{ $choices }  { $description } (default { $default })
con-replay-folder = { $target } is a folder: give the GIF file to write, e.g. { $example }.
con-replay-unwritable = Cannot write the replay to { $out }: { $reason }.
# $alt: the replay's description; $size: its bytes
con-replay-written = { $alt } Written to { $out } ({ $size } bytes).
con-ratings-rebuilt = Ratings rebuilt from the results of { NUMBER($count, useGrouping: 0) } rated game(s) in { $db }.
