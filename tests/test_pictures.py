"""Pictures made for phones (issue 14): every game at its largest player
count, mid-game and at the end, is drawn no more than 1.6 times as tall as
wide, with every piece of text at least 8 px tall once the picture is shrunk
to a 400 px-wide phone screen; alt text fits Discord's 1,024 characters and
still names the players; every registered game has a renderer and a guide.

Also the drawing toolkit every renderer shares (render/base.py,
render/hexes.py; issue 14 item 8): the registry check, hex maths, text
measures, layout, cached layers, the colour-vision check and the last-move
highlight (issue 14 item 1: "make every colour pair in a game
distinguishable (check with a colour-vision simulation, e.g. deuteranopia
and protanopia)")."""

from __future__ import annotations

import io
import math
import random
import sys
import types

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFilter

import render
from bot.i18n import LOCALES, SOURCE, Words
from bot.service import guides
from render import base, hexes
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


def measured(key: str, view: dict, locale: str = SOURCE) -> tuple[tuple[int, int], float]:
    """The picture's size and the smallest font size used to write text
    (its words in ``locale``)."""
    sizes: list[float] = []
    original_text = ImageDraw.ImageDraw.text

    def text(self, xy, content, *args, **kwargs):
        fnt = kwargs.get("font") or (args[1] if len(args) > 1 else None)
        if content and str(content).strip() and fnt is not None and hasattr(fnt, "size"):
            sizes.append(fnt.size)
        return original_text(self, xy, content, *args, **kwargs)

    base.clear_caches()  # every cached layer is drawn again now, and its text measured
    ImageDraw.ImageDraw.text = text
    try:
        image = render.board(key, view, Words(locale))
    finally:
        ImageDraw.ImageDraw.text = original_text
    return image.size, min(sizes) if sizes else float("inf")


@pytest.fixture(scope="module", params=REAL_GAMES)
def game_positions(request):
    return request.param, positions(request.param)


@pytest.mark.parametrize("locale", LOCALES)  # German and Russian words are longer: the pictures still fit
@pytest.mark.parametrize("moment", ["mid", "final"])
def test_public_pictures_read_on_a_phone(game_positions, moment, locale):
    key, found = game_positions
    game = registry.get(key)
    (width, height), smallest = measured(key, game.view(found[moment], None), locale)
    assert height <= MAX_ASPECT * width, f"{key} {moment} in {locale}: {width}x{height} is too tall for a phone"
    on_phone = smallest * PHONE_WIDTH / width
    assert on_phone >= MIN_TEXT_PX, (f"{key} {moment} in {locale}: the smallest text ({smallest} px on a {width} px"
                                    f" picture) is {on_phone:.1f} px tall at {PHONE_WIDTH} px wide")


@pytest.mark.parametrize("moment", ["mid", "final"])
def test_alt_text_is_written_for_its_limit(game_positions, moment):
    key, found = game_positions
    game = registry.get(key)
    state = found[moment]
    alt = str(game.alt_text(state))  # str | Text (issue 31): English
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
    guide = guides.guide(game.info)
    assert guide and len(guide) <= 1800, f"{key}: a guide of at most 1,800 characters"
    assert "move" in guide, f"{key}: the guide shows how to type a move"


# -- the registry check ------------------------------------------------------------------


def test_every_registered_game_has_a_renderer():
    assert render.check_renderers(registry.games()) == []
    assert render.check_renderers(REAL_GAMES) == []


def test_a_game_without_a_renderer_gets_a_sentence_naming_it():
    problems = render.check_renderers(["bits", "chess", "twittens"])
    assert problems == ["Game 'chess' has no renderer: add render/chess.py with a board(view) function."]


@pytest.mark.parametrize("key,expected", [
    ("hexes", "The renderer of game 'hexes' (render/hexes.py) has no board(view) function."),  # a module, no board
    ("a.b", "Game 'a.b' cannot have a renderer: a renderer is render/<key>.py, so the key must be a Python name."),
])
def test_a_renderer_module_without_board_or_a_bad_key_gets_a_sentence(key, expected):
    assert render.check_renderers([key]) == [expected]


