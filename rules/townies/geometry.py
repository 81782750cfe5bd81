"""Map geometry, component data and shape orientations, loaded once at import.

Cells are flat-topped hexes. Internally a cell is an index 0..N-1; each index
has a label ("E5": column letter, row number counted from the top of that
column) and axial coordinates (q, r) with q = column index and
r = row - (q - (q & 1)) // 2 (columns B, D, F, H sit half a cell lower).
Axial neighbours: (+1,0) (+1,-1) (0,-1) (-1,0) (-1,+1) (0,+1); direction d and
d+3 are opposite sides of a hex.
"""

from __future__ import annotations

import json
from pathlib import Path

DATA = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

MAP = DATA["map"]
COLUMNS: list[str] = MAP["columns"]
ROWS_PER_COLUMN: list[int] = MAP["rows_per_column"]
COLOURS: list[str] = list(DATA["colours"])
COLOUR_LETTER = {c: v["letter"] for c, v in DATA["colours"].items()}
COLOUR_BLOCK = {c: v["block"] for c, v in DATA["colours"].items()}
MARKER_CYCLE: list[str] = DATA["marker_cycle"]
OBJECTS: dict = DATA["objects"]
OBJECT_KEYS: list[str] = list(OBJECTS)
OBJECT_COLOUR = {k: v["colour"] for k, v in OBJECTS.items()}
OBJECT_NAME = {k: v["name"] for k, v in OBJECTS.items()}
BASIC_OBJECT = {v["colour"]: k for k, v in OBJECTS.items() if v["colour"]}
OBJECT_ALIASES: dict[str, str] = DATA["object_aliases"]
BLACK_DIE: list[str] = DATA["black_die"]
WHITE_DIE: list[str] = DATA["white_die"]
LINE_LENGTH: int = DATA["object_line_length"]

DIRECTIONS = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]


def axial(column: int, row: int) -> tuple[int, int]:
    return column, row - (column - (column & 1)) // 2


LABELS: list[str] = []
AXIAL: list[tuple[int, int]] = []
for _q, _n in enumerate(ROWS_PER_COLUMN):
    for _row in range(1, _n + 1):
        LABELS.append(f"{COLUMNS[_q]}{_row}")
        AXIAL.append(axial(_q, _row))
N_CELLS = len(LABELS)
INDEX = {label: i for i, label in enumerate(LABELS)}
AT = {qr: i for i, qr in enumerate(AXIAL)}
COLUMN_OF = [COLUMNS.index(label[0]) for label in LABELS]
ROW_OF = [int(label[1:]) for label in LABELS]

# DIR_NEIGHBOUR[i][d]: the cell in direction d, or None off the map.
DIR_NEIGHBOUR: list[list[int | None]] = [
    [AT.get((q + dq, r + dr)) for dq, dr in DIRECTIONS] for q, r in AXIAL
]
NEIGHBOURS: list[list[int]] = [[n for n in dirs if n is not None] for dirs in DIR_NEIGHBOUR]
# Pairs of cells on opposite sides of i (both on the map).
OPPOSITE_PAIRS: list[list[tuple[int, int]]] = [
    [(_a, _b) for d in range(3) if (_a := dirs[d]) is not None and (_b := dirs[d + 3]) is not None]
    for dirs in DIR_NEIGHBOUR
]
EDGE = [len(n) < 6 for n in NEIGHBOURS]
STARS = frozenset(INDEX[s] for s in MAP["stars"])
CENTRAL = frozenset(INDEX[s] for s in MAP["central_area"])


def distance(a: int, b: int) -> int:
    (q1, r1), (q2, r2) = AXIAL[a], AXIAL[b]
    dq, dr = q1 - q2, r1 - r2
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


# ---------------------------------------------------------------------------
# Shapes: the distinct orientations of each tetrahex, numbered from 1.
# An orientation is a tuple of axial offsets with its anchor at (0, 0): the
# anchor is the cell furthest left, and the highest of those (smallest q, then
# smallest r, which on flat-topped hexes is the top-left cell).
# ---------------------------------------------------------------------------


def _rotate(qr: tuple[int, int]) -> tuple[int, int]:
    q, r = qr  # 60 degrees: cube (x, y, z) -> (-z, -x, -y)
    s = -q - r
    return -s, -q


def _reflect(qr: tuple[int, int]) -> tuple[int, int]:
    q, r = qr  # swap r and s
    return q, -q - r


def _normalise(cells) -> tuple[tuple[int, int], ...]:
    anchor = min(cells)
    return tuple(sorted((q - anchor[0], r - anchor[1]) for q, r in cells))


def orientations(base) -> list[tuple[tuple[int, int], ...]]:
    found: list[tuple[tuple[int, int], ...]] = []
    for flip in (False, True):
        cells = [tuple(c) for c in base]
        if flip:
            cells = [_reflect(c) for c in cells]
        for _ in range(6):
            shape = _normalise(cells)
            if shape not in found:
                found.append(shape)
            cells = [_rotate(c) for c in cells]
    return found


TETRAHEXES = {name: [tuple(c) for c in cells] for name, cells in DATA["tetrahexes"].items()}
ORIENTATIONS = {name: orientations(cells) for name, cells in TETRAHEXES.items()}

# PLACEMENTS[shape] = list of (orientation number, anchor index, cells tuple)
PLACEMENTS: dict[str, list[tuple[int, int, tuple[int, ...]]]] = {}
PLACEMENT_AT: dict[str, dict[tuple[int, int], tuple[int, ...]]] = {}
BY_CELLS: dict[str, dict[frozenset, tuple[int, int]]] = {}
for _name, _orients in ORIENTATIONS.items():
    rows: list[tuple[int, int, tuple[int, ...]]] = []
    for _number, _shape in enumerate(_orients, start=1):
        for _i, (_q, _r) in enumerate(AXIAL):
            # the cells of the orientation anchored at _i that are on the map: a placement when all are
            cells = tuple(_c for dq, dr in _shape if (_c := AT.get((_q + dq, _r + dr))) is not None)
            if len(cells) == len(_shape):
                rows.append((_number, _i, cells))
    PLACEMENTS[_name] = rows
    PLACEMENT_AT[_name] = {(n, a): c for n, a, c in rows}
    BY_CELLS[_name] = {frozenset(c): (n, a) for n, a, c in rows}


def label_list(cells) -> str:
    return " ".join(LABELS[c] for c in sorted(cells, key=lambda c: (COLUMN_OF[c], ROW_OF[c])))


def marker_of(state: dict, seat: int) -> str:
    """The marker colour ``seat`` holds now: the one at its table position."""
    return state["markers"][state["table"].index(seat)]
