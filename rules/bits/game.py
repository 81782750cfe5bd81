"""BITS (Ravensburger, Reiner Knizia), 1 to 4 players: the engine contract
(set-up, rounds, simultaneous drops and their reveal, scores, standings,
views, undo). Beside it: board.py (geometry and scoring), notation.py
(reading and writing drops), words.py (sentences for players),
validation.py (``validate``) and ai.py (the computer player).

See README.md in this folder for the state format, the components, the
notation and the choices the rulebook leaves open.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from rules.base import (
    ComputerPlayer,
    Decision,
    Event,
    Game,
    GameInfo,
    Move,
    Rng,
    Stage,
    Standing,
    State,
    Text,
    Variant,
    joined,
    say,
    seat_name,
)

from . import board as B
from . import notation as N
from . import steps, validation, words
from .ai import BitsComputer

# a drop's notation read (the drops in a state were checked when made; a
# search reveals the same few notations over and over)
_parse = lru_cache(maxsize=1024)(N.parse)


def _step_copy(state: State) -> State:
    """A search step's copy of a state: new wherever a drop, its reveal or a
    new round change something in place (the state, each board and its list
    of tiles, the lists of cards, pending drops and scores), the rest shared
    with ``state``: the rules never change a laid tile, a round's detail or
    the options once written, they replace them."""
    new = dict(state)
    new["boards"] = [{**brd, "tiles": list(brd["tiles"])} for brd in state["boards"]]
    for key in ("pending", "deck", "turned", "tasks", "set_aside"):
        if key in state:
            new[key] = list(state[key])
    for key in ("round_scores", "round_detail"):
        if key in state:
            new[key] = [list(row) for row in state[key]]
    return new


class BitsGame(Game):
    info = GameInfo(
        key=B.KEY,
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
        guide="bits-guide",  # bot/i18n/locales/*/guide-bits.ftl
        guide_commands=(("undo", "undo"),),
    )

    # ------------------------------------------------------------------
    # set-up and rounds
    # ------------------------------------------------------------------

    def setup(self, players: Sequence[str], options: dict[str, Any], seed: int) -> State:
        players = [str(p) for p in players]
        if not self.info.min_players <= len(players) <= self.info.max_players:
            raise ValueError(say("bits-player-count"))
        options = self.info.options(options)
        rng = Rng.from_seed(seed)
        n = len(players)
        state: State = {
            "game": B.KEY,
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
        self._start_round(state, rng, None)
        state["rng"] = rng.state
        return state

    def _start_round(self, state: State, rng: Rng, events: list[Event] | None) -> None:
        """The next round's task card, tiles and starting cards; its events
        told in ``events`` (None: a search's step, or set-up, wants none)."""
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
                if events is not None:
                    events.append(
                        Event(
                            say("bits-task-replaced", card=card, previous=state["tasks"][1]),
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
        if events is None:
            return
        events.append(
            Event(
                say("bits-round-start", round=rnd, rounds=state["rounds"], card=words.card(card),
                    cards=", ".join(state["tasks"])),
                kind="round-start",
                data={"round": rnd, "card": card},
            )
        )
        starts = joined([say("bits-start-card", name=seat_name(state, s), tile=words.tile(t))
                         for s, t in enumerate(state["start_cards"])], "; ")
        events.append(Event(say("bits-start-cards", starts=starts), kind="start-cards"))

    # ------------------------------------------------------------------
    # whose turn, what is legal
    # ------------------------------------------------------------------

    def is_over(self, state: State) -> bool:
        return state["phase"] == "over"

    def stage(self, state: State) -> Stage:
        """The round (rulebook: "The game is played in 3 rounds"; the
        advanced version: "4 rounds are played")."""
        return Stage("round", max(1, state["round"]), state["rounds"])

    def current_tile(self, state: State, seat: int) -> str:
        """The tile this seat must drop now (starting tile or the building
        card's tile)."""
        return N.current_tile(state, seat)

    def to_act(self, state: State) -> dict[int, Decision]:
        if self.is_over(state):
            return {}
        result = {}
        for seat, brd in enumerate(state["boards"]):
            if brd["out"] or state["pending"][seat] is not None:
                continue
            tile = N.current_tile(state, seat)
            if state["phase"] == "start":
                prompt = say("bits-prompt-start", tile=words.tile(tile))
            else:
                prompt = say("bits-prompt-build", number=len(state["turned"]), tile=words.tile(tile),
                             neutral=not brd["neutral_used"])
            result[seat] = Decision("drop", prompt)
        return result

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if seat not in self.to_act(state):
            return []
        return [move for _, move, _, _, _ in N.drops(state, seat)]

    # ------------------------------------------------------------------
    # parsing and applying
    # ------------------------------------------------------------------

    def parse(self, text: str) -> tuple[bool, int, str, str | None]:
        """(neutral, column, "h" or "v", end colour or None); NotationError."""
        return N.parse(text)

    game_over_refusal = say("bits-game-over")

    def not_your_turn(self, state: State, seat: int, acting: dict[int, Decision]) -> Text:
        """A seat that is not at the table, out of the round, or waiting for
        the others to drop."""
        if not isinstance(seat, int) or not 0 <= seat < len(state["players"]):
            return say("bits-not-at-table")
        waiting = ", ".join(seat_name(state, s) for s in sorted(acting)) or say("bits-nobody")
        if state["boards"][seat]["out"]:
            return say("bits-out-waiting", round=state["round"], waiting=waiting)
        return say("bits-already-dropped", notation=state["pending"][seat], waiting=waiting)

    def apply(self, state: State, seat: int, move: str) -> tuple[State, list[Event]]:
        self.check_turn(state, seat)
        tile, cells, notation = N.resolve(state, seat, move)
        names = [B.cell_name(c, r) for c, r in cells]
        events = [
            Event(
                say("bits-dropped", name=seat_name(state, seat)),
                kind="dropped",
                data={"seat": seat},
            ),
            Event(
                say("bits-my-drop", notation=notation, tile=words.tile(tile), cells=names),
                seat=seat,
                private=True,
                kind="my-drop",
                data={"notation": notation, "cells": names},
            ),
        ]
        return self._drop(state, seat, notation, events), events

    def _drop(self, state: State, seat: int, notation: str, events: list[Event] | None) -> State:
        """The rules of a drop, checked or trusted: a copy with ``seat``'s
        drop pending, revealed with every other once nobody owes one (its
        events told in ``events``; None: a search's step, without words)."""
        new = self.copy_state(state) if events is not None else _step_copy(state)
        new["pending"][seat] = notation
        if not any(not b["out"] and p is None for b, p in zip(new["boards"], new["pending"], strict=True)):
            self._reveal(new, events)
        return new

    # ------------------------------------------------------------------
    # what a search needs: the fast step and the re-dealt hidden drops
    # ------------------------------------------------------------------

    def fast_moves(self, state: State, seat: int) -> list[str]:
        if self.is_over(state) or state["boards"][seat]["out"] or state["pending"][seat] is not None:
            return []
        return [spot[0] for spot in N.spots(state, seat)]

    def fast_apply(self, state: State, seat: int, move: str) -> State:
        return self._drop(state, seat, move, None)

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """The others' hidden drops (pending, not yet revealed) re-drawn at
        random among their legal drops, and the generator reseeded: it alone
        decides the building cards to come (drawn from the deck, whose
        contents are public: the round's cards not yet turned), the task
        cards and the starting cards. Boards, cards turned and scores are
        public and kept."""
        new = self.copy_state(state)
        hidden = [s for s, p in enumerate(new["pending"]) if p is not None and s != seat]
        for s in hidden:
            new["pending"][s] = None
        for s in hidden:
            new["pending"][s] = rng.choice(self.fast_moves(new, s))
        new["rng"] = rng.next64()
        return new

    def _reveal(self, state: State, events: list[Event] | None) -> None:
        """Everyone has dropped or is out: lay all pending drops together,
        drop out the stuck, then turn the next building card or end the round."""
        rng = Rng(state["rng"])
        n = len(state["players"])
        state.pop("round_end", None)  # the last round's boards, kept until this reveal
        drops: list[dict | None] = [None] * n
        told = []
        heights: dict[int, list[int]] = {}  # the boards after their drops
        for seat in range(n):
            notation = state["pending"][seat]
            if notation is None:
                continue
            neutral, col, orient, end = _parse(notation)
            tile = B.NEUTRAL_ID if neutral else N.current_tile(state, seat)
            brd = state["boards"][seat]
            h = heights[seat] = B.board_bits(brd["tiles"])[1]
            spot = B.landing_from_heights(h, col, orient)
            cells = N.colour_order(tile, orient, spot, end)
            for c, r in cells:
                h[c] = max(h[c], r + 1)
            names = [B.cell_name(c, r) for c, r in cells]
            brd["tiles"].append({"tile": tile, "cells": names})
            if neutral:
                brd["neutral_used"] = True
            drops[seat] = {"tile": tile, "cells": names, "notation": notation}
            if events is not None:
                told.append(say("bits-revealed-drop", name=seat_name(state, seat), notation=notation,
                                tile=words.tile(tile), cells=names))
        state["pending"] = [None] * n
        phase = state["phase"]
        state["last"] = {"round": state["round"], "drops": drops}
        if events is not None:
            events.append(Event(say("bits-revealed", phase=phase, number=len(state["turned"]),
                                    drops=joined(told, "; ")), kind="reveal", data={"drops": drops}))
        for seat in range(n):
            brd = state["boards"][seat]
            if brd["out"]:
                continue
            # (a reveal comes once every seat still in has dropped)
            if not B.can_place_heights(heights[seat]):
                brd["out"] = True
                if events is not None:
                    events.append(Event(say("bits-out", name=seat_name(state, seat), round=state["round"]),
                                        kind="out", data={"seat": seat}))
        if all(b["out"] for b in state["boards"]):
            self._end_round(state, rng, events, "stuck")
        elif not state["deck"]:
            # Cannot happen with 20 building cards (a board holds at most 18
            # dominoes) but a hand-written state might: the round ends.
            self._end_round(state, rng, events, "deck")
        else:
            card = state["deck"].pop(rng.randrange(len(state["deck"])))
            state["turned"].append(card)
            state["phase"] = "build"
            if events is not None:
                events.append(Event(say("bits-card-turned", number=len(state["turned"]), tile=words.tile(card)),
                                    kind="card", data={"card": card}))
        state["rng"] = rng.state

    def _end_round(self, state: State, rng: Rng, events: list[Event] | None, why: str) -> None:
        """Score the round; ``why`` it ended: "stuck" (nobody can lay a
        tile) or "deck" (the building cards ran out)."""
        rnd = state["round"]
        parts = []
        for seat in range(len(state["players"])):
            detail = B.score_grid(B.seat_grid(state, seat), state["tasks"])
            state["round_scores"][seat].append(detail["total"])
            cards = {k: v for k, v in detail.items() if k != "total"}
            state["round_detail"][seat].append(cards)
            if events is not None:
                parts.append(say("bits-round-score", name=seat_name(state, seat), total=detail["total"],
                                 cards=words.card_points(cards)))
        if events is not None:
            events.append(Event(say("bits-round-end", round=rnd, why=why, scores=joined(parts, "; ")),
                                kind="round-end", data={"round": rnd}))
        if rnd >= state["rounds"]:
            state["phase"] = "over"
            state["pending"] = [None] * len(state["players"])
            if events is not None:
                lines = [
                    say("bits-final-line-detail", rank=s.rank, name=seat_name(state, s.seat), score=int(s.score),
                        detail=s.detail)
                    if s.detail else say("bits-final-line", rank=s.rank, name=seat_name(state, s.seat),
                                         score=int(s.score))
                    for s in self.standings(state)
                ]
                events.append(Event(say("bits-final", lines=joined(lines, "; ")), kind="game-over"))
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

    def playout_horizon(self, start: State, state: State) -> bool:
        """A round is played on a board of its own ("re-place the game
        tiles next to your ramp"): once the round of ``start`` is scored,
        nothing decided in it changes what comes after, so a search's
        play-out stops there and is judged by the totals. (Only the rare
        tie-break, the best single round, is left unseen.)"""
        return state["round"] > start["round"] or self.is_over(state)

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
        return B.live_scores(state, seat)

    @staticmethod
    def solo_rank(total: int) -> str:
        """The solo table's rank for a total: the first row whose minimum it
        reaches; the last row ("up to 5 points") has none, so one always is."""
        return next(row["rank"] for row in B.SOLO_RANKS if row["min"] is None or total >= row["min"])

    def standings(self, state: State) -> list[Standing]:
        n = len(state["players"])
        totals = [sum(r) for r in state["round_scores"]]
        best = [max(r) if r else 0 for r in state["round_scores"]]
        if n == 1:
            # The solo table ranks the score of rounds 1 to 3; an advanced solo
            # game shows its 4th round in the total but is ranked on rounds 1-3.
            first3 = sum(state["round_scores"][0][:3])
            solo = say("bits-solo-rank-name", rank=words.solo_rank_key(self.solo_rank(first3)))
            if len(state["round_scores"][0]) > 3:
                return [Standing(0, 1, totals[0], say("bits-solo-rank-advanced", rank=solo, points=first3))]
            return [Standing(0, 1, totals[0], say("bits-solo-rank", rank=solo))]
        result = []
        for seat in range(n):
            key = (totals[seat], best[seat])
            rank = 1 + sum(1 for s in range(n) if (totals[s], best[s]) > key)
            same_total = [s for s in range(n) if s != seat and totals[s] == totals[seat]]
            detail: str | Text = ""
            if same_total:
                shared = [s for s in same_total if best[s] == best[seat]]
                if shared:
                    others = ", ".join(seat_name(state, s) for s in shared)
                    detail = say("bits-tie-shared", others=others, total=totals[seat], best=best[seat])
                else:
                    detail = say("bits-tie-broken", total=totals[seat], best=best[seat])
            result.append(Standing(seat, rank, totals[seat], detail))
        result.sort(key=lambda s: (s.rank, s.seat))
        return result

    # ------------------------------------------------------------------
    # views
    # ------------------------------------------------------------------

    def _board_view(self, state: State, seat: int) -> dict[str, Any]:
        brd = state["boards"][seat]
        grid = B.seat_grid(state, seat)
        return {
            "name": seat_name(state, seat),
            "rows": B.grid_rows(grid),
            "tiles": [
                {"tile": t["tile"], "cells": list(t["cells"]), "colours": list(B.TILES[t["tile"]])}
                for t in brd["tiles"]
            ],
            "neutral_used": brd["neutral_used"],
            "out": brd["out"],
            "dropped": state["pending"][seat] is not None,
            "start_card": state["start_cards"][seat],
            "live": B.live_scores(state, seat),
            "blocks": B.scoring_blocks(grid, state["tasks"]),
            "round_scores": list(state["round_scores"][seat]),
            "total": sum(state["round_scores"][seat]),
        }

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        over = self.is_over(state)
        card = state["turned"][-1] if state["phase"] == "build" and state["turned"] else None
        result: dict[str, Any] = {
            "game": B.KEY,
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
                {"seat": s.seat, "rank": s.rank, "score": s.score,
                 "detail": s.detail.to_json() if isinstance(s.detail, Text) else s.detail}
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
        neutral, col, orient, end = N.parse(notation)
        tile = B.NEUTRAL_ID if neutral else N.current_tile(state, seat)
        spot = B.landing(B.seat_grid(state, seat), col, orient)
        cells = N.colour_order(tile, orient, spot, end)
        return {
            "pending": {
                "notation": notation,
                "tile": tile,
                "colours": list(B.TILES[tile]),
                "cells": [B.cell_name(c, r) for c, r in cells],
            }
        }

    # ------------------------------------------------------------------
    # words and checks (words.py, validation.py)
    # ------------------------------------------------------------------

    def alt_text(self, state: State) -> Text:
        return words.alt_text(self, state)

    def summary(self, state: State, seat: int | None = None) -> Text:
        return words.summary(self, state, seat)

    def validate(self, state: State) -> None:
        validation.check(self, state)

    # ------------------------------------------------------------------
    # taking a drop back
    # ------------------------------------------------------------------

    def move_path(self, state: State, seat: int, move: Move) -> list[tuple[str, str | Text]]:
        return steps.move_path(state, seat, move)

    def undoable(self, before: State, after: State, seat: int) -> Text | None:
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
            return say("bits-undo-over")
        if self.drew_at_random(before, after):
            if after["round"] != before["round"]:
                return say("bits-undo-round", round=before["round"], next=after["round"])
            return say("bits-undo-card", number=len(after["turned"]))
        return say("bits-undo-revealed")

    def computer_player(self, seed: int = 0) -> ComputerPlayer:
        return BitsComputer(seed)
