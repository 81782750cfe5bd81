"""The requests the facade gained so that front ends need not reach into
its store (issue 26, item 3: "Front ends talk to the service only (no
`service.store`, no storage rows)"): who is seated, how many moves stand,
the meta values (the Discord command-sync hash), and closing the store on
the way out (what bot/cli.py's `_close` promised: "a second fault while
closing must not hide the first"). Also: the shared context the facade
exposes (``store``, ``clock``, ``run``) is the one every use case works
with, since bench/turns.py and bench/probes.py replace them on a built
service."""

import logging
from datetime import timedelta

import pytest

from bot.service import Service, User
from rules import registry
from rules.base import Game
from storage.store import Store
from tests.support.clock import Clock

pytestmark = pytest.mark.usefixtures("both_stores")  # every test on SQLite and on PostgreSQL

G, C = "guild", "chan"
ALICE = User("1", "Alice")
BOB = User("2", "Bob")
CAROL = User("3", "Carol")


@pytest.fixture
async def service(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "facade.db")
    svc = Service(store, clock=Clock())
    yield svc
    await store.close()
    svc.executor.shutdown(wait=False)


async def test_seated_user_ids_follow_the_lobby_and_belong_to_the_game_asked_for(service):
    opened = await service.new_game(G, C, "tiny", ALICE, {"rounds": 1}, seed=3)
    assert await service.seated_user_ids(opened.game_id) == {ALICE.id}
    await service.join(G, C, BOB)
    await service.add_computer(G, C, ALICE)
    assert await service.seated_user_ids(opened.game_id) == {ALICE.id, BOB.id, "computer-1"}
    await service.leave(G, C, BOB)
    assert await service.seated_user_ids(opened.game_id) == {ALICE.id, "computer-1"}
    other = await service.new_game(G, "elsewhere", "tiny", CAROL, {"rounds": 1}, seed=3)
    assert await service.seated_user_ids(other.game_id) == {CAROL.id}  # another game's seats only
    assert await service.seated_user_ids(opened.game_id) == {ALICE.id, "computer-1"}


async def test_seated_user_ids_of_a_game_without_seats_is_empty(service):
    opened = await service.new_game(G, C, "tiny", ALICE, {"rounds": 1}, seed=3, join=False)
    assert await service.seated_user_ids(opened.game_id) == set()


async def test_move_count_counts_the_moves_that_stand(service):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2, "undo": True}, seed=5)
    await service.join(G, C, BOB)
    started = await service.start(G, C, ALICE)
    game_id = started.game_id
    assert await service.move_count(game_id) == 0
    await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    assert await service.move_count(game_id) == 1
    await service.move(G, C, BOB, (await service.legal_moves(G, C, BOB))[0].notation)
    assert await service.move_count(game_id) == 2
    await service.undo(G, C, BOB)  # taken back: in the log, no longer standing
    assert await service.move_count(game_id) == 1
    assert len((await service.history(G, C)).text.splitlines()) == 2  # history still shows both


async def test_move_count_includes_computer_moves(service):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 1}, seed=5)
    await service.add_computer(G, C, ALICE)
    started = await service.start(G, C, ALICE)
    await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    assert await service.move_count(started.game_id) == 2  # Alice's card and Computer 1's answer


async def test_meta_values_are_stored_read_and_replaced(service):
    assert await service.get_meta("commands") is None
    await service.set_meta("commands", '{"app:global": "abc"}')
    assert await service.get_meta("commands") == '{"app:global": "abc"}'
    await service.set_meta("commands", '{"app:global": "def"}')
    assert await service.get_meta("commands") == '{"app:global": "def"}'
    assert await service.get_meta("other") is None
    assert await service.store.get_meta("commands") == '{"app:global": "def"}'  # the service's own store


class ClosingStore:
    """Stands in for a store at the way out: counts closes, may fail."""

    def __init__(self, error: BaseException | None = None):
        self.closed = 0
        self.error = error

    async def close(self):
        self.closed += 1
        if self.error is not None:
            raise self.error


async def test_close_closes_the_store():
    store = ClosingStore()
    service = Service(store)
    await service.close()
    assert store.closed == 1
    service.executor.shutdown(wait=False)


async def test_a_fault_while_closing_is_logged_at_debug_not_raised(caplog):
    store = ClosingStore(OSError("the disk went away"))
    service = Service(store)
    with caplog.at_level(logging.DEBUG, logger="referee.service"):
        await service.close()  # does not raise: the first fault is the one to report
    assert store.closed == 1
    [record] = [r for r in caplog.records if r.name == "referee.service"]
    assert record.levelno == logging.DEBUG and "closing the store failed" in record.getMessage()
    assert record.exc_info is not None and "the disk went away" in str(record.exc_info[1])
    service.executor.shutdown(wait=False)


