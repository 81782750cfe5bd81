"""Twittens' determinization (issue 32; README, "Hidden information and
search"): only what a seat cannot see is dealt again, among the tiles and
Bimble cards it has not seen, keeping every hand's size, every completed
card, whether a tile in hand fits, and the tiles shown to everyone."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.base import Rng
from rules.twittens import GAME
from rules.twittens.geometry import CARDS, Twitten
from rules.twittens.hidden import holding_hidden
from tests.support.faststep import played_until


def positions(n: int, seed: int):
    rng = Rng.from_seed(f"det{seed}")
    state = GAME.setup([f"p{i}" for i in range(n)], {}, seed)
    while not GAME.is_over(state):
        yield state
        seat = min(GAME.to_act(state))
        state = GAME.fast_apply(state, seat, rng.choice(GAME.fast_moves(state, seat)))


def unseen_tiles(state, seat):
    """The deck and the others' tiles nobody showed: what may be re-dealt."""
    tiles = Counter(state["deck"])
    for i, s in enumerate(state["seats"]):
        if i != seat:
            tiles.update(s["deal_tiles"] + s["drawn"] + ([s["favourite"]] if s["favourite"] is not None else []))
            if holding_hidden(state, i):
                tiles[s["holding"]] += 1
    return tiles


def unseen_cards(state, seat):
    cards = Counter(state["bimble_decks"][state["season"] - 1])
    for i, s in enumerate(state["seats"]):
        if i != seat:
            cards.update(s["deal_cards"] + s["school"] + [c for c in s["cards"] if c not in s["completed"]])
    return cards


@pytest.mark.parametrize("n", [2, 3, 4])
def test_only_the_unseen_is_re_dealt_among_itself(n):
    moved_deck = moved_hands = 0
    for index, state in enumerate(positions(n, 40 + n)):
        if index % 3:
            continue
        seat = index % n
        dealt = GAME.determinize(state, seat, Rng.from_seed(index))
        assert unseen_tiles(dealt, seat) == unseen_tiles(state, seat)
        assert unseen_cards(dealt, seat) == unseen_cards(state, seat)
        assert dealt["seats"][seat] == state["seats"][seat]  # the seat's own facts
        for key in ("stacks", "discard", "last", "season", "turn", "step", "phase"):
            assert dealt[key] == state[key]
        for i, (was, now) in enumerate(zip(state["seats"], dealt["seats"], strict=True)):
            assert now["twitten"] == was["twitten"] and now["completed"] == was["completed"]
            assert len(now["cards"]) == len(was["cards"]) and len(now["school"]) == len(was["school"])
            assert [c for c in now["cards"] if c in now["completed"]] == \
                [c for c in was["cards"] if c in was["completed"]]
            twitten = Twitten(now["twitten"])
            # an open card is one its Twitten has not completed (else it would be face up)
            assert not any(twitten.completes(CARDS[c]) for c in now["cards"] if c not in now["completed"])
            if was["holding"] is not None:
                assert bool(twitten.legal_placements(now["holding"])) == bool(
                    twitten.legal_placements(was["holding"]))
                if not holding_hidden(state, i):
                    assert now["holding"] == was["holding"]  # shown when taken
            if was["chosen_fav"] is not None:
                assert now["chosen_fav"] in now["deal_tiles"]
            moved_hands += i != seat and now != was
        moved_deck += dealt["deck"] != state["deck"]
        GAME.validate(dealt)
    assert moved_deck > 10 and moved_hands > 10


def test_a_tile_taken_from_a_stack_is_known_and_kept():
    for state in positions(2, 7):
        seat = state["turn"]
        if seat is None or state["seats"][seat]["holding"] is None or holding_hidden(state, seat):
            continue
        assert "took" in state["last"]["text"] or "Favourite" in state["last"]["text"]
        for other in range(2):
            dealt = GAME.determinize(state, 1 - seat, Rng.from_seed(other))
            assert dealt["seats"][seat]["holding"] == state["seats"][seat]["holding"]
        return
    pytest.fail("no tile was taken from a stack in the seeded game")


def test_a_tile_drawn_unseen_from_the_deck_is_re_dealt():
    changed = 0
    for state in positions(2, 8):
        seat = state["turn"]
        if seat is None or not holding_hidden(state, seat):
            continue
        dealt = [GAME.determinize(state, 1 - seat, Rng.from_seed(k))["seats"][seat]["holding"] for k in range(4)]
        changed += len(set(dealt)) > 1
    assert changed > 3


@pytest.mark.parametrize(("n", "seed", "index", "holder"), [(2, 25, 22, 1), (3, 15, 121, 2)])
def test_a_hidden_tile_in_hand_is_re_dealt_as_one_that_fits_exactly_when_it_did(n, seed, index, holder):
    """A tile drawn unseen and still in hand: everybody saw whether it could
    be placed (the drawer placed it or had to discard it), so its stand-in
    fits the Twitten exactly when it does, even where most unseen tiles
    would not."""
    state = next(s for k, s in enumerate(positions(n, seed)) if k == index)
    assert holding_hidden(state, holder)
    twitten = Twitten(state["seats"][holder]["twitten"])
    fits = bool(twitten.legal_placements(state["seats"][holder]["holding"]))
    pool = unseen_tiles(state, (holder + 1) % n)
    other = sum(count for tile, count in pool.items() if bool(twitten.legal_placements(tile)) != fits)
    assert other > 0.4 * sum(pool.values())  # a random stand-in would often differ
    for k in range(12):
        dealt = GAME.determinize(state, (holder + 1) % n, Rng.from_seed(k))
        assert bool(twitten.legal_placements(dealt["seats"][holder]["holding"])) == fits


def test_a_search_play_out_stops_once_the_season_it_began_in_is_scored():
    """Rulebook, "Preparing the Next Season": every Twitten and Bimble card goes back and the deck is shuffled,
    so a season is built on its own and nothing decided in it changes the next: ``playout_horizon`` is reached
    once ``start``'s season is scored (the next one being prepared, or the game over), never within it."""
    start = GAME.setup(["a", "b"], GAME.info.options(), 7)
    assert not GAME.playout_horizon(start, start)
    within = played_until(GAME, start, lambda s: len(s["seats"][0]["twitten"]) >= 4)
    assert within["season"] == 1 and not GAME.playout_horizon(start, within)
    summer = played_until(GAME, within, lambda s: s["season"] > 1)  # spring scored, summer being prepared
    assert summer["phase"] == "prepare" and len(summer["seats"][0]["sheets"]) == 1
    assert GAME.playout_horizon(start, summer) and GAME.playout_horizon(within, summer)
    assert not GAME.playout_horizon(summer, summer)
    summer_play = played_until(GAME, summer, lambda s: s["phase"] == "play")
    assert not GAME.playout_horizon(summer, summer_play)
    over = played_until(GAME, summer, GAME.is_over)
    assert len(over["seats"][0]["sheets"]) == 4
    assert GAME.playout_horizon(summer, over) and GAME.playout_horizon(over, over)
