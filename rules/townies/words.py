"""Townies in words: the guide, the status summary and the alt text of the
public picture."""

from __future__ import annotations

from rules.base import ALT_TEXT_LIMIT, Game, State, seat_name

from .geometry import COLOUR_BLOCK, COLOURS, LABELS, OBJECT_NAME, STARS, marker_of
from .scoring import ADDITIONAL, BONUSES, sheet_score

GUIDE = """\
**How to play.** Each round the black die shows a Shape of 4 hexes, the white die an Object. \
All at once, everyone draws, with the marker in hand, the Shape (turned or flipped, on empty spaces), \
the rolled Object or their marker's Basic Object (next to a Block of its colour; a City Square \
next to an Object). An Object scores at once from its neighbours. Drawings stay hidden until all \
have acted; then markers pass on. The game ends in the round someone draws a ninth Object; \
Goals score then. Until the round completes, ⟦undo⟧ takes your last decision back.

**Moves.** A cell is column A-I and row: `E5`.
- `shape E4 2`: the rolled Shape in orientation 2 (see the picture), its dotted anchor on E4
- `shape E4 E5 F4 F5`: the same by its four cells
- `bank E5`: an Object and its cell; or `court`, `windmill`, `station`, `bike`, `square`
- `rolled E5`, `basic E5`: the rolled Object, your marker's Basic Object
- `star`: cross out a marked star for the Bonus, before acting
- `pass`: when nothing fits, or to end a Funding turn early
- `shape wave E4 2`: any Shape (Zoning Board only)
`moves` lists legal moves; `moves bank` those with "bank".

**Pictures.** Board: the round and who is to act, the dice (every orientation of the Shape, \
numbered), the cards, and every map: columns above, empty spaces labelled, Blocks lettered \
R Residential, F Farmers, I Industrial, P Park, C Commercial; Objects as a white badge (Ct \
Game Court, Wm Windmill...: see the legend) over their colour's letter; stars, the framed \
central area, last round outlined in violet. Under a map: each \
Object's score, and what each Goal counts and earns (Spec: surrounded Blocks of your start \
colour; Stand: Objects by both colours). At the end, the score sheet. Private \
picture: your map, this round's drawing outlined."""


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
