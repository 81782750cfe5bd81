"""The CPU side of a turn, run off the event loop: applying a move, letting
computer seats act until a human must, the public sentence of each move,
and replaying a game's move log from its start.

Plain functions of a Table and a state; they never touch the store.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any

from bot.service.model import MAX_COMPUTER_MOVES, Table, level_of
from rules.base import Event, Game, Text, dumps, joined, normalise, replayed, say
from rules.levels import player_for
from rules.search import Budget
from storage.base import MoveRow, SeatRow

HARD = "hard"  # the level whose decisions may go to the computers' lane
PAUSE_SETTING = "computer_minutes"  # a table setting: computers wait this long before each decision


def public_text(table: Table, events: list[Event], seat: int) -> str | Text:
    """What everybody is told a move did (the events that are not private),
    as words: stored with the move (its English too), written in each
    reader's language."""
    said = [e.text for e in events if not e.private]
    if not said:
        return say("svc-made-their-move", name=table.name(seat))
    return said[0] if len(said) == 1 else joined(said, " ")


def computer_decides(table: Table, state: dict[str, Any], seat: int,
                     made: int) -> tuple[dict[str, Any], list[Event], tuple[int, str, str | Text]]:
    """A computer makes ``seat``'s decision: its player is seeded by the
    game's seed, the moves already made in this change (``made``) and the
    seat, so the same table makes the same choices. Returns the new state,
    the events and the move as told (seat, notation, public sentence).
    The seat's level chooses the player (a human's seat, skipped by vote:
    ``normal``)."""
    game = table.game
    budget = table.thinking.budget if table.thinking is not None else Budget()
    player = player_for(game, level_of(table.user_of(seat)), table.row.seed * 1_000_003 + made * 7919 + seat,
                        budget)
    notation = normalise(player.choose(game, state, seat))
    state, events = game.apply(state, seat, notation)
    return state, events, (seat, notation, public_text(table, events, seat))


def computer_owing(table: Table) -> SeatRow | None:
    """The computer seat whose decision comes first now (None: no computer
    owes one, or the game is not being played)."""
    if table.state is None or table.row.status != "active" or table.game.is_over(table.state):
        return None
    computers = {s.seat: s for s in table.seats if s.is_computer}
    acting = [s for s in sorted(table.game.to_act(table.state)) if s in computers]
    return computers[acting[0]] if acting else None


def hard_seat_owing(table: Table, *, due: bool = False) -> int | None:
    """The first ``hard`` computer seat that owes a decision now, when no
    other computer before it does (those act inline first). At a table
    with a pause (:func:`pause_of`), only when ``due`` (its pause is over)."""
    seat = computer_owing(table)
    if seat is None or level_of(seat) != HARD or (pause_of(table) is not None and not due):
        return None
    return seat.seat


def pause_of(table: Table) -> float | None:
    """The table's human-like moment (its ``computer_minutes`` setting, in
    minutes): how long each computer decision waits after it became due
    (None: computers move at once)."""
    minutes = table.row.settings.get(PAUSE_SETTING)
    return float(minutes) if minutes else None


def computers_move(table: Table, state: dict[str, Any], events: list[Event] | None = None, *,
                   due: bool = False) -> tuple[dict[str, Any], list[tuple[int, str, str | Text]]]:
    """Let computer seats act until a human must (or the game ends), or,
    at a table whose ``hard`` decisions go to the computers' lane, until
    such a decision is due (bot/service/thinking.py makes it afterwards).
    At a table with a pause (:func:`pause_of`) no computer acts here: each
    decision waits its pause and is made by the service's duty
    (``Play.resume_computers``), which passes ``due`` to make the first
    one (only)."""
    game = table.game
    computers = {s.seat for s in table.seats if s.is_computer}
    lane = table.thinking is not None and table.thinking.lane
    deferred = {s.seat for s in table.seats if s.is_computer and level_of(s) == HARD} if lane else set()
    paused = pause_of(table) is not None
    moves: list[tuple[int, str, str | Text]] = []
    for _ in range(MAX_COMPUTER_MOVES):
        if game.is_over(state):
            break
        acting = [s for s in sorted(game.to_act(state)) if s in computers]
        if not acting or acting[0] in deferred or (paused and (moves or not due)):
            break
        state, new_events, told = computer_decides(table, state, acting[0], len(moves))
        if events is not None:
            events.extend(new_events)
        moves.append(told)
    else:  # pragma: no cover - a game bug, not a player's
        raise RuntimeError("Computer players did not hand the game back.")
    return state, moves


def describe(game: Game, state: dict[str, Any]) -> tuple[Any, tuple[str, bytes]]:
    """The public view of ``state`` and its picture's cache key (the game
    and a digest of the view)."""
    view = game.view(state, None)
    return view, (game.info.key, hashlib.blake2b(dumps(view).encode(), digest_size=16).digest())


def apply_and_describe(table: Table, seat: int, text: str):
    """The move, the computer moves it lets happen, and the public view
    of the result with its digest (``describe``): one hop off the event
    loop, so that the picture can be handed to the picture processes as
    soon as the move is known to be legal."""
    state, events = table.game.apply(table.live, seat, text)
    moves = [(seat, text, public_text(table, events, seat))]
    state, more = computers_move(table, state, events)
    return state, events, moves + more, describe(table.game, state)


def replay_states(table: Table, moves: Iterable[MoveRow]) -> list[dict[str, Any]]:
    """The states from the start through each of ``moves`` (replayed with
    the game's own rules: a replay is exact)."""
    game = table.game
    return list(replayed(game, game.player_names(table.live), table.row.options, table.row.seed,
                         ((m.seat, m.notation) for m in moves)))