async def test_a_real_store_is_closed(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "closing.db")
    service = Service(store)
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 1}, seed=3)
    await service.close()
    reopened = await Store.open(tmp_path / "closing.db")  # what was written before the close is kept
    assert (await reopened.open_game(G, C)) is not None
    await reopened.close()
    service.executor.shutdown(wait=False)


async def test_a_store_replaced_on_the_facade_is_the_one_every_use_case_uses(service):
    """bench/turns.py times the store by replacing ``service.store``."""
    real = service.store
    calls: list[str] = []

    class Timed:
        def __getattr__(self, name):
            calls.append(name)
            return getattr(real, name)

    service.store = Timed()
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 1}, seed=3)
    await service.join(G, C, BOB)
    await service.start(G, C, ALICE)
    await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    await service.stats(G, ALICE)
    await service.pending_announcements()
    assert {"create_game", "add_seat", "start_game", "commit_moves", "player_stats",
            "pending_announcements"} <= set(calls)
    assert service.store is not real


async def test_the_clock_and_the_run_hook_of_the_facade_reach_the_use_cases(service):
    """Tests move ``service.clock`` on; bench/probes.py wraps ``service.run``."""
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2}, seed=3)
    await service.join(G, C, BOB)
    await service.set_setting(G, C, ALICE, "idle_hours", 1)
    await service.start(G, C, ALICE)
    later = Clock()
    later.now = service.clock() + timedelta(hours=2)
    service.clock = later
    assert [seat.user_id for _, seat in await service.idle_seats()] == [ALICE.id]
    hops = []
    real = service.run

    async def counted(fn, *args):
        hops.append(fn)
        return await real(fn, *args)

    service.run = counted
    await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    assert hops  # the move's work went through the replaced hook
    service.run = real


# -- what the use cases decide that only the slow front-end tests saw -------------------------------
# (found by mutation testing of bot/service/play.py with the fast selection of tests/README.md)


async def test_a_move_offers_undo_only_when_it_was_the_only_move_and_the_game_goes_on(service, tiny_game,
                                                                                      monkeypatch):
    """Reply.undo: "the mover may be offered to take the move back (the game
    allows undo)"; a computer answer in the same change, or the end of the
    game, leaves nothing of the mover's alone to take back."""
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 1, "undo": True}, seed=5)
    await service.join(G, C, BOB)
    await service.start(G, C, ALICE)
    alone = await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    assert not alone.finished and alone.undo is True
    last = await service.move(G, C, BOB, (await service.legal_moves(G, C, BOB))[0].notation)
    assert last.finished and last.undo is False

    await service.new_game(G, "versus", "tiny", ALICE, {"rounds": 2, "undo": True}, seed=5)
    await service.add_computer(G, "versus", ALICE)
    await service.start(G, "versus", ALICE)
    answered = await service.move(G, "versus", ALICE, (await service.legal_moves(G, "versus", ALICE))[0].notation)
    assert not answered.finished and answered.undo is False  # Computer 1 moved in the same change

    monkeypatch.setattr(type(tiny_game), "undoable", Game.undoable)  # a game that never allows undo
    assert Service.allows_undo(tiny_game) is False
    await service.new_game(G, "plain", "tiny", ALICE, {"rounds": 2}, seed=5)
    await service.join(G, "plain", BOB)
    await service.start(G, "plain", ALICE)
    plain = await service.move(G, "plain", ALICE, (await service.legal_moves(G, "plain", ALICE))[0].notation)
    assert not plain.finished and plain.undo is False


def test_a_game_allows_undo_when_it_says_when_a_decision_may_be_taken_back(tiny_game):
    assert Service.allows_undo(tiny_game) is True  # Tiny Race defines undoable
    assert Service.allows_undo(registry.get("townies")) is True


async def test_legal_moves_gives_25_by_default_and_every_one_without_a_limit(service):
    """Discord's autocomplete shows at most 25 choices; the console's `moves`
    asks for every one (limit=None)."""
    await service.new_game(G, C, "townies", ALICE, seed=1)
    await service.join(G, C, BOB)
    await service.start(G, C, ALICE)
    every = await service.legal_moves(G, C, ALICE, limit=None)
    assert len(every) > 25
    assert await service.legal_moves(G, C, ALICE) == every[:25]
    assert await service.legal_moves(G, C, ALICE, limit=3) == every[:3]


