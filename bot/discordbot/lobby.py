"""The lobby: ``/game new <game>``, ``join``, ``leave``, ``computer``,
``start`` and ``rematch``, declared here with their handlers, and the lobby
message's buttons (Join, Leave, Add computer player, Start; Rematch on
final standings)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.i18n import Words
from bot.service import LEVELS, Reply, ServiceError, User
from rules.base import joined, say

from .components import level_view, lobby_view
from .core import CANNOT_POST, REFUSED, BotBase, log, server_locale
from .layout import edit_to_layout
from .present import ENGLISH, NOBODY, clip, escape_names, only_these, with_pings
from .variants import new_game_group

STARTED_BY_JOINING = "dc-lobby-started-by-joining"


class Lobby(app_commands.Group, name="lobby", description="Open a game, take seats and start it"):
    """The lobby's sub-commands of ``/game`` (:mod:`.commands` gathers them)
    and their handlers, over the client's core ``bot``."""

    def __init__(self, bot: BotBase) -> None:
        super().__init__()
        self.bot = bot
        new = new_game_group(bot.guarded, self.cmd_new)
        if new is not None:
            self.add_command(new)

    @app_commands.command(name="join", description="Take a seat in this channel's game lobby")
    async def join(self, interaction: discord.Interaction) -> None:
        await self.bot.guarded(interaction, "join", self.cmd_lobby, "join")

    @app_commands.command(name="leave", description="Give up your seat in the lobby")
    async def leave(self, interaction: discord.Interaction) -> None:
        await self.bot.guarded(interaction, "leave", self.cmd_lobby, "leave")

    @app_commands.command(name="computer", description="Add a computer player to the lobby")
    @app_commands.describe(level="How well it plays: easy, normal (the default) or hard (thinks about a second)")
    @app_commands.choices(level=[app_commands.Choice(name=c, value=c) for c in LEVELS])
    async def computer(self, interaction: discord.Interaction, level: str | None = None) -> None:
        await self.bot.guarded(interaction, "computer", self.cmd_lobby, "computer", *([level] if level else []))

    @app_commands.command(name="start", description="Start the game with the players seated")
    async def start(self, interaction: discord.Interaction) -> None:
        await self.bot.guarded(interaction, "start", self.cmd_start)

    @app_commands.command(name="rematch", description="Play this channel's last game again with the same players")
    async def rematch(self, interaction: discord.Interaction) -> None:
        await self.bot.guarded(interaction, "rematch", self.cmd_rematch)

    async def lobby_message(self, game_id: int) -> discord.PartialMessage | None:
        row = await self.bot.service.game_row(game_id)
        if row is None or not row.lobby_message:
            return None
        channel_id, _, message_id = row.lobby_message.partition(":")
        return self.bot.channel(channel_id, row.guild).get_partial_message(int(message_id))

    async def lobby_is_open(self, game_id: int | None) -> bool:
        row = await self.bot.service.game_row(game_id) if game_id is not None else None
        return row is not None and row.status == "lobby"

    async def show_lobby(self, guild: str, channel: str, game_id: int, text: str, *, open_: bool = True,
                         words: Words = ENGLISH) -> None:
        """Edit the lobby message to ``text`` (buttons while open, labelled in
        ``words``: the game's language); post a new one if it is gone."""
        view = lobby_view(game_id, words) if open_ else None
        message = await self.lobby_message(game_id)
        if message is not None:
            try:
                await message.edit(**edit_to_layout(text, view), allowed_mentions=NOBODY)
                return
            except discord.NotFound:
                pass
            except discord.Forbidden as error:
                log.warning("Cannot edit the lobby of game %s: %s", game_id, error)
                return
        if open_:
            try:
                posted = await self.bot.post(channel, guild, content=clip(text), view=view)
            except discord.Forbidden as error:
                log.warning("Cannot post the lobby of game %s: %s", game_id, error)
                return
            await self.bot.service.remember_lobby_message(game_id, f"{channel}:{posted.id}")

    async def cmd_new(self, interaction: discord.Interaction, kind: str, options: dict[str, Any],
                      clock: str | None = None, computers: int | None = None, level: str | None = None) -> None:
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        # The game's language: the server's (a table setting, changed with /game settings).
        settings: dict[str, Any] = {"language": server_locale(interaction)}
        if clock:
            settings["clock"] = clock
        service = self.bot.service

        async def open_and_seat() -> Reply:
            """The lobby, with ``computers`` computer players of ``level``."""
            reply = await service.new_game(guild, channel, kind, user, options, settings=settings)
            for _ in range(computers or 0):
                reply = await service.add_computer(guild, channel, user, level)
            return reply

        reply = await self.bot.answer(interaction, open_and_seat(), ephemeral=True)
        if reply is REFUSED:
            return
        await self.bot.ensure_deferred(interaction)
        public = await self.bot.public_words(interaction, reply.game_id)
        try:
            message = await self.bot.post(channel, guild, content=clip(escape_names(reply.text, reply.names)),
                                          view=lobby_view(reply.game_id, public))
        except discord.Forbidden:
            await self.bot.say(interaction, joined([say("dc-lobby-open-elsewhere"), CANNOT_POST]))
            return
        await self.bot.service.remember_lobby_message(reply.game_id, f"{channel}:{message.id}")
        await self.bot.say(interaction, say("dc-lobby-open"))

    def _lobby_call(self, action: str, guild: str, channel: str, user: User, level: str | None = None):
        service = self.bot.service
        if action == "computer":
            return service.add_computer(guild, channel, user, level)
        calls = {"join": service.join, "leave": service.leave}
        return calls[action](guild, channel, user)

    async def cmd_lobby(self, interaction: discord.Interaction, action: str, level: str | None = None) -> None:
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        reply = await self.bot.answer(interaction, self._lobby_call(action, guild, channel, user, level),
                                      ephemeral=True)
        if reply is REFUSED:
            return
        await self.bot.ensure_deferred(interaction)
        still_open = await self.lobby_is_open(reply.game_id)
        text = escape_names(reply.text, reply.names)
        public = await self.bot.public_words(interaction, reply.game_id)
        if reply.picture is not None:  # the last invited player joined a rematch: it started
            await self.show_lobby(guild, channel, reply.game_id, public(STARTED_BY_JOINING), open_=False)
            await self.bot.publish(guild, channel, reply)
        else:
            await self.show_lobby(guild, channel, reply.game_id, text, open_=still_open, words=public)
        await self.bot.say(interaction, text.split("\n")[0])

    async def on_lobby_button(self, interaction: discord.Interaction, action: str, game_id: int) -> None:
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        row = await self.bot.service.game_row(game_id)
        if row is None or row.status != "lobby" or row.channel != channel:
            started = row is not None and row.status == "active"
            await self.bot.say(interaction, say("dc-lobby-started" if started else "dc-lobby-closed"))
            return
        if action == "start":
            await self.start_game(interaction, guild, channel, user, update=True)
            return
        if action == "computer":  # the host picks the level first, privately
            words = await self.bot.reader(interaction, game_id)
            await self.bot.say(interaction, words("dc-lobby-which-level"), view=level_view(game_id, words))
            return
        if action.startswith("computer-"):  # a level picked: seated, and the lobby message shows it
            await self.cmd_lobby(interaction, "computer", action.removeprefix("computer-"))
            return
        reply = await self.bot.answer(interaction, self._lobby_call(action, guild, channel, user),
                                      ephemeral=True, update=True)
        if reply is REFUSED:
            return
        closed = not await self.lobby_is_open(game_id)
        public = await self.bot.public_words(interaction, game_id)
        view = None if closed else lobby_view(game_id, public)
        text = escape_names(reply.text, reply.names)
        if reply.picture is not None:  # the last invited player joined a rematch: it started
            text = public(STARTED_BY_JOINING)
            await self.bot.publish(guild, channel, reply)
        if not interaction.response.is_done():
            await interaction.response.edit_message(**edit_to_layout(text, view), allowed_mentions=NOBODY)
        else:
            await self.show_lobby(guild, channel, game_id, text, open_=not closed, words=public)

    async def cmd_start(self, interaction: discord.Interaction) -> None:
        guild, channel = self.bot.where(interaction)
        await self.start_game(interaction, guild, channel, self.bot.who(interaction), update=False)

    async def start_game(self, interaction: discord.Interaction, guild: str, channel: str, user: User,
                         *, update: bool) -> None:
        try:
            lobby = await self.bot.service.lobby(guild, channel)
        except ServiceError:
            lobby = None
        reply = await self.bot.answer(interaction, self.bot.service.start(guild, channel, user), ephemeral=True,
                                      update=update)
        if reply is REFUSED:
            return
        public = await self.bot.public_words(interaction, reply.game_id)
        lobby_lines = [line for line in (escape_names(lobby.text, lobby.names) if lobby else "").split("\n") if line]
        seated = lobby_lines[:-1]  # the lobby's last line counts the free seats
        closing = "\n".join(seated + [public("dc-lobby-started-below")])
        if update and not interaction.response.is_done():
            await interaction.response.edit_message(**edit_to_layout(closing), allowed_mentions=NOBODY)
        else:
            await self.bot.ensure_deferred(interaction)
            await self.show_lobby(guild, channel, reply.game_id, closing, open_=False)
        posted = await self.bot.publish(guild, channel, reply)
        words = await self.bot.reader(interaction, reply.game_id)
        started = words("dc-game-started") + ("" if posted is not None else " " + words.render(CANNOT_POST))
        if not update:
            text, view = await self.bot.offer_choices(guild, channel, user, words)
            await self.bot.say(interaction, started + (f"\n{text}" if text else ""), view=view)
            return
        if posted is None:
            await self.bot.say(interaction, started)
        if user.id in reply.mentions:
            text, view = await self.bot.offer_choices(guild, channel, user, words)
            if view is not None:
                await self.bot.say(interaction, text, view=view)

    async def cmd_rematch(self, interaction: discord.Interaction) -> None:
        """The same game again in this channel: the same people are invited
        (pinged); it starts when they have all joined."""
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        reply = await self.bot.answer(interaction, self.bot.service.rematch(guild, channel, user), ephemeral=True)
        if reply is REFUSED:
            return
        await self.bot.ensure_deferred(interaction)
        if reply.picture is not None or reply.version is None or not await self.lobby_is_open(reply.game_id):
            await self.bot.publish(guild, channel, reply)  # everybody was already here: it started
            await self.bot.say(interaction, say("dc-rematch-started"))
            return
        public = await self.bot.public_words(interaction, reply.game_id)
        text = with_pings(escape_names(reply.text, reply.names), reply.ping, public("dc-ping-rematch"))
        try:
            message = await self.bot.post(channel, guild, content=text, view=lobby_view(reply.game_id, public),
                                          allowed_mentions=only_these(reply.ping))
        except discord.Forbidden:
            await self.bot.say(interaction, joined([say("dc-rematch-open-elsewhere"), CANNOT_POST]))
            return
        await self.bot.service.remember_lobby_message(reply.game_id, f"{channel}:{message.id}")
        await self.bot.say(interaction, say("dc-rematch-open"))

    async def on_rematch_button(self, interaction: discord.Interaction, game_id: int) -> None:
        guild, channel = self.bot.where(interaction)
        row = await self.bot.service.open_game_row(guild, channel)
        if row is not None:
            await self.bot.say(interaction, say("dc-rematch-already"))
            return
        await self.cmd_rematch(interaction)
