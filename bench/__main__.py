"""python -m bench [--quick] [--json PATH] [--games a,b] [--store SPEC ...]"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from bench.runner import DEFAULT_JSON, full_config, quick_config, run
from bench.stores import StoreSpecError, parse_stores


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench",
        description="Turn latency, parts, floors, growth, load and picture size of every "
                    "registered game. Run it on a quiet machine.",
    )
    parser.add_argument("--quick", action="store_true",
                        help="a smoke run under a minute: one short game per kind, small loads")
    parser.add_argument("--json", type=Path, default=DEFAULT_JSON,
                        help=f"where to write the JSON results (default {DEFAULT_JSON})")
    parser.add_argument("--games", default="", help="comma-separated game keys (default: every game)")
    parser.add_argument("--load", default="",
                        help="comma-separated concurrent game counts (default 100,1000; quick 10,40)")
    parser.add_argument("--load-seconds", type=float, default=None,
                        help="length of each load window in seconds")
    parser.add_argument("--think", type=float, default=0.0,
                        help="mean think time of simulated players under load (default 0: saturate)")
    parser.add_argument("--paced-rate", type=float, default=None,
                        help="moves/s offered in the paced load window (default 20)")
    parser.add_argument("--paced-seconds", type=float, default=None,
                        help="length of the paced window before the saturated one (default 20; quick 0)")
    parser.add_argument("--render-processes", type=int, default=None,
                        help="draw pictures in this many processes (default: the bot's RENDER_PROCESSES "
                             "default; 0: in threads)")
    parser.add_argument("--store", action="append", default=None, metavar="SPEC",
                        help="a store to measure, repeatable to compare side by side in one run: sqlite "
                             "(temporary SQLite files, the default), sqlite:///FOLDER, postgresql (a "
                             "throwaway server started and stopped for this run), or a postgresql:// URL "
                             "(each measurement in a schema of its own, dropped after)")
    parser.add_argument("--processes", default=None,
                        help="comma-separated counts of load processes sharing one database (default 1,2; "
                             "0: skip)")
    parser.add_argument("--process-games", type=int, default=None,
                        help="games per load process in the shared-database runs (default 100; quick 20)")
    parser.add_argument("--process-seconds", type=float, default=None,
                        help="length of the shared-database window (default 20; quick 5)")
    parser.add_argument("--prefill", type=int, default=0, metavar="GAMES",
                        help="PostgreSQL: fill each load's fresh database with this many games first "
                             "(40 moves each), as on a bot that has run a while (default 0: empty)")
    args = parser.parse_args(argv)
    if args.prefill < 0:
        parser.error(f"--prefill {args.prefill}: a number of games cannot be negative.")
    try:
        stores = parse_stores(args.store)
        counts = tuple(int(x) for x in (args.processes or "1,2").split(",") if x.strip())
    except StoreSpecError as error:
        parser.error(str(error))
    except ValueError:
        parser.error(f"--processes {args.processes}: give comma-separated whole numbers, e.g. 1,2.")
    if any(c < 0 for c in counts):
        parser.error(f"--processes {args.processes}: a count of processes cannot be negative.")
    config = quick_config() if args.quick else full_config()
    config.stores = tuple(args.store or ["sqlite"])
    config.prefill_games = args.prefill
    config.processes = tuple(c for c in counts if c > 0)
    if not config.processes:
        config.process_games = 0
    if args.process_games is not None:
        config.process_games = args.process_games
    if args.process_seconds is not None:
        config.process_seconds = args.process_seconds
    if args.load:
        config.load_games = tuple(int(x) for x in args.load.split(",") if x.strip())
        config.load_seconds = tuple([config.load_seconds[-1]] * len(config.load_games))
    if args.load_seconds is not None:
        config.load_seconds = tuple([args.load_seconds] * len(config.load_games))
    config.think = args.think
    config.render_processes = args.render_processes
    if args.paced_rate is not None:
        config.paced_rate = args.paced_rate
    if args.paced_seconds is not None:
        config.paced_seconds = args.paced_seconds
    games = [g.strip().lower() for g in args.games.split(",") if g.strip()] or None
    del stores  # parsed above only to refuse a bad --store before anything runs
    try:
        run(config, games=games, json_path=args.json)
    except StoreSpecError as error:  # e.g. no PostgreSQL server programs for --store postgresql
        print(f"python -m bench: {error}", file=sys.stderr)
        return 3
    print(f"\nJSON: {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
