"""Twittens pictures, designed for a 400 px-wide phone (issue 14).

Drawn only from views (``Game.view``). Every picture is ``WIDTH`` px wide and
at most ``MAX_ASPECT`` times as tall; every text is at least ``MIN_FONT`` px
(``WIDTH / 50``), so it is at least 8 px tall on a 400 px screen.

* The public board: a header (whose turn and what they may type, the last
  move, the stacks' top tiles), the Twitten of the player to act drawn large
  (cells with letters, ``x=``/``y=`` labels, open spaces labelled ``x,y``,
  the last tile outlined and marked "last"), the other players' Twittens
  drawn compact (cells as coloured shapes), a legend, and after a season the
  cells that scored ringed with the points by category, and the scorepad.
* The private picture: the player's own Twitten with every legal placement
  of the tile in hand as a ghost tile labelled with the move to type, the
  drawn or dealt tiles, the Favourite Place and the Bimble cards.

Each tile is 3x3 cells. Colours come from the Okabe-Ito palette and always
go with a letter (large cells) or a shape (compact cells); the legend pairs
all three. ``tests/twittens/test_render.py`` checks every colour pair under
simulated deuteranopia and protanopia.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from functools import partial

from PIL import Image, ImageDraw, ImageFont

from render import base
from render.base import (
    GRID,
    HIGHLIGHT,
    HIGHLIGHT_WIDTH,
    INK,
    OKABE_ITO,
    Words,
    flow,
    font,
    layer_cache,
    stack_vertical,
    wrap_text,
)

WIDTH = 800  # every picture; a phone shows it at 400, a desktop preview at 550
MAX_ASPECT = 1.6
MIN_FONT = WIDTH // 50  # 16 px: 8 px on a 400 px phone
SMALL, BODY, HEAD, TITLE = MIN_FONT, 18, 21, 26
LETTER_CELL = 26  # cells this big or bigger carry letters (16 px and up)
BIG_CELL = 34
GAP = 8
MAX_WIDTH = WIDTH  # kept for callers that check the width limit

GRASS = (214, 234, 200)
PATH = (222, 200, 155)
PATH_EDGE = (140, 112, 60)
ROAD = (80, 80, 80)
RAIL = (110, 110, 110)
EMPTY = (250, 250, 250)
WHITE = (255, 255, 255)
SCORED = (0, 0, 0)  # the ring round a cell that scored
GHOST = (255, 255, 255)
# The last tile's outline and the acting player's frame: the shared dark
# violet (render.base.HIGHLIGHT), drawn HIGHLIGHT_WIDTH px thick and
# labelled "last". (The brighter violet it replaced was 7.8 CIEDE2000 from
# the station's blue under deuteranopia.)
LAST = HIGHLIGHT

# token -> (fill, letters, ink, compact shape)
STYLE = {
    "house": (OKABE_ITO["vermillion"], "H", WHITE, "square"),
    "tree": (OKABE_ITO["green"], "T", WHITE, "circle"),
    "scrub": (OKABE_ITO["yellow"], "S", (0, 0, 0), "triangle"),
    "dewpond": (OKABE_ITO["sky"], "D", (0, 0, 0), "diamond"),
    "allotment": (OKABE_ITO["orange"], "Al", (0, 0, 0), "square"),
    "playground": (OKABE_ITO["purple"], "Pl", (0, 0, 0), "down"),
    "substation": (OKABE_ITO["black"], "Su", WHITE, "square"),
    "school": (OKABE_ITO["purple"], "Sc", (0, 0, 0), "diamond"),
    "station": (OKABE_ITO["blue"], "St", WHITE, "circle"),
}
WILD = {"fox": "f", "bird": "b", "newt": "n"}
# the legend's cells, each named by pic-twittens-legend (the letters drawn on
# the cells stay as they are in every language)
LEGEND = ["house", "tree", "scrub", "dewpond", "scrub+fox", "allotment", "playground", "substation", "school",
          "station"]
# the scorepad's rows (named by pic-twittens-category; short: pic-twittens-short)
CATEGORY_ROWS = ["houses", "trees", "streetlights", "roads", "stations", "playgrounds", "allotments", "bimble",
                 "total"]
SEASONS = ("spring", "summer", "autumn", "winter")

# Every colour drawn as a fill, for the colour-vision check.
# Two reuse a colour on purpose and are told apart by letter and shape: the
# school shares the playground's purple (Sc and a diamond, Pl and a
# triangle), the streetlight lamps share the scrub's yellow (small dots on
# the path, S and a triangle on grass).
FILLS = {name: style[0] for name, style in STYLE.items() if name != "school"}
FILLS.update({"grass": GRASS, "path": PATH, "path line": PATH_EDGE, "road": ROAD, "rail": RAIL,
              "open space": EMPTY, "last tile": LAST})


# Text drawn without anti-aliasing: crisp with DejaVu's hinting, and few
# colours, so the PNG stays small and quick to encode.
canvas = partial(base.canvas, crisp=True)


def measure(text: str, fnt) -> tuple[int, int]:
    return base.measure(text, fnt, crisp=True)


Font = ImageFont.FreeTypeFont | ImageFont.ImageFont  # what render.base.font gives


def line_px(fnt: Font) -> int:
    """The height a line of text in ``fnt`` takes: the font's size. Pillow's
    bitmap font (``font``'s fallback without FreeType) has no size: the
    height of its letters, so the pictures are still drawn."""
    if isinstance(fnt, ImageFont.FreeTypeFont):
        return int(fnt.size)
    return measure("Ag", fnt)[1]


def wrap(text: str, fnt, width: int) -> list[str]:
    return list(_wrapped(text, fnt, width))


@layer_cache(maxsize=1024)
def _wrapped(text: str, fnt, width: int) -> tuple[str, ...]:
    """``text`` wrapped to ``width``, remembered: a picture sizes each panel
    two or three times before drawing it (about 30 wrappings a picture)."""
    return tuple(wrap_text(text, fnt, width, crisp=True))


def typed(view: dict, seat: str) -> str:
    """The moves a seat may type now, exactly as typed (``move ...``)."""
    forms = view["to_act"][seat].get("typed") or []
    return " / ".join(f"move {f}" for f in forms)


# ---------------------------------------------------------------------------
# text from cached masks
# ---------------------------------------------------------------------------


def write(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, font: Font, fill=INK,
          anchor: str | None = None) -> None:
    """``draw.text(xy, text, font=font, fill=fill, anchor=anchor)``, pixel for
    pixel, from a cached mask of the text's ink: FreeType renders a label
    once (the same coordinates, scores and names recur on every picture, and
    rendering costs about as much as the rest of a panel), later pictures
    stamp it (``ImageDraw.bitmap``, the primitive ``text`` itself ends in).
    Pillow's bitmap font, a negative position or several lines go to
    ``draw.text`` as they are."""
    fnt, (x, y) = font, xy
    if not isinstance(fnt, ImageFont.FreeTypeFont) or x < 0 or y < 0 or "\n" in text:
        draw.text(xy, text, font=fnt, fill=fill, anchor=anchor)
        return
    ix, iy = int(x), int(y)
    ink = _ink(text, fnt, draw.fontmode, anchor, x - ix, y - iy)
    if ink is not None:
        dx, dy, mask = ink
        draw.bitmap((ix + dx, iy + dy), mask, fill=fill)


@layer_cache(maxsize=512)  # 96% of labels found (two games interleaved), about 2 MB
def _ink(text: str, fnt: ImageFont.FreeTypeFont, fontmode: str, anchor: str | None, fx: float,
         fy: float) -> tuple[int, int, Image.Image] | None:
    """The ink of ``text`` written at (fx, fy) (``fx``, ``fy``: the fractions
    of a pixel the position has; FreeType places glyphs by them) as a mask
    cropped to the ink, with its offset from the whole-pixel position;
    ``None`` when the text has no ink."""
    left, top, right, bottom = fnt.getbbox(text, fontmode, anchor=anchor)
    ox, oy = max(0, 3 - math.floor(left)), max(0, 3 - math.floor(top))  # whole pixels, ink 3 px in
    scratch = Image.new("L", (ox + math.ceil(right) + 4, oy + math.ceil(bottom) + 4), 0)
    pen = ImageDraw.Draw(scratch)
    pen.fontmode = fontmode
    pen.text((ox + fx, oy + fy), text, font=fnt, fill=255, anchor=anchor)
    box = scratch.getbbox()
    if box is None:
        return None
    return box[0] - ox, box[1] - oy, scratch.crop(box)


# ---------------------------------------------------------------------------
# cells and tiles
# ---------------------------------------------------------------------------


def _shape(draw, kind: str, box, fill, outline=INK) -> None:
    x0, y0, x1, y1 = box
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    if kind == "circle":
        draw.ellipse(box, fill=fill, outline=outline)
    elif kind == "triangle":
        draw.polygon([(mx, y0), (x1, y1), (x0, y1)], fill=fill, outline=outline)
    elif kind == "down":
        draw.polygon([(x0, y0), (x1, y0), (mx, y1)], fill=fill, outline=outline)
    elif kind == "diamond":
        draw.polygon([(mx, y0), (x1, my), (mx, y1), (x0, my)], fill=fill, outline=outline)
    else:
        draw.rectangle(box, fill=fill, outline=outline)


def draw_cell(draw: ImageDraw.ImageDraw, x: int, y: int, c: int, token: str, letters: bool | None = None) -> None:
    """One cell; with ``letters`` (default: when the cell is big enough for
    MIN_FONT letters) the element's letters, otherwise its shape."""
    if letters is None:
        letters = c >= LETTER_CELL
    box = (x, y, x + c - 1, y + c - 1)
    if token == "path":
        draw.rectangle(box, fill=PATH)
        return
    if token == "road":
        draw.rectangle(box, fill=ROAD)
        w = max(1, c // 14)
        draw.line((x + c // 2, y + 2, x + c // 2, y + c - 3), fill=WHITE, width=w)
        draw.line((x + 2, y + c // 2, x + c - 3, y + c // 2), fill=WHITE, width=w)
        return
    if token == "rail":
        draw.rectangle(box, fill=RAIL)
        step = max(3, c // 5)
        for k in range(step // 2, c, step):
            draw.line((x + k, y + 1, x + k, y + c - 2), fill=(60, 40, 20), width=max(1, c // 16))
        return
    draw.rectangle(box, fill=GRASS)
    if token == "grass":
        return
    parts = token.split("+")
    base = parts[0]
    fill, text, ink, shape = STYLE.get(base, ((200, 200, 200), base[:2], INK, "square"))
    inset = max(1, c // 10)
    inner = (x + inset, y + inset, x + c - 1 - inset, y + c - 1 - inset)
    if letters:
        if base == "tree" or base == "station":
            draw.ellipse(inner, fill=fill, outline=INK)
        else:
            draw.rectangle(inner, fill=fill, outline=INK)
        if len(parts) > 1:
            text += WILD.get(parts[1], "?")
        size = max(MIN_FONT, int(c * (0.62 if len(text) == 1 else 0.55)))
        write(draw, (x + c / 2, y + c / 2), text, font=font(size, bold=True), fill=ink, anchor="mm")
        return
    _shape(draw, shape, inner, fill)
    if len(parts) > 1:  # wildlife: a dot on its home
        r = max(1, c // 7)
        draw.ellipse((x + c / 2 - r, y + c / 2 - r, x + c / 2 + r, y + c / 2 + r), fill=INK)


@layer_cache(maxsize=512)  # 92% found (two games interleaved), as with 4,096; at most about 10 MB
def _tile_image(cells: tuple, lights: int, c: int, letters: bool) -> Image.Image:
    """A tile face drawn once per size (tiles repeat between pictures)."""
    img, draw = canvas(3 * c, 3 * c, GRASS)
    for i, tok in enumerate(cells):
        draw_cell(draw, (i % 3) * c, (i // 3) * c, c, tok, letters)
    centre = (c + c // 2, c + c // 2)
    width = max(2, c // 3)
    for i in (1, 3, 5, 7):
        if cells[i] == "path":
            ex, ey = (i % 3) * c + c // 2, (i // 3) * c + c // 2
            end = (ex + (ex - centre[0]) // 2, ey + (ey - centre[1]) // 2)
            draw.line((centre, end), fill=PATH_EDGE, width=width)
    if cells[4] == "path":
        r = width // 2
        draw.rectangle((centre[0] - r, centre[1] - r, centre[0] + r, centre[1] + r), fill=PATH_EDGE)
    r = max(2, c // 7)
    for k in range(lights):  # streetlights: yellow lamps on the centre cell
        lx = centre[0] - (lights - 1) * (r + 1) + k * 2 * (r + 1)
        draw.ellipse((lx - r, centre[1] - r, lx + r, centre[1] + r), fill=OKABE_ITO["yellow"], outline=INK)
    draw.rectangle((0, 0, 3 * c - 1, 3 * c - 1), outline=INK, width=1)
    return img


def paste_tile(img: Image.Image, x: int, y: int, c: int, face: dict, letters: bool | None = None) -> None:
    if letters is None:
        letters = c >= LETTER_CELL
    img.paste(_tile_image(tuple(face["cells"]), face.get("lights", 0), c, letters), (int(x), int(y)))


def tile_card(face: dict, label: str, c: int = LETTER_CELL, highlight: bool = False, note: str = "") -> Image.Image:
    """A single tile with a caption above it (and a note below): drawn once
    per face and caption (the stacks' tops stay for several moves, the
    placements gallery repeats), shared: paste it, never draw on it."""
    return _tile_card(tuple(face["cells"]), face.get("lights", 0), label, c, highlight, note)


@layer_cache(maxsize=64)
def _tile_card(cells: tuple, lights: int, label: str, c: int, highlight: bool, note: str) -> Image.Image:
    face = {"cells": cells, "lights": lights}
    fnt = font(SMALL, bold=True)
    tw, th = measure(label, fnt)
    nw = measure(note, font(SMALL))[0] if note else 0
    width = max(3 * c, tw, nw) + 10
    height = th + 10 + 3 * c + 6 + (SMALL + 6 if note else 0)
    img, draw = canvas(width, height)
    write(draw, (width // 2, 2), label, font=fnt, fill=INK, anchor="mt")
    x0 = (width - 3 * c) // 2
    paste_tile(img, x0, th + 8, c, face)
    if highlight:
        draw.rectangle((x0 - 3, th + 5, x0 + 3 * c + 2, th + 8 + 3 * c + 2), outline=LAST, width=3)
    if note:
        write(draw, (width // 2, th + 14 + 3 * c), note, font=font(SMALL), fill=INK, anchor="mt")
    return img


def row_of(images: list[Image.Image], width: int, gap: int = 10) -> Image.Image:
    """Images left to right, wrapping into rows no wider than ``width``."""
    return flow(images, width, gap, full_width=True)


# ---------------------------------------------------------------------------
# one picture, drawn in place
# ---------------------------------------------------------------------------

# A part of a picture laid out before it is drawn: (width, height, paint),
# where paint(picture, its drawing context, top) draws the part into the
# picture with its top at y = top. The board is one canvas that every part
# draws into, instead of a picture per part pasted into a picture per row.
Piece = tuple[int, int, Callable[[Image.Image, ImageDraw.ImageDraw, int], None]]


def _image_piece(image: Image.Image) -> Piece:
    """A part already drawn (a cached layer): pasted."""
    return image.width, image.height, lambda img, draw, top: img.paste(image, (0, top))


def _compose(pieces: list[Piece], gap: int = GAP) -> Image.Image:
    """``stack_vertical`` of the parts' pictures, drawn in one canvas: the
    parts one under another, ``gap`` apart, left-aligned, on the paper."""
    img, draw = canvas(max(w for w, _, _ in pieces), sum(h for _, h, _ in pieces) + gap * (len(pieces) - 1))
    top = 0
    for _, height, paint in pieces:
        paint(img, draw, top)
        top += height + gap
    return img


def _alone(piece: Piece) -> Image.Image:
    return _compose([piece])


# ---------------------------------------------------------------------------
# a Twitten panel
# ---------------------------------------------------------------------------


def shown_tiles(seat: dict) -> tuple[list[dict], bool]:
    """The tiles a panel shows: the Twitten, or at the end of a season the
    Twitten that was scored (until the next one starts)."""
    if seat["twitten"]:
        return seat["twitten"], False
    previous = seat.get("previous") or {}
    if previous.get("twitten"):
        return previous["twitten"], True
    return [], False


def extent(seat: dict, spots: bool = True) -> tuple[int, int, int, int]:
    """x_lo, y_lo, columns, rows of a panel's grid (tiles and open spaces)."""
    tiles, _ = shown_tiles(seat)
    pts = [(t["x"], t["y"]) for t in tiles]
    if spots and seat["twitten"]:
        pts += [tuple(p) for p in seat.get("open") or []]
    if not pts:
        pts = [(0, 0)]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def panel_lines(seat: dict, index: int, view: dict, width: int, large: bool, words: Words) -> list[tuple[str, Font]]:
    """The panel's text lines (text, font), wrapped to ``width``."""
    total = view.get("totals", {}).get(str(index), 0)
    marks = []
    if view.get("turn") == index and view.get("phase") == "play":
        marks.append(words("pic-twittens-mark-to-play"))
    if seat.get("home") and not view.get("over"):
        marks.append(words("pic-twittens-mark-home"))
    if view.get("start") == index and not view.get("over"):
        marks.append(words("pic-twittens-mark-start"))
    if view.get("phase") == "prepare":
        marks.append(words("pic-twittens-mark-ready" if seat.get("ready") else "pic-twittens-mark-choosing"))
    title = (words("pic-twittens-panel-title-marks", name=seat["name"], total=total, marks=", ".join(marks)) if marks
             else words("pic-twittens-panel-title", name=seat["name"], total=total))
    head = font(HEAD if large else BODY, bold=True)
    lines = [(line, head) for line in wrap(title, head, width)]
    body = font(SMALL)
    tiles, previous = shown_tiles(seat)
    status = []
    if view.get("phase") == "play":
        status.append(words("pic-twittens-status-tiles", tiles=seat["tiles"], houses=seat["houses"],
                            limit=seat["house_limit"], lights=seat["streetlights"]))
        live = seat.get("live")
        if live:
            status.append(words("pic-twittens-status-so-far", total=live["total"]))
        status.append(words("pic-twittens-status-bimble", done=len(seat["completed"]), cards=seat["cards_in_hand"]))
        if large:
            status.append(words("pic-twittens-status-kept" if seat.get("has_favourite")
                                else "pic-twittens-status-used"))
    text = "; ".join(status)
    sheet = seat["sheets"][-1] if seat.get("sheets") and (previous or view.get("over")) else None
    if sheet:
        season = words("pic-twittens-season-title", season=SEASONS[len(seat["sheets"]) - 1])
        if sheet["total"] or any(sheet[k] for k in CATEGORY_ROWS[:-1]):
            text = words("pic-twittens-sheet", season=season, total=sheet["total"], parts=", ".join(
                words("pic-twittens-short-score", category=k, score=sheet[k]) for k in CATEGORY_ROWS[:-1] if sheet[k]))
        else:
            text = words("pic-twittens-sheet-none", season=season)
    cards = seat.get("final_cards") or ((seat.get("previous") or {}).get("cards") if previous else None)
    if cards and large:
        text += ". " + words("pic-twittens-bimble-cards", cards=", ".join(
            words("pic-twittens-bimble-done" if d["completed"] else "pic-twittens-bimble-failed", title=d["title"],
                  points=d["points"]) for d in cards))
    elif seat.get("completed") and large and not sheet:
        text += ". " + words("pic-twittens-bimble-completed", cards=", ".join(
            f"{d['title']} ({d['points']})" for d in seat["completed"]))
    if text:
        lines += [(line, body) for line in wrap(text, body, width)]
    return lines


LINE_GAP = 4
LABEL_H = MIN_FONT + 6


def panel_height(seat: dict, index: int, view: dict, width: int, c: int, large: bool, words: Words) -> int:
    _, _, _, rows = extent(seat)
    return _panel_text_height(seat, index, view, width, large, words) + rows * 3 * c


def _panel_text_height(seat: dict, index: int, view: dict, width: int, large: bool, words: Words) -> int:
    """A panel's height less its grid: its text lines, the labels, margins."""
    lines = panel_lines(seat, index, view, width - 12, large, words)
    return 6 + sum(line_px(f) + LINE_GAP for _, f in lines) + LABEL_H + 10


def shrink_cell(seat: dict, index: int, view: dict, width: int, c: int, large: bool, limit: float,
                least: int, words: Words) -> int:
    """The largest cell size up to ``c`` at which the panel is at most
    ``limit`` tall, but never under ``least`` (nor under ``c`` when ``c``
    already is): the panel's height grows by 3 rows of cells per cell pixel,
    so it is worked out, not searched (the panel's text is wrapped once,
    not once per size tried: season-end pictures took 50-80 ms searching)."""
    if c <= least:
        return c
    _, _, _, rows = extent(seat)
    room = limit - _panel_text_height(seat, index, view, width, large, words)
    return max(least, min(c, math.floor(room / (3 * rows))))


def margin_for(c: int) -> int:
    return 46 if c >= LETTER_CELL else 30


def fit_cell(seat: dict, width: int, top: int = BIG_CELL) -> int:
    _, _, cols, _ = extent(seat)
    return max(4, min(top, (width - margin_for(top) - 8) // (3 * cols)))


def twitten_panel(seat: dict, index: int, view: dict, width: int, c: int, large: bool, words: Words,
                  ghosts: list | None = None) -> Image.Image:
    """One player's Twitten at cell size ``c`` in a panel ``width`` wide.
    ``ghosts``: (face, x, y, label) tiles to draw faintly over open spaces."""
    img, draw = canvas(width, panel_height(seat, index, view, width, c, large, words), WHITE)
    draw_panel(img, draw, 0, 0, seat, index, view, width, c, large, words, ghosts)
    return img


def draw_panel(img: Image.Image, draw: ImageDraw.ImageDraw, px: int, py: int, seat: dict, index: int, view: dict,
               width: int, c: int, large: bool, words: Words, ghosts: list | None = None) -> None:
    """Draw ``twitten_panel``'s picture into ``img`` with its top left
    corner at (px, py) (a grid too long for the panel runs past its right
    edge: ``twitten_panel``'s own canvas cuts it there)."""
    tiles, previous = shown_tiles(seat)
    spots = [tuple(p) for p in seat.get("open") or []]
    x_lo, y_lo, cols, rows = extent(seat)
    letters = c >= LETTER_CELL
    lines = panel_lines(seat, index, view, width - 12, large, words)
    head_h = 6 + sum(line_px(f) + LINE_GAP for _, f in lines)
    height = head_h + LABEL_H + rows * 3 * c + 10
    acting = str(index) in view.get("to_act", {}) and view.get("phase") == "play"
    draw.rectangle((px, py, px + width - 1, py + height - 1), fill=WHITE, outline=LAST if acting else GRID,
                   width=3 if acting else 1)
    y = py + 5
    for text, fnt in lines:
        write(draw, (px + 8, y), text, font=fnt, fill=INK)
        y += line_px(fnt) + LINE_GAP
    tpx = 3 * c
    margin = margin_for(c)
    ox = px + margin + max(0, (width - margin - 8 - cols * tpx) // 2)
    oy = py + head_h + LABEL_H
    lab = font(SMALL, bold=True)
    for i in range(cols):
        text = f"x={x_lo + i}" if letters or tpx >= measure(f"x={x_lo + i}", lab)[0] + 4 else f"{x_lo + i}"
        write(draw, (ox + i * tpx + tpx // 2, oy - 3), text, font=lab, fill=INK, anchor="mb")
    for j in range(rows):
        write(draw, (ox - 4, oy + j * tpx + tpx // 2), f"y={y_lo + j}" if letters else f"{y_lo + j}",
              font=lab, fill=INK, anchor="rm")
    small = font(SMALL)
    for (sx, sy) in spots:
        bx, by = ox + (sx - x_lo) * tpx, oy + (sy - y_lo) * tpx
        draw.rectangle((bx + 2, by + 2, bx + tpx - 3, by + tpx - 3), fill=EMPTY, outline=GRID)
        label = f"{sx},{sy}"
        if measure(label, small)[0] <= tpx - 6:
            write(draw, (bx + tpx // 2, by + tpx // 2), label, font=small, fill=INK, anchor="mm")
    for t in tiles:
        paste_tile(img, ox + (t["x"] - x_lo) * tpx, oy + (t["y"] - y_lo) * tpx, c, t)
    scored = seat.get("scored") if previous or view.get("over") else None
    if scored:
        ring = max(2, c // 9)
        for cells in scored.values():
            for r, col in cells:
                cx, cy = ox + (col - 3 * x_lo) * c, oy + (r - 3 * y_lo) * c
                draw.rectangle((cx, cy, cx + c - 1, cy + c - 1), outline=SCORED, width=ring)
    for face, gx, gy, label in ghosts or []:
        bx, by = ox + (gx - x_lo) * tpx, oy + (gy - y_lo) * tpx
        img.paste(_ghost_image(tuple(face["cells"]), face.get("lights", 0), c, letters), (bx, by))
        draw.rectangle((bx, by, bx + tpx - 1, by + tpx - 1), outline=OKABE_ITO["blue"], width=2)
        if label:
            w, h = measure(label, font(SMALL, bold=True))
            draw.rectangle((bx + 1, by + 1, bx + w + 6, by + h + 6), fill=WHITE)
            write(draw, (bx + 4, by + 3), label, font=font(SMALL, bold=True), fill=INK)
    last = view.get("last") or {}
    if last.get("seat") == index and "x" in last and seat["twitten"]:
        bx, by = ox + (last["x"] - x_lo) * tpx, oy + (last["y"] - y_lo) * tpx
        draw.rectangle((bx - 2, by - 2, bx + tpx + 1, by + tpx + 1), outline=LAST, width=HIGHLIGHT_WIDTH)
        if tpx >= 44:
            mark = words("pic-twittens-last")
            w, h = measure(mark, font(SMALL, bold=True))
            draw.rectangle((bx, by + tpx - h - 6, bx + w + 6, by + tpx - 1), fill=LAST)
            write(draw, (bx + 3, by + tpx - h - 4), mark, font=font(SMALL, bold=True), fill=WHITE)


@layer_cache(maxsize=64)
def _ghost_image(cells: tuple, lights: int, c: int, letters: bool) -> Image.Image:
    """A tile face washed out: a placement the player may choose."""
    ghost = _tile_image(cells, lights, c, letters)
    return Image.blend(ghost, Image.new("RGB", ghost.size, GHOST), 0.45)


# ---------------------------------------------------------------------------
# header, legend, scorepad
# ---------------------------------------------------------------------------


def _piles(view: dict, words: Words) -> list[Image.Image]:
    piles = []
    if view.get("stacks"):
        for st in view["stacks"]:
            if st["top"]:
                piles.append(tile_card(st["top"], f"{st['name']}: t{st['top']['id']} ({st['size']})"))
    elif view.get("discard") and view["discard"]["top"]:
        d = view["discard"]
        piles.append(tile_card(d["top"], words("pic-twittens-discard", tile=f"t{d['top']['id']}", size=d["size"])))
    return piles


def header(view: dict, words: Words, width: int = WIDTH) -> Image.Image:
    return _alone(_header_piece(view, words, width))


def _header_piece(view: dict, words: Words, width: int = WIDTH) -> Piece:
    names = view["players"]
    body, bold = font(BODY), font(BODY, bold=True)
    lines: list[tuple[str, Font]] = []
    if view.get("over"):
        title = words("pic-twittens-title-final")
        for s in view.get("standings") or []:
            standing = words("pic-twittens-standing", rank=s["rank"], name=names[s["seat"]], points=int(s["score"]))
            lines.append((f"{standing} ({s['detail']})" if s.get("detail") else standing,
                          bold if s["rank"] == 1 else body))
    else:
        title = words("pic-twittens-title", season=words("pic-twittens-season", season=view["season_name"]),
                      number=view["season"])
        acting = view.get("to_act", {})
        if view.get("phase") == "prepare":
            waiting = [names[int(k)] for k in acting]
            lines.append((words("pic-twittens-choosing", names=", ".join(waiting)), bold))
            lines.append((words("pic-twittens-type-prepare"), body))
        for k in acting if view.get("phase") == "play" else []:
            lines.append((words("pic-twittens-to-play", name=names[int(k)]), bold))
            lines.append((words("pic-twittens-type", moves=typed(view, k)), body))
        if view.get("last") and view["last"].get("text"):
            lines.append((words("pic-twittens-last-move", text=view["last"]["text"]), body))
    if not view.get("over"):
        lines.append((words("pic-twittens-decks", tiles=view["deck_size"], cards=view["bimble_deck_size"]),
                      font(SMALL)))
    piles = [] if view.get("over") else _piles(view, words)
    pile_w = sum(p.width + 8 for p in piles)
    text_w = width - pile_w - 20
    wrapped = [(line, f) for text, f in lines for line in wrap(text, f, text_w)]
    h_text = 8 + TITLE + 8 + sum(line_px(f) + LINE_GAP for _, f in wrapped)
    height = max(h_text, max((p.height + 8 for p in piles), default=0)) + 4

    def paint(img: Image.Image, draw: ImageDraw.ImageDraw, top: int) -> None:
        write(draw, (10, top + 6), title, font=font(TITLE, bold=True), fill=INK)
        y = top + 8 + TITLE + 8
        for text, f in wrapped:
            write(draw, (10, y), text, font=f, fill=INK)
            y += line_px(f) + LINE_GAP
        x = width - pile_w
        for p in piles:
            img.paste(p, (x, top + 4))
            x += p.width + 8

    return width, height, paint


@layer_cache(maxsize=4)
def legend(words: Words, width: int = WIDTH, scored: bool = False) -> Image.Image:
    """What every colour, letter and shape means (drawn once per kind)."""
    fnt = font(SMALL)
    c = LETTER_CELL
    items = []
    for tok in LEGEND:
        items.append(("cell", tok, words("pic-twittens-legend", item=tok.replace("+", "-"))))
    items += [("cell", "path", words("pic-twittens-legend", item="path")),
              ("cell", "road", words("pic-twittens-legend", item="road")),
              ("cell", "rail", words("pic-twittens-legend", item="rail")),
              ("lamp", "", words("pic-twittens-legend", item="lamp")),
              ("spot", "", words("pic-twittens-legend", item="spot")),
              ("last", "", words("pic-twittens-legend", item="last"))]
    if scored:
        items.append(("ring", "", words("pic-twittens-legend", item="scored")))
    cells: list[tuple[str, str, str, int, int]] = []
    for kind, tok, text in items:
        swatch = 2 * c + 4 if kind == "cell" and tok in LEGEND_SHAPED else c
        w = swatch + 6 + measure(text, fnt)[0] + 16
        cells.append((kind, tok, text, w, swatch))
    rows: list[list[tuple[str, str, str, int, int]]] = []
    cur: list[tuple[str, str, str, int, int]] = []
    used = 8
    for it in cells:
        if used + it[3] > width and cur:
            rows.append(cur)
            cur, used = [], 8
        cur.append(it)
        used += it[3]
    rows.append(cur)
    img, draw = canvas(width, 6 + len(rows) * (c + 6))
    y = 4
    for row in rows:
        x = 8
        for kind, tok, text, w, swatch in row:
            if kind == "cell":
                draw_cell(draw, x, y, c, tok, True)
                if tok in LEGEND_SHAPED:
                    draw_cell(draw, x + c + 4, y, c, tok, False)
            elif kind == "lamp":
                draw.rectangle((x, y, x + c - 1, y + c - 1), fill=PATH)
                draw.ellipse((x + 7, y + 7, x + c - 8, y + c - 8), fill=OKABE_ITO["yellow"], outline=INK)
            elif kind == "spot":
                draw.rectangle((x, y, x + c - 1, y + c - 1), fill=EMPTY, outline=GRID)
            elif kind == "last":
                draw.rectangle((x, y, x + c - 1, y + c - 1), fill=GRASS, outline=LAST, width=4)
            elif kind == "ring":
                draw_cell(draw, x, y, c, "tree", False)
                draw.rectangle((x, y, x + c - 1, y + c - 1), outline=SCORED, width=3)
            write(draw, (x + swatch + 6, y + c // 2), text, font=fnt, fill=INK, anchor="lm")
            x += w
        y += c + 6
    return img


LEGEND_SHAPED = set(LEGEND)


def scorepad(view: dict, words: Words, width: int = WIDTH) -> Image.Image | None:
    seats = view["seats"]
    seasons = max(len(s["sheets"]) for s in seats)
    if seasons == 0:
        return None
    fnt, bold = font(SMALL), font(SMALL, bold=True)
    # the columns as wide as their words (German and Russian ones are longer)
    shorts = [words("pic-twittens-season-short", season=season) for season in SEASONS]
    categories = [words("pic-twittens-category", category=key) for key in CATEGORY_ROWS]
    total_word = words("pic-twittens-sum")
    label_w = max(122, max(measure(name, bold)[0] for name in categories) + 8)
    col_w = max(30, max(measure(short, fnt)[0] for short in shorts) + 8)
    sum_ink = measure(total_word, bold)[0]
    sum_w = 40 if sum_ink <= 40 else sum_ink + 8  # a longer word gets room on both sides
    row_h = SMALL + 6
    group_w = col_w * seasons + sum_w
    width = max(width, label_w + group_w * len(seats) + 10)
    notes = []
    for seat in seats:
        sh = seat["sheets"][-1]
        notes.append(f"{seat['name']} {sh['bimble_won']} - {sh['bimble_lost']} = {sh['bimble']}")
    note_lines = wrap(words("pic-twittens-scorepad-note", notes="; ".join(notes)), fnt, width - 20)
    y0 = 8 + HEAD + 6
    height = y0 + row_h * (len(CATEGORY_ROWS) + 2) + (SMALL + LINE_GAP) * len(note_lines) + 8
    img, draw = canvas(width, height, WHITE)
    write(draw, (10, 6), words("pic-twittens-scorepad"), font=font(HEAD, bold=True), fill=INK)
    for p, seat in enumerate(seats):
        gx = label_w + p * group_w
        name = seat["name"]
        while measure(name, bold)[0] > group_w - 6 and len(name) > 1:
            name = name[:-1]
        write(draw, (gx + group_w // 2, y0), name, font=bold, fill=INK, anchor="mt")
        for k in range(seasons):
            write(draw, (gx + k * col_w + col_w // 2, y0 + row_h), shorts[k], font=fnt, fill=INK, anchor="mt")
        write(draw, (gx + seasons * col_w + sum_w // 2, y0 + row_h), total_word, font=bold, fill=INK, anchor="mt")
        draw.line((gx - 4, y0, gx - 4, y0 + row_h * (len(CATEGORY_ROWS) + 2)), fill=GRID)
    for r, key in enumerate(CATEGORY_ROWS):
        y = y0 + row_h * (r + 2)
        if r % 2 == 0:
            draw.rectangle((4, y - 2, width - 4, y + row_h - 3), fill=(242, 242, 238))
        write(draw, (8, y), categories[r], font=bold if key == "total" else fnt, fill=INK)
        for p, seat in enumerate(seats):
            gx = label_w + p * group_w
            total = 0
            for k, sheet in enumerate(seat["sheets"]):
                total += sheet[key]
                write(draw, (gx + k * col_w + col_w // 2, y), str(sheet[key]), font=bold if key == "total" else fnt,
                          fill=INK, anchor="mt")
            write(draw, (gx + seasons * col_w + sum_w // 2, y), str(total), font=bold, fill=INK, anchor="mt")
    y = y0 + row_h * (len(CATEGORY_ROWS) + 2)
    for line in note_lines:
        write(draw, (10, y), line, font=fnt, fill=INK)
        y += SMALL + LINE_GAP
    return img


# ---------------------------------------------------------------------------
# the public picture
# ---------------------------------------------------------------------------


def _panels_row(seats: list[tuple[int, dict]], view: dict, width: int, budget: int, top: int,
                large: bool, words: Words) -> Piece | None:
    """Panels side by side (two rows for four), each with the largest cell
    size up to ``top`` that fits its width and its share of the height
    ``budget``."""
    if not seats:
        return None
    per_row = len(seats) if len(seats) <= 3 else 2
    rows = [seats[i:i + per_row] for i in range(0, len(seats), per_row)]
    pw = (width - GAP * (per_row - 1)) // per_row
    share = (budget - GAP * (len(rows) - 1)) // len(rows)
    laid: list[tuple[int, list[tuple[int, dict, int]]]] = []  # (row height, [(seat index, seat, cell)])
    for row in rows:
        panels = []
        for i, s in row:
            c = shrink_cell(s, i, view, pw, fit_cell(s, pw, top), large, share, 4, words)
            panels.append((i, s, c))
        laid.append((max(panel_height(s, i, view, pw, c, large, words) for i, s, c in panels), panels))

    def paint(img: Image.Image, draw: ImageDraw.ImageDraw, y: int) -> None:
        for h, panels in laid:
            for k, (i, s, c) in enumerate(panels):
                # a panel is its own picture (which also cuts what overflows),
                # drawn again only when what it shows changed
                img.paste(_panel_image(_panel_key(s, i, view), pw, c, large, words), (k * (pw + GAP), y))
            y += h + GAP

    return width, sum(h for h, _ in laid) + GAP * (len(laid) - 1), paint


def _panel_key(seat: dict, index: int, view: dict) -> str:
    """Everything a panel shows (``panel_lines``, ``draw_panel``), as the
    key of its cached picture: the seat and the part of the view that
    concerns it."""
    last = view.get("last") or {}
    return json.dumps([seat, index, {
        "totals": {str(index): view.get("totals", {}).get(str(index), 0)},
        "turn": index if view.get("turn") == index else None,
        "start": index if view.get("start") == index else None,
        "phase": view.get("phase"), "over": view.get("over"),
        "to_act": {str(index): True} if str(index) in view.get("to_act", {}) else {},
        "last": last if last.get("seat") == index else None,
    }], sort_keys=True)


@layer_cache(maxsize=12)  # a board's panels and the last ones; at most about 1.5 MB each
def _panel_image(key: str, width: int, c: int, large: bool, words: Words) -> Image.Image:
    """A panel's picture from its ``_panel_key``: each move changes one or
    two players' panels, and the others are pasted as they were."""
    seat, index, view = json.loads(key)
    return twitten_panel(seat, index, view, width, c, large, words)


def board(view: dict, words: Words) -> Image.Image:
    seats = list(enumerate(view["seats"]))
    limit = int(MAX_ASPECT * WIDTH)
    pad = scorepad(view, words) if view.get("over") or view.get("phase") == "prepare" else None
    scored = any(s.get("scored") for _, s in seats)
    parts_top = [_header_piece(view, words)]
    parts_bottom = [_image_piece(legend(words, WIDTH, scored))] + ([_image_piece(pad)] if pad is not None else [])
    fixed = sum(h for _, h, _ in parts_top + parts_bottom) + GAP * (len(parts_top) + len(parts_bottom))
    budget = limit - fixed
    turn = view.get("turn")
    if view.get("phase") == "play" and turn is not None:
        others = [(i, s) for i, s in seats if i != turn]
        top = {1: 22, 2: 18}.get(len(others), 16)
        main_seat = view["seats"][turn]
        c = shrink_cell(main_seat, turn, view, WIDTH, fit_cell(main_seat, WIDTH, BIG_CELL), True, budget * 0.62,
                        LETTER_CELL, words)
        row = _panels_row(others, view, WIDTH,
                          budget - panel_height(main_seat, turn, view, WIDTH, c, True, words) - GAP, top, False, words)
        main_budget = budget - (row[1] + GAP if row is not None else 0)
        main = _panels_row([(turn, view["seats"][turn])], view, WIDTH, main_budget, BIG_CELL, True, words)
        body = [main, row]
    else:
        body = [_panels_row(seats, view, WIDTH, budget, 24 if len(seats) > 2 else BIG_CELL, True, words)]
    panels = [p for p in body if p is not None]  # a row with no seats to show is no picture
    return _compose(parts_top + panels + parts_bottom)


# ---------------------------------------------------------------------------
# the private picture
# ---------------------------------------------------------------------------


def _card_box(card: dict, width: int, words: Words, note: str = "") -> Image.Image:
    fnt, bold = font(SMALL), font(BODY, bold=True)
    text = card["text"].replace("[link]", words("pic-twittens-card-link")).replace("[pin]",
                                                                                   words("pic-twittens-card-pin"))
    done = card.get("completed")
    head = words("pic-twittens-card-done" if done else "pic-twittens-card", card=f"b{card['id']}", title=card["title"],
                 points=card["points"])
    heads = wrap(head, bold, width - 16)
    lines = wrap(text + (f" ({note})" if note else ""), fnt, width - 20)
    height = 6 + (BODY + LINE_GAP) * len(heads) + (SMALL + LINE_GAP) * len(lines) + 6
    img, draw = canvas(width, height, (226, 244, 233) if done else WHITE)
    draw.rectangle((0, 0, width - 1, height - 1), outline=OKABE_ITO["green"] if done else GRID, width=3 if done else 1)
    y = 5
    for line in heads:
        write(draw, (8, y), line, font=bold, fill=INK)
        y += BODY + LINE_GAP
    for line in lines:
        write(draw, (10, y), line, font=fnt, fill=INK)
        y += SMALL + LINE_GAP
    return img


def _title(text: str, width: int, size: int = HEAD) -> Image.Image:
    lines = wrap(text, font(size, bold=True), width - 20)
    img, draw = canvas(width, 8 + (size + LINE_GAP) * len(lines))
    y = 4
    for line in lines:
        write(draw, (10, y), line, font=font(size, bold=True), fill=INK)
        y += size + LINE_GAP
    return img


def private(view: dict, words: Words) -> Image.Image | None:
    me = view.get("me")
    if not me:
        return None
    seat = me["seat"]
    name = view["players"][seat]
    limit = int(MAX_ASPECT * WIDTH)
    inner = WIDTH - 20
    sections: list[Image.Image] = [_title(words("pic-twittens-hand", name=name, number=view["season"],
                                                season=words("pic-twittens-season", season=view["season_name"])),
                                          inner, TITLE)]
    acting = view.get("to_act", {}).get(str(seat))
    if acting:
        sections.append(_title(words("pic-twittens-type", moves=typed(view, str(seat))), inner, BODY))
    holding = me.get("holding")
    tiles: list[Image.Image] = []
    gallery: list[Image.Image] = []
    ghosts = []
    if holding:
        tiles.append(tile_card(holding, words("pic-twittens-to-place", tile=f"t{holding['id']}"), highlight=True))
        by_spot: dict[tuple[int, int], list[int]] = {}
        turns = me.get("turns") or {}
        for x, y, r in me.get("placements") or []:
            by_spot.setdefault((x, y), []).append(r)
            gallery.append(tile_card(turns[str(r)], f"place {x},{y} {r}", c=16))
        for (x, y), rots in by_spot.items():
            ghosts.append((turns[str(rots[0])], x, y, f"{x},{y}"))
    for face in me.get("drawn") or []:
        fits = me.get("drawn_placements", {}).get(str(face["id"])) or []
        spots = sorted({(x, y) for x, y, _ in fits})
        note = (words("pic-twittens-fits-at", spots=" ".join(f"{x},{y}" for x, y in spots)) if fits
                else words("pic-twittens-fits-nowhere"))
        tiles.append(tile_card(face, words("pic-twittens-drawn", tile=f"t{face['id']}"), highlight=True, note=note))
    for face in me.get("deal_tiles") or []:
        chosen = me.get("chosen_fav") == face["id"]
        tiles.append(tile_card(face, words("pic-twittens-chosen") if chosen else f"move fav t{face['id']}",
                               highlight=chosen))
    if me.get("favourite"):
        tiles.append(tile_card(me["favourite"], words("pic-twittens-favourite", tile=f"t{me['favourite']['id']}")))
    if tiles:
        sections.append(row_of(tiles, inner))
    cards = []
    for card in me.get("cards") or []:
        note = ("" if card.get("completed")
                else words("pic-twittens-progress", percent=int(round(card.get("progress", 0) * 100))))
        cards.append(_card_box(card, inner, words, note))
    for card in me.get("deal_cards") or []:
        kept = me.get("chosen_cards") is not None and card["id"] in me["chosen_cards"]
        cards.append(_card_box(card, inner, words, words("pic-twittens-kept" if kept else "pic-twittens-dealt")))
    for card in me.get("school") or []:
        cards.append(_card_box(card, inner, words, words("pic-twittens-school", card=f"b{card['id']}")))
    bottom = []
    if cards:
        bottom.append(_title(words("pic-twittens-bimble-heading"), inner, BODY))
        bottom.extend(cards)
    own = view["seats"][seat]
    show_twitten = view.get("phase") == "play" and (own["twitten"] or holding)
    if gallery:
        bottom.insert(0, row_of(gallery, inner))
        bottom.insert(0, _title(words("pic-twittens-placements"), inner, SMALL))
    if len(sections) == 1 and not bottom and not show_twitten:
        sections.append(_title(words("pic-twittens-nothing"), inner, BODY))
    if show_twitten:
        used = sum(p.height + GAP for p in sections + bottom) + 20
        budget = max(120, limit - used)
        c = shrink_cell(own, seat, view, inner, fit_cell(own, inner), True, budget, 6, words)
        sections.append(twitten_panel(own, seat, view, inner, c, True, words, ghosts))
    img = stack_vertical(sections + bottom, gap=GAP)
    out, _ = canvas(WIDTH, img.height + 20)
    out.paste(img, (10, 10))
    return out
