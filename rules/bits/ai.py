"""The BITS computer player: a one-step lookahead builder.

It judges a board by:

* the points the task cards in play would give now;
* promise: a block smaller than a wanted shape that can still grow (an empty
  square a tile can still reach lies beside it) is worth a small share of
  that shape's points; a block now paying a penalty that can still grow out
  of it gets a little back;
* waste: every square buried under an overhang, and the height of the
  tallest column, cost a little.

For each drop it looks one building card ahead: the value of a drop is the
average, over the building cards still in the pile, of the best board the
next card could then make (the few most promising drops only, for speed).
The neutral tile (once a round) is dropped when it beats the best coloured
drop clearly, or late in the round when it still helps.

Boards are handled as one 36-bit mask per colour (bit ``row * 6 + column``),
read straight from the tiles (``board.board_bits``), which keeps a lookahead
move to a few milliseconds; a drop is valued from the blocks it merges and
the spot it lands on (``drop_values``), not by valuing its board whole.
"""

from __future__ import annotations

from collections import Counter

from rules.base import ComputerPlayer, Game, IllegalMove, Rng, State

from . import board as B
from . import notation as N

SIZE = B.SIZE
FULL = (1 << 36) - 1
_COL = [sum(1 << (r * SIZE + c) for r in range(SIZE)) for c in range(SIZE)]
NOT_COL0 = FULL & ~_COL[0]
NOT_COL5 = FULL & ~_COL[SIZE - 1]
# _ABOVE[c][h]: squares of column c from row h up (the ones a tile can reach)
_ABOVE = [[sum(1 << (r * SIZE + c) for r in range(h, SIZE)) for h in range(SIZE + 1)] for c in range(SIZE)]
COLOURS = "RYBPK"
_INDEX = {colour: i for i, colour in enumerate(COLOURS)}

W_GROW = 0.15
W_BURY = 0.15
W_HEIGHT = 0.2
W_NEG = 0.4
LOOK_WIDTH = 3  # drops examined one card ahead
# The hard search is a flat one over this many drops (rules/levels.py,
# rules/search.py ``candidates``): the favourite's choice, the neutral
# tile's best drop and the next best by the favourite's look a card ahead,
# each played out to the round's end on the same deals. It replaced a tree
# search that trusted this player's choice over its play-outs (the tree's
# play-outs, each on a deal of its own, could not tell BITS's drops apart:
# solo 26.1 over 28 games at 1 s, the favourite alone 25.9). Flat, at 1 s:
# solo 28.9 over 40 games, 79% of 40 two-player games against this player;
# 5 or 10 candidates did no better (bench/README.md, session 40). No
# SEARCH_PRIOR: a flat search has no tree to trust a favourite over.
SEARCH_CANDIDATES = 7
# The hard search's favourite (rules/levels.py ``search_favourite``): this
# player looking one card ahead from every drop, not only the best three
# (a drop has at most 6 columns x 2 orientations x 2 colour orders, and a
# neutral one as many). Measured without any search, two-player, seats
# alternated, seeds 1-30 (2026-12-02): it beat this player at width 3 in
# 69% of 60 games, +2.6 points a game; solo, seeds 1-20, 25.9 points
# against 23.5. Width 8 was 24.85 solo. A look two cards ahead (the best 4,
# then each card's best 3) did not do better on seeds 1-5 (25.0) at
# 0.15 s a decision. It costs 20-40 ms a decision, out of the search's
# budget.
FAVOURITE_WIDTH = 48


def neighbours(x: int) -> int:
    return ((x << 1) & NOT_COL0) | ((x >> 1) & NOT_COL5) | ((x << 6) & FULL) | (x >> 6)


def components(mask: int):
    while mask:
        comp = mask & -mask
        while True:
            grown = (comp | neighbours(comp)) & mask
            if grown == comp:
                break
            comp = grown
        yield comp
        mask ^= comp


_SHAPES: dict[int, tuple] = {}


