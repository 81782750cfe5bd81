"""Townies pictures, designed for a phone (issue 14).

The public picture puts every player's map sheet side by side, up to three
to a row (1 player: one, 2 players: two, 3-5 players: three), under a header
with the round, who is still to act, both dice (every orientation of the
rolled Shape, numbered, its anchor dotted, the moves written as typed) and
the cards; the legend fills a free slot of the grid or runs under it. At the
end the header is the final score sheet instead.

Sizes: a layout fixes the hex radius for its number of columns and the
picture's width; the smallest text is at least width / 50 (so at least 8 px
once the picture is shrunk to a 400 px phone screen), and the grid keeps the
whole picture within 1.6 times as tall as wide at 5 players, mid-game and at
the end (tests/townies/test_render.py measures both).

Each map: columns A-I above, every empty space labelled as the notation
writes it (`E5`), Blocks in their colour with their letter (R F I P C),
Objects in their colour with a white badge holding their abbreviation and
the colour letter under it, star spaces starred, the central area shaded
and framed, and last round's drawing outlined in violet (this round's own
drawing on the private picture). Under the map the Object line (each
Object's score, its abbreviation) and what each Goal counts and earns.

Colours: Okabe-Ito vermillion, yellow, bluish green and blue, a real brown
for Industrial (Okabe-Ito's orange was too close to the vermillion), a
violet last-move outline; every pair stays apart under protanopia and
deuteranopia (Machado 2009, tests/townies/test_render.py) and every colour
has its letter.

Drawing cost: the blank map with its labels, the cells' sprites and every
rendered string are drawn once per size and cached (crisp, so they paste
through 1-bit masks); each player's map with its Object line and Goals is
drawn once for what it shows, which changes only when a round's drawings are
revealed, so the other pictures of the round paste it and write only the
lines above it and the header. Every cache is keyed by all it shows
(tests/townies/test_render.py compares warm pictures with fresh ones).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial

from PIL import Image, ImageDraw

from render import hexes
from render.base import (
    BACKGROUND,
    GRID,
    HIGHLIGHT,
    HIGHLIGHT_WIDTH,
    INK,
    OKABE_ITO,
    Words,
    contrast_ink,
    fit_text,
    font,
    layer_cache,
    text_width,
    wrap_text,
    written,
)
from render.base import canvas as _base_canvas
from render.hexes import SQRT3 as SQ3
from rules.townies.geometry import (
    CENTRAL,
    COLOUR_BLOCK,
    COLOUR_LETTER,
    COLUMN_OF,
    COLUMNS,
    INDEX,
    LABELS,
    N_CELLS,
    OBJECTS,
    ROW_OF,
    STARS,
)

FILL = {
    "red": OKABE_ITO["vermillion"],
    "yellow": OKABE_ITO["yellow"],
    # Industrial is brown on the box; Okabe-Ito's orange read as the
    # vermillion of Residential (issue 14), this brown does not.
    "brown": (120, 70, 30),
    "green": OKABE_ITO["green"],
    "blue": OKABE_ITO["blue"],
}
EMPTY = (255, 255, 255)
CENTRAL_TINT = (198, 210, 238)
# The last move's outline: the shared dark violet (render.base.HIGHLIGHT),
# drawn at least HIGHLIGHT_WIDTH px thick. (The brighter violet it replaced
# was 8.5 CIEDE2000 from Commercial's blue under deuteranopia.)
LAST = HIGHLIGHT
SOLO_RING = OKABE_ITO["purple"]
PANEL = (255, 255, 255)
HEADER = (240, 240, 240)
MUTED = (90, 90, 90)
LABEL_INK = (105, 105, 105)
FRAME = (40, 40, 70)

# every colour that fills or outlines something that means something
PALETTE = {
    **{f"{c} ({COLOUR_BLOCK[c]})": v for c, v in FILL.items()},
    "empty space": EMPTY,
    "central area": CENTRAL_TINT,
    "last move": LAST,
}

ABBR = {k: v["abbr"] for k, v in OBJECTS.items()}
COLOURS = ("red", "yellow", "brown", "green", "blue")
MAX_ASPECT = 1.6
PHONE_TEXT = 50  # the smallest text is at least the picture's width / PHONE_TEXT


# ---------------------------------------------------------------------------
# layouts
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Layout:
    cols: int
    radius: int  # hex radius
    pad: int  # inside a panel, left and right of the map
    gap: int  # between panels
    margin: int  # around the picture
    side: int = 0  # a column right of the map for the header (one map only)

    @property
    def panel_w(self) -> int:
        return 14 * self.radius + 2 * self.pad

    @property
    def width(self) -> int:
        grid = self.cols * self.panel_w + (self.cols - 1) * self.gap + 2 * self.margin
        return grid + (self.side + self.gap if self.side else 0)

    @property
    def text(self) -> int:
        """The smallest text: at least width / 50."""
        return max(15, math.ceil(self.width / PHONE_TEXT))

    @property
    def cell_text(self) -> int:
        return max(self.text, round(0.78 * self.radius))

    @property
    def line(self) -> int:
        return round(self.text * 1.3)

    @property
    def map_h(self) -> int:
        return math.ceil(SQ3 * self.radius * 9.5) + 2


LAYOUTS = {
    1: Layout(cols=1, radius=30, pad=4, gap=12, margin=10, side=380),
    2: Layout(cols=2, radius=28, pad=4, gap=12, margin=8),
    3: Layout(cols=3, radius=23, pad=2, gap=8, margin=3),
}


def layout_for(players: int) -> Layout:
    return LAYOUTS[min(max(players, 1), 3)]


# ---------------------------------------------------------------------------
# text (every string rendered once and cached as a mask)
# ---------------------------------------------------------------------------


# Text drawn without anti-aliasing: crisp with DejaVu's hinting, and few
# colours, so the PNG stays small and quick to encode.
canvas = partial(_base_canvas, crisp=True)


def _binary(mask: Image.Image) -> Image.Image:
    """A mask that is all 0 and 255 (crisp text, a polygon) as a 1-bit
    mask: it pastes exactly the same pixels, three to five times faster
    (Pillow blends through an 8-bit mask pixel by pixel)."""
    histogram = mask.histogram()
    if any(histogram[1:255]):
        return mask
    return mask.convert("1", dither=Image.Dither.NONE)


@layer_cache(maxsize=4096)
def _text_mask(text: str, fnt, anchor: str):
    left, top, right, bottom = fnt.getbbox(text, anchor=anchor)
    if right <= left or bottom <= top:
        return None, 0, 0
    mask = Image.new("L", (right - left, bottom - top), 0)
    draw = ImageDraw.Draw(mask)
    draw.fontmode = "1"
    draw.text((-left, -top), text, font=fnt, fill=255, anchor=anchor)
    return _binary(mask), left, top


def _text(draw, xy, text, fnt, fill=INK, anchor="la") -> None:
    """draw.text with each rendered string cached (pictures repeat them a lot)."""
    image = getattr(draw, "image", None)
    if image is None:
        draw.text(xy, text, font=fnt, fill=fill, anchor=anchor)
        return
    mask, left, top = _text_mask(str(text), fnt, anchor)
    if mask is not None:
        image.paste(fill, (round(xy[0] + left), round(xy[1] + top)), mask)


def _width(text: str, fnt) -> int:
    """The width of ``text`` as drawn (measurements are cached)."""
    return text_width(text, fnt, crisp=True)


@layer_cache(maxsize=1024)
def _fit(text: str, fnt, width: int) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels (remembered:
    cutting measures the text once per character dropped)."""
    return fit_text(text, fnt, width, crisp=True)


