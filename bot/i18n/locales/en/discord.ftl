# The Discord front end's words in English: the source of the other catalogues.
# A turn message's heading: the game's name and the stage its rules report
# (rules.base.Stage: a round, turn or season, with the total when the rules fix one).

heading-game = { $game }
heading-round = { $game }: round { $number }
heading-round-of = { $game }: round { $number } of { $total }
heading-turn = { $game }: turn { $number }
heading-turn-of = { $game }: turn { $number } of { $total }
heading-season = { $game }: season { $number }
heading-season-of = { $game }: season { $number } of { $total }

# The front end's own sentences (ids "dc-"): its buttons, its replies and its
# faults. A public card is written in the game's language, an ephemeral
# reply in its reader's. Commands are written as Discord shows them.

## Buttons and menus

dc-button-join = Join
dc-button-leave = Leave
dc-button-computer = Add computer player
dc-button-start = Start
dc-button-level-easy = Easy
dc-button-level-normal = Normal
dc-button-level-hard = Hard
dc-button-choose-move = Choose my move
dc-button-hand = My private info
dc-button-catchup = While I was away
dc-button-history = History
dc-button-undo = Undo
dc-button-undo-sure = Yes, take it back
dc-button-confirm-resign = Yes, resign
dc-button-confirm-abort = Yes, abort the game
dc-button-rematch = Rematch
dc-button-vote-wait = Wait longer
dc-button-vote-skip = Skip this turn
dc-button-vote-hand = Hand the seat to a computer
dc-button-agree = Agree to abandon
dc-button-mute = Mute this turn
dc-button-play-it = Play it
dc-button-back = Back
dc-placeholder-move = Choose your move
dc-placeholder-mine = Open one of your games
dc-placeholder-step = Choose…

## Public cards

dc-the-game = The game
dc-deadline = { $name } to move, due { $due }
dc-final-heading = Final standings: { $game }
dc-final-standings = Final standings
dc-no-standings = No standings.
dc-ping-move = your move.
dc-ping-thanks = thanks for playing!
dc-ping-rematch = join to play again!
dc-replay = Replay of the whole game, one frame per move:
dc-status-over = This game is over.
dc-lobby-started-by-joining = Everybody invited has joined: the game has started (see below).
dc-lobby-started-below = The game has started: see below.

## Faults

dc-cannot-post = I could not post in this channel: I need the View Channel, Send Messages, Attach Files and Embed Links permissions here (and Send Messages in Threads for threads).
dc-apology = Sorry, something went wrong on my side (reference `{ $reference }`). Check `/game status` before trying again, and quote the reference if it repeats.
dc-saved-later = That is saved; it will be announced here when the database is back.
dc-saved-shown = That is saved and announced here, but the rest could not be shown: the database is not answering right now. Try `/game status` in a minute.
dc-fault-nothing-changed = The database is not answering right now; nothing was changed. Try again in a minute.
dc-fault-maybe-saved = The database stopped answering while saving: your change may or may not be saved. Check `/game status` before trying again.
dc-fault-unavailable = The database cannot be used right now. Try again in a minute.
dc-fault-database = The database refused that; nothing was changed. Try again in a minute.
dc-no-dm = Games are played in server channels and threads, not in direct messages.
dc-out-of-date = That command is out of date: Discord is still updating the bot's command list. Try again in a minute (or reload Discord).
dc-check-failed = You cannot use this command here.

## The lobby

dc-lobby-open = Your lobby is open. Others join with its Join button or `/game join`; add computer players if you like, then press Start.
dc-lobby-open-elsewhere = The lobby is open (others can use `/game join`).
dc-lobby-started = This lobby has started: its buttons no longer do anything.
dc-lobby-closed = This lobby is closed: its buttons no longer do anything.
dc-lobby-which-level = Which level? Easy makes beginner's slips, normal is the usual computer player, hard thinks about a second a move.
dc-game-started = The game has started.
dc-rematch-started = The rematch has started.
dc-rematch-open = Rematch lobby open: the game starts when everybody invited has joined.
dc-rematch-open-elsewhere = The rematch lobby is open (others can use `/game join`).
dc-rematch-already = This channel already has a new game: join it with `/game join`.

