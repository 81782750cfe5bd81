"""Every public message of a game in one visual language: Discord's layout
components (``IS_COMPONENTS_V2``), a container with a heading, the words,
the picture in a media gallery with its alt text, the mention line and the
buttons, never ``content`` or embeds (Discord refuses them with the flag).

:func:`turn_layout` builds the turn message (and the final standings) from
a service reply; :func:`as_layout` turns any other public message's
arguments (``content``, ``embed(s)``, ``files``, a classic ``view``) into
the same form, so the lobby, reminders, refusals told publicly and the
replay look alike. :func:`layout_custom_ids` and :func:`message_item_ids`
find custom ids in nested layouts (the announcement's marker lives on the
"Choose my move" button inside the container). Nothing here knows any game.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import discord

from bot.i18n import Words
from bot.service import Picture, Reply

from .components import (
    PREFIX,
    AgreeButton,
    CatchupButton,
    GameButton,
    HandButton,
    RematchButton,
    TurnButton,
    UndoButton,
    VoteButton,
)
from .headings import heading_text
from .present import (
    ALT_LIMIT,
    COLOUR,
    ENGLISH,
    NOBODY,
    clip,
    deadlines_line,
    mentions_line,
    only_these,
    picture_file,
    standings_lines,
)

TEXT_TOTAL = 4000  # Discord: characters across a message's text displays
ROW_WIDTH = 5  # buttons in one action row
TOTAL_COMPONENTS = 40  # Discord: components in one message, nested ones counted


class HistoryButton(GameButton, template=PREFIX + r":history:(?P<game>[0-9]+)"):
    """The game's latest moves, shown only to the clicker."""

    action, label, what, handler = "history", "dc-button-history", "history button", "on_history_button"


def turn_row(reply: Reply, announcement: int | None, words: Words = ENGLISH) -> list[discord.ui.Item[Any]]:
    """The buttons under a running game's turn message. Another button is
    one more line here (rows of five are made by :func:`rows`)."""
    assert reply.game_id is not None
    items: list[discord.ui.Item[Any]] = [TurnButton(reply.game_id, announcement, words),
                                         HandButton(reply.game_id, words), CatchupButton(reply.game_id, words),
                                         HistoryButton(reply.game_id, words)]
    if reply.undo and reply.version is not None:
        items.append(UndoButton(reply.game_id, reply.version, words=words))
    return items


def ballot_items(game_id: int, ballot: dict[str, Any], words: Words = ENGLISH) -> list[list[discord.ui.Item[Any]]]:
    """One row per seat whose time ran out (wait, skip, hand; the first
    three seats) and the agreeing button of a proposal to abandon."""
    found: list[list[discord.ui.Item[Any]]] = []
    for seat, name in list(ballot.get("vote", []))[:3]:
        found.append([VoteButton(choice, game_id, int(seat), str(name), words)
                      for choice in ("wait", "skip", "hand")])
    if ballot.get("agree"):
        found.append([AgreeButton(game_id, words)])
    return found


def rows(items: list[discord.ui.Item[Any]]) -> list[discord.ui.ActionRow[Any]]:
    """Buttons in rows of five; a select alone in its row."""
    out: list[discord.ui.ActionRow[Any]] = []
    current: list[discord.ui.Item[Any]] = []
    for item in items:
        if isinstance(getattr(item, "item", item), discord.ui.Select):
            if current:
                out.append(discord.ui.ActionRow(*current))
                current = []
            out.append(discord.ui.ActionRow(item))
            continue
        current.append(item)
        if len(current) == ROW_WIDTH:
            out.append(discord.ui.ActionRow(*current))
            current = []
    if current:
        out.append(discord.ui.ActionRow(*current))
    return out


def gallery(pictures: list[Picture]) -> discord.ui.MediaGallery[Any]:
    """The pictures, shown through their attachments, with their alt texts
    (Discord: ten items at most)."""
    return discord.ui.MediaGallery(*(discord.MediaGalleryItem(f"attachment://{p.filename}",
                                                              description=clip(p.alt, ALT_LIMIT) or None)
                                     for p in pictures[:10]))


def layout(blocks: list[str], *, heading: str = "", pictures: Iterable[Picture] = (), ping: str = "",
           buttons: Iterable[list[discord.ui.Item[Any]]] = (), accent: int | None = None,
           others: Iterable[str] = ()) -> discord.ui.LayoutView:
    """One container: the heading, the words (clipped so that every text
    display together stays within Discord's 4,000 characters, the mention
    line always whole), the pictures, then the button rows."""
    view = discord.ui.LayoutView(timeout=None)
    container: discord.ui.Container[Any] = discord.ui.Container(
        accent_colour=COLOUR.value if accent is None else accent)
    heading = clip(heading, 200)
    blocks = [b for b in blocks if b and b.strip()]
    budget = TEXT_TOTAL - len(heading) - len(ping) - 8 * (len(blocks) + 2)
    if heading:
        container.add_item(discord.ui.TextDisplay(heading))
    for block in blocks:
        text = clip(block, max(1, budget))
        budget -= len(text)
        if budget <= 0:
            break
        container.add_item(discord.ui.TextDisplay(text))
    pictures = list(pictures)
    if pictures:
        container.add_item(gallery(pictures))
    for filename in others:  # not a picture: shown as a file
        container.add_item(discord.ui.File(f"attachment://{filename}"))
    if ping:
        container.add_item(discord.ui.TextDisplay(ping))
    for group in buttons:
        for row in rows(list(group)):
            container.add_item(row)
    view.add_item(container)
    return view


