"""What a search's step costs in every game (issue 32, item 6): the game's
normal computer player deciding and the move applied, the checked way
(``apply``: legality checked again, prompts, labels and event text written)
and the fast way (``fast_apply``: trusted, no words), in µs per step
(median, p95, mean) over seeded two-player games; and play-outs per second from
a mid-game position (determinized for the seat to act, then played to the
end by the normal players with the fast step).

    python -m bench.steps [--games a,b] [--seeds N] [--playouts N] [--easy N] [--json PATH]

It also plays the normal player against the easy one (``--easy`` games per
title, seats alternated): wins with their 95% interval, and the mean score
difference.

Times are CPU time of this process (time.process_time), so other work on the
machine inflates them less than wall-clock time would; still, run it quietly.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from time import process_time as perf_counter  # CPU time: other processes do not inflate it

from bench.stats import median, percentile, wilson
from rules import registry
from rules.base import Game, Rng, State

PLAYERS = 2


def _us(values: list[float]) -> dict:
    micro = [v * 1e6 for v in values]
    return {"n": len(micro), "median_us": round(median(micro) or 0.0, 1),
            "p95_us": round(percentile(micro, 95) or 0.0, 1),
            "mean_us": round(sum(micro) / len(micro), 1) if micro else 0.0}


def _mover(game: Game, state: State) -> int:
    return min(game.to_act(state))


def steps(game: Game, seeds: int) -> dict:
    """Per decision of seeded games between normal players: the decision,
    ``apply`` and ``fast_apply`` timed apart (the same move each)."""
    decide: list[float] = []
    checked: list[float] = []
    fast: list[float] = []
    middles: list[State] = []
    for seed in range(1, seeds + 1):
        state = game.setup([f"p{i}" for i in range(PLAYERS)], game.info.options(), seed)
        players = {s: game.computer_player(seed * 10 + s) for s in range(PLAYERS)}
        states = [state]
        while not game.is_over(state):
            seat = _mover(game, state)
            t0 = perf_counter()
            move = players[seat].choose(game, state, seat)
            t1 = perf_counter()
            after, _events = game.apply(state, seat, move)
            t2 = perf_counter()
            game.fast_apply(state, seat, move)
            t3 = perf_counter()
            decide.append(t1 - t0)
            checked.append(t2 - t1)
            fast.append(t3 - t2)
            state = after
            states.append(state)
        middles.append(states[len(states) // 2])
    return {
        "decision": _us(decide),
        "apply": _us(checked),
        "fast_apply": _us(fast),
        "checked_step": _us([a + b for a, b in zip(decide, checked, strict=True)]),
        "fast_step": _us([a + b for a, b in zip(decide, fast, strict=True)]),
        "middles": middles,
    }


def playouts(game: Game, start: State, count: int) -> dict:
    """``count`` play-outs from ``start``: each determinized for the seat to
    act, then played to the end by normal players with the fast step."""
    rng = Rng.from_seed("playouts")
    players = {s: game.computer_player(s) for s in range(PLAYERS)}
    moves = 0
    t0 = perf_counter()
    for _ in range(count):
        state = game.determinize(start, _mover(game, start), rng)
        while not game.is_over(state):
            seat = _mover(game, state)
            state = game.fast_apply(state, seat, players[seat].choose(game, state, seat))
            moves += 1
    elapsed = perf_counter() - t0
    return {"playouts": count, "seconds": round(elapsed, 3), "per_second": round(count / elapsed, 2),
            "moves_per_playout": round(moves / count, 1)}


def normal_vs_easy(game: Game, games: int) -> dict:
    """``games`` seeded two-player games, the normal player against the easy
    one, seats alternated: the normal player's wins (strictly ranked above),
    their share with its 95% Wilson interval, and the mean score
    difference."""
    wins = 0
    margin = 0.0
    for number in range(games):
        normal = number % 2
        players = {normal: game.computer_player(number), 1 - normal: game.easy_player(number)}
        state = game.setup([f"p{i}" for i in range(PLAYERS)], game.info.options(), 5000 + number)
        while not game.is_over(state):
            seat = _mover(game, state)
            state = game.fast_apply(state, seat, players[seat].choose(game, state, seat))
        standings = {s.seat: s for s in game.standings(state)}
        wins += standings[normal].rank < standings[1 - normal].rank
        margin += standings[normal].score - standings[1 - normal].score
    low, high = (round(end, 3) for end in wilson(wins, games))
    return {"games": games, "wins": wins, "share": round(wins / games, 3), "interval": [low, high],
            "mean_difference": round(margin / games, 2)}


def run(keys: list[str], seeds: int = 3, count: int = 20, easy: int = 0) -> dict[str, dict]:
    results = {}
    for key in keys:
        game = registry.get(key)
        measured = steps(game, seeds)
        middles = measured.pop("middles")
        measured["playouts"] = playouts(game, middles[0], count)
        if easy:
            measured["normal_vs_easy"] = normal_vs_easy(game, easy)
        results[key] = measured
    return results


def report(results: dict[str, dict]) -> list[str]:
    lines = ["| game | decision µs (median / p95 / mean) | apply µs | fast_apply µs | checked step µs"
             " | fast step µs | play-outs/s (moves each) |",
             "|---|---|---|---|---|---|---|"]
    for key, r in results.items():
        def cell(part: str, r: dict = r) -> str:
            return f"{r[part]['median_us']:.0f} / {r[part]['p95_us']:.0f} / {r[part]['mean_us']:.0f}"
        p = r["playouts"]
        lines.append(f"| {key} | {cell('decision')} | {cell('apply')} | {cell('fast_apply')} | "
                     f"{cell('checked_step')} | {cell('fast_step')} | {p['per_second']:.1f} "
                     f"({p['moves_per_playout']:.0f}) |")
    easy = {key: r["normal_vs_easy"] for key, r in results.items() if "normal_vs_easy" in r}
    if easy:
        lines += ["", "| game | normal vs easy: wins | share (95% interval) | mean score difference |",
                  "|---|---|---|---|"]
        for key, e in easy.items():
            lines.append(f"| {key} | {e['wins']} of {e['games']} | {e['share']:.0%} "
                         f"({e['interval'][0]:.0%}-{e['interval'][1]:.0%}) | {e['mean_difference']:+.1f} |")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.steps", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="", help="comma-separated game keys (default: every game)")
    parser.add_argument("--seeds", type=int, default=3, help="seeded two-player games per title (default 3)")
    parser.add_argument("--playouts", type=int, default=20, help="play-outs from the mid-game position (default 20)")
    parser.add_argument("--easy", type=int, default=40,
                        help="two-player games per title, normal player against easy (default 40; 0: skip)")
    parser.add_argument("--json", type=Path, default=None, help="also write the results as JSON here")
    args = parser.parse_args(argv)
    known = sorted(registry.games())
    keys = [k.strip() for k in args.games.split(",") if k.strip()] or known
    unknown = [k for k in keys if k not in known]
    if unknown:
        parser.error(f"no game {', '.join(unknown)}; games: {', '.join(known)}")
    if args.seeds < 1 or args.playouts < 1 or args.easy < 0:
        parser.error("--seeds and --playouts are at least 1, --easy at least 0")
    results = run(keys, args.seeds, args.playouts, args.easy)
    print("\n".join(report(results)))
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
