"""Picture worker processes that never outlive the bot.

``referee run`` draws pictures in a process pool. Each worker starts a
daemon thread that watches its parent: when the bot is gone (a crash, an
out-of-memory kill, SIGKILL), the parent's pid changes (the worker is
re-parented) and the worker exits within ``PARENT_POLL_SECONDS``. When
every worker is gone, multiprocessing's resource tracker reads the end of
its pipe and exits too, so nothing is left running.

Each worker also asks glibc's allocator to keep the memory of one picture
for the next (``keep_picture_memory``): by default glibc hands every large
block (an image, the quantizer's tables, zlib's buffers) back to the kernel
when it is freed and takes fresh zeroed pages for the next picture, and
those page faults were a third of a picture's time (``python -m bench``:
the encode of a 4-player board fell from 15 to 9.5 ms).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor

PARENT_POLL_SECONDS = 0.5

# glibc's mallopt(3) parameters and the values a picture worker sets.
M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
MMAP_THRESHOLD_BYTES = 32 * 1024 * 1024  # blocks below this come from the heap and are reused
TRIM_THRESHOLD_BYTES = 64 * 1024 * 1024  # free heap kept for the next picture, at most


def keep_picture_memory() -> bool:
    """Tell glibc's malloc to serve blocks up to 32 MiB from the heap and to
    keep up to 64 MiB of freed heap, instead of mapping and unmapping pages
    for every picture (mallopt(3); setting the mmap threshold also stops
    glibc's own dynamic adjustment of it). True when glibc took both; False
    elsewhere (another C library, or none found), where nothing changes."""
    name = ctypes.util.find_library("c")
    if not name:
        return False
    try:
        mallopt = ctypes.CDLL(name).mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD_BYTES)) and bool(
        mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD_BYTES))


def _watch(parent: int) -> None:
    while True:
        time.sleep(PARENT_POLL_SECONDS)
        if os.getppid() != parent:
            os._exit(0)


def watch_parent(parent: int) -> None:
    """Exit this worker as soon as ``parent`` is gone."""
    threading.Thread(target=_watch, args=(parent,), name="watch-parent", daemon=True).start()


def picture_worker(parent: int) -> None:
    """Pool initializer of a picture process: watch the parent, keep memory."""
    keep_picture_memory()
    watch_parent(parent)


def render_pool(processes: int) -> ProcessPoolExecutor | None:
    """Processes that draw board pictures, so Pillow's work never holds the
    bot's GIL while the gateway heartbeats (0: draw in threads)."""
    if processes <= 0:
        return None
    return ProcessPoolExecutor(max_workers=processes, mp_context=multiprocessing.get_context("spawn"),
                               initializer=picture_worker, initargs=(os.getpid(),))
