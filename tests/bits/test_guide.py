"""The game teaches its notation (issue 14 item 5: `/game rules` shows the
guide) and describes its picture in words that fit Discord's 1,024
characters (item 6)."""

from __future__ import annotations

import re

import pytest

from rules.bits import GAME
from rules.bits import board as B

GUIDE = GAME.info.guide
ALT_TEXT_LIMIT = 1024
LONG = "W" * 31  # Discord display names are at most 32 characters


def _examples() -> list[str]:
    """The moves the guide writes in code spans in its list of moves."""
    moves = GUIDE.split("**Moves.**")[1].split("**Pictures.**")[0]
    lines = [line for line in moves.splitlines() if line.startswith("- ")]
    return [code for line in lines for code in re.findall(r"`([^`]+)`", line.split(":")[0])]


def _kind(notation: str) -> tuple[bool, str, bool]:
    neutral, _, orient, end = GAME.parse(notation)
    return neutral, orient, end is not None


def test_the_guide_fits_and_covers_how_to_play_moves_and_pictures():
    assert 0 < len(GUIDE) <= 1800
    for part in ("**How to play.**", "**Moves.**", "**Pictures.**"):
        assert part in GUIDE
    # every colour letter of the notation is explained
    for letter in B.COLOUR_LETTERS:
        assert f"{letter} {B.COLOUR_NAMES[letter]}" in GUIDE


def test_the_guide_has_an_example_of_every_kind_of_drop(kit):
    examples = _examples()
    assert examples == ["C h R", "D v Y", "E h", "B v", "neutral C h", "neutral D v"]
    # the kinds of legal drops met in real games: flat or upright, with a
    # colour end or without, the neutral tile flat or upright
    kinds = set()
    state, players = kit.new(n=2, seed=2), kit.randoms(2, 2)
    while len(state["turned"]) < 8:
        for seat in sorted(GAME.to_act(state)):
            kinds |= {_kind(m.notation) for m in GAME.legal_moves(state, seat)}
            state, _ = GAME.apply(state, seat, players[seat].choose(GAME, state, seat))
    assert kinds == {_kind(e) for e in examples}
    # and each example is written exactly as the canonical notation types it
    for example in examples:
        neutral, col, orient, end = GAME.parse(example)
        assert GAME._notation(neutral, col, orient, end) == example


@pytest.mark.parametrize("example, tile, cells", [
    ("C h R", "RY", ["C1", "D1"]),  # "flat over C and D, red end in C"
    ("D v Y", "RY", ["D1", "D2"]),  # "upright in D, yellow end on top": red (listed first) below it
    ("E h", "BB1", ["E1", "F1"]),
    ("B v", "BB1", ["B1", "B2"]),
    ("neutral C h", "N", ["C1", "D1"]),
    ("neutral D v", "N", ["D1", "D2"]),
])
def test_each_example_of_the_guide_does_what_it_says(kit, example, tile, cells):
    state, _ = GAME.apply(kit.new(n=1, seed=3), 0, "A v")  # starting tile upright in A
    card = "RY" if tile in ("RY", "N") else tile
    state, _ = GAME.apply(kit.force_card(state, card), 0, example)
    assert state["boards"][0]["tiles"][-1] == {"tile": tile, "cells": cells}


def _mid_and_final(kit, n, advanced=False, seed=7):
    state = kit.new(n=n, seed=seed, advanced=advanced)
    state["players"] = [f"{LONG}{i}" for i in range(n)]
    players = kit.randoms(n, seed)
    mid, _ = kit.play(state, players, until=lambda s: s["round"] == s["rounds"] and len(s["turned"]) > 5)
    final, _ = kit.play(mid, players)
    return mid, final


@pytest.mark.parametrize("advanced", [False, True])
def test_alt_text_fits_at_four_players_with_the_longest_names_and_is_never_cut(kit, advanced):
    mid, final = _mid_and_final(kit, 4, advanced)
    for state in (mid, final):
        alt = GAME.alt_text(state)
        assert len(alt) <= ALT_TEXT_LIMIT and not alt.endswith("…")
        for seat, name in enumerate(state["players"]):
            total = sum(state["round_scores"][seat])
            assert re.search(rf"{name}: (rank \d, )?{total} points? \(rounds ", alt), name
        # the last move: each player's drop of the latest reveal
        for drop in state["last"]["drops"]:
            if drop:
                assert f"last drop {drop['notation']} on {'-'.join(drop['cells'])}" in alt
    # whose turn it is, and at the end who won
    waiting = [mid["players"][s] for s in sorted(GAME.to_act(mid))]
    assert f"Waiting for {', '.join(waiting)}." in GAME.alt_text(mid)
    winner = GAME.standings(final)[0]
    assert f"{final['players'][winner.seat]} wins with" in GAME.alt_text(final) or "share first place" in \
        GAME.alt_text(final)


def test_alt_text_tells_the_boards_when_they_fit_and_never_a_hidden_drop(kit):
    state = kit.new(n=2, seed=4)
    state, _ = GAME.apply(state, 0, "A h")
    state, _ = GAME.apply(state, 1, "C v")
    state, _ = GAME.apply(state, 0, "neutral F v")  # hidden
    alt = GAME.alt_text(state)
    rows = B.grid_rows(B.grid_from_tiles(state["boards"][1]["tiles"]))
    assert f"P2 {'/'.join(rows)}" in alt
    assert "Waiting for P2." in alt
    assert "P1: 0 points (rounds none yet), has dropped" in alt
    assert "F v" not in alt and "F5" not in alt
    # the same picture whichever drop is hidden
    other = kit.game.copy_state(state)
    other["pending"][0] = "neutral A v"
    assert GAME.alt_text(other) == alt


def test_alt_text_at_the_end_names_the_winner_and_the_final_boards_points(kit):
    state = kit.at_round(kit.new(n=1, seed=5), ["1A", "2A", "3A"], ["SB"])
    state, _ = kit.finish_solo_round(state)  # the rulebook's example board: 6 + 2 - 2
    alt = GAME.alt_text(state)
    assert alt.startswith("BITS picture, final after 3 rounds. P1 scored 6 points; solo rank: handyman.")
    assert "final board 1A +6, 2A +2, 3A -2" in alt
