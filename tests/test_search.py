"""The search behind the ``hard`` level (rules/search.py) and the levels
(rules/levels.py): issue 32. Deterministic per seed and iteration count, a
legal move in every game, blind to what its seat may not see, its budget
kept."""

from __future__ import annotations

import math

import pytest

from rules import registry
from rules.base import ComputerPlayer, Decision, Game, GameInfo, Move, Rng, SlippingPlayer, Standing
from rules.levels import checked_level, player_for
from rules.search import Budget, SearchPlayer, _Search, outcome
from tests.support.guessgame import HiddenGuess, Peeking
from tests.support.tinygame import TinyRace

TINY = TinyRace()
DEFAULT_THRESHOLD = __import__("gc").get_threshold()
REAL_GAMES = sorted(k for k in registry.games() if k not in ("tiny", "guess"))


def hard(game: Game, seed: int, iterations: int | None = None, seconds: float | None = None, **kw) -> SearchPlayer:
    return SearchPlayer(game.computer_player(seed), seed, Budget(seconds=seconds, iterations=iterations), **kw)


def advanced(game: Game, players: int, seed: int, moves: int) -> dict:
    """A position ``moves`` decisions into a seeded game played by the
    game's own players (fewer if it ends first)."""
    state = game.setup([f"p{i}" for i in range(players)], game.info.options(), seed)
    player = game.computer_player(seed)
    for _ in range(moves):
        acting = game.to_act(state)
        if not acting or game.is_over(state):
            break
        seat = min(acting)
        state, _ = game.apply(state, seat, player.choose(game, state, seat))
    return state


def test_the_same_seed_and_iterations_give_the_same_move_and_another_seed_may_differ():
    state = TINY.setup(["a", "b", "c"], TINY.info.options({"rounds": 4}), 3)
    picks = {hard(TINY, 7, iterations=60).choose(TINY, state, 0) for _ in range(3)}
    assert len(picks) == 1
    seen = {hard(TINY, seed, iterations=3).choose(TINY, state, 0) for seed in range(12)}
    assert len(seen) > 1  # three iterations over three moves: the seed decides the order tried


def test_the_search_finds_the_better_card_in_tiny_race():
    # Playing the highest card scores the most (a Tiny Race rule): with a
    # budget the search plays it.
    state = TINY.setup(["a", "b"], TINY.info.options({"rounds": 1}), 5)
    state["hands"][0] = [1, 2, 5]
    assert hard(TINY, 1, iterations=200).choose(TINY, state, 0) == "play 5"


@pytest.mark.parametrize("kind", REAL_GAMES)
def test_a_legal_move_in_every_game_at_seeded_positions(kind):
    game = registry.get(kind)
    players = max(2, game.info.min_players)
    for seed, depth in ((1, 0), (2, 9), (3, 25)):
        state = advanced(game, players, seed, depth)
        if game.is_over(state):
            continue
        for seat in sorted(game.to_act(state)):
            legal = {m.notation for m in game.legal_moves(state, seat)}
            move = hard(game, seed, iterations=3, depth=4).choose(game, state, seat)
            assert move in legal, (kind, seed, seat, move)
            state = game.apply(state, seat, move)[0]
            if not game.to_act(state) or seat not in game.to_act(state):
                break


def test_a_solo_game_is_searched_too():
    game = registry.get("bits")
    state = game.setup(["solo"], game.info.options(), 4)
    seat = min(game.to_act(state))
    move = hard(game, 4, iterations=3, depth=3).choose(game, state, seat)
    assert move in {m.notation for m in game.legal_moves(state, seat)}


# the tree, and the flat search (each iteration a deal played out from both guesses)
SEARCHES = [pytest.param({"iterations": 16}, id="tree"), pytest.param({"iterations": 8, "candidates": 2}, id="flat")]


@pytest.mark.parametrize("search", SEARCHES)
def test_the_search_cannot_guess_a_hidden_card_better_than_chance(search):
    # Hidden Guess: the best move is the hidden card itself. A search that
    # only looks at re-dealt positions guesses right half of the time; one
    # that read the real card (Peeking) always does: the test can fail.
    fair, peek = HiddenGuess(), Peeking()
    right = cheat = 0
    games = 120
    for seed in range(games):
        state = fair.setup(["a", "b"], {}, seed)
        # (the players' seeds differ from the deal's: a random rollout player
        # seeded like the deal would draw the very same bit)
        right += hard(fair, seed + 7000, **search).choose(fair, state, 0) == f"guess {state['card']}"
        cheat += hard(peek, seed + 7000, **search).choose(peek, state, 0) == f"guess {state['card']}"
    assert cheat == games
    assert 0.35 * games < right < 0.65 * games


