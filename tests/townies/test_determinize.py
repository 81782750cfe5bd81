"""Townies' determinization (issue 32; README, "Hidden information and
search"): the others' drawings of this round, which nobody has seen, are
made again at random from the sheets as the round began; whether each seat
has made its choice (public) and everything of the seat's own is kept."""

from __future__ import annotations

from rules.base import Rng
from rules.townies import GAME


def positions(n: int, seed: int):
    rng = Rng.from_seed(f"det{seed}")
    state = GAME.setup([f"p{i}" for i in range(n)], {}, seed)
    while not GAME.is_over(state):
        yield state
        seat = rng.choice(sorted(GAME.to_act(state)))
        state = GAME.fast_apply(state, seat, rng.choice(GAME.fast_moves(state, seat)))


def test_the_others_hidden_drawings_are_made_again_and_their_choices_kept():
    redrawn = 0
    for index, state in enumerate(positions(4, 3)):
        seat = index % 4
        dealt = GAME.determinize(state, seat, Rng.from_seed(index))
        GAME.validate(dealt)
        assert dealt["sheets"][seat] == state["sheets"][seat] and dealt["turn"][seat] == state["turn"][seat]
        assert [t["done"] for t in dealt["turn"]] == [t["done"] for t in state["turn"]]
        assert dealt["round"] == state["round"] and dealt["dice"] == state["dice"]
        public = state.get("public", state["sheets"])
        for other in range(4):
            if other == seat:
                continue
            if "public" in dealt:
                assert dealt["public"][other] == public[other]
            if not dealt["turn"][other]["done"]:  # still to choose: back to the sheet as the round began
                assert dealt["sheets"][other] == public[other] and not dealt["turn"][other]["moves"]
            elif dealt["turn"][other] != state["turn"][other]:
                redrawn += 1
    assert redrawn > 10


def test_nothing_is_hidden_before_the_first_decision_but_the_dice_to_come():
    state = GAME.setup(["a", "b"], {}, 5)
    dealt = GAME.determinize(state, 0, Rng.from_seed(1))
    assert dealt["rng"] != state["rng"]
    assert {k: v for k, v in dealt.items() if k != "rng"} == {k: v for k, v in state.items() if k != "rng"}


def test_a_finished_game_hides_nothing_and_is_kept_as_it_ended():
    """A game over has no round in play: only the generator is reseeded."""
    state = GAME.setup(["a", "b", "c"], {}, 4)
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        state = GAME.fast_apply(state, seat, GAME.fast_moves(state, seat)[-1])
    dealt = GAME.determinize(state, 1, Rng.from_seed(2))
    assert dealt["rng"] != state["rng"]
    assert {k: v for k, v in dealt.items() if k != "rng"} == {k: v for k, v in state.items() if k != "rng"}
