"""One run of ``referee play``: the game set up (or resumed from the
database), then one line after another from standard input, each
"NAME: COMMAND ARGS" answered by the command of that name
(bot/console/commands.py), until the input ends."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable
from typing import Any, TextIO

from bot.console import commands, gateway
from bot.console.arguments import parse_options
from bot.console.commands import PLAY_HELP, Asked
from bot.console.faults import EXIT_REFUSED, Fault
from bot.console.gateway import CONSOLE_GUILD
from bot.console.pictures import images_folder, last_picture_number, write_picture
from bot.console.wording import console_wording, with_deadlines
from bot.service import HAND_CHANGED, Picture, Service, ServiceError, User
from storage.base import StorageError
from storage.faults import StoreFault, explain

# The service's notice when a player's hidden information changed.


class ConsoleSession:
    """What the console remembers for one run of `referee play`: who has
    been told that they have private information (told once, not before
    every command)."""

    def __init__(self, lang: str | None = None) -> None:
        self.told: set[str] = set()
        self.lang = lang  # the catalogue locale `rules` answers in (None: English)

    def notices(self, user: User, notices: list[str], command: str) -> list[str]:
        """The notices worth printing before ``user``'s ``command``: every
        private message; the generic "your private information changed"
        only the first time, and not before `hand`, which shows it."""
        kept = []
        for notice in notices:
            if notice == HAND_CHANGED:
                if user.id in self.told or command == "hand":
                    self.told.add(user.id)
                    continue
                self.told.add(user.id)
                kept.append(f"You have private information: `{user.name}: hand` shows it (said once;"
                            " `hand` shows it whenever you need it).")
            else:
                kept.append(notice)
        return kept


async def run_command(service: Service, channel: str, user: User, command: str, argument: str,
                      say: Callable[..., None], save: Callable[[Picture | None, str], None],
                      session: ConsoleSession | None = None) -> None:
    """``user``'s ``command``: first the notices waiting for them, then the
    command's answer (a refusal raises :class:`bot.service.Refused`)."""
    session = session or ConsoleSession()
    for notice in session.notices(user, await service.pending_notices(CONSOLE_GUILD, channel, user), command):
        say(f"(for {user.name} only) {notice}")
    await commands.find(command).handler(Asked(service, channel, user, argument, say, save, session.lang))


async def play(args: Any, names: list[str], stdin: Iterable[str], stdout: TextIO) -> int:
    """``referee play``: ``args`` is the command line (game, db, images,
    option, seed, computer), ``names`` the players in seat order."""
    images = images_folder(args.images)  # before anything is stored or played
    where = args.db or ":memory:"
    service = await gateway.open_service(args.db)
    channel = args.game.lower()
    users = {n.lower(): User(n.lower(), n, can_manage=True) for n in names}
    counter = {"n": last_picture_number(images)}  # a resumed game numbers on
    session = ConsoleSession(getattr(args, "lang", None))

    def say(text: str, *, verbatim: bool = False) -> None:
        stdout.write((text if verbatim else console_wording(text)).rstrip() + "\n")
        stdout.flush()

    def save(picture: Picture | None, label: str) -> None:
        if images is None or picture is None:
            return
        counter["n"] += 1
        path = images / f"{counter['n']:04d}-{label}.png"
        write_picture(path, picture.png)
        say(f"[picture saved: {path}]")

    try:
        existing = await gateway.open_game_row(service, channel)
        if existing is not None and existing.kind != service.game_for(args.game).info.key:
            say(f"This database holds an unfinished game of {existing.kind}; aborting is up to you.")
        if existing is None:
            creator = users[names[0].lower()]
            try:
                clock = getattr(args, "clock", None)
                await service.new_game(CONSOLE_GUILD, channel, args.game, creator,
                                       parse_options(args.option), seed=args.seed,
                                       settings={"clock": clock} if clock else None)
                for name in names[1:]:
                    await service.join(CONSOLE_GUILD, channel, users[name.lower()])
                for _ in range(args.computer):
                    await service.add_computer(CONSOLE_GUILD, channel, creator, getattr(args, "level", None))
                reply = await service.start(CONSOLE_GUILD, channel, creator)
            except ServiceError as error:  # a game that cannot start: a fault on stderr, exit 1
                raise Fault(console_wording(str(error)), EXIT_REFUSED) from None
            say(with_deadlines(reply.text, reply))
            save(reply.picture, "start")
        elif existing.status == "lobby":  # stopped between opening the game and its start
            say(f"Resuming the lobby of {existing.kind} stored in {args.db}: seating the players and starting.")
            try:
                seated = await service.seated_user_ids(existing.id)
                for name in names:
                    if users[name.lower()].id not in seated:
                        await service.join(CONSOLE_GUILD, channel, users[name.lower()])
                computers = sum(1 for s in seated if s.startswith("computer-"))
                for _ in range(max(0, args.computer - computers)):
                    await service.add_computer(CONSOLE_GUILD, channel, users[names[0].lower()],
                                               getattr(args, "level", None))
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
                await run_command(service, channel, user, command.lower(), argument.strip(), say, save, session)
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
        await service.close()
