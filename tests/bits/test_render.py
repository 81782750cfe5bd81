"""BITS pictures (render/bits.py): drawn from views only, made for a phone
(issue 14: at most 1.6 times as tall as wide, no text under 8 px once shrunk
to 400 px wide), colours that stay apart for colour-blind players, every
scoring block outlined with its points, the last drop highlighted, the
final score table, and the hidden drop shown only to its owner."""

from __future__ import annotations

import io
import itertools
import math

import pytest
from PIL import Image, ImageDraw

from render import bits as R
from render.base import INK, to_png
from rules.bits import GAME

PHONE_WIDTH = 400
MIN_TEXT_PX = 8
LONG = "W" * 31  # Discord display names are at most 32 characters


def _fresh():
    """Forget every cached layer, so that a picture draws all its text now."""
    for obj in vars(R).values():
        if hasattr(obj, "cache_clear"):
            obj.cache_clear()


def _measured(draw_picture):
    """(picture, [(text, font size, xy)]) for every text drawn while making it."""
    calls = []
    original = ImageDraw.ImageDraw.text

    def text(self, xy, content, *args, **kwargs):
        fnt = kwargs.get("font")
        if content and str(content).strip():
            calls.append((str(content), fnt.size, xy))
        return original(self, xy, content, *args, **kwargs)

    _fresh()
    ImageDraw.ImageDraw.text = text
    try:
        image = draw_picture()
    finally:
        ImageDraw.ImageDraw.text = original
    return image, calls


def _states(kit, n, advanced, names=None, seed=7):
    """A start, mid-game and final position of a random game."""
    state = kit.new(n=n, seed=seed, advanced=advanced)
    if names:
        state["players"] = list(names)
    players = kit.randoms(n, seed)
    mid, _ = kit.play(state, players, until=lambda s: s["round"] == s["rounds"] and len(s["turned"]) > 5)
    final, _ = kit.play(mid, players)
    return {"start": state, "mid": mid, "final": final}


def _assert_phone_sized(image, calls, what):
    width, height = image.size
    assert height <= R.MAX_ASPECT * width, f"{what}: {width}x{height} is too tall for a phone"
    smallest = min(size for _, size, _ in calls)
    assert smallest * PHONE_WIDTH / width >= MIN_TEXT_PX, f"{what}: {smallest} px text on {width} px"


@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.parametrize("advanced", [False, True])
def test_rule_every_public_picture_reads_on_a_phone(kit, n, advanced):
    # issue 14: "no picture is more than 1.6 times as tall as it is wide" and
    # text "at least 8 px tall" at 400 px wide; long names are cut, not widened
    names = [f"{LONG}{i}" for i in range(n)]
    for moment, state in _states(kit, n, advanced, names).items():
        image, calls = _measured(lambda state=state: R.board(GAME.view(state, None)))
        assert image.width == R.WIDTH
        _assert_phone_sized(image, calls, f"{n} players {moment}")
        assert R.layout(GAME.view(state, None))["cell"] >= R.MIN_CELL
        data = to_png(image)
        assert len(data) < 100_000 and Image.open(io.BytesIO(data)).size == image.size


def test_rule_a_final_picture_with_ties_still_reads_on_a_phone(kit):
    view = _final_view(kit, [[4, 4, 4, 4], [8, 2, 2, 4], [4, 4, 4, 4], [8, 2, 2, 4]], advanced=True)
    image, calls = _measured(lambda: R.board(view))
    _assert_phone_sized(image, calls, "4 tied players")
    drawn = [text for text, _, _ in calls]
    assert "Tie on 16: best single round decides" not in drawn  # ranks differ only within a total
    assert "Tie on 16: best round ties too, rank shared" in drawn


@pytest.mark.parametrize("with_drop", [False, True])
def test_rule_the_private_picture_reads_on_a_phone(kit, with_drop):
    state = _states(kit, 4, False)["mid"]
    seat = min(GAME.to_act(state))
    if with_drop:
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0].notation)
    image, calls = _measured(lambda: R.private(GAME.view(state, seat)))
    _assert_phone_sized(image, calls, "private")


