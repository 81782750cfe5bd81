"""validate() proves a hand-written or stored state is a position the rules
can reach (README, "State format"): every card and tile exactly once, each
board laid in the order of the building cards and resting where gravity puts
it, scores that add up; anything else, malformed input included, is an
InvalidState whose sentence says what is wrong, never another exception."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

import rules.bits
from rules.base import InvalidState, RandomPlayer
from rules.bits import GAME
from rules.bits import board as B
from rules.bits.validation import most_points

FALLBACK = "could not be checked"  # validate's last resort: no corpus state may reach it


def _play_until(state, seed, stop):
    players = [RandomPlayer(seed * 7 + s) for s in range(len(state["players"]))]
    for _ in range(3000):
        if stop(state):
            return state
        seat = sorted(GAME.to_act(state))[0]
        state, _ = GAME.apply(state, seat, players[seat].choose(GAME, state, seat))
    raise AssertionError("never reached")


def _mid_game():
    """Round 2, build phase, 3 players: one out, neutral tiles spent, one
    drop pending."""
    state = GAME.setup(["Ann", "Bob", "Cy"], {}, 2)
    state = _play_until(state, 2, lambda s: s["round"] == 2 and s["phase"] == "build"
                        and any(b["out"] for b in s["boards"]) and len(GAME.to_act(s)) == 2)
    seat = sorted(GAME.to_act(state))[0]
    state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[-1].notation)
    assert state["pending"][seat] is not None
    return state


def _final():
    state = GAME.setup(["Ann", "Bob"], {"advanced": True}, 4)
    return _play_until(state, 4, GAME.is_over)


MID = _mid_game()
FINAL = _final()


def _readme_state():
    text = (Path(rules.bits.__file__).parent / "README.md").read_text(encoding="utf-8")
    return json.loads(re.search(r"```json\n(.*?)```", text, re.S).group(1))


def _refused(state, words):
    with pytest.raises(InvalidState) as err:
        GAME.validate(state)
    assert words in str(err.value)
    assert FALLBACK not in str(err.value)


def _edited(base, edit):
    state = copy.deepcopy(base)
    edit(state)
    return state


def test_validate_accepts_reachable_states():
    for state in (MID, FINAL, _readme_state()):
        GAME.validate(state)


# --------------------------------------------------------------------------
# specific refusals, each naming the rule it enforces
# --------------------------------------------------------------------------


def _seat_in(state):
    return next(s for s, b in enumerate(state["boards"]) if not b["out"])


def _seat_out(state):
    return next(s for s, b in enumerate(state["boards"]) if b["out"])


def _tiles(state, seat=None):
    return state["boards"][_seat_in(state) if seat is None else seat]["tiles"]


def _lift(state):
    """Move the top tile of the board one row up, leaving a gap under it."""
    tiles = _tiles(state)
    grid = B.grid_from_tiles(tiles)
    for placed in reversed(tiles):
        cells = [B.parse_cell(c) for c in placed["cells"]]
        if all(r + 1 < 6 and (grid[(r + 1) * 6 + c] is None or (c, r + 1) in cells) for c, r in cells):
            placed["cells"] = [B.cell_name(c, r + 1) for c, r in cells]
            return
    raise AssertionError("no tile can be lifted")


def _swap_last_two(state):
    tiles = _tiles(state)
    tiles[-1], tiles[-2] = tiles[-2], tiles[-1]


REFUSALS = [
    # cards and tiles exactly once
    ("unknown tile id", lambda s: _tiles(s)[-1].update(tile="ZZ"), "unknown tile 'ZZ'"),
    ("tile twice", lambda s: _tiles(s).append(dict(_tiles(s)[1])), "tiles have been revealed"),
    ("a tile not yet turned", lambda s: _tiles(s)[-1].update(tile=s["deck"][0]), "building card"),
    ("starting tile laid again later", lambda s: _tiles(s)[-1].update(tile=_tiles(s)[0]["tile"]),
     "after the starting tile each tile is the next building card's tile"),
    ("tiles out of the order of the building cards", _swap_last_two, "building card"),
    ("first tile not the starting tile", lambda s: s["start_cards"].reverse(), "first tile must be"),
    ("lost building card", lambda s: s["deck"].pop(), "make up the 20 cards"),
    ("building card twice", lambda s: s["deck"].append(s["turned"][0]), "make up the 20 cards"),
    ("task card from the wrong pile", lambda s: s["tasks"].__setitem__(0, s["task_piles"][2][0]),
     "Task card 1 must come from pile 1"),
    ("task card in the wrong pile", lambda s: s["task_piles"][0].append(s["task_piles"][1].pop()),
     "Task pile 1 holds only pile 1 cards"),
    ("task card twice", lambda s: s["task_piles"][1].append(s["tasks"][1]), "exactly once"),
    ("task card lost", lambda s: s["task_piles"][3].pop(), "exactly once"),
    ("unknown task card", lambda s: s["task_piles"][3].append("9Z"), "not '9Z'"),
    ("set aside before round 3", lambda s: s["set_aside"].append(s["task_piles"][2].pop()),
     "only set aside when the 3rd round"),
    ("starting card twice", lambda s: s["start_cards"].__setitem__(1, s["start_cards"][0]),
     "different starting card"),
    ("starting card unknown", lambda s: s["start_cards"].__setitem__(1, "RR1"), "different starting card"),
    # geometry and gravity
    ("split tile", lambda s: _tiles(s)[0].update(cells=["A1", "C1"]), "two neighbouring squares"),
    ("overlapping tiles", lambda s: _tiles(s)[-1].update(cells=list(_tiles(s)[0]["cells"])), "overlap on"),
    ("floating tile", _lift, "No tile floats over an empty square"),
    ("square A7", lambda s: _tiles(s)[0].update(cells=["A6", "A7"]), "'A7' is not a square"),
    ("square A10", lambda s: _tiles(s)[0].update(cells=["A1", "A10"]), "'A10' is not a square"),
    ("square A0", lambda s: _tiles(s)[0].update(cells=["A0", "A1"]), "'A0' is not a square"),
    ("one square only", lambda s: _tiles(s)[0].update(cells=["A1"]), "two squares"),
    # flags
    ("neutral tile twice", lambda s: [t.update(tile="N") for t in _tiles(s)[1:3]], "neutral tile twice"),
    ("neutral flag", lambda s: s["boards"][_seat_in(s)].update(neutral_used=False), "neutral_used"),
    ("out with room", lambda s: s["boards"][_seat_in(s)].update(out=True), "still fits"),
    ("stuck but in", lambda s: s["boards"][_seat_out(s)].update(out=False), "must be marked out"),
    ("a tile missing from a board still in the round", lambda s: _tiles(s).pop(),
     "one tile for each"),
    ("tiles on a board in the start phase",
     lambda s: s.update(phase="start", deck=s["deck"] + s["turned"], turned=[]), "board must be empty"),
    # drops and reveals
    ("pending drop of a player out", lambda s: s["pending"].__setitem__(_seat_out(s), "A v"),
     "cannot have a pending drop"),
    ("pending drop off the grid", lambda s: s["pending"].__setitem__(_pending_seat(s), "F h"),
     "is not a legal drop"),
    ("pending drop in nonsense", lambda s: s["pending"].__setitem__(_pending_seat(s), "x" * 500),
     "is not a legal drop"),
    ("everyone has dropped", lambda s: [s["pending"].__setitem__(i, GAME.legal_moves(s, i)[0].notation)
                                        for i in sorted(GAME.to_act(s))], "should have been revealed"),
    ("last reveal not on the board", lambda s: s["last"]["drops"][_seat_in(s)].update(
        cells=list(_tiles(s)[0]["cells"])), "last tile on their board"),
    ("last reveal's notation", lambda s: s["last"]["drops"][_seat_in(s)].update(notation="x"),
     "must be the drop that laid that tile there"),
    ("last reveal's notation in another column", lambda s: _shift_notation(s),
     "must be the drop that laid that tile there"),
    ("last reveal of another round", lambda s: s["last"].update(round=1), "latest reveal of this round"),
    # scores
    ("score not the sum of its detail", lambda s: s["round_scores"][0].__setitem__(0, 99), "sum of its detail"),
    ("detail of the wrong cards", lambda s: s["round_detail"][0][0].update({"2A": 0}), "task cards 1"),
    ("detail beyond any board", lambda s: _set_detail(s, 10 ** 30), "more points than a board can score"),
    ("scores for an unfinished round", lambda s: [r.append(0) for r in s["round_scores"]], "finished rounds"),
    # the top-level keys
    ("other game", lambda s: s.update(game="twittens"), "its game is 'twittens', not 'bits'"),
    ("five players", lambda s: s["players"].extend(["x", "y"]), "1 to 4"),
    ("unknown option", lambda s: s["options"].update(colour=True), '"advanced"'),
    ("round 4 of 3", lambda s: s.update(round=4), "round must be a whole number from 1 to 3"),
    ("rounds with the advanced option", lambda s: s["options"].update(advanced=True), "rounds must be 3"),
    ("phase", lambda s: s.update(phase="lunch"), "The phase must be one of"),
    ("negative rng", lambda s: s.update(rng=-1), "rng must be"),
    ("rng too big", lambda s: s.update(rng=2 ** 64), "rng must be"),
    ("boards for two players", lambda s: s["boards"].pop(), "boards needs one entry per player"),
]


def _shift_notation(state):
    drop = state["last"]["drops"][_seat_in(state)]
    column = re.search(r"\b([A-F])\b", drop["notation"]).group(1)
    drop["notation"] = re.sub(r"\b[A-F]\b", "B" if column == "A" else "A", drop["notation"], count=1)


def _pending_seat(state):
    return next(s for s, p in enumerate(state["pending"]) if p is not None)


def _set_detail(state, points):
    state["round_detail"][0][0][state["tasks"][0]] = points
    state["round_scores"][0][0] = sum(state["round_detail"][0][0].values())


@pytest.mark.parametrize("what,edit,words", REFUSALS, ids=[r[0] for r in REFUSALS])
def test_validate_refuses_an_impossible_position(what, edit, words):
    _refused(_edited(MID, edit), words)


FINAL_REFUSALS = [
    ("a board still in the round at the end", lambda s: s["boards"][0].update(out=False), "must be marked out"),
    ("last detail not what the final board scores",
     lambda s: _bump_last_detail(s), "what their final board scores"),
    ("pending drop after the end", lambda s: s["pending"].__setitem__(0, "A v"), "cannot have a pending drop"),
    ("a round missing its score", lambda s: [r.pop() for r in s["round_scores"]], "finished rounds"),
    ("round 3 card of round 2's shape", lambda s: _same_shape_round_3(s), "special rule for the 3rd round"),
    ("set aside card of another shape", lambda s: _set_aside_other(s), "does not show round 2's shape"),
]


def _bump_last_detail(state):
    card = state["tasks"][0]
    state["round_detail"][0][-1][card] += 1
    state["round_scores"][0][-1] += 1


def _same_shape_round_3(state):
    # round 2: the pair of card 2C; round 3: the pair of 3A
    for pile, card in ((1, "2C"), (2, "3A")):
        old = state["tasks"][pile]
        if old != card:
            state["task_piles"][pile].remove(card)
            state["task_piles"][pile].append(old)
            state["tasks"][pile] = card
    state["set_aside"] = []


def _set_aside_other(state):
    # round 2: line of 3 (2B); round 3: pair (3A); the corner 3C set aside
    for pile, card in ((1, "2B"), (2, "3A")):
        old = state["tasks"][pile]
        if old != card:
            if card in state["task_piles"][pile]:
                state["task_piles"][pile].remove(card)
            else:
                state["set_aside"].remove(card)
            state["task_piles"][pile].append(old)
            state["tasks"][pile] = card
    state["task_piles"][2] += state["set_aside"]
    state["task_piles"][2].remove("3C")
    state["set_aside"] = ["3C"]


@pytest.mark.parametrize("what,edit,words", FINAL_REFUSALS, ids=[r[0] for r in FINAL_REFUSALS])
def test_validate_refuses_an_impossible_final_position(what, edit, words):
    state = _edited(FINAL, edit)
    # the score details follow the task cards so that only the broken rule is broken
    if what.startswith(("round 3", "set aside")):
        for seat, details in enumerate(state["round_detail"]):
            for r, detail in enumerate(details):
                grid_points = dict(detail)
                details[r] = {c: grid_points.get(c, 0) for c in state["tasks"][: r + 1]}
                state["round_scores"][seat][r] = sum(details[r].values())
        state["round_detail"][0][-1] = {c: GAME.live_scores(state, 0)[c] for c in state["tasks"]}
        state["round_detail"][1][-1] = {c: GAME.live_scores(state, 1)[c] for c in state["tasks"]}
        for seat in (0, 1):
            state["round_scores"][seat][-1] = sum(state["round_detail"][seat][-1].values())
    _refused(state, words)


def test_set_aside_card_of_round_twos_shape_is_accepted():
    # the special rule for the 3rd round: a pile-3 card with round 2's shape is set aside
    state = copy.deepcopy(FINAL)
    for pile, card in ((1, "2A"), (2, "3A")):
        old = state["tasks"][pile]
        if old != card:
            source = state["task_piles"][pile] if card in state["task_piles"][pile] else state["set_aside"]
            source.remove(card)
            state["task_piles"][pile].append(old)
            state["tasks"][pile] = card
    state["task_piles"][2] += state["set_aside"]
    state["task_piles"][2].remove("3C")
    state["set_aside"] = ["3C"]
    for seat in (0, 1):
        for r, detail in enumerate(state["round_detail"][seat]):
            detail.clear()
            detail.update({c: 0 for c in state["tasks"][: r + 1]})
            state["round_scores"][seat][r] = 0
        state["round_detail"][seat][-1] = {c: GAME.live_scores(state, seat)[c] for c in state["tasks"]}
        state["round_scores"][seat][-1] = sum(state["round_detail"][seat][-1].values())
    GAME.validate(state)


def test_gravity_refuses_a_tile_under_an_overhang_laid_after_it():
    # start tile on A1-A2 (column A to row 2), then a flat tile on A3-B3
    # overhangs B1-B2; a later upright tile cannot reach B1-B2 under it
    state = GAME.setup(["Ann"], {}, 1)
    state, _ = GAME.apply(state, 0, "A v")
    state["deck"] += state["turned"]
    state["deck"].remove("BB1")
    state["deck"].remove("RR1")
    state["deck"].remove("KK1")
    state["turned"] = ["BB1", "RR1", "KK1"]
    start = state["start_cards"][0]
    state["boards"][0]["tiles"] = [
        {"tile": start, "cells": ["A1", "A2"]},
        {"tile": "BB1", "cells": ["A3", "B3"]},
        {"tile": "RR1", "cells": ["B1", "B2"]},
    ]
    state["last"]["drops"][0] = None
    _refused(state, "would rest on B4 and B5")
    # laid the other way round (RR1 first), the same squares are possible
    state["boards"][0]["tiles"][1:] = state["boards"][0]["tiles"][2:0:-1]
    state["turned"] = ["RR1", "BB1", "KK1"]
    GAME.validate(state)


# --------------------------------------------------------------------------
# malformed input: every key deleted, every value of the wrong type
# --------------------------------------------------------------------------


def _deep(depth=5000):
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


WRONG = [None, True, -1, 0, 2 ** 70, -(10 ** 5000), 1.5, "x", "", [], {}, [None], {"x": 1}]


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key in value:
            yield from _paths(value[key], path + (key,))
    elif isinstance(value, list):
        # the first and the last item: the items of one list have one type
        for i in sorted({0, len(value) - 1}) if value else ():
            yield from _paths(value[i], path + (i,))


def _corpus(base):
    """(description, state) for every key deleted and every value replaced
    by values of other types, plus a deeply nested list."""
    for path in _paths(base):
        if not path:
            continue
        *head, last = path
        replacements = [copy.deepcopy(w) for w in WRONG] + ["deep"]
        if isinstance(last, str):
            replacements.append("delete")
        text = json.dumps(base)
        for value in replacements:
            state = json.loads(text)
            parent = state
            for step in head:
                parent = parent[step]
            if value == "delete":
                del parent[last]
            else:
                parent[last] = _deep() if value == "deep" else value
            shown = type(value).__name__ if isinstance(value, int) and abs(value) > 2 ** 80 else repr(value)[:20]
            yield f"{path} -> {shown}", state
    for value in [None, [], "bits", 5, _deep()]:
        yield f"root -> {type(value).__name__}", value


def _exercise(state):
    """Every other engine function works on a state validate accepted."""
    json.dumps(state)
    for viewer in [None] + list(range(len(state["players"]))):
        json.dumps(GAME.view(state, viewer))
        assert GAME.summary(state, viewer)
    GAME.standings(state)
    GAME.scores(state)
    acting = GAME.to_act(state)
    assert acting or GAME.is_over(state)
    for seat in range(len(state["players"])):
        GAME.private(state, seat)
        moves = GAME.legal_moves(state, seat)
        assert bool(moves) == (seat in acting)
    for seat in sorted(acting):
        new, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0].notation)
        GAME.validate(new)


@pytest.mark.parametrize("name,base", [("mid-game", MID), ("final", FINAL), ("readme", _readme_state())])
def test_malformed_states_are_invalid_state_with_a_sentence(name, base):
    accepted = refused = 0
    for what, state in _corpus(base):
        try:
            GAME.validate(state)
        except InvalidState as err:
            message = str(err)
            assert message.endswith((".", ")")) and FALLBACK not in message, (what, message)
            assert len(message) < 1200, what
            refused += 1
            continue
        except Exception as err:  # pragma: no cover - the failure this test exists to catch
            pytest.fail(f"{what}: {type(err).__name__}: {err}")
        accepted += 1
        _exercise(state)
    assert refused > 10 * accepted  # nearly every edit breaks the position


def test_every_key_of_the_format_is_required():
    for key in ("game", "players", "rng", "options", "round", "rounds", "phase", "tasks", "task_piles",
                "deck", "turned", "start_cards", "boards", "pending", "round_scores", "round_detail"):
        _refused(_edited(MID, lambda s, key=key: s.pop(key)), f"no {key!r} key")
    # set_aside (older states) and last (nothing to highlight) may be left out
    for key in ("set_aside", "last"):
        state = _edited(MID, lambda s, key=key: s.pop(key))
        GAME.validate(state)
        _exercise(state)


def test_wrong_types_name_the_key():
    cases = [
        (lambda s: s.update(players="Ann"), "players must be a list"),
        (lambda s: s.update(players=["Ann", 5, "Cy"]), "players must be a list"),
        (lambda s: s.update(rng="12"), "rng must be"),
        (lambda s: s.update(rng=True), "rng must be"),
        (lambda s: s.update(options=[]), "options must be"),
        (lambda s: s["options"].update(advanced="yes"), "options must be"),
        (lambda s: s.update(round=2.0), "round must be a whole number"),
        (lambda s: s.update(round=True), "round must be a whole number"),
        (lambda s: s.update(rounds=3.0), "rounds must be 3"),
        (lambda s: s.update(phase=["build"]), "The phase must be one of"),
        (lambda s: s.update(tasks="1A"), "tasks must be a list"),
        (lambda s: s.update(deck=[1, 2]), "deck must be a list"),
        (lambda s: s.update(set_aside=None), "set_aside must be a list"),
        (lambda s: s.update(task_piles=[[], [], []]), "task_piles must be a list of the 4"),
        (lambda s: s["task_piles"].__setitem__(0, "1B"), "task_piles must be"),
        (lambda s: s.update(boards={}), "boards needs one entry per player"),
        (lambda s: s["boards"].__setitem__(0, []), "board must be an object"),
        (lambda s: s["boards"][0].update(out=0), "board must be an object"),
        (lambda s: s["boards"][0].update(tiles=None), "board must be an object"),
        (lambda s: s["boards"][0]["tiles"].__setitem__(0, "SB"), "must be an object with a tile id"),
        (lambda s: s["boards"][0]["tiles"][0].update(cells="A1A2"), "must be an object with a tile id"),
        (lambda s: s["boards"][0]["tiles"][0].update(tile=7), "must be an object with a tile id"),
        (lambda s: s["pending"].__setitem__(0, 3), "pending drop must be"),
        (lambda s: s["round_scores"].__setitem__(0, [1.5]), "round_scores must be a list of whole numbers"),
        (lambda s: s["round_scores"].__setitem__(0, [False]), "round_scores must be a list of whole numbers"),
        (lambda s: s["round_detail"].__setitem__(0, [[]]), "round_detail must be a list of objects"),
        (lambda s: s["round_detail"][0][0].update({"1A": "2"}), "round_detail must be a list of objects"),
        (lambda s: s.update(last=[]), "last must be null or the latest reveal"),
        (lambda s: s["last"].update(drops=None), "last must be null or the latest reveal"),
        (lambda s: s["last"].update(round=True), "last must be null or the latest reveal"),
        (lambda s: s["last"]["drops"][_seat_in(s)].update(notation=None), "needs the drop's notation"),
        (lambda s: s["last"]["drops"][_seat_in(s)].update(tile="Q"), "unknown tile 'Q'"),
    ]
    for edit, words in cases:
        _refused(_edited(MID, edit), words)


def test_readme_example_state_is_valid_and_playable():
    state = _readme_state()
    GAME.validate(state)
    assert list(GAME.to_act(state)) == [1]  # Ann's drop is pending, Bob still owes one
    state, events = GAME.apply(state, 1, "A v R")
    ann = state["boards"][0]["tiles"][-1]
    assert ann == {"tile": "RK", "cells": ["D3", "C3"]}  # "C h K": black C3, red D3
    assert state["boards"][1]["tiles"][-1] == {"tile": "RK", "cells": ["A2", "A1"]}
    GAME.validate(state)


def test_stuck_player_must_be_marked_out_and_then_is_not_waited_for():
    state = _edited(MID, lambda s: None)
    out = _seat_out(state)
    state["boards"][out]["out"] = False
    _refused(state, "must be marked out")
    state["boards"][out]["out"] = True
    GAME.validate(state)
    assert out not in GAME.to_act(state)


def test_limits_are_accepted_up_to_the_edge():
    # rng is any 64-bit state; a detail may reach the most a board can score
    for rng in (0, 2 ** 64 - 1):
        GAME.validate(_edited(MID, lambda s, rng=rng: s.update(rng=rng)))
    # 1A: 2 points for each of 9 separate 2 by 2 squares on a 6 by 6 board at most
    assert B.TASK_CARDS[MID["tasks"][0]]["pile"] == 1
    GAME.validate(_edited(MID, lambda s: _set_detail(s, 18)))
    _refused(_edited(MID, lambda s: _set_detail(s, 19)), "more points than a board can score")
    _refused(_edited(MID, lambda s: _set_detail(s, -19)), "more points than a board can score")
    # 3A: -2 for each of 18 pairs at most
    for card, most in (("3A", 36), ("3E", 18), ("2A", 24), ("4A", 24), ("4B", 21)):
        assert most_points(card) == most
    # pile-1 cards give their shape more than any other 4-square block
    assert all(B.TASK_CARDS[c]["points"] > B.TASK_CARDS[c]["other_fours"] for c in B.TASK_PILES[1])


@pytest.mark.parametrize(
    "edit, words",
    [
        (lambda s: s["pending"].__setitem__(0, 3), "pending drop must be a drop's notation or null, not a number."),
        (lambda s: s["pending"].__setitem__(0, True), "not True."),
        (lambda s: s["pending"].__setitem__(0, []), "not a list."),
        (lambda s: s["pending"].__setitem__(0, {}), "not an object."),
        (lambda s: s["pending"].__setitem__(0, 1.5), "not a decimal number."),
        (lambda s: s.update(game=None), "its game is None, not 'bits'."),
        (lambda s: s.update(game="x" * 41), f"its game is {'x' * 40!r}..., not 'bits'."),
        (lambda s: s.update(game="y" * 40), f"its game is {'y' * 40!r}, not 'bits'."),
        (lambda s: s["tasks"].__setitem__(0, "  9Z "), "not '9Z'."),
    ],
)
def test_refusals_show_the_wrong_value_short(edit, words):
    _refused(_edited(MID, edit), words)


def test_root_that_is_not_an_object():
    for value, shown in ((None, "None"), ([], "a list"), ("bits", "'bits'"), (5, "a number"), (True, "True")):
        with pytest.raises(InvalidState) as err:
            GAME.validate(value)
        assert str(err.value) == f"A BITS state is a JSON object of keys, not {shown}."


def test_a_long_move_is_echoed_clipped():
    from rules.base import NotationError

    state = copy.deepcopy(MID)
    seat = sorted(GAME.to_act(state))[0]
    for text, shown in (("q" * 100_000, repr("q" * 40) + "..."), ("q" * 40, repr("q" * 40))):
        with pytest.raises(NotationError) as err:
            GAME.apply(state, seat, text)
        assert str(err.value).startswith(f"{shown} is not a drop.")


def test_a_round_where_everyone_is_out_must_have_been_scored(kit):
    # "The round ends when none of the players are able to lay a tile."
    state = kit.at_round(kit.new(n=1, seed=5), ["1A"], ["SB"])
    state, _ = GAME.apply(state, 0, "A h")
    for card, move in kit.FILL[:-1]:
        state = kit.force_card(state, card)
        state, _ = GAME.apply(state, 0, move)
    state = kit.force_card(state, "YY2")
    full = copy.deepcopy(state)
    full["boards"][0]["tiles"].append({"tile": "YY2", "cells": ["F5", "F6"]})
    full["deck"].remove("KK1")
    full["turned"].append("KK1")
    full["boards"][0]["out"] = True
    full["last"] = None
    _refused(full, "Every player is out but the round has not been scored.")
    GAME.validate(state)  # one drop earlier: the player still owes the last tile
