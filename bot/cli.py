"""The ``referee`` command: run the Discord bot, or play offline.

    referee run                      start the Discord bot (DISCORD_TOKEN)
    referee sync                     re-sync the slash commands
    referee games                    list the games, player counts and options
    referee play GAME --players a,b  play offline: lines "NAME: COMMAND ARGS" on stdin
    referee demo GAME                computer players play a whole game
    referee show STATE.json          check a position, list moves and scores
    referee backup|restore|doctor|purge   the server admin's commands (bot/admin.py)

Every fault is one sentence on standard error (what is wrong, where, what to
do) and an exit status (EXIT_* below); an unexpected error is an apology with
a reference, its traceback written to a log file, never to the terminal.
"""

from __future__ import annotations

import argparse
import asyncio
import errno
import json
import logging
import math
import os
import re
import secrets
import sqlite3
import sys
import tempfile
from pathlib import Path

from storage.faults import StoreFault, explain, open_store
from storage.store import StorageError

# Exit codes: every fault is one sentence on stderr and one of these.
EXIT_OK = 0
EXIT_REFUSED = 1      # the input was refused (a position, a game set-up); or an unexpected error
EXIT_USAGE = 2        # the command line or the configuration is wrong (no token, unknown game, ...)
EXIT_ENVIRONMENT = 3  # the database, a folder, the network or Discord is in the way
EXIT_INTERRUPTED = 130
EXIT_NO_TOKEN = EXIT_USAGE

# How long to wait for another process's lock on a database (None: the
# store's own busy timeout). Tests lower it.
STORE_BUSY_TIMEOUT_MS: int | None = None

MAX_STATE_BYTES = 16 * 1024 * 1024  # a state is a few kilobytes
MAX_STATE_DEPTH = 64                # and a few levels deep
MAX_STATE_INT = 1 << 64             # the largest number a game keeps (its RNG state)

log = logging.getLogger("referee.cli")

NO_TOKEN_HELP = """\
No Discord token: set DISCORD_TOKEN in the environment or in a .env file
(see .env.example).

To get a token: open https://discord.com/developers/applications, create an
application, open its Bot page and press "Reset Token"; invite the bot with
the scopes bot and applications.commands (docs/discord.md has the details).

To play offline without Discord:
    referee games                                   # what can be played
    referee play twittens --players alice,bob       # then type lines like
        alice: status
        alice: move ...
    referee demo townies --players 3 --seed 1       # watch computers play
"""

BAD_TOKEN = (
    "Discord refused the token in DISCORD_TOKEN (it is wrong, or was reset): open "
    "https://discord.com/developers/applications, your application's Bot page, press "
    '"Reset Token" and put the new token in DISCORD_TOKEN or .env.'
)

INTENTS = (
    "Discord refused the bot's intents: enable the privileged intents the bot asks for on "
    "your application's Bot page at https://discord.com/developers/applications, then start again."
)

EXIT_CODES_HELP = """\
exit status: 0 done; 1 the input was refused (or an unexpected error, with a
reference to report); 2 a wrong command line or configuration; 3 the database,
a folder, the network or Discord is in the way; 130 interrupted."""


class Fault(Exception):
    """A fault the user can fix. ``str(fault)`` is the sentence they read
    (what is wrong, where, what to do); ``code`` is the exit status."""

    def __init__(self, message: str, code: int = EXIT_REFUSED):
        super().__init__(message)
        self.code = code


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "command", None):
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        code = int(args.handler(args) or 0)
        sys.stdout.flush()  # a closed pipe shows here, not at exit
        return code
    except Fault as fault:
        return _fail(str(fault), fault.code)
    except StoreFault as fault:
        return _fail(str(fault), EXIT_ENVIRONMENT)
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        _quiet_stdout()
        return EXIT_REFUSED
    except Exception as error:  # noqa: BLE001 - the last line of defence
        return _apologise(error)


def _fail(message: str, code: int) -> int:
    try:
        sys.stderr.write(f"error: {message}\n")
        sys.stderr.flush()
    except (OSError, ValueError):  # stderr closed too: nothing more to say
        pass
    return code


