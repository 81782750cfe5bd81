"""Each player's own rhythm (issue 28, items 1 and 2): settings stored per
user and shared by every server, refused whole with a sentence when wrong;
the one scheduler of pings (quiet hours in the player's zone, across a
change of zone and a daylight-saving switch; the player's interval; mute
this turn); vacations that stop a player's clocks everywhere, end a vote
on their time, and are spent a day at a time instead of a timeout; and the
issue's month of play by two players in different time zones. The service
is driven with a given clock (no sleeping)."""

import asyncio
import io
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace

import pytest

from bot.console.session import play as play_console
from bot.service import Forbidden, Refused, Service, User, clocks
from bot.service.pings import Rhythm, after_quiet, next_ping, quiet_at
from bot.service.rhythm import checked_interval, checked_quiet, checked_zone
from bot.service.schedule import recorded, since_mark
from storage.base import TABLES, GameRow, SeatRow, migrations
from storage.postgres import PostgresStore
from storage.store import Store
from tests.support.clock import Clock
from tests.support.old_schema import postgres_at, sqlite_at

pytestmark = pytest.mark.usefixtures("both_stores")  # every test on SQLite and on PostgreSQL

G, C = "guild", "chan"
ALICE = User("1", "Alice")
BOB = User("2", "Bob")
BOSS = User("3", "Boss", can_manage_server=True)
H = timedelta(hours=1)
DAY = timedelta(days=1)
BERLIN = "Europe/Berlin"


@pytest.fixture
async def service(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "rhythm.db")
    svc = Service(store, clock=Clock())
    yield svc
    await svc.store.close()


async def started(service, clock="daily", rounds=3, channel=C, guild=G):
    await service.new_game(guild, channel, "tiny", ALICE, {"rounds": rounds}, seed=5, settings={"clock": clock})
    await service.join(guild, channel, BOB)
    return await service.start(guild, channel, ALICE)


async def owing(service, channel=C, guild=G):
    table = await service.table(guild, channel)
    [seat] = [s for s in table.seats if s.owing_since]
    return seat, table


async def play(service, user, channel=C, guild=G):
    [first, *_] = await service.legal_moves(guild, channel, user, "")
    return await service.move(guild, channel, user, first.notation)


async def remind(service, interval=timedelta(hours=12)):
    """One round of the duty loop's reminders (as bot/discordbot/background.py
    does): the user ids pinged."""
    pinged = []
    for row, late in await service.due_reminders(interval):
        if await service.claim_reminder(row.id, row.last_reminder_at, [s.seat for s in late]):
            pinged += [s.user_id for s in late]
    return pinged


# -- the scheduler, pure -------------------------------------------------------------------------------------


def test_quiet_hours_wrap_midnight_in_the_players_zone():
    tokyo = Rhythm(zone="Asia/Tokyo", quiet=(0, 8))
    assert quiet_at(tokyo, datetime(2026, 11, 2, 15, 30, tzinfo=UTC))  # 00:30 in Tokyo
    assert not quiet_at(tokyo, datetime(2026, 11, 2, 23, 0, tzinfo=UTC))  # 08:00 in Tokyo
    night = Rhythm(zone="America/Los_Angeles", quiet=(23, 7))
    assert quiet_at(night, datetime(2026, 11, 2, 7, 59, tzinfo=UTC))  # 23:59 in Los Angeles (PST)
    assert quiet_at(night, datetime(2026, 11, 2, 14, 59, tzinfo=UTC))  # 06:59
    assert not quiet_at(night, datetime(2026, 11, 2, 15, 0, tzinfo=UTC))  # 07:00: a ping waiting goes now
    assert after_quiet(night, datetime(2026, 11, 2, 10, 0, tzinfo=UTC)) == datetime(2026, 11, 2, 15, 0, tzinfo=UTC)
    # 23:30 in Los Angeles: the quiet hours end the next morning, not this one
    assert after_quiet(night, datetime(2026, 11, 3, 7, 30, tzinfo=UTC)) == datetime(2026, 11, 3, 15, 0, tzinfo=UTC)
    assert not quiet_at(Rhythm(zone="Asia/Tokyo"), datetime(2026, 11, 2, 15, 30, tzinfo=UTC))  # none chosen


