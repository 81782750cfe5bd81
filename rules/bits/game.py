"""BITS (Ravensburger, Reiner Knizia): the tile-drop game, 1 to 4 players.

See README.md in this folder for the state format, the components, the
notation and the choices the rulebook leaves open.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from rules.base import (
    ComputerPlayer,
    Decision,
    Event,
    Game,
    GameInfo,
    GameOver,
    IllegalMove,
    InvalidState,
    Move,
    NotationError,
    NotYourTurn,
    Rng,
    RulesError,
    Standing,
    State,
    Variant,
)

from . import board as B

KEY = "bits"
PHASES = ("start", "build", "over")
_REQUIRED = ("game", "players", "rng", "options", "round", "rounds", "phase", "tasks", "task_piles",
             "deck", "turned", "start_cards", "boards", "pending", "round_scores", "round_detail")

_MOVE_RE = re.compile(
    r"^(?:(neutral|neut|n)\s*)?([a-f])\s*(h|v|horizontal|vertical|flat|upright)"
    r"\s*(r|y|b|p|k|red|yellow|blue|purple|black)?$"
)
ALT_TEXT_LIMIT = 1024  # Discord's limit for a picture's description
_COLOUR_WORDS = {"red": "R", "yellow": "Y", "blue": "B", "purple": "P", "black": "K"}

SYNTAX = (
    'Write a drop as a column A to F, then h (flat, covering that column and the one to its right) '
    'or v (upright), then for a two-colour tile the colour letter (R, Y, B, P or K) of its left end '
    '(flat) or top end (upright): for example "C h R" or "D v". Write "neutral C h" to drop your '
    "neutral tile instead."
)


GUIDE = """\
**How to play.** Each round a task card is turned; every player drops their starting tile, then \
the tile of each building card turned, all at once. A tile slides straight down its columns and \
rests on the bottom edge or on a tile. A solid colour block scores a task card when it is exactly \
the card's shape (turned or mirrored) and colour, if it names one; a bigger block scores nothing. \
Pile 1 cards give +1 for every other block of exactly 4 squares; pile 3 cards cost points. Every \
face-up card scores at each round's end. Once a round you may drop your grey neutral tile \
instead. When no domino fits, you are out of the round. 3 rounds (4 with `advanced`).

**Moves.** Column A-F, then `h` (flat, over that column and the next) or `v` (upright), then for \
a two-colour tile the colour of its left (flat) or top (upright) end: R red, Y yellow, B blue, \
P purple, K black. Rows are 1 (bottom) to 6.
- `C h R`: flat over C and D, red end in C
- `D v Y`: upright in D, yellow end on top
- `E h`, `B v`: a one-colour tile (the starting tile too)
- `neutral C h`, `neutral D v`: the neutral tile instead

`moves` lists every legal drop and where it lands. Drops stay hidden until everyone has dropped; \
until then `/game undo` takes yours back.