# -- colours -------------------------------------------------------------------------
# Machado, Oliveira and Fernandes (2009), severity 1, applied to linear RGB.
MACHADO = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}
APART = 10  # CIEDE2000; Okabe-Ito's own blue and purple are 12 apart under protanopia


def _lab(rgb, vision):
    lin = [(c / 255) / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in rgb]
    r, g, b = (min(1.0, max(0.0, sum(m * v for m, v in zip(row, lin, strict=True)))) for row in MACHADO[vision])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _de2000(lab1, lab2):
    """CIEDE2000 colour difference (Sharma, Wu and Dalal 2005)."""
    (l1, a1, b1), (l2, a2, b2) = lab1, lab2
    cbar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cbar ** 7 / (cbar ** 7 + 25 ** 7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1, h2 = math.degrees(math.atan2(b1, a1)) % 360, math.degrees(math.atan2(b2, a2)) % 360
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    dl, dc = l2 - l1, c2 - c1
    dhh = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    lbar, cb = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        hbar = h1 + h2
    elif abs(h1 - h2) <= 180:
        hbar = (h1 + h2) / 2
    else:
        hbar = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hbar - 30)) + 0.24 * math.cos(math.radians(2 * hbar))
         + 0.32 * math.cos(math.radians(3 * hbar + 6)) - 0.20 * math.cos(math.radians(4 * hbar - 63)))
    sl = 1 + 0.015 * (lbar - 50) ** 2 / math.sqrt(20 + (lbar - 50) ** 2)
    sc, sh = 1 + 0.045 * cb, 1 + 0.015 * cb * t
    rt = -math.sin(math.radians(60 * math.exp(-(((hbar - 275) / 25) ** 2)))) * 2 * math.sqrt(
        cb ** 7 / (cb ** 7 + 25 ** 7))
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dhh / sh) ** 2 + rt * (dc / sc) * (dhh / sh))


def _worst(a, b):
    return min((_de2000(_lab(a, v), _lab(b, v)), v) for v in MACHADO)


def test_ciede2000_matches_the_published_test_data():
    # Sharma, Wu and Dalal's table, pairs 1, 7 and 17
    assert round(_de2000((50, 2.6772, -79.7751), (50, 0, -82.7485)), 4) == 2.0425
    assert round(_de2000((50, 0, 0), (50, -1, 2)), 4) == 2.3669
    assert round(_de2000((50, 2.5, 0), (73, 25, -18)), 4) == 27.1492


def test_rule_every_colour_pair_of_the_picture_stays_apart_for_colour_blind_players():
    # issue 14: "make every colour pair in a game distinguishable (check with
    # a colour-vision simulation, e.g. deuteranopia and protanopia)"
    for (name_a, a), (name_b, b) in itertools.combinations(R.PALETTE.items(), 2):
        difference, vision = _worst(a, b)
        assert difference >= APART, f"{name_a} and {name_b} are {difference:.1f} apart under {vision}"
    # a scoring block's dashed border shows on its own colour: one of its two
    # colours stays apart from it
    for colour, fill in R.FILL.items():
        difference, vision = max(_worst(dash, fill) for dash in R.BORDER)
        assert difference >= APART, f"the border of a {colour} block under {vision}"


def test_the_colours_replaced_for_colour_blind_players_fail_the_same_check():
    # the check can fail: the earlier light grey neutral tile against purple,
    # the magenta highlight against blue
    assert _worst((160, 160, 160), R.FILL["P"])[0] < APART
    assert _worst((255, 0, 140), R.FILL["B"])[0] < APART
    assert _worst(INK, R.FILL["K"])[0] < APART  # why a block's border has white dashes too


# -- what the picture shows ----------------------------------------------------------


