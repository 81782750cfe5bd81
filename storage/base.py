"""What every store shares: rows, errors, and the queries themselves.

The store knows nothing of any game's insides: a state is opaque JSON text.
Every write that changes a game is one transaction; a move is committed
together with the new state and a version check, so two submissions racing
for the same game can never both apply against the same version.

The SQL here is written once for both engines (SQLite, PostgreSQL): ``?``
placeholders (a PostgreSQL store numbers them), ``RETURNING`` for new ids,
``ON CONFLICT`` upserts, no boolean arithmetic. A concrete store supplies
the connection: :meth:`SqlStore._transaction` runs ``work(tx)`` as one
serialisable transaction, and ``_one`` / ``_all`` read outside one.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from importlib import resources
from typing import Any, Protocol, overload

from storage.people import PeopleQueries


class StorageError(Exception):
    """Base class; the message is a readable sentence."""


class VersionConflict(StorageError):
    """The game changed since it was read: re-read and re-validate."""


class ChannelBusy(StorageError):
    """This channel already has an unfinished game."""


class DuplicateSeat(StorageError):
    """That user already has a seat in the game."""


class UniqueViolation(StorageError):
    """A write broke a UNIQUE constraint (each store translates its engine's error)."""


class StoreUnavailable(StorageError):
    """The database cannot be used right now: unreachable, too slow, or no
    connection free. The sentence says what happened and what to do (never
    an exception's class name); ``reason`` names it for programs:
    ``"unreachable"``, ``"timeout"`` or ``"no connection"``. A front end
    tells the two outcomes apart by the subclass."""

    def __init__(self, message: str, reason: str = "unreachable"):
        super().__init__(message)
        self.reason = reason


class NothingChanged(StoreUnavailable):
    """The fault struck before anything was committed (a read, or a change
    before its commit): the database is as it was; trying again is safe."""


class MaybeSaved(StoreUnavailable):
    """The fault struck while a change was being committed: it may or may
    not have been saved, so the player should look at the status before
    trying again."""


def utcnow() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def parse_time(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text) if text else None


@dataclass
class GameRow:
    id: int
    guild: str
    channel: str
    kind: str
    status: str
    options: dict[str, Any]
    seed: int
    state: str | None
    version: int
    creator: str
    created_at: str
    updated_at: str
    settings: dict[str, Any] = field(default_factory=dict)
    last_reminder_at: str | None = None
    lobby_message: str | None = None
    clock: dict[str, Any] = field(default_factory=dict)  # the time bookkeeping (bot/service/clocks.py)

    @property
    def unfinished(self) -> bool:
        return self.status in ("lobby", "active")


@dataclass
class SeatRow:
    seat: int
    user_id: str
    name: str
    is_computer: bool
    resigned: bool
    owing_since: str | None = None
    level: str | None = None  # a computer seat's level (easy, normal, hard); None: a human, or normal


@dataclass
class Announcement:
    """What must be posted for one committed change (the outbox)."""

    id: int
    game_id: int
    version: int
    payload: dict[str, Any]
    created_at: str
    attempts: int = 0
    last_attempt_at: str | None = None
    delivered_at: str | None = None
    message_ref: str | None = None
    last_error: str | None = None


_ANNOUNCEMENT_COLUMNS = ("id, game_id, version, payload, created_at, attempts, last_attempt_at,"
                         " delivered_at, message_ref, last_error")


@overload
def _announcement(row: None) -> None: ...
@overload
def _announcement(row: Iterable[Any]) -> Announcement: ...
def _announcement(row: Iterable[Any] | None) -> Announcement | None:
    if row is None:
        return None
    values = list(row)
    values[3] = json.loads(values[3])
    return Announcement(*values)


@dataclass
class ResultRow:
    """One person's result in one finished game."""

    game_id: int
    guild: str
    kind: str
    user_id: str
    name: str
    rank: int
    score: float
    detail: str
    players: int
    humans: int
    resigned: bool
    finished_at: str
    rated: bool = False


_RESULT_COLUMNS = ("game_id, guild, kind, user_id, name, rank, score, detail, players, humans, resigned,"
                   " finished_at, rated")


def _result(row: Iterable[Any]) -> ResultRow:
    values = list(row)
    values[10], values[12] = bool(values[10]), bool(values[12])
    return ResultRow(*values)


@dataclass
class MoveRow:
    seq: int
    seat: int
    notation: str
    public: str
    at: str
    undone: bool = False
    # The JSON of the move's public words (a rules.base.Text, migration 10),
    # told in each reader's language; None for a move stored before them.
    words: str | None = None


def move_words(public: Any) -> tuple[str, str | None]:
    """A move's public sentence as stored: the English text (``public``)
    and, for words as data (anything with ``to_json``, a rules.base.Text),
    their JSON (``words``); a plain string has no words."""
    if hasattr(public, "to_json"):
        return str(public), json.dumps(public.to_json(), ensure_ascii=False, sort_keys=True)
    return str(public), None


def migrations(dialect: str = "sqlite") -> list[tuple[int, str, str]]:
    """(number, name, SQL) of every migration shipped for ``dialect``
    ("sqlite": storage/migrations, "postgresql": storage/migrations/postgresql),
    in order."""
    folder = resources.files("storage") / "migrations"
    if dialect != "sqlite":
        folder = folder / dialect
    found = []
    for entry in folder.iterdir():
        name = entry.name
        if name.endswith(".sql") and name[:4].isdigit():
            found.append((int(name[:4]), name, entry.read_text(encoding="utf-8")))
    found.sort()
    numbers = [n for n, _, _ in found]
    if numbers != list(range(1, len(found) + 1)):
        raise StorageError(f"Migrations must be numbered 1..n without gaps, found {numbers}.")
    return found


SEAT_FIELDS = frozenset({"name", "is_computer", "resigned", "owing_since", "user_id", "level"})


def _check_seat_fields(fields: dict[str, Any]) -> None:
    if not fields or set(fields) - SEAT_FIELDS:
        raise ValueError(f"update_seat takes {sorted(SEAT_FIELDS)}")


_GAME_COLUMNS = (
    "id, guild, channel, kind, status, options, seed, state, version, creator, "
    "created_at, updated_at, settings, last_reminder_at, lobby_message, clock"
)


@overload
def _game(row: None) -> None: ...
@overload
def _game(row: Iterable[Any]) -> GameRow: ...
def _game(row: Iterable[Any] | None) -> GameRow | None:
    if row is None:
        return None
    (gid, guild, channel, kind, status, options, seed, state, version, creator,
     created, updated, settings, reminded, lobby, clock) = row
    return GameRow(
        id=gid, guild=guild, channel=channel, kind=kind, status=status,
        options=json.loads(options), seed=seed, state=state, version=version,
        creator=creator, created_at=created, updated_at=updated,
        settings=json.loads(settings or "{}"), last_reminder_at=reminded,
        lobby_message=lobby, clock=json.loads(clock or "{}"),
    )


def _with_clock(assignments: str, args: tuple, clock: dict[str, Any] | None) -> tuple[str, tuple]:
    """The assignments of a change, with the game's clock document when the
    change moves it (None: the clock stays as it is)."""
    if clock is None:
        return assignments, args
    return f"{assignments}, clock = ?", (*args, json.dumps(clock, sort_keys=True))


class Tx(Protocol):
    """One open transaction, as the shared queries use it."""

    async def run(self, sql: str, args: Sequence[Any] = ()) -> int:
        """Execute a statement; how many rows it changed."""

    async def insert(self, sql: str, args: Sequence[Any] = ()) -> int:
        """Execute an INSERT ... RETURNING id; the new row's id."""

    async def one(self, sql: str, args: Sequence[Any] = ()) -> Any:
        """The first row (a tuple) or None."""

    async def all(self, sql: str, args: Sequence[Any] = ()) -> list[Any]:
        """Every row, as tuples."""

    async def many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """Execute a statement once per row."""


#: Every table a store keeps, in an order that respects the foreign keys,
#: with its columns and its primary key (what `referee migrate-db` copies).
TABLES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "games": (("id", "guild", "channel", "kind", "status", "options", "seed", "state", "version", "creator",
               "created_at", "updated_at", "settings", "last_reminder_at", "lobby_message", "clock"), ("id",)),
    "seats": (("game_id", "seat", "user_id", "name", "is_computer", "resigned", "joined_at", "owing_since",
               "level"), ("game_id", "seat")),
    "moves": (("game_id", "seq", "seat", "notation", "public", "at", "undone", "words"), ("game_id", "seq")),
    "notices": (("id", "game_id", "user_id", "text", "at"), ("id",)),
    "announcements": (("id", "game_id", "version", "payload", "created_at", "attempts", "last_attempt_at",
                       "delivered_at", "message_ref", "last_error"), ("id",)),
    "meta": (("key", "value"), ("key",)),
    "departed_guilds": (("guild", "at"), ("guild",)),
    "results": (("game_id", "guild", "kind", "user_id", "name", "rank", "score", "detail", "players", "humans",
                 "resigned", "finished_at", "rated"), ("game_id", "user_id")),
    "ratings": (("guild", "kind", "user_id", "name", "mu", "sigma", "ordinal", "games", "updated_at"),
                ("guild", "kind", "user_id")),
    "guild_settings": (("guild", "settings"), ("guild",)),
    # Each player's own rhythm (issue 28, migration 8).
    "user_settings": (("user_id", "settings"), ("user_id",)),
    "vacations": (("user_id", "started_at", "ends_at", "days"), ("user_id", "started_at")),
}


