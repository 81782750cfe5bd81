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

    async def user_settings(self, user_id: str) -> dict[str, Any]:
        """The settings a user chose ({} when they chose none)."""
        row = await self._one("SELECT settings FROM user_settings WHERE user_id = ?", (str(user_id),))
        return json.loads(row[0]) if row else {}

    async def set_user_settings(self, user_id: str, settings: dict[str, Any]) -> None:
        """Replace a user's settings (no row is kept for none)."""

        async def work(db):
            if not settings:
                await db.run("DELETE FROM user_settings WHERE user_id = ?", (str(user_id),))
                return
            await db.run(
                "INSERT INTO user_settings (user_id, settings) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET settings = excluded.settings",
                (str(user_id), json.dumps(settings, sort_keys=True)))

        await self._transaction(work)

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
