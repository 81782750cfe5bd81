"""`validate` proves a position is possible (README, "JSON state"): every id
known, every piece once, every written score one the rules give, and any
malformed JSON refused with a sentence (InvalidState), never another
exception; every state it accepts works with the rest of the engine."""

import copy
import json

import pytest

from rules.base import InvalidState, RandomPlayer
from rules.townies import GAME
from rules.townies.geometry import DATA, LABELS, MARKER_CYCLE
from rules.townies.validation import MAX_ROUND
from tests.townies.util import play, position, set_marker

LATE_ROUND = 50  # every colour held in 10 rounds
IDLE_LIMIT = DATA["idle_round_limit"]


def refused(state, *fragments):
    with pytest.raises(InvalidState) as info:
        GAME.validate(state)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, message
    return message


def exercise(state):
    """Every engine function works on a state validate accepted, and the
    engine's next state is accepted too."""
    n = len(state["players"])
    GAME.is_over(state)
    acting = GAME.to_act(state)
    for seat in [None, *range(n)]:
        json.dumps(GAME.view(state, seat))
        str(GAME.summary(state, seat))
    GAME.scores(state)
    GAME.standings(state)
    for seat in range(n):
        GAME.private(state, seat)
        moves = GAME.legal_moves(state, seat)
        assert bool(moves) == (seat in acting)
        if moves:
            new, _events = GAME.apply(state, seat, moves[0].notation)
            GAME.validate(new)


def sheet_state(blocks=None, objects=None, players=2, rnd=LATE_ROUND, **kw):
    """A position with seat 0's sheet written by hand (public = sheet), in
    round ``rnd``: by default late enough for every seat to have held each
    marker often (one drawing a round, in the colour of the marker held)."""
    state = position(players=players, blocks=blocks, objects=objects, **kw)
    state["round"] = rnd
    return state


# -- the README's example (issue 12, item 7) --------------------------------


def readme_state():
    import re
    from pathlib import Path

    import rules.townies

    text = (Path(rules.townies.__file__).parent / "README.md").read_text()
    return json.loads(re.search(r"```json\n(.*?)```", text, re.S).group(1))


def test_readme_example_game_court_scores_1_per_adjacent_red_block_and_no_bonus_without_a_non_red_one():
    # "Scores 1 victory point for each red Block ... adjacent to it and
    # additionally 1 victory point, if there is at least one non-red Block
    # adjacent to it." E5's red neighbours are E4 and D4, and it has no other.
    state = readme_state()
    sheet = state["sheets"][0]
    court = sheet["objects"][0]
    assert court["cell"] == "E5" and court["type"] == "court"
    from rules.townies.geometry import INDEX, NEIGHBOURS

    around = [LABELS[n] for n in NEIGHBOURS[INDEX["E5"]] if LABELS[n] in sheet["blocks"]]
    assert sorted(around) == ["D4", "E4"] and {sheet["blocks"][c] for c in around} == {"red"}
    assert court["score"] == 2
    GAME.validate(state)
    exercise(state)


@pytest.mark.parametrize("written", [3, 1, 0])
def test_validate_recomputes_written_object_scores(written):
    state = readme_state()
    state["sheets"][0]["objects"][0]["score"] = written
    refused(state, "Ann's sheet", "Game Court at E5", f"{written} point", "scores 2 there")


# -- Object placement and scores, as they were when drawn ----------------------

BAR_E1 = {"E1": "brown", "E2": "brown", "E3": "brown", "E4": "brown"}  # a bar down column E
BAR_E6 = {"E6": "brown", "E7": "brown", "E8": "brown", "E9": "brown"}


def test_a_block_drawn_after_the_object_may_or_may_not_have_been_there():
    # "If later in the game any of the spaces adjacent to that Object are
    # occupied, they will not affect the number of victory points": a Station
    # at E5 between two brown bars scored 1 (one bar), or 3 (both: 2 brown and
    # the opposite pair E4/E6), never 2.
    blocks = {**BAR_E1, **BAR_E6}
    for score in (1, 3):
        GAME.validate(sheet_state(blocks, [("E5", "station", "brown", score)]))
    refused(sheet_state(blocks, [("E5", "station", "brown", 2)]), "Station at E5", "scores 1 or 3")


