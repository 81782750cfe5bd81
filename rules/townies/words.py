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

# What the alt text's words take in the longest locale (German, Russian or
# English), besides the names, moves and end reasons that are data: checked
# against every catalogue by tests/townies/test_townies_words.py.
ROOM_HEAD = 150  # "Townies, round 12: the dice show ... Waiting for" / "game over after round"
ROOM_RESULT = 70  # "... win with 123 points."
ROOM_REASON = 110  # the longest end reason, names aside
ROOM_LINE = 60  # "1. : 123 points, 9 Objects; round 12: ."
ROOM_CARDS = 110  # "Cards: Additional Goal Recreational Areas, Bonus Building Permit."
ROOM_DETAIL = 190  # the longest standings detail (the solo verdict), its name aside
SHORTEST_NAME = 8  # a name cut to fit keeps this many characters at least


def _fit_names(names: list[str], room: int) -> list[str]:
    """The names, the longest cut (ending "…") until they take ``room``
    characters together, when they take more."""
    names = list(names)
    while sum(len(x) for x in names) > room:
        longest = max(range(len(names)), key=lambda i: len(names[i]))
        if len(names[longest]) <= SHORTEST_NAME:
            break
        keep = max(SHORTEST_NAME, len(names[longest]) - (sum(len(x) for x in names) - room)) - 1
        names[longest] = names[longest][:keep].rstrip() + "…"
    return names


def alt_text(game: Game, state: State) -> Text:
    """The public picture in words, written for 1,024 characters in every
    locale (five 32-character names included): the round, the dice and who
    is still to act (or why the game ended and who won), then every
    player's points, Objects and last round's moves; at the end the
    tie-breaks while they fit. The words' room is reckoned in the longest
    locale (the ROOM_ constants); names far longer than a display name are
    cut to fit."""
    over = game.is_over(state)
    n = len(state["players"])
    public = state.get("public") or state["sheets"]
    scores = game.scores(state)
    last = state.get("last") or {}
    said_moves = [", ".join(last["moves"][s]) for s in range(n)] if last.get("round") else [""] * n
    cards = cards_text(state["cards"])
    fixed = ROOM_HEAD + n * ROOM_LINE + (ROOM_CARDS if cards is not None else 0) + sum(map(len, said_moves))
    if over:
        fixed += ROOM_RESULT + ROOM_REASON
    # every name is written twice at most (its line and the head: waiting, winners, ninth Object)
    names = _fit_names(list(state["players"]), (ALT_TEXT_LIMIT - fixed) // 2)
    used = fixed + 2 * sum(map(len, names))
    head: list[Text] = []
    if over:
        ranking = game.standings(state)
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
        for st in game.standings(state):
            if st.detail:
                room = ROOM_DETAIL + len(names[st.seat]) + len(str(st.detail.args.get("names", ""))
                                                              if isinstance(st.detail, Text) else st.detail)
                if used + room <= ALT_TEXT_LIMIT:
                    used += room
                    lines.append(say("townies-alt-detail", name=names[st.seat], detail=st.detail))
    return joined(lines, "\n")
