"""Townies: proof that a (possibly hand-written) state is a possible position.

``check(game, state)`` raises ``InvalidState`` with the sentence to show, and
never any other exception, whatever JSON it is given: every value's type is
checked before it is used, and no message prints an arbitrary value whole.
What it proves (README, "JSON state"):

* every key of the documented format is there with the right type, every id
  (cell, colour, Object type, Shape, card) is a known one, every number in
  range;
* the five markers lie once each, in passing order; each seat sits once, in
  seat order;
* on every sheet each space holds one thing; the filled spaces of a colour
  come in whole Shapes (each group of touching Blocks of one colour has a
  multiple of 4 spaces, and a group of 4 is a Shape of the black die); every
  Object could have been drawn where it is, after the Objects left of it on
  the Object line, with the score written (``scoring.possible_scores``);
  stars crossed out were marked, and only for a Bonus that spends them;
  solo: one circled space per Shape, each the leftmost free one when drawn,
  the first one space 0 when there are Objects (the first needed a Block);
* at most one drawing a round (two with Funding's crossed-out star), each in
  the colour of the marker held that round (the markers pass every round);
* a game marked over has a ninth Object, no room left on any map, or the
  idle-round limit reached;
* this round's record matches what the sheet shows beyond the public sheet.
"""

from __future__ import annotations

import re
from typing import Any

from rules.base import InvalidState
from rules.checks import Describe, whole

from .geometry import (
    BLACK_DIE,
    BY_CELLS,
    COLOURS,
    DATA,
    INDEX,
    LABELS,
    LINE_LENGTH,
    MARKER_CYCLE,
    NEIGHBOURS,
    OBJECT_COLOUR,
    OBJECT_NAME,
    WHITE_DIE,
)
from .scoring import ADDITIONAL, BONUSES, Board, possible_scores, stars_earned, stuck_forever

TOP_KEYS = ("game", "players", "options", "rng", "table", "markers", "cards", "round", "dice", "sheets", "turn", "last")
OPTIONAL_KEYS = ("public", "over", "end", "idle")
SHEET_KEYS = ("start", "blocks", "objects", "circled", "stars_spent")
TURN_KEYS = ("done", "star", "shape", "object", "moves", "cells")
OBJECT_KEYS = ("cell", "type", "colour", "score")
MAX_ROUND = 10**9
IDLE_LIMIT = DATA["idle_round_limit"]
MAX_TEXT = 200
# a move as the engine records it (canonical notation)
MOVE_RE = re.compile(
    r"^(pass|star"
    rf"|shape (?:(?:{'|'.join(BLACK_DIE)}) )?[A-I][1-9] [1-9][0-9]?"
    rf"|(?:{'|'.join(WHITE_DIE)}) [A-I][1-9])$"
)


# A short, safe description of any JSON value for a message.
show = Describe()


def known(value: Any, ids) -> bool:
    """A text id among ``ids`` (a list, or a dict's keys: no lookup of an
    unhashable list or object)."""
    return isinstance(value, str) and value in ids


def fail(message: str) -> None:
    raise InvalidState(message)


def need_keys(record: Any, keys, what: str, optional=()) -> None:
    """A JSON object with these keys, and perhaps the optional ones: nothing
    else (the engine copies whole states, so nothing unknown may ride along)."""
    if not isinstance(record, dict):
        fail(f"{what} is a JSON object, not {show(record)}.")
    for key in keys:
        if key not in record:
            fail(f"{what} has no {key!r}.")
    for key in record:
        if key not in keys and key not in optional:
            fail(f"{what} has an unknown key {show(key)}.")


def need_list(value: Any, what: str, length: int | None = None) -> list:
    if not isinstance(value, list):
        fail(f"{what} is a list, not {show(value)}.")
    if length is not None and len(value) != length:
        fail(f"{what} has {length} entries, not {len(value)}.")
    return value


def need_bool(value: Any, what: str) -> None:
    if not isinstance(value, bool):
        fail(f"{what} is true or false, not {show(value)}.")


def need_cell(value: Any, what: str) -> None:
    if not known(value, INDEX):
        fail(f"{what}: {show(value)} is not a cell of the map (A1 to I9, written like E5).")