def test_objects_to_the_right_on_the_object_line_were_drawn_later():
    # Windmill: +1 "if there is no other Object adjacent to it". The Bank at
    # E4 drawn before it takes the bonus away; drawn after it, it does not.
    yellow = {"D5": "yellow", "D6": "yellow", "C6": "yellow", "C7": "yellow"}
    blue = {"F4": "blue", "F3": "blue", "G3": "blue", "G4": "blue"}
    blocks = {**yellow, **blue}
    # Windmill: 1 yellow neighbour (D5); Bank: 2 blue neighbours (F3, F4), not on the edge
    later = [("E5", "windmill", "yellow", 2), ("E4", "bank", "blue", 3)]
    GAME.validate(sheet_state(blocks, later))
    earlier = [("E4", "bank", "blue", 3), ("E5", "windmill", "yellow", 2)]
    refused(sheet_state(blocks, earlier), "Windmill at E5", "2 points written", "scores 1 there")
    GAME.validate(sheet_state(blocks, [("E4", "bank", "blue", 3), ("E5", "windmill", "yellow", 1)]))


GREEN_E = {f"E{r}": "green" for r in range(1, 5)}  # a bar: E1 E2 E3 E4
GREEN_F = {f"F{r}": "green" for r in range(1, 5)}


def test_bike_rental_connection_through_one_shape_was_all_there_or_not_at_all():
    # "additionally 1 victory point, if it is connected to another Object with
    # green Blocks": the Bike Rental at E5 touches E4 only, and the bar E1-E4
    # (one Shape, drawn at once) leads on to the Bike Rental at D1, drawn
    # before it. D1: 2 green neighbours (E1, E2), nothing to connect to yet.
    first = ("D1", "bike", "green", 2)
    GAME.validate(sheet_state(GREEN_E, [first, ("E5", "bike", "green", 2)]))
    refused(sheet_state(GREEN_E, [first, ("E5", "bike", "green", 1)]), "Bike Rental at E5", "scores 2 there")


def test_bike_rental_connection_through_blocks_of_unknown_shapes_may_have_come_later():
    # two touching bars: which Blocks were there when the Bike Rental was
    # drawn is unknown: E4 and/or F4 next to it (1 or 2), connected or not.
    blocks = {**GREEN_E, **GREEN_F}
    for score in (1, 2, 3):
        GAME.validate(sheet_state(blocks, [("D1", "bike", "green", 2), ("E5", "bike", "green", score)]))
    refused(sheet_state(blocks, [("D1", "bike", "green", 2), ("E5", "bike", "green", 4)]), "scores 1, 2 or 3 there")


RED_D = {f"D{r}": "red" for r in range(2, 6)}  # a bar: D2 D3 D4 D5
GREEN_D = {f"D{r}": "green" for r in range(2, 6)}


def test_an_object_drawn_before_counts_as_a_block_of_its_colour_it_was_there():
    # Game Court: "1 victory point for each red Block (including the red
    # Objects) adjacent to it". The red Game Court at E4 was drawn first
    # (next to D3 and D4: 2); the one at E5 touches it and D4, D5 of the bar:
    # 1 without the bar, 3 with it, and the earlier Game Court is always there.
    first = ("E4", "court", "red", 2)
    for score in (1, 3):
        GAME.validate(sheet_state(RED_D, [first, ("E5", "court", "red", score)]))
    refused(sheet_state(RED_D, [first, ("E5", "court", "red", 2)]), "Game Court at E5", "scores 1 or 3 there")


def test_bike_rental_next_to_an_earlier_green_object_counts_it_always():
    # The Bike Rental at E4 came first (green D3, D4: 2, nothing to connect
    # to). The one at E5: without the bar, 1 (the green Bike Rental at E4);
    # with it, 3 green (E4, D4, D5) and connected to E4 through D4: 4.
    first = ("E4", "bike", "green", 2)
    for score in (1, 4):
        GAME.validate(sheet_state(GREEN_D, [first, ("E5", "bike", "green", score)]))
    for score in (2, 3):
        refused(
            sheet_state(GREEN_D, [first, ("E5", "bike", "green", score)]), "Bike Rental at E5", "scores 1 or 4 there"
        )


