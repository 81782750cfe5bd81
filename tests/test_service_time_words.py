"""The service's words about time, votes, settings and my games (issue 31,
part B: the catalogue domain ``service-time``, ids ``tm-...``): every
message renders in every language; a German table and a Russian player
read their replies with no English leaking in (public replies in the
game's language, the asker's own in theirs); the game setting
``language``; refusals are Texts that each reader reads in their own
language; store faults too."""

import re
from datetime import timedelta

import pytest

from bot.i18n import LOCALES, Words, catalogue, render
from bot.service import Refused, Service, ServiceError, Unavailable, User, clocks
from bot.service.boundary import sentence
from bot.service.mine import place_text, state_words
from bot.service.rhythm import described
from rules.base import Text
from storage.base import MaybeSaved, NothingChanged, StorageError
from storage.store import Store
from tests.support.clock import START, Clock
from tests.support.english import leaks
from tests.support.tinygame import TinyRace

G, C = "guild", "chan"
ANNA = User("1", "Anna", locale="ru")  # reads Russian
BERND = User("2", "Bernd", locale="de")
CARL = User("3", "Carl")  # locale unknown: the game's language
# Data, not words: names, the clocks' names and the computers' levels.
NAMES = {"Anna", "Bernd", "Carl", "Tiny", "Race", "Computer", *clocks.CHOICES, "easy", "normal", "hard"}
DAY = timedelta(days=1)

# Arguments a tm- message may take, each a value of its kind.
SAMPLES = {
    "name": "Anna", "before": "Bernd", "until": "<t:1:R>", "deadline": "<t:1:R>", "since": "<t:1:R>",
    "n": 2, "days": 2, "left": 3, "allowance": 10, "told": 1, "back": 1, "most": 365, "value": "'x'",
    "key": "idle_hours", "settings": "clock, idle_hours", "clocks": "daily, none", "choices": "wait, skip",
    "choice": "wait", "meaning": "wait", "language": "de", "languages": "en, de, ru", "clock": "daily",
    "hours": 12.0, "state": "x", "banks": "Anna 2", "summary": "x", "done": "x", "default": "x",
    "answers": 1, "voters": 2, "count": 3, "game": "Tiny Race", "waiting": "Bernd", "seated": 2, "cap": 20,
    "level": "hard", "levels": "easy, normal, hard", "zone": "UTC", "start": "23:00", "end": "07:00",
    "least": 12.0, "close": "Europe/Berlin", "on": "yes", "line": "x", "players": 3, "points": 5, "tied": "no",
    "rank": 2, "channel": "c", "guild": "g", "taken": 1, "seats": 4, "here": "yes", "games": 2, "turns": 1,
    "where": "x", "view": "x", "place": "x", "finished": 1, "abandoned": 0, "timed_out": 0, "resigned": 0,
    "wins": 1, "average": 2.5, "best": 3, "solo": 1, "rating": 12.25, "rated": 1, "score": 7, "detail": "x",
    "date": "2026-11-01", "parts": "x", "saved": "no", "wait": "answer", "seconds": 5.0, "what": "x", "left_": 1,
    "front": "console", "minutes": 20.0,
}


def tm_ids() -> list[str]:
    return sorted(i for i in catalogue().ids("en") if i.startswith("tm-"))


def test_every_tm_message_renders_in_every_language_and_the_translations_are_not_english():
    assert len(tm_ids()) > 100
    for msg_id in tm_ids():
        args = {name: SAMPLES[name] for name in catalogue().arguments("en", msg_id)}
        if msg_id == "tm-setting-now":
            args["value"] = 2.0  # a number of hours
        english = catalogue().text("en", msg_id, **args)
        for locale in LOCALES:
            assert catalogue().has(locale, msg_id), (locale, msg_id)
            said = catalogue().text(locale, msg_id, **args)
            assert said.strip(), (locale, msg_id)
            if locale != "en":
                assert not leaks(said, NAMES), (locale, msg_id, said)
                if leaks(english, NAMES):  # words, not only data and format
                    assert said != english, (locale, msg_id)


