"""Settings from the environment, or from a ``.env`` file in the working
directory (git-ignored). ``.env.example`` documents every setting.

Where the database lives never depends on the working directory: a service
started from another folder must find the same games. ``REFEREE_DB`` (a file)
wins; else ``REFEREE_DATA`` (a folder) holds ``referee.db``; else, under
systemd, the unit's ``StateDirectory=`` (``$STATE_DIRECTORY``); else the
platform's user data folder does (platformdirs: ``~/.local/share/
tabletop-referee`` on Linux, ``~/Library/Application Support/
tabletop-referee`` on macOS, ``%LOCALAPPDATA%\\tabletop-referee`` on Windows).
A relative ``REFEREE_DB`` or ``REFEREE_DATA`` is made absolute once, at start.

A PostgreSQL database's connection budget and time limits
(``REFEREE_DB_POOL_*``, ``REFEREE_DB_*_TIMEOUT``) are read by
:func:`pool_settings` into a :class:`storage.pgpool.PoolSettings`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

import platformdirs

from bot.i18n import LOCALES, SOURCE, supported
from storage.pgpool import PoolSettings
from storage.postgres import redacted

APP_NAME = "tabletop-referee"
DB_NAME = "referee.db"
DEFAULT_GUILD_GRACE_DAYS = 30
DEFAULT_REPLAY_PROCESSES = 1
DEFAULT_ABANDON_AFTER_DAYS = 60  # a running game nobody played for this long is closed
DEFAULT_REMINDER_LIMIT = 6  # unanswered reminders to one seat before they stop
DEFAULT_COMPUTER_PROCESSES = 1  # the computers' lane (bot/computers.py)
DEFAULT_HARD_SECONDS = 1.0  # CPU seconds of one `hard` computer decision


def default_data_dir() -> Path:
    """The platform's per-user data folder for the bot."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def database_location(env: dict[str, str]) -> tuple[str, str, str]:
    """(database, data folder, which setting chose them) from ``env``. The
    database is a SQLite file path, or a ``postgresql://`` URL kept as given
    (a ``sqlite:///PATH`` URL is taken as its path)."""
    db = (env.get("REFEREE_DB") or "").strip()
    data = (env.get("REFEREE_DATA") or "").strip()
    if db.startswith(("postgresql://", "postgres://")):
        return db, data, "REFEREE_DB"
    if db.startswith("sqlite://"):
        db = db[len("sqlite:///"):] if db.startswith("sqlite:///") else db[len("sqlite://"):]
    if db == ":memory:":
        return db, "", "REFEREE_DB"
    if db:
        path = Path(os.path.abspath(Path(db).expanduser()))
        if path.is_dir():
            raise SystemExit(f"REFEREE_DB must name a database file, but {path} is a folder "
                             f"(set REFEREE_DATA={path} to keep {DB_NAME} in it).")
        return str(path), str(path.parent), "REFEREE_DB"
    if data:
        folder = Path(os.path.abspath(Path(data).expanduser()))
        return str(folder / DB_NAME), str(folder), "REFEREE_DATA"
    state = (env.get("STATE_DIRECTORY") or "").split(":")[0].strip()
    if state:  # systemd's StateDirectory= (deploy/referee.service)
        folder = Path(os.path.abspath(state))
        return str(folder / DB_NAME), str(folder), "systemd's StateDirectory"
    folder = default_data_dir()
    return str(folder / DB_NAME), str(folder), "the platform's user data folder"


