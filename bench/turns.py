"""Turn latency of one game through the session service, with its parts and
floors measured on the same positions, growth with history and picture size.

Simulated players are human seats: each picks its move with the game's own
seeded computer player (outside the timed region: that is the player's
thinking time) and submits it with ``Service.move``. The turn is the time
``Service.move`` takes: read the table, validate and apply in the thread
pool, commit to SQLite on disk, draw the public picture to PNG bytes. The
same position is then replayed locally to time the parts in isolation.
"""

from __future__ import annotations

import inspect
import traceback
from dataclasses import dataclass, replace
from pathlib import Path
from time import perf_counter, process_time

import render
import storage
from bench.probes import (
    CommitFloor,
    LoopTicker,
    PgCommitFloor,
    TimedStore,
    covered,
    make_service,
    picture_parts,
    pool_cpu_seconds,
    time_executor,
    warm_pool,
)
from bench.stats import median, ratio, slope, summary_ms
from bot.i18n import Words
from bot.service import Service, User
from render.base import exact_palette, octree_palette, to_png
from rules.base import Game, dumps, normalise

GUILD = "bench"


@dataclass
class TurnConfig:
    min_moves: int = 300  # play seeded games until at least this many moves are timed...
    min_games: int = 2  # ...and at least this many games
    max_games: int = 12
    max_moves_per_game: int | None = None  # cap a game (quick mode); None: play to the end
    parts_every: int = 1  # time the isolated parts every n-th move
    growth_early: int = 10
    growth_late: int = 200
    window: int = 2  # growth compares moves k-window..k+window
    seed: int = 1000
    players: int = 4  # table size (clamped to what the game allows)
    # history probe: the same position (after move ``history_at``) played
    # with a move log padded to each of these lengths
    history_at: int = 10
    history_lengths: tuple[int, ...] = (10, 1000, 10000)
    history_repeats: int = 15


def renderer_missing(key: str) -> str | None:
    try:
        module = render.renderer(key)
    except ImportError as error:
        return f"no renderer render/{key}.py ({error})"
    if not hasattr(module, "board"):
        return f"render/{key}.py has no board(view)"
    return None


def table_size(game: Game, wanted: int) -> int:
    return max(game.info.min_players, min(wanted, game.info.max_players))


async def open_table(service: Service, key: str, channel: str, users: list[User], seed: int):
    await service.new_game(GUILD, channel, key, users[0], seed=seed)
    for user in users[1:]:
        await service.join(GUILD, channel, user)
    return await service.start(GUILD, channel, users[0])