def check(game, state: Any) -> None:
    if not isinstance(state, dict):
        fail(f"A Townies state is a JSON object, not {show(state)}.")
    if state.get("game") != "townies":
        fail(f"This is not a Townies state: its 'game' is {show(state.get('game'))}, not 'townies'.")
    need_keys(state, TOP_KEYS, "The state", OPTIONAL_KEYS)
    names = _players(state)
    n = len(names)
    _options(game, state)
    if not whole(state["rng"]) or not 0 <= state["rng"] < 1 << 64:
        fail(f"'rng' is the random generator's state, a whole number from 0 to 2**64 - 1, not {show(state['rng'])}.")
    _table(state, n)
    _cards(state)
    if not whole(state["round"]) or not 1 <= state["round"] <= MAX_ROUND:
        fail(f"'round' is a whole number from 1, not {show(state['round'])}.")
    dice = state["dice"]
    need_keys(dice, ("shape", "object"), "'dice'")
    if not known(dice["shape"], BLACK_DIE) or not known(dice["object"], WHITE_DIE):
        fail(f"The dice show a Shape of {', '.join(BLACK_DIE)} and an Object of {', '.join(WHITE_DIE)}, "
             f"not {show(dice['shape'])} and {show(dice['object'])}.")
    for key, kind in (("over", bool), ("end", str)):
        if key in state and not isinstance(state[key], kind):
            fail(f"'{key}' is {'true or false' if kind is bool else 'a sentence'}, not {show(state[key])}.")
    if "idle" in state and (not whole(state["idle"]) or not 0 <= state["idle"] <= IDLE_LIMIT):
        fail(f"'idle' counts rounds in a row in which nobody could draw, 0 to {IDLE_LIMIT}, not {show(state['idle'])}.")
    over = bool(state.get("over"))
    solo = n == 1
    sheets = need_list(state["sheets"], "'sheets' (one sheet per seat)", n)
    turns = need_list(state["turn"], "'turn' (one record per seat)", n)
    for s in range(n):
        _sheet(state, sheets[s], f"{names[s]}'s sheet", solo)
    for s in range(n):
        need_keys(turns[s], TURN_KEYS, f"{names[s]}'s turn record")
        _turn_types(turns[s], f"{names[s]}'s turn record")
    if "public" in state:
        public = need_list(state["public"], "'public' (the sheets as the others see them)", n)
        for s in range(n):
            _sheet(state, public[s], f"{names[s]}'s public sheet", solo)
    else:
        public = None
    for s in range(n):
        _round_record(state, s, names[s], sheets[s], public[s] if public else None, turns[s], over)
    if not over and all(turn["done"] for turn in turns):
        fail("Every seat has acted, so the round is resolved: a new round starts with the turn records "
             "reset (done false), or the game is over.")
    for s in range(n):
        _drawings(state, s, sheets[s], f"{names[s]}'s sheet")
    if over:
        _ended(state, sheets, solo)
    _last(state, n)


def _players(state: dict) -> list:
    names = state["players"]
    if not isinstance(names, list) or not 1 <= len(names) <= 5:
        fail("'players' is a list of 1 to 5 names.")
    for name in names:
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_TEXT:
            fail(f"Every player's name is a short text, not {show(name)}.")
    return names


def _options(game, state: dict) -> None:
    options = state["options"]
    if not isinstance(options, dict):
        fail(f"'options' is a JSON object of game options, not {show(options)}.")
    for key, value in options.items():
        if not isinstance(value, (str, bool, int)) or (whole(value) and abs(value) >= 10**12) or \
                (isinstance(value, str) and len(value) > MAX_TEXT):
            fail(f"Option {show(key)} is a word, a number or yes/no, not {show(value)}.")
    try:
        game.info.options(options)
    except ValueError as error:
        fail(f"'options': {error}")


def _table(state: dict, n: int) -> None:
    table = need_list(state["table"], "'table' (the five table positions)", 5)
    if any(s is not None and not whole(s) for s in table) or (
        sorted(s for s in table if s is not None) != list(range(n))
    ):
        fail("The table has five positions holding each seat exactly once (null for a vacant seat).")
    if [table.index(s) for s in range(n)] != sorted(table.index(s) for s in range(n)):
        fail("Seats sit clockwise in seat order around the table.")
    markers = need_list(state["markers"], "'markers' (the marker at each table position)", 5)
    if any(not isinstance(m, str) for m in markers) or sorted(markers) != sorted(MARKER_CYCLE):
        fail("The five markers are red, yellow, brown, green and blue, one per table position.")
    for p in range(5):
        nxt = markers[(p - 1) % 5]
        if MARKER_CYCLE.index(nxt) != (MARKER_CYCLE.index(markers[p]) + 1) % 5:
            fail("The markers lie in passing order: each player's right-hand neighbour holds the next colour.")


