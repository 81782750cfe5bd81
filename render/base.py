"""Shared drawing helpers for the per-game renderers.

A renderer is a module ``render/<game key>.py`` with two functions:

* ``board(view: dict) -> PIL.Image.Image``: the table picture drawn from a
  view (``Game.view(state, None)`` for the public picture). When the view says
  the game is over it draws the final score sheet instead of (or beside) the
  board.
* ``private(view: dict) -> PIL.Image.Image | None``: the picture of one
  player's hidden information, drawn from ``Game.view(state, seat)``; ``None``
  when the game has nothing private to show.

Renderers never see a raw state: only views, so a public picture cannot leak a
secret the view hid.

Design rules for every picture: readable on a phone (about 1000 px wide at
most, text at least 14 px), coordinates labelled so a move can be typed from
the picture, the last move highlighted, colours from a colour-blind-safe
palette always paired with a letter or symbol.
"""

from __future__ import annotations

import ast
import io
import logging
from functools import lru_cache
from importlib import resources
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

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
HIGHLIGHT = (255, 0, 140)  # last-move outline; drawn thick, never the only cue

# The pictures' typeface ships inside the package (render/fonts/, with its
# licence), so every machine draws the same glyphs: a slim container, macOS
# or Windows has no DejaVu of its own, and Pillow's fallback font has no
# arrows, check marks or crosses (they would come out as empty boxes).
FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
FONT_NAMES = {False: ("DejaVu Sans", "Book"), True: ("DejaVu Sans", "Bold")}
NOTDEF = chr(0xFFFF)  # a noncharacter: no font maps it, so it draws the .notdef box

log = logging.getLogger("referee.render")


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
    """Width and height of ``text`` (cached: pictures measure the same
    labels again and again, and measuring costs as much as drawing)."""
    return _text_size(text, fnt, draw.fontmode)


@lru_cache(maxsize=8192)
def _text_size(text: str, fnt, fontmode: str) -> tuple[int, int]:
    measure = ImageDraw.Draw(Image.new("1", (1, 1)))  # one per miss: thread-safe
    measure.fontmode = fontmode
    left, top, right, bottom = measure.textbbox((0, 0), text, font=fnt)
    return int(right - left), int(bottom - top)  # already ints (integer origin); typed as floats


def centred_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, fnt, fill=INK) -> None:
    draw.text(xy, text, font=fnt, fill=fill, anchor="mm")


def contrast_ink(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """Black or white, whichever reads better on ``rgb``."""
    r, g, b = rgb[:3]
    luminance = 0.299 * r + 0.587 * g + 0.114 * b
    return (0, 0, 0) if luminance > 140 else (255, 255, 255)


def canvas(width: int, height: int, color=BACKGROUND) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (int(width), int(height)), color)
    return image, ImageDraw.Draw(image)


def stack_vertical(images: list[Image.Image], gap: int = 10, color=BACKGROUND) -> Image.Image:
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


def grid_of(images: list[Image.Image], columns: int = 2, gap: int = 10, color=BACKGROUND) -> Image.Image:
    """Lay pictures out left to right, ``columns`` to a row."""
    images = [im for im in images if im is not None]
    if not images:
        return canvas(10, 10)[0]
    rows = [images[i : i + columns] for i in range(0, len(images), columns)]
    width = max(sum(im.width for im in row) + gap * (len(row) - 1) for row in rows)
    height = sum(max(im.height for im in row) for row in rows) + gap * (len(rows) - 1)
    out = Image.new("RGB", (width, height), color)
    y = 0
    for row in rows:
        x = 0
        for im in row:
            out.paste(im, (x, y))
            x += im.width + gap
        y += max(im.height for im in row) + gap
    return out


def fit_width(image: Image.Image, max_width: int = 1600) -> Image.Image:
    """Shrink a picture that would be too wide to read on a phone."""
    if image.width <= max_width:
        return image
    ratio = max_width / image.width
    return image.resize((max_width, max(1, int(image.height * ratio))), Image.Resampling.LANCZOS)


def to_png(image: Image.Image) -> bytes:
    """PNG bytes of a 256-colour palette image.

    Board pictures are flat colours plus anti-aliased text, so a fast octree
    palette (no dithering) looks the same to the eye and encodes 2-3 times
    faster than RGB, in files half the size; zlib level 3 is most of level 6's
    compression for half its time (bench/README.md has the measurements).
    """
    buffer = io.BytesIO()
    palette = image.convert("RGB").quantize(
        colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
    )
    palette.save(buffer, "PNG", compress_level=3)
    return buffer.getvalue()
