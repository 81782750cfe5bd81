"""Rule clauses an audit found enforced but untested: each test quotes the
rulebook (or the README's documented choice) it checks, and fails if that
clause is implemented wrongly. Positions are hand-written with the ``kit``
fixture (conftest.py)."""

from __future__ import annotations

import pytest

from rules.base import IllegalMove
from rules.tweeeet import GAME
from rules.tweeeet.board import START_SPACES, destinations, parse_label

GRASS = "........."
WATER = "~~~~~~~~~"
NEST_ROW = ".@..@..@."


def _gone(state, *seats):
    """The same position with these birds out of the game (off the board)."""
    for s in seats:
        state["birds"][s]["pos"] = None
        state["birds"][s]["status"] = "out"
    return state


def _kinds(events):
    return [(e.kind, e.seat) for e in events if e.kind in ("miss", "out", "bonus")]


# -- 1. birds on the start space block flight through it ------------------------------


def _behind_the_start_space(kit):
    # P1's Robin on D1 (a food it ate) is walled in by water; its only way
    # out runs D1 - E0 - F0 to the berry on F1, through the start space,
    # where the two other birds still sit
    rows = [START_SPACES, "~~~.~3~~~", WATER]
    birds = [{"pos": "D1", "energy": 5}, {"pos": "E0", "energy": 7}, {"pos": "E0", "energy": 8}]
    return kit.build(rows, birds, turn=0)


def test_rule_you_can_fly_through_all_spaces_except_another_bird_even_on_the_start_space(kit):
    """Rulebook: "You can fly through all spaces except spaces with water, a
    food miniature, another bird or a nest." Birds still sitting on the start
    space (they share it: "Place these birds in that order on the start
    space") block the route through it like any other bird."""
    state = _behind_the_start_space(kit)
    assert GAME.legal_moves(state, 0) == []
    assert GAME._situation(state, 0) == "miss"  # affordable but for the birds on E0
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "F1")
    assert "No open route" in str(err.value) and "other birds" in str(err.value)
    # one bird left on the start space still blocks it
    one = _gone(_behind_the_start_space(kit), 2)
    assert GAME.legal_moves(one, 0) == []
    # with the start space empty the same flight is open: cost 3 through E0
    free = _gone(_behind_the_start_space(kit), 1, 2)
    assert {m.notation: str(m.label) for m in GAME.legal_moves(free, 0)} == {"F1": "berry at F1: cost 3, +3"}
    new, _ = GAME.apply(free, 0, "F1")
    assert new["last"]["path"] == ["D1", "E0", "F0", "F1"]


# -- 2. the nest half of the missed turn -------------------------------------------------


def _nest_behind_birds(kit):
    # rows 18-20. P1's Robin on E18 (2 energy) can only go north through D19
    # and E19, where P2's Bluethroat and P3's Robin sit; the nest E20 is 2
    # spaces away through either. P4's Bluethroat on A19 is to fly.
    rows = ["5~~~.~~~~", ".~~..~~~~", NEST_ROW]
    birds = [
        {"pos": "E18", "energy": 2},
        {"pos": "D19", "energy": 7},
        {"pos": "E19", "energy": 8},
        {"pos": "A19", "energy": 9},
    ]
    return kit.build(rows, birds, first=18, turn=3)


def test_rule_if_all_paths_towards_nests_are_blocked_by_other_birds_you_miss_your_turn(kit):
    """Rulebook: "If all paths towards food (and, at the end, nests) are
    blocked by other birds, you miss your turn." A bird whose only affordable
    destination is a nest its team may use, blocked by other birds, misses
    the turn (README, "Missed turn"); it is not out."""
    state = _nest_behind_birds(kit)
    e20 = parse_label("E20")
    assert destinations(state, 0) == {}
    ignoring = destinations(state, 0, ignore_birds=True)
    assert {p: c for p, c in ignoring.items() if c <= 2} == {e20: 2}  # only the nest is affordable
    assert GAME._situation(state, 0) == "miss"
    new, events = GAME.apply(state, 3, "A18")
    assert _kinds(events) == [("miss", 0)]
    miss = next(e for e in events if e.kind == "miss")
    assert "or a nest" in str(miss.text)
    assert new["turn"] == 1
    assert new["birds"][0] == {"team": "robin", "pos": "E18", "status": "flying", "energy": 2}
    # with the blockers away it could reach it
    free = _gone(_nest_behind_birds(kit), 1, 2)
    free["turn"] = 0
    assert {m.notation: str(m.label) for m in GAME.legal_moves(free, 0)} == {"E20": "nest at E20: cost 2"}
    # the nest counts only when the team may use it: if it were the
    # Bluethroats' nest the blocked Robin could afford nothing and is out
    theirs = _nest_behind_birds(kit)
    theirs["birds"][3].update(pos="E20", status="nested")
    theirs["nests"]["bluethroat"] = "E20"
    assert GAME._situation(theirs, 0) == "out"


