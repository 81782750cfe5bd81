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

# Until every sentence reaches the console written for it, what the console
# says instead of Discord's wording: (1) sentences of the service's time,
# votes and settings (bot/service/gate.py, abandon.py, expiry.py,
# community.py, mine.py), English for Discord until their catalogue
# (service-time.ftl) gives them a console variant; (2) refusals the console
# still writes with ``str(error)`` (English for Discord) rather than
# rendering ``error.message`` for the console: their catalogue messages have
# the console's variant already. Delete a line once its sentence comes
# written for the console; nothing else is reworded.
NOT_YET_WORDS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), replacement) for pattern, replacement in (
        (r"There is no game in this channel\. Start one with `new`\.",
         "There is no game here: run `referee play` to start one."),
        (r" \(the list of legal moves autocompletes\)", " (`moves` lists them)"),
        (r" Invite more or add a computer player\.",
         " Name more with --players, or add computer players with --computer N."),
        (r"There is no finished game in this channel", "There is no finished game here"),
        (r"The game in this channel is over\. Start a new one with `new`\.",
         "This game is over: `rematch` sets it up again, or run `referee play` for another."),
        (r"The game has not started yet\. Use `start` when everybody has joined\.",
         "The game has not started yet: it starts when every invited player has typed `join`."),
        (r" The channel is free\.", " Run `referee play` again to start another."),
        (r"an earlier game in this channel\.", "an earlier game here."),  # (1) and (2)
        (r" in this server\b", " in this database"),
    ))
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
    for pattern, replacement in NOT_YET_WORDS:
        text = pattern.sub(replacement, text)
    text = BOLD.sub("", text)
    return DISCORD_TIME.sub(console_time, text)


def with_deadlines(text: str, reply: Reply) -> str:
    """``text`` and, at a table with a clock, "Alice to move, due
    2026-12-03 20:00 UTC" for each player who owes a decision."""
    lines = [f"{d.name} to move, due {d.at.astimezone(UTC):%Y-%m-%d %H:%M} UTC" for d in reply.deadlines]
    return "\n".join([text, "; ".join(lines)]) if lines else text