def test_a_renderer_that_cannot_be_loaded_gets_a_sentence_not_a_crash(monkeypatch):
    broken = types.ModuleType("render.broken")
    monkeypatch.setitem(sys.modules, "render.broken", broken)
    broken.board = "not a function"
    assert render.check_renderers(["broken"]) == [
        "The renderer of game 'broken' (render/broken.py) has no board(view) function."]

    def fails(key):
        if key == "needs":
            raise ModuleNotFoundError("No module named 'cairo'", name="cairo")
        raise RuntimeError("the font folder is missing")

    monkeypatch.setattr(render, "renderer", fails)
    assert render.check_renderers(["needs", "crashes"]) == [
        "The renderer of game 'needs' (render/needs.py) cannot be loaded: it needs the module 'cairo', "
        "which is not installed.",
        "The renderer of game 'crashes' (render/crashes.py) cannot be loaded: RuntimeError: the font folder is missing",
    ]


# -- hex maths -----------------------------------------------------------------------------


@pytest.mark.parametrize("turn", [hexes.FLAT, hexes.POINTY])
def test_a_hex_has_six_corners_a_radius_away_and_sides_a_radius_long(turn):
    pts = hexes.corners(10, 20, 7, turn)
    assert len(pts) == 6
    for k, (x, y) in enumerate(pts):
        assert math.dist((x, y), (10, 20)) == pytest.approx(7)
        assert math.dist((x, y), pts[(k + 1) % 6]) == pytest.approx(7)
    top = min(pts, key=lambda p: p[1])
    # pointy-topped: one corner straight above the centre; flat-topped: a flat top edge
    assert (top[0] == pytest.approx(10)) == (turn == hexes.POINTY)
    assert sum(1 for p in pts if p[1] == pytest.approx(top[1])) == (1 if turn == hexes.POINTY else 2)


def test_a_flat_grids_neighbours_sit_across_the_middle_of_each_edge():
    radius = 11
    centre = hexes.flat_offset_centre(2, 3, radius)
    neighbours = {hexes.flat_offset_centre(q, r, radius) for q, r in
                  [(2, 2), (2, 4), (1, 2), (1, 3), (3, 2), (3, 3)]}  # column 2 is even: its neighbours sit higher
    across = hexes.edges(*centre, radius, hexes.FLAT)
    for start, end, (nx, ny) in across:
        assert any(math.dist((nx, ny), n) < 1e-9 for n in neighbours)
        middle = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
        assert math.dist(middle, centre) == pytest.approx(hexes.SQRT3 * radius / 2)
    # axial steps agree with the offset grid: one column right and half a hex down
    dx, dy = hexes.flat_axial(1, 0, radius)
    x3, y3 = hexes.flat_offset_centre(3, 3, radius)
    assert (centre[0] + dx, centre[1] + dy) == pytest.approx((x3, y3))
    assert hexes.sprite_size(radius) == (2 * radius + 2, int(hexes.SQRT3 * radius) + 2)
    assert hexes.pointy_radius(hexes.SQRT3 * 5) == pytest.approx(5)


# -- text and layout -----------------------------------------------------------------------


def test_text_is_cut_with_an_ellipsis_to_fit_and_wrapped_into_lines():
    fnt = base.font(16)
    assert base.fit_text("abc", fnt, base.text_width("abc", fnt)) == "abc"
    assert base.fit_text("abcdef", fnt, base.text_width("abc…", fnt)) == "abc…"
    assert base.fit_text("abcdef", fnt, base.text_width("abc…", fnt) - 1) == "ab…"
    word = base.text_width("word", fnt)
    two = base.text_width("word word", fnt)
    assert base.wrap_text("word word word", fnt, two) == ["word word", "word"]
    assert base.wrap_text("word word word", fnt, two - 1) == ["word", "word", "word"]
    assert base.wrap_text("", fnt, 100) == [""]
    assert base.wrap_text("unbreakable", fnt, word) == ["unbreakable"]  # a long word stands alone
    assert base.wrap_text("unbreakable", fnt, word, cut=True)[0].endswith("…")
    assert base.wrap_text("word word word", fnt, word, max_lines=2) == ["word", fit := base.fit_text(
        "word word", fnt, word)] and fit.endswith("…")
    assert base.text_length("word", fnt) == pytest.approx(fnt.getlength("word"))
    assert base.measure("Ag", fnt)[1] > base.measure("a", fnt)[1]


