"""python -m bench.lanes [--moves 200] [--replays 2] [--same-lane]

Issue 30, "heavy work never delays a turn": the time of a BITS turn
(a move through the service with its board picture, as the bot draws it:
``RENDER_PROCESSES`` picture processes and ``REPLAY_PROCESSES`` heavy ones,
``bot.workers.picture_lanes``) with the lanes idle, then while the replays of
``--replays`` finished 4-seat Twittens games (the longest games the project
has) are drawn over and over. Target: the p99 turn while replays are drawn
is the p99 without them, under 100 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
import time
from pathlib import Path

import storage
from bench.stats import percentile
from bot.config import load
from bot.service import Service, User
from bot.workers import picture_lanes

HOST = User("host", "Host", can_manage=True)
PLAYERS = (User("a", "Ann"), User("b", "Ben"))
TARGET_MS = 100.0


async def finished_twittens(service: Service, count: int) -> list[int]:
    """``count`` finished 4-seat Twittens games played by computers."""
    ids = []
    for seed in range(1, count + 1):
        channel = f"replay-{seed}"
        await service.new_game("bench", channel, "twittens", HOST, {}, seed=seed, join=False)
        for _ in range(4):
            await service.add_computer("bench", channel, HOST)
        reply = await service.start("bench", channel, HOST)
        ids.append(reply.game_id)
    return ids


async def turns(service: Service, moves: int, channel: str, seeds: int) -> list[float]:
    """Milliseconds of each of ``moves`` BITS moves by two people (a new game
    when one ends), in games seeded from ``seeds`` on (each row its own
    seeds: the service reuses a picture it drew for the same view)."""
    times: list[float] = []
    game = 0
    while len(times) < moves:
        game += 1
        where = f"{channel}-{game}"
        await service.new_game("bench", where, "bits", PLAYERS[0], {}, seed=seeds + game)
        await service.join("bench", where, PLAYERS[1])
        await service.start("bench", where, PLAYERS[0])
        finished = False
        while not finished and len(times) < moves:
            for player in PLAYERS:
                legal = await service.legal_moves("bench", where, player, "", limit=1)
                if not legal:
                    continue
                began = time.perf_counter()
                reply = await service.move("bench", where, player, legal[0].notation)
                times.append((time.perf_counter() - began) * 1000)
                finished = reply.finished
                break
    return times


def p99(values: list[float]) -> float:
    """The 99th percentile, nearest rank (of a row that has values)."""
    found = percentile(values, 99)
    assert found is not None, "no turns were timed"
    return found


async def run(moves: int, replays: int, same_lane: bool = False) -> dict[str, list[float]]:
    settings = load(dotenv=False, env=dict(os.environ))
    lanes = picture_lanes(settings.render_processes, settings.replay_processes)
    with tempfile.TemporaryDirectory() as folder:
        store = await storage.connect(Path(folder) / "lanes.db")
        heavy = lanes.turns if same_lane else lanes.heavy  # --same-lane: as before issue 30
        service = Service(store, render_executor=lanes.turns, heavy_executor=heavy, outbox=False)
        try:
            finished = await finished_twittens(service, replays)
            await turns(service, 10, "warm", 1000)
            idle = await turns(service, moves, "idle", 2000)
            drawn = 0

            async def replay_forever(game_id: int) -> None:
                nonlocal drawn
                while True:
                    await service.replay(game_id, budget=8 * 1024 * 1024)
                    drawn += 1

            busy = [asyncio.create_task(replay_forever(g)) for g in finished]
            await asyncio.sleep(0.5)  # the replays are under way
            during = await turns(service, moves, "busy", 3000)
            for task in busy:
                task.cancel()
            return {"idle": idle, "during replays": during, "replays drawn": [float(drawn)]}
        finally:
            lanes.shutdown()
            await store.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.lanes")
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--replays", type=int, default=2)
    parser.add_argument("--same-lane", action="store_true",
                        help="draw the replays in the turns' lane, as before issue 30 (for comparison)")
    args = parser.parse_args(argv)
    result = asyncio.run(run(args.moves, args.replays, args.same_lane))
    print(f"BITS turns ({args.moves} a row), with {args.replays} Twittens replays drawn over and over in the "
          "second row:")
    for label in ("idle", "during replays"):
        values = result[label]
        print(f"  {label:15} median {statistics.median(values):6.1f} ms   p99 {p99(values):6.1f} ms   "
              f"max {max(values):6.1f} ms")
    idle, during = p99(result["idle"]), p99(result["during replays"])
    print(f"  replays finished meanwhile: {int(result['replays drawn'][0])}")
    met = during < TARGET_MS
    print(f"target: p99 during replays under {TARGET_MS:.0f} ms: {'met' if met else 'MISSED'} "
          f"({during:.1f} ms; {during / idle:.2f} x the idle p99)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
