"""Simultaneous drops, reveals, dropping out, rounds, task cards, the end of
the game and the standings."""

from __future__ import annotations

import copy
import json

import pytest

from rules.base import InvalidState, NotYourTurn, RandomPlayer
from rules.bits import GAME
from rules.bits import board as B


def _play_events(kit, state, players, stop):
    """Play until ``stop(state, events)`` holds; returns (state, events of the
    last move)."""
    for _ in range(3000):
        for seat in sorted(GAME.to_act(state)):
            move = players[seat].choose(GAME, state, seat)
            state, events = GAME.apply(state, seat, move)
            if stop(state, events):
                return state, events
        if GAME.is_over(state):
            break
    raise AssertionError("condition never reached")


def test_setup_round_one(kit):
    state = kit.new(n=3, seed=7)
    assert state["round"] == 1 and state["rounds"] == 3 and state["phase"] == "start"
    assert len(state["tasks"]) == 1 and B.TASK_CARDS[state["tasks"][0]]["pile"] == 1
    assert len(set(state["start_cards"])) == 3  # each player takes a different starting card
    assert sorted(GAME.to_act(state)) == [0, 1, 2]
    assert state["turned"] == [] and len(state["deck"]) == 20
    GAME.validate(state)


def test_rule_everyone_lays_the_starting_tile_of_their_card(kit):
    state = kit.new(n=2, seed=7)
    for seat in (0, 1):
        tile = state["start_cards"][seat]
        moves = GAME.legal_moves(state, seat)
        assert all(B.tile_name(tile) in str(m.label) for m in moves)
    state, _ = GAME.apply(state, 0, "B v")
    state, _ = GAME.apply(state, 1, "E h")
    assert state["boards"][0]["tiles"] == [{"tile": state["start_cards"][0], "cells": ["B1", "B2"]}]
    assert state["boards"][1]["tiles"] == [{"tile": state["start_cards"][1], "cells": ["E1", "F1"]}]


def test_simultaneous_drop_is_hidden_until_everyone_has_dropped(kit):
    state = kit.new(n=3, seed=11)
    state, events = GAME.apply(state, 1, "C v")
    public = [e for e in events if not e.private]
    private = [e for e in events if e.private]
    assert all("C v" not in str(e.text) for e in public)
    assert private and all(e.seat == 1 for e in private) and "C v" in str(private[0].text)
    assert sorted(GAME.to_act(state)) == [0, 2]
    # nobody's board changed yet; only seat 1 may see its drop
    assert all(b["tiles"] == [] for b in state["boards"])
    for seat in (None, 0, 2):
        text = json.dumps(GAME.view(state, seat))
        assert "C v" not in text and "C1" not in text and "C2" not in text
        assert "C v" not in str(GAME.summary(state, seat))
    mine = GAME.view(state, 1)
    assert mine["private"]["pending"]["notation"] == "C v"
    assert mine["private"]["pending"]["cells"] == ["C1", "C2"]
    assert GAME.private(state, 0) == {}
    assert GAME.view(state, None)["boards"][1]["dropped"] is True


def test_reveal_lays_every_drop_and_turns_the_next_building_card(kit):
    state = kit.new(n=3, seed=11)
    state, _ = GAME.apply(state, 1, "C v")
    state, _ = GAME.apply(state, 0, "A h")
    state, events = GAME.apply(state, 2, "F v")
    kinds = [e.kind for e in events]
    assert "reveal" in kinds and "card" in kinds
    reveal = next(e for e in events if e.kind == "reveal")
    for text in ("P1 A h", "P2 C v", "P3 F v"):
        assert text in str(reveal.text)
    assert [len(b["tiles"]) for b in state["boards"]] == [1, 1, 1]
    assert state["phase"] == "build" and len(state["turned"]) == 1 and len(state["deck"]) == 19
    assert state["pending"] == [None, None, None]
    assert sorted(GAME.to_act(state)) == [0, 1, 2]
    assert [d["cells"] for d in state["last"]["drops"]] == [["A1", "B1"], ["C1", "C2"], ["F1", "F2"]]


def test_order_of_submission_does_not_matter(kit):
    base = kit.new(n=3, seed=12)
    a = base
    for seat, move in ((0, "A h"), (1, "B v"), (2, "C v")):
        a, _ = GAME.apply(a, seat, move)
    b = base
    for seat, move in ((2, "C v"), (0, "A h"), (1, "B v")):
        b, _ = GAME.apply(b, seat, move)
    assert a == b


