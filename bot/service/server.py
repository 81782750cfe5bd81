"""A server's own settings, chosen by a member who can manage the server and
shown to anyone: ``clock`` (the clock preset of the server's NEW games when
``/game new`` names none), ``abandon_after_days`` (days without any
action before a running game is closed; a server's own setting wins over
the referee's ``ABANDON_AFTER_DAYS``), ``max_games`` (the most unfinished
games one player may be seated in at once: :mod:`bot.service.cap`),
``vacation_days`` (the days a year each player may be away,
:mod:`bot.service.vacations`; 10 unless chosen, 0: none) and
``takeover_level`` (the level of the computer that takes over a seat whose
player resigned or went silent: ``normal`` unless the server chose
another)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from bot.service import cap as caps
from bot.service import clocks, vacations
from bot.service.context import Context
from bot.service.model import Forbidden, Refused, Reply, User
from rules.base import Text, say
from rules.levels import DEFAULT_LEVEL, LEVELS, checked_level

#: The most days a server may let a game sit before it is closed.
MAX_ABANDON_DAYS = 365


def default_clock(settings: dict[str, Any]) -> str | None:
    """The clock a server gives its new games (None: no clock)."""
    name = settings.get("clock")
    return None if name in (None, clocks.NONE) else str(name)


def abandon_after(settings: dict[str, Any], fallback: timedelta | None) -> timedelta | None:
    """How long a game of the server may sit idle (None: for ever);
    ``fallback`` when the server chose nothing."""
    if "abandon_after_days" not in settings:
        return fallback
    days = int(settings["abandon_after_days"])
    return timedelta(days=days) if days else None


def takeover_level(settings: dict[str, Any]) -> str:
    """The level of a computer that takes over a player's seat."""
    return str(settings.get("takeover_level") or DEFAULT_LEVEL)


async def takeover(ctx: Context, guild: str) -> str:
    """The level of a computer that takes over a seat in ``guild`` now."""
    return takeover_level(await ctx.store.guild_settings(str(guild)))


def checked_days(value: Any) -> int:
    """A number of days as stored, or Refused with the sentence to show."""
    try:
        days: int | None = int(str(value).strip())
    except ValueError:
        days = None
    if days is None or not 0 <= days <= MAX_ABANDON_DAYS:
        raise Refused(say("tm-abandon-days-range", most=MAX_ABANDON_DAYS, value=repr(value)))
    return days


class Server:
    def __init__(self, ctx: Context):
        self.ctx = ctx

    async def server_text(self, guild: str, default_days: int | None, user: User | None = None) -> Reply:
        """The server's settings and who may change them (in ``user``'s
        language when it is known); ``default_days`` is the referee's own
        ABANDON_AFTER_DAYS (None or 0: never)."""
        settings = await self.ctx.store.guild_settings(guild)
        name = default_clock(settings)
        preset = clocks.PRESETS.get(name) if name else None
        after = abandon_after(settings, timedelta(days=default_days) if default_days else None)
        cap = caps.max_games(settings)
        holiday = vacations.vacation_days(settings)
        lines: list[Text] = [
            say("tm-server-clock", clock=clocks.named(preset)),
            say("tm-server-abandon", days=after.days if after else 0, default="abandon_after_days" not in settings),
            say("tm-server-max-games", cap=cap, default="max_games" not in settings),
            say("tm-server-vacation-days", days=holiday),
            say("tm-server-takeover", level=takeover_level(settings)),
            say("tm-server-who")]
        words = self.ctx.words(None, user)
        return Reply("\n".join(words.render(line) for line in lines), ephemeral=True)

    async def set_server(self, guild: str, user: User, clock: str | None = None,
                         abandon_after_days: Any = None, default_days: int | None = None,
                         max_games: Any = None, vacation_days: Any = None,
                         takeover_level: str | None = None) -> Reply:
        """Change the settings given (all of them, or nothing when one is
        refused); with none given, show them."""
        if all(v is None for v in (clock, abandon_after_days, max_games, vacation_days, takeover_level)):
            return await self.server_text(guild, default_days, user)
        if not user.can_manage_server:
            raise Forbidden(say("tm-server-forbidden"))
        settings = dict(await self.ctx.store.guild_settings(guild))
        if clock is not None:
            try:
                settings["clock"] = clocks.checked(str(clock))
            except ValueError as error:
                raise Refused(error.args[0]) from None
            if settings["clock"] == clocks.NONE:
                del settings["clock"]
        if abandon_after_days is not None:
            settings["abandon_after_days"] = checked_days(abandon_after_days)
        if max_games is not None:
            settings["max_games"] = caps.checked_max_games(max_games)
        if vacation_days is not None:
            settings["vacation_days"] = vacations.checked_days(vacation_days)
            if settings["vacation_days"] == vacations.DEFAULT_DAYS:
                del settings["vacation_days"]
        if takeover_level is not None:
            try:
                settings["takeover_level"] = checked_level(takeover_level)
            except ValueError:
                raise Refused(say("tm-takeover-level-wrong", value=repr(takeover_level),
                                  levels=", ".join(LEVELS))) from None
        await self.ctx.store.set_guild_settings(guild, settings)
        shown = await self.server_text(guild, default_days, user)
        return Reply(self.ctx.words(None, user)("tm-server-changed", settings=shown.text))