def _quiet_stdout() -> None:
    """The reader of standard output went away (``referee demo | head -1``):
    point stdout at /dev/null so that flushing at exit raises nothing
    (https://docs.python.org/3/library/signal.html#note-on-sigpipe)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # not a real file (tests)
        pass


def crash_log_path() -> Path | None:
    """The file where unexpected errors are logged with their traceback."""
    candidates = []
    try:
        import platformdirs

        candidates.append(Path(platformdirs.user_log_dir("tabletop-referee", appauthor=False)))
    except Exception:  # noqa: BLE001 - any failure: fall back to the temp folder
        pass
    candidates.append(Path(tempfile.gettempdir()))
    for folder in candidates:
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / "referee-errors.log"
            with open(path, "a", encoding="utf-8"):
                pass
            return path
        except OSError:
            continue
    return None


def _apologise(error: BaseException) -> int:
    """A one-line apology with a reference; the traceback goes to the log."""
    reference = secrets.token_hex(4)
    path = None
    try:
        path = crash_log_path()
        if path is not None:
            crash = logging.getLogger("referee.crash")
            crash.propagate = False  # never onto the user's terminal
            handler = logging.FileHandler(path, encoding="utf-8")
            handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
            crash.addHandler(handler)
            try:
                crash.error("reference %s", reference, exc_info=error)
            finally:
                crash.removeHandler(handler)
                handler.close()
    except Exception:  # noqa: BLE001 - the apology must still be printed
        path = None
    where = (f"The details are in {path}; please report the reference with them."
             if path is not None else "Please report the reference and what you were doing.")
    return _fail(f"Sorry, the referee failed unexpectedly (reference {reference}). {where}", EXIT_REFUSED)


CONSOLE_GUILD_DEFAULT = "console"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="referee", description="Tabletop Referee: a Discord bot that referees tabletop games.",
        epilog=EXIT_CODES_HELP, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command")

    run = sub.add_parser("run", help="start the Discord bot")
    run.set_defaults(handler=cmd_run)

    sync = sub.add_parser("sync", help="re-sync slash commands with Discord")
    sync.set_defaults(handler=cmd_sync)

    games = sub.add_parser("games", help="list the games (or, with --mine, a player's unfinished games)")
    games.add_argument("--mine", metavar="NAME", default=None,
                       help="list NAME's unfinished games in a database instead (console: the player's name;"
                            " a bot's database: the Discord user id, with --server)")
    games.add_argument("--db", default=None, help="the database for --mine (default: the bot's, REFEREE_DB)")
    games.add_argument("--server", default=CONSOLE_GUILD_DEFAULT,
                       help="the Discord server id for --mine in a bot's database (default: console games)")
    games.set_defaults(handler=cmd_games)

    replay = sub.add_parser("replay", help="an animated replay (GIF) of a stored game, one frame per move")
    replay.add_argument("db", help="the database holding the game (a file, sqlite:///PATH or postgresql://URL)")
    replay.add_argument("game_id", type=int, help="the game's number (`referee games --mine` shows it)")
    replay.add_argument("--out", required=True, help="the GIF file to write")
    replay.set_defaults(handler=cmd_replay)

    ratings = sub.add_parser("ratings", help="ratings maintenance")
    ratings.add_argument("--rebuild", action="store_true", required=True,
                         help="forget every rating and rate every finished game again from its results")
    ratings.add_argument("--db", default=None, help="the database (default: the bot's, REFEREE_DB)")
    ratings.set_defaults(handler=cmd_ratings)

    play = sub.add_parser("play", help="play offline, reading 'NAME: COMMAND ARGS' lines from stdin")
    play.add_argument("game")
    play.add_argument("--players", required=True, help="comma-separated names, in seat order")
    play.add_argument("--computer", type=int, default=0, help="computer players to add")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--db", default=None, help="the database (a file, sqlite:///PATH or postgresql://URL); "
                           "running again resumes the game there")
    play.add_argument("--images", default=None, help="folder to save each board picture in")
    play.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                      help="a game option (repeatable)")
    play.set_defaults(handler=cmd_play)

    demo = sub.add_parser("demo", help="computer players play a whole game")
    demo.add_argument("game")
    demo.add_argument("--players", type=int, default=None)
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--images", default=None)
    demo.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    demo.set_defaults(handler=cmd_demo)

    show = sub.add_parser("show", help="check a JSON state, list the legal moves and the scores")
    show.add_argument("state", help="a JSON state file (each game's README documents the format)")
    show.add_argument("--images", default=None)
    show.set_defaults(handler=cmd_show)

    from bot import admin  # backup, restore, doctor, purge (docs/hosting.md)

    admin.register(sub)
    return parser


# -- shared helpers ------------------------------------------------------------------


def _game_or_fault(name: str):
    from rules import registry

    try:
        return registry.get(name)
    except KeyError as error:
        raise Fault(str(error.args[0]), EXIT_USAGE) from None


def _images_folder(name: str | None) -> Path | None:
    """The folder pictures are saved in, created if missing and checked
    writable before anything is played."""
    if not name:
        return None
    folder = Path(name)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, probe = tempfile.mkstemp(dir=folder, prefix=".referee-probe-")
        os.close(handle)
        os.unlink(probe)
    except FileExistsError:
        raise Fault(f"The pictures folder {folder} is a file, not a folder: give a folder with "
                    "--images (it is created if missing).", EXIT_ENVIRONMENT) from None
    except OSError as error:
        raise Fault(f"Cannot save pictures in the folder {folder}: {_reason(error)}. Give a "
                    "writable folder with --images, or leave --images out.", EXIT_ENVIRONMENT) from None
    return folder


def _reason(error: OSError) -> str:
    reasons: dict[int | None, str] = {
        errno.EACCES: "permission denied", errno.EPERM: "the folder may not be written to",
        errno.EROFS: "the file system is read-only", errno.ENOSPC: "the disk is full",
        errno.ENOTDIR: "a part of that path is a file, not a folder",
        errno.EFBIG: "the file-size limit (ulimit -f) was reached",
    }
    return reasons.get(error.errno, (error.strerror or str(error)).lower())


def _write_picture(path: Path, png: bytes) -> None:
    try:
        path.write_bytes(png)
    except OSError as error:
        raise Fault(f"Cannot save the picture {path}: {_reason(error)}. Give a writable folder "
                    "with --images, or leave --images out.", EXIT_ENVIRONMENT) from None


async def _close(store) -> None:
    """Close a store on the way out, whatever happened; a second fault while
    closing must not hide the first."""
    try:
        await store.close()
    except Exception:  # noqa: BLE001
        log.debug("closing the store failed", exc_info=True)


# -- run / sync ------------------------------------------------------------------


def _settings_or_exit():
    from bot import config

    try:
        settings = config.load()
    except SystemExit as stop:  # config explains a bad setting in a sentence
        if isinstance(stop.code, str):
            raise Fault(stop.code, EXIT_USAGE) from None
        raise
    if not settings.token:
        sys.stderr.write(NO_TOKEN_HELP)
        return None, EXIT_NO_TOKEN
    return settings, 0


async def _check_store(path: str) -> None:
    store = await open_store(path, busy_timeout_ms=STORE_BUSY_TIMEOUT_MS)
    await _close(store)


_NETWORK_ERRNOS = {errno.ECONNREFUSED, errno.ECONNRESET, errno.ECONNABORTED, errno.ENETUNREACH,
                   errno.ENETDOWN, errno.EHOSTUNREACH, errno.EHOSTDOWN, errno.ETIMEDOUT}


def _no_network(detail: str) -> Fault:
    return Fault(f"Cannot reach Discord ({detail}): check this machine's network connection, DNS "
                 "and any firewall or proxy, then try again.", EXIT_ENVIRONMENT)


def _discord(action: str) -> int:
    import socket

    import aiohttp
    import discord

    settings, code = _settings_or_exit()
    if settings is None:
        return code
    from bot import discordbot

    try:
        if action == "run_bot":
            # The store checks itself (quick_check, locks, schema) before
            # the bot logs in, so a damaged database is refused up front.
            asyncio.run(_check_store(settings.db_path))
        result = getattr(discordbot, action)(settings)
        if asyncio.iscoroutine(result):
            asyncio.run(result)
    except discord.LoginFailure:
        raise Fault(BAD_TOKEN, EXIT_USAGE) from None
    except discord.PrivilegedIntentsRequired:
        raise Fault(INTENTS, EXIT_USAGE) from None
    except discord.GatewayNotFound:
        raise _no_network("no gateway address") from None
    except discord.ConnectionClosed as error:
        raise Fault(f"Discord closed the connection (code {error.code}"
                    f"{': ' + error.reason if error.reason else ''}): check the token and the "
                    "bot's settings on https://discord.com/developers/applications, then try again.",
                    EXIT_ENVIRONMENT) from None
    except discord.HTTPException as error:
        raise Fault(f"Discord answered {error.status} ({error.text or 'no reason given'}): try "
                    "again later; if it persists, check https://discordstatus.com.",
                    EXIT_ENVIRONMENT) from None
    except (TimeoutError, aiohttp.ClientError, socket.gaierror) as error:
        raise _no_network(str(error) or type(error).__name__) from None
    except (sqlite3.Error, StorageError) as error:
        raise explain(error, settings.db_path) from None
    except OSError as error:
        if error.errno in _NETWORK_ERRNOS:
            raise _no_network(error.strerror or str(error)) from None
        where = f" ({error.filename})" if error.filename else ""
        raise Fault(f"The bot could not start: {_reason(error)}{where}. Fix that and try again.",
                    EXIT_ENVIRONMENT) from None
    return 0


def cmd_run(args) -> int:
    return _discord("run_bot")


def cmd_sync(args) -> int:
    return _discord("sync_commands")


# -- games -------------------------------------------------------------------------


def cmd_games(args) -> int:
    from rules import registry

    if args.mine:
        return cmd_mine(args)

    games = registry.games()
    if not games:
        print("No games are installed yet.")
        return 0
    for key, game in sorted(games.items()):
        info = game.info
        print(f"{key}: {info.name}, {info.min_players} to {info.max_players} players. {info.summary}")
        for v in info.variants:
            choices = f" [{'|'.join(v.choices)}]" if v.choices else ""
            default = ("yes" if v.default else "no") if isinstance(v.default, bool) else v.default
            print(f"    --option {v.key}=...{choices}  {v.description} (default {default})")
    return 0


def cmd_mine(args) -> int:
    """``referee games --mine NAME``: a player's unfinished games."""
    from bot.service import User

    db = args.db or _settings_or_exit().db_path

    async def work() -> int:
        service = await _open_service(db)
        try:
            guild = args.server
            user_id = args.mine.lower() if guild == CONSOLE_GUILD else args.mine
            reply = await service.mine(guild, User(user_id, args.mine))
        finally:
            await _close(service.store)
        print(console_wording(reply.text) if not reply.data else "\n".join(
            f"game {d['game_id']}: {d['name']} in {d['channel']}, "
            + ("lobby" if d["status"] == "lobby" else
               f"{args.mine} to move since {d['since']}" if d["owes"] else "waiting for others")
            for d in reply.data))
        return 0

    return asyncio.run(work())


