"""The BITS computer player: a greedy builder that scores every legal drop by
the task cards in play, plus a little judgement about what can still grow.

For each drop it evaluates the board the drop leaves:

* the points the task cards in play would give now;
* promise: a block smaller than a wanted shape that can still grow (it has an
  empty square beside it that a tile can still reach) is worth a fraction of
  the shape's points, and a block about to be penalised that can still grow
  away from the penalty is worth a little;
* waste: squares buried under an overhang can never be filled, which leaves
  fewer drops to build with, so each costs a little.

The neutral tile (once a round) is used when it beats the best coloured drop
by a clear margin, or late in the round when it still helps at all.
"""

from __future__ import annotations

from rules.base import ComputerPlayer, Game, IllegalMove, Rng, State

from . import board as B

_WANTED_SIZES_CACHE: dict[tuple[str, ...], list] = {}


def _wanted(tasks: tuple[str, ...]) -> list[tuple[int, str | None, float]]:
    """(size, colour or None, points) of every positive shape in play."""
    if tasks not in _WANTED_SIZES_CACHE:
        wanted = []
        for cid in tasks:
            card = B.TASK_CARDS[cid]
            if card["points"] > 0:
                wanted.append((len(card["shape"]), card["colour"], float(card["points"])))
            if card.get("other_fours"):
                wanted.append((4, None, float(card["other_fours"])))
        _WANTED_SIZES_CACHE[tasks] = wanted
    return _WANTED_SIZES_CACHE[tasks]


def evaluate(grid: list, tasks: tuple[str, ...]) -> float:
    """How good this board is for these task cards (higher is better)."""
    found = B.blocks(grid)
    value = float(sum(B.score_card(cid, found) for cid in tasks))
    h = B.heights(grid)
    # squares that a tile can still reach: empty and at or above the column height
    reachable = set()
    for col in range(B.SIZE):
        for row in range(h[col], B.SIZE):
            reachable.add((col, row))
    buried = sum(1 for i, v in enumerate(grid) if v is None) - len(reachable)
    value -= 0.15 * buried
    wanted = _wanted(tasks)
    for colour, cells in found:
        size = len(cells)
        open_sides = 0
        for c, r in cells:
            for dc, dr in ((1, 0), (-1, 0), (0, 1)):
                if (c + dc, r + dr) in reachable:
                    open_sides += 1
                    break
        if not open_sides:
            continue
        for wsize, wcolour, pts in wanted:
            if size < wsize and (wcolour is None or wcolour == colour):
                value += pts * 0.35 * size / wsize
        # a block that scores a penalty now but could still grow out of it
        for cid in tasks:
            card = B.TASK_CARDS[cid]
            if card["points"] < 0 and size == len(card["shape"]):
                value += 0.4
    return value


class BitsComputer(ComputerPlayer):
    name = "builder"

    def __init__(self, seed: int = 0):
        self.rng = Rng.from_seed(seed)

    def choose(self, game: Game, state: State, seat: int) -> str:
        drops = game._drops(state, seat)  # (notation, move, cells, tile, neutral)
        if not drops:
            raise IllegalMove("There is no legal move to choose from.")
        base = B.grid_from_tiles(state["boards"][seat]["tiles"])
        tasks = tuple(state["tasks"])
        best = {False: (None, -1e9), True: (None, -1e9)}
        for notation, _move, cells, tile, neutral in drops:
            grid = list(base)
            for (c, r), colour in zip(cells, B.TILES[tile]):
                grid[r * B.SIZE + c] = colour
            value = evaluate(grid, tasks) + self.rng.randrange(1000) * 1e-6
            if value > best[neutral][1]:
                best[neutral] = (notation, value)
        plain, plain_value = best[False]
        neutral, neutral_value = best[True]
        if neutral is not None:
            empty = sum(1 for v in base if v is None)
            gain = neutral_value - plain_value
            if gain >= 1.5 or (gain > 0.3 and empty <= 8):
                return neutral
        return plain
