"""Rules of play: actions, placement refusals (each names its rule), the
simultaneous round, markers, bonuses, the end and the tie-breaks."""

import copy

import pytest

from rules.base import GameOver, IllegalMove, NotationError, NotYourTurn, Rng, dumps
from rules.townies import GAME
from rules.townies import game as townies_game
from rules.townies.geometry import BLACK_DIE, LABELS, MARKER_CYCLE, ORIENTATIONS, PLACEMENT_AT
from rules.townies.notation import read_cell
from tests.townies.util import marker, position, set_marker


def refused(state, seat, move, error=IllegalMove):
    before = dumps(state)
    with pytest.raises(error) as info:
        GAME.apply(state, seat, move)
    assert dumps(state) == before, "a refused move changed the state"
    return str(info.value)


def first_shape(state, seat):
    """The first Shape among ``seat``'s legal moves."""
    return next(m.notation for m in GAME.legal_moves(state, seat) if m.notation.startswith("shape"))


# -- Action 1: Shapes -----------------------------------------------------


def test_rule_shape_fills_four_empty_spaces_in_the_rolled_shape():
    state = position(shape="bee", marker="green")
    new, _ = GAME.apply(state, 0, "shape C3 1")
    cells = PLACEMENT_AT["bee"][(1, read_cell("c3"))]
    assert {LABELS[c] for c in cells} == set(new["sheets"][0]["blocks"])
    assert set(new["sheets"][0]["blocks"].values()) == {"green"}


def test_rule_shape_may_be_rotated_or_flipped_any_orientation_is_legal():
    state = position(shape="hook")
    notations = {m.notation for m in GAME.legal_moves(state, 0)}
    for number in range(1, len(ORIENTATIONS["hook"]) + 1):
        assert f"shape E4 {number}" in notations


def test_rule_shape_four_cell_form_is_the_same_move():
    state = position(shape="bee")
    a, _ = GAME.apply(state, 0, "shape C3 1")
    cells = " ".join(sorted(a["sheets"][0]["blocks"]))
    b, _ = GAME.apply(state, 0, f"  SHAPE   {cells.lower()} ")
    assert a == b


def test_rule_shape_may_not_overlap_blocks():
    state = position(shape="bee", blocks={"C3": "red"})
    message = refused(state, 0, "shape C3 1")
    assert "Shape rule" in message and "empty" in message and "C3" in message


def test_rule_shape_may_not_be_modified():
    state = position(shape="bee")
    message = refused(state, 0, "shape C3 C4 C5 C6")  # a bar, not the bee
    assert "Shape rule" in message and "never modified" in message


def test_rule_shape_may_not_be_drawn_partially_off_the_map():
    state = position(shape="bar")
    message = refused(state, 0, "shape I9 1")
    assert "Shape rule" in message and "partially" in message


def test_rule_shape_must_be_the_rolled_shape():
    state = position(shape="bee")
    message = refused(state, 0, "shape wave C3 1")
    assert "Shape rule" in message and "bee" in message


def test_rule_shape_orientation_numbers_are_listed():
    state = position(shape="bee")
    message = refused(state, 0, "shape C3 7")
    assert "orientations 1 to 3" in message


def test_shape_need_not_touch_anything():
    state = position(shape="bar", blocks={"A1": "red"})
    new, _ = GAME.apply(state, 0, "shape H2 1")
    assert len(new["sheets"][0]["blocks"]) == 5


# -- Action 2 and 3: Objects ---------------------------------------------


def test_rule_object_only_in_empty_spaces():
    state = position(blocks={"E4": "red", "E5": "red"}, obj="court")
    message = refused(state, 0, "court E5")
    assert "Object placement rule" in message and "empty spaces only" in message


def test_rule_object_next_to_a_block_of_its_correlating_colour():
    state = position(blocks={"E4": "blue"}, obj="court", marker="red")
    message = refused(state, 0, "court E5")
    assert "Object placement rule" in message and "red (Residential) Block" in message


def test_rule_city_square_next_to_another_object():
    state = position(blocks={"E4": "blue"}, obj="square")
    message = refused(state, 0, "square E5")
    assert "City Square must be drawn next to another Object" in message
    state = position(blocks={"E3": "blue"}, objects=[("E4", "bank", "blue", 1)], obj="square")
    new, _ = GAME.apply(state, 0, "square E5")
    assert new["sheets"][0]["objects"][-1]["type"] == "square"


