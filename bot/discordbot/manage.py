"""The irreversible and the administrative: ``/game resign``, ``abort``,
``settings`` and ``server`` (the server's own settings), declared here with their handlers, the confirmation
buttons that resigning and aborting ask for, and the table's answers: the
vote on a clock that ran out and agreeing to abandon the game (the service
decides who may)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.i18n import LOCALES
from bot.service import CLOCKS, LEVELS, TIMEOUT_CHOICES, ServiceError
from bot.service.cap import MAX_MAX_GAMES
from bot.service.server import MAX_ABANDON_DAYS
from bot.service.settings import MOST_MINUTES, PAUSE_SETTING, language_name
from rules.base import Text, joined, say

from .components import confirm_view
from .core import CANNOT_POST, REFUSED, BotBase
from .lobby import Lobby
from .present import clip, escape_names


def language_choices() -> list[app_commands.Choice[str]]:
    """The languages a game may be written in (a catalogue each), by their
    own names from CLDR ("English", "Deutsch", "Русский"): a new catalogue
    folder is a new choice."""
    return [app_commands.Choice(name=language_name(locale)[:1].upper() + language_name(locale)[1:], value=locale)
            for locale in LOCALES]


def trouble(said: Text, posted: object) -> Text:
    """``said``, and that the bot could not post in the channel when the
    announcement was not ``posted``."""
    return said if posted is not None else joined([said, CANNOT_POST])


class Manage(app_commands.Group, name="manage", description="Resign, abort and change a game's settings"):
    """The managing sub-commands of ``/game`` (:mod:`.commands` gathers them)
    and their handlers, over the client's core ``bot``; ``lobby`` closes the
    lobby message of an aborted lobby."""

    def __init__(self, bot: BotBase, lobby: Lobby) -> None:
        super().__init__()
        self.bot = bot
        self.lobby = lobby

    @app_commands.command(name="resign", description="Resign: a computer player takes your seat and you rank last")
    async def resign(self, interaction: discord.Interaction) -> None:
        await self.bot.guarded(interaction, "resign", self.cmd_resign)

    @app_commands.command(name="abort", description="Abort this channel's game (every player agrees, or Manage"
                                                    " Channels)")
    async def abort(self, interaction: discord.Interaction) -> None:
        await self.bot.guarded(interaction, "abort", self.cmd_abort)

    @app_commands.command(name="settings", description="Game settings (creator or Manage Channels)")
    @app_commands.describe(idle_hours="Hand a player's seat to a computer after this many idle hours (0: never)",
                           computer_minutes="Computer players wait this many minutes before each move, like a person"
                                            " (0: at once)",
                           clock="The table's clock: time a move (every player's time starts again)",
                           timeout_default="When a player's time runs out and nobody votes: wait, skip or hand over",
                           language="The language of the game's public messages (at first the server's)")
    @app_commands.choices(clock=[app_commands.Choice(name=c, value=c) for c in CLOCKS],
                          timeout_default=[app_commands.Choice(name=c, value=c) for c in TIMEOUT_CHOICES],
                          language=language_choices())
    async def settings(self, interaction: discord.Interaction,
                       idle_hours: app_commands.Range[float, 0, 8760] | None = None,
                       clock: str | None = None, timeout_default: str | None = None,
                       language: str | None = None,
                       computer_minutes: app_commands.Range[float, 0, MOST_MINUTES] | None = None) -> None:
        await self.bot.guarded(interaction, "settings", self.cmd_settings, idle_hours, clock, timeout_default,
                               language, computer_minutes)

    @app_commands.command(name="server", description="This server's settings (Manage Server to change them)")
    @app_commands.describe(clock="The clock of new games that do not choose one",
                           abandon_after_days="Close a running game nobody has played for this many days (0: never)",
                           max_games="The most unfinished games one player may be seated in at once (0: no cap)",
                           vacation_days="Days a year each player may be away with their clocks stopped (0: none)",
                           takeover_level="The level of a computer taking over a player's seat (default normal)")
    @app_commands.choices(clock=[app_commands.Choice(name=c, value=c) for c in CLOCKS],
                          takeover_level=[app_commands.Choice(name=c, value=c) for c in LEVELS])
    async def server(self, interaction: discord.Interaction, clock: str | None = None,
                     abandon_after_days: app_commands.Range[int, 0, MAX_ABANDON_DAYS] | None = None,
                     max_games: app_commands.Range[int, 0, MAX_MAX_GAMES] | None = None,
                     vacation_days: app_commands.Range[int, 0, 365] | None = None,
                     takeover_level: str | None = None) -> None:
        await self.bot.guarded(interaction, "server", self.cmd_server, clock, abandon_after_days, max_games,
                               vacation_days, takeover_level)

    async def cmd_resign(self, interaction: discord.Interaction) -> None:
        """Irreversible: asks first, with a button that only works for this game."""
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        table = await self.bot.answer(interaction, self.bot.service.table(guild, channel), ephemeral=True)
        if table is REFUSED:
            return
        seat = table.seat_of(user.id)
        if table.row.status != "active" or seat is None or seat.resigned:
            await self.bot.say(interaction, say("dc-resign-not-seated"))
            return
        words = await self.bot.reader(interaction, table.row.id)
        await self.bot.say(interaction, words("dc-resign-ask", game=table.game.info.name),
                           view=confirm_view("resign", table.row.id, words))

    async def cmd_abort(self, interaction: discord.Interaction) -> None:
        """Irreversible: asks first, with a button that only works for this game."""
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        table = await self.bot.answer(interaction, self.bot.service.table(guild, channel), ephemeral=True)
        if table is REFUSED:
            return
        if not table.row.unfinished:
            await self.bot.say(interaction, say("dc-abort-nothing"))
            return
        lobby = table.row.status == "lobby"
        if lobby and not (user.can_manage or table.row.creator == user.id):
            await self.bot.say(interaction, say("dc-abort-lobby-who"))
            return
        seat = table.seat_of(user.id)
        if not user.can_manage and (seat is None or seat.is_computer or seat.resigned):
            await self.bot.say(interaction, say("dc-abort-who"))
            return
        humans = [s for s in table.seats if not s.is_computer and not s.resigned]
        words = await self.bot.reader(interaction, table.row.id)
        if lobby or user.can_manage or len(humans) <= 1:
            question = words("dc-abort-ask", game=table.game.info.name)
        else:
            question = words("dc-abandon-ask", game=table.game.info.name)
        await self.bot.say(interaction, question, view=confirm_view("abort", table.row.id, words))

    async def on_confirm(self, interaction: discord.Interaction, action: str, game_id: int) -> None:
        guild, channel = self.bot.where(interaction)
        row = await self.bot.service.open_game_row(guild, channel)
        if row is None or row.id != game_id:
            await self.bot.say(interaction, say("dc-confirm-ended"))
            return
        if action == "resign":
            await self.do_resign(interaction)
        else:
            await self.do_abort(interaction)

    async def do_resign(self, interaction: discord.Interaction) -> None:
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        reply = await self.bot.answer(interaction, self.bot.service.resign(guild, channel, user), ephemeral=True)
        if reply is REFUSED:
            return
        await self.bot.ensure_deferred(interaction)
        posted = await self.bot.publish(guild, channel, reply)
        await self.bot.say(interaction, trouble(say("dc-resigned"), posted))

    async def do_abort(self, interaction: discord.Interaction) -> None:
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        try:
            before = await self.bot.service.table(guild, channel)
        except ServiceError:
            before = None
        reply = await self.bot.answer(interaction, self.bot.service.abort(guild, channel, user), ephemeral=True)
        if reply is REFUSED:
            return
        await self.bot.ensure_deferred(interaction)
        if not reply.finished:  # a proposal, told to the table with its button
            posted = await self.bot.publish(guild, channel, reply)
            await self.bot.say(interaction, trouble(say("dc-abandon-proposed"), posted))
            return
        text = escape_names(reply.text, reply.names)
        if before is not None and before.row.status == "lobby":
            await self.lobby.show_lobby(guild, channel, before.row.id, text, open_=False)
            try:
                await self.bot.post(channel, guild, content=clip(text))
            except discord.Forbidden:
                await self.bot.say(interaction, trouble(say("dc-aborted"), None))
                return
        elif not await self.bot.publish(guild, channel, reply):
            await self.bot.say(interaction, trouble(say("dc-aborted"), None))
            return
        await self.bot.say(interaction, say("dc-aborted"))

    async def on_vote(self, interaction: discord.Interaction, choice: str, game_id: int, seat: int) -> None:
        """A vote button on the notice that a seat's time ran out."""
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        reply = await self.bot.answer(interaction, self.bot.service.vote(guild, channel, user, choice, seat, game_id),
                                      ephemeral=True)
        if reply is REFUSED:
            return
        await self.bot.ensure_deferred(interaction)
        if reply.ephemeral:
            await self.bot.say(interaction, reply.text)
            return
        posted = await self.bot.publish(guild, channel, reply)
        await self.bot.say(interaction, trouble(say("dc-vote-decided"), posted))

    async def on_agree(self, interaction: discord.Interaction, game_id: int) -> None:
        """The button on a proposal to abandon the game."""
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        reply = await self.bot.answer(interaction, self.bot.service.agree(guild, channel, user, game_id),
                                      ephemeral=True)
        if reply is REFUSED:
            return
        await self.bot.ensure_deferred(interaction)
        posted = await self.bot.publish(guild, channel, reply)
        said = say("dc-agreed-abandoned" if reply.finished else "dc-agreed")
        await self.bot.say(interaction, trouble(said, posted))

    async def cmd_settings(self, interaction: discord.Interaction, idle_hours: float | None,
                           clock: str | None = None, timeout_default: str | None = None,
                           language: str | None = None, computer_minutes: float | None = None) -> None:
        """Change the settings given; with none given, show the table's
        settings and the clocks it may choose."""
        guild, channel = self.bot.where(interaction)
        user = self.bot.who(interaction)
        given = (("clock", clock), ("idle_hours", idle_hours), (PAUSE_SETTING, computer_minutes),
                 ("timeout_default", timeout_default), ("language", language))
        if all(value is None for _, value in given):
            reply = await self.bot.answer(interaction, self.bot.service.settings_text(guild, channel), ephemeral=True)
            if reply is not REFUSED:
                await self.bot.send(interaction, ephemeral=True, content=clip(reply.text))
            return
        texts = []
        for key, value in given:
            if value is None:
                continue
            if key in ("idle_hours", PAUSE_SETTING):
                value = value if value else 0
            reply = await self.bot.answer(
                interaction, self.bot.service.set_setting(guild, channel, user, key, value), ephemeral=False)
            if reply is REFUSED:
                return
            texts.append(reply.text)
        await self.bot.send(interaction, ephemeral=False, content=clip("\n".join(texts)))

    async def cmd_server(self, interaction: discord.Interaction, clock: str | None = None,
                         abandon_after_days: int | None = None, max_games: int | None = None,
                         vacation_days: int | None = None, takeover_level: str | None = None) -> None:
        """Change the server's settings given; with none given, show them
        (to the asker only)."""
        guild, _channel = self.bot.where(interaction)
        changing = any(v is not None for v in (clock, abandon_after_days, max_games, vacation_days, takeover_level))
        reply = await self.bot.answer(
            interaction, self.bot.service.server_settings(guild, self.bot.who(interaction), clock,
                                                          abandon_after_days, self.bot.settings.abandon_after_days,
                                                          max_games, vacation_days, takeover_level),
            ephemeral=not changing)
        if reply is not REFUSED:
            await self.bot.send(interaction, ephemeral=not changing, content=clip(reply.text))
