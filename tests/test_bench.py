"""The benchmark machinery in a tiny configuration: the structure of its JSON
and sane values. No timing thresholds: benchmarks are never asserted."""

import json

import pytest

from bench.report import table
from bench.runner import Config, run
from bench.stats import percentile, summary_ms
from bench.stores import StoreSpecError, parse_store, parse_stores, with_schema
from bench.turns import TurnConfig


def test_percentile_is_nearest_rank():
    values = list(range(1, 101))
    assert percentile(values, 50) == 50
    assert percentile(values, 99) == 99
    assert percentile([3.0], 99) == 3.0
    assert percentile([], 99) is None
    assert summary_ms([0.001, 0.002])["max_ms"] == 2.0


def test_tiny_run_writes_complete_json(tmp_path, tiny_game):
    config = Config(
        mode="test",
        turns=TurnConfig(min_moves=0, min_games=1, max_games=1, max_moves_per_game=8,
                         growth_early=2, growth_late=6, window=1,
                         history_at=2, history_lengths=(5, 50), history_repeats=2),
        load_games=(3,),
        load_seconds=(1.0,),
        paced_rate=6.0,  # 3 games: players think 0.5 s on average
        paced_seconds=1.0,
        isolate_load=False,
        render_processes=0,  # the tiny game's renderer exists only in this process
        process_games=0,  # shared-database processes: the side-by-side test below
    )
    out = tmp_path / "bench.json"
    lines = []
    report = run(config, games=["tiny", "nosuchgame"], json_path=out, workdir=tmp_path / "work",
                 log=lines.append)
    assert json.loads(out.read_text()) == json.loads(json.dumps(report))

    meta = report["meta"]
    for key in ("date", "mode", "machine", "loadavg_start", "loadavg_end", "targets", "seconds"):
        assert key in meta
    for key in ("cpu_count", "cpu_model", "python", "pillow", "sqlite"):
        assert meta["machine"][key]

    assert report["games"]["nosuchgame"]["status"] == "skipped"
    tiny = report["games"]["tiny"]
    assert tiny["status"] == "ok", tiny
    assert tiny["players"] == 4 and tiny["moves"] == 8 and tiny["games"] == 1
    for part in ("turn",):
        assert tiny[part]["n"] == 8 and 0 < tiny[part]["median_ms"] <= tiny[part]["p99_ms"]
    assert set(tiny["phases"]) == {"early", "mid", "late"}
    for name in ("rules", "storage", "render", "draw"):
        assert tiny["parts"][name]["median_ms"] > 0
    for name in ("encode", "commit"):
        assert tiny["floors"][name]["median_ms"] > 0
    assert tiny["ratio"]["median"] > 0
    assert tiny["store_calls_per_turn"] >= 3  # read game, read seats, commit
    growth = tiny["growth"]
    assert growth["early_move"] == 2 and growth["late_moves"] == [6]
    assert growth["turn_early_ms"] > 0 and growth["turn_late_ms"] > 0
    history = tiny["history"]
    assert history["at_move"] == 2 and [h["history_moves"] for h in history["by_history"]] == [5, 50]
    assert all(h["turn"]["n"] == 2 and h["storage"]["median_ms"] > 0 for h in history["by_history"])
    assert history["turn_longest_over_shortest"] > 0
    size = tiny["state_size"]
    assert size["initial_bytes"] > 100 and size["curve_moves_bytes"][0][0] == 0
    picture = tiny["picture"]
    assert picture["players"] == 4 and picture["final_png_bytes"] > 100
    assert picture["final_size_px"] == [320, 136]
    assert {"ticks", "max_stall_ms", "stalls_over_50ms"} <= set(tiny["loop_stall_single_game"])

    (load,) = report["load"]
    assert load["games"] == 3 and load["players"] == 12 and load["kinds"] == ["tiny"]
    assert load["failures"] == {}
    assert load["moves_accepted"] > 0 and load["moves_per_second"] > 0
    assert load["latency"]["n"] == load["moves_accepted"]
    assert load["games_finished"] >= 1  # the 8-move script restarts its game
    assert load["peak_rss_mb"] > 10 and load["db_bytes"] > 0 and load["db_integrity"] == "ok"
    assert load["loop_stall"]["max_stall_ms"] is not None
    assert set(load["gc_pauses"]) >= {"gen0", "gen1", "gen2"}
    paced = load["paced"]
    assert paced["offered_moves_per_second"] == 6.0 and paced["think_mean_seconds"] == 0.5
    assert paced["moves_accepted"] > 0 and paced["latency"]["n"] == paced["moves_accepted"]

    targets = {(t["target"], t["subject"]) for t in report["targets"]}
    assert ("p99 turn latency", "tiny") in targets
    assert ("same move, long history / short", "tiny") in targets
    (history_target,) = [t for t in report["targets"] if t["target"] == "same move, long history / short"]
    assert history_target["note"] == "move 2 with 5 vs 50 moves in the log"
    assert ("longest event-loop stall under load", "3 games") in targets
    assert ("longest event-loop stall under load", "3 games, paced") in targets
    assert all(t["met"] in (True, False, None) for t in report["targets"])
    text = table(report)
    assert "tiny" in text and "nosuchgame: skipped" in text


