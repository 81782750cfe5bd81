"""The Townies computer player: greedy on immediate points and goal progress.

Objects are valued by how much they raise the sheet's score now (Object points,
Stable Soil, Goal charts as they would score today), plus a tempo bonus with
several players (the race to the ninth Object) or minus the worth of the
Object line space they use up in solo play; Shapes by the Object scores they prepare
(empty spaces next to the new Blocks that an Object of that colour could use),
a little compactness (surrounded Blocks, triangles) and a penalty for filling
spaces that were good Object spots.
"""

from __future__ import annotations

from rules.base import ComputerPlayer, Game, Rng, State, ranked_by

from .geometry import (
    EDGE,
    INDEX,
    LINE_LENGTH,
    NEIGHBOURS,
    PLACEMENT_AT,
)
from .scoring import Board, object_score, sheet_score

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

    def _slot_cost(self, game: Game, state: State, seat: int) -> float:
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
            funded = self.evaluate(game, after, seat)
            if funded:
                if state["cards"].get("bonus") == "funding":
                    shapes = [v for v, t in funded if t.startswith("shape")]
                    objects = [v for v, t in funded if not t.startswith("shape")]
                    gain = (max(shapes) if shapes else 0) + (max(objects) if objects else 0)
                else:
                    gain = max(v for v, _ in funded)
                if best_value is None or gain >= best_value + 1.5:
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
