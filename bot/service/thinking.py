"""The computers' lane: ``hard`` decisions made in worker processes of
their own, after the change that made them due, so that no human's move
waits behind a search.

When a change is committed (``gate.settle``) at a table where a ``hard``
computer now owes a decision, a task is started for the game: it hands the
position to the lane (``rules.levels.decide``), and when the decision comes
back commits it like any other move, as one change against the version it
was computed for (with the ``normal`` and ``easy`` computer moves it lets
happen, which stay inline: they cost milliseconds), announced through the
outbox and told in words. A result for a position that changed meanwhile
is dropped and the decision computed again. ``stop`` abandons every search
in progress (their futures are cancelled; the lane's owner kills its
workers). ``easy`` and ``normal`` decisions never come here.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from concurrent.futures import CancelledError as FutureCancelled
from concurrent.futures import Executor, Future
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from bot.service.context import Context
from bot.service.gate import Gate, settle
from bot.service.model import ServiceError, Table, Thinking, level_of
from bot.service.outcome import Outcome
from bot.service.pictures import Pictures
from bot.service.turns import computers_move, hard_seat_owing, public_text
from bot.service.words import told
from rules.base import Event, RulesError, dumps, normalise
from rules.levels import decide
from rules.search import Budget

log = logging.getLogger("referee.service")

def play_decision(table: Table, seat: int, notation: str) -> tuple[dict[str, Any], list[Event],
                                                                   list[tuple[int, str, Any]]]:
    """The lane's decision for ``seat`` applied with the game's own rules,
    then the inline computer moves it lets happen. A decision the rules
    refuse (a game's fault, never a player's) is logged and replaced by the
    ``normal`` player's, so the game never waits on a computer."""
    try:
        state, events = table.game.apply(table.live, seat, notation)
    except RulesError as error:
        log.error("Game %s: the search chose %r for seat %s, which the rules refuse (%s); the normal player"
                  " decides instead", table.row.id, notation, seat, error)
        notation = normalise(table.game.computer_player(table.row.seed + seat).choose(table.game, table.live, seat))
        state, events = table.game.apply(table.live, seat, notation)
    moves = [(seat, notation, public_text(table, events, seat))]
    state, more = computers_move(table, state, events)
    return state, events, moves + more


class Computers:
    def __init__(self, ctx: Context, gate: Gate, outcome: Outcome, pictures: Pictures,
                 lane: Executor | None, budget: Budget | None):
        """``lane``: where ``hard`` decisions run (None: inline, inside the
        change that makes them due, as the console does); ``budget``: a
        ``hard`` decision's (default: 1 s of CPU)."""
        self.ctx, self.gate, self.outcome, self.pictures = ctx, gate, outcome, pictures
        self.lane = lane
        self.thinking: dict[int, asyncio.Task] = {}  # game id -> its task
        self.searches: set[Future] = set()
        self.again: set[int] = set()  # games changed while their task was deciding whether to go on
        # Told the game's id after each decision committed (a front end posts its announcement at once).
        self.listeners: list[Callable[[int], Awaitable[None]]] = []
        self.stopped = False
        ctx.thinking = Thinking(budget or Budget(), lane is not None, self.settled if lane is not None else None)

    def settled(self, table: Table, due: bool = False) -> None:
        """A change of ``table`` was committed: start its ``hard``
        computer's decision if one is due and none is being made. ``due``:
        the table's pause before that decision is over (the service's duty
        says so; without it a paused table's decision waits)."""
        if self.stopped:
            return
        if table.row.id in self.thinking:
            self.again.add(table.row.id)
            return
        if hard_seat_owing(table, due=due) is None:
            return
        task = asyncio.get_running_loop().create_task(self.think(table.row.guild, table.row.channel, table.row.id,
                                                                 due),
                                                      name=f"referee-thinking-{table.row.id}")
        self.thinking[table.row.id] = task
        task.add_done_callback(lambda _: self.thinking.pop(table.row.id, None))

    async def think(self, guild: str, channel: str, game_id: int, due: bool = False) -> None:
        """Decide and commit the ``hard`` decisions the game owes, one after
        another, until a human must act (or the game ends). At a table with
        a pause, only the one that is ``due``: the next waits its own."""
        while not self.stopped and not self.gate.stopping:
            self.again.discard(game_id)
            try:
                table = await self.gate.active(guild, channel)
            except ServiceError:
                return
            seat = hard_seat_owing(table, due=due)
            if table.row.id != game_id or seat is None:
                if game_id in self.again:  # a change committed while this was read: look again
                    continue
                return
            version = table.row.version
            notation = await self.search(table, seat)
            if notation is None:
                return
            try:
                committed = await self.commit(guild, channel, game_id, version, seat, notation)
            except ServiceError as error:
                log.warning("The computer's decision in game %s was not committed: %s", game_id, error)
                return
            if committed:
                due = False
                await self.tell(game_id)
            elif due:  # the position changed meanwhile: the duty looks at its pause again
                return

    async def search(self, table: Table, seat: int) -> str | None:
        """``seat``'s decision from the lane (None: abandoned at a stop)."""
        assert self.lane is not None and table.thinking is not None
        seed = table.row.seed * 1_000_003 + table.row.version * 7919 + seat
        try:
            future = self.lane.submit(decide, table.game.info.key, table.live, seat, level_of(table.user_of(seat)),
                                      seed, table.thinking.budget)
        except RuntimeError:  # the lane shut down
            return None
        self.searches.add(future)
        try:
            return await asyncio.wrap_future(future)
        except (FutureCancelled, asyncio.CancelledError, BrokenProcessPool):
            return None
        except Exception as error:  # noqa: BLE001 - an abandoned search or a game's fault: logged, never raised
            if not self.stopped:
                log.warning("A computer's search in game %s failed: %s", table.row.id, error)
            return None
        finally:
            self.searches.discard(future)

    async def commit(self, guild: str, channel: str, game_id: int, version: int, seat: int,
                     notation: str) -> bool:
        """Commit the decision as one change, if the game is still at
        ``version`` (False: it moved on; the result is dropped)."""
        async with self.gate.changing(guild, channel):
            table = await self.gate.active(guild, channel)
            if table.row.id != game_id or table.row.version != version:
                return False
            before = table.state
            state, events, moves = await self.ctx.run(play_decision, table, seat, notation)
            sketch = self.pictures.sketch(table, state)
            reply, notices, owing = self.outcome.tell(table, told("", moves).strip(), events, before, state)
            clock = self.outcome.timed(table, reply, owing, None, acted=False)
            status = "finished" if reply.finished else "active"
            await settle(table, self.ctx.store.commit_moves(
                table.row.id, table.row.version, moves, dumps(state), status, owing,
                announcement=self.outcome.payload(table, reply), notices=notices,
                results=self.outcome.results(table, reply), clock=clock,
            ), state, status)
        await self.pictures.with_picture(table, reply, sketch)  # a finished game is rated there
        return True

    async def tell(self, game_id: int) -> None:
        for listener in list(self.listeners):
            try:
                await listener(game_id)
            except Exception:  # noqa: BLE001 - the outbox posts it later; never lose the decision to a listener
                log.exception("A listener of game %s's computer move failed", game_id)

    async def stop(self) -> None:
        """Abandon every search in progress and the tasks waiting for them
        (nothing of theirs is committed); returns at once."""
        self.stopped = True
        for future in list(self.searches):
            future.cancel()
        tasks = list(self.thinking.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def idle(self) -> None:
        """Wait until no decision is being made (tests, the console)."""
        while self.thinking:
            await asyncio.gather(*list(self.thinking.values()), return_exceptions=True)
