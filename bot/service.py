"""The session service: everything a front end does, without Discord.

Keyed by (guild, channel): one unfinished game per channel or thread. The
Discord cogs, the offline console and the tests all drive this class. It
imports rules, render and storage; none of them imports it.

Every request either changes nothing and raises :class:`ServiceError` (whose
message is the sentence the user reads), or commits exactly one transaction.
CPU work (rules, computer players, pictures) runs in a thread pool so the
event loop stays responsive.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import json
import logging
import secrets
import unicodedata
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import render
from rules import registry
from rules.base import Event, Game, Move, Rng, RulesError, Standing, dumps, loads, normalise
from storage.base import (
    Announcement,
    ChannelBusy,
    DuplicateSeat,
    GameRow,
    SeatRow,
    StorageError,
    VersionConflict,
    parse_time,
)
from storage.interface import GameStore

log = logging.getLogger("referee.service")

ALT_TEXT_LIMIT = 1024  # Discord's limit for an attachment description
PICTURE_CACHE = 64  # public pictures kept for reuse (about 100 KB each)
MAX_COMPUTER_MOVES = 10_000  # guard against a game that never hands back
COMPUTER_ID = "computer-"  # user ids of seats added as computer players
MAX_MOVE_TEXT = 200  # longer input is refused before it reaches a rules engine (and never echoed)
NAME_LIMIT = 32  # characters of a display name kept for boards and messages
MAX_TOLD_MOVES = 12  # computer moves spelled out in one announcement; the rest are in `history`
DELIVERY_ATTEMPTS = 5  # an announcement that failed this often is given up (and logged)
DELIVERY_LEASE = timedelta(seconds=30)  # a delivery attempt older than this may be retried
RACE = "The game changed at the same moment; nothing was done. Look at the board and try again."


def clean_name(name: str) -> str:
    """A display name fit for boards and messages: no control or format
    characters (line breaks, carriage returns, bidi overrides), single
    spaces, at most NAME_LIMIT characters."""
    kept = "".join(" " if unicodedata.category(c) in ("Cc", "Zl", "Zp") else c
                   for c in str(name) if unicodedata.category(c) not in ("Cf", "Cs", "Co", "Cn"))
    kept = " ".join(kept.split())
    if len(kept) > NAME_LIMIT:
        kept = kept[: NAME_LIMIT - 1] + "…"
    return kept or "Player"


class ServiceError(Exception):
    """A refused request. ``str(error)`` is the sentence the user reads."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class NotFound(ServiceError):
    pass


class Forbidden(ServiceError):
    pass


class Refused(ServiceError):
    pass


@dataclass(frozen=True)
class User:
    """Who is asking. ``can_manage`` is the front end's word that the user may
    manage the channel (Discord: Manage Channels)."""

    id: str
    name: str
    can_manage: bool = False


@dataclass
class Picture:
    png: bytes
    alt: str
    filename: str


@dataclass
class Reply:
    """What a front end must show after a request.

    ``text`` goes to the channel (or to the asker when ``ephemeral``);
    ``mentions`` are the user ids who must act now; ``ping`` the users to
    notify with this message (a decision newly became theirs; everybody who
    sat down at the end); ``names`` the seated players' names (data, never
    markup: front ends escape them);
    ``private`` maps user ids to words only that user may read (the asker's
    goes in an ephemeral follow-up; other users' are also stored as notices
    for their next interaction); ``notify`` lists users whose hidden
    information changed.
    """

    text: str
    picture: Picture | None = None
    private_picture: Picture | None = None
    mentions: list[str] = field(default_factory=list)
    ping: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    private: dict[str, str] = field(default_factory=dict)
    notify: list[str] = field(default_factory=list)
    ephemeral: bool = False
    finished: bool = False
    undo: bool = False  # the mover may be offered to take the move back (the game allows undo)
    standings: list[dict[str, Any]] = field(default_factory=list)
    game_id: int | None = None
    version: int | None = None
    data: Any = None


@dataclass
class Table:
    """A game row with its seats and decoded state, as the service sees it."""

    row: GameRow
    seats: list[SeatRow]
    game: Game
    state: dict[str, Any] | None

    @property
    def live(self) -> dict[str, Any]:
        """The state of a started game (only a lobby has none)."""
        assert self.state is not None, f"game {self.row.id} has not started"
        return self.state

    def seat_of(self, user_id: str) -> SeatRow | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat
        return None

    def name(self, seat: int) -> str:
        for s in self.seats:
            if s.seat == seat:
                return s.name
        return f"seat {seat + 1}"

    def user_of(self, seat: int) -> SeatRow:
        for s in self.seats:
            if s.seat == seat:
                return s
        raise KeyError(seat)


def game_problems() -> list[str]:
    """What is wrong with the installed games, one sentence each (empty when
    nothing is): a game package that does not load, a game without a
    renderer. `referee run` logs them at start; `referee doctor` shows them."""
    return ([f"Game package {name} does not load: {error}." for name, error in registry.errors().items()]
            + render.check_renderers(registry.games()))


