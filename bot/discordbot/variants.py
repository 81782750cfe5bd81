"""``/game new <game>`` from the registry: one sub-command per registered
game whose options are that game's variants (typed, with ranges and
choices), so every game is playable without any game-specific code in the
front end. The lobby (:mod:`.lobby`) adds these commands to its ``new``
group.

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
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

import discord
from discord import app_commands

from bot.service import CLOCKS, LEVELS
from rules import registry
from rules.base import Game, Variant

Handler = Callable[..., Awaitable[Any]]
Guard = Callable[..., Awaitable[None]]  # the client's guarded(interaction, what, handler, *args)

log = logging.getLogger("referee.discord")

NAME_RE = re.compile(r"[^a-z0-9_-]+")
MAX_OPTIONS = 25  # options of a command
MAX_GAMES = 25  # sub-commands of /game new
MAX_CHOICES = 25
TEXT_LIMIT = 100  # command, option and choice descriptions, choice names and values
CLOCK_OPTION = "clock"  # the table's clock, beside the game's own options (when there is room)
CLOCK_DESCRIPTION = "The table's clock: time for a move, and reminders (default: none; /game settings explains)"
COMPUTERS_OPTION, LEVEL_OPTION = "computers", "level"  # computer players seated at once (issue 32)
COMPUTERS_DESCRIPTION = "Computer players to seat in the lobby now (more can be added later)"
LEVEL_DESCRIPTION = "How well those computers play: easy, normal (the default) or hard (thinks about a second)"


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


def new_game_command(guarded: Guard, open_lobby: Handler, parent: app_commands.Group,
                     game: Game, *, with_clock: bool = False) -> app_commands.Command:
    """``/game new <game>``: one optional, typed option per variant, and
    (``with_clock``, when the game's options leave room) the table's
    ``clock``, a preset. The callback runs ``open_lobby(interaction, game
    key, {variant key: value})`` for the options given, with the clock
    chosen as one more argument when one was, under ``guarded`` (the
    client's guard)."""
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
    clock = None  # the clock's parameter, when the game's own options leave room for it
    if with_clock and len(variants) < MAX_OPTIONS and CLOCK_OPTION not in variants:
        clock = parameter_name(CLOCK_OPTION, set(keys))
        if clock != CLOCK_OPTION:
            renames[clock] = CLOCK_OPTION
        descriptions[clock] = CLOCK_DESCRIPTION
        choices[clock] = [app_commands.Choice(name=c, value=c) for c in CLOCKS]
        parameters.append(inspect.Parameter(clock, inspect.Parameter.KEYWORD_ONLY, default=None,
                                            annotation=str | None))
    seating: tuple[str, str] | None = None  # the computers' parameters, when there is room for both
    taken = set(variants) | {CLOCK_OPTION}
    if clock is not None and len(variants) + 3 <= MAX_OPTIONS and not {COMPUTERS_OPTION, LEVEL_OPTION} & taken:
        computers = parameter_name(COMPUTERS_OPTION, set(keys) | {clock})
        level = parameter_name(LEVEL_OPTION, set(keys) | {clock, computers})
        seating = (computers, level)
        for parameter, option in ((computers, COMPUTERS_OPTION), (level, LEVEL_OPTION)):
            if parameter != option:
                renames[parameter] = option
        descriptions[computers], descriptions[level] = COMPUTERS_DESCRIPTION, LEVEL_DESCRIPTION
        choices[level] = [app_commands.Choice(name=c, value=c) for c in LEVELS]
        most = max(1, info.max_players - 1)
        parameters.append(inspect.Parameter(computers, inspect.Parameter.KEYWORD_ONLY, default=None,
                                            annotation=app_commands.Range[int, 1, most] | None))
        parameters.append(inspect.Parameter(level, inspect.Parameter.KEYWORD_ONLY, default=None,
                                            annotation=str | None))

    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        chosen = values.pop(clock, None) if clock is not None else None
        extra = [chosen]
        if seating is not None:
            extra += [values.pop(seating[0], None), values.pop(seating[1], None)]
        while extra and extra[-1] is None:
            extra.pop()
        options = {keys[name]: value for name, value in values.items() if value is not None}
        await guarded(interaction, f"new {info.key}", open_lobby, info.key, options, *extra)

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


def new_game_group(guarded: Guard, open_lobby: Handler) -> app_commands.Group | None:
    """The ``new`` group: ``/game new <game>`` for the first 25 registered
    games by key (Discord's limit, with a warning about the rest); None
    when no game is registered."""
    games = registry.games()
    if not games:
        return None
    group = app_commands.Group(name="new", description="Open a lobby for a game in this channel")
    if len(games) > MAX_GAMES:
        log.warning("More than %d games; /game new offers the first %d", MAX_GAMES, MAX_GAMES)
    for game in sorted(games.values(), key=lambda g: g.info.key)[:MAX_GAMES]:
        group.add_command(new_game_command(guarded, open_lobby, group, game, with_clock=True))
    return group