class Spy(HiddenGuess):
    """Records which states each contract method was given."""

    def __init__(self):
        self.calls: list[tuple[str, int, int]] = []

    def determinize(self, state, seat, rng):
        self.calls.append(("determinize", id(state), seat))
        return super().determinize(state, seat, rng)

    def fast_moves(self, state, seat):
        self.calls.append(("fast_moves", id(state), seat))
        return super().fast_moves(state, seat)

    def fast_apply(self, state, seat, move):
        self.calls.append(("fast_apply", id(state), seat))
        return super().fast_apply(state, seat, move)

    def to_act(self, state):
        self.calls.append(("to_act", id(state), -1))
        return super().to_act(state)

    def is_over(self, state):
        self.calls.append(("is_over", id(state), -1))
        return super().is_over(state)


@pytest.mark.parametrize("flat_search", [None, 2], ids=["tree", "flat"])
def test_the_search_determinizes_the_root_for_its_seat_and_never_touches_the_real_state(flat_search):
    spy = Spy()
    state = spy.setup(["a", "b"], {}, 1)
    hard(spy, 1, iterations=10, candidates=flat_search).choose(spy, state, 0)
    given = [(name, seat) for name, sid, seat in spy.calls if sid == id(state)]
    assert given and set(given) == {("determinize", 0)}
    assert sum(1 for name, _, _ in spy.calls if name == "determinize") == 10  # one per iteration (a deal)


def test_one_legal_move_is_answered_at_once():
    spy = Spy()
    state = spy.setup(["a", "b"], {}, 1)
    state = spy.apply(state, 0, "guess 1")[0]
    player = hard(spy, 1, iterations=1000)
    assert player.choose(spy, state, 1) == "done"
    assert player.iterations == 0
    assert not [c for c in spy.calls if c[0] == "fast_apply"]


class FakeTimer:
    """A process-time clock that moves ``step`` seconds each time it is read."""

    def __init__(self, step: float):
        self.now, self.step, self.reads = 100.0, step, 0

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.step
        return self.now


@pytest.mark.parametrize("seconds", [0.05, 0.2])
def test_a_budget_in_seconds_is_kept_within_ten_percent(seconds):
    # Each read of the timer costs 1 ms of the budget: the search reads it
    # between play-out steps, so it stops within a step of its deadline.
    timer = FakeTimer(0.001)
    state = TINY.setup(["a", "b"], TINY.info.options({"rounds": 10}), 2)
    player = hard(TINY, 1, seconds=seconds, timer=timer)
    start = timer.now
    player.choose(TINY, state, 0)
    assert seconds * 0.9 <= timer.now - start <= seconds * 1.1
    assert player.iterations >= 1


class LumpyTimer(FakeTimer):
    """Every fifth read comes after a slow step (``slow`` seconds), as when
    a rollout player looks ahead before some of its moves."""

    def __init__(self, step: float, slow: float):
        super().__init__(step)
        self.slow = slow

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.slow if self.reads % 5 == 0 else self.step
        return self.now


def test_a_budget_is_kept_when_some_steps_take_a_tenth_of_it():
    # Issue 32: "a budget, kept ... to within 10%". One BITS decision took
    # 1.19 s of a 1 s budget: the search waited for the deadline to pass, and
    # the step that passed it was a slow one. It now stops when one more step
    # as slow as the slowest seen would pass the deadline.
    timer = LumpyTimer(0.001, 0.09)
    state = TINY.setup(["a", "b"], TINY.info.options({"rounds": 10}), 2)
    player = hard(TINY, 1, seconds=0.5, timer=timer)
    start = timer.now
    player.choose(TINY, state, 0)
    assert 0.45 <= timer.now - start <= 0.5
    assert player.iterations >= 1


def test_no_cycle_collection_falls_inside_a_search_and_the_collector_is_left_as_found():
    import gc

    game = registry.get("townies")
    state = advanced(game, 2, 3, 6)
    collections = []

    def seen(phase, info):
        if phase == "start":
            collections.append(info["generation"])

    player, seat = hard(game, 3, iterations=20), min(game.to_act(state))
    gc.callbacks.append(seen)
    try:
        gc.set_threshold(10)  # without the pause, a collection every ten new containers
        player.choose(game, state, seat)
        assert collections == [] and gc.isenabled()
        gc.collect()
        assert collections  # the collector was watched
        gc.disable()
        player.choose(game, state, seat)
        assert not gc.isenabled()  # a caller that had paused it keeps it paused
    finally:
        gc.enable()
        gc.set_threshold(*DEFAULT_THRESHOLD)
        gc.callbacks.remove(seen)
    hard(game, 3, iterations=1).choose(game, state, min(game.to_act(state)))
    assert gc.isenabled()


def test_iterations_and_seconds_together_stop_at_the_first_reached():
    timer = FakeTimer(0.0)  # time stands still: only the iterations end it
    state = TINY.setup(["a", "b"], TINY.info.options({"rounds": 3}), 2)
    player = hard(TINY, 1, iterations=25, seconds=1.0, timer=timer)
    player.choose(TINY, state, 0)
    assert player.iterations == 25


@pytest.mark.parametrize("bad", [dict(seconds=None, iterations=None), dict(seconds=0), dict(iterations=0)])
def test_a_budget_needs_something_to_spend(bad):
    with pytest.raises(ValueError):
        Budget(**bad)


