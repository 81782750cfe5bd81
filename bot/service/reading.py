"""Reading a game without changing it: its status, the public board, a
player's private hand and waiting notices, the move history, the position
as JSON, how to play a game, and the board after any earlier move.
"""

from __future__ import annotations

import json

import render
from bot.i18n import FRONTS, LOCALES, Words
from bot.service import clocks, guides
from bot.service.context import Context
from bot.service.gate import Gate
from bot.service.lobby import Lobby
from bot.service.model import Picture, Refused, Reply, User, game_for
from bot.service.outcome import HAND_NOTICE, Outcome, standings, turn_line, who_must_act
from bot.service.pictures import Pictures, picture_words, table_locale
from bot.service.turns import replay_states
from bot.service.words import clip, move_said, standings_words
from rules.base import ALT_TEXT_LIMIT, Text, joined, say


class Notice(str):
    """A notice waiting for a player, as they read it, with its ``kind``
    (data, so that a front end never compares sentences): "hand" for "your
    private information changed" (HAND_NOTICE), "note" for a private
    message."""

    kind: str = "note"

    def __new__(cls, text: str, kind: str = "note") -> Notice:
        made = super().__new__(cls, text)
        made.kind = kind
        return made


class Reading:
    def __init__(self, ctx: Context, gate: Gate, pictures: Pictures, lobby: Lobby):
        """``lobby`` shows a game that has not started."""
        self.ctx, self.gate, self.pictures, self.lobby = ctx, gate, pictures, lobby

    async def status(self, guild: str, channel: str) -> Reply:
        table = await self.gate.table(guild, channel, unfinished=False)
        if table.row.status == "lobby":
            return await self.lobby.lobby(guild, channel)
        words = self.ctx.words(table)
        if table.row.status == "aborted":
            return Reply(words("svc-aborted-last"))
        summary = await self.ctx.run(table.game.summary, table.state, None)
        reply = Reply(words.render(summary), game_id=table.row.id, version=table.row.version,
                      finished=table.row.status == "finished", names=table.names)
        reply.mentions = who_must_act(table, table.state)
        if reply.finished:
            reply.standings = standings(table, table.live, words)
            reply.text = words.render(joined([standings_words(reply.standings), summary], "\n"))
        else:
            reply.text = words.render(joined([summary, turn_line(table, table.live)], "\n"))
            banks = clocks.banks_line(table.row, table.seats, self.ctx.clock())
            if banks:
                reply.text += f"\n{words.render(banks)}"
                reply.deadlines = Outcome.deadlines(table, table.row.clock)
        return reply

    async def board(self, guild: str, channel: str) -> Reply:
        table = await self.gate.table(guild, channel, unfinished=False)
        if table.state is None:
            raise Refused(say("svc-no-board-yet"))
        picture = await self.pictures.public_picture(table)
        return Reply(picture.alt, picture=picture, game_id=table.row.id, version=table.row.version,
                     names=table.names)

    async def hand(self, guild: str, channel: str, user: User) -> Reply:
        table = await self.gate.table(guild, channel, unfinished=False)
        if table.state is None:
            raise Refused(say("svc-not-started"))
        seat = table.seat_of(user.id)
        if seat is None:
            raise Refused(say("svc-no-hand"))
        if seat.resigned and table.row.status == "active":
            raise Refused(say("svc-hand-resigned"))
        await self.ctx.store.take_notices(table.row.id, user.id)
        text, picture = await self.pictures.private_view(table, seat.seat, self.ctx.words(table, user))
        return Reply(text, private_picture=picture, ephemeral=True, game_id=table.row.id)

    async def pending_notices(self, guild: str, channel: str, user: User) -> list[str]:
        """Notices waiting for this user (their hidden information changed,
        or a private message), each a :class:`Notice` with its kind; reading
        them clears them."""
        row = await self.ctx.store.open_game(str(guild), str(channel))
        if row is None:
            return []
        changed = {Words(locale, front).render(HAND_NOTICE) for locale in LOCALES for front in FRONTS}
        return [Notice(text, "hand" if text in changed else "note")
                for text in await self.ctx.store.take_notices(row.id, user.id)]

    async def history(self, guild: str, channel: str, last: int, user: User | None = None) -> Reply:
        """The last ``last`` moves, taken-back ones marked, for the asker
        (``user``: in their language; otherwise the game's)."""
        table = await self.gate.table(guild, channel, unfinished=False)
        words = self.ctx.words(table, user)
        moves = await self.ctx.store.moves(table.row.id, last=last, include_undone=True)
        if not moves:
            return Reply(words("svc-no-moves-yet"), ephemeral=True)
        lines = []
        for m in moves:
            said = move_said(m) or say("svc-moved", name=table.name(m.seat))
            lines.append(words("svc-history-undone" if m.undone else "svc-history-line", number=str(m.seq),
                               said=said))
        return Reply("\n".join(lines), ephemeral=True, game_id=table.row.id)

    async def export(self, guild: str, channel: str, user: User) -> Reply:
        """The current position as JSON, as the asker may see it (the full
        state once the game is over)."""
        table = await self.gate.table(guild, channel, unfinished=False)
        if table.state is None:
            raise Refused(say("svc-not-started"))
        if table.row.status == "finished":
            data = table.state
        else:
            seat = table.seat_of(user.id)
            data = table.game.view(table.state, seat.seat if seat is not None and not seat.resigned else None)
        return Reply(json.dumps(data, indent=1, sort_keys=True), ephemeral=True, data=data,
                     game_id=table.row.id)

    @staticmethod
    def rules_text(kind: str, locale: str | None = None) -> str:
        """How to play in ``locale`` (None: English): the game's guide
        (notation with an example of each move, what the pictures show), its
        options, and the clocks a table may choose with what happens when
        one runs out (issue 27); the words are the catalogues' (issue 31)."""
        return guides.rules_text(game_for(kind).info, locale)

    async def board_at(self, guild: str, channel: str, turn: int, user: User | None = None) -> Reply:
        """The public board after move ``turn`` as `history` numbers it (0:
        the start), replayed from the move log; its words in the asker's
        language (``user``; otherwise the game's)."""
        table = await self.gate.table(guild, channel, unfinished=False)
        if table.state is None:
            raise Refused(say("svc-no-board-yet"))
        entries = await self.ctx.store.moves(table.row.id, include_undone=True)
        last = entries[-1].seq if entries else 0
        if not 0 <= turn <= last:
            if last == 0:
                raise Refused(say("svc-no-move-none", turn=str(turn)))
            raise Refused(say("svc-no-move", turn=str(turn), last=str(last)))
        entry = next((m for m in entries if m.seq == turn), None)
        if entry is not None and entry.undone:
            raise Refused(say("svc-move-taken-back", turn=str(turn)))
        standing = [m for m in entries if not m.undone and m.seq <= turn]
        states = await self.ctx.run(replay_states, table, standing)
        game = table.game
        view = await self.ctx.run(game.view, states[-1], None)
        png = await self.ctx.draw(render.board_png, game.info.key, view, picture_words(table_locale(table)))
        words = self.ctx.words(table, user)
        said: str | Text = (move_said(entry) or "") if entry is not None else say("svc-start-of-game")
        alt = words("svc-board-after", turn=str(turn), last=str(last), said=said) if turn \
            else words("svc-board-start", said=said)
        picture = Picture(png, clip(alt, ALT_TEXT_LIMIT), f"{game.info.key}-{table.row.id}-move{turn}.png")
        text = words("svc-move-of", turn=str(turn), last=str(last), said=said) if turn \
            else words("svc-start-of-game")
        return Reply(text, picture=picture, game_id=table.row.id, names=table.names)
