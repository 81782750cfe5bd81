"""A computers' lane for tests that holds every job until the test
releases it, so that a test sees what happens while a search is running."""

from __future__ import annotations

from concurrent.futures import Executor, Future
from typing import Any


class HeldLane(Executor):
    def __init__(self) -> None:
        self.jobs: list[tuple[Future, Any, tuple, dict]] = []

    def submit(self, fn, /, *args, **kwargs) -> Future:
        future: Future = Future()
        self.jobs.append((future, fn, args, kwargs))
        return future

    def release(self, index: int = -1) -> Any:
        """Run job ``index`` now (in the caller's thread) and give its
        future the result."""
        future, fn, args, kwargs = self.jobs[index]
        if future.set_running_or_notify_cancel():
            result = fn(*args, **kwargs)
            future.set_result(result)
            return result
        return None
