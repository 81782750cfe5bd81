"""Pictures, alt text and the guide made for phones (issue 14; render/townies.py).

* At every player count, mid-game and at the end, and with the longest
  display names (32 characters), the public and private pictures are at most
  1.6 times as tall as wide and no text is smaller than width / 50 (8 px once
  shrunk to a 400 px phone screen).
* Every colour pair of the picture stays apart under protanopia and
  deuteranopia (Machado 2009), and Industrial is no longer drawn orange.
* The alt text fits 1,024 characters and says whose turn it is (or who won),
  every player's points and last round's moves.
* The guide shows every kind of move exactly as typed.
"""

from __future__ import annotations

import functools
import itertools
import random
import re

import pytest
from PIL import ImageDraw

import render.townies as R
from bot.i18n import LOCALES, Words, render
from bot.service import guides
from render.base import HIGHLIGHT, OKABE_ITO, RED_GREEN, cie76, closest_to, colour_difference, seen_lab
from rules.townies import GAME
from tests.townies.util import position

LONG = 32  # bot.service.NAME_LIMIT: the longest display name


def _names(n: int, long: bool) -> list[str]:
    # "W" is DejaVu's widest capital: the longest names draw widest
    return [("W" * (LONG - 1) + str(k)) if long else f"Player {k}" for k in range(1, n + 1)]


