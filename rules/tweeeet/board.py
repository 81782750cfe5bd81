"""Tweeeet's board: the component data, space labels, the landscape rows as
they are laid (and the upgrade of format-1 states), the hex geometry,
path-finding (where a bird can fly and what it costs), and the results a
position gives (team talk distances, each bird's and team's points)."""

from __future__ import annotations

import json
import re
from collections import deque
from functools import lru_cache
from pathlib import Path
from typing import Any

from rules.base import State, deep_copy

_DATA = json.loads((Path(__file__).with_name("tiles.json")).read_text(encoding="utf-8"))
START_SPACES: str = _DATA["start"]
NEST_SPACES: str = _DATA["nest"]
TILES: dict[int, dict[str, Any]] = {t["id"]: t for t in _DATA["tiles"]}

COLS = "ABCDEFGHI"
WIDTH = 9
FOOD_NAMES = {1: "nut", 2: "strawberry", 3: "berry", 4: "caterpillar", 5: "beetle"}
FOOD_PLURALS = {1: "nuts", 2: "strawberries", 3: "berries", 4: "caterpillars", 5: "beetles"}
FOOD_STOCK = {1: 5, 2: 13, 3: 12, 4: 11, 5: 10}
TOTAL_PIECES = sum(FOOD_STOCK.values())  # 51
TOTAL_VALUE = sum(v * n for v, n in FOOD_STOCK.items())  # 161
KINDS = (1, 2, 3, 4, 5)
TEAMS = ("robin", "bluethroat")
TEAM_NAMES = {"robin": "Robin", "bluethroat": "Bluethroat"}
TEAM_PLURALS = {"robin": "Robins", "bluethroat": "Bluethroats"}
SIGHT = 3  # tiles every bird must see ahead
BEHIND = 3  # rows more than this far behind every bird are removed
NEW_PLAYERS_BONUS = 5
NEST_ROW = len(TILES)  # start row 0, landscape rows 1..19, nest row 20

_LABEL = re.compile(r"^\s*([a-i])\s*(\d{1,2})\s*$", re.IGNORECASE)


def nest_laid(state: State) -> bool:
    """Whether the nest tile has been laid (a row of the landscape)."""
    return any(r["tile"] == "nest" for r in state["rows"])


def team_of(seat: int) -> str:
    """Robin, Bluethroat, Robin, ... in seat order."""
    return TEAMS[seat % 2]


def label(row: int, col: int) -> str:
    return f"{COLS[col]}{row}"


def parse_label(text: str) -> tuple[int, int] | None:
    return _parse_label(str(text))


@lru_cache(maxsize=4096)
def _parse_label(text: str) -> tuple[int, int] | None:
    m = _LABEL.match(text)
    if not m:
        return None
    return int(m.group(2)), COLS.index(m.group(1).upper())


def space(text: str) -> tuple[int, int]:
    """The (row, col) of a label the state check has already accepted (a
    bird's 'pos', a nest): unlike ``parse_label`` it never answers None."""
    pos = parse_label(text)
    if pos is None:
        raise ValueError(f"{text!r} is not a space label.")
    return pos


def band(distance: int) -> str:
    """The rulebook's team-talk band for a crow-flies distance."""
    if distance <= 6:
        return "talk"
    if distance <= 9:
        return "twitter"
    return "flap"


# --------------------------------------------------------------------------
# Energy and the Food Supply
# --------------------------------------------------------------------------

FORMAT = 2  # state format: 2 = energy as a number (README "State format")


def bag_value(bag: dict[str, int]) -> int:
    """The energy of a format-1 food bag (counts of miniatures by value)."""
    return sum(int(k) * n for k, n in bag.items())


def printed_food(spaces: str) -> list[int]:
    """The food miniature each space of a freshly laid tile receives."""
    return [int(ch) if ch in "12345" else 0 for ch in spaces]


def tile_spaces(tile_id: int, rotated: bool) -> tuple[str, str | None]:
    """A landscape tile's spaces and arrow as it lies (turned 180 degrees:
    reversed, and its arrow points the other way)."""
    spaces, arrow = TILES[tile_id]["spaces"], TILES[tile_id]["arrow"]
    if rotated:
        return spaces[::-1], {"E": "W", "W": "E", None: None}[arrow]
    return spaces, arrow


