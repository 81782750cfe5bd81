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
        self.top = 14
        self.width = int(self.left * 2 + (self.xmax - self.xmin) * HALF + HW)
        self.height = int(self.top * 2 + (self.top_row - self.bottom_row) * ROW_H + 2 * R)

    def centre(self, row: int, col: int) -> tuple[float, float]:
        x = self.rows[row]["shift"] + 2 * col
        cx = self.left + (x - self.xmin) * HALF + HW / 2
        cy = self.top + R + (self.top_row - row) * ROW_H
        return cx, cy


def _bird_tag(view: dict, seat: int) -> str:
    team = view["birds"][seat]["team"]
    return f"{TEAM[team][1]}{seat + 1}"


def _draw_bird(draw, cx, cy, view, seat, w=32, h=22, size=13):
    """A bird is a rounded tag in its team colour with its team letter and
    seat number (R1, B2...): never colour alone, and never round like food."""
    team = view["birds"][seat]["team"]
    colour = TEAM[team][2]
    draw.rounded_rectangle([cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2], radius=5, fill=colour, outline=INK, width=2)
    centred_text(draw, (cx, cy), _bird_tag(view, seat), font(size, bold=True), fill=contrast_ink(colour))


def _board_image(view: dict) -> Image.Image:
    lay = _Layout(view)
    img, draw = canvas(lay.width, lay.height)
    last = view.get("last") or {}
    dest = _parse(last.get("to"))
    small = font(13)
    bold = font(14, bold=True)

    for row in view["rows"]:
        r = row["row"]
        for c, ch in enumerate(row["spaces"]):
            cx, cy = lay.centre(r, c)
            fill = {"~": WATER, "*": START, "@": NEST}.get(ch, GRASS)
            draw.polygon(_hex(cx, cy, R - 1), fill=fill, outline=GRID)
            lab = f"{COLS[c]}{r}"
            if ch == "~":
                for dy in (-2, 8):
                    pts = [(cx - 14 + i * 4, cy + dy + (3 if i % 2 else -3)) for i in range(8)]
                    draw.line(pts, fill=OKABE_ITO["blue"], width=2)
            elif ch == "*":
                centred_text(draw, (cx, cy + 9), "start", small)
            elif ch == "@":
                owner = [t for t, where in view["nests"].items() if where == lab]
                draw.arc([cx - 18, cy - 10, cx + 18, cy + 20], 0, 180, fill=(120, 80, 40), width=4)
                text = "nest" if not owner else f"{TEAM[owner[0]][1]} nest"
                centred_text(draw, (cx, cy + 26), text, font(11, bold=True))
            food = row["food"][c]
            if food:
                name, colour = FOOD[food]
                draw.ellipse([cx - 13, cy - 8, cx + 13, cy + 18], fill=colour, outline=INK)
                centred_text(draw, (cx, cy + 5), str(food), bold, fill=contrast_ink(colour))
            elif ch in "12345":
                centred_text(draw, (cx, cy + 6), "(" + ch + ")", small, fill=GRID)
            centred_text(draw, (cx, cy - 19), lab, small)
        # row number and arrow marks on both sides
        cx0, cy = lay.centre(r, 0)
        cx8, _ = lay.centre(r, 8)
        centred_text(draw, (cx0 - HW / 2 - 18, cy), str(r), bold)
        centred_text(draw, (cx8 + HW / 2 + 18, cy), str(r), bold)
        if row.get("arrow"):
            side = 1 if row["arrow"] == "E" else -1
            ax = (cx8 + HW / 2 + 40) if side > 0 else (cx0 - HW / 2 - 40)
            ay = cy
            draw.polygon([(ax + side * 12, ay), (ax - side * 6, ay - 8), (ax - side * 6, ay + 8)], fill=INK)

    # last flight
    if last.get("path"):
        pts = [lay.centre(*_parse(p)) for p in last["path"] if _parse(p) and _parse(p)[0] in lay.rows]
        if len(pts) >= 2:
            draw.line(pts, fill=HIGHLIGHT, width=5, joint="curve")
            (x1, y1), (x2, y2) = pts[-2], pts[-1]
            ang = math.atan2(y2 - y1, x2 - x1)
            tip = (x2 - 14 * math.cos(ang), y2 - 14 * math.sin(ang))
            left = (tip[0] - 12 * math.cos(ang - 0.5), tip[1] - 12 * math.sin(ang - 0.5))
            right = (tip[0] - 12 * math.cos(ang + 0.5), tip[1] - 12 * math.sin(ang + 0.5))
            draw.polygon([tip, left, right], fill=HIGHLIGHT)
        if dest and dest[0] in lay.rows:
            draw.polygon(_hex(*lay.centre(*dest), R - 3), outline=HIGHLIGHT, width=4)

    # birds
    groups: dict[tuple[int, int], list[int]] = {}
    for b in view["birds"]:
        pos = _parse(b["pos"])
        if pos and pos[0] in lay.rows and b["status"] != "out":
            groups.setdefault(pos, []).append(b["seat"])
    for pos, seats in groups.items():
        cx, cy = lay.centre(*pos)
        on_nest = lay.rows[pos[0]]["spaces"][pos[1]] == "@"
        if len(seats) == 1 and on_nest:
            _draw_bird(draw, cx, cy + 3, view, seats[0])  # the nest's owner label stays readable
        elif len(seats) == 1:
            _draw_bird(draw, cx, cy + 3, view, seats[0])
            name = view["birds"][seats[0]]["name"]
            name = name if len(name) <= 7 else name[:6] + "."
            fnt = font(11, bold=True)
            w = draw.textlength(name, font=fnt)
            draw.rectangle([cx - w / 2 - 2, cy + 16, cx + w / 2 + 2, cy + 29], fill=(255, 255, 255))
            centred_text(draw, (cx, cy + 22), name, fnt)
        else:
            per = 2 if len(seats) <= 4 else 3
            w = 26 if per == 2 else 19
            rows_n = (len(seats) + per - 1) // per
            for i, s in enumerate(seats):
                row_i, col_i = divmod(i, per)
                count = min(per, len(seats) - row_i * per)
                bx = cx + (col_i - (count - 1) / 2) * (w + 1)
                by = cy + (2 if on_nest else 6) - (rows_n - 1) * 7 + row_i * 15
                _draw_bird(draw, bx, by, view, s, w=w, h=14, size=11 if per == 2 else 10)
    return img


