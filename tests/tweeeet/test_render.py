"""The pictures (issue 14): drawn from views only, made for a phone (at most
1.6 times as tall as wide, every text at least 8 px tall at 400 px wide) at
2 to 6 players, at the start, mid-game and at the end, and on the tallest
and widest boards the rules allow; the last flight highlighted and drawn
under the labels; no two texts overlapping; birds named by player and
species with tags no two players share; the bird to fly ringed; every
colour pair apart for colour-blind players; the score sheet drawing the
view's numbers; the private picture only for a seat's own view."""

from __future__ import annotations

import re

import pytest
from PIL import ImageFont

from bot.i18n import Words
from bot.service.guides import guide
from render import tweeeet as R
from render.base import HIGHLIGHT, INK, RED_GREEN, clear_caches, closest_pair, closest_to, font, to_png
from rules.base import Text
from rules.tweeeet import GAME
from tests.tweeeet.conftest import Kit

EN = Words()  # the English words every picture here is drawn with

NAMES = ["Ann", "Bartholomew", "Cid", "Dee", "Eve", "Fay"]
LONG = [f"{c * 29}-{n:02d}" for n, c in enumerate("abcdef", 1)]  # Discord's longest names
GRASS = "........."
PHONE, MIN_PX, ASPECT = 400, 8, 1.6


def _game(n=4, seed=2, moves=None, names=NAMES):
    state = GAME.setup(names[:n], {}, seed)
    players = [GAME.computer_player(i) for i in range(n)]
    count = 0
    while not GAME.is_over(state) and (moves is None or count < moves):
        (seat,) = GAME.to_act(state)
        state, _ = GAME.apply(state, seat, players[seat].choose(GAME, state, seat))
        count += 1
    return state


def _extreme(arrows, names, crowd=False):
    """21 rows on the table (start tile to nest tile, the most the rules
    show), the birds spread from row 1 to row 19; with 4 east arrows the
    rows drift 13 half-spaces east, the widest board the 4 arrow tiles can
    make."""
    rows = ["....*...."] + [("..3...2.." if r % 4 == 0 else ".~..1....") if r % 2 == 0 else ".~......."
                            for r in range(1, 20)] + [".@..@..@."]
    shifts, marks = {0: 0}, {}
    for r in range(1, 21):
        shifts[r] = shifts[r - 1] + (3 if marks.get(r - 1) else (1 if r % 2 else -1))
        if r in arrows:
            marks[r] = "E"
    pos = ["E0"] * len(names) if crowd else ["E1", "D4", "D8", "B12", "E16", "F19"][: len(names)]
    state = Kit().build(rows, [{"pos": p, "energy": 9} for p in pos], shifts=shifts, arrows=marks, names=names)
    state["last"] = {"seat": 1, "from": "E17", "to": "F19", "path": ["E17", "E18", "F19"], "cost": 2, "food": 2}
    return state


POSITIONS = {(n, when): _game(n, 3 + n, {"start": 0, "mid": 12, "final": None}[when])
             for n in (2, 3, 4, 5, 6) for when in ("start", "mid", "final")}
POSITIONS.update({
    (6, "mid, 32-character names"): _game(6, 9, 30, LONG),
    (6, "final, 32-character names"): _game(6, 9, None, LONG),
    (6, "21 rows"): _extreme(set(), NAMES),
    (6, "21 rows, widest"): _extreme({2, 6, 10, 14}, NAMES),
    (6, "21 rows, widest, 32-character names"): _extreme({2, 6, 10, 14}, LONG),
    (6, "21 rows, 32-character names on the start space"): _extreme(set(), LONG, crowd=True),
})


def _draw(view):
    R._row_labels.cache_clear()  # so that every text is drawn, and measured, now
    R._ground.cache_clear()
    with R.recording() as texts:
        image = R.board(view, EN)
    return image, texts


