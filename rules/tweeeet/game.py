"""Tweeeet: the team flight game (Cwali, 2012), refereed.

See README.md in this package for the state format, the geometry, the tiles,
the notation and every choice the rulebook leaves open.
"""

from __future__ import annotations

import json
import re
from collections import deque
from collections.abc import Sequence
from itertools import pairwise
from pathlib import Path
from typing import Any

from rules.base import (
    Decision,
    Event,
    Game,
    GameInfo,
    IllegalMove,
    InvalidState,
    Move,
    NotationError,
    Rng,
    Standing,
    State,
    Variant,
    deep_copy,
)

# --------------------------------------------------------------------------
# Component data, loaded once
# --------------------------------------------------------------------------

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


def team_of(seat: int) -> str:
    """Robin, Bluethroat, Robin, ... in seat order."""
    return TEAMS[seat % 2]


def label(row: int, col: int) -> str:
    return f"{COLS[col]}{row}"


def parse_label(text: str) -> tuple[int, int] | None:
    m = _LABEL.match(str(text))
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


def num(x: float) -> str:
    """An average for people: 5, 6.5, 3.33."""
    return str(int(x)) if x == int(x) else f"{x:.2f}".rstrip("0")


ALT_TEXT = 1024  # Discord's limit for a picture's description
NAME_LIMIT = 32  # Discord's longest display name


def _clip(name: str) -> str:
    """A player's name as the alt text writes it: at most 32 characters."""
    return name if len(name) <= NAME_LIMIT else name[: NAME_LIMIT - 3] + "..."


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


STATE_KEYS = frozenset(
    ("game", "format", "players", "options", "rng", "pile", "rows", "supply", "birds",
     "nests", "turn", "over", "ended_by", "bonus_given", "last", "moves")
)
MAX_ENERGY = 1000  # far above anything a game can reach; the real bound is checked by validate
MAX_MOVES = 100_000
MAX_PATH = 200
TILE_VALUE = {t: sum(printed_food(TILES[t]["spaces"])) for t in TILES}


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _int_in(x: Any, low: int, high: int) -> bool:
    return _is_int(x) and low <= x <= high


def _need(condition: Any, sentence: str) -> None:
    if not condition:
        raise InvalidState(sentence)


def _starting_energy(n: int, seat: int, bonus: int) -> int:
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


class Board:
    """Read-only geometry of a state's visible rows.

    A space is (row, col); its doubled-width x is ``shift + 2*col`` so that
    neighbours are (x +- 2, same row) and (x +- 1, row +- 1)."""

    def __init__(self, state: State):
        self.rows: dict[int, dict[str, Any]] = {r["row"]: r for r in state["rows"]}
        self.by_x: dict[int, dict[int, int]] = {
            r: {row["shift"] + 2 * c: c for c in range(WIDTH)} for r, row in self.rows.items()
        }
        self.birds: dict[tuple[int, int], list[int]] = {}
        for seat, bird in enumerate(state["birds"]):
            if bird["pos"] is not None:
                pos = space(bird["pos"])
                self.birds.setdefault(pos, []).append(seat)
        self.nest_laid = any(r["tile"] == "nest" for r in state["rows"])

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
    state: State, seat: int, board: Board | None = None, ignore_birds: bool = False
) -> dict[tuple[int, int], tuple[int, tuple[int, int] | None]]:
    """Destinations the bird can fly to: {space: (cost, previous space)} plus
    the route spaces. Only spaces with food or an allowed nest are
    destinations; a route runs through spaces with no water, food, bird or
    nest. Returns the whole BFS tree; use ``destinations`` for the list."""
    board = board or Board(state)
    start = bird_space(state, seat)
    tree: dict[tuple[int, int], tuple[int, tuple[int, int] | None]] = {start: (0, None)}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        d = tree[here][0]
        for nb in board.neighbours(here):
            if nb in tree:
                continue
            k = board.kind(nb)
            if k == "~":
                continue
            if k == "@":
                # a nest is never flown through; it is a destination once the
                # nest tile is laid and the team may use it (teammates share it)
                if board.nest_laid and nest_allowed(state, seat, nb):
                    tree[nb] = (d + 1, here)
                continue
            if board.food(nb):
                tree[nb] = (d + 1, here)  # a destination: not flown through
                continue
            if not ignore_birds and any(s != seat for s in board.birds.get(nb, ())):
                continue
            tree[nb] = (d + 1, here)
            queue.append(nb)
    return tree


def destinations(
    state: State, seat: int, board: Board | None = None, ignore_birds: bool = False
) -> dict[tuple[int, int], int]:
    board = board or Board(state)
    tree = reachable(state, seat, board, ignore_birds)
    out = {}
    for pos, (d, _) in tree.items():
        if d == 0:
            continue
        if board.food(pos) or board.kind(pos) == "@":
            out[pos] = d
    return out


def route(state: State, seat: int, target: tuple[int, int], board: Board | None = None) -> list[tuple[int, int]]:
    tree = reachable(state, seat, board)
    path = [target]
    while (back := tree[path[-1]][1]) is not None:
        path.append(back)
    return path[::-1]


# --------------------------------------------------------------------------
# The game
# --------------------------------------------------------------------------


GUIDE = """\
**How to play.** Robins (seats 1, 3, 5) against Bluethroats (seats 2, 4, 6). Each turn your bird \
must fly to a space with food: 1 energy per space flown, then it eats the food (nut 1, strawberry 2, \
berry 3, caterpillar 4, beetle 5). Birds fly around water, food, other birds and \
nests. Energy starts at 6, 7, 8... by seat and is secret. New rows are laid so every \
bird sees 3 rows ahead. Once the nest tile (row 20) is laid you may fly to a nest: the first of your \
team to land chooses it, the rest follow. Blocked by birds: you miss your turn; too \
little energy for any food or nest: you are out (-1). When no bird flies, the team with the higher \
average energy wins.

**Moves.** The label of the space to fly to, as written in its hex: column A-I (west to east), then \
the row (`/game move F18`, offline `ann: move F18`):
- `F18`: fly to the food on F18 (`f18` and `f 18` work too)
- `E20`: fly to a nest on the nest row (`B20`, `E20` or `H20`)

Missed turns and going out happen by themselves. `moves` lists the flights you can \
afford. `undo` takes your flight back unless it drew a tile, made another \
bird miss its turn or go out, or ended the game.

**Pictures.** The board: the rows on the table, north up, each hex labelled with its space, row \
numbers beside, water blue with waves, food as coloured discs with their energy (eaten: grey \
`(n)`), nests named above the nest row, each bird a tag with its player's name (Robin: orange \
pill, Bluethroat: blue square tag), the bird to fly ringed, the last flight a violet line to \
its outlined end, an arrow beside a row whose next tile is turned. Beside or under it: whose turn, where \
every bird is, team talk distances, tiles left, the last flight; at the end the score sheet. \
Your private picture: your energy as a number and as pips."""


