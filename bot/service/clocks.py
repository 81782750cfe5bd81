"""The table's clock: the presets a table may choose, and the arithmetic of
its time banks, deadlines and reminders (pure: no store, no event loop).

A preset is data. Each seat has a time bank that runs only while the seat
owes a decision; after each decision the seat gets ``increment`` added,
never above ``cap``. A new game's seats start with ``initial``.
``reminders`` is the most pings one decision gets: the turn announcement
(when the decision becomes due), then one at half of the time it had, then
one shortly before it runs out (at a tenth of that time before the end, at
most an hour before).

- ``relaxed``: 3 days for every move (the bank is refilled to 3 days).
- ``daily``: 24 hours a move, saved up in a bank of at most 3 days (a new
  game starts with 3 days).
- ``brisk``: 8 hours for every move.
- ``live``: 5 minutes a move, saved up in a bank of at most 15 minutes
  (a new game starts with 15 minutes), for people playing together: only
  the turn announcement and one warning shortly before the end.
- ``none``: no clock (the default): reminders every ``REMINDER_INTERVAL``.

The clock document a game stores (``GameRow.clock``, written in the same
transaction as the change that moves it):

- ``banks``: seat -> [seconds left, when they were last settled]; an owing
  seat's bank runs from that time, so its deadline is that time plus the
  seconds;
- ``reminded``: seat -> [the owing_since of the decision, pings sent for it];
- ``out``: seat -> the owing_since of the decision whose time ran out and
  was told to the table;
- ``unanswered``: seat -> reminders sent since the seat last acted;
  ``muted``: seats told that their reminders stopped (both reset when the
  seat acts);
- ``votes``: the open votes on seats whose time ran out (see
  :mod:`bot.service.ballots`), dropped when the seat's decision changes;
- ``acted``: when a player last acted (a game idle for long is closed);
- ``away``: seat -> when its player went on vacation (its bank stops then;
  :mod:`bot.service.vacations`); ``hushed``: seat -> the owing_since of the
  decision its player muted; ``pinged``: seat -> [owing_since, when its
  player was last pinged for it] (:mod:`bot.service.pings`);
  ``heads``: seat -> the owing_since of the decision before it that its
  player was told had started; ``back``: seat -> when its player came back
  from a vacation (``idle_hours`` count from then at most);
- ``undo``: the banks before the last human move ({"seat": s, "banks": ...}),
  which taking that move back restores.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from babel.dates import format_datetime

from bot.i18n import SOURCE, catalogue
from rules.base import Text, joined, say
from storage.base import GameRow, SeatRow, parse_time

HOUR = 3600.0
DAY = 24 * HOUR
NEAR_END = timedelta(hours=1)  # the last warning comes at most this long before the end


@dataclass(frozen=True)
class Preset:
    name: str
    initial: float  # seconds in each seat's bank when the game starts
    increment: float  # seconds added after each decision
    cap: float  # the bank never holds more
    reminders: int  # pings per decision at most, the turn announcement included
    summary: str  # what it means, in one line for players


PRESETS: dict[str, Preset] = {p.name: p for p in (
    Preset("relaxed", 3 * DAY, 3 * DAY, 3 * DAY, 3, "3 days for every move"),
    Preset("daily", 3 * DAY, DAY, 3 * DAY, 3, "24 hours a move, saved up to a bank of 3 days"),
    Preset("brisk", 8 * HOUR, 8 * HOUR, 8 * HOUR, 3, "8 hours for every move"),
    Preset("live", 15 * 60.0, 5 * 60.0, 15 * 60.0, 2, "5 minutes a move, saved up to a bank of 15 minutes"),
)}
NONE = "none"
CHOICES = (*PRESETS, NONE)


def explained(locale: str | None = None) -> str:
    """The clocks in a few lines, for the help and the settings, in
    ``locale`` (None: English) from the catalogues' ``rules`` domain."""
    words = catalogue()
    lines = [words.text(locale, "rules-clocks")]
    lines += [words.text(locale, "rules-clock", name=name, summary=words.text(locale, f"rules-clock-{name}"))
              for name in CHOICES]
    lines.append(words.text(locale, "rules-clocks-timeout"))
    return "\n".join(lines)


