"""The stand-in rejects what Discord rejects, and the bot stays inside the
limits."""

from __future__ import annotations

import aiohttp
import discord

from bot.discordbot import layout, present
from bot.discordbot.play import Play
from bot.service import Picture, Reply
from tests.discord.conftest import TOKEN


async def _post(standin, path, **kwargs):
    async with aiohttp.ClientSession() as session:
        async with session.post(standin.base + path, headers={"Authorization": f"Bot {TOKEN}"},
                                **kwargs) as response:
            return response.status


async def test_standin_enforces_message_and_file_limits(standin):
    channel = f"/channels/{standin.channel_id}/messages"
    assert await _post(standin, channel, json={"content": "x" * 2001}) == 400
    assert await _post(standin, channel, json={"content": "ok", "embeds": [{"description": "y" * 4097}]}) == 400
    form = aiohttp.FormData()
    form.add_field("payload_json", '{"content": "big", "attachments": [{"id": 0, "description": "alt"}]}',
                   content_type="application/json")
    form.add_field("files[0]", b"\x89PNG\r\n\x1a\n" + b"0" * (10 * 1024 * 1024), filename="big.png",
                   content_type="image/png")
    assert await _post(standin, channel, data=form) == 400  # over 10 MiB: Discord says 413/400
    assert await _post(standin, channel, json={"content": "fine"}) == 200
    assert len(standin.violations) == 3
    standin.violations.clear()


async def test_standin_rejects_too_many_autocomplete_choices(harness, monkeypatch):
    s = harness.standin

    async def too_many(self, interaction, current):
        return [discord.app_commands.Choice(name=f"move {i}", value=f"move {i}") for i in range(26)]

    monkeypatch.setattr(Play, "autocomplete_move", too_many)
    await s.slash(s.alice, "game new tiny")
    exchange = s._exchange(4, s.alice, {})
    schema, options = s._build_options(["game", "move"], {"move": ""}, "move")
    exchange.data = {"id": schema["id"], "name": "game", "type": 1, "options": options}
    await s._send(exchange)
    for _ in range(200):
        if s.violations:
            break
        import asyncio
        await asyncio.sleep(0.01)
    assert any("26 autocomplete choices" in v for v in s.violations)
    s.violations.clear()


def test_long_text_is_clipped_and_pings_survive():
    reply = Reply("word " * 1000, mentions=["123", "456", "computer-1"], game_id=7, version=3)
    kwargs = layout.turn_layout(reply, "Tiny Race")
    texts = [i.content for i in kwargs["view"].walk_children() if isinstance(i, discord.ui.TextDisplay)]
    assert sum(len(t) for t in texts) <= layout.TEXT_TOTAL
    assert texts[-1] == "<@123> <@456> your move."
    assert [u.id for u in kwargs["allowed_mentions"].users] == [123, 456]
    assert kwargs["allowed_mentions"].everyone is False and kwargs["allowed_mentions"].roles is False
    assert "content" not in kwargs and "embed" not in kwargs


def test_alt_text_clipped_to_discords_limit():
    file = present.picture_file(Picture(b"\x89PNG", "a" * 3000, "board.png"))
    assert len(file.description) == 1024


def test_standings_mention_humans_only():
    text = layout.standings_lines([
        {"rank": 1, "name": "Alice", "user_id": "42", "score": 7.0, "detail": ""},
        {"rank": 2, "name": "Computer 1", "user_id": "computer-1", "score": 3, "detail": "tie-break"},
    ])
    assert "<@42>: 7" in text and "Computer 1: 3 (tie-break)" in text
    reply = Reply("Over.", picture=Picture(b"", "the end", "end.png"), finished=True, game_id=1,
                  standings=[{"rank": 1, "name": "Alice", "user_id": "42", "score": 7, "detail": ""}])
    view = layout.turn_layout(reply, "Tiny Race")["view"]
    galleries = [i for i in view.walk_children() if isinstance(i, discord.ui.MediaGallery)]
    assert [(m.media.url, m.description) for m in galleries[0].items] == [("attachment://end.png", "the end")]
