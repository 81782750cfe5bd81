"""A small Discord stand-in for end-to-end tests, served by aiohttp on
127.0.0.1 inside the test process.

It speaks enough of the gateway (HELLO, heartbeat ACK, READY, GUILD_CREATE,
INTERACTION_CREATE) and of the REST API (login, the gateway's shard
recommendation, application info, command sync, interaction callbacks, follow-up webhooks, channel messages with
multipart uploads) for the real discord.py client to run against it, and it
enforces the limits real Discord enforces that discord.py does not check
(option types and ranges, autocomplete choices, message, embed, component
and attachment limits, one response per interaction).

Nonces, as Discord documents them for creating a message: ``nonce`` is an
integer or a string of at most 25 characters; with ``enforce_nonce`` (which
discord.py sends with every nonce), a nonce the same author used in the
same channel within the last few minutes (``nonce_window`` seconds) returns
that earlier message, carrying the nonce, and creates none. Only the
response to the creation carries the nonce: the channel's history does not.
``posts`` counts the channel messages created. Every violation is
recorded in ``violations`` and answered 400 like Discord would, so a test
fails where Discord would reject.

Shards: ``GET /gateway/bot`` recommends ``shard_count`` shards, and a
connection that identifies with ``shard: [id, count]`` is that shard: it
receives only the servers (GUILD_CREATE) and interactions
(INTERACTION_CREATE) of the servers Discord's formula
``(guild_id >> 22) % count`` gives it. ``add_guild`` adds a server whose
id falls in a chosen shard. Several bot processes may connect at once.

Layout components (IS_COMPONENTS_V2, ``1 << 15``), as Discord documents
them: the types 9-17 (section, text display, thumbnail, media gallery,
file, separator, container) besides action rows, buttons and selects; at
most 40 components in the whole tree, nested ones counted; with the flag
no ``content`` and no embeds (error 50035), at most 4,000 characters of
text displays, an ``accent_color`` from 0 to 0xFFFFFF, every
``attachment://`` naming one of the message's files (a file no component
references is not shown: ``StoredMessage.shown``), mentions in text
displays notify, and an edit cannot drop the flag. ``StoredMessage.words``
is what a reader sees as text (the content, or the text displays), and
``custom_ids``/``component`` walk nested components.

Tests act as users: ``slash`` (a command with options, checked against the
synced command schema), ``autocomplete`` and ``click`` (a button or select
on a stored message), then ``settle`` until the bot has finished handling.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from aiohttp import WSMsgType, web

EPHEMERAL = 64
LOADING = 128
COMPONENTS_V2 = 1 << 15  # IS_COMPONENTS_V2: the message is made of layout components
LAYOUT_TYPES = {9: "section", 10: "text display", 11: "thumbnail", 12: "media gallery", 13: "file",
                14: "separator", 17: "container"}
INTERACTIVE_TYPES = {2: "button", 3: "string select", 5: "user select", 6: "role select",
                     7: "mentionable select", 8: "channel select"}
COMPONENT_LIMIT = 40  # components in one layout message, nested ones counted
TEXT_DISPLAY_LIMIT = 4000  # characters across a layout message's text displays
MiB = 1024 * 1024
ATTACHMENT_LIMIT = 10 * MiB
NONCE_LIMIT = 25  # characters of a string nonce
NONCE_WINDOW = 300.0  # "the past few minutes" of Discord's enforce_nonce
MENTION_RE = re.compile(r"<@!?([0-9]+)>")
NAME_RE = re.compile(r"^[-_a-z0-9]{1,32}$")
ALL_PERMISSIONS = (1 << 50) - 1
# view channel, send messages, embed links, attach files, read history, use application commands
MEMBER_PERMISSIONS = (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 31)
MANAGE_CHANNELS = 1 << 4

_ids = itertools.count(1_200_000_000_000_000_000)


def snowflake() -> int:
    return next(_ids)


def shard_of(guild_id: int, count: int) -> int:
    """Discord's formula: the shard that receives a server's events."""
    return (guild_id >> 22) % count


def now_iso() -> str:
    return datetime.now(UTC).isoformat()


@dataclass(eq=False)
class Person:
    id: int
    name: str
    bot: bool = False
    permissions: int = MEMBER_PERMISSIONS
    locale: str = "en-US"  # the client's language, sent in each interaction's `locale`

    def user_json(self) -> dict[str, Any]:
        return {"id": str(self.id), "username": self.name.lower(), "global_name": self.name,
                "discriminator": "0", "avatar": None, "bot": self.bot, "public_flags": 0}

    def member_json(self, with_permissions: bool = False) -> dict[str, Any]:
        data = {"user": self.user_json(), "roles": [], "joined_at": now_iso(), "deaf": False,
                "mute": False, "flags": 0, "nick": None, "avatar": None, "pending": False}
        if with_permissions:
            data["permissions"] = str(self.permissions)
        return data


@dataclass
class Attachment:
    filename: str
    data: bytes
    description: str | None
    content_type: str | None
    id: int = field(default_factory=snowflake)


@dataclass
class StoredMessage:
    id: int
    channel_id: int
    author: Person
    content: str = ""
    embeds: list[dict] = field(default_factory=list)
    components: list[dict] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    visible_to: int | None = None  # ephemeral: the only user who sees it
    pinged: set[int] = field(default_factory=set)
    interaction_id: int | None = None
    edits: int = 0
    deleted: bool = False
    loading: bool = False
    auth: str | None = None  # the Authorization header it was posted with (channel messages)
    nonce: str | None = None  # the nonce it was created with (channel messages)
    created: float = field(default_factory=time.monotonic)  # when the stand-in stored it

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def layout(self) -> bool:
        """Sent with IS_COMPONENTS_V2: made of layout components."""
        return bool(self.flags & COMPONENTS_V2)

    def walk(self) -> list[dict]:
        """Every component, nested ones included, in reading order."""
        return list(walk_components(self.components))

    def custom_ids(self) -> list[str]:
        return [item["custom_id"] for item in self.walk() if "custom_id" in item]

    def component(self, custom_id: str) -> dict | None:
        for item in self.walk():
            if item.get("custom_id") == custom_id:
                return item
        return None

    def displays(self) -> str:
        """The words of the layout's text displays, in order."""
        return "\n".join(item.get("content", "") for item in self.walk() if item.get("type") == 10)

    def words(self) -> str:
        """What a reader sees as text: the content, or a layout's text displays."""
        return self.displays() if self.layout else self.content

    def text(self) -> str:
        """Every word a reader could see: content, text displays, embeds, alt texts."""
        parts = [self.content, self.displays()]
        for embed in self.embeds:
            parts.extend(str(embed.get(k, "")) for k in ("title", "description"))
            for f in embed.get("fields", []):
                parts.extend([f.get("name", ""), f.get("value", "")])
            parts.append(str(embed.get("footer", {}).get("text", "")))
        parts.extend(a.description or "" for a in self.shown())
        parts.extend(media.get("description") or "" for item in self.walk() if item.get("type") == 12
                     for media in item.get("items", []))
        return "\n".join(parts)

    def references(self) -> set[str]:
        """The file names a layout shows through ``attachment://``."""
        return referenced_files(self.components)

    def shown(self) -> list[Attachment]:
        """The attachments a reader sees: with the layout flag only those a
        component references (Discord shows no other)."""
        if not self.layout:
            return list(self.attachments)
        names = self.references()
        return [a for a in self.attachments if a.filename in names]

    def pngs(self) -> list[Attachment]:
        return [a for a in self.shown() if a.data[:8] == b"\x89PNG\r\n\x1a\n"]


