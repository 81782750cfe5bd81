"""The outbox: the announcements of committed changes that a front end
posts later (Discord), which of them this process delivers, claiming one
for delivery, the reply to post for it, and recording its delivery or
failure.
"""

from __future__ import annotations

import logging
from datetime import datetime

from bot.service import heading
from bot.service.context import Context
from bot.service.gate import Gate
from bot.service.model import DELIVERY_ATTEMPTS, DELIVERY_LEASE, Deadline, Reply
from bot.service.pictures import Pictures
from storage.base import Announcement

log = logging.getLogger("referee.service")


class Outbox:
    def __init__(self, ctx: Context, gate: Gate, pictures: Pictures):
        self.ctx, self.gate, self.pictures = ctx, gate, pictures

    async def pending_announcements(self, game_id: int | None) -> list[Announcement]:
        """Announcements not yet delivered (of this process's servers, see
        ``guild_filter``, unless one game is asked for)."""
        store = self.ctx.store
        pending = await store.pending_announcements(game_id)
        if game_id is not None or self.ctx.guild_filter is None:
            return pending
        guilds: dict[int, str | None] = {}
        for a in pending:
            if a.game_id not in guilds:
                row = await store.game(a.game_id)
                guilds[a.game_id] = row.guild if row else None
        return [a for a in pending if (g := guilds[a.game_id]) is not None and self.ctx.mine(g)]

    async def claim_announcement(self, announcement: Announcement | int, *, force: bool) -> Announcement | None:
        """Take an announcement for delivery. Refused (None) when delivered,
        or while another delivery attempt is younger than the lease, unless
        ``force`` (at start-up, when no other attempt can be running)."""
        ident = announcement if isinstance(announcement, int) else announcement.id
        now = self.ctx.clock()
        stale = None if force else (now - DELIVERY_LEASE).isoformat(timespec="seconds")
        return await self.ctx.store.claim_announcement(ident, now.isoformat(timespec="seconds"), stale)

    async def announcement_reply(self, announcement: Announcement) -> Reply:
        """The reply to post for an announcement. The board is drawn only
        while the game is still at the announced version; an older
        announcement (the game moved on) posts its words without the board
        and pings nobody (the newer one pings who must act now)."""
        data = announcement.payload
        reply = Reply(data.get("text", ""), game_id=announcement.game_id, version=announcement.version,
                      mentions=list(data.get("mentions", [])), ping=list(data.get("ping", [])),
                      names=list(data.get("names", [])), finished=bool(data.get("finished")),
                      standings=list(data.get("standings", [])),
                      deadlines=[Deadline(u, n, datetime.fromisoformat(at)) for u, n, at in data.get("deadlines", [])])
        reply.ballot = dict(data.get("ballot", {}))
        reply.undo = bool(data.get("undo"))
        heading.from_payload(data, reply)
        row = await self.ctx.store.game(announcement.game_id)
        if row is None or row.version != announcement.version or row.state is None:
            reply.ping = [] if not reply.finished else reply.ping
            return reply
        if data.get("board", True):
            table = await self.gate.of_row(row)
            await self.pictures.with_picture(table, reply)
        return reply

    async def announced(self, announcement_id: int, message_ref: str | None) -> None:
        await self.ctx.store.mark_delivered(announcement_id, message_ref, self.ctx.now())

    async def announcement_failed(self, announcement: Announcement, error: str) -> bool:
        """Record a failed delivery; after DELIVERY_ATTEMPTS the announcement
        is given up (logged). Returns whether it was given up."""
        if announcement.attempts >= DELIVERY_ATTEMPTS:
            log.error("Giving up announcing game %s version %s after %d attempts: %s",
                      announcement.game_id, announcement.version, announcement.attempts, error)
            await self.ctx.store.mark_delivered(announcement.id, None, self.ctx.now(),
                                                error=f"gave up: {error}"[:500])
            return True
        await self.ctx.store.note_delivery_error(announcement.id, error)
        return False
