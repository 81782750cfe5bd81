"""Shared drawing helpers for the per-game renderers.

A renderer is a module ``render/<game key>.py`` with two functions:

* ``board(view: dict, words: Words) -> PIL.Image.Image``: the table picture drawn from a
  view (``Game.view(state, None)`` for the public picture). When the view says
  the game is over it draws the final score sheet instead of (or beside) the
  board.
* ``private(view: dict, words: Words) -> PIL.Image.Image | None``: the
  picture of one player's hidden information, drawn from
  ``Game.view(state, seat)``; ``None`` when the game has nothing private to
  show.

Every word a picture writes comes from ``words`` (see ``Words``): a message
id of the pictures catalogues with named arguments, formatted in the
reader's language by the caller (render never reads a catalogue: it imports
only rules and render). Data stays data: player names, move notation, cells,
tile and card ids, numbers.

Renderers never see a raw state: only views, so a public picture cannot leak a
secret the view hid.

Design rules for every picture: readable on a phone (a 400 px-wide screen:
text at least width / 50 px), coordinates labelled so a move can be typed
from the picture, the last move highlighted in ``HIGHLIGHT`` and drawn at
least ``HIGHLIGHT_WIDTH`` px thick (never by colour alone), colours from a
colour-blind-safe palette always paired with a letter or symbol.

The drawing toolkit every renderer shares:

* ``canvas`` (``crisp=True``: text without anti-aliasing, few colours, small
  PNGs), whose drawing context keeps its picture (``Draw.image``);
* one text-measure cache: ``text_size``, ``text_width`` (the ink's box) and
  ``text_length`` (the advance, for text set word by word), ``fit_text``
  (cut with an ellipsis) and ``wrap_text``;
* laying pictures out: ``stack_vertical``, ``side_by_side``, ``flow_rows``
  (as many to a line as fit), ``flow`` and ``grid_of``;
* ``layer_cache``: an ``lru_cache`` for the parts of a picture that are drawn
  once and pasted (empty boards, sprites, legends), registered so that
  ``clear_caches`` empties every one of them (tests measuring what is drawn);
* hex maths in :mod:`render.hexes`;
* the colour-vision check (``colour_difference``, ``closest_pair``): Machado,
  Oliveira and Fernandes (2009) simulations of protanopia, deuteranopia and
  tritanopia, compared with CIEDE2000 (or CIE76) in CIELAB.
"""

from __future__ import annotations

import ast
import io
import itertools
import logging
import math
from collections.abc import Callable, Iterable
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Protocol, cast

from PIL import Image, ImageDraw, ImageFont

from rules.base import Text

# Okabe-Ito palette: distinguishable with the common colour-vision deficiencies.
# Always pair a colour with a letter or symbol as well.
OKABE_ITO = {
    "orange": (230, 159, 0),
    "sky": (86, 180, 233),
    "green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "blue": (0, 114, 178),
    "vermillion": (213, 94, 0),
    "purple": (204, 121, 167),
    "black": (0, 0, 0),
}

BACKGROUND = (250, 248, 242)
INK = (30, 30, 30)
GRID = (170, 170, 170)
# The last move's outline: a dark violet that stays apart from every
# Okabe-Ito colour (the players' colours) and the paper with normal vision
# and under protanopia, deuteranopia and tritanopia (at least 15.9 CIEDE2000
# in the simulation, nearest the blue under deuteranopia; the magenta it
# replaced was 4.6 from that blue). Drawn at least HIGHLIGHT_WIDTH px thick
# (an outline, not a fill), so colour is never the only cue.
HIGHLIGHT = (80, 0, 148)
HIGHLIGHT_WIDTH = 4

# The pictures' typeface ships inside the package (render/fonts/, with its
# licence), so every machine draws the same glyphs: a slim container, macOS
# or Windows has no DejaVu of its own, and Pillow's fallback font has no
# arrows, check marks or crosses (they would come out as empty boxes).
FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
FONT_NAMES = {False: ("DejaVu Sans", "Book"), True: ("DejaVu Sans", "Bold")}
NOTDEF = chr(0xFFFF)  # a noncharacter: no font maps it, so it draws the .notdef box

log = logging.getLogger("referee.render")


