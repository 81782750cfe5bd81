"""Reading a game without changing it: its status, the public board, a
player's private hand and waiting notices, the move history, the position
as JSON, how to play a game, and the board after any earlier move.
"""

from __future__ import annotations

import json

import render
from bot.service import clocks, guides
from bot.service.context import Context
from bot.service.gate import Gate
from bot.service.lobby import Lobby
from bot.service.model import Picture, Refused, Reply, User, game_for
from bot.service.outcome import Outcome, standings, turn_line, who_must_act
from bot.service.pictures import Pictures, picture_words, table_locale
from bot.service.turns import replay_states
from bot.service.words import clip, standings_text
from rules.base import ALT_TEXT_LIMIT


class Reading:
    def __init__(self, ctx: Context, gate: Gate, pictures: Pictures, lobby: Lobby):
        """``lobby`` shows a game that has not started."""
        self.ctx, self.gate, self.pictures, self.lobby = ctx, gate, pictures, lobby

    async def status(self, guild: str, channel: str) -> Reply:
        table = await self.gate.table(guild, channel, unfinished=False)
        if table.row.status == "lobby":
            return await self.lobby.lobby(guild, channel)
        if table.row.status == "aborted":
            return Reply("The last game in this channel was aborted. Start one with `new`.")
        summary = await self.ctx.run(table.game.summary, table.state, None)
        reply = Reply(summary, game_id=table.row.id, version=table.row.version,
                      finished=table.row.status == "finished", names=table.names)
        reply.mentions = who_must_act(table, table.state)
        if reply.finished:
            reply.standings = standings(table, table.live)
            reply.text = standings_text(reply.standings) + "\n" + summary
        else:
            reply.text = f"{summary}\n{turn_line(table, table.live)}"
            banks = clocks.banks_line(table.row, table.seats, self.ctx.clock())
            if banks:
                reply.text += f"\n{banks}"
                reply.deadlines = Outcome.deadlines(table, table.row.clock)
        return reply

    async def board(self, guild: str, channel: str) -> Reply:
        table = await self.gate.table(guild, channel, unfinished=False)
        if table.state is None:
            raise Refused("The game has not started yet: there is no board to show.")
        picture = await self.pictures.public_picture(table)
        return Reply(picture.alt, picture=picture, game_id=table.row.id, version=table.row.version,
                     names=table.names)

    async def hand(self, guild: str, channel: str, user: User) -> Reply:
        table = await self.gate.table(guild, channel, unfinished=False)
        if table.state is None:
            raise Refused("The game has not started yet.")
        seat = table.seat_of(user.id)
        if seat is None:
            raise Refused("You are not playing in this game, so you have no hand.")
        if seat.resigned and table.row.status == "active":
            raise Refused("You resigned from this game: your seat's private view now belongs to the"
                          " computer player. The board and `status` stay open to you.")
        await self.ctx.store.take_notices(table.row.id, user.id)
        text, picture = await self.pictures.private_view(table, seat.seat)
        return Reply(text, private_picture=picture, ephemeral=True, game_id=table.row.id)

    async def pending_notices(self, guild: str, channel: str, user: User) -> list[str]:
        """Notices waiting for this user (their hidden information changed);
        reading them clears them."""
        row = await self.ctx.store.open_game(str(guild), str(channel))
        if row is None:
            return []
        return await self.ctx.store.take_notices(row.id, user.id)

    async def history(self, guild: str, channel: str, last: int) -> Reply:
        table = await self.gate.table(guild, channel, unfinished=False)
        moves = await self.ctx.store.moves(table.row.id, last=last, include_undone=True)
        if not moves:
            return Reply("No moves have been played yet.", ephemeral=True)
        lines = []
        for m in moves:
            said = m.public or f"{table.name(m.seat)} moved."
            lines.append(f"{m.seq}. {said}" + (" (taken back)" if m.undone else ""))
        return Reply("\n".join(lines), ephemeral=True, game_id=table.row.id)

    async def export(self, guild: str, channel: str, user: User) -> Reply:
        """The current position as JSON, as the asker may see it (the full
        state once the game is over)."""
        table = await self.gate.table(guild, channel, unfinished=False)
        if table.state is None:
            raise Refused("The game has not started yet.")
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

    async def board_at(self, guild: str, channel: str, turn: int) -> Reply:
        """The public board after move ``turn`` as `history` numbers it (0:
        the start), replayed from the move log."""
        table = await self.gate.table(guild, channel, unfinished=False)
        if table.state is None:
            raise Refused("The game has not started yet: there is no board to show.")
        entries = await self.ctx.store.moves(table.row.id, include_undone=True)
        last = entries[-1].seq if entries else 0
        if not 0 <= turn <= last:
            if last == 0:
                raise Refused(f"There is no move {turn}: no move has been played yet (0 shows the start).")
            raise Refused(f"There is no move {turn}: `history` numbers this game's moves 1 to {last}"
                          " (0 is the start).")
        entry = next((m for m in entries if m.seq == turn), None)
        if entry is not None and entry.undone:
            raise Refused(f"Move {turn} was taken back: pick another from `history`.")
        standing = [m for m in entries if not m.undone and m.seq <= turn]
        states = await self.ctx.run(replay_states, table, standing)
        game = table.game
        view = await self.ctx.run(game.view, states[-1], None)
        png = await self.ctx.draw(render.board_png, game.info.key, view, picture_words(table_locale(table)))
        said = entry.public if entry is not None else "The start of the game."
        alt = f"Board after move {turn} of {last}. {said}" if turn else f"The start of the game. {said}"
        picture = Picture(png, clip(alt, ALT_TEXT_LIMIT), f"{game.info.key}-{table.row.id}-move{turn}.png")
        return Reply(f"Move {turn} of {last}: {said}" if turn else "The start of the game.",
                     picture=picture, game_id=table.row.id, names=table.names)
