"""The PostgreSQL store's own behaviour (issue 16): its migrations twin
SQLite's, upgrade old schemas and refuse newer ones, a failed transaction
leaves nothing, racing transactions (in one process and in several) apply
once, and background claims have exactly one winner. Everything the two
stores share runs on both through the ``both_stores`` fixture in the
storage, service and community tests."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

import asyncpg
import pytest

from rules.base import dumps, loads
from storage import connect, is_postgres, sqlite_path
from storage.base import StorageError, VersionConflict, migrations
from storage.postgres import PostgresStore, numbered, redacted
from storage.store import Store
from tests.support.sql import fetch, tables
from tests.support.tinygame import TinyRace

ROOT = Path(__file__).resolve().parent.parent
GAME = TinyRace()


async def new_game(store, channel="c", players=("a", "b")):
    row = await store.create_game("g", channel, "tiny", {"rounds": 3, "simultaneous": False}, 7, players[0])
    for p in players:
        await store.add_seat(row.id, p, p.upper())
    state = GAME.setup([p.upper() for p in players], row.options, 7)
    version = await store.start_game(row.id, (await store.game(row.id)).version, dumps(state), list(players), {})
    return row.id, version, state


async def columns(store) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for table in await tables(store):
        if store.dialect == "sqlite":
            rows = await fetch(store, f"SELECT name FROM pragma_table_info('{table}') ORDER BY cid")
        else:
            rows = await fetch(store, "SELECT column_name FROM information_schema.columns WHERE table_name = ?"
                                      " AND table_schema = current_schema() ORDER BY ordinal_position", (table,))
        found[table] = [r[0] for r in rows]
    return found


async def stamp_schema(url: str, version: int) -> None:
    """Mark an empty schema as written by a program at schema ``version``."""
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("CREATE TABLE referee_schema (version INTEGER NOT NULL)")
        await conn.execute("INSERT INTO referee_schema VALUES ($1)", version)
    finally:
        await conn.close()


# -- plain functions -------------------------------------------------------------------


@pytest.mark.parametrize("target, postgres, path", [
    ("postgresql://u:p@db:5432/referee", True, None),
    ("postgres://u@db/referee", True, None),
    ("sqlite:///data/referee.db", False, "data/referee.db"),
    ("sqlite:////var/lib/referee/referee.db", False, "/var/lib/referee/referee.db"),
    ("/var/lib/referee/referee.db", False, "/var/lib/referee/referee.db"),
    ("referee.db", False, "referee.db"),
])
def test_a_database_target_is_a_path_a_sqlite_url_or_a_postgresql_url(target, postgres, path):
    assert is_postgres(target) is postgres
    if path is not None:
        assert sqlite_path(target) == path


def test_placeholders_are_numbered_in_order():
    assert numbered("UPDATE t SET a = ?, b = ? WHERE id = ? AND v IN (?, ?)") == \
        "UPDATE t SET a = $1, b = $2 WHERE id = $3 AND v IN ($4, $5)"
    assert numbered("SELECT 1") == "SELECT 1"


@pytest.mark.parametrize("url, shown", [
    ("postgresql://referee:s3cret@db:5432/referee", "postgresql://referee:***@db:5432/referee"),
    ("postgresql://referee@db/referee", "postgresql://referee@db/referee"),
])
def test_a_url_is_never_shown_with_its_password(url, shown):
    assert redacted(url) == shown


def test_every_sqlite_migration_has_a_postgresql_twin_with_the_same_number():
    sqlite = [(n, name) for n, name, _ in migrations("sqlite")]
    postgres = [(n, name) for n, name, _ in migrations("postgresql")]
    assert sqlite == postgres


# -- schema ---------------------------------------------------------------------------------


async def test_both_stores_have_the_same_tables_and_columns(tmp_path, pg_schema_url):
    async with await Store.open(tmp_path / "x.db") as lite, await PostgresStore.open(await pg_schema_url()) as pg:
        assert await pg.schema_version() == await lite.schema_version() == len(migrations())
        assert await columns(pg) == await columns(lite)


async def test_an_older_postgresql_schema_is_upgraded_keeping_its_games(pg_schema_url):
    url = await pg_schema_url()
    conn = await asyncpg.connect(url)
    try:  # a database left by a program that knew the first four migrations
        await conn.execute("CREATE TABLE referee_schema (version INTEGER NOT NULL)")
        for _n, _name, sql in migrations("postgresql")[:4]:
            await conn.execute(sql)
        await conn.execute("INSERT INTO referee_schema VALUES (4)")
        await conn.execute(
            "INSERT INTO games (guild, channel, kind, status, options, seed, state, version, creator, created_at,"
            " updated_at) VALUES ('g', 'c', 'tiny', 'active', '{}', 1, '{\"x\": 1}', 3, 'u', 't', 't')")
        game_id = await conn.fetchval("SELECT id FROM games")
        await conn.execute("INSERT INTO moves (game_id, seq, seat, notation, at) VALUES ($1, 1, 0, 'play 1', 't')",
                           game_id)
    finally:
        await conn.close()
    async with await PostgresStore.open(url) as store:
        assert await store.schema_version() == len(migrations())
        row = await store.game(game_id)
        assert (row.state, row.version) == ('{"x": 1}', 3)
        assert [(m.notation, m.undone) for m in await store.moves(game_id)] == [("play 1", False)]
        # the new ids carry on after the old ones
        assert (await store.create_game("g", "d", "tiny", {}, 1, "u")).id > game_id


async def test_a_postgresql_schema_newer_than_the_program_is_refused(pg_schema_url):
    url = await pg_schema_url()
    await stamp_schema(url, 999)
    with pytest.raises(StorageError, match="newer than this program"):
        await PostgresStore.open(url)


async def test_processes_starting_together_migrate_once(pg_schema_url):
    """The advisory lock: several stores opening one empty database at once
    all end up at the latest version, with each migration applied once."""
    url = await pg_schema_url()
    stores = await asyncio.gather(*(PostgresStore.open(url) for _ in range(4)))
    try:
        assert {await s.schema_version() for s in stores} == {len(migrations())}
        assert await fetch(stores[0], "SELECT COUNT(*) FROM referee_schema") == [(1,)]
    finally:
        for s in stores:
            await s.close()


# -- transactions -------------------------------------------------------------------------------


async def test_a_failed_postgresql_transaction_leaves_nothing_half_written(pg_schema_url):
    async with await PostgresStore.open(await pg_schema_url()) as store:
        game_id, version, state = await new_game(store)
        await store.commit_move(game_id, version, 0, "play 1", dumps(state))
        # a move row that cannot be written (NULL notation) aborts the whole
        # transaction: the state and the version stay as they were
        with pytest.raises(asyncpg.NotNullViolationError):
            await store.commit_moves(game_id, version + 1, [(0, None, "")], '{"changed": true}')
        after = await store.game(game_id)
        assert after.version == version + 1 and after.state == dumps(state)
        assert await store.move_count(game_id) == 1


async def test_many_racing_moves_on_separate_pools_apply_exactly_once_each_round(pg_schema_url):
    """Two pools (as two processes would have) submit against the same
    version again and again: each round exactly one applies, the other gets
    VersionConflict (never a serialisation error, never both)."""
    url = await pg_schema_url()
    first, second = await PostgresStore.open(url), await PostgresStore.open(url)
    try:
        game_id, version, state = await new_game(first)
        for round_ in range(20):
            results = await asyncio.gather(
                first.commit_move(game_id, version, 0, f"x{round_}", dumps(state)),
                second.commit_move(game_id, version, 0, f"y{round_}", dumps(state)),
                return_exceptions=True)
            wins = [r for r in results if isinstance(r, int)]
            assert len(wins) == 1 and sum(isinstance(r, VersionConflict) for r in results) == 1, results
            version = wins[0]
        moves = await first.moves(game_id)
        assert [m.seq for m in moves] == list(range(1, 21))
    finally:
        await first.close()
        await second.close()


async def test_an_announcement_claim_has_one_winner_among_many(pg_schema_url):
    url = await pg_schema_url()
    stores = [await PostgresStore.open(url) for _ in range(3)]
    try:
        game_id, version, _ = await new_game(stores[0])
        await stores[0].set_status(game_id, "active", version, announcement={"text": "hello"})
        (pending,) = await stores[0].pending_announcements(game_id)
        claims = await asyncio.gather(*(s.claim_announcement(pending.id, "2026-01-01T00:00:00+00:00",
                                                             "2025-12-31T23:59:30+00:00") for s in stores * 3))
        assert sum(c is not None for c in claims) == 1
    finally:
        for s in stores:
            await s.close()


# -- across processes ------------------------------------------------------------------------------

RACER = '''
import asyncio, json, os, sys
sys.path.insert(0, sys.argv[2])
from bot.service import Refused, Service, User
from storage import connect
from tests.support import tinyrender
from tests.support.tinygame import TinyRace
from rules import registry

registry.register(TinyRace())
sys.modules["render.tiny"] = tinyrender  # its pictures are drawn, as the bot's are

async def main(url, go):
    store = await connect(url)
    service = Service(store, outbox=True)
    applied = refused = 0
    await service.table("g", "c")  # connected and warm before the start: neither begins cold
    await service.run(sum, [])
    print("ready", flush=True)
    while not os.path.exists(go):  # both start together
        await asyncio.sleep(0.01)
    try:
        while True:
            table = await service.table("g", "c")
            if table.row.status != "active":
                break
            seat = min(table.game.to_act(table.live))
            player = table.seats[seat]
            move = table.game.legal_moves(table.live, seat)[0].notation
            try:
                await service.move("g", "c", User(player.user_id, player.name), move)
                applied += 1
            except Refused:
                refused += 1
    finally:
        await store.close()
    print(json.dumps({"applied": applied, "refused": refused}))

asyncio.run(main(sys.argv[1], sys.argv[3]))
'''


async def test_two_service_processes_racing_moves_in_one_game_lose_none_and_double_none(pg_schema_url, tmp_path):
    """Issue 16: two processes play the same game through the service as
    fast as they can. Every move applied is in the log exactly once, the log
    replays to the stored state, and the moves applied add up to the log."""
    from bot.service import Service, User
    from rules import registry

    url = await pg_schema_url()
    registry.register(GAME)
    try:
        store = await connect(url)
        service = Service(store)
        await service.new_game("g", "c", "tiny", User("1", "Ann"), {"rounds": "10"})
        await service.join("g", "c", User("2", "Bob"))
        await service.start("g", "c", User("1", "Ann"))
        script = tmp_path / "racer.py"
        script.write_text(RACER)
        go = tmp_path / "go"
        children = [subprocess.Popen([sys.executable, str(script), url, str(ROOT), str(go)], stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True) for _ in range(2)]
        for child in children:
            assert child.stdout.readline().strip() == "ready"
        go.touch()
        outputs = [child.communicate(timeout=120) for child in children]
        assert all(child.returncode == 0 for child in children), [err[-2000:] for _, err in outputs]
        counts = [json.loads(out.strip().splitlines()[-1]) for out, _ in outputs]
        # both raced: each played a move, or lost a race for one (a refusal)
        assert all(c["applied"] + c["refused"] for c in counts), f"both processes must have played: {counts}"
        assert sum(c["refused"] for c in counts) or all(c["applied"] for c in counts), counts
        table = await service.table("g", "c")
        moves = await store.moves(table.row.id)
        assert table.row.status == "finished"
        assert sum(c["applied"] for c in counts) == len(moves)
        assert [m.seq for m in moves] == list(range(1, len(moves) + 1))
        state = GAME.setup([s.name for s in table.seats], table.row.options, table.row.seed)
        for m in moves:
            state, _ = GAME.apply(state, m.seat, m.notation)
        assert dumps(state) == dumps(loads(table.row.state))
        await store.close()
    finally:
        registry.unregister("tiny")


CLAIMER = '''
import asyncio, json, sys
sys.path.insert(0, sys.argv[2])
from storage import connect

async def main(url):
    store = await connect(url)
    won = {"announcements": [], "reminders": []}
    try:
        for a in await store.pending_announcements():
            if await store.claim_announcement(a.id, "2026-01-01T00:00:00+00:00", "2025-12-31T23:59:30+00:00"):
                won["announcements"].append(a.id)
        for row in await store.unfinished_games():
            # due: nobody reminded yet (the service's interval test); a
            # process that reads the row after another's claim finds it not due
            if row.last_reminder_at is None and \
                    await store.claim_reminder(row.id, row.last_reminder_at, sys.argv[3]):
                won["reminders"].append(row.id)
    finally:
        await store.close()
    print(json.dumps(won))

asyncio.run(main(sys.argv[1]))
'''


async def test_background_work_is_claimed_exactly_once_by_two_processes(pg_schema_url, tmp_path):
    """Two processes go through the same pending announcements and due
    reminders at once: each is won by exactly one of them."""
    url = await pg_schema_url()
    async with await PostgresStore.open(url) as store:
        ids = []
        for n in range(12):
            game_id, version, _ = await new_game(store, channel=f"c{n}")
            await store.set_status(game_id, "active", version, announcement={"text": f"turn {n}"})
            ids.append(game_id)
        script = tmp_path / "claimer.py"
        script.write_text(CLAIMER)
        children = [subprocess.Popen([sys.executable, str(script), url, str(ROOT), f"2026-01-01T00:00:0{n}+00:00"],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for n in range(2)]
        outputs = [child.communicate(timeout=60) for child in children]
        assert all(child.returncode == 0 for child in children), [err[-2000:] for _, err in outputs]
        won = [json.loads(out.strip().splitlines()[-1]) for out, _ in outputs]
        announced = won[0]["announcements"] + won[1]["announcements"]
        reminded = won[0]["reminders"] + won[1]["reminders"]
        assert sorted(announced) == sorted(a.id for a in await store.pending_announcements())
        assert len(set(announced)) == len(announced) == 12
        assert sorted(reminded) == sorted(ids)


# -- faults are sentences -------------------------------------------------------------------------


@pytest.mark.parametrize("change, said, kind", [
    (lambda url: url.replace("postgresql://referee@", "postgresql://nobody_here:pw@"), "refused the user", "auth"),
    (lambda url: url.replace("/referee?", "/no_such_database?"), "does not exist on that server", "no database"),
    (lambda url: url.split("?")[0] + "?host=/nonexistent-socket-folder&port=5999", "Cannot connect", "unreachable"),
])
async def test_a_postgresql_database_that_cannot_be_used_is_a_sentence(pg_url, change, said, kind):
    from storage.faults import StoreFault, open_store

    with pytest.raises(StoreFault) as caught:
        await open_store(change(pg_url))
    assert said in str(caught.value) and caught.value.kind == kind
    assert ":pw@" not in str(caught.value)  # never the password


async def test_another_programs_tables_are_refused_with_a_sentence(pg_schema_url):
    from storage.faults import StoreFault, open_store

    url = await pg_schema_url()
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("CREATE TABLE games (something TEXT)")
    finally:
        await conn.close()
    with pytest.raises(StoreFault, match="tables of another program"):
        await open_store(url)


async def test_a_newer_postgresql_schema_is_a_sentence_naming_the_database(pg_schema_url):
    from storage.faults import StoreFault, open_store

    url = await pg_schema_url()
    await stamp_schema(url, 999)
    with pytest.raises(StoreFault, match="newer than this program knows .* Upgrade the program"):
        await open_store(url)


async def test_a_database_that_went_away_is_a_sentence_for_the_player_not_a_traceback(pg_schema_url):
    from bot.service import Refused, Service, User

    registry_key = GAME.info.key
    from rules import registry

    registry.register(GAME)
    store = await PostgresStore.open(await pg_schema_url())
    try:
        service = Service(store)
        await service.new_game("g", "c", registry_key, User("1", "Ann"))
        await store.pool.close()  # the server is gone (as far as this process can tell)
        with pytest.raises(Refused, match="database cannot be reached right now"):
            await service.join("g", "c", User("2", "Bob"))
    finally:
        registry.unregister(registry_key)


async def test_a_transaction_that_keeps_losing_races_is_run_again_then_refused(pg_schema_url, monkeypatch):
    from storage import postgres

    async with await PostgresStore.open(await pg_schema_url()) as store:
        row = await store.create_game("g", "c", "tiny", {}, 1, "a")
        tries = []

        async def always_racing(self, sql, args=()):
            tries.append(sql)
            raise asyncpg.SerializationError("could not serialize access due to concurrent update")

        monkeypatch.setattr(postgres._PgTx, "run", always_racing)
        with pytest.raises(StorageError, match="too busy to take this change; nothing was done"):
            await store.set_lobby_message(row.id, "x")
        assert len(tries) == postgres.RETRIES
        monkeypatch.undo()
        assert (await store.game(row.id)).lobby_message is None


async def test_moves_in_unrelated_games_never_conflict(pg_schema_url):
    """READ COMMITTED with a lock on the game's row: two processes moving in
    different games at the same moment both apply, every time (under
    SERIALIZABLE, whole-table reads made such moves conflict)."""
    url = await pg_schema_url()
    first, second = await PostgresStore.open(url), await PostgresStore.open(url)
    try:
        one, v1, state = await new_game(first, channel="one")
        two, v2, _ = await new_game(second, channel="two")
        for round_ in range(15):
            v1, v2 = await asyncio.gather(first.commit_move(one, v1, 0, f"x{round_}", dumps(state)),
                                          second.commit_move(two, v2, 0, f"y{round_}", dumps(state)))
        assert len(await first.moves(one)) == len(await first.moves(two)) == 15
    finally:
        await first.close()
        await second.close()


async def test_players_joining_at_once_get_distinct_seats(pg_schema_url):
    """add_seat reads the next seat number then inserts it: the game's row
    lock makes concurrent joins take turns instead of colliding."""
    url = await pg_schema_url()
    stores = [await PostgresStore.open(url) for _ in range(4)]
    try:
        row = await stores[0].create_game("g", "c", "tiny", {}, 1, "u0")
        await asyncio.gather(*(s.add_seat(row.id, f"u{n}", f"U{n}") for n, s in enumerate(stores)))
        assert sorted(s.seat for s in await stores[0].seats(row.id)) == [0, 1, 2, 3]
        assert (await stores[0].game(row.id)).version == 4
    finally:
        for s in stores:
            await s.close()


async def test_a_durable_throwaway_server_keeps_postgresqls_fsync(pg_url):
    """The benchmark's server (pgserver.start(durable=True)) commits as a
    production server would; the tests' server skips fsync. (Its folder is
    outside pytest's, which another pytest session starting meanwhile makes
    private, locking out the server's user when run as root.)"""
    import shutil
    import tempfile

    from tests.support import pgserver

    folder = Path(tempfile.mkdtemp(prefix="referee-durable-"))
    url = await asyncio.to_thread(pgserver.start, folder, durable=True)
    try:
        conn = await asyncpg.connect(url)
        try:
            assert await conn.fetchval("SHOW fsync") == "on"
            assert await conn.fetchval("SHOW synchronous_commit") == "on"
        finally:
            await conn.close()
    finally:
        await asyncio.to_thread(pgserver.stop, folder)
        shutil.rmtree(folder, ignore_errors=True)