@pytest.mark.parametrize("n, de, ru", [(1, "1 Tag", "1 день"), (3, "3 Tage", "3 дня"), (5, "5 Tage", "5 дней"),
                                       (21, "21 Tage", "21 день")])
def test_durations_take_each_languages_plural(n, de, ru):
    seconds = n * clocks.DAY
    assert render(clocks.span(seconds), "de") == de and render(clocks.span(seconds), "ru") == ru
    assert str(clocks.span(seconds + 3 * clocks.HOUR + 60)) == f"{n} day{'s' if n != 1 else ''} 3 hours"
    assert str(clocks.span(59)) == "less than a minute"
    assert render(clocks.span(2 * 60), "ru") == "2 минуты"


async def test_the_banks_of_a_status_in_the_readers_words(service):
    await german_table(service)
    table = await service.table(G, C)
    table.seats[2].is_computer = True
    service.clock.now = START + timedelta(hours=5)
    banks = clocks.banks_line(table.row, table.seats, service.clock())
    assert str(banks).startswith("Clock: daily (24 hours a move, saved up to a bank of 3 days). Time left: Anna 2 days"
                                 " 19 hours, running; Bernd 3 days; Carl (computer).")
    assert render(banks, "de") == ("Uhr: daily (24 Stunden pro Zug, angespart bis zu einem Konto von 3 Tagen)."
                                   " Verbleibende Zeit: Anna 2 Tage 19 Stunden, läuft; Bernd 3 Tage; Carl (Computer).")
    table.row.clock = {**table.row.clock, "away": {"0": START.isoformat()}, "banks": {"1": [0, START.isoformat()]}}
    said = render(clocks.banks_line(table.row, table.seats, service.clock()), "ru")
    assert "Anna 3 дня, остановлены: в отпуске; Bernd время вышло; Carl (компьютер)." in said
    table.row.settings = {}
    assert clocks.banks_line(table.row, table.seats, service.clock()) == ""


def test_dates_and_numbers_are_written_the_readers_way():
    moment = START + timedelta(hours=5)
    assert clocks.moment(moment) == moment.strftime("%Y-%m-%d %H:%M UTC")
    assert clocks.moment(moment, "de") != clocks.moment(moment) and clocks.moment(moment, "de").endswith(" UTC")
    assert render(Text("tm-setting-now", {"key": "idle_hours", "value": 1.5}), "de") == (
        "Die Einstellung idle_hours ist jetzt 1,5.")
    assert str(Text("tm-setting-now", {"key": "idle_hours", "value": 24.0})) == "Setting idle_hours is now 24.0."
    assert render(Text("tm-stats-rating", {"rating": 12.25, "rated": 3}), "de") == "Wertung 12,2 (3 gewertet)"


def test_places_and_states_of_my_games_in_every_language():
    game = TinyRace()
    state = game.setup(["A", "B", "C"], {"rounds": 3, "simultaneous": False}, 1)
    state["scores"], state["best"] = [31, 40, 5], [5, 5, 5]
    assert render(place_text(game, state, 0), "de") == "2. Platz von 3, 31 Punkte"
    assert render(place_text(game, state, 0), "ru") == "2-е место из 3, 31 очко"
    state["scores"], state["best"] = [1, 1, 0], [1, 1, 0]
    assert render(place_text(game, state, 1), "de") == "geteilter 1. Platz von 3, 1 Punkt"
    assert str(place_text(game, state, 1)) == "tied 1st of 3, 1 point"
    entry = {"status": "active", "resigned": False, "owes": False, "to_move": [], "place": "", "seats": 2,
             "max_players": 4}
    assert state_words(entry, None) == "waiting for nobody"
    assert state_words(entry, None, words=Words("ru")) == "ждём: никого"
    assert state_words({**entry, "owes": True}, "x", words=Words("de")) == "**du bist am Zug**, fällig x"
    assert state_words({**entry, "owes": True}, None, "y") == "**your turn** since y"
    assert state_words({**entry, "owes": True}, None) == "**your turn**"
    assert state_words({**entry, "status": "lobby"}, None, words=Words("de")) == "Lobby, 2 von 4 Plätzen besetzt"
    assert state_words({**entry, "resigned": True}, None, words=Words("ru")) == "вы сдались"


