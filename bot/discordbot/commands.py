"""The ``/game`` command group.

Built from the registry at start-up: ``/game new <game>`` has one
sub-command per registered game whose options are that game's variants
(typed, with ranges and choices), so every game is playable without any
game-specific code here. Handlers live on the bot (:mod:`.client`).

Only discord.py's public API is used: each ``/game new <game>`` callback is
an ordinary coroutine function given a real :class:`inspect.Signature` (one
keyword parameter per variant, annotated with ``bool``, ``int``,
``app_commands.Range`` or ``str``), and the option names, descriptions and
choices are set with the public ``rename``, ``describe`` and ``choices``
decorators. discord.py reads all of that exactly as it reads a hand-written
command, so the payload Discord receives is checked by
``tests/discord/test_payload.py`` against a snapshot.
"""

from __future__ import annotations

import inspect
import keyword
import logging
import re
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from rules import registry
from rules.base import Game, Variant

from .present import clip

if TYPE_CHECKING:  # pragma: no cover
    from .client import RefereeBot

log = logging.getLogger("referee.discord")

NAME_RE = re.compile(r"[^a-z0-9_-]+")
MAX_OPTIONS = 25  # options of a command
MAX_GAMES = 25  # sub-commands of /game new
MAX_CHOICES = 25
TEXT_LIMIT = 100  # command, option and choice descriptions, choice names and values


def command_name(text: str) -> str:
    """A valid Discord command/option name (lower case, 1-32 characters)."""
    name = NAME_RE.sub("_", text.strip().lower()).strip("_")[:32]
    return name or "x"


def clip_words(text: str, limit: int) -> str:
    """``text`` within ``limit`` characters; when too long, cut after a whole
    word if that keeps at least half the limit, and marked with an ellipsis."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space >= limit // 2:
        cut = cut[:space].rstrip(",;:")
    return cut + "…"


def option_description(variant: Variant) -> str:
    """The variant's description with its default, within Discord's 100
    characters: a long description is shortened, never the default."""
    default = variant.default
    if isinstance(default, bool):
        default = "yes" if default else "no"
    suffix = f" (default: {default})"
    if len(suffix) > TEXT_LIMIT // 2:  # an absurdly long default: shorten the whole
        return clip_words(variant.description + suffix, TEXT_LIMIT).strip()
    return (clip_words(variant.description, TEXT_LIMIT - len(suffix)) + suffix).strip()


def variant_annotation(variant: Variant) -> Any:
    """The annotation discord.py turns into the option's type (and range),
    as it would read it in a hand-written signature."""
    if variant.kind == "bool":
        return bool | None
    if variant.kind == "int":
        if variant.minimum is None and variant.maximum is None:
            return int | None
        return app_commands.Range[int, variant.minimum, variant.maximum] | None
    return str | None


def variant_choices(variant: Variant) -> list[app_commands.Choice[str]] | None:
    """Discord's choices for a ``choice`` variant, or None where Discord
    cannot list them (more than 25, or a value over 100 characters): the
    option is then free text, checked by the game like any typed option."""
    if variant.kind != "choice" or not variant.choices or len(variant.choices) > MAX_CHOICES:
        return None
    if any(not 1 <= len(c) <= TEXT_LIMIT for c in variant.choices):
        return None
    return [app_commands.Choice(name=c, value=c) for c in variant.choices]


def parameter_name(option: str, taken: set[str]) -> str:
    """A Python identifier for the option's parameter, unlike those ``taken``:
    the option's name with ``_`` for ``-`` where that is a usable name, else
    ``option_N`` (the option keeps its Discord name through ``app_commands.rename``)."""
    name = option.replace("-", "_")
    if not name.isidentifier() or keyword.iskeyword(name) or name == "interaction" or name in taken:
        index = 0
        while f"option_{index}" in taken:
            index += 1
        name = f"option_{index}"
    return name


def option_names(variants: tuple[Variant, ...] | list[Variant]) -> dict[str, str]:
    """Discord option name -> variant key, in the variants' order: at most 25
    (Discord's limit), each unique (``_2``, ``_3``... added to a repeated name)."""
    names: dict[str, str] = {}
    for variant in variants[:MAX_OPTIONS]:
        name = base = command_name(variant.key)
        count = 1
        while name in names:
            count += 1
            name = f"{base[: 31 - len(str(count))]}_{count}"
        names[name] = variant.key
    return names


def new_game_command(bot: RefereeBot, parent: app_commands.Group, game: Game) -> app_commands.Command:
    """``/game new <game>``: one optional, typed option per variant; the
    handler receives ``{variant key: value}`` for the options given."""
    info = game.info
    if len(info.variants) > MAX_OPTIONS:
        log.warning("%s has more than %d options; only the first are offered", info.key, MAX_OPTIONS)
    by_option = option_names(info.variants)
    variants = dict(zip(by_option, info.variants[:MAX_OPTIONS], strict=True))

    keys: dict[str, str] = {}  # parameter -> variant key
    renames: dict[str, str] = {}  # parameter -> Discord option name
    descriptions: dict[str, str] = {}
    choices: dict[str, list[app_commands.Choice[str]]] = {}
    parameters = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                    annotation=discord.Interaction)]
    for option, variant in variants.items():
        parameter = parameter_name(option, set(keys))
        keys[parameter] = variant.key
        if parameter != option:
            renames[parameter] = option
        descriptions[parameter] = option_description(variant)
        listed = variant_choices(variant)
        if listed is not None:
            choices[parameter] = listed
        parameters.append(inspect.Parameter(parameter, inspect.Parameter.KEYWORD_ONLY, default=None,
                                            annotation=variant_annotation(variant)))

    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        options = {keys[name]: value for name, value in values.items() if value is not None}
        await bot.guarded(interaction, f"new {info.key}", bot.cmd_new, info.key, options)

    # discord.py reads the options from the signature; typeshed does not declare __signature__ on functions.
    callback.__signature__ = inspect.Signature(parameters, return_annotation=None)  # type: ignore[attr-defined]
    decorated: Callable[..., Coroutine[Any, Any, None]] = callback
    if descriptions:
        decorated = app_commands.describe(**descriptions)(decorated)
    if renames:
        decorated = app_commands.rename(**renames)(decorated)
    if choices:
        decorated = app_commands.choices(**choices)(decorated)

    summary = f"Open a lobby for {info.name} ({info.min_players}-{info.max_players} players). {info.summary}"
    return app_commands.Command(name=command_name(info.key), description=clip_words(summary, TEXT_LIMIT),
                                callback=decorated, parent=parent)