class Tweeeet(Game):
    info = GameInfo(
        key="tweeeet",
        name="Tweeeet",
        min_players=2,
        max_players=6,
        summary=(
            "Robins against Bluethroats: fly north from food to food, pay a "
            "food's worth of energy per space, and reach your team's nest with "
            "the highest average energy."
        ),
        variants=(
            Variant(
                "new_players",
                "With new players: everybody gets 5 extra energy, once, as soon as a bird would run out of energy.",
                "bool",
                False,
            ),
            Variant(
                "experienced_bonus",
                "With experienced birds: extra starting energy for each bird of the smaller team (0 = off).",
                "int",
                0,
                minimum=0,
                maximum=10,
            ),
        ),
        guide=GUIDE,
    )

    # -- life cycle -------------------------------------------------------

    def setup(self, players: Sequence[str], options: dict[str, Any], seed: int) -> State:
        players = list(players)
        if not self.info.min_players <= len(players) <= self.info.max_players:
            raise ValueError("Tweeeet is for 2 to 6 players.")
        options = self.info.options(options)
        rng = Rng.from_seed(seed)
        pile = rng.shuffled(sorted(TILES))
        state: State = {
            "game": self.info.key,
            "players": players,
            "options": options,
            "rng": rng.state,
            "pile": pile,
            "rows": [
                {
                    "row": 0,
                    "tile": "start",
                    "rotated": False,
                    "shift": 0,
                    "arrow": None,
                    "spaces": START_SPACES,
                    "food": [0] * WIDTH,
                }
            ],
            "format": FORMAT,
            "supply": {str(k): n for k, n in FOOD_STOCK.items()},
            "birds": [],
            "nests": {"robin": None, "bluethroat": None},
            "turn": None,
            "over": False,
            "ended_by": None,
            "bonus_given": False,
            "last": None,
            "moves": 0,
        }
        events: list[Event] = []
        for _ in range(3):
            self._lay_tile(state, events)
        start = label(0, START_SPACES.index("*"))
        for seat in range(len(players)):
            amount = _starting_energy(len(players), seat, options["experienced_bonus"])
            state["birds"].append({"team": team_of(seat), "pos": start, "status": "flying", "energy": amount})
        self._advance(state, 0, events)
        return state

    # -- landscape ----------------------------------------------------------

    def _lay_tile(self, state: State, events: list[Event]) -> None:
        prev = state["rows"][-1]
        row = prev["row"] + 1
        tile_id = state["pile"].pop(0)
        shift = shift_after(prev, row)
        if state["pile"]:
            rotated = prev["arrow"] is not None
            spaces, arrow = tile_spaces(tile_id, rotated)
            tile = tile_id
        else:
            spaces, arrow, tile, rotated = NEST_SPACES, None, "nest", False
        # "Place a food miniature on the landscape spaces which show that
        # food": the supply always has it (README, "Food, energy and change")
        food = printed_food(spaces)
        for f in food:
            if f:
                state["supply"][str(f)] -= 1
        state["rows"].append(
            {"row": row, "tile": tile, "rotated": rotated, "shift": shift, "arrow": arrow,
             "spaces": spaces, "food": food}
        )
        what = "the nest tile" if tile == "nest" else f"tile {tile_id}" + (" turned 180 degrees" if rotated else "")
        text = f"Row {row} is laid: {what}."
        events.append(Event(text, kind="tile", data={"row": row, "tile": tile}))

    def _maintain_landscape(self, state: State, events: list[Event]) -> None:
        on_board = [bird_space(state, s) for s in range(len(state["birds"])) if state["birds"][s]["pos"] is not None]
        if not on_board:
            return
        front = max(p[0] for p in on_board)
        while state["pile"] and state["rows"][-1]["row"] - front < SIGHT:
            self._lay_tile(state, events)
        back = min(p[0] for p in on_board)
        removed = []
        while state["rows"] and state["rows"][0]["row"] < back - BEHIND:
            row = state["rows"].pop(0)
            for value in row["food"]:
                if value:
                    state["supply"][str(value)] += 1
            removed.append(row["row"])
        if removed:
            events.append(
                Event(
                    f"Row{'s' if len(removed) > 1 else ''} {', '.join(map(str, removed))} "
                    f"{'are' if len(removed) > 1 else 'is'} more than {BEHIND} spaces behind every bird and "
                    f"{'are' if len(removed) > 1 else 'is'} removed; uneaten food goes back to the supply.",
                    kind="tile",
                    data={"removed": removed},
                )
            )

    # -- turn order -----------------------------------------------------------

    def _situation(self, state: State, seat: int) -> str:
        """'move', 'miss' (birds block every affordable way) or 'out'."""
        board = Board(state)
        e = energy(state, seat)
        if any(c <= e for c in destinations(state, seat, board).values()):
            return "move"
        if any(c <= e for c in destinations(state, seat, board, ignore_birds=True).values()):
            return "miss"
        return "out"

    def _give_bonus(self, state: State, events: list[Event]) -> None:
        state["bonus_given"] = True
        for bird in state["birds"]:
            if bird["status"] != "out":
                bird["energy"] += NEW_PLAYERS_BONUS
        text = (f"New players: a bird needs extra energy, so every bird still flying or nesting gets "
                f"{NEW_PLAYERS_BONUS} extra energy.")
        events.append(Event(text, kind="bonus"))

    def _name(self, state: State, seat: int) -> str:
        return f"{state['players'][seat]} ({TEAM_NAMES[team_of(seat)]})"

    def _advance(self, state: State, first: int, events: list[Event]) -> None:
        """Find the next seat that can fly, from ``first`` on, skipping nested
        and out birds, telling missed turns and eliminations."""
        n = len(state["birds"])
        seat = first % n
        misses = 0
        while True:
            flying = [s for s in range(n) if state["birds"][s]["status"] == "flying"]
            if not flying:
                self._finish(state, "nests", events)
                return
            if misses >= len(flying):
                for s in flying:
                    state["birds"][s]["status"] = "out"
                    state["birds"][s]["reason"] = "stalemate"
                events.append(
                    Event(
                        "Every bird still flying is blocked by other birds, so nobody can ever move again: "
                        "the flight ends and those birds count as failing to reach a nest.",
                        kind="end",
                    )
                )
                self._finish(state, "stalemate", events)
                return
            bird = state["birds"][seat]
            if bird["status"] != "flying":
                seat = (seat + 1) % n
                continue
            situation = self._situation(state, seat)
            if situation == "out" and state["options"].get("new_players") and not state["bonus_given"]:
                self._give_bonus(state, events)
                misses = 0
                situation = self._situation(state, seat)
            if situation == "move":
                state["turn"] = seat
                return
            if situation == "miss":
                misses += 1
                events.append(
                    Event(
                        f"{self._name(state, seat)} misses the turn: other birds block every way to food "
                        f"{'or a nest ' if Board(state).nest_laid else ''}it could afford.",
                        seat=seat,
                        kind="miss",
                    )
                )
            else:
                bird["status"] = "out"
                bird["reason"] = "energy"
                bird["pos"] = None
                misses = 0
                events.append(
                    Event(
                        f"{self._name(state, seat)} has not enough energy to fly to any food "
                        f"{'or nest ' if Board(state).nest_laid else ''}and is out of the game (scores -1).",
                        seat=seat,
                        kind="out",
                    )
                )
                self._maintain_landscape(state, events)
            seat = (seat + 1) % n

    def _finish(self, state: State, how: str, events: list[Event]) -> None:
        state["over"] = True
        state["turn"] = None
        state["ended_by"] = how
        if how == "nests":
            events.append(Event("Every surviving bird has reached its nest: the flight is over.", kind="end"))
        for st in self.standings(state)[:1]:
            events.append(Event(st.detail, kind="result"))

    # -- contract ---------------------------------------------------------------

    def is_over(self, state: State) -> bool:
        return bool(state.get("over"))

    def to_act(self, state: State) -> dict[int, Decision]:
        state = upgrade(state)
        if state.get("over") or state.get("turn") is None:
            return {}
        seat = state["turn"]
        where = state["birds"][seat]["pos"]
        nest = " or to your team's nest" if Board(state).nest_laid else ""
        return {seat: Decision("fly", f"Fly from {where} to a space with food{nest}: type its label, e.g. F7.")}

    def _options(self, state: State, seat: int) -> list[tuple[tuple[int, int], int]]:
        board = Board(state)
        e = energy(state, seat)
        dests = destinations(state, seat, board)
        return sorted(((p, c) for p, c in dests.items() if c <= e), key=lambda pc: (-pc[0][0], pc[0][1]))

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        state = upgrade(state)
        if state.get("over") or state.get("turn") != seat:
            return []
        board = Board(state)
        moves = []
        for pos, cost in self._options(state, seat):
            food = board.food(pos)
            if food:
                text = f"{FOOD_NAMES[food]} at {label(*pos)}: cost {cost}, +{food}"
            else:
                text = f"nest at {label(*pos)}: cost {cost}"
            moves.append(Move(label(*pos), text))
        return moves

    def apply(self, state: State, seat: int, move: str) -> tuple[State, list[Event]]:
        state = upgrade(state)
        self.check_turn(state, seat)
        target = parse_label(move)
        if target is None:
            raise NotationError(
                f"{move!r} is not a space label. Type the space to fly to as its column letter A-I "
                f"and row number, as labelled on the picture (e.g. F7)."
            )
        board = Board(state)
        where = label(*target)
        e = energy(state, seat)
        if not board.exists(target):
            rows = sorted(board.rows)
            raise IllegalMove(f"There is no space {where} on the board: the rows laid now are {rows[0]} to {rows[-1]}.")
        kind = board.kind(target)
        occupants = [s for s in board.birds.get(target, ()) if s != seat]
        if kind == "@":
            if not board.nest_laid:  # pragma: no cover - nests only exist on the nest tile
                raise IllegalMove("You may fly to a nest only once the nest tile is laid.")
            team = team_of(seat)
            mine = state["nests"].get(team)
            if mine is not None and mine != where:
                raise IllegalMove(
                    f"{where} is not your nest: the {TEAM_PLURALS[team]} must all end on one nest, "
                    f"and theirs is {mine}."
                )
            if not nest_allowed(state, seat, target):
                other = TEAMS[1 - TEAMS.index(team)]
                raise IllegalMove(
                    f"{where} is the {TEAM_PLURALS[other]}' nest: Robins and Bluethroats end on different nests."
                )
        elif not board.food(target):
            if target == bird_pos(state, seat):
                raise IllegalMove(f"Your bird is already at {where}: each turn you must fly to a space with food.")
            what = {"~": "water", "*": "the start space"}.get(kind, "a space with no food")
            if occupants:
                what = "taken by another bird"
            nest = " (or, now the nest tile is laid, your team's nest)" if board.nest_laid else ""
            raise IllegalMove(f"{where} is {what}: each turn you must fly to a space with food{nest}.")
        dests = destinations(state, seat, board)
        if target not in dests:
            raise IllegalMove(
                f"No open route leads to {where}: birds cannot fly through water, food, other birds or nests."
            )
        cost = dests[target]
        if cost > e:
            raise IllegalMove(
                f"Flying to {where} takes {cost} spaces, but you have only {e} energy: each space costs 1 energy."
            )

        path = route(state, seat, target, board)
        new = self.copy_state(state)
        bird = new["birds"][seat]
        start = bird["pos"]
        # "FIRST hand over your used energy, THEN take your new food": the
        # supply always has change, so this is exact (README)
        bird["energy"] = e - cost
        events: list[Event] = []
        food = board.food(target)
        name = self._name(state, seat)
        if food:
            new["rows"][[r["row"] for r in new["rows"]].index(target[0])]["food"][target[1]] = 0
            bird["energy"] += food
            new["supply"][str(food)] += 1  # its energy is counted; the miniature is free again
            text = (f"{name} flies {cost} space{'s' if cost != 1 else ''} from {start} to {where} "
                    f"and eats a {FOOD_NAMES[food]} (+{food}).")
        else:
            bird["status"] = "nested"
            team = team_of(seat)
            if new["nests"][team] is None:
                new["nests"][team] = where
            text = (f"{name} flies {cost} space{'s' if cost != 1 else ''} from {start} "
                    f"to the {TEAM_PLURALS[team]}' nest at {where}.")
        bird["pos"] = where
        new["moves"] = state.get("moves", 0) + 1
        new["last"] = {
            "seat": seat,
            "from": start,
            "to": where,
            "path": [label(*p) for p in path],
            "cost": cost,
            "food": food,
        }
        events.append(Event(text, kind="move", data={"from": start, "to": where, "cost": cost, "food": food}))
        events.append(
            Event(f"Your energy is now {energy(new, seat)}.", seat=seat, private=True, kind="energy")
        )
        self._maintain_landscape(new, events)
        self._advance(new, seat + 1, events)
        return new, events

    # -- taking a flight back ---------------------------------------------------

    def undoable(self, before: State, after: State, seat: int) -> str | None:
        """May ``seat`` take back the flight that turned ``before`` into
        ``after`` (README, "Taking a flight back")? None when the flight
        showed nothing hidden and decided nothing for anyone else; otherwise
        the reason, ending the sentence "That cannot be taken back: ...":
        a landscape tile drawn from the (hidden) pile, another bird found
        blocked (a missed turn) or out of energy, the new-players bonus
        handed out, or the end of the game (every energy shown)."""
        before, after = upgrade(before), upgrade(after)
        names = after["players"]
        reasons = []
        if self.drew_at_random(before, after):
            reasons.append("the tile pile was shuffled")
        laid = [r["row"] for r in after["rows"] if r["row"] > before["rows"][-1]["row"] and r["tile"] != "nest"]
        if laid:
            rows = f"row {laid[0]}" if len(laid) == 1 else f"rows {', '.join(map(str, laid[:-1]))} and {laid[-1]}"
            drawn = "a tile was" if len(laid) == 1 else f"{len(laid)} tiles were"
            reasons.append(f"{drawn} drawn from the pile ({rows})")
        n = len(after["birds"])
        for s in range(n):
            was, now = before["birds"][s], after["birds"][s]
            if s != seat and was["status"] == "flying" and now["status"] == "out" and now.get("reason") == "energy":
                reasons.append(f"{names[s]}'s {TEAM_NAMES[team_of(s)]} ran out of energy and left the game")
        if not after.get("over"):
            # every flying bird between the mover and the bird now to fly was
            # passed over: it missed its turn
            for step in range(1, n):
                s = (seat + step) % n
                if s == after["turn"]:
                    break
                if after["birds"][s]["status"] == "flying":
                    reasons.append(f"{names[s]}'s {TEAM_NAMES[team_of(s)]} was blocked and missed its turn")
        if after.get("bonus_given") and not before.get("bonus_given"):
            reasons.append("the new-players bonus was handed out")
        if after.get("over"):
            reasons.append("the game ended and every bird's energy was shown")
        if not reasons:
            return None
        return reasons[0] if len(reasons) == 1 else f"{', '.join(reasons[:-1])} and {reasons[-1]}"

    # -- views ------------------------------------------------------------------

    def distances(self, state: State) -> list[dict[str, Any]]:
        state = upgrade(state)
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

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        state = upgrade(state)
        over = bool(state.get("over"))
        birds = []
        for s, bird in enumerate(state["birds"]):
            entry = {
                "seat": s,
                "name": state["players"][s],
                "team": bird["team"],
                "pos": bird["pos"],
                "status": bird["status"],
            }
            if over or s == seat:
                entry["energy"] = bird["energy"]
            birds.append(entry)
        view = {
            "game": state["game"],
            "players": list(state["players"]),
            "options": dict(state["options"]),
            "seat": seat,
            "rows": [
                {k: (list(v) if isinstance(v, list) else v) for k, v in row.items()} for row in state["rows"]
            ],
            "birds": birds,
            "pile": len(state["pile"]),
            "nest_laid": Board(state).nest_laid,
            "nests": dict(state["nests"]),
            "turn": state.get("turn"),
            "over": over,
            "ended_by": state.get("ended_by"),
            "last": json.loads(json.dumps(state.get("last"))),
            "distances": self.distances(state),
            "moves": state.get("moves", 0),
        }
        if seat is not None and not over:
            view["energy"] = energy(state, seat)
        if over:
            view["scores"] = {str(s): v for s, v in self.scores(state).items()}
            view["teams"] = self.team_results(state)
            view["standings"] = [
                {"seat": st.seat, "rank": st.rank, "score": st.score, "detail": st.detail}
                for st in self.standings(state)
            ]
        return view

    def private(self, state: State, seat: int) -> dict[str, Any]:
        state = upgrade(state)
        return {"energy": state["birds"][seat]["energy"]}

    # -- scoring --------------------------------------------------------------------

    def bird_points(self, state: State, seat: int) -> int:
        state = upgrade(state)
        bird = state["birds"][seat]
        return bird["energy"] if bird["status"] == "nested" else -1

    def team_results(self, state: State) -> dict[str, dict[str, Any]]:
        state = upgrade(state)
        out = {}
        for team in TEAMS:
            seats = [s for s in range(len(state["birds"])) if team_of(s) == team]
            points = [self.bird_points(state, s) for s in seats]
            total = sum(points)
            out[team] = {"seats": seats, "points": points, "total": total, "average": total / len(seats)}
        return out

    def scores(self, state: State) -> dict[int, dict[str, float]]:
        state = upgrade(state)
        if not state.get("over"):
            # energy is hidden until the end: only public facts
            return {
                s: {"nested": int(b["status"] == "nested"), "out": int(b["status"] == "out"), "total": 0}
                for s, b in enumerate(state["birds"])
            }
        teams = self.team_results(state)
        out = {}
        for s, bird in enumerate(state["birds"]):
            nested = bird["status"] == "nested"
            out[s] = {
                "energy": bird["energy"] if nested else 0,
                "failed": 0 if nested else -1,
                "bird": self.bird_points(state, s),
                "team_average": teams[team_of(s)]["average"],
                "total": teams[team_of(s)]["average"],
            }
        return out

    def standings(self, state: State) -> list[Standing]:
        state = upgrade(state)
        n = len(state["birds"])
        if not state.get("over"):
            return [
                Standing(s, 1, 0, "Energy is hidden until every surviving bird has reached its nest.")
                for s in range(n)
            ]
        teams = self.team_results(state)
        r, b = teams["robin"]["average"], teams["bluethroat"]["average"]

        def fmt(t):
            res = teams[t]
            pts = " + ".join(str(p) if p >= 0 else f"({p})" for p in res["points"])
            return f"{TEAM_PLURALS[t]} {pts} = {res['total']} / {len(res['seats'])} = {num(res['average'])}"

        if r == b:
            verdict = f"Tie: {fmt('robin')}; {fmt('bluethroat')}: both teams share the win."
            ranks = {"robin": 1, "bluethroat": 1}
        else:
            win = "robin" if r > b else "bluethroat"
            lose = TEAMS[1 - TEAMS.index(win)]
            verdict = (
                f"The {TEAM_PLURALS[win]} win by {num(teams[win]['average'])} against {num(teams[lose]['average'])}: "
                f"{fmt(win)}; {fmt(lose)}."
            )
            # competition ranking: the losers come after every winner
            ranks = {win: 1, lose: 1 + len(teams[win]["seats"])}
        seats = sorted(range(n), key=lambda s: (ranks[team_of(s)], -self.bird_points(state, s), s))

        def detail(i: int, s: int) -> str:
            if i == 0:
                return verdict
            team = team_of(s)
            pts = self.bird_points(state, s)
            own = f"this bird {pts}" if state["birds"][s]["status"] == "nested" else "this bird failed, -1"
            return f"{TEAM_PLURALS[team]} average {num(teams[team]['average'])}; {own}"

        return [Standing(s, ranks[team_of(s)], teams[team_of(s)]["average"], detail(i, s)) for i, s in enumerate(seats)]

    # -- words --------------------------------------------------------------------------

    def alt_text(self, state: State) -> str:
        """The public picture in words, written for Discord's 1,024
        characters (ALT_TEXT): who flies now (or that the game is over and
        which team won, with the sums), every bird with its player's name,
        place and score (energy is secret until the end: then every bird's
        points), and the last flight; then, while room is left, the rows on
        the table, team talk distances and the food on each row, northmost
        first. Names are cut to 32 characters (Discord's own limit), so six
        players always fit."""
        state = upgrade(state)
        names = [_clip(n) for n in state["players"]]
        over = bool(state.get("over"))

        def bird(s: int) -> str:
            return f"{names[s]}'s {TEAM_NAMES[team_of(s)]}"

        head: list[str] = []
        if over:
            teams = self.team_results(state)
            r, b = teams["robin"]["average"], teams["bluethroat"]["average"]
            if r == b:
                head.append(f"Tweeeet is over: a tie, both teams share the win at {num(r)}.")
            else:
                win = "robin" if r > b else "bluethroat"
                lose = TEAMS[1 - TEAMS.index(win)]
                head.append(f"Tweeeet is over: the {TEAM_PLURALS[win]} win, average {num(teams[win]['average'])} "
                            f"against {num(teams[lose]['average'])}.")
        else:
            t = state["turn"]
            head.append(f"Tweeeet, Robins against Bluethroats. To fly: {bird(t)}, from {state['birds'][t]['pos']}.")
        places = []
        for s, b in enumerate(state["birds"]):
            where = {"nested": f"on the nest {b['pos']}", "out": "out"}.get(b["status"], f"at {b['pos']}")
            if over:
                where += f", scores {self.bird_points(state, s)}"
            places.append(f"{bird(s)} {where}")
        head.append("Birds: " + "; ".join(places) + ".")
        if over:
            for team, res in self.team_results(state).items():
                pts = " + ".join(str(p) if p >= 0 else f"({p})" for p in res["points"])
                head.append(
                    f"{TEAM_PLURALS[team]}: {pts} = {res['total']} / {len(res['seats'])} = {num(res['average'])}."
                )
        else:
            head.append("Scores: each bird's energy is secret until every bird has nested or is out (out scores -1).")
        last = state.get("last")
        if last:
            what = f"ate a {FOOD_NAMES[last['food']]} (+{last['food']})" if last["food"] else "landed on the nest"
            head.append(f"Last flight: {bird(last['seat'])} from {last['from']} to {last['to']}, "
                        f"{last['cost']} space{'s' if last['cost'] != 1 else ''}, {what}.")
        extra: list[str] = []
        rows = state["rows"]
        pile = len(state["pile"])
        extra.append(f"Rows {rows[0]['row']} to {rows[-1]['row']} on the table; "
                     + ("the nest tile is laid." if Board(state).nest_laid
                        else f"{pile} tile{'s' if pile != 1 else ''} in the pile."))
        for d in [] if over else self.distances(state):
            a, b2 = d["seats"]
            extra.append(f"{names[a]} and {names[b2]} are {d['distance']} apart ({d['band']}).")
        for row in reversed(rows):
            food = [f"{COLS[c]}{row['row']} {FOOD_NAMES[v]}" for c, v in enumerate(row["food"]) if v]
            if food:
                extra.append(f"Food on row {row['row']}: " + ", ".join(food) + ".")
        text = " ".join(head)
        for line in extra:
            if len(text) + 1 + len(line) <= ALT_TEXT:
                text += " " + line
        return text[:ALT_TEXT]

    def summary(self, state: State, seat: int | None = None) -> str:
        state = upgrade(state)
        board = Board(state)
        names = state["players"]
        lines = []
        if state.get("over"):
            lines.append(self.standings(state)[0].detail)
        else:
            t = state["turn"]
            lines.append(f"{self._name(state, t)} to fly from {state['birds'][t]['pos']}.")
        if seat is not None and not state.get("over"):
            lines.append(f"Your energy: {energy(state, seat)}.")
        birds = []
        for s, bird in enumerate(state["birds"]):
            where = {"nested": f"on the nest at {bird['pos']}", "out": "out of the game"}.get(
                bird["status"], f"at {bird['pos']}"
            )
            extra = f", energy {bird['energy']}" if state.get("over") else ""
            birds.append(f"{names[s]} ({TEAM_NAMES[team_of(s)]}) {where}{extra}")
        lines.append("Birds: " + "; ".join(birds) + ".")
        last = state.get("last")
        if last:
            what = FOOD_NAMES[last["food"]] if last["food"] else "nest"
            lines.append(
                f"Last flight: {names[last['seat']]} from {last['from']} to {last['to']} ({what}), "
                f"{last['cost']} space{'s' if last['cost'] != 1 else ''}."
            )
        for row in reversed(state["rows"]):
            parts = []
            food = [f"{FOOD_NAMES[v]} {COLS[c]}" for c, v in enumerate(row["food"]) if v]
            water = [COLS[c] for c, ch in enumerate(row["spaces"]) if ch == "~"]
            nests = [COLS[c] for c, ch in enumerate(row["spaces"]) if ch == "@"]
            if food:
                parts.append("food " + ", ".join(food))
            if water:
                parts.append("water " + ", ".join(water))
            if nests:
                parts.append("nests " + ", ".join(nests))
            if row["arrow"]:
                parts.append(f"arrow {row['arrow']}")
            name = {"start": " (start)", "nest": " (nest tile)"}.get(str(row["tile"]), "")
            lines.append(f"Row {row['row']}{name}: " + ("; ".join(parts) if parts else "all grass") + ".")
        pile = len(state["pile"])
        lines.append(
            "The nest tile is laid." if board.nest_laid
            else f"Tiles left in the pile: {pile} (the last one is the nest tile)."
        )
        for d in self.distances(state):
            a, b = d["seats"]
            lines.append(f"{names[a]} and {names[b]} are {d['distance']} apart: they may {d['band']}.")
        return "\n".join(lines)

    # -- checks ------------------------------------------------------------------------

    def validate(self, state: State) -> None:
        """Raise InvalidState, with the sentence that says what is wrong,
        unless ``state`` is a position the game can reach (README, "State
        format"). Format-1 states are checked after their upgrade."""
        try:
            self._check_shape(state)
            state = upgrade(state)
            self._check_position(state)
        except InvalidState:
            raise
        except Exception as exc:  # pragma: no cover - a safety net: every check above is explicit
            raise InvalidState(f"This Tweeeet state cannot be read: {type(exc).__name__}.") from None

    def _check_shape(self, state: Any) -> None:
        """Every key present, with the right type and a value in range."""
        if not isinstance(state, dict):
            raise InvalidState("A Tweeeet state is a JSON object (README, State format).")
        fmt = state.get("format", 1)
        if fmt not in (1, FORMAT) or isinstance(fmt, bool):
            raise InvalidState(f"Unknown Tweeeet state format {fmt!r}: this referee reads formats 1 and {FORMAT}.")
        keys = STATE_KEYS if fmt == FORMAT else STATE_KEYS - {"format"}
        for key in sorted(keys):
            if key not in state:
                raise InvalidState(f"The state has no {key!r} key.")
        if state["game"] != self.info.key:
            raise InvalidState(f"This is a {state['game']!r} state, not {self.info.key!r}.")
        players = state["players"]
        _need(isinstance(players, list) and 2 <= len(players) <= 6,
              "'players' must list 2 to 6 names: Tweeeet is for 2 to 6 players.")
        _need(all(isinstance(p, str) and 0 < len(p) <= 100 for p in players),
              "Every player name must be text of 1 to 100 characters.")
        n = len(players)
        _need(_is_int(state["rng"]) and 0 <= state["rng"] < 1 << 64,
              "'rng' must be a whole number from 0 to 2**64 - 1.")
        options = state["options"]
        _need(isinstance(options, dict) and set(options) == {"new_players", "experienced_bonus"},
              "'options' must hold exactly 'new_players' and 'experienced_bonus'.")
        _need(isinstance(options["new_players"], bool), "Option 'new_players' must be true or false.")
        _need(_int_in(options["experienced_bonus"], 0, 10),
              "Option 'experienced_bonus' must be a whole number from 0 to 10.")
        pile = state["pile"]
        _need(isinstance(pile, list) and all(_is_int(t) for t in pile), "'pile' must be a list of tile numbers.")
        for t in pile:
            _need(t in TILES, f"There is no tile {t} in the pile's game: the tiles are 1 to {len(TILES)}.")
        rows = state["rows"]
        _need(isinstance(rows, list) and 1 <= len(rows) <= NEST_ROW + 1, f"'rows' must list 1 to {NEST_ROW + 1} rows.")
        for i, row in enumerate(rows):
            _need(isinstance(row, dict), f"Row entry {i + 1} must be an object.")
            for key in ("row", "tile", "rotated", "shift", "arrow", "spaces", "food"):
                _need(key in row, f"Row entry {i + 1} has no {key!r} key.")
            _need(_int_in(row["row"], 0, NEST_ROW),
                  f"Row entry {i + 1}: 'row' must be a whole number from 0 to {NEST_ROW}.")
            r = row["row"]
            tile = row["tile"]
            _need(tile in ("start", "nest") or (_is_int(tile) and tile in TILES),
                  f"Row {r} holds tile {tile!r}: a row's tile is 'start', 'nest' or a tile number 1 to {len(TILES)}.")
            _need(isinstance(row["rotated"], bool), f"Row {r}: 'rotated' must be true or false.")
            _need(_int_in(row["shift"], -3 * NEST_ROW, 3 * NEST_ROW),
                  f"Row {r}: 'shift' must be a whole number from {-3 * NEST_ROW} to {3 * NEST_ROW}.")
            _need(row["arrow"] in (None, "E", "W"), f"Row {r}: 'arrow' must be null, \"E\" or \"W\".")
            _need(isinstance(row["spaces"], str) and len(row["spaces"]) == WIDTH
                  and set(row["spaces"]) <= set(".~*@12345"),
                  f"Row {r} must have {WIDTH} spaces, each one of . ~ * @ 1 2 3 4 5.")
            _need(isinstance(row["food"], list) and len(row["food"]) == WIDTH
                  and all(_int_in(f, 0, 5) for f in row["food"]),
                  f"Row {r} must have {WIDTH} food entries, each 0 (none) or a food value 1 to 5.")
        supply = state["supply"]
        _need(isinstance(supply, dict) and set(supply) == {str(k) for k in KINDS},
              "'supply' must count each food \"1\" to \"5\".")
        for k, stock in FOOD_STOCK.items():
            _need(_int_in(supply[str(k)], 0, stock), f"The supply must hold 0 to {stock} {FOOD_PLURALS[k]}.")
        birds = state["birds"]
        _need(isinstance(birds, list) and len(birds) == n, f"There are {n} players, so 'birds' must list {n} birds.")
        for s, bird in enumerate(birds):
            who = f"Bird {s + 1}"
            _need(isinstance(bird, dict), f"{who} must be an object.")
            for key in ("team", "pos", "status", "energy" if fmt == FORMAT else "food"):
                _need(key in bird, f"{who} has no {key!r} key.")
            _need(bird["team"] in TEAMS, f"{who}'s team must be \"robin\" or \"bluethroat\".")
            _need(bird["pos"] is None or (isinstance(bird["pos"], str) and parse_label(bird["pos"]) is not None),
                  f"{who}'s 'pos' must be a space label such as \"F7\", or null.")
            _need(bird["status"] in ("flying", "nested", "out"),
                  f"{who} has unknown status {bird['status']!r}: flying, nested or out.")
            _need(bird.get("reason", "energy") in ("energy", "stalemate"),
                  f"{who}'s 'reason' must be \"energy\" or \"stalemate\".")
            if fmt == FORMAT:
                _need(_int_in(bird["energy"], 0, MAX_ENERGY),
                      f"{who}'s energy must be a whole number from 0 to {MAX_ENERGY}.")
            else:
                bag = bird["food"]
                _need(isinstance(bag, dict) and set(bag) <= {str(k) for k in KINDS}
                      and all(_int_in(v, 0, TOTAL_PIECES) for v in bag.values()),
                      f"{who}'s 'food' (format 1) must count food pieces \"1\" to \"5\", each 0 to {TOTAL_PIECES}.")
        nests = state["nests"]
        _need(isinstance(nests, dict) and set(nests) == set(TEAMS),
              "'nests' must hold exactly 'robin' and 'bluethroat'.")
        for team in TEAMS:
            _need(nests[team] is None or (isinstance(nests[team], str) and parse_label(nests[team]) is not None),
                  f"The {TEAM_PLURALS[team]}' nest must be a space label or null.")
        _need(state["turn"] is None or _int_in(state["turn"], 0, n - 1),
              f"'turn' must be a seat number from 0 to {n - 1}, or null.")
        _need(isinstance(state["over"], bool), "'over' must be true or false.")
        _need(state["ended_by"] in (None, "nests", "stalemate"), "'ended_by' must be null, \"nests\" or \"stalemate\".")
        _need(isinstance(state["bonus_given"], bool), "'bonus_given' must be true or false.")
        _need(_int_in(state["moves"], 0, MAX_MOVES), f"'moves' must be a whole number from 0 to {MAX_MOVES}.")
        last = state["last"]
        if last is not None:
            _need(isinstance(last, dict), "'last' must be null or the last flight.")
            for key in ("seat", "from", "to", "path", "cost", "food"):
                _need(key in last, f"The last flight has no {key!r} key.")
            _need(_int_in(last["seat"], 0, n - 1), f"The last flight's seat must be 0 to {n - 1}.")
            path = last["path"]
            _need(isinstance(path, list) and 2 <= len(path) <= MAX_PATH
                  and all(isinstance(p, str) and parse_label(p) for p in path),
                  "The last flight's path must list 2 or more space labels.")
            _need(last["from"] == path[0] and last["to"] == path[-1],
                  "The last flight's path must run from its 'from' to its 'to'.")
            _need(_is_int(last["cost"]) and last["cost"] == len(path) - 1,
                  "The last flight's cost must be its number of spaces moved.")
            _need(_int_in(last["food"], 0, 5), "The last flight's food must be 0 (a nest) or a food value 1 to 5.")

    def _check_position(self, state: State) -> None:
        """The position can be reached by playing: tiles, food, birds, turn."""
        rows = state["rows"]
        for a, b in pairwise(rows):
            _need(b["row"] == a["row"] + 1, f"Row {b['row']} does not follow row {a['row']}: rows must be consecutive.")
        on_board = [r["tile"] for r in rows if _is_int(r["tile"])]
        for t in on_board:
            _need(on_board.count(t) == 1, f"Tile {t} lies on the board twice: every tile is laid once.")
            _need(t not in state["pile"], f"Tile {t} is both on the board and in the pile.")
        for t in state["pile"]:
            _need(state["pile"].count(t) == 1, f"Tile {t} is in the pile twice: every tile is in the game once.")
        last_row = rows[-1]["row"]
        _need(last_row + len(state["pile"]) == len(TILES),
              f"Rows 1 to {last_row} have been laid and {len(state['pile'])} tiles are in the pile: "
              f"the {len(TILES)} tiles must all be laid or in the pile.")
        prev = None
        for row in rows:
            r, tile = row["row"], row["tile"]
            if r == 0:
                _need(tile == "start" and row["spaces"] == START_SPACES and not row["rotated"]
                      and row["arrow"] is None and row["shift"] == 0,
                      f"Row 0 is the start tile as printed ({START_SPACES}, shift 0).")
            elif r == NEST_ROW:
                _need(tile == "nest" and row["spaces"] == NEST_SPACES and not row["rotated"] and row["arrow"] is None,
                      f"Row {NEST_ROW} is the nest tile, nest side up ({NEST_SPACES}).")
            else:
                _need(_is_int(tile),
                      f"Row {r} must hold a landscape tile: the start tile is row 0 and the nest tile row {NEST_ROW}.")
                if prev is not None:
                    _need(row["rotated"] == (prev["arrow"] is not None),
                          f"Row {r} is {'' if row['rotated'] else 'not '}turned, but the tile before it "
                          f"{'shows an arrow' if prev['arrow'] else 'has no arrow'}: "
                          f"after each tile with an arrow the next is turned 180 degrees.")
                spaces, arrow = tile_spaces(tile, row["rotated"])
                _need(row["spaces"] == spaces and row["arrow"] == arrow,
                      f"Row {r} shows {row['spaces']} (arrow {row['arrow']}), but tile {tile} "
                      f"{'turned ' if row['rotated'] else ''}is {spaces} (arrow {arrow}).")
            if prev is None:
                _need((row["shift"] - r) % 2 == 0 and abs(row["shift"]) <= 3 * r,
                      f"Row {r} has shift {row['shift']}: "
                      f"a row's shift has the parity of its number and grows at most 3 per row.")
            else:
                want = shift_after(prev, r)
                _need(row["shift"] == want,
                      f"Row {r} has shift {row['shift']}, but laid on row {prev['row']} it lies at {want}.")
            # _check_shape has seen WIDTH spaces and WIDTH food entries
            for c, (ch, f) in enumerate(zip(row["spaces"], row["food"], strict=True)):
                _need(not f or str(f) == ch, f"Space {label(r, c)} holds food {f} but prints {ch!r}.")
            prev = row
        for k, stock in FOOD_STOCK.items():
            on = sum(1 for row in rows for f in row["food"] if f == k)
            total = on + state["supply"][str(k)]
            _need(total == stock,
                  f"There are {total} {FOOD_PLURALS[k]} on the board and in the supply; the game has {stock}.")
        board = Board(state)
        places: dict[tuple[int, int], int] = {}
        for s, bird in enumerate(state["birds"]):
            who = f"Bird {s + 1}"
            _need(bird["team"] == team_of(s),
                  f"Seat {s + 1} flies a {TEAM_NAMES[team_of(s)]}: birds alternate Robin, Bluethroat.")
            if bird["status"] == "out":
                _need("reason" in bird, f"{who} is out, so its 'reason' says why: \"energy\" or \"stalemate\".")
                _need((bird["pos"] is None) == (bird["reason"] == "energy"),
                      f"{who} is out: out of energy it leaves the board (pos null); "
                      f"blocked at the end (stalemate) it stays.")
            else:
                _need("reason" not in bird, f"{who} is {bird['status']}, so it has no 'reason' for being out.")
            if bird["pos"] is None:
                _need(bird["status"] == "out", f"{who} is {bird['status']} but not on the board.")
                continue
            pos = space(bird["pos"])
            _need(board.exists(pos), f"{who} is at {bird['pos']!r}, which is not a space on the board.")
            _need(not board.food(pos), f"{who} sits on food at {bird['pos']}; it would have eaten it.")
            _need(board.kind(pos) in ".*@12345", f"{who} sits on water at {bird['pos']}.")
            _need((board.kind(pos) == "@") == (bird["status"] == "nested"),
                  f"{who} is {bird['status']} at {bird['pos']}: a bird on a nest has ended its flight, and only there.")
            if bird["status"] == "nested":
                _need(state["nests"][bird["team"]] == bird["pos"], f"{who} is nested but not on its team's nest.")
            if board.kind(pos) not in "*@":
                _need(pos not in places,
                      f"Birds {places.get(pos, 0) + 1} and {s + 1} share {bird['pos']}: "
                      f"only the start space and nests hold several birds.")
            places[pos] = s
        for team in TEAMS:
            nest = state["nests"][team]
            if nest is not None:
                pos = space(nest)
                _need(board.exists(pos) and board.kind(pos) == "@",
                      f"The {TEAM_PLURALS[team]}' nest {nest} is not a nest space.")
                _need(any(b["team"] == team and b["status"] == "nested" for b in state["birds"]),
                      f"The {TEAM_PLURALS[team]}' nest is chosen by the first of them to land, but none has landed.")
        _need(not (state["nests"]["robin"] and state["nests"]["robin"] == state["nests"]["bluethroat"]),
              "Robins and Bluethroats cannot share a nest.")
        if state["bonus_given"]:
            _need(state["options"]["new_players"], "The new-players bonus was given, but the option is off.")
        self._check_energy(state)
        self._check_landscape(state, board)
        flying = [s for s, b in enumerate(state["birds"]) if b["status"] == "flying"]
        if state["over"]:
            _need(not flying and state["turn"] is None and state["ended_by"] is not None,
                  "The game is over only when no bird is flying: 'turn' null and 'ended_by' set.")
            stalled = any(b.get("reason") == "stalemate" for b in state["birds"])
            _need(stalled == (state["ended_by"] == "stalemate"),
                  "A game ended by stalemate has birds out for 'stalemate', and only such a game.")
        else:
            _need(flying and state["ended_by"] is None,
                  "The game is not over, so a bird is still flying and 'ended_by' is null.")
            _need(not any(b.get("reason") == "stalemate" for b in state["birds"]),
                  "Birds are out for 'stalemate' only at the end.")
            t = state["turn"]
            _need(t is not None and state["birds"][t]["status"] == "flying", "The seat to act must be a flying bird.")
            _need(self._situation(state, t) == "move",
                  f"It is {state['players'][t]}'s turn, but their bird can afford no destination: "
                  f"the turn passes to a bird that can fly.")

    def _check_energy(self, state: State) -> None:
        """Energy comes only from the start, the bonus and food eaten."""
        n = len(state["birds"])
        start = sum(_starting_energy(n, s, state["options"]["experienced_bonus"]) for s in range(n))
        bonus = NEW_PLAYERS_BONUS * n if state["bonus_given"] else 0
        laid = sum(TILE_VALUE[t] for t in TILES if t not in state["pile"])
        lying = sum(f for row in state["rows"] for f in row["food"])
        most = start + bonus + laid - lying
        held = sum(b["energy"] for b in state["birds"])
        _need(held <= most,
              f"The birds hold {held} energy, but at most {most} can have come "
              f"from their start, the bonus and the food laid.")

    def _check_landscape(self, state: State, board: Board) -> None:
        """Three rows ahead of the northmost bird, nothing more than three
        behind the southmost (the rules of "New Landscape")."""
        rows = [space(b["pos"])[0] for b in state["birds"] if b["pos"] is not None]
        if not rows:
            return
        first, last = state["rows"][0]["row"], state["rows"][-1]["row"]
        if state["pile"]:
            _need(last - max(rows) >= SIGHT,
                  f"A bird on row {max(rows)} must see {SIGHT} tiles forward, but the board ends at row {last}.")
        _need(first >= min(rows) - BEHIND,
              f"Row {first} is more than {BEHIND} spaces behind every bird: it would have been removed.")

    def computer_player(self, seed: int = 0):
        from rules.tweeeet.ai import PlannerPlayer

        return PlannerPlayer(seed)
