"""The background duties of a long-running referee: which reminders are due
(and who sends each one), which seats are idle, closing and purging the
games of servers the bot left, and the retention of finished games.

Reminders: a table without a clock reminds every ``interval`` whoever has
owed a decision longer than that; a table with a clock reminds by its
preset's schedule (:func:`bot.service.clocks.reminder_times`). A seat whose
reminders stopped (too many went unanswered, see :mod:`bot.service.expiry`)
is not reminded. Each player's own rhythm (interval, quiet hours, a mute,
a vacation) delays or drops a ping, in one place: :mod:`bot.service.pings`.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from bot.service import ballots, clocks, schedule
from bot.service.context import Context
from storage.base import GameRow, SeatRow

log = logging.getLogger("referee.service")


class Duties:
    def __init__(self, ctx: Context, planner: schedule.Schedule):
        self.ctx, self.schedule = ctx, planner

    async def due_reminders(self, interval: timedelta) -> list[tuple[GameRow, list[SeatRow]]]:
        """Games with seats to ping now: the table's reminder times (its
        clock's, else every ``interval``) through each player's rhythm
        (:mod:`bot.service.schedule`)."""
        due = []
        now = self.ctx.clock()
        games = []
        for row in await self.ctx.my_unfinished():
            if row.status == "active":
                games.append((row, await self.ctx.store.seats(row.id)))
        users = [s.user_id for _, seats in games for s in seats if s.owing_since and not s.is_computer]
        rhythms = await self.schedule.rhythms(users) if users else {}
        for row, seats in games:
            late = schedule.late(row, seats, interval, rhythms, now)
            if late:
                due.append((row, late))
        return due

    async def mark_reminded(self, game_id: int) -> None:
        await self.ctx.store.set_last_reminder(game_id, self.ctx.now())

    async def claim_reminder(self, game_id: int, seen: str | None, seats: list[int] | None = None) -> bool:
        """Take the duty of sending a game's due reminder: true for exactly one
        caller among processes that all read ``seen`` (the game's
        ``last_reminder_at`` when it was found due); the database decides.
        ``seats``: the seats reminded, counted (pings of their decision,
        when, reminders unanswered) in the same claim, which then also needs
        the game unchanged since."""
        if seats is None:
            return await self.ctx.store.claim_reminder(game_id, seen, self.ctx.now())
        row = await self.ctx.store.game(game_id)
        if row is None or row.last_reminder_at != seen:
            return False
        now = self.ctx.clock()
        clock = dict(row.clock)
        reminded = dict(clock.get("reminded", {}))
        pinged = dict(clock.get("pinged", {}))
        unanswered = dict(clock.get("unanswered", {}))
        claimed = [s for s in await self.ctx.store.seats(game_id) if s.seat in seats]
        rhythms = await self.schedule.rhythms([s.user_id for s in claimed])
        for seat in claimed:
            unanswered[str(seat.seat)] = clocks.unanswered(clock, seat.seat) + 1
            reminded[str(seat.seat)], pinged[str(seat.seat)] = schedule.recorded(row, seat, rhythms[seat.user_id], now)
        clock.update(reminded=reminded, pinged=pinged, unanswered=unanswered)
        return await self.ctx.store.claim_reminder(game_id, seen, clocks.iso(now), clock=clock, version=row.version)

    async def idle_seats(self) -> list[tuple[GameRow, SeatRow]]:
        """Seats idle longer than their game's ``idle_hours`` setting (a
        seat whose clock vote is open is the voters' to decide)."""
        now = self.ctx.clock()
        found = []
        for row in await self.ctx.my_unfinished():
            hours = row.settings.get("idle_hours")
            if row.status != "active" or not hours:
                continue
            seats = await self.ctx.store.seats(row.id)
            voting = ballots.open_votes(row.clock, seats)
            away = row.clock.get("away", {})  # on vacation: never handed over
            back = row.clock.get("back", {})  # back from a vacation: idle since then at most
            for s in seats:
                if s.is_computer or not s.owing_since or s.seat in voting or str(s.seat) in away:
                    continue
                since = max(s.owing_since, back.get(str(s.seat), s.owing_since))
                if now - datetime.fromisoformat(since) >= timedelta(hours=float(hours)):
                    found.append((row, s))
        return found

    async def guild_left(self, guild: str) -> list[int]:
        """The bot was removed from a server: close its unfinished games now
        (their announcements are dropped: nobody can read them); its data is
        purged after the grace period by :meth:`apply_retention`."""
        return await self.ctx.store.guild_departed(str(guild), self.ctx.now())

    async def guild_back(self, guild: str) -> None:
        await self.ctx.store.guild_returned(str(guild))

    async def apply_retention(self, retention_days: float | None,
                              guild_grace_days: float | None) -> tuple[int, int]:
        """Purge finished games older than ``retention_days`` (None: keep)
        and the data of servers left more than ``guild_grace_days`` ago.
        Returns (finished games purged, games of departed servers purged)."""
        now = self.ctx.clock()
        finished = departed = 0
        if retention_days:
            cutoff = (now - timedelta(days=float(retention_days))).isoformat(timespec="seconds")
            finished = await self.ctx.store.purge_finished_before(cutoff)
        if guild_grace_days is not None:
            cutoff = (now - timedelta(days=float(guild_grace_days))).isoformat(timespec="seconds")
            departed = await self.ctx.store.purge_departed_before(cutoff)
        if finished or departed:
            log.info("Retention: purged %d finished game(s) and %d game(s) of servers left", finished, departed)
        return finished, departed
