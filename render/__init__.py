"""Board pictures. One module per game, ``render/<game key>.py``, with
``board(view, words)`` and ``private(view, words)`` (see :mod:`render.base`):
``words`` writes every word in the reader's language. A renderer that
gives each seat a colour also has ``seat_colour(view, seat)``."""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from types import ModuleType

from PIL import Image

from render.base import Words, to_png


def renderer(game_key: str) -> ModuleType:
    """The renderer module of a game; ImportError when it has none."""
    return importlib.import_module(f"render.{game_key}")


def check_renderers(keys: Iterable[str]) -> list[str]:
    """One sentence for each game key in ``keys`` that has no renderer
    module ``render/<key>.py`` with a ``board`` function (in the order
    given); an empty list when every game can be drawn. For start-up and
    ``referee doctor``: a game registered without pictures is found before
    its first move instead of on it."""
    problems = []
    for key in keys:
        if not key.isidentifier():
            problems.append(f"Game {key!r} cannot have a renderer: a renderer is render/<key>.py, "
                            "so the key must be a Python name.")
            continue
        try:
            module = renderer(key)
        except ModuleNotFoundError as error:
            if error.name != f"render.{key}":
                problems.append(f"The renderer of game {key!r} (render/{key}.py) cannot be loaded: "
                                f"it needs the module {error.name!r}, which is not installed.")
            else:
                problems.append(f"Game {key!r} has no renderer: add render/{key}.py with a "
                                "board(view) function.")
            continue
        except Exception as error:  # a renderer that fails to import: say so, do not crash start-up
            problems.append(f"The renderer of game {key!r} (render/{key}.py) cannot be loaded: "
                            f"{type(error).__name__}: {error}")
            continue
        if not callable(getattr(module, "board", None)):
            problems.append(f"The renderer of game {key!r} (render/{key}.py) has no board(view) function.")
    return problems


def board(game_key: str, view: dict, words: Words) -> Image.Image:
    return renderer(game_key).board(view, words)


def private(game_key: str, view: dict, words: Words) -> Image.Image | None:
    module = renderer(game_key)
    fn = getattr(module, "private", None)
    return fn(view, words) if fn else None


def board_png(game_key: str, view: dict, words: Words) -> bytes:
    return to_png(board(game_key, view, words))


def private_png(game_key: str, view: dict, words: Words) -> bytes | None:
    image = private(game_key, view, words)
    return to_png(image) if image is not None else None


def seat_colour(game_key: str, view: dict, seat: int) -> tuple[int, int, int] | None:
    """The RGB colour the pictures of ``game_key`` give ``seat`` in ``view``
    (the same one they draw), or None when they give seats no colour."""
    fn = getattr(renderer(game_key), "seat_colour", None)
    return fn(view, seat) if fn else None