def test_rule_object_placement_is_checked_when_the_object_was_drawn():
    # "An Object (except City Square) can only be placed adjacent to a Block
    # of the correlating color"
    refused(sheet_state(BAR_E1, [("E5", "court", "red", 0)]),
            "could not have been drawn there: a Game Court is drawn next to a red Block")
    # "A City Square can only be drawn adjacent to another Object": one drawn
    # before it (left of it on the Object line)
    station = ("E5", "station", "brown", 1)  # 1 brown neighbour (E4), no opposite pair
    square = ("D4", "square", "red", 2)  # 2 points for the adjacent Station
    refused(sheet_state(BAR_E1, [square, station]), "the City Square at D4", "next to another Object")
    GAME.validate(sheet_state(BAR_E1, [station, square]))


# -- Blocks come in Shapes -----------------------------------------------------


@pytest.mark.parametrize(
    "blocks,fragment",
    [
        ({"E4": "red"}, "the red Blocks E4 are 1 spaces"),
        ({"E3": "red", "E4": "red", "D4": "red"}, "are 3 spaces; Blocks are drawn 4 at a time"),
        ({**BAR_E1, "E5": "brown"}, "are 5 spaces"),
        # the propeller (axial (0,1)(1,1)(1,2)(2,0) from D4) is not on the black die
        ({"D5": "red", "E6": "red", "E7": "red", "F5": "red"}, "no Shape of the black die"),
    ],
)
def test_rule_a_shape_consists_of_4_blocks_drawn_with_one_marker(blocks, fragment):
    refused(sheet_state(blocks), "P1's sheet", fragment)


def test_touching_shapes_of_one_colour_and_of_two_colours_are_accepted():
    GAME.validate(sheet_state({**BAR_E1, **{k.replace("E", "F"): "brown" for k in BAR_E1}}))  # 8 touching brown
    GAME.validate(sheet_state({**BAR_E1, **{k.replace("E", "F"): "red" for k in BAR_E1}}))


# -- stars and solo circles -------------------------------------------------------


def test_rule_only_marked_stars_can_be_crossed_out():
    state = sheet_state({"B1": "red", "B2": "red", "B3": "red", "B4": "red"}, [("C3", "court", "red", 2)])
    state["sheets"][0]["stars_spent"] = 1
    state["public"] = copy.deepcopy(state["sheets"])
    GAME.validate(state)
    state["sheets"][0]["stars_spent"] = 2
    state["public"] = copy.deepcopy(state["sheets"])
    refused(state, "crossed out 2 stars but marked 1")


def test_rule_stable_soil_has_no_star_to_cross_out():
    state = sheet_state({"B1": "red", "B2": "red", "B3": "red", "B4": "red"}, [("C3", "court", "red", 2)],
                        options={"bonus": "stable-soil"})
    state["sheets"][0]["stars_spent"] = 1
    state["public"] = copy.deepcopy(state["sheets"])
    refused(state, "no Bonus card in play uses them")


@pytest.mark.parametrize(
    "shapes,objects,circled,ok",
    [
        (1, 0, [0], True),
        (1, 1, [0], True),  # the Shape, then the Object next to it
        (1, 1, [1], False),  # an Object first, then the Shape: the Object needed a Block
        (2, 2, [0, 2], True),  # Shape, Object, Object, Shape
        (1, 0, [1], False),  # the leftmost free space was 0
        (2, 2, [3, 4], False),
        (1, 0, [], False),  # a Shape drawn without its circle
        (0, 0, [0], False),
    ],
)
def test_rule_solo_each_shape_circles_the_leftmost_free_object_line_space(shapes, objects, circled, ok):
    bars = [{f"{col}{r}": "red" for r in range(1, 5)} for col in "AC"][:shapes]
    blocks = {k: v for bar in bars for k, v in bar.items()}
    objs = [("B1", "court", "red", 2), ("A5", "court", "red", 1)][:objects]  # next to A1 A2, A4
    state = sheet_state(blocks, objs, players=1)
    state["sheets"][0]["circled"] = circled
    state["public"] = copy.deepcopy(state["sheets"])
    if ok:
        GAME.validate(state)
    else:
        refused(state, "P1's sheet")


def test_circled_spaces_only_in_solo_play():
    state = sheet_state()
    state["sheets"][0]["circled"] = [0]
    state["public"] = copy.deepcopy(state["sheets"])
    refused(state, "circled only in solo play")


# -- this round's record ------------------------------------------------------


def acted_state():
    state = sheet_state(shape="bee", marker="green", players=2)
    state, _ = GAME.apply(state, 0, "shape C3 1")
    GAME.validate(state)
    return state


