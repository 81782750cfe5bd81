"""Townies' play-out player (issue 32: the cheap player of a search's
play-outs) and the fast step it drives: legal, repeatable, valuing Objects
exactly as the greedy player does and Shapes as it does (a sample of them),
clearly better than random play; the fast step still apply's state, its
input untouched; the placement and Object-spot shortcuts the same answers
as the rules' own checks."""

from __future__ import annotations

import copy
import random

import pytest

from rules.base import RandomPlayer, Rng
from rules.levels import playout_player as levels_playout_player
from rules.search import outcome
from rules.townies import GAME
from rules.townies.ai import GreedyPlayer, PlayoutPlayer, _around, _outside, playout_player
from rules.townies.geometry import BLACK_DIE, N_CELLS, PLACEMENTS, WHITE_DIE, marker_of
from rules.townies.scoring import (
    Board,
    count_routes,
    filled_mask,
    free_circles,
    object_open,
    routed,
    shape_open,
    stuck_forever,
)
from tests.support.faststep import play_checking_the_fast_step

BONUSES = ("funding", "stable-soil", "zoning", "permit")


def states(seed: int, players: int, bonus: str, mover=None):
    """Every decision's (state, seat) of a seeded game (``mover``'s moves,
    random ones when None)."""
    rng = random.Random(seed)
    state = GAME.setup([f"p{i}" for i in range(players)], GAME.info.options({"bonus": bonus}), seed)
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        yield state, seat
        move = mover.choose(GAME, state, seat) if mover else rng.choice(GAME.fast_moves(state, seat))
        state = GAME.fast_apply(state, seat, move)


@pytest.mark.parametrize("bonus", BONUSES)
@pytest.mark.parametrize("players", [1, 2, 3])
def test_the_play_out_player_draws_legal_moves_and_values_objects_as_the_greedy_player(bonus, players):
    seed = 370 + players + 10 * BONUSES.index(bonus)
    player, greedy = playout_player(seed), GreedyPlayer(seed)
    valued = 0
    for state, seat in states(seed, players, bonus, mover=PlayoutPlayer(seed + 1)):
        moves = GAME.fast_moves(state, seat)
        choice = player.choose(GAME, state, seat)
        assert choice in moves
        turn = state["turn"][seat]
        board = Board.from_sheet(state["sheets"][seat])
        mine: list = []
        player._objects(state, seat, board, marker_of(state, seat), _around(board), turn, mine)
        assert board.colour == Board.from_sheet(state["sheets"][seat]).colour  # drawn and rubbed out again
        theirs = {t: v for v, t in greedy.evaluate(GAME, state, seat, moves) if not t.startswith("shape")}
        assert {t: pytest.approx(v) for v, t in mine} == theirs
        valued += len(theirs)
    assert valued > 0


def test_every_shape_it_values_is_open_and_valued_as_the_greedy_player_does():
    greedy = GreedyPlayer(1)
    for samples in (5, 1000):  # a sample; every placement
        player = PlayoutPlayer(2)
        player.samples = samples
        for state, seat in states(11, 2, "zoning"):
            moves = GAME.fast_moves(state, seat)
            theirs = {t: v for v, t in greedy.evaluate(GAME, state, seat, moves) if t.startswith("shape")}
            board = Board.from_sheet(state["sheets"][seat])
            mine: list = []
            player._shapes(state, board, marker_of(state, seat), filled_mask(board), _around(board),
                           state["turn"][seat], mine)
            texts = [t for _v, t in mine]
            assert len(set(texts)) == len(texts) == min(samples, len(theirs))
            assert {t: pytest.approx(v) for v, t in mine} == {t: theirs[t] for t in texts}


def test_it_crosses_stars_out_and_finishes_its_funded_turns_legally():
    player = playout_player(1)
    funded = set()
    for seed in range(4):
        for state, seat in states(50 + seed, 2, "funding", mover=player):
            if state["turn"][seat]["star"]:
                choice = player.choose(GAME, state, seat)
                assert choice in GAME.fast_moves(state, seat)
                funded.add(choice.split()[0] if choice in ("pass", "star") else "drawing")
    assert "drawing" in funded


def test_it_passes_when_nothing_can_be_drawn():
    state = GAME.setup(["a"], {"cards": "none"}, 3)
    sheet = state["sheets"][0]
    sheet["circled"] = list(range(9))  # solo: no Shape any more
    state["turn"][0] = {"done": False, "star": False, "shape": False, "object": False, "moves": [], "cells": []}
    assert GAME.fast_moves(state, 0) == ["pass"]
    assert playout_player(4).choose(GAME, state, 0) == "pass"


