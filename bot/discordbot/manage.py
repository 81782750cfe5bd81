"""Irreversible and administrative handlers: resign, abort, settings, servers left."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.service import ServiceError

from .components import confirm_view
from .core import CANNOT_POST, REFUSED, BotBase, escape_names, log
from .present import clip


class Manage(BotBase):
    if TYPE_CHECKING:  # provided by .lobby.Lobby in RefereeBot
        async def show_lobby(self, guild: str, channel: str, game_id: int, text: str, *,
                             open_: bool = True) -> None: ...

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a server: its unfinished games are closed now and its
        data purged after the grace period (docs/privacy.md)."""
        if self.has_service:
            closed = await self.service.guild_left(str(guild.id))
            log.info("Left server %s: closed %d unfinished game(s)", guild.id, len(closed))

    async def on_guild_join(self, guild: discord.Guild) -> None:
        if self.has_service:
            await self.service.guild_back(str(guild.id))

    async def cmd_resign(self, interaction: discord.Interaction) -> None:
        """Irreversible: asks first, with a button that only works for this game."""
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        table = await self.answer(interaction, self.service.table(guild, channel), ephemeral=True)
        if table is REFUSED:
            return
        seat = table.seat_of(user.id)
        if table.row.status != "active" or seat is None or seat.resigned:
            await self.say(interaction, "You can only resign from a game in progress in which you have a seat.")
            return
        await self.say(interaction, f"Resign from this game of {table.game.info.name}? A computer player takes "
                                    "your seat and you rank last. This cannot be undone.",
                       view=confirm_view("resign", table.row.id))

    async def cmd_abort(self, interaction: discord.Interaction) -> None:
        """Irreversible: asks first, with a button that only works for this game."""
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        table = await self.answer(interaction, self.service.table(guild, channel), ephemeral=True)
        if table is REFUSED:
            return
        if not table.row.unfinished:
            await self.say(interaction, "There is no unfinished game in this channel to abort.")
            return
        if not (user.can_manage or table.row.creator == user.id):
            await self.say(interaction, "Only the game's creator or someone who can manage this channel can abort it.")
            return
        await self.say(interaction, f"Abort this game of {table.game.info.name} for everybody? It ends without "
                                    "standings. This cannot be undone.",
                       view=confirm_view("abort", table.row.id))

    async def on_confirm(self, interaction: discord.Interaction, action: str, game_id: int) -> None:
        guild, channel = self.where(interaction)
        row = await self.service.open_game_row(guild, channel)
        if row is None or row.id != game_id:
            await self.say(interaction, "That confirmation was for a game that has already ended; nothing was done.")
            return
        if action == "resign":
            await self.do_resign(interaction)
        else:
            await self.do_abort(interaction)

    async def do_resign(self, interaction: discord.Interaction) -> None:
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        reply = await self.answer(interaction, self.service.resign(guild, channel, user), ephemeral=True)
        if reply is REFUSED:
            return
        await self.ensure_deferred(interaction)
        posted = await self.publish(guild, channel, reply)
        await self.say(interaction, "You resigned; a computer player has your seat."
                       + ("" if posted is not None else " " + CANNOT_POST))

    async def do_abort(self, interaction: discord.Interaction) -> None:
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        try:
            before = await self.service.table(guild, channel)
        except ServiceError:
            before = None
        reply = await self.answer(interaction, self.service.abort(guild, channel, user), ephemeral=True)
        if reply is REFUSED:
            return
        await self.ensure_deferred(interaction)
        text = escape_names(reply.text, reply.names)
        if before is not None and before.row.status == "lobby":
            await self.show_lobby(guild, channel, before.row.id, text, open_=False)
            try:
                await self.post(channel, guild, content=clip(text))
            except discord.Forbidden:
                await self.say(interaction, "Aborted. " + CANNOT_POST)
                return
        elif not await self.publish(guild, channel, reply):
            await self.say(interaction, "Aborted. " + CANNOT_POST)
            return
        await self.say(interaction, "Aborted.")

    async def cmd_settings(self, interaction: discord.Interaction, idle_hours: float) -> None:
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        value = idle_hours if idle_hours else 0
        reply = await self.answer(interaction, self.service.set_setting(guild, channel, user, "idle_hours", value),
                                  ephemeral=False)
        if reply is REFUSED:
            return
        await self.send(interaction, ephemeral=False, content=clip(reply.text))
