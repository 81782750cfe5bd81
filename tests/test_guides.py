"""The guides (issue 31): `/game rules` and the console's `rules` from the
catalogues, in English exactly as before the move, and in German and
Russian complete (no English sentence, every command written by each front
end its own way)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.console.wording import console_command, console_wording
from bot.discordbot.present import CONTENT_LIMIT, pages, slash_command
from bot.i18n import LOCALES, SOURCE, catalogue
from bot.service import Service, clocks, guides
from rules import registry
from rules.base import COMMAND_CLOSE, COMMAND_OPEN, GameInfo, write_commands
from storage.store import Store
from tests.support.clock import Clock

GAMES = registry.games()
KINDS = sorted(GAMES)
TRANSLATIONS = [locale for locale in LOCALES if locale != SOURCE]
BEFORE = Path(__file__).parent / "support" / "guides"  # today's texts, taken before the guides moved

# Words German shares with English (the same word, or a game's term kept as the
# project's own): allowed in a German guide. Russian shares none.
SHARED = {"de": {"block", "computer", "option", "version", "bonus", "marker", "markers", "park", "hand",
                 "team", "nest", "orange", "west", "extra", "stand"}, "ru": set()}
# Names: the games' and their pieces' names, the same in every language.
NAMES = {"bits", "townies", "tweeeet", "twittens", "twitten", "bimble"}
# Typed words a guide quotes outside backticks: `moves bank` lists the moves with "bank".
QUOTED = {"bank"}


def english_words(text: str) -> set[str]:
    """The words of four letters or more outside backticks (what is typed,
    the notation, stays as it is in every language)."""
    return {w.lower() for w in re.findall(r"[A-Za-z]{4,}", re.sub(r"`[^`]*`", " ", text))}


def typed(kind: str) -> set[str]:
    """What a player types in the options: keys and choices."""
    words: set[str] = set()
    for v in GAMES[kind].info.variants:
        words |= english_words(" ".join((v.key, *v.choices)).replace("_", " "))
    return words


@pytest.mark.parametrize("kind", KINDS)
def test_the_english_rules_text_is_byte_identical_to_the_guide_before_it_moved(kind):
    text = guides.rules_text(GAMES[kind].info)
    assert write_commands(text, slash_command) == (BEFORE / f"{kind}.discord.md").read_text(encoding="utf-8")
    assert console_wording(text) == (BEFORE / f"{kind}.console.txt").read_text(encoding="utf-8")
    assert guides.rules_text(GAMES[kind].info, "en") == text  # None is English


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("kind", KINDS)
def test_every_guide_renders_in_every_locale_with_its_commands_written_by_each_front_end(kind, locale):
    info = GAMES[kind].info
    text = guides.rules_text(info, locale)
    assert guides.guide(info, locale) in text
    discord_text, console_text = write_commands(text, slash_command), console_wording(text)
    for command, words in info.guide_commands:
        assert f"`/game {words}`" in discord_text, command
        assert console_command(words) in console_text and "/game" not in console_text
    for written in (discord_text, console_text):
        assert COMMAND_OPEN not in written and COMMAND_CLOSE not in written
        assert "{$" not in written and "{ $" not in written and '{"' not in written


@pytest.mark.parametrize("kind", KINDS)
def test_a_guides_commands_are_the_arguments_its_message_takes(kind):
    info = GAMES[kind].info
    assert info.guide == f"{kind}-guide"
    for locale in LOCALES:
        assert catalogue().arguments(locale, info.guide) == {argument for argument, _ in info.guide_commands}


@pytest.mark.parametrize("locale", TRANSLATIONS)
@pytest.mark.parametrize("kind", KINDS)
def test_no_english_sentence_in_a_translated_guide(kind, locale):
    """Every English word of the game's rules text (names, what is typed
    and the words both languages share excepted) is absent from the
    translation: the guide, the summary, the option lines and the clocks."""
    info = GAMES[kind].info
    english = english_words(write_commands(guides.rules_text(info), console_command))
    translated = write_commands(guides.rules_text(info, locale), console_command)
    left = english_words(translated) & english - NAMES - QUOTED - typed(kind) - SHARED[locale] - {"false", "true"}
    assert left == set()


@pytest.mark.parametrize("locale", TRANSLATIONS)
def test_the_distinctive_words_of_the_english_guides_do_not_appear_in_a_translation(locale):
    phrases = ["How to play", "Moves", "Pictures", "Each round", "every", "player", "your", "until", "takes",
               "back", "lists", "picture", "board", "the", "and", "with", "Clocks", "Default", "reminders"]
    for kind in KINDS:
        text = re.sub(r"`[^`]*`", " ", write_commands(guides.rules_text(GAMES[kind].info, locale), console_command))
        assert [p for p in phrases if re.search(rf"\b{p}\b", text, re.IGNORECASE)] == [], kind


@pytest.mark.parametrize("locale", TRANSLATIONS)
@pytest.mark.parametrize("kind", KINDS)
def test_a_translated_guide_keeps_the_notation_and_numbers(kind, locale):
    """The examples (in backticks) and the numbers of the English guide are
    all in the translation, as many times."""
    info = GAMES[kind].info
    english, translated = guides.guide(info), guides.guide(info, locale)
    assert sorted(re.findall(r"`[^`]*`", translated)) == sorted(re.findall(r"`[^`]*`", english))
    assert sorted(re.findall(r"-?\d+", translated)) == sorted(re.findall(r"-?\d+", english))
    assert translated.count("\n\n") == english.count("\n\n")  # the same paragraphs
    assert translated.count("\n- ") == english.count("\n- ")  # the same list of moves


@pytest.mark.parametrize("kind", KINDS)
def test_the_catalogues_english_summary_and_options_are_the_engines(kind):
    """The engine's GameInfo keeps its English summary and option
    descriptions for the lobby and the console's list: the catalogue's
    English says the same."""
    info = GAMES[kind].info
    assert catalogue().text(SOURCE, f"{kind}-summary") == info.summary
    for v in info.variants:
        assert catalogue().text(SOURCE, f"{kind}-option-{v.key}") == v.description


def test_the_clocks_english_words_are_the_presets_and_every_locale_names_every_clock():
    for name, preset in clocks.PRESETS.items():
        assert catalogue().text(SOURCE, f"rules-clock-{name}") == preset.summary
    for locale in LOCALES:
        text = clocks.explained(locale)
        assert all(f"- `{name}`: " in text for name in clocks.CHOICES)
        assert "`timeout_default`" in text and "`wait`" in text
    assert clocks.explained("de") != clocks.explained() != clocks.explained("ru")


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("kind", KINDS)
def test_the_longer_translations_still_page_into_discord_messages(kind, locale):
    text = write_commands(guides.rules_text(GAMES[kind].info, locale), slash_command)
    parts = pages(text)
    assert all(0 < len(part) <= CONTENT_LIMIT for part in parts)
    assert "\n\n".join(parts).replace("\n\n", "\n") == text.replace("\n\n", "\n")  # nothing lost


def test_the_heading_counts_players_in_the_readers_language():
    info = GAMES["townies"].info
    assert guides.rules_text(info, "de").startswith("**Townies**: 1 bis 5 Spieler. ")
    assert guides.rules_text(info, "ru").startswith("**Townies**: от 1 до 5 игроков. ")
    assert "- Option `cards` (none, individual, all): " in guides.rules_text(info, "de")
    assert "- опция `marker` (random, red, yellow, brown, green, blue): " in guides.rules_text(info, "ru")


async def test_the_service_tells_the_rules_in_the_locale_asked_for():
    store = await Store.open(":memory:")
    service = Service(store, clock=Clock())
    assert (await service.rules_text("bits", "de")).split("\n")[1].startswith("**So wird gespielt.**")
    assert (await service.rules_text("bits", "ru")).split("\n")[1].startswith("**Как играть.**")
    assert (await service.rules_text("bits")).split("\n")[1].startswith("**How to play.**")
    await store.close()
    service.executor.shutdown(wait=False)


def test_a_guide_the_catalogues_lack_is_an_error_and_a_game_without_one_has_none():
    lost = GameInfo("lost", "Lost", 1, 2, "A game whose guide is missing.", guide="lost-guide")
    with pytest.raises(LookupError, match="lost-guide"):
        guides.guide(lost)
    bare = GameInfo("bare", "Bare", 1, 2, "A game without a guide.")
    assert guides.guide(bare, "de") == ""
    assert guides.rules_text(bare, "de").split("\n")[0] == "**Bare**: 1 bis 2 Spieler. A game without a guide."