def test_my_settings_are_lines_of_words():
    lines = described({"zone": "Europe/Berlin", "quiet": [23, 7], "interval": 24.0, "told": "dm", "before": True})
    assert [render(line, "en") for line in lines] == [
        "time zone: Europe/Berlin", "quiet hours: 23:00-07:00 (no pings then; a ping waits until they end)",
        "reminder interval: at most one reminder every 24 hours",
        "told it is your turn: by a direct message (a mention in the channel when Discord cannot send one)",
        "told when the player before you starts: on"]
    assert render(lines[2], "ru") == "промежуток между напоминаниями: не чаще одного раза в 24 часа"
    plain = described({})
    assert [render(line, "de") for line in plain][1:] == [
        "Ruhezeiten: aus", "Erinnerungsabstand: der des Tisches",
        "dass du am Zug bist: per Erwähnung im Kanal des Spiels",
        "Hinweis, wenn der Spieler vor dir beginnt: aus"]


@pytest.mark.parametrize("fault, en, de", [
    (NothingChanged("x", reason="unreachable"),
     "The database cannot be reached right now; nothing was changed. Try again in a minute.",
     "Die Datenbank ist gerade nicht erreichbar; nichts wurde geändert. Versuch es in einer Minute noch einmal."),
    (MaybeSaved("x", reason="no connection"),
     "The database has no connection free for the bot right now; the change may not have been saved: look at"
     " the game's status, then try again.", "Die Datenbank hat gerade keine freie Verbindung für den Bot; die"
     " Änderung ist vielleicht nicht gespeichert: Sieh dir den Stand des Spiels an und versuch es dann noch"
     " einmal."),
    (NothingChanged("The database did not give a connection within 2.5 s; nothing was changed.", reason="timeout"),
     "The database did not give a connection within 2.5 s; nothing was changed. Try again in a minute.",
     "Die Datenbank hat innerhalb von 2,5 s keine Verbindung gegeben; nichts wurde geändert. Versuch es in einer"
     " Minute noch einmal."),
    (MaybeSaved("The database did not confirm the change within 5 s; the change may not ...", reason="timeout"),
     "The database did not confirm the change within 5 s; the change may not have been saved: look at the"
     " game's status, then try again.", "Die Datenbank hat die Änderung nicht innerhalb von 5 s bestätigt; die"
     " Änderung ist vielleicht nicht gespeichert: Sieh dir den Stand des Spiels an und versuch es dann noch"
     " einmal."),
    (NothingChanged("The database did not answer within 3 s; nothing was changed.", reason="timeout"),
     "The database did not answer within 3 s; nothing was changed. Try again in a minute.",
     "Die Datenbank hat nicht innerhalb von 3 s geantwortet; nichts wurde geändert. Versuch es in einer Minute"
     " noch einmal."),
    (NothingChanged("Something slow happened.", reason="timeout"), "Something slow happened.",
     "Die Datenbank kann gerade nicht genutzt werden; die Meldung für die Verwaltung des Bots: Something slow"
     " happened."),
    (StorageError("The disk is full."), "The disk is full.", "Die Datenbank kann gerade nicht genutzt werden; die"
     " Meldung für die Verwaltung des Bots: The disk is full."),
])
def test_a_store_fault_is_told_in_the_readers_words(fault, en, de):
    said = sentence(fault)
    assert str(said) == en and render(said, "de") == de
    assert not leaks(render(said, "ru"), {"Something", "slow", "happened", "disk", "full"})