def cmd_replay(args) -> int:
    """``referee replay DB GAME_ID --out FILE``."""
    from bot.service import ServiceError

    out = Path(args.out)
    if out.is_dir():
        raise Fault(f"{out} is a folder: give the GIF file to write, e.g. {out / 'replay.gif'}.", EXIT_USAGE)

    async def work() -> int:
        service = await _open_service(args.db, must_exist=True)
        try:
            picture = await service.replay(args.game_id)
        except ServiceError as error:
            raise Fault(str(error)) from None
        finally:
            await _close(service.store)
        try:
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(picture.png)
        except OSError as error:
            raise Fault(f"Cannot write the replay to {out}: {_reason(error)}.", EXIT_ENVIRONMENT) from None
        print(f"{picture.alt} Written to {out} ({len(picture.png):,} bytes).")
        return 0

    return asyncio.run(work())


def cmd_ratings(args) -> int:
    """``referee ratings --rebuild``: ratings recomputed from the results."""
    db = args.db or _settings_or_exit().db_path

    async def work() -> int:
        service = await _open_service(db, must_exist=True)
        try:
            rated = await service.rebuild_ratings()
        finally:
            await _close(service.store)
        print(f"Ratings rebuilt from the results of {rated} rated game(s) in {db}.")
        return 0

    return asyncio.run(work())


