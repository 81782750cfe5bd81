"""A settable clock for a service under test: tests move ``now``, never sleep."""

from __future__ import annotations

from datetime import UTC, datetime

START = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


class Clock:
    def __init__(self, start: datetime = START) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now
