"""The printed table (also pasted into bench/README.md)."""

from __future__ import annotations


def _f(value, digits: int = 1, unit: str = "") -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.{digits}f}{unit}"
    return f"{value}{unit}"


def _grid(headers: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(headers)]
    line = "| " + " | ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True)) + " |"
    rule = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    body = ["| " + " | ".join(c.rjust(w) if i else c.ljust(w)
                              for i, (c, w) in enumerate(zip(r, widths, strict=True))) + " |"
            for r in rows]
    return "\n".join([line, rule, *body])


def table(report: dict) -> str:
    meta = report["meta"]
    m = meta["machine"]
    out = [
        f"Benchmark ({meta['mode']}) {meta['date']}, commit {meta.get('git_commit') or '?'}: "
        f"{m['cpu_count']} x {m['cpu_model']}, Python {m['python']}, Pillow {m['pillow']}, "
        f"SQLite {m['sqlite']}; pictures in {meta.get('render_processes') or 'no'} process(es); "
        f"load average {meta['loadavg_start']} -> {meta.get('loadavg_end')}; "
        f"{meta.get('seconds')} s",
    ]
    notes = list(meta.get("notes", []))
    stores = report.get("stores") or [{"name": "sqlite", "games": report["games"], "load": report["load"]}]
    if len(stores) > 1:
        out += ["", *side_by_side(stores)]
    for entry in stores:
        if len(stores) > 1 or entry.get("dialect", "sqlite") != "sqlite":
            out += ["", f"== Store: {entry['name']}{_server_text(entry)} =="]
        if entry.get("error"):
            notes.append(f"store {entry['name']}: {entry['error']}")
        out += details(entry["games"], entry["load"], notes)
        if entry.get("processes"):
            out += ["", *processes_table(entry["processes"], notes)]
    out += ["", "Targets (reported, not asserted):"]
    rows = []
    for t in report["targets"]:
        verdict = {True: "met", False: "MISSED", None: "n/a"}[t["met"]]
        value = t["value"]
        shown = _f(value, 2) if isinstance(value, float) else _f(value)
        rows.append([t["target"], t["subject"], f"{shown} {t['unit']}", f"{t['limit']:g} {t['unit']}", verdict])
    out.append(_grid(["target", "subject", "value", "limit", "verdict"], rows))
    if notes:
        out += ["", "Notes:", *(f"- {n}" for n in notes)]
    return "\n".join(out)


def _server_text(entry: dict) -> str:
    server = entry.get("server") or {}
    if not server:
        return ""
    return (f" (PostgreSQL {server.get('version')}, fsync {server.get('fsync')}, synchronous_commit "
            f"{server.get('synchronous_commit')}, shared_buffers {server.get('shared_buffers')}"
            f"{', a throwaway server' if entry.get('throwaway_server') else ''})")


def side_by_side(stores: list[dict]) -> list[str]:
    """Turn latency per game and throughput, one column group per store."""
    names = [e["name"] for e in stores]
    out = ["Stores side by side: turn through the service (ms, median / p99) and storage part (median, ms):"]
    keys = sorted({k for e in stores for k, r in e["games"].items() if r.get("status") == "ok"})
    rows = []
    for key in keys:
        row = [key]
        for e in stores:
            r = e["games"].get(key) or {}
            if r.get("status") != "ok":
                row += ["-", "-"]
                continue
            row += [f"{_f(r['turn']['median_ms'])} / {_f(r['turn']['p99_ms'])}",
                    _f(r["parts"]["storage"]["median_ms"], 2)]
        rows.append(row)
    headers = ["game"]
    for name in names:
        headers += [f"{name} turn", f"{name} storage"]
    out.append(_grid(headers, rows))
    out += ["", "Throughput (saturated, moves/s accepted; latency p99 ms):"]
    rows = []
    sizes = sorted({entry["games"] for e in stores for entry in e["load"] if "error" not in entry})
    for n in sizes:
        row = [f"{n} games, 1 process"]
        for e in stores:
            hit = next((x for x in e["load"] if x.get("games") == n and "error" not in x), None)
            row.append(f"{_f(hit['moves_per_second'])} ({_f(hit['latency']['p99_ms'], 0)})" if hit else "-")
        rows.append(row)
    counts = sorted({p["processes"] for e in stores for p in e.get("processes", [])})
    for count in counts:
        row = []
        for e in stores:
            hit = next((x for x in e.get("processes", []) if x["processes"] == count and "moves_per_second" in x),
                       None)
            if hit is not None and not row:
                row.append(f"{count} process(es) x {hit['games_per_process']} games")
            row.append(f"{_f(hit['moves_per_second'])} ({_f(hit['latency_p99_ms'], 0)})" if hit else "-")
        if row:
            rows.append(row if len(row) == len(stores) + 1 else [f"{count} process(es)", *row])
    out.append(_grid(["load", *names], rows))
    return out


