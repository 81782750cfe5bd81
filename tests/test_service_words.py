"""The service's own sentences as data (issue 31): every `svc-` message in
every language and for both front ends, a whole game through the service
at a German table and for a German reader with no English word in what it
says, and a move's words stored with it (migration 10) told in each
reader's language, while a move stored before them keeps its English."""

from __future__ import annotations

import asyncio
import json
import re

import pytest

from bot.i18n import FRONTS, LOCALES, SOURCE, Words, catalogue
from bot.service import Service, ServiceError, User, guides
from bot.service.reading import Notice
from bot.service.words import move_said, telling
from rules import registry
from rules.base import Decision, Event, Move, Standing, Text, say
from storage.base import MoveRow, migrations
from storage.postgres import PostgresStore
from storage.store import Store
from tests.support.clock import Clock
from tests.support.english import leaks
from tests.support.old_schema import postgres_at, sqlite_at
from tests.support.sql import execute

pytestmark = pytest.mark.usefixtures("both_stores")

G, C = "guild", "chan"
ANNA, BERND = User("1", "Anna", locale="de"), User("2", "Bernd", locale="de")
OLGA = User("3", "Olga", locale="ru")
GERMAN = Words("de")
NAMES = {"Anna", "Bernd", "Olga", "Computer", "normal", "Tiny", "Race", "rounds", "undo", "True", "False"}


def svc_ids() -> list[str]:
    return sorted(i for i in catalogue().ids(SOURCE) if i.startswith("svc-"))


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("front", FRONTS)
def test_every_service_message_renders_in_every_language_for_both_front_ends(locale, front):
    words = Words(locale, front)
    for msg_id in svc_ids():
        sample = {name: 2 for name in catalogue().arguments(locale, msg_id) if name != "front"}
        text = words(msg_id, **sample)
        assert text.strip() and "{" not in text, msg_id
        if front == "console":
            assert "**" not in text, msg_id  # Discord's bold is the discord variant's only
        if locale != SOURCE:
            assert not leaks(text), (msg_id, leaks(text))


def test_the_console_variants_differ_from_discords_only_where_the_console_differs():
    def sample(msg_id):
        return {name: 2 for name in catalogue().arguments(SOURCE, msg_id) if name != "front"}

    differ = {i for i in svc_ids() if Words("en", "console")(i, **sample(i)) != Words("en", "discord")(i, **sample(i))}
    assert {"svc-no-game", "svc-aborted-last", "svc-say-which-move", "svc-final-standings",
            "svc-lobby-title", "svc-no-rematch", "svc-choice-other-game", "svc-builder-other-game"} <= differ
    assert Words("en", "console")("svc-lobby-free", free=1, need=0) == \
        "1 seat(s) free. Waiting for the invited players to `join`."
    assert Words("en", "console")("svc-too-few", game="X", min=2, seated=1).endswith("with --computer N.")


@pytest.mark.parametrize(("count", "de", "ru"), [(1, "1 weiterer Zug", "1 ход"), (3, "3 weitere Züge", "3 хода"),
                                                 (5, "5 weitere Züge", "5 ходов"), (21, "21 weitere Züge", "21 ход")])
def test_counts_take_each_languages_plural(count, de, ru):
    text = say("svc-more-moves", count=count)
    assert de in Words("de").render(text) and ru in Words("ru").render(text)
    assert Words("en").render(text) == f"... and {count} more move(s): see `history`."


def test_the_computer_moves_told_after_a_headline_are_summed_up_past_twelve():
    moves = [(1, f"m{i}", say("svc-moved", name=f"P{i}")) for i in range(14)]
    told = telling(say("svc-computers-resume"), moves)
    lines = Words("de").render(told).splitlines()
    assert lines[0] == "Die Computerspieler machen ihre Züge." and lines[1] == "P0 hat gezogen."
    assert len(lines) == 14 and lines[-1] == "… und 2 weitere Züge: siehe `history`."
    assert str(telling("", moves[:1])) == "P0 moved."


# -- a whole game in German --------------------------------------------------------------------


