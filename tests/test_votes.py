"""When a clock runs out, the others decide (issue 27): the vote of the other
humans (wait, skip, hand), its majority, ties and silence (the table's
default), the player moving during the vote, one process resolving it, a
restart in the middle, and the console's `vote`. The service is driven
with a given clock (no sleeping)."""

import asyncio
import io
from datetime import timedelta
from types import SimpleNamespace

import pytest

from bot.console.session import play as play_console
from bot.service import Forbidden, Refused, Service, User, clocks
from bot.service.ballots import decision, skipped
from storage.store import Store
from tests.support.clock import START, Clock

pytestmark = pytest.mark.usefixtures("both_stores")

G, C = "guild", "chan"
ALICE, BOB, CAROL, DAN = User("1", "Alice"), User("2", "Bob"), User("3", "Carol"), User("4", "Dan")
T0 = START
DAY = timedelta(days=1)
MINUTE = timedelta(minutes=1)


@pytest.fixture
async def service(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "votes.db")
    svc = Service(store, clock=Clock())
    await svc.store.set_guild_settings(G, {"vacation_days": 0})  # no vacation day spent (issue 27)
    yield svc
    await svc.store.close()


async def started(service, *others, computers=0, settings=None, clock="daily"):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 3}, seed=5,
                           settings={"clock": clock, **(settings or {})})
    for user in others:
        await service.join(G, C, user)
    for _ in range(computers):
        await service.add_computer(G, C, ALICE)
    return await service.start(G, C, ALICE)


async def run_out(service):
    """Alice (first to move) runs out of time: the table is told."""
    service.clock.now = T0 + 3 * DAY + MINUTE
    return await service.expire()


async def seat_of(service, user):
    table = await service.table(G, C)
    return table.seat_of(user.id)


async def to_act(service):
    table = await service.table(G, C)
    return [table.name(s) for s in sorted(table.game.to_act(table.live))]


def test_a_majority_of_those_who_answered_decides_ties_and_silence_give_the_default():
    entry = {"until": (T0 + DAY).isoformat(), "voters": ["2", "3", "4"], "answers": {}}
    assert decision(entry, T0, "wait") is None  # open, nobody answered
    assert decision(entry, T0 + DAY, "skip") == "skip"  # nobody answered: the default
    one = {**entry, "answers": {"2": "hand"}}
    assert decision(one, T0, "wait") is None  # one of three: not yet a majority of the voters
    assert decision(one, T0 + DAY, "wait") == "hand"  # the majority of those who answered
    two = {**entry, "answers": {"2": "hand", "3": "hand"}}
    assert decision(two, T0, "wait") == "hand"  # more than half of all voters: decided at once
    tie = {**entry, "answers": {"2": "hand", "3": "skip"}}
    assert decision(tie, T0, "wait") is None
    assert decision(tie, T0 + DAY, "wait") == "wait"  # a tie: the default
    every = {**entry, "answers": {"2": "hand", "3": "skip", "4": "wait"}}
    assert decision(every, T0, "skip") == "skip"  # everyone answered, a three-way tie: the default
    split = {**entry, "voters": ["2", "3", "4", "5"], "answers": {"2": "hand", "3": "hand", "4": "skip"}}
    assert decision(split, T0, "wait") is None  # two of four is not more than half
    assert decision(split, T0 + DAY, "wait") == "hand"  # when time is up, the most answers win, not a tie


def test_skip_leaves_the_seat_one_increment_of_the_tables_clock():
    """A skipped seat's bank holds one increment (at most the cap) from now; without a clock, no bank."""
    clock = {"banks": {"0": [5.0, T0.isoformat()]}, "votes": {"0": {"until": T0.isoformat()}}, "out": {"0": "x"}}
    preset = clocks.preset_of({"clock": "daily"})
    assert preset is not None
    after = skipped(clock, 0, {"clock": "daily"}, T0 + DAY)
    assert after["banks"]["0"] == [min(preset.cap, preset.increment), (T0 + DAY).isoformat()]
    assert after["votes"] == {} and after["out"] == {}
    assert skipped(clock, 0, {}, T0 + DAY)["banks"] == clock["banks"]  # no clock: the bank is left alone


