"""Scoring rules, and the rulebook's scoring example reproduced by dropping
every tile through the rules engine."""

from __future__ import annotations

import copy

import pytest

from rules.bits import GAME
from rules.bits import board as B

# The rulebook's example, as built here (top row 6 first):
#   6  R R B N Y Y      red square (+2), blue pair (-2), neutral, yellow block of 5
#   5  R R B N Y Y
#   4  Y K R K B Y      blue corner E3 F3 E4 (+2 for card 2)
#   3  P P P P B B      purple line of 4 (+1)
#   2  B Y K B P P      blue single D2 touches the corner only diagonally
#   1  B B B R P P      blue 4-block bottom left (+1), purple square (+2)
EXAMPLE_ROWS = ["RRBNYY", "RRBNYY", "YKRKBY", "PPPPBB", "BYKBPP", "BBBRPP"]

# (building card, drop) in the order the cards were turned; the starting tile
# (blue, SB) went first with "A h".
EXAMPLE_DROPS = [
    ("RB", "C h B"),
    ("PP1", "E h"),
    ("BP", "A v P"),
    ("YP", "B v P"),
    ("BK", "C h K"),
    ("PP2", "E h"),
    ("RP", "C v R"),
    ("PK", "D v K"),
    ("BB2", "E h"),
    ("YK", "A h Y"),
    ("YB", "E h B"),
    ("RR1", "A v"),
    ("RR2", "B v"),
    ("BB1", "C v"),
    ("RK", "neutral D v"),  # the black-red tile comes up: the neutral tile instead
    ("YY1", "E v"),
    ("YY2", "F v"),
]


def _example_round3(kit):
    """A solo game hand-set to round 3 with task cards 1A, 2A, 3A face up."""
    return kit.at_round(kit.new(n=1, seed=5), ["1A", "2A", "3A"], ["SB"])


def test_rulebook_scoring_example_reproduced_through_drops(kit):
    state = _example_round3(kit)
    state, _ = GAME.apply(state, 0, "A h")  # starting tile
    for card, move in EXAMPLE_DROPS:
        assert not GAME.is_over(state)
        state = kit.force_card(state, card)
        state, events = GAME.apply(state, 0, move)
    # the board is full: the player is stuck, the round (and the solo game) ends
    assert GAME.is_over(state)
    assert B.grid_rows(B.grid_from_tiles(state["boards"][0]["tiles"])) == EXAMPLE_ROWS
    # task card 1: 6, task card 2: 2, task card 3: -2, total 6 (6 + 2 - 2)
    assert state["round_detail"][0][2] == {"1A": 6, "2A": 2, "3A": -2}
    assert state["round_scores"][0][2] == 6
    assert GAME.scores(state)[0]["round 3"] == 6
    # the round's end tells each card's points with their sign
    end = next(e for e in events if e.kind == "round-end")
    assert "P1 6 (1A +6, 2A +2, 3A -2)" in str(end.text)


def test_round_end_tells_zero_points_as_0(kit):
    # the example board has no red line of 3: card 2B gives 0, told as "0"
    state = kit.at_round(kit.new(n=1, seed=5), ["1A", "2B"], ["SB"])
    state, events = kit.finish_solo_round(state)
    end = next(e for e in events if e.kind == "round-end")
    assert "P1 6 (1A +6, 2B 0)" in str(end.text)


def test_rulebook_example_card1_details(kit):
    grid = kit.grid(EXAMPLE_ROWS)
    found = B.blocks(grid)
    squares = [cells for colour, cells in found if B.canonical(cells) == B.CARD_SHAPES["1A"]]
    assert len(squares) == 2  # the two squares, 2 points each
    fours = sorted(colour for colour, cells in found if len(cells) == 4 and cells not in squares)
    assert fours == ["B", "P"]  # blue and purple 4-square blocks, 1 point each
    yellow = max((cells for colour, cells in found if colour == "Y"), key=len)
    assert len(yellow) == 5  # more than 4 squares: no points although it holds a square
    assert B.score_grid(grid, ["1A"])["1A"] == 6


def test_rulebook_example_neutral_tile_avoided_a_black_pair(kit):
    # Had the black-red tile been laid instead of the neutral tile (black end
    # down on D5, next to the single black square D4), a second 2-square
    # block (black) would cost 2 more points.
    rows = list(EXAMPLE_ROWS)
    rows[0] = "RRBRYY"
    rows[1] = "RRBKYY"
    grid = kit.grid(rows)
    assert B.score_grid(grid, ["3A"])["3A"] == -4
    assert B.score_grid(kit.grid(EXAMPLE_ROWS), ["3A"])["3A"] == -2