async def test_aborting_a_started_game_is_announced_and_aborting_a_lobby_is_not(service):
    """Nobody was told about a lobby in the channel's history of boards; a
    game in play had its boards posted, so its end is announced."""
    lobby = await service.new_game(G, C, "tiny", ALICE, {"rounds": 1}, seed=3)
    aborted = await service.abort(G, C, ALICE)
    assert aborted.finished and await service.pending_announcements(lobby.game_id) == []

    await service.new_game(G, C, "tiny", ALICE, {"rounds": 1}, seed=3)
    await service.join(G, C, BOB)
    started = await service.start(G, C, ALICE)
    before = len(await service.pending_announcements(started.game_id))
    await service.abort(G, C, BOB)  # issue 27: proposed (announced), then agreed by everyone
    stopped = await service.agree(G, C, ALICE)
    announced = await service.pending_announcements(started.game_id)
    assert len(announced) == before + 2
    assert announced[-1].version == stopped.version
    assert announced[-1].payload["text"] == ("Everybody still playing agreed to abandon the game of Tiny Race: it"
                                             " counts for nobody. The channel is free.")
    assert announced[-1].payload["finished"] is True


# -- the lobby (found by mutation testing of bot/service/lobby.py) ----------------------------------


async def test_the_lobby_counts_the_players_still_needed_and_never_below_none(service):
    """Tiny Race seats 2 to 4: the lobby says how many more it needs, and
    "Ready to start." once it has at least 2 (never a negative need)."""
    opened = await service.new_game(G, C, "tiny", ALICE, {"rounds": 1}, seed=3)
    assert opened.text.splitlines()[-1] == "3 seat(s) free. Needs 1 more to start."
    two = await service.join(G, C, BOB)
    assert two.text.splitlines()[-1] == "2 seat(s) free. Ready to start."
    three = await service.join(G, C, CAROL)
    assert three.text.splitlines()[-1] == "1 seat(s) free. Ready to start."
    four = await service.add_computer(G, C, ALICE)
    assert four.text.splitlines()[-1] == "0 seat(s) free. Ready to start."


async def test_the_lobby_writes_a_switch_option_as_yes_or_no_as_a_player_types_it(service):
    """An on/off option is shown as the ``yes``/``no`` a player types
    (``advanced=yes``), never Python's ``True``/``False``; the other
    options as they are."""
    opened = await service.new_game(G, C, "bits", ALICE, {}, seed=3)
    assert "Options: advanced: no" in opened.text and "False" not in opened.text
    await service.abort(G, C, ALICE)
    opened = await service.new_game(G, C, "townies", ALICE, {"designed_bonuses": "yes"}, seed=3)
    options = next(line for line in opened.text.splitlines() if line.startswith("Options: "))
    assert "designed_bonuses: yes" in options and "bonus: random" in options and "True" not in options


async def test_leaving_a_lobby_shows_the_lobby_without_the_player(service):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 1}, seed=3)
    await service.join(G, C, BOB)
    left = await service.leave(G, C, BOB)
    assert left.text.splitlines()[0] == "Bob left."
    assert "1. Alice" in left.text and "Bob" not in left.text.split("\n", 1)[1]
    assert left.names == ["Alice"] and left.game_id is not None


async def test_a_rematch_with_nobody_else_to_wait_for_starts_at_once(service):
    """The rematch starts "when all of them have joined": with only the
    asker and computer players, at once."""
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 1}, seed=3)
    await service.add_computer(G, C, ALICE)
    await service.start(G, C, ALICE)
    last = await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    assert last.finished
    again = await service.rematch(G, C, ALICE)
    assert again.text.startswith("Tiny Race begins! Seat order: ")
    assert again.picture is not None and again.version is not None
    assert (await service.table(G, C)).row.status == "active"


# -- what a change announces (found by mutation testing of bot/service/outcome.py) -------------------


async def test_a_simultaneous_turn_names_everybody_still_to_act(service):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 1, "simultaneous": True}, seed=3)
    await service.join(G, C, BOB)
    started = await service.start(G, C, ALICE)
    assert started.text.splitlines()[-1] == "Still to act: Alice, Bob."
    half = await service.move(G, C, BOB, (await service.legal_moves(G, C, BOB))[0].notation)
    # One seat left to act, in a game not simultaneous by its nature: that seat's decision.
    assert half.text.splitlines()[-1] == "Alice to play: play a card from your hand"
    assert (await service.status(G, C)).text.splitlines()[-1] == "Alice to play: play a card from your hand"


async def test_each_persons_result_keeps_the_detail_of_their_standing(service):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 1}, seed=3)
    await service.join(G, C, BOB)
    started = await service.start(G, C, ALICE)
    await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    last = await service.move(G, C, BOB, (await service.legal_moves(G, C, BOB))[0].notation)
    assert last.finished
    results = {r.user_id: r for r in await service.store.results_of_game(started.game_id)}
    for standing in last.standings:
        assert standing["detail"].startswith("best card ")  # Tiny Race's detail
        assert results[standing["user_id"]].detail == standing["detail"]
        assert results[standing["user_id"]].rank == standing["rank"]
