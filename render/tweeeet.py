"""Tweeeet pictures: the visible rows of hexes, food, nests, birds, the last
flight, team-talk distances and, at the end, the score sheet.

Made for a phone (issue 14): every text is drawn at ``TEXT`` px or more and
a picture is at most ``MAX_WIDTH`` = 47 x ``TEXT`` px wide, so once shrunk
to a 400 px-wide screen every text is at least 8 px tall; no picture is
more than ``MAX_ASPECT`` times as tall as wide. The hexes take the largest
size that allows it: a short board has the panel (whose turn, the birds,
distances, the last flight, the legend) under it, a tall one (up to 21 rows
with 6 birds spread out) beside it. Every colour pair of ``PALETTE`` stays
apart under protanopia and deuteranopia (tests/tweeeet/test_render.py checks
it with the Machado 2009 simulation), and every colour is paired with a
number, a name or a shape.

Drawing cost: the ground (hexes, water, nests, row numbers, arrows) is
drawn once per set of rows and each row's labels (with their halo) once per
row, tile and hex size, and a picture pastes them over the flight line;
every text is rendered once, as the font's own mask, and pasted as a
picture of its colour through it; a panel line is set from its words'
masks (a line changes every move, its words seldom); the panel is set once
per picture (the layout chosen and then drawn with the same setting, each
level's lines written once while choosing) and its lines' wrapping
remembered. Every cache is keyed by all it shows
(tests/tweeeet/test_render.py compares warm pictures with fresh ones).
"""

from __future__ import annotations

import math
import threading
from contextlib import contextmanager

from PIL import Image, ImageDraw, ImageFont

from render import hexes
from render.base import GRID, HIGHLIGHT, INK, OKABE_ITO, Words, canvas, contrast_ink, font, layer_cache, text_length

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont  # what render.base.font gives
TEXT = 18  # every text of the board picture: labels, food, names, the panel
HEAD = 22  # the panel's first line (whose turn, or the score sheet's title)
MAX_WIDTH = 47 * TEXT  # 846 px: 18 px text is 8.5 px tall at 400 px wide
MAX_ASPECT = 1.6
HEX_MAX = 64  # hex width (flat side to flat side) of a short, narrow board
HEX_MIN = 46  # still holds a label such as "I20" and a name tag
PANEL_MIN = 16 * TEXT  # a panel beside the board is at least this wide
LINE_H = 26  # panel line height
HEAD_H = 32
PANEL_TOP = 8
TEXT_X = 34  # panel text starts right of its colour swatch
GAP = 6
COLS = "ABCDEFGHI"

GRASS = (214, 234, 196)
WATER = (150, 200, 235)
WAVES = (0, 0, 60)  # navy waves on the water
START = (245, 245, 245)
NEST = (215, 180, 135)
NEST_ARC = (120, 80, 40)
# the last flight's line and its end, thick: the shared last-move highlight,
# a dark violet (render.base.HIGHLIGHT)
FLIGHT = HIGHLIGHT

# the names are the palette's (and the catalogues' keys: pic-tweeeet-food)
FOOD = {
    1: ("nut", OKABE_ITO["yellow"]),
    2: ("strawberry", OKABE_ITO["vermillion"]),
    3: ("berry", OKABE_ITO["purple"]),
    4: ("caterpillar", OKABE_ITO["green"]),
    5: ("beetle", OKABE_ITO["black"]),
}
TEAM = {
    "robin": ("Robin", "R", OKABE_ITO["orange"]),
    "bluethroat": ("Bluethroat", "B", OKABE_ITO["blue"]),
}
# every colour that codes something; ink, grey text and the paper are not
# codes (text and outlines), and each code also has its number, name or shape
PALETTE = {
    "grass": GRASS, "water": WATER, "waves": WAVES, "start": START, "nest": NEST, "nest arc": NEST_ARC,
    "last flight": FLIGHT,
    **{name: colour for name, colour in FOOD.values()},
    **{name: colour for name, _, colour in TEAM.values()},
}


def num(x: float) -> str:
    return str(int(x)) if x == int(x) else f"{x:.2f}".rstrip("0")


def _parse(lab: str | None):
    if not lab:
        return None
    return int(lab[1:]), COLS.index(lab[0].upper())


def _width(text: str, bold: bool = False, size: int = TEXT) -> float:
    return text_length(text, font(size, bold))


def _words(text: str, bold: bool, size: int) -> tuple[list[tuple[str, float]], float]:
    """A panel line set word by word: each word with where it starts, and
    where the line ends (each word measured once, not every new line)."""
    space = _width(" ", bold, size)
    placed, x, end = [], 0.0, 0.0
    for word in text.split(" "):
        if word:
            placed.append((word, x))
            end = x + _width(word, bold, size)
            x = end
        x += space
    return placed, end


def _line_width(text: str, bold: bool = False, size: int = TEXT) -> float:
    """How far a panel line reaches as ``_line`` sets it."""
    return _words(text, bold, size)[1]


# --------------------------------------------------------------------------
# Geometry
# --------------------------------------------------------------------------


