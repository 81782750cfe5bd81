"""Twittens geometry: tiles as 3x3 cells, rotation, placement checks, reach,
adjacency, season scoring and Bimble card requirements.

Pure: standard library only. The component data (tiles.json, bimbles.json)
is read once at import.

Coordinates. A placed tile sits at tile position (x, y), relative to the
first tile (0, 0); x grows to the east (right), y grows to the south (down).
Cell (row, col) of the tile at (x, y) is the global cell (3*y + row,
3*x + col). Edges are indexed north 0, east 1, south 2, west 3. Rotation is
clockwise in degrees: 0, 90, 180, 270.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from rules.base import Text, joined, say

_HERE = Path(__file__).parent

with open(_HERE / "tiles.json", encoding="utf-8") as _f:
    TILES: dict[int, dict] = {t["id"]: t for t in json.load(_f)["tiles"]}
with open(_HERE / "bimbles.json", encoding="utf-8") as _f:
    CARDS: dict[int, dict] = {c["id"]: c for c in json.load(_f)["cards"]}

ROTATIONS = (0, 90, 180, 270)
EDGE_NAMES = ("north", "east", "south", "west")
DIRS = ((0, -1), (1, 0), (0, 1), (-1, 0))  # (dx, dy) for N, E, S, W
BARRIERS = frozenset({"path", "road", "rail"})
TRANSPORT = frozenset({"road", "rail"})
SHAPES = ("straight", "bend", "culdesac", "junction", "road", "railway")
WILDLIFE = ("fox", "bird", "newt")
CATEGORIES = ("houses", "trees", "streetlights", "roads", "stations", "playgrounds", "allotments", "bimble")
CATEGORY_NAMES = {
    "houses": "Houses", "trees": "Trees", "streetlights": "Streetlights", "roads": "Roads",
    "stations": "Stations", "playgrounds": "Playgrounds", "allotments": "Allotments", "bimble": "Bimble",
}
HOUSE_LIMIT = 7
HOUSE_LIMIT_SUBSTATION = 8
ROAD_POINTS = 5
STATION_POINTS = 3
ALLOTMENT_POINTS = 3
PLAYGROUND_POINTS = 3
MIN_TILES_FOR_TEA = 5


@cache
def token_elements(token: str) -> frozenset[str]:
    """The elements a cell counts as: 'scrub+fox' is scrub, fox and wildlife."""
    if token in BARRIERS or token == "grass":
        return frozenset()
    parts = set(token.split("+"))
    if parts & set(WILDLIFE):
        parts.add("wildlife")
    return frozenset(parts)


def rotate_face(face: dict, rot: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(edges N,E,S,W; 9 cell tokens row-major) of ``face`` turned ``rot``
    degrees clockwise."""
    k = ROTATIONS.index(rot)
    edges = list(face["edges"])
    cells = [list(row) for row in face["cells"]]
    for _ in range(k):
        edges = [edges[3]] + edges[:3]
        cells = [[cells[2 - c][r] for c in range(3)] for r in range(3)]
    return tuple(edges), tuple(tok for row in cells for tok in row)


ROTATED: dict[tuple[int, int], tuple[tuple[str, ...], tuple[str, ...]]] = {
    (tid, rot): rotate_face(face, rot) for tid, face in TILES.items() for rot in ROTATIONS
}


def count_words(element: str, n: int) -> Text:
    """'2 foxes', '1 cul-de-sac', '3 scrub' (the catalogue's ``twittens-count``)."""
    return say("twittens-count", element=element, n=n)


def describe_tile(face: dict) -> Text:
    """A few words for a tile: shape and what is on it."""
    counts: dict[str, int] = {}
    for row in face["cells"]:
        for tok in row:
            for el in token_elements(tok):
                counts[el] = counts.get(el, 0) + 1
    order = ["house", "tree", "scrub", "dewpond", "fox", "bird", "newt",
             "allotment", "playground", "substation", "school", "station"]
    parts = [count_words(el, counts[el]) for el in order if el in counts]
    if face.get("lights", 0):
        parts.append(count_words("streetlight", face["lights"]))
    if not parts:
        return say("twittens-tile-grass", shape=face["shape"])
    return say("twittens-tile", shape=face["shape"], contents=joined(parts, ", "))