def _overlap(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _colours(image):
    return {c for _, c in image.convert("RGB").getcolors(maxcolors=1 << 22)}


# -- made for a phone ------------------------------------------------------------------


@pytest.mark.parametrize("key", sorted(POSITIONS, key=str))
def test_rule_every_picture_reads_on_a_phone(key):
    # issue 14: "at 400 px wide, the text a player needs ... is at least 8 px
    # tall, and no picture is more than 1.6 times as tall as it is wide"
    image, texts = _draw(GAME.view(POSITIONS[key], None))
    assert image.height <= ASPECT * image.width, f"{image.size}"
    assert image.width <= R.MAX_WIDTH
    smallest = min(size for _, size, _ in texts)
    assert smallest * PHONE / image.width >= MIN_PX, f"{smallest} px text on {image.width} px"
    assert len(to_png(image)) < 300_000


def test_the_terser_panel_is_used_only_when_the_full_one_cannot_fit():
    assert R._choose(GAME.view(POSITIONS[(6, "mid")], None), EN)[3] == 0
    assert R._choose(GAME.view(POSITIONS[(6, "21 rows, widest, 32-character names")], None), EN)[3] > 0


@pytest.mark.parametrize("key", sorted(POSITIONS, key=str))
def test_no_two_texts_overlap(key):
    # issue 14: "no label overlaps at any player count" (nest names, space
    # labels, food, bird names, captions, the panel)
    _, texts = _draw(GAME.view(POSITIONS[key], None))
    assert len(texts) > 40
    for i, (a, _, box_a) in enumerate(texts):
        for b, _, box_b in texts[i + 1:]:
            assert not _overlap(box_a, box_b), f"{a!r} {box_a} overlaps {b!r} {box_b}"


# -- what the board shows -----------------------------------------------------------------


@pytest.mark.parametrize("key", sorted(POSITIONS, key=str))
def test_birds_are_named_by_player_not_like_a_space(key):
    view = GAME.view(POSITIONS[key], None)
    _, texts = _draw(view)
    drawn = [t for t, _, _ in texts]
    labels = {f"{'ABCDEFGHI'[c]}{row['row']}" for row in view["rows"] for c in range(9)}
    # anything that reads like a space is the label of a space on the board
    assert all(t in labels for t in drawn if re.fullmatch(r"[A-Z]\d{1,2}", t))
    # every bird's tag is a short form of its own name that no other player's
    # name could give
    names = [b["name"] for b in view["birds"]]
    tags = R.tag_names(tuple(names), 40)
    assert len(set(tags.values())) == len(names)
    for seat, tag in tags.items():
        head, _, tail = tag.rstrip(".").partition("\u2026")
        assert names[seat].startswith(head) and names[seat].endswith(tail)
    # the panel names every bird by player and species
    panel = " ".join(t for t, _, _, _ in R.panel_lines(view, EN))
    for bird in view["birds"]:
        species = {"robin": "Robin", "bluethroat": "Bluethroat"}[bird["team"]]
        assert f"{R._clip(bird['name'], R.PANEL_NAME[0])}'s {species}" in panel


def test_tags_tell_players_apart_even_when_names_share_a_start():
    names = ("Player 1", "Player 2", "Player 10", "Ann")
    tags = R.tag_names(names, 40)
    assert tags[3] == "Ann"
    assert len(set(tags.values())) == 4
    assert (tags[0], tags[1], tags[2]) == ("\u20261", "\u20262", "\u20260")  # "…1": ends in 1
    assert R.tag_names(("Bartholomew", "Bart"), 60) == {0: "Barth.", 1: "Bart"}


def test_the_last_flight_is_drawn_under_the_labels():
    state = POSITIONS[(4, "mid")]
    view = GAME.view(state, None)
    bare = dict(view, last=None)
    drawn, texts = _draw(view)
    plain, _ = _draw(bare)
    assert R.FLIGHT in _colours(drawn) and R.FLIGHT not in _colours(plain)
    on_path = set(view["last"]["path"])
    checked = 0
    for text, _, box in texts:
        if text in on_path:
            for x in range(int(box[0]), int(box[2])):
                for y in range(int(box[1]), int(box[3])):
                    if plain.getpixel((x, y)) == INK:
                        assert drawn.getpixel((x, y)) == INK, (text, x, y)
                        checked += 1
    assert checked > 20


def test_the_last_flight_is_the_shared_highlight_and_the_panel_names_its_colour():
    # render.base: "the last move highlighted in HIGHLIGHT"; the panel, the
    # guide (rules) and the README call it the violet line
    assert R.FLIGHT == HIGHLIGHT
    view = GAME.view(POSITIONS[(4, "mid")], None)
    said = [text for text, _, _, _ in R.panel_lines(view, EN) if text.startswith("Last flight")]
    assert said and said[0].startswith("Last flight (violet line): ")
    assert "violet line" in guide(GAME.info) and "pink" not in guide(GAME.info)


def test_the_last_flight_is_highlighted_only_after_a_flight():
    start = POSITIONS[(2, "start")]
    assert R.FLIGHT not in _colours(R.board(GAME.view(start, None), EN))
    (seat,) = GAME.to_act(start)
    moved, _ = GAME.apply(start, seat, GAME.legal_moves(start, seat)[0].notation)
    assert R.FLIGHT in _colours(R.board(GAME.view(moved, None), EN))


def test_the_bird_to_fly_is_ringed_and_named_first_in_the_panel():
    state = POSITIONS[(4, "mid")]
    view = GAME.view(state, None)
    hw = R._choose(view, EN)[0]
    lay = R._Layout(view, R._Geo(hw))
    turn = view["turn"]
    where = view["birds"][turn]["pos"]
    others = [b for b in view["birds"] if b["seat"] != turn and b["status"] == "flying" and b["pos"] != where]

    def ring(image, pos):
        row, col = int(pos[1:]), "ABCDEFGHI".index(pos[0])
        cx, cy = lay.centre(row, col)
        x = cx - (hw / 2 - 4)  # on the hex's west side, inside its outline
        return all(image.getpixel((round(x) + dx, round(cy))) == INK for dx in (-1, 0, 1))

    image = R._board_image(view, EN, hw)
    assert ring(image, view["birds"][turn]["pos"])
    assert others and not any(ring(image, b["pos"]) for b in others)
    head = R.panel_lines(view, EN)[0][0]
    assert head.startswith(f"To fly: {R.bird_name(view, turn, EN)} from {view['birds'][turn]['pos']}")


# -- colours for colour-blind players ------------------------------------------------------

# The shared check (render.base: Machado 2009 simulations, CIEDE2000), with
# normal vision, protanopia and deuteranopia for the whole palette.
APART = 10  # CIEDE2000: Okabe-Ito's own blue and purple are about 12 apart under protanopia


def test_rule_every_colour_pair_of_the_picture_stays_apart_for_colour_blind_players():
    # issue 14: "make every colour pair in a game distinguishable (check with
    # a colour-vision simulation, e.g. deuteranopia and protanopia)". Before
    # this check, the last flight's pink was 5 apart from the caterpillar's
    # green (deuteranopia), grass and the start space 4 apart.
    difference, name_a, name_b, vision = closest_pair(R.PALETTE, RED_GREEN)
    assert difference >= APART, f"{name_a} and {name_b} are {difference:.1f} apart under {vision}"
    # the last flight (the last-move highlight) also under tritanopia, and
    # apart from both teams' colours
    difference, name, vision = closest_to("last flight", R.PALETTE)
    assert difference >= APART, f"the last flight and {name} are {difference:.1f} apart under {vision}"


# -- drawing cost (issue 14 item 9) ----------------------------------------------------------


def _fresh(view):
    """The picture drawn with every layer that depends on more than a text
    and a size forgotten (the ground, row labels, tags, the panel's
    setting and wrapping); text stamps, a pure function of the text, stay."""
    for cache in (R._ground, R._row_labels, R.tag_names, R._set_panel, R._wrapped):
        cache.cache_clear()
    return R.board(view, EN)


def test_a_picture_pasted_from_cached_layers_is_the_picture_drawn_afresh():
    # issue 14 item 9: what never changes is drawn once and pasted; what is
    # pasted must be what would be drawn now. Every picture of a 6-player
    # game drawn in order (and the same board with another last flight, and
    # with other names) equals the one drawn afresh; two of them also equal
    # the one drawn with every cache emptied.
    state = GAME.setup(NAMES[:6], {}, 21)
    players = [GAME.computer_player(i) for i in range(6)]
    views = [GAME.view(state, None)]
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        state, _ = GAME.apply(state, seat, players[seat].choose(GAME, state, seat))
        views.append(GAME.view(state, None))
    m = len(views) // 2
    middle = views[m]
    views += [dict(middle, last=dict(middle["last"], path=middle["last"]["path"][:1])),
              dict(middle, birds=[dict(b, name=b["name"] + "x") for b in middle["birds"]],
                   players=[n + "x" for n in middle["players"]])]
    clear_caches()
    warm = [R.board(view, EN).tobytes() for view in views]
    assert warm[-1] != warm[m] != warm[-2]
    for k, view in reversed(list(enumerate(views))):  # each drawn afresh after other pictures
        assert _fresh(view).tobytes() == warm[k], k
    for k in (m + 1, len(views) - 3):
        clear_caches()
        assert R.board(views[k], EN).tobytes() == warm[k], k


@pytest.mark.parametrize("text, size, bold", [
    ("Player0 - Player2: 5 apart, may talk", R.TEXT, False),
    ("  move F7. An arrow beside a row: the next row is turned and hangs one", R.TEXT, False),
    ("To fly: Player0's Robin from I7 (ringed)", R.HEAD, True),
])
def test_a_panel_line_set_word_by_word_matches_the_font_rendering_the_whole_line(text, size, bold):
    # issue 14 item 9: a panel line is set from its words' stamps (each
    # rendered once) rather than rendered anew; it must read as the font's
    # own rendering of the line: the same ink, each word where the font puts
    # it (within a pixel: the font places glyphs at fractions of one), and
    # as far as the panel's setting measures.
    fnt = font(size, bold)
    line, dx, dy, box = R._line(text, size, bold)
    ref, (rx, ry) = fnt.getmask2(text, "L", anchor="la")
    ref_box = ref.getbbox()
    assert abs((dx + box[0]) - (rx + ref_box[0])) <= 1
    assert abs((dx + box[2]) - (rx + ref_box[2])) <= 1
    assert (dy + box[1], dy + box[3]) == (ry + ref_box[1], ry + ref_box[3])
    ink, ref_ink = sum(line.histogram()[1:]), sum(ref.histogram()[1:])
    assert abs(ink - ref_ink) <= 0.02 * ref_ink
    assert abs(R._line_width(text, bold, size) - fnt.getlength(text)) <= 1.5


# -- the score sheet and the private picture ------------------------------------------------


@pytest.mark.parametrize("n", [2, 4, 6])
def test_final_picture_draws_the_score_sheet_rows_and_numbers_of_the_view(n):
    view = GAME.view(POSITIONS[(n, "final")], None)
    image, texts = _draw(view)
    hw, where, width, level = R._choose(view, EN)
    layout = R.panel_layout(view, width, EN, level)
    lines = [text for _, _, text, _, _ in layout]
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
    # the view holds the verdict as data (a Text's JSON): its English heads the panel's sheet
    assert str(Text.from_json(view["standings"][0]["detail"])).split(":")[0] in joined
    # and each line is really drawn on the picture, in the panel's place
    drawn = {t: box for t, _, box in texts}
    board_height = R._Layout(view, R._Geo(hw)).height
    for _, y, text, _, _ in layout:
        assert text in drawn, text
        if where == "under":
            assert drawn[text][1] >= board_height + R.GAP + y


def test_averages_are_written_as_numbers_are_read():
    # the score sheet's team averages: whole numbers without a point, others
    # to at most two decimals, no trailing zeros
    assert [R.num(x) for x in (3.0, 0.0, 2.5, 2.1, 7 / 3, -1.0)] == ["3", "0", "2.5", "2.1", "2.33", "-1"]


@pytest.mark.parametrize("key", sorted(POSITIONS, key=str))
def test_start_is_written_on_the_start_space_only_while_no_bird_sits_there(key):
    view = GAME.view(POSITIONS[key], None)
    _, texts = _draw(view)
    perched = {R._parse(b["pos"]) for b in view["birds"] if b["status"] != "out" and b["pos"]}
    free = [(row["row"], c) for row in view["rows"] for c, ch in enumerate(row["spaces"])
            if ch == "*" and (row["row"], c) not in perched]
    written = [box for text, _, box in texts if text == "start"]
    assert len(written) == len(free)
    if free:
        hw, where, width, _ = R._choose(view, EN)
        lay = R._Layout(view, R._Geo(hw))
        (x0, y0, x1, y1), (cx, cy) = written[0], lay.centre(*free[0])
        ox = (width - lay.width) // 2 if where == "under" else 0
        assert x0 <= cx + ox <= x1 and abs((y0 + y1) / 2 - (cy + lay.geo.item_dy)) <= R.TEXT


@pytest.mark.parametrize("n", [2, 4, 6])
def test_the_final_legend_does_not_tell_anyone_to_fly(n):
    view = GAME.view(POSITIONS[(n, "final")], None)
    for level in range(R.LEVELS):
        legend = [text for text, _, _, block in R.panel_lines(view, EN, level) if block == "legend"]
        assert legend and not any("move F7" in t or "To fly" in t for t in legend)
    assert any("move F7" in t for t, *_ in R.panel_lines(GAME.view(POSITIONS[(n, "mid")], None), EN))


def test_panel_swatches_mark_each_items_first_line_and_pairs_share_a_line():
    view = GAME.view(POSITIONS[(4, "mid")], None)
    hw, where, width, level = R._choose(view, EN)
    layout = R.panel_layout(view, width, EN, level)
    # a block set in two columns: the right-hand item sits on its partner's line
    right = [(x, y) for x, y, *_ in layout if x > 8]
    assert right, "four short names: the birds are set in two columns"
    lefts = {y for x, y, *_ in layout if x == 8}
    assert all(y in lefts for _, y in right)
    # a wrapped item: its swatch on its first line, none on the lines after
    long = GAME.view(POSITIONS[(6, "21 rows, widest, 32-character names")], None)
    _, _, long_width, long_level = R._choose(long, EN)
    long_layout = R.panel_layout(long, long_width, EN, long_level)
    wrapped = 0
    for k, (_, _, text, colour, _) in enumerate(long_layout):
        if text.startswith("  "):
            assert colour is None
        elif k + 1 < len(long_layout) and long_layout[k + 1][2].startswith("  "):
            wrapped += colour is not None
    assert wrapped, "an item with a swatch wraps onto a second line"
    # and the swatch is drawn in its colour beside its line
    image = R.board(view, EN).convert("RGB")
    oy = R._Layout(view, R._Geo(hw)).height + R.GAP if where == "under" else 0
    ox = 0 if where == "under" else image.width - width
    for x, y, _, colour, fnt in layout:
        if colour is not None:
            top = y + oy + (R._line_h(fnt) - 16) // 2 - 1
            assert image.getpixel((ox + x + 11, top + 7)) == tuple(colour)


def test_private_picture_only_for_a_seat():
    state = POSITIONS[(4, "mid")]
    assert R.private(GAME.view(state, None), EN) is None
    view = GAME.view(state, 1)
    image = R.private(view, EN)
    assert image is not None and image.height <= ASPECT * image.width
    assert f"energy {view['energy']}" in " ".join(t for t, *_ in R.panel_lines(view, EN))
    big = dict(view, energy=250)
    image = R.private(big, EN)
    assert image.height <= ASPECT * image.width  # pips stop at 100


def test_panel_text_sizes_come_from_freetype_fonts_only():
    # the panel is set in render.base.font's FreeType fonts (TEXT, HEAD);
    # Pillow's bitmap font has no size, and is refused by name, not misdrawn
    assert R._size(font(R.TEXT)) == R.TEXT and R._size(font(R.HEAD, bold=True)) == R.HEAD
    assert R._is_bold(font(R.TEXT, bold=True)) and not R._is_bold(font(R.TEXT))
    bitmap = ImageFont.ImageFont()
    assert not R._is_bold(bitmap)
    with pytest.raises(TypeError, match="FreeType"):
        R._size(bitmap)
