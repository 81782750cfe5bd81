"""Tweeeet in words: every sentence the engine gives a reader as data (a
catalogue message of the domain ``tweeeet`` with named arguments, issue 31;
bot/i18n/locales/*/tweeeet.ftl), a bird's name in sentences, averages for
people, the alt text of the public picture and the status summary.

Names, space labels, tile ids and the sums of a score sheet ("5 + (-1)")
are data and stay as they are; a team, a food, a bird's status or a
team-talk band is a selector word the catalogue writes in its language."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.base import ALT_TEXT_LIMIT, Game, State, Text, joined, say, seat_name

from .board import (
    COLS,
    FOOD_NAMES,
    TEAMS,
    Board,
    bird_points,
    distances,
    energy,
    nest_laid,
    team_of,
    team_results,
    upgrade,
)

NAME_LIMIT = 32  # Discord's longest display name


def clip_name(name: str) -> str:
    """A player's name as the alt text writes it: at most 32 characters."""
    return name if len(name) <= NAME_LIMIT else name[: NAME_LIMIT - 3] + "..."


def bird_called(name: str, seat: int) -> Text:
    """"Ann (Robin)": a player and the team their bird flies for."""
    return say("tweeeet-bird", name=name, team=team_of(seat))


def bird_name(state: State, seat: int) -> Text:
    """"Ann (Robin)" for a seat of ``state``."""
    return bird_called(seat_name(state, seat), seat)


def bird_of(name: str, seat: int) -> Text:
    """"Ann's Robin": the bird a player flies."""
    return say("tweeeet-bird-of", name=name, team=team_of(seat))


def num(x: float) -> str:
    """An average for people: 5, 6.5, 3.33 (as English writes it; the
    catalogue writes an average as its locale does, with at most 2
    decimals)."""
    return str(int(x)) if x == int(x) else f"{x:.2f}".rstrip("0")


def and_list(parts: Sequence[Any]) -> Any:
    """"a, b and c": several clauses as one (the last joined by the
    catalogue's "and", with no comma before it as the engine always wrote)."""
    if len(parts) == 1:
        return parts[0]
    return say("tweeeet-and", rest=joined(parts[:-1], ", "), last=parts[-1])


def sums(points: Sequence[int]) -> str:
    """A team's points as the score sheet adds them: "5 + (-1) + 7"."""
    return " + ".join(str(p) if p >= 0 else f"({p})" for p in points)


def team_sum(team: str, res: dict[str, Any], msg: str = "tweeeet-team-sum") -> Text:
    """"Robins 5 + 3 = 8 / 2 = 4": a team's line of the score sheet."""
    return say(msg, team=team, points=sums(res["points"]), total=res["total"], birds=len(res["seats"]),
               average=res["average"])


# -- the alt text, within ALT_TEXT_LIMIT in every language ------------------------

# How long each alt-text message can be in any locale, its arguments left
# out: its longest wording over every variant (tests/tweeeet/test_tweeeet_words.py
# measures the catalogues and checks that these cover them). An argument adds
# its own length (a nested message its room), so ``room`` never
# underestimates what a reader gets, whatever the language.
ROOM = {
    "tweeeet-and": 5,
    "tweeeet-bird-of": 11,
    "tweeeet-alt-over-tie": 71,
    "tweeeet-alt-over-win": 62,
    "tweeeet-alt-to-fly": 58,
    "tweeeet-alt-birds": 8,
    "tweeeet-alt-bird": 11,
    "tweeeet-alt-bird-over": 20,
    "tweeeet-alt-team-sum": 18,
    "tweeeet-alt-secret": 120,
    "tweeeet-alt-last-food": 53,
    "tweeeet-alt-last-nest": 53,
    "tweeeet-alt-rows-pile": 49,
    "tweeeet-alt-rows-nest": 52,
    "tweeeet-alt-talk": 40,
    "tweeeet-alt-food": 19,
    "tweeeet-alt-food-item": 3,
}
LIST_ROOM = 5  # what a locale's list adds per item (", ", " und ")


def room(value: Any) -> int:
    """The most characters ``value`` can take in any language: a Text of the
    alt text (its message's ROOM and its arguments'), a name or label (its
    length), a number (its English digits: the alt text's numbers are small,
    with no group separators) or a list."""
    if isinstance(value, Text):
        parts = value.args.get("parts", ()) if value.id == "" else value.args.values()
        own = len(str(value.args.get("sep", " "))) * max(len(parts) - 1, 0) if value.id == "" else ROOM[value.id]
        return own + sum(room(part) for part in parts)
    if isinstance(value, (list, tuple)):
        return sum(room(item) + LIST_ROOM for item in value)
    if isinstance(value, float):
        return len(num(value))
    return len(str(value))