def test_rule_diagonal_contact_never_joins_a_block(kit):
    grid = kit.grid(["......", "......", "......", "......", ".B....", "B....."])
    found = B.blocks(grid)
    assert sorted(len(c) for _, c in found) == [1, 1]
    # two blue squares touching at a corner are two pairs, not one block
    grid = kit.grid(["......", "......", "..BB..", "..BB..", "BB....", "BB...."])
    assert B.score_grid(grid, ["1A"])["1A"] == 4
    assert B.score_grid(grid, ["3A"])["3A"] == 0


def test_rule_block_larger_than_shape_scores_nothing(kit):
    # a 2 by 2 red square with one more red square attached: 5 squares, 0 points
    grid = kit.grid(["......", "......", "......", "RRR...", "RR....", "......"])
    assert B.score_grid(grid, ["1A"])["1A"] == 0
    # a blue 4-block holding a corner does not count as the corner card
    grid = kit.grid(["......", "......", "......", "......", "B.....", "BBB..."])
    assert B.score_grid(grid, ["2A"])["2A"] == 0


def test_rule_shape_counts_in_any_rotation_or_reflection(kit):
    # T (card 1B) in four orientations, in four colours, each +2
    grid = kit.grid([
        "RRR.YK",
        ".R.YYK",
        "....YK",
        "B...PK",
        "BB.PPP",
        "B.....",
    ])
    # Y: T pointing left; K: column of 4 (other 4-block +1); B: T; P: T; R: T
    assert B.score_grid(grid, ["1B"])["1B"] == 2 * 4 + 1
    corner_rows = ["......", "......", "......", "......", "Y..YY.", "YY..Y."]
    assert B.score_grid(kit.grid(corner_rows), ["2D"])["2D"] == 4


def test_rule_colour_counts_only_when_the_card_names_one(kit):
    # 2A is a blue corner: a yellow corner scores nothing for it, a blue one 2
    grid = kit.grid(["......", "......", "......", "......", "Y...B.", "YY..BB"])
    assert B.score_grid(grid, ["2A"])["2A"] == 2
    assert B.score_grid(grid, ["2D"])["2D"] == 2
    # 3C is a corner of any colour: both cost 2
    assert B.score_grid(grid, ["3C"])["3C"] == -4


def test_rule_pile1_other_blocks_of_exactly_four_score_one(kit):
    grid = kit.grid(["......", "......", "......", "KKKK..", "......", "RR.YYY"])
    # line of 4 (+1 under a square card), red pair and yellow line of 3 nothing
    assert B.score_grid(grid, ["1A"])["1A"] == 1
    # under the T card the line of 4 is also an "other" 4-block
    assert B.score_grid(grid, ["1B"])["1B"] == 1


def test_rule_pile3_each_block_of_the_shape_costs_points(kit):
    grid = kit.grid(["......", "......", "......", "......", "R.Y.B.", "R.Y.BB"])
    # three... red pair, yellow pair, blue corner
    assert B.score_grid(grid, ["3A"])["3A"] == -4
    assert B.score_grid(grid, ["3C"])["3C"] == -2
    assert B.score_grid(grid, ["3B"])["3B"] == 0


def test_rule_pile4_shape_scores_its_points(kit):
    grid = kit.grid(["......", "......", "......", "......", "PPP...", "PPP..."])
    assert B.score_grid(grid, ["4A"])["4A"] == 4
    grid = kit.grid(["......", "......", "......", "......", "......", "KKKKK."])
    assert B.score_grid(grid, ["4B"])["4B"] == 3


def test_rule_neutral_tile_and_blanks_separate_blocks_and_score_nothing(kit):
    grid = kit.grid(["......", "......", "......", "......", "RNR...", "RNR.YY"])
    found = B.blocks(grid)
    assert all(colour != "N" for colour, _ in found)
    assert B.score_grid(grid, ["3A"])["3A"] == -6  # red pair, red pair, yellow pair
    # a blank square separates too
    grid = kit.grid(["......", "......", "......", "......", "......", "RR.RR."])
    assert B.score_grid(grid, ["3A"])["3A"] == -4


