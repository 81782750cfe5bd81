"""python -m bench.thinking [--moves 200] [--tables 2] [--seconds 1] [--inline]

Issue 32, "a table where computers think never makes a human wait": the
time of a BITS turn (a move by two people through the service, with its
board picture, as the bot draws it: ``RENDER_PROCESSES`` picture processes)
with no computer thinking, then while ``--tables`` Tweeeet tables of two
``hard`` computers play one game after another, their searches (``--seconds``
of CPU a decision) made in the computers' lane as the bot runs it
(``REFEREE_COMPUTER_PROCESSES`` processes at a lower priority,
``bot.computers.computer_lane``). Target: the p99 turn while computers
think is under 100 ms. ``--inline`` makes the searches inside the changes
that make them due (the console's way), for comparison.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
from pathlib import Path

import storage
from bench.lanes import PLAYERS, TARGET_MS, p99, turns
from bot.computers import computer_lane, stop_lane
from bot.config import load
from bot.service import Service, User
from bot.workers import picture_lanes
from rules.search import Budget

HOST = User("host", "Host", can_manage=True)


async def thinking_tables(service: Service, tables: int, stop: asyncio.Event, games: list[int]) -> int:
    """Tables of two hard computers, each starting a new game when its game
    ends, until ``stop`` (each game's id added to ``games``); returns the
    games finished."""
    finished = 0
    game = 0

    async def one(table: int) -> None:
        nonlocal finished, game
        while not stop.is_set():
            game += 1
            channel = f"thinking-{table}-{game}"
            await service.new_game("bench", channel, "tweeeet", HOST, {}, seed=500 + game, join=False)
            for _ in range(2):
                await service.add_computer("bench", channel, HOST, "hard")
            games.append((await service.start("bench", channel, HOST)).game_id or 0)
            while not stop.is_set():
                row = (await service.table("bench", channel)).row
                if row.status != "active":
                    finished += 1
                    break
                await asyncio.sleep(0.05)

    await asyncio.gather(*(one(t) for t in range(tables)))
    return finished


async def run(moves: int, tables: int, seconds: float, inline: bool = False) -> dict[str, list[float]]:
    settings = load(dotenv=False, env=dict(os.environ))
    lanes = picture_lanes(settings.render_processes, settings.replay_processes)
    thinking = None if inline else computer_lane(settings.computer_processes)
    with tempfile.TemporaryDirectory() as folder:
        store = await storage.connect(Path(folder) / "thinking.db")
        service = Service(store, render_executor=lanes.turns, heavy_executor=lanes.heavy, outbox=False,
                          computer_lane=thinking, computer_budget=Budget(seconds=seconds))
        try:
            await turns(service, 10, "warm", 1000)
            idle = await turns(service, moves, "idle", 2000)
            stop = asyncio.Event()
            games: list[int] = []
            busy = asyncio.create_task(thinking_tables(service, tables, stop, games))
            await asyncio.sleep(1.0)  # the first searches are under way
            before = sum([await service.move_count(g) for g in games])
            during = await turns(service, moves, "busy", 3000)
            decided = sum([await service.move_count(g) for g in games]) - before
            stop.set()
            played = await busy
            return {"idle": idle, "while computers think": during, "games": [float(played)],
                    "decisions": [float(decided)]}
        finally:
            await service.stop_thinking()
            if thinking is not None:
                stop_lane(thinking)
            lanes.shutdown()
            await store.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.thinking")
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--tables", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU seconds of a hard decision (default 1)")
    parser.add_argument("--inline", action="store_true",
                        help="search inside the changes that make decisions due (the console's way)")
    args = parser.parse_args(argv)
    result = asyncio.run(run(args.moves, args.tables, args.seconds, args.inline))
    where = "inline" if args.inline else "in the computers' lane"
    print(f"BITS turns by {len(PLAYERS)} people ({args.moves} a row); in the second row {args.tables} tables of"
          f" two hard Tweeeet computers ({args.seconds:g} s a decision) think {where}:")
    for label in ("idle", "while computers think"):
        values = result[label]
        print(f"  {label:22} median {statistics.median(values):6.1f} ms   p99 {p99(values):6.1f} ms   "
              f"max {max(values):6.1f} ms")
    print(f"  hard decisions committed while the second row was played: {int(result['decisions'][0])}"
          f" (computer games finished: {int(result['games'][0])})")
    during = p99(result["while computers think"])
    print(f"target: p99 while computers think under {TARGET_MS:.0f} ms: {'met' if during < TARGET_MS else 'MISSED'}"
          f" ({during:.1f} ms; {during / p99(result['idle']):.2f} x the idle p99)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
