"""The Townies computer player: greedy on immediate points and goal progress.

Objects are valued by how much they raise the sheet's score now (Object points,
Stable Soil, Goal charts as they would score today), plus a tempo bonus with
several players (the race to the ninth Object) or minus the worth of the
Object line space they use up in solo play; Shapes by the Object scores they prepare
(empty spaces next to the new Blocks that an Object of that colour could use),
a little compactness (surrounded Blocks, triangles) and a penalty for filling
spaces that were good Object spots.

``PlayoutPlayer`` (``playout_player``, the player of a search's play-outs)
values the same way for a fraction of the cost: every Object by an
incremental score, a sample of the Shapes, no list of legal moves.
"""

from __future__ import annotations

import random
from typing import cast

from rules.base import ComputerPlayer, Game, Rng, State, ranked_by

from . import options as O
from .geometry import (
    BLACK_DIE,
    EDGE,
    INDEX,
    LABELS,
    LINE_LENGTH,
    N_CELLS,
    NEIGHBOURS,
    OBJECT_COLOUR,
    PLACEMENT_AT,
    PLACEMENTS,
    STARS,
    marker_of,
)
from .scoring import (
    ADDITIONAL,
    ADDITIONAL_COUNT,
    BONUSES,
    INDIVIDUAL,
    Board,
    chart_points,
    count_specialization,
    count_standardization,
    filled_mask,
    free_circles,
    object_score,
    routed,
    sheet_score,
)

SLOT_COST = 3.0  # solo: what an Object line space is worth
# With several players the game is a race to the ninth Object (whoever ends it
# leaves the others with fewer Objects): seeded self-play showed that valuing an
# Object 6 points above its immediate gain wins about two games in three
# against the slower, solo-style valuation.
TEMPO_BONUS = 6.0


_INNER = [0.5 if not edge else 0.0 for edge in EDGE]  # a spot off the map's edge is worth a little more
_OUTSIDE: dict[tuple, list[tuple[int, int]]] = {}


def _outside(cells: tuple) -> list[tuple[int, int]]:
    """The cells next to a Shape on ``cells`` (not under it), each with how
    many of its cells it touches (remembered: a map has few placements)."""
    found = _OUTSIDE.get(cells)
    if found is None:
        counts: dict[int, int] = {}
        for c in cells:
            for n in NEIGHBOURS[c]:
                if n not in cells:
                    counts[n] = counts.get(n, 0) + 1
        found = _OUTSIDE[cells] = list(counts.items())
    return found


def spends_star(state: State, funded: list[tuple[float, str]], best: float | None) -> bool:
    """Whether to cross out a star: the drawings it funds (``funded``,
    valued) gain at least 1.5 points over the best plain one (``best``;
    None: there is none). The Funding bonus funds a Shape and an Object,
    so its gain is the best of each; any other bonus funds one drawing."""
    if not funded:
        return False
    if state["cards"].get("bonus") == "funding":
        shapes = [v for v, t in funded if t.startswith("shape")]
        objects = [v for v, t in funded if not t.startswith("shape")]
        gain = (max(shapes) if shapes else 0) + (max(objects) if objects else 0)
    else:
        gain = max(v for v, _ in funded)
    return best is None or gain >= best + 1.5


