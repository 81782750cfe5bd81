"""Season preparation, the three tile sources, schools, Bimble reveals, Time
for Tea in its order, going home (2, 3 and 4 players), the next season and
the end of the game."""

import json

import pytest

from rules.base import GameOver, IllegalMove, NotationError, NotYourTurn, Rng
from rules.twittens import GAME
from rules.twittens.geometry import CARDS, TILES, Twitten
from tests.twittens.twhelp import give_twitten, hold, prepared, put_on, take_out, tiles_of

STRAIGHT = tiles_of("straight")


def houses(tid):
    return sum(row.count("house") for row in TILES[tid]["cells"])


def has(tid, element):
    return any(element in tok for row in TILES[tid]["cells"] for tok in row)


def line(tids):
    """Straights in a north-south line from 0,0."""
    return [[t, 0, i, 0] for i, t in enumerate(tids)]


def plain_straights():
    return [t for t in STRAIGHT if not has(t, "school") and not has(t, "substation")]


# -- preparation ------------------------------------------------------------------


def test_setup_two_stacks_and_deals():
    state = GAME.setup(["A", "B", "C"], {}, 7)
    assert [len(s) for s in state["stacks"]] == [1, 1]
    assert all(len(s["deal_tiles"]) == 3 and len(s["deal_cards"]) == 3 for s in state["seats"])
    assert len(state["deck"]) == 60 - 2 - 9
    assert all(CARDS[c]["season"] == 1 for s in state["seats"] for c in s["deal_cards"])
    acting = GAME.to_act(state)
    assert set(acting) == {0, 1, 2} and all(d.kind == "favourite" for d in acting.values())
    GAME.validate(state)


def test_rule_favourite_place_is_one_of_the_three_drawn():
    state = GAME.setup(["A", "B"], {}, 7)
    other = state["deck"][0]
    with pytest.raises(IllegalMove, match="one of the 3 tiles you drew"):
        GAME.apply(state, 0, f"fav t{other}")
    with pytest.raises(NotationError, match="fav <tile>"):
        GAME.apply(state, 0, "favourite please")


def test_rule_keep_two_or_three_bimble_cards():
    state = GAME.setup(["A", "B"], {}, 7)
    state, _ = GAME.apply(state, 0, f"fav t{state['seats'][0]['deal_tiles'][1]}")
    dealt = state["seats"][0]["deal_cards"]
    with pytest.raises(IllegalMove, match="at least 2"):
        GAME.apply(state, 0, f"keep b{dealt[0]}")
    with pytest.raises(IllegalMove, match="cards you were dealt"):
        GAME.apply(state, 0, f"keep b{dealt[0]} b{dealt[0]}")
    three, _ = GAME.apply(state, 0, f"KEEP {' '.join(str(c) for c in dealt)}")
    assert three["seats"][0]["chosen_cards"] == dealt


def test_rule_unkept_tiles_and_cards_are_shuffled_back():
    state = GAME.setup(["A", "B"], {}, 3)
    deals = [list(s["deal_tiles"]) for s in state["seats"]]
    cards = [list(s["deal_cards"]) for s in state["seats"]]
    state, _ = GAME.apply(state, 0, f"fav t{deals[0][0]}")
    state, _ = GAME.apply(state, 1, f"fav t{deals[1][2]}")
    state, _ = GAME.apply(state, 0, f"keep b{cards[0][0]} b{cards[0][1]}")
    assert state["phase"] == "prepare"  # seat 1 still choosing
    assert GAME.to_act(state) == {1: GAME.to_act(state)[1]}
    state, events = GAME.apply(state, 1, f"keep b{cards[1][0]} b{cards[1][1]} b{cards[1][2]}")
    assert state["phase"] == "play" and state["turn"] == 0 and state["step"] == "source"
    assert state["seats"][0]["favourite"] == deals[0][0] and state["seats"][1]["favourite"] == deals[1][2]
    assert set(deals[0][1:] + deals[1][:2]) <= set(state["deck"])
    assert len(state["deck"]) == 60 - 2 - 2
    assert cards[0][2] in state["bimble_decks"][0]
    assert len(state["bimble_decks"][0]) == 25 - 5
    assert any("Spring begins" in str(e.text) for e in events)


