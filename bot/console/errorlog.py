"""The error log file (``referee-errors.log`` in the platform's log folder):
where it is, the traceback of an unexpected error, and the libraries' own
log records (asyncpg, aiosqlite, Pillow, discord.py), which belong there
rather than on the player's terminal."""

from __future__ import annotations

import logging
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import platformdirs

# The libraries whose records go to the error log while the console runs:
# with no handler of their own, Python would print their warnings (with a
# traceback) on standard error, e.g. asyncpg's "Failed to restore the pool
# connection floor; retrying" during a database outage (issue 30, item 4).
LIBRARIES = ("asyncpg", "aiosqlite", "PIL", "discord")

FORMAT = "%(asctime)s %(levelname)s %(message)s"


def crash_log_path() -> Path | None:
    """The file where unexpected errors are logged with their traceback."""
    candidates = []
    try:
        candidates.append(Path(platformdirs.user_log_dir("tabletop-referee", appauthor=False)))
    except Exception:  # noqa: BLE001 - any failure: fall back to the temp folder
        pass
    candidates.append(Path(tempfile.gettempdir()))
    for folder in candidates:
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / "referee-errors.log"
            with open(path, "a", encoding="utf-8"):
                pass
            return path
        except OSError:
            continue
    return None


def record_crash(reference: str, error: BaseException) -> Path | None:
    """Write ``error``'s traceback under ``reference`` to the error log; the
    log's path, or None when there is nowhere to write (or writing failed)."""
    try:
        path = crash_log_path()
        if path is not None:
            crash = logging.getLogger("referee.crash")
            crash.propagate = False  # never onto the user's terminal
            handler = logging.FileHandler(path, encoding="utf-8")
            handler.setFormatter(logging.Formatter(FORMAT))
            crash.addHandler(handler)
            try:
                crash.error("reference %s", reference, exc_info=error)
            finally:
                crash.removeHandler(handler)
                handler.close()
    except Exception:  # noqa: BLE001 - the apology must still be printed
        return None
    return path


class _ErrorLogHandler(logging.Handler):
    """Appends each record to the error log, found (and created) only when
    there is a record to write; a record that cannot be written is dropped
    rather than shown on the terminal."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            path = crash_log_path()
            if path is None:
                return
            text = self.format(record)
            with open(path, "a", encoding="utf-8") as log:
                log.write(text + "\n")
        except Exception:  # noqa: BLE001 - logging must never break the game or reach the terminal
            pass


@contextmanager
def libraries_logged() -> Iterator[None]:
    """While the console runs: the records of LIBRARIES go to the error log,
    not to standard error; as they were afterwards."""
    handler = _ErrorLogHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    loggers = [logging.getLogger(name) for name in LIBRARIES]
    kept = [logger.propagate for logger in loggers]
    for logger in loggers:
        logger.addHandler(handler)
        logger.propagate = False
    try:
        yield
    finally:
        for logger, propagate in zip(loggers, kept, strict=True):
            logger.removeHandler(handler)
            logger.propagate = propagate
