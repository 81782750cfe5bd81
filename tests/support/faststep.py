"""What the engines' fast-step tests share: a game played to its end
where, at every step, the search's fast step gives ``apply``'s state and
leaves the state it was given alone; a game played on by fast steps until
a position of interest."""

from __future__ import annotations

import copy
import random

from rules.base import ComputerPlayer, Game, State


def play_checking_the_fast_step(game: Game, state: State, mover: ComputerPlayer, rng: random.Random,
                                share: float) -> None:
    """``state`` played to its end, a share ``share`` of the moves by
    ``mover`` and the rest at random (a random seat of several acting):
    each by ``fast_apply`` and by ``apply``, which must agree, the fast
    step's input unchanged."""
    slow = state
    while not game.is_over(state):
        acting = sorted(game.to_act(state))
        seat = rng.choice(acting) if len(acting) > 1 else acting[0]
        move = mover.choose(game, state, seat) if rng.random() < share else rng.choice(game.fast_moves(state, seat))
        before = copy.deepcopy(state)
        fast = game.fast_apply(state, seat, move)
        assert state == before
        slow, _ = game.apply(slow, seat, move)
        assert fast == slow
        state = fast


def played_until(game: Game, state: State, stop) -> State:
    """``state`` played on by the game's computer players, by fast steps,
    until ``stop(state)``."""
    players = [game.computer_player(seat) for seat in range(len(state["players"]))]
    while not stop(state):
        seat = min(game.to_act(state))
        state = game.fast_apply(state, seat, players[seat].choose(game, state, seat))
    return state
