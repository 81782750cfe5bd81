"""BITS' determinization (issue 32; README, "Hidden information and
search"): the others' pending drops, hidden until every drop is revealed,
are drawn again among their legal drops; the seat's own drop and every
board, card and score are kept; the generator, which turns the building
cards to come, is reseeded."""

from __future__ import annotations

from rules.base import Rng
from rules.bits import GAME
from tests.support.faststep import played_until


def test_only_the_others_pending_drops_are_drawn_again_among_legal_drops():
    rng = Rng.from_seed("det")
    state = GAME.setup(["a", "b", "c"], {}, 9)
    redrawn = 0
    while not GAME.is_over(state):
        seat = rng.choice(sorted(GAME.to_act(state)))
        state = GAME.fast_apply(state, seat, rng.choice(GAME.fast_moves(state, seat)))
        for me in range(3):
            dealt = GAME.determinize(state, me, Rng.from_seed(redrawn))
            assert dealt["pending"][me] == state["pending"][me]
            for other in range(3):
                was, now = state["pending"][other], dealt["pending"][other]
                assert (was is None) == (now is None)
                if now is not None and other != me:
                    cleared = GAME.copy_state(state)
                    cleared["pending"][other] = None
                    assert now in GAME.fast_moves(cleared, other)
                    redrawn += now != was
            same = {k: v for k, v in dealt.items() if k not in ("pending", "rng")}
            assert same == {k: v for k, v in state.items() if k not in ("pending", "rng")}
    assert redrawn > 10


def test_a_search_play_out_stops_once_the_round_it_began_in_is_scored():
    """Rulebook, "Next Round": the game tiles are re-placed next to the ramp, so a round is played on a board of
    its own and nothing dropped in it changes the next: ``playout_horizon`` is reached once ``start``'s round is
    scored (the next round begun, or the game over), never within it."""
    start = GAME.setup(["a", "b"], GAME.info.options(), 7)
    assert not GAME.playout_horizon(start, start)
    next_round = played_until(GAME, start, lambda s: s["round"] > 1)  # round 1 scored, round 2 begun
    assert next_round["round"] == 2 and len(next_round["round_scores"][0]) == 1
    assert GAME.playout_horizon(start, next_round)
    assert not GAME.playout_horizon(next_round, next_round)
    within = played_until(GAME, start, lambda s: any(b["tiles"] for b in s["boards"]) and s["pending"] == [None, None])
    assert within["round"] == 1 and not GAME.playout_horizon(start, within)
    over = played_until(GAME, next_round, GAME.is_over)
    assert GAME.playout_horizon(next_round, over) and GAME.playout_horizon(over, over)
