"""The computer players' levels: the one place that turns a level name
(``easy``, ``normal``, ``hard``) into a player for a game."""

from __future__ import annotations

import importlib
from typing import Any

from rules import registry
from rules.base import LEVELS, ComputerPlayer, Game, State
from rules.search import Budget, SearchPlayer

DEFAULT_LEVEL = "normal"


def checked_level(level: str | None) -> str:
    """``level`` as a level name (None: the default), or ValueError with
    the sentence a player reads."""
    if level is None:
        return DEFAULT_LEVEL
    name = str(level).strip().lower()
    if name not in LEVELS:
        raise ValueError(f"{level!r} is not a computer level. Choose one of: {', '.join(LEVELS)}.")
    return name


def player_for(game: Game, level: str, seed: int, budget: Budget | None = None) -> ComputerPlayer:
    """The computer player of ``level``: ``easy`` the game's beginner,
    ``normal`` the game's own player, ``hard`` the search (within
    ``budget``) with the normal player ranking its moves, the game's
    play-out player (or the normal one) for its play-outs, the game's
    search favourite (or the normal player) naming the move it trusts, the
    module's ``SEARCH_PRIOR``, if set, as how far it trusts it
    (``SearchPlayer``'s ``prior``), and its ``SEARCH_CANDIDATES``, if set,
    for a flat search over that many of the favourite's best moves instead
    of a tree (``SearchPlayer``'s ``candidates``)."""
    name = checked_level(level)
    if name == "easy":
        return game.easy_player(seed)
    if name == "normal":
        return game.computer_player(seed)
    return SearchPlayer(game.computer_player(seed), seed, budget, playout=playout_player(game, seed),
                        prior=_players_module_value(game, "SEARCH_PRIOR"), favourite=search_favourite(game, seed),
                        candidates=_players_module_value(game, "SEARCH_CANDIDATES"))


def _players_module(game: Game) -> Any:
    """The game's computer player module (``rules/<game>/ai.py``), or None."""
    package = type(game).__module__.rpartition(".")[0]
    try:
        return importlib.import_module(f"{package}.ai")
    except ImportError:
        return None


def _players_module_value(game: Game, name: str) -> Any:
    return getattr(_players_module(game), name, None)


def _module_player(game: Game, name: str, seed: int) -> ComputerPlayer | None:
    """The player the game's computer player module makes with its
    function ``name(seed)``, if it has one."""
    make = _players_module_value(game, name)
    return None if make is None else make(seed)


def playout_player(game: Game, seed: int) -> ComputerPlayer | None:
    """A game's cheap player for a search's play-outs: its computer
    player module's ``playout_player(seed)``, if it has one (None: the
    normal player plays them out)."""
    return _module_player(game, "playout_player", seed)


def search_favourite(game: Game, seed: int) -> ComputerPlayer | None:
    """A game's player whose choice the search starts from and trusts
    (``SearchPlayer``'s ``favourite``): its computer player module's
    ``search_favourite(seed)``, if it has one (None: the normal player)."""
    return _module_player(game, "search_favourite", seed)


def decide(kind: str, state: State, seat: int, level: str, seed: int, budget: Budget | None = None) -> str:
    """``seat``'s decision by a computer of ``level`` in a game of ``kind``
    (a module-level function of plain arguments: the computers' lane runs
    it in a process of its own)."""
    game = registry.get(kind)
    return player_for(game, level, seed, budget).choose(game, state, seat)