def test_all_task_cards_turned_so_far_count_each_round(kit):
    state = kit.new(n=1, seed=2)
    state, _ = kit.play(state, kit.randoms(1, 2))
    for rnd, detail in enumerate(state["round_detail"][0]):
        assert sorted(detail) == sorted(state["tasks"][: rnd + 1])
        assert sum(detail.values()) == state["round_scores"][0][rnd]


def test_example_board_unchanged_by_scoring(kit):
    grid = kit.grid(EXAMPLE_ROWS)
    before = copy.deepcopy(grid)
    B.score_grid(grid, ["1A", "2A", "3A"])
    assert grid == before


def test_rulebook_example_card2_and_card3_details(kit):
    grid = kit.grid(EXAMPLE_ROWS)
    found = B.blocks(grid)
    blue = sorted((sorted(B.cell_name(c, r) for c, r in cells) for colour, cells in found if colour == "B"),
                  key=len)
    # the blue corner (+2), the blue square below it touching only diagonally,
    # the blue pair, and the blue 4-block bottom left that holds a corner but is too big
    assert ["E3", "E4", "F3"] in blue
    assert ["D2"] in blue
    assert ["A1", "A2", "B1", "C1"] in blue
    assert B.score_grid(grid, ["2A"])["2A"] == 2
    pairs = [cells for colour, cells in found if len(cells) == 2]
    assert len(pairs) == 1  # exactly one 2-square block: -2 for card 3
    assert B.score_grid(grid, ["3A"])["3A"] == -2


def test_rule_solid_block_joins_through_a_downward_step_arch_of_five(kit):
    # "solid color blocks": squares joined edge to edge are one block, whichever
    # way the join runs. An arch (three over one-gap-one) is ONE block of 5:
    # from its lowest-left square the fill must step down to reach the other leg.
    arch = kit.grid(["......", "......", "......", "......", "RRR...", "R.R..."])
    found = B.blocks(arch)
    assert [(colour, len(cells)) for colour, cells in found] == [("R", 5)]
    assert B.score_grid(arch, ["1A"])["1A"] == 0  # 5 squares: not a 4-block either
    # a hook (up, left, then down) is one block of 6
    hook = kit.grid(["......", "......", "......", "YYY...", "Y.Y...", "..Y..."])
    assert sorted(len(cells) for _, cells in B.blocks(hook)) == [6]


def test_rule_blocks_never_wrap_around_the_edge_of_the_board(kit):
    # F1 and A2 are consecutive in the flat grid but not neighbours on the board
    grid = kit.grid(["......", "......", "......", "......", "K.....", ".....K"])
    assert sorted(len(cells) for _, cells in B.blocks(grid)) == [1, 1]
    # blocks along every edge: a column-A pair, a row-1 pair, a column-F pair, a row-6 pair
    grid = kit.grid(["..PP..", "......", "B.....", "B....Y", ".....Y", ".RR..."])
    sizes = sorted((colour, len(cells)) for colour, cells in B.blocks(grid))
    assert sizes == [("B", 2), ("P", 2), ("R", 2), ("Y", 2)]
    assert B.score_grid(grid, ["3A"])["3A"] == -8


def test_every_task_card_in_the_deck_is_distinct():
    # issue 12 item 9: 3C and 3D were the same card; no two cards of the deck
    # may show the same shape, colour and points
    faces = [(B.CARD_SHAPES[c], B.TASK_CARDS[c]["colour"], B.TASK_CARDS[c]["points"],
              B.TASK_CARDS[c].get("other_fours", 0)) for c in B.DECK]
    assert len(set(faces)) == len(B.DECK) == 16
    # four piles of four, as the rulebook's 16 task cards in piles 1 to 4
    assert {p: len(cards) for p, cards in B.TASK_PILES.items()} == {1: 4, 2: 4, 3: 4, 4: 4}
    assert sorted(c for p in B.TASK_PILES.values() for c in p) == sorted(B.DECK)
    # "Task cards 3: Each color block of the specified shape is worth the
    # specified number of negative points. The color is irrelevant."
    for card in B.TASK_PILES[3]:
        assert B.TASK_CARDS[card]["colour"] is None and B.TASK_CARDS[card]["points"] < 0
    # every card is worth something: "+2 each", "-2 each", never 0
    assert all(B.TASK_CARDS[c]["points"] != 0 for c in B.TASK_CARDS)
    # the retired 3D is known (old games) but never dealt
    assert "3D" in B.TASK_CARDS and "3D" not in B.DECK and B.RETIRED == {"3D": "3E"}


