"""Picture worker processes that never outlive the bot.

``referee run`` draws pictures in a process pool. Each worker starts a
daemon thread that watches its parent: when the bot is gone (a crash, an
out-of-memory kill, SIGKILL), the parent's pid changes (the worker is
re-parented) and the worker exits within ``PARENT_POLL_SECONDS``. When
every worker is gone, multiprocessing's resource tracker reads the end of
its pipe and exits too, so nothing is left running.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor

PARENT_POLL_SECONDS = 0.5


def _watch(parent: int) -> None:
    while True:
        time.sleep(PARENT_POLL_SECONDS)
        if os.getppid() != parent:
            os._exit(0)


def watch_parent(parent: int) -> None:
    """Pool initializer: exit this worker as soon as ``parent`` is gone."""
    threading.Thread(target=_watch, args=(parent,), name="watch-parent", daemon=True).start()


def render_pool(processes: int) -> ProcessPoolExecutor | None:
    """Processes that draw board pictures, so Pillow's work never holds the
    bot's GIL while the gateway heartbeats (0: draw in threads)."""
    if processes <= 0:
        return None
    return ProcessPoolExecutor(max_workers=processes, mp_context=multiprocessing.get_context("spawn"),
                               initializer=watch_parent, initargs=(os.getpid(),))
