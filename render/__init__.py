"""Board pictures. One module per game, ``render/<game key>.py``, with
``board(view)`` and ``private(view)`` (see :mod:`render.base`)."""

from __future__ import annotations

import importlib
from types import ModuleType

from PIL import Image

from render.base import to_png  # noqa: F401


def renderer(game_key: str) -> ModuleType:
    """The renderer module of a game; ImportError when it has none."""
    return importlib.import_module(f"render.{game_key}")


def board(game_key: str, view: dict) -> Image.Image:
    return renderer(game_key).board(view)


def private(game_key: str, view: dict) -> Image.Image | None:
    module = renderer(game_key)
    fn = getattr(module, "private", None)
    return fn(view) if fn else None


def board_png(game_key: str, view: dict) -> bytes:
    return to_png(board(game_key, view))


def private_png(game_key: str, view: dict) -> bytes | None:
    image = private(game_key, view)
    return to_png(image) if image is not None else None
