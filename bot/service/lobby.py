"""The lobby of a game: opening it, showing it, joining and leaving it,
adding computer players, starting the game, and a rematch of the channel's
last finished game (which starts once everybody invited has joined).
"""

from __future__ import annotations

import secrets
from dataclasses import replace
from typing import Any

from bot.i18n import SOURCE, supported
from bot.service import clocks, server
from bot.service.cap import check_cap
from bot.service.context import Context
from bot.service.gate import Gate, commit, settle
from bot.service.model import (
    COMPUTER_ID,
    Forbidden,
    Refused,
    Reply,
    User,
    clean_name,
    computer_name,
    game_for,
    level_of,
    may_run,
)
from bot.service.outcome import Outcome
from bot.service.pictures import Pictures
from bot.service.turns import computers_move
from bot.service.words import telling
from rules.base import Event, Rng, Text, dumps, joined, say
from rules.levels import LEVELS, checked_level
from storage.base import ChannelBusy, DuplicateSeat, VersionConflict


def said(error: ValueError) -> str | Text:
    """What a refused option says: its words (an engine's option checks
    raise a Text) or its sentence."""
    return error.args[0] if error.args and isinstance(error.args[0], Text) else str(error)


class Lobby:
    def __init__(self, ctx: Context, gate: Gate, outcome: Outcome, pictures: Pictures):
        self.ctx, self.gate, self.outcome, self.pictures = ctx, gate, outcome, pictures

    async def new_game(self, guild: str, channel: str, kind: str, creator: User,
                       options: dict[str, Any] | None, seed: int | None,
                       settings: dict[str, Any] | None, join: bool) -> Reply:
        """Open a lobby. ``join=False`` opens it without seating the creator
        (a host who only watches, e.g. a demo of computer players)."""
        game = game_for(kind)
        settings = dict(settings or {})
        # The game's language: what its public messages are written in (the
        # front end passes the server's language; one with no catalogue, or
        # none, is English). A table setting, changed like the others.
        settings["language"] = supported(settings.get("language")) or SOURCE
        if "clock" not in settings:  # the server's default clock, when it chose one
            chosen = server.default_clock(await self.ctx.store.guild_settings(str(guild)))
            if chosen:
                settings["clock"] = chosen
        try:
            checked = game.info.options(options)
            if "clock" in settings:
                settings["clock"] = clocks.checked(settings["clock"])
                if settings["clock"] == clocks.NONE:
                    del settings["clock"]
        except ValueError as error:
            raise Refused(said(error)) from None
        if join:
            await check_cap(self.ctx, guild, creator)
        if seed is None:
            seed = secrets.randbits(31)
        store = self.ctx.store
        async with self.gate.changing(guild, channel):
            try:
                row = await store.create_game(
                    str(guild), str(channel), game.info.key, checked, int(seed), creator.id,
                    settings or {},
                )
            except ChannelBusy:
                raise Refused(say("svc-channel-busy")) from None
            if join:
                await store.add_seat(row.id, creator.id, clean_name(creator.name))
        return await self.lobby(guild, channel, say("svc-opened", name=clean_name(creator.name),
                                                    game=game.info.name))

    async def lobby(self, guild: str, channel: str, headline: str | Text = "", actor: str | None = None) -> Reply:
        """The lobby (or a started game's seats) in the game's language,
        after ``headline``."""
        table = await self.gate.table(guild, channel)
        info = table.game.info
        lines: list[str | Text] = [headline] if headline else []
        lines.append(say("svc-lobby-title", game=info.name, min=info.min_players, max=info.max_players))
        options = ", ".join(f"{k}: {_option_value(v)}" for k, v in table.row.options.items())
        if options:
            lines.append(say("svc-lobby-options", options=options))
        preset = clocks.preset_of(table.row.settings)
        if preset is not None:
            lines.append(say("svc-lobby-clock", name=preset.name, summary=preset.summary))
        for seat in table.seats:
            # An added computer's name says it and its level ("Computer 2 (hard)").
            human = seat.is_computer and not seat.user_id.startswith(COMPUTER_ID)
            lines.append(say("svc-lobby-seat-computer" if human else "svc-lobby-seat", number=str(seat.seat + 1),
                             name=seat.name))
        free = info.max_players - len(table.seats)
        if table.row.status == "lobby":
            need = max(0, info.min_players - len(table.seats))
            lines.append(say("svc-lobby-free", free=free, need=need))
        return Reply(self.ctx.words(table).render(joined(lines, "\n")), game_id=table.row.id,
                     version=table.row.version, names=table.names + ([actor] if actor else []))

    async def join(self, guild: str, channel: str, user: User) -> Reply:
        async with self.gate.changing(guild, channel):
            table = await self.gate.table(guild, channel)
            if table.row.status != "lobby":
                raise Refused(say("svc-join-started"))
            if table.seat_of(user.id):
                raise Refused(say("svc-already-seated"))
            if len(table.seats) >= table.game.info.max_players:
                raise Refused(say("svc-game-full", max=table.game.info.max_players))
            await check_cap(self.ctx, guild, user)
            try:
                await self.ctx.store.add_seat(table.row.id, user.id, clean_name(user.name),
                                              expected_version=table.row.version)
            except DuplicateSeat:
                raise Refused(say("svc-already-seated")) from None
            except VersionConflict:
                raise Refused(say("svc-lobby-race")) from None
        started = await self._start_if_everyone_joined(guild, channel, user)
        if started is not None:
            here = self.ctx.words(table)("svc-joined-all", name=clean_name(user.name))
            started.text = f"{here}\n{started.text}"
            return started
        return await self.lobby(guild, channel, say("svc-joined", name=clean_name(user.name)))

    async def leave(self, guild: str, channel: str, user: User) -> Reply:
        async with self.gate.changing(guild, channel):
            table = await self.gate.table(guild, channel)
            if table.row.status != "lobby":
                raise Refused(say("svc-leave-started"))
            leaving = table.seat_of(user.id)
            if not leaving:
                raise Refused(say("svc-not-seated"))
            await commit(self.ctx.store.remove_seat(table.row.id, user.id, expected_version=table.row.version))
            remaining = [s for s in table.seats if s.user_id != user.id and not s.is_computer]
            if not remaining:  # the store closed the lobby in the same transaction
                return Reply(self.ctx.words(table)("svc-left-closed", name=leaving.name), game_id=table.row.id,
                             names=table.names)
        return await self.lobby(guild, channel, say("svc-left", name=clean_name(user.name)))

    async def add_computer(self, guild: str, channel: str, user: User, level: str | None = None) -> Reply:
        """Seat a computer player of ``level`` (easy, normal or hard; None:
        normal), its level shown in its name: "Computer 2 (hard)"."""
        try:
            level = checked_level(level)
        except ValueError:
            raise Refused(say("svc-unknown-level", level=repr(level), levels=", ".join(LEVELS))) from None
        async with self.gate.changing(guild, channel):
            table = await self.gate.table(guild, channel)
            if table.row.status != "lobby":
                raise Refused(say("svc-add-started"))
            if not may_run(table, user):
                raise Forbidden(say("svc-add-forbidden"))
            if len(table.seats) >= table.game.info.max_players:
                raise Refused(say("svc-game-full", max=table.game.info.max_players))
            number = 1 + sum(1 for s in table.seats if s.is_computer)
            ids = {s.user_id for s in table.seats}
            while f"{COMPUTER_ID}{number}" in ids:
                number += 1
            name = computer_name(number, level, self.ctx.words(table))
            await commit(self.ctx.store.add_seat(table.row.id, f"{COMPUTER_ID}{number}", name, is_computer=True,
                                                 expected_version=table.row.version, level=level))
        return await self.lobby(guild, channel, say("svc-added", name=clean_name(user.name), computer=name),
                                actor=clean_name(user.name))

    async def start(self, guild: str, channel: str, user: User, shuffle: bool = False) -> Reply:
        async with self.gate.changing(guild, channel):
            table = await self.gate.table(guild, channel)
            info = table.game.info
            if table.row.status != "lobby":
                raise Refused(say("svc-already-started"))
            if not may_run(table, user):
                raise Forbidden(say("svc-start-forbidden"))
            if len(table.seats) < info.min_players:
                raise Refused(say("svc-too-few", game=info.name, min=info.min_players, seated=len(table.seats)))
            order = list(table.seats)
            if shuffle:
                Rng.from_seed(table.row.seed).shuffle(order)
            names = [clean_name(s.name) for s in order]
            state = await self.ctx.run(table.game.setup, names, table.row.options, table.row.seed)
            table.seats = [replace(s, seat=i, owing_since=None) for i, s in enumerate(order)]
            events: list[Event] = []
            state, moves = await self.ctx.run(computers_move, table, state, events)
            headline = say("svc-begins", game=info.name,
                           order=", ".join(f"{i + 1}. {n}" for i, n in enumerate(names)))
            reply, notices, owing = self.outcome.tell(table, telling(headline, moves), events, None, state,
                                                      reader=self.ctx.words(table, user))
            clock = self.outcome.timed(table, reply, owing, None, acted=True)
            status = "finished" if reply.finished else "active"
            await settle(table, self.ctx.store.start_game(
                table.row.id, table.row.version, dumps(state), [s.user_id for s in order], owing,
                moves, status, announcement=self.outcome.payload(table, reply), notices=notices,
                results=self.outcome.results(table, reply), clock=clock,
            ), state, status)
        return await self.pictures.with_picture(table, reply)

    async def rematch(self, guild: str, channel: str, user: User) -> Reply:
        """A new lobby for the channel's last finished game: same game and
        options, a new seed, the same computer players; the same people are
        invited (pinged) and the game starts when they have all joined."""
        store = self.ctx.store
        latest = await store.latest_game(str(guild), str(channel))
        if latest is None or latest.status != "finished":
            raise Refused(say("svc-no-rematch"))
        seats = await store.seats(latest.id)
        people = [s for s in seats if not s.user_id.startswith(COMPUTER_ID)]
        if user.id not in {s.user_id for s in people} and not user.can_manage:
            raise Forbidden(say("svc-rematch-forbidden"))
        invited = [s.user_id for s in people]
        computers = [level_of(s) for s in seats if s.user_id.startswith(COMPUTER_ID)]
        settings = dict(latest.settings)
        settings.update({"rematch_of": latest.id, "invited": invited})
        seated = user.id in invited
        await self.new_game(guild, channel, latest.kind, user, latest.options, None, settings, seated)
        for level in computers:
            await self.add_computer(guild, channel, User(user.id, user.name, can_manage=True), level)
        reply = await self.lobby(guild, channel, say("svc-rematch", name=clean_name(user.name)),
                                 actor=clean_name(user.name))
        waiting = [u for u in invited if u != user.id]
        reply.mentions = waiting
        reply.ping = waiting
        if waiting:
            table = await self.gate.table(guild, channel)
            reply.text += "\n" + self.ctx.words(table)("svc-rematch-invited")
        if not waiting:
            return await self.start(guild, channel, user)
        return reply

    async def _start_if_everyone_joined(self, guild: str, channel: str, user: User) -> Reply | None:
        table = await self.gate.table(guild, channel)
        invited = table.row.settings.get("invited")
        if table.row.status != "lobby" or not invited:
            return None
        seated = {s.user_id for s in table.seats}
        if not set(invited) <= seated:
            return None
        return await self.start(guild, channel, user)


def _option_value(value: object) -> str:
    """An option's value as a player types it (``yes``/``no`` for a
    switch, not Python's ``True``/``False``): option keys and values are
    data, written the same in every language."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)
