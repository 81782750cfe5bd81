"""Measuring instruments: an event-loop stall ticker, a timing proxy around
the store, and the SQLite commit floor."""

from __future__ import annotations

import asyncio
import inspect
import sqlite3
from pathlib import Path
from time import perf_counter

from bench.stats import percentile


class LoopTicker:
    """A coroutine that asks to wake every ``interval`` seconds and records
    how late it woke: the longest lateness is the longest time the event loop
    could not run anything else (a Discord heartbeat would be that late)."""

    def __init__(self, interval: float = 0.005):
        self.interval = interval
        self.lags: list[float] = []
        self.times: list[float] = []  # when each counted tick woke (perf_counter)
        self._task: asyncio.Task | None = None
        self._stop = False
        # Set ``active`` False to ignore ticks (e.g. while the benchmark
        # itself computes on the loop); a tick counts only when the ticker
        # stayed active for the whole of its sleep.
        self._active = True
        self._pauses = 0

    @property
    def active(self) -> bool:
        return self._active

    @active.setter
    def active(self, value: bool) -> None:
        if not value:
            self._pauses += 1
        self._active = bool(value)

    async def _run(self) -> None:
        while not self._stop:
            pauses, was_active = self._pauses, self._active
            start = perf_counter()
            await asyncio.sleep(self.interval)
            if was_active and self._active and pauses == self._pauses:
                now = perf_counter()
                self.lags.append(max(0.0, now - start - self.interval))
                self.times.append(now)

    def start(self) -> LoopTicker:
        self._task = asyncio.get_running_loop().create_task(self._run())
        return self

    async def stop(self) -> dict:
        self._stop = True
        if self._task is not None:
            await self._task
        return self.result()

    def mark(self) -> int:
        return len(self.lags)

    def result(self, since: int = 0, until: int | None = None, origin: float | None = None) -> dict:
        """Stalls of ticks ``since``..``until``; with ``origin`` (a
        perf_counter value) also when the longest one ended, in seconds
        after ``origin``."""
        lags = self.lags[since:until]
        if not lags:
            return {"ticks": 0, "max_stall_ms": None, "p99_stall_ms": None, "stalls_over_50ms": 0}
        extra = {}
        if origin is not None:
            worst = max(range(len(lags)), key=lags.__getitem__)
            extra["max_stall_ended_at_s"] = round(self.times[since + worst] - origin, 3)
        return {
            **extra,
            "ticks": len(lags),
            "interval_ms": self.interval * 1000,
            "max_stall_ms": round(max(lags) * 1000, 2),
            "p99_stall_ms": round(percentile(lags, 99) * 1000, 2),
            "stalls_over_50ms": sum(1 for x in lags if x > 0.050),
        }