class Words(Protocol):
    """The words a picture is drawn with: ``words(msg_id, **args)`` is the
    message ``msg_id`` of the pictures catalogues in the reader's language,
    formatted with its named arguments (numbers and plurals by locale). The
    caller gives it (bot.i18n.Words in the service); it is hashable, as
    cached layers are keyed by it, and a picture worker needs it picklable."""

    def __call__(self, msg_id: str, /, **args: Any) -> str: ...

    def __hash__(self) -> int: ...


def written(words: Words, data: Any, fallback: str = "") -> str:
    """A view's sentence as data (``rules.base.Text.to_json``) in the
    picture's words, or ``fallback`` (the view's English sentence) when the
    view has no such data or the words cannot render it."""
    write = getattr(words, "render", None)
    if not isinstance(data, dict) or "id" not in data or write is None:
        return fallback
    return str(write(Text.from_json(data)))


def font_resource(bold: bool = False):
    """The bundled font file (an importlib.resources Traversable)."""
    return resources.files("render").joinpath("fonts", FONT_FILES[bold])


def _font_source(bold: bool) -> str | io.BytesIO | None:
    """A path to the bundled font when the package sits in a folder (FreeType
    then reads it on demand), its bytes when the package is zipped, ``None``
    when the file is missing (a damaged install)."""
    resource = font_resource(bold)
    try:
        if isinstance(resource, Path):
            return str(resource) if resource.is_file() else None
        return io.BytesIO(resource.read_bytes())
    except OSError:
        return None


@lru_cache(maxsize=32)
def font(size: int = 16, bold: bool = False) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """DejaVu Sans (or Sans Bold) at ``size`` pixels, from the package. If the
    file is missing (a damaged install: ``referee doctor`` says so) pictures
    are still drawn, with Pillow's own font, and a warning is logged."""
    source = _font_source(bold)
    if source is not None:
        return ImageFont.truetype(source, size)
    log.warning("The bundled font %s is missing; symbols will draw as boxes. "
                "Reinstall the package (pip install --force-reinstall tabletop-referee).",
                FONT_FILES[bold])
    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # pragma: no cover - Pillow without FreeType
        return ImageFont.load_default()


