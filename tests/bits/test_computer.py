"""The computer player: finishes games for every player count and beats the
random player clearly."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.base import RandomPlayer, Rng
from rules.bits import GAME
from rules.bits import ai as AI
from rules.bits import board as B


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_computer_player_finishes_a_game(kit, n):
    state = kit.new(n=n, seed=100 + n, advanced=(n == 2))
    players = {s: GAME.computer_player(s) for s in range(n)}
    state, moves = kit.play(state, players)
    assert GAME.is_over(state)
    assert len(GAME.standings(state)) == n
    assert all(len(r) == state["rounds"] for r in state["round_scores"])
    # every move it chose was legal at the time (replay accepts them all)
    replay = kit.new(n=n, seed=100 + n, advanced=(n == 2))
    for seat, move in moves:
        replay, _ = GAME.apply(replay, seat, move)
    assert replay == state


def test_computer_player_beats_random_clearly(kit):
    wins = 0
    margin = 0
    games = 8
    for seed in range(games):
        state = kit.new(n=2, seed=500 + seed)
        # alternate seats so neither side keeps seat 0
        comp = seed % 2
        players = {comp: GAME.computer_player(seed), 1 - comp: RandomPlayer(seed)}
        state, _ = kit.play(state, players)
        totals = GAME.scores(state)
        wins += totals[comp]["total"] > totals[1 - comp]["total"]
        margin += totals[comp]["total"] - totals[1 - comp]["total"]
    assert wins >= 7
    assert margin / games >= 5


def _solo(kit, tasks, start, card, seed=3):
    """A solo state in round ``len(tasks)`` with the starting tile ``start``
    flat on A1-B1 and building card ``card`` face up."""
    state = kit.at_round(kit.new(n=1, seed=seed), tasks, [start])
    state, _ = GAME.apply(state, 0, "A h")
    state = kit.force_card(state, card)
    GAME.validate(state)
    return state


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_computer_player_completes_the_pictured_square(kit, seed):
    # red pair on A1-B1, the red tile comes: flat on A-B makes the 2 by 2 square (+2)
    state = _solo(kit, ["1A"], "SR", "RR1")
    assert GAME.computer_player(seed).choose(GAME, state, 0) == "A h"


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_computer_player_builds_the_coloured_shape_of_card_2(kit, seed):
    # blue pair on A1-B1 and the blue-black tile: blue end down on A2 or B2 makes the
    # blue corner of card 2A (+2); black end down would not
    state = _solo(kit, ["1A", "2A"], "SB", "BK")
    move = GAME.computer_player(seed).choose(GAME, state, 0)
    new, _ = GAME.apply(state, 0, move)
    board = kit.B.grid_from_tiles(new["boards"][0]["tiles"])
    assert kit.B.score_grid(board, ["2A"])["2A"] == 2, move


def test_computer_player_avoids_a_penalised_pair(kit):
    # card 3A costs 2 per pair: with a black pair on A1-B1, the black tile
    # should not be laid as a second separate pair
    state = _solo(kit, ["1B", "2B", "3A"], "SK", "KK1")
    move = GAME.computer_player(0).choose(GAME, state, 0)
    new, _ = GAME.apply(state, 0, move)
    board = kit.B.grid_from_tiles(new["boards"][0]["tiles"])
    assert kit.B.score_grid(board, ["3A"])["3A"] == 0, move


def test_computer_player_refuses_another_game(kit):
    # it reads BITS's drops and boards: another game is a programming error, said as such
    from rules.townies import GAME as TOWNIES

    state = kit.new(n=2, seed=3)
    with pytest.raises(TypeError, match="BITS computer player cannot play"):
        GAME.computer_player(0).choose(TOWNIES, state, 0)


def _every_drop(heights, colours):
    """Every (cells in colour order) a tile of these colours can land on,
    worked out plainly: each column, each way, both ways round."""
    for col in range(B.SIZE):
        for orient in ("h", "v"):
            spot = B.landing_from_heights(heights, col, orient)
            if spot is not None:
                yield spot
                if colours[0] != colours[1]:
                    yield spot[::-1]


def test_the_look_ahead_is_the_best_value_of_every_drop_of_every_card_to_come():
    """The player's look-ahead, worked out once per spot for speed, equals
    evaluating every drop of every building card that may come next, one by
    one, weighted by how many of each card are left."""
    rng = Rng.from_seed("ahead")
    state = GAME.setup(["a", "b"], {}, 17)
    checked = 0
    while not GAME.is_over(state):
        seat = rng.choice(sorted(GAME.to_act(state)))
        masks, heights = AI.board_masks(B.grid_from_tiles(state["boards"][seat]["tiles"]))
        plan = AI.Plan.of(tuple(state["tasks"]))
        upcoming = Counter(B.TILES[t] for t in state["deck"])
        if upcoming and B.can_place_heights(heights):
            plain = sum(times * max(AI.evaluate(*AI.place(masks, heights, cells, colours), plan)
                                    for cells in _every_drop(heights, colours))
                        for colours, times in upcoming.items())
            assert AI.lookahead(masks, heights, upcoming, plan) == pytest.approx(plain, abs=1e-9)
            checked += 1
        state = GAME.fast_apply(state, seat, rng.choice(GAME.fast_moves(state, seat)))
    assert checked > 10


def test_a_block_promises_growth_only_toward_a_task_of_its_colour():
    """Task 2A wants a blue 3-block: a blue block of 1 or 2 promises a share
    of its points (more as it grows), a red one none, and a blue one of 3
    scores it instead of promising it."""
    plan = AI.Plan.of(("2A",))
    one, two, three = 0b1, 0b11, 0b111  # squares side by side on the bottom row
    assert plan.block_worth("R", one) == (0.0, 0.0)
    assert plan.block_worth("B", one) == pytest.approx((0.0, 2 * AI.W_GROW / 3))
    assert plan.block_worth("B", two) == pytest.approx((0.0, 2 * AI.W_GROW * 2 / 3))
    assert plan.block_worth("B", three)[1] == 0.0


def test_a_block_of_a_penalised_size_carries_the_penalty_weight():
    """Task 3A takes points for a 2-block: a block of 2 carries the
    player's W_NEG weight (it may grow out of the shape), blocks of other
    sizes do not."""
    plan = AI.Plan.of(("3A",))
    assert plan.negative == [2]
    assert plan.block_worth("R", 0b11)[1] == pytest.approx(AI.W_NEG)
    assert plan.block_worth("R", 0b1)[1] == 0.0 and plan.block_worth("R", 0b111)[1] == 0.0


def test_the_board_masks_hold_each_colours_squares_and_nothing_else():
    """The player reads a board as one bit mask per colour (and N for
    neutral), bit r * 6 + c for column c, row r: an empty board has none."""
    grid = [None] * (B.SIZE * B.SIZE)
    masks, heights = AI.board_masks(grid)
    assert masks == dict.fromkeys("RYBPKN", 0) and heights == [0] * B.SIZE
    grid[0], grid[1], grid[B.SIZE] = "R", "B", "R"  # A1 and A2 red, B1 blue
    masks, heights = AI.board_masks(grid)
    assert masks == {"R": 1 | 1 << B.SIZE, "Y": 0, "B": 2, "P": 0, "K": 0, "N": 0}
    assert heights[:2] == [2, 1]


def test_the_players_score_of_a_board_is_the_task_cards_score():
    """``score_masks`` is exactly the task cards' points, as the rules
    score the board (board.score_grid), on every board of seeded games."""
    rng = Rng.from_seed("score")
    checked = 0
    for seed in (5, 6):
        state = GAME.setup(["a", "b"], {"advanced": True}, seed)
        while not GAME.is_over(state):
            seat = rng.choice(sorted(GAME.to_act(state)))
            grid = B.grid_from_tiles(state["boards"][seat]["tiles"])
            plan = AI.Plan.of(tuple(state["tasks"]))
            masks, _heights = AI.board_masks(grid)
            assert AI.score_masks(masks, plan) == B.score_grid(grid, state["tasks"])["total"]
            checked += 1
            state = GAME.fast_apply(state, seat, rng.choice(GAME.fast_moves(state, seat)))
    assert checked > 30


def _positions_for_ranking():
    """Seeded positions of two-player games played by the builder, at several depths."""
    for seed in range(1, 9):
        state = GAME.setup(["a", "b"], GAME.info.options(), seed)
        player = AI.BitsComputer(seed)
        for step in range(seed * 5):
            if GAME.is_over(state):
                break
            seat = min(GAME.to_act(state))
            if step % 5 == 0 and seat == 0:
                yield seed, state, seat
            state, _ = GAME.apply(state, seat, player.choose(GAME, state, seat))


def test_the_builders_ranking_puts_its_choice_then_the_neutral_tiles_best_drop_then_its_look_ahead():
    """What the hard search compares (rules/search.py's flat search takes the first ``SEARCH_CANDIDATES``): the
    choice, the neutral tile's best drop while it may be laid once a round (whether now is its time is for the
    play-outs to tell), then the coloured drops by their value a card ahead; the neutral tile's other drops last."""
    checked = with_neutral = 0
    for seed, state, seat in _positions_for_ranking():
        wide = AI.search_favourite(seed)
        ranked = wide.ranked(GAME, state, seat)
        choice, now, looked = AI.search_favourite(seed)._decide(GAME, state, seat)
        moves = GAME.fast_moves(state, seat)
        assert sorted(m for m, _ in ranked) == sorted(moves) and ranked[0][0] == choice
        neutral = [m for m, _ in ranked if m.startswith("neutral")]
        coloured = [m for m, _ in ranked if not m.startswith("neutral")]
        assert set(looked) == set(moves)  # the favourite looks a card ahead from every drop
        rest = [m for m in coloured if m != choice]
        assert [looked[m] for m in rest] == sorted((looked[m] for m in rest), reverse=True)
        if neutral and choice not in neutral:
            with_neutral += 1
            best = max(neutral, key=lambda m: looked[m])
            assert ranked[1][0] == best and looked[best] == max(looked[m] for m in neutral)
            assert [m for m, _ in ranked[2:]] == rest + [m for m in neutral if m != best]
        weights = [w for _, w in ranked]
        assert weights == sorted(weights, reverse=True)
        checked += 1
    assert checked >= 8 and with_neutral >= 4
    # the normal builder looks ahead from its best three of each kind: those come before the other coloured drops
    seed, state, seat = next(_positions_for_ranking())
    builder = AI.BitsComputer(seed)
    ranked = [m for m, _ in builder.ranked(GAME, state, seat)]
    choice, now, looked = AI.BitsComputer(seed)._decide(GAME, state, seat)
    coloured = [m for m in ranked[1:] if not m.startswith("neutral")]
    looked_coloured = [m for m in coloured if m in looked]
    assert len(looked_coloured) >= 2 and coloured[: len(looked_coloured)] == looked_coloured
    assert [now[m] for m in coloured[len(looked_coloured):]] == sorted(
        (now[m] for m in coloured[len(looked_coloured):]), reverse=True)


