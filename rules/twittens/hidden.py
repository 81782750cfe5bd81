"""Twittens' hidden information re-dealt for a search (``determinize``): what
one seat cannot see (the deck's order, the others' dealt tiles, Favourite
Places, drawn tiles, open Bimble cards and school draws, the Bimble decks'
order) dealt again at random, consistent with everything public."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.base import Rng, State, deep_copy

from .geometry import CARDS, Twitten

# The text ``last`` keeps after a draw from the deck: the tile the drawer
# then holds (the one drawn, or the one kept of two) is secret until placed.
DREW = "drew from the deck."


def holding_hidden(state: State, seat: int) -> bool:
    """Whether ``seat``'s tile in hand came unseen from the deck (a tile
    taken from a stack or a Favourite Place played was shown to everyone)."""
    last = state["last"]
    return (state["seats"][seat]["holding"] is not None and last is not None
            and last.get("seat") == seat and str(last.get("text", "")).endswith(DREW))


class _Slots:
    """Places in the state that hold one hidden item each, refilled from a
    shuffled pool; a slot may demand that its item pass a test."""

    def __init__(self) -> None:
        self.slots: list[tuple[Any, Any, Callable[[int], bool] | None]] = []
        self.pool: list[int] = []

    def add(self, holder: Any, key: Any, test: Callable[[int], bool] | None = None) -> None:
        self.pool.append(holder[key])
        self.slots.append((holder, key, test))

    def deal(self, rng: Rng, rest: list[int]) -> None:
        """Each slot refilled from the pool (``rest`` joined to it), the
        slots with a test first, each taking the first item that passes it;
        should the items passing run out, every slot with a test keeps its
        own item (which passes) and the others are dealt. ``rest`` gets the
        items left over, in the shuffled order."""
        pool = self.pool + rest
        rng.shuffle(pool)
        tested = [s for s in self.slots if s[2] is not None]
        dealt: list[tuple[Any, Any, int]] = []
        for holder, key, test in tested:
            index = next((i for i, item in enumerate(pool) if test is not None and test(item)), None)
            if index is None:  # keep every tested slot's own item
                pool.extend(item for _h, _k, item in dealt)
                for holder2, key2, _t in tested:
                    pool.remove(holder2[key2])
                dealt = [(h, k, h[k]) for h, k, _t in tested]
                break
            dealt.append((holder, key, pool.pop(index)))
        for holder, key, item in dealt:
            holder[key] = item
        for holder, key, test in self.slots:
            if test is None:
                holder[key] = pool.pop()
        rest[:] = pool


def determinize(state: State, seat: int, rng: Rng) -> State:
    """A state ``seat`` cannot tell from ``state`` (README, "Hidden
    information and search")."""
    new = deep_copy(state)
    if new["phase"] != "over":
        _tiles(new, seat, rng)
        _cards(new, seat, rng)
    new["rng"] = rng.next64()
    return new


def _tiles(state: State, seat: int, rng: Rng) -> None:
    slots = _Slots()
    chosen: dict[int, int] = {}
    for i, other in enumerate(state["seats"]):
        if i == seat:
            continue
        if other["chosen_fav"] is not None:
            chosen[i] = other["deal_tiles"].index(other["chosen_fav"])
        for k in range(len(other["deal_tiles"])):
            slots.add(other["deal_tiles"], k)
        if other["favourite"] is not None:
            slots.add(other, "favourite")
        for k in range(len(other["drawn"])):
            slots.add(other["drawn"], k)
        if holding_hidden(state, i):
            slots.add(other, "holding", _fits_as(Twitten(other["twitten"]), other["holding"]))
    deck = state["deck"]
    slots.deal(rng, deck)
    for i, index in chosen.items():
        state["seats"][i]["chosen_fav"] = state["seats"][i]["deal_tiles"][index]


def _fits_as(twitten: Twitten, tile: int) -> Callable[[int], bool]:
    """Whether a tile fits ``twitten`` exactly when ``tile`` does."""
    fits = bool(twitten.legal_placements(tile))
    return lambda other: bool(twitten.legal_placements(other)) == fits


def _open_for(twitten: Twitten) -> Callable[[int], bool]:
    """Whether a Bimble card could be open in the hand of ``twitten``'s
    owner: one the Twitten has not completed."""
    return lambda card: not twitten.completes(CARDS[card])


def _cards(state: State, seat: int, rng: Rng) -> None:
    slots = _Slots()
    chosen: dict[int, list[int]] = {}
    for i, other in enumerate(state["seats"]):
        if i == seat:
            continue
        if other["chosen_cards"] is not None:
            chosen[i] = [other["deal_cards"].index(c) for c in other["chosen_cards"]]
        for k in range(len(other["deal_cards"])):
            slots.add(other["deal_cards"], k)
        for k in range(len(other["school"])):
            slots.add(other["school"], k)
        open_card = _open_for(Twitten(other["twitten"]))
        for k, card in enumerate(other["cards"]):
            if card not in other["completed"]:  # an open card is secret, and not yet completed
                slots.add(other["cards"], k, open_card)
    season = state["season"]
    slots.deal(rng, state["bimble_decks"][season - 1])
    for later in state["bimble_decks"][season:]:  # the seasons to come: dealt from these, unshuffled
        rng.shuffle(later)
    for i, indices in chosen.items():
        state["seats"][i]["chosen_cards"] = [state["seats"][i]["deal_cards"][k] for k in indices]