def _final_view(kit, rounds, advanced=False):
    """The public view of a finished game whose rounds scored ``rounds``."""
    state = kit.new(n=len(rounds), seed=3, advanced=advanced)
    state, _ = kit.play(state, kit.randoms(len(rounds), 3))
    state["round_scores"] = [list(r) for r in rounds]
    return GAME.view(state, None)


def _drawn(image, x, y, text, bold):
    """Whether ``text`` is drawn at (x, y) of ``image``: its bounding box
    matches the same text drawn alone on the table's background."""
    fnt = R._text_font(bold)
    left, top, right, bottom = ImageDraw.Draw(image).textbbox((x, y), text, font=fnt)
    alone = Image.new("RGB", image.size, R.PANEL)
    ImageDraw.Draw(alone).text((x, y), text, font=fnt, fill=INK)
    box = (left, top, right, bottom)
    return image.crop(box).tobytes() == alone.crop(box).tobytes()


def test_final_picture_has_the_score_table_with_the_views_rows_and_numbers(kit):
    # README: "at the end the score table, round by round"
    view = _final_view(kit, [[4, 4, 4], [8, 2, 2], [1, 0, 5]])
    layout = R.score_table_layout(view)
    rows = {}
    for _, y, text, _ in layout["texts"]:
        rows.setdefault(y, []).append(text)
    header, *players = [rows[y] for y in sorted(rows)]
    assert header == ["#", "Player", "R1", "R2", "R3", "Total"]
    # one row per player in rank order: rank, name, each round, total, from the view
    expected = []
    for standing in view["standings"]:
        board = view["boards"][standing["seat"]]
        expected.append([str(standing["rank"]), board["name"]] + [str(v) for v in board["round_scores"]]
                        + [str(board["total"])])
    assert players == expected
    assert players == [["1", "P2", "8", "2", "2", "12"], ["2", "P1", "4", "4", "4", "12"],
                       ["3", "P3", "1", "0", "5", "6"]]
    # the rulebook's tie-breaker: "the player with the highest score in a single round wins"
    assert [note for _, _, note in layout["notes"]] == ["Tie on 12: best single round decides"]
    # and the picture draws every one of them where the layout says
    table = R._score_table(view)
    assert table.size == (layout["width"], layout["height"])
    for x, y, text, bold in layout["texts"]:
        assert _drawn(table, x, y, text, bold), text
    # a number that is not the view's is not what was drawn
    x, y, text, bold = layout["texts"][-1]
    assert not _drawn(table, x, y, str(int(text) + 1), bold)
    # the final picture holds the table; a live picture has none
    assert _contains(R.board(view), table)
    assert not _contains(R.board(GAME.view(kit.new(n=3, seed=3), None)), table)


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


def test_final_picture_puts_the_winner_first_and_says_who_won(kit):
    view = _final_view(kit, [[1, 1, 1], [8, 2, 2], [4, 4, 3]])
    image, calls = _measured(lambda: R.board(view))
    drawn = [text for text, _, _ in calls]
    names = [t for t in drawn if t in ("P1", "P2", "P3")]
    assert names[-3:] == ["P2", "P3", "P1"]  # the boards, in rank order, after the table's rows
    assert "Game over: P2 wins with 12 points." in drawn
    assert "1st · 12 points" in drawn and "3rd · 3 points" in drawn


def _example_final(kit):
    """The rulebook's scoring example board, the end of a solo game."""
    state = kit.at_round(kit.new(n=1, seed=5), ["1A", "2A", "3A"], ["SB"])
    state, _ = kit.finish_solo_round(state)
    return GAME.view(state, None)