def test_a_funded_turn_ends_with_a_pass_when_the_best_drawing_costs_too_much():
    player = playout_player(3)
    state = GAME.setup(["a", "b"], GAME.info.options({"bonus": "funding"}), 8)
    state["turn"][0].update(star=True, shape=True)
    player._options = lambda *args: [(-100.0, "bank A1")]  # type: ignore[method-assign]
    assert player.choose(GAME, state, 0) == "pass"
    state["turn"][0].update(star=False, shape=False)
    assert player.choose(GAME, state, 0) == "bank A1"  # no pass open: the best there is


def test_the_play_out_player_is_repeatable_for_a_seed_and_found_by_the_levels():
    assert isinstance(levels_playout_player(GAME, 3), PlayoutPlayer)

    def game(seed):
        return [(seat, playout_player(seed).choose(GAME, state, seat)) for state, seat in states(9, 2, "zoning")]

    assert game(4) == game(4)
    assert game(4) != game(5)


def _play(players, seed):
    state = GAME.setup([f"p{i}" for i in range(len(players))], {}, seed)
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        state = GAME.fast_apply(state, seat, players[seat].choose(GAME, state, seat))
    return outcome(GAME, state)


def test_the_play_out_player_clearly_beats_a_random_player():
    wins = 0
    solo_gap = 0.0
    for seed in range(6):
        mine = seed % 2
        players = [RandomPlayer(seed), RandomPlayer(seed)]
        players[mine] = playout_player(seed)
        ranks, _scores = _play(players, 3700 + seed)
        wins += ranks[mine] < ranks[1 - mine]
        solo_gap += _play([playout_player(seed)], 3800 + seed)[1][0] - _play([RandomPlayer(seed)], 3800 + seed)[1][0]
    assert wins >= 5
    assert solo_gap / 6 > 15


# -- the fast step ---------------------------------------------------------


@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_fast_step_is_apply_and_leaves_its_input_alone(players):
    for bonus in BONUSES:
        state = GAME.setup([f"p{i}" for i in range(players)], GAME.info.options({"bonus": bonus}), players)
        play_checking_the_fast_step(GAME, state, playout_player(players), random.Random(players), 0.7)


def test_a_fast_step_after_a_fast_step_changes_neither_state_before_it():
    state = GAME.setup(["a", "b", "c"], {}, 6)
    trail = [copy.deepcopy(state)]
    kept = [state]
    player = playout_player(6)
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        state = GAME.fast_apply(state, seat, player.choose(GAME, state, seat))
        kept.append(state)
        trail.append(copy.deepcopy(state))
    assert kept == trail


# -- the shortcuts -----------------------------------------------------------


def _boards(count: int):
    rng = Rng.from_seed("boards")
    for _ in range(count):
        colour: list = [None] * N_CELLS
        kind: list = [None] * N_CELLS
        fill = rng.randrange(N_CELLS + 1)
        for c in range(N_CELLS):
            if rng.randrange(N_CELLS) < fill:
                colour[c] = rng.choice(("red", "green", "blue", "yellow", "grey"))
                if rng.randrange(4) == 0:
                    kind[c] = rng.choice(WHITE_DIE)
        yield Board(colour, kind)


def test_the_shortcuts_answer_as_the_rules_own_checks():
    for board in _boards(300):
        empty = {c for c in range(N_CELLS) if board.colour[c] is None}
        for face in BLACK_DIE:
            assert shape_open(board, [face]) == any(empty.issuperset(cells) for _n, _a, cells in PLACEMENTS[face])
        for kind in WHITE_DIE:
            assert object_open(board, kind) == any(board.can_place(i, kind) for i in range(N_CELLS))
        assert filled_mask(board) == sum(1 << c for c in range(N_CELLS) if c not in empty)
        assert count_routes(board) == sum(_routed_by_definition(board, i) for i in board.objects())
        sheet = _sheet(board)
        for solo in (False, True):
            shapes = not (solo and not free_circles(sheet)) and any(
                empty.issuperset(cells) for f in BLACK_DIE for _n, _a, cells in PLACEMENTS[f])
            objects = any(board.can_place(i, k) for k in WHITE_DIE for i in range(N_CELLS))
            assert stuck_forever(sheet, solo) == (not shapes and not objects)


def _sheet(board: Board) -> dict:
    from rules.townies.geometry import LABELS
    return {
        "start": "red",
        "blocks": {LABELS[c]: col for c, col in enumerate(board.colour) if col is not None and board.kind[c] is None},
        "objects": [{"cell": LABELS[c], "type": board.kind[c], "colour": board.colour[c], "score": 0}
                    for c in range(N_CELLS) if board.kind[c] is not None],
        "circled": [],
        "stars_spent": 0,
    }


