"""python -m bench.replays [--seeds 3]

The animated replay posted at the end of a game must stay under Discord's
default file limit (10 MiB) for the longest game each title can produce.
For every game at its largest player count, the longest of ``--seeds``
computer-played games is replayed through the service (one frame per move,
frames dropped evenly only past the byte budget) and its size, frame count
and drawing time are reported.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import tempfile
import time
from pathlib import Path

from PIL import Image

import storage
from bot.service import Service, User
from rules import registry

DISCORD_LIMIT = 10 * 1024 * 1024
GAMES = ("bits", "townies", "tweeeet", "twittens")


async def longest(service: Service, key: str, seeds: int) -> int:
    """The id of the longest of ``seeds`` games of ``key`` played by computers."""
    game = registry.get(key)
    host = User("host", "Host", can_manage=True)
    best, best_moves = 0, -1
    for seed in range(1, seeds + 1):
        channel = f"{key}-{seed}"
        await service.new_game("bench", channel, key, host, {}, seed=seed, join=False)
        for _ in range(game.info.max_players):
            await service.add_computer("bench", channel, host)
        reply = await service.start("bench", channel, host)
        moves = await service.move_count(reply.game_id)
        if moves > best_moves:
            best, best_moves = reply.game_id, moves
    return best


async def run(seeds: int) -> list[tuple[str, int, int, int, float]]:
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        store = await storage.connect(Path(folder) / "replays.db")
        try:
            service = Service(store, outbox=False)
            for key in GAMES:
                game_id = await longest(service, key, seeds)
                moves = await store.move_count(game_id)
                started = time.perf_counter()
                picture = await service.replay(game_id, budget=DISCORD_LIMIT - 64 * 1024)
                seconds = time.perf_counter() - started
                frames = Image.open(io.BytesIO(picture.png)).n_frames
                rows.append((key, moves, frames, len(picture.png), seconds))
            service.executor.shutdown(wait=False)
        finally:
            await store.close()
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.replays")
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args(argv)
    for key, moves, frames, size, seconds in asyncio.run(run(args.seeds)):
        verdict = "under" if size <= DISCORD_LIMIT else "OVER"
        print(f"{key:9} {moves:4} moves  {frames:4} frames  {size / 1048576:5.2f} MiB ({verdict} 10 MiB)"
              f"  drawn in {seconds:5.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
