"""Taking a decision back (issue 15; README "Taking a decision back").

Every seat draws at once and a drawing stays hidden until every seat has
acted ("At the beginning of each round, any player rolls both Project dice.
Then each player must resolve one of the three actions"): until then a
decision may be taken back. The decision that completes the round reveals
every drawing, passes the markers and rolls the dice ("End of the Round"),
or ends the game ("When anyone announces their ninth Object"): it cannot be
taken back. A Funding turn is two or three decisions, taken back one at a
time."""

from __future__ import annotations

import copy

import pytest

from bot.service import Refused, Service, User
from rules.townies import GAME
from storage.store import Store
from tests.townies.util import play, position

STAR = ("C3", "court", "red", 1)  # an Object on a star space: one marked star


@pytest.mark.parametrize("move", ["shape C3 1", "shape C3 C4 D3 D4", "court E5", "basic E5", "windmill E5"])
def test_rule_a_hidden_drawing_may_be_taken_back_before_the_round_completes(move):
    # A drawing is seen by the others only when the round resolves; nothing
    # was drawn at random.
    before = position(players=2, blocks={"E4": "red", "F4": "yellow"}, shape="bee", obj="windmill")
    after, _ = GAME.apply(before, 0, move)
    assert after["sheets"][0] != before["sheets"][0] and after["rng"] == before["rng"]
    assert GAME.view(after, None)["sheets"][0]["blocks"] == {"E4": "red", "F4": "yellow"}  # still hidden
    assert GAME.undoable(before, after, 0) is None


def test_rule_the_second_of_three_drawings_may_be_taken_back_while_the_third_seat_still_owes():
    start = position(players=3, shape="bar")
    middle, _ = GAME.apply(start, 0, "shape A1 1")
    after, _ = GAME.apply(middle, 2, "shape I1 1")
    assert set(GAME.to_act(after)) == {1}
    assert GAME.undoable(middle, after, 2) is None
    assert GAME.undoable(start, middle, 0) is None


def test_rule_funding_each_step_of_a_funded_turn_is_taken_back_alone():
    # "In this round, you may perform two actions": the star, the Shape and
    # the Object are three decisions; each may be taken back on its own
    # while the round is open.
    start = position(players=2, objects=[STAR], blocks={"E4": "red"}, shape="bee", obj="court")
    starred, _ = GAME.apply(start, 0, "star")
    shaped, _ = GAME.apply(starred, 0, "shape H1 1")
    done, _ = GAME.apply(shaped, 0, "court E5")
    assert done["turn"][0]["done"] and 1 in GAME.to_act(done)
    assert GAME.undoable(start, starred, 0) is None
    assert GAME.undoable(starred, shaped, 0) is None
    assert GAME.undoable(shaped, done, 0) is None
    # ending the funded turn early is a decision too
    passed, _ = GAME.apply(shaped, 0, "pass")
    assert passed["turn"][0]["done"] and GAME.undoable(shaped, passed, 0) is None


def test_rule_a_solo_star_may_be_taken_back_but_a_solo_drawing_completes_the_round():
    start = position(players=1, objects=[STAR], shape="bee", obj="court")
    starred, _ = GAME.apply(start, 0, "star")
    assert GAME.undoable(start, starred, 0) is None
    drawn, _ = GAME.apply(start, 0, "shape H1 1")
    assert drawn["round"] == start["round"] + 1
    assert str(GAME.undoable(start, drawn, 0)) == (
        f"round {start['round']}'s drawings were revealed and the dice were rolled for round {start['round'] + 1}")


def test_rule_the_drawing_that_completes_the_round_cannot_be_taken_back():
    # "End of the Round: The players pass their markers": the round's
    # drawings are shown and the dice rolled again.
    start = position(players=2, shape="bee")
    before, _ = GAME.apply(start, 0, "shape A1 1")
    after, _ = GAME.apply(before, 1, "shape G1 1")
    assert after["round"] == before["round"] + 1 and after["rng"] != before["rng"]
    assert str(GAME.undoable(before, after, 1)) == (
        f"round {before['round']}'s drawings were revealed and the dice were rolled for round {after['round']}")