class GreedyPlayer(ComputerPlayer):
    name = "greedy"

    slot_scale = 1.0  # knobs for tuning experiments
    weights = (1.0, 0.15, 0.25, 0.4)  # Shape: best spot, all spots, touching, spots covered

    def __init__(self, seed: int = 0):
        self.rng = Rng.from_seed(seed)

    # -- helpers ------------------------------------------------------

    @staticmethod
    def _spot_value(board: Board, e: int) -> int:
        """Best correlating-colour count an Object could get at empty e."""
        counts: dict[str, int] = {}
        for n in NEIGHBOURS[e]:
            col = board.colour[n]
            if col is not None:
                counts[col] = counts.get(col, 0) + 1
        return max(counts.values(), default=0)

    def _shape_value(self, board: Board, cells: tuple, colour: str,
                     near: tuple[list[int], list[int]] | None = None) -> float:
        """A Shape on ``cells``: the Object spots it prepares next to it, how
        it touches built spaces, the spots it covers. ``near``:
        ``_near(board, colour)``, worked out once for many Shapes."""
        spot, alike = near if near is not None else self._near(board, colour)
        col = board.colour
        lost = 0.0
        for c in cells:
            lost += spot[c]
        best = 0.0
        total = 0.0
        touching = 0
        for e, gain in _outside(cells):
            if col[e] is None:
                same = alike[e] + gain
                value = same + _INNER[e]
                if value > best:
                    best = value
                total += gain * same
            else:
                touching += gain
        w = self.weights
        return w[0] * best + w[1] * total + w[2] * touching - w[3] * lost

    def _near(self, board: Board, colour: str) -> tuple[list[int], list[int]]:
        """For every cell: ``_spot_value`` and its neighbours of ``colour``."""
        col = board.colour
        cells = range(len(col))
        return ([self._spot_value(board, e) for e in cells],
                [sum(1 for n in NEIGHBOURS[e] if col[n] == colour) for e in cells])

    def _slot_cost(self, game: Game | None, state: State, seat: int) -> float:
        mine = len(state["sheets"][seat]["objects"])
        if len(state["players"]) == 1 and mine >= LINE_LENGTH - 1:
            return 0.0
        if len(state["players"]) == 1:
            left = LINE_LENGTH - mine
            circles = [k for k in range(mine, LINE_LENGTH) if k not in state["sheets"][seat]["circled"]]
            if not circles:  # no more Shapes: every Object is welcome
                return 0.0
            return SLOT_COST * min(1.0, len(circles) / max(1, left))
        return -TEMPO_BONUS

    # -- choice -------------------------------------------------------

    def evaluate(self, game: Game, state: State, seat: int,
                 moves: list[str] | None = None) -> list[tuple[float, str]]:
        """Each Shape and Object ``seat`` may draw (``moves``: the legal
        moves when already listed) with its value."""
        if moves is None:
            moves = game.fast_moves(state, seat)
        sheet = state["sheets"][seat]
        board = Board.from_sheet(sheet)
        base = sheet_score(state["cards"], sheet)["total"]
        colour = state["markers"][state["table"].index(seat)]
        slot = self._slot_cost(game, state, seat) * self.slot_scale
        scored: list[tuple[float, str]] = []
        near = None
        for text in moves:
            if text in ("pass", "star"):
                continue
            parts = text.split()
            if parts[0] == "shape":
                face = parts[1] if len(parts) == 4 else state["dice"]["shape"]
                anchor, number = INDEX[parts[-2]], int(parts[-1])
                cells = PLACEMENT_AT[face][(number, anchor)]
                if near is None:
                    near = self._near(board, colour)
                value = self._shape_value(board, cells, colour, near)
            else:
                kind, cell = parts[0], parts[1]
                after = {
                    **sheet,
                    "objects": sheet["objects"]
                    + [{"cell": cell, "type": kind, "colour": colour, "score": 0}],
                }
                points, _ = object_score(board, INDEX[cell], kind)
                after["objects"][-1]["score"] = points
                value = sheet_score(state["cards"], after)["total"] - base - slot
            scored.append((value, text))
        return scored

    def choose(self, game: Game, state: State, seat: int) -> str:
        if game.info.key != "townies":  # it reads Townies sheet scores
            raise TypeError(f"The Townies computer player cannot play {type(game).__name__}.")
        notations = game.fast_moves(state, seat)
        if len(notations) == 1:
            return notations[0]
        scored = self.evaluate(game, state, seat, notations)
        best_value = max((v for v, _ in scored), default=None)
        if "star" in notations:
            after = game.fast_apply(state, seat, "star")
            if spends_star(state, self.evaluate(game, after, seat), best_value):
                return "star"
        if best_value is None:  # nothing scored
            return "pass" if "pass" in notations else notations[0]
        if "pass" in notations and best_value < -SLOT_COST - TEMPO_BONUS:
            return "pass"
        top = [t for v, t in scored if v >= best_value - 1e-9]
        return top[self.rng.randrange(len(top))]

    def ranked(self, game: Game, state: State, seat: int) -> list[tuple[str, float]]:
        """The choice first, then every Shape and Object by its value (the
        star and the pass, which it does not value, last)."""
        moves = game.fast_moves(state, seat)
        if not moves:
            return []
        choice = self.choose(game, state, seat)
        return ranked_by(choice, moves, {text: value for value, text in self.evaluate(game, state, seat, moves)})


# -- the play-out player ----------------------------------------------------

# Each face's placements as (bit mask of its cells, orientation, anchor, cells):
# a placement is open when its mask misses every filled space's bit.
_MASKED: dict[str, list[tuple[int, str, int, int, tuple]]] = {
    face: [(sum(1 << c for c in cells), face, number, anchor, cells) for number, anchor, cells in placements]
    for face, placements in PLACEMENTS.items()
}
_EVERY_FACE = [placement for face in BLACK_DIE for placement in _MASKED[face]]
_INDIVIDUAL_CHART = {key: INDIVIDUAL[key]["chart"] for key in ("specialization", "standardization")}