def test_this_rounds_drawing_matches_the_turn_record():
    state = acted_state()
    bad = copy.deepcopy(state)
    bad["turn"][0]["cells"] = bad["turn"][0]["cells"][:3]
    refused(bad, "P1's turn record lists the cells")
    bad = copy.deepcopy(state)
    for label in bad["turn"][0]["cells"]:
        bad["sheets"][0]["blocks"][label] = "red"
    refused(bad, "holds the green marker")
    bad = copy.deepcopy(state)
    bad["turn"][0]["shape"] = False
    refused(bad, "does not match the Shape and Object drawn")
    bad = copy.deepcopy(state)
    bad["turn"][0]["done"] = False
    refused(bad, "so their turn is done")
    bad = copy.deepcopy(state)
    del bad["public"]
    refused(bad, "needs 'public'")
    bad = copy.deepcopy(state)
    bad["public"][0]["blocks"].update({f"A{r}": "red" for r in range(1, 5)})
    refused(bad, "P1's sheet must hold everything on their public sheet")


def test_a_seat_that_has_not_acted_shows_the_same_sheet_to_everyone():
    state = acted_state()
    state["sheets"][1]["blocks"] = dict(BAR_E1)
    refused(state, "P2's public sheet differs", "P2 has not acted this round")


def test_rule_only_funding_draws_a_shape_and_an_object_in_one_round():
    # Funding: "draw the rolled Shape and either the rolled Object or the Basic Object"
    blocks = {"B1": "red", "B2": "red", "B3": "red", "B4": "red"}
    funded = sheet_state(blocks, [("C3", "court", "red", 2)], obj="court", shape="bar")
    funded, _ = GAME.apply(funded, 0, "star")
    GAME.validate(funded)
    funded, _ = GAME.apply(funded, 0, "shape G1 1")
    GAME.validate(funded)
    funded, _ = GAME.apply(funded, 0, "court A5")
    GAME.validate(funded)
    assert funded["turn"][0]["shape"] and funded["turn"][0]["object"] and funded["turn"][0]["done"]
    zoning = copy.deepcopy(funded)
    zoning["cards"]["bonus"] = "zoning"
    refused(zoning, "P1 drew a Shape and an Object this round, which only Funding allows.")


def test_at_the_end_every_sheet_is_public():
    _n, _o, _l, final = play(2, 3)
    GAME.validate(final)
    final["public"][1] = copy.deepcopy(final["public"][0])
    refused(final, "the game is over")


# -- malformed JSON: always InvalidState, and what is accepted works ---------------


def mid_game_state():
    state = GAME.setup(["Ann", "Bob"], GAME.info.options({"bonus": "funding"}), 4)
    bots = [RandomPlayer(1), RandomPlayer(2)]
    for _ in range(9):
        for seat in sorted(GAME.to_act(state)):
            state, _ = GAME.apply(state, seat, bots[seat].choose(GAME, state, seat))
    state, _ = GAME.apply(state, 0, bots[0].choose(GAME, state, 0))  # seat 0 has acted, seat 1 not yet
    assert state["turn"][0]["moves"] and not state["turn"][1]["moves"] and any(s["objects"] for s in state["sheets"])
    return state


def final_state():
    _n, _o, _l, final = play(1, 2)
    return final


def paths(value, path=()):
    """Every path into a JSON value (at most the first 3 entries of each list
    and the first 6 keys of each object, to keep the corpus small)."""
    yield path
    if isinstance(value, dict):
        for key in list(value)[:6] if path else list(value):
            yield from paths(value[key], path + (key,))
    elif isinstance(value, list):
        for k in range(min(len(value), 3)):
            yield from paths(value[k], path + (k,))


def other_values(value):
    """Values of other types (and a few out-of-range ones of the same type)."""
    if isinstance(value, bool):
        return ["yes", 1, None]
    if isinstance(value, int):
        return [str(value), -1, 10**40, 2.5]
    if isinstance(value, str):
        return [7, "zz", None, []]
    if value is None:
        return [0, "zz"]
    if isinstance(value, list):
        return [{}, [[[]]], "x"]
    return [[], {"zz": 1}, None]


