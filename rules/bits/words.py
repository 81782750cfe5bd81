"""BITS in words: the alt text of the public picture, the status summary and
the names they and the engine's sentences share (tiles, colours, task cards,
points), every one a message of the ``bits`` domain
(bot/i18n/locales/*/bits.ftl) with its arguments, never finished English."""

from __future__ import annotations

from rules.base import ALT_TEXT_LIMIT, Game, State, Text, joined, say, seat_name

from . import board as B

# ---------------------------------------------------------------------------
# names
# ---------------------------------------------------------------------------


def colour(letter: str) -> Text:
    """A colour's name: "red"."""
    return say("bits-colour", colour=letter)


def tile(tile_id: str) -> Text:
    """A tile's name: "red-yellow tile", "red tile", "neutral tile"."""
    a, b = B.TILES[tile_id]
    if tile_id == B.NEUTRAL_ID:
        return say("bits-tile", kind="neutral", first=a, second=b)
    return say("bits-tile", kind="one" if a == b else "two", first=a, second=b)


def shape_key(name: str) -> str:
    """A task card's shape as a catalogue key: "line of 3" -> "line-of-3"
    ("2 by 3 block" -> "block-2-by-3": a key starts with a letter)."""
    key = name.replace(" ", "-")
    return key if key[0].isalpha() else f"block-{key.removesuffix('-block')}"


def _card_args(card_id: str) -> dict:
    card = B.TASK_CARDS[card_id]
    return {"card": card_id, "colour": card["colour"] or "none",
            "shape": say("bits-shape", shape=shape_key(card["name"])), "size": len(card["shape"]),
            "points": B.signed(card["points"]), "others": card.get("other_fours") or 0}


def card(card_id: str) -> Text:
    """"1A square (4 squares): +2 each, every other 4-square block +1"."""
    return say("bits-card", **_card_args(card_id))


def card_short(card_id: str) -> Text:
    """"1B T (4 squares, any colour) +2 each, other 4-square blocks +1": a
    task card in a few words."""
    return say("bits-card-short", **_card_args(card_id))


def points(count: int) -> Text:
    """"1 point", "-1 point", "3 points"."""
    return say("bits-points", points=count)


def solo_rank_key(rank: str) -> str:
    """A solo table rank as a catalogue key: "master builder" -> "master-builder"."""
    return rank.replace(" ", "-")


def card_points(detail: dict) -> str:
    """Each task card's points, data: "1A +2, 2C 0"."""
    return ", ".join(f"{c} {B.signed(v) if v else 0}" for c, v in detail.items())


# ---------------------------------------------------------------------------
# the alt text
# ---------------------------------------------------------------------------

# Whether the boards fit in the alt text is decided on an estimate of the
# longest locale's length (the engine writes no language, so it cannot
# measure): the words around the data, per piece, at their longest in any
# catalogue, plus the data itself (names, ids, notation).
_ALT_FIXED = 140  # the heading, the waiting sentence and "Task cards: "
_ALT_PER_CARD = 75  # a task card in a few words
_ALT_PER_PLAYER = 135  # a player's facts around the name
_ALT_BOARDS = 95  # the boards' legend
_ALT_PER_BOARD = 45  # a board's rows around the name


def _alt_estimate(state: State, with_boards: list[int]) -> int:
    names = [len(seat_name(state, s)) for s in range(len(state["players"]))]
    size = _ALT_FIXED + 2 * sum(names) + _ALT_PER_CARD * len(state["tasks"])
    size += _ALT_PER_PLAYER * len(names)
    if with_boards:
        size += _ALT_BOARDS + sum(_ALT_PER_BOARD + names[s] for s in with_boards)
    return size


