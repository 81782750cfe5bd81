"""A Twittens computer player: one-step look-ahead with a season evaluation.

It only uses what its seat may know: its own Twitten, hand and Favourite
Place, the stacks' top tiles, and the tiles it has not seen (sampled to value
drawing from the deck).
"""

from __future__ import annotations

from typing import Protocol, cast

from rules.base import ComputerPlayer, Game, Rng, State

from .geometry import CARDS, TILES, Twitten

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
