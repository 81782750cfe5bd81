"""Tweeeet pictures: the visible rows of hexes, food, nests, birds, the last
flight, team-talk distances and, at the end, the score sheet."""

from __future__ import annotations

import math

from PIL import Image

from render.base import (
    BACKGROUND,
    GRID,
    HIGHLIGHT,
    INK,
    OKABE_ITO,
    canvas,
    centred_text,
    contrast_ink,
    fit_width,
    font,
    stack_vertical,
)

R = 34  # hex circumradius
HW = math.sqrt(3) * R  # hex width
HALF = HW / 2  # one doubled-x unit
ROW_H = 1.5 * R
COLS = "ABCDEFGHI"

GRASS = (214, 234, 196)
WATER = (150, 200, 235)
START = (235, 228, 210)
NEST = (222, 196, 160)

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
def num(x: float) -> str:
    return str(int(x)) if x == int(x) else f"{x:.2f}".rstrip("0")


_CORNERS = [(math.cos(math.radians(60 * i - 30)), math.sin(math.radians(60 * i - 30))) for i in range(6)]


def _hex(cx: float, cy: float, r: float = R) -> list[tuple[float, float]]:
    return [(cx + r * dx, cy + r * dy) for dx, dy in _CORNERS]


def _parse(lab: str | None):
    if not lab:
        return None
    return int(lab[1:]), COLS.index(lab[0].upper())


class _Layout:
    def __init__(self, view: dict):
        rows = view["rows"]
        self.rows = {r["row"]: r for r in rows}
        xs = [r["shift"] for r in rows] + [r["shift"] + 16 for r in rows]
        self.xmin, self.xmax = min(xs), max(xs)
        self.top_row = max(self.rows)
        self.bottom_row = min(self.rows)
        self.left = 56  # room for row numbers and arrows
        # the nest tile is always the northmost row: its nests are named above
        # it, with the birds on them; the start row is the southmost row: the
        # birds still on the start space are named below it
        self.crowds = _crowds(view)
        nest_row = "@" in self.rows[self.top_row]["spaces"]
        self.top = 14 + (NEST_LABEL_ROOM if nest_row else 0) + (CAPTION if nest_row and any(self.crowds_on(self.top_row)) else 0)
        bottom = CAPTION + 6 if self.bottom_row == 0 and self.crowds_on(0) else 14
        self.width = int(self.left * 2 + (self.xmax - self.xmin) * HALF + HW)
        self.height = int(self.top + bottom + (self.top_row - self.bottom_row) * ROW_H + 2 * R)

    def crowds_on(self, row: int) -> list[tuple[int, int]]:
        return [pos for pos in self.crowds if pos[0] == row]

    def centre(self, row: int, col: int) -> tuple[float, float]:
        x = self.rows[row]["shift"] + 2 * col
        cx = self.left + (x - self.xmin) * HALF + HW / 2
        cy = self.top + R + (self.top_row - row) * ROW_H
        return cx, cy


NEST_LABEL_ROOM = 22
CAPTION = 18  # a line naming the birds of a crowded space (start, nests)


def _crowds(view: dict) -> dict[tuple[int, int], list[int]]:
    """Spaces holding several birds (only the start space and nests can)."""
    groups: dict[tuple[int, int], list[int]] = {}
    rows = {r["row"] for r in view["rows"]}
    for b in view["birds"]:
        pos = _parse(b["pos"])
        if pos and pos[0] in rows and b["status"] != "out":
            groups.setdefault(pos, []).append(b["seat"])
    return {pos: seats for pos, seats in groups.items() if len(seats) > 1}


def _names(view: dict, seats: list[int], draw, fnt, room: float) -> str:
    """The players' names of a crowd, shortened until they fit ``room``."""
    for size in (12, 8, 6, 4, 2):
        text = ", ".join(_short(view["birds"][s]["name"], size) for s in seats)
        if draw.textlength(text, font=fnt) <= room:
            return text
    return text
LABEL_DY = -19  # a space's label sits in the top of its hex
SPACE_FONT = 13


def bird_name(view: dict, seat: int) -> str:
    """How the picture and its panel name a bird: the player's name and the
    species ("Ann's Robin"), never a letter and a number like a space."""
    bird = view["birds"][seat]
    return f"{bird['name']}'s {TEAM[bird['team']][0]}"