def _cards(state: dict) -> None:
    cards = state["cards"]
    need_keys(cards, ("individual", "goal", "bonus"), "'cards'")
    need_bool(cards["individual"], "'cards.individual'")
    if cards["goal"] is not None and not known(cards["goal"], ADDITIONAL):
        fail(f"Unknown Additional Goal {show(cards['goal'])}: one of {', '.join(ADDITIONAL)}, or null.")
    if cards["bonus"] is not None and not known(cards["bonus"], BONUSES):
        fail(f"Unknown Bonus card {show(cards['bonus'])}: one of {', '.join(BONUSES)}, or null.")


def _sheet(state: dict, sheet: Any, who: str, solo: bool) -> None:
    need_keys(sheet, SHEET_KEYS, who)
    if not known(sheet["start"], COLOURS):
        fail(f"{who}: the starting colour {show(sheet['start'])} is not a marker colour.")
    blocks = sheet["blocks"]
    if not isinstance(blocks, dict):
        fail(f"{who}: 'blocks' maps cells to colours, not {show(blocks)}.")
    for label, col in blocks.items():
        need_cell(label, who)
        if not known(col, COLOURS):
            fail(f"{who}: {label} has colour {show(col)}, not one of {', '.join(COLOURS)}.")
    objects = need_list(sheet["objects"], f"{who}: 'objects'")
    if len(objects) > LINE_LENGTH:
        fail(f"{who} has more than {LINE_LENGTH} Objects: the Object line has {LINE_LENGTH} spaces.")
    seen: set[str] = set()
    for obj in objects:
        need_keys(obj, OBJECT_KEYS, f"{who}: an Object")
        need_cell(obj["cell"], f"{who}: an Object")
        if not known(obj["type"], OBJECT_NAME) or not known(obj["colour"], COLOURS):
            fail(f"{who}: the Object at {obj['cell']} needs a type of {', '.join(OBJECT_NAME)} and a marker colour.")
        if obj["cell"] in blocks or obj["cell"] in seen:
            fail(f"{who}: {obj['cell']} holds two things.")
        if not whole(obj["score"]) or not 0 <= obj["score"] <= 99:
            fail(f"{who}: the Object at {obj['cell']} needs a whole-number score, not {show(obj['score'])}.")
        seen.add(obj["cell"])
    circled = need_list(sheet["circled"], f"{who}: 'circled'")
    if any(not whole(k) or not 0 <= k < LINE_LENGTH for k in circled) or len(set(circled)) != len(circled):
        fail(f"{who}: circled Object line spaces are different numbers from 0 to 8.")
    if not whole(sheet["stars_spent"]):
        fail(f"{who}: 'stars_spent' is a whole number, not {show(sheet['stars_spent'])}.")
    _objects(blocks, objects, who, _shapes(blocks, who))
    _stars(state, sheet, who)
    _circles(sheet, who, solo)


def _shapes(blocks: dict, who: str) -> dict[int, int]:
    """Blocks are drawn 4 at a time as one-colour Shapes: every group of
    touching same-colour Blocks holds whole Shapes. Returns cell -> group for
    the groups of exactly 4 (each is one Shape, drawn at once)."""
    cells = {INDEX[label]: col for label, col in blocks.items()}
    shape_of: dict[int, int] = {}
    left = set(cells)
    while left:
        start = min(left)
        col = cells[start]
        group, stack = {start}, [start]
        while stack:
            for nb in NEIGHBOURS[stack.pop()]:
                if nb in left and nb not in group and cells[nb] == col:
                    group.add(nb)
                    stack.append(nb)
        left -= group
        if len(group) % 4 or (len(group) == 4 and not any(frozenset(group) in BY_CELLS[f] for f in BLACK_DIE)):
            words = " ".join(LABELS[c] for c in sorted(group))
            if len(group) % 4:
                fail(
                    f"{who}: the {col} Blocks {words} are {len(group)} spaces; Blocks are drawn 4 at a time, as Shapes."
                )
            fail(f"{who}: the {col} Blocks {words} are no Shape of the black die.")
        if len(group) == 4:
            shape_of.update((c, start) for c in group)
    return shape_of