def test_a_long_text_is_wrapped_measuring_only_near_each_line_end(monkeypatch):
    """Issue 14 (drawing cost): wrapping measures a line's ink only when
    its words' advances bring it near the width, not once per word added
    (the lines are those that measuring every word gives)."""
    fnt = base.font(16)
    text = " ".join(["Bimble", "done", "Summer", "Terrace", "(+6),", "failed", "Pond", "(-5)"] * 6)
    width = 300
    expected: list[str] = [""]
    for word in text.split():  # measuring every word added
        trial = f"{expected[-1]} {word}".strip()
        if expected[-1] and base.text_width(trial, fnt) > width:
            expected.append(word)
        else:
            expected[-1] = trial
    measured = []
    real = base.text_width
    monkeypatch.setattr(base, "text_width", lambda t, *a, **k: measured.append(t) or real(t, *a, **k))
    assert base.wrap_text(text, fnt, width) == expected and len(expected) >= 5
    assert len(measured) <= 2 * len(expected) < len(text.split())
    for line in expected:
        assert real(line, fnt) <= width


def test_crisp_canvases_draw_text_without_anti_aliasing_and_keep_their_picture():
    image, draw = base.canvas(60, 30, crisp=True)
    assert draw.image is image and draw.fontmode == "1"
    draw.text((2, 2), "Ag", font=base.font(20), fill=(0, 0, 0))
    assert {c for _, c in image.getcolors()} == {base.BACKGROUND, (0, 0, 0)}
    smooth, draw = base.canvas(60, 30)
    draw.text((2, 2), "Ag", font=base.font(20), fill=(0, 0, 0))
    assert len(smooth.getcolors()) > 2


def test_pictures_flow_into_lines_no_wider_than_asked():
    assert base.flow_rows([40, 40, 40], 90, gap=10) == [[0, 1], [2]]
    assert base.flow_rows([40, 40], 89, gap=10) == [[0], [1]]
    assert base.flow_rows([120, 10], 100, gap=10) == [[0], [1]]  # too wide: alone on its line

    def block(w, h=10):
        return Image.new("RGB", (w, h), (0, 0, 0))

    assert base.flow([block(40), block(40, 20), block(30)], 90, gap=10).size == (90, 20 + 10 + 10)
    assert base.flow([block(40), block(30)], 90, gap=10).size == (80, 10)
    assert base.flow([block(40), block(30)], 90, gap=10, full_width=True).size == (90, 10)
    assert base.side_by_side([block(5, 10), block(7, 20)], gap=3).size == (15, 20)
    assert base.grid_of([block(5), block(5), block(5)], columns=2, gap=1).size == (11, 21)


def test_clear_caches_empties_every_layer_cache():
    calls = []

    @base.layer_cache(maxsize=4)
    def layer(size):
        calls.append(size)
        return size

    layer(3)
    layer(3)
    assert calls == [3]
    base.clear_caches()
    layer(3)
    assert calls == [3, 3]


# -- the colour-vision check and the last-move highlight -------------------------------------


def test_ciede2000_matches_the_published_test_data():
    # Sharma, Wu and Dalal's table, pairs 1, 7 and 17
    assert round(base.ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)), 4) == 2.0425
    assert round(base.ciede2000((50, 0, 0), (50, -1, 2)), 4) == 2.3669
    assert round(base.ciede2000((50, 2.5, 0), (73, 25, -18)), 4) == 27.1492


@pytest.mark.parametrize("rgb, lab", [
    ((255, 255, 255), (100.0, 0.0, 0.0)),
    ((255, 0, 0), (53.2408, 80.0925, 67.2032)),
    ((0, 0, 255), (32.2970, 79.1875, -107.8602)),
    ((128, 128, 128), (53.5850, 0.0, 0.0)),
    ((10, 10, 10), (2.7417, 0.0, 0.0)),  # the linear part of sRGB and of L*
])
def test_colours_seen_normally_are_their_published_cielab_values(rgb, lab):
    # sRGB to CIELAB (D65), as published (Lindbloom's calculator): what the
    # colour-vision checks measure differences in
    assert base.seen_lab(rgb) == pytest.approx(lab, abs=0.05)


def test_the_simulations_see_the_colours_each_deficiency_confuses_alike():
    # a red and an olive: apart to most eyes and without blue cones, alike without red or green cones
    red, olive = (200, 80, 0), (110, 110, 0)
    assert base.colour_difference(red, olive, ["normal", "tritanopia"])[0] > 20
    assert base.colour_difference(red, olive, ["protanopia"])[0] < 3
    assert base.colour_difference(red, olive, ["deuteranopia"])[0] < 10
    # sky blue and a jade green: apart to red-green deficient eyes, alike without blue cones
    sky, jade = (86, 180, 233), (90, 200, 150)
    assert base.colour_difference(sky, jade, base.RED_GREEN)[0] > 30
    assert base.colour_difference(sky, jade) == (pytest.approx(6.2, abs=0.1), "tritanopia")
    assert base.closest_pair({"sky": sky, "jade": jade, "blue": base.OKABE_ITO["blue"]})[1:] == (
        "sky", "jade", "tritanopia")
    assert base.closest_to("blue", {"sky": sky, "jade": jade, "blue": base.OKABE_ITO["blue"]})[1] == "sky"