def _short(name: str, size: int) -> str:
    return name if len(name) <= size else name[: size - 1] + "."


def _draw_bird(draw, cx, cy, view, seat, w, h, size, chars):
    """A bird is a tag in its team colour with its player's name: a pill
    for a Robin, a square-cornered tag for a Bluethroat (shape and colour,
    never colour alone, and never round like food)."""
    team = view["birds"][seat]["team"]
    colour = TEAM[team][2]
    box = [cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2]
    if team == "robin":
        draw.rounded_rectangle(box, radius=h / 2, fill=colour, outline=INK, width=2)
    else:
        draw.rectangle(box, fill=colour, outline=INK, width=2)
    name = _short(view["birds"][seat]["name"], chars)
    fnt = font(size, bold=True)
    while chars > 1 and draw.textlength(name, font=fnt) > w - 6:
        chars -= 1
        name = _short(view["birds"][seat]["name"], chars)
    centred_text(draw, (cx, cy), name, fnt, fill=contrast_ink(colour))


def _label(draw, xy, text, fnt, halo):
    """Text with a halo of the ground colour, so lines under it never hide it."""
    draw.text(xy, text, font=fnt, fill=INK, anchor="mm", stroke_width=2, stroke_fill=halo)


def _nest_owner(view: dict, lab: str) -> str | None:
    owners = [t for t, where in view["nests"].items() if where == lab]
    return owners[0] if owners else None


def _board_image(view: dict) -> Image.Image:
    lay = _Layout(view)
    img, draw = canvas(lay.width, lay.height)
    last = view.get("last") or {}
    dest = _parse(last.get("to"))
    small = font(SPACE_FONT)
    bold = font(14, bold=True)
    fills = {}

    # 1. the ground: hexes, water, nests, row numbers and arrow marks
    for row in view["rows"]:
        r = row["row"]
        for c, ch in enumerate(row["spaces"]):
            cx, cy = lay.centre(r, c)
            fill = {"~": WATER, "*": START, "@": NEST}.get(ch, GRASS)
            fills[(r, c)] = fill
            draw.polygon(_hex(cx, cy, R - 1), fill=fill, outline=GRID)
            if ch == "~":
                for dy in (-2, 8):
                    pts = [(cx - 14 + i * 4, cy + dy + (3 if i % 2 else -3)) for i in range(8)]
                    draw.line(pts, fill=OKABE_ITO["blue"], width=2)
            elif ch == "@":
                draw.arc([cx - 16, cy - 10, cx + 16, cy + 16], 0, 180, fill=(120, 80, 40), width=4)
                owner = _nest_owner(view, f"{COLS[c]}{r}")
                text = "free nest" if owner is None else f"{TEAM[owner][0]}s' nest"
                colour = INK if owner is None else TEAM[owner][2]
                top = cy - R - NEST_LABEL_ROOM / 2 + 2
                if lay.crowds_on(r):
                    top -= CAPTION
                w = draw.textlength(text, font=font(12, bold=True))
                if owner is not None:
                    draw.rectangle([cx - w / 2 - 4, top - 9, cx + w / 2 + 4, top + 9], fill=colour)
                centred_text(draw, (cx, top), text, font(12, bold=True), fill=contrast_ink(colour) if owner else INK)
                seats = lay.crowds.get((r, c))
                if seats:  # the birds on it, named under the nest's name
                    centred_text(draw, (cx, top + CAPTION), _names(view, seats, draw, font(12), 3 * HW - 12), font(12))
            elif ch == "*" and (r, c) in lay.crowds:
                names = _names(view, lay.crowds[(r, c)], draw, font(12), lay.width - 24)
                centred_text(draw, (lay.width / 2, cy + R + CAPTION / 2 + 2), f"On {COLS[c]}{r}: {names}", font(12))
        cx0, cy = lay.centre(r, 0)
        cx8, _ = lay.centre(r, 8)
        centred_text(draw, (cx0 - HW / 2 - 18, cy), str(r), bold)
        centred_text(draw, (cx8 + HW / 2 + 18, cy), str(r), bold)
        if row.get("arrow"):
            side = 1 if row["arrow"] == "E" else -1
            ax = (cx8 + HW / 2 + 40) if side > 0 else (cx0 - HW / 2 - 40)
            draw.polygon([(ax + side * 12, cy), (ax - side * 6, cy - 8), (ax - side * 6, cy + 8)], fill=INK)

    # 2. the last flight, under every label, food and bird
    if last.get("path"):
        pts = [lay.centre(*_parse(p)) for p in last["path"] if _parse(p) and _parse(p)[0] in lay.rows]
        if len(pts) >= 2:
            draw.line(pts, fill=HIGHLIGHT, width=5, joint="curve")
        if dest and dest[0] in lay.rows:
            draw.polygon(_hex(*lay.centre(*dest), R - 3), outline=HIGHLIGHT, width=4)

    # 3. labels and food (an eaten space under a bird shows the bird only)
    perched = {_parse(b["pos"]) for b in view["birds"] if b["status"] != "out" and b["pos"]}
    for row in view["rows"]:
        r = row["row"]
        for c, ch in enumerate(row["spaces"]):
            cx, cy = lay.centre(r, c)
            halo = fills[(r, c)]
            if ch == "*":
                _label(draw, (cx, cy + 20), "start", font(11), halo)
            food = row["food"][c]
            if food:
                name, colour = FOOD[food]
                draw.ellipse([cx - 13, cy - 8, cx + 13, cy + 18], fill=colour, outline=INK)
                centred_text(draw, (cx, cy + 5), str(food), bold, fill=contrast_ink(colour))
            elif ch in "12345" and (r, c) not in perched:
                draw.text((cx, cy + 6), "(" + ch + ")", font=small, fill=GRID, anchor="mm", stroke_width=2, stroke_fill=halo)
            _label(draw, (cx, cy + LABEL_DY), f"{COLS[c]}{r}", small, halo)

    # 4. birds: a name tag each; a crowd (start, nests) as team tokens, its
    # names written beside the board
    for b in view["birds"]:
        pos = _parse(b["pos"])
        if pos and pos[0] in lay.rows and b["status"] != "out" and pos not in lay.crowds:
            cx, cy = lay.centre(*pos)
            _draw_bird(draw, cx, cy + 3, view, b["seat"], w=54, h=18, size=11, chars=7)
    for pos, seats in lay.crowds.items():
        cx, cy = lay.centre(*pos)
        rows_n = (len(seats) + 2) // 3
        for i, s in enumerate(seats):
            row_i, col_i = divmod(i, 3)
            count = min(3, len(seats) - row_i * 3)
            bx = cx + (col_i - (count - 1) / 2) * 17
            by = cy + 2 - (rows_n - 1) * 7 + row_i * 14
            _draw_token(draw, bx, by, view["birds"][s]["team"])
    return img


