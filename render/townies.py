"""Townies pictures: every player's map sheet, the dice and the cards; the
final score sheet when the game is over."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from render.base import (
    BACKGROUND,
    GRID,
    HIGHLIGHT,
    INK,
    OKABE_ITO,
    canvas as _base_canvas,
    contrast_ink,
    fit_width,
    font,
    text_size,
)
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
    "brown": OKABE_ITO["orange"],
    "green": OKABE_ITO["green"],
    "blue": OKABE_ITO["blue"],
}
EMPTY = (255, 255, 255)
CENTRAL_TINT = (222, 228, 240)
SIZE = 24  # hex radius
SQ3 = math.sqrt(3)
MARGIN_X, MARGIN_Y = 28, 30
PANEL_W = int(MARGIN_X + 14 * SIZE + 16)
ABBR = {k: v["abbr"] for k, v in OBJECTS.items()}


def canvas(width: int, height: int, color=BACKGROUND):
    """Text drawn without anti-aliasing: the picture keeps a few exact colours,
    so the PNG stays small and quick to encode."""
    image, draw = _base_canvas(width, height, color)
    draw.fontmode = "1"
    draw.image_ref = image
    return image, draw


@lru_cache(maxsize=4096)
def _text_mask(text: str, fnt, anchor: str):
    left, top, right, bottom = fnt.getbbox(text, anchor=anchor)
    if right <= left or bottom <= top:
        return None, 0, 0
    mask = Image.new("L", (right - left, bottom - top), 0)
    draw = ImageDraw.Draw(mask)
    draw.fontmode = "1"
    draw.text((-left, -top), text, font=fnt, fill=255, anchor=anchor)
    return mask, left, top


def _draw_text(draw, xy, text, font=None, fill=INK, anchor="la") -> None:
    """draw.text with each rendered string cached (pictures repeat them a lot)."""
    image = getattr(draw, "image_ref", None)
    if image is None:
        draw.text(xy, text, font=font, fill=fill, anchor=anchor)
        return
    mask, left, top = _text_mask(str(text), font, anchor)
    if mask is not None:
        image.paste(fill, (round(xy[0] + left), round(xy[1] + top)), mask)


def _centred(draw, xy, text, fnt, fill=INK) -> None:
    _draw_text(draw, xy, text, font=fnt, fill=fill, anchor="mm")


def _centre(i: int) -> tuple[float, float]:
    q, row = COLUMN_OF[i], ROW_OF[i]
    x = MARGIN_X + SIZE + 1.5 * SIZE * q
    y = MARGIN_Y + SQ3 * SIZE * (row - 0.5 + 0.5 * (q & 1))
    return x, y


@lru_cache(maxsize=1)
def _geometry():
    centres = [_centre(i) for i in range(N_CELLS)]
    polys = [
        [(x + SIZE * math.cos(math.radians(60 * k)), y + SIZE * math.sin(math.radians(60 * k))) for k in range(6)]
        for x, y in centres
    ]
    height = max(y for _x, y in centres) + SQ3 * SIZE / 2 + 22
    return centres, polys, int(height)


def _hex(x: float, y: float, s: float):
    return [(x + s * math.cos(math.radians(60 * k)), y + s * math.sin(math.radians(60 * k))) for k in range(6)]


def _draw_star(draw: ImageDraw.ImageDraw, x: float, y: float, r: float, fill, outline=INK) -> None:
    pts = []
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.45
        a = math.radians(-90 + 36 * k)
        pts.append((x + rad * math.cos(a), y + rad * math.sin(a)))
    draw.polygon(pts, fill=fill, outline=outline)


@lru_cache(maxsize=1)
def _central_outline() -> list:
    """Segments between central and non-central cells (map coordinates)."""
    centres, _polys, _h = _geometry()
    segments = []
    for i in sorted(CENTRAL):
        cx, cy = centres[i]
        for k in range(6):
            a1, a2 = math.radians(60 * k), math.radians(60 * (k + 1))
            mx, my = cx + SQ3 * SIZE * math.cos((a1 + a2) / 2), cy + SQ3 * SIZE * math.sin((a1 + a2) / 2)
            nb = min(range(N_CELLS), key=lambda j: (centres[j][0] - mx) ** 2 + (centres[j][1] - my) ** 2)
            if abs(centres[nb][0] - mx) + abs(centres[nb][1] - my) < 2 and nb in CENTRAL:
                continue
            p1 = (cx + SIZE * math.cos(a1), cy + SIZE * math.sin(a1))
            p2 = (cx + SIZE * math.cos(a2), cy + SIZE * math.sin(a2))
            segments.append((p1, p2))
    return segments


@lru_cache(maxsize=1)
def _empty_map() -> Image.Image:
    """The blank map sheet with its labels, drawn once."""
    centres, polys, height = _geometry()
    image, draw = canvas(PANEL_W, height)
    small = font(11)
    for q, name in enumerate(COLUMNS):
        x = MARGIN_X + SIZE + 1.5 * SIZE * q
        _centred(draw, (x, 10), name, font(14, bold=True))
    for row in range(1, 10):
        y = MARGIN_Y + SQ3 * SIZE * (row - 0.5)
        _centred(draw, (10, y), str(row), font(13, bold=True))
    for i in range(N_CELLS):
        label = LABELS[i]
        cx, cy = centres[i]
        draw.polygon(polys[i], fill=CENTRAL_TINT if i in CENTRAL else EMPTY, outline=GRID)
        if i in STARS:
            _draw_star(draw, cx, cy - 4, 10, (250, 250, 250), outline=(110, 110, 110))
            _centred(draw, (cx, cy + 11), label, small, fill=(90, 90, 90))
        else:
            _centred(draw, (cx, cy), label, small, fill=(120, 120, 120))
    return image


@lru_cache(maxsize=64)
def _sprite(colour: str, kind: str | None, star: bool) -> tuple[Image.Image, Image.Image]:
    """A filled cell (a Block, or an Object drawn in ``colour``) and its mask."""
    w, h = 2 * SIZE + 2, int(SQ3 * SIZE) + 2
    cx, cy = w / 2, h / 2
    image = Image.new("RGB", (w, h), EMPTY)
    mask = Image.new("L", (w, h), 0)
    poly = _hex(cx, cy, SIZE)
    ImageDraw.Draw(mask).polygon(poly, fill=255, outline=255)
    draw = ImageDraw.Draw(image)
    draw.fontmode = "1"
    fill = FILL[colour]
    draw.polygon(poly, fill=fill, outline=GRID)
    if kind is None:
        _centred(draw, (cx, cy), COLOUR_LETTER[colour], font(15, bold=True), fill=contrast_ink(fill))
    else:
        draw.ellipse([cx - 15, cy - 16, cx + 15, cy + 8], fill=EMPTY, outline=INK, width=2)
        _centred(draw, (cx, cy - 4), ABBR[kind], font(13, bold=True))
        _draw_text(draw, (cx, cy + 15), COLOUR_LETTER[colour], font=font(12, bold=True), fill=contrast_ink(fill), anchor="mm")
        if star:
            _draw_star(draw, cx + 16, cy - 11, 7, (255, 255, 255))
    return image, mask


def _map(image: Image.Image, draw: ImageDraw.ImageDraw, ox: int, oy: int, sheet: dict, highlight: set[str]) -> None:
    centres, polys, _h = _geometry()
    image.paste(_empty_map(), (ox, oy))
    w, h = 2 * SIZE + 2, int(SQ3 * SIZE) + 2
    cells = [(INDEX[label], colour, None) for label, colour in sheet["blocks"].items()]
    cells += [(INDEX[o["cell"]], o["colour"], o["type"]) for o in sheet["objects"]]
    for i, colour, kind in cells:
        sprite, mask = _sprite(colour, kind, i in STARS)
        x, y = ox + centres[i][0] - w / 2, oy + centres[i][1] - h / 2
        image.paste(sprite, (round(x), round(y)), mask)
    for (x1, y1), (x2, y2) in _central_outline():
        draw.line([(ox + x1, oy + y1), (ox + x2, oy + y2)], fill=(60, 60, 90), width=3)
    for label in highlight:
        if label in INDEX:
            poly = [(ox + x, oy + y) for x, y in polys[INDEX[label]]]
            draw.line(poly + [poly[0]], fill=HIGHLIGHT, width=4, joint="curve")


def _swatch(draw, x, y, colour, size=22) -> None:
    draw.rectangle([x, y, x + size, y + size], fill=FILL[colour], outline=INK)
    _centred(draw, (x + size / 2, y + size / 2), COLOUR_LETTER[colour], font(13, bold=True), fill=contrast_ink(FILL[colour]))


def _panel(view: dict, seat: int, highlight: set[str], title_extra: str = "") -> Image.Image:
    _c, _p, map_h = _geometry()
    sheet = view["sheets"][seat]
    header_h = 58
    line_h = 78
    goal_h = 40 if sheet["goal_counts"] else 0
    height = header_h + map_h + line_h + goal_h
    image, draw = canvas(PANEL_W, height)
    name = view["players"][seat]
    score = sheet["score"]
    marker = view["markers"][seat]
    status = ""
    if not view["over"]:
        status = "  (to act)" if seat in view["waiting"] else "  (has acted)"
    _draw_text(draw, (8, 6), f"{name}{title_extra}", font=font(17, bold=True), fill=INK)
    tw, _ = text_size(draw, f"{name}{title_extra}", font(17, bold=True))
    _draw_text(draw, (14 + tw, 9), status, font=font(13), fill=(90, 90, 90))
    _draw_text(draw, (8, 32), "marker", font=font(14), fill=INK)
    _swatch(draw, 62, 30, marker)
    _draw_text(draw, (90, 32), f"{marker}   start", font=font(14), fill=INK)
    _swatch(draw, 180, 30, sheet["start"])
    _draw_text(draw, (208, 32), f"{int(score['total'])} pts", font=font(15, bold=True), fill=INK)
    if view["cards"].get("bonus") and view["cards"]["bonus"] != "stable-soil":
        _draw_star(draw, PANEL_W - 104, 42, 9, (255, 255, 255))
        _draw_text(draw, (PANEL_W - 92, 32), f"{sheet['stars_available']} unspent", font=font(14), fill=INK)
    _map(image, draw, 0, header_h, sheet, highlight)
    # Object line
    y0 = header_h + map_h
    _draw_text(draw, (8, y0), f"Objects {len(sheet['objects'])}/9 = {int(score['objects'])} pts"
              + (f", Stable Soil {int(score.get('bonus', 0))}" if "bonus" in score else "")
              + ("   (ringed: circled by a Shape)" if len(view["players"]) == 1 else ""), font=font(14), fill=INK)
    for k in range(9):
        cx = 24 + k * 38
        cy = y0 + 40
        draw.ellipse([cx - 15, cy - 15, cx + 15, cy + 15], fill=EMPTY, outline=INK, width=2)
        if k in sheet["circled"]:
            draw.ellipse([cx - 18, cy - 18, cx + 18, cy + 18], outline=OKABE_ITO["purple"], width=3)
        if k < len(sheet["objects"]):
            obj = sheet["objects"][k]
            _centred(draw, (cx, cy), str(obj["score"]), font(15, bold=True))
            _centred(draw, (cx, cy + 25), ABBR[obj["type"]], font(11))
    if goal_h:
        y1 = y0 + line_h
        names = {"specialization": "Spec", "standardization": "Stand"}
        parts = []
        for key, count in sheet["goal_counts"].items():
            label = names.get(key) or view["cards"].get("goal_name") or key
            parts.append(f"{label} {count}→{int(score.get(key, 0))}")
        pair = sheet["standardization_pair"]
        _draw_text(draw, (8, y1 + 2), "Goals: " + ", ".join(parts), font=font(13), fill=INK)
        if view["cards"].get("individual"):
            _draw_text(draw, (8, y1 + 20), f"Spec: {COLOUR_LETTER[sheet['start']]} surrounded; Stand: {COLOUR_LETTER[pair[0]]}+{COLOUR_LETTER[pair[1]]} next to Object", font=font(12), fill=(80, 80, 80))
    return image


def _shape_picture(orientations: list, name: str) -> Image.Image:
    """Every orientation of the rolled Shape, numbered, its anchor dotted."""
    s = 11
    gap = 22
    spans = [1.5 * s * max(dq for dq, _dr in shape) + 2 * s for shape in orientations]
    width = int(10 + sum(spans) + gap * len(spans))
    image, draw = canvas(max(width, 200), 100, color=(240, 240, 240))
    x0 = 10.0
    for number, (shape, span) in enumerate(zip(orientations, spans), start=1):
        bx = x0 + s
        by = 34 - SQ3 * s * min(dr + dq / 2 for dq, dr in shape)
        for (dq, dr) in shape:
            x = bx + 1.5 * s * dq
            y = by + SQ3 * s * (dr + dq / 2)
            draw.polygon(_hex(x, y, s), fill=(60, 60, 60), outline=(240, 240, 240))
            if (dq, dr) == (0, 0):
                draw.ellipse([x - 3.5, y - 3.5, x + 3.5, y + 3.5], fill=HIGHLIGHT)
        _centred(draw, (x0 + span / 2, 10), f"{number}", font(15, bold=True))
        x0 += span + gap
    return image


def _header(view: dict, width: int) -> Image.Image:
    dice = view["dice"]
    shape = _shape_picture(view["shape_orientations"], dice["shape"])
    width = max(width, 960, shape.width + 390)
    image, draw = canvas(width, 210, color=(240, 240, 240))
    cards = view["cards"]
    if view["over"]:
        _draw_text(draw, (10, 8), f"Townies - game over after round {view['round']}", font=font(20, bold=True), fill=INK)
    else:
        waiting = ", ".join(view["players"][s] for s in view["waiting"]) or "nobody"
        _draw_text(draw, (10, 8), f"Townies - round {view['round']}   waiting for: {waiting}", font=font(20, bold=True), fill=INK)
    _draw_text(draw, (10, 38), f"Black die: {dice['shape']}  (type 'shape ANCHOR N'; dot = anchor)", font=font(14), fill=INK)
    image.paste(shape, (10, 58))
    x = max(20 + shape.width, 520)
    _draw_text(draw, (x, 38), f"White die: {OBJECTS[dice['object']]['name']} ({ABBR[dice['object']]})", font=font(15, bold=True), fill=INK)
    y = 62
    if cards.get("goal_name"):
        _draw_text(draw, (x, y), f"Additional Goal: {cards['goal_name']}", font=font(14), fill=INK)
        y += 20
    if cards.get("bonus_name"):
        own = " (project's card)" if cards.get("bonus_designed") else ""
        _draw_text(draw, (x, y), f"Bonus: {cards['bonus_name']}{own}", font=font(14), fill=INK)
        y += 20
    if not cards.get("individual"):
        _draw_text(draw, (x, y), "No Goal cards (first game)", font=font(14), fill=INK)
    # legend
    lx, ly = 10, 158
    for colour in ("red", "yellow", "brown", "green", "blue"):
        _swatch(draw, lx, ly, colour, 20)
        _draw_text(draw, (lx + 24, ly + 2), f"{colour} {COLOUR_BLOCK[colour]}", font=font(13), fill=INK)
        lx += 40 + text_size(draw, f"{colour} {COLOUR_BLOCK[colour]}", font(13))[0]
    ly += 26
    _draw_text(draw, (10, ly), "Objects: Ct Game Court, Wm Windmill, St Station, Bk Bike Rental, Bn Bank, Sq City Square", font=font(13), fill=INK)
    lx = 20 + text_size(draw, "Objects: Ct Game Court, Wm Windmill, St Station, Bk Bike Rental, Bn Bank, Sq City Square", font(13))[0]
    _draw_star(draw, lx + 10, ly + 8, 9, (255, 255, 255))
    _draw_text(draw, (lx + 24, ly), "star space; framed and shaded: central area", font=font(13), fill=INK)
    return image


def _score_sheet(view: dict) -> Image.Image:
    n = len(view["players"])
    cards = view["cards"]
    cols = ["Player"] + [str(k) for k in range(1, 10)] + ["Obj"]
    keys = []
    if cards.get("bonus") == "stable-soil":
        cols.append("Soil")
        keys.append("bonus")
    if cards.get("individual"):
        cols += ["Spec", "Stand"]
        keys += ["specialization", "standardization"]
    if cards.get("goal"):
        cols.append(cards["goal_name"])
        keys.append(cards["goal"])
    cols += ["Total", "Rank"]
    probe = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    widths = [150] + [34] * 9 + [50] + [max(60, text_size(probe, c, font(13, bold=True))[0] + 14) for c in cols[11:-2]] + [60, 60]
    width = sum(widths) + 20
    height = 40 + 30 * (n + 1) + 30 * n + 10
    image, draw = canvas(width, height, color=(245, 245, 235))
    _draw_text(draw, (10, 8), "Final score sheet", font=font(18, bold=True), fill=INK)
    y = 40
    x = 10
    for c, w in zip(cols, widths):
        _draw_text(draw, (x + 2, y), c, font=font(13, bold=True), fill=INK)
        x += w
    ranks = {st["seat"]: st for st in view["standings"]}
    order = [st["seat"] for st in view["standings"]]
    for row, seat in enumerate(order):
        y = 40 + 30 * (row + 1)
        sheet = view["sheets"][seat]
        score = sheet["score"]
        cells = [view["players"][seat]]
        cells += [str(o["score"]) for o in sheet["objects"]] + [""] * (9 - len(sheet["objects"]))
        cells.append(str(int(score["objects"])))
        cells += [str(int(score.get(k, 0))) for k in keys]
        cells += [str(int(score["total"])), str(ranks[seat]["rank"])]
        x = 10
        for c, w in zip(cells, widths):
            _draw_text(draw, (x + 2, y), c, font=font(14, bold=c == cells[-2]), fill=INK)
            x += w
    y = 40 + 30 * (n + 1) + 4
    for seat in order:
        detail = ranks[seat]["detail"]
        if detail:
            _draw_text(draw, (10, y), f"{view['players'][seat]}: {detail}", font=font(13), fill=INK)
            y += 22
    return image.crop((0, 0, width, max(y + 6, 40 + 30 * (n + 1) + 10)))


def board(view: dict) -> Image.Image:
    n = len(view["players"])
    last = view.get("last") or {}
    panels = []
    for seat in range(n):
        cells = set(last.get("cells", [[]] * n)[seat]) if last else set()
        if view.get("seat") == seat and view.get("this_round"):
            cells |= set(view["this_round"]["cells"])
        panels.append(_panel(view, seat, cells))
    columns = 1 if n == 1 else (2 if n in (2, 4) else 3)
    gap = 12
    rows = [panels[i : i + columns] for i in range(0, n, columns)]
    grid_w = max(sum(p.width for p in row) + gap * (len(row) - 1) for row in rows)
    grid_h = sum(max(p.height for p in row) for row in rows) + gap * (len(rows) - 1)
    header = _header(view, grid_w)
    parts = [header]
    if view["over"]:
        parts.insert(0, _score_sheet(view))
    width = max(grid_w, *(p.width for p in parts))
    height = sum(p.height for p in parts) + gap * len(parts) + grid_h
    out = Image.new("RGB", (width, height), BACKGROUND)
    y = 0
    for p in parts:
        out.paste(p, (0, y))
        y += p.height + gap
    for row in rows:
        x = 0
        for p in row:
            out.paste(p, (x, y))
            x += p.width + gap
        y += max(p.height for p in row) + gap
    return fit_width(out, 1600)


def private(view: dict) -> Image.Image | None:
    seat = view.get("seat")
    if seat is None:
        return None
    this = view.get("this_round") or {}
    cells = set(this.get("cells", []))
    if view.get("over"):
        return _panel(view, seat, cells, title_extra=" - your map")
    moves = ", ".join(this.get("moves", [])) or "nothing yet"
    return _panel(view, seat, cells, title_extra=f" - your map (this round: {moves})")
