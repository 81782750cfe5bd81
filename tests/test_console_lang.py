"""The console's language (issue 31): `referee play --lang` and
REFEREE_LANG choose the language of `rules`; English without them; a
language the catalogues lack is refused before anything is played."""

from __future__ import annotations

import io
import sys

import pytest

from bot import cli, config


def rules_out(monkeypatch, capsys, tmp_path, *extra: str) -> str:
    monkeypatch.setattr(sys, "stdin", io.StringIO("ann: rules\n"))
    db = str(tmp_path / "game.db")
    assert cli.main(["play", "tweeeet", "--players", "ann,bob", "--seed", "2", "--db", db, *extra]) == 0
    return capsys.readouterr().out.split("> ann: rules\n", 1)[1]


def test_lang_ru_tells_the_rules_in_russian_with_the_consoles_commands(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    out = rules_out(monkeypatch, capsys, tmp_path, "--lang", "ru")
    assert "\nTweeeet: от 2 до 6 игроков. Зарянки против варакушек" in out
    assert "затем ряд (`move F18`):" in out and "/game" not in out and "**" not in out
    assert "How to play" not in out and "Часы (" in out


def test_referee_lang_is_the_default_and_lang_wins_over_it(monkeypatch, capsys, tmp_path):
    monkeypatch.setenv("REFEREE_LANG", "de-DE")
    assert "So wird gespielt." in rules_out(monkeypatch, capsys, tmp_path)
    assert "How to play." in rules_out(monkeypatch, capsys, tmp_path / "en", "--lang", "en")


def test_without_a_language_the_rules_are_english(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    out = rules_out(monkeypatch, capsys, tmp_path)
    assert "\nTweeeet: 2 to 6 players." in out and "How to play." in out


@pytest.mark.parametrize(("env", "given", "refusal"), [
    ({}, "fr", "--lang 'fr' is not a language the referee speaks yet. Languages: en, de, ru."),
    ({"REFEREE_LANG": "pt-BR"}, None, "REFEREE_LANG 'pt-BR' is not a language the referee speaks yet."),
])
def test_a_language_the_catalogues_lack_is_refused_in_a_sentence(env, given, refusal):
    with pytest.raises(SystemExit) as stop:
        config.language(env, given)
    assert str(stop.value.code).startswith(refusal)


@pytest.mark.parametrize(("env", "given", "locale"), [
    ({}, None, None), ({"REFEREE_LANG": " "}, None, None), ({"REFEREE_LANG": "ru_RU"}, None, "ru"),
    ({"REFEREE_LANG": "fr"}, "de", "de"), ({}, "EN-gb", None),
])
def test_the_language_setting_finds_its_catalogue(env, given, locale):
    assert config.language(env, given) == locale


def test_an_unknown_lang_stops_play_before_anything_is_stored(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(sys, "stdin", io.StringIO("ann: rules\n"))
    db = tmp_path / "game.db"
    assert cli.main(["play", "bits", "--players", "ann", "--lang", "klingon", "--db", str(db)]) == cli.EXIT_USAGE
    assert "--lang 'klingon' is not a language the referee speaks yet" in capsys.readouterr().err
    assert not db.exists()
