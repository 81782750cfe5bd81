"""Slash commands in German and Russian (bot/discordbot/translator.py): every
name, description, option and choice of /game has its words in every
catalogue, the English catalogue says what the code declares, and every
localised name is one Discord accepts."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterator
from typing import Any

import discord
import pytest
from discord import app_commands

from bot import config
from bot.discordbot import runner
from bot.discordbot.commands import build_tree
from bot.discordbot.translator import DOMAIN, CatalogueTranslator, message_id
from bot.i18n import LOCALES, SOURCE, Catalogue, catalogue
from tests.discord.test_payload import StubBot, game_payload

WORDS = catalogue()
# Discord's rule for a slash command's or option's name (CHAT_INPUT): 1-32 letters, digits, - or _, lower case.
NAME = re.compile(r"^[-_\w]{1,32}$")


class Recorder(app_commands.Translator):
    """Every string the tree asks to translate, with its catalogue id."""

    def __init__(self) -> None:
        self.seen: dict[str, set[str]] = {}

    async def translate(self, string, locale, context):
        if locale is discord.Locale.german:
            self.seen.setdefault(message_id(context.location, context.data) or "", set()).add(string.message)
        return None


def asked() -> dict[str, set[str]]:
    bot = StubBot()
    build_tree(bot)  # type: ignore[arg-type]
    recorder = Recorder()
    asyncio.run(bot.tree.get_command("game").get_translated_payload(bot.tree, recorder))
    return recorder.seen


def test_every_string_of_game_has_an_id_and_one_english_text():
    seen = asked()
    assert "" not in seen
    assert {i: texts for i, texts in seen.items() if len(texts) != 1} == {}


def test_the_english_catalogue_is_what_the_code_declares():
    seen = {i: next(iter(texts)) for i, texts in asked().items()}
    english = {i: WORDS.text(SOURCE, i) for i in WORDS.ids(SOURCE) if i.startswith(("cmd-", "opt-", "choice-"))}
    assert english == seen


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != SOURCE])
def test_every_string_of_game_is_translated(locale):
    missing = sorted(i for i in asked() if not WORDS.has(locale, i))
    assert missing == []


def nodes(option: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield option
    for child in option.get("options") or ():
        yield from nodes(child)


def test_every_localised_name_is_valid_for_discord_and_unique_among_its_siblings():
    payload = game_payload()
    locales = {loc for node in nodes(payload) for loc in (node.get("name_localizations") or {})}
    assert locales == {"de", "ru"}
    for node in nodes(payload):
        names = node.get("name_localizations") or {}
        assert set(names) == locales, node["name"]
        for loc, name in names.items():
            assert NAME.match(name) and name == name.lower(), (loc, name)
        descriptions = node.get("description_localizations") or {}
        assert set(descriptions) == locales, node["name"]
        assert all(1 <= len(d) <= 100 for d in descriptions.values()), descriptions
        for choice in node.get("choices") or ():
            assert all(1 <= len(c) <= 100 for c in (choice.get("name_localizations") or {}).values())
            assert set(choice.get("name_localizations") or {}) == locales, choice["name"]
        children = node.get("options") or ()
        for loc in locales:
            seen = [child["name_localizations"][loc] for child in children]
            assert len(seen) == len(set(seen)), (node["name"], loc, seen)


@pytest.mark.parametrize(("locale", "expected"), [
    (discord.Locale.german, "zug"), (discord.Locale.russian, "ход"),
    (discord.Locale.american_english, None), (discord.Locale.british_english, None), (discord.Locale.french, None),
])
def test_the_translator_answers_in_the_readers_language_or_leaves_english(locale, expected):
    bot = StubBot()
    build_tree(bot)  # type: ignore[arg-type]
    move = bot.tree.get_command("game").get_command("move")
    context = app_commands.TranslationContext(app_commands.TranslationContextLocation.command_name, move)
    got = asyncio.run(CatalogueTranslator().translate(app_commands.locale_str("move"), locale, context))
    assert got == expected


def test_a_string_the_catalogue_does_not_have_is_left_in_english(tmp_path):
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "commands.ftl").write_text("cmd-game = game\n", encoding="utf-8")
    (tmp_path / "de").mkdir()
    (tmp_path / "de" / "commands.ftl").write_text("cmd-game = spiel\n", encoding="utf-8")
    translator = CatalogueTranslator(Catalogue(tmp_path))
    bot = StubBot()
    build_tree(bot)  # type: ignore[arg-type]
    game = bot.tree.get_command("game")
    where = app_commands.TranslationContextLocation
    name = app_commands.TranslationContext(where.group_name, game)
    other = app_commands.TranslationContext(where.other, None)
    assert asyncio.run(translator.translate(app_commands.locale_str("game"), discord.Locale.german, name)) == "spiel"
    move = app_commands.TranslationContext(where.command_name, game.get_command("move"))
    assert asyncio.run(translator.translate(app_commands.locale_str("move"), discord.Locale.german, move)) is None
    assert asyncio.run(translator.translate(app_commands.locale_str("x"), discord.Locale.german, other)) is None


def test_ids_name_where_the_string_is():
    bot = StubBot()
    build_tree(bot)  # type: ignore[arg-type]
    game = bot.tree.get_command("game")
    where = app_commands.TranslationContextLocation
    history = game.get_command("history")
    last = next(p for p in history.parameters if p.name == "last")
    assert message_id(where.group_name, game) == "cmd-game"
    assert message_id(where.group_description, game) == "cmd-game-desc"
    assert message_id(where.command_name, history) == "cmd-game-history"
    assert message_id(where.command_description, history) == "cmd-game-history-desc"
    assert message_id(where.parameter_name, last) == "opt-game-history-last"
    assert message_id(where.parameter_description, last) == "opt-game-history-last-desc"
    assert message_id(where.choice_name, app_commands.Choice(name="Stable soil", value="stable-soil")) == \
        "choice-stable-soil"
    assert message_id(where.other, None) is None


def test_a_change_of_the_words_is_a_change_of_the_commands_to_sync(monkeypatch, tmp_path):
    """A sync is sent when the payload changed; new translations change what Discord shows, so they count."""
    settings = config.load({"REFEREE_DB": str(tmp_path / "referee.db"), "RENDER_PROCESSES": "0"})
    bot = runner.RefereeBot(settings, None)
    before = runner.payload_hash(bot, settings)
    for locale in WORDS.locales:
        (tmp_path / locale).mkdir()
        text = (WORDS.root / locale / f"{DOMAIN}.ftl").read_text(encoding="utf-8")
        (tmp_path / locale / f"{DOMAIN}.ftl").write_text(text.replace("= zug\n", "= ziehen\n"), encoding="utf-8")
    monkeypatch.setattr(runner, "catalogue", lambda: Catalogue(tmp_path))
    assert runner.payload_hash(bot, settings) != before