def alt_text(game: Game, state: State) -> Text:
    """The public picture in words, written for Discord's 1,024
    characters (ALT_TEXT_LIMIT) in every language: who flies now (or that
    the game is over and which team won, with the sums), every bird with
    its player's name, place and score (energy is secret until the end:
    then every bird's points), and the last flight; then, while room is
    left in the longest language (``room``), the rows on the table, team
    talk distances and the food on each row, northmost first. Names are
    cut to 32 characters (Discord's own limit), so six players always
    fit."""
    state = upgrade(state)
    names = [clip_name(n) for n in state["players"]]
    over = bool(state.get("over"))

    def bird(s: int) -> Text:
        return bird_of(names[s], s)

    head: list[Text] = []
    if over:
        teams = team_results(state)
        r, b = teams["robin"]["average"], teams["bluethroat"]["average"]
        if r == b:
            head.append(say("tweeeet-alt-over-tie", average=r))
        else:
            win = "robin" if r > b else "bluethroat"
            lose = TEAMS[1 - TEAMS.index(win)]
            head.append(say("tweeeet-alt-over-win", team=win, average=teams[win]["average"],
                            against=teams[lose]["average"]))
    else:
        t = state["turn"]
        head.append(say("tweeeet-alt-to-fly", bird=bird(t), space=state["birds"][t]["pos"]))
    places = []
    for s, b in enumerate(state["birds"]):
        where = "" if b["pos"] is None else b["pos"]
        if over:
            places.append(say("tweeeet-alt-bird-over", bird=bird(s), status=b["status"], space=where,
                              points=bird_points(state, s)))
        else:
            places.append(say("tweeeet-alt-bird", bird=bird(s), status=b["status"], space=where))
    head.append(say("tweeeet-alt-birds", birds=joined(places, "; ")))
    if over:
        for team, res in team_results(state).items():
            head.append(team_sum(team, res, "tweeeet-alt-team-sum"))
    else:
        head.append(say("tweeeet-alt-secret"))
    last = state.get("last")
    if last:
        flight = {"bird": bird(last["seat"]), "start": last["from"], "end": last["to"], "spaces": last["cost"]}
        if last["food"]:
            head.append(say("tweeeet-alt-last-food", **flight, food=FOOD_NAMES[last["food"]], value=last["food"]))
        else:
            head.append(say("tweeeet-alt-last-nest", **flight))
    extra: list[Text] = []
    rows = state["rows"]
    first, final = rows[0]["row"], rows[-1]["row"]
    if nest_laid(state):
        extra.append(say("tweeeet-alt-rows-nest", first=first, last=final))
    else:
        extra.append(say("tweeeet-alt-rows-pile", first=first, last=final, tiles=len(state["pile"])))
    for d in [] if over else distances(state):
        a, b2 = d["seats"]
        extra.append(say("tweeeet-alt-talk", a=names[a], b=names[b2], distance=d["distance"], band=d["band"]))
    for row in reversed(rows):
        food = [say("tweeeet-alt-food-item", space=f"{COLS[c]}{row['row']}", food=FOOD_NAMES[v])
                for c, v in enumerate(row["food"]) if v]
        if food:
            extra.append(say("tweeeet-alt-food", row=row["row"], food=joined(food, ", ")))
    parts = list(head)
    length = room(joined(parts))
    for line in extra:
        if length + 1 + room(line) <= ALT_TEXT_LIMIT:
            parts.append(line)
            length += 1 + room(line)
    return joined(parts)


# -- the summary ---------------------------------------------------------------------


def summary(game: Game, state: State, seat: int | None = None) -> Text:
    state = upgrade(state)
    board = Board(state)
    names = state["players"]
    lines: list[Any] = []
    over = bool(state.get("over"))
    if over:
        lines.append(game.standings(state)[0].detail)
    else:
        t = state["turn"]
        lines.append(say("tweeeet-sum-to-fly", bird=bird_name(state, t), space=state["birds"][t]["pos"]))
    if seat is not None and not over:
        lines.append(say("tweeeet-sum-your-energy", energy=energy(state, seat)))
    birds = []
    for s, bird in enumerate(state["birds"]):
        where = "" if bird["pos"] is None else bird["pos"]
        if over:
            birds.append(say("tweeeet-sum-bird-over", bird=bird_called(names[s], s), status=bird["status"],
                             space=where, energy=bird["energy"]))
        else:
            birds.append(say("tweeeet-sum-bird", bird=bird_called(names[s], s), status=bird["status"], space=where))
    lines.append(say("tweeeet-sum-birds", birds=joined(birds, "; ")))
    last = state.get("last")
    if last:
        lines.append(say("tweeeet-sum-last", name=names[last["seat"]], start=last["from"], end=last["to"],
                         food=FOOD_NAMES[last["food"]] if last["food"] else "nest", spaces=last["cost"]))
    for row in reversed(state["rows"]):
        parts = []
        food = [say("tweeeet-sum-food-item", food=FOOD_NAMES[v], column=COLS[c])
                for c, v in enumerate(row["food"]) if v]
        water = [COLS[c] for c, ch in enumerate(row["spaces"]) if ch == "~"]
        nests = [COLS[c] for c, ch in enumerate(row["spaces"]) if ch == "@"]
        if food:
            parts.append(say("tweeeet-sum-food", food=joined(food, ", ")))
        if water:
            parts.append(say("tweeeet-sum-water", columns=", ".join(water)))
        if nests:
            parts.append(say("tweeeet-sum-nests", columns=", ".join(nests)))
        if row["arrow"]:
            parts.append(say("tweeeet-sum-arrow", arrow=row["arrow"]))
        tile = str(row["tile"]) if row["tile"] in ("start", "nest") else "landscape"
        if parts:
            lines.append(say("tweeeet-sum-row", row=row["row"], tile=tile, parts=joined(parts, "; ")))
        else:
            lines.append(say("tweeeet-sum-row-grass", row=row["row"], tile=tile))
    if board.nest_laid:
        lines.append(say("tweeeet-sum-nest-laid"))
    else:
        lines.append(say("tweeeet-sum-pile", tiles=len(state["pile"])))
    for d in distances(state):
        a, b = d["seats"]
        lines.append(say("tweeeet-sum-talk", a=names[a], b=names[b], distance=d["distance"], band=d["band"]))
    return joined(lines, "\n")
