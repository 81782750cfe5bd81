"""What time does to a running game, as background changes: telling the
table once when a player's clock runs out and opening the others' vote on
it (or applying the table's default when nobody else can vote), carrying
out a vote whose window ended (rules in :mod:`bot.service.ballots`),
ending a proposal to abandon the game that not everybody agreed to within
a day (:mod:`bot.service.abandon`), stopping the reminders of a seat that left too many unanswered (told once),
and closing a game nobody has played for too long (aborted: no replay, no
ratings).

Each is one change like a move: committed against the version it read (so
of several processes exactly one makes it), in one transaction with its
announcement in the outbox.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any

from bot.service import abandon, ballots, clocks, server
from bot.service.context import Context
from bot.service.gate import Gate, commit
from bot.service.model import Reply, ServiceError, Table
from bot.service.outcome import Outcome
from bot.service.vacations import Vacations
from bot.service.votes import Votes
from rules.base import Text, joined, say
from storage.base import GameRow, SeatRow

log = logging.getLogger("referee.service")


class Expiry:
    def __init__(self, ctx: Context, gate: Gate, outcome: Outcome, votes: Votes):
        self.ctx, self.gate, self.outcome, self.votes = ctx, gate, outcome, votes
        # Players' vacations (issue 28, :mod:`bot.service.vacations`): marked and
        # unmarked first, and a day spent instead of a timeout; None: none.
        self.vacations: Vacations | None = None

    async def expire(self, reminder_limit: int | None, abandon_after: timedelta | None) -> list[Reply]:
        """One round over this process's running games: close the ones idle
        for ``abandon_after`` (or for their server's own
        ``abandon_after_days``), tell the table of clocks that ran out and of
        seats whose reminders stop after ``reminder_limit`` unanswered ones.
        Returns the replies of the changes made (already in the outbox)."""
        replies = [] if self.vacations is None else await self.vacations.sync()
        servers: dict[str, dict[str, Any]] = {}
        for row in await self.ctx.my_unfinished():
            if row.status != "active":
                continue
            if row.guild not in servers:
                servers[row.guild] = await self.ctx.store.guild_settings(row.guild)
            after = server.abandon_after(servers[row.guild], abandon_after)  # the server's own wins
            seats = await self.ctx.store.seats(row.id)
            spent = [] if self.vacations is None else await self.vacations.spend_for(row, seats)
            if spent:  # a vacation day instead of the timeout: the game changed, seen again next round
                replies += spent
                continue
            if self._findings(row, seats, reminder_limit, after) is None:
                continue  # the usual case, decided without the game's lock or its state
            try:
                async with self.gate.changing(row.guild, row.channel):
                    table = await self.gate.active(row.guild, row.channel)
                    if table.row.id != row.id:
                        continue
                    reply = await self._expire(table, reminder_limit, after)
            except ServiceError as error:
                log.info("Game %s was left as it is this round: %s", row.id, error)
                continue
            if reply is not None:
                replies.append(reply)
        return replies

    def _findings(self, row: GameRow, seats: list[SeatRow], reminder_limit: int | None,
                  abandon_after: timedelta | None
                  ) -> timedelta | tuple[list[Text], dict[str, Any], dict[int, str]] | None:
        """What time did to a game: how long it has been idle (when that is
        too long), else the sentences to tell the table, the clock document
        that records them and the decisions to carry out (seat -> wait, skip
        or hand), else None."""
        now = self.ctx.clock()
        last = clocks.last_action(row, seats)
        if abandon_after is not None and last is not None and now - last >= abandon_after:
            return now - last
        clock = dict(row.clock)
        lines: list[Text] = []
        decisions: dict[int, str] = {}
        preset = clocks.preset_of(row.settings)
        default = ballots.default_of(row.settings)
        standing = ballots.open_votes(clock, seats)
        if abandon.expired(clock, now):
            clock = {k: v for k, v in clock.items() if k != "abort"}
            lines.append(say("tm-abandon-expired"))
        out = dict(clock.get("out", {}))
        muted = list(clock.get("muted", []))
        for seat in seats:
            if seat.is_computer or not seat.owing_since or str(seat.seat) in clock.get("away", {}):
                continue  # (on vacation: the clock stopped, nothing runs out)
            if seat.seat in standing:
                decided = ballots.decision(standing[seat.seat], now, default)
                if decided is not None:
                    decisions[seat.seat] = decided
                    lines.append(say("tm-vote-over", name=seat.name, done=ballots.done(decided, seat.name)))
            elif preset is not None and out.get(str(seat.seat)) != seat.owing_since \
                    and clocks.remaining(clock, seat, preset, now) <= 0:
                out[str(seat.seat)] = seat.owing_since
                who = ballots.voters(seats, seat.seat)
                if who:
                    until = now + ballots.window(row.settings)
                    clock = ballots.opened(clock, seat, who, until)
                    lines.append(say("tm-time-ran-out-vote", name=seat.name, until=f"<t:{int(until.timestamp())}:R>",
                                     choices=joined(list(ballots.WORDS.values()), "; "),
                                     default=ballots.WORDS[default]))
                else:
                    decisions[seat.seat] = default
                    lines.append(say("tm-time-ran-out-default", name=seat.name,
                                     done=ballots.done(default, seat.name)))
            if reminder_limit and seat.seat not in muted and clocks.unanswered(clock, seat.seat) >= reminder_limit:
                muted.append(seat.seat)
                lines.append(say("tm-reminders-stop", name=seat.name, count=reminder_limit))
        if not lines:
            return None
        clock.update(out=out, muted=muted)
        return lines, clock, decisions

    async def _expire(self, table: Table, reminder_limit: int | None,
                      abandon_after: timedelta | None) -> Reply | None:
        found = self._findings(table.row, table.seats, reminder_limit, abandon_after)
        if found is None:
            return None
        if isinstance(found, timedelta):
            return await self._close(table, found)
        lines, clock, decisions = found
        if decisions:
            return await self.votes.decide(table, clock, decisions, joined(lines, "\n"))
        reply = Reply(self.ctx.words(table).render(joined(lines, "\n")), game_id=table.row.id, names=table.names)
        before = ballots.open_votes(table.row.clock, table.seats)
        opened = sorted(set(ballots.open_votes(clock, table.seats)) - set(before))
        if opened:
            reply.ballot = {"vote": [[s, table.name(s)] for s in opened]}
            reply.mentions = reply.ping = [u for s in opened for u in ballots.voters(table.seats, s)]
        announce = self.outcome.payload(table, reply, board=False)
        reply.version = await commit(self.ctx.store.set_status(table.row.id, "active", table.row.version,
                                                               announcement=announce, clock=clock))
        return reply

    async def _close(self, table: Table, idle: timedelta) -> Reply:
        """Close a game nobody has played for ``idle``: aborted, so it has no
        replay and moves nobody's rating."""
        days = idle.total_seconds() / clocks.DAY
        reply = Reply(self.ctx.words(table)("tm-closed-idle", game=table.game.info.name, days=round(days)),
                      game_id=table.row.id, finished=True, names=table.names)
        announce = self.outcome.payload(table, reply, board=True)
        reply.version = await commit(self.ctx.store.set_status(table.row.id, "aborted", table.row.version,
                                                               announcement=announce))
        log.info("Game %s closed after %.1f idle days", table.row.id, days)
        return reply