def corpus(state):
    for path in paths(state):
        if not path:
            continue
        parent = state
        for key in path[:-1]:
            parent = parent[key]
        if isinstance(parent, dict):
            bad = copy.deepcopy(state)
            target = bad
            for key in path[:-1]:
                target = target[key]
            del target[path[-1]]
            yield f"delete {path}", bad
        for replacement in other_values(parent[path[-1]]):
            bad = copy.deepcopy(state)
            target = bad
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = replacement
            yield f"{path} = {replacement!r:.20}", bad


@pytest.mark.parametrize("make", [mid_game_state, final_state], ids=["mid-game", "final"])
def test_every_malformed_variant_is_invalid_state_or_a_working_position(make):
    state = make()
    GAME.validate(state)
    exercise(state)
    accepted = refused_count = 0
    for what, bad in corpus(state):
        try:
            GAME.validate(bad)
        except InvalidState as error:
            message = str(error)
            assert message.endswith(".") and len(message) < 600, (what, message)
            refused_count += 1
            continue
        accepted += 1
        exercise(bad)
    assert refused_count > 100 and accepted < refused_count / 5


def test_optional_keys_may_be_left_out():
    state = mid_game_state()
    for key in ("over", "end", "idle"):
        bad = copy.deepcopy(state)
        del bad[key]
        GAME.validate(bad)
        exercise(bad)
    fresh = position(players=2)
    del fresh["public"]
    GAME.validate(fresh)
    exercise(fresh)


def deep(levels):
    value = []
    for _ in range(levels):
        value = [value]
    return value


@pytest.mark.parametrize(
    "change,fragment",
    [
        (lambda s: s.update(round=10**40), "'round' is a whole number"),
        (lambda s: s.update(rng=1 << 64), "'rng'"),
        (lambda s: s.update(rng=-1), "'rng'"),
        (lambda s: s.update(idle=10**40), "'idle'"),
        (lambda s: s["sheets"][0].update(stars_spent=10**40), "crossed out"),
        (lambda s: s["sheets"][0]["objects"][0].update(score=10**40), "whole-number score"),
        (lambda s: s["sheets"][0].update(circled=[9]), "0 to 8"),
        (lambda s: s["sheets"][0].update(circled=[-1]), "0 to 8"),
        (lambda s: s.update(table=[0, 7, None, None, None]), "each seat exactly once"),
        (lambda s: s.update(table=[0, True, None, None, None]), "each seat exactly once"),
        (lambda s: s.update(table=[None, 0, 1, None, None][::-1]), "clockwise in seat order"),
        (lambda s: s.update(markers=["red", "yellow", "brown", "green", 5]), "five markers"),
        (lambda s: s.update(markers=["red", "brown", "yellow", "green", "blue"]), "passing order"),
        (lambda s: s.update(players=deep(5000)), "short text, not a list"),
        (lambda s: s.update(players=["Ann", deep(5000)]), "short text, not a list"),
        (lambda s: s.update(players=["Ann", "B" * 10_000]), "short text"),
        (lambda s: s.update(players=["Ann", "Bob", "C", "D", "E", "F"]), "1 to 5 names"),
        (lambda s: s.update(zz=deep(5000)), "unknown key 'zz'"),
        (lambda s: s["sheets"][0].update(zz=deep(5000)), "unknown key 'zz'"),
        (lambda s: s["turn"][1].update(moves=[deep(5000)]), "'moves' lists"),
        (lambda s: s["options"].update(marker=deep(5000)), "Option 'marker'"),
        (lambda s: s["options"].update(marker="pink"), "Option marker is one of"),
        (lambda s: s["options"].update(zz="1"), "no option zz"),
        (lambda s: s["sheets"][0]["blocks"].update({"E5": deep(5000)}), "colour a list"),
        (lambda s: s["sheets"][0]["blocks"].update({"J1": "red"}), "'J1' is not a cell"),
        (lambda s: s["last"]["cells"][0].append("Z99"), "'Z99' is not a cell"),
        (lambda s: s["last"].update(cells=[[]]), "has 2 entries, not 1"),
        (lambda s: s["last"].update(round=99), "'last.round'"),
        (lambda s: s["last"].update(round=-1), "'last.round' is the previous round's number, not -1."),
        (lambda s: s["last"].update(round=s["round"]), "'last.round' is the previous round's number"),
        (lambda s: s.update(round=2.5), "'round' is a whole number from 1, not a decimal number."),
        (lambda s: s.update(table=7), "'table' (the five table positions) is a list, not 7."),
        (lambda s: s.update(dice=[]), "'dice' is a JSON object, not a list."),
        (lambda s: s.update(cards={"individual": True, "goal": None, "bonus": None, "x": {}}), "unknown key 'x'"),
        (lambda s: s["last"]["moves"][0].append("castle E5"), "'last.moves' lists each seat's moves"),
        (lambda s: s["cards"].update(goal="chess"), "Unknown Additional Goal 'chess'"),
        (lambda s: s["cards"].update(goal=[]), "Unknown Additional Goal a list"),
        (lambda s: s["cards"].update(bonus={}), "Unknown Bonus card an object"),
        (lambda s: s["sheets"][0]["objects"][0].update(type=["bank"]), "needs a type of"),
        (lambda s: s["cards"].update(bonus="lottery"), "Unknown Bonus card 'lottery'"),
        (lambda s: s["cards"].update(individual="yes"), "true or false"),
        (lambda s: s["dice"].update(shape="propeller"), "The dice show"),
        (lambda s: s.update(game="bits"), "not a Townies state"),
        (lambda s: s.update(over="no"), "'over' is true or false"),
        (lambda s: s.update(end=5), "'end' is a sentence"),
        (lambda s: s["sheets"][0].update(start="pink"), "starting colour 'pink'"),
        (lambda s: s["sheets"][0]["objects"].extend([s["sheets"][0]["objects"][0]] * 9), "more than 9 Objects"),
        (lambda s: s["sheets"][0]["objects"].append(dict(s["sheets"][0]["objects"][0])), "holds two things"),
        (lambda s: s["sheets"][0]["objects"][0].update(type="castle"), "needs a type of"),
        (lambda s: s["turn"][0].update(cells=["E5", 5]), "5 is not a cell"),
        (lambda s: s["turn"].pop(), "'turn' (one record per seat) has 2 entries, not 1"),
        (lambda s: s["turn"][1].update(done=True, moves=["pass"]), "Every seat has acted, so the round is resolved"),
    ],
)
def test_malformed_values_are_refused_with_a_sentence(change, fragment):
    state = mid_game_state()  # seat 0 has drawn an Object
    change(state)
    refused(state, fragment)


