"""The one ``/game`` command group Discord receives, gathered from the
feature modules that declare and handle its sub-commands.

Each feature module (:mod:`.lobby`, :mod:`.play`, :mod:`.info`,
:mod:`.manage`, :mod:`.mine`) is an :class:`app_commands.Group` subclass whose
sub-commands are ``@app_commands.command`` methods next to their handlers
(discord.py's own convention; see the package docstring for why Group
subclasses and not cogs). Discord needs one top-level ``/game``, so those
feature groups are never registered themselves: :class:`GameCommands`
adopts their sub-commands (``Group.add_command`` re-parents a command and
keeps its binding to the feature object that handles it).

Discord lists sub-commands in the order they are sent, and that order is
pinned with the rest of the payload (``tests/discord/game_payload.json``):
:data:`PAYLOAD_ORDER` keeps today's order; a sub-command it does not name
comes after those it names, in the order the features declare it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from discord import app_commands

from .core import BotBase
from .info import Info
from .lobby import Lobby
from .manage import Manage
from .mine import MyGames
from .play import Play
from .rhythm import Rhythm

PAYLOAD_ORDER = ("new", "join", "leave", "computer", "start", "move", "status", "board", "hand", "history",
                 "undo", "rematch", "stats", "leaderboard", "mine", "resign", "abort", "rules", "export",
                 "settings", "server")

Subcommand = app_commands.Command[Any, ..., Any] | app_commands.Group


class GameCommands(app_commands.Group, name="game", description="Play board games refereed by the bot",
                   guild_only=True):
    """``/game``: every sub-command of the given feature groups, in
    :data:`PAYLOAD_ORDER`."""

    def __init__(self, *features: app_commands.Group) -> None:
        super().__init__()
        declared: dict[str, Subcommand] = {}
        for feature in features:
            for command in feature.commands:
                if command.name in declared:
                    raise ValueError(f"/game {command.name} is declared twice")
                declared[command.name] = command
        ordered = sorted(declared, key=lambda name: PAYLOAD_ORDER.index(name) if name in PAYLOAD_ORDER
                         else len(PAYLOAD_ORDER))
        for name in ordered:
            self.add_command(declared[name])


@dataclass(frozen=True)
class Features:
    """The handlers of ``/game``'s sub-commands, one object per concern."""

    lobby: Lobby
    play: Play
    info: Info
    manage: Manage
    mine: MyGames
    rhythm: Rhythm


def build_tree(bot: BotBase) -> Features:
    """Build the feature handlers over ``bot`` and add ``/game`` to
    ``bot.tree``; returns the handlers (the client hands its buttons to them)."""
    lobby = Lobby(bot)
    features = Features(lobby=lobby, play=Play(bot), info=Info(bot), manage=Manage(bot, lobby), mine=MyGames(bot),
                        rhythm=Rhythm(bot))
    bot.tree.add_command(GameCommands(features.lobby, features.play, features.info, features.manage,
                                      features.mine, features.rhythm))
    return features
