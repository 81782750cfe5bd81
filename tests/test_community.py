"""Asynchronous play beyond the anchors (issue 15), through the service:
rematch, results and ratings (openskill), stats and leaderboards, "my
games", the board at an earlier turn and animated replays."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.service import Forbidden, Refused, Service, User
from storage.store import Store
from tests.support.sql import execute
from tests.test_service import ALICE, BOB, CAROL, C, Clock, G, started

pytestmark = pytest.mark.usefixtures("both_stores")  # every test on SQLite and on PostgreSQL

D = "other-channel"


@pytest.fixture
async def service(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "svc.db")
    svc = Service(store, clock=Clock())
    yield svc
    await store.close()
    svc.executor.shutdown(wait=False)


async def play_out(service, channel=C, *, winner: User | None = None, players=(ALICE, BOB), rounds=1,
                   computers=0, seed=5):
    """A whole Tiny Race; ``winner`` plays its highest card, the others
    their lowest, so the winner is known (ties aside)."""
    await service.new_game(G, channel, "tiny", players[0], {"rounds": rounds}, seed=seed)
    for p in players[1:]:
        await service.join(G, channel, p)
    for _ in range(computers):
        await service.add_computer(G, channel, players[0])
    reply = await service.start(G, channel, players[0])
    by_id = {p.id: p for p in players}
    while not reply.finished:
        table = await service.table(G, channel)
        seat = min(table.game.to_act(table.state))
        user = by_id[table.user_of(seat).user_id]
        hand = sorted(table.state["hands"][seat])
        card = hand[-1] if user == winner else hand[0]
        reply = await service.move(G, channel, user, f"play {card}")
    return reply


async def test_a_finished_game_stores_each_persons_result_and_rates_it(service):
    reply = await play_out(service, winner=ALICE, rounds=2, seed=11)
    results = await service.store.results_of_game(reply.game_id)
    assert [(r.user_id, r.rank) for r in results] == [(s["user_id"], s["rank"]) for s in reply.standings]
    board = await service.leaderboard(G, "tiny")
    ranked = [d["user_id"] for d in board.data]
    winner = reply.standings[0]["user_id"]
    assert ranked[0] == winner  # the winner's rating went up more than the loser's
    assert board.data[0]["rating"] > board.data[1]["rating"] and all(d["games"] == 1 for d in board.data)


async def test_ratings_move_in_the_expected_direction_over_games(service):
    ratings = []
    for n, seed in enumerate((3, 4, 5)):
        reply = await play_out(service, channel=f"c{n}", winner=ALICE, rounds=2, seed=seed)
        assert reply.standings[0]["user_id"] == ALICE.id, reply.standings
        board = {d["user_id"]: d["rating"] for d in (await service.leaderboard(G, "tiny")).data}
        ratings.append(board)
    assert ratings[0][ALICE.id] < ratings[1][ALICE.id] < ratings[2][ALICE.id]
    assert ratings[0][BOB.id] > ratings[2][BOB.id]


async def test_computers_are_not_rated_and_aborted_games_have_no_results(service):
    reply = await play_out(service, players=(ALICE, BOB), computers=1, rounds=1)
    results = await service.store.results_of_game(reply.game_id)
    assert sorted(r.user_id for r in results) == sorted([ALICE.id, BOB.id])
    assert all(r.players == 3 and r.humans == 2 for r in results)
    await service.new_game(G, D, "tiny", ALICE, {"rounds": 1})
    await service.join(G, D, BOB)
    aborted = await service.start(G, D, ALICE)
    await service.abort(G, D, ALICE)
    await service.agree(G, D, BOB)  # issue 27: abandoning a game of two people needs both
    assert await service.store.results_of_game(aborted.game_id) == []


async def test_a_resigned_player_is_rated_last(service):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2}, seed=7)
    await service.join(G, C, BOB)
    await service.join(G, C, CAROL)
    await service.start(G, C, ALICE)
    await service.resign(G, C, ALICE)
    users = {BOB.id: BOB, CAROL.id: CAROL}
    reply = None
    while reply is None or not reply.finished:
        table = await service.table(G, C)
        seat = min(table.game.to_act(table.state))
        user = users[table.user_of(seat).user_id]
        reply = await service.move(G, C, user, (await service.legal_moves(G, C, user))[0].notation)
    results = {r.user_id: r for r in await service.store.results_of_game(reply.game_id)}
    assert results[ALICE.id].resigned and results[ALICE.id].rank == 3
    board = {d["user_id"]: d["rating"] for d in (await service.leaderboard(G, "tiny")).data}
    assert board[ALICE.id] == min(board.values())


async def test_ratings_survive_a_restart_and_can_be_rebuilt(tmp_path, tiny_game):
    path = tmp_path / "r.db"
    store = await Store.open(path)
    service = Service(store, clock=Clock())
    await play_out(service, winner=ALICE, rounds=2, seed=3)
    before = (await service.leaderboard(G, "tiny")).data
    await store.close()
    store = await Store.open(path)
    try:
        service = Service(store, clock=Clock())
        assert (await service.leaderboard(G, "tiny")).data == before
        await execute(store, "UPDATE ratings SET ordinal = 99")  # a rating bug...
        assert await service.rebuild_ratings() == 1  # ...is fixed by rebuilding from the results
        assert (await service.leaderboard(G, "tiny")).data == before
    finally:
        await store.close()


async def test_stats_count_games_wins_average_and_best(service):
    first = await play_out(service, channel="c1", winner=ALICE, rounds=2, seed=3)
    second = await play_out(service, channel="c2", winner=BOB, rounds=2, seed=4)
    stats = await service.stats(G, ALICE)
    (row,) = stats.data
    scores = [next(s["score"] for s in r.standings if s["user_id"] == ALICE.id) for r in (first, second)]
    wins = sum(r.standings[0]["user_id"] == ALICE.id for r in (first, second))
    assert row["games"] == 2 and row["wins"] == wins
    assert row["average"] == pytest.approx(sum(scores) / 2) and row["best"] == max(scores)
    assert row["rating"] is not None and row["rated_games"] == 2
    assert "Tiny Race: 2 game(s)" in stats.text
    assert "no finished games" in (await service.stats(G, CAROL)).text


async def test_a_rematch_invites_the_same_players_and_starts_when_they_joined(service):
    done = await play_out(service, players=(ALICE, BOB), computers=1, rounds=1)
    old = await service.table(G, C)
    with pytest.raises(Forbidden):
        await service.rematch(G, C, CAROL)
    lobby = await service.rematch(G, C, BOB)
    table = await service.table(G, C)
    assert table.row.id != done.game_id and table.row.status == "lobby"
    assert table.row.options == old.row.options and table.row.seed != old.row.seed
    assert [s.user_id for s in table.seats] == [BOB.id, "computer-1"]
    assert lobby.ping == [ALICE.id] and "rematch" in lobby.text
    with pytest.raises(Refused):
        await service.rematch(G, C, BOB)  # the channel's game is not finished any more
    started = await service.join(G, C, ALICE)
    assert (await service.table(G, C)).row.status == "active"
    assert "everybody invited is here" in started.text and started.picture is not None


async def test_mine_lists_unfinished_games_across_channels(service):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2})
    await service.join(G, C, BOB)
    await service.start(G, C, ALICE)
    await service.new_game(G, D, "tiny", BOB, {"rounds": 2})
    await service.join(G, D, ALICE)
    await service.new_game("other-guild", C, "tiny", ALICE, {"rounds": 2})
    mine = await service.mine(G, ALICE)
    assert [(d["channel"], d["status"], d["owes"]) for d in mine.data] == [(C, "active", True), (D, "lobby", False)]
    assert mine.ephemeral and "**your turn** since 2026-" in mine.text
    theirs = await service.mine(G, BOB)
    assert [(d["channel"], d["owes"]) for d in theirs.data] == [(C, False), (D, False)]
    assert (await service.mine(G, CAROL)).data == []


async def test_the_board_at_an_earlier_turn_is_replayed_from_the_log(service):
    reply = await play_out(service, winner=ALICE, rounds=2, seed=9)
    moves = await service.store.moves(reply.game_id)
    last = await service.board_at(G, C, len(moves))
    assert last.picture.png == (await service.board(G, C)).picture.png  # the replay reaches the stored state
    first = await service.board_at(G, C, 1)
    assert moves[0].public in first.text and first.picture.png != last.picture.png
    with pytest.raises(Refused, match=f"numbers this game's moves 1 to {len(moves)}"):
        await service.board_at(G, C, len(moves) + 1)


async def test_before_any_move_the_board_at_a_turn_says_none_was_played(service):
    await started(service)
    with pytest.raises(Refused, match=r"no move has been played yet \(0 shows the start\)"):
        await service.board_at(G, C, 1)
    assert (await service.board_at(G, C, 0)).text == "The start of the game."


async def test_a_replay_is_an_animation_with_a_frame_per_move(service):
    reply = await play_out(service, winner=ALICE, rounds=2, seed=9)
    moves = await service.store.moves(reply.game_id)
    replay = await service.replay(reply.game_id)
    image = Image.open(io.BytesIO(replay.png))
    assert image.format == "GIF" and image.n_frames == len(moves) + 1
    assert replay.filename.endswith(".gif") and len(replay.png) < 8 * 1024 * 1024


def test_a_long_replay_keeps_within_its_budget_and_its_ends(tiny_game):
    from bot.i18n import Words
    from render.replay import animation, pick

    assert pick(5, 10) == [0, 1, 2, 3, 4]
    chosen = pick(1000, 50)
    assert chosen[0] == 0 and chosen[-1] == 999 and len(chosen) == 50
    state = tiny_game.setup(["A", "B"], {"rounds": 3}, 1)
    frames = [(tiny_game.view(state, None), f"move {i}") for i in range(60)]
    data = animation("tiny", frames, Words(), budget=40_000)
    assert len(data) <= 40_000 or Image.open(io.BytesIO(data)).n_frames == 2
    assert 2 <= Image.open(io.BytesIO(data)).n_frames < 60


# -- undo -----------------------------------------------------------------------------


async def undo_game(service, simultaneous=False):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2, "undo": True, "simultaneous": simultaneous},
                           seed=5)
    await service.join(G, C, BOB)
    await service.start(G, C, ALICE)


async def test_a_move_can_be_taken_back_until_someone_else_acts(service):
    await undo_game(service)
    before = await service.table(G, C)
    move = (await service.legal_moves(G, C, ALICE))[0].notation
    await service.move(G, C, ALICE, move)
    preview = await service.undo_preview(G, C, ALICE)
    assert move in preview.text and preview.ephemeral
    with pytest.raises(Refused, match="not made a move"):
        await service.undo(G, C, BOB)
    reply = await service.undo(G, C, ALICE)
    after = await service.table(G, C)
    assert after.state == before.state and after.row.version > before.row.version
    assert "took back" in reply.text and reply.picture is not None and reply.ping == [ALICE.id]
    assert f"{ALICE.name} took back their move ({move})." in reply.text  # named by their seat, with the move
    history = await service.history(G, C)
    assert "(taken back)" in history.text
    # The replay skips the undone entry: it reaches the stored state exactly.
    states = await service.run(service._replay, after, await service.store.moves(after.row.id))
    assert states[-1] == after.state
    await service.move(G, C, ALICE, move)
    await service.move(G, C, BOB, (await service.legal_moves(G, C, BOB))[0].notation)
    with pytest.raises(Refused, match="Bob has played since"):
        await service.undo(G, C, ALICE)


async def test_undo_is_refused_after_a_draw_or_in_games_that_do_not_allow_it(service):
    await started_default(service)
    await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    with pytest.raises(Refused, match="you drew a card"):
        await service.undo(G, C, ALICE)


async def started_default(service):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2}, seed=5)
    await service.join(G, C, BOB)
    await service.start(G, C, ALICE)


async def test_a_hidden_simultaneous_choice_can_be_taken_back_until_revealed(service):
    await undo_game(service, simultaneous=True)
    await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    await service.undo(G, C, ALICE)  # still hidden: Bob has not played
    assert ALICE.id in [s.user_id for s in (await service.table(G, C)).seats if s.owing_since]
    await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    await service.move(G, C, BOB, (await service.legal_moves(G, C, BOB))[0].notation)
    with pytest.raises(Refused, match="the cards were revealed"):
        await service.undo(G, C, BOB)


async def test_a_stale_undo_offer_changes_nothing(service):
    await undo_game(service)
    await service.move(G, C, ALICE, (await service.legal_moves(G, C, ALICE))[0].notation)
    version = (await service.table(G, C)).row.version
    await service.move(G, C, BOB, (await service.legal_moves(G, C, BOB))[0].notation)
    with pytest.raises(Refused, match="moved on"):
        await service.undo(G, C, ALICE, expected_version=version)
    assert (await service.table(G, C)).row.version == version + 1


def test_games_refuse_undo_unless_they_opt_in(tiny_game):
    from rules.base import Game

    state = tiny_game.setup(["A", "B"], tiny_game.info.options({"rounds": 1, "undo": True}), 1)
    assert tiny_game.undoable(state, state, 0) is None  # Tiny Race opts in
    assert str(Game.undoable(tiny_game, state, state, 0)) == "Tiny Race does not allow taking moves back"
