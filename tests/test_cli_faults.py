"""Every fault of the command line is a sentence with an exit status (issue
11, item 4): storage faults through `referee play --db` and through
storage.faults.open_store, `referee demo` and `referee run`/`sync` faults,
closed pipes and unexpected errors. A fault prints what is wrong, where
(the path) and what to do on stderr, exits non-zero, changes nothing and
leaves no thread behind."""

from __future__ import annotations

import asyncio
import errno
import http.server
import io
import json
import logging
import os
import shutil
import socket
import sqlite3
import subprocess
import sys
import threading
from contextlib import contextmanager
from pathlib import Path

import pytest

from bot import cli
from bot.console import errorlog, gateway
from bot.console.faults import reason
from storage import backup, faults
from storage.base import StorageError
from storage.faults import StoreFault, explain, open_store
from storage.store import Store

ROOT = Path(__file__).resolve().parent.parent
FAST_BUSY_MS = 100  # the lock tests wait this long, not the store's 5 s


@pytest.fixture(autouse=True)
def no_store_left_open():
    """Every path, refusals included, closes its database: an aiosqlite
    connection left open is a thread that keeps the process alive."""
    yield
    leftovers = [t for t in threading.enumerate() if "_connection_worker_thread" in t.name]
    for thread in leftovers:
        thread.join(timeout=5)
    assert not [t for t in leftovers if t.is_alive()], "a database connection was left open"


def play(monkeypatch, capsys, db, lines=(), *extra) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    code = cli.main(["play", "tiny", "--players", "alice,bob", "--db", str(db), "--seed", "3",
                     "--option", "rounds=2", *extra])
    out, err = capsys.readouterr()
    return code, out, err


def assert_fault(code, out, err, *phrases, status=cli.EXIT_ENVIRONMENT, log_lines=False):
    """One sentence on stderr (after the bot's log lines, for run and sync)."""
    assert code == status, (code, out, err)
    assert "Traceback" not in out + err
    if log_lines:
        err = err.splitlines(keepends=True)[-1]
    assert err.startswith("error: ") and err.count("\n") == 1, err
    for phrase in phrases:
        assert phrase in err, (phrase, err)


