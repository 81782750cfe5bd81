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


if __name__ == "__main__":
    if sys.argv[1:] == ["keep"]:
        from bot.workers import keep_picture_memory

        assert keep_picture_memory()
    print(block_from_heap())