class PlayoutPlayer(GreedyPlayer):
    """The player of a search's play-outs: the greedy player's valuation
    made cheap. It reads the state directly instead of listing every legal
    move, values every Object spot with an incremental score (the Object's
    points, the Individual Goals' change worked out around its space, the
    Additional Goal counted again) and only ``samples`` of the open Shape
    placements (``solo_samples`` alone), drawn at random; a star is crossed out when the best
    drawings it opens beat the best without it by the greedy player's
    margin."""

    name = "playout"
    samples = 20  # Shape placements valued a decision
    solo_samples = 40  # alone (more Shapes to draw, fewer decisions): 20 lost about 3 points a game

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        # the many draws of Shape placements come from a cheaper generator, seeded from the player's
        self.draw = random.Random(self.rng.next64()).random

    def choose(self, game: Game, state: State, seat: int) -> str:
        turn = state["turn"][seat]
        sheet = state["sheets"][seat]
        board = Board.from_sheet(sheet)
        marker = marker_of(state, seat)
        filled = filled_mask(board)
        around = _around(board)
        plain = self._options(state, seat, board, marker, filled, around, turn)
        best = max((v for v, _ in plain), default=None)
        if O.can_spend(state, seat, board, turn):
            funded = self._options(state, seat, board, marker, filled, around, dict(turn, star=True))
            if spends_star(state, funded, best):
                return "star"
        if best is None:
            return "pass"
        if turn["star"] and (turn["shape"] or turn["object"]) and best < -SLOT_COST - TEMPO_BONUS:
            return "pass"
        top = [t for v, t in plain if v >= best - 1e-9]
        return top[self.rng.randrange(len(top))] if len(top) > 1 else top[0]

    def _options(self, state: State, seat: int, board: Board, marker: str, filled: int,
                 around: dict[int, dict[str | None, int]], turn: dict) -> list[tuple[float, str]]:
        """The valued drawings open to ``seat`` this ``turn``: every Object,
        a sample of the Shapes."""
        scored: list[tuple[float, str]] = []
        self._objects(state, seat, board, marker, around, turn, scored)
        self._shapes(state, board, marker, filled, around, turn, scored)
        return scored

    def _objects(self, state: State, seat: int, board: Board, marker: str,
                 near: dict[int, dict[str | None, int]], turn: dict, scored: list[tuple[float, str]]) -> None:
        """Every Object open to ``seat`` (``near``: ``_around(board)``), valued:
        each is drawn on ``board`` (its lists, ``Board.from_sheet``'s), scored
        and rubbed out again."""
        colour, kinds = cast(list, board.colour), cast(list, board.kind)
        if not near or turn["object"] or (turn["shape"] and not turn["star"]):
            return
        sheet = state["sheets"][seat]
        cards = state["cards"]
        start = sheet["start"]
        individual = bool(cards.get("individual"))
        goal = cards.get("goal")
        special = count_specialization(board, start) if individual else 0
        pair = INDIVIDUAL["standardization"]["pairs"][start]
        standard = count_standardization(board, pair) if individual else 0
        extra = ADDITIONAL_COUNT[goal] if goal else None
        chart = ADDITIONAL[goal]["chart"] if goal else None
        extra_before = chart_points(chart, extra(board)) if extra and chart else 0
        if goal == "routes":  # only the new Object and the unjoined ones of its colour may join an edge
            joined = [o for o in board.objects() if routed(board, o)]
            unjoined = [o for o in board.objects() if colour[o] == marker and o not in joined]
            extra = None
        bonus = cards.get("bonus")
        star_points = BONUSES[bonus]["points"] if bonus and not BONUSES[bonus]["spend"] else 0
        slot = self._slot_cost(None, state, seat) * self.slot_scale
        for kind in O.open_kinds(state, seat, turn):
            need = OBJECT_COLOUR[kind]
            for i, around in near.items():
                if need not in around:
                    continue
                value = object_score(board, i, kind)[0] - slot
                if i in STARS:
                    value += star_points
                colour[i], kinds[i] = marker, kind
                if individual:
                    value += (chart_points(_INDIVIDUAL_CHART["specialization"],
                                           special + _surrounded_gain(board, i, start))
                              - chart_points(_INDIVIDUAL_CHART["specialization"], special))
                    value += (chart_points(_INDIVIDUAL_CHART["standardization"],
                                           standard + _standard_gain(board, i, pair))
                              - chart_points(_INDIVIDUAL_CHART["standardization"], standard))
                if extra and chart:
                    value += chart_points(chart, extra(board)) - extra_before
                elif goal == "routes" and chart:
                    count = len(joined)
                    if around.get(marker):  # else nothing of its colour touches it: no route through it
                        count += routed(board, i) + sum(1 for o in unjoined if routed(board, o))
                    value += chart_points(chart, count) - extra_before
                colour[i] = kinds[i] = None
                scored.append((value, f"{kind} {LABELS[i]}"))

    def _shapes(self, state: State, board: Board, marker: str, filled: int,
                around: dict[int, dict[str | None, int]], turn: dict, scored: list[tuple[float, str]]) -> None:
        """``samples`` of the Shape placements open this ``turn`` (all when
        fewer), drawn at random, valued."""
        if turn["shape"] or (turn["object"] and not turn["star"]):
            return
        if len(state["players"]) == 1 and not free_circles(state["sheets"][0]):
            return
        rolled = state["dice"]["shape"]
        pool = _EVERY_FACE if turn["star"] and O.bonus_card(state) == "zoning" else _MASKED[rolled]
        samples = self.samples if len(state["players"]) > 1 else self.solo_samples
        draw, size = self.draw, len(pool)
        picked: dict[int, tuple[int, str, int, int, tuple]] = {}
        for _ in range(3 * samples):  # while most placements are open, a few draws find enough
            k = int(draw() * size)
            if not pool[k][0] & filled:
                picked[k] = pool[k]
                if len(picked) == samples:
                    break
        if len(picked) == samples:
            open_ = list(picked.values())
        else:
            open_ = [placement for placement in pool if not placement[0] & filled]
            if not open_:
                return
            if len(open_) > samples:  # the first ``samples`` of a shuffle (partial Fisher-Yates)
                last = len(open_) - 1
                for k in range(samples):
                    j = k + int(draw() * (last - k + 1))
                    open_[k], open_[j] = open_[j], open_[k]
                del open_[samples:]
        spot = [0] * N_CELLS
        alike = [0] * N_CELLS
        for e, counts in around.items():
            spot[e] = max((v for k, v in counts.items() if k is not None), default=0)
            alike[e] = counts.get(marker, 0)
        near = (spot, alike)
        for _mask, face, number, anchor, cells in open_:
            word = "" if face == rolled else f"{face} "
            scored.append((self._shape_value(board, cells, marker, near), f"shape {word}{LABELS[anchor]} {number}"))


