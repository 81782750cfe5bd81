"""Placing Twitten tiles: every placing rule refused with a message naming it."""

import pytest

from rules.base import IllegalMove, NotationError
from rules.twittens import GAME
from rules.twittens.geometry import Twitten
from tests.twittens.twhelp import custom, give_twitten, hold, prepared, same, tiles_of

EW = ["grass", "path", "grass", "path"]


def faces(**named):
    return {i: f for i, f in enumerate(named.values(), start=1)}, {k: i for i, k in enumerate(named, start=1)}


def holding_state(twitten, holding):
    """Seat 0 to place ``holding`` into the given Twitten of real tiles."""
    state = prepared(2, seed=5)
    give_twitten(state, 0, twitten)
    hold(state, 0, holding)
    return state


STRAIGHT = tiles_of("straight")
ROAD = tiles_of("road")
RAIL = tiles_of("railway")


def test_rule_first_tile_anywhere_in_any_orientation():
    state = holding_state([], STRAIGHT[0])
    moves = [m.notation for m in GAME.legal_moves(state, 0)]
    assert moves == ["place 0,0 0", "place 0,0 90", "place 0,0 180", "place 0,0 270"]
    new, _ = GAME.apply(state, 0, "place 0,0 270")
    assert new["seats"][0]["twitten"] == [[STRAIGHT[0], 0, 0, 270]]


def test_rule_first_tile_starts_at_origin():
    state = holding_state([], STRAIGHT[0])
    with pytest.raises(IllegalMove, match="placing rule i"):
        GAME.apply(state, 0, "place 2,3 0")


def test_rule_tile_must_be_orthogonally_adjacent():
    state = holding_state([[STRAIGHT[0], 0, 0, 0]], STRAIGHT[1])
    with pytest.raises(IllegalMove, match="Placing rule ii: a tile must be orthogonally adjacent"):
        GAME.apply(state, 0, "place 1,1 0")  # diagonal only


def test_rule_tile_must_join_by_the_twitten_path():
    state = holding_state([[STRAIGHT[0], 0, 0, 0]], STRAIGHT[1])
    with pytest.raises(IllegalMove,
                       match="Placing rule ii: a new tile must be connected to your Twitten by the Twitten path"):
        GAME.apply(state, 0, "place 1,0 0")  # grass against grass


def test_rule_path_may_not_meet_grass():
    state = holding_state([[STRAIGHT[0], 0, 0, 0]], STRAIGHT[1])
    snapshot = GAME.copy_state(state)
    with pytest.raises(IllegalMove, match="Placing rule iii: the Twitten path may never meet grass"):
        GAME.apply(state, 0, "place 0,1 90")
    assert same(state, snapshot)


def test_rule_path_may_not_meet_a_road():
    state = holding_state([[STRAIGHT[0], 0, 0, 0]], ROAD[0])
    with pytest.raises(IllegalMove, match="the Twitten path may never meet a road"):
        GAME.apply(state, 0, "place 0,1 0")  # the road stub faces north into the path


def test_rule_path_may_not_meet_a_railway():
    state = holding_state([[STRAIGHT[0], 0, 0, 0]], RAIL[0])
    with pytest.raises(IllegalMove, match="the Twitten path may never meet a railway"):
        GAME.apply(state, 0, "place 0,1 0")


def test_rule_occupied_space_refused():
    state = holding_state([[STRAIGHT[0], 0, 0, 0]], STRAIGHT[1])
    with pytest.raises(IllegalMove, match="already a tile at 0,0"):
        GAME.apply(state, 0, "place 0,0 0")


def test_place_moves_list_only_legal_placements_and_every_one_applies():
    state = holding_state([[STRAIGHT[0], 0, 0, 0], [STRAIGHT[1], 0, 1, 180]], tiles_of("junction")[0])
    moves = GAME.legal_moves(state, 0)
    assert moves
    tw = Twitten(state["seats"][0]["twitten"])
    every = [(x, y, r) for x in range(-2, 3) for y in range(-2, 4) for r in (0, 90, 180, 270)
             if tw.placement_error(state["seats"][0]["holding"], x, y, r) is None]
    assert sorted(m.notation for m in moves) == sorted(f"place {x},{y} {r}" for x, y, r in every)
    for m in moves:
        GAME.apply(state, 0, m.notation)


