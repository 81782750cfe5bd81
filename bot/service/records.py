"""What front ends look up or keep beside the games, so that they never
reach into the store: a game's row, the channel's open game, who is seated,
how many moves stand, where a lobby is shown, the unfinished games, values
of the meta table (e.g. the Discord command-sync hash), and closing the
store on the way out.
"""

from __future__ import annotations

import logging

from bot.service.context import Context
from storage.base import GameRow

log = logging.getLogger("referee.service")


class Records:
    def __init__(self, ctx: Context):
        self.ctx = ctx

    async def game_row(self, game_id: int) -> GameRow | None:
        return await self.ctx.store.game(game_id)

    async def open_game_row(self, guild: str, channel: str) -> GameRow | None:
        return await self.ctx.store.open_game(str(guild), str(channel))

    async def seated_user_ids(self, game_id: int) -> set[str]:
        """The user ids seated at a game (computer seats included)."""
        return {s.user_id for s in await self.ctx.store.seats(game_id)}

    async def move_count(self, game_id: int) -> int:
        """How many moves of the game stand (taken-back ones not counted)."""
        return await self.ctx.store.move_count(game_id)

    async def remember_lobby_message(self, game_id: int, reference: str | None) -> None:
        """Where the front end shows a lobby (e.g. "channel:message")."""
        await self.ctx.store.set_lobby_message(game_id, reference)

    async def unfinished(self) -> list[GameRow]:
        return await self.ctx.store.unfinished_games()

    async def get_meta(self, key: str) -> str | None:
        return await self.ctx.store.get_meta(key)

    async def set_meta(self, key: str, value: str) -> None:
        await self.ctx.store.set_meta(key, value)

    async def close(self) -> None:
        """Close the store on the way out, whatever happened; a second fault
        while closing must not hide the first (it is logged at debug)."""
        try:
            await self.ctx.store.close()
        except Exception:  # noqa: BLE001 - the way out: the first fault is the one to report
            log.debug("closing the store failed", exc_info=True)
