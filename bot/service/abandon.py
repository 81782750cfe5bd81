"""Abandoning a game: who may, and the agreement it needs.

- A lobby: its creator (while seated) or a member who can manage the
  channel closes it at once, unannounced (nobody saw a board).
- A running game with at most one human still playing: that player, or a
  member who can manage the channel, aborts it at once.
- A running game with more human players: a member who can manage the
  channel aborts it at once; otherwise `abort` by a human still playing
  proposes to abandon it, and it ends only when every human still playing
  agreed (`agree`, or `abort` again), within a day; after that the proposal
  expires with nothing done (told to the table by
  :mod:`bot.service.expiry`).

An abandoned game is aborted: no standings, no replay, nobody's rating
moves, and each seated player's record counts it as abandoned. The open
proposal is kept in the clock document under ``abort``: {"until": when it
expires, "voters": the user ids who must agree, "agreed": those who did},
so that it is durable, changed against the game's version like a move and
announced through the outbox with the change.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from bot.service import clocks
from bot.service.context import Context
from bot.service.gate import Gate, commit
from bot.service.model import Forbidden, Refused, Reply, Table, User, clean_name, may_run
from bot.service.outcome import Outcome
from rules.base import Text, say
from storage.base import parse_time

WINDOW = timedelta(days=1)


def players(table: Table) -> list[str]:
    """The humans still playing (who must agree)."""
    return [s.user_id for s in table.seats if not s.is_computer and not s.resigned]


def proposal(clock: dict[str, Any], now: datetime) -> dict[str, Any] | None:
    """The standing proposal to abandon (None: none, or it expired)."""
    entry = clock.get("abort")
    until = parse_time(entry.get("until")) if entry else None
    if entry is None or until is None or now >= until:
        return None
    return entry


def expired(clock: dict[str, Any], now: datetime) -> bool:
    """Whether the clock document holds a proposal whose day is over."""
    return bool(clock.get("abort")) and proposal(clock, now) is None


class Abandon:
    def __init__(self, ctx: Context, gate: Gate, outcome: Outcome):
        self.ctx, self.gate, self.outcome = ctx, gate, outcome

    async def abort(self, guild: str, channel: str, user: User) -> Reply:
        """Abort at once when the asker may; else propose (or agree to)
        abandoning the running game."""
        async with self.gate.changing(guild, channel):
            table = await self.gate.table(guild, channel)
            if not may_run(table, user):
                raise Forbidden(say("tm-abort-forbidden"))
            name = clean_name(user.name)
            said = say("tm-aborted", name=name, game=table.game.info.name)
            if table.row.status == "lobby":
                if not (user.can_manage or table.row.creator == user.id):
                    raise Forbidden(say("tm-close-lobby-forbidden"))
                return await self._aborted(table, said, name)
            if user.can_manage or len(players(table)) <= 1:
                return await self._aborted(table, said, name)
            return await self._agreed(table, user)

    async def agree(self, guild: str, channel: str, user: User, game_id: int | None = None) -> Reply:
        """The asker agrees to the standing proposal to abandon the game."""
        async with self.gate.changing(guild, channel):
            table = await self.gate.active(guild, channel)
            if game_id is not None and table.row.id != game_id:
                raise Refused(say("tm-abandon-earlier-game"))
            if proposal(table.row.clock, self.ctx.clock()) is None:
                raise Refused(say("tm-abandon-none"))
            if user.id not in players(table):
                raise Forbidden(say("tm-abandon-not-playing"))
            return await self._agreed(table, user)

    async def _agreed(self, table: Table, user: User) -> Reply:
        now = self.ctx.clock()
        entry = proposal(table.row.clock, now)
        who = players(table)
        if entry is None:
            entry = {"until": clocks.iso(now + WINDOW), "voters": who, "agreed": []}
        elif user.id in entry.get("agreed", []):
            raise Refused(say("tm-abandon-agreed-already"))
        entry = {**entry, "agreed": sorted({*entry.get("agreed", []), user.id})}
        waiting = [u for u in who if u not in entry["agreed"]]
        if not waiting:
            return await self._aborted(table, say("tm-abandoned", game=table.game.info.name))
        names = {s.user_id: s.name for s in table.seats}
        until = parse_time(entry["until"])
        assert until is not None
        reply = Reply(self.ctx.words(table)("tm-abandon-proposed", name=clean_name(user.name),
                                            game=table.game.info.name, until=f"<t:{int(until.timestamp())}:R>",
                                            waiting=", ".join(names[u] for u in waiting)),
                      game_id=table.row.id, names=table.names, mentions=waiting,
                      data={"agreed": entry["agreed"], "waiting": waiting}, ballot={"agree": True})
        clock = {**table.row.clock, "abort": entry}
        payload = self.outcome.payload(table, reply, board=False)
        reply.version = await commit(self.ctx.store.set_status(table.row.id, "active", table.row.version,
                                                               announcement=payload, clock=clock))
        return reply

    async def _aborted(self, table: Table, text: Text, name: str | None = None) -> Reply:
        reply = Reply(self.ctx.words(table).render(text), game_id=table.row.id, finished=True,
                      names=table.names + ([name] if name else []))
        announce = self.outcome.payload(table, reply) if table.row.status == "active" else None
        clock = {k: v for k, v in table.row.clock.items() if k != "abort"} if "abort" in table.row.clock else None
        reply.version = await commit(self.ctx.store.set_status(table.row.id, "aborted", table.row.version,
                                                               announcement=announce, clock=clock))
        return reply
