"""The store's queries about people rather than games: each user's own
settings (one JSON document, the same in every server) and the vacations
they took. Mixed into :class:`storage.base.SqlStore`, so both stores have
them; no game knowledge here (what the settings mean is the service's)."""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from typing import Any


class PeopleQueries(ABC):
    @abstractmethod
    async def _transaction(self, work):
        """Run ``work(tx)`` as one transaction; its result."""

    @abstractmethod
    async def _one(self, sql: str, args: tuple = ()) -> Any:
        """The first row of a read outside any transaction (or None)."""

    @abstractmethod
    async def _all(self, sql: str, args: tuple = ()) -> list[Any]:
        """Every row of a read outside any transaction."""

    async def _document(self, table: str, key: str, value: str) -> dict[str, Any]:
        """The JSON document ``settings`` of ``table``'s row whose ``key``
        column is ``value`` ({} when there is none). ``table`` and ``key``
        are the store's own names, never a user's."""
        row = await self._one(f"SELECT settings FROM {table} WHERE {key} = ?", (str(value),))
        return json.loads(row[0]) if row else {}

    async def _set_document(self, table: str, key: str, value: str, document: dict[str, Any]) -> None:
        """Replace that document (no row is kept for an empty one)."""

        async def work(db):
            if not document:
                await db.run(f"DELETE FROM {table} WHERE {key} = ?", (str(value),))
                return
            await db.run(
                f"INSERT INTO {table} ({key}, settings) VALUES (?, ?)"
                f" ON CONFLICT ({key}) DO UPDATE SET settings = excluded.settings",
                (str(value), json.dumps(document, sort_keys=True)))

        await self._transaction(work)

    async def user_settings(self, user_id: str) -> dict[str, Any]:
        """The settings a user chose ({} when they chose none)."""
        return await self._document("user_settings", "user_id", user_id)

    async def set_user_settings(self, user_id: str, settings: dict[str, Any]) -> None:
        """Replace a user's settings (no row is kept for none)."""
        await self._set_document("user_settings", "user_id", user_id, settings)

    async def add_vacation(self, user_id: str, started_at: str, ends_at: str, days: int) -> bool:
        """Record a vacation; False (nothing written) when the user already
        has one that has not ended by ``started_at``."""

        async def work(db):
            running = await db.one("SELECT 1 FROM vacations WHERE user_id = ? AND ends_at > ?",
                                   (str(user_id), started_at))
            if running:
                return False
            await db.run("INSERT INTO vacations (user_id, started_at, ends_at, days) VALUES (?, ?, ?, ?)",
                         (str(user_id), started_at, ends_at, int(days)))
            return True

        return bool(await self._transaction(work))

    async def end_vacation(self, user_id: str, started_at: str, ends_at: str, days: int) -> None:
        """A vacation ends early: it now ends at ``ends_at`` and uses ``days``."""

        async def work(db):
            await db.run("UPDATE vacations SET ends_at = ?, days = ? WHERE user_id = ? AND started_at = ?",
                         (ends_at, int(days), str(user_id), started_at))

        await self._transaction(work)

    async def vacations_of(self, user_id: str, since: str) -> list[tuple[str, str, int]]:
        """(started at, ends at, days) of a user's vacations started at or
        after ``since``, oldest first."""
        rows = await self._all("SELECT started_at, ends_at, days FROM vacations WHERE user_id = ?"
                               " AND started_at >= ? ORDER BY started_at", (str(user_id), since))
        return [(str(a), str(b), int(d)) for a, b, d in rows]

    async def vacations_at(self, moment: str) -> dict[str, tuple[str, str]]:
        """user id -> (started at, ends at) of every vacation running at
        ``moment``."""
        rows = await self._all("SELECT user_id, started_at, ends_at FROM vacations"
                               " WHERE started_at <= ? AND ends_at > ?", (moment, moment))
        return {str(u): (str(a), str(b)) for u, a, b in rows}
