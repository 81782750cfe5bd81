"""Starting, stopping the bot and syncing its commands.

Commands are synced to ``DEV_GUILD_ID`` when set (instant), otherwise
globally, and only when the command payload changed since the last sync (a
hash kept in the database's ``meta`` table) or when asked with ``referee
sync``: Discord rate-limits syncing.

Shards: the bot runs discord.py's auto-sharded client. ``SHARD_COUNT`` and
``SHARD_IDS`` split it over processes sharing one database; each process
does the background work (reminders, idle seats, computers owing a move,
undelivered announcements) of its own shards' servers only (the service's
``guild_filter``), and only the process serving shard 0 syncs commands.

Life cycle: SIGTERM or SIGINT (``systemctl stop``, ``docker stop``, Ctrl-C)
stops taking changes, lets changes in flight finish (at most
``STOP_GRACE_SECONDS``), posts what is still to announce, closes the
gateway, abandons the replays being drawn (they can be drawn again from the
move log), waits for the interaction handlers still running (bounded; the
rest are cancelled), closes the picture lanes and only then the store, and
returns normally (exit 0). Boards are drawn in the turns' lane
(``RENDER_PROCESSES``), replays in a heavy lane of their own
(``REPLAY_PROCESSES``), so no turn waits behind a replay. Picture processes
exit by themselves if the bot is killed (bot/workers.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import os
import signal
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

import discord

from bot.computers import computer_lane, stop_lane
from bot.config import Settings
from bot.i18n import catalogue
from bot.service import Budget, Service, game_problems
from bot.workers import picture_lanes
from storage import is_postgres
from storage.faults import open_store

from .client import RefereeBot
from .translator import DOMAIN

log = logging.getLogger("referee.discord")

STOP_GRACE_SECONDS = 10.0  # changes in flight may finish for this long at a stop
HANDLER_GRACE_SECONDS = 5.0  # handlers still running after the gateway closed may finish for this long
HASH_KEY = "command_hashes"


def _target(settings: Settings) -> discord.Object | None:
    return discord.Object(id=settings.dev_guild_id) if settings.dev_guild_id else None


def command_payload(bot: RefereeBot) -> list[dict]:
    return [command.to_dict(bot.tree) for command in bot.tree.get_commands()]


def payload_hash(bot: RefereeBot, settings: Settings) -> str:
    """What a sync would send, as a digest: the commands and their
    translations (the commands catalogue in every language)."""
    text = json.dumps({"guild": settings.dev_guild_id, "commands": command_payload(bot),
                       "translations": catalogue().digest(DOMAIN)},
                      sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def hash_file(settings: Settings) -> Path | None:
    """Where versions before the ``meta`` table kept the command hashes."""
    if not settings.db_path or settings.db_path == ":memory:":
        return None
    db = Path(settings.db_path)
    return db.with_name(db.name + ".commands.json")


class Meta(Protocol):
    """Where the command hashes are kept: the database's ``meta`` table."""

    async def get_meta(self, key: str) -> str | None: ...

    async def set_meta(self, key: str, value: str) -> None: ...


def service_meta(bot: RefereeBot) -> Meta | None:
    """The ``meta`` table of a bot's service, read and written through the
    service (None without a service)."""
    return bot.service if bot.has_service else None


async def read_hashes(store: Meta | None, settings: Settings) -> dict[str, str]:
    """The command hashes last synced, from the database (taking over, once,
    the side file older versions wrote beside it)."""
    known: dict[str, str] = {}
    if store is not None:
        try:
            known = json.loads(await store.get_meta(HASH_KEY) or "{}")
        except ValueError:
            known = {}
    path = hash_file(settings)
    if path is not None and path.is_file():
        try:
            old = json.loads(path.read_text(encoding="utf-8"))
            if isinstance(old, dict):
                known = {**old, **known}
            if store is not None:
                await store.set_meta(HASH_KEY, json.dumps(known, sort_keys=True))
                path.unlink()
        except (OSError, ValueError) as error:
            log.warning("Could not take over the old command hash file %s: %s", path, error)
    return known


async def sync_if_changed(bot: RefereeBot, settings: Settings, *, force: bool = False,
                          store: Meta | None = None) -> bool:
    """Sync the command tree when it changed (or ``force``). Needs a logged-in
    bot. Returns whether a sync was sent."""
    guild = _target(settings)
    key = f"{bot.application_id}:{guild.id if guild else 'global'}"
    digest = payload_hash(bot, settings)
    if store is None:
        store = service_meta(bot)
    known = await read_hashes(store, settings)
    if not force and known.get(key) == digest:
        log.info("Commands unchanged since the last sync; not syncing (use `referee sync` to force).")
        return False
    if guild is not None:
        bot.tree.copy_global_to(guild=guild)
    synced = await bot.tree.sync(guild=guild)
    where = f"server {guild.id}" if guild else "all servers (global; may take a while to appear)"
    log.info("Synced %d command(s) to %s", len(synced), where)
    if store is not None:
        known[key] = digest
        await store.set_meta(HASH_KEY, json.dumps(known, sort_keys=True))
    return True


