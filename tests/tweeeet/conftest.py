"""Shared helpers for the Tweeeet tests: hand-written positions (the ``kit``
fixture)."""

from __future__ import annotations

import pytest

from rules.tweeeet import GAME
from rules.tweeeet.board import FOOD_STOCK, FORMAT


class Kit:
    game = GAME

    def build(
        self,
        rows,
        birds,
        *,
        first=0,
        turn=0,
        pile=(),
        nests=None,
        options=None,
        shifts=None,
        tiles=None,
        arrows=None,
        names=None,
    ):
        """A hand-written position.

        ``rows``: space strings south to north from row ``first`` (a digit is
        a food miniature lying there, ``@`` a nest, ``*`` the start space).
        ``birds``: one dict per seat with ``pos``, ``energy`` and optionally
        ``status``. The supply holds whatever of the 51 miniatures is not on
        the board. Hand-written landscapes are not real tiles, so these
        positions exercise a rule but do not pass ``validate``.
        Shifts default to the normal zigzag (even rows 0, odd rows 1)."""
        row_dicts = []
        for i, spaces in enumerate(rows):
            r = first + i
            food = [int(ch) if ch in "12345" else 0 for ch in spaces]
            tile = (tiles or {}).get(r, "start" if spaces.count("*") else ("nest" if "@" in spaces else 1))
            row_dicts.append(
                {
                    "row": r,
                    "tile": tile,
                    "rotated": False,
                    "shift": (shifts or {}).get(r, r % 2),
                    "arrow": (arrows or {}).get(r),
                    "spaces": spaces,
                    "food": food,
                }
            )
        supply = {str(k): n for k, n in FOOD_STOCK.items()}
        for row in row_dicts:
            for f in row["food"]:
                if f:
                    supply[str(f)] -= 1
        bird_dicts = []
        team_nests = dict(nests or {"robin": None, "bluethroat": None})
        for seat, spec in enumerate(birds):
            status = spec.get("status", "flying")
            bird_dicts.append(
                {
                    "team": "robin" if seat % 2 == 0 else "bluethroat",
                    "pos": spec.get("pos"),
                    "status": status,
                    "energy": spec["energy"],
                }
            )
        assert all(v >= 0 for v in supply.values())
        state = {
            "game": "tweeeet",
            "format": FORMAT,
            "players": list(names or [f"P{i + 1}" for i in range(len(birds))]),
            "options": GAME.info.options(options or {}),
            "rng": 1,
            "pile": list(pile),
            "rows": row_dicts,
            "supply": supply,
            "birds": bird_dicts,
            "nests": team_nests,
            "turn": turn,
            "over": False,
            "ended_by": None,
            "bonus_given": False,
            "last": None,
            "moves": 0,
        }
        return state

    @staticmethod
    def energy(state, seat):
        return state["birds"][seat]["energy"]

    @staticmethod
    def pieces(state):
        """Miniatures of each value on the board plus in the supply."""
        out = {}
        for k in range(1, 6):
            on_board = sum(1 for row in state["rows"] for f in row["food"] if f == k)
            out[k] = on_board + state["supply"][str(k)]
        return out


@pytest.fixture
def kit():
    return Kit()