def files(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` with its bytes: "changes nothing"."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def referee_db(monkeypatch, capsys, db: Path, filler: int = 0) -> Path:
    """A real database of the console, with a game in it (and ``filler``
    rows of padding so that it has pages in the middle to damage)."""
    code, out, err = play(monkeypatch, capsys, db, ["alice: status"])
    assert code == 0, err
    if filler:
        with sqlite3.connect(db) as conn:
            conn.execute("CREATE TABLE padding (x TEXT)")
            conn.executemany("INSERT INTO padding VALUES (?)", [(os.urandom(400).hex(),)] * filler)
        conn.close()
    return db


def alices_first_move() -> str:
    """A legal first move of the game `play` starts (seed 3, two rounds)."""
    from tests.support.tinygame import TinyRace

    game = TinyRace()
    state = game.setup(["alice", "bob"], game.info.options({"rounds": 2}), 3)
    return game.legal_moves(state, 0)[0].notation


def open_fault(path, **kwargs) -> StoreFault:
    with pytest.raises(StoreFault) as caught:
        asyncio.run(open_store(path, **kwargs))
    return caught.value


@contextmanager
def read_only(path: Path):
    """Make a file or folder read-only for this process, even as root (where
    chmod does not stop writes: the immutable attribute does)."""
    if os.geteuid() != 0:
        mode = path.stat().st_mode
        path.chmod(mode & ~0o222)
        try:
            yield
        finally:
            path.chmod(mode)
        return
    if shutil.which("chattr") is None or subprocess.run(["chattr", "+i", str(path)],
                                                        capture_output=True).returncode != 0:
        pytest.skip("running as root where the immutable attribute cannot be set: "
                    "test_explain_names_each_fault covers the sentence")
    try:
        yield
    finally:
        subprocess.run(["chattr", "-i", str(path)], check=True)


# -- each storage fault through `referee play --db` and open_store ----------------------


def test_a_folder_as_the_database(tmp_path, monkeypatch, capsys, tiny_game):
    code, out, err = play(monkeypatch, capsys, tmp_path)
    assert_fault(code, out, err, f"The database path {tmp_path} is a folder, not a file",
                 str(tmp_path / "referee.db"))
    assert open_fault(tmp_path).kind == "folder"
    assert files(tmp_path) == {}


def test_a_database_under_a_file(tmp_path, monkeypatch, capsys, tiny_game):
    (tmp_path / "notes.txt").write_text("x")
    code, out, err = play(monkeypatch, capsys, tmp_path / "notes.txt" / "games" / "referee.db")
    assert_fault(code, out, err, f"{tmp_path / 'notes.txt'} is a file, not a folder")
    assert files(tmp_path) == {"notes.txt": b"x"}


def test_a_file_that_is_not_sqlite(tmp_path, monkeypatch, capsys, tiny_game):
    db = tmp_path / "referee.db"
    db.write_text("These are my notes, not a database.\n" * 50)
    before = files(tmp_path)
    code, out, err = play(monkeypatch, capsys, db)
    assert_fault(code, out, err, f"The file {db} is not an SQLite database", "Nothing was changed")
    assert open_fault(db).kind == "not a database"
    assert files(tmp_path) == before


def test_another_programs_sqlite_database(tmp_path, monkeypatch, capsys, tiny_game):
    db = tmp_path / "address-book.db"
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE people (name TEXT)")
        conn.execute("INSERT INTO people VALUES ('Ann')")
    conn.close()
    before = files(tmp_path)
    code, out, err = play(monkeypatch, capsys, db)
    assert_fault(code, out, err, f"The SQLite database at {db} belongs to another program",
                 "the tables people")
    assert open_fault(db).kind == "unrelated database"
    assert files(tmp_path) == before  # no referee tables were added to it


def test_a_newer_schema(tmp_path, monkeypatch, capsys, tiny_game):
    db = referee_db(monkeypatch, capsys, tmp_path / "referee.db")
    with sqlite3.connect(db) as conn:
        conn.execute("PRAGMA user_version = 999")
    conn.close()
    before = files(tmp_path)
    code, out, err = play(monkeypatch, capsys, db)
    assert_fault(code, out, err, f"The database at {db} is at schema version 999, newer than this "
                 "program knows", "upgrade the referee program")
    assert open_fault(db).kind == "newer schema"
    assert files(tmp_path) == before


def _damage(db: Path) -> None:
    """Overwrite three pages in the middle of the file with noise."""
    size = db.stat().st_size
    with open(db, "r+b") as handle:
        handle.seek((size // 2) // 4096 * 4096)
        handle.write(os.urandom(3 * 4096))


def test_a_damaged_database_without_a_backup(tmp_path, monkeypatch, capsys, tiny_game):
    db = referee_db(monkeypatch, capsys, tmp_path / "referee.db", filler=400)
    _damage(db)
    before = files(tmp_path)
    code, out, err = play(monkeypatch, capsys, db)
    assert_fault(code, out, err, f"The database at {db} is damaged", "There is no automatic backup")
    assert open_fault(db).kind == "damaged"
    assert files(tmp_path) == before


def test_a_damaged_database_names_the_newest_backup(tmp_path, monkeypatch, capsys, tiny_game):
    """"refuse a damaged file with a clear message and the path of a backup
    if one exists" and how to put it back."""
    db = referee_db(monkeypatch, capsys, tmp_path / "referee.db", filler=400)
    older = backup.backup_database(db, backup.automatic_backup_path(db, "old").with_name(
        db.name + ".backup-20260101T000000Z"))
    newest = backup.backup_database(db, db.with_name(db.name + ".backup-20260102T000000Z-migration"))
    assert backup.latest_backup(db) == newest != older
    _damage(db)
    code, out, err = play(monkeypatch, capsys, db)
    assert_fault(code, out, err, f"The database at {db} is damaged",
                 f"The newest automatic backup is {newest}: stop the bot",
                 f"referee restore {newest}", f"copy the backup over '{db}'")
    assert str(older) not in err
    # and the backup it names is a good database of the same games
    shutil.copy(newest, db)
    code, out, err = play(monkeypatch, capsys, db, ["alice: status"])
    assert code == 0 and "Resuming" in out


def test_a_truncated_database(tmp_path, monkeypatch, capsys, tiny_game):
    db = referee_db(monkeypatch, capsys, tmp_path / "referee.db", filler=400)
    os.truncate(db, db.stat().st_size // 2)
    code, out, err = play(monkeypatch, capsys, db)
    assert_fault(code, out, err, f"The database at {db} is damaged (the file is cut short")
    os.truncate(db, 60)  # not even a whole header
    code, out, err = play(monkeypatch, capsys, db)
    assert_fault(code, out, err, "is damaged (the file is cut short: 60 bytes")


def test_a_header_declaring_more_pages_than_the_file_holds(tmp_path, monkeypatch, capsys, tiny_game):
    """A file cut short where its header still declares the whole database
    (here 2^24 pages more than it holds: the page count is 4 bytes wide)."""
    db = referee_db(monkeypatch, capsys, tmp_path / "referee.db")
    with sqlite3.connect(db) as conn:
        conn.execute("PRAGMA journal_mode = DELETE")  # the header is up to date on disk
    conn.close()
    with open(db, "r+b") as handle:
        handle.seek(28)
        handle.write(b"\x01")
    code, out, err = play(monkeypatch, capsys, db)
    assert_fault(code, out, err, f"is damaged (the file is cut short: {db.stat().st_size} bytes of the")


def test_a_database_locked_by_another_process(tmp_path, monkeypatch, capsys, tiny_game):
    db = referee_db(monkeypatch, capsys, tmp_path / "referee.db")
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sqlite3, sys\n"
         f"c = sqlite3.connect({str(db)!r}, isolation_level=None)\n"
         "c.execute('BEGIN EXCLUSIVE'); print('locked', flush=True); sys.stdin.read()"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline() == "locked\n"
        monkeypatch.setattr(gateway, "STORE_BUSY_TIMEOUT_MS", FAST_BUSY_MS)
        code, out, err = play(monkeypatch, capsys, db, ["alice: status"])
        assert_fault(code, out, err, f"The database at {db} is locked by another process "
                     "(still busy after 0.1 s)", "stop the other program")
        assert open_fault(db, busy_timeout_ms=FAST_BUSY_MS).kind == "locked"
    finally:
        holder.communicate("", timeout=30)
    code, out, err = play(monkeypatch, capsys, db, ["alice: status"])  # free again
    assert code == 0 and "Resuming" in out


def test_a_read_only_database_file(tmp_path, monkeypatch, capsys, tiny_game):
    db = referee_db(monkeypatch, capsys, tmp_path / "referee.db")
    before = files(tmp_path)
    with read_only(db):
        code, out, err = play(monkeypatch, capsys, db, ["alice: status"])
        assert_fault(code, out, err, f"The database at {db} is read-only", "make the file writable")
        assert open_fault(db).kind == "read-only file"
    assert files(tmp_path) == before


def test_a_read_only_folder(tmp_path, monkeypatch, capsys, tiny_game):
    folder = tmp_path / "data"
    folder.mkdir()
    db = referee_db(monkeypatch, capsys, folder / "referee.db")
    before = files(folder)
    with read_only(folder):
        code, out, err = play(monkeypatch, capsys, db, ["alice: status"])
        assert_fault(code, out, err, f"The folder {folder} that holds the database {db} is read-only")
        code, out, err = play(monkeypatch, capsys, folder / "new.db")
        assert_fault(code, out, err, f"The folder {folder} that holds the database {folder / 'new.db'} "
                     "is read-only")
        assert open_fault(db).kind == "read-only folder"
    assert files(folder) == before


def test_a_full_disk_during_a_move(tmp_path, monkeypatch, capsys, tiny_game):
    """SQLite's "database or disk is full", met on a move: the sentence, the
    exit status, and the game as it was before the move."""
    db = referee_db(monkeypatch, capsys, tmp_path / "referee.db")

    async def full(*args, **kwargs):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(Store, "commit_moves", full)
    monkeypatch.setattr(faults, "_size_limit", lambda: None)
    code, out, err = play(monkeypatch, capsys, db, [f"alice: move {alices_first_move()}", "bob: status"])
    assert_fault(code, out, err, f"The disk that holds the database at {db} is full",
                 "free some space", "was not saved")
    assert "bob: status" not in out  # it stopped at the fault
    monkeypatch.undo()
    code, out, err = play(monkeypatch, capsys, db, ["alice: history"])
    assert code == 0 and "alice to play" in out


def test_a_real_sqlite_full_error_is_the_disk_full_sentence(tmp_path):
    """Not a made-up exception: SQLite itself says the database is full
    (max_page_count reached), and explain() reads its error code."""
    conn = sqlite3.connect(tmp_path / "x.db")
    conn.execute("CREATE TABLE t (x)")
    conn.execute("PRAGMA max_page_count = 3")
    with pytest.raises(sqlite3.OperationalError) as caught:
        conn.execute("INSERT INTO t VALUES (?)", ("x" * 100_000,))
    conn.close()
    assert caught.value.sqlite_errorname == "SQLITE_FULL"
    fault = explain(caught.value, tmp_path / "x.db")
    assert fault.kind in ("disk full", "file-size limit")  # the latter under `ulimit -f`


LIMITED = """
import resource, sys
resource.setrlimit(resource.RLIMIT_FSIZE, (16384, 16384))
from bot.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_the_file_size_limit(tmp_path):
    """`ulimit -f` too small for the database (a real limit, in a child)."""
    db = tmp_path / "referee.db"
    result = subprocess.run([sys.executable, "-c", LIMITED, "play", "bits", "--players", "ann,bob",
                             "--db", str(db)], cwd=ROOT, input="ann: status\n", capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == cli.EXIT_ENVIRONMENT, result
    assert "Traceback" not in result.stderr
    assert f"The database at {db} cannot grow" in result.stderr
    assert "16384 bytes (ulimit -f)" in result.stderr


def test_a_fault_after_the_game_began_closes_the_store(tmp_path, monkeypatch, capsys, tiny_game):
    """A database that becomes locked mid-game ends the session with the
    sentence (and the no_store_left_open fixture checks the store closed)."""
    db = referee_db(monkeypatch, capsys, tmp_path / "referee.db")

    async def busy(*args, **kwargs):
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(Store, "moves", busy)
    code, out, err = play(monkeypatch, capsys, db, ["alice: history"])
    assert_fault(code, out, err, f"The database at {db} is locked by another process")


def test_a_race_lost_inside_the_store_is_a_refusal_not_a_crash(tmp_path, monkeypatch, capsys, tiny_game):
    from storage.base import VersionConflict

    db = referee_db(monkeypatch, capsys, tmp_path / "referee.db")

    async def conflict(*args, **kwargs):
        raise VersionConflict("The game changed while you were acting; please try again.")

    monkeypatch.setattr(Store, "commit_moves", conflict)
    code, out, err = play(monkeypatch, capsys, db, [f"alice: move {alices_first_move()}", "alice: status"])
    assert code == 0, err
    assert "The game changed" in out and "alice to play" in out


# -- the sentences themselves ----------------------------------------------------------


def _sqlite(cls, message, code=None):
    error = cls(message)
    if code is not None:
        error.sqlite_errorcode = code
    return error


EXPLAINED = [
    (_sqlite(sqlite3.OperationalError, "database is locked"), "locked", "is locked by another process"),
    (_sqlite(sqlite3.OperationalError, "x", 5), "locked", "is locked by another process"),
    (_sqlite(sqlite3.OperationalError, "x", 6), "locked", "is locked by another process"),
    (_sqlite(sqlite3.OperationalError, "attempt to write a readonly database"), "read-only file", "is read-only"),
    (_sqlite(sqlite3.OperationalError, "x", 8), "read-only file", "is read-only"),
    (_sqlite(sqlite3.OperationalError, "database or disk is full"), "disk full", "is full"),
    (_sqlite(sqlite3.OperationalError, "x", 13), "disk full", "is full"),
    (_sqlite(sqlite3.DatabaseError, "file is not a database"), "not a database", "is not an SQLite database"),
    (_sqlite(sqlite3.DatabaseError, "x", 26), "not a database", "is not an SQLite database"),
    (_sqlite(sqlite3.DatabaseError, "database disk image is malformed"), "damaged", "is damaged"),
    (_sqlite(sqlite3.DatabaseError, "x", 11), "damaged", "is damaged"),
    (_sqlite(sqlite3.OperationalError, "disk I/O error"), "i/o error", "failed (disk I/O error)"),
    (_sqlite(sqlite3.OperationalError, "x", 4874), "i/o error", "failed (x)"),  # SQLITE_IOERR_SHMSIZE
    (_sqlite(sqlite3.OperationalError, "unable to open database file"), "permission", "cannot be opened"),
    (_sqlite(sqlite3.OperationalError, "x", 14), "permission", "cannot be opened"),  # SQLITE_CANTOPEN
    (_sqlite(sqlite3.OperationalError, "x", 3), "permission", "cannot be opened"),  # SQLITE_PERM
    (_sqlite(sqlite3.OperationalError, "no such table: games"), "fault", "could not be used: no such table"),
    (OSError(errno.ENOSPC, "No space left on device"), "disk full", "is full"),
    (OSError(errno.EFBIG, "File too large"), "file-size limit", "cannot grow"),
    (OSError(errno.EROFS, "Read-only file system"), "read-only folder", "is read-only"),
    (OSError(errno.EISDIR, "Is a directory"), "folder", "is a folder"),
    (OSError(errno.EIO, "Input/output error"), "i/o error", "failed (Input/output error)"),
    (OSError(errno.EACCES, "Permission denied"), "permission", "permission denied"),
    (OSError(errno.ENOENT, "No such file or directory"), "fault", "could not be used"),
    (StorageError("The database is at schema version 9, newer than this program knows (3). Upgrade "
                  "the program."), "storage", "is at schema version 9"),
    (StorageError("Migrations must be numbered 1..n without gaps, found [1, 3]."), "storage", "(database: "),
    (ValueError("odd"), "fault", "could not be used: odd."),  # no class name in a sentence (issue 30)
]


@pytest.mark.parametrize("error, kind, phrase", EXPLAINED, ids=lambda v: repr(v)[:40])
def test_explain_names_each_fault(tmp_path, monkeypatch, error, kind, phrase):
    monkeypatch.setattr(faults, "_size_limit", lambda: None)
    db = tmp_path / "referee.db"
    db.write_bytes(b"")
    fault = explain(error, db)
    assert isinstance(fault, StoreFault) and isinstance(fault, StorageError)
    assert fault.kind == kind, str(fault)
    assert str(db) in str(fault) and phrase in str(fault)
    assert fault.path == str(db)
    assert explain(fault, "elsewhere") is fault


def test_explain_knows_a_read_only_folder_and_a_size_limit(tmp_path, monkeypatch):
    db = tmp_path / "referee.db"
    monkeypatch.setattr(faults, "_writable", lambda path: Path(path) != tmp_path)
    readonly = sqlite3.OperationalError("attempt to write a readonly database")
    assert explain(readonly, db).kind == "read-only folder"
    cannot_open = sqlite3.OperationalError("unable to open database file")
    assert explain(cannot_open, db).kind == "read-only folder"
    assert explain(cannot_open, tmp_path).kind == "folder"
    assert explain(OSError(errno.EACCES, "Permission denied"), db).kind == "read-only folder"
    (tmp_path / "file").write_text("")
    under_a_file = tmp_path / "file" / "x.db"
    for error in (cannot_open, OSError(errno.ENOTDIR, "Not a directory", str(under_a_file))):
        fault = explain(error, under_a_file)
        assert fault.kind == "no folder" and f"{tmp_path / 'file'} is a file, not a folder" in str(fault)
    monkeypatch.setattr(faults, "_size_limit", lambda: 4096)
    for error in (sqlite3.OperationalError("disk I/O error"), sqlite3.OperationalError("database or disk is full"),
                  OSError(errno.EFBIG, "File too large")):
        fault = explain(error, db)
        assert fault.kind == "file-size limit" and "larger than 4096 bytes (ulimit -f)" in str(fault)


def test_explain_a_locked_database_says_how_long_it_waited(tmp_path):
    error = sqlite3.OperationalError("database is locked")
    assert "(still busy after 0.25 s)" in str(explain(error, tmp_path / "x.db", 250))
    assert "(still busy after 5 s)" in str(explain(error, tmp_path / "x.db"))


def test_open_store_opens_a_good_database_and_a_new_one(tmp_path):
    async def check():
        for path in (tmp_path / "new" / "referee.db", tmp_path / "new" / "referee.db", ":memory:"):
            store = await open_store(path, busy_timeout_ms=FAST_BUSY_MS)
            try:
                assert await store.integrity_check() == "ok"
                async with store.db.execute("PRAGMA busy_timeout") as cur:
                    assert (await cur.fetchone())[0] == FAST_BUSY_MS
            finally:
                await store.close()
        store = await open_store(tmp_path / "new" / "referee.db")
        async with store.db.execute("PRAGMA busy_timeout") as cur:
            assert (await cur.fetchone())[0] == 5000  # the store's own when none is given
        await store.close()

    asyncio.run(check())


def test_open_store_closes_the_connection_when_the_store_fails(tmp_path, monkeypatch):
    async def broken(self):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(Store, "migrate", broken)
    monkeypatch.setattr(faults, "_size_limit", lambda: None)
    assert open_fault(tmp_path / "referee.db").kind == "disk full"  # and the fixture finds no thread


# -- demo ----------------------------------------------------------------------------------


def test_demo_of_an_unknown_game_lists_the_games(capsys):
    code = cli.main(["demo", "chess"])
    out, err = capsys.readouterr()
    assert_fault(code, out, err, "There is no game called 'chess'. Games: bits, ", status=cli.EXIT_USAGE)
    assert out == ""


def test_demo_with_an_unwritable_images_folder_plays_nothing(tmp_path, capsys, tiny_game):
    (tmp_path / "file").write_text("x")
    code = cli.main(["demo", "tiny", "--images", str(tmp_path / "file" / "pics")])
    out, err = capsys.readouterr()
    assert_fault(code, out, err, f"Cannot save pictures in the folder {tmp_path / 'file' / 'pics'}",
                 "a part of that path is a file")
    assert out == ""
    code = cli.main(["demo", "tiny", "--images", str(tmp_path / "file")])
    out, err = capsys.readouterr()
    assert_fault(code, out, err, f"The pictures folder {tmp_path / 'file'} is a file")
    folder = tmp_path / "pics"
    folder.mkdir()
    with read_only(folder):
        code = cli.main(["demo", "tiny", "--images", str(folder)])
        out, err = capsys.readouterr()
        assert_fault(code, out, err, f"Cannot save pictures in the folder {folder}")
        assert out == ""
    assert list(folder.iterdir()) == []


def test_an_os_error_without_its_own_words_is_told_in_the_systems():
    assert reason(OSError(errno.ELOOP, "Too many levels of symbolic links")) == \
        "too many levels of symbolic links"
    assert str(reason(OSError(errno.EROFS, "Read-only file system"))) == "the file system is read-only"


def test_play_with_an_unwritable_images_folder_stores_nothing(tmp_path, monkeypatch, capsys, tiny_game):
    (tmp_path / "file").write_text("x")
    code, out, err = play(monkeypatch, capsys, tmp_path / "referee.db", ["alice: status"],
                          "--images", str(tmp_path / "file" / "pics"))
    assert_fault(code, out, err, "Cannot save pictures in the folder")
    assert not (tmp_path / "referee.db").exists()


def test_demo_into_a_closed_pipe_exits_quietly(tmp_path):
    """`referee demo bits | head -0`: the reader is gone before the first
    line; the demo ends at once, without a traceback and without hanging."""
    process = subprocess.Popen([sys.executable, "-m", "bot.cli", "demo", "bits", "--seed", "2"], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    process.stdout.close()
    try:
        err = process.stderr.read()
        code = process.wait(timeout=60)
    finally:
        process.kill()
    assert code == cli.EXIT_REFUSED
    assert err == b""


def test_usage_faults(capsys, tiny_game):
    assert cli.main([]) == cli.EXIT_USAGE
    out, err = capsys.readouterr()
    assert out == "" and "usage: referee" in err and "exit status" in err
    for argv, phrase in [(["demo", "tiny", "--option", "rounds"], "--option takes KEY=VALUE, not 'rounds'"),
                         (["play", "tiny", "--players", " , "], "--players needs at least one name"),
                         (["play", "tiny", "--players", "ann,ANN"], "Player names must differ"),
                         (["play", "chess", "--players", "ann"], "There is no game called 'chess'")]:
        code = cli.main(argv)
        out, err = capsys.readouterr()
        assert_fault(code, out, err, phrase, status=cli.EXIT_USAGE)


# -- unexpected errors -------------------------------------------------------------------


def test_an_unexpected_error_is_an_apology_with_a_reference(tmp_path, monkeypatch, capsys):
    log = tmp_path / "logs" / "referee-errors.log"
    log.parent.mkdir()
    monkeypatch.setattr(errorlog, "crash_log_path", lambda: log)

    def broken(args):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(cli, "cmd_games", broken)
    code = cli.main(["games"])
    out, err = capsys.readouterr()
    assert code == 1 and out == "" and "Traceback" not in err and err.count("\n") == 1
    assert err.startswith("error: Sorry, the referee failed unexpectedly (reference ")
    reference = err.split("(reference ")[1].split(")")[0]
    assert len(reference) == 8
    assert f"The details are in {log}" in err
    logged = log.read_text()
    assert f"reference {reference}" in logged and "Traceback" in logged and "ZeroDivisionError: a bug" in logged

    monkeypatch.setattr(errorlog, "crash_log_path", lambda: None)  # nowhere to write
    assert cli.main(["games"]) == 1
    out, err = capsys.readouterr()
    assert "Please report the reference" in err and "Traceback" not in err


def test_the_crash_log_is_found_or_created(tmp_path, monkeypatch):
    import platformdirs

    monkeypatch.setattr(platformdirs, "user_log_dir", lambda *a, **k: str(tmp_path / "state" / "log"))
    assert errorlog.crash_log_path() == tmp_path / "state" / "log" / "referee-errors.log"
    (tmp_path / "blocked").write_text("")
    monkeypatch.setattr(platformdirs, "user_log_dir", lambda *a, **k: str(tmp_path / "blocked" / "log"))
    monkeypatch.setattr(errorlog.tempfile, "gettempdir", lambda: str(tmp_path / "tmp"))
    assert errorlog.crash_log_path() == tmp_path / "tmp" / "referee-errors.log"


# -- run and sync ----------------------------------------------------------------------------


class _Discord401(http.server.BaseHTTPRequestHandler):
    """Discord's answer to a wrong token."""

    requests: list[str] = []

    def do_GET(self):  # noqa: N802 - http.server's name
        type(self).requests.append(self.path)
        body = json.dumps({"message": "401: Unauthorized", "code": 0}).encode()
        self.send_response(401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture
def bot_env(tmp_path, monkeypatch):
    """The settings `referee run` reads, and the logging it sets up (to this
    test's stderr) taken down afterwards."""
    import logging

    from bot.discordbot import runner

    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    monkeypatch.setattr(runner, "_logging_ready", False)
    monkeypatch.chdir(tmp_path)  # no .env
    for name in ("REFEREE_DATA", "STATE_DIRECTORY", "DEV_GUILD_ID"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setenv("REFEREE_DB", str(tmp_path / "referee.db"))
    monkeypatch.setenv("RENDER_PROCESSES", "0")
    yield tmp_path
    root.handlers[:] = handlers
    root.setLevel(level)


@pytest.fixture
def discord_401(monkeypatch):
    import discord

    _Discord401.requests = []
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Discord401)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{server.server_port}/api/v10")
    yield _Discord401.requests
    server.shutdown()
    server.server_close()


@pytest.mark.parametrize("command", ["sync", "run"])
def test_a_wrong_token(bot_env, discord_401, capsys, command):
    code = cli.main([command])
    out, err = capsys.readouterr()
    assert_fault(code, out, err, "Discord refused the token in DISCORD_TOKEN", "Reset Token",
                 status=cli.EXIT_USAGE, log_lines=True)
    assert "not-a-real-token" not in out + err
    assert discord_401 and discord_401[0].endswith("/users/@me")


@pytest.mark.parametrize("command", ["sync", "run"])
def test_no_network(bot_env, monkeypatch, capsys, command):
    import discord

    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    code = cli.main([command])
    out, err = capsys.readouterr()
    assert_fault(code, out, err, "Cannot reach Discord", "check this machine's network connection",
                 log_lines=True)


def test_run_refuses_a_damaged_database_before_logging_in(bot_env, discord_401, monkeypatch, capsys, tiny_game):
    db = referee_db(monkeypatch, capsys, bot_env / "referee.db", filler=400)
    _damage(db)
    code = cli.main(["run"])
    out, err = capsys.readouterr()
    assert_fault(code, out, err, f"The database at {db} is damaged")
    assert discord_401 == []  # it never logged in


def test_run_with_a_bad_setting_is_a_usage_sentence(bot_env, monkeypatch, capsys):
    monkeypatch.setenv("REMINDER_INTERVAL", "soon")
    code = cli.main(["run"])
    out, err = capsys.readouterr()
    assert_fault(code, out, err, "REMINDER_INTERVAL", status=cli.EXIT_USAGE)


def test_discord_faults_are_sentences(bot_env, monkeypatch, capsys):
    """The other ways Discord can refuse, each a sentence with its status."""
    import aiohttp
    import discord

    from bot import discordbot

    response = type("Response", (), {"status": 503, "reason": "Service Unavailable"})()
    cases = [
        (discord.PrivilegedIntentsRequired(None), "privileged intents", cli.EXIT_USAGE),
        (discord.GatewayNotFound(), "Cannot reach Discord (no gateway address)", cli.EXIT_ENVIRONMENT),
        (discord.HTTPException(response, "try later"), "Discord answered 503 (try later)", cli.EXIT_ENVIRONMENT),
        (aiohttp.ServerDisconnectedError(), "Cannot reach Discord", cli.EXIT_ENVIRONMENT),
        (TimeoutError(), "Cannot reach Discord (TimeoutError)", cli.EXIT_ENVIRONMENT),
        (OSError(errno.ENETUNREACH, "Network is unreachable"), "Cannot reach Discord (Network is unreachable)",
         cli.EXIT_ENVIRONMENT),
        (OSError(errno.EACCES, "Permission denied", "/srv/x"), "could not start: permission denied (/srv/x)",
         cli.EXIT_ENVIRONMENT),
        (sqlite3.OperationalError("database is locked"), "is locked by another process", cli.EXIT_ENVIRONMENT),
    ]
    for error, phrase, status in cases:
        async def fails(settings, error=error):
            raise error

        monkeypatch.setattr(discordbot, "sync_commands", fails)
        code = cli.main(["sync"])
        out, err = capsys.readouterr()
        assert_fault(code, out, err, phrase, status=status, log_lines=True)


def test_an_unexpected_fault_is_told_without_its_class_name_which_goes_to_the_log(tmp_path, caplog):
    """Issue 30: "No exception class names in sentences (they go to the log)"."""
    db = tmp_path / "referee.db"
    with caplog.at_level(logging.WARNING, "referee.storage"):
        told = str(explain(ValueError("odd"), db))
        blank = str(explain(KeyError(), db))
    assert "ValueError" not in told and "KeyError" not in blank
    assert "could not be used: an unexpected fault (see the log)." in blank
    assert "ValueError: odd" in caplog.text and "KeyError" in caplog.text
