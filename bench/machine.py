"""What the figures were measured on, and how busy the machine was."""

from __future__ import annotations

import os
import platform
import resource
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path


def cpu_model() -> str:
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return platform.processor() or "unknown"
    for line in text.splitlines():
        if ":" in line:
            key, value = line.split(":", 1)
            if key.strip() in ("model name", "Hardware", "Processor", "cpu model"):
                return value.strip()
    return platform.processor() or "unknown"


def loadavg() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return None


def _version(package: str) -> str | None:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return None


def git_commit() -> str | None:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                             text=True, timeout=5, cwd=Path(__file__).resolve().parent)
        return out.stdout.strip() or None
    except (OSError, subprocess.SubprocessError):
        return None


def machine() -> dict:
    import PIL

    mem_total = None
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                mem_total = int(line.split()[1]) // 1024
    except OSError:
        pass
    return {
        "cpu_count": os.cpu_count(),
        "cpu_affinity": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None,
        "cpu_model": cpu_model(),
        "memory_mb": mem_total,
        "platform": platform.platform(),
        "python": sys.version.split()[0],
        "python_implementation": platform.python_implementation(),
        "pillow": PIL.__version__,
        "sqlite": sqlite3.sqlite_version,
        "aiosqlite": _version("aiosqlite"),
    }


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def rss_mb() -> dict:
    """Current and peak resident set size of this process, in MB."""
    current = peak = None
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                current = int(line.split()[1]) / 1024
            elif line.startswith("VmHWM:"):
                peak = int(line.split()[1]) / 1024
    except OSError:
        pass
    if peak is None:  # ru_maxrss is in KB on Linux
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"rss_mb": round(current, 1) if current else None, "peak_rss_mb": round(peak, 1)}