def walk_components(components: list[dict]):
    """Every component of a tree, nested ones included (a container's or
    row's children, a section's accessory)."""
    for item in components or []:
        yield item
        yield from walk_components(item.get("components") or [])
        if isinstance(item.get("accessory"), dict):
            yield from walk_components([item["accessory"]])


def media_urls(item: dict) -> list[str]:
    kind = item.get("type")
    if kind == 12:
        return [(m.get("media") or {}).get("url", "") for m in item.get("items") or []]
    if kind == 11:
        return [(item.get("media") or {}).get("url", "")]
    if kind == 13:
        return [(item.get("file") or {}).get("url", "")]
    return []


def referenced_files(components: list[dict]) -> set[str]:
    return {url[len("attachment://"):] for item in walk_components(components) for url in media_urls(item)
            if url.startswith("attachment://")}


@dataclass
class Exchange:
    """One interaction sent by a test user and what came back."""

    id: int
    token: str
    kind: int
    user: Person
    channel_id: int
    data: dict
    message: StoredMessage | None = None  # the component's message
    responses: list[dict] = field(default_factory=list)  # callback bodies
    original: StoredMessage | None = None
    followups: list[StoredMessage] = field(default_factory=list)
    choices: list[dict] | None = None  # autocomplete result
    deferred: str | None = None  # "ephemeral", "public", "update"

    @property
    def answered(self) -> bool:
        return bool(self.responses)

    def replies(self) -> list[StoredMessage]:
        msgs = ([self.original] if self.original else []) + self.followups
        return [m for m in msgs if not m.deleted and not m.loading]

    def ephemeral_text(self) -> str:
        return "\n".join(m.words() for m in self.replies() if m.ephemeral)

    def public_replies(self) -> list[StoredMessage]:
        return [m for m in self.replies() if not m.ephemeral]


class Violation(Exception):
    pass


def _json(data: Any, status: int = 200) -> web.Response:
    # Content-Type exactly application/json: discord.py compares it verbatim.
    return web.Response(status=status, body=json.dumps(data).encode(), headers={"Content-Type": "application/json"})