def _wrap(text: str, fnt, width: int, max_lines: int = 0) -> list[str]:
    """Words flowed into lines of at most ``width`` pixels (at most
    ``max_lines``, the last one then ending with an ellipsis)."""
    return list(_wrapped(text, fnt, width, max_lines))


@layer_cache(maxsize=1024)
def _wrapped(text: str, fnt, width: int, max_lines: int) -> tuple[str, ...]:
    # A text that fits whole is one line: every prefix of it is narrower (its
    # glyphs sit where they sit in the whole), so wrap_text, which measures
    # the text word by word, would keep it on one line too.
    if text == " ".join(text.split()) and text and _width(text, fnt) <= width:
        return (text,)
    return tuple(wrap_text(text, fnt, width, crisp=True, max_lines=max_lines, cut=True))


# ---------------------------------------------------------------------------
# the map sheet (static parts cached per hex radius)
# ---------------------------------------------------------------------------


def _hex(x: float, y: float, s: float):
    return hexes.corners(x, y, s, hexes.FLAT)


def _draw_star(draw, x: float, y: float, r: float, fill, outline=INK) -> None:
    pts = []
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.45
        a = math.radians(-90 + 36 * k)
        pts.append((x + rad * math.cos(a), y + rad * math.sin(a)))
    draw.polygon(pts, fill=fill, outline=outline)


@layer_cache(maxsize=4)
def _geometry(lay: Layout):
    """Cell centres and outlines within the map (column letters above it)."""
    R = lay.radius
    top = lay.line
    centres = []
    for i in range(N_CELLS):
        x, y = hexes.flat_offset_centre(COLUMN_OF[i], ROW_OF[i], R)
        centres.append((lay.pad + x, top + y))
    polys = [_hex(x, y, R) for x, y in centres]
    return centres, polys, top + lay.map_h


@layer_cache(maxsize=4)
def _central_outline(lay: Layout) -> list:
    """Segments between central and non-central cells."""
    centres, _polys, _h = _geometry(lay)
    R = lay.radius
    segments = []
    for i in sorted(CENTRAL):
        cx, cy = centres[i]
        for start, end, (mx, my) in hexes.edges(cx, cy, R, hexes.FLAT):
            nb = min(range(N_CELLS), key=lambda j: (centres[j][0] - mx) ** 2 + (centres[j][1] - my) ** 2)
            if abs(centres[nb][0] - mx) + abs(centres[nb][1] - my) < 2 and nb in CENTRAL:
                continue
            segments.append((start, end))
    return segments


