"""The computer player: finishes games at every player count and clearly
beats the random player."""

from __future__ import annotations

import pytest

from rules.base import RandomPlayer
from rules.tweeeet import GAME
from rules.tweeeet.ai import ROW_CREDIT, STRANDED, PlannerPlayer
from rules.tweeeet.board import NEST_ROW, Board, destinations, energy, parse_label, upgrade


def _play(n, seed, players):
    state = GAME.setup([f"P{i}" for i in range(n)], {}, seed)
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        move = players[seat].choose(GAME, state, seat)
        assert move in {m.notation for m in GAME.legal_moves(state, seat)}
        state, _ = GAME.apply(state, seat, move)
    return state


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_computer_players_finish_a_game(n):
    assert isinstance(GAME.computer_player(1), PlannerPlayer)
    state = _play(n, 100 + n, [GAME.computer_player(i) for i in range(n)])
    assert GAME.is_over(state) and state["ended_by"] == "nests"
    assert any(b["status"] == "nested" for b in state["birds"])


def test_computer_team_beats_random_team():
    wins = games = 0
    for n in (2, 3, 4, 5, 6):
        for seed in range(3):
            for planner_team in (0, 1):
                players = [
                    GAME.computer_player(seed * 7 + i) if i % 2 == planner_team else RandomPlayer(seed * 7 + i)
                    for i in range(n)
                ]
                state = _play(n, 500 + seed, players)
                teams = GAME.team_results(state)
                mine = teams[("robin", "bluethroat")[planner_team]]["average"]
                theirs = teams[("robin", "bluethroat")[1 - planner_team]]["average"]
                wins += mine > theirs
                games += 1
    assert wins >= 0.8 * games, f"planner won only {wins} of {games}"


def test_computer_takes_the_nest_rather_than_starve(kit):
    rows = ["3........", ".........", ".@..@..@."]
    state = kit.build([*rows], [{"pos": "E19", "energy": 3}, {"pos": "A19", "energy": 7}], first=18)
    assert PlannerPlayer(0).choose(GAME, state, 0) in {"E20", "B20", "H20"}


def test_the_planner_values_every_flight_it_can_afford_and_ranks_them_by_value():
    """Every legal flight (one costing up to the bird's whole energy: each
    space costs 1) gets a value, and ``ranked`` lists them best first after
    the planner's own choice."""
    planner = GAME.computer_player(4)
    state = GAME.setup([f"P{i}" for i in range(4)], {}, 21)
    checked = 0
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        moves = GAME.fast_moves(state, seat)
        values = planner.evaluate(GAME, state, seat)
        assert sorted(label for _v, label in values) == sorted(moves)
        ranked = planner.ranked(GAME, state, seat)
        assert [w for _m, w in ranked[1:]] == sorted((v for v, label in values if label != ranked[0][0]),
                                                    reverse=True)
        checked += 1
        state = GAME.fast_apply(state, seat, planner.choose(GAME, state, seat))
    assert checked > 10


def test_the_planner_values_a_nest_by_the_energy_left_and_food_by_the_flight_still_to_come():
    """The planner's estimate (rules/tweeeet/ai.py): a nest is worth the
    energy left after the flight (and a little for safety); a food space
    the energy after paying and eating, less each row still to fly to the
    nest row, net of the food expected on the way, less its danger."""
    planner = GAME.computer_player(4)
    state = GAME.setup([f"P{i}" for i in range(4)], {}, 21)
    nests = foods = 0
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        board = Board(upgrade(state))
        e = energy(state, seat)
        costs = destinations(state, seat, board)
        for value, text in planner.evaluate(GAME, state, seat):
            pos = parse_label(text)
            food = board.food(pos)
            if not food:
                assert value == pytest.approx(e - costs[pos] + 0.5)
                nests += 1
            else:
                after = e - costs[pos] + food
                rows = NEST_ROW - pos[0]
                danger = planner._danger(state, seat, board, pos, after)
                assert value == pytest.approx(after - rows * (1 - ROW_CREDIT) - danger)
                foods += 1
        state = GAME.fast_apply(state, seat, planner.choose(GAME, state, seat))
    assert nests and foods > 20


def test_a_bird_is_stranded_only_where_no_next_flight_is_affordable():
    """The planner's danger: a food space from which no flight costs at most
    the energy the bird would have (each space costs 1) strands it; one
    affordable flight is risky, two or more are safe."""
    planner = GAME.computer_player(4)
    state = GAME.setup([f"P{i}" for i in range(4)], {}, 21)
    exact = 0
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        board = Board(upgrade(state))
        e = energy(state, seat)
        for pos, cost in destinations(state, seat, board).items():
            food = board.food(pos)
            if not food or cost > e:
                continue
            after = e - cost + food
            affordable = [c for c in destinations(state, seat, board, start=pos).values() if c <= after]
            exact += after in affordable
            expected = STRANDED if not affordable else (1.5 if len(affordable) == 1 else 0.0)
            assert planner._danger(state, seat, board, pos, after) == expected
        state = GAME.fast_apply(state, seat, planner.choose(GAME, state, seat))
    assert exact > 0  # some next flight costs all the energy the bird would have
