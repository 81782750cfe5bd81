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
        hint = f" Did you mean {', '.join(close)}?" if close else ""
        raise Refused(f"There is no time zone {name!r}. Use a name like Europe/Berlin, America/Los_Angeles or"
                      f" Asia/Tokyo (the IANA names).{hint}") from None
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
        raise Refused(f"Quiet hours are two different whole hours from 0 to 23 in your time zone, start-end,"
                      f" like 23-07 (they may wrap midnight), or off; not {value!r}.")
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
        raise Refused(f"Your reminder interval is a number of hours from {least_hours:g} (the referee never"
                      f" reminds more often than that) to {MAX_INTERVAL_HOURS}, or off for the table's own;"
                      f" not {value!r}.")
    return hours


def checked_told(value: Any) -> str:
    key = str(value).strip().lower()
    if key not in TOLD:
        raise Refused(f"You can be told it is your turn by `mention` (in the game's channel) or `dm` (a direct"
                      f" message), not {value!r}.")
    return key


def checked_switch(value: Any) -> bool:
    key = str(value).strip().lower()
    if key in ("true", "on", "yes", "1"):
        return True
    if key in ("false", "off", "no", "0"):
        return False
    raise Refused(f"Telling you when the player before you starts is on or off, not {value!r}.")


def described(settings: dict[str, Any]) -> list[str]:
    """The user's settings, one line each, for people."""
    quiet = settings.get("quiet")
    interval = settings.get("interval")
    told = settings.get("told", "mention")
    return [
        f"time zone: {settings.get('zone', 'UTC')}",
        f"quiet hours: {quiet[0]:02d}:00-{quiet[1]:02d}:00 (no pings then; a ping waits until they end)"
        if quiet else "quiet hours: off",
        f"reminder interval: at most one reminder every {interval:g} hours" if interval
        else "reminder interval: the table's own",
        "told it is your turn: by a direct message (a mention in the channel when Discord cannot send one)"
        if told == "dm" else "told it is your turn: by a mention in the game's channel",
        f"told when the player before you starts: {'on' if settings.get('before') else 'off'}",
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
                raise Refused(f"There is no setting {key!r}. Settings: zone, quiet, interval, told, before,"
                              " vacation.")
        return {k: v for k, v in settings.items()
                if v not in (None, False) and not (k == "told" and v == "mention") and not (k == "zone" and v == "UTC")}
