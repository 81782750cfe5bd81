"""The rules of the table's votes, as arithmetic on the clock document
(pure: no store, no event loop): who votes when a player's time ran out,
how long the vote stays open, what a set of answers decides, and what each
decision does to the clock.

When an owing human's time runs out, the OTHER human players still playing
at the table vote (the player does not vote on their own time):

- ``wait``: wait longer; a day is added to that seat's bank;
- ``skip``: skip this turn; a computer (the usual computer player) makes this
  one decision for the seat, which the player keeps (their bank gets the
  preset's increment);
- ``hand``: hand the seat to a computer, which plays it from now on (as idle
  replacement does); the game becomes unrated.

The vote is open for a day (for a ``live`` table: the preset's increment,
5 minutes). It is decided as soon as one choice has more than half of all
the voters (no later answer could change it) or everyone answered;
otherwise when its window ends, by the majority of those who answered. A
tie, or no answer at all, gives the table's default (the setting
``timeout_default``: ``wait``, ``skip`` or ``hand``; ``wait`` unless the
table chose otherwise). With nobody else to vote (a solo game, or only
computers besides), the default applies at once. Nothing happens to the
seat while its vote is open; if its player decides meanwhile, the vote is
closed with nothing done.

The clock document keeps open votes under ``votes``: seat -> {"since": the
owing_since of the decision whose time ran out, "until": when the window
ends, "voters": user ids, "answers": user id -> choice}.
"""

from __future__ import annotations

from collections import Counter
from datetime import datetime, timedelta
from typing import Any

from bot.service import clocks
from rules.base import Text, say
from storage.base import SeatRow, parse_time

CHOICES = ("wait", "skip", "hand")
DEFAULT = "wait"
# What each choice means, and what it did to a player's seat (in the
# catalogue's words: ``tm-choice-*``, ``tm-done-*``).
WORDS = {choice: say(f"tm-choice-{choice}") for choice in CHOICES}
WINDOW = timedelta(days=1)


def done(choice: str, name: str) -> Text:
    """What ``choice`` did to ``name``'s seat, in one sentence."""
    return say(f"tm-done-{choice}", name=name)


def default_of(settings: dict[str, Any]) -> str:
    """The table's default when a vote gets no answer (or a tie)."""
    value = str(settings.get("timeout_default") or DEFAULT)
    return value if value in CHOICES else DEFAULT


def checked(value: Any) -> str:
    """A choice as stored, or ValueError with the sentence to show."""
    key = str(value or "").strip().lower()
    if key not in CHOICES:
        raise ValueError(say("tm-no-choice", value=repr(value), choices=", ".join(CHOICES)))
    return key


def window(settings: dict[str, Any]) -> timedelta:
    """How long a vote stays open: a day, or one move's time on `live`."""
    preset = clocks.preset_of(settings)
    if preset is not None and preset.name == "live":
        return timedelta(seconds=preset.increment)
    return WINDOW


def voters(seats: list[SeatRow], subject: int) -> list[str]:
    """Who votes on ``subject``'s time: the other humans still playing."""
    return [s.user_id for s in seats if s.seat != subject and not s.is_computer and not s.resigned]


def opened(clock: dict[str, Any], seat: SeatRow, who: list[str], until: datetime) -> dict[str, Any]:
    """The clock document with a vote on ``seat``'s time open until ``until``."""
    new = dict(clock)
    votes = dict(new.get("votes", {}))
    votes[str(seat.seat)] = {"since": seat.owing_since, "until": clocks.iso(until), "voters": who, "answers": {}}
    new["votes"] = votes
    return new


def open_votes(clock: dict[str, Any], seats: list[SeatRow]) -> dict[int, dict[str, Any]]:
    """The votes still standing: seat -> entry (a vote whose seat decided
    since, or went to a computer, stands no more)."""
    found = {}
    by_seat = {s.seat: s for s in seats}
    for key, entry in clock.get("votes", {}).items():
        seat = by_seat.get(int(key))
        if seat is not None and not seat.is_computer and seat.owing_since == entry.get("since"):
            found[int(key)] = entry
    return found


def answered(entry: dict[str, Any], user_id: str, choice: str) -> dict[str, Any]:
    """The vote with ``user_id``'s answer (a later answer replaces theirs)."""
    return {**entry, "answers": {**entry.get("answers", {}), user_id: choice}}


def decision(entry: dict[str, Any], now: datetime, default: str) -> str | None:
    """What the vote decides at ``now`` (None: it is still open)."""
    counts = Counter(entry.get("answers", {}).values())
    total = len(entry.get("voters", []))
    for choice, n in counts.items():
        if 2 * n > total:
            return choice
    until = parse_time(entry.get("until"))
    if len(entry.get("answers", {})) < total and until is not None and now < until:
        return None
    ranked = counts.most_common()
    if not ranked or (len(ranked) > 1 and ranked[0][1] == ranked[1][1]):
        return default
    return ranked[0][0]


def closed(clock: dict[str, Any], seat: int) -> dict[str, Any]:
    """The clock document without the vote on ``seat`` and without the note
    that its time ran out (so that it may run out again)."""
    new = dict(clock)
    new["votes"] = {k: v for k, v in clock.get("votes", {}).items() if k != str(seat)}
    new["out"] = {k: v for k, v in clock.get("out", {}).items() if k != str(seat)}
    return new


def waited(clock: dict[str, Any], seat: SeatRow, settings: dict[str, Any], now: datetime) -> dict[str, Any]:
    """The clock document after ``wait``: the seat's bank, settled now, gets
    a day more (what it had left, never below nothing, plus a day)."""
    preset = clocks.preset_of(settings)
    new = closed(clock, seat.seat)
    if preset is not None:
        left = max(0.0, clocks.remaining(clock, seat, preset, now)) + clocks.DAY
        new["banks"] = {**clock.get("banks", {}), str(seat.seat): [left, clocks.iso(now)]}
    return new


def skipped(clock: dict[str, Any], seat: int, settings: dict[str, Any], now: datetime) -> dict[str, Any]:
    """The clock document after ``skip``: the seat's bank holds one
    increment of the table's preset, settled now."""
    preset = clocks.preset_of(settings)
    new = closed(clock, seat)
    if preset is not None:
        new["banks"] = {**clock.get("banks", {}), str(seat): [min(preset.cap, preset.increment), clocks.iso(now)]}
    return new
