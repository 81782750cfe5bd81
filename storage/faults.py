"""Opening the store for a front end, and storage faults as sentences.

:func:`open_store` is how a front end (the console, the bot) opens its
database: before :meth:`storage.store.Store.open` touches the file it checks,
without changing anything, that the path is a writable SQLite database of this
program that no other process holds locked and that passes SQLite's
``PRAGMA quick_check``. Every refusal is a :class:`StoreFault` whose text says
what is wrong, where (the path) and what to do; :func:`explain` turns any
sqlite3 / aiosqlite / OS error met later into the same kind of sentence.
"""

from __future__ import annotations

import asyncio
import errno
import logging
import os
import socket
import sqlite3
from pathlib import Path

import asyncpg

from storage import backup, is_postgres, sqlite_path
from storage.base import SqlStore, StorageError, migrations
from storage.pgpool import PoolSettings, server_full
from storage.postgres import PostgresStore, redacted
from storage.store import BUSY_TIMEOUT_MS, Store

log = logging.getLogger("referee.storage")

SQLITE_HEADER = b"SQLite format 3\x00"
OWN_TABLES = ("games", "seats", "moves")  # created by migration 1

try:  # not on every platform
    import resource
except ImportError:  # pragma: no cover - Windows
    resource = None  # type: ignore[assignment]  # the checks below skip the file-size limit without it


class StoreFault(StorageError):
    """The database cannot be used. ``str(fault)`` is the sentence the user
    reads: what is wrong, where, what to do. ``kind`` names the fault for
    programs (``"locked"``, ``"read-only file"``, ``"damaged"``, ...)."""

    def __init__(self, message: str, path: str | None = None, kind: str = "fault"):
        super().__init__(message)
        self.message = message
        self.path = path
        self.kind = kind


# -- the sentences -------------------------------------------------------------------


def _fault(kind: str, path: str, message: str) -> StoreFault:
    return StoreFault(message, path, kind)


def folder_path(path: str) -> StoreFault:
    return _fault("folder", path,
                  f"The database path {path} is a folder, not a file: give the path of a database "
                  f"file instead, for example {Path(path) / 'referee.db'}.")


def not_a_database(path: str) -> StoreFault:
    return _fault("not a database", path,
                  f"The file {path} is not an SQLite database: give the path of the referee's "
                  "database, or a new file name to start an empty one. Nothing was changed.")


def not_a_file(path: str) -> StoreFault:
    return _fault("not a file", path,
                  f"The database path {path} is not a regular file: give the path of the "
                  "referee's database file, or a new file name to start an empty one.")


def unrelated(path: str, tables: list[str]) -> StoreFault:
    shown = ", ".join(sorted(tables)[:6]) + (", ..." if len(tables) > 6 else "")
    return _fault("unrelated database", path,
                  f"The SQLite database at {path} belongs to another program (it holds the tables "
                  f"{shown}, not the referee's): give the referee's own database, or a new file "
                  "name to start an empty one. Nothing was changed.")


def newer_schema(path: str, found: int, known: int) -> StoreFault:
    return _fault("newer schema", path,
                  f"The database at {path} is at schema version {found}, newer than this program "
                  f"knows ({known}): upgrade the referee program to use it, or give another "
                  "database file. Nothing was changed.")


def read_only_file(path: str) -> StoreFault:
    return _fault("read-only file", path,
                  f"The database at {path} is read-only: make the file writable for the user "
                  "running the referee (for example chmod u+w), or copy it to a writable place "
                  "and use the copy.")


def read_only_folder(path: str, folder: Path) -> StoreFault:
    return _fault("read-only folder", path,
                  f"The folder {folder} that holds the database {path} is read-only: SQLite must "
                  "create the database's files (the database, its -wal and -shm) there, so make the folder "
                  "writable for the user running the referee, or use a database in a writable folder.")


def missing_folder(path: str, blocker: Path) -> StoreFault:
    return _fault("no folder", path,
                  f"The database {path} cannot be created: {blocker} is a file, not a folder. "
                  "Give a database path whose folders are folders.")


def disk_full(path: str) -> StoreFault:
    return _fault("disk full", path,
                  f"The disk that holds the database at {path} is full: free some space there "
                  "and try again. The step that failed was not saved.")


def size_limit(path: str, limit: int) -> StoreFault:
    return _fault("file-size limit", path,
                  f"The database at {path} cannot grow: this process may not write files larger "
                  f"than {limit} bytes (ulimit -f). Raise the limit (ulimit -f unlimited) and try "
                  "again. The step that failed was not saved.")


def locked(path: str, busy_timeout_ms: int) -> StoreFault:
    seconds = f"{busy_timeout_ms / 1000:g}"
    return _fault("locked", path,
                  f"The database at {path} is locked by another process (still busy after "
                  f"{seconds} s): stop the other program using it (another `referee run` or "
                  "`referee play`?) or give a different database file, then try again.")