def test_card_3e_line_of_four_costs_two_and_is_another_four_block_for_pile_1(kit):
    grid = kit.grid(["......", "......", "......", "......", "K.....", "RRRRK."])
    assert B.score_grid(grid, ["3E"])["3E"] == -2
    assert B.score_grid(grid, ["1A", "3E"]) == {"1A": 1, "3E": -2, "total": -1}
    # an L of 4 is not a line of 4
    grid = kit.grid(["......", "......", "......", "......", "R.....", "RRR..."])
    assert B.score_grid(grid, ["3E"])["3E"] == 0


@pytest.mark.parametrize("name,square", [("A1", (0, 0)), ("F6", (5, 5)), ("c3", (2, 2)), (" B2 ", (1, 1))])
def test_square_names_read_column_then_row(name, square):
    assert B.parse_cell(name) == square


@pytest.mark.parametrize("name", ["A10", "A0", "A7", "G1", "1A", "A", "", "AA", "A-1", "F66"])
def test_square_names_outside_a1_to_f6_are_refused(name):
    # squares are A1 to F6: "A10" is not A1
    with pytest.raises(ValueError) as err:
        B.parse_cell(name)
    assert "squares are A1 to F6" in str(err.value)


def test_rulebook_example_every_scoring_block_with_its_points(kit):
    # The pictures outline each scoring block with its points (issue 14): the
    # rulebook's example names them all, and they add up to its 6 + 2 - 2.
    found = B.scoring_blocks(kit.grid(EXAMPLE_ROWS), ["1A", "2A", "3A"])
    assert found == [
        # "The blue block on the bottom left consists of 4 squares": +1 (card 1 left-hand side)
        {"colour": "B", "cells": ["A1", "A2", "B1", "C1"], "cards": {"1A": 1}, "points": 1},
        # the purple square bottom right: +2
        {"colour": "P", "cells": ["E1", "E2", "F1", "F2"], "cards": {"1A": 2}, "points": 2},
        # the purple line of 4: +1
        {"colour": "P", "cells": ["A3", "B3", "C3", "D3"], "cards": {"1A": 1}, "points": 1},
        # "The specified blue block was formed once equalling 2 points"
        {"colour": "B", "cells": ["E3", "E4", "F3"], "cards": {"2A": 2}, "points": 2},
        # the red square top left: +2
        {"colour": "R", "cells": ["A5", "A6", "B5", "B6"], "cards": {"1A": 2}, "points": 2},
        # "exactly one 2-square solid-color block equalling -2 points"
        {"colour": "B", "cells": ["C5", "C6"], "cards": {"3A": -2}, "points": -2},
    ]
    per_card = {}
    for block in found:
        for card, points in block["cards"].items():
            per_card[card] = per_card.get(card, 0) + points
    assert per_card == {"1A": 6, "2A": 2, "3A": -2}


def test_a_block_scored_by_two_cards_carries_both_and_their_sum(kit):
    # a purple line of 4 under 1A (another 4-square block, +1) and 3E (line of 4, -2)
    grid = kit.grid(["......", "......", "......", "......", "......", "PPPP.."])
    assert B.scoring_blocks(grid, ["1A", "3E"]) == [
        {"colour": "P", "cells": ["A1", "B1", "C1", "D1"], "cards": {"1A": 1, "3E": -2}, "points": -1}]
    # a block no card scores is left out; so is a colour a card does not name
    assert B.scoring_blocks(grid, ["2A"]) == []
    grid = kit.grid(["......", "......", "......", "......", "B.....", "BB...."])
    assert B.scoring_blocks(grid, ["2D"]) == []  # yellow corner of 3: a blue one does not score
    assert B.scoring_blocks(grid, ["2A"])[0]["points"] == 2


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_views_scoring_blocks_add_up_to_what_each_board_is_worth(kit, seed):
    state, _ = kit.play(kit.new(n=3, seed=seed), kit.randoms(3, seed),
                        until=lambda s: s["round"] == 2 and len(s["turned"]) > 8)
    view = GAME.view(state, None)
    for board in view["boards"]:
        live = dict(board["live"])
        total = live.pop("total")
        assert sum(b["points"] for b in board["blocks"]) == total
        for card in live:
            assert sum(b["cards"].get(card, 0) for b in board["blocks"]) == live[card]
