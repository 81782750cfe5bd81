"""The table's clock (issue 27): time banks that run only while a seat owes
a decision, deadlines in replies, reminders by the clock, time running out,
reminders that stop, and games nobody plays closed. The service is driven
with a given clock (no sleeping)."""

import asyncio
import io
import re
from datetime import timedelta
from types import SimpleNamespace

import pytest

from bot import cli
from bot.console.session import play as play_console
from bot.service import Forbidden, Refused, Service, User
from bot.service.clocks import PRESETS
from storage.base import migrations
from storage.postgres import PostgresStore
from storage.store import Store
from tests.support.clock import START, Clock
from tests.support.old_schema import postgres_at, sqlite_at

pytestmark = pytest.mark.usefixtures("both_stores")  # every test on SQLite and on PostgreSQL

G, C = "guild", "chan"
ALICE = User("1", "Alice")
BOB = User("2", "Bob")
T0 = START
H = timedelta(hours=1)
DAY = timedelta(days=1)
MINUTE = timedelta(minutes=1)


@pytest.fixture
async def service(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "clock.db")
    svc = Service(store, clock=Clock())
    await svc.store.set_guild_settings(G, {"vacation_days": 0})  # no vacation day spent (issue 27)
    yield svc
    await svc.store.close()


async def started(service, clock="daily", **options):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 3, **options}, seed=5, settings={"clock": clock})
    await service.join(G, C, BOB)
    return await service.start(G, C, ALICE)


async def play(service, user):
    [first, *_] = await service.legal_moves(G, C, user, "")
    return await service.move(G, C, user, first.notation)


def due(reply):
    return {d.user_id: d.at for d in reply.deadlines}


async def status_deadlines(service):
    return due(await service.status(G, C))


def test_presets_are_data_with_honest_numbers():
    assert {p.name: (p.initial, p.increment, p.cap) for p in PRESETS.values()} == {
        "relaxed": (3 * 86400, 3 * 86400, 3 * 86400),
        "daily": (3 * 86400, 86400, 3 * 86400),
        "brisk": (8 * 3600, 8 * 3600, 8 * 3600),
        "live": (900, 300, 900),
    }
    assert all(p.cap >= p.initial and 1 <= p.reminders <= 3 for p in PRESETS.values())


async def test_a_game_without_a_clock_has_no_deadlines(service):
    reply = await started(service, clock="none")
    assert reply.deadlines == []
    assert "Clock" not in (await service.status(G, C)).text


async def test_the_bank_runs_only_while_owing_and_is_topped_up_never_above_its_cap(service):
    clock = service.clock
    start = await started(service)
    assert due(start) == {ALICE.id: T0 + 3 * DAY}  # only the owing seat has a deadline
    clock.now += 2 * DAY
    reply = await play(service, ALICE)  # 3 days - 2 days + 1 day
    assert due(reply) == {BOB.id: clock.now + 3 * DAY}  # Bob's bank did not run while Alice owed
    alice_moved = clock.now
    clock.now += 10 * H
    reply = await play(service, BOB)  # 3 days - 10 hours + 1 day: capped at 3 days
    assert due(reply) == {ALICE.id: clock.now + 2 * DAY}
    assert alice_moved + 10 * H == clock.now
    clock.now += 5 * H
    assert await status_deadlines(service) == {ALICE.id: clock.now - 5 * H + 2 * DAY}
    status = (await service.status(G, C)).text
    assert "Clock: daily" in status and "Alice 1 day 19 hours, running" in status and "Bob 3 days" in status


async def test_simultaneous_rounds_run_each_owing_seat_until_it_acts(service):
    clock = service.clock
    start = await started(service, clock="live", simultaneous=True)
    assert due(start) == {ALICE.id: T0 + 15 * MINUTE, BOB.id: T0 + 15 * MINUTE}
    clock.now += 4 * MINUTE
    reply = await play(service, ALICE)
    assert due(reply) == {BOB.id: T0 + 15 * MINUTE}  # Bob's time keeps running
    clock.now += 8 * MINUTE
    reply = await play(service, BOB)  # the round ends: both owe again
    # Alice: 15 - 4 + 5, capped at 15; Bob: 15 - 12 + 5 = 8 minutes.
    assert due(reply) == {ALICE.id: clock.now + 15 * MINUTE, BOB.id: clock.now + 8 * MINUTE}


