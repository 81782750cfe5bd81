"""Reliability promises of the service (issue 11): every committed change is
announced exactly once through the outbox, no change is split over two
transactions, nothing is left waiting on a computer seat, waiting time starts
when a decision became due, every computer move is told, names are data, and
only the right people start, abort or read a seat's secrets."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from bot.service import MAX_MOVE_TEXT, Forbidden, Refused, Service, User, clean_name
from storage.store import Store
from tests.test_service import ALICE, BOB, CAROL, MOD, C, Clock, G, started

pytestmark = pytest.mark.usefixtures("both_stores")  # every test on SQLite and on PostgreSQL


@pytest.fixture
async def service(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "svc.db")
    svc = Service(store, clock=Clock())
    yield svc
    await store.close()
    svc.executor.shutdown(wait=False)


async def first_move(service, user=ALICE):
    return (await service.legal_moves(G, C, user))[0].notation


# -- the outbox -----------------------------------------------------------------


async def test_a_move_stores_its_announcement_in_the_same_commit(service):
    await started(service)
    reply = await service.move(G, C, ALICE, await first_move(service))
    pending = await service.pending_announcements(reply.game_id)
    assert pending[-1].version == reply.version == (await service.table(G, C)).row.version
    last = pending[-1].payload
    assert last["text"] == reply.text and last["ping"] == [BOB.id] and last["mentions"] == [BOB.id]
    assert "private" not in last and "notify" not in last  # never a secret in a public announcement
    # The start was announced too, before it.
    assert len(pending) == 2 and pending[0].version < pending[1].version


async def test_a_refused_move_announces_nothing(service):
    await started(service)
    before = await service.pending_announcements()
    with pytest.raises(Refused):
        await service.move(G, C, ALICE, "play 99")
    assert await service.pending_announcements() == before


async def test_announcement_is_claimed_once_and_never_again_after_delivery(service):
    reply = await started(service)
    (announcement,) = await service.pending_announcements(reply.game_id)
    first = await service.claim_announcement(announcement)
    assert first is not None and first.attempts == 1
    assert await service.claim_announcement(announcement) is None  # another attempt is under way
    service.clock.now += timedelta(minutes=5)
    again = await service.claim_announcement(announcement)  # the first attempt's lease ran out
    assert again is not None and again.attempts == 2
    await service.announced(announcement.id, "chan:1")
    assert await service.claim_announcement(announcement, force=True) is None
    assert await service.pending_announcements() == []


async def test_an_older_announcement_is_told_without_board_or_pings(service):
    await started(service)
    reply = await service.move(G, C, ALICE, await first_move(service))
    old, new = (await service.pending_announcements(reply.game_id))[-2:]
    stale = await service.announcement_reply(old)
    assert stale.picture is None and stale.ping == [] and stale.text == old.payload["text"]
    current = await service.announcement_reply(new)
    assert current.picture is not None and current.ping == [BOB.id]


async def test_a_failing_announcement_is_given_up_after_bounded_attempts(service):
    from bot.service import DELIVERY_ATTEMPTS

    reply = await started(service)
    (announcement,) = await service.pending_announcements(reply.game_id)
    for attempt in range(1, DELIVERY_ATTEMPTS + 1):
        claimed = await service.claim_announcement(announcement, force=True)
        assert claimed.attempts == attempt
        gave_up = await service.announcement_failed(claimed, "503 Service Unavailable")
        assert gave_up == (attempt == DELIVERY_ATTEMPTS)
    assert await service.pending_announcements() == []


async def test_console_service_keeps_no_outbox(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "console.db")
    try:
        service = Service(store, clock=Clock(), outbox=False)
        await started(service)
        assert await service.pending_announcements() == []
    finally:
        await store.close()


# -- one transaction per change; nothing waits on a computer ---------------------------


def computers_owing(table) -> set[int]:
    if table.game.is_over(table.state):
        return set()
    computers = {s.seat for s in table.seats if s.is_computer}
    return computers & set(table.game.to_act(table.state))


async def test_resign_is_one_change_and_the_computer_moves_at_once(service):
    await started(service)
    version = (await service.table(G, C)).row.version
    reply = await service.resign(G, C, ALICE)  # Alice owed the move: her computer plays it
    table = await service.table(G, C)
    assert table.row.version == version + 1  # seat change and computer move: one commit
    assert computers_owing(table) == set()
    assert table.seat_of(ALICE.id).resigned and table.seat_of(ALICE.id).is_computer
    moves = await service.store.moves(table.row.id)
    assert moves and moves[-1].seat == 0
    assert moves[-1].public in reply.text  # the computer's move is told in the announcement


async def test_resign_racing_a_move_never_leaves_a_computer_owing(tmp_path, tiny_game):
    """Two service processes on one database (two connections): Alice resigns
    while Bob's move lands. Whatever wins, the loser is refused with a
    sentence and no computer seat is left owing a move."""
    path = tmp_path / "race.db"
    store1, store2 = await Store.open(path), await Store.open(path)
    one, two = Service(store1, clock=Clock()), Service(store2, clock=Clock())
    try:
        await started(one, players=(ALICE, BOB))
        await one.move(G, C, ALICE, await first_move(one))
        bob_move = await first_move(one, BOB)
        results = await asyncio.gather(one.resign(G, C, ALICE), two.move(G, C, BOB, bob_move),
                                       return_exceptions=True)
        for result in results:
            assert not isinstance(result, Exception) or (
                isinstance(result, Refused) and "changed at the same moment" in str(result)), result
        table = await one.table(G, C)
        assert computers_owing(table) == set()
        # Each accepted change has exactly one announcement for its version.
        versions = [a.version for a in await one.pending_announcements(table.row.id)]
        assert len(versions) == len(set(versions)) and versions[-1] == table.row.version
    finally:
        await store1.close()
        await store2.close()


async def test_a_computer_left_owing_by_a_crash_moves_at_start_up(service):
    """An older version could crash between handing a seat to a computer and
    its move: at start-up the computer plays and the move is announced."""
    await started(service)
    table = await service.table(G, C)
    await service.store.update_seat(table.row.id, 0, is_computer=True)  # Alice owed the move
    before = await service.store.move_count(table.row.id)
    replies = await service.resume_computers()
    assert len(replies) == 1 and replies[0].game_id == table.row.id
    table = await service.table(G, C)
    assert computers_owing(table) == set()
    assert await service.store.move_count(table.row.id) == before + 1
    pending = await service.pending_announcements(table.row.id)
    assert pending[-1].version == table.row.version and pending[-1].payload["ping"] == [BOB.id]
    assert await service.resume_computers() == []  # nothing more to do


# -- waiting time --------------------------------------------------------------------------


async def test_the_round_completer_is_not_owing_since_the_round_began(service):
    """Simultaneous rounds: Bob completes round 1 an hour after it began; his
    round-2 decision is due from his move, not from round 1's start."""
    await started(service, {"rounds": 2, "simultaneous": True})
    service.clock.now += timedelta(minutes=30)
    await service.move(G, C, ALICE, await first_move(service))
    service.clock.now += timedelta(minutes=30)
    moved_at = service.clock.now
    await service.move(G, C, BOB, await first_move(service, BOB))
    seats = (await service.table(G, C)).seats
    assert {s.user_id: s.owing_since for s in seats} == {ALICE.id: moved_at.isoformat(timespec="seconds"),
                                                          BOB.id: moved_at.isoformat(timespec="seconds")}
    service.clock.now += timedelta(minutes=59)
    assert await service.due_reminders(timedelta(hours=1)) == []


