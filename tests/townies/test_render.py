"""Pictures: drawn from views only, phone-sized, small PNGs."""

import functools
import io
import itertools
import random

import pytest
from PIL import Image

import render
from bot.i18n import Words
from render import townies as R
from render.base import clear_caches
from rules.townies import GAME
from tests.townies.util import play, position

EN = Words()  # the English words every picture here is drawn with


def png_size(data):
    image = Image.open(io.BytesIO(data))
    return image.width, image.height


@pytest.mark.parametrize("players", [1, 3, 5])
def test_public_and_private_pictures_mid_game_and_final(players):
    bots = [GAME.computer_player(i) for i in range(players)]
    names, options, log, final = play(players, 4, bots=bots)
    mid = GAME.setup(names, options, 4)
    for seat, move in log[: len(log) // 2]:
        mid, _ = GAME.apply(mid, seat, move)
    for state in (mid, final):
        data = render.board_png("townies", GAME.view(state, None), EN)
        assert data.startswith(b"\x89PNG") and len(data) < 1_000_000
        width, height = png_size(data)
        assert width <= 1600
    private = render.private_png("townies", GAME.view(mid, 0), EN)
    assert private is not None and len(private) < 1_000_000
    assert render.private("townies", GAME.view(mid, None), EN) is None


def test_public_picture_does_not_show_this_rounds_hidden_choice():
    state = position(players=2, shape="bee")
    before = render.board("townies", GAME.view(state, None), EN)
    after_state, _ = GAME.apply(state, 0, "shape C3 1")
    view = GAME.view(after_state, None)
    assert view["sheets"][0]["blocks"] == {}
    own = render.private("townies", GAME.view(after_state, 0), EN)
    assert own is not None
    # only the "waiting for" line changes in the public picture
    after = render.board("townies", view, EN)
    assert before.size == after.size
    diff = [
        y
        for y in range(300, before.height, 7)
        if before.crop((0, y, before.width, y + 1)).tobytes() != after.crop((0, y, after.width, y + 1)).tobytes()
    ]
    assert not diff, f"the public map changed at rows {diff[:5]}"


def test_summary_describes_every_map_in_words():
    state = position(players=2, blocks={"E4": "red"}, objects=[("E5", "court", "red", 1)])
    text = str(GAME.summary(state, None))
    assert "P1" in text and "P2" in text and "Game Court E5" in text and "red 1" in text


# -- drawing cost (issue 14 item 9): what never changes is drawn once ----------------------


@functools.cache
def _round_views(players=5, seed=11):
    """The last state and the public views of a seeded game at the largest
    table, move by move."""
    state = GAME.setup([f"Player {k}" for k in range(1, players + 1)], GAME.info.options({}), seed)
    rng = random.Random(seed)
    views = [GAME.view(state, None)]
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)).notation)
        views.append(GAME.view(state, None))
    return state, views


def test_within_a_round_no_map_is_drawn_again_and_a_round_end_draws_each_at_most_once(monkeypatch):
    # issue 14 item 9: "draw what never changes once". A move inside a round
    # changes only who is still to act; the sheets change when the round's
    # drawings are revealed, all at once.
    _state, views = _round_views()
    drawn = []
    real = R._map

    def counted(image, draw, lay, ox, oy, cells, highlight):
        drawn.append(cells)
        return real(image, draw, lay, ox, oy, cells, highlight)

    monkeypatch.setattr(R, "_map", counted)
    clear_caches()
    R.board(views[0], EN)
    assert len(drawn) == 5
    within = ends = 0
    for before, view in itertools.pairwise(views[:31]):  # six rounds
        del drawn[:]
        R.board(view, EN)
        if view["round"] == before["round"] and not view["over"]:
            assert drawn == [], (view["round"], view["waiting"])
            within += 1
        else:
            assert 0 < len(drawn) <= 5, (view["round"], len(drawn))
            ends += 1
    assert within == 24 and ends == 6


def _fresh(view):
    """The picture drawn with every layer that depends on more than a text
    and a size forgotten (the sheets, cut and wrapped texts, the legend,
    the Shapes); text masks, the empty map and the cell sprites stay."""
    for cache in (R._sheet, R._fit, R._wrapped, R._legend, R._shapes, R._geometry, R._central_outline):
        cache.cache_clear()
    return R.board(view, EN)


def test_a_picture_pasted_from_cached_layers_is_the_picture_drawn_afresh():
    # what is pasted must be what would be drawn now: every picture of a
    # 5-player game drawn in order (with the private pictures the service
    # draws between them, and after the last round's picture its sheets
    # under another last-round outline) equals the one drawn afresh; two of
    # them also equal the one drawn with every cache emptied
    state, views = _round_views()
    last = views[-2]
    views = [*views[:-1], dict(last, last=dict(last["last"], cells=[[] for _ in last["sheets"]])), views[-1]]
    clear_caches()
    warm = []
    for k, view in enumerate(views):
        warm.append(R.board(view, EN).tobytes())
        if k % 5 == 0 and k < len(views) - 3:
            R.private(GAME.view(state, (k // 5) % 5), EN)
    assert warm[-2] != warm[-3]
    for k, view in reversed(list(enumerate(views))):
        assert _fresh(view).tobytes() == warm[k], k
    for k in (len(views) // 2, len(views) - 2):
        clear_caches()
        assert R.board(views[k], EN).tobytes() == warm[k], k