async def test_time_running_out_opens_the_others_vote_and_nothing_happens_meanwhile(service):
    await started(service, BOB, CAROL)
    [told] = await run_out(service)
    assert "Alice's time ran out" in told.text and "`vote wait`" in told.text
    assert told.text in [a.payload["text"] for a in await service.pending_announcements(told.game_id)]
    assert await service.expire() == []  # told once; the vote is open
    service.clock.now += 12 * timedelta(hours=1)
    assert await service.expire() == []
    assert await to_act(service) == ["Alice"]
    with pytest.raises(Forbidden, match="The other players decide"):
        await service.vote(G, C, ALICE, "wait")
    with pytest.raises(Refused, match="no choice"):
        await service.vote(G, C, BOB, "sleep")
    counted = await service.vote(G, C, BOB, "skip")
    assert counted.ephemeral and "1 of 2 answered" in counted.text and counted.data["decided"] is None


async def test_a_stranger_may_not_vote_and_without_a_vote_nothing_is_counted(service):
    await started(service, BOB)
    with pytest.raises(Refused, match="no vote open"):
        await service.vote(G, C, BOB, "wait")
    await run_out(service)
    with pytest.raises(Forbidden, match="Only the other players"):
        await service.vote(G, C, DAN, "hand")


async def test_wait_gives_the_seat_a_day_more(service):
    await started(service, BOB)
    await run_out(service)
    decided = await service.vote(G, C, BOB, "wait")  # the only voter: decided at once
    assert decided.data == {"counted": "wait", "decided": "wait"}
    assert "Alice gets a day more" in decided.text
    assert "Alice 1 day, running" in (await service.status(G, C)).text
    assert await to_act(service) == ["Alice"]
    service.clock.now += DAY - MINUTE
    assert await service.expire() == []
    service.clock.now += 2 * MINUTE
    [again] = await service.expire()  # her time may run out again: a new vote
    assert "Alice's time ran out" in again.text


async def test_skip_lets_a_computer_make_this_one_decision_and_the_player_keeps_the_seat(service):
    await started(service, BOB, CAROL)
    await run_out(service)
    await service.vote(G, C, BOB, "skip")
    decided = await service.vote(G, C, CAROL, "skip")
    assert "A computer makes this decision for Alice" in decided.text
    alice = await seat_of(service, ALICE)
    assert not alice.is_computer
    assert await to_act(service) == ["Bob"]
    assert decided.game_id is not None
    texts = [a.payload["text"] for a in await service.pending_announcements(decided.game_id)]
    assert decided.text in texts


async def test_hand_gives_the_seat_to_a_computer_for_good(service):
    await started(service, BOB, CAROL)
    await run_out(service)
    await service.vote(G, C, BOB, "hand")
    decided = await service.vote(G, C, CAROL, "hand")
    assert "plays Alice's seat from now on" in decided.text
    assert (await seat_of(service, ALICE)).is_computer
    assert await to_act(service) == ["Bob"]


async def test_with_no_answer_the_tables_default_applies_when_the_window_ends(service):
    await started(service, BOB, CAROL, settings={"timeout_default": "hand"})
    await run_out(service)
    service.clock.now += DAY - MINUTE
    assert await service.expire() == []
    service.clock.now += MINUTE
    [done] = await service.expire()
    assert "The vote on Alice's time is over" in done.text
    assert (await seat_of(service, ALICE)).is_computer


async def test_a_tie_gives_the_default(service):
    await started(service, BOB, CAROL, settings={"timeout_default": "skip"})
    await run_out(service)
    await service.vote(G, C, BOB, "hand")
    decided = await service.vote(G, C, CAROL, "wait")  # everyone answered, one each: the default
    assert decided.data["decided"] == "skip"
    assert not (await seat_of(service, ALICE)).is_computer and await to_act(service) == ["Bob"]


async def test_the_player_moving_during_the_vote_closes_it_with_nothing_done(service):
    await started(service, BOB, CAROL)
    await run_out(service)
    await service.vote(G, C, BOB, "hand")
    [first, *_] = await service.legal_moves(G, C, ALICE, "")
    await service.move(G, C, ALICE, first.notation)
    with pytest.raises(Refused, match="no vote open"):
        await service.vote(G, C, CAROL, "hand")
    service.clock.now += 2 * DAY
    told = await service.expire()
    assert not any("vote on Alice" in r.text for r in told)
    assert not (await seat_of(service, ALICE)).is_computer


