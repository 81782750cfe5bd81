"""The session service, driven without Discord, with the Tiny Race test game."""

import asyncio
import json
from datetime import timedelta

import pytest

from bot.service import Forbidden, NotFound, Refused, Service, User
from storage.store import Store
from tests.support.clock import Clock

pytestmark = pytest.mark.usefixtures("both_stores")  # every test on SQLite and on PostgreSQL

G, C = "guild", "chan"
ALICE = User("1", "Alice")
BOB = User("2", "Bob")
CAROL = User("3", "Carol")
MOD = User("9", "Mod", can_manage=True)


@pytest.fixture
async def service(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "svc.db")
    svc = Service(store, clock=Clock())
    yield svc
    await store.close()


async def started(service, options=None, players=(ALICE, BOB), seed=5):
    await service.new_game(G, C, "tiny", players[0], options or {"rounds": 2}, seed=seed)
    for p in players[1:]:
        await service.join(G, C, p)
    return await service.start(G, C, players[0])


async def version(service):
    return (await service.table(G, C)).row.version


async def test_lobby_new_join_leave_start(service):
    reply = await service.new_game(G, C, "tiny", ALICE, {"rounds": "2"})
    assert "Alice" in reply.text and "Needs 1 more" in reply.text
    with pytest.raises(Refused, match="already has an unfinished game"):
        await service.new_game(G, C, "tiny", BOB)
    with pytest.raises(Refused, match="needs at least 2 players"):
        await service.start(G, C, ALICE)
    await service.join(G, C, BOB)
    with pytest.raises(Refused, match="already have a seat"):
        await service.join(G, C, BOB)
    await service.leave(G, C, BOB)
    await service.join(G, C, CAROL)
    reply = await service.start(G, C, ALICE)
    assert "1. Alice, 2. Carol" in reply.text
    assert reply.picture and reply.picture.png.startswith(b"\x89PNG")
    assert reply.mentions == [ALICE.id]
    with pytest.raises(Refused, match="already started"):
        await service.join(G, C, BOB)


async def test_unknown_game_and_bad_option_are_refused(service):
    with pytest.raises(NotFound, match="no game called 'chess'"):
        await service.new_game(G, C, "chess", ALICE)
    with pytest.raises(Refused, match="at most 10"):
        await service.new_game(G, C, "tiny", ALICE, {"rounds": 50})
    with pytest.raises(NotFound, match="no game in this channel"):
        await service.status(G, C)


async def test_full_game_refuses_more_players(service):
    await service.new_game(G, C, "tiny", ALICE)
    for _ in range(3):
        await service.add_computer(G, C, ALICE)
    with pytest.raises(Refused, match="full"):
        await service.join(G, C, BOB)


async def test_refused_moves_change_nothing(service):
    await started(service)
    before = await version(service)
    with pytest.raises(Refused, match="not your turn: waiting for Alice"):
        await service.move(G, C, BOB, "play 1")
    with pytest.raises(Forbidden, match="not playing"):
        await service.move(G, C, CAROL, "play 1")
    with pytest.raises(Refused, match="play N"):
        await service.move(G, C, ALICE, "dance")
    with pytest.raises(Refused, match="You hold"):
        await service.move(G, C, ALICE, "play 99")
    assert await version(service) == before
    table = await service.table(G, C)
    assert await service.store.move_count(table.row.id) == 0


async def test_accepted_move_is_stored_and_hands_over(service):
    await started(service)
    move = (await service.legal_moves(G, C, ALICE))[0].notation
    reply = await service.move(G, C, ALICE, move.upper())
    assert reply.mentions == [BOB.id]
    assert "Bob to play" in reply.text and reply.picture is not None
    table = await service.table(G, C)
    moves = await service.store.moves(table.row.id)
    assert [(m.seat, m.notation) for m in moves] == [(0, move)]


async def test_concurrent_moves_on_one_game_apply_once(service):
    await started(service)
    move = (await service.legal_moves(G, C, ALICE))[0].notation
    results = await asyncio.gather(
        service.move(G, C, ALICE, move), service.move(G, C, ALICE, move), return_exceptions=True
    )
    assert sum(1 for r in results if isinstance(r, Refused)) == 1
    table = await service.table(G, C)
    assert await service.store.move_count(table.row.id) == 1


