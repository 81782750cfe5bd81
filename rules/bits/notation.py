"""BITS's move notation: reading a typed drop, writing one, and listing every
drop a seat may write now (with where it lands), with the refusals that name
the rule a drop breaks."""

from __future__ import annotations

import re

from rules.base import IllegalMove, Move, NotationError, State
from rules.checks import clip

from . import board as B

_MOVE_RE = re.compile(
    r"^(?:(neutral|neut|n)\s*)?([a-f])\s*(h|v|horizontal|vertical|flat|upright)"
    r"\s*(r|y|b|p|k|red|yellow|blue|purple|black)?$"
)
_COLOUR_WORDS = {"red": "R", "yellow": "Y", "blue": "B", "purple": "P", "black": "K"}

SYNTAX = (
    'Write a drop as a column A to F, then h (flat, covering that column and the one to its right) '
    'or v (upright), then for a two-colour tile the colour letter (R, Y, B, P or K) of its left end '
    '(flat) or top end (upright): for example "C h R" or "D v". Write "neutral C h" to drop your '
    "neutral tile instead."
)


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


def drop_label(tile_id: str, orient: str, cells: list[tuple[int, int]]) -> str:
    a, b = B.TILES[tile_id]
    names = [B.cell_name(c, r) for c, r in cells]
    how = "flat" if orient == "h" else "upright"
    if a == b:
        ordered = sorted(names)
        return f"{B.tile_name(tile_id)} {how}: lands on {ordered[0]}-{ordered[1]}"
    return (
        f"{B.tile_name(tile_id)} {how}: lands on "
        f"{names[0]} {B.COLOUR_NAMES[a]}, {names[1]} {B.COLOUR_NAMES[b]}"
    )


def parse(text: str) -> tuple[bool, int, str, str | None]:
    """(neutral, column, "h" or "v", end colour or None); NotationError."""
    cleaned = re.sub(r"[\s,:;\-/|]+", " ", str(text).strip().lower()).strip()
    m = _MOVE_RE.match(cleaned)
    if not m:
        raise NotationError(f"{clip(text)} is not a drop. {SYNTAX}")
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
            raise IllegalMove(
                "The neutral tile may only replace the tile of a building card, not your starting "
                f"tile: drop the {B.tile_name(tile)} first."
            )
        if brd["neutral_used"]:
            raise IllegalMove(
                "You have already dropped your neutral tile this round (the neutral tile may be laid "
                f"once every round): drop the {B.tile_name(tile)}."
            )
        if end is not None:
            raise IllegalMove(
                'The neutral tile is grey all over and has no coloured end: write "neutral '
                f'{B.COLUMNS[col]} {orient}".'
            )
        tile = B.NEUTRAL_ID
    a, b = B.TILES[tile]
    if end is not None and end not in (a, b):
        allowed = a if a == b else f"{a} or {b}"
        raise IllegalMove(
            f"The tile to drop is the {B.tile_name(tile)}: it has no {B.COLOUR_NAMES[end]} end "
            f"(all players lay the tile depicted on the card). Name the end with {allowed}."
        )
    grid = B.seat_grid(state, seat)
    spot = B.landing(grid, col, orient)
    if spot is None:
        raise IllegalMove(no_fit_message(state, seat, grid, col, orient))
    if end is None and a != b:
        where = "left" if orient == "h" else "top"
        raise NotationError(
            f"The {B.tile_name(tile)} has two colours: say which colour is at the {where} end, "
            f'"{B.COLUMNS[col]} {orient} {a}" or "{B.COLUMNS[col]} {orient} {b}".'
        )
    cells = colour_order(tile, orient, spot, end if a != b else None)
    notation = write(neutral, col, orient, end if a != b else None)
    return tile, cells, notation


def no_fit_message(state: State, seat: int, grid, col: int, orient: str) -> str:
    letter = B.COLUMNS[col]
    legal = drops(state, seat)
    sample = ", ".join(n for n, *_ in legal[:10])
    more = f" and {len(legal) - 10} more" if len(legal) > 10 else ""
    allowed = f" Legal drops: {sample}{more}."
    if orient == "h" and col == B.SIZE - 1:
        return (
            "A flat tile covers its column and the one to its right, so from column F it would stick "
            "out of the grid (game tiles must not protrude over the edge of the grid): flat tiles "
            "start in columns A to E." + allowed
        )
    h = B.heights(grid)
    if orient == "v":
        return (
            f"Column {letter} is filled to row {h[col]}, so an upright tile there would stick out "
            "of the top of the grid (game tiles must not protrude over the edge of the grid)." + allowed
        )
    nxt = B.COLUMNS[col + 1]
    full = [B.COLUMNS[c] for c in (col, col + 1) if h[c] >= B.SIZE]
    if len(full) == 2:
        why = f"Columns {letter} and {nxt} are both full (filled to row {B.SIZE})"
    else:
        other = nxt if full[0] == letter else letter
        low = h[B.COLUMNS.index(other)]
        below = f"filled to row {low}" if low else "empty"
        why = f"Column {full[0]} is full (filled to row {B.SIZE}; column {other} is {below})"
    return (
        f"{why}, so a flat tile over columns {letter} and {nxt} would rest on the fuller column and "
        "stick out of the top of the grid (game tiles must not protrude over the edge of the grid)."
        + allowed
    )