def test_rule_every_scoring_block_is_outlined_with_its_points(kit):
    # issue 14: "round-end and final pictures outline each scoring block with
    # its points"; the rulebook's example: red and purple squares +2, the blue
    # and purple 4-blocks +1, the blue corner +2, the blue pair -2
    view = _example_final(kit)
    blocks = view["boards"][0]["blocks"]
    assert sorted(b["points"] for b in blocks) == [-2, 1, 1, 2, 2, 2]
    cell = 50
    panel, calls = _measured(lambda: R._board_panel(view, 0, cell))
    gx, gy = R.LABEL_W + 4, R.NAME_H + R.COLS_H

    def square(name):
        c, r = R._cell_xy(name)
        return gx + c * cell, gy + (5 - r) * cell

    badges = {(text, xy) for text, _, xy in calls if text[0] in "+-" and text[1:].isdigit()}
    expected = set()
    for block in blocks:
        top_left = min(block["cells"], key=lambda n: (-int(n[1]), n[0]))
        x, y = square(top_left)
        expected.add((f"{block['points']:+d}", (x + cell / 2, y + cell / 2)))
        # the dashed border runs along the block's outer edges: the left
        # edge of its leftmost square in the bottom row, say
        bottom = min(block["cells"], key=lambda n: (int(n[1]), n[0]))
        assert _left_edge(panel, *square(bottom), cell) == set(R.BORDER), block
    assert badges == expected
    # a square in no scoring block has no border: the neutral tile's D6, the
    # yellow block of 5 (too big for any card) at E6
    for name in ("D6", "E6"):
        assert not _left_edge(panel, *square(name), cell) & set(R.BORDER), name


def _left_edge(panel, x, y, cell):
    """The colours just inside the left edge of the square at (x, y) (past
    the white frame and the seam of its tile)."""
    return {panel.getpixel((x + 3, y + k)) for k in range(4, cell - 4)}


def test_last_drop_is_highlighted(kit):
    state = _states(kit, 1, False, seed=8)["mid"]
    view = GAME.view(state, None)
    assert view["last"]["drops"][0]

    def count(image):
        return sum(n for n, c in image.convert("RGB").getcolors(maxcolors=1 << 16) if c == R.LAST)

    with_last = count(R.board(view))
    view["last"] = None
    # without a last drop the colour remains in the legend only
    assert with_last > count(R.board(view)) > 0


def test_private_picture_shows_only_the_owners_pending_drop(kit):
    state = _states(kit, 2, False, seed=5)["mid"]
    seat = min(GAME.to_act(state))
    other_seat = 1 - seat
    before = state
    state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0].notation)
    # the owner's private picture draws the hidden tile, and says what to type
    image, calls = _measured(lambda: R.private(GAME.view(state, seat)))
    assert image.tobytes() != R.private(GAME.view(before, seat)).tobytes()
    assert f"Your hidden drop (dashed): {state['pending'][seat]}" in [t for t, _, _ in calls]
    # the other seat's picture and the public picture are the same whichever drop is hidden
    other = kit.game.copy_state(state)
    other["pending"][seat] = next(
        m.notation for m in GAME.legal_moves(before, seat) if m.notation != state["pending"][seat]
    )
    assert R.private(GAME.view(state, other_seat)).tobytes() == R.private(GAME.view(other, other_seat)).tobytes()
    assert R.board(GAME.view(state, None)).tobytes() == R.board(GAME.view(other, None)).tobytes()
    assert R.private(GAME.view(state, None)) is None


def test_the_legend_writes_drops_exactly_as_typed_while_drops_are_due(kit):
    # issue 14: "Pictures write moves exactly as they are typed"
    for moment, state in _states(kit, 2, False).items():
        _, calls = _measured(lambda state=state: R.board(GAME.view(state, None)))
        examples = [t for t, _, _ in calls if t.startswith('"C h R"')]
        if moment == "final":
            assert not examples  # nothing left to type
            continue
        assert examples == ['"C h R", "D v Y", "E v"; your neutral tile instead: "neutral C h"']
        legal = {"C h R", "D v Y", "E v", "neutral C h"}
        for typed in legal:
            neutral, col, orient, end = GAME.parse(typed)
            assert GAME._notation(neutral, col, orient, end) == typed
