"""The PostgreSQL store under faults (issue 30), against real servers: reads
during an outage, a server with no connection slot left, a statement stalled
past the command timeout, a commit stalled or cut off. Each fault is one of
the store's errors whose sentence says what happened and what to do
("nothing was changed", or "the change may not have been saved: look at the
game's status"), never an exception's class name, which goes to the log.

Outages and starvation use a throwaway server of this module
(tests/support/pgserver.py, stopped and started in a fraction of a second),
never the shared one; stalls use the shared one, each in a schema of its own."""

from __future__ import annotations

import asyncio
import logging
import os
import re
import shutil
import tempfile
import time
import uuid
from pathlib import Path

import asyncpg
import pytest

from bot.service import Refused, Service, Unavailable, User
from storage.base import MaybeSaved, NothingChanged, StorageError, StoreUnavailable
from storage.faults import StoreFault, open_store
from storage.pgpool import PoolSettings
from storage.postgres import PostgresStore
from tests.support import pgserver

FAST = PoolSettings(command_timeout=0.5, connect_timeout=2)
GENEROUS = 5.0  # seconds: far above every bound under test, so a slow machine never fails a test
CLASS_NAME = re.compile(r"[A-Z][a-z]+(?:[A-Z][a-z]+)*(Error|Exception)\b")


def without_class_names(text: str) -> bool:
    return CLASS_NAME.search(text) is None and "(" not in text


class Throwaway:
    """A server of this module's own, which a test may stop and start."""

    def __init__(self, folder):
        self.folder = folder
        # synchronous_commit on: an immediate stop (a crash) keeps every committed change
        self.settings = {"max_connections": "8", "superuser_reserved_connections": "3", "synchronous_commit": "on"}

    def start(self) -> str:
        return pgserver.start(self.folder, settings=self.settings)

    def stop(self) -> None:
        pgserver.stop(self.folder)

    @property
    def url(self) -> str:
        return pgserver.url(self.folder)


@pytest.fixture(scope="module")
def throwaway():
    """The folder is outside pytest's temporary folders: run as root, the
    server runs as another user, and a pytest session starting meanwhile
    makes its own base folder private again (mode 700), which would lock
    that user out of a server under it."""
    if pgserver.bindir() is None:
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail("CI must run the PostgreSQL fault tests, but the server programs are not there.")
        pytest.skip("The PostgreSQL fault tests need the server programs (initdb, pg_ctl).")
    server = Throwaway(Path(tempfile.mkdtemp(prefix="referee-pgfaults-")))
    try:
        server.start()
        yield server
    finally:
        server.stop()
        shutil.rmtree(server.folder, ignore_errors=True)


@pytest.fixture
async def server(throwaway):
    """The throwaway server, running (a test that stopped it has it started again)."""
    await asyncio.to_thread(throwaway.start)
    yield throwaway
    await asyncio.to_thread(throwaway.start)


async def fresh_schema(url: str) -> str:
    return await pgserver.fresh_schema(url, "f_")


async def a_game(store) -> int:
    row = await store.create_game("g", "c", "tiny", {}, 1, "a")
    return row.id


def logged(caplog) -> str:
    return "\n".join(r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING)


# -- an outage --------------------------------------------------------------------------------------


async def test_reads_during_an_outage_are_a_sentence_and_the_store_recovers(server, caplog):
    store = await PostgresStore.open(await fresh_schema(server.url), FAST)
    try:
        game = await a_game(store)
        await asyncio.to_thread(server.stop)
        for read in (lambda: store.game(game), lambda: store.seats(game), lambda: store.unfinished_games()):
            with pytest.raises(NothingChanged) as caught:
                await read()
            said = str(caught.value)
            assert said == "The database cannot be reached right now; nothing was changed. Try again in a minute."
            assert caught.value.reason == "unreachable" and without_class_names(said)
        with pytest.raises(NothingChanged, match="nothing was changed"):
            await store.set_lobby_message(game, "x")  # a change refused before it began
        assert re.search(r"cannot be reached \(\w+(Error|Exception)", logged(caplog))  # the class: in the log
        await asyncio.to_thread(server.start)
        assert (await store.game(game)).lobby_message is None  # back by itself, and nothing was changed
    finally:
        await store.close()


