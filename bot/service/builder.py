"""The move builder and the preview: a seat's legal moves as a short walk of
choices (each step at most 25, Discord's limit for a select), checked
against the game's version at every step, and what a move would do, shown
privately and worked out on a copy (nothing is stored).

The steps come from the rules (``Game.move_path``: each move's tokens and
labels); this module gathers them into a tree once per (game, version,
seat), takes steps that offer one choice without asking, and splits a step
of more than 25 choices into ranges, so a front end needs no game knowledge.
A front end carries ``(game id, version, chosen tokens)`` in a component's
id (:func:`builder_id`, at most 100 characters) and hands them back.
"""

from __future__ import annotations

import math
import re
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from typing import Any

import render
from bot.i18n import Words
from bot.service.context import Context
from bot.service.gate import Gate
from bot.service.model import Picture, Refused, Reply, Table, User
from bot.service.pictures import picture_words
from bot.service.play import seat_for_move
from bot.service.words import clip
from rules.base import ALT_TEXT_LIMIT, Game, Move, RulesError, State, say

MAX_CHOICES = 25  # Discord's limit for one select menu
LABEL_LIMIT = 100  # Discord's limit for a select option's label and description
BUILDERS_KEPT = 256  # trees of choices kept, by (game id, version, seat)
ID_PREFIX = "mb"
# The refusals of a walk, as words; STALE in English is what older code
# and tests compare with.
STALE_WORDS = say("svc-builder-stale")
STALE = str(STALE_WORDS)
OTHER_GAME = say("svc-builder-other-game")
GONE = say("svc-builder-gone")
DONE_TOKEN = "."  # the choice that stops at a move whose notation others continue


@dataclass(frozen=True)
class Choice:
    """One choice of a step: ``token`` goes back to the service, ``label``
    is what the player reads, ``detail`` the move's own label when this
    choice names exactly one move."""

    token: str
    label: str
    detail: str = ""


@dataclass
class Node:
    """A point of the walk: the choices offered here, each leading to a
    node, and the move named when the walk ends here."""

    children: list[tuple[Choice, Node]] = field(default_factory=list)
    move: Move | None = None
    count: int = 0  # legal moves at or under this node

    def child(self, token: str) -> Node | None:
        for choice, node in self.children:
            if choice.token == token:
                return node
        return None


@dataclass
class Steps:
    """Where a walk stands: the ``choices`` to offer next (empty once
    ``move`` names the one legal move chosen), the tokens ``chosen`` so far
    (to hand back with the next choice), the labels of every choice made
    (``trail``, those taken without asking included), and whether the move
    should be previewed before it is played."""

    game_id: int
    version: int
    chosen: list[str]
    choices: list[Choice]
    trail: list[str]
    move: Move | None = None
    preview: bool = True
    prompt: str = ""

    def id_for(self, token: str) -> str:
        """The component id of choosing ``token`` now."""
        return builder_id(self.game_id, self.version, [*self.chosen, token])

    @property
    def back_id(self) -> str | None:
        """The component id of going one step back (None at the start)."""
        if not self.chosen:
            return None
        return builder_id(self.game_id, self.version, self.chosen[:-1])


def builder_id(game_id: int, version: int, chosen: list[str]) -> str:
    """``mb:<game id>:<version>:<token>|<token>...``, for a component's id."""
    return f"{ID_PREFIX}:{game_id}:{version}:{'|'.join(chosen)}"


def read_builder_id(text: str) -> tuple[int, int, list[str]]:
    """(game id, version, chosen tokens) of :func:`builder_id`'s text;
    ValueError when it is not one."""
    prefix, game_id, version, path = text.split(":", 3)
    if prefix != ID_PREFIX:
        raise ValueError(f"{text!r} is not a move builder's id")
    return int(game_id), int(version), path.split("|") if path else []


def clean_token(token: str) -> str:
    """A token fit for a component id: no spaces, no separators."""
    return re.sub(r"[\s|:]+", "_", str(token)) or "_"


def natural_key(choice: Choice) -> list[tuple[int, Any]]:
    """Sorts A2 before A10 and 9 before 10 (numbers by value)."""
    return [(0, int(part)) if part.isdigit() else (1, part.lower())
            for part in re.split(r"(\d+)", choice.token) if part]


def build_tree(game: Game, state: State, seat: int, moves: list[Move], words: Words | None = None) -> Node:
    """Every legal move placed at the end of its path, each step's choices
    in natural order, and no step offering more than MAX_CHOICES; every
    label written in ``words`` (default: English)."""
    words = words or Words()
    root = Node()
    for legal in moves:
        node = root
        for token, label in game.move_path(state, seat, legal):
            token = clean_token(token)
            found = node.child(token)
            if found is None:
                found = Node()
                node.children.append((Choice(token, clip(words.render(label), LABEL_LIMIT)), found))
            node = found
        move = replace(legal, label=words.render(legal.label))
        if node.move is not None:  # two moves on one path: tell them apart by their notation
            twin = Node(move=move)
            node.children.append((Choice(clean_token(move.notation), clip(move.label or move.notation,
                                                                          LABEL_LIMIT)), twin))
        else:
            node.move = move
    finish(root)
    return root


def finish(node: Node) -> int:
    """Give every node its count, a stop at a move others continue, the
    moves' labels as details, and natural order; split large steps."""
    if node.move is not None and node.children:
        node.children.insert(0, (Choice(DONE_TOKEN, clip(node.move.label or node.move.notation,
                                                         LABEL_LIMIT)), Node(move=node.move)))
        node.move = None
    node.count = 1 if node.move is not None else 0
    finished = []
    for choice, child in node.children:
        node.count += finish(child)
        if child.count == 1:
            only = single_move(child)
            choice = Choice(choice.token, choice.label, clip(only.label, LABEL_LIMIT))
        finished.append((choice, child))
    node.children = sorted(finished, key=lambda pair: natural_key(pair[0]))
    split(node)
    return node.count


