"""Rulebook clauses that were enforced but untested: each test quotes the
sentence of /work/shared/rulebooks/twittens.txt it checks and would fail if
the engine implemented that sentence wrongly."""

import pytest

from rules.twittens import GAME
from rules.twittens.geometry import CARDS, Twitten
from tests.twittens.twhelp import ew, give_twitten, hold, prepared, row_twitten

OLD_OAK_ROW, DOG_WALK_TRAIL, CROSSED_PATHS = 1, 6, 23  # 10 trees; 6 lights and 6 trees; 1 junction, 2 straights
SCHOOL_JUNCTION = 47  # a junction tile with a school (north, east and south path edges)


def title(cid):
    return CARDS[cid]["title"]


def free_card(state, cid):
    """Make sure Bimble card ``cid`` of the season being played lies in the
    season's deck: if a seat holds it, that seat gets a deck card instead
    (every card stays in exactly one place)."""
    bdeck = state["bimble_decks"][state["season"] - 1]
    for s in state["seats"]:
        if cid in s["cards"]:
            s["cards"][s["cards"].index(cid)] = bdeck.pop(0)
            bdeck.insert(0, cid)
            assert not s["twitten"] and not s["completed"]
    assert cid in bdeck


def give_cards(state, seat, cids):
    """Seat ``seat`` holds exactly ``cids``; its own cards go back to the deck."""
    bdeck = state["bimble_decks"][state["season"] - 1]
    for cid in cids:
        free_card(state, cid)
        bdeck.remove(cid)
    me = state["seats"][seat]
    bdeck[:0] = me["cards"]
    me["cards"], me["completed"] = list(cids), []


def plain_move(state, seat, home=True):
    """A simple player: the first legal move, no school card, home for tea
    whenever it may choose (or stay, when ``home`` is false)."""
    moves = [m.notation for m in GAME.legal_moves(state, seat)]
    if "home" in moves:
        return "home" if home else "stay"
    if "bimble none" in moves:
        return "bimble none"
    return moves[0]


# -- 1. Gaining Extra Bimble Cards --------------------------------------------------------


def test_gaining_extra_bimble_cards_a_kept_school_card_already_met_is_completed_straight_away():
    """Gaining Extra Bimble Cards: "You can complete this new Bimble card
    straight away if you're able." The Twitten already meets the card the
    school draws (Crossed Paths: 1 junction and 2 straight paths), so keeping
    it completes it at once, before any further tile is placed."""
    state = prepared(2, seed=4)
    free_card(state, CROSSED_PATHS)
    bdeck = state["bimble_decks"][0]
    bdeck.remove(CROSSED_PATHS)
    bdeck.append(CROSSED_PATHS)  # the top of the spring deck: the school draws it
    give_twitten(state, 0, [[3, 0, 0, 0], [5, 0, 1, 0]])  # 2 straights, nothing on them
    hold(state, 0, SCHOOL_JUNCTION)
    school, _ = GAME.apply(state, 0, "place 0,2 0")
    assert school["step"] == "school" and CROSSED_PATHS in school["seats"][0]["school"]
    assert Twitten(school["seats"][0]["twitten"]).completes(CARDS[CROSSED_PATHS])
    assert CROSSED_PATHS not in school["seats"][0]["completed"]  # not held when the tile went down

    kept, events = GAME.apply(school, 0, f"bimble b{CROSSED_PATHS}")
    me = kept["seats"][0]
    assert CROSSED_PATHS in me["cards"] and me["completed"][-1] == CROSSED_PATHS
    assert any(f"completed the Bimble card {title(CROSSED_PATHS)}" in str(e.text) for e in events)
    assert kept["turn"] == 1  # the turn is over: completed straight away, not on a later turn
    assert GAME.view(kept, None)["seats"][0]["completed"][-1]["title"] == title(CROSSED_PATHS)
    GAME.validate(kept)


# -- 2. Reveal Completed Bimble Cards ----------------------------------------------------------