async def test_a_player_who_keeps_acting_is_never_replaced_as_idle(service):
    await started(service, {"rounds": 5, "simultaneous": True})
    await service.set_setting(G, C, ALICE, "idle_hours", 1)
    for _ in range(3):
        service.clock.now += timedelta(minutes=50)
        await service.move(G, C, ALICE, await first_move(service))
        await service.move(G, C, BOB, await first_move(service, BOB))
        assert await service.idle_seats() == []


async def test_a_seat_that_acted_since_it_was_found_idle_is_not_replaced(service):
    await started(service)
    await service.set_setting(G, C, ALICE, "idle_hours", 1)
    service.clock.now += timedelta(hours=2)
    ((_, seat),) = await service.idle_seats()
    await service.move(G, C, ALICE, await first_move(service))
    await service.move(G, C, BOB, await first_move(service, BOB))
    with pytest.raises(Refused, match="acted since"):
        await service.replace_idle(G, C, seat.seat, "was idle", expected_since=seat.owing_since)
    assert not (await service.table(G, C)).seat_of(ALICE.id).is_computer


# -- every move is told ---------------------------------------------------------------------


async def test_computer_moves_at_the_start_are_told(service):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2}, seed=5, join=False)
    await service.add_computer(G, C, MOD)
    await service.join(G, C, BOB)
    reply = await service.start(G, C, BOB)
    moves = await service.store.moves(reply.game_id)
    assert [m.seat for m in moves] == [0]  # the computer sits first and moved
    assert moves[0].public and moves[0].public in reply.text


