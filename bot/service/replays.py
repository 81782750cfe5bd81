"""Replays of a whole game from its move log: the animated replay (GIF) and
the check that a game's log replays to exactly its stored state.
"""

from __future__ import annotations

import asyncio
import functools

from bot.service.context import Context
from bot.service.gate import Gate
from bot.service.model import NotFound, Picture, ServiceError
from bot.service.pictures import picture_words, table_locale
from bot.service.turns import replay_states
from render.replay import whole_game
from rules.base import RulesError, dumps, say


class Replays:
    def __init__(self, ctx: Context, gate: Gate):
        self.ctx, self.gate = ctx, gate

    async def replay(self, game_id: int, *, budget: int) -> Picture:
        """An animated replay of a whole game (GIF), one frame per move
        with the move as typed, within ``budget`` bytes. Replaying and
        drawing are one job in the heavy lane (``Context.heavy_executor``),
        so no turn's picture waits behind it. An aborted game has none."""
        row = await self.ctx.store.game(game_id)
        if row is None or row.state is None:
            raise NotFound(say("svc-replay-none", id=str(game_id)))
        if row.status == "aborted":
            raise NotFound(say("svc-replay-aborted", id=str(game_id)))
        table = await self.gate.of_row(row)
        moves = await self.ctx.store.moves(row.id)
        game = table.game
        names = game.player_names(table.live)
        words = self.ctx.words(table)
        told = [(m.seat, m.notation, f"{m.seq}. {table.name(m.seat)}: {m.notation}") for m in moves]
        data = await asyncio.get_running_loop().run_in_executor(
            self.ctx.heavy_executor, functools.partial(whole_game, budget=budget), game.info.key, names,
            row.options, row.seed, told, words("svc-replay-start", game=game.info.name),
            picture_words(table_locale(table)))
        alt = words("svc-replay-alt", game=game.info.name, id=str(row.id), count=len(moves))
        return Picture(data, alt, f"{game.info.key}-{row.id}-replay.gif")

    async def replay_check(self, game_id: int) -> str | None:
        """None when the game's move log (the moves that stand) replays with
        the game's rules to exactly its stored state, or a lobby has no
        state; otherwise what differs, in a sentence."""
        row = await self.ctx.store.game(game_id)
        if row is None:
            return f"There is no game {game_id}."
        if row.state is None:
            return None
        try:
            table = await self.gate.of_row(row)
            moves = await self.ctx.store.moves(row.id)
            states = await self.ctx.run(replay_states, table, moves)
        except (ServiceError, RulesError, ValueError, KeyError) as error:
            return f"Game {game_id} ({row.kind}) does not replay: {error}"
        if dumps(states[-1]) != dumps(table.live):
            return (f"Game {game_id} ({row.kind}): replaying its {len(moves)} moves does not give the "
                    "stored state.")
        return None