async def test_community_bench_fills_rates_and_times_stats_and_leaderboard(tiny_game):
    """The stats/leaderboard benchmark runs end to end on a small database
    (its figures are for bench/README.md, not asserted here)."""
    from bench.community import run

    results = await run(games=30, players=6, calls=3)
    assert set(results) == {"stats", "leaderboard"}
    assert all(median >= 0 and p99 >= median for median, p99 in results.values())


# -- --store (issue 16, item 6) ----------------------------------------------------


@pytest.mark.parametrize(("given", "dialect", "throwaway", "name"), [
    ("sqlite", "sqlite", False, "sqlite"),  # the default: temporary SQLite files
    ("SQLite", "sqlite", False, "sqlite"),
    ("postgresql", "postgresql", True, "postgresql"),  # a throwaway server for the run
    ("postgres", "postgresql", True, "postgresql"),
    ("postgresql://bench:secret@db.example:5432/referee", "postgresql", False,
     "postgresql://bench:***@db.example:5432/referee"),  # a full URL; its password never shown
    ("postgres://bench@/referee?host=/run/postgresql", "postgresql", False,
     "postgres://bench@/referee?host=/run/postgresql"),
])
def test_store_spec_forms(given, dialect, throwaway, name):
    spec = parse_store(given)
    assert (spec.dialect, spec.throwaway, spec.name) == (dialect, throwaway, name)
    if dialect == "postgresql" and not throwaway:
        assert spec.url == given  # connected to as given


def test_store_spec_sqlite_folder(tmp_path):
    for given in (str(tmp_path), f"sqlite:///{tmp_path}"):
        spec = parse_store(given)
        assert spec.dialect == "sqlite" and spec.folder == tmp_path and not spec.throwaway


@pytest.mark.parametrize(("given", "says"), [
    ("", "needs a value"),
    ("mysql://root@localhost/referee", "not a store the benchmark knows"),
    ("postgresql://bench@db.example:5432", "names no database"),
    ("postgresql://bench:secret@db.example", "names no database"),
])
def test_store_spec_refused(given, says):
    with pytest.raises(StoreSpecError, match=says) as caught:
        parse_store(given)
    assert "secret" not in str(caught.value)


def test_store_spec_never_overwrites_a_file(tmp_path):
    existing = tmp_path / "referee.db"
    existing.write_bytes(b"a database someone keeps")
    for given in (str(existing), f"sqlite:///{existing}"):
        with pytest.raises(StoreSpecError, match="is a file"):
            parse_store(given)
    assert existing.read_bytes() == b"a database someone keeps"


def test_stores_default_order_and_duplicates():
    assert [s.name for s in parse_stores(None)] == ["sqlite"]
    assert [s.name for s in parse_stores(["postgresql", "sqlite"])] == ["postgresql", "sqlite"]
    with pytest.raises(StoreSpecError, match="given twice"):
        parse_stores(["sqlite", "SQLITE"])


def test_with_schema_sets_or_replaces_search_path():
    assert with_schema("postgresql://u@/db?host=/tmp/s", "bench_x") == "postgresql://u@/db?host=/tmp/s&search_path=bench_x"
    assert with_schema("postgresql://u@h/db?search_path=old&port=5", "new") == "postgresql://u@h/db?port=5&search_path=new"


