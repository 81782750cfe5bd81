"""Tweeeet: the team flight game (Cwali, 2012), refereed.

See README.md in this package for the state format, the geometry, the tiles,
the notation and every choice the rulebook leaves open.
"""

from __future__ import annotations

import json
import re
from collections import deque
from itertools import product
from pathlib import Path
from typing import Any, Sequence

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


def num(x: float) -> str:
    """An average for people: 5, 6.5, 3.33."""
    return str(int(x)) if x == int(x) else f"{x:.2f}".rstrip("0")


def band(distance: int) -> str:
    """The rulebook's team-talk band for a crow-flies distance."""
    if distance <= 6:
        return "talk"
    if distance <= 9:
        return "twitter"
    return "flap"


# --------------------------------------------------------------------------
# Food as pieces: energy is a bag of food miniatures
# --------------------------------------------------------------------------


def bag_value(bag: dict[str, int]) -> int:
    return sum(int(k) * n for k, n in bag.items())


def bag_pieces(bag: dict[str, int]) -> int:
    return sum(bag.values())


def empty_bag() -> dict[str, int]:
    return {str(k): 0 for k in KINDS}


def _better(a, b) -> bool:
    """Fewer pieces first, then more of the larger pieces."""
    return (a[0], tuple(-n for n in a[1][::-1])) < (b[0], tuple(-n for n in b[1][::-1]))


def make_amount(pool: dict[str, int], amount: int) -> dict[str, int] | None:
    """The fewest pieces from ``pool`` worth exactly ``amount`` (ties: the
    larger pieces), or None when the pool cannot make it."""
    if amount == 0:
        return empty_bag()
    if amount < 0:
        return None
    # bounded knapsack: best[v] = (pieces, bag) ; try large kinds first
    best: dict[int, tuple[int, tuple[int, ...]]] = {0: (0, (0, 0, 0, 0, 0))}
    for kind in (5, 4, 3, 2, 1):
        have = pool.get(str(kind), 0)
        if not have:
            continue
        nxt = dict(best)
        for value, (pieces, counts) in best.items():
            for n in range(1, have + 1):
                v = value + kind * n
                if v > amount:
                    break
                cand = (pieces + n, counts[: kind - 1] + (counts[kind - 1] + n,) + counts[kind:])
                if v not in nxt or _better(cand, nxt[v]):
                    nxt[v] = cand
        best = nxt
    if amount not in best:
        return None
    counts = best[amount][1]
    return {str(k): counts[k - 1] for k in KINDS}


def pay(bird: dict[str, int], supply: dict[str, int], cost: int) -> tuple[dict, dict, int]:
    """Hand ``cost`` energy from a bird's bag to the supply, with change.

    The bird hands over the sub-bag that overpays least (ties: fewest pieces,
    then the smaller pieces), and takes the change from the supply (the fewest
    pieces). If the supply cannot make the change for any such payment, the
    bird makes the least-overpaying payment and takes the largest amount below
    the change the supply can make: the difference is lost to the supply.
    Returns (new bird bag, new supply, energy lost)."""
    ranges = [range(bird.get(str(k), 0) + 1) for k in KINDS]
    candidates = []
    for counts in product(*ranges):
        value = sum((k) * n for k, n in zip(KINDS, counts))
        if value >= cost:
            candidates.append((value - cost, sum(counts), tuple(-c for c in counts[::-1]), counts))
    candidates.sort()
    for over, _, _, counts in candidates:
        paid = {str(k): n for k, n in zip(KINDS, counts)}
        pool = {k: supply.get(k, 0) + paid[k] for k in paid}
        change = make_amount(pool, over)
        if change is not None:
            new_bird = {k: bird.get(k, 0) - paid[k] + change[k] for k in paid}
            new_supply = {k: pool[k] - change[k] for k in paid}
            return new_bird, new_supply, 0
    over, _, _, counts = candidates[0]
    paid = {str(k): n for k, n in zip(KINDS, counts)}
    pool = {k: supply.get(k, 0) + paid[k] for k in paid}
    for got in range(over - 1, -1, -1):
        change = make_amount(pool, got)
        if change is not None:
            new_bird = {k: bird.get(k, 0) - paid[k] + change[k] for k in paid}
            new_supply = {k: pool[k] - change[k] for k in paid}
            return new_bird, new_supply, over - got
    raise AssertionError("change of 0 can always be made")  # pragma: no cover


