"""A player's own view across games (issue 28): ``/game mine`` (every
unfinished game and lobby of the asker in every server, "your turn" first,
with deadlines as Discord timestamps, jump links and a select menu that
opens one), ``/game catchup`` and the "While I was away" button (what
happened since the asker's last decision), declared here with their
handlers. Everything here is ephemeral: only the asker sees it."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import discord
from discord import app_commands

from bot.service import Reply
from bot.service.mine import state_words

from .components import MAX_SELECT_CHOICES, MyGameSelect
from .core import REFUSED, BotBase
from .present import CONTENT_LIMIT, clip, escape_names, pages, picture_file, timestamp, with_deadlines

#: Messages `/game mine` sends at most; the games beyond are counted.
MAX_PAGES = 3


def jump_link(entry: dict[str, Any]) -> str:
    """A link to where the game's latest board was posted, or to its
    channel (none for a game outside Discord)."""
    guild, channel = str(entry["guild"]), str(entry["channel"])
    if not (guild.isdigit() and channel.isdigit()):
        return ""
    where, _, message = (entry.get("post") or "").partition(":")
    if where == channel and message.isdigit():
        return f"https://discord.com/channels/{guild}/{channel}/{message}"
    return f"https://discord.com/channels/{guild}/{channel}"


def packed(lines: list[str], limit: int = CONTENT_LIMIT, most: int = MAX_PAGES) -> list[str]:
    """``lines`` in at most ``most`` messages of at most ``limit``
    characters, the games that do not fit counted ("… and 3 more games")."""
    out: list[str] = []
    page = ""
    for index, line in enumerate(lines):
        rest = len(lines) - index
        tail = f"\n… and {rest} more game{'s' if rest != 1 else ''}."
        candidate = f"{page}\n{line}" if page else clip(line, limit - len(tail))
        if len(candidate) <= limit - len(tail):
            page = candidate
            continue
        if len(out) + 1 >= most:
            out.append(page + tail)
            return out
        out.append(page)
        page = clip(line, limit - len(tail))
    out.append(page)
    return out


class MyGames(app_commands.Group, name="mygames", description="Your games and what happened while you were away"):
    """The sub-commands of ``/game`` about the asker's own games
    (:mod:`.commands` gathers them) and their handlers, over the client's
    core ``bot``."""

    def __init__(self, bot: BotBase) -> None:
        super().__init__()
        self.bot = bot

    @app_commands.command(name="mine", description="Your unfinished games in every server, your turn first"
                                                   " (only you see it)")
    async def mine(self, interaction: discord.Interaction) -> None:
        await self.bot.guarded(interaction, "mine", self.cmd_mine)

    @app_commands.command(name="catchup", description="What happened in this game since your last move"
                                                      " (only you see it)")
    async def catchup(self, interaction: discord.Interaction) -> None:
        await self.bot.guarded(interaction, "catchup", self.cmd_catchup, notices=False)  # it shows the hand

    def place_name(self, guild: str) -> str:
        """A server's name as the bot knows it (every server it shares with
        the asker is in its cache), else its id."""
        found = self.bot.get_guild(int(guild)) if guild.isdigit() else None
        return found.name if found is not None else f"server {guild}"

    def line(self, entry: dict[str, Any]) -> str:
        since = entry["since"]
        words = state_words(entry, timestamp(entry["deadline"]) if entry["deadline"] else None,
                            timestamp(datetime.fromisoformat(since)) if since else None)
        words = escape_names(words, entry["to_move"])
        link = jump_link(entry)
        server = discord.utils.escape_markdown(self.place_name(str(entry["guild"])))
        server = server.replace("[", "\\[").replace("]", "\\]")  # a name is data, never a link's end
        where = f"[{server}]({link})" if link else server
        return f"**{entry['name']}** in {where}: {words}"

    def option(self, entry: dict[str, Any]) -> discord.SelectOption:
        plain = state_words(entry, None).replace("**", "")
        label = f"{entry['name']} in {self.place_name(str(entry['guild']))}"
        return discord.SelectOption(label=clip(label, 100), value=str(entry["game_id"]),
                                    description=clip(plain, 100))

    async def cmd_mine(self, interaction: discord.Interaction) -> None:
        """The asker's unfinished games of every server, with jump links and
        a menu that opens one."""
        user = self.bot.who(interaction)
        reply = await self.bot.answer(interaction, self.bot.service.mine(None, user), ephemeral=True)
        if reply is REFUSED:
            return
        if not reply.data:
            await self.bot.say(interaction, reply.text)
            return
        games = reply.data
        turns = sum(1 for d in games if d["owes"])
        head = (f"Your unfinished games: {len(games)}, your turn in {turns}."
                + (f" The menu lists the first {MAX_SELECT_CHOICES}." if len(games) > MAX_SELECT_CHOICES else ""))
        messages = packed([head, *(self.line(d) for d in games)])
        view = discord.ui.View(timeout=None)
        view.add_item(MyGameSelect([self.option(d) for d in games[:MAX_SELECT_CHOICES]]))
        for index, text in enumerate(messages):
            last = index == len(messages) - 1
            await self.bot.send(interaction, ephemeral=True, content=text, view=view if last else None)

    async def on_my_game(self, interaction: discord.Interaction, game_id: int) -> None:
        """One game chosen in `/game mine`'s menu: its status and boards,
        with the asker's private view."""
        user = self.bot.who(interaction)
        reply = await self.bot.answer(interaction, self.bot.service.open_mine(user, game_id), ephemeral=True)
        if reply is not REFUSED:
            await self.show(interaction, reply, with_deadlines(escape_names(reply.text, reply.names), reply))

    async def cmd_catchup(self, interaction: discord.Interaction) -> None:
        await self.catch_up(interaction, None)

    async def on_catchup_button(self, interaction: discord.Interaction, game_id: int) -> None:
        await self.catch_up(interaction, game_id)

    async def catch_up(self, interaction: discord.Interaction, game_id: int | None) -> None:
        """What happened since the asker's last decision (the channel's game,
        or the button's), for the asker only, with the board now."""
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        work = self.bot.service.catchup(guild, channel, user, game_id, limit=CONTENT_LIMIT - 200)
        reply = await self.bot.answer(interaction, work, ephemeral=True)
        if reply is not REFUSED:
            await self.show(interaction, reply, escape_names(reply.text, reply.names))

    async def show(self, interaction: discord.Interaction, reply: Reply, text: str) -> None:
        """An ephemeral answer with the public board and the asker's own."""
        files = [picture_file(p) for p in (reply.picture, reply.private_picture) if p is not None]
        shown = pages(text)
        for index, page in enumerate(shown):
            last = index == len(shown) - 1
            await self.bot.send(interaction, ephemeral=True, content=page, files=files if last else None)
