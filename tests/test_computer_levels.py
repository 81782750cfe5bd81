"""Computer levels through the service (issue 32): a computer added at a
level and named by it, a refused level, the seat's level stored (migration
0009 from schema 8, both stores), the level of a computer that takes over
a seat, and a ``hard`` computer's decision made in the computers' lane after
the human's move is answered: committed once, a stale result dropped and
recomputed, a stop abandoning the search, a restart resuming it."""

from __future__ import annotations

import asyncio

import pytest

from bot.service import Refused, Service, User
from rules.search import Budget
from storage.base import migrations
from storage.postgres import PostgresStore
from storage.store import Store
from tests.support.clock import Clock
from tests.support.heldlane import HeldLane
from tests.support.old_schema import postgres_at, sqlite_at
from tests.support.waiting import until

pytestmark = pytest.mark.usefixtures("both_stores")

G, C = "guild", "chan"
ALICE, BOB = User("1", "Alice"), User("2", "Bob")
TINY_BUDGET = Budget(seconds=None, iterations=6)


@pytest.fixture
async def store(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "levels.db")
    yield store
    await store.close()


async def opened(service, *levels, options=None):
    await service.new_game(G, C, "tiny", ALICE, options or {"rounds": 2}, seed=3)
    for level in levels:
        await service.add_computer(G, C, ALICE, level)


async def searching(service, lane, *levels, what: str = "the search"):
    """A game with computers of ``levels`` (the first ``hard``) started and
    Alice's first move made: the hard computer's search is in ``lane``
    (one job more than before). Returns the start's reply."""
    jobs = len(lane.jobs)
    await opened(service, *levels)
    started = await service.start(G, C, ALICE)
    await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    await until(lambda: len(lane.jobs) == jobs + 1, what)
    return started


async def test_a_computer_is_added_at_a_level_and_its_name_shows_it(store):
    service = Service(store, clock=Clock())
    await opened(service)
    reply = await service.add_computer(G, C, ALICE, "hard")
    assert reply.text.startswith("Alice added Computer 1 (hard).")
    await service.add_computer(G, C, ALICE, "easy")
    await service.add_computer(G, C, ALICE)  # the default level
    seats = (await service.table(G, C)).seats
    assert [(s.name, s.level) for s in seats[1:]] == [
        ("Computer 1 (hard)", "hard"), ("Computer 2 (easy)", "easy"), ("Computer 3 (normal)", "normal")]
    assert seats[0].level is None  # a human's seat has no level


async def test_an_unknown_level_is_refused_and_changes_nothing(store):
    service = Service(store, clock=Clock())
    await opened(service)
    before = await service.table(G, C)
    with pytest.raises(Refused, match="'expert' is not a computer level. Choose one of: easy, normal, hard."):
        await service.add_computer(G, C, ALICE, "expert")
    after = await service.table(G, C)
    assert len(after.seats) == 1 and after.row.version == before.row.version


async def test_a_rematch_seats_the_same_levels(store):
    service = Service(store, clock=Clock())
    await opened(service, "easy", options={"rounds": 1})
    await service.start(G, C, ALICE)
    await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    reply = await service.rematch(G, C, ALICE)
    assert "Computer 1 (easy)" in reply.text


async def test_without_a_lane_a_hard_computer_answers_in_the_same_change(store, monkeypatch):
    import bot.service.turns as turns

    budgets = []
    real = turns.player_for
    monkeypatch.setattr(turns, "player_for", lambda game, level, seed, budget: (budgets.append((level, budget)),
                                                                              real(game, level, seed, budget))[1])
    service = Service(store, clock=Clock(), computer_budget=TINY_BUDGET)
    await opened(service, "hard")
    started = await service.start(G, C, ALICE)
    reply = await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    assert await service.move_count(started.game_id) == 2
    assert "Computer 1 (hard) played" in reply.text
    assert budgets == [("hard", TINY_BUDGET)]  # the service's budget, not the default second