@layer_cache(maxsize=4)
def _empty_map(lay: Layout) -> Image.Image:
    """The blank map sheet with its column letters and cell labels."""
    centres, polys, height = _geometry(lay)
    image, draw = canvas(lay.panel_w, height, color=PANEL)
    R = lay.radius
    bold = font(lay.text, bold=True)
    for q, name in enumerate(COLUMNS):
        _text(draw, (lay.pad + R + 1.5 * R * q, lay.line / 2), name, bold, anchor="mm")
    small = font(lay.cell_text)
    for i in range(N_CELLS):
        cx, cy = centres[i]
        draw.polygon(polys[i], fill=CENTRAL_TINT if i in CENTRAL else EMPTY, outline=GRID)
        if i in STARS:
            _draw_star(draw, cx, cy - R * 0.45, R * 0.33, (250, 250, 250), outline=MUTED)
            _text(draw, (cx, cy + R * 0.32), LABELS[i], small, fill=LABEL_INK, anchor="mm")
        else:
            _text(draw, (cx, cy), LABELS[i], small, fill=LABEL_INK, anchor="mm")
    for (x1, y1), (x2, y2) in _central_outline(lay):
        draw.line([(x1, y1), (x2, y2)], fill=FRAME, width=3)
    return image


@layer_cache(maxsize=128)
def _sprite(lay: Layout, colour: str, kind: str | None, star: bool) -> tuple[Image.Image, Image.Image]:
    """A filled cell (a Block, or an Object drawn in ``colour``) and its mask."""
    R = lay.radius
    w, h = hexes.sprite_size(R)
    cx, cy = w / 2, h / 2
    image, draw = canvas(w, h, color=EMPTY)
    mask = Image.new("L", (w, h), 0)
    poly = _hex(cx, cy, R)
    ImageDraw.Draw(mask).polygon(poly, fill=255, outline=255)
    fill = FILL[colour]
    ink = contrast_ink(fill)
    draw.polygon(poly, fill=fill, outline=GRID)
    letter = COLOUR_LETTER[colour]
    size = lay.cell_text
    if kind is None:
        _text(draw, (cx, cy), letter, font(size, bold=True), fill=ink, anchor="mm")
    else:
        bold = font(size, bold=True)
        badge_w = _width(ABBR[kind], bold) + 4
        badge_h = round(size * 0.78) + 5
        top = cy - R * 0.76
        draw.rounded_rectangle([cx - badge_w / 2, top, cx + badge_w / 2, top + badge_h],
                               radius=3, fill=EMPTY, outline=INK)
        _text(draw, (cx, top + badge_h / 2 + 1), ABBR[kind], bold, fill=INK, anchor="mm")
        _text(draw, (cx, cy + R * 0.45), letter, bold, fill=ink, anchor="mm")
        if star:
            _draw_star(draw, cx + R * 0.62, cy + R * 0.40, R * 0.26, (255, 255, 255))
    return image, _binary(mask)


