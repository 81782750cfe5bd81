"""Tweeeet's play-out player (issue 32) and the shortcuts of its fast step:
the planner's bounded choice is the choice its values give (the same draw
among equals), legal, repeatable, clearly better than random flights; the
searches that stop early (``count_within``, ``situation``, a route within
the bird's energy) answer as the whole search does; the fast step is
apply's, its input untouched."""

from __future__ import annotations

import random

import pytest

from rules.base import RandomPlayer
from rules.levels import playout_player as levels_playout_player
from rules.tweeeet import GAME
from rules.tweeeet.ai import PlannerPlayer, playout_player
from rules.tweeeet.board import (
    Board,
    bird_space,
    count_within,
    destinations,
    energy,
    route,
    situation,
    upgrade,
)
from tests.support.faststep import play_checking_the_fast_step


def states(seed: int, players: int, mover=None):
    rng = random.Random(seed)
    state = GAME.setup([f"p{i}" for i in range(players)], {}, seed)
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        yield state, seat
        move = mover.choose(GAME, state, seat) if mover else rng.choice(GAME.fast_moves(state, seat))
        state = GAME.fast_apply(state, seat, move)


def _reference_choice(player: PlannerPlayer, state, seat) -> str:
    """The choice by every flight's value (``evaluate``), ties drawn."""
    scored = player.evaluate(GAME, state, seat)
    if not scored:
        return GAME.fast_moves(state, seat)[0]
    best = scored[0][0]
    return player.rng.choice([lab for v, lab in scored if v >= best - 1e-9])


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_bounded_choice_is_the_choice_of_every_flights_value(players):
    for seed in range(4):
        bounded, reference = PlannerPlayer(seed), PlannerPlayer(seed)
        mover = PlannerPlayer(seed + 9) if seed % 2 else None
        for state, seat in states(3700 + 10 * players + seed, players, mover):
            choice = bounded.choose(GAME, state, seat)
            assert choice == _reference_choice(reference, state, seat)
            assert choice in GAME.fast_moves(state, seat)


def test_the_play_out_player_is_the_planner_repeatable_for_a_seed():
    assert isinstance(playout_player(1), PlannerPlayer)
    assert isinstance(levels_playout_player(GAME, 1), PlannerPlayer)

    def game(seed):
        return [playout_player(seed).choose(GAME, state, seat) for state, seat in states(5, 4)]

    assert game(3) == game(3)


def test_the_play_out_player_clearly_beats_random_flights():
    wins = 0
    for seed in range(8):
        mine = seed % 2
        players = [RandomPlayer(seed), RandomPlayer(seed)]
        players[mine] = playout_player(seed)
        state = GAME.setup(["a", "b"], {}, 3750 + seed)
        while not GAME.is_over(state):
            (seat,) = GAME.to_act(state)
            state = GAME.fast_apply(state, seat, players[seat].choose(GAME, state, seat))
        ranks = {s.seat: s.rank for s in GAME.standings(state)}
        wins += ranks[mine] < ranks[1 - mine]
    assert wins >= 7


def test_the_searches_that_stop_early_answer_as_the_whole_search():
    checked = 0
    for seed in range(6):
        for state, seat in states(3760 + seed, 2 + seed % 4):
            state = upgrade(state)
            board = Board(state)
            e = energy(state, seat)
            for ignore in (False, True):
                whole = destinations(state, seat, board, ignore_birds=ignore)
                for limit in (0, 1, 2, e, e + 3):
                    wanted = sum(1 for c in whole.values() if c <= limit)
                    for cap in (1, 2, 50):
                        assert count_within(state, seat, board, limit, cap, ignore) == min(wanted, cap)
            old = ("move" if any(c <= e for c in destinations(state, seat, board).values()) else
                   "miss" if any(c <= e for c in destinations(state, seat, board, ignore_birds=True).values())
                   else "out")
            assert situation(state, seat) == old
            for target, cost in destinations(state, seat, board).items():
                if cost <= e:
                    assert route(state, seat, target, board, limit=e) == route(state, seat, target, board)
                    assert route(state, seat, target) == route(state, seat, target, board)  # a board of its own
            start = bird_space(state, seat)
            for pos in list(destinations(state, seat, board))[:3]:
                whole = destinations(state, seat, board, start=pos)
                assert count_within(state, seat, board, 4, 50, start=pos) == sum(1 for c in whole.values() if c <= 4)
            assert bird_space(state, seat) == start
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("players", [2, 3, 6])
def test_the_fast_step_is_apply_and_leaves_its_input_alone(players):
    state = GAME.setup([f"p{i}" for i in range(players)], {"new_players": True}, 3770 + players)
    play_checking_the_fast_step(GAME, state, playout_player(players), random.Random(players), 0.6)
