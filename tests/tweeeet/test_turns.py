"""Turn order: setup, missed turns, elimination, the variations, the growing
and shrinking landscape, the arrow rule, the nest tile and nests by team."""

from __future__ import annotations

import re

import pytest

from rules.base import IllegalMove
from rules.tweeeet import GAME
from rules.tweeeet.board import FOOD_STOCK, NEST_SPACES, START_SPACES, TILES
from rules.tweeeet.game import Tweeeet

GRASS = "........."


# -- setup --------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_rule_setup_birds_alternate_on_start_with_energy_6_7_8(kit, n):
    state = GAME.setup([f"P{i}" for i in range(n)], {}, 11)
    GAME.validate(state)
    assert [b["team"] for b in state["birds"]] == ["robin", "bluethroat"][: min(n, 2)] * (n // 2) + ["robin"] * (n % 2)
    assert all(b["pos"] == "E0" for b in state["birds"])
    assert [kit.energy(state, s) for s in range(n)] == [6 + s for s in range(n)]
    assert [r["row"] for r in state["rows"]] == [0, 1, 2, 3]
    assert state["rows"][0]["spaces"] == START_SPACES
    assert len(state["pile"]) == 17
    # every printed food space of the three tiles holds its miniature
    for row in state["rows"][1:]:
        assert row["food"] == [int(ch) if ch in "12345" else 0 for ch in row["spaces"]]
    assert kit.pieces(state) == {1: 5, 2: 13, 3: 12, 4: 11, 5: 10}
    assert GAME.to_act(state).keys() == {0}


def test_setup_shuffles_the_fixed_tiles_by_seed():
    a = GAME.setup(["A", "B"], {}, 1)
    b = GAME.setup(["A", "B"], {}, 1)
    c = GAME.setup(["A", "B"], {}, 2)
    assert a == b
    assert a["pile"] != c["pile"]
    laid = [r["tile"] for r in a["rows"][1:]]
    assert sorted(laid + a["pile"]) == sorted(TILES)


@pytest.mark.parametrize("n,smaller", [(3, [1]), (5, [1, 3])])
def test_variation_experienced_birds_give_the_smaller_team_extra_energy(kit, n, smaller):
    state = GAME.setup([f"P{i}" for i in range(n)], {"experienced_bonus": 3}, 4)
    assert [kit.energy(state, s) for s in range(n)] == [6 + s + (3 if s in smaller else 0) for s in range(n)]
    even = GAME.setup(["A", "B", "C", "D"], {"experienced_bonus": 3}, 4)
    assert [kit.energy(even, s) for s in range(4)] == [6, 7, 8, 9]


def test_options_are_checked():
    with pytest.raises(ValueError):
        GAME.info.options({"experienced_bonus": -1})
    with pytest.raises(ValueError):
        GAME.info.options({"wings": True})
    assert GAME.info.options({}) == {"new_players": False, "experienced_bonus": 0}


# -- missed turns and elimination ---------------------------------------------------


def _blocked(kit, **kw):
    rows = ["~~~~*~~~~", "~~~.~~~~~", "...5....3", GRASS]
    # P1 (Robin) on E0 can only get out through D1, where P2 (Bluethroat) sits
    birds = [{"pos": "E0", "energy": 6}, {"pos": "D1", "energy": 7}, {"pos": "A2", "energy": 12}]
    return kit.build(rows, birds, turn=2, **kw)


def test_rule_missed_turn_when_other_birds_block_every_way(kit):
    state = _blocked(kit)
    assert GAME._situation(state, 0) == "miss"
    new, events = GAME.apply(state, 2, "I2")
    miss = [e for e in events if e.kind == "miss"]
    assert len(miss) == 1 and miss[0].seat == 0 and "block" in str(miss[0].text)
    assert new["turn"] == 1  # P1 missed, P2 flies next
    assert new["birds"][0]["status"] == "flying" and new["birds"][0]["pos"] == "E0"


def test_rule_out_of_the_game_when_no_food_is_affordable(kit):
    rows = ["3...*....", GRASS, "....2...5"]
    state = kit.build(rows, [{"pos": "E0", "energy": 1}, {"pos": "I0", "energy": 7}], turn=1)
    new, events = GAME.apply(state, 1, "I2")
    out = [e for e in events if e.kind == "out"]
    assert len(out) == 1 and "not enough energy" in str(out[0].text) and "-1" in str(out[0].text)
    assert new["birds"][0]["status"] == "out" and new["birds"][0]["pos"] is None
    assert new["turn"] == 1


def test_rule_blocked_but_unaffordable_anyway_is_out_not_a_missed_turn(kit):
    state = _blocked(kit)
    # 1 energy: even with P2 gone the beetle D2 is 2 spaces away
    state["birds"][0]["energy"] = 1
    assert GAME._situation(state, 0) == "out"


def test_variation_new_players_give_everyone_5_once_when_a_bird_needs_it(kit):
    rows = ["3...*....", GRASS, "....2...5"]
    state = kit.build(rows, [{"pos": "E0", "energy": 1}, {"pos": "I0", "energy": 7}], turn=1,
                      options={"new_players": True})
    new, events = GAME.apply(state, 1, "I2")
    assert any(e.kind == "bonus" for e in events)
    assert new["bonus_given"] is True
    assert kit.energy(new, 0) == 6 and kit.energy(new, 1) == 7 - 2 + 5 + 5
    assert new["turn"] == 0  # saved by the bonus
    # only once: the same plight later is the end of the bird
    again = kit.build(rows, [{"pos": "E0", "energy": 1}, {"pos": "I0", "energy": 7}], turn=1,
                      options={"new_players": True})
    again["bonus_given"] = True
    new, events = GAME.apply(again, 1, "I2")
    assert new["birds"][0]["status"] == "out" and not any(e.kind == "bonus" for e in events)


def test_game_never_stalls_when_every_flying_bird_must_miss(kit, monkeypatch):
    state = _blocked(kit)
    real = Tweeeet._situation
    monkeypatch.setattr(Tweeeet, "_situation", lambda self, st, seat: "miss" if seat != 2 else real(self, st, seat))
    # after P3's flight P1 and P2 miss; P3 has food left so it flies again
    new, _ = GAME.apply(state, 2, "I2")
    assert new["turn"] == 2
    monkeypatch.setattr(Tweeeet, "_situation", lambda self, st, seat: "miss")
    new, events = GAME.apply(state, 2, "I2")
    assert new["over"] and new["ended_by"] == "stalemate"
    assert all(b["status"] == "out" for b in new["birds"])
    assert any("blocked" in str(e.text) for e in events)
    # "every flying bird in turn misses its turn with nothing changing in
    # between": each of the three misses once, then the flight ends
    assert [e.seat for e in events if e.kind == "miss"] == [0, 1, 2]
    assert not any("reached its nest" in str(e.text) for e in events)
    assert GAME.to_act(new) == {}


# -- the landscape ----------------------------------------------------------------------


def test_rulebook_example_bird_sees_only_2_rows_ahead_so_1_tile_is_laid(kit):
    rows = [START_SPACES, "...4.....", GRASS, "........3"]
    state = kit.build(rows, [{"pos": "E0", "energy": 6}, {"pos": "A0", "energy": 7}], pile=[5, 9, 12])
    supply = dict(state["supply"])
    new, events = GAME.apply(state, 0, "D1")
    assert [r["row"] for r in new["rows"]] == [0, 1, 2, 3, 4]
    assert new["rows"][4]["tile"] == 5 and new["rows"][4]["spaces"] == TILES[5]["spaces"]
    assert new["pile"] == [9, 12]
    assert new["rows"][4]["food"] == [3, 0, 0, 0, 0, 2, 0, 0, 0]
    assert new["supply"]["3"] == supply["3"] - 1 and new["supply"]["2"] == supply["2"] - 1
    assert any(e.kind == "tile" and "Row 4" in str(e.text) for e in events)


@pytest.mark.parametrize("n", [2, 6])
def test_rule_place_a_food_miniature_on_every_printed_food_space_even_with_6_birds(n):
    # "Place a food miniature on the landscape spaces which show that food":
    # energy is counted, not held as miniatures, so the supply never runs
    # short, at setup or later (README, "Food, energy and change")
    for seed in range(20):
        state = GAME.setup([f"P{i}" for i in range(n)], {"experienced_bonus": 10}, seed)
        for row in state["rows"]:
            assert row["food"] == [int(ch) if ch in "12345" else 0 for ch in row["spaces"]]


def test_rule_rows_more_than_3_behind_every_bird_are_removed(kit):
    rows = ["2...*....", "3........", GRASS, GRASS, GRASS, GRASS, "....5...3"]
    state = kit.build(rows, [{"pos": "E1", "energy": 9}, {"pos": "E5", "energy": 7}])
    supply = dict(state["supply"])
    new, events = GAME.apply(state, 0, "E6")
    # the southmost bird is now on row 5: rows 0 and 1 are more than 3 behind
    assert [r["row"] for r in new["rows"]] == [2, 3, 4, 5, 6]
    assert new["supply"]["2"] == supply["2"] + 1 and new["supply"]["3"] == supply["3"] + 1
    assert any("removed" in str(e.text) for e in events)
    assert kit.pieces(new) == kit.pieces(state)


def _overhang(lower, upper):
    """Columns of ``upper`` with no neighbour on ``lower`` (x = shift + 2c;
    a space touches the row below at x - 1 and x + 1)."""
    below = {lower["shift"] + 2 * c for c in range(9)}
    return [c for c in range(9) if not {upper["shift"] + 2 * c - 1, upper["shift"] + 2 * c + 1} & below]


@pytest.mark.parametrize("parity", [0, 1])
@pytest.mark.parametrize("arrow,side", [("E", 8), ("W", 0)])
def test_rule_after_an_arrow_the_next_tile_is_turned_and_1_space_hangs_over_in_its_direction(kit, parity, arrow, side):
    # "After each tile which has an arrow you turn the next tile 180 degrees
    # and place it so that 1 space 'hangs' over the previous tile in the
    # direction of the arrow." Exactly one space, on the arrow's side,
    # whatever the row parity.
    rows = [START_SPACES, GRASS, GRASS][: 2 + parity]
    state = kit.build(rows, [{"pos": "E0", "energy": 6}, {"pos": "A0", "energy": 7}], pile=[1, 2, 3])
    state["rows"][-1]["arrow"] = arrow
    GAME._lay_tile(state, [])
    lower, upper = state["rows"][-2:]
    assert upper["rotated"] is True and upper["spaces"] == TILES[1]["spaces"][::-1]
    assert _overhang(lower, upper) == [side]
    assert (upper["shift"] - upper["row"]) % 2 == 0
    # without an arrow every space connects
    GAME._lay_tile(state, [])
    assert state["rows"][-1]["rotated"] is False and _overhang(upper, state["rows"][-1]) == []


def test_rule_arrow_tiles_laid_in_a_row_turn_and_overhang_each_time(kit):
    state = kit.build([START_SPACES, GRASS], [{"pos": "E0", "energy": 6}, {"pos": "A0", "energy": 7}],
                      pile=[1, 4, 2, 3])
    state["rows"][1]["arrow"] = "E"
    GAME._lay_tile(state, [])  # tile 1 after the arrow: turned, hangs over east
    GAME._lay_tile(state, [])  # tile 4 (arrow E) after a plain tile: as printed, every space connects
    row = state["rows"][-1]
    assert (row["tile"], row["rotated"], row["arrow"]) == (4, False, "E")
    assert _overhang(state["rows"][-2], row) == []
    GAME._lay_tile(state, [])  # tile 2 after the arrow: turned, hangs over east
    assert state["rows"][-1]["rotated"] is True and _overhang(row, state["rows"][-1]) == [8]


def test_rule_arrow_of_a_turned_tile_points_the_other_way(kit):
    state = kit.build([START_SPACES, GRASS], [{"pos": "E0", "energy": 6}, {"pos": "A0", "energy": 7}], pile=[16, 1, 2])
    state["rows"][1]["arrow"] = "W"
    GAME._lay_tile(state, [])
    row = state["rows"][-1]
    assert (row["tile"], row["rotated"], row["arrow"]) == (16, True, "W")  # printed E, turned
    assert _overhang(state["rows"][1], row) == [0]
    GAME._lay_tile(state, [])
    assert state["rows"][-1]["rotated"] is True and _overhang(row, state["rows"][-1]) == [0]


def test_rule_last_tile_of_the_pile_is_the_nest_tile_not_turned(kit):
    state = kit.build([START_SPACES, GRASS], [{"pos": "E0", "energy": 6}, {"pos": "A0", "energy": 7}], pile=[7])
    state["rows"][1]["arrow"] = "E"
    GAME._lay_tile(state, [])
    row = state["rows"][-1]
    assert row["tile"] == "nest" and row["spaces"] == NEST_SPACES and row["rotated"] is False
    assert _overhang(state["rows"][1], row) == [8]  # not turned, but still hangs over
    assert row["spaces"].count("@") >= 2
    assert state["pile"] == []


def test_nests_are_no_destination_before_the_nest_tile_but_are_after(kit):
    state = GAME.setup(["A", "B"], {}, 5)
    assert not any("nest" in str(m.label) for m in GAME.legal_moves(state, 0))
    assert "nest" not in str(GAME.to_act(state)[0].prompt)


# -- nests by team ------------------------------------------------------------------------


def _nest_race(kit):
    rows = ["3.......3", GRASS, ".@..@..@."]
    return kit.build(
        rows,
        [{"pos": "E19", "energy": 9}, {"pos": "B19", "energy": 8}, {"pos": "H19", "energy": 7}],
        first=18,
    )


def test_rule_robins_all_end_on_one_nest_and_bluethroats_on_another(kit):
    state = _nest_race(kit)
    assert {m.notation for m in GAME.legal_moves(state, 0)} >= {"B20", "E20", "H20"}
    s1, events = GAME.apply(state, 0, "E20")
    assert s1["nests"]["robin"] == "E20" and s1["birds"][0]["status"] == "nested"
    assert "Robins' nest" in str(events[0].text)
    # the Bluethroat may not use the Robins' nest
    assert "E20" not in {m.notation for m in GAME.legal_moves(s1, 1)}
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s1, 1, "E20")
    assert "Robins' nest" in str(err.value) and "different nests" in str(err.value)
    s2, _ = GAME.apply(s1, 1, "B20")
    assert s2["nests"]["bluethroat"] == "B20"
    # the second Robin must join the first
    moves = {m.notation: str(m.label) for m in GAME.legal_moves(s2, 2)}
    assert "H20" not in moves and "B20" not in moves and moves["E20"] == "nest at E20: cost 4"
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s2, 2, "H20")
    assert "must all end on one nest" in str(err.value) and "E20" in str(err.value)
    s3, events = GAME.apply(s2, 2, "E20")
    assert s3["birds"][2]["pos"] == "E20" and s3["over"] is True
    assert s3["ended_by"] == "nests"


