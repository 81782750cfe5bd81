"""Consistent copies of a live SQLite database.

SQLite's online backup API copies a database page by page under its own
locks, so the copy is consistent even while the bot writes (a plain file copy
of a WAL database is not). Automatic copies (before a migration) sit beside
the database as ``NAME.backup-YYYYmmddTHHMMSSZ[-REASON]``; the newest one is
what a damaged database's error message points to.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime, timezone
from pathlib import Path

SUFFIX = ".backup-"


def backup_database(source: str | Path, target: str | Path) -> Path:
    """Copy the database at ``source`` to ``target`` (a new file) with
    SQLite's backup API; returns the target path. The copy is in rollback
    journal mode so it is one self-contained file."""
    target = Path(target)
    if target.exists():
        raise FileExistsError(f"{target} already exists; choose a new file name for the backup.")
    target.parent.mkdir(parents=True, exist_ok=True)
    src = sqlite3.connect(f"file:{Path(source)}?mode=ro", uri=True)
    try:
        dst = sqlite3.connect(str(target))
        try:
            src.backup(dst)
            dst.execute("PRAGMA journal_mode = DELETE")
            dst.commit()
        finally:
            dst.close()
    except BaseException:
        target.unlink(missing_ok=True)
        raise
    finally:
        src.close()
    return target


def automatic_backup_path(db_path: str | Path, reason: str = "", now: datetime | None = None) -> Path:
    db_path = Path(db_path)
    stamp = (now or datetime.now(timezone.utc)).strftime("%Y%m%dT%H%M%SZ")
    tail = f"-{reason}" if reason else ""
    return db_path.with_name(f"{db_path.name}{SUFFIX}{stamp}{tail}")


def backups_of(db_path: str | Path) -> list[Path]:
    """Automatic backups of ``db_path``, oldest first."""
    db_path = Path(db_path)
    if not db_path.parent.is_dir():
        return []
    found = [p for p in db_path.parent.glob(f"{db_path.name}{SUFFIX}*") if p.is_file()]
    return sorted(found, key=lambda p: p.name)


def latest_backup(db_path: str | Path) -> Path | None:
    found = backups_of(db_path)
    return found[-1] if found else None