@functools.cache
def _game(n: int, long: bool, seed: int = 7, bonus: str = "random"):
    """(mid-game state, final state) of a seeded random game."""
    state = GAME.setup(_names(n, long), GAME.info.options({"bonus": bonus}), seed)
    rng = random.Random(seed)
    seen = [state]
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)).notation)
        seen.append(state)
    return seen[len(seen) // 2], state


def _measured(draw_picture, view):
    """The picture's size and every font size its text was written in, with
    the renderer's caches emptied first (a cached string is not drawn again)."""
    for value in vars(R).values():
        if isinstance(value, functools._lru_cache_wrapper):
            value.cache_clear()
    sizes: list[int] = []
    original = ImageDraw.ImageDraw.text

    def text(self, xy, content, *args, **kwargs):
        fnt = kwargs.get("font") or (args[1] if len(args) > 1 else None)
        if str(content).strip():
            sizes.append(fnt.size)
        return original(self, xy, content, *args, **kwargs)

    ImageDraw.ImageDraw.text = text
    try:
        image = draw_picture(view, Words())
    finally:
        ImageDraw.ImageDraw.text = original
    return image.size, sizes


CASES = [(n, long, moment) for n in (1, 2, 3, 4, 5) for long in (False, True) for moment in ("mid", "final")
         if n in (1, 2, 5) or not long]


@pytest.mark.parametrize("players,long,moment", CASES)
def test_pictures_fit_a_phone_screen(players, long, moment):
    # Issue 14 item 1: at most 1.6 times as tall as wide; text at least 8 px
    # tall at 400 px wide.
    state = _game(players, long)[0 if moment == "mid" else 1]
    for draw_picture, seat in ((R.board, None), (R.private, 0)):
        (width, height), sizes = _measured(draw_picture, GAME.view(state, seat))
        assert height <= 1.6 * width, (players, moment, seat, width, height)
        assert sizes and min(sizes) * 400 / width >= 8, (players, moment, seat, min(sizes), width)


def test_stable_soil_adds_a_line_and_still_fits():
    for state in _game(5, True, seed=3, bonus="stable-soil"):
        (width, height), sizes = _measured(R.board, GAME.view(state, None))
        assert height <= 1.6 * width and min(sizes) * 400 / width >= 8


def test_the_layouts_smallest_text_is_a_fiftieth_of_the_width():
    for lay in R.LAYOUTS.values():
        assert lay.text * 50 >= lay.width and lay.cell_text >= lay.text


# -- colours ---------------------------------------------------------------------------

APART = 20  # CIE76 distance in Lab: clearly different side by side


def _apart(a, b) -> float:
    """The smallest distance between two colours seen with normal vision,
    protanopia and deuteranopia (the shared check, render.base)."""
    return colour_difference(a, b, RED_GREEN, "cie76")[0]


def test_the_simulation_sees_reds_and_greens_alike():
    # the check can fail: red and green, far apart to most eyes, are close
    # for people with deuteranopia
    assert cie76(seen_lab((213, 94, 0)), seen_lab((0, 158, 115))) > 90
    assert _apart((200, 80, 0), (110, 110, 0)) < APART


@pytest.mark.parametrize("first,second", list(itertools.combinations(R.PALETTE, 2)))
def test_every_colour_pair_is_distinguishable_with_colour_blindness(first, second):
    assert _apart(R.PALETTE[first], R.PALETTE[second]) >= APART, (first, second)


def test_the_last_move_outline_stays_apart_from_every_colour_with_tritanopia_too():
    # the shared highlight (render.base.HIGHLIGHT) against every colour of
    # the map, with normal vision, protanopia, deuteranopia and tritanopia
    assert R.LAST == HIGHLIGHT
    difference, name, vision = closest_to("last move", R.PALETTE)
    assert difference >= 10, (name, vision, difference)


def test_industrial_is_brown_not_orange_next_to_residentials_vermillion():
    # Issue 14: "Industrial brown is drawn orange, close to Residential's vermilion".
    assert R.FILL["brown"] != OKABE_ITO["orange"]
    assert _apart(R.FILL["brown"], R.FILL["red"]) >= APART
    assert R.PALETTE["brown (Industrial)"] == R.FILL["brown"] and len(R.PALETTE) == 8


# -- what the pictures write ----------------------------------------------------------


def _typed(text: str) -> list[str]:
    """The moves a text tells the player to type."""
    return re.findall(r"(?:shape E4 2|\b(?:court|windmill|station|bike|bank|square|basic) E5)", text)


@pytest.mark.parametrize("obj,colour", [("court", "red"), ("windmill", "yellow"), ("station", "brown"),
                                        ("bike", "green"), ("bank", "blue"), ("square", None)])
def test_the_dice_lines_write_moves_exactly_as_typed(obj, colour):
    # E5's neighbour D4 holds a Block of the rolled Object's colour (a Game
    # Court for the City Square), D5 a red one for the red marker's Basic
    # Object; the Shape's example (bee 2 on E4 F3 F4 G4) is free.
    blocks = {"D5": "red"} | ({"D4": colour} if colour else {})
    objects = [] if colour else [("D4", "court", "red", 1)]
    state = position(players=2, blocks=blocks, objects=objects, shape="bee", obj=obj, marker="red")
    black, white = R._dice_lines(GAME.view(state, None), Words())
    said = _typed(black) + _typed(white)
    assert said == ["shape E4 2", f"{obj} E5", "basic E5"]
    for move in said:  # each one is a move of the notation, accepted here
        after, _ = GAME.apply(state, 0, move)
        assert after["turn"][0]["moves"], move


def test_goal_lines_say_what_each_goal_counts_and_earns():
    # Specialization: 3 surrounded Blocks score 2 (chart 0 1 2 4 7 10 14);
    # Standardization and Triangle as counted; Stable Soil 3 points a star.
    view = {"cards": {"goal_name": "Triangle"}}
    sheet = {"start": "yellow", "standardization_pair": ["brown", "blue"], "stars_earned": 1,
             "goal_counts": {"specialization": 3, "standardization": 1, "triangle": 4},
             "score": {"specialization": 2, "standardization": 0, "triangle": 4, "bonus": 3}}
    assert R.goal_lines(view, sheet, Words()) == [
        "Spec: 3 F surrounded → 2",
        "Stand: 1 Object by I+C → 0",
        "Triangle: side 4 → 4",
        "Stable Soil: 1 star → 3",
    ]
    sheet["goal_counts"] = {"hub": 1}
    sheet["score"] = {"hub": 0}
    assert R.goal_lines({"cards": {"goal_name": "Hub"}}, sheet, Words()) == ["Hub: 1 colour → 0"]


# -- alt text -------------------------------------------------------------------------


@pytest.mark.parametrize("moment", ["mid", "final"])
def test_alt_text_fits_discord_at_five_players_with_the_longest_names(moment):
    state = _game(5, True)[0 if moment == "mid" else 1]
    alt = str(GAME.alt_text(state))
    assert len(alt) <= 1024 and not alt.endswith("…")
    scores = GAME.scores(state)
    last = state["last"]
    for seat, name in enumerate(state["players"]):
        line = next(line for line in alt.splitlines() if name + ":" in line)
        points = int(scores[seat]["total"])
        assert f"{points} point" in line
        assert f"round {last['round']}: {', '.join(last['moves'][seat]) or 'pass'}." in line
    if moment == "mid":
        waiting = [state["players"][s] for s in GAME.to_act(state)]
        assert f"Waiting for {', '.join(waiting)}." in alt
        assert f"round {state['round']}" in alt
    else:
        winner = GAME.standings(state)[0]
        assert alt.startswith(f"Townies, game over after round {state['round']}: {state['end']}")
        assert f"{state['players'][winner.seat]} wins with {int(winner.score)} points." in alt


def test_alt_text_tells_the_tie_break_and_the_solo_verdict():
    state = _game(1, False)[1]
    verdict = str(GAME.standings(state)[0].detail)
    assert verdict.startswith("Solo Mode Chart") and verdict in str(GAME.alt_text(state))
    assert "1. Player 1: " in str(GAME.alt_text(state))


def test_alt_text_hides_this_rounds_drawing():
    state = position(players=2, shape="bee", obj="court", blocks={"E4": "red"})
    before = str(GAME.alt_text(state))
    after, _ = GAME.apply(state, 0, "court E5")
    text = str(GAME.alt_text(after))
    assert "court E5" not in text and "Waiting for P2." in text
    assert text.replace("Waiting for P2.", "") == before.replace("Waiting for P1, P2.", "")


# -- the guide ------------------------------------------------------------------------


def test_the_guide_fits_and_shows_every_kind_of_move_as_typed():
    guide = guides.guide(GAME.info)
    assert 0 < len(guide) <= 1800
    state = position(players=2, shape="bee", obj="court", options={"bonus": "zoning"})
    kinds = {}
    for move in ("shape E4 2", "shape E4 E5 F4 F5", "bank E5", "rolled E5", "basic E5", "star", "pass",
                 "shape wave E4 2"):
        assert f"`{move}`" in guide, move
        kinds[move] = GAME.parse(state, 0, move)[0]
    assert set(kinds.values()) == {"shape", "object", "star", "pass"}
    for word in ("court", "windmill", "station", "bike", "square"):  # "or `court`...": with a cell
        assert f"`{word}`" in guide and GAME.parse(state, 0, f"{word} E5")[1] == word


def test_alt_text_names_the_winner_or_the_solo_score_and_the_cards():
    solo = _game(1, False)[1]
    points = int(GAME.standings(solo)[0].score)
    assert f"Player 1 scored {points} points." in str(GAME.alt_text(solo))
    duel = _game(2, False)[1]
    best = GAME.standings(duel)[0]
    assert f"{duel['players'][best.seat]} wins with {int(best.score)} points." in str(GAME.alt_text(duel))
    assert "scored" not in str(GAME.alt_text(duel))
    cards = duel["cards"]
    assert (f"Cards: Additional Goal {GAME.view(duel, None)['cards']['goal_name']}, "
            f"Bonus {GAME.view(duel, None)['cards']['bonus_name']}.") in str(GAME.alt_text(duel))
    assert cards["goal"] and cards["bonus"]
    first = position(players=2, options={"cards": "none"})
    assert "Cards:" not in str(GAME.alt_text(first))
    only_bonus = position(players=2, options={"cards": "individual", "bonus": "funding"})
    assert "Cards: Bonus Funding." in str(GAME.alt_text(only_bonus))


def test_alt_text_before_any_round_has_no_last_moves():
    # "last" holds round 0 until the first round resolves: nothing to tell
    state = position(players=2)
    assert state["last"]["round"] == 0
    lines = str(GAME.alt_text(state)).splitlines()
    assert lines[1] == "P1: 0 points, 0 Objects." and lines[2] == "P2: 0 points, 0 Objects."


def test_alt_text_lines_are_the_result_the_players_and_the_cards():
    state = _game(5, True)[1]
    details = [st for st in GAME.standings(state) if st.detail]
    lines = str(GAME.alt_text(state)).splitlines()
    assert len(lines) == 1 + 5 + 1 + len(details)
    assert [line.split(": ")[0] for line in lines[1:6]] == [
        f"{st.rank}. {state['players'][st.seat]}" for st in GAME.standings(state)]


def _alt_in_every_locale(state):
    """The alt text in each catalogue's language."""
    return {locale: render(GAME.alt_text(state), locale) for locale in LOCALES}


def test_alt_text_keeps_the_verdict_while_it_fits_in_every_locale():
    final = _game(1, False)[1]
    detail = GAME.standings(final)[0].detail
    for length, kept in ((32, True), (120, True), (200, False)):
        state = dict(final, players=["P" * length])
        for locale, alt in _alt_in_every_locale(state).items():
            verdict = render(detail, locale)
            assert len(alt) <= 1024 and (verdict in alt) is kept, (length, locale)
            assert "P" * length in alt  # cut only when the rest would not fit


def test_alt_text_cuts_names_far_too_long_for_discord():
    # only names far longer than a display name can get here
    state = _game(2, False)[1]
    state = dict(state, players=["N" * 600, "M" * 600])
    for alt in _alt_in_every_locale(state).values():
        assert len(alt) <= 1024 and "N" * 40 + "…" in alt and "M" * 40 + "…" in alt and "N" * 600 not in alt