def test_rule_only_the_rolled_or_the_basic_object():
    state = position(blocks={"E4": "yellow", "E6": "green"}, obj="bank", marker="red")
    message = refused(state, 0, "windmill E5")
    assert "Object rule" in message and "Basic Object" in message


def test_rule_basic_object_of_the_marker_colour():
    state = position(blocks={"E4": "green"}, obj="bank", marker="green")
    new, _ = GAME.apply(state, 0, "basic E5")
    assert new["sheets"][0]["objects"][-1]["type"] == "bike"
    same, _ = GAME.apply(state, 0, "Bike Rental e5")
    assert same == new


def test_rule_city_square_is_never_a_basic_object():
    state = position(objects=[("E4", "bank", "blue", 1)], obj="court", marker="blue")
    message = refused(state, 0, "square E5")
    assert "City Square can be drawn only when the white die shows it" in message


def test_rule_pass_only_when_nothing_is_possible():
    state = position(shape="bee")
    message = refused(state, 0, "pass")
    assert "Pass rule" in message and "none of the three actions" in message
    # the refusal shows some of the drawings still open (never the pass or a star it refuses)
    with pytest.raises(IllegalMove) as refusal:
        GAME.apply(state, 0, "pass")
    sample = refusal.value.message.args["sample"]
    assert sample and all(part.split()[0] != "pass" and part != "star" for part in sample.split(", "))
    assert sample.split(", ")[0] in {m.notation for m in GAME.legal_moves(state, 0)}


def test_a_seat_that_can_do_nothing_passes_automatically():
    # a full map: nothing can be drawn, so the seat owes nothing this round
    full = {label: "red" for label in LABELS}
    state = position(players=2, blocks=full)
    state["public"][0] = copy.deepcopy(state["sheets"][0])
    GAME._open_round(state, [])
    assert 0 not in GAME.to_act(state) and 1 in GAME.to_act(state)
    assert state["turn"][0]["moves"] == ["pass"]


def test_notation_errors_say_what_the_syntax_is():
    state = position()
    for text in ("", "xyzzy", "shape Z9 1", "shape C3", "teapot E5", "bank E"):
        message = refused(state, 0, text, NotationError)
        assert "shape" in message or "no cell" in message


def test_notation_is_case_insensitive_with_flexible_spaces():
    state = position(blocks={"E4": "red"}, obj="court")
    a, _ = GAME.apply(state, 0, "court E5")
    b, _ = GAME.apply(state, 0, "  COURT    e5 ")
    c, _ = GAME.apply(state, 0, "game court e5")
    assert a == b == c


