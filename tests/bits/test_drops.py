"""Dropping tiles: gravity, the edges of the grid, the notation and the
refusals, each naming the rule."""

from __future__ import annotations

import copy

import pytest

from rules.base import GameOver, IllegalMove, NotationError, NotYourTurn
from rules.bits import GAME
from rules.bits import board as B
from rules.bits import notation as bits_notation


def _solo_build(kit, card="RY", tiles=(), seed=3, start_cells=("A1", "B1")):
    """A solo state in the build phase with ``card`` face up and the board
    holding the starting tile on ``start_cells`` then ``tiles`` [(tile, cells)]."""
    state = kit.new(n=1, seed=seed)
    state, _ = GAME.apply(state, 0, "A h")
    start = state["start_cards"][0]
    state = kit.force_card(state, card)
    placed = [(start, list(start_cells))] + list(tiles)
    state = kit.with_board(state, 0, placed)
    # every game tile on the board was turned before ``card``, in the order laid
    for t, _ in tiles:
        state["deck"].remove(t)
    state["turned"] = [t for t, _ in tiles] + [card]
    GAME.validate(state)
    return state


def _cells_of(state, seat, tile):
    return [t["cells"] for t in state["boards"][seat]["tiles"] if t["tile"] == tile]


def test_rule_gravity_tile_slides_to_the_bottom_edge(kit):
    state = _solo_build(kit)
    state, _ = GAME.apply(state, 0, "D v R")
    assert _cells_of(state, 0, "RY") == [["D2", "D1"]]  # red on top, yellow below
    rows = B.grid_rows(B.grid_from_tiles(state["boards"][0]["tiles"]))
    assert rows[-2:] == ["...R..", rows[-1][:2] + ".Y.."]


def test_rule_gravity_tile_stops_on_tiles_already_there(kit):
    state = _solo_build(kit, tiles=[("BB1", ["A2", "A3"])])
    state, _ = GAME.apply(state, 0, "A v Y")
    # lands on top of the blue tile: yellow end up at A5, red at A4
    assert _cells_of(state, 0, "RY") == [["A4", "A5"]]


def test_rule_flat_tile_rests_on_the_higher_column_and_overhangs(kit):
    # column A filled to row 3, column B to row 1: a flat tile on A-B rests at
    # row 4 and overhangs B, leaving B2 and B3 empty beneath it
    state = _solo_build(kit, tiles=[("BB1", ["A2", "A3"])])
    state, _ = GAME.apply(state, 0, "A h R")
    assert _cells_of(state, 0, "RY") == [["A4", "B4"]]
    grid = B.grid_from_tiles(state["boards"][0]["tiles"])
    assert grid[1 * 6 + 1] is None and grid[2 * 6 + 1] is None


def test_rule_spaces_not_reachable_in_a_straight_line_from_above_stay_empty(kit):
    # after the overhang above, an upright tile in column B lands above the
    # overhang (B5-B6), never in the gap B2-B3 under it
    state = _solo_build(kit, card="YY1", tiles=[("BB1", ["A2", "A3"]), ("RY", ["A4", "B4"])])
    labels = {m.notation: str(m.label) for m in GAME.legal_moves(state, 0)}
    assert "B5-B6" in labels["B v"]
    state, _ = GAME.apply(state, 0, "B v")
    assert _cells_of(state, 0, "YY1") == [["B5", "B6"]]
    grid = B.grid_from_tiles(state["boards"][0]["tiles"])
    assert grid[1 * 6 + 1] is None and grid[2 * 6 + 1] is None


def test_rule_tiles_never_rotate_or_shift_columns_while_sliding(kit):
    state = _solo_build(kit, tiles=[("BB1", ["C1", "C2"])])
    state, _ = GAME.apply(state, 0, "B h Y")
    # B-C flat: rests on C2 at row 3, still in columns B and C, yellow left
    assert _cells_of(state, 0, "RY") == [["C3", "B3"]]


def test_rule_tile_may_not_stick_out_on_the_right(kit):
    state = _solo_build(kit)
    for text in ("F h R", "F h"):  # the edge rule is named even before the end is
        with pytest.raises(IllegalMove) as err:
            GAME.apply(state, 0, text)
        assert "must not protrude over the edge of the grid" in str(err.value)
        assert "A to E" in str(err.value)
    assert all(not m.notation.startswith("F h") for m in GAME.legal_moves(state, 0))


