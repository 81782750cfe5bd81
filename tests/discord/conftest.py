"""Fixtures: a Discord stand-in on 127.0.0.1 and the real bot connected to it."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import discord
import pytest
import yarl

from bot.config import Settings
from bot.discordbot import RefereeBot, runner
from bot.service import Service
from storage.store import Store
from tests.discord.standin import DiscordStandIn

TOKEN = "test-token-never-logged"


class Clock:
    """A settable clock for the service (reminders, idle seats)."""

    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta) -> None:
        self.now += timedelta(**delta)


class Harness:
    def __init__(self, standin: DiscordStandIn, settings: Settings, clock: Clock):
        self.standin = standin
        self.settings = settings
        self.clock = clock
        self.bot: RefereeBot | None = None
        self.store: Store | None = None
        self.service: Service | None = None
        self.task: asyncio.Task | None = None
        self.starts = 0
        self.expect_errors = False
        self.errors: list = []
        self.computer_lane = None  # the service's computers' lane (None: hard computers decide inline)
        self.computer_budget = None

    async def start(self) -> RefereeBot:
        self.standin.identified.clear()
        self.store = await Store.open(self.settings.db_path)
        self.service = Service(self.store, clock=self.clock, computer_lane=self.computer_lane,
                               computer_budget=self.computer_budget)
        self.bot = RefereeBot(self.settings, self.service, guild_ready_timeout=0.05)
        await self.bot.__aenter__()
        self.task = asyncio.create_task(runner.start(self.bot, self.settings, TOKEN, reconnect=False))
        ready = asyncio.create_task(self.bot.wait_until_ready())
        done, _ = await asyncio.wait({self.task, ready}, timeout=10, return_when=asyncio.FIRST_COMPLETED)
        if ready not in done:
            ready.cancel()
            if self.task.done():
                self.task.result()  # raise the start-up error
            raise TimeoutError("the bot did not become ready")
        self.starts += 1
        return self.bot

    async def stop(self) -> None:
        if self.bot is not None:
            self.errors.extend(self.bot.errors)
            await self.bot.close()
            if self.task is not None:
                try:
                    await asyncio.wait_for(self.task, 5)
                except (asyncio.CancelledError, discord.ConnectionClosed):
                    pass
            self.bot = None
        if self.store is not None:
            await self.store.close()
            self.service.executor.shutdown(wait=False)
            self.store = None

    async def restart(self) -> RefereeBot:
        await self.stop()
        return await self.start()


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def standin(monkeypatch):
    server = DiscordStandIn()
    await server.start()
    monkeypatch.setattr(discord.http.Route, "BASE", server.base)
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(server.gateway))
    server.alice = server.add_person("Alice")
    server.bob = server.add_person("Bob")
    server.carol = server.add_person("Carol")
    server.mallory = server.add_person("Mallory")
    server.admin = server.add_person("Admin", manage=True)
    yield server
    await server.stop()


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(token=TOKEN, db_path=str(tmp_path / "referee.db"), dev_guild_id=None, log_level="INFO",
                    reminder_interval=timedelta(hours=12), reminder_check_seconds=3600)


@pytest.fixture
async def harness(standin, settings, clock, tiny_game):
    h = Harness(standin, settings, clock)
    await h.start()
    yield h
    await h.stop()
    if not h.expect_errors:
        assert h.errors == [], h.errors
    assert standin.violations == [], standin.violations
    assert standin.unknown_routes == [], standin.unknown_routes


@pytest.fixture
def with_guild(settings, standin) -> Settings:
    return replace(settings, dev_guild_id=standin.guild_id)