@pytest.mark.parametrize("value", [None, [], "townies", 5, deep(5000)])
def test_a_state_that_is_not_an_object_is_refused(value):
    refused(value, "A Townies state is a JSON object")


# -- issue 12 item 6: old stored states holding the project's cards -------------


def test_old_stored_state_with_a_designed_bonus_card_still_loads_and_plays():
    # a game dealt when the random draw could give a project's card
    def dealt(seed):
        return GAME.setup(["a", "b"], GAME.info.options({"designed_bonuses": True}), seed)

    seed = next(s for s in range(100) if dealt(s)["cards"]["bonus"] == "zoning")
    state = dealt(seed)
    assert state["options"]["bonus"] == "random"
    state = json.loads(json.dumps(state))
    GAME.validate(state)
    # give seat 0 a marked star, then use Zoning Board
    sheet = state["sheets"][0]
    set_marker(state, 0, "red")
    state["round"] = LATE_ROUND  # time to have drawn the Shape and the Object before
    sheet["blocks"] = {"B1": "red", "B2": "red", "B3": "red", "B4": "red"}
    sheet["objects"] = [{"cell": "C3", "type": "court", "colour": "red", "score": 2}]  # B2, B3 red
    state["public"] = copy.deepcopy(state["sheets"])
    state["dice"] = {"shape": "bee", "object": "bank"}
    GAME.validate(state)
    state, _ = GAME.apply(state, 0, "star")
    state, _ = GAME.apply(state, 0, "shape wave E5 1")
    GAME.validate(state)
    assert state["sheets"][0]["stars_spent"] == 1 and state["turn"][0]["done"]


@pytest.mark.parametrize(
    "value,shown",
    [
        (2.5, "a decimal number"), ([1], "a list"), ({"a": 1}, "an object"), ({1}, "an unknown value"),
        (None, "null"), (True, "true"), (False, "false"), (12, "12"),
        (10**12 - 1, "999999999999"), (10**12, "a huge number"),
        ("x" * 30, repr("x" * 30)), ("x" * 31, repr("x" * 27 + "...")),
    ],
)
def test_messages_show_values_briefly(value, shown):
    from rules.townies.validation import show

    assert show(value) == shown


