"""The move builder's components: each step of the service's walk to a
move (:meth:`bot.service.Service.move_steps`) as a row of buttons (up to
five choices) or one select (up to 25), with the choices made so far, a
Back button, and at the last step the preview with *Play it* and *Back*.

Every component's custom id is the service's builder id (``mb:<game>:
<version>:<tokens>``, at most 100 characters): a button's names the walk
after choosing it, a select's the walk so far (the chosen option is added),
*Play it*'s (``ref:play:...``) the walk that names the move. The handlers
(:mod:`.taps`) edit the private message in place as the player walks.
Nothing here knows any game.
"""

from __future__ import annotations

import re
from typing import Any, Self

import discord

from bot.i18n import Words
from bot.service import Reply
from bot.service.builder import ID_PREFIX, Steps, builder_id, read_builder_id

from .components import PREFIX, label_of, referee
from .present import ENGLISH, clip, picture_file

MAX_BUTTONS = 5  # choices shown as buttons; more go in one select
BUTTON_LABEL = 80  # Discord's limit for a button's label
PLAY_PREFIX = f"{PREFIX}:play"


class StepItem(discord.ui.DynamicItem[discord.ui.Item[Any]],
               template=ID_PREFIX + r":(?P<game>[0-9]+):(?P<version>[0-9]+):(?P<path>.*)"):
    """A choice of the builder: a button (its id names the walk after it)
    or the select of a step (its id names the walk so far; the option
    chosen is the next token)."""

    def __init__(self, item: discord.ui.Item[Any]):
        super().__init__(item)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> Self:
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:
        game_id, version, chosen = read_builder_id(str(self.custom_id))
        data: dict[str, Any] = dict(interaction.data or {})
        values = list(data.get("values") or [])
        if values:
            chosen = [*chosen, str(values[0])]
        bot: Any = referee(interaction)
        await bot.guarded(interaction, "move builder", bot.on_step, game_id, version, chosen)


class PlayItButton(discord.ui.DynamicItem[discord.ui.Button],
                   template=PLAY_PREFIX + r":(?P<game>[0-9]+):(?P<version>[0-9]+):(?P<path>.*)"):
    """Plays the move the walk names (checked against the version)."""

    def __init__(self, game_id: int, version: int, chosen: list[str], words: Words = ENGLISH, *,
                 shown: str | None = None):
        custom_id = f"{PREFIX}:play:" + builder_id(game_id, version, chosen).split(":", 1)[1]
        super().__init__(discord.ui.Button(label=shown or words("dc-button-play-it"), style=discord.ButtonStyle.success,
                                           custom_id=custom_id))
        self.game_id, self.version, self.chosen = game_id, version, chosen

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> Self:
        path = match["path"]
        return cls(int(match["game"]), int(match["version"]), path.split("|") if path else [],
                   shown=label_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: Any = referee(interaction)
        await bot.guarded(interaction, "play it", bot.on_play_it, self.game_id, self.version, self.chosen)


WALK_ITEMS = (StepItem, PlayItButton)


def step_button(custom_id: str, label: str, style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> StepItem:
    return StepItem(discord.ui.Button(label=clip(label, BUTTON_LABEL) or "?", style=style, custom_id=custom_id))


def step_text(steps: Steps, preview: Reply | None = None, words: Words = ENGLISH) -> str:
    """What the player reads at this step, in ``words`` (theirs): the
    decision, the choices made so far, and at the end what the move would
    do."""
    prompt = words.render(steps.prompt).rstrip(". ") if steps.prompt else words("dc-step-your-move")
    lines = [words("dc-step-turn", prompt=prompt)]
    if steps.trail:
        lines.append(words("dc-step-so-far", trail=" › ".join(words.render(t) for t in steps.trail)))
    if steps.move is None:
        lines.append(words("dc-step-next" if steps.trail else "dc-step-first"))
    elif preview is not None:
        lines.append(preview.text)
        lines.append(words("dc-step-play-or-back"))
    else:
        lines.append(words("dc-step-move", move=clip(steps.move.notation, 200)))
    return clip("\n".join(lines))


def step_view(steps: Steps, words: Words = ENGLISH) -> discord.ui.View:
    """The step's choices (buttons or one select), then Back (and Play it
    at the last step), labelled in ``words``."""
    view = discord.ui.View(timeout=None)
    if steps.move is not None:
        view.add_item(PlayItButton(steps.game_id, steps.version, steps.chosen, words))
    elif len(steps.choices) <= MAX_BUTTONS:
        for choice in steps.choices:
            view.add_item(step_button(steps.id_for(choice.token), words.render(choice.label)))
    else:
        options = []
        for c in steps.choices:
            label, detail = words.render(c.label), words.render(c.detail) if c.detail else ""
            options.append(discord.SelectOption(label=clip(label, 100) or "?", value=c.token,
                                                description=clip(detail, 100) if detail and detail != label
                                                else None))
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=builder_id(steps.game_id, steps.version, steps.chosen), placeholder=words("dc-placeholder-step"),
            options=options, min_values=1, max_values=1, row=0)
        view.add_item(StepItem(select))
    if steps.back_id is not None:
        view.add_item(step_button(steps.back_id, words("dc-button-back"), discord.ButtonStyle.secondary))
    return view


def first_step(steps: Steps, words: Words = ENGLISH) -> tuple[str, discord.ui.View]:
    """Text and components of a builder's step (without a picture)."""
    return step_text(steps, words=words), step_view(steps, words)


def step_kwargs(steps: Steps, preview: Reply | None = None, note: str = "", words: Words = ENGLISH) -> dict[str, Any]:
    """Arguments for editing the private builder message to this step: the
    preview's picture (the seat's own, after the move) attached at the
    last step, none otherwise."""
    text = step_text(steps, preview, words)
    kwargs: dict[str, Any] = {"content": clip(f"{note}\n\n{text}" if note else text),
                              "view": step_view(steps, words)}
    picture = preview.private_picture if preview is not None else None
    kwargs["attachments"] = [picture_file(picture)] if picture is not None else []
    return kwargs