async def test_opening_a_server_that_does_not_answer_is_cut_at_the_connect_timeout(tmp_path, caplog):
    """A network partition: the socket accepts, nothing answers."""
    folder = tmp_path / "silent"
    folder.mkdir()
    held: list[asyncio.StreamWriter] = []

    async def accept(_reader, writer):
        held.append(writer)

    silent = await asyncio.start_unix_server(accept, path=str(folder / f".s.PGSQL.{pgserver.PORT}"))
    try:
        began = time.monotonic()
        with pytest.raises(StoreFault) as caught:
            await open_store(f"postgresql://referee@/referee?host={folder}&port={pgserver.PORT}",
                             pool=PoolSettings(connect_timeout=0.5))
        assert time.monotonic() - began < GENEROUS
        said = str(caught.value)
        assert "did not answer within 0.5 s" in said and "REFEREE_DB_CONNECT_TIMEOUT" in said
        assert caught.value.kind == "unreachable" and "TimeoutError" not in said
        assert "TimeoutError" in logged(caplog)
    finally:
        silent.close()
        for writer in held:
            writer.close()


# -- no connection left -------------------------------------------------------------------------------


async def player_database(url: str) -> str:
    """A database owned by a role that is not a superuser (as in production),
    on the throwaway server; its URL."""
    conn = await asyncpg.connect(url)
    try:
        if not await conn.fetchval("SELECT 1 FROM pg_roles WHERE rolname = 'player'"):
            await conn.execute("CREATE ROLE player LOGIN")
        if not await conn.fetchval("SELECT 1 FROM pg_database WHERE datname = 'players'"):
            await conn.execute("CREATE DATABASE players OWNER player")
    finally:
        await conn.close()
    return url.replace("referee@/referee?", "player@/players?")


@pytest.mark.parametrize("who, refusal", [
    ("superuser", "too many clients already"),  # max_connections reached
    ("player", "remaining connection slots are reserved"),  # only the superusers' slots left
])
async def test_a_server_starved_by_held_connections_gives_a_sentence_and_the_admin_a_log_line(
        server, caplog, who, refusal):
    url = server.url if who == "superuser" else await player_database(server.url)
    budget = PoolSettings(max_size=3, min_size=0, idle_seconds=0.2, command_timeout=2, connect_timeout=2)
    store = await PostgresStore.open(await fresh_schema(url) if who == "superuser" else url, budget)
    held: list[asyncpg.Connection] = []
    try:
        game = await a_game(store)
        deadline = time.monotonic() + GENEROUS
        while store.pool.get_size() and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        assert store.pool.get_size() == 0  # an idle connection is given back (min 0, idle lifetime 0.2 s)
        with pytest.raises(asyncpg.TooManyConnectionsError, match=refusal):
            for _ in range(int(server.settings["max_connections"]) + 1):
                held.append(await asyncpg.connect(url))
        caplog.clear()
        with pytest.raises(NothingChanged) as caught:
            await store.game(game)
        said = str(caught.value)
        assert said == ("The database has no connection free for the bot right now; nothing was changed. "
                        "Try again in a minute.")
        assert caught.value.reason == "no connection" and without_class_names(said)
        line = logged(caplog)
        assert "max_connections" in line and "REFEREE_DB_POOL_MAX" in line and "at most 3 connections" in line
        assert "TooManyConnectionsError" in line
        for conn in held:
            await conn.close()
        held.clear()
        assert (await store.game(game)).id == game  # a slot came free: served again
    finally:
        for conn in held:
            await conn.close()
        await store.close()


async def test_opening_a_full_server_is_a_sentence_naming_the_pool_setting(server, caplog):
    held: list[asyncpg.Connection] = []
    try:
        with pytest.raises(asyncpg.TooManyConnectionsError):
            for _ in range(int(server.settings["max_connections"]) + 1):
                held.append(await asyncpg.connect(server.url))
        with pytest.raises(StoreFault) as caught:
            await open_store(server.url)
        assert caught.value.kind == "busy" and "REFEREE_DB_POOL_MAX" in str(caught.value)
        assert "Error" not in str(caught.value)
        assert "max_connections" in logged(caplog) and "REFEREE_DB_POOL_MIN" in logged(caplog)
    finally:
        for conn in held:
            await conn.close()


# -- stalls (the shared server, a schema of each test's own) -----------------------------------------------


