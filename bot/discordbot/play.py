"""Playing: ``/game move`` (with autocomplete of the legal moves) and
``/game undo``, declared here with their handlers, what a move's mover is
told afterwards, and the Undo button and the move buttons of private
messages posted before the move builder (which :mod:`.taps` handles)."""

from __future__ import annotations

import asyncio
from typing import Any

import discord
from discord import app_commands

from bot.service import Reply, User
from rules.base import Move, say

from . import faults
from .components import UndoButton, hand_view, move_label, undo_view
from .core import CANNOT_POST, REFUSED, BotBase, log, written
from .present import clip, escape_names


class Play(app_commands.Group, name="play", description="Make and take back moves"):
    """The playing sub-commands of ``/game`` (:mod:`.commands` gathers them)
    and their handlers, over the client's core ``bot``."""

    def __init__(self, bot: BotBase) -> None:
        super().__init__()
        self.bot = bot

    @app_commands.command(name="move", description="Make your move (autocomplete lists your legal moves)")
    @app_commands.describe(move="Your move in the game's notation; start typing to see the legal ones")
    async def move(self, interaction: discord.Interaction, move: app_commands.Range[str, 1, 200]) -> None:
        await self.bot.guarded(interaction, "move", self.cmd_move, move)

    @move.autocomplete("move")
    async def move_autocomplete(self, interaction: discord.Interaction,
                                current: str) -> list[app_commands.Choice[str]]:
        return await self.autocomplete_move(interaction, current)

    @app_commands.command(name="undo",
                          description="Take back your last move, if nobody has played since and nothing was revealed")
    async def undo(self, interaction: discord.Interaction) -> None:
        await self.bot.guarded(interaction, "undo", self.cmd_undo)

    async def after_move(self, interaction: discord.Interaction, guild: str, channel: str, user: User,
                         reply: Reply, done: str) -> None:
        """What the mover reads (in their language): ``done`` (already in
        it), their private news, and their next decision's first step."""
        await self.bot.ensure_deferred(interaction)
        posted = await self.bot.publish(guild, channel, reply)
        words = await self.bot.reader(interaction, reply.game_id)
        lines = [done] if posted is not None else [done, words.render(CANNOT_POST)]
        private = reply.private.get(user.id)
        if private:
            lines.append(written(words, private))
        view: discord.ui.View | None = None
        if not reply.finished and user.id in reply.mentions:
            text, view = await self.bot.offer_choices(guild, channel, user, words)
            if text:
                lines.append(text)
        if view is None and user.id in reply.notify and reply.game_id is not None:
            view = hand_view(reply.game_id, words)
        if reply.undo and reply.game_id is not None and reply.version is not None:
            view = view or discord.ui.View(timeout=None)
            view.add_item(UndoButton(reply.game_id, reply.version, words=words))
        await self.bot.send(interaction, ephemeral=True, content=clip("\n".join(lines)), view=view)

    async def cmd_undo(self, interaction: discord.Interaction) -> None:
        """Shows what would be taken back, with a button that does it."""
        guild, channel = self.bot.where(interaction)
        preview = await self.bot.answer(
            interaction, self.bot.service.undo_preview(guild, channel, self.bot.who(interaction)), ephemeral=True)
        if preview is REFUSED:
            return
        words = await self.bot.reader(interaction, preview.game_id)
        await self.bot.say(interaction, escape_names(preview.text, preview.names),
                           view=undo_view(preview.game_id, preview.version, sure=True, words=words))

    async def on_undo_button(self, interaction: discord.Interaction, game_id: int, version: int,
                             sure: bool) -> None:
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        if not sure:
            preview = await self.bot.answer(interaction, self.bot.service.undo_preview(guild, channel, user),
                                            ephemeral=True)
            if preview is REFUSED:
                return
            if preview.game_id != game_id or preview.version != version:
                await self.bot.say(interaction, say("dc-undo-moved-on"))
                return
            words = await self.bot.reader(interaction, game_id)
            await self.bot.say(interaction, escape_names(preview.text, preview.names),
                               view=undo_view(game_id, version, sure=True, words=words))
            return
        row = await self.bot.service.open_game_row(guild, channel)
        if row is None or row.id != game_id:
            await self.bot.say(interaction, say("dc-offer-ended"))
            return
        reply = await self.bot.answer(
            interaction, self.bot.service.undo(guild, channel, user, expected_version=version), ephemeral=True)
        if reply is REFUSED:
            return
        words = await self.bot.reader(interaction, game_id)
        await self.after_move(interaction, guild, channel, user, reply, words("dc-undone"))

    async def cmd_move(self, interaction: discord.Interaction, text: str) -> None:
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        reply = await self.bot.answer(interaction, self.bot.service.move(guild, channel, user, text), ephemeral=True)
        if reply is REFUSED:
            await self.offer_after_refusal(interaction, guild, channel, user)
            return
        words = await self.bot.reader(interaction, reply.game_id)
        await self.after_move(interaction, guild, channel, user, reply, words("dc-you-played", move=clip(text, 200)))

    async def offer_after_refusal(self, interaction, guild, channel, user) -> None:
        words = await self.bot.reader(interaction)
        text, view = await self.bot.offer_choices(guild, channel, user, words)
        if view is not None:
            await self.bot.say(interaction, words("dc-allowed-now", choices=text), view=view)

    async def autocomplete_move(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """Within Discord's 3 s, whatever the service can offer: nothing
        (an empty list, logged at info) when the database or the game's lock
        is slower than ``autocomplete_wait`` or the database is down."""
        guild, channel = self.bot.where(interaction)
        task = self.bot.handlers.enter()
        try:
            async def legal() -> tuple[list[Move], Any]:
                found = await self.bot.service.legal_moves(guild, channel, self.bot.who(interaction),
                                                           current or "", limit=None)
                return found, await self.bot.reader(interaction)

            moves, words = await asyncio.wait_for(legal(), self.bot.autocomplete_wait)
        except TimeoutError:
            log.info("Autocomplete in channel %s offered nothing: no answer within %g s", channel,
                     self.bot.autocomplete_wait)
            return []
        except faults.FAULTS as error:
            log.info("Autocomplete in channel %s offered nothing: %s", channel, error)
            return []
        except Exception:  # noqa: BLE001 - autocomplete must answer something
            log.exception("Autocomplete failed in channel %s", channel)
            return []
        finally:
            self.bot.handlers.leave(task)
        choices = []
        for move in moves:
            if len(move.notation) > 100:
                continue
            choices.append(app_commands.Choice(name=clip(move_label(move, words), 100), value=move.notation))
            if len(choices) == 25:
                break
        return choices

    async def on_pick(self, interaction: discord.Interaction, game_id: int, version: int, notation: str) -> None:
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        reply = await self.bot.answer(
            interaction,
            self.bot.service.move(guild, channel, user, notation, game_id=game_id, expected_version=version),
            ephemeral=True, update=True,
        )
        if reply is REFUSED:
            await self.offer_after_refusal(interaction, guild, channel, user)
            return
        done = (await self.bot.reader(interaction, game_id))("dc-you-played", move=clip(notation, 200))
        if not interaction.response.is_done():
            await interaction.response.edit_message(content=done, view=None)
        else:
            await interaction.edit_original_response(content=done, view=None)
        await self.after_move(interaction, guild, channel, user, reply, done)

    async def on_pick_index(self, interaction: discord.Interaction, game_id: int, version: int, index: int) -> None:
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        table = await self.bot.service.table(guild, channel)
        if table.row.id != game_id or table.row.version != version:
            await self.bot.say(interaction, say("dc-choice-older"))
            await self.offer_after_refusal(interaction, guild, channel, user)
            return
        moves: list[Move] = await self.bot.service.legal_moves(guild, channel, user, "", limit=None)
        if index >= len(moves):
            await self.bot.say(interaction, say("dc-choice-gone"))
            return
        await self.on_pick(interaction, game_id, version, moves[index].notation)