def permission(path: str, detail: str) -> StoreFault:
    return _fault("permission", path,
                  f"The database at {path} cannot be opened: {detail}. Give the user running the "
                  "referee read and write permission on the file and its folder.")


def io_error(path: str, detail: str) -> StoreFault:
    return _fault("i/o error", path,
                  f"Reading or writing the database at {path} failed ({detail}): check the disk "
                  "and the file system (free space, a network or removable drive that went "
                  "away), then try again.")


def damaged(path: str, detail: str) -> StoreFault:
    latest = backup.latest_backup(path) if path != ":memory:" else None
    if latest is not None:
        todo = (f"The newest automatic backup is {latest}: stop the bot, then run `referee restore "
                f"{latest}` (it keeps the damaged file), or delete '{path}-wal' and '{path}-shm' "
                f"if they exist and copy the backup over '{path}'. Moves made since that backup "
                "are lost.")
    else:
        todo = ("There is no automatic backup beside it: keep the damaged file, stop the bot and "
                "restore a copy you made (`referee restore BACKUP`), or start over with a new "
                "database file (sqlite3's .recover command may salvage part of the damaged one).")
    return _fault("damaged", path, f"The database at {path} is damaged ({detail}). {todo}")


def generic(path: str, detail: str) -> StoreFault:
    return _fault("fault", path,
                  f"The database at {path} could not be used: {detail}. Check the file, or give "
                  "another database file.")


# -- translating errors --------------------------------------------------------------

_SQLITE = {  # primary result codes
    3: "permission", 5: "busy", 6: "busy", 8: "readonly", 10: "ioerr", 11: "corrupt",
    13: "full", 14: "cantopen", 26: "notadb",
}
_SQLITE_TEXT = (  # messages, for errors that carry no code
    ("locked", "busy"), ("busy", "busy"), ("readonly", "readonly"), ("read-only", "readonly"),
    ("unable to open", "cantopen"), ("disk is full", "full"), ("not a database", "notadb"),
    ("malformed", "corrupt"), ("disk i/o error", "ioerr"), ("access permission", "permission"),
)


def _size_limit() -> int | None:
    """This process's file-size limit in bytes, if it has one."""
    if resource is None:  # pragma: no cover - Windows
        return None
    soft, _ = resource.getrlimit(resource.RLIMIT_FSIZE)
    return None if soft == resource.RLIM_INFINITY else soft


def _writable(path: Path) -> bool:
    return os.access(path, os.W_OK)


def _folder_of(path: str) -> Path:
    return Path(path).resolve().parent


def _sqlite_kind(error: sqlite3.Error) -> str:
    code = getattr(error, "sqlite_errorcode", None)
    if isinstance(code, int) and code & 0xFF in _SQLITE:
        return _SQLITE[code & 0xFF]
    text = str(error).lower()
    for needle, kind in _SQLITE_TEXT:
        if needle in text:
            return kind
    return "other"


def _cannot_open(path: str, detail: str) -> StoreFault:
    """SQLite could not open the file: say why, from what the path is."""
    if path == ":memory:":
        return generic(path, detail)
    target = Path(path)
    if target.is_dir():
        return folder_path(path)
    folder = _folder_of(path)
    if not folder.is_dir():
        return missing_folder(path, _first_file(folder) or folder)
    if not _writable(folder):
        return read_only_folder(path, folder)
    if target.exists() and not _writable(target):
        return read_only_file(path)
    return permission(path, detail)


def _first_file(folder: Path) -> Path | None:
    """The nearest ancestor of ``folder`` that exists, when it is not a folder."""
    here = folder
    while not here.exists() and here != here.parent:
        here = here.parent
    return None if here.is_dir() else here