def _routed_by_definition(board: Board, i: int) -> bool:
    from rules.townies.geometry import EDGE, NEIGHBOURS
    col = board.colour[i]
    stack = [n for n in NEIGHBOURS[i] if board.colour[n] == col]
    seen = set(stack) | {i}
    while stack:
        c = stack.pop()
        if EDGE[c]:
            return True
        for n in NEIGHBOURS[c]:
            if n not in seen and board.colour[n] == col:
                seen.add(n)
                stack.append(n)
    return False


def test_routed_is_the_single_objects_route():
    for board in _boards(200):
        for i in board.objects():
            assert routed(board, i) == _routed_by_definition(board, i)


@pytest.mark.parametrize(("bonus", "plain", "funded", "expected"), [
    ("funding", [(5.0, "bank A1")], [(6.0, "bank A1")], "bank A1"),  # no Shape with it: 0 + 6 < 5 + 1.5
    ("funding", [(5.0, "bank A1")], [(6.5, "bank A1")], "star"),  # 0 + 6.5: the margin exactly
    ("funding", [(5.0, "bank A1")], [(3.0, "shape A1 1"), (3.5, "bank A1")], "star"),  # both: 3 + 3.5
    ("funding", [(5.0, "bank A1")], [(3.0, "shape A1 1")], "bank A1"),  # no Object with it: 3 + 0
    ("zoning", [(5.0, "bank A1")], [(6.5, "shape A1 1"), (1.0, "bank A1")], "star"),  # the best one alone
    ("zoning", [(5.0, "bank A1")], [(6.4, "shape A1 1"), (6.0, "bank A1")], "bank A1"),
    ("permit", [], [(-20.0, "bank A1")], "star"),  # nothing without it
    ("permit", [(5.0, "bank A1")], [], "bank A1"),  # nothing opened by it
])
def test_a_star_is_crossed_out_when_what_it_opens_beats_the_best_without_it_by_the_margin(
        monkeypatch, bonus, plain, funded, expected):
    state = GAME.setup(["a", "b"], GAME.info.options({"bonus": bonus}), 8)
    player = playout_player(3)
    answers = iter([plain, funded])
    monkeypatch.setattr(player, "_options", lambda *args: next(answers))
    monkeypatch.setattr("rules.townies.options.can_spend", lambda *args: True)
    assert player.choose(GAME, state, 0) == expected


# -- the greedy player it is built on (the same rules of choice) ----------------


class _Game:
    """Just what GreedyPlayer.choose asks of a game."""

    class info:  # noqa: N801 - stands for GameInfo
        key = "townies"

    def __init__(self, moves):
        self.moves = moves

    def fast_moves(self, state, seat):
        return list(self.moves)

    def fast_apply(self, state, seat, move):
        return state


@pytest.mark.parametrize(("bonus", "moves", "plain", "funded", "expected"), [
    ("funding", ["star", "bank A1"], [(5.0, "bank A1")], [(6.0, "bank A1")], "bank A1"),
    ("funding", ["star", "bank A1"], [(5.0, "bank A1")], [(6.5, "bank A1")], "star"),
    ("funding", ["star", "bank A1"], [(5.0, "bank A1")], [(3.0, "shape A1 1"), (3.5, "bank A1")], "star"),
    ("funding", ["star", "bank A1"], [(5.0, "bank A1")], [(3.0, "shape A1 1")], "bank A1"),
    ("zoning", ["star", "bank A1"], [(5.0, "bank A1")], [(6.5, "shape A1 1"), (1.0, "bank A1")], "star"),
    ("zoning", ["star", "bank A1"], [(5.0, "bank A1")], [(6.4, "shape A1 1"), (6.0, "bank A1")], "bank A1"),
    ("permit", ["star", "pass"], [], [(-20.0, "bank A1")], "star"),
    ("permit", ["star", "bank A1"], [(5.0, "bank A1")], [], "bank A1"),
    ("permit", ["pass", "bank A1"], [(-9.0, "bank A1")], None, "bank A1"),  # the pass only below -9
    ("permit", ["pass", "bank A1"], [(-9.5, "bank A1")], None, "pass"),
    ("permit", ["bank A1", "shape A1 1"], [(-9.5, "bank A1"), (-10.0, "shape A1 1")], None, "bank A1"),
    ("permit", ["pass"], [], None, "pass"),
    ("permit", ["bank A1"], [], None, "bank A1"),  # one move: no valuing
    ("permit", ["shape A1 1", "bank A2"], [], None, "shape A1 1"),  # nothing valued, no pass: the first
])
def test_the_greedy_player_weighs_a_star_and_a_pass_as_the_play_out_player(bonus, moves, plain, funded, expected):
    state = GAME.setup(["a", "b"], GAME.info.options({"bonus": bonus}), 8)
    player = GreedyPlayer(3)
    answers = iter([plain, funded])
    player.evaluate = lambda *args: next(answers)  # type: ignore[method-assign]
    assert player.choose(_Game(moves), state, 0) == expected


