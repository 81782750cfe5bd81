"""The client's core: the plumbing every handler uses (answering within
Discord's deadlines, sentences for database faults and refusals, apologies
with references for the bot's own faults, ephemeral replies), and posting
announcements from the outbox exactly once.

The handlers live in one module per concern (lobby, play, info, manage,
background), each an object given this core (:class:`BotBase`) when the
client (:class:`.client.RefereeBot`) builds them; this module imports none
of them. Every data access goes through the service.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands

from bot.config import Settings
from bot.i18n import Words, supported
from bot.service import Reply, Service, ServiceError, User
from bot.workers import Abandoned
from rules.base import Text, write_commands
from rules.base import say as text_of
from storage.base import Announcement

from . import faults
from .components import announcement_marker, announcement_nonce, hand_view
from .direct import tell_turn, withhold
from .layout import as_layout, layout_custom_ids, layout_text, message_item_ids, message_text, turn_layout
from .present import ENGLISH, NOBODY, clip, escape_reply, picture_file, slash_command, words_in
from .walk import first_step

log = logging.getLogger("referee.discord")


def server_locale(interaction: discord.Interaction) -> str | None:
    """The server's language as Discord sends it with an interaction in a
    server (``guild_locale``); None in a direct message."""
    return str(interaction.guild_locale) if interaction.guild_id and interaction.guild_locale else None

REFUSED = object()
HISTORY_LOOKBACK = 25  # messages searched for an announcement posted just before a crash
AUTOCOMPLETE_SECONDS = 2.0  # Discord drops an autocomplete not answered within 3 s
CANNOT_POST = text_of("dc-cannot-post")  # the bot may not post in the channel


def written(words: Words, value: str | Text) -> str:
    """A Text (or a finished sentence) in ``words``, the commands it names
    (``rules.base.command``) written as Discord shows them to its reader."""
    return write_commands(words.render(value), lambda command: slash_command(command, words.locale))


class BotBase(discord.AutoShardedClient):
    """Settings, the service and the plumbing every handler uses.

    Auto-sharded (discord.py's own sharding): one process runs every shard
    of ``SHARD_COUNT`` (default: as many as Discord recommends), or only
    ``SHARD_IDS`` when several processes share the bot."""

    tree: app_commands.CommandTree

    def __init__(self, settings: Settings, service: Service | None, *, defer_after: float = 1.5,
                 **options: Any):
        intents = discord.Intents.none()
        intents.guilds = True  # channel and thread cache; no privileged intent
        options.setdefault("allowed_mentions", NOBODY)
        if settings.shard_count is not None:
            options.setdefault("shard_count", settings.shard_count)
            if settings.shard_ids is not None:
                options.setdefault("shard_ids", list(settings.shard_ids))
        super().__init__(intents=intents, **options)
        self.settings = settings
        self._service = service
        self.defer_after = defer_after
        self.autocomplete_wait = AUTOCOMPLETE_SECONDS
        self._delivering: dict[int, asyncio.Lock] = {}
        self.side_tasks: set[asyncio.Task] = set()  # replays being drawn and posted
        self.handlers = faults.InFlight()  # interaction handlers running now
        self.errors: list[tuple[str, BaseException]] = []  # (reference, error), newest last

    @property
    def service(self) -> Service:
        """The service every handler works through. Only ``referee sync`` and
        ``referee doctor`` build a bot without one (to compute or sync the
        command payload); they never handle an interaction."""
        if self._service is None:
            raise RuntimeError("This bot was built without a service (for syncing commands only); "
                               "it cannot handle interactions or background work.")
        return self._service

    @property
    def has_service(self) -> bool:
        """False for the command-payload-only bot of ``referee sync`` and ``referee doctor``."""
        return self._service is not None

    @staticmethod
    def who(interaction: discord.Interaction) -> User:
        """The asker, with the language their Discord client uses (their
        own replies are written in it when the catalogues have it)."""
        permissions = interaction.permissions
        return User(str(interaction.user.id), interaction.user.display_name,
                    bool(permissions and permissions.manage_channels),
                    can_manage_server=bool(permissions and permissions.manage_guild),
                    locale=str(interaction.locale) if interaction.locale else None)

    async def game_words(self, guild: str | int | None, channel: str | int | None, game_id: int | None = None,
                         *, fallback: str | None = None) -> Words:
        """The game's language (a table setting): what its public messages
        are written in; the game ``game_id``, else the channel's unfinished
        one. Without a game (or while the database cannot say), the
        ``fallback`` language (the server's), else English."""
        language = None
        if self.has_service:
            try:
                if game_id is not None:
                    row = await self.service.game_row(game_id)
                else:
                    row = await self.service.open_game_row(str(guild), str(channel)) if channel else None
            except faults.FAULTS as error:  # the sentence about the fault must still be told
                log.info("The game's language is unknown (%s): %s", type(error).__name__, error)
                row = None
            if row is not None:
                language = (row.settings or {}).get("language")
        return words_in(language, fallback)

    async def public_words(self, interaction: discord.Interaction, game_id: int | None = None) -> Words:
        """The words of a public message answering ``interaction``: the
        game's language, else the server's (``guild_locale``)."""
        guild, channel = self.where(interaction)
        return await self.game_words(guild, channel, game_id, fallback=server_locale(interaction))

    async def reader(self, interaction: discord.Interaction, game_id: int | None = None) -> Words:
        """The words of an ephemeral reply: the reader's language
        (``interaction.locale``) when the catalogues have it, else the
        game's (``game_id``, or the channel's game), else the server's."""
        locale = supported(str(interaction.locale)) if interaction.locale else None
        if locale is not None:
            return words_in(locale)
        known = interaction.extras.get("reader_words")
        if known is None:
            known = interaction.extras["reader_words"] = await self.public_words(interaction, game_id)
        return known

    @staticmethod
    def where(interaction: discord.Interaction) -> tuple[str, str]:
        return str(interaction.guild_id), str(interaction.channel_id)

    def channel(self, channel_id: str | int, guild_id: str | int | None = None):
        found = self.get_channel(int(channel_id))
        if found is not None:
            return found
        return self.get_partial_messageable(int(channel_id), guild_id=int(guild_id) if guild_id else None)

    async def post(self, channel_id: str | int, guild_id: str | int | None = None, **kwargs: Any) -> discord.Message:
        kwargs.setdefault("allowed_mentions", NOBODY)
        return await self.channel(channel_id, guild_id).send(**as_layout(kwargs))

    async def guarded(self, interaction: discord.Interaction, what: str,
                      handler: Callable[..., Awaitable[Any]], *args: Any, notices: bool = True) -> None:
        """Run a handler; afterwards tell the user about changed hidden
        information waiting for them. A database fault or a refusal that
        escapes is told as its sentence (after a committed change whose
        announcement waits for the database: that it is saved); any other
        error gets an apology with a logged reference."""
        task = self.handlers.enter()
        handling, token = faults.begin(what)
        try:
            await handler(interaction, *args)
            if notices:
                await self.tell_notices(interaction)
            if handling.saved_later:
                await self.say(interaction, faults.SAVED_LATER)
        except faults.FAULTS as error:
            await self.tell_fault(interaction, error, handling)
        except Exception as error:  # noqa: BLE001 - the apology is the handling
            await self.apologise(interaction, error, what)
        finally:
            faults.end(token)
            self.handlers.leave(task)

    async def tell_fault(self, interaction: discord.Interaction, error: BaseException,
                         handling: faults.Handling) -> None:
        """A database fault or a refusal, told as its sentence (logged, with
        its kind, for the admin; no traceback: it is not the bot's fault)."""
        log.warning("%s in %s by user %s in channel %s: %s", type(error).__name__, handling.what,
                    interaction.user.id if interaction.user else "?", interaction.channel_id, error)
        try:
            words = await self.reader(interaction)
            await self.say(interaction, faults.sentence(error, handling, words))
        except discord.HTTPException as failure:  # the interaction may be gone
            log.info("Could not tell about a fault in %s: %s", handling.what, failure)

    async def apologise(self, interaction: discord.Interaction, error: BaseException, what: str) -> None:
        reference = secrets.token_hex(3).upper()
        self.errors.append((reference, error))
        del self.errors[:-50]
        log.error("Unexpected error (reference %s) in %s by user %s in channel %s",
                  reference, what, interaction.user.id if interaction.user else "?", interaction.channel_id,
                  exc_info=(type(error), error, error.__traceback__))
        try:
            await self.say(interaction, text_of("dc-apology", reference=reference))
        except Exception:  # pragma: no cover - the interaction may be gone
            log.exception("Could not deliver the apology for reference %s", reference)

    async def say(self, interaction: discord.Interaction, text: str | Text, **kwargs: Any) -> None:
        """An ephemeral message to the asker, however far the interaction got
        (a Text in the reader's language: :meth:`reader`)."""
        if isinstance(text, Text):
            text = written(await self.reader(interaction), text)
        await self.send(interaction, ephemeral=True, content=clip(text), **kwargs)

    async def send(self, interaction: discord.Interaction, *, ephemeral: bool, **kwargs: Any) -> None:
        """Answer ``interaction``; a ``content`` that is a Text is written in
        the reader's language when ``ephemeral``, else the game's."""
        kwargs.setdefault("allowed_mentions", NOBODY)
        kwargs = {k: v for k, v in kwargs.items() if v is not None}
        if isinstance(kwargs.get("content"), Text):
            words = await (self.reader(interaction) if ephemeral else self.public_words(interaction))
            kwargs["content"] = clip(written(words, kwargs["content"]))
        if not ephemeral:  # every public message in the layout form
            kwargs = as_layout(kwargs)
        if not interaction.response.is_done():
            await interaction.response.send_message(ephemeral=ephemeral, **kwargs)
            return
        if ephemeral and interaction.extras.get("deferred") == "public":
            # A public "thinking" message cannot become private: remove it
            # and send the private answer on its own.
            interaction.extras["deferred"] = "gone"
            try:
                await interaction.delete_original_response()
            except discord.HTTPException:
                pass
        await interaction.followup.send(ephemeral=ephemeral, wait=True, **kwargs)

    async def answer(self, interaction: discord.Interaction, work: Awaitable[Any], *, ephemeral: bool,
                     update: bool = False) -> Any:
        """Await a service call, deferring first when it is slow. A refusal is
        told ephemerally and REFUSED returned. ``update``: a component whose
        message will be edited (deferred as an update)."""
        task = asyncio.ensure_future(work)
        done, _ = await asyncio.wait({task}, timeout=self.defer_after)
        if not done and not interaction.response.is_done():
            if update:
                await interaction.response.defer()
                interaction.extras["deferred"] = "update"
            else:
                await interaction.response.defer(ephemeral=ephemeral, thinking=True)
                interaction.extras["deferred"] = "ephemeral" if ephemeral else "public"
        try:
            return await task
        except ServiceError as error:
            await self.say(interaction, error.message)
            return REFUSED

    async def ensure_deferred(self, interaction: discord.Interaction, *, ephemeral: bool = True) -> None:
        """Acknowledge now when more network work comes before the answer,
        so the 3 second deadline can never pass."""
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=ephemeral, thinking=True)
            interaction.extras["deferred"] = "ephemeral" if ephemeral else "public"

    async def tell_notices(self, interaction: discord.Interaction) -> None:
        if interaction.guild_id is None or not self.has_service or not interaction.response.is_done():
            return
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        notes = await self.service.pending_notices(guild, channel, user)
        if not notes:
            return
        table = await self.service.table(guild, channel)
        words = await self.reader(interaction, table.row.id)
        text = "\n".join(written(words, note) for note in notes)
        await self.send(interaction, ephemeral=True, content=clip(text), view=hand_view(table.row.id, words))

    async def deliver_game(self, game_id: int | None, *, force: bool = False) -> bool:
        """Post every undelivered announcement of a game, oldest first.
        Returns False when one could not be posted (it stays pending and is
        retried by the outbox loop)."""
        if game_id is None or not self.has_service:
            return True
        lock = self._delivering.setdefault(game_id, asyncio.Lock())
        ok = True
        async with lock:
            for announcement in await self.service.pending_announcements(game_id):
                ok = await self.deliver(announcement, force=force) and ok
        return ok

    async def deliver(self, announcement: Announcement, *, force: bool = False) -> bool:
        """Post one announcement at most once, by identity: claimed in the
        database first (counting the attempt); posted with a nonce made from
        its id, so that Discord returns the earlier message instead of
        posting again when an attempt of the last few minutes posted it;
        and when an earlier attempt may have posted it before a crash, the
        channel's recent messages are searched for its marker before posting
        again (:meth:`find_posted`)."""
        claimed = await self.service.claim_announcement(announcement, force=force)
        if claimed is None:
            return True  # delivered, or another attempt is under way
        data = claimed.payload
        guild, channel = data["guild"], data["channel"]  # every announcement names its place
        try:
            reply = await self.service.announcement_reply(claimed)
            direct = await withhold(self, reply)  # told by direct message once posted (issue 28)
            words = await self.game_words(guild, channel, claimed.game_id)
            kwargs = self.public_message(reply, data.get("kind", ""), announcement=claimed.id, words=words)
            if claimed.attempts > 1:
                found = await self.find_posted(channel, guild, claimed, kwargs)
                if found is not None:
                    await self.service.announced(claimed.id, f"{channel}:{found.id}")
                    return True
            message = await self.post(channel, guild, nonce=announcement_nonce(claimed.id), **kwargs)
        except (TimeoutError, discord.HTTPException, OSError) as error:
            log.warning("Could not announce game %s version %s (attempt %d): %s",
                        claimed.game_id, claimed.version, claimed.attempts, error)
            await self.service.announcement_failed(claimed, str(error))
            return False
        await self.service.announced(claimed.id, f"{channel}:{message.id}")
        await tell_turn(self, direct, data.get("kind", ""), guild, channel, message, words)
        if reply.finished and reply.standings and reply.picture is not None:  # never an aborted game's
            task = asyncio.create_task(self.post_replay(claimed.game_id, message, words), name="referee-replay")
            self.side_tasks.add(task)
            task.add_done_callback(self.side_tasks.discard)
        return True

    async def post_replay(self, game_id: int, final: discord.Message, words: Words = ENGLISH) -> None:
        """An animated replay of a finished game (never of an aborted one), as
        a reply to its final standings, drawn in the heavy lane (never
        delays a turn); a stop abandons it."""
        try:
            row = await self.service.game_row(game_id)
            if row is None or row.status != "finished":
                return
            limit = getattr(getattr(final, "guild", None), "filesize_limit", None) or 10 * 1024 * 1024
            replay = await self.service.replay(game_id, budget=min(limit, 10 * 1024 * 1024) - 64 * 1024)
            await final.reply(**as_layout({"content": words("dc-replay"),
                                           "files": [picture_file(replay)]}),
                              allowed_mentions=NOBODY, mention_author=False)
        except Abandoned:
            log.info("The replay of game %s was abandoned at a stop (it can be drawn again from its moves)",
                     game_id)
        except (discord.HTTPException, *faults.FAULTS) as error:
            log.warning("Could not post the replay of game %s: %s", game_id, error)
        except Exception:  # noqa: BLE001 - a replay is a bonus, never a fault for players
            log.exception("Could not draw the replay of game %s", game_id)

    def public_message(self, reply: Reply, kind: str, *, announcement: int | None = None,
                       words: Words = ENGLISH) -> dict[str, Any]:
        """Message arguments for a public reply in ``words`` (the game's
        language): names escaped (data, never markup or mentions), pings
        for exactly ``reply.ping``; the announcement's marker on its
        "Choose my move" button."""
        escape_reply(reply)
        return turn_layout(reply, self.game_name(kind) if kind else words("dc-the-game"), announcement=announcement,
                           already=set(reply.mentions) - set(reply.ping), words=words)

    async def find_posted(self, channel: str, guild: str, announcement: Announcement,
                          kwargs: dict[str, Any]) -> discord.Message | None:
        """A message of ours among the channel's latest ones that carries the
        announcement's marker (the custom id of its "Choose my move" button).
        A message without that button (a finished game's last words, which
        no later move can change) is recognised by the same board file or,
        without a board, the same words."""
        marker = announcement_marker(announcement.game_id, announcement.id)
        marked = marker in layout_custom_ids(kwargs.get("view"))
        files = [f.filename for f in kwargs.get("files") or []]
        try:
            async for message in self.channel(channel, guild).history(limit=HISTORY_LOOKBACK):
                if self.user is None or message.author.id != self.user.id:
                    continue
                if marked:
                    if marker in message_item_ids(message):
                        return message
                    continue
                names = [a.filename for a in message.attachments]
                if files and names == files:
                    return message
                if not files and message_text(message) == layout_text(kwargs.get("view")):
                    return message
        except (discord.HTTPException, AttributeError) as error:
            log.info("Could not read channel %s's history to avoid a double post: %s", channel, error)
        return None

    async def deliver_pending(self, *, force: bool = False) -> int:
        """Deliver whatever is still pending, of this process's servers (the
        service's ``guild_filter``). At start-up with ``force``: no other
        attempt can be running then, which only holds when this is the only
        process (no ``SHARD_IDS``); with ``SHARD_IDS`` set, ``force`` is
        ignored, and an announcement whose delivery a crash interrupted
        waits out its lease, so a process started beside another serving
        the same shards never posts what that one is posting. Returns how
        many games had something pending."""
        if not self.has_service:
            return 0
        force = force and self.settings.shard_ids is None
        games = sorted({a.game_id for a in await self.service.pending_announcements()})
        for game_id in games:
            await self.deliver_game(game_id, force=force)
        return len(games)

    async def publish(self, guild: str, channel: str, reply: Reply, **_: Any) -> bool | None:
        """Deliver the announcements of the change ``reply`` reports (stored
        with the change). Returns a truthy value when all were posted, or
        when a database fault keeps them waiting: the change is committed,
        so the handler's asker is told it is saved and will be announced
        when the database is back (:func:`.faults.announce_later`; the
        outbox loop posts it then)."""
        faults.committed()
        try:
            ok = await self.deliver_game(reply.game_id)
        except faults.FAULTS as error:
            log.warning("The announcement of game %s waits for the database: %s", reply.game_id, error)
            faults.announce_later()
            return True
        return True if ok else None

    async def finish_handlers(self, timeout: float) -> bool:
        """At a stop: cancel the replays being drawn, and wait up to
        ``timeout`` seconds for the interaction handlers still running
        (then cancel them), so none reaches the store once it is closed.
        Returns whether every handler finished by itself."""
        replays = list(self.side_tasks)
        for task in replays:
            task.cancel()
        if replays:
            await asyncio.wait(replays, timeout=timeout)
        return await self.handlers.finish(timeout)

    async def offer_choices(self, guild: str, channel: str, user: User,
                            words: Words = ENGLISH) -> tuple[str, discord.ui.View | None]:
        """Text and buttons of the first step of the asker's move builder
        (:mod:`.walk`) in ``words`` (the asker's), or nothing when the asker
        owes no move."""
        try:
            table = await self.service.table(guild, channel)
            if table.row.status != "active":
                return "", None
            steps = await self.service.move_steps(guild, channel, user, [], table.row.version, table.row.id)
        except ServiceError:
            return "", None
        return first_step(steps, words)

    @staticmethod
    def game_name(kind: str) -> str:
        try:
            return Service.game_for(kind).info.name
        except ServiceError:
            return kind

