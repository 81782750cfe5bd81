"""One random-simulation test that checks every registered game against the
contract (in the spirit of OpenSpiel's): seeded random players play whole
games at every player count; at every step the state round-trips through
JSON, ``apply`` leaves its input untouched, every acting seat has a legal
move, nonsense is refused with a typed error that changes nothing; at the end
the log replays to the same state, standings rank every seat and the public
picture renders."""

import json

import pytest

import render
from bot.i18n import Words
from rules import registry
from rules.base import Game, RandomPlayer, RulesError, dumps, loads

MAX_STEPS = 20_000

CASES = [
    pytest.param(key, n, id=f"{key}-{n}p")
    for key, game in sorted(registry.games().items())
    for n in range(game.info.min_players, game.info.max_players + 1)
]


def play_random_game(game: Game, players: int, seed: int):
    names = [f"P{i + 1}" for i in range(players)]
    options = game.info.options({})
    state = game.setup(names, options, seed)
    initial = dumps(state)
    bot = RandomPlayer(seed)
    log = []
    for step in range(MAX_STEPS):
        if game.is_over(state):
            break
        acting = game.to_act(state)
        assert acting, "the game is not over but nobody may act"
        seat = sorted(acting)[step % len(acting)]
        moves = game.legal_moves(state, seat)
        assert moves, f"seat {seat} owes {acting[seat]} but has no legal move"
        if step % 7 == 0:
            idle = [s for s in range(players) if s not in acting]
            assert all(game.legal_moves(state, s) == [] for s in idle), "a seat owing nothing has moves"
        notations = [m.notation for m in moves]
        assert len(set(notations)) == len(notations), "legal moves repeat"
        move = bot.choose(game, state, seat)
        snapshot = dumps(state)
        if step % 7 == 0:
            with pytest.raises(RulesError) as refused:
                game.apply(state, seat, "xyzzy 99 nonsense")
            assert str(refused.value).strip()
            assert dumps(state) == snapshot
        new, events = game.apply(state, seat, move)
        assert dumps(state) == snapshot, "apply mutated its input"
        assert loads(dumps(new)) == new, "the state does not round-trip through JSON"
        json.dumps([e.to_json() for e in events])
        log.append((seat, move))
        state = new
    else:
        pytest.fail(f"no end after {MAX_STEPS} moves")
    return names, options, initial, log, state


@pytest.mark.parametrize("key,players", CASES)
def test_random_games_follow_the_contract(key, players):
    game = registry.get(key)
    names, options, initial, log, final = play_random_game(game, players, seed=players * 101 + 7)

    replay = game.setup(names, options, players * 101 + 7)
    assert dumps(replay) == initial
    for seat, move in log:
        replay, _ = game.apply(replay, seat, move)
    assert dumps(replay) == dumps(final), "replaying the log does not reproduce the final state"

    game.validate(final)
    # "legal_moves ... Empty when the seat owes nothing" (rules/base.py): an
    # empty list, not None, for every seat once the game is over.
    for seat in range(players):
        assert game.legal_moves(final, seat) == []
    # "to_act ... Empty when the game is over": the service relies on it (bot/service/votes.carry_out).
    assert game.to_act(final) == {}
    standings = game.standings(final)
    assert sorted(s.seat for s in standings) == list(range(players))
    assert standings[0].rank == 1
    scores = game.scores(final)
    assert set(scores) == set(range(players)) and all("total" in v for v in scores.values())

    public = game.view(final, None)
    json.dumps(public)
    png = render.board_png(key, public, Words())
    assert png.startswith(b"\x89PNG") and len(png) < 1_000_000
    assert str(game.summary(final, None)).strip()  # str | Text (issue 31)