def test_rule_stuck_player_drops_out_of_the_round_early(kit):
    state = kit.new(n=2, seed=21)
    players = {0: RandomPlayer(1), 1: GAME.computer_player(2)}

    def one_out(s, events):
        return any(e.kind == "out" for e in events) and sum(b["out"] for b in s["boards"]) == 1

    state, events = _play_events(kit, state, players, one_out)
    out = next(s for s, b in enumerate(state["boards"]) if b["out"])
    other = 1 - out
    event = next(e for e in events if e.kind == "out")
    assert state["players"][out] in str(event.text) and "no domino fits" in str(event.text)
    assert not B.can_place_any(B.grid_from_tiles(state["boards"][out]["tiles"]))
    assert list(GAME.to_act(state)) == [other]
    assert GAME.legal_moves(state, out) == []
    with pytest.raises(NotYourTurn) as err:
        GAME.apply(state, out, "A v")
    assert "out of round" in str(err.value)
    # the round goes on for the other player alone
    tiles_before = len(state["boards"][other]["tiles"])
    move = GAME.legal_moves(state, other)[0].notation
    after, _ = GAME.apply(state, other, move)
    if after["round"] == state["round"]:
        assert len(after["boards"][other]["tiles"]) == tiles_before + 1
        assert after["boards"][out] == state["boards"][out]


def test_rule_round_ends_when_nobody_can_lay_a_tile_and_boards_are_cleared(kit):
    state = kit.new(n=2, seed=22)
    players = {0: RandomPlayer(3), 1: RandomPlayer(4)}
    state_before = None

    def round_ends(s, events):
        return any(e.kind == "round-end" for e in events)

    # play on, remembering the last state before the round ends
    prev = state
    for _ in range(500):
        for seat in sorted(GAME.to_act(prev)):
            nxt, events = GAME.apply(prev, seat, players[seat].choose(GAME, prev, seat))
            if round_ends(nxt, events):
                state_before, state = prev, nxt
                break
            prev = nxt
        if state_before is not None:
            break
    assert state_before is not None
    # just before: every player still in the round was about to be stuck
    end = next(e for e in events if e.kind == "round-end")
    assert "none of the players can lay a tile" in str(end.text)
    for seat in (0, 1):
        final = B.grid_from_tiles(_finished_board(state_before, seat, events))
        assert not B.can_place_any(final)  # nobody could lay a tile any more
        assert state["round_scores"][seat] == [B.score_grid(final, state_before["tasks"])["total"]]
    # next round: boards cleared, neutral tiles back, cards reshuffled, task card 2 face up
    assert state["round"] == 2 and state["phase"] == "start"
    assert all(b == {"tiles": [], "neutral_used": False, "out": False} for b in state["boards"])
    assert state["turned"] == [] and sorted(state["deck"]) == sorted(B.GAME_TILE_ORDER)
    assert len(state["tasks"]) == 2 and B.TASK_CARDS[state["tasks"][1]]["pile"] == 2
    assert state["tasks"][0] == state_before["tasks"][0]  # round 1's card stays face up


def _finished_board(state_before, seat, events):
    """The tiles on ``seat``'s board at the end of the round: those before the
    last reveal plus the revealed drop."""
    reveal = next(e for e in events if e.kind == "reveal")
    tiles = list(state_before["boards"][seat]["tiles"])
    drop = reveal.data["drops"][seat]
    if drop is not None:
        tiles.append({"tile": drop["tile"], "cells": drop["cells"]})
    return tiles


def _to_round(kit, state, players, rnd):
    return _play_events(kit, state, players, lambda s, e: s["round"] == rnd or GAME.is_over(s))[0]


def _round_two(kit, card2, pile3, rng):
    """A solo state at the start of round 2 with task card ``card2`` face up,
    pile 3 holding ``pile3`` in that order and the generator at ``rng``."""
    state = kit.at_round(kit.new(n=1, seed=1), ["1A", card2])
    others = [c for c in state["task_piles"][2] if c not in pile3]
    assert not others  # every pile-3 card is in the pile
    state["task_piles"][2] = list(pile3)
    state["rng"] = rng
    GAME.validate(state)
    return state


@pytest.mark.parametrize("card2", ["2A", "2B", "2C", "2D"])
def test_rule_third_round_card_with_round_two_shape_is_replaced(kit, card2):
    # "Special rule for the 3rd round: if the 3rd task card depicts the same
    # shape as the card from the 2nd round, please take a new task card from
    # the number 3 pile."
    match = next(c for c in B.TASK_PILES[3] if B.same_shape(c, card2))
    replaced = kept = 0
    for rng in range(40):
        if replaced >= 2 and kept >= 2:
            break
        state = _round_two(kit, card2, ["3A", "3B", "3C", "3E"], rng * 1_000_003)
        state, events = kit.finish_solo_round(state)
        assert state["round"] == 3
        third = state["tasks"][2]
        assert not B.same_shape(third, card2)  # never round 2's shape
        notes = [e for e in events if e.kind == "task-replaced"]
        if notes:
            replaced += 1
            assert state["set_aside"] == [match]
            assert [e.data["card"] for e in notes] == [match]
            assert "special rule for the 3rd round" in str(notes[0].text) and card2 in str(notes[0].text)
        else:
            kept += 1
            assert state["set_aside"] == []
        assert sorted(state["task_piles"][2] + state["set_aside"] + [third]) == sorted(B.TASK_PILES[3])
        GAME.validate(state)
    assert replaced and kept  # both draws happened