def test_quiet_hours_follow_the_daylight_saving_switches_of_the_players_zone():
    night = Rhythm(zone=BERLIN, quiet=(23, 7))
    # Last Sunday of March 2026 (29th): 02:00 CET becomes 03:00 CEST, the night's end is at 05:00 UTC.
    waiting = datetime(2026, 3, 29, 3, 0, tzinfo=UTC)  # 05:00 CEST
    assert after_quiet(night, waiting) == datetime(2026, 3, 29, 5, 0, tzinfo=UTC)
    assert after_quiet(night, datetime(2026, 3, 28, 3, 0, tzinfo=UTC)) == datetime(2026, 3, 28, 6, 0, tzinfo=UTC)
    # Last Sunday of October 2026 (25th): 03:00 CEST becomes 02:00 CET, the night's end is at 06:00 UTC.
    assert after_quiet(night, datetime(2026, 10, 25, 4, 0, tzinfo=UTC)) == datetime(2026, 10, 25, 6, 0, tzinfo=UTC)
    assert after_quiet(night, datetime(2026, 10, 24, 4, 0, tzinfo=UTC)) == datetime(2026, 10, 24, 5, 0, tzinfo=UTC)
    assert quiet_at(night, datetime(2026, 10, 24, 21, 0, tzinfo=UTC))  # 23:00 CEST
    assert not quiet_at(night, datetime(2026, 10, 25, 21, 0, tzinfo=UTC))  # 22:00 CET


def test_a_ping_honours_the_interval_waits_for_quiet_hours_and_a_mute_or_vacation_drops_it():
    since = datetime(2026, 11, 2, 12, 0, tzinfo=UTC)
    plain = Rhythm()
    assert next_ping(since + 6 * H, True, since, None, plain, False) == since + 6 * H
    daily = Rhythm(interval=24 * H)
    assert next_ping(since + 6 * H, True, since, None, daily, False) == since + 24 * H  # from the announcement
    assert next_ping(since + 30 * H, True, since, since + 24 * H, daily, False) == since + 48 * H
    assert next_ping(None, True, since, None, plain, False) is None  # the table sends no more
    assert next_ping(since + H, True, since, None, plain, True) is None  # muted
    assert next_ping(since + H, True, since, None, Rhythm(away=True), False) is None  # on vacation
    quiet = Rhythm(zone="UTC", quiet=(10, 14))  # the announcement at 12:00 fell in quiet hours
    assert next_ping(since + 20 * H, False, since, None, quiet, False) == since + 2 * H


def test_a_ping_at_the_last_warning_counts_every_reminder_time_passed_as_sent():
    owing = datetime(2026, 11, 2, 12, 0, tzinfo=UTC)
    seat = SeatRow(0, ALICE.id, "Alice", False, False, clocks.iso(owing))
    row = GameRow(1, G, C, "tiny", "active", {}, 1, "{}", 3, ALICE.id, clocks.iso(owing), clocks.iso(owing),
                  settings={"clock": "daily"})
    _start, half, near = clocks.reminder_times(row.clock, seat, clocks.PRESETS["daily"])
    assert recorded(row, seat, Rhythm(), half)[0] == [seat.owing_since, 2]
    # the half-time reminder was held (an interval): the one sent at the last warning's very time counts both
    reminded, pinged = recorded(row, seat, Rhythm(), near)
    assert reminded == [seat.owing_since, 3] and pinged == [seat.owing_since, clocks.iso(near)]


# -- settings ----------------------------------------------------------------------------------------------


