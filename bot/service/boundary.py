"""Store faults become sentences at the service's edge (issue 30).

Every store call a use case makes goes through :class:`StoreBoundary`, which
turns a store fault (the database unreachable, too slow, out of connections,
a disk fault) into :class:`Unavailable`, a :class:`Refused` with the store's
own sentence, so no front end ever sees a storage exception, reads
included. The store's answers that are part of a use case's logic (a lost
race, a busy channel, a seat taken twice, a unique key) pass through as they
are: the use cases turn those into their own sentences.
"""

from __future__ import annotations

import functools
import inspect
import logging
from typing import Any

from bot.service.model import Refused
from storage.base import ChannelBusy, DuplicateSeat, MaybeSaved, StorageError, UniqueViolation, VersionConflict

log = logging.getLogger("referee.service")

# The store's answers a use case acts on: never translated.
ANSWERS = (VersionConflict, ChannelBusy, DuplicateSeat, UniqueViolation)


class Unavailable(Refused):
    """The store could not do what was asked; ``str()`` is its sentence (what
    happened and what to do). ``maybe_saved``: the fault struck while a
    change was being committed, so it may have been saved."""

    def __init__(self, message: str, *, maybe_saved: bool = False):
        super().__init__(message)
        self.maybe_saved = maybe_saved


def translated(error: StorageError, what: str) -> Unavailable:
    """The :class:`Unavailable` for a store fault, logged for the admin
    (with its cause's class, which the sentence never names)."""
    cause = error.__cause__ or error.__context__
    log.warning("The store failed in %s: %s%s", what, error,
                f" ({type(cause).__name__})" if cause is not None else "")
    return Unavailable(str(error), maybe_saved=isinstance(error, MaybeSaved))


class StoreBoundary:
    """A store whose coroutine methods raise :class:`Unavailable` instead of
    a store fault. Attributes are looked up on the wrapped store at each call,
    so a store replaced or patched later is the one used."""

    def __init__(self, store: Any):
        self.inner = store

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self.inner, name)
        if not inspect.iscoroutinefunction(attribute):
            return attribute

        @functools.wraps(attribute)
        async def call(*args: Any, **kwargs: Any) -> Any:
            try:
                return await attribute(*args, **kwargs)
            except ANSWERS:
                raise
            except StorageError as error:
                raise translated(error, name) from error

        return call
