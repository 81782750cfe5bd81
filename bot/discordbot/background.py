"""Background work: reminders, idle replacement, retention, the outbox loop."""

from __future__ import annotations

import asyncio

import discord

from bot.i18n import Words
from bot.service import Reply, ServiceError
from bot.service.schedule import since_mark
from storage.base import GameRow, SeatRow

from . import faults
from .components import MuteButton, table_view
from .core import BotBase, log
from .direct import by_dm, send_dm
from .present import ENGLISH, clip, slash_command, timestamp, words_in

OUTBOX_SECONDS = 15.0  # how often undelivered announcements are retried


def with_mute(view: discord.ui.View, game_id: int, late: list[SeatRow], words: Words = ENGLISH) -> discord.ui.View:
    """``view`` with a "Mute this turn" button for each decision reminded
    (at most three: a message holds 25 components)."""
    for since in sorted({since_mark(s.owing_since) for s in late})[:3]:
        view.add_item(MuteButton(game_id, since, words))
    return view


class Duties:
    """The client's background work, over its core ``bot``: two loops the
    client starts once connected (:meth:`start`) and cancels at close
    (:meth:`stop`)."""

    def __init__(self, bot: BotBase) -> None:
        self.bot = bot
        self.reminder_task: asyncio.Task | None = None
        self.outbox_task: asyncio.Task | None = None
        self.outbox_seconds = OUTBOX_SECONDS
        self._reminder_lock = asyncio.Lock()

    def start(self) -> None:
        """Start both loops; they wait for READY."""
        self.reminder_task = asyncio.create_task(self.reminder_loop(), name="referee-reminders")
        self.outbox_task = asyncio.create_task(self.outbox_loop(), name="referee-outbox")
        if self.bot.has_service:  # a hard computer's move, decided in its lane, is posted at once
            self.bot.service.on_computer_move(self.computer_moved)

    async def computer_moved(self, game_id: int) -> None:
        """Post the announcement of a computer's move committed by the
        computers' lane (a fault leaves it to the outbox loop)."""
        try:
            await self.bot.deliver_game(game_id)
        except faults.FAULTS as error:
            log.warning("The computer's move in game %s waits for the database: %s", game_id, error)

    async def stop(self) -> None:
        """Cancel both loops and wait for them to end."""
        for name in ("reminder_task", "outbox_task"):
            task = getattr(self, name)
            if task is not None:
                task.cancel()
                try:
                    await task
                except (asyncio.CancelledError, Exception):
                    pass
                setattr(self, name, None)

    async def outbox_loop(self) -> None:
        await self.bot.wait_until_ready()
        first = True
        while not self.bot.is_closed():
            try:
                if first:
                    for reply in await self.bot.service.resume_computers():
                        log.info("Computers resumed in game %s", reply.game_id)
                await self.bot.deliver_pending(force=first)
                first = False
            except asyncio.CancelledError:
                raise
            except faults.FAULTS as error:  # the database is down: tried again at the next round
                log.warning("Delivering announcements waits for the database: %s", error)
            except Exception:  # noqa: BLE001 - the loop must survive
                log.exception("Delivering announcements failed")
            await asyncio.sleep(max(0.05, float(self.outbox_seconds)))

    async def reminder_loop(self) -> None:
        await self.bot.wait_until_ready()
        while not self.bot.is_closed():
            try:
                await self.chores()
            except asyncio.CancelledError:
                raise
            except faults.FAULTS as error:  # the database is down: tried again at the next round
                log.warning("The reminder check waits for the database: %s", error)
            except Exception:  # noqa: BLE001 - the loop must survive
                log.exception("Reminder check failed")
            await asyncio.sleep(max(0.05, float(self.bot.settings.reminder_check_seconds)))

    async def chores(self) -> None:
        """One round of the reminder loop: reminders, computer decisions whose
        table's pause is over (``computer_minutes``), idle seats, what time
        does to games (clocks run out, reminders stopped, games nobody plays
        closed, vacations begun and ended) and the notes to players whose turn
        comes next, of this process's servers; retention, a chore of the
        whole database, only in the process that runs shard 0 (or the only
        process)."""
        await self.check_reminders()
        await self.check_computers()
        await self.check_idle()
        await self.check_expiry()
        await self.check_heads_up()
        if self.bot.settings.syncs_commands:
            await self.bot.service.apply_retention(retention_days=self.bot.settings.retention_days,
                                                   guild_grace_days=self.bot.settings.guild_grace_days)

    async def check_reminders(self) -> int:
        """Remind players owing a decision for longer than the interval; at
        most once per interval per game. Each reminder is claimed in the
        database before it is posted (``last_reminder_at`` moved on from the
        value read), so of several processes finding it due, exactly one
        posts it; a reminder that cannot be posted is not retried before the
        next interval."""
        async with self._reminder_lock:  # one check at a time: never two reminders
            return await self._check_reminders()

    async def _check_reminders(self) -> int:
        sent = 0
        interval = self.bot.settings.reminder_interval
        for row, late in await self.bot.service.due_reminders(interval):
            hours = interval.total_seconds() / 3600
            if not await self.bot.service.claim_reminder(row.id, row.last_reminder_at, [s.seat for s in late]):
                log.info("The reminder of game %s is another process's (it claimed it first)", row.id)
                continue
            words = words_in(row.settings.get("language"))  # a public message: the game's language
            late = await self.direct_reminders(row, late, words)  # those who asked for a DM and could get one
            if not late:
                sent += 1
                continue
            users = [s.user_id for s in late]
            pings = " ".join(f"<@{u}>" for u in users if u.isdigit())
            deadlines = self.bot.service.deadlines(row, late)
            commands = {"move": slash_command("move", words.locale), "status": slash_command("status", words.locale)}
            if deadlines:  # a table with a clock: say when each runs out
                due = ", ".join(words("dc-reminder-at", at=timestamp(d.at)) for d in deadlines)
                text = words("dc-reminder-due", pings=pings, game=self.bot.game_name(row.kind), due=due, **commands)
            else:
                text = words("dc-reminder", pings=pings, game=self.bot.game_name(row.kind), hours=hours, **commands)
            try:
                await self.bot.post(row.channel, row.guild, content=clip(text),
                                    allowed_mentions=discord.AllowedMentions(
                                        everyone=False, roles=False, replied_user=False,
                                        users=[discord.Object(int(u)) for u in users if u.isdigit()]),
                                    view=with_mute(table_view(row.id, words=words), row.id, late, words))
                sent += 1
            except discord.HTTPException as error:
                log.warning("Could not remind players of game %s: %s", row.id, error)
        return sent

    async def direct_reminders(self, row: GameRow, late: list[SeatRow], words: Words = ENGLISH) -> list[SeatRow]:
        """Remind by a direct message the players who chose it (issue 28);
        returns the seats still to remind in the channel: the others, and
        those Discord will not let the bot write to (403, code 50007)."""
        direct = await by_dm(self.bot, [s.user_id for s in late])
        left = []
        for seat in late:
            text = words("dc-reminder-dm", game=self.bot.game_name(row.kind), channel=f"<#{row.channel}>",
                         move=slash_command("move", words.locale), status=slash_command("status", words.locale))
            if seat.user_id not in direct or not await send_dm(
                    self.bot, seat.user_id, text, with_mute(discord.ui.View(timeout=None), row.id, [seat], words)):
                left.append(seat)
        return left

    async def check_expiry(self) -> int:
        """Tell tables whose clocks ran out or whose reminders stopped, and
        close games nobody plays (each a change in the outbox, posted now)."""
        settings = self.bot.settings
        return await self.publish_all(await self.bot.service.expire(settings.reminder_limit, settings.abandon_after))

    async def check_computers(self) -> int:
        """Let computers make the decisions they owe whose pause is over (a
        table's ``computer_minutes``; each a change in the outbox, posted
        now; a ``hard`` one is decided in the computers' lane and posted
        when it is committed)."""
        return await self.publish_all(await self.bot.service.computers_due())

    async def check_heads_up(self) -> int:
        """Post the quiet notes to players whose turn comes next (those who
        asked to be told when the player before them starts; issue 28)."""
        return await self.publish_all(await self.bot.service.heads_up())

    async def publish_all(self, replies: list[Reply]) -> int:
        """Post each reply in its game's channel (changes already in the
        outbox: this posts them now); how many there were."""
        for reply in replies:
            row = await self.bot.service.game_row(reply.game_id) if reply.game_id is not None else None
            if row is not None:
                await self.bot.publish(row.guild, row.channel, reply)
        return len(replies)

    async def check_idle(self) -> int:
        replaced = 0
        for row, seat in await self.bot.service.idle_seats():
            hours = row.settings.get("idle_hours")
            try:
                reply = await self.bot.service.replace_idle(row.guild, row.channel, seat.seat,
                                                            f"was idle for over {hours:g} hours",
                                                            expected_since=seat.owing_since)
            except ServiceError as error:
                log.info("Idle replacement skipped for game %s: %s", row.id, error)
                continue
            await self.bot.publish(row.guild, row.channel, reply)
            replaced += 1
        return replaced
