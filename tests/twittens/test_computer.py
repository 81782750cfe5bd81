"""The computer player: legal, complete games at every player count, and
clearly stronger than the random player."""

import pytest

from rules.base import RandomPlayer
from rules.twittens import GAME
from rules.twittens.ai import TwittensComputer, card_chance
from rules.twittens.geometry import CARDS, TILES, Twitten


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


def test_evaluate_by_hand():
    player = TwittensComputer(1)
    # t4 alone: a house, a tree group of 1, its light equals its tile (1 point), two open path ends
    assert player.evaluate(Twitten([[4, 0, 0, 0]]), [], []) == pytest.approx(3 + 0.3 * 2)
    # two cul-de-sacs face to face: 4 houses, trees 2, 0 lights of 2 tiles, nowhere to go on
    closed = Twitten([[37, 0, 0, 0], [37, 0, 1, 180]])
    assert player.evaluate(closed, [], []) == pytest.approx(4 + 2 - 0.8 - 4 - 7 * 2.5)


def test_card_chances_by_hand():
    """A few cards of each kind (the estimate the player keeps cards by)."""
    expected = {1: 0.6176, 6: 0.9, 10: 0.375, 21: 0.63, 2: 0.03, 13: 0.675, 16: 0.03, 5: 0.9265,
                37: 0.75, 11: 0.8074, 59: 0.4897, 20: 0.72, 71: 0.8}
    assert {c: round(card_chance(CARDS[c]), 4) for c in expected} == expected


def seat_of(placements, cards=(), completed=(), favourite=None):
    return {"seats": [{"twitten": [list(p) for p in placements], "cards": list(cards),
                       "completed": list(completed), "favourite": favourite}]}


def test_going_home_one_house_short_of_the_limit_with_eight_tiles_or_no_open_card():
    player = TwittensComputer(1)
    line = [[12, 0, y, 0] for y in range(6)]  # six houses on a north-south line
    seven = line + [[3, 0, 6, 0]]
    eight = seven + [[3, 0, 7, 0]]
    assert player.go_home(seat_of(eight, cards=[1]), 0) is True
    assert player.go_home(seat_of(seven, cards=[1]), 0) is False
    assert player.go_home(seat_of(seven), 0) is True  # no open card left
    assert player.go_home(seat_of(seven, cards=[1], completed=[1]), 0) is True


def test_going_home_with_no_open_card_nine_tiles_and_lights_equal_to_tiles():
    player = TwittensComputer(1)
    lit = [[17, 0, y, 0] for y in range(9)]  # one light each, no house
    assert player.go_home(seat_of(lit), 0) is True
    assert player.go_home(seat_of(lit[:8]), 0) is False
    assert player.go_home(seat_of(lit, cards=[1]), 0) is False
    assert player.go_home(seat_of(lit[:8] + [[12, 0, 8, 0]]), 0) is False  # 8 lights on 9 tiles