def _draw_token(draw, cx, cy, team, w=15, h=12):
    """One bird of a crowd: its team's colour and tag shape, no name."""
    box = [cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2]
    if team == "robin":
        draw.rounded_rectangle(box, radius=h / 2, fill=TEAM[team][2], outline=INK, width=2)
    else:
        draw.rectangle(box, fill=TEAM[team][2], outline=INK, width=2)


def panel_lines(view: dict) -> list[tuple[str, tuple | None, object]]:
    """The panel under the board, one entry per line before wrapping:
    (text, colour swatch or None, font). At the end it is the score sheet."""
    lines: list[tuple[str, tuple | None, object]] = []
    f = font(15)
    fb = font(15, bold=True)
    names = view["players"]
    if view["over"]:
        lines.append(("Final score sheet", None, font(17, bold=True)))
    elif view.get("turn") is not None:
        t = view["turn"]
        lines.append((f"To fly: {bird_name(view, t)} from {view['birds'][t]['pos']}", None, fb))
    for b in view["birds"]:
        team = TEAM[b["team"]]
        where = {"nested": f"on the nest {b['pos']}", "out": "out of the game"}.get(b["status"], f"at {b['pos']}")
        text = f"{bird_name(view, b['seat'])} {where}"
        if "energy" in b:
            pts = b["energy"] if b["status"] == "nested" else -1
            text += f": energy {b['energy']}, scores {pts}" if view["over"] else f": your energy {b['energy']}"
        lines.append((text, team[2], f))
    if view["over"]:
        for team, res in view["teams"].items():
            pts = " + ".join(f"({p})" if p < 0 else str(p) for p in res["points"])
            lines.append(
                (f"{TEAM[team][0]}s: {pts} = {res['total']} / {len(res['seats'])} = {num(res['average'])}", TEAM[team][2], fb)
            )
        if view.get("standings"):
            lines.append((view["standings"][0]["detail"], None, f))
    else:
        lines.append(("Birds: orange pill = Robin, blue square tag = Bluethroat, with the player's name.", None, font(14)))
        lines.append(("Arrow beside a row: the row above it is turned and hangs one space over that way.", None, font(14)))
        for d in view["distances"]:
            a, b = d["seats"]
            lines.append(
                (f"{names[a]} - {names[b]}: {d['distance']} apart, may {d['band']}", TEAM[d["team"]][2], f)
            )
        pile = view["pile"]
        lines.append(
            ("Nest tile laid: fly to your team's nest." if view["nest_laid"] else f"Tiles in the pile: {pile} (last = nest tile)", None, f)
        )
    last = view.get("last")
    if last:
        what = FOOD[last["food"]][0] if last["food"] else "nest"
        lines.append(
            (f"Last flight (pink line): {bird_name(view, last['seat'])} {last['from']} to {last['to']}, {last['cost']} space{'s' if last['cost'] != 1 else ''}, {what}", None, f)
        )
    legend = "Food: " + ", ".join(f"{v} {FOOD[v][0]}" for v in FOOD) + ";  (n) = eaten"
    lines.append((legend, None, font(14)))
    return lines


