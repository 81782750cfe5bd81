"""python -m bench [--quick] [--json PATH] [--games a,b]"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from bench.runner import DEFAULT_JSON, full_config, quick_config, run


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
    args = parser.parse_args(argv)
    config = quick_config() if args.quick else full_config()
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
    run(config, games=games, json_path=args.json)
    print(f"\nJSON: {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
