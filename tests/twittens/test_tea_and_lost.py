"""Time for Tea (iii) on every path that can empty the Twitten deck, and
placing rule (iv): who may become lost (issue 12, items 1 and 2).

Rulebook, Time for Tea (iii): "If there are no more tiles in the Twitten deck,
it's too dark to keep going. Everyone must Go Home for Tea."
Placing Twitten Tiles (iv): "If you are ever unable to add tiles to your
Twitten, you must Go Home for Tea. Place the tiles you drew on top of either
stack(s) or the discard pile."
"""

import pytest

from rules.base import IllegalMove
from rules.twittens import GAME
from rules.twittens.geometry import TILES, Twitten
from tests.twittens.twhelp import give_twitten, prepared, put_on, take_out, tiles_of

DARK = "it is too dark to keep going, so everyone goes home for tea"


def houses(tid):
    return sum(row.count("house") for row in TILES[tid]["cells"])


def has(tid, element):
    return any(element in tok for row in TILES[tid]["cells"] for tok in row)


def plain(shape):
    """Tiles of a shape with no school and no substation (no side effects)."""
    return [t for t in tiles_of(shape) if not has(t, "school") and not has(t, "substation")]


def line(tids):
    return [[t, 0, i, 0] for i, t in enumerate(tids)]


def leave_in_deck(state, tids):
    """The deck becomes exactly ``tids`` (last on top); every other deck tile
    goes under stack A (or under the discard pile), so every tile stays
    accounted for."""
    under = state["stacks"][0] if state["stacks"] is not None else state["discard"]
    for t in list(state["deck"]):
        if t not in tids:
            state["deck"].remove(t)
            under.insert(0, t)
    for t in tids:
        if t not in state["deck"]:
            take_out(state, t)
    state["deck"][:] = list(tids)
    GAME.validate(state)


def all_home_but(state, keep):
    for i, s in enumerate(state["seats"]):
        if i != keep:
            s["home"], s["home_reason"] = True, "chose"
    if state["stacks"] is not None:
        state["discard"] = state["stacks"][0] + state["stacks"][1]
        state["stacks"] = None
    state["turn"], state["step"] = keep, "source"


def season_was_scored(state, events):
    assert any(DARK in str(e.text) for e in events), [str(e.text) for e in events]
    assert state["season"] == 2 and state["phase"] == "prepare"
    assert all(len(s["sheets"]) == 1 for s in state["seats"])
    GAME.validate(state)


TWO_HOUSES = [t for t in plain("straight") if houses(t) == 2]


# -- Time for Tea (iii): "Everyone must Go Home for Tea." ---------------------------------


def test_time_for_tea_iii_everyone_goes_home_when_the_mover_goes_over_the_house_limit_with_the_last_tile():
    state = prepared(2, seed=4)
    give_twitten(state, 0, line(TWO_HOUSES[:3]))  # 6 houses
    leave_in_deck(state, [TWO_HOUSES[3]])
    drawn, _ = GAME.apply(state, 0, "draw")  # the last tile: only 1 to draw
    assert drawn["seats"][0]["holding"] == TWO_HOUSES[3] and drawn["deck"] == []
    new, events = GAME.apply(drawn, 0, "place 0,3 0")  # 8 houses: over the limit of 7
    assert any("over the house limit" in str(e.text) for e in events)
    season_was_scored(new, events)
    assert new["seats"][0]["sheets"][0]["houses"] == 0  # over the limit: no points for houses


def test_time_for_tea_iii_everyone_goes_home_when_the_mover_is_lost_and_the_deck_is_empty():
    state = prepared(2, seed=4)
    culs = tiles_of("culdesac")
    give_twitten(state, 0, [[culs[0], 0, 0, 0], [culs[1], 0, 1, 180]])  # closed at both ends
    last_two = plain("straight")[:2]
    leave_in_deck(state, last_two)
    drawn, _ = GAME.apply(state, 0, "draw")
    assert drawn["deck"] == [] and drawn["step"] == "keep"
    kept, _ = GAME.apply(drawn, 0, f"keep t{last_two[1]} on a")
    assert kept["step"] == "lost"
    new, events = GAME.apply(kept, 0, "return b")
    assert any("could not add" in str(e.text) for e in events)
    season_was_scored(new, events)


def test_time_for_tea_iii_a_stack_refilled_with_the_last_deck_tile_empties_the_deck():
    """Choosing a stack's only tile refills it from the deck; if that was the
    deck's last tile the deck is empty after the turn, limit or not."""
    state = prepared(2, seed=4)
    give_twitten(state, 0, line(TWO_HOUSES[:3]))
    last = plain("junction")[0]
    leave_in_deck(state, [last])
    stack_a = state["stacks"][0]
    for t in stack_a[:]:
        put_on(state, t, state["stacks"][1])  # stack A holds only the tile we take
    put_on(state, TWO_HOUSES[3], stack_a)
    GAME.validate(state)
    took, _ = GAME.apply(state, 0, "take a")
    assert took["stacks"][0] == [last] and took["deck"] == []
    new, events = GAME.apply(took, 0, "place 0,3 0")
    assert any("over the house limit" in str(e.text) for e in events)
    season_was_scored(new, events)