def _panel(view: dict, width: int) -> Image.Image:
    lines: list[tuple[str, tuple, object]] = []  # (text, colour swatch or None, font)
    f = font(15)
    fb = font(15, bold=True)
    names = view["players"]
    if view["over"]:
        lines.append(("Final score sheet", None, font(17, bold=True)))
    elif view.get("turn") is not None:
        t = view["turn"]
        lines.append((f"To fly: {names[t]} ({_bird_tag(view, t)})", None, fb))
    for b in view["birds"]:
        team = TEAM[b["team"]]
        where = {"nested": f"on the nest {b['pos']}", "out": "out of the game"}.get(b["status"], f"at {b['pos']}")
        text = f"{_bird_tag(view, b['seat'])} {b['name']}, {team[0]}, {where}"
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
        lines.append(("Arrow beside a row: the next row is turned and shifted one space that way.", None, font(14)))
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
            (f"Last flight (pink line): {names[last['seat']]} {last['from']} to {last['to']}, {last['cost']} space{'s' if last['cost'] != 1 else ''}, {what}", None, f)
        )
    legend = "Food: " + ", ".join(f"{v} {FOOD[v][0]}" for v in FOOD) + ";  (n) = eaten/empty"
    lines.append((legend, None, font(14)))
    # wrap long lines
    img, draw = canvas(width, 10)
    wrapped = []
    for text, colour, fnt in lines:
        words, cur = text.split(), ""
        for w in words:
            trial = (cur + " " + w).strip()
            if draw.textlength(trial, font=fnt) > width - 50 and cur:
                wrapped.append((cur, colour, fnt))
                cur, colour = "  " + w, None
            else:
                cur = trial if not cur.startswith("  ") else cur + " " + w
        wrapped.append((cur, colour, fnt))
    line_h = 24
    img, draw = canvas(width, line_h * len(wrapped) + 16)
    y = 8
    for text, colour, fnt in wrapped:
        if colour is not None:
            draw.rectangle([12, y + 4, 26, y + 18], fill=colour, outline=INK)
        draw.text((34, y + 2), text, font=fnt, fill=INK)
        y += line_h
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