def test_the_outcome_of_an_unfinished_game_ranks_the_scores_as_they_stand():
    state = TINY.setup(["a", "b", "c"], TINY.info.options(), 1)
    state["scores"] = [4, 9, 4]
    ranks, scores = outcome(TINY, state)
    assert scores == {0: 4.0, 1: 9.0, 2: 4.0}
    assert ranks == {0: 2, 1: 1, 2: 2}


class Untotalled(TinyRace):
    """Tiny Race whose score rows have categories and no ``total``."""

    def scores(self, state):
        return {s: {"cards": v, "bonus": 1.5 * s, "note": "x"} for s, v in enumerate(state["scores"])}


def test_without_a_total_a_seats_score_is_the_sum_of_its_numbers():
    game = Untotalled()
    state = game.setup(["a", "b", "c"], game.info.options(), 1)
    state["scores"] = [4, 2, 1]
    ranks, scores = outcome(game, state)
    assert scores == {0: 4.0, 1: 3.5, 2: 4.0}
    assert ranks == {0: 1, 1: 3, 2: 1}


def test_each_level_is_its_player():
    game = registry.get("tweeeet")
    assert isinstance(player_for(game, "easy", 3), SlippingPlayer)
    assert type(player_for(game, "normal", 3)) is type(game.computer_player(3))
    searcher = player_for(game, "hard", 3, Budget(iterations=5))
    assert isinstance(searcher, SearchPlayer) and searcher.budget.iterations == 5
    assert type(searcher.rollout) is type(game.computer_player(3))


def test_a_level_name_is_checked_with_a_sentence():
    assert checked_level(None) == "normal"
    assert checked_level(" HARD ") == "hard"
    with pytest.raises(ValueError, match="is not a computer level. Choose one of: easy, normal, hard"):
        checked_level("expert")


class First(ComputerPlayer):
    """Always the first legal move (a stand-in for a game's normal player)."""

    def choose(self, game, state, seat):
        return game.legal_moves(state, seat)[0].notation


def test_a_search_too_short_to_tell_plays_the_normal_players_choice():
    state = TINY.setup(["a", "b"], TINY.info.options({"rounds": 3}), 5)
    assert len(TINY.legal_moves(state, 0)) > 1
    for seed in range(6):
        player = SearchPlayer(First(), seed, Budget(seconds=None, iterations=2))
        assert player.choose(TINY, state, 0) == TINY.legal_moves(state, 0)[0].notation


def tried_at_root(widen: float | None, iterations: int) -> list[str]:
    """The moves of seat 0 a search with ``First`` for its play-outs tried
    at the root of a Tiny Race hand of three cards."""
    state = TINY.setup(["a", "b"], TINY.info.options({"rounds": 3}), 5)
    state["hands"][0] = [1, 2, 5]
    player = SearchPlayer(First(), 3, Budget(seconds=None, iterations=iterations), widen=widen)
    search = _Search(player, TINY, state, 0)
    search.run()
    return [move for move, arm in search.root.arms[0].items() if arm[0] > 0]


def test_progressive_widening_tries_the_best_ranked_moves_first_and_more_as_visits_grow():
    # one visit: the best ranked only; three: the two best (1 + sqrt(2) wide); without widening, all three
    assert tried_at_root(1.0, 1) == ["play 1"]
    assert sorted(tried_at_root(1.0, 3)) == ["play 1", "play 2"]
    assert sorted(tried_at_root(1.0, 12)) == ["play 1", "play 2", "play 5"]
    assert sorted(tried_at_root(None, 3)) == ["play 1", "play 2", "play 5"]
    assert tried_at_root(0.0, 12) == ["play 1"]  # a factor of 0: never wider than the best ranked


def nodes_of(node) -> list:
    """Every node of a search tree, ``node`` first."""
    return [node] + [n for child in node.children.values() for n in nodes_of(child)]


@pytest.mark.parametrize("simultaneous", [False, True])
def test_with_modelled_opponents_the_tree_holds_only_the_searching_seats_moves(simultaneous):
    """``modelled``: the other seats' moves on the way down the tree are the ranking player's choices, so no node
    keeps statistics or children for them; the tree still reaches the searching seat's later decisions."""
    state = TINY.setup(["a", "b"], TINY.info.options({"rounds": 3, "simultaneous": simultaneous}), 5)
    state["hands"][0] = [1, 2, 5]
    for modelled in (True, False):
        player = SearchPlayer(First(), 3, Budget(seconds=None, iterations=40), widen=None, modelled=modelled)
        search = _Search(player, TINY, state, 0)
        search.run()
        tree = nodes_of(search.root)
        seats = {seat for node in tree for seat in node.arms} | {
            seat for node in tree for key in node.children for seat, _ in key}
        assert seats == ({0} if modelled else {0, 1})
        assert any(child.children for child in search.root.children.values())  # a second decision of seat 0
        assert sum(arm[0] for arm in search.root.arms[0].values()) == 40


