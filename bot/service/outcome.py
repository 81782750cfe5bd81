"""What an accepted change announces, worked out before it is committed (so
that it is committed with it): who owes a decision and since when, who is
pinged, the notices for other players' next interaction, the final
standings, the public payload for the outbox, and each person's result.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot.i18n import Words
from bot.service import clocks, heading
from bot.service.context import Context
from bot.service.model import COMPUTER_ID, Deadline, Reply, Table, handed_over
from bot.service.turns import pause_of
from bot.service.words import standings_words
from rules.base import Event, Standing, Text, joined, say
from storage.base import SeatRow

#: The notice that a player's private information changed (its words; the
#: English of it is HAND_CHANGED, which older code compared notices with).
HAND_NOTICE = say("svc-hand-changed")
HAND_CHANGED = "Your private information changed: use `hand` to see it."


def has_content(value: Any) -> bool:
    if isinstance(value, dict):
        return any(has_content(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(has_content(v) for v in value) if value else False
    return value is not None and value != ""


def who_must_act(table: Table, state: dict[str, Any] | None) -> list[str]:
    if state is None or table.game.is_over(state):
        return []
    return [
        table.user_of(seat).user_id
        for seat in sorted(table.game.to_act(state))
        if not table.user_of(seat).is_computer
    ]


def turn_line(table: Table, state: dict[str, Any]) -> Text:
    """Whose decision it is (with what they must decide), or that the game
    is over; at a table with a pause, that its computers owing a decision
    take their time."""
    if table.game.is_over(state):
        return say("svc-game-over")
    acting = table.game.to_act(state)
    names = [table.name(s) for s in sorted(acting)]
    if len(acting) > 1 or table.game.info.simultaneous:
        line = say("svc-still-to-act", names=", ".join(names))
    else:
        (decision,) = acting.values()
        line = say("svc-to-play", name=names[0], prompt=decision.prompt)
    pause = pause_of(table)
    waiting = [table.name(s.seat) for s in table.seats if s.is_computer and s.seat in acting]
    if pause is None or not waiting:
        return line
    return joined([line, say("svc-computer-pause", names=", ".join(waiting), minutes=pause)], "\n")


def standings(table: Table, state: dict[str, Any], words: Words | None = None) -> list[dict[str, Any]]:
    """The final standings of ``state``: a resigned seat ranks last, tied
    seats share the rank of the first of them. Each seat's detail is
    written with ``words`` (default: English)."""
    words = words or Words()
    ranked: list[Standing] = table.game.standings(state)
    resigned = {s.seat for s in table.seats if s.resigned}
    kept = [s for s in ranked if s.seat not in resigned]
    gone = [s for s in ranked if s.seat in resigned]
    result = []
    rank = 0
    previous = None
    for position, s in enumerate(kept + gone, start=1):
        if s.seat in resigned:
            rank = position
            detail = words.render(say("svc-resigned-detail", detail=s.detail) if s.detail else say("svc-resigned"))
        else:
            key = s.rank
            if key != previous:
                rank = position
            previous = key
            detail = words.render(s.detail)
        user = table.user_of(s.seat)
        result.append({"rank": rank, "seat": s.seat, "name": user.name, "user_id": user.user_id,
                       "score": s.score, "detail": detail})
    return result


class Outcome:
    def __init__(self, ctx: Context):
        self.ctx = ctx

    def owing(self, table: Table, before, after, mover: int | None = None) -> dict[int, str | None]:
        """owing_since per seat: when its CURRENT decision became due. Kept
        only for a seat that still owes the same decision it owed before this
        change and did not act in it; set to now for a decision that just
        became due (the mover's next step included); cleared otherwise."""
        now = self.ctx.now()
        was = table.game.to_act(before) if before else {}
        acting = table.game.to_act(after) if not table.game.is_over(after) else {}
        owing: dict[int, str | None] = {}
        for s in table.seats:
            if s.seat not in acting:
                owing[s.seat] = None
            elif s.seat == mover or s.seat not in was or was[s.seat] != acting[s.seat] or not s.owing_since:
                owing[s.seat] = now
        return owing

    def tell(self, table: Table, headline: str | Text, events: list[Event], before, state,
             mover: SeatRow | None = None,
             reader: Words | None = None) -> tuple[Reply, list[tuple[str, str]], dict[int, str | None]]:
        """What an accepted change tells: the reply without its picture, the
        notices for other players' next interaction, and the seats' owing
        times. The reply is in the game's language; ``reader``: the words
        of the mover (the asker), for their own private events."""
        game = table.game
        words = self.ctx.words(table)
        owing = self.owing(table, before, state, mover.seat if mover else None)
        reply = Reply(words.render(headline), game_id=table.row.id, names=table.names)
        reply.finished = game.is_over(state)
        if reply.finished:
            reply.standings = standings(table, state, words)
            said: list[str | Text] = [headline, standings_words(reply.standings)]
            gone = handed_over(table.seats)
            if gone and len([s for s in table.seats if not s.user_id.startswith(COMPUTER_ID)]) > 1:
                said.append(say("svc-unrated", names=", ".join(s.name for s in gone)))
            reply.text = words.render(joined(said, "\n"))
            # Every person who sat down, including those a computer replaced.
            reply.mentions = [s.user_id for s in table.seats if not s.user_id.startswith(COMPUTER_ID)]
            reply.ping = list(reply.mentions)
        else:
            reply.text = words.render(joined([headline, turn_line(table, state)], "\n"))
            reply.mentions = who_must_act(table, state)
            newly = {table.user_of(seat).user_id for seat, since in owing.items() if since is not None}
            reply.ping = [u for u in reply.mentions if u in newly]
        heading.mark(reply, table, state)
        # Private updates: events addressed to one seat, and hidden
        # information that changed.
        for event in events:
            if event.private and event.seat is not None:
                user = table.user_of(event.seat)
                if not user.is_computer:
                    told = (reader if reader is not None and mover is not None and user.user_id == mover.user_id
                            else words).render(event.text)
                    reply.private[user.user_id] = (reply.private.get(user.user_id, "") + "\n" + told).strip()
        for s in table.seats:
            if s.is_computer:
                continue
            old = game.private(before, s.seat) if before else {}
            new = game.private(state, s.seat)
            # Told only when there is something new to see: information
            # that merely went away (a hidden choice now revealed) is no news.
            if old != new and has_content(new):
                reply.notify.append(s.user_id)
        notices = []
        for user_id in sorted(set(reply.notify) | set(reply.private)):
            if mover is not None and user_id == mover.user_id:
                continue
            notices.append((user_id, reply.private.get(user_id) or words.render(HAND_NOTICE)))
        return reply, notices, owing

    def timed(self, table: Table, reply: Reply, owing: dict[int, str | None], mover: int | None, *,
              acted: bool, undo: bool = False) -> dict[str, Any]:
        """The game's clock document after a change told by ``reply`` (see
        :mod:`bot.service.clocks`): banks settled, the ``mover`` topped up
        (``undo``: instead its banks from before its last move restored),
        and ``reply.deadlines`` filled in for a table with a clock."""
        now = self.ctx.clock()
        preset = clocks.preset_of(table.row.settings)
        old = table.row.clock
        if undo and mover is not None:
            clock = clocks.settle(clocks.restored(old, mover, now), preset, table.seats, owing, now, None, acted)
        else:
            clock = clocks.settle(old, preset, table.seats, owing, now, mover, acted)
            if mover is not None and acted and preset is not None:
                clock["undo"] = clocks.before_move(old, preset, table.seats, mover, now)
        if preset is not None and not reply.finished:
            reply.deadlines = self.deadlines(table, clock, owing)
        return clock

    @staticmethod
    def deadlines(table: Table, clock: dict[str, Any], owing: dict[int, str | None] | None = None) -> list[Deadline]:
        """Each owing human seat's deadline, after a change with ``owing``
        (None: as the seats are stored)."""
        preset = clocks.preset_of(table.row.settings)
        if preset is None:
            return []
        found = []
        for seat in table.seats:
            if owing is not None and seat.seat in owing:
                seat = replace(seat, owing_since=owing[seat.seat])
            at = clocks.deadline(clock, seat, preset)
            if at is not None:
                found.append(Deadline(seat.user_id, seat.name, at))
        return found

    def payload(self, table: Table, reply: Reply, *, board: bool | None = None) -> dict[str, Any] | None:
        """The public part of a reply, stored with the change as what to
        announce (never a secret: no ``private``, no ``notify``). ``board``:
        whether the announcement shows the board (default: unless a game
        that never started is over)."""
        if not self.ctx.outbox:
            return None
        if board is None:
            board = table.state is not None or not reply.finished
        payload = {"kind": table.game.info.key, "guild": table.row.guild, "channel": table.row.channel,
                   "text": reply.text, "mentions": reply.mentions, "ping": reply.ping, "names": reply.names,
                   "finished": reply.finished, "standings": reply.standings, "board": board}
        if reply.ballot:
            payload["ballot"] = reply.ballot
        if reply.undo:  # the turn message offers Undo (the service still checks who may)
            payload["undo"] = True
        heading.to_payload(reply, payload)
        if reply.deadlines:
            payload["deadlines"] = [[d.user_id, d.name, d.at.isoformat()] for d in reply.deadlines]
        return payload

    def results(self, table: Table, reply: Reply) -> list[dict[str, Any]]:
        """Each person's result, stored with the change that finished the
        game (computer seats have none)."""
        if not reply.finished:
            return []
        humans = [s for s in table.seats if not s.user_id.startswith(COMPUTER_ID)]
        resigned = {s.seat for s in table.seats if s.resigned}
        now = self.ctx.now()
        return [{"guild": table.row.guild, "kind": table.game.info.key, "user_id": s["user_id"],
                 "name": s["name"], "rank": s["rank"], "score": s["score"], "detail": s["detail"] or "",
                 "players": len(table.seats), "humans": len(humans), "resigned": s["seat"] in resigned,
                 "finished_at": now}
                for s in reply.standings if not s["user_id"].startswith(COMPUTER_ID)]
