"""Load: N concurrent games on one event loop, one service, one store (a
SQLite file or a PostgreSQL database, opened with :func:`storage.connect`).

Every game has its simulated players, one coroutine per table, replaying a
seeded script recorded in the turn benchmark (so the players spend no CPU
choosing): each move is submitted with ``Service.move`` as the seat that
made it, after that seat's think time; when a game ends its players open
the next one in the same channel. With no think time the players submit as fast as
the service accepts: moves/s is then the capacity of the machine, and the
latency includes the queueing behind the other games. A ticker coroutine
records the longest event-loop stall.

Runs in its own process (``python -m bench.load``) so that peak RSS is the
load's alone. Several such processes can share one database (each with its
own ``--guild``, so its own games, and ``--keep-db``): with ``--barrier DIR
--parties N`` each waits after opening its games until all N are ready, so
their measured windows run at the same time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import time
from dataclasses import replace
from pathlib import Path
from time import perf_counter, process_time

import storage
from bench.machine import loadavg, rss_mb
from bench.probes import GcPauses, LoopTicker, make_service, pool_cpu_seconds, pool_rss_mb
from bench.stats import summary_ms
from bot.service import Service, User

GUILD = "load"


class Table:
    def __init__(self, index: int, script: dict):
        self.index = index
        self.kind = script["kind"]
        self.script = script
        self.moves = script["moves"]
        self.channel = f"t{index}"
        self.users = [User(f"u{index}-{s}", f"P{s}") for s in range(script["players"])]
        self.cursor = 0
        self.dead = False
        self.games_played = 0


async def open_game(service: Service, t: Table, guild: str = GUILD) -> None:
    await service.new_game(guild, t.channel, t.kind, t.users[0], seed=t.script["seed"])
    for user in t.users[1:]:
        await service.join(guild, t.channel, user)
    await service.start(guild, t.channel, t.users[0])


async def wait_for_parties(folder: Path, party: int, parties: int, timeout: float = 600.0) -> None:
    """Say this process is ready (a file ``ready-PARTY`` in ``folder``) and
    wait until ``parties`` processes are."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"ready-{party}").write_text("ready")
    deadline = perf_counter() + timeout
    while len(list(folder.glob("ready-*"))) < parties:
        if perf_counter() > deadline:
            raise TimeoutError(f"only {len(list(folder.glob('ready-*')))} of {parties} load processes got ready")
        await asyncio.sleep(0.02)


def _sqlite_bytes(path: str) -> int:
    return sum(Path(path + s).stat().st_size for s in ("", "-wal") if Path(path + s).exists())