def test_time_for_tea_iii_comes_before_iv_a_short_twitten_still_goes_home_in_the_dark():
    state = prepared(2, seed=4)
    quiet = [t for t in plain("straight") if houses(t) == 0]
    give_twitten(state, 0, line(quiet[:1]))  # 2 tiles after this turn: fewer than 5
    leave_in_deck(state, [quiet[1]])
    drawn, _ = GAME.apply(state, 0, "draw")
    new, events = GAME.apply(drawn, 0, "place 0,1 0")
    season_was_scored(new, events)


def test_time_for_tea_iii_draw_two_and_discard_one_of_the_last_two():
    state = prepared(3, seed=4)
    all_home_but(state, 2)
    state["seats"][1]["home"], state["seats"][1]["home_reason"] = False, None  # two in play
    state["turn"] = 1
    quiet = [t for t in plain("straight") if houses(t) == 0]
    leave_in_deck(state, quiet[:2])
    drawn, _ = GAME.apply(state, 1, "draw")
    assert drawn["seats"][1]["drawn"] == [quiet[1], quiet[0]]
    kept, _ = GAME.apply(drawn, 1, f"keep t{quiet[1]}")
    assert kept["discard"][-1] == quiet[0]
    new, events = GAME.apply(kept, 1, "place 0,0 0")
    season_was_scored(new, events)


@pytest.mark.parametrize("players", [3, 4])
def test_time_for_tea_iii_the_last_player_in_play_draws_the_last_single_tile(players):
    """3 players: "they can only draw the top 1 tile"; 4 players: the last turn.
    When that single tile was the deck's last, the season is scored."""
    state = prepared(players, seed=4)
    all_home_but(state, 0)
    quiet = [t for t in plain("straight") if houses(t) == 0]
    leave_in_deck(state, quiet[:2])
    drawn, _ = GAME.apply(state, 0, "draw")
    assert drawn["seats"][0]["holding"] == quiet[1] and drawn["deck"] == [quiet[0]]
    placed, events = GAME.apply(drawn, 0, "place 0,0 0")
    if players == 4:  # "After this final turn, they must Go Home for Tea."
        assert placed["season"] == 2 and any("last turn" in str(e.text) for e in events)
        return
    assert placed["turn"] == 0 and placed["season"] == 1  # 3 players: plays on while tiles remain
    drawn, _ = GAME.apply(placed, 0, "draw")
    assert drawn["deck"] == []
    new, events = GAME.apply(drawn, 0, "place 0,1 0")
    season_was_scored(new, events)


def test_time_for_tea_iii_school_draws_do_not_count():
    """A school draws Bimble cards, not Twitten tiles: emptying the Bimble deck
    does not end the season, and when the placed school tile was the Twitten
    deck's last, the season ends only after the school choice."""
    school = next(t for t in TILES if has(t, "school"))
    state = prepared(2, seed=4)
    bdeck = state["bimble_decks"][0]
    while len(bdeck) > 2:  # keep every card accounted for: the rest go to seat 1's hand
        state["seats"][1]["cards"].append(bdeck.pop(0))
    leave_in_deck(state, plain("straight")[:2] + [school])
    drawn, _ = GAME.apply(state, 0, "draw")
    kept, _ = GAME.apply(drawn, 0, f"keep t{school} on a")
    placed, _ = GAME.apply(kept, 0, "place 0,0 0")
    assert placed["step"] == "school" and placed["bimble_decks"][0] == []
    chosen, events = GAME.apply(placed, 0, "bimble none")
    assert not any(DARK in str(e.text) for e in events)
    assert chosen["season"] == 1 and chosen["turn"] == 1  # the Twitten deck still has a tile

    state = prepared(2, seed=4)
    leave_in_deck(state, [school])
    drawn, _ = GAME.apply(state, 0, "draw")
    placed, events = GAME.apply(drawn, 0, "place 0,0 0")
    assert placed["step"] == "school" and placed["season"] == 1  # the school choice comes first
    assert not any(DARK in str(e.text) for e in events)
    new, events = GAME.apply(placed, 0, f"bimble b{placed['seats'][0]['school'][0]}")
    season_was_scored(new, events)


# -- placing rule (iv): only a player who cannot add a tile is lost -------------------------

BENDS = plain("bend")


def cornered():
    """Seat 0's Twitten has one open space, 1,1, needing the path on its north
    and west edges: bends and junctions fit there, straights and
    cul-de-sacs fit nowhere."""
    state = prepared(2, seed=4)
    give_twitten(state, 0, [[BENDS[0], 0, 0, 90], [BENDS[1], 1, 0, 180], [BENDS[2], 0, 1, 0]])
    tw = Twitten(state["seats"][0]["twitten"])
    assert tw.frontier() == [(1, 1)]
    assert tw.legal_placements(BENDS[3]) and not tw.legal_placements(plain("straight")[0])
    return state


