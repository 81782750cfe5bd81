"""The ``referee`` command: run the Discord bot, or play offline.

    referee run                      start the Discord bot (DISCORD_TOKEN)
    referee sync                     re-sync the slash commands
    referee games                    list the games, player counts and options
    referee play GAME --players a,b  play offline: lines "NAME: COMMAND ARGS" on stdin
    referee demo GAME                computer players play a whole game
    referee show STATE.json          check a position, list moves and scores
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
from pathlib import Path

EXIT_NO_TOKEN = 2

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


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "command", None):
        parser.print_help()
        return 0
    try:
        return int(args.handler(args) or 0)
    except KeyboardInterrupt:
        return 130


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="referee", description="Tabletop Referee: a Discord bot that referees tabletop games."
    )
    sub = parser.add_subparsers(dest="command")

    run = sub.add_parser("run", help="start the Discord bot")
    run.set_defaults(handler=cmd_run)

    sync = sub.add_parser("sync", help="re-sync slash commands with Discord")
    sync.set_defaults(handler=cmd_sync)

    games = sub.add_parser("games", help="list the games")
    games.set_defaults(handler=cmd_games)

    play = sub.add_parser("play", help="play offline, reading 'NAME: COMMAND ARGS' lines from stdin")
    play.add_argument("game")
    play.add_argument("--players", required=True, help="comma-separated names, in seat order")
    play.add_argument("--computer", type=int, default=0, help="computer players to add")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--db", default=None, help="SQLite file; running again resumes the game there")
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
    return parser


# -- run / sync ------------------------------------------------------------------


def _settings_or_exit():
    from bot import config

    settings = config.load()
    if not settings.token:
        sys.stderr.write(NO_TOKEN_HELP)
        return None, EXIT_NO_TOKEN
    return settings, 0


def _discord(action: str) -> int:
    settings, code = _settings_or_exit()
    if settings is None:
        return code
    from bot import discordbot

    result = getattr(discordbot, action)(settings)
    if asyncio.iscoroutine(result):
        asyncio.run(result)
    return 0


def cmd_run(args) -> int:
    return _discord("run_bot")


def cmd_sync(args) -> int:
    return _discord("sync_commands")


# -- games -------------------------------------------------------------------------


def cmd_games(args) -> int:
    from rules import registry

    games = registry.games()
    if not games:
        print("No games are installed yet.")
        return 0
    for key, game in sorted(games.items()):
        info = game.info
        print(f"{key}: {info.name}, {info.min_players} to {info.max_players} players. {info.summary}")
        for v in info.variants:
            choices = f" [{'|'.join(v.choices)}]" if v.choices else ""
            print(f"    --option {v.key}=...{choices}  {v.description} (default {v.default})")
    return 0


def _options(pairs: list[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        if "=" not in pair:
            raise SystemExit(f"--option takes KEY=VALUE, not {pair!r}.")
        key, value = pair.split("=", 1)
        options[key.strip()] = value.strip()
    return options


# -- play ----------------------------------------------------------------------------

CONSOLE_GUILD = "console"

PLAY_HELP = """Commands (one per line, "NAME: COMMAND ARGS"):
  NAME: move NOTATION   play a move          NAME: moves [FILTER]  list your legal moves
  NAME: status          whose turn           NAME: board           save the board picture
  NAME: hand            your private view    NAME: history         recent moves
  NAME: resign          a computer takes over NAME: export         the position as JSON
  NAME: abort           end the game         help                  this list"""


def cmd_play(args) -> int:
    names = [n.strip() for n in args.players.split(",") if n.strip()]
    if not names:
        raise SystemExit("--players needs at least one name.")
    if len(set(n.lower() for n in names)) != len(names):
        raise SystemExit("Player names must differ.")
    return asyncio.run(_play(args, names, sys.stdin, sys.stdout))


async def _open_service(db: str | None):
    from bot.service import Service
    from storage.store import Store

    store = await Store.open(db or ":memory:")
    return Service(store)


async def _play(args, names: list[str], stdin, stdout) -> int:
    from bot.service import ServiceError, User

    service = await _open_service(args.db)
    channel = args.game.lower()
    users = {n.lower(): User(n.lower(), n, can_manage=True) for n in names}
    images = Path(args.images) if args.images else None
    if images:
        images.mkdir(parents=True, exist_ok=True)
    counter = {"n": 0}

    def say(text: str) -> None:
        stdout.write(text.rstrip() + "\n")
        stdout.flush()

    def save(picture, label: str) -> None:
        if images is None or picture is None:
            return
        counter["n"] += 1
        path = images / f"{counter['n']:04d}-{label}.png"
        path.write_bytes(picture.png)
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
            except ServiceError as error:
                say(f"error: {error}")
                return 1
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
                await _console_command(service, channel, user, command.lower(), argument.strip(), say, save)
            except ServiceError as error:
                say(f"refused: {error}")
        return 0
    finally:
        await service.store.close()


async def _console_command(service, channel, user, command, argument, say, save) -> None:
    from bot.service import Refused

    g = CONSOLE_GUILD
    for notice in await service.pending_notices(g, channel, user):
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
            say(f"  {m.notation}" + (f"  ({m.label})" if m.label else ""))
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
        say((await service.export(g, channel, user)).text)
    elif command == "rules":
        table = await service.table(g, channel)
        say(await service.rules_text(table.row.kind))
    else:
        raise Refused(
            f"Unknown command {command!r}. Commands: move, moves, status, board, hand, history,"
            " resign, export, rules, abort."
        )


# -- demo ----------------------------------------------------------------------------


def cmd_demo(args) -> int:
    return asyncio.run(_demo(args, sys.stdout))


async def _demo(args, stdout) -> int:
    from bot.service import ServiceError, User

    service = await _open_service(None)
    game = service.game_for(args.game)
    count = args.players or game.info.min_players
    if not game.info.min_players <= count <= game.info.max_players:
        stdout.write(f"{game.info.name} takes {game.info.min_players} to {game.info.max_players} players.\n")
        await service.store.close()
        return 1
    host = User("host", "Host", can_manage=True)
    channel = "demo"
    images = Path(args.images) if args.images else None
    if images:
        images.mkdir(parents=True, exist_ok=True)
    try:
        await service.new_game(CONSOLE_GUILD, channel, game.info.key, host, _options(args.option),
                               seed=args.seed, join=False)
        for _ in range(count):
            await service.add_computer(CONSOLE_GUILD, channel, host)
        reply = await service.start(CONSOLE_GUILD, channel, host)
    except ServiceError as error:
        stdout.write(f"error: {error}\n")
        await service.store.close()
        return 1
    table = await service.table(CONSOLE_GUILD, channel)
    moves = await service.store.move_count(table.row.id)
    stdout.write(f"{game.info.name}, {count} computer player(s), seed {args.seed}: {moves} moves.\n")
    stdout.write(reply.text.split("\n", 1)[-1] + "\n")
    if images and reply.picture:
        path = images / f"{game.info.key}-final.png"
        path.write_bytes(reply.picture.png)
        stdout.write(f"[picture saved: {path}]\n")
    await service.store.close()
    return 0 if reply.finished else 1


# -- show ----------------------------------------------------------------------------


def cmd_show(args) -> int:
    from rules import registry
    from rules.base import InvalidState

    path = Path(args.state)
    try:
        state = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        print(f"error: no file {path}.")
        return 1
    except json.JSONDecodeError as error:
        print(f"error: {path} is not valid JSON: {error}.")
        return 1
    if not isinstance(state, dict) or "game" not in state:
        print('error: a state is a JSON object with a "game" key naming the game.')
        return 1
    try:
        game = registry.get(str(state["game"]))
    except KeyError as error:
        print(f"error: {error.args[0]}")
        return 1
    try:
        game.validate(state)
        acting = game.to_act(state)
        scores = game.scores(state)
    except InvalidState as error:
        print(f"error: the position is not valid: {error}")
        return 1
    except (KeyError, TypeError, ValueError, IndexError) as error:
        print(f"error: the position is not valid: missing or malformed {error!s}.")
        return 1
    names = game.player_names(state)
    print(f"{game.info.name}: {', '.join(names)}")
    print(game.summary(state, None))
    if game.is_over(state):
        print("The game is over.")
        for s in game.standings(state):
            print(f"  {s.rank}. {names[s.seat]}: {s.score:g}" + (f" ({s.detail})" if s.detail else ""))
    for seat, decision in sorted(acting.items()):
        moves = game.legal_moves(state, seat)
        print(f"{names[seat]} to decide: {decision.prompt} ({len(moves)} legal moves)")
        for m in moves[:200]:
            print(f"  {m.notation}" + (f"  ({m.label})" if m.label else ""))
        if len(moves) > 200:
            print(f"  ... and {len(moves) - 200} more")
    print("Scores:")
    for seat, parts in sorted(scores.items()):
        detail = ", ".join(f"{k} {v:g}" for k, v in parts.items() if k != "total")
        print(f"  {names[seat]}: {parts.get('total', 0):g}" + (f" ({detail})" if detail else ""))
    if args.images:
        import render

        folder = Path(args.images)
        folder.mkdir(parents=True, exist_ok=True)
        public = folder / f"{game.info.key}-public.png"
        public.write_bytes(render.board_png(game.info.key, game.view(state, None)))
        print(f"[picture saved: {public}]")
        for seat in range(len(names)):
            png = render.private_png(game.info.key, game.view(state, seat))
            if png:
                path = folder / f"{game.info.key}-private-{seat + 1}.png"
                path.write_bytes(png)
                print(f"[picture saved: {path}]")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
