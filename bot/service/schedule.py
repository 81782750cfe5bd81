"""Whom the duty loop pings, and when: the table's reminder times read
through each player's rhythm (:mod:`bot.service.pings`, the one pure
decision), the users' settings and vacations read once per round, what a
claimed ping records (per seat and decision, in the game's clock
document), which of a turn announcement's pings may go out now, "mute this
turn", and the quiet note to a player whose turn comes next.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from bot.service import clocks, pings
from bot.service.context import Context
from bot.service.gate import Gate, commit
from bot.service.model import Forbidden, Refused, Reply, User
from bot.service.outcome import Outcome
from bot.service.rhythm import rhythm_of
from rules.base import say
from storage.base import GameRow, SeatRow, parse_time


def since_mark(owing_since: str | None) -> int:
    """A decision's ``owing_since`` as the whole seconds a button carries."""
    moment = parse_time(owing_since)
    return int(moment.timestamp()) if moment is not None else 0


def last_ping(clock: dict[str, Any], seat: SeatRow) -> datetime | None:
    """When the seat's player was last pinged by a reminder of this decision."""
    entry = clock.get("pinged", {}).get(str(seat.seat))
    return parse_time(entry[1]) if entry and entry[0] == seat.owing_since else None


def table_next(row: GameRow, seat: SeatRow, interval: timedelta | None) -> datetime | None:
    """The table's next reminder time for the seat's decision, whoever
    plays it: the clock's schedule, or every ``interval`` at a table
    without a clock (once per interval per game)."""
    preset = clocks.preset_of(row.settings)
    if preset is not None:
        times = clocks.reminder_times(row.clock, seat, preset)
        sent = clocks.pings_sent(row.clock, seat)
        return times[sent] if sent < len(times) else None
    if interval is None:
        return None
    since = parse_time(seat.owing_since)
    assert since is not None
    last = parse_time(row.last_reminder_at)
    return max(since, last) + interval if last is not None else since + interval


def announced(rhythm: pings.Rhythm, seat: SeatRow) -> bool:
    """Whether the turn announcement of the seat's decision pinged its
    player (not in their quiet hours)."""
    since = parse_time(seat.owing_since)
    return since is None or not pings.quiet_at(rhythm, since)


def late(row: GameRow, seats: list[SeatRow], interval: timedelta | None,
         rhythms: dict[str, pings.Rhythm], now: datetime) -> list[SeatRow]:
    """The seats of ``row`` to ping now."""
    clock = row.clock
    muted = set(clock.get("muted", []))
    hushed = clock.get("hushed", {})
    away = clock.get("away", {})
    due = []
    for s in seats:
        if s.is_computer or not s.owing_since or s.seat in muted or str(s.seat) in away:
            continue
        rhythm = rhythms.get(s.user_id, pings.Rhythm())
        since = parse_time(s.owing_since)
        assert since is not None
        if pings.due(table_next(row, s, interval), announced(rhythm, s), since, last_ping(clock, s), rhythm,
                     hushed.get(str(s.seat)) == s.owing_since, now):
            due.append(s)
    return due


def recorded(row: GameRow, seat: SeatRow, rhythm: pings.Rhythm, now: datetime) -> tuple[list, list]:
    """What a claimed ping of ``seat`` records: its ``reminded`` entry (the
    clock's pings counted, the ones whose time passed included) and its
    ``pinged`` entry (when)."""
    count = clocks.pings_sent(row.clock, seat) + 1
    preset = clocks.preset_of(row.settings)
    if preset is not None:
        passed = sum(1 for t in clocks.reminder_times(row.clock, seat, preset) if t <= now)
        if not announced(rhythm, seat) and last_ping(row.clock, seat) is None:
            count = 1  # this ping is the announcement's, held back by quiet hours
        count = max(passed, count)
    return [seat.owing_since, count], [seat.owing_since, clocks.iso(now)]


