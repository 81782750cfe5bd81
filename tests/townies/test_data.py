"""The component model kept in data: map geometry, dice, cards."""

from rules.townies import geometry as G
from rules.townies.scoring import ADDITIONAL, BONUSES, INDIVIDUAL, largest_triangle
from tests.townies.util import board


def test_map_has_nine_columns_and_77_cells():
    assert G.COLUMNS == list("ABCDEFGHI")
    assert G.N_CELLS == 77
    assert len(set(G.LABELS)) == 77
    # every label is typeable: one letter and a row number
    assert all(label[0] in G.COLUMNS and label[1:].isdigit() for label in G.LABELS)


def test_map_has_exactly_four_star_spaces_off_the_edge():
    assert len(G.STARS) == 4
    assert not any(G.EDGE[i] for i in G.STARS)


def test_central_area_is_every_cell_within_two_steps_of_e5():
    e5 = G.INDEX["E5"]
    expected = {i for i in range(G.N_CELLS) if G.distance(i, e5) <= 2}
    assert set(G.CENTRAL) == expected and len(expected) == 19
    assert not any(G.EDGE[i] for i in G.CENTRAL)


def test_edge_spaces_are_cells_with_fewer_than_six_neighbours():
    assert sum(G.EDGE) == 32
    assert G.EDGE[G.INDEX["A5"]] and G.EDGE[G.INDEX["E1"]] and G.EDGE[G.INDEX["B8"]]
    assert not G.EDGE[G.INDEX["B7"]] and not G.EDGE[G.INDEX["E8"]]
    assert all(len(n) == 6 for i, n in enumerate(G.NEIGHBOURS) if not G.EDGE[i])


def test_neighbours_are_symmetric_and_opposites_are_opposite():
    for i, nbrs in enumerate(G.NEIGHBOURS):
        for n in nbrs:
            assert i in G.NEIGHBOURS[n]
    # E5's neighbours: E4 above, E6 below, D4/D5 left, F4/F5 right (odd columns sit lower)
    assert {G.LABELS[n] for n in G.NEIGHBOURS[G.INDEX["E5"]]} == {"E4", "E6", "D4", "D5", "F4", "F5"}
    pairs = {frozenset((G.LABELS[a], G.LABELS[b])) for a, b in G.OPPOSITE_PAIRS[G.INDEX["E5"]]}
    assert pairs == {frozenset(("E4", "E6")), frozenset(("D4", "F5")), frozenset(("D5", "F4"))}


def test_map_has_room_for_a_block_triangle_of_side_8():
    full = board({label: "red" for label in G.LABELS})
    assert largest_triangle(full) == 9  # side 8 (the chart maximum) fits, and even 9


def test_seven_free_tetrahexes_and_a_black_die_of_six_of_them():
    canonical = {name: min(o) for name, o in G.ORIENTATIONS.items()}
    assert len(set(canonical.values())) == 7
    for cells in G.TETRAHEXES.values():
        assert len(cells) == 4
    assert len(G.BLACK_DIE) == 6 and len(set(G.BLACK_DIE)) == 6
    assert set(G.BLACK_DIE) < set(G.TETRAHEXES)
    counts = {name: len(o) for name, o in G.ORIENTATIONS.items()}
    assert counts == {"bar": 3, "pistol": 12, "hook": 12, "bee": 3, "wave": 6, "arch": 6, "propeller": 2}


def test_orientation_anchor_is_the_top_left_cell():
    for orients in G.ORIENTATIONS.values():
        for shape in orients:
            assert (0, 0) in shape
            assert all((q, r) >= (0, 0) for q, r in shape)


def test_white_die_shows_the_six_objects():
    assert sorted(G.WHITE_DIE) == sorted(G.OBJECTS)
    assert {G.OBJECT_COLOUR[k] for k in G.WHITE_DIE} == {None, "red", "yellow", "brown", "green", "blue"}


def test_each_marker_colour_has_one_basic_object_and_the_square_has_none():
    assert G.BASIC_OBJECT == {"red": "court", "yellow": "windmill", "brown": "station", "green": "bike", "blue": "bank"}


def test_standardization_pairs_one_card_per_colour_never_its_own():
    pairs = INDIVIDUAL["standardization"]["pairs"]
    assert set(pairs) == set(G.COLOURS)
    for colour, pair in pairs.items():
        assert len(set(pair)) == 2 and colour not in pair
    assert len({frozenset(p) for p in pairs.values()}) == 5
    # the rulebook's example card (Industrial and Residential) exists
    assert frozenset(("brown", "red")) in {frozenset(p) for p in pairs.values()}


def test_ten_additional_goals_and_four_bonus_cards_two_of_them_the_projects():
    assert len(ADDITIONAL) == 10
    assert len(BONUSES) == 4
    assert {k for k, v in BONUSES.items() if not v["designed_by_project"]} == {"funding", "stable-soil"}
    assert {k for k, v in BONUSES.items() if v["designed_by_project"]} == {"zoning", "permit"}


def test_charts_as_printed():
    assert INDIVIDUAL["specialization"]["chart"] == [0, 1, 2, 4, 7, 10, 14]
    assert INDIVIDUAL["standardization"]["chart"] == [0, 1, 2, 4, 7, 10, 14]
    assert ADDITIONAL["crossroads"]["chart"] == [1, 2, 4, 7, 10, 14]
    assert ADDITIONAL["hub"]["chart"] == [0, 2, 5, 9, 14]
    assert ADDITIONAL["recreational"]["chart"] == [1, 2, 4, 7, 9, 11, 14]
    assert ADDITIONAL["triangle"]["chart"] == [0, 1, 2, 4, 7, 9, 11, 14]
    assert ADDITIONAL["windrose"]["chart"] == [1, 2, 5, 7, 9, 11, 14]