class _Geo:
    """Sizes for one hex width ``hw`` (pointy-top hexes)."""

    def __init__(self, hw: int):
        self.hw = hw
        self.r = hexes.pointy_radius(hw)
        self.half = hw / 2  # one doubled-x unit
        self.row_h = 1.5 * self.r
        self.label_dy = -0.38 * self.r  # the space's label in the top of its hex
        self.item_dy = 0.36 * self.r  # food, a bird's tag or crowd tokens below it
        self.disc_r = 0.6 * TEXT
        self.tag_w = hw - 6
        self.tag_h = TEXT + 2

    def corners(self, cx: float, cy: float, inset: float = 1) -> list[tuple[float, float]]:
        return hexes.corners(cx, cy, self.r - inset, hexes.POINTY)


NUMBER_GAP = 6
ARROW_W = 16


class _Layout:
    """Where every hex of the visible rows goes, with room for the row
    numbers and arrow marks beside each row, the nests' names above the
    nest row and the start space's crowd under the start row."""

    def __init__(self, view: dict, geo: _Geo):
        self.geo = geo
        self.ox, self.oy = 0, 0  # where the board sits on the picture (``board`` centres it)
        rows = view["rows"]
        self.rows = {r["row"]: r for r in rows}
        self.xmin = min(r["shift"] for r in rows)
        self.xmax = max(r["shift"] for r in rows) + 16
        self.top_row, self.bottom_row = max(self.rows), min(self.rows)
        self.crowds = _crowds(view)
        # room left and right: each row's number (and arrow) sits just beyond
        # its own end, so only the rows at the edges need a margin
        need_l = need_r = 0.0
        for r, row in self.rows.items():
            number = NUMBER_GAP + _width(str(r), True) + NUMBER_GAP
            arrow = ARROW_W + NUMBER_GAP if row.get("arrow") else 0
            left_end = (row["shift"] - self.xmin) * geo.half
            right_end = (self.xmax - row["shift"] - 16) * geo.half
            need_l = max(need_l, number + (arrow if row.get("arrow") == "W" else 0) - left_end)
            need_r = max(need_r, (arrow if row.get("arrow") == "E" else 0) - right_end)
        self.left = math.ceil(need_l) + 4
        nest_row = "@" in self.rows[self.top_row]["spaces"]
        self.nest_band = (TEXT + 10) if nest_row else 0
        self.nest_caption = (TEXT + 8) if nest_row and self.crowds_on(self.top_row) else 0
        self.top = 6 + self.nest_band + self.nest_caption
        start_crowd = self.bottom_row == 0 and self.crowds_on(0)
        self.bottom = (TEXT + 12) if start_crowd else 6
        self.width = int(self.left + (self.xmax - self.xmin) * geo.half + geo.hw + math.ceil(need_r) + 4)
        self.height = int(self.top + (self.top_row - self.bottom_row) * geo.row_h + 2 * geo.r + self.bottom)

    def crowds_on(self, row: int) -> list[tuple[int, int]]:
        return [pos for pos in self.crowds if pos[0] == row]

    def centre(self, row: int, col: int) -> tuple[float, float]:
        x = self.rows[row]["shift"] + 2 * col
        cx = self.ox + self.left + (x - self.xmin) * self.geo.half + self.geo.hw / 2
        cy = self.oy + self.top + self.geo.r + (self.top_row - row) * self.geo.row_h
        return cx, cy

    def signature(self) -> tuple:
        """Everything the ground layer depends on."""
        rows = tuple((r, row["spaces"], row["shift"], row.get("arrow")) for r, row in sorted(self.rows.items()))
        return self.geo.hw, rows, self.left, self.top, self.width, self.height


def _crowds(view: dict) -> dict[tuple[int, int], list[int]]:
    """Spaces holding several birds (only the start space and nests can)."""
    groups: dict[tuple[int, int], list[int]] = {}
    rows = {r["row"] for r in view["rows"]}
    for b in view["birds"]:
        pos = _parse(b["pos"])
        if pos and pos[0] in rows and b["status"] != "out":
            groups.setdefault(pos, []).append(b["seat"])
    return {pos: seats for pos, seats in groups.items() if len(seats) > 1}


# --------------------------------------------------------------------------
# Names
# --------------------------------------------------------------------------


def bird_name(view: dict, seat: int, words: Words, name: str | None = None) -> str:
    """How the picture and its panel name a bird: the player's name (or
    ``name``, the name cut short) and the species ("Ann's Robin"), never a
    letter and a number like a space."""
    bird = view["birds"][seat]
    return words("pic-tweeeet-bird", name=bird["name"] if name is None else name, team=bird["team"])


def _candidates(name: str):
    """Ways to write ``name`` on a tag, longest first: the name, a prefix
    with a full stop, then its start and end around an ellipsis ("Pl…4")."""
    yield name
    for k in range(len(name) - 1, 0, -1):
        yield name[:k] + "."
    for tail in range(1, min(3, len(name) - 1) + 1):
        for head in range(len(name) - tail - 1, -1, -1):
            yield name[:head] + "\u2026" + name[-tail:]


def _ambiguous(tag: str, name: str, names: list[str]) -> bool:
    """Could ``tag`` stand for another player's name too?"""
    for other in names:
        if other == name:
            continue
        if tag == other:
            return True
        if tag.endswith(".") and other.startswith(tag[:-1]) and tag != name:
            return True
        if "\u2026" in tag:
            head, tail = tag.split("\u2026")
            if other.startswith(head) and other.endswith(tail) and len(other) > len(head) + len(tail):
                return True
    return False


