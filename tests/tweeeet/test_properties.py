"""Properties over many seeded games: JSON round trips, replay, food
conservation, the rulebook's energy arithmetic on every flight, apply never
mutating its input, the public view hiding energy, the landscape keeping
three rows ahead and nothing more than three behind."""

from __future__ import annotations

import json

import pytest

from rules.base import RandomPlayer, dumps
from rules.tweeeet import GAME
from rules.tweeeet.board import SIGHT, energy, parse_label

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
        _check_arithmetic(state, new, seat, events)
        assert all(json.dumps(e.to_json()) for e in events)
        log.append((seat, move))
        state = new
        steps += 1
        assert steps < 400
    check(state)
    return names, log, state


def _check_arithmetic(state, new, seat, events):
    """"The number of spaces moved equals the amount of energy used ... If
    you don't have the exact amount, you can get change from the Food
    Supply. ... Add that food miniature to your energy": after every flight
    the bird has energy - spaces + food, never less; the other birds'
    energy changes only by the new-players bonus."""
    bonus = 5 if any(e.kind == "bonus" for e in events) else 0
    flight = new["last"]
    assert flight["seat"] == seat and flight["cost"] >= 1
    for s, (old, now) in enumerate(zip(state["birds"], new["birds"], strict=True)):
        got = bonus if old["status"] != "out" else 0
        if s == seat:
            assert now["energy"] == energy(state, s) - flight["cost"] + flight["food"] + got
        else:
            assert now["energy"] == old["energy"] + got
    # "On the new tiles place an appropriate food miniature on each space
    # where you see a food icon": every tile laid is fully stocked
    rows = {row["row"]: row for row in new["rows"]}
    for e in events:
        if e.kind == "tile" and "row" in e.data:
            row = rows[e.data["row"]]
            assert row["food"] == [int(ch) if ch in "12345" else 0 for ch in row["spaces"]]


def _check(state):
    assert json.loads(json.dumps(state)) == state
    GAME.validate(state)
    # food conservation: the 51 miniatures are on the board or in the supply
    for k, stock in {1: 5, 2: 13, 3: 12, 4: 11, 5: 10}.items():
        assert sum(1 for row in state["rows"] for f in row["food"] if f == k) + state["supply"][str(k)] == stock
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
            cost = int(str(move.label).split("cost ")[1].split(",")[0])
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