def test_legal_moves_are_accepted_and_labelled():
    state = position(blocks={"E4": "red"}, obj="court", shape="wave")
    moves = GAME.legal_moves(state, 0)
    assert any(m.notation == "court E5" and str(m.label) == "Game Court at E5 (rolled): 1 point" for m in moves)
    assert all(m.label for m in moves)
    for move in moves[:: max(1, len(moves) // 25)]:
        GAME.apply(state, 0, move.notation)


# -- The simultaneous round ----------------------------------------------


def test_round_choices_are_hidden_until_everyone_has_acted():
    state = position(players=3, shape="bee")
    state, events = GAME.apply(state, 0, "shape C3 1")
    assert any(e.private and e.seat == 0 for e in events)
    assert all("C3" not in str(e.text) for e in events if not e.private)
    assert GAME.view(state, None)["sheets"][0]["blocks"] == {}
    assert GAME.view(state, 1)["sheets"][0]["blocks"] == {}
    assert len(GAME.view(state, 0)["sheets"][0]["blocks"]) == 4
    assert GAME.private(state, 0)["moves"] == ["shape C3 1"]
    assert "C3" not in str(GAME.summary(state, None)) and "C3" not in str(GAME.summary(state, 1))
    with pytest.raises(NotYourTurn):
        GAME.apply(state, 0, "shape E5 1")
    for seat in (1, 2):
        move = first_shape(state, seat)
        state, _ = GAME.apply(state, seat, move)
    assert len(GAME.view(state, None)["sheets"][0]["blocks"]) == 4
    assert state["round"] == 2 and set(GAME.to_act(state)) == {0, 1, 2}


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_each_seat_sees_its_own_drawing_this_round_and_nobody_elses(seat):
    # README: "A seat's drawing is applied to its own sheet at once (it sees
    # it in view(state, seat) ...)", the others see the start of the round.
    state = position(players=3, shape="bee")
    for s in range(3):
        assert GAME.view(state, s)["this_round"] == {"moves": [], "cells": [], "star": False, "done": False}
    state, _ = GAME.apply(state, seat, "shape C3 1")
    cells = sorted(state["sheets"][seat]["blocks"])
    mine = GAME.view(state, seat)
    assert mine["this_round"]["moves"] == ["shape C3 1"] and sorted(mine["this_round"]["cells"]) == cells
    assert mine["this_round"]["done"] is True and mine["this_round"]["star"] is False
    assert sorted(mine["sheets"][seat]["blocks"]) == cells
    assert mine["waiting"] == [s for s in range(3) if s != seat]
    for other in range(3):
        if other != seat:
            view = GAME.view(state, other)
            assert view["this_round"]["moves"] == [] and view["sheets"][seat]["blocks"] == {}
    assert "this_round" not in GAME.view(state, None)
    assert GAME.private(state, seat) == {"round": 1, "moves": ["shape C3 1"], "cells": state["turn"][seat]["cells"]}


def test_all_seats_may_act_in_any_order():
    state = position(players=3, shape="bee")
    assert set(GAME.to_act(state)) == {0, 1, 2}
    s1, _ = GAME.apply(state, 2, "shape C3 1")
    s1, _ = GAME.apply(s1, 0, "shape C3 1")
    assert set(GAME.to_act(s1)) == {1}


@pytest.mark.parametrize("players", [1, 2, 3, 5])
def test_rule_markers_pass_clockwise_through_vacant_seats(players):
    state = GAME.setup([f"P{i}" for i in range(players)], GAME.info.options({}), 11)
    assert sorted(state["markers"]) == sorted(MARKER_CYCLE)
    assert sum(1 for s in state["table"] if s is None) == 5 - players
    start = [marker(state, s) for s in range(players)]
    assert [sheet["start"] for sheet in state["sheets"]] == start  # Individual Goals match the starting colour
    for r in range(1, 8):
        for seat in sorted(GAME.to_act(state)):
            move = first_shape(state, seat)
            state, _ = GAME.apply(state, seat, move)
        for seat in range(players):
            expected = MARKER_CYCLE[(MARKER_CYCLE.index(start[seat]) + r) % 5]
            assert marker(state, seat) == expected
        # every marker is somewhere at the table, vacant seats included
        assert sorted(state["markers"]) == sorted(MARKER_CYCLE)


def test_rule_each_player_takes_the_marker_from_their_right():
    state = GAME.setup(["a", "b", "c"], GAME.info.options({}), 5)
    before = list(state["markers"])
    for seat in range(3):
        move = first_shape(state, seat)
        state, _ = GAME.apply(state, seat, move)
    for p in range(5):
        assert state["markers"][p] == before[(p - 1) % 5]


def test_marker_option_sets_the_first_players_starting_colour():
    for colour in MARKER_CYCLE:
        state = GAME.setup(["solo"], GAME.info.options({"marker": colour}), 1)
        assert state["sheets"][0]["start"] == colour


# -- Bonus cards ---------------------------------------------------------


def test_rule_object_on_a_star_marks_a_star_and_funding_gives_shape_and_object():
    state = position(players=2, blocks={"C2": "red", "E4": "red"}, obj="court", options={"bonus": "funding"})
    assert not any(m.notation == "star" for m in GAME.legal_moves(state, 0))
    message = refused(state, 0, "star")
    assert "Bonus rule" in message and "no marked star" in message
    state, _ = GAME.apply(state, 0, "court C3")  # C3 is a star space
    assert GAME.view(state, 0)["sheets"][0]["stars_available"] == 1
    state, _ = GAME.apply(state, 1, first_shape(state, 1))
    state["dice"] = {"shape": "bee", "object": "court"}
    set_marker(state, 0, "red")
    state, _ = GAME.apply(state, 0, "star")
    assert 0 in GAME.to_act(state) and GAME.to_act(state)[0].kind == "bonus"
    state, _ = GAME.apply(state, 0, "shape G5 1")
    assert 0 in GAME.to_act(state), "Funding: the same seat draws again"
    state, _ = GAME.apply(state, 0, "court E5")
    sheet = state["sheets"][0]
    assert len(sheet["objects"]) == 2 and len(sheet["blocks"]) == 6 and sheet["stars_spent"] == 1
    assert 0 not in GAME.to_act(state)
    assert 1 in GAME.to_act(state)
    assert "no marked star" in refused(state, 1, "star")


def test_only_an_object_on_a_star_space_is_told_it_marks_a_star():
    # "When a player draws an Object in an empty space with this symbol, they
    # must mark one star": an Object elsewhere marks none, and without Bonus
    # cards a star space is an ordinary space.
    def told(options, cell):
        state = position(players=2, blocks={"C2": "red", "E4": "red"}, obj="court", options=options)
        _, events = GAME.apply(state, 0, f"court {cell}")
        return next(str(e.text) for e in events if e.private and e.seat == 0)

    assert "It is on a star space: you mark a star." in told({"bonus": "funding"}, "C3")
    assert "star" not in told({"bonus": "funding"}, "E5")  # E5 is no star space
    assert "star" not in told({"cards": "none"}, "C3")


def test_rule_one_star_a_round_even_with_two_marked():
    # "the player may cross out their marked star in order to resolve the
    # effect of the Bonus card": one Bonus, one star, per round.
    state = position(
        blocks={"B1": "red", "B2": "red", "B3": "red", "B4": "red", "F2": "red", "F3": "red", "F4": "red", "F5": "red"},
        objects=[("C3", "court", "red", 2), ("G3", "court", "red", 2)],
        obj="court",
    )
    assert GAME.view(state, 0)["sheets"][0]["stars_available"] == 2
    state, _ = GAME.apply(state, 0, "star")
    assert "star" not in [m.notation for m in GAME.legal_moves(state, 0)]
    assert "already crossed out a star this round" in refused(state, 0, "star")
    state, _ = GAME.apply(state, 0, "shape A6 1")
    assert "star" not in [m.notation for m in GAME.legal_moves(state, 0)]
    assert state["sheets"][0]["stars_spent"] == 1


def test_rule_a_random_marker_gives_every_starting_colour_alike():
    # "Give each player ... a random marker"
    counts = {c: 0 for c in MARKER_CYCLE}
    for seed in range(300):
        counts[GAME.setup(["solo"], GAME.info.options({}), seed)["sheets"][0]["start"]] += 1
    assert all(40 <= n <= 80 for n in counts.values()), counts  # 60 each expected


def test_rule_funding_second_action_may_be_skipped():
    state = position(blocks={"C2": "red", "E4": "red"}, objects=[("C3", "court", "red", 1)], obj="court")
    state, _ = GAME.apply(state, 0, "star")
    state, _ = GAME.apply(state, 0, "court E5")
    refused(state, 0, "court F5")  # only one Object
    assert str(GAME.match_move(state, 0, "pass").label) == "end your turn without the second action"
    assert "pass" in GAME.fast_moves(state, 0)
    state, _ = GAME.apply(state, 0, "pass")
    assert 0 not in GAME.to_act(state)


def test_rule_stable_soil_scores_at_once_and_has_nothing_to_spend():
    state = position(blocks={"C2": "red"}, obj="court", options={"bonus": "stable-soil"})
    state, _ = GAME.apply(state, 0, "court C3")
    state, _ = GAME.apply(state, 1, first_shape(state, 1))
    score = GAME.scores(state)[0]
    assert score["bonus"] == 3 and score["objects"] == 1
    message = refused(state, 0, "star")
    assert "Stable Soil scores its points at once" in message


def test_projects_zoning_board_allows_any_shape_of_the_black_die():
    state = position(objects=[("C3", "court", "red", 0)], shape="bee", options={"bonus": "zoning"})
    refused(state, 0, "shape wave E5 1")
    state, _ = GAME.apply(state, 0, "star")
    faces = {
        m.notation.split()[1]
        for m in GAME.legal_moves(state, 0)
        if m.notation.startswith("shape") and len(m.notation.split()) == 4
    }
    assert faces == set(BLACK_DIE) - {"bee"}
    state, _ = GAME.apply(state, 0, "shape wave E5 1")
    assert 0 not in GAME.to_act(state)


def test_projects_building_permit_allows_any_object_of_the_white_die():
    state = position(
        blocks={"E4": "yellow"},
        objects=[("C3", "court", "red", 0)],
        obj="court",
        marker="red",
        options={"bonus": "permit"},
    )
    refused(state, 0, "windmill E5")
    state, _ = GAME.apply(state, 0, "star")
    state, _ = GAME.apply(state, 0, "windmill E5")
    assert state["sheets"][0]["objects"][-1]["type"] == "windmill"


def test_no_bonus_card_in_the_first_game_mode():
    state = position(objects=[("C3", "court", "red", 0)], options={"cards": "none"})
    message = refused(state, 0, "star")
    assert "no Bonus card" in message


# -- Game modes ----------------------------------------------------------


def test_game_modes_as_recommended():
    none = GAME.setup(["a", "b"], GAME.info.options({"cards": "none"}), 1)
    assert none["cards"] == {"individual": False, "goal": None, "bonus": None}
    ind = GAME.setup(["a", "b"], GAME.info.options({"cards": "individual"}), 1)
    assert ind["cards"]["individual"] and ind["cards"]["goal"] is None and ind["cards"]["bonus"]
    full = GAME.setup(["a", "b"], GAME.info.options({}), 1)
    assert full["options"]["cards"] == "all"
    assert full["cards"]["individual"] and full["cards"]["goal"] and full["cards"]["bonus"]
    chosen = GAME.setup(["a"], GAME.info.options({"goal": "hub", "bonus": "stable-soil"}), 1)
    assert chosen["cards"]["goal"] == "hub" and chosen["cards"]["bonus"] == "stable-soil"


def test_rule_one_random_bonus_card_from_the_rulebooks_cards_by_default():
    # "place 1 random Additional Goal card and 1 random Bonus card in the
    # middle": the rulebook names two Bonus cards, Funding and Stable Soil;
    # the project's own (Zoning Board, Building Permit) only when asked for.
    goals = {GAME.setup(["a"], GAME.info.options({}), s)["cards"]["goal"] for s in range(60)}
    bonuses = {GAME.setup(["a"], GAME.info.options({}), s)["cards"]["bonus"] for s in range(60)}
    assert len(goals) == 10
    assert bonuses == {"funding", "stable-soil"}
    assert GAME.info.options({})["designed_bonuses"] is False
    designed = {
        GAME.setup(["a"], GAME.info.options({"designed_bonuses": "yes"}), s)["cards"]["bonus"] for s in range(60)
    }
    assert designed == {"funding", "stable-soil", "zoning", "permit"}
    named = GAME.setup(["a"], GAME.info.options({"bonus": "permit"}), 1)["cards"]["bonus"]
    assert named == "permit"


def test_the_projects_bonus_cards_are_labelled_as_the_projects_in_the_options():
    variants = {v.key: v for v in GAME.info.variants}
    assert "project's own" in variants["designed_bonuses"].description
    assert "Zoning Board" in variants["designed_bonuses"].description
    assert "Building Permit" in variants["designed_bonuses"].description
    assert "zoning and permit are the project's own" in variants["bonus"].description
    # Discord clips an option's description (with its default) to 100 characters
    for v in variants.values():
        default = {True: "yes", False: "no"}.get(v.default, v.default) if isinstance(v.default, bool) else v.default
        if v.key != "cards":
            assert len(f"{v.description} (default: {default})") <= 100, v.key
    state = GAME.setup(["a"], GAME.info.options({"bonus": "zoning"}), 1)
    assert GAME.view(state, None)["cards"]["bonus_designed"] is True
    state = GAME.setup(["a"], GAME.info.options({"bonus": "funding"}), 1)
    assert GAME.view(state, None)["cards"]["bonus_designed"] is False


# -- The end -------------------------------------------------------------


def nine_objects_but_one(seat_objects=8):
    objs = [(c, "court", "red", 2) for c in ("A1", "A3", "A5", "A7", "A9", "I1", "I3", "I5", "I7")[:seat_objects]]
    return objs


def test_rule_ninth_object_ends_the_game_after_the_round():
    state = position(players=3, blocks={"E4": "red"}, objects=nine_objects_but_one(), obj="court")
    state, _ = GAME.apply(state, 0, "court E5")
    assert not GAME.is_over(state), "the others still act in this round"
    for seat in (1, 2):
        state, _ = GAME.apply(state, seat, first_shape(state, seat))
    assert GAME.is_over(state) and "ninth Object" in state["end"]
    assert GAME.to_act(state) == {}
    with pytest.raises(GameOver):
        GAME.apply(state, 1, "pass")
    # at the end every sheet is public
    assert GAME.view(state, None)["sheets"][1]["blocks"] == state["sheets"][1]["blocks"]


def finished(sheets_objects, goal="triangle"):
    state = position(players=len(sheets_objects), options={"goal": goal, "cards": "none"})
    for seat, objs in enumerate(sheets_objects):
        state["sheets"][seat]["objects"] = [
            {"cell": c, "type": "court", "colour": "red", "score": s} for c, s in objs
        ]
    state["public"] = copy.deepcopy(state["sheets"])
    state["over"] = True
    return state


def test_rule_tie_break_fewest_objects_wins():
    state = finished([[("A1", 5), ("A3", 5)], [("A1", 10)]])
    st = GAME.standings(state)
    assert [s.seat for s in st] == [1, 0] and [s.rank for s in st] == [1, 2]
    assert "number of Objects (fewer wins): 1" in str(st[0].detail) and ": 2" in str(st[1].detail)


def test_rule_tie_break_higher_last_object_score():
    state = finished([[("A1", 6), ("A3", 4)], [("A1", 4), ("A3", 6)]])
    st = GAME.standings(state)
    assert [s.seat for s in st] == [1, 0] and [s.rank for s in st] == [1, 2]
    assert "last Object" in str(st[0].detail)


def test_rule_unresolved_tie_is_shared():
    state = finished([[("A1", 6), ("A3", 4)], [("A1", 6), ("A3", 4)], [("A1", 1)]])
    st = GAME.standings(state)
    assert [s.rank for s in st] == [1, 1, 3]
    assert "shared" in str(st[0].detail) and "shared" in str(st[1].detail)


# -- Solo ----------------------------------------------------------------


def test_rule_solo_shape_circles_the_leftmost_free_object_space():
    state = position(players=1, blocks={"E4": "red"}, obj="court", shape="bee")
    state, _ = GAME.apply(state, 0, "shape A1 1")
    assert state["sheets"][0]["circled"] == [0]
    state["dice"] = {"shape": "bee", "object": "court"}
    set_marker(state, 0, "red")
    state, _ = GAME.apply(state, 0, "court E5")  # fills space 0 (circled)
    assert len(state["sheets"][0]["objects"]) == 1
    state["dice"] = {"shape": "bee", "object": "court"}
    state, _ = GAME.apply(state, 0, "shape G1 1")
    assert state["sheets"][0]["circled"] == [0, 1]


def test_rule_solo_no_shape_once_every_free_space_is_circled():
    state = position(players=1, blocks={"E4": "red"}, obj="court", shape="bee")
    state["sheets"][0]["circled"] = list(range(9))
    state["public"] = copy.deepcopy(state["sheets"])
    assert not any(m.notation.startswith("shape") for m in GAME.legal_moves(state, 0))
    message = refused(state, 0, "shape A1 1")
    assert "Solo rule" in message and "circled" in message


def test_solo_standings_carry_the_verdict():
    state = finished([[("A1", 7)] * 1])
    st = GAME.standings(state)
    assert st[0].rank == 1 and "How come I live here?!" in str(st[0].detail)


@pytest.mark.parametrize(
    "total,verdict",
    [(76, "The best place on Earth!"), (75, "vacation"), (66, "fresh"), (65, "postcards"),
     (46, "nothing to do"), (45, "traffic"), (26, "enjoy"), (25, "How come"), (0, "How come"), (-3, "How come")],
)
def test_solo_mode_chart_boundaries(total, verdict):
    from rules.townies.scoring import solo_verdict

    assert verdict in solo_verdict(total)


# -- Hand-written states -------------------------------------------------


# Each case: the changes (a path into the state, the value written there)
# that make a valid two-player position impossible.
BROKEN = {
    "a Block off the map": [(("sheets", 0, "blocks", "Z9"), "red")],
    "a colour no marker has": [(("sheets", 0, "blocks", "E5"), "pink")],
    "five markers of one colour": [(("markers",), ["red"] * 5)],
    "a Block and an Object on one space": [
        (("sheets", 0, "blocks", "E5"), "red"),
        (("sheets", 0, "objects"), [{"cell": "E5", "type": "bank", "colour": "blue", "score": 1}]),
    ],
    "a star spent that was never marked": [(("sheets", 0, "stars_spent"), 1)],
    "the propeller rolled on the black die": [(("dice", "shape"), "propeller")],
    "a seat twice at the table": [(("table",), [0, 0, None, None, None])],
}


@pytest.mark.parametrize("changes", BROKEN.values(), ids=BROKEN.keys())
def test_validate_refuses_broken_states(changes):
    from rules.base import InvalidState

    good = position(players=2)
    GAME.validate(good)
    bad = copy.deepcopy(good)
    for path, value in changes:
        target = bad
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    with pytest.raises(InvalidState):
        GAME.validate(bad)


def test_game_ends_when_no_map_has_room_for_anything():
    # the rulebook is silent; the project ends the game instead of rolling forever
    full = {label: "red" for label in LABELS}
    state = position(players=2, blocks=full)
    state["sheets"][1]["blocks"] = dict(full)
    state["public"] = copy.deepcopy(state["sheets"])
    events = []
    GAME._open_round(state, events)
    assert GAME.is_over(state) and "No map has room" in state["end"]
    assert any(e.kind == "end" for e in events)


def test_a_stuck_map_keeps_passing_while_others_play():
    full = {label: "red" for label in LABELS}
    state = position(players=2, blocks=full)
    state["public"] = copy.deepcopy(state["sheets"])
    GAME._open_round(state, [])
    assert set(GAME.to_act(state)) == {1}
    move = first_shape(state, 1)
    state, events = GAME.apply(state, 1, move)
    assert not GAME.is_over(state) and set(GAME.to_act(state)) == {1} and state["round"] == 2


def test_readme_hand_written_state_loads_and_plays():
    import json
    import re
    from pathlib import Path

    import rules.townies

    text = (Path(rules.townies.__file__).parent / "README.md").read_text()
    block = re.search(r"```json\n(.*?)```", text, re.S).group(1)
    state = json.loads(block)
    GAME.validate(state)
    # E4 and D4 red next to the Game Court, nothing else: 2 (test_validate.py)
    assert GAME.view(state, None)["sheets"][0]["objects"][0]["score"] == 2
    bee = {"D3": "red", "E3": "red", "D4": "red", "E4": "red"}
    new, _ = GAME.apply(state, 0, "shape A1 1")
    assert "public" in new and new["public"][0]["blocks"] == bee
    assert len(new["sheets"][0]["blocks"]) == 8
    GAME.validate(new)


def test_a_seat_with_only_a_star_to_spend_may_spend_it_or_pass():
    full = {label: "yellow" for label in LABELS if label not in ("E5", "C3")}
    state = position(blocks=full, objects=[("C3", "court", "yellow", 1)], marker="red", obj="bank", shape="bee",
                     options={"bonus": "permit"})
    assert [m.notation for m in GAME.legal_moves(state, 0)] == ["star", "pass"]
    GAME._open_round(state, [])
    assert 0 in GAME.to_act(state), "a usable star keeps the seat from passing automatically"
    passed, _ = GAME.apply(state, 0, "pass")
    assert passed["turn"][0]["done"] and passed["sheets"][0]["stars_spent"] == 0
    spent, _ = GAME.apply(state, 0, "star")
    assert [m.notation for m in GAME.legal_moves(spent, 0)] == ["windmill E5"]


def test_rounds_where_nobody_can_act_roll_again_and_a_safeguard_ends_the_game():
    # Every map has one hole: no Shape fits, and only a Windmill could go there,
    # so rounds roll on until the white die or a yellow marker allows it.
    holey = {label: "yellow" for label in LABELS if label != "E5"}
    state = position(players=2, blocks=holey, marker="red", obj="bank")
    state["sheets"][1]["blocks"] = dict(holey)
    state["public"] = copy.deepcopy(state["sheets"])
    events = []
    GAME._open_round(state, events)
    assert not GAME.is_over(state)
    acting = GAME.to_act(state)
    assert acting and all(
        [m.notation for m in GAME.legal_moves(state, s)] == ["windmill E5"] for s in acting
    )
    assert state["round"] >= 1 and state["idle"] == 0
    # the safeguard (never reached in practice): after 200 rounds in a row in
    # which nobody could draw anything, the game ends
    state2 = position(players=1, blocks=holey, marker="red", obj="bank")
    state2["idle"] = 199
    GAME._open_round(state2, [])
    assert GAME.is_over(state2) and "200 rounds" in state2["end"]


def test_malformed_text_is_always_a_readable_refusal():
    from rules.base import Rng, RulesError

    state = position(blocks={"E4": "red"}, objects=[("C3", "court", "red", 1)], obj="court")
    words = ["shape", "bee", "wave", "A1", "E5", "Z0", "j1", "3", "#2", "o13", "0", "-1", "bank", "court",
             "city", "square", "basic", "rolled", "star", "pass", "spend", "€", "", "shape,", "e55", "99"]
    rng = Rng.from_seed(5)
    for _ in range(400):
        text = " ".join(rng.choice(words) for _ in range(rng.randint(0, 5)))
        try:
            GAME.apply(state, 0, text)
        except RulesError as error:
            assert str(error).strip().endswith((".", "?", "!"))


def test_rulebook_setup_example_leftover_markers_sit_between_the_players():
    # Michael blue, Kate red, Eugene brown: the yellow and green markers are
    # placed between the players as if those seats were not vacant.
    found = 0
    for seed in range(100):
        state = GAME.setup(["Michael", "Kate", "Eugene"], GAME.info.options({}), seed)
        if {s["start"] for s in state["sheets"]} != {"blue", "red", "brown"}:
            continue
        found += 1
        vacant = [p for p in range(5) if state["table"][p] is None]
        assert {state["markers"][p] for p in vacant} == {"yellow", "green"}
        assert (vacant[1] - vacant[0]) % 5 not in (1, 4), "the two vacant seats are not side by side"
    assert found > 0


def test_rulebook_example_funding_eugene_draws_the_shape_and_a_blue_bank():
    state = position(
        players=3, blocks={"B3": "blue"}, objects=[("C3", "windmill", "blue", 1)],
        marker="blue", shape="bee", obj="windmill", options={"bonus": "funding"},
    )
    state, _ = GAME.apply(state, 0, "star")
    state, _ = GAME.apply(state, 0, "shape E5 1")
    state, _ = GAME.apply(state, 0, "basic B4")  # a Bank, as he holds the blue marker
    sheet = state["sheets"][0]
    assert set(sheet["blocks"].values()) == {"blue"} and len(sheet["blocks"]) == 5
    assert sheet["objects"][-1]["type"] == "bank" and sheet["objects"][-1]["colour"] == "blue"
    assert sheet["stars_spent"] == 1 and 0 not in GAME.to_act(state)


def test_everybody_is_told_when_a_seat_has_made_its_choice_and_only_then():
    """The simultaneous round: the others learn that a seat has made its
    choice (not what it drew) once its turn is done, never before."""
    rng = Rng.from_seed("acted")
    state = GAME.setup(["a", "b", "c"], {}, 2)
    told = 0
    while not GAME.is_over(state):
        seat = rng.choice(sorted(GAME.to_act(state)))
        after, events = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)).notation)
        still_choosing = after["round"] == state["round"] and not after["turn"][seat]["done"]
        acted = [e for e in events if e.kind == "acted"]
        if still_choosing:
            assert not acted
        else:
            name = state["players"][seat]
            assert [(str(e.text), e.private) for e in acted] == [
                (f"{name} has made their choice for round {state['round']}.", False)]
            told += 1
        state = after
    assert told > 20


