"""Twittens pictures: every player's Twitten, the stacks or discard pile, the
private hand (Favourite Place, Bimble cards, drawn tiles) and the scorepad.

Drawn only from views (``Game.view``). Each tile is 3x3 cells; the letters on
the cells and the legend say what each colour means.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.base import (
    BACKGROUND,
    GRID,
    HIGHLIGHT,
    INK,
    OKABE_ITO,
    fit_width,
    font,
    grid_of,
    stack_vertical,
    text_size,
)

MAX_WIDTH = 1600
CELL = 34  # px per cell at full size; a tile is 3 cells
MIN_CELL = 22

GRASS = (214, 234, 200)
PATH = (236, 222, 190)
PATH_EDGE = (160, 140, 100)
ROAD = (80, 80, 80)
RAIL = (150, 150, 150)
EMPTY = (243, 241, 234)

# token -> (fill, letters, ink)
STYLE = {
    "house": (OKABE_ITO["vermillion"], "H", (255, 255, 255)),
    "tree": (OKABE_ITO["green"], "T", (255, 255, 255)),
    "scrub": (OKABE_ITO["yellow"], "S", (0, 0, 0)),
    "dewpond": (OKABE_ITO["sky"], "D", (0, 0, 0)),
    "allotment": (OKABE_ITO["orange"], "Al", (0, 0, 0)),
    "playground": (OKABE_ITO["purple"], "Pl", (0, 0, 0)),
    "substation": (OKABE_ITO["black"], "Su", (255, 255, 255)),
    "school": (OKABE_ITO["purple"], "Sc", (0, 0, 0)),
    "station": (OKABE_ITO["blue"], "St", (255, 255, 255)),
}
WILD = {"fox": "f", "bird": "b", "newt": "n"}
LEGEND = [
    ("house", "H house"), ("tree", "T tree"), ("scrub", "S scrub"), ("dewpond", "D dewpond"),
    ("scrub+fox", "f fox / b bird / n newt (on scrub or dewpond)"),
    ("allotment", "Al allotment"), ("playground", "Pl playground"), ("substation", "Su substation"),
    ("school", "Sc school"), ("station", "St station"),
]
CATEGORY_ROWS = [("houses", "Houses"), ("trees", "Trees"), ("streetlights", "Streetlights"),
                 ("roads", "Roads"), ("stations", "Stations"), ("playgrounds", "Playgrounds"),
                 ("allotments", "Allotments"), ("bimble", "Bimble"), ("total", "Season total")]


DIRS = ((0, -1), (1, 0), (0, 1), (-1, 0))


def canvas(width: int, height: int, color=BACKGROUND) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A blank picture whose text is drawn without anti-aliasing: crisp with
    DejaVu's hinting, and few colours, so the PNG stays small and fast."""
    image = Image.new("RGB", (int(width), int(height)), color)
    draw = ImageDraw.Draw(image)
    draw.fontmode = "1"
    return image, draw


def frontier(tiles: list[dict]) -> set[tuple[int, int]]:
    """Empty spaces next to an open path edge: where a tile might go."""
    taken = {(t["x"], t["y"]) for t in tiles}
    spots = set()
    for t in tiles:
        for d, (dx, dy) in enumerate(DIRS):
            if t["edges"][d] == "path" and (t["x"] + dx, t["y"] + dy) not in taken:
                spots.add((t["x"] + dx, t["y"] + dy))
    return spots


# ---------------------------------------------------------------------------
# tiles
# ---------------------------------------------------------------------------


