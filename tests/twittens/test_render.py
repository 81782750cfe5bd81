"""Pictures: drawn from views only, phone-sized, small PNGs, the last placed
tile highlighted, private pictures only from a seat's own view."""

import json

import pytest

from PIL import ImageDraw

from render import twittens as R
from render.base import INK, to_png
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
    assert R.LAST in {c for _, c in image.getcolors(1 << 20)}
    view["last"] = None
    plain = R.board(view)
    # only the "to play" frame uses the highlight colour without a last tile
    assert sum(n for n, c in plain.getcolors(1 << 20) if c == R.LAST) < sum(
        n for n, c in image.getcolors(1 << 20) if c == R.LAST)


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


def drawn_texts(monkeypatch):
    """Record every text the renderer draws: (x, y, text), at the anchor it gives."""
    calls = []
    original = ImageDraw.ImageDraw.text

    def spy(self, xy, text, *args, **kwargs):
        calls.append((xy[0], xy[1], text))
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    return calls


def test_scorepad_draws_every_category_row_and_season_number_of_the_view(four, monkeypatch):
    """The scorepad (rulebook "Scoring a Season": a score sheet per season) shows,
    for every player, each category's score in each season and the sums, in
    the rows and columns the renderer lays out: found through the positions
    of its own row labels and column headings, and inked in the picture."""
    view = GAME.view(four["over"], None)
    assert view["over"] and all(len(s["sheets"]) == 4 for s in view["seats"])
    calls = drawn_texts(monkeypatch)
    pad = R.scorepad(view)
    assert pad is not None and pad.width <= 1600
    row_y = {}
    for key, name in R.CATEGORY_ROWS:
        ys = [y for x, y, t in calls if t == name]
        assert len(ys) == 1, f"row {name!r} drawn {len(ys)} times"
        row_y[key] = ys[0]
    headings = [(x, t) for x, y, t in calls if t in ("Sp", "Su", "Au", "Wi", "Sum")]
    assert [t for _, t in headings] == ["Sp", "Su", "Au", "Wi", "Sum"] * len(view["seats"])
    names = [t for x, y, t in calls if t in view["players"]]
    assert names == view["players"]
    at = {(x, y): t for x, y, t in calls}
    pixels = pad.load()
    for p, seat in enumerate(view["seats"]):
        columns = [x for x, _ in headings[5 * p:5 * p + 5]]
        for key, y in row_y.items():
            expected = [str(sheet[key]) for sheet in seat["sheets"]] + [str(sum(sh[key] for sh in seat["sheets"]))]
            assert [at.get((x, y)) for x in columns] == expected, (seat["name"], key)
            for x in columns:  # each number is inked where it was laid out
                assert any(pixels[int(x) + dx, y + dy] == INK for dx in range(-12, 13) for dy in range(2, 16))
        assert at[(columns[-1], row_y["total"])] == str(view["totals"][str(p)])
    notes = " ".join(t for x, y, t in calls if y > max(row_y.values()))
    for seat in view["seats"]:
        last = seat["sheets"][-1]
        assert f"{seat['name']} {last['bimble_won']} - {last['bimble_lost']} = {last['bimble']}" in notes
    assert R.scorepad(GAME.view(four["prepare"], None)) is None


def test_scorepad_after_one_season_has_one_column_per_player(four, monkeypatch):
    view = GAME.view(four["season2"], None)
    calls = drawn_texts(monkeypatch)
    R.scorepad(view)
    assert [t for _, _, t in calls if t in ("Sp", "Su", "Au", "Wi", "Sum")] == ["Sp", "Sum"] * 4
    for seat in view["seats"]:
        total = str(seat["sheets"][0]["total"])
        assert sum(1 for _, _, t in calls if t == total) >= 2  # the season and its sum


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