def take_amount(supply: dict[str, int], amount: int) -> tuple[dict, dict, int]:
    """Take food worth ``amount`` from the supply (fewest pieces); when it
    cannot make the amount exactly, the largest amount below it. Returns
    (taken bag, new supply, shortfall)."""
    for got in range(amount, -1, -1):
        bag = make_amount(supply, got)
        if bag is not None:
            return bag, {k: supply[k] - bag[k] for k in supply}, amount - got
    raise AssertionError("0 can always be made")  # pragma: no cover


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
                pos = parse_label(bird["pos"])
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


def energy(state: State, seat: int) -> int:
    return bag_value(state["birds"][seat]["food"])


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
    start = bird_pos(state, seat)
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


def destinations(state: State, seat: int, board: Board | None = None, ignore_birds: bool = False) -> dict[tuple[int, int], int]:
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
    while tree[path[-1]][1] is not None:
        path.append(tree[path[-1]][1])
    return path[::-1]


# --------------------------------------------------------------------------
# The game
# --------------------------------------------------------------------------


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
        sizes = {t: sum(1 for s in range(len(players)) if team_of(s) == t) for t in TEAMS}
        smaller = None
        if sizes["robin"] != sizes["bluethroat"]:
            smaller = min(TEAMS, key=lambda t: sizes[t])
        for seat in range(len(players)):
            amount = 6 + seat
            if smaller is not None and team_of(seat) == smaller:
                amount += options["experienced_bonus"]
            bag, state["supply"], _ = take_amount(state["supply"], amount)
            state["birds"].append({"team": team_of(seat), "pos": start, "status": "flying", "food": bag})
        self._advance(state, 0, events)
        return state

    # -- landscape ----------------------------------------------------------

    def _lay_tile(self, state: State, events: list[Event]) -> None:
        prev = state["rows"][-1]
        row = prev["row"] + 1
        tile_id = state["pile"].pop(0)
        rotated = prev["arrow"] is not None
        step = 1 if row % 2 else -1
        if prev["arrow"] is not None:
            step += 2 if prev["arrow"] == "E" else -2
        shift = prev["shift"] + step
        if not state["pile"]:
            spaces, arrow, tile = NEST_SPACES, None, "nest"
            rotated = False
        else:
            spaces, arrow, tile = TILES[tile_id]["spaces"], TILES[tile_id]["arrow"], tile_id
            if rotated:
                spaces = spaces[::-1]
                arrow = {"E": "W", "W": "E", None: None}[arrow]
        food = [0] * WIDTH
        short = []
        for c, ch in enumerate(spaces):
            if ch in "12345":
                if state["supply"][ch] > 0:
                    state["supply"][ch] -= 1
                    food[c] = int(ch)
                else:
                    short.append(label(row, c))
        state["rows"].append(
            {"row": row, "tile": tile, "rotated": rotated, "shift": shift, "arrow": arrow, "spaces": spaces, "food": food}
        )
        what = "the nest tile" if tile == "nest" else f"tile {tile_id}" + (" turned 180 degrees" if rotated else "")
        text = f"Row {row} is laid: {what}."
        if short:
            text += f" The supply has no food left for {', '.join(short)}."
        events.append(Event(text, kind="tile", data={"row": row, "tile": tile}))

    def _maintain_landscape(self, state: State, events: list[Event]) -> None:
        on_board = [bird_pos(state, s) for s in range(len(state["birds"])) if state["birds"][s]["pos"] is not None]
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
        short = []
        for seat, bird in enumerate(state["birds"]):
            if bird["status"] == "out":
                continue
            bag, state["supply"], lost = take_amount(state["supply"], NEW_PLAYERS_BONUS)
            for k in bag:
                bird["food"][k] += bag[k]
            if lost:
                short.append(state["players"][seat])
        text = f"New players: a bird needs extra energy, so every bird still flying or nesting gets {NEW_PLAYERS_BONUS} extra energy."
        if short:
            text += f" The supply could not make the full amount for {', '.join(short)}."
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
                    f"{where} is not your nest: the {TEAM_PLURALS[team]} must all end on one nest, and theirs is {mine}."
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
        bird["food"], new["supply"], lost = pay(bird["food"], new["supply"], cost)
        events: list[Event] = []
        food = board.food(target)
        name = self._name(state, seat)
        if food:
            new["rows"][[r["row"] for r in new["rows"]].index(target[0])]["food"][target[1]] = 0
            bird["food"][str(food)] += 1
            text = f"{name} flies {cost} space{'s' if cost != 1 else ''} from {start} to {where} and eats a {FOOD_NAMES[food]} (+{food})."
        else:
            bird["status"] = "nested"
            team = team_of(seat)
            if new["nests"][team] is None:
                new["nests"][team] = where
            text = f"{name} flies {cost} space{'s' if cost != 1 else ''} from {start} to the {TEAM_PLURALS[team]}' nest at {where}."
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
        if lost:
            events.append(
                Event(
                    f"The supply could not make change, so {state['players'][seat]} loses {lost} energy.",
                    kind="change",
                )
            )
        events.append(
            Event(f"Your energy is now {energy(new, seat)}.", seat=seat, private=True, kind="energy")
        )
        self._maintain_landscape(new, events)
        self._advance(new, seat + 1, events)
        return new, events

    # -- views ------------------------------------------------------------------

    def distances(self, state: State) -> list[dict[str, Any]]:
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
                entry["energy"] = bag_value(bird["food"])
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
            view["food"] = dict(state["birds"][seat]["food"])
        if over:
            view["scores"] = {str(s): v for s, v in self.scores(state).items()}
            view["teams"] = self.team_results(state)
            view["standings"] = [
                {"seat": st.seat, "rank": st.rank, "score": st.score, "detail": st.detail}
                for st in self.standings(state)
            ]
        return view

    def private(self, state: State, seat: int) -> dict[str, Any]:
        bird = state["birds"][seat]
        return {"energy": bag_value(bird["food"]), "food": dict(bird["food"])}

    # -- scoring --------------------------------------------------------------------

    def bird_points(self, state: State, seat: int) -> int:
        bird = state["birds"][seat]
        return bag_value(bird["food"]) if bird["status"] == "nested" else -1

    def team_results(self, state: State) -> dict[str, dict[str, Any]]:
        out = {}
        for team in TEAMS:
            seats = [s for s in range(len(state["birds"])) if team_of(s) == team]
            points = [self.bird_points(state, s) for s in seats]
            total = sum(points)
            out[team] = {"seats": seats, "points": points, "total": total, "average": total / len(seats)}
        return out

    def scores(self, state: State) -> dict[int, dict[str, float]]:
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
                "energy": bag_value(bird["food"]) if nested else 0,
                "failed": 0 if nested else -1,
                "bird": self.bird_points(state, s),
                "team_average": teams[team_of(s)]["average"],
                "total": teams[team_of(s)]["average"],
            }
        return out

    def standings(self, state: State) -> list[Standing]:
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

    def summary(self, state: State, seat: int | None = None) -> str:
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
            extra = f", energy {bag_value(bird['food'])}" if state.get("over") else ""
            birds.append(f"{names[s]} ({TEAM_NAMES[team_of(s)]}) {where}{extra}")
        lines.append("Birds: " + "; ".join(birds) + ".")
        last = state.get("last")
        if last:
            what = FOOD_NAMES[last["food"]] if last["food"] else "nest"
            lines.append(
                f"Last flight: {names[last['seat']]} from {last['from']} to {last['to']} ({what}), {last['cost']} space{'s' if last['cost'] != 1 else ''}."
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
            "The nest tile is laid." if board.nest_laid else f"Tiles left in the pile: {pile} (the last one is the nest tile)."
        )
        for d in self.distances(state):
            a, b = d["seats"]
            lines.append(f"{names[a]} and {names[b]} are {d['distance']} apart: they may {d['band']}.")
        return "\n".join(lines)

    # -- checks ------------------------------------------------------------------------

    def validate(self, state: State) -> None:
        super().validate(state)
        for key in ("options", "pile", "rows", "supply", "birds", "nests", "turn", "over"):
            if key not in state:
                raise InvalidState(f"The state has no {key!r} key.")
        n = len(state["players"])
        if not 2 <= n <= 6:
            raise InvalidState("Tweeeet is for 2 to 6 players.")
        if len(state["birds"]) != n:
            raise InvalidState(f"There are {n} players but {len(state['birds'])} birds.")
        rows = state["rows"]
        if not rows:
            raise InvalidState("The board has no rows.")
        for a, b in zip(rows, rows[1:]):
            if b["row"] != a["row"] + 1:
                raise InvalidState(f"Row {b['row']} does not follow row {a['row']}: rows must be consecutive.")
        for row in rows:
            if len(row["spaces"]) != WIDTH or len(row["food"]) != WIDTH:
                raise InvalidState(f"Row {row['row']} must have {WIDTH} spaces and {WIDTH} food entries.")
            if (row["shift"] - row["row"]) % 2:
                raise InvalidState(f"Row {row['row']} has shift {row['shift']}: a row's shift has the parity of its number.")
            for c, (ch, f) in enumerate(zip(row["spaces"], row["food"])):
                if ch not in ".~*@12345":
                    raise InvalidState(f"Space {label(row['row'], c)} has unknown kind {ch!r}.")
                if f and str(f) != ch:
                    raise InvalidState(f"Space {label(row['row'], c)} holds food {f} but prints {ch!r}.")
        for k in map(str, KINDS):
            if state["supply"].get(k, 0) < 0:
                raise InvalidState(f"The supply holds a negative number of {FOOD_PLURALS[int(k)]}.")
        for k, v in FOOD_STOCK.items():
            on_board = sum(1 for row in rows for f in row["food"] if f == k)
            held = sum(b["food"].get(str(k), 0) for b in state["birds"])
            total = on_board + held + state["supply"].get(str(k), 0)
            if total != v:
                raise InvalidState(
                    f"There are {total} {FOOD_PLURALS[k]} on the board, in the supply and with the birds; the game has {v}."
                )
        board = Board(state)
        for s, bird in enumerate(state["birds"]):
            if bird.get("team") != team_of(s):
                raise InvalidState(f"Seat {s + 1} flies a {TEAM_NAMES[team_of(s)]}: birds alternate Robin, Bluethroat.")
            if bird["status"] not in ("flying", "nested", "out"):
                raise InvalidState(f"Bird {s + 1} has unknown status {bird['status']!r}.")
            if any(v < 0 for v in bird["food"].values()):
                raise InvalidState(f"Bird {s + 1} holds a negative amount of food.")
            if bird["status"] == "flying" or bird["status"] == "nested":
                pos = parse_label(bird["pos"] or "")
                if pos is None or not board.exists(pos):
                    raise InvalidState(f"Bird {s + 1} is at {bird['pos']!r}, which is not a space on the board.")
                if board.food(pos):
                    raise InvalidState(f"Bird {s + 1} sits on food at {bird['pos']}; it would have eaten it.")
                if board.kind(pos) == "~":
                    raise InvalidState(f"Bird {s + 1} sits on water at {bird['pos']}.")
                if bird["status"] == "nested" and (
                    board.kind(pos) != "@" or state["nests"].get(bird["team"]) != bird["pos"]
                ):
                    raise InvalidState(f"Bird {s + 1} is nested but not on its team's nest.")
        if state["nests"].get("robin") and state["nests"].get("robin") == state["nests"].get("bluethroat"):
            raise InvalidState("Robins and Bluethroats cannot share a nest.")
        if not state["over"]:
            t = state["turn"]
            if not isinstance(t, int) or not 0 <= t < n or state["birds"][t]["status"] != "flying":
                raise InvalidState("The seat to act must be a flying bird.")

    def computer_player(self, seed: int = 0):
        from rules.tweeeet.ai import PlannerPlayer

        return PlannerPlayer(seed)