def _options(pairs: list[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        if "=" not in pair:
            raise Fault(f"--option takes KEY=VALUE, not {pair!r}.", EXIT_USAGE)
        key, value = pair.split("=", 1)
        options[key.strip()] = value.strip()
    return options


# -- play ----------------------------------------------------------------------------

CONSOLE_GUILD = CONSOLE_GUILD_DEFAULT

PLAY_HELP = """\
Commands: one a line, written by the player they are for, "NAME: COMMAND ARGS"
(e.g. "alice: moves"); any player may ask for any of them.
  move NOTATION       play a move (`moves` lists them, `rules` explains the notation)
  moves [WORDS]       your legal moves; with WORDS, only those containing every word
  status              the position and whose turn it is
  board               the board (its picture saved with --images)
  hand                your private view (its picture saved with --images)
  history             the moves so far, numbered
  turn N              the board after move N of `history` (0: the start)
  undo                take your last move back (where the game allows it)
  resign              a computer player takes over your seat
  export [FILE]       the whole position as JSON, hidden information included
                      (into FILE if given): `referee show FILE` loads it
  rules               how to play: the notation of every move, what the pictures show
  stats               your results
  leaderboard [GAME]  the ratings in this game (or in GAME)
  rematch             the same game again, same players and options
  join                take your seat in the rematch
  abort               end the game for everyone
  help                this list (a line of just "help" works too)"""

# Discord's wording in the service's and the guides' sentences, and what the
# console says instead (the console has no `new`, `start`, slash commands or
# autocomplete, and its one table is not a channel).
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
        # A guide's "`/game move X`, or `ann: move X` offline" keeps the console's half.
        (r"`/game move [^`]*`, (?:or )?(?:offline )?(`[^`]*`)(?: offline)?", r"\1"),
        (r"`/game ([^`]*)`", r"`\1`"),
        (r" The channel is free\.", " Run `referee play` again to start another."),
        (r" Ready to start\.", " Waiting for the invited players to `join`."),
        (r" Invite more or add a computer player\.",
         " Name more with --players, or add computer players with --computer N."),
        (r" in this channel\b", " here"),
        (r" in this server\b", " in this database"),
        (r"\*\*", ""),  # Discord's bold
    ))


def console_wording(text: str) -> str:
    """A service or guide sentence in the console's words."""
    for pattern, replacement in CONSOLE_WORDING:
        text = pattern.sub(replacement, text)
    return text


