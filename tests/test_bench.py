"""The benchmark machinery in a tiny configuration: the structure of its JSON
and sane values. No timing thresholds: benchmarks are never asserted."""

import json

from bench.report import table
from bench.runner import Config, run
from bench.stats import percentile, summary_ms
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
