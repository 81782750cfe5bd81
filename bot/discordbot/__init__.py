"""The Discord front end: slash commands, buttons and select menus over the
session service. ``run_bot(settings)`` and ``sync_commands(settings)`` are
coroutines (``asyncio.run(run_bot(settings))``)."""

from .client import RefereeBot
from .runner import run_bot, start, sync_commands, sync_if_changed

__all__ = ["RefereeBot", "run_bot", "start", "sync_commands", "sync_if_changed"]
