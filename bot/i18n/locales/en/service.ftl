# The service's own sentences (bot/service/: lobby, play, turns, outcome,
# undo, reading, catch-up, move builder, pictures, replays) in English: the
# source of the other catalogues. A message worded differently for the
# console selects on { $front } (console or discord); Discord's Markdown
# (**bold**) is in the discord variant only.

## Refusals shared by several use cases

svc-race = The game changed at the same moment; nothing was done. Look at the board and try again.
svc-no-game = { $front ->
    [console] There is no game here: run `referee play` to start one.
   *[discord] There is no game in this channel. Start one with `new`.
}
svc-not-started = The game has not started yet.
svc-not-playing = You are not playing in this game.

## The lobby

svc-channel-busy = This channel already has an unfinished game. Finish or abort it first, or start the new game in another channel or thread.
svc-opened = { $name } opened a game of { $game }.
svc-lobby-title = { $front ->
    [console] { $game } ({ $min } to { $max } players)
   *[discord] **{ $game }** ({ $min } to { $max } players)
}
svc-lobby-options = Options: { $options }
svc-lobby-clock = Clock: { $name } ({ $summary })
svc-lobby-seat = { $number }. { $name }
svc-lobby-seat-computer = { $number }. { $name } (computer)
svc-lobby-free = { $free } seat(s) free. { $need ->
    [0] { $front ->
        [console] Waiting for the invited players to `join`.
       *[discord] Ready to start.
    }
   *[other] Needs { $need } more to start.
}
svc-join-started = This game has already started; you can join the next one.
svc-already-seated = You already have a seat in this game.
svc-game-full = The game is full ({ $max } players at most).
svc-lobby-race = The lobby changed at the same moment; please try again.
svc-joined = { $name } joined.
svc-joined-all = { $name } joined: everybody invited is here.
svc-leave-started = The game has started: use `resign` to hand your seat to a computer player.
svc-not-seated = You do not have a seat in this game.
svc-left = { $name } left.
svc-left-closed = { $name } left and nobody is seated any more: the game is closed.
svc-add-started = Computer players can only be added before the start.
svc-add-forbidden = Only a seated player or someone who can manage this channel can add a computer player.
svc-unknown-level = { $level } is not a computer level. Choose one of: { $levels }.
svc-added = { $name } added { $computer }.
svc-already-started = The game has already started.
svc-start-forbidden = Only a seated player or someone who can manage this channel can start the game.
svc-too-few = { $game } needs at least { $min } players; { $seated } seated. { $front ->
    [console] Name more with --players, or add computer players with --computer N.
   *[discord] Invite more or add a computer player.
}
svc-begins = { $game } begins! Seat order: { $order }
svc-no-rematch = { $front ->
    [console] There is no finished game here to play again.
   *[discord] There is no finished game in this channel to play again.
}
svc-rematch-forbidden = Only a player of the last game (or someone who can manage this channel) can ask for a rematch.
svc-rematch = { $name } asked for a rematch.
svc-rematch-invited = Invited: the players of the last game. The game starts when all of them have joined.

## Playing

svc-not-playing-move = You are not playing in this game, so you cannot move.
svc-resigned-seat = You resigned from this game; a computer player has your seat.
svc-computer-seat = A computer player has taken over your seat.
svc-not-your-turn = It is not your turn: waiting for { $names }.
svc-not-your-turn-nobody = It is not your turn: waiting for nobody.
svc-say-which-move = { $front ->
    [console] Say which move: type its notation (`moves` lists them).
   *[discord] Say which move: type its notation (the list of legal moves autocompletes).
}
svc-move-too-long = That is too long to be a move ({ $length } characters; a move is at most { $most }). Use `moves` to list the legal moves.
svc-choice-other-game = { $front ->
    [console] That choice belongs to an earlier game here.
   *[discord] That choice belongs to an earlier game in this channel.
}
svc-choice-stale = That choice was offered for an older position; the game has moved on. Nothing was played: pick again from the current options.
svc-already-resigned = You have already resigned from this game.
svc-resigned-headline = { $name } resigned; a computer player takes over the seat and ranks last.
svc-already-computer = { $name }'s seat is already played by a computer.
svc-acted-since = { $name } has acted since; nobody was replaced.
svc-replaced = { $name } { $reason }; a computer player takes over.
svc-computers-resume = The computer players take their turns.

## What a change tells