async def play_game(game: Game, service: Service, timed: TimedStore, executor_box: dict,
                    floor: CommitFloor | PgCommitFloor, cfg: TurnConfig, index: int, players: int,
                    ticker: LoopTicker | None = None, statements: dict | None = None,
                    pool=None) -> dict:
    key = game.info.key
    seed = cfg.seed + index
    channel = f"{key}-{index}"
    users = [User(f"u{s}", f"P{s}") for s in range(players)]
    await open_table(service, key, channel, users, seed)
    table = await service.table(GUILD, channel)
    state = game.setup([u.name for u in users], game.info.options({}), seed)
    if dumps(state) != dumps(table.state):
        raise RuntimeError("the service's opening state differs from setup() with the same seed")
    pickers = {s: game.computer_player(seed * 101 + s) for s in range(players)}
    samples: list[dict] = []
    script: list[list] = []
    sizes = [len(dumps(state).encode())]
    last_png = b""
    i = 0
    while not game.is_over(state):
        if cfg.max_moves_per_game is not None and i >= cfg.max_moves_per_game:
            break
        seat = sorted(game.to_act(state))[0]
        notation = normalise(pickers[seat].choose(game, state, seat))
        timed.reset()
        executor_box["elapsed"] = 0.0
        executor_box["intervals"] = []
        if ticker is not None:
            ticker.active = True
        sql_before = statements["n"] if statements is not None else 0
        cpu = process_time() + pool_cpu_seconds(pool)
        start = perf_counter()
        reply = await service.move(GUILD, channel, users[seat], notation)
        turn = perf_counter() - start
        cpu = process_time() + pool_cpu_seconds(pool) - cpu
        if ticker is not None:  # the isolated parts below run on the loop: not the service's stall
            ticker.active = False
        sample = {
            "game": index, "move": i, "seat": seat, "turn": turn, "turn_cpu": cpu,
            "storage": timed.elapsed, "executor": executor_box["elapsed"],
            "awaited": covered(timed.intervals + executor_box["intervals"]),
            "store_calls": sum(timed.calls.values()),
            "sql_statements": (statements["n"] - sql_before) if statements is not None else None,
            "notices": timed.calls.get("add_notice", 0),
            "png_bytes": len(reply.picture.png) if reply.picture else None,
        }
        last_png = reply.picture.png if reply.picture else last_png
        if i % cfg.parts_every == 0:
            t0 = perf_counter()
            new_state, events = game.apply(state, seat, notation)
            t1 = perf_counter()
            view = game.view(new_state, None)
            viewed = perf_counter() - t1
            if pool is not None:  # drawn and encoded where the bot does it
                draw, encode, size = pool.submit(picture_parts, key, view).result()
            else:
                draw, encode, size = picture_parts(key, view)
            text = dumps(new_state)
            public = " ".join(e.text for e in events if not e.private)
            commit = floor.commit(seat, notation, public, text)
            if inspect.isawaitable(commit):
                commit = await commit
            sample.update(rules=t1 - t0, draw=viewed + draw, encode=encode, render=viewed + draw + encode,
                          commit=commit, image=size)
        else:
            new_state, events = game.apply(state, seat, notation)
            text = dumps(new_state)
        state = new_state
        sample["state_bytes"] = len(text.encode())
        sizes.append(sample["state_bytes"])
        samples.append(sample)
        script.append([seat, notation])
        i += 1
    final = await service.table(GUILD, channel)
    if dumps(final.state) != dumps(state):
        raise RuntimeError("the service's state drifted from the local replay of the same moves")
    final_view = game.view(state, None)
    final_image = render.board(key, final_view, Words())
    over = game.is_over(state)
    if not over:  # capped (quick mode): free the channel
        await service.abort(GUILD, channel, replace(users[0], can_manage=True))  # the bench frees its channel
    return {
        "samples": samples,
        "sizes": sizes,
        "final_view": final_view,
        "script": {"kind": key, "seed": seed, "players": players, "moves": script, "complete": over},
        "picture": {"final_png_bytes": len(last_png), "final_size": list(final_image.size),
                    "game_over": over, "moves": i},
    }


def encode_variants(image, repeat: int = 5) -> dict:
    """What the encode floor is made of, and what cheaper encodings would
    cost, on one final picture (median of ``repeat`` runs, ms; bytes)."""
    import io

    from PIL import Image

    rgb = image.convert("RGB")

    def timed(fn):
        times, size = [], None
        for _ in range(repeat):
            t = perf_counter()
            size = fn()
            times.append(perf_counter() - t)
        return {"ms": round(median(times) * 1000, 2), "bytes": size}

    def save(img, **kw):
        buffer = io.BytesIO()
        img.save(buffer, "PNG", **kw)
        return len(buffer.getvalue())

    quantized = rgb.quantize(colors=256, method=Image.Quantize.FASTOCTREE)
    colours = rgb.getcolors(maxcolors=256)
    decoded = Image.open(io.BytesIO(to_png(image))).convert("RGB")
    extra = {}
    if colours is not None:
        extra = {
            "exact palette (to_png's way) only": timed(lambda: exact_palette(rgb) and None),
            "octree palette, zlib 3 (to_png before 2026-12-01)": timed(
                lambda: save(octree_palette(rgb), compress_level=3)),
        }
    return {
        "size_px": list(rgb.size),
        "colours_at_most_256": colours is not None,
        "colours": len(colours) if colours is not None else ">256",
        "to_png_keeps_colours_exact": decoded.tobytes() == rgb.tobytes(),
        "to_png (project)": timed(lambda: len(to_png(image))),
        "getcolors(256) only": timed(lambda: rgb.getcolors(maxcolors=256) and None),
        "quantize only": timed(lambda: rgb.quantize(colors=256, method=Image.Quantize.FASTOCTREE) and None),
        "save quantized, zlib 6": timed(lambda: save(quantized)),
        "save quantized, zlib 1": timed(lambda: save(quantized, compress_level=1)),
        "save RGB, zlib 6": timed(lambda: save(rgb, compress_level=6)),
        "save RGB, zlib 1": timed(lambda: save(rgb, compress_level=1)),
        **extra,
    }