async def test_undo_restores_the_banks_from_before_the_move(service):
    clock = service.clock
    await started(service, undo=True)
    clock.now += 2 * DAY
    await play(service, ALICE)  # Alice had 1 day left, topped up to 2
    clock.now += H
    reply = await service.undo(G, C, ALICE)
    assert due(reply) == {ALICE.id: clock.now + DAY}  # the increment is taken back; Bob owes nothing
    clock.now += H
    reply = await play(service, ALICE)
    assert due(reply) == {BOB.id: clock.now + 3 * DAY}  # Bob's bank is as it was


async def test_a_restart_keeps_the_banks_exact(service, tmp_path):
    clock = service.clock
    await started(service)
    clock.now += 30 * H
    await play(service, ALICE)
    before = await status_deadlines(service)
    await service.store.close()
    store = await Store.open(tmp_path / "clock.db")
    again = Service(store, clock=clock)
    service.store = store  # the fixture closes it
    clock.now += 5 * H
    assert await status_deadlines(again) == before == {BOB.id: T0 + 30 * H + 3 * DAY}


async def remind(service, interval=timedelta(hours=12)):
    """One round of the background reminders: who was reminded."""
    sent = []
    for row, late in await service.due_reminders(interval):
        if await service.claim_reminder(row.id, row.last_reminder_at, [s.seat for s in late]):
            sent.append([s.user_id for s in late])
    return sent


async def test_reminders_follow_the_clock_due_half_and_near_the_end_never_more(service):
    clock = service.clock
    await started(service)  # Alice: 3 days from T0; the turn announcement was the first ping
    clock.now = T0 + 13 * H
    assert await remind(service) == []  # the interval does not count at a table with a clock
    clock.now = T0 + 36 * H - MINUTE
    assert await remind(service) == []
    clock.now = T0 + 36 * H
    assert await remind(service) == [[ALICE.id]]  # at half of the time
    assert await remind(service) == []
    clock.now = T0 + 3 * DAY - H
    assert await remind(service) == [[ALICE.id]]  # an hour before the end
    for hours in (1, 5, 48):
        clock.now = T0 + 3 * DAY + hours * H
        assert await remind(service) == []  # the allowance (3) is spent
    await play(service, ALICE)
    clock.now += 36 * H
    assert await remind(service) == [[BOB.id]]  # a new decision, a new allowance


async def test_a_late_check_sends_one_reminder_not_every_missed_one(service):
    clock = service.clock
    await started(service)
    clock.now = T0 + 3 * DAY - 10 * MINUTE  # half and near-end both passed
    assert await remind(service) == [[ALICE.id]]
    clock.now += 5 * MINUTE
    assert await remind(service) == []


async def test_live_tables_get_only_the_announcement_and_one_warning(service):
    clock = service.clock
    await started(service, clock="live")
    clock.now = T0 + 7 * MINUTE + 30 * timedelta(seconds=1)  # half of 15 minutes: no ping
    assert await remind(service) == []
    clock.now = T0 + 13 * MINUTE + 30 * timedelta(seconds=1)  # a tenth of the time before the end
    assert await remind(service) == [[ALICE.id]]
    clock.now = T0 + 14 * MINUTE
    assert await remind(service) == []  # live allows 2 pings: the announcement and this one


async def test_time_running_out_is_told_once_and_the_seat_keeps_its_turn(service):
    clock = service.clock
    await started(service)
    clock.now = T0 + 3 * DAY - MINUTE
    assert await service.expire() == []
    clock.now = T0 + 3 * DAY + MINUTE
    [told] = await service.expire()
    # Issue 27 part B: the notice now opens the others' vote (tests/test_votes.py); the seat keeps its turn.
    assert told.text.startswith("Alice's time ran out. Nothing happens to the seat until the other players decide")
    pending = [a.payload["text"] for a in await service.pending_announcements(told.game_id)]
    assert told.text in pending  # through the outbox, with the change
    assert await service.expire() == []  # once
    assert "Alice out of time, running" in (await service.status(G, C)).text
    reply = await play(service, ALICE)  # still Alice's turn; her bank is 0 + 1 day
    assert due(reply) == {BOB.id: clock.now + 3 * DAY}
    clock.now += 2 * DAY
    assert due(await play(service, BOB)) == {ALICE.id: clock.now + DAY}


