"""Animated replays: one frame per accepted move (or per round, or sampled,
for long games), each with the move written as it was typed.

Frames are public views drawn by the game's own renderer, scaled to one
width and padded to one height, with a caption band. The result is a GIF
(every chat client plays it; Discord shows it inline) kept under a byte
budget: when a replay would be too big, frames are dropped evenly (the first
and last are always kept) and the replay is scaled down.
"""

from __future__ import annotations

import io

from PIL import Image

import render
from render.base import BACKGROUND, INK, Words, canvas, font, text_size
from rules import registry
from rules.base import replayed

FRAME_WIDTH = 480
CAPTION_HEIGHT = 44
FRAME_MS = 900
LAST_FRAME_MS = 4000
DEFAULT_BUDGET = 8 * 1024 * 1024  # under Discord's 10 MiB default upload limit


def _caption(image: Image.Image, text: str, width: int) -> Image.Image:
    """``image`` scaled to ``width`` above a band with ``text``."""
    scale = width / image.width
    board = image.convert("RGB").resize((width, max(1, round(image.height * scale))), Image.Resampling.LANCZOS)
    framed, draw = canvas(width, board.height + CAPTION_HEIGHT, BACKGROUND)
    framed.paste(board, (0, CAPTION_HEIGHT))
    fnt = font(16, bold=True)
    line = text
    while line and text_size(draw, line, fnt)[0] > width - 16:
        line = line[:-2] + "…" if len(line) > 2 else ""
    draw.text((8, (CAPTION_HEIGHT - text_size(draw, line or " ", fnt)[1]) // 2), line, font=fnt, fill=INK)
    return framed


def pick(count: int, limit: int) -> list[int]:
    """At most ``limit`` indexes out of ``count``, evenly spread, always
    keeping the first and the last."""
    if count <= limit:
        return list(range(count))
    if limit <= 1:
        return [count - 1]
    step = (count - 1) / (limit - 1)
    return sorted({round(i * step) for i in range(limit)})


def whole_game(game_key: str, names: list[str], options: dict, seed: int,
               moves: list[tuple[int, str, str]], title: str, words: Words, *,
               budget: int = DEFAULT_BUDGET) -> bytes:
    """The replay of a whole game from its move log, as one job for a worker
    of its own (a long game's replay takes seconds; no turn should wait
    behind it): the game set up from ``names``, ``options`` and ``seed``,
    each of ``moves`` (seat, notation as typed, caption) applied with the
    game's own rules, and :func:`animation` of the public views, the first
    captioned ``title``, drawn with ``words``."""
    game = registry.get(game_key)
    states = replayed(game, names, options, seed, ((seat, notation) for seat, notation, _ in moves))
    captions = [title, *(caption for _, _, caption in moves)]
    frames = [(game.view(state, None), caption) for state, caption in zip(states, captions, strict=True)]
    return animation(game_key, frames, words, budget=budget)


def animation(game_key: str, frames: list[tuple[dict, str]], words: Words, *, width: int = FRAME_WIDTH,
              budget: int = DEFAULT_BUDGET, max_frames: int = 400) -> bytes:
    """A GIF of ``frames`` (public view, caption) within ``budget`` bytes,
    the boards drawn with ``words``."""
    if not frames:
        raise ValueError("A replay needs at least one frame.")
    chosen = [frames[i] for i in pick(len(frames), max_frames)]
    images = [_caption(render.board(game_key, view, words), caption, width) for view, caption in chosen]
    while True:
        data = _gif(images)
        if len(data) <= budget or len(images) <= 2:
            return data
        keep = pick(len(images), max(2, int(len(images) * budget / len(data) * 0.9)))
        images = [images[i] for i in keep]


def _gif(images: list[Image.Image]) -> bytes:
    height = max(i.height for i in images)
    padded = []
    for image in images:
        if image.height != height:
            full, _ = canvas(image.width, height, BACKGROUND)
            full.paste(image, (0, 0))
            image = full
        padded.append(image.quantize(colors=128, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE))
    out = io.BytesIO()
    durations = [FRAME_MS] * (len(padded) - 1) + [LAST_FRAME_MS]
    padded[0].save(out, format="GIF", save_all=True, append_images=padded[1:], duration=durations,
                   loop=0, optimize=False, disposal=1)
    return out.getvalue()