def cmd_play(args) -> int:
    names = [n.strip() for n in args.players.split(",") if n.strip()]
    if not names:
        raise Fault("--players needs at least one name, e.g. --players alice,bob.", EXIT_USAGE)
    if len(set(n.lower() for n in names)) != len(names):
        raise Fault("Player names must differ (--players alice,bob).", EXIT_USAGE)
    for name in names:
        if name.lower().startswith("computer-"):
            raise Fault(f"{name!r} is a name kept for computer players: choose another, or use --computer N.",
                        EXIT_USAGE)
    _game_or_fault(args.game)
    _options(args.option)
    return asyncio.run(_play(args, names, sys.stdin, sys.stdout))


async def _open_service(db: str | None, *, must_exist: bool = False):
    """The console's service: its replies are shown at once, so it keeps no
    outbox of announcements."""
    from bot.service import Service
    from storage import is_postgres, sqlite_path

    if must_exist and db and not is_postgres(db) and sqlite_path(db) != ":memory:" \
            and not Path(sqlite_path(db)).exists():
        raise Fault(f"There is no database at {db}: give the path of the referee's database.", EXIT_USAGE)
    store = await open_store(db or ":memory:", busy_timeout_ms=STORE_BUSY_TIMEOUT_MS)
    try:
        return Service(store, outbox=False)
    except BaseException:
        await _close(store)
        raise


async def _play(args, names: list[str], stdin, stdout) -> int:
    from bot.service import ServiceError, User

    images = _images_folder(args.images)  # before anything is stored or played
    where = args.db or ":memory:"
    service = await _open_service(args.db)
    channel = args.game.lower()
    users = {n.lower(): User(n.lower(), n, can_manage=True) for n in names}
    counter = {"n": _last_picture_number(images)}  # a resumed game numbers on
    session = ConsoleSession()

    def say(text: str, *, verbatim: bool = False) -> None:
        stdout.write((text if verbatim else console_wording(text)).rstrip() + "\n")
        stdout.flush()

    def save(picture, label: str) -> None:
        if images is None or picture is None:
            return
        counter["n"] += 1
        path = images / f"{counter['n']:04d}-{label}.png"
        _write_picture(path, picture.png)
        say(f"[picture saved: {path}]")

    try:
        existing = await service.store.open_game(CONSOLE_GUILD, channel)
        if existing is not None and existing.kind != service.game_for(args.game).info.key:
            say(f"This database holds an unfinished game of {existing.kind}; aborting is up to you.")
        if existing is None:
            creator = users[names[0].lower()]
            try:
                await service.new_game(CONSOLE_GUILD, channel, args.game, creator,
                                       _options(args.option), seed=args.seed)
                for name in names[1:]:
                    await service.join(CONSOLE_GUILD, channel, users[name.lower()])
                for _ in range(args.computer):
                    await service.add_computer(CONSOLE_GUILD, channel, creator)
                reply = await service.start(CONSOLE_GUILD, channel, creator)
            except ServiceError as error:  # a game that cannot start: a fault on stderr, exit 1
                raise Fault(console_wording(str(error)), EXIT_REFUSED) from None
            say(reply.text)
            save(reply.picture, "start")
        elif existing.status == "lobby":  # stopped between opening the game and its start
            say(f"Resuming the lobby of {existing.kind} stored in {args.db}: seating the players and starting.")
            try:
                seated = {s.user_id for s in await service.store.seats(existing.id)}
                for name in names:
                    if users[name.lower()].id not in seated:
                        await service.join(CONSOLE_GUILD, channel, users[name.lower()])
                computers = sum(1 for s in seated if s.startswith("computer-"))
                for _ in range(max(0, args.computer - computers)):
                    await service.add_computer(CONSOLE_GUILD, channel, users[names[0].lower()])
                reply = await service.start(CONSOLE_GUILD, channel, users[names[0].lower()])
            except ServiceError as error:  # a game that cannot start: a fault on stderr, exit 1
                raise Fault(console_wording(str(error)), EXIT_REFUSED) from None
            say(reply.text)
            save(reply.picture, "start")
        else:
            say(f"Resuming the game of {existing.kind} stored in {args.db}.")
            reply = await service.status(CONSOLE_GUILD, channel)
            say(reply.text)

        for raw in stdin:
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if line.lower() in ("help", "?"):
                say(PLAY_HELP)
                continue
            if ":" not in line:
                say('error: write lines as "NAME: COMMAND ARGS", e.g. "alice: status" (or "help").')
                continue
            who, _, rest = line.partition(":")
            user = users.get(who.strip().lower())
            if user is None:
                say(f"error: {who.strip()!r} is not at this table. Players: {', '.join(names)}.")
                continue
            command, _, argument = rest.strip().partition(" ")
            say(f"> {user.name}: {rest.strip()}")
            try:
                await _console_command(service, channel, user, command.lower(), argument.strip(), say, save,
                                       session)
            except ServiceError as error:
                say(f"refused: {error}")
            except StorageError as error:
                if isinstance(error, StoreFault):
                    raise
                say(f"refused: {error}")  # e.g. a race lost to another process: a sentence
        return 0
    except sqlite3.Error as error:  # the disk filled up, another process locked the file, ...
        raise explain(error, where) from None
    finally:
        await _close(service.store)