def test_placing_rule_iv_a_drawn_tile_that_fits_nowhere_may_not_be_kept_while_the_other_fits():
    state = cornered()
    straight, bend = plain("straight")[0], BENDS[3]
    leave_in_deck(state, [t for t in state["deck"] if t not in (bend, straight)] + [bend, straight])
    drawn, _ = GAME.apply(state, 0, "draw")
    assert drawn["seats"][0]["drawn"] == [straight, bend]
    assert sorted(m.notation for m in GAME.legal_moves(drawn, 0)) == [f"keep t{bend} on a", f"keep t{bend} on b"]
    with pytest.raises(IllegalMove,
                       match=rf"Placing rule iv: t{straight} fits nowhere in your Twitten but t{bend} does"):
        GAME.apply(drawn, 0, f"keep t{straight} on a")
    kept, _ = GAME.apply(drawn, 0, f"keep t{bend} on a")
    assert kept["step"] == "place" and kept["stacks"][0][-1] == straight


def test_placing_rule_iv_when_neither_drawn_tile_fits_both_go_back_on_the_stacks():
    state = cornered()
    first, second = plain("straight")[:2]
    leave_in_deck(state, [t for t in state["deck"] if t not in (first, second)] + [second, first])
    drawn, _ = GAME.apply(state, 0, "draw")
    moves = sorted(m.notation for m in GAME.legal_moves(drawn, 0))
    assert moves == sorted(f"keep t{t} on {s}" for t in (first, second) for s in "ab")
    assert all("fits nowhere" in str(m.label) for m in GAME.legal_moves(drawn, 0))
    kept, _ = GAME.apply(drawn, 0, f"keep t{first} on a")
    assert kept["step"] == "lost" and kept["stacks"][0][-1] == second
    back, events = GAME.apply(kept, 0, "return b")
    assert back["seats"][0]["home"] and back["seats"][0]["home_reason"] == "lost"
    # both drawn tiles went back, then the stacks were merged: A's tiles, then B's on top
    assert back["discard"] == kept["stacks"][0] + kept["stacks"][1] + [first]


def test_placing_rule_iv_a_stack_tile_that_fits_nowhere_may_not_be_chosen():
    state = cornered()
    straight = plain("straight")[0]
    put_on(state, straight, state["stacks"][0])
    put_on(state, BENDS[3], state["stacks"][1])
    GAME.validate(state)
    assert [m.notation for m in GAME.legal_moves(state, 0)][:1] == ["take b"]
    assert "take a" not in [m.notation for m in GAME.legal_moves(state, 0)]
    assert "take a" not in str(GAME.to_act(state)[0].prompt)
    with pytest.raises(IllegalMove, match=rf"Placing rule iv: t{straight} on stack A fits nowhere"):
        GAME.apply(state, 0, "take a")
    took, _ = GAME.apply(state, 0, "take b")
    assert took["step"] == "place"


def test_placing_rule_iv_a_favourite_place_that_fits_nowhere_may_not_be_chosen():
    state = cornered()
    straight = plain("straight")[0]
    fav = state["seats"][0]["favourite"]
    take_out(state, straight)
    state["seats"][0]["favourite"] = straight
    state["deck"].insert(0, fav)
    GAME.validate(state)
    assert "favourite" not in [m.notation for m in GAME.legal_moves(state, 0)]
    with pytest.raises(IllegalMove, match=rf"Placing rule iv: your Favourite Place t{straight} fits nowhere"):
        GAME.apply(state, 0, "favourite")
    assert "draw" in [m.notation for m in GAME.legal_moves(state, 0)]


def test_a_game_stored_before_time_for_tea_iii_held_on_every_path_still_ends_its_season():
    """Before this rule was enforced whatever sent the mover home, a stored
    game could reach a turn with an empty deck. validate calls that position
    impossible, but the game must not stall: with nothing to draw, the
    player may still play a Favourite Place that fits nowhere, gets lost,
    and the dark ends the season."""
    from rules.base import InvalidState

    state = prepared(2, seed=4)
    home = state["seats"][0]
    home["home"], home["home_reason"] = True, "limit"
    state["discard"], state["stacks"] = state["stacks"][0] + state["stacks"][1], None
    state["discard"][:0] = state["deck"]
    state["deck"] = []
    culs = tiles_of("culdesac")
    for t in culs[:2]:
        take_out(state, t)
    state["seats"][1]["twitten"] = [[culs[0], 0, 0, 0], [culs[1], 0, 1, 180]]  # closed: nothing fits
    state["turn"], state["step"] = 1, "source"
    with pytest.raises(InvalidState, match="The Twitten deck is empty only during the turn that emptied it"):
        GAME.validate(state)
    assert [m.notation for m in GAME.legal_moves(state, 1)] == ["favourite"]
    lost, _ = GAME.apply(state, 1, "favourite")
    assert lost["step"] == "lost"
    new, events = GAME.apply(lost, 1, "return")
    season_was_scored(new, events)
