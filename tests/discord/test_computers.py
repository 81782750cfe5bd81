"""Computer levels on Discord (issue 32): ``/game new ... computers:N
level:hard`` seats them, a hard computer decides in the computers' lane
after the human's move was answered, and its move is posted once."""

from __future__ import annotations

from rules.search import Budget
from tests.support.heldlane import HeldLane
from tests.support.waiting import until


async def test_a_hard_computer_moves_after_the_human_is_answered_and_is_posted_once(harness):
    await harness.stop()
    harness.computer_lane = lane = HeldLane()
    harness.computer_budget = Budget(seconds=None, iterations=4)
    await harness.start()
    s = harness.standin
    await s.slash(s.alice, "game new tiny", rounds=2, computers=1, level="hard")
    lobby = s.with_component("ref:lobby:join:")
    assert "2. Computer 1 (hard)" in lobby.words()
    await s.click(s.alice, lobby, next(c for c in lobby.custom_ids() if ":start:" in c))
    table = await harness.service.table(str(s.guild_id), str(s.channel_id))
    ex = await s.slash(s.alice, "game move", move=f"play {table.live['hands'][0][0]}")
    # Alice's move is answered and posted while the computer's search is held.
    assert "You played" in ex.ephemeral_text()
    posted = s.last_public()
    assert "Computer 1 (hard) to play" in posted.words() and "Computer 1 (hard) played" not in posted.words()
    await until(lambda: lane.jobs, "the search handed to the lane")
    lane.release(0)
    await harness.service.computers_idle()
    await until(lambda: "Computer 1 (hard) played" in s.last_public().words(), "the computer's move posted")
    told = [m for m in s.public_messages() if "Computer 1 (hard) played" in m.words()]
    assert len(told) == 1 and told[0].pngs()  # posted once, with the board
    assert told[0].pinged == {s.alice.id}  # Alice owes the next decision
    assert await harness.bot.deliver_pending() == 0  # nothing left to post twice


async def test_a_paused_computer_moves_when_its_pause_is_over_and_is_posted_once(harness):
    s, clock = harness.standin, harness.clock
    await s.slash(s.alice, "game new tiny", rounds=2, computers=1, level="normal")
    lobby = s.with_component("ref:lobby:join:")
    done = await s.slash(s.alice, "game settings", computer_minutes=20)
    assert "computer_minutes is now 20" in done.public_replies()[0].words()
    await s.click(s.alice, lobby, next(c for c in lobby.custom_ids() if ":start:" in c))
    table = await harness.service.table(str(s.guild_id), str(s.channel_id))
    await s.slash(s.alice, "game move", move=f"play {table.live['hands'][0][0]}")
    assert "Computer 1 (normal) to play" in s.last_public().words()
    clock.advance(minutes=19)
    assert await harness.bot.check_computers() == 0
    clock.advance(minutes=1)
    assert await harness.bot.check_computers() == 1
    told = [m for m in s.public_messages() if "Computer 1 (normal) played" in m.words()]
    assert len(told) == 1 and told[0].pngs()  # posted once, with the board
    assert told[0].pinged == {s.alice.id}  # Alice owes the next decision
    assert await harness.bot.check_computers() == 0
    assert await harness.bot.deliver_pending() == 0  # nothing left to post twice
    assert s.violations == []