def test_the_prior_is_how_far_the_search_trusts_the_normal_players_choice(monkeypatch):
    """``prior``: the favourite (``First`` plays the lowest card) counts as if visited that share of the iterations
    more: none, and the search plays the better card it found; all of them, and it keeps the favourite; the
    default is ``PRIOR``, and a game's computer player module may set its own ``SEARCH_PRIOR`` (none does now:
    BITS searches flat, Twittens' play-outs stop at their season's end)."""
    state = TINY.setup(["a", "b"], TINY.info.options({"rounds": 1}), 5)
    state["hands"][0] = [1, 2, 5]

    def choice(prior):
        return SearchPlayer(First(), 1, Budget(seconds=None, iterations=200), prior=prior).choose(TINY, state, 0)

    assert choice(0.0) == choice(None) == "play 5"
    assert choice(1.0) == "play 1"
    assert player_for(registry.get("bits"), "hard", 1, Budget(iterations=5)).prior == 0.0  # (flat: no tree)
    assert player_for(registry.get("townies"), "hard", 1, Budget(iterations=5)).prior == 0.0
    assert player_for(registry.get("tweeeet"), "hard", 1, Budget(iterations=5)).prior == 0.0
    assert player_for(registry.get("twittens"), "hard", 1, Budget(iterations=5)).prior == 0.0
    from rules.townies import ai as townies_ai
    monkeypatch.setattr(townies_ai, "SEARCH_PRIOR", 0.25, raising=False)
    assert player_for(registry.get("townies"), "hard", 1, Budget(iterations=5)).prior == 0.25


def test_with_modelled_opponents_the_search_still_finds_the_better_card():
    state = TINY.setup(["a", "b"], TINY.info.options({"rounds": 1}), 5)
    state["hands"][0] = [1, 2, 5]
    assert hard(TINY, 1, iterations=200, modelled=True).choose(TINY, state, 0) == "play 5"


# -- the tree's bookkeeping (a mutation sample of rules/search.py, seed 5353, found it unpinned) ---------------

def searched(iterations: int, widen: float | None = 1.0, seed: int = 3) -> _Search:
    """A finished search of seat 0's decision in a three-card Tiny Race hand."""
    state = TINY.setup(["a", "b"], TINY.info.options({"rounds": 3}), 5)
    state["hands"][0] = [1, 2, 5]
    player = SearchPlayer(First(), seed, Budget(seconds=None, iterations=iterations), widen=widen)
    search = _Search(player, TINY, state, 0)
    search.run()
    return search


def test_each_iteration_grows_the_tree_by_one_node_and_visits_the_root_once():
    """ISMCTS: an iteration descends to the first joint move not in the tree yet, adds that one node, and plays
    the rest out (no more nodes); its result is counted once on every arm of its path."""
    for iterations in (1, 5, 17):
        search = searched(iterations)

        def nodes(node) -> int:
            return 1 + sum(nodes(child) for child in node.children.values())

        assert nodes(search.root) == 1 + iterations
        assert sum(arm[0] for arm in search.root.arms[0].values()) == iterations
        assert search.root.visits[0] == iterations


class RoundByRound(TinyRace):
    """Tiny Race whose play-outs may stop at the end of a round (as BITS's do)."""

    def playout_horizon(self, start, state):
        return state["round"] > start["round"] or self.is_over(state)


def test_a_play_out_stops_at_the_games_horizon_and_by_default_goes_to_the_end():
    state = TINY.setup(["a", "b"], TINY.info.options({"rounds": 3}), 5)
    assert not TINY.playout_horizon(state, state)  # the contract's default: never
    for game, stops in ((TINY, False), (RoundByRound(), True)):
        search = _Search(SearchPlayer(First(), 1, Budget(seconds=None, iterations=1)), game, state, 0)
        search.start = state
        out = search.play_out(state)
        assert game.is_over(out) is not stops
        assert out["round"] == (2 if stops else 4)  # round 1 played out, or every round (the 4th never begins)
        searched_move = SearchPlayer(First(), 1, Budget(seconds=None, iterations=20)).choose(game, state, 0)
        assert searched_move in TINY.fast_moves(state, 0)


def test_a_moves_availability_counts_every_visit_at_which_it_could_be_chosen():
    """ISMCTS's UCB counts a move's availability (the visits at which it was legal) in place of the parent's
    visits: seat 0's own hand is never re-dealt, so each of its three cards was available at every visit."""
    search = searched(12, widen=None)
    assert [arm[2] for arm in search.root.arms[0].values()] == [12, 12, 12]
    assert sum(arm[0] for arm in search.root.arms[0].values()) == 12


def test_searched_opponents_in_a_simultaneous_round_choose_together_as_one_joint_move():
    """Without modelled opponents, the seats deciding at once each choose from their own statistics at the node
    and the tree's edge is the round's joint choice, in seat order: one node an iteration."""
    state = TINY.setup(["a", "b"], TINY.info.options({"rounds": 3, "simultaneous": True}), 5)
    player = SearchPlayer(First(), 3, Budget(seconds=None, iterations=9), widen=None, modelled=False)
    search = _Search(player, TINY, state, 0)
    search.run()
    keys = list(search.root.children)
    assert keys and all([seat for seat, _ in key] == [0, 1] for key in keys)
    assert set(search.root.arms) == {0, 1}
    assert len(nodes_of(search.root)) == 1 + 9