async def test_my_settings_are_shown_changed_and_shared_by_every_server(service):
    shown = await service.me(ALICE, G)
    assert shown.ephemeral and "time zone: UTC" in shown.text and "quiet hours: off" in shown.text
    assert "10 of 10 days left this year" in shown.text
    done = await service.me(ALICE, G, zone="Asia/Tokyo", quiet="0-8", interval=24, told="dm", before=True)
    assert "changed" in done.text and "time zone: Asia/Tokyo" in done.text
    other = await service.me(ALICE, "another server")
    assert "quiet hours: 00:00-08:00" in other.text and "at most one reminder every 24 hours" in other.text
    assert "by a direct message" in other.text and "player before you starts: on" in other.text
    assert await service.told_by([ALICE.id, BOB.id]) == {ALICE.id: "dm", BOB.id: "mention"}
    await service.me(ALICE, G, quiet="off", told="mention", before=False, interval="off", zone="UTC")
    assert await service.store.user_settings(ALICE.id) == {}  # every default again: no row


@pytest.mark.parametrize("change, sentence", [
    ({"zone": "Mars/Olympus"}, "There is no time zone 'Mars/Olympus'. Use a name like Europe/Berlin"),
    ({"zone": "Berlin"}, "Did you mean Europe/Berlin?"),
    ({"quiet": "23"}, "Quiet hours are two different whole hours from 0 to 23"),
    ({"quiet": "7-7"}, "Quiet hours are two different whole hours"),
    ({"quiet": "22-25"}, "Quiet hours are two different whole hours"),
    ({"interval": 2}, "from 12 (the referee never reminds more often than that)"),
    ({"interval": "daily"}, "Your reminder interval is a number of hours"),
    ({"told": "pigeon"}, "by `mention` (in the game's channel) or `dm`"),
    ({"before": "maybe"}, "is on or off"),
    ({"vacation": "soon"}, "vacation is a whole number of days"),
    ({"vacation": 11}, "A vacation is 1 to 10 whole days"),
])
async def test_a_wrong_setting_is_refused_with_a_sentence_and_nothing_changes(service, change, sentence):
    await service.me(ALICE, G, zone=BERLIN, quiet="23-07")
    with pytest.raises(Refused, match=sentence.replace("(", r"\(").replace(")", r"\)").replace("?", r"\?")):
        await service.me(ALICE, G, **{"interval": 24, **change})
    assert await service.store.user_settings(ALICE.id) == {"zone": BERLIN, "quiet": [23, 7]}
    assert await service.store.vacations_of(ALICE.id, "2000") == []


def test_a_reminder_interval_is_at_most_a_week():
    assert checked_interval("168", 12) == 168.0
    with pytest.raises(Refused, match=r"from 12 \(the referee never reminds more often than that\) to 168, or off"):
        checked_interval("169", 12)


def test_quiet_hours_are_whole_hours_from_0_to_23():
    assert checked_quiet("23-0") == [23, 0] and checked_quiet("0-23") == [0, 23]
    for wrong in ("24-6", "6-24", "1-2-3"):
        with pytest.raises(Refused, match="Quiet hours are two different whole hours from 0 to 23"):
            checked_quiet(wrong)


def test_a_mistyped_time_zone_suggests_at_most_three_names():
    with pytest.raises(Refused) as refused:
        checked_zone("Indiana")
    suggested = str(refused.value).split("Did you mean ")[1].rstrip("?").split(", ")
    assert len(suggested) == 3 and all("Indiana" in name for name in suggested)


# -- the scheduler in the duty loop --------------------------------------------------------------------------


async def test_quiet_hours_hold_the_turn_announcements_ping_until_they_end(service):
    service.clock.now = datetime(2026, 11, 2, 12, 0, tzinfo=UTC)
    await service.me(BOB, G, quiet="10-14")  # UTC
    await started(service)
    await play(service, ALICE)  # Bob's turn at 12:00, in his quiet hours
    [announcement] = [a for a in await service.pending_announcements() if a.payload["ping"]][-1:]
    assert announcement.payload["ping"] == [BOB.id]
    assert (await service.announcement_reply(announcement)).ping == []  # held back
    assert await remind(service) == []
    service.clock.now += 2 * H  # 14:00: the quiet hours end, the announcement's ping goes out
    assert await remind(service) == [BOB.id]
    assert await remind(service) == []
    service.clock.now += 34 * H  # 36 hours into the decision: the clock's half-time reminder
    assert await remind(service) == [BOB.id]


