"""Helpers for the Twittens tests: hand-built tile faces and states."""

from __future__ import annotations

from rules.base import dumps
from rules.twittens import GAME
from rules.twittens.geometry import CARDS, TILES, Twitten

CODES = {
    ".": "grass", "H": "house", "T": "tree", "S": "scrub", "D": "dewpond",
    "A": "allotment", "G": "playground", "U": "substation", "K": "school", "X": "station",
    "f": "scrub+fox", "b": "scrub+bird", "n": "dewpond+newt", "w": "dewpond+bird",
    "r": "road", "l": "rail", "P": "path",
}


def ew(top: str, bottom: str, lights: int = 0, north: str = "grass", shape: str = "straight") -> dict:
    """A tile with the path running west-east through the middle row.
    ``north`` road or rail puts a transport stub on the north edge."""
    top_cells = [CODES[ch] for ch in top]
    if north != "grass":
        top_cells[1] = north
        shape = "road" if north == "road" else "railway"
    return {
        "shape": shape,
        "edges": [north, "path", "grass", "path"],
        "cells": [top_cells, ["path", "path", "path"], [CODES[ch] for ch in bottom]],
        "lights": lights,
    }


def custom(edges: list[str], rows: list[str], lights: int = 0, shape: str = "straight") -> dict:
    return {"shape": shape, "edges": list(edges), "cells": [[CODES[ch] for ch in row] for row in rows],
            "lights": lights}


def row_twitten(faces: list[dict]) -> tuple[Twitten, list, dict]:
    """Tiles laid west to east at (0,0), (1,0), ...; every placement is
    checked against the placing rules as it is made."""
    table = {1000 + i: f for i, f in enumerate(faces)}
    tw = Twitten([], table)
    placements = []
    for i in range(len(faces)):
        error = tw.placement_error(1000 + i, i, 0, 0)
        assert error is None, error
        tw.add(1000 + i, i, 0, 0)
        placements.append([1000 + i, i, 0, 0])
    return tw, placements, table


def tiles_of(shape: str) -> list[int]:
    return [t for t, f in TILES.items() if f["shape"] == shape]


def prepared(n: int = 2, seed: int = 1) -> dict:
    """A state in play: everyone chose the first tile and kept the first offer."""
    state = GAME.setup([f"P{i}" for i in range(n)], {}, seed)
    while state["phase"] == "prepare":
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0].notation)
    return state


def locations(state: dict):
    """Every list that holds loose tiles in a state."""
    lists = [state["deck"]]
    lists += state["stacks"] or []
    if state["discard"] is not None:
        lists.append(state["discard"])
    for s in state["seats"]:
        lists += [s["drawn"], s["deal_tiles"]]
    return lists


def take_out(state: dict, tid: int) -> None:
    """Remove tile ``tid`` from wherever it is (not from a Twitten)."""
    for lst in locations(state):
        if tid in lst:
            lst.remove(tid)
            return
    for s in state["seats"]:
        if s["favourite"] == tid:  # give them another Favourite Place from the deck
            s["favourite"] = state["deck"].pop(0)
            return
        if s["holding"] == tid:
            s["holding"] = None
            return
    raise AssertionError(f"t{tid} is in a Twitten or nowhere")


def give_twitten(state: dict, seat: int, placements: list) -> None:
    """Hand-build a seat's Twitten from real tiles (taken from wherever)."""
    for tid, *_ in placements:
        take_out(state, tid)
    me = state["seats"][seat]
    me["twitten"] = [list(p) for p in placements]
    tw = Twitten(me["twitten"])
    # the engine reveals every card the Twitten meets as soon as it is met
    me["completed"] = [c for c in me["cards"] if tw.completes(CARDS[c])]
    GAME.validate(state)


def hold(state: dict, seat: int, tid: int) -> None:
    """Seat ``seat`` is to place tile ``tid`` (taken from wherever it was)."""
    take_out(state, tid)
    state["seats"][seat]["holding"] = tid
    state["turn"], state["step"] = seat, "place"
    GAME.validate(state)


def put_on(state: dict, tid: int, where: list) -> None:
    take_out(state, tid)
    where.append(tid)


def same(a, b) -> bool:
    return dumps(a) == dumps(b)
