"""Taking a flight back (issue 15; README "Taking a flight back").

A flight may be taken back when it showed nothing hidden and decided nothing
for another player. The rulebook's boundaries:

* "if there are 2 or less many tiles in front of a bird (to the North), then
  you connect new tiles": a tile drawn from the pile (hidden, shuffled) is
  shown, so the flight is refused; the nest tile ("When there is only 1 tile
  remaining in the pile, you connect it ... without turning it over") shows
  only its nest side, known to everybody, so it does not refuse it.
* "tiles which are more than 3 spaces behind all the birds are removed":
  public and certain, so it does not refuse it.
* "If all paths towards food ... are blocked by other birds, you miss your
  turn" and "If you haven't got enough energy to fly to food or a nest, your
  game is over": another bird's turn decided (and something of its hidden
  energy told), refused.
* "give all players 5 additional points as soon as a player needs extra
  energy" (new players): refused.
* "When all (surviving) birds have reached their nest, the average energy
  level of the teams is calculated": every energy is shown, refused.
"""

from __future__ import annotations

import copy

import pytest

from bot.service import Refused, Service, User
from rules.tweeeet import GAME
from storage.store import Store

GRASS = "........."


def flight(state, seat, to):
    return state, GAME.apply(state, seat, to)[0]


def _open_field(kit, **kw):
    """Rows 0-6, P1 (Robin) and P2 (Bluethroat) on the start space; a
    strawberry on E2 for P1 and a berry on A4 for P2; tiles 5 and 6 in the
    pile. P1's flight to E2 leaves the northmost bird four rows from row 6,
    the edge: no tile is laid; P2's flight to A4 leaves it two rows short."""
    rows = ["....*....", GRASS, "....2....", GRASS, "3........", GRASS, GRASS]
    return kit.build(rows, [{"pos": "E0", "energy": 6}, {"pos": "E0", "energy": 7}], pile=[5, 6], **kw)


# -- flights that may be taken back --------------------------------------------------


def test_a_flight_that_shows_nothing_hidden_may_be_taken_back(kit):
    before, after = flight(_open_field(kit), 0, "E2")
    assert after["turn"] == 1 and after["pile"] == before["pile"]
    assert GAME.undoable(before, after, 0) is None


def test_rows_removed_behind_every_bird_do_not_stop_taking_a_flight_back(kit):
    # "tiles which are more than 3 spaces behind all the birds are removed":
    # public and certain.
    rows = [GRASS, GRASS, GRASS, GRASS, "....2....", GRASS, "3........", GRASS, GRASS, GRASS]
    state = kit.build(rows, [{"pos": "E3", "energy": 6}, {"pos": "E5", "energy": 7}], first=0, pile=[5])
    before, after = flight(state, 0, "E4")
    assert after["rows"][0]["row"] == 1  # row 0 is now more than 3 behind every bird
    assert after["pile"] == before["pile"]
    assert GAME.undoable(before, after, 0) is None


def test_laying_the_nest_tile_shows_nothing_hidden_and_may_be_taken_back(kit):
    # "When there is only 1 tile remaining in the pile, you connect it on top
    # of the former tile too, but without turning it over": only its nest
    # side is ever seen, and every nest tile is the same.
    rows = [GRASS, "....2....", GRASS, "3........"]
    state = kit.build(rows, [{"pos": "E16", "energy": 6}, {"pos": "D16", "energy": 7}], first=16, pile=[9])
    before, after = flight(state, 0, "E17")
    assert after["rows"][-1]["tile"] == "nest" and after["pile"] == []
    assert GAME.undoable(before, after, 0) is None


def test_a_flight_that_the_mover_may_take_back_leaves_its_own_bird_to_fly_again(kit):
    # The other bird is already on its nest: the turn comes straight back to
    # the mover, and no one else's turn was decided.
    rows = [GRASS, "..2.3....", ".@..@..@."]
    state = kit.build(rows, [{"pos": "E18", "energy": 9}, {"pos": "B20", "energy": 7, "status": "nested"}],
                      first=18, nests={"robin": None, "bluethroat": "B20"})
    before, after = flight(state, 0, "C19")
    assert after["turn"] == 0
    assert GAME.undoable(before, after, 0) is None