async def test_quiet_hours_are_read_in_the_zone_the_player_has_now(service):
    service.clock.now = datetime(2026, 11, 2, 12, 0, tzinfo=UTC)
    await started(service)
    await play(service, ALICE)
    await service.me(BOB, G, zone="Asia/Tokyo", quiet="0-8")
    service.clock.now = datetime(2026, 11, 4, 0, 0, tzinfo=UTC)  # 09:00 in Tokyo: the half-time reminder goes
    assert await remind(service) == [BOB.id]
    await service.me(BOB, G, zone="America/Los_Angeles", quiet="0-8")  # he moved; the same hours, a new zone
    service.clock.now = datetime(2026, 11, 5, 11, 0, tzinfo=UTC)  # 03:00 in Los Angeles: the last warning waits
    assert await remind(service) == []
    service.clock.now = datetime(2026, 11, 5, 15, 0, tzinfo=UTC)  # 07:00 PST: still quiet
    assert await remind(service) == []
    service.clock.now = datetime(2026, 11, 5, 16, 0, tzinfo=UTC)  # 08:00 PST
    assert await remind(service) == [BOB.id]


async def test_mute_this_turn_silences_only_this_decision_of_its_owner(service):
    await started(service)
    alice, table = await owing(service)
    mark = since_mark(alice.owing_since)
    for other in (User("9", "Eve"), BOB):  # not seated; seated, but the decision is Alice's
        with pytest.raises(Forbidden, match="Only the player this reminder is for"):
            await service.mute_turn(table.row.id, other, mark)
    with pytest.raises(Refused, match="a decision you already made"):
        await service.mute_turn(table.row.id, ALICE, mark - 60)
    done = await service.mute_turn(table.row.id, ALICE, mark)
    assert done.ephemeral and "No more reminders for this turn" in done.text
    service.clock.now += 2 * DAY
    assert await remind(service) == []
    await play(service, ALICE)
    await play(service, BOB)  # Alice's next decision is reminded again
    service.clock.now += 2 * DAY
    assert await remind(service) == [ALICE.id]
    with pytest.raises(Refused, match="a decision you already made"):
        await service.mute_turn(table.row.id, ALICE, mark)  # the stale button


async def test_the_player_after_is_told_once_when_the_player_before_starts(service):
    await service.me(BOB, G, before=True)
    await started(service)
    [note] = await service.heads_up()
    assert note.text == "Heads-up for Bob: Alice, who plays before you, has started their turn."
    assert not note.ping and not note.mentions
    assert await service.heads_up() == []  # once per decision
    service.clock.now += H
    await play(service, ALICE)
    assert await service.heads_up() == []  # Alice did not ask
    service.clock.now += H
    await play(service, BOB)
    assert len(await service.heads_up()) == 1


async def test_a_heads_up_read_before_a_move_is_not_sent_after_it(service, monkeypatch):
    await service.me(BOB, G, before=True)
    await started(service)
    stale = await service.store.seats((await service.table(G, C)).row.id)  # Alice owes
    service.clock.now += H
    await play(service, ALICE)  # ... and decides while the duty was reading
    reads = [stale]
    fresh = service.store.seats

    async def seats(game_id):
        return reads.pop() if reads else await fresh(game_id)

    monkeypatch.setattr(service.store, "seats", seats)
    assert await service.heads_up() == []


async def test_a_solo_player_is_never_told_that_they_themselves_started(service):
    await service.me(ALICE, G, before=True)
    await service.new_game(G, C, "townies", ALICE, {}, seed=5)
    await service.start(G, C, ALICE)
    assert await service.heads_up() == []


# -- vacations -----------------------------------------------------------------------------------------------