def test_rule_a_bird_on_its_nest_takes_no_more_turns(kit):
    state = _nest_race(kit)
    s1, _ = GAME.apply(state, 0, "E20")
    s2, _ = GAME.apply(s1, 1, "A18")
    assert s2["turn"] == 2
    s3, _ = GAME.apply(s2, 2, "I18")
    assert s3["turn"] == 1  # the nested Robin is skipped
    assert GAME.legal_moves(s3, 0) == []


def test_rule_game_ends_when_every_surviving_bird_is_on_its_nest(kit):
    rows = ["3........", GRASS, ".@..@..@."]
    state = kit.build(
        rows, [{"pos": "E19", "energy": 9}, {"pos": None, "energy": 0, "status": "out"}], first=18
    )
    new, events = GAME.apply(state, 0, "E20")
    assert new["over"] and GAME.to_act(new) == {}
    assert any(e.kind == "result" for e in events)
    assert [str(e.text) for e in events if e.kind == "end"] == [
        "Every surviving bird has reached its nest: the flight is over."
    ]


def test_component_data_20_tiles_of_9_spaces_with_arrows_and_a_nest_side():
    from collections import Counter

    assert sorted(TILES) == list(range(1, 21))
    assert all(len(t["spaces"]) == 9 and set(t["spaces"]) <= set(".~12345") for t in TILES.values())
    printed = Counter(ch for t in TILES.values() for ch in t["spaces"] if ch in "12345")
    # one printed home for each of the rulebook's miniatures (Content, and
    # PUBLIC-FACTS.md: "food 13 strawberries, 12 berries, 11 caterpillars,
    # 10 beetles, 5 nuts (51 pieces)")
    content = "13 strawberries, 12 berries, 11 caterpillars, 10 beetles, 5 nuts"
    value = {"nuts": "1", "strawberries": "2", "berries": "3", "caterpillars": "4", "beetles": "5"}
    pieces = {value[name]: int(count) for count, name in re.findall(r"(\d+) (\w+)", content)}
    assert sum(pieces.values()) == 51
    assert printed == pieces == {str(k): n for k, n in FOOD_STOCK.items()}
    assert sorted(t["arrow"] for t in TILES.values() if t["arrow"]) == ["E", "E", "W", "W"]
    assert NEST_SPACES.count("@") == 3 and START_SPACES.count("*") == 1


