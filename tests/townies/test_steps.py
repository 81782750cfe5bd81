"""Townies' move-builder steps (rules/townies/steps.py, issue 29): the kind
of action, then a Shape's orientation, then the column, then the row."""

from __future__ import annotations

from rules.base import Move
from rules.townies import GAME
from rules.townies.geometry import OBJECT_NAME
from rules.townies.steps import move_path

STATE = {"dice": {"shape": "L"}}


def _english(path):
    """The steps with their labels in English (bot.i18n, tests/conftest.py)."""
    return [(token, str(label)) for token, label in path]


def test_the_rolled_shape_is_kind_orientation_column_row():
    assert _english(move_path(STATE, 0, Move("shape E4 2"))) == [
        ("shape", "Shape (rolled): L"), ("2", "L #2"), ("E", "column E"), ("4", "row 4")]


def test_another_shape_is_named_by_its_face():
    assert _english(move_path(STATE, 0, Move("shape T F10 5"))) == [
        ("T", "Shape: T"), ("5", "T #5"), ("F", "column F"), ("10", "row 10")]


def test_an_object_is_its_name_then_its_cell():
    key, name = next(iter(OBJECT_NAME.items()))
    assert _english(move_path(STATE, 0, Move(f"{key} b7"))) == [
        (key, f"Object: {name}"), ("B", "column B"), ("7", "row 7")]
    assert _english(move_path(STATE, 0, Move("tower c3"))) == [
        ("tower", "Object: tower"), ("C", "column C"), ("3", "row 3")]


def test_a_star_or_a_pass_is_one_step_with_its_label():
    assert _english(move_path(STATE, 0, Move("pass", "pass this round"))) == [("pass", "pass this round")]
    assert _english(move_path(STATE, 0, Move("star"))) == [("star", "star")]
    assert _english(move_path(STATE, 0, Move("star on E5"))) == [("star on E5", "star on E5")]  # only Shapes are walked


def test_a_pass_needs_no_preview_and_a_drawing_does():
    """A pass changes nothing on the sheet, so the builder shows no preview
    for it; a Shape or an Object changes the sheet and is previewed."""
    state = GAME.setup(["a", "b"], {}, 3)
    moves = GAME.legal_moves(state, 0)
    assert GAME.needs_preview(state, 0, Move("pass", "end your turn")) is False
    drawings = [m for m in moves if m.notation != "pass"]
    assert drawings and all(GAME.needs_preview(state, 0, m) is True for m in drawings)
