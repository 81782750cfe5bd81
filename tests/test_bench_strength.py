"""bench/strength.py (issue 32): the Wilson interval and a tiny match."""

from __future__ import annotations

import math

import pytest

from bench import strength
from rules.search import Budget


def test_the_wilson_interval_of_eight_wins_in_ten():
    low, high = strength.wilson(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-3) and high == pytest.approx(0.9433, abs=1e-3)
    assert strength.wilson(0, 0) == (0.0, 1.0)
    assert strength.wilson(10, 10)[1] == 1.0


def test_a_match_alternates_the_seats_and_times_each_hard_decision(tiny_game, monkeypatch):
    seats = []
    real = strength.play

    def watched(game, levels, seed, budget, times):
        seats.append(levels.index("hard"))
        return real(game, levels, seed, budget, times)

    monkeypatch.setattr(strength, "play", watched)
    tally = strength.match(tiny_game, "hard", "normal", 4, Budget(seconds=None, iterations=3), seed=1)
    assert seats == [0, 1, 0, 1]
    assert tally.games == 4 and 0 <= tally.points <= 4 and len(tally.margins) == 4
    assert len(tally.times) == 4 * 3  # three decisions of the hard seat in each 3-round game
    row = tally.row()
    assert row["match"] == "hard vs normal" and row["low"] <= row["win_rate"] <= row["high"]


def test_the_table_prints_each_row(capsys):
    rows = [{"game": "bits", "match": "hard vs normal", "games": 10, "win_rate": 0.8, "low": 0.49, "high": 0.94,
             "margin": 3.25, "median_s": 0.2, "max_s": 0.21}]
    text = strength.table(rows, [{"game": "bits", "level": "hard", "games": 2, "mean": 30.5, "low": 29.52,
                                  "high": 31.48, "median_s": 0.99, "max_s": 1.012,
                                  "verdicts": {"solo rank: master builder": 2}},
                                 {"game": "bits", "level": "normal", "games": 1, "mean": 22.0, "low": -math.inf,
                                  "high": math.inf, "median_s": None, "max_s": None,
                                  "verdicts": {"solo rank: foreman": 1}}])
    assert "| bits | hard vs normal | 10 | 80% (49%-94%) | +3.2 | 0.200 s / 0.210 s |" in text
    assert "| bits | hard | 2 | 30.5 (29.5-31.5) | solo rank: master builder: 2 | 0.990 s / 1.012 s |" in text
    assert "| bits | normal | 1 | 22.0 | solo rank: foreman: 1 |  |" in text  # one game: no interval


def test_the_matches_option_picks_pairings_and_names_a_wrong_one():
    assert strength.pairings("normal-easy, hard-normal") == [("normal", "easy"), ("hard", "normal")]
    with pytest.raises(SystemExit, match="'hard-easy' is not a pairing; choose from: hard-normal, normal-easy."):
        strength.pairings("hard-easy")


def test_a_solo_run_counts_the_rulebooks_rank_of_each_game_without_its_score():
    """The standings' detail is words as data (a Text): the verdict is its English, the game's points cut off so
    that games of the same rank count together."""
    from rules import registry

    game = registry.get("bits")
    result = strength.solo(game, "normal", 2, Budget(seconds=None, iterations=1), seed=3)
    assert result["game"] == "bits" and result["games"] == 2
    assert sum(result["verdicts"].values()) == 2
    assert all(isinstance(v, str) and "points" not in v and v for v in result["verdicts"])
    scores = []
    for number in range(2):
        state = strength.play(game, ["normal"], 3 + number, Budget(seconds=None, iterations=1), [])
        scores.append(game.standings(state)[0].score)
    assert result["mean"] == pytest.approx(sum(scores) / 2)
    half = 1.96 * abs(scores[0] - scores[1]) / 2  # the standard deviation of two is their gap over sqrt(2)
    assert (result["low"], result["high"]) == pytest.approx((result["mean"] - half, result["mean"] + half))
    assert result["median_s"] is None and result["max_s"] is None  # no hard decision
    hard = strength.solo(game, "hard", 1, Budget(seconds=None, iterations=1), seed=3)
    assert hard["median_s"] is not None and 0 < hard["median_s"] <= hard["max_s"]
    assert hard["low"] == -math.inf and hard["high"] == math.inf


def test_the_solo_table_writes_the_ranks_in_english_when_run_on_its_own():
    """``python -m bench.strength`` does not load the test suite's English for ``str(Text)``: the rank is
    rendered from the catalogue, not shown as a message id."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-m", "bench.strength", "--games", "0", "--titles", "townies",
                           "--solo", "1", "--iterations", "1", "--matches", ""],
                          cwd=root, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    rows = [line for line in done.stdout.splitlines() if line.startswith("| townies | normal | 1 |")]
    assert len(rows) == 1 and "Solo Mode Chart" in rows[0] and "townies-" not in rows[0]