def test_without_widening_the_normal_players_move_is_tried_first_at_the_root():
    """The favourite (the rollout player's own choice: ``First`` plays the first legal card) is tried before any
    other move of the searching seat, whatever the seed; without widening the rest are tried at random."""
    for seed in range(6):
        search = searched(1, widen=None, seed=seed)
        assert search.favourite == "play 1"
        assert [m for m, arm in search.root.arms[0].items() if arm[0] > 0] == ["play 1"]


def test_a_reward_is_the_rank_and_a_fifth_for_the_score_margin_scaled_by_the_margins_seen():
    """rewards(): 0.8 x (n - rank) / (n - 1) + 0.2 x (1 + tanh(gap / scale)) / 2, where the gap is the score over
    the best other seat and the scale the mean size of the gaps this search has seen (at least 1), so that a
    margin weighs the same in a game of small scores as in one of large (seats 2 and 3 tie: both rank 2 of 3)."""
    player = SearchPlayer(First(), 1, Budget(seconds=None, iterations=1))
    state = TINY.setup(["a", "b", "c"], TINY.info.options(), 1)
    search = _Search(player, TINY, state, 0)
    state["scores"] = [6, 2, 2]
    rewards = search.rewards(state)  # gaps 4, -4, -4: the scale is 4
    assert rewards[0] == pytest.approx(0.8 * 1 + 0.2 * (1 + math.tanh(1.0)) / 2)
    assert rewards[1] == pytest.approx(0.8 * 0.5 + 0.2 * (1 + math.tanh(-1.0)) / 2) == rewards[2]
    state["scores"] = [3, 2, 2]
    rewards = search.rewards(state)  # gaps 1, -1, -1: the scale is (12 + 3) / 6 = 2.5
    assert rewards[0] == pytest.approx(0.8 + 0.2 * (1 + math.tanh(1 / 2.5)) / 2)
    doubled = _Search(player, TINY, state, 0)
    state["scores"] = [12, 4, 4]
    assert doubled.rewards(state)[0] == pytest.approx(0.8 * 1 + 0.2 * (1 + math.tanh(1.0)) / 2)
    even = _Search(player, TINY, state, 0)
    state["scores"] = [1, 1, 1]  # no gap yet: the scale is at least 1
    assert even.rewards(state) == {0: pytest.approx(0.9), 1: pytest.approx(0.9), 2: pytest.approx(0.9)}
    state["scores"] = [1, 0, 0]  # gaps 1, -1, -1 over 6 seen: the scale stays at 1, not 0.5
    assert even.rewards(state)[0] == pytest.approx(0.8 + 0.2 * (1 + math.tanh(1.0)) / 2)


# -- the play-out player (a cheaper player than the one that ranks) ---------------------------------------------

class Counting(First):
    """``First`` that counts its decisions."""

    def __init__(self):
        self.calls = 0

    def choose(self, game, state, seat):
        self.calls += 1
        return super().choose(game, state, seat)


def test_the_play_out_player_plays_the_play_outs_and_the_rollout_player_ranks_and_names_the_favourite():
    state = TINY.setup(["a", "b"], TINY.info.options({"rounds": 3}), 5)
    state["hands"][0] = [1, 2, 5]
    ranking, playing = Counting(), Counting()
    player = SearchPlayer(ranking, 3, Budget(seconds=None, iterations=4), playout=playing)
    assert player.playout is playing and player.rollout is ranking
    search = _Search(player, TINY, state, 0)
    search.run()
    assert search.favourite == "play 1"
    assert playing.calls > 0
    # the ranking player decides once for the favourite and once per node it ranks, never in a play-out
    ranked_nodes = sum(1 for _ in search.root.order) + sum(len(child.order) for child in search.root.children.values())
    assert ranking.calls <= 1 + ranked_nodes + 4
    alone = SearchPlayer(ranking, 3, Budget(seconds=None, iterations=4))
    assert alone.playout is ranking


class Last(Counting):
    """The last legal move, counting its decisions (a slower, stronger
    favourite, as BITS's builder looking ahead from every drop)."""

    def choose(self, game, state, seat):
        self.calls += 1
        return game.legal_moves(state, seat)[-1].notation


def test_a_favourite_player_names_the_trusted_move_once_a_decision_and_the_rollout_player_the_rest():
    state = TINY.setup(["a", "b"], TINY.info.options({"rounds": 3}), 5)
    state["hands"][0] = [1, 2, 4]
    ranking, favourite = Counting(), Last()
    player = SearchPlayer(ranking, 3, Budget(seconds=None, iterations=6), favourite=favourite, prior=1.0)
    assert player.favourite is favourite and player.rollout is ranking
    search = _Search(player, TINY, state, 0)
    assert search.run() == "play 4"  # trusted over every other move (prior 1: as if visited all the iterations)
    assert search.favourite == "play 4" and favourite.calls == 1 and ranking.calls > 0
    without = SearchPlayer(ranking, 3, Budget(seconds=None, iterations=6), prior=1.0)
    assert without.favourite is ranking and without.choose(TINY, state, 0) == "play 1"


