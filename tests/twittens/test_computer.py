"""The computer player: legal, complete games at every player count, and
clearly stronger than the random player."""

import pytest

from rules.base import RandomPlayer
from rules.twittens import GAME
from rules.twittens.ai import TwittensComputer, card_chance
from rules.twittens.geometry import CARDS, TILES


def play(n, seed, computer_seats):
    state = GAME.setup([f"P{i}" for i in range(n)], {}, seed)
    bots = {i: GAME.computer_player(seed * 10 + i) if i in computer_seats else RandomPlayer(seed * 10 + i)
            for i in range(n)}
    while not GAME.is_over(state):
        acting = GAME.to_act(state)
        seat = min(acting)
        move = bots[seat].choose(GAME, state, seat)
        assert move in [m.notation for m in GAME.legal_moves(state, seat)]
        state, _ = GAME.apply(state, seat, move)
    return state


@pytest.mark.parametrize("n", [2, 3, 4])
def test_computer_players_finish_four_seasons(n):
    state = play(n, seed=n, computer_seats=set(range(n)))
    assert GAME.is_over(state)
    assert all(len(s["sheets"]) == 4 for s in state["seats"])
    # sensible play: houses mostly within the limit, and Twittens that grow
    # (a season may end short only when another player's going home ends it)
    for s in state["seats"]:
        assert sum(1 for sh in s["sheets"] if sh["houses"] > 0) >= 2
        assert sum(sh["tiles"] for sh in s["sheets"]) >= 20


def test_computer_beats_random_clearly():
    wins = 0
    margin = 0
    over_limit = 0
    games = 6
    for seed in range(games):
        ai = seed % 2
        state = play(2, seed, {ai})
        scores = GAME.scores(state)
        wins += scores[ai]["total"] > scores[1 - ai]["total"]
        sheets = state["seats"][ai]["sheets"]
        over_limit += sum(1 for sh in sheets if sh["houses"] == 0 and sh["house_count"] > 0)
        margin += scores[ai]["total"] - scores[1 - ai]["total"]
    assert wins >= games - 1
    assert margin / games >= 30
    assert over_limit <= games * 4 // 3  # goes home for tea before the house limit most seasons


def test_computer_is_registered_as_the_strongest_player():
    assert isinstance(GAME.computer_player(3), TwittensComputer)


def test_card_chance_prefers_easier_cards():
    easy = next(c for c in CARDS.values() if c["title"] == "Cottage Row")  # 3 houses in a group
    hard = next(c for c in CARDS.values() if c["title"] == "Christmas Express")  # station reaching 3 wildlife
    assert card_chance(easy) > card_chance(hard)


def test_remembered_placements_stay_within_the_bound_and_match_a_fresh_look(monkeypatch):
    """The player remembers its best placements (a search asks again and
    again) but at most ``BEST_CACHE`` of them: it forgets all and starts
    again at the bound; a remembered answer is the one it would work out."""
    monkeypatch.setattr("rules.twittens.ai.BEST_CACHE", 3)
    player = TwittensComputer(1)
    state = GAME.setup(["a", "b"], {}, 4)
    me = state["seats"][0]
    sizes = []
    for tid in sorted(TILES)[:7]:
        found = player.best_placement(me["twitten"], tid, me["cards"], me["completed"])
        assert found == player._best_placement(me["twitten"], tid, me["cards"], me["completed"])
        assert player.best_placement(me["twitten"], tid, me["cards"], me["completed"]) == found
        sizes.append(len(player._best))
    assert sizes == [1, 2, 3, 1, 2, 3, 1]