HIGHLIGHT_APART = 15  # CIEDE2000; measured 15.9 (the blue, deuteranopia)


@pytest.mark.parametrize("vision", base.ALL_VISIONS)
def test_the_highlight_stays_apart_from_every_player_colour_and_the_paper(vision):
    # "Choose a highlight that stays distinguishable from every player colour
    # under deuteranopia, protanopia and tritanopia simulation"
    others = {**base.OKABE_ITO, "paper": base.BACKGROUND, "white": (255, 255, 255)}
    for name, colour in others.items():
        difference, _ = base.colour_difference(base.HIGHLIGHT, colour, [vision])
        assert difference >= HIGHLIGHT_APART, f"the highlight and {name}: {difference:.1f} under {vision}"


def test_the_magenta_highlight_it_replaced_fails_the_same_check():
    difference, vision = base.colour_difference((255, 0, 140), base.OKABE_ITO["blue"])
    assert difference < HIGHLIGHT_APART and vision == "protanopia"


def _last_move_colour(key: str):
    """The colour a renderer marks the last move with (Tweeeet: the last flight's line)."""
    return getattr(render.renderer(key), "FLIGHT" if key == "tweeeet" else "LAST")


def _thick_marks(image: Image.Image, without: Image.Image, colour) -> bool:
    """Whether the pixels of ``colour`` that ``image`` has and ``without``
    has not hold a solid HIGHLIGHT_WIDTH x HIGHLIGHT_WIDTH block: a stroke at
    least that thick, not a hairline."""
    def mask(picture):
        solid = Image.new("RGB", picture.size, colour)
        return ImageChops.difference(picture.convert("RGB"), solid).convert("L").point(lambda v: 255 if v == 0 else 0)

    added = ImageChops.subtract(mask(image), mask(without))
    width = base.HIGHLIGHT_WIDTH
    eroded = added.filter(ImageFilter.MinFilter(width - 1 if width % 2 == 0 else width))
    if width % 2 == 0:  # an even block: erode by one more pixel right and down
        shifted = Image.new("L", eroded.size, 0)
        shifted.paste(eroded.crop((1, 1, eroded.width, eroded.height)), (0, 0))
        eroded = ImageChops.darker(eroded, shifted)
    return eroded.getbbox() is not None


@pytest.mark.parametrize("key", REAL_GAMES)
def test_the_last_move_is_marked_by_a_thick_outline_not_by_colour_alone(key):
    game = registry.get(key)
    names = [f"Player {n}" for n in range(1, game.info.max_players + 1)]
    state = game.setup(names, game.info.options({}), 5)
    rng = random.Random(5)
    found = 0
    for _ in range(400):
        if game.is_over(state):
            break
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)).notation)
        view = game.view(state, None)
        if not view.get("last"):
            continue
        # the same view without the mark: Twittens keeps the words of its
        # last move (the header says it) and loses only where it lay
        plain = dict(view, last={k: v for k, v in view["last"].items() if k != "x"} if key == "twittens" else None)
        draw = render.renderer(key)._board_image if key == "tweeeet" else render.renderer(key).board
        image, without = draw(view, Words()), draw(plain, Words())
        if image.size != without.size or image.tobytes() == without.tobytes():
            continue  # the last move changed the layout, or is not on a board drawn now
        assert _thick_marks(image, without, _last_move_colour(key)), f"{key}: a thin or missing last-move mark"
        found += 1
        if found == 3:
            break
    assert found == 3, f"{key}: three positions with a last move drawn"


def test_the_registry_front_draws_public_and_private_pictures_as_png():
    game = registry.get("bits")
    state = game.setup(["Ann", "Bob"], game.info.options({}), 3)
    public, own = game.view(state, None), game.view(state, 0)
    assert render.board_png("bits", public, Words()).startswith(b"\x89PNG\r\n\x1a\n")
    assert render.private("bits", public, Words()) is None and render.private_png("bits", public, Words()) is None
    image = render.private("bits", own, Words())
    png = render.private_png("bits", own, Words())
    assert image is not None and png is not None and png.startswith(b"\x89PNG")
    assert Image.open(io.BytesIO(png)).size == image.size


