"""Pictures made for phones (issue 14): every game at its largest player
count, mid-game and at the end, is drawn no more than 1.6 times as tall as
wide, with every piece of text at least 8 px tall once the picture is shrunk
to a 400 px-wide phone screen; alt text fits Discord's 1,024 characters and
still names the players; every registered game has a renderer and a guide."""

from __future__ import annotations

import importlib
import random

import pytest
from PIL import ImageDraw

import render
from rules import registry

PHONE_WIDTH = 400
MIN_TEXT_PX = 8
MAX_ASPECT = 1.6
ALT_TEXT_LIMIT = 1024
REAL_GAMES = ("bits", "townies", "tweeeet", "twittens")


def positions(key: str) -> dict[str, dict]:
    """A mid-game and a final position at the largest player count, from
    random legal moves (seeded)."""
    game = registry.get(key)
    names = [f"Player {n}" for n in range(1, game.info.max_players + 1)]
    state = game.setup(names, game.info.options({}), 7)
    rng = random.Random(7)
    seen = [state]
    for _ in range(20_000):
        if game.is_over(state):
            break
        seat = min(game.to_act(state))
        move = rng.choice(game.legal_moves(state, seat))
        state, _ = game.apply(state, seat, move.notation)
        seen.append(state)
    assert game.is_over(state), f"{key}: a random game ends"
    return {"mid": seen[len(seen) // 2], "final": state}


def measured(key: str, view: dict) -> tuple[tuple[int, int], float]:
    """The picture's size and the smallest font size used to write text."""
    sizes: list[float] = []
    original_text = ImageDraw.ImageDraw.text

    def text(self, xy, content, *args, **kwargs):
        fnt = kwargs.get("font") or (args[1] if len(args) > 1 else None)
        if content and str(content).strip() and fnt is not None and hasattr(fnt, "size"):
            sizes.append(fnt.size)
        return original_text(self, xy, content, *args, **kwargs)

    importlib.reload(render.renderer(key))  # empty the renderer's caches: every text is drawn, and measured
    ImageDraw.ImageDraw.text = text
    try:
        image = render.board(key, view)
    finally:
        ImageDraw.ImageDraw.text = original_text
    return image.size, min(sizes) if sizes else float("inf")


@pytest.fixture(scope="module", params=REAL_GAMES)
def game_positions(request):
    return request.param, positions(request.param)


@pytest.mark.parametrize("moment", ["mid", "final"])
def test_public_pictures_read_on_a_phone(game_positions, moment):
    key, found = game_positions
    game = registry.get(key)
    (width, height), smallest = measured(key, game.view(found[moment], None))
    assert height <= MAX_ASPECT * width, f"{key} {moment}: {width}x{height} is too tall for a phone"
    on_phone = smallest * PHONE_WIDTH / width
    assert on_phone >= MIN_TEXT_PX, (f"{key} {moment}: the smallest text ({smallest} px on a {width} px picture)"
                                    f" is {on_phone:.1f} px tall at {PHONE_WIDTH} px wide")


@pytest.mark.parametrize("moment", ["mid", "final"])
def test_alt_text_is_written_for_its_limit(game_positions, moment):
    key, found = game_positions
    game = registry.get(key)
    state = found[moment]
    alt = game.alt_text(state)
    assert 0 < len(alt) <= ALT_TEXT_LIMIT, f"{key} {moment}: {len(alt)} characters"
    for name in game.player_names(state):
        assert name in alt, f"{key} {moment}: the alt text leaves out {name}"
    if moment == "mid":
        acting = [game.player_names(state)[s] for s in game.to_act(state)]
        assert any(name in alt for name in acting)


@pytest.mark.parametrize("key", REAL_GAMES)
def test_every_game_has_a_renderer_and_a_guide(key):
    """Each game's own tests apply every example of its guide to a position;
    here: a renderer exists and the guide fits `/game rules`."""
    game = registry.get(key)
    assert callable(render.renderer(key).board)
    guide = game.info.guide
    assert guide and len(guide) <= 1800, f"{key}: a guide of at most 1,800 characters"
    assert "move" in guide, f"{key}: the guide shows how to type a move"