def assign(scripts: list[dict], n_games: int) -> list[Table]:
    by_kind: dict[str, list[dict]] = {}
    for s in scripts:
        if s["moves"]:
            by_kind.setdefault(s["kind"], []).append(s)
    kinds = sorted(by_kind)
    if not kinds:
        raise ValueError("no script to replay")
    tables = []
    for i in range(n_games):
        kind = kinds[i % len(kinds)]
        options = by_kind[kind]
        tables.append(Table(i, options[(i // len(kinds)) % len(options)]))
    return tables


async def run_load(scripts: list[dict], n_games: int, duration: float, db_path: str | Path,
                   think: float = 0.0, seed: int = 7, paced_rate: float | None = None,
                   paced_seconds: float = 0.0, render_processes: int = 0, *, guild: str = GUILD,
                   keep_db: bool = False, barrier: Path | None = None, party: int = 0,
                   parties: int = 1) -> dict:
    """Open ``n_games`` at once, then (when ``paced_seconds``) a paced window
    where players think for an exponential time of mean ``n_games /
    paced_rate`` seconds (about ``paced_rate`` moves/s offered), then the main
    window of ``duration`` seconds with think time ``think`` (0: saturate).
    ``db_path``: a SQLite path (its files are deleted first unless
    ``keep_db``) or a PostgreSQL URL (see the module text for the rest)."""
    target = str(db_path)
    postgres = storage.is_postgres(target)
    if not postgres and not keep_db:
        for suffix in ("", "-wal", "-shm"):
            Path(target + suffix).unlink(missing_ok=True)
    rss_start = rss_mb()
    load_start = loadavg()
    store = await storage.connect(target)
    service, pool = make_service(store, render_processes)
    ticker = LoopTicker().start()
    tables = assign(scripts, n_games)
    rng = random.Random(seed)
    stop = asyncio.Event()
    done: list[tuple[float, float, str]] = []  # (start, end, kind) of accepted moves
    opens: list[tuple[float, float]] = []
    failures: dict[str, int] = {}
    examples: list[str] = []

    def fail(kind: str, error: BaseException) -> None:
        name = f"{kind}: {type(error).__name__}"
        failures[name] = failures.get(name, 0) + 1
        if len(examples) < 5:
            examples.append(f"{name}: {error}")

    # Opening: every table at once.
    t_open = perf_counter()

    async def first_open(t: Table) -> None:
        s = perf_counter()
        try:
            await open_game(service, t, guild)
            opens.append((s, perf_counter()))
        except Exception as error:  # noqa: BLE001
            t.dead = True
            fail(t.kind, error)

    await asyncio.gather(*(first_open(t) for t in tables))
    open_seconds = perf_counter() - t_open
    waited = 0.0
    if barrier is not None:
        w = perf_counter()
        await wait_for_parties(barrier, party, parties)
        waited = perf_counter() - w
    open_stall = ticker.result()
    rss_open = rss_mb()

    async def players(t: Table) -> None:
        """A table's players: each move of the script is made by its seat, after
        that seat's think time. One coroutine per table, not per seat: a
        table's moves come one after another anyway, and thousands of parked
        coroutines would be the load generator's heap in every garbage
        collection the bot's event loop pays for (4,000 seats at 1,000 games
        were 60,000 of the 109,000 objects the collector tracked)."""
        while not (stop.is_set() or t.dead):
            index = t.cursor
            seat = t.moves[index][0]
            user = t.users[seat]
            mean = mode["think"]
            if mean:
                changed = mode["changed"]
                try:  # think, unless the next window starts
                    await asyncio.wait_for(changed.wait(), rng.expovariate(1.0 / mean))
                except TimeoutError:
                    pass
                if stop.is_set():
                    return
            start = perf_counter()
            try:
                await service.move(guild, t.channel, user, t.moves[index][1])
            except Exception as error:  # noqa: BLE001 - refused or broken: count it, stop this table
                fail(t.kind, error)
                t.dead = True
                return
            done.append((start, perf_counter(), t.kind))
            t.cursor += 1
            if t.cursor >= len(t.moves):
                t.games_played += 1
                try:
                    if not t.script.get("complete", True):
                        # The bench frees its channel as a manager (a player would only propose it).
                        await service.abort(guild, t.channel, replace(t.users[0], can_manage=True))
                    if not stop.is_set():
                        s = perf_counter()
                        await open_game(service, t, guild)
                        opens.append((s, perf_counter()))
                    t.cursor = 0
                except Exception as error:  # noqa: BLE001
                    fail(t.kind, error)
                    t.dead = True

    mode = {"think": think, "changed": asyncio.Event()}

    def summarise(start: float, end: float, cpu: float, gc: GcPauses, ticks: tuple[int, int]) -> dict:
        moves = [(s, e, k) for s, e, k in done if start <= e <= end]
        seconds = end - start
        per_kind = {}
        for kind in sorted({k for _, _, k in moves}):
            mine = [e - s for s, e, k in moves if k == kind]
            per_kind[kind] = {"moves": len(mine), "latency": summary_ms(mine)}
        return {
            "window_seconds": round(seconds, 2),
            "moves_accepted": len(moves),
            "moves_per_second": round(len(moves) / seconds, 2) if seconds else None,
            "latency": summary_ms(e - s for s, e, _ in moves),
            "cpu_seconds": round(cpu, 2),
            "cpu_utilisation": round(cpu / seconds, 2) if seconds else None,
            "moves_per_cpu_second": round(len(moves) / cpu, 2) if cpu else None,
            "per_kind": per_kind,
            "loop_stall": ticker.result(*ticks, origin=start),
            "gc_pauses": gc.result(),
        }

    async def window(seconds: float, mean_think: float) -> dict:
        if mode["think"] != mean_think:
            mode["think"] = mean_think
            mode["changed"].set()  # wake players still thinking under the old mode
            mode["changed"] = asyncio.Event()
        first = ticker.mark()
        start, cpu = perf_counter(), process_time() + pool_cpu_seconds(pool)
        with GcPauses() as gc:
            await asyncio.sleep(seconds)
        end, cpu = perf_counter(), process_time() + pool_cpu_seconds(pool) - cpu
        return summarise(start, end, cpu, gc, (first, ticker.mark()))

    # The players start thinking as the first window will have them, and
    # are all parked (thinking) before it starts: starting thousands of
    # coroutines takes the event loop tens of ms (4,000 at 1,000 games: the
    # paced window's longest stall, 51-85 ms, was that, at its first tick),
    # and that is the load generator, not the bot.
    paced_think = n_games / paced_rate if paced_seconds and paced_rate else None
    if paced_think is not None:
        mode["think"] = paced_think
    tasks = [asyncio.create_task(players(t)) for t in tables if not t.dead]
    await asyncio.sleep(0.2)  # every task started and the ticker has told the stall, before the window's mark
    paced = None
    if paced_think is not None:
        paced = await window(paced_seconds, paced_think)
        paced["offered_moves_per_second"] = paced_rate
        paced["think_mean_seconds"] = round(paced_think, 3)
    saturated_started_at = time.time()
    saturated = await window(duration, think)
    stop_at = perf_counter()
    stop.set()
    # Moves still queued are not counted: cancel them rather than wait (with
    # 1,000 saturated games the queue is a minute long). Cancelling is safe
    # for the store: an interrupted transaction rolls back.
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    drain = perf_counter() - stop_at
    stall = await ticker.stop()
    rss_end = rss_mb()
    workers = pool_rss_mb(pool) if pool is not None else None
    integrity = await store.integrity_check()
    connection_pool = None
    if postgres:  # the store's asyncpg pool: connections this process holds
        connection_pool = {"size": store.pool.get_size(), "idle": store.pool.get_idle_size(),
                           "min_size": store.pool.get_min_size(), "max_size": store.pool.get_max_size()}
    await store.close()
    service.executor.shutdown(wait=True)
    if pool is not None:
        pool.shutdown(wait=True)
    if postgres:
        from bench.stores import pg_schema_bytes

        db_bytes = await pg_schema_bytes(target)
    else:
        db_bytes = _sqlite_bytes(target)
    return {
        "games": n_games,
        "store": store.dialect,
        "guild": guild,
        "party": party,
        "parties": parties,
        "barrier_wait_seconds": round(waited, 2),
        "window_started_at": saturated_started_at,
        "connection_pool": connection_pool,
        "players": sum(len(t.users) for t in tables),
        "kinds": sorted({t.kind for t in tables}),
        "think_seconds": think,
        "open_seconds": round(open_seconds, 2),
        "open_latency": summary_ms(e - s for s, e in opens),
        **saturated,
        "drain_seconds": round(drain, 2),
        "paced": paced,
        "games_finished": sum(t.games_played for t in tables),
        "failures": failures,
        "failure_examples": examples,
        "loop_stall_opening": open_stall,
        "loop_stall_whole_run": stall,
        "rss_start_mb": rss_start["rss_mb"],
        "rss_after_open_mb": rss_open["rss_mb"],
        "rss_end_mb": rss_end["rss_mb"],
        "peak_rss_mb": rss_end["peak_rss_mb"],
        "render_processes": render_processes if pool is not None else 0,
        "render_workers": workers,
        "total_peak_rss_mb": round(rss_end["peak_rss_mb"] + (workers["peak_rss_mb"] if workers else 0), 1),
        "db_bytes": db_bytes,
        "db_integrity": integrity,
        "loadavg_start": load_start,
        "loadavg_end": loadavg(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.load", description=__doc__)
    parser.add_argument("--scripts", required=True, help="JSON list of recorded game scripts")
    parser.add_argument("--games", type=int, required=True)
    parser.add_argument("--duration", type=float, required=True)
    parser.add_argument("--db", "--store", dest="db", required=True,
                        help="a SQLite path or a postgresql:// URL")
    parser.add_argument("--guild", default=GUILD, help="the server id the games are made in")
    parser.add_argument("--keep-db", action="store_true", help="do not delete the SQLite files first")
    parser.add_argument("--barrier", type=Path, default=None,
                        help="a folder where PARTIES processes meet before their windows")
    parser.add_argument("--party", type=int, default=0)
    parser.add_argument("--parties", type=int, default=1)
    parser.add_argument("--out", required=True)
    parser.add_argument("--think", type=float, default=0.0)
    parser.add_argument("--paced-rate", type=float, default=None)
    parser.add_argument("--paced-seconds", type=float, default=0.0)
    parser.add_argument("--render-processes", type=int, default=0)
    args = parser.parse_args(argv)
    scripts = json.loads(Path(args.scripts).read_text())
    result = asyncio.run(run_load(scripts, args.games, args.duration, args.db, args.think,
                                  paced_rate=args.paced_rate, paced_seconds=args.paced_seconds,
                                  render_processes=args.render_processes, guild=args.guild,
                                  keep_db=args.keep_db, barrier=args.barrier, party=args.party,
                                  parties=args.parties))
    Path(args.out).write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