LINE_H = 24
PANEL_TOP = 8
TEXT_X = 34


def panel_layout(view: dict, width: int) -> list[tuple[int, str, tuple | None, object]]:
    """Where each wrapped line of the panel is drawn: (y, text, swatch, font)."""
    _, draw = canvas(8, 8)
    wrapped = []
    for text, colour, fnt in panel_lines(view):
        cur = ""
        for w in text.split():
            trial = (cur + " " + w) if cur else w
            if draw.textlength(trial, font=fnt) > width - 50 and cur.strip():
                wrapped.append((cur, colour, fnt))
                cur, colour = "  " + w, None
            else:
                cur = trial
        wrapped.append((cur, colour, fnt))
    return [(PANEL_TOP + i * LINE_H, text, colour, fnt) for i, (text, colour, fnt) in enumerate(wrapped)]


def _panel(view: dict, width: int) -> Image.Image:
    layout = panel_layout(view, width)
    img, draw = canvas(width, LINE_H * len(layout) + 2 * PANEL_TOP)
    for y, text, colour, fnt in layout:
        if colour is not None:
            draw.rectangle([12, y + 4, 26, y + 18], fill=colour, outline=INK)
        draw.text((TEXT_X, y + 2), text, font=fnt, fill=INK)
    return img


def board(view: dict) -> Image.Image:
    image = _board_image(view)
    width = max(image.width, 640)
    if image.width < width:
        padded, _ = canvas(width, image.height)
        padded.paste(image, ((width - image.width) // 2, 0))
        image = padded
    return fit_width(stack_vertical([image, _panel(view, width)], gap=4, color=BACKGROUND), 1000)


def private(view: dict) -> Image.Image | None:
    """A seat's secret energy, as a number and as a row of pips (one per
    point, in tens) so it reads at a glance."""
    seat = view.get("seat")
    if seat is None or "energy" not in view:
        return None
    e = view["energy"]
    per_row, pip = 10, 22
    pip_rows = max(1, (e + per_row - 1) // per_row)
    width = 420
    img, draw = canvas(width, 64 + pip_rows * (pip + 4) + 34)
    team = TEAM[view["birds"][seat]["team"]]
    draw.rectangle([12, 14, 28, 30], fill=team[2], outline=INK)
    draw.text((36, 12), f"{view['players'][seat]} ({team[0]}): energy {e}", font=font(18, bold=True), fill=INK)
    for i in range(e):
        r, c = divmod(i, per_row)
        x, y = 20 + c * (pip + 6) + (8 if c >= 5 else 0), 52 + r * (pip + 4)
        draw.ellipse([x, y, x + pip, y + pip], fill=team[2], outline=INK)
    if e == 0:
        draw.text((20, 56), "No energy left.", font=font(15), fill=INK)
    draw.text((12, 60 + pip_rows * (pip + 4)), "Each space flown costs 1 energy; food adds its value.", font=font(14), fill=INK)
    return img
