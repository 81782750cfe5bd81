"""The strength table (issue 32): how the computer levels play against each
other, measured by the project itself.

``python -m bench.strength`` plays, for every game, seeded two-player games
of ``hard`` against ``normal`` and of ``normal`` against ``easy``, the
seats alternated from one game to the next, and reports the first level's
win rate with its 95% interval (Wilson; a tie counts half), the mean score
difference, and the time of each ``hard`` decision (median, max, CPU time);
then solo games of the games played alone (BITS, Townies) with the mean
score and the rulebook's rank of each game (the standings' solo verdict).

    python -m bench.strength --games 8 --seconds 0.2
    python -m bench.strength --games 30 --seconds 1 --titles townies,bits --solo 15

Only the rules contract is used (``rules.levels.player_for``), so every
game in the registry is measured the same way.
"""

from __future__ import annotations

import argparse
import math
import re
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from bench.stats import wilson
from bot.i18n import render
from rules import registry
from rules.base import Game
from rules.levels import player_for
from rules.search import Budget

MATCHES = (("hard", "normal"), ("normal", "easy"))
SOLO_GAMES = ("bits", "townies")  # the games whose rulebooks rank a solo score


@dataclass
class Match:
    """The tally of one pairing in one game."""

    kind: str
    first: str
    second: str
    points: float = 0.0  # the first level's wins, a tie counting half
    games: int = 0
    margins: list[float] = field(default_factory=list)  # first's score minus second's
    times: list[float] = field(default_factory=list)  # CPU seconds of each hard decision

    def row(self) -> dict[str, Any]:
        low, high = wilson(self.points, self.games)
        return {"game": self.kind, "match": f"{self.first} vs {self.second}", "games": self.games,
                "win_rate": self.points / self.games if self.games else 0.0, "low": low, "high": high,
                "margin": statistics.fmean(self.margins) if self.margins else 0.0,
                "median_s": statistics.median(self.times) if self.times else None,
                "max_s": max(self.times) if self.times else None}


def play(game: Game, levels: list[str], seed: int, budget: Budget, times: list[float]) -> Any:
    """One seeded game, seat ``i`` played at ``levels[i]``; the final state.
    The CPU time of every ``hard`` decision is added to ``times``."""
    names = [f"{level} {i + 1}" for i, level in enumerate(levels)]
    state = game.setup(names, game.info.options(), seed)
    players = [player_for(game, level, seed * 10 + i, budget) for i, level in enumerate(levels)]
    while not game.is_over(state):
        for seat in sorted(game.to_act(state)):
            if seat not in game.to_act(state):
                continue
            started = time.process_time()
            move = players[seat].choose(game, state, seat)
            if levels[seat] == "hard":
                times.append(time.process_time() - started)
            state, _ = game.apply(state, seat, move)
    return state


def match(game: Game, first: str, second: str, games: int, budget: Budget, seed: int) -> Match:
    """``games`` two-player games of ``first`` against ``second``, the
    seats alternated."""
    tally = Match(game.info.key, first, second)
    for number in range(games):
        seat = number % 2  # the first level's seat
        levels = [first, second] if seat == 0 else [second, first]
        state = play(game, levels, seed + number, budget, tally.times)
        ranks = {s.seat: s.rank for s in game.standings(state)}
        scores = {s.seat: s.score for s in game.standings(state)}
        other = 1 - seat
        tally.points += 1.0 if ranks[seat] < ranks[other] else 0.5 if ranks[seat] == ranks[other] else 0.0
        tally.games += 1
        tally.margins.append(float(scores[seat]) - float(scores[other]))
        print(f"{game.info.key}: {first} vs {second}, game {number + 1} of {games}: {first} in seat {seat + 1}"
              f" scored {scores[seat]} to {scores[other]} (rank {ranks[seat]} to {ranks[other]})",
              file=sys.stderr, flush=True)
    return tally


