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

from bot.i18n import Words
from bot.service import Reply

from .components import MAX_SELECT_CHOICES, MyGameSelect
from .core import REFUSED, BotBase, written
from .present import CONTENT_LIMIT, ENGLISH, clip, escape_names, pages, picture_file, timestamp, with_deadlines

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


def state_words(entry: dict[str, Any], deadline: str | None, since: str | None = None,
                words: Words = ENGLISH) -> str:
    """The game's state for the asker, in ``words``: whose turn, the
    deadline (or since when it is their turn, at a table without a clock),
    the place (``deadline``, ``since``: those moments as Discord shows
    them)."""
    if entry["status"] == "lobby":
        return words("dc-mine-lobby", seats=entry["seats"], most=entry["max_players"])
    if entry["resigned"]:
        return words("dc-mine-resigned")
    if entry["owes"]:
        parts = [words("dc-mine-your-turn-due", due=deadline) if deadline else
                 words("dc-mine-your-turn-since", since=since) if since else words("dc-mine-your-turn")]
    else:
        waiting = list(entry["to_move"]) or [words("dc-mine-nobody")]
        parts = [words("dc-mine-waiting-due", players=waiting, due=deadline) if deadline else
                 words("dc-mine-waiting", players=waiting)]
    if entry["place"]:
        parts.append(words.render(entry["place"]))
    return "; ".join(parts)


def packed(lines: list[str], limit: int = CONTENT_LIMIT, most: int = MAX_PAGES,
           words: Words = ENGLISH) -> list[str]:
    """``lines`` in at most ``most`` messages of at most ``limit``
    characters, the games that do not fit counted ("… and 3 more games")."""
    out: list[str] = []
    page = ""
    for index, line in enumerate(lines):
        rest = len(lines) - index
        tail = "\n" + words("dc-mine-more", count=rest)
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

    def place_name(self, guild: str, words: Words = ENGLISH) -> str:
        """A server's name as the bot knows it (every server it shares with
        the asker is in its cache), else its id."""
        found = self.bot.get_guild(int(guild)) if guild.isdigit() else None
        return found.name if found is not None else words("dc-mine-server", id=guild)

    def line(self, entry: dict[str, Any], words: Words = ENGLISH) -> str:
        since = entry["since"]
        state = state_words(entry, timestamp(entry["deadline"]) if entry["deadline"] else None,
                            timestamp(datetime.fromisoformat(since)) if since else None, words)
        state = escape_names(state, entry["to_move"])
        link = jump_link(entry)
        server = discord.utils.escape_markdown(self.place_name(str(entry["guild"]), words))
        server = server.replace("[", "\\[").replace("]", "\\]")  # a name is data, never a link's end
        where = f"[{server}]({link})" if link else server
        return words("dc-mine-line", game=f"**{entry['name']}**", where=where, state=state)

    def option(self, entry: dict[str, Any], words: Words = ENGLISH) -> discord.SelectOption:
        plain = state_words(entry, None, None, words).replace("**", "")
        label = words("dc-mine-option", game=entry["name"], where=self.place_name(str(entry["guild"]), words))
        return discord.SelectOption(label=clip(label, 100), value=str(entry["game_id"]),
                                    description=clip(plain, 100))

    async def cmd_mine(self, interaction: discord.Interaction) -> None:
        """The asker's unfinished games of every server, with jump links and
        a menu that opens one."""
        user = self.bot.who(interaction)
        reply = await self.bot.answer(interaction, self.bot.service.mine(None, user), ephemeral=True)
        if reply is REFUSED:
            return
        words = await self.bot.reader(interaction)
        if not reply.data:
            await self.bot.say(interaction, written(words, reply.text))
            return
        games = reply.data
        turns = sum(1 for d in games if d["owes"])
        head = words("dc-mine-head", count=len(games), turns=turns)
        if len(games) > MAX_SELECT_CHOICES:
            head += " " + words("dc-mine-menu-first", count=MAX_SELECT_CHOICES)
        messages = packed([head, *(self.line(d, words) for d in games)], words=words)
        view = discord.ui.View(timeout=None)
        view.add_item(MyGameSelect([self.option(d, words) for d in games[:MAX_SELECT_CHOICES]], words))
        for index, text in enumerate(messages):
            last = index == len(messages) - 1
            await self.bot.send(interaction, ephemeral=True, content=text, view=view if last else None)

    async def on_my_game(self, interaction: discord.Interaction, game_id: int) -> None:
        """One game chosen in `/game mine`'s menu: its status and boards,
        with the asker's private view."""
        user = self.bot.who(interaction)
        reply = await self.bot.answer(interaction, self.bot.service.open_mine(user, game_id), ephemeral=True)
        if reply is not REFUSED:
            words = await self.bot.reader(interaction, game_id)
            await self.show(interaction, reply, with_deadlines(escape_names(reply.text, reply.names), reply, words))

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