# -- through the service: a German table, a Russian player ------------------------------------------


@pytest.fixture
async def service(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "words.db")
    svc = Service(store, clock=Clock())
    await svc.store.set_guild_settings(G, {"vacation_days": 0})  # a clock that runs out is voted on
    yield svc
    await svc.store.close()


async def german_table(service, clock="daily"):
    await service.new_game(G, C, "tiny", ANNA, {"rounds": 3}, seed=5, settings={"clock": clock, "language": "de"})
    await service.join(G, C, BERND)
    await service.join(G, C, CARL)
    return await service.start(G, C, ANNA)


def clean(text: str, language: str, *more: str) -> None:
    """``text`` is not empty and has no distinctive English word (names
    and the given words are data)."""
    assert text.strip()
    assert not leaks(text, NAMES | set(more)), (language, text)


async def refusal(call, *, reader: str, typed: str = "") -> str:
    """The refusal of ``call`` as ``reader`` reads it (``typed``: what the
    player typed, echoed as data)."""
    with pytest.raises(ServiceError) as caught:
        await call
    assert isinstance(caught.value.message, Text), caught.value.message
    said = render(caught.value.message, reader)
    clean(said, reader, typed)
    return said


async def test_a_german_table_and_a_russian_player_read_no_english(service):
    await german_table(service)
    # game settings: public changes in German, the asker's view in Russian
    changed = await service.set_setting(G, C, ANNA, "idle_hours", 12)
    assert changed.text == "Die Einstellung idle_hours ist jetzt 12."
    clean((await service.set_setting(G, C, ANNA, "timeout_default", "skip")).text, "de")
    clean((await service.set_setting(G, C, ANNA, "clock", "brisk")).text, "de")
    shown = await service.settings_text(G, C, ANNA)
    clean(shown.text, "ru") and None
    assert "Часы: brisk (8 часов на каждый ход)." in shown.text and "idle_hours: 12 (" in shown.text
    assert "language: de (Deutsch:" in shown.text
    assert "Uhr: brisk" in (await service.settings_text(G, C, CARL)).text  # no locale: the game's
    assert "Uhr: brisk" in (await service.settings_text(G, C)).text
    await refusal(service.set_setting(G, C, BERND, "idle_hours", 1), reader="de")
    await refusal(service.set_setting(G, C, ANNA, "speed", 1), reader="ru")
    await refusal(service.set_setting(G, C, ANNA, "idle_hours", "soon"), reader="ru")
    await refusal(service.set_setting(G, C, ANNA, "idle_hours", -1), reader="ru")
    await refusal(service.set_setting(G, C, ANNA, "clock", "hourly"), reader="ru")
    await refusal(service.set_setting(G, C, ANNA, "timeout_default", "never"), reader="ru", typed="never")
    await refusal(service.set_setting(G, C, ANNA, "language", "fr"), reader="ru")
    # my settings and vacations: the asker's language
    await service.store.set_guild_settings(G, {})  # ten vacation days a year
    mine = await service.me(ANNA, G)
    clean(mine.text, "ru")
    assert mine.text.startswith("Ваши настройки (одинаковые на всех серверах):")
    changed = await service.me(ANNA, G, zone="Europe/Berlin", quiet="23-07", interval="24", told="dm", before="on")
    clean(changed.text, "ru")
    assert "Ваши настройки изменены" in changed.text and "23:00-07:00" in changed.text
    away = await service.me(ANNA, G, vacation=2)
    clean(away.text, "ru")
    assert "Вы в отпуске до" in away.text and "2 дня" in away.text
    (told,) = away.data
    clean(told.text, "de")  # the table is told in its language
    assert "im Urlaub" in told.text
    until = f"<t:{int((START + 2 * DAY).timestamp())}:f>"  # when the vacation ends, not when it began
    assert f"- отпуск: в отпуске до {until}; в этом году осталось 8 из 10 дн." in (await service.me(ANNA, G)).text
    assert f"- vacation: on vacation until {until}; 8 of 10 days left" in (await service.me(CARL, G)).text + (
        await service.me(User(ANNA.id, "Anna"), G)).text
    await refusal(service.me(ANNA, G, vacation=3), reader="ru")
    back = await service.me(ANNA, G, vacation=0)
    clean(back.text, "ru")
    assert "С возвращением" in back.text
    await refusal(service.me(ANNA, G, vacation=0), reader="ru")
    await refusal(service.me(ANNA, G, vacation="soon"), reader="ru", typed="soon")
    await refusal(service.me(ANNA, G, vacation=99), reader="ru")
    for wrong in ({"zone": "Berlin"}, {"zone": "Nowhere/Atall"}, {"quiet": "25-3"}, {"interval": "1"},
                  {"told": "pigeon"}, {"before": "maybe"}):
        await refusal(service.me(ANNA, G, **wrong), reader="ru", typed=next(iter(wrong.values())).split("/")[0])
    # my games: Russian, with the date as Russian writes it
    games = await service.mine(G, ANNA)
    clean(games.text, "ru")
    assert games.text.startswith("Ваши незаконченные игры на этом сервере: 1, ваш ход — в 1.")
    assert re.search(r"\*\*ваш ход\*\*, срок \d\d\.\d\d\.\d{4}, \d\d:\d\d UTC; все 3 наравне, 0 очков$", games.text)
    clean((await service.mine(None, BERND)).text, "de")
    clean((await service.mine("elsewhere", ANNA)).text, "ru")
    await refusal(service.open_mine(ANNA, 999), reader="ru")