svc-made-their-move = { $name } made their move.
svc-moved = { $name } moved.
svc-more-moves = ... and { $count } more move(s): see `history`.
svc-game-over = The game is over.
svc-still-to-act = Still to act: { $names }.
svc-to-play = { $name } to play: { $prompt }
svc-computer-pause = { $names }: a computer player's move comes about { $minutes } minutes after its turn begins (this table's computer_minutes).
svc-final-standings = { $front ->
    [console] Final standings
   *[discord] **Final standings**
}
svc-standing = { $rank }. { $name }: { $score }
svc-standing-detail = { $rank }. { $name }: { $score } ({ $detail })
svc-resigned = resigned
svc-resigned-detail = resigned; { $detail }
svc-unrated = Unrated: a computer took over the seat of { $names } (time ran out or idle); nobody's rating changes.
svc-hand-changed = Your private information changed: use `hand` to see it.

## Taking a move back

svc-undo-not-playing = You are not playing in this game, so you have no move to take back.
svc-undo-computer = A computer player has your seat: there is nothing of yours to take back.
svc-undo-no-move = You have not made a move in this game yet.
svc-undo-played-since = That cannot be taken back: { $name } has played since.
svc-undo-cannot = That cannot be taken back: { $reason }.
svc-undo-ask = Take back your move `{ $notation }`? ({ $said })
svc-undo-stale = That cannot be taken back any more: the game has moved on since.
svc-took-back = { $name } took back their move ({ $notation }).

## Reading a game

svc-aborted-last = { $front ->
    [console] The last game here was aborted: run `referee play` again to start another.
   *[discord] The last game in this channel was aborted. Start one with `new`.
}
svc-no-board-yet = The game has not started yet: there is no board to show.
svc-no-hand = You are not playing in this game, so you have no hand.
svc-hand-resigned = You resigned from this game: your seat's private view now belongs to the computer player. The board and `status` stay open to you.
svc-no-moves-yet = No moves have been played yet.
svc-history-line = { $number }. { $said }
svc-history-undone = { $number }. { $said } (taken back)
svc-no-move-none = There is no move { $turn }: no move has been played yet (0 shows the start).
svc-no-move = There is no move { $turn }: `history` numbers this game's moves 1 to { $last } (0 is the start).
svc-move-taken-back = Move { $turn } was taken back: pick another from `history`.
svc-start-of-game = The start of the game.
svc-board-after = Board after move { $turn } of { $last }. { $said }
svc-board-start = The start of the game. { $said }
svc-move-of = Move { $turn } of { $last }: { $said }
svc-private-alt = Private view for { $name }. { $summary }

## While you were away (catch-up)

svc-catchup-nothing = Nothing has happened since your last move (move { $since }).
svc-catchup-no-move = No move has been made yet.
svc-catchup-since = Since your last move (move { $since }), { $count } { $count ->
    [one] move was
   *[other] moves were
} made:
svc-catchup-since-start = Since the game began, { $count } { $count ->
    [one] move was
   *[other] moves were
} made:
svc-catchup-private = What you were told privately since then:
svc-catchup-own = Your own private information since then: { $changes }.
svc-catchup-view = Your private view now: { $view }
svc-catchup-scores = Scores then and now: { $scores }.
svc-catchup-earlier = ({ $count } earlier { $count ->
    [one] move
   *[other] moves
}: see `history`.)
svc-catchup-changed = { $key } changed
svc-catchup-then-now = { $key }: { $old } then, { $new } now
svc-none = none
svc-catchup-no-seat = You have no seat in this game, so there is nothing to catch up on: `history` lists its moves for everyone.
svc-catchup-not-started = The game has not started yet: there is nothing to catch up on.
svc-button-gone = That button belongs to a game that no longer exists here.

## The move builder and the preview

svc-builder-stale = Those choices were offered for an older position: the game has moved on. Start again from the turn message.
svc-builder-other-game = { $front ->
    [console] Those choices belong to an earlier game here.
   *[discord] Those choices belong to an earlier game in this channel.
}
svc-builder-gone = That choice is not offered here any more. Start again from the turn message.
svc-preview = If you play { $notation }: { $sentence }
svc-preview-alt = Preview for { $name }. { $sentence }

## Replays

svc-replay-start = { $game }: the start
svc-replay-alt = Replay of { $game } game { $id }: { $count } moves, one frame per move.
svc-replay-none = There is no started game { $id }.
svc-replay-aborted = Game { $id } was aborted, so it has no replay.

# A computer seat's name in the game's language (its level: the level's choice name, commands.ftl)
svc-computer-name = Computer { $number } ({ $level })
