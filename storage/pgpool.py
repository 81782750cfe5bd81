"""The PostgreSQL store's connection budget and time limits, and its faults
as the store's errors.

:class:`PoolSettings` is what one process may take from the server: at most
``max_size`` connections, ``min_size`` kept open while idle, and connections
above that closed after ``idle_seconds`` unused (so a process that grew
during a burst gives its connections back for the others); every statement
is cut after ``command_timeout`` seconds and every wait for a connection
after ``connect_timeout`` seconds. ``bot/config.py`` reads them from
``REFEREE_DB_POOL_MAX``, ``REFEREE_DB_POOL_MIN``,
``REFEREE_DB_POOL_IDLE_SECONDS``, ``REFEREE_DB_COMMAND_TIMEOUT`` and
``REFEREE_DB_CONNECT_TIMEOUT`` (``.env.example``).

:func:`translate` turns what asyncpg raises when the server is gone, slow or
full into :class:`storage.base.NothingChanged` (a read, or a change that
failed before its commit) or :class:`storage.base.MaybeSaved` (a change
whose commit was under way), with a sentence for players; the exception's
class and text go only to the log, at warning, with an admin's line naming
``max_connections`` and the pool settings when the server had no connection
slot left.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import asyncpg

from storage.base import MaybeSaved, NothingChanged, StoreUnavailable

log = logging.getLogger("referee.storage")

#: Where a fault struck: waiting for a connection, inside the transaction
#: (or a read), or while the change was being committed.
CONNECTING, WORKING, COMMITTING = "connecting", "working", "committing"

#: A lost or refused connection (TimeoutError, itself an OSError, is told apart first).
_LOST = (OSError, asyncpg.PostgresConnectionError, asyncpg.InterfaceError, asyncpg.CannotConnectNowError,
         asyncpg.AdminShutdownError, asyncpg.CrashShutdownError)

_FULL_WORDS = ("remaining connection slots are reserved", "too many clients", "too many connections")

AGAIN = "nothing was changed. Try again in a minute."
LOOK = "the change may not have been saved: look at the game's status, then try again."


@dataclass(frozen=True)
class PoolSettings:
    """One process's share of the PostgreSQL server (see the module text)."""

    max_size: int = 10
    min_size: int = 1
    idle_seconds: float = 45.0
    command_timeout: float = 10.0
    connect_timeout: float = 10.0

    def __post_init__(self) -> None:
        if not 1 <= self.max_size or not 0 <= self.min_size <= self.max_size:
            raise ValueError(f"a pool needs 1 or more connections at most and between 0 and that many "
                             f"kept open (max {self.max_size}, min {self.min_size})")
        if self.idle_seconds < 0 or self.command_timeout <= 0 or self.connect_timeout <= 0:
            raise ValueError("the idle lifetime must be 0 or more and the time limits more than 0 seconds")

    @property
    def shown(self) -> str:
        """The settings in words, for the log and `referee doctor`."""
        return (f"pool of at most {self.max_size} connections (REFEREE_DB_POOL_MAX), {self.min_size} kept open "
                f"(REFEREE_DB_POOL_MIN), others closed after {self.idle_seconds:g} s idle "
                f"(REFEREE_DB_POOL_IDLE_SECONDS); statements cut after {self.command_timeout:g} s "
                f"(REFEREE_DB_COMMAND_TIMEOUT), connections awaited {self.connect_timeout:g} s "
                "(REFEREE_DB_CONNECT_TIMEOUT)")

    def pool_arguments(self) -> dict[str, float]:
        """``asyncpg.create_pool``'s keyword arguments for these settings."""
        return {"min_size": self.min_size, "max_size": self.max_size,
                "max_inactive_connection_lifetime": self.idle_seconds,
                "command_timeout": self.command_timeout, "timeout": self.connect_timeout}


def server_full(error: BaseException) -> bool:
    """Whether ``error`` is the server refusing a connection for want of a
    slot (max_connections reached, or only reserved slots left)."""
    if isinstance(error, asyncpg.TooManyConnectionsError):
        return True
    return isinstance(error, asyncpg.PostgresError) and any(w in str(error).lower() for w in _FULL_WORDS)


def translate(error: BaseException, phase: str, settings: PoolSettings, where: str) -> StoreUnavailable | None:
    """The store's error for ``error`` met in ``phase`` (see the module
    text), logged; None when ``error`` is not the server being gone, slow or
    full (a refusal of the query itself propagates as it is)."""
    kind = NothingChanged if phase != COMMITTING else MaybeSaved
    outcome = AGAIN if phase != COMMITTING else LOOK
    if server_full(error):
        log.warning("PostgreSQL at %s refused a connection (%s: %s): the server's max_connections is reached. "
                    "Raise max_connections on the server, or lower the pools of the bot processes: this one "
                    "has a %s; see docs/scaling.md (the connection budget).",
                    where, type(error).__name__, error, settings.shown)
        return kind(f"The database has no connection free for the bot right now; {outcome}", "no connection")
    if isinstance(error, TimeoutError | asyncpg.QueryCanceledError):
        if phase == CONNECTING:
            seconds, what = settings.connect_timeout, "did not give a connection within"
        elif phase == WORKING:
            seconds, what = settings.command_timeout, "did not answer within"
        else:
            seconds, what = settings.command_timeout, "did not confirm the change within"
        log.warning("PostgreSQL at %s %s %g s (%s: %s); %s", where, what, seconds, type(error).__name__,
                    error, settings.shown)
        return kind(f"The database {what} {seconds:g} s; {outcome}", "timeout")
    if isinstance(error, _LOST):
        log.warning("PostgreSQL at %s cannot be reached (%s: %s)", where, type(error).__name__, error)
        return kind(f"The database cannot be reached right now; {outcome}", "unreachable")
    return None