def test_bits_hard_trusts_the_builder_looking_ahead_from_every_drop():
    from rules.bits import ai as bits_ai
    bits = registry.get("bits")
    searcher = player_for(bits, "hard", 3, Budget(iterations=5))
    assert isinstance(searcher.favourite, bits_ai.BitsComputer)
    assert searcher.favourite.width == bits_ai.FAVOURITE_WIDTH >= 48  # every drop: 6 columns x 2 ways x 2 orders x 2
    assert searcher.rollout.width == bits_ai.LOOK_WIDTH  # the normal player still ranks and plays the others
    for kind in ("townies", "tweeeet", "twittens"):  # no favourite of their own: the normal player
        other = player_for(registry.get(kind), "hard", 3, Budget(iterations=5))
        assert other.favourite is other.rollout, kind
    # every drop is looked at: the same choices as with no limit at all, and not always the normal player's
    differ = 0
    for seed, moves in ((1, 3), (2, 8), (3, 12), (4, 5), (5, 20), (6, 10), (7, 2), (8, 15)):
        state = advanced(bits, 1, seed, moves)
        wide = bits_ai.search_favourite(seed).choose(bits, state, 0)
        assert wide == bits_ai.BitsComputer(seed, width=10_000).choose(bits, state, 0)
        differ += wide != bits_ai.BitsComputer(seed).choose(bits, state, 0)
    assert differ > 0


def test_hard_plays_out_with_the_games_play_out_player_where_it_has_one():
    from rules.bits import ai as bits_ai
    bits = registry.get("bits")
    searcher = player_for(bits, "hard", 3, Budget(iterations=5))
    assert isinstance(searcher, SearchPlayer)
    assert isinstance(searcher.playout, bits_ai.BitsComputer) and searcher.playout.width == 0
    assert isinstance(searcher.rollout, bits_ai.BitsComputer) and searcher.rollout.width == bits_ai.LOOK_WIDTH
    from rules.townies import ai as townies_ai
    from rules.tweeeet import ai as tweeeet_ai
    from rules.twittens import ai as twittens_ai
    for kind, kind_of_player in (("townies", townies_ai.PlayoutPlayer), ("tweeeet", tweeeet_ai.PlannerPlayer),
                                 ("twittens", twittens_ai.PlayoutComputer)):
        other = player_for(registry.get(kind), "hard", 3, Budget(iterations=5))
        assert isinstance(other, SearchPlayer) and isinstance(other.playout, kind_of_player), kind
        assert other.playout is not other.rollout
    tiny = player_for(TINY, "hard", 3, Budget(iterations=5))  # no play-out player of its own: the normal one
    assert isinstance(tiny, SearchPlayer) and tiny.playout is tiny.rollout


def test_the_bits_play_out_player_chooses_the_best_board_now():
    from rules.bits import ai as bits_ai
    bits = registry.get("bits")
    for seed, depth in ((1, 0), (2, 7), (3, 15), (4, 30)):
        state = advanced(bits, 2, seed, depth)
        if bits.is_over(state):
            continue
        seat = min(bits.to_act(state))
        greedy = bits_ai.BitsComputer(seed, width=0)
        choice, values, looked = greedy._decide(bits, state, seat)
        assert looked == {}  # width 0: no look a card ahead
        neutral = {n for n, _o, _c, _t, is_neutral in bits_ai.N.spots(state, seat) if is_neutral}
        same_kind = [value for move, value in values.items() if (move in neutral) == (choice in neutral)]
        assert values[choice] == max(same_kind)
        assert bits.fast_moves(state, seat).count(choice) == 1


def test_a_play_out_with_a_depth_stops_after_that_many_decisions():
    # (a survivor of the mutation sample of rules/search.py, seed 36601: the count of steps started at 1)
    state = TINY.setup(["a", "b"], TINY.info.options({"rounds": 3}), 5)
    for depth in (0, 1, 3):
        playing = Counting()
        player = SearchPlayer(First(), 3, Budget(seconds=None, iterations=1), epsilon=0.0, depth=depth,
                              playout=playing)
        _Search(player, TINY, state, 0).play_out(state)
        assert playing.calls == depth


def test_with_widening_the_best_ranked_untried_move_comes_next_whatever_the_seed():
    # widening 3.0: after one visit four moves are open, two of them untried; the better ranked is tried
    # (survivors of the mutation sample of rules/search.py, seed 36601, chose among them at random)
    for seed in range(8):
        search = searched(2, widen=3.0, seed=seed)
        assert [m for m, arm in search.root.arms[0].items() if arm[0] > 0] == ["play 1", "play 2"]