async def test_with_nobody_else_to_vote_the_default_applies_at_once(service):
    await started(service, computers=1, settings={"timeout_default": "skip"})
    [done] = await run_out(service)
    assert "With nobody else to decide" in done.text and "A computer makes this decision" in done.text
    assert await to_act(service) == ["Alice"]  # her next turn, after the computer's
    assert not (await seat_of(service, ALICE)).is_computer


async def test_a_vote_is_resolved_by_one_of_two_processes(service, tmp_path):
    await started(service, BOB, CAROL, settings={"timeout_default": "skip"})
    await run_out(service)
    other = Service(await Store.open(tmp_path / "votes.db"), clock=service.clock)
    try:
        service.clock.now += DAY
        done = await asyncio.gather(service.expire(), other.expire())
        assert sorted(len(d) for d in done) == [0, 1]
        texts = [a.payload["text"] for a in await service.pending_announcements()]
        assert sum("The vote on Alice's time is over" in t for t in texts) == 1
    finally:
        await other.store.close()


async def test_a_restart_in_the_middle_of_a_vote_keeps_it(service, tmp_path):
    await started(service, BOB, CAROL)
    await run_out(service)
    await service.vote(G, C, BOB, "hand")
    await service.store.close()
    service.store = await Store.open(tmp_path / "votes.db")
    again = Service(service.store, clock=service.clock)
    decided = await again.vote(G, C, CAROL, "hand")  # Bob's answer was kept
    assert decided.data["decided"] == "hand"


async def test_the_default_setting_is_checked_and_shown(service):
    await started(service, BOB)
    with pytest.raises(Refused, match="no choice"):
        await service.set_setting(G, C, ALICE, "timeout_default", "never")
    said = await service.set_setting(G, C, ALICE, "timeout_default", "hand")
    assert "timeout_default is now hand" in said.text
    assert "timeout_default: hand" in (await service.settings_text(G, C)).text


def test_the_console_votes(tmp_path, tiny_game):
    args = SimpleNamespace(game="tiny", players="alice,bob", computer=0, seed=3, db=None, images=None,
                           option=["rounds=2"], clock="brisk")
    out = io.StringIO()
    lines = "bob: vote wait\nalice: vote\nalice: help\n"
    assert asyncio.run(play_console(args, ["alice", "bob"], io.StringIO(lines), out)) == 0
    text = out.getvalue()
    assert "There is no vote open at this table" in text
    assert "vote wait|skip|hand" in text


async def finish(service, *users):
    """Let the humans play their first legal move until the game is over."""
    reply = None
    for _ in range(60):
        table = await service.table(G, C)
        acting = [u for u in users if table.seat_of(u.id) and table.seat_of(u.id).seat in table.game.to_act(table.live)
                  and not table.seat_of(u.id).is_computer]
        if not acting:
            return reply
        [first, *_] = await service.legal_moves(G, C, acting[0], "")
        reply = await service.move(G, C, acting[0], first.notation)
        if reply.finished:
            return reply
    raise AssertionError("the game did not end")


async def test_a_game_with_a_seat_handed_over_is_unrated_and_the_record_says_timed_out(service):
    await started(service, BOB, CAROL)
    await run_out(service)
    await service.vote(G, C, BOB, "hand")
    await service.vote(G, C, CAROL, "hand")
    last = await finish(service, BOB, CAROL)
    assert last.finished and "Unrated: a computer took over the seat of Alice" in last.text
    await service.rate_pending()
    assert (await service.leaderboard(G, "tiny")).data == []  # nobody's rating moved
    assert all(row["rating"] is None for row in (await service.stats(G, BOB)).data)
    alice = (await service.stats(G, ALICE)).text
    assert "Record in this server: 0 finished, 0 abandoned, 1 timed out (seat handed to a computer), 0 resigned." \
        in alice
    bob = (await service.stats(G, BOB)).text
    assert "Record in this server" not in bob  # only games played to the end: nothing more to tell


async def test_an_ordinary_game_is_still_rated(service):
    await started(service, BOB)
    last = await finish(service, ALICE, BOB)
    assert last.finished and "Unrated" not in last.text
    await service.rate_pending()
    assert len((await service.leaderboard(G, "tiny")).data) == 2


