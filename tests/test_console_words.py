"""The console in German and Russian (issue 31): `referee play --lang de`
(and `ru`) through a whole seeded game of every title, a player typing
commands beside computer players, with every word the console prints in
that language; `demo`, `show` and `games --mine` likewise; the faults
`referee` explains in the user's language.

The leak scan (tests.support.english.leaks) reads everything `play`
printed. Words the engines and the service still write in English while
their helpers convert them (issue 31) are listed in PENDING, each with the
file it comes from; the console's own sentences must never leak."""

from __future__ import annotations

import asyncio
import io
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot import cli
from bot.console.commands import COMMANDS, play_help
from bot.console.faults import reason
from bot.i18n import catalogue
from rules import registry
from tests.support.english import leaks

LANGS = ("de", "ru")
GAMES = ("bits", "townies", "tweeeet", "twittens")

# Data, not words: the console's commands (typed as they are in every
# language, and named so in its help) and the players' names.
TYPED = {c.name for c in COMMANDS} | {"ann", "computer"}

# English that other helpers are converting now (issue 31), by where it is
# written; empty once the engines and the service speak German and Russian.
PENDING: dict[str, set[str]] = {}


class Player:
    """Ann at the console: a few typed commands, then each time her first
    legal move (`moves` read back from what the console printed), taking
    her first move back and making it again, until she has no move left."""

    def __init__(self, out: io.StringIO, typed: list[str]):
        self.out, self.typed = out, typed
        self.finished = False

    def answer(self, start: int) -> list[str]:
        return self.out.getvalue()[start:].splitlines()[1:]  # after the echo of the command

    def __iter__(self) -> Iterator[str]:
        yield from self.typed
        first = True
        for _ in range(500):
            start = len(self.out.getvalue())
            yield "ann: moves"
            found = [line[2:].split("  (")[0] for line in self.answer(start) if line.startswith("  ")]
            if not found:
                yield "ann: status"  # a game with nothing for ann to decide now: it is over
                self.finished = True
                break
            yield f"ann: move {found[0]}"
            if first:
                first = False
                yield from ("ann: undo", "ann: history", f"ann: move {found[0]}", "ann: hand")
        yield from ("ann: history", "ann: stats")


TYPED_FIRST = ["ann: help", "ann: status", "ann: moves", "ann: hand", "ann: history",
               "ann: move zz-99", "ann: frobnicate", "bob: status", "ann status",
               "ann: turn x", "ann: vote", "ann: me zone", "ann: me xyz 1", "ann: moves zzz-none"]


def play_through(monkeypatch, game: str, lang: str, computers: int = 1) -> tuple[str, Player]:
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    out = io.StringIO()
    player = Player(out, TYPED_FIRST)
    monkeypatch.setattr(sys, "stdin", player)
    monkeypatch.setattr(sys, "stdout", out)
    code = cli.main(["play", game, "--players", "ann", "--computer", str(computers), "--level", "easy",
                     "--seed", "3", "--lang", lang])
    assert code == 0
    return out.getvalue(), player


def leaking_lines(text: str, allowed: set[str]) -> dict[str, list[str]]:
    """Each leaking word and the first lines it is in (the test's report)."""
    found: dict[str, list[str]] = {}
    for line in text.splitlines():
        for word in leaks(line, allowed):
            found.setdefault(word, [])
            if len(found[word]) < 2:
                found[word].append(line.strip()[:160])
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_at_the_console_is_in_the_players_language(monkeypatch, game, lang):
    text, player = play_through(monkeypatch, game, lang)
    assert player.finished, "ann still had moves after 500 of them"
    said = catalogue()
    # the console's own sentences, in the language chosen
    assert said.text(lang, "con-help-header").splitlines()[0] in text
    for refusal in ("con-turn-which", "con-vote-what"):
        assert said.text(lang, "con-refused", reason=said.text(lang, refusal)) in text
    assert said.text(lang, "con-not-seated", who="bob", players="ann") in text
    assert said.text(lang, "con-line-form") in text
    assert said.text(lang, "con-moves-none", front="console") in text
    assert said.text(lang, "con-moves-none-match", typed="zzz-none") in text
    assert said.text(lang, "con-me-value", setting="zone") in text
    assert said.text(lang, "con-me-unknown", setting="xyz") in text
    assert said.text(lang, "con-unknown-command", name="frobnicate",
                     commands=", ".join(c.name for c in COMMANDS)) in text
    # and no English but what other helpers are converting now (shown with -rP)
    pending = set().union(*PENDING.values())
    print(f"{game} --lang {lang}: English left to other helpers: {' '.join(sorted(leaks(text, TYPED)))}")
    found = leaking_lines(text, TYPED | pending)
    assert found == {}, "English in the console's " + lang + " output:\n" + "\n".join(
        f"  {word}: {lines}" for word, lines in sorted(found.items()))