def _around(board: Board) -> dict[int, dict[str | None, int]]:
    """Each empty space next to a drawn one: how many of its neighbours are of
    each colour, and (key None) how many are Objects."""
    colour, kinds = board.colour, board.kind
    found: dict[int, dict[str | None, int]] = {}
    for c in range(N_CELLS):
        col = colour[c]
        if col is None:
            continue
        obj = kinds[c] is not None
        for n in NEIGHBOURS[c]:
            if colour[n] is None:
                counts = found.get(n)
                if counts is None:
                    counts = found[n] = {}
                counts[col] = counts.get(col, 0) + 1
                if obj:
                    counts[None] = counts.get(None, 0) + 1
    return found


def _surrounded_gain(board: Board, i: int, start: str) -> int:
    """How many more spaces of ``start`` are surrounded now that ``i`` (just
    filled on ``board``) is."""
    colour = board.colour
    gain = 0
    for c in (i, *NEIGHBOURS[i]):  # each was next to the empty i before (or i itself): none was surrounded
        if colour[c] == start and not EDGE[c] and all(colour[n] is not None for n in NEIGHBOURS[c]):
            gain += 1
    return gain


def _standard_gain(board: Board, i: int, pair: list[str]) -> int:
    """How many more Objects are next to both colours of ``pair`` now that the
    Object at ``i`` (just drawn on ``board``) is there."""
    a, b = pair
    colour, kinds = board.colour, board.kind
    gain = 0
    for c in (i, *NEIGHBOURS[i]):
        if kinds[c] is None:
            continue
        cols = {colour[n] for n in NEIGHBOURS[c]}
        if a in cols and b in cols:
            if c == i:
                gain += 1
            else:
                before = {colour[n] for n in NEIGHBOURS[c] if n != i}
                if not (a in before and b in before):
                    gain += 1
    return gain


def playout_player(seed: int = 0) -> PlayoutPlayer:
    """The player of a search's play-outs (rules/levels.py)."""
    return PlayoutPlayer(seed)