def test_reveal_completed_bimble_cards_as_many_as_able_sharing_the_same_elements():
    """Reveal Completed Bimble Cards: "You can complete as many Bimble cards
    on your turn as you are able. You can use the same element in your
    Twitten to complete more than 1 Bimble card on your turn." One tile takes
    the Twitten to 10 trees and 6 streetlights: Old Oak Row (10 trees) and Dog
    Walk Trail (6 streetlights and 6 trees) are both completed on that turn,
    though 10 trees could not pay for 16 if each card used up its own."""
    state = prepared(2, seed=4)
    give_cards(state, 0, [OLD_OAK_ROW, DOG_WALK_TRAIL])
    give_twitten(state, 0, [[6, 0, 0, 0], [9, 0, 1, 0], [14, 0, 2, 0]])  # straights: 7 trees, 4 lights
    before = Twitten(state["seats"][0]["twitten"])
    assert (before.count("tree"), before.lights) == (7, 4)
    assert state["seats"][0]["completed"] == []

    hold(state, 0, 19)  # a straight with 3 trees and 2 streetlights
    new, events = GAME.apply(state, 0, "place 0,3 0")
    after = Twitten(new["seats"][0]["twitten"])
    assert (after.count("tree"), after.lights) == (10, 6)
    assert after.count("tree") < CARDS[OLD_OAK_ROW]["need"]["tree"] + CARDS[DOG_WALK_TRAIL]["need"]["tree"]
    assert new["seats"][0]["completed"] == [OLD_OAK_ROW, DOG_WALK_TRAIL]
    done = [e.data["card"] for e in events if e.kind == "bimble"]
    assert done == [OLD_OAK_ROW, DOG_WALK_TRAIL]
    GAME.validate(new)


# -- 3. Trees: equally largest arrangements ----------------------------------------------------


def test_features_trees_two_equally_largest_arrangements_score_for_only_one():
    """Features, Trees: "If two or more arrangements are equally largest, you
    score for only one of those arrangements. You don't score points for any
    other trees in your Twitten." Three separate groups of 2 trees score 2."""
    tw, _, _ = row_twitten([ew("TT.", "TT."), ew(".TT", "...")])
    # top row: TT . . TT (two groups of 2); bottom row: TT (a third group of 2, across the path)
    assert tw.count("tree") == 6
    assert tw.largest_group("tree") == 2
    assert tw.score()["trees"] == 2
    assert len(tw.scoring_cells()["trees"]) == 2  # the picture rings one arrangement only
    bigger, _, _ = row_twitten([ew("TT.", "TTT"), ew(".TT", "...")])
    assert bigger.score()["trees"] == 3  # a strictly largest group still scores in full


# -- 4. Ending the Game: the tie-break beyond trees ----------------------------------------------


def test_ending_the_game_tie_on_total_houses_and_trees_is_broken_by_streetlights_then_roads():
    """Ending the Game: "If it's a tie, the player who had the highest total
    score for houses across all 4 seasons is the winner. If it's still a tie,
    compare the highest total scores for trees, streetlights and so on, in
    order, until you have a winner." Equal on total, houses and trees:
    streetlights decide before roads, and roads before stations."""
    state = GAME.setup(["A", "B", "C"], {}, 2)
    blank = {k: 0 for k in ("houses", "trees", "streetlights", "roads", "stations", "playgrounds",
                            "allotments", "bimble")}
    lights = dict(blank, houses=5, trees=3, streetlights=4, bimble=3, total=15)
    road = dict(blank, houses=5, trees=3, roads=5, bimble=2, total=15)
    station = dict(blank, houses=5, trees=3, stations=6, bimble=1, total=15)
    for seat, sheet in zip(state["seats"], (station, road, lights), strict=True):
        seat["sheets"] = [sheet]
    ranking = GAME.standings(state)
    assert [s.seat for s in ranking] == [2, 1, 0]
    assert [s.rank for s in ranking] == [1, 2, 3]
    assert "decided by streetlights" in str(ranking[0].detail)
    assert "decided by roads" in str(ranking[2].detail)


# -- 5. Setup: 2 to 4 players ---------------------------------------------------------------------


@pytest.mark.parametrize("n", [1, 5])
def test_setup_is_for_2_to_4_players(n):
    """Setup: "This shows the setup for a 2-4 player game" (solo play has its
    own rulebook, and there are 4 Time for Tea tokens). Fewer than 2 or more
    than 4 players are refused with a clear message."""
    with pytest.raises(ValueError, match="Twittens is for 2 to 4 players"):
        GAME.setup([f"P{i}" for i in range(n)], {}, 1)


@pytest.mark.parametrize("n", [2, 4])
def test_setup_accepts_2_and_4_players(n):
    """Setup: "the setup for a 2-4 player game": both ends of the range are played."""
    state = GAME.setup([f"P{i}" for i in range(n)], {}, 1)
    assert len(state["seats"]) == n
    GAME.validate(state)


# -- 6. Roads and railways break adjacency -----------------------------------------------------------


@pytest.mark.parametrize("link", ["road", "rail"])
def test_scoring_playgrounds_across_a_road_or_railway_are_not_adjacent(link):
    """Scoring a Season: "When scoring allotments or playgrounds, you don't
    score any points for trees or houses that are on the other side of a road,
    railway or Twitten path. These elements always break adjacency." The
    playground scores for the house beside it, not for the one across the
    road (or railway) stub."""
    tw, _, _ = row_twitten([ew("..H", "..."), ew("G.H", "...", north=link)])
    assert tw.cells[(0, 4)] == link  # playground (0,3), road or railway (0,4), house (0,5)
    assert tw.count("house") == 2
    assert tw.score()["playgrounds"] == 3
    alone, _, _ = row_twitten([ew("G.H", "...", north=link)])
    assert alone.score()["playgrounds"] == 0


