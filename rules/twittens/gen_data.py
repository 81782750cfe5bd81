"""Generate tiles.json and bimbles.json (run once by hand; the JSON is committed).

    .venv/bin/python -m rules.twittens.gen_data

The game never runs this file: the engine only reads the committed JSON. It
is kept so the design is reproducible and reviewable. Running it again with
the same SEED rewrites the same files.

Tile design (base orientation, rotation 0). Each tile is a 3x3 grid of cells
(row, column); the middle cell of each edge and the centre carry the edge's
path, road or railway. Shapes: straight (path N-S), bend (N-E), cul-de-sac
(S only), T junction (N-E-S), crossroads (all four), road tiles (a path with
a road stub running from one grass-free edge to the path at the centre) and
railway tiles (the same with a railway, and a station beside it).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

SEED = 20261129
HERE = Path(__file__).parent

N, E, S, W = 0, 1, 2, 3
EDGE_CELL = {N: (0, 1), E: (1, 2), S: (2, 1), W: (1, 0)}

# shape -> (path edges, transport edge or None)
SHAPES = (
    [("straight", (N, S), None)] * 20
    + [("bend", (N, E), None)] * 16
    + [("culdesac", (S,), None)] * 4
    + [("junction", (N, E, S), None)] * 8
    + [("junction", (N, E, S, W), None)] * 4
    + [("road", (W, E), N), ("road", (W, E), N), ("road", (E, S), N), ("road", (E, S), W)]
    + [("railway", (W, E), N), ("railway", (W, E), N), ("railway", (E, S), N), ("railway", (E, S), W)]
)


def neighbours(r, c):
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        if 0 <= r + dr < 3 and 0 <= c + dc < 3:
            yield r + dr, c + dc


def make_tiles(rng: random.Random) -> list[dict[str, Any]]:
    tiles: list[dict[str, Any]] = []
    for index, (shape, paths, link) in enumerate(SHAPES):
        cells = [["grass"] * 3 for _ in range(3)]
        edges = ["grass"] * 4
        cells[1][1] = "path"
        for e in paths:
            edges[e] = "path"
            r, c = EDGE_CELL[e]
            cells[r][c] = "path"
        if link is not None:
            kind = "road" if shape == "road" else "rail"
            edges[link] = kind
            r, c = EDGE_CELL[link]
            cells[r][c] = kind
        tiles.append({"id": index + 1, "shape": shape, "edges": edges, "cells": cells, "lights": 0})

    def free(t):
        return [(r, c) for r in range(3) for c in range(3) if t["cells"][r][c] == "grass"]

    # stations on the railway tiles
    for t in tiles:
        if t["shape"] == "railway":
            r, c = rng.choice(free(t))
            t["cells"][r][c] = "station"

    def put(t, kind, cluster=True):
        spots = free(t)
        if cluster:
            near = [p for p in spots if any(t["cells"][q[0]][q[1]].startswith(kind) for q in neighbours(*p))]
            if near and rng.random() < 0.75:
                spots = near
        r, c = rng.choice(spots)
        t["cells"][r][c] = kind

    ordinary = [t for t in tiles if t["shape"] not in ("road", "railway")]
    # amenities: one each on 16 distinct ordinary tiles
    amen = ["allotment", "playground", "substation", "school"] * 4
    for t, a in zip(rng.sample(ordinary, 16), amen, strict=True):
        put(t, a, cluster=False)

    houses = [0] * 14 + [1] * 24 + [2] * 22
    rng.shuffle(houses)
    for t, h in zip(tiles, houses, strict=True):
        for _ in range(h):
            put(t, "house")
    lights = [0] * 20 + [1] * 20 + [2] * 20
    rng.shuffle(lights)
    for t, n in zip(tiles, lights, strict=True):
        t["lights"] = n

    def scatter(kind, count):
        for _ in range(count):
            candidates = [t for t in tiles if len(free(t)) > 1] or [t for t in tiles if free(t)]
            weights = [len(free(t)) + 3 * sum(row.count(kind) for row in t["cells"]) for t in candidates]
            t = rng.choices(candidates, weights)[0]
            put(t, kind)

    scatter("tree", 68)
    scatter("scrub", 36)
    scatter("dewpond", 20)

    spots: dict[str, list[tuple[dict[str, Any], int, int]]] = {"scrub": [], "dewpond": []}
    for t in tiles:
        for r in range(3):
            for c in range(3):
                if t["cells"][r][c] in spots:
                    spots[t["cells"][r][c]].append((t, r, c))
    rng.shuffle(spots["scrub"])
    rng.shuffle(spots["dewpond"])
    for t, r, c in spots["dewpond"][:10]:
        t["cells"][r][c] = "dewpond+newt"
    for t, r, c in spots["scrub"][:10]:
        t["cells"][r][c] = "scrub+fox"
    rest = spots["scrub"][10:] + spots["dewpond"][10:]
    rng.shuffle(rest)
    for t, r, c in rest[:10]:
        t["cells"][r][c] += "+bird"
    return tiles


# ---------------------------------------------------------------------------
# Bimble cards: 25 per season. Each row: title, requirement, points.
# Requirement kinds:
#   count     {"need": {element: n, ...}}              anywhere in the Twitten
#   hub_adj   {"hub": a, "other": b, "n": n}            chain link: one a with n adjacent b
#   many_adj  {"item": a, "other": b, "n": n}           chain link: n a's each adjacent to a b
#   group     {"item": a, "n": n}                       chain link: n a's in one continuous group
#   hub_reach {"hub": a, "need": {b: n, ...}}           map pin: one a that can reach them all
#   reach     {"need": {a: n, b: m, ...}}               map pin: all of them able to reach each other
# ---------------------------------------------------------------------------


def C(**need):
    return {"kind": "count", "need": need}


def HA(hub, other, n):
    return {"kind": "hub_adj", "hub": hub, "other": other, "n": n}


def MA(item, other, n):
    return {"kind": "many_adj", "item": item, "other": other, "n": n}


def G(item, n):
    return {"kind": "group", "item": item, "n": n}


def HR(hub, **need):
    return {"kind": "hub_reach", "hub": hub, "need": need}


def R(**need):
    return {"kind": "reach", "need": need}


SEASONS = {
    1: [  # spring
        ("Old Oak Row", C(tree=10), 5),
        ("The School Pond", HR("school", dewpond=2), 8),
        ("Blossom Wynd", HA("scrub", "tree", 2), 5),
        ("The Powerhouse", HR("substation", house=3), 6),
        ("Aspen Avenue", MA("house", "tree", 3), 5),
        ("Dog Walk Trail", C(streetlight=6, tree=6), 6),
        ("Primrose Path", C(scrub=4), 4),
        ("Frogspawn Lane", C(dewpond=3), 5),
        ("Lambing Twitten", C(fox=1, bird=1), 4),
        ("Crooked Steps", C(bend=3), 4),
        ("Cottage Row", G("house", 3), 4),
        ("Hazel Spinney", G("tree", 4), 4),
        ("Wren's Hedge", HA("bird", "tree", 1), 5),
        ("Pond Cottage", HA("dewpond", "house", 1), 4),
        ("Catkin Close", MA("tree", "scrub", 2), 4),
        ("Swing Gate", HA("playground", "house", 2), 6),
        ("Seed Trays", HA("allotment", "tree", 2), 6),
        ("Morning Train", HR("station", wildlife=1), 5),
        ("Daffodil Dell", R(tree=3, house=2), 5),
        ("Puddle Jump", R(dewpond=2, tree=1), 5),
        ("Nesting Box", HR("bird", tree=2), 5),
        ("Easter Parade", C(house=5, streetlight=5), 5),
        ("Crossed Paths", C(junction=1, straight=2), 4),
        ("Tadpole Trail", C(newt=1, dewpond=2), 5),
        ("Bluebell Bank", R(scrub=2, tree=2), 6),
    ],
    2: [  # summer
        ("Long Meadow Walk", C(tree=11), 6),
        ("Midsummer Lanterns", C(streetlight=8), 6),
        ("Sandcastle Steps", C(scrub=5), 5),
        ("Lido Lane", C(dewpond=4), 7),
        ("Picnic Spot", C(fox=1, bird=1, newt=1), 6),
        ("Winding Way", C(bend=4), 5),
        ("Summer Terrace", G("house", 4), 6),
        ("Greenwood Shade", G("tree", 5), 5),
        ("Dragonfly Dip", HA("dewpond", "tree", 2), 6),
        ("Ice Lolly Corner", HA("playground", "house", 2), 6),
        ("Runner Bean Rows", HA("allotment", "tree", 3), 8),
        ("Hedgerow Homes", MA("house", "scrub", 3), 6),
        ("Leafy Lane", MA("house", "tree", 4), 7),
        ("Shady Cover", MA("tree", "scrub", 3), 5),
        ("Sports Day", HR("school", house=3), 7),
        ("Holiday Special", HR("station", wildlife=2), 8),
        ("Buzzing Pylons", HR("substation", house=4), 7),
        ("Hay Bale Hollow", R(tree=4, scrub=2), 6),
        ("Swallow's Flight", HR("bird", tree=3), 6),
        ("Fox Cub Den", HR("fox", scrub=2), 6),
        ("Paddling Pool", R(dewpond=2, house=2), 6),
        ("Street Party", C(house=6, streetlight=6), 6),
        ("Dead End Dash", C(culdesac=1, bend=2), 5),
        ("Garden Fence", HA("house", "tree", 2), 5),
        ("Meadow Pond", R(dewpond=2, scrub=2), 7),
    ],
    3: [  # autumn
        ("Conker Avenue", C(tree=12), 7),
        ("Bonfire Lights", C(streetlight=9), 7),
        ("Bramble Scramble", C(scrub=6), 6),
        ("Misty Meres", C(dewpond=4, newt=1), 7),
        ("Foxglove Trail", C(fox=2), 5),
        ("Migration Route", C(bird=2), 5),
        ("Crossroads Inn", C(junction=2), 5),
        ("Chestnut Terrace", G("house", 4), 6),
        ("Acorn Copse", G("tree", 6), 7),
        ("Blackberry Bushes", G("scrub", 3), 6),
        ("Leaf Pile", HA("tree", "tree", 3), 7),
        ("Harvest Festival", HA("allotment", "tree", 2), 6),
        ("Conker Fight", HA("playground", "house", 3), 8),
        ("Windfall Cottages", MA("house", "tree", 4), 7),
        ("Rosehip Row", MA("scrub", "tree", 3), 6),
        ("Half Term", HR("school", tree=3, house=1), 7),
        ("Last Train Home", HR("station", wildlife=2), 8),
        ("Power Cut", HR("substation", house=4, tree=1), 8),
        ("Mushroom Ring", R(tree=4, scrub=2, dewpond=1), 8),
        ("Owl Hoot", HR("bird", tree=4), 7),
        ("Hedgehog Hideaway", R(scrub=3, house=2), 7),
        ("Dark Evenings", C(house=7, streetlight=7), 7),
        ("Zigzag Lane", C(bend=4, straight=3), 6),
        ("Newt Nursery", HA("dewpond", "dewpond", 1), 6),
        ("Fallen Leaves", R(tree=5), 6),
    ],
    4: [  # winter
        ("Evergreen Grove", C(tree=13), 8),
        ("Frosty Lamplight", C(streetlight=10), 8),
        ("Frozen Ponds", C(dewpond=5), 8),
        ("Winter Thicket", C(scrub=7), 7),
        ("Robin Redbreast", C(bird=2, fox=1), 6),
        ("Snowed-in Crescent", C(culdesac=1, house=6), 6),
        ("Icy Bends", C(bend=5), 6),
        ("Frozen Terrace", G("house", 5), 8),
        ("Holly Hedge", G("tree", 7), 8),
        ("Snowman Contest", HA("playground", "house", 3), 8),
        ("Winter Greens", HA("allotment", "tree", 3), 8),
        ("Yule Log", HA("tree", "tree", 3), 7),
        ("Skating Party", HA("dewpond", "house", 2), 7),
        ("Fireside Lane", MA("house", "tree", 5), 8),
        ("Hoar Frost", MA("tree", "scrub", 4), 7),
        ("Carol Singers", HR("school", house=4), 8),
        ("Christmas Express", HR("station", wildlife=3), 10),
        ("Storm Outage", HR("substation", house=5), 9),
        ("Winter Roost", HR("bird", tree=4, scrub=1), 8),
        ("Fox Tracks in the Snow", HR("fox", tree=3), 7),
        ("Sledging Hill", R(tree=5, house=2), 8),
        ("Long Nights", C(house=7, streetlight=8), 8),
        ("Frozen Marsh", R(dewpond=2, scrub=3), 8),
        ("Pine Needles", HA("scrub", "tree", 3), 7),
        ("New Year Walk", C(junction=2, bend=3), 6),
    ],
}


def make_bimbles() -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = []
    for season in (1, 2, 3, 4):
        rows = SEASONS[season]
        assert len(rows) == 25, (season, len(rows))
        for title, req, points in rows:
            cards.append({"id": len(cards) + 1, "season": season, "title": title, "points": points, **req})
    titles = [c["title"] for c in cards]
    assert len(set(titles)) == len(titles)
    return cards


def main() -> None:
    rng = random.Random(SEED)
    tiles = make_tiles(rng)
    tile_doc = {
        "comment": (
            "The 60 base Twitten tiles of this implementation (the real tile faces are not public). "
            "Generated once by rules/twittens/gen_data.py with a fixed seed and committed; the totals "
            "match the rulebook's 'Elements and Quantities' page. Each tile is shown at rotation 0: "
            "edges are [north, east, south, west], each path, grass, road or rail; cells are 3 rows "
            "of 3 cells, top row first; 'scrub+fox' is a scrub cell that is home to a fox. "
            "lights is the number of streetlights on the tile."
        ),
        "tiles": tiles,
    }
    bimble_doc = {
        "comment": (
            "100 Bimble cards, 25 per season (the real card list is not public; six titles and "
            "requirements come from the rulebook). Kinds: count (anywhere), hub_adj / many_adj / group "
            "(chain link: orthogonal adjacency), hub_reach / reach (map pin: reach without crossing a "
            "path, road or railway). Written by rules/twittens/gen_data.py."
        ),
        "cards": make_bimbles(),
    }
    (HERE / "tiles.json").write_text(json.dumps(tile_doc, indent=1) + "\n")
    (HERE / "bimbles.json").write_text(json.dumps(bimble_doc, indent=1) + "\n")


if __name__ == "__main__":
    main()
