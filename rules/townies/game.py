"""Townies, the roll-and-write: the engine contract (set-up, rounds, legal
moves, applying a drawing, scores, standings, views, undo). Beside it:
geometry.py (the map), scoring.py (a sheet's scores), options.py (what may
be drawn now and the refusals), notation.py (reading moves), words.py
(sentences for players), validation.py (``validate``) and ai.py."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.base import (
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
    deep_copy,
    joined,
    say,
    seat_name,
)

from . import geometry as G
from . import options as O
from . import steps, words
from .ai import GreedyPlayer
from .geometry import (
    BASIC_OBJECT,
    BLACK_DIE,
    BY_CELLS,
    COLOURS,
    LABELS,
    LINE_LENGTH,
    MARKER_CYCLE,
    ORIENTATIONS,
    PLACEMENT_AT,
    STARS,
    WHITE_DIE,
    label_list,
    marker_of,
)
from .notation import parse
from .scoring import (
    ADDITIONAL,
    BONUSES,
    INDIVIDUAL,
    Board,
    free_circles,
    goal_counts,
    object_score,
    sheet_score,
    solo_level,
    stars_earned,
    stuck_forever,
)
from .validation import check
from .words import bonus_name, bonus_text, colour, end_reason, object_name, shape_name

IDLE_LIMIT = G.DATA["idle_round_limit"]
def blank_turn() -> dict:
    return {"done": False, "star": False, "shape": False, "object": False, "moves": [], "cells": []}


def _fast_copy(state: State, seat: int) -> State:
    """A copy of ``state`` for the fast step: what ``_draw`` and the round's
    end change in place (``seat``'s sheet and turn) copied, the rest shared
    with ``state`` (the round's end replaces, never changes, the others)."""
    new = dict(state)
    sheets = new["sheets"] = list(state["sheets"])
    sheet = sheets[seat]
    sheets[seat] = dict(sheet, blocks=dict(sheet["blocks"]), objects=list(sheet["objects"]),
                        circled=list(sheet["circled"]))
    turns = new["turn"] = list(state["turn"])
    turn = turns[seat]
    turns[seat] = dict(turn, moves=list(turn["moves"]), cells=list(turn["cells"]))
    return new


class Townies(Game):
    info = GameInfo(
        key="townies",
        name="Townies",
        min_players=1,
        max_players=5,
        summary=(
            "Roll-and-write town building on a hex map: each round every player draws the "
            "rolled Shape or an Object with the marker in hand, then the markers pass on. "
            "The game ends when someone draws their ninth Object."
        ),
        variants=(
            Variant(
                "cards",
                "Goal and Bonus cards: none (first game), individual (Individual Goals and "
                "Bonus), all (Individual Goals, Additional Goal and Bonus).",
                kind="choice",
                default="all",
                choices=("none", "individual", "all"),
            ),
            Variant(
                "goal",
                "The Additional Goal card (random, or name one).",
                kind="choice",
                default="random",
                choices=("random",) + tuple(ADDITIONAL),
            ),
            Variant(
                "bonus",
                "Bonus card: random or named; zoning and permit are the project's own.",
                kind="choice",
                default="random",
                choices=("random",) + tuple(BONUSES),
            ),
            Variant(
                "designed_bonuses",
                "Add the project's own Bonus cards (Zoning Board, Building Permit) to the random draw.",
                kind="bool",
                default=False,
            ),
            Variant(
                "marker",
                "The first player's starting marker (random, or a colour; for solo play).",
                kind="choice",
                default="random",
                choices=("random",) + tuple(COLOURS),
            ),
        ),
        simultaneous=True,
        guide="townies-guide",  # bot/i18n/locales/*/guide-townies.ftl
        guide_commands=(("undo", "undo"),),
    )

    # ------------------------------------------------------------------
    # set-up
    # ------------------------------------------------------------------

    def setup(self, players: Sequence[str], options: dict[str, Any], seed: int) -> State:
        players = list(players)
        n = len(players)
        if not self.info.min_players <= n <= self.info.max_players:
            raise ValueError("Townies is for 1 to 5 players.")
        options = self.info.options(options)
        rng = Rng.from_seed(seed)
        # Table positions clockwise 0..4; seat 0 sits at position 0 and the
        # others at random positions after it, in seat order.
        others = sorted(rng.shuffled(range(1, 5))[: n - 1])
        positions = [0] + others
        if options["marker"] == "random":
            k = rng.randrange(5)
        else:
            k = MARKER_CYCLE.index(options["marker"])
        markers = [MARKER_CYCLE[(k - p) % 5] for p in range(5)]
        table: list[int | None] = [None] * 5
        for seat, p in enumerate(positions):
            table[p] = seat
        cards = {"individual": False, "goal": None, "bonus": None}
        if options["cards"] in ("individual", "all"):
            cards["individual"] = True
            if options["bonus"] != "random":
                cards["bonus"] = options["bonus"]
            else:
                pool = [b for b, v in BONUSES.items() if options["designed_bonuses"] or not v["designed_by_project"]]
                cards["bonus"] = rng.choice(pool)
        if options["cards"] == "all":
            cards["goal"] = options["goal"] if options["goal"] != "random" else rng.choice(list(ADDITIONAL))
        sheets = [
            {"start": markers[positions[s]], "blocks": {}, "objects": [], "circled": [], "stars_spent": 0}
            for s in range(n)
        ]
        state: State = {
            "game": "townies",
            "players": players,
            "options": options,
            "rng": 0,
            "table": table,
            "markers": markers,
            "cards": cards,
            "round": 1,
            "dice": {"shape": rng.choice(BLACK_DIE), "object": rng.choice(WHITE_DIE)},
            "sheets": sheets,
            "public": deep_copy(sheets),
            "turn": [blank_turn() for _ in range(n)],
            "last": {"round": 0, "moves": [[] for _ in range(n)], "cells": [[] for _ in range(n)]},
            "over": False,
            "end": "",
            "idle": 0,
        }
        state["rng"] = rng.state
        self._open_round(state, [])
        return state

    # ------------------------------------------------------------------
    # what may be done
    # ------------------------------------------------------------------

    # ------------------------------------------------------------------
    # contract: to_act / legal_moves
    # ------------------------------------------------------------------

    def is_over(self, state: State) -> bool:
        return bool(state.get("over"))

    def stage(self, state: State) -> Stage:
        """The round (rulebook: "The game is played over a series of
        rounds"; it ends when anyone announces their ninth Object, so the
        number of rounds is not fixed)."""
        return Stage("round", state["round"], None)

    def to_act(self, state: State) -> dict[int, Decision]:
        if self.is_over(state):
            return {}
        out = {}
        for seat, turn in enumerate(state["turn"]):
            if turn["done"]:
                continue
            out[seat] = self._decision(state, seat, turn)
        return out

    def _decision(self, state: State, seat: int, turn: dict) -> Decision:
        dice = state["dice"]
        args = {
            "round": state["round"],
            "marker": colour(marker_of(state, seat)),
            "shape": shape_name(dice["shape"]),
            "rolled": object_name(dice["object"]),
            "basic": object_name(BASIC_OBJECT[marker_of(state, seat)]),
        }
        bonus = O.bonus_card(state)
        if turn["star"]:
            assert bonus is not None  # a star is crossed out only for a Bonus card
            args["bonus"] = bonus_name(bonus)
            if turn["shape"]:
                return Decision("funding", say("townies-prompt-funding-object", **args))
            if turn["object"]:
                return Decision("funding", say("townies-prompt-funding-shape", **args))
            return Decision("bonus", say("townies-prompt-bonus", text=bonus_text(bonus), **args))
        star = O.stars_available(state, state["sheets"][seat]) > 0
        return Decision("action", say("townies-prompt-action", star=star,
                                      bonus=bonus_name(bonus) if star and bonus else "", **args))

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        return self._moves(state, seat, labelled=True)

    def fast_moves(self, state: State, seat: int) -> list[str]:
        return [move.notation for move in self._moves(state, seat, labelled=False)]

    def _moves(self, state: State, seat: int, labelled: bool) -> list[Move]:
        """The legal moves, with their labels when ``labelled`` (the fast
        step's list has none)."""
        if self.is_over(state) or not 0 <= seat < len(state["players"]):
            return []
        turn = state["turn"][seat]
        if turn["done"]:
            return []
        board = Board.from_sheet(state["sheets"][seat])
        moves: list[Move] = []
        if O.can_spend(state, seat, board, turn):
            moves.append(Move("star", say("townies-label-star", bonus=bonus_name(str(O.bonus_card(state))))
                              if labelled else ""))
        # Objects first, best scores first (handy for autocomplete), then Shapes.
        rolled = state["dice"]["object"]
        basic = BASIC_OBJECT[marker_of(state, seat)]
        objects = []
        for kind, i in O.object_options(state, seat, board, turn):
            points, _cond = object_score(board, i, kind)
            label: str | Text = ""
            if labelled:
                origin = "rolled" if kind == rolled else ("basic" if kind == basic else "bonus")
                label = say("townies-label-object", object=object_name(kind), cell=LABELS[i], origin=origin,
                            points=points, star=i in STARS)
            objects.append((-points, WHITE_DIE.index(kind), i, Move(f"{kind} {LABELS[i]}", label)))
        moves.extend(m for *_key, m in sorted(objects, key=lambda t: t[:3]))
        rolled_shape = state["dice"]["shape"]
        for face, number, anchor, cells in O.shape_options(state, seat, board, turn):
            word = "" if face == rolled_shape else f"{face} "
            moves.append(Move(f"shape {word}{LABELS[anchor]} {number}",
                              say("townies-label-shape", shape=shape_name(face), number=number,
                                  cells=label_list(cells)) if labelled else ""))
        if turn["star"] and (turn["shape"] or turn["object"]):
            moves.append(Move("pass", say("townies-label-pass-funded") if labelled else ""))
        elif all(m.notation == "star" for m in moves):
            moves.append(Move("pass", say("townies-label-pass-nothing") if labelled else ""))
        return moves

    # ------------------------------------------------------------------
    # parsing
    # ------------------------------------------------------------------

    def parse(self, state: State, seat: int, text: str) -> tuple:
        """The action typed text names (notation.py); NotationError."""
        return parse(state, seat, text)

    # ------------------------------------------------------------------
    # apply
    # ------------------------------------------------------------------

    def apply(self, state: State, seat: int, move: str) -> tuple[State, list[Event]]:
        self.check_turn(state, seat)
        action = self.parse(state, seat, move)
        turn = state["turn"][seat]
        sheet = state["sheets"][seat]
        board = Board.from_sheet(sheet)
        kind = action[0]
        cells: Sequence[int]  # the cells drawn on
        detail: str  # the Shape's face or the Object's type ("" for a pass or a star)
        if kind == "pass":
            notation, cells, detail = O.check_pass(self, state, seat, board, turn), [], ""
        elif kind == "star":
            O.check_star(state, seat, board, turn)
            notation, cells, detail = "star", [], ""
        elif kind == "shape":
            face, cells = O.check_shape(state, seat, board, turn, action)
            number, anchor = BY_CELLS[face][frozenset(cells)]
            word = "" if face == state["dice"]["shape"] else f"{face} "
            notation = f"shape {word}{LABELS[anchor]} {number}"
            detail = face
        else:
            okind, cell = O.check_object(state, seat, board, turn, action)
            notation, cells, detail = f"{okind} {LABELS[cell]}", [cell], okind
        events: list[Event] = []
        return self._draw(state, seat, kind, cells, detail, notation, events), events

    def fast_apply(self, state: State, seat: int, move: str) -> State:
        action = self.parse(state, seat, move)
        kind = action[0]
        cells: Sequence[int] = []
        detail = ""
        if kind == "shape":
            _k, face, anchor, number, _cells = action
            detail = face or state["dice"]["shape"]
            cells = PLACEMENT_AT[detail][(number, anchor)]
        elif kind == "object":
            detail, cells = action[1], [action[2]]
        return self._draw(state, seat, kind, cells, detail, move, None)

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """Every other seat's drawings of this round, which nobody else has
        seen, taken back to its sheet as the round began (the public sheet)
        and, for a seat that has made its choice (``done`` is public), made
        again at random among its legal moves; the generator, which alone
        rolls the dice to come, reseeded. Everything else is public."""
        new = self.copy_state(state)
        if self.is_over(new) or "public" not in new:  # before any decision, nothing is hidden
            new["rng"] = rng.next64()
            return new
        done = []
        for other in range(len(new["players"])):
            if other != seat:
                done.append((other, new["turn"][other]["done"]))
                new["sheets"][other] = deep_copy(new["public"][other])
                new["turn"][other] = blank_turn()
        # Nobody resolves the round here: a seat still owes a decision (else it would be resolved).
        for other, was_done in done:
            while was_done and not new["turn"][other]["done"]:
                new = self.fast_apply(new, other, rng.choice(self.fast_moves(new, other)))
        new["rng"] = rng.next64()
        return new

    def _draw(self, state: State, seat: int, kind: str, cells: Sequence[int], detail: str, notation: str,
              events: list[Event] | None) -> State:
        """The rules of a decision, checked or trusted: a copy with ``seat``'s
        pass, star, Shape (``detail`` its face) or Object (``detail`` its
        type) on ``cells``, the round resolved once everyone is done; told
        in ``events`` unless None (the fast step writes no words)."""
        sheet = state["sheets"][seat]
        board = Board.from_sheet(sheet)
        marker = marker_of(state, seat)
        name = seat_name(state, seat)
        told = events is not None
        new = deep_copy(state) if told else _fast_copy(state, seat)
        if "public" not in new:
            new["public"] = deep_copy(new["sheets"])
        nturn = new["turn"][seat]
        nsheet = new["sheets"][seat]
        said: list[Text] = []  # the seat's own event, sentence by sentence (none in the fast step)
        if kind == "pass":
            nturn["done"] = True
            if told:
                said.append(say("townies-you-pass" if not nturn["star"] else "townies-you-end-funded"))
        elif kind == "star":
            nsheet["stars_spent"] += 1
            nturn["star"] = True
            if told:
                bonus = str(O.bonus_card(state))
                said.append(say("townies-you-star", bonus=bonus_name(bonus), text=bonus_text(bonus)))
        elif kind == "shape":
            for c in cells:
                nsheet["blocks"][LABELS[c]] = marker
            nturn["shape"] = True
            if told:
                said.append(say("townies-you-shape", shape=shape_name(detail), marker=colour(marker),
                                cells=label_list(cells)))
            if O.solo(state):
                circle = free_circles(sheet)[0]
                nsheet["circled"] = sorted(nsheet["circled"] + [circle])
                if told:
                    said.append(say("townies-circled", space=circle + 1))
        else:
            cell = cells[0]
            points, cond = object_score(board, cell, detail)
            nsheet["objects"].append(
                {"cell": LABELS[cell], "type": detail, "colour": marker, "score": points}
            )
            nturn["object"] = True
            bonus_card = O.bonus_card(state)
            if told:
                said.append(say("townies-you-object", object=object_name(detail), marker=colour(marker),
                                cell=LABELS[cell], points=points, count=len(nsheet["objects"]), line=LINE_LENGTH))
                if cell in STARS and bonus_card:
                    if BONUSES[bonus_card]["spend"]:
                        said.append(say("townies-star-marked"))
                    else:
                        said.append(say("townies-star-scores", bonus=bonus_name(bonus_card),
                                        points=BONUSES[bonus_card]["points"]))
        if kind != "star":
            nturn["moves"].append(notation)
            nturn["cells"].extend(LABELS[c] for c in cells)
        else:
            nturn["moves"].append("star")
        if kind in ("shape", "object"):
            if not nturn["star"] or O.bonus_card(state) != "funding":
                nturn["done"] = True
            elif nturn["shape"] and nturn["object"]:
                nturn["done"] = True
            elif not O.any_action(new, seat, Board.from_sheet(nsheet), nturn):
                nturn["done"] = True
                if told:
                    said.append(say("townies-turn-ends"))
        if events is not None:
            events.append(Event(joined(said), seat=seat, private=True, kind="drawn"))
            if nturn["done"]:
                events.append(Event(say("townies-acted", name=name, round=state["round"]), kind="acted"))
        if all(t["done"] for t in new["turn"]):
            self._resolve_round(new, events)
        return new

    # ------------------------------------------------------------------
    # rounds
    # ------------------------------------------------------------------

    def _resolve_round(self, state: State, events: list[Event] | None) -> None:
        """Every seat has acted: publish the round, then end or open the next
        (told in ``events`` unless None: the fast step writes no words)."""
        if self._close_round(state, events):
            self._open_round(state, events)

    def _close_round(self, state: State, events: list[Event] | None) -> bool:
        """Publish the round's drawings; end the game, or pass the markers and
        roll the dice. True when a new round was rolled."""
        n = len(state["players"])
        r = state["round"]
        state["last"] = {
            "round": r,
            "moves": [list(t["moves"]) for t in state["turn"]],
            "cells": [list(t["cells"]) for t in state["turn"]],
        }
        state["public"] = deep_copy(state["sheets"])
        if events is not None:
            lines = []
            for seat in range(n):
                moves = state["turn"][seat]["moves"]
                lines.append(say("townies-round-line", name=seat_name(state, seat), moves=", ".join(moves)) if moves
                             else say("townies-round-line-pass", name=seat_name(state, seat)))
            events.append(Event(say("townies-round-resolved", round=r, lines=joined(lines, "; ")), kind="round",
                                data={"round": r}))
        nine = [s for s in range(n) if len(state["sheets"][s]["objects"]) >= LINE_LENGTH]
        if nine:
            who = ", ".join(seat_name(state, s) for s in nine)
            self._finish(state, events, f"{who} drew a ninth Object in round {r}.")
            return False
        if all(stuck_forever(state["sheets"][s], n == 1) for s in range(n)):
            self._finish(state, events, "No map has room for any Shape or Object any more.")
            return False
        state["markers"] = [state["markers"][-1]] + state["markers"][:-1]
        state["round"] = r + 1
        rng = Rng(state["rng"])
        state["dice"] = {"shape": rng.choice(BLACK_DIE), "object": rng.choice(WHITE_DIE)}
        state["rng"] = rng.state
        state["turn"] = [blank_turn() for _ in range(n)]
        return True

    def _open_round(self, state: State, events: list[Event] | None) -> None:
        """Announce the dice and pass for every seat that can do nothing; when
        nobody can act, close the round and roll again (a loop, not recursion)."""
        while True:
            dice = state["dice"]
            if events is not None:
                events.append(Event(say("townies-dice", round=state["round"], shape=shape_name(dice["shape"]),
                                        object=object_name(dice["object"])), kind="dice", data=dict(dice)))
            for seat in range(len(state["players"])):
                if self._nothing_to_draw(state, seat):
                    state["turn"][seat]["done"] = True
                    state["turn"][seat]["moves"] = ["pass"]
                    if events is not None:
                        events.append(Event(say("townies-auto-pass", name=seat_name(state, seat)), seat=seat,
                                            kind="pass"))
            if not all(t["done"] for t in state["turn"]):
                state["idle"] = 0
                return
            state["idle"] = state.get("idle", 0) + 1
            if state["idle"] >= IDLE_LIMIT:
                self._finish(state, events, f"Nobody could draw anything for {IDLE_LIMIT} rounds in a row.")
                return
            if not self._close_round(state, events):
                return

    def _nothing_to_draw(self, state: State, seat: int) -> bool:
        """At a round's start: the seat's one legal move is the pass (no
        star to cross out, no Object, no Shape), as ``legal_moves`` says,
        without writing its labels."""
        board = Board.from_sheet(state["sheets"][seat])
        turn = state["turn"][seat]
        return not O.can_spend(state, seat, board, turn) and not O.any_action(state, seat, board, turn)

    def _finish(self, state: State, events: list[Event] | None, reason: str) -> None:
        """End the game: ``reason`` is the English sentence the state keeps
        in ``end`` (its public format); the event's words come from the
        state's data (``words.end_reason``)."""
        state["over"] = True
        state["end"] = reason
        state["public"] = deep_copy(state["sheets"])
        if events is None:
            return
        names = state["players"]
        standings = [
            say("townies-standing-detail", rank=s.rank, name=names[s.seat], score=int(s.score), detail=s.detail)
            if s.detail else say("townies-standing", rank=s.rank, name=names[s.seat], score=int(s.score))
            for s in self.standings(state)
        ]
        events.append(Event(say("townies-game-over", reason=end_reason(state, IDLE_LIMIT),
                                standings=joined(standings, "; ")), kind="end"))

    # ------------------------------------------------------------------
    # scores and standings (from the public sheets: nothing hidden leaks)
    # ------------------------------------------------------------------

    def sheet_score(self, state: State, sheet: dict) -> dict[str, float]:
        return sheet_score(state["cards"], sheet)

    def scores(self, state: State) -> dict[int, dict[str, float]]:
        sheets = state.get("public") or state["sheets"]
        return {seat: self.sheet_score(state, sheet) for seat, sheet in enumerate(sheets)}

    def standings(self, state: State) -> list[Standing]:
        sheets = state.get("public") or state["sheets"]
        scores = self.scores(state)
        names = state["players"]

        def key(seat):
            objs = sheets[seat]["objects"]
            last = objs[-1]["score"] if objs else 0
            return (-scores[seat]["total"], len(objs), -last)

        seats = sorted(range(len(names)), key=lambda s: (key(s), s))
        result = []
        for seat in seats:
            k = key(seat)
            rank = 1 + sum(1 for o in seats if key(o) < k)
            total = scores[seat]["total"]
            detail: str | Text = ""
            if len(names) == 1:
                detail = say("townies-solo-chart", total=int(total),
                             verdict=say("townies-solo-verdict", level=solo_level(total)))
            else:
                same_total = [o for o in seats if o != seat and scores[o]["total"] == total]
                same_all = [o for o in same_total if key(o) == k]
                if same_all:
                    detail = say("townies-tie-shared", names=", ".join(names[o] for o in same_all))
                elif same_total:
                    same_count = [o for o in same_total if key(o)[1] == k[1]]
                    if same_count:
                        detail = say("townies-tie-last", total=int(total), objects=k[1], last=-k[2])
                    else:
                        detail = say("townies-tie-count", total=int(total), objects=k[1])
            result.append(Standing(seat=seat, rank=rank, score=total, detail=detail))
        return result

    # ------------------------------------------------------------------
    # views
    # ------------------------------------------------------------------

    def _sheet_view(self, state: State, sheet: dict) -> dict:
        board = Board.from_sheet(sheet)
        counts = goal_counts(board, sheet["start"], state["cards"])
        bonus = O.bonus_card(state)
        earned = stars_earned(sheet)
        return {
            "start": sheet["start"],
            "blocks": dict(sheet["blocks"]),
            "objects": [dict(o) for o in sheet["objects"]],
            "circled": list(sheet["circled"]),
            "stars_earned": earned,
            "stars_spent": sheet["stars_spent"],
            "stars_available": earned - sheet["stars_spent"] if bonus and BONUSES[bonus]["spend"] else 0,
            "goal_counts": counts,
            "score": self.sheet_score(state, sheet),
            "standardization_pair": INDIVIDUAL["standardization"]["pairs"][sheet["start"]],
        }

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        n = len(state["players"])
        public = state.get("public") or state["sheets"]
        cards = state["cards"]
        sheets = []
        for s in range(n):
            src = state["sheets"][s] if s == seat else public[s]
            sheets.append(self._sheet_view(state, src))
        goal, bonus = cards.get("goal"), cards.get("bonus")
        out: dict[str, Any] = {
            "game": "townies",
            "seat": seat,
            "players": list(state["players"]),
            "options": dict(state["options"]),
            "round": state["round"],
            "dice": dict(state["dice"]),
            "shape_orientations": [list(map(list, o)) for o in ORIENTATIONS[state["dice"]["shape"]]],
            "table": list(state["table"]),
            "markers": [marker_of(state, s) for s in range(n)],
            "cards": {
                "individual": cards.get("individual", False),
                "goal": goal,
                "goal_name": ADDITIONAL[goal]["name"] if goal else None,
                "goal_text": ADDITIONAL[goal]["text"] if goal else None,
                "bonus": bonus,
                "bonus_name": BONUSES[bonus]["name"] if bonus else None,
                "bonus_text": BONUSES[bonus]["text"] if bonus else None,
                "bonus_designed": BONUSES[bonus]["designed_by_project"] if bonus else None,
            },
            "sheets": sheets,
            "waiting": [s for s in range(n) if not state["turn"][s]["done"]] if not self.is_over(state) else [],
            "last": deep_copy(state["last"]),
            "over": self.is_over(state),
            "end": state.get("end", ""),
            # the end reason and the standings' details as words (rules.base.Text.to_json), for a
            # picture written in its reader's language; "end" and "detail" are their English
            "end_words": end_reason(state, IDLE_LIMIT).to_json() if self.is_over(state) else None,
            "scores": {str(k): v for k, v in self.scores(state).items()},
            "standings": [
                {"seat": st.seat, "rank": st.rank, "score": st.score, "detail": str(st.detail),
                 "detail_words": st.detail.to_json() if isinstance(st.detail, Text) else None}
                for st in self.standings(state)
            ],
        }
        if seat is not None and 0 <= seat < n:
            turn = state["turn"][seat]
            out["this_round"] = {
                "moves": list(turn["moves"]) if not self.is_over(state) else [],
                "cells": list(turn["cells"]) if not self.is_over(state) else [],
                "star": turn["star"],
                "done": turn["done"],
            }
        return out

    def private(self, state: State, seat: int) -> dict[str, Any]:
        if self.is_over(state):
            return {}
        turn = state["turn"][seat]
        return {"round": state["round"], "moves": list(turn["moves"]), "cells": list(turn["cells"])}

    def summary(self, state: State, seat: int | None = None) -> Text:
        return words.summary(self, state, seat)

    def alt_text(self, state: State) -> Text:
        return words.alt_text(self, state)

    # ------------------------------------------------------------------
    # taking a decision back
    # ------------------------------------------------------------------

    def move_path(self, state: State, seat: int, move: Move) -> list[tuple[str, Any]]:  # labels: str | Text
        return steps.move_path(state, seat, move)

    def needs_preview(self, state: State, seat: int, move: Move) -> bool:
        """A pass changes nothing on the sheet: it needs no preview."""
        return move.notation != "pass"

    def undoable(self, before: State, after: State, seat: int) -> str | Text | None:
        """A decision may be taken back while it is still hidden: it wrote
        nothing but ``seat``'s own sheet and this round's record (a Shape, an
        Object, a star crossed out, a pass), which the others see only when
        the round resolves. The decision that completes the round reveals
        every drawing (simultaneous choices) and then passes the markers and
        rolls the dice (a random draw), or ends the game: that cannot be
        taken back. The reason ends the sentence "That cannot be taken back:
        ..."."""
        if not 0 <= seat < len(before["players"]):
            return say("townies-undo-not-playing")
        hidden_only = self.copy_state(before)
        if "public" not in hidden_only:  # apply writes the start-of-round sheets down
            hidden_only["public"] = deep_copy(hidden_only["sheets"])
        for key in ("sheets", "turn"):
            hidden_only[key][seat] = deep_copy(after[key][seat])
        if after == hidden_only:
            return None
        if self.is_over(after):
            return say("townies-undo-revealed-over", round=before["round"])
        if self.drew_at_random(before, after):
            return say("townies-undo-revealed-rolled", round=before["round"], next=after["round"])
        return say("townies-undo-revealed", round=before["round"])

    # ------------------------------------------------------------------
    # validation
    # ------------------------------------------------------------------

    def validate(self, state: State) -> None:
        """InvalidState (with the sentence to show) unless the state is a
        possible Townies position: see ``validation.py``."""
        check(self, state)

    # ------------------------------------------------------------------

    def computer_player(self, seed: int = 0):
        return GreedyPlayer(seed)