async def test_autocomplete_lists_legal_moves_filtered(service):
    await started(service)
    table = await service.table(G, C)
    legal = table.game.legal_moves(table.state, 0)
    assert await service.legal_moves(G, C, ALICE) == legal
    assert await service.legal_moves(G, C, BOB) == []  # not Bob's turn
    assert await service.legal_moves(G, C, CAROL) == []  # not seated
    value = legal[-1].notation.split()[-1]
    assert [m.notation for m in await service.legal_moves(G, C, ALICE, value)] == [legal[-1].notation]


async def test_computer_players_move_until_a_human_must(service):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2}, seed=3)
    await service.add_computer(G, C, ALICE)
    await service.add_computer(G, C, ALICE)
    await service.start(G, C, ALICE)
    reply = await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    assert reply.mentions == [ALICE.id]
    table = await service.table(G, C)
    assert [m.seat for m in await service.store.moves(table.row.id)] == [0, 1, 2]


async def test_game_end_gives_standings_and_refuses_more_moves(service):
    await started(service, {"rounds": 1})
    await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    reply = await service.move(G, C, BOB, (await service.legal_moves(G, C, BOB))[0].notation)
    assert reply.finished and "Final standings" in reply.text
    assert {s["name"] for s in reply.standings} == {"Alice", "Bob"}
    assert set(reply.mentions) == {ALICE.id, BOB.id}
    with pytest.raises(Refused, match="is over"):
        await service.move(G, C, ALICE, "play 1")
    # The channel is free for a new game.
    await service.new_game(G, C, "tiny", BOB)


async def test_resign_hands_seat_to_computer_and_ranks_last(service):
    await started(service, {"rounds": 2}, players=(ALICE, BOB))
    reply = await service.resign(G, C, ALICE)
    assert "computer player takes over" in reply.text
    # Alice's seat moved by itself; Bob is to act.
    assert reply.mentions == [BOB.id]
    with pytest.raises(Refused, match="resigned"):
        await service.move(G, C, ALICE, "play 1")
    while True:
        moves = await service.legal_moves(G, C, BOB)
        reply = await service.move(G, C, BOB, moves[0].notation)
        if reply.finished:
            break
    assert reply.standings[-1]["name"] == "Alice" and "resigned" in reply.standings[-1]["detail"]


async def test_abort_needs_a_seated_player_or_manage_channels(service):
    await started(service)
    with pytest.raises(Forbidden, match="seated player or someone who can manage"):
        await service.abort(G, C, CAROL)
    reply = await service.abort(G, C, MOD)
    assert "aborted" in reply.text
    with pytest.raises(NotFound):
        await service.move(G, C, ALICE, "play 1")


async def test_simultaneous_choices_stay_hidden_until_revealed(service):
    await started(service, {"rounds": 1, "simultaneous": True})
    table = await service.table(G, C)
    secret = table.state["hands"][0][0]
    reply = await service.move(G, C, ALICE, f"play {secret}")
    assert f"played {secret}" not in reply.text  # public line
    assert "Alice has played a card" in reply.text
    assert reply.mentions == [BOB.id] and "Bob" in reply.text.splitlines()[-1]
    assert reply.private[ALICE.id] == f"You played {secret}."
    history = await service.history(G, C)
    assert f"play {secret}" not in history.text and f"played {secret}" not in history.text
    exported = json.loads((await service.export(G, C, BOB)).text)
    assert "pending" not in exported and "hands" not in exported


async def test_hidden_information_changes_are_noticed(service):
    await started(service)
    # At the start everybody has a private hand to look at.
    assert await service.pending_notices(G, C, BOB)
    assert await service.pending_notices(G, C, BOB) == []
    move = (await service.legal_moves(G, C, ALICE))[0].notation
    reply = await service.move(G, C, ALICE, move)
    assert ALICE.id in reply.notify  # Alice drew a replacement card
    hand = await service.hand(G, C, ALICE)
    assert hand.ephemeral and "Your hand" in hand.text and hand.private_picture is not None
    with pytest.raises(Refused, match="not playing"):
        await service.hand(G, C, CAROL)


async def test_board_picture_has_alt_text(service):
    await started(service)
    reply = await service.board(G, C)
    assert reply.picture.png.startswith(b"\x89PNG")
    assert "Scores" in reply.picture.alt and len(reply.picture.alt) <= 1024