async def test_the_table_changes_its_clock_in_the_settings(service):
    await started(service, clock="none")
    with pytest.raises(Forbidden):
        await service.set_setting(G, C, BOB, "clock", "daily")
    with pytest.raises(Refused, match="There is no clock 'hourly'"):
        await service.set_setting(G, C, ALICE, "clock", "hourly")
    service.clock.now += 5 * DAY
    reply = await service.set_setting(G, C, ALICE, "clock", "brisk")
    assert "now brisk (8 hours for every move)" in reply.text
    assert await status_deadlines(service) == {ALICE.id: service.clock.now + 8 * H}
    assert "Clock: brisk" in (await service.settings_text(G, C)).text
    await service.set_setting(G, C, ALICE, "clock", "none")
    assert await status_deadlines(service) == {}


async def test_a_new_game_refuses_an_unknown_clock(service):
    with pytest.raises(Refused, match="There is no clock 'slow'"):
        await service.new_game(G, C, "tiny", ALICE, settings={"clock": "slow"})
    reply = await service.new_game(G, C, "tiny", ALICE, settings={"clock": "Daily"})
    assert "Clock: daily (24 hours a move, saved up to a bank of 3 days)" in reply.text


async def test_a_bits_game_left_alone_stops_reminding_and_is_closed(tmp_path):
    """Issue 27's measurement: a two-player BITS game left alone for 30 days
    with REMINDER_INTERVAL 12 hours sent 60 reminders. Now reminders stop at
    the limit (the table told once) and the game is closed after 60 days."""
    store = await Store.open(tmp_path / "bits.db")
    service = Service(store, clock=Clock())
    try:
        await service.new_game(G, C, "bits", ALICE, seed=1)
        await service.join(G, C, BOB)
        await service.start(G, C, ALICE)
        sent, told = [], []
        for _ in range(30 * 4):  # every 6 hours for 30 days
            service.clock.now += 6 * H
            sent += await remind(service)
            told += await service.expire(reminder_limit=6, abandon_after=60 * DAY)
        assert len(sent) == 6
        assert len(told) == 1 and "has not answered 6 reminders" in told[0].text
        assert (await service.table(G, C)).row.status == "active"
        closed = []
        for _ in range(30 * 4):
            service.clock.now += 6 * H
            sent += await remind(service)
            closed += await service.expire(reminder_limit=6, abandon_after=60 * DAY)
        assert len(sent) == 6
        [last] = closed
        assert last.finished and "Nobody has played this game of BITS for 60 days" in last.text
        row = await service.game_row(last.game_id)
        assert row is not None and row.status == "aborted"
        assert await service.unfinished() == []
    finally:
        await store.close()


async def test_playing_again_starts_the_reminder_count_anew(service):
    clock = service.clock
    await started(service, clock="none")
    for _ in range(2):
        clock.now += 13 * H
        assert await remind(service) == [[ALICE.id]]
    assert await service.expire(reminder_limit=2) != []
    clock.now += 13 * H
    assert await remind(service) == []  # stopped
    await play(service, ALICE)
    await play(service, BOB)
    clock.now += 13 * H
    assert await remind(service) == [[ALICE.id]]  # Alice played: reminded again
    assert await service.expire(reminder_limit=2) == []