def alt_text(game: Game, state: State) -> Text:
    """The public picture told in words, within Discord's 1,024
    characters at 4 players with 32-character names in every locale: the
    round and the tile to drop (or the winner), the task cards, who is
    still to drop, and for each player their score, their status, their
    latest drop and, when it fits, their board row by row. A hidden drop
    is never told."""
    over = game.is_over(state)
    n = len(state["players"])
    head: list[Text]
    if over:
        head = [say("bits-alt-final", rounds=state["rounds"], winner=winner_sentence(game, state))]
    else:
        head = [say("bits-alt-round", round=state["round"], rounds=state["rounds"])]
        if state["phase"] == "start":
            head.append(say("bits-alt-start"))
        else:
            head.append(say("bits-alt-card", number=len(state["turned"]),
                            tile=tile(state["turned"][-1]), left=len(state["deck"])))
        waiting = [seat_name(state, s) for s in sorted(game.to_act(state))]
        if waiting:
            head.append(say("bits-alt-waiting", names=", ".join(waiting)))
    tasks = say("bits-alt-tasks", cards=joined([card_short(c) for c in state["tasks"]], "; "))
    rank = {s.seat: s.rank for s in game.standings(state)}
    last = state.get("last") or {}
    drops = last.get("drops") or [None] * n
    players, boards, shown = [], [], []
    for seat in range(n):
        brd = state["boards"][seat]
        total = sum(state["round_scores"][seat])
        rounds = ", ".join(str(x) for x in state["round_scores"][seat]) or say("bits-alt-none-yet")
        facts: list[Text] = [say("bits-alt-score", points=points(total), rounds=rounds)]
        if over:
            if n > 1:
                facts.insert(0, say("bits-alt-rank", rank=rank[seat]))
            facts.append(say("bits-alt-final-board", cards=card_points(state["round_detail"][seat][-1])))
        elif brd["out"]:
            facts.append(say("bits-status-out"))
        else:
            facts.append(say("bits-status-dropped" if state["pending"][seat] is not None else "bits-status-to-drop"))
        if not over:
            facts.append(say("bits-alt-board-now", points=f"{B.live_scores(state, seat)['total']:+d}"))
        if state["phase"] != "start" or over:
            facts.append(say("bits-alt-neutral", spent=brd["neutral_used"]))
        if drops[seat]:
            facts.append(say("bits-alt-last-drop", notation=drops[seat]["notation"],
                             cells="-".join(drops[seat]["cells"])))
        players.append(say("bits-alt-player", name=seat_name(state, seat), facts=joined(facts, ", ")))
        rows = B.grid_rows(B.seat_grid(state, seat))
        if any(row != "......" for row in rows):
            boards.append(f"{seat_name(state, seat)} " + "/".join(rows))
            shown.append(seat)
    parts = [joined(head), tasks, say("bits-alt-players", players=joined(players, "; "))]
    if boards and _alt_estimate(state, shown) <= ALT_TEXT_LIMIT:
        # no full stop after the last row: it would read as one more empty square
        parts.append(say("bits-alt-boards", boards="; ".join(boards)))
    return joined(parts)


def winner_sentence(game: Game, state: State) -> Text:
    standings = game.standings(state)
    if len(standings) == 1:
        only = standings[0]
        return say("bits-winner-solo", name=seat_name(state, 0), points=points(int(only.score)),
                   detail=only.detail)
    first = [seat_name(state, s.seat) for s in standings if s.rank == 1]
    best = points(int(standings[0].score))
    if len(first) == 1:
        return say("bits-winner", name=first[0], points=best)
    return say("bits-winner-shared", names=", ".join(first[:-1]), last=first[-1], points=best)


# ---------------------------------------------------------------------------
# the status summary
# ---------------------------------------------------------------------------


def summary(game: Game, state: State, seat: int | None = None) -> Text:
    lines: list[Text] = []
    over = game.is_over(state)
    if over:
        lines.append(say("bits-summary-over", rounds=state["rounds"]))
        for st in game.standings(state):
            args = {"rank": st.rank, "name": seat_name(state, st.seat), "score": int(st.score),
                    "rounds": ", ".join(str(x) for x in state["round_scores"][st.seat])}
            if st.detail:
                lines.append(say("bits-summary-standing-detail", detail=st.detail, **args))
            else:
                lines.append(say("bits-summary-standing", **args))
    else:
        lines.append(say("bits-summary-round", round=state["round"], rounds=state["rounds"],
                         cards=joined([card(c) for c in state["tasks"]], "; ")))
        if state["phase"] == "start":
            lines.append(say("bits-summary-start"))
        else:
            lines.append(say("bits-summary-card", number=len(state["turned"]),
                             tile=tile(state["turned"][-1]), left=len(state["deck"])))
    for s in range(len(state["players"])):
        brd = state["boards"][s]
        rows = B.grid_rows(B.seat_grid(state, s))
        filled = [say("bits-summary-row", row=6 - i, squares=row) for i, row in enumerate(rows) if row != "......"]
        status: list[Text] = []
        if not over:
            if brd["out"]:
                status.append(say("bits-status-out"))
            elif state["pending"][s] is not None:
                status.append(say("bits-status-dropped"))
            else:
                status.append(say("bits-status-to-drop"))
        status.append(say("bits-summary-neutral", spent=brd["neutral_used"]))
        past = state["round_scores"][s]
        if past:
            status.append(say("bits-summary-round-scores", scores=", ".join(str(x) for x in past)))
        status.append(say("bits-summary-worth", points=B.live_scores(state, s)["total"]))
        board = joined(list(reversed(filled)), ", ") if filled else say("bits-summary-empty")
        lines.append(say("bits-summary-seat", name=seat_name(state, s), status=joined(status, ", "), board=board))
    if seat is not None and 0 <= seat < len(state["players"]) and state["pending"][seat]:
        lines.append(say("bits-summary-hidden", notation=state["pending"][seat]))
    return joined(lines, "\n")
