"""The move builder and the preview through the service's facade (issue 29,
items 2 and 3): moves made from the builder's choices alone (random taps,
never a typed move), each step checked against the game's version (a stale
step refused with a sentence), the legal moves listed once per version, and
a preview that stores nothing, leaves the player's view as it was and shows
the picture of the position with the unknown part hidden."""

import pytest

import render
from bot.i18n import Words
from bot.service import Forbidden, Refused, Service, User
from bot.service.builder import STALE
from rules import registry
from rules.base import Rng
from storage.store import Store

pytestmark = pytest.mark.usefixtures("both_stores")  # every test on SQLite and on PostgreSQL

G, C = "guild", "chan"
ALICE = User("1", "Alice")
BOB = User("2", "Bob")
PLAYERS = {ALICE.id: ALICE, BOB.id: BOB}
GAMES = sorted(registry.games())


@pytest.fixture
async def service(tmp_path):
    store = await Store.open(tmp_path / "builder.db")
    svc = Service(store)
    yield svc
    await store.close()
    svc.executor.shutdown(wait=False)


async def started(service, key, seed=11):
    await service.new_game(G, C, key, ALICE, seed=seed)
    await service.join(G, C, BOB)
    return await service.start(G, C, ALICE)


async def owing(service):
    """The users who owe a decision now, and the game's version."""
    table = await service.table(G, C)
    acting = table.game.to_act(table.live)
    return [PLAYERS[table.user_of(seat).user_id] for seat in sorted(acting)], table.row.version


async def tap_to_a_move(service, user, version, rng):
    """Random taps on the choices offered until one move is named; the
    steps taken."""
    steps = await service.move_steps(G, C, user, [], version)
    taps = 0
    while steps.move is None:
        assert 2 <= len(steps.choices) <= 25, "a step is a dead end or too long for a select"
        token = rng.choice(steps.choices).token
        steps = await service.move_steps(G, C, user, [*steps.chosen, token], version)
        taps += 1
    assert not steps.choices and taps <= 4
    return steps


@pytest.mark.parametrize("key", GAMES)
async def test_a_game_is_played_from_the_builder_alone(service, key):
    await started(service, key)
    rng = Rng.from_seed(key)
    for turn in range(2000):  # to the end of the game
        users, version = await owing(service)
        if not users:
            break
        user = users[turn % len(users)]
        steps = await tap_to_a_move(service, user, version, rng)
        if turn % 15 == 0 and steps.preview:
            shown = await service.preview(G, C, user, steps.move.notation, version)
            assert shown.ephemeral and shown.version == version
        reply = await service.move(G, C, user, steps.move.notation, game_id=steps.game_id,
                                   expected_version=steps.version)
        assert reply.version > version
    else:
        pytest.fail("the game did not end")
    assert (await service.table(G, C)).row.status == "finished"


async def test_a_stale_step_is_refused_with_a_sentence(service):
    await started(service, "twittens")
    users, version = await owing(service)
    steps = await tap_to_a_move(service, users[0], version, Rng.from_seed(1))
    await service.move(G, C, users[0], steps.move.notation, expected_version=version)
    with pytest.raises(Refused) as refused:
        await service.move_steps(G, C, users[0], steps.chosen, version)
    assert str(refused.value) == STALE
    with pytest.raises(Refused):
        await service.preview(G, C, users[0], steps.move.notation, version)
    with pytest.raises(Refused, match="earlier game"):
        await service.move_steps(G, C, users[0], [], version + 1, game_id=steps.game_id + 1)


async def test_the_legal_moves_are_listed_once_per_version_and_seat(service, monkeypatch):
    await started(service, "townies")
    game = registry.get("townies")
    listed = []
    real = type(game).legal_moves

    def counting(self, state, seat):
        listed.append(seat)
        return real(self, state, seat)

    monkeypatch.setattr(type(game), "legal_moves", counting)
    users, version = await owing(service)
    for seed in range(5):  # five walks through the same position
        await tap_to_a_move(service, users[0], version, Rng.from_seed(seed))
    assert len(listed) == 1


async def test_a_move_nobody_owes_is_refused(service):
    await started(service, "twittens")
    table = await service.table(G, C)
    users, version = await owing(service)
    idle = [u for u in PLAYERS.values() if u not in users]
    if idle:
        with pytest.raises(Refused, match="not your turn"):
            await service.move_steps(G, C, idle[0], [], version)
    with pytest.raises(Forbidden, match="not playing"):
        await service.move_steps(G, C, User("9", "Stranger"), [], table.row.version)


@pytest.mark.parametrize("key", GAMES)
async def test_a_preview_then_back_changes_nothing_and_shows_the_known_picture(service, key):
    await started(service, key)
    users, version = await owing(service)
    user = users[0]
    table = await service.table(G, C)
    seat = table.seat_of(user.id).seat
    row = await service.game_row(table.row.id)
    hand = await service.hand(G, C, user)
    announced = len(await service.pending_announcements(table.row.id))
    for move in table.game.legal_moves(table.live, seat)[:3]:
        shown = await service.preview(G, C, user, move.notation, version)
        after, _ = table.game.apply(table.live, seat, move.notation)
        hidden = table.game.reveals(table.live, after, seat)
        assert shown.data == {"move": move.notation, "hidden": hidden}
        known = table.game.view(after, seat)
        if hidden:  # the position with the unknown part hidden: now, or Tweeeet's flight alone
            known = (table.game.view(table.game.fly(table.live, seat, move.notation)[0], seat)
                     if key == "tweeeet" else table.game.view(table.live, seat))
        assert shown.private_picture.png == render.private_png(key, known, Words())
    again = await service.hand(G, C, user)  # Back: the player's view is exactly as it was
    assert (again.text, again.private_picture.png) == (hand.text, hand.private_picture.png)
    stored = await service.game_row(table.row.id)
    assert (stored.version, stored.state) == (row.version, row.state)
    assert await service.move_count(table.row.id) == 0
    assert len(await service.pending_announcements(table.row.id)) == announced