def explain(error: BaseException, path: str | os.PathLike,
            busy_timeout_ms: int | None = None) -> StoreFault:
    """The :class:`StoreFault` sentence for an error met while using the
    database at ``path`` (sqlite3 and aiosqlite errors, OS errors, the
    store's own :class:`StorageError` sentences)."""
    path = str(path)
    if isinstance(error, StoreFault):
        return error
    busy = BUSY_TIMEOUT_MS if busy_timeout_ms is None else busy_timeout_ms
    if isinstance(error, sqlite3.Error):
        kind = _sqlite_kind(error)
        detail = str(error) or type(error).__name__
        limit = _size_limit()
        if kind == "busy":
            return locked(path, busy)
        if kind == "readonly":
            folder = _folder_of(path) if path != ":memory:" else None
            if folder is not None and folder.is_dir() and not _writable(folder):
                return read_only_folder(path, folder)
            return read_only_file(path)
        if kind in ("full", "ioerr") and limit is not None:
            return size_limit(path, limit)
        if kind == "full":
            return disk_full(path)
        if kind == "ioerr":
            return io_error(path, detail)
        if kind == "corrupt":
            return damaged(path, detail)
        if kind == "notadb":
            return not_a_database(path)
        if kind in ("cantopen", "permission"):
            return _cannot_open(path, detail)
        return generic(path, detail)
    if isinstance(error, OSError):
        return _explain_os(error, path)
    if isinstance(error, StorageError):
        text = str(error)
        if text.startswith("The database "):
            text = f"The database at {path} " + text[len("The database "):]
        else:
            text = f"{text} (database: {path})"
        return StoreFault(text, path, "storage")
    # The sentence tells what happened, never a class name (that goes to the log).
    log.warning("The database at %s failed unexpectedly: %s: %s", path, type(error).__name__, error)
    return generic(path, str(error) or "an unexpected fault (see the log)")


def _explain_os(error: OSError, path: str) -> StoreFault:
    code = error.errno
    where = error.filename or path
    if code == errno.ENOSPC or code == getattr(errno, "EDQUOT", None):
        return disk_full(path)
    if code == errno.EFBIG:
        return size_limit(path, _size_limit() or 0)
    if code == errno.EISDIR:
        return folder_path(path)
    if code == errno.ENOTDIR:
        return missing_folder(path, _first_file(_folder_of(path)) or Path(where))
    if code == errno.EROFS:
        return read_only_folder(path, _folder_of(path))
    if code in (errno.EACCES, errno.EPERM):
        return _cannot_open(path, f"permission denied on {where}")
    if code == errno.EIO:
        return io_error(path, error.strerror or str(error))
    return generic(path, f"{error.strerror or error} ({where})")


# -- opening ---------------------------------------------------------------------------


def check_file(path: str, busy_timeout_ms: int | None = None) -> None:
    """Refuse, with a :class:`StoreFault`, a database file the store cannot
    use. Reads only: a refused file is left exactly as it was (a missing file
    is not created; the store creates it)."""
    busy = BUSY_TIMEOUT_MS if busy_timeout_ms is None else busy_timeout_ms
    target = Path(path)
    if target.is_dir():
        raise folder_path(path)
    if not target.exists():
        _check_creatable(path)
        return
    if not target.is_file():
        raise not_a_file(path)
    try:
        size = target.stat().st_size
        with open(target, "rb") as handle:
            header = handle.read(100)
    except OSError as error:
        raise explain(error, path, busy) from None
    if size:
        _check_header(path, header, size)
    if not _writable(target):
        raise read_only_file(path)
    folder = _folder_of(path)
    if not _writable(folder):
        raise read_only_folder(path, folder)
    _check_contents(path, busy)


def _check_creatable(path: str) -> None:
    blocker = _first_file(_folder_of(path))
    if blocker is not None:
        raise missing_folder(path, blocker)
    here = _folder_of(path)
    while not here.exists():
        here = here.parent
    if not _writable(here):
        raise read_only_folder(path, here)


def _check_header(path: str, header: bytes, size: int) -> None:
    if not header.startswith(SQLITE_HEADER):
        raise not_a_database(path)
    if len(header) < 100:
        raise damaged(path, f"the file is cut short: {size} bytes, less than one database header")
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    # The page count in the header is valid when its "version-valid-for"
    # number equals the change counter (SQLite 3.7.0 and later).
    if pages and header[24:28] == header[92:96] and size < pages * page_size:
        raise damaged(path, f"the file is cut short: {size} bytes of the {pages * page_size} "
                            "its header declares")