@dataclass(frozen=True)
class Settings:
    token: str | None
    db_path: str
    dev_guild_id: int | None
    log_level: str
    reminder_interval: timedelta
    reminder_check_seconds: float
    render_processes: int = 0
    data_dir: str = ""
    db_origin: str = "REFEREE_DB"  # the setting that chose db_path, for the log and `referee doctor`
    retention_days: int | None = None  # finished games older than this are purged daily; None: kept
    guild_grace_days: int = DEFAULT_GUILD_GRACE_DAYS  # a departed server's data is kept this long
    shard_count: int | None = None  # SHARD_COUNT; None: Discord's recommendation, all in this process
    shard_ids: tuple[int, ...] | None = None  # SHARD_IDS; None: every shard (this is the only process)
    replay_processes: int = DEFAULT_REPLAY_PROCESSES  # REPLAY_PROCESSES: the heavy lane (bot/workers.py)
    db_pool: PoolSettings = PoolSettings()  # REFEREE_DB_POOL_*, REFEREE_DB_*_TIMEOUT (PostgreSQL only)
    abandon_after_days: int | None = DEFAULT_ABANDON_AFTER_DAYS  # ABANDON_AFTER_DAYS (0 in the file: None, never)
    reminder_limit: int | None = DEFAULT_REMINDER_LIMIT  # REMINDER_LIMIT (0 in the file: None, never stop)
    computer_processes: int = DEFAULT_COMPUTER_PROCESSES  # REFEREE_COMPUTER_PROCESSES: the computers' lane
    hard_seconds: float = DEFAULT_HARD_SECONDS  # REFEREE_HARD_SECONDS: a hard computer's decision

    @property
    def abandon_after(self) -> timedelta | None:
        """How long a game nobody plays stays open (None: for ever)."""
        return timedelta(days=self.abandon_after_days) if self.abandon_after_days else None

    @property
    def syncs_commands(self) -> bool:
        """Whether this process syncs the command tree: only the one serving
        shard 0 (or the only process, without SHARD_IDS)."""
        return self.shard_ids is None or 0 in self.shard_ids

    def serves(self, guild: str) -> bool:
        """Whether a server belongs to this process's shards (every server
        without SHARD_IDS; a console game's non-numeric "guild" is shard 0's)."""
        if self.shard_ids is None or self.shard_count is None:
            return True
        return shard_of(guild, self.shard_count) in self.shard_ids

    @property
    def shards_shown(self) -> str:
        """The shard settings in words, for the log and `referee doctor`."""
        if self.shard_count is None:
            return "shards: as many as Discord recommends, all in this process"
        if self.shard_ids is None:
            return f"shards: all {self.shard_count} in this process"
        ids = ", ".join(str(i) for i in self.shard_ids)
        return f"shards: {ids} of {self.shard_count}"

    @property
    def db_shown(self) -> str:
        """The database as logs and messages may show it (no password)."""
        return redacted(self.db_path)

    def __repr__(self) -> str:  # never print the token, nor a database password
        return (f"Settings(token={'set' if self.token else 'unset'}, db_path={self.db_shown!r} "
                f"(from {self.db_origin}), dev_guild_id={self.dev_guild_id}, log_level={self.log_level!r}, "
                f"reminder_interval={self.reminder_interval}, render_processes={self.render_processes}, "
                f"retention_days={self.retention_days}, guild_grace_days={self.guild_grace_days}, "
                f"shard_count={self.shard_count}, shard_ids={self.shard_ids}, "
                f"replay_processes={self.replay_processes}, db_pool={self.db_pool}, "
                f"abandon_after_days={self.abandon_after_days}, reminder_limit={self.reminder_limit})")

    __str__ = __repr__


def shard_of(guild: str | int, shard_count: int) -> int:
    """The shard that receives a server's events: Discord's formula
    ``(guild_id >> 22) % shard_count``. A console game's place is not a
    Discord server id (not digits): it belongs to shard 0."""
    text = str(guild)
    if not (text.isascii() and text.isdigit()):
        return 0
    return (int(text) >> 22) % shard_count


