"""The stand-in rejects what Discord rejects, and the bot stays inside the
limits."""

from __future__ import annotations

import json

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
    text = present.standings_lines([
        {"rank": 1, "name": "Alice", "user_id": "42", "score": 7.0, "detail": ""},
        {"rank": 2, "name": "Computer 1", "user_id": "computer-1", "score": 3, "detail": "tie-break"},
    ])
    assert "<@42>: 7" in text and "Computer 1: 3 (tie-break)" in text
    reply = Reply("Over.", picture=Picture(b"", "the end", "end.png"), finished=True, game_id=1,
                  standings=[{"rank": 1, "name": "Alice", "user_id": "42", "score": 7, "detail": ""}])
    view = layout.turn_layout(reply, "Tiny Race")["view"]
    galleries = [i for i in view.walk_children() if isinstance(i, discord.ui.MediaGallery)]
    assert [(m.media.url, m.description) for m in galleries[0].items] == [("attachment://end.png", "the end")]


V2 = 1 << 15  # IS_COMPONENTS_V2


def _text(words: str) -> dict:
    return {"type": 10, "content": words}


def _box(*children: dict, **extra) -> dict:
    return {"type": 17, "components": list(children), **extra}


async def _send(standin, body, files=()):
    """POST a channel message as the bot (JSON, or multipart with files);
    the status and the stored message (when created)."""
    path = standin.base + f"/channels/{standin.channel_id}/messages"
    async with aiohttp.ClientSession() as session:
        kwargs: dict = {"json": body}
        if files:
            form = aiohttp.FormData()
            form.add_field("payload_json", json.dumps(body), content_type="application/json")
            for index, (name, data) in enumerate(files):
                form.add_field(f"files[{index}]", data, filename=name, content_type="image/png")
            kwargs = {"data": form}
        async with session.post(path, headers={"Authorization": f"Bot {TOKEN}"}, **kwargs) as response:
            data = await response.json()
            return response.status, standin.messages.get(int(data["id"])) if response.status == 200 else data


async def _edit(standin, message_id, body):
    path = standin.base + f"/channels/{standin.channel_id}/messages/{message_id}"
    async with aiohttp.ClientSession() as session:
        async with session.patch(path, headers={"Authorization": f"Bot {TOKEN}"}, json=body) as response:
            return response.status


async def test_layout_messages_refuse_content_and_embeds(standin):
    status, error = await _send(standin, {"flags": V2, "content": "hi", "components": [_box(_text("hi"))]})
    assert status == 400 and error["code"] == 50035
    status, _ = await _send(standin, {"flags": V2, "embeds": [{"description": "x"}], "components": [_text("x")]})
    assert status == 400
    status, message = await _send(standin, {"flags": V2, "components": [_box(_text("hi"))]})
    assert status == 200 and message.layout and message.words() == "hi" and message.content == ""
    assert len(standin.violations) == 2
    standin.violations.clear()


async def test_layout_types_need_the_flag(standin):
    status, _ = await _send(standin, {"content": "x", "components": [_text("a display")]})
    assert status == 400 and "without IS_COMPONENTS_V2" in standin.violations[-1]
    standin.violations.clear()


async def test_forty_components_at_most_nested_ones_counted(standin):
    def rows(count):  # a container, then rows of buttons: 1 + rows * 6 components
        return [_box(*({"type": 1, "components": [{"type": 2, "style": 2, "label": "b",
                                                   "custom_id": f"b{r}-{i}"} for i in range(5)]}
                       for r in range(count)))]
    status, _ = await _send(standin, {"flags": V2, "components": rows(6) + [_text("x")] * 3})  # 37 + 3 = 40
    assert status == 200
    status, _ = await _send(standin, {"flags": V2, "components": rows(6) + [_text("x")] * 4})  # 41
    assert status == 400 and "41 components" in standin.violations[-1]
    standin.violations.clear()


async def test_text_displays_share_four_thousand_characters(standin):
    status, _ = await _send(standin, {"flags": V2, "components": [_text("x" * 2000), _text("y" * 2000)]})
    assert status == 200
    status, _ = await _send(standin, {"flags": V2, "components": [_text("x" * 2000), _text("y" * 2001)]})
    assert status == 400 and "4001" in standin.violations[-1]
    standin.violations.clear()


async def test_accent_colour_is_an_rgb_integer(standin):
    for good in (0, 0xFFFFFF):
        status, _ = await _send(standin, {"flags": V2, "components": [_box(_text("x"), accent_color=good)]})
        assert status == 200
    for bad in (-1, 0x1000000, "red", True):
        status, _ = await _send(standin, {"flags": V2, "components": [_box(_text("x"), accent_color=bad)]})
        assert status == 400
    assert len(standin.violations) == 4
    standin.violations.clear()


async def test_attachments_show_only_through_a_component(standin):
    png = b"\x89PNG\r\n\x1a\n" + b"0" * 10
    gallery = {"type": 12, "items": [{"media": {"url": "attachment://board.png"}, "description": "the board"}]}
    body = {"flags": V2, "components": [_box(_text("x"), gallery)],
            "attachments": [{"id": 0, "filename": "board.png"}, {"id": 1, "filename": "extra.png"}]}
    status, message = await _send(standin, body, [("board.png", png), ("extra.png", png)])
    assert status == 200
    assert [a.filename for a in message.shown()] == ["board.png"]  # extra.png is not referenced: not shown
    assert "the board" in message.text()
    body = {"flags": V2, "components": [_box(_text("x"), gallery)], "attachments": [{"id": 0}]}
    status, _ = await _send(standin, body, [("other.png", png)])
    assert status == 400 and "attachment://board.png" in standin.violations[-1]
    standin.violations.clear()


async def test_a_layout_message_keeps_its_flag_on_edit(standin):
    status, message = await _send(standin, {"flags": V2, "components": [_box(_text("x"))]})
    assert await _edit(standin, message.id, {"flags": 0, "content": "plain again"}) == 400
    assert await _edit(standin, message.id, {"content": "plain again"}) == 400  # still a layout: no content
    assert await _edit(standin, message.id, {"components": [_box(_text("y"))]}) == 200
    assert message.layout and message.words() == "y"
    assert len(standin.violations) == 2
    standin.violations.clear()


async def test_nested_components_are_found_and_mentions_in_text_displays_ping(standin):
    person = standin.add_person("Dana")
    row = {"type": 1, "components": [{"type": 2, "style": 1, "label": "Go", "custom_id": "deep"}]}
    section = {"type": 9, "components": [_text("a section")],
               "accessory": {"type": 2, "style": 2, "label": "Side", "custom_id": "side"}}
    body = {"flags": V2, "components": [_box(_text(f"<@{person.id}> your move."), section, row)],
            "allowed_mentions": {"parse": [], "users": [str(person.id)]}}
    status, message = await _send(standin, body)
    assert status == 200 and message.pinged == {person.id}
    assert message.custom_ids() == ["side", "deep"] and message.component("deep")["label"] == "Go"
    assert message.displays() == f"<@{person.id}> your move.\na section"
