"""The service's vocabulary: who asks (User), what a front end shows (Reply,
Picture), a game as the service sees it (Table), the refusals
(ServiceError and its kinds), and the limits every use case shares.

Nothing here touches the store or the event loop.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

import render
from bot.i18n import SOURCE, supported
from rules import registry
from rules.base import Game, Stage, Text, say
from rules.levels import DEFAULT_LEVEL
from rules.search import Budget
from storage.base import GameRow, SeatRow

MAX_COMPUTER_MOVES = 10_000  # guard against a game that never hands back
COMPUTER_ID = "computer-"  # user ids of seats added as computer players
MAX_MOVE_TEXT = 200  # longer input is refused before it reaches a rules engine (and never echoed)
NAME_LIMIT = 32  # characters of a display name kept for boards and messages
MAX_TOLD_MOVES = 12  # computer moves spelled out in one announcement; the rest are in `history`
DELIVERY_ATTEMPTS = 5  # an announcement that failed this often is given up (and logged)
DELIVERY_LEASE = timedelta(seconds=30)  # a delivery attempt older than this may be retried
RACE = say("svc-race")
NO_GAME = say("svc-no-game")


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
    """A refused request. ``message`` is what the user reads: a
    :class:`rules.base.Text` that the front end renders in the reader's
    language (or a finished sentence); ``str(error)`` is it in English."""

    def __init__(self, message: str | Text):
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return str(self.message)


class NotFound(ServiceError):
    pass


class Forbidden(ServiceError):
    pass


class Refused(ServiceError):
    pass


@dataclass(frozen=True)
class User:
    """Who is asking. ``can_manage`` is the front end's word that the user may
    manage the channel (Discord: Manage Channels); ``can_manage_server``
    that they may manage the server (Discord: Manage Server)."""

    id: str
    name: str
    can_manage: bool = False
    can_manage_server: bool = False
    # The language the asker reads, as the front end knows it (Discord: the
    # interaction's ``locale``; the console: ``--lang``); None: unknown, so
    # their private replies are in the game's language.
    locale: str | None = None


@dataclass
class Picture:
    png: bytes
    alt: str
    filename: str


@dataclass(frozen=True)
class Deadline:
    """When a player's time for the decision they owe runs out (a table
    with a clock)."""

    user_id: str
    name: str
    at: datetime


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
    information changed; ``deadlines`` when each player who owes a decision
    runs out of time (a table with a clock; front ends show them).
    ``ballot`` what the table may answer on this message: {"vote": [seat,
    name] of each seat whose time ran out} (wait, skip, hand) or {"agree": True} (a proposal
    to abandon the game).
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
    deadlines: list[Deadline] = field(default_factory=list)
    ballot: dict[str, Any] = field(default_factory=dict)
    stage: Stage | None = None  # the round, turn or season a turn message is in (data; words are the front end's)
    accent: int | None = None  # the colour of the one seat to act (0xRRGGBB), for the message's frame


@dataclass
class Table:
    """A game row with its seats and decoded state, as the service sees it."""

    row: GameRow
    seats: list[SeatRow]
    game: Game
    state: dict[str, Any] | None
    thinking: Thinking | None = None  # how its computers think (None: inline, the default budget)

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

    @property
    def names(self) -> list[str]:
        """The seated players' names, in seat order as stored."""
        return [s.name for s in self.seats]

    @property
    def language(self) -> str:
        """The game's language (a table setting, chosen at the start from
        the server's language): what its public messages are written in."""
        return supported(self.row.settings.get("language")) or SOURCE


@dataclass(frozen=True)
class Thinking:
    """How a table's computers think: ``budget`` is a ``hard`` decision's;
    with ``lane``, ``hard`` decisions are not made inside the change that
    makes them due but afterwards, in the computers' lane, and
    ``settled(table)`` is told of every committed change so that it can
    start them (bot/service/thinking.py); ``settled(table, due=True)``
    starts one whose table's pause is over."""

    budget: Budget
    lane: bool = False
    settled: Callable[..., None] | None = None


def level_of(seat: SeatRow) -> str:
    """A computer seat's level (a seat older than levels plays ``normal``)."""
    return seat.level or DEFAULT_LEVEL


def computer_name(number: int, level: str, words: Callable[..., str] | None = None) -> str:
    """A computer seat's name, its level shown: "Computer 2 (hard)", in the
    game's ``words`` when given ("Computer 2 (schwer)", "Компьютер 2
    (сильный)"): a name, stored as it was given, like a player's."""
    if words is None:
        return f"Computer {number} ({level})"
    return words("svc-computer-name", number=str(number), level=words(f"choice-{level}"))


def game_for(kind: str) -> Game:
    """The installed game ``kind``; NotFound (the registry's sentence) if none."""
    try:
        return registry.get(kind)
    except KeyError as error:
        raise NotFound(error.args[0]) from None


def handed_over(seats: list[SeatRow]) -> list[SeatRow]:
    """The seats handed to a computer because their player's time ran out
    or they went idle (not resigned, not added as computers): a game with
    one is unrated."""
    return [s for s in seats if s.is_computer and not s.resigned and not s.user_id.startswith(COMPUTER_ID)]


def may_run(table: Table, user: User) -> bool:
    """Start, abort, add computers, settings: a seated player who still
    plays the seat, or a member who can manage the channel."""
    seat = table.seat_of(user.id)
    return user.can_manage or (seat is not None and not seat.resigned and not seat.is_computer)


def game_problems() -> list[str]:
    """What is wrong with the installed games, one sentence each (empty when
    nothing is): a game package that does not load, a game without a
    renderer. `referee run` logs them at start; `referee doctor` shows them."""
    return ([f"Game package {name} does not load: {error}." for name, error in registry.errors().items()]
            + render.check_renderers(registry.games()))
