"""Starting the bot and syncing its commands.

Commands are synced to ``DEV_GUILD_ID`` when set (instant), otherwise
globally, and only when the command payload changed since the last sync (a
hash kept in a small JSON file next to the database) or when asked with
``referee sync``: Discord rate-limits syncing.
"""

from __future__ import annotations

import hashlib
import json
import logging
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import discord

from bot.config import Settings
from bot.service import Service
from storage.store import Store

from .client import RefereeBot

log = logging.getLogger("referee.discord")


def _target(settings: Settings) -> discord.Object | None:
    return discord.Object(id=settings.dev_guild_id) if settings.dev_guild_id else None


def command_payload(bot: RefereeBot) -> list[dict]:
    return [command.to_dict(bot.tree) for command in bot.tree.get_commands()]


def payload_hash(bot: RefereeBot, settings: Settings) -> str:
    text = json.dumps({"guild": settings.dev_guild_id, "commands": command_payload(bot)},
                      sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def hash_file(settings: Settings) -> Path | None:
    if not settings.db_path or settings.db_path == ":memory:":
        return None
    db = Path(settings.db_path)
    return db.with_name(db.name + ".commands.json")


def _read_hashes(path: Path | None) -> dict[str, str]:
    if path is None or not path.exists():
        return {}
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


async def sync_if_changed(bot: RefereeBot, settings: Settings, *, force: bool = False) -> bool:
    """Sync the command tree when it changed (or ``force``). Needs a logged-in
    bot. Returns whether a sync was sent."""
    guild = _target(settings)
    key = f"{bot.application_id}:{guild.id if guild else 'global'}"
    digest = payload_hash(bot, settings)
    path = hash_file(settings)
    known = _read_hashes(path)
    if not force and known.get(key) == digest:
        log.info("Commands unchanged since the last sync; not syncing (use `referee sync` to force).")
        return False
    if guild is not None:
        bot.tree.copy_global_to(guild=guild)
    synced = await bot.tree.sync(guild=guild)
    where = f"server {guild.id}" if guild else "all servers (global; may take a while to appear)"
    log.info("Synced %d command(s) to %s", len(synced), where)
    if path is not None:
        known[key] = digest
        try:
            path.write_text(json.dumps(known, indent=1, sort_keys=True), encoding="utf-8")
        except OSError as error:  # pragma: no cover - read-only disk
            log.warning("Could not remember the command hash: %s", error)
    return True


async def start(bot: RefereeBot, settings: Settings, token: str, *, reconnect: bool = True) -> None:
    """Log in, sync commands when they changed, then stay connected."""
    await bot.login(token)
    await sync_if_changed(bot, settings)
    await bot.connect(reconnect=reconnect)


def _require_token(settings: Settings) -> str:
    if not settings.token:
        raise SystemExit("DISCORD_TOKEN is not set. Put the bot token in the environment or in .env "
                         "(see docs/discord.md).")
    return settings.token


_logging_ready = False


def _setup_logging(settings: Settings) -> None:
    """discord.py's logging set-up at LOG_LEVEL, once per process."""
    global _logging_ready
    level = getattr(logging, settings.log_level, logging.INFO)
    if not _logging_ready:
        discord.utils.setup_logging(level=level, root=True)
        _logging_ready = True
    logging.getLogger().setLevel(level)


def render_pool(processes: int) -> ProcessPoolExecutor | None:
    """Processes that draw board pictures, so Pillow's work never holds this
    process's GIL while the gateway heartbeats (0: draw in threads)."""
    if processes <= 0:
        return None
    return ProcessPoolExecutor(max_workers=processes, mp_context=multiprocessing.get_context("spawn"))


async def run_bot(settings: Settings) -> None:
    """``referee run``: log in, recover unfinished games, sync commands if
    they changed, and serve until stopped."""
    token = _require_token(settings)
    _setup_logging(settings)
    log.info("Starting with %r", settings)  # Settings.__repr__ never shows the token
    store = await Store.open(settings.db_path)
    pictures = render_pool(settings.render_processes)
    try:
        service = Service(store, render_executor=pictures)
        async with RefereeBot(settings, service) as bot:
            await start(bot, settings, token)
    finally:
        if pictures is not None:
            pictures.shutdown(cancel_futures=True)
        await store.close()


async def sync_commands(settings: Settings) -> list[str]:
    """``referee sync``: log in over HTTP only and sync the command tree now.
    Returns the names of the top-level commands synced."""
    token = _require_token(settings)
    _setup_logging(settings)
    async with RefereeBot(settings, None) as bot:
        await bot.login(token)
        await sync_if_changed(bot, settings, force=True)
        return [c.name for c in bot.tree.get_commands()]