class DiscordStandIn:
    def __init__(self) -> None:
        self.app_id = snowflake()
        self.bot_user = Person(snowflake(), "Referee", bot=True, permissions=ALL_PERMISSIONS)
        self.guild_id = snowflake()  # the first server; add_guild adds more
        self.guilds: dict[int, str] = {self.guild_id: "Test server"}
        # Each server's language (its community "preferred locale"): sent as
        # GUILD_CREATE's ``preferred_locale`` and as every interaction's
        # ``guild_locale`` in that server, as Discord documents.
        self.guild_locales: dict[int, str] = {}
        self.channels: dict[int, str] = {}
        self.channel_guild: dict[int, int] = {}  # channel -> its server
        self.shard_count = 1  # what GET /gateway/bot recommends
        self.shard_of_socket: dict[web.WebSocketResponse, tuple[int, int]] = {}  # identified: (id, count)
        self.identifies: list[tuple[int, int]] = []  # every IDENTIFY's (shard id, shard count), in order
        self.interaction_shards: dict[int, tuple[int, int]] = {}  # exchange id -> the shard it was sent to
        self.people: dict[int, Person] = {self.bot_user.id: self.bot_user}
        self.messages: dict[int, StoredMessage] = {}
        self.exchanges: dict[int, Exchange] = {}
        self.by_token: dict[str, Exchange] = {}
        self.global_commands: list[dict] = []
        self.guild_commands: dict[int, list[dict]] = {}
        self.sync_count = 0
        self.violations: list[str] = []
        self.unknown_routes: list[str] = []
        self.forbidden_channels: set[int] = set()  # the bot may not post there
        self.dm_channels: dict[int, int] = {}  # a direct message channel -> the person it reaches
        self.dm_closed: set[int] = set()  # people who do not take direct messages from the bot (403, 50007)
        self.post_delay = 0.0  # seconds a channel message takes to post (a slow Discord)
        self.nonce_window = NONCE_WINDOW  # seconds a nonce with enforce_nonce returns the earlier message
        self.posts = 0  # channel messages created
        self.after_post: Callable[[StoredMessage], None] | None = None  # called once a channel message is created
        self.sockets: list[web.WebSocketResponse] = []
        self.identified = asyncio.Event()
        self.sequence = 0
        self.runner: web.AppRunner | None = None
        self.port = 0
        self.changed = asyncio.Condition()
        self.add_channel("general")

    # -- set-up ------------------------------------------------------------------

    def add_channel(self, name: str, guild_id: int | None = None) -> int:
        cid = snowflake()
        self.channels[cid] = name
        self.channel_guild[cid] = guild_id or self.guild_id
        return cid

    def add_guild(self, name: str, *, shard: int = 0, count: int = 1, locale: str = "en-US") -> int:
        """A new server whose id Discord's formula puts in shard ``shard`` of
        ``count``, whose language is ``locale`` (returns its id; add channels
        with ``add_channel``)."""
        base = snowflake()
        high = base >> 22
        high += (shard - high) % count
        gid = (high << 22) | (base & ((1 << 22) - 1))
        assert shard_of(gid, count) == shard and gid not in self.guilds
        self.guilds[gid] = name
        self.guild_locales[gid] = locale
        return gid

    def guild_locale(self, guild_id: int) -> str:
        """A server's language (Discord's default for a server is en-US)."""
        return self.guild_locales.get(guild_id, "en-US")

    def guild_of(self, channel_id: int) -> int:
        return self.channel_guild.get(channel_id, self.guild_id)

    @property
    def channel_id(self) -> int:
        return next(iter(self.channels))

    def add_person(self, name: str, *, manage: bool = False, locale: str = "en-US") -> Person:
        perms = MEMBER_PERMISSIONS | (MANAGE_CHANNELS if manage else 0)
        person = Person(snowflake(), name, permissions=perms, locale=locale)
        self.people[person.id] = person
        return person

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * MiB)  # Discord's own checks below
        app.router.add_route("GET", "/gateway", self.ws_handler)
        app.router.add_route("*", "/api/v10/{tail:.*}", self.rest)
        self.runner = web.AppRunner(app)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        for ws in list(self.sockets):
            await ws.close()
        if self.runner is not None:
            await self.runner.cleanup()

    def violate(self, text: str) -> web.Response:
        self.violations.append(text)
        return _json({"code": 50035, "message": "Invalid Form Body", "errors": {"_errors": [{"message": text}]}},
                     400)

    async def _notify(self) -> None:
        async with self.changed:
            self.changed.notify_all()

    # -- gateway ---------------------------------------------------------------------

    async def ws_handler(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self.sockets.append(ws)
        await ws.send_json({"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None})
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                payload = json.loads(msg.data)
                op = payload.get("op")
                if op == 1:
                    await ws.send_json({"op": 11, "d": None, "s": None, "t": None})
                elif op == 2:
                    await self._identify(ws, payload.get("d") or {})
                elif op == 6:  # resume: tell it to start afresh
                    await ws.send_json({"op": 9, "d": False, "s": None, "t": None})
        finally:
            if ws in self.sockets:
                self.sockets.remove(ws)
            self.shard_of_socket.pop(ws, None)
        return ws

    async def _dispatch(self, ws: web.WebSocketResponse, event: str, data: dict) -> None:
        self.sequence += 1
        await ws.send_json({"op": 0, "t": event, "s": self.sequence, "d": data})

    async def _identify(self, ws: web.WebSocketResponse, data: dict) -> None:
        shard = data.get("shard") or [0, 1]
        shard_id, count = int(shard[0]), int(shard[1])
        if not (count >= 1 and 0 <= shard_id < count):
            self.violations.append(f"IDENTIFY with an invalid shard {shard}")
            await ws.close(code=4010, message=b"Invalid shard")
            return
        self.shard_of_socket[ws] = (shard_id, count)
        self.identifies.append((shard_id, count))
        mine = [g for g in self.guilds if shard_of(g, count) == shard_id]
        await self._dispatch(ws, "READY", {
            "v": 10, "user": self.bot_user.user_json(),
            "guilds": [{"id": str(g), "unavailable": True} for g in mine], "shard": [shard_id, count],
            "session_id": secrets.token_hex(8), "resume_gateway_url": self.gateway,
            "application": {"id": str(self.app_id), "flags": 0}, "private_channels": [], "relationships": [],
        })
        members = [p.member_json() for p in self.people.values()]
        for gid in mine:
            everyone = {"id": str(gid), "name": "@everyone", "permissions": str(MEMBER_PERMISSIONS),
                        "position": 0, "color": 0, "hoist": False, "managed": False, "mentionable": False,
                        "flags": 0}
            await self._dispatch(ws, "GUILD_CREATE", {
                "id": str(gid), "name": self.guilds[gid], "owner_id": str(next(iter(self.people))),
                "icon": None, "roles": [everyone], "emojis": [], "stickers": [], "features": [],
                "channels": [self.channel_json(cid) for cid in self.channels if self.guild_of(cid) == gid],
                "threads": [], "members": members, "member_count": len(members), "large": False,
                "unavailable": False, "joined_at": now_iso(), "voice_states": [], "presences": [],
                "stage_instances": [], "guild_scheduled_events": [], "soundboard_sounds": [], "premium_tier": 0,
                "preferred_locale": self.guild_locale(gid), "mfa_level": 0, "verification_level": 0,
                "explicit_content_filter": 0, "nsfw_level": 0, "default_message_notifications": 0,
                "system_channel_flags": 0, "afk_timeout": 300,
            })
        self.identified.set()
        await self._notify()

    def socket_for(self, guild_id: int) -> web.WebSocketResponse | None:
        """The newest open connection of the shard that owns ``guild_id``."""
        for ws in reversed(self.sockets):
            shard = self.shard_of_socket.get(ws)
            if shard is not None and not ws.closed and shard_of(guild_id, shard[1]) == shard[0]:
                return ws
        return None

    def channel_json(self, cid: int) -> dict:
        return {"id": str(cid), "type": 0, "guild_id": str(self.guild_of(cid)), "name": self.channels[cid],
                "position": 0, "permission_overwrites": [], "nsfw": False, "parent_id": None, "topic": None,
                "last_message_id": None, "rate_limit_per_user": 0, "flags": 0}

    # -- REST --------------------------------------------------------------------------

    async def rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        method = request.method
        if request.headers.get("Authorization", "").startswith("Bot ") is False and not path.startswith(
                ("/interactions/", "/webhooks/")):
            return _json({"message": "401: Unauthorized", "code": 0}, 401)
        routes = [
            ("GET", r"/users/@me", self.r_me),
            ("POST", r"/users/@me/channels", self.r_open_dm),
            ("GET", r"/users/(?P<uid>\d+)", self.r_user),
            ("GET", r"/gateway/bot", self.r_gateway_bot),
            ("GET", r"/oauth2/applications/@me", self.r_app),
            ("GET", r"/applications/(?P<app>\d+)/commands", self.r_get_commands),
            ("PUT", r"/applications/(?P<app>\d+)/commands", self.r_put_commands),
            ("GET", r"/applications/(?P<app>\d+)/guilds/(?P<guild>\d+)/commands", self.r_get_commands),
            ("PUT", r"/applications/(?P<app>\d+)/guilds/(?P<guild>\d+)/commands", self.r_put_commands),
            ("POST", r"/interactions/(?P<iid>\d+)/(?P<token>[^/]+)/callback", self.r_callback),
            ("POST", r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)", self.r_followup),
            ("GET", r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)", self.r_wh_get),
            ("PATCH", r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)", self.r_wh_edit),
            ("DELETE", r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)", self.r_wh_delete),
            ("POST", r"/channels/(?P<cid>\d+)/messages", self.r_post_message),
            ("GET", r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)", self.r_get_message),
            ("GET", r"/channels/(?P<cid>\d+)/messages", self.r_history),
            ("PATCH", r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)", self.r_edit_message),
        ]
        for verb, pattern, handler in routes:
            match = re.fullmatch(pattern, path)
            if verb == method and match:
                response = await handler(request, **match.groupdict())
                await self._notify()
                return response
        self.unknown_routes.append(f"{method} {path}")
        return _json({"message": "404: Not Found", "code": 0}, 404)

    async def r_me(self, request):
        return _json(self.bot_user.user_json())

    async def r_user(self, request, uid):
        person = self.people.get(int(uid))
        if person is None:
            return _json({"message": "Unknown User", "code": 10013}, 404)
        return _json(person.user_json())

    async def r_open_dm(self, request):
        """Create DM: the direct message channel with a person (always the
        same one); whether a message may be sent there is decided on send."""
        body = await request.json()
        person = self.people.get(int(body.get("recipient_id", 0)))
        if person is None:
            return _json({"message": "Unknown User", "code": 10013}, 404)
        cid = next((c for c, p in self.dm_channels.items() if p == person.id), None)
        if cid is None:
            cid = snowflake()
            self.channels[cid] = f"dm-{person.name}"
            self.dm_channels[cid] = person.id
        return _json({"id": str(cid), "type": 1, "last_message_id": None, "flags": 0,
                      "recipients": [person.user_json()]})

    def direct_messages(self, person: Person) -> list[StoredMessage]:
        """The direct messages the bot sent ``person``, oldest first."""
        return [m for m in self.messages.values() if self.dm_channels.get(m.channel_id) == person.id]

    async def r_gateway_bot(self, request):
        return _json({"url": self.gateway, "shards": self.shard_count,
                      "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0,
                                              "max_concurrency": 1}})

    async def r_app(self, request):
        return _json({"id": str(self.app_id), "name": "Referee", "description": "", "icon": None,
                      "bot_public": True, "bot_require_code_grant": False, "verify_key": "00",
                      "owner": self.people[next(iter(self.people))].user_json(), "flags": 0,
                      "team": None, "summary": "", "interactions_endpoint_url": None})

    async def r_get_commands(self, request, app, guild=None):
        return _json(self.guild_commands.get(int(guild), []) if guild else self.global_commands)

    async def r_put_commands(self, request, app, guild=None):
        payload = await request.json()
        problems = list(self.check_commands(payload))
        if problems:
            return self.violate("; ".join(problems))
        stored = []
        for command in payload:
            command = dict(command, id=str(snowflake()), application_id=app, version=str(snowflake()))
            if guild:
                command["guild_id"] = guild
            stored.append(command)
        if guild:
            self.guild_commands[int(guild)] = stored
        else:
            self.global_commands = stored
        self.sync_count += 1
        return _json(stored)

    def check_commands(self, payload: list[dict]):
        if len(payload) > 100:
            yield "more than 100 commands"
        for command in payload:
            yield from self._check_option(command, 0, top=True)

    def _check_option(self, option: dict, depth: int, top: bool = False):
        name = option.get("name", "")
        if not NAME_RE.match(name):
            yield f"invalid name {name!r}"
        desc = option.get("description", "")
        if not (1 <= len(desc) <= 100):
            yield f"{name}: description of {len(desc)} characters"
        options = option.get("options", []) or []
        if len(options) > 25:
            yield f"{name}: {len(options)} options"
        if len(option.get("choices", []) or []) > 25:
            yield f"{name}: more than 25 choices"
        for choice in option.get("choices", []) or []:
            if not (1 <= len(choice["name"]) <= 100):
                yield f"{name}: choice name length"
        if option.get("autocomplete") and option.get("choices"):
            yield f"{name}: autocomplete with choices"
        seen_optional = False
        for sub in options:
            if sub.get("type") in (1, 2):
                if depth >= 2 or (sub["type"] == 2 and depth >= 1):
                    yield f"{name}: nested too deep"
                if sub["type"] == 2 and not sub.get("options"):
                    yield f"{sub['name']}: empty sub-command group"
            else:
                if sub.get("required") and seen_optional:
                    yield f"{name}: required option after optional"
                if not sub.get("required"):
                    seen_optional = True
            yield from self._check_option(sub, depth + 1)

    # interactions ------------------------------------------------------------------

    async def _read_body(self, request: web.Request) -> tuple[dict, list[Attachment]] | web.Response:
        ctype = request.headers.get("Content-Type", "")
        if ctype.startswith("multipart/"):
            payload: dict = {}
            files: dict[int, tuple[str, bytes, str | None]] = {}
            reader = await request.multipart()
            async for part in reader:
                if part.name == "payload_json":
                    payload = json.loads(await part.text())
                elif part.name and part.name.startswith("files["):
                    data = await part.read(decode=False)
                    index = int(part.name[6:-1])
                    files[index] = (part.filename or "file", bytes(data), part.headers.get("Content-Type"))
            attachments = []
            meta = payload.get("attachments")
            if meta is None and isinstance(payload.get("data"), dict):  # interaction callback
                meta = payload["data"].get("attachments")
            described = {int(a["id"]): a for a in meta or [] if "id" in a}
            for index, (filename, data, content_type) in sorted(files.items()):
                meta = described.get(index, {})
                attachments.append(Attachment(meta.get("filename", filename), data, meta.get("description"),
                                              content_type))
            return payload, attachments
        if request.can_read_body:
            return await request.json(), []
        return {}, []

    def check_message(self, data: dict, attachments: list[Attachment],
                      editing: StoredMessage | None = None) -> list[str]:
        """Discord's checks of a message's body (``editing``: an edit of that
        message, whose flags and kept attachments count)."""
        problems = []
        flags = int(data.get("flags") or 0)
        if editing is not None:
            if editing.layout and "flags" in data and not flags & COMPONENTS_V2:
                problems.append("IS_COMPONENTS_V2 cannot be removed from a message")
            flags |= editing.flags & COMPONENTS_V2
        content = data.get("content") or ""
        if len(content) > 2000:
            problems.append(f"content of {len(content)} characters")
        embeds = data.get("embeds") or []
        if flags & COMPONENTS_V2:
            if content:
                problems.append("content with IS_COMPONENTS_V2 (use a text display)")
            if embeds:
                problems.append("embeds with IS_COMPONENTS_V2")
        if len(embeds) > 10:
            problems.append("more than 10 embeds")
        total = 0
        for embed in embeds:
            for key, limit in (("title", 256), ("description", 4096)):
                value = embed.get(key) or ""
                total += len(value)
                if len(value) > limit:
                    problems.append(f"embed {key} of {len(value)} characters")
            fields = embed.get("fields") or []
            if len(fields) > 25:
                problems.append("more than 25 embed fields")
            for f in fields:
                total += len(f.get("name", "")) + len(f.get("value", ""))
                if len(f.get("name", "")) > 256 or len(f.get("value", "")) > 1024:
                    problems.append("embed field too long")
        names = {a.filename for a in attachments}
        if editing is not None:
            kept = ({int(a["id"]) for a in data["attachments"] if "id" in a} if "attachments" in data
                    else {a.id for a in editing.attachments})
            names |= {a.filename for a in editing.attachments if a.id in kept}
        for embed in embeds:
            url = (embed.get("image") or {}).get("url", "")
            if url.startswith("attachment://") and attachments and url[13:] not in names:
                problems.append(f"embed image {url} is not among the files {sorted(names)}")
        if total > 6000:
            problems.append(f"embeds total {total} characters")
        top = data.get("components") or []
        problems.extend(self.check_components(top, flags, names))
        if len(attachments) > 10:
            problems.append("more than 10 files")
        for a in attachments:
            if len(a.data) > ATTACHMENT_LIMIT:
                problems.append(f"file {a.filename} of {len(a.data)} bytes over the limit")
            if a.description and len(a.description) > 1024:
                problems.append("attachment description over 1024 characters")
        allowed = data.get("allowed_mentions")
        if allowed and "users" in (allowed.get("parse") or []) and allowed.get("users"):
            problems.append("allowed_mentions has both parse users and a users list")
        if editing is None and not content and not embeds and not attachments and not top:
            problems.append("empty message")
        return problems

    def check_components(self, top: list[dict], flags: int, files: set[str]) -> list[str]:
        """Discord's component rules: without IS_COMPONENTS_V2 at most five
        action rows; with it the layout types (9-17) too, at most 40
        components in the whole tree, 4,000 characters of text displays,
        and every ``attachment://`` naming a file of the message."""
        problems = []
        layout = bool(flags & COMPONENTS_V2)
        if not layout:
            if len(top) > 5:
                problems.append("more than 5 action rows")
            if any(item.get("type") != 1 for item in top):
                problems.append("a component other than an action row at the top without IS_COMPONENTS_V2")
        else:
            every = list(walk_components(top))
            if len(every) > COMPONENT_LIMIT:
                problems.append(f"{len(every)} components (at most {COMPONENT_LIMIT}, nested ones counted)")
            text = sum(len(item.get("content") or "") for item in every if item.get("type") == 10)
            if text > TEXT_DISPLAY_LIMIT:
                problems.append(f"text displays total {text} characters")
            for name in sorted(referenced_files(top) - files):
                problems.append(f"attachment://{name} is not among the files {sorted(files)}")
            for item in every:
                problems.extend(self.check_layout_item(item))
            allowed_top = {1, 9, 10, 12, 13, 14, 17}
            if any(item.get("type") not in allowed_top for item in top):
                problems.append("a component that cannot stand at the top of a message")
        ids = []
        for item in walk_components(top):
            kind = item.get("type")
            if kind not in INTERACTIVE_TYPES and kind not in LAYOUT_TYPES and kind != 1:
                problems.append(f"unknown component type {kind}")
            if kind == 1:
                problems.extend(self.check_row(item))
            if kind in INTERACTIVE_TYPES and not (kind == 2 and item.get("style") == 5):
                cid = item.get("custom_id")
                if not cid or len(cid) > 100:
                    problems.append(f"custom_id {cid!r}")
                ids.append(cid)
        if len(set(ids)) != len(ids):
            problems.append("duplicate custom_id in a message")
        return problems

    @staticmethod
    def check_row(row: dict) -> list[str]:
        problems = []
        items = row.get("components", [])
        if not items or len(items) > 5:
            problems.append(f"action row with {len(items)} items")
        if any(i.get("type") in (3, 5, 6, 7, 8) for i in items) and len(items) > 1:
            problems.append("a select must be alone in its row")
        for item in items:
            if item.get("type") not in INTERACTIVE_TYPES:
                problems.append(f"a component of type {item.get('type')} in an action row")
            if item.get("type") == 2 and len(item.get("label") or "") > 80:
                problems.append("button label over 80 characters")
            if item.get("type") == 3:
                options = item.get("options") or []
                if not (1 <= len(options) <= 25):
                    problems.append(f"select with {len(options)} options")
                values = [o["value"] for o in options]
                if len(set(values)) != len(values):
                    problems.append("select values not unique")
                for o in options:
                    if not (1 <= len(o["label"]) <= 100) or not (1 <= len(o["value"]) <= 100):
                        problems.append("select option label/value length")
                    if len(o.get("description") or "") > 100:
                        problems.append("select option description over 100")
        return problems

    @staticmethod
    def check_layout_item(item: dict) -> list[str]:
        """One layout component's own rules (types 9-17)."""
        problems = []
        kind = item.get("type")
        children = item.get("components") or []
        if kind == 17:
            accent = item.get("accent_color")
            if accent is not None and (isinstance(accent, bool) or not isinstance(accent, int)
                                       or not 0 <= accent <= 0xFFFFFF):
                problems.append(f"accent_color {accent!r}: an integer from 0 to 0xFFFFFF")
            if not children or any(c.get("type") not in (1, 9, 10, 12, 13, 14) for c in children):
                problems.append("a container holds action rows, sections, text displays, galleries, files "
                                "and separators (at least one)")
        elif kind == 9:
            if not 1 <= len(children) <= 3 or any(c.get("type") != 10 for c in children):
                problems.append("a section holds one to three text displays")
            if (item.get("accessory") or {}).get("type") not in (2, 11):
                problems.append("a section's accessory is a button or a thumbnail")
        elif kind == 10:
            if not item.get("content"):
                problems.append("an empty text display")
        elif kind == 12:
            media = item.get("items") or []
            if not 1 <= len(media) <= 10:
                problems.append(f"a media gallery with {len(media)} items")
            if any(len(m.get("description") or "") > 1024 for m in media):
                problems.append("a media gallery item's description over 1024 characters")
        elif kind == 11:
            if len(item.get("description") or "") > 1024:
                problems.append("a thumbnail's description over 1024 characters")
        elif kind == 13:
            if not (item.get("file") or {}).get("url", "").startswith("attachment://"):
                problems.append("a file component must reference an attachment://")
        elif kind == 14:
            if item.get("spacing", 1) not in (1, 2):
                problems.append("a separator's spacing is 1 or 2")
        return problems

    def _pinged(self, data: dict) -> set[int]:
        text = data.get("content") or ""
        if int(data.get("flags") or 0) & COMPONENTS_V2:  # mentions in text displays notify
            text = "\n".join(c.get("content") or "" for c in walk_components(data.get("components") or [])
                              if c.get("type") == 10)
        mentioned = {int(m) for m in MENTION_RE.findall(text)}
        allowed = data.get("allowed_mentions")
        if allowed is None:
            return mentioned  # Discord's default: everybody mentioned is pinged
        if "users" in (allowed.get("parse") or []):
            return mentioned
        return mentioned & {int(u) for u in allowed.get("users") or []}

    def _new_message(self, channel_id: int, data: dict, attachments: list[Attachment], *,
                     visible_to: int | None = None, interaction: Exchange | None = None) -> StoredMessage:
        flags = int(data.get("flags") or 0)
        message = StoredMessage(
            id=snowflake(), channel_id=channel_id, author=self.bot_user, content=data.get("content") or "",
            embeds=data.get("embeds") or [], components=data.get("components") or [],
            attachments=attachments, flags=flags,
            visible_to=visible_to if flags & EPHEMERAL else None,
            interaction_id=interaction.id if interaction else None,
        )
        if not message.ephemeral:
            message.pinged = self._pinged(data)
        self.messages[message.id] = message
        return message

    def _apply_edit(self, message: StoredMessage, data: dict, attachments: list[Attachment]) -> None:
        message.flags |= int(data.get("flags") or 0) & COMPONENTS_V2
        if "content" in data:
            message.content = data["content"] or ""
        if "embeds" in data:
            message.embeds = data["embeds"] or []
        if "components" in data:
            message.components = data["components"] or []
        if "attachments" in data:
            kept = {int(a["id"]) for a in data["attachments"] if "id" in a}
            message.attachments = [a for a in message.attachments if a.id in kept] + attachments
        elif attachments:
            message.attachments = message.attachments + attachments
        message.edits += 1
        message.loading = False

    def message_json(self, message: StoredMessage, *, nonce: bool = False) -> dict:
        """A message as Discord answers it; ``nonce``: as the response to its
        creation, carrying its nonce (fetching and history never do)."""
        extra = {"nonce": message.nonce} if nonce and message.nonce is not None else {}
        return {**extra,
            "id": str(message.id), "channel_id": str(message.channel_id),
            "guild_id": str(self.guild_of(message.channel_id)),
            "author": message.author.user_json(), "content": message.content, "timestamp": now_iso(),
            "edited_timestamp": None, "tts": False, "mention_everyone": False,
            "mentions": [self.people[u].user_json() for u in message.pinged if u in self.people],
            "mention_roles": [], "attachments": [
                {"id": str(a.id), "filename": a.filename, "size": len(a.data), "description": a.description,
                 "url": f"https://cdn.invalid/{a.id}/{a.filename}", "proxy_url": f"https://cdn.invalid/{a.id}",
                 "content_type": a.content_type}
                for a in message.attachments],
            "embeds": message.embeds, "components": message.components, "pinned": False, "type": 0,
            "flags": message.flags | (LOADING if message.loading else 0),
            "application_id": str(self.app_id) if message.interaction_id else None,
            "webhook_id": str(self.app_id) if message.interaction_id else None,
        }

    async def r_callback(self, request, iid, token):
        exchange = self.exchanges.get(int(iid))
        if exchange is None or exchange.token != token:
            return _json({"message": "Unknown interaction", "code": 10062}, 404)
        if "with_response" not in request.query:
            self.violations.append("callback without with_response")
        body = await self._read_body(request)
        payload, attachments = body
        if exchange.responses:
            return self.violate("Interaction has already been acknowledged")
        kind = payload.get("type")
        data = payload.get("data") or {}
        result: dict[str, Any] = {"interaction": {"id": str(exchange.id), "type": exchange.kind}}
        if kind == 8:
            if exchange.kind != 4:
                return self.violate("autocomplete result for a non-autocomplete interaction")
            choices = data.get("choices", [])
            if len(choices) > 25:
                return self.violate(f"{len(choices)} autocomplete choices")
            for c in choices:
                if not (1 <= len(c["name"]) <= 100) or (isinstance(c["value"], str) and len(c["value"]) > 100):
                    return self.violate(f"autocomplete choice {c!r} out of bounds")
            exchange.choices = choices
        elif exchange.kind == 4:
            return self.violate(f"response type {kind} to an autocomplete interaction")
        elif kind == 4:
            problems = self.check_message(data, attachments)
            if problems:
                return self.violate("; ".join(problems))
            message = self._new_message(exchange.channel_id, data, attachments, visible_to=exchange.user.id,
                                        interaction=exchange)
            exchange.original = message
            result["interaction"].update(response_message_id=str(message.id),
                                         response_message_ephemeral=message.ephemeral)
            result["resource"] = {"type": 4, "message": self.message_json(message)}
        elif kind == 5:
            message = self._new_message(exchange.channel_id, {"flags": data.get("flags", 0), "content": ""}, [],
                                        visible_to=exchange.user.id, interaction=exchange)
            message.loading = True
            exchange.original = message
            exchange.deferred = "ephemeral" if message.ephemeral else "public"
            result["interaction"].update(response_message_id=str(message.id), response_message_loading=True,
                                         response_message_ephemeral=message.ephemeral)
            result["resource"] = {"type": 5, "message": self.message_json(message)}
        elif kind in (6, 7):
            if exchange.kind != 3:
                return self.violate(f"response type {kind} to a non-component interaction")
            exchange.deferred = "update" if kind == 6 else None
            if kind == 7:
                problems = self.check_message(data, attachments, editing=exchange.message)
                if problems:
                    return self.violate("; ".join(problems))
                self._apply_edit(exchange.message, data, attachments)
                result["resource"] = {"type": 7, "message": self.message_json(exchange.message)}
        else:
            return self.violate(f"unsupported response type {kind}")
        exchange.responses.append(payload)
        return _json(result)

    def _exchange_by_token(self, token: str) -> Exchange | None:
        return self.by_token.get(token)

    async def r_followup(self, request, app, token):
        exchange = self._exchange_by_token(token)
        if exchange is None or int(app) != self.app_id:
            return _json({"message": "Unknown Webhook", "code": 10015}, 404)
        if not exchange.responses:
            return self.violate("follow-up before the interaction was answered")
        payload, attachments = await self._read_body(request)
        problems = self.check_message(payload, attachments)
        if problems:
            return self.violate("; ".join(problems))
        original = exchange.original
        if original is not None and original.loading and not original.deleted:
            # Discord: the first follow-up after a "thinking" defer fills the
            # deferred message, whose visibility was fixed by the defer.
            if payload.get("flags", 0) & EPHEMERAL and not original.ephemeral:
                self.violations.append("ephemeral follow-up into a public deferred message would be public")
            self._apply_edit(original, payload, attachments)
            return _json(self.message_json(original))
        message = self._new_message(exchange.channel_id, payload, attachments, visible_to=exchange.user.id,
                                    interaction=exchange)
        exchange.followups.append(message)
        return _json(self.message_json(message))

    def _webhook_message(self, token: str, mid: str) -> StoredMessage | None:
        exchange = self._exchange_by_token(token)
        if exchange is None:
            return None
        if mid == "@original":
            if exchange.original is not None:
                return exchange.original
            return exchange.message if exchange.kind == 3 and exchange.responses else None
        message = self.messages.get(int(mid))
        return message

    async def r_wh_get(self, request, app, token, mid):
        message = self._webhook_message(token, mid)
        if message is None or message.deleted:
            return _json({"message": "Unknown Message", "code": 10008}, 404)
        return _json(self.message_json(message))

    async def r_wh_edit(self, request, app, token, mid):
        message = self._webhook_message(token, mid)
        if message is None or message.deleted:
            return _json({"message": "Unknown Message", "code": 10008}, 404)
        payload, attachments = await self._read_body(request)
        problems = self.check_message(payload, attachments, editing=message)
        if problems:
            return self.violate("; ".join(problems))
        self._apply_edit(message, payload, attachments)
        return _json(self.message_json(message))

    async def r_wh_delete(self, request, app, token, mid):
        message = self._webhook_message(token, mid)
        if message is None or message.deleted:
            return _json({"message": "Unknown Message", "code": 10008}, 404)
        message.deleted = True
        return web.Response(status=204)

    async def r_post_message(self, request, cid):
        if int(cid) not in self.channels:
            return _json({"message": "Unknown Channel", "code": 10003}, 404)
        if int(cid) in self.forbidden_channels:
            return _json({"message": "Missing Permissions", "code": 50013}, 403)
        if self.dm_channels.get(int(cid)) in self.dm_closed:
            return _json({"message": "Cannot send messages to this user", "code": 50007}, 403)
        payload, attachments = await self._read_body(request)
        problems = self.check_message(payload, attachments)
        if problems:
            return self.violate("; ".join(problems))
        if payload.get("flags", 0) & EPHEMERAL:
            return self.violate("ephemeral flag on a channel message")
        nonce = payload.get("nonce")
        if nonce is not None and (isinstance(nonce, bool) or not isinstance(nonce, (int, str))
                                  or isinstance(nonce, str) and len(nonce) > NONCE_LIMIT):
            return self.violate(f"nonce {nonce!r}: an integer or a string of at most {NONCE_LIMIT} characters")
        if self.post_delay:
            await asyncio.sleep(self.post_delay)
        if nonce is not None and payload.get("enforce_nonce"):
            earlier = self.with_nonce(int(cid), self.bot_user, str(nonce))
            if earlier is not None:
                return _json(self.message_json(earlier, nonce=True))
        message = self._new_message(int(cid), payload, attachments)
        message.auth = request.headers.get("Authorization")
        message.nonce = None if nonce is None else str(nonce)
        self.posts += 1
        if self.after_post is not None:
            self.after_post(message)  # e.g. the poster dies before it reads the answer
        return _json(self.message_json(message, nonce=True))

    def with_nonce(self, channel_id: int, author: Person, nonce: str) -> StoredMessage | None:
        """The message ``author`` created in the channel with ``nonce`` within
        the last ``nonce_window`` seconds, if any."""
        since = time.monotonic() - self.nonce_window
        for message in self.messages.values():
            if (message.channel_id == channel_id and message.author is author and message.nonce == nonce
                    and message.created >= since):
                return message
        return None

    async def r_history(self, request, cid):
        """Channel history, newest first (``limit``, ``before``), as Discord
        answers GET /channels/{id}/messages."""
        if int(cid) not in self.channels:
            return _json({"message": "Unknown Channel", "code": 10003}, 404)
        limit = max(1, min(100, int(request.query.get("limit", 50))))
        before = int(request.query["before"]) if "before" in request.query else None
        found = [m for m in self.channel_messages(int(cid)) if before is None or m.id < before]
        found.sort(key=lambda m: m.id, reverse=True)
        return _json([self.message_json(m) for m in found[:limit]])

    async def r_get_message(self, request, cid, mid):
        message = self.messages.get(int(mid))
        if message is None or message.deleted or message.ephemeral:
            return _json({"message": "Unknown Message", "code": 10008}, 404)
        return _json(self.message_json(message))

    async def r_edit_message(self, request, cid, mid):
        message = self.messages.get(int(mid))
        if message is None or message.deleted or message.ephemeral or message.channel_id != int(cid):
            return _json({"message": "Unknown Message", "code": 10008}, 404)
        payload, attachments = await self._read_body(request)
        problems = self.check_message(payload, attachments, editing=message)
        if problems:
            return self.violate("; ".join(problems))
        self._apply_edit(message, payload, attachments)
        return _json(self.message_json(message))

    # -- acting as users ------------------------------------------------------------------

    def _command_schema(self, name: str, guild_id: int | None = None) -> dict:
        for command in self.guild_commands.get(guild_id or self.guild_id, []) + self.global_commands:
            if command["name"] == name and command.get("type", 1) == 1:
                return command
        raise Violation(f"no command /{name} was synced")

    def _build_options(self, path: list[str], values: dict[str, Any], focused: str | None,
                       guild_id: int | None = None) -> tuple[dict, list]:
        command = self._command_schema(path[0], guild_id)
        node = command
        chain = []
        for part in path[1:]:
            sub = next((o for o in node.get("options", []) if o["name"] == part and o["type"] in (1, 2)), None)
            if sub is None:
                raise Violation(f"/{' '.join(path)}: no sub-command {part!r}")
            chain.append(sub)
            node = sub
        options = []
        known = {o["name"]: o for o in node.get("options", []) if o["type"] not in (1, 2)}
        for key in values:
            if key not in known:
                raise Violation(f"/{' '.join(path)} has no option {key!r}; options: {sorted(known)}")
        for key, spec in known.items():
            if key not in values:
                if spec.get("required") and focused is None:
                    raise Violation(f"/{' '.join(path)}: option {key!r} is required")
                continue
            value = values[key]
            kind = spec["type"]
            is_focused = key == focused
            if not is_focused:
                if kind == 3:
                    if not isinstance(value, str):
                        raise Violation(f"{key}: a string is required")
                    if len(value) < spec.get("min_length", 0) or len(value) > spec.get("max_length", 6000):
                        raise Violation(f"{key}: length out of range")
                elif kind == 4:
                    if not isinstance(value, int) or isinstance(value, bool):
                        raise Violation(f"{key}: an integer is required")
                    if "min_value" in spec and value < spec["min_value"] or \
                            "max_value" in spec and value > spec["max_value"]:
                        raise Violation(f"{key}: {value} is out of range")
                elif kind == 10:
                    if not isinstance(value, (int, float)) or isinstance(value, bool):
                        raise Violation(f"{key}: a number is required")
                    if "min_value" in spec and value < spec["min_value"] or \
                            "max_value" in spec and value > spec["max_value"]:
                        raise Violation(f"{key}: {value} is out of range")
                elif kind == 5 and not isinstance(value, bool):
                    raise Violation(f"{key}: true or false is required")
                if spec.get("choices") and value not in [c["value"] for c in spec["choices"]]:
                    raise Violation(f"{key}: {value!r} is not one of the choices")
            elif not spec.get("autocomplete"):
                raise Violation(f"{key}: option has no autocomplete")
            entry = {"name": key, "type": kind, "value": value}
            if is_focused:
                entry["focused"] = True
            options.append(entry)
        for sub in reversed(chain):
            options = [{"name": sub["name"], "type": sub["type"], "options": options}]
        return command, options

    def _interaction_payload(self, exchange: Exchange) -> dict:
        user = exchange.user
        guild_id = self.guild_of(exchange.channel_id)
        return {
            "id": str(exchange.id), "application_id": str(self.app_id), "type": exchange.kind,
            "token": exchange.token, "version": 1, "guild_id": str(guild_id),
            "channel_id": str(exchange.channel_id), "channel": self.channel_json(exchange.channel_id),
            "member": user.member_json(with_permissions=True), "app_permissions": str(ALL_PERMISSIONS),
            "locale": user.locale, "guild_locale": self.guild_locale(guild_id), "entitlements": [],
            "authorizing_integration_owners": {"0": str(guild_id)}, "context": 0,
            "attachment_size_limit": ATTACHMENT_LIMIT, "data": exchange.data,
            **({"message": self.message_json(exchange.message)} if exchange.message else {}),
        }

    async def _send(self, exchange: Exchange) -> Exchange:
        await asyncio.wait_for(self.identified.wait(), 10)
        guild_id = self.guild_of(exchange.channel_id)
        async with self.changed:  # the owning shard may still be connecting
            await asyncio.wait_for(self.changed.wait_for(lambda: self.socket_for(guild_id) is not None), 10)
        ws = self.socket_for(guild_id)
        assert ws is not None
        self.exchanges[exchange.id] = exchange
        self.by_token[exchange.token] = exchange
        self.interaction_shards[exchange.id] = self.shard_of_socket[ws]
        await self._dispatch(ws, "INTERACTION_CREATE", self._interaction_payload(exchange))
        return exchange

    def _exchange(self, kind: int, user: Person, data: dict, channel_id: int | None = None,
                  message: StoredMessage | None = None) -> Exchange:
        return Exchange(id=snowflake(), token=secrets.token_urlsafe(24), kind=kind, user=user,
                        channel_id=channel_id or (message.channel_id if message else self.channel_id),
                        data=data, message=message)

    async def raw(self, user: Person, kind: int, data: dict, channel_id: int | None = None) -> Exchange:
        """An interaction with hand-made data (what an out-of-date client
        might send), bypassing the schema checks."""
        return await self.settle(await self._send(self._exchange(kind, user, data, channel_id)))

    async def slash(self, user: Person, command: str, channel_id: int | None = None, **values: Any) -> Exchange:
        path = command.split()
        schema, options = self._build_options(path, values, None, self.guild_of(channel_id or self.channel_id))
        data = {"id": schema["id"], "name": schema["name"], "type": 1, "options": options}
        if "guild_id" in schema:
            data["guild_id"] = schema["guild_id"]
        return await self.settle(await self._send(self._exchange(2, user, data, channel_id)))

    async def autocomplete(self, user: Person, command: str, focused: str, channel_id: int | None = None,
                           **values: Any) -> list[dict]:
        path = command.split()
        schema, options = self._build_options(path, values, focused,
                                              self.guild_of(channel_id or self.channel_id))
        data = {"id": schema["id"], "name": schema["name"], "type": 1, "options": options}
        if "guild_id" in schema:
            data["guild_id"] = schema["guild_id"]
        exchange = await self.settle(await self._send(self._exchange(4, user, data, channel_id)))
        assert exchange.choices is not None, "autocomplete was not answered"
        return exchange.choices

    async def click(self, user: Person, message: StoredMessage, custom_id: str,
                    values: list[str] | None = None) -> Exchange:
        if message.deleted:
            raise Violation("clicked a deleted message")
        if message.ephemeral and message.visible_to != user.id:
            raise Violation("clicked an ephemeral message somebody else received")
        item = message.component(custom_id)
        if item is None:
            raise Violation(f"no component {custom_id!r} on that message; it has {message.custom_ids()}")
        if item.get("disabled"):
            raise Violation("clicked a disabled component")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": item["type"]}
        if item["type"] == 3:
            allowed = [o["value"] for o in item.get("options", [])]
            if not values or any(v not in allowed for v in values):
                raise Violation(f"select values {values} not among {allowed}")
            data["values"] = values
        return await self.settle(await self._send(self._exchange(3, user, data, message=message)))

    async def settle(self, exchange: Exchange, timeout: float = 15.0) -> Exchange:
        """Wait until the bot answered the interaction and every task it
        started for it has finished."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not exchange.answered:
            if loop.time() > deadline:
                raise TimeoutError(f"interaction {exchange.data} was never answered")
            await asyncio.sleep(0.005)
        while any(not t.done() and (t.get_name().startswith(("CommandTree-invoker", "discord-ui-")))
                  for t in asyncio.all_tasks()):
            if loop.time() > deadline:
                raise TimeoutError("the bot kept working on the interaction")
            await asyncio.sleep(0.005)
        return exchange

    # -- reading what people see ------------------------------------------------------------

    def channel_messages(self, channel_id: int | None = None) -> list[StoredMessage]:
        cid = channel_id or self.channel_id
        return [m for m in self.messages.values() if m.channel_id == cid and not m.deleted and not m.ephemeral]

    def public_messages(self) -> list[StoredMessage]:
        return [m for m in self.messages.values() if not m.deleted and not m.ephemeral]

    def ephemeral_for(self, user: Person) -> list[StoredMessage]:
        return [m for m in self.messages.values() if m.ephemeral and m.visible_to == user.id]

    def last_public(self, channel_id: int | None = None) -> StoredMessage:
        return self.channel_messages(channel_id)[-1]

    def with_component(self, prefix: str, *, user: Person | None = None) -> StoredMessage:
        """The newest visible message with a component whose custom_id starts
        with ``prefix`` (ephemeral ones only for ``user``)."""
        for message in reversed(list(self.messages.values())):
            if message.deleted or (message.ephemeral and (user is None or message.visible_to != user.id)):
                continue
            if any(c.startswith(prefix) for c in message.custom_ids()):
                return message
        raise Violation(f"no message with a component {prefix!r}")