# -- the two ends that need no ninth Object (rules/townies/README.md) -------------------------------------------
# Mutation sample of rules/townies/game.py (seed 9313): which maps count as stuck for good, and how many rounds
# nobody may draw before the game ends, were unpinned. The positions are forced by making every seat unable to
# draw (the engine's own check replaced), so that the rules of the ending are tested on their own.

def test_a_map_is_stuck_for_good_by_the_solo_rule_only_in_a_solo_game(monkeypatch):
    asked: list[bool] = []

    def stuck(sheet, solo):
        asked.append(solo)
        return True

    monkeypatch.setattr(townies_game, "stuck_forever", stuck)
    monkeypatch.setattr(townies_game.Townies, "_nothing_to_draw", lambda self, state, seat: True)
    for players, solo in ((1, True), (2, False), (3, False)):
        asked.clear()
        state = GAME.setup([f"p{i}" for i in range(players)], GAME.info.options({}), 4)
        assert state["over"] and state["end"] == "No map has room for any Shape or Object any more."
        assert asked == [solo] * players


def test_nobody_able_to_draw_for_the_idle_limit_ends_the_game_after_exactly_that_many_rounds(monkeypatch):
    monkeypatch.setattr(townies_game, "stuck_forever", lambda sheet, solo: False)
    monkeypatch.setattr(townies_game.Townies, "_nothing_to_draw", lambda self, state, seat: True)
    state = GAME.setup(["p1", "p2"], GAME.info.options({}), 4)
    assert state["over"] and state["idle"] == townies_game.IDLE_LIMIT
    assert state["end"] == f"Nobody could draw anything for {townies_game.IDLE_LIMIT} rounds in a row."
    assert state["round"] == townies_game.IDLE_LIMIT  # rounds 1..200 passed, the 200th ends it