def test_pending_preparation_choices_are_secret():
    state = GAME.setup(["A", "B"], {}, 3)
    fav = state["seats"][0]["deal_tiles"][2]
    state, _ = GAME.apply(state, 0, f"fav t{fav}")
    public = GAME.view(state, None)
    assert "me" not in public
    assert all(t["id"] != fav for s in public["seats"] for t in s["twitten"])
    assert public["seats"][0]["has_favourite"] is True
    assert GAME.view(state, 0)["me"]["chosen_fav"] == fav
    assert GAME.view(state, 1)["me"]["chosen_fav"] is None


def test_public_view_tells_who_still_has_a_favourite_place_but_not_which():
    """Favourite Place "face down in front of you": everyone sees whether a
    player still has one (kept face down, or chosen during preparation), not
    the tile."""
    state = GAME.setup(["A", "B"], {}, 3)
    assert [s["has_favourite"] for s in GAME.view(state, None)["seats"]] == [False, False]
    state = prepared(2, seed=4)
    fav = state["seats"][0]["favourite"]
    assert [s["has_favourite"] for s in GAME.view(state, None)["seats"]] == [True, True]
    used, _ = GAME.apply(state, 0, "favourite")
    public = GAME.view(used, None)
    assert [s["has_favourite"] for s in public["seats"]] == [False, True]
    assert "me" not in GAME.view(state, None)  # which tile it is stays in the private view
    assert GAME.view(state, 0)["me"]["favourite"]["id"] == fav


# -- sources --------------------------------------------------------------------------


def test_rule_take_from_stack_refills_an_emptied_stack_from_the_deck():
    state = prepared(2, seed=4)
    top_a = state["stacks"][0][-1]
    deck_top = state["deck"][-1]
    new, events = GAME.apply(state, 0, "take a")
    assert new["seats"][0]["holding"] == top_a
    assert new["stacks"][0] == [deck_top] and len(new["deck"]) == len(state["deck"]) - 1
    assert "refills" in str(events[0].text)


def test_rule_take_leaves_a_nonempty_stack_alone():
    state = prepared(2, seed=4)
    state["stacks"][0].insert(0, state["deck"].pop(0))
    below = state["stacks"][0][0]
    new, _ = GAME.apply(state, 0, "take a")
    assert new["stacks"][0] == [below] and len(new["deck"]) == len(state["deck"])


def test_rule_draw_two_keep_one_other_face_up_on_either_stack():
    state = prepared(2, seed=4)
    a, b = state["deck"][-1], state["deck"][-2]
    new, _ = GAME.apply(state, 0, "draw")
    assert new["step"] == "keep" and new["seats"][0]["drawn"] == [a, b]
    assert sorted(m.notation for m in GAME.legal_moves(new, 0)) == sorted(
        [f"keep t{a} on a", f"keep t{a} on b", f"keep t{b} on a", f"keep t{b} on b"])
    with pytest.raises(IllegalMove, match="only a tile you drew"):
        GAME.apply(new, 0, "keep t999 on a")
    with pytest.raises(NotationError, match="on a or keep <tile> on b"):
        GAME.apply(new, 0, f"keep t{a}")
    kept, _ = GAME.apply(new, 0, f"keep t{b} on b")
    assert kept["stacks"][1][-1] == a and kept["seats"][0]["holding"] == b and kept["step"] in ("place", "lost")


@pytest.mark.parametrize("typed", ["keep", "hold {a} on a", "keep on a", "keep tx on a", "keep {a} on",
                                   "keep {a} on a now", "{a} on a"])
def test_a_keep_not_written_keep_tile_on_stack_is_refused_with_its_syntax(typed):
    """README: after `draw` (2 tiles) the move is `keep t5 on a` / `keep t5 on b`."""
    state = prepared(2, seed=4)
    new, _ = GAME.apply(state, 0, "draw")
    before = json.dumps(new, sort_keys=True)
    with pytest.raises(NotationError, match=r"^Keep one drawn tile: the syntax is: keep <tile> on a\|b"):
        GAME.apply(new, 0, typed.format(a=f"t{new['seats'][0]['drawn'][0]}"))
    assert json.dumps(new, sort_keys=True) == before

