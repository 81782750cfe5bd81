"""Townies' moves as a move builder's steps: the kind of action (the rolled
Shape, another Shape, an Object, a star, a pass), then a Shape's
orientation, then the column, then the row."""

from __future__ import annotations

from rules.base import Move, State

from .geometry import OBJECT_NAME


def cell_steps(cell: str) -> list[tuple[str, str]]:
    """A cell label (E5) as two steps: its column, then its row."""
    column, row = cell[0].upper(), cell[1:]
    return [(column, f"column {column}"), (row, f"row {row}")]


def move_path(state: State, seat: int, move: Move) -> list[tuple[str, str]]:
    """The builder's steps to ``move`` (see ``Game.move_path``)."""
    words = move.notation.split()
    if words[0] == "shape" and len(words) in (3, 4):
        rolled = state["dice"]["shape"]
        if len(words) == 4:
            face, kind = words[1], (words[1], f"Shape: {words[1]}")
        else:
            face, kind = rolled, ("shape", f"Shape (rolled): {rolled}")
        number = words[-1]
        return [kind, (number, f"{face} #{number}"), *cell_steps(words[-2])]
    if len(words) == 2:  # an Object and its cell
        name = OBJECT_NAME.get(words[0], words[0])
        return [(words[0], f"Object: {name}"), *cell_steps(words[1])]
    return [(move.notation, move.label or move.notation)]  # star, pass