def test_rule_the_drawing_that_ends_the_game_cannot_be_taken_back():
    # "When anyone announces their ninth Object ... the game is over": the
    # drawings are shown, no die is rolled.
    last = []
    play(2, 5, check=lambda before, after, seat, move: last.append((before, after, seat)))
    before, after, seat = last[-1]
    assert GAME.is_over(after) and after["rng"] == before["rng"]
    assert str(GAME.undoable(before, after, seat)) == (
        f"round {before['round']}'s drawings were revealed and the game ended")


def test_a_state_written_without_its_public_sheets_still_allows_undo():
    # README: "public" may be left out of a hand-written position where
    # nobody has acted; the first decision writes it down, revealing nothing.
    before = position(players=2, shape="bee")
    del before["public"]
    after, _ = GAME.apply(before, 0, "shape C3 1")
    assert "public" in after and GAME.undoable(before, after, 0) is None


def test_anything_but_the_seats_own_hidden_drawing_changed_is_refused():
    # Only a decision that wrote nothing but the mover's own sheet and round
    # record may be taken back: anything else counts as revealed.
    before = position(players=2, shape="bee")
    after, _ = GAME.apply(before, 0, "shape C3 1")
    refused = f"round {before['round']}'s drawings were revealed"
    assert str(GAME.undoable(before, after, 1)) == refused  # the other seat's decision
    for change in (lambda s: s["sheets"][1]["blocks"].update(A1="red"),
                   lambda s: s["turn"][1].update(done=True),
                   lambda s: s["public"][0]["blocks"].update(A1="red"),
                   lambda s: s.update(idle=3)):
        changed = copy.deepcopy(after)
        change(changed)
        assert str(GAME.undoable(before, changed, 0)) == refused


# -- through the service, with the real game ------------------------------------------

G, C = "guild", "townies-table"
ALICE, BOB = User("1", "Alice"), User("2", "Bob")


@pytest.fixture
async def service(tmp_path):
    store = await Store.open(tmp_path / "townies.db")
    svc = Service(store)
    yield svc
    await store.close()
    svc.executor.shutdown(wait=False)


async def _draw(service, user):
    moves = await service.legal_moves(G, C, user)
    shape = next(m for m in moves if m.notation.startswith("shape"))
    return await service.move(G, C, user, shape.notation)


async def test_undo_through_the_service_restores_the_state_before_the_hidden_drawing(service):
    await service.new_game(G, C, "townies", ALICE, {}, seed=3)
    await service.join(G, C, BOB)
    await service.start(G, C, ALICE)
    before = (await service.table(G, C)).state
    await _draw(service, ALICE)
    assert (await service.table(G, C)).state["turn"][0]["done"]
    await service.undo(G, C, ALICE)
    table = await service.table(G, C)
    assert table.state == before
    # replaying the log without the undone drawing gives the same state
    states = await service.run(service._replay, table, await service.store.moves(table.row.id))
    assert states[-1] == table.state
    # Alice draws again; Bob's drawing completes the round: revealed and rolled
    await _draw(service, ALICE)
    await _draw(service, BOB)
    with pytest.raises(Refused, match="That cannot be taken back: round 1's drawings were revealed and the dice"):
        await service.undo(G, C, BOB)
    with pytest.raises(Refused, match="Bob has played since"):
        await service.undo(G, C, ALICE)


@pytest.mark.parametrize("seat", [-1, 2])
def test_a_seat_that_is_not_playing_has_nothing_to_take_back(seat):
    before = position(players=2, shape="bee")
    after, _ = GAME.apply(before, 0, "shape C3 1")
    assert str(GAME.undoable(before, after, seat)) == "that seat is not playing"
