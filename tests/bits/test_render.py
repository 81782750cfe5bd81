"""BITS pictures: drawn from views only, phone-sized, small PNGs, and the
private picture shows the hidden drop only to its owner."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw

from render import bits as R
from render.base import INK, font, to_png
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


def _final_view(kit, rounds):
    """The public view of a finished game whose rounds scored ``rounds``."""
    state = kit.new(n=len(rounds), seed=3)
    state, _ = kit.play(state, kit.randoms(len(rounds), 3))
    state["round_scores"] = [list(r) for r in rounds]
    return GAME.view(state, None)


def _drawn(image, x, y, text, bold):
    """Whether ``text`` is drawn at (x, y) of ``image``: its bounding box
    matches the same text drawn alone on the table's background."""
    fnt = font(16, bold=bold)
    left, top, right, bottom = ImageDraw.Draw(image).textbbox((x, y), text, font=fnt)
    alone = Image.new("RGB", image.size, R.PANEL)
    ImageDraw.Draw(alone).text((x, y), text, font=fnt, fill=INK)
    box = (left, top, right, bottom)
    return image.crop(box).tobytes() == alone.crop(box).tobytes()


def test_final_picture_has_the_score_table_with_the_views_rows_and_numbers(kit):
    # README: "the final picture adds the round-by-round score table"
    view = _final_view(kit, [[4, 4, 4], [8, 2, 2], [1, 0, 5]])
    layout = R.score_table_layout(view)
    rows = {}
    for x, y, text, bold in layout["texts"]:
        rows.setdefault(y, []).append(text)
    header, *players = [rows[y] for y in sorted(rows)]
    assert header == ["Rank", "Player", "R1", "R2", "R3", "Total"]
    # one row per player in rank order: rank, name, each round, total, from the view
    expected = []
    for standing in view["standings"]:
        board = view["boards"][standing["seat"]]
        expected.append([str(standing["rank"]), board["name"]] + [str(v) for v in board["round_scores"]]
                        + [str(board["total"])])
    assert players == expected
    assert players == [["1", "P2", "8", "2", "2", "12"], ["2", "P1", "4", "4", "4", "12"],
                       ["3", "P3", "1", "0", "5", "6"]]
    assert [note for _, _, note in layout["notes"]] == [
        "P2: tie on 12 points decided by highest single round (8)",
        "P1: tie on 12 points decided by highest single round (4)",
    ]
    # and the picture draws every one of them where the layout says
    table = R._score_table(view)
    assert table.size == (layout["width"], layout["height"])
    for x, y, text, bold in layout["texts"]:
        assert _drawn(table, x, y, text, bold), text
    # a number that is not the view's is not what was drawn
    x, y, text, bold = layout["texts"][-1]
    assert not _drawn(table, x, y, str(int(text) + 1), bold)
    # the final picture holds the table; a live picture has none
    final = R.board(view)
    live = R.board(GAME.view(kit.new(n=3, seed=3), None))
    assert final.height > live.height and final.width <= 1600
    assert _contains(final, table)


def _contains(image, part):
    """Whether ``part`` is pasted somewhere in ``image`` (searched by rows of pixels)."""
    image = image.convert("RGB")
    first = part.crop((0, 0, part.width, 1)).tobytes()
    for y in range(image.height - part.height + 1):
        for x in range(0, image.width - part.width + 1):
            if image.crop((x, y, x + part.width, y + 1)).tobytes() == first:
                if image.crop((x, y, x + part.width, y + part.height)).tobytes() == part.tobytes():
                    return True
    return False


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