def test_decide_is_the_levels_choice_by_kind():
    # (the survivor of the mutation sample of rules/levels.py, seed 36602: decide returned None)
    from rules.levels import decide
    game = registry.get("tweeeet")
    state = game.setup(["a", "b"], game.info.options(), 4)
    assert decide("tweeeet", state, 0, "normal", 3) == player_for(game, "normal", 3).choose(game, state, 0)


class Planted(_Search):
    """A search whose one iteration plants the root's statistics."""

    arms: dict = {}

    def iterate(self, state):
        self.root.arms[self.seat] = {move: list(arm) for move, arm in self.arms.items()}
        return True


def test_the_move_played_is_the_most_visited_not_the_one_with_the_most_reward_summed():
    # (the survivor of a fresh mutation sample of rules/search.py, seed 36603, ranked by the reward sum)
    state = TINY.setup(["a", "b"], TINY.info.options({"rounds": 3}), 5)
    state["hands"][0] = [1, 2, 5]
    player = SearchPlayer(First(), 3, Budget(seconds=None, iterations=1))
    search = Planted(player, TINY, state, 0)
    search.arms = {"play 2": [10.0, 2.0, 10.0], "play 5": [8.0, 7.0, 10.0]}
    assert search.run() == "play 2"


# -- the flat search over a few candidates (``candidates``: BITS's hard player) -------------------------------

class LuckyDraw(Game):
    """A solo test game: pick a number (``pick K``, 0-3), then ``draw``: chance
    draws a luck of 0-99 from the state's generator; the score is ten times
    the luck plus the number picked's bonus. The pick's effect is small beside
    the luck's, so only the same deals for every pick tell the picks apart in a
    few play-outs."""

    info = GameInfo(key="lucky", name="Lucky Draw", min_players=1, max_players=1, summary="Pick, then draw.")

    def __init__(self, bonus=(0, 1, 2, 3)):
        self.bonus = bonus
        self.dealt = 0  # determinizations made
        self.draws = 0  # draws applied

    def setup(self, players, options, seed):
        return {"game": "lucky", "players": list(players), "options": {}, "rng": Rng.from_seed(seed).state,
                "pick": None, "score": None}

    def is_over(self, state):
        return state["score"] is not None

    def to_act(self, state):
        if self.is_over(state):
            return {}
        return {0: Decision("pick", "pick a number") if state["pick"] is None else Decision("draw", "draw")}

    def legal_moves(self, state, seat):
        if self.is_over(state):
            return []
        return [Move(f"pick {k}") for k in range(len(self.bonus))] if state["pick"] is None else [Move("draw")]

    def apply(self, state, seat, move):
        state = self.copy_state(state)
        if move != "draw":
            state["pick"] = int(move.split()[1])
            return state, []
        self.draws += 1
        rng = Rng(state["rng"])
        state["score"] = 10 * rng.randrange(100) + self.bonus[state["pick"]]
        state["rng"] = rng.state
        return state, []

    def determinize(self, state, seat, rng):
        self.dealt += 1
        copy = self.copy_state(state)
        copy["rng"] = rng.next64()
        return copy

    def view(self, state, seat):
        return {"score": state["score"]}

    def scores(self, state):
        return {0: {"total": state["score"] or 0}}

    def standings(self, state):
        return [Standing(0, 1, state["score"])]


class Picks(ComputerPlayer):
    """Chooses ``pick N`` and ranks the others in the order given."""

    def __init__(self, *order):
        self.order = [f"pick {k}" for k in order]

    def choose(self, game, state, seat):
        return self.order[0] if state["pick"] is None else "draw"

    def ranked(self, game, state, seat):
        return [(move, -float(i)) for i, move in enumerate(self.order)]


def flat(candidates, iterations=None, seconds=None, ranking=None, seed=1, **kw) -> SearchPlayer:
    return SearchPlayer(ranking or Picks(0, 1, 2, 3), seed, Budget(seconds=seconds, iterations=iterations),
                        candidates=candidates, **kw)


def test_a_flat_search_plays_every_candidate_on_the_same_deals():
    """One deal is enough to tell a pick worth one point more from the rest when the luck drawn is the same for
    every pick (common deals); a deal per pick would leave it to the luck (ten points a draw). An iteration is one
    deal, one determinization each (none made that no deal plays)."""
    for seed in range(20):
        game = LuckyDraw()
        state = game.setup(["solo"], {}, seed)
        player = flat(4, iterations=1, seed=seed)
        assert player.choose(game, state, 0) == "pick 3", seed
        assert player.iterations == 1 and game.dealt == 1
    game = LuckyDraw()
    flat(4, iterations=5).choose(game, game.setup(["solo"], {}, 1), 0)
    assert game.dealt == 5


