"""The ``referee`` command: its arguments, which module does each
sub-command, and the exit status.

    referee run                      start the Discord bot (DISCORD_TOKEN)
    referee sync                     re-sync the slash commands
    referee games                    list the games, player counts and options
    referee play GAME --players a,b  play offline: lines "NAME: COMMAND ARGS" on stdin
    referee demo GAME                computer players play a whole game
    referee show STATE.json          check a position, list moves and scores
    referee backup|restore|doctor|purge|migrate-db   the server admin's commands (bot/admin.py)

The offline commands live in bot/console/, the Discord bot in
bot/discordbot/. Every fault is one sentence on standard error (what is
wrong, where, what to do) and an exit status (bot/console/faults.py); an
unexpected error is an apology with a reference, its traceback written to a
log file, never to the terminal.
"""

from __future__ import annotations

import argparse
import asyncio
import errno
import os
import secrets
import socket
import sqlite3
import sys

from bot import admin, config
from bot.console import demo, errorlog, gateway, records, session, show
from bot.console.arguments import game_or_fault, parse_options, player_names
from bot.console.faults import (
    EXIT_ENVIRONMENT,
    EXIT_INTERRUPTED,
    EXIT_NO_TOKEN,
    EXIT_REFUSED,
    EXIT_USAGE,
    Fault,
    reason,
)
from bot.console.speech import Text, say, written
from bot.i18n import LOCALES
from bot.service import CLOCKS, LEVELS
from storage.base import StorageError
from storage.faults import StoreFault, explain

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

LANG_HELP = (f"the language of everything printed: {', '.join(LOCALES)} (default: REFEREE_LANG, else English;"
             " argparse's own words stay English)")

EXIT_CODES_HELP = """\
exit status: 0 done; 1 the input was refused (or an unexpected error, with a
reference to report); 2 a wrong command line or configuration; 3 the database,
a folder, the network or Discord is in the way; 130 interrupted."""


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "command", None):
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    lang = None  # the console's language, once --lang or REFEREE_LANG is known good
    try:
        if hasattr(args, "lang"):
            lang = args.lang = config.environment_language(args.lang)  # a catalogue locale, None: English
        code = int(args.handler(args) or 0)
        sys.stdout.flush()  # a closed pipe shows here, not at exit
        return code
    except Fault as fault:
        return _fail(fault.message, fault.code, lang)
    except StoreFault as fault:
        return _fail(str(fault), EXIT_ENVIRONMENT, lang)
    except SystemExit as stop:  # a setting refused in config's sentence
        if isinstance(stop.code, str):
            return _fail(stop.code, EXIT_USAGE, lang)
        raise
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        _quiet_stdout()
        return EXIT_REFUSED
    except Exception as error:  # noqa: BLE001 - the last line of defence
        return _apologise(error, lang)


def _fail(message: str | Text, code: int, lang: str | None = None) -> int:
    """``message`` on standard error, "error: ..." in ``lang``; ``code``."""
    try:
        sys.stderr.write(written(say("con-error", message=message), lang) + "\n")
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


def _apologise(error: BaseException, lang: str | None = None) -> int:
    """A one-line apology with a reference; the traceback goes to the log."""
    reference = secrets.token_hex(4)
    path = errorlog.record_crash(reference, error)
    apology = (say("con-crash", reference=reference) if path is None
               else say("con-crash-logged", reference=reference, log=str(path)))
    return _fail(apology, EXIT_REFUSED, lang)


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
                       help="list NAME's unfinished games of every server in a database instead, their turn first"
                            " (console: the player's name; a bot's database: the Discord user id)")
    games.add_argument("--db", default=None, help="the database for --mine (default: the bot's, REFEREE_DB)")
    games.add_argument("--server", default=None,
                       help="only this Discord server's games for --mine (`console`: the console's games)")
    games.add_argument("--lang", default=None, metavar="LANGUAGE", help=LANG_HELP)
    games.set_defaults(handler=cmd_games)

    replay = sub.add_parser("replay", help="an animated replay (GIF) of a stored game, one frame per move")
    replay.add_argument("db", help="the database holding the game (a file, sqlite:///PATH or postgresql://URL)")
    replay.add_argument("game_id", type=int, help="the game's number (`referee games --mine` shows it)")
    replay.add_argument("--out", required=True, help="the GIF file to write")
    replay.add_argument("--lang", default=None, metavar="LANGUAGE", help=LANG_HELP)
    replay.set_defaults(handler=cmd_replay)

    ratings = sub.add_parser("ratings", help="ratings maintenance")
    ratings.add_argument("--rebuild", action="store_true", required=True,
                         help="forget every rating and rate every finished game again from its results")
    ratings.add_argument("--db", default=None, help="the database (default: the bot's, REFEREE_DB)")
    ratings.add_argument("--lang", default=None, metavar="LANGUAGE", help=LANG_HELP)
    ratings.set_defaults(handler=cmd_ratings)

    play = sub.add_parser("play", help="play offline, reading 'NAME: COMMAND ARGS' lines from stdin")
    play.add_argument("game")
    play.add_argument("--players", required=True, help="comma-separated names, in seat order")
    play.add_argument("--computer", type=int, default=0, help="computer players to add")
    play.add_argument("--level", default="normal", choices=LEVELS,
                      help="the computer players' level: easy, normal or hard (a search of about a second"
                           " a decision; default normal)")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--db", default=None, help="the database (a file, sqlite:///PATH or postgresql://URL); "
                           "running again resumes the game there")
    play.add_argument("--images", default=None, help="folder to save each board picture in")
    play.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                      help="a game option (repeatable)")
    play.add_argument("--clock", default=None, choices=CLOCKS, metavar="PRESET",
                      help=f"the table's clock: {', '.join(CLOCKS)} (default: none; see README.md)")
    play.add_argument("--lang", default=None, metavar="LANGUAGE", help=LANG_HELP)
    play.set_defaults(handler=cmd_play)

    demo = sub.add_parser("demo", help="computer players play a whole game")
    demo.add_argument("game")
    demo.add_argument("--players", type=int, default=None)
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--images", default=None)
    demo.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    demo.add_argument("--lang", default=None, metavar="LANGUAGE", help=LANG_HELP)
    demo.set_defaults(handler=cmd_demo)

    show = sub.add_parser("show", help="check a JSON state, list the legal moves and the scores")
    show.add_argument("state", help="a JSON state file (each game's README documents the format)")
    show.add_argument("--images", default=None)
    show.add_argument("--lang", default=None, metavar="LANGUAGE", help=LANG_HELP)
    show.set_defaults(handler=cmd_show)


    admin.register(sub)  # backup, restore, doctor, purge, migrate-db (docs/hosting.md)
    return parser


