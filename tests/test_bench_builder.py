"""bench/builder.py in a tiny configuration: the shape of its results and
the promise it measures (issue 29: "at most 6 interactions for every
decision ... counting the first tap on the turn message and the
confirmation"). Timings are never asserted."""

from bench.builder import report, run


def test_a_tiny_builder_run_counts_interactions_and_times_steps():
    results = run(["tweeeet"], seeds=1, players=3, max_decisions=5)
    result = results["tweeeet"]
    inter = result["interactions"]
    assert inter["decisions"] == sum(inter["chosen"]["distribution"].values()) > 0
    assert 2 <= inter["chosen"]["median"] <= inter["chosen"]["worst"] <= inter["farthest"]["worst"] <= 6
    answer = result["answer"]
    assert answer["first_step"]["n"] == 5 and answer["every_step"]["n"] >= 5
    assert answer["preview"]["n"] == 5
    lines = report(results)
    assert len(lines) == 3 and lines[2].startswith("| tweeeet | ")