async def test_votes_and_time_running_out_are_told_in_the_games_language(service):
    await german_table(service)
    service.clock.now = START + 3 * DAY + timedelta(minutes=1)
    (ran_out,) = await service.expire()
    clean(ran_out.text, "de", "vote", "wait", "skip", "hand")
    assert "Die Zeit von Anna ist abgelaufen." in ran_out.text
    counted = await service.vote(G, C, BERND, "hand")
    assert counted.ephemeral and counted.text.startswith("Deine Stimme über die Zeit von Anna ist gezählt")
    clean(counted.text, "de")
    await refusal(service.vote(G, C, ANNA, "wait"), reader="ru")
    await refusal(service.vote(G, C, BERND, "later"), reader="ru", typed="later")
    decided = await service.vote(G, C, CARL, "hand")
    clean(decided.text.splitlines()[0], "de")  # then the computer's move, in the (English-only) test game's words
    assert decided.text.startswith("Die Abstimmung über die Zeit von Anna ist entschieden: Ein Computer spielt")
    await refusal(service.vote(G, C, BERND, "wait"), reader="de")


async def test_idle_reminders_mute_and_closing_in_the_games_language(service):
    await german_table(service, clock="none")
    table = await service.table(G, C)
    owing = min(table.game.to_act(table.live))
    player = table.user_of(owing)
    who = next(u for u in (ANNA, BERND, CARL) if u.id == player.user_id)
    others = [u for u in (ANNA, BERND, CARL) if u.id != who.id]
    since = int(START.timestamp())
    muted = await service.mute_turn(table.row.id, who, since)
    clean(muted.text, who.locale or "de")
    await refusal(service.mute_turn(table.row.id, others[0], since), reader="de")
    await refusal(service.mute_turn(table.row.id, who, since + 5), reader="de")
    await refusal(service.mute_turn(999, who, since), reader="de")
    service.clock.now = START + timedelta(days=200)
    (closed,) = await service.expire(abandon_after=timedelta(days=90))
    clean(closed.text, "de")
    assert closed.text.startswith("Niemand hat dieses Spiel Tiny Race seit 200 Tagen gespielt")


