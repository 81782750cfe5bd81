"""What a turn message's heading and frame show, as data: the stage the
game is in (its round, turn or season, from the rules) and the accent
colour of the one seat to act (the colour its pictures give that seat), put
on a reply and carried in an announcement's payload. The words are the
front end's.
"""

from __future__ import annotations

from typing import Any

import render
from bot.service.model import Reply, Table
from rules.base import Stage


def accent(table: Table, state: dict[str, Any]) -> int | None:
    """The colour of the seat that must act next, as one RGB integer
    (0xRRGGBB); None when nobody (the game is over: nobody owes a
    decision), or several seats at once, must act, or when the game's
    pictures give seats no colour (or it has none)."""
    game = table.game
    acting = game.to_act(state)
    if len(acting) != 1:
        return None
    (seat,) = acting
    try:
        colour = render.seat_colour(game.info.key, game.view(state, None), seat)
    except ImportError:  # a game without pictures: no colour (doctor reports it)
        return None
    if colour is None:
        return None
    red, green, blue = colour
    return (red << 16) | (green << 8) | blue


def mark(reply: Reply, table: Table, state: dict[str, Any]) -> None:
    """Put the stage and the accent of ``state`` on ``reply``."""
    reply.stage = table.game.stage(state)
    reply.accent = accent(table, state)


def to_payload(reply: Reply, payload: dict[str, Any]) -> None:
    """Store a reply's stage and accent in an announcement's payload."""
    if reply.stage is not None:
        payload["stage"] = {"kind": reply.stage.kind, "number": reply.stage.number, "total": reply.stage.total}
    if reply.accent is not None:
        payload["accent"] = reply.accent


def from_payload(payload: dict[str, Any], reply: Reply) -> None:
    """Restore a reply's stage and accent from an announcement's payload
    (an announcement stored before they existed has neither)."""
    stage = payload.get("stage")
    if isinstance(stage, dict):
        reply.stage = Stage(str(stage["kind"]), int(stage["number"]),
                            None if stage.get("total") is None else int(stage["total"]))
    accent = payload.get("accent")
    if isinstance(accent, int) and 0 <= accent <= 0xFFFFFF:
        reply.accent = accent