@layer_cache(maxsize=256)
def tag_names(names: tuple[str, ...], room: float) -> dict[int, str]:
    """Each bird's name (by seat) as its tag writes it within ``room`` px:
    the longest form that fits and cannot be read as another player's."""
    out = {}
    for seat, name in enumerate(names):
        fitting = [c for c in _candidates(name) if _width(c) <= room]
        clear = [c for c in fitting if not _ambiguous(c, name, list(names))]
        out[seat] = (clear or fitting or [name[:1]])[0]
    return out


# --------------------------------------------------------------------------
# The board
# --------------------------------------------------------------------------


def _fill(ch: str):
    return {"~": WATER, "*": START, "@": NEST}.get(ch, GRASS)


_record = threading.local()


@contextmanager
def recording():
    """Every text the board pictures draw in this thread while inside, as
    (text, font size, box on the picture): what the tests measure (sizes,
    overlaps) whether or not the text came from a cache."""
    outer = getattr(_record, "texts", None)
    texts: list[tuple[str, int, tuple[float, ...]]] = []
    _record.texts = texts
    try:
        yield texts
    finally:
        _record.texts = outer


def _note(text: str, size: int, box) -> None:
    texts = getattr(_record, "texts", None)
    if texts is not None:
        texts.append((text, size, tuple(box)))


@layer_cache(maxsize=4096)
def _stamp(text: str, size: int, bold: bool, anchor: str, stroke: int) -> tuple[Image.Image, int, int, tuple]:
    """``text`` drawn once as a mask (with a ``stroke`` px outline when
    asked), the offset of its corner from the anchor point and the box its
    ink covers: pictures repeat the same words every turn, and drawing text
    is most of the cost. The mask is the font's own rendering, exactly what
    ``ImageDraw.text`` writes at an integer point (laid out once, not also
    measured first)."""
    fnt = _freetype(font(size, bold))
    core, (dx, dy) = fnt.getmask2(text, "L", stroke_width=stroke, anchor=anchor, ink=255, stroke_filled=True)
    mask = Image.Image()._new(core)  # the font's mask as a picture (as ImageFont.getmask's callers do)
    return mask, dx, dy, mask.getbbox() or (0, 0, 0, 0)


SOLID_MAX = 64 * 64  # px: the board's short texts (food, tags, eaten food), not the panel's lines


@layer_cache(maxsize=256)  # at most 16 KB each
def _solid(colour: tuple, size: tuple[int, int]) -> Image.Image:
    """A picture all of ``colour``: Pillow pastes a picture through a mask
    twice as fast as a colour (the same pixels)."""
    return Image.new("RGB", size, colour)


def _paint(img: Image.Image, colour, xy: tuple[int, int], mask: Image.Image) -> None:
    """``colour`` through ``mask`` at ``xy``: a short text, repeated on
    every board, through a cached picture of its colour."""
    if mask.width * mask.height <= SOLID_MAX:
        img.paste(_solid(tuple(colour), mask.size), xy, mask)
    else:
        img.paste(colour, (*xy, xy[0] + mask.width, xy[1] + mask.height), mask)


@layer_cache(maxsize=1024)  # a panel line is about 10 KB
def _line(text: str, size: int, bold: bool) -> tuple[Image.Image, int, int, tuple]:
    """A panel line (anchored at its left end, top of the ascenders) as
    ``_stamp`` gives it, set from its words' stamps, each at its measured
    advance: most words of a line that changed (names, spaces, "energy")
    were met before, and FreeType takes about 10 us a letter to render a
    line anew (a third of a Tweeeet picture's drawing, measured)."""
    placed = []
    for word, x in _words(text, bold, size)[0]:
        mask, dx, dy, _ = _stamp(word, size, bold, "la", 0)
        placed.append((mask, round(x) + dx, dy))
    if not placed:
        return _stamp(text, size, bold, "la", 0)
    left = min(dx for _, dx, _ in placed)
    top = min(dy for _, _, dy in placed)
    right = max(dx + m.width for m, dx, _ in placed)
    bottom = max(dy + m.height for m, _, dy in placed)
    line = Image.new("L", (right - left, bottom - top), 0)
    for mask, dx, dy in placed:  # through itself: the words' boxes may touch
        line.paste(255, (dx - left, dy - top, dx - left + mask.width, dy - top + mask.height), mask)
    return line, left, top, line.getbbox() or (0, 0, 0, 0)


def _put(img: Image.Image, xy, text: str, size: int = TEXT, bold: bool = False, fill=INK,
         anchor: str = "mm", halo=None) -> None:
    """Write ``text`` at ``xy`` (with a ``halo`` of the ground colour, so
    lines under it never hide it)."""
    x, y = round(xy[0]), round(xy[1])
    if halo is not None:
        mask, dx, dy, _ = _stamp(text, size, bold, anchor, 2)
        _paint(img, halo, (x + dx, y + dy), mask)
    if anchor == "la" and halo is None and " " in text:
        mask, dx, dy, ink = _line(text, size, bold)
    else:
        mask, dx, dy, ink = _stamp(text, size, bold, anchor, 0)
    _paint(img, fill, (x + dx, y + dy), mask)
    _note(text, size, (x + dx + ink[0], y + dy + ink[1], x + dx + ink[2], y + dy + ink[3]))