async def test_a_hard_computer_decides_in_its_lane_after_the_human_is_answered(store):
    lane = HeldLane()
    service = Service(store, clock=Clock(), computer_lane=lane, computer_budget=TINY_BUDGET)
    await opened(service, "hard")
    started = await service.start(G, C, ALICE)
    game = started.game_id
    reply = await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    # Alice's move is committed and answered; the computer has not moved yet.
    assert await service.move_count(game) == 1 and "Computer 1 (hard) played" not in reply.text
    assert "Computer 1 (hard) to play" in reply.text
    assert "computer_minutes" not in reply.text  # no pause at this table: it is thinking, not waiting
    await until(lambda: lane.jobs, "the search was handed to the lane")
    table = await service.table(G, C)
    assert table.game.to_act(table.live).keys() == {1}
    _, fn, args, _ = lane.jobs[0]
    assert fn.__name__ == "decide" and args[0] == "tiny" and args[2:4] == (1, "hard") and args[5] == TINY_BUDGET
    lane.release(0)
    await service.computers_idle()
    assert await service.move_count(game) == 2
    told = [a.payload["text"] for a in await service.pending_announcements(game)]
    assert sum(1 for text in told if text.startswith("Computer 1 (hard) played")) == 1
    assert len(lane.jobs) == 1  # Alice owes now: nothing more to search
    table = await service.table(G, C)
    assert table.game.to_act(table.live).keys() == {0}


async def test_a_result_for_a_position_that_changed_is_dropped_and_computed_again(store):
    # Simultaneous rounds: Alice and the computer both owe. The computer's
    # search starts, Alice moves meanwhile: its result is stale.
    lane = HeldLane()
    service = Service(store, clock=Clock(), computer_lane=lane, computer_budget=TINY_BUDGET)
    await opened(service, "hard", options={"rounds": 2, "simultaneous": True})
    started = await service.start(G, C, ALICE)
    await until(lambda: lane.jobs, "the first search")
    await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    lane.release(0)
    await until(lambda: len(lane.jobs) == 2, "the search made again for the new position")
    assert await service.move_count(started.game_id) == 1  # the stale result was not committed
    lane.release(1)
    await until(lambda: len(lane.jobs) == 3, "the search of round 2, both owing again")
    assert await service.move_count(started.game_id) == 2
    table = await service.table(G, C)
    assert table.live["round"] == 2  # both cards of round 1 were played
    await service.stop_thinking()


async def test_a_stop_abandons_the_search_and_commits_nothing(store):
    lane = HeldLane()
    service = Service(store, clock=Clock(), computer_lane=lane, computer_budget=TINY_BUDGET)
    started = await searching(service, lane, "hard")
    await asyncio.wait_for(service.stop_thinking(), 1.0)
    assert lane.jobs[0][0].cancelled()
    assert await service.move_count(started.game_id) == 1


async def test_a_referee_that_starts_stopping_begins_no_further_search(store):
    lane = HeldLane()
    service = Service(store, clock=Clock(), computer_lane=lane, computer_budget=TINY_BUDGET)
    started = await searching(service, lane, "hard", "hard", what="the first computer's search")

    async def draining(game_id: int) -> None:  # the referee starts its clean stop once the decision is told
        service.stopping = True

    service.on_computer_move(draining)
    lane.release(0)
    await asyncio.wait_for(service.computers_idle(), 1.0)
    # the first computer's decision is committed; the second computer's is left for after the restart
    assert await service.move_count(started.game_id) == 2 and len(lane.jobs) == 1


async def test_a_restart_resumes_the_computer_that_owes_a_decision(store):
    lane = HeldLane()
    service = Service(store, clock=Clock(), computer_lane=lane, computer_budget=TINY_BUDGET)
    started = await searching(service, lane, "hard")
    await service.stop_thinking()  # the process stops in the middle of it
    again = HeldLane()
    restarted = Service(store, clock=Clock(), computer_lane=again, computer_budget=TINY_BUDGET)
    assert await restarted.resume_computers() == []  # nothing committed at once: the lane decides
    await until(lambda: again.jobs, "the search resumed")
    again.release(0)
    await restarted.computers_idle()
    assert await restarted.move_count(started.game_id) == 2


