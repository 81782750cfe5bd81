"""Season scoring and Bimble requirements, with the rulebook's worked
examples reproduced on hand-built Twittens (the printed tile faces are not
public, so the tiles are built to match each example's description)."""

from rules.twittens import GAME
from rules.twittens.geometry import CARDS, Twitten
from tests.twittens.twhelp import custom, ew, row_twitten


def card(title):
    return next(c for c in CARDS.values() if c["title"] == title)


def annie():
    """The scoring example of page 21: 12 tiles in a row, path west-east.
    Top row (one region above the path) and bottom row (one region below)."""
    faces = [
        ew(".r.", "...", lights=1, north="road"),  # the road, at the west end
        ew("TTT", "X.f", lights=1),                 # station below the path
        ew("TT.", "b..", lights=1),                 # 5 trees in a row
        ew("HGH", "n..", lights=1),                 # playground between 2 houses
        ew(".TA", "f.T", lights=1),                 # allotment with a tree each side
        ew("T..", "...", lights=1),
        ew("KDD", "...", lights=1),                 # school reaching 2 dewponds
        ew("H.H", "...", lights=1),
        ew("H.H", "...", lights=1),
        ew("U.H", "..."),                           # substation: house limit 8
        ew("H.T", "..."),
        ew("T.S", "..."),
    ]
    return row_twitten(faces)


def test_worked_example_annie_scores_50():
    tw, placements, faces = annie()
    assert tw.count("house") == 8 and tw.count("substation") == 1
    assert tw.count("tree") == 10 and tw.lights == 9 and len(tw) == 12
    seat = {
        "twitten": placements,
        "cards": [card("Old Oak Row")["id"], card("The School Pond")["id"], card("Blossom Wynd")["id"]],
        "completed": [],
    }
    seat["completed"] = [c for c in seat["cards"] if tw.completes(CARDS[c])]
    assert [CARDS[c]["title"] for c in seat["completed"]] == ["Old Oak Row", "The School Pond"]
    sheet = GAME.season_sheet(seat, faces)
    assert sheet["houses"] == 8  # (i) 8 houses, limit 8 thanks to the substation
    assert sheet["trees"] == 5  # (ii) largest arrangement of 5 trees
    assert sheet["streetlights"] == 0  # (iii) 9 streetlights, 12 tiles
    assert sheet["roads"] == 5  # (iv) 1 road at an end
    assert sheet["stations"] == 12  # (v) the station reaches 4 wildlife
    assert sheet["playgrounds"] == 6  # (vi) 2 adjacent houses
    assert sheet["allotments"] == 6  # (vii) 2 adjacent trees
    assert (sheet["bimble_won"], sheet["bimble_lost"], sheet["bimble"]) == (13, 5, 8)  # (viii)
    assert sheet["total"] == 50


def test_rule_house_limit_7_without_substation_scores_no_houses():
    tw, _, _ = row_twitten([ew("HHH", "HHH"), ew("HH.", "...")])
    assert tw.count("house") == 8 and tw.house_limit() == 7
    assert tw.score()["houses"] == 0
    tw7, _, _ = row_twitten([ew("HHH", "HHH"), ew("H..", "...")])
    assert tw7.score()["houses"] == 7


def test_rule_substation_raises_limit_to_8_not_more():
    tw, _, _ = row_twitten([ew("HHH", "HHH"), ew("HHU", "U..")])
    assert tw.house_limit() == 8 and tw.score()["houses"] == 8
    tw9, _, _ = row_twitten([ew("HHH", "HHH"), ew("HHU", "UH.")])
    assert tw9.score()["houses"] == 0  # two substations: still 8


def test_rule_trees_either_side_of_the_path_are_not_continuous():
    tw, _, _ = row_twitten([ew("TTT", "TTT"), ew("T..", "TT.")])
    assert tw.count("tree") == 9
    assert tw.score()["trees"] == 5  # bottom row 5; top row 4; never 9


def test_rule_trees_across_tile_edges_are_continuous_but_diagonals_are_not():
    tw, _, _ = row_twitten([ew("..T", "..."), ew("T..", "..."), ew(".T.", "...")])
    assert tw.largest_group("tree") == 2


