"""BITS's move-builder steps (rules/bits/steps.py, issue 29): the column,
then the orientation, then the tile, whatever form the drop takes."""

from __future__ import annotations

from rules.base import Move
from rules.bits import GAME
from rules.bits.steps import move_path


def _path(move):
    """The steps to ``move`` with their labels in English."""
    return [(token, str(label)) for token, label in move_path({}, 0, move)]


def test_a_two_colour_drop_is_column_orientation_then_which_end():
    assert _path(Move("C h R", "red end in C")) == [
        ("C", "column C"), ("h", "flat"), ("R", "red end in C")]
    assert _path(Move("d v y")) == [("D", "column D"), ("v", "upright"), ("Y", "Y")]


def test_a_one_colour_drop_ends_at_the_players_tile():
    assert _path(Move("E h")) == [("E", "column E"), ("h", "flat"), ("tile", "your tile")]
    assert _path(Move("E h", "blue")) == [("E", "column E"), ("h", "flat"), ("tile", "blue")]


def test_the_neutral_tile_is_the_last_step_not_the_first():
    assert _path(Move("neutral B v")) == [
        ("B", "column B"), ("v", "upright"), ("neutral", "the neutral tile")]
    assert _path(Move("Neutral B h R")) == [
        ("B", "column B"), ("h", "flat"), ("neutral", "the neutral tile")]


def test_a_move_of_another_shape_is_its_words():
    assert _path(Move("pass")) == [("pass", "pass")]
    assert _path(Move("neutral")) == [("neutral", "neutral")]
    assert _path(Move("a b c d")) == [("a", "a"), ("b", "b"), ("c", "c"), ("d", "d")]


def test_the_game_builds_its_drops_with_these_steps():
    """``Game.move_path`` is what the move builder asks: BITS answers with
    its own steps, not the contract's one-step default."""
    state = GAME.setup(["a", "b"], {}, 3)
    for move in GAME.legal_moves(state, 0):
        assert GAME.move_path(state, 0, move) == move_path(state, 0, move)
        assert len(GAME.move_path(state, 0, move)) == 3
