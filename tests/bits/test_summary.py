"""The text summary (status replies and picture alt text) says what the
README's views promise: round, task cards, the building card, each player's
state and board, the hidden drop to its owner only, and at the end the
standings."""

from __future__ import annotations

from rules.bits import GAME
from rules.bits import board as B


def _lines(state, seat=None):
    return str(GAME.summary(state, seat)).split("\n")


def test_summary_in_the_start_phase(kit):
    state = kit.new(n=2, seed=6)
    card = state["tasks"][0]
    lines = _lines(state)
    assert lines[0] == f"BITS round 1 of 3. Task cards in play: {B.card_text(card)}."
    assert lines[1] == "Everyone is dropping their starting tile."
    for seat, line in zip((0, 1), lines[2:], strict=True):
        assert line == (
            f"P{seat + 1} (to drop, neutral tile unused, board now worth 0). Board, columns A-F, "
            "R red Y yellow B blue P purple K black N neutral . empty: empty"
        )
    assert len(lines) == 4


def test_summary_in_the_build_phase_shows_boards_bottom_row_first(kit):
    state = kit.new(n=2, seed=6)
    state, _ = GAME.apply(state, 0, "A h")
    state, _ = GAME.apply(state, 1, "C v")
    card = state["turned"][-1]
    state, _ = GAME.apply(state, 1, GAME.legal_moves(state, 1)[0].notation)
    hidden = state["pending"][1]
    c0 = B.TILES[state["start_cards"][0]][0]
    c1 = B.TILES[state["start_cards"][1]][0]
    lines = _lines(state)
    assert lines[1] == f"Building card 1: the {B.tile_name(card)} (19 cards left)."
    assert lines[2].startswith("P1 (to drop, neutral tile unused, board now worth 0).")
    assert lines[2].endswith(f"empty: row 1 {c0}{c0}....")
    assert lines[3].startswith("P2 (has dropped, neutral tile unused, board now worth 0).")
    assert lines[3].endswith(f"empty: row 1 ..{c1}..., row 2 ..{c1}...")
    assert len(lines) == 4
    # the hidden drop is told to its owner only
    assert _lines(state, 1)[-1] == f"Your hidden drop: {hidden}."
    for viewer in (None, 0):
        assert "hidden drop" not in str(GAME.summary(state, viewer))


def test_summary_says_who_is_out_and_who_spent_the_neutral_tile(kit):
    state = kit.new(n=2, seed=6)
    state, _ = GAME.apply(state, 0, "A h")
    state, _ = GAME.apply(state, 1, "C v")
    state, _ = GAME.apply(state, 0, "neutral E h")
    # hand-set (the summary reads the flags): seat 1 out of the round
    state["boards"][1]["out"] = True
    lines = _lines(state)
    assert lines[2].startswith("P1 (has dropped, neutral tile unused,")  # not laid until the reveal
    assert lines[3].startswith("P2 (out of the round, neutral tile unused,")
    state["boards"][0]["neutral_used"] = True
    assert _lines(state)[2].startswith("P1 (has dropped, neutral tile spent,")


def test_summary_shows_the_board_worth_now_and_past_round_scores(kit):
    state = kit.at_round(kit.new(n=1, seed=5), ["1A", "2A", "3A"], ["SB"])
    state["round_scores"] = [[4, -1]]
    state["round_detail"] = [[{"1A": 4}, {"1A": 1, "2A": -2}]]  # hand-set: the summary reads them
    state, _ = GAME.apply(state, 0, "A h")
    line = _lines(state)[2]
    # a blue pair: -2 for 3A
    assert line.startswith("P1 (to drop, neutral tile unused, round scores 4, -1, board now worth -2).")


def test_summary_at_the_end_lists_the_standings(kit):
    state = kit.new(n=3, seed=6)
    state["phase"] = "over"
    state["round_scores"] = [[4, 4, 4], [8, 2, 2], [1, 1, 1]]
    lines = _lines(state)
    assert lines[0] == "BITS is over after 3 rounds."
    assert lines[1] == "1. P2: 12 points (rounds 8, 2, 2); tie on 12 points decided by highest single round (8)."
    assert lines[2] == "2. P1: 12 points (rounds 4, 4, 4); tie on 12 points decided by highest single round (4)."
    assert lines[3] == "3. P3: 3 points (rounds 1, 1, 1)."
    # once over, no player is "to drop"
    assert all("to drop" not in line and "has dropped" not in line for line in lines)
    assert lines[4].startswith("P1 (neutral tile unused, round scores 4, 4, 4, board now worth 0).")
