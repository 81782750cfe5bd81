"""Turning service replies into Discord message arguments, within Discord's
limits (2,000 characters of content, 1,024 of alt text, 6,000 across embeds),
with player names escaped (data, never markup or mentions). Nothing here
knows any game."""

from __future__ import annotations

import io
import re
from collections.abc import Iterable
from datetime import datetime
from typing import Any

import discord

from bot.i18n import SOURCE, Words, catalogue, supported
from bot.service import Picture, Reply

CONTENT_LIMIT = 2000
ALT_LIMIT = 1024
EMBED_DESCRIPTION_LIMIT = 4096
EMBED_FIELD_LIMIT = 25
COLOUR = discord.Colour.from_rgb(47, 111, 159)
FRONT = "discord"  # every catalogue message may word itself for this front end ($front)


def words_in(*tags: str | None) -> Words:
    """The words of the first language tag the catalogues have ("de",
    "ru-RU"; Discord's locales), else of the source language."""
    for tag in tags:
        locale = supported(tag)
        if locale is not None:
            return Words(locale, FRONT)
    return Words(SOURCE, FRONT)


ENGLISH = words_in(SOURCE)


def slash_command(words: str, locale: str = SOURCE) -> str:
    """A command an engine names (``rules.base.command``), as Discord shows
    it to a reader of ``locale``: ``/game undo``, ``/spiel zurücknehmen``
    (the names of the ``commands`` catalogue, as the command list shows
    them; a word it has no name for stays as it is)."""
    names = catalogue()
    path = ["game", *words.split()]
    shown = []
    for depth in range(1, len(path) + 1):
        msg_id = "cmd-" + "-".join(path[:depth])
        shown.append(names.maybe(locale, msg_id) or names.maybe(SOURCE, msg_id) or path[depth - 1])
    return f"`/{' '.join(shown)}`"


def clip(text: str, limit: int = CONTENT_LIMIT) -> str:
    text = text or ""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def pages(text: str, limit: int = CONTENT_LIMIT) -> list[str]:
    """``text`` in messages of at most ``limit`` characters, cut between
    paragraphs where it can, else between lines, else inside a line (a
    guide longer than one message is sent whole, in several)."""
    out: list[str] = []
    rest = (text or "").strip("\n")
    while len(rest) > limit:
        cut = rest.rfind("\n\n", 0, limit + 1)
        if cut <= 0:
            cut = rest.rfind("\n", 0, limit + 1)
        if cut <= 0:
            cut = limit
        out.append(rest[:cut].rstrip("\n"))
        rest = rest[cut:].lstrip("\n")
    out.append(rest)
    return out


def is_discord_id(user_id: str) -> bool:
    return str(user_id).isdigit()


def mention(user_id: str) -> str:
    return f"<@{user_id}>"


def mentions_line(user_ids: Iterable[str]) -> str:
    return " ".join(mention(u) for u in user_ids if is_discord_id(u))


def only_these(user_ids: Iterable[str]) -> discord.AllowedMentions:
    """Allowed mentions limited to exactly these users (no roles, no @everyone)."""
    users = [discord.Object(int(u)) for u in user_ids if is_discord_id(u)]
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False, users=users)


NOBODY = discord.AllowedMentions.none()


def picture_file(picture: Picture, filename: str | None = None) -> discord.File:
    return discord.File(io.BytesIO(picture.png), filename=filename or picture.filename,
                        description=clip(picture.alt, ALT_LIMIT))


def with_pings(text: str, user_ids: list[str], suffix: str = "") -> str:
    """The text with a ping line for the users who must act (``suffix``
    after the mentions, already in the readers' words). Clipped so the
    pings always survive."""
    line = mentions_line(user_ids)
    if not line:
        return clip(text)
    tail = f"\n{line} {suffix}".rstrip()
    return clip(text, CONTENT_LIMIT - len(tail)) + tail


def timestamp(moment: datetime) -> str:
    """A moment as a Discord timestamp, which every client shows relative
    to now in the reader's own time zone ("in 3 hours")."""
    return f"<t:{int(moment.timestamp())}:R>"


def deadlines_line(reply: Reply, words: Words = ENGLISH) -> str:
    """"Alice to move, due <t:...:R>" for each player who owes a decision
    at a table with a clock (names escaped); empty without deadlines."""
    return "; ".join(words("dc-deadline", name=escape_names(d.name, reply.names), due=timestamp(d.at))
                     for d in reply.deadlines)


def with_deadlines(text: str, reply: Reply, words: Words = ENGLISH) -> str:
    line = deadlines_line(reply, words)
    return f"{text}\n{line}" if line else text


def standings_lines(standings: list[dict[str, Any]], words: Words = ENGLISH) -> str:
    """The final standings, a line a seat: rank, player (a mention for a
    Discord user), score and the tie-break or solo verdict."""
    lines = []
    for s in standings:
        score = s.get("score")
        if isinstance(score, float) and score.is_integer():
            score = int(score)
        who = mention(s["user_id"]) if is_discord_id(s.get("user_id", "")) else s["name"]
        detail = f" ({words.render(s['detail'])})" if s.get("detail") else ""
        lines.append(f"**{s['rank']}.** {who}: {score}{detail}")
    return "\n".join(lines) or words("dc-no-standings")


def standings_embed(title: str, standings: list[dict[str, Any]], picture: Picture | None,
                    words: Words = ENGLISH) -> discord.Embed:
    embed = discord.Embed(title=clip(title, 256), colour=COLOUR)
    embed.description = clip(standings_lines(standings, words), EMBED_DESCRIPTION_LIMIT)
    if picture is not None:
        embed.set_image(url=f"attachment://{picture.filename}")
    return embed


def private_kwargs(text: str, picture: Picture | None = None, words: Words = ENGLISH) -> dict[str, Any]:
    kwargs: dict[str, Any] = {"content": clip(text or words("dc-nothing-to-show")), "allowed_mentions": NOBODY}
    if picture is not None:
        kwargs["files"] = [picture_file(picture)]
    return kwargs


def escape_names(text: str, names: list[str]) -> str:
    """``text`` with every player name in it escaped for Discord: a name is
    data, so its Markdown (``[x](link)``, ``**``) and mention syntax
    (``@everyone``, ``<@id>``) show literally instead of acting."""
    if not text:
        return text
    escaped = {n: discord.utils.escape_mentions(discord.utils.escape_markdown(n)) for n in set(names) if n}
    escaped = {n: e for n, e in escaped.items() if n != e}
    if not escaped:
        return text
    pattern = re.compile("|".join(re.escape(n) for n in sorted(escaped, key=len, reverse=True)))
    return pattern.sub(lambda m: escaped[m.group(0)], text)


def escape_reply(reply: Reply) -> Reply:
    """Escape the names in a reply's text and standings (in place)."""
    reply.text = escape_names(reply.text, reply.names)
    reply.standings = [dict(s, name=escape_names(s["name"], reply.names),
                            detail=escape_names(s.get("detail") or "", reply.names)
                            if isinstance(s.get("detail") or "", str) else s["detail"])  # a Text: rendered later
                       for s in reply.standings]
    return reply