async def test_both_players_resigning_tells_every_computer_move(service):
    await started(service, {"rounds": 3})
    await service.resign(G, C, ALICE)
    reply = await service.resign(G, C, BOB)
    assert reply.finished
    moves = await service.store.moves(reply.game_id)
    after_second = [m for m in moves if m.public][-4:]
    for move in after_second:
        assert move.public in reply.text


# -- names are data -------------------------------------------------------------------------


@pytest.mark.parametrize("raw, clean", [
    ("Ann\nBee", "Ann Bee"), ("Ann\r\nBee", "Ann Bee"), ("Ann\tBee", "Ann Bee"),
    ("\u202eevil", "evil"), ("  spaced   out ", "spaced out"), ("\x00\x07", "Player"),
    ("x" * 40, "x" * 31 + "…"), ("Zoë 🎲", "Zoë 🎲"),
])
def test_names_lose_control_characters(raw, clean):
    assert clean_name(raw) == clean


async def test_a_name_with_a_line_break_draws_and_is_announced(service):
    odd = User("7", "Line\nBreak\rName")
    await service.new_game(G, C, "tiny", odd, {"rounds": 1}, seed=3)
    await service.join(G, C, BOB)
    reply = await service.start(G, C, odd)
    assert reply.picture is not None and "Line Break Name" in reply.text
    assert "\n" not in (await service.table(G, C)).seat_of(odd.id).name


async def test_an_overlong_move_is_refused_without_echo(service):
    await started(service)
    text = "play " + "9" * 100_000
    with pytest.raises(Refused) as refused:
        await service.move(G, C, ALICE, text)
    assert len(str(refused.value)) < 300 and str(MAX_MOVE_TEXT) in str(refused.value)
    assert len(await service.legal_moves(G, C, ALICE, text)) == 0


# -- authorisation -------------------------------------------------------------------------


async def test_a_creator_who_left_the_lobby_can_no_longer_run_it(service):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 1})
    await service.join(G, C, BOB)
    await service.join(G, C, CAROL)
    await service.leave(G, C, ALICE)
    with pytest.raises(Forbidden, match="seated player"):
        await service.start(G, C, ALICE)
    with pytest.raises(Forbidden, match="seated player"):
        await service.add_computer(G, C, ALICE)
    await service.start(G, C, BOB)
    with pytest.raises(Forbidden, match="seated player"):
        await service.abort(G, C, ALICE)
    assert (await service.table(G, C)).row.status == "active"


async def test_a_resigned_player_loses_the_seats_private_view(service):
    await started(service)
    await service.resign(G, C, ALICE)
    with pytest.raises(Refused, match="resigned"):
        await service.hand(G, C, ALICE)
    exported = await service.export(G, C, ALICE)
    table = await service.table(G, C)
    assert exported.data == table.game.view(table.state, None)
    assert (await service.hand(G, C, BOB)).ephemeral


async def test_a_stopping_service_refuses_changes_with_a_sentence(service):
    await started(service)
    assert await service.drain(1.0)
    with pytest.raises(Refused, match="restarting"):
        await service.move(G, C, ALICE, await first_move(service))
    assert (await service.status(G, C)).text  # reading still works


# -- issue 16: background work done once across processes -------------------------


async def test_claim_reminder_has_exactly_one_winner_and_needs_the_seen_value(tmp_path):
    store = await Store.open(tmp_path / "r.db")
    try:
        game_id = (await store.create_game("g", "c", "bits", {}, 1, "1")).id
        assert await store.claim_reminder(game_id, None, "2026-01-01T00:00:00+00:00") is True
        # a second process read the same (now stale) value: it loses
        assert await store.claim_reminder(game_id, None, "2026-01-01T00:00:01+00:00") is False
        assert (await store.game(game_id)).last_reminder_at == "2026-01-01T00:00:00+00:00"
        # the next round is claimed from the value now stored
        assert await store.claim_reminder(game_id, "2026-01-01T00:00:00+00:00", "2026-01-02T00:00:00+00:00")
    finally:
        await store.close()


async def test_guild_filter_limits_background_work_to_this_processes_servers(tmp_path):
    store = await Store.open(tmp_path / "f.db")
    try:
        service = Service(store)
        mine = (await store.create_game("mine", "c", "bits", {}, 1, "1")).id
        theirs = (await store.create_game("theirs", "c", "bits", {}, 1, "1")).id
        for game_id in (mine, theirs):
            await store.set_status(game_id, "active")
        service.guild_filter = lambda guild: guild == "mine"
        assert [row.id for row in await service._my_unfinished()] == [mine]
        service.guild_filter = None
        assert sorted(row.id for row in await service._my_unfinished()) == sorted([mine, theirs])
    finally:
        await store.close()
