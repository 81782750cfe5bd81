"""Townies in words: the status summary and the alt text of the
public picture."""

from __future__ import annotations

from rules.base import ALT_TEXT_LIMIT, Game, State, seat_name

from .geometry import COLOUR_BLOCK, COLOURS, LABELS, OBJECT_NAME, STARS, marker_of
from .scoring import ADDITIONAL, BONUSES, sheet_score

STAR_LABELS = ", ".join(sorted((LABELS[i] for i in STARS), key=lambda s: (s[0], int(s[1:]))))


def article(word: str) -> str:
    """"a Bank", "an Object"."""
    return ("an " if word[0].lower() in "aeiou" else "a ") + word


def colour_words(colour: str) -> str:
    """"red (Residential)": a colour and its Block."""
    return f"{colour} ({COLOUR_BLOCK[colour]})"


def plural(count: int, word: str) -> str:
    """'1 point', '3 points'."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def summary(game: Game, state: State, seat: int | None = None) -> str:
    n = len(state["players"])
    public = state.get("public") or state["sheets"]
    cards = state["cards"]
    scores = game.scores(state)
    lines = []
    if game.is_over(state):
        lines.append(f"Game over after round {state['round']}: {state.get('end', '')}")
    else:
        d = state["dice"]
        lines.append(
            f"Round {state['round']}: the dice show the {d['shape']} Shape and the {OBJECT_NAME[d['object']]}."
        )
    extra = []
    if cards.get("goal"):
        extra.append(f"Additional Goal {ADDITIONAL[cards['goal']]['name']}")
    if cards.get("bonus"):
        extra.append(f"Bonus {BONUSES[cards['bonus']]['name']}")
    if extra:
        lines.append("Cards: " + ", ".join(extra) + ".")
    for s in range(n):
        sheet = state["sheets"][s] if s == seat else public[s]
        blocks: dict[str, int] = {}
        for col in sheet["blocks"].values():
            blocks[col] = blocks.get(col, 0) + 1
        block_text = (
            ", ".join(f"{k} {blocks[c]}" for c, k in ((c, c) for c in COLOURS) if blocks.get(c)) or "no Blocks"
        )
        objs = (
            ", ".join(
                f"{o['colour']} {OBJECT_NAME[o['type']]} {o['cell']} ({o['score']})" for o in sheet["objects"]
            )
            or "none"
        )
        status = ""
        if not game.is_over(state):
            status = " To act." if not state["turn"][s]["done"] else " Has acted."
        total = sheet_score(state["cards"], sheet)["total"] if s == seat else scores[s]["total"]
        lines.append(
            f"{seat_name(state, s)} ({marker_of(state, s)} marker, started {sheet['start']}): "
            f"{plural(int(total), 'point')}; {plural(len(sheet['objects']), 'Object')}: {objs}; "
            f"Blocks: {block_text}.{status}"
        )
    if game.is_over(state):
        for st in game.standings(state):
            lines.append(
                f"{st.rank}. {seat_name(state, st.seat)} {int(st.score)}" + (f" - {st.detail}" if st.detail else "")
            )
    return "\n".join(lines)


def alt_text(game: Game, state: State) -> str:
    """The public picture in words, written for 1,024 characters (five
    32-character names included): the round, the dice and who is still
    to act (or why the game ended and who won), then every player's
    points, Objects and last round's moves; at the end the tie-breaks
    while they fit."""
    names = state["players"]
    public = state.get("public") or state["sheets"]
    scores = game.scores(state)
    last = state.get("last") or {}
    head = []
    if game.is_over(state):
        ranking = game.standings(state)
        winners = [names[st.seat] for st in ranking if st.rank == 1]
        head.append(f"Townies, game over after round {state['round']}: {state.get('end', '')}".strip())
        if len(names) == 1:
            head.append(f"{names[0]} scored {plural(int(ranking[0].score), 'point')}.")
        else:
            head.append(f"{' and '.join(winners)} {'win' if len(winners) > 1 else 'wins'} with "
                        f"{plural(int(ranking[0].score), 'point')}.")
        order = [st.seat for st in ranking]
        rank = {st.seat: f"{st.rank}. " for st in ranking}
    else:
        d = state["dice"]
        waiting = [names[s] for s, t in enumerate(state["turn"]) if not t["done"]]
        head.append(f"Townies, round {state['round']}: the dice show the {d['shape']} Shape and the "
                    f"{OBJECT_NAME[d['object']]}. Waiting for {', '.join(waiting)}.")
        order = list(range(len(names)))
        rank = {}
    cards = state["cards"]
    extra = []
    if cards.get("goal"):
        extra.append(f"Additional Goal {ADDITIONAL[cards['goal']]['name']}")
    if cards.get("bonus"):
        extra.append(f"Bonus {BONUSES[cards['bonus']]['name']}")
    lines = [" ".join(head)]
    for seat in order:
        sheet = public[seat]
        said = ""
        if last.get("round"):  # round 0: no round has been played yet
            moves = last["moves"][seat]
            said = f"; round {last['round']}: {', '.join(moves) if moves else 'pass'}"
        lines.append(f"{rank.get(seat, '')}{names[seat]}: {plural(int(scores[seat]['total']), 'point')}, "
                     f"{plural(len(sheet['objects']), 'Object')}{said}.")
    if extra:
        lines.append("Cards: " + ", ".join(extra) + ".")
    text = "\n".join(lines)
    if game.is_over(state):
        for st in game.standings(state):
            if st.detail and len(text) + len(st.detail) + len(names[st.seat]) + 4 <= ALT_TEXT_LIMIT:
                text += f"\n{names[st.seat]}: {st.detail}."
    if len(text) > ALT_TEXT_LIMIT:  # only with names far longer than a display name
        text = text[: ALT_TEXT_LIMIT - 1].rstrip() + "…"
    return text
