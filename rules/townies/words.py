"""Townies in words: the names of the game's things as catalogue messages
(bot/i18n/locales/*/townies.ftl), why a game ended, the status summary and
the alt text of the public picture. Every sentence is a
:class:`rules.base.Text` (issue 31); the front ends write it in the reader's
language."""

from __future__ import annotations

from typing import Any

from rules.base import ALT_TEXT_LIMIT, Game, State, Text, joined, say, seat_name

from .geometry import COLOURS, DATA, LABELS, LINE_LENGTH, STARS, marker_of
from .scoring import sheet_score, stuck_forever

STAR_LABELS = ", ".join(sorted((LABELS[i] for i in STARS), key=lambda s: (s[0], int(s[1:]))))
IDLE_LIMIT: int = DATA["idle_round_limit"]  # rounds in a row where nobody can draw: the game ends


# -- the names of things: nested messages the sentences take as arguments ---


def colour(name: str) -> Text:
    """A marker's or a Block's colour: "red"."""
    return say("townies-colour", colour=name)


def colour_block(name: str) -> Text:
    """"red (Residential)": a colour and its Block."""
    return say("townies-colour-block", colour=name)


def object_name(kind: str) -> Text:
    """An Object type's name: "Game Court"."""
    return say("townies-object", object=kind)


def shape_name(face: str) -> Text:
    """A Shape of the black die: "bee"."""
    return say("townies-shape", shape=face)


def bonus_name(bonus: str) -> Text:
    return say("townies-bonus", bonus=bonus)


def bonus_text(bonus: str) -> Text:
    return say("townies-bonus-text", bonus=bonus)


def goal_name(goal: str) -> Text:
    return say("townies-goal", goal=goal)


# -- why the game ended ------------------------------------------------------


def end_reason(state: State, idle_limit: int = IDLE_LIMIT) -> Text:
    """Why a finished game ended, from the state's data (the state keeps the
    English sentence in ``end`` for stored games; the words come from here):
    someone's ninth Object, rounds in a row where nobody could draw, or no
    map with room for anything."""
    players = state["players"]
    nine = [s for s in range(len(players)) if len(state["sheets"][s]["objects"]) >= LINE_LENGTH]
    if nine:
        return say("townies-end-ninth", names=", ".join(seat_name(state, s) for s in nine), round=state["round"])
    if state.get("idle", 0) >= idle_limit:
        return say("townies-end-idle", rounds=idle_limit)
    if all(stuck_forever(sheet, len(players) == 1) for sheet in state["sheets"]):
        return say("townies-end-stuck")
    return say("townies-end-other", reason=str(state.get("end", "")))


def cards_text(cards: dict) -> Text | None:
    """"Cards: Additional Goal Triangle, Bonus Funding." (None without cards)."""
    extra = []
    if cards.get("goal"):
        extra.append(say("townies-card-goal", goal=goal_name(cards["goal"])))
    if cards.get("bonus"):
        extra.append(say("townies-card-bonus", bonus=bonus_name(cards["bonus"])))
    return say("townies-cards", cards=joined(extra, ", ")) if extra else None


# -- the summary -------------------------------------------------------------


def summary(game: Game, state: State, seat: int | None = None) -> Text:
    n = len(state["players"])
    public = state.get("public") or state["sheets"]
    over = game.is_over(state)
    scores = game.scores(state)
    lines: list[Text] = []
    if over:
        lines.append(say("townies-summary-over", round=state["round"], reason=end_reason(state)))
    else:
        d = state["dice"]
        lines.append(say("townies-summary-dice", round=state["round"], shape=shape_name(d["shape"]),
                         object=object_name(d["object"])))
    cards = cards_text(state["cards"])
    if cards is not None:
        lines.append(cards)
    for s in range(n):
        sheet = state["sheets"][s] if s == seat else public[s]
        blocks: dict[str, int] = {}
        for col in sheet["blocks"].values():
            blocks[col] = blocks.get(col, 0) + 1
        counted = [say("townies-block-count", colour=colour(c), count=blocks[c]) for c in COLOURS if blocks.get(c)]
        objs = [
            say("townies-summary-object", colour=colour(o["colour"]), object=object_name(o["type"]),
                cell=o["cell"], score=o["score"])
            for o in sheet["objects"]
        ]
        status = "none" if over else ("to-act" if not state["turn"][s]["done"] else "acted")
        total = sheet_score(state["cards"], sheet)["total"] if s == seat else scores[s]["total"]
        lines.append(say(
            "townies-summary-player", name=seat_name(state, s), marker=colour(marker_of(state, s)),
            start=colour(sheet["start"]), points=int(total), count=len(sheet["objects"]),
            objects=joined(objs, ", ") if objs else say("townies-none"),
            blocks=joined(counted, ", ") if counted else say("townies-no-blocks"), status=status,
        ))
    if over:
        for st in game.standings(state):
            args: dict[str, Any] = {"rank": st.rank, "name": seat_name(state, st.seat), "score": int(st.score)}
            if st.detail:
                lines.append(say("townies-summary-standing-detail", detail=st.detail, **args))
            else:
                lines.append(say("townies-summary-standing", **args))
    return joined(lines, "\n")


