"""Storage: migrations, the one-transaction move commit with its version
check, the race between two submissions, and surviving a kill mid-write."""

import asyncio
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rules.base import dumps, loads
from storage import connect
from storage.base import ChannelBusy, DuplicateSeat, VersionConflict, migrations
from storage.store import Store
from tests.support.sql import fetch
from tests.support.tinygame import TinyRace

pytestmark = pytest.mark.usefixtures("both_stores")  # every test on SQLite and on PostgreSQL

ROOT = Path(__file__).resolve().parent.parent
GAME = TinyRace()


async def new_game(store, channel="c", players=("a", "b")):
    options = GAME.info.options({"rounds": 2})
    row = await store.create_game("g", channel, "tiny", options, 7, players[0])
    for p in players:
        await store.add_seat(row.id, p, p.upper())
    state = GAME.setup([p.upper() for p in players], options, 7)
    version = await store.start_game(row.id, (await store.game(row.id)).version, dumps(state),
                                     list(players), {})
    return row.id, version, state


@pytest.mark.sqlite_only("journal mode and foreign keys are SQLite pragmas")
async def test_fresh_database_is_migrated_to_the_latest_version(tmp_path):
    store = await Store.open(tmp_path / "x.db")
    try:
        assert await store.schema_version() == len(migrations()) >= 2
        async with store.db.execute("PRAGMA journal_mode") as cur:
            assert (await cur.fetchone())[0] == "wal"
        async with store.db.execute("PRAGMA foreign_keys") as cur:
            assert (await cur.fetchone())[0] == 1
    finally:
        await store.close()


@pytest.mark.sqlite_only("builds a version-1 SQLite file; test_postgres.py upgrades a PostgreSQL one")
async def test_migration_from_version_1_keeps_existing_games(tmp_path):
    path = tmp_path / "old.db"
    first = migrations()[0][2]
    con = sqlite3.connect(path)
    con.executescript(first)
    con.execute("PRAGMA user_version = 1")
    con.execute(
        "INSERT INTO games (guild, channel, kind, status, options, seed, state, version, creator,"
        " created_at, updated_at) VALUES ('g', 'c', 'tiny', 'active', '{}', 1, '{\"x\": 1}', 3, 'u',"
        " '2026-01-01T00:00:00+00:00', '2026-01-01T00:00:00+00:00')"
    )
    con.commit()
    con.close()
    store = await Store.open(path)
    try:
        assert await store.schema_version() == len(migrations())
        row = await store.open_game("g", "c")
        assert row.state == '{"x": 1}' and row.version == 3 and row.settings == {}
    finally:
        await store.close()


@pytest.mark.sqlite_only("PRAGMA user_version; test_postgres.py refuses a newer PostgreSQL schema")
async def test_refuses_a_database_newer_than_the_program(tmp_path):
    path = tmp_path / "future.db"
    con = sqlite3.connect(path)
    con.execute("PRAGMA user_version = 999")
    con.close()
    with pytest.raises(Exception, match="newer than this program"):
        await Store.open(path)


async def test_one_unfinished_game_per_channel(tmp_path):
    async with await Store.open(tmp_path / "x.db") as store:
        row = await store.create_game("g", "c", "tiny", {}, 1, "u")
        with pytest.raises(ChannelBusy):
            await store.create_game("g", "c", "tiny", {}, 1, "u")
        await store.create_game("g", "other", "tiny", {}, 1, "u")  # another channel is fine
        await store.set_status(row.id, "finished")
        await store.create_game("g", "c", "tiny", {}, 1, "u")  # free again once finished


async def test_seats_are_unique_and_renumbered_on_leave(tmp_path):
    async with await Store.open(tmp_path / "x.db") as store:
        row = await store.create_game("g", "c", "tiny", {}, 1, "a")
        for u in "abc":
            await store.add_seat(row.id, u, u)
        with pytest.raises(DuplicateSeat):
            await store.add_seat(row.id, "a", "a")
        await store.remove_seat(row.id, "a")
        seats = await store.seats(row.id)
        assert [(s.seat, s.user_id) for s in seats] == [(0, "b"), (1, "c")]