async def test_the_record_counts_abandoned_and_resigned_games(service):
    await started(service, BOB)
    await service.abort(G, C, User(ALICE.id, ALICE.name, can_manage=True))
    await started(service, BOB)
    await service.resign(G, C, BOB)
    await service.abort(G, C, User(ALICE.id, ALICE.name, can_manage=True))
    bob = (await service.stats(G, BOB)).text
    assert bob == ("Bob has no finished games in this server yet.\nRecord in this server: 0 finished, 1 abandoned,"
                   " 0 timed out (seat handed to a computer), 1 resigned.")


MOD = User("9", "Mod", can_manage=True)


async def test_abandoning_a_running_game_needs_every_player(service):
    await started(service, BOB, CAROL)
    proposed = await service.abort(G, C, BOB)
    assert not proposed.finished and proposed.data == {"agreed": [BOB.id], "waiting": [ALICE.id, CAROL.id]}
    assert proposed.text in [a.payload["text"] for a in await service.pending_announcements(proposed.game_id)]
    with pytest.raises(Forbidden, match="Only the players still playing"):
        await service.agree(G, C, DAN)
    assert not (await service.agree(G, C, ALICE)).finished
    done = await service.agree(G, C, CAROL)
    assert done.finished and "Everybody still playing agreed to abandon" in done.text
    assert (await service.game_row(done.game_id)).status == "aborted"


async def test_a_proposal_to_abandon_expires_after_a_day_with_nothing_done(service):
    await started(service, BOB)
    with pytest.raises(Refused, match="Nobody proposed"):
        await service.agree(G, C, ALICE)
    await service.abort(G, C, BOB)
    service.clock.now += timedelta(hours=23)
    assert await service.expire() == []
    service.clock.now += timedelta(hours=1)
    [told] = await service.expire()
    assert "the proposal expired and play goes on" in told.text
    assert await service.expire() == []
    with pytest.raises(Refused, match="Nobody proposed"):
        await service.agree(G, C, ALICE)
    assert (await service.table(G, C)).row.status == "active"


async def test_a_manager_or_the_only_human_aborts_at_once_and_the_lobby_is_the_creators(service):
    await started(service, BOB)
    assert (await service.abort(G, C, MOD)).finished
    await started(service, computers=1)
    assert (await service.abort(G, C, ALICE)).finished  # nobody else to ask
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 3}, seed=5)
    await service.join(G, C, BOB)
    with pytest.raises(Forbidden, match="creator"):
        await service.abort(G, C, BOB)
    assert (await service.abort(G, C, ALICE)).finished


async def test_an_aborted_game_is_announced_to_the_table_and_an_aborted_lobby_is_not(service):
    """Mutation sample (seed 515151): the announcement of an abort was unpinned."""
    await started(service, BOB)
    game = await service.abort(G, C, MOD)
    assert game.text in [a.payload["text"] for a in await service.pending_announcements(game.game_id)]
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 3}, seed=5)
    lobby = await service.abort(G, C, ALICE)
    assert lobby.game_id != game.game_id
    assert await service.pending_announcements(lobby.game_id) == []


def test_the_console_asks_for_agreement(tmp_path, tiny_game):
    args = SimpleNamespace(game="tiny", players="alice,bob", computer=0, seed=3, db=None, images=None,
                           option=["rounds=2"], clock=None)
    out = io.StringIO()
    lines = "alice: abort\nbob: agree\n"
    assert asyncio.run(play_console(args, ["alice", "bob"], io.StringIO(lines), out)) == 0
    text = out.getvalue()
    assert "alice agrees to abandon this game of Tiny Race" in text and "UTC" in text and "<t:" not in text
    assert "Everybody still playing agreed to abandon the game of Tiny Race" in text