# -- the alt text ------------------------------------------------------------

# What the alt text's words take in the longest locale, besides the names
# and moves that are data (tests/townies/test_townies_words.py renders every
# catalogue to check these): the head mid-game and at the end (end reason and
# result included), a player's line, the cards' line and each kind of
# standings detail, each with its line break.
ROOM_HEAD_ROUND = 100
ROOM_HEAD_OVER = 135
ROOM_LINE = 50
ROOM_CARDS = 81
ROOM_DETAIL = {
    "townies-solo-chart": 111,
    "townies-tie-shared": 76,
    "townies-tie-last": 85,
    "townies-tie-count": 86,
}
SHORTEST_NAME = 8  # a name cut to fit keeps this many characters at least ("…" included)


def _room(over: bool, names: list[str], said: list[str], cards: bool, head: list[int]) -> int:
    """How long the alt text can be in any locale without its details:
    the words' room and the data it shows (names, moves; ``head``: the
    seats the head names, each with room for a list's separator)."""
    room = (ROOM_HEAD_OVER if over else ROOM_HEAD_ROUND) + (ROOM_CARDS if cards else 0)
    room += sum(ROOM_LINE + len(name) + len(moves) for name, moves in zip(names, said, strict=True))
    return room + sum(len(names[s]) + 5 for s in head)


def _cut(name: str, keep: int) -> str:
    return name if len(name) <= keep else name[: max(SHORTEST_NAME, keep) - 1] + "…"


def alt_text(game: Game, state: State) -> Text:
    """The public picture in words, written for 1,024 characters in every
    locale (five 32-character names included): the round, the dice and who
    is still to act (or why the game ended and who won), then every
    player's points, Objects and last round's moves; at the end the
    tie-breaks while they fit. The words' room is reckoned in the longest
    locale (the ROOM_ constants); names far longer than a display name are
    cut (ending "…") until the rest fits."""
    over = game.is_over(state)
    n = len(state["players"])
    public = state.get("public") or state["sheets"]
    scores = game.scores(state)
    last = state.get("last") or {}
    said_moves = [", ".join(last["moves"][s]) for s in range(n)] if last.get("round") else [""] * n
    cards = cards_text(state["cards"])
    ranking = game.standings(state) if over else []
    if over:  # the head names whoever drew a ninth Object, and the winners
        head_seats = [s for s in range(n) if len(state["sheets"][s]["objects"]) >= LINE_LENGTH]
        head_seats += [st.seat for st in ranking if st.rank == 1]
    else:  # the head names whoever is still to act
        head_seats = [s for s, t in enumerate(state["turn"]) if not t["done"]]
    names = list(state["players"])
    keep = max(map(len, names))
    while _room(over, names, said_moves, cards is not None, head_seats) > ALT_TEXT_LIMIT and keep > SHORTEST_NAME:
        keep -= 1 + keep // 8
        names = [_cut(name, keep) for name in state["players"]]
    used = _room(over, names, said_moves, cards is not None, head_seats)
    head: list[Text] = []
    if over:
        winners = [names[st.seat] for st in ranking if st.rank == 1]
        head.append(say("townies-alt-over", round=state["round"], reason=end_reason(dict(state, players=names))))
        if n == 1:
            head.append(say("townies-alt-solo", name=names[0], points=int(ranking[0].score)))
        else:
            head.append(say("townies-alt-won", names=winners, count=len(winners), points=int(ranking[0].score)))
        order = [st.seat for st in ranking]
        rank = {st.seat: f"{st.rank}. " for st in ranking}
    else:
        d = state["dice"]
        waiting = [names[s] for s, t in enumerate(state["turn"]) if not t["done"]]
        head.append(say("townies-alt-round", round=state["round"], shape=shape_name(d["shape"]),
                        object=object_name(d["object"]), names=", ".join(waiting)))
        order = list(range(n))
        rank = {}
    lines: list[Text] = [joined(head, " ")]
    for seat in order:
        said: Text | str = ""
        if last.get("round"):  # round 0: no round has been played yet
            said = (say("townies-alt-said", round=last["round"], moves=said_moves[seat]) if said_moves[seat]
                    else say("townies-alt-said-pass", round=last["round"]))
        lines.append(say("townies-alt-player", rank=rank.get(seat, ""), name=names[seat],
                         points=int(scores[seat]["total"]), count=len(public[seat]["objects"]), said=said))
    if cards is not None:
        lines.append(cards)
    if over:
        for st in ranking:
            if isinstance(st.detail, Text):
                detail = st.detail
                shared = [names[o.seat] for o in ranking if o.rank == st.rank and o.seat != st.seat]
                if detail.id == "townies-tie-shared":  # the names it is shared with, cut as in the lines
                    detail = say(detail.id, names=", ".join(shared))
                room = ROOM_DETAIL[detail.id] + len(names[st.seat]) + len(str(detail.args.get("names", "")))
                if used + room <= ALT_TEXT_LIMIT:
                    used += room
                    lines.append(say("townies-alt-detail", name=names[st.seat], detail=detail))
    return joined(lines, "\n")
