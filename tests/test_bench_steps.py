"""bench/steps.py in a tiny configuration: the shape of its results and its
table (issue 32, item 6). Timings are never asserted."""

from bench.steps import report, run, wilson


def test_a_tiny_steps_run_times_every_part_and_plays_out():
    results = run(["tweeeet"], seeds=1, count=2, easy=2)
    result = results["tweeeet"]
    for part in ("decision", "apply", "fast_apply", "checked_step", "fast_step"):
        assert result[part]["n"] > 5 and result[part]["median_us"] <= result[part]["p95_us"]
    assert result["playouts"]["playouts"] == 2 and result["playouts"]["moves_per_playout"] > 1
    assert result["normal_vs_easy"]["games"] == 2
    lines = report(results)
    assert lines[2].startswith("| tweeeet | ") and any(line.startswith("| tweeeet | ") and " of 2 |" in line
                                                       for line in lines[3:])


def test_the_wilson_interval_holds_the_share_and_narrows_with_more_games():
    low, high = wilson(8, 10)
    assert low < 0.8 < high
    low2, high2 = wilson(80, 100)
    assert low < low2 < 0.8 < high2 < high
    assert wilson(0, 5)[0] == 0.0 and wilson(5, 5)[1] == 1.0
