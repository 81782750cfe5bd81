"""Taking a decision back (issue 15; README "Taking a decision back").

A decision may be taken back when its player learned nothing from it: no
random shuffle or deal, and no tile or Bimble card became visible to anyone
that the player could not already see. Each step of a turn (source, keep,
place, school, tea) is its own decision. The rulebook's boundaries:

* "You can never examine the contents of stacks": taking a stack's top tile
  uncovers the tile under it, or refills the stack "by drawing the top tile
  in the Twitten deck": refused.
* "Draw 2 tiles from the top of the Twitten deck": refused (a tile drawn).
* "When you add a school to your Twitten, draw 2 Bimble cards": refused.
* Preparing a season: the Favourite Place and Bimble cards are chosen at
  the same time and kept hidden; a choice may be taken back while another
  player is still choosing, but the last choice begins the season, and the
  tiles and cards not kept "are shuffled back": refused.
* Scoring a season (the next one is dealt) and the end of the game: refused.
"""

from __future__ import annotations

import copy

import pytest

from bot.service import Refused, Service, User
from rules.base import RandomPlayer
from rules.twittens import GAME
from rules.twittens.geometry import CARDS, TILES, Twitten
from storage.store import Store
from tests.twittens.twhelp import give_twitten, hold, prepared, put_on, take_out, tiles_of


def apply(state, seat, move):
    return GAME.apply(state, seat, move)[0]


def has(tid, element):
    return any(element in tok for row in TILES[tid]["cells"] for tok in row)


def plain(shape):
    return [t for t in tiles_of(shape) if not has(t, "school") and not has(t, "substation")]


def give_card(state, seat, cid):
    """``seat`` holds Bimble card ``cid`` (swapped with its first card)."""
    me = state["seats"][seat]
    if cid in me["cards"]:
        return
    mine = me["cards"][0]
    for place in state["bimble_decks"] + [s["cards"] for s in state["seats"]]:
        if cid in place:
            place[place.index(cid)] = mine
            break
    me["cards"][0] = cid


# -- decisions that may be taken back -------------------------------------------------


def test_a_favourite_place_and_bimble_cards_chosen_while_another_player_chooses_may_be_taken_back():
    # Preparing the First Season: the choices are kept hidden (simultaneous);
    # nothing is shuffled until everyone has chosen.
    before = GAME.setup(["Ann", "Ben"], {}, 3)
    fav = apply(before, 0, GAME.legal_moves(before, 0)[0].notation)
    assert GAME.undoable(before, fav, 0) is None
    kept = apply(fav, 0, "keep " + " ".join(f"b{c}" for c in fav["seats"][0]["deal_cards"][:2]))
    assert kept["phase"] == "prepare"  # Ben still chooses
    assert GAME.undoable(fav, kept, 0) is None


def test_placing_a_tile_taken_from_a_stack_may_be_taken_back():
    state = apply(prepared(2, 1), 0, "take a")
    after = apply(state, 0, "place 0,0 90")
    assert after["seats"][0]["twitten"] and after["rng"] == state["rng"]
    assert GAME.undoable(state, after, 0) is None


def test_placing_a_drawn_tile_may_be_taken_back_the_player_already_knew_it():
    # The tile was secret to the others, not to its player: placing it again
    # shows them the same tile, so taking the placement back tells nobody
    # anything they could use.
    state = apply(prepared(2, 1), 0, "draw")
    state = apply(state, 0, GAME.legal_moves(state, 0)[0].notation)
    assert state["step"] == "place"
    after = apply(state, 0, GAME.legal_moves(state, 0)[0].notation)
    assert GAME.undoable(state, after, 0) is None


def test_keeping_a_drawn_tile_and_putting_the_other_face_up_on_a_stack_may_be_taken_back():
    before = apply(prepared(2, 1), 0, "draw")
    keep = GAME.legal_moves(before, 0)[0].notation
    after = apply(before, 0, keep)
    drawn = before["seats"][0]["drawn"]
    assert after["stacks"][0][-1] in drawn or after["stacks"][1][-1] in drawn
    assert GAME.undoable(before, after, 0) is None


def test_choosing_the_favourite_place_may_be_taken_back():
    before = prepared(2, 1)
    after = apply(before, 0, "favourite")
    assert after["seats"][0]["holding"] == before["seats"][0]["favourite"]
    assert GAME.undoable(before, after, 0) is None


def test_a_placement_that_completes_a_bimble_card_may_be_taken_back():
    # Reveal Completed Bimble Cards: the card is the player's own, so showing
    # it face up tells them nothing new.
    state = prepared(2, 1)
    card = 14  # Pond Cottage: a dewpond adjacent to a house
    tile = next(t for t in plain("straight") + plain("bend")
                if Twitten([[t, 0, 0, 0]]).completes(CARDS[card]))
    give_card(state, 0, card)
    hold(state, 0, tile)
    after, events = GAME.apply(state, 0, "place 0,0 0")
    assert after["seats"][0]["completed"] == [card] and any(e.kind == "bimble" for e in events)
    assert GAME.undoable(state, after, 0) is None


