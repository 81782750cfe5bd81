"""The server admin's commands: ``referee backup``, ``restore``, ``doctor``
and ``purge`` (docs/hosting.md explains when to use each).

    referee backup PATH                   a consistent copy of the running database
    referee restore BACKUP                put a backup back (with the bot stopped)
    referee doctor                        check the installation; each problem with its fix
    referee purge --finished-before DATE  delete finished games (docs/privacy.md)

:func:`register` adds them to ``referee``'s sub-commands; every handler takes
the argparse namespace and returns the exit code. They read the same
settings as ``referee run`` (the environment and ``.env``), so they act on
the database the bot uses.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import os
import sqlite3
import sys
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path

from PIL import ImageFont

import render
from bot import config
from bot.i18n import LOCALES, SOURCE, Words, catalogue
from bot.service import Service, game_problems
from bot.workers import render_pool
from render import base
from rules import registry
from storage import faults, is_postgres, sqlite_path
from storage.backup import (
    BackupError,
    automatic_backup_path,
    backup_database,
    backups_of,
    check_backup,
    restore_database,
)
from storage.base import TABLES, StorageError, migrations
from storage.faults import StoreFault, open_store
from storage.postgres import redacted

EXIT_PROBLEM = 1

# The bot's permissions (docs/discord.md explains each one).
PERMISSIONS = {
    "view_channel": "View Channels",
    "send_messages": "Send Messages",
    "send_messages_in_threads": "Send Messages in Threads",
    "embed_links": "Embed Links",
    "attach_files": "Attach Files",
    "read_message_history": "Read Message History",
}
INVITE_TEMPLATE = ("https://discord.com/oauth2/authorize?client_id={application_id}"
                   "&scope=bot+applications.commands&permissions={permissions}")
PICTURE_TIMEOUT = 120.0  # seconds for the first picture (workers import Pillow and the games)
LAST_BACKUP_KEY = "last_backup"
DOCTOR_BUSY_MS = 5000  # how long the doctor waits for the bot's write lock, as the bot would


def register(subparsers) -> None:
    """Add ``backup``, ``restore``, ``doctor`` and ``purge`` to ``referee``."""
    backup = subparsers.add_parser(
        "backup", help="copy the database consistently, even while the bot runs",
        description="A consistent copy of the database (SQLite's online backup API), safe while "
                    "the bot is running. PATH is a new file, or a folder (existing, or ending in /) to "
                    "put a dated file in.")
    backup.add_argument("path", metavar="PATH", help="a new file, or a folder (existing, or ending in /)")
    backup.set_defaults(handler=cmd_backup)

    restore = subparsers.add_parser(
        "restore", help="replace the database by a backup (stop the bot first)",
        description="Check BACKUP (integrity_check), keep the current database as "
                    "NAME.before-restore-STAMP beside it, and put BACKUP in its place. "
                    "Refuses while the bot holds the database.")
    restore.add_argument("backup", metavar="BACKUP", help="a file made by `referee backup`")
    restore.set_defaults(handler=cmd_restore)

    doctor = subparsers.add_parser(
        "doctor", help="check the installation and say how to fix each problem",
        description="Checks the token (never printed), the database, the fonts, the picture "
                    "workers and the command sync, and prints the invite link. Exit status 0 "
                    "when everything is fine, 1 when something needs fixing.")
    doctor.set_defaults(handler=cmd_doctor)

    purge = subparsers.add_parser(
        "purge", help="delete finished games older than a date (docs/privacy.md)",
        description="Delete finished and aborted games last changed before DATE, with their "
                    "players, moves and notices. Unfinished games are never touched.")
    purge.add_argument("--finished-before", required=True, metavar="DATE",
                       help="an ISO date (2026-01-31) or date and time (2026-01-31T18:00+01:00); UTC "
                            "when no offset is given")
    purge.set_defaults(handler=cmd_purge)

    migrate = subparsers.add_parser(
        "migrate-db", help="copy every game to another database (e.g. SQLite to PostgreSQL)",
        description="Copy every game, seat, move, setting, announcement, result and rating from one "
                    "database to another, empty one (a path, sqlite:///PATH or postgresql://URL), then "
                    "verify the copy: every row compared, every game replayed from its move log. "
                    "Stop the bot first (docs/scaling.md). The source is only read; nothing is "
                    "written to the target unless the whole copy succeeds.")
    migrate.add_argument("--from", dest="source", required=True, metavar="DB",
                         help="the database to copy from (path, sqlite:///PATH or postgresql://...)")
    migrate.add_argument("--to", dest="target", required=True, metavar="DB",
                         help="the empty database to copy into (made and migrated if new)")
    migrate.set_defaults(handler=cmd_migrate_db)


def _settings():
    return config.load()


def _say(text: str = "") -> None:
    sys.stdout.write(text + "\n")


def _complain(text: str) -> int:
    sys.stderr.write(f"error: {text}\n")
    return EXIT_PROBLEM


def _now() -> datetime:
    return datetime.now(UTC)


def _size(nbytes: int) -> str:
    value: float = nbytes
    for unit in ("bytes", "KB", "MB", "GB"):
        if value < 1024 or unit == "GB":
            return f"{nbytes} {unit}" if unit == "bytes" else f"{value:.1f} {unit}"
        value /= 1024
    return f"{nbytes} bytes"  # pragma: no cover


def _ro(path: str | Path) -> sqlite3.Connection:
    """A read-only connection: the doctor changes nothing."""
    return sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True, timeout=5)


def read_meta(path: str | Path, key: str) -> str | None:
    """A value of the database's ``meta`` table, read-only; ``None`` when the
    database (or its meta table, before schema 3) does not have it."""
    try:
        db = _ro(path)
    except sqlite3.Error:
        return None
    try:
        row = db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    except sqlite3.Error:
        return None
    finally:
        db.close()
    return row[0] if row else None


def _meta_of(db: str, key: str) -> str | None:
    """A ``meta`` value of the bot's database, whichever the store (None
    when it cannot be read)."""
    if not is_postgres(db):
        return read_meta(db, key)

    async def read() -> str | None:
        store = await open_store(db, pool=config.environment_pool())
        try:
            return await store.get_meta(key)
        finally:
            await store.close()

    try:
        return asyncio.run(read())
    except StoreFault:
        return None


def _write_meta(path: str | Path, key: str, value: str) -> bool:
    """Record a value in the ``meta`` table, if the database has one."""
    try:
        db = sqlite3.connect(str(path), timeout=5, isolation_level=None)
    except sqlite3.Error:
        return False
    try:
        db.execute("INSERT INTO meta (key, value) VALUES (?, ?)"
                   " ON CONFLICT (key) DO UPDATE SET value = excluded.value", (key, value))
        return True
    except sqlite3.Error:
        return False
    finally:
        db.close()


# -- backup and restore ------------------------------------------------------------------


def _postgres_refusal(db: str, action: str) -> bool:
    """`referee backup` and `restore` copy SQLite files; a PostgreSQL
    database is backed up with PostgreSQL's own tools. Says so (and returns
    True) when ``db`` is a PostgreSQL URL."""
    if not is_postgres(db):
        return False
    where = redacted(db)
    if action == "backup":
        _complain(f"REFEREE_DB is a PostgreSQL database ({where}): back it up with PostgreSQL's pg_dump, "
                  "which is consistent while the bot runs, e.g. `pg_dump --format=custom --file "
                  "referee.dump DATABASE_URL` (docs/scaling.md).")
    else:
        _complain(f"REFEREE_DB is a PostgreSQL database ({where}): restore a pg_dump file with PostgreSQL's "
                  "pg_restore while the bot is stopped, e.g. `pg_restore --clean --dbname DATABASE_URL "
                  "referee.dump` (docs/scaling.md).")
    return True



def cmd_backup(args) -> int:
    settings = _settings()
    if _postgres_refusal(settings.db_path, "backup"):
        return 1
    source = Path(settings.db_path)
    if settings.db_path == ":memory:" or not source.is_file():
        return _complain(f"There is no database at {source} (chosen by {settings.db_origin}) to back "
                         "up. Run the backup with the same REFEREE_DB / REFEREE_DATA as the bot.")
    target = Path(args.path).expanduser()
    if args.path.endswith(("/", os.sep)) or target.is_dir():  # a folder: a dated file in it
        target.mkdir(parents=True, exist_ok=True)
        target = target / automatic_backup_path(source).name
    try:
        backup_database(source, target)
    except FileExistsError:
        return _complain(f"{target} already exists; give a new file name, or a folder to put a "
                         "dated backup in.")
    except (OSError, sqlite3.Error) as error:
        return _complain(f"The backup of {source} to {target} failed ({error}); nothing was "
                         "written. `referee doctor` checks the database.")
    try:
        check_backup(target)
    except BackupError as error:
        return _complain(f"The copy is not sound: {error}")
    size = target.stat().st_size
    _write_meta(source, LAST_BACKUP_KEY, json.dumps(
        {"path": str(target.resolve()), "at": _now().isoformat(timespec="seconds"), "bytes": size}))
    _say(f"Backed up {source} to {target} ({_size(size)}).")
    return 0


def cmd_restore(args) -> int:
    settings = _settings()
    if _postgres_refusal(settings.db_path, "restore"):
        return 1
    if settings.db_path == ":memory:":
        return _complain("REFEREE_DB is :memory:; there is no database file to restore into.")
    try:
        kept = restore_database(args.backup, settings.db_path)
    except BackupError as error:
        return _complain(str(error))
    except (OSError, sqlite3.Error) as error:
        return _complain(f"The restore failed ({error}); the database was left as it was.")
    _say(f"Restored {args.backup} into {settings.db_path}.")
    if kept is not None:
        _say(f"The database it replaced is kept as {kept}.")
    _say("Start the bot again (it upgrades an older backup's schema at start, after an automatic "
         "backup).")
    return 0


# -- purge -------------------------------------------------------------------------------


def parse_cutoff(text: str, now: datetime | None = None) -> str:
    """``--finished-before``: an ISO date or date-time (UTC unless it has an
    offset), not in the future, as the store's UTC timestamp text. Raises
    ValueError with the sentence to show."""
    text = text.strip()
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        raise ValueError(f"{text!r} is not a date: write it as YYYY-MM-DD (for example "
                         f"{date.today().isoformat()}), or as an ISO date and time.") from None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    when = when.astimezone(UTC)
    if when > (now or _now()):
        raise ValueError(f"{text} is in the future: games finished before it would include games "
                         "that are still being played today. Give a date in the past.")
    return when.isoformat(timespec="seconds")


def cmd_purge(args) -> int:
    try:
        cutoff = parse_cutoff(args.finished_before)
    except ValueError as error:
        return _complain(str(error))
    settings = _settings()
    if settings.db_path == ":memory:" or not Path(settings.db_path).is_file():
        return _complain(f"There is no database at {settings.db_path} (chosen by "
                         f"{settings.db_origin}): nothing to purge. Run it with the same "
                         "REFEREE_DB / REFEREE_DATA as the bot.")
    return asyncio.run(_purge(settings.db_path, cutoff))


PURGE_LISTED = 50


async def _purge(path: str, cutoff: str) -> int:
    try:
        store = await open_store(path, pool=config.environment_pool())
    except StoreFault as fault:
        return _complain(str(fault))
    try:
        doomed = await store.finished_before(cutoff)
        deleted = await store.purge_finished_before(cutoff)
    finally:
        await store.close()
    for gid, kind, guild, channel, status, updated, moves, seats in doomed[:PURGE_LISTED]:
        _say(f"deleted game {gid}: {kind}, server {guild}, channel {channel}, {status} "
             f"{updated}, {seats} seat(s), {moves} move(s)")
    if len(doomed) > PURGE_LISTED:
        _say(f"... and {len(doomed) - PURGE_LISTED} more.")
    _say(f"Deleted {deleted} finished or aborted game(s) last changed before {cutoff}, with "
         "their seats, moves and notices. Unfinished games were not touched.")
    return 0


# -- migrate-db ---------------------------------------------------------------------------


def cmd_migrate_db(args) -> int:
    return asyncio.run(migrate_db(args.source, args.target))


async def migrate_db(source: str, target: str) -> int:
    """``referee migrate-db``: copy, compare, replay. 0 when the copy is
    verified, 1 when it was refused or does not match."""
    def shown(db: str) -> str:
        return redacted(db) if is_postgres(db) else sqlite_path(db)

    if shown(source) == shown(target):
        return _complain("--from and --to name the same database; give the new database as --to.")
    if not is_postgres(source) and not Path(sqlite_path(source)).is_file():
        return _complain(f"There is no database at {sqlite_path(source)} to copy from.")
    try:
        src = await open_store(source, pool=config.environment_pool())
    except StoreFault as fault:
        return _complain(f"The source: {fault}")
    try:
        try:
            dst = await open_store(target, pool=config.environment_pool())
        except StoreFault as fault:
            return _complain(f"The target: {fault}")
        try:
            data = {table: await src.export_table(table) for table in TABLES}
            try:
                await dst.import_tables(data)
            except StorageError as error:
                return _complain(f"{error} ({shown(target)} was left as it was.)")
            differ = [table for table in TABLES if await dst.export_table(table) != data[table]]
            if differ:
                return _complain(f"The copy differs from the source in {', '.join(differ)}: do not use "
                                 f"{shown(target)}; report this.")
            source_service, target_service = Service(src, outbox=False), Service(dst, outbox=False)
            failures, inherited = [], 0
            for row in data["games"]:
                game_id = row[0]
                problem = await target_service.replay_check(game_id)
                if problem is None:
                    continue
                if await source_service.replay_check(game_id) is not None:
                    inherited += 1  # e.g. an older engine's log: faithfully copied all the same
                    continue
                failures.append(problem)
            if failures:
                for line in failures[:20]:
                    _say(line)
                return _complain(f"{len(failures)} game(s) replay in {shown(source)} but not in the copy: "
                                 f"do not use {shown(target)}; report this.")
        finally:
            await dst.close()
    finally:
        await src.close()
    counts = ", ".join(f"{len(data[t])} {t}" for t in ("games", "seats", "moves", "results", "ratings"))
    _say(f"Copied {shown(source)} to {shown(target)}: {counts} (and every notice, announcement and setting).")
    note = f" ({inherited} did not in the source either and were copied as they were)" if inherited else ""
    _say(f"Verified: every row is identical, and every started game replays from its move log to its "
         f"stored state{note}.")
    _say(f"Point REFEREE_DB at {shown(target)} and start the bot.")
    return 0


# -- doctor ------------------------------------------------------------------------------


@dataclass
class Check:
    """One line of ``referee doctor``: ``ok`` False is a problem, with its fix."""

    name: str
    ok: bool
    detail: str
    fix: str = ""


def invite_url(application_id: str = "YOUR_APPLICATION_ID") -> str:
    # discord.py takes a quarter of a second to import, and every `referee`
    # command loads this module: only the doctor (and `run`) need it.
    import discord

    permissions = discord.Permissions(**{flag: True for flag in PERMISSIONS}).value
    return INVITE_TEMPLATE.format(application_id=application_id, permissions=permissions)


def check_token(settings) -> Check:
    if not settings.token:
        return Check("token", False, "DISCORD_TOKEN is not set.",
                     "Put the bot token in DISCORD_TOKEN (the environment, .env, or the service's "
                     "environment file): Discord Developer Portal -> your application -> Bot -> "
                     "Reset Token. docs/discord.md has the steps.")
    if settings.token.count(".") != 2:
        return Check("token", False, "DISCORD_TOKEN is set but is not shaped like a bot token "
                     "(three parts separated by dots); it is not shown.",
                     "Copy the token from the Bot page (Reset Token), not the client secret or "
                     "the application id from the OAuth2 or General Information pages.")
    return Check("token", True, "DISCORD_TOKEN is set (not shown).")


def _nearest_existing(path: Path) -> Path:
    here = path
    while not here.exists() and here != here.parent:
        here = here.parent
    return here


def check_database(settings) -> list[Check]:
    if is_postgres(settings.db_path):
        return [_check_postgres(settings)]
    path = Path(settings.db_path)
    where = f"{path} (chosen by {settings.db_origin})"
    if settings.db_path == ":memory:":
        return [Check("database", False, "REFEREE_DB is :memory:: every game is lost when the bot stops.",
                      "Unset REFEREE_DB (or point it at a file) so games are kept.")]
    shipped = len(migrations())
    if not path.exists():
        existing = _nearest_existing(path.parent)
        if not existing.is_dir():
            return [Check("database", False, f"{where} cannot be created: {existing} is a file, "
                          "not a folder.", "Set REFEREE_DATA (or REFEREE_DB) to a path whose "
                          "folders are folders.")]
        if not os.access(existing, os.W_OK | os.X_OK):
            return [Check("database", False, f"{where} cannot be created: {existing} is not "
                          "writable.", f"Give the bot's user write access to {existing} (for example "
                          f"`sudo install -d -o referee {path.parent}`), or set REFEREE_DATA to a "
                          "writable folder.")]
        return [Check("database", True, f"{where} does not exist yet; it will be created at the "
                      f"first start (schema {shipped}).")]
    if not path.is_file():
        return [Check("database", False, f"{where} is not a file.",
                      "Point REFEREE_DB at a database file, or REFEREE_DATA at a folder.")]
    unwritable = [p for p in (path, path.parent) if not os.access(p, os.W_OK)]
    if unwritable:
        names = " and ".join(str(p) for p in unwritable)
        return [Check("database", False, f"{where} is not writable ({names}).",
                      f"Give the user that runs the bot write access to {names} (SQLite also "
                      "writes its -wal and -shm files in the folder), e.g. `chown -R referee "
                      f"{path.parent}`.")]
    latest = backups_of(path)
    damaged_fix = ("Stop the bot and put back the newest good backup with `referee restore "
                   f"{latest[-1] if latest else 'BACKUP'}` (the damaged file is kept beside it).")
    try:
        db = _ro(path)
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            quick = [row[0] for row in db.execute("PRAGMA quick_check(5)")]
        finally:
            db.close()
    except sqlite3.Error as error:
        return [Check("database", False, f"{where} cannot be read: {error}.", damaged_fix)]
    if quick != ["ok"]:
        detail = "; ".join(" ".join(str(q).split()) for q in quick)[:300]
        return [Check("database", False, f"{where} is damaged (quick_check: {detail}).", damaged_fix)]
    size = sum(p.stat().st_size for p in (path, path.with_name(path.name + "-wal")) if p.exists())
    if version > shipped:
        return [Check("database", False, f"{where} is at schema {version}, newer than this "
                      f"program knows ({shipped}).", "Upgrade the program to the version that "
                      "wrote it (pip install --upgrade tabletop-referee), or restore a backup made "
                      "by this version.")]
    try:  # what the bot itself checks before it opens the database (another program's, locked, ...)
        faults.check_file(str(path), DOCTOR_BUSY_MS)
    except faults.StoreFault as fault:
        return [Check("database", False, f"(chosen by {settings.db_origin}) {fault}",
                      "Do what the line above says, then run `referee doctor` again.")]
    schema = (f"schema {version} of {shipped}" if version == shipped else
              f"schema {version}, upgraded to {shipped} at the next start after an automatic backup")
    checks = [Check("database", True, f"{where}: {_size(size)}, {schema}, quick_check ok, writable.")]
    checks.append(_last_backup(path, latest))
    return checks


def _check_postgres(settings) -> Check:
    """The doctor's database line for a PostgreSQL URL: reachable, usable,
    its schema (opening it applies the migrations this program ships, as the
    bot's start would)."""
    where = f"{redacted(settings.db_path)} (chosen by {settings.db_origin})"

    async def probe() -> str:
        store = await open_store(settings.db_path, pool=settings.db_pool)
        try:
            version = await store.schema_version()
            games = len(await store.unfinished_games())
        finally:
            await store.close()
        return f"schema {version} of {len(migrations())}, {games} unfinished game(s)"

    try:
        detail = asyncio.run(probe())
    except StoreFault as fault:
        return Check("database", False, str(fault), "Do what the line above says, then run `referee doctor` again.")
    return Check("database", True, f"PostgreSQL {where}: reachable, {detail}. Back it up with pg_dump "
                 "(docs/scaling.md).")


def _last_backup(path: Path, automatic: list[Path]) -> Check:
    recorded = read_meta(path, LAST_BACKUP_KEY)
    parts = []
    if recorded:
        try:
            info = json.loads(recorded)
            parts.append(f"last `referee backup` {info['at']} to {info['path']}")
        except (ValueError, KeyError, TypeError):
            pass
    if automatic:
        parts.append(f"newest automatic backup {automatic[-1]}")
    if not parts:
        return Check("backups", True, "no backup recorded yet; schedule `referee backup` "
                     "(docs/hosting.md has a timer and a cron example).")
    return Check("backups", True, "; ".join(parts) + ".")


def check_fonts() -> Check:
    base.font.cache_clear()
    missing_files = [base.FONT_FILES[bold] for bold in (False, True) if not base.font_resource(bold).is_file()]
    fix = ("Reinstall the program so its bundled fonts come back: "
           "pip install --force-reinstall tabletop-referee (or rebuild the container).")
    if missing_files:
        return Check("fonts", False, f"bundled font file(s) missing: {', '.join(missing_files)}; "
                     "pictures would draw symbols as empty boxes.", fix)
    symbols = base.drawn_symbols()
    letters = {ch for ch in catalogue().characters("pictures") if ord(ch) > 127}  # the pictures' words
    for bold in (False, True):
        fnt = base.font(16, bold)
        if not isinstance(fnt, ImageFont.FreeTypeFont) or fnt.getname() != base.FONT_NAMES[bold]:
            return Check("fonts", False, f"{base.FONT_FILES[bold]} is not {' '.join(base.FONT_NAMES[bold])}.", fix)
        missing = base.missing_glyphs(symbols | letters, bold=bold)
        if missing:
            return Check("fonts", False, f"{base.FONT_FILES[bold]} has no glyph for "
                         f"{' '.join(missing)}; pictures would draw empty boxes.", fix)
    return Check("fonts", True, f"DejaVu Sans and Sans Bold bundled; every symbol the pictures "
                 f"use has a glyph ({' '.join(sorted(symbols | {ch for ch in letters if not ch.isalpha()}))}), "
                 f"and every letter of their words in {', '.join(LOCALES)}.")


def picture_pool(processes: int) -> concurrent.futures.Executor:
    """The executor the bot draws in: RENDER_PROCESSES processes, or a
    thread when it is 0."""
    return render_pool(processes) or concurrent.futures.ThreadPoolExecutor(max_workers=1)


def _opening_views() -> list[tuple[str, dict]]:
    views = []
    for key, game in sorted(registry.games().items()):
        count = min(max(2, game.info.min_players), game.info.max_players)
        state = game.setup([f"P{i + 1}" for i in range(count)], game.info.options({}), 1)
        views.append((key, game.view(state, None)))
    return views


def check_pictures(settings) -> Check:
    where = (f"{settings.render_processes} picture process(es) (RENDER_PROCESSES)"
             if settings.render_processes else "pictures drawn in threads (RENDER_PROCESSES=0)")
    broken = registry.errors()
    if broken:
        names = ", ".join(f"{k} ({v})" for k, v in sorted(broken.items()))
        return Check("pictures", False, f"game package(s) failed to load: {names}.",
                     "Reinstall the program (pip install --force-reinstall tabletop-referee).")
    try:
        pool = picture_pool(settings.render_processes)
    except Exception as error:  # noqa: BLE001 - every failure is reported
        return Check("pictures", False, f"{where}: could not start ({_error_text(error)}).",
                     _picture_fix(settings))
    try:
        futures = [pool.submit(render.board_png, key, view, Words(SOURCE)) for key, view in _opening_views()]
        sizes = [len(f.result(timeout=PICTURE_TIMEOUT)) for f in futures]
    except Exception as error:  # noqa: BLE001
        return Check("pictures", False, f"{where}: drawing a board failed "
                     f"({_error_text(error)}).", _picture_fix(settings))
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    if not all(size > 0 for size in sizes):
        return Check("pictures", False, f"{where}: a board came back empty.", _picture_fix(settings))
    return Check("pictures", True, f"{where}: drew each game's opening board ({len(sizes)} pictures).")


def _error_text(error: BaseException) -> str:
    text = " ".join(str(error).split()) or "no detail"
    return f"{type(error).__name__}: {text[:300]}"


def _picture_fix(settings) -> str:
    if settings.render_processes:
        return ("See the error above; on a machine that cannot start processes (memory limits, "
                "a sandbox) set RENDER_PROCESSES=0 to draw in threads instead.")
    return "Check the error above and reinstall the program (pip install --force-reinstall tabletop-referee)."


def check_commands(settings) -> Check:
    try:  # imported here for discord.py's weight (see invite_url); a failure is the check's answer
        from bot.discordbot.client import RefereeBot
        from bot.discordbot.runner import HASH_KEY, payload_hash

        digest = payload_hash(RefereeBot(settings, None), settings)
    except Exception as error:  # noqa: BLE001
        return Check("commands", False, f"the slash command payload cannot be built "
                     f"({_error_text(error)}).",
                     "Reinstall the program (pip install --force-reinstall tabletop-referee).")
    target = str(settings.dev_guild_id) if settings.dev_guild_id else "global"
    where = f"server {target} (DEV_GUILD_ID)" if settings.dev_guild_id else "all servers (global)"
    if not settings.syncs_commands:
        return Check("commands", True, f"this process does not sync the slash commands ({settings.shards_shown}): "
                     "the process that runs shard 0 syncs them when it starts.")
    known: dict = {}
    if settings.db_path != ":memory:":
        try:
            known = json.loads(_meta_of(settings.db_path, HASH_KEY) or "{}")
        except ValueError:
            pass
        legacy = Path(settings.db_path + ".commands.json")  # older versions' side file, taken over at start
        try:
            known = {**json.loads(legacy.read_text(encoding="utf-8")), **known}
        except (OSError, ValueError, TypeError):
            pass
    synced = [v for k, v in known.items() if str(k).endswith(f":{target}")] if isinstance(known, dict) else []
    if digest in synced:
        return Check("commands", True, f"slash commands for {where} are in sync with this version.")
    if synced:
        return Check("commands", True, f"slash commands for {where} changed since the last sync: "
                     "`referee run` syncs them when it starts (restart a running bot), or "
                     "`referee sync` does it now.")
    return Check("commands", True, f"slash commands never synced to {where} from this database: "
                 "the first `referee run` syncs them (global commands can take up to an hour to "
                 "appear).")


def check_games() -> Check:
    """Every game loads and has a renderer (render.check_renderers)."""
    problems = game_problems()
    if problems:
        return Check("games", False, " ".join(problems),
                     "Reinstall the program (pip install --force-reinstall tabletop-referee); a game added "
                     "by hand needs rules/<game>/ exporting GAME and render/<game>.py with board(view).")
    games = sorted(registry.games())
    return Check("games", True, f"{len(games)} games, each with its pictures: {', '.join(games)}.")


def run_checks(settings) -> list[Check]:
    checks = [check_token(settings), Check("shards", True, f"{settings.shards_shown} (SHARD_COUNT, SHARD_IDS).")]
    checks += check_database(settings)
    checks.append(check_fonts())
    checks.append(check_games())
    checks.append(check_pictures(settings))
    checks.append(check_commands(settings))
    return checks


def cmd_doctor(args) -> int:
    settings = _settings()
    _say("Tabletop Referee doctor")
    checks = run_checks(settings)
    width = max(len(c.name) for c in checks)
    for check in checks:
        _say(f"  {'ok  ' if check.ok else 'FAIL'}  {check.name.ljust(width)}  {check.detail}")
        if not check.ok:
            _say(f"        {' ' * width}  fix: {check.fix}")
    _say("")
    _say("Invite link (scopes bot and applications.commands, the permissions docs/discord.md lists):")
    _say(f"  {invite_url()}")
    _say("  YOUR_APPLICATION_ID is on the Developer Portal: your application -> General Information.")
    problems = [c for c in checks if not c.ok]
    _say("")
    if problems:
        _say(f"{len(problems)} problem(s) found; fix them and run `referee doctor` again.")
        return EXIT_PROBLEM
    _say("Everything looks fine.")
    return 0
