"""Helpers for the Townies tests: hand-built positions."""

from __future__ import annotations

import copy
from collections.abc import Sequence

from rules.base import RandomPlayer
from rules.townies import GAME
from rules.townies.geometry import MARKER_CYCLE
from rules.townies.scoring import Board


def board(blocks: dict[str, str], objects: Sequence[tuple[str, str, str]] = ()) -> Board:
    """A Board from {label: colour} and [(label, object type, colour)]."""
    sheet = {
        "blocks": dict(blocks),
        "objects": [{"cell": c, "type": t, "colour": col, "score": 0} for c, t, col in objects],
    }
    return Board.from_sheet(sheet)


def position(
    players: int = 2,
    blocks=None,
    objects=None,
    marker: str = "red",
    shape: str = "bee",
    obj: str = "court",
    seat: int = 0,
    options: dict | None = None,
    seed: int = 3,
):
    """A fresh game with seat ``seat``'s map, marker and the dice set by hand.

    Like the rulebook's pictures, such a map is an illustration: it may hold
    3 Blocks or a score that no game could reach, so it is not validated
    (``validate`` proves a position is reachable: tests/townies/test_validate.py)."""
    opts = {"cards": "all", "goal": "triangle", "bonus": "funding"}
    opts.update(options or {})
    state = GAME.setup([f"P{i + 1}" for i in range(players)], GAME.info.options(opts), seed)
    set_marker(state, seat, marker)
    state["dice"] = {"shape": shape, "object": obj}
    sheet = state["sheets"][seat]
    sheet["blocks"] = dict(blocks or {})
    sheet["objects"] = [
        {"cell": c, "type": t, "colour": col, "score": s} for c, t, col, s in (objects or [])
    ]
    state["public"] = copy.deepcopy(state["sheets"])
    for turn in state["turn"]:
        turn.update(done=False, star=False, shape=False, object=False, moves=[], cells=[])
    state["over"] = False
    return state


def set_marker(state, seat: int, colour: str) -> None:
    """Turn the markers (keeping their passing order) so ``seat`` holds ``colour``."""
    p = state["table"].index(seat)
    k = MARKER_CYCLE.index(colour) + p
    state["markers"] = [MARKER_CYCLE[(k - q) % 5] for q in range(5)]


def marker(state, seat: int) -> str:
    return state["markers"][state["table"].index(seat)]


def play(players: int, seed: int, bots=None, options=None, check=None):
    """Play a whole game; returns (initial options, log, final state, states)."""
    names = [f"P{i + 1}" for i in range(players)]
    opts = GAME.info.options(options or {})
    state = GAME.setup(names, opts, seed)
    bots = bots or [RandomPlayer(seed * 7 + i) for i in range(players)]
    log = []
    for _step in range(5000):
        if GAME.is_over(state):
            break
        for seat in sorted(GAME.to_act(state)):
            move = bots[seat].choose(GAME, state, seat)
            new, _events = GAME.apply(state, seat, move)
            if check:
                check(state, new, seat, move)
            log.append((seat, move))
            state = new
            if GAME.is_over(state):
                break
    assert GAME.is_over(state), "the game did not end"
    return names, opts, log, state
