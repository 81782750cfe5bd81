"""The shape of a Twittens state that every module shares: seasons, deals,
stacks, the tie-break order, the blank seat record, the reasons for going
home, and the Time for Tea question several modules ask."""

from __future__ import annotations

from typing import Any

from rules.base import State

from .geometry import MIN_TILES_FOR_TEA, twitten_of

SEASON_NAMES = {1: "spring", 2: "summer", 3: "autumn", 4: "winter"}
SEASONS = 4
DEAL_TILES = 3
DEAL_CARDS = 3
SCHOOL_DRAW = 2
STACK_NAMES = ("a", "b")
# Tie-break order of the final standings: the scorepad's category order.
TIE_BREAK = ("houses", "trees", "streetlights", "roads", "stations", "playgrounds", "allotments", "bimble")
HOME_REASONS = {
    "limit": "over the house limit: reached the street they live on",
    "lost": "unable to add the tile: got lost",
    "dark": "the Twitten deck is empty: too dark to keep going",
    "last": "took the last turn of a 4-player season",
    "chose": "chose to go home",
}


def seat_blank() -> dict[str, Any]:
    return {
        "twitten": [],
        "favourite": None,
        "cards": [],
        "completed": [],
        "home": False,
        "home_reason": None,
        "lost": False,
        "drawn": [],
        "holding": None,
        "school": [],
        "deal_tiles": [],
        "deal_cards": [],
        "chosen_fav": None,
        "chosen_cards": None,
        "sheets": [],
    }


def tea_forced(state: State, seat: int) -> str | None:
    """Why the seat must go home now (rulebook Time for Tea order), or
    'stay' when it may not, or None when it chooses."""
    me = state["seats"][seat]
    tw = twitten_of(me["twitten"])
    if tw.over_limit():
        return "limit"
    if me["lost"]:
        return "lost"
    if not state["deck"]:
        return "dark"
    if len(state["seats"]) == 4 and sum(1 for s in state["seats"] if not s["home"]) == 1:
        return "last"
    if len(tw) < MIN_TILES_FOR_TEA:
        return "stay"
    return None
