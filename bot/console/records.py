"""The console's commands that read rather than play: the games installed
(``referee games``), a player's unfinished games in a database (``games
--mine``), a stored game's animated replay (``replay``) and the ratings
rebuilt from the stored results (``ratings --rebuild``)."""

from __future__ import annotations

from pathlib import Path

from bot.console import gateway
from bot.console.faults import EXIT_ENVIRONMENT, EXIT_USAGE, Fault, reason
from bot.console.speech import say, words, written
from bot.i18n import SOURCE, catalogue
from bot.service import ServiceError, User
from rules import registry


def list_games(lang: str | None = None) -> int:
    """Every installed game: its players, summary and options, in ``lang``
    (None: English)."""
    games = registry.games()
    said = words(lang)
    if not games:
        print(said("con-games-none"))
        return 0
    for key, game in sorted(games.items()):
        info = game.info
        print(said("con-games-line", key=key, name=info.name, min=info.min_players, max=info.max_players,
                   summary=described(lang, f"{key}-summary", info.summary)))
        for v in info.variants:
            choices = f" [{'|'.join(v.choices)}]" if v.choices else ""
            default = ("yes" if v.default else "no") if isinstance(v.default, bool) else str(v.default)
            print(said("con-games-option", key=v.key, choices=choices, default=default,
                       description=described(lang, f"{key}-option-{v.key}", v.description)))
    return 0


def described(lang: str | None, msg_id: str, english: str) -> str:
    """A game's summary or an option's description in ``lang`` from its
    guide's catalogue (``english``, the game's own words, in English or for
    a game the catalogues do not know)."""
    if lang is None or lang == SOURCE or not catalogue().has(SOURCE, msg_id):
        return english
    return words(lang)(msg_id)


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
        raise Fault(say("con-replay-folder", target=str(target), example=str(target / "replay.gif")), EXIT_USAGE)
    return target


async def replay(db: str, game_id: int, out: Path, lang: str | None = None) -> int:
    """Write the animated replay of game ``game_id`` in ``db`` to ``out``."""
    service = await gateway.open_service(db, must_exist=True)
    try:
        picture = await service.replay(game_id)
    except ServiceError as error:
        raise Fault(error.message) from None
    finally:
        await service.close()
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(picture.png)
    except OSError as error:
        raise Fault(say("con-replay-unwritable", out=str(out), reason=reason(error)), EXIT_ENVIRONMENT) from None
    print(written(say("con-replay-written", alt=picture.alt, out=str(out), size=len(picture.png)), lang))
    return 0


async def rebuild_ratings(db: str, lang: str | None = None) -> int:
    """Forget every rating in ``db`` and rate every finished game again."""
    service = await gateway.open_service(db, must_exist=True)
    try:
        rated = await service.rebuild_ratings()
    finally:
        await service.close()
    print(written(say("con-ratings-rebuilt", count=rated, db=db), lang))
    return 0
