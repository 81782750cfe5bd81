"""Settings from the environment, or from a ``.env`` file in the working
directory (git-ignored). ``.env.example`` documents every setting."""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

DEFAULT_DB = "./referee.db"


@dataclass(frozen=True)
class Settings:
    token: str | None
    db_path: str
    dev_guild_id: int | None
    log_level: str
    reminder_interval: timedelta
    reminder_check_seconds: float
    render_processes: int = 0

    def __repr__(self) -> str:  # never print the token
        return (f"Settings(token={'set' if self.token else 'unset'}, db_path={self.db_path!r}, "
                f"dev_guild_id={self.dev_guild_id}, log_level={self.log_level!r}, "
                f"reminder_interval={self.reminder_interval}, render_processes={self.render_processes})")

    __str__ = __repr__


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
    return Settings(
        token=(env.get("DISCORD_TOKEN") or "").strip() or None,
        db_path=(env.get("REFEREE_DB") or DEFAULT_DB).strip(),
        dev_guild_id=int(guild) if guild else None,
        log_level=level,
        reminder_interval=_hours(env.get("REMINDER_INTERVAL"), 12.0),
        reminder_check_seconds=check_seconds,
        render_processes=int(processes) if processes else min(2, os.cpu_count() or 1),
    )