# -- flights that cannot be taken back -----------------------------------------------


def test_rule_new_landscape_a_tile_drawn_from_the_pile_cannot_be_taken_back(kit):
    # "if there are 2 or less many tiles in front of a bird (to the North),
    # then you connect new tiles": the pile's order is hidden.
    state = _open_field(kit)
    state["turn"] = 1
    before, after = flight(state, 1, "A4")
    assert [r["row"] for r in after["rows"]][-1] == 7
    assert str(GAME.undoable(before, after, 1)) == "a tile was drawn from the pile (row 7)"


def test_two_tiles_drawn_are_both_named(kit):
    rows = ["....*....", GRASS, GRASS, "..3......", "....2....", GRASS]
    state = kit.build(rows, [{"pos": "E0", "energy": 9}, {"pos": "E0", "energy": 7}], pile=[5, 6, 7])
    before, after = flight(state, 0, "E4")
    assert [r["row"] for r in after["rows"]][-1] == 7
    assert str(GAME.undoable(before, after, 0)) == "2 tiles were drawn from the pile (rows 6 and 7)"


def test_rule_a_missed_turn_of_another_bird_cannot_be_taken_back(kit):
    # "If all paths towards food (and, at the end, nests) are blocked by other
    # birds, you miss your turn": P2's turn is decided (and something of its
    # hidden energy told).
    rows = ["~~~.*.~~~", "~~~~.~~~~", "~~~~2~~~~", "~~~~.~~~~", "~~~.3.~~~", GRASS, GRASS, GRASS]
    state = kit.build(rows, [{"pos": "E0", "energy": 9}, {"pos": "E0", "energy": 9}],
                      names=["Ann", "Bob"])
    # Ann flies up the only corridor and sits in it: Bob could afford the
    # berry on E4, but Ann blocks the way
    before, after = flight(state, 0, "E2")
    assert after["turn"] == 0
    assert str(GAME.undoable(before, after, 0)) == "Bob's Bluethroat was blocked and missed its turn"


def test_rule_another_bird_out_of_energy_cannot_be_taken_back(kit):
    # "If you haven't got enough energy to fly to food or a nest, your game is
    # over": Bob's bird leaves the game, which tells its energy.
    rows = ["....*....", "....2....", GRASS, "4........", GRASS, GRASS]
    state = kit.build(rows, [{"pos": "E0", "energy": 6}, {"pos": "E0", "energy": 0}, {"pos": "E0", "energy": 6}],
                      pile=[5], names=["Ann", "Bob", "Cy"])
    before, after = flight(state, 0, "E1")
    assert after["birds"][1]["status"] == "out"
    assert str(GAME.undoable(before, after, 0)) == "Bob's Bluethroat ran out of energy and left the game"


def test_variation_the_new_players_bonus_cannot_be_taken_back(kit):
    # "give all players 5 additional points as soon as a player needs extra
    # energy": handed out because of this flight.
    rows = ["....*....", "....2....", GRASS, "4........", GRASS, GRASS]
    state = kit.build(rows, [{"pos": "E0", "energy": 6}, {"pos": "E0", "energy": 0}],
                      pile=[5], names=["Ann", "Bob"], options={"new_players": True})
    before, after = flight(state, 0, "E1")
    assert after["bonus_given"] and after["birds"][1]["status"] == "flying"
    assert str(GAME.undoable(before, after, 0)) == "the new-players bonus was handed out"


