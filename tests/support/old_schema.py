"""A database as an older program left it: the first ``version`` migrations
applied and one active game of the tiny test game, for the tests that check
a new migration keeps what was there (on SQLite and on PostgreSQL)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import asyncpg

from storage.base import migrations

GAME_ROW = ("INSERT INTO games (guild, channel, kind, status, options, seed, state, version, creator, created_at,"
            " updated_at) VALUES ('g', 'c', 'tiny', 'active', '{}', 1, '{\"x\": 1}', 3, 'u',"
            " '2026-01-01T00:00:00+00:00', '2026-01-01T00:00:00+00:00')")


def sqlite_at(path: Path, version: int) -> Path:
    """A SQLite file at schema ``version`` with one active game in g/c."""
    con = sqlite3.connect(path)
    try:
        for _, _, sql in migrations()[:version]:
            con.executescript(sql)
        con.execute(f"PRAGMA user_version = {int(version)}")
        con.execute(GAME_ROW)
        con.commit()
    finally:
        con.close()
    return path


async def postgres_at(url: str, version: int) -> str:
    """The PostgreSQL schema ``url`` names at schema ``version``, with one
    active game in g/c."""
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("CREATE TABLE referee_schema (version INTEGER NOT NULL)")
        for _n, _name, sql in migrations("postgresql")[:version]:
            await conn.execute(sql)
        await conn.execute(f"INSERT INTO referee_schema VALUES ({int(version)})")
        await conn.execute(GAME_ROW)
    finally:
        await conn.close()
    return url