class SqlStore(PeopleQueries, ABC):
    """The queries of every store; subclasses supply the connection."""

    dialect = "sql"
    #: What a person calls this store in messages (a file path, a server).
    where = ""

    @abstractmethod
    async def _transaction(self, work):
        """Run ``work(tx)`` as one transaction; its result."""

    @abstractmethod
    async def _one(self, sql: str, args: tuple = ()) -> Any:
        """The first row of a read outside any transaction (or None)."""

    @abstractmethod
    async def _all(self, sql: str, args: tuple = ()) -> list[Any]:
        """Every row of a read outside any transaction."""

    @abstractmethod
    async def close(self) -> None:
        """Close the connection(s)."""

    @abstractmethod
    async def schema_version(self) -> int:
        """The number of the newest migration applied."""

    @abstractmethod
    async def quick_check(self) -> str:
        """"ok" when the engine finds the database sound."""

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc) -> None:
        await self.close()

    # -- games ---------------------------------------------------------------

    async def create_game(
        self,
        guild: str,
        channel: str,
        kind: str,
        options: dict[str, Any],
        seed: int,
        creator: str,
        settings: dict[str, Any] | None = None,
    ) -> GameRow:
        now = utcnow()

        async def work(db):
            try:
                return await db.insert(
                    "INSERT INTO games (guild, channel, kind, status, options, seed, state,"
                    " version, creator, created_at, updated_at, settings)"
                    " VALUES (?, ?, ?, 'lobby', ?, ?, NULL, 0, ?, ?, ?, ?) RETURNING id",
                    (guild, channel, kind, json.dumps(options, sort_keys=True), seed,
                     creator, now, now, json.dumps(settings or {}, sort_keys=True)),
                )
            except UniqueViolation:
                raise ChannelBusy("This channel already has an unfinished game.") from None

        game_id = await self._transaction(work)
        created = await self.game(game_id)
        assert created is not None  # the row this call has just inserted
        return created

    async def game(self, game_id: int) -> GameRow | None:
        return _game(await self._one(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,)))

    async def open_game(self, guild: str, channel: str) -> GameRow | None:
        """The unfinished game of a channel, if any."""
        return _game(await self._one(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE guild = ? AND channel = ?"
            " AND status IN ('lobby', 'active')",
            (guild, channel),
        ))

    async def latest_game(self, guild: str, channel: str) -> GameRow | None:
        """The channel's unfinished game, else its most recent one."""
        return _game(await self._one(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE guild = ? AND channel = ?"
            " ORDER BY (status IN ('lobby', 'active')) DESC, id DESC LIMIT 1",
            (guild, channel),
        ))

    async def unfinished_games(self) -> list[GameRow]:
        rows = await self._all(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE status IN ('lobby', 'active') ORDER BY id"
        )
        return [_game(r) for r in rows]

    async def set_status(self, game_id: int, status: str, expected_version: int | None = None,
                         announcement: dict[str, Any] | None = None, *,
                         clock: dict[str, Any] | None = None) -> int:
        """Change a game's status (bumping its version), with what to announce
        about it and its clock document, in one transaction; VersionConflict
        when ``expected_version`` no longer holds."""

        async def work(db):
            version = await self._bump(db, game_id, expected_version,
                                       *_with_clock("status = ?", (status,), clock))
            if status not in ("lobby", "active"):
                await db.run("UPDATE seats SET owing_since = NULL WHERE game_id = ?", (game_id,))
            await self._announce(db, game_id, version, announcement)
            return version

        return await self._transaction(work)

    async def update_settings(self, game_id: int, settings: dict[str, Any], *,
                              clock: dict[str, Any] | None = None, expected_version: int | None = None) -> None:
        """Store a game's settings (and its clock document, when a setting
        changed the clock) in one transaction. With ``expected_version``
        the change is one of the game's versions (a change racing it, such
        as a move settling the old clock, raises VersionConflict)."""
        async def work(db):
            text = json.dumps(settings, sort_keys=True)
            if expected_version is not None:
                await self._bump(db, game_id, expected_version, *_with_clock("settings = ?", (text,), clock))
                return
            assignments, args = _with_clock("settings = ?, updated_at = ?", (text, utcnow()), clock)
            await db.run(f"UPDATE games SET {assignments} WHERE id = ?", (*args, game_id))

        await self._transaction(work)

    async def set_lobby_message(self, game_id: int, reference: str | None) -> None:
        async def work(db):
            await db.run("UPDATE games SET lobby_message = ? WHERE id = ?", (reference, game_id))

        await self._transaction(work)

    async def claim_reminder(self, game_id: int, seen: str | None, when: str, *,
                             clock: dict[str, Any] | None = None, version: int | None = None) -> bool:
        """Set ``last_reminder_at`` to ``when`` only if it is still ``seen``
        (and, with ``version``, the game is still at that version; the clock
        document ``clock`` is stored with it); whether this call did (of
        several racing, exactly one does)."""
        async def work(db):
            assignments, args = _with_clock("last_reminder_at = ?", (when,), clock)
            sql = (f"UPDATE games SET {assignments} WHERE id = ?"
                   " AND COALESCE(last_reminder_at, '') = COALESCE(?, '')")
            params: tuple = (*args, game_id, seen)
            if version is not None:
                sql += " AND version = ?"
                params += (version,)
            changed = await db.run(sql, params)
            return changed == 1

        return await self._transaction(work)

    async def set_last_reminder(self, game_id: int, when: str) -> None:
        async def work(db):
            await db.run("UPDATE games SET last_reminder_at = ? WHERE id = ?", (when, game_id))

        await self._transaction(work)

    @staticmethod
    async def _bump(db, game_id, expected_version, assignments: str, args: tuple) -> int:
        sql = f"UPDATE games SET {assignments}, version = version + 1, updated_at = ? WHERE id = ?"
        params: tuple = (*args, utcnow(), game_id)
        if expected_version is not None:
            sql += " AND version = ?"
            params += (expected_version,)
        changed = await db.run(sql, params)
        if changed != 1:
            raise VersionConflict("The game changed while you were acting; please try again.")
        return (await db.one("SELECT version FROM games WHERE id = ?", (game_id,)))[0]

    # -- seats -------------------------------------------------------------

    async def seats(self, game_id: int) -> list[SeatRow]:
        rows = await self._all(
            "SELECT seat, user_id, name, is_computer, resigned, owing_since, level FROM seats"
            " WHERE game_id = ? ORDER BY seat",
            (game_id,),
        )
        return [SeatRow(s, u, n, bool(c), bool(r), o, lv) for s, u, n, c, r, o, lv in rows]

    async def add_seat(self, game_id: int, user_id: str, name: str, is_computer: bool = False,
                       expected_version: int | None = None, level: str | None = None) -> int:
        """Seat a user at the next free seat (``level``: a computer seat's
        level); returns the game's new version."""

        async def work(db):
            await self._lock_game(db, game_id)
            seat = (await db.one("SELECT COALESCE(MAX(seat) + 1, 0) FROM seats WHERE game_id = ?", (game_id,)))[0]
            try:
                await db.run(
                    "INSERT INTO seats (game_id, seat, user_id, name, is_computer, joined_at, level)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (game_id, seat, user_id, name, int(is_computer), utcnow(), level),
                )
            except UniqueViolation:
                raise DuplicateSeat("You already have a seat in this game.") from None
            return await self._bump(db, game_id, expected_version, "status = status", ())

        return await self._transaction(work)

    async def remove_seat(self, game_id: int, user_id: str, expected_version: int | None = None) -> int:
        """Remove a seat (before the start) and close the gap in seat order;
        when no human is left seated, the lobby is closed (aborted) in the
        same transaction."""

        async def work(db):
            await self._lock_game(db, game_id)
            row = await db.one("SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id))
            if row is None:
                raise StorageError("You do not have a seat in this game.")
            await db.run("DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id))
            # Two steps so the primary key never collides while renumbering.
            await db.run(
                "UPDATE seats SET seat = -seat - 1 WHERE game_id = ? AND seat > ?", (game_id, row[0])
            )
            await db.run(
                "UPDATE seats SET seat = -seat - 2 WHERE game_id = ? AND seat < 0", (game_id,)
            )
            humans = (await db.one("SELECT COUNT(*) FROM seats WHERE game_id = ? AND is_computer = 0", (game_id,)))[0]
            status = "status = status" if humans else "status = 'aborted'"
            return await self._bump(db, game_id, expected_version, status, ())

        return await self._transaction(work)

    async def update_seat(self, game_id: int, seat: int, **fields: Any) -> None:
        _check_seat_fields(fields)

        async def work(db):
            await self._update_seat(db, game_id, seat, fields)

        await self._transaction(work)

    @staticmethod
    async def _update_seat(db, game_id: int, seat: int, fields: dict[str, Any]) -> None:
        _check_seat_fields(fields)
        assignments = ", ".join(f"{k} = ?" for k in fields)
        values = tuple(int(v) if isinstance(v, bool) else v for v in fields.values())
        changed = await db.run(
            f"UPDATE seats SET {assignments} WHERE game_id = ? AND seat = ?",
            (*values, game_id, seat),
        )
        if changed != 1:
            raise StorageError(f"Game {game_id} has no seat {seat}.")

    # -- play ----------------------------------------------------------------

    async def start_game(self, game_id: int, expected_version: int, state: str,
                         order: list[str], owing: dict[int, str | None],
                         moves: Sequence[tuple[int, str, Any]] = (), status: str = "active",
                         announcement: dict[str, Any] | None = None,
                         notices: Sequence[tuple[str, str]] = (),
                         results: Sequence[dict[str, Any]] = (),
                         clock: dict[str, Any] | None = None) -> int:
        """Fix the seat order (user ids, seat 0 first), store the state and
        make the game active, with any opening moves (computer players moving
        first), what to announce and the players' notices, in one
        transaction."""

        async def work(db):
            await self._lock_game(db, game_id)
            for index, user_id in enumerate(order):
                await db.run(
                    "UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?",
                    (-index - 1, game_id, user_id),
                )
            await db.run("UPDATE seats SET seat = -seat - 1 WHERE game_id = ?", (game_id,))
            await self._write_owing(db, game_id, owing)
            version = await self._bump(
                db, game_id, expected_version, *_with_clock("state = ?, status = ?", (state, status), clock)
            )
            await self._append_moves(db, game_id, moves)
            await self._announce(db, game_id, version, announcement)
            await self._add_notices(db, game_id, notices)
            await self._add_results(db, game_id, results)
            return version

        return await self._transaction(work)

    async def commit_move(self, game_id: int, expected_version: int, seat: int, notation: str,
                          state: str, status: str = "active",
                          owing: dict[int, str | None] | None = None, public: str = "") -> int:
        """Append a move and store the state it led to, atomically, only if the
        game is still at ``expected_version``. Returns the new version."""
        return await self.commit_moves(
            game_id, expected_version, [(seat, notation, public)], state, status, owing
        )

    async def commit_moves(self, game_id: int, expected_version: int,
                           moves: list[tuple[int, str, Any]],
                           state: str, status: str = "active",
                           owing: dict[int, str | None] | None = None, *,
                           seats: dict[int, dict[str, Any]] | None = None,
                           announcement: dict[str, Any] | None = None,
                           notices: Sequence[tuple[str, str]] = (),
                           results: Sequence[dict[str, Any]] = (),
                           clock: dict[str, Any] | None = None) -> int:
        """Like :meth:`commit_move` for several moves that follow one another
        (a human move and the computer moves it triggers). In the same
        transaction: seat changes (``seats``: seat -> fields, e.g. a
        resignation), what to announce for the new version, and notices
        (user id, text) for players' next interaction."""

        async def work(db):
            await self._lock_game(db, game_id)
            version = await self._bump(
                db, game_id, expected_version, *_with_clock("state = ?, status = ?", (state, status), clock)
            )
            for seat, fields in (seats or {}).items():
                await self._update_seat(db, game_id, seat, fields)
            await self._append_moves(db, game_id, moves)
            if owing is not None:
                await self._write_owing(db, game_id, owing)
            await self._announce(db, game_id, version, announcement)
            await self._add_notices(db, game_id, notices)
            await self._add_results(db, game_id, results)
            return version

        return await self._transaction(work)

    @staticmethod
    async def _append_moves(db, game_id: int, moves) -> None:
        now = utcnow()
        seq = (await db.one("SELECT COALESCE(MAX(seq), 0) FROM moves WHERE game_id = ?", (game_id,)))[0]
        for offset, (seat, notation, public) in enumerate(moves, start=1):
            english, words = move_words(public)
            await db.run(
                "INSERT INTO moves (game_id, seq, seat, notation, public, at, words)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (game_id, seq + offset, seat, notation, english, now, words),
            )

    @staticmethod
    async def _write_owing(db, game_id: int, owing: dict[int, str | None]) -> None:
        for seat, since in owing.items():
            await db.run(
                "UPDATE seats SET owing_since = ? WHERE game_id = ? AND seat = ?",
                (since, game_id, seat),
            )

    async def moves(self, game_id: int, last: int | None = None, *,
                    include_undone: bool = False) -> list[MoveRow]:
        """The move log, oldest first: the moves that stand (what a replay
        applies), or with ``include_undone`` every entry, taken-back ones
        included (what history tells)."""
        live = "" if include_undone else " AND undone = 0"
        if last is None:
            rows = await self._all(
                f"SELECT seq, seat, notation, public, at, undone, words FROM moves WHERE game_id = ?{live}"
                " ORDER BY seq",
                (game_id,))
        else:
            rows = await self._all(
                "SELECT seq, seat, notation, public, at, undone, words FROM (SELECT * FROM moves WHERE game_id = ?"
                f"{live} ORDER BY seq DESC LIMIT ?) AS recent ORDER BY seq",
                (game_id, last),
            )
        return [MoveRow(s, seat, n, p, at, bool(u), w) for s, seat, n, p, at, u, w in rows]

    async def undo_move(self, game_id: int, expected_version: int, seq: int, state: str,
                        owing: dict[int, str | None], announcement: dict[str, Any] | None = None, *,
                        clock: dict[str, Any] | None = None) -> int:
        """Take back move ``seq`` (marked undone, kept in the log) and store
        the state before it (and the clock it restores), in one transaction
        with the version check."""

        async def work(db):
            await self._lock_game(db, game_id)
            version = await self._bump(db, game_id, expected_version, *_with_clock("state = ?", (state,), clock))
            changed = await db.run("UPDATE moves SET undone = 1 WHERE game_id = ? AND seq = ? AND undone = 0",
                                   (game_id, seq))
            if changed != 1:
                raise VersionConflict("That move was already taken back.")
            await self._write_owing(db, game_id, owing)
            await self._announce(db, game_id, version, announcement)
            return version

        return await self._transaction(work)

    async def move_count(self, game_id: int) -> int:
        """How many moves stand (taken-back ones are not counted)."""
        row = await self._one("SELECT COUNT(*) FROM moves WHERE game_id = ? AND undone = 0", (game_id,))
        return row[0]

    # -- notices for a player's next interaction -------------------------------

    async def add_notice(self, game_id: int, user_id: str, text: str) -> None:
        async def work(db):
            await self._add_notices(db, game_id, [(user_id, text)])

        await self._transaction(work)

    @staticmethod
    async def _add_notices(db, game_id: int, notices) -> None:
        now = utcnow()
        for user_id, text in notices:
            await db.run(
                "INSERT INTO notices (game_id, user_id, text, at) VALUES (?, ?, ?, ?)",
                (game_id, user_id, text, now),
            )

    async def take_notices(self, game_id: int, user_id: str) -> list[str]:
        """Read and delete a user's pending notices for a game."""

        async def work(db):
            await self._lock_game(db, game_id)
            rows = await db.all("SELECT id, text FROM notices WHERE game_id = ? AND user_id = ? ORDER BY id",
                                (game_id, user_id))
            if rows:
                await db.run(
                    "DELETE FROM notices WHERE game_id = ? AND user_id = ?", (game_id, user_id)
                )
            return [text for _, text in rows]

        return await self._transaction(work)

    # -- the outbox: announcements of committed changes ---------------------------

    @staticmethod
    async def _announce(db, game_id: int, version: int, payload: dict[str, Any] | None) -> None:
        if payload is None:
            return
        await db.run(
            "INSERT INTO announcements (game_id, version, payload, created_at) VALUES (?, ?, ?, ?)",
            (game_id, version, json.dumps(payload, sort_keys=True), utcnow()),
        )

    async def announcement(self, announcement_id: int) -> Announcement | None:
        return _announcement(await self._one(
            f"SELECT {_ANNOUNCEMENT_COLUMNS} FROM announcements WHERE id = ?", (announcement_id,)))

    async def announcement_for(self, game_id: int, version: int) -> Announcement | None:
        return _announcement(await self._one(
            f"SELECT {_ANNOUNCEMENT_COLUMNS} FROM announcements WHERE game_id = ? AND version = ?",
            (game_id, version)))

    async def pending_announcements(self, game_id: int | None = None) -> list[Announcement]:
        """Undelivered announcements, oldest first (all games, or one)."""
        sql = f"SELECT {_ANNOUNCEMENT_COLUMNS} FROM announcements WHERE delivered_at IS NULL"
        args: tuple = ()
        if game_id is not None:
            sql += " AND game_id = ?"
            args = (game_id,)
        return [_announcement(r) for r in await self._all(sql + " ORDER BY id", args)]

    async def claim_announcement(self, announcement_id: int, now: str,
                                 stale_before: str | None = None) -> Announcement | None:
        """Take an undelivered announcement for delivery: counts the attempt
        and returns it, unless it is delivered or another delivery attempt
        started after ``stale_before`` (None: claim whatever its last
        attempt). Two claims racing cannot both win."""

        async def work(db: Tx) -> Announcement | None:
            sql = ("UPDATE announcements SET attempts = attempts + 1, last_attempt_at = ?"
                   " WHERE id = ? AND delivered_at IS NULL")
            args: tuple = (now, announcement_id)
            if stale_before is not None:
                sql += " AND (last_attempt_at IS NULL OR last_attempt_at <= ?)"
                args += (stale_before,)
            changed = await db.run(sql, args)
            if changed != 1:
                return None
            return _announcement(await db.one(
                f"SELECT {_ANNOUNCEMENT_COLUMNS} FROM announcements WHERE id = ?", (announcement_id,)))

        return await self._transaction(work)

    async def mark_delivered(self, announcement_id: int, message_ref: str | None, now: str,
                             error: str | None = None) -> None:
        """Delivered (or given up, with ``error``): never posted again."""

        async def work(db):
            await db.run(
                "UPDATE announcements SET delivered_at = ?, message_ref = ?, last_error = ?"
                " WHERE id = ?",
                (now, message_ref, error, announcement_id),
            )

        await self._transaction(work)

    async def note_delivery_error(self, announcement_id: int, error: str) -> None:
        async def work(db):
            await db.run("UPDATE announcements SET last_error = ? WHERE id = ?",
                             (error[:500], announcement_id))

        await self._transaction(work)

    # -- results and ratings ----------------------------------------------------------

    @staticmethod
    async def _add_results(db, game_id: int, results) -> None:
        for r in results:
            await db.run(
                f"INSERT INTO results ({_RESULT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
                (game_id, r["guild"], r["kind"], r["user_id"], r["name"], r["rank"], float(r["score"]),
                 r.get("detail") or "", r["players"], r["humans"], int(bool(r.get("resigned"))),
                 r["finished_at"]),
            )

    async def results_of_game(self, game_id: int) -> list[ResultRow]:
        rows = await self._all(f"SELECT {_RESULT_COLUMNS} FROM results WHERE game_id = ? ORDER BY rank, user_id",
                               (game_id,))
        return [_result(r) for r in rows]

    async def unrated_games(self) -> list[int]:
        """Finished games whose results are not in the ratings yet, in the
        order they finished."""
        rows = await self._all("SELECT game_id, MIN(finished_at) FROM results WHERE rated = 0"
                               " GROUP BY game_id ORDER BY MIN(finished_at), game_id")
        return [r[0] for r in rows]

    async def ratings_of(self, guild: str, kind: str, user_ids: list[str]) -> dict[str, tuple[float, float, int]]:
        """(mu, sigma, games) of each rated user."""
        if not user_ids:
            return {}
        marks = ", ".join("?" for _ in user_ids)
        rows = await self._all(
            f"SELECT user_id, mu, sigma, games FROM ratings WHERE guild = ? AND kind = ? AND user_id IN ({marks})",
            (guild, kind, *user_ids))
        return {u: (mu, sigma, games) for u, mu, sigma, games in rows}

    async def apply_ratings(self, game_id: int, guild: str, kind: str,
                            updates: list[tuple[str, str, float, float, float]]) -> bool:
        """Store new ratings (user id, name, mu, sigma, ordinal) from one game
        and mark the game rated, in one transaction; False (and nothing
        stored) when the game was rated already, e.g. by another process."""

        async def work(db):
            # The claim first: of processes rating the same game, one applies it.
            if not await db.run("UPDATE results SET rated = 1 WHERE game_id = ? AND rated = 0", (game_id,)):
                return False
            now = utcnow()
            for user_id, name, mu, sigma, ordinal in updates:
                await db.run(
                    "INSERT INTO ratings (guild, kind, user_id, name, mu, sigma, ordinal, games, updated_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?) ON CONFLICT (guild, kind, user_id) DO UPDATE SET"
                    " name = excluded.name, mu = excluded.mu, sigma = excluded.sigma,"
                    " ordinal = excluded.ordinal, games = ratings.games + 1, updated_at = excluded.updated_at",
                    (guild, kind, user_id, name, mu, sigma, ordinal, now))
            return True

        return await self._transaction(work)

    async def clear_ratings(self) -> None:
        """Forget every rating (they are rebuilt from the results)."""

        async def work(db):
            await db.run("DELETE FROM ratings")
            await db.run("UPDATE results SET rated = 0")

        await self._transaction(work)

    async def player_stats(self, guild: str, user_id: str) -> list[tuple]:
        """Per game: (kind, games, wins, average score, best score, solo
        games, rating ordinal or None, rated games)."""
        return await self._all(
            "SELECT r.kind, COUNT(*), SUM(CASE WHEN r.rank = 1 AND r.humans > 1 THEN 1 ELSE 0 END), AVG(r.score),"
            " MAX(r.score), SUM(CASE WHEN r.humans = 1 THEN 1 ELSE 0 END), g.ordinal, g.games"
            " FROM results r LEFT JOIN ratings g ON g.guild = r.guild AND g.kind = r.kind AND g.user_id = r.user_id"
            " WHERE r.guild = ? AND r.user_id = ? GROUP BY r.kind, g.ordinal, g.games ORDER BY r.kind",
            (guild, user_id))

    async def player_record(self, guild: str, user_id: str) -> tuple[int, int, int, int]:
        """The person's record in a server's started games that ended:
        (played to the end, abandoned while seated, seat handed to a
        computer when their time ran out or they went idle, resigned)."""
        rows = await self._all(
            "SELECT SUM(CASE WHEN g.status = 'finished' AND s.is_computer = 0 THEN 1 ELSE 0 END),"
            " SUM(CASE WHEN g.status = 'aborted' AND s.is_computer = 0 THEN 1 ELSE 0 END),"
            " SUM(CASE WHEN s.is_computer = 1 AND s.resigned = 0 THEN 1 ELSE 0 END),"
            " SUM(CASE WHEN s.resigned = 1 THEN 1 ELSE 0 END)"
            " FROM seats s JOIN games g ON g.id = s.game_id WHERE g.guild = ? AND s.user_id = ?"
            " AND g.state IS NOT NULL AND g.status IN ('finished', 'aborted')", (guild, user_id))
        finished, abandoned, timed_out, resigned = rows[0] if rows else (0, 0, 0, 0)
        return int(finished or 0), int(abandoned or 0), int(timed_out or 0), int(resigned or 0)

    async def leaderboard(self, guild: str, kind: str, limit: int = 10) -> list[tuple]:
        """(user id, name, ordinal, mu, sigma, games), best first."""
        return await self._all(
            "SELECT user_id, name, ordinal, mu, sigma, games FROM ratings WHERE guild = ? AND kind = ?"
            " ORDER BY ordinal DESC, games DESC, user_id LIMIT ?", (guild, kind, limit))

    async def solo_best(self, guild: str, kind: str, limit: int = 10) -> list[tuple]:
        """Best solo results: (user id, name, score, detail, finished at)."""
        return await self._all(
            "SELECT user_id, name, score, detail, finished_at FROM results"
            " WHERE guild = ? AND kind = ? AND humans = 1 AND resigned = 0"
            " ORDER BY score DESC, finished_at LIMIT ?", (guild, kind, limit))

    async def games_of(self, guild: str, user_id: str) -> list[tuple[GameRow, SeatRow]]:
        """Unfinished games of a server where the user has a seat."""
        rows = await self._all(
            f"SELECT {', '.join('g.' + c.strip() for c in _GAME_COLUMNS.split(','))},"
            " s.seat, s.user_id, s.name, s.is_computer, s.resigned, s.owing_since"
            " FROM games g JOIN seats s ON s.game_id = g.id"
            " WHERE g.guild = ? AND s.user_id = ? AND g.status IN ('lobby', 'active') ORDER BY g.id",
            (guild, user_id))
        found = []
        for r in rows:
            game = _game(r[:16])
            seat, uid, name, computer, resigned, owing = r[16:]
            found.append((game, SeatRow(seat, uid, name, bool(computer), bool(resigned), owing)))
        return found

    async def games_of_user(self, user_id: str) -> list[tuple[GameRow, SeatRow]]:
        """Unfinished games of every server where the user has a seat (issue
        28: all my games in one place), oldest first."""
        rows = await self._all(
            f"SELECT {', '.join('g.' + c.strip() for c in _GAME_COLUMNS.split(','))},"
            " s.seat, s.user_id, s.name, s.is_computer, s.resigned, s.owing_since"
            " FROM games g JOIN seats s ON s.game_id = g.id"
            " WHERE s.user_id = ? AND g.status IN ('lobby', 'active') ORDER BY g.id",
            (user_id,))
        found = []
        for r in rows:
            seat, uid, name, computer, resigned, owing = r[16:]
            found.append((_game(r[:16]), SeatRow(seat, uid, name, bool(computer), bool(resigned), owing)))
        return found

    async def seated_count(self, user_id: str) -> int:
        """In how many unfinished games (lobbies included), of every server,
        the user holds a seat that is still theirs (not resigned, not played
        by a computer)."""
        row = await self._one(
            "SELECT COUNT(*) FROM games g JOIN seats s ON s.game_id = g.id"
            " WHERE s.user_id = ? AND s.is_computer = 0 AND s.resigned = 0"
            " AND g.status IN ('lobby', 'active')", (user_id,))
        return int(row[0])

    async def latest_post(self, game_id: int) -> str | None:
        """Where the game's latest announcement was posted ("channel:message")."""
        row = await self._one("SELECT message_ref FROM announcements WHERE game_id = ? AND message_ref IS NOT NULL"
                              " ORDER BY version DESC LIMIT 1", (game_id,))
        return row[0] if row else None

    # -- the program's own bookkeeping -------------------------------------------

    async def get_meta(self, key: str) -> str | None:
        row = await self._one("SELECT value FROM meta WHERE key = ?", (key,))
        return row[0] if row else None

    async def set_meta(self, key: str, value: str) -> None:
        async def work(db):
            await db.run(
                "INSERT INTO meta (key, value) VALUES (?, ?)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

        await self._transaction(work)

    # -- a server's own settings -------------------------------------------------

    async def guild_settings(self, guild: str) -> dict[str, Any]:
        """The settings a server chose ({} when it chose none)."""
        return await self._document("guild_settings", "guild", guild)

    async def set_guild_settings(self, guild: str, settings: dict[str, Any]) -> None:
        """Replace a server's settings (no row is kept for none)."""
        await self._set_document("guild_settings", "guild", guild, settings)

    # -- retention -------------------------------------------------------------------

    async def finished_before(self, iso_utc: str) -> list[tuple]:
        """What :meth:`purge_finished_before` would delete: (id, kind, guild,
        channel, status, updated at, moves, seats) of each game, oldest first."""
        return await self._all(
            "SELECT g.id, g.kind, g.guild, g.channel, g.status, g.updated_at,"
            " (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id),"
            " (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id)"
            " FROM games g WHERE g.status IN ('finished', 'aborted') AND g.updated_at < ?"
            " ORDER BY g.updated_at, g.id", (iso_utc,))

    async def purge_finished_before(self, iso_utc: str) -> int:
        """Delete finished and aborted games last changed before ``iso_utc``
        (with their seats, moves, notices and announcements). Returns how
        many games were deleted."""

        async def work(db):
            changed = await db.run(
                "DELETE FROM games WHERE status IN ('finished', 'aborted') AND updated_at < ?",
                (iso_utc,),
            )
            return changed

        return await self._transaction(work)

    async def guild_departed(self, guild: str, when_iso: str) -> list[int]:
        """The bot left a server: remember when, and close (abort) its
        unfinished games. Returns the ids of the games closed."""

        async def work(db):
            await db.run(
                "INSERT INTO departed_guilds (guild, at) VALUES (?, ?)"
                " ON CONFLICT (guild) DO NOTHING",
                (guild, when_iso),
            )
            ids = [r[0] for r in await db.all(
                "SELECT id FROM games WHERE guild = ? AND status IN ('lobby', 'active')", (guild,))]
            for game_id in ids:
                await self._bump(db, game_id, None, "status = 'aborted'", ())
                await db.run("UPDATE seats SET owing_since = NULL WHERE game_id = ?", (game_id,))
                await db.run(
                    "UPDATE announcements SET delivered_at = ?, last_error = 'server left'"
                    " WHERE game_id = ? AND delivered_at IS NULL", (when_iso, game_id))
            return ids

        return await self._transaction(work)

    async def guild_returned(self, guild: str) -> None:
        async def work(db):
            await db.run("DELETE FROM departed_guilds WHERE guild = ?", (guild,))

        await self._transaction(work)

    async def departed_guilds(self) -> dict[str, str]:
        return dict(await self._all("SELECT guild, at FROM departed_guilds ORDER BY guild"))

    async def purge_departed_before(self, iso_utc: str) -> int:
        """Delete every game of servers the bot left before ``iso_utc``;
        returns how many games were deleted."""

        async def work(db):
            guilds = [r[0] for r in await db.all("SELECT guild FROM departed_guilds WHERE at < ?", (iso_utc,))]
            deleted = 0
            for guild in guilds:
                changed = await db.run("DELETE FROM games WHERE guild = ?", (guild,))
                deleted += changed
                # Results go with their games (cascade); ratings and settings are per server.
                await db.run("DELETE FROM ratings WHERE guild = ?", (guild,))
                await db.run("DELETE FROM guild_settings WHERE guild = ?", (guild,))
                await db.run("DELETE FROM departed_guilds WHERE guild = ?", (guild,))
            return deleted

        return await self._transaction(work)

    # -- copying a whole database (referee migrate-db) ------------------------------

    async def export_table(self, table: str) -> list[tuple]:
        """Every row of one of :data:`TABLES`, in primary-key order."""
        columns, key = TABLES[table]
        return [tuple(r) for r in await self._all(
            f"SELECT {', '.join(columns)} FROM {table} ORDER BY {', '.join(key)}")]

    async def import_tables(self, data: dict[str, list[tuple]]) -> None:
        """Write rows exported from another store (ids kept) into this one,
        in one transaction; refused unless this store has no game yet."""

        async def work(db):
            if (await db.one("SELECT COUNT(*) FROM games"))[0]:
                raise StorageError("The target database already has games: copy into an empty database.")
            for table, (columns, _key) in TABLES.items():
                rows = data.get(table) or []
                if rows:
                    marks = ", ".join("?" for _ in columns)
                    await db.many(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows)
            await self._after_import(db)

        await self._transaction(work)

    @abstractmethod
    async def _after_import(self, db) -> None:
        """Bring id generators past the copied ids (the engine's own way)."""

    @abstractmethod
    async def _lock_game(self, db, game_id: int) -> None:
        """Hold the game's row until the transaction ends, so transactions
        that read a game's rows and then write them (seat numbers, move
        numbers, notices) run one at a time per game."""



def _sql_text(text: str) -> str:
    return text.replace("'", "''")


def _without_comments(sql: str) -> str:
    """The migration without ``--`` comments (so a semicolon in a comment
    never splits a statement; the migrations put no ``--`` inside strings)."""
    return "\n".join(line.split("--", 1)[0] for line in sql.splitlines())


def _has_sql(chunk: str) -> bool:
    for line in chunk.splitlines():
        line = line.strip()
        if line and not line.startswith("--"):
            return True
    return False