def test_rule_favourite_place_once_per_season():
    state = prepared(2, seed=4)
    fav = state["seats"][0]["favourite"]
    new, _ = GAME.apply(state, 0, "favourite")
    assert new["seats"][0]["holding"] == fav and new["seats"][0]["favourite"] is None
    new, _ = GAME.apply(new, 0, GAME.legal_moves(new, 0)[0].notation)
    new["turn"], new["step"] = 0, "source"
    assert "favourite" not in [m.notation for m in GAME.legal_moves(new, 0)]
    with pytest.raises(IllegalMove, match="once per season"):
        GAME.apply(new, 0, "favourite")


def test_not_your_turn_and_unknown_source():
    state = prepared(2, seed=4)
    with pytest.raises(NotYourTurn, match="not your turn"):
        GAME.apply(state, 1, "draw")
    with pytest.raises(NotationError, match="take a, take b, draw or favourite"):
        GAME.apply(state, 0, "steal")


# -- schools and Bimble cards ------------------------------------------------------------


def test_rule_school_draws_two_bimble_cards_keep_one_rest_to_the_bottom():
    state = prepared(2, seed=4)
    school = next(t for t in TILES if has(t, "school"))
    hold(state, 0, school)
    bdeck = state["bimble_decks"][0]
    top_two = [bdeck[-1], bdeck[-2]]
    new, _ = GAME.apply(state, 0, "place 0,0 0")
    assert new["step"] == "school" and new["seats"][0]["school"] == top_two
    assert [m.notation for m in GAME.legal_moves(new, 0)] == [f"bimble b{c}" for c in top_two] + ["bimble none"]
    kept, _ = GAME.apply(new, 0, f"bimble b{top_two[1]}")
    assert kept["seats"][0]["cards"][-1] == top_two[1]
    assert kept["bimble_decks"][0][0] == top_two[0]  # the other to the bottom
    none, _ = GAME.apply(new, 0, "bimble none")
    assert none["bimble_decks"][0][:2] == [top_two[1], top_two[0]]
    assert len(none["seats"][0]["cards"]) == len(state["seats"][0]["cards"])
    with pytest.raises(IllegalMove, match="Schools"):
        GAME.apply(new, 0, "bimble b999")


def test_rule_completed_bimble_cards_are_revealed_automatically():
    state = prepared(2, seed=4)
    crossed = next(c for c in CARDS.values() if c["title"] == "Crossed Paths")  # 1 junction, 2 straights
    state["seats"][0]["cards"] = [crossed["id"]]
    state["bimble_decks"][0] = [c for c in state["bimble_decks"][0] if c != crossed["id"]]
    for s in state["seats"][1:]:
        s["cards"] = [c for c in s["cards"] if c != crossed["id"]]
    state["bimble_decks"][0] += [c for c in range(1, 26) if c not in state["bimble_decks"][0]
                                 and all(c not in s["cards"] for s in state["seats"])]
    junction = next(t for t in tiles_of("junction") if sum(e == "path" for e in TILES[t]["edges"]) == 3
                    and not has(t, "school"))
    give_twitten(state, 0, line(plain_straights()[:2]))
    hold(state, 0, junction)
    new, events = GAME.apply(state, 0, "place 0,2 0")
    assert new["seats"][0]["completed"] == [crossed["id"]]
    assert any("completed the Bimble card Crossed Paths" in str(e.text) for e in events)
    assert GAME.view(new, None)["seats"][0]["completed"][0]["title"] == "Crossed Paths"


# -- Time for Tea ------------------------------------------------------------------------------


def hold_and_place(state, seat, tid, where):
    hold(state, seat, tid)
    return GAME.apply(state, seat, where)


def test_rule_fewer_than_five_tiles_cannot_go_home():
    state = prepared(2, seed=4)
    quiet = [t for t in plain_straights() if houses(t) == 0]
    give_twitten(state, 0, line(quiet[:3]))
    new, _ = hold_and_place(state, 0, quiet[3], "place 0,3 0")
    assert new["turn"] == 1 and new["step"] == "source"  # no choice offered: 4 tiles
    assert not new["seats"][0]["home"]


