"""Each player's own rhythm through the Discord stand-in (issue 28):
``/game me`` shows and changes my settings (ephemerally) and refuses a
wrong one with a sentence; a player told by direct message gets their turn
and their reminders there, and when Discord refuses the direct message
(403, code 50007) they are mentioned in the channel instead; "Mute this
turn" on a reminder silences the rest of that decision's reminders, only
for its owner, and a press after the decision is refused."""

from __future__ import annotations

from tests.discord.play import open_game


async def test_game_me_shows_and_changes_my_settings_and_refuses_a_wrong_one(harness):
    s = harness.standin
    shown = await s.slash(s.alice, "game me")
    assert shown.public_replies() == [] and "Your settings (the same in every server)" in shown.ephemeral_text()
    done = await s.slash(s.alice, "game me", zone="Asia/Tokyo", quiet="0-8", told="dm", before=True)
    assert "time zone: Asia/Tokyo" in done.ephemeral_text() and "by a direct message" in done.ephemeral_text()
    refused = await s.slash(s.alice, "game me", zone="Tokyo", interval=24)
    assert "There is no time zone 'Tokyo'" in refused.ephemeral_text() and "Asia/Tokyo" in refused.ephemeral_text()
    refused = await s.slash(s.alice, "game me", interval=1)
    assert "the referee never reminds more often than that" in refused.ephemeral_text()
    assert await harness.service.store.user_settings(str(s.alice.id)) == {
        "zone": "Asia/Tokyo", "quiet": [0, 8], "told": "dm", "before": True}


async def test_a_vacation_is_told_to_the_table(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2, clock="daily")
    gone = await s.slash(s.alice, "game me", vacation=2)
    assert "You are on vacation until" in gone.ephemeral_text()
    told = s.last_public()
    assert "Alice is on vacation until <t:" in told.words() and not told.pinged


async def test_my_turn_and_reminders_by_direct_message_and_the_mention_when_discord_refuses(harness):
    s, clock = harness.standin, harness.clock
    await s.slash(s.bob, "game me", told="dm")
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2, clock="brisk")
    table = await harness.service.table(str(s.guild_id), str(s.channel_id))
    [first, *_] = table.game.legal_moves(table.live, 0)
    await s.slash(s.alice, "game move", move=first.notation)
    announcement = [m for m in s.channel_messages() if "Bob to move" in m.words()][-1]
    assert s.bot_user.id not in announcement.pinged and s.bob.id not in announcement.pinged  # not in the channel
    [dm] = s.direct_messages(s.bob)
    assert dm.words().startswith("It is your turn in the game of Tiny Race in <#")
    assert str(announcement.id) in dm.words()  # the jump link to the turn
    clock.advance(hours=4)
    before = len(s.channel_messages())
    assert await harness.bot.check_reminders() == 1
    assert len(s.channel_messages()) == before  # by direct message only
    reminder = s.direct_messages(s.bob)[-1]
    assert reminder.words().startswith("Reminder: your game of Tiny Race") and any(
        c.startswith("ref:mute:") for c in reminder.custom_ids())
    s.dm_closed.add(s.bob.id)  # Bob closes his direct messages: Discord answers 403, code 50007
    clock.advance(hours=3, minutes=12)
    assert await harness.bot.check_reminders() == 1
    fallback = s.channel_messages()[-1]
    assert fallback.words().startswith("Reminder:") and fallback.pinged == {s.bob.id}
    assert len(s.direct_messages(s.bob)) == 2  # nothing more reached him directly


async def test_a_refused_direct_message_for_my_turn_becomes_a_mention(harness):
    s = harness.standin
    await s.slash(s.bob, "game me", told="dm")
    s.dm_closed.add(s.bob.id)
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2)
    table = await harness.service.table(str(s.guild_id), str(s.channel_id))
    [first, *_] = table.game.legal_moves(table.live, 0)
    await s.slash(s.alice, "game move", move=first.notation)
    told = s.channel_messages()[-1]
    assert told.words().endswith("it is your turn (a direct message could not reach you).")
    assert told.pinged == {s.bob.id} and s.direct_messages(s.bob) == []


async def test_mute_this_turn_on_a_reminder(harness):
    s, clock = harness.standin, harness.clock
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2, clock="brisk")
    clock.advance(hours=4)
    assert await harness.bot.check_reminders() == 1
    reminder = s.channel_messages()[-1]
    [mute] = [c for c in reminder.custom_ids() if c.startswith("ref:mute:")]
    refused = await s.click(s.bob, reminder, mute)
    assert "Only the player this reminder is for can mute it." in refused.ephemeral_text()
    done = await s.click(s.alice, reminder, mute)
    assert "No more reminders for this turn" in done.ephemeral_text() and not done.public_replies()
    clock.advance(hours=3, minutes=12)
    assert await harness.bot.check_reminders() == 0  # the last warning is silenced
    table = await harness.service.table(str(s.guild_id), str(s.channel_id))
    [first, *_] = table.game.legal_moves(table.live, 0)
    await s.slash(s.alice, "game move", move=first.notation)
    stale = await s.click(s.alice, reminder, mute)
    assert "That reminder was for a decision you already made" in stale.ephemeral_text()


async def test_the_player_after_is_told_quietly_when_the_player_before_starts(harness):
    s = harness.standin
    await s.slash(s.bob, "game me", before=True)
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2)
    assert await harness.bot.chores() is None
    note = s.channel_messages()[-1]
    assert note.layout
    assert note.words().endswith("\nHeads-up for Bob: Alice, who plays before you, has started their turn.")
    assert not note.pinged
    await harness.bot.chores()
    assert len([m for m in s.channel_messages() if "Heads-up for Bob" in m.words()]) == 1  # once per decision
