"""The turn card's heading and frame on Discord (issue 29, item 1, through
the stand-in): the heading names the game and its round, turn or season
(words from the catalogues), and the container's accent is the colour the
game's pictures give the one seat to act, the project's colour when
several seats act at once or the pictures give seats no colour."""

from __future__ import annotations

import pytest

import render
from bot.discordbot.headings import heading_text
from bot.discordbot.present import COLOUR
from bot.service import Reply
from rules import registry
from rules.base import Stage
from tests.discord.play import open_game, table
from tests.discord.test_play import people

GAMES = sorted(k for k in registry.games() if k != "tiny")


@pytest.mark.parametrize("kind", GAMES)
async def test_the_card_names_the_stage_and_takes_the_colour_of_the_seat_to_act(harness, kind):
    s = harness.standin
    await open_game(s, kind, [s.alice, s.bob])
    t = await table(harness)
    seat = min(t.game.to_act(t.state))
    move = t.game.legal_moves(t.state, seat)[0].notation
    await s.slash(people(s)[t.user_of(seat).user_id], "game move", move=move)
    after = await table(harness)
    card = s.last_public()
    [container] = card.components
    stage = after.game.stage(after.state)
    words = {"round": "round", "turn": "turn", "season": "season"}[stage.kind]
    total = f" of {stage.total}" if stage.total is not None else ""
    assert card.displays().startswith(f"## {after.game.info.name}: {words} {stage.number}{total}\n")
    acting = after.game.to_act(after.state)
    colour = (render.seat_colour(kind, after.game.view(after.state, None), next(iter(acting)))
              if len(acting) == 1 else None)
    expected = COLOUR.value if colour is None else int.from_bytes(bytes(colour), "big")
    assert container["accent_color"] == expected
    if kind == "tweeeet":  # one bird at a time, each seat in its team's colour
        assert container["accent_color"] != COLOUR.value


@pytest.mark.parametrize(("stage", "english", "german", "russian"), [
    (None, "BITS", "BITS", "BITS"),
    (Stage("round", 2, 3), "BITS: round 2 of 3", "BITS: Runde 2 von 3", "BITS: раунд 2 из 3"),
    (Stage("round", 4, None), "BITS: round 4", "BITS: Runde 4", "BITS: раунд 4"),
    (Stage("turn", 12, None), "BITS: turn 12", "BITS: Zug 12", "BITS: ход 12"),
    (Stage("turn", 1, 9), "BITS: turn 1 of 9", "BITS: Zug 1 von 9", "BITS: ход 1 из 9"),
    (Stage("season", 3, 4), "BITS: season 3 of 4", "BITS: Jahreszeit 3 von 4", "BITS: сезон 3 из 4"),
    (Stage("season", 2, None), "BITS: season 2", "BITS: Jahreszeit 2", "BITS: сезон 2"),
    (Stage("phase", 2, 5), "BITS", "BITS", "BITS"),  # a stage the catalogues have no words for
])
def test_the_heading_in_each_language(stage, english, german, russian):
    reply = Reply("x", stage=stage)
    assert heading_text(reply, "BITS") == english
    assert heading_text(reply, "BITS", "de") == german
    assert heading_text(reply, "BITS", "ru") == russian