# -- 3. the stalemate count restarts after an elimination or the bonus --------------------


def test_stalemate_count_restarts_after_an_elimination(kit):
    """README, "Stalemate": "if every flying bird in turn misses its turn with
    nothing changing in between, nobody could ever move again; the game
    ends". A bird going out is a change: the bird it blocked can fly again,
    so the misses before it do not count towards a stalemate."""
    # one corridor (row 4) between water: beetle A4, P2's Bluethroat C4
    # (1 energy), P1's Robin D4, a nut E4, P3's Robin G4
    rows = [WATER, "5...1....", WATER]
    birds = [{"pos": "D4", "energy": 3}, {"pos": "C4", "energy": 1}, {"pos": "G4", "energy": 8}]
    state = kit.build(rows, birds, first=3, turn=2)
    new, events = GAME.apply(state, 2, "E4")
    # P1 is boxed in by P2 and P3 (misses), P2 cannot afford the beetle (out),
    # P3 is boxed in by P1 (misses), and now P1's way west is open
    assert _kinds(events) == [("miss", 0), ("out", 1), ("miss", 2)]
    assert not new["over"] and new["ended_by"] is None
    assert new["turn"] == 0
    assert [b["status"] for b in new["birds"]] == ["flying", "out", "flying"]
    assert {m.notation: str(m.label) for m in GAME.legal_moves(new, 0)} == {"A4": "beetle at A4: cost 3, +5"}


def test_after_an_elimination_each_flying_bird_misses_once_before_the_stalemate(kit, monkeypatch):
    """The count of misses starts again at nought after a bird goes out: if
    every bird still flying then misses once, the flight ends at once (no
    bird misses twice)."""
    from rules.tweeeet.game import Tweeeet

    rows = [WATER, "5...1....", WATER]
    birds = [{"pos": "D4", "energy": 3}, {"pos": "C4", "energy": 1}, {"pos": "G4", "energy": 8}]
    state = kit.build(rows, birds, first=3, turn=2)
    monkeypatch.setattr(Tweeeet, "_situation", lambda self, st, seat: "out" if seat == 1 else "miss")
    new, events = GAME.apply(state, 2, "E4")
    assert _kinds(events)[:4] == [("miss", 0), ("out", 1), ("miss", 2), ("miss", 0)]
    assert [e.seat for e in events if e.kind == "miss"] == [0, 2, 0]
    assert new["ended_by"] == "stalemate"


def test_stalemate_count_restarts_after_the_new_players_bonus(kit):
    """README, "Stalemate" ("with nothing changing in between") and "New
    players option": "the first time a bird would be out, every bird not out
    (flying or nested) first gets 5 energy, once per game; then the bird is
    looked at again." The bonus is a change: a bird that missed its turn
    before it may now afford a flight, so the misses before it do not count
    towards a stalemate."""
    # rows 16-20; the Robins' nest is H20 (P3 on it), the Bluethroats' B20
    # (P4 on it). P1's Robin on I18 (2 energy) reaches its nest H20 only
    # through H19, where P2's Bluethroat lands; its open way south to the
    # strawberry H16 costs 3.
    rows = ["~~~~~~~2.", "~~~~~~~~.", "~~~~~....", "~~~~~~~1~", NEST_ROW]
    birds = [
        {"pos": "I18", "energy": 2},
        {"pos": "F18", "energy": 3},
        {"pos": "H20", "energy": 9, "status": "nested"},
        {"pos": "B20", "energy": 9, "status": "nested"},
    ]
    state = kit.build(rows, birds, first=16, turn=1, nests={"robin": "H20", "bluethroat": "B20"},
                      options={"new_players": True})
    new, events = GAME.apply(state, 1, "H19")
    assert new["last"]["path"] == ["F18", "G18", "H18", "H19"]  # 3 - 3 + 1 = 1 energy left
    # P1 misses (its nest is behind P2); P2 would be out, the bonus is handed
    # out, and P2 then misses (the strawberry is behind P1); P1 can now
    # afford the strawberry, so the flight goes on
    assert _kinds(events) == [("miss", 0), ("bonus", None), ("miss", 1)]
    assert not new["over"] and new["ended_by"] is None
    assert new["turn"] == 0 and [kit.energy(new, s) for s in range(2)] == [2 + 5, 1 + 5]
    assert [b["status"] for b in new["birds"]] == ["flying", "flying", "nested", "nested"]
    assert {m.notation: str(m.label) for m in GAME.legal_moves(new, 0)} == {"H16": "strawberry at H16: cost 3, +2"}


