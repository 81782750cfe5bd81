"""The ``referee`` command's exit statuses, and a fault the user can fix as
the one sentence they read (what is wrong, where, what to do)."""

from __future__ import annotations

import errno

# Exit codes: every fault is one sentence on stderr and one of these.
EXIT_OK = 0
EXIT_REFUSED = 1      # the input was refused (a position, a game set-up); or an unexpected error
EXIT_USAGE = 2        # the command line or the configuration is wrong (no token, unknown game, ...)
EXIT_ENVIRONMENT = 3  # the database, a folder, the network or Discord is in the way
EXIT_INTERRUPTED = 130
EXIT_NO_TOKEN = EXIT_USAGE


class Fault(Exception):
    """A fault the user can fix. ``str(fault)`` is the sentence they read
    (what is wrong, where, what to do); ``code`` is the exit status."""

    def __init__(self, message: str, code: int = EXIT_REFUSED):
        super().__init__(message)
        self.code = code


def reason(error: OSError) -> str:
    """Why a file or folder could not be used, in a few plain words."""
    reasons: dict[int | None, str] = {
        errno.EACCES: "permission denied", errno.EPERM: "the folder may not be written to",
        errno.EROFS: "the file system is read-only", errno.ENOSPC: "the disk is full",
        errno.ENOTDIR: "a part of that path is a file, not a folder",
        errno.EFBIG: "the file-size limit (ulimit -f) was reached",
    }
    return reasons.get(error.errno, (error.strerror or str(error)).lower())
