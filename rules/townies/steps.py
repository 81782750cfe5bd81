"""Townies' moves as a move builder's steps: the kind of action (the rolled
Shape, another Shape, an Object, a star, a pass), then a Shape's
orientation, then the column, then the row."""

from __future__ import annotations

from rules.base import Move, State, Text, say

from .geometry import OBJECT_NAME
from .words import object_name, shape_name


def cell_steps(cell: str) -> list[tuple[str, str | Text]]:
    """A cell label (E5) as two steps: its column, then its row."""
    column, row = cell[0].upper(), cell[1:]
    return [(column, say("townies-step-column", column=column)), (row, say("townies-step-row", row=row))]


def move_path(state: State, seat: int, move: Move) -> list[tuple[str, str | Text]]:
    """The builder's steps to ``move`` (see ``Game.move_path``)."""
    words = move.notation.split()
    if words[0] == "shape" and len(words) in (3, 4):
        rolled = state["dice"]["shape"]
        kind: tuple[str, str | Text]
        if len(words) == 4:
            face, kind = words[1], (words[1], say("townies-step-shape", shape=shape_name(words[1])))
        else:
            face, kind = rolled, ("shape", say("townies-step-shape-rolled", shape=shape_name(rolled)))
        number = words[-1]
        return [kind, (number, say("townies-step-orientation", shape=shape_name(face), number=number)),
                *cell_steps(words[-2])]
    if len(words) == 2:  # an Object and its cell
        name = object_name(words[0]) if words[0] in OBJECT_NAME else words[0]
        return [(words[0], say("townies-step-object", object=name)), *cell_steps(words[1])]
    return [(move.notation, move.label or move.notation)]  # star, pass
