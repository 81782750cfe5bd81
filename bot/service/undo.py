"""Taking back a decision: whether the asker may (they acted last, nobody
since, and the game allows it), what would be taken back, and the undo
itself, which marks the move taken back and announces the board again.
"""

from __future__ import annotations

from typing import Any

from bot.service.context import Context
from bot.service.gate import Gate, settle
from bot.service.model import Forbidden, Refused, Reply, Table, User
from bot.service.outcome import Outcome
from bot.service.pictures import Pictures
from bot.service.turns import replay_states
from bot.service.words import move_said
from rules.base import dumps, say
from storage.base import MoveRow


class Undo:
    def __init__(self, ctx: Context, gate: Gate, outcome: Outcome, pictures: Pictures):
        self.ctx, self.gate, self.outcome, self.pictures = ctx, gate, outcome, pictures

    async def plan(self, table: Table, user: User) -> tuple[MoveRow, dict[str, Any]]:
        """(the move to take back, the state before it) or Refused with why."""
        seat = table.seat_of(user.id)
        if seat is None:
            raise Forbidden(say("svc-undo-not-playing"))
        if seat.resigned or seat.is_computer:
            raise Refused(say("svc-undo-computer"))
        log_ = await self.ctx.store.moves(table.row.id)
        mine = [m for m in log_ if m.seat == seat.seat]
        if not mine:
            raise Refused(say("svc-undo-no-move"))
        last = log_[-1]
        if last.seat != seat.seat:
            raise Refused(say("svc-undo-played-since", name=table.name(last.seat)))
        before_states = await self.ctx.run(replay_states, table, log_[:-1])
        before = before_states[-1]
        reason = await self.ctx.run(table.game.undoable, before, table.state, seat.seat)
        if reason:
            raise Refused(say("svc-undo-cannot", reason=reason))
        return last, before

    async def undo_preview(self, guild: str, channel: str, user: User) -> Reply:
        """What `undo` would take back (nothing changes)."""
        table = await self.gate.active(guild, channel)
        last, _ = await self.plan(table, user)
        words = self.ctx.words(table, user)
        return Reply(words("svc-undo-ask", notation=last.notation, said=move_said(last) or ""), ephemeral=True,
                     game_id=table.row.id, version=table.row.version, names=table.names)

    async def undo(self, guild: str, channel: str, user: User, expected_version: int | None) -> Reply:
        """Take back the asker's last decision, while nobody else has acted
        since and the game allows it (no random draw, nothing revealed). The
        move stays in the log, marked undone; the board is announced again."""
        async with self.gate.changing(guild, channel):
            table = await self.gate.active(guild, channel)
            if expected_version is not None and table.row.version != expected_version:
                raise Refused(say("svc-undo-stale"))
            last, before = await self.plan(table, user)
            mover = table.user_of(last.seat)  # the asker's seat: plan() checked it played last
            headline = say("svc-took-back", name=mover.name, notation=last.notation)
            sketch = self.pictures.sketch(table, before)
            reply, notices, owing = self.outcome.tell(table, headline, [], table.state, before, mover=mover)
            clock = self.outcome.timed(table, reply, owing, mover.seat, acted=True, undo=True)
            await settle(table, self.ctx.store.undo_move(table.row.id, table.row.version, last.seq, dumps(before),
                                                         owing, announcement=self.outcome.payload(table, reply),
                                                         clock=clock),
                         before, table.row.status)
        return await self.pictures.with_picture(table, reply, sketch)
