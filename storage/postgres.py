"""The shared store: PostgreSQL through asyncpg (for several bot processes).

Every query lives in :mod:`storage.base`, shared with the SQLite store; this
module supplies a connection pool, transactions and the migrations
(``storage/migrations/postgresql``, numbered like SQLite's).

Transactions run at READ COMMITTED, PostgreSQL's default, with row locks
where SQLite's ``BEGIN IMMEDIATE`` (one writer at a time) was relied on: a
transaction that reads a game's rows and then writes them (seat and move
numbers, notices) first locks the game's row (``SELECT ... FOR UPDATE``, see
:meth:`storage.base.SqlStore._lock_game`), so changes to one game run one at
a time while unrelated games never wait for each other. Every change to a
game is a conditional update of its version (``UPDATE ... WHERE version =
?``): PostgreSQL re-checks that condition once the row lock is free, so of
two racing moves one applies and the other gets VersionConflict. Claims
(announcements, reminders, ratings) are conditional updates too, so exactly
one of several processes wins each. A transaction PostgreSQL aborts as a
deadlock or serialisation failure is run again, up to :data:`RETRIES` times.

The pool's size, idle lifetime and time limits are a
:class:`storage.pgpool.PoolSettings`; a server gone, slow or full is raised
as :class:`storage.base.NothingChanged` or :class:`storage.base.MaybeSaved`
(:func:`storage.pgpool.translate`).

(SERIALIZABLE was tried first: on tables small enough for whole-table reads,
its predicate locks made moves in unrelated games conflict, and 1-9 % of
moves under full load were refused; see bench/README.md.)
"""

from __future__ import annotations

import asyncio
import logging
import random
import re
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from functools import lru_cache
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from storage.base import SqlStore, StorageError, UniqueViolation, _has_sql, _without_comments, migrations
from storage.pgpool import COMMITTING, CONNECTING, WORKING, PoolSettings, translate

log = logging.getLogger("referee.storage")

#: A transaction's phase once its COMMIT succeeded.
COMMITTED = "committed"

#: How often a transaction refused as not serialisable is run again.
RETRIES = 8
#: Any number: the advisory lock that keeps two processes from migrating at once.
MIGRATION_LOCK = 0x7265_6665  # "refe"

_SCHEMA_TABLE = "referee_schema"

#: Seconds a migration's statements (and the wait for another process's
#: migration) may take: far beyond the pool's command timeout, which is for
#: players' moves, not for rewriting a table at start.
MIGRATION_TIMEOUT = 3600.0


def is_postgres_url(url: str) -> bool:
    return url.startswith(("postgresql://", "postgres://"))


def redacted(url: str) -> str:
    """The URL without its password (for logs and messages)."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


@lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """The shared SQL with ``?`` placeholders numbered ``$1, $2, ...``
    (the queries put no ``?`` inside string literals)."""
    count = 0

    def number(_match: re.Match[str]) -> str:
        nonlocal count
        count += 1
        return f"${count}"

    return re.sub(r"\?", number, sql)


def _changed(status: str) -> int:
    """Rows changed, from a command tag: 'UPDATE 3', 'INSERT 0 1', 'DELETE 0'."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class _PgTx:
    """The shared queries' view of an asyncpg connection."""

    def __init__(self, conn: asyncpg.Connection):
        self.conn = conn

    async def run(self, sql: str, args: Sequence[Any] = ()) -> int:
        try:
            return _changed(await self.conn.execute(numbered(sql), *args))
        except asyncpg.UniqueViolationError as error:
            raise UniqueViolation(str(error)) from error

    async def insert(self, sql: str, args: Sequence[Any] = ()) -> int:
        try:
            return await self.conn.fetchval(numbered(sql), *args)
        except asyncpg.UniqueViolationError as error:
            raise UniqueViolation(str(error)) from error

    async def one(self, sql: str, args: Sequence[Any] = ()) -> Any:
        row = await self.conn.fetchrow(numbered(sql), *args)
        return tuple(row) if row is not None else None

    async def all(self, sql: str, args: Sequence[Any] = ()) -> list[Any]:
        return [tuple(r) for r in await self.conn.fetch(numbered(sql), *args)]

    async def many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        await self.conn.executemany(numbered(sql), [tuple(r) for r in rows])


