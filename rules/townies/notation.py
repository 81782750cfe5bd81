"""Townies' move notation: reading a typed move (a Shape by anchor and
orientation or by its four cells, an Object and its cell, a star, a pass)
into the action it names, with the sentence for text that is no move."""

from __future__ import annotations

import re

from rules.base import NotationError, State, say

from .geometry import BASIC_OBJECT, INDEX, OBJECT_ALIASES, TETRAHEXES, marker_of

SYNTAX = say("townies-syntax")  # how moves are written, the end of every refusal here
CELL_RE = re.compile(r"^([a-z])(\d{1,2})$")


def read_cell(token: str) -> int:
    """The cell a typed label names (E5, e5); NotationError."""
    m = CELL_RE.match(token)
    if not m:
        raise NotationError(say("townies-not-cell", token=repr(token), syntax=SYNTAX))
    label = m.group(1).upper() + str(int(m.group(2)))
    if label not in INDEX:
        raise NotationError(say("townies-no-cell", cell=label))
    return INDEX[label]


def parse(state: State, seat: int, text: str) -> tuple:
    tokens = str(text).lower().replace(",", " ").split()
    if not tokens:
        raise NotationError(say("townies-empty-move", syntax=SYNTAX))
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
                raise NotationError(say("townies-not-orientation", token=repr(rest[1]), syntax=SYNTAX))
            return ("shape", face, anchor, int(number_text), None)
        if len(rest) == 4:
            cells = tuple(read_cell(t) for t in rest)
            return ("shape", face, None, None, cells)
        raise NotationError(say("townies-shape-syntax", syntax=SYNTAX))
    # an Object: name words then a cell
    if len(tokens) < 2:
        raise NotationError(say("townies-not-move", token=repr(text), syntax=SYNTAX))
    word = "".join(tokens[:-1])
    cell = read_cell(tokens[-1])
    if word in ("rolled", "object", "die"):
        return ("object", state["dice"]["object"], cell)
    if word == "basic":
        return ("object", BASIC_OBJECT[marker_of(state, seat)], cell)
    if word not in OBJECT_ALIASES:
        raise NotationError(say("townies-not-object", token=repr(" ".join(tokens[:-1])), syntax=SYNTAX))
    return ("object", OBJECT_ALIASES[word], cell)
