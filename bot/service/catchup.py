"""While you were away (issue 28): what happened in a game since the
reader's own last decision, told to the reader only: every move since then
(its public sentence, with who made it), the reader's own private changes
(the private events the game addressed to their seat, and whether their
private view changed), the scores then and now, whose turn it is, and the
board now (the public picture and the reader's own private one).

It is worked out by replaying the move log with the game's own rules, off
the event loop and at most ``REPLAYS_AT_ONCE`` at a time, and it reads
nothing the reader may not see: public sentences as stored, scores (which
every game computes from public facts), and only the reader's own seat's
private events and view.

"The reader's last decision" is the last standing move of their seat (a
decision a computer made for the seat when the table voted to skip it
counts as one: the log does not tell them apart).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from bot.i18n import Words
from bot.service.context import Context
from bot.service.gate import Gate
from bot.service.model import Refused, Reply, Table, User
from bot.service.outcome import turn_line
from bot.service.pictures import Pictures
from bot.service.words import move_said, number
from rules.base import Text, say
from storage.base import MoveRow

#: Catch-ups replayed at once (each replays a whole game); the rest wait.
REPLAYS_AT_ONCE = 2
#: Moves spelled out at most; earlier ones are counted ("N earlier moves").
MAX_TOLD = 30


@dataclass
class Story:
    """What a catch-up tells, worked out from the move log (see
    :func:`story`)."""

    since: int  # the number of the reader's last decision in the log (0: none yet)
    moves: list[tuple[int, str, str | Text]]  # (number, who, public words) of each move since
    private: list[str | Text] = field(default_factory=list)  # the reader's own private events since
    changed: list[Text] = field(default_factory=list)  # the reader's private information then -> now, key by key
    then: dict[int, float] = field(default_factory=dict)  # each seat's total score after it
    now: dict[int, float] = field(default_factory=dict)  # and now
    turn: str | Text = ""  # whose decision it is now


def story(table: Table, moves: list[MoveRow], seat: int, private: bool) -> Story:
    """Replay the game and tell what followed ``seat``'s last move (CPU
    work: run off the event loop). ``private``: the seat's own private
    events and view are told (not to a player who resigned)."""
    game = table.game
    mine = [i for i, m in enumerate(moves) if m.seat == seat]
    last = mine[-1] if mine else -1
    state = game.setup(game.player_names(table.live), table.row.options, table.row.seed)
    then = state
    told = Story(since=moves[last].seq if mine else 0, moves=[])
    for i, move in enumerate(moves):
        state, events = game.apply(state, move.seat, move.notation)
        if i == last:
            then = state
        elif i > last:
            told.moves.append((move.seq, table.name(move.seat),
                               move_said(move) or say("svc-moved", name=table.name(move.seat))))
            if private:
                told.private += [e.text for e in events if e.private and e.seat == seat]
    told.then = {s: row.get("total", 0) for s, row in game.scores(then).items()}
    told.now = {s: row.get("total", 0) for s, row in game.scores(state).items()}
    if private:
        told.changed = private_changes(game.private(then, seat), game.private(state, seat))
    told.turn = turn_line(table, state)
    return told


SAID_AT_MOST = 160  # characters of one private value told in words; a longer one is "changed"


def empty(value: Any) -> bool:
    return value is None or value == [] or value == {} or value == ""


def said(value: Any) -> str | None:
    """A private value in a few words ("none", "2, 3, 5", "notation C h,
    tile 3"), or None when it cannot be said briefly."""
    if empty(value):
        return "none"
    if isinstance(value, (str, int, float, bool)):
        return str(value)
    if isinstance(value, dict) and "id" in value and not isinstance(value["id"], (dict, list)):
        return str(value["id"])
    if isinstance(value, list):
        parts = [said(v) for v in value]
        return None if None in parts else ", ".join(p for p in parts if p is not None)
    if isinstance(value, dict):
        pairs = [(k, said(v)) for k, v in value.items()]
        return None if any(p is None for _, p in pairs) else ", ".join(f"{k} {p}" for k, p in pairs)
    return None


def _value(value: Any, text: str) -> str | Text:
    """A value as :func:`said` says it, "none" in the reader's words."""
    return say("svc-none") if empty(value) else text


def private_changes(then: dict[str, Any], now: dict[str, Any]) -> list[Text]:
    """What changed in a seat's own private information, key by key (the
    game's ``private`` of that seat only, before and after)."""
    lines = []
    for key in sorted(set(then) | set(now)):
        before, after = then.get(key), now.get(key)
        if before == after:
            continue
        old, new = said(before), said(after)
        if old is None or new is None or len(old) + len(new) > SAID_AT_MOST:
            lines.append(say("svc-catchup-changed", key=key))
        else:
            lines.append(say("svc-catchup-then-now", key=key, old=_value(before, old), new=_value(after, new)))
    return lines


def move_line(number_: int, who: str, said: str) -> str:
    """A move as the catch-up lists it, with who made it (once: a sentence
    that starts with the player's name already says it)."""
    return f"{number_}. {said}" if said.startswith(who) else f"{number_}. {who}: {said}"


def written(table: Table, told: Story, private_text: str, limit: int | None, words: Words | None = None) -> str:
    """The catch-up in ``words`` (default: English), within ``limit``
    characters when given (the earliest moves give way first, counted as
    "N earlier moves")."""
    words = words or Words()
    count = len(told.moves)
    if not count:
        head = (words("svc-catchup-nothing", since=str(told.since)) if told.since else words("svc-catchup-no-move"))
    else:
        head = (words("svc-catchup-since", since=str(told.since), count=count) if told.since
                else words("svc-catchup-since-start", count=count))
    scores = ", ".join(f"{table.name(s)} {number(told.then.get(s))} → {number(told.now.get(s))}"
                       for s in sorted(told.now))
    tail = []
    if told.private:
        tail.append(words("svc-catchup-private"))
        tail += [f"- {words.render(text)}" for text in told.private]
    if told.changed:
        tail.append(words("svc-catchup-own", changes="; ".join(words.render(c) for c in told.changed)))
        if private_text:
            tail.append(words("svc-catchup-view", view=private_text))
    if count:
        tail.append(words("svc-catchup-scores", scores=scores))
    if told.turn:
        tail.append(words.render(told.turn))
    lines = [move_line(number_, who, words.render(text)) for number_, who, text in told.moves]
    earlier = max(0, len(lines) - MAX_TOLD)
    lines = lines[earlier:]
    while True:
        note = [words("svc-catchup-earlier", count=earlier)] if earlier else []
        text = "\n".join([head, *note, *lines, *tail])
        if limit is None or len(text) <= limit or not lines:
            return text
        lines.pop(0)
        earlier += 1


class Catchup:
    def __init__(self, ctx: Context, gate: Gate, pictures: Pictures):
        self.ctx, self.gate, self.pictures = ctx, gate, pictures
        self.replaying = asyncio.Semaphore(REPLAYS_AT_ONCE)

    async def catchup(self, guild: str, channel: str, user: User, game_id: int | None = None,
                      limit: int | None = None) -> Reply:
        """What happened in the channel's game (or game ``game_id``, a
        button's) since the asker's last decision, for the asker only
        (``limit``: the most characters of text the front end shows)."""
        table = await self._table(guild, channel, game_id)
        seat = table.seat_of(user.id)
        if seat is None:
            raise Refused(say("svc-catchup-no-seat"))
        if table.state is None:
            raise Refused(say("svc-catchup-not-started"))
        private = not seat.resigned
        moves = await self.ctx.store.moves(table.row.id)
        async with self.replaying:
            told: Story = await self.ctx.run(story, table, moves, seat.seat, private)
        words = self.ctx.words(table, user)
        private_text, private_picture = "", None
        if private:  # the reader sees their private view now: their waiting notices are read
            await self.ctx.store.take_notices(table.row.id, user.id)
            private_text, private_picture = await self.pictures.private_view(table, seat.seat, words)
        reply = Reply("", ephemeral=True, game_id=table.row.id, version=table.row.version, names=table.names,
                      private_picture=private_picture)
        reply.text = written(table, told, private_text, limit, words)
        reply.picture = await self.pictures.public_picture(table)
        reply.data = {"since": told.since, "moves": len(told.moves),
                      "private": [words.render(text) for text in told.private],
                      "changed": [words.render(text) for text in told.changed], "then": told.then, "now": told.now}
        return reply

    async def _table(self, guild: str, channel: str, game_id: int | None) -> Table:
        if game_id is None:
            return await self.gate.table(guild, channel, unfinished=False)
        row = await self.ctx.store.game(int(game_id))
        if row is None or row.guild != str(guild):
            raise Refused(say("svc-button-gone"))
        return await self.gate.of_row(row)

