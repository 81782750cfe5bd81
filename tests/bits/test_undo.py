"""Taking a drop back (issue 15; README "Taking a drop back"): a drop may be
taken back while it is still hidden; the drop that completes a round of
drops reveals them all (simultaneous choices) and draws at random (the next
building card, or the next round's cards), so it cannot be taken back."""

from __future__ import annotations

import copy

import pytest

from bot.service import Refused, Service, User
from rules.base import RandomPlayer
from rules.bits import GAME
from storage.store import Store


def _undoable(before, after, seat):
    """Why a drop cannot be taken back, in English (None: it can)."""
    reason = GAME.undoable(before, after, seat)
    return None if reason is None else str(reason)


G, C = "guild", "bits-table"
ALICE, BOB = User("1", "Alice"), User("2", "Bob")


def _build(kit, n=2, seed=4):
    """A state in the build phase: everyone's starting tile down, building
    card 1 face up."""
    state = kit.new(n=n, seed=seed)
    for seat in range(n):
        state, _ = GAME.apply(state, seat, "A h")
    assert state["phase"] == "build"
    return state


def test_rule_a_hidden_drop_may_be_taken_back_before_everyone_has_dropped(kit):
    # README: "a submitted drop is hidden (only "has dropped" shows) until
    # every seat still in the round has dropped"; nothing was revealed or drawn.
    before = kit.new(n=2, seed=4)
    after, _ = GAME.apply(before, 0, "A h")
    assert after["pending"][0] == "A h" and after["rng"] == before["rng"]
    assert _undoable(before, after, 0) is None
    # a building card's tile and the neutral tile too, in the build phase
    before = _build(kit)
    for move in (GAME.legal_moves(before, 1)[0].notation, "neutral B v"):
        after, _ = GAME.apply(before, 1, move)
        assert _undoable(before, after, 1) is None, move


def test_rule_a_hidden_drop_of_a_three_player_round_may_be_taken_back_while_one_still_drops(kit):
    before = _build(kit, n=3)
    state, _ = GAME.apply(before, 0, "neutral C h")
    after, _ = GAME.apply(state, 1, "neutral D v")
    assert set(GAME.to_act(after)) == {2}  # P3 has not dropped: nothing revealed
    assert _undoable(state, after, 1) is None
    assert _undoable(before, state, 0) is None


def test_rule_the_drop_that_reveals_the_starting_tiles_cannot_be_taken_back(kit):
    # "Once all of the players have placed their starting tile, a player turns
    # over the top building card": the drops are shown and a card is drawn.
    state = kit.new(n=2, seed=4)
    before, _ = GAME.apply(state, 0, "A h")
    after, _ = GAME.apply(before, 1, "C v")
    assert _undoable(before, after, 1) == "the drops were revealed and building card 1 was turned"


def test_rule_the_drop_that_reveals_a_building_cards_drops_cannot_be_taken_back(kit):
    before = _build(kit)
    before, _ = GAME.apply(before, 0, "neutral A v")
    after, _ = GAME.apply(before, 1, "neutral F v")
    assert len(after["turned"]) == 2
    assert _undoable(before, after, 1) == "the drops were revealed and building card 2 was turned"


def test_rule_a_solo_drop_is_revealed_at_once_and_cannot_be_taken_back(kit):
    before = kit.new(n=1, seed=4)
    after, _ = GAME.apply(before, 0, "A h")
    assert _undoable(before, after, 0) == "the drops were revealed and building card 1 was turned"


def _last_drop_of_round_1(kit):
    """A solo round played to its end by filling the board: (state before
    the last drop, after it)."""
    state, _ = GAME.apply(kit.new(n=1, seed=4), 0, "A h")
    for card, move in kit.FILL[:-1]:
        state, _ = GAME.apply(kit.force_card(state, card), 0, move)
    before = kit.force_card(state, kit.FILL[-1][0])
    after, _ = GAME.apply(before, 0, kit.FILL[-1][1])
    return before, after


def test_rule_the_drop_that_ends_a_round_cannot_be_taken_back(kit):
    # "The round ends when none of the players are able to lay a tile": the
    # round is scored and the next round's task card and starting cards drawn.
    before, after = _last_drop_of_round_1(kit)
    assert (before["round"], after["round"], after["phase"]) == (1, 2, "start")
    assert _undoable(before, after, 0) == (
        "the drops were revealed, round 1 was scored and round 2's task card and starting cards were drawn")


def test_rule_the_drop_that_ends_the_game_cannot_be_taken_back(kit):
    # "The game ends after the 3rd round": nothing is drawn, but the drops are shown.
    players = {s: RandomPlayer(11 + s) for s in range(2)}
    state = kit.new(n=2, seed=9)
    while True:
        for seat in sorted(GAME.to_act(state)):
            before = state
            state, _ = GAME.apply(state, seat, players[seat].choose(GAME, state, seat))
        if GAME.is_over(state):
            break
    assert state["rng"] == before["rng"]
    assert _undoable(before, state, seat) == "the drops were revealed and the game ended"


def test_anything_but_the_seats_own_hidden_drop_changed_is_refused(kit):
    # Only a decision that wrote nothing but the mover's hidden drop may be
    # taken back: a change anywhere else (here another seat's drop, or a
    # board) is treated as revealed, even without a random draw.
    before = _build(kit)
    after, _ = GAME.apply(before, 0, "neutral A v")
    assert _undoable(before, after, 1) == "the drops were revealed"
    changed = copy.deepcopy(after)
    changed["boards"][1]["neutral_used"] = True
    assert _undoable(before, changed, 0) == "the drops were revealed"


# -- through the service, with the real game ------------------------------------------


@pytest.fixture
async def service(tmp_path):
    store = await Store.open(tmp_path / "bits.db")
    svc = Service(store)
    yield svc
    await store.close()
    svc.executor.shutdown(wait=False)


async def _drop(service, user):
    return await service.move(G, C, user, (await service.legal_moves(G, C, user))[0].notation)


async def test_undo_through_the_service_restores_the_state_before_the_hidden_drop(service):
    await service.new_game(G, C, "bits", ALICE, {}, seed=3)
    await service.join(G, C, BOB)
    await service.start(G, C, ALICE)
    before = (await service.table(G, C)).state
    await _drop(service, ALICE)
    assert (await service.table(G, C)).state["pending"][0] is not None
    await service.undo(G, C, ALICE)
    table = await service.table(G, C)
    assert table.state == before
    # replaying the log without the undone drop gives the same state
    states = await service.run(service._replay, table, await service.store.moves(table.row.id))
    assert states[-1] == table.state
    # Alice drops again, Bob's drop reveals both and turns building card 1
    await _drop(service, ALICE)
    await _drop(service, BOB)
    with pytest.raises(Refused, match="That cannot be taken back: the drops were revealed and building card 1"):
        await service.undo(G, C, BOB)
    with pytest.raises(Refused, match="Bob has played since"):
        await service.undo(G, C, ALICE)


@pytest.mark.parametrize("seat", [-1, 2])
def test_a_seat_not_at_the_table_cannot_take_back_the_last_seats_hidden_drop(kit, seat):
    before = kit.new(n=2, seed=4)
    after, _ = GAME.apply(before, 1, "A h")
    assert _undoable(before, after, 1) is None
    assert _undoable(before, after, seat) == "the drops were revealed"