def test_rule_blocked_column_refuses_an_upright_tile(kit):
    # column C filled to row 5: an upright tile would stick out of the top
    tiles = [("BB1", ["C1", "C2"]), ("BB2", ["C3", "C4"]), ("KK1", ["C5", "D5"])]
    state = _solo_build(kit, tiles=tiles)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "C v R")
    text = str(err.value)
    assert "Column C is filled to row 5" in text and "protrude over the edge" in text
    assert "Legal drops:" in text
    # a flat tile on C-D still fits on row 6
    state2, _ = GAME.apply(state, 0, "C h R")
    assert _cells_of(state2, 0, "RY") == [["C6", "D6"]]


def test_rule_full_column_refuses_a_flat_tile_and_the_refusal_names_it(kit):
    # "Game tiles must not protrude over the edge of the grid": column C is
    # full, column B holds only the starting tile, column D is empty
    tiles = [("BB1", ["C1", "C2"]), ("BB2", ["C3", "C4"]), ("KK1", ["C5", "C6"])]
    state = _solo_build(kit, tiles=tiles)
    before = copy.deepcopy(state)
    for move, words in (
        ("B h R", "Column C is full (filled to row 6; column B is filled to row 1), so a flat tile over "
                  "columns B and C"),
        ("C h R", "Column C is full (filled to row 6; column D is empty), so a flat tile over columns C and D"),
    ):
        with pytest.raises(IllegalMove) as err:
            GAME.apply(state, 0, move)
        assert words in str(err.value)
        assert "protrude over the edge of the grid" in str(err.value)
    assert state == before


def test_full_column_a_with_column_b_empty_says_column_a_is_full(kit):
    # issue 12 item 8: "move A h" with A full and B empty named both columns as filled to row 6
    tiles = [("BB1", ["A3", "A4"]), ("BB2", ["A5", "A6"])]
    state = _solo_build(kit, tiles=tiles, start_cells=["A1", "A2"])
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "A h R")
    text = str(err.value)
    assert "Column A is full (filled to row 6; column B is empty)" in text
    assert "Columns A and B" not in text


def test_both_columns_full_says_both(kit):
    tiles = [("BB1", ["A3", "A4"]), ("BB2", ["A5", "A6"]), ("KK1", ["B1", "B2"]), ("KK2", ["B3", "B4"]),
             ("RR1", ["B5", "B6"])]
    state = _solo_build(kit, tiles=tiles, start_cells=["A1", "A2"])
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "A h R")
    assert "Columns A and B are both full (filled to row 6)" in str(err.value)


def test_refused_move_changes_nothing(kit):
    state = _solo_build(kit)
    before = copy.deepcopy(state)
    for bad in ("F h R", "Z v", "A v B", "A v", "neutral A v R"):
        with pytest.raises((IllegalMove, NotationError)):
            GAME.apply(state, 0, bad)
    assert state == before


def test_notation_is_case_and_space_insensitive(kit):
    state = _solo_build(kit)
    results = set()
    for text in ("C h R", "c h r", "  C   H   R ", "chr", "C-h-R", "c horizontal red", "C flat r"):
        new, _ = GAME.apply(state, 0, text)
        results.add(tuple(_cells_of(new, 0, "RY")[0]))
    assert results == {("C1", "D1")}


def test_notation_errors_explain_the_syntax(kit):
    state = _solo_build(kit)
    for bad in ("G h R", "C x", "hello", "", "C h R Y"):
        with pytest.raises(NotationError) as err:
            GAME.apply(state, 0, bad)
        assert "column A to F" in str(err.value)


def test_two_colour_tile_needs_the_end_named(kit):
    state = _solo_build(kit)
    with pytest.raises(NotationError) as err:
        GAME.apply(state, 0, "C v")
    assert '"C v R" or "C v Y"' in str(err.value)
    assert "top end" in str(err.value)
    with pytest.raises(NotationError) as err:
        GAME.apply(state, 0, "C h")
    assert "left end" in str(err.value)


def test_rule_all_players_lay_the_depicted_tile(kit):
    state = _solo_build(kit)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "C v B")
    assert "red-yellow tile" in str(err.value) and "no blue end" in str(err.value)
    assert "depicted" in str(err.value)


def test_single_colour_tile_needs_no_end_and_accepts_its_colour(kit):
    state = _solo_build(kit, card="KK2")
    moves = [m.notation for m in GAME.legal_moves(state, 0)]
    assert "C v" in moves and "C v K" not in moves
    a, _ = GAME.apply(state, 0, "C v")
    b, _ = GAME.apply(state, 0, "C v K")
    assert a == b


