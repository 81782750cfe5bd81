"""Reading, for players and spectators: ``/game status``, ``board``,
``hand``, ``history``, ``rules``, ``export``, and the server's results
(``stats``, ``leaderboard``), declared here with their handlers, and the
"My private info" button (a player's own games: :mod:`.mine`)."""

from __future__ import annotations

import io
import json

import discord
from discord import app_commands

from bot.service import ServiceError, User
from rules import registry
from rules.base import say

from .components import table_view
from .core import REFUSED, BotBase, written
from .present import (
    clip,
    escape_names,
    escape_reply,
    pages,
    picture_file,
    private_kwargs,
    standings_embed,
    with_deadlines,
)


class Info(app_commands.Group, name="info", description="Read the game and the server's results"):
    """The reading sub-commands of ``/game`` (:mod:`.commands` gathers them)
    and their handlers, over the client's core ``bot``."""

    def __init__(self, bot: BotBase) -> None:
        super().__init__()
        self.bot = bot

    @app_commands.command(name="status", description="Show whose turn it is and the position in words")
    async def status(self, interaction: discord.Interaction) -> None:
        await self.bot.guarded(interaction, "status", self.cmd_status)

    @app_commands.command(name="board", description="Show the board picture")
    async def board(self, interaction: discord.Interaction) -> None:
        await self.bot.guarded(interaction, "board", self.cmd_board)

    @app_commands.command(name="hand", description="See your private information (only you see it)")
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.bot.guarded(interaction, "hand", self.cmd_hand, notices=False)

    @app_commands.command(name="history",
                          description="The last moves of this channel's game, or the board after one of them")
    @app_commands.describe(last="How many moves to list (1-50)",
                           turn="Show the board after this move (its number in the history; 0: the start)")
    async def history(self, interaction: discord.Interaction, last: app_commands.Range[int, 1, 50] = 20,
                      turn: app_commands.Range[int, 0, 1_000_000] | None = None) -> None:
        await self.bot.guarded(interaction, "history", self.cmd_history, last, turn)

    @app_commands.command(name="stats", description="Games, wins, scores and rating of a player in this server")
    @app_commands.describe(player="Whose statistics (default: yours)")
    async def stats(self, interaction: discord.Interaction, player: discord.User | None = None) -> None:
        await self.bot.guarded(interaction, "stats", self.cmd_stats, player)

    @app_commands.command(name="leaderboard", description="The server's best players of a game, by rating")
    @app_commands.describe(game="Which game (default: this channel's game)")
    async def leaderboard(self, interaction: discord.Interaction, game: str | None = None) -> None:
        await self.bot.guarded(interaction, "leaderboard", self.cmd_leaderboard, game)

    @app_commands.command(name="rules", description="How a game is played and its options")
    @app_commands.describe(game="Which game (default: this channel's game)")
    async def rules(self, interaction: discord.Interaction, game: str | None = None) -> None:
        await self.bot.guarded(interaction, "rules", self.cmd_rules, game)

    @rules.autocomplete("game")
    @leaderboard.autocomplete("game")
    async def game_autocomplete(self, interaction: discord.Interaction,
                                current: str) -> list[app_commands.Choice[str]]:
        """The registered games whose key or name contains what is typed."""
        wanted = current.strip().lower()
        return [app_commands.Choice(name=clip(g.info.name, 100), value=g.info.key)
                for g in sorted(registry.games().values(), key=lambda g: g.info.key)
                if wanted in g.info.key or wanted in g.info.name.lower()][:25]

    @app_commands.command(name="export", description="The position as JSON, as you may see it")
    async def export(self, interaction: discord.Interaction) -> None:
        await self.bot.guarded(interaction, "export", self.cmd_export)

    async def on_hand_button(self, interaction: discord.Interaction, game_id: int) -> None:
        await self.cmd_hand(interaction)

    async def cmd_status(self, interaction: discord.Interaction) -> None:
        guild, channel = self.bot.where(interaction)
        reply = await self.bot.answer(interaction, self.bot.service.status(guild, channel, self.bot.who(interaction)),
                                      ephemeral=False)
        if reply is REFUSED:
            return
        words = await self.bot.public_words(interaction, reply.game_id)
        if reply.finished and reply.standings:
            await self.bot.send(interaction, ephemeral=False, content=words("dc-status-over"),
                                embed=standings_embed(words("dc-final-standings"), escape_reply(reply).standings,
                                                      None, words))
            return
        view = table_view(reply.game_id, words=words) if reply.game_id is not None and reply.mentions else None
        text = with_deadlines(escape_names(reply.text, reply.names), reply, words)
        await self.bot.send(interaction, ephemeral=False, content=clip(text), view=view)

    async def cmd_board(self, interaction: discord.Interaction) -> None:
        guild, channel = self.bot.where(interaction)
        reply = await self.bot.answer(interaction, self.bot.service.board(guild, channel), ephemeral=False)
        if reply is REFUSED:
            return
        await self.bot.send(interaction, ephemeral=False, content=clip(escape_names(reply.text, reply.names)),
                            files=[picture_file(reply.picture)] if reply.picture else None)

    async def cmd_hand(self, interaction: discord.Interaction) -> None:
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        reply = await self.bot.answer(interaction, self.bot.service.hand(guild, channel, user), ephemeral=True)
        if reply is REFUSED:
            return
        words = await self.bot.reader(interaction, reply.game_id)
        kwargs = private_kwargs(reply.text, reply.private_picture, words)
        await self.bot.ensure_deferred(interaction)
        text, view = await self.bot.offer_choices(guild, channel, user, words)
        if view is not None:
            kwargs["content"] = clip(kwargs["content"] + "\n" + text)
            kwargs["view"] = view
        await self.bot.send(interaction, ephemeral=True, **kwargs)

    async def cmd_history(self, interaction: discord.Interaction, last: int, turn: int | None = None) -> None:
        """The latest moves; with ``turn``, the board after that move
        (replayed from the log), shown only to the asker."""
        guild, channel = self.bot.where(interaction)
        if turn is not None:
            asked = self.bot.service.board_at(guild, channel, turn, self.bot.who(interaction))
            board = await self.bot.answer(interaction, asked, ephemeral=True)
            if board is REFUSED:
                return
            escape_reply(board)
            await self.bot.send(interaction, ephemeral=True, content=clip(board.text),
                                files=[picture_file(board.picture)] if board.picture else None)
            return
        reply = await self.bot.answer(interaction, self.bot.service.history(guild, channel, last=last,
                                                                       user=self.bot.who(interaction)), ephemeral=True)
        if reply is REFUSED:
            return
        text = reply.text
        while len(text) > 2000 and "\n" in text:  # keep the newest moves
            text = text.split("\n", 1)[1]
        await self.bot.say(interaction, text)

    async def cmd_rules(self, interaction: discord.Interaction, game: str | None) -> None:
        guild, channel = self.bot.where(interaction)
        if not game:
            try:
                game = (await self.bot.service.table(guild, channel)).row.kind
            except ServiceError:
                await self.bot.say(interaction, say("dc-which-game"))
                return
        words = await self.bot.reader(interaction)  # the reader's language, else the game's
        text = await self.bot.answer(interaction, self.bot.service.rules_text(game, words.locale), ephemeral=True)
        if text is REFUSED:
            return
        for page in pages(written(words, text)):  # a long guide in several messages
            await self.bot.say(interaction, page)

    async def cmd_export(self, interaction: discord.Interaction) -> None:
        guild, channel = self.bot.where(interaction)
        reply = await self.bot.answer(interaction, self.bot.service.export(guild, channel, self.bot.who(interaction)),
                                      ephemeral=True)
        if reply is REFUSED:
            return
        if len(reply.text) <= 1900:
            await self.bot.say(interaction, f"```json\n{reply.text}\n```")
        else:
            words = await self.bot.reader(interaction, reply.game_id)
            data = json.dumps(reply.data, indent=1, sort_keys=True).encode()
            await self.bot.send(interaction, ephemeral=True, content=words("dc-export-file"),
                                files=[discord.File(io.BytesIO(data), filename=f"game-{reply.game_id}.json",
                                                    description=words("dc-export-alt"))])

    async def cmd_stats(self, interaction: discord.Interaction, player: discord.abc.User | None) -> None:
        """A player's games, wins, average and best scores and ratings in this
        server (anyone may ask, about anyone: results are public)."""
        guild, _ = self.bot.where(interaction)
        target = self.bot.who(interaction)
        if player is not None:
            target = User(str(player.id), getattr(player, "display_name", player.name))
        reply = await self.bot.answer(interaction, self.bot.service.stats(guild, target), ephemeral=True)
        if reply is REFUSED:
            return
        await self.bot.say(interaction, escape_names(reply.text, reply.names))

    async def cmd_leaderboard(self, interaction: discord.Interaction, game: str | None) -> None:
        guild, channel = self.bot.where(interaction)
        if not game:
            row = await self.bot.service.open_game_row(guild, channel)
            if row is None:
                await self.bot.say(interaction, say("dc-which-game"))
                return
            game = row.kind
        reply = await self.bot.answer(interaction, self.bot.service.leaderboard(guild, game), ephemeral=False)
        if reply is REFUSED:
            return
        await self.bot.send(interaction, ephemeral=False, content=clip(escape_names(reply.text, reply.names)))
