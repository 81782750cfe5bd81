"""BITS pictures: every player's 6 by 6 board in the tile colours (each
square also carries its colour letter), columns A-F labelled where tiles
enter and rows 1-6 where they land, the face-up task cards, the building card
to drop now, each player's round scores and neutral tile; the final picture
adds the round-by-round score table."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.base import (
    BACKGROUND,
    GRID,
    HIGHLIGHT,
    INK,
    OKABE_ITO,
    canvas,
    contrast_ink,
    fit_width,
    font,
    grid_of,
    stack_vertical,
    text_size,
)

COLUMNS = "ABCDEF"
SIZE = 6
CELL = 44
MINI = 14

FILL = {
    "R": OKABE_ITO["vermillion"],
    "Y": OKABE_ITO["yellow"],
    "B": OKABE_ITO["blue"],
    "P": OKABE_ITO["purple"],
    "K": OKABE_ITO["black"],
    "N": (160, 160, 160),
}
NAMES = {"R": "red", "Y": "yellow", "B": "blue", "P": "purple", "K": "black", "N": "neutral"}
EMPTY = (232, 228, 218)
PANEL = (255, 255, 255)
MUTED = (95, 95, 95)


def _cell_xy(name: str) -> tuple[int, int]:
    return COLUMNS.index(name[0]), int(name[1:]) - 1


def _draw_square(draw: ImageDraw.ImageDraw, x: int, y: int, size: int, colour: str, letter_font) -> None:
    fill = FILL[colour]
    draw.rectangle([x, y, x + size - 1, y + size - 1], fill=fill)
    if colour == "N":
        # neutral: grey with a diagonal hatch, so it never reads as a colour
        for k in range(-size, size, 8):
            draw.line([x + max(0, k), y + max(0, -k), x + min(size - 1, k + size - 1),
                       y + min(size - 1, size - 1 - k)], fill=(190, 190, 190), width=2)
    if letter_font is not None:
        draw.text((x + size / 2, y + size / 2), colour, font=letter_font, fill=contrast_ink(fill), anchor="mm")


def _domino(colours: list[str], cell: int = 30, vertical: bool = False) -> Image.Image:
    w, h = (cell, 2 * cell) if vertical else (2 * cell, cell)
    img, draw = canvas(w + 2, h + 2, PANEL)
    f = font(max(14, cell // 2), bold=True)
    for i, colour in enumerate(colours):
        x, y = (1, 1 + i * cell) if vertical else (1 + i * cell, 1)
        _draw_square(draw, x, y, cell, colour, f)
    draw.rectangle([0, 0, w + 1, h + 1], outline=INK, width=2)
    draw.line([1 + cell, 1, 1 + cell, h] if not vertical else [1, 1 + cell, w, 1 + cell], fill=INK, width=1)
    return img


def _task_card(card: dict) -> Image.Image:
    key = (card["id"], card["name"], tuple(map(tuple, card["shape"])), card.get("colour"), card["points"],
           card.get("other_fours", 0))
    return _task_card_cached(key, card)


_TASK_IMAGES: dict = {}


def _task_card_cached(key, card: dict) -> Image.Image:
    image = _TASK_IMAGES.get(key)
    if image is None:
        image = _TASK_IMAGES[key] = _draw_task_card(card)
    return image


def _draw_task_card(card: dict) -> Image.Image:
    shape = card["shape"]
    cols = max(x for x, _ in shape) + 1
    rows = max(y for _, y in shape) + 1
    title = font(15, bold=True)
    small = font(14)
    pts = card["points"]
    sign = f"+{pts}" if pts > 0 else str(pts)
    lines = [f"{sign} each"]
    if card.get("other_fours"):
        lines.append(f"other 4s +{card['other_fours']}")
    colour = card.get("colour")
    lines.append(NAMES[colour] if colour else "any colour")
    width = max(118, cols * MINI * 2 + 16)
    height = 26 + rows * MINI * 2 + 8 + 18 * len(lines) + 6
    img, draw = canvas(width, height, PANEL)
    draw.rectangle([0, 0, width - 1, height - 1], outline=GRID, width=2)
    draw.text((8, 5), f"Task {card['id']}", font=title, fill=INK)
    cell = MINI * 2
    x0 = (width - cols * cell) // 2
    y0 = 28
    for x, y in shape:
        # shapes are drawn with row 0 at the bottom, like the boards
        px, py = x0 + x * cell, y0 + (rows - 1 - y) * cell
        if colour:
            _draw_square(draw, px, py, cell, colour, font(14, bold=True))
        else:
            draw.rectangle([px, py, px + cell - 1, py + cell - 1], fill=(215, 215, 215))
        draw.rectangle([px, py, px + cell - 1, py + cell - 1], outline=INK, width=1)
    y = y0 + rows * cell + 6
    for line in lines:
        draw.text((8, y), line, font=small, fill=INK if not line.endswith("colour") else MUTED)
        y += 18
    return img


def _header(view: dict) -> Image.Image:
    title_font = font(22, bold=True)
    body = font(16)
    parts: list[Image.Image] = []
    if view["over"]:
        title = f"BITS: final, after {view['rounds']} rounds"
        sub = "Game over."
    else:
        title = f"BITS: round {view['round']} of {view['rounds']}"
        if view["phase"] == "start":
            sub = ("Drop your starting tile (shown under the board)." if len(view["boards"]) == 1
                   else "Everyone drops their starting tile (shown under each board).")
        else:
            card = view["card"]
            sub = f"Building card {card['number']}: drop the {card['name']} ({view['deck_left']} cards left)."
    img, draw = canvas(10, 10)
    tw, _ = text_size(draw, title, title_font)
    sw, _ = text_size(draw, sub, body)
    top, d = canvas(max(tw, sw) + 20, 64)
    d.text((10, 6), title, font=title_font, fill=INK)
    d.text((10, 38), sub, font=body, fill=INK)
    parts.append(top)
    row: list[Image.Image] = [_task_card(c) for c in view["tasks"]]
    if view.get("card") and not view["over"]:
        card = view["card"]
        dom = _domino(card["colours"], cell=34)
        caption = f"Drop now: card {card['number']}"
        _, measure = canvas(10, 10)
        cap_w = text_size(measure, caption, font(14, bold=True))[0]
        box, bd = canvas(max(dom.width + 20, cap_w + 18), dom.height + 58, PANEL)
        bd.rectangle([0, 0, box.width - 1, box.height - 1], outline=INK, width=2)
        bd.text((8, 5), caption, font=font(14, bold=True), fill=INK)
        box.paste(dom, ((box.width - dom.width) // 2, 28))
        bd.text((8, 34 + dom.height), card["id"], font=font(14), fill=MUTED)
        row.append(box)
    parts.append(grid_of(row, columns=5, gap=8))
    return stack_vertical(parts, gap=6)


PANEL_LEFT = 28
PANEL_TOP = 58
PANEL_WIDTH = PANEL_LEFT + SIZE * CELL + 28
PANEL_HEIGHT = PANEL_TOP + SIZE * CELL + 26 + 4 * 21 + 8


@lru_cache(maxsize=1)
def _panel_template() -> Image.Image:
    """The empty board with its frame and coordinate labels (drawn once)."""
    label = font(16, bold=True)
    grid_w = SIZE * CELL
    img, draw = canvas(PANEL_WIDTH, PANEL_HEIGHT, PANEL)
    draw.rectangle([0, 0, PANEL_WIDTH - 1, PANEL_HEIGHT - 1], outline=GRID, width=2)
    gx, gy = PANEL_LEFT, PANEL_TOP
    # column letters above (where tiles enter) and below; rows 1-6 on both sides
    for c in range(SIZE):
        x = gx + c * CELL + CELL / 2
        draw.text((x, gy - 12), COLUMNS[c], font=label, fill=INK, anchor="mm")
        draw.text((x, gy + grid_w + 12), COLUMNS[c], font=label, fill=INK, anchor="mm")
    for r in range(SIZE):
        y = gy + (SIZE - 1 - r) * CELL + CELL / 2
        draw.text((gx - 14, y), str(r + 1), font=label, fill=INK, anchor="mm")
        draw.text((gx + grid_w + 14, y), str(r + 1), font=label, fill=INK, anchor="mm")
    draw.rectangle([gx - 1, gy - 1, gx + grid_w, gy + grid_w], fill=EMPTY, outline=INK, width=1)
    for c in range(1, SIZE):
        draw.line([gx + c * CELL, gy, gx + c * CELL, gy + grid_w], fill=(205, 200, 190))
    for r in range(1, SIZE):
        draw.line([gx, gy + r * CELL, gx + grid_w, gy + r * CELL], fill=(205, 200, 190))
    return img


@lru_cache(maxsize=16)
def _square_image(colour: str, size: int) -> Image.Image:
    img, draw = canvas(size, size, PANEL)
    _draw_square(draw, 0, 0, size, colour, font(18, bold=True))
    return img


def _board_panel(view: dict, seat: int, pending: dict | None = None) -> Image.Image:
    b = view["boards"][seat]
    small = font(15)
    grid_w = SIZE * CELL
    width = PANEL_WIDTH
    img = _panel_template().copy()
    draw = ImageDraw.Draw(img)
    name = b["name"]
    acting = seat in view.get("to_act", [])
    if view["over"]:
        status = ""
    elif b["out"]:
        status = "out of the round"
    elif b["dropped"]:
        status = "has dropped"
    elif acting:
        status = "to drop"
    else:
        status = ""
    draw.text((8, 6), name, font=font(18, bold=True), fill=INK)
    if status:
        sw, _ = text_size(draw, status, small)
        colour = HIGHLIGHT if status == "to drop" else MUTED
        draw.text((width - sw - 10, 9), status, font=small, fill=colour)
    gx, gy = PANEL_LEFT, PANEL_TOP

    def rect(cells: list[str]) -> list[int]:
        xs = [_cell_xy(n)[0] for n in cells]
        ys = [_cell_xy(n)[1] for n in cells]
        x0 = gx + min(xs) * CELL
        x1 = gx + (max(xs) + 1) * CELL - 1
        y0 = gy + (SIZE - 1 - max(ys)) * CELL
        y1 = gy + (SIZE - max(ys) + (max(ys) - min(ys))) * CELL - 1
        return [x0, y0, x1, y1]

    for tile in b["tiles"]:
        for cell, colour in zip(tile["cells"], tile["colours"]):
            c, r = _cell_xy(cell)
            img.paste(_square_image(colour, CELL), (gx + c * CELL, gy + (SIZE - 1 - r) * CELL))
        # a tile is outlined as one piece
        draw.rectangle(rect(tile["cells"]), outline=BACKGROUND, width=3)
        x0, y0, x1, y1 = rect(tile["cells"])
        draw.rectangle([x0 + 2, y0 + 2, x1 - 2, y1 - 2], outline=(60, 60, 60), width=1)
    last = view.get("last") or {}
    if last.get("round") == view["round"] and not view["over"] or (view["over"] and last):
        drops = last.get("drops") or []
        if seat < len(drops) and drops[seat]:
            draw.rectangle(rect(drops[seat]["cells"]), outline=HIGHLIGHT, width=4)
    if pending:
        x0, y0, x1, y1 = rect(pending["cells"])
        for cell, colour in zip(pending["cells"], pending["colours"]):
            c, r = _cell_xy(cell)
            img.paste(_square_image(colour, CELL), (gx + c * CELL, gy + (SIZE - 1 - r) * CELL))
        for k in range(0, 4):
            draw.rectangle([x0 + k, y0 + k, x1 - k, y1 - k], outline=HIGHLIGHT if k % 2 == 0 else PANEL)

    y = gy + grid_w + 28
    scores = b["round_scores"]
    rounds = " · ".join(str(s) for s in scores) if scores else "none yet"
    lines = [
        f"Rounds: {rounds}   Total: {b['total']}",
        ("Board now worth: " if not view["over"] else "Last board: ") + f"{b['live']['total']:+d}",
        "Neutral tile: " + ("spent" if b["neutral_used"] else "available"),
    ]
    if view["phase"] == "start" and b.get("start_card") and not b["tiles"]:
        lines.append(f"Starting tile: {NAMES[b['start_card'][1]]} pair ({b['start_card']})")
    elif view["over"]:
        standing = next((s for s in view.get("standings", []) if s["seat"] == seat), None)
        if standing and len(view["boards"]) == 1:
            lines.append(standing["detail"].split(" (")[0].capitalize())
        elif standing:
            lines.append(f"Rank {standing['rank']}")
    for line in lines:
        draw.text((10, y), line, font=small, fill=INK)
        y += 21
    # neutral tile marker beside its line
    ny = gy + grid_w + 28 + 2 * 21 + 1
    nx = width - 50
    if b["neutral_used"]:
        draw.rectangle([nx, ny, nx + 36, ny + 16], outline=MUTED, width=1)
        draw.line([nx, ny + 16, nx + 36, ny], fill=MUTED, width=2)
    else:
        _draw_square(draw, nx, ny, 18, "N", None)
        _draw_square(draw, nx + 18, ny, 18, "N", None)
    return img


def score_table_layout(view: dict) -> dict:
    """Where the final score table draws what: its size, and one
    ``(x, y, text, bold)`` per piece of text (the header row, then one row per
    player in rank order: rank, name, each round's score, total; then the
    standings' details). ``_score_table`` draws exactly these."""
    rounds = view["rounds"]
    body = font(16)
    names = [b["name"] for b in view["boards"]]
    _, d = canvas(10, 10)
    name_w = max([text_size(d, n, body)[0] for n in names] + [60]) + 20
    col_w = 78
    by_seat = {s["seat"]: s for s in view.get("standings", [])}
    width = 70 + name_w + col_w * (rounds + 1) + 20
    row_h = 30
    height = 44 + row_h * (len(names) + 1) + 10
    notes = []
    for s in sorted(by_seat.values(), key=lambda s: (s["rank"], s["seat"])):
        if s["detail"]:
            notes.append(f"{names[s['seat']]}: {s['detail']}")
    height += 22 * len(notes)
    for note in notes:
        width = max(width, text_size(d, note, font(15))[0] + 24)
    texts = []
    y = 40
    headers = ["Rank", "Player"] + [f"R{i + 1}" for i in range(rounds)] + ["Total"]
    xs = [10, 70] + [70 + name_w + col_w * i for i in range(rounds + 1)]
    texts += [(hx, y, text, True) for hx, text in zip(xs, headers)]
    rules = []
    y += row_h
    order = sorted(range(len(names)), key=lambda s: (by_seat.get(s, {}).get("rank", 99), s))
    for seat in order:
        b = view["boards"][seat]
        values = [str(by_seat.get(seat, {}).get("rank", "")), names[seat]]
        values += [str(v) for v in b["round_scores"]] + [""] * (rounds - len(b["round_scores"]))
        values.append(str(b["total"]))
        rules.append(y - 4)
        texts += [(hx, y, text, hx == xs[-1]) for hx, text in zip(xs, values)]
        y += row_h
    y += 6
    notes_at = []
    for note in notes:
        notes_at.append((10, y, note))
        y += 22
    return {"width": width, "height": height, "texts": texts, "rules": rules, "notes": notes_at}


def _score_table(view: dict) -> Image.Image:
    layout = score_table_layout(view)
    width, height = layout["width"], layout["height"]
    img, draw = canvas(width, height, PANEL)
    draw.rectangle([0, 0, width - 1, height - 1], outline=GRID, width=2)
    draw.text((10, 8), "Final scores, round by round", font=font(18, bold=True), fill=INK)
    for y in layout["rules"]:
        draw.line([10, y, width - 10, y], fill=GRID)
    for x, y, text, bold in layout["texts"]:
        draw.text((x, y), text, font=font(16, bold=bold), fill=INK)
    for x, y, note in layout["notes"]:
        draw.text((x, y), note, font=font(15), fill=MUTED)
    return img


@lru_cache(maxsize=1)
def _legend() -> Image.Image:
    f = font(14)
    items = [("R", "red"), ("Y", "yellow"), ("B", "blue"), ("P", "purple"), ("K", "black"), ("N", "neutral")]
    img, draw = canvas(600, 84, BACKGROUND)
    x = 10
    for letter, name in items:
        _draw_square(draw, x, 3, 22, letter, font(14, bold=True))
        draw.text((x + 28, 14), name, font=f, fill=INK, anchor="lm")
        x += 34 + text_size(draw, name, f)[0] + 12
    draw.rectangle([10, 33, 28, 51], outline=HIGHLIGHT, width=3)
    draw.text((36, 42), "last drop", font=f, fill=INK, anchor="lm")
    draw.text((130, 42), "Drop: column, h (flat) or v (upright), colour of left/top end", font=f, fill=INK,
              anchor="lm")
    draw.text((130, 66), 'e.g. "C h R", "D v Y", "E v"; the neutral tile: "neutral C h"', font=f, fill=INK,
              anchor="lm")
    return img


def board(view: dict) -> Image.Image:
    panels = [_board_panel(view, s) for s in range(len(view["boards"]))]
    columns = 2 if len(panels) >= 2 else 1
    parts = [_header(view)]
    if view["over"]:
        parts.append(_score_table(view))
    parts.append(grid_of(panels, columns=columns, gap=10))
    parts.append(_legend())
    image = stack_vertical(parts, gap=10)
    framed, _ = canvas(image.width + 20, image.height + 20)
    framed.paste(image, (10, 10))
    return fit_width(framed, 1600)


def private(view: dict) -> Image.Image | None:
    seat = view.get("seat")
    if seat is None or not 0 <= seat < len(view.get("boards", [])):
        return None
    pending = (view.get("private") or {}).get("pending")
    panel = _board_panel(view, seat, pending=pending)
    f = font(16)
    if pending:
        text = [f"Your hidden drop: {pending['notation']}", f"lands on {' and '.join(pending['cells'])}",
                "(revealed when everyone has dropped)"]
    elif view["over"]:
        text = ["The game is over."]
    elif seat in view.get("to_act", []):
        text = ["You have not dropped yet."]
    else:
        text = ["Nothing hidden right now."]
    _, measure = canvas(10, 10)
    text_w = max(text_size(measure, line, f)[0] for line in text) + 16
    note, d = canvas(max(panel.width, text_w), 24 * len(text) + 10, BACKGROUND)
    for i, line in enumerate(text):
        d.text((8, 6 + 24 * i), line, font=f, fill=INK)
    return stack_vertical([panel, note], gap=4)
