"""/game server through the Discord stand-in: a member with Manage Server
sets the server's default clock and the next new game shows a deadline; a
member without it is refused and changes nothing."""

from __future__ import annotations

from tests.discord.play import open_game

MANAGE_GUILD = 1 << 5  # Discord's Manage Server permission bit


async def test_a_server_manager_sets_the_default_clock_of_new_games(harness):
    s = harness.standin
    boss = s.add_person("Boss")
    boss.permissions |= MANAGE_GUILD
    shown = await s.slash(s.bob, "game server")
    assert "clock: none" in shown.ephemeral_text() and not shown.public_replies()
    refused = await s.slash(s.admin, "game server", clock="daily")  # Manage Channels is not enough
    assert "Only someone who can manage this server" in refused.ephemeral_text()
    assert await harness.service.store.guild_settings(str(s.guild_id)) == {}
    done = await s.slash(boss, "game server", clock="daily", abandon_after_days=30)
    text = done.public_replies()[0].words()
    assert "clock: daily" in text and "abandon_after_days: 30 (" in text
    start = await open_game(s, "tiny", [s.alice, s.bob], rounds=2)  # no clock option
    assert "Alice to move, due <t:" in start.words()
