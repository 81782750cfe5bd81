"""Object scoring: the rulebook's worked examples reproduced on constructed
maps, played through ``apply`` so the score written on the Object line is
checked, plus each condition not met."""

from rules.townies import GAME
from rules.townies.geometry import INDEX
from rules.townies.scoring import object_score
from tests.townies.util import board, position

# E5's neighbours: E4 above, E6 below, D4 upper left, D5 lower left,
# F4 upper right, F5 lower right. Opposite pairs: E4/E6, D4/F5, D5/F4.


def drawn(state, seat, move):
    new, _ = GAME.apply(state, seat, move)
    return new["sheets"][seat]["objects"][-1]


def test_rulebook_example_game_court_scores_5():
    # 4 red Blocks including a red Windmill, and a blue Bank (non-red) adjacent.
    state = position(
        blocks={"E4": "red", "D4": "red", "D5": "red"},
        objects=[("F4", "windmill", "red", 3), ("F5", "bank", "blue", 2)],
        marker="red",
        obj="court",
    )
    obj = drawn(state, 0, "court E5")
    assert obj == {"cell": "E5", "type": "court", "colour": "red", "score": 5}


def test_game_court_bonus_needs_a_non_red_block():
    assert object_score(board({"E4": "red", "D4": "red"}), INDEX["E5"], "court") == (2, False)


def test_rulebook_example_windmill_scores_4():
    # 3 yellow Blocks and no adjacent Object.
    state = position(
        blocks={"E4": "yellow", "D4": "yellow", "D5": "yellow", "F4": "red"}, marker="blue", obj="windmill"
    )
    assert drawn(state, 0, "windmill E5")["score"] == 4


def test_windmill_bonus_lost_next_to_an_object():
    b = board({"E4": "yellow"}, [("E6", "bank", "yellow")])
    assert object_score(b, INDEX["E5"], "windmill") == (2, False)


def test_rulebook_example_station_scores_4_with_the_bonus_met_twice():
    # 3 brown Blocks; Blocks on two pairs of opposite sides (E4/E6 and D4/F5): still only +1.
    state = position(
        blocks={"E4": "brown", "E6": "brown", "D4": "brown", "F5": "red"}, marker="brown", obj="station"
    )
    assert drawn(state, 0, "station E5")["score"] == 4


def test_station_bonus_needs_opposite_sides():
    b = board({"E4": "brown", "D4": "brown", "F4": "red"})  # adjacent sides only
    assert object_score(b, INDEX["E5"], "station") == (2, False)


def test_rulebook_example_bike_rental_scores_3():
    # 2 adjacent green Blocks; connected to a Game Court through two park Blocks (E4, E3).
    state = position(
        blocks={"E4": "green", "E3": "green", "D5": "green", "D2": "red"},
        objects=[("E2", "court", "red", 2)],
        marker="green",
        obj="bank",
    )
    assert drawn(state, 0, "bike E5")["score"] == 3


def test_bike_rental_bonus_needs_at_least_one_green_block_between():
    # the Game Court touches the Bike Rental directly: no connecting Block
    b = board({"D5": "green", "E3": "red"}, [("E4", "court", "green")])
    assert object_score(b, INDEX["E5"], "bike") == (2, False)


def test_rulebook_example_bank_on_the_edge_scores_2():
    # A5 is an edge space; a blue Block and a blue City Square next to it.
    state = position(blocks={"A4": "blue"}, objects=[("B5", "square", "blue", 2)], marker="blue", obj="court")
    assert drawn(state, 0, "bank A5")["score"] == 2


def test_bank_off_the_edge_gets_its_bonus():
    assert object_score(board({"E4": "blue"}), INDEX["E5"], "bank") == (2, True)


def test_rulebook_example_city_square_scores_4_with_five_blocks():
    # a blue Bank and a red Station adjacent, only 5 of 6 sides built.
    state = position(
        blocks={"D4": "red", "D5": "green", "F4": "yellow"},
        objects=[("E4", "bank", "blue", 1), ("E6", "station", "red", 1)],
        marker="green",
        obj="square",
    )
    assert drawn(state, 0, "square E5")["score"] == 4


def test_city_square_surrounded_gets_its_bonus_but_not_on_the_edge():
    six = {"D4": "red", "D5": "green", "F4": "yellow", "F5": "red"}
    b = board(six, [("E4", "bank", "blue"), ("E6", "station", "red")])
    assert object_score(b, INDEX["E5"], "square") == (5, True)
    edge = board({"A4": "red", "A6": "red", "B4": "red"}, [("B5", "bank", "blue")])
    assert object_score(edge, INDEX["A5"], "square") == (2, False)


def test_object_takes_the_colour_of_the_marker_it_is_drawn_with():
    state = position(blocks={"E4": "blue"}, marker="yellow", obj="bank")
    assert drawn(state, 0, "bank E5")["colour"] == "yellow"


def test_scores_fill_the_object_line_left_to_right_and_never_change():
    state = position(players=1, blocks={"E4": "red", "C4": "red"}, marker="red", obj="court")
    state, _ = GAME.apply(state, 0, "court E5")
    first = dict(state["sheets"][0]["objects"][0])
    assert first["score"] == 1
    # build red Blocks next to the Game Court later: its score stays as written
    state["dice"] = {"shape": "bee", "object": "court"}
    state, _ = GAME.apply(state, 0, "shape D5 D6 E6 E7")
    state["dice"] = {"shape": "bee", "object": "court"}
    state, _ = GAME.apply(state, 0, "court C5")
    objs = state["sheets"][0]["objects"]
    assert [o["cell"] for o in objs] == ["E5", "C5"]
    assert objs[0] == first