def shift_after(prev: dict[str, Any], row: int) -> int:
    """Where row ``row`` lies on top of ``prev`` (half-space units).

    Normally it zigzags half a space (every space touching the row below).
    After a tile with an arrow, "1 space hangs over the previous tile in the
    direction of the arrow": one and a half spaces that way, so exactly one
    space of the new tile has no neighbour on the previous one, whatever the
    row parity."""
    if prev["arrow"] == "E":
        return prev["shift"] + 3
    if prev["arrow"] == "W":
        return prev["shift"] - 3
    return prev["shift"] + (1 if row % 2 else -1)


def starting_energy(n: int, seat: int, bonus: int) -> int:
    """6 for the start player, 7 for the second...; with experienced birds
    the smaller team's birds get ``bonus`` more."""
    sizes = {t: sum(1 for s in range(n) if team_of(s) == t) for t in TEAMS}
    smaller = sizes[team_of(seat)] < sizes[TEAMS[1 - TEAMS.index(team_of(seat))]]
    return 6 + seat + (bonus if smaller else 0)


def upgrade(state: State) -> State:
    """The state in the current format (README, "State format"): a current
    state as it is; a format-1 state (no "format" key) as a converted copy:
    each bird's food bag becomes its energy and the pieces go back to the
    supply, the rows on the table get the current strip data (food that no
    longer prints there goes back to the supply; an uneaten piece whose
    space now prints another food is exchanged) and are re-laid by the arrow
    rule from the first visible row on."""
    if state.get("format") == FORMAT:
        return state
    new = deep_copy(state)
    new["format"] = FORMAT
    for bird in new["birds"]:
        bird["energy"] = bag_value(bird.pop("food"))
    prev = None
    for row in new["rows"]:
        if row["tile"] in TILES:  # a landscape tile ("start" and "nest" are not ids)
            spaces, row["arrow"] = tile_spaces(row["tile"], row["rotated"])
            # not strict: upgrade also reads states not yet checked, whose
            # 'food' may be short or long (validate refuses those)
            row["food"] = [int(ch) if f and ch in "12345" else 0 for ch, f in zip(spaces, row["food"], strict=False)]
            row["spaces"] = spaces
        if prev is not None:
            row["shift"] = shift_after(prev, row["row"])
        prev = row
    new["supply"] = {
        str(k): stock - sum(1 for row in new["rows"] for f in row["food"] if f == k) for k, stock in FOOD_STOCK.items()
    }
    return new


# --------------------------------------------------------------------------
# The board
# --------------------------------------------------------------------------


_ADJACENT: dict[tuple, dict[tuple[int, int], tuple[tuple[int, int], ...]]] = {}


@lru_cache(maxsize=64)
def _by_x(shift: int) -> dict[int, int]:
    """A row's columns by doubled-width x (shared: read only)."""
    return {shift + 2 * c: c for c in range(WIDTH)}


