"""Announce exactly once, even across crashes (issue 11): a move committed
just before the bot dies is posted after the restart, once; a post that
happened just before a crash is found in the channel and not repeated; names
are shown as typed, never as Markdown or mentions."""

from __future__ import annotations

import re

import pytest

from bot.discordbot import client as client_module
from tests.discord.play import open_game, table


def boards(standin) -> list[str]:
    return [a.filename for m in standin.channel_messages() for a in m.attachments if a.filename.endswith(".png")]


async def test_a_move_committed_before_a_crash_is_announced_once_after_restart(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2)
    t = await table(harness)
    posted_before = len(s.channel_messages())

    async def crash(self, game_id, *, force=False):  # the process dies before posting
        return False

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(client_module.RefereeBot, "deliver_game", crash)
        await s.slash(s.alice, "game move", move=f"play {t.state['hands'][0][0]}")
    assert len(s.channel_messages()) == posted_before  # committed, not announced
    await harness.restart()
    await harness.bot.deliver_pending(force=True)  # what the start-up delivery does
    after = await table(harness)
    messages = s.channel_messages()[posted_before:]
    assert len(messages) == 1, [m.words() for m in messages]
    assert messages[0].attachments[0].filename.endswith(f"-v{after.row.version}.png")
    assert s.bob.id in messages[0].pinged  # Bob is told it is his turn
    await harness.bot.deliver_pending(force=True)
    assert len(s.channel_messages()) == posted_before + 1  # never twice
    assert boards(s).count(messages[0].attachments[0].filename) == 1


async def test_a_post_made_just_before_a_crash_is_not_repeated(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2)
    t = await table(harness)

    async def lost(self, announcement_id, message_ref):  # posted, then died before noting it
        return None

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(type(harness.service), "announced", lost)
        await s.slash(s.alice, "game move", move=f"play {t.state['hands'][0][0]}")
    posted = len(s.channel_messages())
    await harness.restart()
    await harness.bot.deliver_pending(force=True)
    assert len(s.channel_messages()) == posted  # found in the channel's history
    assert await harness.service.pending_announcements() == []
    names = boards(s)
    assert len(names) == len(set(names))


async def test_the_outbox_loop_delivers_after_discord_was_down(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2)
    t = await table(harness)
    s.forbidden_channels.add(s.channel_id)  # Discord refuses our posts for a while
    ex = await s.slash(s.alice, "game move", move=f"play {t.state['hands'][0][0]}")
    assert "could not post" in ex.ephemeral_text().lower()
    s.forbidden_channels.discard(s.channel_id)
    pending = await harness.service.pending_announcements()
    assert len(pending) == 1 and pending[0].attempts == 1
    harness.clock.advance(minutes=1)  # the failed attempt's lease is over
    await harness.bot.deliver_pending()
    assert await harness.service.pending_announcements() == []
    assert s.last_public().attachments and s.bob.id in s.last_public().pinged


async def test_names_are_shown_as_typed_never_as_markup(harness):
    s = harness.standin
    s.mallory.name = "[click](https://evil.ex) @here"
    await open_game(s, "tiny", [s.mallory, s.bob], rounds=1)
    t = await table(harness)
    await s.slash(s.mallory, "game move", move=f"play {t.state['hands'][0][0]}")
    assert len(s.channel_messages()) >= 3  # lobby, start, move
    for message in s.channel_messages():
        assert not re.search(r"(?<!\\)\[click\]\(", message.words()), message.words()  # no masked link
        assert "@here" not in message.words()  # no mention syntax
    assert sum(r"\[click](" in m.words() for m in s.channel_messages()) >= 2  # shown as typed