@cache
def fitting_rotations(tid: int, around: tuple) -> tuple[int, ...]:
    """The rotations of tile ``tid`` that may go on a spot whose neighbours
    turn the edges ``around`` to it (N, E, S, W; None: no neighbour), as
    :meth:`Twitten.placement_fault` rules: a path edge meets only a path
    edge, a road or railway edge only its like, and at least one path joins.
    (A pure function of a handful of values: remembered.)"""
    out = []
    for rot in ROTATIONS:
        edges = ROTATED[(tid, rot)][0]
        joined, ok = False, any(e is not None for e in around)
        for mine, theirs in zip(edges, around, strict=True):
            if theirs is None:
                continue
            if mine == "path" or theirs == "path":
                if mine != theirs:
                    ok = False
                    break
                joined = True
            elif (mine in TRANSPORT or theirs in TRANSPORT) and mine != theirs:
                ok = False
                break
        if ok and joined:
            out.append(rot)
    return tuple(out)


TWITTEN_CACHE = 4096  # built Twittens remembered by ``twitten_of``, at most
_BUILT: dict[tuple, Twitten] = {}


def twitten_of(placements: Iterable) -> Twitten:
    """The Twitten of ``placements`` (lists or tuples [tile, x, y,
    rotation]) with the standard tiles, remembered: a play-out asks for the
    same Twitten many times a turn, and for the one a tile smaller the turn
    before. Shared: the caller must not add to it (``copy`` it first)."""
    key = tuple(map(tuple, placements))
    tw = _BUILT.get(key)
    if tw is None:
        if len(_BUILT) >= TWITTEN_CACHE:
            _BUILT.clear()
        before = _BUILT.get(key[:-1]) if key else None
        if before is not None:
            tw = before.copy()
            tw.add(*key[-1])
        else:
            tw = Twitten(key)
        _BUILT[key] = tw
    return tw


