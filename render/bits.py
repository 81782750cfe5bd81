"""BITS pictures, designed for a phone (issue 14).

The public picture is 780 px wide at every player count and at most 1.6
times as tall as it is wide; no text is smaller than 16 px, so once shrunk to
a 400 px phone screen every letter is still over 8 px tall. From the top:

* the round and what to do now (or, at the end, who won);
* the face-up task cards with their shapes and points, beside the building
  card to drop now (or, at the end, the score table, round by round);
* every player's 6 by 6 board: columns A-F above (where tiles enter), rows
  1-6 on both sides, each square in its colour with its letter, the last drop
  outlined in violet, and every block a task card scores outlined with its
  points written on it (so a player sees what their board is worth and why);
  under it the player's scores and neutral tile; between rounds (the move
  that ends a round, until the next round's starting tiles are revealed) the
  boards as the round scored them, framed the same way (the view's
  ``round_end``);
* a legend of the colours and symbols and, while drops are still due, the
  notation with examples exactly as typed.

The boards take what height is left: their square size is computed so that
the whole picture keeps the 1.6 ratio. Colours: the Okabe-Ito palette for
the five tile colours, a dark grey hatched neutral tile, beige empty squares
and the shared violet last-move outline (render.base.HIGHLIGHT); every pair
of them stays distinguishable under protanopia and deuteranopia, and the
violet also under tritanopia (tests/bits/test_render.py checks it with the
Machado 2009 simulation), and every colour also has its letter.

Drawing cost: what does not change is drawn once and pasted (layer caches
keyed by what each layer shows): the empty board with its labels, the task
cards, the coloured squares and tiles, the legend, a board's squares with
its scoring blocks (they change only when drops are revealed), each board
panel (a hidden drop changes one panel's status), the title, the row of
cards and every text written on plain ground. A picture drawn from warm
caches is the picture drawn afresh (a test plays real moves to check it).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.base import (
    BACKGROUND,
    GRID,
    HIGHLIGHT,
    INK,
    OKABE_ITO,
    Draw,
    Words,
    canvas,
    contrast_ink,
    fit_text,
    flow,
    font,
    layer_cache,
    side_by_side,
    stack_vertical,
    text_width,
    wrap_text,
)
from rules.bits.board import NEUTRAL_ID, SOLO_RANKS

COLUMNS = "ABCDEF"
SIZE = 6

WIDTH = 780  # every public picture; 780 / 50 = 15.6 <= MIN_TEXT
MAX_ASPECT = 1.6
MARGIN = 10
GAP = 8
MIN_TEXT = 16
TITLE_TEXT = 24
LABEL_TEXT = 18
MAX_CELL = 64
MIN_CELL = 40  # a square still holds its letter (and a score badge) at MIN_TEXT

FILL = {
    "R": OKABE_ITO["vermillion"],
    "Y": OKABE_ITO["yellow"],
    "B": OKABE_ITO["blue"],
    "P": OKABE_ITO["purple"],
    "K": OKABE_ITO["black"],
    # A dark grey: the lighter (160, 160, 160) was too close to purple for
    # people with deuteranopia.
    "N": (100, 100, 100),
}
HATCH = (135, 135, 135)
NAMES = {"R": "red", "Y": "yellow", "B": "blue", "P": "purple", "K": "black", "N": "neutral"}  # the palette's


def _colour(words: Words, letter: str) -> str:
    """A colour's name in the reader's language (its letter stays the
    notation's)."""
    return words("pic-bits-colour", colour=letter)


def _tile(words: Words, card_id: str, colours) -> str:
    """A tile's colours as named on its card: "red-yellow", "red", "neutral"."""
    a, b = colours
    if card_id == NEUTRAL_ID or a == b:
        return _colour(words, "N" if card_id == NEUTRAL_ID else a)
    return words("pic-bits-tile-colours", first=_colour(words, a), second=_colour(words, b))
EMPTY = (218, 210, 190)
PANEL = (255, 255, 255)
MUTED = (95, 95, 95)
# The last drop's outline: the shared last-move highlight, a dark violet
# apart from every colour of the board (nearest: the blue tiles, 15.9
# CIEDE2000 under deuteranopia), drawn 5 px thick (HIGHLIGHT_WIDTH is 4).
LAST = HIGHLIGHT
SEAM = (60, 60, 60)

# The colours told apart by colour alone, by what they show: the squares,
# the board's panel around the empty squares, the last drop's outline. (The
# page background only shows between panels framed in grey.)
PALETTE = {**{NAMES[k]: v for k, v in FILL.items()}, "empty square": EMPTY, "panel": PANEL,
           "last drop": LAST}
# A scoring block's border: dashes of both, so that it shows on every colour
# and never reads as a tile's plain white frame.
BORDER = (INK, PANEL)
DASH = 6

# The panel around a board: row labels either side, the name bar, the
# column letters, two lines of scores under the board.
LABEL_W = 26
NAME_H = 32
COLS_H = 24
STATS_LINE = 22
STATS_H = 8 + 2 * STATS_LINE + 6


def _text_font(bold: bool = False):
    return font(MIN_TEXT, bold=bold)


_width_of = text_width  # measured as an anti-aliased canvas draws (cached in render.base)
_fit = fit_text  # cut with an ellipsis to fit a width


@layer_cache(maxsize=256)
def _text_sprite(text: str, fnt, fill: tuple[int, int, int],
                 ground: tuple[int, int, int]) -> tuple[Image.Image, int, int]:
    """``text`` written once on a patch of ``ground`` as large as its ink,
    and where the patch goes from the point the text is written at (its
    left and top): what ``_write`` pastes."""
    box = Draw(Image.new("RGB", (1, 1))).textbbox((0, 0), text, font=fnt)
    left, top, right, bottom = (int(v) for v in box)  # whole pixels: written at a whole point
    left, top = min(left, 0), min(top, 0)
    img, draw = canvas(max(1, right - left), max(1, bottom - top), ground)
    draw.text((-left, -top), text, font=fnt, fill=fill)
    return img, left, top


def _write(img: Image.Image, xy: tuple[int, int], text: str, fnt, fill=INK, ground=PANEL) -> None:
    """``draw.text(xy, text)`` on a part of ``img`` that is all ``ground``
    (the same pixels), pasting a patch drawn once: names, statuses and
    scores come back picture after picture."""
    sprite, left, top = _text_sprite(text, fnt, fill, ground)
    img.paste(sprite, (xy[0] + left, xy[1] + top))


def _cell_xy(name: str) -> tuple[int, int]:
    return COLUMNS.index(name[0]), int(name[1:]) - 1


def _letter_font(cell: int):
    return font(max(MIN_TEXT, round(cell * 0.42)), bold=True)


def _draw_square(draw: ImageDraw.ImageDraw, x: int, y: int, size: int, colour: str, letter_font) -> None:
    fill = FILL[colour]
    draw.rectangle([x, y, x + size - 1, y + size - 1], fill=fill)
    if colour == "N":
        # neutral: grey with a diagonal hatch, so it never reads as a colour
        for k in range(-size, size, 8):
            draw.line([x + max(0, k), y + max(0, -k), x + min(size - 1, k + size - 1),
                       y + min(size - 1, size - 1 - k)], fill=HATCH, width=2)
    if letter_font is not None:
        draw.text((x + size / 2, y + size / 2), colour, font=letter_font, fill=contrast_ink(fill), anchor="mm")


@layer_cache(maxsize=32)
def _square_image(colour: str, size: int) -> Image.Image:
    img, draw = canvas(size, size, PANEL)
    _draw_square(draw, 0, 0, size, colour, _letter_font(size))
    return img


# --------------------------------------------------------------------------
# task cards, the building card, the score table
# --------------------------------------------------------------------------

TASK_SQUARE = 20
TASK_W = 116
TASK_ROWS = 3  # the tallest shape (P of 5, big corner): every card is as tall


@layer_cache(maxsize=64)
def _task_image(card_id: str, shape: tuple, colour: str | None, points: int, other_fours: int,
                words: Words) -> Image.Image:
    cols = max(x for x, _ in shape) + 1
    rows = max(y for _, y in shape) + 1
    body, bold = _text_font(), _text_font(True)
    sign = f"+{points}" if points > 0 else str(points)
    lines = [(words("pic-bits-task-each", points=sign), INK)]
    if other_fours:
        lines.append((words("pic-bits-task-other-fours", points=f"+{other_fours}"), INK))
    lines.append((_colour(words, colour) if colour else words("pic-bits-task-any-colour"), INK if colour else MUTED))
    heading = words("pic-bits-task", card=card_id)
    # as wide as its words (a German or Russian line is longer than the English)
    width = max(TASK_W, cols * TASK_SQUARE + 16, _width_of(heading, bold) + 16,
                *(_width_of(line, body) + 16 for line, _ in lines))
    top = 28
    height = top + TASK_ROWS * TASK_SQUARE + 8 + 20 * 3 + 4
    img, draw = canvas(width, height, PANEL)
    draw.rectangle([0, 0, width - 1, height - 1], outline=GRID, width=2)
    draw.text((8, 5), heading, font=bold, fill=INK)
    x0 = (width - cols * TASK_SQUARE) // 2
    y0 = top + (TASK_ROWS - rows) * TASK_SQUARE // 2
    for x, y in shape:
        # shapes are drawn with row 0 at the bottom, like the boards
        px, py = x0 + x * TASK_SQUARE, y0 + (rows - 1 - y) * TASK_SQUARE
        draw.rectangle([px, py, px + TASK_SQUARE - 1, py + TASK_SQUARE - 1],
                       fill=FILL[colour] if colour else (200, 200, 200), outline=INK, width=1)
    y = top + TASK_ROWS * TASK_SQUARE + 8
    for line, ink in lines:
        draw.text((8, y), line, font=body, fill=ink)
        y += 20
    return img


def _task_card(card: dict, words: Words) -> Image.Image:
    return _task_image(*_task_key(card), words)


@layer_cache(maxsize=64)
def _drop_card(card_id: str, colours: tuple[str, str], number: int, words: Words) -> Image.Image:
    bold, body = _text_font(True), _text_font()
    caption = words("pic-bits-drop-now", number=number)
    name = _tile(words, card_id, colours)
    cell = 40
    width = max(2 * cell + 20, _width_of(caption, bold) + 16, _width_of(name, body) + 16)
    height = _task_image("1A", ((0, 0),), None, 1, 0, words).height
    img, draw = canvas(width, height, PANEL)
    draw.rectangle([0, 0, width - 1, height - 1], outline=INK, width=2)
    draw.text((8, 5), caption, font=bold, fill=INK)
    x0, y0 = (width - 2 * cell) // 2, 34
    for i, colour in enumerate(colours):
        _draw_square(draw, x0 + i * cell, y0, cell, colour, _letter_font(cell))
    draw.rectangle([x0 - 1, y0 - 1, x0 + 2 * cell, y0 + cell], outline=INK, width=2)
    draw.line([x0 + cell, y0, x0 + cell, y0 + cell - 1], fill=INK, width=1)
    draw.text((8, y0 + cell + 10), name, font=body, fill=INK)
    draw.text((8, y0 + cell + 30), card_id, font=body, fill=MUTED)
    return img


def _points(words: Words, points: float) -> str:
    return words("pic-bits-points", points=int(points))


def _ordinal(words: Words, rank: int) -> str:
    return words("pic-bits-ordinal", rank=rank)


def _tie_notes(view: dict, words: Words) -> list[str]:
    """One short line per group of players tied on their total: whether the
    highest single round broke the tie (the rulebook's tie-breaker)."""
    by_total: dict[float, list[dict]] = {}
    for standing in view.get("standings", []):
        by_total.setdefault(standing["score"], []).append(standing)
    notes = []
    for total, group in sorted(by_total.items(), reverse=True):
        if len(group) > 1:
            shared = len({s["rank"] for s in group}) < len(group)
            notes.append(words("pic-bits-tie-shared" if shared else "pic-bits-tie-broken", total=int(total)))
    return notes


def score_table_layout(view: dict, words: Words) -> dict:
    """Where the final score table draws what: its size, and one
    ``(x, y, text, bold)`` per piece of text (the header row, then one row per
    player in rank order: rank, name, each round's score, total), the rules
    between rows and the tie notes. ``_score_table`` draws exactly these."""
    rounds = view["rounds"]
    body = _text_font()
    names = [b["name"] for b in view["boards"]]
    by_seat = {s["seat"]: s for s in view.get("standings", [])}
    player, total = words("pic-bits-table-player"), words("pic-bits-table-total")
    name_w = min(150, max([_width_of(n, body) for n in names] + [_width_of(player, body)]))
    col_w = 34
    xs = [10, 40] + [40 + name_w + 12 + col_w * i for i in range(rounds)] + [40 + name_w + 12 + col_w * rounds]
    width = xs[-1] + _width_of(total, _text_font(True)) + 10
    notes = _tie_notes(view, words)
    for note in notes:
        width = max(width, _width_of(note, body) + 20)
    row_h = 26
    texts = []
    y = 36
    headers = [words("pic-bits-table-rank"), player] + [words("pic-bits-table-round", round=i + 1)
                                                        for i in range(rounds)] + [total]
    texts += [(x, y, text, True) for x, text in zip(xs, headers, strict=True)]
    rules = []
    y += row_h
    order = sorted(range(len(names)), key=lambda s: (by_seat.get(s, {}).get("rank", 99), s))
    for seat in order:
        b = view["boards"][seat]
        values = [str(by_seat.get(seat, {}).get("rank", "")), _fit(names[seat], body, name_w)]
        values += [str(v) for v in b["round_scores"]] + [""] * (rounds - len(b["round_scores"]))
        values.append(str(b["total"]))
        rules.append(y - 3)
        texts += [(x, y, text, x == xs[-1]) for x, text in zip(xs, values, strict=True)]
        y += row_h
    y += 4
    notes_at = []
    for note in notes:
        notes_at.append((10, y, note))
        y += 22
    return {"width": width, "height": y + 6, "texts": texts, "rules": rules, "notes": notes_at}


def _score_table(view: dict, words: Words) -> Image.Image:
    layout = score_table_layout(view, words)
    width, height = layout["width"], layout["height"]
    img, draw = canvas(width, height, PANEL)
    draw.rectangle([0, 0, width - 1, height - 1], outline=GRID, width=2)
    draw.text((10, 7), words("pic-bits-table-title"), font=_text_font(True), fill=INK)
    for y in layout["rules"]:
        draw.line([10, y, width - 10, y], fill=GRID)
    for x, y, text, bold in layout["texts"]:
        draw.text((x, y), text, font=_text_font(bold), fill=INK)
    for x, y, note in layout["notes"]:
        draw.text((x, y), note, font=_text_font(), fill=MUTED)
    return img


def _row(images: list[Image.Image], gap: int = GAP) -> Image.Image:
    return side_by_side(images, gap)


def _wrap(images: list[Image.Image], width: int, gap: int = GAP) -> Image.Image:
    """Pictures left to right, as many to a line as fit ``width``."""
    return flow(images, width, gap)


def _column(images: list[Image.Image], gap: int = GAP) -> Image.Image:
    return stack_vertical(images, gap)


def _cards_row(view: dict, width: int, words: Words) -> Image.Image:
    """The task cards beside the building card to drop (or the final score
    table), on one line when they fit, else wrapped."""
    if view["over"]:
        tasks = [_task_card(c, words) for c in view["tasks"]]
        table = _score_table(view, words)
        cards = _wrap(tasks, width - table.width - GAP)
        if cards.width + GAP + table.width <= width:
            return _row([cards, table])
        return _column([_wrap(tasks, width), table])
    card = view.get("card")
    drop = (card["id"], tuple(card["colours"]), card["number"]) if card else None
    return _live_cards(tuple(_task_key(c) for c in view["tasks"]), drop, width, words)


def _task_key(card: dict) -> tuple:
    return (card["id"], tuple(map(tuple, card["shape"])), card.get("colour"), card["points"],
            card.get("other_fours", 0))


@layer_cache(maxsize=4)
def _live_cards(tasks: tuple, drop: tuple | None, width: int, words: Words) -> Image.Image:
    """The row of task cards and the building card while drops are due: it
    changes once a reveal (a new building card), not with every hidden drop."""
    images = [_task_image(*key, words) for key in tasks]
    if drop:
        images.append(_drop_card(*drop, words))
    return _wrap(images, width)


# --------------------------------------------------------------------------
# the title and the legend
# --------------------------------------------------------------------------


def _solo_rank(view: dict, words: Words) -> str:
    """The solo table's rank of the only player (the table counts rounds 1
    to 3), in the reader's language."""
    first3 = sum(view["boards"][0]["round_scores"][:3])
    rank = next(row["rank"] for row in SOLO_RANKS if row["min"] is None or first3 >= row["min"])
    return words("pic-bits-solo-rank", rank=rank.replace(" ", "-"))


def _winners(view: dict, words: Words) -> str:
    standings = view.get("standings", [])
    if len(view["boards"]) == 1 and standings:
        return words("pic-bits-over-solo", points=int(standings[0]["score"]), rank=_solo_rank(view, words))
    first = [s for s in standings if s["rank"] == 1]
    names = [view["boards"][s["seat"]]["name"] for s in first]
    points = int(first[0]["score"]) if first else 0
    if len(names) == 1:
        return words("pic-bits-over-winner", name=names[0], points=points)
    return words("pic-bits-over-shared", names=", ".join(names[:-1]), last=names[-1], points=points)


def _title(view: dict, width: int, words: Words) -> Image.Image:
    if view["over"]:
        title = words("pic-bits-title-final", rounds=view["rounds"])
        sub = _winners(view, words)
    else:
        title = words("pic-bits-title-round", round=view["round"], rounds=view["rounds"])
        solo = len(view["boards"]) == 1
        ended = view.get("round_end")
        if view["phase"] == "start" and ended:  # the boards drawn are the last round's, as scored
            sub = words("pic-bits-sub-scored-solo" if solo else "pic-bits-sub-scored", round=ended["round"])
        elif view["phase"] == "start":
            sub = words("pic-bits-sub-start-solo" if solo else "pic-bits-sub-start")
        else:
            card = view["card"]
            sub = words("pic-bits-sub-drop", number=card["number"], tile=_tile(words, card["id"], card["colours"]),
                        left=view["deck_left"])
    return _title_image(title, sub, width)


@layer_cache(maxsize=4)
def _title_image(title: str, sub: str, width: int) -> Image.Image:
    title_font, body = font(TITLE_TEXT, bold=True), _text_font()
    img, _ = canvas(width, 62)
    _write(img, (0, 2), _fit(title, title_font, width), title_font, ground=BACKGROUND)
    _write(img, (0, 36), _fit(sub, body, width), body, ground=BACKGROUND)
    return img


def _badge(draw: ImageDraw.ImageDraw, cx: float, cy: float, points: int) -> None:
    """A block's points, written on a white label with a dark frame."""
    text = f"+{points}" if points > 0 else str(points)
    fnt = _text_font(True)
    w = _width_of(text, fnt) + 10
    h = MIN_TEXT + 8
    draw.rounded_rectangle([cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2], radius=4, fill=PANEL,
                           outline=INK, width=2)
    draw.text((cx, cy), text, font=fnt, fill=INK, anchor="mm")


@layer_cache(maxsize=4)
def _legend(width: int, notation: bool, words: Words) -> Image.Image:
    body = _text_font()
    lines = 2 + (2 if notation else 0)
    img, draw = canvas(width, 26 * lines + 2)
    x = 0
    for letter in "RYBPKN":
        _draw_square(draw, x, 1, 22, letter, _text_font(True))
        name = _colour(words, letter)
        draw.text((x + 28, 12), name, font=body, fill=INK, anchor="lm")
        x += 28 + _width_of(name, body) + 16
    y = 26
    last = words("pic-bits-legend-last")
    draw.rectangle([0, y + 1, 21, y + 22], outline=LAST, width=4)
    draw.text((28, y + 12), last, font=body, fill=INK, anchor="lm")
    x = 28 + _width_of(last, body) + 24
    sample = [x, y, x + 43, y + 24]
    for k, dx in enumerate(range(0, 44, DASH)):  # the dashed border of a scoring block
        draw.rectangle([x + dx, y, min(x + dx + DASH, x + 44) - 1, y + 2], fill=BORDER[k % 2])
        draw.rectangle([x + dx, y + 22, min(x + dx + DASH, x + 44) - 1, y + 24], fill=BORDER[k % 2])
    for k, dy in enumerate(range(0, 25, DASH)):
        draw.rectangle([x, y + dy, x + 2, min(y + dy + DASH, y + 25) - 1], fill=BORDER[k % 2])
        draw.rectangle([x + 41, y + dy, x + 43, min(y + dy + DASH, y + 25) - 1], fill=BORDER[k % 2])
    _badge(draw, (sample[0] + sample[2]) / 2, y + 12, 2)
    draw.text((x + 52, y + 12), _fit(words("pic-bits-legend-block"), body, width - x - 54),
              font=body, fill=INK, anchor="lm")
    if notation:
        draw.text((0, 52 + 12), _fit(words("pic-bits-legend-type"), body, width), font=body, fill=INK, anchor="lm")
        draw.text((0, 78 + 12), _fit(words("pic-bits-legend-examples"), body, width), font=body, fill=INK,
                  anchor="lm")
    return img


# --------------------------------------------------------------------------
# one player's board
# --------------------------------------------------------------------------


def panel_size(cell: int) -> tuple[int, int]:
    return 2 * LABEL_W + SIZE * cell + 8, NAME_H + COLS_H + SIZE * cell + STATS_H


@layer_cache(maxsize=8)
def _panel_template(cell: int) -> Image.Image:
    """The empty board with its frame and coordinate labels (drawn once per
    square size)."""
    label = font(LABEL_TEXT, bold=True)
    width, height = panel_size(cell)
    grid_w = SIZE * cell
    img, draw = canvas(width, height, PANEL)
    draw.rectangle([0, 0, width - 1, height - 1], outline=GRID, width=2)
    gx, gy = LABEL_W + 4, NAME_H + COLS_H
    # column letters above (where tiles enter); rows 1-6 on both sides
    for c in range(SIZE):
        draw.text((gx + c * cell + cell / 2, gy - COLS_H / 2), COLUMNS[c], font=label, fill=INK, anchor="mm")
    for r in range(SIZE):
        y = gy + (SIZE - 1 - r) * cell + cell / 2
        draw.text((gx - LABEL_W / 2, y), str(r + 1), font=label, fill=INK, anchor="mm")
        draw.text((gx + grid_w + LABEL_W / 2, y), str(r + 1), font=label, fill=INK, anchor="mm")
    draw.rectangle([gx - 1, gy - 1, gx + grid_w, gy + grid_w], fill=EMPTY, outline=INK, width=1)
    for c in range(1, SIZE):
        draw.line([gx + c * cell, gy, gx + c * cell, gy + grid_w], fill=(196, 188, 168))
    for r in range(1, SIZE):
        draw.line([gx, gy + r * cell, gx + grid_w, gy + r * cell], fill=(196, 188, 168))
    return img


def _status(view: dict, seat: int, words: Words) -> tuple[str, bool]:
    """The words at the right of the name bar, and whether they are bold."""
    b = view["boards"][seat]
    if view["over"]:
        if len(view["boards"]) == 1:  # solo: the line under the board gives the rank
            return "", False
        standing = next(s for s in view["standings"] if s["seat"] == seat)
        return words("pic-bits-status-final", rank=_ordinal(words, standing["rank"]),
                     points=_points(words, standing["score"])), True
    if b["out"]:
        return words("pic-bits-status-out"), False
    if b["dropped"]:
        return words("pic-bits-status-dropped"), False
    if seat in view.get("to_act", []):
        return words("pic-bits-status-to-drop"), True
    return "", False


def _stats(view: dict, seat: int, words: Words) -> list[str]:
    b = view["boards"][seat]
    scores = b["round_scores"]
    rounds = " · ".join(str(s) for s in scores)
    if view["over"]:
        first = words("pic-bits-stats-final", points=_points(words, b["total"]), rounds=rounds)
        if len(view["boards"]) == 1:
            second = words("pic-bits-stats-solo-rank", rank=_solo_rank(view, words))
        else:
            second = words("pic-bits-stats-last-round", points=f"{b['live']['total']:+d}")
        return [first, second]
    first = (words("pic-bits-stats-total", total=b["total"], rounds=rounds) if scores
             else words("pic-bits-stats-total-none"))
    if view["phase"] == "start":  # the boards are empty until the starting tiles are revealed
        detail = view["round_detail"][seat]
        if detail:  # the boards were cleared: say what the last round's cards gave
            cards = " ".join(f"{card} {points:+d}" for card, points in detail[-1].items())
            first = words("pic-bits-stats-round-cards", total=b["total"], round=len(scores), cards=cards)
        second = words("pic-bits-stats-start-tile", colour=_colour(words, b["start_card"][1]), tile=b["start_card"])
    else:
        second = words("pic-bits-stats-board-spent" if b["neutral_used"] else "pic-bits-stats-board-unused",
                       points=f"{b['live']['total']:+d}")
    return [first, second]


def _perimeter(cells: set[tuple[int, int]]):
    """The outer edges of a block, as (column, row, side) with side one of
    left, right, top, bottom (rows counted from the bottom)."""
    for c, r in cells:
        if (c - 1, r) not in cells:
            yield c, r, "left"
        if (c + 1, r) not in cells:
            yield c, r, "right"
        if (c, r + 1) not in cells:
            yield c, r, "top"
        if (c, r - 1) not in cells:
            yield c, r, "bottom"


def _dashed(draw: ImageDraw.ImageDraw, box: list[int], width: int = 5, dash: int = 10) -> None:
    """A dashed outline in the last-drop colour (a drop not revealed yet)."""
    x0, y0, x1, y1 = box
    for x in range(x0, x1 + 1, 2 * dash):
        draw.rectangle([x, y0, min(x + dash - 1, x1), y0 + width - 1], fill=LAST)
        draw.rectangle([x, y1 - width + 1, min(x + dash - 1, x1), y1], fill=LAST)
    for y in range(y0, y1 + 1, 2 * dash):
        draw.rectangle([x0, y, x0 + width - 1, min(y + dash - 1, y1)], fill=LAST)
        draw.rectangle([x1 - width + 1, y, x1, min(y + dash - 1, y1)], fill=LAST)


def _board_panel(view: dict, seat: int, cell: int, words: Words, pending: dict | None = None,
                 scored: bool = False) -> Image.Image:
    """One player's board panel. Drawn from what it shows (the name bar, the
    squares, the scoring blocks, the last drop, a hidden drop, the two lines
    of scores), each a cache key: a hidden drop changes one panel's status
    only, so the other panels and the squares of that one are pasted as
    drawn before. ``scored``: while the next round's starting tiles are due
    (its boards still empty) the squares are the last round's board with the
    blocks that scored (the view's ``round_end``)."""
    b = view["boards"][seat]
    status, status_bold = _status(view, seat, words)
    last = view.get("last") or {}
    drops = last.get("drops") or [] if last.get("round") == view["round"] else []
    drop = drops[seat]["cells"] if seat < len(drops) and drops[seat] else None
    ended = view.get("round_end") if scored and view["phase"] == "start" else None
    shown = ended["boards"][seat] if ended else b
    squares = (
        tuple((tuple(t["cells"]), tuple(t["colours"])) for t in shown["tiles"]),
        tuple((tuple(k["cells"]), k["colour"], k["points"]) for k in shown.get("blocks", [])),
        tuple(drop) if drop else None,
        (tuple(pending["cells"]), tuple(pending["colours"])) if pending else None,
    )
    return _panel(cell, b["name"], status, status_bold, tuple(_stats(view, seat, words)), squares)


@layer_cache(maxsize=4)
def _panel(cell: int, name: str, status: str, status_bold: bool, stats: tuple[str, ...],
           squares: tuple) -> Image.Image:
    """The name bar and the scores under the board, on the board's squares."""
    width, _ = panel_size(cell)
    img = _squares_layer(cell, *squares).copy()
    status_w = _width_of(status, _text_font(status_bold)) if status else 0
    name_font = font(LABEL_TEXT, bold=True)
    _write(img, (8, 6), _fit(name, name_font, width - status_w - 28), name_font)
    if status:
        _write(img, (width - status_w - 8, 8), status, _text_font(status_bold), INK if status_bold else MUTED)
    body = _text_font()
    y = NAME_H + COLS_H + SIZE * cell + 8
    for line in stats:
        _write(img, (10, y), _fit(line, body, width - 20), body)
        y += STATS_LINE
    return img


@layer_cache(maxsize=64)  # every tile face both ways at one square size: 2 x 26
def _tile_image(colours: tuple[str, str], upright: bool, cell: int) -> Image.Image:
    """A tile's two squares (the first on the left, or on top) framed as one
    piece."""
    width, height = (cell, 2 * cell) if upright else (2 * cell, cell)
    img, draw = canvas(width, height, PANEL)
    img.paste(_square_image(colours[0], cell), (0, 0))
    img.paste(_square_image(colours[1], cell), (0, cell) if upright else (cell, 0))
    draw.rectangle([0, 0, width - 1, height - 1], outline=PANEL, width=2)
    draw.rectangle([2, 2, width - 3, height - 3], outline=SEAM, width=1)
    return img


@layer_cache(maxsize=4)
def _dashes(cell: int, upright: bool) -> Image.Image:
    """One side of a square in a scoring block's border: dashes of both
    border colours along it, 4 px thick (upright: a left or right side)."""
    img, draw = canvas(4, cell) if upright else canvas(cell, 4)
    for k, start in enumerate(range(0, cell, DASH)):
        end = min(start + DASH, cell) - 1
        draw.rectangle([0, start, 3, end] if upright else [start, 0, end, 3], fill=BORDER[k % 2])
    return img


@layer_cache(maxsize=6)
def _squares_layer(cell: int, tiles: tuple, blocks: tuple, last: tuple | None,
                   pending: tuple | None) -> Image.Image:
    """The empty board with the tiles on it, every scoring block framed with
    its points, the last drop outlined and a hidden drop dashed: what changes
    only when drops are revealed."""
    img = _panel_template(cell).copy()
    draw = Draw(img)
    gx, gy = LABEL_W + 4, NAME_H + COLS_H

    def xy(c: int, r: int) -> tuple[int, int]:
        return gx + c * cell, gy + (SIZE - 1 - r) * cell

    def rect(cells) -> list[int]:
        xs = [_cell_xy(n)[0] for n in cells]
        ys = [_cell_xy(n)[1] for n in cells]
        x0, y0 = xy(min(xs), max(ys))
        x1, y1 = xy(max(xs), min(ys))
        return [x0, y0, x1 + cell - 1, y1 + cell - 1]

    for cells, colours in tiles:
        (c0, r0), (c1, r1) = _cell_xy(cells[0]), _cell_xy(cells[1])
        if c0 == c1:  # upright: the upper square first
            colours = colours if r0 > r1 else colours[::-1]
        else:
            colours = colours if c0 < c1 else colours[::-1]
        box = rect(cells)
        img.paste(_tile_image(colours, c0 == c1, cell), (box[0], box[1]))

    # every block a task card scores: a dashed dark and white border along
    # its outer edges and its points on its top left square
    for names, colour, points in blocks:
        cells = {_cell_xy(n) for n in names}
        for c, r, side in _perimeter(cells):
            x, y = xy(c, r)
            at = {"left": (x, y), "right": (x + cell - 4, y), "top": (x, y), "bottom": (x, y + cell - 4)}[side]
            img.paste(_dashes(cell, side in ("left", "right")), at)
        top_left = min(cells, key=lambda p: (-p[1], p[0]))
        x, y = xy(*top_left)
        draw.rectangle([x + 7, y + 7, x + cell - 8, y + cell - 8], fill=FILL[colour])
        _badge(draw, x + cell / 2, y + cell / 2, points)

    if last:
        draw.rectangle(rect(last), outline=LAST, width=5)
    if pending:
        for name, colour in zip(*pending, strict=True):
            img.paste(_square_image(colour, cell), xy(*_cell_xy(name)))
        _dashed(draw, rect(pending[0]))
    return img


# --------------------------------------------------------------------------
# the pictures
# --------------------------------------------------------------------------


def layout(view: dict, words: Words) -> dict:
    """The public picture's plan: its width, the parts above and below the
    boards, the square size the boards get and how many boards to a row."""
    n = len(view["boards"])
    inner = WIDTH - 2 * MARGIN
    columns = 1 if n == 1 else 2
    rows = -(-n // columns)
    title = _title(view, inner, words)
    cards = _cards_row(view, inner, words)
    legend = _legend(inner, not view["over"], words)
    fixed = 2 * MARGIN + title.height + cards.height + legend.height + 3 * GAP + GAP * (rows - 1)
    board_h = (int(MAX_ASPECT * WIDTH) - fixed) // rows
    by_height = (board_h - NAME_H - COLS_H - STATS_H) // SIZE
    by_width = ((inner - GAP * (columns - 1)) // columns - 2 * LABEL_W - 8) // SIZE
    cell = max(MIN_CELL, min(MAX_CELL, by_height, by_width))
    return {"width": WIDTH, "title": title, "cards": cards, "legend": legend, "cell": cell,
            "columns": columns}


def board(view: dict, words: Words) -> Image.Image:
    plan = layout(view, words)
    cell, columns = plan["cell"], plan["columns"]
    n = len(view["boards"])
    order = list(range(n))
    if view["over"]:  # winner first
        rank = {s["seat"]: s["rank"] for s in view.get("standings", [])}
        order.sort(key=lambda s: (rank.get(s, 99), s))
    panels = [_board_panel(view, s, cell, words, scored=True) for s in order]
    pw, ph = panels[0].size
    rows = -(-n // columns)
    boards_w = columns * pw + GAP * (columns - 1)
    parts = [plan["title"], plan["cards"]]
    height = (2 * MARGIN + sum(p.height for p in parts) + rows * ph + GAP * (rows - 1)
              + plan["legend"].height + 3 * GAP)
    image, _ = canvas(WIDTH, height)
    y = MARGIN
    for part in parts:
        image.paste(part, (MARGIN, y))
        y += part.height + GAP
    x0 = (WIDTH - boards_w) // 2
    for i, panel in enumerate(panels):
        image.paste(panel, (x0 + (i % columns) * (pw + GAP), y + (i // columns) * (ph + GAP)))
    y += rows * ph + GAP * (rows - 1) + GAP
    image.paste(plan["legend"], (MARGIN, y))
    return image


PRIVATE_CELL = 52


def private(view: dict, words: Words) -> Image.Image | None:
    seat = view.get("seat")
    if seat is None or not 0 <= seat < len(view.get("boards", [])):
        return None
    pending = (view.get("private") or {}).get("pending")
    panel = _board_panel(view, seat, PRIVATE_CELL, words, pending=pending)
    body = _text_font()
    width = panel.width + 2 * MARGIN
    if pending:
        # wrapped to the width (the words were once broken by hand, and one
        # line was cut: "Until then you may t…")
        first, second = pending["cells"]
        text = [words("pic-bits-private-hidden", notation=pending["notation"])] + wrap_text(
            words("pic-bits-private-lands", first=first, second=second), body, width - 2 * MARGIN)
    elif view["over"]:
        text = [words("pic-bits-private-over")]
    elif seat in view.get("to_act", []):
        text = [words("pic-bits-private-to-drop")]
    else:
        text = [words("pic-bits-private-nothing")]
    note, draw = canvas(width, 24 * len(text) + 8)
    for i, line in enumerate(text):
        draw.text((MARGIN, 4 + 24 * i), _fit(line, body, width - 2 * MARGIN), font=body, fill=INK)
    image, _ = canvas(width, panel.height + note.height + 2 * MARGIN)
    image.paste(panel, (MARGIN, MARGIN))
    image.paste(note, (0, MARGIN + panel.height))
    return image
