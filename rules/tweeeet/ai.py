"""A computer player for Tweeeet that plans its energy to reach the nest.

It looks only at what its seat may know (the visible rows, its own energy,
the public birds), never at the pile order.

For every legal destination it estimates the energy it will end with:

* a nest: the energy left after the flight, final;
* a food space: energy after paying and eating, minus the flight still needed
  to the nest row (one space per row at best), plus the expected net gain of
  the food on the way (a small credit per row), and a heavy penalty when the
  bird could not afford any food from there on the board as it will be.

It takes the nest as soon as that beats every estimate for flying on.
"""

from __future__ import annotations

from rules.base import ComputerPlayer, Game, Rng, State, ranked_by

from .board import (
    NEST_ROW,
    Board,
    count_within,
    destinations,
    energy,
    label,
    parse_label,
    upgrade,
)

ROW_CREDIT = 0.55  # expected net energy per row still to fly (food found on the way)
STRANDED = 100.0  # penalty for landing where nothing is affordable next turn


class PlannerPlayer(ComputerPlayer):
    name = "planner"

    def __init__(self, seed: int = 0):
        self.rng = Rng.from_seed(seed)

    def evaluate(self, game: Game, state: State, seat: int) -> list[tuple[float, str]]:
        state = upgrade(state)
        board = Board(state)
        e = energy(state, seat)
        dests = {p: c for p, c in destinations(state, seat, board).items() if c <= e}
        scored = []
        for pos, cost in dests.items():
            food = board.food(pos)
            if not food:
                value = e - cost + 0.5  # a bird in the nest is safe
            else:
                after = e - cost + food
                rows_left = NEST_ROW - pos[0]
                value = after - rows_left * (1 - ROW_CREDIT)
                value -= self._danger(state, seat, board, pos, after)
            scored.append((value, label(*pos)))
        scored.sort(key=lambda vl: (-vl[0], vl[1]))
        return scored

    def _danger(self, state: State, seat: int, board: Board, pos, after: int) -> float:
        """Penalty when from ``pos`` (food eaten) no food or nest would be
        affordable on the board as it stands."""
        # The bird at ``pos`` with its food eaten: ``pos`` is where the search
        # starts and is never entered again, and the bird never blocks itself,
        # so the board as it stands gives the same costs.
        # Only the costs up to ``after`` matter below: the search stops there.
        nxt = destinations(state, seat, board, start=pos, limit=after)
        cheap = sum(1 for c in nxt.values() if c <= after)
        if not cheap:
            # the board may grow to the north; a bird far ahead gets new tiles
            return STRANDED
        return 1.5 if cheap == 1 else 0.0

    def ranked(self, game: Game, state: State, seat: int) -> list[tuple[str, float]]:
        """The choice first, then every flight by its value."""
        moves = game.fast_moves(state, seat)
        if not moves:
            return []
        choice = self.choose(game, state, seat)
        return ranked_by(choice, moves, {text: value for value, text in self.evaluate(game, state, seat)})

    def choose(self, game: Game, state: State, seat: int) -> str:
        """The best flight by ``evaluate``'s values, ties drawn at random,
        found without working out every danger: a flight's value without
        its danger (never negative) bounds it, so the flights are taken
        best bound first and the danger of those that can no longer win is
        never looked at (the same choice, a fraction of the path searches)."""
        state = upgrade(state)
        board = Board(state)
        e = energy(state, seat)
        bounds: list[tuple[float, str, tuple[int, int], int]] = []
        for pos, cost in destinations(state, seat, board, limit=e).items():
            if cost > e:
                continue
            food = board.food(pos)
            if not food:
                bounds.append((e - cost + 0.5, label(*pos), pos, -1))
            else:
                after = e - cost + food
                bounds.append((after - (NEST_ROW - pos[0]) * (1 - ROW_CREDIT), label(*pos), pos, after))
        if not bounds:
            return game.fast_moves(state, seat)[0]
        bounds.sort(key=lambda b: -b[0])
        best = bounds[0][0] - STRANDED - 1.0
        scored = []
        for bound, text, pos, after in bounds:
            if bound < best - 1e-9:
                break
            value = bound
            if after >= 0:
                value -= _danger_of(state, seat, board, pos, after)
            scored.append((value, text))
            best = max(best, value)
        scored.sort(key=lambda vl: (-vl[0], vl[1]))
        top = [lab for v, lab in scored if v >= best - 1e-9]
        return self.rng.choice(top)


def _danger_of(state: State, seat: int, board: Board, start: tuple[int, int], limit: int) -> float:
    """``PlannerPlayer._danger`` by a search that stops at the second
    affordable food or nest: the penalty when none (STRANDED) or one
    (1.5) costs at most ``limit`` from ``start``."""
    cheap = count_within(state, seat, board, limit, 2, start=start)
    return STRANDED if cheap == 0 else 1.5 if cheap == 1 else 0.0


def playout_player(seed: int = 0) -> PlannerPlayer:
    """The player of a search's play-outs (rules/levels.py): the planner,
    whose choice (bounded, see ``PlannerPlayer.choose``) is already cheap."""
    return PlannerPlayer(seed)

__all__ = ["PlannerPlayer", "parse_label"]
