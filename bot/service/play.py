"""Playing a started game: a player's move, the legal moves they may type,
resigning, handing an idle seat to a computer, and letting computers take
the turns they owe (aborting is :mod:`bot.service.abandon`).
"""

from __future__ import annotations

import logging
from dataclasses import replace
from datetime import datetime, timedelta
from functools import partial
from typing import Any

from bot.service import server
from bot.service.context import Context
from bot.service.gate import Gate, settle
from bot.service.model import (
    MAX_MOVE_TEXT,
    Forbidden,
    Refused,
    Reply,
    ServiceError,
    Table,
    User,
)
from bot.service.outcome import Outcome
from bot.service.pictures import Pictures
from bot.service.turns import (
    apply_and_describe,
    computer_owing,
    computers_move,
    hard_seat_owing,
    pause_of,
    public_text,
)
from bot.service.words import telling
from rules.base import Event, Game, Move, RulesError, Text, dumps, normalise, say
from storage.base import SeatRow

log = logging.getLogger("referee.service")


def allows_undo(game: Game) -> bool:
    """Whether the game lets a player take a decision back at all."""
    return type(game).undoable is not Game.undoable


def seat_for_move(table: Table, user: User) -> SeatRow:
    """The asker's seat, if it is theirs to move now; refused with why not."""
    seat = table.seat_of(user.id)
    if seat is None:
        raise Forbidden(say("svc-not-playing-move"))
    if seat.resigned:
        raise Refused(say("svc-resigned-seat"))
    if seat.is_computer:
        raise Refused(say("svc-computer-seat"))
    acting = table.game.to_act(table.live)
    if seat.seat not in acting:
        waiting = ", ".join(table.name(s) for s in sorted(acting))
        raise Refused(say("svc-not-your-turn", names=waiting) if waiting else say("svc-not-your-turn-nobody"))
    return seat