def test_legal_moves_list_where_each_tile_lands(kit):
    state = _solo_build(kit, tiles=[("BB1", ["C1", "C2"])])
    labels = {m.notation: str(m.label) for m in GAME.legal_moves(state, 0)}
    assert labels["C v R"] == "red-yellow tile upright: lands on C4 red, C3 yellow"
    assert labels["C h Y"] == "red-yellow tile flat: lands on D3 red, C3 yellow"
    # every listed drop applies and lands where its label says
    for notation, label in labels.items():
        new, _ = GAME.apply(state, 0, notation)
        placed = new["boards"][0]["tiles"][-1]["cells"]
        assert all(cell in label for cell in placed)
    # upright in all 6 columns and flat from A to E, both ways round, plus the
    # neutral tile in each of those 11 places
    assert len(labels) == (6 + 5) * 2 + (6 + 5)


def test_rule_neutral_tile_may_replace_the_depicted_tile(kit):
    state = _solo_build(kit)
    state, _ = GAME.apply(state, 0, "neutral D v")
    assert _cells_of(state, 0, "N") == [["D1", "D2"]]
    assert state["boards"][0]["neutral_used"] is True
    assert _cells_of(state, 0, "RY") == []


def test_rule_neutral_tile_only_once_a_round(kit):
    state = _solo_build(kit)
    state, _ = GAME.apply(state, 0, "n D v")
    assert state["phase"] == "build"
    assert all("neutral" not in m.notation for m in GAME.legal_moves(state, 0))
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "neutral E v")
    assert "once every round" in str(err.value)


def test_rule_neutral_tile_is_not_a_starting_tile(kit):
    state = kit.new(n=2, seed=4)
    assert all("neutral" not in m.notation for m in GAME.legal_moves(state, 0))
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "neutral A v")
    assert "starting tile" in str(err.value)


def test_neutral_tile_has_no_coloured_end(kit):
    state = _solo_build(kit)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "neutral A v R")
    assert "no coloured end" in str(err.value)


def test_cannot_drop_twice_before_the_reveal(kit):
    state = kit.new(n=2, seed=4)
    state, _ = GAME.apply(state, 0, "A v")
    with pytest.raises(NotYourTurn) as err:
        GAME.apply(state, 0, "B v")
    assert "already dropped" in str(err.value) and "P2" in str(err.value)
    assert GAME.legal_moves(state, 0) == []


def test_no_moves_after_the_game_is_over(kit):
    state = kit.new(n=1, seed=9)
    state, _ = kit.play(state, kit.randoms(1, 9))
    assert GAME.is_over(state) and GAME.to_act(state) == {}
    with pytest.raises(GameOver):
        GAME.apply(state, 0, "A v")


def test_no_building_card_is_face_up_once_the_game_is_over(kit):
    # The view's "card" is the building card everyone drops now; after the
    # last round ("The game ends after the 3rd round") nothing is dropped, so
    # there is none, although the last round's turned cards stay in the state.
    state = kit.new(n=2, seed=9)
    state, _ = kit.play(state, kit.randoms(2, 9))
    assert GAME.is_over(state) and state["turned"]
    assert GAME.view(state, None)["card"] is None
    assert GAME.view(state, 0)["card"] is None


def test_the_drop_told_to_its_player_names_the_squares_in_the_tiles_colour_order(kit):
    # "C h Y": the red-yellow tile flat over C and D with its yellow end in C,
    # so its red square is D1 and its yellow square C1; the player is told
    # the squares in the tile's colour order, as the board then records them
    state = _solo_build(kit)
    state, events = GAME.apply(state, 0, "C h Y")
    told = next(e for e in events if e.kind == "my-drop")
    assert told.data["cells"] == ["D1", "C1"] == _cells_of(state, 0, "RY")[0]
    assert "will land on D1 and C1" in str(told.text)


def test_a_drop_that_does_not_fit_lists_the_first_ten_legal_drops_and_counts_the_rest(kit):
    state = _solo_build(kit)
    legal = [m.notation for m in GAME.legal_moves(state, 0)]
    assert len(legal) > 10
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "F h R")
    assert str(err.value).endswith(f" Legal drops: {', '.join(legal[:10])} and {len(legal) - 10} more.")


@pytest.mark.parametrize("count", [9, 10])
def test_a_refusal_lists_up_to_ten_legal_drops_with_no_count_of_more(kit, monkeypatch, count):
    """Ten legal drops or fewer are all listed, with no "and 0 more" (a mutation sample of
    rules/bits/notation.py, seed 7878)."""
    state = _solo_build(kit)
    legal = GAME.legal_moves(state, 0)
    first = [(m.notation,) for m in legal[:count]]
    monkeypatch.setattr(bits_notation, "spots", lambda state, seat: first)
    message = str(bits_notation.no_fit_message(state, 0, None, B.SIZE - 1, "h"))
    assert message.endswith(f" Legal drops: {', '.join(n for n, in first)}.")