def named(preset: Preset | None) -> Text:
    """A preset as players read it: "daily (24 hours a move, ...)", or
    "none" (the words are the catalogue's ``rules-clock-*``)."""
    if preset is None:
        return say("tm-clock-none")
    return say("tm-clock-named", name=preset.name, summary=say(f"rules-clock-{preset.name}"))


def preset_of(settings: dict[str, Any]) -> Preset | None:
    """The table's preset (None: no clock)."""
    return PRESETS.get(str(settings.get("clock") or NONE))


def checked(name: str | None) -> str:
    """A preset name as stored, or ValueError with the sentence to show."""
    key = (name or NONE).strip().lower()
    if key not in CHOICES:
        raise ValueError(say("tm-no-clock", name=repr(name), clocks=", ".join(CHOICES)))
    return key


def iso(moment: datetime) -> str:
    return moment.isoformat(timespec="seconds")


def moment(at: datetime, locale: str | None = SOURCE) -> str:
    """A date and time in UTC as the reader's locale writes it
    ("2026-11-01 20:00 UTC"; German "01.11.26, 20:00 UTC"), for text that
    no front end turns into a timestamp of its own."""
    if (locale or SOURCE) == SOURCE:
        return at.strftime("%Y-%m-%d %H:%M UTC")
    return format_datetime(at, "short", tzinfo=at.tzinfo, locale=locale) + " UTC"


def span(seconds: float) -> Text:
    """Seconds as a person reads them: '2 days 3 hours', '14 minutes' (in
    the reader's language: the catalogue picks each unit's plural form)."""
    seconds = max(0, int(seconds))
    days, rest = divmod(seconds, int(DAY))
    hours, rest = divmod(rest, int(HOUR))
    minutes = rest // 60
    parts = [(days, "tm-days"), (hours, "tm-hours"), (minutes, "tm-minutes")]
    words = [say(unit, n=n) for n, unit in parts if n][:2]
    return joined(words) if words else say("tm-less-than-a-minute")


def bank(clock: dict[str, Any], seat: int, preset: Preset) -> tuple[float, datetime | None]:
    """(seconds, settled at) of a seat; a seat never settled has the
    preset's initial bank."""
    entry = clock.get("banks", {}).get(str(seat))
    if not entry:
        return preset.initial, None
    return float(entry[0]), parse_time(entry[1])


def remaining(clock: dict[str, Any], seat: SeatRow, preset: Preset, now: datetime) -> float:
    """Seconds left in a seat's bank at ``now`` (running only while it owes)."""
    seconds, settled = bank(clock, seat.seat, preset)
    since = settled or parse_time(seat.owing_since)
    if seat.owing_since and not seat.is_computer and since is not None:
        return seconds - (stopped(clock, seat.seat, now, since) - since).total_seconds()
    return seconds


def stopped(clock: dict[str, Any], seat: int, now: datetime, since: datetime) -> datetime:
    """Until when a seat's bank ran: ``now``, or when its player went on
    vacation (``away``, see :mod:`bot.service.vacations`; never before
    ``since``, when it was last settled)."""
    away = parse_time(clock.get("away", {}).get(str(seat)))
    return now if away is None else max(since, min(now, away))


def deadline(clock: dict[str, Any], seat: SeatRow, preset: Preset) -> datetime | None:
    """When an owing human seat's bank runs out (None: it owes nothing)."""
    if not seat.owing_since or seat.is_computer or str(seat.seat) in clock.get("away", {}):
        return None  # owes nothing, or its clock stopped (on vacation)
    seconds, settled = bank(clock, seat.seat, preset)
    since = settled or parse_time(seat.owing_since)
    assert since is not None
    return since + timedelta(seconds=seconds)


def settle(clock: dict[str, Any], preset: Preset | None, seats: list[SeatRow],
           owing: dict[int, str | None], now: datetime, mover: int | None,
           acted: bool) -> dict[str, Any]:
    """The clock document after a change: ``owing`` is the change's owing
    times (seats absent from it still owe what they owed); ``mover`` the
    seat that decided (topped up by the increment); ``acted``: a player
    acted (the game is not idle)."""
    new = {k: (dict(v) if isinstance(v, dict) else v) for k, v in clock.items()}
    if acted:
        new["acted"] = iso(now)
    if new.get("votes"):  # a seat that decided since its time ran out: its vote closes, nothing done
        new["votes"] = {k: v for k, v in new["votes"].items() if int(k) not in owing}
    if mover is not None:
        new.setdefault("unanswered", {}).pop(str(mover), None)
        new["muted"] = [s for s in new.get("muted", []) if s != mover]
    if preset is None:
        return new
    banks = new.setdefault("banks", {})
    for seat in seats:
        if seat.seat not in owing or seat.is_computer:
            continue  # still owes the same decision: its bank keeps running
        left = max(0.0, remaining(clock, seat, preset, now))
        if seat.seat == mover:
            left = min(preset.cap, left + preset.increment)
        banks[str(seat.seat)] = [left, iso(now)]
    return new


