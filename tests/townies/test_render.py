"""Pictures: drawn from views only, phone-sized, small PNGs."""

import io

import pytest
from PIL import Image

import render
from rules.townies import GAME
from tests.townies.util import play, position


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
        data = render.board_png("townies", GAME.view(state, None))
        assert data.startswith(b"\x89PNG") and len(data) < 1_000_000
        width, height = png_size(data)
        assert width <= 1600
    private = render.private_png("townies", GAME.view(mid, 0))
    assert private is not None and len(private) < 1_000_000
    assert render.private("townies", GAME.view(mid, None)) is None


def test_public_picture_does_not_show_this_rounds_hidden_choice():
    state = position(players=2, shape="bee")
    before = render.board("townies", GAME.view(state, None))
    after_state, _ = GAME.apply(state, 0, "shape C3 1")
    view = GAME.view(after_state, None)
    assert view["sheets"][0]["blocks"] == {}
    own = render.private("townies", GAME.view(after_state, 0))
    assert own is not None
    # only the "waiting for" line changes in the public picture
    after = render.board("townies", view)
    assert before.size == after.size
    diff = [
        y
        for y in range(300, before.height, 7)
        if before.crop((0, y, before.width, y + 1)).tobytes() != after.crop((0, y, after.width, y + 1)).tobytes()
    ]
    assert not diff, f"the public map changed at rows {diff[:5]}"


def test_summary_describes_every_map_in_words():
    state = position(players=2, blocks={"E4": "red"}, objects=[("E5", "court", "red", 1)])
    text = GAME.summary(state, None)
    assert "P1" in text and "P2" in text and "Game Court E5" in text and "red 1" in text
