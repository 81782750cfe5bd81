"""The message catalogues (bot/i18n): every locale complete, every message
formatting with the arguments the source gives it, and the catalogue's own
behaviour (fallback to the source, refusals, plurals by locale)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import LOCALES, SOURCE, Catalogue, catalogue, supported

WORDS = catalogue()


def test_english_german_and_russian_are_read_from_their_folders():
    assert LOCALES == ("en", "de", "ru")
    assert WORDS.locales == LOCALES


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != SOURCE])
def test_every_translation_has_exactly_the_source_messages(locale):
    assert WORDS.ids(locale) == WORDS.ids(SOURCE)


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != SOURCE])
def test_every_translation_uses_the_arguments_of_its_source(locale):
    differ = {i: (WORDS.arguments(SOURCE, i), WORDS.arguments(locale, i))
              for i in WORDS.ids(SOURCE) if WORDS.arguments(SOURCE, i) != WORDS.arguments(locale, i)}
    assert differ == {}


@pytest.mark.parametrize("locale", LOCALES)
def test_every_message_formats_in_every_locale(locale):
    for msg_id in sorted(WORDS.ids(locale)):
        sample = {name: 3 for name in WORDS.arguments(locale, msg_id)}
        assert WORDS.text(locale, msg_id, **sample).strip(), msg_id


@pytest.mark.parametrize(("tag", "locale"), [
    ("de", "de"), ("de-AT", "de"), ("en-US", "en"), ("en-GB", "en"), ("ru", "ru"), ("ru_RU", "ru"),
    ("RU", "ru"), ("pt-BR", None), ("fr", None), ("", None), (None, None),
])
def test_a_language_tag_finds_its_catalogue(tag, locale):
    assert supported(tag) == locale


def write(root: Path, locale: str, text: str, domain: str = "test") -> None:
    (root / locale).mkdir(parents=True, exist_ok=True)
    (root / locale / f"{domain}.ftl").write_text(text, encoding="utf-8")


@pytest.fixture
def small(tmp_path) -> Catalogue:
    write(tmp_path, "en", "hello = Hello, { $name }!\nonly-en = Only in English\n"
                          "moves = { $count -> \n    [one] { $count } move\n   *[other] { $count } moves\n}\n")
    write(tmp_path, "ru", "hello = Привет, { $name }!\n"
                          "moves = { $count -> \n    [one] { $count } ход\n    [few] { $count } хода\n"
                          "   *[many] { $count } ходов\n}\n")
    return Catalogue(tmp_path)


def test_a_message_takes_its_named_arguments_without_bidi_marks(small):
    assert small.text("ru", "hello", name="Аня") == "Привет, Аня!"
    assert small.text("en", "hello", name="Ann") == "Hello, Ann!"


def test_plurals_follow_each_languages_rules(small):
    assert [small.text("ru", "moves", count=n) for n in (1, 3, 5, 21)] == ["1 ход", "3 хода", "5 ходов", "21 ход"]
    assert [small.text("en", "moves", count=n) for n in (1, 3)] == ["1 move", "3 moves"]


def test_a_message_missing_from_a_translation_falls_back_to_the_source(small):
    assert small.text("ru", "only-en") == "Only in English"
    assert small.maybe("ru", "only-en") is None
    assert small.text("xx", "hello", name="A") == "Hello, A!"  # an unknown locale reads the source


def test_an_unknown_message_or_a_missing_argument_is_refused(small):
    with pytest.raises(LookupError, match="No message 'nothing'"):
        small.text("en", "nothing")
    with pytest.raises(LookupError, match="hello"):
        small.text("en", "hello")


def test_a_file_that_is_not_fluent_is_refused_with_its_path(tmp_path):
    write(tmp_path, "en", "good = fine\n!!! not a message\n")
    with pytest.raises(ValueError, match="not Fluent syntax"):
        Catalogue(tmp_path)


def test_the_arguments_of_a_message_are_found(small):
    assert small.arguments("en", "hello") == {"name"}
    assert small.arguments("en", "moves") == {"count"}
    assert small.arguments("en", "only-en") == set()


def test_a_domains_digest_changes_with_its_words_only(tmp_path):
    write(tmp_path, "en", "a = one\n")
    write(tmp_path, "en", "b = other\n", domain="other")
    before = Catalogue(tmp_path).digest("test")
    write(tmp_path, "en", "b = changed\n", domain="other")
    assert Catalogue(tmp_path).digest("test") == before
    write(tmp_path, "en", "a = two\n")
    assert Catalogue(tmp_path).digest("test") != before


def test_a_new_language_is_a_folder_of_files(tmp_path):
    write(tmp_path, "en", "a = one\n")
    write(tmp_path, "fr", "a = un\n")
    words = Catalogue(tmp_path)
    assert words.locales == ("en", "fr")
    assert words.text("fr", "a") == "un"


def test_a_folder_without_catalogue_files_is_no_language(tmp_path):
    write(tmp_path, "en", "a = one\n")
    (tmp_path / "fr").mkdir()  # started, nothing in it yet
    (tmp_path / "README.ftl").write_text("a = not a locale\n", encoding="utf-8")
    assert Catalogue(tmp_path).locales == ("en",)
