"""A computer's human-like moment (issue 32, "in asynchronous play a
computer may wait a human-like moment before moving (a table setting; off
in tests)"): the table setting ``computer_minutes``, its refusals, and the
service's duty (``computers_due``, run by the background loop every
round) that makes each computer decision once its pause is over, one
decision at a time, ``hard`` ones in the computers' lane. The clock is the
test's: it is moved, never slept on."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from bot.service import Forbidden, Refused, Service, User
from rules.search import Budget
from storage.store import Store
from tests.support.clock import Clock
from tests.support.heldlane import HeldLane
from tests.support.waiting import until

pytestmark = pytest.mark.usefixtures("both_stores")

G, C = "guild", "chan"
ALICE, BOB = User("1", "Alice"), User("2", "Bob")
TINY_BUDGET = Budget(seconds=None, iterations=6)


@pytest.fixture
async def store(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "pause.db")
    yield store
    await store.close()


async def table_with(service, *levels, minutes=30, rounds=2):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": rounds}, seed=3)
    for level in levels:
        await service.add_computer(G, C, ALICE, level)
    if minutes is not None:
        await service.set_setting(G, C, ALICE, "computer_minutes", minutes)
    return await service.start(G, C, ALICE)


async def alice_moves(service):
    return await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)


async def owing(service) -> set[int]:
    table = await service.table(G, C)
    return set(table.game.to_act(table.live))


# -- the setting -----------------------------------------------------------------


async def test_the_setting_is_set_shown_and_turned_off(store):
    service = Service(store, clock=Clock())
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2}, seed=3)
    assert "computer_minutes: off (computer players move at once)." in (await service.settings_text(G, C)).text
    reply = await service.set_setting(G, C, ALICE, "computer_minutes", "45")
    assert reply.text == "Setting computer_minutes is now 45.0."
    assert (await service.table(G, C)).row.settings["computer_minutes"] == 45.0
    assert "computer_minutes: 45 (each computer player's decision waits that many minutes" in \
        (await service.settings_text(G, C)).text
    assert (await service.set_setting(G, C, ALICE, "computer_minutes", 0)).text == \
        "Setting computer_minutes is now off."
    assert "computer_minutes" not in (await service.table(G, C)).row.settings


@pytest.mark.parametrize("value", ["soon", "-5", "-0.5", "0.0", "1441", "nan", "inf"])
async def test_a_pause_out_of_range_is_refused_and_changes_nothing(store, value):
    service = Service(store, clock=Clock())
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2}, seed=3)
    await service.set_setting(G, C, ALICE, "computer_minutes", 10)
    with pytest.raises(Refused) as refused:
        await service.set_setting(G, C, ALICE, "computer_minutes", value)
    assert str(refused.value.message) == (f"computer_minutes is a number of minutes above 0 and at most 1,440"
                                          f" (0 for off), not {value!r}.")
    assert (await service.table(G, C)).row.settings["computer_minutes"] == 10.0


async def test_a_day_is_the_longest_pause_and_half_a_minute_a_short_one(store):
    service = Service(store, clock=Clock())
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2}, seed=3)
    assert (await service.set_setting(G, C, ALICE, "computer_minutes", "1440")).text == \
        "Setting computer_minutes is now 1,440.0."
    assert (await service.set_setting(G, C, ALICE, "computer_minutes", "0.5")).text == \
        "Setting computer_minutes is now 0.5."


async def test_only_the_creator_or_a_manager_sets_the_pause(store):
    service = Service(store, clock=Clock())
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2}, seed=3)
    await service.join(G, C, BOB)
    with pytest.raises(Forbidden):
        await service.set_setting(G, C, BOB, "computer_minutes", 5)
    assert "computer_minutes" not in (await service.table(G, C)).row.settings


# -- the duty ----------------------------------------------------------------------


async def test_without_a_pause_the_computer_answers_in_the_same_change(store):
    service = Service(store, clock=Clock())
    started = await table_with(service, "normal", minutes=None)
    reply = await alice_moves(service)
    assert "Computer 1 (normal) played" in reply.text and "computer_minutes" not in reply.text
    assert await service.move_count(started.game_id) == 2
    assert "computer_minutes" not in (await service.status(G, C)).text


async def test_a_paused_computer_moves_only_once_its_pause_is_over(store):
    clock = Clock()
    service = Service(store, clock=clock)
    started = await table_with(service, "normal", minutes=30)
    reply = await alice_moves(service)
    # Alice's move is answered at once; the computer's comes later, on its own, and everybody is told so.
    assert "Computer 1 (normal) played" not in reply.text and "Computer 1 (normal) to play" in reply.text
    note = ("Computer 1 (normal): a computer player's move comes about 30 minutes after its turn begins"
            " (this table's computer_minutes).")
    assert note in reply.text and note in (await service.status(G, C)).text
    assert await service.move_count(started.game_id) == 1 and await owing(service) == {1}
    clock.now += timedelta(minutes=29, seconds=59)
    assert await service.computers_due() == []
    assert await service.move_count(started.game_id) == 1
    clock.now += timedelta(seconds=1)
    (made,) = await service.computers_due()
    assert made.game_id == started.game_id
    assert made.text.startswith("Computer 1 (normal) played")  # told like a person's move, no headline
    assert "take their turns" not in made.text and "computer_minutes" not in made.text  # Alice owes now
    assert await service.move_count(started.game_id) == 2 and await owing(service) == {0}
    assert await service.computers_due() == []  # nothing twice
    assert await service.move_count(started.game_id) == 2


async def test_each_computer_waits_its_own_pause_after_the_one_before(store):
    clock = Clock()
    service = Service(store, clock=clock)
    started = await table_with(service, "normal", "easy", minutes=10)
    await alice_moves(service)
    clock.now += timedelta(minutes=10)
    (first,) = await service.computers_due()
    assert "Computer 1 (normal) played" in first.text and "Computer 2 (easy) played" not in first.text
    assert await owing(service) == {2}
    clock.now += timedelta(minutes=9)
    assert await service.computers_due() == []  # the second's pause began when the first moved
    clock.now += timedelta(minutes=1)
    (second,) = await service.computers_due()
    assert "Computer 2 (easy) played" in second.text
    assert await service.move_count(started.game_id) == 3 and await owing(service) == {0}


async def test_turning_the_pause_off_lets_the_waiting_computer_move_at_the_next_round(store):
    clock = Clock()
    service = Service(store, clock=clock)
    started = await table_with(service, "normal", minutes=60)
    await alice_moves(service)
    await service.set_setting(G, C, ALICE, "computer_minutes", 0)
    (made,) = await service.computers_due()
    assert made.text.startswith("The computer players take their turns.")
    assert await service.move_count(started.game_id) == 2


async def test_a_changed_pause_counts_from_when_the_decision_became_due(store):
    clock = Clock()
    service = Service(store, clock=clock)
    started = await table_with(service, "normal", minutes=30)
    await alice_moves(service)
    clock.now += timedelta(minutes=25)
    await service.set_setting(G, C, ALICE, "computer_minutes", 60)  # longer: still waiting at 30
    clock.now += timedelta(minutes=5)
    assert await service.computers_due() == []
    await service.set_setting(G, C, ALICE, "computer_minutes", 20)  # shorter: already over
    (made,) = await service.computers_due()
    assert "Computer 1 (normal) played" in made.text
    assert await service.move_count(started.game_id) == 2


async def test_a_paused_hard_computer_is_handed_to_the_lane_only_when_its_pause_is_over(store):
    clock = Clock()
    lane = HeldLane()
    service = Service(store, clock=clock, computer_lane=lane, computer_budget=TINY_BUDGET)
    started = await table_with(service, "hard", minutes=15)
    await alice_moves(service)
    for _ in range(20):  # no search starts on its own while the pause runs
        await asyncio.sleep(0)
    assert lane.jobs == []
    clock.now += timedelta(minutes=14)
    assert await service.computers_due() == [] and lane.jobs == []
    clock.now += timedelta(minutes=1)
    assert await service.computers_due() == []  # nothing committed at once: the lane decides
    await until(lambda: lane.jobs, "the search handed to the lane")
    assert await service.computers_due() == [] and len(lane.jobs) == 1  # the same decision is not searched twice
    lane.release(0)
    await service.computers_idle()
    assert await service.move_count(started.game_id) == 2 and await owing(service) == {0}
    await alice_moves(service)  # round 2: the computer's next decision waits its pause again
    for _ in range(20):
        await asyncio.sleep(0)
    assert len(lane.jobs) == 1 and await owing(service) == {1}
    await service.stop_thinking()


async def test_two_hard_computers_in_a_row_each_wait_their_pause(store):
    clock = Clock()
    lane = HeldLane()
    service = Service(store, clock=clock, computer_lane=lane, computer_budget=TINY_BUDGET)
    started = await table_with(service, "hard", "hard", minutes=15)
    await alice_moves(service)
    clock.now += timedelta(minutes=15)
    await service.computers_due()
    await until(lambda: lane.jobs, "the first search")
    lane.release(0)
    await service.computers_idle()
    assert await service.move_count(started.game_id) == 2 and await owing(service) == {2}
    assert len(lane.jobs) == 1  # the second computer's decision waits its own pause
    clock.now += timedelta(minutes=15)
    await service.computers_due()
    await until(lambda: len(lane.jobs) == 2, "the second search")
    lane.release(1)
    await service.computers_idle()
    assert await service.move_count(started.game_id) == 3 and await owing(service) == {0}
    await service.stop_thinking()


async def test_no_computer_owes_at_a_table_that_is_not_being_played(store):
    from bot.service.turns import computer_owing, hard_seat_owing

    service = Service(store, clock=Clock())
    await table_with(service, "hard", minutes=None)
    table = await service.table(G, C)
    table.row.settings = {}
    table.state = table.game.apply(table.live, 0, (await service.legal_moves(G, C, ALICE))[0].notation)[0]
    assert computer_owing(table).seat == 1 and hard_seat_owing(table) == 1
    table.row.status = "abandoned"  # closed with the computer owing: nobody acts any more
    assert computer_owing(table) is None and hard_seat_owing(table, due=True) is None


async def test_each_round_looks_only_at_games_where_a_computer_is_marked_owing_and_a_start_at_every_game(store):
    from tests.support.sql import execute

    clock = Clock()
    service = Service(store, clock=clock)
    started = await table_with(service, "normal", minutes=30)
    await alice_moves(service)
    # an older version left the computer owing with no time it became due
    await execute(store, "UPDATE seats SET owing_since = NULL WHERE game_id = ? AND seat = 1", (started.game_id,))
    restarted = Service(store, clock=clock)
    assert await restarted.computers_due() == []  # a round reads the seats only: nothing marked owing
    assert await restarted.move_count(started.game_id) == 1
    (made,) = await restarted.resume_computers()  # a start looks at every game; no time due: it has waited
    assert "Computer 1 (normal) played" in made.text
    assert await restarted.move_count(started.game_id) == 2
