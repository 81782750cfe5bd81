"""A whole game's replay (issue 30 item 7-8): one job in the heavy lane,
never in the turns' picture lane, so that no move waits behind a replay;
an aborted game has no replay."""

from __future__ import annotations

import asyncio
import io
import threading
from concurrent.futures import Executor, ThreadPoolExecutor

import aiosqlite
import pytest
from PIL import Image

from bot.service import NotFound, Service, User
from storage.store import Store

G, C = "guild", "chan"
ALICE, BOB = User("1", "Alice"), User("2", "Bob")


class Counting(ThreadPoolExecutor):
    """A thread pool that counts what it was given."""

    def __init__(self, workers: int = 1):
        super().__init__(max_workers=workers)
        self.jobs = 0

    def submit(self, fn, /, *args, **kwargs):
        self.jobs += 1
        return super().submit(fn, *args, **kwargs)


@pytest.fixture
async def lanes():
    turns, heavy = Counting(2), Counting(1)
    yield turns, heavy
    turns.shutdown(wait=False)
    heavy.shutdown(wait=False)


async def a_game(tmp_path, turns: Executor, heavy: Executor, tiny_game):
    store = await Store.open(tmp_path / "r.db")
    service = Service(store, render_executor=turns, heavy_executor=heavy)
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2}, seed=5)
    await service.join(G, C, BOB)
    await service.start(G, C, ALICE)
    return store, service


async def play_one(service: Service):
    table = await service.table(G, C)
    user = ALICE if (await service.legal_moves(G, C, ALICE)) else BOB
    moves = await service.legal_moves(G, C, user)
    return table.row.id, await service.move(G, C, user, moves[0].notation)


async def test_a_replay_is_drawn_in_the_heavy_lane_only(tmp_path, lanes, tiny_game):
    turns, heavy = lanes
    store, service = await a_game(tmp_path, turns, heavy, tiny_game)
    try:
        game_id, _ = await play_one(service)
        before = turns.jobs
        picture = await service.replay(game_id, budget=8 * 1024 * 1024)
        assert heavy.jobs == 1 and turns.jobs == before
        image = Image.open(io.BytesIO(picture.png))
        assert image.format == "GIF" and image.n_frames == 2  # the start and the one move
        assert picture.filename == f"tiny-{game_id}-replay.gif"
    finally:
        await store.close()


async def test_a_move_is_answered_while_a_replay_occupies_the_heavy_lane(tmp_path, lanes, tiny_game):
    turns, heavy = lanes
    store, service = await a_game(tmp_path, turns, heavy, tiny_game)
    release = threading.Event()
    try:
        game_id, _ = await play_one(service)
        heavy.submit(release.wait, 30)  # the heavy lane's one worker is busy with a long job
        replay = asyncio.create_task(service.replay(game_id, budget=8 * 1024 * 1024))
        await asyncio.sleep(0)
        _, reply = await asyncio.wait_for(play_one(service), 10)  # far below the long job's 30 s
        assert reply.picture is not None and not replay.done()
        release.set()
        assert (await asyncio.wait_for(replay, 10)).png[:3] == b"GIF"
    finally:
        release.set()
        await store.close()


async def test_an_aborted_game_has_no_replay(tmp_path, lanes, tiny_game):
    turns, heavy = lanes
    store, service = await a_game(tmp_path, turns, heavy, tiny_game)
    try:
        game_id, _ = await play_one(service)
        await service.abort(G, C, ALICE)
        await service.agree(G, C, BOB)  # issue 27: abandoning a game of two people needs both
        with pytest.raises(NotFound, match=f"^Game {game_id} was aborted, so it has no replay.$"):
            await service.replay(game_id, budget=8 * 1024 * 1024)
        assert heavy.jobs == 0
    finally:
        await store.close()


async def test_a_move_log_that_does_not_replay_is_named_with_the_engines_sentence(tmp_path, lanes, tiny_game):
    """Service.replay_check (referee migrate-db's verification): a log whose
    move the rules refuse is named, with the refusal, instead of raising."""
    turns, heavy = lanes
    store, service = await a_game(tmp_path, turns, heavy, tiny_game)
    try:
        game_id, _ = await play_one(service)
        async with aiosqlite.connect(tmp_path / "r.db") as db:
            await db.execute("UPDATE moves SET notation = 'fly away' WHERE game_id = ?", (game_id,))
            await db.commit()
        said = await service.replay_check(game_id)
        assert said is not None and said.startswith(f"Game {game_id} (tiny) does not replay: ")
        assert len(said) > len(f"Game {game_id} (tiny) does not replay: ")  # the engine's refusal follows
    finally:
        await store.close()
