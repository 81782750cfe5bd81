"""Vacations: days a player may be away each calendar year (the server's
``vacation_days``, 10 unless it chose otherwise, 0: none), started by the
player or used one day at a time instead of a timeout (as Little Golem and
pente.org do), ended early with the whole days not used given back.

While a player is away, their seat's bank stops in every game (the clock
document's ``away``: seat -> when it stopped; see
:func:`bot.service.clocks.remaining`), nobody is reminded to wait for
them, and no vote on their time opens; one standing when they leave ends
with nothing done. Each game's table is told when they leave and when they
are back. The vacations themselves are stored per user (no game knowledge);
which games are marked follows them: a change per game, committed against
its version with its announcement (:meth:`Vacations.sync`, also a duty, so
a restart or a crash between the two loses nothing). The year is UTC's.
"""

from __future__ import annotations

import math
from datetime import datetime, timedelta
from typing import Any

from bot.service import ballots, clocks
from bot.service.context import Context
from bot.service.gate import Gate, commit
from bot.service.model import Refused, Reply, ServiceError, User
from bot.service.outcome import Outcome
from rules.base import Text, say
from storage.base import GameRow, SeatRow, parse_time

DEFAULT_DAYS = 10  # vacation days a year unless the server chose otherwise
MAX_DAYS = 365


def vacation_days(server: dict[str, Any]) -> int:
    """The vacation days a year the server gives each player."""
    return int(server.get("vacation_days", DEFAULT_DAYS))


def checked_days(value: Any) -> int:
    """A server's vacation days as stored, or Refused with the sentence."""
    try:
        days: int | None = int(str(value).strip())
    except ValueError:
        days = None
    if days is None or not 0 <= days <= MAX_DAYS:
        raise Refused(say("tm-vacation-days-range", most=MAX_DAYS, value=repr(value)))
    return days


def stamp(moment: datetime) -> str:
    return f"<t:{int(moment.timestamp())}:f>"


