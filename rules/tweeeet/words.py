"""Tweeeet in words: a bird's name in sentences, averages for
people, the alt text of the public picture and the status summary."""

from __future__ import annotations

from rules.base import ALT_TEXT_LIMIT, Game, State, seat_name

from .board import (
    COLS,
    FOOD_NAMES,
    TEAM_NAMES,
    TEAM_PLURALS,
    TEAMS,
    Board,
    bird_points,
    distances,
    energy,
    team_of,
    team_results,
    upgrade,
)

NAME_LIMIT = 32  # Discord's longest display name


def clip_name(name: str) -> str:
    """A player's name as the alt text writes it: at most 32 characters."""
    return name if len(name) <= NAME_LIMIT else name[: NAME_LIMIT - 3] + "..."


def bird_name(state: State, seat: int) -> str:
    """"Ann (Robin)": a player and the team their bird flies for."""
    return f"{seat_name(state, seat)} ({TEAM_NAMES[team_of(seat)]})"


def num(x: float) -> str:
    """An average for people: 5, 6.5, 3.33."""
    return str(int(x)) if x == int(x) else f"{x:.2f}".rstrip("0")


def alt_text(game: Game, state: State) -> str:
    """The public picture in words, written for Discord's 1,024
    characters (ALT_TEXT_LIMIT): who flies now (or that the game is over and
    which team won, with the sums), every bird with its player's name,
    place and score (energy is secret until the end: then every bird's
    points), and the last flight; then, while room is left, the rows on
    the table, team talk distances and the food on each row, northmost
    first. Names are cut to 32 characters (Discord's own limit), so six
    players always fit."""
    state = upgrade(state)
    names = [clip_name(n) for n in state["players"]]
    over = bool(state.get("over"))

    def bird(s: int) -> str:
        return f"{names[s]}'s {TEAM_NAMES[team_of(s)]}"

    head: list[str] = []
    if over:
        teams = team_results(state)
        r, b = teams["robin"]["average"], teams["bluethroat"]["average"]
        if r == b:
            head.append(f"Tweeeet is over: a tie, both teams share the win at {num(r)}.")
        else:
            win = "robin" if r > b else "bluethroat"
            lose = TEAMS[1 - TEAMS.index(win)]
            head.append(f"Tweeeet is over: the {TEAM_PLURALS[win]} win, average {num(teams[win]['average'])} "
                        f"against {num(teams[lose]['average'])}.")
    else:
        t = state["turn"]
        head.append(f"Tweeeet, Robins against Bluethroats. To fly: {bird(t)}, from {state['birds'][t]['pos']}.")
    places = []
    for s, b in enumerate(state["birds"]):
        where = {"nested": f"on the nest {b['pos']}", "out": "out"}.get(b["status"], f"at {b['pos']}")
        if over:
            where += f", scores {bird_points(state, s)}"
        places.append(f"{bird(s)} {where}")
    head.append("Birds: " + "; ".join(places) + ".")
    if over:
        for team, res in team_results(state).items():
            pts = " + ".join(str(p) if p >= 0 else f"({p})" for p in res["points"])
            head.append(
                f"{TEAM_PLURALS[team]}: {pts} = {res['total']} / {len(res['seats'])} = {num(res['average'])}."
            )
    else:
        head.append("Scores: each bird's energy is secret until every bird has nested or is out (out scores -1).")
    last = state.get("last")
    if last:
        what = f"ate a {FOOD_NAMES[last['food']]} (+{last['food']})" if last["food"] else "landed on the nest"
        head.append(f"Last flight: {bird(last['seat'])} from {last['from']} to {last['to']}, "
                    f"{last['cost']} space{'s' if last['cost'] != 1 else ''}, {what}.")
    extra: list[str] = []
    rows = state["rows"]
    pile = len(state["pile"])
    extra.append(f"Rows {rows[0]['row']} to {rows[-1]['row']} on the table; "
                 + ("the nest tile is laid." if Board(state).nest_laid
                    else f"{pile} tile{'s' if pile != 1 else ''} in the pile."))
    for d in [] if over else distances(state):
        a, b2 = d["seats"]
        extra.append(f"{names[a]} and {names[b2]} are {d['distance']} apart ({d['band']}).")
    for row in reversed(rows):
        food = [f"{COLS[c]}{row['row']} {FOOD_NAMES[v]}" for c, v in enumerate(row["food"]) if v]
        if food:
            extra.append(f"Food on row {row['row']}: " + ", ".join(food) + ".")
    text = " ".join(head)
    for line in extra:
        if len(text) + 1 + len(line) <= ALT_TEXT_LIMIT:
            text += " " + line
    return text[:ALT_TEXT_LIMIT]


def summary(game: Game, state: State, seat: int | None = None) -> str:
    state = upgrade(state)
    board = Board(state)
    names = state["players"]
    lines = []
    if state.get("over"):
        lines.append(game.standings(state)[0].detail)
    else:
        t = state["turn"]
        lines.append(f"{bird_name(state, t)} to fly from {state['birds'][t]['pos']}.")
    if seat is not None and not state.get("over"):
        lines.append(f"Your energy: {energy(state, seat)}.")
    birds = []
    for s, bird in enumerate(state["birds"]):
        where = {"nested": f"on the nest at {bird['pos']}", "out": "out of the game"}.get(
            bird["status"], f"at {bird['pos']}"
        )
        extra = f", energy {bird['energy']}" if state.get("over") else ""
        birds.append(f"{names[s]} ({TEAM_NAMES[team_of(s)]}) {where}{extra}")
    lines.append("Birds: " + "; ".join(birds) + ".")
    last = state.get("last")
    if last:
        what = FOOD_NAMES[last["food"]] if last["food"] else "nest"
        lines.append(
            f"Last flight: {names[last['seat']]} from {last['from']} to {last['to']} ({what}), "
            f"{last['cost']} space{'s' if last['cost'] != 1 else ''}."
        )
    for row in reversed(state["rows"]):
        parts = []
        food = [f"{FOOD_NAMES[v]} {COLS[c]}" for c, v in enumerate(row["food"]) if v]
        water = [COLS[c] for c, ch in enumerate(row["spaces"]) if ch == "~"]
        nests = [COLS[c] for c, ch in enumerate(row["spaces"]) if ch == "@"]
        if food:
            parts.append("food " + ", ".join(food))
        if water:
            parts.append("water " + ", ".join(water))
        if nests:
            parts.append("nests " + ", ".join(nests))
        if row["arrow"]:
            parts.append(f"arrow {row['arrow']}")
        name = {"start": " (start)", "nest": " (nest tile)"}.get(str(row["tile"]), "")
        lines.append(f"Row {row['row']}{name}: " + ("; ".join(parts) if parts else "all grass") + ".")
    pile = len(state["pile"])
    lines.append(
        "The nest tile is laid." if board.nest_laid
        else f"Tiles left in the pile: {pile} (the last one is the nest tile)."
    )
    for d in distances(state):
        a, b = d["seats"]
        lines.append(f"{names[a]} and {names[b]} are {d['distance']} apart: they may {d['band']}.")
    return "\n".join(lines)
