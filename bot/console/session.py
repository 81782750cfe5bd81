"""One run of ``referee play``: the game set up (or resumed from the
database), then one line after another from standard input, each
"NAME: COMMAND ARGS" answered by the command of that name
(bot/console/commands.py), until the input ends."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TextIO

from bot.console import commands, gateway
from bot.console.arguments import parse_options
from bot.console.commands import Asked, play_help, with_deadlines
from bot.console.faults import EXIT_REFUSED, Fault
from bot.console.gateway import CONSOLE_GUILD
from bot.console.pictures import images_folder, last_picture_number, write_picture
from bot.console.speech import Text, written
from bot.service import HAND_CHANGED, Picture, Service, ServiceError, User
from storage.base import StorageError
from storage.faults import StoreFault, explain


class ConsoleSession:
    """What the console remembers for one run of `referee play`: who has
    been told that they have private information (told once, not before
    every command)."""

    def __init__(self, lang: str | None = None) -> None:
        self.told: set[str] = set()
        self.lang = lang  # the catalogue locale `rules` answers in (None: English)

    def notices(self, user: User, notices: Sequence[str | Text], command: str) -> list[str | Text]:
        """The notices worth printing before ``user``'s ``command``: every
        private message; the generic "your private information changed"
        only the first time, and not before `hand`, which shows it."""
        kept: list[str | Text] = []
        for notice in notices:
            if notice == HAND_CHANGED or (isinstance(notice, Text) and isinstance(HAND_CHANGED, Text)
                                          and notice.id == HAND_CHANGED.id):
                if user.id in self.told or command == "hand":
                    self.told.add(user.id)
                    continue
                self.told.add(user.id)
                kept.append(Text("con-private-information", {"name": user.name}))
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
        say(say_private(user, notice))
    await commands.find(command).handler(Asked(service, channel, user, argument, say, save, session.lang))


def say_private(user: User, text: str | Text) -> Text:
    """``text`` for ``user``'s eyes only, "(for ann only) ..." (at a console
    every player reads the one screen)."""
    return Text("con-for-only", {"name": user.name, "text": text})


async def play(args: Any, names: list[str], stdin: Iterable[str], stdout: TextIO) -> int:
    """``referee play``: ``args`` is the command line (game, db, images,
    option, seed, computer), ``names`` the players in seat order."""
    images = images_folder(args.images)  # before anything is stored or played
    where = args.db or ":memory:"
    service = await gateway.open_service(args.db)
    channel = args.game.lower()
    lang = getattr(args, "lang", None)  # a catalogue locale (None: English)
    users = {n.lower(): User(n.lower(), n, can_manage=True, locale=lang) for n in names}
    counter = {"n": last_picture_number(images)}  # a resumed game numbers on
    session = ConsoleSession(lang)

    def say(text: str | Text, *, verbatim: bool = False) -> None:
        """Print a line: a Text in the console's language and words, a
        service's sentence in the console's words (``verbatim``: as it is)."""
        stdout.write((str(text) if verbatim else written(text, lang)).rstrip() + "\n")
        stdout.flush()

    def save(picture: Picture | None, label: str) -> None:
        if images is None or picture is None:
            return
        counter["n"] += 1
        path = images / f"{counter['n']:04d}-{label}.png"
        write_picture(path, picture.png)
        say(Text("con-picture-saved", {"path": str(path)}))

    try:
        existing = await gateway.open_game_row(service, channel)
        if existing is not None and existing.kind != service.game_for(args.game).info.key:
            say(Text("con-other-game", {"kind": existing.kind}))
        if existing is None:
            creator = users[names[0].lower()]
            try:
                clock = getattr(args, "clock", None)
                settings = {"language": lang, **({"clock": clock} if clock else {})}
                await service.new_game(CONSOLE_GUILD, channel, args.game, creator,
                                       parse_options(args.option), seed=args.seed, settings=settings)
                for name in names[1:]:
                    await service.join(CONSOLE_GUILD, channel, users[name.lower()])
                for _ in range(args.computer):
                    await service.add_computer(CONSOLE_GUILD, channel, creator, getattr(args, "level", None))
                reply = await service.start(CONSOLE_GUILD, channel, creator)
            except ServiceError as error:  # a game that cannot start: a fault on stderr, exit 1
                raise Fault(error.message, EXIT_REFUSED) from None  # referee writes it in the language
            say(with_deadlines(reply.text, reply, lang))
            save(reply.picture, "start")
        elif existing.status == "lobby":  # stopped between opening the game and its start
            say(Text("con-resume-lobby", {"kind": existing.kind, "db": str(args.db)}))
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
                raise Fault(error.message, EXIT_REFUSED) from None  # referee writes it in the language
            say(reply.text)
            save(reply.picture, "start")
        else:
            say(Text("con-resume-game", {"kind": existing.kind, "db": str(args.db)}))
            reply = await service.status(CONSOLE_GUILD, channel)
            say(reply.text)

        for raw in stdin:
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if line.lower() in ("help", "?"):
                say(play_help(lang), verbatim=True)
                continue
            if ":" not in line:
                say(Text("con-line-form", {}))
                continue
            who, _, rest = line.partition(":")
            user = users.get(who.strip().lower())
            if user is None:
                say(Text("con-not-seated", {"who": who.strip(), "players": ", ".join(names)}))
                continue
            command, _, argument = rest.strip().partition(" ")
            say(f"> {user.name}: {rest.strip()}")
            try:
                await run_command(service, channel, user, command.lower(), argument.strip(), say, save, session)
            except ServiceError as error:
                say(Text("con-refused", {"reason": error.message}))
            except StorageError as error:
                if isinstance(error, StoreFault):
                    raise
                say(Text("con-refused", {"reason": str(error)}))  # e.g. a race lost to another process
        return 0
    except sqlite3.Error as error:  # the disk filled up, another process locked the file, ...
        raise explain(error, where) from None
    finally:
        await service.close()
