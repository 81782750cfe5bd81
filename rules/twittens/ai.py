"""A Twittens computer player: one-step look-ahead with a season evaluation.

It only uses what its seat may know: its own Twitten, hand and Favourite
Place, the stacks' top tiles, and the tiles it has not seen (sampled to value
drawing from the deck).
"""

from __future__ import annotations

from typing import Protocol, cast

from rules.base import ComputerPlayer, Game, Rng, State

from .geometry import (
    BARRIERS,
    CARDS,
    DIRS,
    HOUSE_LIMIT_SUBSTATION,
    ROAD_POINTS,
    ROTATED,
    STATION_POINTS,
    TILES,
    Twitten,
    fitting_rotations,
    token_elements,
    twitten_of,
)

# Rough count of each element per tile in the tile set (for card estimates).
_PER_TILE: dict[str, float] = {}
for _face in TILES.values():
    for _row in _face["cells"]:
        for _tok in _row:
            for _el in _tok.split("+"):
                _PER_TILE[_el] = _PER_TILE.get(_el, 0) + 1 / len(TILES)
    _PER_TILE[_face["shape"]] = _PER_TILE.get(_face["shape"], 0) + 1 / len(TILES)
_PER_TILE["wildlife"] = sum(_PER_TILE.get(w, 0) for w in ("fox", "bird", "newt"))
_PER_TILE["streetlight"] = 1.0
_PER_TILE["tile"] = 1.0
EXPECTED_TILES = 10
BEST_CACHE = 20_000  # best placements remembered per player, at most
# The hard search does not trust this player's choice more than its own
# play-outs (no SEARCH_PRIOR, rules/levels.py): once its play-outs stopped at
# the end of their season (TwittensGame.playout_horizon), trusting it by half
# the iterations kept hard close to this player (hard vs normal at 1 s: 12
# of 20 won, +4.3 points a game), while without it hard won 8 of the same
# first 10 by 63 points a game, and 22 of its first 24 (2026-12-02,
# bench/README.md, session 39).


class _Twittens(Protocol):
    """What the player asks of the Twittens engine besides the contract."""

    def decision_kind(self, state: State, seat: int) -> str | None: ...

    def draw_count(self, state: State) -> int: ...


def card_chance(card: dict) -> float:
    """A rough chance of completing a card in a season of about 10 tiles."""
    need = dict(card.get("need", {}))
    factor = 1.0
    kind = card["kind"]
    if kind in ("hub_adj", "many_adj", "group"):
        need[card.get("hub") or card["item"]] = need.get(card.get("hub") or card["item"], 0) + 1
        if kind != "group":
            need[card["other"]] = need.get(card["other"], 0) + card["n"]
        else:
            need[card["item"]] = card["n"] * 1.6
        factor = 0.75
    if kind == "hub_reach":
        need[card["hub"]] = need.get(card["hub"], 0) + 1
        factor = 0.7
    if kind == "reach":
        factor = 0.8
    worst = 0.0
    for el, n in need.items():
        expected = _PER_TILE.get(el, 0.05) * EXPECTED_TILES
        worst = max(worst, n / max(expected, 0.01))
    return max(0.03, min(0.95, factor * (1.5 - worst)))


