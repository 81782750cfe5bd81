"""The pictures: drawn from views only, last flight highlighted and drawn
under the labels, no two texts overlapping at any player count, birds named
by player and species, the score sheet drawing the view's numbers, the
private picture only for a seat's own view."""

from __future__ import annotations

import re
from contextlib import contextmanager

import pytest
from PIL import ImageDraw

from render import tweeeet as R
from render.base import HIGHLIGHT, INK, to_png
from rules.tweeeet import GAME

NAMES = ["Ann", "Bartholomew", "Cid", "Dee", "Eve", "Fay"]


def _game(n=4, seed=2, moves=None):
    state = GAME.setup(NAMES[:n], {}, seed)
    players = [GAME.computer_player(i) for i in range(n)]
    count = 0
    while not GAME.is_over(state) and (moves is None or count < moves):
        (seat,) = GAME.to_act(state)
        state, _ = GAME.apply(state, seat, players[seat].choose(GAME, state, seat))
        count += 1
    return state


POSITIONS = {(n, when): _game(n, 3 + n, {"start": 0, "mid": 12, "final": None}[when]) for n in (2, 4, 6) for when in ("start", "mid", "final")}


@contextmanager
def _texts():
    """Record every text the renderer draws: (text, bounding box)."""
    seen = []
    real = ImageDraw.ImageDraw.text

    def text(self, xy, content, *args, **kwargs):
        box = self.textbbox(xy, content, font=kwargs.get("font"), anchor=kwargs.get("anchor"))
        seen.append((content, box))
        return real(self, xy, content, *args, **kwargs)

    ImageDraw.ImageDraw.text = text
    try:
        yield seen
    finally:
        ImageDraw.ImageDraw.text = real


def _overlap(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _has_colour(image, colour):
    return any(c == colour for _, c in image.convert("RGB").getcolors(maxcolors=1 << 20))


@pytest.mark.parametrize("key", sorted(POSITIONS))
def test_no_two_texts_of_the_board_overlap(key):
    # issue 14: "no label overlaps at any player count" (nest names, space
    # labels, food, bird names, captions)
    with _texts() as seen:
        R._board_image(GAME.view(POSITIONS[key], None))
    assert len(seen) > 40
    for i, (a, box_a) in enumerate(seen):
        for b, box_b in seen[i + 1 :]:
            assert not _overlap(box_a, box_b), f"{a!r} {box_a} overlaps {b!r} {box_b}"


@pytest.mark.parametrize("key", sorted(POSITIONS))
def test_birds_are_named_by_player_not_like_a_space(key):
    view = GAME.view(POSITIONS[key], None)
    with _texts() as seen:
        R._board_image(view)
    texts = [t for t, _ in seen]
    labels = {f"{'ABCDEFGHI'[c]}{row['row']}" for row in view["rows"] for c in range(9)}
    # anything that reads like a space is the label of a space on the board
    assert all(t in labels for t in texts if re.fullmatch(r"[A-Z]\d{1,2}", t))
    for bird in view["birds"]:
        if bird["status"] != "out":
            assert any(bird["name"][:4] in t for t in texts), bird["name"]
    panel = [t for t, _, _ in R.panel_lines(view)]
    for bird in view["birds"]:
        species = {"robin": "Robin", "bluethroat": "Bluethroat"}[bird["team"]]
        assert any(f"{bird['name']}'s {species}" in t for t in panel)


def test_last_flight_is_drawn_under_the_labels():
    state = POSITIONS[(4, "mid")]
    view = GAME.view(state, None)
    bare = dict(view, last=None)
    with _texts() as seen:
        drawn = R._board_image(view)
    plain = R._board_image(bare)
    assert _has_colour(drawn, HIGHLIGHT)
    on_path = set(view["last"]["path"])
    checked = 0
    for text, box in seen:
        if text in on_path:
            for x in range(int(box[0]), int(box[2])):
                for y in range(int(box[1]), int(box[3])):
                    if plain.getpixel((x, y)) == INK:
                        assert drawn.getpixel((x, y)) == INK, (text, x, y)
                        checked += 1
    assert checked > 20


def test_board_picture_sizes_and_png_limits():
    for state in POSITIONS.values():
        image = R.board(GAME.view(state, None))
        assert 300 <= image.width <= 1000
        assert len(to_png(image)) < 300_000


def test_last_flight_is_highlighted_only_after_a_flight():
    start = POSITIONS[(2, "start")]
    assert not _has_colour(R.board(GAME.view(start, None)), HIGHLIGHT)
    (seat,) = GAME.to_act(start)
    moved, _ = GAME.apply(start, seat, GAME.legal_moves(start, seat)[0].notation)
    assert _has_colour(R.board(GAME.view(moved, None)), HIGHLIGHT)


@pytest.mark.parametrize("n", [2, 4, 6])
def test_final_picture_draws_the_score_sheet_rows_and_numbers_of_the_view(n):
    view = GAME.view(POSITIONS[(n, "final")], None)
    picture = R.board(view)
    width = picture.width  # the panel spans the picture (no shrinking at this size)
    layout = R.panel_layout(view, width)
    lines = [text for _, text, _, _ in layout]
    joined = " ".join(" ".join(lines).split())
    # every bird's row: its name, energy and points, from the view's scores
    for bird in view["birds"]:
        score = view["scores"][str(bird["seat"])]
        row = [t for t in lines if t.startswith(f"{bird['name']}'s ")]
        assert len(row) == 1
        if bird["status"] == "nested":
            assert f"energy {bird['energy']}, scores {score['bird']}" in row[0]
        else:
            assert f"scores {score['bird']}" in row[0] and score["bird"] == -1
    # each team's sum and average
    for team, res in view["teams"].items():
        name = {"robin": "Robins", "bluethroat": "Bluethroats"}[team]
        assert f"{name}: " in joined and f"= {res['total']} / {len(res['seats'])} = {R.num(res['average'])}" in joined
    assert view["standings"][0]["detail"].split(":")[0] in joined
    # and each line is really drawn where the layout puts it
    panel = R._panel(view, width)
    for y, text, _, fnt in layout:
        alone, draw = R.canvas(width, panel.height)
        draw.text((R.TEXT_X, y + 2), text, font=fnt, fill=INK)
        box = (R.TEXT_X, y, width, y + R.LINE_H)
        assert panel.crop(box).tobytes() == alone.crop(box).tobytes(), text
    assert picture.crop((0, picture.height - panel.height, width, picture.height)).tobytes() == panel.tobytes()


def test_private_picture_only_for_a_seat():
    state = POSITIONS[(4, "mid")]
    assert R.private(GAME.view(state, None)) is None
    view = GAME.view(state, 1)
    with _texts() as seen:
        image = R.private(view)
    assert image is not None and image.width <= 1000
    assert any(f"energy {view['energy']}" in t for t, _ in seen)
