"""Twittens in words: the status summary and the alt text of the
public picture."""

from __future__ import annotations

from rules.base import ALT_TEXT_LIMIT, Game, State

from .geometry import CARDS, TILES, Twitten, card_label, describe_tile
from .state import SEASON_NAMES, STACK_NAMES


def within(text: str, extra: list[str], limit: int) -> str:
    """``text`` followed by each of ``extra`` that still fits in ``limit``
    characters (whole sentences only, never clipped); ``text`` itself is
    clipped only if it alone passes the limit."""
    for line in extra:
        if len(text) + 1 + len(line) <= limit:
            text += " " + line
    return text[:limit]


def summary(game: Game, state: State, seat: int | None = None) -> str:
    names = state["players"]
    season = SEASON_NAMES[state["season"]]
    lines = []
    if state["phase"] == "over":
        lines.append("The game is over after four seasons.")
        for s in game.standings(state):
            lines.append(f"{s.rank}. {names[s.seat]}: {int(s.score)} points"
                         + (f" ({s.detail})" if s.detail else ""))
        return "\n".join(lines)
    lines.append(f"Season {state['season']} of 4 ({season}); deck {len(state['deck'])} tiles.")
    if state["phase"] == "prepare":
        waiting = [names[i] for i in game.to_act(state)]
        lines.append("Preparing the season: waiting for " + ", ".join(waiting) + " to choose.")
    else:
        if state["stacks"] is not None:
            tops = [f"stack {STACK_NAMES[i].upper()} shows t{st[-1]} ({describe_tile(TILES[st[-1]])})"
                    for i, st in enumerate(state["stacks"]) if st]
            lines.append("; ".join(tops) + ".")
        elif state["discard"]:
            lines.append(f"Discard pile of {len(state['discard'])}, top t{state['discard'][-1]}.")
        turn = state["turn"]
        lines.append(f"{names[turn]} to play: {game.to_act(state)[turn].prompt}")
    for i, s in enumerate(state["seats"]):
        tw = Twitten(s["twitten"])
        status = ("home for tea" if s["home"] else "in play") if state["phase"] == "play" else (
            "ready" if s["chosen_cards"] is not None else "choosing")
        done = ", ".join(CARDS[c]["title"] for c in s["completed"])
        spots = " ".join(f"{x},{y}" for x, y in tw.frontier())
        lines.append(
            f"{names[i]} ({status}): {len(tw)} tiles, {tw.count('house')}/{tw.house_limit()} houses, "
            f"{tw.count('tree')} tree{'' if tw.count('tree') == 1 else 's'} "
            f"(largest group {tw.largest_group('tree')}), {tw.lights} streetlights, "
            f"{tw.count('wildlife')} wildlife"
            + (f", open path ends towards {spots}" if spots and not s["home"] else "")
            + f"; score before this season {sum(sh['total'] for sh in s['sheets'])}"
            + (f"; completed {done}" if done else "") + ".")
    if seat is not None:
        me = state["seats"][seat]
        for t in me["deal_tiles"]:
            lines.append(f"You were dealt t{t} ({describe_tile(TILES[t])}).")
        for c in me["deal_cards"]:
            lines.append(f"You were dealt Bimble b{c}: {card_label(c)}.")
        for t in me["drawn"]:
            lines.append(f"You drew t{t} ({describe_tile(TILES[t])}).")
        if me["holding"] is not None:
            lines.append(f"Your tile to place: t{me['holding']} ({describe_tile(TILES[me['holding']])}).")
        for c in me["school"]:
            lines.append(f"Your school drew Bimble b{c}: {card_label(c)}.")
        if me["favourite"] is not None:
            lines.append(f"Your Favourite Place: t{me['favourite']} ({describe_tile(TILES[me['favourite']])}).")
        for c in me["cards"]:
            mark = "done" if c in me["completed"] else "open"
            lines.append(f"Your Bimble b{c} [{mark}]: {card_label(c)}.")
    return "\n".join(lines)


def alt_text(game: Game, state: State) -> str:
    """The public picture in words, written for Discord's 1,024
    characters: whose turn it is (or the final ranking), every player's
    score, and the last move; then, while room is left, each player's
    Twitten in brief and the tiles on show. Names are cut to 32
    characters (Discord's own limit) so four always fit."""
    names = [n[:32] for n in state["players"]]
    season = SEASON_NAMES[state["season"]]
    totals = game.scores(state)
    last = (state["last"] or {}).get("text")
    head: list[str] = []
    if state["phase"] == "over":
        ranking = game.standings(state)
        head.append(f"Twittens is over: {names[ranking[0].seat]} won.")
        head.append("Final scores: " + "; ".join(
            f"{s.rank}. {names[s.seat]} {int(s.score)}" for s in ranking) + ".")
    else:
        head.append(f"Twittens, {season} (season {state['season']} of 4).")
        acting = game.to_act(state)
        if state["phase"] == "prepare":
            head.append("Preparing the season: waiting for " + ", ".join(names[i] for i in acting)
                        + " to choose a Favourite Place and Bimble cards.")
            if state["season"] > 1:
                head.append(f"{SEASON_NAMES[state['season'] - 1].title()} scored: " + "; ".join(
                    f"{names[i]} {s['sheets'][-1]['total']}" for i, s in enumerate(state["seats"])) + ".")
        else:
            turn = state["turn"]
            head.append(f"{names[turn]} to play. {acting[turn].prompt}")
        head.append("Scores: " + "; ".join(
            f"{names[i]} {int(totals[i]['total'])}" for i in range(len(names))) + ".")
    if last:
        head.append("Last move: " + (last if len(last) <= 160 else last[:157] + "..."))
    extra: list[str] = []
    for i, s in enumerate(state["seats"]):
        placed = s["twitten"] or (s.get("previous") or {}).get("twitten") or []
        if not placed:
            continue
        tw = Twitten(placed)
        bits = [f"{len(tw)} tiles", f"{tw.count('house')}/{tw.house_limit()} houses",
                f"largest tree group {tw.largest_group('tree')}", f"{tw.lights} streetlights"]
        if s["home"] and state["phase"] == "play":
            bits.append("home for tea")
        if s["completed"]:
            bits.append(f"{len(s['completed'])} Bimble done")
        extra.append(f"{names[i]}: " + ", ".join(bits) + ".")
    if state["phase"] == "play":
        if state["stacks"] is not None:
            extra.append("; ".join(
                f"Stack {STACK_NAMES[k].upper()} shows t{st[-1]} ({describe_tile(TILES[st[-1]])})"
                for k, st in enumerate(state["stacks"]) if st) + ".")
        extra.append(f"Deck {len(state['deck'])} tiles.")
    return within(" ".join(head), extra, ALT_TEXT_LIMIT)
