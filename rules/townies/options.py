"""Townies: what a seat may draw now (the Shapes and Objects open to it, a
star it may spend) and the refusal, naming the rule, of a drawing it may not
make."""

from __future__ import annotations

from rules.base import Game, IllegalMove, State

from . import geometry as G
from .geometry import (
    BASIC_OBJECT,
    BLACK_DIE,
    BY_CELLS,
    LABELS,
    OBJECT_COLOUR,
    OBJECT_NAME,
    ORIENTATIONS,
    PLACEMENT_AT,
    PLACEMENTS,
    WHITE_DIE,
    label_list,
    marker_of,
)
from .scoring import BONUSES, Board, free_circles, stars_earned
from .words import STAR_LABELS, article, colour_words


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
    empty = {c for c, colour in enumerate(board.colour) if colour is None}
    out = []
    for face in open_faces(state, turn):
        for number, anchor, cells in PLACEMENTS[face]:
            if empty.issuperset(cells):
                out.append((face, number, anchor, cells))
    return out


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
            empty = {c for c, colour in enumerate(board.colour) if colour is None}
            for face in open_faces(state, turn):
                for _n, _a, cells in PLACEMENTS[face]:
                    if empty.issuperset(cells):
                        return True
    if not (turn["object"] or (turn["shape"] and not turn["star"])):
        for kind in open_kinds(state, seat, turn):
            for i in range(G.N_CELLS):
                if board.can_place(i, kind):
                    return True
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
        raise IllegalMove(
            "Pass rule: you may pass only when none of the three actions (Shape, rolled Object, "
            f"Basic Object) is possible, and you can still draw something, e.g. {sample.rsplit(',', 1)[0]}."
        )
    return "pass"


def check_star(state: State, seat: int, board: Board, turn: dict) -> None:
    bonus = bonus_card(state)
    if not bonus:
        raise IllegalMove("Bonus rule: no Bonus card is in play in this game, so stars do nothing.")
    data = BONUSES[bonus]
    if not data["spend"]:
        raise IllegalMove(
            f"Bonus rule: {data['name']} scores its points at once when an Object is drawn on a star; "
            "there is no star to cross out."
        )
    if turn["star"]:
        raise IllegalMove("Bonus rule: you have already crossed out a star this round.")
    if stars_available(state, state["sheets"][seat]) <= 0:
        raise IllegalMove(
            "Bonus rule: you have no marked star to cross out; draw an Object on a star space "
            f"({STAR_LABELS}) to mark one."
        )
    if not any_action(state, seat, board, dict(turn, star=True)):
        raise IllegalMove(
            f"Bonus rule: even with {data['name']} you could draw nothing this round, so keep your star."
        )


def check_shape(state: State, seat: int, board: Board, turn: dict, action: tuple) -> tuple[str, tuple[int, ...]]:
    _k, face, anchor, number, cells = action
    rolled = state["dice"]["shape"]
    if turn["shape"]:
        raise IllegalMove(
            "Funding rule: you have already drawn the Shape this round; draw the rolled or Basic Object, or pass."
        )
    faces = open_faces(state, turn)
    if face is not None and face not in faces:
        raise IllegalMove(
            f"Shape rule: this round's Shape is the {rolled} on the black die; draw it rotated or "
            f"flipped, not {article(face)}."
        )
    if solo(state) and not free_circles(state["sheets"][seat]):
        raise IllegalMove(
            "Solo rule: every empty space of your Object line is circled, so you cannot draw Shapes "
            "any more; draw an Object or pass."
        )
    if cells is None:
        face = face or rolled
        count = len(ORIENTATIONS[face])
        if not 1 <= number <= count:
            raise IllegalMove(
                f"Shape rule: the {face} has orientations 1 to {count} (see the dice panel); "
                f"there is no orientation {number}."
            )
        cells = PLACEMENT_AT[face].get((number, anchor))
        if cells is None:
            raise IllegalMove(
                f"Shape rule: the {face} in orientation {number} anchored at {LABELS[anchor]} runs off "
                "the map; a Shape is never drawn partially."
            )
    else:
        if len(set(cells)) != 4:
            raise IllegalMove("Shape rule: a Shape fills 4 different spaces.")
        match = [f for f in ([face] if face else faces) if frozenset(cells) in BY_CELLS[f]]
        if not match:
            raise IllegalMove(
                f"Shape rule: {label_list(cells)} is not the {rolled} in any rotation or reflection; "
                "a Shape may be rotated or flipped but never modified."
            )
        face = match[0]
    taken = [c for c in cells if board.colour[c] is not None]
    if taken:
        raise IllegalMove(
            f"Shape rule: a Shape fills 4 empty spaces, and {label_list(taken)} "
            f"{'is' if len(taken) == 1 else 'are'} already built."
        )
    if turn["object"] and not turn["star"]:  # pragma: no cover - done seats never get here
        raise IllegalMove("You have already acted this round.")
    return face, tuple(cells)


def check_object(state: State, seat: int, board: Board, turn: dict, action: tuple) -> tuple[str, int]:
    _k, kind, cell = action
    marker = marker_of(state, seat)
    rolled = state["dice"]["object"]
    basic = BASIC_OBJECT[marker]
    if turn["object"]:
        raise IllegalMove("Funding rule: you have already drawn an Object this round; draw the Shape or pass.")
    kinds = open_kinds(state, seat, turn)
    if kind not in kinds:
        if kind == "square":
            why = "a City Square can be drawn only when the white die shows it (it is no marker's Basic Object)"
        else:
            why = (
                f"the {OBJECT_NAME[kind]} is neither the rolled Object nor the Basic Object "
                f"of your {marker} marker"
            )
        raise IllegalMove(
            f"Object rule: this round you may draw the rolled {OBJECT_NAME[rolled]} or the "
            f"{OBJECT_NAME[basic]} (Basic Object of your {marker} marker); {why}."
        )
    if board.colour[cell] is not None:
        raise IllegalMove(
            f"Object placement rule: Objects are drawn in empty spaces only, and {LABELS[cell]} is already built."
        )
    if not board.can_place(cell, kind):
        need = OBJECT_COLOUR[kind]
        if need is None:
            raise IllegalMove(
                f"Object placement rule: a City Square must be drawn next to another Object, and "
                f"{LABELS[cell]} has none next to it."
            )
        raise IllegalMove(
            f"Object placement rule: {article(OBJECT_NAME[kind])} must be drawn next to a "
            f"{colour_words(need)} Block, and {LABELS[cell]} has none next to it."
        )
    return kind, cell
