"""Small statistics helpers: no numpy, nearest-rank percentiles."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence


def percentile(values: Sequence[float], q: float) -> float | None:
    """Nearest-rank percentile (q in 0..100) of ``values``; None when empty."""
    data = sorted(values)
    if not data:
        return None
    rank = max(1, math.ceil(q / 100.0 * len(data)))
    return data[min(rank, len(data)) - 1]


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (``successes`` of
    ``n``; a tie may count half); (0, 1) when there is nothing to count."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def median(values: Sequence[float]) -> float | None:
    data = sorted(values)
    if not data:
        return None
    mid = len(data) // 2
    return data[mid] if len(data) % 2 else (data[mid - 1] + data[mid]) / 2


def summary_ms(seconds: Iterable[float]) -> dict:
    """n, median, p99, mean and max of durations given in seconds, in ms."""
    values = [s * 1000.0 for s in seconds if s is not None]
    if not values:
        return {"n": 0, "median_ms": None, "p99_ms": None, "mean_ms": None, "max_ms": None}
    return {
        "n": len(values),
        "median_ms": round(median(values), 3),
        "p99_ms": round(percentile(values, 99), 3),
        "mean_ms": round(sum(values) / len(values), 3),
        "max_ms": round(max(values), 3),
    }


def ratio(a: float | None, b: float | None) -> float | None:
    if a is None or b is None or b <= 0:
        return None
    return round(a / b, 3)


def slope(xs: Sequence[float], ys: Sequence[float]) -> float | None:
    """Least-squares slope of ys against xs."""
    n = len(xs)
    if n < 2:
        return None
    mx = sum(xs) / n
    my = sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    if sxx == 0:
        return None
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sxx