## Playing

dc-you-played = You played `{ $move }`.
dc-undone = Your move was taken back.
dc-undo-moved-on = That cannot be taken back any more: the game has moved on since.
dc-offer-ended = That offer was for a game that has ended; nothing was done.
dc-allowed-now = Allowed now: { $choices }
dc-choice-older = That choice was offered for an older position; the game has moved on. Nothing was played.
dc-choice-gone = That choice is not available any more. Nothing was played.
dc-not-running = That game is no longer running.
dc-not-a-move-yet = That choice does not name a move yet. Choose the rest of it.

## The move builder's steps

dc-step-your-move = your move
dc-step-turn = Your turn: { $prompt }.
dc-step-so-far = Chosen so far: { $trail }
dc-step-next = Choose the next part of your move.
dc-step-first = Choose your move, step by step.
dc-step-play-or-back = Play it, or go back and choose again.
dc-step-move = Your move: `{ $move }`. Play it, or go back and choose again.

## Reading

dc-which-game = Which game? Choose one in the `game` option.
dc-nothing-to-show = Nothing to show.
dc-export-file = The position as you may see it:
dc-export-alt = Game position as JSON

## Resigning and aborting

dc-resign-not-seated = You can only resign from a game in progress in which you have a seat.
dc-resign-ask = Resign from this game of { $game }? A computer player takes your seat and you rank last. This cannot be undone.
dc-resigned = You resigned; a computer player has your seat.
dc-abort-nothing = There is no unfinished game in this channel to abort.
dc-abort-lobby-who = Only the game's creator or someone who can manage this channel can abort it.
dc-abort-who = Only the players of this game or someone who can manage this channel can abort it.
dc-abort-ask = Abort this game of { $game } for everybody? It ends without standings. This cannot be undone.
dc-abandon-ask = Propose to abandon this game of { $game }? It ends without standings once every player agrees, within a day. Your agreement cannot be undone.
dc-confirm-ended = That confirmation was for a game that has already ended; nothing was done.
dc-abandon-proposed = You proposed to abandon the game: it ends when every player agrees.
dc-aborted = Aborted.
dc-vote-decided = Your vote is counted, and it decided: see the channel.
dc-agreed = You agreed to abandon the game.
dc-agreed-abandoned = You agreed; the game is abandoned.

## My games (/game mine)

dc-mine-head = Your unfinished games: { $count }, your turn in { $turns }.
dc-mine-menu-first = The menu lists the first { $count }.
dc-mine-more = … and { $count } more { $count ->
    [one] game
   *[other] games
  }.
dc-mine-line = { $game } in { $where }: { $state }
dc-mine-option = { $game } in { $where }
dc-mine-server = server { $id }
dc-mine-lobby = lobby, { $seats } of { $most } seats taken
dc-mine-resigned = you resigned
dc-mine-your-turn = **your turn**
dc-mine-your-turn-due = **your turn**, due { $due }
dc-mine-your-turn-since = **your turn** since { $since }
dc-mine-waiting = waiting for { $players }
dc-mine-waiting-due = waiting for { $players }, due { $due }
dc-mine-nobody = nobody

## Telling a player it is their turn, and reminding them

dc-dm-turn = It is your turn in the game of { $game } in { $channel }: { $link } ({ $move } there).
dc-dm-refused = it is your turn (a direct message could not reach you).
dc-reminder-at = due { $at }
dc-reminder-due = Reminder: { $pings } the game of { $game } here is waiting for your decision, { $due }. Use { $move } (or { $status }).
dc-reminder = Reminder: { $pings } the game of { $game } here has been waiting for your decision for over { $hours } hours. Use { $move } (or { $status }).
dc-reminder-dm = Reminder: your game of { $game } in { $channel } is waiting for your decision. Use { $move } there (or { $status }).