class TwittensComputer(ComputerPlayer):
    name = "twittens-lookahead"
    keep_third = 0.5  # keep a third Bimble card when its estimated worth exceeds this
    draw_rank = 1  # drawing is valued as the n-th best of 6 sampled unseen tiles (0 = best)
    favourite_hold = 2.0  # keep the Favourite Place for later unless it is this much better
    max_tiles = 14  # go home at this many tiles at the latest
    cautious = 0  # when 1: one house short of the limit: stay only with a safe Favourite Place

    def __init__(self, seed: int = 0):
        self.rng = Rng.from_seed(seed)
        self._best: dict[tuple, tuple] = {}

    # -- evaluation ------------------------------------------------------------

    over_penalty = 6.0  # going over the house limit also ends the season

    def evaluate(self, tw: Twitten, cards: list[int], completed: list[int]) -> float:
        sc = tw.score()
        value = float(sum(sc.values()))
        houses = tw.count("house")
        limit = tw.house_limit()
        if houses > limit:
            value -= self.over_penalty  # forced home, and no points for houses
        else:
            # the 5 tiles needed before going home will bring more houses
            coming = max(0, 5 - len(tw)) * 0.7
            if houses + coming > limit:
                value -= 3 * (houses + coming - limit)
            # lights equal to tiles pay off; keep close
            value -= 0.4 * abs(tw.lights - len(tw))
            if sc["streetlights"] == 0 and tw.lights == len(tw):
                value += 0.5
        for c in cards:
            card = CARDS[c]
            if c in completed:
                value += card["points"]
            else:
                p = tw.progress(card)
                if p >= 1.0:
                    value += card["points"]
                else:
                    value += card["points"] * (1.6 * p - 1)
        frontier = len(tw.frontier())
        if frontier == 0:  # nowhere to add a tile: lost next turn
            value -= 4 + max(0, 9 - len(tw)) * 2.5
        else:
            value += 0.3 * min(frontier, 4)
        # growth in the largest tree group and allotment/playground neighbours are already scored
        return value

    def best_placement(self, placements, tid, cards, completed):
        """The best spot for ``tid`` and its value (remembered: a turn asks
        it again at its source and at its placing, and a search's play-outs
        ask it again and again)."""
        key = (tuple(tuple(p) for p in placements), tid, tuple(cards), tuple(completed))
        found = self._best.get(key)
        if found is None:
            if len(self._best) >= BEST_CACHE:
                self._best.clear()
            found = self._best[key] = self._best_placement(placements, tid, cards, completed)
        return found

    def _best_placement(self, placements, tid, cards, completed):
        tw = Twitten(placements)
        options = tw.legal_placements(tid)
        best, best_v = None, -1e9
        for x, y, rot in options:
            trial = tw.copy()
            trial.add(tid, x, y, rot)
            v = self.evaluate(trial, cards, completed)
            if TILES[tid]["cells"] and any("school" in tok for row in TILES[tid]["cells"] for tok in row):
                v += 1.5
            if v > best_v:
                best, best_v = (x, y, rot), v
        return best, best_v

    # -- choosing --------------------------------------------------------------

    def choose(self, game: Game, state: State, seat: int) -> str:
        if game.info.key != "twittens":  # it reads Twittens' seats, tiles and decisions
            raise TypeError(f"The Twittens computer player cannot play {type(game).__name__}.")
        rules = cast(_Twittens, game)
        kind = rules.decision_kind(state, seat)
        me = state["seats"][seat]
        moves = game.fast_moves(state, seat)
        if not moves:
            raise ValueError("no legal move")
        if kind == "favourite":
            return max(moves, key=lambda m: self.tile_worth(int(m.split()[1][1:])))
        if kind == "keep-cards":
            return self.keep_cards(me["deal_cards"], moves)
        cards, completed = me["cards"], me["completed"]
        if kind == "source":
            base = self.evaluate(Twitten(me["twitten"]), cards, completed)
            return self.choose_source(state, seat, moves, base, rules.draw_count(state) == 1)
        if kind == "keep":
            scored = []
            for m in moves:
                tid = int(m.split()[1][1:])
                _, v = self.best_placement(me["twitten"], tid, cards, completed)
                scored.append((v, m))
            return max(scored)[1]
        if kind == "place":
            tid = me["holding"]
            spot, _ = self.best_placement(me["twitten"], tid, cards, completed)
            return f"place {spot[0]},{spot[1]} {spot[2]}"
        if kind == "lost":
            return moves[0]
        if kind == "school":
            tw = Twitten(me["twitten"])
            best, best_v = "bimble none", 0.0
            for c in me["school"]:
                card = CARDS[c]
                p = max(tw.progress(card), card_chance(card) * 0.7)
                if tw.completes(card):
                    p = 1.0
                v = card["points"] * (2 * p - 1)
                if v > best_v:
                    best, best_v = f"bimble b{c}", v
            return best
        if kind == "tea":
            return "home" if self.go_home(state, seat) else "stay"
        return moves[0]

    def tile_worth(self, tid: int) -> float:
        face = TILES[tid]
        v = 0.0
        for row in face["cells"]:
            for tok in row:
                for el in tok.split("+"):
                    v += {"tree": 1.0, "house": 0.6, "station": 2.5, "school": 2.0, "substation": 1.5,
                          "allotment": 1.5, "playground": 1.5, "fox": 0.8, "bird": 0.8, "newt": 0.8,
                          "dewpond": 0.3, "scrub": 0.2}.get(el, 0)
        v += face.get("lights", 0) * 0.3
        return v

    def keep_cards(self, dealt: list[int], moves) -> str:
        ev = {c: CARDS[c]["points"] * (2 * card_chance(CARDS[c]) - 1) for c in dealt}
        ranked = sorted(dealt, key=lambda c: ev[c], reverse=True)
        keep = ranked[:2]
        if len(ranked) > 2 and ev[ranked[2]] > self.keep_third:
            keep = ranked
        wanted = set(keep)
        for m in moves:
            if {int(w[1:]) for w in m.split()[1:]} == wanted:
                return m
        return moves[0]

    def unseen_tiles(self, state: State, seat: int) -> list[int]:
        seen = set()
        for s in state["seats"]:
            seen |= {t for t, *_ in s["twitten"]}
        me = state["seats"][seat]
        for t in (me["favourite"], me["holding"]):
            if t is not None:
                seen.add(t)
        for st in state["stacks"] or []:
            if st:
                seen.add(st[-1])
        if state["discard"]:
            seen.add(state["discard"][-1])
        return [t for t in sorted(TILES) if t not in seen]

    def choose_source(self, state: State, seat: int, moves: list[str], base: float, single: bool) -> str:
        me = state["seats"][seat]
        cards, completed = me["cards"], me["completed"]
        options = []
        for word in moves:
            if word.startswith("take"):
                st = state["stacks"]["ab".index(word[-1])]
                _, v = self.best_placement(me["twitten"], st[-1], cards, completed)
                options.append((v, word))
            elif word == "favourite":
                _, v = self.best_placement(me["twitten"], me["favourite"], cards, completed)
                # keep the Favourite Place for later unless it is clearly best or time is short
                late = len(me["twitten"]) >= 6 or len(state["deck"]) < 12 or state["stacks"] is None
                options.append((v - (0 if late else self.favourite_hold), word))
            elif word == "draw":
                pool = self.unseen_tiles(state, seat)
                sample = [pool[self.rng.randrange(len(pool))] for _ in range(min(6, len(pool)))]
                values = sorted(
                    (self.best_placement(me["twitten"], t, cards, completed)[1] for t in sample),
                    reverse=True)
                if not values:
                    v = base - 5
                elif single:
                    v = sum(values) / len(values)
                else:
                    v = values[min(int(self.draw_rank), len(values) - 1)]  # roughly the better of two
                options.append((v, word))
        options.sort(key=lambda o: o[0], reverse=True)
        return options[0][1]

    def go_home(self, state: State, seat: int) -> bool:
        me = state["seats"][seat]
        tw = Twitten(me["twitten"])
        houses, limit = tw.count("house"), tw.house_limit()
        open_cards = [c for c in me["cards"] if c not in me["completed"]]
        if houses >= limit:
            return True
        if not tw.frontier():
            return True
        if houses == limit - 1:
            # one more house is fine, two are not: stay only with a safe tile in reach
            fav = me["favourite"]
            safe = fav is not None and sum(row.count("house") for row in TILES[fav]["cells"]) <= 1
            if len(tw) >= 8 or not open_cards or (self.cautious and not safe):
                return True
        if not open_cards and len(tw) >= 9 and tw.lights == len(tw):
            return True
        if len(tw) >= self.max_tiles:
            return True
        return False