def build_tree(bot: RefereeBot) -> None:
    """Add the /game group to ``bot.tree``."""
    group = app_commands.Group(name="game", description="Play board games refereed by the bot",
                               guild_only=True)

    games = registry.games()
    if games:
        new = app_commands.Group(name="new", description="Open a lobby for a game in this channel",
                                 parent=group)
        if len(games) > MAX_GAMES:
            log.warning("More than %d games; /game new offers the first %d", MAX_GAMES, MAX_GAMES)
        for game in sorted(games.values(), key=lambda g: g.info.key)[:MAX_GAMES]:
            new.add_command(new_game_command(bot, new, game))

    def add(name: str, description: str):
        def decorator(fn):
            command: app_commands.Command[Any, ..., Any] = app_commands.Command(
                name=name, description=description, callback=fn, parent=group)
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

    @add("history", "The last moves of this channel's game, or the board after one of them")
    @app_commands.describe(last="How many moves to list (1-50)",
                           turn="Show the board after this move (its number in the history; 0: the start)")
    async def history(interaction: discord.Interaction, last: app_commands.Range[int, 1, 50] = 20,
                      turn: app_commands.Range[int, 0, 1_000_000] | None = None) -> None:
        await bot.guarded(interaction, "history", bot.cmd_history, last, turn)

    @add("undo", "Take back your last move, if nobody has played since and nothing was revealed")
    async def undo(interaction: discord.Interaction) -> None:
        await bot.guarded(interaction, "undo", bot.cmd_undo)

    @add("rematch", "Play this channel's last game again with the same players")
    async def rematch(interaction: discord.Interaction) -> None:
        await bot.guarded(interaction, "rematch", bot.cmd_rematch)

    @add("stats", "Games, wins, scores and rating of a player in this server")
    @app_commands.describe(player="Whose statistics (default: yours)")
    async def stats(interaction: discord.Interaction, player: discord.User | None = None) -> None:
        await bot.guarded(interaction, "stats", bot.cmd_stats, player)

    @add("leaderboard", "The server's best players of a game, by rating")
    @app_commands.describe(game="Which game (default: this channel's game)")
    async def leaderboard(interaction: discord.Interaction, game: str | None = None) -> None:
        await bot.guarded(interaction, "leaderboard", bot.cmd_leaderboard, game)

    @add("mine", "Your unfinished games in this server (only you see it)")
    async def mine(interaction: discord.Interaction) -> None:
        await bot.guarded(interaction, "mine", bot.cmd_mine)

    @add("resign", "Resign: a computer player takes your seat and you rank last")
    async def resign(interaction: discord.Interaction) -> None:
        await bot.guarded(interaction, "resign", bot.cmd_resign)

    @add("abort", "Abort this channel's game (a seated player or Manage Channels)")
    async def abort(interaction: discord.Interaction) -> None:
        await bot.guarded(interaction, "abort", bot.cmd_abort)

    @add("rules", "How a game is played and its options")
    @app_commands.describe(game="Which game (default: this channel's game)")
    async def rules(interaction: discord.Interaction, game: str | None = None) -> None:
        await bot.guarded(interaction, "rules", bot.cmd_rules, game)

    @rules.autocomplete("game")
    @leaderboard.autocomplete("game")
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