def test_the_greedy_players_slot_cost_solo_and_with_others():
    player = GreedyPlayer(1)
    solo = GAME.setup(["a"], {}, 1)
    duo = GAME.setup(["a", "b"], {}, 1)
    for count in (0, 8):
        duo["sheets"][0]["objects"] = [{"cell": "A1", "type": "bank", "colour": "red", "score": 0}] * count
        assert player._slot_cost(None, duo, 0) == -6.0
    solo["sheets"][0]["objects"] = [{"cell": "A1", "type": "bank", "colour": "red", "score": 0}] * 8
    assert player._slot_cost(None, solo, 0) == 0.0
    solo["sheets"][0]["objects"] = []
    assert player._slot_cost(None, solo, 0) == 3.0


def test_a_shapes_value_weighs_its_best_spot_all_spots_touching_and_spots_covered():
    player = GreedyPlayer(1)
    cells = PLACEMENTS["bar"][0][2]
    near = ([1] * N_CELLS, [0] * N_CELLS)
    empty = Board.from_sheet({"blocks": {}, "objects": []})
    base = player._shape_value(empty, cells, "red", near)
    for k in range(4):
        player.weights = tuple(w + (k == j) for j, w in enumerate(GreedyPlayer.weights))
        changed = player._shape_value(empty, cells, "red", near) != base
        assert changed == (k != 2)  # nothing built next to it: no touching
    (touching, gain), *_rest = _outside(cells)
    built = Board.from_sheet({"blocks": {}, "objects": []})
    built.colour[touching] = "blue"  # type: ignore[index]
    player.weights = GreedyPlayer.weights
    plain = player._shape_value(built, cells, "red", near)
    player.weights = (1.0, 0.15, 1.25, 0.4)
    assert player._shape_value(built, cells, "red", near) == pytest.approx(plain + gain)


def test_the_spaces_outside_a_shape_count_the_cells_each_touches():
    from rules.townies.geometry import NEIGHBOURS
    for face in BLACK_DIE:
        for _n, _a, cells in PLACEMENTS[face][:20]:
            outside = dict(_outside(cells))
            assert outside == {n: sum(1 for c in cells if n in NEIGHBOURS[c])
                               for c in cells for n in NEIGHBOURS[c] if n not in cells}


def test_alone_it_values_more_shapes():
    player = playout_player(1)
    for players, wanted in ((1, PlayoutPlayer.solo_samples), (2, PlayoutPlayer.samples)):
        state = GAME.setup([f"p{i}" for i in range(players)], {}, 2)
        board = Board.from_sheet(state["sheets"][0])
        mine: list = []
        player._shapes(state, board, marker_of(state, 0), 0, {}, state["turn"][0], mine)
        assert len({t for _v, t in mine}) == wanted < len(PLACEMENTS[state["dice"]["shape"]])
    assert PlayoutPlayer.samples < PlayoutPlayer.solo_samples


@pytest.mark.parametrize("goal", sorted(__import__("rules.townies.scoring", fromlist=["ADDITIONAL"]).ADDITIONAL))
def test_every_additional_goal_values_objects_as_the_greedy_player(goal):
    seed = 3790 + len(goal)
    player, greedy = playout_player(seed), GreedyPlayer(seed)
    state = GAME.setup(["a", "b"], GAME.info.options({"goal": goal}), seed)
    mover = PlayoutPlayer(seed)
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        board = Board.from_sheet(state["sheets"][seat])
        mine: list = []
        player._objects(state, seat, board, marker_of(state, seat), _around(board), state["turn"][seat], mine)
        moves = GAME.fast_moves(state, seat)
        theirs = {t: v for v, t in greedy.evaluate(GAME, state, seat, moves) if not t.startswith("shape")}
        assert {t: pytest.approx(v) for v, t in mine} == theirs
        state = GAME.fast_apply(state, seat, mover.choose(GAME, state, seat))


def test_equal_best_drawings_are_drawn_at_random():
    state = GAME.setup(["a", "b"], {}, 8)
    chosen = set()
    for seed in range(20):
        player = playout_player(seed)
        player._options = lambda *args: [(2.0, "bank A1"), (2.0, "bank A2"), (1.0, "bank A3")]  # type: ignore
        chosen.add(player.choose(GAME, state, 0))
    assert chosen == {"bank A1", "bank A2"}


def test_the_greedy_evaluation_lists_the_moves_itself_when_not_given_them():
    for state, seat in states(21, 2, "funding"):
        greedy = GreedyPlayer(1)
        assert greedy.evaluate(GAME, state, seat) == greedy.evaluate(GAME, state, seat, GAME.fast_moves(state, seat))