@pytest.mark.parametrize(("argv", "says"), [
    (["--store", "mysql://root@h/db"], "not a store the benchmark knows"),
    (["--store", "sqlite", "--store", "sqlite"], "given twice"),
    (["--processes", "1,two"], "whole numbers"),
    (["--processes", "-1"], "cannot be negative"),
])
def test_bench_command_refuses_bad_options_before_running(argv, says, capsys, monkeypatch):
    import bench.__main__ as command

    def must_not_run(*args, **kwargs):
        raise AssertionError("the benchmark ran")

    monkeypatch.setattr(command, "run", must_not_run)
    with pytest.raises(SystemExit) as caught:
        command.main(argv)
    assert caught.value.code == 2
    assert says in capsys.readouterr().err


def test_bench_command_passes_stores_and_processes(monkeypatch, tmp_path):
    import bench.__main__ as command

    seen = {}
    monkeypatch.setattr(command, "run", lambda config, games, json_path: seen.update(config=config))
    assert command.main(["--quick", "--store", "sqlite", "--store", "postgresql", "--processes", "1,2,4",
                         "--process-games", "7", "--json", str(tmp_path / "b.json")]) == 0
    config = seen["config"]
    assert config.stores == ("sqlite", "postgresql")
    assert (config.processes, config.process_games) == ((1, 2, 4), 7)
    assert command.main(["--quick", "--processes", "0", "--json", str(tmp_path / "b.json")]) == 0
    assert seen["config"].stores == ("sqlite",) and seen["config"].process_games == 0


async def _bench_schemas(url: str) -> set[str]:
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        return {r[0] for r in await conn.fetch("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'bench\\_%'")}
    finally:
        await conn.close()


def test_tiny_run_on_sqlite_and_postgresql_side_by_side(tmp_path, tiny_game, pg_url):
    """The issue's promise: one run reports SQLite and PostgreSQL side by
    side, and moves/s of one and two load "processes" sharing one database
    (here tasks of this process: the tiny game exists only here), with the
    PostgreSQL connections seen. A given server's database keeps nothing of
    the run. No timing is asserted."""
    import asyncio

    before = asyncio.run(_bench_schemas(pg_url))
    config = Config(
        mode="test",
        turns=TurnConfig(min_moves=0, min_games=1, max_games=1, max_moves_per_game=8, growth_early=2,
                         growth_late=6, window=1, history_lengths=()),
        load_games=(3,), load_seconds=(1.0,), paced_seconds=0.0, isolate_load=False, render_processes=0,
        stores=("sqlite", pg_url), processes=(1, 2), process_games=2, process_seconds=1.0,
    )
    report = run(config, games=["tiny"], json_path=tmp_path / "b.json", workdir=tmp_path / "w",
                 log=lambda line: None)
    sqlite, postgres = report["stores"]
    assert (sqlite["dialect"], postgres["dialect"]) == ("sqlite", "postgresql")
    assert postgres["name"] == pg_url and postgres["throwaway_server"] is False
    assert postgres["server"]["version"] and postgres["server"]["fsync"] in ("on", "off")
    assert report["games"] == sqlite["games"]  # a one-store reader still finds the first store here
    for entry in (sqlite, postgres):
        tiny = entry["games"]["tiny"]
        assert tiny["status"] == "ok" and tiny["store"] == entry["dialect"] and tiny["moves"] == 8
        assert tiny["parts"]["storage"]["median_ms"] > 0 and tiny["floors"]["commit"]["median_ms"] > 0
        (load,) = entry["load"]
        assert load["store"] == entry["dialect"] and load["failures"] == {} and load["moves_accepted"] > 0
        assert [p["processes"] for p in entry["processes"]] == [1, 2]
        for shared in entry["processes"]:
            assert shared["errors"] == [] and shared["failures"] == 0
            assert len(shared["per_process"]) == shared["processes"]
            assert {p["guild"] for p in shared["per_process"]} == {f"procs-{k}" for k in range(shared["processes"])}
            summed = sum(p["moves_per_second"] for p in shared["per_process"])
            assert shared["moves_per_second"] == pytest.approx(summed)
            assert shared["windows_overlap_seconds"] > 0  # the windows ran at the same time
    assert postgres["games"]["tiny"]["sql_statements_per_turn"] is None  # counted on SQLite only
    assert sqlite["games"]["tiny"]["sql_statements_per_turn"] > 0
    # connections: each load holds its pool's connections (at least one each)
    assert postgres["load"][0]["connections"]["max"] >= 1
    assert sqlite["load"][0]["connections"]["max"] is None
    two = postgres["processes"][1]
    assert two["connections"]["max"] >= 2
    assert two["connections"]["transactions_committed"] >= 0 and two["connections"]["rollbacks_per_move"] >= 0
    assert [p["max_size"] for p in two["connection_pools"]] == [10, 10]
    compared = report["side_by_side"]
    assert compared["stores"] == ["sqlite", pg_url]
    assert set(compared["turn"]["tiny"]) == {"sqlite", pg_url}
    assert all(0 < v["turn_p50_ms"] <= v["turn_p99_ms"] for v in compared["turn"]["tiny"].values())
    assert [x["processes"] for x in compared["throughput"][pg_url]["processes"]] == [1, 2]
    assert compared["throughput"]["sqlite"]["load"][0]["games"] == 3
    text = table(report)
    assert "Stores side by side" in text and "sqlite turn" in text and "postgresql" in text
    assert "Load processes sharing one database" in text
    assert asyncio.run(_bench_schemas(pg_url)) == before  # every bench_ schema dropped


