"""The table's clock through the Discord stand-in: deadlines as Discord
timestamps in the turn announcements, the banks in /game status, the clock
in /game settings, and what time does to a game announced exactly once."""

from __future__ import annotations

import re

from tests.discord.play import open_game

STAMP = re.compile(r"due <t:(\d+):R>")


async def test_a_clock_shows_deadlines_as_discord_timestamps(harness):
    s, clock = harness.standin, harness.clock
    start = await open_game(s, "tiny", [s.alice, s.bob], rounds=2, clock="daily")
    assert "Clock: daily" in s.channel_messages()[0].words()  # the lobby says which clock
    due = STAMP.search(start.words())
    assert due is not None and "Alice to move, due <t:" in start.words()
    assert int(due.group(1)) == int(clock.now.timestamp()) + 3 * 86400
    assert start.pinged == {s.alice.id}  # the pings are as without a clock
    clock.advance(hours=5)
    status = await s.slash(s.bob, "game status")
    text = status.public_replies()[0].words()
    assert "Clock: daily" in text and "Alice 2 days 19 hours, running" in text and "Bob 3 days" in text
    assert "Alice to move, due <t:" in text


async def test_a_game_without_a_clock_announces_as_before(harness):
    s = harness.standin
    start = await open_game(s, "tiny", [s.alice, s.bob], rounds=2)
    assert "<t:" not in start.words() and "Clock" not in start.words()


async def test_reminders_and_time_running_out_follow_the_clock(harness):
    s, clock = harness.standin, harness.clock
    await harness.service.store.set_guild_settings(str(s.guild_id), {"vacation_days": 0})  # issue 27
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2, clock="brisk")
    clock.advance(hours=3)
    assert await harness.bot.check_reminders() == 0
    clock.advance(hours=1)
    assert await harness.bot.check_reminders() == 1  # half of 8 hours
    reminder = s.public_messages()[-1]
    assert reminder.words().startswith("Reminder:") and "due <t:" in reminder.words()
    assert reminder.pinged == {s.alice.id}
    clock.advance(hours=5)
    assert await harness.bot.check_expiry() == 1
    told = s.public_messages()[-1]
    assert "\nAlice's time ran out." in told.words()
    assert await harness.bot.check_expiry() == 0
    await harness.bot.deliver_pending(force=True)
    assert len([m for m in s.public_messages() if "time ran out" in m.words()]) == 1  # exactly once


async def test_settings_change_the_clock_and_show_it(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2)
    shown = await s.slash(s.bob, "game settings")
    assert "Clock: none." in shown.ephemeral_text() and "`daily`" in shown.ephemeral_text()
    refused = await s.slash(s.bob, "game settings", clock="live")
    assert "Only the game's creator" in refused.ephemeral_text()
    done = await s.slash(s.alice, "game settings", clock="live")
    assert "The clock of this table is now live" in done.public_replies()[0].words()
