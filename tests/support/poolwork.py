"""Jobs for the picture pool's tests: module-level, so a spawned worker
can import them."""

from __future__ import annotations

import mmap
import os
import time


def pid() -> int:
    return os.getpid()


def nap(seconds: float) -> int:
    time.sleep(seconds)
    return os.getpid()


def hold(started: str, release: str) -> int:
    """A long job that the test controls: create ``started``, then wait
    until ``release`` exists (a replay still being drawn)."""
    open(started, "w").close()
    while not os.path.exists(release):
        time.sleep(0.01)
    return os.getpid()


def fail(text: str) -> None:
    raise ValueError(text)


def flag(path: str) -> int:
    """Set the first byte of ``path`` (shared memory through a mapped
    file, read without releasing the GIL) to 1."""
    with open(path, "r+b") as handle, mmap.mmap(handle.fileno(), 1) as shared:
        shared[0] = 1
    return os.getpid()


def spin(seconds: float) -> int:
    """Use the CPU for ``seconds``."""
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass
    return os.getpid()


def niceness() -> int:
    """This process's scheduling niceness."""
    return os.nice(0)