def solo(game: Game, level: str, games: int, budget: Budget, seed: int) -> dict[str, Any]:
    """Solo games at ``level``: the mean score with its 95% interval (a
    normal approximation), how often each of the rulebook's ranks was
    reached, and the CPU time of each ``hard`` decision (median, max)."""
    scores, verdicts, times = [], Counter(), []  # type: ignore[var-annotated]
    for number in range(games):
        state = play(game, [level], seed + number, budget, times)
        (standing,) = game.standings(state)
        scores.append(float(standing.score))
        print(f"{game.info.key}: solo {level}, game {number + 1} of {games}: {standing.score}",
              file=sys.stderr, flush=True)
        verdict = render(standing.detail, "en", front="console")  # the standings' words, in English
        verdicts[re.sub(r",? \d+ points", "", verdict)] += 1  # the rank, without this game's score
    mean = statistics.fmean(scores)
    half = 1.96 * statistics.stdev(scores) / math.sqrt(games) if games > 1 else math.inf
    return {"game": game.info.key, "level": level, "games": games, "mean": mean, "low": mean - half,
            "high": mean + half, "median_s": statistics.median(times) if times else None,
            "max_s": max(times) if times else None, "verdicts": dict(verdicts.most_common())}


def table(rows: list[dict[str, Any]], solos: list[dict[str, Any]]) -> str:
    lines = ["| game | match | games | win rate (95%) | mean score difference | hard decision median / max |",
             "|---|---|---|---|---|---|"]
    for r in rows:
        timing = "" if r["median_s"] is None else f"{r['median_s']:.3f} s / {r['max_s']:.3f} s"
        lines.append(f"| {r['game']} | {r['match']} | {r['games']} | {r['win_rate']:.0%}"
                     f" ({r['low']:.0%}-{r['high']:.0%}) | {r['margin']:+.1f} | {timing} |")
    if solos:
        lines += ["", "| game | solo level | games | mean score (95%) | the rulebook's ranks"
                  " | hard decision median / max |", "|---|---|---|---|---|---|"]
        for s in solos:
            verdicts = ", ".join(f"{v or 'no verdict'}: {n}" for v, n in s["verdicts"].items())
            interval = f" ({s['low']:.1f}-{s['high']:.1f})" if math.isfinite(s["high"] - s["low"]) else ""
            timing = "" if s["median_s"] is None else f"{s['median_s']:.3f} s / {s['max_s']:.3f} s"
            lines.append(f"| {s['game']} | {s['level']} | {s['games']} | {s['mean']:.1f}{interval} | {verdicts}"
                         f" | {timing} |")
    return "\n".join(lines)


def pairings(text: str) -> list[tuple[str, str]]:
    """``--matches``' pairings ("hard-normal,normal-easy"), each checked."""
    pairs = []
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        first, _, second = item.partition("-")
        pair = (first, second)
        if pair not in MATCHES:
            raise SystemExit(f"{item!r} is not a pairing; choose from: "
                             + ", ".join(f"{a}-{b}" for a, b in MATCHES) + ".")
        pairs.append(pair)
    return pairs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.strength", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=8, help="two-player games per game and match (default 8)")
    parser.add_argument("--seconds", type=float, default=0.2, help="CPU seconds of a hard decision (default 0.2)")
    parser.add_argument("--iterations", type=int, default=None,
                        help="iterations of a hard decision instead (repeatable runs)")
    parser.add_argument("--titles", default="", help="comma-separated games (default: every game)")
    parser.add_argument("--solo", type=int, default=4, help="solo games per level where a rulebook ranks them")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--matches", default="hard-normal,normal-easy",
                        help="comma-separated pairings to play (default: hard-normal,normal-easy)")
    args = parser.parse_args(argv)
    budget = Budget(seconds=None if args.iterations else args.seconds, iterations=args.iterations)
    wanted = [t.strip() for t in args.titles.split(",") if t.strip()] or sorted(registry.games())
    rows, solos = [], []
    for kind in wanted:
        game = registry.get(kind)
        if game.info.min_players <= 2 <= game.info.max_players:
            for first, second in pairings(args.matches):
                rows.append(match(game, first, second, args.games, budget, args.seed).row())
                print(f"{kind}: {rows[-1]['match']} done: " + table(rows[-1:], []).splitlines()[-1],
                      file=sys.stderr, flush=True)
        if kind in SOLO_GAMES and game.info.min_players == 1 and args.solo:
            for level in ("normal", "hard"):
                solos.append(solo(game, level, args.solo, budget, args.seed))
                print(f"{kind}: solo {level} done: " + table([], solos[-1:]).splitlines()[-1],
                      file=sys.stderr, flush=True)
    print(f"Budget of a hard decision: {args.iterations} iterations" if args.iterations
          else f"Budget of a hard decision: {args.seconds:g} s of CPU")
    print(table(rows, solos))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
