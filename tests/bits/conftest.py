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