def test_rule_with_five_tiles_the_player_chooses():
    state = prepared(2, seed=4)
    quiet = [t for t in plain_straights() if houses(t) == 0]
    give_twitten(state, 0, line(quiet[:4]))
    new, _ = hold_and_place(state, 0, quiet[4], "place 0,4 0")
    assert new["step"] == "tea" and new["turn"] == 0
    assert [m.notation for m in GAME.legal_moves(new, 0)] == ["home", "stay"]
    stay, _ = GAME.apply(new, 0, "stay")
    assert stay["turn"] == 1 and stay["stacks"] is not None
    with pytest.raises(NotationError, match="home or stay"):
        GAME.apply(new, 0, "maybe")


def test_rule_over_the_house_limit_must_go_home():
    state = prepared(2, seed=4)
    pool = sorted(plain_straights(), key=houses, reverse=True)
    chosen = pool[:4]  # 2 houses each: 8 houses, over the limit of 7
    assert sum(houses(t) for t in chosen) == 8
    give_twitten(state, 0, line(chosen[:3]))
    new, events = hold_and_place(state, 0, chosen[3], "place 0,3 0")
    assert new["seats"][0]["home"] and new["seats"][0]["home_reason"] == "limit"
    assert any("house limit" in str(e.text) for e in events)
    assert new["stacks"] is None and new["discard"] is not None


def test_rule_substation_lets_eight_houses_stay():
    state = prepared(2, seed=4)
    sub = next(t for t in STRAIGHT if has(t, "substation"))
    pool = sorted([t for t in plain_straights()], key=houses, reverse=True)
    chosen = []
    total = houses(sub)
    for t in pool:
        if total + houses(t) <= 8 and len(chosen) < 5:
            chosen.append(t)
            total += houses(t)
    assert total == 8
    give_twitten(state, 0, line([sub] + chosen[:-1]))
    new, _ = hold_and_place(state, 0, chosen[-1], f"place 0,{len(chosen)} 0")
    assert not new["seats"][0]["home"]
    assert Twitten(new["seats"][0]["twitten"]).count("house") == 8


def test_rule_unable_to_add_a_tile_must_go_home():
    state = prepared(2, seed=4)
    culs = tiles_of("culdesac")
    give_twitten(state, 0, [[culs[0], 0, 0, 0], [culs[1], 0, 1, 180]])  # closed at both ends
    assert [m.notation for m in GAME.legal_moves(state, 0)] == ["draw"]  # face-up tiles fit nowhere
    drawn, _ = GAME.apply(state, 0, "draw")
    new, _ = GAME.apply(drawn, 0, f"keep t{drawn['seats'][0]['drawn'][0]} on a")
    assert new["step"] == "lost"
    assert [m.notation for m in GAME.legal_moves(new, 0)] == ["return a", "return b"]
    held = new["seats"][0]["holding"]
    back, events = GAME.apply(new, 0, "return b")
    assert back["seats"][0]["home"] and back["seats"][0]["home_reason"] == "lost"
    assert back["discard"][-1] == held  # on stack B, then both stacks merged
    assert any("could not add" in str(e.text) for e in events)


def test_rule_deck_empty_everyone_goes_home_and_season_scores():
    state = prepared(2, seed=4)
    last = state["deck"][0]
    for t in state["deck"][1:]:
        put_on(state, t, state["stacks"][0])
    assert state["deck"] == [last]
    new, _ = GAME.apply(state, 0, "draw")  # only 1 tile left
    assert new["seats"][0]["holding"] == last
    if new["step"] == "place":
        new, events = GAME.apply(new, 0, GAME.legal_moves(new, 0)[0].notation)
        if new["phase"] == "play":  # the school step, if the last tile had a school
            new, events = GAME.apply(new, 0, "bimble none")
    assert any("too dark" in str(e.text) for e in events)
    assert new["season"] == 2 and new["phase"] == "prepare"
    assert all(len(s["sheets"]) == 1 for s in new["seats"])
    GAME.validate(new)