async def test_abandoning_a_game_in_the_games_language(service):
    await german_table(service)
    proposed = await service.abort(G, C, ANNA)
    clean(proposed.text, "de", "agree")
    assert proposed.text.startswith("Anna stimmt zu, dieses Spiel Tiny Race aufzugeben.")
    await refusal(service.agree(G, C, ANNA), reader="ru")
    await refusal(service.agree(G, C, ANNA, game_id=999), reader="ru")
    await service.agree(G, C, BERND)
    done = await service.agree(G, C, CARL)
    clean(done.text, "de")
    assert done.finished and done.text.startswith("Alle, die noch spielen, haben zugestimmt")


async def test_the_games_language_is_a_setting(service):
    await german_table(service)
    table = await service.table(G, C)
    assert table.language == "de"
    now = await service.set_setting(G, C, ANNA, "language", "ru")
    assert now.text == "Настройка language теперь ru: сообщения этой игры отныне на языке «русский»."
    assert (await service.table(G, C)).language == "ru"
    following = await service.set_setting(G, C, ANNA, "idle_hours", 2)  # the next public reply: Russian
    assert following.text == "Настройка idle_hours теперь 2."
    await service.set_setting(G, C, ANNA, "language", "EN")
    assert (await service.set_setting(G, C, ANNA, "idle_hours", 3)).text == "Setting idle_hours is now 3.0."
    for wrong in ("fr", "", None, "de-AT", "deutsch"):
        with pytest.raises(Refused, match=r"There is no language .* for a game\. Languages: en, de, ru\.") as caught:
            await service.set_setting(G, C, ANNA, "language", wrong)
        assert render(caught.value.message, "de").startswith("Es gibt keine Sprache")
    assert (await service.table(G, C)).language == "en"  # unchanged by the refusals
    assert "language: en (English:" in (await service.settings_text(G, C)).text


async def test_the_server_settings_in_the_askers_language(service):
    boss = User("9", "Boss", can_manage_server=True, locale="ru")
    shown = await service.server_settings(G, boss)
    clean(shown.text, "ru", "openskill")
    assert shown.text.startswith("Настройки сервера. clock: нет")
    changed = await service.server_settings(G, boss, clock="daily", abandon_after_days=10, max_games=3,
                                            vacation_days=0, takeover_level="hard")
    clean(changed.text, "ru")
    assert changed.text.startswith("Настройки сервера изменены. Настройки сервера. clock: daily (24 часа на ход")
    await refusal(service.server_settings(G, User("8", "Nobody", locale="de"), clock="daily"), reader="de")
    for wrong in ({"clock": "hourly"}, {"abandon_after_days": "x"}, {"max_games": -1}, {"vacation_days": 400},
                  {"takeover_level": "genius"}):
        said = await refusal(service.server_settings(G, boss, **wrong), reader="ru")
        assert said
    with pytest.raises(Refused, match="takeover_level: 'genius' is not a computer level. Choose one of: "):
        await service.server_settings(G, boss, takeover_level="genius")


async def test_stats_and_the_leaderboard_in_the_askers_language(service):
    stats = await service.stats(G, ANNA)
    clean(stats.text, "ru")
    assert stats.text == "У игрока Anna на этом сервере ещё нет завершённых игр."
    board = await service.leaderboard(G, "tiny", user=BERND)
    clean(board.text, "de", "openskill", "sigma")
    assert board.text.startswith("**Bestenliste Tiny Race**")


async def test_a_store_fault_reaches_the_player_as_a_text(service):
    async def down(*args, **kwargs):
        raise NothingChanged("The database cannot be reached right now; nothing was changed.", reason="unreachable")

    service.store.open_game = down  # type: ignore[method-assign]
    with pytest.raises(Unavailable) as caught:
        await service.settings_text(G, C)
    said = render(caught.value.message, "ru")
    assert said == "База данных сейчас недоступна; ничего не изменено. Попробуйте через минуту."
