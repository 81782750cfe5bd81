"""Buttons and select menus that survive restarts.

Every component is a :class:`discord.ui.DynamicItem`: its ``custom_id``
carries what it needs (the game id, and for move choices the game version
the choices were computed for), and the templates are registered once at
start-up with ``Client.add_dynamic_items``, so a button on a message posted
before a restart still works. Callbacks hand over to the handlers the
client offers (:class:`Handlers`: the client knows this module, not the
other way round); no game knowledge lives here.

An announcement's identity travels with its message: the custom id of its
"Choose my move" button carries the announcement's id (a marker players
never see), and it is posted with a nonce made from that id
(:func:`announcement_nonce`); :mod:`.core` recognises an earlier post by
them, never by what the message says.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any, ClassVar, Protocol, Self, cast

import discord

from bot.i18n import Words
from rules.base import Move

from .present import ENGLISH, clip

PREFIX = "ref"
MAX_SELECT_CHOICES = 25  # Discord's limit for one select menu's options

# Every label is a message of the ``discord`` catalogue (``dc-button-...``),
# in the words of whoever reads the message: the game's language on a public
# card, the reader's on an ephemeral reply. A button rebuilt from its custom
# id (after a restart, to dispatch a click) keeps the label Discord shows.
LOBBY_ACTIONS = {
    "join": ("dc-button-join", discord.ButtonStyle.success),
    "leave": ("dc-button-leave", discord.ButtonStyle.secondary),
    "computer": ("dc-button-computer", discord.ButtonStyle.primary),
    "start": ("dc-button-start", discord.ButtonStyle.success),
}
# "Add computer player" asks the host for the level (issue 32): an ephemeral
# message with one button per level, each seating a computer of that level.
COMPUTER_LEVELS = {
    "computer-easy": ("dc-button-level-easy", discord.ButtonStyle.secondary),
    "computer-normal": ("dc-button-level-normal", discord.ButtonStyle.primary),
    "computer-hard": ("dc-button-level-hard", discord.ButtonStyle.danger),
}


def label_of(item: discord.ui.Item[Any]) -> str | None:
    """The label a posted button shows (kept when it is rebuilt)."""
    return getattr(item, "label", None)


class Handlers(Protocol):
    """What the items hand over to: the client's guard and the handler of
    each item (:class:`.client.RefereeBot` takes them from its lobby, play,
    info and manage handlers)."""

    async def guarded(self, interaction: discord.Interaction, what: str,
                      handler: Callable[..., Awaitable[Any]], *args: Any, notices: bool = True) -> None: ...

    async def on_lobby_button(self, interaction: discord.Interaction, action: str, game_id: int, /) -> None: ...

    async def on_rematch_button(self, interaction: discord.Interaction, game_id: int, /) -> None: ...

    async def on_turn_button(self, interaction: discord.Interaction, game_id: int, /) -> None: ...

    async def on_pick(self, interaction: discord.Interaction, game_id: int, version: int, notation: str, /) -> None: ...

    async def on_pick_index(self, interaction: discord.Interaction, game_id: int, version: int, index: int,
                            /) -> None: ...

    async def on_undo_button(self, interaction: discord.Interaction, game_id: int, version: int, sure: bool,
                             /) -> None: ...

    async def on_hand_button(self, interaction: discord.Interaction, game_id: int, /) -> None: ...

    async def on_confirm(self, interaction: discord.Interaction, action: str, game_id: int, /) -> None: ...

    async def on_vote(self, interaction: discord.Interaction, choice: str, game_id: int, seat: int, /) -> None: ...

    async def on_agree(self, interaction: discord.Interaction, game_id: int, /) -> None: ...

    async def on_my_game(self, interaction: discord.Interaction, game_id: int, /) -> None: ...

    async def on_catchup_button(self, interaction: discord.Interaction, game_id: int, /) -> None: ...

    async def on_mute(self, interaction: discord.Interaction, game_id: int, since: int, /) -> None: ...


def referee(interaction: discord.Interaction) -> Handlers:
    """The handlers of the client an interaction reached: items are only
    registered on a client that offers them (``Client.add_dynamic_items`` in
    :class:`.client.RefereeBot`'s setup hook)."""
    return cast(Handlers, interaction.client)


class GameButton(discord.ui.DynamicItem[discord.ui.Button], template=r"(?!)"):
    """A button about one game, ``ref:<action>:<game id>``: a press hands the
    game id to the client's handler named ``handler`` (``notices``: whether
    the reply may carry the "your private information changed" notice).
    Each kind is a subclass with its own template (discord.py needs one per
    class); this class's own template matches nothing."""

    action: ClassVar[str] = ""
    label: ClassVar[str] = ""  # the label's message id (dc-button-...)
    style: ClassVar[discord.ButtonStyle] = discord.ButtonStyle.secondary
    what: ClassVar[str] = ""  # how a fault names the press
    handler: ClassVar[str] = ""
    notices: ClassVar[bool] = True

    def __init__(self, game_id: int, words: Words = ENGLISH, *, shown: str | None = None):
        super().__init__(discord.ui.Button(label=shown or words(self.label), style=self.style,
                                           custom_id=f"{PREFIX}:{self.action}:{game_id}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> Self:
        return cls(int(match["game"]), shown=label_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = referee(interaction)
        handler = getattr(bot, self.handler)
        if self.notices:
            await bot.guarded(interaction, self.what, handler, self.game_id)
        else:
            await bot.guarded(interaction, self.what, handler, self.game_id, notices=False)


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button],
                  template=PREFIX + r":lobby:(?P<action>join|leave|computer(?:-(?:easy|normal|hard))?|start)"
                                    r":(?P<game>[0-9]+)"):
    def __init__(self, action: str, game_id: int, words: Words = ENGLISH, *, shown: str | None = None):
        label, style = LOBBY_ACTIONS.get(action) or COMPUTER_LEVELS[action]
        super().__init__(discord.ui.Button(label=shown or words(label), style=style,
                                           custom_id=f"{PREFIX}:lobby:{action}:{game_id}"))
        self.action = action
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> Self:
        return cls(match["action"], int(match["game"]), shown=label_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = referee(interaction)
        await bot.guarded(interaction, f"lobby {self.action}",
                          bot.on_lobby_button, self.action, self.game_id)


class TurnButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=PREFIX + r":turn:(?P<game>[0-9]+)(?::a(?P<announcement>[0-9]+))?"):
    """"Choose my move": opens the first step of the asker's move builder
    (:mod:`.walk`, handled by :mod:`.taps`).

    On an announcement's message the custom id also carries the
    announcement's id (``ref:turn:<game>:a<announcement>``): the marker by
    which a re-delivery recognises its own earlier post (:mod:`.core`).
    Players never see it; ids without it (older messages, reminders) work
    the same."""

    def __init__(self, game_id: int, announcement: int | None = None, words: Words = ENGLISH, *,
                 shown: str | None = None):
        custom_id = f"{PREFIX}:turn:{game_id}" if announcement is None else announcement_marker(game_id, announcement)
        super().__init__(discord.ui.Button(label=shown or words("dc-button-choose-move"),
                                           style=discord.ButtonStyle.primary, custom_id=custom_id))
        self.game_id = game_id
        self.announcement = announcement

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> Self:
        return cls(int(match["game"]), int(match["announcement"]) if match["announcement"] else None,
                   shown=label_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = referee(interaction)
        await bot.guarded(interaction, "turn button",
                          bot.on_turn_button, self.game_id)


def announcement_marker(game_id: int, announcement: int) -> str:
    """The custom id by which an announcement's message is recognised."""
    return f"{PREFIX}:turn:{game_id}:a{announcement}"


class HandButton(GameButton, template=PREFIX + r":hand:(?P<game>[0-9]+)"):
    """Shows the clicker their own private information, ephemerally."""

    action, label, what, handler, notices = "hand", "dc-button-hand", "hand button", "on_hand_button", False


class MoveSelect(discord.ui.DynamicItem[discord.ui.Select],
                 template=PREFIX + r":pick:(?P<game>[0-9]+):(?P<version>[0-9]+)"):
    """A choice among up to 25 legal moves, valid for one game version only
    (on private messages posted before the move builder, :mod:`.walk`,
    which offers every move now; kept so that those still work)."""

    def __init__(self, game_id: int, version: int, options: list[discord.SelectOption], words: Words = ENGLISH):
        super().__init__(discord.ui.Select(custom_id=f"{PREFIX}:pick:{game_id}:{version}",
                                           placeholder=words("dc-placeholder-move"), options=options,
                                           min_values=1, max_values=1))
        self.game_id = game_id
        self.version = version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> Self:
        return cls(int(match["game"]), int(match["version"]), list(cast(discord.ui.Select, item).options))

    async def callback(self, interaction: discord.Interaction) -> None:
        value = self.item.values[0] if self.item.values else ""
        bot = referee(interaction)
        await bot.guarded(interaction, "move select", bot.on_pick,
                                         self.game_id, self.version, value)


class MoveButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=PREFIX + r":do:(?P<game>[0-9]+):(?P<version>[0-9]+):(?P<index>[0-9]+)"):
    """One of a few legal moves. The index refers to the legal moves of that
    exact version, which are deterministic; any other version is refused
    (on private messages posted before the move builder, like
    :class:`MoveSelect`)."""

    def __init__(self, game_id: int, version: int, index: int, label: str = "?"):
        super().__init__(discord.ui.Button(label=clip(label, 80), style=discord.ButtonStyle.secondary,
                                           custom_id=f"{PREFIX}:do:{game_id}:{version}:{index}"))
        self.game_id = game_id
        self.version = version
        self.index = index

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> Self:
        return cls(int(match["game"]), int(match["version"]), int(match["index"]),
                   cast(discord.ui.Button, item).label or "?")

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = referee(interaction)
        await bot.guarded(interaction, "move button", bot.on_pick_index,
                                         self.game_id, self.version, self.index)


CONFIRM_ACTIONS = {"resign": "dc-button-confirm-resign", "abort": "dc-button-confirm-abort"}


class ConfirmButton(discord.ui.DynamicItem[discord.ui.Button],
                    template=PREFIX + r":confirm:(?P<action>resign|abort):(?P<game>[0-9]+)"):
    """The second step of an irreversible command, valid for one game only."""

    def __init__(self, action: str, game_id: int, words: Words = ENGLISH, *, shown: str | None = None):
        super().__init__(discord.ui.Button(label=shown or words(CONFIRM_ACTIONS[action]),
                                           style=discord.ButtonStyle.danger,
                                           custom_id=f"{PREFIX}:confirm:{action}:{game_id}"))
        self.action = action
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> Self:
        return cls(match["action"], int(match["game"]), shown=label_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = referee(interaction)
        await bot.guarded(interaction, f"confirm {self.action}",
                          bot.on_confirm, self.action, self.game_id)


class UndoButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=PREFIX + r":undo:(?P<game>[0-9]+):(?P<version>[0-9]+)(?P<sure>:yes)?"):
    """Take back my move: the first press shows what would be undone, with a
    second button (":yes") that does it; both only for the position they
    were offered in."""

    def __init__(self, game_id: int, version: int, sure: bool = False, words: Words = ENGLISH, *,
                 shown: str | None = None):
        label, style = ("dc-button-undo-sure", discord.ButtonStyle.danger) if sure else \
            ("dc-button-undo", discord.ButtonStyle.secondary)
        suffix = ":yes" if sure else ""
        super().__init__(discord.ui.Button(label=shown or words(label), style=style,
                                           custom_id=f"{PREFIX}:undo:{game_id}:{version}{suffix}"))
        self.game_id, self.version, self.sure = game_id, version, sure

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> Self:
        return cls(int(match["game"]), int(match["version"]), bool(match["sure"]), shown=label_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = referee(interaction)
        await bot.guarded(interaction, "undo button", bot.on_undo_button, self.game_id, self.version, self.sure)


class RematchButton(GameButton, template=PREFIX + r":rematch:(?P<game>[0-9]+)"):
    """On final standings: the same game again, same players invited."""

    action, label, what, handler = "rematch", "dc-button-rematch", "rematch button", "on_rematch_button"
    style = discord.ButtonStyle.primary


VOTE_CHOICES = {"wait": "dc-button-vote-wait", "skip": "dc-button-vote-skip", "hand": "dc-button-vote-hand"}


class VoteButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=PREFIX + r":vote:(?P<choice>wait|skip|hand):(?P<game>[0-9]+):(?P<seat>[0-9]+)"):
    """The other players' answer when a seat's time ran out (the service
    refuses anyone not entitled, with a sentence)."""

    def __init__(self, choice: str, game_id: int, seat: int, name: str = "", words: Words = ENGLISH, *,
                 shown: str | None = None):
        label = words(VOTE_CHOICES[choice]) + (f" ({clip(name, 30)})" if name else "")
        super().__init__(discord.ui.Button(label=shown or label, style=discord.ButtonStyle.secondary,
                                           custom_id=f"{PREFIX}:vote:{choice}:{game_id}:{seat}"))
        self.choice, self.game_id, self.seat = choice, game_id, seat

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> Self:
        return cls(match["choice"], int(match["game"]), int(match["seat"]), shown=label_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = referee(interaction)
        await bot.guarded(interaction, f"vote {self.choice}", bot.on_vote, self.choice, self.game_id, self.seat)


class AgreeButton(GameButton, template=PREFIX + r":agree:(?P<game>[0-9]+)"):
    """Agreeing to a proposal to abandon the game."""

    action, label, what, handler = "agree", "dc-button-agree", "agree", "on_agree"
    style = discord.ButtonStyle.danger


class CatchupButton(GameButton, template=PREFIX + r":catchup:(?P<game>[0-9]+)"):
    """"While I was away": what happened in the game since the clicker's
    last decision, told to the clicker only (issue 28)."""

    action, label, what, handler = "catchup", "dc-button-catchup", "catch-up button", "on_catchup_button"
    notices = False


class MyGameSelect(discord.ui.DynamicItem[discord.ui.Select], template=PREFIX + r":mine"):
    """Opens one of the asker's games from `/game mine` (each option's value
    is a game id; the service refuses a game the clicker has no seat in)."""

    def __init__(self, options: list[discord.SelectOption], words: Words = ENGLISH, *, shown: str | None = None):
        super().__init__(discord.ui.Select(custom_id=f"{PREFIX}:mine",
                                           placeholder=shown or words("dc-placeholder-mine"),
                                           options=options, min_values=1, max_values=1))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> Self:
        return cls(list(cast(discord.ui.Select, item).options), shown=getattr(item, "placeholder", None))

    async def callback(self, interaction: discord.Interaction) -> None:
        value = self.item.values[0] if self.item.values else ""
        bot = referee(interaction)
        if value.isdigit():
            await bot.guarded(interaction, "my games select", bot.on_my_game, int(value))


class MuteButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=PREFIX + r":mute:(?P<game>[0-9]+):(?P<since>[0-9]+)"):
    """"Mute this turn" on a reminder (issue 28): no more reminders for the
    presser's decision that started at ``since`` (whole seconds); the
    service refuses anyone else, and a press after that decision, with a
    sentence."""

    def __init__(self, game_id: int, since: int, words: Words = ENGLISH, *, shown: str | None = None):
        super().__init__(discord.ui.Button(label=shown or words("dc-button-mute"), style=discord.ButtonStyle.secondary,
                                           custom_id=f"{PREFIX}:mute:{game_id}:{since}"))
        self.game_id, self.since = game_id, since

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> Self:
        return cls(int(match["game"]), int(match["since"]), shown=label_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = referee(interaction)
        await bot.guarded(interaction, "mute", bot.on_mute, self.game_id, self.since)


DYNAMIC_ITEMS = (LobbyButton, TurnButton, HandButton, MoveSelect, MoveButton, ConfirmButton, UndoButton,
                 RematchButton, VoteButton, AgreeButton, CatchupButton, MyGameSelect, MuteButton)


def add_ballot(view: discord.ui.View, game_id: int, ballot: dict[str, Any], words: Words = ENGLISH) -> None:
    """The buttons of what the table may answer on a message (see
    ``Reply.ballot``): three per seat whose time ran out (the first three
    seats: a message holds 25 components), or agreeing."""
    for seat, name in list(ballot.get("vote", []))[:3]:
        for choice in VOTE_CHOICES:
            view.add_item(VoteButton(choice, game_id, int(seat), str(name), words))
    if ballot.get("agree"):
        view.add_item(AgreeButton(game_id, words))


def undo_view(game_id: int, version: int, *, sure: bool = False, words: Words = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(UndoButton(game_id, version, sure, words))
    return view


def rematch_view(game_id: int, words: Words = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(game_id, words))
    return view


def confirm_view(action: str, game_id: int, words: Words = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ConfirmButton(action, game_id, words))
    return view


def lobby_view(game_id: int, words: Words = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action in LOBBY_ACTIONS:
        view.add_item(LobbyButton(action, game_id, words))
    return view


def level_view(game_id: int, words: Words = ENGLISH) -> discord.ui.View:
    """The level buttons of "Add computer player" (sent to the asker only)."""
    view = discord.ui.View(timeout=None)
    for action in COMPUTER_LEVELS:
        view.add_item(LobbyButton(action, game_id, words))
    return view


def table_view(game_id: int, announcement: int | None = None, words: Words = ENGLISH) -> discord.ui.View:
    """"Choose my move", "My private info" and "While I was away"; on an
    announcement's message the first carries the announcement's marker."""
    view = discord.ui.View(timeout=None)
    view.add_item(TurnButton(game_id, announcement, words))
    view.add_item(HandButton(game_id, words))
    view.add_item(CatchupButton(game_id, words))  # issue 28: "while I was away", on every turn and ping message
    return view


def hand_view(game_id: int, words: Words = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(HandButton(game_id, words))
    return view


def move_label(move: Move, words: Words = ENGLISH) -> str:
    label = words.render(move.label) if move.label else ""
    if label and label.strip().lower() != move.notation.strip().lower():
        return f"{move.notation}: {label}"
    return move.notation


def announcement_nonce(announcement_id: int) -> str:
    """The nonce an announcement is posted with: the same for every attempt
    (at most 25 characters, as Discord requires)."""
    return f"{PREFIX}-a{announcement_id}"


def custom_ids(view: discord.ui.View | None) -> set[str]:
    return {c for c in (getattr(item, "custom_id", None) for item in view.children) if c} if view else set()


def message_custom_ids(message: discord.Message) -> set[str]:
    """The custom ids of a posted message's components."""
    found: set[str] = set()
    for row in message.components:
        for item in getattr(row, "children", [row]):
            custom_id = getattr(item, "custom_id", None)
            if custom_id:
                found.add(custom_id)
    return found
