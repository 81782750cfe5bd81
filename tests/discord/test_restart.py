"""Restarts: games resume, lobby and table buttons keep working, commands are
synced only when they change."""

from __future__ import annotations

import random
from dataclasses import replace

from bot.discordbot import runner
from tests.discord.conftest import TOKEN
from tests.discord.play import choose, offered, open_game, play_to_end, table
from tests.discord.test_play import people


def button(message, kind: str) -> str:
    return next(c for c in message.custom_ids() if c.startswith(f"ref:{kind}"))


async def test_lobby_buttons_work_after_a_restart(harness):
    s = harness.standin
    await s.slash(s.alice, "game new tiny", rounds=1)
    lobby = s.with_component("ref:lobby:join:")
    await harness.restart()
    assert harness.starts == 2
    await s.click(s.bob, lobby, button(lobby, "lobby:join"))
    assert "2. Bob" in lobby.words()
    await s.click(s.bob, lobby, button(lobby, "lobby:start"))
    assert lobby.layout and lobby.custom_ids() == []
    assert (await table(harness)).row.status == "active"
    assert s.last_public().pngs()


async def test_a_game_resumes_after_a_restart(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2)
    t = await table(harness)
    await s.slash(s.alice, "game move", move=f"play {t.state['hands'][0][0]}")
    board = s.last_public()
    before = await table(harness)
    await harness.restart()
    after = await table(harness)
    assert after.row.version == before.row.version and after.state == before.state
    # the table message posted before the restart still offers Bob his move
    clicked = await s.click(s.bob, board, button(board, "turn:"))
    offer = next(m for m in clicked.replies() if any(c.startswith(("mb:", "ref:play:")) for c in m.custom_ids()))
    while not any(c.startswith("ref:play:") for c in offer.custom_ids()):
        await choose(s, s.bob, offer, offered(offer)[0], random.Random(1))
    await s.click(s.bob, offer, next(c for c in offer.custom_ids() if c.startswith("ref:play:")))
    assert (await table(harness)).row.version > before.row.version
    await play_to_end(harness, people(s))
    assert (await table(harness)).row.status == "finished"


async def test_commands_synced_only_when_changed(harness, standin, settings, monkeypatch):
    s = standin
    monkeypatch.setattr(runner, "_setup_logging", lambda settings: None)
    assert s.sync_count == 1
    await harness.restart()
    assert s.sync_count == 1  # same commands: no sync at start-up
    names = await runner.sync_commands(settings)  # `referee sync` forces it
    assert names == ["game"] and s.sync_count == 2


async def test_dev_guild_sync_and_guild_commands_work(standin, with_guild, clock, tiny_game):
    from tests.discord.conftest import Harness

    h = Harness(standin, with_guild, clock)
    await h.start()
    try:
        assert standin.guild_commands.get(standin.guild_id) and standin.global_commands == []
        ex = await standin.slash(standin.alice, "game new tiny")
        assert ex.ephemeral_text() and "guild_id" in ex.data
        assert standin.with_component("ref:lobby:join:")
    finally:
        await h.stop()
    assert standin.violations == [] and h.errors == []


async def test_missing_token_is_refused(settings):
    import pytest

    with pytest.raises(SystemExit):
        await runner.run_bot(replace(settings, token=None))
    assert TOKEN not in repr(settings)


async def test_new_game_in_the_registry_triggers_a_sync(harness, monkeypatch):
    import copy

    from rules import registry
    from rules.base import GameInfo

    s = harness.standin
    await harness.stop()
    other = copy.copy(registry.get("tiny"))
    other.info = GameInfo(key="tiny2", name="Tiny Two", min_players=2, max_players=2, summary="Another.")
    registry.register(other)
    try:
        await harness.start()
        assert s.sync_count == 2
        new = next(o for o in s.global_commands[0]["options"] if o["name"] == "new")
        assert {o["name"] for o in new["options"]} >= {"tiny", "tiny2"}
    finally:
        registry.unregister("tiny2")


async def test_token_never_logged(standin, settings, clock, tiny_game, caplog):
    import logging

    from tests.discord.conftest import Harness

    caplog.set_level(logging.DEBUG)
    h = Harness(standin, settings, clock)
    await h.start()
    try:
        await standin.slash(standin.alice, "game new tiny")
    finally:
        await h.stop()
    assert "discord" in caplog.text.lower()  # discord.py logged at DEBUG
    assert TOKEN not in caplog.text
