"""Persistence. :func:`connect` opens the store a database target names:

- a PostgreSQL URL, ``postgresql://user:password@host:port/database``
  (or ``postgres://``): :class:`storage.postgres.PostgresStore`;
- ``sqlite:///relative/path.db``, ``sqlite:////absolute/path.db`` (SQLAlchemy's
  spelling), or a plain file path: :class:`storage.store.Store` (SQLite, the
  default).

Front ends open stores through :func:`storage.faults.open_store`, which turns
every failure into a sentence with the fix.
"""

from __future__ import annotations

import os

from storage.pgpool import PoolSettings
from storage.postgres import PostgresStore
from storage.store import Store


def is_postgres(target: str | os.PathLike) -> bool:
    return str(target).startswith(("postgresql://", "postgres://"))


def sqlite_path(target: str | os.PathLike) -> str:
    """The file path of a SQLite target (a path, or a ``sqlite:///`` URL)."""
    text = str(target)
    if text.startswith("sqlite:///"):
        return text[len("sqlite:///"):] or ":memory:"
    if text.startswith("sqlite://"):
        return text[len("sqlite://"):] or ":memory:"
    return text


async def connect(target: str | os.PathLike, pool: PoolSettings | None = None):
    """Open (and migrate) the store ``target`` names; see the module text.
    ``pool``: a PostgreSQL store's connection budget and time limits."""
    if is_postgres(target):
        return await PostgresStore.open(str(target), pool)
    return await Store.open(sqlite_path(target))
