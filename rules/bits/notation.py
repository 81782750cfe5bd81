"""BITS's move notation: reading a typed drop, writing one, and listing every
drop a seat may write now (with where it lands), with the refusals that name
the rule a drop breaks."""

from __future__ import annotations

import re

from rules.base import IllegalMove, Move, NotationError, State, Text, joined, say
from rules.checks import clip

from . import board as B
from . import words as W

_MOVE_RE = re.compile(
    r"^(?:(neutral|neut|n)\s*)?([a-f])\s*(h|v|horizontal|vertical|flat|upright)"
    r"\s*(r|y|b|p|k|red|yellow|blue|purple|black)?$"
)
_COLOUR_WORDS = {"red": "R", "yellow": "Y", "blue": "B", "purple": "P", "black": "K"}

SYNTAX = say("bits-syntax")  # how a drop is written


def current_tile(state: State, seat: int) -> str:
    """The tile this seat must drop now (starting tile or the building
    card's tile)."""
    if state["phase"] == "start":
        return state["start_cards"][seat]
    return state["turned"][-1]


def drops(state: State, seat: int) -> list[tuple[str, Move, list[tuple[int, int]], str, bool]]:
    """(notation, Move, cells in tile colour order, tile id, neutral)."""
    return [(notation, Move(notation, drop_label(tile_id, orient, cells)), cells, tile_id, neutral)
            for notation, orient, cells, tile_id, neutral in spots(state, seat)]


def spots(state: State, seat: int) -> list[tuple[str, str, list[tuple[int, int]], str, bool]]:
    """Every drop ``seat`` may make now, without words: (notation, "h" or
    "v", cells in tile colour order, tile id, neutral), in the order of
    ``drops``."""
    h = B.heights(B.seat_grid(state, seat))
    tile = current_tile(state, seat)
    result = []
    options = [(tile, False)]
    if state["phase"] == "build" and not state["boards"][seat]["neutral_used"]:
        options.append((B.NEUTRAL_ID, True))
    for tile_id, neutral in options:
        a, b = B.TILES[tile_id]
        ends = [None] if a == b else [a, b]
        for col in range(B.SIZE):
            for orient in ("h", "v"):
                spot = B.landing_from_heights(h, col, orient)
                if spot is None:
                    continue
                for end in ends:
                    notation = write(neutral, col, orient, end)
                    result.append((notation, orient, colour_order(tile_id, orient, spot, end), tile_id, neutral))
    return result


def write(neutral: bool, col: int, orient: str, end: str | None) -> str:
    text = f"{B.COLUMNS[col]} {orient}"
    if end:
        text += f" {end}"
    return ("neutral " + text) if neutral else text


def colour_order(tile_id: str, orient: str, spot, end: str | None) -> list[tuple[int, int]]:
    """The two squares in the order of the tile's colours. ``spot`` is
    (left, right) or (bottom, top); ``end`` the colour of the left/top end."""
    a, b = B.TILES[tile_id]
    first, second = spot
    if a == b:
        return [first, second]  # single colour: bottom or left square first
    if orient == "v":
        first, second = second, first  # (top, bottom)
    # now (left-or-top, right-or-bottom)
    if end is None or end == a:
        return [first, second]
    return [second, first]


def drop_label(tile_id: str, orient: str, cells: list[tuple[int, int]]) -> Text:
    a, b = B.TILES[tile_id]
    names = [B.cell_name(c, r) for c, r in cells]
    if a == b:
        ordered = sorted(names)
        return say("bits-label-one", tile=W.tile(tile_id), orient=orient, first=ordered[0], second=ordered[1])
    return say("bits-label-two", tile=W.tile(tile_id), orient=orient, first=names[0],
               first_colour=W.colour(a), second=names[1], second_colour=W.colour(b))


def parse(text: str) -> tuple[bool, int, str, str | None]:
    """(neutral, column, "h" or "v", end colour or None); NotationError."""
    cleaned = re.sub(r"[\s,:;\-/|]+", " ", str(text).strip().lower()).strip()
    m = _MOVE_RE.match(cleaned)
    if not m:
        raise NotationError(joined([say("bits-not-a-drop", typed=clip(text)), SYNTAX]))
    neutral = m.group(1) is not None
    col = "abcdef".index(m.group(2))
    orient = "h" if m.group(3) in ("h", "horizontal", "flat") else "v"
    end = m.group(4)
    if end:
        end = _COLOUR_WORDS.get(end, end.upper())
    return neutral, col, orient, end


def resolve(state: State, seat: int, move: str) -> tuple[str, list[tuple[int, int]], str]:
    """The tile ``move`` drops for ``seat`` now, its two squares in the
    tile's colour order and the canonical notation; NotationError or
    IllegalMove naming the rule."""
    neutral, col, orient, end = parse(move)
    tile = current_tile(state, seat)
    brd = state["boards"][seat]
    if neutral:
        if state["phase"] == "start":
            raise IllegalMove(say("bits-neutral-at-start", tile=W.tile(tile)))
        if brd["neutral_used"]:
            raise IllegalMove(say("bits-neutral-used", tile=W.tile(tile)))
        if end is not None:
            raise IllegalMove(say("bits-neutral-no-end", column=B.COLUMNS[col], orient=orient))
        tile = B.NEUTRAL_ID
    a, b = B.TILES[tile]
    if end is not None and end not in (a, b):
        raise IllegalMove(say("bits-no-such-end", tile=W.tile(tile), colour=end, same=a == b, first=a, second=b))
    grid = B.seat_grid(state, seat)
    spot = B.landing(grid, col, orient)
    if spot is None:
        raise IllegalMove(no_fit_message(state, seat, grid, col, orient))
    if end is None and a != b:
        raise NotationError(say("bits-name-the-end", tile=W.tile(tile), orient=orient, column=B.COLUMNS[col],
                                first=a, second=b))
    cells = colour_order(tile, orient, spot, end if a != b else None)
    notation = write(neutral, col, orient, end if a != b else None)
    return tile, cells, notation


def no_fit_message(state: State, seat: int, grid, col: int, orient: str) -> Text:
    letter = B.COLUMNS[col]
    legal = spots(state, seat)
    allowed = say("bits-legal-drops", sample=", ".join(n for n, *_ in legal[:10]), more=max(0, len(legal) - 10))
    if orient == "h" and col == B.SIZE - 1:
        return joined([say("bits-no-fit-edge"), allowed])
    h = B.heights(grid)
    if orient == "v":
        return joined([say("bits-no-fit-upright", column=letter, height=h[col]), allowed])
    nxt = B.COLUMNS[col + 1]
    full = [B.COLUMNS[c] for c in (col, col + 1) if h[c] >= B.SIZE]
    if len(full) == 2:
        why = say("bits-no-fit-both-full", column=letter, next=nxt, size=B.SIZE)
    else:
        other = nxt if full[0] == letter else letter
        why = say("bits-no-fit-one-full", full=full[0], size=B.SIZE, other=other,
                  low=h[B.COLUMNS.index(other)], column=letter, next=nxt)
    return joined([why, allowed])
