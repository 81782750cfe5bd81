"""The command line's values that several console commands check the same
way: the game's name, ``--option KEY=VALUE`` pairs and ``--players``."""

from __future__ import annotations

from bot.console.faults import EXIT_USAGE, Fault
from rules import registry
from rules.base import Game, say


def game_or_fault(name: str) -> Game:
    """The installed game called ``name``, or a fault that lists the games."""
    try:
        return registry.get(name)
    except KeyError:
        games = ", ".join(sorted(registry.games()))
        raise Fault(say("con-no-such-game", name=name, games=games, count=len(registry.games())),
                    EXIT_USAGE) from None


def parse_options(pairs: list[str]) -> dict[str, str]:
    """``--option KEY=VALUE`` pairs as a dictionary."""
    options = {}
    for pair in pairs:
        if "=" not in pair:
            raise Fault(say("con-option-pair", pair=pair), EXIT_USAGE)
        key, value = pair.split("=", 1)
        options[key.strip()] = value.strip()
    return options


def player_names(players: str) -> list[str]:
    """``--players a,b``: the names in seat order, each usable at the console."""
    names = [n.strip() for n in players.split(",") if n.strip()]
    if not names:
        raise Fault(say("con-players-none"), EXIT_USAGE)
    if len(set(n.lower() for n in names)) != len(names):
        raise Fault(say("con-players-same"), EXIT_USAGE)
    for name in names:
        if name.lower().startswith("computer-"):
            raise Fault(say("con-players-computer", name=name), EXIT_USAGE)
    return names
