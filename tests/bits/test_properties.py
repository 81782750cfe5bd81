"""Property tests over many seeded random games: no tile lost or duplicated,
JSON round trips, replay reproduces every state, apply never mutates its
input, the public view keeps every secret, validate accepts every reachable
state."""

from __future__ import annotations

import copy
import json

import pytest

from rules.base import RandomPlayer
from rules.bits import GAME
from rules.bits import board as B

SEEDS = range(12)


def _check_conservation(state):
    n = len(state["players"])
    # building cards: each exactly once, turned or in the deck
    assert sorted(state["deck"] + state["turned"]) == sorted(B.GAME_TILE_ORDER)
    assert len(set(state["turned"])) == len(state["turned"])
    # task cards: each exactly once, face up, set aside or in a pile
    every = state["tasks"] + state["set_aside"] + [c for p in state["task_piles"] for c in p]
    assert sorted(every) == sorted(B.DECK)
    assert len(set(state["start_cards"])) == n
    for seat, brd in enumerate(state["boards"]):
        ids = [t["tile"] for t in brd["tiles"]]
        assert len(ids) == len(set(ids)), "a tile is on the board twice"
        cells = [c for t in brd["tiles"] for c in t["cells"]]
        assert len(cells) == len(set(cells)) == 2 * len(ids), "tiles overlap or lost a square"
        grid = B.grid_from_tiles(brd["tiles"])
        assert sum(v is not None for v in grid) == len(cells)
        # in play: the starting tile, tiles of turned cards, at most one neutral tile
        allowed = set(state["turned"]) | {state["start_cards"][seat], B.NEUTRAL_ID}
        assert set(ids) <= allowed
        assert brd["neutral_used"] == (B.NEUTRAL_ID in ids)
        if state["phase"] == "build":
            # every seat laid a tile for each turned card before this one, or dropped out
            if not brd["out"]:
                assert len(ids) == len(state["turned"])  # start tile + one per earlier card
        # gravity: no tile floats with an empty square directly under both... every
        # tile rests on the bottom edge or on another tile
        for t in brd["tiles"]:
            squares = [B.parse_cell(c) for c in t["cells"]]
            low = min(r for _, r in squares)
            supported = low == 0 or any(
                r == low and grid[(r - 1) * 6 + c] is not None for c, r in squares
            )
            assert supported, f"tile {t} floats"


def _random_game(seed, n, advanced=False):
    state = GAME.setup([f"P{i}" for i in range(n)], {"advanced": advanced}, seed)
    start = copy.deepcopy(state)
    players = [RandomPlayer(seed * 10 + i) for i in range(n)]
    log = []
    states = [state]
    while not GAME.is_over(state):
        for seat in sorted(GAME.to_act(state)):
            move = players[seat].choose(GAME, state, seat)
            frozen = copy.deepcopy(state)
            new, events = GAME.apply(state, seat, move)
            assert state == frozen, "apply mutated its input"
            log.append((seat, move))
            state = new
            states.append(state)
    return start, log, states


@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_keep_every_invariant(seed):
    n = 1 + seed % 4
    start, log, states = _random_game(seed, n, advanced=seed % 3 == 0)
    final = states[-1]
    assert GAME.is_over(final)
    for index, state in enumerate(states):
        GAME.validate(state)
        _check_conservation(state)
        assert json.loads(json.dumps(state)) == state
        public = GAME.view(state, None)
        assert json.loads(json.dumps(public)) == public
        text = json.dumps(public)
        assert '"rng"' not in text
        assert GAME.summary(state, None)
        for seat, pending in enumerate(state["pending"]):
            if pending is not None and index % 2 == seat % 2:
                # nobody but the seat itself learns the drop before the reveal:
                # the same state with any other drop pending looks the same
                other = copy.deepcopy(state)
                other["pending"][seat] = None
                choices = [m.notation for m in GAME.legal_moves(other, seat) if m.notation != pending]
                if not choices:  # the only legal drop: nothing to hide
                    continue
                other["pending"][seat] = choices[seed % len(choices)]
                for viewer in [None] + [s for s in range(n) if s != seat]:
                    v = GAME.view(state, viewer)
                    assert v == GAME.view(other, viewer)
                    assert GAME.summary(state, viewer) == GAME.summary(other, viewer)
                    assert v["boards"][seat]["dropped"] is True
                assert GAME.view(state, seat)["private"]["pending"]["notation"] == pending
                assert GAME.view(state, seat) != GAME.view(other, seat)
    # replaying the move log from setup reproduces the final state exactly
    replay = GAME.setup(start["players"], start["options"], seed)
    assert replay == start
    for seat, move in log:
        replay, _ = GAME.apply(replay, seat, move)
    assert replay == final


def test_every_building_card_turned_at_most_once_per_round():
    start, log, states = _random_game(99, 3)
    by_round = {}
    for state in states:
        by_round.setdefault(state["round"], set()).update(state["turned"])
        assert len(state["turned"]) <= 17  # a board holds 18 dominoes, one the starting tile
    assert set(by_round) == {1, 2, 3}


def test_legal_moves_all_apply_and_refusals_leave_state_alone():
    state = GAME.setup(["a", "b"], {}, 5)
    players = [RandomPlayer(1), RandomPlayer(2)]
    checked = 0
    while not GAME.is_over(state) and checked < 60:
        for seat in sorted(GAME.to_act(state)):
            moves = GAME.legal_moves(state, seat)
            assert len({m.notation for m in moves}) == len(moves)
            for m in moves:
                GAME.apply(state, seat, m.notation)
                GAME.apply(state, seat, m.notation.lower().replace(" ", ""))
            checked += 1
            state, _ = GAME.apply(state, seat, players[seat].choose(GAME, state, seat))
    assert checked >= 60