# -- the play-out player ---------------------------------------------------------

# Each element a cell can count as, one bit each.
ELEMENT_BIT: dict[str, int] = {
    el: 1 << i for i, el in enumerate(sorted({el for face in TILES.values() for row in face["cells"]
                                              for tok in row for el in token_elements(tok)}))}
# The cells of a tile's side d in facing order (N: row 0, E: column 2, S: row 2,
# W: column 0): cell i of one side touches cell i of the side it faces.
_SIDE = ((0, 1, 2), (2, 5, 8), (6, 7, 8), (0, 3, 6))


def _bits(token: str) -> int:
    return sum(ELEMENT_BIT[el] for el in token_elements(token))


def _tile_counts(tid: int) -> dict[str, int]:
    """What a tile holds: elements by cells, its streetlights, its shape."""
    counts: dict[str, int] = {}
    for row in TILES[tid]["cells"]:
        for tok in row:
            for el in token_elements(tok):
                counts[el] = counts.get(el, 0) + 1
    counts["streetlight"] = TILES[tid].get("lights", 0)
    counts[TILES[tid]["shape"]] = 1
    return counts


TILE_COUNTS: dict[int, dict[str, int]] = {tid: _tile_counts(tid) for tid in TILES}
# (tile, rotation) -> each side's cells as element bits, in facing order
SIDE_BITS: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {
    key: tuple(tuple(_bits(cells[i]) for i in side) for side in _SIDE) for key, (_e, cells) in ROTATED.items()}


