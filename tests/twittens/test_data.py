"""The component data: every total of the rulebook's "Elements and Quantities"
page (base game: the 4 Lollies and Lanes tiles are left out) and the Bimble
card list."""

from collections import Counter

import pytest

from rules.twittens.geometry import (
    CARDS,
    TILES,
    card_label,
    describe_tile,
    requirement_text,
    rotate_face,
    token_elements,
)

EDGE_CELL = {0: (0, 1), 1: (1, 2), 2: (2, 1), 3: (1, 0)}


def element_totals() -> Counter:
    total = Counter()
    for face in TILES.values():
        for row in face["cells"]:
            for tok in row:
                for el in token_elements(tok):
                    total[el] += 1
    return total


def test_sixty_base_tiles():
    assert len(TILES) == 60
    assert sorted(TILES) == list(range(1, 61))


@pytest.mark.parametrize("element,count", [
    ("house", 68), ("tree", 68), ("scrub", 36), ("dewpond", 20),
    ("allotment", 4), ("playground", 4), ("substation", 4), ("school", 4),
    ("fox", 10), ("bird", 10), ("newt", 10), ("station", 4),
])
def test_elements_and_quantities_totals(element, count):
    assert element_totals()[element] == count


def test_houses_per_tile_14_24_22():
    per_tile = Counter(sum(row.count("house") for row in f["cells"]) for f in TILES.values())
    assert per_tile == {0: 14, 1: 24, 2: 22}


def test_streetlights_60_with_20_tiles_each_of_0_1_2():
    per_tile = Counter(f["lights"] for f in TILES.values())
    assert per_tile == {0: 20, 1: 20, 2: 20}
    assert sum(f["lights"] for f in TILES.values()) == 60


def test_path_shapes_and_transport_tiles():
    def path_edges(f):
        return sum(1 for e in f["edges"] if e == "path")

    ordinary = [f for f in TILES.values() if f["shape"] not in ("road", "railway")]
    straight = [f for f in ordinary if path_edges(f) == 2 and f["edges"][0] == f["edges"][2]]
    bends = [f for f in ordinary if path_edges(f) == 2 and f["edges"][0] != f["edges"][2]]
    culs = [f for f in ordinary if path_edges(f) == 1]
    junctions = [f for f in ordinary if path_edges(f) >= 3]
    assert (len(straight), len(bends), len(culs), len(junctions)) == (20, 16, 4, 12)
    assert {f["shape"] for f in straight} == {"straight"} and {f["shape"] for f in bends} == {"bend"}
    assert {f["shape"] for f in culs} == {"culdesac"} and {f["shape"] for f in junctions} == {"junction"}
    roads = [f for f in TILES.values() if f["shape"] == "road"]
    rails = [f for f in TILES.values() if f["shape"] == "railway"]
    assert len(roads) == 4 and all(f["edges"].count("road") == 1 for f in roads)
    assert len(rails) == 4 and all(f["edges"].count("rail") == 1 for f in rails)
    assert all(sum(row.count("station") for row in f["cells"]) == 1 for f in rails)


@pytest.mark.parametrize("tid", sorted(TILES))
def test_tile_geometry_is_consistent(tid):
    """The centre is path; an edge's middle cell carries what the edge is
    (path, road or rail), and path/road/rail cells appear nowhere else."""
    face = TILES[tid]
    cells = face["cells"]
    assert cells[1][1] == "path"
    barrier_cells = {(r, c) for r in range(3) for c in range(3) if cells[r][c] in ("path", "road", "rail")}
    expected = {(1, 1)}
    for d, kind in enumerate(face["edges"]):
        r, c = EDGE_CELL[d]
        if kind == "grass":
            assert cells[r][c] not in ("path", "road", "rail")
        else:
            assert cells[r][c] == kind
            expected.add((r, c))
    assert barrier_cells == expected
    assert 0 <= sum(1 for row in cells for tok in row if tok in (
        "allotment", "playground", "substation", "school")) <= 1


def test_rotation_turns_edges_and_cells_clockwise():
    face = {"shape": "bend", "edges": ["path", "path", "grass", "grass"],
            "cells": [["house", "path", "tree"], ["grass", "path", "path"], ["scrub", "grass", "dewpond"]]}
    edges, cells = rotate_face(face, 90)
    assert edges == ("grass", "path", "path", "grass")  # N->E, E->S
    assert cells[:3] == ("scrub", "grass", "house")  # left column becomes top row
    assert rotate_face(face, 0) == (tuple(face["edges"]), tuple(t for row in face["cells"] for t in row))
    with pytest.raises(ValueError):
        rotate_face(face, 45)  # only quarter turns
    four = face
    for _ in range(4):
        e, c = rotate_face(four, 90)
        four = {"shape": "bend", "edges": list(e), "cells": [list(c[0:3]), list(c[3:6]), list(c[6:9])]}
    assert four["cells"] == face["cells"]


def test_hundred_bimble_cards_25_per_season():
    assert len(CARDS) == 100
    assert Counter(c["season"] for c in CARDS.values()) == {1: 25, 2: 25, 3: 25, 4: 25}
    assert len({c["title"] for c in CARDS.values()}) == 100
    assert {c["kind"] for c in CARDS.values()} == {"count", "hub_adj", "many_adj", "group", "hub_reach", "reach"}


def by_title(title):
    return next(c for c in CARDS.values() if c["title"] == title)


