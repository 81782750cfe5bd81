"""BITS pictures: drawn from views only, phone-sized, small PNGs, and the
private picture shows the hidden drop only to its owner."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import bits as R
from render.base import to_png
from rules.bits import GAME


def _mid_game(kit, n, seed, steps):
    state = kit.new(n=n, seed=seed)
    players = {s: GAME.computer_player(s) for s in range(n)}
    for _ in range(steps):
        for seat in sorted(GAME.to_act(state)):
            state, _ = GAME.apply(state, seat, players[seat].choose(GAME, state, seat))
    return state, players


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_public_picture_is_phone_sized_png(kit, n):
    state, _ = _mid_game(kit, n, seed=n, steps=6)
    image = R.board(GAME.view(state, None))
    assert image.width <= 1600
    data = to_png(image)
    assert len(data) < 1_000_000
    assert Image.open(io.BytesIO(data)).size == image.size


def test_final_picture_has_the_score_table(kit):
    state = kit.new(n=2, seed=3)
    state, _ = kit.play(state, kit.randoms(2, 3))
    live = R.board(GAME.view(kit.new(n=2, seed=3), None))
    final = R.board(GAME.view(state, None))
    assert final.height > live.height  # the round-by-round table is added
    assert final.width <= 1600


def test_private_picture_shows_only_the_owners_pending_drop(kit):
    state, players = _mid_game(kit, 2, seed=5, steps=3)
    before = state
    state, _ = GAME.apply(state, 0, players[0].choose(GAME, state, 0))
    # the owner's private picture draws the hidden tile
    assert R.private(GAME.view(state, 0)).tobytes() != R.private(GAME.view(before, 0)).tobytes()
    # the other seat's picture and the public picture are the same whichever drop is hidden
    other = kit.game.copy_state(state)
    other["pending"][0] = next(
        m.notation for m in GAME.legal_moves(before, 0) if m.notation != state["pending"][0]
    )
    assert R.private(GAME.view(state, 1)).tobytes() == R.private(GAME.view(other, 1)).tobytes()
    assert R.board(GAME.view(state, None)).tobytes() == R.board(GAME.view(other, None)).tobytes()
    assert R.private(GAME.view(state, None)) is None


def test_last_drop_is_highlighted(kit):
    state, _ = _mid_game(kit, 1, seed=8, steps=4)
    view = GAME.view(state, None)
    image = R.board(view).convert("RGB")
    colours = {c for _, c in image.getcolors(maxcolors=1 << 16)}
    from render.base import HIGHLIGHT

    assert HIGHLIGHT in colours
    view["last"] = None
    image = R.board(view).convert("RGB")
    # without a last move the highlight only remains in the legend and status text
    count_without = sum(n for n, c in image.getcolors(maxcolors=1 << 16) if c == HIGHLIGHT)
    count_with = sum(n for n, c in R.board(GAME.view(state, None)).convert("RGB").getcolors(maxcolors=1 << 16)
                     if c == HIGHLIGHT)
    assert count_with > count_without
