"""What Discord receives for ``/game``, and how ``/game new <game>`` is built.

Issue 13 item 7: the commands are built with discord.py's public API only,
and a change of the payload Discord receives (a discord.py release, or a
game's options) fails loudly here instead of silently changing the commands
people see.
"""

from __future__ import annotations

import ast
import asyncio
import copy
import difflib
import json
import os
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.discordbot import commands, variants
from bot.discordbot.commands import build_tree
from bot.discordbot.present import pages
from bot.discordbot.translator import CatalogueTranslator
from bot.discordbot.variants import new_game_command
from rules import registry
from rules.base import GameInfo, Variant
from tests.support.tinygame import TinyRace

HERE = Path(__file__).parent
SNAPSHOT = HERE / "game_payload.json"
FRONT_END = Path(commands.__file__).parent
REGENERATE = (
    "Check the new commands on a dev server first (DEV_GUILD_ID=<your test server id> referee run, "
    "then try /game new <each game> in Discord), then regenerate the snapshot with:\n"
    "    UPDATE_PAYLOAD=1 pytest -q tests/discord/test_payload.py\n"
    "and commit tests/discord/game_payload.json with the change that caused it."
)


class StubBot:
    """Just what build_tree and the command callbacks use: a command tree
    and ``guarded``, which records what a handler would have been given
    (the handler by its name)."""

    def __init__(self) -> None:
        self.tree = app_commands.CommandTree(discord.Client(intents=discord.Intents(guilds=True)))
        self.calls: list[tuple[Any, ...]] = []

    async def guarded(self, interaction, what, handler, *args, **kwargs) -> None:
        self.calls.append((what, getattr(handler, "__name__", handler), *args, *([kwargs] if kwargs else [])))

    def __getattr__(self, name: str) -> str:
        """Handlers, by name (they are only handed to ``guarded``)."""
        if name.startswith("cmd_"):
            return name
        raise AttributeError(name)


def game_payload() -> dict[str, Any]:
    """What a sync sends for /game: the commands with their translations
    (bot/discordbot/translator.py), as the running bot's tree builds them."""
    bot = StubBot()
    build_tree(bot)  # type: ignore[arg-type]
    command = bot.tree.get_command("game")
    assert command is not None
    translated = asyncio.run(command.get_translated_payload(bot.tree, CatalogueTranslator()))
    # Through JSON, as discord.py sends it (tuples become lists and so on).
    return json.loads(json.dumps(translated))


# -- the snapshot -------------------------------------------------------------------------


