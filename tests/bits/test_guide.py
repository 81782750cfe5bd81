"""The game teaches its notation (issue 14 item 5: `/game rules` shows the
guide) and describes its picture in words that fit Discord's 1,024
characters (item 6)."""

from __future__ import annotations

import re

import pytest

from bot.i18n import LOCALES, render
from bot.service.guides import guide
from rules.bits import GAME, notation
from rules.bits import board as B


def _alt(state):
    """The alt text in English."""
    return str(GAME.alt_text(state))


GUIDE = guide(GAME.info)  # the English guide, from the catalogues
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
        assert notation.write(neutral, col, orient, end) == example


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
        alt = _alt(state)
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
    assert f"Waiting for {', '.join(waiting)}." in _alt(mid)
    winner = GAME.standings(final)[0]
    assert f"{final['players'][winner.seat]} wins with" in _alt(final) or "share first place" in \
        _alt(final)


def test_alt_text_tells_the_boards_when_they_fit_and_never_a_hidden_drop(kit):
    state = kit.new(n=2, seed=4)
    state, _ = GAME.apply(state, 0, "A h")
    state, _ = GAME.apply(state, 1, "C v")
    state, _ = GAME.apply(state, 0, "neutral F v")  # hidden
    alt = _alt(state)
    rows = B.grid_rows(B.grid_from_tiles(state["boards"][1]["tiles"]))
    assert f"P2 {'/'.join(rows)}" in alt
    assert "Waiting for P2." in alt
    assert "P1: 0 points (rounds none yet), has dropped" in alt
    assert "F v" not in alt and "F5" not in alt
    # the same picture whichever drop is hidden
    other = kit.game.copy_state(state)
    other["pending"][0] = "neutral A v"
    assert _alt(other) == alt


def test_alt_text_at_the_end_names_the_winner_and_the_final_boards_points(kit):
    state = kit.at_round(kit.new(n=1, seed=5), ["1A", "2A", "3A"], ["SB"])
    state, _ = kit.finish_solo_round(state)  # the rulebook's example board: 6 + 2 - 2
    alt = _alt(state)
    assert alt.startswith("BITS picture, final after 3 rounds. P1 scored 6 points; solo rank: handyman.")
    assert "final board 1A +6, 2A +2, 3A -2" in alt


# -- the alt text, word for word ------------------------------------------------------

CARD_1A = "1A square (4 squares, any colour) +2 each, other 4-square blocks +1"
HEAD = "BITS picture, round 1 of 3."


def test_alt_text_while_everyone_drops_the_starting_tile(kit):
    state = kit.at_round(kit.new(n=2, seed=4), ["1A"], ["SR", "SB"])
    assert _alt(state) == (
        f"{HEAD} Everyone drops their starting tile. Waiting for P1, P2. Task cards: {CARD_1A}. "
        "P1: 0 points (rounds none yet), to drop, board now +0; P2: 0 points (rounds none yet), to drop, "
        "board now +0.")
    # a hidden drop: only "has dropped"; the boards are still empty, so none is told
    state, _ = GAME.apply(state, 0, "A h")
    assert _alt(state) == (
        f"{HEAD} Everyone drops their starting tile. Waiting for P2. Task cards: {CARD_1A}. "
        "P1: 0 points (rounds none yet), has dropped, board now +0; P2: 0 points (rounds none yet), to drop, "
        "board now +0.")


def test_alt_text_of_a_building_card_with_the_last_drops_and_the_boards(kit):
    state = kit.at_round(kit.new(n=2, seed=4), ["1A"], ["SR", "SB"])
    state, _ = GAME.apply(state, 0, "A h")
    state, _ = GAME.apply(state, 1, "C v")
    state = kit.force_card(state, "RY")
    assert _alt(state) == (
        f"{HEAD} Building card 1: everyone drops the red-yellow tile (19 left). Waiting for P1, P2. "
        f"Task cards: {CARD_1A}. "
        "P1: 0 points (rounds none yet), to drop, board now +0, neutral unused, last drop A h on A1-B1; "
        "P2: 0 points (rounds none yet), to drop, board now +0, neutral unused, last drop C v on C1-C2. "
        "Boards, rows 6 to 1, columns A-F, letters R Y B P K N, dot empty: "
        "P1 ....../....../....../....../....../RR....; P2 ....../....../....../....../..B.../..B...")


def _final(kit, rounds, details=None):
    """A finished 3-player game whose rounds scored ``rounds`` (the last
    round's points per card: ``details``)."""
    state = kit.new(n=len(rounds), seed=3)
    state, _ = kit.play(state, kit.randoms(len(rounds), 3))
    state["round_scores"] = [list(r) for r in rounds]
    if details:
        for seat, detail in enumerate(details):
            state["round_detail"][seat][-1] = detail
    return state