def test_the_builder_lays_the_neutral_tile_when_it_beats_the_coloured_drop_clearly_or_late_when_it_helps():
    """README, "The computer player": the neutral tile is dropped when it beats the best coloured drop by 1.5
    points, or by a little (more than 0.3) when few squares (8 or fewer) are left empty."""
    empty_board = {c: 0 for c in AI.COLOURS + "N"}
    nearly_full = dict(empty_board, R=(1 << 29) - 1)  # 29 squares filled: 7 empty
    plain, neutral = "A h", "neutral B h"

    def decided(gain, masks):
        return AI.BitsComputer._neutral_or_plain({False: (plain, 0.0), True: (neutral, gain)}, masks)

    assert decided(1.5, empty_board) == neutral
    assert decided(1.49, empty_board) == plain
    assert decided(0.31, nearly_full) == neutral
    assert decided(0.3, nearly_full) == plain
    assert decided(0.31, dict(empty_board, R=(1 << 28) - 1)) == neutral  # 8 empty
    assert decided(0.31, dict(empty_board, R=(1 << 27) - 1)) == plain  # 9 empty
    assert AI.BitsComputer._neutral_or_plain({False: (plain, 1.0), True: (None, -1e9)}, empty_board) == plain
    # and in play: the builder lays it in some rounds of seeded solo games
    laid = 0
    for seed in range(1, 6):
        state = GAME.setup(["solo"], GAME.info.options(), seed)
        player = AI.BitsComputer(seed)
        while not GAME.is_over(state):
            move = player.choose(GAME, state, 0)
            laid += move.startswith("neutral")
            state, _ = GAME.apply(state, 0, move)
    assert laid >= 3

