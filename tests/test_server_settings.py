"""A server's own settings (issue 27): the default clock of new games and
the days before a game nobody plays is closed, changed only with Manage
Server, refused whole when a value is wrong; stored per server (migration
7), copied by migrate-db and deleted with a departed server's games."""

from datetime import timedelta

import pytest

from bot.service import Forbidden, Refused, Service, User
from storage.base import TABLES, migrations
from storage.postgres import PostgresStore
from storage.store import Store
from tests.support.clock import START, Clock
from tests.support.old_schema import postgres_at, sqlite_at

pytestmark = pytest.mark.usefixtures("both_stores")  # every test on SQLite and on PostgreSQL

G, C = "guild", "chan"
ALICE = User("1", "Alice")
BOB = User("2", "Bob")
BOSS = User("3", "Boss", can_manage_server=True)
CHANNEL_MANAGER = User("4", "Mod", can_manage=True)
T0 = START
DAY = timedelta(days=1)


@pytest.fixture
async def service(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "server.db")
    svc = Service(store, clock=Clock())
    yield svc
    await svc.store.close()


async def started(service, channel=C, guild=G, settings=None):
    await service.new_game(guild, channel, "tiny", ALICE, {"rounds": 3}, seed=5, settings=settings)
    await service.join(guild, channel, BOB)
    return await service.start(guild, channel, ALICE)


async def test_anyone_sees_the_defaults(service):
    shown = await service.server_settings(G, ALICE, default_days=60)
    assert shown.ephemeral
    assert "clock: none" in shown.text and "abandon_after_days: 60 (" in shown.text
    assert "(the referee's default)" in shown.text and "manage this server" in shown.text
    assert "abandon_after_days: 0 (games nobody plays are never closed)" in (
        await service.server_settings(G, ALICE, default_days=None)).text


async def test_new_games_take_the_servers_clock_unless_they_choose_one(service):
    done = await service.server_settings(G, BOSS, clock="daily")
    assert "clock: daily (24 hours a move" in done.text and not done.ephemeral
    assert (await started(service)).deadlines  # no clock option: the server's
    assert (await service.table(G, C)).row.settings["clock"] == "daily"
    await service.abort(G, C, CHANNEL_MANAGER)
    assert not (await started(service, settings={"clock": "none"})).deadlines  # the game's own choice wins
    await service.abort(G, C, CHANNEL_MANAGER)
    await started(service, settings={"clock": "brisk"})
    assert (await service.table(G, C)).row.settings["clock"] == "brisk"
    await started(service, channel="other", guild="elsewhere")  # another server: no clock
    assert "clock" not in (await service.table("elsewhere", "other")).row.settings
    await service.server_settings(G, BOSS, clock="none")
    assert await service.store.guild_settings(G) == {}  # back to the defaults: no row


async def test_only_a_server_manager_changes_them_and_a_wrong_value_changes_nothing(service):
    await service.server_settings(G, BOSS, clock="brisk", abandon_after_days=10)
    before = await service.store.guild_settings(G)
    assert before == {"clock": "brisk", "abandon_after_days": 10}
    for user in (ALICE, CHANNEL_MANAGER):
        with pytest.raises(Forbidden, match="Only someone who can manage this server"):
            await service.server_settings(G, user, clock="daily")
    with pytest.raises(Refused, match="There is no clock 'hourly'"):
        await service.server_settings(G, BOSS, clock="hourly", abandon_after_days=20)
    for wrong in (366, -1, "soon", 2.5):
        with pytest.raises(Refused, match="abandon_after_days is a whole number of days from 0"):
            await service.server_settings(G, BOSS, clock="daily", abandon_after_days=wrong)
    assert await service.store.guild_settings(G) == before


async def test_the_servers_days_close_its_idle_games(service):
    await service.server_settings(G, BOSS, abandon_after_days=10)
    await started(service)
    await started(service, channel="other", guild="elsewhere")
    service.clock.now += 11 * DAY
    [closed] = await service.expire(abandon_after=60 * DAY)  # the server's 10 days win over the referee's 60
    assert closed.finished and "for 11 days: the referee closed it" in closed.text
    assert (await service.table("elsewhere", "other")).row.status == "active"
    await service.server_settings(G, BOSS, abandon_after_days=0)  # never
    await started(service)
    service.clock.now += 100 * DAY
    [other] = await service.expire(abandon_after=60 * DAY)
    assert (await service.store.game(other.game_id)).guild == "elsewhere"
    assert (await service.table(G, C)).row.status == "active"


async def test_a_departed_servers_settings_go_with_its_games(service):
    await service.server_settings(G, BOSS, clock="daily")
    await service.server_settings("stays", BOSS, clock="live")
    await started(service)
    store = service.store
    await store.guild_departed(G, "2026-01-01T00:00:00+00:00")
    assert await store.purge_departed_before("2026-02-01T00:00:00+00:00") == 1
    assert await store.guild_settings(G) == {}
    assert await store.guild_settings("stays") == {"clock": "live"}
    assert "guild_settings" in TABLES and await store.export_table("guild_settings") == [
        ("stays", '{"clock": "live"}')]


@pytest.mark.sqlite_only("a database as schema 6 left it, built with sqlite3")
async def test_migration_7_keeps_the_games_of_schema_6(tmp_path, tiny_game):
    path = sqlite_at(tmp_path / "old.db", 6)
    async with await Store.open(path) as store:
        assert await store.schema_version() == len(migrations()) >= 7
        row = await store.open_game("g", "c")
        assert row is not None and (row.state, row.version) == ('{"x": 1}', 3)
        assert await store.guild_settings("g") == {}  # an existing server: every default
        await store.set_guild_settings("g", {"clock": "daily"})
        assert await store.guild_settings("g") == {"clock": "daily"}


@pytest.mark.postgres_only("a database as schema 6 left it, built with asyncpg")
async def test_migration_7_on_postgresql_keeps_the_games_of_schema_6(pg_schema_url, tiny_game):
    url = await postgres_at(await pg_schema_url(), 6)
    async with await PostgresStore.open(url) as store:
        assert await store.schema_version() == len(migrations()) >= 7
        row = await store.open_game("g", "c")
        assert row is not None and (row.state, row.version) == ('{"x": 1}', 3)
        assert await store.guild_settings("g") == {}
        await store.set_guild_settings("g", {"abandon_after_days": 30})
        assert await store.guild_settings("g") == {"abandon_after_days": 30}
