"""BITS geometry and scoring: pure functions on a 6 by 6 grid.

Columns are A..F from left to right, rows 1..6 from the bottom edge of the
board (where the tiles come to rest) up to the top (where they enter). A grid
is a flat list of 36 entries, index ``row * 6 + column`` (both from 0), each a
colour letter (R, Y, B, P, K, N) or ``None`` for an empty square.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

KEY = "bits"  # the game in states, commands and the registry
SIZE = 6
COLUMNS = "ABCDEF"
COLOUR_LETTERS = "RYBPK"  # the five game colours; N is the neutral grey

_DATA = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

COLOUR_NAMES: dict[str, str] = dict(_DATA["colours"])
GAME_TILES: dict[str, tuple[str, str]] = {t["id"]: tuple(t["colours"]) for t in _DATA["game_tiles"]}
GAME_TILE_ORDER: list[str] = [t["id"] for t in _DATA["game_tiles"]]
START_TILES: dict[str, tuple[str, str]] = {t["id"]: tuple(t["colours"]) for t in _DATA["starting_tiles"]}
START_TILE_ORDER: list[str] = [t["id"] for t in _DATA["starting_tiles"]]
NEUTRAL_ID: str = _DATA["neutral_tile"]["id"]
NEUTRAL_COLOURS: tuple[str, str] = tuple(_DATA["neutral_tile"]["colours"])
TILES: dict[str, tuple[str, str]] = {**GAME_TILES, **START_TILES, NEUTRAL_ID: NEUTRAL_COLOURS}
# The 16 task cards dealt in a game (``TASK_PILES``), plus the retired cards
# that only games stored before their replacement can hold (``RETIRED``: old
# id -> the card that replaced it in the deck). ``TASK_CARDS`` knows both, so
# an old game scores its retired card as it was played.
TASK_CARDS: dict[str, dict] = {
    c["id"]: dict(c) for c in _DATA["task_cards"] + _DATA["retired_task_cards"]
}
TASK_PILES: dict[int, list[str]] = {}
for _card in _DATA["task_cards"]:
    TASK_PILES.setdefault(_card["pile"], []).append(_card["id"])
DECK: list[str] = [c["id"] for c in _DATA["task_cards"]]
RETIRED: dict[str, str] = {c["id"]: c["replaced_by"] for c in _DATA["retired_task_cards"]}
SOLO_RANKS: list[dict] = list(_DATA["solo_ranks"])


def cell_name(col: int, row: int) -> str:
    return f"{COLUMNS[col]}{row + 1}"


def parse_cell(name: str) -> tuple[int, int]:
    """(column, row) from a name like "C3"; ValueError when it is not a square."""
    text = str(name).strip().upper()
    if len(text) != 2 or text[0] not in COLUMNS or not text[1].isdigit():
        raise ValueError(f"{name!r} is not a square: squares are A1 to F6.")
    row = int(text[1]) - 1
    if not 0 <= row < SIZE:
        raise ValueError(f"{name!r} is not a square: squares are A1 to F6.")
    return COLUMNS.index(text[0]), row


def tile_name(tile_id: str) -> str:
    """Readable name of a tile: "red-yellow tile", "red tile", "neutral tile"."""
    a, b = TILES[tile_id]
    if tile_id == NEUTRAL_ID:
        return "neutral tile"
    if a == b:
        return f"{COLOUR_NAMES[a]} tile"
    return f"{COLOUR_NAMES[a]}-{COLOUR_NAMES[b]} tile"


# a square's index in a grid (row * 6 + column) by its name as the rules write it
CELL_INDEX: dict[str, int] = {cell_name(c, r): r * SIZE + c for r in range(SIZE) for c in range(SIZE)}


def cell_index(name: str) -> int:
    """A square's index in a grid, ``row * 6 + column``; ValueError when
    ``name`` is not a square (as ``parse_cell``)."""
    index = CELL_INDEX.get(name)
    if index is None:
        col, row = parse_cell(name)
        index = row * SIZE + col
    return index


def grid_from_tiles(tiles: Iterable[dict]) -> list[str | None]:
    """The grid of a board's placed tiles: ``{"tile": id, "cells": [c0, c1]}``,
    the first cell showing the tile's first colour."""
    grid: list[str | None] = [None] * (SIZE * SIZE)
    for placed in tiles:
        colours = TILES[placed["tile"]]
        for name, colour in zip(placed["cells"], colours, strict=True):
            grid[cell_index(name)] = colour
    return grid