def _local_regions(cells: tuple[str, ...]) -> tuple[tuple[int, ...], tuple[dict[str, int], ...]]:
    """A tile's own regions: each cell's region number (-1: a barrier) and
    each region's element counts."""
    region = [-1] * 9
    counts: list[dict[str, int]] = []
    for start in range(9):
        if region[start] >= 0 or cells[start] in BARRIERS:
            continue
        k = len(counts)
        counts.append({})
        region[start] = k
        todo = [start]
        while todo:
            i = todo.pop()
            for el in token_elements(cells[i]):
                counts[k][el] = counts[k].get(el, 0) + 1
            r, c = divmod(i, 3)
            for q in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                j = 3 * q[0] + q[1]
                if 0 <= q[0] < 3 and 0 <= q[1] < 3 and region[j] < 0 and cells[j] not in BARRIERS:
                    region[j] = k
                    todo.append(j)
    return tuple(region), tuple(counts)


LOCAL_REGIONS = {key: _local_regions(cells) for key, (_e, cells) in ROTATED.items()}
# Touching elements every Twitten scores: a playground by a house, an
# allotment by a tree (3 points); two trees join a group (a share of a point).
SCORED_PAIRS = (("playground", "house", 3.0), ("allotment", "tree", 3.0), ("tree", "tree", 0.6))


def _targets(card: dict) -> dict[str, int]:
    """The elements a card asks for and how many of each (roughly)."""
    kind = card["kind"]
    if kind in ("count", "reach"):
        return dict(card["need"])
    if kind == "hub_reach":
        return {card["hub"]: 1, **card["need"]}
    if kind == "hub_adj":
        return {card["hub"]: 1, card["other"]: card["n"]}
    if kind == "many_adj":
        return {card["item"]: card["n"], card["other"]: card["n"]}
    return {card["item"]: card["n"]}  # group


CARD_TARGETS: dict[int, dict[str, int]] = {cid: _targets(card) for cid, card in CARDS.items()}


def card_pair(card: dict) -> tuple[str, str, float] | None:
    """The touching elements a card asks for, and what one such touch is
    worth (None: the card asks for no touch)."""
    kind = card["kind"]
    if kind == "hub_adj":
        return card["hub"], card["other"], card["points"] * 0.9 / card["n"]
    if kind == "many_adj":
        return card["item"], card["other"], card["points"] * 0.9 / card["n"]
    if kind == "group":
        return card["item"], card["item"], card["points"] * 0.9 / card["n"]
    return None


def region_targets(card: dict) -> dict[str, int] | None:
    """What a card asks one region to hold (None: not a card of regions)."""
    if card["kind"] == "reach":
        return dict(card["need"])
    if card["kind"] == "hub_reach":
        need = dict(card["need"])
        need[card["hub"]] = need.get(card["hub"], 0) + 1
        return need
    return None