class Twitten:
    """One player's Twitten as cells. ``placements`` is a list of
    [tile id, x, y, rotation]; ``faces`` may override tile faces (tests)."""

    def __init__(self, placements: Iterable, faces: dict | None = None):
        self.faces = faces if faces is not None else TILES
        self.pos: dict[tuple[int, int], tuple[int, int]] = {}
        self.edges: dict[tuple[int, int], tuple[str, ...]] = {}
        self.cells: dict[tuple[int, int], str] = {}
        self.lights = 0
        self.shapes: dict[str, int] = {s: 0 for s in SHAPES}
        self._regions: dict | None = None
        self._elements: dict[str, list[tuple[int, int]]] | None = None
        self._spots: list[tuple[int, int, tuple]] | None = None
        for tid, x, y, rot in placements:
            self.add(tid, x, y, rot)

    def rotated(self, tid: int, rot: int):
        if self.faces is TILES:
            return ROTATED[(tid, rot)]
        return rotate_face(self.faces[tid], rot)

    def add(self, tid: int, x: int, y: int, rot: int) -> None:
        edges, cells = self.rotated(tid, rot)
        self.pos[(x, y)] = (tid, rot)
        self.edges[(x, y)] = edges
        for i, tok in enumerate(cells):
            self.cells[(3 * y + i // 3, 3 * x + i % 3)] = tok
        face = self.faces[tid]
        self.lights += face.get("lights", 0)
        self.shapes[face["shape"]] = self.shapes.get(face["shape"], 0) + 1
        self._regions = None
        self._elements = None
        self._spots = None

    def copy(self) -> Twitten:
        """An independent Twitten with the same tiles (cheaper than
        rebuilding it from its placements)."""
        twin = Twitten((), self.faces)
        twin.pos = dict(self.pos)
        twin.edges = dict(self.edges)
        twin.cells = dict(self.cells)
        twin.lights = self.lights
        twin.shapes = dict(self.shapes)
        return twin

    def __len__(self) -> int:
        return len(self.pos)

    # -- placement -------------------------------------------------------

    def placement_error(self, tid: int, x: int, y: int, rot: int) -> Text | None:
        """None when the tile may go there, else the sentence naming the rule."""
        fault = self.placement_fault(tid, x, y, rot)
        return None if fault is None else say(fault[0], **fault[1])

    def placement_fault(self, tid: int, x: int, y: int, rot: int) -> tuple[str, dict[str, str]] | None:
        """None when the tile may go there, else the message id of the rule
        it breaks and the message's arguments (no words built: the search
        asks this of every space)."""
        if rot not in ROTATIONS:
            return ("twittens-rotation", {"rotation": str(rot)})
        if not self.pos:
            if (x, y) != (0, 0):
                return ("twittens-first-tile", {})
            return None
        if (x, y) in self.pos:
            return ("twittens-occupied", {"cell": f"{x},{y}"})
        edges, _ = self.rotated(tid, rot)
        joined_by_path = False
        joined_by_link = False
        neighbours = 0
        for d, (dx, dy) in enumerate(DIRS):
            other = self.edges.get((x + dx, y + dy))
            if other is None:
                continue
            neighbours += 1
            mine, theirs = edges[d], other[(d + 2) % 4]
            if mine == "path" or theirs == "path":
                if mine != theirs:
                    other_kind = theirs if mine == "path" else mine
                    return ("twittens-path-meets",
                            {"other": other_kind, "edge": EDGE_NAMES[d], "cell": f"{x + dx},{y + dy}"})
                joined_by_path = True
            elif mine in TRANSPORT or theirs in TRANSPORT:
                if mine != theirs:
                    link = mine if mine in TRANSPORT else theirs
                    return ("twittens-link-meets", {"link": link, "other": theirs if link == mine else mine,
                                                    "edge": EDGE_NAMES[d], "cell": f"{x + dx},{y + dy}"})
                joined_by_link = True
        if neighbours == 0:
            return ("twittens-not-adjacent", {"cell": f"{x},{y}"})
        if not joined_by_path:
            if joined_by_link:
                return ("twittens-link-only", {})
            return ("twittens-no-path-join", {"cell": f"{x},{y}", "rotation": str(rot)})
        return None

    def frontier(self) -> list[tuple[int, int]]:
        """Empty positions next to an open path edge (only those can be legal)."""
        spots = set()
        for (x, y), edges in self.edges.items():
            for d, (dx, dy) in enumerate(DIRS):
                if edges[d] == "path" and (x + dx, y + dy) not in self.pos:
                    spots.add((x + dx, y + dy))
        return sorted(spots, key=lambda p: (p[1], p[0]))

    def legal_placements(self, tid: int) -> list[tuple[int, int, int]]:
        if not self.pos:
            return [(0, 0, r) for r in ROTATIONS]
        if self.faces is not TILES:  # hand-built faces (tests): the rule itself, spot by spot
            return [(x, y, rot) for x, y in self.frontier() for rot in ROTATIONS
                    if self.placement_fault(tid, x, y, rot) is None]
        return [(x, y, rot) for x, y, around in self.spots() for rot in fitting_rotations(tid, around)]

    def spots(self) -> list[tuple[int, int, tuple]]:
        """The frontier, each spot with the edges its neighbours turn to it
        (north, east, south, west; None: no neighbour): all a placement's
        legality depends on (worked out once per set of tiles)."""
        if self._spots is None:
            self._spots = [
                (x, y, tuple(None if (other := self.edges.get((x + dx, y + dy))) is None else other[(d + 2) % 4]
                             for d, (dx, dy) in enumerate(DIRS)))
                for x, y in self.frontier()]
        return self._spots

    def path_joins(self, x: int, y: int) -> int:
        edges = self.edges[(x, y)]
        n = 0
        for d, (dx, dy) in enumerate(DIRS):
            other = self.edges.get((x + dx, y + dy))
            if other is not None and edges[d] == "path" and other[(d + 2) % 4] == "path":
                n += 1
        return n

    # -- cells -------------------------------------------------------------

    def neighbours(self, rc):
        r, c = rc
        for q in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            tok = self.cells.get(q)
            if tok is not None and tok not in BARRIERS:
                yield q

    def cells_with(self, element: str) -> list[tuple[int, int]]:
        return list(self._index().get(element, ()))

    def _index(self) -> dict[str, list[tuple[int, int]]]:
        """Element -> the cells counting as it, in the cells' order (built
        once per set of tiles)."""
        if self._elements is None:
            index: dict[str, list[tuple[int, int]]] = {}
            for rc, tok in self.cells.items():
                for el in token_elements(tok):
                    index.setdefault(el, []).append(rc)
            self._elements = index
        return self._elements

    def count(self, element: str) -> int:
        if element == "streetlight":
            return self.lights
        if element == "tile":
            return len(self.pos)
        if element in self.shapes:  # path shapes and transport tiles, counted per tile
            return self.shapes[element]
        return len(self._index().get(element, ()))

    def regions(self) -> dict[tuple[int, int], int]:
        """Cell -> region number: cells that can reach each other without
        crossing the path, a road or a railway."""
        if self._regions is not None:
            return self._regions
        region: dict[tuple[int, int], int] = {}
        open_cells = {rc for rc, tok in self.cells.items() if tok not in BARRIERS}
        n = 0
        for rc in self.cells:
            if rc not in open_cells or rc in region:
                continue
            region[rc] = n
            todo = [rc]
            while todo:
                r, c = todo.pop()
                for q in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):  # as ``neighbours``
                    if q in open_cells and q not in region:
                        region[q] = n
                        todo.append(q)
            n += 1
        self._regions = region
        return region

    def region_counts(self) -> dict[int, dict[str, int]]:
        counts: dict[int, dict[str, int]] = {}
        for rc, reg in self.regions().items():
            bucket = counts.setdefault(reg, {})
            for el in token_elements(self.cells[rc]):
                bucket[el] = bucket.get(el, 0) + 1
        return counts

    def largest_group(self, element: str) -> int:
        cells = set(self.cells_with(element))
        best = 0
        seen: set = set()
        for rc in cells:
            if rc in seen:
                continue
            seen.add(rc)
            todo = [rc]
            size = 0
            while todo:
                r, c = todo.pop()
                size += 1
                # as ``neighbours``: a cell with an element is never a barrier
                for q in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if q in cells and q not in seen:
                        seen.add(q)
                        todo.append(q)
            best = max(best, size)
        return best

    def adjacent_count(self, rc, element: str) -> int:
        return sum(1 for q in self.neighbours(rc) if element in token_elements(self.cells[q]))

    # -- scoring -------------------------------------------------------

    def house_limit(self) -> int:
        return HOUSE_LIMIT_SUBSTATION if self.count("substation") else HOUSE_LIMIT

    def over_limit(self) -> bool:
        return self.count("house") > self.house_limit()

    def score(self) -> dict[str, int]:
        """Season points for every category except Bimble cards."""
        houses = self.count("house")
        out = {"houses": 0 if houses > self.house_limit() else houses}
        out["trees"] = self.largest_group("tree")
        out["streetlights"] = self.lights if self.lights == len(self.pos) else 0
        roads = 0
        for (x, y), (tid, _rot) in self.pos.items():
            if self.faces[tid]["shape"] == "road" and self.path_joins(x, y) <= 1:
                roads += ROAD_POINTS
        out["roads"] = roads
        regions = self.regions()
        counts = self.region_counts()
        out["stations"] = sum(
            STATION_POINTS * counts[regions[rc]].get("wildlife", 0) for rc in self.cells_with("station")
        )
        out["playgrounds"] = sum(
            PLAYGROUND_POINTS * self.adjacent_count(rc, "house") for rc in self.cells_with("playground")
        )
        out["allotments"] = sum(
            ALLOTMENT_POINTS * self.adjacent_count(rc, "tree") for rc in self.cells_with("allotment")
        )
        return out

    def largest_group_cells(self, element: str) -> list[tuple[int, int]]:
        """The cells of one largest continuous group of ``element`` (the one
        "Trees" scores; of equal groups, the first found in reading order)."""
        cells = set(self.cells_with(element))
        best: list[tuple[int, int]] = []
        seen: set = set()
        for rc in sorted(cells):
            if rc in seen:
                continue
            seen.add(rc)
            group, todo = [rc], [rc]
            while todo:
                for q in self.neighbours(todo.pop()):
                    if q in cells and q not in seen:
                        seen.add(q)
                        group.append(q)
                        todo.append(q)
            if len(group) > len(best):
                best = group
        return sorted(best)

    def scoring_cells(self) -> dict[str, list[tuple[int, int]]]:
        """For each scored category, the cells that earned its points (as
        :meth:`score` counts them), so a picture can show what earned what:
        houses within the limit, the largest tree group, the centre cells of
        tiles with streetlights when lights equal tiles, the road cells of
        roads at an end, each station with the wildlife it reaches, each
        playground with its adjacent houses, each allotment with its
        adjacent trees."""
        out: dict[str, list[tuple[int, int]]] = {}
        out["houses"] = [] if self.over_limit() else sorted(self.cells_with("house"))
        out["trees"] = self.largest_group_cells("tree")
        out["streetlights"] = sorted(
            (3 * y + 1, 3 * x + 1) for (x, y), (tid, _r) in self.pos.items() if self.faces[tid].get("lights", 0)
        ) if self.lights == len(self.pos) else []
        roads: set = set()
        for (x, y), (tid, _rot) in self.pos.items():
            if self.faces[tid]["shape"] == "road" and self.path_joins(x, y) <= 1:
                roads.update(rc for rc in ((3 * y + r, 3 * x + c) for r in range(3) for c in range(3))
                             if self.cells[rc] == "road")
        out["roads"] = sorted(roads)
        regions = self.regions()
        stations: set = set()
        for rc in self.cells_with("station"):
            wild = [q for q in self.cells_with("wildlife") if regions.get(q) == regions[rc]]
            if wild:
                stations.add(rc)
                stations.update(wild)
        out["stations"] = sorted(stations)
        for key, hub, other in (("playgrounds", "playground", "house"), ("allotments", "allotment", "tree")):
            found: set = set()
            for rc in self.cells_with(hub):
                near = [q for q in self.neighbours(rc) if other in token_elements(self.cells[q])]
                if near:
                    found.add(rc)
                    found.update(near)
            out[key] = sorted(found)
        return out

    # -- Bimble cards ------------------------------------------------------

    def progress(self, card: dict) -> float:
        """1.0 when the card's requirement is met; otherwise a fraction of the
        way there (used by the computer player)."""
        kind = card["kind"]
        if kind == "count":
            parts = [min(1.0, self.count(el) / n) for el, n in card["need"].items()]
            return min(parts) if all(p >= 1.0 for p in parts) else sum(parts) / len(parts) * 0.99
        if kind == "hub_adj":
            hubs = self.cells_with(card["hub"])
            if not hubs:
                return 0.0
            most = max(self.adjacent_count(rc, card["other"]) for rc in hubs)
            return 1.0 if most >= card["n"] else 0.3 + 0.6 * most / card["n"]
        if kind == "many_adj":
            got = sum(1 for rc in self.cells_with(card["item"]) if self.adjacent_count(rc, card["other"]))
            return 1.0 if got >= card["n"] else 0.9 * got / card["n"]
        if kind == "group":
            got = self.largest_group(card["item"])
            return 1.0 if got >= card["n"] else 0.9 * got / card["n"]
        if kind in ("hub_reach", "reach"):
            need = card["need"]
            regions = self.regions()
            counts = self.region_counts()
            if kind == "hub_reach":
                hub = card["hub"]
                candidates = []
                for rc in self.cells_with(hub):
                    have = dict(counts[regions[rc]])
                    for el in token_elements(self.cells[rc]):  # the hub itself is not one of the others
                        have[el] = have.get(el, 0) - 1
                    candidates.append(have)
                base = 0.3
            else:
                candidates = list(counts.values())
                base = 0.0
            best = 0.0
            for have in candidates:
                frac = sum(min(1.0, have.get(el, 0) / n) for el, n in need.items()) / len(need)
                if frac >= 1.0:
                    return 1.0
                best = max(best, base + (0.9 - base) * frac)
            return best
        raise ValueError(f"unknown Bimble kind {kind}")

    def completes(self, card: dict) -> bool:
        return self.progress(card) >= 1.0


def requirement_text(card: dict) -> Text:
    """The card's requirement in words, with its symbol ([link] or [pin],
    which the pictures draw as the symbol)."""
    def need_text(need: dict) -> Text:
        items = [count_words(el, n) for el, n in need.items()]
        if len(items) == 1:
            return items[0]
        return say("twittens-and", first=joined(items[:-1], ", "), last=items[-1])

    kind = card["kind"]
    if kind == "count":
        return say("twittens-req-count", need=need_text(card["need"]))
    if kind == "hub_adj":
        return say("twittens-req-hub-adj", hub=card["hub"], other=count_words(card["other"], card["n"]))
    if kind == "many_adj":
        if card["other"] == card["item"] == "house":
            return say("twittens-req-many-adj-houses", items=count_words(card["item"], card["n"]))
        return say("twittens-req-many-adj", items=count_words(card["item"], card["n"]), other=card["other"])
    if kind == "group":
        return say("twittens-req-group", items=count_words(card["item"], card["n"]))
    if kind == "hub_reach":
        return say("twittens-req-hub-reach", hub=card["hub"], need=need_text(card["need"]))
    if kind == "reach":
        return say("twittens-req-reach", need=need_text(card["need"]))
    raise ValueError(f"unknown Bimble kind {kind}")


def card_title(cid: int) -> Text:
    """A Bimble card's title (the catalogue's words for bimbles.json's English title)."""
    return say(f"twittens-card-{cid}")


def card_label(cid: int) -> Text:
    card = CARDS[cid]
    return say("twittens-card-label", title=card_title(cid), points=card["points"], requirement=requirement_text(card))
