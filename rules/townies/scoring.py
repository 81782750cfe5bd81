"""Object scores, Goal charts and the board arrays they work on.

A board is two lists indexed by cell: ``colour[i]`` (None for an empty space)
and ``kind[i]`` (the Object drawn there, or None). Every Object is also a Block
of the colour it was drawn with.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from .geometry import (
    AT,
    AXIAL,
    BLACK_DIE,
    CENTRAL,
    COLUMN_OF,
    DATA,
    EDGE,
    INDEX,
    LINE_LENGTH,
    N_CELLS,
    NEIGHBOURS,
    OBJECT_COLOUR,
    OPPOSITE_PAIRS,
    PLACEMENTS,
    STARS,
    WHITE_DIE,
)

INDIVIDUAL = DATA["individual_goals"]
ADDITIONAL = DATA["additional_goals"]
BONUSES = DATA["bonuses"]
SOLO_CHART = DATA["solo_chart"]


_CELLS = range(N_CELLS)


class Board:
    """A sheet's map, read only: per cell the colour drawn there and the
    Object's type, None where there is none."""

    __slots__ = ("colour", "kind")

    def __init__(self, colour: Sequence[str | None], kind: Sequence[str | None]):
        self.colour = colour
        self.kind = kind

    @classmethod
    def from_sheet(cls, sheet: dict) -> Board:
        colour: list = [None] * N_CELLS
        kind: list = [None] * N_CELLS
        for label, col in sheet["blocks"].items():
            colour[INDEX[label]] = col
        for obj in sheet["objects"]:
            i = INDEX[obj["cell"]]
            colour[i] = obj["colour"]
            kind[i] = obj["type"]
        return cls(colour, kind)

    def objects(self) -> list[int]:
        kind = self.kind
        return [i for i in _CELLS if kind[i] is not None]

    def surrounded(self, i: int) -> bool:
        """All six neighbours occupied and not an edge space."""
        if EDGE[i]:
            return False
        colour = self.colour
        return all(colour[n] is not None for n in NEIGHBOURS[i])

    def can_place(self, i: int, kind: str) -> bool:
        """Object placement rules: empty space; correlating colour next to it
        (City Square: another Object next to it)."""
        if self.colour[i] is not None:
            return False
        need = OBJECT_COLOUR[kind]
        if need is None:
            return any(self.kind[n] is not None for n in NEIGHBOURS[i])
        return any(self.colour[n] == need for n in NEIGHBOURS[i])


# Each face's placements (orientation, anchor, cells) with the bit mask of their
# cells: a placement is open when its mask misses ``filled_mask``.
PLACEMENT_MASKS: dict[str, list[tuple[int, int, int, tuple]]] = {
    face: [(sum(1 << c for c in cells), number, anchor, cells) for number, anchor, cells in placements]
    for face, placements in PLACEMENTS.items()
}


def filled_mask(board: Board) -> int:
    """The bit mask of the spaces drawn on."""
    mask = 0
    for c, col in enumerate(board.colour):
        if col is not None:
            mask |= 1 << c
    return mask


def shape_open(board: Board, faces: Sequence[str]) -> bool:
    """Some Shape of ``faces`` fits on the empty spaces."""
    filled = filled_mask(board)
    return any(not mask & filled for face in faces for mask, _n, _a, _c in PLACEMENT_MASKS[face])


def object_open(board: Board, kind: str) -> bool:
    """Some empty space may take an Object of ``kind`` (``Board.can_place``):
    one next to a Block of its colour (City Square: to an Object)."""
    need = OBJECT_COLOUR[kind]
    colour, kinds = board.colour, board.kind
    for c in _CELLS:
        if (kinds[c] is not None) if need is None else (colour[c] == need):
            for n in NEIGHBOURS[c]:
                if colour[n] is None:
                    return True
    return False


def free_circles(sheet: dict) -> list[int]:
    """Solo: Object line spaces that are neither scored nor circled."""
    used = len(sheet["objects"])
    return [k for k in range(used, LINE_LENGTH) if k not in sheet["circled"]]