def test_explain_plans_the_stores_own_sql_and_restores_it(tmp_path, pg_url):
    """bench.explain explains exactly the statements the store sends (the
    recorder is removed afterwards) on a filled database; no timing asserted."""
    import asyncio

    from bench import explain
    from bench.stores import Store
    from storage import postgres

    originals = (postgres._PgTx.run, postgres._PgTx.one, postgres.PostgresStore._one, postgres.PostgresStore._all)
    store = Store(parse_store(pg_url), tmp_path)

    async def go():
        await store.start()
        try:
            return await explain.run(store, games=30, moves=3)
        finally:
            await store.close()

    report = asyncio.run(go())
    assert (postgres._PgTx.run, postgres._PgTx.one, postgres.PostgresStore._one,
            postgres.PostgresStore._all) == originals
    assert report["rows"]["games"] == 30 and report["rows"]["moves"] == 90
    calls = {c["call"]: c["statements"] for c in report["calls"]}
    assert all(calls.values())  # every store call sent at least one statement
    commit = [s["sql"] for s in calls["commit move"]]
    assert any(sql.startswith("UPDATE games") and "version = $" in sql for sql in commit)  # the version check
    assert any(sql.startswith("INSERT INTO moves") for sql in commit)
    for statements in calls.values():
        for s in statements:
            assert isinstance(s["uses_index"], bool) and s["analysed"] == s["sql"].startswith("SELECT")
    assert "open game by channel" in explain.text(report)


def test_explain_refuses_sqlite(capsys):
    from bench import explain

    assert explain.main(["--store", "sqlite"]) == 2
    assert "explains PostgreSQL plans" in capsys.readouterr().err


def test_postmaster_pid_is_the_first_line_of_postmaster_pid(tmp_path):
    from bench.stores import postmaster_pid

    (tmp_path / "data").mkdir()
    assert postmaster_pid(tmp_path) is None  # no server running there
    (tmp_path / "data" / "postmaster.pid").write_text(f"4321\n{tmp_path / 'data'}\n1700000000\n5433\n")
    assert postmaster_pid(tmp_path) == 4321
    assert postmaster_pid(None) is None


def test_server_cpu_counts_the_process_its_reaped_children_and_its_live_children():
    """The server CPU figure of a process tree, checked against the
    processes' own accounts (os.times): the parent's time with its reaped
    children, plus a live child's. Both are asleep when read, so the
    figures are fixed: CPU seconds counted, not timed."""
    import subprocess
    import sys
    import textwrap

    from bench.stores import server_cpu_seconds

    burn = ("import os, time\nstart = time.process_time()\nwhile time.process_time() - start < 0.3: pass\n"
            "t = os.times()\nprint(t.user + t.system, flush=True)\ntime.sleep(60)\n")
    parent_code = textwrap.dedent(f"""
        import os, subprocess, sys, time
        subprocess.run([sys.executable, "-c", "sum(range(3_000_000))"], check=True)  # a reaped child
        child = subprocess.Popen([sys.executable, "-c", {burn!r}], stdout=subprocess.PIPE, text=True)
        child_cpu = float(child.stdout.readline())
        t = os.times()
        print(t.user + t.system + t.children_user + t.children_system, child_cpu, flush=True)
        time.sleep(60)
    """)
    parent = subprocess.Popen([sys.executable, "-c", parent_code], stdout=subprocess.PIPE, text=True,
                              start_new_session=True)
    try:
        own, child_cpu = (float(x) for x in parent.stdout.readline().split())
        assert child_cpu >= 0.3
        counted = server_cpu_seconds(parent.pid)
        assert counted is not None and abs(counted - (own + child_cpu)) < 0.015
    finally:
        import os
        import signal

        os.killpg(parent.pid, signal.SIGKILL)
        parent.wait()
    assert server_cpu_seconds(None) is None


