"""Flying and eating: the rulebook's example, routes and what blocks them,
paying first then eating, the notation and the refusals (each names its rule)."""

from __future__ import annotations

import copy

import pytest

from rules.base import GameOver, IllegalMove, NotationError, NotYourTurn
from rules.tweeeet import GAME

GRASS = "........."
START = "....*...."


def test_rulebook_example_robin_energy_10_flies_6_to_beetle_ends_at_9(kit):
    # "The Robin (energy 10) first flies 6 spaces, to the beetle. That costs 6
    # energy points (10 - 6 = 4). Then he eats the beetle, so gains 5 energy
    # points. His energy level now is 10 - 6 + 5 = 9."
    state = kit.build(
        [START, "3........", GRASS, GRASS, GRASS, GRASS, "....5...."],
        [{"pos": "E0", "energy": 10}, {"pos": "A0", "energy": 7}],
    )
    moves = {m.notation: str(m.label) for m in GAME.legal_moves(state, 0)}
    assert moves["E6"] == "beetle at E6: cost 6, +5"
    new, events = GAME.apply(state, 0, "E6")
    assert kit.energy(new, 0) == 9
    assert new["birds"][0]["pos"] == "E6"
    assert new["last"]["cost"] == 6 and len(new["last"]["path"]) == 7
    assert new["rows"][-1]["food"][4] == 0
    assert any("6 spaces" in str(e.text) and "beetle" in str(e.text) for e in events)
    assert any(e.private and e.seat == 0 and "9" in str(e.text) for e in events)


def test_rule_pay_first_then_eat_allows_spending_all_energy(kit):
    # cost equal to the whole energy is allowed: pay first (0 left), then eat
    state = kit.build([START, GRASS, "....3...."], [{"pos": "E0", "energy": 2}, {"pos": "A0", "energy": 7}])
    new, _ = GAME.apply(state, 0, "E2")
    assert kit.energy(new, 0) == 3


def test_rule_water_blocks_flight_and_referee_charges_shortest_route(kit):
    rows = [START, "~~~~~~~~.", "....5...."]
    state = kit.build(rows, [{"pos": "E0", "energy": 12}, {"pos": "A0", "energy": 7}])
    # around the water: E0-F0-G0-H0-I0-I1-I2-H2-G2-F2-E2
    assert {m.notation: str(m.label) for m in GAME.legal_moves(state, 0)} == {"E2": "beetle at E2: cost 10, +5"}
    open_state = kit.build([START, GRASS, "....5...."], [{"pos": "E0", "energy": 12}, {"pos": "A0", "energy": 7}])
    assert str(GAME.legal_moves(open_state, 0)[0].label) == "beetle at E2: cost 2, +5"
    new, _ = GAME.apply(state, 0, "E2")
    assert kit.energy(new, 0) == 12 - 10 + 5
    assert not any(new["rows"][1]["spaces"][ord(lab[0]) - 65] == "~" for lab in new["last"]["path"] if lab[1:] == "1")


def test_rule_water_wall_leaves_no_open_route(kit):
    rows = ["3...*....", "~~~~~~~~~", "....5...."]
    state = kit.build(rows, [{"pos": "E0", "energy": 12}, {"pos": "I0", "energy": 7}])
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "E2")
    assert "No open route" in str(err.value) and "water" in str(err.value)


def test_rule_food_blocks_flight_through_it(kit):
    rows = [START, "33333333.", "....5...."]
    state = kit.build(rows, [{"pos": "E0", "energy": 12}, {"pos": "A0", "energy": 7}])
    labels = {m.notation: str(m.label) for m in GAME.legal_moves(state, 0)}
    assert labels["E2"] == "beetle at E2: cost 10, +5"  # not through the berries
    assert labels["D1"] == "berry at D1: cost 1, +3"


def test_rule_birds_block_flight_through_them(kit):
    rows = ["3...*....", "~~~.~~~~~", "...5....."]
    # the Bluethroat on D1 closes the only gap in the water
    state = kit.build(rows, [{"pos": "E0", "energy": 9}, {"pos": "D1", "energy": 7}])
    assert [m.notation for m in GAME.legal_moves(state, 0)] == ["A0"]
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "D2")
    assert "other birds" in str(err.value)
    free = kit.build(rows, [{"pos": "E0", "energy": 9}, {"pos": "A0", "energy": 7}][:1] + [{"pos": "I0", "energy": 7}])
    assert "D2" in [m.notation for m in GAME.legal_moves(free, 0)]


def test_rule_nests_block_flight_through_them(kit):
    rows = ["........3", "~~~~~~~~.", ".@..@..@."]
    # rows 18..20; the Robins' nest is H20 (a Robin sits there), the way to
    # the berry I18 runs through I19, reachable only past the nest H20
    state = kit.build(
        rows,
        [
            {"pos": "F20", "energy": 20},
            {"pos": "B20", "energy": 7, "status": "nested"},
            {"pos": "H20", "energy": 7, "status": "nested"},
        ],
        first=18,
        nests={"robin": "H20", "bluethroat": "B20"},
    )
    assert {m.notation: str(m.label) for m in GAME.legal_moves(state, 0)} == {"H20": "nest at H20: cost 2"}
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "I18")
    assert "nests" in str(err.value) and "No open route" in str(err.value)
    # the nest turned to grass, the berry is 5 spaces away
    state["rows"][2]["spaces"] = ".@..@...."
    state["birds"][2]["pos"], state["nests"]["robin"] = "E20", "E20"
    assert {m.notation: str(m.label) for m in GAME.legal_moves(state, 0)} == {
        "E20": "nest at E20: cost 1",
        "I18": "berry at I18: cost 5, +3",
    }


