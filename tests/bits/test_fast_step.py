"""What a search's step and its play-out player rest on (issue 32): the fast
step gives exactly the state ``apply`` gives, at every step of seeded games
of every size, without touching a state it was given or one it returned
before; the board read as bit masks is the board its tiles lay; the
builder's drops are every drop ``spots`` lists, each valued as ``evaluate``
values the board it makes; the play-out player takes the best of them."""

from __future__ import annotations

import pickle

import pytest

from rules.base import IllegalMove, Rng
from rules.bits import GAME
from rules.bits import ai as AI
from rules.bits import board as B
from rules.bits import notation as N


def _snapshot(state):
    return pickle.loads(pickle.dumps(state))


def _games():
    """(players, advanced, seed) of the seeded games the checks walk."""
    for n in (1, 2, 3, 4):
        for seed in range(3 if n in (1, 2) else 2):
            yield n, seed % 2 == 1, 3700 + 10 * n + seed


@pytest.mark.parametrize(("n", "advanced", "seed"), list(_games()))
def test_the_fast_step_is_apply_at_every_step_and_shares_nothing_it_changes(n, advanced, seed):
    """Random drops (and, half the time, the play-out player's): at every
    step the fast step's state is ``apply``'s; the state it was given is left
    as it was, and every state seen on the way still is at the end (what a
    step copies and what it shares with the state before)."""
    rng = Rng.from_seed(seed)
    player = AI.playout_player(seed)
    state = GAME.setup([f"p{i}" for i in range(n)], {"advanced": advanced}, seed)
    seen = [(state, _snapshot(state))]
    steps = rounds = 0
    while not GAME.is_over(state):
        seat = rng.choice(sorted(GAME.to_act(state)))
        moves = GAME.fast_moves(state, seat)
        move = player.choose(GAME, state, seat) if rng.randrange(2) else rng.choice(moves)
        assert move in moves
        before = _snapshot(state)
        fast = GAME.fast_apply(state, seat, move)
        assert fast == GAME.apply(state, seat, move)[0]
        assert state == before
        rounds += fast["round"] != state["round"]
        state = fast
        seen.append((state, _snapshot(state)))
        steps += 1
    assert rounds == (3 if advanced else 2) and steps > 30 * n
    assert all(kept == snap for kept, snap in seen)


def test_apply_shares_nothing_with_the_state_it_was_given_the_fast_step_shares_the_laid_tiles():
    """``apply`` copies the whole state (its answer may be changed freely);
    the search's step shares what the rules never change in place, down to
    each laid tile."""
    rng = Rng.from_seed("share")
    state = GAME.setup(["a", "b"], {}, 4)
    while not state["boards"][1]["tiles"]:
        seat = min(GAME.to_act(state))
        state = GAME.fast_apply(state, seat, rng.choice(GAME.fast_moves(state, seat)))
    before = _snapshot(state)
    seat = min(GAME.to_act(state))
    move = GAME.fast_moves(state, seat)[0]
    applied = GAME.apply(state, seat, move)[0]
    for brd in applied["boards"]:
        for placed in brd["tiles"]:
            placed["cells"].append("F6")
    applied["options"]["advanced"] = "changed"
    assert state == before
    fast = GAME.fast_apply(state, seat, move)
    assert fast["boards"][1]["tiles"][0] is state["boards"][1]["tiles"][0]
    assert fast["boards"][1] is not state["boards"][1] and fast["pending"] is not state["pending"]


def test_the_fast_step_of_a_stored_state_without_optional_keys_is_apply():
    """A state written before ``set_aside`` existed (its key absent) steps
    alike, both ways, through a whole game."""
    rng = Rng.from_seed("old")
    state = GAME.setup(["a", "b"], {}, 12)
    del state["set_aside"]
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        move = rng.choice(GAME.fast_moves(state, seat))
        fast = GAME.fast_apply(state, seat, move)
        state = GAME.apply(state, seat, move)[0]
        assert fast == state


def _positions(seed: int, n: int = 2):
    """(state, seat) at every decision of a seeded random game."""
    rng = Rng.from_seed(seed)
    state = GAME.setup([f"p{i}" for i in range(n)], {"advanced": True}, seed)
    while not GAME.is_over(state):
        seat = rng.choice(sorted(GAME.to_act(state)))
        yield state, seat
        state = GAME.fast_apply(state, seat, rng.choice(GAME.fast_moves(state, seat)))


def test_a_board_read_as_bit_masks_is_the_grid_its_tiles_make():
    """``board_bits``: one mask per colour (N for the neutral tile), bit
    row * 6 + column, and the heights ``heights`` gives, on every board of
    seeded games; ``can_place_heights`` is ``can_place_any``."""
    checked = 0
    for seed in (1, 2):
        for state, seat in _positions(seed, 3):
            grid = B.seat_grid(state, seat)
            masks, heights = B.board_bits(state["boards"][seat]["tiles"])
            assert masks == AI.board_masks(grid)[0]
            assert list(masks) == list("RYBPKN")
            assert heights == B.heights(grid)
            assert B.can_place_heights(heights) == B.can_place_any(grid)
            checked += 1
    assert checked > 100


def test_a_full_board_has_full_heights_and_no_room():
    tiles = [{"tile": "RR1", "cells": [B.cell_name(c, r), B.cell_name(c, r + 1)]}
             for c in range(B.SIZE) for r in range(0, B.SIZE, 2)]
    masks, heights = B.board_bits(tiles)
    assert heights == [B.SIZE] * B.SIZE and masks["R"] == AI.FULL
    assert not B.can_place_heights(heights)
    assert B.can_place_heights([B.SIZE] * 5 + [B.SIZE - 2])  # an upright drop in F
    assert B.can_place_heights([B.SIZE] * 4 + [B.SIZE - 1] * 2)  # a flat drop in E-F
    assert not B.can_place_heights([B.SIZE - 1, B.SIZE] * 3)