def test_a_flat_search_compares_the_favourites_best_ranked_moves_only():
    """``candidates``: that many moves, the favourite's choice and then its ranking's next (the ranking player's
    when no favourite is named); the rest are never played."""
    game = LuckyDraw()
    state = game.setup(["solo"], {}, 3)
    assert flat(2, iterations=20).choose(game, state, 0) == "pick 1"  # pick 0 and pick 1 compared
    assert flat(3, iterations=20, ranking=Picks(2, 0, 3, 1)).choose(game, state, 0) == "pick 3"
    assert flat(2, iterations=20, ranking=Picks(2, 0, 3, 1)).choose(game, state, 0) == "pick 2"
    chosen = flat(2, iterations=20, ranking=Picks(3, 2, 1, 0), favourite=Picks(0, 1, 2, 3)).choose(game, state, 0)
    assert chosen == "pick 1"
    with pytest.raises(ValueError, match="at least 2 candidates"):
        flat(1, iterations=1)


class Partial(Picks):
    """Ranks only the moves it names (and may name one that is not legal)."""

    def ranked(self, game, state, seat):
        return [(move, 0.0) for move in self.order]


def test_moves_a_flat_searchs_favourite_did_not_rank_come_after_in_the_games_order():
    game = LuckyDraw()
    state = game.setup(["solo"], {}, 3)
    ranking = Partial(1)
    ranking.order = ["pick 1", "pick 9"]  # one legal move, one that is not
    player = flat(3, iterations=1, ranking=ranking)
    search = _Search(player, game, state, 0)
    assert search.run() == "pick 2"  # pick 1, then pick 0 and pick 2 (pick 3 not a candidate)
    assert game.draws == 3
    assert flat(4, iterations=1, ranking=ranking).choose(LuckyDraw(), state, 0) == "pick 3"


def test_in_a_flat_search_a_tie_goes_to_the_earlier_ranked_and_no_deal_to_the_favourite():
    game = LuckyDraw(bonus=(0, 0, 0, 0))
    state = game.setup(["solo"], {}, 4)
    assert flat(4, iterations=10).choose(game, state, 0) == "pick 0"
    assert flat(4, iterations=10, ranking=Picks(2, 3, 0, 1)).choose(game, state, 0) == "pick 2"
    assert flat(4, iterations=10, ranking=Picks(2, 3, 0, 1)).choose(LuckyDraw(), state, 0) == "pick 3"


class Clock:
    """A timer that moves ``step`` seconds at every read."""

    def __init__(self, step):
        self.now, self.step = 0.0, step

    def __call__(self):
        self.now += self.step
        return self.now


def test_a_deal_cut_short_by_the_budget_is_dropped_whole():
    """Every candidate is judged on the same deals: the deal the budget ends in counts for none of them; a budget
    spent before the first deal is whole leaves the favourite's choice."""
    game = LuckyDraw()
    state = game.setup(["solo"], {}, 5)
    # the timer is read at the start, before each play-out's step (one a candidate: its draw) and between deals;
    # each read 1/8 s later (deadline 1 1/8 s): a deal of four draws, a read, a draw, and the next read (at 1 s)
    # would pass the deadline with one more step
    player = flat(4, seconds=1.0, timer=Clock(0.125))
    search = _Search(player, game, state, 0)
    ended: list = []
    real_scale = search.scale
    search.scale = lambda scores: (ended.append(scores[0]), real_scale(scores))[1]
    assert search.run() == "pick 3"
    assert player.iterations == 1 and game.draws == 5 and len(ended) == 4
    late = flat(4, seconds=1.0, timer=Clock(0.375), ranking=Picks(1, 0, 2, 3))  # out at the second draw
    assert late.choose(game, state, 0) == "pick 1" and late.iterations == 0


def test_a_flat_search_judges_every_deal_on_the_scale_of_all_the_deals():
    """Rewards are worked out once the deals are done: alone at the table, the score's place between the lowest
    and highest seen in the whole search (so the best mean reward is the best mean score)."""
    search = _Search(flat(2, iterations=1), LuckyDraw(), LuckyDraw().setup(["solo"], {}, 1), 0)
    for score in (10.0, 30.0, 20.0):
        search.scale({0: score})
    assert search.reward(0, {0: 1}, {0: 20.0}) == 0.5
    assert search.reward(0, {0: 1}, {0: 30.0}) == 1.0
    two = _Search(flat(2, iterations=1), TINY, TINY.setup(["a", "b"], TINY.info.options(), 1), 0)
    two.scale({0: 9.0, 1: 5.0})  # gaps 4 and 4: a scale of 4
    assert two.reward(1, {0: 1, 1: 2}, {0: 9.0, 1: 5.0}) == pytest.approx(0.2 * (1 + math.tanh(-1)) / 2)
    assert two.reward(0, {0: 1, 1: 2}, {0: 9.0, 1: 5.0}) == pytest.approx(0.8 + 0.2 * (1 + math.tanh(1)) / 2)


def test_bits_hard_is_a_flat_search_over_its_favourites_best_drops_and_the_others_search_a_tree():
    from rules.bits import ai as bits_ai
    assert player_for(registry.get("bits"), "hard", 1, Budget(iterations=5)).candidates == bits_ai.SEARCH_CANDIDATES
    assert bits_ai.SEARCH_CANDIDATES == 7
    for kind in ("townies", "tweeeet", "twittens"):
        assert player_for(registry.get(kind), "hard", 1, Budget(iterations=5)).candidates is None, kind
