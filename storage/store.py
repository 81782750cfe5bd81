"""The embedded store: SQLite in WAL mode through aiosqlite (the default).

Every query lives in :mod:`storage.base`, shared with the PostgreSQL store
(:mod:`storage.postgres`); this module supplies the connection, the
transactions (``BEGIN IMMEDIATE``: one writer at a time, so a transaction
reads what it then writes), the migrations (``PRAGMA user_version``) and
SQLite's own checks. Rows and errors are imported from :mod:`storage.base`,
where they are defined.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from storage.backup import automatic_backup_path
from storage.base import (
    SqlStore,
    StorageError,
    UniqueViolation,
    _has_sql,
    _sql_text,
    _without_comments,
    migrations,
)

BUSY_TIMEOUT_MS = 5000


@contextmanager
def _unique_as_storage_error() -> Iterator[None]:
    """SQLite's UNIQUE / PRIMARY KEY failures as the shared UniqueViolation."""
    try:
        yield
    except aiosqlite.IntegrityError as error:
        if "UNIQUE" in str(error) or "PRIMARY KEY" in str(error):
            raise UniqueViolation(str(error)) from error
        raise


class _SqliteTx:
    """The shared queries' view of an aiosqlite connection."""

    def __init__(self, db: aiosqlite.Connection):
        self.db = db

    async def run(self, sql: str, args: Sequence[Any] = ()) -> int:
        with _unique_as_storage_error():
            cur = await self.db.execute(sql, tuple(args))
        return cur.rowcount

    async def insert(self, sql: str, args: Sequence[Any] = ()) -> int:
        row = await self.one(sql, args)
        assert row is not None  # INSERT ... RETURNING answers the new row
        return row[0]

    async def one(self, sql: str, args: Sequence[Any] = ()) -> Any:
        with _unique_as_storage_error():
            async with self.db.execute(sql, tuple(args)) as cur:
                return await cur.fetchone()

    async def all(self, sql: str, args: Sequence[Any] = ()) -> list[Any]:
        async with self.db.execute(sql, tuple(args)) as cur:
            return list(await cur.fetchall())

    async def many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        await self.db.executemany(sql, [tuple(r) for r in rows])


class Store(SqlStore):
    """One aiosqlite connection; transactions are serialised by a lock."""

    dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection, path: str):
        self.db = db
        self.path = path
        self.where = path
        self._tx = _SqliteTx(db)
        self._lock = asyncio.Lock()

    # -- opening -----------------------------------------------------------

    @classmethod
    async def open(cls, path: str | Path) -> Store:
        path = str(path)
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(path, isolation_level=None)
        store = cls(db, path)
        try:
            await db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            await db.execute("PRAGMA journal_mode = WAL")
            # FULL: a move acknowledged to a player survives a power cut too.
            await db.execute("PRAGMA synchronous = FULL")
            await db.execute("PRAGMA foreign_keys = ON")
            await store.migrate()
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        await self.db.close()

    async def __aenter__(self) -> Store:
        return self

    async def schema_version(self) -> int:
        async with self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
            assert row is not None  # PRAGMA user_version always answers one row
            return row[0]

    async def migrate(self) -> int:
        """Apply every migration newer than ``PRAGMA user_version``, each in
        its own transaction together with the version bump."""
        async with self._lock:
            current = await self.schema_version()
            shipped = migrations()
            if current > len(shipped):
                raise StorageError(
                    f"The database is at schema version {current}, newer than this "
                    f"program knows ({len(shipped)}). Upgrade the program."
                )
            if 0 < current < len(shipped) and self.path != ":memory:":
                await self._backup_before_migration(current)
            for number, _name, sql in shipped[current:]:
                statements = [s.strip() for s in _without_comments(sql).split(";") if _has_sql(s)]
                await self.db.execute("BEGIN IMMEDIATE")
                try:
                    for statement in statements:
                        await self.db.execute(statement)
                    await self.db.execute(f"PRAGMA user_version = {number}")
                    await self.db.execute("COMMIT")
                except BaseException:
                    await self.db.execute("ROLLBACK")
                    raise
            return await self.schema_version()

    async def _backup_before_migration(self, current: int) -> None:
        """A consistent copy of the database as it was before upgrading
        (``NAME.backup-STAMP-schema-vN``): an upgrade that goes wrong can be
        undone by copying it back while the bot is stopped."""
        target = automatic_backup_path(self.path, f"schema-v{current}")
        await self.db.execute(f"VACUUM INTO '{_sql_text(str(target))}'")

    async def _lock_game(self, db, game_id: int) -> None:
        """Nothing to do: BEGIN IMMEDIATE already runs every writing
        transaction one at a time."""

    async def _after_import(self, db) -> None:
        """Nothing to do: AUTOINCREMENT follows the largest id inserted."""

    async def _transaction(self, work):
        """Run ``work(tx)`` inside BEGIN IMMEDIATE ... COMMIT."""
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                result = await work(self._tx)
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            await self.db.execute("COMMIT")
            return result

    async def _one(self, sql: str, args: tuple = ()) -> Any:
        async with self._lock:
            async with self.db.execute(sql, args) as cur:
                return await cur.fetchone()

    async def _all(self, sql: str, args: tuple = ()) -> list[Any]:
        async with self._lock:
            async with self.db.execute(sql, args) as cur:
                return list(await cur.fetchall())

    # -- games -------------------------------------------------------------

    async def quick_check(self) -> str:
        row = await self._one("PRAGMA quick_check")
        return row[0]

    async def integrity_check(self) -> str:
        row = await self._one("PRAGMA integrity_check")
        return row[0]
