"""Townies: what a seat may draw now (the Shapes and Objects open to it, a
star it may spend) and the refusal, naming the rule, of a drawing it may not
make."""

from __future__ import annotations

from rules.base import Game, IllegalMove, State, say

from . import geometry as G
from .geometry import (
    BASIC_OBJECT,
    BLACK_DIE,
    BY_CELLS,
    LABELS,
    OBJECT_COLOUR,
    ORIENTATIONS,
    PLACEMENT_AT,
    WHITE_DIE,
    label_list,
    marker_of,
)
from .scoring import (
    BONUSES,
    PLACEMENT_MASKS,
    Board,
    filled_mask,
    free_circles,
    object_open,
    shape_open,
    stars_earned,
)
from .words import STAR_LABELS, bonus_name, colour, colour_block, object_name, shape_name


def bonus_card(state: State) -> str | None:
    return state["cards"].get("bonus")


def stars_available(state: State, sheet: dict) -> int:
    bonus = bonus_card(state)
    if not bonus or not BONUSES[bonus]["spend"]:
        return 0
    return stars_earned(sheet) - sheet["stars_spent"]


def open_faces(state: State, turn: dict) -> list[str]:
    if turn["star"] and bonus_card(state) == "zoning":
        return list(BLACK_DIE)
    return [state["dice"]["shape"]]


def open_kinds(state: State, seat: int, turn: dict) -> list[str]:
    rolled = state["dice"]["object"]
    basic = BASIC_OBJECT[marker_of(state, seat)]
    kinds = [rolled] if rolled == basic else [rolled, basic]
    if turn["star"] and bonus_card(state) == "permit":
        kinds += [k for k in WHITE_DIE if k not in kinds]
    return kinds


def solo(state: State) -> bool:
    return len(state["players"]) == 1


def shape_options(state: State, seat: int, board: Board, turn: dict) -> list[tuple[str, int, int, tuple]]:
    if turn["shape"] or (turn["object"] and not turn["star"]):
        return []
    if solo(state) and not free_circles(state["sheets"][seat]):
        return []
    filled = filled_mask(board)
    return [(face, number, anchor, cells) for face in open_faces(state, turn)
            for mask, number, anchor, cells in PLACEMENT_MASKS[face] if not mask & filled]


def object_options(state: State, seat: int, board: Board, turn: dict) -> list[tuple[str, int]]:
    if turn["object"] or (turn["shape"] and not turn["star"]):
        return []
    out = []
    for kind in open_kinds(state, seat, turn):
        for i in range(G.N_CELLS):
            if board.can_place(i, kind):
                out.append((kind, i))
    return out


def any_action(state: State, seat: int, board: Board, turn: dict) -> bool:
    if not (turn["shape"] or (turn["object"] and not turn["star"])):
        if not (solo(state) and not free_circles(state["sheets"][seat])):
            if shape_open(board, open_faces(state, turn)):
                return True
    if not (turn["object"] or (turn["shape"] and not turn["star"])):
        return any(object_open(board, kind) for kind in open_kinds(state, seat, turn))
    return False


def can_spend(state: State, seat: int, board: Board, turn: dict) -> bool:
    if turn["star"] or turn["shape"] or turn["object"]:
        return False
    if stars_available(state, state["sheets"][seat]) <= 0:
        return False
    funded = dict(turn, star=True)
    return any_action(state, seat, board, funded)


def check_pass(game: Game, state: State, seat: int, board: Board, turn: dict) -> str:
    if turn["star"] and (turn["shape"] or turn["object"]):
        return "pass"
    if any_action(state, seat, board, turn):
        example = game.legal_moves(state, seat)
        sample = ", ".join(m.notation for m in example if m.notation not in ("pass", "star"))[:120]
        raise IllegalMove(say("townies-refuse-pass", sample=sample.rsplit(",", 1)[0]))
    return "pass"


def check_star(state: State, seat: int, board: Board, turn: dict) -> None:
    bonus = bonus_card(state)
    if not bonus:
        raise IllegalMove(say("townies-refuse-no-bonus"))
    data = BONUSES[bonus]
    if not data["spend"]:
        raise IllegalMove(say("townies-refuse-star-scores", bonus=bonus_name(bonus)))
    if turn["star"]:
        raise IllegalMove(say("townies-refuse-star-twice"))
    if stars_available(state, state["sheets"][seat]) <= 0:
        raise IllegalMove(say("townies-refuse-no-star", stars=STAR_LABELS))
    if not any_action(state, seat, board, dict(turn, star=True)):
        raise IllegalMove(say("townies-refuse-star-useless", bonus=bonus_name(bonus)))


def check_shape(state: State, seat: int, board: Board, turn: dict, action: tuple) -> tuple[str, tuple[int, ...]]:
    _k, face, anchor, number, cells = action
    rolled = state["dice"]["shape"]
    if turn["shape"]:
        raise IllegalMove(say("townies-refuse-shape-twice"))
    faces = open_faces(state, turn)
    if face is not None and face not in faces:
        raise IllegalMove(say("townies-refuse-other-shape", rolled=shape_name(rolled),
                              face=say("townies-shape-a", shape=face)))
    if solo(state) and not free_circles(state["sheets"][seat]):
        raise IllegalMove(say("townies-refuse-solo-shapes"))
    if cells is None:
        face = face or rolled
        count = len(ORIENTATIONS[face])
        if not 1 <= number <= count:
            raise IllegalMove(say("townies-refuse-orientation", shape=shape_name(face), count=count, number=number))
        cells = PLACEMENT_AT[face].get((number, anchor))
        if cells is None:
            raise IllegalMove(say("townies-refuse-off-map", shape=shape_name(face), number=number,
                                  cell=LABELS[anchor]))
    else:
        if len(set(cells)) != 4:
            raise IllegalMove(say("townies-refuse-four-spaces"))
        match = [f for f in ([face] if face else faces) if frozenset(cells) in BY_CELLS[f]]
        if not match:
            raise IllegalMove(say("townies-refuse-not-shape", cells=label_list(cells), rolled=shape_name(rolled)))
        face = match[0]
    taken = [c for c in cells if board.colour[c] is not None]
    if taken:
        raise IllegalMove(say("townies-refuse-built", cells=label_list(taken), count=len(taken)))
    if turn["object"] and not turn["star"]:  # pragma: no cover - done seats never get here
        raise IllegalMove(say("townies-refuse-acted"))
    return face, tuple(cells)


def check_object(state: State, seat: int, board: Board, turn: dict, action: tuple) -> tuple[str, int]:
    _k, kind, cell = action
    marker = marker_of(state, seat)
    rolled = state["dice"]["object"]
    basic = BASIC_OBJECT[marker]
    if turn["object"]:
        raise IllegalMove(say("townies-refuse-object-twice"))
    kinds = open_kinds(state, seat, turn)
    if kind not in kinds:
        if kind == "square":
            why = say("townies-why-square")
        else:
            why = say("townies-why-object", object=object_name(kind), marker=colour(marker))
        raise IllegalMove(say("townies-refuse-object", rolled=object_name(rolled), basic=object_name(basic),
                              marker=colour(marker), why=why))
    if board.colour[cell] is not None:
        raise IllegalMove(say("townies-refuse-object-built", cell=LABELS[cell]))
    if not board.can_place(cell, kind):
        need = OBJECT_COLOUR[kind]
        if need is None:
            raise IllegalMove(say("townies-refuse-square-alone", cell=LABELS[cell]))
        raise IllegalMove(say("townies-refuse-object-alone", object=object_name(kind), colour=colour_block(need),
                              cell=LABELS[cell]))
    return kind, cell