class Service:
    def __init__(self, store: GameStore, executor: Executor | None = None,
                 clock: Callable[[], datetime] | None = None,
                 render_executor: Executor | None = None, max_concurrent_moves: int = 8,
                 outbox: bool = True):
        """``executor`` runs rules and computer players (threads: they need
        the live registry); ``render_executor`` draws and encodes pictures
        from views, which are plain JSON, so it may be a process pool that
        keeps Pillow's work off this process's GIL (default: ``executor``).
        ``outbox``: store what each change must announce in the change's own
        transaction, for a front end that posts it later (Discord); a front
        end that shows every reply at once (the console) may turn it off.
        At most ``max_concurrent_moves`` moves are worked on at once; the
        rest wait before reading their game, so a burst of moves does not
        hold thousands of decoded states (which makes the garbage collector
        pause the event loop)."""
        self.store = store
        self.executor = executor or ThreadPoolExecutor(max_workers=2, thread_name_prefix="referee")
        self.render_executor = render_executor or self.executor
        self._moving = asyncio.Semaphore(max_concurrent_moves)
        self.clock = clock or (lambda: datetime.now(UTC))
        self._locks: dict[tuple[str, str], asyncio.Lock] = {}
        self.outbox = outbox
        self._busy = 0  # changes in flight (a clean stop waits for them)
        self._idle = asyncio.Event()
        self._idle.set()
        self._rating_lock = asyncio.Lock()  # games are rated one at a time, in finishing order
        self.stopping = False
        # Which servers this process looks after in the background (computers
        # owing a move, reminders, idle seats, undelivered announcements):
        # a process serving some of the bot's shards sets it to "the guild is
        # in one of my shards". None: every server (one process, the console).
        self.guild_filter: Callable[[str], bool] | None = None
        # The last public pictures drawn, by game and view (a change that
        # leaves the public view as it was, like a hidden drop, reuses one).
        self._drawn: OrderedDict[tuple[str, bytes], bytes] = OrderedDict()

    def _mine(self, guild: str) -> bool:
        return self.guild_filter is None or self.guild_filter(guild)

    async def _my_unfinished(self) -> list[GameRow]:
        return [row for row in await self.store.unfinished_games() if self._mine(row.guild)]

    # -- plumbing ------------------------------------------------------------

    async def drain(self, timeout: float) -> bool:
        """Refuse new changes and wait up to ``timeout`` seconds for those in
        flight. Returns whether all finished."""
        self.stopping = True
        try:
            await asyncio.wait_for(self._idle.wait(), timeout)
            return True
        except TimeoutError:
            return False

    def _enter(self) -> None:
        if self.stopping:
            raise Refused("The referee is restarting; nothing was done. Try again in a minute.")
        self._busy += 1
        self._idle.clear()

    def _leave(self) -> None:
        self._busy -= 1
        if self._busy == 0:
            self._idle.set()

    @contextlib.asynccontextmanager
    async def _changing(self, guild: str, channel: str):
        """The game's lock, for a request that may change it (refused while
        the referee stops; a stop waits for it)."""
        self._enter()
        try:
            async with self.lock(guild, channel):
                yield
        except (ServiceError, VersionConflict, ChannelBusy, DuplicateSeat):
            raise
        except StorageError as error:  # the store's own sentence (e.g. the database is unreachable)
            log.warning("Storage refused a change in %s/%s: %s", guild, channel, error)
            raise Refused(str(error)) from error
        finally:
            self._leave()

    def lock(self, guild: str, channel: str) -> asyncio.Lock:
        key = (str(guild), str(channel))
        if key not in self._locks:
            self._locks[key] = asyncio.Lock()
        return self._locks[key]

    async def run(self, fn, *args):
        """Run CPU work off the event loop."""
        return await asyncio.get_running_loop().run_in_executor(self.executor, fn, *args)

    def draw_soon(self, fn, *args) -> asyncio.Future:
        """Hand a picture function (module-level, picklable arguments) to the
        render executor now, and return the future of its result: the
        picture processes start on it while this coroutine goes on."""
        return asyncio.get_running_loop().run_in_executor(self.render_executor, fn, *args)

    async def draw(self, fn, *args):
        """Run a picture function in the render executor and await it."""
        return await self.draw_soon(fn, *args)

    def now(self) -> str:
        return self.clock().isoformat(timespec="seconds")

    @staticmethod
    def games() -> dict[str, Game]:
        return registry.games()

    @staticmethod
    def game_for(kind: str) -> Game:
        try:
            return registry.get(kind)
        except KeyError as error:
            raise NotFound(error.args[0]) from None

    async def _table(self, guild: str, channel: str, *, unfinished: bool = True) -> Table:
        if unfinished:
            row = await self.store.open_game(str(guild), str(channel))
        else:
            row = await self.store.latest_game(str(guild), str(channel))
        if row is None:
            raise NotFound("There is no game in this channel. Start one with `new`.")
        seats = await self.store.seats(row.id)
        state = loads(row.state) if row.state else None
        return Table(row, seats, self.game_for(row.kind), state)

    async def table(self, guild: str, channel: str) -> Table:
        """The channel's current game (unfinished, else the latest finished)."""
        return await self._table(guild, channel, unfinished=False)

    # -- lobby -----------------------------------------------------------------

    async def new_game(self, guild: str, channel: str, kind: str, creator: User,
                       options: dict[str, Any] | None = None, seed: int | None = None,
                       settings: dict[str, Any] | None = None, join: bool = True) -> Reply:
        """Open a lobby. ``join=False`` opens it without seating the creator
        (a host who only watches, e.g. a demo of computer players)."""
        game = self.game_for(kind)
        try:
            checked = game.info.options(options)
        except ValueError as error:
            raise Refused(str(error)) from None
        if seed is None:
            seed = secrets.randbits(31)
        async with self._changing(guild, channel):
            try:
                row = await self.store.create_game(
                    str(guild), str(channel), game.info.key, checked, int(seed), creator.id,
                    settings or {},
                )
            except ChannelBusy:
                raise Refused(
                    "This channel already has an unfinished game. Finish or abort it first,"
                    " or start the new game in another channel or thread."
                ) from None
            if join:
                await self.store.add_seat(row.id, creator.id, clean_name(creator.name))
        return await self.lobby(guild, channel, f"{clean_name(creator.name)} opened a game of {game.info.name}.")

    async def lobby(self, guild: str, channel: str, headline: str = "", actor: str | None = None) -> Reply:
        table = await self._table(guild, channel)
        info = table.game.info
        lines = [headline] if headline else []
        lines.append(f"**{info.name}** ({info.min_players} to {info.max_players} players)")
        options = ", ".join(f"{k}: {v}" for k, v in table.row.options.items())
        if options:
            lines.append(f"Options: {options}")
        for seat in table.seats:
            marker = " (computer)" if seat.is_computer else ""
            lines.append(f"{seat.seat + 1}. {seat.name}{marker}")
        free = info.max_players - len(table.seats)
        if table.row.status == "lobby":
            need = max(0, info.min_players - len(table.seats))
            lines.append(
                f"{free} seat(s) free. " + (f"Needs {need} more to start." if need else "Ready to start.")
            )
        return Reply("\n".join(lines), game_id=table.row.id, version=table.row.version,
                     names=[s.name for s in table.seats] + ([actor] if actor else []))

    async def join(self, guild: str, channel: str, user: User) -> Reply:
        async with self._changing(guild, channel):
            table = await self._table(guild, channel)
            if table.row.status != "lobby":
                raise Refused("This game has already started; you can join the next one.")
            if table.seat_of(user.id):
                raise Refused("You already have a seat in this game.")
            if len(table.seats) >= table.game.info.max_players:
                raise Refused(f"The game is full ({table.game.info.max_players} players at most).")
            try:
                await self.store.add_seat(table.row.id, user.id, clean_name(user.name),
                                          expected_version=table.row.version)
            except DuplicateSeat:
                raise Refused("You already have a seat in this game.") from None
            except VersionConflict:
                raise Refused("The lobby changed at the same moment; please try again.") from None
        started = await self._start_if_everyone_joined(guild, channel, user)
        if started is not None:
            started.text = f"{clean_name(user.name)} joined: everybody invited is here.\n{started.text}"
            return started
        return await self.lobby(guild, channel, f"{clean_name(user.name)} joined.")

    async def leave(self, guild: str, channel: str, user: User) -> Reply:
        async with self._changing(guild, channel):
            table = await self._table(guild, channel)
            if table.row.status != "lobby":
                raise Refused("The game has started: use `resign` to hand your seat to a computer player.")
            leaving = table.seat_of(user.id)
            if not leaving:
                raise Refused("You do not have a seat in this game.")
            try:
                await self.store.remove_seat(table.row.id, user.id, expected_version=table.row.version)
            except VersionConflict:
                raise Refused(RACE) from None
            remaining = [s for s in table.seats if s.user_id != user.id and not s.is_computer]
            if not remaining:  # the store closed the lobby in the same transaction
                return Reply(f"{leaving.name} left and nobody is seated any more:"
                             " the game is closed.", game_id=table.row.id,
                             names=[s.name for s in table.seats])
        return await self.lobby(guild, channel, f"{clean_name(user.name)} left.")

    async def add_computer(self, guild: str, channel: str, user: User) -> Reply:
        async with self._changing(guild, channel):
            table = await self._table(guild, channel)
            if table.row.status != "lobby":
                raise Refused("Computer players can only be added before the start.")
            if not self._may_run(table, user):
                raise Forbidden("Only a seated player or someone who can manage this channel can add a"
                                " computer player.")
            if len(table.seats) >= table.game.info.max_players:
                raise Refused(f"The game is full ({table.game.info.max_players} players at most).")
            number = 1 + sum(1 for s in table.seats if s.is_computer)
            ids = {s.user_id for s in table.seats}
            while f"{COMPUTER_ID}{number}" in ids:
                number += 1
            try:
                await self.store.add_seat(table.row.id, f"{COMPUTER_ID}{number}", f"Computer {number}",
                                          is_computer=True, expected_version=table.row.version)
            except VersionConflict:
                raise Refused(RACE) from None
        return await self.lobby(guild, channel, f"{clean_name(user.name)} added Computer {number}.",
                                actor=clean_name(user.name))

    async def start(self, guild: str, channel: str, user: User, shuffle: bool = False) -> Reply:
        async with self._changing(guild, channel):
            table = await self._table(guild, channel)
            info = table.game.info
            if table.row.status != "lobby":
                raise Refused("The game has already started.")
            if not self._may_run(table, user):
                raise Forbidden("Only a seated player or someone who can manage this channel can start the game.")
            if len(table.seats) < info.min_players:
                raise Refused(
                    f"{info.name} needs at least {info.min_players} players; "
                    f"{len(table.seats)} seated. Invite more or add a computer player."
                )
            order = list(table.seats)
            if shuffle:
                Rng.from_seed(table.row.seed).shuffle(order)
            names = [clean_name(s.name) for s in order]
            state = await self.run(table.game.setup, names, table.row.options, table.row.seed)
            table.seats = [SeatRow(i, s.user_id, s.name, s.is_computer, s.resigned) for i, s in enumerate(order)]
            events: list[Event] = []
            state, moves = await self.run(self._computers_move, table, state, events)
            headline = f"{info.name} begins! Seat order: " + ", ".join(
                f"{i + 1}. {n}" for i, n in enumerate(names)
            )
            reply, notices, owing = self._outcome(table, _told(headline, moves), events, None, state)
            status = "finished" if reply.finished else "active"
            try:
                version = await self.store.start_game(
                    table.row.id, table.row.version, dumps(state), [s.user_id for s in order], owing,
                    moves, status, announcement=self._payload(table, reply), notices=notices,
                    results=self._results(table, reply),
                )
            except VersionConflict:
                raise Refused(RACE) from None
            table.row.version, table.row.status, table.state = version, status, state
        return await self._with_picture(table, reply)

    # -- play --------------------------------------------------------------------

    async def move(self, guild: str, channel: str, user: User, text: str,
                   game_id: int | None = None, expected_version: int | None = None) -> Reply:
        """Apply ``text`` for the asker. ``game_id``/``expected_version``
        (optional, from a button or select offered earlier) refuse the move
        when the game or position has changed since it was offered."""
        text = normalise(text)
        if not text:
            raise Refused("Say which move: type its notation (the list of legal moves autocompletes).")
        if len(text) > MAX_MOVE_TEXT:
            raise Refused(f"That is too long to be a move ({len(text):,} characters; a move is at most"
                          f" {MAX_MOVE_TEXT}). Use `moves` to list the legal moves.")
        async with self._moving:
            return await self._move(guild, channel, user, text, game_id, expected_version)

    async def _move(self, guild: str, channel: str, user: User, text: str,
                    game_id: int | None, expected_version: int | None) -> Reply:
        async with self._changing(guild, channel):
            table = await self._active(guild, channel)
            if game_id is not None and table.row.id != game_id:
                raise Refused("That choice belongs to an earlier game in this channel.")
            if expected_version is not None and table.row.version != expected_version:
                raise Refused("That choice was offered for an older position; the game has moved on."
                              " Nothing was played: pick again from the current options.")
            seat = self._seat_for_move(table, user)
            before = table.state
            try:
                state, events, moves, described = await self.run(self._apply_and_describe, table, seat.seat, text)
            except RulesError as error:
                raise Refused(error.message) from None
            sketch = self._sketch(table, state, described)
            public = self._public_text(table, events, seat.seat)
            reply, notices, owing = self._outcome(table, public, events, before, state, mover=seat)
            status = "finished" if reply.finished else "active"
            try:
                version = await self.store.commit_moves(
                    table.row.id, table.row.version, moves, dumps(state), status, owing,
                    announcement=self._payload(table, reply), notices=notices,
                    results=self._results(table, reply),
                )
            except VersionConflict:
                raise Refused(RACE) from None
            table.row.version, table.row.status, table.state = version, status, state
        reply.undo = not reply.finished and len(moves) == 1 and self.allows_undo(table.game)
        return await self._with_picture(table, reply, sketch)

    @staticmethod
    def allows_undo(game: Game) -> bool:
        """Whether the game lets a player take a decision back at all."""
        return type(game).undoable is not Game.undoable

    # -- undo ----------------------------------------------------------------------

    async def _undo_plan(self, table: Table, user: User):
        """(the move to take back, the state before it) or Refused with why."""
        seat = table.seat_of(user.id)
        if seat is None:
            raise Forbidden("You are not playing in this game, so you have no move to take back.")
        if seat.resigned or seat.is_computer:
            raise Refused("A computer player has your seat: there is nothing of yours to take back.")
        log_ = await self.store.moves(table.row.id)
        mine = [m for m in log_ if m.seat == seat.seat]
        if not mine:
            raise Refused("You have not made a move in this game yet.")
        last = log_[-1]
        if last.seat != seat.seat:
            raise Refused(f"That cannot be taken back: {table.name(last.seat)} has played since.")
        before_states = await self.run(self._replay, table, log_[:-1])
        before = before_states[-1]
        reason = await self.run(table.game.undoable, before, table.state, seat.seat)
        if reason:
            raise Refused(f"That cannot be taken back: {reason}.")
        return last, before

    async def undo_preview(self, guild: str, channel: str, user: User) -> Reply:
        """What `undo` would take back (nothing changes)."""
        table = await self._active(guild, channel)
        last, _ = await self._undo_plan(table, user)
        return Reply(f"Take back your move `{last.notation}`? ({last.public})", ephemeral=True,
                     game_id=table.row.id, version=table.row.version, names=[s.name for s in table.seats])

    async def undo(self, guild: str, channel: str, user: User, expected_version: int | None = None) -> Reply:
        """Take back the asker's last decision, while nobody else has acted
        since and the game allows it (no random draw, nothing revealed). The
        move stays in the log, marked undone; the board is announced again."""
        async with self._changing(guild, channel):
            table = await self._active(guild, channel)
            if expected_version is not None and table.row.version != expected_version:
                raise Refused("That cannot be taken back any more: the game has moved on since.")
            last, before = await self._undo_plan(table, user)
            mover = table.user_of(last.seat)  # the asker's seat: _undo_plan checked it played last
            headline = f"{mover.name} took back their move ({last.notation})."
            sketch = self._sketch(table, before)
            reply, notices, owing = self._outcome(table, headline, [], table.state, before, mover=mover)
            try:
                version = await self.store.undo_move(table.row.id, table.row.version, last.seq, dumps(before),
                                                     owing, announcement=self._payload(table, reply))
            except VersionConflict:
                raise Refused(RACE) from None
            table.row.version, table.state = version, before
        return await self._with_picture(table, reply, sketch)

    async def legal_moves(self, guild: str, channel: str, user: User, typed: str = "",
                          limit: int | None = 25) -> list[Move]:
        """The asker's legal moves now, filtered by what they typed (all words
        must appear, case-insensitive). Empty when they owe nothing."""
        try:
            table = await self._active(guild, channel)
        except ServiceError:
            return []
        seat = table.seat_of(user.id)
        if seat is None or seat.is_computer or table.state is None:
            return []
        if seat.seat not in table.game.to_act(table.state):
            return []
        moves = await self.run(table.game.legal_moves, table.state, seat.seat)
        typed = typed[:MAX_MOVE_TEXT]
        words = normalise(typed).split()
        if words:
            def hit(m: Move) -> bool:
                hay = f"{normalise(m.notation)} {normalise(m.label)}"
                return all(w in hay for w in words)

            starts = [m for m in moves if normalise(m.notation).startswith(normalise(typed))]
            rest = [m for m in moves if hit(m) and m not in starts]
            moves = starts + rest
        return moves[:limit] if limit else moves

    async def resign(self, guild: str, channel: str, user: User) -> Reply:
        async with self._changing(guild, channel):
            table = await self._active(guild, channel)
            seat = table.seat_of(user.id)
            if seat is None:
                raise Refused("You are not playing in this game.")
            if seat.resigned:
                raise Refused("You have already resigned from this game.")
            seat.resigned = seat.is_computer = True
            headline = f"{seat.name} resigned; a computer player takes over the seat and ranks last."
            return await self._hand_to_computers(table, headline, {seat.seat: {"resigned": True,
                                                                                 "is_computer": True}})

    async def replace_idle(self, guild: str, channel: str, seat_number: int, reason: str,
                           expected_since: str | None = None) -> Reply:
        """Hand an idle human's seat to a computer player (announced), as one
        change. ``expected_since``: the seat's ``owing_since`` when it was
        found idle; refused if the player acted since."""
        async with self._changing(guild, channel):
            table = await self._active(guild, channel)
            seat = table.user_of(seat_number)
            if seat.is_computer:
                raise Refused(f"{seat.name}'s seat is already played by a computer.")
            if expected_since is not None and seat.owing_since != expected_since:
                raise Refused(f"{seat.name} has acted since; nobody was replaced.")
            seat.is_computer = True
            return await self._hand_to_computers(table, f"{seat.name} {reason}; a computer player takes over.",
                                                 {seat.seat: {"is_computer": True}})

    async def _hand_to_computers(self, table: Table, headline: str,
                                 seats: dict[int, dict[str, Any]] | None = None) -> Reply:
        """Seat changes (``seats``) and the computer moves they let happen,
        committed as one change and announced with every move told."""
        before = table.state
        events: list[Event] = []
        state, moves = await self.run(self._computers_move, table, before, events)
        sketch = self._sketch(table, state)
        reply, notices, owing = self._outcome(table, _told(headline, moves), events, before, state)
        status = "finished" if reply.finished else "active"
        try:
            version = await self.store.commit_moves(
                table.row.id, table.row.version, moves, dumps(state), status, owing, seats=seats,
                announcement=self._payload(table, reply), notices=notices,
                results=self._results(table, reply),
            )
        except VersionConflict:
            raise Refused(RACE) from None
        table.row.version, table.row.status, table.state = version, status, state
        return await self._with_picture(table, reply, sketch)

    async def resume_computers(self) -> list[Reply]:
        """Let computers act wherever they owe a move (after a crash or an
        older version left a game waiting on a computer seat); each such
        change is committed and announced like any other."""
        replies = []
        for row in await self._my_unfinished():
            if row.status != "active":
                continue
            try:
                async with self._changing(row.guild, row.channel):
                    table = await self._active(row.guild, row.channel)
                    computers = {s.seat for s in table.seats if s.is_computer}
                    if table.game.is_over(table.live) or not computers & set(table.game.to_act(table.live)):
                        continue
                    replies.append(await self._hand_to_computers(table, "The computer players take their turns."))
            except ServiceError as error:
                log.warning("Could not resume the computers of game %s: %s", row.id, error)
        return replies

    async def abort(self, guild: str, channel: str, user: User) -> Reply:
        async with self._changing(guild, channel):
            table = await self._table(guild, channel)
            if not self._may_run(table, user):
                raise Forbidden("Only a seated player or someone who can manage this channel can abort the game.")
            reply = Reply(f"{clean_name(user.name)} aborted the game of {table.game.info.name}."
                          " The channel is free.", game_id=table.row.id, finished=True,
                          names=[s.name for s in table.seats] + [clean_name(user.name)])
            announce = self._payload(table, reply) if table.row.status == "active" else None
            try:
                reply.version = await self.store.set_status(table.row.id, "aborted", table.row.version,
                                                            announcement=announce)
            except VersionConflict:
                raise Refused(RACE) from None
        return reply

    # -- reading -------------------------------------------------------------------

    async def status(self, guild: str, channel: str, user: User | None = None) -> Reply:
        table = await self.table(guild, channel)
        if table.row.status == "lobby":
            return await self.lobby(guild, channel)
        if table.row.status == "aborted":
            return Reply("The last game in this channel was aborted. Start one with `new`.")
        summary = await self.run(table.game.summary, table.state, None)
        reply = Reply(summary, game_id=table.row.id, version=table.row.version,
                      finished=table.row.status == "finished", names=[s.name for s in table.seats])
        reply.mentions = self._who_must_act(table, table.state)
        if reply.finished:
            reply.standings = self._standings(table)
            reply.text = _standings_text(reply.standings) + "\n" + summary
        else:
            reply.text = f"{summary}\n{self._turn_line(table, table.state)}"
        return reply

    async def board(self, guild: str, channel: str) -> Reply:
        table = await self.table(guild, channel)
        if table.state is None:
            raise Refused("The game has not started yet: there is no board to show.")
        picture = await self._public_picture(table)
        return Reply(picture.alt, picture=picture, game_id=table.row.id, version=table.row.version,
                     names=[s.name for s in table.seats])

    async def hand(self, guild: str, channel: str, user: User) -> Reply:
        table = await self.table(guild, channel)
        if table.state is None:
            raise Refused("The game has not started yet.")
        seat = table.seat_of(user.id)
        if seat is None:
            raise Refused("You are not playing in this game, so you have no hand.")
        if seat.resigned and table.row.status == "active":
            raise Refused("You resigned from this game: your seat's private view now belongs to the"
                          " computer player. The board and `status` stay open to you.")
        await self.store.take_notices(table.row.id, user.id)
        text, picture = await self._private_view(table, seat.seat)
        return Reply(text, private_picture=picture, ephemeral=True, game_id=table.row.id)

    async def pending_notices(self, guild: str, channel: str, user: User) -> list[str]:
        """Notices waiting for this user (their hidden information changed);
        reading them clears them."""
        row = await self.store.open_game(str(guild), str(channel))
        if row is None:
            return []
        return await self.store.take_notices(row.id, user.id)

    async def history(self, guild: str, channel: str, last: int = 20) -> Reply:
        table = await self.table(guild, channel)
        moves = await self.store.moves(table.row.id, last=last, include_undone=True)
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
        table = await self.table(guild, channel)
        if table.state is None:
            raise Refused("The game has not started yet.")
        if table.row.status == "finished":
            data = table.state
        else:
            seat = table.seat_of(user.id)
            data = table.game.view(table.state, seat.seat if seat is not None and not seat.resigned else None)
        return Reply(json.dumps(data, indent=1, sort_keys=True), ephemeral=True, data=data,
                     game_id=table.row.id)

    async def rules_text(self, kind: str) -> str:
        """How to play: the game's guide (notation with an example of each
        move, what the pictures show) and its options."""
        game = self.game_for(kind)
        info = game.info
        lines = [f"**{info.name}**: {info.min_players} to {info.max_players} players. {info.summary}"]
        if info.guide:
            lines.append(info.guide.strip())
        for v in info.variants:
            choices = f" ({', '.join(v.choices)})" if v.choices else ""
            lines.append(f"- option `{v.key}`{choices}: {v.description} Default: {v.default}.")
        return "\n".join(lines)

    async def board_at(self, guild: str, channel: str, turn: int) -> Reply:
        """The public board after move ``turn`` as `history` numbers it (0:
        the start), replayed from the move log."""
        table = await self.table(guild, channel)
        if table.state is None:
            raise Refused("The game has not started yet: there is no board to show.")
        entries = await self.store.moves(table.row.id, include_undone=True)
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
        states = await self.run(self._replay, table, standing)
        game = table.game
        view = await self.run(game.view, states[-1], None)
        png = await self.draw(render.board_png, game.info.key, view)
        said = entry.public if entry is not None else "The start of the game."
        alt = f"Board after move {turn} of {last}. {said}" if turn else f"The start of the game. {said}"
        picture = Picture(png, _clip(alt, ALT_TEXT_LIMIT), f"{game.info.key}-{table.row.id}-move{turn}.png")
        return Reply(f"Move {turn} of {last}: {said}" if turn else "The start of the game.",
                     picture=picture, game_id=table.row.id, names=[s.name for s in table.seats])

    def _replay(self, table: Table, moves) -> list[dict[str, Any]]:
        """The states from the start through each of ``moves`` (replayed with
        the game's own rules: a replay is exact)."""
        game = table.game
        names = game.player_names(table.live)
        state = game.setup(names, table.row.options, table.row.seed)
        states = [state]
        for m in moves:
            state, _ = game.apply(state, m.seat, m.notation)
            states.append(state)
        return states

    async def replay(self, game_id: int, *, budget: int = 8 * 1024 * 1024) -> Picture:
        """An animated replay of a whole game (GIF), one frame per move
        with the move as typed, within ``budget`` bytes."""
        from render.replay import animation

        row = await self.store.game(game_id)
        if row is None or row.state is None:
            raise NotFound(f"There is no started game {game_id}.")
        table = Table(row, await self.store.seats(row.id), self.game_for(row.kind), loads(row.state))
        moves = await self.store.moves(row.id)
        states = await self.run(self._replay, table, moves)
        game = table.game

        def frames():
            out = [(game.view(states[0], None), f"{game.info.name}: the start")]
            for m, state in zip(moves, states[1:], strict=True):
                out.append((game.view(state, None), f"{m.seq}. {table.name(m.seat)}: {m.notation}"))
            return out

        data = await self.draw(functools.partial(animation, budget=budget), game.info.key, await self.run(frames))
        alt = f"Replay of {game.info.name} game {row.id}: {len(moves)} moves, one frame per move."
        return Picture(data, alt, f"{game.info.key}-{row.id}-replay.gif")

    async def replay_check(self, game_id: int) -> str | None:
        """None when the game's move log (the moves that stand) replays with
        the game's rules to exactly its stored state, or a lobby has no
        state; otherwise what differs, in a sentence."""
        row = await self.store.game(game_id)
        if row is None:
            return f"There is no game {game_id}."
        if row.state is None:
            return None
        try:
            table = Table(row, await self.store.seats(row.id), self.game_for(row.kind), loads(row.state))
            moves = await self.store.moves(row.id)
            states = await self.run(self._replay, table, moves)
        except (ServiceError, RulesError, ValueError, KeyError) as error:
            return f"Game {game_id} ({row.kind}) does not replay: {error}"
        if dumps(states[-1]) != dumps(table.live):
            return (f"Game {game_id} ({row.kind}): replaying its {len(moves)} moves does not give the "
                    "stored state.")
        return None

    # -- front-end bookkeeping -----------------------------------------------------------

    async def game_row(self, game_id: int) -> GameRow | None:
        return await self.store.game(game_id)

    async def open_game_row(self, guild: str, channel: str) -> GameRow | None:
        return await self.store.open_game(str(guild), str(channel))

    async def remember_lobby_message(self, game_id: int, reference: str | None) -> None:
        """Where the front end shows a lobby (e.g. "channel:message")."""
        await self.store.set_lobby_message(game_id, reference)

    # -- community: rematch, results, ratings, "my games" --------------------------------

    async def rematch(self, guild: str, channel: str, user: User) -> Reply:
        """A new lobby for the channel's last finished game: same game and
        options, a new seed, the same computer players; the same people are
        invited (pinged) and the game starts when they have all joined."""
        latest = await self.store.latest_game(str(guild), str(channel))
        if latest is None or latest.status != "finished":
            raise Refused("There is no finished game in this channel to play again.")
        seats = await self.store.seats(latest.id)
        people = [s for s in seats if not s.user_id.startswith(COMPUTER_ID)]
        if user.id not in {s.user_id for s in people} and not user.can_manage:
            raise Forbidden("Only a player of the last game (or someone who can manage this channel)"
                            " can ask for a rematch.")
        invited = [s.user_id for s in people]
        computers = sum(1 for s in seats if s.user_id.startswith(COMPUTER_ID))
        settings = dict(latest.settings)
        settings.update({"rematch_of": latest.id, "invited": invited})
        seated = user.id in invited
        await self.new_game(guild, channel, latest.kind, user, latest.options, settings=settings, join=seated)
        for _ in range(computers):
            await self.add_computer(guild, channel, User(user.id, user.name, can_manage=True))
        reply = await self.lobby(guild, channel, f"{clean_name(user.name)} asked for a rematch.",
                                 actor=clean_name(user.name))
        waiting = [u for u in invited if u != user.id]
        reply.mentions = waiting
        reply.ping = waiting
        reply.text += ("\nInvited: the players of the last game. The game starts when all of them have"
                       " joined.") if waiting else ""
        if not waiting:
            return await self.start(guild, channel, user)
        return reply

    async def _start_if_everyone_joined(self, guild: str, channel: str, user: User) -> Reply | None:
        table = await self._table(guild, channel)
        invited = table.row.settings.get("invited")
        if table.row.status != "lobby" or not invited:
            return None
        seated = {s.user_id for s in table.seats}
        if not set(invited) <= seated:
            return None
        return await self.start(guild, channel, user)

    async def rate_pending(self) -> int:
        """Rate every finished game not rated yet, in the order they
        finished (also after a crash, and after ``rebuild_ratings``)."""
        from bot import ratings

        lock = self._rating_lock
        rated = 0
        async with lock:
            for game_id in await self.store.unrated_games():
                results = await self.store.results_of_game(game_id)
                if not results:
                    continue
                first = results[0]
                if len(results) < 2:  # a solo game: a best-score table, no rating
                    await self.store.apply_ratings(game_id, first.guild, first.kind, [])
                    continue
                known = await self.store.ratings_of(first.guild, first.kind, [r.user_id for r in results])
                players = [(r.user_id, r.rank, known[r.user_id][:2] if r.user_id in known else None)
                           for r in results]
                new = await self.run(ratings.rate, players)
                names = {r.user_id: r.name for r in results}
                await self.store.apply_ratings(game_id, first.guild, first.kind,
                                               [(n.user_id, names[n.user_id], n.mu, n.sigma, n.ordinal) for n in new])
                rated += 1
        return rated

    async def rebuild_ratings(self) -> int:
        """Forget every rating and rate every finished game again (a rating
        bug is fixed by fixing the code and rebuilding)."""
        await self.store.clear_ratings()
        return await self.rate_pending()

    async def stats(self, guild: str, user: User, name: str | None = None) -> Reply:
        rows = await self.store.player_stats(str(guild), user.id)
        who = clean_name(name or user.name)
        if not rows:
            return Reply(f"{who} has no finished games in this server yet.", names=[who])
        lines = [f"**{who}**"]
        data = []
        for kind, games, wins, average, best, solo, ordinal, rated in rows:
            game = self.game_for(kind).info.name
            parts = [f"{games} game(s)"]
            if games - (solo or 0):
                parts.append(f"{wins or 0} win(s)")
            parts.append(f"average {_number(average)}, best {_number(best)}")
            if solo:
                parts.append(f"{solo} solo")
            if ordinal is not None:
                parts.append(f"rating {ordinal:.1f} ({rated} rated)")
            lines.append(f"{game}: " + ", ".join(parts))
            data.append({"kind": kind, "games": games, "wins": wins or 0, "average": average, "best": best,
                         "solo": solo or 0, "rating": ordinal, "rated_games": rated or 0})
        return Reply("\n".join(lines), data=data, names=[who])

    async def leaderboard(self, guild: str, kind: str, limit: int = 10) -> Reply:
        game = self.game_for(kind)
        board = await self.store.leaderboard(str(guild), game.info.key, limit)
        lines = [f"**{game.info.name} leaderboard** (rating = mu - 3 sigma, openskill)"]
        names = []
        for place, (_user_id, name, ordinal, _mu, _sigma, games) in enumerate(board, start=1):
            lines.append(f"{place}. {name}: {ordinal:.1f} ({games} game(s))")
            names.append(name)
        if not board:
            lines.append("Nobody is rated yet: finish a game with two or more people.")
        if game.info.min_players == 1:
            best = await self.store.solo_best(str(guild), game.info.key, limit)
            if best:
                lines.append("**Best solo games**")
                for place, (_user_id, name, score, detail, at) in enumerate(best, start=1):
                    extra = f" ({detail})" if detail else ""
                    lines.append(f"{place}. {name}: {_number(score)}{extra}, {at[:10]}")
                    names.append(name)
        return Reply("\n".join(lines), names=names,
                     data=[{"user_id": u, "name": n, "rating": o, "games": g} for u, n, o, _, _, g in board])

    async def mine(self, guild: str, user: User) -> Reply:
        """Every unfinished game in this server where the asker has a seat:
        whether they owe a decision, since when, and where its latest
        board was posted."""
        found = await self.store.games_of(str(guild), user.id)
        data: list[dict[str, Any]] = []
        for row, seat in found:
            data.append({"game_id": row.id, "kind": row.kind, "name": self.game_for(row.kind).info.name,
                         "channel": row.channel, "status": row.status,
                         "owes": bool(seat.owing_since) and not seat.is_computer, "since": seat.owing_since,
                         "resigned": seat.resigned, "post": await self.store.latest_post(row.id)})
        if not data:
            return Reply("You have no unfinished games in this server.", ephemeral=True, data=[])
        lines = []
        for d in data:
            state = ("lobby" if d["status"] == "lobby" else
                     f"your move since {d['since'][:16].replace('T', ' ')} UTC" if d["owes"] else
                     "resigned" if d["resigned"] else "waiting for others")
            lines.append(f"{d['name']} (game {d['game_id']}) in channel {d['channel']}: {state}")
        return Reply("\n".join(lines), ephemeral=True, data=data)

    # -- asynchronous play -------------------------------------------------------

    async def due_reminders(self, interval: timedelta) -> list[tuple[GameRow, list[SeatRow]]]:
        """Games where a human has owed a decision longer than ``interval`` and
        nobody was reminded within ``interval``."""
        now = self.clock()
        due = []
        for row in await self._my_unfinished():
            if row.status != "active":
                continue
            last = parse_time(row.last_reminder_at)
            if last and now - last < interval:
                continue
            seats = await self.store.seats(row.id)
            late = [
                s for s in seats
                if not s.is_computer and s.owing_since and now - datetime.fromisoformat(s.owing_since) >= interval
            ]
            if late:
                due.append((row, late))
        return due

    async def mark_reminded(self, game_id: int) -> None:
        await self.store.set_last_reminder(game_id, self.now())

    async def claim_reminder(self, game_id: int, seen: str | None) -> bool:
        """Take the duty of sending a game's due reminder: true for exactly one
        caller among processes that all read ``seen`` (the game's
        ``last_reminder_at`` when it was found due); the database decides."""
        return await self.store.claim_reminder(game_id, seen, self.now())

    async def idle_seats(self) -> list[tuple[GameRow, SeatRow]]:
        """Seats idle longer than their game's ``idle_hours`` setting."""
        now = self.clock()
        found = []
        for row in await self._my_unfinished():
            hours = row.settings.get("idle_hours")
            if row.status != "active" or not hours:
                continue
            for s in await self.store.seats(row.id):
                if not s.is_computer and s.owing_since and \
                        now - datetime.fromisoformat(s.owing_since) >= timedelta(hours=float(hours)):
                    found.append((row, s))
        return found

    async def guild_left(self, guild: str) -> list[int]:
        """The bot was removed from a server: close its unfinished games now
        (their announcements are dropped: nobody can read them); its data is
        purged after the grace period by :meth:`apply_retention`."""
        return await self.store.guild_departed(str(guild), self.now())

    async def guild_back(self, guild: str) -> None:
        await self.store.guild_returned(str(guild))

    async def apply_retention(self, retention_days: float | None = None,
                              guild_grace_days: float | None = 30) -> tuple[int, int]:
        """Purge finished games older than ``retention_days`` (None: keep)
        and the data of servers left more than ``guild_grace_days`` ago.
        Returns (finished games purged, games of departed servers purged)."""
        now = self.clock()
        finished = departed = 0
        if retention_days:
            cutoff = (now - timedelta(days=float(retention_days))).isoformat(timespec="seconds")
            finished = await self.store.purge_finished_before(cutoff)
        if guild_grace_days is not None:
            cutoff = (now - timedelta(days=float(guild_grace_days))).isoformat(timespec="seconds")
            departed = await self.store.purge_departed_before(cutoff)
        if finished or departed:
            log.info("Retention: purged %d finished game(s) and %d game(s) of servers left", finished, departed)
        return finished, departed

    async def unfinished(self) -> list[GameRow]:
        return await self.store.unfinished_games()

    async def set_setting(self, guild: str, channel: str, user: User, key: str, value: Any) -> Reply:
        allowed = {"idle_hours"}
        if key not in allowed:
            raise Refused(f"There is no setting {key!r}. Settings: {', '.join(sorted(allowed))}.")
        table = await self._table(guild, channel)
        if not (user.can_manage or (table.row.creator == user.id and self._may_run(table, user))):
            raise Forbidden("Only the game's creator (while seated) or someone who can manage this channel"
                            " can change settings.")
        settings = dict(table.row.settings)
        if value in (None, "", 0, "0", "off"):
            settings.pop(key, None)
        else:
            try:
                settings[key] = float(value)
            except ValueError:
                raise Refused(f"{key} is a number of hours, or 0 for off.") from None
            if settings[key] <= 0:
                raise Refused(f"{key} is a positive number of hours, or 0 for off.")
        await self.store.update_settings(table.row.id, settings)
        return Reply(f"Setting {key} is now {settings.get(key, 'off')}.", game_id=table.row.id)

    # -- internals ---------------------------------------------------------------

    async def _active(self, guild: str, channel: str) -> Table:
        row = await self.store.open_game(str(guild), str(channel))
        if row is None:
            latest = await self.store.latest_game(str(guild), str(channel))
            if latest is not None and latest.status == "finished":
                raise Refused("The game in this channel is over. Start a new one with `new`.")
            raise NotFound("There is no game in this channel. Start one with `new`.")
        if row.status == "lobby":
            raise Refused("The game has not started yet. Use `start` when everybody has joined.")
        seats = await self.store.seats(row.id)
        return Table(row, seats, self.game_for(row.kind), loads(row.state) if row.state else None)

    def _seat_for_move(self, table: Table, user: User) -> SeatRow:
        seat = table.seat_of(user.id)
        if seat is None:
            raise Forbidden("You are not playing in this game, so you cannot move.")
        if seat.resigned:
            raise Refused("You resigned from this game; a computer player has your seat.")
        if seat.is_computer:
            raise Refused("A computer player has taken over your seat.")
        acting = table.game.to_act(table.live)
        if seat.seat not in acting:
            waiting = ", ".join(table.name(s) for s in sorted(acting)) or "nobody"
            raise Refused(f"It is not your turn: waiting for {waiting}.")
        return seat

    @staticmethod
    def _may_run(table: Table, user: User) -> bool:
        """Start, abort, add computers, settings: a seated player who still
        plays the seat, or a member who can manage the channel."""
        seat = table.seat_of(user.id)
        return user.can_manage or (seat is not None and not seat.resigned and not seat.is_computer)

    def _apply_and_describe(self, table: Table, seat: int, text: str):
        """The move, the computer moves it lets happen, and the public view
        of the result with its digest (``_describe``): one hop off the event
        loop, so that the picture can be handed to the picture processes as
        soon as the move is known to be legal."""
        state, events = table.game.apply(table.live, seat, text)
        moves = [(seat, text, self._public_text(table, events, seat))]
        state, more = self._computers_move(table, state, events)
        return state, events, moves + more, _describe(table.game, state)

    def _computers_move(self, table: Table, state, events: list[Event] | None = None):
        """Let computer seats act until a human must (or the game ends)."""
        game = table.game
        computers = {s.seat for s in table.seats if s.is_computer}
        moves: list[tuple[int, str, str]] = []
        for _ in range(MAX_COMPUTER_MOVES):
            if game.is_over(state):
                break
            acting = [s for s in sorted(game.to_act(state)) if s in computers]
            if not acting:
                break
            seat = acting[0]
            player = game.computer_player(table.row.seed * 1_000_003 + len(moves) * 7919 + seat)
            notation = normalise(player.choose(game, state, seat))
            state, new_events = game.apply(state, seat, notation)
            if events is not None:
                events.extend(new_events)
            moves.append((seat, notation, self._public_text(table, new_events, seat)))
        else:  # pragma: no cover - a game bug, not a player's
            raise RuntimeError("Computer players did not hand the game back.")
        return state, moves

    def _public_text(self, table: Table, events: list[Event], seat: int) -> str:
        said = [e.text for e in events if not e.private]
        return " ".join(said) if said else f"{table.name(seat)} made their move."

    def _owing(self, table: Table, before, after, mover: int | None = None) -> dict[int, str | None]:
        """owing_since per seat: when its CURRENT decision became due. Kept
        only for a seat that still owes the same decision it owed before this
        change and did not act in it; set to now for a decision that just
        became due (the mover's next step included); cleared otherwise."""
        now = self.now()
        was = table.game.to_act(before) if before else {}
        acting = table.game.to_act(after) if not table.game.is_over(after) else {}
        owing: dict[int, str | None] = {}
        for s in table.seats:
            if s.seat not in acting:
                owing[s.seat] = None
            elif s.seat == mover or s.seat not in was or was[s.seat] != acting[s.seat] or not s.owing_since:
                owing[s.seat] = now
        return owing

    def _who_must_act(self, table: Table, state) -> list[str]:
        if state is None or table.game.is_over(state):
            return []
        return [
            table.user_of(seat).user_id
            for seat in sorted(table.game.to_act(state))
            if not table.user_of(seat).is_computer
        ]

    def _turn_line(self, table: Table, state) -> str:
        if table.game.is_over(state):
            return "The game is over."
        acting = table.game.to_act(state)
        names = [table.name(s) for s in sorted(acting)]
        if len(acting) > 1 or table.game.info.simultaneous:
            return "Still to act: " + ", ".join(names) + "."
        (decision,) = acting.values()
        return f"{names[0]} to play: {decision.prompt}"

    def _standings(self, table: Table) -> list[dict[str, Any]]:
        ranked: list[Standing] = table.game.standings(table.live)
        resigned = {s.seat for s in table.seats if s.resigned}
        kept = [s for s in ranked if s.seat not in resigned]
        gone = [s for s in ranked if s.seat in resigned]
        result = []
        rank = 0
        previous = None
        for position, s in enumerate(kept + gone, start=1):
            if s.seat in resigned:
                rank = position
                detail = ("resigned; " + s.detail) if s.detail else "resigned"
            else:
                key = s.rank
                if key != previous:
                    rank = position
                previous = key
                detail = s.detail
            user = table.user_of(s.seat)
            result.append({"rank": rank, "seat": s.seat, "name": user.name, "user_id": user.user_id,
                           "score": s.score, "detail": detail})
        return result

    async def _public_png(self, game: Game, state, described: tuple | None = None,
                          drawing: asyncio.Future | bytes | None = None) -> tuple[bytes, str]:
        """The public picture of ``state`` as PNG bytes, and its alt text.
        ``described``: ``_describe(game, state)`` if already known;
        ``drawing``: what ``_start_drawing`` returned for it."""
        if described is None:
            described = await self.run(_describe, game, state)
        if drawing is None:
            drawing = self._start_drawing(game, described)
        alt = await self.run(game.alt_text, state)  # written while the picture is drawn
        if isinstance(drawing, bytes):
            return drawing, alt
        png = await drawing
        key = described[1]
        self._drawn[key] = png
        while len(self._drawn) > PICTURE_CACHE:
            self._drawn.popitem(last=False)
        return png, alt

    def _start_drawing(self, game: Game, described: tuple) -> asyncio.Future | bytes:
        """The picture of a described public view: the PNG drawn before
        (a change that left the public view as it was, such as a hidden
        drop, draws nothing new), or the future of its drawing, begun now."""
        view, key = described
        png = self._drawn.get(key)
        if png is not None:
            self._drawn.move_to_end(key)
            return png
        return self.draw_soon(render.board_png, game.info.key, view)

    def _sketch(self, table: Table, state, described: tuple | None = None) -> asyncio.Future:
        """Start drawing the public picture of ``state`` (a change not yet
        committed), so that it is drawn while the change is committed: the
        picture processes work while the store does. With ``described``
        (the view, already computed off the loop with the move) the drawing
        is handed over before this returns. ``_with_picture`` awaits it once
        the commit succeeded; a change that is refused leaves it to finish
        unread (its fault, if any, is logged there, never raised)."""
        drawing = self._start_drawing(table.game, described) if described is not None else None
        if isinstance(drawing, asyncio.Future):
            drawing.add_done_callback(_unread)
        task = asyncio.ensure_future(self._public_png(table.game, state, described, drawing))
        task.add_done_callback(_unread)
        return task

    async def _public_picture(self, table: Table, sketch: asyncio.Future | None = None) -> Picture:
        png, alt = await (sketch if sketch is not None else self._public_png(table.game, table.live))
        return Picture(png, _clip(alt, ALT_TEXT_LIMIT),
                       f"{table.game.info.key}-{table.row.id}-v{table.row.version}.png")

    async def _private_view(self, table: Table, seat: int) -> tuple[str, Picture | None]:
        game = table.game

        def describe():
            return game.view(table.live, seat), game.summary(table.live, seat)

        view, text = await self.run(describe)
        png = await self.draw(render.private_png, game.info.key, view)
        picture = None
        if png is not None:
            picture = Picture(png, _clip(f"Private view for {table.name(seat)}. {text}", ALT_TEXT_LIMIT),
                              f"{game.info.key}-{table.row.id}-private.png")
        return text, picture

    def _outcome(self, table: Table, headline: str, events: list[Event], before, state,
                 mover: SeatRow | None = None) -> tuple[Reply, list[tuple[str, str]], dict[int, str | None]]:
        """What an accepted change tells, computed before it is committed (so
        it is committed with it): the reply without its picture, the notices
        for other players' next interaction, and the seats' owing times."""
        game = table.game
        owing = self._owing(table, before, state, mover.seat if mover else None)
        reply = Reply(headline, game_id=table.row.id, names=[s.name for s in table.seats])
        reply.finished = game.is_over(state)
        if reply.finished:
            saved = table.state
            table.state = state
            reply.standings = self._standings(table)
            table.state = saved
            reply.text = f"{headline}\n{_standings_text(reply.standings)}"
            # Every person who sat down, including those a computer replaced.
            reply.mentions = [s.user_id for s in table.seats if not s.user_id.startswith(COMPUTER_ID)]
            reply.ping = list(reply.mentions)
        else:
            reply.text = f"{headline}\n{self._turn_line(table, state)}"
            reply.mentions = self._who_must_act(table, state)
            newly = {table.user_of(seat).user_id for seat, since in owing.items() if since is not None}
            reply.ping = [u for u in reply.mentions if u in newly]
        # Private updates: events addressed to one seat, and hidden
        # information that changed.
        for event in events:
            if event.private and event.seat is not None:
                user = table.user_of(event.seat)
                if not user.is_computer:
                    reply.private[user.user_id] = (reply.private.get(user.user_id, "") + "\n" + event.text).strip()
        for s in table.seats:
            if s.is_computer:
                continue
            old = game.private(before, s.seat) if before else {}
            new = game.private(state, s.seat)
            # Told only when there is something new to see: information
            # that merely went away (a hidden choice now revealed) is no news.
            if old != new and _has_content(new):
                reply.notify.append(s.user_id)
        notices = []
        for user_id in sorted(set(reply.notify) | set(reply.private)):
            if mover is not None and user_id == mover.user_id:
                continue
            notices.append((user_id, reply.private.get(user_id)
                            or "Your private information changed: use `hand` to see it."))
        return reply, notices, owing

    def _payload(self, table: Table, reply: Reply) -> dict[str, Any] | None:
        """The public part of a reply, stored with the change as what to
        announce (never a secret: no ``private``, no ``notify``)."""
        if not self.outbox:
            return None
        return {"kind": table.game.info.key, "guild": table.row.guild, "channel": table.row.channel,
                "text": reply.text, "mentions": reply.mentions, "ping": reply.ping, "names": reply.names,
                "finished": reply.finished, "standings": reply.standings,
                "board": table.state is not None or not reply.finished}

    def _results(self, table: Table, reply: Reply) -> list[dict[str, Any]]:
        """Each person's result, stored with the change that finished the
        game (computer seats have none)."""
        if not reply.finished:
            return []
        humans = [s for s in table.seats if not s.user_id.startswith(COMPUTER_ID)]
        resigned = {s.seat for s in table.seats if s.resigned}
        now = self.now()
        return [{"guild": table.row.guild, "kind": table.game.info.key, "user_id": s["user_id"],
                 "name": s["name"], "rank": s["rank"], "score": s["score"], "detail": s["detail"] or "",
                 "players": len(table.seats), "humans": len(humans), "resigned": s["seat"] in resigned,
                 "finished_at": now}
                for s in reply.standings if not s["user_id"].startswith(COMPUTER_ID)]

    async def _with_picture(self, table: Table, reply: Reply, sketch: asyncio.Future | None = None) -> Reply:
        """After the commit: the reply gets its version and board picture
        (``sketch``: the picture started with ``_sketch`` before the commit;
        a picture that cannot be drawn is logged, and the reply goes
        without); a finished game is rated."""
        if reply.finished:
            try:
                await self.rate_pending()
            except Exception:  # noqa: BLE001 - ratings are derived data, rebuilt at the next start
                log.exception("Could not rate game %s", table.row.id)
        reply.version = table.row.version
        try:
            reply.picture = await self._public_picture(table, sketch)
        except Exception:  # noqa: BLE001 - a move is never lost to a drawing fault
            log.exception("Could not draw the board of game %s version %s", table.row.id, table.row.version)
        return reply

    # -- the outbox: announcements of committed changes -------------------------------

    async def pending_announcements(self, game_id: int | None = None) -> list[Announcement]:
        """Announcements not yet delivered (of this process's servers, see
        ``guild_filter``, unless one game is asked for)."""
        pending = await self.store.pending_announcements(game_id)
        if game_id is not None or self.guild_filter is None:
            return pending
        guilds: dict[int, str | None] = {}
        for a in pending:
            if a.game_id not in guilds:
                row = await self.store.game(a.game_id)
                guilds[a.game_id] = row.guild if row else None
        return [a for a in pending if (g := guilds[a.game_id]) is not None and self._mine(g)]

    async def claim_announcement(self, announcement: Announcement | int, *, force: bool = False) -> Announcement | None:
        """Take an announcement for delivery. Refused (None) when delivered,
        or while another delivery attempt is younger than the lease, unless
        ``force`` (at start-up, when no other attempt can be running)."""
        ident = announcement if isinstance(announcement, int) else announcement.id
        now = self.clock()
        stale = None if force else (now - DELIVERY_LEASE).isoformat(timespec="seconds")
        return await self.store.claim_announcement(ident, now.isoformat(timespec="seconds"), stale)

    async def announcement_reply(self, announcement: Announcement) -> Reply:
        """The reply to post for an announcement. The board is drawn only
        while the game is still at the announced version; an older
        announcement (the game moved on) posts its words without the board
        and pings nobody (the newer one pings who must act now)."""
        data = announcement.payload
        reply = Reply(data.get("text", ""), game_id=announcement.game_id, version=announcement.version,
                      mentions=list(data.get("mentions", [])), ping=list(data.get("ping", [])),
                      names=list(data.get("names", [])), finished=bool(data.get("finished")),
                      standings=list(data.get("standings", [])))
        row = await self.store.game(announcement.game_id)
        if row is None or row.version != announcement.version or row.state is None:
            reply.ping = [] if not reply.finished else reply.ping
            return reply
        if data.get("board", True):
            table = Table(row, await self.store.seats(row.id), self.game_for(row.kind), loads(row.state))
            await self._with_picture(table, reply)
        return reply

    async def announced(self, announcement_id: int, message_ref: str | None) -> None:
        await self.store.mark_delivered(announcement_id, message_ref, self.now())

    async def announcement_failed(self, announcement: Announcement, error: str) -> bool:
        """Record a failed delivery; after DELIVERY_ATTEMPTS the announcement
        is given up (logged). Returns whether it was given up."""
        if announcement.attempts >= DELIVERY_ATTEMPTS:
            log.error("Giving up announcing game %s version %s after %d attempts: %s",
                      announcement.game_id, announcement.version, announcement.attempts, error)
            await self.store.mark_delivered(announcement.id, None, self.now(), error=f"gave up: {error}"[:500])
            return True
        await self.store.note_delivery_error(announcement.id, error)
        return False