async def test_a_vacation_stops_my_clock_everywhere_and_ending_it_early_gives_back_whole_days(service):
    await started(service)
    await started(service, channel="other", guild="elsewhere")
    seat, _ = await owing(service)
    due = {d.user_id: d.at for d in (await service.status(G, C)).deadlines}[ALICE.id]
    service.clock.now += 6 * H
    gone = await service.me(ALICE, G, vacation=3)
    assert "You are on vacation until" in gone.text and "(3 days; 7 left this year)" in gone.text
    assert sorted(r.game_id for r in gone.data) == [1, 2]  # both tables told
    assert "Alice is on vacation until" in gone.data[0].text
    status = await service.status(G, C)
    assert status.deadlines == [] and "Alice 2 days 18 hours, stopped: on vacation" in status.text  # stopped
    with pytest.raises(Refused, match="already on vacation"):
        await service.me(ALICE, G, vacation=1)
    service.clock.now += DAY + 2 * H
    assert await remind(service) == [] and await service.expire() == []
    back = await service.me(ALICE, G, vacation="back")
    assert "Welcome back" in back.text and "1 day given back" in back.text  # 1 day 2 hours away: 2 days used
    assert "Alice is back from vacation" in back.data[0].text
    assert {d.user_id: d.at for d in (await service.status(G, C)).deadlines}[ALICE.id] == due + DAY + 2 * H
    assert "8 of 10 days left this year" in (await service.me(ALICE, G)).text


async def test_a_vacation_ends_by_itself_and_the_table_is_told(service):
    await started(service)
    await service.me(ALICE, G, vacation=2)
    service.clock.now += 2 * DAY
    [back] = await service.expire()
    assert back.text == "Alice is back from vacation: Alice's clock runs again."
    assert "away" not in (await service.table(G, C)).row.clock


async def test_a_vacation_that_starts_while_a_vote_on_my_time_is_open_ends_it_with_nothing_done(service):
    await service.server_settings(G, BOSS, vacation_days=0)
    await started(service)
    service.clock.now += 3 * DAY + H
    [told] = await service.expire()
    assert "Alice's time ran out" in told.text and told.ballot
    await service.server_settings(G, BOSS, vacation_days=5)
    assert await service.expire() == []  # days to spend now, but a standing vote is the others' to decide
    gone = await service.me(ALICE, G, vacation=2)
    [table_told] = gone.data
    assert "The vote on Alice's time ends with nothing done: Alice went on vacation." in table_told.text
    with pytest.raises(Refused, match="There is no vote open"):
        await service.vote(G, C, BOB, "hand")
    service.clock.now += 2 * DAY
    back, spent = await service.expire()  # back with no time left: a vacation day is spent before any vote
    assert back.text.startswith("Alice is back") and "vacation days is used instead (2 left" in spent.text


async def test_a_vacation_day_is_spent_instead_of_a_timeout_while_days_are_left(service):
    await service.server_settings(G, BOSS, vacation_days=2)
    await started(service)
    service.clock.now += 3 * DAY + H
    [spent] = await service.expire()
    assert spent.text.startswith("Alice's time ran out, so one of Alice's vacation days is used instead"
                                 " (1 left this year)")
    assert not spent.ballot
    service.clock.now += DAY
    back, spent = await service.expire()  # back, and no time left still: the last day
    assert "back from vacation" in back.text and "(0 left this year)" in spent.text
    service.clock.now += DAY
    back, told = await service.expire()  # no day left: the others vote, as without vacations
    assert "Alice's time ran out. Nothing happens to the seat" in told.text and told.ballot


