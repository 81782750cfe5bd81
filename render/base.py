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

import io
from functools import lru_cache
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

_FONT_DIRS = (
    "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/dejavu",
    "/usr/local/share/fonts",
)


@lru_cache(maxsize=32)
def font(size: int = 16, bold: bool = False) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """DejaVu Sans when installed, otherwise Pillow's bundled scalable font."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    for folder in _FONT_DIRS:
        path = Path(folder) / name
        if path.exists():
            return ImageFont.truetype(str(path), size)
    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # Pillow without FreeType
        return ImageFont.load_default()


def text_size(draw: ImageDraw.ImageDraw, text: str, fnt) -> tuple[int, int]:
    """Width and height of ``text`` (cached: pictures measure the same
    labels again and again, and measuring costs as much as drawing)."""
    return _text_size(text, fnt, draw.fontmode)


@lru_cache(maxsize=8192)
def _text_size(text: str, fnt, fontmode: str) -> tuple[int, int]:
    measure = ImageDraw.Draw(Image.new("1", (1, 1)))  # one per miss: thread-safe
    measure.fontmode = fontmode
    left, top, right, bottom = measure.textbbox((0, 0), text, font=fnt)
    return right - left, bottom - top


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
    return image.resize((max_width, max(1, int(image.height * ratio))), Image.LANCZOS)


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
