"""The table's votes on a clock that ran out (rules in
:mod:`bot.service.ballots`): a player's answer, and carrying out what a
vote (or the table's default) decided, each as one change committed against
the version it read, announced through the outbox with it.
"""

from __future__ import annotations

from typing import Any

from bot.service import ballots, server
from bot.service.context import Context
from bot.service.gate import Gate, commit, settle
from bot.service.model import Forbidden, Refused, Reply, Table, User
from bot.service.outcome import Outcome
from bot.service.pictures import Pictures
from bot.service.turns import computer_decides, computers_move
from bot.service.words import told
from rules.base import Event, Text, dumps, say


def carry_out(table: Table, skips: list[int]) -> tuple[dict[str, Any], list[Event], list[tuple[int, str, Any]]]:
    """A computer makes the owed decision of each seat in ``skips``, then the
    computer seats act until a human must (run off the event loop)."""
    game = table.game
    state = table.live
    events: list[Event] = []
    moves: list[tuple[int, str, Any]] = []
    for seat in skips:
        if seat not in game.to_act(state):  # decided already, or the game ended (nobody owes then)
            continue
        state, new_events, told = computer_decides(table, state, seat, len(moves))
        events.extend(new_events)
        moves.append(told)
    state, more = computers_move(table, state, events)
    return state, events, moves + more


class Votes:
    def __init__(self, ctx: Context, gate: Gate, outcome: Outcome, pictures: Pictures):
        self.ctx, self.gate, self.outcome, self.pictures = ctx, gate, outcome, pictures

    async def vote(self, guild: str, channel: str, user: User, choice: str,
                   seat: int | None = None, game_id: int | None = None) -> Reply:
        """The asker's answer to the vote on ``seat``'s time (None: the one
        vote they may answer); carried out at once when it decides."""
        try:
            choice = ballots.checked(choice)
        except ValueError as error:
            raise Refused(error.args[0]) from None
        async with self.gate.changing(guild, channel):
            table = await self.gate.active(guild, channel)
            if game_id is not None and table.row.id != game_id:
                raise Refused(say("tm-vote-earlier-game"))
            standing = ballots.open_votes(table.row.clock, table.seats)
            if seat is not None:
                standing = {s: e for s, e in standing.items() if s == seat}
            if not standing:
                raise Refused(say("tm-vote-none-open"))
            mine = {s: e for s, e in standing.items() if user.id in e.get("voters", [])}
            if not mine:
                subject = min(standing)
                if table.user_of(subject).user_id == user.id:
                    raise Forbidden(say("tm-vote-own-time"))
                raise Forbidden(say("tm-vote-not-yours", name=table.name(subject)))
            subject = min(mine)
            entry = ballots.answered(mine[subject], user.id, choice)
            clock = dict(table.row.clock)
            clock["votes"] = {**clock.get("votes", {}), str(subject): entry}
            name = table.name(subject)
            decided = ballots.decision(entry, self.ctx.clock(), ballots.default_of(table.row.settings))
            if decided is not None:
                headline = say("tm-vote-decided", name=name, done=ballots.done(decided, name))
                reply = await self.decide(table, clock, {subject: decided}, headline)
                reply.data = {"counted": choice, "decided": decided}
                return reply
            await commit(self.ctx.store.set_status(table.row.id, "active", table.row.version, clock=clock))
        answers = len(entry["answers"])
        words = self.ctx.words(table, user)
        return Reply(words("tm-vote-counted", name=name, meaning=ballots.WORDS[choice], answers=answers,
                           voters=len(entry["voters"])), ephemeral=True,
                     game_id=table.row.id, data={"counted": choice, "decided": None})

    async def decide(self, table: Table, clock: dict[str, Any], decisions: dict[int, str],
                     headline: str | Text) -> Reply:
        """Carry out ``decisions`` (seat -> wait, skip or hand) as one change
        announced with ``headline`` (written in the game's language);
        ``clock``: the clock document to start from (the votes as they
        stand)."""
        headline = self.ctx.words(table).render(headline)
        now = self.ctx.clock()
        settings = table.row.settings
        seats: dict[int, dict[str, Any]] = {}
        skips = []
        for number, choice in sorted(decisions.items()):
            seat = table.user_of(number)
            if choice == "wait":
                clock = ballots.waited(clock, seat, settings, now)
            elif choice == "skip":
                clock = ballots.skipped(clock, number, settings, now)
                skips.append(number)
            else:
                clock = ballots.closed(clock, number)
                seat.is_computer = True
                seat.level = await server.takeover(self.ctx, table.row.guild)
                seats[number] = {"is_computer": True, "level": seat.level}
        if not skips and not seats:
            reply = Reply(headline, game_id=table.row.id, names=table.names)
            reply.version = await commit(self.ctx.store.set_status(
                table.row.id, "active", table.row.version, announcement=self.outcome.payload(table, reply, board=False),
                clock=clock))
            return reply
        table.row.clock = clock
        before = table.state
        state, events, moves = await self.ctx.run(carry_out, table, skips)
        sketch = self.pictures.sketch(table, state)
        reply, notices, owing = self.outcome.tell(table, told(headline, moves), events, before, state)
        timed = self.outcome.timed(table, reply, owing, None, acted=False)
        status = "finished" if reply.finished else "active"
        await settle(table, self.ctx.store.commit_moves(
            table.row.id, table.row.version, moves, dumps(state), status, owing, seats=seats or None,
            announcement=self.outcome.payload(table, reply), notices=notices,
            results=self.outcome.results(table, reply), clock=timed,
        ), state, status)
        return await self.pictures.with_picture(table, reply, sketch)