def test_rule_final_energy_level_the_flight_that_ends_the_game_cannot_be_taken_back(kit):
    # "When all (surviving) birds have reached their nest, the average energy
    # level of the teams is calculated": every energy is shown.
    rows = [GRASS, GRASS, ".@..@..@."]
    state = kit.build(rows, [{"pos": "E19", "energy": 9}, {"pos": "B20", "energy": 7, "status": "nested"}],
                      first=18, nests={"robin": None, "bluethroat": "B20"}, names=["Ann", "Bob"])
    before, after = flight(state, 0, "E20")
    assert GAME.is_over(after)
    assert str(GAME.undoable(before, after, 0)) == "the game ended and every bird's energy was shown"


def test_a_shuffled_pile_is_refused_whatever_else_happened(kit):
    # the contract's check: the random generator moved (only setup shuffles)
    before, after = flight(_open_field(kit), 0, "E2")
    shuffled = copy.deepcopy(after)
    shuffled["rng"] += 1
    assert str(GAME.undoable(before, shuffled, 0)) == "the tile pile was shuffled"


def test_several_reasons_are_all_told(kit):
    rows = ["~~~.*.~~~", "~~~~.~~~~", "~~~~2~~~~", "~~~~.~~~~", "~~~.3.~~~"]
    state = kit.build(rows, [{"pos": "E0", "energy": 9}, {"pos": "E0", "energy": 9}, {"pos": "E0", "energy": 9}],
                      pile=[5, 6], names=["Ann", "Bob", "Cy"])
    before, after = flight(state, 0, "E2")
    assert str(GAME.undoable(before, after, 0)) == (
        "a tile was drawn from the pile (row 5), Bob's Bluethroat was blocked and missed its turn"
        " and Cy's Robin was blocked and missed its turn"
    )


# -- through the service, with the real game -------------------------------------------


G, C = "guild", "tweeeet-table"
ANN, BOB = User("1", "Ann"), User("2", "Bob")


@pytest.fixture
async def service(tmp_path):
    store = await Store.open(tmp_path / "tweeeet.db")
    svc = Service(store)
    yield svc
    await store.close()
    svc.executor.shutdown(wait=False)


async def test_undo_through_the_service_restores_the_state_before_the_flight(service):
    await service.new_game(G, C, "tweeeet", ANN, {}, seed=5)
    await service.join(G, C, BOB)
    await service.start(G, C, ANN)
    users = {0: ANN, 1: BOB}
    # The first flight always lays tiles (the three laid at setup are all a
    # bird on the start row sees): refused; the other player has no move to
    # take back.
    state = (await service.table(G, C)).state
    first, second = users[state["turn"]], users[1 - state["turn"]]
    move = (await service.legal_moves(G, C, first))[0].notation
    assert move[1:] == "3"  # the northmost food first: a bird on row 3 sees rows 4 to 6
    await service.move(G, C, first, move)
    refusal = r"^That cannot be taken back: 3 tiles were drawn from the pile \(rows 4, 5 and 6\)\.$"
    with pytest.raises(Refused, match=refusal):
        await service.undo(G, C, first)
    with pytest.raises(Refused, match="You have not made a move in this game yet"):
        await service.undo(G, C, second)
    await service.move(G, C, second, (await service.legal_moves(G, C, second))[0].notation)
    with pytest.raises(Refused, match=f"^That cannot be taken back: {second.name} has played since"):
        await service.undo(G, C, first)
    # play on until a flight draws nothing: it is taken back, the board is
    # the one before it, and replaying the log (the undone flight skipped)
    # gives the same state
    for _ in range(60):
        table = await service.table(G, C)
        state, seat = table.state, table.state["turn"]
        user = users[seat]
        moves = [m.notation for m in await service.legal_moves(G, C, user)]
        quiet = [m for m in moves if GAME.undoable(state, GAME.apply(state, seat, m)[0], seat) is None]
        if quiet:
            await service.move(G, C, user, quiet[0])
            assert (await service.table(G, C)).state != state
            await service.undo(G, C, user)
            table = await service.table(G, C)
            assert table.state == state
            replayed = await service.run(service._replay, table, await service.store.moves(table.row.id))
            assert replayed[-1] == state
            return
        await service.move(G, C, user, moves[0])
    pytest.fail("no flight without a tile drawn in 60 turns")