@pytest.mark.sqlite_only("a database as schema 5 left it, built with sqlite3")
async def test_migration_6_keeps_the_games_of_schema_5(tmp_path, tiny_game):
    path = sqlite_at(tmp_path / "old.db", 5)
    async with await Store.open(path) as store:
        assert await store.schema_version() == len(migrations()) >= 7
        row = await store.open_game("g", "c")
        assert row is not None and row.clock == {} and row.settings == {}  # an existing game: no clock
        await store.set_status(row.id, "active", 3, clock={"acted": "2026-01-02T00:00:00+00:00"})
        assert (await store.game(row.id)).clock == {"acted": "2026-01-02T00:00:00+00:00"}


@pytest.mark.postgres_only("a database as schema 5 left it, built with asyncpg")
async def test_migration_6_on_postgresql_keeps_the_games_of_schema_5(pg_schema_url, tiny_game):
    url = await postgres_at(await pg_schema_url(), 5)
    async with await PostgresStore.open(url) as store:
        assert await store.schema_version() == len(migrations()) >= 7
        row = await store.open_game("g", "c")
        assert row is not None and row.clock == {} and (row.state, row.version) == ('{"x": 1}', 3)
        await store.set_status(row.id, "active", 3, clock={"acted": "2026-01-02T00:00:00+00:00"})
        assert (await store.game(row.id)).clock == {"acted": "2026-01-02T00:00:00+00:00"}


async def test_time_running_out_is_one_processs_change(service, tmp_path):
    """Two processes over one database find the same clock run out: the
    table is told once (the change is made against the version read)."""
    await started(service)
    other = Service(await Store.open(tmp_path / "clock.db"), clock=service.clock)
    try:
        service.clock.now = T0 + 3 * DAY + MINUTE
        told = await asyncio.gather(service.expire(), other.expire())
        assert sorted(len(t) for t in told) == [0, 1]
        texts = [a.payload["text"] for a in await service.pending_announcements()]
        assert sum("time ran out" in t for t in texts) == 1
    finally:
        await other.store.close()


def test_the_console_plays_with_a_clock(tmp_path, tiny_game):
    args = SimpleNamespace(game="tiny", players="alice,bob", computer=0, seed=3, db=None, images=None,
                           option=["rounds=2"], clock="brisk")
    out = io.StringIO()
    lines = "alice: status\nalice: moves\nalice: rules\n"
    assert asyncio.run(play_console(args, ["alice", "bob"], io.StringIO(lines), out)) == 0
    text = out.getvalue()
    assert "alice to move, due " in text and " UTC" in text
    assert "daily`: 24 hours a move, saved up to a bank of 3 days" in text  # `rules` explains the clocks
    # The console's clock is the real one: a few seconds may have passed.
    assert re.search(r"Clock: brisk \(8 hours for every move\)\. Time left: alice (8 hours|7 hours 59 minutes),"
                     r" running; bob 8 hours\.", text)


def test_referee_play_takes_a_clock_preset(capsys):
    parser = cli.build_parser()
    assert parser.parse_args(["play", "tiny", "--players", "a,b", "--clock", "daily"]).clock == "daily"
    assert parser.parse_args(["play", "tiny", "--players", "a,b"]).clock is None
    with pytest.raises(SystemExit):
        parser.parse_args(["play", "tiny", "--players", "a,b", "--clock", "hourly"])


async def test_time_runs_out_at_the_deadline_itself_not_a_second_before(service):
    """Issue 27: the table is told when a seat's bank reaches zero."""
    clock = service.clock
    await started(service)
    clock.now = T0 + 3 * DAY - timedelta(seconds=1)  # one second left
    assert await service.expire() == []
    clock.now = T0 + 3 * DAY  # none left
    [told] = await service.expire()
    assert told.text.startswith("Alice's time ran out.")


async def test_a_seat_that_owes_nothing_is_never_told_about(service):
    """REMINDER_LIMIT counts reminders to a seat that owes a decision; a seat
    owing nothing (Bob, waiting for Alice) is never the subject of a notice,
    whatever its count says."""
    await started(service)
    table = await service.table(G, C)
    bob = next(s for s in table.seats if s.user_id == BOB.id)
    assert not bob.owing_since
    await service.store.set_status(table.row.id, "active", table.row.version,
                                   clock=dict(table.row.clock, unanswered={str(bob.seat): 9}))
    assert await service.expire(reminder_limit=2) == []