class GcPauses:
    """Times the garbage collector's pauses (they stop the event loop too)."""

    def __init__(self):
        self.pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}
        self._start = None

    def _callback(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._start = perf_counter()
        elif self._start is not None:
            self.pauses.setdefault(info.get("generation", 2), []).append(perf_counter() - self._start)
            self._start = None

    def __enter__(self) -> GcPauses:
        import gc

        gc.callbacks.append(self._callback)
        return self

    def __exit__(self, *exc) -> None:
        import gc

        gc.callbacks.remove(self._callback)

    def result(self) -> dict:
        return {
            f"gen{g}": {"collections": len(p), "max_ms": round(max(p) * 1000, 2) if p else None,
                        "total_ms": round(sum(p) * 1000, 1)}
            for g, p in sorted(self.pauses.items())
        }


class TimedStore:
    """Stands in for a :class:`storage.store.Store` and adds up the time spent
    awaiting each of its coroutine methods (the storage part of a turn, as
    the service really does it). ``calls`` counts them by name."""

    def __init__(self, store):
        self._store = store
        self.elapsed = 0.0
        self.calls: dict[str, int] = {}
        self.intervals: list[tuple[float, float]] = []  # (start, end) of every await, perf_counter

    def reset(self) -> None:
        self.elapsed = 0.0
        self.calls = {}
        self.intervals = []

    def __getattr__(self, name):
        attr = getattr(self._store, name)
        if not inspect.iscoroutinefunction(attr):
            return attr

        async def timed(*args, **kwargs):
            start = perf_counter()
            try:
                return await attr(*args, **kwargs)
            finally:
                end = perf_counter()
                self.elapsed += end - start
                self.intervals.append((start, end))
                self.calls[name] = self.calls.get(name, 0) + 1

        return timed


def time_executor(service) -> dict:
    """Wrap ``service.run`` (the thread-pool hop for CPU work) and the
    picture executor's hand-over (``service.draw_soon``, or ``service.draw``
    on a service without it) on this instance, so the time from each
    hand-over to its result is added up in the returned dict."""
    box: dict = {"elapsed": 0.0, "calls": 0, "intervals": []}

    def record(start: float) -> None:
        end = perf_counter()
        box["elapsed"] += end - start
        box["intervals"].append((start, end))
        box["calls"] += 1

    def wrap(original):
        async def hop(fn, *args):
            start = perf_counter()
            try:
                return await original(fn, *args)
            finally:
                record(start)

        return hop

    def wrap_soon(original):
        def soon(fn, *args):
            start = perf_counter()
            future = original(fn, *args)
            future.add_done_callback(lambda _: record(start))
            return future

        return soon

    names = ("run", "draw_soon") if callable(getattr(service, "draw_soon", None)) else ("run", "draw")
    for name in names:
        if callable(getattr(service, name, None)):
            original = getattr(service, name)
            setattr(service, name, wrap_soon(original) if name == "draw_soon" else wrap(original))
    return box


def covered(intervals: list[tuple[float, float]]) -> float:
    """Length of the union of (start, end) intervals: how long at least one
    of them was running (awaits that overlap count once)."""
    total, reach = 0.0, float("-inf")
    for start, end in sorted(intervals):
        if end <= reach:
            continue
        total += end - max(start, reach)
        reach = end
    return total


class CommitFloor:
    """The least a durable move can cost: one SQLite transaction (plain
    ``sqlite3``, same file system, the store's own journal mode and
    ``synchronous`` level, read from its connection) inserting one move row
    and replacing the state."""

    def __init__(self, path: str | Path, journal_mode: str = "wal", synchronous: int = 2):
        path = Path(path)
        for suffix in ("", "-wal", "-shm"):
            Path(str(path) + suffix).unlink(missing_ok=True)
        self.db = sqlite3.connect(str(path), isolation_level=None)
        self.db.execute(f"PRAGMA journal_mode = {journal_mode}")
        self.db.execute(f"PRAGMA synchronous = {int(synchronous)}")
        self.pragmas = {"journal_mode": journal_mode, "synchronous": int(synchronous)}
        self.db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, state TEXT, version INTEGER)")
        self.db.execute(
            "CREATE TABLE moves (game_id INTEGER, seq INTEGER, seat INTEGER, notation TEXT,"
            " public TEXT, at TEXT, PRIMARY KEY (game_id, seq))"
        )
        self.db.execute("INSERT INTO games VALUES (1, '{}', 0)")
        self.seq = 0

    def commit(self, seat: int, notation: str, public: str, state: str) -> float:
        self.seq += 1
        start = perf_counter()
        self.db.execute("BEGIN IMMEDIATE")
        self.db.execute(
            "INSERT INTO moves VALUES (1, ?, ?, ?, ?, '2026-01-01T00:00:00+00:00')",
            (self.seq, seat, notation, public),
        )
        self.db.execute("UPDATE games SET state = ?, version = version + 1 WHERE id = 1", (state,))
        self.db.execute("COMMIT")
        return perf_counter() - start

    def close(self) -> None:
        self.db.close()


