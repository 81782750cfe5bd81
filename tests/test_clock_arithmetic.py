"""The table's clock as arithmetic (bot/service/clocks.py, issue 27): what a
change records, when a decision's pings fall, and when a game was last
played. Pure functions; the service-level behaviour is in test_clock.py."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.service import clocks
from storage.base import GameRow, SeatRow

T0 = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
DAILY = clocks.PRESETS["daily"]


def seat(number: int, *, owing: datetime | None = None, computer: bool = False) -> SeatRow:
    return SeatRow(number, f"u{number}", f"P{number}", computer, False,
                   clocks.iso(owing) if owing is not None else None)


def test_a_change_records_when_a_player_last_acted_only_when_one_did():
    seats = [seat(0), seat(1, owing=T0)]
    chore = clocks.settle({"acted": clocks.iso(T0)}, DAILY, seats, {}, T0 + timedelta(hours=5), None, acted=False)
    assert chore["acted"] == clocks.iso(T0)  # a background change is not a player acting
    move = clocks.settle({}, DAILY, seats, {}, T0 + timedelta(hours=5), 0, acted=True)
    assert move["acted"] == clocks.iso(T0 + timedelta(hours=5))


def test_the_mover_is_unmuted_and_the_others_stay_muted():
    """REMINDER_LIMIT: a seat whose reminders stopped gets them again once it plays."""
    clock = {"muted": [0, 1], "unanswered": {"0": 6, "1": 6}}
    after = clocks.settle(clock, None, [seat(0), seat(1)], {}, T0, 0, acted=True)
    assert after["muted"] == [1] and after["unanswered"] == {"1": 6}
    assert clock["muted"] == [0, 1]  # the document read is left as it was


def test_a_computer_seat_owing_a_decision_gets_no_pings():
    assert clocks.reminder_times({}, seat(0, owing=T0, computer=True), DAILY) == []
    assert clocks.reminder_times({}, seat(0), DAILY) == []  # owes nothing
    start, half, near = clocks.reminder_times({}, seat(0, owing=T0), DAILY)
    end = clocks.deadline({}, seat(0, owing=T0), DAILY)
    assert start == T0 and end is not None and half == T0 + (end - T0) / 2
    assert near == end - clocks.NEAR_END


def test_the_last_action_is_the_recorded_one_before_any_seats_owing_time():
    seats = [seat(0, owing=T0 + timedelta(days=3)), seat(1)]
    row = GameRow(1, "g", "c", "bits", "active", {}, 1, "{}", 4, "u", clocks.iso(T0), clocks.iso(T0),
                  clock={"acted": clocks.iso(T0 + timedelta(days=1))})
    assert clocks.last_action(row, seats) == T0 + timedelta(days=1)
    row.clock = {}
    assert clocks.last_action(row, seats) == T0 + timedelta(days=3)  # older games: the latest owing time


def test_taking_back_restores_only_the_movers_own_snapshot():
    """``restored`` puts back the banks from before the mover's own move; a
    snapshot of another seat's move, or none, leaves the banks as they are."""
    banks = {"0": [100.0, T0.isoformat()], "1": [200.0, T0.isoformat()]}
    later = T0 + timedelta(hours=1)
    assert clocks.restored({"banks": banks}, 0, later) == {"banks": banks}
    other = {"banks": banks, "undo": {"seat": 1, "banks": {"0": 5.0, "1": 6.0}}}
    assert clocks.restored(other, 0, later) == {"banks": banks}
    own = clocks.restored({**other, "undo": {"seat": 0, "banks": {"0": 5.0, "1": 6.0}}}, 0, later)
    assert own == {"banks": {"0": [5.0, later.isoformat()], "1": [6.0, later.isoformat()]}}
