"""Reminders, idle replacement, slow work and unexpected errors."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace

from bot.service import Service
from tests.discord.conftest import TOKEN, Harness
from tests.discord.play import open_game, table


def reminders(s):
    return [m for m in s.public_messages() if m.words().startswith("Reminder:")]


async def test_reminder_sent_once_per_interval_and_remembered_across_restarts(harness):
    s, clock = harness.standin, harness.clock
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2)
    assert await harness.bot.check_reminders() == 0  # nobody late yet
    clock.advance(hours=11)
    assert await harness.bot.check_reminders() == 0
    clock.advance(hours=2)
    assert await harness.bot.check_reminders() == 1
    (reminder,) = reminders(s)
    assert reminder.pinged == {s.alice.id}  # only the player who owes the decision
    assert await harness.bot.check_reminders() == 0  # not twice in one interval
    await harness.restart()
    assert await harness.bot.check_reminders() == 0  # remembered in the database
    clock.advance(hours=6)
    assert await harness.bot.check_reminders() == 0
    clock.advance(hours=6)
    assert await harness.bot.check_reminders() == 1
    assert len(reminders(s)) == 2


async def test_reminder_loop_runs_in_the_background(standin, settings, clock, tiny_game):
    s = standin
    h = Harness(s, replace(settings, reminder_check_seconds=0.02), clock)
    await h.start()
    try:
        await open_game(s, "tiny", [s.alice, s.bob])
        clock.advance(hours=13)
        for _ in range(500):
            if reminders(s):
                break
            await asyncio.sleep(0.01)
        assert len(reminders(s)) == 1
        await asyncio.sleep(0.1)  # several more checks: still one reminder
        assert len(reminders(s)) == 1
    finally:
        await h.stop()
    assert s.violations == [] and h.errors == []


async def test_idle_player_replaced_by_a_computer(harness):
    s, clock = harness.standin, harness.clock
    await open_game(s, "tiny", [s.alice, s.bob], rounds=1)
    refused = await s.slash(s.bob, "game settings", idle_hours=2)
    assert "Only the game's creator" in refused.ephemeral_text()
    done = await s.slash(s.alice, "game settings", idle_hours=2)
    assert "idle_hours is now 2" in done.public_replies()[0].words()
    clock.advance(hours=1)
    assert await harness.bot.check_idle() == 0
    clock.advance(hours=2)
    assert await harness.bot.check_idle() == 1
    announcement = s.last_public()
    assert "Alice was idle" in announcement.words() and "computer player takes over" in announcement.words()
    assert announcement.pngs()
    t = await table(harness)
    assert t.seats[0].is_computer
    assert announcement.pinged == {s.bob.id}


async def test_slow_work_is_deferred_then_followed_up(harness, monkeypatch):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob])
    harness.bot.defer_after = 0.01
    real_move = Service.move

    async def slow_move(self, *args, **kwargs):
        await asyncio.sleep(0.1)
        return await real_move(self, *args, **kwargs)

    monkeypatch.setattr(Service, "move", slow_move)
    t = await table(harness)
    ex = await s.slash(s.alice, "game move", move=f"play {t.state['hands'][0][0]}")
    assert ex.responses[0]["type"] == 5 and ex.deferred == "ephemeral"
    assert "You played" in ex.original.words() and ex.original.ephemeral
    assert s.last_public().pngs() and s.last_public().pinged == {s.bob.id}
    # a slow refusal after a public defer still reaches only the asker
    real_board = Service.board

    async def slow_board(self, *args, **kwargs):
        await asyncio.sleep(0.1)
        return await real_board(self, *args, **kwargs)

    monkeypatch.setattr(Service, "board", slow_board)
    ok = await s.slash(s.carol, "game board")
    assert ok.deferred == "public" and ok.original.pngs()
    other = s.add_channel("empty")
    refused = await s.slash(s.carol, "game board", channel_id=other)
    assert refused.deferred == "public" and refused.original.deleted
    assert "There is no game" in refused.ephemeral_text()
    assert not refused.public_replies()


async def test_unexpected_error_gets_an_apology_with_a_logged_reference(harness, monkeypatch, caplog):
    s = harness.standin
    harness.expect_errors = True
    await open_game(s, "tiny", [s.alice, s.bob])
    before = await table(harness)

    async def broken(self, *args, **kwargs):
        raise RuntimeError("database on fire")

    monkeypatch.setattr(Service, "move", broken)
    caplog.set_level(logging.DEBUG)
    published = len(s.public_messages())
    ex = await s.slash(s.alice, "game move", move=f"play {before.state['hands'][0][0]}")
    text = ex.ephemeral_text()
    assert "Sorry, something went wrong" in text and not ex.public_replies()
    reference = text.split("reference `")[1].split("`")[0]
    assert len(reference) == 6
    assert any(reference in r.getMessage() and r.exc_info for r in caplog.records)
    assert len(s.public_messages()) == published
    after = await table(harness)
    assert after.row.version == before.row.version
    assert TOKEN not in caplog.text


async def test_error_in_a_button_also_apologises(harness, monkeypatch):
    s = harness.standin
    harness.expect_errors = True
    await s.slash(s.alice, "game new tiny")
    lobby = s.with_component("ref:lobby:join:")

    async def broken(self, *args, **kwargs):
        raise ValueError("boom")

    monkeypatch.setattr(Service, "join", broken)
    ex = await s.click(s.bob, lobby, next(c for c in lobby.custom_ids() if ":join:" in c))
    assert "reference `" in ex.ephemeral_text()
    assert "2. Bob" not in lobby.words()


async def test_unknown_command_from_an_old_client_is_explained(harness):
    s = harness.standin
    schema = s.global_commands[0]
    ex = await s.raw(s.alice, 2, {"id": schema["id"], "name": "game", "type": 1,
                                  "options": [{"name": "teleport", "type": 1, "options": []}]})
    assert "out of date" in ex.ephemeral_text() and not ex.public_replies()


async def test_two_channels_play_at_once(harness):
    from tests.discord.play import play_to_end
    from tests.discord.test_play import people

    s = harness.standin
    other = s.add_channel("second")
    await harness.restart()  # the new channel arrives with GUILD_CREATE
    await open_game(s, "tiny", [s.alice, s.bob], rounds=1)
    await open_game(s, "tiny", [s.carol, s.alice], rounds=1, channel_id=other)
    first = await table(harness)
    second = await table(harness, other)
    assert first.row.id != second.row.id
    await play_to_end(harness, people(s), channel_id=other)
    assert (await table(harness, other)).row.status == "finished"
    assert (await table(harness)).row.status == "active"
    assert all("Carol" not in m.words() for m in s.channel_messages())


async def test_missing_channel_permissions_are_explained(harness):
    s = harness.standin
    s.forbidden_channels.add(s.channel_id)
    new = await s.slash(s.alice, "game new tiny", rounds=1)
    assert "could not post" in new.ephemeral_text() and "Send Messages" in new.ephemeral_text()
    await s.slash(s.bob, "game join")
    start = await s.slash(s.alice, "game start")
    assert "could not post" in start.ephemeral_text()
    t = await table(harness)
    move = await s.slash(s.alice, "game move", move=f"play {t.state['hands'][0][0]}")
    assert "You played" in move.ephemeral_text() and "could not post" in move.ephemeral_text()
    assert (await table(harness)).row.version > t.row.version
    assert s.public_messages() == []