async def history_probe(game: Game, service: Service, timed: TimedStore, cfg: TurnConfig,
                        players: int) -> dict | None:
    """History length alone: play ``history_at`` moves, then time the same
    next move from the same position while the game's move log is padded
    with filler rows to each length in ``history_lengths`` (the position is
    restored before every timed move). Nothing else differs, so any growth
    is the history's."""
    if not cfg.history_lengths or cfg.history_repeats <= 0:
        return None
    key = game.info.key
    channel = f"{key}-history"
    users = [User(f"u{s}", f"P{s}") for s in range(players)]
    seed = cfg.seed + 999
    await open_table(service, key, channel, users, seed)
    table = await service.table(GUILD, channel)
    game_id, state = table.row.id, table.state
    pickers = {s: game.computer_player(seed * 101 + s) for s in range(players)}
    for _ in range(cfg.history_at):
        if game.is_over(state):
            break
        seat = sorted(game.to_act(state))[0]
        notation = normalise(pickers[seat].choose(game, state, seat))
        await service.move(GUILD, channel, users[seat], notation)
        state, _ = game.apply(state, seat, notation)
    if game.is_over(state):
        await service.abort(GUILD, channel, replace(users[0], can_manage=True))  # the bench frees its channel
        return {"skipped": f"the game ended before move {cfg.history_at}"}
    position = dumps(state)
    seat = sorted(game.to_act(state))[0]
    notation = normalise(pickers[seat].choose(game, state, seat))
    store = timed._store
    have = await store.move_count(game_id)
    rows = []
    for target in cfg.history_lengths:
        while have < target:  # pad the log; the position stays the same
            chunk = min(2000, target - have)
            version = (await store.game(game_id)).version
            await store.commit_moves(game_id, version, [(seat, "filler", "")] * chunk, position)
            have += chunk
        turns, storage = [], []
        for _ in range(cfg.history_repeats):
            version = (await store.game(game_id)).version
            await store.commit_moves(game_id, version, [], position)  # back to the same position
            timed.reset()
            start = perf_counter()
            await service.move(GUILD, channel, users[seat], notation)
            turns.append(perf_counter() - start)
            storage.append(timed.elapsed)
            have += 1
        rows.append({"history_moves": target, "turn": summary_ms(turns), "storage": summary_ms(storage)})
    await service.abort(GUILD, channel, replace(users[0], can_manage=True))  # the bench frees its channel
    first, last = rows[0], rows[-1]
    return {
        "at_move": cfg.history_at,
        "repeats": cfg.history_repeats,
        "by_history": rows,
        "turn_longest_over_shortest": ratio(last["turn"]["median_ms"], first["turn"]["median_ms"]),
        "storage_longest_over_shortest": ratio(last["storage"]["median_ms"], first["storage"]["median_ms"]),
    }


def _phase(move: int, length: int) -> str:
    if move < length / 3:
        return "early"
    if move < 2 * length / 3:
        return "mid"
    return "late"


def _parts(samples: list[dict]) -> dict:
    return {
        name: summary_ms(s[name] for s in samples if s.get(name) is not None)
        for name in ("turn", "turn_cpu", "rules", "storage", "draw", "encode", "render", "commit",
                     "executor")
    }


def _ratios(parts: dict) -> dict:
    """turn / (encode floor + commit floor), for the median and the p99."""
    turn, enc, com = parts["turn"], parts["encode"], parts["commit"]
    out = {}
    for stat in ("median_ms", "p99_ms"):
        if enc[stat] is None or com[stat] is None:
            out[stat.replace("_ms", "")] = None
        else:
            out[stat.replace("_ms", "")] = ratio(turn[stat], enc[stat] + com[stat])
    return out


