"""The computer player: finishes games for every player count and beats the
random player clearly."""

from __future__ import annotations

import pytest

from rules.base import RandomPlayer
from rules.bits import GAME


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_computer_player_finishes_a_game(kit, n):
    state = kit.new(n=n, seed=100 + n, advanced=(n == 2))
    players = {s: GAME.computer_player(s) for s in range(n)}
    state, moves = kit.play(state, players)
    assert GAME.is_over(state)
    assert len(GAME.standings(state)) == n
    assert all(len(r) == state["rounds"] for r in state["round_scores"])
    # every move it chose was legal at the time (replay accepts them all)
    replay = kit.new(n=n, seed=100 + n, advanced=(n == 2))
    for seat, move in moves:
        replay, _ = GAME.apply(replay, seat, move)
    assert replay == state


def test_computer_player_beats_random_clearly(kit):
    wins = 0
    margin = 0
    games = 8
    for seed in range(games):
        state = kit.new(n=2, seed=500 + seed)
        # alternate seats so neither side keeps seat 0
        comp = seed % 2
        players = {comp: GAME.computer_player(seed), 1 - comp: RandomPlayer(seed)}
        state, _ = kit.play(state, players)
        totals = GAME.scores(state)
        wins += totals[comp]["total"] > totals[1 - comp]["total"]
        margin += totals[comp]["total"] - totals[1 - comp]["total"]
    assert wins >= 7
    assert margin / games >= 5


def test_computer_player_uses_the_neutral_tile_at_most_once_a_round(kit):
    state = kit.new(n=1, seed=77)
    players = {0: GAME.computer_player(1)}
    used = 0
    while not GAME.is_over(state):
        move = players[0].choose(GAME, state, 0)
        used += move.startswith("neutral")
        rnd = state["round"]
        state, _ = GAME.apply(state, 0, move)
        if GAME.is_over(state) or state["round"] != rnd:
            assert used <= 1
            used = 0