def stuck_forever(sheet: dict, solo: bool) -> bool:
    """Nothing can ever be drawn again on this map, whatever the dice and
    markers: the map only fills up, so this never changes back."""
    board = Board.from_sheet(sheet)
    if not (solo and not free_circles(sheet)) and shape_open(board, BLACK_DIE):
        return False
    return not any(object_open(board, kind) for kind in WHITE_DIE)


# ---------------------------------------------------------------------------
# Object scores (scored once, when drawn)
# ---------------------------------------------------------------------------


def _bike_connected(board: Board, i: int) -> bool:
    """Connected to another Object through at least one green filled space."""
    colour, kind = board.colour, board.kind
    stack = [n for n in NEIGHBOURS[i] if colour[n] == "green" and kind[n] is None]
    seen = set(stack)
    while stack:
        c = stack.pop()
        for n in NEIGHBOURS[c]:
            if n == i:
                continue
            if kind[n] is not None:
                return True
            if colour[n] == "green" and n not in seen:
                seen.add(n)
                stack.append(n)
    return False


def object_score(board: Board, i: int, kind: str) -> tuple[int, bool]:
    """Points for an Object of ``kind`` drawn at ``i`` on ``board`` (the cell
    itself is ignored): (points, condition met)."""
    colour, kinds = board.colour, board.kind
    nbrs = NEIGHBOURS[i]
    if kind == "square":
        objects = sum(1 for n in nbrs if kinds[n] is not None)
        cond = (not EDGE[i]) and all(colour[n] is not None for n in nbrs)
        return 2 * objects + (1 if cond else 0), cond
    need = OBJECT_COLOUR[kind]
    base = sum(1 for n in nbrs if colour[n] == need)
    if kind == "court":
        cond = any(colour[n] is not None and colour[n] != "red" for n in nbrs)
    elif kind == "windmill":
        cond = not any(kinds[n] is not None for n in nbrs)
    elif kind == "station":
        cond = any(colour[a] is not None and colour[b] is not None for a, b in OPPOSITE_PAIRS[i])
    elif kind == "bike":
        cond = _bike_connected(board, i)
    elif kind == "bank":
        cond = not EDGE[i]
    else:  # pragma: no cover - data error
        raise ValueError(kind)
    return base + (1 if cond else 0), cond


def possible_scores(board: Board, i: int, kind: str, shape_of: dict | None = None) -> set[int]:
    """Every score an Object of ``kind`` at ``i`` could have been written with.

    ``board`` holds the Objects drawn before it (they were all there) and the
    filled spaces now on the sheet, any of which may have been drawn after it
    (Object scores never change later), except that filled spaces with the
    same ``shape_of`` value were drawn together, as one Shape. Empty: the
    placement rules never let it be drawn at ``i``. Only the neighbours change
    a score, except for the Bike Rental, whose connection may also run through
    filled spaces further away: those are tried all there and all absent.
    """
    shape_of = shape_of or {}
    colour, kinds = board.colour, board.kind
    nbrs = NEIGHBOURS[i]
    tags: list = []
    groups: list[list[int]] = []
    for n in nbrs:
        if colour[n] is not None and kinds[n] is None:
            tag = shape_of.get(n, ("space", n))
            if tag not in tags:
                tags.append(tag)
                groups.append([])
            groups[tags.index(tag)].append(n)
    frozen = tuple(tuple(g) for g in groups)
    if kind != "bike":
        # the rest of the map changes nothing: remember by the neighbours only
        near_colour = tuple(colour[n] for n in nbrs)
        near_kind = tuple(kinds[n] for n in nbrs)
        return set(_possible_near(i, kind, near_colour, near_kind, frozen))
    tied, loose = [], []
    for c in range(N_CELLS):
        if colour[c] is not None and kinds[c] is None and c not in nbrs:
            tag = shape_of.get(c, ("space", c))
            if tag in tags:
                tied.append((c, tags.index(tag)))
            else:
                loose.append(c)
    return set(_enumerate(i, kind, tuple(colour), tuple(kinds), frozen, tuple(tied), tuple(loose)))


