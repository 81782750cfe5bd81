"""Database faults told as sentences, and the interaction handlers in flight.

A store fault (:class:`storage.base.StorageError`, such as
``StoreUnavailable``) or a refusal that reaches a handler is told to the
player as its own sentence, never as the generic apology (which is for
faults of the bot itself). When a change was committed and only its
announcement failed for a database fault, the player is told the truth:
it is saved, and it will be announced when the database is back
(:func:`announce_later`, noted by the publish path for the handler that
runs it).

:class:`InFlight` keeps the handlers running, so that a stop closes the
store only after each has finished or was cancelled.
"""

from __future__ import annotations

import asyncio
import contextvars
from dataclasses import dataclass

from bot.i18n import SOURCE, Words
from bot.service import ServiceError
from rules.base import Text, say
from storage.base import MaybeSaved, NothingChanged, StorageError, StoreUnavailable

SAVED_LATER = say("dc-saved-later")
SAVED_SHOWN = say("dc-saved-shown")
FAULTS = (StorageError, ServiceError)  # told as their own sentence


@dataclass
class Handling:
    """What one handler learnt while it ran: whether it committed a change
    (its announcements were published), and whether they wait for the
    database."""

    what: str
    committed: bool = False
    saved_later: bool = False


_handling: contextvars.ContextVar[Handling | None] = contextvars.ContextVar("referee_handling", default=None)


def begin(what: str) -> tuple[Handling, contextvars.Token]:
    """Start noting for the handler running in this task."""
    handling = Handling(what)
    return handling, _handling.set(handling)


def end(token: contextvars.Token) -> None:
    _handling.reset(token)


def committed() -> None:
    """Note, for the handler running now (if any), that it committed a
    change: a fault after this point must not say that nothing changed."""
    handling = _handling.get()
    if handling is not None:
        handling.committed = True


def announce_later() -> None:
    """Note, for the handler running now (if any), that its committed change
    will be announced when the database is back."""
    handling = _handling.get()
    if handling is not None:
        handling.committed = handling.saved_later = True


def sentence(error: BaseException, handling: Handling | None = None, words: Words | None = None) -> str | Text:
    """What the player reads for a fault in :data:`FAULTS`, for a reader of
    ``words``: after a change was committed, that it is saved (and whether
    it is announced yet), since the fault's own sentence may say nothing
    changed. A database's own sentence is English (the store's, with its
    numbers): a reader of another language reads the front end's words for
    its kind."""
    if handling is not None and handling.saved_later:
        return SAVED_LATER
    if handling is not None and handling.committed:
        return SAVED_SHOWN
    if isinstance(error, ServiceError):
        return error.message
    if (words is None or words.locale == SOURCE) and str(error):
        return str(error)
    return store_fault(error)


def store_fault(error: BaseException) -> Text:
    """The front end's sentence for a database fault, by its kind."""
    if isinstance(error, MaybeSaved):
        return say("dc-fault-maybe-saved")
    if isinstance(error, NothingChanged):
        return say("dc-fault-nothing-changed")
    if isinstance(error, StoreUnavailable):
        return say("dc-fault-unavailable")
    return say("dc-fault-database")


class InFlight:
    """The interaction handlers running now (their tasks)."""

    def __init__(self) -> None:
        self.tasks: set[asyncio.Task] = set()

    def enter(self) -> asyncio.Task | None:
        task = asyncio.current_task()
        if task is not None:
            self.tasks.add(task)
        return task

    def leave(self, task: asyncio.Task | None) -> None:
        if task is not None:
            self.tasks.discard(task)

    async def finish(self, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds for the handlers running (the caller
        excepted), then cancel the rest and wait for them to end. Returns
        whether all finished by themselves."""
        others = {t for t in self.tasks if t is not asyncio.current_task()}
        if not others:
            return True
        _, late = await asyncio.wait(others, timeout=timeout)
        for task in late:
            task.cancel()
        if late:
            await asyncio.wait(late, timeout=timeout)
        return not late