class Play:
    def __init__(self, ctx: Context, gate: Gate, outcome: Outcome, pictures: Pictures):
        self.ctx, self.gate, self.outcome, self.pictures = ctx, gate, outcome, pictures

    async def move(self, guild: str, channel: str, user: User, text: str,
                   game_id: int | None, expected_version: int | None) -> Reply:
        """Apply ``text`` for the asker. ``game_id``/``expected_version``
        (optional, from a button or select offered earlier) refuse the move
        when the game or position has changed since it was offered."""
        text = normalise(text)
        if not text:
            raise Refused(say("svc-say-which-move"))
        if len(text) > MAX_MOVE_TEXT:
            raise Refused(say("svc-move-too-long", length=len(text), most=MAX_MOVE_TEXT))
        async with self.gate.moving:
            return await self._move(guild, channel, user, text, game_id, expected_version)

    async def _move(self, guild: str, channel: str, user: User, text: str,
                    game_id: int | None, expected_version: int | None) -> Reply:
        async with self.gate.changing(guild, channel):
            table = await self.gate.active(guild, channel)
            if game_id is not None and table.row.id != game_id:
                raise Refused(say("svc-choice-other-game"))
            if expected_version is not None and table.row.version != expected_version:
                raise Refused(say("svc-choice-stale"))
            seat = seat_for_move(table, user)
            before = table.state
            try:
                state, events, moves, described = await self.ctx.run(apply_and_describe, table, seat.seat, text)
            except RulesError as error:
                raise Refused(error.message) from None
            sketch = self.pictures.sketch(table, state, described)
            public = public_text(table, events, seat.seat)
            reply, notices, owing = self.outcome.tell(table, public, events, before, state, mover=seat,
                                                      reader=self.ctx.words(table, user))
            clock = self.outcome.timed(table, reply, owing, seat.seat, acted=True)
            status = "finished" if reply.finished else "active"
            reply.undo = not reply.finished and len(moves) == 1 and allows_undo(table.game)
            await settle(table, self.ctx.store.commit_moves(
                table.row.id, table.row.version, moves, dumps(state), status, owing,
                announcement=self.outcome.payload(table, reply), notices=notices,
                results=self.outcome.results(table, reply), clock=clock,
            ), state, status)
        return await self.pictures.with_picture(table, reply, sketch)

    async def legal_moves(self, guild: str, channel: str, user: User, typed: str,
                          limit: int | None) -> list[Move]:
        """The asker's legal moves now, filtered by what they typed (all words
        must appear, case-insensitive), their labels written in the
        asker's words. Empty when they owe nothing."""
        try:
            table = await self.gate.active(guild, channel)
        except ServiceError:
            return []
        seat = table.seat_of(user.id)
        if seat is None or seat.is_computer or table.state is None:
            return []
        if seat.seat not in table.game.to_act(table.state):
            return []
        moves = await self.ctx.run(table.game.legal_moves, table.state, seat.seat)
        words = self.ctx.words(table, user)
        moves = [replace(m, label=words.render(m.label)) if isinstance(m.label, Text) else m for m in moves]
        typed = typed[:MAX_MOVE_TEXT]
        wanted = normalise(typed).split()
        if wanted:
            def hit(m: Move) -> bool:
                hay = f"{normalise(m.notation)} {normalise(str(m.label))}"
                return all(w in hay for w in wanted)

            starts = [m for m in moves if normalise(m.notation).startswith(normalise(typed))]
            rest = [m for m in moves if hit(m) and m not in starts]
            moves = starts + rest
        return moves[:limit] if limit else moves

    async def resign(self, guild: str, channel: str, user: User) -> Reply:
        async with self.gate.changing(guild, channel):
            table = await self.gate.active(guild, channel)
            seat = table.seat_of(user.id)
            if seat is None:
                raise Refused(say("svc-not-playing"))
            if seat.resigned:
                raise Refused(say("svc-already-resigned"))
            seat.resigned = seat.is_computer = True
            seat.level = await server.takeover(self.ctx, guild)
            headline = say("svc-resigned-headline", name=seat.name)
            return await self.hand_to_computers(table, headline, {seat.seat: {"resigned": True,
                                                                                "is_computer": True,
                                                                                "level": seat.level}},
                                                acted=True)

    async def replace_idle(self, guild: str, channel: str, seat_number: int, reason: str | Text,
                           expected_since: str | None) -> Reply:
        """Hand an idle human's seat to a computer player (announced), as one
        change. ``reason``: why, after the player's name ("ran out of
        time"). ``expected_since``: the seat's ``owing_since`` when it was
        found idle; refused if the player acted since."""
        async with self.gate.changing(guild, channel):
            table = await self.gate.active(guild, channel)
            seat = table.user_of(seat_number)
            if seat.is_computer:
                raise Refused(say("svc-already-computer", name=seat.name))
            if expected_since is not None and seat.owing_since != expected_since:
                raise Refused(say("svc-acted-since", name=seat.name))
            seat.is_computer = True
            seat.level = await server.takeover(self.ctx, guild)
            return await self.hand_to_computers(table, say("svc-replaced", name=seat.name, reason=reason),
                                                {seat.seat: {"is_computer": True, "level": seat.level}})

    async def hand_to_computers(self, table: Table, headline: str | Text,
                                seats: dict[int, dict[str, Any]] | None = None, *, acted: bool = False,
                                due: bool = False) -> Reply:
        """Seat changes (``seats``) and the computer moves they let happen,
        committed as one change and announced with every move told.
        ``acted``: a player asked for it (the game is not idle); ``due``:
        the first computer's pause is over (see ``turns.computers_move``)."""
        before = table.state
        events: list[Event] = []
        state, moves = await self.ctx.run(partial(computers_move, due=due), table, before, events)
        sketch = self.pictures.sketch(table, state)
        reply, notices, owing = self.outcome.tell(table, telling(headline, moves), events, before, state)
        clock = self.outcome.timed(table, reply, owing, None, acted=acted)
        status = "finished" if reply.finished else "active"
        await settle(table, self.ctx.store.commit_moves(
            table.row.id, table.row.version, moves, dumps(state), status, owing, seats=seats,
            announcement=self.outcome.payload(table, reply), notices=notices,
            results=self.outcome.results(table, reply), clock=clock,
        ), state, status)
        return await self.pictures.with_picture(table, reply, sketch)

    async def resume_computers(self, *, owing_only: bool = False) -> list[Reply]:
        """Let computers act wherever they owe a move: at a start, after a
        crash or an older version left a game waiting on a computer seat;
        and, every round of the background loop (``owing_only``: only games
        where a computer seat is marked owing, read from the seats without
        loading a game), each decision whose table's pause is over (its
        ``computer_minutes`` setting) or whose search failed. Each such
        change is committed and announced like any other."""
        replies = []
        for row in await self.ctx.my_unfinished():
            if row.status != "active":
                continue
            if owing_only and not any(s.is_computer and s.owing_since for s in await self.ctx.store.seats(row.id)):
                continue
            try:
                async with self.gate.changing(row.guild, row.channel):
                    table = await self.gate.active(row.guild, row.channel)
                    seat, pause = computer_owing(table), pause_of(table)
                    if seat is None or not self.waited(seat, pause):
                        continue
                    if hard_seat_owing(table, due=True) is not None and table.thinking is not None \
                            and table.thinking.settled is not None:
                        table.thinking.settled(table, due=True)  # the computers' lane decides it
                        continue
                    headline = "" if pause is not None else say("svc-computers-resume")
                    replies.append(await self.hand_to_computers(table, headline, due=True))
            except ServiceError as error:
                log.warning("Could not resume the computers of game %s: %s", row.id, error)
        return replies

    def waited(self, seat: SeatRow, pause: float | None) -> bool:
        """Whether ``seat``'s decision has waited ``pause`` minutes, its
        table's pause (always, at a table without one; a decision with no
        time it became due, from an older version, has waited)."""
        if pause is None or not seat.owing_since:
            return True
        since = datetime.fromisoformat(seat.owing_since)
        return self.ctx.clock() >= since + timedelta(minutes=pause)