class Vacations:
    def __init__(self, ctx: Context, gate: Gate, outcome: Outcome):
        self.ctx, self.gate, self.outcome = ctx, gate, outcome

    async def days_left(self, user_id: str, allowance: int) -> int:
        """Days of this calendar year's ``allowance`` not yet used."""
        now = self.ctx.clock()
        year = datetime(now.year, 1, 1, tzinfo=now.tzinfo)
        used = sum(days for _, _, days in await self.ctx.store.vacations_of(user_id, clocks.iso(year)))
        return max(0, allowance - used)

    async def current(self, user_id: str) -> tuple[datetime, datetime] | None:
        """(started, ends) of the user's vacation running now, if any."""
        found = (await self.ctx.store.vacations_at(self.ctx.now())).get(user_id)
        if not found:
            return None
        start, end = parse_time(found[0]), parse_time(found[1])
        assert start is not None and end is not None
        return start, end

    async def summary(self, user_id: str, guild: str) -> Text:
        """One line: on vacation until when, and the days left this year."""
        allowance = vacation_days(await self.ctx.store.guild_settings(guild))
        left = await self.days_left(user_id, allowance)
        running = await self.current(user_id)
        if running is None:
            return say("tm-vacation-summary", left=left, allowance=allowance)
        return say("tm-vacation-summary-away", until=stamp(running[1]), left=left, allowance=allowance)

    async def start(self, user: User, guild: str, days: int) -> Reply:
        """Go on vacation now for ``days`` whole days (at most the days left)."""
        allowance = vacation_days(await self.ctx.store.guild_settings(guild))
        if allowance == 0:
            raise Refused(say("tm-vacation-none-here"))
        running = await self.current(user.id)
        if running is not None:
            raise Refused(say("tm-vacation-already", until=stamp(running[1])))
        left = await self.days_left(user.id, allowance)
        if left == 0:
            raise Refused(say("tm-vacation-used-up", allowance=allowance))
        if not 1 <= days <= left:
            raise Refused(say("tm-vacation-length", left=left, days=days))
        now = self.ctx.clock()
        until = now + timedelta(days=days)
        if not await self.ctx.store.add_vacation(user.id, clocks.iso(now), clocks.iso(until), days):
            raise Refused(say("tm-vacation-race"))
        told = await self.sync(user.id)
        return Reply(self.ctx.words(None, user)("tm-vacation-started", until=stamp(until), days=days,
                                                left=left - days, told=len(told)), ephemeral=True, data=told)

    async def end(self, user: User) -> Reply:
        """Come back early: the whole days not used are given back."""
        running = await self.current(user.id)
        if running is None:
            raise Refused(say("tm-vacation-not-away"))
        start, end = running
        now = self.ctx.clock()
        booked = math.ceil((end - start) / timedelta(days=1) - 1e-9)
        used = math.ceil((now - start) / timedelta(days=1) - 1e-9)
        await self.ctx.store.end_vacation(user.id, clocks.iso(start), clocks.iso(now), used)
        told = await self.sync(user.id)
        back = booked - used
        return Reply(self.ctx.words(None, user)("tm-vacation-ended", told=len(told), back=back),
                     ephemeral=True, data=told)

    async def sync(self, user_id: str | None = None, notes: dict[int, Text] | None = None) -> list[Reply]:
        """Mark and unmark the seats of players who left or came back in
        every running game of ``user_id`` (None: of this process's servers,
        the duty). ``notes``: game id -> the sentence to tell that game
        instead of the usual one. Returns the changes made (announced)."""
        away = await self.ctx.store.vacations_at(self.ctx.now())
        if user_id is not None:  # the user's own games (one query), in every server
            rows = [row for row, _seat in await self.ctx.store.games_of_user(user_id)]
        else:
            rows = await self.ctx.my_unfinished()
        replies = []
        for row in rows:
            if row.status != "active":
                continue
            seats = await self.ctx.store.seats(row.id)
            if user_id is not None and all(s.user_id != user_id for s in seats):
                continue
            if not self._changes(row.clock, seats, away):
                continue
            try:
                reply = await self._sync_game(row, away, (notes or {}).get(row.id))
            except ServiceError:
                continue  # changed meanwhile: the duty's next round sees it again
            if reply is not None:
                replies.append(reply)
        return replies

    @staticmethod
    def _changes(clock: dict[str, Any], seats: list[SeatRow], away: dict[str, Any]) -> list[SeatRow]:
        marked = clock.get("away", {})
        return [s for s in seats if not s.is_computer and not s.resigned
                and (s.user_id in away) != (str(s.seat) in marked)]

    async def _sync_game(self, row: GameRow, away: dict[str, tuple[str, str]], note: Text | None) -> Reply | None:
        async with self.gate.changing(row.guild, row.channel):
            table = await self.gate.active(row.guild, row.channel)
            if table.row.id != row.id:
                return None
            now = self.ctx.clock()
            clock = dict(table.row.clock)
            marked = dict(clock.get("away", {}))
            preset = clocks.preset_of(table.row.settings)
            standing = ballots.open_votes(clock, table.seats)
            lines: list[Text] = []
            for seat in self._changes(clock, table.seats, away):
                key, name = str(seat.seat), seat.name
                if seat.user_id in away:
                    if seat.seat in standing:
                        clock = ballots.closed(clock, seat.seat)
                        lines.append(say("tm-vacation-vote-ends", name=name))
                    marked[key] = clocks.iso(now)
                    until = parse_time(away[seat.user_id][1])
                    assert until is not None
                    lines.append(note or say("tm-vacation-away", name=name, until=stamp(until)))
                else:
                    if preset is not None and seat.owing_since:
                        left = max(0.0, clocks.remaining(clock, seat, preset, now))
                        clock["banks"] = {**clock.get("banks", {}), key: [left, clocks.iso(now)]}
                    del marked[key]
                    clock["back"] = {**clock.get("back", {}), key: clocks.iso(now)}  # idle_hours count from here
                    lines.append(say("tm-vacation-back", name=name))
            clock["away"] = marked
            if not marked:
                del clock["away"]
            words = self.ctx.words(table)
            reply = Reply("\n".join(words.render(line) for line in lines), game_id=table.row.id, names=table.names)
            announce = self.outcome.payload(table, reply, board=False)
            reply.version = await commit(self.ctx.store.set_status(table.row.id, "active", table.row.version,
                                                                   announcement=announce, clock=clock))
            return reply

    async def spend_for(self, row: GameRow, seats: list[SeatRow]) -> list[Reply]:
        """Use a vacation day of each player whose time ran out in ``row``
        (not away, no vote standing on it) and who has one left, instead of
        the timeout. Returns the changes made (empty: the timeout stands)."""
        preset = clocks.preset_of(row.settings)
        if preset is None:
            return []
        now = self.ctx.clock()
        standing = ballots.open_votes(row.clock, seats)
        marked = row.clock.get("away", {})
        out = row.clock.get("out", {})
        replies: list[Reply] = []
        for seat in seats:
            if seat.is_computer or not seat.owing_since or str(seat.seat) in marked or seat.seat in standing \
                    or out.get(str(seat.seat)) == seat.owing_since:
                continue
            if clocks.remaining(row.clock, seat, preset, now) > 0:
                continue
            allowance = vacation_days(await self.ctx.store.guild_settings(row.guild))
            left = await self.days_left(seat.user_id, allowance)
            if left == 0 or await self.current(seat.user_id) is not None:
                continue
            until = now + timedelta(days=1)
            if not await self.ctx.store.add_vacation(seat.user_id, clocks.iso(now), clocks.iso(until), 1):
                continue
            note = say("tm-vacation-day-used", name=seat.name, left=left - 1, until=stamp(until))
            replies += await self.sync(seat.user_id, {row.id: note})
        return replies