def _told(headline: str, moves: list[tuple[int, str, str]]) -> str:
    """A headline followed by what each computer move did, so every accepted
    move is told (the longest runs are summed up; `history` has them all)."""
    said = [public for _, _, public in moves if public]
    if not said:
        return headline
    if len(said) > MAX_TOLD_MOVES:
        hidden = len(said) - MAX_TOLD_MOVES
        said = said[:MAX_TOLD_MOVES] + [f"... and {hidden} more move(s): see `history`."]
    return headline + "\n" + "\n".join(said)


def _standings_text(standings: list[dict[str, Any]]) -> str:
    lines = ["**Final standings**"]
    for s in standings:
        score = int(s["score"]) if float(s["score"]).is_integer() else round(s["score"], 2)
        extra = f" ({s['detail']})" if s["detail"] else ""
        lines.append(f"{s['rank']}. {s['name']}: {score}{extra}")
    return "\n".join(lines)


def _number(value: float | None) -> str:
    if value is None:
        return "-"
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def _has_content(value: Any) -> bool:
    if isinstance(value, dict):
        return any(_has_content(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_has_content(v) for v in value) if value else False
    return value is not None and value != ""


def _describe(game: Game, state) -> tuple[Any, tuple[str, bytes]]:
    """The public view of ``state`` and its picture's cache key (the game
    and a digest of the view)."""
    view = game.view(state, None)
    return view, (game.info.key, hashlib.blake2b(dumps(view).encode(), digest_size=16).digest())


def _unread(task: asyncio.Future) -> None:
    """Done-callback of a picture drawn ahead of its commit: a picture
    nobody awaited (the change was refused) must not end as "exception
    never retrieved"; a fault of one that is awaited is logged there."""
    if not task.cancelled() and task.exception() is not None:
        log.debug("A picture drawn ahead of its commit failed: %s", task.exception())


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split()) if len(text) > limit else text
    return text if len(text) <= limit else text[: limit - 1] + "…"
