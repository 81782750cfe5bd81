"""Runs the whole benchmark: every registered game's turn benchmark, then the
load runs in child processes, then targets, table and JSON."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from time import perf_counter

from bench import machine
from bench.load import run_load
from bench.probes import render_processes_default
from bench.report import table
from bench.turns import TurnConfig, bench_game
from rules import registry

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_JSON = Path(__file__).resolve().parent / "results" / "latest.json"

TARGETS = {
    "turn_p99_ms": 100.0,  # p99 turn latency under 100 ms for every game
    "turn_over_floor": 2.0,  # turn / (encode + commit) under 2
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


def quick_config() -> Config:
    return Config(
        mode="quick",
        turns=TurnConfig(min_moves=0, min_games=1, max_games=1, max_moves_per_game=36,
                         history_lengths=(10, 1000), history_repeats=5),
        load_games=(10, 40),
        load_seconds=(3.0, 4.0),
        paced_seconds=0.0,
    )


def full_config() -> Config:
    return Config(turns=TurnConfig(parts_every=2))


def _load_child(scripts_path: Path, games: int, seconds: float, workdir: Path, think: float,
                paced_rate: float, paced_seconds: float, render_processes: int) -> dict:
    out = workdir / f"load-{games}.json"
    command = [sys.executable, "-m", "bench.load", "--scripts", str(scripts_path),
               "--games", str(games), "--duration", str(seconds),
               "--db", str(workdir / f"load-{games}.db"), "--out", str(out), "--think", str(think),
               "--paced-rate", str(paced_rate), "--paced-seconds", str(paced_seconds),
               "--render-processes", str(render_processes)]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True,
                          timeout=(seconds + paced_seconds) * 4 + games * 0.5 + 120)
    if proc.returncode != 0:
        return {"games": games, "error": (proc.stderr or proc.stdout).strip()[-2000:]}
    return json.loads(out.read_text())


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


async def _turns(game, workdir: Path, cfg: TurnConfig, log, render_processes: int):
    return await bench_game(game, workdir, cfg, log=log, render_processes=render_processes)


def run(config: Config, games: list[str] | None = None, json_path: Path | None = None,
        workdir: Path | None = None, log=print, extra_games: dict | None = None) -> dict:
    started = perf_counter()
    processes = config.render_processes
    if processes is None:
        processes = render_processes_default()
    meta = {
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
        f"pictures drawn in {processes or 'no'} process(es)" + ("" if processes else " (threads)"))
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
        result, game_scripts = asyncio.run(_turns(available[key], workdir, config.turns, log, processes))
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
    if scripts:
        scripts_path = workdir / "scripts.json"
        scripts_path.write_text(json.dumps(scripts))
        for n, seconds in zip(config.load_games, config.load_seconds, strict=True):
            log(f"  load: {n} concurrent games for {seconds:.0f} s...")
            if config.isolate_load:
                result = _load_child(scripts_path, n, seconds, workdir, config.think,
                                     config.paced_rate, config.paced_seconds, processes)
            else:
                result = asyncio.run(run_load(scripts, n, seconds, workdir / f"load-{n}.db", config.think,
                                              paced_rate=config.paced_rate,
                                              paced_seconds=config.paced_seconds,
                                              render_processes=processes))
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
                f"peak RSS {result.get('total_peak_rss_mb', result['peak_rss_mb'])} MB")
    else:
        log("  load: skipped (no game could be played)")

    meta["loadavg_end"] = machine.loadavg()
    meta["seconds"] = round(perf_counter() - started, 1)
    report = {
        "meta": meta,
        "games": results,
        "load": loads,
        "targets": evaluate(results, loads, config.mode),
    }
    if own_tmp is not None:
        own_tmp.cleanup()
    if json_path is not None:
        json_path.parent.mkdir(parents=True, exist_ok=True)
        json_path.write_text(json.dumps(report, indent=1, sort_keys=False))
    log("")
    log(table(report))
    return report