async def test_a_seat_taken_over_plays_normal_unless_the_server_chose_a_level(store):
    service = Service(store, clock=Clock(), computer_budget=TINY_BUDGET)
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2}, seed=3)
    await service.join(G, C, BOB)
    await service.start(G, C, ALICE)
    await service.resign(G, C, BOB)
    assert (await service.table(G, C)).seat_of(BOB.id).level == "normal"
    manager = User("9", "Mo", can_manage_server=True)
    shown = await service.server_settings("g2", manager, takeover_level="hard")
    assert "takeover_level: hard" in shown.text
    with pytest.raises(Refused, match="takeover_level: 'genius' is not a computer level"):
        await service.server_settings("g2", manager, takeover_level="genius")
    await service.new_game("g2", C, "tiny", ALICE, {"rounds": 2}, seed=3)
    await service.join("g2", C, BOB)
    await service.start("g2", C, ALICE)
    await service.resign("g2", C, ALICE)
    table = await service.table("g2", C)
    assert table.seat_of(ALICE.id).level == "hard"


@pytest.mark.sqlite_only("a database as schema 8 left it, built with sqlite3")
async def test_migration_9_adds_the_seat_level_to_a_database_of_schema_8(tmp_path, tiny_game):
    path = sqlite_at(tmp_path / "old.db", 8)
    async with await Store.open(path) as store:
        await check_levels_after_migration(store)


@pytest.mark.postgres_only("a database as schema 8 left it, built with asyncpg")
async def test_migration_9_on_postgresql_adds_the_seat_level(pg_schema_url, tiny_game):
    url = await postgres_at(await pg_schema_url(), 8)
    async with await PostgresStore.open(url) as store:
        await check_levels_after_migration(store)


async def check_levels_after_migration(store):
    assert await store.schema_version() == len(migrations()) >= 9
    row = await store.open_game("g", "c")
    assert row is not None and (row.state, row.version) == ('{"x": 1}', 3)  # the old game kept
    await store.add_seat(row.id, "u", "U")
    await store.add_seat(row.id, "computer-1", "Computer 1 (hard)", is_computer=True, level="hard")
    assert [(s.name, s.level) for s in await store.seats(row.id)] == [("U", None), ("Computer 1 (hard)", "hard")]
    await store.update_seat(row.id, 0, is_computer=True, level="easy")
    assert (await store.seats(row.id))[0].level == "easy"


async def test_a_decision_the_rules_refuse_is_replaced_by_the_normal_players(store, caplog):
    # A lane whose search answers nonsense (a game's determinization gone
    # wrong): the game does not wait on the computer, and the fault is logged.
    class Nonsense(HeldLane):
        def release(self, index: int = -1):
            future = self.jobs[index][0]
            future.set_running_or_notify_cancel()
            future.set_result("play 99")

    lane = Nonsense()
    service = Service(store, clock=Clock(), computer_lane=lane, computer_budget=TINY_BUDGET)
    started = await searching(service, lane, "hard")
    lane.release(0)
    await service.computers_idle()
    assert await service.move_count(started.game_id) == 2
    assert "which the rules refuse" in caplog.text


async def test_a_search_that_fails_is_logged_and_commits_nothing(store, caplog):
    lane = HeldLane()
    service = Service(store, clock=Clock(), computer_lane=lane, computer_budget=TINY_BUDGET)
    started = await searching(service, lane, "hard")
    with caplog.at_level("WARNING", logger="referee.service"):
        lane.jobs[0][0].set_exception(OSError("the worker's disk is full"))
        await service.computers_idle()
    assert f"A computer's search in game {started.game_id} failed: the worker's disk is full" in caplog.text
    assert await service.move_count(started.game_id) == 1
    assert await service.computers_due() == []  # the next round of the background loop searches again
    await until(lambda: len(lane.jobs) == 2, "the search made again")
    lane.release(1)
    await service.computers_idle()
    assert await service.move_count(started.game_id) == 2


async def test_a_search_for_a_game_closed_meanwhile_is_dropped_and_the_next_game_is_searched_once(store):
    lane = HeldLane()
    service = Service(store, clock=Clock(), computer_lane=lane, computer_budget=TINY_BUDGET)
    first = await searching(service, lane, "hard", what="the first game's search")
    await service.abort(G, C, ALICE)  # the only human closes it while the computer thinks
    second = await searching(service, lane, "hard", what="the second game's search")
    lane.release(0)  # the first game's answer comes back: dropped, and its task ends
    for _ in range(50):
        await asyncio.sleep(0)
    assert len(lane.jobs) == 2  # the second game is searched by its own task only, once
    assert await service.move_count(first.game_id) == 1
    lane.release(1)
    await service.computers_idle()
    assert await service.move_count(second.game_id) == 2
