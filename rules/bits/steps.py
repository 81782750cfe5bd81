"""BITS's drops as a move builder's steps: the column, then the orientation
(flat or upright), then the tile (which end of a two-colour tile comes
first, or the neutral tile)."""

from __future__ import annotations

from rules.base import Move, State, Text, say

ORIENTATIONS = {"h": "flat", "v": "upright"}


def move_path(state: State, seat: int, move: Move) -> list[tuple[str, str | Text]]:
    """The builder's steps to ``move`` (see ``Game.move_path``)."""
    words = move.notation.split()
    neutral = words[0].lower() == "neutral"
    if neutral:
        words = words[1:]
    if len(words) not in (2, 3):
        return [(word, word) for word in move.notation.split()]
    column, orientation = words[0].upper(), words[1].lower()
    if neutral:
        tile: tuple[str, str | Text] = ("neutral", say("bits-step-neutral"))
    elif len(words) == 3:
        tile = (words[2].upper(), move.label or words[2].upper())
    else:
        tile = ("tile", move.label or say("bits-step-your-tile"))
    orient: str | Text = say("bits-step-orient", orient=orientation) if orientation in ORIENTATIONS else orientation
    return [(column, say("bits-step-column", column=column)), (orientation, orient), tile]
