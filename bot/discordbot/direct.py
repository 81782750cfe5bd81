"""Telling a player by a direct message (issue 28): players who chose
``dm`` are told it is their turn, and reminded, in a direct message where
Discord lets the bot send one; when Discord refuses (403: Cannot send
messages to this user, code 50007, or any other refusal), they are
mentioned in the game's channel instead. Used by the outbox's delivery
(:mod:`.core`) and the reminders (:mod:`.background`); ``bot`` is the
client's core (this module does not import it: the core imports this)."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.i18n import Words
from bot.service import Reply

from .present import ENGLISH, clip, slash_command

log = logging.getLogger("referee.discord")


async def send_dm(bot: Any, user_id: str, text: str, view: discord.ui.View | None = None) -> bool:
    """Send ``text`` to the user directly; False when Discord refuses."""
    if not user_id.isdigit():
        return False
    try:
        user = bot.get_user(int(user_id)) or await bot.fetch_user(int(user_id))
        if view is None:
            await user.send(content=clip(text))
        else:
            await user.send(content=clip(text), view=view)
    except discord.HTTPException as error:
        log.info("No direct message to %s (%s): mentioned in the channel instead", user_id, error)
        return False
    return True


async def by_dm(bot: Any, user_ids: list[str]) -> list[str]:
    """The users of ``user_ids`` who chose to be told by direct message."""
    if not user_ids:
        return []
    told = await bot.service.told_by(user_ids)
    return [u for u in user_ids if told.get(u) == "dm"]


async def withhold(bot: Any, reply: Reply) -> list[str]:
    """Take out of an announcement's pings the players told by direct
    message (returned: tell them with :func:`tell_turn` once it is posted)."""
    direct = await by_dm(bot, list(reply.ping))
    reply.ping = [u for u in reply.ping if u not in direct]
    return direct


async def tell_turn(bot: Any, user_ids: list[str], kind: str, guild: str, channel: str,
                    message: discord.Message, words: Words = ENGLISH) -> None:
    """Tell each player in a direct message that the game posted
    ``message`` and waits for them; those Discord refuses are mentioned in
    the channel, in a short reply to it (both in ``words``: the game's
    language)."""
    if not user_ids:
        return
    refused = []
    for user_id in user_ids:
        text = words("dc-dm-turn", game=bot.game_name(kind), channel=f"<#{channel}>", link=message.jump_url,
                     move=slash_command("move", words.locale))
        if not await send_dm(bot, user_id, text):
            refused.append(user_id)
    if not refused:
        return
    pings = " ".join(f"<@{u}>" for u in refused)
    try:
        await bot.post(channel, guild, content=f"{pings} {words('dc-dm-refused')}",
                       allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                                                users=[discord.Object(int(u)) for u in refused]))
    except discord.HTTPException as error:
        log.warning("Could not mention %s in channel %s: %s", refused, channel, error)
