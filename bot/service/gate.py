"""The gate every change passes through: the per-game lock, refusing
changes while the referee stops (and waiting for those in flight), loading
a game as a Table, and committing a change against the version it read
(a lost race is refused with one sentence, RACE).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable
from typing import Any, TypeVar

from bot.service.context import Context
from bot.service.model import NO_GAME, RACE, NotFound, Refused, Table, game_for
from rules.base import loads, say
from storage.base import GameRow, VersionConflict

T = TypeVar("T")


async def commit(write: Awaitable[T]) -> T:
    """Await a store write made against the version the change read: when
    another change committed first, nothing was done and the asker is told
    so (RACE)."""
    try:
        return await write
    except VersionConflict:
        raise Refused(RACE) from None


async def settle(table: Table, write: Awaitable[int], state: dict[str, Any] | None, status: str) -> None:
    """Commit a change of the game's state (``write`` returns the new
    version) and make ``table`` the committed game: its version, status
    and state."""
    version = await commit(write)
    table.row.version, table.row.status, table.state = version, status, state
    if table.thinking is not None and table.thinking.settled is not None:
        table.thinking.settled(table)


class Gate:
    def __init__(self, ctx: Context, max_concurrent_moves: int):
        """At most ``max_concurrent_moves`` moves are worked on at once; the
        rest wait before reading their game, so a burst of moves does not
        hold thousands of decoded states (which makes the garbage collector
        pause the event loop)."""
        self.ctx = ctx
        self.moving = asyncio.Semaphore(max_concurrent_moves)
        self.locks: dict[tuple[str, str], asyncio.Lock] = {}
        self.busy = 0  # changes in flight (a clean stop waits for them)
        self.idle = asyncio.Event()
        self.idle.set()
        self.stopping = False

    async def drain(self, timeout: float) -> bool:
        """Refuse new changes and wait up to ``timeout`` seconds for those in
        flight. Returns whether all finished."""
        self.stopping = True
        try:
            await asyncio.wait_for(self.idle.wait(), timeout)
            return True
        except TimeoutError:
            return False

    def enter(self) -> None:
        if self.stopping:
            raise Refused(say("tm-restarting"))
        self.busy += 1
        self.idle.clear()

    def leave(self) -> None:
        self.busy -= 1
        if self.busy == 0:
            self.idle.set()

    @contextlib.asynccontextmanager
    async def changing(self, guild: str, channel: str) -> AsyncIterator[None]:
        """The game's lock, for a request that may change it (refused while
        the referee stops; a stop waits for it)."""
        self.enter()
        try:
            async with self.lock(guild, channel):
                yield
        finally:
            self.leave()

    def lock(self, guild: str, channel: str) -> asyncio.Lock:
        key = (str(guild), str(channel))
        if key not in self.locks:
            self.locks[key] = asyncio.Lock()
        return self.locks[key]

    async def of_row(self, row: GameRow) -> Table:
        """The Table of a game row: its seats read, its state decoded."""
        seats = await self.ctx.store.seats(row.id)
        return Table(row, seats, game_for(row.kind), loads(row.state) if row.state else None,
                     self.ctx.thinking)

    async def table(self, guild: str, channel: str, *, unfinished: bool = True) -> Table:
        """The channel's unfinished game (``unfinished=False``: else its
        latest finished one); NotFound when there is none."""
        store = self.ctx.store
        if unfinished:
            row = await store.open_game(str(guild), str(channel))
        else:
            row = await store.latest_game(str(guild), str(channel))
        if row is None:
            raise NotFound(NO_GAME)
        return await self.of_row(row)

    async def active(self, guild: str, channel: str) -> Table:
        """The channel's started, unfinished game; refused with why not."""
        store = self.ctx.store
        row = await store.open_game(str(guild), str(channel))
        if row is None:
            latest = await store.latest_game(str(guild), str(channel))
            if latest is not None and latest.status == "finished":
                raise Refused(say("tm-game-over"))
            raise NotFound(NO_GAME)
        if row.status == "lobby":
            raise Refused(say("tm-not-started"))
        return await self.of_row(row)