PICTURE_NAME = re.compile(r"^(\d+)-.+\.png$")

# `moves` longer than this ends with how to see fewer.
MOVES_HINT_AFTER = 30


def _last_picture_number(folder: Path | None) -> int:
    """The highest number among the pictures already in ``folder`` (0 if
    none): a resumed game's pictures number on from there instead of
    overwriting the first run's."""
    if folder is None:
        return 0
    try:
        found = [int(m.group(1)) for p in folder.iterdir() if (m := PICTURE_NAME.match(p.name))]
    except OSError as error:
        raise Fault(f"Cannot read the pictures folder {folder}: {_reason(error)}. Give a readable "
                    "folder with --images, or leave --images out.", EXIT_ENVIRONMENT) from None
    return max(found, default=0)


class ConsoleSession:
    """What the console remembers for one run of `referee play`: who has
    been told that they have private information (told once, not before
    every command)."""

    def __init__(self) -> None:
        self.told: set[str] = set()

    def notices(self, user, notices: list[str], command: str) -> list[str]:
        """The notices worth printing before ``user``'s ``command``: every
        private message; the generic "your private information changed"
        only the first time, and not before `hand`, which shows it."""
        kept = []
        for notice in notices:
            if notice == GENERIC_NOTICE:
                if user.id in self.told or command == "hand":
                    self.told.add(user.id)
                    continue
                self.told.add(user.id)
                kept.append(f"You have private information: `{user.name}: hand` shows it (said once;"
                            " `hand` shows it whenever you need it).")
            else:
                kept.append(notice)
        return kept


# The service's notice when a player's hidden information changed.
GENERIC_NOTICE = "Your private information changed: use `hand` to see it."


async def _console_command(service, channel, user, command, argument, say, save,
                           session: ConsoleSession | None = None) -> None:
    from bot.service import Refused

    g = CONSOLE_GUILD
    session = session or ConsoleSession()
    for notice in session.notices(user, await service.pending_notices(g, channel, user), command):
        say(f"(for {user.name} only) {notice}")
    if command == "move":
        reply = await service.move(g, channel, user, argument)
        say(reply.text)
        for user_id, text in reply.private.items():
            if user_id == user.id:
                say(f"(for {user.name} only) {text}")
        save(reply.picture, "move")
    elif command == "moves":
        moves = await service.legal_moves(g, channel, user, argument, limit=None)
        if not moves and argument and await service.legal_moves(g, channel, user, "", limit=1):
            say(f"None of your legal moves matches {argument!r}; `moves` alone lists them all.")
        elif not moves:
            say("You have no move to make right now.")
        for m in moves:
            say(f"  {m.notation}" + (f"  ({m.label})" if m.label else ""), verbatim=True)
        if len(moves) > MOVES_HINT_AFTER:
            say(await _moves_hint(service, channel, user, argument, moves))
    elif command == "status":
        say((await service.status(g, channel, user)).text)
    elif command == "board":
        reply = await service.board(g, channel)
        say(reply.text)
        save(reply.picture, "board")
    elif command == "hand":
        reply = await service.hand(g, channel, user)
        say(f"(for {user.name} only) {reply.text}")
        save(reply.private_picture, f"hand-{user.id}")
    elif command == "history":
        say((await service.history(g, channel)).text)
    elif command == "resign":
        reply = await service.resign(g, channel, user)
        say(reply.text)
        save(reply.picture, "resign")
    elif command == "abort":
        say((await service.abort(g, channel, user)).text)
    elif command == "export":
        await _export(service, channel, argument, say)
    elif command == "rules":
        table = await service.table(g, channel)
        say(await service.rules_text(table.row.kind))
    elif command in ("help", "?"):
        say(PLAY_HELP)
    elif command == "undo":
        reply = await service.undo(g, channel, user)
        say(reply.text)
        save(reply.picture, "undo")
    elif command == "rematch":
        reply = await service.rematch(g, channel, user)
        say(reply.text)
        save(reply.picture, "start")
    elif command == "join":
        reply = await service.join(g, channel, user)
        say(reply.text)
        save(reply.picture, "start")
    elif command == "stats":
        say((await service.stats(g, user)).text)
    elif command == "leaderboard":
        table = await service.table(g, channel)
        say((await service.leaderboard(g, argument or table.row.kind)).text)
    elif command == "turn":
        if not argument.isdigit():
            raise Refused("Say which move: `turn N` shows the board after move N of `history` (0: the start).")
        reply = await service.board_at(g, channel, int(argument))
        say(reply.text)
        save(reply.picture, f"turn-{argument}")
    else:
        raise Refused(
            f"Unknown command {command!r}. Commands: move, moves, status, board, hand, history, turn,"
            " undo, resign, export, rules, stats, leaderboard, rematch, join, abort, help."
        )