def analyse(game: Game, players: int, runs: list[dict], cfg: TurnConfig) -> dict:
    samples = [s for run in runs for s in run["samples"]]
    lengths = [len(run["samples"]) for run in runs]
    by_phase: dict[str, list[dict]] = {"early": [], "mid": [], "late": []}
    for run in runs:
        n = len(run["samples"])
        for s in run["samples"]:
            s["phase"] = _phase(s["move"], n)
            by_phase[s["phase"]].append(s)
    parts = _parts(samples)
    phases = {}
    for name, group in by_phase.items():
        p = _parts(group)
        phases[name] = {"turn": p["turn"], "rules": p["rules"], "storage": p["storage"],
                        "render": p["render"], "encode": p["encode"], "commit": p["commit"],
                        "ratio": _ratios(p)}
    # on-loop service work: what the turn spends neither in the store nor in the pool
    # awaits of the store and the executors overlap (the picture is drawn
    # while the move is committed): their union is what the loop did not do
    other = [s["turn"] - s.get("awaited", s["storage"] + s["executor"]) for s in samples]

    # growth: move ~10 against move ~200 (or the longest the game got) of the same game
    early_w, late_w, late_moves = [], [], []
    for run in runs:
        n = len(run["samples"])
        if n == 0:
            continue
        early_k = min(cfg.growth_early, n - 1)
        late_k = min(cfg.growth_late, n - 1 - cfg.window) if n - 1 - cfg.window > early_k else n - 1
        late_moves.append(late_k)
        for s in run["samples"]:
            if abs(s["move"] - early_k) <= cfg.window:
                early_w.append(s)
            if abs(s["move"] - late_k) <= cfg.window:
                late_w.append(s)
    growth = {"early_move": cfg.growth_early, "late_move_target": cfg.growth_late,
              "late_moves": late_moves, "window": cfg.window}
    for name in ("turn", "rules", "storage", "render", "state_bytes"):
        a = median([s[name] for s in early_w if s.get(name) is not None])
        b = median([s[name] for s in late_w if s.get(name) is not None])
        if name == "state_bytes":
            growth["state_bytes_early"], growth["state_bytes_late"] = a, b
        else:
            growth[f"{name}_early_ms"] = round(a * 1000, 3) if a is not None else None
            growth[f"{name}_late_ms"] = round(b * 1000, 3) if b is not None else None
        growth[f"{name}_late_over_early"] = ratio(b, a)

    # state size against moves played
    longest = max(runs, key=lambda r: len(r["sizes"]))["sizes"]
    xs = [k for run in runs for k in range(len(run["sizes"]))]
    ys = [b for run in runs for b in run["sizes"]]
    step = max(1, len(longest) // 40)
    curve = [[k, longest[k]] for k in range(0, len(longest), step)]
    if curve[-1][0] != len(longest) - 1:
        curve.append([len(longest) - 1, longest[-1]])
    fit = slope(xs, ys)
    state_size = {
        "initial_bytes": longest[0],
        "final_bytes": longest[-1],
        "max_bytes": max(ys),
        "bytes_per_move": round(fit, 2) if fit is not None else None,
        "curve_moves_bytes": curve,
    }

    pictures = [run["picture"] for run in runs]
    finished = [p for p in pictures if p["game_over"]] or pictures
    png_all = [s["png_bytes"] for s in samples if s.get("png_bytes")]
    picture = {
        "players": players,
        "final_png_bytes": max(p["final_png_bytes"] for p in finished),
        "final_png_bytes_median": median([p["final_png_bytes"] for p in finished]),
        "final_size_px": finished[0]["final_size"],
        "final_is_game_end": finished[0]["game_over"],
        "max_png_bytes_any_turn": max(png_all) if png_all else None,
    }
    notices = [s["notices"] for s in samples]
    return {
        "status": "ok",
        "players": players,
        "games": len(runs),
        "moves": len(samples),
        "game_lengths": lengths,
        "finished_games": sum(1 for p in pictures if p["game_over"]),
        "turn": parts["turn"],
        "turn_cpu": parts["turn_cpu"],
        "phases": phases,
        "parts": {k: parts[k] for k in ("rules", "storage", "render", "draw", "executor")},
        "service_on_loop": summary_ms(other),
        "floors": {"encode": parts["encode"], "commit": parts["commit"]},
        "ratio": _ratios(parts),
        "store_calls_per_turn": median([s["store_calls"] for s in samples]),
        "sql_statements_per_turn": median([s["sql_statements"] for s in samples
                                           if s.get("sql_statements") is not None]),
        "notices_per_turn": round(sum(notices) / len(notices), 3) if notices else None,
        "growth": growth,
        "state_size": state_size,
        "picture": picture,
        "samples": _columns(samples),
    }


SAMPLE_COLUMNS = ("game", "move", "seat", "phase", "turn", "turn_cpu", "storage", "executor", "awaited", "rules",
                  "draw", "encode", "commit", "store_calls", "sql_statements", "notices", "state_bytes",
                  "png_bytes")


def _columns(samples: list[dict]) -> dict:
    """Every move's figures, column-wise (seconds rounded to 0.01 ms)."""
    rows = []
    for s in samples:
        row = []
        for c in SAMPLE_COLUMNS:
            v = s.get(c)
            row.append(round(v * 1000, 2) if isinstance(v, float) else v)
        rows.append(row)
    return {"columns": list(SAMPLE_COLUMNS), "units": "times in ms", "rows": rows}


async def bench_game(game: Game, workdir: Path, cfg: TurnConfig, log=print,
                     render_processes: int = 0, store_under_test=None) -> tuple[dict, list[dict]]:
    """Measure one game. Returns (result, scripts of the games played).
    ``render_processes`` > 0: pictures drawn in a pool of that many processes,
    as the bot does. ``store_under_test``: a :class:`bench.stores.Store`
    (default: SQLite in ``workdir``) that makes the fresh database, opened
    with :func:`storage.connect`."""
    key = game.info.key
    missing = renderer_missing(key)
    if missing:
        return {"status": "skipped", "reason": missing}, []
    players = table_size(game, cfg.players)
    if store_under_test is None:
        db = workdir / f"turns-{key}.db"
        for suffix in ("", "-wal", "-shm"):
            Path(str(db) + suffix).unlink(missing_ok=True)
        target = str(db)
    else:
        target = await store_under_test.fresh(f"turns-{key}")
    store = await storage.connect(target)
    service, pool = make_service(store, render_processes)
    if pool is not None:  # start the workers and their imports, untimed
        names = [f"P{s}" for s in range(players)]
        view = game.view(game.setup(names, game.info.options({}), cfg.seed), None)
        warm_pool(pool, render.board_png, [(key, view, Words())] * (2 * render_processes))
    statements: dict | None = None
    floor: CommitFloor | PgCommitFloor
    if store.dialect == "sqlite":
        statements = {"n": 0}

        def count(_sql: str) -> None:  # runs in aiosqlite's thread
            statements["n"] += 1

        await store.db.set_trace_callback(count)
        pragmas = {}
        for name in ("journal_mode", "synchronous"):
            async with store.db.execute(f"PRAGMA {name}") as cursor:
                pragmas[name] = (await cursor.fetchone())[0]
        floor = CommitFloor(workdir / f"floor-{key}.db", **pragmas)
    else:  # the floor on the same server, in the same schema
        floor = await PgCommitFloor.open(target)
    timed = TimedStore(store)
    service.store = timed
    executor_box = time_executor(service)
    ticker = LoopTicker()
    ticker.active = False
    ticker.start()
    runs: list[dict] = []
    started = perf_counter()
    try:
        moves = 0
        index = 0
        while index < cfg.max_games and (index < cfg.min_games or moves < cfg.min_moves):
            run = await play_game(game, service, timed, executor_box, floor, cfg, index, players, ticker,
                                  statements, pool)
            runs.append(run)
            moves += len(run["samples"])
            index += 1
            if not run["samples"]:
                break
        stall = await ticker.stop()
        history = await history_probe(game, service, timed, cfg, players) if moves else None
        if not moves:
            return {"status": "error", "reason": "no move was played"}, []
        result = analyse(game, players, runs, cfg)
        result["loop_stall_single_game"] = stall
        result["history"] = history
        result["render_processes"] = render_processes if pool is not None else 0
        result["store"] = store.dialect
        if store.dialect == "sqlite":
            result["sqlite_pragmas"] = floor.pragmas
        else:
            result["postgresql_settings"] = floor.pragmas
        biggest = max(runs, key=lambda r: r["picture"]["final_png_bytes"])
        result["encode_variants"] = encode_variants(render.board(key, biggest["final_view"], Words()))
        result["seconds"] = round(perf_counter() - started, 1)
        if store_under_test is not None:
            result["db_bytes"] = await store_under_test.size_bytes(target)
        else:
            result["db_bytes"] = sum(Path(target + s).stat().st_size for s in ("", "-wal")
                                     if Path(target + s).exists())
        return result, [run["script"] for run in runs]
    except Exception as error:  # noqa: BLE001 - one broken game must not stop the others
        if not ticker._stop:
            await ticker.stop()
        tb = traceback.format_exc(limit=6)
        log(f"  {key}: ERROR {type(error).__name__}: {error}")
        return {"status": "error", "reason": f"{type(error).__name__}: {error}", "traceback": tb,
                "games_completed": len(runs)}, [run["script"] for run in runs]
    finally:
        if isinstance(floor, PgCommitFloor):
            await floor.aclose()
        else:
            floor.close()
        await store.close()
        service.executor.shutdown(wait=True)
        if pool is not None:
            pool.shutdown(wait=True)