class PostgresStore(SqlStore):
    """A pool of asyncpg connections to one PostgreSQL database."""

    dialect = "postgresql"

    def __init__(self, pool: asyncpg.Pool, url: str, settings: PoolSettings | None = None):
        self.pool = pool
        self.url = url
        self.where = redacted(url)
        self.settings = settings or PoolSettings()

    @classmethod
    async def open(cls, url: str, settings: PoolSettings | None = None) -> PostgresStore:
        """Connect with ``settings`` (default: :class:`PoolSettings`'s) and
        apply the migrations this program ships (refusing a database whose
        schema is newer than it knows)."""
        settings = settings or PoolSettings()
        pool = await asyncpg.create_pool(url, **settings.pool_arguments())
        store = cls(pool, url, settings)
        try:
            await store.migrate()
        except BaseException:
            await pool.close()
            raise
        return store

    async def close(self) -> None:
        await self.pool.close()

    async def __aenter__(self) -> PostgresStore:
        return self

    # -- schema ------------------------------------------------------------

    async def schema_version(self) -> int:
        async with self.pool.acquire() as conn:
            return await self._version(conn)

    @staticmethod
    async def _version(conn: asyncpg.Connection) -> int:
        exists = await conn.fetchval("SELECT to_regclass($1) IS NOT NULL", _SCHEMA_TABLE)
        if not exists:
            return 0
        return await conn.fetchval(f"SELECT COALESCE(MAX(version), 0) FROM {_SCHEMA_TABLE}")

    async def migrate(self) -> int:
        """Apply every migration newer than the stored schema version, each
        in its own transaction with the version bump, under an advisory lock
        (two processes starting together migrate once)."""
        shipped = migrations("postgresql")
        async with self.pool.acquire() as conn:
            await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK, timeout=MIGRATION_TIMEOUT)
            try:
                await conn.execute(f"CREATE TABLE IF NOT EXISTS {_SCHEMA_TABLE} (version INTEGER NOT NULL)")
                current = await self._version(conn)
                if current > len(shipped):
                    raise StorageError(
                        f"The database is at schema version {current}, newer than this "
                        f"program knows ({len(shipped)}). Upgrade the program."
                    )
                for number, _name, sql in shipped[current:]:
                    statements = [s.strip() for s in _without_comments(sql).split(";") if _has_sql(s)]
                    async with conn.transaction():
                        for statement in statements:
                            await conn.execute(statement, timeout=MIGRATION_TIMEOUT)
                        await conn.execute(f"DELETE FROM {_SCHEMA_TABLE}")
                        await conn.execute(f"INSERT INTO {_SCHEMA_TABLE} (version) VALUES ($1)", number)
                return await self._version(conn)
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)

    # -- transactions --------------------------------------------------------

    def _fault(self, error: BaseException, phase: str) -> BaseException:
        """What to raise for ``error`` met in ``phase``: the store's error
        when the server is gone, slow or full, else ``error`` itself."""
        return translate(error, phase, self.settings, self.where) or error

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[asyncpg.Connection]:
        """A connection of the pool, awaited at most the connect timeout."""
        async with self.pool.acquire(timeout=self.settings.connect_timeout) as conn:
            yield conn

    async def _transaction(self, work):
        """Run ``work(tx)`` as one READ COMMITTED transaction, again from
        the start when PostgreSQL finds it raced another (see the module
        text). A fault of the server is :class:`storage.base.NothingChanged`
        until the commit is sent, :class:`storage.base.MaybeSaved` after; a
        fault in giving back the connection of a committed change is only
        logged (the change is saved)."""
        for attempt in range(RETRIES):
            phase, result = CONNECTING, None
            try:
                async with self._connection() as conn:
                    phase = WORKING
                    try:
                        async with conn.transaction():  # READ COMMITTED, PostgreSQL's default
                            result = await work(_PgTx(conn))
                            phase = COMMITTING  # leaving the block sends COMMIT
                        phase = COMMITTED
                    except (asyncpg.SerializationError, asyncpg.DeadlockDetectedError):
                        pass  # another transaction won the race: run this one again
                if phase == COMMITTED:
                    return result
            except Exception as error:
                if phase == COMMITTED:
                    log.warning("PostgreSQL at %s: a committed change's connection could not be given back "
                                "(%s: %s)", self.where, type(error).__name__, error)
                    return result
                fault = self._fault(error, phase)
                if fault is error:
                    raise
                raise fault from error
            await asyncio.sleep(random.uniform(0, 0.005 * (attempt + 1)))
        raise StorageError("The database was too busy to take this change; nothing was done. Try again.")

    async def _read(self, fetch: Callable[[asyncpg.Connection], Awaitable[Any]]) -> Any:
        """``fetch(conn)`` outside a transaction; a fault of the server is
        :class:`storage.base.NothingChanged`."""
        phase = CONNECTING
        try:
            async with self._connection() as conn:
                phase = WORKING
                return await fetch(conn)
        except Exception as error:
            fault = self._fault(error, phase)
            if fault is error:
                raise
            raise fault from error

    async def _one(self, sql: str, args: tuple = ()) -> Any:
        row = await self._read(lambda conn: conn.fetchrow(numbered(sql), *args))
        return tuple(row) if row is not None else None

    async def _all(self, sql: str, args: tuple = ()) -> list[Any]:
        return [tuple(r) for r in await self._read(lambda conn: conn.fetch(numbered(sql), *args))]

    async def _lock_game(self, db, game_id: int) -> None:
        await db.one("SELECT id FROM games WHERE id = ? FOR UPDATE", (game_id,))

    async def _after_import(self, db) -> None:
        """Identity columns do not follow explicit ids: move each past the
        largest id copied."""
        for table in ("games", "notices", "announcements"):
            await db.one(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                         f" COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)")

    # -- checks ----------------------------------------------------------------

    async def quick_check(self) -> str:
        """PostgreSQL checks its own pages; here: the server answers."""
        return "ok" if await self._read(lambda conn: conn.fetchval("SELECT 1")) == 1 else "no answer"

    async def integrity_check(self) -> str:
        return await self.quick_check()
