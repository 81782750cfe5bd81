"""The contract's defaults for computer levels and search (rules/base.py):
the easy level's slips, the default determinization and the fast step."""

from __future__ import annotations

from rules.base import EASY_SLIPS, LEVELS, ComputerPlayer, Rng, SlippingPlayer, ranked_by
from tests.support.tinygame import TinyRace

GAME = TinyRace()


class Always(ComputerPlayer):
    """Always the last legal move (a stand-in for a game's normal player)."""

    def choose(self, game, state, seat):
        return game.legal_moves(state, seat)[-1].notation


class Named(ComputerPlayer):
    """Names its choice, so a test sees whose choice was taken."""

    def choose(self, game, state, seat):
        return "the normal choice"


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


def test_the_default_ranking_is_the_choice_then_the_other_moves_in_order():
    """``ComputerPlayer.ranked``'s default: the choice weighs 1.0, every
    other move 0.0, in ``fast_moves``' order."""
    state = GAME.setup(["a", "b"], GAME.info.options(), 6)
    seat = next(iter(GAME.to_act(state)))
    moves = GAME.fast_moves(state, seat)
    assert len(moves) > 2
    assert Always().ranked(GAME, state, seat) == [(moves[-1], 1.0)] + [(m, 0.0) for m in moves[:-1]]


def test_a_seat_without_moves_ranks_nothing_and_never_slips_into_one():
    state = GAME.setup(["a", "b"], GAME.info.options(), 1)
    idle = 1 - next(iter(GAME.to_act(state)))
    assert GAME.fast_moves(state, idle) == []
    assert Always().ranked(GAME, state, idle) == []
    # a slip with nothing to pick leaves the choice to the normal player
    assert SlippingPlayer(Named(), seed=5, slips=1.0).choose(GAME, state, idle) == "the normal choice"


def test_ranked_by_puts_the_choice_first_at_the_best_value_then_the_rest_by_value():
    values = {"a": 2.0, "b": 5.0, "c": 3.0, "d": 3.0}
    ranked = ranked_by("a", ["a", "b", "c", "d"], values)
    # the choice first, weighed as the best value; ties (c, d) keep the moves' order
    assert ranked == [("a", 5.0), ("b", 5.0), ("c", 3.0), ("d", 3.0)]


def test_ranked_by_weighs_a_move_without_a_value_one_below_the_lowest():
    ranked = ranked_by("x", ["x", "y", "z"], {"y": -2.0, "z": 4.0})
    assert ranked == [("x", 4.0), ("z", 4.0), ("y", -2.0)]
    ranked = ranked_by("y", ["x", "y", "z"], {"y": -2.0, "z": 4.0})
    assert ranked == [("y", 4.0), ("z", 4.0), ("x", -3.0)]
    # no values at all: every move weighs one below 0.0
    assert ranked_by("q", ["p", "q"], {}) == [("q", -1.0), ("p", -1.0)]