def processes_table(entries: list[dict], notes: list[str]) -> list[str]:
    out = ["Load processes sharing one database (saturated, each process its own games; moves/s summed):"]
    rows = []
    for p in entries:
        if "moves_per_second" not in p:
            rows.append([str(p["processes"]), "error"] + ["-"] * 9)
            notes.extend(f"{p['processes']} process(es): {e[-200:]}" for e in p["errors"])
            continue
        conn = p.get("connections") or {}
        pools = [x for x in p.get("connection_pools") or [] if x]
        rows.append([
            str(p["processes"]) + (" (tasks)" if p.get("in_one_process") else ""),
            f"{p['games_per_process']}",
            " + ".join(_f(x["moves_per_second"]) for x in p["per_process"] if "moves_per_second" in x)
            + f" = {_f(p['moves_per_second'])}",
            _f(p["cpu_utilisation"], 2),
            _f(p.get("moves_per_cpu_second")),
            " / ".join(_f(m) for m in p["latency_median_ms"]) + f" ; {_f(p['latency_p99_ms'])}",
            "-" if conn.get("max") is None else f"{conn['max']} (median {_f(conn['median'])})",
            " + ".join(str(x["max_size"]) for x in pools) if pools else "-",
            _f(conn.get("server_cpu_ms_per_move"), 2),
            _f(conn.get("rollbacks_per_move"), 2),
            str(p["failures"]),
        ])
        if p["failures"]:
            notes.append(f"{p['processes']} process(es): failures e.g. {p['failure_examples'][:2]}")
        if p["errors"]:
            notes.extend(f"{p['processes']} process(es): {e[-200:]}" for e in p["errors"])
    out.append(_grid(["processes", "games each", "moves/s", "bot CPU (cores)", "moves per bot CPU-s",
                      "latency med each ; worst p99 ms", "DB connections seen", "pool max each",
                      "server CPU ms/move", "DB rollbacks/move", "failures"], rows))
    return out


