"""The picture pool (bot.workers.PicturePool): the executor ``referee run``
draws its pictures in. Issue 14 (drawing cost): a picture is handed to a
worker by the thread that submits it, so the drawing begins while the event
loop goes on with the move; and a worker that dies costs one picture, never
the pool."""

from __future__ import annotations

import mmap
import os
import signal
import sys
import time
from concurrent.futures import CancelledError
from concurrent.futures.process import BrokenProcessPool

import pytest

from bot.workers import PicturePool, RemoteTraceback, render_pool
from tests.support import poolwork


@pytest.fixture
def pool():
    pool = PicturePool(2)
    yield pool
    pool.shutdown(cancel_futures=True)


def test_pictures_are_drawn_in_other_processes_and_come_back(pool):
    pids = {pool.submit(poolwork.pid).result(timeout=30) for _ in range(10)}
    assert os.getpid() not in pids
    assert pids <= {p.pid for p in pool.processes()} and len(pool.processes()) == 2
    assert list(pool.map(pow, [2, 3], [10, 2])) == [1024, 9]  # Executor.map works on it


def test_a_fault_in_a_worker_is_raised_with_where_it_happened_and_the_pool_goes_on(pool):
    future = pool.submit(poolwork.fail, "the drawing failed")
    with pytest.raises(ValueError, match="the drawing failed") as raised:
        future.result(timeout=30)
    assert isinstance(raised.value.__cause__, RemoteTraceback)
    assert "poolwork.py" in str(raised.value.__cause__) and "in fail" in str(raised.value.__cause__)
    assert pool.submit(poolwork.pid).result(timeout=30) > 0


def test_a_job_that_cannot_be_sent_fails_alone(pool):
    future = pool.submit(poolwork.pid, lambda: None)  # a lambda cannot be pickled
    with pytest.raises(Exception, match="pickle"):
        future.result(timeout=5)
    assert pool.submit(poolwork.pid).result(timeout=30) > 0


def test_a_killed_worker_fails_only_its_picture_and_is_replaced(pool):
    victim = pool.submit(poolwork.nap, 30)
    other = pool.submit(poolwork.nap, 0.5)
    time.sleep(0.3)  # both running
    before = {p.pid for p in pool.processes()}
    killed = next(p.pid for p in pool.processes() if p.pid != other.result(timeout=30))
    os.kill(killed, signal.SIGKILL)
    with pytest.raises(BrokenProcessPool, match="ended while drawing"):
        victim.result(timeout=10)
    after = {p.pid for p in pool.processes()}
    assert killed not in after and len(after) == 2 and len(after - before) == 1
    assert {pool.submit(poolwork.pid).result(timeout=30) for _ in range(6)} <= after


def test_a_picture_goes_to_the_worker_that_drew_the_last_one(pool):
    """Issue 14 (drawing cost): one game's pictures, one after another, are
    drawn by one worker, whose caches (layers, panels, text, the CPU's) hold
    that game's last picture; taking turns, each worker would see every
    other picture."""
    pool.submit(poolwork.pid).result(timeout=30)
    assert len({pool.submit(poolwork.pid).result(timeout=30) for _ in range(6)}) == 1


def test_more_pictures_than_workers_wait_their_turn(pool):
    futures = [pool.submit(poolwork.nap, 0.05) for _ in range(8)]
    assert len({f.result(timeout=30) for f in futures}) == 2  # all drawn, by the two workers


def test_shutdown_draws_what_was_submitted_then_the_workers_exit():
    pool = PicturePool(1)
    workers = pool.processes()
    futures = [pool.submit(poolwork.nap, 0.05) for _ in range(3)]
    pool.shutdown()
    assert all(f.done() and not f.cancelled() for f in futures)
    assert not any(w.is_alive() for w in workers) and pool.processes() == []
    with pytest.raises(RuntimeError, match="shut down"):
        pool.submit(poolwork.pid)


def test_shutdown_without_waiting_returns_at_once_and_the_picture_still_comes():
    pool = PicturePool(1)
    running = pool.submit(poolwork.nap, 1.0)
    time.sleep(0.1)
    began = time.perf_counter()
    pool.shutdown(wait=False)
    assert time.perf_counter() - began < 0.5
    assert running.result(timeout=30) > 0


def test_the_workers_live_as_long_as_the_bot_does():
    """Each of the bot's workers watches its parent (bot.workers.watch_parent):
    while the bot runs, the same workers keep serving."""
    from bot.workers import PARENT_POLL_SECONDS

    pool = render_pool(2)
    try:
        pool.submit(poolwork.pid).result(timeout=30)
        workers = {p.pid for p in pool.processes()}
        time.sleep(3 * PARENT_POLL_SECONDS)
        assert {p.pid for p in pool.processes() if p.is_alive()} == workers
        assert pool.submit(poolwork.pid).result(timeout=30) in workers
    finally:
        pool.shutdown()


def test_shutdown_may_cancel_pictures_not_yet_begun():
    pool = PicturePool(1)
    running = pool.submit(poolwork.nap, 0.3)
    time.sleep(0.1)
    waiting = pool.submit(poolwork.nap, 0.3)
    pool.shutdown(cancel_futures=True)
    assert running.result() > 0
    with pytest.raises(CancelledError):
        waiting.result()


def test_a_picture_is_handed_over_by_the_submitting_thread(pool, tmp_path):
    """The job is in the worker's pipe when ``submit`` returns: the worker
    starts on it while this thread keeps the GIL and runs on (as the event
    loop does with the rest of a move). A pool that hands work over
    through a thread of its own (ProcessPoolExecutor's manager and feeder
    threads) cannot start it until this thread lets the GIL go."""
    path = tmp_path / "flag"
    path.write_bytes(b"\0")
    pool.submit(poolwork.pid).result(timeout=30)  # workers up
    interval = sys.getswitchinterval()
    with open(path, "r+b") as handle, mmap.mmap(handle.fileno(), 1) as shared:
        sys.setswitchinterval(30)  # no other thread of ours runs while this one computes
        try:
            pool.submit(poolwork.flag, str(path))
            deadline = time.perf_counter() + 10
            while shared[0] == 0 and time.perf_counter() < deadline:
                pass  # pure Python: the GIL is never released here
            started = shared[0] == 1
        finally:
            sys.setswitchinterval(interval)
    assert started, "the worker did not start while the submitting thread kept the GIL"


def test_render_pool_is_a_picture_pool_or_nothing():
    assert render_pool(0) is None
    pool = render_pool(1)
    try:
        assert isinstance(pool, PicturePool)
    finally:
        pool.shutdown()