def _reach(counts: dict[str, int], need: dict[str, int]) -> float:
    """How much of ``need`` one region's ``counts`` hold (1.0: all)."""
    return sum(min(1.0, counts.get(el, 0) / n) for el, n in need.items()) / len(need)


class Board:
    """What a play-out decision needs of one seat's Twitten, worked out once
    a decision: the counts a tile's gain depends on, what the open cards
    still want, and the worth of touching elements across a tile's side."""

    def __init__(self, tw: Twitten, open_cards: list[int]):
        self.tw = tw
        self.tiles = len(tw)
        self.houses = tw.count("house")
        self.limit = tw.house_limit()
        self.lights = tw.lights
        self.stations = tw.count("station")
        self.wildlife = tw.count("wildlife")
        self.wants: list[tuple[int, list[tuple[str, int, float]]]] = []  # (points, [(element, more, worth)])
        pairs = list(SCORED_PAIRS)
        for c in open_cards:
            card = CARDS[c]
            targets = CARD_TARGETS[c]
            share = card["points"] * (1.4 if card["kind"] == "count" else 0.9) / len(targets)
            more = [(el, want - tw.count(el), share / want) for el, want in targets.items() if tw.count(el) < want]
            self.wants.append((card["points"] if card["kind"] == "count" else 0, more))
            pair = card_pair(card)
            if pair is not None:
                pairs.append(pair)
        self.pairs = [(ELEMENT_BIT[a], ELEMENT_BIT[b], w) for a, b, w in pairs]
        # cards of regions: (points, what one region must hold, the best region's share so far)
        self.reach = [(CARDS[c]["points"], need) for c in open_cards
                      if (need := region_targets(CARDS[c])) is not None]
        self._regions: tuple | None = None
        self._touch: dict[tuple[int, int], float] = {}

    def touch(self, mine: int, theirs: int) -> float:
        """The worth of two cells (element bits) touching across a side."""
        found = self._touch.get((mine, theirs))
        if found is None:
            found = 0.0
            for a, b, w in self.pairs:
                if (mine & a and theirs & b) or (mine & b and theirs & a):
                    found += w
            self._touch[(mine, theirs)] = found
        return found


    def regions(self) -> tuple:
        """The Twitten's regions: cell -> region, region -> element counts,
        and each region card's best share (worked out when first asked)."""
        if self._regions is None:
            counts = self.tw.region_counts()
            best = [max((_reach(have, need) for have in counts.values()), default=0.0) for _p, need in self.reach]
            self._regions = (self.tw.regions(), counts, best)
        return self._regions

    def regional(self, tid: int) -> bool:
        """Whether where ``tid`` goes changes what regions score: stations
        and wildlife can meet, or a region card is open."""
        add = TILE_COUNTS[tid]
        return bool(self.reach) or bool(self.stations + add.get("station", 0)
                                        and self.wildlife + add.get("wildlife", 0))


