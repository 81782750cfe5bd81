"""`referee demo townies` completes at 5 players and solo, printing standings
(the solo one with the Solo Mode Chart verdict)."""

import asyncio
import sys
from types import SimpleNamespace

import pytest

from bot.console.demo import demo


@pytest.mark.parametrize("players", [5, 1])
def test_referee_demo_townies_completes(players, capsys):
    args = SimpleNamespace(game="townies", players=players, seed=1, images=None, option=[])
    assert asyncio.run(demo(args, sys.stdout)) == 0
    out = capsys.readouterr().out
    assert f"{players} computer player(s)" in out and "Final standings" in out
    if players == 1:
        assert "Solo Mode Chart" in out
    else:
        assert "5." in out