def turn_layout(reply: Reply, game_name: str, *, announcement: int | None = None,
                already: Iterable[str] = (), mover: str | None = None, words: Words = ENGLISH) -> dict[str, Any]:
    """Message arguments of a NEW public message for a game's reply (names
    already escaped): heading, what happened and who acts, until when, the
    board, the pings of the users who newly owe a decision (users in
    ``already`` were pinged before, except the ``mover``; everybody at the
    end) and the buttons, in ``words`` (the game's language)."""
    users = list(reply.mentions)
    if not reply.finished:
        users = [u for u in users if u not in set(already) or u == mover]
    line = mentions_line(users)
    files = [picture_file(reply.picture)] if reply.picture is not None else []
    pictures = [reply.picture] if reply.picture is not None else []
    buttons: list[list[discord.ui.Item[Any]]] = []
    if reply.finished and reply.standings:
        head, cut, _ = reply.text.rpartition("\n**")  # the service's own standings: the card lists them below
        headline = head if cut else reply.text
        if reply.game_id is not None:
            buttons.append([RematchButton(reply.game_id, words)])
        view = layout([headline, standings_lines(reply.standings, words)],
                      heading="## " + words("dc-final-heading", game=game_name), pictures=pictures,
                      ping=f"{line} {words('dc-ping-thanks')}" if line else "", buttons=buttons)
    else:
        if not reply.finished and reply.game_id is not None:
            buttons = [turn_row(reply, announcement, words), *ballot_items(reply.game_id, reply.ballot, words)]
        view = layout([reply.text, deadlines_line(reply, words)],
                      heading=f"## {heading_text(reply, game_name, words.locale)}",
                      pictures=pictures, ping=f"{line} {words('dc-ping-move')}" if line else "", buttons=buttons,
                      accent=reply.accent)
    return {"view": view, "files": files, "allowed_mentions": only_these(users) if users else NOBODY}


def embed_text(embed: discord.Embed) -> str:
    parts = [f"### {embed.title}" if embed.title else "", embed.description or ""]
    parts += [f"**{f.name}**\n{f.value}" for f in embed.fields]
    return "\n".join(p for p in parts if p)


def as_layout(kwargs: dict[str, Any]) -> dict[str, Any]:
    """Public message arguments in the layout form: ``content`` and embeds
    become text displays, the files a gallery (each with its alt text; a
    file that is not a picture stays a file component), a classic view's
    items rows of buttons. Arguments already holding a layout are kept."""
    if isinstance(kwargs.get("view"), discord.ui.LayoutView):
        return kwargs
    out = dict(kwargs)
    content = out.pop("content", None) or ""
    embeds = list(out.pop("embeds", None) or [])
    if out.get("embed") is not None:
        embeds.append(out.pop("embed"))
    out.pop("embed", None)
    classic = out.pop("view", None)
    files: list[discord.File] = list(out.get("files") or [])
    pictures = [Picture(b"", f.description or "", f.filename) for f in files
                if f.filename.lower().endswith((".png", ".gif", ".jpg", ".jpeg", ".webp"))]
    shown = {p.filename for p in pictures}
    view = layout([content, *(embed_text(e) for e in embeds)], pictures=pictures,
                  others=[f.filename for f in files if f.filename not in shown],
                  buttons=[list(classic.children)] if classic is not None else [])
    out["view"] = view
    return out


def layout_custom_ids(view: discord.ui.View | discord.ui.LayoutView | None) -> set[str]:
    """The custom ids of a view's items, nested ones included."""
    if view is None:
        return set()
    return {c for c in (getattr(item, "custom_id", None) for item in view.walk_children()) if c}


def walk_components(components: Iterable[Any]) -> Iterator[Any]:
    """Every component of a posted message, the nested ones included
    (containers, action rows, a section's accessory)."""
    for component in components:
        yield component
        yield from walk_components(getattr(component, "children", []) or [])
        accessory = getattr(component, "accessory", None)
        if accessory is not None:
            yield from walk_components([accessory])


def message_item_ids(message: discord.Message) -> set[str]:
    """The custom ids of a posted message's components, at any depth."""
    return {c for c in (getattr(item, "custom_id", None) for item in walk_components(message.components)) if c}


def layout_text(view: discord.ui.View | discord.ui.LayoutView | None) -> str:
    """The words of a layout's text displays, in order."""
    if view is None:
        return ""
    return "\n".join(item.content for item in view.walk_children() if isinstance(item, discord.ui.TextDisplay))


def message_text(message: discord.Message) -> str:
    """The words of a posted message's text displays, in order."""
    return "\n".join(c.content for c in walk_components(message.components)
                     if isinstance(c, discord.components.TextDisplay))


def edit_to_layout(text: str, view: discord.ui.View | None = None) -> dict[str, Any]:
    """Arguments for editing a public message into the layout form, its
    ``content`` cleared (a lobby posted as plain text before this version
    becomes a card too)."""
    return {**as_layout({"content": clip(text), "view": view}), "content": None}
