"""validate() refuses hand-written states that break the invariants, with a
sentence saying what is wrong."""

from __future__ import annotations

import copy

import pytest

from rules.base import InvalidState
from rules.bits import GAME


@pytest.fixture
def build_state(kit):
    state = kit.new(n=2, seed=8)
    state, _ = GAME.apply(state, 0, "A h")
    state, _ = GAME.apply(state, 1, "B v")
    GAME.validate(state)
    return state


def _refused(state, words):
    with pytest.raises(InvalidState) as err:
        GAME.validate(state)
    assert words in str(err.value)


def test_validate_accepts_a_played_state(build_state):
    GAME.validate(build_state)


def test_validate_refuses_overlapping_tiles(build_state):
    s = copy.deepcopy(build_state)
    s["boards"][0]["tiles"].append({"tile": "N", "cells": ["A1", "A2"]})
    s["boards"][0]["neutral_used"] = True
    _refused(s, "overlap on A1")


def test_validate_refuses_a_tile_not_yet_turned(build_state):
    s = copy.deepcopy(build_state)
    card = s["deck"][0]
    s["boards"][0]["tiles"].append({"tile": card, "cells": ["C1", "D1"]})
    _refused(s, "neither their starting tile")


def test_validate_refuses_a_tile_twice(build_state):
    s = copy.deepcopy(build_state)
    tile = s["boards"][0]["tiles"][0]["tile"]
    s["boards"][0]["tiles"].append({"tile": tile, "cells": ["C1", "D1"]})
    _refused(s, "twice")


def test_validate_refuses_split_tile(build_state):
    s = copy.deepcopy(build_state)
    s["boards"][0]["tiles"][0]["cells"] = ["A1", "C1"]
    _refused(s, "neighbouring squares")


def test_validate_refuses_neutral_flag_mismatch(build_state):
    s = copy.deepcopy(build_state)
    s["boards"][0]["neutral_used"] = True
    _refused(s, "neutral_used")


def test_validate_refuses_lost_building_card(build_state):
    s = copy.deepcopy(build_state)
    s["deck"].pop()
    _refused(s, "20 cards")


def test_validate_refuses_task_card_from_wrong_pile(build_state):
    s = copy.deepcopy(build_state)
    s["task_piles"][0].append(s["tasks"][0])
    s["tasks"][0] = s["task_piles"][2].pop()
    _refused(s, "pile 1")


def test_validate_refuses_out_player_with_room(build_state):
    s = copy.deepcopy(build_state)
    s["boards"][0]["out"] = True
    _refused(s, "still fits")


def test_validate_refuses_bad_square_name(build_state):
    s = copy.deepcopy(build_state)
    s["boards"][0]["tiles"][0]["cells"] = ["A1", "A7"]
    _refused(s, "A7")


def test_validate_refuses_other_game(build_state):
    s = copy.deepcopy(build_state)
    s["game"] = "twittens"
    _refused(s, "not 'bits'")


def test_readme_example_state_is_valid_and_playable():
    import json
    import re
    from pathlib import Path

    import rules.bits

    text = (Path(rules.bits.__file__).parent / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```json\n(.*?)```", text, re.S).group(1)
    state = json.loads(block)
    GAME.validate(state)
    assert list(GAME.to_act(state)) == [1]  # Ann's drop is pending, Bob still owes one
    state, events = GAME.apply(state, 1, "A v R")
    ann = state["boards"][0]["tiles"][-1]
    assert ann == {"tile": "RK", "cells": ["D3", "C3"]}  # "C h K": black C3, red D3
    assert state["boards"][1]["tiles"][-1] == {"tile": "RK", "cells": ["A2", "A1"]}


def test_validate_refuses_stuck_player_not_marked_out(build_state):
    # seat 0's board is full (starting tile + 17 turned cards' tiles) but the
    # seat is not marked out: to_act would wait for a drop that cannot exist
    s = copy.deepcopy(build_state)
    game_tiles = ["RY", "RB", "RP", "RK", "YB", "YP", "YK", "BP", "BK", "PK",
                  "RR1", "RR2", "YY1", "YY2", "BB1", "BB2", "PP1"]
    squares = ["C1", "D1", "E1", "F1"] + [f"{col}{row}" for row in range(2, 7) for col in "ABCDEF"]
    placed = [{"tile": s["start_cards"][0], "cells": ["A1", "B1"]}]
    for i, tile in enumerate(game_tiles):
        placed.append({"tile": tile, "cells": squares[2 * i: 2 * i + 2]})
    s["boards"][0]["tiles"] = placed
    s["turned"] = game_tiles
    s["deck"] = ["PP2", "KK1", "KK2"]
    s["boards"][1]["tiles"] = [s["boards"][1]["tiles"][0]]
    _refused(s, "must be marked out")
    s["boards"][0]["out"] = True
    GAME.validate(s)
    assert list(GAME.to_act(s)) == [1]