def _check_contents(path: str, busy_timeout_ms: int) -> None:
    db = None
    try:
        db = sqlite3.connect(path, timeout=busy_timeout_ms / 1000, isolation_level=None)
        version = db.execute("PRAGMA user_version").fetchone()[0]
        tables = [name for (name,) in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
        if tables and not set(OWN_TABLES) <= set(tables):
            raise unrelated(path, tables)
        known = len(migrations())
        if version > known:
            raise newer_schema(path, version, known)
        problems = [row[0] for row in db.execute("PRAGMA quick_check(5)")]
        if problems != ["ok"]:
            lines = [" ".join(str(p).split()) for p in problems]
            detail = "; ".join(line for line in lines if not line.startswith("***"))
            raise damaged(path, f"SQLite's quick_check reports: {detail[:300]}")
        # A write lock, taken and given back at once: another process that
        # holds the database answers "busy" after the busy timeout.
        db.execute("BEGIN IMMEDIATE")
        db.execute("ROLLBACK")
    except sqlite3.Error as error:
        raise explain(error, path, busy_timeout_ms) from None
    finally:
        if db is not None:
            db.close()


async def open_store(path: str | os.PathLike, *, busy_timeout_ms: int | None = None,
                     pool: PoolSettings | None = None) -> SqlStore:
    """Open the store ``path`` names (a SQLite file path or ``sqlite:///``
    URL, or a ``postgresql://`` URL) for a front end, or raise a
    :class:`StoreFault` sentence (and leave the file as it was). No
    connection stays open when it raises. ``busy_timeout_ms`` (default: the
    store's) is how long SQLite waits for another process's lock; ``pool``
    (default: :class:`storage.pgpool.PoolSettings`'s) is a PostgreSQL
    store's connection budget and time limits."""
    if is_postgres(path):
        return await open_postgres(str(path), pool)
    path = sqlite_path(path)
    if path != ":memory:":
        await asyncio.to_thread(check_file, path, busy_timeout_ms)
    try:
        store = await Store.open(path)
    except Exception as error:
        raise explain(error, path, busy_timeout_ms) from None
    try:
        if busy_timeout_ms is not None:
            await store.db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
    except BaseException as error:
        await store.close()
        if isinstance(error, Exception):
            raise explain(error, path, busy_timeout_ms) from None
        raise
    return store


# -- PostgreSQL ---------------------------------------------------------------------


async def open_postgres(url: str, pool: PoolSettings | None = None) -> SqlStore:
    """The PostgreSQL store at ``url``, or a :class:`StoreFault` sentence."""
    settings = pool or PoolSettings()
    try:
        return await PostgresStore.open(url, settings)
    except Exception as error:
        raise explain_postgres(error, url, settings) from None


def explain_postgres(error: BaseException, url: str, pool: PoolSettings | None = None) -> StoreFault:
    """The sentence for an error met while opening or using a PostgreSQL
    database (never showing the URL's password, nor an exception's class
    name: that goes to the log)."""
    where = redacted(url)
    if isinstance(error, StoreFault):
        return error
    settings = pool or PoolSettings()
    log.warning("PostgreSQL at %s: %s: %s", where, type(error).__name__, error)
    detail = str(error).strip() or "no details"
    if isinstance(error, TimeoutError):
        return StoreFault(f"The PostgreSQL server of {where} did not answer within "
                          f"{settings.connect_timeout:g} s: check that it runs and that the network reaches it, "
                          "or raise REFEREE_DB_CONNECT_TIMEOUT.", where, "unreachable")
    if isinstance(error, socket.gaierror):
        return StoreFault(f"The PostgreSQL server's host in {where} is unknown ({detail}): check the host name "
                          "in REFEREE_DB (or --db).", where, "unreachable")
    if isinstance(error, (OSError, TimeoutError, asyncpg.CannotConnectNowError)):
        return StoreFault(f"Cannot connect to the PostgreSQL server of {where} ({detail}): start the server, or "
                          "check the host, port or socket folder in REFEREE_DB (or --db).", where, "unreachable")
    if isinstance(error, (asyncpg.InvalidPasswordError, asyncpg.InvalidAuthorizationSpecificationError)):
        return StoreFault(f"PostgreSQL refused the user or password of {where} ({detail}): fix them in "
                          "REFEREE_DB (or --db), or let that user in (pg_hba.conf).", where, "auth")
    if isinstance(error, asyncpg.InvalidCatalogNameError):
        return StoreFault(f"The database named in {where} does not exist on that server ({detail}): create it "
                          "(createdb NAME, owned by the referee's user) or fix the name in REFEREE_DB.",
                          where, "no database")
    if isinstance(error, asyncpg.InsufficientPrivilegeError):
        return StoreFault(f"The PostgreSQL user of {where} may not do what the referee needs ({detail}): make it "
                          "the database's owner, or grant it CREATE and USAGE on the schema.", where, "permission")
    if server_full(error):
        log.warning("PostgreSQL at %s has no connection slot left: raise the server's max_connections, or "
                    "lower the pools of the bot processes (this one: %s); see docs/scaling.md.",
                    where, settings.shown)
        return StoreFault(f"The PostgreSQL server of {where} has no connection left ({detail}): raise its "
                          "max_connections, or run fewer bot processes or smaller pools (REFEREE_DB_POOL_MAX).",
                          where, "busy")
    if isinstance(error, asyncpg.DuplicateTableError):
        return StoreFault(f"The PostgreSQL database of {where} already has tables of another program ({detail}): "
                          "give the referee a database (or schema, with ?search_path=NAME) of its own.",
                          where, "unrelated")
    if isinstance(error, StorageError):
        text = str(error)
        if text.startswith("The database "):
            text = f"The database at {where} " + text[len("The database "):]
        return StoreFault(text, where, "storage")
    return StoreFault(f"The PostgreSQL database of {where} cannot be used: {detail}", where, "fault")
