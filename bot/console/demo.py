"""``referee demo GAME``: computer players play a whole game in memory, and
the console prints how many moves it took and the final standings."""

from __future__ import annotations

import sqlite3
from typing import Any, TextIO

from bot.console import gateway
from bot.console.arguments import game_or_fault, parse_options
from bot.console.faults import EXIT_REFUSED, EXIT_USAGE, Fault
from bot.console.gateway import CONSOLE_GUILD
from bot.console.pictures import images_folder, write_picture
from bot.console.speech import say, written
from bot.service import ServiceError, User
from storage.faults import explain


async def demo(args: Any, stdout: TextIO) -> int:
    """``args``: game, players (None: the fewest the game takes), seed,
    images, option, lang (the console's language; None: English). 0 when
    the game finished, 1 when it did not."""
    game = game_or_fault(args.game)
    info = game.info
    lang = getattr(args, "lang", None)
    count = info.min_players if args.players is None else args.players
    if not info.min_players <= count <= info.max_players:
        raise Fault(say("con-demo-players", game=info.name, min=info.min_players, max=info.max_players,
                        count=count), EXIT_USAGE)
    options = parse_options(args.option)
    images = images_folder(args.images)  # before the game is played
    service = await gateway.open_service(None)
    host = User("host", "Host", can_manage=True, locale=lang)
    channel = "demo"
    try:
        try:
            await service.new_game(CONSOLE_GUILD, channel, info.key, host, options,
                                   seed=args.seed, settings={"language": lang}, join=False)
            for _ in range(count):
                await service.add_computer(CONSOLE_GUILD, channel, host)
            reply = await service.start(CONSOLE_GUILD, channel, host)
        except ServiceError as error:
            raise Fault(error.message, EXIT_REFUSED) from None
        table = await service.table(CONSOLE_GUILD, channel)
        moves = await service.move_count(table.row.id)
        stdout.write(written(say("con-demo-played", game=info.name, count=count, seed=str(args.seed),
                                 moves=moves), lang) + "\n")
        stdout.write(written(reply.text.split("\n", 1)[-1], lang) + "\n")
        if images and reply.picture:
            path = images / f"{info.key}-final.png"
            write_picture(path, reply.picture.png)
            stdout.write(written(say("con-picture-saved", path=str(path)), lang) + "\n")
        stdout.flush()
        return 0 if reply.finished else 1
    except sqlite3.Error as error:
        raise explain(error, ":memory:") from None
    finally:
        await service.close()
