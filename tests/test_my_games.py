"""Issue 28, items 3 and 5, through the service: all my games in one place
(every server's unfinished games and lobbies of a player, "your turn" first,
then the nearest deadline, with whose turn it is and the player's place;
one opened with its boards), and the cap on unfinished games (a server's
`max_games`, refused at join, at opening a game and at a rematch)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.service import Forbidden, Refused, Service, User
from bot.service.mine import ordinal, place_text
from bot.service.model import game_for
from storage.store import Store
from tests.support.clock import START, Clock
from tests.support.tinygame import TinyRace

pytestmark = pytest.mark.usefixtures("both_stores")  # every test on SQLite and on PostgreSQL

ALICE, BOB, CAROL = User("1", "Alice"), User("2", "Bob"), User("3", "Carol")
BOSS = User("9", "Boss", can_manage_server=True)
G1, G2, G3 = "111", "222", "333"


@pytest.fixture
async def service(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "mine.db")
    svc = Service(store, clock=Clock())
    yield svc
    await svc.store.close()
    svc.executor.shutdown(wait=False)


async def opened(service, guild, channel, players, clock=None, start=True, rounds=3):
    settings = {"clock": clock} if clock else None
    await service.new_game(guild, channel, "tiny", players[0], {"rounds": rounds}, seed=5, settings=settings)
    for p in players[1:]:
        await service.join(guild, channel, p)
    if start:
        await service.start(guild, channel, players[0])


async def play_first(service, guild, channel):
    """The player to move plays their lowest card."""
    table = await service.table(guild, channel)
    seat = min(table.game.to_act(table.state))
    user = {s.user_id: s for s in table.seats}[table.user_of(seat).user_id]
    await service.move(guild, channel, User(user.user_id, user.name), f"play {min(table.state['hands'][seat])}")


def test_ordinals_as_people_write_them():
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"]
    assert [ordinal(n) for n in (10, 14, 20, 112, 113, 122)] == ["10th", "14th", "20th", "112th", "113th", "122nd"]


def test_the_place_in_the_scores():
    game = TinyRace()
    state = game.setup(["A", "B", "C"], {"rounds": 3, "simultaneous": False}, 1)
    assert str(place_text(game, state, 1)) == "all 3 level, 0 points"
    state["scores"], state["best"] = [31, 40, 5], [5, 5, 5]
    assert str(place_text(game, state, 0)) == "2nd of 3, 31 points"
    assert str(place_text(game, state, 2)) == "3rd of 3, 5 points"
    state["scores"], state["best"] = [1, 1, 0], [1, 1, 0]
    assert str(place_text(game, state, 1)) == "tied 1st of 3, 1 point"


def test_a_solo_player_is_first_of_one_not_all_level():
    game = game_for("townies")
    assert str(place_text(game, game.setup(["A"], {}, 1), 0)) == "1st of 1, 0 points"


async def test_mine_lists_every_server_your_turn_first_then_the_nearest_deadline(service):
    # server 1: a daily game where Bob is to move (Alice's deadline nothing)
    await opened(service, G1, "a", [BOB, ALICE], clock="daily")
    # server 2: a brisk game where Alice is to move (due in 8 hours)
    await opened(service, G2, "b", [ALICE, BOB], clock="brisk")
    # server 3: a relaxed game where Alice is to move (due in 3 days), and a lobby
    await opened(service, G3, "c", [ALICE, CAROL], clock="relaxed")
    await opened(service, G3, "d", [CAROL, ALICE], start=False)
    # server 2: a game without a clock where Carol is to move, Alice has played
    await opened(service, G2, "e", [ALICE, CAROL])
    await play_first(service, G2, "e")
    service.clock.now = START + timedelta(hours=1)
    mine = await service.mine(None, ALICE)
    order = [(d["guild"], d["channel"]) for d in mine.data]
    assert order == [(G2, "b"), (G3, "c"), (G1, "a"), (G2, "e"), (G3, "d")]
    brisk, relaxed, daily, plain, lobby = mine.data
    assert brisk["owes"] and relaxed["owes"] and not daily["owes"] and not plain["owes"]
    assert brisk["deadline"] == START + timedelta(hours=8) and relaxed["deadline"] == START + timedelta(days=3)
    assert daily["deadline"] == START + timedelta(days=3) and daily["to_move"] == ["Bob"]  # Bob's deadline
    assert plain["deadline"] is None and plain["to_move"] == ["Carol"]
    assert lobby["status"] == "lobby" and lobby["place"] == "" and lobby["to_move"] == []
    assert str(brisk["place"]) == "all 2 level, 0 points"
    assert str(plain["place"]).startswith("1st of 2, ")  # Alice has played a card, Carol has not
    assert mine.ephemeral and "your turn in 2" in mine.text
    lines = mine.text.splitlines()[1:]
    assert lines[0].startswith("- Tiny Race (game ") and f"#b in server {G2}: **your turn**, due" in lines[0]
    assert "2026-11-01 20:00 UTC" in lines[0]
    assert f"#c in server {G3}" in lines[1] and "waiting for Bob" in lines[2]
    assert "lobby, 2 of 4 seats taken" in lines[4]
    # one server only (the console's --server)
    assert [d["channel"] for d in (await service.mine(G2, ALICE)).data] == ["b", "e"]
    assert (await service.mine(G1, CAROL)).text == "You have no unfinished games in this server."
    assert (await service.mine(None, User("77", "Nobody"))).text == "You have no unfinished games."


async def test_without_deadlines_the_oldest_decision_comes_first(service):
    await opened(service, G1, "x", [ALICE, BOB])  # Alice owes since the start
    await opened(service, G1, "y", [BOB, ALICE])  # Bob owes; Alice later
    service.clock.now = START + timedelta(hours=1)
    await opened(service, G2, "z", [ALICE, CAROL])  # Alice owes since an hour after the start
    service.clock.now = START + timedelta(hours=2)
    await play_first(service, G1, "y")  # now Alice owes in y, since two hours after the start
    mine = await service.mine(None, ALICE)
    assert [d["channel"] for d in mine.data] == ["x", "z", "y"]
    assert [d["since"][11:16] for d in mine.data] == ["12:00", "13:00", "14:00"]


async def test_a_finished_or_resigned_game_and_where_the_board_was_posted(service):
    await opened(service, G1, "a", [ALICE, BOB], rounds=1)
    await play_first(service, G1, "a")
    await play_first(service, G1, "a")  # one round: over
    await opened(service, G2, "b", [ALICE, BOB, CAROL])
    await service.resign(G2, "b", ALICE)
    mine = await service.mine(None, ALICE)
    assert [d["channel"] for d in mine.data] == ["b"]
    assert mine.data[0]["resigned"] and mine.data[0]["place"] == "" and "you resigned" in mine.text
    announcement = (await service.pending_announcements(mine.data[0]["game_id"]))[-1]
    await service.announced(announcement.id, "b:999")
    assert (await service.mine(None, ALICE)).data[0]["post"] == "b:999"


async def test_opening_one_of_my_games_shows_its_status_and_boards_and_only_mine(service):
    await opened(service, G1, "a", [ALICE, BOB])
    game_id = (await service.mine(None, ALICE)).data[0]["game_id"]
    shown = await service.open_mine(ALICE, game_id)
    assert shown.ephemeral and shown.picture is not None and shown.private_picture is not None
    table = await service.table(G1, "a")
    hand = ", ".join(map(str, table.state["hands"][0]))
    assert "Alice" in shown.text and hand in shown.data["private"]
    assert shown.data["private"] in shown.text
    with pytest.raises(Refused, match="That is not one of your games"):
        await service.open_mine(CAROL, game_id)
    with pytest.raises(Refused, match="That is not one of your games"):
        await service.open_mine(ALICE, 4242)
    await opened(service, G1, "lobby", [ALICE], start=False)
    lobby = (await service.mine(G1, ALICE)).data[-1]["game_id"]
    shown = await service.open_mine(ALICE, lobby)
    assert shown.picture is None and "3 seat(s) free" in shown.text and "Tiny Race" in shown.text
    await service.abort(G1, "a", User(ALICE.id, ALICE.name, can_manage=True))
    with pytest.raises(Refused, match="is over"):
        await service.open_mine(ALICE, game_id)


# -- the cap -------------------------------------------------------------------------------------


async def test_the_cap_counts_every_server_and_applies_the_joined_servers(service):
    await service.server_settings(G1, BOSS, max_games=2)
    await opened(service, G2, "a", [BOB, ALICE], start=False)  # a lobby counts
    await opened(service, G3, "b", [ALICE, BOB])  # another server's game counts
    await service.new_game(G1, "c", "tiny", CAROL)
    table_before = await service.table(G1, "c")
    with pytest.raises(Refused) as refused:
        await service.join(G1, "c", ALICE)
    assert str(refused.value) == ("You are already playing 2 unfinished games, and this server allows at most 2"
                                  " at once (its `max_games` setting). Finish, leave or resign one of them first.")
    assert [s.user_id for s in (await service.table(G1, "c")).seats] == [CAROL.id]  # nothing changed
    assert (await service.table(G1, "c")).row.version == table_before.row.version
    with pytest.raises(Refused, match="at most 2 at once"):
        await service.new_game(G1, "d", "tiny", ALICE)
    assert await service.open_game_row(G1, "d") is None
    await service.new_game(G1, "d", "tiny", ALICE, join=False)  # a host who does not sit: no cap
    await service.new_game(G2, "e", "tiny", ALICE)  # server 2 keeps the default cap
    await service.leave(G2, "e", ALICE)
    await service.resign(G3, "b", ALICE)  # a resigned seat is not hers any more
    await service.join(G1, "c", ALICE)
    assert await service.store.seated_count(ALICE.id) == 2


async def test_the_default_cap_and_no_cap(service):
    """README: max_games, default 20 (Board Game Arena's order of magnitude); 0: no cap."""
    for n in range(20):
        await service.new_game(G1, f"c{n}", "tiny", ALICE)
    with pytest.raises(Refused, match="already playing 20 unfinished games.*at most 20 at once"):
        await service.new_game(G1, "one-more", "tiny", ALICE)
    await service.server_settings(G1, BOSS, max_games=0)
    await service.new_game(G1, "one-more", "tiny", ALICE)
    assert await service.store.seated_count(ALICE.id) == 21


async def test_a_rematch_that_would_seat_its_asker_beyond_the_cap_is_refused(service):
    await opened(service, G1, "a", [ALICE, BOB], rounds=1)
    await play_first(service, G1, "a")
    await play_first(service, G1, "a")
    await service.server_settings(G1, BOSS, max_games=1)
    await opened(service, G2, "b", [ALICE, CAROL], start=False)
    with pytest.raises(Refused, match="already playing 1 unfinished game, and this server allows at most 1"):
        await service.rematch(G1, "a", ALICE)
    assert (await service.open_game_row(G1, "a")) is None
    assert (await service.rematch(G1, "a", BOB)).mentions == [ALICE.id]  # Bob may; Alice is invited
    with pytest.raises(Refused, match="at most 1 at once"):
        await service.join(G1, "a", ALICE)


async def test_max_games_is_a_server_setting_shown_to_anyone_and_changed_by_a_manager(service):
    shown = await service.server_settings(G1, ALICE)
    assert ("max_games: 20 (the most unfinished games one player may be seated in at once)"
            " (the referee's default).") in shown.text
    with pytest.raises(Forbidden):
        await service.server_settings(G1, ALICE, max_games=5)
    for wrong in (-1, 1001, "many", 2.5):
        with pytest.raises(Refused, match="max_games is a whole number of games from 0 \\(no cap\\) to 1000"):
            await service.server_settings(G1, BOSS, clock="daily", max_games=wrong)
    assert await service.store.guild_settings(G1) == {}
    assert "max_games: 1000 (" in (await service.server_settings(G1, BOSS, max_games=1000)).text  # the highest
    changed = await service.server_settings(G1, BOSS, max_games=0)
    assert "max_games: 0 (no cap on unfinished games)." in changed.text
    assert await service.store.guild_settings(G1) == {"max_games": 0}
