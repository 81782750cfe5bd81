"""The Discord client: thin handlers over :class:`bot.service.Service`.

Conventions:

* A refusal (``ServiceError``) is always an ephemeral reply to the asker.
* Service work that is not done within ``defer_after`` seconds is deferred
  first (Discord's deadline is 3 s), then followed up.
* Public outcomes (lobby, board after a move, standings) are NEW channel
  messages whose ``allowed_mentions`` are exactly the users who must act, so
  a turn ping always notifies and never pings anybody else.
* Hidden information only ever goes in ephemeral replies to its owner.
* Any unexpected error gets an ephemeral apology with a short reference that
  is also logged.
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
import re
import secrets
from datetime import timedelta
from typing import Any, Awaitable, Callable

import discord
from discord import app_commands

from bot.config import Settings
from bot.service import Reply, Service, ServiceError, User
from storage.store import Announcement, StorageError
from rules.base import Move

from . import components
from .commands import build_tree
from .components import choices_view, confirm_view, hand_view, lobby_view, table_view
from .present import NOBODY, clip, picture_file, private_kwargs, public_kwargs, standings_embed

log = logging.getLogger("referee.discord")

REFUSED = object()
OUTBOX_SECONDS = 15.0  # how often undelivered announcements are retried
HISTORY_LOOKBACK = 25  # messages searched for an announcement posted just before a crash
CANNOT_POST = ("I could not post in this channel: I need the View Channel, Send Messages, "
               "Attach Files and Embed Links permissions here (and Send Messages in Threads for threads).")


class RefereeTree(app_commands.CommandTree):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        client: RefereeBot = self.client  # type: ignore[assignment]
        if isinstance(error, app_commands.NoPrivateMessage):
            await client.say(interaction, "Games are played in server channels and threads, not in direct messages.")
            return
        if isinstance(error, (app_commands.CommandNotFound, app_commands.CommandSignatureMismatch)):
            await client.say(interaction, "That command is out of date: Discord is still updating the bot's "
                                          "command list. Try again in a minute (or reload Discord).")
            return
        if isinstance(error, app_commands.CheckFailure):
            await client.say(interaction, str(error) or "You cannot use this command here.")
            return
        original = getattr(error, "original", error)
        name = interaction.command.qualified_name if interaction.command else "command"
        await client.apologise(interaction, original, name)


class RefereeBot(discord.Client):
    def __init__(self, settings: Settings, service: Service | None, *, defer_after: float = 1.5,
                 **options: Any):
        intents = discord.Intents.none()
        intents.guilds = True  # channel and thread cache; no privileged intent
        options.setdefault("allowed_mentions", NOBODY)
        super().__init__(intents=intents, **options)
        self.settings = settings
        self.service = service
        self.defer_after = defer_after
        self.tree = RefereeTree(self)
        self.reminder_task: asyncio.Task | None = None
        self.outbox_task: asyncio.Task | None = None
        self._reminder_lock = asyncio.Lock()
        self._delivering: dict[int, asyncio.Lock] = {}
        self.outbox_seconds = OUTBOX_SECONDS
        self.errors: list[tuple[str, BaseException]] = []  # (reference, error), newest last
        build_tree(self)

    # -- life cycle ------------------------------------------------------------

    async def setup_hook(self) -> None:
        self.add_dynamic_items(*components.DYNAMIC_ITEMS)
        if self.service is not None:
            await self.recover()
            # Started here (not in on_ready, which runs again on every
            # reconnect and may run after close() began); they wait for READY.
            self.reminder_task = asyncio.create_task(self.reminder_loop(), name="referee-reminders")
            self.outbox_task = asyncio.create_task(self.outbox_loop(), name="referee-outbox")

    async def recover(self) -> None:
        """Unfinished games need no per-game registration: their lobby and
        table buttons are DynamicItem templates registered in setup_hook,
        matched by custom_id (which carries the game id). Log what resumes."""
        games = await self.service.unfinished()
        for row in games:
            log.info("Resuming game %s (%s, %s) in channel %s", row.id, row.kind, row.status, row.channel)
        log.info("Recovered %d unfinished game(s)", len(games))

    async def on_ready(self) -> None:
        log.info("Connected as %s (id %s) to %d server(s)", self.user, getattr(self.user, "id", "?"),
                  len(self.guilds))

    async def close(self) -> None:
        for name in ("reminder_task", "outbox_task"):
            task = getattr(self, name)
            if task is not None:
                task.cancel()
                try:
                    await task
                except (asyncio.CancelledError, Exception):
                    pass
                setattr(self, name, None)
        await super().close()

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a server: its unfinished games are closed now and its
        data purged after the grace period (docs/privacy.md)."""
        if self.service is not None:
            closed = await self.service.guild_left(str(guild.id))
            log.info("Left server %s: closed %d unfinished game(s)", guild.id, len(closed))

    async def on_guild_join(self, guild: discord.Guild) -> None:
        if self.service is not None:
            await self.service.guild_back(str(guild.id))

    # -- plumbing ---------------------------------------------------------------

    @staticmethod
    def who(interaction: discord.Interaction) -> User:
        permissions = interaction.permissions
        return User(str(interaction.user.id), interaction.user.display_name,
                    bool(permissions and permissions.manage_channels))

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
        return await self.channel(channel_id, guild_id).send(**kwargs)

    async def guarded(self, interaction: discord.Interaction, what: str,
                      handler: Callable[..., Awaitable[Any]], *args: Any, notices: bool = True) -> None:
        """Run a handler; apologise (with a logged reference) on any
        unexpected error; afterwards tell the user about changed hidden
        information waiting for them."""
        try:
            await handler(interaction, *args)
            if notices:
                await self.tell_notices(interaction)
        except Exception as error:  # noqa: BLE001 - the apology is the handling
            await self.apologise(interaction, error, what)

    async def apologise(self, interaction: discord.Interaction, error: BaseException, what: str) -> None:
        reference = secrets.token_hex(3).upper()
        self.errors.append((reference, error))
        del self.errors[:-50]
        log.error("Unexpected error (reference %s) in %s by user %s in channel %s",
                  reference, what, interaction.user.id if interaction.user else "?", interaction.channel_id,
                  exc_info=(type(error), error, error.__traceback__))
        text = (f"Sorry, something went wrong on my side (reference `{reference}`). "
                "Check `/game status` before trying again, and quote the reference if it repeats.")
        try:
            await self.say(interaction, text)
        except Exception:  # pragma: no cover - the interaction may be gone
            log.exception("Could not deliver the apology for reference %s", reference)

    async def say(self, interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
        """An ephemeral message to the asker, however far the interaction got."""
        await self.send(interaction, ephemeral=True, content=clip(text), **kwargs)

    async def send(self, interaction: discord.Interaction, *, ephemeral: bool, **kwargs: Any) -> None:
        kwargs.setdefault("allowed_mentions", NOBODY)
        kwargs = {k: v for k, v in kwargs.items() if v is not None}
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
        if interaction.guild_id is None or self.service is None or not interaction.response.is_done():
            return
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        notes = await self.service.pending_notices(guild, channel, user)
        if not notes:
            return
        table = await self.service.table(guild, channel)
        text = "\n".join(notes)
        await self.send(interaction, ephemeral=True, content=clip(text), view=hand_view(table.row.id))

    # -- shared steps -------------------------------------------------------------

    # -- the outbox ---------------------------------------------------------------------

    async def deliver_game(self, game_id: int | None, *, force: bool = False) -> bool:
        """Post every undelivered announcement of a game, oldest first.
        Returns False when one could not be posted (it stays pending and is
        retried by the outbox loop)."""
        if game_id is None or self.service is None:
            return True
        lock = self._delivering.setdefault(game_id, asyncio.Lock())
        ok = True
        async with lock:
            for announcement in await self.service.pending_announcements(game_id):
                ok = await self.deliver(announcement, force=force) and ok
        return ok

    async def deliver(self, announcement: Announcement, *, force: bool = False) -> bool:
        """Post one announcement at most once: claimed in the database first
        (counting the attempt), and when an earlier attempt may have posted
        it before a crash, the channel's recent messages are searched for it
        before posting again."""
        claimed = await self.service.claim_announcement(announcement, force=force)
        if claimed is None:
            return True  # delivered, or another attempt is under way
        data = claimed.payload
        guild, channel = data.get("guild"), data.get("channel")
        try:
            reply = await self.service.announcement_reply(claimed)
            kwargs = self.public_message(reply, data.get("kind", ""))
            if claimed.attempts > 1:
                found = await self.find_posted(channel, guild, kwargs)
                if found is not None:
                    await self.service.announced(claimed.id, f"{channel}:{found.id}")
                    return True
            message = await self.post(channel, guild, **kwargs)
        except (discord.HTTPException, OSError, asyncio.TimeoutError) as error:
            log.warning("Could not announce game %s version %s (attempt %d): %s",
                        claimed.game_id, claimed.version, claimed.attempts, error)
            await self.service.announcement_failed(claimed, str(error))
            return False
        await self.service.announced(claimed.id, f"{channel}:{message.id}")
        return True

    def public_message(self, reply: Reply, kind: str) -> dict[str, Any]:
        """Message arguments for a public reply: names escaped (data, never
        markup or mentions), pings for exactly ``reply.ping``."""
        escape_reply(reply)
        title = f"Final standings: {self.game_name(kind)}" if kind else "Final standings"
        kwargs = public_kwargs(reply, title=title, already=set(reply.mentions) - set(reply.ping))
        if not reply.finished and reply.game_id is not None:
            kwargs["view"] = table_view(reply.game_id)
        return kwargs

    async def find_posted(self, channel: str, guild: str, kwargs: dict[str, Any]) -> discord.Message | None:
        """A message of ours among the channel's latest ones with the same
        board file (or, without a board, the same words)."""
        files = [f.filename for f in kwargs.get("files") or []]
        try:
            async for message in self.channel(channel, guild).history(limit=HISTORY_LOOKBACK):
                if self.user is None or message.author.id != self.user.id:
                    continue
                names = [a.filename for a in message.attachments]
                if files and names == files:
                    return message
                if not files and message.content == kwargs.get("content"):
                    return message
        except (discord.HTTPException, AttributeError) as error:
            log.info("Could not read channel %s's history to avoid a double post: %s", channel, error)
        return None

    async def deliver_pending(self, *, force: bool = False) -> int:
        """Deliver whatever is still pending (at start-up with ``force``:
        no other attempt can be running then). Returns how many games had
        something pending."""
        if self.service is None:
            return 0
        games = sorted({a.game_id for a in await self.service.pending_announcements()})
        for game_id in games:
            await self.deliver_game(game_id, force=force)
        return len(games)

    async def outbox_loop(self) -> None:
        await self.wait_until_ready()
        first = True
        while not self.is_closed():
            try:
                if first:
                    for reply in await self.service.resume_computers():
                        log.info("Computers resumed in game %s", reply.game_id)
                await self.deliver_pending(force=first)
                first = False
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - the loop must survive
                log.exception("Delivering announcements failed")
            await asyncio.sleep(max(0.05, float(self.outbox_seconds)))

    async def publish(self, guild: str, channel: str, reply: Reply, **_: Any) -> discord.Message | None:
        """Deliver the announcements of the change ``reply`` reports (stored
        with the change). Returns a truthy value when all were posted."""
        ok = await self.deliver_game(reply.game_id)
        return True if ok else None  # type: ignore[return-value]

    async def lobby_message(self, game_id: int) -> discord.PartialMessage | None:
        row = await self.service.store.game(game_id)
        if row is None or not row.lobby_message:
            return None
        channel_id, _, message_id = row.lobby_message.partition(":")
        return self.channel(channel_id, row.guild).get_partial_message(int(message_id))

    async def lobby_is_open(self, game_id: int | None) -> bool:
        row = await self.service.store.game(game_id) if game_id is not None else None
        return row is not None and row.status == "lobby"

    async def show_lobby(self, guild: str, channel: str, game_id: int, text: str, *, open_: bool = True) -> None:
        """Edit the lobby message to ``text`` (buttons while open); post a new
        one if it is gone."""
        view = lobby_view(game_id) if open_ else None
        message = await self.lobby_message(game_id)
        if message is not None:
            try:
                await message.edit(content=clip(text), view=view, allowed_mentions=NOBODY)
                return
            except discord.NotFound:
                pass
            except discord.Forbidden as error:
                log.warning("Cannot edit the lobby of game %s: %s", game_id, error)
                return
        if open_:
            try:
                posted = await self.post(channel, guild, content=clip(text), view=view)
            except discord.Forbidden as error:
                log.warning("Cannot post the lobby of game %s: %s", game_id, error)
                return
            await self.service.store.set_lobby_message(game_id, f"{channel}:{posted.id}")

    async def offer_choices(self, guild: str, channel: str, user: User) -> tuple[str, discord.ui.View | None]:
        """Text and a view with the asker's legal moves, when few enough."""
        try:
            table = await self.service.table(guild, channel)
        except ServiceError:
            return "", None
        moves = await self.service.legal_moves(guild, channel, user, "", limit=None)
        if not moves:
            return "", None
        view = choices_view(table.row.id, table.row.version, moves)
        if view is None:
            return (f"You have {len(moves)} legal moves: type `/game move` and the autocomplete "
                    "lists them as you type."), None
        decision = table.game.to_act(table.state).get(table.seat_of(user.id).seat) if table.state else None
        prompt = (decision.prompt if decision else "your move").rstrip(". ")
        return f"Your turn: {prompt}.", view

    async def after_move(self, interaction: discord.Interaction, guild: str, channel: str, user: User,
                         reply: Reply, done: str) -> None:
        await self.ensure_deferred(interaction)
        posted = await self.publish(guild, channel, reply)
        lines = [done] if posted is not None else [done, CANNOT_POST]
        private = reply.private.get(user.id)
        if private:
            lines.append(private)
        view: discord.ui.View | None = None
        if not reply.finished and user.id in reply.mentions:
            text, view = await self.offer_choices(guild, channel, user)
            if text:
                lines.append(text)
        if view is None and user.id in reply.notify and reply.game_id is not None:
            view = hand_view(reply.game_id)
        await self.send(interaction, ephemeral=True, content=clip("\n".join(lines)), view=view)

    # -- lobby ----------------------------------------------------------------------

    async def cmd_new(self, interaction: discord.Interaction, kind: str, options: dict[str, Any]) -> None:
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        reply = await self.answer(interaction, self.service.new_game(guild, channel, kind, user, options),
                                  ephemeral=True)
        if reply is REFUSED:
            return
        await self.ensure_deferred(interaction)
        try:
            message = await self.post(channel, guild, content=clip(escape_names(reply.text, reply.names)),
                                      view=lobby_view(reply.game_id))
        except discord.Forbidden:
            await self.say(interaction, "The lobby is open (others can use `/game join`). " + CANNOT_POST)
            return
        await self.service.store.set_lobby_message(reply.game_id, f"{channel}:{message.id}")
        await self.say(interaction, "Your lobby is open. Others join with its Join button or `/game join`; "
                                    "add computer players if you like, then press Start.")

    def _lobby_call(self, action: str, guild: str, channel: str, user: User):
        calls = {"join": self.service.join, "leave": self.service.leave, "computer": self.service.add_computer}
        return calls[action](guild, channel, user)

    async def cmd_lobby(self, interaction: discord.Interaction, action: str) -> None:
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        reply = await self.answer(interaction, self._lobby_call(action, guild, channel, user), ephemeral=True)
        if reply is REFUSED:
            return
        await self.ensure_deferred(interaction)
        still_open = await self.lobby_is_open(reply.game_id)
        text = escape_names(reply.text, reply.names)
        await self.show_lobby(guild, channel, reply.game_id, text, open_=still_open)
        await self.say(interaction, text.split("\n")[0])

    async def on_lobby_button(self, interaction: discord.Interaction, action: str, game_id: int) -> None:
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        row = await self.service.store.game(game_id)
        if row is None or row.status != "lobby" or row.channel != channel:
            state = "has started" if row is not None and row.status == "active" else "is closed"
            await self.say(interaction, f"This lobby {state}: its buttons no longer do anything.")
            return
        if action == "start":
            await self.start_game(interaction, guild, channel, user, update=True)
            return
        reply = await self.answer(interaction, self._lobby_call(action, guild, channel, user),
                                  ephemeral=True, update=True)
        if reply is REFUSED:
            return
        closed = not await self.lobby_is_open(game_id)
        view = None if closed else lobby_view(game_id)
        text = escape_names(reply.text, reply.names)
        if not interaction.response.is_done():
            await interaction.response.edit_message(content=clip(text), view=view, allowed_mentions=NOBODY)
        else:
            await self.show_lobby(guild, channel, game_id, text, open_=not closed)

    async def cmd_start(self, interaction: discord.Interaction) -> None:
        guild, channel = self.where(interaction)
        await self.start_game(interaction, guild, channel, self.who(interaction), update=False)

    async def start_game(self, interaction: discord.Interaction, guild: str, channel: str, user: User,
                         *, update: bool) -> None:
        try:
            lobby = await self.service.lobby(guild, channel)
        except ServiceError:
            lobby = None
        reply = await self.answer(interaction, self.service.start(guild, channel, user), ephemeral=True,
                                  update=update)
        if reply is REFUSED:
            return
        lobby_text = escape_names(lobby.text, lobby.names) if lobby else ""
        seated = [line for line in lobby_text.split("\n") if line and "seat(s) free" not in line]
        closing = "\n".join(seated + ["The game has started: see below."])
        if update and not interaction.response.is_done():
            await interaction.response.edit_message(content=clip(closing), view=None, allowed_mentions=NOBODY)
        else:
            await self.ensure_deferred(interaction)
            await self.show_lobby(guild, channel, reply.game_id, closing, open_=False)
        posted = await self.publish(guild, channel, reply)
        trouble = "" if posted is not None else " " + CANNOT_POST
        if not update:
            text, view = await self.offer_choices(guild, channel, user)
            await self.say(interaction, "The game has started." + trouble + (f"\n{text}" if text else ""),
                           view=view)
            return
        if trouble:
            await self.say(interaction, "The game has started." + trouble)
        if user.id in reply.mentions:
            text, view = await self.offer_choices(guild, channel, user)
            if view is not None:
                await self.say(interaction, text, view=view)

    # -- play --------------------------------------------------------------------------

    async def cmd_move(self, interaction: discord.Interaction, text: str) -> None:
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        reply = await self.answer(interaction, self.service.move(guild, channel, user, text), ephemeral=True)
        if reply is REFUSED:
            await self.offer_after_refusal(interaction, guild, channel, user)
            return
        await self.after_move(interaction, guild, channel, user, reply, f"You played `{clip(text, 200)}`.")

    async def offer_after_refusal(self, interaction, guild, channel, user) -> None:
        text, view = await self.offer_choices(guild, channel, user)
        if view is not None:
            await self.say(interaction, "Allowed now: " + text, view=view)

    async def autocomplete_move(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        guild, channel = self.where(interaction)
        try:
            moves = await self.service.legal_moves(guild, channel, self.who(interaction), current or "", limit=None)
        except Exception:  # noqa: BLE001 - autocomplete must answer something
            log.exception("Autocomplete failed in channel %s", channel)
            return []
        choices = []
        for move in moves:
            if len(move.notation) > 100:
                continue
            choices.append(app_commands.Choice(name=clip(components.move_label(move), 100), value=move.notation))
            if len(choices) == 25:
                break
        return choices

    async def on_turn_button(self, interaction: discord.Interaction, game_id: int) -> None:
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        await self.ensure_deferred(interaction)
        try:
            table = await self.service.table(guild, channel)
        except ServiceError as error:
            await self.say(interaction, error.message)
            return
        if table.row.id != game_id or table.row.status != "active":
            await self.say(interaction, "That game is no longer running.")
            return
        text, view = await self.offer_choices(guild, channel, user)
        if not text:
            seat = table.seat_of(user.id)
            who = "You are not playing in this game." if seat is None else "You owe no decision right now."
            status = await self.service.status(guild, channel)
            await self.say(interaction, f"{who}\n{status.text}")
            return
        await self.say(interaction, text, view=view)

    async def on_pick(self, interaction: discord.Interaction, game_id: int, version: int, notation: str) -> None:
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        reply = await self.answer(
            interaction,
            self.service.move(guild, channel, user, notation, game_id=game_id, expected_version=version),
            ephemeral=True, update=True,
        )
        if reply is REFUSED:
            await self.offer_after_refusal(interaction, guild, channel, user)
            return
        done = f"You played `{clip(notation, 200)}`."
        if not interaction.response.is_done():
            await interaction.response.edit_message(content=done, view=None)
        else:
            await interaction.edit_original_response(content=done, view=None)
        await self.after_move(interaction, guild, channel, user, reply, done)

    async def on_pick_index(self, interaction: discord.Interaction, game_id: int, version: int, index: int) -> None:
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        table = await self.service.table(guild, channel)
        if table.row.id != game_id or table.row.version != version:
            await self.say(interaction, "That choice was offered for an older position; the game has moved on. "
                                        "Nothing was played.")
            await self.offer_after_refusal(interaction, guild, channel, user)
            return
        moves: list[Move] = await self.service.legal_moves(guild, channel, user, "", limit=None)
        if index >= len(moves):
            await self.say(interaction, "That choice is not available any more. Nothing was played.")
            return
        await self.on_pick(interaction, game_id, version, moves[index].notation)

    async def on_hand_button(self, interaction: discord.Interaction, game_id: int) -> None:
        await self.cmd_hand(interaction)

    # -- reading -------------------------------------------------------------------------

    async def cmd_status(self, interaction: discord.Interaction) -> None:
        guild, channel = self.where(interaction)
        reply = await self.answer(interaction, self.service.status(guild, channel, self.who(interaction)),
                                  ephemeral=False)
        if reply is REFUSED:
            return
        if reply.finished and reply.standings:
            await self.send(interaction, ephemeral=False, content="This game is over.",
                            embed=standings_embed("Final standings", escape_reply(reply).standings, None))
            return
        view = table_view(reply.game_id) if reply.game_id is not None and reply.mentions else None
        await self.send(interaction, ephemeral=False, content=clip(escape_names(reply.text, reply.names)), view=view)

    async def cmd_board(self, interaction: discord.Interaction) -> None:
        guild, channel = self.where(interaction)
        reply = await self.answer(interaction, self.service.board(guild, channel), ephemeral=False)
        if reply is REFUSED:
            return
        await self.send(interaction, ephemeral=False, content=clip(escape_names(reply.text, reply.names)),
                        files=[picture_file(reply.picture)] if reply.picture else None)

    async def cmd_hand(self, interaction: discord.Interaction) -> None:
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        reply = await self.answer(interaction, self.service.hand(guild, channel, user), ephemeral=True)
        if reply is REFUSED:
            return
        kwargs = private_kwargs(reply.text, reply.private_picture)
        await self.ensure_deferred(interaction)
        text, view = await self.offer_choices(guild, channel, user)
        if view is not None:
            kwargs["content"] = clip(kwargs["content"] + "\n" + text)
            kwargs["view"] = view
        await self.send(interaction, ephemeral=True, **kwargs)

    async def cmd_history(self, interaction: discord.Interaction, last: int) -> None:
        guild, channel = self.where(interaction)
        reply = await self.answer(interaction, self.service.history(guild, channel, last=last), ephemeral=True)
        if reply is REFUSED:
            return
        text = reply.text
        while len(text) > 2000 and "\n" in text:  # keep the newest moves
            text = text.split("\n", 1)[1]
        await self.say(interaction, text)

    async def cmd_rules(self, interaction: discord.Interaction, game: str | None) -> None:
        guild, channel = self.where(interaction)
        if not game:
            try:
                game = (await self.service.table(guild, channel)).row.kind
            except ServiceError:
                await self.say(interaction, "Which game? Choose one in the `game` option.")
                return
        text = await self.answer(interaction, self.service.rules_text(game), ephemeral=True)
        if text is REFUSED:
            return
        await self.say(interaction, text)

    async def cmd_export(self, interaction: discord.Interaction) -> None:
        guild, channel = self.where(interaction)
        reply = await self.answer(interaction, self.service.export(guild, channel, self.who(interaction)),
                                  ephemeral=True)
        if reply is REFUSED:
            return
        if len(reply.text) <= 1900:
            await self.say(interaction, f"```json\n{reply.text}\n```")
        else:
            data = json.dumps(reply.data, indent=1, sort_keys=True).encode()
            await self.send(interaction, ephemeral=True, content="The position as you may see it:",
                            files=[discord.File(io.BytesIO(data), filename=f"game-{reply.game_id}.json",
                                                description="Game position as JSON")])

    # -- changes by admins and leavers ------------------------------------------------

    async def cmd_resign(self, interaction: discord.Interaction) -> None:
        """Irreversible: asks first, with a button that only works for this game."""
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        table = await self.answer(interaction, self.service.table(guild, channel), ephemeral=True)
        if table is REFUSED:
            return
        seat = table.seat_of(user.id)
        if table.row.status != "active" or seat is None or seat.resigned:
            await self.say(interaction, "You can only resign from a game in progress in which you have a seat.")
            return
        await self.say(interaction, f"Resign from this game of {table.game.info.name}? A computer player takes "
                                    "your seat and you rank last. This cannot be undone.",
                       view=confirm_view("resign", table.row.id))

    async def cmd_abort(self, interaction: discord.Interaction) -> None:
        """Irreversible: asks first, with a button that only works for this game."""
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        table = await self.answer(interaction, self.service.table(guild, channel), ephemeral=True)
        if table is REFUSED:
            return
        if not table.row.unfinished:
            await self.say(interaction, "There is no unfinished game in this channel to abort.")
            return
        if not (user.can_manage or table.row.creator == user.id):
            await self.say(interaction, "Only the game's creator or someone who can manage this channel can abort it.")
            return
        await self.say(interaction, f"Abort this game of {table.game.info.name} for everybody? It ends without "
                                    "standings. This cannot be undone.",
                       view=confirm_view("abort", table.row.id))

    async def on_confirm(self, interaction: discord.Interaction, action: str, game_id: int) -> None:
        guild, channel = self.where(interaction)
        row = await self.service.store.open_game(guild, channel)
        if row is None or row.id != game_id:
            await self.say(interaction, "That confirmation was for a game that has already ended; nothing was done.")
            return
        if action == "resign":
            await self.do_resign(interaction)
        else:
            await self.do_abort(interaction)

    async def do_resign(self, interaction: discord.Interaction) -> None:
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        reply = await self.answer(interaction, self.service.resign(guild, channel, user), ephemeral=True)
        if reply is REFUSED:
            return
        await self.ensure_deferred(interaction)
        posted = await self.publish(guild, channel, reply)
        await self.say(interaction, "You resigned; a computer player has your seat."
                       + ("" if posted is not None else " " + CANNOT_POST))

    async def do_abort(self, interaction: discord.Interaction) -> None:
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        try:
            before = await self.service.table(guild, channel)
        except ServiceError:
            before = None
        reply = await self.answer(interaction, self.service.abort(guild, channel, user), ephemeral=True)
        if reply is REFUSED:
            return
        await self.ensure_deferred(interaction)
        text = escape_names(reply.text, reply.names)
        if before is not None and before.row.status == "lobby":
            await self.show_lobby(guild, channel, before.row.id, text, open_=False)
            try:
                await self.post(channel, guild, content=clip(text))
            except discord.Forbidden:
                await self.say(interaction, "Aborted. " + CANNOT_POST)
                return
        elif not await self.publish(guild, channel, reply):
            await self.say(interaction, "Aborted. " + CANNOT_POST)
            return
        await self.say(interaction, "Aborted.")

    async def cmd_settings(self, interaction: discord.Interaction, idle_hours: float) -> None:
        guild, channel = self.where(interaction)
        user = self.who(interaction)
        value = idle_hours if idle_hours else 0
        reply = await self.answer(interaction, self.service.set_setting(guild, channel, user, "idle_hours", value),
                                  ephemeral=False)
        if reply is REFUSED:
            return
        await self.send(interaction, ephemeral=False, content=clip(reply.text))

    # -- asynchronous play ---------------------------------------------------------------

    async def reminder_loop(self) -> None:
        await self.wait_until_ready()
        while not self.is_closed():
            try:
                await self.check_reminders()
                await self.check_idle()
                await self.service.apply_retention(
                    retention_days=getattr(self.settings, "retention_days", None),
                    guild_grace_days=getattr(self.settings, "guild_grace_days", 30))
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - the loop must survive
                log.exception("Reminder check failed")
            await asyncio.sleep(max(0.05, float(self.settings.reminder_check_seconds)))

    async def check_reminders(self) -> int:
        """Remind players owing a decision for longer than the interval; at
        most once per interval per game (remembered in the database)."""
        async with self._reminder_lock:  # one check at a time: never two reminders
            return await self._check_reminders()

    async def _check_reminders(self) -> int:
        sent = 0
        interval = self.settings.reminder_interval
        for row, late in await self.service.due_reminders(interval):
            users = [s.user_id for s in late]
            hours = interval.total_seconds() / 3600
            pings = " ".join(f"<@{u}>" for u in users if u.isdigit())
            text = (f"Reminder: {pings} the game of {self.game_name(row.kind)} here has been waiting "
                    f"for your decision for over {hours:g} hours. Use `/game move` (or `/game status`).")
            try:
                await self.post(row.channel, row.guild, content=clip(text),
                                allowed_mentions=discord.AllowedMentions(
                                    everyone=False, roles=False, replied_user=False,
                                    users=[discord.Object(int(u)) for u in users if u.isdigit()]),
                                view=table_view(row.id))
                sent += 1
            except discord.HTTPException as error:
                log.warning("Could not remind players of game %s: %s", row.id, error)
            finally:
                await self.service.mark_reminded(row.id)
        return sent

    async def check_idle(self) -> int:
        replaced = 0
        for row, seat in await self.service.idle_seats():
            hours = row.settings.get("idle_hours")
            try:
                reply = await self.service.replace_idle(row.guild, row.channel, seat.seat,
                                                        f"was idle for over {hours:g} hours",
                                                        expected_since=seat.owing_since)
            except ServiceError as error:
                log.info("Idle replacement skipped for game %s: %s", row.id, error)
                continue
            await self.publish(row.guild, row.channel, reply)
            replaced += 1
        return replaced

    @staticmethod
    def game_name(kind: str) -> str:
        try:
            return Service.game_for(kind).info.name
        except ServiceError:
            return kind


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
                            detail=escape_names(s.get("detail") or "", reply.names))
                       for s in reply.standings]
    return reply