def test_rule_streetlights_score_only_when_equal_to_tiles():
    tw, _, _ = row_twitten([ew("...", "...", 2), ew("...", "...", 0), ew("...", "...", 1)])
    assert tw.score()["streetlights"] == 3
    tw2, _, _ = row_twitten([ew("...", "...", 2), ew("...", "...", 2), ew("...", "...", 1)])
    assert tw2.score()["streetlights"] == 0


def test_rule_road_scores_5_only_at_an_end():
    end, _, _ = row_twitten([ew(".r.", "...", north="road"), ew("...", "...")])
    assert end.score()["roads"] == 5
    middle, _, _ = row_twitten([ew("...", "..."), ew(".r.", "...", north="road"), ew("...", "...")])
    assert middle.score()["roads"] == 0


def test_rule_two_roads_joined_by_their_link_are_two_separate_roads():
    """Placing transport links (iii), right-hand example: two roads meeting
    count as 2 roads; each tile here is at an end of the Twitten."""
    road_n = custom(["road", "path", "grass", "path"], [".r.", "PPP", "..."], shape="road")
    bend_w_n = custom(["path", "grass", "grass", "path"], [".P.", "PP.", "..."], shape="bend")
    bend_s_w = custom(["grass", "grass", "path", "path"], ["...", "PP.", ".P."], shape="bend")
    road_s = custom(["grass", "path", "road", "path"], ["...", "PPP", ".r."], shape="road")
    faces = {1: road_n, 2: bend_w_n, 3: bend_s_w, 4: road_s}
    tw = Twitten([], faces)
    for tid, x, y in ((1, 0, 0), (2, 1, 0), (3, 1, -1), (4, 0, -1)):
        assert tw.placement_error(tid, x, y, 0) is None
        tw.add(tid, x, y, 0)
    assert tw.score()["roads"] == 10


def test_rule_station_reaches_wildlife_not_across_path_or_railway():
    """Railways example: the station reaches the bird and the fox (6 points)
    but not the birds across the path or the railway."""
    faces = [
        ew("X.b", "w.."),                    # station; bird beside it; bird below the path
        ew("f..", "...", north="rail"),        # fox on our side of the railway...
        ew("...", "..."),
    ]
    faces[1]["cells"][0] = ["scrub+fox", "rail", "scrub+bird"]  # ...and a bird beyond it
    tw, _, _ = row_twitten(faces)
    assert tw.count("wildlife") == 4
    assert tw.score()["stations"] == 6


def test_rule_wildlife_reached_by_two_stations_scores_for_each():
    tw, _, _ = row_twitten([ew("X.f", "..."), ew("b.X", "...")])
    assert tw.score()["stations"] == 12


def test_rule_allotment_scores_adjacent_trees_not_across_the_path():
    """Allotments example: 3 adjacent trees score 9; the tree in the red box,
    across the path, does not count."""
    tw = Twitten([], {1: custom(["path", "grass", "path", "grass"], ["TPT", "APT", "TPT"])})
    tw.add(1, 0, 0, 0)
    # left column: T, A, T -> 2 trees adjacent; trees across the path do not count
    assert tw.score()["allotments"] == 6
    ring = custom(["grass", "grass", "path", "grass"], ["TAT", ".T.", "TP."])
    ring["cells"][1][1] = "tree"  # a hand-made face: allotment with 3 trees around it
    tw2 = Twitten([], {1: ring})
    tw2.add(1, 0, 0, 0)
    assert tw2.score()["allotments"] == 9


def test_rule_tree_next_to_two_allotments_scores_for_each():
    tw, _, _ = row_twitten([ew("ATA", "...")])
    assert tw.score()["allotments"] == 6


def test_rule_playground_scores_adjacent_houses_not_across_the_path():
    tw, _, _ = row_twitten([ew("HGH", ".H."), ew("G..", "...")])
    # first playground: 2 houses; second playground (top of tile 2): the house at its west
    assert tw.score()["playgrounds"] == 9


def test_bimble_example_the_powerhouse():
    """Example 1: a substation that can reach 3 houses without crossing a path."""
    power = card("The Powerhouse")
    tw, _, _ = row_twitten([ew("U.H", "HHH"), ew("H..", "...")])
    assert not tw.completes(power)  # the houses below the path do not count
    tw2, _, _ = row_twitten([ew("U.H", "HHH"), ew("H..", "..."), ew(".H.", "...")])
    assert tw2.completes(power)