@pytest.fixture
def worded(tiny_game, monkeypatch):
    """Tiny Race saying everything as catalogue Texts (its own words are
    English strings, which are not the service's to translate)."""
    game = tiny_game
    plain_apply, plain_standings = game.apply, game.standings

    def to_act(state):
        if game.is_over(state):
            return {}
        decision = Decision("play", say("svc-say-which-move"))
        if state["options"]["simultaneous"]:
            return {s: decision for s in range(len(state["players"])) if str(s) not in state["pending"]}
        return {state["turn"]: decision}

    def legal_moves(state, seat):
        if seat not in to_act(state):
            return []
        return [Move(f"play {v}", say("svc-lobby-seat", number=str(v), name=""))
                for v in sorted(set(state["hands"][seat]))]

    def apply(state, seat, move):
        state, events = plain_apply(state, seat, move)
        name = state["players"][seat]
        return state, [Event(say("svc-none") if e.private else say("svc-moved", name=name), seat=e.seat,
                             private=e.private) for e in events]

    def standings(state):
        return [Standing(s.seat, s.rank, s.score, say("svc-none")) for s in plain_standings(state)]

    monkeypatch.setattr(game, "to_act", to_act)
    monkeypatch.setattr(game, "legal_moves", legal_moves)
    monkeypatch.setattr(game, "apply", apply)
    monkeypatch.setattr(game, "standings", standings)
    monkeypatch.setattr(game, "summary", lambda state, seat=None: say("svc-start-of-game"))
    monkeypatch.setattr(game, "undoable", lambda before, after, seat: None)
    return game


def quick_pictures(service: Service) -> None:
    def soon(fn, *args):
        future = asyncio.get_running_loop().create_future()
        future.set_result(b"\x89PNG picture")
        return future

    service.draw_soon = soon


@pytest.fixture
async def service(tmp_path, worded):
    store = await Store.open(tmp_path / "words.db")
    svc = Service(store, clock=Clock())
    quick_pictures(svc)
    yield svc
    await store.close()
    svc.executor.shutdown(wait=False)