async def test_the_servers_vacation_days_are_checked_and_zero_means_none(service):
    with pytest.raises(Refused, match="vacation_days is a whole number of days a year from 0"):
        await service.server_settings(G, BOSS, vacation_days=400)
    with pytest.raises(Forbidden):
        await service.server_settings(G, ALICE, vacation_days=3)
    done = await service.server_settings(G, BOSS, vacation_days=0)
    assert "vacation_days: 0 (no vacations)" in done.text
    with pytest.raises(Refused, match="This server gives no vacation days"):
        await service.me(ALICE, G, vacation=1)
    assert "vacation_days: 10 (days a year" in (await service.server_settings("elsewhere", ALICE)).text
    assert "vacation_days: 365 (" in (await service.server_settings(G, BOSS, vacation_days=365)).text  # the most
    with pytest.raises(Refused, match="from 0 \\(no vacations\\) to 365, not 366"):
        await service.server_settings(G, BOSS, vacation_days=366)


# -- the store -----------------------------------------------------------------------------------------------


async def test_the_store_keeps_settings_per_user_and_vacations_with_their_days(service):
    store = service.store
    await store.set_user_settings("u", {"zone": BERLIN})
    assert await store.user_settings("u") == {"zone": BERLIN} and await store.user_settings("v") == {}
    assert await store.add_vacation("u", "2026-01-02T00:00:00+00:00", "2026-01-05T00:00:00+00:00", 3)
    assert not await store.add_vacation("u", "2026-01-03T00:00:00+00:00", "2026-01-04T00:00:00+00:00", 1)
    assert await store.vacations_at("2026-01-04T00:00:00+00:00") == {
        "u": ("2026-01-02T00:00:00+00:00", "2026-01-05T00:00:00+00:00")}
    await store.end_vacation("u", "2026-01-02T00:00:00+00:00", "2026-01-03T00:00:00+00:00", 1)
    assert await store.vacations_at("2026-01-04T00:00:00+00:00") == {}
    assert await store.vacations_of("u", "2026-01-01") == [
        ("2026-01-02T00:00:00+00:00", "2026-01-03T00:00:00+00:00", 1)]
    assert {"user_settings", "vacations"} <= set(TABLES)
    assert await store.export_table("user_settings") == [("u", '{"zone": "Europe/Berlin"}')]


@pytest.mark.sqlite_only("a database as schema 7 left it, built with sqlite3")
async def test_migration_8_keeps_the_games_of_schema_7(tmp_path, tiny_game):
    path = sqlite_at(tmp_path / "old.db", 7)
    async with await Store.open(path) as store:
        assert await store.schema_version() == len(migrations()) >= 8
        row = await store.open_game("g", "c")
        assert row is not None and (row.state, row.version) == ('{"x": 1}', 3)
        assert await store.user_settings("u") == {}
        await store.set_user_settings("u", {"told": "dm"})
        assert await store.user_settings("u") == {"told": "dm"}


@pytest.mark.postgres_only("a database as schema 7 left it, built with asyncpg")
async def test_migration_8_on_postgresql_keeps_the_games_of_schema_7(pg_schema_url, tiny_game):
    url = await postgres_at(await pg_schema_url(), 7)
    async with await PostgresStore.open(url) as store:
        assert await store.schema_version() == len(migrations()) >= 8
        row = await store.open_game("g", "c")
        assert row is not None and (row.state, row.version) == ('{"x": 1}', 3)
        assert await store.add_vacation("u", "2026-01-02T00:00:00+00:00", "2026-01-05T00:00:00+00:00", 3)
        assert await store.vacations_of("u", "2026") == [
            ("2026-01-02T00:00:00+00:00", "2026-01-05T00:00:00+00:00", 3)]


@pytest.mark.sqlite_only("the console plays in memory")
def test_the_console_shows_and_changes_my_settings(tiny_game):
    args = SimpleNamespace(game="tiny", players="alice,bob", computer=0, seed=3, db=None, images=None,
                           option=["rounds=2"], clock="brisk")
    out = io.StringIO()
    lines = "alice: me zone Europe/Berlin\nalice: me quiet 23-7\nbob: me zone Mars\nalice: me\nbob: me told\n"
    assert asyncio.run(play_console(args, ["alice", "bob"], io.StringIO(lines), out)) == 0
    text = out.getvalue()
    assert "Your settings changed (the same in every server):" in text
    assert "quiet hours: 23:00-07:00" in text and "time zone: Europe/Berlin" in text
    assert "There is no time zone 'Mars'" in text and "Say the value too, e.g. `me told ...`" in text