def test_rule_then_it_is_the_turn_of_the_player_on_your_left_so_others_have_no_moves(kit):
    # "Then it's the turn of the player on your left": only the seat to fly
    # has legal moves, even when another bird could afford food too
    state = kit.build([START_SPACES, "...4.....", GRASS, "........3"],
                      [{"pos": "E0", "energy": 6}, {"pos": "A0", "energy": 9}])
    assert GAME.legal_moves(state, 0) and GAME.legal_moves(state, 1) == []
    state["turn"] = 1
    assert GAME.legal_moves(state, 1) and GAME.legal_moves(state, 0) == []


def test_each_row_laid_is_told_by_its_tile_and_the_last_as_the_nest_tile(kit):
    # the last tile of the pile is the nest tile (README, "The landscape"):
    # a landscape row is told by its tile number, turned or not, the last
    # row as the nest tile
    state = kit.build([START_SPACES, GRASS], [{"pos": "E0", "energy": 6}, {"pos": "A0", "energy": 7}],
                      pile=[1, 2, 3])
    state["rows"][1]["arrow"] = "E"
    told = []
    for _ in range(3):
        events = []
        GAME._lay_tile(state, events)
        told.append(str(events[-1].text))
    assert told == ["Row 2 is laid: tile 1 turned 180 degrees.", "Row 3 is laid: tile 2.",
                    "Row 4 is laid: the nest tile."]