def go_home_all_but(state, keep):
    for i, s in enumerate(state["seats"]):
        if i != keep:
            s["home"], s["home_reason"] = True, "chose"
    state["discard"] = state["stacks"][0] + state["stacks"][1]
    state["stacks"] = None
    state["turn"], state["step"] = keep, "source"


def test_rule_first_home_merges_stacks_into_discard_pile():
    state = prepared(3, seed=4)
    quiet = [t for t in plain_straights() if houses(t) == 0]
    give_twitten(state, 0, line(quiet[:4]))
    a, b = list(state["stacks"][0]), list(state["stacks"][1])
    new, _ = hold_and_place(state, 0, quiet[4], "place 0,4 0")
    home, events = GAME.apply(new, 0, "home")
    assert home["stacks"] is None and home["discard"] == a + b
    assert any("discard pile" in str(e.text) for e in events)
    assert home["turn"] == 1
    assert [m.notation for m in GAME.legal_moves(home, 1)] == ["draw", "favourite"]
    with pytest.raises(IllegalMove, match="Going Home for Tea"):
        GAME.apply(home, 1, "take a")
    drawn, _ = GAME.apply(home, 1, "draw")
    x, y = drawn["seats"][1]["drawn"]
    assert [m.notation for m in GAME.legal_moves(drawn, 1)] == [f"keep t{x}", f"keep t{y}"]
    with pytest.raises(IllegalMove, match="discard pile"):
        GAME.apply(drawn, 1, f"keep t{x} on a")
    kept, _ = GAME.apply(drawn, 1, f"keep t{x}")
    assert kept["discard"][-1] == y


def test_rule_three_players_last_player_draws_only_one():
    state = prepared(3, seed=4)
    go_home_all_but(state, 2)
    GAME.validate(state)
    top = state["deck"][-1]
    assert "draw 1 tile" in [str(m.label) for m in GAME.legal_moves(state, 2) if m.notation == "draw"][0]
    new, events = GAME.apply(state, 2, "draw")
    assert new["seats"][2]["holding"] == top and new["seats"][2]["drawn"] == []
    assert new["step"] == "place"
    placed, _ = GAME.apply(new, 2, GAME.legal_moves(new, 2)[0].notation)
    assert placed["turn"] == 2 and not placed["seats"][2]["home"]  # keeps playing


def test_rule_two_players_last_player_still_draws_two():
    state = prepared(2, seed=4)
    go_home_all_but(state, 1)
    new, _ = GAME.apply(state, 1, "draw")
    assert len(new["seats"][1]["drawn"]) == 2


def test_rule_four_players_last_turn_then_home():
    state = prepared(4, seed=4)
    go_home_all_but(state, 3)
    GAME.validate(state)
    new, _ = GAME.apply(state, 3, "draw")
    assert new["step"] == "place" and new["seats"][3]["holding"] is not None
    done, events = GAME.apply(new, 3, GAME.legal_moves(new, 3)[0].notation)
    if done["phase"] == "play" and done["step"] == "school":
        done, events = GAME.apply(done, 3, "bimble none")
    assert any("last turn" in str(e.text) for e in events)
    assert done["season"] == 2 and done["phase"] == "prepare"


# -- seasons and the end ----------------------------------------------------------------------


def end_season_with_scores(start, n=3):
    """Seat 0 scores a house; every other seat scores 0: they tie lowest."""
    state = prepared(n, seed=4)
    for s in state["seats"]:
        state["bimble_decks"][0] += s["cards"]
        s["cards"] = []
    go_home_all_but(state, 0)
    state["start"] = start
    one_house = next(t for t in plain_straights() if houses(t) == 1 and not has(t, "tree"))
    take_out(state, one_house)
    for t in list(state["deck"]):
        put_on(state, t, state["discard"])
    state["deck"] = [one_house]
    GAME.validate(state)
    new, _ = GAME.apply(state, 0, "draw")
    new, _ = GAME.apply(new, 0, "place 0,0 0")
    assert new["season"] == 2
    return new


