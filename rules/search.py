"""The ``hard`` computer player: Information-Set Monte Carlo Tree Search
(single observer, Cowling, Powley and Whitehouse 2012) over the rules
contract, one implementation for every game.

Each iteration re-deals what the searching seat cannot see
(``Game.determinize``), walks the tree choosing moves by UCB among those
available in that determinization (counting availability, as ISMCTS does),
adds one node, plays the game out with the game's ``normal`` player (with
a share of random moves), and backs up each seat's reward: its rank (win or
loss in a two-player game) and a small score-margin term; alone at the
table, its score. Seats that decide at the same time (a simultaneous round)
each choose from their own statistics at the node, so none sees the
others' hidden choice ("decoupled" selection); the tree's edge is the
round's joint choice, applied in seat order. With ``modelled`` opponents
the other seats' moves on the way down are the ranking player's choices
instead (the tree holds the searching seat's own moves only: an open-loop
tree over its decisions, the other seats played as the game's ``normal``
player would play them).

A game may ask instead for a flat search over a few candidates
(``candidates``): the favourite's choice and the next best moves by the
favourite's ranking, each played out on every determinization, the
same deals for all (common random numbers: their difference is the
move's, not the deal's), the best mean reward played. No tree: where a
game's decisions are many and alike (BITS: a drop after a drop, the
round's value known only at its end), sharing the deals tells the moves
apart in far fewer play-outs than a tree that deals afresh at every
iteration.

The search only ever looks at determinizations, never at the state it is
given: what its seat may not see stays unseen. Its budget is a number of
iterations (repeatable for a given seed), CPU seconds
(``time.process_time``, checked between play-out steps; it stops when one
more step as slow as the slowest so far would pass the deadline, so that
it is kept within a few per cent), or both; a decision with one legal move is
answered at once. Pure: no I/O, imports only ``rules``.
"""

from __future__ import annotations

import gc
import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.base import ComputerPlayer, Game, Rng, State, normalise

EXPLORATION = 0.7  # UCB's exploration constant (rewards lie in [0, 1])
# The share of play-out decisions taken at random instead of by the play-out
# player: none (at 1 s, Townies hard vs normal won 55% without and 50% with
# 5%, n=20 each, 2026-12-02: a random Shape or Object only adds noise).
EPSILON = 0.0
MARGIN = 0.2  # the weight of the score margin beside the rank in a reward
# The normal player's own choice is tried first and counts, when the search
# ends, as if it had been visited this share of the iterations more (plus
# one): a search too short to tell moves apart plays what ``normal`` would.
# Only the "plus one" now (a tie goes to ``normal``'s choice): at 0.2 the
# search rarely overruled ``normal`` (Townies hard vs normal at 1 s: 35% with
# 0.2, 50% with 0, n=20 each, 2026-12-02).
PRIOR = 0.0
# Progressive widening: a seat deciding at a node where it has made ``n``
# visits chooses among the best ``1 + WIDEN * sqrt(n)`` of the moves the
# rollout player ranks there (``ComputerPlayer.ranked``), so that a short
# search spends its play-outs on the moves worth comparing.
WIDEN = 1.0


@dataclass(frozen=True)
class Budget:
    """What one decision may cost: ``seconds`` of CPU time and/or
    ``iterations`` of the search (the first reached ends it). Iterations
    alone make the search repeatable for a given seed."""

    seconds: float | None = 1.0
    iterations: int | None = None

    def __post_init__(self) -> None:
        if self.seconds is None and self.iterations is None:
            raise ValueError("A search budget needs seconds, iterations or both.")
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError("A search budget's seconds must be more than 0.")
        if self.iterations is not None and self.iterations < 1:
            raise ValueError("A search budget's iterations must be at least 1.")


class _Out(Exception):
    """The budget ran out in the middle of a play-out."""


class _Node:
    """A node of the tree: for each seat deciding here, the statistics of
    each move it was offered (visits, reward sum, availability), and the
    children by joint choice."""

    __slots__ = ("arms", "children", "order", "visits")

    def __init__(self) -> None:
        self.arms: dict[int, dict[str, list[float]]] = {}
        self.children: dict[tuple[tuple[int, str], ...], _Node] = {}
        self.order: dict[int, dict[str, int]] = {}  # each seat's moves by the rollout player's rank
        self.visits: dict[int, int] = {}  # each seat's visits here