def test_store_postgresql_without_server_programs_is_a_sentence_and_the_other_stores_go_on(
        tmp_path, tiny_game, monkeypatch):
    """`--store postgresql` on a machine without PostgreSQL's server programs
    says what to install; in a run with other stores, that store reports the
    sentence and the others are measured."""
    from bench.stores import start_throwaway
    from tests.support import pgserver

    monkeypatch.setattr(pgserver, "bindir", lambda: None)
    with pytest.raises(StoreSpecError, match="no PostgreSQL server programs"):
        start_throwaway(tmp_path / "pg")
    config = Config(
        mode="test",
        turns=TurnConfig(min_moves=0, min_games=1, max_games=1, max_moves_per_game=4, history_lengths=()),
        load_games=(), load_seconds=(), paced_seconds=0.0, isolate_load=False, render_processes=0,
        stores=("postgresql", "sqlite"), process_games=0,
    )
    report = run(config, games=["tiny"], workdir=tmp_path / "w", log=lambda line: None)
    failed, sqlite = report["stores"]
    assert "no PostgreSQL server programs" in failed["error"] and failed["games"] == {}
    assert sqlite["games"]["tiny"]["status"] == "ok"
    assert sqlite["processes"] == []  # --processes 0 (process_games 0): none run
    assert "store postgresql: StoreSpecError" in table(report)


def test_quick_and_full_configurations_are_the_documented_ones():
    from bench.runner import full_config, quick_config

    quick = quick_config()  # README: one short game per kind, small loads
    assert (quick.turns.min_games, quick.turns.max_games, quick.turns.max_moves_per_game) == (1, 1, 36)
    assert quick.turns.history_lengths == (10, 1000) and quick.load_games == (10, 40)
    assert (quick.processes, quick.process_games, quick.process_seconds) == ((1, 2), 20, 5.0)
    full = full_config()  # parts timed on every second move, history up to 10,000 moves
    assert full.turns.parts_every == 2 and full.turns.history_lengths == (10, 1000, 10000)
    assert (full.load_games, full.processes, full.process_games, full.stores) == ((100, 1000), (1, 2), 100, ("sqlite",))


def test_load_command_and_child_results(tmp_path):
    """The child processes: the command line bench.load takes, and what a
    child's exit becomes (its JSON, or its error text)."""
    import subprocess
    import sys

    from bench.runner import _child_result, load_command

    command = load_command(tmp_path / "s.json", 5, 2.0, "postgresql://u@/db", tmp_path / "o.json", 0.0, 0.0, 0.0, 2,
                           "--guild", "procs-1")
    assert command[:3] == [sys.executable, "-m", "bench.load"]
    assert command[command.index("--store") + 1] == "postgresql://u@/db"
    assert command[command.index("--games") + 1] == "5" and command[-2:] == ["--guild", "procs-1"]
    out = tmp_path / "o.json"
    failed = subprocess.CompletedProcess([], 1, "", "Traceback...\nboom")
    assert _child_result(failed, out, 5) == {"games": 5, "error": "Traceback...\nboom"}
    silent = subprocess.CompletedProcess([], 0, "", "")
    assert _child_result(silent, out, 5) == {"games": 5, "error": "exit 0"}  # no JSON written
    out.write_text('{"games": 5, "moves_accepted": 7}')
    assert _child_result(silent, out, 5) == {"games": 5, "moves_accepted": 7}


