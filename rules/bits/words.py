"""BITS in words: the alt text of the public picture, the status summary and
the sentences about task cards and points they share."""

from __future__ import annotations

from rules.base import ALT_TEXT_LIMIT, Game, State, seat_name

from . import board as B


def _points(count: int) -> str:
    return f"{count} point" + ("" if count in (1, -1) else "s")


def _card_short(card_id: str) -> str:
    """"1B T (4 squares, any colour) +2 each, other 4-square blocks +1": a
    task card in a few words."""
    card = B.TASK_CARDS[card_id]
    colour = B.COLOUR_NAMES[card["colour"]] if card["colour"] else "any colour"
    text = f"{card_id} {card['name']} ({len(card['shape'])} squares, {colour}) {B.signed(card['points'])} each"
    if card.get("other_fours"):
        text += f", other 4-square blocks +{card['other_fours']}"
    return text


def alt_text(game: Game, state: State) -> str:
    """The public picture told in words, within Discord's 1,024
    characters at 4 players with 32-character names: the round and the
    tile to drop (or the winner), the task cards, who is still to drop,
    and for each player their score, their status, their latest drop and,
    when it fits, their board row by row. A hidden drop is never told."""
    over = game.is_over(state)
    n = len(state["players"])
    if over:
        head = f"BITS picture, final after {state['rounds']} rounds. " + winner_sentence(game, state)
    else:
        head = f"BITS picture, round {state['round']} of {state['rounds']}. "
        if state["phase"] == "start":
            head += "Everyone drops their starting tile."
        else:
            head += (f"Building card {len(state['turned'])}: everyone drops the "
                     f"{B.tile_name(state['turned'][-1])} ({len(state['deck'])} left).")
        waiting = [seat_name(state, s) for s in sorted(game.to_act(state))]
        head += f" Waiting for {', '.join(waiting)}." if waiting else ""
    tasks = "Task cards: " + "; ".join(_card_short(c) for c in state["tasks"]) + "."
    rank = {s.seat: s.rank for s in game.standings(state)}
    last = state.get("last") or {}
    drops = last.get("drops") or [None] * n
    players, boards = [], []
    for seat in range(n):
        brd = state["boards"][seat]
        total = sum(state["round_scores"][seat])
        rounds = ", ".join(str(x) for x in state["round_scores"][seat]) or "none yet"
        bits = [f"{_points(total)} (rounds {rounds})"]
        if over:
            if n > 1:
                bits.insert(0, f"rank {rank[seat]}")
            final = state["round_detail"][seat][-1]
            bits.append("final board " + ", ".join(f"{c} {B.signed(v) if v else 0}" for c, v in final.items()))
        elif brd["out"]:
            bits.append("out of the round")
        else:
            bits.append("has dropped" if state["pending"][seat] is not None else "to drop")
        if not over:
            bits.append(f"board now {B.live_scores(state, seat)['total']:+d}")
        if state["phase"] != "start" or over:
            bits.append("neutral spent" if brd["neutral_used"] else "neutral unused")
        if drops[seat]:
            bits.append(f"last drop {drops[seat]['notation']} on {'-'.join(drops[seat]['cells'])}")
        players.append(f"{seat_name(state, seat)}: {', '.join(bits)}")
        rows = B.grid_rows(B.seat_grid(state, seat))
        if any(row != "......" for row in rows):
            boards.append(f"{seat_name(state, seat)} " + "/".join(rows))
    text = f"{head} {tasks} " + "; ".join(players) + "."
    if boards:
        # no full stop after the last row: it would read as one more empty square
        with_boards = (text + " Boards, rows 6 to 1, columns A-F, letters R Y B P K N, dot empty: "
                       + "; ".join(boards))
        if len(with_boards) <= ALT_TEXT_LIMIT:
            return with_boards
    return text if len(text) <= ALT_TEXT_LIMIT else text[: ALT_TEXT_LIMIT - 1] + "…"


def winner_sentence(game: Game, state: State) -> str:
    standings = game.standings(state)
    if len(standings) == 1:
        only = standings[0]
        return f"{seat_name(state, 0)} scored {_points(int(only.score))}; {only.detail}."
    first = [seat_name(state, s.seat) for s in standings if s.rank == 1]
    points = int(standings[0].score)
    if len(first) == 1:
        return f"{first[0]} wins with {_points(points)}."
    return f"{', '.join(first[:-1])} and {first[-1]} share first place with {_points(points)}."


def summary(game: Game, state: State, seat: int | None = None) -> str:
    lines = []
    if game.is_over(state):
        lines.append(f"BITS is over after {state['rounds']} rounds.")
        for st in game.standings(state):
            rounds = ", ".join(str(x) for x in state["round_scores"][st.seat])
            extra = f"; {st.detail}" if st.detail else ""
            lines.append(f"{st.rank}. {seat_name(state, st.seat)}: {int(st.score)} points (rounds {rounds}){extra}.")
    else:
        lines.append(
            f"BITS round {state['round']} of {state['rounds']}. Task cards in play: "
            + "; ".join(B.card_text(c) for c in state["tasks"])
            + "."
        )
        if state["phase"] == "start":
            lines.append("Everyone is dropping their starting tile.")
        else:
            lines.append(
                f"Building card {len(state['turned'])}: the {B.tile_name(state['turned'][-1])} "
                f"({len(state['deck'])} cards left)."
            )
    for s in range(len(state["players"])):
        brd = state["boards"][s]
        rows = B.grid_rows(B.seat_grid(state, s))
        filled = [f"row {6 - i} {row}" for i, row in enumerate(rows) if row != "......"]
        status = []
        if not game.is_over(state):
            if brd["out"]:
                status.append("out of the round")
            elif state["pending"][s] is not None:
                status.append("has dropped")
            else:
                status.append("to drop")
        status.append("neutral tile spent" if brd["neutral_used"] else "neutral tile unused")
        past = state["round_scores"][s]
        if past:
            status.append("round scores " + ", ".join(str(x) for x in past))
        live = B.live_scores(state, s)["total"]
        status.append(f"board now worth {live}")
        board = ", ".join(reversed(filled)) if filled else "empty"
        lines.append(
            f"{seat_name(state, s)} ({', '.join(status)}). Board, columns A-F, "
            f"R red Y yellow B blue P purple K black N neutral . empty: {board}"
        )
    if seat is not None and 0 <= seat < len(state["players"]) and state["pending"][seat]:
        lines.append(f"Your hidden drop: {state['pending'][seat]}.")
    return "\n".join(lines)