# -- what a search and a heading read ---------------------------------------------


def test_a_heading_counts_the_flight_to_come_over_the_whole_table():
    """The rulebook's turn: "Each turn you must move to a space with a food
    miniature"; no number of turns is fixed."""
    from rules.base import Stage

    state = GAME.setup(["A", "B", "C"], {}, 4)
    assert GAME.stage(state) == Stage("turn", 1, None)
    for flights in (1, 2, 3):
        seat = state["turn"]
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0].notation)
        assert GAME.stage(state) == Stage("turn", flights + 1, None)


def test_only_the_bird_whose_turn_it_is_has_fast_moves_and_none_once_over():
    state = GAME.setup(["A", "B"], {}, 4)
    assert GAME.fast_moves(state, 0) == [m.notation for m in GAME.legal_moves(state, 0)] != []
    assert GAME.fast_moves(state, 1) == []  # not its turn
    over = dict(state, over=True)
    assert GAME.fast_moves(over, 0) == []


def test_before_the_end_scores_show_only_public_facts_the_nested_and_the_out(kit):
    state = kit.build([GRASS, GRASS], [{"pos": "E0", "energy": 3, "status": "nested"},
                                       {"pos": "E0", "energy": 5, "status": "out"},
                                       {"pos": "E0", "energy": 4}], turn=2)
    assert GAME.scores(state) == {0: {"nested": 1, "out": 0, "total": 0},
                                  1: {"nested": 0, "out": 1, "total": 0},
                                  2: {"nested": 0, "out": 0, "total": 0}}
