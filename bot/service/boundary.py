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
import re
from typing import Any

from bot.service.model import Refused
from rules.base import Text, say
from storage.base import (
    ChannelBusy,
    DuplicateSeat,
    MaybeSaved,
    StorageError,
    StoreUnavailable,
    UniqueViolation,
    VersionConflict,
)

log = logging.getLogger("referee.service")

# The store's answers a use case acts on: never translated.
ANSWERS = (VersionConflict, ChannelBusy, DuplicateSeat, UniqueViolation)


class Unavailable(Refused):
    """The store could not do what was asked; ``message`` is its sentence
    (what happened and what to do) as a Text, in the reader's language;
    ``str()`` is it in English. ``maybe_saved``: the fault struck while a
    change was being committed, so it may have been saved."""

    def __init__(self, message: str | Text, *, maybe_saved: bool = False):
        super().__init__(message)
        self.maybe_saved = maybe_saved


# The PostgreSQL pool's timeouts (storage/pgpool.py), read back from its
# sentence: which wait ran out, and after how many seconds.
_TIMEOUT = re.compile(r"^The database (did not give a connection|did not answer|did not confirm the change)"
                      r" within ([0-9.]+) s;")
_WAITS = {"did not give a connection": "connect", "did not answer": "answer", "did not confirm the change": "confirm"}


def sentence(error: StorageError) -> Text:
    """What a player reads of a store fault, as a Text: the database out
    of reach, too slow or out of connections in the reader's words (and
    whether nothing changed or the change may have been saved); any other
    fault is the store's own sentence (written for the admin, in English),
    introduced in the reader's words."""
    saved = isinstance(error, MaybeSaved)
    if isinstance(error, StoreUnavailable):
        if error.reason == "unreachable":
            return say("tm-store-unreachable", saved=saved)
        if error.reason == "no connection":
            return say("tm-store-no-connection", saved=saved)
        found = _TIMEOUT.match(str(error))
        if error.reason == "timeout" and found is not None:
            return say("tm-store-timeout", wait=_WAITS[found.group(1)], seconds=float(found.group(2)), saved=saved)
    return say("tm-store-fault", detail=str(error))


def translated(error: StorageError, what: str) -> Unavailable:
    """The :class:`Unavailable` for a store fault, logged for the admin
    (with its cause's class, which the sentence never names)."""
    cause = error.__cause__ or error.__context__
    log.warning("The store failed in %s: %s%s", what, error,
                f" ({type(cause).__name__})" if cause is not None else "")
    return Unavailable(sentence(error), maybe_saved=isinstance(error, MaybeSaved))


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
