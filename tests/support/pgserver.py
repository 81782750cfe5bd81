"""A throwaway PostgreSQL server for the tests (and for `.ci/run`).

Uses the server programs of the machine (Debian's ``postgresql-15``:
``/usr/lib/postgresql/15/bin``, or whatever ``pg_config --bindir`` or the
PATH gives): ``initdb`` into a temporary folder, ``pg_ctl start`` listening on
a Unix socket in that folder only (no TCP port), trust authentication for a
role ``referee``. ``initdb`` refuses to run as root, so as root the server is
run as the ``postgres`` user (or ``nobody``) with ``runuser``.

    python -m tests.support.pgserver start DIR   # prints the URL
    python -m tests.support.pgserver stop DIR

Stopping (``-m immediate``: every connection is cut at once, as in a crash)
and starting an existing folder again take a fraction of a second, so a test
can take a server away and bring it back (tests/test_pg_faults.py).
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import asyncpg

ROLE = "referee"
DATABASE = "referee"
PORT = 5433


def bindir() -> Path | None:
    """Where initdb and pg_ctl are, or None when this machine has no server."""
    found = shutil.which("pg_ctl")
    if found and shutil.which("initdb"):
        return Path(found).parent
    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if (Path(candidate) / "initdb").exists() and (Path(candidate) / "pg_ctl").exists():
            return Path(candidate)
    return None


def _runner() -> tuple[list[str], int | None, int | None]:
    """The prefix that runs a command as an unprivileged user when we are
    root (initdb refuses root), with that user's uid/gid."""
    if os.geteuid() != 0:
        return [], None, None
    for name in ("postgres", "nobody"):
        try:
            user = pwd.getpwnam(name)
        except KeyError:
            continue
        return ["runuser", "-u", name, "--"], user.pw_uid, user.pw_gid
    raise RuntimeError("Running as root and no unprivileged user (postgres, nobody) exists to run PostgreSQL.")


def url(folder: Path) -> str:
    return f"postgresql://{ROLE}@/{DATABASE}?host={folder / 'socket'}&port={PORT}"


def start(folder: Path, *, durable: bool = False, settings: dict[str, str] | None = None) -> str:
    """Create and start a server in ``folder`` (made if missing); its URL.
    For tests it runs without fsync (fast, and a crash loses only a
    throwaway); ``durable`` keeps PostgreSQL's own defaults (fsync and
    synchronous_commit on), which a benchmark needs to compare fairly.
    ``settings`` are more server settings (e.g. ``{"max_connections": "6"}``),
    given after the defaults so they win. A server already running in
    ``folder`` is left as it is."""
    programs = bindir()
    if programs is None:
        raise RuntimeError("No PostgreSQL server programs (initdb, pg_ctl) on this machine.")
    if running(folder):
        return url(folder)
    prefix, uid, gid = _runner()
    folder.mkdir(parents=True, exist_ok=True)
    data, socket = folder / "data", folder / "socket"
    socket.mkdir(exist_ok=True)
    if uid is not None:
        for path in (folder, socket):
            os.chown(path, uid, gid if gid is not None else -1)
        # the user must be able to reach the folder from above, too
        for parent in folder.parents:
            mode = parent.stat().st_mode
            if not mode & 0o001:
                os.chmod(parent, mode | 0o001)
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.PIPE, "text": True}
    if not (data / "PG_VERSION").exists():
        done = subprocess.run([*prefix, str(programs / "initdb"), "-D", str(data), "-U", ROLE,
                               "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"],
                              check=False, **quiet)
        if done.returncode:
            raise RuntimeError(f"initdb failed: {done.stderr.strip()}")
    options = f"-c listen_addresses='' -c unix_socket_directories='{socket}' -p {PORT} -c max_connections=200"
    if not durable:
        options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    for name, value in (settings or {}).items():
        options += f" -c {name}={value}"
    done = subprocess.run([*prefix, str(programs / "pg_ctl"), "-D", str(data), "-l", str(folder / "server.log"),
                           "-o", options, "-w", "-t", "60", "start"], check=False, **quiet)
    if done.returncode:
        log = (folder / "server.log").read_text(errors="replace")[-2000:] if (folder / "server.log").exists() else ""
        raise RuntimeError(f"pg_ctl start failed: {done.stderr.strip()} {log}")
    _create_database(programs, prefix, socket)
    return url(folder)


def _create_database(programs: Path, prefix: list[str], socket: Path) -> None:
    psql = programs / "psql"
    if not psql.exists():
        psql = Path(shutil.which("psql") or "psql")
    deadline = time.monotonic() + 30
    while True:
        done = subprocess.run([*prefix, str(psql), "-h", str(socket), "-p", str(PORT), "-U", ROLE, "-d", "postgres",
                               "-tAc", f"SELECT 1 FROM pg_database WHERE datname = '{DATABASE}'"],
                              capture_output=True, text=True, check=False)
        if done.returncode == 0:
            break
        if time.monotonic() > deadline:
            raise RuntimeError(f"The PostgreSQL server did not answer: {done.stderr.strip()}")
        time.sleep(0.2)
    if done.stdout.strip() != "1":
        subprocess.run([*prefix, str(psql), "-h", str(socket), "-p", str(PORT), "-U", ROLE, "-d", "postgres",
                        "-c", f"CREATE DATABASE {DATABASE}"], capture_output=True, check=True)


async def fresh_schema(server_url: str, prefix: str = "t_") -> str:
    """Make a new, empty schema on the server ``server_url`` names and
    return the URL whose connections use it (one test's own database)."""
    name = prefix + uuid.uuid4().hex[:16]
    conn = await asyncpg.connect(server_url)
    try:
        await conn.execute(f"CREATE SCHEMA {name}")
    finally:
        await conn.close()
    return f"{server_url}{'&' if '?' in server_url else '?'}search_path={name}"


def running(folder: Path) -> bool:
    """Whether a server of ``folder`` is running (``pg_ctl status``)."""
    programs = bindir()
    data = folder / "data"
    if programs is None or not (data / "postmaster.pid").exists():
        return False
    prefix, _, _ = _runner()
    return subprocess.run([*prefix, str(programs / "pg_ctl"), "-D", str(data), "status"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False).returncode == 0


def stop(folder: Path) -> None:
    programs = bindir()
    data = folder / "data"
    if programs is None or not (data / "postmaster.pid").exists():
        return
    prefix, _, _ = _runner()
    subprocess.run([*prefix, str(programs / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("start", "stop"):
        print("usage: python -m tests.support.pgserver start|stop DIR", file=sys.stderr)
        return 2
    folder = Path(argv[1]).resolve()
    try:
        if argv[0] == "start":
            print(start(folder))
        else:
            stop(folder)
    except (RuntimeError, OSError, subprocess.CalledProcessError) as error:
        print(f"PostgreSQL for the tests: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
