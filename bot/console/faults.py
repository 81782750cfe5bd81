"""The ``referee`` command's exit statuses, and a fault the user can fix as
the one sentence they read (what is wrong, where, what to do)."""

from __future__ import annotations

import errno

from bot.i18n import SOURCE, render
from rules.base import Text, say

# Exit codes: every fault is one sentence on stderr and one of these.
EXIT_OK = 0
EXIT_REFUSED = 1      # the input was refused (a position, a game set-up); or an unexpected error
EXIT_USAGE = 2        # the command line or the configuration is wrong (no token, unknown game, ...)
EXIT_ENVIRONMENT = 3  # the database, a folder, the network or Discord is in the way
EXIT_INTERRUPTED = 130
EXIT_NO_TOKEN = EXIT_USAGE


class Fault(Exception):
    """A fault the user can fix. ``message`` is the sentence they read (what
    is wrong, where, what to do): a :class:`Text` of the ``console`` domain
    that ``referee`` writes in the user's language, or a finished sentence;
    ``str(fault)`` is it in English. ``code`` is the exit status."""

    def __init__(self, message: str | Text, code: int = EXIT_REFUSED):
        super().__init__(message)
        self.message = message
        self.code = code

    def __str__(self) -> str:
        return render(self.message, SOURCE, front="console")


# Why a file or folder could not be used: the catalogue's words for the usual errors.
REASONS: dict[int, str] = {
    errno.EACCES: "con-reason-access", errno.EPERM: "con-reason-not-permitted",
    errno.EROFS: "con-reason-read-only", errno.ENOSPC: "con-reason-disk-full",
    errno.ENOTDIR: "con-reason-not-a-folder", errno.EFBIG: "con-reason-file-size",
}


def reason(error: OSError) -> str | Text:
    """Why a file or folder could not be used, in a few plain words (the
    system's own words for a rarer error)."""
    if error.errno in REASONS:
        return say(REASONS[error.errno])
    return (error.strerror or str(error)).lower()
