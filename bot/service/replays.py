"""Replays of a whole game from its move log: the animated replay (GIF) and
the check that a game's log replays to exactly its stored state.
"""

from __future__ import annotations

import functools
from typing import Any

from bot.service.context import Context
from bot.service.gate import Gate
from bot.service.model import NotFound, Picture, ServiceError
from bot.service.turns import replay_states
from render.replay import animation
from rules.base import RulesError, dumps


class Replays:
    def __init__(self, ctx: Context, gate: Gate):
        self.ctx, self.gate = ctx, gate

    async def replay(self, game_id: int, *, budget: int) -> Picture:
        """An animated replay of a whole game (GIF), one frame per move
        with the move as typed, within ``budget`` bytes."""
        row = await self.ctx.store.game(game_id)
        if row is None or row.state is None:
            raise NotFound(f"There is no started game {game_id}.")
        table = await self.gate.of_row(row)
        moves = await self.ctx.store.moves(row.id)
        states = await self.ctx.run(replay_states, table, moves)
        game = table.game

        def frames() -> list[tuple[Any, str]]:
            out = [(game.view(states[0], None), f"{game.info.name}: the start")]
            for m, state in zip(moves, states[1:], strict=True):
                out.append((game.view(state, None), f"{m.seq}. {table.name(m.seat)}: {m.notation}"))
            return out

        data = await self.ctx.draw(functools.partial(animation, budget=budget), game.info.key,
                                   await self.ctx.run(frames))
        alt = f"Replay of {game.info.name} game {row.id}: {len(moves)} moves, one frame per move."
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