def shape_of(comp: int) -> tuple:
    shape = _SHAPES.get(comp)
    if shape is None:
        cells = [(i % SIZE, i // SIZE) for i in range(36) if comp >> i & 1]
        shape = B.canonical(cells)
        if len(_SHAPES) < 200_000:
            _SHAPES[comp] = shape
    return shape


class Plan:
    """What the task cards in play reward, precomputed once per set of cards."""

    _cache: dict[tuple[str, ...], Plan] = {}

    def __init__(self, tasks: tuple[str, ...]):
        self.exact = []  # (size, shape, colour or None, points)
        self.fours = 0  # points for other 4-blocks (pile 1)
        self.wanted = []  # (size, colour or None, points) of positive shapes
        self.negative = []  # sizes of penalised shapes
        for cid in tasks:
            card = B.TASK_CARDS[cid]
            shape = B.CARD_SHAPES[cid]
            self.exact.append((len(shape), shape, card["colour"], card["points"], card.get("other_fours", 0)))
            if card["points"] > 0:
                self.wanted.append((len(shape), card["colour"], float(card["points"])))
            else:
                self.negative.append(len(shape))
            if card.get("other_fours"):
                self.wanted.append((4, None, float(card["other_fours"])))

        self.worth: dict[tuple[str, int], tuple[float, float]] = {}
        # (masks, heights, building cards to come) -> lookahead's answer
        self.ahead: dict[tuple, float] = {}
        # (colour, mask) -> colour_parts' answer
        self.parts: dict[tuple[str, int], tuple[tuple[float, float, int], ...]] = {}

    def block_worth(self, colour: str, comp: int) -> tuple[float, float]:
        """(points now, extra promise if the block can still grow)."""
        size = comp.bit_count()
        points = 0.0
        for esize, shape, ecolour, pts, fours in self.exact:
            if size == esize and (ecolour is None or ecolour == colour) and shape_of(comp) == shape:
                points += pts
            elif fours and size == 4:
                points += fours
        promise = 0.0
        for wsize, wcolour, pts in self.wanted:
            if size < wsize and (wcolour is None or wcolour == colour):
                promise += pts * W_GROW * size / wsize
        if size in self.negative:
            promise += W_NEG
        if len(self.worth) > 300_000:
            self.worth.clear()
        return points, promise

    @classmethod
    def of(cls, tasks: tuple[str, ...]) -> Plan:
        plan = cls._cache.get(tasks)
        if plan is None:
            plan = cls._cache[tasks] = Plan(tasks)
        return plan


def board_masks(grid: list) -> tuple[dict[str, int], list[int]]:
    masks = {c: 0 for c in COLOURS + "N"}
    for i, v in enumerate(grid):
        if v is not None:
            masks[v] |= 1 << i
    return masks, B.heights(grid)


def score_masks(masks: dict[str, int], plan: Plan) -> int:
    """Exactly the task cards' points (same as board.score_grid's total)."""
    total = 0
    for colour in COLOURS:
        for comp in components(masks[colour]):
            size = comp.bit_count()
            for esize, shape, ecolour, pts, fours in plan.exact:
                if size == esize and (ecolour is None or ecolour == colour) and shape_of(comp) == shape:
                    total += pts
                elif fours and size == 4:
                    total += fours
    return total


_COMPONENTS: dict[int, tuple[int, ...]] = {}


def components_of(mask: int) -> tuple[int, ...]:
    """The blocks of one colour's mask (cached: most masks repeat)."""
    found = _COMPONENTS.get(mask)
    if found is None:
        found = tuple(components(mask))
        if len(_COMPONENTS) > 300_000:
            _COMPONENTS.clear()
        _COMPONENTS[mask] = found
    return found


def evaluate(masks: dict[str, int], heights: list[int], plan: Plan) -> float:
    reach = 0
    for c in range(SIZE):
        reach |= _ABOVE[c][heights[c]]
    filled = 0
    for m in masks.values():
        filled |= m
    buried = (FULL & ~filled & ~reach).bit_count()
    value = -W_BURY * buried - W_HEIGHT * max(heights)
    worth = plan.worth
    for colour in COLOURS:
        for comp in components_of(masks[colour]):
            key = (colour, comp)
            pair = worth.get(key)
            if pair is None:
                pair = worth[key] = plan.block_worth(colour, comp)
            value += pair[0]
            if pair[1] and neighbours(comp) & reach:
                value += pair[1]
    return value


def colour_parts(colour: str, mask: int, plan: Plan) -> tuple[tuple[float, float, int], ...]:
    """One colour's blocks as ``evaluate`` values them, in its order: each
    block's (points now, promise, the squares around it), remembered."""
    key = (colour, mask)
    found = plan.parts.get(key)
    if found is None:
        if len(plan.parts) > 300_000:
            plan.parts.clear()
        worth = plan.worth
        out = []
        for comp in components_of(mask):
            pair = worth.get((colour, comp))
            if pair is None:
                pair = worth[(colour, comp)] = plan.block_worth(colour, comp)
            out.append((pair[0], pair[1], neighbours(comp)))
        found = plan.parts[key] = tuple(out)
    return found


def colour_increments(colour: str, mask: int, reach: int, plan: Plan) -> list[float]:
    """What one colour's blocks add to ``evaluate``'s value, in the order it
    adds them (so that adding them in turn gives the very same number)."""
    out: list[float] = []
    for points, promise, around in colour_parts(colour, mask, plan):
        out.append(points)
        if promise and around & reach:
            out.append(promise)
    return out


def _places(masks: dict[str, int], heights: list[int], plan: Plan) -> list[tuple]:
    """Every spot a domino can land on, in ``notation.spots``' order: (its
    column, orientation, two squares, the squares a tile can still reach
    once it lies there, each colour's ``colour_increments`` with that reach,
    and the value so far once the colours before ``COLOURS[i]`` are added,
    in order). What does not depend on the domino's colours is worked out
    once for every tile."""
    filled = 0
    for m in masks.values():
        filled |= m
    places = []
    for col in range(SIZE):
        for orient in ("h", "v"):
            spot = B.landing_from_heights(heights, col, orient)
            if spot is None:
                continue
            h = list(heights)
            bits = 0
            for c, r in spot:
                bits |= 1 << (r * SIZE + c)
                if r + 1 > h[c]:
                    h[c] = r + 1
            reach = 0
            for c in range(SIZE):
                reach |= _ABOVE[c][h[c]]
            base = -W_BURY * (FULL & ~(filled | bits) & ~reach).bit_count() - W_HEIGHT * max(h)
            kept = {colour: colour_increments(colour, masks[colour], reach, plan) for colour in COLOURS}
            # prefix[i]: the value so far once the colours before COLOURS[i] are added, in order
            prefix = [base]
            for colour in COLOURS:
                value = prefix[-1]
                for inc in kept[colour]:
                    value += inc
                prefix.append(value)
            places.append((col, orient, spot, reach, kept, prefix))
    return places


def _value(place: tuple, a: str, mask_a: int, b: str, mask_b: int, plan: Plan) -> float:
    """``evaluate``'s value, to the last bit, of the board with a domino of
    colours ``a`` and ``b`` on ``place`` (from ``_places``), colour ``a``'s
    mask now ``mask_a`` and ``b``'s ``mask_b`` (``a == b``: ``mask_a``)."""
    _col, _orient, _spot, reach, kept, prefix = place
    first = min(_INDEX.get(a, len(COLOURS)), _INDEX.get(b, len(COLOURS)))  # N: no colour
    value = prefix[first]
    parts = plan.parts
    for colour in COLOURS[first:]:
        if colour == a or colour == b:
            mask = mask_a if colour == a else mask_b
            found = parts.get((colour, mask))
            if found is None:
                found = colour_parts(colour, mask, plan)
            for points, promise, around in found:  # as evaluate adds them
                value += points
                if promise and around & reach:
                    value += promise
        else:
            for inc in kept[colour]:
                value += inc
    return value


def lookahead(masks: dict[str, int], heights: list[int], upcoming: Counter, plan: Plan) -> float:
    """The sum over the building cards that may come next (``upcoming``, by
    colours, with their counts) of the best ``evaluate`` value the card
    could reach, exactly as evaluating every drop of every card would give
    it: a spot's landing, reach, burial and the blocks of the colours the
    card does not touch are worked out once for every card (``_places``)."""
    places = _places(masks, heights, plan)
    ahead = 0.0
    for (a, b), times in upcoming.items():
        best = -1e18
        for place in places:
            (c0, r0), (c1, r1) = place[2]
            bit0, bit1 = 1 << (r0 * SIZE + c0), 1 << (r1 * SIZE + c1)
            if a == b:
                layouts: tuple[tuple[int, int], ...] = ((masks[a] | bit0 | bit1, 0),)
            else:
                layouts = ((masks[a] | bit0, masks[b] | bit1), (masks[a] | bit1, masks[b] | bit0))
            for mask_a, mask_b in layouts:
                value = _value(place, a, mask_a, b, mask_b, plan)
                if value > best:
                    best = value
        ahead += times * best
    return ahead


def drop_values(state: State, seat: int, masks: dict[str, int], heights: list[int],
                plan: Plan) -> list[tuple[str, list[tuple[int, int]], str, bool, float]]:
    """Every drop ``seat`` may make now, in ``notation.spots``' order, as
    (notation, squares in the tile's colour order, tile, neutral, the
    ``evaluate`` value of the board it makes), the board being ``masks`` and
    ``heights`` (``seat``'s own). Without valuing each board whole: the
    board's blocks are valued once; a drop only merges the blocks of its
    colours that touch its squares into one, and its spot only decides the
    burial, the height and which blocks can still grow (the value is
    ``evaluate``'s but for the rounding of a sum in another order)."""
    filled = 0
    for m in masks.values():
        filled |= m
    worth = plan.worth
    points = 0.0
    blocks: dict[str, list[tuple[int, float, float, int]]] = {}  # colour -> (block, points, promise, around)
    growing: list[tuple[float, int]] = []  # (promise, around) of the blocks that promise
    for colour in COLOURS:
        found = blocks[colour] = []
        for comp in components_of(masks[colour]):
            pair = worth.get((colour, comp))
            if pair is None:
                pair = worth[(colour, comp)] = plan.block_worth(colour, comp)
            around = neighbours(comp)
            found.append((comp, pair[0], pair[1], around))
            points += pair[0]
            if pair[1]:
                growing.append((pair[1], around))
    options = [(N.current_tile(state, seat), False)]
    if state["phase"] == "build" and not state["boards"][seat]["neutral_used"]:
        options.append((B.NEUTRAL_ID, True))
    reach_now = 0
    for c in range(SIZE):
        reach_now |= _ABOVE[c][heights[c]]
    top = max(heights)
    places = []
    for col in range(SIZE):
        for orient in ("h", "v"):
            spot = B.landing_from_heights(heights, col, orient)
            if spot is None:
                continue
            (c0, r0), (c1, r1) = spot
            bit0, bit1 = 1 << (r0 * SIZE + c0), 1 << (r1 * SIZE + c1)
            # the squares a tile can still reach: the spot's columns now start above it
            # (upright: one column, from above its top square)
            reach = (reach_now & ~_COL[c0] & ~_COL[c1]) | _ABOVE[c1][r1 + 1]
            if orient == "h":
                reach |= _ABOVE[c0][r0 + 1]
            value = (-W_BURY * (FULL & ~(filled | bit0 | bit1) & ~reach).bit_count()
                     - W_HEIGHT * max(top, r1 + 1) + points)  # (the second square is never the lower)
            for promise, around in growing:
                if around & reach:
                    value += promise
            if orient == "v":  # (top, bottom): the end a notation names is the top one
                spot, bit0, bit1 = [spot[1], spot[0]], bit1, bit0
            places.append((col, orient, spot, bit0, bit1, reach, value))
    result = []
    for tile, neutral in options:
        a, b = B.TILES[tile]
        if a == b:
            same = blocks.get(a)  # None: the neutral tile
            for col, orient, spot, bit0, bit1, reach, base in places:
                value = base if same is None else base + _merged(a, bit0 | bit1, same, reach, plan)
                cells = spot if orient == "h" else [spot[1], spot[0]]  # bottom first
                result.append((_WRITE[neutral, col, orient, None], cells, tile, neutral, value))
            continue
        found_a, found_b = blocks[a], blocks[b]
        for col, orient, spot, bit0, bit1, reach, base in places:
            # colour a at the left or top end, then at the other
            value = base + (_merged(a, bit0, found_a, reach, plan) + _merged(b, bit1, found_b, reach, plan))
            result.append((_WRITE[neutral, col, orient, a], spot, tile, neutral, value))
            value = base + (_merged(a, bit1, found_a, reach, plan) + _merged(b, bit0, found_b, reach, plan))
            result.append((_WRITE[neutral, col, orient, b], [spot[1], spot[0]], tile, neutral, value))
    return result


def _merged(colour: str, squares: int, found: list[tuple[int, float, float, int]], reach: int,
            plan: Plan) -> float:
    """What laying ``squares`` of ``colour`` (joined) adds to a board's value:
    the new block they make with the blocks they touch (``found``: the
    colour's blocks) less what those blocks were worth, with ``reach``."""
    comp = squares
    value = 0.0
    for block, points, promise, around in found:
        if around & squares:
            comp |= block
            value -= points
            if promise and around & reach:
                value -= promise
    pair = plan.worth.get((colour, comp))
    if pair is None:
        pair = plan.worth[(colour, comp)] = plan.block_worth(colour, comp)
    value += pair[0]
    if pair[1] and neighbours(comp) & reach:
        value += pair[1]
    return value


# every drop's notation: (neutral, column, orientation, end colour or None) -> its text
_WRITE = {(neutral, col, orient, end): N.write(neutral, col, orient, end)
          for neutral in (False, True) for col in range(SIZE) for orient in ("h", "v") for end in (None, *COLOURS)}
_NEUTRAL_DROPS = frozenset(text for (neutral, *_spot), text in _WRITE.items() if neutral)


def place(masks: dict[str, int], heights: list[int], cells, colours) -> tuple[dict[str, int], list[int]]:
    new = dict(masks)
    h = list(heights)
    for (c, r), colour in zip(cells, colours, strict=True):
        new[colour] |= 1 << (r * SIZE + c)
        if r + 1 > h[c]:
            h[c] = r + 1
    return new, h


class BitsComputer(ComputerPlayer):
    """``width``: the drops examined one card ahead (0: none, the best
    board now is chosen: the search's cheap play-out player)."""

    name = "builder"

    def __init__(self, seed: int = 0, width: int = LOOK_WIDTH):
        self.rng = Rng.from_seed(seed)
        self.width = width

    def choose(self, game: Game, state: State, seat: int) -> str:
        return self._decide(game, state, seat)[0]

    def ranked(self, game: Game, state: State, seat: int) -> list[tuple[str, float]]:
        """The choice first; then the neutral tile's best drop, if it may
        be laid (once a round: whether now is its time is worth
        comparing); then the coloured drops, those looked a card ahead
        from by that value, best first, then the rest by the board they
        make now; the neutral tile's other drops last, in the same order.
        Each drop weighs the value it is ordered by, or the weight before it
        where that is less (best first)."""
        choice, values, looked = self._decide(game, state, seat)
        neutral = _NEUTRAL_DROPS

        def weight(move: str) -> float:
            return looked.get(move, values.get(move, 0.0))

        def key(move: str) -> tuple[int, float]:
            return (2 * (move in neutral) + (move not in looked), -weight(move))

        rest = sorted((move for move in game.fast_moves(state, seat) if move != choice), key=key)
        if choice not in neutral:
            best_neutral = next((move for move in rest if move in neutral), None)
            if best_neutral is not None:
                rest.remove(best_neutral)
                rest.insert(0, best_neutral)
        result = [(choice, weight(choice))]
        for move in rest:
            result.append((move, min(weight(move), result[-1][1])))
        return result

    def _decide(self, game: Game, state: State, seat: int) -> tuple[str, dict[str, float], dict[str, float]]:
        """The drop chosen, every drop's value by the board it makes now,
        and the value one card deep of those looked ahead from."""
        if game.info.key != "bits":  # it reads BITS's drops and boards
            raise TypeError(f"The BITS computer player cannot play {type(game).__name__}.")
        masks, heights = B.board_bits(state["boards"][seat]["tiles"])
        plan = Plan.of(tuple(state["tasks"]))
        drops = drop_values(state, seat, masks, heights, plan)
        if not drops:
            raise IllegalMove("There is no legal move to choose from.")
        scored = []
        for (notation, cells, tile, neutral, value), noise in zip(drops, self._noise(len(drops)), strict=True):
            scored.append((value + noise, notation, neutral, cells, tile))
        values = {notation: value for value, notation, *_rest in scored}
        looked: dict[str, float] = {}
        best: dict[bool, tuple[str | None, float]] = {False: (None, -1e9), True: (None, -1e9)}
        if not self.width:  # the best board now
            for value, notation, neutral, _cells, _tile in scored:
                if value > best[neutral][1]:
                    best[neutral] = (notation, value)
        else:
            self._look_ahead(state, masks, heights, plan, scored, best, looked)
        return self._neutral_or_plain(best, masks), values, looked

    def _look_ahead(self, state: State, masks: dict[str, int], heights: list[int], plan: Plan, scored: list,
                    best: dict[bool, tuple[str | None, float]], looked: dict[str, float]) -> None:
        """The best drop of each kind (``best``: neutral or not -> notation
        and value) among the ``width`` best by the board they make now, each
        valued by the average best board the next building card could make
        (``looked``: each of them -> that value)."""
        # the building cards that may come next, by colours
        upcoming = Counter(B.TILES[t] for t in state["deck"])
        cards = tuple(upcoming.items())  # a search meets the same boards again: looks ahead once each
        count = sum(upcoming.values())
        for neutral in (False, True):
            options = sorted((x for x in scored if x[2] == neutral), key=lambda x: -x[0])[: self.width]
            for value, notation, _n, cells, tile in options:
                if count:
                    m, h = place(masks, heights, cells, B.TILES[tile])
                    if B.can_place_heights(h):
                        key = (tuple(m.values()), tuple(h), cards)
                        ahead = plan.ahead.get(key)
                        if ahead is None:
                            if len(plan.ahead) > 100_000:
                                plan.ahead.clear()
                            ahead = plan.ahead[key] = lookahead(m, h, upcoming, plan)
                        value = ahead / count
                looked[notation] = value
                if value > best[neutral][1]:
                    best[neutral] = (notation, value)

    def _noise(self, count: int) -> list[float]:
        """A random tie-break under a thousandth for each of ``count`` drops:
        one draw each; the play-out player (width 0) cuts six from each of
        the generator's 64-bit words, for speed."""
        if self.width:
            return [self.rng.randrange(1000) * 1e-6 for _ in range(count)]
        noise: list[float] = []
        while len(noise) < count:
            word = self.rng.next64()
            noise.extend((word >> (10 * i) & 1023) * 1e-6 for i in range(6))
        return noise[:count]

    @staticmethod
    def _neutral_or_plain(best: dict[bool, tuple[str | None, float]], masks: dict[str, int]) -> str:
        """The neutral tile when it beats the best coloured drop clearly, or
        late in the round (few empty squares) when it still helps."""
        plain, plain_value = best[False]
        neutral_move, neutral_value = best[True]
        if neutral_move is not None:
            filled = 0
            for mask in masks.values():
                filled |= mask
            empty = SIZE * SIZE - filled.bit_count()
            gain = neutral_value - plain_value
            if gain >= 1.5 or (gain > 0.3 and empty <= 8):
                return neutral_move
        # every spot a neutral drop can use, the building card's tile can use too
        assert plain is not None
        return plain


def playout_player(seed: int = 0) -> BitsComputer:
    """The player of a search's play-outs: the builder without its look one
    card ahead, greedy on the board each drop makes now (every drop valued
    by ``drop_values``, a tenth of a millisecond or so a decision)."""
    return BitsComputer(seed, width=0)


def search_favourite(seed: int = 0) -> BitsComputer:
    """The player whose ranking names the hard search's candidates (its
    choice first): the builder looking a card ahead from every drop
    (``FAVOURITE_WIDTH``)."""
    return BitsComputer(seed, width=FAVOURITE_WIDTH)