# -- run / sync: the Discord bot ---------------------------------------------------------


def _settings() -> config.Settings:
    """The settings, a bad one refused in config's sentence (exit 2)."""
    try:
        return config.load()
    except SystemExit as stop:  # config explains a bad setting in a sentence
        if isinstance(stop.code, str):
            raise Fault(stop.code, EXIT_USAGE) from None
        raise


def _settings_or_exit():
    settings = _settings()
    if not settings.token:
        sys.stderr.write(NO_TOKEN_HELP)
        return None, EXIT_NO_TOKEN
    return settings, 0


_NETWORK_ERRNOS = {errno.ECONNREFUSED, errno.ECONNRESET, errno.ECONNABORTED, errno.ENETUNREACH,
                   errno.ENETDOWN, errno.EHOSTUNREACH, errno.EHOSTDOWN, errno.ETIMEDOUT}


def _no_network(detail: str) -> Fault:
    return Fault(f"Cannot reach Discord ({detail}): check this machine's network connection, DNS "
                 "and any firewall or proxy, then try again.", EXIT_ENVIRONMENT)


def _discord(action: str) -> int:
    # discord.py and aiohttp take a third of a second to import, and only
    # `run` and `sync` need them: offline play starts without them.
    import aiohttp
    import discord

    settings, code = _settings_or_exit()
    if settings is None:
        return code
    from bot import discordbot  # (the same reason: it imports discord.py)

    try:
        if action == "run_bot":
            # The store checks itself (quick_check, locks, schema) before
            # the bot logs in, so a damaged database is refused up front.
            asyncio.run(gateway.check_store(settings.db_path))
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
        raise Fault(f"The bot could not start: {reason(error)}{where}. Fix that and try again.",
                    EXIT_ENVIRONMENT) from None
    return 0


def cmd_run(args) -> int:
    return _discord("run_bot")


def cmd_sync(args) -> int:
    return _discord("sync_commands")


# -- the offline commands (bot/console/) ------------------------------------------------


def cmd_games(args) -> int:
    if args.mine:
        return cmd_mine(args)
    return records.list_games(args.lang)


def cmd_mine(args) -> int:
    """``referee games --mine NAME``: a player's unfinished games."""
    db = args.db or _settings().db_path
    with errorlog.libraries_logged():
        return asyncio.run(records.mine(db, args.server, args.mine, args.lang))


def cmd_replay(args) -> int:
    """``referee replay DB GAME_ID --out FILE``."""
    out = records.replay_target(args.out)
    with errorlog.libraries_logged():
        return asyncio.run(records.replay(args.db, args.game_id, out, args.lang))


def cmd_ratings(args) -> int:
    """``referee ratings --rebuild``: ratings recomputed from the results."""
    db = args.db or _settings().db_path
    with errorlog.libraries_logged():
        return asyncio.run(records.rebuild_ratings(db, args.lang))


def cmd_play(args) -> int:
    names = player_names(args.players)
    game_or_fault(args.game)
    parse_options(args.option)
    with errorlog.libraries_logged():
        return asyncio.run(session.play(args, names, sys.stdin, sys.stdout))


def cmd_demo(args) -> int:
    with errorlog.libraries_logged():
        return asyncio.run(demo.demo(args, sys.stdout))


def cmd_show(args) -> int:
    with errorlog.libraries_logged():
        return show.show(args.state, args.images, args.lang)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
