"""Each player's own settings, stored per user and used in every server:
their time zone, quiet hours, reminder interval, how they are told it is
their turn, and whether they are told when the player before them starts.
Showing and changing them (a wrong value is refused with a sentence and
changes nothing); how the ping scheduler reads them (:func:`rhythm_of`).

The document stored (``user_settings``): ``zone`` (an IANA name),
``quiet`` ([start hour, end hour] in that zone, may wrap midnight),
``interval`` (hours), ``told`` (``mention`` or ``dm``), ``before`` (true).
A key absent is its default: UTC, no quiet hours, the table's interval,
``mention``, off.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.service.context import Context
from bot.service.model import Refused, User
from bot.service.pings import Rhythm
from rules.base import Text, say

TOLD = ("mention", "dm")
MAX_INTERVAL_HOURS = 7 * 24
OFF = ("", "off", "none", "0")


def rhythm_of(settings: dict[str, Any], away: bool = False) -> Rhythm:
    """What the ping scheduler reads of a user's stored settings."""
    quiet = settings.get("quiet")
    hours = settings.get("interval")
    return Rhythm(zone=str(settings.get("zone") or "UTC"),
                  quiet=(int(quiet[0]), int(quiet[1])) if quiet else None,
                  interval=timedelta(hours=float(hours)) if hours else None, away=away)


def checked_zone(value: Any) -> str:
    """An IANA time zone name as stored, or Refused with a hint."""
    name = str(value).strip()
    try:
        if not name or name.startswith("/") or ".." in name:
            raise ValueError(name)
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        close = sorted(z for z in available_timezones() if name and name.split("/")[-1].lower() in z.lower())[:3]
        if close:
            raise Refused(say("tm-no-zone-close", name=repr(name), close=", ".join(close))) from None
        raise Refused(say("tm-no-zone", name=repr(name))) from None
    return name


def checked_quiet(value: Any) -> list[int] | None:
    """Quiet hours given as 'START-END' (whole hours 0-23, e.g. 23-07), or
    off; Refused with the sentence to show."""
    text = str(value).strip().lower()
    if text in OFF:
        return None
    try:  # not two whole numbers (or not two parts) is a ValueError too
        start, end = (int(p) for p in text.replace(" ", "").split("-"))
        valid = 0 <= start <= 23 and 0 <= end <= 23 and start != end
    except ValueError:
        valid = False
    if not valid:
        raise Refused(say("tm-quiet-wrong", value=repr(value)))
    return [start, end]


def checked_interval(value: Any, least_hours: float) -> float | None:
    """A reminder interval in hours as stored (None: the table's own), or
    Refused: never more often than the table's own reminder interval."""
    text = str(value).strip().lower()
    if text in OFF:
        return None
    try:
        hours = float(text)
    except ValueError:
        hours = -1.0
    if not least_hours <= hours <= MAX_INTERVAL_HOURS:
        raise Refused(say("tm-interval-wrong", least=float(least_hours), most=MAX_INTERVAL_HOURS, value=repr(value)))
    return hours


def checked_told(value: Any) -> str:
    key = str(value).strip().lower()
    if key not in TOLD:
        raise Refused(say("tm-told-wrong", value=repr(value)))
    return key


def checked_switch(value: Any) -> bool:
    key = str(value).strip().lower()
    if key in ("true", "on", "yes", "1"):
        return True
    if key in ("false", "off", "no", "0"):
        return False
    raise Refused(say("tm-before-wrong", value=repr(value)))


def described(settings: dict[str, Any]) -> list[Text]:
    """The user's settings, one line each, for people."""
    quiet = settings.get("quiet")
    interval = settings.get("interval")
    told = settings.get("told", "mention")
    return [
        say("tm-my-zone", zone=str(settings.get("zone", "UTC"))),
        say("tm-my-quiet", start=f"{quiet[0]:02d}:00", end=f"{quiet[1]:02d}:00") if quiet else say("tm-my-quiet-off"),
        say("tm-my-interval", hours=float(interval)) if interval else say("tm-my-interval-table"),
        say("tm-my-told-dm") if told == "dm" else say("tm-my-told-mention"),
        say("tm-my-before", on=bool(settings.get("before"))),
    ]


class Settings:
    """A user's own settings: read, change (all given or none), describe."""

    def __init__(self, ctx: Context):
        self.ctx = ctx

    async def of(self, user_id: str) -> dict[str, Any]:
        return await self.ctx.store.user_settings(user_id)

    async def checked(self, user: User, changes: dict[str, Any], least_hours: float) -> dict[str, Any]:
        """The settings after ``changes`` (setting -> value as typed; None:
        unchanged), or Refused for the first wrong one; nothing stored."""
        settings = dict(await self.of(user.id))
        for key, value in changes.items():
            if value is None:
                continue
            if key == "zone":
                settings["zone"] = checked_zone(value)
            elif key == "quiet":
                settings["quiet"] = checked_quiet(value)
            elif key == "interval":
                settings["interval"] = checked_interval(value, least_hours)
            elif key == "told":
                settings["told"] = checked_told(value)
            elif key == "before":
                settings["before"] = checked_switch(value)
            else:
                raise Refused(say("tm-no-my-setting", key=repr(key)))
        return {k: v for k, v in settings.items()
                if v not in (None, False) and not (k == "told" and v == "mention") and not (k == "zone" and v == "UTC")}