def test_children_run_together_and_a_hung_one_is_killed():
    import asyncio
    import sys

    from bench.runner import _children

    done = asyncio.run(_children([[sys.executable, "-c", "print('first')"],
                                  [sys.executable, "-c", "import sys; sys.exit(3)"]], timeout=120))
    assert [(d.returncode, d.stdout.strip()) for d in done] == [(0, "first"), (3, "")]
    (hung,) = asyncio.run(_children([[sys.executable, "-c", "import time; time.sleep(120)"]], timeout=0.5))
    assert hung.returncode != 0  # killed at the deadline, not waited for


def test_sampler_window_reads_samples_inside_the_window():
    from bench.runner import Sampler

    sampler = Sampler(None, None)
    # (time, connections, server CPU seconds) every second; (time, commits, rollbacks)
    sampler.samples = [(0.0, 1, 10.0), (1.0, 4, 10.5), (2.0, 10, 11.0), (3.0, 8, 12.0), (4.0, 2, 12.5)]
    sampler.counters = [(0.0, 100, 5), (1.0, 110, 6), (3.0, 150, 9), (4.0, 160, 11)]
    window = sampler.window(1.0, 2.0, moves=10)  # from t=1 to t=3
    assert (window["samples"], window["max"], window["median"]) == (3, 10, 8)
    assert window["server_cpu_seconds"] == 1.5 and window["server_cpu_cores"] == 0.75
    assert window["server_cpu_ms_per_move"] == 150.0
    assert (window["transactions_committed"], window["transactions_rolled_back"]) == (40, 3)
    assert window["rollbacks_per_move"] == 0.3
    nothing = Sampler(None, None).window(1.0, 2.0, moves=10)
    assert nothing == {"samples": 0, "max": None, "median": None}
    cut = Sampler(None, None)  # the run stopped sampling before the window ended: no difference to take
    cut.samples, cut.counters = [(0.0, 1, 10.0), (2.0, 3, 11.0)], [(0.0, 100, 5)]
    assert cut.window(1.0, 2.0, moves=10) == {"samples": 1, "max": 3, "median": 3}


def test_a_run_with_no_playable_game_reports_it_and_no_load(tmp_path):
    config = Config(mode="test", load_games=(3,), load_seconds=(1.0,), isolate_load=False, render_processes=0)
    report = run(config, games=["nosuchgame"], workdir=tmp_path / "w", log=lambda line: None)
    (sqlite,) = report["stores"]
    assert sqlite["games"] == {"nosuchgame": {"status": "skipped", "reason": "not a registered game"}}
    assert (sqlite["load"], sqlite["processes"]) == ([], [])


def test_covered_counts_overlapping_awaits_once():
    """The turn's on-loop time subtracts the union of the store's and the
    executors' awaits: the picture is drawn while the move is committed."""
    from bench.probes import covered

    assert covered([]) == 0
    assert covered([(0.0, 2.0)]) == 2.0
    assert covered([(1.0, 3.0), (0.0, 2.0)]) == 3.0  # overlapping, given out of order
    assert covered([(0.0, 4.0), (1.0, 2.0)]) == 4.0  # one inside another
    assert covered([(0.0, 1.0), (2.0, 3.5)]) == 2.5  # apart
    assert covered([(0.0, 1.0), (1.0, 2.0)]) == 2.0  # touching


def test_picture_parts_draw_and_encode_as_a_turn_does(tiny_game):
    """The draw and encode floor are timed on a fresh picture of the view
    (in the bot's picture processes when the bench runs with them)."""
    from bench.probes import picture_parts

    state = tiny_game.setup(["a", "b"], tiny_game.info.options({}), 3)
    draw, encode, size = picture_parts("tiny", tiny_game.view(state, None))
    assert draw > 0 and encode > 0 and len(size) == 2 and min(size) > 0


def test_the_picture_workers_time_and_memory_are_counted():
    """turn CPU adds the picture workers' CPU time: the bench finds the
    workers of the bot's picture pool."""
    from bench.probes import pool_cpu_seconds, pool_rss_mb
    from bot.workers import render_pool
    from tests.support import poolwork

    pool = render_pool(1)
    try:
        before = pool_cpu_seconds(pool)
        pool.submit(poolwork.spin, 0.2).result(timeout=60)
        assert pool_cpu_seconds(pool) - before >= 0.1
        memory = pool_rss_mb(pool)
        assert memory["workers"] == 1 and memory["rss_mb"] > 5
    finally:
        pool.shutdown()
    assert pool_cpu_seconds(None) == 0
