"""The move builder measured (issue 29, item 4): how many interactions a move
takes in every game over seeded games between the games' computer players
(the first tap on the turn message, each step of the builder, the
confirmation), and how long the service takes to answer each step and each
preview.

    python -m bench.builder [--games a,b] [--seeds N] [--players N] [--json PATH]

Interactions: for every decision of every seeded game, the move the
computer player chose (``chosen``) and the legal move farthest away
(``farthest``), each counted as 1 + steps + 1. Answer times: one game per
title played through ``Service.move_steps`` and ``Service.preview`` on a
SQLite file, each decision walked to the computer's move; the first step
of a position (which lists the legal moves and builds the steps) is
reported apart from the later ones (served from the cache).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from collections import Counter
from pathlib import Path
from time import perf_counter

from bench.stats import median, summary_ms
from bot.service import Service, User
from bot.service.builder import Node, build_tree, follow
from rules import registry
from rules.base import Game, State
from storage.store import Store

GUILD, CHANNEL = "bench", "builder"
FIRST_AND_CONFIRM = 2  # the tap on the turn message and the confirmation


def path_to(root: Node, notation: str) -> list[str]:
    """The tokens a player taps to reach ``notation``."""
    chosen: list[str] = []
    node = follow(root, [])
    while node.move is None:
        for choice, child in node.children:
            if notation in under(child):
                chosen.append(choice.token)
                node = follow(child, [])
                break
        else:
            raise LookupError(f"{notation} is not in the builder")
    return chosen


def under(node: Node) -> set[str]:
    """The notations of every move at or under ``node``."""
    if node.move is not None:
        return {node.move.notation}
    found: set[str] = set()
    for _choice, child in node.children:
        found |= under(child)
    return found


def deepest(node: Node) -> int:
    """The most steps any move of this tree takes."""
    node = follow(node, [])
    if node.move is not None:
        return 0
    return 1 + max(deepest(child) for _choice, child in node.children)


def seeded_decisions(game: Game, seed: int, players: int):
    """(state, seat, the computer's move) of every decision of one seeded
    game between the game's computer players."""
    state: State = game.setup([f"P{i + 1}" for i in range(players)], game.info.options({}), seed)
    computers = {s: game.computer_player(seed * 31 + s) for s in range(players)}
    while not game.is_over(state):
        acting = sorted(game.to_act(state))
        choices = {seat: computers[seat].choose(game, state, seat) for seat in acting}
        for seat in acting:
            yield state, seat, choices[seat]
        state, _ = game.apply(state, acting[0], choices[acting[0]])


def interactions(game: Game, seeds: int, players: int) -> dict:
    """The distribution of interactions per decision over seeded games."""
    chosen: Counter[int] = Counter()
    farthest: Counter[int] = Counter()
    legal: list[int] = []
    for seed in range(1, seeds + 1):
        for state, seat, move in seeded_decisions(game, seed, players):
            moves = game.legal_moves(state, seat)
            root = build_tree(game, state, seat, moves)
            legal.append(len(moves))
            chosen[len(path_to(root, move)) + FIRST_AND_CONFIRM] += 1
            farthest[deepest(root) + FIRST_AND_CONFIRM] += 1
    return {
        "decisions": sum(chosen.values()),
        "median_legal_moves": median(legal),
        "largest_legal_moves": max(legal, default=0),
        "chosen": {"median": median(list(chosen.elements())), "worst": max(chosen, default=0),
                   "distribution": dict(sorted(chosen.items()))},
        "farthest": {"median": median(list(farthest.elements())), "worst": max(farthest, default=0),
                     "distribution": dict(sorted(farthest.items()))},
    }


async def answer_times(key: str, players: int, seed: int, workdir: Path, max_decisions: int) -> dict:
    """Time every builder step and preview of one game played through the
    service."""
    store = await Store.open(workdir / f"builder-{key}.db")
    service = Service(store)
    users = [User(str(i + 1), f"P{i + 1}") for i in range(players)]
    first: list[float] = []
    later: list[float] = []
    previews: list[float] = []
    try:
        await service.new_game(GUILD, CHANNEL, key, users[0], seed=seed)
        for user in users[1:]:
            await service.join(GUILD, CHANNEL, user)
        await service.start(GUILD, CHANNEL, users[0])
        by_id = {u.id: u for u in users}
        for _ in range(max_decisions):
            table = await service.table(GUILD, CHANNEL)
            game, state = table.game, table.live
            if game.is_over(state):
                break
            seat = min(game.to_act(state))
            user = by_id[table.user_of(seat).user_id]
            notation = game.computer_player(seed + table.row.version).choose(game, state, seat)
            tokens = path_to(build_tree(game, state, seat, game.legal_moves(state, seat)), notation)
            version = table.row.version
            for taken in range(len(tokens) + 1):
                start = perf_counter()
                steps = await service.move_steps(GUILD, CHANNEL, user, tokens[:taken], version)
                (first if taken == 0 else later).append(perf_counter() - start)
            assert steps.move is not None and steps.move.notation == notation
            if steps.preview:
                start = perf_counter()
                await service.preview(GUILD, CHANNEL, user, notation, version)
                previews.append(perf_counter() - start)
            await service.move(GUILD, CHANNEL, user, notation, expected_version=version)
    finally:
        await store.close()
        service.executor.shutdown(wait=False)
    return {"first_step": summary_ms(first), "later_steps": summary_ms(later),
            "every_step": summary_ms(first + later), "preview": summary_ms(previews)}


def run(games: list[str], seeds: int, players: int, max_decisions: int) -> dict:
    results = {}
    with tempfile.TemporaryDirectory() as folder:
        for key in games:
            game = registry.get(key)
            seats = max(game.info.min_players, min(players, game.info.max_players))
            results[key] = {"players": seats, "interactions": interactions(game, seeds, seats),
                            "answer": asyncio.run(answer_times(key, seats, 1, Path(folder), max_decisions))}
    return results


def report(results: dict) -> list[str]:
    lines = ["| game | decisions | legal moves (median / largest) | interactions: chosen move (median / worst)"
             " | farthest move (median / worst) | distribution (chosen) | step ms (median / p99)"
             " | first step ms (median / p99) | preview ms (median / p99) |", "|---" * 9 + "|"]
    for key, result in results.items():
        inter, answer = result["interactions"], result["answer"]
        lines.append(
            f"| {key} | {inter['decisions']} | {inter['median_legal_moves']} / {inter['largest_legal_moves']}"
            f" | {inter['chosen']['median']} / {inter['chosen']['worst']}"
            f" | {inter['farthest']['median']} / {inter['farthest']['worst']}"
            f" | {inter['chosen']['distribution']}"
            f" | {answer['every_step']['median_ms']} / {answer['every_step']['p99_ms']}"
            f" | {answer['first_step']['median_ms']} / {answer['first_step']['p99_ms']}"
            f" | {answer['preview']['median_ms']} / {answer['preview']['p99_ms']} |")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.builder", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="", help="comma-separated game keys (default: every game)")
    parser.add_argument("--seeds", type=int, default=3, help="seeded games per title (default 3)")
    parser.add_argument("--players", type=int, default=4, help="seats per game (clamped to what it allows)")
    parser.add_argument("--decisions", type=int, default=400,
                        help="decisions timed through the service per title (default 400)")
    parser.add_argument("--json", type=Path, default=None, help="also write the results here")
    args = parser.parse_args(argv)
    games = [g.strip() for g in args.games.split(",") if g.strip()] or sorted(registry.games())
    results = run(games, args.seeds, args.players, args.decisions)
    print("\n".join(report(results)))
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
