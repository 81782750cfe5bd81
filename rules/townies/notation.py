"""Townies' move notation: reading a typed move (a Shape by anchor and
orientation or by its four cells, an Object and its cell, a star, a pass)
into the action it names, with the sentence for text that is no move."""

from __future__ import annotations

import re

from rules.base import NotationError, State

from .geometry import BASIC_OBJECT, INDEX, OBJECT_ALIASES, TETRAHEXES, marker_of

SYNTAX = (
    "Write a move as 'shape C3 2' (anchor cell and orientation number of the rolled Shape), "
    "'shape C3 C4 D3 D4' (its four cells), an Object and its cell such as 'bank E5' "
    "(or 'rolled E5', 'basic E5'), 'star' to cross out a marked star, or 'pass'."
)
CELL_RE = re.compile(r"^([a-z])(\d{1,2})$")


def read_cell(token: str) -> int:
    """The cell a typed label names (E5, e5); NotationError."""
    m = CELL_RE.match(token)
    if not m:
        raise NotationError(f"{token!r} is not a cell. {SYNTAX}")
    label = m.group(1).upper() + str(int(m.group(2)))
    if label not in INDEX:
        raise NotationError(
            f"There is no cell {label} on the map: columns A to I, rows 1 to 9 "
            f"(1 to 8 in columns B, D, F and H)."
        )
    return INDEX[label]


def parse(state: State, seat: int, text: str) -> tuple:
    tokens = str(text).lower().replace(",", " ").split()
    if not tokens:
        raise NotationError(f"The move is empty. {SYNTAX}")
    if tokens in (["pass"], ["skip"], ["done"]):
        return ("pass",)
    if tokens[0] in ("star", "spend") and all(t in ("star", "spend", "a", "the") for t in tokens):
        return ("star",)
    if tokens[0] == "shape" or tokens[0] in TETRAHEXES:
        rest = tokens[1:] if tokens[0] == "shape" else tokens
        face = None
        if rest and rest[0] in TETRAHEXES:
            face, rest = rest[0], rest[1:]
        if len(rest) == 2:
            anchor = read_cell(rest[0])
            number_text = rest[1].lstrip("#o")
            if not number_text.isdigit():
                raise NotationError(f"{rest[1]!r} is not an orientation number. {SYNTAX}")
            return ("shape", face, anchor, int(number_text), None)
        if len(rest) == 4:
            cells = tuple(read_cell(t) for t in rest)
            return ("shape", face, None, None, cells)
        raise NotationError(
            f"A Shape is written with an anchor cell and an orientation number, or with its four cells. {SYNTAX}"
        )
    # an Object: name words then a cell
    if len(tokens) < 2:
        raise NotationError(f"{text!r} is not a move. {SYNTAX}")
    word = "".join(tokens[:-1])
    cell = read_cell(tokens[-1])
    if word in ("rolled", "object", "die"):
        return ("object", state["dice"]["object"], cell)
    if word == "basic":
        return ("object", BASIC_OBJECT[marker_of(state, seat)], cell)
    if word not in OBJECT_ALIASES:
        raise NotationError(
            f"{' '.join(tokens[:-1])!r} is not an Object: court, windmill, station, bike, bank or square. {SYNTAX}"
        )
    return ("object", OBJECT_ALIASES[word], cell)