def test_rule_next_start_player_lowest_score_tie_closest_clockwise():
    new = end_season_with_scores(start=0)
    totals = [s["sheets"][0]["total"] for s in new["seats"]]
    assert totals[0] > 0 and totals[1] == totals[2] == 0
    assert new["start"] == 1  # seats 1 and 2 tie; 1 is closer clockwise from 0
    again = end_season_with_scores(start=2)
    assert again["start"] == 2  # the current start player is the closest of the tied


def test_next_season_returns_every_tile_and_deals_next_deck():
    new = end_season_with_scores(start=0)
    assert new["stacks"] is not None and new["discard"] is None
    assert all(s["twitten"] == [] and not s["home"] for s in new["seats"])
    assert all(CARDS[c]["season"] == 2 for s in new["seats"] for c in s["deal_cards"])
    assert sorted(new["bimble_decks"][0]) == list(range(1, 26))
    GAME.validate(new)


def test_four_seasons_then_game_over_and_refusals():
    state = GAME.setup(["A", "B"], {}, 11)
    bot = GAME.computer_player(1)
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, bot.choose(GAME, state, seat))
    assert all(len(s["sheets"]) == 4 for s in state["seats"])
    assert GAME.to_act(state) == {}
    with pytest.raises(GameOver):
        GAME.apply(state, 0, "draw")
    scores = GAME.scores(state)
    for i, s in enumerate(state["seats"]):
        assert scores[i]["total"] == sum(sh["total"] for sh in s["sheets"])
        assert scores[i]["houses"] == sum(sh["houses"] for sh in s["sheets"])
    view = GAME.view(state, None)
    assert view["over"] and view["standings"][0]["rank"] == 1


def test_rule_final_tie_broken_by_houses_then_trees():
    state = GAME.setup(["A", "B", "C"], {}, 2)
    sheet = {k: 0 for k in ("houses", "trees", "streetlights", "roads", "stations", "playgrounds",
                            "allotments", "bimble")}
    a = dict(sheet, houses=6, trees=4, total=10)
    b = dict(sheet, houses=6, trees=2, streetlights=2, total=10)
    c = dict(sheet, houses=7, trees=3, total=10)
    for seat, sh in zip(state["seats"], (a, b, c), strict=True):
        seat["sheets"] = [sh]
    ranking = GAME.standings(state)
    assert [s.seat for s in ranking] == [2, 0, 1]
    assert [s.rank for s in ranking] == [1, 2, 3]
    assert "houses" in str(ranking[0].detail) and "trees" in str(ranking[1].detail)
    state["seats"][1]["sheets"] = [dict(a)]
    ranking = GAME.standings(state)
    assert [s.rank for s in ranking] == [1, 2, 2]
    assert "every tie-break" in str(ranking[1].detail)


def test_example_state_in_the_package_is_valid_and_playable():
    import json
    from pathlib import Path

    import rules.twittens

    path = Path(rules.twittens.__file__).parent / "example_state.json"
    state = json.loads(path.read_text())
    GAME.validate(state)
    assert GAME.to_act(state)[state["turn"]].kind == "source"
    new, _ = GAME.apply(state, state["turn"], "take a")
    GAME.validate(new)


def test_hand_written_seat_missing_a_key_is_invalid():
    from rules.base import InvalidState

    state = prepared(2)
    del state["seats"][1]["holding"]
    with pytest.raises(InvalidState, match="lacks holding"):
        GAME.validate(state)


def test_road_on_a_one_tile_twitten_counts_as_an_end():
    road = tiles_of("road")[0]
    assert Twitten([[road, 0, 0, 0]]).score()["roads"] == 5


def test_school_with_one_card_left_draws_one_and_with_none_skips():
    state = prepared(2, seed=4)
    school = next(t for t in TILES if has(t, "school"))
    take_out(state, school)
    bdeck = state["bimble_decks"][0]
    keep_one = bdeck[-1]
    for c in bdeck[:-1]:  # move the rest into seat 1's hand to keep every card accounted for
        state["seats"][1]["cards"].append(c)
    del bdeck[:-1]
    state["seats"][0]["holding"] = school
    state["step"] = "place"
    GAME.validate(state)
    one, _ = GAME.apply(state, 0, "place 0,0 0")
    assert one["step"] == "school" and one["seats"][0]["school"] == [keep_one]
    state["seats"][1]["cards"].append(bdeck.pop())
    GAME.validate(state)
    none, _ = GAME.apply(state, 0, "place 0,0 0")
    assert none["step"] != "school" and none["turn"] == 1