def test_notation_is_case_and_space_insensitive():
    state = holding_state([[STRAIGHT[0], 0, 0, 0]], STRAIGHT[1])
    a, _ = GAME.apply(state, 0, "  PLACE   0 , 1    180 ")
    b, _ = GAME.apply(state, 0, "place (0,1) 180")
    assert same(a, b)
    assert a["seats"][0]["twitten"][-1] == [STRAIGHT[1], 0, 1, 180]


def test_bad_place_syntax_explains_the_syntax():
    state = holding_state([[STRAIGHT[0], 0, 0, 0]], STRAIGHT[1])
    with pytest.raises(NotationError, match=r"place <x>,<y> <rotation>"):
        GAME.apply(state, 0, "place here")
    with pytest.raises(IllegalMove, match="0, 90, 180 or 270"):
        GAME.apply(state, 0, "place 0,1 45")


# -- transport links, on hand-built faces -------------------------------------------


def test_rule_transport_link_may_not_meet_grass():
    """Placing transport links iii: a road may only meet the same link."""
    table, ids = faces(
        a=custom(EW, ["...", "PPP", "..."]),
        b=custom(["grass", "grass", "path", "path"], ["...", "PP.", ".P."], shape="bend"),
        c=custom(["path", "grass", "grass", "path"], [".P.", "PP.", "..."], shape="bend"),
        road=custom(["road", "path", "grass", "grass"], [".r.", ".PP", "..."], shape="road"),
    )
    tw = Twitten([[ids["a"], 0, 0, 0], [ids["b"], 1, 0, 0], [ids["c"], 1, 1, 0]], table)
    error = str(tw.placement_error(ids["road"], 0, 1, 0))
    assert error.startswith("Placing transport links rule iii: a road may only meet the same transport link")
    assert "meet grass" in error


def test_rule_road_may_not_meet_a_railway():
    table, ids = faces(
        rail=custom(["grass", "path", "rail", "path"], ["...", "PPP", ".l."], shape="railway"),
        road=custom(["road", "grass", "path", "grass"], [".r.", ".P.", ".P."], shape="road"),
    )
    tw = Twitten([[ids["rail"], 0, 0, 0]], table)
    error = str(tw.placement_error(ids["road"], 0, 1, 0))
    assert "Placing transport links rule iii" in error and "a railway" in error


def test_rule_tiles_may_not_join_only_by_a_common_transport_link():
    """Placing transport links ii: tiles must always be joined by the path."""
    table, ids = faces(
        up=custom(["grass", "path", "road", "path"], ["...", "PPP", ".r."], shape="road"),
        down=custom(["road", "grass", "path", "grass"], [".r.", ".P.", ".P."], shape="road"),
    )
    tw = Twitten([[ids["up"], 0, 0, 0]], table)
    error = str(tw.placement_error(ids["down"], 0, 1, 0))
    assert error.startswith("Placing transport links rule ii")


def test_rule_common_transport_link_allowed_when_the_path_also_joins():
    table, ids = faces(
        road_n=custom(["road", "path", "grass", "path"], [".r.", "PPP", "..."], shape="road"),
        bend=custom(["path", "grass", "grass", "path"], [".P.", "PP.", "..."], shape="bend"),
        bend2=custom(["grass", "grass", "path", "path"], ["...", "PP.", ".P."], shape="bend"),
        road_s=custom(["grass", "path", "road", "path"], ["...", "PPP", ".r."], shape="road"),
    )
    tw = Twitten([[ids["road_n"], 0, 0, 0], [ids["bend"], 1, 0, 0], [ids["bend2"], 1, -1, 0]], table)
    assert tw.placement_error(ids["road_s"], 0, -1, 0) is None


def test_real_road_tile_joins_by_path_and_refused_with_road_against_grass():
    """The transport rules through apply, with the real road tiles."""
    road = ROAD[0]  # road north, path west-east at rotation 0
    state = holding_state([[STRAIGHT[0], 0, 0, 90]], road)
    # east of an east-west straight, turned 0: joins by the path, the road points north into nothing
    new, _ = GAME.apply(state, 0, "place 1,0 0")
    assert new["seats"][0]["twitten"][-1][:3] == [road, 1, 0]
    # turned 90 the road points east and the path runs north-south: the path meets grass
    with pytest.raises(IllegalMove, match="Placing rule iii"):
        GAME.apply(state, 0, "place 1,0 90")