class Board:
    """Read-only geometry of a state's visible rows.

    A space is (row, col); its doubled-width x is ``shift + 2*col`` so that
    neighbours are (x +- 2, same row) and (x +- 1, row +- 1)."""

    def __init__(self, state: State):
        self.rows: dict[int, dict[str, Any]] = {r["row"]: r for r in state["rows"]}
        self.by_x: dict[int, dict[int, int]] = {r: _by_x(row["shift"]) for r, row in self.rows.items()}
        self.birds: dict[tuple[int, int], list[int]] = {}
        for seat, bird in enumerate(state["birds"]):
            if bird["pos"] is not None:
                pos = space(bird["pos"])
                self.birds.setdefault(pos, []).append(seat)
        self.nest_laid = nest_laid(state)
        # shared by every board of the same rows as laid (neighbours depend on nothing else)
        geometry = tuple((r["row"], r["shift"]) for r in state["rows"])
        if len(_ADJACENT) > 4096 and geometry not in _ADJACENT:
            _ADJACENT.clear()
        self._adjacent = _ADJACENT.setdefault(geometry, {})

    def adjacent(self, pos: tuple[int, int]) -> tuple[tuple[int, int], ...]:
        """``neighbours(pos)`` in the same order, remembered (path searches
        ask for the same spaces again and again)."""
        found = self._adjacent.get(pos)
        if found is None:
            found = self._adjacent[pos] = tuple(self.neighbours(pos))
        return found

    def exists(self, pos: tuple[int, int]) -> bool:
        r, c = pos
        return r in self.rows and 0 <= c < WIDTH

    def kind(self, pos: tuple[int, int]) -> str:
        r, c = pos
        return self.rows[r]["spaces"][c]

    def food(self, pos: tuple[int, int]) -> int:
        r, c = pos
        return self.rows[r]["food"][c]

    def x(self, pos: tuple[int, int]) -> int:
        return self.rows[pos[0]]["shift"] + 2 * pos[1]

    def neighbours(self, pos: tuple[int, int]):
        r, c = pos
        if c > 0:
            yield (r, c - 1)
        if c < WIDTH - 1:
            yield (r, c + 1)
        x = self.rows[r]["shift"] + 2 * c
        for rr in (r - 1, r + 1):
            cols = self.by_x.get(rr)
            if cols is None:
                continue
            for xx in (x - 1, x + 1):
                cc = cols.get(xx)
                if cc is not None:
                    yield (rr, cc)

    def crow_distance(self, a: tuple[int, int], b: tuple[int, int]) -> int:
        dy = abs(a[0] - b[0])
        dx = abs(self.x(a) - self.x(b))
        return dy + max(0, (dx - dy) // 2)


def bird_pos(state: State, seat: int) -> tuple[int, int] | None:
    pos = state["birds"][seat]["pos"]
    return parse_label(pos) if pos is not None else None


def bird_space(state: State, seat: int) -> tuple[int, int]:
    """The space of a bird known to be on the board."""
    return space(state["birds"][seat]["pos"])


def energy(state: State, seat: int) -> int:
    return state["birds"][seat]["energy"]


def nest_allowed(state: State, seat: int, pos: tuple[int, int]) -> bool:
    team = team_of(seat)
    other = TEAMS[1 - TEAMS.index(team)]
    here = label(*pos)
    mine = state["nests"].get(team)
    if mine is not None:
        return mine == here
    return state["nests"].get(other) != here


def reachable(
    state: State, seat: int, board: Board | None = None, ignore_birds: bool = False,
    start: tuple[int, int] | None = None, limit: int | None = None,
) -> dict[tuple[int, int], tuple[int, tuple[int, int] | None]]:
    """Destinations the bird can fly to: {space: (cost, previous space)} plus
    the route spaces. Only spaces with food or an allowed nest are
    destinations; a route runs through spaces with no water, food, bird or
    nest. Returns the whole BFS tree; use ``destinations`` for the list.
    ``start``: as if the bird were there (having eaten its food) instead.
    ``limit``: only spaces at most that far are wanted (the tree then holds
    every one of them, and maybe a few farther)."""
    board = board or Board(state)
    if start is None:
        start = bird_space(state, seat)
    rows = board.rows
    blocked = set() if ignore_birds else {pos for pos, seats in board.birds.items() if any(s != seat for s in seats)}
    tree: dict[tuple[int, int], tuple[int, tuple[int, int] | None]] = {start: (0, None)}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        d = tree[here][0]
        if limit is not None and d >= limit:
            continue
        for nb in board.adjacent(here):
            if nb in tree:
                continue
            row = rows[nb[0]]
            k = row["spaces"][nb[1]]
            if k == "~":
                continue
            if k == "@":
                # a nest is never flown through; it is a destination once the
                # nest tile is laid and the team may use it (teammates share it)
                if board.nest_laid and nest_allowed(state, seat, nb):
                    tree[nb] = (d + 1, here)
                continue
            if row["food"][nb[1]]:
                tree[nb] = (d + 1, here)  # a destination: not flown through
                continue
            if nb in blocked:
                continue
            tree[nb] = (d + 1, here)
            queue.append(nb)
    return tree


def count_within(state: State, seat: int, board: Board, limit: int, cap: int, ignore_birds: bool = False,
                 start: tuple[int, int] | None = None) -> int:
    """How many of ``destinations``' spaces cost at most ``limit``, counted
    up to ``cap`` (a search that stops there)."""
    if start is None:
        start = bird_space(state, seat)
    rows = board.rows
    blocked = set() if ignore_birds else {pos for pos, seats in board.birds.items() if any(s != seat for s in seats)}
    seen = {start}
    frontier = [start]
    found = 0
    for _ in range(limit):
        nxt = []
        for here in frontier:
            for nb in board.adjacent(here):
                if nb in seen:
                    continue
                row = rows[nb[0]]
                k = row["spaces"][nb[1]]
                if k == "~" or nb in blocked and not row["food"][nb[1]] and k != "@":
                    continue
                if k == "@" and not (board.nest_laid and nest_allowed(state, seat, nb)):
                    continue
                seen.add(nb)
                if k == "@" or row["food"][nb[1]]:
                    found += 1
                    if found >= cap:
                        return found
                    continue
                nxt.append(nb)
        if not nxt:
            break
        frontier = nxt
    return found


def destinations(
    state: State, seat: int, board: Board | None = None, ignore_birds: bool = False,
    start: tuple[int, int] | None = None, limit: int | None = None,
) -> dict[tuple[int, int], int]:
    """The food and nests the bird can fly to, each with its cost (with
    ``limit``: every one costing at most that, and maybe a few more)."""
    board = board or Board(state)
    tree = reachable(state, seat, board, ignore_birds, start, limit)
    rows = board.rows
    out = {}
    for pos, (d, _) in tree.items():
        if d == 0:
            continue
        row = rows[pos[0]]
        if row["food"][pos[1]] or row["spaces"][pos[1]] == "@":  # food, or a nest
            out[pos] = d
    return out


def route(state: State, seat: int, target: tuple[int, int], board: Board | None = None,
          limit: int | None = None) -> list[tuple[int, int]]:
    """The spaces of the bird's cheapest flight to ``target`` (``limit``: it
    costs at most that)."""
    tree = reachable(state, seat, board, limit=limit)
    path = [target]
    while (back := tree[path[-1]][1]) is not None:
        path.append(back)
    return path[::-1]


def situation(state: State, seat: int) -> str:
    """'move', 'miss' (birds block every affordable way) or 'out'."""
    board = Board(state)
    e = energy(state, seat)
    if count_within(state, seat, board, e, 1):
        return "move"
    if count_within(state, seat, board, e, 1, ignore_birds=True):
        return "miss"
    return "out"


def distances(state: State) -> list[dict[str, Any]]:
    """Team talk: each pair of teammates on the board, their crow-flies
    distance and its band (a state in the current format)."""
    board = Board(state)
    out = []
    n = len(state["birds"])
    for a in range(n):
        for b in range(a + 1, n):
            if team_of(a) != team_of(b):
                continue
            pa, pb = bird_pos(state, a), bird_pos(state, b)
            if pa is None or pb is None:
                continue
            d = board.crow_distance(pa, pb)
            out.append({"seats": [a, b], "team": team_of(a), "distance": d, "band": band(d)})
    return out


def bird_points(state: State, seat: int) -> int:
    """A bird's points: its energy once nested, -1 otherwise."""
    state = upgrade(state)
    bird = state["birds"][seat]
    return bird["energy"] if bird["status"] == "nested" else -1


def team_results(state: State) -> dict[str, dict[str, Any]]:
    """Each team's seats, their birds' points, the total and the average."""
    state = upgrade(state)
    out = {}
    for team in TEAMS:
        seats = [s for s in range(len(state["birds"])) if team_of(s) == team]
        points = [bird_points(state, s) for s in seats]
        total = sum(points)
        out[team] = {"seats": seats, "points": points, "total": total, "average": total / len(seats)}
    return out
