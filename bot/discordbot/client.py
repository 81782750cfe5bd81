"""The Discord client: thin handlers over :class:`bot.service.Service`.

Conventions:

* A refusal (``ServiceError``) is always an ephemeral reply to the asker.
* Service work that is not done within ``defer_after`` seconds is deferred
  first (Discord's deadline is 3 s), then followed up.
* Public outcomes (lobby, board after a move, standings) are NEW channel
  messages whose ``allowed_mentions`` are exactly the users who must act, so
  a turn ping always notifies and never pings anybody else. Announcements of
  committed changes come from the service's outbox (:mod:`.core`).
* Hidden information only ever goes in ephemeral replies to its owner.
* Any unexpected error gets an ephemeral apology with a short reference that
  is also logged.

The handlers are split by concern: :mod:`.lobby`, :mod:`.play`,
:mod:`.info`, :mod:`.manage` and :mod:`.background` over :mod:`.core`.
"""

from __future__ import annotations

import asyncio
from typing import Any

import discord
from discord import app_commands

from bot.config import Settings
from bot.service import Service

from . import components
from .background import Background
from .commands import build_tree
from .core import escape_names, escape_reply, log
from .info import Info
from .lobby import Lobby
from .manage import Manage
from .play import Play

__all__ = ["RefereeBot", "RefereeTree", "escape_names", "escape_reply"]


class RefereeTree(app_commands.CommandTree["RefereeBot"]):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        client = self.client
        if isinstance(error, app_commands.NoPrivateMessage):
            await client.say(interaction, "Games are played in server channels and threads, not in direct messages.")
            return
        if isinstance(error, (app_commands.CommandNotFound, app_commands.CommandSignatureMismatch)):
            await client.say(interaction, "That command is out of date: Discord is still updating the bot's "
                                          "command list. Try again in a minute (or reload Discord).")
            return
        if isinstance(error, app_commands.CheckFailure):
            await client.say(interaction, str(error) or "You cannot use this command here.")
            return
        original = getattr(error, "original", error)
        name = interaction.command.qualified_name if interaction.command else "command"
        await client.apologise(interaction, original, name)

class RefereeBot(Lobby, Play, Info, Manage, Background):
    def __init__(self, settings: Settings, service: Service | None, *, defer_after: float = 1.5,
                 **options: Any):
        super().__init__(settings, service, defer_after=defer_after, **options)
        self.tree = RefereeTree(self)
        build_tree(self)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(*components.DYNAMIC_ITEMS)
        if self.has_service:
            await self.recover()
            # Started here (not in on_ready, which runs again on every
            # reconnect and may run after close() began); they wait for READY.
            self.reminder_task = asyncio.create_task(self.reminder_loop(), name="referee-reminders")
            self.outbox_task = asyncio.create_task(self.outbox_loop(), name="referee-outbox")

    async def recover(self) -> None:
        """Unfinished games need no per-game registration: their lobby and
        table buttons are DynamicItem templates registered in setup_hook,
        matched by custom_id (which carries the game id). Log what resumes
        (of this process's shards)."""
        games = [row for row in await self.service.unfinished() if self.settings.serves(row.guild)]
        for row in games:
            log.info("Resuming game %s (%s, %s) in channel %s", row.id, row.kind, row.status, row.channel)
        log.info("Recovered %d unfinished game(s)", len(games))

    async def on_ready(self) -> None:
        log.info("Connected as %s (id %s) to %d server(s) on shard(s) %s of %s", self.user,
                 getattr(self.user, "id", "?"), len(self.guilds),
                 ", ".join(str(i) for i in sorted(self.shards)), self.shard_count)

    async def close(self) -> None:
        for name in ("reminder_task", "outbox_task"):
            task = getattr(self, name)
            if task is not None:
                task.cancel()
                try:
                    await task
                except (asyncio.CancelledError, Exception):
                    pass
                setattr(self, name, None)
        for task in list(self.side_tasks):
            task.cancel()
        await super().close()
