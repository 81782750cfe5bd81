"""Goal charts: each rulebook example reproduced, plus the goals the rulebook
gives without an example."""

from rules.townies.geometry import INDEX, LABELS, NEIGHBOURS
from rules.townies.scoring import (
    ADDITIONAL,
    ADDITIONAL_COUNT,
    INDIVIDUAL,
    chart_points,
    goal_counts,
    goal_points,
)
from tests.townies.util import board


def around(labels, colour, blocks):
    """Fill every empty neighbour of ``labels`` with ``colour``."""
    for label in labels:
        for n in NEIGHBOURS[INDEX[label]]:
            blocks.setdefault(LABELS[n], colour)
    return blocks


def points(goal, count):
    chart = INDIVIDUAL[goal]["chart"] if goal in INDIVIDUAL else ADDITIONAL[goal]["chart"]
    return chart_points(chart, count)


def test_rulebook_example_specialization_three_surrounded_farmers_blocks():
    blocks = {"E4": "yellow", "E5": "yellow", "D5": "yellow", "A5": "yellow"}
    around(["E4", "E5", "D5", "A5"], "red", blocks)  # A5 is surrounded too but an edge space
    counts = goal_counts(board(blocks), "yellow", {"individual": True})
    assert counts["specialization"] == 3
    assert goal_points(counts)["specialization"] == 2


def test_specialization_counts_objects_of_the_colour_and_caps_at_7_plus():
    assert points("specialization", 7) == 14 and points("specialization", 12) == 14
    assert points("specialization", 1) == 0


def test_rulebook_example_standardization_station_and_court_counted_bank_not():
    # blue's card: Industrial (brown) and Residential (red) Blocks next to an Object
    b = board(
        {"D4": "red", "E4": "brown", "B5": "red", "C4": "brown", "G4": "brown", "G6": "green"},
        [("E5", "station", "brown"), ("C5", "court", "red"), ("G5", "bank", "blue")],
    )
    counts = goal_counts(b, "blue", {"individual": True})
    assert counts["standardization"] == 2
    assert goal_points(counts)["standardization"] == 1


def test_rulebook_example_crossroads_bike_rental_counted_windmill_not():
    b = board(
        {"E4": "yellow", "F4": "yellow", "D5": "green", "E6": "green"},
        [("E5", "bike", "green"), ("F5", "windmill", "red")],
    )
    assert ADDITIONAL_COUNT["crossroads"](b) == 1
    assert points("crossroads", 1) == 1


def test_rulebook_example_hub_four_colours_score_9():
    b = board(
        {"E4": "blue", "D4": "red", "D5": "brown"},
        [("E5", "court", "red"), ("F4", "court", "green"), ("F5", "bank", "brown")],
    )
    assert ADDITIONAL_COUNT["hub"](b) == 4
    assert goal_points(goal_counts(b, "red", {"goal": "hub"})) == {"hub": 9}


def test_rulebook_example_recreational_areas_five_of_six_objects():
    b = board(
        {},
        [
            ("C3", "court", "red"), ("C4", "bank", "blue"), ("D4", "bike", "green"),
            ("G6", "station", "brown"), ("G7", "square", "brown"), ("A9", "court", "red"),
        ],
    )
    assert ADDITIONAL_COUNT["recreational"](b) == 5
    assert points("recreational", 5) == 9


def test_rulebook_example_symmetry_counted_once():
    # yellow Block and yellow Station on opposite sides, and two blue Blocks on opposite sides too
    b = board({"E4": "yellow", "D4": "blue", "F5": "blue"}, [("E5", "bike", "green"), ("E6", "station", "yellow")])
    assert ADDITIONAL_COUNT["symmetry"](b) == 1
    assert points("symmetry", 1) == 1


def test_symmetry_needs_the_same_colour():
    b = board({"E4": "yellow", "E6": "red", "D4": "blue", "F5": "green"}, [("E5", "bike", "green")])
    assert ADDITIONAL_COUNT["symmetry"](b) == 0


def test_rulebook_example_triangle_side_3_scores_2():
    # axial (q, r), (q+1, r), (q+2, r), (q, r+1), (q+1, r+1), (q, r+2) from C3
    cells = ["C3", "C4", "C5", "D3", "D4", "E4"]
    b = board({c: "red" for c in cells})
    assert ADDITIONAL_COUNT["triangle"](b) == 3
    assert points("triangle", 3) == 2
    del_one = board({c: "red" for c in cells if c != "D3"})
    assert ADDITIONAL_COUNT["triangle"](del_one) == 2