@pytest.mark.parametrize("rng", [0, 1, (1 << 64) - 1])
def test_rng_may_be_any_64_bit_generator_state(rng):
    # rules.base.Rng: "its whole state is one integer" of 64 bits
    state = mid_game_state()
    state["rng"] = rng
    GAME.validate(state)
    exercise(state)


# -- four positions an independent check found accepted (issue 26) -----------------


def test_rule_solo_the_first_object_needs_a_shape_before_it_so_the_first_circle_is_space_0():
    # "An Object (except City Square) can only be placed adjacent to a Block
    # of the correlating color" and "A City Square can only be drawn adjacent
    # to another Object": on an empty map no Object can be drawn, so a Shape
    # came first, and "Each time you perform an action from the black die and
    # draw a Shape, circle the leftmost uncircled empty space in the Object
    # line": that Shape circled space 0, which was still empty.
    blocks = {f"A{r}": "red" for r in range(1, 5)} | {f"C{r}": "red" for r in range(1, 5)}
    state = sheet_state(blocks, [("B1", "court", "red", 2)], players=1)
    state["sheets"][0]["circled"] = [1, 2]  # Object, then two Shapes: impossible
    state["public"] = copy.deepcopy(state["sheets"])
    refused(state, "P1's sheet: circled space 1 is impossible", "the first Object needed a Block drawn before it")
    state["sheets"][0]["circled"] = [0, 1]  # Shape, Object (on space 0), Shape
    state["public"] = copy.deepcopy(state["sheets"])
    GAME.validate(state)


def test_rule_the_game_ends_with_a_ninth_object_not_with_one_on_an_open_map():
    # "When anyone announces their ninth Object (has all circles filled with
    # their scores at the bottom of their sheet), the game is over." (The
    # project adds only a map with no room left and the idle-round limit:
    # README, "The end and the winner".)
    state = sheet_state({f"A{r}": "red" for r in range(1, 5)}, [("B1", "court", "red", 2)])
    state["over"], state["end"] = True, "P1 drew a ninth Object in round 50."
    refused(state, "The game is marked over, but nobody has drawn a ninth Object")
    state["idle"] = IDLE_LIMIT  # nobody could draw for the limit's rounds
    GAME.validate(state)


def test_rule_one_drawing_a_round_so_round_1_holds_at_most_one():
    # "At the beginning of each round, any player rolls both Project dice.
    # Then each player must resolve one of the three actions": one Shape or
    # one Object a round (two only with Funding's crossed-out star).
    _n, _o, _l, final = play(2, 3)
    sheet = final["sheets"][0]
    drawings = len(sheet["blocks"]) // 4 + len(sheet["objects"])
    assert drawings >= 18
    final["round"], final["last"]["round"] = 1, 0
    refused(final, f"P1's sheet has {drawings} drawings (Shapes and Objects) by round 1", "at most")


def test_rule_each_drawing_has_the_colour_of_the_marker_held_that_round():
    # "A marker in your hand defines the color of the Blocks (filled spaces
    # and Objects) you may draw during the round. During the game, you will
    # pass the markers in clockwise order." Holding green in round 4, seat 0
    # held red, yellow, brown in rounds 1-3: one red drawing at most.
    bars = {f"{col}{r}": "red" for col in "ACE" for r in range(1, 5)}
    state = sheet_state(bars, rnd=4, marker="green")
    assert [MARKER_CYCLE[(MARKER_CYCLE.index("green") - d) % 5] for d in (3, 2, 1)] == ["red", "yellow", "brown"]
    refused(state, "P1's sheet has 3 red drawings by round 4, but held the red marker in 1 of those rounds")
    one = sheet_state({f"A{r}": "red" for r in range(1, 5)} | {f"C{r}": "yellow" for r in range(1, 5)}
                      | {f"E{r}": "brown" for r in range(1, 5)}, rnd=4, marker="green")
    GAME.validate(one)


def test_the_round_number_runs_from_1_to_the_largest_a_state_may_hold():
    # 'round' is a whole number from 1 to MAX_ROUND (validation.py): the
    # bounds themselves are rounds, one past them is not
    state = sheet_state()
    for rnd in (1, MAX_ROUND):
        state["round"] = rnd
        GAME.validate(state)
    for rnd in (0, MAX_ROUND + 1):
        state["round"] = rnd
        refused(state, f"'round' is a whole number from 1, not {rnd}.")