def test_game_payload_matches_the_snapshot():
    """Fails when discord.py, or a game's options, change what Discord receives for /game."""
    payload = game_payload()
    assert "tiny" not in registry.games(), "the test-only game leaked into the registry"
    if os.environ.get("UPDATE_PAYLOAD") == "1":
        SNAPSHOT.write_text(json.dumps({
            "about": "The /game payload discord.py sends to Discord, checked by tests/discord/test_payload.py. "
                     "Regenerate with UPDATE_PAYLOAD=1 after checking the commands on a dev server.",
            "discord.py": discord.__version__,
            "payload": payload,
        }, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    saved = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    if saved["payload"] != payload:
        old = json.dumps(saved["payload"], indent=1, sort_keys=True, ensure_ascii=False).splitlines()
        new = json.dumps(payload, indent=1, sort_keys=True, ensure_ascii=False).splitlines()
        diff = "\n".join(difflib.unified_diff(old, new, "game_payload.json", "built now", lineterm=""))
        pytest.fail(
            f"The /game command payload changed: discord.py {discord.__version__} now builds something "
            f"other than the snapshot taken with discord.py {saved['discord.py']} (a discord.py release, "
            f"or a game's options changed what Discord receives).\n{REGENERATE}\n\n{diff}",
            pytrace=False,
        )


async def test_the_running_bot_syncs_exactly_the_snapshot(harness):
    """What the real client sends Discord at start (through its own sync) is the snapshot, less the test-only game."""
    synced = copy.deepcopy(next(c for c in harness.standin.global_commands if c["name"] == "game"))
    for added_by_discord in ("id", "application_id", "version"):
        del synced[added_by_discord]
    new = next(o for o in synced["options"] if o["name"] == "new")
    assert "tiny" in [o["name"] for o in new["options"]]
    new["options"] = [o for o in new["options"] if o["name"] != "tiny"]
    assert synced == json.loads(SNAPSHOT.read_text(encoding="utf-8"))["payload"], REGENERATE


def test_snapshot_offers_every_game_and_its_options():
    """README: 'Games are discovered ... adding one touches no front end': the
    snapshot has one /game new sub-command per game, one option per variant,
    then the table's clock, and the computers to seat at once with their
    level (issue 32)."""
    saved = json.loads(SNAPSHOT.read_text(encoding="utf-8"))["payload"]
    new = next(o for o in saved["options"] if o["name"] == "new")
    offered = {c["name"]: [o["name"] for o in c["options"]] for c in new["options"]}
    games = registry.games()
    assert offered == {key: [v.key for v in game.info.variants] + ["clock", "computers", "level"]
                       for key, game in games.items()}, REGENERATE


# -- the other /game commands ------------------------------------------------------------

# docs/discord.md section 4: each command, what it is called with, and what reaches the client's handler
WIRING = [
    ("join", {}, ("join", "cmd_lobby", "join")),
    ("computer", {"level": "hard"}, ("computer", "cmd_lobby", "computer", "hard")),
    ("leave", {}, ("leave", "cmd_lobby", "leave")),
    ("computer", {}, ("computer", "cmd_lobby", "computer")),
    ("start", {}, ("start", "cmd_start")),
    ("move", {"move": "play 3"}, ("move", "cmd_move", "play 3")),
    ("status", {}, ("status", "cmd_status")),
    ("board", {}, ("board", "cmd_board")),
    ("hand", {}, ("hand", "cmd_hand", {"notices": False})),  # no "new private info" notice about itself
    ("history", {}, ("history", "cmd_history", 20, None)),  # the last 20 moves unless asked
    ("history", {"last": 50}, ("history", "cmd_history", 50, None)),
    ("history", {"turn": 3}, ("history", "cmd_history", 20, 3)),  # the board after move 3
    ("undo", {}, ("undo", "cmd_undo")),
    ("rematch", {}, ("rematch", "cmd_rematch")),
    ("stats", {}, ("stats", "cmd_stats", None)),  # None: the asker
    ("leaderboard", {}, ("leaderboard", "cmd_leaderboard", None)),  # None: this channel's game
    ("leaderboard", {"game": "bits"}, ("leaderboard", "cmd_leaderboard", "bits")),
    ("mine", {}, ("mine", "cmd_mine")),
    ("resign", {}, ("resign", "cmd_resign")),
    ("abort", {}, ("abort", "cmd_abort")),
    ("rules", {}, ("rules", "cmd_rules", None)),  # None: this channel's game
    ("rules", {"game": "bits"}, ("rules", "cmd_rules", "bits")),
    ("export", {}, ("export", "cmd_export")),
    ("settings", {"idle_hours": 6.0}, ("settings", "cmd_settings", 6.0, None, None, None, None)),
    ("settings", {"clock": "daily"}, ("settings", "cmd_settings", None, "daily", None, None, None)),
    ("settings", {"timeout_default": "skip"}, ("settings", "cmd_settings", None, None, "skip", None, None)),
    ("settings", {"language": "de"}, ("settings", "cmd_settings", None, None, None, "de", None)),
    ("settings", {"computer_minutes": 20.0}, ("settings", "cmd_settings", None, None, None, None, 20.0)),
    ("server", {}, ("server", "cmd_server", None, None, None, None, None)),  # no option: show the server's settings
    ("server", {"clock": "daily"}, ("server", "cmd_server", "daily", None, None, None, None)),
    ("server", {"abandon_after_days": 30}, ("server", "cmd_server", None, 30, None, None, None)),
    ("server", {"max_games": 5}, ("server", "cmd_server", None, None, 5, None, None)),
    ("server", {"vacation_days": 5}, ("server", "cmd_server", None, None, None, 5, None)),
    ("server", {"takeover_level": "hard"}, ("server", "cmd_server", None, None, None, None, "hard")),
    ("catchup", {}, ("catchup", "cmd_catchup", {"notices": False})),  # issue 28; it shows the hand itself
    ("me", {}, ("me", "cmd_me", None, None, None, None, None, None)),  # no option: show my settings
    ("me", {"zone": "Asia/Tokyo", "quiet": "0-8", "interval": 24.0, "told": "dm", "before": True},
     ("me", "cmd_me", "Asia/Tokyo", "0-8", 24.0, "dm", True, None)),
    ("me", {"vacation": 3}, ("me", "cmd_me", None, None, None, None, None, 3)),
]


@pytest.mark.parametrize(("name", "values", "handed"), WIRING)
async def test_each_command_reaches_its_handler(name, values, handed):
    bot = StubBot()
    build_tree(bot)  # type: ignore[arg-type]
    command = bot.tree.get_command("game").get_command(name)  # type: ignore[union-attr]
    await command.callback(command.binding, object(), **values)  # a method of the feature that handles it
    assert bot.calls == [handed]


def test_every_documented_command_exists():
    bot = StubBot()
    build_tree(bot)  # type: ignore[arg-type]
    group = bot.tree.get_command("game")
    assert sorted(c.name for c in group.commands) == sorted({name for name, _, _ in WIRING} | {"new"})


class Extra(app_commands.Group, name="extra", description="A feature declared after today's payload"):
    @app_commands.command(name="aaa", description="Sorted first by name, yet not in the pinned order")
    async def aaa(self, interaction: discord.Interaction) -> None:  # pragma: no cover - never invoked
        pass

    @app_commands.command(name="join", description="A second /game join")
    async def join(self, interaction: discord.Interaction) -> None:  # pragma: no cover - never invoked
        pass


def test_a_new_sub_command_comes_after_the_pinned_ones_and_a_repeated_name_is_refused():
    """commands.GameCommands: today's sub-commands keep their pinned order, a
    new one (not in PAYLOAD_ORDER) comes after them, and two features
    declaring the same sub-command is an error at start, not a silent override."""
    features = build_tree(StubBot())
    extra = Extra()
    extra.remove_command("join")
    game = commands.GameCommands(extra, features.manage, features.lobby)
    assert [c.name for c in game.commands] == ["new", "join", "leave", "computer", "start", "rematch", "resign",
                                               "abort", "settings", "server", "aaa"]
    with pytest.raises(ValueError, match="/game join is declared twice"):
        commands.GameCommands(features.lobby, Extra())


@pytest.mark.parametrize(("total", "warned"), [(25, False), (26, True)])
def test_at_most_25_games_under_game_new(caplog, total, warned):
    """Discord allows 25 sub-commands in a group: the first 25 games by key are offered, with a warning."""
    extra = [type(f"Game{i}", (TinyRace,), {"info": GameInfo(key=f"game{i:02}", name=f"Game {i}", min_players=1,
                                                              max_players=2, summary="One of many.")})()
             for i in range(total - len(registry.games()))]
    for game in extra:
        registry.register(game)
    try:
        bot = StubBot()
        with caplog.at_level("WARNING", logger="referee.discord"):
            build_tree(bot)  # type: ignore[arg-type]
        offered = [c.name for c in bot.tree.get_command("game").get_command("new").commands]  # type: ignore[union-attr]  # both are groups
        assert len(registry.games()) == total and offered == sorted(registry.games())[:25]
        assert ("offers the first 25" in caplog.text) is warned
    finally:
        for game in extra:
            registry.unregister(game.info.key)


async def test_rules_autocomplete_finds_games_by_key_or_name(harness):
    s = harness.standin
    everything = await s.autocomplete(s.alice, "game rules", "game", game="")
    assert [c["value"] for c in everything] == sorted(registry.games())
    assert await s.autocomplete(s.alice, "game rules", "game", game="TW") == [
        {"name": "Tweeeet", "value": "tweeeet"}, {"name": "Twittens", "value": "twittens"}]
    assert await s.autocomplete(s.alice, "game rules", "game", game="race") == [
        {"name": "Tiny Race", "value": "tiny"}]  # by its name only


# -- /game new <game> from a game's variants ------------------------------------------------

LONG = "A description far longer than Discord allows for an option, so it must be shortened somewhere " * 2
COLOURS = tuple(f"colour{i}" for i in range(30))
SHADES = tuple(f"shade{i}" for i in range(25))
CUT = "a_very_long_option_name_that_discord_cuts_short_"  # Discord names have at most 32 characters

TRICKY_VARIANTS = (
    Variant("option_0", "Looks like a generated parameter name.", kind="int", default=0, maximum=5),
    Variant("stable-soil", "A hyphen: not a Python name.", kind="bool", default=False),
    Variant("class", "A Python keyword.", kind="int", default=2, minimum=1),
    Variant("Interaction", "The callback's own first parameter's name.", kind="choice",
            default="a", choices=("a", "b")),
    Variant("Rounds!", "No bounds at all.", kind="int", default=0),
    Variant("rounds", "The same Discord name as the one before.", kind="int", default=3, minimum=1, maximum=9),
    Variant("colour", "More choices than Discord lists.", kind="choice", default="colour0", choices=COLOURS),
    Variant("shade", "As many choices as Discord lists.", kind="choice", default="shade0", choices=SHADES),
    Variant("long-choice", "A choice too long for Discord.", kind="choice", default="short",
            choices=("short", "x" * 101)),
    Variant("edge-choice", "A choice as long as Discord allows.", kind="choice", default="short",
            choices=("short", "y" * 100)),
    Variant("blank-choice", "A choice too short for Discord.", kind="choice", default="some", choices=("", "some")),
    Variant("chatty", LONG, kind="bool", default=True),
    Variant(CUT + "1", "Cut to 32 characters.", kind="bool"),
    Variant(CUT + "2", "Cut to the same 32 characters.", kind="bool"),
    Variant(CUT + "3", "And again.", kind="bool"),
)


class TrickyGame(TinyRace):
    info = GameInfo(key="tricky", name="Tricky Race", min_players=2, max_players=4,
                    summary="Tiny Race with options whose names Python and Discord disagree on.",
                    variants=TRICKY_VARIANTS)


def tricky_command(bot: StubBot | None = None, game: Any = None) -> app_commands.Command:
    bot = bot or StubBot()
    group = app_commands.Group(name="new", description="Open a lobby")
    return new_game_command(bot.guarded, bot.cmd_new, group, game or TrickyGame())


BOOL, INT, STR = (discord.AppCommandOptionType.boolean, discord.AppCommandOptionType.integer,
                  discord.AppCommandOptionType.string)
# Discord's option name, the callback's parameter, type, min, max, choices (None: free text or not a choice)
EXPECTED_OPTIONS = [
    ("option_0", "option_0", INT, None, 5, None),
    ("stable-soil", "stable_soil", BOOL, None, None, None),
    ("class", "option_1", INT, 1, None, None),
    ("interaction", "option_2", STR, None, None, ["a", "b"]),
    ("rounds", "rounds", INT, None, None, None),
    ("rounds_2", "rounds_2", INT, 1, 9, None),
    ("colour", "colour", STR, None, None, None),
    ("shade", "shade", STR, None, None, list(SHADES)),
    ("long-choice", "long_choice", STR, None, None, None),
    ("edge-choice", "edge_choice", STR, None, None, ["short", "y" * 100]),
    ("blank-choice", "blank_choice", STR, None, None, None),
    ("chatty", "chatty", BOOL, None, None, None),
    ("a_very_long_option_name_that_dis", "a_very_long_option_name_that_dis", BOOL, None, None, None),
    ("a_very_long_option_name_that_d_2", "a_very_long_option_name_that_d_2", BOOL, None, None, None),
    ("a_very_long_option_name_that_d_3", "a_very_long_option_name_that_d_3", BOOL, None, None, None),
]


def test_each_variant_is_an_optional_typed_option_in_order():
    """bool -> boolean, int -> integer with the variant's own bounds, choice ->
    string with Discord's choices when it can list them (at most 25, each at
    most 100 characters), else free text the game checks."""
    parameters = tricky_command().parameters
    got = [(p.display_name, p.name, p.type, p.min_value, p.max_value, [c.value for c in p.choices] or None)
           for p in parameters]
    assert got == EXPECTED_OPTIONS
    assert all(not p.required and p.default is None for p in parameters)
    assert all(c.name == c.value for p in parameters for c in p.choices)


@pytest.mark.parametrize(("option", "taken", "parameter"), [
    ("stable-soil", set(), "stable_soil"),
    ("class", set(), "option_0"),  # a Python keyword
    ("interaction", set(), "option_0"),  # the callback's first parameter
    ("9lives", set(), "option_0"),  # not an identifier
    ("class", {"option_0", "option_1"}, "option_2"),
    ("rounds", {"rounds"}, "option_0"),
])
def test_parameter_names(option, taken, parameter):
    """The generated signature's parameters are the option names where Python allows, else option_N."""
    assert variants.parameter_name(option, taken) == parameter


@pytest.mark.parametrize(("count", "warned"), [(25, False), (26, True)])
def test_at_most_25_options_and_a_warning_about_the_rest(caplog, count, warned):
    """Discord allows 25 options to a command: the first 25 variants are offered."""
    variants = tuple(Variant(f"v{i}", f"Option {i}.", kind="int", default=i) for i in range(count))
    game = SimpleNamespace(info=GameInfo(key="many", name="Many", min_players=1, max_players=2,
                                         summary="Many options.", variants=variants))
    with caplog.at_level("WARNING", logger="referee.discord"):
        command = tricky_command(game=game)
    assert [p.display_name for p in command.parameters] == [f"v{i}" for i in range(25)]
    assert ("only the first are offered" in caplog.text) is warned


def test_descriptions_keep_the_default_and_fit_discord():
    """Every option says its default, even when its description is too long for Discord's 100 characters."""
    command = tricky_command()
    descriptions = {p.display_name: p.description for p in command.parameters}
    assert descriptions["stable-soil"] == "A hyphen: not a Python name. (default: no)"
    assert descriptions["class"] == "A Python keyword. (default: 2)"
    chatty = descriptions["chatty"]
    assert len(chatty) <= 100 and chatty.endswith("… (default: yes)")
    kept = chatty.removesuffix("… (default: yes)")
    assert LONG.startswith(kept) and LONG[len(kept)] == " ", "cut after a whole word"
    assert 1 <= len(command.description) <= 100 and command.description.startswith("Open a lobby for Tricky Race")


@pytest.mark.parametrize(("text", "limit", "expected"), [
    ("short enough", 12, "short enough"),
    ("one two three", 12, "one two…"),
    ("one, two three", 12, "one, two…"),
    ("one two, three", 12, "one two…"),
    ("abcdefghijklmnop", 8, "abcdefg…"),  # no space: cut inside the word
    ("abcdef ghijklmnop", 12, "abcdef…"),  # cutting at the space keeps half the limit
    ("abcde fghijklmnop", 12, "abcde fghij…"),  # it would keep less than half
])
def test_clip_words(text, limit, expected):
    assert variants.clip_words(text, limit) == expected
    assert len(variants.clip_words(text, limit)) <= limit


def test_an_absurdly_long_default_is_shortened_with_its_description():
    variant = Variant("x", "Short.", kind="choice", default="d" * 120, choices=("d" * 120,))
    text = variants.option_description(variant)
    assert len(text) == 100 and text.startswith("Short. (default: ddd") and text.endswith("…")


@pytest.mark.parametrize(("default", "kept"), [("d" * 38, True), ("d" * 39, False)])
def test_a_default_is_kept_whole_up_to_half_the_description(default, kept):
    """' (default: ...)' of up to 50 characters survives any description; a longer one is shortened with it."""
    variant = Variant("x", LONG, kind="choice", default=default, choices=(default,))
    text = variants.option_description(variant)
    assert len(text) <= 100
    assert text.endswith(f"… (default: {default})") is kept


async def test_the_callback_hands_the_variant_keys_to_cmd_new():
    """Options come back under the game's own variant keys; options not given
    (None) are left out, so the game fills in its defaults."""
    bot = StubBot()
    command = tricky_command(bot)
    by_option = {p.display_name: p.name for p in command.parameters}
    given = {"stable-soil": True, "class": 4, "interaction": "b", "rounds": 7, "rounds_2": 2,
             "option_0": 5, "colour": None, "long-choice": "x" * 101, "a_very_long_option_name_that_d_3": True}
    # What discord.py does with an invocation: Discord's option names -> the callback's parameters.
    await command.callback(object(), **{by_option[k]: v for k, v in given.items()})
    assert bot.calls == [("new tricky", bot.cmd_new, "tricky",
                          {"stable-soil": True, "class": 4, "Interaction": "b", "Rounds!": 7, "rounds": 2,
                           "option_0": 5, "long-choice": "x" * 101, CUT + "3": True})]


@pytest.fixture
def tricky_game(tiny_game):
    registry.register(TrickyGame())
    yield
    registry.unregister("tricky")


async def test_options_reach_the_game_through_discord(tricky_game, harness):
    """End to end with the real discord.py client: Discord's option names
    (hyphens, keywords, duplicates) reach the lobby as the game's variant keys."""
    s = harness.standin
    given = {"stable-soil": True, "class": 4, "interaction": "b", "rounds_2": 9, "colour": "colour29",
             "a_very_long_option_name_that_d_2": True}
    ex = await s.slash(s.alice, "game new tricky", **given)
    assert ex.replies() and all(m.ephemeral for m in ex.replies())
    table = await harness.service.table(str(s.guild_id), str(s.channel_id))
    assert table.row.kind == "tricky"
    assert table.row.options == {**{v.key: v.default for v in TRICKY_VARIANTS},
                                 "stable-soil": True, "class": 4, "Interaction": "b", "rounds": 9,
                                 "colour": "colour29", CUT + "2": True}
    refused = await s.slash(s.bob, "game new tricky", channel_id=s.add_channel("other"), colour="mauve")
    assert "colour is one of colour0" in refused.ephemeral_text(), "free text is checked by the game"


# -- public API only ------------------------------------------------------------------------


def private_uses(path: Path, attributes: bool) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("discord"):
            if node.module != "discord" or any(a.name.startswith("_") for a in node.names):
                found.append(f"{path.name}:{node.lineno}: from {node.module} import ...")
        elif isinstance(node, ast.Import):
            found += [f"{path.name}:{node.lineno}: import {a.name}" for a in node.names
                      if a.name.startswith("discord.")]
        elif attributes and isinstance(node, ast.Attribute) and node.attr.startswith("_") \
                and not (node.attr.startswith("__") and node.attr.endswith("__")):
            found.append(f"{path.name}:{node.lineno}: .{node.attr}")
    return found


def test_the_front_end_uses_only_discord_py_public_api():
    """Issue 13 item 7: no private discord.py attribute or module (``command._callback``,
    ``_params``, ``discord.app_commands.transformers.CommandParameter``), so a 2.x release cannot break them."""
    offences = []
    for path in sorted(FRONT_END.glob("*.py")):
        # Modules whose classes subclass discord.py's keep attributes of their own: imports only.
        own = path.name in ("commands.py", "variants.py", "components.py", "present.py")
        offences += private_uses(path, attributes=own)
    assert offences == []


@pytest.mark.parametrize(("source", "offence"), [
    ("command._callback = f", "._callback"),
    ("params = command._params", "._params"),
    ("from discord.app_commands.transformers import CommandParameter", "from discord.app_commands.transformers"),
    ("import discord.enums", "import discord.enums"),
    ("from discord import _private", "from discord import"),
    ("import discord\nfrom discord import app_commands\nf.__signature__ = s\nx = discord.ui.View", None),
])
def test_the_public_api_check_catches_private_uses(tmp_path, source, offence):
    path = tmp_path / "commands.py"
    path.write_text(source + "\n", encoding="utf-8")
    found = private_uses(path, attributes=True)
    if offence is None:
        assert found == []
    else:
        assert len(found) == 1 and offence in found[0], found


def test_pages_cut_between_paragraphs_then_lines_and_keep_every_character():
    text = "a" * 10 + "\n\n" + "b" * 10 + "\n" + "c" * 10
    assert pages(text, 12) == ["a" * 10, "b" * 10, "c" * 10]
    assert pages("x" * 25, 10) == ["x" * 10, "x" * 10, "x" * 5]
    assert pages("short", 10) == ["short"]
