"""Raw SQL for tests that set up or inspect rows directly, on either store
(SQLite or PostgreSQL): the shared ``?`` placeholders, one transaction."""

from __future__ import annotations

from typing import Any


async def execute(store, sql: str, args: tuple = ()) -> int:
    """Run one statement in its own transaction; rows changed."""
    return await store._transaction(lambda tx: tx.run(sql, args))


async def fetch(store, sql: str, args: tuple = ()) -> list[tuple[Any, ...]]:
    return [tuple(row) for row in await store._all(sql, args)]


async def tables(store) -> list[str]:
    """The store's tables, by name (the migrations' bookkeeping excluded)."""
    if store.dialect == "sqlite":
        rows = await fetch(store, "SELECT name FROM sqlite_master WHERE type = 'table'"
                                  " AND name NOT LIKE 'sqlite_%' ORDER BY name")
    else:
        rows = await fetch(store, "SELECT table_name FROM information_schema.tables"
                                  " WHERE table_schema = current_schema() AND table_name <> 'referee_schema'"
                                  " ORDER BY table_name")
    return [r[0] for r in rows]
