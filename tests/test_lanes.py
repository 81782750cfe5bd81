"""The picture lanes (bot.workers.picture_lanes), issue 30 item 7: "heavy
work never delays a turn". A finished game's replay is drawn in a lane of
its own (``REPLAY_PROCESSES``), so a move's picture never queues behind it,
and a stop abandons a replay in progress instead of waiting for it ("a stop
cancels or abandons a replay in progress ... and finishes well within
30 s"). Real processes throughout; a slow job is one that waits for a file
the test creates, so no assertion depends on how fast the machine is."""

from __future__ import annotations

import threading
import time
from concurrent.futures import CancelledError
from pathlib import Path

import pytest

from bot.workers import (
    HEAVY_NICENESS,
    Abandoned,
    PictureLanes,
    PicturePool,
    ThreadLane,
    heavy_lane,
    picture_lanes,
)
from tests.support import poolwork

GENEROUS = 20.0  # seconds: a bound no healthy run comes near; the test's order, not its speed, is the check
PROMPT = 5.0  # "well within a few seconds" for a stop


def stopped_promptly(lanes: PictureLanes, release: Path) -> bool:
    """Whether ``lanes.shutdown()`` returns within :data:`PROMPT`; if it
    does not, the held job is released so that the test fails instead of
    hanging."""
    stopping = threading.Thread(target=lanes.shutdown)
    stopping.start()
    stopping.join(PROMPT)
    prompt = not stopping.is_alive()
    release.touch()
    stopping.join(GENEROUS)
    return prompt


def wait_for(path: Path) -> None:
    deadline = time.monotonic() + GENEROUS
    while not path.exists():
        assert time.monotonic() < deadline, f"{path.name} never appeared"
        time.sleep(0.01)


@pytest.fixture
def lanes():
    made = picture_lanes(1, 1)
    yield made
    made.shutdown()


def test_the_lanes_are_apart_and_the_heavy_one_is_bounded(lanes):
    assert isinstance(lanes.turns, PicturePool) and isinstance(lanes.heavy, PicturePool)
    assert len(lanes.heavy.processes()) == 1  # REPLAY_PROCESSES=1 by default (bot/config.py)
    turn_workers = {p.pid for p in lanes.turns.processes()}
    assert not turn_workers & {p.pid for p in lanes.heavy.processes()}
    assert lanes.turns.submit(poolwork.pid).result(timeout=GENEROUS) in turn_workers


def test_a_turns_picture_is_drawn_while_a_replay_occupies_the_heavy_lane(lanes, tmp_path):
    """The turn lane has one process and the heavy lane one: with one pool
    for both (before issue 30), the turn's picture would wait for the
    replay, which here never ends until the test lets it."""
    started, release = tmp_path / "started", tmp_path / "release"
    replay = lanes.heavy.submit(poolwork.hold, str(started), str(release))
    wait_for(started)
    queued = lanes.heavy.submit(poolwork.pid)  # a second replay waits its turn in its own lane
    for _ in range(3):
        assert lanes.turns.submit(poolwork.pid).result(timeout=GENEROUS) > 0
    assert not replay.done() and not queued.done()  # the replay still blocks: the turns did not wait for it
    release.touch()
    assert replay.result(timeout=GENEROUS) == queued.result(timeout=GENEROUS)  # the one heavy worker


def test_a_stop_abandons_a_replay_in_progress_and_returns_promptly(tmp_path):
    lanes = picture_lanes(1, 1)
    started, release = tmp_path / "started", tmp_path / "release"
    replay = lanes.heavy.submit(poolwork.hold, str(started), str(release))
    waiting = lanes.heavy.submit(poolwork.pid)
    wait_for(started)
    heavy_workers = lanes.heavy.processes()
    turn = lanes.turns.submit(poolwork.nap, 0.2)
    assert stopped_promptly(lanes, release)
    with pytest.raises(Abandoned, match="given up"):
        replay.result(timeout=0)
    with pytest.raises(CancelledError):
        waiting.result(timeout=0)
    assert turn.result(timeout=0) > 0  # a turn's picture begun before the stop is drawn, as before
    assert not any(p.is_alive() for p in heavy_workers) and lanes.heavy.processes() == []
    with pytest.raises(RuntimeError, match="shut down"):
        lanes.heavy.submit(poolwork.pid)


def test_without_processes_the_heavy_lane_is_a_thread_of_its_own_and_a_stop_does_not_wait(tmp_path):
    lanes = PictureLanes(None, heavy_lane(0))
    assert isinstance(lanes.heavy, ThreadLane)
    assert lanes.heavy.submit(pow, 2, 10).result(timeout=GENEROUS) == 1024
    with pytest.raises(ValueError, match="the drawing failed"):
        lanes.heavy.submit(poolwork.fail, "the drawing failed").result(timeout=GENEROUS)
    started, release = tmp_path / "started", tmp_path / "release"
    replay = lanes.heavy.submit(poolwork.hold, str(started), str(release))
    waiting = lanes.heavy.submit(poolwork.pid)
    wait_for(started)
    assert stopped_promptly(lanes, release)  # then released: the abandoned job ends, its result dropped
    with pytest.raises(Abandoned):
        replay.result(timeout=0)
    assert waiting.cancelled()
    with pytest.raises(RuntimeError, match="shut down"):
        lanes.heavy.submit(poolwork.pid)


def test_a_thread_lane_shut_down_without_abandoning_finishes_its_work():
    lane = ThreadLane()
    futures = [lane.submit(poolwork.nap, 0.02) for _ in range(3)]
    lane.shutdown()
    assert all(f.done() and f.result() > 0 for f in futures)


def test_a_pool_shut_down_without_abandoning_still_draws_its_pictures():
    """abandon is the heavy lane's: the turns' pool keeps its promise to
    draw every picture already begun (tests/test_picture_pool.py)."""
    pool = PicturePool(1)
    running = pool.submit(poolwork.nap, 0.3)
    time.sleep(0.1)
    pool.shutdown(cancel_futures=True)
    assert running.result(timeout=0) > 0


def test_the_heavy_lane_runs_at_a_lower_priority_than_the_turns(lanes):
    """A replay takes the CPU only when no turn wants it (bot.workers.HEAVY_NICENESS)."""
    turns = lanes.turns.submit(poolwork.niceness).result(timeout=GENEROUS)
    heavy = lanes.heavy.submit(poolwork.niceness).result(timeout=GENEROUS)
    assert heavy - turns == HEAVY_NICENESS > 0