async def test_a_pool_whose_connections_are_all_busy_refuses_at_the_connect_timeout(pg_schema_url, caplog):
    """This process's own budget spent (every connection of its pool held):
    the wait for one is bounded too."""
    store = await PostgresStore.open(await pg_schema_url(), PoolSettings(max_size=1, connect_timeout=0.3))
    try:
        game = await a_game(store)
        async with store.pool.acquire():  # the only connection, held
            began = time.monotonic()
            with pytest.raises(NothingChanged) as caught:
                await store.game(game)
            assert 0.2 < time.monotonic() - began < GENEROUS
        assert str(caught.value) == ("The database did not give a connection within 0.3 s; nothing was changed. "
                                     "Try again in a minute.")
        assert "REFEREE_DB_POOL_MAX" in logged(caplog)
        assert (await store.game(game)).id == game
    finally:
        await store.close()



async def test_a_read_stalled_behind_a_lock_is_cut_at_the_command_timeout(pg_schema_url, caplog):
    url = await pg_schema_url()
    store = await PostgresStore.open(url, FAST)
    blocker = await asyncpg.connect(url)
    try:
        game = await a_game(store)
        async with blocker.transaction():
            await blocker.execute("LOCK TABLE games IN ACCESS EXCLUSIVE MODE")
            for attempt in (lambda: store.game(game), lambda: store.set_lobby_message(game, "x")):
                began = time.monotonic()
                with pytest.raises(NothingChanged) as caught:
                    await attempt()
                assert 0.4 < time.monotonic() - began < GENEROUS
                assert str(caught.value) == ("The database did not answer within 0.5 s; nothing was changed. "
                                             "Try again in a minute.")
                assert caught.value.reason == "timeout"
        assert "0.5 s" in logged(caplog) and "REFEREE_DB_COMMAND_TIMEOUT" in logged(caplog)
        assert (await store.game(game)).lobby_message is None  # the lock gone: served, and nothing changed
    finally:
        await blocker.close()
        await store.close()


SLOW_COMMIT = """
CREATE FUNCTION slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM pg_sleep({seconds}); RETURN NULL; END $$;
CREATE CONSTRAINT TRIGGER slow_commit AFTER UPDATE ON games DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION slow_commit();
"""


async def slow_commits(url: str, seconds: float) -> None:
    """Make every commit that changed a game take ``seconds`` (a deferred
    trigger runs at COMMIT)."""
    conn = await asyncpg.connect(url)
    try:
        await conn.execute(SLOW_COMMIT.format(seconds=seconds))
    finally:
        await conn.close()


async def test_a_commit_stalled_past_the_command_timeout_may_not_have_been_saved(pg_schema_url):
    url = await pg_schema_url()
    store = await PostgresStore.open(url, FAST)
    try:
        game = await a_game(store)
        await slow_commits(url, 3)
        began = time.monotonic()
        with pytest.raises(MaybeSaved) as caught:
            await store.set_lobby_message(game, "x")
        assert time.monotonic() - began < GENEROUS
        assert str(caught.value) == ("The database did not confirm the change within 0.5 s; the change may not "
                                     "have been saved: look at the game's status, then try again.")
        assert caught.value.reason == "timeout" and isinstance(caught.value, StoreUnavailable)
    finally:
        await store.close()


async def test_a_commit_whose_connection_is_lost_may_not_have_been_saved(pg_schema_url, caplog):
    name = "lost_" + uuid.uuid4().hex[:12]
    url = f"{await pg_schema_url()}&application_name={name}"
    store = await PostgresStore.open(url)  # the default limits: the connection is lost long before them
    watcher = await asyncpg.connect(url)
    try:
        game = await a_game(store)
        await slow_commits(url, 30)
        change = asyncio.create_task(store.set_lobby_message(game, "x"))
        deadline = time.monotonic() + GENEROUS
        pid = None
        while pid is None and time.monotonic() < deadline:
            pid = await watcher.fetchval("SELECT pid FROM pg_stat_activity WHERE application_name = $1 "
                                         "AND state = 'active' AND query ILIKE 'COMMIT%'", name)
            await asyncio.sleep(0.02)
        assert pid is not None, "the commit never began"
        await watcher.execute("SELECT pg_terminate_backend($1)", pid)  # the connection dies mid-commit
        with pytest.raises(MaybeSaved) as caught:
            await asyncio.wait_for(change, GENEROUS)
        said = str(caught.value)
        assert said == ("The database cannot be reached right now; the change may not have been saved: look at "
                        "the game's status, then try again.")
        assert caught.value.reason == "unreachable" and without_class_names(said)
        assert "cannot be reached" in logged(caplog)
    finally:
        await watcher.close()
        await store.close()


