"""The acceptance runs from the issue: `referee demo tweeeet --players 6
--seed 1` and `--players 2` complete and print standings."""

from __future__ import annotations

import pytest

from bot import cli


@pytest.mark.parametrize("players", ["6", "2"])
def test_referee_demo_completes_and_prints_standings(players, capsys):
    code = cli.main(["demo", "tweeeet", "--players", players, "--seed", "1"])
    out = capsys.readouterr().out
    assert code in (0, None)
    assert "Final standings" in out
    assert "win" in out