class SearchPlayer(ComputerPlayer):
    """ISMCTS with ``rollout`` (the game's ``normal`` player) for play-outs."""

    name = "hard"

    def __init__(self, rollout: ComputerPlayer, seed: int = 0, budget: Budget | None = None, *,
                 exploration: float = EXPLORATION, epsilon: float = EPSILON, depth: int | None = None,
                 widen: float | None = WIDEN, timer: Callable[[], float] = time.process_time,
                 playout: ComputerPlayer | None = None, modelled: bool = True, prior: float | None = None,
                 favourite: ComputerPlayer | None = None, candidates: int | None = None):
        """``playout``: the player of the play-outs (None: ``rollout``,
        which also ranks the moves and plays the other seats in the tree; a
        cheaper one buys more play-outs); ``depth``: play-outs stop after that many decisions and are
        scored as the position stands (None: to the end of the game);
        ``widen``: progressive widening's factor (None: every move at once);
        ``timer`` is read for a budget in seconds; ``modelled``: the
        other seats' moves in the tree are the ranking player's choices
        (the tree holds only the searching seat's own moves) rather than
        searched for each of them (measured at 1 s, Townies hard vs normal:
        75% modelled, 55% searched; Tweeeet 78% and 82%; n=20 each,
        2026-12-02); ``prior``: the favourite's bonus as a share of the
        iterations (None: ``PRIOR``; a game whose play-outs cannot yet tell
        its moves apart trusts its ``normal`` player more); ``favourite``:
        the player whose choice at the root is the favourite (None:
        ``rollout``; a game may name a slower, stronger one, asked once a
        decision); ``candidates``: a flat search over that many moves,
        the favourite's best ranked (``ComputerPlayer.ranked``), instead of
        a tree; an iteration is then one deal, played out from every
        candidate."""
        if candidates is not None and candidates < 2:
            raise ValueError("A flat search needs at least 2 candidates.")
        self.rollout = rollout
        self.playout = playout or rollout
        self.favourite = favourite or rollout
        self.rng = Rng.from_seed(f"search{seed}")
        self.budget = budget or Budget()
        self.exploration = exploration
        self.epsilon = epsilon
        self.depth = depth
        self.widen = widen
        self.timer = timer
        self.modelled = modelled
        self.prior = PRIOR if prior is None else prior
        self.candidates = candidates
        self.iterations = 0  # of the last decision (for the benchmark)

    def choose(self, game: Game, state: State, seat: int) -> str:
        """The searched decision. Python's cycle collector is paused while
        it searches: nothing a search builds holds a reference cycle (its
        states, tree and caches are freed as they are dropped), and a full
        collection among the players' caches took 40-110 ms in BITS, enough
        to overrun a budget by 15% when it fell on the last step
        (2026-12-02). The collector is left as it was found."""
        collecting = gc.isenabled()
        if collecting:
            gc.disable()
        try:
            return _Search(self, game, state, seat).run()
        finally:
            if collecting:
                gc.enable()


