"""board.py's geometry read against the README: gravity (where a dropped
domino comes to rest), when a domino still fits, names of squares, tiles and
cards."""

from __future__ import annotations

import pytest

from rules.bits import board as B


def _grid(kit, rows):
    return kit.grid(rows)


@pytest.mark.parametrize(
    "rows, heights",
    [
        (["......"] * 6, [0, 0, 0, 0, 0, 0]),
        (["......"] * 5 + ["R....K"], [1, 0, 0, 0, 0, 1]),
        # a gap under an overhang does not lower the column: the highest filled square counts
        (["......", "......", "......", ".BB...", "......", ".Y...."], [0, 3, 3, 0, 0, 0]),
        (["RRRRRR"] + ["......"] * 5, [6, 6, 6, 6, 6, 6]),
    ],
)
def test_heights_are_the_row_above_the_highest_filled_square(kit, rows, heights):
    assert B.heights(_grid(kit, rows)) == heights


@pytest.mark.parametrize(
    "h, col, orient, squares",
    [
        # "An upright tile in column c rests on the highest filled square of c (or the bottom edge)"
        ([0] * 6, 0, "v", [(0, 0), (0, 1)]),
        ([4, 0, 0, 0, 0, 0], 0, "v", [(0, 4), (0, 5)]),  # rows 5-6: the top row still counts
        ([5, 0, 0, 0, 0, 0], 0, "v", None),  # would stick out of the top
        ([0, 0, 0, 0, 0, 4], 5, "v", [(5, 4), (5, 5)]),
        # "A flat tile over columns c and c+1 rests on the higher of the two columns"
        ([3, 1, 0, 0, 0, 0], 0, "h", [(0, 3), (1, 3)]),
        ([1, 3, 0, 0, 0, 0], 0, "h", [(0, 3), (1, 3)]),
        ([0, 0, 0, 0, 5, 2], 4, "h", [(4, 5), (5, 5)]),  # row 6 is inside the grid
        ([0, 0, 0, 0, 6, 0], 4, "h", None),
        ([0, 0, 0, 0, 0, 6], 4, "h", None),
        ([0] * 6, 5, "h", None),  # flat from F sticks out on the right
    ],
)
def test_landing_follows_gravity_and_the_edges(h, col, orient, squares):
    assert B.landing_from_heights(h, col, orient) == squares


@pytest.mark.parametrize(
    "rows, fits",
    [
        (["......"] * 6, True),
        (["RRRRRR"] * 6, False),
        # every column full but A, filled to row 4: only an upright tile in A fits
        ([".RRRRR", ".RRRRR"] + ["RRRRRR"] * 4, True),
        # every column full but A, filled to row 5: no upright fits, and flat A-B rests on B (full)
        ([".RRRRR"] + ["RRRRRR"] * 5, False),
        # columns filled to row 5 between full ones: every flat tile rests on a full column
        (["R.R.R.", "RRRRRR", "RRRRRR", "RRRRRR", "RRRRRR", "RRRRRR"], False),
        # E and F filled to row 5: a flat tile fits on E6-F6
        (["RRRR..", "RRRRRR", "RRRRRR", "RRRRRR", "RRRRRR", "RRRRRR"], True),
    ],
)
def test_a_domino_fits_when_an_upright_or_a_flat_drop_lands_inside(kit, rows, fits):
    grid = _grid(kit, rows)
    assert B.can_place_any(grid) is fits
    h = B.heights(grid)
    listed = any(B.landing_from_heights(h, c, o) for c in range(6) for o in "hv")
    assert listed is fits


@pytest.mark.parametrize(
    "tile, name",
    [("RY", "red-yellow tile"), ("KK1", "black tile"), ("SP", "purple tile"), ("N", "neutral tile"),
     ("BP", "blue-purple tile")],
)
def test_tile_names(tile, name):
    assert B.tile_name(tile) == name


@pytest.mark.parametrize(
    "card, text",
    [
        ("1A", "1A square (4 squares): +2 each, every other 4-square block +1"),
        ("2A", "2A blue corner (3 squares): +2 each"),
        ("2C", "2C purple pair (2 squares): +2 each"),
        ("3A", "3A pair (2 squares): -2 each"),
        ("3E", "3E line of 4 (4 squares): -2 each"),
        ("4A", "4A 2 by 3 block (6 squares): +4 each"),
    ],
)
def test_card_text_names_shape_colour_size_and_signed_points(card, text):
    assert B.card_text(card) == text


def test_grid_rows_top_row_first(kit):
    rows = ["N.....", "......", "......", "......", "......", "RY...K"]
    assert B.grid_rows(_grid(kit, rows)) == rows


def test_cell_names_and_grid_from_tiles_put_the_first_colour_on_the_first_cell():
    assert [B.cell_name(0, 0), B.cell_name(5, 5), B.cell_name(2, 3)] == ["A1", "F6", "C4"]
    grid = B.grid_from_tiles([{"tile": "RK", "cells": ["D5", "D6"]}, {"tile": "YB", "cells": ["B1", "A1"]}])
    assert grid[4 * 6 + 3] == "R" and grid[5 * 6 + 3] == "K"
    assert grid[0] == "B" and grid[1] == "Y"
    assert sum(v is not None for v in grid) == 4


@pytest.mark.parametrize(
    "a, b, same",
    [("2A", "3C", True), ("2D", "3C", True), ("2C", "3A", True), ("2B", "3B", True), ("2A", "3A", False),
     ("1A", "3E", False), ("1C", "4D", False)],
)
def test_same_shape_counts_rotations_and_reflections(a, b, same):
    assert B.same_shape(a, b) is same


def test_canonical_shape_ignores_position_rotation_and_reflection():
    l_shapes = [
        [(0, 0), (0, 1), (0, 2), (1, 0)],
        [(3, 3), (4, 3), (5, 3), (5, 4)],  # rotated, moved
        [(1, 0), (1, 1), (1, 2), (0, 0)],  # reflected
        [(2, 5), (2, 4), (2, 3), (1, 5)],
    ]
    forms = {B.canonical(s) for s in l_shapes}
    assert len(forms) == 1
    assert B.canonical([(0, 0), (1, 0), (2, 0), (3, 0)]) != B.canonical(l_shapes[0])
    form = forms.pop()
    assert min(x for x, _ in form) == 0 and min(y for _, y in form) == 0


def test_a_tile_can_still_be_placed_while_a_column_has_room_for_one_upright_or_two_side_by_side():
    """``can_place_heights``: whether a board still takes a tile (a player who cannot drops out of the round; the
    builder looks no further ahead from such a board)."""
    assert B.can_place_heights([0] * 6)
    assert B.can_place_heights([6, 6, 4, 6, 6, 6])  # upright in column C
    assert B.can_place_heights([5, 5, 6, 6, 6, 6])  # flat on A and B's top row
    assert B.can_place_heights([6, 6, 6, 6, 5, 5])
    assert not B.can_place_heights([5, 6, 5, 6, 5, 6])  # single squares, none beside another
    assert not B.can_place_heights([6] * 6)
