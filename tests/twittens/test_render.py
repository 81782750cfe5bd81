"""Pictures: drawn from views only, phone-sized, small PNGs, the last placed
tile highlighted, private pictures only from a seat's own view."""

import json

import pytest

from render import twittens as R
from render.base import HIGHLIGHT, to_png
from rules.base import RandomPlayer
from rules.twittens import GAME


def positions(n, seed=5):
    """A few views along a game: preparation, mid-season with stacks, after
    the first player went home (discard pile), and the final scores."""
    state = GAME.setup([f"Player {i + 1}" for i in range(n)], {}, seed)
    bots = [GAME.computer_player(i) for i in range(n)]
    found = {"prepare": state}
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, bots[seat].choose(GAME, state, seat))
        if state["phase"] == "play" and state["step"] == "source" and state["stacks"] and len(
                state["seats"][seat]["twitten"]) >= 3:
            found.setdefault("stacks", state)
        if state["phase"] == "play" and state["discard"] is not None:
            found.setdefault("discard", state)
        if state["season"] == 2 and state["phase"] == "prepare":
            found.setdefault("season2", state)
    found["over"] = state
    return found


@pytest.fixture(scope="module")
def four():
    return positions(4)


@pytest.mark.parametrize("which", ["prepare", "stacks", "discard", "season2", "over"])
def test_board_pictures_are_phone_sized_and_small(four, which):
    view = json.loads(json.dumps(GAME.view(four[which], None)))  # a view is all it gets
    image = R.board(view)
    assert image.width <= 1600
    png = to_png(image)
    assert len(png) < 1_000_000
    if which == "stacks":
        assert view["stacks"] and view["last"]


def test_last_placed_tile_is_highlighted():
    game = GAME.setup(["A", "B"], {}, 9)
    bot = RandomPlayer(1)
    while True:
        seat = min(GAME.to_act(game))
        game, events = GAME.apply(game, seat, bot.choose(GAME, game, seat))
        if any(e.kind == "place" for e in events) and game["phase"] == "play":
            break
    view = GAME.view(game, None)
    assert "x" in view["last"]
    image = R.board(view)
    assert HIGHLIGHT in {c for _, c in image.getcolors(1 << 20)}
    view["last"] = None
    plain = R.board(view)
    # only the "to play" frame uses the highlight colour without a last tile
    assert sum(n for n, c in plain.getcolors(1 << 20) if c == HIGHLIGHT) < sum(
        n for n, c in image.getcolors(1 << 20) if c == HIGHLIGHT)


def test_private_pictures_for_each_seat(four):
    for which in ("prepare", "stacks", "discard"):
        state = four[which]
        for seat in range(4):
            view = GAME.view(state, seat)
            image = R.private(view)
            assert image is not None and image.width <= 1600
            assert len(to_png(image)) < 1_000_000
    assert R.private(GAME.view(four["stacks"], None)) is None


def test_end_of_season_view_shows_the_scored_twittens(four):
    view = GAME.view(four["season2"], None)
    assert view["phase"] == "prepare" and view["season"] == 2
    for seat, raw in zip(view["seats"], four["season2"]["seats"]):
        assert seat["twitten"] == []
        assert len(seat["previous"]["twitten"]) == raw["sheets"][0]["tiles"]
        assert {c["id"] for c in seat["previous"]["cards"]} == {c for c, _ in raw["previous"]["cards"]}
    assert R.board(view).width <= 1600


def test_final_picture_has_the_scorepad(four):
    view = GAME.view(four["over"], None)
    assert view["over"] and all(len(s["sheets"]) == 4 for s in view["seats"])
    pad = R.scorepad(view)
    assert pad is not None and pad.width <= 1600
    assert R.scorepad(GAME.view(four["prepare"], None)) is None


def test_summary_describes_the_board_in_words(four):
    text = GAME.summary(four["stacks"], None)
    assert "Season" in text and "houses" in text and "trees" in text and "stack A" in text
    mine = GAME.summary(four["stacks"], 0)
    assert "Your Bimble" in mine
    assert "Your Bimble" not in text
    prep = GAME.summary(four["prepare"], 1)
    assert "You were dealt" in prep and "You were dealt" not in GAME.summary(four["prepare"], None)


def test_a_very_long_twitten_still_fits_a_phone():
    from rules.twittens.geometry import TILES
    from tests.twittens.twhelp import give_twitten, prepared

    state = prepared(4, 3)
    straights = [t for t, f in TILES.items() if f["shape"] == "straight"]
    # so many houses sent seat 0 home over the limit: the stacks became the discard pile
    state["seats"][0]["home"], state["seats"][0]["home_reason"] = True, "limit"
    state["discard"], state["stacks"] = state["stacks"][0] + state["stacks"][1], None
    state["turn"] = 1
    give_twitten(state, 0, [[t, i, 0, 90] for i, t in enumerate(straights[:14])])
    image = R.board(GAME.view(state, None))
    assert image.width <= 1600 and len(to_png(image)) < 1_000_000