class PlayoutComputer(TwittensComputer):
    """The player of a search's play-outs: greedy on a cheap immediate gain.
    A tile is valued by what it adds wherever it goes (houses against the
    limit, streetlights against tiles, stations and wildlife, what the open
    Bimble cards want); its spot by what the spot adds (playgrounds by
    houses, allotments by trees, joined trees, the touches a card wants,
    roads left at an end, open path ends). No whole Twitten is scored:
    about ten times cheaper a play-out than ``normal``."""

    name = "twittens-playout"
    draw_samples = 3  # unseen tiles sampled to value a draw (the second best counts)
    complete_bonus = 0.5  # of a count card's points, for the tile that completes it

    def choose(self, game: Game, state: State, seat: int) -> str:
        if game.info.key != "twittens":
            raise TypeError(f"The Twittens computer player cannot play {type(game).__name__}.")
        kind = cast(_Twittens, game).decision_kind(state, seat)
        if kind in ("source", "keep", "place"):
            me = state["seats"][seat]
            tw = twitten_of(me["twitten"])
            board = Board(tw, [c for c in me["cards"] if c not in me["completed"]])
            if kind == "source":
                return self.pick_source(state, seat, game.fast_moves(state, seat), board)
            if kind == "keep":
                return self.pick_keep(me, game.fast_moves(state, seat), board)
            x, y, rot = self.best_spot(board, me["holding"])
            return f"place {x},{y} {rot}"
        if kind == "tea":
            return "home" if self.go_home(state, seat) else "stay"
        return super().choose(game, state, seat)

    # -- a tile, wherever it goes --------------------------------------------------

    def tile_gain(self, board: Board, tid: int) -> float:
        """What ``tid`` adds to the Twitten of ``board`` wherever it goes."""
        add = TILE_COUNTS[tid]
        n, houses, limit, lights = board.tiles, board.houses, board.limit, board.lights
        new_limit = HOUSE_LIMIT_SUBSTATION if "substation" in add else limit
        v = self._houses_term(houses + add.get("house", 0), new_limit, n + 1) - self._houses_term(houses, limit, n)
        v += self._lights_term(lights + add["streetlight"], n + 1) - self._lights_term(lights, n)
        v += 0.7 * add.get("tree", 0)
        if "school" in add:
            v += 1.5
        if "road" in add:
            v += 4.0
        wild, stations = add.get("wildlife", 0), add.get("station", 0)
        if wild or stations:
            v += 2.0 * (wild * (board.stations + stations) + stations * board.wildlife)
        v += 1.5 * (add.get("playground", 0) + add.get("allotment", 0))
        for points, wants in board.wants:
            done = bool(points)
            for el, more, worth in wants:
                got = add.get(el, 0)
                v += worth * min(got, more)
                done = done and got >= more
            if done:
                v += self.complete_bonus * points
        return v

    def _houses_term(self, houses: int, limit: int, tiles: int) -> float:
        if houses > limit:
            return -self.over_penalty
        coming = max(0, 5 - tiles) * 0.7
        return houses - 3 * max(0.0, houses + coming - limit)

    @staticmethod
    def _lights_term(lights: int, tiles: int) -> float:
        return (lights if lights == tiles else 0) - 0.4 * abs(lights - tiles)

    def tile_value(self, board: Board, tid: int) -> float | None:
        """The tile's gain, or None when it fits nowhere."""
        tw = board.tw
        if tw.pos and not any(fitting_rotations(tid, around) for _x, _y, around in tw.spots()):
            return None
        return self.tile_gain(board, tid)

    # -- a spot for it -----------------------------------------------------------------

    def spot_gain(self, board: Board, tid: int, x: int, y: int, rot: int, around: tuple, open_spots: set) -> float:
        """What the spot adds: touches across its sides, a road left at an
        end or one closed, open path ends."""
        tw = board.tw
        edges = ROTATED[(tid, rot)][0]
        sides = SIDE_BITS[(tid, rot)]
        v = 0.0
        joins = 0
        spots = set(open_spots)
        spots.discard((x, y))
        for d, (dx, dy) in enumerate(DIRS):
            nxt = (x + dx, y + dy)
            if around[d] is None:
                if edges[d] == "path":
                    spots.add(nxt)
                continue
            placed = tw.pos[nxt]
            if edges[d] == "path":
                joins += 1
                if TILES[placed[0]]["shape"] == "road" and tw.path_joins(*nxt) == 1:
                    v -= ROAD_POINTS  # that road is no longer at an end
            for mine, theirs in zip(sides[d], SIDE_BITS[placed][(d + 2) % 4], strict=True):
                if mine and theirs:
                    v += board.touch(mine, theirs)
        if TILES[tid]["shape"] == "road" and joins <= 1:
            v += ROAD_POINTS
        if board.regional(tid):
            v += self.region_gain(board, tid, x, y, rot, around)
        if spots:
            v += 0.3 * min(len(spots), 4)
        else:  # nowhere to go next: lost next turn
            v -= 4 + max(0, 8 - len(tw)) * 2.5
        return v

    def region_gain(self, board: Board, tid: int, x: int, y: int, rot: int, around: tuple) -> float:
        """What the spot adds to the stations' score and the region cards:
        the tile's own regions join the regions they touch (a tile never
        splits a region), and each joined region is scored again."""
        regions, counts, best = board.regions()
        local, local_counts = LOCAL_REGIONS[(tid, rot)]
        links: list[set[int]] = [set() for _ in local_counts]
        for d, (dx, dy) in enumerate(DIRS):
            if around[d] is None:
                continue
            nx, ny = x + dx, y + dy
            for i, j in zip(_SIDE[d], _SIDE[(d + 2) % 4], strict=True):
                r = regions.get((3 * ny + j // 3, 3 * nx + j % 3))
                if local[i] >= 0 and r is not None:
                    links[local[i]].add(r)
        # the joined regions: local regions sharing a touched region are one
        groups: list[tuple[set[int], set[int]]] = []  # (local regions, touched regions)
        for k, touched in enumerate(links):
            mine = ({k}, set(touched))
            for group in [g for g in groups if g[1] & touched]:
                groups.remove(group)
                mine[0].update(group[0])
                mine[1].update(group[1])
            groups.append(mine)
        v = 0.0
        reach = list(best)
        for ks, rs in groups:
            have: dict[str, int] = {}
            old = 0
            for part in [local_counts[k] for k in ks] + [counts[r] for r in rs]:
                for el, n in part.items():
                    have[el] = have.get(el, 0) + n
            for r in rs:
                old += counts[r].get("station", 0) * counts[r].get("wildlife", 0)
            v += STATION_POINTS * (have.get("station", 0) * have.get("wildlife", 0) - old)
            for i, (_points, need) in enumerate(board.reach):
                reach[i] = max(reach[i], _reach(have, need))
        for (points, _need), before, after in zip(board.reach, best, reach, strict=True):
            if after > before:
                v += points * (0.9 * (after - before) + (self.complete_bonus if after >= 1.0 else 0.0))
        return v

    def best_spot(self, board: Board, tid: int) -> tuple[int, int, int]:
        tw = board.tw
        if not tw.pos:
            return (0, 0, 0)
        spots = tw.spots()
        open_spots = {(x, y) for x, y, _ in spots}
        best, best_v = (0, 0, 0), -1e9
        for x, y, around in spots:
            for rot in fitting_rotations(tid, around):
                v = self.spot_gain(board, tid, x, y, rot, around, open_spots)
                if v > best_v:
                    best, best_v = (x, y, rot), v
        return best

    # -- choosing a source and a tile to keep -------------------------------------------

    def pick_source(self, state: State, seat: int, moves: list[str], board: Board) -> str:
        me = state["seats"][seat]
        best, best_v = moves[0], -1e9
        for word in moves:
            if word == "draw":
                pool = self.unseen_tiles(state, seat)
                values = sorted((v for v in (self.tile_value(board, pool[self.rng.randrange(len(pool))])
                                             for _ in range(self.draw_samples)) if v is not None), reverse=True)
                v = values[min(1, len(values) - 1)] if values else -5.0
            else:
                tid = me["favourite"] if word == "favourite" else state["stacks"]["ab".index(word[-1])][-1]
                v = self.tile_gain(board, tid)  # a face-up source is open only when its tile fits
                if word == "favourite":
                    late = len(me["twitten"]) >= 6 or len(state["deck"]) < 12 or state["stacks"] is None
                    v -= 0 if late else self.favourite_hold
            if v > best_v:
                best, best_v = word, v
        return best

    def pick_keep(self, me: dict, moves: list[str], board: Board) -> str:
        """The drawn tile worth more (of those ``moves`` may keep), the
        other on a stack at random."""
        keep = {int(m.split()[1][1:]) for m in moves}
        tid = max(sorted(keep), key=lambda t: self.tile_gain(board, t))
        kept = [m for m in moves if m.split()[1] == f"t{tid}"]
        return kept[self.rng.randrange(len(kept))]


def playout_player(seed: int = 0) -> PlayoutComputer:
    """The player of a search's play-outs (rules/levels.py asks for it by
    this name)."""
    return PlayoutComputer(seed)