@lru_cache(maxsize=4096)
def _possible_near(i: int, kind: str, near_colour: tuple, near_kind: tuple, groups: tuple) -> frozenset:
    # near_colour and near_kind are read off NEIGHBOURS[i] (possible_scores): one entry per neighbour
    colour: list = [None] * N_CELLS
    kinds: list = [None] * N_CELLS
    for n, col, k in zip(NEIGHBOURS[i], near_colour, near_kind, strict=True):
        colour[n], kinds[n] = col, k
    return _enumerate(i, kind, tuple(colour), tuple(kinds), groups, (), ())


@lru_cache(maxsize=1024)
def _enumerate(i: int, kind: str, colour: tuple, kinds: tuple, groups: tuple, tied: tuple, loose: tuple) -> frozenset:
    """Scores with each subset of ``groups`` (and the far spaces ``tied`` to
    them) already drawn, and the ``loose`` far spaces all there or none."""
    found: set[int] = set()
    for mask in range(1 << len(groups)):
        trial = list(colour)
        for g, cells in enumerate(groups):
            if not mask >> g & 1:
                for c in cells:
                    trial[c] = None
        for c, g in tied:
            if not mask >> g & 1:
                trial[c] = None
        layouts = [trial]
        if loose:
            bare = list(trial)
            for c in loose:
                bare[c] = None
            layouts.append(bare)
        for layout in layouts:
            before = Board(layout, kinds)
            if before.can_place(i, kind):
                found.add(object_score(before, i, kind)[0])
    return frozenset(found)


# ---------------------------------------------------------------------------
# Goals (scored at the end)
# ---------------------------------------------------------------------------


def chart_points(chart: list[int], count: int) -> int:
    if count <= 0:
        return 0
    return chart[min(count, len(chart)) - 1]


def adjacent_colours(board: Board, i: int) -> set:
    return {board.colour[n] for n in NEIGHBOURS[i] if board.colour[n] is not None}


def count_specialization(board: Board, colour: str) -> int:
    return sum(1 for i in range(N_CELLS) if board.colour[i] == colour and board.surrounded(i))


def count_standardization(board: Board, pair: list[str]) -> int:
    a, b = pair
    total = 0
    for i in board.objects():
        cols = adjacent_colours(board, i)
        if a in cols and b in cols:
            total += 1
    return total


def count_crossroads(board: Board) -> int:
    return sum(1 for i in board.objects() if len(adjacent_colours(board, i)) >= 3)


def count_downtown(board: Board) -> int:
    return sum(1 for i in board.objects() if i in CENTRAL)


def count_suburbs(board: Board) -> int:
    return sum(1 for i in board.objects() if i not in CENTRAL)


def count_hub(board: Board) -> int:
    return max((len(adjacent_colours(board, i)) for i in board.objects()), default=0)


def count_recreational(board: Board) -> int:
    kind = board.kind
    return sum(1 for i in board.objects() if any(kind[n] is not None for n in NEIGHBOURS[i]))


def count_surroundings(board: Board) -> int:
    return sum(1 for i in board.objects() if board.surrounded(i))


def count_symmetry(board: Board) -> int:
    colour = board.colour
    return sum(
        1
        for i in board.objects()
        if any(colour[a] is not None and colour[a] == colour[b] for a, b in OPPOSITE_PAIRS[i])
    )


def largest_triangle(board: Board) -> int:
    """Side of the largest triangle made only of Blocks (two orientations of
    triangle exist on a hex grid; both are searched)."""
    colour = board.colour
    best = 0
    for order in _TRIANGLE_ORDER:
        size = [0] * N_CELLS
        for c, a, b in order:
            if colour[c] is None:
                continue
            sa = size[a] if a is not None else 0
            sb = size[b] if b is not None else 0
            size[c] = 1 + min(sa, sb)
            if size[c] > best:
                best = size[c]
    return best