async def start(bot: RefereeBot, settings: Settings, token: str, *, reconnect: bool = True) -> None:
    """Log in, sync commands when they changed (only the process serving
    shard 0), then stay connected."""
    await bot.login(token)
    if settings.syncs_commands:
        await sync_if_changed(bot, settings)
    else:
        log.info("Not syncing commands: this process serves shards %s; the one serving shard 0 syncs them.",
                 ", ".join(str(i) for i in settings.shard_ids or ()))
    await bot.connect(reconnect=reconnect)


def guild_filter(settings: Settings) -> Callable[[str], bool] | None:
    """The service's ``guild_filter`` for these settings: None (every
    server) unless SHARD_IDS gives this process only some shards."""
    return None if settings.shard_ids is None else settings.serves


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


def _on_signals(loop: asyncio.AbstractEventLoop, stop: asyncio.Event) -> list[int]:
    installed: list[int] = []
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(sig, stop.set)
            installed.append(sig)
    return installed


async def serve(bot: RefereeBot, settings: Settings, token: str, stop: asyncio.Event) -> bool:
    """Run the bot until it ends by itself or ``stop`` is set; then stop
    cleanly: no new changes, changes in flight finished (bounded), pending
    announcements posted (bounded), gateway closed. Returns True when it
    stopped because ``stop`` was set."""
    running = asyncio.create_task(start(bot, settings, token), name="referee-gateway")
    stopping = asyncio.create_task(stop.wait(), name="referee-stop")
    try:
        await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if running.done():
            running.result()  # a start-up or connection error propagates
            return False
        log.info("Stopping: finishing moves in flight (at most %g s)", STOP_GRACE_SECONDS)
        if bot.has_service:
            if not await bot.service.drain(STOP_GRACE_SECONDS):
                log.warning("Some changes were still running after %g s; stopping anyway", STOP_GRACE_SECONDS)
            try:
                await asyncio.wait_for(bot.deliver_pending(), STOP_GRACE_SECONDS)
            except TimeoutError:
                log.warning("Announcements still pending at stop are posted at the next start")
        await bot.close()
        with contextlib.suppress(asyncio.TimeoutError, asyncio.CancelledError, discord.ConnectionClosed):
            await asyncio.wait_for(running, 5)
        log.info("Gateway closed")
        return True
    finally:
        stopping.cancel()
        if not running.done():
            running.cancel()


async def run_bot(settings: Settings) -> None:
    """``referee run``: log in, recover unfinished games, sync commands if
    they changed, and serve until stopped (SIGTERM/SIGINT: a clean stop)."""
    token = _require_token(settings)
    _setup_logging(settings)
    log.info("Starting with %r", settings)  # Settings.__repr__ never shows the token
    log.info("Serving %s", settings.shards_shown)
    log.info("Games are stored in %s", settings.db_shown if is_postgres(settings.db_path) or
             settings.db_path == ":memory:" else Path(settings.db_path).resolve())
    for problem in game_problems():
        log.error("%s The other games are served; this one's moves are kept but posted without a board.",
                  problem)
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    installed = _on_signals(loop, stop)
    if is_postgres(settings.db_path):
        log.info("Database connections: %s", settings.db_pool.shown)
    store = await open_store(settings.db_path, pool=settings.db_pool)
    lanes = picture_lanes(settings.render_processes, settings.replay_processes)
    thinking = computer_lane(settings.computer_processes)  # the hard computers' searches (issue 32)
    service: Service | None = None
    stopped = False
    try:
        if lanes.turns is not None:
            lanes.turns.submit(os.getpid)  # start a picture process now, not at the first move
        service = Service(store, render_executor=lanes.turns, heavy_executor=lanes.heavy,
                          computer_lane=thinking, computer_budget=Budget(seconds=settings.hard_seconds))
        service.guild_filter = guild_filter(settings)
        async with RefereeBot(settings, service) as bot:
            try:
                stopped = await serve(bot, settings, token, stop)
            finally:
                if not await bot.finish_handlers(HANDLER_GRACE_SECONDS):
                    log.warning("Handlers still running after %g s were cancelled", HANDLER_GRACE_SECONDS)
    finally:
        for sig in installed:
            loop.remove_signal_handler(sig)
        # A replay in progress is abandoned, never waited for; the turns'
        # lane finishes the pictures it began. In a thread: the loop goes on.
        # The computers' searches are abandoned too (a restart searches again).
        if service is not None:
            await service.stop_thinking()
        await asyncio.to_thread(stop_lane, thinking)
        await asyncio.to_thread(lanes.shutdown)
        await store.close()
    if stopped:
        log.info("Stopped cleanly")  # nothing runs any more that could reach the store


async def sync_commands(settings: Settings) -> list[str]:
    """``referee sync``: log in over HTTP only and sync the command tree now.
    Returns the names of the top-level commands synced."""
    token = _require_token(settings)
    _setup_logging(settings)
    store = await open_store(settings.db_path, pool=settings.db_pool)
    try:
        async with RefereeBot(settings, None) as bot:
            await bot.login(token)
            await sync_if_changed(bot, settings, force=True, store=store)
            return [c.name for c in bot.tree.get_commands()]
    finally:
        await store.close()