class Said:
    """Every text the service gave, refusals rendered for their reader."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def reply(self, reply):
        self.texts.append(reply.text)
        self.texts += list(reply.private.values())
        for picture in (reply.picture, reply.private_picture):
            if picture is not None:
                self.texts.append(picture.alt)
        return reply

    async def refused(self, call, words=GERMAN):
        with pytest.raises(ServiceError) as refused:
            await call
        self.texts.append(words.render(refused.value.message))
        return refused.value

    def leaks(self) -> dict[str, set[str]]:
        return {text: found for text in self.texts if (found := leaks(text, allowed=NAMES))}


async def test_a_german_table_and_german_readers_meet_no_english(service):
    said = Said()
    said.reply(await service.new_game(G, C, "tiny", ANNA, {"rounds": 2, "undo": True}, seed=5,
                                      settings={"language": "de"}))
    assert (await service.table(G, C)).language == "de"
    assert said.texts[0].startswith("Anna hat eine Partie Tiny Race eröffnet.")
    await said.refused(service.start(G, C, ANNA))
    await said.refused(service.join(G, C, ANNA))
    await said.refused(service.leave(G, C, OLGA))
    said.reply(await service.join(G, C, BERND))
    said.reply(await service.add_computer(G, C, ANNA))
    started = said.reply(await service.start(G, C, ANNA))
    assert "beginnt! Sitzordnung: 1. Anna, 2. Bernd, 3. Computer 1 (normal)" in started.text
    assert "Anna ist am Zug: Welcher Zug?" in started.text
    await said.refused(service.move(G, C, BERND, "play 1"))
    await said.refused(service.move(G, C, ANNA, ""))
    await said.refused(service.move(G, C, ANNA, "x" * 300))
    await said.refused(service.undo_preview(G, C, ANNA))
    for _ in range(2):
        for user in (ANNA, BERND):
            moves = await service.legal_moves(G, C, user, "", limit=None)
            assert all(isinstance(m.label, str) and m.label.startswith(m.notation.split()[1]) for m in moves)
            said.reply(await service.move(G, C, user, moves[0].notation))
            if user is ANNA and not (await service.table(G, C)).row.status == "finished":
                said.reply(await service.undo_preview(G, C, ANNA))
                said.reply(await service.undo(G, C, ANNA, None))
                said.reply(await service.move(G, C, ANNA, moves[0].notation))
        said.reply(await service.status(G, C))
        said.reply(await service.history(G, C, 20))
        said.reply(await service.catchup(G, C, BERND))
    await said.refused(service.board_at(G, C, 1))  # taken back
    said.reply(await service.board_at(G, C, 3))
    said.reply(await service.board_at(G, C, 0))
    await said.refused(service.board_at(G, C, 99))
    finished = said.reply(await service.status(G, C))
    assert finished.finished and "**Endstand**" in finished.text and "(keine)" in finished.text
    history = said.reply(await service.history(G, C, 20))
    assert "(zurückgenommen)" in history.text and "Anna hat gezogen." in history.text
    assert said.leaks() == {}


async def test_a_russian_reader_reads_their_own_replies_in_russian_at_a_german_table(service):
    await service.new_game(G, C, "tiny", ANNA, {"rounds": 1}, seed=5, settings={"language": "de"})
    await service.join(G, C, OLGA)
    started = await service.start(G, C, ANNA)
    assert "Anna ist am Zug" in started.text  # public: the game's language
    refused = await Said().refused(service.move(G, C, OLGA, "play 1"))
    assert Words("ru").render(refused.message).startswith("Сейчас не ваш ход: ждём Anna.")
    moves = await service.legal_moves(G, C, ANNA, "", limit=None)
    await service.move(G, C, ANNA, moves[0].notation)
    caught = await service.catchup(G, C, OLGA)  # the asker's alone: their language
    assert caught.text.startswith("С начала игры сделан 1 ход:") and not leaks(caught.text, allowed=NAMES)
    steps = await service.move_steps(G, C, OLGA, [], (await service.table(G, C)).row.version)
    assert steps.prompt.startswith("Какой ход?")


async def test_a_notice_says_its_kind_as_data(service):
    await service.new_game(G, C, "tiny", ANNA, {"rounds": 2, "simultaneous": True}, seed=5,
                           settings={"language": "de"})
    await service.join(G, C, BERND)
    await service.start(G, C, ANNA)
    moves = await service.legal_moves(G, C, ANNA, "", limit=None)
    reply = await service.move(G, C, ANNA, moves[0].notation)
    assert reply.private[ANNA.id] == "keine"  # the mover's own private event, in their words
    moves = await service.legal_moves(G, C, BERND, "", limit=None)
    await service.move(G, C, BERND, moves[0].notation)
    notices = await service.pending_notices(G, C, ANNA)
    assert notices and all(isinstance(n, Notice) for n in notices)
    assert [n.kind for n in notices] == ["hand"]
    assert notices[0] == "Deine geheimen Informationen haben sich geändert: mit `hand` siehst du sie."
    assert Notice("x").kind == "note"


# -- a move's words, stored (migration 10) --------------------------------------------------------


def test_a_moves_words_are_read_back_or_its_english_stays():
    words = json.dumps(say("svc-moved", name="Anna").to_json())
    assert move_said(MoveRow(1, 0, "play 1", "Anna moved.", "t", False, words)) == say("svc-moved", name="Anna")
    assert move_said(MoveRow(1, 0, "play 1", "Anna moved.", "t")) == "Anna moved."
    assert move_said(MoveRow(1, 0, "play 1", "Anna moved.", "t", False, "{not json")) == "Anna moved."
    assert move_said(MoveRow(1, 0, "play 1", "", "t")) is None


async def test_history_tells_stored_words_in_the_readers_language_and_older_moves_in_english(service):
    await service.new_game(G, C, "tiny", ANNA, {"rounds": 2}, seed=5, settings={"language": "de"})
    await service.join(G, C, BERND)
    await service.start(G, C, ANNA)
    for user in (ANNA, BERND):
        moves = await service.legal_moves(G, C, user, "", limit=None)
        await service.move(G, C, user, moves[0].notation)
    table = await service.table(G, C)
    rows = await service.store.moves(table.row.id)
    assert [r.public for r in rows] == ["Anna moved.", "Bernd moved."]  # `public` stays English
    assert [json.loads(r.words) for r in rows] == [say("svc-moved", name=n).to_json() for n in ("Anna", "Bernd")]
    # a move written by the previous schema's code: no words, its English shown
    await execute(service.store, "UPDATE moves SET words = NULL, public = 'Bernd played 4.'"
                  " WHERE game_id = ? AND seq = 2", (table.row.id,))
    history = await service.history(G, C, 20)
    assert history.text == "1. Anna hat gezogen.\n2. Bernd played 4."
    assert (await service.board_at(G, C, 2)).text == "Zug 2 von 2: Bernd played 4."
    assert (await service.board_at(G, C, 1)).text == "Zug 1 von 2: Anna hat gezogen."
    caught = await service.catchup(G, C, ANNA)
    assert "2. Bernd played 4." in caught.text
    # the history and a past board asked by one reader are in that reader's language
    # (Discord shows them to the asker alone)
    russian = (await service.history(G, C, 20, user=OLGA)).text  # Olga reads Russian
    assert russian.startswith("1. Anna ") and russian != history.text
    assert not leaks(russian.split("\n")[0], allowed=NAMES)
    assert (await service.board_at(G, C, 1, OLGA)).text != "Zug 1 von 2: Anna hat gezogen."


@pytest.mark.sqlite_only("a database as schema 9 left it, built with sqlite3")
async def test_migration_10_adds_the_words_of_moves_to_a_database_of_schema_9(tmp_path, tiny_game):
    path = sqlite_at(tmp_path / "old.db", 9)
    async with await Store.open(path) as store:
        await check_words_after_migration(store)


@pytest.mark.postgres_only("a database as schema 9 left it, built with asyncpg")
async def test_migration_10_on_postgresql_adds_the_words_of_moves(pg_schema_url, tiny_game):
    url = await postgres_at(await pg_schema_url(), 9)
    async with await PostgresStore.open(url) as store:
        await check_words_after_migration(store)


async def check_words_after_migration(store):
    assert await store.schema_version() == len(migrations()) >= 10
    row = await store.open_game("g", "c")
    assert row is not None and (row.state, row.version) == ('{"x": 1}', 3)  # the old game kept
    words: Text = say("svc-moved", name="U")
    version = await store.commit_moves(row.id, 3, [(0, "play 1", "U played 1."), (0, "play 2", words)], '{"x": 2}')
    assert version == 4
    first, second = await store.moves(row.id)
    assert (first.public, first.words) == ("U played 1.", None)
    assert second.public == "U moved." and json.loads(second.words) == words.to_json()
    assert re.search("hat gezogen", Words("de").render(move_said(second)))


# -- reading a table (bot/service/reading.py), each answer in its words ----------------------------


async def test_the_status_after_an_aborted_game_says_so_in_the_games_language(service):
    await service.new_game(G, C, "tiny", ANNA, {"rounds": 1}, seed=5, settings={"language": "de"})
    await service.abort(G, C, ANNA)
    status = await service.status(G, C)
    assert status.text == Words("de").render(say("svc-aborted-last"))
    assert status.text.startswith("Das letzte Spiel")


async def test_the_history_of_a_game_with_no_move_yet_says_so_to_the_asker_alone(service):
    await service.new_game(G, C, "tiny", ANNA, {"rounds": 1}, seed=5, settings={"language": "de"})
    await service.join(G, C, BERND)
    await service.start(G, C, ANNA)
    history = await service.history(G, C, 20, user=OLGA)
    assert history.ephemeral and history.text == Words("ru").render(say("svc-no-moves-yet"))


async def test_a_status_tells_the_clocks_only_at_a_table_with_a_clock(service):
    await service.new_game(G, C, "tiny", ANNA, {"rounds": 1}, seed=5, settings={"language": "de"})
    await service.join(G, C, BERND)
    await service.start(G, C, ANNA)
    plain = await service.status(G, C)
    assert plain.deadlines == [] and not plain.text.endswith("\n")
    await service.new_game(G, "clocked", "tiny", ANNA, {"rounds": 1}, seed=5,
                           settings={"language": "de", "clock": "daily"})
    await service.join(G, "clocked", BERND)
    await service.start(G, "clocked", ANNA)
    timed = await service.status(G, "clocked")
    assert timed.deadlines and len(timed.text.splitlines()) == len(plain.text.splitlines()) + 1


async def test_a_resigned_player_exports_the_public_view_and_a_seated_one_their_own(service):
    await service.new_game(G, C, "tiny", ANNA, {"rounds": 3}, seed=5, settings={"language": "de"})
    await service.join(G, C, BERND)
    await service.join(G, C, OLGA)
    await service.start(G, C, ANNA)
    exported = await service.export(G, C, BERND)
    assert "hand" in exported.data and exported.ephemeral
    assert exported.text == json.dumps(exported.data, indent=1, sort_keys=True)  # compact, one space a level
    await service.resign(G, C, ANNA)
    assert "hand" not in (await service.export(G, C, ANNA)).data
    assert "hand" in (await service.export(G, C, BERND)).data


async def test_the_rules_are_told_in_the_language_asked(service):
    german = await service.rules_text("bits", "de")
    assert german == guides.rules_text(registry.get("bits").info, "de")
    assert german != await service.rules_text("bits", "ru") and german.startswith("**BITS**")