# -- 4. the landscape after an elimination -------------------------------------------------


def test_rule_the_landscape_is_kept_after_every_elimination_rows_behind_every_bird_are_removed(kit):
    """README, "The landscape": "after every flight (and every elimination)
    ... every row more than 3 rows behind the southmost bird on the board is
    removed" (rulebook: "tiles which are more than 3 spaces behind all the
    birds are removed from the game"). When the southmost bird goes out, the
    rows it kept on the table go at once, uneaten food back to the supply."""
    rows = ["2...*....", "3........", GRASS, GRASS, GRASS, GRASS, "....5....", "........4"]
    # P1's Robin on E0 cannot afford the strawberry A0 or the berry A1 (4 away)
    state = kit.build(rows, [{"pos": "E0", "energy": 1}, {"pos": "E5", "energy": 7}], turn=1)
    supply = dict(state["supply"])
    new, events = GAME.apply(state, 1, "E6")
    assert [(e.kind, e.seat) for e in events if e.kind in ("out", "tile")] == [("out", 0), ("tile", None)]
    removed = next(e for e in events if e.kind == "tile")
    assert removed.data == {"removed": [0, 1, 2]} and "removed" in str(removed.text)
    # P2's Bluethroat on row 6 is the only bird on the board: rows 0-2 go
    assert [r["row"] for r in new["rows"]] == [3, 4, 5, 6, 7]
    assert new["supply"]["2"] == supply["2"] + 1 and new["supply"]["3"] == supply["3"] + 1
    assert new["supply"]["5"] == supply["5"] + 1  # the beetle P2 ate
    assert kit.pieces(new) == kit.pieces(state)
    assert new["turn"] == 1


# -- 5. water still blocks when the other birds are ignored ---------------------------------


def test_rule_out_when_water_not_birds_blocks_every_affordable_way(kit):
    """README, "Out of the game": "when the bird cannot afford any destination
    even with the other birds out of the way, it is out" (rulebook: "If you
    haven't got enough energy to fly to food or a nest, your game is over");
    a missed turn is only for paths "blocked by other birds". Water blocks in
    that check too: a bird held back by water, not birds, is out."""
    # the beetle E2 is 2 spaces from P1's Robin on E0 across the water; the
    # way round by I1 is 10 spaces
    rows = [START_SPACES, "~~~~~~~~3", "....5...."]
    state = kit.build(rows, [{"pos": "E0", "energy": 3}, {"pos": "I0", "energy": 7}], turn=1)
    new, events = GAME.apply(state, 1, "I1")
    assert _kinds(events) == [("out", 0)]
    assert new["birds"][0]["status"] == "out" and new["birds"][0]["pos"] is None
    assert new["turn"] == 1 and not new["over"]
    # ignoring the bird on I1, the beetle is still 10 spaces away, not 2
    before_out = kit.build([START_SPACES, "~~~~~~~~.", "....5...."],
                           [{"pos": "E0", "energy": 3}, {"pos": "I1", "energy": 9}])
    assert destinations(before_out, 0, ignore_birds=True) == {parse_label("E2"): 10}
    assert GAME._situation(before_out, 0) == "out"


# -- 6. the new-players bonus reaches nested birds -------------------------------------------


def test_variation_new_players_bonus_goes_to_birds_already_on_their_nest(kit):
    """README, "New players option": "the first time a bird would be out, every
    bird not out (flying or nested) first gets 5 energy, once per game"
    (rulebook: "give all players 5 additional points as soon as a player needs
    extra energy"). A bird on its nest gets it too; a bird already out does
    not."""
    rows = ["2.......3", GRASS, NEST_ROW]
    birds = [
        {"pos": "E20", "energy": 4, "status": "nested"},
        {"pos": "D18", "energy": 1},
        {"pos": "G18", "energy": 8},
        {"pos": None, "energy": 2, "status": "out"},
    ]
    state = kit.build(rows, birds, first=18, turn=2, nests={"robin": "E20", "bluethroat": None},
                      options={"new_players": True})
    new, events = GAME.apply(state, 2, "I18")
    assert _kinds(events) == [("bonus", None)]
    assert new["bonus_given"] is True
    assert [kit.energy(new, s) for s in range(4)] == [4 + 5, 1 + 5, 8 - 2 + 3 + 5, 2]
    assert new["turn"] == 1  # the bird that needed it flies
    # the nested bird's points at the end include the bonus
    assert GAME.bird_points(new, 0) == 9