def _segment(alt, name):
    """What the alt text says about one player: from "NAME:" to the next "; " or "."."""
    start = alt.index(f"{name}: ")
    return alt[start:].split("; ")[0].split(". ")[0]


def test_alt_text_at_the_end_names_the_winner_ranks_first_and_one_point(kit):
    state = _final(kit, [[1, 0, 0], [8, 2, 2], [4, 4, -1]],
                   [{"1D": 1, "2C": 0, "3E": -1}, {"1D": 2, "2C": 0, "3E": 0}, {"1D": 0, "2C": 0, "3E": -1}])
    assert state["tasks"] == ["1D", "2C", "3E"]
    alt = _alt(state)
    assert alt.startswith("BITS picture, final after 3 rounds. P2 wins with 12 points. Task cards: 1D S (4 squares, "
                          "any colour) +2 each, other 4-square blocks +1; 2C pair (2 squares, purple) +2 each; 3E line "
                          "of 4 (4 squares, any colour) -2 each. ")
    assert _segment(alt, "P2").startswith("P2: rank 1, 12 points (rounds 8, 2, 2), final board 1D +2, 2C 0, 3E 0")
    assert _segment(alt, "P1").startswith("P1: rank 3, 1 point (rounds 1, 0, 0), final board 1D +1, 2C 0, 3E -1")
    assert _segment(alt, "P3").startswith("P3: rank 2, 7 points (rounds 4, 4, -1)")
    assert "board now" not in alt and "Waiting" not in alt
    state["round_scores"][0] = [0, 0, -1]
    assert "P1: rank 3, -1 point (rounds 0, 0, -1)" in _alt(state)


@pytest.mark.parametrize("rounds, sentence", [
    ([[8, 2, 2], [8, 2, 2], [1, 1, 1]], "P1 and P2 share first place with 12 points."),
    ([[4, 4, 4], [4, 4, 4], [4, 4, 4]], "P1, P2 and P3 share first place with 12 points."),
    # tied on total, the highest single round decides: P2 alone wins
    ([[4, 4, 4], [8, 2, 2], [1, 1, 1]], "P2 wins with 12 points."),
    ([[4, 4, 4], [1, 1, 1]], "P1 wins with 12 points."),
])
def test_alt_text_names_every_winner_of_a_shared_first_place(kit, rounds, sentence):
    alt = _alt(_final(kit, rounds))
    assert alt.startswith(f"BITS picture, final after 3 rounds. {sentence} Task cards: ")
    assert "P1: rank " in alt  # every rank is told, at two players too


def test_alt_text_of_a_solo_game_has_no_rank_number(kit):
    state = kit.at_round(kit.new(n=1, seed=5), ["1A", "2A", "3A"], ["SB"])
    state, _ = kit.finish_solo_round(state)
    alt = _alt(state)
    assert "P1: 6 points (rounds 0, 0, 6), final board 1A +6, 2A +2, 3A -2, neutral spent" in alt
    assert "rank 1" not in alt


def _with_name_length(kit, state, length):
    state = kit.game.copy_state(state)
    state["players"] = [f"{i}" + "n" * (length - 1) for i in range(len(state["players"]))]
    return state


def test_alt_text_keeps_the_boards_while_they_fit_in_every_language_and_leaves_them_out_whole(kit):
    # The engine writes no language, so it cannot measure its words: it keeps
    # the boards while an estimate of the longest locale's text fits the limit
    # (rules/bits/words.py), and leaves them out whole beyond it.
    mid, _ = _mid_and_final(kit, 2)
    kept = []
    for n in range(1, 200, 3):
        alt = GAME.alt_text(_with_name_length(kit, mid, n))
        english = str(alt)
        if "Boards, rows 6 to 1" in english:
            kept.append(n)
            assert all(len(render(alt, locale)) <= ALT_TEXT_LIMIT for locale in LOCALES), n
        else:
            assert "Boards" not in english and not english.endswith("…")
    assert kept and kept == list(range(1, kept[-1] + 1, 3)), "the boards are kept up to some name length"
    assert kept[-1] < 199


def test_alt_text_of_absurdly_long_names_is_never_cut_by_the_engine(kit):
    # names are at most 32 characters on Discord; anything longer makes a text
    # the service clips to the limit (bot/service/pictures.py): the engine
    # leaves out the boards and cuts nothing
    mid, _ = _mid_and_final(kit, 4)
    alt = _alt(_with_name_length(kit, mid, 300))
    assert len(alt) > ALT_TEXT_LIMIT and not alt.endswith("…") and "Boards" not in alt