**Pictures.** The board: the round and the tile to drop, the task cards, every board (columns \
above, rows beside, each square's colour letter), the last drop outlined in violet, each block \
a task card scores outlined with its points, each player's scores and neutral tile; when a round \
ends, every board as the round scored it until the next starting tiles are revealed; at the end \
the score table, winner first. Your private picture: your board with your hidden drop dashed \
where it will land."""


def _who(state: State, seat: int) -> str:
    names = state.get("players", [])
    return names[seat] if 0 <= seat < len(names) else f"seat {seat + 1}"


def _clip(text: Any, limit: int = 40) -> str:
    """Typed text quoted for a message, cut to ``limit`` characters."""
    text = str(text).strip()
    return repr(text) if len(text) <= limit else repr(text[:limit]) + "..."


def _show(value: Any) -> str:
    """A value of a malformed state, short: a clipped string or a type name."""
    if isinstance(value, str):
        return _clip(value)
    if value is None or isinstance(value, bool):
        return repr(value)
    names = {list: "a list", dict: "an object", float: "a decimal number", int: "a number"}
    return names.get(type(value), type(value).__name__)


def _need(condition: bool, message: str) -> None:
    if not condition:
        raise InvalidState(message)


def _is_int(value: Any) -> bool:
    return type(value) is int


def _is_str_list(value: Any) -> bool:
    return type(value) is list and all(isinstance(x, str) for x in value)


def _most_points(card: str) -> int:
    """The most points (either sign) one task card can give a 6 by 6 board:
    every square in a block of the card's shape (a pile-1 card's other
    4-square blocks give less than its shape)."""
    info = B.TASK_CARDS[card]
    return abs(info["points"]) * (B.SIZE * B.SIZE // len(info["shape"]))


def _grid(state: State, seat: int) -> list:
    return B.grid_from_tiles(state["boards"][seat]["tiles"])


def _points(points: int) -> str:
    return f"{points} point" + ("" if points in (1, -1) else "s")


def _card_short(card_id: str) -> str:
    """"1B T (4 squares, any colour) +2 each, other 4-square blocks +1": a
    task card in a few words."""
    card = B.TASK_CARDS[card_id]
    colour = B.COLOUR_NAMES[card["colour"]] if card["colour"] else "any colour"
    text = f"{card_id} {card['name']} ({len(card['shape'])} squares, {colour}) {B.signed(card['points'])} each"
    if card.get("other_fours"):
        text += f", other 4-square blocks +{card['other_fours']}"
    return text


class BitsGame(Game):
    info = GameInfo(
        key=KEY,
        name="BITS",
        min_players=1,
        max_players=4,
        summary=(
            "Everyone drops the same domino onto their own 6 by 6 ramp at once, "
            "building solid colour shapes for the task cards. Three rounds (four advanced); "
            "solo play ranks you from clean up crew to master builder."
        ),
        variants=(
            Variant(
                "advanced",
                "Advanced version: a 4th round with a task card from pile 4.",
                kind="bool",
                default=False,
            ),
        ),
        simultaneous=True,
        guide=GUIDE,
    )

    # ------------------------------------------------------------------
    # set-up and rounds
    # ------------------------------------------------------------------

    def setup(self, players: Sequence[str], options: dict[str, Any], seed: int) -> State:
        players = [str(p) for p in players]
        if not self.info.min_players <= len(players) <= self.info.max_players:
            raise ValueError("BITS is played by 1 to 4 players.")
        options = self.info.options(options)
        rng = Rng.from_seed(seed)
        n = len(players)
        state: State = {
            "game": KEY,
            "players": players,
            "options": options,
            "rng": rng.state,
            "round": 0,
            "rounds": 4 if options["advanced"] else 3,
            "phase": "start",
            "tasks": [],
            "task_piles": [list(B.TASK_PILES[p]) for p in (1, 2, 3, 4)],
            "set_aside": [],
            "deck": [],
            "turned": [],
            "start_cards": [],
            "boards": [{"tiles": [], "neutral_used": False, "out": False} for _ in range(n)],
            "pending": [None] * n,
            "round_scores": [[] for _ in range(n)],
            "round_detail": [[] for _ in range(n)],
            "last": None,
        }
        events: list[Event] = []
        self._start_round(state, rng, events)
        state["rng"] = rng.state
        return state

    def _start_round(self, state: State, rng: Rng, events: list[Event]) -> None:
        state["round"] += 1
        rnd = state["round"]
        # Upgrade of games stored before a retired task card was replaced: a
        # retired card still unused in a pile is dealt as its replacement.
        state["task_piles"] = [[B.RETIRED.get(c, c) for c in p] for p in state["task_piles"]]
        pile = state["task_piles"][rnd - 1]
        card = pile.pop(rng.randrange(len(pile)))
        if rnd == 3:
            # Special rule for the 3rd round: a card with the same shape as
            # round 2's card is replaced from pile 3.
            while B.same_shape(card, state["tasks"][1]) and pile:
                state.setdefault("set_aside", []).append(card)
                events.append(
                    Event(
                        f"Task card {card} shows the same shape as round 2's card "
                        f"{state['tasks'][1]}, so it is replaced from pile 3 "
                        "(special rule for the 3rd round).",
                        kind="task-replaced",
                        data={"card": card},
                    )
                )
                card = pile.pop(rng.randrange(len(pile)))
        state["tasks"].append(card)
        n = len(state["players"])
        state["boards"] = [{"tiles": [], "neutral_used": False, "out": False} for _ in range(n)]
        state["pending"] = [None] * n
        state["deck"] = list(B.GAME_TILE_ORDER)
        state["turned"] = []
        state["start_cards"] = rng.shuffled(B.START_TILE_ORDER)[:n]
        state["phase"] = "start"
        state["last"] = {"round": rnd, "drops": [None] * n}
        events.append(
            Event(
                f"Round {rnd} of {state['rounds']}: task card {B.card_text(card)}. "
                f"Task cards in play: {', '.join(state['tasks'])}.",
                kind="round-start",
                data={"round": rnd, "card": card},
            )
        )
        starts = "; ".join(
            f"{_who(state, s)} the {B.tile_name(t)}" for s, t in enumerate(state["start_cards"])
        )
        events.append(
            Event(f"Starting cards: {starts}. Everyone drops their starting tile.", kind="start-cards")
        )

    # ------------------------------------------------------------------
    # whose turn, what is legal
    # ------------------------------------------------------------------

    def is_over(self, state: State) -> bool:
        return state["phase"] == "over"

    def current_tile(self, state: State, seat: int) -> str:
        """The tile this seat must drop now (starting tile or the building
        card's tile)."""
        if state["phase"] == "start":
            return state["start_cards"][seat]
        return state["turned"][-1]

    def to_act(self, state: State) -> dict[int, Decision]:
        if self.is_over(state):
            return {}
        result = {}
        for seat, brd in enumerate(state["boards"]):
            if brd["out"] or state["pending"][seat] is not None:
                continue
            tile = self.current_tile(state, seat)
            if state["phase"] == "start":
                prompt = f"Drop your starting tile, the {B.tile_name(tile)} (e.g. \"C v\")."
            else:
                extra = "" if brd["neutral_used"] else ", or your neutral tile (once a round)"
                prompt = (
                    f"Building card {len(state['turned'])}: drop the {B.tile_name(tile)}{extra}."
                )
            result[seat] = Decision("drop", prompt)
        return result

    def _drops(self, state: State, seat: int) -> list[tuple[str, Move, list[tuple[int, int]], str, bool]]:
        """(notation, Move, cells in tile colour order, tile id, neutral)."""
        grid = _grid(state, seat)
        h = B.heights(grid)
        tile = self.current_tile(state, seat)
        result = []
        options = [(tile, False)]
        if state["phase"] == "build" and not state["boards"][seat]["neutral_used"]:
            options.append((B.NEUTRAL_ID, True))
        for tile_id, neutral in options:
            a, b = B.TILES[tile_id]
            ends = [None] if a == b else [a, b]
            for col in range(B.SIZE):
                for orient in ("h", "v"):
                    spot = B.landing_from_heights(h, col, orient)
                    if spot is None:
                        continue
                    for end in ends:
                        notation = self._notation(neutral, col, orient, end)
                        cells = self._colour_order(tile_id, orient, spot, end)
                        label = self._label(tile_id, orient, cells)
                        result.append((notation, Move(notation, label), cells, tile_id, neutral))
        return result

    @staticmethod
    def _notation(neutral: bool, col: int, orient: str, end: str | None) -> str:
        text = f"{B.COLUMNS[col]} {orient}"
        if end:
            text += f" {end}"
        return ("neutral " + text) if neutral else text

    @staticmethod
    def _colour_order(tile_id: str, orient: str, spot, end: str | None) -> list[tuple[int, int]]:
        """The two squares in the order of the tile's colours. ``spot`` is
        (left, right) or (bottom, top); ``end`` the colour of the left/top end."""
        a, b = B.TILES[tile_id]
        first, second = spot
        if a == b:
            return [first, second]  # single colour: bottom or left square first
        if orient == "v":
            first, second = second, first  # (top, bottom)
        # now (left-or-top, right-or-bottom)
        if end is None or end == a:
            return [first, second]
        return [second, first]

    @staticmethod
    def _label(tile_id: str, orient: str, cells: list[tuple[int, int]]) -> str:
        a, b = B.TILES[tile_id]
        names = [B.cell_name(c, r) for c, r in cells]
        how = "flat" if orient == "h" else "upright"
        if a == b:
            ordered = sorted(names)
            return f"{B.tile_name(tile_id)} {how}: lands on {ordered[0]}-{ordered[1]}"
        return (
            f"{B.tile_name(tile_id)} {how}: lands on "
            f"{names[0]} {B.COLOUR_NAMES[a]}, {names[1]} {B.COLOUR_NAMES[b]}"
        )

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if seat not in self.to_act(state):
            return []
        return [move for _, move, _, _, _ in self._drops(state, seat)]

    # ------------------------------------------------------------------
    # parsing and applying
    # ------------------------------------------------------------------

    def parse(self, text: str) -> tuple[bool, int, str, str | None]:
        """(neutral, column, "h" or "v", end colour or None); NotationError."""
        cleaned = re.sub(r"[\s,:;\-/|]+", " ", str(text).strip().lower()).strip()
        m = _MOVE_RE.match(cleaned)
        if not m:
            raise NotationError(f"{_clip(text)} is not a drop. {SYNTAX}")
        neutral = m.group(1) is not None
        col = "abcdef".index(m.group(2))
        orient = "h" if m.group(3) in ("h", "horizontal", "flat") else "v"
        end = m.group(4)
        if end:
            end = _COLOUR_WORDS.get(end, end.upper())
        return neutral, col, orient, end

    def apply(self, state: State, seat: int, move: str) -> tuple[State, list[Event]]:
        if self.is_over(state):
            raise GameOver("The game is over; no more tiles can be dropped.")
        if not isinstance(seat, int) or not 0 <= seat < len(state["players"]):
            raise NotYourTurn("That seat is not at this table.")
        acting = self.to_act(state)
        if seat not in acting:
            waiting = ", ".join(_who(state, s) for s in sorted(acting)) or "nobody"
            if state["boards"][seat]["out"]:
                raise NotYourTurn(
                    f"You are out of round {state['round']}: no domino fits on your board any more. "
                    f"Waiting for {waiting}."
                )
            raise NotYourTurn(
                f"You have already dropped ({state['pending'][seat]}); drops are revealed when "
                f"everyone has dropped. Waiting for {waiting}."
            )
        tile, cells, notation = self._resolve(state, seat, move)

        new = self.copy_state(state)
        new["pending"][seat] = notation
        names = [B.cell_name(c, r) for c, r in cells]
        events = [
            Event(
                f"{_who(state, seat)} has dropped; all drops are revealed once everyone has dropped.",
                kind="dropped",
                data={"seat": seat},
            ),
            Event(
                f"You dropped {notation}: the {B.tile_name(tile)} will land on {' and '.join(names)}.",
                seat=seat,
                private=True,
                kind="my-drop",
                data={"notation": notation, "cells": names},
            ),
        ]
        if not self.to_act(new):
            self._reveal(new, events)
        return new, events

    def _resolve(self, state: State, seat: int, move: str) -> tuple[str, list[tuple[int, int]], str]:
        """The tile ``move`` drops for ``seat`` now, its two squares in the
        tile's colour order and the canonical notation; NotationError or
        IllegalMove naming the rule."""
        neutral, col, orient, end = self.parse(move)
        tile = self.current_tile(state, seat)
        brd = state["boards"][seat]
        if neutral:
            if state["phase"] == "start":
                raise IllegalMove(
                    "The neutral tile may only replace the tile of a building card, not your starting "
                    f"tile: drop the {B.tile_name(tile)} first."
                )
            if brd["neutral_used"]:
                raise IllegalMove(
                    "You have already dropped your neutral tile this round (the neutral tile may be laid "
                    f"once every round): drop the {B.tile_name(tile)}."
                )
            if end is not None:
                raise IllegalMove(
                    'The neutral tile is grey all over and has no coloured end: write "neutral '
                    f'{B.COLUMNS[col]} {orient}".'
                )
            tile = B.NEUTRAL_ID
        a, b = B.TILES[tile]
        if end is not None and end not in (a, b):
            allowed = a if a == b else f"{a} or {b}"
            raise IllegalMove(
                f"The tile to drop is the {B.tile_name(tile)}: it has no {B.COLOUR_NAMES[end]} end "
                f"(all players lay the tile depicted on the card). Name the end with {allowed}."
            )
        grid = _grid(state, seat)
        spot = B.landing(grid, col, orient)
        if spot is None:
            raise IllegalMove(self._no_fit_message(state, seat, grid, col, orient))
        if end is None and a != b:
            where = "left" if orient == "h" else "top"
            raise NotationError(
                f"The {B.tile_name(tile)} has two colours: say which colour is at the {where} end, "
                f'"{B.COLUMNS[col]} {orient} {a}" or "{B.COLUMNS[col]} {orient} {b}".'
            )
        cells = self._colour_order(tile, orient, spot, end if a != b else None)
        notation = self._notation(neutral, col, orient, end if a != b else None)
        return tile, cells, notation

    def _no_fit_message(self, state: State, seat: int, grid, col: int, orient: str) -> str:
        letter = B.COLUMNS[col]
        legal = self._drops(state, seat)
        sample = ", ".join(n for n, *_ in legal[:10])
        more = f" and {len(legal) - 10} more" if len(legal) > 10 else ""
        allowed = f" Legal drops: {sample}{more}."
        if orient == "h" and col == B.SIZE - 1:
            return (
                "A flat tile covers its column and the one to its right, so from column F it would stick "
                "out of the grid (game tiles must not protrude over the edge of the grid): flat tiles "
                "start in columns A to E." + allowed
            )
        h = B.heights(grid)
        if orient == "v":
            return (
                f"Column {letter} is filled to row {h[col]}, so an upright tile there would stick out "
                "of the top of the grid (game tiles must not protrude over the edge of the grid)." + allowed
            )
        nxt = B.COLUMNS[col + 1]
        full = [B.COLUMNS[c] for c in (col, col + 1) if h[c] >= B.SIZE]
        if len(full) == 2:
            why = f"Columns {letter} and {nxt} are both full (filled to row {B.SIZE})"
        else:
            other = nxt if full[0] == letter else letter
            low = h[B.COLUMNS.index(other)]
            below = f"filled to row {low}" if low else "empty"
            why = f"Column {full[0]} is full (filled to row {B.SIZE}; column {other} is {below})"
        return (
            f"{why}, so a flat tile over columns {letter} and {nxt} would rest on the fuller column and "
            "stick out of the top of the grid (game tiles must not protrude over the edge of the grid)."
            + allowed
        )

    def _reveal(self, state: State, events: list[Event]) -> None:
        """Everyone has dropped or is out: lay all pending drops together,
        drop out the stuck, then turn the next building card or end the round."""
        rng = Rng(state["rng"])
        n = len(state["players"])
        state.pop("round_end", None)  # the last round's boards, kept until this reveal
        drops: list[dict | None] = [None] * n
        told = []
        for seat in range(n):
            notation = state["pending"][seat]
            if notation is None:
                continue
            neutral, col, orient, end = self.parse(notation)
            tile = B.NEUTRAL_ID if neutral else self.current_tile(state, seat)
            grid = _grid(state, seat)
            spot = B.landing(grid, col, orient)
            cells = self._colour_order(tile, orient, spot, end)
            names = [B.cell_name(c, r) for c, r in cells]
            brd = state["boards"][seat]
            brd["tiles"].append({"tile": tile, "cells": names})
            if neutral:
                brd["neutral_used"] = True
            drops[seat] = {"tile": tile, "cells": names, "notation": notation}
            told.append(f"{_who(state, seat)} {notation} ({B.tile_name(tile)} on {' and '.join(names)})")
        state["pending"] = [None] * n
        what = "the starting tiles" if state["phase"] == "start" else f"building card {len(state['turned'])}"
        state["last"] = {"round": state["round"], "drops": drops}
        events.append(
            Event(f"Drops revealed for {what}: " + "; ".join(told) + ".", kind="reveal",
                  data={"drops": drops})
        )
        for seat in range(n):
            brd = state["boards"][seat]
            if not brd["out"] and not B.can_place_any(_grid(state, seat)):
                brd["out"] = True
                events.append(
                    Event(
                        f"{_who(state, seat)} is stuck: no domino fits on their board any more, so they "
                        f"drop out of round {state['round']}.",
                        kind="out",
                        data={"seat": seat},
                    )
                )
        if all(b["out"] for b in state["boards"]):
            self._end_round(state, rng, events, "none of the players can lay a tile")
        elif not state["deck"]:
            # Cannot happen with 20 building cards (a board holds at most 18
            # dominoes) but a hand-written state might: the round ends.
            self._end_round(state, rng, events, "the building cards have run out")
        else:
            card = state["deck"].pop(rng.randrange(len(state["deck"])))
            state["turned"].append(card)
            state["phase"] = "build"
            events.append(
                Event(
                    f"Building card {len(state['turned'])} is turned: everyone drops the {B.tile_name(card)}.",
                    kind="card",
                    data={"card": card},
                )
            )
        state["rng"] = rng.state

    def _end_round(self, state: State, rng: Rng, events: list[Event], why: str) -> None:
        rnd = state["round"]
        parts = []
        for seat in range(len(state["players"])):
            detail = B.score_grid(_grid(state, seat), state["tasks"])
            state["round_scores"][seat].append(detail["total"])
            state["round_detail"][seat].append({k: v for k, v in detail.items() if k != "total"})
            cards = ", ".join(f"{k} {B.signed(v) if v else '0'}" for k, v in detail.items() if k != "total")
            parts.append(f"{_who(state, seat)} {detail['total']} ({cards})")
        events.append(
            Event(
                f"Round {rnd} ends ({why}). Scores: " + "; ".join(parts) + ".",
                kind="round-end",
                data={"round": rnd},
            )
        )
        if rnd >= state["rounds"]:
            state["phase"] = "over"
            state["pending"] = [None] * len(state["players"])
            lines = [
                f"{s.rank}. {_who(state, s.seat)} {int(s.score)}" + (f" ({s.detail})" if s.detail else "")
                for s in self.standings(state)
            ]
            events.append(Event("The game is over. " + "; ".join(lines) + ".", kind="game-over"))
        else:
            # The boards are cleared for the next round; the finished ones
            # stay in the state until its starting tiles are revealed, so the
            # pictures of the round's end frame the blocks that scored.
            state["round_end"] = {"round": rnd,
                                  "boards": [[dict(t) for t in b["tiles"]] for b in state["boards"]]}
            self._start_round(state, rng, events)

    # ------------------------------------------------------------------
    # scores and standings
    # ------------------------------------------------------------------

    def scores(self, state: State) -> dict[int, dict[str, float]]:
        result = {}
        for seat in range(len(state["players"])):
            row: dict[str, float] = {}
            for i, pts in enumerate(state["round_scores"][seat]):
                row[f"round {i + 1}"] = pts
            row["total"] = sum(state["round_scores"][seat])
            result[seat] = row
        return result

    def live_scores(self, state: State, seat: int) -> dict[str, int]:
        """What this seat's board would score now with the task cards in play."""
        return B.score_grid(_grid(state, seat), state["tasks"])

    @staticmethod
    def solo_rank(total: int) -> str:
        for row in B.SOLO_RANKS:
            if row["min"] is None or total >= row["min"]:
                return row["rank"]
        return B.SOLO_RANKS[-1]["rank"]

    def standings(self, state: State) -> list[Standing]:
        n = len(state["players"])
        totals = [sum(r) for r in state["round_scores"]]
        best = [max(r) if r else 0 for r in state["round_scores"]]
        if n == 1:
            # The solo table ranks the score of rounds 1 to 3; an advanced solo
            # game shows its 4th round in the total but is ranked on rounds 1-3.
            first3 = sum(state["round_scores"][0][:3])
            solo = self.solo_rank(first3)
            detail = f"solo rank: {solo}"
            if len(state["round_scores"][0]) > 3:
                detail += f" (the solo table counts rounds 1 to 3: {first3} points)"
            return [Standing(0, 1, totals[0], detail)]
        result = []
        for seat in range(n):
            key = (totals[seat], best[seat])
            rank = 1 + sum(1 for s in range(n) if (totals[s], best[s]) > key)
            same_total = [s for s in range(n) if s != seat and totals[s] == totals[seat]]
            detail = ""
            if same_total:
                shared = [s for s in same_total if best[s] == best[seat]]
                if shared:
                    others = ", ".join(_who(state, s) for s in shared)
                    detail = (
                        f"tied with {others} on {totals[seat]} points and on highest single round "
                        f"({best[seat]}): shared rank"
                    )
                else:
                    detail = (
                        f"tie on {totals[seat]} points decided by highest single round ({best[seat]})"
                    )
            result.append(Standing(seat, rank, totals[seat], detail))
        result.sort(key=lambda s: (s.rank, s.seat))
        return result

    # ------------------------------------------------------------------
    # views
    # ------------------------------------------------------------------

    def _board_view(self, state: State, seat: int) -> dict[str, Any]:
        brd = state["boards"][seat]
        grid = _grid(state, seat)
        return {
            "name": _who(state, seat),
            "rows": B.grid_rows(grid),
            "tiles": [
                {"tile": t["tile"], "cells": list(t["cells"]), "colours": list(B.TILES[t["tile"]])}
                for t in brd["tiles"]
            ],
            "neutral_used": brd["neutral_used"],
            "out": brd["out"],
            "dropped": state["pending"][seat] is not None,
            "start_card": state["start_cards"][seat],
            "live": self.live_scores(state, seat),
            "blocks": B.scoring_blocks(grid, state["tasks"]),
            "round_scores": list(state["round_scores"][seat]),
            "total": sum(state["round_scores"][seat]),
        }

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        over = self.is_over(state)
        card = state["turned"][-1] if state["phase"] == "build" and state["turned"] else None
        result: dict[str, Any] = {
            "game": KEY,
            "players": list(state["players"]),
            "options": dict(state["options"]),
            "round": state["round"],
            "rounds": state["rounds"],
            "phase": state["phase"],
            "over": over,
            "tasks": [
                {**{k: v for k, v in B.TASK_CARDS[c].items()}, "text": B.card_text(c)} for c in state["tasks"]
            ],
            "card": (
                {"id": card, "colours": list(B.TILES[card]), "number": len(state["turned"]),
                 "name": B.tile_name(card)}
                if card
                else None
            ),
            "turned": list(state["turned"]),
            "deck_left": len(state["deck"]),
            "boards": [self._board_view(state, s) for s in range(len(state["players"]))],
            "to_act": sorted(self.to_act(state)),
            "last": state.get("last"),
            "seat": seat,
            "standings": [
                {"seat": s.seat, "rank": s.rank, "score": s.score, "detail": s.detail}
                for s in self.standings(state)
            ],
            "round_detail": [list(d) for d in state["round_detail"]],
            "round_end": self._round_end_view(state),
        }
        if seat is not None and 0 <= seat < len(state["players"]):
            result["private"] = self.private(state, seat)
        return result

    def _round_end_view(self, state: State) -> dict[str, Any] | None:
        """The boards of the round just scored, each with the blocks that
        scored and its points per card, while the next round's starting tiles
        are being dropped (its boards are still empty); otherwise None."""
        ended = state.get("round_end")
        if not ended:
            return None
        rnd = ended["round"]
        tasks = state["tasks"][:rnd]
        boards = []
        for seat, tiles in enumerate(ended["boards"]):
            grid = B.grid_from_tiles(tiles)
            boards.append({
                "tiles": [{"tile": t["tile"], "cells": list(t["cells"]), "colours": list(B.TILES[t["tile"]])}
                          for t in tiles],
                "blocks": B.scoring_blocks(grid, tasks),
                "cards": dict(state["round_detail"][seat][rnd - 1]),
                "score": state["round_scores"][seat][rnd - 1],
            })
        return {"round": rnd, "boards": boards}

    def private(self, state: State, seat: int) -> dict[str, Any]:
        notation = state["pending"][seat] if 0 <= seat < len(state["pending"]) else None
        if notation is None:
            return {}
        neutral, col, orient, end = self.parse(notation)
        tile = B.NEUTRAL_ID if neutral else self.current_tile(state, seat)
        spot = B.landing(_grid(state, seat), col, orient)
        cells = self._colour_order(tile, orient, spot, end)
        return {
            "pending": {
                "notation": notation,
                "tile": tile,
                "colours": list(B.TILES[tile]),
                "cells": [B.cell_name(c, r) for c, r in cells],
            }
        }

    def alt_text(self, state: State) -> str:
        """The public picture told in words, within Discord's 1,024
        characters at 4 players with 32-character names: the round and the
        tile to drop (or the winner), the task cards, who is still to drop,
        and for each player their score, their status, their latest drop and,
        when it fits, their board row by row. A hidden drop is never told."""
        over = self.is_over(state)
        n = len(state["players"])
        if over:
            head = f"BITS picture, final after {state['rounds']} rounds. " + self._winner_sentence(state)
        else:
            head = f"BITS picture, round {state['round']} of {state['rounds']}. "
            if state["phase"] == "start":
                head += "Everyone drops their starting tile."
            else:
                head += (f"Building card {len(state['turned'])}: everyone drops the "
                         f"{B.tile_name(state['turned'][-1])} ({len(state['deck'])} left).")
            waiting = [_who(state, s) for s in sorted(self.to_act(state))]
            head += f" Waiting for {', '.join(waiting)}." if waiting else ""
        tasks = "Task cards: " + "; ".join(_card_short(c) for c in state["tasks"]) + "."
        rank = {s.seat: s.rank for s in self.standings(state)}
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
                bits.append(f"board now {self.live_scores(state, seat)['total']:+d}")
            if state["phase"] != "start" or over:
                bits.append("neutral spent" if brd["neutral_used"] else "neutral unused")
            if drops[seat]:
                bits.append(f"last drop {drops[seat]['notation']} on {'-'.join(drops[seat]['cells'])}")
            players.append(f"{_who(state, seat)}: {', '.join(bits)}")
            rows = B.grid_rows(_grid(state, seat))
            if any(row != "......" for row in rows):
                boards.append(f"{_who(state, seat)} " + "/".join(rows))
        text = f"{head} {tasks} " + "; ".join(players) + "."
        if boards:
            # no full stop after the last row: it would read as one more empty square
            with_boards = (text + " Boards, rows 6 to 1, columns A-F, letters R Y B P K N, dot empty: "
                           + "; ".join(boards))
            if len(with_boards) <= ALT_TEXT_LIMIT:
                return with_boards
        return text if len(text) <= ALT_TEXT_LIMIT else text[: ALT_TEXT_LIMIT - 1] + "…"

    def _winner_sentence(self, state: State) -> str:
        standings = self.standings(state)
        if len(standings) == 1:
            only = standings[0]
            return f"{_who(state, 0)} scored {_points(int(only.score))}; {only.detail}."
        first = [_who(state, s.seat) for s in standings if s.rank == 1]
        points = int(standings[0].score)
        if len(first) == 1:
            return f"{first[0]} wins with {_points(points)}."
        return f"{', '.join(first[:-1])} and {first[-1]} share first place with {_points(points)}."

    def summary(self, state: State, seat: int | None = None) -> str:
        lines = []
        if self.is_over(state):
            lines.append(f"BITS is over after {state['rounds']} rounds.")
            for st in self.standings(state):
                rounds = ", ".join(str(x) for x in state["round_scores"][st.seat])
                extra = f"; {st.detail}" if st.detail else ""
                lines.append(f"{st.rank}. {_who(state, st.seat)}: {int(st.score)} points (rounds {rounds}){extra}.")
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
            rows = B.grid_rows(_grid(state, s))
            filled = [f"row {6 - i} {row}" for i, row in enumerate(rows) if row != "......"]
            status = []
            if not self.is_over(state):
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
            live = self.live_scores(state, s)["total"]
            status.append(f"board now worth {live}")
            board = ", ".join(reversed(filled)) if filled else "empty"
            lines.append(
                f"{_who(state, s)} ({', '.join(status)}). Board, columns A-F, "
                f"R red Y yellow B blue P purple K black N neutral . empty: {board}"
            )
        if seat is not None and 0 <= seat < len(state["players"]) and state["pending"][seat]:
            lines.append(f"Your hidden drop: {state['pending'][seat]}.")
        return "\n".join(lines)

    # ------------------------------------------------------------------
    # checking hand-written states
    # ------------------------------------------------------------------

    def validate(self, state: State) -> None:
        """InvalidState, with a sentence saying what is wrong, unless ``state``
        is a position the rules can reach: every key of the README's format
        present with its type, every card and tile exactly once, each board's
        tiles laid in the order of the building cards and resting where
        gravity put them, scores that add up. Never another exception."""
        try:
            self._check_format(state)
            self._check_cards(state)
            for seat in range(len(state["players"])):
                self._check_board(state, seat)
            self._check_scores(state)
            self._check_round_end(state)
        except InvalidState:
            raise
        except Exception as exc:  # a gap in the checks above: still a sentence
            raise InvalidState(
                f"The BITS state is malformed and could not be checked ({type(exc).__name__})."
            ) from None

    def _check_format(self, state: State) -> None:
        _need(type(state) is dict, f"A BITS state is a JSON object of keys, not {_show(state)}.")
        for key in _REQUIRED:
            _need(key in state, f"The state has no {key!r} key.")
        _need(state["game"] == KEY, f"This is not a BITS state: its game is {_show(state['game'])}, not 'bits'.")
        players = state["players"]
        _need(_is_str_list(players) and 1 <= len(players) <= 4,
              "players must be a list of 1 to 4 names (BITS is played by 1 to 4 players).")
        n = len(players)
        _need(_is_int(state["rng"]) and 0 <= state["rng"] < 2**64,
              "rng must be a whole number from 0 to 2**64 - 1 (the random generator's state).")
        options = state["options"]
        _need(type(options) is dict and set(options) <= {"advanced"}
              and all(type(v) is bool for v in options.values()),
              'options must be an object whose only key is "advanced", true or false.')
        rounds = 4 if options.get("advanced") else 3
        _need(state["rounds"] == rounds and _is_int(state["rounds"]),
              "rounds must be 3, or 4 with the advanced option.")
        _need(_is_int(state["round"]) and 1 <= state["round"] <= rounds,
              f"round must be a whole number from 1 to {rounds}.")
        _need(state["phase"] in PHASES and isinstance(state["phase"], str),
              f"The phase must be one of {', '.join(PHASES)}.")
        for key in ("tasks", "deck", "turned", "start_cards"):
            _need(_is_str_list(state[key]), f"{key} must be a list of card ids (strings).")
        _need(_is_str_list(state.get("set_aside", [])), "set_aside must be a list of card ids (strings).")
        piles = state["task_piles"]
        _need(type(piles) is list and len(piles) == 4 and all(_is_str_list(p) for p in piles),
              "task_piles must be a list of the 4 task card piles, each a list of card ids.")
        for key in ("boards", "pending", "round_scores", "round_detail"):
            _need(type(state[key]) is list and len(state[key]) == n, f"{key} needs one entry per player.")
        for seat in range(n):
            who = _who(state, seat)
            brd = state["boards"][seat]
            _need(type(brd) is dict and type(brd.get("tiles")) is list
                  and type(brd.get("neutral_used")) is bool and type(brd.get("out")) is bool,
                  f"{who}'s board must be an object with a list of tiles and true/false neutral_used and out.")
            for placed in brd["tiles"]:
                self._check_placed(placed, f"{who}'s board")
            pending = state["pending"][seat]
            _need(pending is None or isinstance(pending, str),
                  f"{who}'s pending drop must be a drop's notation or null, not {_show(pending)}.")
            scores, details = state["round_scores"][seat], state["round_detail"][seat]
            _need(type(scores) is list and all(_is_int(x) for x in scores),
                  f"{who}'s round_scores must be a list of whole numbers.")
            _need(type(details) is list and all(
                type(d) is dict and all(_is_int(v) for v in d.values()) for d in details),
                f"{who}'s round_detail must be a list of objects of points per task card.")
        last = state.get("last")
        if last is not None:
            _need(type(last) is dict and last.get("round") == state["round"] and _is_int(last["round"])
                  and type(last.get("drops")) is list and len(last["drops"]) == n,
                  "last must be null or the latest reveal of this round: "
                  '{"round": the round, "drops": one entry per player}.')
            for seat, drop in enumerate(last["drops"]):
                if drop is not None:
                    where = f"the last reveal of {_who(state, seat)}"
                    self._check_placed(drop, where)
                    _need(isinstance(drop.get("notation"), str), f"{where} needs the drop's notation.")

    @staticmethod
    def _check_placed(placed: Any, where: str) -> None:
        """A placed tile: {"tile": a known id, "cells": two square names}."""
        _need(type(placed) is dict and isinstance(placed.get("tile"), str)
              and _is_str_list(placed.get("cells")) and len(placed["cells"]) == 2,
              f"Each tile on {where} must be an object with a tile id and its two squares (cells).")
        tile = placed["tile"]
        _need(tile in B.TILES, f"{where} has an unknown tile {_show(tile)}.")
        for name in placed["cells"]:
            try:
                B.parse_cell(name)
            except ValueError:
                raise InvalidState(f"{where}: {_clip(name)} is not a square: squares are A1 to F6.") from None

    def _check_cards(self, state: State) -> None:
        rnd, tasks = state["round"], state["tasks"]
        _need(len(tasks) == rnd, f"In round {rnd} exactly {rnd} task cards are face up (one per round).")
        for i, card in enumerate(tasks):
            _need(card in B.TASK_CARDS and B.TASK_CARDS[card]["pile"] == i + 1,
                  f"Task card {i + 1} must come from pile {i + 1}, not {_show(card)}.")
        set_aside = state.get("set_aside", [])
        for i, pile in enumerate(state["task_piles"]):
            for card in pile:
                _need(card in B.TASK_CARDS and B.TASK_CARDS[card]["pile"] == i + 1,
                      f"Task pile {i + 1} holds only pile {i + 1} cards, not {_show(card)}.")
        every = sorted(tasks + set_aside + [c for p in state["task_piles"] for c in p])
        decks = [sorted(B.DECK)] + [
            sorted([old if c == new else c for c in B.DECK]) for old, new in B.RETIRED.items()
        ]
        _need(every in decks, "Every task card must be exactly once in the piles, face up or set aside "
              f"({', '.join(B.DECK)}).")
        if rnd < 3:
            _need(not set_aside, "Task cards are only set aside when the 3rd round's card is turned.")
        else:
            for card in set_aside:
                _need(B.TASK_CARDS[card]["pile"] == 3 and B.same_shape(card, tasks[1]),
                      f"Task card {card} is set aside but does not show round 2's shape (special rule "
                      "for the 3rd round).")
            _need(not B.same_shape(tasks[2], tasks[1]),
                  f"Task card {tasks[2]} shows the same shape as round 2's card {tasks[1]}: the special "
                  "rule for the 3rd round replaces it from pile 3.")
        deck, turned = state["deck"], state["turned"]
        _need(sorted(deck + turned) == sorted(B.GAME_TILE_ORDER),
              "The building cards not yet turned (deck) and the turned ones must make up the 20 cards, "
              "each once.")
        if state["phase"] == "build":
            _need(bool(turned), "In the build phase a building card is face up (turned).")
        if state["phase"] == "start":
            _need(not turned, "No building card is turned before the starting tiles are down.")
        starts = state["start_cards"]
        _need(len(starts) == len(state["players"]) and len(set(starts)) == len(starts)
              and all(c in B.START_TILES for c in starts),
              "Each player holds a different starting card (SR, SY, SB, SP or SK).")

    def _check_board(self, state: State, seat: int) -> None:
        who = _who(state, seat)
        brd = state["boards"][seat]
        tiles = brd["tiles"]
        phase, turned = state["phase"], state["turned"]
        if phase == "start":
            _need(not tiles, f"{who}'s board must be empty: the starting tiles are laid together once "
                  "everyone has dropped theirs.")
        laid = turned[:-1] if phase == "build" else turned
        _need(len(tiles) <= 1 + len(laid),
              f"{who}'s board has {len(tiles)} tiles, but only the starting tile and {len(laid)} building "
              "cards' tiles have been revealed.")
        if phase == "build" and not brd["out"]:
            _need(len(tiles) == 1 + len(laid),
                  f"{who} is still in the round, so their board holds the starting tile and one tile for each "
                  f"of the {len(laid)} building cards revealed: {1 + len(laid)} tiles, not {len(tiles)}.")
        grid: list = [None] * 36
        for i, placed in enumerate(tiles):
            tile = placed["tile"]
            if i == 0:
                _need(tile == state["start_cards"][seat],
                      f"{who}'s first tile must be their starting tile {state['start_cards'][seat]} "
                      "(tiles are listed in the order laid).")
            else:
                _need(tile in (turned[i - 1], B.NEUTRAL_ID),
                      f"{who}'s tile {i + 1} is {tile}, but building card {i} was {turned[i - 1]}: after the "
                      "starting tile each tile is the next building card's tile, or the neutral tile instead.")
            (c0, r0), (c1, r1) = cells = [B.parse_cell(c) for c in placed["cells"]]
            _need(abs(c0 - c1) + abs(r0 - r1) == 1,
                  f"Tile {tile} on {who}'s board must cover two neighbouring squares.")
            for c, r in cells:
                _need(grid[r * 6 + c] is None, f"Two tiles overlap on {B.cell_name(c, r)} of {who}'s board.")
            orient = "v" if c0 == c1 else "h"
            spot = B.landing(grid, min(c0, c1), orient)
            _need(spot is not None and set(spot) == set(cells),
                  f"Tile {tile} on {who}'s board covers {' and '.join(placed['cells'])}, but a tile slides "
                  "straight down until it rests on the bottom edge or on a tile: dropped there after the "
                  "tiles listed before it (in the order laid), it would rest on "
                  f"{' and '.join(B.cell_name(c, r) for c, r in spot or [])}. No tile floats over an "
                  "empty square of its column.")
            for (c, r), colour in zip(cells, B.TILES[tile], strict=True):
                grid[r * 6 + c] = colour
        ids = [t["tile"] for t in tiles]
        _need(ids.count(B.NEUTRAL_ID) <= 1, f"{who}'s board has the neutral tile twice (once a round).")
        _need((B.NEUTRAL_ID in ids) == brd["neutral_used"],
              f"{who}'s neutral_used must say whether the neutral tile is on the board.")
        fits = B.can_place_any(grid)
        _need(not (brd["out"] and fits), f"{who} is marked out but a domino still fits on their board.")
        if phase == "over":
            _need(brd["out"], f"The game is over, so every board was stuck: {who} must be marked out.")
        else:
            _need(brd["out"] or fits, f"No domino fits on {who}'s board any more, so they must be marked out.")
        pending = state["pending"][seat]
        if pending is not None:
            _need(phase != "over" and not brd["out"], f"{who} cannot have a pending drop now.")
            try:
                self._resolve(state, seat, pending)
            except RulesError as err:
                raise InvalidState(f"{who}'s pending drop {_clip(pending)} is not a legal drop: {err}") from None
        last = state.get("last")
        drop = last["drops"][seat] if last else None
        if drop is not None:
            _need(bool(tiles) and {"tile": drop["tile"], "cells": drop["cells"]} == tiles[-1],
                  f"The last reveal of {who} must be the last tile on their board.")
            said: tuple[bool, int, str] | None
            try:
                said = self.parse(drop["notation"])[:3]
            except NotationError:
                said = None
            (c0, _), (c1, _) = (B.parse_cell(c) for c in drop["cells"])
            _need(said == (drop["tile"] == B.NEUTRAL_ID, min(c0, c1), "v" if c0 == c1 else "h"),
                  f"The notation of the last reveal of {who} must be the drop that laid that tile there.")

    def _check_scores(self, state: State) -> None:
        over = state["phase"] == "over"
        done = state["round"] if over else state["round"] - 1
        for seat in range(len(state["players"])):
            who = _who(state, seat)
            scores, details = state["round_scores"][seat], state["round_detail"][seat]
            _need(len(scores) == done and len(details) == done,
                  f"{who} must have a score and its detail for each of the {done} finished rounds.")
            for r, (total, detail) in enumerate(zip(scores, details, strict=True)):
                _need(sorted(detail) == sorted(state["tasks"][: r + 1]),
                      f"{who}'s round {r + 1} detail must give the points of task cards "
                      f"{', '.join(state['tasks'][: r + 1])}.")
                for card, points in detail.items():
                    _need(abs(points) <= _most_points(card),
                          f"{who}'s round {r + 1} detail gives {card} more points than a board can score.")
                _need(sum(detail.values()) == total,
                      f"{who}'s round {r + 1} score must be the sum of its detail.")
            if over:
                now = self.live_scores(state, seat)
                _need(details[-1] == {c: now[c] for c in state["tasks"]},
                      f"{who}'s last round detail must be what their final board scores.")
        if not over:
            boards = state["boards"]
            _need(not all(b["out"] for b in boards), "Every player is out but the round has not been scored.")
            _need(bool(self.to_act(state)),
                  "Every player still in the round has dropped, so the drops should have been revealed.")

    def _check_round_end(self, state: State) -> None:
        """``round_end``: the boards of the round just scored, only while the
        next round's starting tiles are due, each laid as gravity allows and
        scoring exactly what that round's detail says."""
        ended = state.get("round_end")
        if ended is None:
            return
        n = len(state["players"])
        _need(type(ended) is dict and _is_int(ended.get("round")) and type(ended.get("boards")) is list
              and len(ended["boards"]) == n and all(type(t) is list for t in ended["boards"]),
              'round_end must be null or the boards of the round just scored: '
              '{"round": that round, "boards": one list of tiles per player}.')
        rnd = ended["round"]
        _need(state["phase"] == "start" and rnd == state["round"] - 1,
              f"round_end holds the boards of round {state['round'] - 1} only, and only until round "
              f"{state['round']}'s starting tiles are revealed (the start phase), not of round {rnd}.")
        for seat, tiles in enumerate(ended["boards"]):
            where = f"{_who(state, seat)}'s board at the end of round {rnd}"
            grid: list = [None] * 36
            for i, placed in enumerate(tiles):
                self._check_placed(placed, where)
                tile = placed["tile"]
                _need((tile in B.START_TILES) == (i == 0),
                      f"{where} must hold a starting tile first and only first, not {_show(tile)} as tile {i + 1}.")
                cells = [B.parse_cell(c) for c in placed["cells"]]
                (c0, r0), (c1, r1) = cells
                spot = B.landing(grid, min(c0, c1), "v" if c0 == c1 else "h")
                _need(abs(c0 - c1) + abs(r0 - r1) == 1 and spot is not None and set(spot) == set(cells),
                      f"Tile {tile} on {where} covers {' and '.join(placed['cells'])}, where no drop after the "
                      "tiles listed before it puts it (tiles slide straight down, two neighbouring squares).")
                for (c, r), colour in zip(cells, B.TILES[tile], strict=True):
                    grid[r * 6 + c] = colour
            ids = [t["tile"] for t in tiles]
            _need(len(set(ids)) == len(ids), f"{where} holds a tile twice.")
            scored = {k: v for k, v in B.score_grid(grid, state["tasks"][:rnd]).items() if k != "total"}
            _need(scored == state["round_detail"][seat][rnd - 1],
                  f"{where} must score what round {rnd}'s detail says it scored.")

    # ------------------------------------------------------------------
    # taking a drop back
    # ------------------------------------------------------------------

    def undoable(self, before: State, after: State, seat: int) -> str | None:
        """A drop may be taken back while it is still hidden: the decision
        only wrote ``seat``'s pending drop. The drop that completes a round of
        drops reveals every drop (hidden simultaneous choices) and then turns
        the next building card or deals the next round's cards (a random
        draw): that cannot be taken back. The reason ends the sentence
        "That cannot be taken back: ..."."""
        hidden_only = self.copy_state(before)
        if 0 <= seat < len(hidden_only.get("pending", [])):
            hidden_only["pending"][seat] = after["pending"][seat]
        if after == hidden_only:
            return None
        if self.is_over(after):
            return "the drops were revealed and the game ended"
        if self.drew_at_random(before, after):
            if after["round"] != before["round"]:
                return (f"the drops were revealed, round {before['round']} was scored and round "
                        f"{after['round']}'s task card and starting cards were drawn")
            return f"the drops were revealed and building card {len(after['turned'])} was turned"
        return "the drops were revealed"

    def computer_player(self, seed: int = 0) -> ComputerPlayer:
        from .ai import BitsComputer

        return BitsComputer(seed)
