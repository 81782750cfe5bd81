"""Picture workers keep their memory from one picture to the next (issue 14,
drawing cost): glibc's malloc is told to serve picture-sized blocks from the
heap and keep them, instead of mapping fresh zeroed pages for every picture
(``bot.workers.keep_picture_memory``; bench/README.md has what it saves)."""

from __future__ import annotations

import platform
import subprocess
import sys

import pytest

from bot.workers import render_pool
from tests.support import heapprobe

glibc = pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="mallopt(3) tuning is glibc's")


def fresh(*args: str) -> str:
    done = subprocess.run([sys.executable, "-m", "tests.support.heapprobe", *args],
                          capture_output=True, text=True, timeout=60, check=True)
    return done.stdout.strip()


@glibc
def test_a_large_block_comes_from_the_heap_only_after_keep_picture_memory():
    assert fresh() == "False"  # glibc's default: a block of its own, unmapped when freed
    assert fresh("keep") == "True"


@glibc
def test_the_heap_is_kept_for_the_next_picture_only_after_keep_picture_memory():
    assert fresh("kept") == "False"  # glibc's default: the block was mapped, and freed space is trimmed
    assert fresh("keep", "kept") == "True"


@glibc
def test_every_picture_worker_keeps_its_memory():
    pool = render_pool(2)
    assert pool is not None
    try:
        answers = [pool.submit(heapprobe.block_from_heap) for _ in range(4)]
        assert [a.result(timeout=60) for a in answers] == [True] * 4
    finally:
        pool.shutdown()