def _shards(env: dict[str, str]) -> tuple[int | None, tuple[int, ...] | None]:
    """(SHARD_COUNT, SHARD_IDS) from ``env``, checked."""
    count_text = (env.get("SHARD_COUNT") or "").strip()
    ids_text = (env.get("SHARD_IDS") or "").strip()
    count = None
    if count_text:
        if not (count_text.isascii() and count_text.isdigit()) or int(count_text) < 1:
            raise SystemExit(f"SHARD_COUNT must be a whole number of shards, 1 or more (or empty to let "
                             f"Discord decide), not {count_text!r}.")
        count = int(count_text)
    if not ids_text:
        return count, None
    if count is None:
        raise SystemExit("SHARD_IDS needs SHARD_COUNT: set SHARD_COUNT to the bot's total number of shards "
                         "(the same in every process), or leave SHARD_IDS empty to run every shard here.")
    ids: list[int] = []
    for part in ids_text.split(","):
        item = part.strip()
        if not (item.isascii() and item.isdigit()):
            raise SystemExit(f"SHARD_IDS must be shard numbers separated by commas, like 0,1; "
                             f"{item!r} is not a shard number.")
        if int(item) >= count:
            raise SystemExit(f"SHARD_IDS: shard {int(item)} does not exist with SHARD_COUNT={count} "
                             f"(shards are numbered 0 to {count - 1}).")
        if int(item) in ids:
            raise SystemExit(f"SHARD_IDS names shard {int(item)} twice.")
        ids.append(int(item))
    return count, tuple(ids)


def load_dotenv_file(path: str | Path = ".env") -> None:
    """Load ``.env`` without overriding variables already set."""
    try:
        from dotenv import load_dotenv
    except ImportError:  # pragma: no cover - python-dotenv is a dependency
        return
    if Path(path).exists():
        load_dotenv(path, override=False)


def _hours(text: str | None, default: float) -> timedelta:
    if not text:
        return timedelta(hours=default)
    try:
        value = float(text)
    except ValueError:
        raise SystemExit(f"REMINDER_INTERVAL must be a number of hours, not {text!r}.") from None
    if value <= 0:
        raise SystemExit("REMINDER_INTERVAL must be a positive number of hours.")
    return timedelta(hours=value)


def _days(env: dict[str, str], name: str, *, allow_zero: bool, empty: str) -> int | None:
    """A whole number of days from ``env``; ``None`` when empty."""
    text = (env.get(name) or "").strip()
    if not text:
        return None
    if not (text.isascii() and text.isdigit()) or (int(text) == 0 and not allow_zero):
        least = "0 or more" if allow_zero else "1 or more"
        raise SystemExit(f"{name} must be a whole number of days, {least} (or empty {empty}), not {text!r}.")
    return int(text)


def _number(env: dict[str, str], name: str, default: float, *, whole: bool, least: float) -> float:
    """A number from ``env`` (``default`` when empty), at least ``least``."""
    text = (env.get(name) or "").strip()
    if not text:
        return default
    try:
        value = int(text) if whole else float(text)
    except ValueError:
        value = None
    if value is None or value != value or value in (float("inf"), float("-inf")) or value < least:
        kind = "a whole number" if whole else "a number of seconds"
        raise SystemExit(f"{name} must be {kind}, {least:g} or more (or empty for {default:g}), not {text!r}.")
    return value


def pool_settings(env: dict[str, str]) -> PoolSettings:
    """A PostgreSQL store's connection budget and time limits from ``env``
    (``.env.example``: REFEREE_DB_POOL_MAX, REFEREE_DB_POOL_MIN,
    REFEREE_DB_POOL_IDLE_SECONDS, REFEREE_DB_COMMAND_TIMEOUT,
    REFEREE_DB_CONNECT_TIMEOUT), checked; empty settings take the defaults."""
    default = PoolSettings()
    most = int(_number(env, "REFEREE_DB_POOL_MAX", default.max_size, whole=True, least=1))
    least = int(_number(env, "REFEREE_DB_POOL_MIN", min(default.min_size, most), whole=True, least=0))
    if least > most:
        raise SystemExit(f"REFEREE_DB_POOL_MIN ({least}) must not be more than REFEREE_DB_POOL_MAX ({most}).")
    return PoolSettings(
        max_size=most, min_size=least,
        idle_seconds=_number(env, "REFEREE_DB_POOL_IDLE_SECONDS", default.idle_seconds, whole=False, least=0),
        command_timeout=_number(env, "REFEREE_DB_COMMAND_TIMEOUT", default.command_timeout, whole=False,
                                least=0.1),
        connect_timeout=_number(env, "REFEREE_DB_CONNECT_TIMEOUT", default.connect_timeout, whole=False,
                                least=0.1),
    )


