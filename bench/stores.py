"""The stores the benchmark measures (``python -m bench --store SPEC``).

A spec is one of:

- ``sqlite``: SQLite files in the run's temporary folder (the default);
- ``sqlite:///DIR`` or a folder path: SQLite files made in that folder (to
  measure another disk); an existing file is refused, never overwritten;
- ``postgresql``: a throwaway PostgreSQL server started for this run with
  ``tests/support/pgserver.py`` and stopped after it (Debian's postgresql
  server programs are enough), restarted with PostgreSQL's durable defaults
  (``fsync``, ``synchronous_commit``) so that it is compared fairly with SQLite
  at ``synchronous=FULL``;
- ``postgresql://...`` (or ``postgres://``): that server and database. Every
  measurement gets a schema of its own (``bench_...``, made and dropped by the
  benchmark), so the database's other contents are never touched; the role
  needs the CREATE privilege on the database.

Every store is opened through :func:`storage.connect`.
"""

from __future__ import annotations

import os
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from storage import is_postgres, sqlite_path

THROWAWAY = "postgresql"


class StoreSpecError(ValueError):
    """A --store value the benchmark cannot use (the text says why)."""


@dataclass
class StoreSpec:
    """One parsed ``--store`` value."""

    name: str  # "sqlite", "postgresql" or the URL without its password
    dialect: str  # "sqlite" or "postgresql"
    url: str | None = None  # a PostgreSQL URL given in full
    folder: Path | None = None  # SQLite: where the files go (None: the run's folder)

    @property
    def throwaway(self) -> bool:
        return self.dialect == "postgresql" and self.url is None


def parse_store(text: str) -> StoreSpec:
    """One ``--store`` value as a :class:`StoreSpec` (see the module text)."""
    spec = text.strip()
    if not spec:
        raise StoreSpecError("--store needs a value: sqlite, postgresql or a postgresql:// URL.")
    if spec.lower() == "sqlite":
        return StoreSpec("sqlite", "sqlite")
    if spec.lower() in (THROWAWAY, "postgres"):
        return StoreSpec("postgresql", "postgresql")
    if is_postgres(spec):
        parts = urlsplit(spec)
        if not parts.path.strip("/") and not dict(parse_qsl(parts.query)).get("dbname"):
            raise StoreSpecError(f"--store {redacted(spec)}: the URL names no database "
                                 "(postgresql://USER:PASSWORD@HOST:PORT/DATABASE).")
        return StoreSpec(redacted(spec), "postgresql", url=spec)
    if "://" in spec and not spec.startswith("sqlite:"):
        raise StoreSpecError(f"--store {spec.split('://', 1)[0]}://...: not a store the benchmark knows; "
                             "give sqlite, sqlite:///FOLDER, postgresql or a postgresql:// URL.")
    folder = Path(sqlite_path(spec)).expanduser()
    if folder.exists() and not folder.is_dir():
        raise StoreSpecError(f"--store {spec}: {folder} is a file; the benchmark makes fresh SQLite "
                             "databases, so give a folder to make them in (it never overwrites a file).")
    return StoreSpec(f"sqlite:{folder}", "sqlite", folder=folder)


def parse_stores(values: list[str] | None) -> list[StoreSpec]:
    """Every ``--store`` value, in order; ``sqlite`` when none is given. The
    same store twice is refused (the side-by-side columns would collide)."""
    specs = [parse_store(v) for v in (values or ["sqlite"])]
    names = [s.name for s in specs]
    for name in names:
        if names.count(name) > 1:
            raise StoreSpecError(f"--store {name} is given twice; each store is measured once per run.")
    return specs


def redacted(url: str) -> str:
    parts = urlsplit(url)
    if parts.password is None:
        return url
    return urlunsplit(parts._replace(netloc=parts.netloc.replace(f":{parts.password}@", ":***@", 1)))


def with_schema(url: str, schema: str) -> str:
    """``url`` whose connections use ``schema`` (an existing search_path is replaced)."""
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != "search_path"]
    query.append(("search_path", schema))
    return urlunsplit(parts._replace(query=urlencode(query, safe="/")))


