"""All my games in one place (issue 28): every unfinished game and lobby a
player sits in, across every server the store knows, "your turn" first
(then the nearest deadline), each with its deadline, whose turn it is, the
player's place in the current scores and where its latest board was posted;
and one of them opened: its status and boards as that player may see them.

Everything told is public (the table's status, the provisional standings,
which every game computes from public facts) or the asker's own.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from bot.i18n import Words
from bot.service import clocks
from bot.service.context import Context
from bot.service.gate import Gate
from bot.service.model import Refused, Reply, User, game_for
from bot.service.pictures import Pictures
from bot.service.reading import Reading
from rules.base import Text, loads, say
from storage.base import GameRow, SeatRow

#: The server id of the console's own games (bot/console/gateway.py names it too).
CONSOLE = "console"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st."""
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def place_text(game: Any, state: dict[str, Any], seat: int) -> str | Text:
    """The seat's place in the provisional standings: "2nd of 4, 31 points",
    "tied 1st of 3, 5 points", or "all 4 level, 0 points" (a Text, in the
    reader's words; "" when the seat has none; pure: the standings are
    computed from public facts)."""
    ranked = game.standings(state)
    mine = next((s for s in ranked if s.seat == seat), None)
    if mine is None:
        return ""
    score = float(mine.score)
    points = int(score) if score.is_integer() else round(score, 1)
    if len({(s.rank, s.score) for s in ranked}) == 1 and len(ranked) > 1:
        return say("tm-place-level", players=len(ranked), points=points)
    tied = sum(1 for s in ranked if s.rank == mine.rank) > 1
    return say("tm-place", tied=tied, rank=mine.rank, players=len(ranked), points=points)


def summaries(found: list[tuple[GameRow, SeatRow, list[SeatRow]]]) -> list[dict[str, Any]]:
    """Each game's entry (CPU work: decoding states, standings; run off the
    event loop). ``found``: the game, the asker's seat, every seat."""
    out = []
    for row, mine, seats in found:
        game = game_for(row.kind)
        preset = clocks.preset_of(row.settings)
        owing = [s for s in seats if s.owing_since and not s.is_computer]
        deadlines = {s.seat: clocks.deadline(row.clock, s, preset) for s in owing} if preset else {}
        owes = row.status == "active" and mine.owing_since is not None and not mine.is_computer
        if owes:
            deadline = deadlines.get(mine.seat)
        else:
            deadline = min((d for d in deadlines.values() if d is not None), default=None)
        place: str | Text = ""
        if row.state is not None and not mine.resigned:
            place = place_text(game, loads(row.state), mine.seat)
        out.append({
            "game_id": row.id, "kind": row.kind, "name": game.info.name, "guild": row.guild,
            "channel": row.channel, "status": row.status, "seat": mine.seat, "owes": owes,
            "since": mine.owing_since if owes else None, "deadline": deadline, "resigned": mine.resigned,
            "to_move": [s.name for s in owing] if row.status == "active" else [],
            "seats": len(seats), "max_players": game.info.max_players, "place": place})
    out.sort(key=order)
    return out


def order(entry: dict[str, Any]) -> tuple:
    """Your turn first; then running games before lobbies; the nearest
    deadline first (games without one after), then the oldest decision."""
    deadline: datetime | None = entry["deadline"]
    return (not entry["owes"], entry["status"] == "lobby", deadline is None,
            deadline.timestamp() if deadline else 0.0, entry["since"] or "", entry["game_id"])


def where(entry: dict[str, Any]) -> Text:
    """Where a game is, in words (a front end that knows the names of
    servers and channels writes its own)."""
    guild, channel = str(entry["guild"]), str(entry["channel"])
    if guild == CONSOLE:
        return say("tm-mine-console-table", channel=channel)
    return say("tm-mine-channel", channel=channel, guild=guild)