async def test_a_committed_change_whose_connection_cannot_be_given_back_is_saved(pg_schema_url, caplog,
                                                                                   monkeypatch):
    """The commit succeeded, then the connection broke while going back to
    the pool: the change is reported as made (it is), and only logged."""
    store = await PostgresStore.open(await pg_schema_url())
    try:
        game = await a_game(store)
        release = asyncpg.pool.Pool.release

        async def broken(pool, conn, *args, **kwargs):
            await release(pool, conn, *args, **kwargs)
            monkeypatch.undo()  # once
            raise ConnectionResetError(104, "Connection reset by peer")

        monkeypatch.setattr(asyncpg.pool.Pool, "release", broken)
        await store.set_lobby_message(game, "x")
        assert (await store.game(game)).lobby_message == "x"
        assert "could not be given back (ConnectionResetError" in logged(caplog)
    finally:
        await store.close()


# -- the settings themselves (no server) --------------------------------------------------------------


@pytest.mark.parametrize("settings", [
    {"max_size": 0}, {"min_size": -1}, {"min_size": 11}, {"idle_seconds": -1}, {"command_timeout": 0},
    {"connect_timeout": -2},
])
def test_a_pool_that_cannot_work_is_refused(settings):
    with pytest.raises(ValueError):
        PoolSettings(**settings)


def test_a_fault_that_is_not_the_servers_is_left_as_it_is():
    from storage.pgpool import WORKING, translate

    refusal = asyncpg.UniqueViolationError("duplicate key")
    assert translate(refusal, WORKING, PoolSettings(), "here") is None
    assert translate(ValueError("a bug"), WORKING, PoolSettings(), "here") is None


def test_an_idle_lifetime_of_0_keeps_idle_connections_as_asyncpg_does():
    assert PoolSettings(idle_seconds=0).pool_arguments()["max_inactive_connection_lifetime"] == 0


def test_a_server_out_of_slots_is_recognised_by_its_words_too():
    """PostgreSQL's SQLSTATE for it is 53300 (TooManyConnectionsError); a
    proxy or an older server may send the same words under another code."""
    from storage.pgpool import WORKING, server_full, translate

    words = asyncpg.ProtocolViolationError("remaining connection slots are reserved for non-replication "
                                           "superuser connections")
    assert server_full(words) and not server_full(asyncpg.ProtocolViolationError("something else"))
    assert translate(words, WORKING, PoolSettings(), "here").reason == "no connection"


# -- through the service: every store fault is a sentence (issue 30 item 1) --------------------------


async def test_the_services_reads_and_changes_during_an_outage_are_the_databases_sentence(server, tiny_game):
    """Issue 30: "every store call the service makes (reads included) turns a
    store fault into a sentence with the fix; front ends never see a raw
    storage exception"."""
    store = await PostgresStore.open(await fresh_schema(server.url), FAST)
    service = Service(store)
    alice, bob = User("1", "Alice"), User("2", "Bob")
    try:
        await service.new_game("g", "c", "tiny", alice, {"rounds": 2}, seed=5)
        await service.join("g", "c", bob)
        await service.start("g", "c", alice)
        await asyncio.to_thread(server.stop)
        calls = {
            "status": lambda: service.status("g", "c", alice),
            "hand": lambda: service.hand("g", "c", alice),
            "board": lambda: service.board("g", "c"),
            "history": lambda: service.history("g", "c"),
            "pending notices": lambda: service.pending_notices("g", "c", alice),
            "pending announcements": lambda: service.pending_announcements(),
            "stats": lambda: service.stats("g", alice),
            "mine": lambda: service.mine("g", alice),
            "move": lambda: service.move("g", "c", alice, "1"),
            "join": lambda: service.join("g", "c", User("3", "Carol")),
        }
        for what, call in calls.items():
            with pytest.raises(Unavailable) as caught:
                await call()
            said = str(caught.value)
            assert said.startswith("The database cannot be reached right now;"), what
            assert without_class_names(said), what
            assert isinstance(caught.value, Refused) and not isinstance(caught.value, StorageError), what
        await asyncio.to_thread(server.start)
        assert "Alice" in (await service.status("g", "c", alice)).text  # back by itself
    finally:
        await store.close()
