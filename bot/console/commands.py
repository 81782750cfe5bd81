"""The console's commands, one table: each command is declared once, by the
``@command`` line above its handler (name, arguments, one line of help), and
both the dispatch (:func:`find`) and the help (:data:`PLAY_HELP`) are made
from that table. Adding a command is a service function plus one handler
here."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC
from pathlib import Path

from bot.console.faults import reason
from bot.console.gateway import CONSOLE_GUILD
from bot.console.speech import Text, joined, say, words
from bot.service import Picture, Refused, Reply, Service, User
from rules.base import Move

# `moves` longer than this ends with how to see fewer.
MOVES_HINT_AFTER = 30

HELP_HEADER = say("con-help-header")
USAGE_WIDTH = 20  # the help's narrowest column of usages ("vote wait|skip|hand" and a space)


@dataclass(frozen=True)
class Asked:
    """One command as a player typed it: at which table, by whom, its
    argument, and where the answer goes: ``say(text)`` prints a line in the
    console's words (``verbatim=True``: as it is), ``save(picture, label)``
    keeps a picture when --images is given."""

    service: Service
    channel: str
    user: User
    argument: str
    say: Callable[..., None]
    save: Callable[[Picture | None, str], None]
    lang: str | None = None  # the console's language (--lang, REFEREE_LANG; None: English)


Handler = Callable[[Asked], Awaitable[None]]


@dataclass(frozen=True)
class ConsoleCommand:
    """A line of the table: the command's name, its arguments as the help
    writes them, its help (more lines after a newline) and its handler. The
    arguments and the help are catalogue messages (or finished words)."""

    name: str
    args: str | Text
    help: str | Text
    handler: Handler
    aliases: tuple[str, ...] = ()

    def usage(self, lang: str | None = None) -> str:
        """The command and its arguments as the help writes them in ``lang``."""
        return f"{self.name} {words(lang).render(self.args)}".strip()

    def help_lines(self, lang: str | None = None, width: int = USAGE_WIDTH) -> str:
        """The command's lines of the help in ``lang`` (None: English), its
        usage in a column ``width`` wide."""
        return f"  {self.usage(lang):<{width}}" + ("\n" + " " * (width + 2)).join(
            words(lang).render(self.help).split("\n"))


COMMANDS: list[ConsoleCommand] = []


def command(name: str, args: str | Text, help: str | Text, *,
            aliases: tuple[str, ...] = ()) -> Callable[[Handler], Handler]:
    """Declare the handler below as the console command ``name``; the table
    keeps the order of declaration, which is the order of the help."""

    def declare(handler: Handler) -> Handler:
        COMMANDS.append(ConsoleCommand(name, args, help, handler, aliases))
        return handler

    return declare


def find(name: str) -> ConsoleCommand:
    """The command called ``name`` (or one of its aliases); refused with the
    list of commands when there is none."""
    for entry in COMMANDS:
        if name == entry.name or name in entry.aliases:
            return entry
    raise Refused(say("con-unknown-command", name=name, commands=", ".join(c.name for c in COMMANDS)))


# -- the commands, in the order of the help ------------------------------------------------


@command("move", say("con-args-notation"), say("con-help-move"))
async def move(asked: Asked) -> None:
    reply = await asked.service.move(CONSOLE_GUILD, asked.channel, asked.user, asked.argument)
    asked.say(with_deadlines(reply.text, reply, asked.lang))
    for user_id, text in reply.private.items():
        if user_id == asked.user.id:
            asked.say(private(asked.user, text))
    asked.save(reply.picture, "move")


@command("moves", say("con-args-words"), say("con-help-moves"))
async def moves(asked: Asked) -> None:
    service, channel, user, argument, say = asked.service, asked.channel, asked.user, asked.argument, asked.say
    found = await service.legal_moves(CONSOLE_GUILD, channel, user, argument, limit=None)
    if not found and argument and await service.legal_moves(CONSOLE_GUILD, channel, user, "", limit=1):
        say(Text("con-moves-none-match", {"typed": argument}))
    elif not found:
        say(Text("con-moves-none", {}))
    written = words(asked.lang)
    for m in found:
        say(f"  {m.notation}" + (f"  ({written.render(m.label)})" if m.label else ""), verbatim=True)
    if len(found) > MOVES_HINT_AFTER:
        say(await moves_hint(service, channel, user, argument, found))


@command("status", "", say("con-help-status"))
async def status(asked: Asked) -> None:
    reply = await asked.service.status(CONSOLE_GUILD, asked.channel, asked.user)
    asked.say(with_deadlines(reply.text, reply, asked.lang))


@command("board", "", say("con-help-board"))
async def board(asked: Asked) -> None:
    reply = await asked.service.board(CONSOLE_GUILD, asked.channel)
    asked.say(reply.text)
    asked.save(reply.picture, "board")


@command("hand", "", say("con-help-hand"))
async def hand(asked: Asked) -> None:
    reply = await asked.service.hand(CONSOLE_GUILD, asked.channel, asked.user)
    asked.say(private(asked.user, reply.text))
    asked.save(reply.private_picture, f"hand-{asked.user.id}")


@command("history", "", say("con-help-history"))
async def history(asked: Asked) -> None:
    asked.say((await asked.service.history(CONSOLE_GUILD, asked.channel, user=asked.user)).text)


@command("catchup", "", say("con-help-catchup"))
async def catchup(asked: Asked) -> None:
    reply = await asked.service.catchup(CONSOLE_GUILD, asked.channel, asked.user)
    asked.say(private(asked.user, reply.text))
    asked.save(reply.private_picture, f"catchup-{asked.user.id}")


@command("turn", "N", say("con-help-turn"))
async def turn(asked: Asked) -> None:
    if not asked.argument.isdigit():
        raise Refused(say("con-turn-which"))
    reply = await asked.service.board_at(CONSOLE_GUILD, asked.channel, int(asked.argument), asked.user)
    asked.say(reply.text)
    asked.save(reply.picture, f"turn-{asked.argument}")


@command("undo", "", say("con-help-undo"))
async def undo(asked: Asked) -> None:
    reply = await asked.service.undo(CONSOLE_GUILD, asked.channel, asked.user)
    asked.say(with_deadlines(reply.text, reply, asked.lang))
    asked.save(reply.picture, "undo")


@command("resign", "", say("con-help-resign"))
async def resign(asked: Asked) -> None:
    reply = await asked.service.resign(CONSOLE_GUILD, asked.channel, asked.user)
    asked.say(with_deadlines(reply.text, reply, asked.lang))
    asked.save(reply.picture, "resign")


@command("vote", "wait|skip|hand", say("con-help-vote"))
async def vote(asked: Asked) -> None:
    if not asked.argument:
        raise Refused(say("con-vote-what"))
    reply = await asked.service.vote(CONSOLE_GUILD, asked.channel, asked.user, asked.argument)
    asked.say(with_deadlines(reply.text, reply, asked.lang))
    asked.save(reply.picture, "vote")


@command("me", say("con-args-setting"), say("con-help-me"))
async def me(asked: Asked) -> None:
    setting, _, value = asked.argument.partition(" ")
    if setting and not value.strip():
        raise Refused(say("con-me-value", setting=setting))
    if setting and setting not in ("zone", "quiet", "interval", "told", "before", "vacation"):
        raise Refused(say("con-me-unknown", setting=setting))
    changes: dict[str, str] = {setting: value.strip()} if setting else {}
    reply = await asked.service.me(asked.user, CONSOLE_GUILD, zone=changes.get("zone"), quiet=changes.get("quiet"),
                                   interval=changes.get("interval"), told=changes.get("told"),
                                   before=changes.get("before"), vacation=changes.get("vacation"))
    asked.say(reply.text)
    for told in reply.data or []:
        asked.say(told.text)


@command("export", say("con-args-file"), say("con-help-export"))
async def export(asked: Asked) -> None:
    """The whole position as the game's JSON state, hidden information
    included (everybody at a console shares one screen), which `referee
    show` loads; into a file when one is named."""
    table = await asked.service.table(CONSOLE_GUILD, asked.channel)
    if table.state is None:
        raise Refused(say("con-export-not-started"))
    text = json.dumps(table.state, indent=1, sort_keys=True)
    if not asked.argument:
        asked.say(text, verbatim=True)
        return
    target = Path(asked.argument)
    try:
        target.write_text(text + "\n", encoding="utf-8")
    except OSError as error:
        raise Refused(say("con-export-unwritable", target=str(target), reason=reason(error))) from None
    asked.say(say("con-export-written", target=str(target)))


@command("rules", "", say("con-help-rules"))
async def rules(asked: Asked) -> None:
    table = await asked.service.table(CONSOLE_GUILD, asked.channel)
    asked.say(await asked.service.rules_text(table.row.kind, asked.lang))


@command("stats", "", say("con-help-stats"))
async def stats(asked: Asked) -> None:
    asked.say((await asked.service.stats(CONSOLE_GUILD, asked.user)).text)


@command("leaderboard", say("con-args-game"), say("con-help-leaderboard"))
async def leaderboard(asked: Asked) -> None:
    table = await asked.service.table(CONSOLE_GUILD, asked.channel)
    asked.say((await asked.service.leaderboard(CONSOLE_GUILD, asked.argument or table.row.kind)).text)


@command("rematch", "", say("con-help-rematch"))
async def rematch(asked: Asked) -> None:
    reply = await asked.service.rematch(CONSOLE_GUILD, asked.channel, asked.user)
    asked.say(reply.text)
    asked.save(reply.picture, "start")


@command("join", "", say("con-help-join"))
async def join(asked: Asked) -> None:
    reply = await asked.service.join(CONSOLE_GUILD, asked.channel, asked.user)
    asked.say(reply.text)
    asked.save(reply.picture, "start")


@command("abort", "", say("con-help-abort"))
async def abort(asked: Asked) -> None:
    # Every console player may manage the table, but abandoning a game still needs everyone's agreement.
    player = User(asked.user.id, asked.user.name)
    reply = await asked.service.abort(CONSOLE_GUILD, asked.channel, player)
    asked.say(with_deadlines(reply.text, reply, asked.lang))


@command("agree", "", say("con-help-agree"))
async def agree(asked: Asked) -> None:
    reply = await asked.service.agree(CONSOLE_GUILD, asked.channel, asked.user)
    asked.say(with_deadlines(reply.text, reply, asked.lang))


@command("help", "", say("con-help-help"), aliases=("?",))
async def help_(asked: Asked) -> None:
    asked.say(play_help(asked.lang), verbatim=True)


def play_help(lang: str | None = None) -> str:
    """The list of commands in ``lang`` (None: English)."""
    width = max(USAGE_WIDTH, *(len(entry.usage(lang)) + 1 for entry in COMMANDS))  # a language's longer words
    return "\n".join([words(lang).render(HELP_HEADER), *(entry.help_lines(lang, width) for entry in COMMANDS)])


PLAY_HELP = play_help()  # in English


# -- helpers of the commands ----------------------------------------------------------------


async def moves_hint(service: Service, channel: str, user: User, typed: str, moves: list[Move]) -> Text:
    """How to list fewer moves, with filters that work on this list: the
    first word of each kind of move, then first two words, each with the
    number of moves it keeps (asked of the service, so the count is true)."""
    typed_words = typed.lower().split()
    firsts: list[str] = []
    pairs: list[str] = []
    for m in moves:
        words = [w for w in m.notation.split() if w.lower() not in typed_words]
        for size, found in ((1, firsts), (2, pairs)):
            candidate = " ".join([*typed.split(), *words[:size]])
            if len(words) >= size and candidate not in found:
                found.append(candidate)
    examples: list[tuple[str, int]] = []
    seen: set[frozenset[str]] = set()
    for candidate in (firsts + pairs)[:12]:
        kept = await service.legal_moves(CONSOLE_GUILD, channel, user, candidate, limit=None)
        same = frozenset(m.notation for m in kept)
        if 0 < len(kept) < len(moves) and same not in seen:
            seen.add(same)
            examples.append((candidate, len(kept)))
        if len(examples) == 3:
            break
    if not examples:
        return say("con-moves-hint-plain", count=len(moves), name=user.name)
    shown = [say("con-moves-hint-example", name=user.name, words=filter_words, count=count)
             for filter_words, count in examples]
    return say("con-moves-hint", count=len(moves), examples=joined(shown, ", "))


def private(user: User, text: str | Text) -> Text:
    """``text`` for ``user``'s eyes only, "(for ann only) ..." (at a console
    every player reads the one screen)."""
    return say("con-for-only", name=user.name, text=text)


def with_deadlines(text: str | Text, reply: Reply, lang: str | None = None) -> str | Text:
    """``text`` and, at a table with a clock, "Alice to move, due
    2026-12-03 20:00 UTC" for each player who owes a decision."""
    if not reply.deadlines:
        return text
    due = [say("con-due", name=d.name, at=f"{d.at.astimezone(UTC):%Y-%m-%d %H:%M} UTC") for d in reply.deadlines]
    return joined([text, joined(due, "; ")], "\n")