def single_move(node: Node) -> Move:
    """The move at the end of a node that leads to exactly one (its count
    is 1: a chain of single choices)."""
    while node.move is None:
        node = node.children[0][1]
    return node.move


def split(node: Node) -> None:
    """A step of more than MAX_CHOICES choices becomes ranges of them: by
    their first letter when that gives between 2 and MAX_CHOICES groups,
    otherwise in even runs; a range still too large is split again."""
    children = node.children
    if len(children) <= MAX_CHOICES:
        return
    by_first: OrderedDict[str, list[tuple[Choice, Node]]] = OrderedDict()
    for pair in children:
        by_first.setdefault(pair[0].token[:1].lower(), []).append(pair)
    if 1 < len(by_first) <= MAX_CHOICES:
        runs = list(by_first.values())
    else:
        groups = min(MAX_CHOICES, math.ceil(len(children) / MAX_CHOICES))
        size = math.ceil(len(children) / groups)
        runs = [children[i:i + size] for i in range(0, len(children), size)]
    node.children = []
    for number, run in enumerate(runs):
        first, last = run[0][0].label, run[-1][0].label
        label = first if first == last else f"{first} – {last}"
        group = Node(children=run, count=sum(child.count for _choice, child in run))
        split(group)
        node.children.append((Choice(f"~{number}", clip(label, LABEL_LIMIT)), group))


def walk(root: Node, chosen: list[str]) -> tuple[Node, list[str]]:
    """The node ``chosen`` leads to and the labels of every choice made
    (steps offering one choice are taken without asking); Refused (GONE)
    for a token not offered."""
    trail: list[str] = []
    node = follow(root, trail)
    for token in chosen:
        for choice, child in node.children:
            if choice.token == token:
                trail.append(choice.label)
                node = follow(child, trail)
                break
        else:
            raise Refused(GONE)
    return node, trail


def follow(node: Node, trail: list[str]) -> Node:
    while node.move is None and len(node.children) == 1:
        choice, node = node.children[0]
        trail.append(choice.label)
    return node


class Builder:
    def __init__(self, ctx: Context, gate: Gate):
        self.ctx, self.gate = ctx, gate
        self.trees: OrderedDict[tuple[int, int, int, str, str], Node] = OrderedDict()

    async def checked(self, guild: str, channel: str, user: User, version: int,
                      game_id: int | None) -> tuple[Table, int]:
        """The channel's game and the asker's seat, if the choices were
        offered for this game at this version and the asker owes a move."""
        table = await self.gate.active(guild, channel)
        if game_id is not None and table.row.id != game_id:
            raise Refused(OTHER_GAME)
        if table.row.version != version:
            raise Refused(STALE_WORDS)
        return table, seat_for_move(table, user).seat

    async def tree(self, table: Table, seat: int, words: Words | None = None) -> Node:
        """The seat's choices at this version in ``words`` (listed once,
        then kept)."""
        words = words or Words()
        key = (table.row.id, table.row.version, seat, words.locale, words.front)
        root = self.trees.get(key)
        if root is None:
            game, state = table.game, table.live

            def grow() -> Node:
                return build_tree(game, state, seat, game.legal_moves(state, seat), words)

            root = await self.ctx.run(grow)
            self.trees[key] = root
            while len(self.trees) > BUILDERS_KEPT:
                self.trees.popitem(last=False)
        else:
            self.trees.move_to_end(key)
        return root

    async def move_steps(self, guild: str, channel: str, user: User, chosen: list[str], version: int,
                         game_id: int | None = None) -> Steps:
        """The next step of the asker's walk to a move after ``chosen``
        (refused when the game moved on since ``version``)."""
        table, seat = await self.checked(guild, channel, user, version, game_id)
        words = self.ctx.words(table, user)
        node, trail = walk(await self.tree(table, seat, words), list(chosen))
        steps = Steps(table.row.id, table.row.version, list(chosen),
                      [choice for choice, _child in node.children], trail, node.move,
                      prompt=words.render(table.game.to_act(table.live)[seat].prompt))
        if node.move is not None:
            steps.preview = await self.ctx.run(table.game.needs_preview, table.live, seat, node.move)
        return steps

    async def preview(self, guild: str, channel: str, user: User, notation: str, version: int,
                      game_id: int | None = None) -> Reply:
        """What ``notation`` would do for the asker, privately: the
        sentence and the asker's own picture after it, or, when its outcome
        depends on chance or hidden information, the move's description
        and the picture as it is now. Nothing is stored."""
        table, seat = await self.checked(guild, channel, user, version, game_id)
        game = table.game
        try:
            result = await self.ctx.run(game.preview, table.live, seat, notation)
        except RulesError as error:
            raise Refused(error.message) from None
        words = self.ctx.words(table, user)
        png = await self.ctx.draw(render.private_png, game.info.key, result.view, picture_words(words.locale))
        picture = None
        if png is not None:
            picture = Picture(png, clip(words("svc-preview-alt", name=table.name(seat), sentence=result.sentence),
                                        ALT_TEXT_LIMIT),
                              f"{game.info.key}-{table.row.id}-v{table.row.version}-preview.png")
        return Reply(words("svc-preview", notation=notation, sentence=result.sentence), private_picture=picture,
                     ephemeral=True,
                     game_id=table.row.id, version=table.row.version,
                     data={"move": notation, "hidden": result.hidden})
