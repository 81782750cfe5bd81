"""The cap on a player's unfinished games (issue 28, as on Board Game Arena):
a server's ``max_games`` setting is the most unfinished games (lobbies
included) one player may be seated in at once; joining, opening or asking
for a rematch that would seat them beyond it is refused with a sentence.

What counts: every unfinished game of EVERY server the referee keeps in
which the player holds a seat that is still theirs (not resigned, not
played by a computer); the cap applied is the one of the server being
joined. A player busy elsewhere is busy here too, and each server decides
how busy is too busy for its own games.
"""

from __future__ import annotations

from typing import Any

from bot.service.context import Context
from bot.service.model import Refused, User
from rules.base import say

#: The cap of a server that chose none (Board Game Arena's order of magnitude).
DEFAULT_MAX_GAMES = 20
#: The highest cap a server may choose (0: no cap).
MAX_MAX_GAMES = 1000


def max_games(settings: dict[str, Any]) -> int:
    """A server's cap (0: none)."""
    return int(settings.get("max_games", DEFAULT_MAX_GAMES))


def checked_max_games(value: Any) -> int:
    """A cap as stored, or Refused with the sentence to show."""
    try:
        cap: int | None = int(str(value).strip())
    except ValueError:
        cap = None
    if cap is None or not 0 <= cap <= MAX_MAX_GAMES:
        raise Refused(say("tm-max-games-range", most=MAX_MAX_GAMES, value=repr(value)))
    return cap


async def check_cap(ctx: Context, guild: str, user: User) -> None:
    """Refused when seating ``user`` in one more game of ``guild`` would go
    beyond the server's cap; nothing is changed either way."""
    cap = max_games(await ctx.store.guild_settings(str(guild)))
    if not cap:
        return
    seated = await ctx.store.seated_count(user.id)
    if seated >= cap:
        raise Refused(say("tm-cap-reached", seated=seated, cap=cap))
