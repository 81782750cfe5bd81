"""The console's commands, one table: each command is declared once, by the
``@command`` line above its handler (name, arguments, one line of help), and
both the dispatch (:func:`find`) and the help (:data:`PLAY_HELP`) are made
from that table. Adding a command is a service function plus one handler
here."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

from bot.console.faults import reason
from bot.console.gateway import CONSOLE_GUILD
from bot.console.wording import with_deadlines
from bot.service import Picture, Refused, Service, User
from rules.base import Move

# `moves` longer than this ends with how to see fewer.
MOVES_HINT_AFTER = 30

HELP_HEADER = """\
Commands: one a line, written by the player they are for, "NAME: COMMAND ARGS"
(e.g. "alice: moves"); any player may ask for any of them."""
USAGE_WIDTH = 20  # the help's column of usages ("leaderboard [GAME]" and two spaces)


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
    lang: str | None = None  # the language `rules` answers in (--lang, REFEREE_LANG; None: English)


Handler = Callable[[Asked], Awaitable[None]]


@dataclass(frozen=True)
class ConsoleCommand:
    """A line of the table: the command's name, its arguments as the help
    writes them, its help (more lines after a newline) and its handler."""

    name: str
    args: str
    help: str
    handler: Handler
    aliases: tuple[str, ...] = ()

    def help_lines(self) -> str:
        usage = f"{self.name} {self.args}".strip()
        return f"  {usage:<{USAGE_WIDTH}}" + ("\n" + " " * (USAGE_WIDTH + 2)).join(self.help.split("\n"))


COMMANDS: list[ConsoleCommand] = []


def command(name: str, args: str, help: str, *, aliases: tuple[str, ...] = ()) -> Callable[[Handler], Handler]:
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
    raise Refused(f"Unknown command {name!r}. Commands: {', '.join(c.name for c in COMMANDS)}.")


# -- the commands, in the order of the help ------------------------------------------------


@command("move", "NOTATION", "play a move (`moves` lists them, `rules` explains the notation)")
async def move(asked: Asked) -> None:
    reply = await asked.service.move(CONSOLE_GUILD, asked.channel, asked.user, asked.argument)
    asked.say(with_deadlines(reply.text, reply))
    for user_id, text in reply.private.items():
        if user_id == asked.user.id:
            asked.say(f"(for {asked.user.name} only) {text}")
    asked.save(reply.picture, "move")


@command("moves", "[WORDS]", "your legal moves; with WORDS, only those containing every word")
async def moves(asked: Asked) -> None:
    service, channel, user, argument, say = asked.service, asked.channel, asked.user, asked.argument, asked.say
    found = await service.legal_moves(CONSOLE_GUILD, channel, user, argument, limit=None)
    if not found and argument and await service.legal_moves(CONSOLE_GUILD, channel, user, "", limit=1):
        say(f"None of your legal moves matches {argument!r}; `moves` alone lists them all.")
    elif not found:
        say("You have no move to make right now.")
    for m in found:
        say(f"  {m.notation}" + (f"  ({m.label})" if m.label else ""), verbatim=True)
    if len(found) > MOVES_HINT_AFTER:
        say(await moves_hint(service, channel, user, argument, found))


@command("status", "", "the position and whose turn it is")
async def status(asked: Asked) -> None:
    reply = await asked.service.status(CONSOLE_GUILD, asked.channel, asked.user)
    asked.say(with_deadlines(reply.text, reply))


@command("board", "", "the board (its picture saved with --images)")
async def board(asked: Asked) -> None:
    reply = await asked.service.board(CONSOLE_GUILD, asked.channel)
    asked.say(reply.text)
    asked.save(reply.picture, "board")


@command("hand", "", "your private view (its picture saved with --images)")
async def hand(asked: Asked) -> None:
    reply = await asked.service.hand(CONSOLE_GUILD, asked.channel, asked.user)
    asked.say(f"(for {asked.user.name} only) {reply.text}")
    asked.save(reply.private_picture, f"hand-{asked.user.id}")


@command("history", "", "the moves so far, numbered")
async def history(asked: Asked) -> None:
    asked.say((await asked.service.history(CONSOLE_GUILD, asked.channel)).text)


@command("catchup", "", "what happened since your last move: the moves, your own private changes,\n"
                        "the scores then and now (issue 28: while you were away)")
async def catchup(asked: Asked) -> None:
    reply = await asked.service.catchup(CONSOLE_GUILD, asked.channel, asked.user)
    asked.say(f"(for {asked.user.name} only) {reply.text}")
    asked.save(reply.private_picture, f"catchup-{asked.user.id}")


@command("turn", "N", "the board after move N of `history` (0: the start)")
async def turn(asked: Asked) -> None:
    if not asked.argument.isdigit():
        raise Refused("Say which move: `turn N` shows the board after move N of `history` (0: the start).")
    reply = await asked.service.board_at(CONSOLE_GUILD, asked.channel, int(asked.argument))
    asked.say(reply.text)
    asked.save(reply.picture, f"turn-{asked.argument}")


@command("undo", "", "take your last move back (where the game allows it)")
async def undo(asked: Asked) -> None:
    reply = await asked.service.undo(CONSOLE_GUILD, asked.channel, asked.user)
    asked.say(with_deadlines(reply.text, reply))
    asked.save(reply.picture, "undo")


@command("resign", "", "a computer player takes over your seat")
async def resign(asked: Asked) -> None:
    reply = await asked.service.resign(CONSOLE_GUILD, asked.channel, asked.user)
    asked.say(with_deadlines(reply.text, reply))
    asked.save(reply.picture, "resign")


@command("vote", "wait|skip|hand", "when someone's time ran out, the others decide: wait longer (a day\n"
                                   "more), skip this turn (a computer decides it), hand the seat to a computer")
async def vote(asked: Asked) -> None:
    if not asked.argument:
        raise Refused("Say what you vote for: `vote wait`, `vote skip` or `vote hand`.")
    reply = await asked.service.vote(CONSOLE_GUILD, asked.channel, asked.user, asked.argument)
    asked.say(with_deadlines(reply.text, reply))
    asked.save(reply.picture, "vote")


@command("me", "[SETTING VALUE]", "your own settings, the same in every game: zone (e.g. Europe/Berlin),\n"
                                  "quiet (e.g. 23-07 or off), interval (hours), told (mention|dm), before\n"
                                  "(on|off), vacation (days, or back); alone: show them")
async def me(asked: Asked) -> None:
    setting, _, value = asked.argument.partition(" ")
    if setting and not value.strip():
        raise Refused(f"Say the value too, e.g. `me {setting} ...`; `me` alone shows your settings.")
    if setting and setting not in ("zone", "quiet", "interval", "told", "before", "vacation"):
        raise Refused(f"There is no setting {setting!r}. Settings: zone, quiet, interval, told, before, vacation.")
    changes: dict[str, str] = {setting: value.strip()} if setting else {}
    reply = await asked.service.me(asked.user, CONSOLE_GUILD, zone=changes.get("zone"), quiet=changes.get("quiet"),
                                   interval=changes.get("interval"), told=changes.get("told"),
                                   before=changes.get("before"), vacation=changes.get("vacation"))
    asked.say(reply.text)
    for told in reply.data or []:
        asked.say(told.text)


@command("export", "[FILE]", "the whole position as JSON, hidden information included\n"
                             "(into FILE if given): `referee show FILE` loads it")
async def export(asked: Asked) -> None:
    """The whole position as the game's JSON state, hidden information
    included (everybody at a console shares one screen), which `referee
    show` loads; into a file when one is named."""
    table = await asked.service.table(CONSOLE_GUILD, asked.channel)
    if table.state is None:
        raise Refused("The game has not started yet: there is no position to export.")
    text = json.dumps(table.state, indent=1, sort_keys=True)
    if not asked.argument:
        asked.say(text, verbatim=True)
        return
    target = Path(asked.argument)
    try:
        target.write_text(text + "\n", encoding="utf-8")
    except OSError as error:
        raise Refused(f"Cannot write the position to {target}: {reason(error)}. Name a file in a "
                      "writable folder, or type `export` alone to print it.") from None
    asked.say(f"The position is in {target}: `referee show {target}` checks it and lists the moves and scores.")


@command("rules", "", "how to play: the notation of every move, what the pictures show")
async def rules(asked: Asked) -> None:
    table = await asked.service.table(CONSOLE_GUILD, asked.channel)
    asked.say(await asked.service.rules_text(table.row.kind, asked.lang))


@command("stats", "", "your results")
async def stats(asked: Asked) -> None:
    asked.say((await asked.service.stats(CONSOLE_GUILD, asked.user)).text)


@command("leaderboard", "[GAME]", "the ratings in this game (or in GAME)")
async def leaderboard(asked: Asked) -> None:
    table = await asked.service.table(CONSOLE_GUILD, asked.channel)
    asked.say((await asked.service.leaderboard(CONSOLE_GUILD, asked.argument or table.row.kind)).text)


@command("rematch", "", "the same game again, same players and options")
async def rematch(asked: Asked) -> None:
    reply = await asked.service.rematch(CONSOLE_GUILD, asked.channel, asked.user)
    asked.say(reply.text)
    asked.save(reply.picture, "start")


@command("join", "", "take your seat in the rematch")
async def join(asked: Asked) -> None:
    reply = await asked.service.join(CONSOLE_GUILD, asked.channel, asked.user)
    asked.say(reply.text)
    asked.save(reply.picture, "start")


@command("abort", "", "end the game for everyone (in a running game with several players: propose\n"
                     "it; it ends when every player agrees within a day)")
async def abort(asked: Asked) -> None:
    # Every console player may manage the table, but abandoning a game still needs everyone's agreement.
    player = User(asked.user.id, asked.user.name)
    reply = await asked.service.abort(CONSOLE_GUILD, asked.channel, player)
    asked.say(with_deadlines(reply.text, reply))


@command("agree", "", "agree to the proposal to abandon the game")
async def agree(asked: Asked) -> None:
    reply = await asked.service.agree(CONSOLE_GUILD, asked.channel, asked.user)
    asked.say(with_deadlines(reply.text, reply))


@command("help", "", 'this list (a line of just "help" works too)', aliases=("?",))
async def help_(asked: Asked) -> None:
    asked.say(PLAY_HELP)


PLAY_HELP = "\n".join([HELP_HEADER, *(entry.help_lines() for entry in COMMANDS)])


# -- helpers of the commands ----------------------------------------------------------------


async def moves_hint(service: Service, channel: str, user: User, typed: str, moves: list[Move]) -> str:
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
    shown = ", ".join(f"`{user.name}: moves {words}` ({n})" for words, n in examples)
    return (f"{len(moves)} moves. To see only those containing every word you type, add words: "
            f"{shown}." if shown else
            f"{len(moves)} moves. To see fewer, add words they contain: `{user.name}: moves WORDS`.")