@pytest.mark.parametrize("moment", ["mid", "final"])
def test_a_picture_of_few_colours_is_posted_with_exactly_the_colours_drawn(game_positions, moment):
    # issue 14 items 1 and 9: the colours checked for colour-blind players
    # are the colours posted. A crisp picture (Townies, Twittens: at most
    # 256 colours) gets a palette of exactly its colours, pixel for pixel
    # (the octree it had moved white to (250, 250, 250) and merged others);
    # an anti-aliased one (BITS, Tweeeet) keeps its size and looks alike.
    key, found = game_positions
    image = render.board(key, registry.get(key).view(found[moment], None), Words()).convert("RGB")
    posted = Image.open(io.BytesIO(base.to_png(image)))
    assert posted.mode == "P" and posted.size == image.size
    colours = image.getcolors(256)
    if key in ("townies", "twittens"):
        assert colours is not None, f"{key} pictures are crisp: at most 256 colours"
    if colours is not None:
        assert posted.convert("RGB").tobytes() == image.tobytes()
        assert len(posted.getpalette()) == 3 * len(colours)
    else:
        difference = ImageChops.difference(posted.convert("RGB"), image).convert("L")
        assert difference.getextrema()[1] <= 48  # a shade of anti-aliasing, never another colour
        assert sum(difference.histogram()[9:]) < 0.01 * image.width * image.height


def test_the_exact_palette_keeps_every_colour_or_declines():
    # Pillow maps a pixel to the palette colour nearest its 4 x 4 x 4 cell's
    # corner: white with (250, 250, 250) in the palette became the latter.
    # exact_palette keeps both, and any set of at most 256 colours whose
    # corners differ; it declines (None) more colours or a shared corner.
    pitfall = Image.new("RGB", (3, 1), (255, 255, 255))
    pitfall.putpixel((0, 0), (250, 250, 250))
    pitfall.putpixel((1, 0), (0, 0, 0))
    assert base.exact_palette(pitfall).convert("RGB").tobytes() == pitfall.tobytes()
    rng = random.Random(14)
    for n in [1, 2, 17, 100, 256] + [rng.randint(2, 256) for _ in range(40)]:
        colours = list({tuple(rng.randrange(256) for _ in range(3)) for _ in range(n)})
        image = Image.new("RGB", (len(colours), 2))
        image.putdata(colours + colours[::-1])
        paletted = base.exact_palette(image)
        corners = {tuple(v & ~3 for v in c) for c in colours}
        if len(corners) < len(colours):
            assert paletted is None
        else:
            assert paletted is not None and paletted.convert("RGB").tobytes() == image.tobytes()
    close = Image.new("RGB", (2, 1), (200, 200, 200))
    close.putpixel((0, 0), (201, 200, 200))  # one corner for both: declined, the octree takes it
    assert base.exact_palette(close) is None
    assert Image.open(io.BytesIO(base.to_png(close))).size == (2, 1)
    many = Image.new("RGB", (257, 1))
    many.putdata([(i, 0, 0) if i < 256 else (0, 255, 0) for i in range(257)])
    assert base.exact_palette(many) is None


def test_the_palette_is_okabe_and_itos_as_published():
    # Okabe and Ito (2008), "Color Universal Design", the eight colours in RGB
    assert base.OKABE_ITO == {
        "orange": (230, 159, 0), "sky": (86, 180, 233), "green": (0, 158, 115), "yellow": (240, 228, 66),
        "blue": (0, 114, 178), "vermillion": (213, 94, 0), "purple": (204, 121, 167), "black": (0, 0, 0)}


def test_text_size_measures_as_the_canvas_draws():
    fnt = base.font(18)
    crisp = base.canvas(1, 1, crisp=True)[1]
    smooth = base.canvas(1, 1)[1]
    assert base.text_size(crisp, "Wag", fnt) == base.measure("Wag", fnt, crisp=True)
    assert base.text_size(smooth, "Wag", fnt) == base.measure("Wag", fnt)
    width, height = base.measure("Wag", fnt)
    assert width > height > 10


def test_fit_width_shrinks_only_a_picture_too_wide():
    narrow = Image.new("RGB", (300, 100), (1, 2, 3))
    assert base.fit_width(narrow, 400) is narrow
    assert base.fit_width(Image.new("RGB", (800, 100)), 400).size == (400, 50)