def test_third_round_rule_applies_in_round_three_only(kit):
    # round 2's card may have any shape relative to round 1's (pile 1 and 2
    # never share a shape), and in the advanced 4th round pile 4's card is
    # drawn without setting anything aside
    state = kit.new(n=1, seed=3, advanced=True)
    state = kit.at_round(state, ["1A", "2C", "3B"])
    state, events = kit.finish_solo_round(state)
    assert state["round"] == 4 and state["set_aside"] == []
    assert not [e for e in events if e.kind == "task-replaced"]


def test_old_state_with_the_retired_card_3d_loads_and_upgrades(kit):
    # States stored before 3D (a copy of 3C) was replaced by 3E hold 3D: they
    # still load; an unused 3D is dealt as 3E; a 3D in play scores as played.
    old = _round_two(kit, "2B", ["3A", "3B", "3C", "3E"], 5)
    old["task_piles"][2] = ["3A", "3B", "3C", "3D"]
    GAME.validate(old)
    for rng in range(6):
        state = copy.deepcopy(old)
        state["rng"] = rng * 7919
        state, _ = kit.finish_solo_round(state)
        in_play = state["tasks"] + state["set_aside"] + state["task_piles"][2]
        assert "3D" not in in_play and "3E" in in_play
        GAME.validate(state)
    # a game that turned 3D in round 3 keeps it, scored as the corner it was
    played = kit.at_round(kit.new(n=1, seed=2), ["1A", "2B", "3E"])
    played["tasks"][2] = "3D"
    GAME.validate(played)
    assert B.score_grid(kit.grid(["......"] * 4 + ["B.....", "BB...."]), ["3D"])["3D"] == -2
    state, _ = kit.finish_solo_round(played)
    assert state["round_detail"][0][2]["3D"] == B.score_grid(
        B.grid_from_tiles(state["boards"][0]["tiles"]), ["3D"])["3D"]
    # but an old deck and the new card together are not a deck
    both = copy.deepcopy(old)
    both["task_piles"][2].append("3E")
    with pytest.raises(InvalidState):
        GAME.validate(both)


def test_basic_game_has_three_rounds_with_piles_1_2_3(kit):
    state = kit.new(n=2, seed=31)
    state, _ = kit.play(state, kit.randoms(2, 31))
    assert GAME.is_over(state) and state["round"] == 3
    assert [B.TASK_CARDS[c]["pile"] for c in state["tasks"]] == [1, 2, 3]
    assert all(len(r) == 3 for r in state["round_scores"])
    assert sorted(GAME.scores(state)[0]) == ["round 1", "round 2", "round 3", "total"]


def test_advanced_version_has_a_fourth_round_with_pile_4(kit):
    state = kit.new(n=2, seed=32, advanced=True)
    assert state["rounds"] == 4
    state, _ = kit.play(state, kit.randoms(2, 32))
    assert GAME.is_over(state) and state["round"] == 4
    assert [B.TASK_CARDS[c]["pile"] for c in state["tasks"]] == [1, 2, 3, 4]
    assert all(len(r) == 4 for r in state["round_scores"])
    for seat in (0, 1):
        assert GAME.scores(state)[seat]["total"] == sum(state["round_scores"][seat])


def _finished(kit, rounds):
    """A state whose finished rounds scored ``rounds`` (the standings read
    only the round scores)."""
    state = kit.new(n=len(rounds), seed=1)
    state["round_scores"] = [list(r) for r in rounds]
    return state


def test_rule_most_points_wins(kit):
    state = _finished(kit, [[1, 2, 3], [4, 4, 4], [0, 0, 5]])
    ranks = [(s.seat, s.rank) for s in GAME.standings(state)]
    assert ranks == [(1, 1), (0, 2), (2, 3)]


def test_rule_tie_broken_by_highest_single_round(kit):
    state = _finished(kit, [[4, 4, 4], [2, 2, 8], [1, 1, 1]])
    standings = GAME.standings(state)
    assert [(s.seat, s.rank) for s in standings] == [(1, 1), (0, 2), (2, 3)]
    assert "highest single round" in str(standings[0].detail)


def test_rule_further_tie_gives_several_winners(kit):
    state = _finished(kit, [[4, 4, 4], [8, 2, 2], [2, 2, 8]])
    standings = GAME.standings(state)
    assert [s.rank for s in standings] == [1, 1, 3]  # tied seats share a rank
    assert [s.seat for s in standings[:2]] == [1, 2]
    assert "shared rank" in str(standings[0].detail) and "shared rank" in str(standings[1].detail)