def _triangle_order(sign: int) -> list[tuple[int, int | None, int | None]]:
    """Cells ordered so that (q+sign, r) and (q, r+sign) come first, with them."""
    cells = sorted(range(N_CELLS), key=lambda c: (AXIAL[c][0] + AXIAL[c][1]) * -sign)
    return [
        (c, AT.get((AXIAL[c][0] + sign, AXIAL[c][1])), AT.get((AXIAL[c][0], AXIAL[c][1] + sign)))
        for c in cells
    ]


_TRIANGLE_ORDER = (_triangle_order(1), _triangle_order(-1))


def count_routes(board: Board) -> int:
    """Objects joined to an edge space by Blocks of their own colour (at least
    one Block besides the Object itself; the edge space may be that Block or
    a further one)."""
    return sum(1 for i in board.objects() if routed(board, i))


def routed(board: Board, i: int) -> bool:
    """The Object at ``i`` is joined to an edge space by Blocks of its own
    colour (``count_routes``)."""
    colour = board.colour
    col = colour[i]
    stack = [n for n in NEIGHBOURS[i] if colour[n] == col]
    for n in stack:
        if EDGE[n]:
            return True
    seen = set(stack)
    seen.add(i)
    while stack:
        for n in NEIGHBOURS[stack.pop()]:
            if n not in seen and colour[n] == col:
                if EDGE[n]:
                    return True
                seen.add(n)
                stack.append(n)
    return False


def count_windrose(board: Board) -> int:
    return len({COLUMN_OF[i] for i in board.objects()})


ADDITIONAL_COUNT = {
    "crossroads": count_crossroads,
    "downtown": count_downtown,
    "hub": count_hub,
    "recreational": count_recreational,
    "suburbs": count_suburbs,
    "surroundings": count_surroundings,
    "symmetry": count_symmetry,
    "triangle": largest_triangle,
    "routes": count_routes,
    "windrose": count_windrose,
}


def goal_counts(board: Board, start: str, cards: dict) -> dict[str, int]:
    """What each Goal in play counts on this board."""
    out: dict[str, int] = {}
    if cards.get("individual"):
        out["specialization"] = count_specialization(board, start)
        out["standardization"] = count_standardization(
            board, INDIVIDUAL["standardization"]["pairs"][start]
        )
    goal = cards.get("goal")
    if goal:
        out[goal] = ADDITIONAL_COUNT[goal](board)
    return out


def goal_points(counts: dict[str, int]) -> dict[str, int]:
    out = {}
    for key, count in counts.items():
        chart = INDIVIDUAL[key]["chart"] if key in INDIVIDUAL else ADDITIONAL[key]["chart"]
        out[key] = chart_points(chart, count)
    return out


def stars_earned(sheet: dict) -> int:
    return sum(1 for o in sheet["objects"] if INDEX[o["cell"]] in STARS)


def solo_level(total: float) -> int:
    """The Solo Mode Chart's row for ``total``: the lowest score of that row
    (its verdict is the message townies-solo-verdict for it)."""
    for threshold, _verdict in SOLO_CHART:
        if total >= threshold:
            return int(threshold)
    return int(SOLO_CHART[-1][0])


def solo_verdict(total: float) -> str:
    """The chart's verdict for ``total``, in English as the rulebook has it."""
    for threshold, verdict in SOLO_CHART:
        if total >= threshold:
            return verdict
    return SOLO_CHART[-1][1]


def sheet_score(cards: dict, sheet: dict) -> dict[str, float]:
    """A sheet's points by category with the cards in play: its Objects,
    Stable Soil's stars, each Goal as it would score now, and the total."""
    out: dict[str, float] = {"objects": sum(o["score"] for o in sheet["objects"])}
    bonus = cards.get("bonus")
    if bonus and not BONUSES[bonus]["spend"]:
        out["bonus"] = BONUSES[bonus]["points"] * stars_earned(sheet)
    board = Board.from_sheet(sheet)
    out.update(goal_points(goal_counts(board, sheet["start"], cards)))
    out["total"] = sum(out.values())
    return out
