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
import json
import secrets
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any, Callable

import render
from rules import registry
from rules.base import Event, Game, Move, Rng, RulesError, Standing, dumps, loads, normalise
from storage.store import (
    ChannelBusy,
    DuplicateSeat,
    GameRow,
    SeatRow,
    Store,
    VersionConflict,
    parse_time,
)

ALT_TEXT_LIMIT = 1024  # Discord's limit for an attachment description
MAX_COMPUTER_MOVES = 10_000  # guard against a game that never hands back
COMPUTER_ID = "computer-"  # user ids of seats added as computer players


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
    ``mentions`` are the user ids who must act now (ping only them);
    ``private`` maps user ids to words only that user may read (the asker's
    goes in an ephemeral follow-up; other users' are also stored as notices
    for their next interaction); ``notify`` lists users whose hidden
    information changed.
    """

    text: str
    picture: Picture | None = None
    private_picture: Picture | None = None
    mentions: list[str] = field(default_factory=list)
    private: dict[str, str] = field(default_factory=dict)
    notify: list[str] = field(default_factory=list)
    ephemeral: bool = False
    finished: bool = False
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


class Service:
    def __init__(self, store: Store, executor: Executor | None = None,
                 clock: Callable[[], datetime] | None = None,
                 render_executor: Executor | None = None, max_concurrent_moves: int = 8):
        """``executor`` runs rules and computer players (threads: they need
        the live registry); ``render_executor`` draws and encodes pictures
        from views, which are plain JSON, so it may be a process pool that
        keeps Pillow's work off this process's GIL (default: ``executor``).
        At most ``max_concurrent_moves`` moves are worked on at once; the
        rest wait before reading their game, so a burst of moves does not
        hold thousands of decoded states (which makes the garbage collector
        pause the event loop)."""
        self.store = store
        self.executor = executor or ThreadPoolExecutor(max_workers=2, thread_name_prefix="referee")
        self.render_executor = render_executor or self.executor
        self._moving = asyncio.Semaphore(max_concurrent_moves)
        self.clock = clock or (lambda: datetime.now(timezone.utc))
        self._locks: dict[tuple[str, str], asyncio.Lock] = {}

    # -- plumbing ------------------------------------------------------------

    def lock(self, guild: str, channel: str) -> asyncio.Lock:
        key = (str(guild), str(channel))
        if key not in self._locks:
            self._locks[key] = asyncio.Lock()
        return self._locks[key]

    async def run(self, fn, *args):
        """Run CPU work off the event loop."""
        return await asyncio.get_running_loop().run_in_executor(self.executor, fn, *args)

    async def draw(self, fn, *args):
        """Run a picture function (module-level, picklable arguments) in the
        render executor."""
        return await asyncio.get_running_loop().run_in_executor(self.render_executor, fn, *args)

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
        async with self.lock(guild, channel):
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
                await self.store.add_seat(row.id, creator.id, creator.name)
        return await self.lobby(guild, channel, f"{creator.name} opened a game of {game.info.name}.")

    async def lobby(self, guild: str, channel: str, headline: str = "") -> Reply:
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
        return Reply("\n".join(lines), game_id=table.row.id, version=table.row.version)

    async def join(self, guild: str, channel: str, user: User) -> Reply:
        async with self.lock(guild, channel):
            table = await self._table(guild, channel)
            if table.row.status != "lobby":
                raise Refused("This game has already started; you can join the next one.")
            if table.seat_of(user.id):
                raise Refused("You already have a seat in this game.")
            if len(table.seats) >= table.game.info.max_players:
                raise Refused(f"The game is full ({table.game.info.max_players} players at most).")
            try:
                await self.store.add_seat(table.row.id, user.id, user.name,
                                          expected_version=table.row.version)
            except DuplicateSeat:
                raise Refused("You already have a seat in this game.") from None
            except VersionConflict:
                raise Refused("The lobby changed at the same moment; please try again.") from None
        return await self.lobby(guild, channel, f"{user.name} joined.")

    async def leave(self, guild: str, channel: str, user: User) -> Reply:
        async with self.lock(guild, channel):
            table = await self._table(guild, channel)
            if table.row.status != "lobby":
                raise Refused("The game has started: use `resign` to hand your seat to a computer player.")
            if not table.seat_of(user.id):
                raise Refused("You do not have a seat in this game.")
            await self.store.remove_seat(table.row.id, user.id)
            remaining = [s for s in table.seats if s.user_id != user.id and not s.is_computer]
            if not remaining:
                await self.store.set_status(table.row.id, "aborted")
                return Reply(f"{user.name} left and nobody is seated any more: the game is closed.",
                             game_id=table.row.id)
        return await self.lobby(guild, channel, f"{user.name} left.")

    async def add_computer(self, guild: str, channel: str, user: User) -> Reply:
        async with self.lock(guild, channel):
            table = await self._table(guild, channel)
            if table.row.status != "lobby":
                raise Refused("Computer players can only be added before the start.")
            if not table.seat_of(user.id) and not self._is_admin(table, user):
                raise Refused("Only a seated player or the game's creator can add a computer player.")
            if len(table.seats) >= table.game.info.max_players:
                raise Refused(f"The game is full ({table.game.info.max_players} players at most).")
            number = 1 + sum(1 for s in table.seats if s.is_computer)
            ids = {s.user_id for s in table.seats}
            while f"{COMPUTER_ID}{number}" in ids:
                number += 1
            await self.store.add_seat(table.row.id, f"{COMPUTER_ID}{number}", f"Computer {number}",
                                      is_computer=True, expected_version=table.row.version)
        return await self.lobby(guild, channel, f"{user.name} added Computer {number}.")

    async def start(self, guild: str, channel: str, user: User, shuffle: bool = False) -> Reply:
        async with self.lock(guild, channel):
            table = await self._table(guild, channel)
            info = table.game.info
            if table.row.status != "lobby":
                raise Refused("The game has already started.")
            if not table.seat_of(user.id) and not self._is_admin(table, user):
                raise Refused("Only a seated player or the game's creator can start the game.")
            if len(table.seats) < info.min_players:
                raise Refused(
                    f"{info.name} needs at least {info.min_players} players; "
                    f"{len(table.seats)} seated. Invite more or add a computer player."
                )
            order = list(table.seats)
            if shuffle:
                Rng.from_seed(table.row.seed).shuffle(order)
            names = [s.name for s in order]
            state = await self.run(table.game.setup, names, table.row.options, table.row.seed)
            table.seats = [SeatRow(i, s.user_id, s.name, s.is_computer, s.resigned) for i, s in enumerate(order)]
            state, moves = await self.run(self._computers_move, table, state)
            owing = self._owing(table, {}, state)
            status = "finished" if table.game.is_over(state) else "active"
            version = await self.store.start_game(
                table.row.id, table.row.version, dumps(state), [s.user_id for s in order], owing,
                moves, status,
            )
            table.row.version = version
            table.state = state
            table.row.status = status
        headline = f"{info.name} begins! Seat order: " + ", ".join(
            f"{i + 1}. {n}" for i, n in enumerate(names)
        )
        return await self._after_change(table, headline, [], None)

    # -- play --------------------------------------------------------------------

    async def move(self, guild: str, channel: str, user: User, text: str,
                   game_id: int | None = None, expected_version: int | None = None) -> Reply:
        """Apply ``text`` for the asker. ``game_id``/``expected_version``
        (optional, from a button or select offered earlier) refuse the move
        when the game or position has changed since it was offered."""
        text = normalise(text)
        if not text:
            raise Refused("Say which move: type its notation (the list of legal moves autocompletes).")
        async with self._moving:
            return await self._move(guild, channel, user, text, game_id, expected_version)

    async def _move(self, guild: str, channel: str, user: User, text: str,
                    game_id: int | None, expected_version: int | None) -> Reply:
        async with self.lock(guild, channel):
            table = await self._active(guild, channel)
            if game_id is not None and table.row.id != game_id:
                raise Refused("That choice belongs to an earlier game in this channel.")
            if expected_version is not None and table.row.version != expected_version:
                raise Refused("That choice was offered for an older position; the game has moved on."
                              " Nothing was played: pick again from the current options.")
            seat = self._seat_for_move(table, user)
            before = table.state
            try:
                state, events, moves = await self.run(self._apply_and_continue, table, seat.seat, text)
            except RulesError as error:
                raise Refused(error.message) from None
            status = "finished" if table.game.is_over(state) else "active"
            owing = self._owing(table, before, state)
            try:
                version = await self.store.commit_moves(
                    table.row.id, table.row.version, moves, dumps(state), status, owing
                )
            except VersionConflict:
                raise Refused("The game changed at the same moment; look at the board and try again.") from None
            table.row.version, table.row.status = version, status
            table.state = state
        public = self._public_text(table, events, seat.seat)
        return await self._after_change(table, public, events, before, mover=seat)

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
        async with self.lock(guild, channel):
            table = await self._active(guild, channel)
            seat = table.seat_of(user.id)
            if seat is None:
                raise Refused("You are not playing in this game.")
            if seat.resigned:
                raise Refused("You have already resigned from this game.")
            await self.store.update_seat(table.row.id, seat.seat, resigned=True, is_computer=True)
            seat.resigned = seat.is_computer = True
            headline = f"{user.name} resigned; a computer player takes over the seat and ranks last."
            return await self._hand_to_computers(table, headline)

    async def replace_idle(self, guild: str, channel: str, seat_number: int, reason: str) -> Reply:
        """Hand an idle human's seat to a computer player (announced)."""
        async with self.lock(guild, channel):
            table = await self._active(guild, channel)
            seat = table.user_of(seat_number)
            await self.store.update_seat(table.row.id, seat.seat, is_computer=True)
            seat.is_computer = True
            return await self._hand_to_computers(table, f"{seat.name} {reason}; a computer player takes over.")

    async def _hand_to_computers(self, table: Table, headline: str) -> Reply:
        before = table.state
        state, moves = await self.run(self._computers_move, table, before)
        status = "finished" if table.game.is_over(state) else "active"
        owing = self._owing(table, before, state)
        version = await self.store.commit_moves(
            table.row.id, table.row.version, moves, dumps(state), status, owing
        )
        table.row.version, table.row.status, table.state = version, status, state
        return await self._after_change(table, headline, [], before)

    async def abort(self, guild: str, channel: str, user: User) -> Reply:
        async with self.lock(guild, channel):
            table = await self._table(guild, channel)
            if not self._is_admin(table, user):
                raise Forbidden("Only the game's creator or someone who can manage this channel can abort it.")
            await self.store.set_status(table.row.id, "aborted")
        return Reply(f"{user.name} aborted the game of {table.game.info.name}. The channel is free.",
                     game_id=table.row.id, finished=True)

    # -- reading -------------------------------------------------------------------

    async def status(self, guild: str, channel: str, user: User | None = None) -> Reply:
        table = await self.table(guild, channel)
        if table.row.status == "lobby":
            return await self.lobby(guild, channel)
        if table.row.status == "aborted":
            return Reply("The last game in this channel was aborted. Start one with `new`.")
        summary = await self.run(table.game.summary, table.state, None)
        reply = Reply(summary, game_id=table.row.id, version=table.row.version,
                      finished=table.row.status == "finished")
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
        return Reply(picture.alt, picture=picture, game_id=table.row.id, version=table.row.version)

    async def hand(self, guild: str, channel: str, user: User) -> Reply:
        table = await self.table(guild, channel)
        if table.state is None:
            raise Refused("The game has not started yet.")
        seat = table.seat_of(user.id)
        if seat is None:
            raise Refused("You are not playing in this game, so you have no hand.")
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
        moves = await self.store.moves(table.row.id, last=last)
        if not moves:
            return Reply("No moves have been played yet.", ephemeral=True)
        lines = []
        for m in moves:
            said = m.public or f"{table.name(m.seat)} moved."
            lines.append(f"{m.seq}. {said}")
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
            data = table.game.view(table.state, seat.seat if seat else None)
        return Reply(json.dumps(data, indent=1, sort_keys=True), ephemeral=True, data=data,
                     game_id=table.row.id)

    async def rules_text(self, kind: str) -> str:
        game = self.game_for(kind)
        info = game.info
        lines = [f"**{info.name}**: {info.min_players} to {info.max_players} players. {info.summary}"]
        for v in info.variants:
            choices = f" ({', '.join(v.choices)})" if v.choices else ""
            lines.append(f"- option `{v.key}`{choices}: {v.description} Default: {v.default}.")
        return "\n".join(lines)

    # -- asynchronous play -------------------------------------------------------

    async def due_reminders(self, interval: timedelta) -> list[tuple[GameRow, list[SeatRow]]]:
        """Games where a human has owed a decision longer than ``interval`` and
        nobody was reminded within ``interval``."""
        now = self.clock()
        due = []
        for row in await self.store.unfinished_games():
            if row.status != "active":
                continue
            last = parse_time(row.last_reminder_at)
            if last and now - last < interval:
                continue
            seats = await self.store.seats(row.id)
            late = [
                s for s in seats
                if not s.is_computer and s.owing_since and now - parse_time(s.owing_since) >= interval
            ]
            if late:
                due.append((row, late))
        return due

    async def mark_reminded(self, game_id: int) -> None:
        await self.store.set_last_reminder(game_id, self.now())

    async def idle_seats(self) -> list[tuple[GameRow, SeatRow]]:
        """Seats idle longer than their game's ``idle_hours`` setting."""
        now = self.clock()
        found = []
        for row in await self.store.unfinished_games():
            hours = row.settings.get("idle_hours")
            if row.status != "active" or not hours:
                continue
            for s in await self.store.seats(row.id):
                if not s.is_computer and s.owing_since and \
                        now - parse_time(s.owing_since) >= timedelta(hours=float(hours)):
                    found.append((row, s))
        return found

    async def unfinished(self) -> list[GameRow]:
        return await self.store.unfinished_games()

    async def set_setting(self, guild: str, channel: str, user: User, key: str, value: Any) -> Reply:
        allowed = {"idle_hours"}
        if key not in allowed:
            raise Refused(f"There is no setting {key!r}. Settings: {', '.join(sorted(allowed))}.")
        table = await self._table(guild, channel)
        if not self._is_admin(table, user):
            raise Forbidden("Only the game's creator or someone who can manage this channel can change settings.")
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
        return Table(row, seats, self.game_for(row.kind), loads(row.state))

    def _seat_for_move(self, table: Table, user: User) -> SeatRow:
        seat = table.seat_of(user.id)
        if seat is None:
            raise Forbidden("You are not playing in this game, so you cannot move.")
        if seat.resigned:
            raise Refused("You resigned from this game; a computer player has your seat.")
        if seat.is_computer:
            raise Refused("A computer player has taken over your seat.")
        acting = table.game.to_act(table.state)
        if seat.seat not in acting:
            waiting = ", ".join(table.name(s) for s in sorted(acting)) or "nobody"
            raise Refused(f"It is not your turn: waiting for {waiting}.")
        return seat

    @staticmethod
    def _is_admin(table: Table, user: User) -> bool:
        return user.can_manage or table.row.creator == user.id

    def _apply_and_continue(self, table: Table, seat: int, text: str):
        state, events = table.game.apply(table.state, seat, text)
        moves = [(seat, text, self._public_text(table, events, seat))]
        state, more = self._computers_move(table, state, events)
        return state, events, moves + more

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

    def _owing(self, table: Table, before, after) -> dict[int, str | None]:
        """owing_since per seat: kept while a seat keeps owing, set when it
        starts, cleared when it stops."""
        now = self.now()
        was = set(table.game.to_act(before)) if before else set()
        now_acting = set(table.game.to_act(after)) if not table.game.is_over(after) else set()
        owing: dict[int, str | None] = {}
        for s in table.seats:
            if s.seat in now_acting:
                if s.seat not in was or not s.owing_since:
                    owing[s.seat] = now
            else:
                owing[s.seat] = None
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
        ranked: list[Standing] = table.game.standings(table.state)
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

    async def _public_picture(self, table: Table) -> Picture:
        game = table.game

        def describe():
            return game.view(table.state, None), game.summary(table.state, None)

        view, alt = await self.run(describe)
        png = await self.draw(render.board_png, game.info.key, view)
        return Picture(png, _clip(alt, ALT_TEXT_LIMIT),
                       f"{game.info.key}-{table.row.id}-v{table.row.version}.png")

    async def _private_view(self, table: Table, seat: int) -> tuple[str, Picture | None]:
        game = table.game

        def describe():
            return game.view(table.state, seat), game.summary(table.state, seat)

        view, text = await self.run(describe)
        png = await self.draw(render.private_png, game.info.key, view)
        picture = None
        if png is not None:
            picture = Picture(png, _clip(f"Private view for {table.name(seat)}. {text}", ALT_TEXT_LIMIT),
                              f"{game.info.key}-{table.row.id}-private.png")
        return text, picture

    async def _after_change(self, table: Table, headline: str, events: list[Event], before,
                            mover: SeatRow | None = None) -> Reply:
        """Build the reply after an accepted change: picture, turn line,
        mentions, private updates and notices."""
        state = table.state
        game = table.game
        reply = Reply(headline, game_id=table.row.id, version=table.row.version)
        reply.picture = await self._public_picture(table)
        reply.finished = game.is_over(state)
        if reply.finished:
            reply.standings = self._standings(table)
            reply.text = f"{headline}\n{_standings_text(reply.standings)}"
            # Every person who sat down, including those a computer replaced.
            reply.mentions = [s.user_id for s in table.seats if not s.user_id.startswith(COMPUTER_ID)]
        else:
            reply.text = f"{headline}\n{self._turn_line(table, state)}"
            reply.mentions = self._who_must_act(table, state)
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
        for user_id in set(reply.notify) | set(reply.private):
            if mover is not None and user_id == mover.user_id:
                continue
            note = reply.private.get(user_id) or "Your private information changed: use `hand` to see it."
            await self.store.add_notice(table.row.id, user_id, note)
        return reply


def _standings_text(standings: list[dict[str, Any]]) -> str:
    lines = ["**Final standings**"]
    for s in standings:
        score = int(s["score"]) if float(s["score"]).is_integer() else round(s["score"], 2)
        extra = f" ({s['detail']})" if s["detail"] else ""
        lines.append(f"{s['rank']}. {s['name']}: {score}{extra}")
    return "\n".join(lines)


def _has_content(value: Any) -> bool:
    if isinstance(value, dict):
        return any(_has_content(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_has_content(v) for v in value) if value else False
    return value is not None and value != ""


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split()) if len(text) > limit else text
    return text if len(text) <= limit else text[: limit - 1] + "…"
