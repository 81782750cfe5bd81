"""What every use case of the service shares: the store, the clock, the
executors that run CPU work off the event loop, the outbox switch, and which
servers this process looks after (the shard filter).

One Context is built by the facade and handed to each use case.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import Executor
from datetime import datetime
from typing import Any

from bot.i18n import SOURCE, Words, supported
from bot.service.boundary import StoreBoundary
from bot.service.model import Table, Thinking, User
from rules.search import Budget
from storage.base import GameRow
from storage.interface import GameStore


class Context:
    def __init__(self, store: GameStore, executor: Executor, render_executor: Executor,
                 clock: Callable[[], datetime], outbox: bool, heavy_executor: Executor | None = None):
        """``executor`` runs rules and computer players (threads: they need
        the live registry); ``render_executor`` draws and encodes pictures
        from views, which are plain JSON, so it may be a process pool.
        ``outbox``: store what each change must announce in the change's own
        transaction, for a front end that posts it later. ``heavy_executor``
        (default: ``render_executor``) does the long jobs, such as a whole
        game's replay, so that no turn's picture queues behind them."""
        self.store = store  # behind the boundary: store faults are sentences
        self.executor = executor
        self.render_executor = render_executor
        self.heavy_executor = heavy_executor or render_executor
        self.clock = clock
        self.outbox = outbox
        # Which servers this process looks after in the background (computers
        # owing a move, reminders, idle seats, undelivered announcements):
        # a process serving some of the bot's shards sets it to "the guild is
        # in one of my shards". None: every server (one process, the console).
        self.guild_filter: Callable[[str], bool] | None = None
        # How computers think (bot/service/thinking.py sets the lane and
        # its hook): every Table is loaded with it.
        self.thinking = Thinking(Budget())
        # Which front end reads this service's sentences ("discord" or
        # "console"): every catalogue message may word itself for it
        # (Fluent's ``$front``), so that neither front end rewrites the other's.
        self.front = "discord"

    def words(self, table: Table | None = None, user: User | None = None) -> Words:
        """The words to write a reply in: the asker's language when the
        reply is theirs alone (``user`` given and its locale known), else
        the game's language (``table``), else the source language."""
        locale = supported(user.locale) if user is not None else None
        if locale is None and table is not None:
            locale = table.language
        return Words(locale or SOURCE, self.front)

    @property
    def store(self) -> GameStore:
        """The store, behind :class:`StoreBoundary` (its faults come out as
        :class:`Unavailable` sentences)."""
        return self._boundary

    @store.setter
    def store(self, store: GameStore) -> None:
        self.raw_store = store
        self._boundary = StoreBoundary(store)

    async def run(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run CPU work off the event loop."""
        return await asyncio.get_running_loop().run_in_executor(self.executor, fn, *args)

    def draw_soon(self, fn: Callable[..., Any], *args: Any) -> asyncio.Future:
        """Hand a picture function (module-level, picklable arguments) to the
        render executor now, and return the future of its result: the
        picture processes start on it while this coroutine goes on."""
        return asyncio.get_running_loop().run_in_executor(self.render_executor, fn, *args)

    async def draw(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run a picture function in the render executor and await it."""
        return await self.draw_soon(fn, *args)

    def now(self) -> str:
        return self.clock().isoformat(timespec="seconds")

    def mine(self, guild: str) -> bool:
        """Whether this process looks after ``guild`` (see ``guild_filter``)."""
        return self.guild_filter is None or self.guild_filter(guild)

    async def my_unfinished(self) -> list[GameRow]:
        """The unfinished games of the servers this process looks after."""
        return [row for row in await self.store.unfinished_games() if self.mine(row.guild)]
