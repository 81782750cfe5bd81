"""The console's commands that read rather than play: the games installed
(``referee games``), a player's unfinished games in a database (``games
--mine``), a stored game's animated replay (``replay``) and the ratings
rebuilt from the stored results (``ratings --rebuild``)."""

from __future__ import annotations

from pathlib import Path

from bot.console import gateway
from bot.console.faults import EXIT_ENVIRONMENT, EXIT_USAGE, Fault, reason
from bot.console.speech import written
from bot.service import ServiceError, User
from rules import registry


def list_games() -> int:
    """Every installed game: its players, summary and options."""
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


async def mine(db: str | None, guild: str | None, name: str, lang: str | None = None) -> int:
    """``name``'s unfinished games and lobbies in ``db``, of every server (or
    of ``guild`` only), as `/game mine` lists them: their turn first, then
    the nearest deadline (in UTC). ``name`` is a Discord user id (digits)
    in a bot's database, else a console player (whose games are stored
    under the name in lower case). ``lang``: the language to list them in
    (None: English)."""
    service = await gateway.open_service(db)
    try:
        user_id = name if name.isdigit() else name.lower()
        reply = await service.mine(guild, User(user_id, name, locale=lang))
    finally:
        await service.close()
    print(written(reply.text, lang))
    return 0


def replay_target(out: str) -> Path:
    """The GIF file ``--out`` names (a folder is refused before the database
    is opened)."""
    target = Path(out)
    if target.is_dir():
        raise Fault(f"{target} is a folder: give the GIF file to write, e.g. {target / 'replay.gif'}.",
                    EXIT_USAGE)
    return target


async def replay(db: str, game_id: int, out: Path) -> int:
    """Write the animated replay of game ``game_id`` in ``db`` to ``out``."""
    service = await gateway.open_service(db, must_exist=True)
    try:
        picture = await service.replay(game_id)
    except ServiceError as error:
        raise Fault(str(error)) from None
    finally:
        await service.close()
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(picture.png)
    except OSError as error:
        raise Fault(f"Cannot write the replay to {out}: {reason(error)}.", EXIT_ENVIRONMENT) from None
    print(f"{picture.alt} Written to {out} ({len(picture.png):,} bytes).")
    return 0


async def rebuild_ratings(db: str) -> int:
    """Forget every rating in ``db`` and rate every finished game again."""
    service = await gateway.open_service(db, must_exist=True)
    try:
        rated = await service.rebuild_ratings()
    finally:
        await service.close()
    print(f"Ratings rebuilt from the results of {rated} rated game(s) in {db}.")
    return 0
