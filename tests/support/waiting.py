"""Waiting in a test for the service's background tasks (a computer's
search handed to a held lane, its decision committed) without sleeping on
a clock: the event loop runs until the condition holds, or the test fails
saying what never happened."""

from __future__ import annotations

import asyncio
from collections.abc import Callable


async def until(condition: Callable[[], object], what: str) -> None:
    """Let the event loop run until ``condition()`` holds (at most about
    five seconds)."""
    for _ in range(500):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"never happened: {what}")