@layer_cache(maxsize=128)  # about 60 KB each
def _row_labels(row: int, spaces: str, hw: int) -> tuple[Image.Image, Image.Image, int, int, tuple]:
    """One row's space labels (haloed in each space's ground colour) as an
    image and its mask, where its corner sits relative to the centre of the
    row's first hex, and each label's (text, box) on it. Drawn once per row,
    tile and hex size."""
    pad_x, h = hw // 2 + 2, TEXT + 8
    w = 8 * hw + 2 * pad_x
    image = Image.new("RGB", (w, h), INK)
    mask = Image.new("L", (w, h), 0)
    notes = []
    for c, ch in enumerate(spaces):
        label = f"{COLS[c]}{row}"
        halo, dx, dy, _ = _stamp(label, TEXT, False, "mm", 2)
        ink, ix, iy, box = _stamp(label, TEXT, False, "mm", 0)
        x, y = pad_x + c * hw, h // 2
        image.paste(_fill(ch), (x + dx, y + dy, x + dx + halo.width, y + dy + halo.height), halo)
        image.paste(INK, (x + ix, y + iy, x + ix + ink.width, y + iy + ink.height), ink)
        mask.paste(255, (x + dx, y + dy, x + dx + halo.width, y + dy + halo.height), halo)
        notes.append((label, (x + ix + box[0], y + iy + box[1], x + ix + box[2], y + iy + box[3])))
    return image, mask, -pad_x, -(h // 2), tuple(notes)


def _nest_owner(view: dict, lab: str) -> str | None:
    owners = [t for t, where in view["nests"].items() if where == lab]
    return owners[0] if owners else None


def _crowd_text(view: dict, seats: list[int], room: float) -> str:
    """The players' names of a crowd, shortened until they fit ``room``."""
    for size in (12, 8, 6, 4, 2):
        text = ", ".join(_short(view["birds"][s]["name"], size) for s in seats)
        if _width(text) <= room:
            return text
    return text


def _short(name: str, size: int) -> str:
    return name if len(name) <= size else name[: size - 1] + "."


def _draw_bird(img, draw, geo: _Geo, cx, cy, team: str, text: str):
    """A bird is a tag in its team colour with its player's name: a pill
    for a Robin, a square-cornered tag for a Bluethroat (shape and colour,
    never colour alone, and never round like food)."""
    colour = TEAM[team][2]
    box = [cx - geo.tag_w / 2, cy - geo.tag_h / 2, cx + geo.tag_w / 2, cy + geo.tag_h / 2]
    if team == "robin":
        draw.rounded_rectangle(box, radius=geo.tag_h / 2, fill=colour, outline=INK, width=2)
    else:
        draw.rectangle(box, fill=colour, outline=INK, width=2)
    _put(img, (cx, cy), text, fill=contrast_ink(colour))


def _draw_token(draw, cx, cy, team, w=15, h=12):
    """One bird of a crowd: its team's colour and tag shape, no name."""
    box = [cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2]
    if team == "robin":
        draw.rounded_rectangle(box, radius=h / 2, fill=TEAM[team][2], outline=INK, width=2)
    else:
        draw.rectangle(box, fill=TEAM[team][2], outline=INK, width=2)


@layer_cache(maxsize=6)  # up to 3.4 MB each
def _ground(signature: tuple) -> tuple[Image.Image, tuple]:
    """The part of a board that changes only when a row is laid or removed:
    hexes, water, nests, row numbers and arrow marks (and the texts on it),
    drawn once and pasted into every picture of those rows."""
    hw, rows, left, top, width, height = signature
    geo = _Geo(hw)
    img, draw = canvas(width, height)
    xmin = min(shift for _, _, shift, _ in rows)
    top_row = max(r for r, _, _, _ in rows)
    with recording() as notes:
        for r, spaces, shift, arrow in rows:
            cy = top + geo.r + (top_row - r) * geo.row_h
            for c, ch in enumerate(spaces):
                cx = left + (shift + 2 * c - xmin) * geo.half + hw / 2
                draw.polygon(geo.corners(cx, cy), fill=_fill(ch), outline=GRID)
                if ch == "~":
                    for dy in (geo.item_dy - 5, geo.item_dy + 4):
                        pts = [(cx - 14 + i * 4, cy + dy + (3 if i % 2 else -3)) for i in range(8)]
                        draw.line(pts, fill=WAVES, width=2)
                elif ch == "@":
                    ay = cy + geo.item_dy
                    draw.arc([cx - 15, ay - 12, cx + 15, ay + 10], 0, 180, fill=NEST_ARC, width=4)
            cx0 = left + (shift - xmin) * geo.half + hw / 2
            wl = _width(str(r), True)
            left_x = cx0 - hw / 2 - NUMBER_GAP - wl / 2
            _put(img, (left_x, cy), str(r), bold=True)
            if arrow:
                side = 1 if arrow == "E" else -1
                east = cx0 + 8 * hw + hw / 2 + NUMBER_GAP + ARROW_W / 2
                ax = east if side > 0 else left_x - wl / 2 - NUMBER_GAP - ARROW_W / 2
                draw.polygon([(ax + side * 8, cy), (ax - side * 8, cy - 8), (ax - side * 8, cy + 8)], fill=INK)
    return img, tuple(notes)


def _draw_board(img: Image.Image, draw: ImageDraw.ImageDraw, view: dict, lay: _Layout, words: Words) -> None:
    """The board of ``view`` on ``img`` at the layout's origin."""
    geo = lay.geo
    last = view.get("last") or {}
    dest = _parse(last.get("to"))
    turn = view.get("turn")
    acting = _parse(view["birds"][turn]["pos"]) if turn is not None and not view.get("over") else None

    # 1. the ground: hexes, water, nests, row numbers and arrow marks (cached)
    ground, notes = _ground(lay.signature())
    img.paste(ground, (lay.ox, lay.oy))
    for text, size, (x0, y0, x1, y1) in notes:
        _note(text, size, (x0 + lay.ox, y0 + lay.oy, x1 + lay.ox, y1 + lay.oy))

    # 2. the bird to fly: its hex ringed in ink; the last flight, under
    # every label, food and bird, its end outlined
    if acting and acting[0] in lay.rows:
        draw.polygon(geo.corners(*lay.centre(*acting), inset=3), outline=INK, width=4)
    if last.get("path"):
        pts = [lay.centre(*_parse(p)) for p in last["path"] if _parse(p)[0] in lay.rows]
        if len(pts) >= 2:
            draw.line(pts, fill=FLIGHT, width=5, joint="curve")
        if dest and dest[0] in lay.rows:
            draw.polygon(geo.corners(*lay.centre(*dest), inset=4), outline=FLIGHT, width=4)

    # 3. labels (cached per row), food and eaten food
    perched = {_parse(b["pos"]) for b in view["birds"] if b["status"] != "out" and b["pos"]}
    for row in view["rows"]:
        r = row["row"]
        label, mask, dx, dy, boxes = _row_labels(r, row["spaces"], geo.hw)
        cx, cy = lay.centre(r, 0)
        x, y = round(cx + dx), round(cy + geo.label_dy + dy)
        img.paste(label, (x, y), mask)
        for text, (x0, y0, x1, y1) in boxes:
            _note(text, TEXT, (x0 + x, y0 + y, x1 + x, y1 + y))
        for c, ch in enumerate(row["spaces"]):
            cx, cy = lay.centre(r, c)
            iy = cy + geo.item_dy
            food = row["food"][c]
            if food:
                colour = FOOD[food][1]
                d = geo.disc_r
                draw.ellipse([cx - d, iy - d, cx + d, iy + d], fill=colour, outline=INK)
                _put(img, (cx, iy), str(food), bold=True, fill=contrast_ink(colour))
            elif ch in "12345" and (r, c) not in perched:
                _put(img, (cx, iy), "(" + ch + ")", fill=(90, 90, 90), halo=_fill(ch))
            elif ch == "*" and (r, c) not in perched:
                _put(img, (cx, iy), words("pic-tweeeet-start"), halo=START)

    # 4. nests' names above the nest row, with the birds on them
    for row in view["rows"]:
        r = row["row"]
        for c, ch in enumerate(row["spaces"]):
            if ch != "@":
                continue
            cx, cy = lay.centre(r, c)
            owner = _nest_owner(view, f"{COLS[c]}{r}")
            text = words("pic-tweeeet-nest-free") if owner is None else words("pic-tweeeet-nest", team=owner)
            name_y = cy - geo.r - lay.nest_caption - lay.nest_band / 2
            if owner is not None:
                w = _width(text, True)
                draw.rectangle([cx - w / 2 - 4, name_y - TEXT / 2 - 3, cx + w / 2 + 4, name_y + TEXT / 2 + 3],
                               fill=TEAM[owner][2])
            _put(img, (cx, name_y), text, bold=True, fill=contrast_ink(TEAM[owner][2]) if owner else INK)
            seats = lay.crowds.get((r, c))
            if seats:
                names = _crowd_text(view, seats, 3 * geo.hw - 12)
                _put(img, (cx, cy - geo.r - lay.nest_caption / 2), names)

    # 5. birds: a name tag each; a crowd (start, nests) as team tokens, its
    # names written beside the board
    tags = tag_names(tuple(b["name"] for b in view["birds"]), geo.tag_w - 6)
    for b in view["birds"]:
        pos = _parse(b["pos"])
        if pos and pos[0] in lay.rows and b["status"] != "out" and pos not in lay.crowds:
            cx, cy = lay.centre(*pos)
            _draw_bird(img, draw, geo, cx, cy + geo.item_dy, b["team"], tags[b["seat"]])
    for pos, seats in lay.crowds.items():
        cx, cy = lay.centre(*pos)
        rows_n = (len(seats) + 2) // 3
        for i, s in enumerate(seats):
            row_i, col_i = divmod(i, 3)
            count = min(3, len(seats) - row_i * 3)
            bx = cx + (col_i - (count - 1) / 2) * 16
            by = cy + geo.item_dy - (rows_n - 1) * 7 + row_i * 14
            _draw_token(draw, bx, by, view["birds"][s]["team"])
        if pos[0] == 0 and pos[0] == lay.bottom_row:
            room = lay.width - 24 - _width(words("pic-tweeeet-on-start", space=f"{COLS[pos[1]]}0", names=""))
            names = _crowd_text(view, seats, room)
            _put(img, (lay.ox + lay.width / 2, lay.oy + lay.height - lay.bottom / 2 - 2),
                 words("pic-tweeeet-on-start", space=f"{COLS[pos[1]]}0", names=names))


def _board_image(view: dict, words: Words, hw: int | None = None) -> Image.Image:
    """The board alone (no panel), at the hex width the picture uses."""
    lay = _Layout(view, _Geo(hw or _choose(view, words)[0]))
    img, draw = canvas(lay.width, lay.height)
    _draw_board(img, draw, view, lay, words)
    return img


# --------------------------------------------------------------------------
# The panel
# --------------------------------------------------------------------------


PANEL_NAME = (20, 12, 12, 12)  # longest name the panel writes, by level of detail
LEVELS = len(PANEL_NAME)


def _clip(name: str, size: int) -> str:
    return name if len(name) <= size else name[: size - 1] + "\u2026"


def _verdict(view: dict, words: Words) -> str:
    """Who won, by the teams' averages (the rulebook's score)."""
    teams = view.get("teams") or {}
    if len(teams) != 2:
        return words("pic-tweeeet-verdict-over")
    (a, ra), (b, rb) = teams.items()
    if ra["average"] == rb["average"]:
        return words("pic-tweeeet-verdict-tie")
    win, lose = (ra, rb) if ra["average"] > rb["average"] else (rb, ra)
    return words("pic-tweeeet-verdict-won", team=a if win is ra else b, average=win["average"],
                 against=lose["average"])


def panel_lines(view: dict, words: Words, level: int = 0) -> list[tuple[str, tuple | None, Font, str]]:
    """The panel beside or under the board, one entry per item before
    wrapping: (text, colour swatch or None, font, block). Items of the same
    block ("birds", "talk") may share a line in columns when there is room.
    At the end it is the score sheet. A higher ``level`` is terser, for a
    picture that would not fit otherwise (long names, a tall and wide
    board): names cut shorter and shorter talk lines (1), the legend down to
    the food (2), no talk lines (3)."""
    lines: list[tuple[str, tuple | None, Font, str]] = []
    f = font(TEXT)
    fb = font(TEXT, bold=True)
    head = font(HEAD, bold=True)
    names = [_clip(n, PANEL_NAME[level]) for n in view["players"]]

    def bird(seat: int) -> str:
        return bird_name(view, seat, words, names[seat])
    if view["over"]:
        lines.append((words("pic-tweeeet-head-over", verdict=_verdict(view, words)), None, head, "head"))
    elif view.get("turn") is not None:
        t = view["turn"]
        team = view["birds"][t]["team"]
        lines.append((words("pic-tweeeet-head-to-fly", bird=bird(t), space=view["birds"][t]["pos"]), TEAM[team][2],
                      head, "head"))
    for b in view["birds"]:
        if b["status"] == "out":
            where = words("pic-tweeeet-where-out")
        else:
            where = words("pic-tweeeet-where-nested" if b["status"] == "nested" else "pic-tweeeet-where",
                          space=str(b["pos"]))
        if "energy" in b:
            pts = b["energy"] if b["status"] == "nested" else -1
            text = (words("pic-tweeeet-bird-scores", bird=bird(b["seat"]), where=where, energy=b["energy"],
                          points=pts) if view["over"]
                    else words("pic-tweeeet-bird-energy", bird=bird(b["seat"]), where=where, energy=b["energy"]))
        else:
            text = words("pic-tweeeet-bird-where", bird=bird(b["seat"]), where=where)
        lines.append((text, TEAM[b["team"]][2], f, "birds"))
    if view["over"]:
        for team, res in view["teams"].items():
            pts = " + ".join(f"({p})" if p < 0 else str(p) for p in res["points"])
            lines.append((words("pic-tweeeet-team-sum", team=team, points=pts, total=res["total"],
                                birds=len(res["seats"]), average=res["average"]), TEAM[team][2], fb, "teams"))
    else:
        for d in view["distances"] if level < 3 else []:
            a, b = d["seats"]
            talk = words("pic-tweeeet-talk" if level == 0 else "pic-tweeeet-talk-short", distance=d["distance"],
                         band=d["band"])
            lines.append((f"{names[a]} - {names[b]}: {talk}", TEAM[d["team"]][2], f, "talk"))
        pile = view["pile"]
        lines.append((words("pic-tweeeet-nest-laid") if view["nest_laid"] else words("pic-tweeeet-pile", tiles=pile),
                      None, f, "info"))
    last = view.get("last")
    if last:
        what = words("pic-tweeeet-ate", food=FOOD[last["food"]][0]) if last["food"] else words("pic-tweeeet-nested")
        lines.append((words("pic-tweeeet-last-flight", bird=bird(last["seat"]), start=last["from"], end=last["to"],
                            spaces=last["cost"], what=what), FLIGHT, f, "info"))
    legend = words("pic-tweeeet-legend-food", foods=", ".join(
        words("pic-tweeeet-legend-food-item", value=v, food=FOOD[v][0]) for v in FOOD))
    if not view["over"] and level < 2:
        legend += " " + words("pic-tweeeet-legend-birds")
        if any(r.get("arrow") for r in view["rows"]):
            legend += " " + words("pic-tweeeet-legend-arrow")
    lines.append((legend, None, f, "legend"))
    return lines


def _freetype(fnt: Font) -> ImageFont.FreeTypeFont:
    """``fnt`` as the FreeType font it is. render.base.font gives Pillow's
    bitmap font (no size, no masks of its own) only to a Pillow built
    without FreeType, where no text of these pictures can be drawn at all."""
    if not isinstance(fnt, ImageFont.FreeTypeFont):
        raise TypeError("Tweeeet pictures need a Pillow built with FreeType.")
    return fnt


def _size(fnt: Font) -> int:
    """The size the panel font ``fnt`` was loaded at (always TEXT or HEAD)."""
    return int(_freetype(fnt).size)


def _is_bold(fnt: Font) -> bool:
    return isinstance(fnt, ImageFont.FreeTypeFont) and "Bold" in (fnt.getname()[1] or "")


def _wrap(text: str, fnt: Font, room: float) -> list[str]:
    """``text`` in lines of at most ``room`` px, the lines after the first
    indented (remembered: most lines of the panel are the same turn after
    turn)."""
    return list(_wrapped(text, fnt, room))


@layer_cache(maxsize=512)
def _wrapped(text: str, fnt: Font, room: float) -> tuple[str, ...]:
    bold = _is_bold(fnt)
    space = _width(" ", bold, _size(fnt))
    out, cur, cur_w = [], "", 0.0
    words = []
    for word in text.split():
        while _width(word, bold, _size(fnt)) > room and len(word) > 1:  # a word longer than the line
            k = len(word) - 1
            while k > 1 and _width(word[:k], bold, _size(fnt)) > room:
                k -= 1
            words.append(word[:k])
            word = word[k:]
        words.append(word)
    for word in words:
        w = _width(word, bold, _size(fnt))
        if cur and cur_w + space + w > room:
            out.append(cur)
            cur, cur_w = "  " + word, 2 * space + w
        else:
            cur, cur_w = (cur + " " + word, cur_w + space + w) if cur else (word, w)
    out.append(cur)
    return tuple(out)


def _line_h(fnt: Font) -> int:
    return HEAD_H if _size(fnt) > TEXT else LINE_H


def panel_layout(view: dict, width: int, words: Words, level: int = 0) -> list[tuple[int, int, str, tuple | None,
                                                                                  Font]]:
    """Where each wrapped line of the panel is drawn: (x, y, text, swatch,
    font). A block whose every item fits on one line of half the width is
    set in two columns."""
    return list(_set_panel(tuple(panel_lines(view, words, level)), width))


@layer_cache(maxsize=64)
def _set_panel(items: tuple, width: int) -> tuple:
    """``panel_layout`` of the panel's ``items`` (remembered: choosing the
    picture's layout sets the panel it then draws)."""
    out = []
    y = PANEL_TOP
    i = 0
    while i < len(items):
        block = items[i][3]
        group = [it for it in items[i:] if it[3] == block]
        group = group[: next((k for k, it in enumerate(items[i:]) if it[3] != block), len(group))]
        i += len(group)
        col_w = (width - 8) // 2
        two = block in ("birds", "talk", "teams") and len(group) > 1 and all(
            _line_width(text, _is_bold(fnt), _size(fnt)) <= col_w - TEXT_X - 8 for text, _, fnt, _ in group)
        if two:
            for k, (text, colour, fnt, _) in enumerate(group):
                out.append((8 + (k % 2) * col_w, y, text, colour, fnt))
                if k % 2 == 1 or k == len(group) - 1:
                    y += _line_h(fnt)
            continue
        for text, colour, fnt, _ in group:
            for j, part in enumerate(_wrap(text, fnt, width - TEXT_X - 16)):
                out.append((8, y, part, colour if j == 0 else None, fnt))
                y += _line_h(fnt)
    return tuple(out)


def _panel_height(layout) -> int:
    if not layout:
        return 2 * PANEL_TOP
    _, y, _, _, fnt = layout[-1]
    return y + _line_h(fnt) + PANEL_TOP


def _draw_panel(img: Image.Image, draw: ImageDraw.ImageDraw, layout, ox: int, oy: int) -> None:
    for x, y, text, colour, fnt in layout:
        x, y = x + ox, y + oy
        if colour is not None:
            top = y + (_line_h(fnt) - 16) // 2 - 1
            draw.rectangle([x + 4, top, x + 18, top + 14], fill=colour, outline=INK)
        _put(img, (x + TEXT_X - 8, y + 2), text, _size(fnt), _is_bold(fnt), anchor="la")


def _panel(view: dict, width: int, words: Words, level: int = 0) -> Image.Image:
    """The panel alone, ``width`` px wide."""
    layout = panel_layout(view, width, words, level)
    img, draw = canvas(width, _panel_height(layout))
    _draw_panel(img, draw, layout, 0, 0)
    return img


# --------------------------------------------------------------------------
# The picture
# --------------------------------------------------------------------------


class _Plan:
    """What choosing a picture's layout works out, each once: the board's
    layout at each hex size tried and the panel's lines at each level and
    its setting at each width (``_choose`` tries up to about 20 of them)."""

    def __init__(self, view: dict, words: Words):
        self.view = view
        self.words = words
        self._lays: dict[int, _Layout] = {}
        self._lines: dict[int, tuple] = {}
        self._heights: dict[tuple[int, int], int] = {}

    def lay(self, hw: int) -> _Layout:
        if hw not in self._lays:
            self._lays[hw] = _Layout(self.view, _Geo(hw))
        return self._lays[hw]

    def panel(self, width: int, level: int) -> tuple:
        if level not in self._lines:
            self._lines[level] = tuple(panel_lines(self.view, self.words, level))
        return _set_panel(self._lines[level], width)

    def panel_height(self, width: int, level: int) -> int:
        if (width, level) not in self._heights:
            self._heights[width, level] = _panel_height(self.panel(width, level))
        return self._heights[width, level]

    def fits_under(self, lay: _Layout, width: int, level: int) -> bool:
        return lay.height + GAP + self.panel_height(width, level) <= MAX_ASPECT * width

    def choose(self) -> tuple[int, str, int, int]:
        """See ``_choose``."""
        for level in range(LEVELS):
            for hw in range(HEX_MAX, HEX_MIN - 1, -2):
                lay = self.lay(hw)
                if lay.width > MAX_WIDTH:
                    continue
                if self.fits_under(lay, lay.width, level):
                    return hw, "under", lay.width, level
                if self.fits_under(lay, MAX_WIDTH, level):
                    low, high = lay.width, MAX_WIDTH  # low does not fit, high does
                    while high - low > 8:
                        mid = (low + high) // 2
                        low, high = (low, mid) if self.fits_under(lay, mid, level) else (mid, high)
                    return hw, "under", high, level
                side = MAX_WIDTH - lay.width - GAP
                if side >= PANEL_MIN:
                    if max(lay.height, self.panel_height(side, level)) <= MAX_ASPECT * MAX_WIDTH:
                        return hw, "beside", side, level
        return HEX_MIN, "under", MAX_WIDTH, LEVELS - 1  # pragma: no cover - the tersest panel fits (tested)


def _choose(view: dict, words: Words) -> tuple[int, str, int, int]:
    """(hex width, "under" or "beside", picture or panel width, panel level):
    the most detailed panel, then the largest hexes, for which the picture
    keeps to the phone rules; the panel under the board (the picture as
    narrow as it can be, the board centred) when it fits there, else beside
    it. The tersest panel always fits under the narrowest hexes (tested on
    21 rows at the widest spread with six 32-character names)."""
    return _Plan(view, words).choose()


def board(view: dict, words: Words) -> Image.Image:
    plan = _Plan(view, words)
    hw, where, width, level = plan.choose()
    lay = plan.lay(hw)
    layout = plan.panel(width, level)
    if where == "under":
        lay.ox = (width - lay.width) // 2
        img, draw = canvas(width, lay.height + GAP + _panel_height(layout))
        _draw_board(img, draw, view, lay, words)
        _draw_panel(img, draw, layout, 0, lay.height + GAP)
        return img
    img, draw = canvas(lay.width + GAP + width, max(lay.height, _panel_height(layout)))
    _draw_board(img, draw, view, lay, words)
    _draw_panel(img, draw, layout, lay.width + GAP, 0)
    return img


def private(view: dict, words: Words) -> Image.Image | None:
    """A seat's secret energy, as a number and as a row of pips (one per
    point, in tens, at most 100) so it reads at a glance."""
    seat = view.get("seat")
    if seat is None or "energy" not in view:
        return None
    e = view["energy"]
    shown = min(e, 100)
    per_row, pip = 10, 22
    pip_rows = max(1, (shown + per_row - 1) // per_row)
    width = 420
    img, draw = canvas(width, 64 + pip_rows * (pip + 4) + 34)
    team = TEAM[view["birds"][seat]["team"]]
    draw.rectangle([12, 14, 28, 30], fill=team[2], outline=INK)
    team_name = words("pic-tweeeet-team", team=view["birds"][seat]["team"])
    draw.text((36, 12), words("pic-tweeeet-private-energy", name=view["players"][seat], team=team_name, energy=e),
              font=font(18, bold=True), fill=INK)
    for i in range(shown):
        r, c = divmod(i, per_row)
        x, y = 20 + c * (pip + 6) + (8 if c >= 5 else 0), 52 + r * (pip + 4)
        draw.ellipse([x, y, x + pip, y + pip], fill=team[2], outline=INK)
    if e == 0:
        draw.text((20, 56), words("pic-tweeeet-private-none"), font=font(15), fill=INK)
    draw.text((12, 60 + pip_rows * (pip + 4)), words("pic-tweeeet-private-rule"), font=font(14), fill=INK)
    return img


def seat_colour(view: dict, seat: int) -> tuple[int, int, int] | None:
    """The colour the picture gives ``seat``: its bird's team (the rulebook's
    colour chip "in the color of their bird tail"). None for no such seat."""
    birds = view.get("birds", [])
    return TEAM[birds[seat]["team"]][2] if 0 <= seat < len(birds) else None