def details(games: dict, loads: list[dict], notes: list[str]) -> list[str]:
    """The sections of one store: turns, growth, history, load, paced load."""
    out = ["Turn through the service (ms; wall median / p99, CPU median), parts and floors (medians, ms):"]
    rows = []
    for key, r in games.items():
        if r.get("status") != "ok":
            notes.append(f"{key}: {r.get('status')} - {r.get('reason')}")
            continue
        ph = r["phases"]
        rows.append([
            key,
            f"{r['moves']}/{r['games']}",
            f"{_f(r['turn']['median_ms'])} / {_f(r['turn']['p99_ms'])}",
            _f(r["turn_cpu"]["median_ms"]),
            f"{_f(ph['early']['turn']['p99_ms'])} / {_f(ph['mid']['turn']['p99_ms'])} / "
            f"{_f(ph['late']['turn']['p99_ms'])}",
            _f(r["parts"]["rules"]["median_ms"], 2),
            _f(r["parts"]["storage"]["median_ms"], 2),
            _f(r["parts"]["render"]["median_ms"]),
            _f(r["floors"]["encode"]["median_ms"]),
            _f(r["floors"]["commit"]["median_ms"], 3),
            _f(r["ratio"]["median"], 2),
            _f(r["service_on_loop"]["median_ms"], 2),
            _f(r["loop_stall_single_game"]["max_stall_ms"]),
        ])
    out.append(_grid(["game", "moves/games", "turn med / p99", "turn CPU", "p99 early / mid / late", "rules",
                      "storage", "render", "encode floor", "commit floor", "turn/floor", "on loop", "max stall"], rows))
    out += ["", "Growth, state and picture:"]
    rows = []
    for key, r in games.items():
        if r.get("status") != "ok":
            continue
        g, s, p = r["growth"], r["state_size"], r["picture"]
        late = sorted(set(g["late_moves"]))
        late_txt = str(late[0]) if len(late) == 1 else f"{min(late)}-{max(late)}"
        rows.append([
            key,
            f"10 vs {late_txt}",
            f"{_f(g['turn_early_ms'])} -> {_f(g['turn_late_ms'])} ({_f(g['turn_late_over_early'], 2)}x)",
            f"{_f(g['storage_early_ms'], 2)} -> {_f(g['storage_late_ms'], 2)}",
            f"{_f(g['render_early_ms'])} -> {_f(g['render_late_ms'])}",
            f"{s['initial_bytes']} -> {s['final_bytes']} ({_f(s['bytes_per_move'], 1)}/move)",
            f"{p['final_png_bytes'] / 1024:.0f} KB {p['final_size_px'][0]}x{p['final_size_px'][1]} ({p['players']}p)",
            f"{(p['max_png_bytes_any_turn'] or 0) / 1024:.0f} KB",
        ])
    out.append(_grid(["game", "moves", "turn ms", "storage ms", "render ms", "state bytes",
                      "final picture", "largest picture"], rows))
    rows = []
    for key, r in games.items():
        h = r.get("history") if r.get("status") == "ok" else None
        if not h or not h.get("by_history"):
            continue
        rows.append([key, str(h["at_move"])] + [
            f"{_f(b['turn']['median_ms'])} / {_f(b['storage']['median_ms'], 2)}" for b in h["by_history"]
        ] + [_f(h["turn_longest_over_shortest"], 2)])
    if rows:
        lengths = next(r["history"]["by_history"] for r in games.values()
                       if r.get("status") == "ok" and (r.get("history") or {}).get("by_history"))
        out += ["", "History alone (same position, move log padded; turn / storage medians, ms):"]
        rows = [r for r in rows if len(r) == len(lengths) + 3]
        out.append(_grid(["game", "at move"] + [f"{b['history_moves']} in log" for b in lengths]
                         + ["longest / shortest"], rows))
    out += ["", "Load (one event loop, simulated players without think time):"]
    rows = []
    for load in loads:
        if "error" in load:
            rows.append([str(load["games"]), "error", "-", "-", "-", "-", "-", "-", "-", "-", "-"])
            notes.append(f"load {load['games']}: {load['error'][-200:]}")
            continue
        rows.append([
            str(load["games"]),
            _f(load["moves_per_second"]),
            _f(load.get("cpu_utilisation"), 2),
            f"{_f(load['latency']['median_ms'])} / {_f(load['latency']['p99_ms'])}",
            _f(load["loop_stall"]["max_stall_ms"]),
            _f(max((g["max_ms"] or 0) for g in load["gc_pauses"].values()) if load.get("gc_pauses") else None),
            _f(load.get("total_peak_rss_mb", load["peak_rss_mb"])),
            f"{load['db_bytes'] / 1e6:.1f}",
            f"{load['open_seconds']:.0f}",
            _f((load.get("connections") or {}).get("max")),
            str(sum(load["failures"].values())),
        ])
        if load["failures"]:
            notes.append(f"load {load['games']}: failures {load['failures']} e.g. {load['failure_examples'][:2]}")
    out.append(_grid(["games", "moves/s", "CPU used (cores)", "latency med / p99 ms", "max stall ms", "longest GC ms",
                      "peak RSS MB (all processes)", "DB MB", "opening s", "DB connections", "failures"], rows))
    paced = [entry for entry in loads if entry.get("paced")]
    if paced:
        out += ["", "Paced load (players think: exponential, mean games / offered rate):"]
        rows = []
        for load in paced:
            p = load["paced"]
            rows.append([
                str(load["games"]),
                _f(p["offered_moves_per_second"]),
                _f(p["moves_per_second"]),
                _f(p.get("cpu_utilisation"), 2),
                f"{_f(p['latency']['median_ms'])} / {_f(p['latency']['p99_ms'])}",
                _f(p["loop_stall"]["max_stall_ms"]),
                _f(max((g["max_ms"] or 0) for g in p["gc_pauses"].values())),
            ])
        out.append(_grid(["games", "offered moves/s", "accepted moves/s", "CPU used (cores)",
                          "latency med / p99 ms", "max stall ms", "longest GC ms"], rows))
    return out


def main(argv: list[str] | None = None) -> int:
    """``python -m bench.report [JSON]``: print the table of a saved run."""
    import json
    import sys
    from pathlib import Path

    args = sys.argv[1:] if argv is None else argv
    path = Path(args[0]) if args else Path(__file__).resolve().parent / "results" / "latest.json"
    print(table(json.loads(path.read_text())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
