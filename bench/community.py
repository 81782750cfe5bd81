"""python -m bench.community [--games 10000] [--players 200] [--calls 200]

How fast `/game stats` and `/game leaderboard` answer in a server with many
finished games (target: under 50 ms each with 10,000 finished games). The
database is filled through the store's own API: each game gets its results
(2 to 4 of the server's players, ranks at random) and is rated by the
service exactly as a finished game is, so the ratings table is what a real
server would hold. Then ``stats`` (a random player) and ``leaderboard`` (a
random game) are each called ``--calls`` times through the service.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

import storage
from bot.service import Service, User
from storage.store import Store

TARGET_MS = 50.0
KINDS = ("bits", "townies", "tweeeet", "twittens")
GUILD = "bench-guild"


async def fill(store: Store, games: int, players: int, rng: random.Random) -> None:
    """``games`` finished games with their results, written in batches of
    500 games a transaction."""
    people = [(str(10_000 + i), f"Player {i}") for i in range(players)]
    batch: list[tuple[int, str, list[dict]]] = []

    async def flush() -> None:
        async def work(db):
            for game_id, kind, results in batch:
                await db.run(
                    "INSERT INTO games (id, guild, channel, kind, status, options, seed, state, version, creator,"
                    " created_at, updated_at, settings) VALUES (?, ?, ?, ?, 'finished', '{}', 1, NULL, 1, ?,"
                    " ?, ?, '{}')",
                    (game_id, GUILD, f"c{game_id}", kind, results[0]["user_id"], results[0]["finished_at"],
                     results[0]["finished_at"]))
                await Store._add_results(db, game_id, results)

        await store._transaction(work)
        batch.clear()

    for game_id in range(1, games + 1):
        seated = rng.sample(people, rng.randint(2, 4))
        kind = rng.choice(KINDS)
        at = f"2026-01-01T00:00:00+00:00#{game_id:06}"  # sorts in game order
        ranks = [1] + sorted(rng.randint(1, len(seated)) for _ in seated[1:])
        results = [{"guild": GUILD, "kind": kind, "user_id": uid, "name": name, "rank": rank,
                    "score": rng.randint(10, 120), "detail": "", "players": len(seated), "humans": len(seated),
                    "resigned": False, "finished_at": at}
                   for (uid, name), rank in zip(seated, ranks, strict=True)]
        batch.append((game_id, kind, results))
        if len(batch) == 500:
            await flush()
    if batch:
        await flush()


def _ms(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered) * 1000, ordered[max(0, int(len(ordered) * 0.99) - 1)] * 1000


async def run(games: int, players: int, calls: int, seed: int = 1) -> dict[str, tuple[float, float]]:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        store = await storage.connect(Path(folder) / "community.db")
        try:
            service = Service(store)
            started = time.perf_counter()
            await fill(store, games, players, rng)
            rated = await service.rate_pending()
            print(f"filled {games:,} finished games ({rated:,} rated) for {players} players "
                  f"in {time.perf_counter() - started:.1f} s")
            timings: dict[str, list[float]] = {"stats": [], "leaderboard": []}
            for _ in range(calls):
                who = User(str(10_000 + rng.randrange(players)), "someone")
                t = time.perf_counter()
                await service.stats(GUILD, who)
                timings["stats"].append(time.perf_counter() - t)
                t = time.perf_counter()
                await service.leaderboard(GUILD, rng.choice(KINDS))
                timings["leaderboard"].append(time.perf_counter() - t)
            service.executor.shutdown(wait=False)
        finally:
            await store.close()
    return {name: _ms(samples) for name, samples in timings.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.community", description=__doc__.splitlines()[2])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--calls", type=int, default=200)
    args = parser.parse_args(argv)
    results = asyncio.run(run(args.games, args.players, args.calls))
    for name, (median, p99) in results.items():
        verdict = "met" if p99 < TARGET_MS else "MISSED"
        print(f"{name:12} median {median:6.2f} ms   p99 {p99:6.2f} ms   (target < {TARGET_MS:g} ms: {verdict})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
