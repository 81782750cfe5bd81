"""Properties over many seeded games: JSON round trips, replay, food
conservation, apply never mutating its input, the public view hiding energy,
the landscape keeping three rows ahead and nothing more than three behind."""

from __future__ import annotations

import json

import pytest

from rules.base import RandomPlayer, dumps
from rules.tweeeet import GAME
from rules.tweeeet.game import SIGHT, energy, parse_label

SEEDS = range(8)


def _options(seed):
    return {"new_players": seed % 2 == 1, "experienced_bonus": 2 if seed % 3 == 0 else 0}


def _play(n, seed, check):
    names = [f"P{i}" for i in range(n)]
    state = GAME.setup(names, _options(seed), seed)
    players = [GAME.computer_player(seed * 10 + i) if (i + seed) % 2 else RandomPlayer(seed * 10 + i) for i in range(n)]
    log = []
    steps = 0
    while not GAME.is_over(state):
        check(state)
        acting = GAME.to_act(state)
        assert len(acting) == 1
        (seat,) = acting
        move = players[seat].choose(GAME, state, seat)
        before = dumps(state)
        new, events = GAME.apply(state, seat, move)
        assert dumps(state) == before, "apply mutated its input"
        assert all(json.dumps(e.to_json()) for e in events)
        log.append((seat, move))
        state = new
        steps += 1
        assert steps < 400
    check(state)
    return names, log, state


def _check(state):
    assert json.loads(json.dumps(state)) == state
    GAME.validate(state)
    # food conservation: 51 pieces worth 161 energy, always somewhere
    board = [f for row in state["rows"] for f in row["food"] if f]
    supply = state["supply"]
    bags = [b["food"] for b in state["birds"]]
    assert len(board) + sum(supply.values()) + sum(sum(b.values()) for b in bags) == 51
    assert sum(board) + sum(int(k) * v for k, v in supply.items()) + sum(
        int(k) * v for b in bags for k, v in b.items()
    ) == 161
    on_board = [parse_label(b["pos"])[0] for b in state["birds"] if b["pos"] is not None]
    if on_board and not state["over"]:
        if state["pile"]:
            assert state["rows"][-1]["row"] - max(on_board) >= SIGHT
        assert state["rows"][0]["row"] >= min(on_board) - 3
    public = GAME.view(state, None)
    text = json.dumps(public)
    assert "rng" not in public
    assert isinstance(public["pile"], int)
    if not state["over"]:
        assert "energy" not in text and "scores" not in public
        seat = state["turn"]
        mine = GAME.view(state, seat)
        assert mine["energy"] == energy(state, seat)
        assert all("energy" not in b for b in mine["birds"] if b["seat"] != seat)
        for move in GAME.legal_moves(state, seat):
            cost = int(move.label.split("cost ")[1].split(",")[0])
            assert cost <= mine["energy"]
    else:
        assert all("energy" in b for b in public["birds"])
        assert GAME.to_act(state) == {}


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_property_seeded_games_round_trip_conserve_food_and_replay(n):
    for seed in SEEDS:
        names, log, final = _play(n, seed, _check)
        replay = GAME.setup(names, _options(seed), seed)
        for seat, move in log:
            replay, _ = GAME.apply(replay, seat, move)
        assert replay == final
        assert all(b["status"] in ("nested", "out") for b in final["birds"])
        standings = GAME.standings(final)
        assert sorted(s.seat for s in standings) == list(range(n))
        assert standings[0].rank == 1


def test_property_every_listed_move_is_accepted():
    state = GAME.setup(["A", "B", "C", "D"], {}, 42)
    for _ in range(30):
        if GAME.is_over(state):
            break
        (seat,) = GAME.to_act(state)
        moves = GAME.legal_moves(state, seat)
        assert moves
        for m in moves:
            GAME.apply(state, seat, m.notation.lower())
        state, _ = GAME.apply(state, seat, moves[len(moves) // 2].notation)