async def test_a_month_of_play_where_every_kind_of_expiry_happens(service):
    """Wait, skip, hand over, abandon by agreement, and a game nobody plays
    closed: all through the service, with the records they leave."""
    clock = service.clock
    await started(service, BOB, CAROL)
    await run_out(service)  # Alice's 3 days ran out
    await service.vote(G, C, BOB, "wait")
    waited = await service.vote(G, C, CAROL, "wait")
    assert waited.data["decided"] == "wait" and await to_act(service) == ["Alice"]
    clock.now += DAY + MINUTE
    [again] = await service.expire()  # her extra day ran out too
    assert "Alice's time ran out" in again.text
    await service.vote(G, C, BOB, "skip")
    assert (await service.vote(G, C, CAROL, "skip")).data["decided"] == "skip"
    assert await to_act(service) == ["Bob"]
    clock.now += 3 * DAY + MINUTE
    [bob_out] = await service.expire()
    assert "Bob's time ran out" in bob_out.text
    await service.vote(G, C, ALICE, "hand")
    assert (await service.vote(G, C, CAROL, "hand")).data["decided"] == "hand"
    assert (await seat_of(service, BOB)).is_computer and await to_act(service) == ["Carol"]
    proposed = await service.abort(G, C, CAROL)
    assert proposed.data["waiting"] == [ALICE.id]  # Bob's seat is a computer's: not asked
    assert (await service.agree(G, C, ALICE)).finished
    # A second game nobody plays is closed after ABANDON_AFTER_DAYS.
    await started(service, BOB, clock="none")
    clock.now += 61 * DAY
    [closed] = await service.expire(abandon_after=timedelta(days=60))
    assert closed.finished and "the referee closed it" in closed.text
    assert "0 finished, 2 abandoned, 0 timed out" in (await service.stats(G, ALICE)).text
    assert "0 finished, 1 abandoned, 1 timed out" in (await service.stats(G, BOB)).text
    assert "0 finished, 1 abandoned, 0 timed out" in (await service.stats(G, CAROL)).text


async def test_idle_hours_keep_working_but_leave_a_seat_under_vote_to_the_voters(service):
    await started(service, BOB, CAROL, settings={"idle_hours": 1})
    service.clock.now = T0 + 2 * timedelta(hours=1)
    assert [s.name for _, s in await service.idle_seats()] == ["Alice"]  # as before
    await run_out(service)
    assert await service.idle_seats() == []  # her vote is open: nothing happens to the seat


async def test_a_wait_is_announced_without_a_board(service):
    """Mutation sample (seed 27): the announcement of a decision that moves
    nothing on the board."""
    await started(service, BOB)
    await run_out(service)
    decided = await service.vote(G, C, BOB, "wait")
    [told] = [a for a in await service.pending_announcements(decided.game_id) if a.payload["text"] == decided.text]
    assert told.payload["board"] is False and told.version == decided.version


async def test_a_vote_for_another_game_or_seat_is_refused(service):
    """Mutation sample (seed 27): a button of an earlier game, or for a seat
    that has no vote, counts nothing."""
    reply = await started(service, BOB, CAROL)
    await run_out(service)
    with pytest.raises(Refused, match="earlier game"):
        await service.vote(G, C, BOB, "wait", seat=0, game_id=reply.game_id + 1)
    with pytest.raises(Refused, match="no vote open"):
        await service.vote(G, C, BOB, "wait", seat=2)
    counted = await service.vote(G, C, BOB, "wait", seat=0, game_id=reply.game_id)
    assert counted.data == {"counted": "wait", "decided": None}


async def test_a_live_tables_vote_lasts_one_move(service):
    """Mutation sample (seed 27): on `live` the vote is open for the preset's
    increment (5 minutes), not a day."""
    await started(service, BOB, CAROL, clock="live")
    service.clock.now = T0 + 15 * MINUTE + MINUTE
    [told] = await service.expire()
    until = int((service.clock.now + 5 * MINUTE).timestamp())
    assert f"<t:{until}:R>" in told.text
    service.clock.now += 5 * MINUTE
    [done] = await service.expire()
    assert "The vote on Alice's time is over: Alice gets a day more." in done.text


async def test_a_vote_lasts_a_day_whatever_the_preset_but_live(service):
    """Mutation sample (seed 27): `brisk` gives 8 hours a move, the vote a day."""
    await started(service, BOB, clock="brisk")
    service.clock.now = T0 + 8 * timedelta(hours=1) + MINUTE
    [told] = await service.expire()
    assert f"<t:{int((service.clock.now + DAY).timestamp())}:R>" in told.text


async def test_the_only_person_still_playing_abandons_at_once(service):
    """Abandoning needs the agreement of every human still playing: with
    computers only beside them, that is the asker alone, so the game ends
    at once (no proposal, nothing to wait for)."""
    await started(service, computers=1)
    reply = await service.abort(G, C, ALICE)
    assert reply.text == "Alice aborted the game of Tiny Race. The channel is free."
    assert (await service.game_row(reply.game_id)).status == "aborted"