async def test_no_vacation_is_left_once_the_years_days_are_used(service):
    await service.server_settings(G, BOSS, vacation_days=3)
    await service.me(ALICE, G, vacation=3)
    service.clock.now += 3 * DAY
    with pytest.raises(Refused, match="You have no vacation days left this year"):
        await service.me(ALICE, G, vacation=1)
    with pytest.raises(Refused, match="You are not on vacation"):
        await service.me(ALICE, G, vacation=0)
    service.clock.now = datetime(2027, 1, 1, 0, 0, tzinfo=UTC)  # a new calendar year: a new allowance
    assert "(2 days; 1 left this year)" in (await service.me(ALICE, G, vacation=2)).text
    assert "1 of 3 days left this year" in (await service.me(ALICE, G)).text  # one taken on New Year's Day counts


async def test_while_away_nobody_pings_me_nor_hands_my_idle_seat_over(service):
    await started(service)
    await service.set_setting(G, C, ALICE, "idle_hours", 2)
    await service.me(ALICE, G, vacation=1)
    [announcement] = [a for a in await service.pending_announcements() if a.payload["ping"] == [ALICE.id]]
    assert (await service.announcement_reply(announcement)).ping == []  # on vacation: not pinged
    service.clock.now += 20 * H
    assert await service.idle_seats() == [] and await remind(service) == []
    service.clock.now += 5 * H  # back: idle from now on, handed over after idle_hours as before
    await service.expire()
    assert await service.idle_seats() == []
    service.clock.now += 2 * H
    assert [s.user_id for _, s in await service.idle_seats()] == [ALICE.id]


async def test_no_heads_up_where_everybody_decides_at_once(service):
    await service.me(BOB, G, before=True)
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 3, "simultaneous": True}, seed=5)
    await service.join(G, C, BOB)
    await service.start(G, C, ALICE)
    assert await service.heads_up() == []


async def test_a_held_ping_survives_a_restart_and_one_process_sends_it(service):
    service.clock.now = datetime(2026, 11, 2, 12, 0, tzinfo=UTC)
    await service.me(BOB, G, quiet="10-14")
    await started(service)
    await play(service, ALICE)
    service.clock.now += 2 * H
    first, second = Service(service.store, clock=service.clock), Service(service.store, clock=service.clock)
    [(row, late)] = await first.due_reminders(timedelta(hours=12))  # a new process sees the held ping due
    assert [s.user_id for s in late] == [BOB.id]
    [(again, _)] = await second.due_reminders(timedelta(hours=12))
    claims = [await first.claim_reminder(row.id, row.last_reminder_at, [1]),
              await second.claim_reminder(again.id, again.last_reminder_at, [1])]
    assert claims == [True, False]  # exactly one process pings
    assert await remind(first) == []


async def test_without_a_clock_my_interval_spaces_the_tables_reminders_and_a_vacation_ends_cleanly(service):
    await service.me(ALICE, G, interval=30)
    await started(service, clock="none")
    service.clock.now += 12 * H
    assert await remind(service) == []  # the table's 12 hours, but Alice asked for 30
    service.clock.now += 18 * H
    assert await remind(service) == [ALICE.id]
    service.clock.now += 12 * H
    assert await remind(service) == []
    service.clock.now += 18 * H
    assert await remind(service) == [ALICE.id]
    await service.me(ALICE, G, vacation=1)
    service.clock.now += DAY
    [back] = await service.expire()
    assert back.text.startswith("Alice is back") and "banks" not in (await service.table(G, C)).row.clock


async def test_muting_a_game_that_is_not_running_is_refused(service):
    with pytest.raises(Refused, match="That game is not running any more"):
        await service.mute_turn(99, ALICE, 0)
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 3}, seed=5)
    with pytest.raises(Refused, match="That game is not running any more"):
        await service.mute_turn(1, ALICE, 0)
