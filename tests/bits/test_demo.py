"""`referee demo bits`: computer players finish whole games through the
service and the standings are printed (4 players, advanced, solo)."""

from __future__ import annotations

import asyncio
import io
from types import SimpleNamespace

import pytest

from bot.console.demo import demo


@pytest.mark.parametrize(
    "players, option, expect",
    [
        (4, [], "4 computer player(s), seed 1"),
        (3, ["advanced=yes"], "3 computer player(s), seed 1"),
        (1, [], "solo rank: "),
    ],
)
def test_referee_demo_bits_completes_and_prints_standings(players, option, expect):
    out = io.StringIO()
    args = SimpleNamespace(game="bits", players=players, seed=1, images=None, option=option)
    assert asyncio.run(demo(args, out)) == 0
    text = out.getvalue()
    assert "Final standings" in text and expect in text
    ranks = [line for line in text.splitlines() if line[:2] in ("1.", "2.", "3.", "4.")]
    assert len(ranks) == players