async def test_restart_resumes_every_game_as_it_was(tmp_path, tiny_game):
    path = tmp_path / "restart.db"
    store = await Store.open(path)
    service = Service(store)
    await started(service)
    await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    before = await service.table(G, C)
    await store.close()

    store = await Store.open(path)
    service = Service(store)
    try:
        after = await service.table(G, C)
        assert after.state == before.state and after.row.version == before.row.version
        assert [g.id for g in await service.unfinished()] == [before.row.id]
        await service.move(G, C, BOB, (await service.legal_moves(G, C, BOB))[0].notation)
    finally:
        await store.close()


async def test_reminders_are_due_once_per_interval(service):
    await started(service)
    clock = service.clock
    interval = timedelta(hours=12)
    assert await service.due_reminders(interval) == []
    clock.now += timedelta(hours=13)
    due = await service.due_reminders(interval)
    assert [[s.user_id for s in seats] for _, seats in due] == [[ALICE.id]]
    await service.mark_reminded(due[0][0].id)
    assert await service.due_reminders(interval) == []
    clock.now += timedelta(hours=12)
    assert len(await service.due_reminders(interval)) == 1


async def test_idle_players_can_be_replaced_by_computers(service):
    await started(service)
    with pytest.raises(Forbidden):
        await service.set_setting(G, C, BOB, "idle_hours", 24)
    await service.set_setting(G, C, ALICE, "idle_hours", 24)
    assert await service.idle_seats() == []
    service.clock.now += timedelta(hours=25)
    idle = await service.idle_seats()
    assert [s.user_id for _, s in idle] == [ALICE.id]
    reply = await service.replace_idle(G, C, idle[0][1].seat, "has been idle for over 24 hours")
    assert "Alice has been idle" in reply.text and reply.mentions == [BOB.id]


def test_only_new_private_information_is_news():
    from bot.service import _has_content

    assert not _has_content({}) and not _has_content({"pending": None, "hand": []})
    assert _has_content({"hand": [0]}) and _has_content({"energy": 0})
    assert _has_content({"drawn": {"tiles": ["t1"]}})


async def test_pictures_can_be_drawn_in_a_process_pool(tmp_path):
    """``referee run`` draws in worker processes: the picture is the same
    bytes as one drawn in a thread."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from rules import registry

    kind = sorted(registry.games())[0]
    pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
    stores = []
    try:
        pictures = []
        for executor in (pool, None):
            store = await Store.open(tmp_path / f"{executor is None}.db")
            stores.append(store)
            svc = Service(store, render_executor=executor)
            await svc.new_game(G, C, kind, ALICE, seed=4)
            game = registry.get(kind)
            for _ in range(max(0, game.info.min_players - 1)):
                await svc.add_computer(G, C, ALICE)
            pictures.append((await svc.start(G, C, ALICE)).picture.png)
        assert pictures[0].startswith(b"\x89PNG") and pictures[0] == pictures[1]
    finally:
        pool.shutdown()
        for store in stores:
            await store.close()


async def test_moves_worked_on_at_once_are_capped(tmp_path, tiny_game):
    """A burst of moves waits before reading its games, so only a few
    decoded states are alive at once; every move still applies."""
    store = await Store.open(tmp_path / "cap.db")
    service = Service(store, max_concurrent_moves=2)
    try:
        channels = [f"c{i}" for i in range(5)]
        for c in channels:
            await service.new_game(G, c, "tiny", ALICE, {"rounds": 2}, seed=1)
            await service.join(G, c, BOB)
            await service.start(G, c, ALICE)
        inside, peak = 0, 0
        real_active = service._active

        async def counting_active(guild, channel):
            nonlocal inside, peak
            inside += 1
            peak = max(peak, inside)
            try:
                await asyncio.sleep(0.01)
                return await real_active(guild, channel)
            finally:
                inside -= 1

        service._active = counting_active
        moves = [(await service.legal_moves(G, c, ALICE))[0].notation for c in channels]
        replies = await asyncio.gather(*(service.move(G, c, ALICE, m) for c, m in zip(channels, moves, strict=True)))
        assert peak == 2
        assert all(r.mentions == [BOB.id] for r in replies)
    finally:
        await store.close()


async def test_final_standings_mention_players_a_computer_replaced(service):
    await started(service, {"rounds": 1})
    await service.set_setting(G, C, ALICE, "idle_hours", 1)
    service.clock.now += timedelta(hours=2)
    [(_, idle)] = await service.idle_seats()
    await service.replace_idle(G, C, idle.seat, "was idle")
    reply = await service.move(G, C, BOB, (await service.legal_moves(G, C, BOB))[0].notation)
    assert reply.finished and set(reply.mentions) == {ALICE.id, BOB.id}