def state_text(entry: dict[str, Any], deadline: str | None, since: str | None = None) -> Text:
    """The game's state for the asker, as a Text: whose turn, the deadline
    (or since when it is their turn, at a table without a clock), the
    place (``deadline``, ``since``: those moments as the front end writes
    them)."""
    if entry["status"] == "lobby":
        return say("tm-mine-lobby", taken=entry["seats"], seats=entry["max_players"])
    if entry["resigned"]:
        return say("tm-mine-resigned")
    if entry["owes"]:
        if deadline:
            part = say("tm-mine-your-turn-due", deadline=deadline)
        elif since:
            part = say("tm-mine-your-turn-since", since=since)
        else:
            part = say("tm-mine-your-turn")
    else:
        waiting: str | Text = ", ".join(entry["to_move"]) or say("tm-mine-nobody")
        part = (say("tm-mine-waiting-due", waiting=waiting, deadline=deadline) if deadline
                else say("tm-mine-waiting", waiting=waiting))
    if entry["place"]:
        return say("tm-mine-state-place", state=part, place=entry["place"])
    return part


def state_words(entry: dict[str, Any], deadline: str | None, since: str | None = None,
                words: Words | None = None) -> str:
    """:func:`state_text` written in ``words`` (None: English)."""
    return (words or Words()).render(state_text(entry, deadline, since))


def utc(moment: datetime, locale: str = "en") -> str:
    """A moment in UTC as the reader's locale writes dates."""
    return clocks.moment(moment, locale)


class MyGames:
    def __init__(self, ctx: Context, gate: Gate, pictures: Pictures, reading: Reading):
        self.ctx, self.gate, self.pictures, self.reading = ctx, gate, pictures, reading

    async def mine(self, user: User, guild: str | None = None) -> Reply:
        """The asker's unfinished games and lobbies of every server (or of
        ``guild`` only), in order (:func:`order`). ``data``: one entry each
        (``deadline`` a datetime or None, ``post`` where its latest board
        was posted, "channel:message"); ``text`` says them with deadlines in
        UTC and servers and channels by id (the console's words)."""
        store = self.ctx.store
        found = [(row, seat) for row, seat in await store.games_of_user(user.id)
                 if guild is None or row.guild == str(guild)]
        games = [(row, seat, await store.seats(row.id)) for row, seat in found]
        data = await self.ctx.run(summaries, games)
        for entry in data:
            entry["post"] = await store.latest_post(entry["game_id"])
        words = self.ctx.words(None, user)
        here = guild is not None
        if not data:
            return Reply(words("tm-mine-none", here=here), ephemeral=True, data=[])
        turns = sum(1 for d in data if d["owes"])
        lines = [words("tm-mine-heading", here=here, games=len(data), turns=turns)]
        for d in data:
            due = utc(d["deadline"], words.locale) if d["deadline"] else None
            since = utc(datetime.fromisoformat(d["since"]), words.locale) if d["since"] else None
            lines.append(words("tm-mine-line", name=d["name"], game=str(d["game_id"]), where=where(d),
                               state=state_text(d, due, since)))
        return Reply("\n".join(lines), ephemeral=True, data=data)

    async def open_mine(self, user: User, game_id: int) -> Reply:
        """One of the asker's games, opened from the list: its status, its
        board and the asker's own private view (ephemeral). Refused for a
        game the asker has no seat in."""
        row = await self.ctx.store.game(int(game_id))
        table = await self.gate.of_row(row) if row is not None else None
        seat = table.seat_of(user.id) if table is not None else None
        if row is None or table is None or seat is None:  # the same words: no game is told to exist
            raise Refused(say("tm-mine-not-yours"))
        if not row.unfinished:
            raise Refused(say("tm-mine-over", game=table.game.info.name))
        status = await self.reading.status(row.guild, row.channel)
        reply = Reply(status.text, ephemeral=True, game_id=row.id, version=row.version, names=table.names,
                      deadlines=status.deadlines)
        if table.state is None:
            return reply
        reply.picture = await self.pictures.public_picture(table)
        if not seat.resigned:  # the asker sees their private view: their waiting notices are read
            await self.ctx.store.take_notices(row.id, user.id)
            text, private = await self.pictures.private_view(table, seat.seat)
            reply.private_picture = private
            reply.data = {"private": text}
            if text:
                reply.text += "\n" + self.ctx.words(table, user)("tm-mine-private-view", view=text)
        return reply