# Every variant of the messages that select on a word.
VARIANTS = {
    "con-json-kind": {"kind": ["object", "list", "boolean", "number", "null", "string"]},
    "con-show-broken": {"kind": ["entry", "index", "type", "overflow", "zero", "value"]},
    "con-show-category": {"category": ["houses", "trees", "streetlights", "roads", "stations", "playgrounds",
                                       "allotments", "objects", "bonus", "nested", "out", "energy", "failed",
                                       "bird", "team_average"]},
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_consoles_own_sentences_have_no_english(lang):
    """Every con- message in German and Russian, each variant, free of the
    English leak scan's words (the commands' names, typed as they are,
    aside)."""
    said = catalogue()
    settings = {"zone", "quiet", "interval", "told", "before", "vacation", "back"}  # typed as they are
    for msg_id in sorted(i for i in said.ids(lang) if i.startswith("con-")):
        for sample in (1, 3, 0):
            args = {name: sample for name in said.arguments(lang, msg_id)}
            for key, values in VARIANTS.get(msg_id, {"": [""]}).items():
                for value in values:
                    args.update({key: value} if key else {})
                    assert leaks(said.text(lang, msg_id, **args), TYPED | settings) == set(), (msg_id, value)
    assert leaks(play_help(lang), TYPED) == set()


def test_the_help_keeps_its_column_in_every_language():
    """A language's longer arguments widen the column of usages, never run
    into the help (English keeps its column of 20)."""
    for lang in (None, *LANGS):
        text = play_help(lang).splitlines()[2:]
        firsts = [line for line in text if line[2] != " "]
        more = [line for line in text if line[2] == " "]
        column = len(more[0]) - len(more[0].lstrip())
        assert {len(line) - len(line.lstrip()) for line in more} == {column}
        for line, entry in zip(firsts, COMMANDS, strict=True):
            assert line.startswith(f"  {entry.usage(lang)} ")
            assert line[column - 1] == " " and line[column] != " "
    assert play_help().splitlines()[2].index("play a move") == 22


# -- demo, show, games --mine and the faults, in the language chosen -------------------------


def test_demo_in_russian(monkeypatch, capsys):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    assert cli.main(["demo", "tweeeet", "--seed", "2", "--lang", "ru"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert re.fullmatch(r"Tweeeet, 2 компьютерных игрока, --seed 2: \d+ ход(а|ов)?\.", first), first


def test_demo_follows_referee_lang(monkeypatch, capsys):
    monkeypatch.setenv("REFEREE_LANG", "de")
    assert cli.main(["demo", "tweeeet", "--seed", "2"]) == 0
    assert re.fullmatch(r"Tweeeet, 2 Computerspieler, Seed 2: \d+ Züge?\.", capsys.readouterr().out.splitlines()[0])


def test_demo_refuses_a_player_count_in_german(monkeypatch, capsys):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    assert cli.main(["demo", "tweeeet", "--players", "9", "--lang", "de"]) == cli.EXIT_USAGE
    assert capsys.readouterr().err == ("Fehler: Tweeeet wird mit 2 bis 6 Spielern gespielt, nicht mit 9: "
                                       "Gib --players dazwischen an.\n")


@pytest.mark.parametrize("command", [["demo", "bits"], ["show", "x.json"], ["games", "--mine", "ann"],
                                     ["play", "bits", "--players", "ann"]])
def test_an_unknown_language_is_refused_by_every_command_that_speaks(monkeypatch, capsys, command, tmp_path):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    monkeypatch.chdir(tmp_path)
    assert cli.main([*command, "--lang", "fr"]) == cli.EXIT_USAGE
    err = capsys.readouterr().err
    assert err.startswith("error: --lang 'fr' is not a language the referee speaks yet. Languages: en, de, ru.")
    assert not list(tmp_path.iterdir())  # nothing was stored or written


def write_state(tmp_path: Path, state: object) -> str:
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(("lang", "over", "scores"), [("de", "Die Partie ist vorbei.", "Punkte:"),
                                                      ("ru", "Игра окончена.", "Очки:")])
def test_show_in_german_and_russian(monkeypatch, capsys, tmp_path, lang, over, scores):
    game = registry.get("tweeeet")
    state = game.setup(["ann", "bob"], {}, 5)
    path = write_state(tmp_path, state)
    assert cli.main(["show", path, "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert scores in out.splitlines()
    decide = catalogue().text(lang, "con-show-decide", name="ann", prompt="", count=2).split(":")[0]
    assert decide in out
    assert over not in out


@pytest.mark.parametrize(("lang", "words"), [
    ("de", ["Häuser", "Bäume", "Runde 2"]), ("ru", ["Дома", "Деревья", "раунд 2"]), (None, ["houses", "round 2"])])
def test_shows_score_categories_in_the_language(lang, words):
    from bot.console.show import category
    from bot.console.speech import words as console_words

    said = console_words(lang)
    assert [category(said, "houses"), category(said, "trees"), category(said, "round 2")][:len(words)] == \
        (words if lang else ["houses", "trees", "round 2"][:len(words)])
    assert category(said, "The Goal Name") == "The Goal Name"  # a key the catalogue lacks, as it is


@pytest.mark.parametrize(("lang", "sentence"), [
    ("de", "Fehler: Es gibt keine Datei {path}: Gib den Pfad einer JSON-Datei mit einem Spielstand an.\n"),
    ("ru", "ошибка: Файла {path} нет: укажи путь к JSON-файлу с состоянием игры.\n"),
])
def test_a_fault_of_show_in_the_language(monkeypatch, capsys, tmp_path, lang, sentence):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    missing = str(tmp_path / "none.json")
    assert cli.main(["show", missing, "--lang", lang]) == cli.EXIT_REFUSED
    assert capsys.readouterr().err == sentence.format(path=missing)


def test_an_invalid_position_is_explained_in_the_language(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    path = write_state(tmp_path, {"game": "tweeeet", "birds": 3})
    assert cli.main(["show", path, "--lang", "ru"]) == cli.EXIT_REFUSED
    assert capsys.readouterr().err.startswith("ошибка: позиция недопустима: ")


def test_an_unknown_game_in_a_state_is_explained_in_the_language(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    path = write_state(tmp_path, {"game": "chess"})
    assert cli.main(["show", path, "--lang", "de"]) == cli.EXIT_REFUSED
    assert capsys.readouterr().err == (f"Fehler: In {path}: Es gibt kein Spiel namens „chess“. "
                                       f"Spiele: {', '.join(sorted(registry.games()))}.\n")


def test_the_games_kind_is_named_in_the_language(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    path = write_state(tmp_path, {"game": [1]})
    assert cli.main(["show", path, "--lang", "ru"]) == cli.EXIT_REFUSED
    assert capsys.readouterr().err.endswith("а не списком.\n")


def test_play_refuses_a_wrong_players_list_in_the_language(monkeypatch, capsys):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    assert cli.main(["play", "bits", "--players", "ann,ANN", "--lang", "ru"]) == cli.EXIT_USAGE
    assert capsys.readouterr().err == "ошибка: Имена игроков должны различаться (--players alice,bob).\n"


def test_a_reason_is_words_of_the_language():
    import errno

    from bot.console.speech import words

    assert words("de").render(reason(OSError(errno.ENOSPC, "No space left on device"))) == "der Datenträger ist voll"
    assert words("ru").render(reason(OSError(errno.EACCES, "Permission denied"))) == "доступ запрещён"
    assert reason(OSError(errno.ELOOP, "Too many levels of symbolic links")) == "too many levels of symbolic links"


def test_games_mine_in_russian(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    db = str(tmp_path / "game.db")
    monkeypatch.setattr(sys, "stdin", io.StringIO("ann: status\n"))
    assert cli.main(["play", "tweeeet", "--players", "ann,bob", "--seed", "2", "--db", db, "--lang", "ru"]) == 0
    capsys.readouterr()
    assert cli.main(["games", "--mine", "ann", "--db", db, "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "tweeeet" in out.lower()
    assert "Tweeeet" in out or "tweeeet" in out


def test_an_unexpected_error_apologises_in_the_language(monkeypatch, capsys, tmp_path):
    from bot.console import errorlog, show

    monkeypatch.delenv("REFEREE_LANG", raising=False)
    monkeypatch.setattr(errorlog, "crash_log_path", lambda: tmp_path / "crash.log")

    def broken(*args):
        raise RuntimeError("boom")

    monkeypatch.setattr(show, "show", broken)
    assert cli.main(["show", "x.json", "--lang", "de"]) == cli.EXIT_REFUSED
    err = capsys.readouterr().err
    assert err.startswith("Fehler: Entschuldigung, der Schiedsrichter ist unerwartet gescheitert (Referenz ")
    assert f"Die Einzelheiten stehen in {tmp_path / 'crash.log'}" in err


def test_games_lists_the_games_in_the_language(capsys):
    assert cli.main(["games", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    said = catalogue()
    assert f"tweeeet: Tweeeet, 2 bis 6 Spieler. {said.text('de', 'tweeeet-summary')}" in out.splitlines()
    assert "(Standard no)" in out and " players." not in out


def test_ratings_and_replay_in_the_language(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    db = str(tmp_path / "game.db")
    assert cli.main(["ratings", "--rebuild", "--db", db, "--lang", "ru"]) == cli.EXIT_USAGE
    assert capsys.readouterr().err.startswith("ошибка: По адресу ")
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert cli.main(["play", "tweeeet", "--players", "ann,bob", "--seed", "2", "--db", db]) == 0
    assert cli.main(["ratings", "--rebuild", "--db", db, "--lang", "ru"]) == 0
    assert capsys.readouterr().out.endswith(f"Рейтинги пересчитаны по результатам 0 рейтинговых партий в {db}.\n")
    assert cli.main(["replay", db, "1", "--out", str(tmp_path), "--lang", "de"]) == cli.EXIT_USAGE
    assert capsys.readouterr().err == (f"Fehler: {tmp_path} ist ein Ordner: Gib die GIF-Datei an, die geschrieben "
                                       f"werden soll, z. B. {tmp_path / 'replay.gif'}.\n")
    assert cli.main(["replay", db, "1", "--out", str(tmp_path / "r.gif"), "--lang", "ru"]) == 0
    assert re.search(r" Записано в .*r\.gif \(\d[\d\xa0]* байт(а)?\)\.\n$", capsys.readouterr().out)


def test_a_game_that_cannot_start_is_refused_in_the_language(monkeypatch, capsys):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert cli.main(["play", "tweeeet", "--players", "ann", "--lang", "de"]) == cli.EXIT_REFUSED
    assert capsys.readouterr().err.startswith("Fehler: ")


def test_a_resumed_game_says_so_in_the_language(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    db = str(tmp_path / "game.db")
    for _ in range(2):
        monkeypatch.setattr(sys, "stdin", io.StringIO("ann: status\n"))
        assert cli.main(["play", "tweeeet", "--players", "ann,bob", "--seed", "2", "--db", db, "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert f"Продолжаем партию tweeeet из {db}." in out.splitlines()


# -- the console's commands over a stand-in service, in the language ----------------------------


class SettingsService:
    """What `me` asks of the service: the changes it was given, and a reply
    with the told lines (``data``)."""

    def __init__(self, told: list[str]):
        self.told, self.changes = told, None

    async def pending_notices(self, guild, channel, user):
        return []

    async def me(self, user, guild, **changes):
        from types import SimpleNamespace

        from bot.service import Reply

        self.changes = changes
        return Reply("settings", data=[SimpleNamespace(text=t) for t in self.told])


def typed(service, line: str, lang: str | None = "de") -> list[str]:
    from bot.console.session import ConsoleSession, run_command
    from bot.console.speech import written
    from bot.service import User

    said: list[str] = []
    command, _, argument = line.partition(" ")
    asyncio.run(run_command(service, "c", User("ann", "Ann"), command, argument, lambda text, verbatim=False:
                            said.append(str(text) if verbatim else written(text, lang)), lambda p, label: None,
                            ConsoleSession(lang)))
    return said


@pytest.mark.parametrize("line", ["me zone Europe/Berlin", "me vacation 3", "me"])
def test_me_hands_a_known_setting_to_the_service_and_prints_what_it_tells(line):
    service = SettingsService(["a", "b"])
    assert typed(service, line) == ["settings", "a", "b"]
    setting, _, value = line.partition(" ")[2].partition(" ")
    assert {k: v for k, v in service.changes.items() if v is not None} == ({setting: value} if setting else {})


@pytest.mark.parametrize(("line", "refusal"), [
    ("me colour red", "Es gibt keine Einstellung „colour“. Einstellungen: zone, quiet, interval, told, before, "
                      "vacation."),
    ("me zone", "Sag auch den Wert, z. B. `me zone ...`; `me` allein zeigt deine Einstellungen."),
])
def test_me_refuses_an_unknown_setting_or_a_missing_value_in_the_language(line, refusal):
    from bot.console.speech import written
    from bot.service import Refused

    service = SettingsService([])
    with pytest.raises(Refused) as refused:
        typed(service, line)
    assert written(refused.value.message, "de") == refusal and service.changes is None


def test_show_says_how_large_a_number_is_in_the_language(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    path = tmp_path / "huge.json"
    path.write_text('{"game": "bits", "n": 123456789012345678901234567890}', encoding="utf-8")
    assert cli.main(["show", str(path), "--lang", "ru"]) == cli.EXIT_REFUSED
    assert capsys.readouterr().err == (f"ошибка: В {path} есть число 123456789012... (30 цифр), больше любого, "
                                       "которое хранит игра (не больше 2^64).\n")


def test_the_deadlines_follow_the_reply_in_the_language():
    from datetime import UTC, datetime, timedelta, timezone

    from bot.console.commands import with_deadlines
    from bot.console.speech import written
    from bot.service import Deadline, Reply

    at = datetime(2026, 12, 3, 21, 0, tzinfo=timezone(timedelta(hours=1)))
    reply = Reply("Zug.", deadlines=[Deadline("ann", "Ann", at), Deadline("bo", "Bo", at.astimezone(UTC))])
    assert written(with_deadlines(reply.text, reply, "de"), "de") == (
        "Zug.\nAnn ist am Zug, fällig 2026-12-03 20:00 UTC; Bo ist am Zug, fällig 2026-12-03 20:00 UTC")
    assert with_deadlines("Zug.", Reply("Zug."), "de") == "Zug."  # no clock: the reply alone


def test_show_saves_the_pictures_drawn_in_the_language(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    state = registry.get("tweeeet").setup(["ann", "bob"], {}, 5)
    path = write_state(tmp_path, state)
    folder = tmp_path / "pictures"
    assert cli.main(["show", path, "--images", str(folder), "--lang", "de"]) == 0
    saved = [line for line in capsys.readouterr().out.splitlines() if line.startswith("[Bild gespeichert: ")]
    assert saved == [f"[Bild gespeichert: {folder / name}]" for name in
                     ("tweeeet-public.png", "tweeeet-private-1.png", "tweeeet-private-2.png")]
    assert all((folder / name).read_bytes().startswith(b"\x89PNG") for name in sorted(p.name for p in folder.iterdir()))
