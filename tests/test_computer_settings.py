"""The computers' lane settings (issue 32): REFEREE_COMPUTER_PROCESSES and
REFEREE_HARD_SECONDS, their defaults, refusals and documentation."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import config


def test_the_lane_has_one_process_and_a_hard_decision_one_second_by_default():
    settings = config.load({}, dotenv=False)
    assert (settings.computer_processes, settings.hard_seconds) == (1, 1.0)


def test_the_lane_and_the_budget_are_set_from_the_environment():
    settings = config.load({"REFEREE_COMPUTER_PROCESSES": "0", "REFEREE_HARD_SECONDS": "0.25"}, dotenv=False)
    assert (settings.computer_processes, settings.hard_seconds) == (0, 0.25)


@pytest.mark.parametrize(("env", "said"), [
    ({"REFEREE_COMPUTER_PROCESSES": "-1"}, "REFEREE_COMPUTER_PROCESSES must be a whole number, 0 or more"),
    ({"REFEREE_COMPUTER_PROCESSES": "two"}, "REFEREE_COMPUTER_PROCESSES must be a whole number"),
    ({"REFEREE_HARD_SECONDS": "0"}, "REFEREE_HARD_SECONDS must be a number of seconds, 0.05 or more"),
])
def test_a_wrong_value_is_refused_with_a_sentence(env, said):
    with pytest.raises(SystemExit, match=said):
        config.load(env, dotenv=False)


def test_both_are_documented():
    root = Path(__file__).resolve().parent.parent
    for name in ("REFEREE_COMPUTER_PROCESSES", "REFEREE_HARD_SECONDS"):
        assert f"\n{name}=" in (root / ".env.example").read_text()
        assert f"`{name}`" in (root / "README.md").read_text()