def test_triangle_pointing_the_other_way_and_objects_count_as_blocks():
    cells = {"E3": "red", "E4": "red", "D4": "blue", "F4": "green", "F3": "green"}
    b = board(cells, [("E5", "court", "red")])
    assert ADDITIONAL_COUNT["triangle"](b) == 2
    # the other orientation of side 3: D4 D5 E4 ... found by the second search
    tri = ["E5", "E4", "E3", "D4", "D3", "C4"]
    assert ADDITIONAL_COUNT["triangle"](board({c: "red" for c in tri})) == 3


def test_rulebook_example_urban_routes_green_windmill_joined_to_the_edge():
    b = board({"B5": "green", "A5": "green", "G5": "blue"}, [("C5", "windmill", "green"), ("F5", "bank", "blue")])
    assert ADDITIONAL_COUNT["routes"](b) == 1  # the Bank's blue Block does not reach the edge
    assert points("routes", 1) == 1
    only_bank = board({"G5": "blue"}, [("F5", "bank", "blue")])
    assert ADDITIONAL_COUNT["routes"](only_bank) == 0
    both = board({"B5": "green", "A5": "green", "G5": "blue", "H5": "blue", "I5": "blue"},
                 [("C5", "windmill", "green"), ("F5", "bank", "blue")])
    assert ADDITIONAL_COUNT["routes"](both) == 2  # G5 H5 I5 reach the edge at I5


def test_downtown_suburbs_surroundings_and_wind_rose():
    full = {}
    around(["E5"], "red", full)
    b = board(full, [("E5", "square", "blue"), ("A1", "court", "red"), ("C9", "bank", "blue"), ("C8", "bank", "blue")])
    assert ADDITIONAL_COUNT["downtown"](b) == 1
    assert ADDITIONAL_COUNT["suburbs"](b) == 3
    assert ADDITIONAL_COUNT["surroundings"](b) == 1
    assert ADDITIONAL_COUNT["windrose"](b) == 3  # columns A, C and E
    assert points("windrose", 3) == 5
    assert points("suburbs", 3) == 4
    assert points("downtown", 1) == 0


def test_goals_in_play_follow_the_cards():
    b = board({"E4": "red"}, [("E5", "court", "red")])
    assert goal_counts(b, "red", {"individual": False, "goal": None}) == {}
    assert set(goal_counts(b, "red", {"individual": True, "goal": None})) == {"specialization", "standardization"}
    assert set(goal_counts(b, "red", {"individual": True, "goal": "hub"})) == {
        "specialization",
        "standardization",
        "hub",
    }


def test_largest_triangle_matches_a_brute_force_search_on_random_maps():
    from rules.base import Rng
    from rules.townies.geometry import AT, AXIAL, N_CELLS

    def brute(b):
        best = 0
        for c in range(N_CELLS):
            q, r = AXIAL[c]
            for sign in (1, -1):
                for side in range(1, 10):
                    cells = [AT.get((q + sign * i, r + sign * j)) for i in range(side) for j in range(side - i)]
                    if None in cells or any(b.colour[x] is None for x in cells):
                        break
                    best = max(best, side)
        return best

    rng = Rng.from_seed(99)
    for trial in range(40):
        density = 0.5 + 0.5 * trial / 40
        blocks = {label: "red" for label in LABELS if rng.randrange(1000) < density * 1000}
        b = board(blocks)
        assert ADDITIONAL_COUNT["triangle"](b) == brute(b)


def test_goals_count_zero_on_an_empty_map():
    # nothing drawn: no Object, no Block meets any Goal (Hub: "the different
    # coloured Blocks adjacent to any one of your Objects": no Object, 0)
    empty = board({})
    for key, count in ADDITIONAL_COUNT.items():
        assert count(empty) == 0, key
    counts = goal_counts(empty, "red", {"individual": True, "goal": "hub"})
    assert counts == {"specialization": 0, "standardization": 0, "hub": 0}
    assert goal_points(counts) == {"specialization": 0, "standardization": 0, "hub": 0}