async def test_move_and_state_commit_together_with_version_check(tmp_path):
    async with await Store.open(tmp_path / "x.db") as store:
        game_id, version, state = await new_game(store)
        new, _ = GAME.apply(state, 0, GAME.legal_moves(state, 0)[0].notation)
        v2 = await store.commit_move(game_id, version, 0, "play 1", dumps(new), public="A played 1.")
        assert v2 == version + 1
        with pytest.raises(VersionConflict):
            await store.commit_move(game_id, version, 0, "play 2", dumps(new))
        assert [m.notation for m in await store.moves(game_id)] == ["play 1"]
        assert (await store.game(game_id)).state == dumps(new)


@pytest.mark.sqlite_only("a SQLite trigger; test_postgres.py has the PostgreSQL twin")
async def test_failed_transaction_leaves_nothing_half_written(tmp_path):
    async with await Store.open(tmp_path / "x.db") as store:
        game_id, version, state = await new_game(store)
        # A move row that cannot be written aborts the whole transaction,
        # the state and version update included.
        await store.commit_move(game_id, version, 0, "play 1", dumps(state))
        await store.db.execute("CREATE TRIGGER boom BEFORE INSERT ON moves BEGIN SELECT RAISE(ABORT, 'boom'); END")
        with pytest.raises(sqlite3.IntegrityError, match="boom"):
            await store.commit_move(game_id, version + 1, 0, "play 2", '{"changed": true}')
        after = await store.game(game_id)
        assert after.version == version + 1 and after.state == dumps(state)
        assert await store.move_count(game_id) == 1


async def test_race_between_two_connections_only_one_applies(tmp_path):
    path = tmp_path / "race.db"
    first = await Store.open(path)
    second = await Store.open(path)
    try:
        game_id, version, state = await new_game(first)
        new, _ = GAME.apply(state, 0, GAME.legal_moves(state, 0)[0].notation)
        results = await asyncio.gather(
            first.commit_move(game_id, version, 0, "play x", dumps(new)),
            second.commit_move(game_id, version, 0, "play y", dumps(new)),
            return_exceptions=True,
        )
        wins = [r for r in results if isinstance(r, int)]
        losses = [r for r in results if isinstance(r, VersionConflict)]
        assert len(wins) == 1 and len(losses) == 1
        assert "try again" in str(losses[0])
        moves = await first.moves(game_id)
        assert len(moves) == 1
    finally:
        await first.close()
        await second.close()


async def test_notices_are_taken_once(tmp_path):
    async with await Store.open(tmp_path / "x.db") as store:
        game_id, _, _ = await new_game(store)
        await store.add_notice(game_id, "a", "one")
        await store.add_notice(game_id, "a", "two")
        assert await store.take_notices(game_id, "a") == ["one", "two"]
        assert await store.take_notices(game_id, "a") == []


@pytest.mark.parametrize("delay", [0.3, 0.7, 1.1])
async def test_survives_being_killed_mid_write(tmp_path, delay, both_stores, request):
    path = str(tmp_path / "kill.db")
    if both_stores == "postgresql":  # the writer is another process: it gets a schema's URL
        path = await request.getfixturevalue("pg_schema_url")()
    child = subprocess.Popen(
        [sys.executable, str(ROOT / "tests" / "support" / "writer.py"), str(path), str(ROOT)],
        stdout=subprocess.PIPE,
    )
    try:
        assert child.stdout.readline().strip() == b"ready"
        time.sleep(delay)
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
    store = await connect(path)
    try:
        assert await store.integrity_check() == "ok"
        rows = [r[0] for r in await fetch(store, "SELECT id FROM games WHERE state IS NOT NULL")]
        assert rows, "the writer committed nothing before it was killed"
        for game_id in rows:
            row = await store.game(game_id)
            seats = await store.seats(game_id)
            state = GAME.setup([s.name for s in seats], row.options, row.seed)
            moves = await store.moves(game_id)
            assert [m.seq for m in moves] == list(range(1, len(moves) + 1))
            for m in moves:
                state, _ = GAME.apply(state, m.seat, m.notation)
            assert dumps(state) == dumps(loads(row.state)), f"game {game_id} differs from its log"
    finally:
        await store.close()