async def _moves_hint(service, channel, user, typed: str, moves) -> str:
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


async def _export(service, channel, argument: str, say) -> None:
    """The whole position as the game's JSON state, hidden information
    included (everybody at a console shares one screen), which `referee
    show` loads; into a file when one is named."""
    from bot.service import Refused

    table = await service.table(CONSOLE_GUILD, channel)
    if table.state is None:
        raise Refused("The game has not started yet: there is no position to export.")
    text = json.dumps(table.state, indent=1, sort_keys=True)
    if not argument:
        say(text, verbatim=True)
        return
    target = Path(argument)
    try:
        target.write_text(text + "\n", encoding="utf-8")
    except OSError as error:
        raise Refused(f"Cannot write the position to {target}: {_reason(error)}. Name a file in a "
                      "writable folder, or type `export` alone to print it.") from None
    say(f"The position is in {target}: `referee show {target}` checks it and lists the moves and scores.")


# -- demo ----------------------------------------------------------------------------


def cmd_demo(args) -> int:
    return asyncio.run(_demo(args, sys.stdout))


async def _demo(args, stdout) -> int:
    from bot.service import ServiceError, User

    game = _game_or_fault(args.game)
    info = game.info
    count = info.min_players if args.players is None else args.players
    if not info.min_players <= count <= info.max_players:
        raise Fault(f"{info.name} takes {info.min_players} to {info.max_players} players, "
                    f"not {count}: give --players between them.", EXIT_USAGE)
    options = _options(args.option)
    images = _images_folder(args.images)  # before the game is played
    service = await _open_service(None)
    host = User("host", "Host", can_manage=True)
    channel = "demo"
    try:
        try:
            await service.new_game(CONSOLE_GUILD, channel, info.key, host, options,
                                   seed=args.seed, join=False)
            for _ in range(count):
                await service.add_computer(CONSOLE_GUILD, channel, host)
            reply = await service.start(CONSOLE_GUILD, channel, host)
        except ServiceError as error:
            raise Fault(str(error), EXIT_REFUSED) from None
        table = await service.table(CONSOLE_GUILD, channel)
        moves = await service.store.move_count(table.row.id)
        stdout.write(f"{info.name}, {count} computer player(s), seed {args.seed}: {moves} moves.\n")
        stdout.write(reply.text.split("\n", 1)[-1] + "\n")
        if images and reply.picture:
            path = images / f"{info.key}-final.png"
            _write_picture(path, reply.picture.png)
            stdout.write(f"[picture saved: {path}]\n")
        stdout.flush()
        return 0 if reply.finished else 1
    except sqlite3.Error as error:
        raise explain(error, ":memory:") from None
    finally:
        await _close(service.store)


# -- show ----------------------------------------------------------------------------


def cmd_show(args) -> int:
    path = Path(args.state)
    state = _read_state(path)
    if not isinstance(state, dict) or "game" not in state:
        raise Fault(f'{path} is not a game state: a state is a JSON object with a "game" key '
                    'naming the game (each game\'s README documents the format).')
    if not isinstance(state["game"], str):
        raise Fault(f'In {path}, "game" must be the name of a game (a string such as "bits"), '
                    f"not {_json_kind(state['game'])}.")
    try:
        game = _game_or_fault(state["game"])
    except Fault as fault:  # the file is wrong, not the command line
        raise Fault(f"In {path}: {fault}", EXIT_REFUSED) from None
    images = _images_folder(args.images)
    lines = _engine(_show_lines, game, state)
    pictures = _engine(_show_pictures, game, state) if images else []
    for line in lines:
        print(line)
    for name, png in pictures:
        target = images / name
        _write_picture(target, png)
        print(f"[picture saved: {target}]")
    return 0


def _json_kind(value) -> str:
    kinds = {dict: "an object", list: "a list", bool: "true or false", int: "a number",
             float: "a number", type(None): "null"}
    return kinds.get(type(value), "a string")


