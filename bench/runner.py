"""Runs the whole benchmark, for each store measured (``--store``, see
:mod:`bench.stores`): every registered game's turn benchmark, then the load
runs in child processes, then one and two load processes sharing one
database; then targets, table and JSON."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from time import perf_counter

from bench import machine
from bench.load import run_load
from bench.probes import render_processes_default
from bench.report import table
from bench.stats import median
from bench.stores import Store, StoreSpec, parse_stores, pg_connections, postmaster_pid, server_cpu_seconds
from bench.turns import TurnConfig, bench_game
from rules import registry

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_JSON = Path(__file__).resolve().parent / "results" / "latest.json"

TARGETS = {
    "turn_p99_ms": 100.0,  # p99 turn latency under 100 ms for every game
    "turn_over_floor": 1.5,  # turn / (encode + commit) under 1.5 (issue 14)
    "loop_stall_ms": 50.0,  # no event-loop stall over 50 ms under load
    "growth_late_over_early": 1.25,  # move ~200 costs at most 25% more than move 10
    "rss_1000_games_mb": 300.0,  # 1,000 concurrent games under 300 MB RSS
    "picture_bytes": 1_000_000,  # a board picture under 1 MB
}


@dataclass
class Config:
    mode: str = "full"
    turns: TurnConfig = field(default_factory=TurnConfig)
    load_games: tuple[int, ...] = (100, 1000)
    load_seconds: tuple[float, ...] = (30.0, 30.0)
    think: float = 0.0
    # Before the saturated window, a paced one: players think (exponential,
    # mean games / paced_rate seconds) so about paced_rate moves/s are offered,
    # about half of what the machine carries: the latency players feel on a
    # busy but not overloaded bot. 0 seconds: skipped.
    paced_rate: float = 20.0
    paced_seconds: float = 20.0
    # Pictures drawn in this many processes, as the bot does; None: the
    # bot's default (RENDER_PROCESSES), 0: in the service's threads.
    render_processes: int | None = None
    isolate_load: bool = True  # run each load in a child process (clean peak RSS)
    # The stores measured, side by side (see bench.stores): "sqlite",
    # "postgresql" (a throwaway server), a postgresql:// URL, sqlite:///FOLDER.
    stores: tuple[str, ...] = ("sqlite",)
    # Load processes sharing one database: for each count, that many
    # processes (each its own games, process_games of them) saturate for
    # process_seconds at the same time; 0 games: skipped.
    processes: tuple[int, ...] = (1, 2)
    process_games: int = 100
    process_seconds: float = 20.0
    # PostgreSQL only: fill each load's fresh database with this many games
    # first (bench.explain.fill), so the planner reads through the indexes as
    # on a bot that has run for a while; 0: the load starts on an empty database.
    prefill_games: int = 0


def quick_config() -> Config:
    return Config(
        mode="quick",
        turns=TurnConfig(min_moves=0, min_games=1, max_games=1, max_moves_per_game=36,
                         history_lengths=(10, 1000), history_repeats=5),
        load_games=(10, 40),
        load_seconds=(3.0, 4.0),
        paced_seconds=0.0,
        process_games=20,
        process_seconds=5.0,
    )


def full_config() -> Config:
    return Config(turns=TurnConfig(parts_every=2))


def load_command(scripts_path: Path, games: int, seconds: float, target: str, out: Path, think: float,
                 paced_rate: float, paced_seconds: float, render_processes: int, *extra: str) -> list[str]:
    return [sys.executable, "-m", "bench.load", "--scripts", str(scripts_path),
            "--games", str(games), "--duration", str(seconds),
            "--store", target, "--out", str(out), "--think", str(think),
            "--paced-rate", str(paced_rate), "--paced-seconds", str(paced_seconds),
            "--render-processes", str(render_processes), *extra]


class Sampler:
    """While load runs: every ``interval`` s, the connections to the
    PostgreSQL database (``pg_stat_activity``, the sampler's own excluded)
    and the throwaway server's CPU time, with the wall-clock time."""

    def __init__(self, url: str | None, server_pid: int | None, interval: float = 0.25):
        self.url, self.server_pid, self.interval = url, server_pid, interval
        self.samples: list[tuple[float, int | None, float | None]] = []
        self.counters: list[tuple[float, int, int]] = []  # (time, commits, rollbacks) of the database
        self._stop = asyncio.Event()
        self._task: asyncio.Task | None = None
        self._conn = None

    async def __aenter__(self) -> Sampler:
        if self.url is not None:
            import asyncpg

            self._conn = await asyncpg.connect(self.url)
        if self._conn is not None or self.server_pid is not None:
            self._task = asyncio.get_running_loop().create_task(self._run())
        return self

    async def _take(self) -> None:
        count = await pg_connections(self._conn) if self._conn is not None else None
        now = time.time()
        self.samples.append((now, count, server_cpu_seconds(self.server_pid)))
        if self._conn is not None:  # transactions ended (PostgreSQL's statistics, flushed about every second)
            row = await self._conn.fetchrow("SELECT xact_commit, xact_rollback FROM pg_stat_database"
                                            " WHERE datname = current_database()")
            self.counters.append((now, int(row[0]), int(row[1])))

    async def _run(self) -> None:
        while not self._stop.is_set():
            await self._take()
            try:
                await asyncio.wait_for(self._stop.wait(), self.interval)
            except TimeoutError:
                pass

    async def __aexit__(self, *exc) -> None:
        self._stop.set()
        if self._task is not None:
            await self._task
            await self._take()
        if self._conn is not None:
            await self._conn.close()

    def window(self, start: float, seconds: float, moves: int) -> dict:
        """Connections seen and server CPU used between ``start`` and
        ``start + seconds`` (wall clock, the children's windows)."""
        inside = [s for s in self.samples if start <= s[0] <= start + seconds]
        counts = [c for _, c, _ in inside if c is not None]
        out: dict = {"samples": len(counts), "max": max(counts) if counts else None,
                     "median": median(counts) if counts else None}
        before = [(t, c) for t, _, c in self.samples if t <= start and c is not None]
        after = [(t, c) for t, _, c in self.samples if t >= start + seconds and c is not None]
        if before and after:
            (t0, c0), (t1, c1) = before[-1], after[0]
            used = c1 - c0
            out["server_cpu_seconds"] = round(used, 2)
            out["server_cpu_cores"] = round(used / (t1 - t0), 2) if t1 > t0 else None
            out["server_cpu_ms_per_move"] = round(used * 1000 / moves, 3) if moves else None
        first = [c for c in self.counters if c[0] <= start]
        last = [c for c in self.counters if c[0] >= start + seconds]
        if first and last:
            commits, rollbacks = last[0][1] - first[-1][1], last[0][2] - first[-1][2]
            # a rolled-back transaction is mostly one PostgreSQL refused as not serialisable (run again)
            out["transactions_committed"] = commits
            out["transactions_rolled_back"] = rollbacks
            out["rollbacks_per_move"] = round(rollbacks / moves, 3) if moves else None
        return out


async def _children(commands: list[list[str]], timeout: float) -> list[subprocess.CompletedProcess]:
    """Run ``commands`` at once (in ROOT) and wait for all of them."""
    procs = [subprocess.Popen(c, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for c in commands]
    deadline = time.monotonic() + timeout
    while any(p.poll() is None for p in procs):
        if time.monotonic() > deadline:
            for p in procs:
                if p.poll() is None:
                    p.kill()
            break
        await asyncio.sleep(0.1)
    done = []
    for c, p in zip(commands, procs, strict=True):
        out, err = p.communicate()
        done.append(subprocess.CompletedProcess(c, p.returncode, out, err))
    return done


def _child_result(proc: subprocess.CompletedProcess, out: Path, games: int) -> dict:
    if proc.returncode != 0 or not out.exists():
        return {"games": games, "error": (proc.stderr or proc.stdout or f"exit {proc.returncode}").strip()[-2000:]}
    return json.loads(out.read_text())


async def load_once(store: Store, scripts_path: Path, scripts: list[dict], games: int, seconds: float,
                    config: Config, processes: int, workdir: Path) -> dict:
    """One load window of ``games`` games on a fresh database of ``store``,
    in a child process (or in this one when ``config.isolate_load`` is off)."""
    target = await store.fresh(f"load-{games}")
    await _prefill(store, target, config)
    out = workdir / f"load-{store.dialect}-{games}.json"
    out.unlink(missing_ok=True)
    async with Sampler(_sample_url(store, target), _server_pid(store)) as sampler:
        if config.isolate_load:
            command = load_command(scripts_path, games, seconds, target, out, config.think, config.paced_rate,
                                   config.paced_seconds, processes)
            (proc,) = await _children([command], (seconds + config.paced_seconds) * 4 + games * 0.5 + 120)
            result = _child_result(proc, out, games)
        else:
            result = await run_load(scripts, games, seconds, target, config.think, paced_rate=config.paced_rate,
                                    paced_seconds=config.paced_seconds, render_processes=processes)
    if "error" not in result:
        result["connections"] = sampler.window(result["window_started_at"], result["window_seconds"],
                                               result["moves_accepted"])
    return result


async def processes_once(store: Store, scripts_path: Path, scripts: list[dict], count: int, config: Config,
                         processes: int, workdir: Path) -> dict:
    """``count`` load processes at once on one fresh database of ``store``,
    each with ``config.process_games`` games of its own (its own server id),
    saturating for ``config.process_seconds`` in the same window; moves/s
    summed. With ``isolate_load`` off they are tasks of this process instead
    (the machinery, not a measurement: said in the result)."""
    import storage

    target = await store.fresh(f"procs-{count}")
    opened = await storage.connect(target)  # migrate once, before the processes race to
    await opened.close()
    await _prefill(store, target, config)
    barrier = workdir / f"barrier-{store.dialect}-{count}"
    barrier.mkdir(parents=True, exist_ok=True)
    for stale in barrier.glob("ready-*"):
        stale.unlink()
    games, seconds = config.process_games, config.process_seconds
    outs = [workdir / f"procs-{store.dialect}-{count}-{k}.json" for k in range(count)]
    for out in outs:
        out.unlink(missing_ok=True)
    async with Sampler(_sample_url(store, target), _server_pid(store)) as sampler:
        if config.isolate_load:
            commands = [load_command(scripts_path, games, seconds, target, out, 0.0, 0.0, 0.0, processes,
                                     "--guild", f"procs-{k}", "--keep-db", "--barrier", str(barrier),
                                     "--party", str(k), "--parties", str(count))
                        for k, out in enumerate(outs)]
            procs = await _children(commands, seconds * 4 + games * count * 0.5 + 120)
            parts = [_child_result(p, out, games) for p, out in zip(procs, outs, strict=True)]
        else:
            parts = list(await asyncio.gather(*(
                run_load(scripts, games, seconds, target, render_processes=processes, guild=f"procs-{k}",
                         keep_db=True, barrier=barrier, party=k, parties=count) for k in range(count))))
    ok = [p for p in parts if "error" not in p]
    result: dict = {"processes": count, "games_per_process": games, "seconds": seconds,
                    "in_one_process": not config.isolate_load, "per_process": parts,
                    "errors": [p["error"][-500:] for p in parts if "error" in p]}
    if ok:
        start = min(p["window_started_at"] for p in ok)
        end = max(p["window_started_at"] + p["window_seconds"] for p in ok)
        moves = sum(p["moves_accepted"] for p in ok)
        result.update({
            "moves_per_second": round(sum(p["moves_per_second"] for p in ok), 2),
            "moves_accepted": moves,
            "cpu_utilisation": round(sum(p["cpu_utilisation"] for p in ok), 2),
            "moves_per_cpu_second": round(moves / sum(p["cpu_seconds"] for p in ok), 2)
            if sum(p["cpu_seconds"] for p in ok) else None,
            "latency_median_ms": [p["latency"]["median_ms"] for p in ok],
            "latency_p99_ms": max(p["latency"]["p99_ms"] or 0 for p in ok),
            "windows_overlap_seconds": round(min(p["window_started_at"] + p["window_seconds"] for p in ok)
                                             - max(p["window_started_at"] for p in ok), 2),
            "failures": sum(sum(p["failures"].values()) for p in ok),
            "failure_examples": [e for p in ok for e in p["failure_examples"]][:4],
            "connection_pools": [p.get("connection_pool") for p in ok],
            "connections": sampler.window(start, end - start, moves),
            "db_bytes": await store.size_bytes(target),
        })
    return result


async def _prefill(store: Store, target: str, config: Config) -> None:
    if config.prefill_games <= 0 or store.dialect != "postgresql":
        return
    import storage
    from bench.explain import fill

    opened = await storage.connect(target)  # the schema first
    await opened.close()
    await fill(target, config.prefill_games, 40)


def _sample_url(store: Store, target: str) -> str | None:
    return target if store.dialect == "postgresql" else None


def _server_pid(store: Store) -> int | None:
    return postmaster_pid(store.server_folder)


def evaluate(results: dict, loads: list[dict], mode: str) -> list[dict]:
    rows = []

    def add(target, subject, value, limit, unit, note=""):
        met = None if value is None else value <= limit
        rows.append({"target": target, "subject": subject, "value": value, "limit": limit,
                     "unit": unit, "met": met, "note": note})

    for key, r in results.items():
        if r.get("status") != "ok":
            continue
        worst_phase = max((r["phases"][p]["turn"]["p99_ms"] or 0) for p in r["phases"])
        add("p99 turn latency", key, max(r["turn"]["p99_ms"], worst_phase), TARGETS["turn_p99_ms"], "ms",
            "worst of the whole game and of its early/mid/late thirds")
        add("turn / floor (median)", key, r["ratio"]["median"], TARGETS["turn_over_floor"], "x")
        g = r["growth"]
        add("move ~200 / move 10 cost", key, g["turn_late_over_early"], TARGETS["growth_late_over_early"],
            "x", f"late move(s) {sorted(set(g['late_moves']))}")
        h = r.get("history") or {}
        if h.get("by_history"):
            longest = h["by_history"][-1]["history_moves"]
            add("same move, long history / short", key, h["turn_longest_over_shortest"],
                TARGETS["growth_late_over_early"], "x",
                f"move {h['at_move']} with {h['by_history'][0]['history_moves']} vs {longest} moves in the log")
        pic = max(r["picture"]["final_png_bytes"], r["picture"]["max_png_bytes_any_turn"] or 0)
        add("board picture size", key, pic, TARGETS["picture_bytes"], "bytes",
            f"{r['picture']['players']} players, largest of any turn")
    for load in loads:
        if "error" in load:
            continue
        n = load["games"]
        add("longest event-loop stall under load", f"{n} games", load["loop_stall"]["max_stall_ms"],
            TARGETS["loop_stall_ms"], "ms", "saturated window")
        if load.get("paced"):
            add("longest event-loop stall under load", f"{n} games, paced",
                load["paced"]["loop_stall"]["max_stall_ms"], TARGETS["loop_stall_ms"], "ms",
                f"{load['paced']['offered_moves_per_second']} moves/s offered")
        if n >= 1000:
            workers = load.get("render_workers")
            note = (f"bot process {load['peak_rss_mb']} MB + {workers['workers']} picture processes "
                    f"{workers['peak_rss_mb']} MB" if workers else "one process")
            add("peak RSS, 1,000 games", f"{n} games", load.get("total_peak_rss_mb", load["peak_rss_mb"]),
                TARGETS["rss_1000_games_mb"], "MB", note)
    if mode != "full" and not any(entry.get("games", 0) >= 1000 for entry in loads):
        rows.append({"target": "peak RSS, 1,000 games", "subject": "-", "value": None,
                     "limit": TARGETS["rss_1000_games_mb"], "unit": "MB", "met": None,
                     "note": f"not measured in {mode} mode (largest load: "
                             f"{max((entry.get('games', 0) for entry in loads), default=0)} games)"})
    return rows


def side_by_side(stores: list[dict]) -> dict:
    """The figures to compare, store by store: each game's turn (p50, p99)
    and storage median; each load window's and shared-database run's moves/s."""
    turn: dict[str, dict] = {}
    for entry in stores:
        for key, r in entry["games"].items():
            if r.get("status") == "ok":
                turn.setdefault(key, {})[entry["name"]] = {
                    "turn_p50_ms": r["turn"]["median_ms"], "turn_p99_ms": r["turn"]["p99_ms"],
                    "storage_p50_ms": r["parts"]["storage"]["median_ms"]}
    throughput = {
        entry["name"]: {
            "load": [{"games": x["games"], "moves_per_second": x["moves_per_second"],
                      "latency_p99_ms": x["latency"]["p99_ms"], "failures": sum(x["failures"].values())}
                     for x in entry["load"] if "error" not in x],
            "processes": [{"processes": x["processes"], "moves_per_second": x["moves_per_second"],
                           "failures": x["failures"], "connections_max": x["connections"].get("max")}
                          for x in entry.get("processes", []) if "moves_per_second" in x],
        }
        for entry in stores
    }
    return {"stores": [e["name"] for e in stores], "turn": turn, "throughput": throughput}


def measure_store(store: Store, config: Config, wanted: list[str], available: dict, errors: dict,
                  workdir: Path, processes: int, log) -> dict:
    """Every measurement of one store: turns per game, loads, processes."""
    results: dict[str, dict] = {}
    scripts: list[dict] = []
    for key in wanted:
        if key not in available:
            reason = errors.get(key, "not a registered game")
            results[key] = {"status": "skipped", "reason": reason}
            log(f"  {key}: skipped ({reason})")
            continue
        t0 = perf_counter()
        before = machine.loadavg()
        result, game_scripts = asyncio.run(bench_game(available[key], workdir, config.turns, log=log,
                                                      render_processes=processes, store_under_test=store))
        result["loadavg"] = [before, machine.loadavg()]
        results[key] = result
        scripts.extend(game_scripts)
        if result["status"] == "ok":
            log(f"  {key}: {result['moves']} moves in {result['games']} game(s), "
                f"turn median {result['turn']['median_ms']:.1f} ms p99 {result['turn']['p99_ms']:.1f} ms "
                f"({perf_counter() - t0:.1f} s)")
        elif result["status"] == "skipped":
            log(f"  {key}: skipped ({result['reason']})")
    for key, reason in errors.items():
        results.setdefault(key, {"status": "error", "reason": f"failed to import: {reason}"})

    loads: list[dict] = []
    shared: list[dict] = []
    if not scripts:
        log("  load: skipped (no game could be played)")
        return {"games": results, "load": loads, "processes": shared}
    scripts_path = workdir / f"scripts-{store.dialect}.json"
    scripts_path.write_text(json.dumps(scripts))
    for n, seconds in zip(config.load_games, config.load_seconds, strict=True):
        log(f"  load: {n} concurrent games for {seconds:.0f} s...")
        result = asyncio.run(load_once(store, scripts_path, scripts, n, seconds, config, processes, workdir))
        loads.append(result)
        if "error" in result:
            log(f"    ERROR: {result['error'][-300:]}")
            continue
        if result.get("paced"):
            p = result["paced"]
            log(f"    paced ({p['offered_moves_per_second']} moves/s offered): "
                f"{p['moves_per_second']} moves/s, p99 {p['latency']['p99_ms']} ms, "
                f"max stall {p['loop_stall']['max_stall_ms']} ms")
        log(f"    saturated: {result['moves_per_second']} moves/s, p99 {result['latency']['p99_ms']} ms, "
            f"max stall {result['loop_stall']['max_stall_ms']} ms, "
            f"peak RSS {result.get('total_peak_rss_mb', result['peak_rss_mb'])} MB"
            + (f", connections max {result['connections']['max']}"
               if result["connections"].get("max") is not None else ""))
    if config.process_games > 0:
        for count in config.processes:
            log(f"  {count} load process(es) sharing one database, {config.process_games} games each, "
                f"{config.process_seconds:.0f} s...")
            entry = asyncio.run(processes_once(store, scripts_path, scripts, count, config, processes, workdir))
            shared.append(entry)
            if entry["errors"]:
                log(f"    ERROR: {entry['errors'][0][-300:]}")
            if "moves_per_second" in entry:
                log(f"    {entry['moves_per_second']} moves/s in all, failures {entry['failures']}, "
                    f"connections max {entry['connections'].get('max')}")
    return {"games": results, "load": loads, "processes": shared}


def run(config: Config, games: list[str] | None = None, json_path: Path | None = None,
        workdir: Path | None = None, log=print, extra_games: dict | None = None) -> dict:
    started = perf_counter()
    specs: list[StoreSpec] = parse_stores(list(config.stores))  # a bad --store is refused before anything runs
    processes = config.render_processes
    if processes is None:
        processes = render_processes_default()
    meta: dict = {
        "date": machine.now_iso(),
        "mode": config.mode,
        "argv": sys.argv[1:],
        "git_commit": machine.git_commit(),
        "machine": machine.machine(),
        "loadavg_start": machine.loadavg(),
        "config": asdict(config),
        "render_processes": processes,
        "targets": TARGETS,
    }
    log(f"bench {config.mode} on {meta['machine']['cpu_count']} CPU(s) "
        f"({meta['machine']['cpu_model']}), load average {meta['loadavg_start']}, "
        f"pictures drawn in {processes or 'no'} process(es)" + ("" if processes else " (threads)")
        + f"; stores: {', '.join(s.name for s in specs)}")
    notes = []
    if tuple(config.load_games) != (100, 1000):
        notes.append(f"{config.mode} mode: load with {', '.join(map(str, config.load_games))} concurrent games "
                     f"instead of 100 and 1,000")
    if config.turns.max_moves_per_game is not None:
        notes.append(f"{config.mode} mode: games cut at {config.turns.max_moves_per_game} moves, so growth compares "
                     f"move {config.turns.growth_early} with the last moves played")
    meta["notes"] = notes
    for note in notes:
        log(f"  note: {note}")
    available = dict(registry.games())
    if extra_games:
        available.update(extra_games)
    errors = registry.errors()
    wanted = sorted(available) if not games else games
    own_tmp = None
    if workdir is None:
        own_tmp = tempfile.TemporaryDirectory(prefix="bench-")
        workdir = Path(own_tmp.name)
    workdir.mkdir(parents=True, exist_ok=True)

    stores: list[dict] = []
    try:
        for spec in specs:
            folder = workdir / (spec.dialect if len(specs) == 1 else f"store-{len(stores)}-{spec.dialect}")
            folder.mkdir(parents=True, exist_ok=True)
            store = Store(spec, folder)
            log(f"store {spec.name}:")
            try:
                asyncio.run(store.start())
                measured = measure_store(store, config, wanted, available, errors, folder, processes, log)
            except Exception as error:  # noqa: BLE001 - one store that fails must not hide the others
                log(f"  {spec.name}: ERROR {type(error).__name__}: {error}")
                measured = {"error": f"{type(error).__name__}: {error}", "games": {}, "load": [], "processes": []}
            finally:
                asyncio.run(store.close())
            stores.append({**store.describe(), **measured})
    finally:
        if own_tmp is not None:
            own_tmp.cleanup()

    meta["loadavg_end"] = machine.loadavg()
    meta["seconds"] = round(perf_counter() - started, 1)
    first = stores[0]
    several = len(stores) > 1
    targets = []
    for entry in stores:
        for row in evaluate(entry["games"], entry["load"], config.mode):
            if several:
                row["subject"] = f"{entry['name']}: {row['subject']}"
            targets.append(row)
    report = {
        "meta": meta,
        # the first store's figures where a one-store report has always kept them
        "games": first["games"],
        "load": first["load"],
        "stores": stores,
        "side_by_side": side_by_side(stores),
        "targets": targets,
    }
    if json_path is not None:
        json_path.parent.mkdir(parents=True, exist_ok=True)
        json_path.write_text(json.dumps(report, indent=1, sort_keys=False))
    log("")
    log(table(report))
    return report