def _at_tea(n=2, seed=1):
    """Seat 0 chooses at Time for Tea with 5 tiles in its Twitten."""
    state = prepared(n, seed)
    give_twitten(state, 0, [[t, i, 0, 90] for i, t in enumerate(plain("straight")[:5])])
    state["step"] = "tea"
    GAME.validate(state)
    return state


@pytest.mark.parametrize("choice", ["home", "stay"])
def test_time_for_tea_either_choice_may_be_taken_back(choice):
    # Going Home for Tea merges the stacks into the discard pile; the top
    # stays the top of stack B, which everyone saw.
    before = _at_tea()
    after = apply(before, 0, choice)
    assert after["turn"] == 1
    assert (after["discard"] is not None) == (choice == "home")
    assert GAME.undoable(before, after, 0) is None


def test_putting_back_a_tile_that_fits_nowhere_may_be_taken_back():
    # Placing rule iv: "Place the tiles you drew on top of either stack(s)".
    # Seat 0's one open space, 1,1, needs the path on its north and west
    # edges, so a straight fits nowhere.
    state = prepared(2, 4)
    bends = plain("bend")
    give_twitten(state, 0, [[bends[0], 0, 0, 90], [bends[1], 1, 0, 180], [bends[2], 0, 1, 0]])
    stuck = plain("straight")[0]
    assert not Twitten(state["seats"][0]["twitten"]).legal_placements(stuck)
    take_out(state, stuck)
    state["seats"][0]["holding"], state["step"] = stuck, "lost"
    GAME.validate(state)
    after = apply(state, 0, "return b")
    assert after["seats"][0]["home_reason"] == "lost" and after["discard"][-1] == stuck
    assert GAME.undoable(state, after, 0) is None


def test_the_bimble_card_kept_from_a_school_may_be_taken_back():
    state = prepared(2, 1)
    hold(state, 0, next(t for t in TILES if has(t, "school")))
    at_school = apply(state, 0, "place 0,0 0")
    assert at_school["step"] == "school"
    for move in GAME.legal_moves(at_school, 0):
        after = apply(at_school, 0, move.notation)
        assert GAME.undoable(at_school, after, 0) is None, move.notation


# -- decisions that cannot be taken back ----------------------------------------------


def test_the_last_preparation_choice_shuffles_the_decks_and_cannot_be_taken_back():
    # "Tiles not kept are shuffled back into the Twitten deck."
    state = GAME.setup(["Ann", "Ben"], {}, 3)
    for seat in (0, 1):
        state = apply(state, seat, GAME.legal_moves(state, seat)[0].notation)
    state = apply(state, 0, GAME.legal_moves(state, 0)[0].notation)
    after = apply(state, 1, GAME.legal_moves(state, 1)[0].notation)
    assert after["phase"] == "play"
    assert str(GAME.undoable(state, after, 1)) == (
        "everyone had chosen, so spring began and the Twitten deck and Bimble deck were shuffled")


def test_drawing_two_tiles_cannot_be_taken_back():
    before = prepared(2, 1)
    after = apply(before, 0, "draw")
    assert str(GAME.undoable(before, after, 0)) == "2 tiles were drawn from the deck"


def test_drawing_the_single_tile_cannot_be_taken_back():
    # Going Home for Tea in a 3 player game: the remaining player "can only
    # draw the top 1 tile".
    state = prepared(3, 1)
    for i in (1, 2):
        state["seats"][i]["home"], state["seats"][i]["home_reason"] = True, "chose"
    state["discard"], state["stacks"] = state["stacks"][0] + state["stacks"][1], None
    GAME.validate(state)
    after = apply(state, 0, "draw")
    assert after["step"] == "place"
    assert str(GAME.undoable(state, after, 0)) == "a tile was drawn from the deck"


def test_taking_a_stack_tile_that_uncovers_another_cannot_be_taken_back():
    # "You can never examine the contents of stacks": the tile under the top
    # was hidden until the top was taken.
    before = prepared(2, 1)
    under = before["stacks"][0][-1]
    put_on(before, before["deck"][-1], before["stacks"][0])
    GAME.validate(before)
    after = apply(before, 0, "take a")
    assert after["stacks"][0][-1] == under
    assert str(GAME.undoable(before, after, 0)) == f"t{under}, under the tile taken, was uncovered on stack A"


def test_taking_the_last_tile_of_a_stack_refills_it_from_the_deck_and_cannot_be_taken_back():
    # "If this leaves the stack empty ... immediately refill the stack by
    # drawing the top tile in the Twitten deck".
    before = prepared(2, 1)
    assert len(before["stacks"][1]) == 1
    top = before["deck"][-1]
    after = apply(before, 0, "take b")
    assert after["stacks"][1] == [top]
    assert str(GAME.undoable(before, after, 0)) == f"stack B was refilled with t{top} from the deck"


