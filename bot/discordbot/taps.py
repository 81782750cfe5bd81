"""Playing with taps: the handlers of the move builder's components
(:mod:`.walk`) and of the turn message's "Choose my move" and "History"
buttons. The builder opens privately and is edited in place at every tap;
a step offered for an older position is refused with a sentence and the
walk starts again at the current position's first step."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any

import discord

from bot.service import Reply, ServiceError, User
from bot.service.builder import Steps
from rules.base import say

from .core import BotBase, written
from .info import Info
from .play import Play
from .present import clip
from .walk import step_kwargs

NOT_RUNNING = say("dc-not-running")


class Taps:
    """The builder's handlers, over the client's core ``bot``; a move made
    here is told like a typed one (:meth:`.play.Play.after_move`)."""

    def __init__(self, bot: BotBase, play: Play, info: Info) -> None:
        self.bot, self.play, self.info = bot, play, info

    async def quickly(self, interaction: discord.Interaction, work: Awaitable[Any]) -> Any:
        """Await service work, acknowledging the click first (as an update of
        its message) when it is slower than ``defer_after``."""
        task = asyncio.ensure_future(work)
        done, _ = await asyncio.wait({task}, timeout=self.bot.defer_after)
        if not done and not interaction.response.is_done():
            await interaction.response.defer()
            interaction.extras["deferred"] = "update"
        return await task

    async def edit(self, interaction: discord.Interaction, **kwargs: Any) -> None:
        """Edit the message of the clicked component in place."""
        if not interaction.response.is_done():
            await interaction.response.edit_message(**kwargs)
        else:
            await interaction.edit_original_response(**kwargs)

    async def walk(self, guild: str, channel: str, user: User, game_id: int, version: int,
                   chosen: list[str]) -> tuple[Steps, Reply | None]:
        """The step after ``chosen`` and, at a move that needs one, its preview."""
        service = self.bot.service
        steps = await service.move_steps(guild, channel, user, chosen, version, game_id)
        preview = None
        if steps.move is not None and steps.preview:
            preview = await service.preview(guild, channel, user, steps.move.notation, version, game_id)
        return steps, preview

    async def restart(self, guild: str, channel: str, user: User, game_id: int) -> tuple[Steps, Reply | None]:
        """The walk from the start at the game's current version."""
        table = await self.bot.service.table(guild, channel)
        if table.row.id != game_id or table.row.status != "active":
            raise ServiceError(NOT_RUNNING)
        return await self.walk(guild, channel, user, game_id, table.row.version, [])

    async def step_or_restart(self, interaction: discord.Interaction, game_id: int, version: int,
                              chosen: list[str]) -> tuple[Steps, Reply | None] | None:
        """The step asked for; when refused (the game moved on, a choice no
        longer offered), the sentence and the first step of the walk now
        (edited in place), or only the sentence when the asker owes
        nothing any more. None when the step was not shown."""
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        try:
            return await self.quickly(interaction, self.walk(guild, channel, user, game_id, version, chosen))
        except ServiceError as error:
            refused = error.message
        words = await self.bot.reader(interaction, game_id)
        refusal = written(words, refused)
        try:
            steps, preview = await self.quickly(interaction, self.restart(guild, channel, user, game_id))
        except ServiceError as error:
            await self.edit(interaction, content=clip(f"{refusal}\n{written(words, error.message)}"), view=None,
                            attachments=[])
            return None
        await self.edit(interaction, **step_kwargs(steps, preview, note=refusal, words=words))
        return None

    async def on_step(self, interaction: discord.Interaction, game_id: int, version: int, chosen: list[str]) -> None:
        shown = await self.step_or_restart(interaction, game_id, version, chosen)
        if shown is not None:
            await self.edit(interaction, **step_kwargs(*shown, words=await self.bot.reader(interaction, game_id)))

    async def on_play_it(self, interaction: discord.Interaction, game_id: int, version: int,
                         chosen: list[str]) -> None:
        """Play the move the walk names, for the version it was offered in."""
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        try:
            steps = await self.quickly(interaction, self.bot.service.move_steps(guild, channel, user, chosen,
                                                                               version, game_id))
            if steps.move is None:
                raise ServiceError(say("dc-not-a-move-yet"))
            notation = steps.move.notation
            reply = await self.quickly(interaction, self.bot.service.move(
                guild, channel, user, notation, game_id=game_id, expected_version=version))
        except ServiceError:
            await self.step_or_restart(interaction, game_id, version, chosen)
            return
        done = (await self.bot.reader(interaction, game_id))("dc-you-played", move=clip(notation, 200))
        await self.edit(interaction, content=done, view=None, attachments=[])
        await self.play.after_move(interaction, guild, channel, user, reply, done)

    async def on_turn_button(self, interaction: discord.Interaction, game_id: int) -> None:
        """"Choose my move": the first step of the asker's walk, privately."""
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        await self.bot.ensure_deferred(interaction)
        words = await self.bot.reader(interaction, game_id)
        try:
            steps, preview = await self.restart(guild, channel, user, game_id)
        except ServiceError as error:
            text = written(words, error.message)
            if error.message != NOT_RUNNING:
                status = await self.bot.service.status(guild, channel, user)
                text = f"{text}\n{written(words, status.text)}"
            await self.bot.say(interaction, text)
            return
        kwargs = step_kwargs(steps, preview, words=words)
        files = kwargs.pop("attachments")
        await self.bot.send(interaction, ephemeral=True, files=files or None, **kwargs)

    async def on_history_button(self, interaction: discord.Interaction, game_id: int) -> None:
        row = await self.bot.service.game_row(game_id)
        if row is None or row.channel != str(interaction.channel_id):
            await self.bot.say(interaction, NOT_RUNNING)
            return
        await self.info.cmd_history(interaction, 20)