@dataclass
class Store:
    """A store being measured: makes a fresh database for each measurement
    (:meth:`fresh`), measures its size, and cleans up (:meth:`close`)."""

    spec: StoreSpec
    workdir: Path
    url: str | None = None  # PostgreSQL: the server's URL
    server_folder: Path | None = None  # the throwaway server's folder
    made: list[str] = field(default_factory=list)
    server: dict = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.spec.name

    @property
    def dialect(self) -> str:
        return self.spec.dialect

    async def start(self) -> None:
        """Make the SQLite folder, or start (throwaway) or reach the PostgreSQL server."""
        if self.spec.dialect == "sqlite":
            folder = self.spec.folder or self.workdir
            folder.mkdir(parents=True, exist_ok=True)
            return
        if self.spec.throwaway:
            self.server_folder = self.workdir / "postgresql"
            self.url = start_throwaway(self.server_folder)
        else:
            self.url = self.spec.url
        self.server = await server_facts(self.url)

    async def fresh(self, label: str) -> str:
        """A new, empty database for one measurement: its target for
        :func:`storage.connect` (a SQLite path, or a URL with a schema of its own)."""
        if self.spec.dialect == "sqlite":
            path = (self.spec.folder or self.workdir) / f"{label}.db"
            for suffix in ("", "-wal", "-shm"):
                Path(str(path) + suffix).unlink(missing_ok=True)
            self.made.append(str(path))
            return str(path)
        import asyncpg

        schema = f"bench_{label.replace('-', '_')}_{uuid.uuid4().hex[:8]}".lower()
        conn = await asyncpg.connect(self.url)
        try:
            await conn.execute(f'CREATE SCHEMA "{schema}"')
        finally:
            await conn.close()
        self.made.append(schema)
        return with_schema(self.url or "", schema)

    async def size_bytes(self, target: str) -> int:
        """What the database holds on disk: SQLite file + WAL; PostgreSQL:
        the schema's tables with their indexes and TOAST."""
        if not is_postgres(target):
            return sum(Path(target + s).stat().st_size for s in ("", "-wal") if Path(target + s).exists())
        return await pg_schema_bytes(target)

    async def close(self) -> None:
        """Drop the schemas made (a given server) or stop the throwaway server."""
        if self.spec.dialect == "postgresql" and self.url is not None:
            if self.server_folder is not None:
                stop_throwaway(self.server_folder)
            elif self.made:
                import asyncpg

                conn = await asyncpg.connect(self.url)
                try:
                    for schema in self.made:
                        await conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
                finally:
                    await conn.close()
        self.made.clear()

    def describe(self) -> dict:
        return {"name": self.name, "dialect": self.dialect, "throwaway_server": self.spec.throwaway,
                "server": self.server}


async def pg_schema_bytes(url: str) -> int:
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        return int(await conn.fetchval(
            "SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) FROM pg_class c"
            " JOIN pg_namespace n ON n.oid = c.relnamespace"
            " WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'm')"))
    finally:
        await conn.close()


async def pg_connections(conn) -> int:
    """Connections to this database other than ``conn`` itself."""
    return int(await conn.fetchval(
        "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"))


async def server_facts(url: str | None) -> dict:
    """Version and the settings that decide what a commit costs."""
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        facts = {"version": await conn.fetchval("SHOW server_version")}
        for name in ("fsync", "synchronous_commit", "shared_buffers", "max_connections", "wal_level"):
            facts[name] = await conn.fetchval(f"SHOW {name}")
        facts["asyncpg"] = asyncpg.__version__
        return facts
    finally:
        await conn.close()


# -- the throwaway server --------------------------------------------------------


def start_throwaway(folder: Path) -> str:
    """Start a PostgreSQL server in ``folder`` with tests/support/pgserver.py
    (initdb as an unprivileged user, a Unix socket in the folder), with
    PostgreSQL's own durability defaults: the tests' server runs with
    ``fsync=off``, which would flatter every commit. Its URL."""
    from tests.support import pgserver

    if pgserver.bindir() is None:
        raise StoreSpecError("--store postgresql starts a throwaway server, but this machine has no PostgreSQL "
                             "server programs (initdb, pg_ctl: Debian's postgresql package); install them or "
                             "give a postgresql:// URL.")
    try:
        return pgserver.start(folder, durable=True)
    except RuntimeError as error:
        raise StoreSpecError(f"--store postgresql: the throwaway server did not start: {error}") from error


def stop_throwaway(folder: Path) -> None:
    from tests.support import pgserver

    pgserver.stop(folder)


def postmaster_pid(folder: Path | None) -> int | None:
    """The throwaway server's main process (for its CPU time), if any."""
    if folder is None:
        return None
    try:
        return int((folder / "data" / "postmaster.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def server_cpu_seconds(pid: int | None) -> float | None:
    """CPU time of a local PostgreSQL server so far: the postmaster with its
    reaped children, plus every live backend (children of the postmaster)."""
    if pid is None:
        return None
    tick = os.sysconf("SC_CLK_TCK")

    def stat(p: int) -> list[str] | None:
        try:
            text = Path(f"/proc/{p}/stat").read_text()
        except OSError:
            return None
        return text[text.rindex(")") + 2:].split()

    main = stat(pid)
    if main is None:
        return None
    total = sum(int(x) for x in main[11:15])  # utime stime cutime cstime
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == pid:
            continue
        fields = stat(int(entry))
        if fields is not None and int(fields[1]) == pid:  # ppid
            total += int(fields[11]) + int(fields[12])
    return total / tick