def test_rule_lost_after_first_home_returns_to_the_discard_pile():
    state = prepared(3, seed=4)
    go_home_all_but(state, 0)
    state["seats"][1]["home"], state["seats"][1]["home_reason"] = False, None  # two still in play
    culs = tiles_of("culdesac")
    give_twitten(state, 0, [[culs[0], 0, 0, 0], [culs[1], 0, 1, 180]])
    state, _ = GAME.apply(state, 0, "draw")
    state, _ = GAME.apply(state, 0, f"keep t{state['seats'][0]['drawn'][0]}")
    assert state["step"] == "lost"
    assert [m.notation for m in GAME.legal_moves(state, 0)] == ["return"]
    held = state["seats"][0]["holding"]
    with pytest.raises(IllegalMove, match="discard pile"):
        GAME.apply(state, 0, "return a")
    back, _ = GAME.apply(state, 0, "return")
    assert back["discard"][-1] == held and back["seats"][0]["home_reason"] == "lost"
    assert back["turn"] == 1


def test_an_empty_twitten_offers_its_first_space_at_the_origin():
    """The first tile of a Twitten goes at 0,0 (README): the view marks
    that space open for every seat that has placed nothing yet."""
    state = GAME.setup(["a", "b", "c"], {}, 3)
    while state["phase"] == "prepare":
        seat = min(GAME.to_act(state))
        state = GAME.fast_apply(state, seat, GAME.fast_moves(state, seat)[0])
    assert all(not s["twitten"] for s in state["seats"])
    for viewer in range(3):
        assert [s["open"] for s in GAME.view(state, viewer)["seats"]] == [[[0, 0]]] * 3


def test_the_view_shows_a_seat_ready_once_it_chose_both_its_favourite_and_its_cards():
    """Preparing a season, everyone sees who has made both choices (not
    which): ready only after the Favourite Place and the Bimble cards."""
    state = GAME.setup(["a", "b"], {}, 3)
    ready = [[s["ready"] for s in GAME.view(state, 1)["seats"]]]
    for _step in range(2):  # seat 0: its Favourite Place, then its cards
        state = GAME.fast_apply(state, 0, GAME.fast_moves(state, 0)[0])
        ready.append([s["ready"] for s in GAME.view(state, 1)["seats"]])
    assert state["seats"][0]["chosen_cards"] is not None and state["seats"][1]["chosen_fav"] is None
    assert ready == [[False, False], [False, False], [True, False]]


def test_the_keep_prompt_says_where_the_other_tile_goes():
    """After drawing two tiles, the one not kept goes on the chosen stack
    while there are stacks, else on the discard pile: the prompt says so."""
    rng = Rng.from_seed("keep")
    seen = set()
    for seed in range(1, 6):
        state = GAME.setup(["a", "b", "c"], {}, seed)
        while not GAME.is_over(state):
            seat = min(GAME.to_act(state))
            decision = GAME.to_act(state)[seat]
            if decision.kind == "keep":
                stacks = state["stacks"] is not None
                tail = ("on a|b (the other goes on that stack)." if stacks
                        else "(the other goes on the discard pile).")
                assert str(decision.prompt).endswith(tail)
                seen.add(stacks)
            state = GAME.fast_apply(state, seat, rng.choice(GAME.fast_moves(state, seat)))
        if seen == {True, False}:
            return
    assert True in seen  # the stacks last the first seasons at least


def test_the_view_shows_the_top_of_the_discard_pile():
    """The discard pile's top is its last tile (the one put on it last)."""
    state = GAME.setup(["A", "B", "C"], {}, 7)
    bots = [GAME.computer_player(i) for i in range(3)]
    while not (state["discard"] and len(set(state["discard"])) > 1):
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, bots[seat].choose(GAME, state, seat))
    view = GAME.view(state, None)
    assert view["discard"] == {"size": len(state["discard"]), "top": GAME._face(state["discard"][-1])}
