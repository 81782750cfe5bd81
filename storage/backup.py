"""Consistent copies of a live SQLite database.

SQLite's online backup API copies a database page by page under its own
locks, so the copy is consistent even while the bot writes (a plain file copy
of a WAL database is not). Automatic copies (before a migration) sit beside
the database as ``NAME.backup-YYYYmmddTHHMMSSZ[-REASON]``; the newest one is
what a damaged database's error message points to.

:func:`restore_database` puts a backup back, with the bot stopped: it checks
the backup with ``integrity_check`` first, refuses while another process
holds the database, and keeps the database it replaces as
``NAME.before-restore-YYYYmmddTHHMMSSZ``.
"""

from __future__ import annotations

import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from storage.base import migrations

SUFFIX = ".backup-"


def backup_database(source: str | Path, target: str | Path) -> Path:
    """Copy the database at ``source`` to ``target`` (a new file) with
    SQLite's backup API; returns the target path. The copy is in rollback
    journal mode so it is one self-contained file."""
    target = Path(target)
    if target.exists():
        raise FileExistsError(f"{target} already exists; choose a new file name for the backup.")
    target.parent.mkdir(parents=True, exist_ok=True)
    src = sqlite3.connect(f"{Path(source).resolve().as_uri()}?mode=ro", uri=True)
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
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")
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


# -- checking and restoring ------------------------------------------------------------

BEFORE_RESTORE = ".before-restore-"
OWN_TABLES = ("games", "seats", "moves")  # created by the first migration


class BackupError(Exception):
    """A backup or restore refused; the message is the sentence to show."""


def check_backup(path: str | Path) -> int:
    """Check that ``path`` is a sound database of this program that this
    version can open: SQLite's ``integrity_check`` passes, the referee's
    tables are there, its schema is not newer than the shipped migrations.
    Returns its schema version; raises :class:`BackupError` otherwise.
    Reads only."""
    path = Path(path)
    if not path.is_file():
        raise BackupError(f"There is no backup file at {path}.")
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as error:
        raise BackupError(f"{path} cannot be opened ({error}).") from None
    try:
        problems = [row[0] for row in db.execute("PRAGMA integrity_check(5)")]
        if problems != ["ok"]:
            detail = "; ".join(" ".join(str(p).split()) for p in problems)[:300]
            raise BackupError(f"{path} is damaged (SQLite's integrity_check: {detail}); "
                              "choose another backup.")
        tables = {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not set(OWN_TABLES) <= tables:
            raise BackupError(f"{path} is an SQLite database but not one of Tabletop Referee "
                              "(it has no games, seats and moves tables); choose a backup made "
                              "by `referee backup`.")
        version = db.execute("PRAGMA user_version").fetchone()[0]
    except sqlite3.DatabaseError as error:
        if "not a database" in str(error):
            raise BackupError(f"{path} is not an SQLite database; choose a backup made by "
                              "`referee backup`.") from None
        raise BackupError(f"{path} is damaged (SQLite: {error}); choose another backup.") from None
    finally:
        db.close()
    known = len(migrations())
    if version > known:
        raise BackupError(f"{path} was made by a newer version of the program (schema {version}, "
                          f"this one knows {known}): upgrade the program first, then restore.")
    return version


def before_restore_path(db_path: str | Path, now: datetime | None = None) -> Path:
    """Where :func:`restore_database` keeps the database it replaces:
    ``NAME.before-restore-YYYYmmddTHHMMSSZ`` beside it."""
    db_path = Path(db_path)
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")
    return db_path.with_name(f"{db_path.name}{BEFORE_RESTORE}{stamp}")


_COMPANIONS = ("-wal", "-shm", "-journal")


def _take_offline(db_path: Path) -> None:
    """Make sure no other connection holds ``db_path`` (a running bot always
    does) and fold its write-ahead log into the file. Leaving WAL mode is
    only possible for the only connection, so SQLite itself answers "in
    use". A database too damaged to open is left for the caller to move."""
    try:
        db = sqlite3.connect(str(db_path), timeout=0, isolation_level=None)
    except sqlite3.Error:
        return
    try:
        db.execute("PRAGMA journal_mode = DELETE")
    except sqlite3.OperationalError as error:
        if error.sqlite_errorname in ("SQLITE_BUSY", "SQLITE_LOCKED"):
            raise BackupError(
                f"The database {db_path} is in use: stop the bot first (for example "
                "`systemctl stop referee`), then restore again. Nothing was changed.") from None
    except sqlite3.DatabaseError:
        pass  # damaged: it is moved aside as it is
    finally:
        db.close()


def restore_database(backup: str | Path, db_path: str | Path, now: datetime | None = None) -> Path | None:
    """Replace the database at ``db_path`` by the backup at ``backup``, with
    the bot stopped. The backup is checked first (:func:`check_backup`); the
    replaced database is kept as ``NAME.before-restore-STAMP``, whose path
    is returned (``None`` when there was no database): a sound one with its
    write-ahead log folded in, a damaged one byte for byte with its -wal and
    -shm files. Refuses, changing nothing, while another process holds the
    database; if the copy fails, the database is put back."""
    backup, db_path = Path(backup), Path(db_path)
    check_backup(backup)
    if db_path.exists() and db_path.resolve() == backup.resolve():
        raise BackupError(f"{backup} is the database itself; choose a backup file.")
    kept = None
    if db_path.exists():
        if not db_path.is_file():
            raise BackupError(f"{db_path} is not a database file. Nothing was changed.")
        _take_offline(db_path)
        kept = before_restore_path(db_path, now)
        n = 1
        while kept.exists():
            n += 1
            kept = kept.with_name(f"{before_restore_path(db_path, now).name}-{n}")
        os.replace(db_path, kept)
        for tail in _COMPANIONS:
            companion = db_path.with_name(db_path.name + tail)
            if companion.exists():
                os.replace(companion, kept.with_name(kept.name + tail))
    try:
        backup_database(backup, db_path)
    except BaseException:
        if kept is not None:  # put the old database back as it was
            db_path.unlink(missing_ok=True)
            for tail in ("", *_COMPANIONS):
                moved = kept.with_name(kept.name + tail)
                if moved.exists():
                    os.replace(moved, db_path.with_name(db_path.name + tail))
        raise
    return kept
