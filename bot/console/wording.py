"""What the console does to the service's and the guides' sentences that is
not wording: commands named as markers (``rules.base.command``) written as
the console takes them, Discord's timestamps as dates, Discord's bold left
out. The console's own wording of a service sentence is a ``$front``
variant of its catalogue message (bot/i18n/locales/*/service.ftl), written
for the console by ``Service(..., front="console")``."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from bot.service import Reply
from rules.base import write_commands

BOLD = re.compile(r"\*\*")  # Discord's bold: formatting, not words


def console_command(words: str) -> str:
    """A command an engine names (``rules.base.command``), as the console
    takes it (after the player's name: ``ann: undo``)."""
    return f"`{words}`"


# Discord's timestamps (`<t:UNIX:R>`, shown in each reader's time zone).
DISCORD_TIME = re.compile(r"<t:(\d+):R>")


def console_time(match: re.Match[str]) -> str:
    return f"{datetime.fromtimestamp(int(match.group(1)), UTC):%Y-%m-%d %H:%M} UTC"


def console_wording(text: str) -> str:
    """A service or guide sentence as the console shows it: its commands
    written the console's way, its Discord timestamps as dates, no bold."""
    text = write_commands(text, console_command)
    text = BOLD.sub("", text)
    return DISCORD_TIME.sub(console_time, text)


def with_deadlines(text: str, reply: Reply) -> str:
    """``text`` and, at a table with a clock, "Alice to move, due
    2026-12-03 20:00 UTC" for each player who owes a decision."""
    lines = [f"{d.name} to move, due {d.at.astimezone(UTC):%Y-%m-%d %H:%M} UTC" for d in reply.deadlines]
    return "\n".join([text, "; ".join(lines)]) if lines else text