def test_rulebook_named_bimble_cards():
    assert by_title("Old Oak Row")["need"] == {"tree": 10} and by_title("Old Oak Row")["points"] == 5
    pond = by_title("The School Pond")
    assert (pond["kind"], pond["hub"], pond["need"], pond["points"]) == ("hub_reach", "school", {"dewpond": 2}, 8)
    wynd = by_title("Blossom Wynd")
    assert (wynd["kind"], wynd["hub"], wynd["other"], wynd["n"], wynd["points"]) == ("hub_adj", "scrub", "tree", 2, 5)
    power = by_title("The Powerhouse")
    assert (power["kind"], power["hub"], power["need"]) == ("hub_reach", "substation", {"house": 3})
    aspen = by_title("Aspen Avenue")
    assert (aspen["kind"], aspen["item"], aspen["other"], aspen["n"]) == ("many_adj", "house", "tree", 3)
    assert by_title("Dog Walk Trail")["need"] == {"streetlight": 6, "tree": 6}


def test_every_bimble_card_is_achievable_in_principle():
    """Each requirement names elements that exist, in numbers the tile set holds."""
    totals = element_totals()
    totals.update({"streetlight": 60, "tile": 60})
    shape_counts = Counter(f["shape"] for f in TILES.values())
    for card in CARDS.values():
        assert card["points"] > 0
        needs = dict(card.get("need", {}))
        for key in ("hub", "item", "other"):
            if key in card:
                needs.setdefault(card[key], 1)
        for el, n in needs.items():
            assert totals.get(el, 0) + shape_counts.get(el, 0) >= n, (card["title"], el)


def test_points_grow_with_difficulty_within_a_kind():
    """Two cards asking for the same thing in larger numbers never pay less."""
    counts = [c for c in CARDS.values() if c["kind"] == "count" and list(c["need"]) == ["tree"]]
    counts.sort(key=lambda c: c["need"]["tree"])
    assert [c["points"] for c in counts] == sorted(c["points"] for c in counts)
    groups = [c for c in CARDS.values() if c["kind"] == "group" and c["item"] == "tree"]
    groups.sort(key=lambda c: c["n"])
    assert [c["points"] for c in groups] == sorted(c["points"] for c in groups)


# -- words for tiles and cards (labels, summaries, alt text) --------------------------------


def test_grass_and_the_path_are_no_element_and_wildlife_counts_as_both():
    """"Scrub and dewponds that are home to wildlife count as both elements";
    grass, the path, roads and railways are no element at all."""
    for token in ("grass", "path", "road", "rail"):
        assert token_elements(token) == frozenset()
    assert token_elements("house") == {"house"}
    assert token_elements("scrub+fox") == {"scrub", "fox", "wildlife"}
    assert token_elements("dewpond+bird") == {"dewpond", "bird", "wildlife"}


PLURALS = {"house": "houses", "tree": "trees", "scrub": "scrub", "dewpond": "dewponds", "fox": "foxes",
           "bird": "birds", "newt": "newts", "allotment": "allotments", "playground": "playgrounds",
           "substation": "substations", "school": "schools", "station": "stations"}


@pytest.mark.parametrize("tid", sorted(TILES))
def test_a_tile_is_described_by_its_shape_and_every_element_on_it(tid):
    face = TILES[tid]
    text = str(describe_tile(face))
    shape = {"culdesac": "cul-de-sac"}.get(face["shape"], face["shape"])
    assert text.startswith(f"{shape}: ")
    counts = Counter(part for row in face["cells"] for tok in row for part in tok.split("+"))
    said = text.split(": ", 1)[1].split(", ")
    expected = [f"{counts[el]} {word if counts[el] > 1 else el}" for el, word in PLURALS.items() if counts[el]]
    if face["lights"]:
        expected.append(f"{face['lights']} streetlight{'s' if face['lights'] > 1 else ''}")
    assert said == (expected or ["grass only"])


@pytest.mark.parametrize("title,text", [
    # the rulebook's own wording: "10 trees", "A school that can reach 2 dewponds",
    # "Scrub adjacent to 2 trees", "6 streetlights and 6 trees, anywhere"
    ("Old Oak Row", "10 trees anywhere"),
    ("The School Pond", "[pin] a school that can reach 2 dewponds"),
    ("Blossom Wynd", "[link] a scrub adjacent to 2 trees"),
    ("Dog Walk Trail", "6 streetlights and 6 trees anywhere"),
    ("Aspen Avenue", "[link] 3 houses adjacent to trees"),
    ("The Powerhouse", "[pin] a substation that can reach 3 houses"),
    # designed cards: the other kinds and "an" before a vowel
    ("Seed Trays", "[link] an allotment adjacent to 2 trees"),
    ("Cottage Row", "[link] 3 houses in one continuous group"),
    ("Daffodil Dell", "[pin] 3 trees and 2 houses that can all reach each other"),
])
def test_bimble_requirement_in_words(title, text):
    card = next(c for c in CARDS.values() if c["title"] == title)
    assert str(requirement_text(card)) == text
    assert str(card_label(card["id"])) == f"{title} ({card['points']} pts): {text}"


def test_requirement_words_for_counts_of_one_and_of_several_kinds():
    assert str(requirement_text({"kind": "count", "need": {"culdesac": 1, "straight": 1, "fox": 2}})) == \
        "1 cul-de-sac, 1 straight path and 2 foxes anywhere"
    assert str(requirement_text({"kind": "many_adj", "item": "house", "other": "house", "n": 2})) == \
        "[link] 2 houses adjacent to other houses"
    assert str(requirement_text({"kind": "hub_reach", "hub": "station", "need": {"wildlife": 3}})) == \
        "[pin] a station that can reach 3 wildlife"
    with pytest.raises(ValueError, match="unknown Bimble kind"):
        requirement_text({"kind": "detour"})