def test_rule_must_land_on_food_not_grass_water_or_start(kit):
    rows = [START, "~.......3", GRASS]
    state = kit.build(rows, [{"pos": "E0", "energy": 9}, {"pos": "A0", "energy": 7}])
    for target, word in (("B1", "no food"), ("A1", "water"), ("A0", "another bird")):
        with pytest.raises(IllegalMove) as err:
            GAME.apply(state, 0, target)
        assert word in str(err.value) and "must fly to a space with food" in str(err.value)
    state["birds"][1]["pos"] = "C2"
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "C2")
    assert "taken by another bird" in str(err.value)


def test_rule_each_space_costs_one_energy_refuses_too_far(kit):
    state = kit.build(
        [START, GRASS, GRASS, GRASS, "....5...."],
        [{"pos": "E0", "energy": 3}, {"pos": "I0", "energy": 1}, {"pos": "H0", "energy": 20}],
        turn=0,
    )
    state["rows"][0]["spaces"] = "1...*...."
    state["rows"][0]["food"][0] = 1
    state["supply"]["1"] -= 1
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "E4")
    assert "takes 4 spaces" in str(err.value) and "only 3 energy" in str(err.value)
    assert [m.notation for m in GAME.legal_moves(state, 0)] == []  # A0 is 4 away too


def test_notation_is_case_and_space_insensitive(kit):
    state = kit.build([START, GRASS, "....5...."], [{"pos": "E0", "energy": 10}, {"pos": "A0", "energy": 7}])
    a, _ = GAME.apply(state, 0, "E2")
    for text in ("e2", " E 2 ", "e 2"):
        b, _ = GAME.apply(state, 0, text)
        assert b == a


def test_notation_error_explains_the_syntax(kit):
    state = kit.build([START, GRASS, "....5...."], [{"pos": "E0", "energy": 10}, {"pos": "A0", "energy": 7}])
    for text in ("fly north", "Z3", "E", "3E"):
        with pytest.raises(NotationError) as err:
            GAME.apply(state, 0, text)
        assert "column letter A-I" in str(err.value)


def test_refuses_space_not_on_the_board(kit):
    state = kit.build([START, GRASS, "....5...."], [{"pos": "E0", "energy": 10}, {"pos": "A0", "energy": 7}])
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "E9")
    assert "no space E9" in str(err.value) and "0 to 2" in str(err.value)


def test_refuses_wrong_seat_and_after_the_end(kit):
    state = kit.build([START, GRASS, "....5...."], [{"pos": "E0", "energy": 10}, {"pos": "A0", "energy": 7}])
    with pytest.raises(NotYourTurn):
        GAME.apply(state, 1, "E2")
    over = copy.deepcopy(state)
    over["over"] = True
    over["turn"] = None
    with pytest.raises(GameOver):
        GAME.apply(over, 0, "E2")


def test_refused_move_changes_nothing(kit):
    state = kit.build([START, "~~~~~~~~~", "....5...."], [{"pos": "E0", "energy": 10}, {"pos": "A0", "energy": 7}])
    before = copy.deepcopy(state)
    # out of reach beyond water, water, not a space label, a row not laid
    for text, refusal in (("E2", IllegalMove), ("A1", IllegalMove), ("nonsense", NotationError),
                          ("E9", IllegalMove)):
        with pytest.raises(refusal):
            GAME.apply(state, 0, text)
    assert state == before


def test_rule_change_from_the_food_supply_energy_is_exact_whatever_the_supply_holds(kit):
    # "The number of spaces moved equals the amount of energy used. ... If you
    # don't have the exact amount, you can get change from the Food Supply."
    # The supply always has change: energy - spaces + food, even with every
    # small miniature on the board (README, "Food, energy and change").
    state = kit.build([START, GRASS, "....2...."], [{"pos": "E0", "energy": 5}, {"pos": "A0", "energy": 7}])
    for k in state["supply"]:
        state["supply"][k] = 0
    new, events = GAME.apply(state, 0, "E2")
    assert kit.energy(new, 0) == 5 - 2 + 2
    assert not any("change" in str(e.text) for e in events)


def test_rule_eaten_food_goes_back_to_the_supply_for_new_tiles(kit):
    # "Add that food miniature to your energy": the referee counts the energy;
    # the miniature is free again for "Place a food miniature on the
    # landscape spaces which show that food".
    state = kit.build([START, GRASS, "....5...."], [{"pos": "E0", "energy": 4}, {"pos": "A0", "energy": 7}])
    before = kit.pieces(state)
    new, _ = GAME.apply(state, 0, "E2")
    assert new["supply"]["5"] == state["supply"]["5"] + 1
    assert kit.pieces(new) == before == {1: 5, 2: 13, 3: 12, 4: 11, 5: 10}


def test_rule_each_turn_you_must_move_so_staying_put_is_refused(kit):
    # "Each turn you must move to a space with a food miniature"
    state = kit.build([START, GRASS, "....5...."], [{"pos": "E1", "energy": 10}, {"pos": "A0", "energy": 7}])
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "E1")
    assert str(err.value) == "Your bird is already at E1: each turn you must fly to a space with food."


@pytest.mark.parametrize("n", [1, 7])
def test_setup_is_for_2_to_6_players(n):
    # "Number of players: 2-6"
    with pytest.raises(ValueError) as err:
        GAME.setup([f"P{i}" for i in range(n)], {}, 1)
    assert "2 to 6 players" in str(err.value)


def test_every_flight_is_counted_in_the_state_and_the_view(kit):
    state = kit.build([START, GRASS, "....5...."], [{"pos": "E0", "energy": 10}, {"pos": "A0", "energy": 7}])
    state["moves"] = 4
    new, _ = GAME.apply(state, 0, "E2")
    assert new["moves"] == 5 and GAME.view(new, None)["moves"] == 5