def _map(image: Image.Image, draw, lay: Layout, ox: int, oy: int, cells: tuple, highlight: set[str]) -> int:
    """The map at (ox, oy) with ``cells`` filled ((cell index, colour,
    Object type or None for a Block), drawn in that order); returns its
    height."""
    centres, polys, height = _geometry(lay)
    image.paste(_empty_map(lay), (ox, oy))
    R = lay.radius
    w, h = hexes.sprite_size(R)
    for i, colour, kind in cells:
        sprite, mask = _sprite(lay, colour, kind, i in STARS)
        image.paste(sprite, (round(ox + centres[i][0] - w / 2), round(oy + centres[i][1] - h / 2)), mask)
    if cells:  # the central frame over the filled cells too
        for (x1, y1), (x2, y2) in _central_outline(lay):
            draw.line([(ox + x1, oy + y1), (ox + x2, oy + y2)], fill=FRAME, width=3)
    for label in sorted(highlight):
        if label in INDEX:
            poly = [(ox + x, oy + y) for x, y in polys[INDEX[label]]]
            draw.line(poly + [poly[0]], fill=LAST, width=max(HIGHLIGHT_WIDTH, R // 5), joint="curve")
    return height


def _swatch(draw, x, y, colour: str, size: int, fnt) -> None:
    draw.rectangle([x, y, x + size, y + size], fill=FILL[colour], outline=INK)
    _text(draw, (x + size / 2 + 1, y + size / 2 + 1), COLOUR_LETTER[colour], fnt,
          fill=contrast_ink(FILL[colour]), anchor="mm")


# ---------------------------------------------------------------------------
# one player's panel
# ---------------------------------------------------------------------------

# the Goals a panel's lines name short, and what each Goal counts
GOAL_SHORT = ("specialization", "standardization", "recreational")
GOAL_UNIT = {"hub": "pic-townies-count-colours", "windrose": "pic-townies-count-columns"}  # else Objects


def goal_lines(view: dict, sheet: dict, words: Words) -> list[str]:
    """What each Goal (and Stable Soil) counts on this sheet and earns."""
    score = sheet["score"]
    out = []
    for key, count in sheet["goal_counts"].items():
        name = words("pic-townies-goal-short" if key in GOAL_SHORT else "pic-townies-goal", goal=key)
        if key == "specialization":
            what = words("pic-townies-count-surrounded", count=count, letter=COLOUR_LETTER[sheet["start"]])
        elif key == "standardization":
            a, b = sheet["standardization_pair"]
            what = words("pic-townies-count-objects-by", count=count, pair=f"{COLOUR_LETTER[a]}+{COLOUR_LETTER[b]}")
        elif key == "triangle":
            what = words("pic-townies-count-side", count=count)
        else:
            what = words(GOAL_UNIT.get(key, "pic-townies-count-objects"), count=count)
        out.append(words("pic-townies-goal-line", name=name, what=what, score=int(score.get(key, 0))))
    if "bonus" in score:
        out.append(words("pic-townies-soil-line", stars=sheet["stars_earned"], score=int(score["bonus"])))
    return out


def _panel_lines(view: dict, seat: int, private: bool, words: Words) -> tuple[str, str]:
    """The status line and the moves line of a panel."""
    sheet = view["sheets"][seat]
    parts = [words("pic-townies-status-start", letter=COLOUR_LETTER[sheet["start"]])]
    if view["cards"].get("bonus") and view["cards"]["bonus"] != "stable-soil":
        parts.append(f"★ {sheet['stars_available']}")
    if view["over"]:
        rank = next((st["rank"] for st in view["standings"] if st["seat"] == seat), None)
        if rank is not None:
            parts.append(words("pic-townies-status-rank", rank=rank))
    elif private:
        parts.append(words("pic-townies-status-done" if (view.get("this_round") or {}).get("done")
                           else "pic-townies-status-to-act"))
    else:
        parts.append(words("pic-townies-status-to-act" if seat in view["waiting"] else "pic-townies-status-acted"))
    last = view.get("last") or {}
    if private and not view["over"]:
        moves = (view.get("this_round") or {}).get("moves") or []
        said = words("pic-townies-moves-round", round=view["round"],
                     moves=", ".join(moves) if moves else words("pic-townies-moves-nothing"))
    else:
        said = words("pic-townies-moves-no-round")
        if last.get("round"):
            moves = last["moves"][seat] if seat < len(last.get("moves", [])) else []
            said = words("pic-townies-moves-round", round=last["round"],
                         moves=", ".join(moves) or words("pic-townies-moves-pass"))
    return "  ".join(parts), said


def _panel_height(lay: Layout, view: dict, seat: int, words: Words, compact: bool = False) -> int:
    _c, _p, map_h = _geometry(lay)
    lines = len(goal_lines(view, view["sheets"][seat], words))
    return (2 if compact else 3) * lay.line + 6 + map_h + _line_h(lay) + lines * lay.line + 8


def _line_h(lay: Layout) -> int:
    """The Object line: circles with scores, abbreviations under them."""
    return round(lay.text * 1.9) + lay.line + 4


def _panel(lay: Layout, view: dict, seat: int, highlight: set[str], words: Words, private: bool = False,
           height: int | None = None, compact: bool = False) -> Image.Image:
    """One map sheet under the player's name, points, status and last
    moves (``compact``: no status line, for the final grid, where the
    score sheet ranks the players)."""
    sheet = view["sheets"][seat]
    height = height or _panel_height(lay, view, seat, words, compact)
    image, draw = canvas(lay.panel_w, height, color=PANEL)
    T, line, W = lay.text, lay.line, lay.panel_w
    # the map, the Object line and the Goals under the lines: they change
    # once a round, when the drawings are revealed, so every other picture
    # of the round pastes them as they were (the lines above end before the
    # map begins)
    top = 4 + line + 2 + (0 if compact else line) + line
    cells = tuple((INDEX[label], colour, None) for label, colour in sheet["blocks"].items())
    cells += tuple((INDEX[o["cell"]], o["colour"], o["type"]) for o in sheet["objects"])
    image.paste(_sheet(lay, top, cells, tuple(sorted(highlight)), tuple(k in sheet["circled"] for k in range(9)),
                       tuple((obj["score"], obj["type"]) for obj in sheet["objects"][:9]),
                       tuple(goal_lines(view, sheet, words))), (0, top))
    total = int(sheet["score"]["total"])
    bold = font(T, bold=True)
    regular = font(T)
    name_font = font(T + 2, bold=True)
    # line 1: marker swatch, name, points
    sw = T + 4
    _swatch(draw, 4, 4, view["markers"][seat], sw, bold)
    points = words("pic-townies-points-short", points=total)
    pw = _width(points, name_font)
    _text(draw, (W - 4, 4 + sw / 2), points, name_font, anchor="rm")
    name = words("pic-townies-you", name=view["players"][seat]) if private else view["players"][seat]
    _text(draw, (sw + 10, 4 + sw / 2), _fit(name, name_font, W - sw - pw - 22), name_font, anchor="lm")
    status, said = _panel_lines(view, seat, private, words)
    y = 4 + line + 2
    if not compact:
        _text(draw, (4, y), _fit(status, regular, W - 8), regular, fill=INK)
        y += line
    _text(draw, (4, y), _fit(said, regular, W - 8), regular, fill=MUTED)
    return image


@layer_cache(maxsize=5)  # 0.6-1 MB each: the sheets of a 5-player round
def _sheet(lay: Layout, top: int, cells: tuple, highlight: tuple, circled: tuple, objects: tuple,
           goals: tuple) -> Image.Image:
    """A panel's lower part, from ``top`` down: the map with ``cells``
    filled and ``highlight`` outlined, the Object line (``circled``: each
    space circled or not; ``objects``: each scored Object's (score, type))
    and the ``goals`` lines under it. Drawn where it sits on the panel, so
    that it rounds every coordinate as the panel would, and cut from
    there."""
    T, line, W = lay.text, lay.line, lay.panel_w
    _c, _p, map_h = _geometry(lay)
    image, draw = canvas(W, top + map_h + _line_h(lay) + len(goals) * line, color=PANEL)
    bold = font(T, bold=True)
    regular = font(T)
    y = top + _map(image, draw, lay, 0, top, cells, set(highlight))
    # the Object line
    step = (W - 8) / 9
    r = min(step / 2 - 2, T * 0.95)
    cy = y + r + 3
    for k in range(9):
        cx = 4 + step * (k + 0.5)
        if circled[k]:
            draw.ellipse([cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1], outline=SOLO_RING, width=4)
            draw.ellipse([cx - r + 3, cy - r + 3, cx + r - 3, cy + r - 3], fill=EMPTY, outline=INK, width=1)
        else:
            draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=EMPTY, outline=INK, width=2)
        if k < len(objects):
            score, kind = objects[k]
            _text(draw, (cx, cy), str(score), bold, anchor="mm")
            _text(draw, (cx, cy + r + line / 2 + 1), ABBR[kind], regular, anchor="mm")
    y += _line_h(lay)
    for text in goals:
        _text(draw, (4, y), _fit(text, regular, W - 8), regular)
        y += line
    return image.crop((0, top, W, image.height))


# ---------------------------------------------------------------------------
# header: the round, the dice, the cards; legend
# ---------------------------------------------------------------------------


@layer_cache(maxsize=64)
def _shapes(orientations: tuple, width: int, text: int) -> Image.Image:
    """Every orientation of the rolled Shape, numbered, its anchor dotted,
    in as many rows as ``width`` needs."""
    s = max(7, round(text * 0.45))
    gap = max(14, text)
    spans = [1.5 * s * max(dq for dq, _dr in shape) + 2 * s for shape in orientations]
    tall = [SQ3 * s * (max(dr + dq / 2 for dq, dr in shape) - min(dr + dq / 2 for dq, dr in shape) + 1)
            for shape in orientations]
    row_h = text + 6 + max(tall) + 4
    rows: list[list[int]] = [[]]
    x = 0.0
    for k, span in enumerate(spans):
        w = max(span, _width(str(k + 1), font(text, bold=True)))
        if rows[-1] and x + w > width:
            rows.append([])
            x = 0.0
        rows[-1].append(k)
        x += w + gap
    image, draw = canvas(width, round(row_h * len(rows)), color=HEADER)
    bold = font(text, bold=True)
    for r, row in enumerate(rows):
        x0 = 0.0
        for k in row:
            shape, span = orientations[k], spans[k]
            w = max(span, _width(str(k + 1), bold))
            top = r * row_h + text + 6
            by = top + SQ3 * s / 2 - SQ3 * s * min(dr + dq / 2 for dq, dr in shape)
            bx = x0 + (w - span) / 2 + s
            for dq, dr in shape:
                dx, dy = hexes.flat_axial(dq, dr, s)
                x, y = bx + dx, by + dy
                anchor = (dq, dr) == (0, 0)
                draw.polygon(_hex(x, y, s), fill=INK if anchor else (120, 120, 120), outline=HEADER)
                if anchor:
                    draw.ellipse([x - s * 0.38, y - s * 0.38, x + s * 0.38, y + s * 0.38], fill=EMPTY)
            _text(draw, (x0 + w / 2, r * row_h + text / 2 + 2), str(k + 1), bold, anchor="mm")
            x0 += w + gap
    return image


def _titles(view: dict, words: Words) -> list[str]:
    """The header's title, then shorter ones for when it would not fit in
    two lines (long names)."""
    names = view["players"]
    if view["over"]:
        winners = [names[st["seat"]] for st in view["standings"] if st["rank"] == 1]
        best = _points(view["standings"][0]["score"] if view["standings"] else 0, words)
        if len(names) == 1:
            return [words("pic-townies-title-solo", points=best, round=view["round"])]
        won = winners[0]
        for name in winners[1:]:
            won = words("pic-townies-and", first=won, second=name)
        first = words("pic-townies-title-over-won", round=view["round"], names=won, count=len(winners), points=best)
        if len(winners) == 1:
            return [first, first]
        return [first, words("pic-townies-title-over-shared", round=view["round"], count=len(winners), points=best)]
    waiting = view["waiting"]
    if len(waiting) == len(names) > 1:
        return [words("pic-townies-title-waiting-all", round=view["round"], count=len(names))]
    listed = ", ".join(names[s] for s in waiting) or words("pic-townies-nobody")
    return [words("pic-townies-title-waiting", round=view["round"], names=listed),
            words("pic-townies-title-waiting-count", round=view["round"], count=len(waiting),
                  label=words("pic-townies-status-to-act"))]


def _points(value, words: Words) -> str:
    return words("pic-townies-points", points=int(value))


def _header_lines(view: dict, words: Words, end: bool = True) -> list[str]:
    """The text lines of the header under the title (``end``: with why the
    game ended)."""
    cards = view["cards"]
    if view["over"]:  # the score sheet names the Goals
        return [written(words, view.get("end_words"), view["end"])] if view.get("end") and end else []
    lines = []
    card = []
    if cards.get("goal"):
        card.append(words("pic-townies-card-goal", goal=words("pic-townies-goal", goal=cards["goal"])))
    if cards.get("bonus"):
        bonus = words("pic-townies-bonus", bonus=cards["bonus"])
        card.append(words("pic-townies-card-bonus-own" if cards.get("bonus_designed") else "pic-townies-card-bonus",
                          bonus=bonus))
    if not cards.get("individual"):
        card.append(words("pic-townies-card-no-goals"))
    lines.append(". ".join(card) + ".")
    return [line for line in lines if line]


def _dice_lines(view: dict, words: Words) -> tuple[str, str]:
    dice = view["dice"]
    shape = dice["shape"]
    obj = dice["object"]
    return (words("pic-townies-die-black", shape=words("pic-townies-shape", shape=shape)),
            words("pic-townies-die-white", name=words("pic-townies-object", object=obj), abbr=ABBR[obj], object=obj))


def _header(lay: Layout, view: dict, width: int, words: Words, end: bool = True) -> Image.Image:
    """The title (who is to act, or who won), the cards and the dice."""
    T = lay.text
    title_font = font(round(T * 1.25), bold=True)
    regular = font(T)
    inner = width - 2 * lay.margin
    for title in _titles(view, words):
        title_lines = _wrap(title, title_font, inner)
        if len(title_lines) <= 2:
            break
    title_lines = _wrap(title, title_font, inner, max_lines=2)
    text_lines = [w for line in _header_lines(view, words, end) for w in _wrap(line, regular, inner, max_lines=2)]
    shapes = None
    dice_lines: list[str] = []
    if not view["over"]:
        black, white = _dice_lines(view, words)
        dice_lines = _wrap(black, regular, inner)
        shapes = _shapes(tuple(tuple(map(tuple, o)) for o in view["shape_orientations"]), inner, T)
        white_lines = _wrap(white, regular, inner)
    else:
        white_lines = []
    th = round(T * 1.25 * 1.3)
    height = (8 + th * len(title_lines) + lay.line * (len(text_lines) + len(dice_lines) + len(white_lines))
              + (shapes.height + 4 if shapes else 0) + 6)
    image, draw = canvas(width, height, color=HEADER)
    x, y = lay.margin, 6
    for line in title_lines:
        _text(draw, (x, y), line, title_font)
        y += th
    for line in text_lines + dice_lines:
        _text(draw, (x, y), line, regular)
        y += lay.line
    if shapes:
        image.paste(shapes, (x, y))
        y += shapes.height + 4
    for line in white_lines:
        _text(draw, (x, y), line, regular)
        y += lay.line
    return image


def _legend_items(words: Words, own: bool) -> list[tuple[str | None, str]]:
    items: list[tuple[str | None, str]] = [(c, words("pic-townies-block", colour=c)) for c in COLOURS]
    items += [(None, words("pic-townies-legend-object", abbr=v["abbr"], name=words("pic-townies-object", object=k)))
              for k, v in OBJECTS.items()]
    items += [("star", words("pic-townies-legend-star")), ("central", words("pic-townies-legend-central")),
              ("last", words("pic-townies-legend-own" if own else "pic-townies-legend-last"))]
    return items


@layer_cache(maxsize=8)
def _legend(lay: Layout, width: int, words: Words, own: bool = False) -> Image.Image:
    """Colours with their letters, Object abbreviations, the symbols: flowed
    into lines of ``width``."""
    T = lay.text
    regular, bold = font(T), font(T, bold=True)
    sw = T + 4
    placed = []
    x, y = 0, 0
    for key, text in _legend_items(words, own):
        w = _width(text, regular) + (sw + 6 if key else 0)
        if x and x + w > width:
            x, y = 0, y + lay.line + 6
        placed.append((x, y, key, text))
        x += w + T
    image, draw = canvas(width + 2 * 6, y + lay.line + 16, color=PANEL)
    for x, y, key, text in placed:
        x, y = x + 6, y + 6
        if key in FILL:
            _swatch(draw, x, y, key, sw, bold)
        elif key == "star":
            _draw_star(draw, x + sw / 2, y + sw / 2, sw / 2, EMPTY)
        elif key == "central":
            draw.rectangle([x, y, x + sw, y + sw], fill=CENTRAL_TINT, outline=FRAME, width=3)
        elif key == "last":
            draw.rectangle([x + 2, y + 2, x + sw - 2, y + sw - 2], outline=LAST, width=4)
        _text(draw, (x + (sw + 6 if key else 0), y + sw / 2 + 1), text, regular, anchor="lm")
    return image


# ---------------------------------------------------------------------------
# the final score sheet
# ---------------------------------------------------------------------------


def _details(view: dict, words: Words) -> list[str]:
    """The tie-breaks that decided (or the solo verdict), in the picture's words."""
    return [f"{view['players'][st['seat']]}: {written(words, st.get('detail_words'), st['detail'])}"
            for st in view["standings"] if st["detail"]]


def _details_picture(lay: Layout, view: dict, width: int, words: Words) -> Image.Image:
    """Why the game ended and the tie-breaks that decided."""
    regular = font(lay.text)
    said = ([written(words, view.get("end_words"), view["end"])] if view.get("end") else []) + _details(view, words)
    lines = [w for d in said for w in _wrap(d, regular, width - 2 * lay.margin, max_lines=3)]
    image, draw = canvas(width, lay.line * len(lines) + 12, color=(245, 245, 235))
    for k, line in enumerate(lines):
        _text(draw, (lay.margin, 6 + k * lay.line), line, regular, fill=INK)
    return image


def _score_sheet(lay: Layout, view: dict, width: int, words: Words, details: bool = True) -> Image.Image:
    T = lay.text
    regular, bold = font(T), font(T, bold=True)
    cards = view["cards"]
    cols = [(words("pic-townies-col-objects"), "objects")]
    if cards.get("bonus") == "stable-soil":
        cols.append((words("pic-townies-col-soil"), "bonus"))
    if cards.get("individual"):
        cols += [(words("pic-townies-goal-short", goal=key), key) for key in ("specialization", "standardization")]
    if cards.get("goal"):
        goal = words("pic-townies-goal", goal=cards["goal"])
        cols.append((goal if _width(goal, bold) < 7 * T else words("pic-townies-col-goal"), cards["goal"]))
    cols += [(words("pic-townies-col-total"), "total")]
    inner = width - 2 * lay.margin
    col_w = [max(_width(c, bold), _width("888", bold)) + T for c, _k in cols]
    rank_w = _width("88.", bold) + T // 2
    name_w = inner - rank_w - sum(col_w)
    detail_lines = [w for d in _details(view, words) for w in _wrap(d, regular, inner, max_lines=3)] if details else []
    rows = len(view["standings"]) + 1
    height = 6 + lay.line * (rows + len(detail_lines)) + 8
    image, draw = canvas(width, height, color=(245, 245, 235))
    y = 6
    x = lay.margin + rank_w + name_w
    _text(draw, (lay.margin + rank_w, y), words("pic-townies-col-player"), bold)
    for (c, _k), w in zip(cols, col_w, strict=True):
        _text(draw, (x + w - T // 2, y), c, bold, anchor="ra")
        x += w
    for st in view["standings"]:
        y += lay.line
        seat = st["seat"]
        score = view["sheets"][seat]["score"]
        _text(draw, (lay.margin, y), f"{st['rank']}.", bold)
        _text(draw, (lay.margin + rank_w, y), _fit(view["players"][seat], regular, name_w - T // 2), regular)
        x = lay.margin + rank_w + name_w
        for (_c, key), w in zip(cols, col_w, strict=True):
            _text(draw, (x + w - T // 2, y), str(int(score.get(key, 0))), bold if key == "total" else regular,
                  anchor="ra")
            x += w
    y += lay.line
    for line in detail_lines:
        _text(draw, (lay.margin, y), line, regular, fill=MUTED)
        y += lay.line
    return image


# ---------------------------------------------------------------------------
# the pictures
# ---------------------------------------------------------------------------


def _highlights(view: dict, seat: int, own: bool) -> set[str]:
    if own:
        return set((view.get("this_round") or {}).get("cells", []))
    last = view.get("last") or {}
    cells = last.get("cells") or []
    return set(cells[seat]) if seat < len(cells) else set()


def board(view: dict, words: Words) -> Image.Image:
    """The public picture (or any view: a seat's own sheet then shows its
    hidden drawing, highlighted)."""
    n = len(view["players"])
    if n == 1:
        return _side_picture(view, 0, words, private=False)
    lay = layout_for(n)
    width = lay.width
    own_seat = view.get("seat")
    compact = bool(view["over"])
    panel_h = max(_panel_height(lay, view, s, words, compact) for s in range(n))
    panels = [_panel(lay, view, s, _highlights(view, s, s == own_seat and bool(view.get("this_round"))), words,
                     height=panel_h, compact=compact) for s in range(n)]
    cols = lay.cols
    rows = math.ceil(n / cols)
    free = rows * cols - n
    legend_in_slot = free > 0 and rows > 1
    header = _header(lay, view, width, words, end=not legend_in_slot)
    parts = [header]
    if view["over"]:  # tie-breaks beside the maps when there is room
        parts.append(_score_sheet(lay, view, width, words, details=not legend_in_slot))
    slot_w = lay.panel_w * free + lay.gap * (free - 1)
    legend = _legend(lay, (slot_w - 12) if legend_in_slot else width - 2 * lay.margin - 12, words)
    if legend_in_slot and view["over"]:
        details = _details_picture(lay, view, slot_w, words)
        both = Image.new("RGB", (slot_w, legend.height + lay.gap + details.height), BACKGROUND)
        both.paste(legend, (0, 0))
        both.paste(details, (0, legend.height + lay.gap))
        legend = both
    grid_h = rows * panel_h + (rows - 1) * lay.gap
    height = sum(p.height for p in parts) + lay.gap * len(parts) + grid_h + lay.margin
    if not legend_in_slot:
        height += legend.height + lay.gap
    out = Image.new("RGB", (width, height), BACKGROUND)
    y = 0
    for p in parts:
        out.paste(p, (0, y))
        y += p.height + lay.gap
    for k, panel in enumerate(panels):
        r, c = divmod(k, cols)
        out.paste(panel, (lay.margin + c * (lay.panel_w + lay.gap), y + r * (panel_h + lay.gap)))
    if legend_in_slot:
        c = cols - free
        out.paste(legend, (lay.margin + c * (lay.panel_w + lay.gap), y + (rows - 1) * (panel_h + lay.gap)))
    else:
        out.paste(legend, (lay.margin, y + grid_h + lay.gap))
    return out


def _score_lines(view: dict, words: Words) -> list[str]:
    """The final scores as text lines (beside a single map)."""
    out = []
    for st in view["standings"]:
        score = view["sheets"][st["seat"]]["score"]
        parts = [words("pic-townies-score-objects", score=int(score["objects"]))]
        if "bonus" in score:
            parts.append(words("pic-townies-score-soil", score=int(score["bonus"])))
        for key in view["sheets"][st["seat"]]["goal_counts"]:
            parts.append(words("pic-townies-score-goal", goal=words("pic-townies-goal", goal=key),
                               score=int(score.get(key, 0))))
        out.append(words("pic-townies-score-line", rank=st["rank"], name=view["players"][st["seat"]],
                         points=_points(st["score"], words), parts=", ".join(parts)))
        if st["detail"]:
            out.append(st["detail"])
    return out


def _side_picture(view: dict, seat: int, words: Words, private: bool) -> Image.Image:
    """One map with the header, the scores and the legend beside it."""
    lay = LAYOUTS[1]
    own = private and bool(view.get("this_round")) and not view["over"]
    panel = _panel(lay, view, seat, _highlights(view, seat, own), words, private=private)
    header = _header(lay, view, lay.side, words)
    parts = [header]
    if view["over"]:
        regular = font(lay.text)
        lines = [w for line in _score_lines(view, words) for w in _wrap(line, regular, lay.side - 2 * lay.margin)]
        sheet, draw = canvas(lay.side, lay.line * len(lines) + 12, color=(245, 245, 235))
        for k, line in enumerate(lines):
            _text(draw, (lay.margin, 6 + k * lay.line), line, regular)
        parts.append(sheet)
    parts.append(_legend(lay, lay.side - 12, words, private))
    side_h = sum(p.height for p in parts) + lay.gap * (len(parts) - 1)
    height = max(panel.height, side_h) + 2 * lay.margin
    out = Image.new("RGB", (lay.width, height), BACKGROUND)
    out.paste(panel, (lay.margin, lay.margin))
    x, y = lay.margin + lay.panel_w + lay.gap, lay.margin
    for p in parts:
        out.paste(p, (x, y))
        y += p.height + lay.gap
    return out


def private(view: dict, words: Words) -> Image.Image | None:
    """The seat's own sheet with this round's hidden drawing outlined, beside
    the dice (the orientation numbers to type)."""
    seat = view.get("seat")
    if seat is None or not 0 <= seat < len(view.get("players", [])):
        return None
    return _side_picture(view, seat, words, private=True)


def seat_colour(view: dict, seat: int) -> tuple[int, int, int] | None:
    """The colour the picture gives ``seat``: its marker's (the swatch at the
    head of its panel; markers pass on every round). None for no such seat."""
    markers = view.get("markers", [])
    return FILL[markers[seat]] if 0 <= seat < len(markers) else None
