"""Each player's own rhythm on Discord: ``/game me`` (show or change my
settings, shared by every server, and go on vacation or come back),
declared here with its handler, and the "Mute this turn" button's handler.
The words and the rules are the service's (:mod:`bot.service.rhythm`)."""

from __future__ import annotations

import discord
from discord import app_commands

from .core import REFUSED, BotBase
from .present import clip


class Rhythm(app_commands.Group, name="rhythm", description="Each player's own rhythm"):
    """The ``/game me`` sub-command (:mod:`.commands` gathers it) and its
    handler, over the client's core ``bot``."""

    def __init__(self, bot: BotBase) -> None:
        super().__init__()
        self.bot = bot

    @app_commands.command(name="me", description="Your own settings in every server (only you see them)")
    @app_commands.describe(zone="Your time zone, an IANA name such as Europe/Berlin or America/Los_Angeles",
                           quiet="Quiet hours in your time zone, start-end such as 23-07 (no pings then), or off",
                           interval="At most one reminder every this many hours (0: the table's own)",
                           told="How you are told it is your turn: a mention in the channel or a direct message",
                           before="Be told when the player before you starts their turn",
                           vacation="Go on vacation now for this many days (0: come back early)")
    @app_commands.choices(told=[app_commands.Choice(name="mention in the channel", value="mention"),
                                app_commands.Choice(name="direct message", value="dm")])
    async def me(self, interaction: discord.Interaction, zone: app_commands.Range[str, 1, 64] | None = None,
                 quiet: app_commands.Range[str, 1, 16] | None = None,
                 interval: app_commands.Range[float, 0, 168] | None = None, told: str | None = None,
                 before: bool | None = None, vacation: app_commands.Range[int, 0, 365] | None = None) -> None:
        await self.bot.guarded(interaction, "me", self.cmd_me, zone, quiet, interval, told, before, vacation)

    async def cmd_me(self, interaction: discord.Interaction, zone: str | None, quiet: str | None,
                     interval: float | None, told: str | None, before: bool | None, vacation: int | None) -> None:
        guild, _channel = self.bot.where(interaction)
        least = self.bot.settings.reminder_interval.total_seconds() / 3600
        work = self.bot.service.me(self.bot.who(interaction), guild, zone=zone, quiet=quiet,
                                   interval=("off" if interval == 0 else interval), told=told, before=before,
                                   vacation=vacation, least_hours=least)
        reply = await self.bot.answer(interaction, work, ephemeral=True)
        if reply is REFUSED:
            return
        await self.bot.send(interaction, ephemeral=True, content=clip(reply.text))
        for told_table in reply.data or []:  # each game's table told (through the outbox)
            await self.bot.deliver_game(told_table.game_id)

    async def on_mute(self, interaction: discord.Interaction, game_id: int, since: int) -> None:
        reply = await self.bot.answer(interaction, self.bot.service.mute_turn(game_id, self.bot.who(interaction),
                                                                              since), ephemeral=True)
        if reply is not REFUSED:
            await self.bot.send(interaction, ephemeral=True, content=clip(reply.text))
