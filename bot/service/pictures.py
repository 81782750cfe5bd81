"""The picture pipeline: drawing a game's public board (reusing the last
pictures drawn when the public view did not change), starting a board while
its change is committed, the private views, and giving a committed change's
reply its picture. Every picture is drawn with the words of a language
(``picture_words``): a table's pictures in its game's language
(``table_locale``).
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any

import render
from bot.i18n import SOURCE, Words
from bot.service.context import Context
from bot.service.model import Picture, Reply, Table
from bot.service.turns import describe
from bot.service.words import clip
from rules.base import ALT_TEXT_LIMIT, Game

log = logging.getLogger("referee.service")

PICTURE_CACHE = 64  # public pictures kept for reuse (about 100 KB each)


def _unread(task: asyncio.Future) -> None:
    """Done-callback of a picture drawn ahead of its commit: a picture
    nobody awaited (the change was refused) must not end as "exception
    never retrieved"; a fault of one that is awaited is logged there."""
    if not task.cancelled() and task.exception() is not None:
        log.debug("A picture drawn ahead of its commit failed: %s", task.exception())


def table_locale(table: Table | None) -> str:
    """The language a table's public pictures are drawn in: the game's
    language (a table setting, issue 31)."""
    return table.language if table is not None else SOURCE


def picture_words(locale: str = SOURCE) -> Words:
    """The words pictures in ``locale`` are drawn with: picklable (the
    picture processes format them from their own catalogues)."""
    return Words(locale)


def _drawn_key(key: tuple[str, bytes], locale: str) -> tuple[str, bytes]:
    """A drawn picture's place in the cache: its view's key in its language."""
    return f"{locale}:{key[0]}", key[1]


class Pictures:
    def __init__(self, ctx: Context, rate: Callable[[], Awaitable[int]]):
        """``rate``: rates the finished games not rated yet (a finished
        game's reply is given its picture after that)."""
        self.ctx = ctx
        self.rate = rate
        # The last public pictures drawn, by game and view (a change that
        # leaves the public view as it was, like a hidden drop, reuses one).
        self.drawn: OrderedDict[tuple[str, bytes], bytes] = OrderedDict()

    async def public_png(self, game: Game, state, described: tuple | None = None,
                         drawing: asyncio.Future | bytes | None = None,
                         locale: str = SOURCE) -> tuple[bytes, str]:
        """The public picture of ``state`` as PNG bytes (its words in
        ``locale``), and its alt text. ``described``: ``describe(game,
        state)`` if already known; ``drawing``: what ``start_drawing``
        returned for it."""
        if described is None:
            described = await self.ctx.run(describe, game, state)
        if drawing is None:
            drawing = self.start_drawing(game, described, locale)
        # written while the picture is drawn, in the picture's language
        alt = Words(locale, self.ctx.front).render(await self.ctx.run(game.alt_text, state))
        if isinstance(drawing, bytes):
            return drawing, alt
        png = await drawing
        key = _drawn_key(described[1], locale)
        self.drawn[key] = png
        while len(self.drawn) > PICTURE_CACHE:
            self.drawn.popitem(last=False)
        return png, alt

    def start_drawing(self, game: Game, described: tuple, locale: str = SOURCE) -> asyncio.Future | bytes:
        """The picture of a described public view in ``locale``: the PNG
        drawn before (a change that left the public view as it was, such as
        a hidden drop, draws nothing new), or the future of its drawing,
        begun now."""
        view, key = described
        key = _drawn_key(key, locale)
        png = self.drawn.get(key)
        if png is not None:
            self.drawn.move_to_end(key)
            return png
        return self.ctx.draw_soon(render.board_png, game.info.key, view, picture_words(locale))

    def sketch(self, table: Table, state, described: tuple | None = None) -> asyncio.Future:
        """Start drawing the public picture of ``state`` (a change not yet
        committed), so that it is drawn while the change is committed: the
        picture processes work while the store does. With ``described``
        (the view, already computed off the loop with the move) the drawing
        is handed over before this returns. ``with_picture`` awaits it once
        the commit succeeded; a change that is refused leaves it to finish
        unread (its fault, if any, is logged there, never raised)."""
        locale = table_locale(table)
        drawing = self.start_drawing(table.game, described, locale) if described is not None else None
        if isinstance(drawing, asyncio.Future):
            drawing.add_done_callback(_unread)
        task = asyncio.ensure_future(self.public_png(table.game, state, described, drawing, locale))
        task.add_done_callback(_unread)
        return task

    async def public_picture(self, table: Table, sketch: asyncio.Future | None = None) -> Picture:
        png, alt = await (sketch if sketch is not None
                          else self.public_png(table.game, table.live, locale=table_locale(table)))
        return Picture(png, clip(alt, ALT_TEXT_LIMIT),
                       f"{table.game.info.key}-{table.row.id}-v{table.row.version}.png")

    async def private_view(self, table: Table, seat: int, words: Words | None = None) -> tuple[str, Picture | None]:
        """A seat's private summary and picture, in ``words`` (the reader's;
        default: the game's language)."""
        game = table.game
        words = words or self.ctx.words(table)

        def view_and_summary() -> tuple[Any, Any]:
            return game.view(table.live, seat), game.summary(table.live, seat)

        view, summary = await self.ctx.run(view_and_summary)
        text = words.render(summary)
        png = await self.ctx.draw(render.private_png, game.info.key, view, picture_words(words.locale))
        picture = None
        if png is not None:
            picture = Picture(png, clip(words("svc-private-alt", name=table.name(seat), summary=text), ALT_TEXT_LIMIT),
                              f"{game.info.key}-{table.row.id}-private.png")
        return text, picture

    async def with_picture(self, table: Table, reply: Reply, sketch: asyncio.Future | None = None) -> Reply:
        """After the commit: the reply gets its version and board picture
        (``sketch``: the picture started with ``sketch`` before the commit;
        a picture that cannot be drawn is logged, and the reply goes
        without); a finished game is rated."""
        if reply.finished:
            try:
                await self.rate()
            except Exception:  # noqa: BLE001 - ratings are derived data, rebuilt at the next start
                log.exception("Could not rate game %s", table.row.id)
        reply.version = table.row.version
        try:
            reply.picture = await self.public_picture(table, sketch)
        except Exception:  # noqa: BLE001 - a move is never lost to a drawing fault
            log.exception("Could not draw the board of game %s version %s", table.row.id, table.row.version)
        return reply