def board_bits(tiles: Iterable[dict]) -> tuple[dict[str, int], list[int]]:
    """A board's placed tiles as one bit mask per colour (R, Y, B, P, K and
    N for the neutral tile; bit ``row * 6 + column``) and its ``heights``:
    what a search's step and the computer player read instead of a grid."""
    masks = dict.fromkeys(COLOUR_LETTERS + "N", 0)
    filled = 0
    for placed in tiles:
        for name, colour in zip(placed["cells"], TILES[placed["tile"]], strict=True):
            bit = 1 << cell_index(name)
            masks[colour] |= bit
            filled |= bit
    return masks, heights_of(filled)


def heights_of(filled: int) -> list[int]:
    """``heights`` of a board from the mask of its filled squares."""
    return [((filled & _COLUMN_BITS[col]).bit_length() + SIZE - 1) // SIZE for col in range(SIZE)]


_COLUMN_BITS = [sum(1 << (r * SIZE + c) for r in range(SIZE)) for c in range(SIZE)]


def heights(grid: list[str | None]) -> list[int]:
    """For each column, the lowest row (from 0) above every filled square: a
    tile dropped into the column comes to rest there."""
    result = []
    for col in range(SIZE):
        h = 0
        for row in range(SIZE - 1, -1, -1):
            if grid[row * SIZE + col] is not None:
                h = row + 1
                break
        result.append(h)
    return result


def landing(grid: list[str | None], col: int, orient: str) -> list[tuple[int, int]] | None:
    """Where a domino dropped from the top comes to rest, as its two squares
    (upright: bottom then top; flat: left then right), or None when it would
    stick out of the grid."""
    h = heights(grid)
    return landing_from_heights(h, col, orient)


def landing_from_heights(h: list[int], col: int, orient: str) -> list[tuple[int, int]] | None:
    if orient == "v":
        row = h[col]
        if row + 2 > SIZE:
            return None
        return [(col, row), (col, row + 1)]
    if col + 1 >= SIZE:
        return None
    row = max(h[col], h[col + 1])
    if row >= SIZE:
        return None
    return [(col, row), (col + 1, row)]


def can_place_any(grid: list[str | None]) -> bool:
    """Whether any domino still fits on this board (every tile is a domino,
    so this does not depend on the tile)."""
    return can_place_heights(heights(grid))


def can_place_heights(h: list[int]) -> bool:
    """``can_place_any`` from the board's ``heights``."""
    if any(x <= SIZE - 2 for x in h):
        return True
    return any(max(h[c], h[c + 1]) < SIZE for c in range(SIZE - 1))


def blocks(grid: list[str | None]) -> list[tuple[str, frozenset[tuple[int, int]]]]:
    """Solid colour blocks: squares of one game colour joined edge to edge
    (never diagonally). Empty squares and the neutral tile join nothing."""
    seen = [False] * (SIZE * SIZE)
    found = []
    for start in range(SIZE * SIZE):
        colour = grid[start]
        if seen[start] or colour is None or colour not in COLOUR_LETTERS:
            continue
        stack = [start]
        seen[start] = True
        cells = []
        while stack:
            i = stack.pop()
            row, col = divmod(i, SIZE)
            cells.append((col, row))
            for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                c, r = col + dc, row + dr
                if 0 <= c < SIZE and 0 <= r < SIZE:
                    j = r * SIZE + c
                    if not seen[j] and grid[j] == colour:
                        seen[j] = True
                        stack.append(j)
        found.append((colour, frozenset(cells)))
    return found


def canonical(cells: Iterable[Iterable[int]]) -> tuple[tuple[int, int], ...]:
    """The shape of a set of squares, the same for every rotation, reflection
    and position."""
    points = [tuple(p) for p in cells]
    return _canonical(tuple(sorted(points)))


@lru_cache(maxsize=4096)
def _canonical(points: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    forms = []
    for transform in (
        lambda x, y: (x, y),
        lambda x, y: (-x, y),
        lambda x, y: (x, -y),
        lambda x, y: (-x, -y),
        lambda x, y: (y, x),
        lambda x, y: (-y, x),
        lambda x, y: (y, -x),
        lambda x, y: (-y, -x),
    ):
        moved = [transform(x, y) for x, y in points]
        mx = min(p[0] for p in moved)
        my = min(p[1] for p in moved)
        forms.append(tuple(sorted((x - mx, y - my) for x, y in moved)))
    return min(forms)


CARD_SHAPES: dict[str, tuple[tuple[int, int], ...]] = {
    cid: canonical(card["shape"]) for cid, card in TASK_CARDS.items()
}


def same_shape(card_a: str, card_b: str) -> bool:
    return CARD_SHAPES[card_a] == CARD_SHAPES[card_b]


def block_points(card_id: str, colour: str, cells: frozenset) -> int:
    """Points one task card gives one colour block: the card's points when
    the block is exactly its shape (and colour, if it names one); a pile-1
    card's ``other_fours`` for any other block of exactly 4 squares."""
    card = TASK_CARDS[card_id]
    shape = CARD_SHAPES[card_id]
    if len(cells) == len(shape) and canonical(cells) == shape and (
        card["colour"] is None or card["colour"] == colour
    ):
        return card["points"]
    if card.get("other_fours") and len(cells) == 4:
        return card["other_fours"]
    return 0


def score_card(card_id: str, found: list[tuple[str, frozenset]]) -> int:
    """Points one task card gives for these colour blocks."""
    return sum(block_points(card_id, colour, cells) for colour, cells in found)


def score_grid(grid: list[str | None], card_ids: Iterable[str]) -> dict[str, int]:
    """Points per task card and the ``"total"``."""
    found = blocks(grid)
    result = {cid: score_card(cid, found) for cid in card_ids}
    result["total"] = sum(result.values())
    return result


def scoring_blocks(grid: list[str | None], card_ids: Iterable[str]) -> list[dict]:
    """The colour blocks that some task card scores (points of either sign),
    each ``{"colour", "cells" (square names, sorted), "cards" (card id ->
    points, only the cards that score it), "points" (their sum)}``, in the
    order of their lowest, then leftmost square. Their points per card add up
    to ``score_grid``."""
    card_ids = list(card_ids)
    found = []
    for colour, cells in blocks(grid):
        cards = {cid: p for cid in card_ids if (p := block_points(cid, colour, cells))}
        if cards:
            first = min((r, c) for c, r in cells)
            names = sorted(cell_name(c, r) for c, r in cells)
            found.append((first, {"colour": colour, "cells": names, "cards": cards,
                                  "points": sum(cards.values())}))
    found.sort(key=lambda item: item[0])
    return [block for _, block in found]


def grid_rows(grid: list[str | None]) -> list[str]:
    """Six strings, top row (6) first, "." for an empty square."""
    return [
        "".join(grid[row * SIZE + col] or "." for col in range(SIZE))
        for row in range(SIZE - 1, -1, -1)
    ]


def signed(points: int) -> str:
    """Points with their sign: "+2", "-2". Callers never pass 0: no task
    card is worth 0 points (tests/bits/test_scoring.py pins it) and a card
    that scored nothing in a round is written "0" by its caller, so whether
    0 would read "+0" or "0" never shows."""
    return f"+{points}" if points > 0 else str(points)


def card_text(card_id: str) -> str:
    """"1A square: +2 each, other 4-square blocks +1"."""
    card = TASK_CARDS[card_id]
    colour = f"{COLOUR_NAMES[card['colour']]} " if card["colour"] else ""
    size = len(card["shape"])
    text = f"{card_id} {colour}{card['name']} ({size} squares): {signed(card['points'])} each"
    if card.get("other_fours"):
        text += f", every other 4-square block +{card['other_fours']}"
    return text


def seat_grid(state: dict, seat: int) -> list[str | None]:
    """The grid of ``seat``'s board in a BITS state (its tiles as laid)."""
    return grid_from_tiles(state["boards"][seat]["tiles"])


def live_scores(state: dict, seat: int) -> dict[str, int]:
    """What ``seat``'s board would score now with the task cards in play."""
    return score_grid(seat_grid(state, seat), state["tasks"])
