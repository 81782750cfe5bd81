"""The console's service: opened over a database (a file, sqlite:///PATH,
postgresql://URL, or memory), closed on the way out, and the
console's table (its game row). The console reaches its games through the
service only."""

from __future__ import annotations

import logging
from pathlib import Path

from bot import config
from bot.console.faults import EXIT_USAGE, Fault
from bot.service import Service
from storage import is_postgres, sqlite_path
from storage.base import GameRow
from storage.faults import open_store
from storage.interface import GameStore

# The server id under which the console's games are stored (a Discord
# server's is a number, so the two never meet in one database).
CONSOLE_GUILD = "console"

# How long to wait for another process's lock on a database (None: the
# store's own busy timeout). Tests lower it.
STORE_BUSY_TIMEOUT_MS: int | None = None

log = logging.getLogger("referee.console")


async def open_service(db: str | None, *, must_exist: bool = False) -> Service:
    """The console's service: its replies are shown at once, so it keeps no
    outbox of announcements."""
    if must_exist and db and not is_postgres(db) and sqlite_path(db) != ":memory:" \
            and not Path(sqlite_path(db)).exists():
        raise Fault(f"There is no database at {db}: give the path of the referee's database.", EXIT_USAGE)
    store = await open_store(db or ":memory:", busy_timeout_ms=STORE_BUSY_TIMEOUT_MS,
                             pool=config.environment_pool())
    try:
        return Service(store, outbox=False, front="console")
    except BaseException:
        await close_store(store)
        raise


async def check_store(path: str) -> None:
    """Open and close the database at ``path``: the store checks itself
    (quick_check, locks, schema) and raises its fault if it must."""
    store = await open_store(path, busy_timeout_ms=STORE_BUSY_TIMEOUT_MS, pool=config.environment_pool())
    await close_store(store)


async def close_store(store: GameStore) -> None:
    """Close a store on the way out, whatever happened; a second fault while
    closing must not hide the first."""
    try:
        await store.close()
    except Exception:  # noqa: BLE001
        log.debug("closing the store failed", exc_info=True)


async def open_game_row(service: Service, channel: str) -> GameRow | None:
    """The console table's game that is not over (a lobby or a game in
    play), if any."""
    return await service.open_game_row(CONSOLE_GUILD, channel)
