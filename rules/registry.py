"""The list of games.

Every sub-package of ``rules`` that exports ``GAME`` (a :class:`rules.base.Game`
instance) is a game; nothing else needs registering, so adding a game touches
no front end.
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
from functools import lru_cache

import rules
from rules.base import Game

_EXTRA: dict[str, Game] = {}


def register(game: Game) -> None:
    """Add a game that does not live in ``rules/`` (tests use this for a
    minimal game of their own; the product registers nothing this way)."""
    _EXTRA[game.info.key] = game


def unregister(key: str) -> None:
    _EXTRA.pop(key, None)


def games() -> dict[str, Game]:
    return {**_discovered(), **_EXTRA}


_ERRORS: dict[str, str] = {}


def errors() -> dict[str, str]:
    """Game packages that failed to import, with the error (a bug: the test
    suite asserts this is empty; the bot keeps serving the other games)."""
    _discovered()
    return dict(_ERRORS)


@lru_cache(maxsize=1)
def _discovered() -> dict[str, Game]:
    found: dict[str, Game] = {}
    for module in sorted(pkgutil.iter_modules(rules.__path__), key=lambda m: m.name):
        if not module.ispkg:
            continue
        try:
            package = importlib.import_module(f"rules.{module.name}")
        except Exception as error:  # noqa: BLE001 - one broken game must not hide the others
            _ERRORS[module.name] = f"{type(error).__name__}: {error}"
            logging.getLogger("referee.registry").exception("Game %s failed to load", module.name)
            continue
        game = getattr(package, "GAME", None)
        if isinstance(game, Game):
            found[game.info.key] = game
    return found


def get(key: str) -> Game:
    """The game called ``key`` (case-insensitive), or KeyError with a sentence."""
    table = games()
    wanted = key.strip().lower()
    if wanted in table:
        return table[wanted]
    for game in table.values():
        if game.info.name.lower() == wanted:
            return game
    names = ", ".join(sorted(table)) or "none yet"
    raise KeyError(f"There is no game called {key!r}. Games: {names}.")