@pytest.mark.parametrize(
    "total, rank",
    [
        (40, "master builder"), (31, "master builder"), (30, "structural engineer"),
        (26, "structural engineer"), (25, "foreman"), (21, "foreman"), (20, "stone mason"),
        (16, "stone mason"), (15, "tile layer"), (11, "tile layer"), (10, "handyman"),
        (6, "handyman"), (5, "clean up crew"), (0, "clean up crew"), (-4, "clean up crew"),
    ],
)
def test_rule_solo_rank_table(kit, total, rank):
    state = _finished(kit, [[total, 0, 0]])
    [standing] = GAME.standings(state)
    assert standing.rank == 1 and standing.score == total
    assert str(standing.detail) == f"solo rank: {rank}"


def test_solo_game_is_three_rounds(kit):
    state = kit.new(n=1, seed=44, advanced=False)
    state, _ = kit.play(state, kit.randoms(1, 44))
    assert GAME.is_over(state) and len(state["round_scores"][0]) == 3
    assert "solo rank" in str(GAME.standings(state)[0].detail)


def test_advanced_solo_is_ranked_on_rounds_one_to_three(kit):
    state = kit.new(n=1, seed=45, advanced=True)
    state, _ = kit.play(state, kit.randoms(1, 45))
    assert len(state["round_scores"][0]) == 4
    state["round_scores"] = [[10, 10, 6, 9]]
    [standing] = GAME.standings(state)
    assert standing.score == 35
    assert str(standing.detail) == "solo rank: structural engineer (the solo table counts rounds 1 to 3: 26 points)"


def test_rule_tie_details_name_only_the_others_and_untied_players_have_none(kit):
    # "In the event of a tie, the player with the highest score in a single
    # round wins. In the event of a further tie, there are multiple winners."
    state = _finished(kit, [[4, 4, 4], [8, 2, 2], [2, 2, 8], [1, 1, 1]])
    details = {s.seat: (s.rank, str(s.detail)) for s in GAME.standings(state)}
    assert details == {
        1: (1, "tied with P3 on 12 points and on highest single round (8): shared rank"),
        2: (1, "tied with P2 on 12 points and on highest single round (8): shared rank"),
        0: (3, "tie on 12 points decided by highest single round (4)"),
        3: (4, ""),
    }


def test_rule_untied_players_get_no_tie_detail(kit):
    state = _finished(kit, [[3, 3, 3], [1, 1, 1]])
    assert [(s.seat, s.rank, str(s.detail)) for s in GAME.standings(state)] == [(0, 1, ""), (1, 2, "")]
    # equal best rounds do not make a tie when the totals differ
    state = _finished(kit, [[5, 0, 0], [5, 1, 0]])
    assert [(s.seat, s.rank, str(s.detail)) for s in GAME.standings(state)] == [(1, 1, ""), (0, 2, "")]


def test_rule_three_way_tie_names_both_others(kit):
    state = _finished(kit, [[3, 1, 0], [1, 3, 0], [0, 1, 3]])
    standings = GAME.standings(state)
    assert [(s.seat, s.rank) for s in standings] == [(0, 1), (1, 1), (2, 1)]
    tail = " on 4 points and on highest single round (3): shared rank"
    assert [str(s.detail) for s in standings] == [
        "tied with P2, P3" + tail, "tied with P1, P3" + tail, "tied with P1, P2" + tail,
    ]


@pytest.mark.parametrize("seat", [-1, 2, 3, 99])
def test_a_seat_not_at_the_table_is_not_your_turn(kit, seat):
    # a seat outside 0..players-1 owes nothing: NotYourTurn, never an IndexError,
    # and sees no one's hidden drop (seat -1 is not the last seat)
    state = kit.new(n=2, seed=3)
    state, _ = GAME.apply(state, 1, "B v")
    before = copy.deepcopy(state)
    with pytest.raises(NotYourTurn) as err:
        GAME.apply(state, seat, "A v")
    assert "not at this table" in str(err.value)
    assert GAME.legal_moves(state, seat) == []
    assert GAME.private(state, seat) == {}
    assert "private" not in GAME.view(state, seat)
    assert "Your hidden drop" not in str(GAME.summary(state, seat))
    assert "B v" not in json.dumps(GAME.view(state, seat))
    assert state == before


def test_seats_at_the_table_may_drop(kit):
    state = kit.new(n=2, seed=3)
    for seat in (0, 1):
        new, _ = GAME.apply(state, seat, "A v")
        assert new["pending"][seat] == "A v"
        assert GAME.private(new, seat)["pending"]["cells"] == ["A1", "A2"]
        assert "private" in GAME.view(new, seat)