def test_placing_a_school_draws_bimble_cards_and_cannot_be_taken_back():
    state = prepared(2, 1)
    hold(state, 0, next(t for t in TILES if has(t, "school")))
    after = apply(state, 0, "place 0,0 0")
    assert len(after["seats"][0]["school"]) == 2
    assert str(GAME.undoable(state, after, 0)) == "your school drew Bimble cards"


def _season_end(n=2, seed=1):
    """(before, after) of the decision that ends the season: seat 0 chooses
    home at Time for Tea with everyone else already home."""
    state = _at_tea(n, seed)
    for i in range(1, n):
        state["seats"][i]["home"], state["seats"][i]["home_reason"] = True, "chose"
    state["discard"], state["stacks"] = state["stacks"][0] + state["stacks"][1], None
    GAME.validate(state)
    return state, apply(state, 0, "home")


def test_the_decision_that_ends_a_season_cannot_be_taken_back():
    # Preparing the Next Season: the tiles are shuffled and dealt.
    before, after = _season_end()
    assert (after["season"], after["phase"]) == (2, "prepare")
    assert str(GAME.undoable(before, after, 0)) == "spring was scored and summer's tiles and Bimble cards were dealt"


def test_the_decision_that_ends_the_game_cannot_be_taken_back():
    # Ending the Game: nothing is shuffled, but every Bimble card is shown.
    state = GAME.setup(["Ann", "Ben"], {}, 2)
    players = [RandomPlayer(1), RandomPlayer(2)]
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        before = state
        state = apply(state, seat, players[seat].choose(GAME, state, seat))
    assert state["rng"] == before["rng"]
    assert str(GAME.undoable(before, state, seat)) == "the last season was scored and the game ended"


def test_anything_new_to_another_player_that_the_mover_could_not_see_is_refused():
    # The rule is general: a tile the mover could not see, shown to anyone,
    # refuses the undo even where no rule above names it.
    before = prepared(2, 1)
    after = apply(before, 0, "favourite")
    leaked = copy.deepcopy(after)
    hidden = before["deck"][0]
    leaked["stacks"][0].append(hidden)
    leaked["deck"].remove(hidden)
    assert str(GAME.undoable(before, leaked, 0)) == f"stack A was refilled with t{hidden} from the deck"
    cards = copy.deepcopy(after)
    cards["seats"][1]["completed"] = [cards["seats"][1]["cards"][0]]  # Ben's card shown
    assert str(GAME.undoable(before, cards, 0)) == "hidden tiles or Bimble cards were revealed"


# -- through the service, with the real game -------------------------------------------


G, C = "guild", "twittens-table"
ANN, BEN = User("1", "Ann"), User("2", "Ben")


@pytest.fixture
async def service(tmp_path):
    store = await Store.open(tmp_path / "twittens.db")
    svc = Service(store)
    yield svc
    await store.close()
    svc.executor.shutdown(wait=False)


async def test_undo_through_the_service_restores_the_state_before_the_placement(service):
    await service.new_game(G, C, "twittens", ANN, {}, seed=3)
    await service.join(G, C, BEN)
    await service.start(G, C, ANN)
    users = {0: ANN, 1: BEN}
    # Preparing the season: Ann chooses, takes her choice back, chooses again.
    before = (await service.table(G, C)).state
    fav = (await service.legal_moves(G, C, ANN))[0].notation
    await service.move(G, C, ANN, fav)
    await service.undo(G, C, ANN)
    assert (await service.table(G, C)).state == before
    for user in (ANN, BEN, ANN, BEN):
        await service.move(G, C, user, (await service.legal_moves(G, C, user))[0].notation)
    with pytest.raises(Refused, match="That cannot be taken back: everyone had chosen, so spring began"):
        await service.undo(G, C, BEN)
    state = (await service.table(G, C)).state
    mover = users[state["turn"]]
    await service.move(G, C, mover, "draw")
    with pytest.raises(Refused, match="That cannot be taken back: 2 tiles were drawn from the deck"):
        await service.undo(G, C, mover)
    await service.move(G, C, mover, (await service.legal_moves(G, C, mover))[0].notation)  # keep
    before = (await service.table(G, C)).state
    await service.move(G, C, mover, (await service.legal_moves(G, C, mover))[0].notation)  # place
    assert (await service.table(G, C)).state["seats"][before["turn"]]["twitten"]
    await service.undo(G, C, mover)
    table = await service.table(G, C)
    assert table.state == before
    # replaying the log without the undone moves gives the same state
    states = await service.run(service._replay, table, await service.store.moves(table.row.id))
    assert states[-1] == table.state
    # one step at a time: the keep step may be taken back too, the draw not
    await service.undo(G, C, mover)
    assert (await service.table(G, C)).state["step"] == "keep"
    with pytest.raises(Refused, match="2 tiles were drawn from the deck"):
        await service.undo(G, C, mover)