def symbols_in(source: str) -> set[str]:
    """The non-ASCII, non-space characters of the string literals in Python
    ``source`` (f-string parts and escapes such as ``"\\u2192"`` included,
    docstrings left out: they are never drawn)."""
    tree = ast.parse(source)
    docstrings = {
        id(node.value) for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            found.update(ch for ch in node.value if ord(ch) > 127 and not ch.isspace())
    return found


def drawn_symbols() -> set[str]:
    """Every symbol the renderers (render/*.py) may draw beyond ASCII, so a
    symbol added to a picture is checked automatically."""
    found: set[str] = set()
    for entry in resources.files("render").iterdir():
        if entry.name.endswith(".py"):
            found |= symbols_in(entry.read_text(encoding="utf-8"))
    return found


def _glyph(fnt, text: str, size: int) -> bytes:
    image = Image.new("L", (size * 4, size * 3), 0)
    ImageDraw.Draw(image).text((size, size * 2), text, font=fnt, fill=255, anchor="ls")
    return image.tobytes()


def missing_glyphs(symbols, size: int = 24, bold: bool = False) -> list[str]:
    """The symbols ``font(size, bold)`` cannot draw: those that come out as
    the font's .notdef box, or as nothing at all."""
    fnt = font(size, bold)
    notdef = _glyph(fnt, NOTDEF, size)
    blank = bytes(len(notdef))
    missing = []
    for ch in sorted(set(symbols)):
        drawn = _glyph(fnt, ch, size)
        if drawn == notdef or drawn == blank:
            missing.append(ch)
    return missing


def text_size(draw: ImageDraw.ImageDraw, text: str, fnt) -> tuple[int, int]:
    """Width and height of ``text`` as ``draw`` would write it (cached:
    pictures measure the same labels again and again, and measuring costs as
    much as drawing)."""
    width, height, _ = _metrics(text, fnt, draw.fontmode)
    return width, height


def measure(text: str, fnt, crisp: bool = False) -> tuple[int, int]:
    """Width and height of the ink of ``text`` (``crisp``: as a crisp
    canvas, whose hinting differs a little, writes it)."""
    width, height, _ = _metrics(text, fnt, "1" if crisp else "L")
    return width, height


def text_width(text: str, fnt, crisp: bool = False) -> int:
    """The width of the ink of ``text`` (``crisp``: as a crisp canvas, whose
    hinting differs a little, writes it)."""
    return _metrics(text, fnt, "1" if crisp else "L")[0]


def text_length(text: str, fnt) -> float:
    """How far ``text`` advances the pen: what words set one after another
    take (the ink's box leaves out the side bearings)."""
    return _metrics(text, fnt, "L")[2]


@lru_cache(maxsize=8192)
def _metrics(text: str, fnt, fontmode: str) -> tuple[int, int, float]:
    """The one text-measure cache: (ink width, ink height, advance)."""
    measure = ImageDraw.Draw(Image.new("1", (1, 1)))  # one per miss: thread-safe
    measure.fontmode = fontmode
    left, top, right, bottom = measure.textbbox((0, 0), text, font=fnt)
    advance = fnt.getlength(text) if isinstance(fnt, ImageFont.FreeTypeFont) else float(right - left)
    return int(right - left), int(bottom - top), advance  # ints already (integer origin); typed as floats


def fit_text(text: str, fnt, width: float, crisp: bool = False) -> str:
    """``text``, or as much of it as fits ``width`` px followed by an
    ellipsis."""
    if text_width(text, fnt, crisp) <= width:
        return text
    while text and text_width(text + "…", fnt, crisp) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def wrap_text(text: str, fnt, width: float, crisp: bool = False, max_lines: int = 0,
              cut: bool = False) -> list[str]:
    """Words flowed into lines of at most ``width`` px (a word longer than a
    line stands alone on it; ``cut``: cut with an ellipsis). With
    ``max_lines``, the lines past it join the last one, which is cut."""
    lines: list[str] = []
    current, reach = "", 0.0
    space = text_length(" ", fnt)
    slack = max(2, int(getattr(fnt, "size", 8)) // 4)
    for word in text.split():
        # A line is measured only when it nears the width: until then its
        # words' advances (each word measured once, and words recur) tell
        # that it fits, with ``slack`` px to spare for letters whose ink
        # reaches past their advance. Measuring every longer line anew cost
        # a season-end Twittens picture 20 ms.
        advance = text_length(word, fnt)
        if current and reach + space + advance + slack > width and text_width(f"{current} {word}", fnt,
                                                                               crisp) > width:
            lines.append(current)
            current, reach = word, advance
        elif current:
            current, reach = f"{current} {word}", reach + space + advance
        else:
            current, reach = word, advance
    if current:
        lines.append(current)
    if max_lines and len(lines) > max_lines:
        lines = lines[: max_lines - 1] + [" ".join(lines[max_lines - 1:])]
        cut = True
    if cut:
        lines = [fit_text(line, fnt, width, crisp) for line in lines]
    return lines or [""]


def centred_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, fnt, fill=INK) -> None:
    draw.text(xy, text, font=fnt, fill=fill, anchor="mm")


def contrast_ink(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """Black or white, whichever reads better on ``rgb``."""
    r, g, b = rgb[:3]
    luminance = 0.299 * r + 0.587 * g + 0.114 * b
    return (0, 0, 0) if luminance > 140 else (255, 255, 255)


class Draw(ImageDraw.ImageDraw):
    """A drawing context that keeps its picture (``image``), so helpers given
    only the context can paste cached layers and text into it."""

    def __init__(self, image: Image.Image) -> None:
        super().__init__(image)
        self.image = image


def canvas(width: int, height: int, color=BACKGROUND, crisp: bool = False) -> tuple[Image.Image, Draw]:
    """A blank picture and its drawing context. ``crisp``: text is drawn
    without anti-aliasing (crisp with DejaVu's hinting, and few colours, so
    the PNG stays small and quick to encode)."""
    image = Image.new("RGB", (int(width), int(height)), color)
    draw = Draw(image)
    if crisp:
        draw.fontmode = "1"
    return image, draw


def stack_vertical(images: list[Image.Image], gap: int = 10, color=BACKGROUND) -> Image.Image:
    """Pictures one under another, left-aligned, as wide as the widest."""
    images = [im for im in images if im is not None]
    if not images:
        return canvas(10, 10)[0]
    width = max(im.width for im in images)
    height = sum(im.height for im in images) + gap * (len(images) - 1)
    out = Image.new("RGB", (width, height), color)
    y = 0
    for im in images:
        out.paste(im, (0, y))
        y += im.height + gap
    return out


def side_by_side(images: list[Image.Image], gap: int = 10, color=BACKGROUND) -> Image.Image:
    """Pictures left to right, top-aligned, as tall as the tallest."""
    out = Image.new("RGB", (sum(im.width for im in images) + gap * (len(images) - 1),
                            max(im.height for im in images)), color)
    x = 0
    for im in images:
        out.paste(im, (x, 0))
        x += im.width + gap
    return out


def flow_rows(widths: Iterable[int], width: int, gap: int = 10) -> list[list[int]]:
    """The indexes of items ``widths`` wide set left to right, ``gap``
    apart, in lines no wider than ``width`` (an item wider than a line
    stands alone on one)."""
    rows: list[list[int]] = [[]]
    used = 0
    for k, w in enumerate(widths):
        if rows[-1] and used + gap + w > width:
            rows.append([])
            used = 0
        used += (gap if rows[-1] else 0) + w
        rows[-1].append(k)
    return rows


def flow(images: list[Image.Image], width: int, gap: int = 10, color=BACKGROUND,
         full_width: bool = False) -> Image.Image:
    """Pictures left to right, as many to a line as fit ``width``; the lines
    one under another. ``full_width``: the result is ``width`` wide, else as
    wide as its widest line."""
    lines = [side_by_side([images[k] for k in row], gap, color)
             for row in flow_rows((im.width for im in images), width, gap)]
    out = stack_vertical(lines, gap, color)
    if full_width and out.width != width:
        wide = Image.new("RGB", (width, out.height), color)
        wide.paste(out, (0, 0))
        out = wide
    return out


def grid_of(images: list[Image.Image], columns: int = 2, gap: int = 10, color=BACKGROUND) -> Image.Image:
    """Lay pictures out left to right, ``columns`` to a row."""
    images = [im for im in images if im is not None]
    if not images:
        return canvas(10, 10)[0]
    rows = [images[i : i + columns] for i in range(0, len(images), columns)]
    return stack_vertical([side_by_side(row, gap, color) for row in rows], gap, color)


def fit_width(image: Image.Image, max_width: int = 1600) -> Image.Image:
    """Shrink a picture that would be too wide to read on a phone."""
    if image.width <= max_width:
        return image
    ratio = max_width / image.width
    return image.resize((max_width, max(1, int(image.height * ratio))), Image.Resampling.LANCZOS)


def to_png(image: Image.Image) -> bytes:
    """PNG bytes of a palette image (at most 256 colours).

    A picture of at most 256 colours (crisp text and flat colours: Townies,
    Twittens) gets a palette of exactly its own colours (``exact_palette``),
    so the PNG shows the colours drawn, pixel for pixel, in about half the
    octree's time. Any other picture (anti-aliased text: BITS, Tweeeet) gets
    a fast octree palette (no dithering), which looks the same to the eye
    and encodes 2-3 times faster than RGB, in files half the size. zlib
    level 3 is most of level 6's compression for half its time
    (bench/README.md has the measurements).
    """
    buffer = io.BytesIO()
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    paletted = exact_palette(rgb)
    if paletted is None:
        paletted = octree_palette(rgb)
    paletted.save(buffer, "PNG", compress_level=3)
    return buffer.getvalue()


def octree_palette(rgb: Image.Image) -> Image.Image:
    """``rgb`` in 256 colours from a fast octree, undithered: what ``to_png``
    gives a picture of more colours (anti-aliased text)."""
    return rgb.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def exact_palette(rgb: Image.Image) -> Image.Image | None:
    """``rgb`` as a palette image of exactly its colours, or None when it
    has more than 256 (or two too close to tell apart, see below).

    Pillow maps a pixel to the palette colour nearest to the corner of its
    4 x 4 x 4 cell of colours (``quantize(palette=...)``), not to its own
    colour: white would become (250, 250, 250) when both are in the palette.
    So the pixels are mapped to their colours' corners, each corner standing
    for one colour, and the palette then holds the colours themselves: exact
    whenever no two colours share a corner (tests/test_pictures.py checks it
    on every game's pictures and on random palettes)."""
    colours = rgb.getcolors(256)  # None as soon as a 257th colour is met
    if colours is None:
        return None
    ordered = [cast("tuple[int, int, int]", colour) for _, colour in sorted(colours, reverse=True)]
    corners = [tuple(v & ~3 for v in colour) for colour in ordered]
    if len(set(corners)) < len(corners):
        return None
    corner_palette = Image.new("P", (1, 1))
    corner_palette.putpalette([v for corner in corners for v in corner])
    paletted = rgb.quantize(palette=corner_palette, dither=Image.Dither.NONE)
    paletted.putpalette([v for colour in ordered for v in colour])
    return paletted


# ---------------------------------------------------------------------------
# cached layers
# ---------------------------------------------------------------------------

_LAYER_CACHES: dict[str, Any] = {"render.base._metrics": _metrics}  # lru_cache wrappers


def layer_cache(maxsize: int = 128) -> Callable:
    """``functools.lru_cache`` for what a picture draws once and pastes
    (an empty board, a sprite, a legend, a row of labels), registered so
    that ``clear_caches`` empties it. The arguments are the cache key: pass
    only what the layer depends on (sizes, tuples, strings), never a view."""
    def wrap(fn: Callable) -> Callable:
        cached = lru_cache(maxsize=maxsize)(fn)
        _LAYER_CACHES[f"{fn.__module__}.{fn.__qualname__}"] = cached  # a reloaded module replaces its own
        return cached
    return wrap


def clear_caches() -> None:
    """Empty every registered cache (text measures and layers), so that the
    next picture draws everything again: what tests that watch the drawing
    need."""
    for cached in _LAYER_CACHES.values():
        cached.cache_clear()


# ---------------------------------------------------------------------------
# the colour-vision check
# ---------------------------------------------------------------------------

# Machado, Oliveira and Fernandes (2009), severity 1, applied to linear RGB.
VISION = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
RED_GREEN = ("normal", "protanopia", "deuteranopia")
ALL_VISIONS = tuple(VISION)


def _linear(value: float) -> float:
    value /= 255
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


@lru_cache(maxsize=1024)
def seen_lab(rgb: tuple[int, int, int], vision: str = "normal") -> tuple[float, float, float]:
    """CIELAB (D65) of ``rgb`` as seen with ``vision`` (a key of VISION)."""
    lin = [_linear(c) for c in rgb[:3]]
    r, g, b = (min(1.0, max(0.0, sum(m * v for m, v in zip(row, lin, strict=True)))) for row in VISION[vision])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def ciede2000(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
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
    rt = (-2 * math.sqrt(cb ** 7 / (cb ** 7 + 25 ** 7))
          * math.sin(math.radians(60 * math.exp(-(((hbar - 275) / 25) ** 2)))))
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dhh / sh) ** 2 + rt * (dc / sc) * (dhh / sh))


def cie76(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    """The straight distance in CIELAB (CIE 1976)."""
    return math.dist(lab1, lab2)


METRICS = {"ciede2000": ciede2000, "cie76": cie76}


def colour_difference(a, b, visions: Iterable[str] = ALL_VISIONS, metric: str = "ciede2000") -> tuple[float, str]:
    """How far apart colours ``a`` and ``b`` look to the eye that sees them
    closest among ``visions``: (difference, that vision)."""
    measure = METRICS[metric]
    return min((measure(seen_lab(tuple(a), v), seen_lab(tuple(b), v)), v) for v in visions)


def closest_to(name: str, palette: dict, visions: Iterable[str] = ALL_VISIONS,
               metric: str = "ciede2000") -> tuple[float, str, str]:
    """The colour of ``palette`` (name: RGB) that looks most like the one
    named ``name``: (difference, its name, vision). How a highlight is
    checked against everything it can be drawn on or beside."""
    visions = tuple(visions)
    found = []
    for other, colour in palette.items():
        if other != name:
            difference, vision = colour_difference(palette[name], colour, visions, metric)
            found.append((difference, other, vision))
    return min(found)


def closest_pair(palette: dict, visions: Iterable[str] = ALL_VISIONS,
                 metric: str = "ciede2000") -> tuple[float, str, str, str]:
    """The two colours of ``palette`` (name: RGB) that look most alike:
    (difference, name, name, vision). The check every renderer's tests run
    on the colours it tells apart by colour alone."""
    visions = tuple(visions)
    found = []
    for x, y in itertools.combinations(palette, 2):
        difference, vision = colour_difference(palette[x], palette[y], visions, metric)
        found.append((difference, x, y, vision))
    return min(found)
