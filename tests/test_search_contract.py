"""The contract's defaults for computer levels and search (rules/base.py):
the easy level's slips, the default determinization and the fast step."""

from __future__ import annotations

from rules.base import EASY_SLIPS, LEVELS, ComputerPlayer, Rng, SlippingPlayer
from tests.support.tinygame import TinyRace

GAME = TinyRace()


class Always(ComputerPlayer):
    """Always the last legal move (a stand-in for a game's normal player)."""

    def choose(self, game, state, seat):
        return game.legal_moves(state, seat)[-1].notation


def test_levels_are_named_weakest_first():
    assert LEVELS == ("easy", "normal", "hard")


def test_an_easy_player_slips_on_about_its_share_of_decisions():
    state = GAME.setup(["a", "b"], GAME.info.options(), 1)
    seat = next(iter(GAME.to_act(state)))
    moves = [m.notation for m in GAME.legal_moves(state, seat)]
    assert len(moves) > 1
    player = SlippingPlayer(Always(), seed=5)
    picks = [player.choose(GAME, state, seat) for _ in range(2000)]
    assert set(picks) <= set(moves)
    # A slip is a random move, so it matches the normal choice 1 time in len(moves).
    off = sum(1 for p in picks if p != moves[-1]) / len(picks)
    expected = EASY_SLIPS * (1 - 1 / len(moves))
    assert abs(off - expected) < 0.05


def test_a_player_that_never_slips_is_the_normal_player():
    state = GAME.setup(["a", "b"], GAME.info.options(), 1)
    seat = next(iter(GAME.to_act(state)))
    player = SlippingPlayer(Always(), seed=5, slips=0.0)
    assert {player.choose(GAME, state, seat) for _ in range(50)} == {GAME.legal_moves(state, seat)[-1].notation}


def test_the_default_easy_player_slips_around_the_games_own_player():
    player = GAME.easy_player(3)
    assert isinstance(player, SlippingPlayer) and player.slips == EASY_SLIPS
    assert type(player.player) is type(GAME.computer_player(3))


def test_the_default_determinization_keeps_the_position_and_reseeds_chance():
    state = GAME.setup(["a", "b"], GAME.info.options(), 1)
    copy = GAME.determinize(state, 0, Rng.from_seed(9))
    assert copy["rng"] != state["rng"]
    assert {k: v for k, v in copy.items() if k != "rng"} == {k: v for k, v in state.items() if k != "rng"}
    assert GAME.determinize(state, 0, Rng.from_seed(9)) == copy  # seeded
    assert copy is not state


def test_the_default_fast_step_is_apply_without_words():
    state = GAME.setup(["a", "b"], GAME.info.options(), 1)
    seat = next(iter(GAME.to_act(state)))
    moves = GAME.fast_moves(state, seat)
    assert moves == [m.notation for m in GAME.legal_moves(state, seat)]
    assert GAME.fast_apply(state, seat, moves[0]) == GAME.apply(state, seat, moves[0])[0]