def draw_cell(draw: ImageDraw.ImageDraw, x: int, y: int, c: int, token: str) -> None:
    box = (x, y, x + c - 1, y + c - 1)
    if token == "path":
        draw.rectangle(box, fill=PATH)
        return
    if token == "road":
        draw.rectangle(box, fill=ROAD)
        draw.line((x + c // 2, y + 3, x + c // 2, y + c - 4), fill=(255, 255, 255), width=2)
        draw.line((x + 3, y + c // 2, x + c - 4, y + c // 2), fill=(255, 255, 255), width=2)
        return
    if token == "rail":
        draw.rectangle(box, fill=RAIL)
        for k in range(3, c, 6):
            draw.line((x + k, y + 2, x + k, y + c - 3), fill=(60, 40, 20), width=2)
            draw.line((x + 2, y + k, x + c - 3, y + k), fill=(60, 40, 20), width=1)
        return
    draw.rectangle(box, fill=GRASS)
    if token == "grass":
        return
    parts = token.split("+")
    base = parts[0]
    fill, letters, ink = STYLE.get(base, ((200, 200, 200), base[:2], INK))
    inset = max(2, c // 10)
    if base == "tree":
        draw.ellipse((x + inset, y + inset, x + c - 1 - inset, y + c - 1 - inset), fill=fill, outline=INK)
    else:
        draw.rectangle((x + inset, y + inset, x + c - 1 - inset, y + c - 1 - inset), fill=fill, outline=INK)
    if len(parts) > 1:
        letters += WILD.get(parts[1], "?")
    size = max(12, int(c * (0.5 if len(letters) == 1 else 0.42)))
    draw.text((x + c / 2, y + c / 2), letters, font=font(size, bold=True), fill=ink, anchor="mm")


def draw_tile(draw: ImageDraw.ImageDraw, x: int, y: int, c: int, face: dict, outline=INK) -> None:
    """A tile face from a view (cells already rotated) with its top-left at x, y."""
    cells = face["cells"]
    for i, tok in enumerate(cells):
        draw_cell(draw, x + (i % 3) * c, y + (i // 3) * c, c, tok)
    # the path: a darker rim along the cells that carry it
    for i, tok in enumerate(cells):
        if tok == "path":
            cx, cy = x + (i % 3) * c, y + (i // 3) * c
            draw.rectangle((cx + c // 3, cy + c // 3, cx + c - 1 - c // 3, cy + c - 1 - c // 3), fill=PATH_EDGE)
    # join the path segments
    centre = (x + c + c // 2, y + c + c // 2)
    for i in (1, 3, 5, 7):
        if cells[i] == "path":
            ex, ey = x + (i % 3) * c + c // 2, y + (i // 3) * c + c // 2
            draw.line((centre, (ex, ey)), fill=PATH_EDGE, width=max(3, c // 3))
            # reach the tile edge
            dx, dy = (ex - centre[0]), (ey - centre[1])
            end = (ex + (dx // max(1, abs(dx))) * (c // 2) if dx else ex, ey + (dy // max(1, abs(dy))) * (c // 2) if dy else ey)
            draw.line(((ex, ey), end), fill=PATH_EDGE, width=max(3, c // 3))
    lights = face.get("lights", 0)
    for k in range(lights):  # streetlights: yellow lamps on the centre cell
        r = max(4, c // 7)
        lx = centre[0] - (lights - 1) * (r + 2) + k * 2 * (r + 2)
        ly = centre[1]
        draw.ellipse((lx - r, ly - r, lx + r, ly + r), fill=OKABE_ITO["yellow"], outline=INK, width=2)
    draw.rectangle((x, y, x + 3 * c - 1, y + 3 * c - 1), outline=outline, width=1)


def tile_card(face: dict, label: str, c: int = 30, highlight: bool = False) -> Image.Image:
    """A single tile with a caption above it."""
    fnt = font(15, bold=True)
    probe = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    tw, th = text_size(probe, label, fnt)
    width = max(3 * c, tw) + 12
    img, draw = canvas(width, 3 * c + th + 18)
    draw.text((width // 2, 4), label, font=fnt, fill=INK, anchor="mt")
    x0 = (width - 3 * c) // 2
    draw_tile(draw, x0, th + 12, c, face)
    if highlight:
        draw.rectangle((x0 - 3, th + 9, x0 + 3 * c + 2, th + 12 + 3 * c + 2), outline=HIGHLIGHT, width=3)
    return img


# ---------------------------------------------------------------------------
# a Twitten panel
# ---------------------------------------------------------------------------


def twitten_panel(seat: dict, index: int, view: dict, max_width: int) -> Image.Image:
    tiles = seat["twitten"]
    spots = frontier(tiles) if tiles else {(0, 0)}  # the first tile goes at 0,0
    previous = seat.get("previous")
    showing_previous = not tiles and previous and previous["twitten"]
    if showing_previous:  # end of season: the scored Twitten until the next one starts
        tiles = previous["twitten"]
        spots = set()
    if tiles:
        xs = [t["x"] for t in tiles] + [p[0] for p in spots]
        ys = [t["y"] for t in tiles] + [p[1] for p in spots]
        x_lo, x_hi, y_lo, y_hi = min(xs), max(xs), min(ys), max(ys)
    else:
        x_lo = x_hi = y_lo = y_hi = 0
    cols, rows = x_hi - x_lo + 1, y_hi - y_lo + 1
    margin = 52
    c = max(MIN_CELL, min(CELL, (max_width - margin - 10) // (3 * cols)))
    tpx = 3 * c
    fnt_title, fnt = font(18, bold=True), font(15)
    width = max(margin + cols * tpx + 10, 420)
    probe = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    head = [_panel_title(seat, index, view)]
    done = seat.get("completed") or []
    extra = [_panel_status(seat, view)]
    if showing_previous:
        season = ["spring", "summer", "autumn", "winter"][view["season"] - 2]
        sheet = seat["sheets"][-1] if seat.get("sheets") else {}
        extra.append(f"Showing the {season} Twitten as scored: {sheet.get('total', 0)} points.")
    final = seat.get("final_cards") or (previous["cards"] if showing_previous else [])
    if final:
        extra.append("Bimble: " + ", ".join(
            f"{'✓ done' if d['completed'] else '✗ failed'} {d['title']} ({d['points']})" for d in final))
    elif done:
        extra.append("Completed: " + ", ".join(f"{d['title']} ({d['points']})" for d in done))
    for line in extra:
        head.extend(_wrap(probe, line, fnt, width - 16))
    line_h = 22
    head_h = 8 + line_h * len(head)
    height = head_h + margin + rows * tpx + 10
    img, draw = canvas(width, height, (255, 255, 255))
    acting = str(index) in view.get("to_act", {})
    frame = HIGHLIGHT if acting else GRID
    draw.rectangle((0, 0, width - 1, height - 1), outline=frame, width=3 if acting else 1)
    y = 6
    for k, line in enumerate(head):
        draw.text((8, y), line, font=fnt_title if k == 0 else fnt, fill=INK)
        y += line_h
    ox, oy = margin, head_h + margin
    lab = font(14, bold=True)
    for i in range(cols):
        draw.text((ox + i * tpx + tpx // 2, oy - 6), f"x={x_lo + i}", font=lab, fill=INK, anchor="mb")
    for j in range(rows):
        draw.text((ox - 4, oy + j * tpx + tpx // 2), f"y={y_lo + j}" if c >= 30 else f"{y_lo + j}",
                  font=lab, fill=INK, anchor="rm")
    small = font(13)
    for i in range(cols):
        for j in range(rows):
            if (x_lo + i, y_lo + j) in spots:
                bx, by = ox + i * tpx, oy + j * tpx
                draw.rectangle((bx + 2, by + 2, bx + tpx - 3, by + tpx - 3), fill=EMPTY, outline=(215, 212, 205))
                draw.text((bx + tpx // 2, by + tpx // 2), f"{x_lo + i},{y_lo + j}", font=small,
                          fill=(150, 150, 150), anchor="mm")
    last = view.get("last") or {}
    for t in tiles:
        bx, by = ox + (t["x"] - x_lo) * tpx, oy + (t["y"] - y_lo) * tpx
        draw_tile(draw, bx, by, c, t)
    if last.get("seat") == index and "x" in last:
        bx, by = ox + (last["x"] - x_lo) * tpx, oy + (last["y"] - y_lo) * tpx
        draw.rectangle((bx - 2, by - 2, bx + tpx + 1, by + tpx + 1), outline=HIGHLIGHT, width=4)
        draw.text((bx + tpx // 2, by + tpx + 3), "last", font=font(13, bold=True), fill=HIGHLIGHT, anchor="mt")
    return img


def _tile_columns(seat: dict) -> int:
    tiles = seat["twitten"] or ((seat.get("previous") or {}).get("twitten") or [])
    if not tiles:
        return 1
    xs = [t["x"] for t in tiles] + [p[0] for p in frontier(tiles)]
    return max(xs) - min(xs) + 1


def _panel_title(seat: dict, index: int, view: dict) -> str:
    total = view.get("totals", {}).get(str(index), 0)
    return f"{index + 1}. {seat['name']}: {total} pts"


def _panel_marks(seat: dict, index: int, view: dict) -> list[str]:
    marks = []
    if view.get("turn") == index and view.get("phase") == "play":
        marks.append("TO PLAY")
    if view.get("start") == index and not view.get("over"):
        marks.append("start player")
    if seat.get("home") and not view.get("over"):
        marks.append("home for tea")
    return marks


def _panel_status(seat: dict, view: dict) -> str:
    parts = _panel_marks(seat, view["seats"].index(seat), view) + [f"{seat['tiles']} tiles", f"houses {seat['houses']}/{seat['house_limit']}",
             f"lights {seat['streetlights']}"]
    if view.get("phase") == "play":
        parts.append(f"Bimble cards {seat['cards_in_hand']} ({len(seat['completed'])} done)")
        parts.append("Favourite kept" if seat.get("has_favourite") else "Favourite used")
        live = seat.get("live")
        if live:
            parts.append(f"season so far {live['total']} (board and completed Bimbles)")
    elif view.get("phase") == "prepare":
        parts.append("ready" if seat.get("ready") else "choosing")
    return ", ".join(parts)


# ---------------------------------------------------------------------------
# header, legend, scorepad
# ---------------------------------------------------------------------------


def header(view: dict, width: int) -> Image.Image:
    title = font(24, bold=True)
    fnt = font(16)
    lines = []
    names = view["players"]
    if view.get("over"):
        lines.append("Game over after four seasons.")
        for s in view.get("standings") or []:
            lines.append(f"{s['rank']}. {names[s['seat']]}: {int(s['score'])} points"
                         + (f" ({s['detail']})" if s.get("detail") else ""))
    else:
        for k, d in view.get("to_act", {}).items():
            lines.append(f"{names[int(k)]}: {d['prompt']}")
        if view.get("last") and view["last"].get("text"):
            lines.append("Last: " + view["last"]["text"])
    lines.append(f"Twitten deck: {view['deck_size']} tiles; Bimble deck: {view['bimble_deck_size']} cards.")
    piles = []
    if view.get("stacks"):
        for st in view["stacks"]:
            if st["top"]:
                piles.append(tile_card(st["top"], f"Stack {st['name']}: t{st['top']['id']} ({st['size']})"))
    elif view.get("discard") and view["discard"]["top"]:
        d = view["discard"]
        piles.append(tile_card(d["top"], f"Discard: t{d['top']['id']} ({d['size']})"))
    pile_w = sum(p.width + 10 for p in piles)
    text_w = max(200, width - pile_w - 20)
    probe = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    wrapped = []
    for line in lines:
        wrapped.extend(_wrap(probe, line, fnt, text_w))
    h_text = 40 + 21 * len(wrapped)
    height = max(h_text, max((p.height for p in piles), default=0)) + 10
    img, draw = canvas(width, height)
    season = f"Twittens: season {view['season']} of 4 ({view['season_name']})"
    if view.get("over"):
        season = "Twittens: final scores"
    draw.text((10, 8), season, font=title, fill=INK)
    y = 40
    for line in wrapped:
        draw.text((10, y), line, font=fnt, fill=INK)
        y += 21
    x = width - pile_w
    for p in piles:
        img.paste(p, (x, 4))
        x += p.width + 10
    return img


def _wrap(draw, text: str, fnt, width: int) -> list[str]:
    words = text.split()
    lines, cur = [], ""
    for w in words:
        trial = f"{cur} {w}".strip()
        if text_size(draw, trial, fnt)[0] <= width or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines or [""]


def legend(width: int) -> Image.Image:
    fnt = font(15)
    c = 26
    items = []
    probe = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    for tok, text in LEGEND + [("path", "path"), ("road", "road"), ("rail", "railway")]:
        items.append((tok, text, c + 8 + text_size(probe, text, fnt)[0] + 18))
    items.append(("lamp", "streetlight (lamps on the centre)", c + 8 + text_size(probe, "streetlight (lamps on the centre)", fnt)[0] + 18))
    rows, cur, used = [], [], 10
    for it in items:
        if used + it[2] > width and cur:
            rows.append(cur)
            cur, used = [], 10
        cur.append(it)
        used += it[2]
    rows.append(cur)
    img, draw = canvas(width, 10 + len(rows) * (c + 8))
    y = 6
    for row in rows:
        x = 10
        for tok, text, w in row:
            if tok == "lamp":
                draw.rectangle((x, y, x + c - 1, y + c - 1), fill=PATH)
                draw.ellipse((x + 7, y + 7, x + c - 8, y + c - 8), fill=OKABE_ITO["yellow"], outline=INK, width=2)
            else:
                draw_cell(draw, x, y, c, tok)
            draw.text((x + c + 6, y + c // 2), text, font=fnt, fill=INK, anchor="lm")
            x += w
        y += c + 8
    return img


def scorepad(view: dict) -> Image.Image | None:
    seats = view["seats"]
    seasons = max(len(s["sheets"]) for s in seats)
    if seasons == 0:
        return None
    fnt, bold = font(15), font(15, bold=True)
    label_w, col_w, row_h = 130, 44, 24
    group_w = col_w * seasons + 58
    width = max(label_w + group_w * len(seats) + 20, 520)
    height = row_h * (len(CATEGORY_ROWS) + 3) + 44
    img, draw = canvas(width, height, (255, 255, 255))
    draw.text((10, 8), "Scorepad", font=font(18, bold=True), fill=INK)
    y0 = 36
    for p, seat in enumerate(seats):
        gx = label_w + p * group_w
        draw.text((gx + group_w // 2, y0), seat["name"], font=bold, fill=INK, anchor="mt")
        for k in range(seasons):
            draw.text((gx + k * col_w + col_w // 2, y0 + row_h), "SpSuAuWi"[2 * k:2 * k + 2], font=fnt,
                      fill=INK, anchor="mt")
        draw.text((gx + seasons * col_w + 29, y0 + row_h), "Sum", font=bold, fill=INK, anchor="mt")
        draw.line((gx - 4, y0, gx - 4, height - 6), fill=GRID)
    for r, (key, name) in enumerate(CATEGORY_ROWS):
        y = y0 + row_h * (r + 2)
        if r % 2 == 0:
            draw.rectangle((4, y - 2, width - 4, y + row_h - 4), fill=(242, 242, 238))
        draw.text((10, y), name, font=bold if key == "total" else fnt, fill=INK)
        for p, seat in enumerate(seats):
            gx = label_w + p * group_w
            total = 0
            for k, sheet in enumerate(seat["sheets"]):
                v = sheet[key]
                total += v
                text = str(v)
                draw.text((gx + k * col_w + col_w // 2, y), text, font=bold if key == "total" else fnt,
                          fill=INK, anchor="mt")
            draw.text((gx + seasons * col_w + 29, y), str(total), font=bold, fill=INK, anchor="mt")
    y = y0 + row_h * (len(CATEGORY_ROWS) + 2)
    notes = []
    for seat in seats:
        sh = seat["sheets"][-1]
        notes.append(f"{seat['name']} {sh['bimble_won']} - {sh['bimble_lost']} = {sh['bimble']}")
    text = "Last season's Bimble cards (completed - failed): " + "; ".join(notes)
    lines = _wrap(draw, text, fnt, width - 20)
    if len(lines) > 1:
        img2, draw2 = canvas(width, height + 20 * (len(lines) - 1), (255, 255, 255))
        img2.paste(img, (0, 0))
        img, draw = img2, draw2
    for line in lines:
        draw.text((10, y), line, font=fnt, fill=INK)
        y += 20
    return img


# ---------------------------------------------------------------------------
# the two pictures
# ---------------------------------------------------------------------------


def board(view: dict) -> Image.Image:
    seats = view["seats"]
    half = (MAX_WIDTH - 30) // 2
    # two panels a row unless a Twitten is too wide to stay readable at half width
    widest = max(_tile_columns(s) for s in seats)
    columns = 2 if len(seats) > 1 and 52 + widest * 3 * 28 <= half else 1
    panel_max = half if columns == 2 else MAX_WIDTH - 20
    panels = [twitten_panel(s, i, view, panel_max) for i, s in enumerate(seats)]
    body = grid_of(panels, columns=columns, gap=10)
    width = max(body.width, 900)
    parts = [header(view, width), body, legend(width)]
    pad = scorepad(view)
    if pad is not None:
        parts.append(pad)
    return fit_width(stack_vertical(parts, gap=8), MAX_WIDTH)


def _card_box(card: dict, width: int, note: str = "") -> Image.Image:
    fnt, bold = font(15), font(16, bold=True)
    probe = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    text = card["text"].replace("[link]", "(chain link)").replace("[pin]", "(map pin)")
    lines = _wrap(probe, text, fnt, width - 20)
    height = 30 + 20 * len(lines) + (20 if note else 0) + 6
    done = card.get("completed")
    fill = (226, 244, 233) if done else (255, 255, 255)
    img, draw = canvas(width, height, fill)
    draw.rectangle((0, 0, width - 1, height - 1), outline=OKABE_ITO["green"] if done else GRID, width=3 if done else 1)
    mark = "DONE: " if done else ""
    draw.text((8, 6), f"{mark}b{card['id']} {card['title']}  [{card['points']} pts]", font=bold, fill=INK)
    y = 30
    for line in lines:
        draw.text((10, y), line, font=fnt, fill=INK)
        y += 20
    if note:
        draw.text((10, y), note, font=font(14), fill=(90, 90, 90))
    return img


def private(view: dict) -> Image.Image | None:
    me = view.get("me")
    if not me:
        return None
    seat = me["seat"]
    name = view["players"][seat]
    sections: list[Image.Image] = []
    width = 720
    title, tdraw = canvas(width, 36)
    tdraw.text((10, 6), f"{name}'s hand: season {view['season']} ({view['season_name']})",
                               font=font(20, bold=True), fill=INK)
    sections.append(title)
    tiles: list[Image.Image] = []
    if me.get("holding"):
        tiles.append(tile_card(me["holding"], f"To place: t{me['holding']['id']}", highlight=True))
    for face in me.get("drawn") or []:
        tiles.append(tile_card(face, f"Drawn: t{face['id']}", highlight=True))
    for face in me.get("deal_tiles") or []:
        chosen = me.get("chosen_fav") == face["id"]
        tiles.append(tile_card(face, f"{'Chosen' if chosen else 'Dealt'}: t{face['id']}", highlight=chosen))
    if me.get("favourite"):
        tiles.append(tile_card(me["favourite"], f"Favourite Place: t{me['favourite']['id']}"))
    if tiles:
        sections.append(grid_of(tiles, columns=5, gap=12))
    cards = []
    for card in me.get("cards") or []:
        note = "" if card.get("completed") else f"progress about {int(round(card.get('progress', 0) * 100))}%"
        cards.append(_card_box(card, width - 20, note))
    for card in me.get("deal_cards") or []:
        kept = me.get("chosen_cards") is not None and card["id"] in me["chosen_cards"]
        cards.append(_card_box(card, width - 20, "dealt: keep 2 or 3" + (" (kept)" if kept else "")))
    for card in me.get("school") or []:
        cards.append(_card_box(card, width - 20, "from your school: keep 1 or none"))
    if cards:
        label, ldraw = canvas(width, 28)
        ldraw.text((10, 4), "Bimble cards", font=font(18, bold=True), fill=INK)
        sections.append(label)
        sections.extend(cards)
    if len(sections) == 1:
        note, d = canvas(width, 30)
        d.text((10, 6), "Nothing in your hand.", font=font(16), fill=INK)
        sections.append(note)
    img = stack_vertical(sections, gap=8)
    out = Image.new("RGB", (img.width + 20, img.height + 20), BACKGROUND)
    out.paste(img, (10, 10))
    return fit_width(out, MAX_WIDTH)
