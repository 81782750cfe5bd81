"""The one door of the session service: :class:`Service`, everything a front
end does, without Discord. It builds the use cases (one object each, sharing
one Context) and hands each request to the one it belongs to.

Keyed by (guild, channel): one unfinished game per channel or thread. Every
request either changes nothing and raises ServiceError (whose message is
the sentence the user reads), or commits exactly one transaction. CPU work
(rules, computer players, pictures) runs in executors so the event loop
stays responsive.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Callable, Coroutine
from concurrent.futures import Executor, ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.config import DEFAULT_ABANDON_AFTER_DAYS
from bot.service import clocks
from bot.service.abandon import Abandon
from bot.service.builder import Builder, Steps
from bot.service.catchup import Catchup
from bot.service.community import Community
from bot.service.context import Context
from bot.service.duties import Duties
from bot.service.expiry import Expiry
from bot.service.gate import Gate
from bot.service.lobby import Lobby
from bot.service.mine import MyGames
from bot.service.model import Deadline, Picture, Refused, Reply, Table, User, game_for
from bot.service.outbox import Outbox
from bot.service.outcome import Outcome
from bot.service.pictures import Pictures
from bot.service.play import Play, allows_undo
from bot.service.reading import Reading
from bot.service.records import Records
from bot.service.replays import Replays
from bot.service.rhythm import Settings as MySettings
from bot.service.rhythm import described
from bot.service.schedule import Schedule
from bot.service.server import Server
from bot.service.settings import Settings
from bot.service.thinking import Computers
from bot.service.turns import replay_states
from bot.service.undo import Undo
from bot.service.vacations import Vacations
from bot.service.votes import Votes
from rules import registry
from rules.base import Game, Move, say
from rules.search import Budget
from storage.base import Announcement, GameRow, SeatRow
from storage.interface import GameStore


class Service:
    """The facade: one method per request, each handed to its use case.
    ``store``, ``clock``, the executors, ``outbox``, ``guild_filter`` and
    ``stopping`` read and write the shared context; ``run`` and
    ``draw_soon`` (and ``_active``) may be replaced on an instance to watch
    every use case's hops off the loop (bench/probes.py, tests)."""

    def __init__(self, store: GameStore, executor: Executor | None = None,
                 clock: Callable[[], datetime] | None = None,
                 render_executor: Executor | None = None, max_concurrent_moves: int = 8,
                 outbox: bool = True, heavy_executor: Executor | None = None,
                 computer_lane: Executor | None = None, computer_budget: Budget | None = None,
                 front: str = "discord"):
        """``executor`` runs rules and computer players (threads: they need
        the live registry); ``render_executor`` draws and encodes pictures
        from views, which are plain JSON, so it may be a process pool that
        keeps Pillow's work off this process's GIL (default: ``executor``).
        ``heavy_executor`` does the long jobs (a whole game's replay), apart
        from the turns' pictures so that no turn waits behind one (default:
        ``render_executor``; the bot gives it ``bot.workers``' heavy lane).
        ``outbox``: store what each change must announce in the change's own
        transaction, for a front end that posts it later (Discord); a front
        end that shows every reply at once (the console) may turn it off.
        At most ``max_concurrent_moves`` moves are worked on at once; the
        rest wait before reading their game. ``computer_lane``: where
        ``hard`` computers' searches run, after the change that made them
        due (None: inline, inside that change); ``computer_budget``: each
        search's budget (default 1 s of CPU) (bot/service/thinking.py).
        ``front``: the front end that reads the sentences ("discord" or
        "console": see ``Context.front``)."""
        executor = executor or ThreadPoolExecutor(max_workers=2, thread_name_prefix="referee")
        self.ctx = ctx = Context(store, executor, render_executor or executor,
                                 clock or (lambda: datetime.now(UTC)), outbox,
                                 heavy_executor or render_executor or executor)
        ctx.front = front
        self.gate = gate = Gate(ctx, max_concurrent_moves)
        self._community = Community(ctx)
        self._pictures = pictures = Pictures(ctx, self._community.rate_pending)
        outcome = Outcome(ctx)
        self._lobby = Lobby(ctx, gate, outcome, pictures)
        self._play = Play(ctx, gate, outcome, pictures)
        self._undo = Undo(ctx, gate, outcome, pictures)
        self._reading = Reading(ctx, gate, pictures, self._lobby)
        self._replays = Replays(ctx, gate)
        self._schedule = Schedule(ctx, gate, outcome)
        self._duties = Duties(ctx, self._schedule)
        self._votes = Votes(ctx, gate, outcome, pictures)
        self._abandon = Abandon(ctx, gate, outcome)
        self._expiry = Expiry(ctx, gate, outcome, self._votes)
        self._outbox = Outbox(ctx, gate, pictures)
        self._settings = Settings(ctx, gate)
        self._server = Server(ctx)
        self._records = Records(ctx)
        self._builder = Builder(ctx, gate)
        self._mine = MyGames(ctx, gate, pictures, self._reading)
        self._catchup = Catchup(ctx, gate, pictures)
        # each player's own rhythm (issue 28)
        self._my_settings = MySettings(ctx)
        self._vacations = Vacations(ctx, gate, outcome)
        self._expiry.vacations = self._vacations
        self._computers = Computers(ctx, gate, outcome, pictures, computer_lane, computer_budget)

    # -- the shared context --------------------------------------------------------

    @property
    def store(self) -> GameStore:
        """The store itself (the use cases reach it through the boundary
        that turns its faults into sentences)."""
        return self.ctx.raw_store

    @store.setter
    def store(self, store: GameStore) -> None:
        self.ctx.store = store

    @property
    def executor(self) -> Executor:
        return self.ctx.executor

    @property
    def render_executor(self) -> Executor:
        return self.ctx.render_executor

    @property
    def clock(self) -> Callable[[], datetime]:
        return self.ctx.clock

    @clock.setter
    def clock(self, clock: Callable[[], datetime]) -> None:
        self.ctx.clock = clock

    @property
    def outbox(self) -> bool:
        return self.ctx.outbox

    @property
    def guild_filter(self) -> Callable[[str], bool] | None:
        """Which servers this process looks after in the background (None:
        every server)."""
        return self.ctx.guild_filter

    @guild_filter.setter
    def guild_filter(self, guild_filter: Callable[[str], bool] | None) -> None:
        self.ctx.guild_filter = guild_filter

    @property
    def front(self) -> str:
        """The front end that reads this service's sentences."""
        return self.ctx.front

    @property
    def stopping(self) -> bool:
        return self.gate.stopping

    @stopping.setter
    def stopping(self, stopping: bool) -> None:
        self.gate.stopping = stopping

    @property
    def run(self) -> Callable[..., Any]:
        """Run CPU work off the event loop: ``await service.run(fn, *args)``."""
        return self.ctx.run

    @run.setter
    def run(self, run: Callable[..., Any]) -> None:
        self.ctx.run = run  # type: ignore[method-assign]

    @property
    def draw_soon(self) -> Callable[..., asyncio.Future]:
        """Hand a picture function to the render executor now; its future."""
        return self.ctx.draw_soon

    @draw_soon.setter
    def draw_soon(self, draw_soon: Callable[..., asyncio.Future]) -> None:
        self.ctx.draw_soon = draw_soon  # type: ignore[method-assign]

    async def draw(self, fn: Callable[..., Any], *args: Any) -> Any:
        return await self.ctx.draw(fn, *args)

    def now(self) -> str:
        return self.ctx.now()

    async def drain(self, timeout: float) -> bool:
        """Refuse new changes and wait up to ``timeout`` seconds for those in
        flight. Returns whether all finished."""
        return await self.gate.drain(timeout)

    def lock(self, guild: str, channel: str) -> asyncio.Lock:
        return self.gate.lock(guild, channel)

    @staticmethod
    def games() -> dict[str, Game]:
        return registry.games()

    @staticmethod
    def game_for(kind: str) -> Game:
        return game_for(kind)

    @staticmethod
    def allows_undo(game: Game) -> bool:
        return allows_undo(game)

    async def table(self, guild: str, channel: str) -> Table:
        """The channel's current game (unfinished, else the latest finished)."""
        return await self.gate.table(guild, channel, unfinished=False)

    # -- what tests and probes reach behind the requests ---------------------------

    @property
    def _active(self) -> Callable[[str, str], Coroutine[Any, Any, Table]]:
        return self.gate.active

    @_active.setter
    def _active(self, active: Callable[[str, str], Coroutine[Any, Any, Table]]) -> None:
        self.gate.active = active  # type: ignore[method-assign, assignment]

    @property
    def _drawn(self) -> OrderedDict[tuple[str, bytes], bytes]:
        return self._pictures.drawn

    _replay = staticmethod(replay_states)

    async def _my_unfinished(self) -> list[GameRow]:
        return await self.ctx.my_unfinished()

    async def _public_picture(self, table: Table, sketch: asyncio.Future | None = None) -> Picture:
        return await self._pictures.public_picture(table, sketch)

    # -- lobby ---------------------------------------------------------------------

    async def new_game(self, guild: str, channel: str, kind: str, creator: User,
                       options: dict[str, Any] | None = None, seed: int | None = None,
                       settings: dict[str, Any] | None = None, join: bool = True) -> Reply:
        return await self._lobby.new_game(guild, channel, kind, creator, options, seed, settings, join)

    async def lobby(self, guild: str, channel: str, headline: str = "", actor: str | None = None) -> Reply:
        return await self._lobby.lobby(guild, channel, headline, actor)

    async def join(self, guild: str, channel: str, user: User) -> Reply:
        return await self._lobby.join(guild, channel, user)

    async def leave(self, guild: str, channel: str, user: User) -> Reply:
        return await self._lobby.leave(guild, channel, user)

    async def add_computer(self, guild: str, channel: str, user: User, level: str | None = None) -> Reply:
        return await self._lobby.add_computer(guild, channel, user, level)

    async def start(self, guild: str, channel: str, user: User, shuffle: bool = False) -> Reply:
        return await self._lobby.start(guild, channel, user, shuffle)

    async def rematch(self, guild: str, channel: str, user: User) -> Reply:
        return await self._lobby.rematch(guild, channel, user)

    # -- play and undo ---------------------------------------------------------------

    async def move(self, guild: str, channel: str, user: User, text: str,
                   game_id: int | None = None, expected_version: int | None = None) -> Reply:
        return await self._play.move(guild, channel, user, text, game_id, expected_version)

    async def legal_moves(self, guild: str, channel: str, user: User, typed: str = "",
                          limit: int | None = 25) -> list[Move]:
        return await self._play.legal_moves(guild, channel, user, typed, limit)

    async def resign(self, guild: str, channel: str, user: User) -> Reply:
        return await self._play.resign(guild, channel, user)

    async def replace_idle(self, guild: str, channel: str, seat_number: int, reason: str,
                           expected_since: str | None = None) -> Reply:
        return await self._play.replace_idle(guild, channel, seat_number, reason, expected_since)

    async def resume_computers(self) -> list[Reply]:
        """At a start: let computers act wherever they owe a decision."""
        return await self._play.resume_computers()

    async def computers_due(self) -> list[Reply]:
        """Each round of the background loop: the computer decisions whose
        table's pause (``computer_minutes``) is over, or whose search failed."""
        return await self._play.resume_computers(owing_only=True)

    async def abort(self, guild: str, channel: str, user: User) -> Reply:
        """Abort at once (a lobby's creator, a manager, the only human still
        playing) or propose abandoning (rules: :mod:`bot.service.abandon`)."""
        return await self._abandon.abort(guild, channel, user)

    async def agree(self, guild: str, channel: str, user: User, game_id: int | None = None) -> Reply:
        """The asker agrees to the standing proposal to abandon the game."""
        return await self._abandon.agree(guild, channel, user, game_id)

    async def vote(self, guild: str, channel: str, user: User, choice: str, seat: int | None = None,
                   game_id: int | None = None) -> Reply:
        """The asker's answer (wait, skip, hand) to the vote on a seat whose
        time ran out (rules: :mod:`bot.service.ballots`)."""
        return await self._votes.vote(guild, channel, user, choice, seat, game_id)

    async def undo_preview(self, guild: str, channel: str, user: User) -> Reply:
        return await self._undo.undo_preview(guild, channel, user)

    async def undo(self, guild: str, channel: str, user: User, expected_version: int | None = None) -> Reply:
        return await self._undo.undo(guild, channel, user, expected_version)

    # -- reading and replays -----------------------------------------------------------

    async def status(self, guild: str, channel: str, user: User | None = None) -> Reply:
        return await self._reading.status(guild, channel)

    async def board(self, guild: str, channel: str) -> Reply:
        return await self._reading.board(guild, channel)

    async def hand(self, guild: str, channel: str, user: User) -> Reply:
        return await self._reading.hand(guild, channel, user)

    async def pending_notices(self, guild: str, channel: str, user: User) -> list[str]:
        return await self._reading.pending_notices(guild, channel, user)

    async def history(self, guild: str, channel: str, last: int = 20, user: User | None = None) -> Reply:
        """The latest moves, in ``user``'s language when given (else the game's)."""
        return await self._reading.history(guild, channel, last, user)

    async def export(self, guild: str, channel: str, user: User) -> Reply:
        return await self._reading.export(guild, channel, user)

    async def rules_text(self, kind: str, locale: str | None = None) -> str:
        """How to play ``kind`` in ``locale`` (a catalogue locale; None: English)."""
        return self._reading.rules_text(kind, locale)

    async def board_at(self, guild: str, channel: str, turn: int, user: User | None = None) -> Reply:
        """The board after move ``turn``, in ``user``'s language when given."""
        return await self._reading.board_at(guild, channel, turn, user)

    async def replay(self, game_id: int, *, budget: int = 8 * 1024 * 1024) -> Picture:
        return await self._replays.replay(game_id, budget=budget)

    async def replay_check(self, game_id: int) -> str | None:
        return await self._replays.replay_check(game_id)

    # -- records a front end keeps or looks up -------------------------------------------

    async def game_row(self, game_id: int) -> GameRow | None:
        return await self._records.game_row(game_id)

    async def open_game_row(self, guild: str, channel: str) -> GameRow | None:
        return await self._records.open_game_row(guild, channel)

    async def seated_user_ids(self, game_id: int) -> set[str]:
        return await self._records.seated_user_ids(game_id)

    async def move_count(self, game_id: int) -> int:
        return await self._records.move_count(game_id)

    async def remember_lobby_message(self, game_id: int, reference: str | None) -> None:
        await self._records.remember_lobby_message(game_id, reference)

    async def unfinished(self) -> list[GameRow]:
        return await self._records.unfinished()

    async def get_meta(self, key: str) -> str | None:
        return await self._records.get_meta(key)

    async def set_meta(self, key: str, value: str) -> None:
        await self._records.set_meta(key, value)

    async def close(self) -> None:
        await self._records.close()

    async def set_setting(self, guild: str, channel: str, user: User, key: str, value: Any) -> Reply:
        return await self._settings.set_setting(guild, channel, user, key, value)

    async def settings_text(self, guild: str, channel: str, user: User | None = None) -> Reply:
        return await self._settings.settings_text(guild, channel, user)

    # -- community ---------------------------------------------------------------------

    async def rate_pending(self) -> int:
        return await self._community.rate_pending()

    async def rebuild_ratings(self) -> int:
        return await self._community.rebuild_ratings()

    async def stats(self, guild: str, user: User, name: str | None = None) -> Reply:
        return await self._community.stats(guild, user, name)

    async def leaderboard(self, guild: str, kind: str, limit: int = 10, user: User | None = None) -> Reply:
        return await self._community.leaderboard(guild, kind, limit, user)

    async def mine(self, guild: str | None, user: User) -> Reply:
        """The asker's unfinished games and lobbies, of every server (``guild``
        None) or of one."""
        return await self._mine.mine(user, guild)

    async def open_mine(self, user: User, game_id: int) -> Reply:
        """One of the asker's games opened from their list: status and boards."""
        return await self._mine.open_mine(user, game_id)

    async def catchup(self, guild: str, channel: str, user: User, game_id: int | None = None,
                      limit: int | None = None) -> Reply:
        """What happened since the asker's last decision, for the asker only."""
        return await self._catchup.catchup(guild, channel, user, game_id, limit)

    # -- background duties ---------------------------------------------------------------

    async def due_reminders(self, interval: timedelta) -> list[tuple[GameRow, list[SeatRow]]]:
        return await self._duties.due_reminders(interval)

    async def mark_reminded(self, game_id: int) -> None:
        await self._duties.mark_reminded(game_id)

    async def claim_reminder(self, game_id: int, seen: str | None, seats: list[int] | None = None) -> bool:
        return await self._duties.claim_reminder(game_id, seen, seats)

    def deadlines(self, row: GameRow, seats: list[SeatRow]) -> list[Deadline]:
        """When the owing seats of ``row`` run out of time (none without a clock)."""
        preset = clocks.preset_of(row.settings)
        if preset is None:
            return []
        return [Deadline(s.user_id, s.name, at) for s in seats
                if (at := clocks.deadline(row.clock, s, preset)) is not None]

    async def expire(self, reminder_limit: int | None = None,
                     abandon_after: timedelta | None = None) -> list[Reply]:
        """Close games idle for ``abandon_after``; tell tables of clocks run
        out and of reminders stopped after ``reminder_limit`` unanswered."""
        return await self._expiry.expire(reminder_limit, abandon_after)

    async def server_settings(self, guild: str, user: User, clock: str | None = None,
                              abandon_after_days: Any = None,
                              default_days: int | None = DEFAULT_ABANDON_AFTER_DAYS, max_games: Any = None,
                              vacation_days: Any = None, takeover_level: str | None = None) -> Reply:
        """Change the server's settings given (Manage Server); with none
        given, show them. ``default_days``: the referee's ABANDON_AFTER_DAYS."""
        return await self._server.set_server(guild, user, clock, abandon_after_days, default_days, max_games,
                                             vacation_days, takeover_level)

    async def idle_seats(self) -> list[tuple[GameRow, SeatRow]]:
        return await self._duties.idle_seats()

    async def guild_left(self, guild: str) -> list[int]:
        return await self._duties.guild_left(guild)

    async def guild_back(self, guild: str) -> None:
        await self._duties.guild_back(guild)

    async def apply_retention(self, retention_days: float | None = None,
                              guild_grace_days: float | None = 30) -> tuple[int, int]:
        return await self._duties.apply_retention(retention_days, guild_grace_days)

    # -- the outbox ----------------------------------------------------------------------

    async def pending_announcements(self, game_id: int | None = None) -> list[Announcement]:
        return await self._outbox.pending_announcements(game_id)

    async def claim_announcement(self, announcement: Announcement | int, *, force: bool = False) -> Announcement | None:
        return await self._outbox.claim_announcement(announcement, force=force)

    async def announcement_reply(self, announcement: Announcement) -> Reply:
        """The announcement to post; its pings only to players who may be
        pinged now (quiet hours, vacations: the scheduler pings them later)."""
        reply = await self._outbox.announcement_reply(announcement)
        reply.ping = await self._schedule.ping_now(reply.ping)
        return reply

    async def announced(self, announcement_id: int, message_ref: str | None) -> None:
        await self._outbox.announced(announcement_id, message_ref)

    async def announcement_failed(self, announcement: Announcement, error: str) -> bool:
        return await self._outbox.announcement_failed(announcement, error)

    # -- the move builder and the preview ----------------------------------------------

    async def move_steps(self, guild: str, channel: str, user: User, chosen: list[str], version: int,
                         game_id: int | None = None) -> Steps:
        return await self._builder.move_steps(guild, channel, user, chosen, version, game_id)

    async def preview(self, guild: str, channel: str, user: User, notation: str, version: int,
                      game_id: int | None = None) -> Reply:
        return await self._builder.preview(guild, channel, user, notation, version, game_id)

    # -- each player's own rhythm (issue 28) ---------------------------------------------

    async def me(self, user: User, guild: str, *, zone: str | None = None, quiet: str | None = None,
                 interval: Any = None, told: str | None = None, before: Any = None, vacation: Any = None,
                 least_hours: float = 12.0) -> Reply:
        """Show the asker's own settings (none given), or change the ones
        given, all or none; ``vacation``: days to go away for now (0 or
        ``back``: come back early). ``least_hours``: the referee's
        REMINDER_INTERVAL, the shortest interval a player may choose."""
        changes = {"zone": zone, "quiet": quiet, "interval": interval, "told": told, "before": before}
        settings = await self._my_settings.checked(user, changes, least_hours)
        done: Reply | None = None
        if vacation is not None:
            text = str(vacation).strip().lower()
            if text in ("0", "back", "off"):
                done = await self._vacations.end(user)
            else:
                try:
                    days = int(text)
                except ValueError:
                    days = -1
                if days < 1:
                    raise Refused(say("tm-vacation-wrong", value=repr(vacation)))
                done = await self._vacations.start(user, guild, days)
        if any(v is not None for v in changes.values()):
            await self.store.set_user_settings(user.id, settings)
        words = self.ctx.words(None, user)
        lines = [words("tm-my-line", line=line)
                 for line in [*described(settings), await self._vacations.summary(user.id, guild)]]
        head = words("tm-my-settings-changed" if any(v is not None for v in changes.values()) else "tm-my-settings")
        text = "\n".join([*([done.text] if done else []), head, *lines])
        return Reply(text, ephemeral=True, data=done.data if done else [])

    async def mute_turn(self, game_id: int, user: User, since: int) -> Reply:
        """No more reminders for the asker's decision that started at
        ``since`` (whole seconds: a stale button is refused)."""
        return await self._schedule.mute(game_id, user, since)

    async def told_by(self, user_ids: list[str]) -> dict[str, str]:
        """How each user is told it is their turn (``mention`` or ``dm``)."""
        return await self._schedule.told_by(user_ids)

    async def heads_up(self) -> list[Reply]:
        """Notes to players whose turn comes next (who asked for them)."""
        return await self._schedule.heads_up()

    # -- the computers' lane (issue 32) --------------------------------------------

    async def stop_thinking(self) -> None:
        """Abandon the ``hard`` computers' searches in progress (a stop)."""
        await self._computers.stop()

    async def computers_idle(self) -> None:
        """Wait until no ``hard`` computer's decision is being made."""
        await self._computers.idle()

    def on_computer_move(self, listener: Callable[[int], Coroutine[Any, Any, None]]) -> None:
        """``listener(game_id)`` is awaited after each decision the
        computers' lane committed (its announcement is in the outbox)."""
        if listener not in self._computers.listeners:  # a front end that starts again registers once
            self._computers.listeners.append(listener)