class _Search:
    """One decision's search."""

    def __init__(self, player: SearchPlayer, game: Game, state: State, seat: int):
        self.player, self.game, self.state, self.seat = player, game, state, seat
        self.rng = player.rng
        self.root = _Node()
        self.favourite: str | None = None  # the favourite player's choice at the root
        self.start: State = {}  # the first determinization, set by run (play-outs stop at its horizon)
        self.low = math.inf  # the scores seen, to scale a solo player's reward
        self.high = -math.inf
        self.gaps = 0.0  # the sum and count of the score gaps seen, to scale a margin
        self.counted = 0
        budget = player.budget
        self.read = player.timer()
        self.deadline = None if budget.seconds is None else self.read + budget.seconds
        self.slowest = 0.0  # the longest time between two reads of the timer: a step's cost

    def out_of_time(self) -> bool:
        """Whether the budget is spent, or would be by one more step as slow
        as the slowest seen so far (one play-out step of a game whose
        rollout player looks ahead, or the ranking at a new node, may take
        a tenth of a budget: waiting for the deadline to pass would overrun it)."""
        if self.deadline is None:
            return False
        now = self.player.timer()
        self.slowest = max(self.slowest, now - self.read)
        self.read = now
        return now + self.slowest >= self.deadline

    def run(self) -> str:
        player, game = self.player, self.game
        first = game.determinize(self.state, self.seat, self.rng)
        moves = game.fast_moves(first, self.seat)
        if not moves:
            raise ValueError(f"Seat {self.seat} has no move to search for.")
        if len(moves) == 1:
            player.iterations = 0
            return moves[0]
        self.start = first
        if player.candidates is not None:
            return self.run_flat(first, moves)
        chosen = normalise(player.favourite.choose(game, first, self.seat))
        self.favourite = next((m for m in moves if normalise(m) == chosen), None)
        limit = player.budget.iterations
        done = 0
        world: State | None = first
        while limit is None or done < limit:
            if done and self.out_of_time():
                break
            if world is None:
                world = game.determinize(self.state, self.seat, self.rng)
            finished = self.iterate(world)
            world = None
            done += 1
            if not finished:
                break
        player.iterations = done
        arms = self.root.arms.get(self.seat, {})
        bonus = player.prior * done + 1

        def merit(move: str) -> tuple[float, float]:
            visits, total = (arms[move][0], arms[move][1]) if move in arms else (-1.0, 0.0)
            return (visits + (bonus if move == self.favourite else 0.0), total)

        return max(moves, key=merit)

    def run_flat(self, first: State, moves: list[str]) -> str:
        """The flat search: the favourite's ``candidates`` best ranked
        moves (its choice first; moves it did not rank after the ranked
        ones, in ``moves``' order), each played out on each deal; a deal cut
        short by the budget is dropped whole (every candidate is judged on
        the same deals). Rewards are worked out once the deals are done,
        on the scale they then show. The best mean reward is played (a
        tie, or no deal played: the earlier ranked, the favourite first)."""
        player, game, seat = self.player, self.game, self.seat
        by_name = {normalise(move): move for move in moves}
        pool: list[str] = []
        ranked = [move for move, _weight in player.favourite.ranked(game, first, seat)]
        for move in ranked + moves:  # moves it did not rank come after, in ``moves``' order
            found = by_name.get(normalise(move))
            if found is not None and found not in pool:
                pool.append(found)
                if len(pool) == player.candidates:
                    break
        ends: list[list[tuple[dict[int, int], dict[int, float]]]] = [[] for _ in pool]
        limit = player.budget.iterations
        deals = 0
        world: State | None = first
        while limit is None or deals < limit:
            if deals and self.out_of_time():
                break
            if world is None:
                world = game.determinize(self.state, seat, self.rng)
            dealt: list[tuple[int, tuple[dict[int, int], dict[int, float]]]] = []
            try:
                for i, move in enumerate(pool):
                    state = self.play_out(game.fast_apply(world, seat, move))
                    dealt.append((i, outcome(game, state)))
            except _Out:
                break
            for i, end in dealt:
                self.scale(end[1])
                ends[i].append(end)
            deals += 1
            world = None
        player.iterations = deals
        if not deals:
            return pool[0]
        means = [sum(self.reward(seat, *end) for end in found) / deals for found in ends]
        return pool[max(range(len(pool)), key=lambda i: (means[i], -i))]

    def iterate(self, state: State) -> bool:
        """One iteration on a determinization; False when the budget ran out
        during it (its result is backed up all the same)."""
        game = self.game
        node = self.root
        path: list[tuple[_Node, list[tuple[int, str]]]] = []
        grown = False
        while not grown and not game.is_over(state):
            joint: list[tuple[int, str]] = []
            moved = False
            for seat in sorted(game.to_act(state)):
                if moved and seat not in game.to_act(state):
                    continue
                if self.player.modelled and seat != self.seat:
                    state = game.fast_apply(state, seat, self.player.rollout.choose(game, state, seat))
                    moved = True
                    continue
                moves = game.fast_moves(state, seat)
                if not moves:
                    continue
                move = self.select(node, seat, moves, state)
                state = game.fast_apply(state, seat, move)
                joint.append((seat, move))
                moved = True
            if not joint:
                if moved:
                    continue  # only modelled seats moved: the tree waits for the searching seat
                break
            path.append((node, joint))
            key = tuple(joint)
            child = node.children.get(key)
            if child is None:
                child = node.children[key] = _Node()
                grown = True
            node = child
        finished = True
        try:
            state = self.play_out(state)
        except _Out as out:
            state, finished = out.args[0], False
        rewards = self.rewards(state)
        for at, joint in path:
            for seat, move in joint:
                arm = at.arms[seat][move]
                arm[0] += 1
                arm[1] += rewards.get(seat, 0.0)
                at.visits[seat] = at.visits.get(seat, 0) + 1
        return finished

    def select(self, node: _Node, seat: int, moves: list[str], state: State) -> str:
        """UCB over the moves available in this determinization (the best
        ranked of them, widening with the visits); a move never tried here
        first (the best ranked, or at random without widening)."""
        arms = node.arms.setdefault(seat, {})
        if self.player.widen is not None:
            moves = self.widened(node, seat, moves, state)
        fresh = []
        for move in moves:
            arm = arms.get(move)
            if arm is None:
                arm = arms[move] = [0.0, 0.0, 0.0]
            arm[2] += 1
            if arm[0] == 0:
                fresh.append(move)
        if fresh:
            if node is self.root and seat == self.seat and self.favourite in fresh:
                return self.favourite
            if self.player.widen is not None or len(fresh) == 1:
                return fresh[0]
            return fresh[self.rng.randrange(len(fresh))]
        c = self.player.exploration

        def ucb(move: str) -> float:
            visits, total, available = arms[move]
            return total / visits + c * math.sqrt(math.log(available) / visits)

        return max(moves, key=ucb)

    def widened(self, node: _Node, seat: int, moves: list[str], state: State) -> list[str]:
        """The best ranked of ``moves`` that ``seat`` may choose among at
        ``node``: one at first, more as its visits grow. The ranking is the
        rollout player's in the first determinization to reach the node (a
        move it did not rank comes after, in ``moves``' order)."""
        order = node.order.get(seat)
        if order is None:
            ranked = self.player.rollout.ranked(self.game, state, seat)
            order = node.order[seat] = {move: i for i, (move, _) in enumerate(ranked)}
        width = 1 + int(float(self.player.widen or 0.0) * math.sqrt(node.visits.get(seat, 0)))
        if width >= len(moves):
            return moves
        last = len(order)
        return sorted(moves, key=lambda move: order.get(move, last))[:width]

    def play_out(self, state: State) -> State:
        """The game played on with the play-out player (a share ``epsilon`` of
        random moves) to its end, ``depth`` decisions, or the game's
        horizon for the searched decision (``Game.playout_horizon``: BITS
        stops at the end of the round)."""
        game, player, rng = self.game, self.player, self.rng
        steps = 0
        threshold = int(player.epsilon * 1_000_000)
        while not game.is_over(state):
            if player.depth is not None and steps >= player.depth:
                break
            if game.playout_horizon(self.start, state):
                break
            if self.out_of_time():
                raise _Out(state)
            acting = game.to_act(state)
            if not acting:
                break
            seat = min(acting)
            if rng.randrange(1_000_000) < threshold:
                moves = game.fast_moves(state, seat)
                move = moves[rng.randrange(len(moves))]
            else:
                move = player.playout.choose(game, state, seat)
            state = game.fast_apply(state, seat, move)
            steps += 1
        return state

    def rewards(self, state: State) -> dict[int, float]:
        """Each seat's reward in [0, 1] for how ``state`` ends (or stands):
        its rank, and a share ``MARGIN`` for its score's gap to the best
        other seat, scaled by the mean size of the gaps this search has
        seen (a tanh: a margin weighs alike in games of small and of large
        scores, and a few play-outs can tell a close win from a rout);
        alone, its score scaled by the scores seen so far."""
        ranks, scores = outcome(self.game, state)
        self.scale(scores)
        return {seat: self.reward(seat, ranks, scores) for seat in scores}

    def scale(self, scores: dict[int, float]) -> None:
        """Counts an outcome in the scale of the rewards: the lowest and
        highest score alone, the mean size of the gaps with others."""
        if len(scores) == 1:
            (score,) = scores.values()
            self.low, self.high = min(self.low, score), max(self.high, score)
            return
        for seat, score in scores.items():
            self.gaps += abs(score - max(v for s, v in scores.items() if s != seat))
        self.counted += len(scores)

    def reward(self, seat: int, ranks: dict[int, int], scores: dict[int, float]) -> float:
        """``seat``'s reward for an outcome on the scale counted so far."""
        n = len(scores)
        if n == 1:
            spread = self.high - self.low
            return 0.5 if spread == 0 else (scores[seat] - self.low) / spread
        gap = scores[seat] - max(v for s, v in scores.items() if s != seat)
        scale = max(1.0, self.gaps / self.counted)
        rank_term = (n - ranks[seat]) / (n - 1)
        return (1 - MARGIN) * rank_term + MARGIN * (1 + math.tanh(gap / scale)) / 2


def outcome(game: Game, state: State) -> tuple[dict[int, int], dict[int, float]]:
    """Each seat's rank (1 best) and score: the standings of a finished game,
    else the scores as they stand (a seat's ``total``, or the sum of its
    categories) ranked by themselves."""
    if game.is_over(state):
        standings = game.standings(state)
        return {s.seat: s.rank for s in standings}, {s.seat: float(s.score) for s in standings}
    scores = {seat: _total(row) for seat, row in game.scores(state).items()}
    ranks = {seat: 1 + sum(1 for v in scores.values() if v > score) for seat, score in scores.items()}
    return ranks, scores


def _total(row: dict[str, Any]) -> float:
    if "total" in row:
        return float(row["total"])
    return float(sum(v for v in row.values() if isinstance(v, int | float)))