class Schedule:
    def __init__(self, ctx: Context, gate: Gate, outcome: Outcome):
        self.ctx, self.gate, self.outcome = ctx, gate, outcome

    async def rhythms(self, user_ids: list[str]) -> dict[str, pings.Rhythm]:
        """Each user's rhythm now (their settings, whether they are away)."""
        away = await self.ctx.store.vacations_at(self.ctx.now())
        return {u: rhythm_of(await self.ctx.store.user_settings(u), u in away) for u in set(user_ids)}

    async def ping_now(self, user_ids: list[str]) -> list[str]:
        """Which of a turn announcement's pings may go out now (the others
        wait for the scheduler: quiet hours, vacations)."""
        if not user_ids:
            return []
        rhythms = await self.rhythms(user_ids)
        now = self.ctx.clock()
        return [u for u in user_ids if pings.ping_now(rhythms[u], now)]

    async def told_by(self, user_ids: list[str]) -> dict[str, str]:
        """How each user is told it is their turn: ``mention`` or ``dm``."""
        return {u: str((await self.ctx.store.user_settings(u)).get("told", "mention")) for u in set(user_ids)}

    async def mute(self, game_id: int, user: User, since: int) -> Reply:
        """Silence further reminders of the asker's current decision in the
        game, the one that started at ``since`` (whole seconds)."""
        row = await self.ctx.store.game(game_id)
        if row is None or row.status != "active":
            raise Refused(say("tm-mute-not-running"))
        async with self.gate.changing(row.guild, row.channel):
            table = await self.gate.active(row.guild, row.channel)
            if table.row.id != game_id:
                raise Refused(say("tm-mute-not-running"))
            deciding = [s for s in table.seats if s.owing_since and not s.is_computer
                        and since_mark(s.owing_since) == since]
            owing = [s for s in deciding if s.user_id == user.id]
            if not owing and (deciding or table.seat_of(user.id) is None):
                raise Forbidden(say("tm-mute-not-yours"))
            if not owing:
                raise Refused(say("tm-mute-decided"))
            clock = dict(table.row.clock)
            clock["hushed"] = {**clock.get("hushed", {}), **{str(s.seat): s.owing_since for s in owing}}
            await commit(self.ctx.store.set_status(table.row.id, "active", table.row.version, clock=clock))
        return Reply(self.ctx.words(table, user)("tm-muted"), ephemeral=True, game_id=game_id)

    async def heads_up(self) -> list[Reply]:
        """Tell each player who asked for it (``before``) that the player
        before them in turn order started a decision: once per decision, a
        note in the game's channel that pings nobody (announced). Only at
        tables where one seat decides at a time."""
        replies = []
        for row in await self.ctx.my_unfinished():
            if row.status != "active":
                continue
            seats = await self.ctx.store.seats(row.id)
            found = self._next_of_owing(row, seats)
            if found is None:
                continue
            owing, nxt = found
            if not (await self.ctx.store.user_settings(nxt.user_id)).get("before"):
                continue
            async with self.gate.changing(row.guild, row.channel):
                table = await self.gate.active(row.guild, row.channel)
                if table.row.id != row.id or self._next_of_owing(table.row, table.seats) != found:
                    continue
                clock = dict(table.row.clock)
                clock["heads"] = {**clock.get("heads", {}), str(nxt.seat): owing.owing_since}
                reply = Reply(self.ctx.words(table)("tm-heads-up", name=nxt.name, before=owing.name),
                              game_id=row.id, names=table.names)
                announce = self.outcome.payload(table, reply, board=False)
                reply.version = await commit(self.ctx.store.set_status(
                    row.id, "active", table.row.version, announcement=announce, clock=clock))
            replies.append(reply)
        return replies

    @staticmethod
    def _next_of_owing(row: GameRow, seats: list[SeatRow]) -> tuple[SeatRow, SeatRow] | None:
        """(the one human seat owing, the human seat after it in turn
        order) when it has not been told yet, else None."""
        owing = [s for s in seats if s.owing_since]
        playing = [s for s in sorted(seats, key=lambda s: s.seat) if not s.resigned]
        if len(owing) != 1 or len(playing) < 2:
            return None
        [first] = owing
        if first.is_computer or first not in playing:
            return None
        nxt = playing[([s.seat for s in playing].index(first.seat) + 1) % len(playing)]
        if nxt.is_computer or row.clock.get("heads", {}).get(str(nxt.seat)) == first.owing_since:
            return None
        return first, nxt
