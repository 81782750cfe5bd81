"""python -m bench.explain [--store postgresql|URL] [--games 10000]

Which index each hot query of the PostgreSQL store uses, on a database the
size of a busy bot's. A fresh schema is filled (with COPY) with ``--games``
games: 10% unfinished (active, a move owed), the rest finished with their
results, 4 seats and ``--moves`` moves each, an announcement per move (the
unfinished games' last one still undelivered) and a few notices; then
ANALYZE. The store's own methods are called with a recorder around its
connections, so the SQL explained is exactly what the store sends; each
statement is run under ``EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)`` inside a
transaction that is rolled back; the writes, which the store has just made,
are planned with plain EXPLAIN (running them twice would collide). Prints, per store
call, each statement's plan nodes and whether it reads through an index.

``--store postgresql`` (the default) starts a throwaway server for the run
(see :mod:`bench.stores`); a URL is used in a schema of its own, dropped
after.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import storage
from bench.stores import Store, StoreSpecError, parse_store
from storage.base import utcnow

KINDS = ("bits", "townies", "tweeeet", "twittens")
SCANS = ("Seq Scan", "Index Scan", "Index Only Scan", "Bitmap Index Scan", "Bitmap Heap Scan")


async def fill(url: str, games: int, moves: int, seed: int = 1) -> dict:
    """``games`` games with their rows, written with COPY; what was written."""
    import asyncpg

    rng = random.Random(seed)
    now = utcnow()
    game_rows: list[tuple] = []
    seat_rows: list[tuple] = []
    move_rows: list[tuple] = []
    ann_rows: list[tuple] = []
    result_rows: list[tuple] = []
    notice_rows: list[tuple] = []
    unfinished = max(1, games // 10)
    for game_id in range(1, games + 1):
        active = game_id > games - unfinished
        guild = f"{100 + game_id % 300}"
        kind = KINDS[game_id % len(KINDS)]
        status = "active" if active else "finished"
        state = json.dumps({"filler": "x" * 1500})  # the size of a real state
        game_rows.append((game_id, guild, f"c{game_id}", kind, status, "{}", game_id, state, moves + 1,
                          f"u{game_id % 2000}", now, now, "{}", None, None))
        players = [f"u{(game_id * 7 + k) % 2000}" for k in range(4)]
        for seat, user in enumerate(players):
            owing = now if active and seat == moves % 4 else None
            seat_rows.append((game_id, seat, user, f"P{seat}", 0, 0, now, owing))
            if not active:
                result_rows.append((game_id, guild, kind, user, f"P{seat}", seat + 1, float(rng.randint(10, 120)),
                                    "", 4, 4, 0, now, 1))
        for seq in range(1, moves + 1):
            move_rows.append((game_id, seq, seq % 4, f"m{seq}", "", now, 0))
            delivered = None if (active and seq == moves) else now
            ann_rows.append((game_id, seq, '{"text": "a move"}', now, 1, now, delivered,
                             None if delivered is None else "c:1", None))
        if active:
            notice_rows.append((game_id, players[0], "your hand changed", now))
    conn = await asyncpg.connect(url)
    try:
        columns = {
            "games": ("id", "guild", "channel", "kind", "status", "options", "seed", "state", "version", "creator",
                      "created_at", "updated_at", "settings", "last_reminder_at", "lobby_message"),
            "seats": ("game_id", "seat", "user_id", "name", "is_computer", "resigned", "joined_at", "owing_since"),
            "moves": ("game_id", "seq", "seat", "notation", "public", "at", "undone"),
            "announcements": ("game_id", "version", "payload", "created_at", "attempts", "last_attempt_at",
                              "delivered_at", "message_ref", "last_error"),
            "results": ("game_id", "guild", "kind", "user_id", "name", "rank", "score", "detail", "players",
                        "humans", "resigned", "finished_at", "rated"),
            "notices": ("game_id", "user_id", "text", "at"),
        }
        rows: dict[str, list[tuple]] = {"games": game_rows, "seats": seat_rows, "moves": move_rows,
                                        "announcements": ann_rows, "results": result_rows, "notices": notice_rows}
        for table, records in rows.items():
            await conn.copy_records_to_table(table, records=records, columns=list(columns[table]))
        await conn.execute("SELECT setval(pg_get_serial_sequence('games', 'id'), $1)", games + 1)
        await conn.execute("ANALYZE")
    finally:
        await conn.close()
    return {table: len(records) for table, records in rows.items()}


class Recorder:
    """Records the SQL (numbered placeholders) and arguments the PostgreSQL
    store sends, by wrapping its transaction object and its one-shot reads."""

    def __init__(self) -> None:
        self.statements: list[tuple[str, tuple]] = []

    def __enter__(self) -> Recorder:
        from storage import postgres

        self._saved: list[tuple[Any, str, Any]] = []
        numbered = postgres.numbered

        def wrap(owner: Any, name: str) -> None:
            original = getattr(owner, name)
            self._saved.append((owner, name, original))

            async def recorded(this: Any, sql: str, args: Any = ()) -> Any:
                if name == "many":
                    for row in args:
                        self.statements.append((numbered(sql), tuple(row)))
                else:
                    self.statements.append((numbered(sql), tuple(args)))
                return await original(this, sql, args)

            setattr(owner, name, recorded)

        for name in ("run", "insert", "one", "all", "many"):
            wrap(postgres._PgTx, name)
        for name in ("_one", "_all"):
            wrap(postgres.PostgresStore, name)
        return self

    def __exit__(self, *exc: Any) -> None:
        for owner, name, original in reversed(self._saved):
            setattr(owner, name, original)

    def take(self) -> list[tuple[str, tuple]]:
        taken, self.statements = self.statements, []
        return taken


def _nodes(plan: dict) -> list[dict]:
    found = [plan]
    for child in plan.get("Plans", []):
        found.extend(_nodes(child))
    return found


async def explain(conn: Any, sql: str, args: tuple) -> dict:
    """The plan of one statement: a read is run (EXPLAIN ANALYZE, in a
    transaction rolled back); a write, which the store has just made, is
    planned only (running it again would collide with its own row)."""
    analyse = sql.lstrip().upper().startswith("SELECT")
    tx = conn.transaction()
    await tx.start()
    try:
        options = "ANALYZE, BUFFERS, FORMAT JSON" if analyse else "FORMAT JSON"
        text = await conn.fetchval(f"EXPLAIN ({options}) {sql}", *args)
    finally:
        await tx.rollback()
    plan = (json.loads(text) if isinstance(text, str) else text)[0]
    nodes = _nodes(plan["Plan"])
    scans = [n["Node Type"] + (f" on {n['Relation Name']}" if n.get("Relation Name") else "")
             + (f" using {n['Index Name']}" if n.get("Index Name") else "")
             for n in nodes if n["Node Type"] in SCANS]
    seq = [n.get("Relation Name") for n in nodes if n["Node Type"] == "Seq Scan"]
    return {"sql": sql, "scans": scans, "seq_scans": seq,
            "uses_index": any(n["Node Type"] in SCANS[1:] for n in nodes),
            "analysed": analyse, "execution_ms": round(plan["Execution Time"], 3) if analyse else None,
            "rows": plan["Plan"].get("Actual Rows")}


async def run(target_store: Store, games: int, moves: int) -> dict:
    import asyncpg

    url = await target_store.fresh("explain")
    store = await storage.connect(url)  # creates the schema (migrations)
    try:
        counts = await fill(url, games, moves)
        active_id = games  # the last game is unfinished
        game = await store.game(active_id)
        assert game is not None
        seats = await store.seats(active_id)
        calls: list[tuple[str, Callable[[], Awaitable[Any]]]] = [
            ("open game by channel (every command)", lambda: store.open_game(game.guild, game.channel)),
            ("game by id", lambda: store.game(active_id)),
            ("seats of a game (every command)", lambda: store.seats(active_id)),
            ("commit move", lambda: store.commit_moves(
                active_id, game.version, [(moves % 4, "m-next", "")], game.state or "{}",
                owing={s.seat: None for s in seats}, announcement={"text": "a move"})),
            ("pending announcements (all games: the outbox loop)", lambda: store.pending_announcements()),
            ("pending announcements of one game", lambda: store.pending_announcements(active_id)),
            ("claim an announcement", lambda: store.claim_announcement(1, utcnow())),
            ("unfinished games (reminders, idle seats, start-up)", lambda: store.unfinished_games()),
            ("a player's unfinished games (/game mine)", lambda: store.games_of(game.guild, seats[0].user_id)),
            ("take notices", lambda: store.take_notices(active_id, seats[0].user_id)),
        ]
        conn = await asyncpg.connect(url)
        report: dict = {"games": games, "moves_per_game": moves, "rows": counts, "calls": []}
        try:
            with Recorder() as recorder:
                for label, call in calls:
                    recorder.take()
                    await call()
                    statements = recorder.take()
                    plans = [await explain(conn, sql, args) for sql, args in statements]
                    report["calls"].append({"call": label, "statements": plans})
        finally:
            await conn.close()
        return report
    finally:
        await store.close()


def text(report: dict) -> str:
    out = [f"{report['games']:,} games, {report['moves_per_game']} moves each; rows: "
           + ", ".join(f"{t} {n:,}" for t, n in report["rows"].items())]
    for call in report["calls"]:
        out.append(f"\n{call['call']}:")
        for s in call["statements"]:
            verdict = "index" if s["uses_index"] else ("NO INDEX" if s["seq_scans"] else "no table read")
            sql = s["sql"] if len(s["sql"]) < 110 else s["sql"][:107] + "..."
            ran = f"; ran in {s['execution_ms']} ms" if s["analysed"] else "; planned only"
            out.append(f"  [{verdict}{ran}] {sql}")
            out.extend(f"      {scan}" for scan in s["scans"])
    return "\n".join(out)


async def _main(spec_text: str, games: int, moves: int, json_path: Path | None) -> int:
    spec = parse_store(spec_text)
    if spec.dialect != "postgresql":
        raise StoreSpecError("bench.explain explains PostgreSQL plans: give --store postgresql or a URL.")
    with tempfile.TemporaryDirectory(prefix="bench-explain-") as folder:
        store = Store(spec, Path(folder))
        try:
            await store.start()
            report = await run(store, games, moves)
            report["server"] = store.server
        finally:
            await store.close()
    print(text(report))
    if json_path is not None:
        json_path.write_text(json.dumps(report, indent=1))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.explain", description=__doc__.splitlines()[2])
    parser.add_argument("--store", default="postgresql")
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--moves", type=int, default=40, help="moves (and announcements) per game")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    try:
        return asyncio.run(_main(args.store, args.games, args.moves, args.json))
    except StoreSpecError as error:
        print(f"python -m bench.explain: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
