"""Read-only handlers: status, board, hand, history, rules, export (spectators too)."""

from __future__ import annotations

import io
import json
from datetime import datetime

import discord

from bot.service import ServiceError, User

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

    async def cmd_history(self, interaction: discord.Interaction, last: int, turn: int | None = None) -> None:
        """The latest moves; with ``turn``, the board after that move
        (replayed from the log), shown only to the asker."""
        guild, channel = self.where(interaction)
        if turn is not None:
            board = await self.answer(interaction, self.service.board_at(guild, channel, turn), ephemeral=True)
            if board is REFUSED:
                return
            escape_reply(board)
            await self.send(interaction, ephemeral=True, content=clip(board.text),
                            files=[picture_file(board.picture)] if board.picture else None)
            return
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

    async def cmd_stats(self, interaction: discord.Interaction, player: discord.abc.User | None) -> None:
        """A player's games, wins, average and best scores and ratings in this
        server (anyone may ask, about anyone: results are public)."""
        guild, _ = self.where(interaction)
        target = self.who(interaction)
        if player is not None:
            target = User(str(player.id), getattr(player, "display_name", player.name))
        reply = await self.answer(interaction, self.service.stats(guild, target), ephemeral=True)
        if reply is REFUSED:
            return
        await self.say(interaction, escape_names(reply.text, reply.names))

    async def cmd_leaderboard(self, interaction: discord.Interaction, game: str | None) -> None:
        guild, channel = self.where(interaction)
        if not game:
            row = await self.service.open_game_row(guild, channel)
            if row is None:
                await self.say(interaction, "Which game? Choose one in the `game` option.")
                return
            game = row.kind
        reply = await self.answer(interaction, self.service.leaderboard(guild, game), ephemeral=False)
        if reply is REFUSED:
            return
        await self.send(interaction, ephemeral=False, content=clip(escape_names(reply.text, reply.names)))

    async def cmd_mine(self, interaction: discord.Interaction) -> None:
        """The asker's unfinished games in this server, with jump links."""
        guild, _ = self.where(interaction)
        reply = await self.answer(interaction, self.service.mine(guild, self.who(interaction)), ephemeral=True)
        if reply is REFUSED:
            return
        if not reply.data:
            await self.say(interaction, reply.text)
            return
        lines = []
        for game in reply.data:
            channel_link = f"<#{game['channel']}>" if str(game["channel"]).isdigit() else game["channel"]
            if game["status"] == "lobby":
                state = "in the lobby"
            elif game["owes"]:
                since = game["since"]
                when = f"<t:{int(datetime.fromisoformat(since).timestamp())}:R>" if since else "now"
                state = f"**your move** (since {when})"
            else:
                state = "resigned" if game["resigned"] else "waiting for others"
            jump = ""
            if game["post"] and str(guild).isdigit():
                where, _, message = game["post"].partition(":")
                jump = f" [latest board](https://discord.com/channels/{guild}/{where}/{message})"
            lines.append(f"{game['name']} in {channel_link}: {state}{jump}")
        await self.say(interaction, "\n".join(lines))
