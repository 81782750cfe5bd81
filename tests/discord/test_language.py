"""The Discord front end speaks its reader's language (issue 31, point 4).

Discord sends every interaction's ``locale`` (the reader's client) and, in
a server, its ``guild_locale``. An ephemeral reply is written in the
reader's language when the catalogues have it, else the game's; a public
message in the game's language, which a new game takes from the server.
The done scenario: a whole seeded game of each title, played through the
stand-in by a German user in a German server and a Russian user in a
Russian server, every word they read scanned for English
(:func:`tests.support.english.leaks`).
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bot.i18n import catalogue
from storage.base import NothingChanged
from tests.discord.play import table
from tests.discord.standin import DiscordStandIn, Person, StoredMessage
from tests.support.english import leaks


def labels(message: StoredMessage) -> list[str]:
    """The words of a message's components: button labels, a select's
    placeholder and its options (a reader reads them too)."""
    found = []
    for item in message.walk():
        found += [str(item[key]) for key in ("label", "placeholder") if item.get(key)]
        for option in item.get("options", []):
            found += [str(option.get("label") or ""), str(option.get("description") or "")]
    return found


def read_by(s: DiscordStandIn, person: Person, channel_id: int | None = None) -> list[str]:
    """Everything ``person`` reads: the channel's public messages and their
    own ephemeral replies, words, alt texts and components."""
    shown = s.channel_messages(channel_id) + s.ephemeral_for(person)
    return [part for m in shown for part in (m.text(), *labels(m)) if part]


URL = re.compile(r"https?://\S+")


def leaked(texts: list[str], allowed: set[str]) -> dict[str, set[str]]:
    """Each distinct line that leaks English, with its leaking words (links
    are addresses, not words)."""
    found: dict[str, set[str]] = {}
    for text in texts:
        for line in URL.sub("", text).splitlines():
            words_ = leaks(line, allowed)
            if words_:
                found.setdefault(line[:160], set()).update(words_)
    return found


def words(locale: str, msg_id: str, **args: Any) -> str:
    return catalogue().text(locale, msg_id, front="discord", **args)


def in_server(s: DiscordStandIn, locale: str) -> int:
    """The test server's channel, the server's language now ``locale``
    (Discord sends it with every interaction there)."""
    s.guild_locales[s.guild_id] = locale
    return s.channel_id


async def open_tiny(s: DiscordStandIn, host: Person, others: list[Person], channel: int | None = None) -> None:
    await s.slash(host, "game new tiny", channel_id=channel, rounds=2)
    for person in others:
        await s.slash(person, "game join", channel_id=channel)
    await s.slash(host, "game start", channel_id=channel)


async def test_a_german_reader_reads_their_replies_in_german_and_the_english_server_its_card_in_english(harness):
    s = harness.standin
    dieter = s.add_person("Dieter", locale="de")
    ex = await s.slash(dieter, "game new tiny", rounds=2)
    assert ex.ephemeral_text() == words("de", "dc-lobby-open")
    lobby = s.last_public()
    assert [c["label"] for c in lobby.walk() if c.get("type") == 2] == [
        "Join", "Leave", "Add computer player", "Start"]  # the game's language: the server's, English
    assert (await table(harness)).language == "en"


async def test_a_russian_server_gets_a_russian_game_and_its_cards(harness):
    s = harness.standin
    channel = in_server(s, "ru")
    ivan = s.add_person("Ivan", locale="ru")
    await open_tiny(s, ivan, [s.bob], channel)
    assert (await table(harness, channel)).language == "ru"
    card = s.last_public(channel)
    assert card.layout and "Tiny Race" in card.words()
    shown = [c.get("label") for c in card.walk() if c.get("type") == 2]
    assert words("ru", "dc-button-choose-move") in shown and words("ru", "dc-button-history") in shown
    assert "Choose my move" not in shown


async def test_a_german_reader_in_a_russian_server_reads_german_replies_and_the_russian_card(harness):
    s = harness.standin
    channel = in_server(s, "ru-RU")
    dieter = s.add_person("Dieter", locale="de")
    ex = await s.slash(dieter, "game new tiny", channel_id=channel, rounds=2)
    assert ex.ephemeral_text() == words("de", "dc-lobby-open")
    lobby = s.last_public(channel)
    assert words("ru", "dc-button-join") in [c.get("label") for c in lobby.walk()]
    ex = await s.slash(s.bob, "game join", channel_id=channel)
    ex = await s.slash(dieter, "game start", channel_id=channel)
    assert words("de", "dc-game-started") in ex.ephemeral_text()
    builder = next(m for m in ex.replies() if m.ephemeral and m.custom_ids())
    assert words("de", "dc-step-next") in builder.words()  # the move builder, privately: German
    card = s.last_public(channel)
    assert words("ru", "dc-button-choose-move") in labels(card)
    opened = await s.click(dieter, card, next(c for c in card.custom_ids() if c.startswith("ref:turn:")))
    offer = next(m for m in opened.replies() if m.ephemeral)
    assert words("de", "dc-step-turn", prompt="x").split(":")[0] in offer.words()


async def test_an_unsupported_locale_falls_back_to_the_games_language(harness):
    s = harness.standin
    channel = in_server(s, "ru")
    kenji = s.add_person("Kenji", locale="ja")
    ex = await s.slash(kenji, "game new tiny", channel_id=channel, rounds=2)
    assert ex.ephemeral_text() == words("ru", "dc-lobby-open")  # no Japanese catalogue: the game's Russian
    ex = await s.slash(kenji, "game rules", channel_id=s.add_channel("empty"))
    assert ex.ephemeral_text() == words("ru", "dc-which-game")  # no game there: the server's language


async def test_a_refusal_of_the_front_end_is_in_the_readers_language(harness):
    s = harness.standin
    dieter = s.add_person("Dieter", locale="de-DE")
    ex = await s.slash(dieter, "game rules")
    assert ex.ephemeral_text() == words("de", "dc-which-game")
    ex = await s.slash(s.alice, "game rules")
    assert ex.ephemeral_text() == "Which game? Choose one in the `game` option."


async def test_a_database_fault_is_told_in_the_readers_language(harness, monkeypatch):
    s = harness.standin
    await open_tiny(s, s.alice, [s.bob])
    olga = s.add_person("Olga", locale="ru")

    async def down(*_args, **_kwargs):
        raise NothingChanged("The database cannot be reached right now; nothing was changed.")

    monkeypatch.setattr(harness.service, "status", down)
    ex = await s.slash(olga, "game status")
    assert ex.ephemeral_text() == words("ru", "dc-fault-nothing-changed")
    ex = await s.slash(s.alice, "game status")
    assert ex.ephemeral_text() == "The database cannot be reached right now; nothing was changed."


# -- the done scenario: a whole game of each title, read in German and in Russian ------------------

TITLES: dict[str, tuple[int, dict[str, Any]]] = {  # title: (computers beside the one human, options)
    "bits": (1, {}),
    "townies": (0, {}),
    "tweeeet": (1, {}),
    "twittens": (1, {}),
}


async def play_whole_game(harness, person: Person, kind: str, computers: int, channel: int, seed: int,
                          options: dict[str, Any]) -> int:
    """``person`` opens ``kind`` with ``computers`` computer players and
    plays it to the end by ``/game move`` (a random move of those
    autocomplete offers), reading their hand, the status, the history,
    their games and the move builder on the way. Returns the moves played."""
    s = harness.standin
    rng = random.Random(seed)
    await s.slash(person, f"game new {kind}", channel_id=channel, **options)
    for _ in range(computers):
        await s.slash(person, "game computer", channel_id=channel, level="easy")
    await s.slash(person, "game start", channel_id=channel)
    played = 0
    for turn in range(400):
        t = await table(harness, channel)
        if t.row.status != "active":
            return played
        if turn == 1:  # what else a player reads, once
            for command in ("game status", "game hand", "game history", "game mine", "game catchup"):
                await s.slash(person, command, channel_id=channel)
            card = next(m for m in reversed(s.channel_messages(channel))
                        if any(c.startswith("ref:turn:") for c in m.custom_ids()))
            await s.click(person, card, next(c for c in card.custom_ids() if c.startswith("ref:turn:")))
        choices = await s.autocomplete(person, "game move", "move", channel_id=channel, move="")
        assert choices, f"{kind}: the human is offered no move at turn {turn}"
        await s.slash(person, "game move", channel_id=channel, move=rng.choice(choices)["value"])
        played += 1
    raise AssertionError(f"{kind} did not end")


@pytest.mark.parametrize("locale", ["de", "ru"])
@pytest.mark.parametrize("kind", sorted(TITLES))
async def test_a_whole_game_reads_without_english(harness, kind, locale):
    s = harness.standin
    channel = in_server(s, locale)
    person = s.add_person({"de": "Dieter", "ru": "Olga"}[locale], locale=locale)
    computers, options = TITLES[kind]
    played = await play_whole_game(harness, person, kind, computers, channel, seed=31, options=options)
    assert played > 0
    t = await table(harness, channel)
    assert t.row.status == "finished" and t.language == locale
    names = {part for seat in t.seats for part in re.findall(r"\w+", seat.name)} | {"Test", "server"}
    # Option keys and choices are data, typed as they are in every language (issue 31)
    names |= {part for v in t.game.info.variants for word in (v.key, *v.choices)
              for part in re.findall(r"[A-Za-z]+", word)}
    found = leaked(read_by(s, person, channel), names)
    report = "\n".join(f"{', '.join(sorted(w))}: {line}" for line, w in sorted(found.items()))
    assert not found, f"English a {locale} reader of {kind} meets, in {len(found)} lines:\n{report}"


# -- the pieces, without Discord ---------------------------------------------------------------------


def test_words_in_takes_the_first_language_the_catalogues_have():
    from bot.discordbot.present import words_in

    assert words_in("ja", None, "ru-RU", "de").locale == "ru"
    assert words_in("pt-BR").locale == "en" and words_in().locale == "en"
    assert words_in("de").front == "discord"


def test_a_command_is_written_as_discord_shows_it_to_its_reader():
    from bot.discordbot.present import slash_command

    assert slash_command("undo") == "`/game undo`"
    assert slash_command("undo", "de") == "`/spiel zurücknehmen`"
    assert slash_command("new bits", "ru") == "`/игра новая bits`"
    assert slash_command("nosuch", "de") == "`/spiel nosuch`"


def test_a_text_naming_a_command_is_written_for_its_reader():
    from bot.discordbot.core import written
    from bot.discordbot.present import words_in
    from rules.base import Text

    assert written(words_in("de"), "Use ⟦status⟧.") == "Use `/spiel status`."
    assert written(words_in("ru"), Text("dc-aborted")) == "Прервано."


def test_a_database_fault_is_the_stores_sentence_for_english_and_the_front_ends_for_others():
    from bot.discordbot import faults
    from bot.discordbot.present import words_in
    from bot.service import ServiceError
    from rules.base import Text
    from storage.base import MaybeSaved, StorageError, StoreUnavailable

    down = NothingChanged("The database did not answer within 5 s; nothing was changed.")
    assert faults.sentence(down, None, words_in("en")) == str(down)
    assert faults.sentence(down) == str(down)
    assert faults.sentence(down, None, words_in("de")) == Text("dc-fault-nothing-changed")
    assert faults.sentence(MaybeSaved("x"), None, words_in("ru")) == Text("dc-fault-maybe-saved")
    assert faults.sentence(StoreUnavailable("x"), None, words_in("ru")) == Text("dc-fault-unavailable")
    assert faults.sentence(StorageError("x"), None, words_in("ru")) == Text("dc-fault-database")
    assert faults.sentence(StorageError(""), None, words_in("en")) == Text("dc-fault-database")
    refused = ServiceError(Text("dc-aborted"))
    assert faults.sentence(refused, None, words_in("de")) == Text("dc-aborted")
    handling = faults.Handling("move", committed=True)
    assert faults.sentence(down, handling, words_in("de")) == faults.SAVED_SHOWN
    handling.saved_later = True
    assert faults.sentence(down, handling, words_in("de")) == faults.SAVED_LATER


def test_my_games_say_each_state_in_the_readers_words():
    from bot.discordbot.mine import packed, state_words
    from bot.discordbot.present import words_in

    de, ru = words_in("de"), words_in("ru")
    lobby = {"status": "lobby", "seats": 1, "max_players": 4, "resigned": False, "owes": False, "to_move": [],
             "place": ""}
    assert state_words(lobby, None, None, de) == "offene Runde, 1 von 4 Plätzen besetzt"
    assert state_words(lobby, None, None, ru) == "набор игроков, занято 1 из 4 мест"
    game = dict(lobby, status="active", owes=True, place="")
    assert state_words(game, "<t:1:R>", None, de) == "**du bist am Zug**, fällig <t:1:R>"
    assert state_words(game, None, "<t:2:R>", de) == "**du bist am Zug** seit <t:2:R>"
    assert state_words(game, None, None, de) == "**du bist am Zug**"
    waiting = dict(game, owes=False, to_move=["Anna", "Boris"], place="2.")
    assert state_words(waiting, None, None, ru) == "ждём: Anna и Boris; 2."
    assert state_words(dict(waiting, to_move=[]), "<t:3:R>", None, de) == "wartet auf niemanden, fällig <t:3:R>; 2."
    assert state_words(dict(game, resigned=True), None, None, ru) == "сдача"
    pages_ = packed(["head", *(f"line {i} " + "x" * 300 for i in range(40))], words=ru)
    count, noun = re.search(r"… и ещё (\d+) (\w+)\.$", pages_[-1]).groups()
    assert len(pages_) == 3 and noun == {"1": "игра", "2": "игры", "3": "игры", "4": "игры"}.get(count[-1], "игр")
    assert words("de", "dc-mine-more", count=1) == "… und 1 weiteres Spiel."
    assert words("ru", "dc-mine-more", count=22) == "… и ещё 22 игры."
