"""Shared helpers for the BITS tests (exposed as the ``kit`` fixture)."""

from __future__ import annotations

import copy

import pytest

from rules.base import RandomPlayer
from rules.bits import GAME
from rules.bits import board as B


class Kit:
    game = GAME
    B = B

    def new(self, n=2, seed=1, advanced=False):
        return GAME.setup([f"P{i + 1}" for i in range(n)], {"advanced": advanced}, seed)

    def drop(self, state, seat, move):
        return GAME.apply(state, seat, move)

    def at_round(self, state, tasks, start_cards=None):
        """Hand-set a start-phase state to round ``len(tasks)`` with these face-up
        task cards, the other cards back in their piles, and 0 points (per card)
        for every finished round."""
        state = copy.deepcopy(state)
        assert state["phase"] == "start"
        n = len(state["players"])
        state["round"] = len(tasks)
        state["tasks"] = list(tasks)
        state["task_piles"] = [[c for c in B.TASK_PILES[p] if c not in tasks] for p in (1, 2, 3, 4)]
        state["set_aside"] = []
        state["round_scores"] = [[0] * (len(tasks) - 1) for _ in range(n)]
        state["round_detail"] = [
            [{c: 0 for c in tasks[: r + 1]} for r in range(len(tasks) - 1)] for _ in range(n)
        ]
        if start_cards is not None:
            state["start_cards"] = list(start_cards)
        state["last"] = {"round": len(tasks), "drops": [None] * n}
        GAME.validate(state)
        return state

    # A whole round's drops that fill a board (the rulebook's scoring example,
    # tests/bits/test_scoring.py): (building card, drop), after the starting
    # tile "A h".
    FILL = [
        ("RB", "C h B"), ("PP1", "E h"), ("BP", "A v P"), ("YP", "B v P"), ("BK", "C h K"),
        ("PP2", "E h"), ("RP", "C v R"), ("PK", "D v K"), ("BB2", "E h"), ("YK", "A h Y"),
        ("YB", "E h B"), ("RR1", "A v"), ("RR2", "B v"), ("BB1", "C v"), ("RK", "neutral D v"),
        ("YY1", "E v"), ("YY2", "F v"),
    ]

    def finish_solo_round(self, state):
        """Play a solo start-phase state's round to its end by filling the
        board; returns (state, events of the last drop)."""
        assert len(state["players"]) == 1 and state["phase"] == "start"
        state, events = GAME.apply(state, 0, "A h")
        for card, move in self.FILL:
            state = self.force_card(state, card)
            state, events = GAME.apply(state, 0, move)
        return state, events

    def force_card(self, state, card):
        """Hand-edit a build-phase state so the face-up building card is
        ``card`` (the previous face-up card goes back into the deck)."""
        state = copy.deepcopy(state)
        assert state["phase"] == "build"
        if state["turned"][-1] == card:
            return state
        current = state["turned"].pop()
        state["deck"].append(current)
        state["deck"].remove(card)
        state["turned"].append(card)
        GAME.validate(state)
        return state

    def with_board(self, state, seat, tiles, neutral_used=None):
        """Hand-edit a seat's board: ``tiles`` is a list of (tile, [cells])."""
        state = copy.deepcopy(state)
        state["boards"][seat]["tiles"] = [{"tile": t, "cells": list(c)} for t, c in tiles]
        if neutral_used is None:
            neutral_used = any(t == "N" for t, _ in tiles)
        state["boards"][seat]["neutral_used"] = neutral_used
        if state.get("last"):
            state["last"]["drops"][seat] = None  # the hand-edit has no latest drop to highlight
        return state

    def grid(self, rows):
        """A grid from six strings, top row (6) first."""
        grid = [None] * 36
        for i, row in enumerate(rows):
            r = 5 - i
            for c, ch in enumerate(row.replace(" ", "")):
                grid[r * 6 + c] = None if ch == "." else ch
        return grid

    def play(self, state, players, until=None, limit=5000):
        """Play with ``players`` (seat -> ComputerPlayer), recording moves,
        until the game is over or ``until(state)`` holds."""
        moves = []
        for _ in range(limit):
            if GAME.is_over(state) or (until and until(state)):
                return state, moves
            for seat in sorted(GAME.to_act(state)):
                move = players[seat].choose(GAME, state, seat)
                state, _ = GAME.apply(state, seat, move)
                moves.append((seat, move))
                if until and until(state):
                    return state, moves
        raise AssertionError("game did not finish")

    def randoms(self, n, seed):
        return {s: RandomPlayer(seed * 7 + s) for s in range(n)}


@pytest.fixture
def kit():
    return Kit()
