"""The ``/game`` command group.

Built from the registry at start-up: ``/game new <game>`` has one
sub-command per registered game whose options are that game's variants
(typed, with ranges and choices), so every game is playable without any
game-specific code here. Handlers live on the bot (:mod:`.client`).
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands.transformers import CommandParameter
from discord.enums import AppCommandOptionType

from rules import registry
from rules.base import Game, Variant

from .present import clip

if TYPE_CHECKING:  # pragma: no cover
    from .client import RefereeBot

log = logging.getLogger("referee.discord")

NAME_RE = re.compile(r"[^a-z0-9_-]+")
MAX_OPTIONS = 25


def command_name(text: str) -> str:
    """A valid Discord command/option name (lower case, 1-32 characters)."""
    name = NAME_RE.sub("_", text.strip().lower()).strip("_")[:32]
    return name or "x"


def _variant_parameter(variant: Variant, name: str) -> CommandParameter:
    default = variant.default
    if isinstance(default, bool):
        default = "yes" if default else "no"
    description = clip(f"{variant.description} (default: {default})", 100)
    kwargs: dict[str, Any] = dict(name=name, description=description, required=False, default=None)
    if variant.kind == "bool":
        kwargs.update(type=AppCommandOptionType.boolean, _annotation=bool)
    elif variant.kind == "int":
        kwargs.update(type=AppCommandOptionType.integer, _annotation=int,
                      min_value=variant.minimum, max_value=variant.maximum)
    else:
        kwargs.update(type=AppCommandOptionType.string, _annotation=str)
        if variant.choices and len(variant.choices) <= 25:
            kwargs["choices"] = [app_commands.Choice(name=clip(c, 100), value=c) for c in variant.choices]
    return CommandParameter(**kwargs)


def new_game_command(bot: "RefereeBot", parent: app_commands.Group, game: Game) -> app_commands.Command:
    info = game.info
    names: dict[str, str] = {}  # option name -> variant key
    params: dict[str, CommandParameter] = {}
    for variant in info.variants[:MAX_OPTIONS]:
        name = command_name(variant.key)
        while name in names:
            name = (name[:30] + "_x")[:32]
        names[name] = variant.key
        params[name] = _variant_parameter(variant, name)
    if len(info.variants) > MAX_OPTIONS:  # pragma: no cover - no game has that many
        log.warning("%s has more than %d options; only the first are offered", info.key, MAX_OPTIONS)

    async def placeholder(interaction: discord.Interaction) -> None:  # replaced below
        pass

    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        options = {names[k]: v for k, v in values.items() if v is not None and k in names}
        await bot.guarded(interaction, f"new {info.key}", bot.cmd_new, info.key, options)

    summary = f"Open a lobby for {info.name} ({info.min_players}-{info.max_players} players). {info.summary}"
    command = app_commands.Command(name=command_name(info.key), description=clip(summary, 100),
                                   callback=placeholder, parent=parent)
    command._callback = callback  # type: ignore[attr-defined]
    command._params = params  # type: ignore[attr-defined]
    return command


def build_tree(bot: "RefereeBot") -> None:
    """Add the /game group to ``bot.tree``."""
    group = app_commands.Group(name="game", description="Play board games refereed by the bot",
                               guild_only=True)

    games = registry.games()
    if games:
        new = app_commands.Group(name="new", description="Open a lobby for a game in this channel",
                                 parent=group)
        for game in sorted(games.values(), key=lambda g: g.info.key)[:25]:
            new.add_command(new_game_command(bot, new, game))

    def add(name: str, description: str):
        def decorator(fn):
            command = app_commands.Command(name=name, description=description, callback=fn, parent=group)
            group.add_command(command)
            return command
        return decorator

    @add("join", "Take a seat in this channel's game lobby")
    async def join(interaction: discord.Interaction) -> None:
        await bot.guarded(interaction, "join", bot.cmd_lobby, "join")

    @add("leave", "Give up your seat in the lobby")
    async def leave(interaction: discord.Interaction) -> None:
        await bot.guarded(interaction, "leave", bot.cmd_lobby, "leave")

    @add("computer", "Add a computer player to the lobby")
    async def computer(interaction: discord.Interaction) -> None:
        await bot.guarded(interaction, "computer", bot.cmd_lobby, "computer")

    @add("start", "Start the game with the players seated")
    async def start(interaction: discord.Interaction) -> None:
        await bot.guarded(interaction, "start", bot.cmd_start)

    @add("move", "Make your move (autocomplete lists your legal moves)")
    @app_commands.describe(move="Your move in the game's notation; start typing to see the legal ones")
    async def move(interaction: discord.Interaction, move: app_commands.Range[str, 1, 200]) -> None:
        await bot.guarded(interaction, "move", bot.cmd_move, move)

    @move.autocomplete("move")
    async def move_autocomplete(interaction: discord.Interaction, current: str):
        return await bot.autocomplete_move(interaction, current)

    @add("status", "Show whose turn it is and the position in words")
    async def status(interaction: discord.Interaction) -> None:
        await bot.guarded(interaction, "status", bot.cmd_status)

    @add("board", "Show the board picture")
    async def board(interaction: discord.Interaction) -> None:
        await bot.guarded(interaction, "board", bot.cmd_board)

    @add("hand", "See your private information (only you see it)")
    async def hand(interaction: discord.Interaction) -> None:
        await bot.guarded(interaction, "hand", bot.cmd_hand, notices=False)

    @add("history", "The last moves of this channel's game")
    @app_commands.describe(last="How many moves to list (1-50)")
    async def history(interaction: discord.Interaction, last: app_commands.Range[int, 1, 50] = 20) -> None:
        await bot.guarded(interaction, "history", bot.cmd_history, last)

    @add("resign", "Resign: a computer player takes your seat and you rank last")
    async def resign(interaction: discord.Interaction) -> None:
        await bot.guarded(interaction, "resign", bot.cmd_resign)

    @add("abort", "Abort this channel's game (creator or Manage Channels)")
    async def abort(interaction: discord.Interaction) -> None:
        await bot.guarded(interaction, "abort", bot.cmd_abort)

    @add("rules", "How a game is played and its options")
    @app_commands.describe(game="Which game (default: this channel's game)")
    async def rules(interaction: discord.Interaction, game: str | None = None) -> None:
        await bot.guarded(interaction, "rules", bot.cmd_rules, game)

    @rules.autocomplete("game")
    async def rules_autocomplete(interaction: discord.Interaction, current: str):
        wanted = current.strip().lower()
        return [app_commands.Choice(name=clip(g.info.name, 100), value=g.info.key)
                for g in sorted(registry.games().values(), key=lambda g: g.info.key)
                if wanted in g.info.key or wanted in g.info.name.lower()][:25]

    @add("export", "The position as JSON, as you may see it")
    async def export(interaction: discord.Interaction) -> None:
        await bot.guarded(interaction, "export", bot.cmd_export)

    @add("settings", "Game settings (creator or Manage Channels)")
    @app_commands.describe(idle_hours="Hand a player's seat to a computer after this many idle hours (0: never)")
    async def settings(interaction: discord.Interaction,
                       idle_hours: app_commands.Range[float, 0, 8760]) -> None:
        await bot.guarded(interaction, "settings", bot.cmd_settings, idle_hours)

    bot.tree.add_command(group)