@pytest.mark.parametrize("link", ["road", "rail"])
def test_scoring_trees_split_by_a_road_or_railway_form_two_groups(link):
    """Scoring a Season, Trees: "Trees either side of a road, a railway or a
    Twitten path don't count as being continuous." A row of 4 trees and a row
    of 3, split only by a road (or railway) stub, are two groups: 4 points."""
    tw, _, _ = row_twitten([ew("TTT", "..."), ew("T.T", "...", north=link), ew("TT.", "...")])
    assert tw.count("tree") == 7
    assert tw.largest_group("tree") == 4
    assert tw.score()["trees"] == 4


# -- 7. Four players: the last turn ------------------------------------------------------------


def test_four_players_when_the_third_goes_home_the_last_takes_one_turn_then_goes_home():
    """Going Home for Tea in a 3 or 4 Player Game: "4 players: When the third
    player has Gone Home for Tea, the remaining player takes 1 last turn as
    above. Again, if they draw from the top of the Twitten deck, they can only
    draw the top 1 tile. After this final turn, they must Go Home for Tea."
    Reached by real moves: seats 0, 1 and 2 go home as soon as they may; seat
    3 would stay."""
    state = GAME.setup(["A", "B", "C", "D"], {}, 2)
    while sum(s["home"] for s in state["seats"]) < 3:
        assert state["phase"] != "over" and state["season"] == 1
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, plain_move(state, seat, home=seat != 3))
    assert [s["home_reason"] for s in state["seats"]] == ["chose", "chose", "chose", None]
    assert state["phase"] == "play" and state["turn"] == 3 and state["step"] == "source"
    tiles = len(state["seats"][3]["twitten"])
    assert tiles == 4 and len(state["deck"]) > 1  # neither Time for Tea (iii) nor (iv) decides for seat 3

    draw = [m for m in GAME.legal_moves(state, 3) if m.notation == "draw"]
    assert draw and "draw 1 tile" in str(draw[0].label)
    state, _ = GAME.apply(state, 3, "draw")
    assert state["seats"][3]["drawn"] == [] and state["step"] == "place"  # only the top tile
    events = []
    while state["phase"] == "play":
        assert state["turn"] == 3 and state["step"] in ("place", "school")
        state, more = GAME.apply(state, 3, plain_move(state, 3, home=False))
        events += more
    assert any("D goes home for tea (took the last turn of a 4-player season)" in str(e.text) for e in events)
    assert state["season"] == 2 and state["phase"] == "prepare"  # everyone home: the season was scored
    assert len(state["seats"][3]["previous"]["twitten"]) == tiles + 1  # exactly one more tile
    assert all(len(s["sheets"]) == 1 for s in state["seats"])
    GAME.validate(state)


# -- 8. Preparing the Next Season --------------------------------------------------------------


def test_preparing_the_next_season_cards_not_kept_go_back_into_the_summer_deck():
    """Preparing the Next Season (iii): "You each keep either 2 or 3 of the
    Bimble cards you drew ... Cards not kept are shuffled back into the Bimble
    deck", the deck of the season about to be played ("3 cards from the top of
    the next season's Bimble deck", e.g. summer after spring)."""
    state = GAME.setup(["A", "B"], {}, 5)
    while state["season"] == 1:
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, plain_move(state, seat))
    assert state["season"] == 2 and state["phase"] == "prepare"
    summer, spring = state["bimble_decks"][1], list(state["bimble_decks"][0])
    assert len(summer) == 25 - 6 and sorted(spring) == list(range(1, 26))
    deck_before = list(summer)
    dropped = []
    for i in range(len(state["seats"])):
        dealt, fav = list(state["seats"][i]["deal_cards"]), state["seats"][i]["deal_tiles"][0]
        assert all(CARDS[c]["season"] == 2 for c in dealt)
        dropped.append(dealt[0])
        state, _ = GAME.apply(state, i, f"fav t{fav}")
        state, _ = GAME.apply(state, i, f"keep b{dealt[1]} b{dealt[2]}")
    assert state["phase"] == "play" and state["season"] == 2
    summer = state["bimble_decks"][1]
    assert sorted(summer) == sorted(deck_before + dropped)  # back into summer's deck...
    assert summer != deck_before + dropped  # ...and shuffled in, not laid on top
    assert state["bimble_decks"][0] == spring  # spring's deck is untouched
    assert all(c not in s["cards"] for s in state["seats"] for c in dropped)
    GAME.validate(state)