def environment_pool() -> PoolSettings:
    """The connection budget the environment (and ``.env``) sets, for the
    commands that open a database without the bot's other settings
    (``referee play --db``, ``migrate-db``, ``backup``...); a wrong value
    raises ``SystemExit`` with the sentence, like :func:`load`."""
    load_dotenv_file()
    return pool_settings(dict(os.environ))


def load(env: dict[str, str] | None = None, dotenv: bool = True) -> Settings:
    if env is None:
        if dotenv:
            load_dotenv_file()
        env = dict(os.environ)
    guild = (env.get("DEV_GUILD_ID") or "").strip()
    if guild and not guild.isdigit():
        raise SystemExit(f"DEV_GUILD_ID must be a server id (digits), not {guild!r}.")
    level = (env.get("LOG_LEVEL") or "INFO").strip().upper()
    if level not in ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"):
        raise SystemExit(f"LOG_LEVEL must be DEBUG, INFO, WARNING, ERROR or CRITICAL, not {level!r}.")
    check = (env.get("REMINDER_CHECK_SECONDS") or "300").strip()
    try:
        check_seconds = float(check)
    except ValueError:
        raise SystemExit(f"REMINDER_CHECK_SECONDS must be a number, not {check!r}.") from None
    processes = (env.get("RENDER_PROCESSES") or "").strip()
    if processes and not processes.isdigit():
        raise SystemExit(f"RENDER_PROCESSES must be a whole number (0: draw in threads), not {processes!r}.")
    db_path, data_dir, origin = database_location(env)
    grace = _days(env, "GUILD_GRACE_DAYS", allow_zero=True, empty=f"for {DEFAULT_GUILD_GRACE_DAYS}")
    shard_count, shard_ids = _shards(env)
    return Settings(
        token=(env.get("DISCORD_TOKEN") or "").strip() or None,
        db_path=db_path,
        dev_guild_id=int(guild) if guild else None,
        log_level=level,
        reminder_interval=_hours(env.get("REMINDER_INTERVAL"), 12.0),
        reminder_check_seconds=check_seconds,
        render_processes=int(processes) if processes else min(2, os.cpu_count() or 1),
        data_dir=data_dir,
        db_origin=origin,
        retention_days=_days(env, "RETENTION_DAYS", allow_zero=False, empty="to keep them forever"),
        guild_grace_days=DEFAULT_GUILD_GRACE_DAYS if grace is None else grace,
        shard_count=shard_count,
        shard_ids=shard_ids,
        replay_processes=int(_number(env, "REPLAY_PROCESSES", DEFAULT_REPLAY_PROCESSES, whole=True, least=0)),
        db_pool=pool_settings(env),
        abandon_after_days=int(_number(env, "ABANDON_AFTER_DAYS", DEFAULT_ABANDON_AFTER_DAYS, whole=True, least=0))
        or None,
        reminder_limit=int(_number(env, "REMINDER_LIMIT", DEFAULT_REMINDER_LIMIT, whole=True, least=0)) or None,
        computer_processes=int(_number(env, "REFEREE_COMPUTER_PROCESSES", DEFAULT_COMPUTER_PROCESSES, whole=True,
                                       least=0)),
        hard_seconds=_number(env, "REFEREE_HARD_SECONDS", DEFAULT_HARD_SECONDS, whole=False, least=0.05),
    )


def language(env: dict[str, str], given: str | None = None) -> str | None:
    """The console's language (issue 31): ``--lang`` when given, else
    ``REFEREE_LANG``, as a catalogue locale ("de", "ru"; None: English, the
    default). A language the catalogues lack is refused in a sentence."""
    for source, tag in (("--lang", given), ("REFEREE_LANG", env.get("REFEREE_LANG"))):
        tag = (tag or "").strip()
        if not tag:
            continue
        locale = supported(tag)
        if locale is None:
            raise SystemExit(f"{source} {tag!r} is not a language the referee speaks yet. Languages: "
                             f"{', '.join(LOCALES)}.")
        return None if locale == SOURCE else locale
    return None


def environment_language(given: str | None = None) -> str | None:
    """:func:`language` from the environment (and ``.env``), for the
    console's commands."""
    load_dotenv_file()
    return language(dict(os.environ), given)
