"""The computers' lane: worker processes of their own where the ``hard``
computer players search (issue 32), apart from the picture lanes, so that
no human's turn waits behind a search.

``REFEREE_COMPUTER_PROCESSES`` processes (1 by default; 0: one thread),
each a :class:`bot.workers.PicturePool` worker running at a lower priority
than the turns' pictures, so that on a machine with few cores a search takes
the CPU only when no turn wants it. The service hands each decision to the
lane (``rules.levels.decide``: plain arguments, the game found by its key)
and commits the answer itself (bot/service/thinking.py). A stop abandons
the searches in progress: their workers are killed and their futures raise
:class:`bot.workers.Abandoned`; a restart searches again from the position
stored.
"""

from __future__ import annotations

import os

from bot.workers import PicturePool, ThreadLane, watch_parent

COMPUTER_NICENESS = 10  # how much lower the computers' processes run than the turns' pictures


def computer_worker(parent: int) -> None:
    """Pool initializer of a computers' process: watch the parent (never
    outlive the bot) and run at a lower priority."""
    watch_parent(parent)
    os.nice(COMPUTER_NICENESS)


def computer_lane(processes: int) -> PicturePool | ThreadLane:
    """The lane of ``processes`` worker processes (0: one thread)."""
    if processes <= 0:
        return ThreadLane("referee-computers")
    return PicturePool(processes, initializer=computer_worker, initargs=(os.getpid(),))


def stop_lane(lane: PicturePool | ThreadLane) -> None:
    """Abandon the searches in progress and those waiting (never waited
    for: a stop returns within a second)."""
    lane.shutdown(wait=True, cancel_futures=True, abandon=True)
