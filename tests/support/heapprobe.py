"""Run in a picture worker or a fresh interpreter: does a 20 MiB block come
from the heap (glibc's brk arena, ``[heap]`` in /proc/self/maps) or from a
mapping of its own? glibc's default threshold (128 KiB, adjusted only after
a mapped block is freed) maps it; with ``keep_picture_memory`` it is taken
from the heap and kept there for the next picture."""

from __future__ import annotations

import ctypes
import sys
from pathlib import Path

BLOCK = 20 * 1024 * 1024


def heap_ranges() -> list[tuple[int, int]]:
    ranges = []
    for line in Path("/proc/self/maps").read_text().splitlines():
        if line.endswith("[heap]"):
            start, end = (int(x, 16) for x in line.split()[0].split("-"))
            ranges.append((start, end))
    return ranges


def block_from_heap() -> bool:
    block = bytearray(BLOCK)
    address = ctypes.addressof((ctypes.c_char * BLOCK).from_buffer(block))
    inside = any(start <= address < end for start, end in heap_ranges())
    del block
    return inside


def heap_size() -> int:
    return sum(end - start for start, end in heap_ranges())


def heap_kept_after_free() -> bool:
    """Is the heap still as large after a picture-sized block is freed?
    glibc's default trims the top of the heap past 128 KiB of free space;
    ``keep_picture_memory`` keeps up to 64 MiB for the next picture."""
    block = bytearray(BLOCK)
    grown = heap_size()
    del block
    return heap_size() >= grown >= BLOCK


if __name__ == "__main__":
    if "keep" in sys.argv[1:]:
        from bot.workers import keep_picture_memory

        assert keep_picture_memory()
    print(heap_kept_after_free() if "kept" in sys.argv[1:] else block_from_heap())