class PgCommitFloor:
    """The least a durable move costs on PostgreSQL: one plain asyncpg
    transaction (default isolation, one connection held open) inserting one
    move row and replacing the state, in tables of its own in the measured
    schema. ``commit`` is a coroutine (the SQLite floor's is not)."""

    def __init__(self, conn):
        self.conn = conn
        self.seq = 0
        self.pragmas: dict = {}

    @classmethod
    async def open(cls, url: str) -> PgCommitFloor:
        import asyncpg

        conn = await asyncpg.connect(url)
        await conn.execute("CREATE TABLE bench_floor_games (id INTEGER PRIMARY KEY, state TEXT, version INTEGER)")
        await conn.execute(
            "CREATE TABLE bench_floor_moves (game_id INTEGER, seq INTEGER, seat INTEGER, notation TEXT,"
            " public TEXT, at TEXT, PRIMARY KEY (game_id, seq))")
        await conn.execute("INSERT INTO bench_floor_games VALUES (1, '{}', 0)")
        floor = cls(conn)
        for name in ("synchronous_commit", "fsync"):
            floor.pragmas[name] = await conn.fetchval(f"SHOW {name}")
        return floor

    async def commit(self, seat: int, notation: str, public: str, state: str) -> float:
        self.seq += 1
        start = perf_counter()
        async with self.conn.transaction():
            await self.conn.execute(
                "INSERT INTO bench_floor_moves VALUES (1, $1, $2, $3, $4, '2026-01-01T00:00:00+00:00')",
                self.seq, seat, notation, public)
            await self.conn.execute("UPDATE bench_floor_games SET state = $1, version = version + 1 WHERE id = 1",
                                    state)
        return perf_counter() - start

    async def aclose(self) -> None:
        await self.conn.close()


def render_processes_default() -> int:
    """How many picture processes the bot uses by default (``referee run``:
    ``RENDER_PROCESSES``), read from the bot's own settings; 0 when the
    settings do not have that knob (pictures drawn in threads)."""
    try:
        from bot.config import load

        return int(getattr(load(env={}, dotenv=False), "render_processes", 0) or 0)
    except Exception:  # noqa: BLE001 - an older or broken config: measure threads
        return 0


def make_service(store, render_processes: int):
    """A Service as ``referee run`` builds it: pictures drawn in
    ``bot.workers.render_pool`` (spawned processes that keep their memory
    between pictures) when the service accepts a ``render_executor`` (0: in
    its thread pool). Returns (service, pool)."""
    import inspect

    from bot.service import Service
    from bot.workers import render_pool

    if render_processes > 0 and "render_executor" in inspect.signature(Service.__init__).parameters:
        pool = render_pool(render_processes)
        return Service(store, render_executor=pool), pool
    return Service(store), None


def picture_parts(key: str, view: dict) -> tuple[float, float, list[int]]:
    """Draw and encode ``view`` where the bot does (run it in the picture
    pool): (draw seconds, encode seconds, picture size). The encode is the
    encode floor: ``to_png`` of a freshly drawn picture, as in a turn, in a
    process set up as the bot's picture processes are."""
    import render
    from bot.i18n import Words
    from render.base import to_png

    start = perf_counter()
    image = render.board(key, view, Words())
    drawn = perf_counter()
    to_png(image)
    return drawn - start, perf_counter() - drawn, list(image.size)


def warm_pool(pool, fn, args_list: list[tuple]) -> None:
    """Start every worker and let it import what it needs, untimed."""
    if pool is None:
        return
    futures = [pool.submit(fn, *args) for args in args_list]
    for future in futures:
        future.result()


def pool_processes(pool) -> list:
    """The worker processes of a picture pool (``bot.workers.PicturePool``,
    or a ``ProcessPoolExecutor`` of an older bot); none without a pool."""
    if pool is None:
        return []
    if callable(getattr(pool, "processes", None)):
        return list(pool.processes())
    return list(getattr(pool, "_processes", {}).values())


def pool_rss_mb(pool) -> dict:
    """Current and peak RSS of a process pool's workers, summed, in MB."""
    current = peak = 0.0
    count = 0
    for process in pool_processes(pool):
        try:
            text = Path(f"/proc/{process.pid}/status").read_text()
        except OSError:
            continue
        count += 1
        for line in text.splitlines():
            if line.startswith("VmRSS:"):
                current += int(line.split()[1]) / 1024
            elif line.startswith("VmHWM:"):
                peak += int(line.split()[1]) / 1024
    return {"workers": count, "rss_mb": round(current, 1), "peak_rss_mb": round(peak, 1)}


def pool_cpu_seconds(pool) -> float:
    """CPU time used so far by a process pool's workers (from
    /proc/PID/schedstat, nanosecond resolution); 0 without a pool."""
    total = 0
    for process in pool_processes(pool):
        try:
            total += int(Path(f"/proc/{process.pid}/schedstat").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            continue
    return total / 1e9