def restart(clock: dict[str, Any], preset: Preset | None, seats: list[SeatRow], now: datetime) -> dict[str, Any]:
    """The clock document after the table changed its clock: every seat
    starts again with the preset's initial bank, from now."""
    new = dict(clock)
    new.pop("undo", None)
    new.pop("out", None)
    if preset is None:
        new.pop("banks", None)
    else:
        new["banks"] = {str(s.seat): [preset.initial, iso(now)] for s in seats}
    return new


def before_move(clock: dict[str, Any], preset: Preset | None, seats: list[SeatRow],
                mover: int, now: datetime) -> dict[str, Any] | None:
    """What taking back ``mover``'s move must restore: every bank as it was,
    the mover's charged with the time it took (the increment taken back)."""
    if preset is None:
        return None
    banks = {}
    for seat in seats:
        seconds, settled = bank(clock, seat.seat, preset)
        if seat.seat == mover:
            seconds = max(0.0, remaining(clock, seat, preset, now))
        banks[str(seat.seat)] = seconds
    return {"seat": mover, "banks": banks}


def restored(clock: dict[str, Any], mover: int, now: datetime) -> dict[str, Any]:
    """The clock document with the banks from before ``mover``'s last move
    (see :func:`before_move`), all settled now."""
    new = dict(clock)
    snapshot = new.pop("undo", None)
    if not snapshot or snapshot.get("seat") != mover:
        return new
    new["banks"] = {seat: [seconds, iso(now)] for seat, seconds in snapshot["banks"].items()}
    return new


def reminder_times(clock: dict[str, Any], seat: SeatRow, preset: Preset) -> list[datetime]:
    """When a decision's pings are due: when it became due (the turn
    announcement), at half of its time, shortly before the end; a preset
    allowing fewer pings keeps the announcement and the last warning."""
    start = parse_time(seat.owing_since)
    end = deadline(clock, seat, preset)
    if start is None or end is None:
        return []
    whole = end - start
    near_end = end - min(NEAR_END, whole / 10)
    if preset.reminders >= 3:
        return [start, start + whole / 2, near_end]
    return [start, near_end][:preset.reminders]  # fewer pings: the warning before the end first


def pings_sent(clock: dict[str, Any], seat: SeatRow) -> int:
    """Pings already sent for the seat's current decision (the turn
    announcement counts as the first)."""
    entry = clock.get("reminded", {}).get(str(seat.seat))
    if entry and entry[0] == seat.owing_since:
        return int(entry[1])
    return 1


def unanswered(clock: dict[str, Any], seat: int) -> int:
    return int(clock.get("unanswered", {}).get(str(seat), 0))


def last_action(row: GameRow, seats: list[SeatRow]) -> datetime | None:
    """When a player last acted in the game, as well as its record tells."""
    acted = parse_time(row.clock.get("acted"))
    if acted is not None:
        return acted
    times = [t for s in seats if (t := parse_time(s.owing_since)) is not None]
    return max(times) if times else parse_time(row.updated_at)


def banks_line(row: GameRow, seats: list[SeatRow], now: datetime) -> str | Text:
    """The table's clock and every seat's bank, in one line for `status`
    (a Text: the reader's words render it; empty for a table without a
    clock)."""
    preset = preset_of(row.settings)
    if preset is None:
        return ""
    parts: list[Text] = []
    for seat in seats:
        if seat.is_computer:
            parts.append(say("tm-bank-computer", name=seat.name))
            continue
        left = remaining(row.clock, seat, preset, now)
        running = "running" if seat.owing_since else "idle"
        if str(seat.seat) in row.clock.get("away", {}):
            running = "away"
        parts.append(say("tm-bank", name=seat.name, left=span(left) if left > 0 else say("tm-out-of-time"),
                         state=running))
    return say("tm-banks", clock=named(preset), banks=joined(parts, "; "))