def test_bimble_example_aspen_avenue():
    """Example 2: two houses sharing one tree count twice; a house and tree
    split by the path are not adjacent."""
    aspen = card("Aspen Avenue")
    tw, _, _ = row_twitten([ew("HTH", "..."), ew("H..", "T..")])
    assert not tw.completes(aspen)  # only 2: the third house faces its tree across the path
    tw2, _, _ = row_twitten([ew("HTH", "..."), ew("H..", "T.."), ew("..T", "...")])
    assert not tw2.completes(aspen)  # a tree with grass between it and the house
    tw3, _, _ = row_twitten([ew("HTH", "..."), ew("H..", "T.."), ew("HT.", "...")])
    assert tw3.completes(aspen)


def test_bimble_example_dog_walk_trail_exceeded():
    """Example 3: 6 streetlights and 8 trees complete a card asking 6 and 6."""
    dog = card("Dog Walk Trail")
    tw, _, _ = row_twitten([ew("TTT", "TT.", 2), ew("TT.", "T..", 2), ew("...", "...", 2)])
    assert tw.lights == 6 and tw.count("tree") == 8
    assert tw.completes(dog)
    short, _, _ = row_twitten([ew("TTT", "T..", 2), ew("TT.", "T..", 2), ew("...", "...", 1)])
    assert not short.completes(dog)


def test_bimble_blossom_wynd_chain_link_needs_two_adjacent_trees():
    wynd = card("Blossom Wynd")
    tw, _, _ = row_twitten([ew("TST", "...")])
    assert tw.completes(wynd)
    split, _, _ = row_twitten([ew("TS.", ".T.")])  # the second tree is across the path
    assert not split.completes(wynd)


def test_bimble_the_school_pond_map_pin():
    pond = card("The School Pond")
    assert row_twitten([ew("K.D", "..."), ew("..n", "...")])[0].completes(pond)  # a newt's pond counts
    assert not row_twitten([ew("K.D", "D..")])[0].completes(pond)


def test_bimble_group_and_count_of_path_shapes():
    tw, _, _ = row_twitten([ew("HHH", "..."), ew("H..", "...", shape="bend")])
    assert tw.largest_group("house") == 4
    assert tw.count("bend") == 1 and tw.count("straight") == 1 and tw.count("tile") == 2


def test_bimble_reach_without_hub_needs_one_region():
    card_ = {"kind": "reach", "need": {"tree": 2, "house": 1}}
    assert row_twitten([ew("T.T", "..."), ew("H..", "...")])[0].completes(card_)
    assert not row_twitten([ew("T.T", "H..")])[0].completes(card_)


def test_bimble_hub_does_not_count_itself():
    card_ = {"kind": "hub_reach", "hub": "dewpond", "need": {"dewpond": 1}}
    assert not row_twitten([ew("D..", "...")])[0].completes(card_)
    assert row_twitten([ew("D.D", "...")])[0].completes(card_)


def test_progress_is_fractional_until_complete():
    old_oak = card("Old Oak Row")
    tw, _, _ = row_twitten([ew("TTT", "TT.")])
    assert 0 < tw.progress(old_oak) < 1


def test_rule_railway_breaks_tree_continuity_and_allotment_adjacency():
    """Railways break adjacency: trees either side of the railway stub are two
    groups, and an allotment across it scores nothing for that tree."""
    tw, _, _ = row_twitten([ew("T.T", "...", north="rail")])
    assert tw.cells[(0, 1)] == "rail"
    assert tw.largest_group("tree") == 1
    tw2, _, _ = row_twitten([ew("A.T", "...", north="road")])
    assert tw2.score()["allotments"] == 0
    tw3, _, _ = row_twitten([ew("AT.", "...")])
    assert tw3.score()["allotments"] == 3
    tw4, _, _ = row_twitten([ew("T.T", "...")])
    tw4.cells[(0, 1)] = "tree"  # the same row with a tree where the railway was
    assert tw4.largest_group("tree") == 3