def _objects(blocks: dict, objects: list, who: str, shape_of: dict[int, int]) -> None:
    """Each Object where the placement rules allow it, when it was drawn,
    with a score the Object scoring rules give."""
    colour: list = [None] * len(LABELS)
    kind: list = [None] * len(LABELS)
    for label, col in blocks.items():
        colour[INDEX[label]] = col
    for obj in objects:
        i, what = INDEX[obj["cell"]], obj["type"]
        name = OBJECT_NAME[what]
        possible = sorted(possible_scores(Board(colour, kind), i, what, shape_of))
        if not possible:
            need = OBJECT_COLOUR[what]
            rule = ("a City Square is drawn next to another Object" if need is None
                    else f"{_article(name)} is drawn next to a {need} Block")
            fail(f"{who}: the {name} at {obj['cell']} could not have been drawn there: {rule} "
                 "(Objects to its right on the Object line were drawn later).")
        if obj["score"] not in possible:
            words = " or ".join(", ".join(map(str, possible)).rsplit(", ", 1))
            fail(f"{who}: the {name} at {obj['cell']} has {obj['score']} point{'' if obj['score'] == 1 else 's'} "
                 f"written, but by the Object scoring rules it scores {words} there "
                 "(with the Objects drawn before it, and the Blocks "
                 "now on the map or fewer of them: a Shape counts whole or not at all).")
        colour[i], kind[i] = obj["colour"], what


def _article(word: str) -> str:
    return ("an " if word[0].lower() in "aeiou" else "a ") + word


def _stars(state: dict, sheet: dict, who: str) -> None:
    bonus = state["cards"]["bonus"]
    spends = bool(bonus) and BONUSES[bonus]["spend"]
    earned = stars_earned(sheet)
    if not 0 <= sheet["stars_spent"] <= (earned if spends else 0):
        if not spends:
            fail(f"{who} has crossed out stars, but no Bonus card in play uses them.")
        fail(f"{who} has crossed out {show(sheet['stars_spent'])} stars but marked {earned}.")


def _circles(sheet: dict, who: str, solo: bool) -> None:
    circled = sorted(sheet["circled"])
    if not solo:
        if circled:
            fail(f"{who}: Object line spaces are circled only in solo play.")
        return
    shapes = len(sheet["blocks"]) // 4
    if len(circled) != shapes:
        fail(f"{who}: solo, each Shape drawn circles one Object line space: {shapes} Shapes, {len(circled)} circled.")
    objects = len(sheet["objects"])
    if objects and circled and circled[0] != 0:
        # Every Object needs a Block next to it (a City Square another
        # Object), so a Shape came before the first Object: it circled space 0.
        fail(f"{who}: circled space {circled[0]} is impossible: the first Object needed a Block drawn before it, "
             "so the first Shape circled the leftmost Object line space, 0.")
    for k, c in enumerate(circled):
        run_start = c
        while k > 0 and circled[k - 1] == run_start - 1:
            k, run_start = k - 1, run_start - 1
        if run_start > objects:
            fail(f"{who}: circled space {c} is impossible: each Shape circles the leftmost Object line "
                 "space that is neither circled nor scored.")


def _drawings(state: dict, seat: int, sheet: dict, who: str) -> None:
    """Each round a player draws one Shape or one Object (two with Funding's
    crossed-out star) in the colour of the marker they hold that round; the
    markers pass every round, so the colours held so far follow from the
    marker held now and the round."""
    rnd = state["round"]
    extra = sheet["stars_spent"] if state["cards"]["bonus"] == "funding" else 0
    counts = {colour: 0 for colour in MARKER_CYCLE}
    for col in sheet["blocks"].values():
        counts[col] += 1
    for colour in counts:
        counts[colour] //= 4  # whole Shapes (_shapes)
    for obj in sheet["objects"]:
        counts[obj["colour"]] += 1
    total = sum(counts.values())
    funding = " (two in a round with Funding's crossed-out star)" if extra else ""
    if total > rnd + extra:
        fail(f"{who} has {total} drawings (Shapes and Objects) by round {rnd}, but each round a player draws "
             f"one Shape or one Object{funding}: at most {rnd + extra}.")
    now = MARKER_CYCLE.index(state["markers"][state["table"].index(seat)])
    for k, colour in enumerate(MARKER_CYCLE):
        held = len(range((now - k) % 5, rnd, 5))  # rounds rnd - d with the colour d passes back
        if counts[colour] > held + extra:
            fail(f"{who} has {counts[colour]} {colour} drawings by round {rnd}, but held the {colour} marker in "
                 f"{held} of those rounds (the markers pass every round, red, yellow, brown, green, blue), "
                 f"and each round's drawing is in the colour of the marker held{funding}.")


