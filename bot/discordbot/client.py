"""The Discord client: thin handlers over :class:`bot.service.Service`.

Conventions:

* A refusal (``ServiceError``) is always an ephemeral reply to the asker.
* Service work that is not done within ``defer_after`` seconds is deferred
  first (Discord's deadline is 3 s), then followed up.
* Public outcomes (lobby, board after a move, standings) are NEW channel
  messages whose ``allowed_mentions`` are exactly the users who must act, so
  a turn ping always notifies and never pings anybody else. Every public
  message is one card of layout components (:mod:`.layout`); private
  replies are plain messages. Announcements of
  committed changes come from the service's outbox (:mod:`.core`).
* Hidden information only ever goes in ephemeral replies to its owner.
* Any unexpected error gets an ephemeral apology with a short reference that
  is also logged.

:class:`RefereeBot` is the client's core (:mod:`.core`) plus what it is
built from, each given that core: the handlers of ``/game`` and of the
buttons (:mod:`.lobby`, :mod:`.play`, :mod:`.info`, :mod:`.manage`, :mod:`.mine`,
gathered by :mod:`.commands`) and the background work (:mod:`.background`).
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.config import Settings
from bot.service import Service
from rules.base import say

from . import faults
from .background import Duties
from .commands import build_tree
from .components import DYNAMIC_ITEMS
from .core import BotBase, log
from .layout import HistoryButton
from .present import escape_names, escape_reply
from .taps import Taps
from .translator import CatalogueTranslator
from .walk import WALK_ITEMS

__all__ = ["RefereeBot", "RefereeTree", "escape_names", "escape_reply"]


class RefereeTree(app_commands.CommandTree[BotBase]):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        client = self.client
        if isinstance(error, app_commands.NoPrivateMessage):
            await client.say(interaction, say("dc-no-dm"))
            return
        if isinstance(error, (app_commands.CommandNotFound, app_commands.CommandSignatureMismatch)):
            await client.say(interaction, say("dc-out-of-date"))
            return
        if isinstance(error, app_commands.CheckFailure):
            await client.say(interaction, say("dc-check-failed"))
            return
        original = getattr(error, "original", error)
        name = interaction.command.qualified_name if interaction.command else "command"
        if isinstance(original, faults.FAULTS):  # a database fault outside a handler's guard
            await client.tell_fault(interaction, original, faults.Handling(name))
            return
        await client.apologise(interaction, original, name)


class RefereeBot(BotBase):
    def __init__(self, settings: Settings, service: Service | None, *, defer_after: float = 1.5,
                 **options: Any):
        super().__init__(settings, service, defer_after=defer_after, **options)
        self.tree = RefereeTree(self)
        features = build_tree(self)
        self.duties = Duties(self)
        # What the buttons and select menus hand over to (.components.Handlers).
        self.on_lobby_button = features.lobby.on_lobby_button
        self.on_rematch_button = features.lobby.on_rematch_button
        taps = Taps(self, features.play, features.info)  # the move builder (.walk)
        self.on_turn_button = taps.on_turn_button
        self.on_step = taps.on_step
        self.on_play_it = taps.on_play_it
        self.on_history_button = taps.on_history_button
        self.on_pick = features.play.on_pick
        self.on_pick_index = features.play.on_pick_index
        self.on_undo_button = features.play.on_undo_button
        self.on_hand_button = features.info.on_hand_button
        self.on_confirm = features.manage.on_confirm
        self.on_vote = features.manage.on_vote
        self.on_agree = features.manage.on_agree
        self.on_my_game = features.mine.on_my_game
        self.on_catchup_button = features.mine.on_catchup_button
        self.on_mute = features.rhythm.on_mute

    async def setup_hook(self) -> None:
        self.add_dynamic_items(*DYNAMIC_ITEMS, HistoryButton, *WALK_ITEMS)
        # Command names and descriptions in each member's language, sent with the next sync.
        await self.tree.set_translator(CatalogueTranslator())
        if self.has_service:
            await self.recover()
            # Started here (not in on_ready, which runs again on every
            # reconnect and may run after close() began); they wait for READY.
            self.duties.start()

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

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a server: its unfinished games are closed now and its
        data purged after the grace period (docs/privacy.md)."""
        if self.has_service:
            closed = await self.service.guild_left(str(guild.id))
            log.info("Left server %s: closed %d unfinished game(s)", guild.id, len(closed))

    async def on_guild_join(self, guild: discord.Guild) -> None:
        if self.has_service:
            await self.service.guild_back(str(guild.id))

    async def chores(self) -> None:
        """One round of the reminder loop (:meth:`.background.Duties.chores`)."""
        await self.duties.chores()

    async def check_reminders(self) -> int:
        """Post the reminders due now (:meth:`.background.Duties.check_reminders`)."""
        return await self.duties.check_reminders()

    async def check_computers(self) -> int:
        """Make the computer decisions whose table's pause is over
        (:meth:`.background.Duties.check_computers`)."""
        return await self.duties.check_computers()

    async def check_idle(self) -> int:
        """Hand idle seats to computers (:meth:`.background.Duties.check_idle`)."""
        return await self.duties.check_idle()

    async def check_expiry(self) -> int:
        """Tell clocks run out and reminders stopped, close games nobody
        plays (:meth:`.background.Duties.check_expiry`)."""
        return await self.duties.check_expiry()

    async def close(self) -> None:
        await self.duties.stop()
        for task in list(self.side_tasks):
            task.cancel()
        await super().close()
