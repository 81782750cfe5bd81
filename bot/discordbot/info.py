"""Read-only handlers: status, board, hand, history, rules, export (spectators too)."""

from __future__ import annotations

import io
import json

import discord

from bot.service import ServiceError

from .components import table_view
from .core import REFUSED, BotBase, escape_names, escape_reply
from .present import clip, picture_file, private_kwargs, standings_embed


class Info(BotBase):
    async def on_hand_button(self, interaction: discord.Interaction, game_id: int) -> None:
        await self.cmd_hand(interaction)

    async def cmd_status(self, interaction: discord.Interaction) -> None:
        guild, channel = self.where(interaction)
        reply = await self.answer(interaction, self.service.status(guild, channel, self.who(interaction)),
                                  ephemeral=False)
        if reply is REFUSED:
            return
        if reply.finished and reply.standings:
            await self.send(interaction, ephemeral=False, content="This game is over.",
                            embed=standings_embed("Final standings", escape_reply(reply).standings, None))
            return
        view = table_view(reply.game_id) if reply.game_id is not None and reply.mentions else None
        await self.send(interaction, ephemeral=False, content=clip(escape_names(reply.text, reply.names)), view=view)

    async def cmd_board(self, interaction: discord.Interaction) -> None:
        guild, channel = self.where(interaction)
        reply = await self.answer(interaction, self.service.board(guild, channel), ephemeral=False)
        if reply is REFUSED:
            return
        await self.send(interaction, ephemeral=False, content=clip(escape_names(reply.text, reply.names)),
                        files=[picture_file(reply.picture)] if reply.picture else None)

    async def cmd_hand(self, interaction: discord.Interaction) -> None:
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        reply = await self.answer(interaction, self.service.hand(guild, channel, user), ephemeral=True)
        if reply is REFUSED:
            return
        kwargs = private_kwargs(reply.text, reply.private_picture)
        await self.ensure_deferred(interaction)
        text, view = await self.offer_choices(guild, channel, user)
        if view is not None:
            kwargs["content"] = clip(kwargs["content"] + "\n" + text)
            kwargs["view"] = view
        await self.send(interaction, ephemeral=True, **kwargs)

    async def cmd_history(self, interaction: discord.Interaction, last: int) -> None:
        guild, channel = self.where(interaction)
        reply = await self.answer(interaction, self.service.history(guild, channel, last=last), ephemeral=True)
        if reply is REFUSED:
            return
        text = reply.text
        while len(text) > 2000 and "\n" in text:  # keep the newest moves
            text = text.split("\n", 1)[1]
        await self.say(interaction, text)

    async def cmd_rules(self, interaction: discord.Interaction, game: str | None) -> None:
        guild, channel = self.where(interaction)
        if not game:
            try:
                game = (await self.service.table(guild, channel)).row.kind
            except ServiceError:
                await self.say(interaction, "Which game? Choose one in the `game` option.")
                return
        text = await self.answer(interaction, self.service.rules_text(game), ephemeral=True)
        if text is REFUSED:
            return
        await self.say(interaction, text)

    async def cmd_export(self, interaction: discord.Interaction) -> None:
        guild, channel = self.where(interaction)
        reply = await self.answer(interaction, self.service.export(guild, channel, self.who(interaction)),
                                  ephemeral=True)
        if reply is REFUSED:
            return
        if len(reply.text) <= 1900:
            await self.say(interaction, f"```json\n{reply.text}\n```")
        else:
            data = json.dumps(reply.data, indent=1, sort_keys=True).encode()
            await self.send(interaction, ephemeral=True, content="The position as you may see it:",
                            files=[discord.File(io.BytesIO(data), filename=f"game-{reply.game_id}.json",
                                                description="Game position as JSON")])