def _read_state(path: Path):
    """The JSON in ``path``, or a :class:`Fault` that says what is wrong with
    the file. Reads at most MAX_STATE_BYTES."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_STATE_BYTES + 1)
    except FileNotFoundError:
        raise Fault(f"There is no file {path}: give the path of a JSON state file.") from None
    except IsADirectoryError:
        raise Fault(f"{path} is a folder: give the path of a JSON state file.") from None
    except OSError as error:
        raise Fault(f"Cannot read {path}: {_reason(error)}.", EXIT_ENVIRONMENT) from None
    if len(data) > MAX_STATE_BYTES:
        raise Fault(f"{path} is larger than {MAX_STATE_BYTES // (1024 * 1024)} MB; a game state is a "
                    "few kilobytes: is it the right file?")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise Fault(f"{path} is not UTF-8 text (byte {data[error.start]:#04x} at offset "
                    f"{error.start}): save the state as UTF-8 JSON.") from None
    try:
        state = json.loads(text)
    except json.JSONDecodeError as error:
        raise Fault(f"{path} is not valid JSON: {error}.") from None
    except RecursionError:
        raise Fault(f"{path} is nested too deeply to be a game state.") from None
    except ValueError as error:  # e.g. an integer with thousands of digits
        raise Fault(f"{path} holds a value JSON cannot give a game ({_clip(str(error))}).") from None
    _check_plain(path, state)
    return state


def _check_plain(path: Path, state) -> None:
    """Refuse what no game state holds, before any engine sees it: nesting
    deeper than MAX_STATE_DEPTH, numbers beyond 2^64, NaN and infinities."""
    stack = [(state, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            if depth > MAX_STATE_DEPTH:
                raise Fault(f"{path} is nested more than {MAX_STATE_DEPTH} levels deep; a game state "
                            "is a few levels deep.")
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth + 1) for child in children)
        elif isinstance(value, bool):
            continue
        elif isinstance(value, int) and abs(value) > MAX_STATE_INT:
            raise Fault(f"{path} holds the number {str(value)[:12]}... ({len(str(abs(value)))} "
                        "digits), larger than any a game keeps (at most 2^64).")
        elif isinstance(value, float) and not math.isfinite(value):
            raise Fault(f"{path} holds {value!r} (NaN or Infinity), which is not a number a game keeps.")


def _engine(work, game, state):
    """Run engine code on a hand-written state: whatever it raises, the user
    reads "the position is not valid: ..." (the engine's sentence when it
    gives one), never a traceback."""
    from rules.base import InvalidState

    try:
        return work(game, state)
    except InvalidState as error:
        raise Fault(f"the position is not valid: {_clip(str(error))}") from None
    except RecursionError:
        raise Fault("the position is not valid: it is nested too deeply.") from None
    except MemoryError:
        raise Fault("the position is not valid: it is too large to examine.") from None
    except Exception as error:  # noqa: BLE001 - a malformed state may break anything
        log.debug("the engine of %s failed on a state", game.info.key, exc_info=True)
        raise Fault(f"the position is not valid: {_describe(error)}.") from None


def _describe(error: Exception) -> str:
    text = _clip(str(error))
    if isinstance(error, KeyError):
        return f"an entry is missing or misnamed ({text})"
    if isinstance(error, IndexError):
        return f"a list is too short or an index is out of range ({text})"
    if isinstance(error, (TypeError, AttributeError)):
        return f"a value has the wrong type ({text})"
    if isinstance(error, OverflowError):
        return f"a number is too large ({text})"
    if isinstance(error, ZeroDivisionError):
        return "a value that must not be zero is zero"
    if isinstance(error, ValueError):
        return f"a value is malformed or out of range ({text})"
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def _clip(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _printable(text) -> str:
    """Engine text from a hand-written state, without terminal control codes."""
    return "".join(ch if ch.isprintable() or ch in "\n\t" else "?" for ch in str(text))


def _show_lines(game, state) -> list[str]:
    game.validate(state)
    acting = game.to_act(state)
    scores = game.scores(state)
    names = [_printable(n) for n in game.player_names(state)]
    lines = [f"{game.info.name}: {', '.join(names)}", _printable(game.summary(state, None))]
    if game.is_over(state):
        lines.append("The game is over.")
        for s in game.standings(state):
            lines.append(f"  {s.rank}. {names[s.seat]}: {s.score:g}"
                         + (f" ({_printable(s.detail)})" if s.detail else ""))
    for seat, decision in sorted(acting.items()):
        moves = game.legal_moves(state, seat)
        lines.append(f"{names[seat]} to decide: {_printable(decision.prompt)} ({len(moves)} legal moves)")
        for m in moves[:200]:
            lines.append(f"  {_printable(m.notation)}" + (f"  ({_printable(m.label)})" if m.label else ""))
        if len(moves) > 200:
            lines.append(f"  ... and {len(moves) - 200} more")
    lines.append("Scores:")
    for seat, parts in sorted(scores.items()):
        detail = ", ".join(f"{_printable(k)} {v:g}" for k, v in parts.items() if k != "total")
        lines.append(f"  {names[seat]}: {parts.get('total', 0):g}" + (f" ({detail})" if detail else ""))
    return lines


def _show_pictures(game, state) -> list[tuple[str, bytes]]:
    import render

    key = game.info.key
    pictures = [(f"{key}-public.png", render.board_png(key, game.view(state, None)))]
    for seat in range(len(game.player_names(state))):
        png = render.private_png(key, game.view(state, seat))
        if png:
            pictures.append((f"{key}-private-{seat + 1}.png", png))
    return pictures


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
