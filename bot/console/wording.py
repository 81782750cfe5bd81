"""The console's words for the service's sentences, which are written for
Discord: the console has no `new`, `start`, slash commands or autocomplete,
and its one table is not a channel."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from bot.service import Reply
from rules.base import write_commands

# Discord's wording in the service's and the guides' sentences, and what the
# console says instead.
CONSOLE_WORDING: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), replacement) for pattern, replacement in (
        (r"There is no game in this channel\. Start one with `new`\.",
         "There is no game here: run `referee play` to start one."),
        (r"The last game in this channel was aborted\. Start one with `new`\.",
         "The last game here was aborted: run `referee play` again to start another."),
        (r"The game in this channel is over\. Start a new one with `new`\.",
         "This game is over: `rematch` sets it up again, or run `referee play` for another."),
        (r"The game has not started yet\. Use `start` when everybody has joined\.",
         "The game has not started yet: it starts when every invited player has typed `join`."),
        (r" \(the list of legal moves autocompletes\)", " (`moves` lists them)"),
        (r" The channel is free\.", " Run `referee play` again to start another."),
        (r" Ready to start\.", " Waiting for the invited players to `join`."),
        (r" Invite more or add a computer player\.",
         " Name more with --players, or add computer players with --computer N."),
        (r" in this channel\b", " here"),
        (r" in this server\b", " in this database"),
        (r"\*\*", ""),  # Discord's bold
    ))


def console_command(words: str) -> str:
    """A command an engine names (``rules.base.command``), as the console
    takes it (after the player's name: ``ann: undo``)."""
    return f"`{words}`"


# Discord's timestamps (`<t:UNIX:R>`, shown in each reader's time zone).
DISCORD_TIME = re.compile(r"<t:(\d+):R>")


def console_time(match: re.Match[str]) -> str:
    return f"{datetime.fromtimestamp(int(match.group(1)), UTC):%Y-%m-%d %H:%M} UTC"


def console_wording(text: str) -> str:
    """A service or guide sentence in the console's words."""
    text = write_commands(text, console_command)
    for pattern, replacement in CONSOLE_WORDING:
        text = pattern.sub(replacement, text)
    return DISCORD_TIME.sub(console_time, text)


def with_deadlines(text: str, reply: Reply) -> str:
    """``text`` and, at a table with a clock, "Alice to move, due
    2026-12-03 20:00 UTC" for each player who owes a decision."""
    lines = [f"{d.name} to move, due {d.at.astimezone(UTC):%Y-%m-%d %H:%M} UTC" for d in reply.deadlines]
    return "\n".join([text, "; ".join(lines)]) if lines else text
