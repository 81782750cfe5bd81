"""Tweeeet's determinization (issue 32; README, "Computer player"): the
tile pile, the game's only hidden future, is shuffled; every bird's energy
is kept, since public facts determine it (its starting energy, each
flight's cost and food, the new-players bonus)."""

from __future__ import annotations

from rules.base import Rng
from rules.tweeeet import GAME
from rules.tweeeet.board import starting_energy


def test_the_pile_is_shuffled_and_everything_else_kept():
    state = GAME.setup(["a", "b", "c", "d"], {}, 4)
    dealt = GAME.determinize(state, 1, Rng.from_seed(2))
    assert sorted(dealt["pile"]) == sorted(state["pile"]) and dealt["pile"] != state["pile"]
    assert {k: v for k, v in dealt.items() if k not in ("pile", "rng")} == \
        {k: v for k, v in state.items() if k not in ("pile", "rng")}


def test_every_energy_follows_from_public_facts():
    """What determinize relies on to keep energies: each bird's energy is
    its starting energy plus, for each of its flights (told to everyone),
    the food eaten minus the spaces flown."""
    rng = Rng.from_seed("energy")
    for n in (2, 5):
        state = GAME.setup([f"p{i}" for i in range(n)], {}, 11)
        known = {s: starting_energy(n, s, 0) for s in range(n)}
        while not GAME.is_over(state):
            seat = min(GAME.to_act(state))
            state = GAME.fast_apply(state, seat, rng.choice(GAME.fast_moves(state, seat)))
            last = GAME.view(state, None)["last"]
            known[last["seat"]] += last["food"] - last["cost"]
            for s in range(n):
                if state["birds"][s]["status"] != "out":
                    assert state["birds"][s]["energy"] == known[s]
