"""Pins from the mutation run after the static-check clean-up (issue 17):
a placement written with too few words is a notation error with its syntax,
and the public sentence of a move names its player."""

from __future__ import annotations

import pytest

from rules.base import NotationError
from tests.twittens.twhelp import GAME, prepared


@pytest.mark.parametrize("typed", ["place 1,0", "place 1", "place"])
def test_a_placement_needs_x_y_and_a_rotation(typed):
    state = prepared(2, seed=4)
    holding, _ = GAME.apply(state, 0, "take a")
    with pytest.raises(NotationError, match="syntax"):
        GAME.apply(holding, 0, typed)


def test_the_public_sentence_names_the_player():
    state = prepared(2, seed=4)
    _, events = GAME.apply(state, 0, "take a")
    assert any(str(e.text).startswith("P0 ") for e in events if not e.private), [str(e.text) for e in events]