def _ended(state: dict, sheets: list, solo: bool) -> None:
    """A game ends when someone has drawn their ninth Object, when no map
    has room for anything any more, or after the idle round limit."""
    if any(len(sheet["objects"]) >= LINE_LENGTH for sheet in sheets):
        return
    if state.get("idle", 0) >= IDLE_LIMIT or all(stuck_forever(sheet, solo) for sheet in sheets):
        return
    fail(f"The game is marked over, but nobody has drawn a ninth Object (the game ends when anyone has all "
         f"{LINE_LENGTH} Object line spaces filled), a map still has room to draw on, and nobody has been "
         f"unable to draw for {IDLE_LIMIT} rounds in a row.")


def _turn_types(turn: dict, who: str) -> None:
    for key in ("done", "star", "shape", "object"):
        need_bool(turn[key], f"{who}: {key!r}")
    moves = need_list(turn["moves"], f"{who}: 'moves'")
    if len(moves) > 3 or any(not isinstance(m, str) or not MOVE_RE.match(m) for m in moves):
        fail(f"{who}: 'moves' lists at most 3 moves in notation, such as 'shape E4 2', 'bank E5', 'star' or 'pass'.")
    for label in need_list(turn["cells"], f"{who}: 'cells'"):
        need_cell(label, who)


def _round_record(state: dict, seat: int, name: str, sheet: dict, public: dict | None, turn: dict, over: bool) -> None:
    """This round's record against what the sheet shows beyond the public sheet."""
    if public is None:
        if turn["moves"] and not over:
            fail(f"{name} has acted this round, so the state needs 'public' (the sheets as they stood "
                 "at the start of the round).")
        public = sheet
    if over or not turn["moves"]:
        if public != sheet:
            reason = "the game is over" if over else f"{name} has not acted this round"
            fail(f"{name}'s public sheet differs from the sheet, but {reason}: they are equal.")
    pub_blocks, blocks = public["blocks"], sheet["blocks"]
    if any(blocks.get(label) != col for label, col in pub_blocks.items()) or \
            sheet["objects"][: len(public["objects"])] != public["objects"] or \
            not set(public["circled"]) <= set(sheet["circled"]):
        fail(f"{name}'s sheet must hold everything on their public sheet.")
    new_blocks = [label for label in blocks if label not in pub_blocks]
    new_objects = sheet["objects"][len(public["objects"]):]
    drawn = sorted(new_blocks + [o["cell"] for o in new_objects])
    if over:
        return
    if drawn != sorted(turn["cells"]):
        fail(f"{name}'s turn record lists the cells {' '.join(sorted(turn['cells'])) or 'none'}, "
             f"but the sheet has {' '.join(drawn) or 'nothing'} drawn this round.")
    marker = state["markers"][state["table"].index(seat)]
    if any(blocks[label] != marker for label in new_blocks) or any(o["colour"] != marker for o in new_objects):
        fail(f"{name} holds the {marker} marker this round, so this round's drawing is {marker}.")
    if len(new_blocks) != (4 if turn["shape"] else 0) or len(new_objects) != (1 if turn["object"] else 0):
        fail(f"{name}'s turn record ('shape', 'object') does not match the Shape and Object drawn this round.")
    if sheet["stars_spent"] - public["stars_spent"] != (1 if turn["star"] else 0):
        fail(f"{name}'s turn record ('star') does not match the stars crossed out this round.")
    bonus = state["cards"]["bonus"]
    both = turn["star"] and bonus == "funding"
    if turn["shape"] and turn["object"] and not both:
        fail(f"{name} drew a Shape and an Object this round, which only Funding allows.")
    if not turn["done"] and (turn["shape"] or turn["object"]) and not both:
        fail(f"{name} has drawn this round, so their turn is done.")


def _last(state: dict, n: int) -> None:
    last = state["last"]
    need_keys(last, ("round", "moves", "cells"), "'last' (the previous round)")
    if not whole(last["round"]) or not 0 <= last["round"] < state["round"] + (1 if state.get("over") else 0):
        fail(f"'last.round' is the previous round's number, not {show(last['round'])}.")
    for key in ("moves", "cells"):
        for entry in need_list(last[key], f"'last.{key}' (one list per seat)", n):
            for item in need_list(entry, f"'last.{key}' of a seat"):
                if key == "cells":
                    need_cell(item, "'last.cells'")
                elif not isinstance(item, str) or not MOVE_RE.match(item):
                    fail("'last.moves' lists each seat's moves in notation, such as 'shape E4 2', 'bank E5' or 'pass'.")
