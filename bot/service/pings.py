"""The one place that decides when a player is pinged (pure: no store, no
event loop): from the table's reminder times, the player's own interval,
their quiet hours in their own time zone, a mute of this decision and a
vacation, at ``now``.

The table proposes (the turn announcement when a decision becomes due,
then its clock's reminder times, or every ``REMINDER_INTERVAL`` at a table
without a clock); the player's rhythm only ever delays or drops a ping,
never adds one: a ping waits until the player's interval has passed since
their last ping of this decision (the turn announcement's included), and one that falls in their quiet hours
waits until those end (reckoned in their zone at that moment, so a change
of zone and a daylight-saving switch are honoured). A muted decision and a
player on vacation get no ping at all. The table's deadlines never wait
for quiet hours.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo


@dataclass(frozen=True)
class Rhythm:
    """What the scheduler reads of a player's settings."""

    zone: str = "UTC"
    quiet: tuple[int, int] | None = None  # (start hour, end hour) in ``zone``; may wrap midnight
    interval: timedelta | None = None  # at least this long between two pings of one decision
    away: bool = False  # on vacation: no pings


def quiet_at(rhythm: Rhythm, moment: datetime) -> bool:
    """Whether ``moment`` falls in the player's quiet hours."""
    if rhythm.quiet is None:
        return False
    start, end = rhythm.quiet
    hour = moment.astimezone(ZoneInfo(rhythm.zone)).hour
    if start < end:
        return start <= hour < end
    return hour >= start or hour < end


def after_quiet(rhythm: Rhythm, moment: datetime) -> datetime:
    """``moment``, or the end of the quiet hours it falls in (the first
    moment at the end hour on the wall clock of the player's zone)."""
    if rhythm.quiet is None or not quiet_at(rhythm, moment):
        return moment
    zone = ZoneInfo(rhythm.zone)
    local = moment.astimezone(zone)
    end = datetime.combine(local.date(), time(rhythm.quiet[1]), tzinfo=zone)
    if end <= local:
        end = datetime.combine(local.date() + timedelta(days=1), time(rhythm.quiet[1]), tzinfo=zone)
    return end.astimezone(moment.tzinfo)


def next_ping(table_next: datetime | None, announced: bool, owing_since: datetime,
              last: datetime | None, rhythm: Rhythm, muted: bool) -> datetime | None:
    """When the player's next ping of this decision is due (None: none).

    ``table_next``: the table's next reminder time for the decision (None:
    the table sends no more); ``announced``: whether the turn announcement
    pinged the player (when it did not, because it fell in quiet hours, the
    first ping is that announcement's, waiting for their end); ``last``:
    when the player was last pinged for this decision."""
    if muted or rhythm.away:
        return None
    at = owing_since if not announced and last is None else table_next
    if at is None:
        return None
    previous = last if last is not None else (owing_since if announced else None)
    if previous is not None and rhythm.interval is not None:
        at = max(at, previous + rhythm.interval)
    return after_quiet(rhythm, at)


def due(table_next: datetime | None, announced: bool, owing_since: datetime, last: datetime | None,
        rhythm: Rhythm, muted: bool, now: datetime) -> bool:
    """Whether the player is to be pinged now."""
    at = next_ping(table_next, announced, owing_since, last, rhythm, muted)
    return at is not None and at <= now


def ping_now(rhythm: Rhythm, now: datetime) -> bool:
    """Whether a ping that happens now (a turn announcement) may ping the
    player: not on vacation, not in their quiet hours."""
    return not rhythm.away and not quiet_at(rhythm, now)