def test_a_square_index_is_its_row_times_six_plus_its_column_however_it_is_written():
    for row in range(B.SIZE):
        for col in range(B.SIZE):
            index = row * B.SIZE + col
            assert B.cell_index(B.cell_name(col, row)) == index == B.CELL_INDEX[B.cell_name(col, row)]
    assert B.cell_index(" c3") == 2 * B.SIZE + 2 == B.cell_index("c3")
    assert len(B.CELL_INDEX) == B.SIZE * B.SIZE
    for wrong in ("G1", "A7", "A0", "AA"):
        with pytest.raises(ValueError):
            B.cell_index(wrong)
    grid = B.grid_from_tiles([{"tile": "RY", "cells": ["a1", "b1"]}])
    assert grid[:2] == ["R", "Y"] and grid[2:] == [None] * (B.SIZE * B.SIZE - 2)


def test_the_builders_drops_are_the_spots_each_valued_as_evaluate_values_its_board():
    """``drop_values`` lists ``spots``' drops in order (notation, squares in
    colour order, tile, neutral) and values each as ``evaluate`` values the
    board it makes, at every decision of seeded games (neutral tile used or
    not, starting tiles and building cards, one to four colours touched)."""
    checked = neutral = 0
    for seed in (3, 4, 5):
        for state, seat in _positions(seed, 2 + seed % 2):
            masks, heights = B.board_bits(state["boards"][seat]["tiles"])
            plan = AI.Plan.of(tuple(state["tasks"]))
            drops = AI.drop_values(state, seat, masks, heights, plan)
            spots = N.spots(state, seat)
            assert [d[:4] for d in drops] == [(s[0], s[2], s[3], s[4]) for s in spots]
            for _notation, cells, tile, _neutral, value in drops:
                board = AI.place(masks, heights, cells, B.TILES[tile])
                assert value == pytest.approx(AI.evaluate(*board, plan), abs=1e-9)
            neutral += any(d[3] for d in drops)
            checked += 1
    assert checked > 150 and neutral > 20


def test_the_play_out_player_takes_the_best_board_now():
    """Width 0: the drop with the best value now (within the tie-break's
    noise), or the neutral tile when the rule for it says so; seeded."""
    checked = 0
    for state, seat in _positions(7):
        player = AI.playout_player(11)
        choice, values, looked = player._decide(GAME, state, seat)
        assert (choice, values, looked) == AI.playout_player(11)._decide(GAME, state, seat)
        assert looked == {}
        masks, heights = B.board_bits(state["boards"][seat]["tiles"])
        plan = AI.Plan.of(tuple(state["tasks"]))
        plain = {d[0]: d[4] for d in AI.drop_values(state, seat, masks, heights, plan)}
        for move, value in values.items():
            assert 0 <= value - plain[move] < 1024e-6
        kind = choice.startswith("neutral")
        same_kind = [v for m, v in values.items() if m.startswith("neutral") == kind]
        assert values[choice] == max(same_kind)
        checked += 1
    assert checked > 80


def test_the_noise_breaks_ties_under_a_thousandth_and_is_seeded():
    """One draw of the generator a drop for the look-ahead builder (under a
    thousandth); six ten-bit cuts of a draw for the play-out player."""
    for make in (AI.playout_player, AI.BitsComputer):
        player = make(5)
        first = player._noise(20)
        assert first == make(5)._noise(20)  # seeded
        assert len(first) == 20 and all(0 <= x < 1024e-6 for x in first)
        assert len(set(first)) > 15
        assert player._noise(20) != first  # the generator moves on
    quick, again = AI.playout_player(5), AI.playout_player(5)
    assert quick._noise(7) == again._noise(12)[:7]
    assert quick._noise(1) == again._noise(1)  # seven took two draws, as twelve did
    assert AI.playout_player(5)._noise(0) == []
    word, rng = Rng.from_seed(9).next64(), Rng.from_seed(9)
    assert AI.playout_player(9)._noise(6) == [(word >> (10 * i) & 1023) * 1e-6 for i in range(6)]
    assert AI.BitsComputer(9)._noise(2) == [rng.randrange(1000) * 1e-6, rng.randrange(1000) * 1e-6]
    assert all(x < 1000e-6 for x in AI.BitsComputer(2)._noise(500))
    assert max(AI.playout_player(2)._noise(500)) >= 1000e-6  # ten bits a cut


def test_the_builder_refuses_a_full_board():
    state = GAME.setup(["a"], {}, 3)
    state["boards"][0]["tiles"] = [{"tile": "RR1", "cells": [B.cell_name(c, r), B.cell_name(c, r + 1)]}
                                   for c in range(B.SIZE) for r in range(0, B.SIZE, 2)]
    for player in (AI.playout_player(1), AI.BitsComputer(1)):
        with pytest.raises(IllegalMove):
            player.choose(GAME, state, 0)


def test_the_play_out_player_plays_solo_games_sensibly():
    """Ten seeded solo games: the play-out player scores well above what
    random drops score, a few points under the look-ahead builder."""
    totals = []
    for seed in range(1, 11):
        state = GAME.setup(["a"], {}, seed)
        player = AI.playout_player(seed)
        while not GAME.is_over(state):
            state = GAME.fast_apply(state, 0, player.choose(GAME, state, 0))
        totals.append(sum(state["round_scores"][0]))
    assert sum(totals) / len(totals) >= 16
