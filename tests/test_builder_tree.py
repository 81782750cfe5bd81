"""The move builder's tree (bot/service/builder.py) on made-up moves: where
each move lands, what each choice says, how a large step is split, and the
ids a front end hands back (issue 29: a move by taps, no step over 25
choices, none a dead end)."""

from __future__ import annotations

from types import SimpleNamespace

from bot.service.builder import (
    BUILDERS_KEPT,
    DONE_TOKEN,
    MAX_CHOICES,
    Builder,
    Steps,
    build_tree,
    builder_id,
    read_builder_id,
)
from rules.base import Move


class Words:
    """A game whose builder steps are the notation's words (the default)."""

    def move_path(self, state, seat, move):
        return [(word, word.upper()) for word in move.notation.split()]


class OneStep:
    """A game whose every move sits at the same single step."""

    def move_path(self, state, seat, move):
        return [("k", "K")]


def tokens(node):
    return [choice.token for choice, _child in node.children]


def test_every_move_is_counted_once():
    moves = [Move("a b"), Move("a c"), Move("d")]
    root = build_tree(Words(), {}, 0, moves)
    assert root.count == 3
    assert [child.count for _c, child in root.children] == [2, 1]


def test_a_move_others_continue_gets_a_stop_labelled_with_the_move():
    root = build_tree(Words(), {}, 0, [Move("x"), Move("x y", "fly on")])
    x = root.children[0][1]
    assert tokens(x) == [DONE_TOKEN, "y"]
    stop = x.children[0][0]
    assert stop.label == "x"  # no label: the notation
    assert x.move is None and x.children[0][1].move == Move("x")


def test_two_moves_on_one_path_are_told_apart_by_their_notation():
    root = build_tree(OneStep(), {}, 0, [Move("p 1", "first"), Move("p 2")])
    k = root.children[0][1]
    assert [(c.token, c.label) for c, _n in k.children] == [(DONE_TOKEN, "first"), ("p_2", "p 2")]
    assert [n.move for _c, n in k.children] == [Move("p 1", "first"), Move("p 2")]


def test_a_choice_leading_to_one_move_shows_that_moves_label():
    root = build_tree(Words(), {}, 0, [Move("x y z", "the long way"), Move("w", "short"), Move("q r"),
                                       Move("q s")])
    detail = {choice.token: choice.detail for choice, _n in root.children}
    assert detail == {"q": "", "w": "short", "x": "the long way"}


def test_a_large_step_is_split_by_first_letter_when_that_fits():
    moves = [Move(f"{letter}{n}") for letter in "abc" for n in range(1, 11)]
    root = build_tree(Words(), {}, 0, moves)
    assert len(root.children) == 3
    for (choice, group), letter in zip(root.children, "abc", strict=True):
        assert {c.token[0] for c, _n in group.children} == {letter}
        assert choice.label == f"{letter.upper()}1 – {letter.upper()}10" and group.count == 10


def test_a_large_step_of_one_letter_is_split_in_even_runs():
    root = build_tree(Words(), {}, 0, [Move(f"a{n}") for n in range(1, 61)])
    assert [child.count for _c, child in root.children] == [20, 20, 20]
    assert all(len(child.children) <= MAX_CHOICES for _c, child in root.children)


def test_back_goes_one_choice_back_and_not_before_the_first():
    start = Steps(7, 3, [], [], [])
    assert start.back_id is None
    deeper = Steps(7, 3, ["a", "b"], [], [])
    assert deeper.back_id == builder_id(7, 3, ["a"]) == "mb:7:3:a"
    assert read_builder_id(deeper.id_for("c")) == (7, 3, ["a", "b", "c"])


def test_a_step_of_exactly_25_letters_is_split_by_letter():
    letters = "abcdefghijklmnopqrstuvwxy"
    assert len(letters) == MAX_CHOICES
    root = build_tree(Words(), {}, 0, [Move(f"{letter}{n}") for letter in letters for n in (1, 2)])
    assert [choice.label for choice, _n in root.children][:2] == ["A1 – A2", "B1 – B2"]
    assert len(root.children) == MAX_CHOICES


def test_a_step_of_two_letters_is_split_by_letter_even_when_uneven():
    moves = [Move(f"a{n}") for n in range(1, 11)] + [Move(f"b{n}") for n in range(1, 21)]
    root = build_tree(Words(), {}, 0, moves)
    assert [child.count for _c, child in root.children] == [10, 20]


class Listed(Words):
    def legal_moves(self, state, seat):
        return [Move("x"), Move("y")]


async def test_the_builder_keeps_the_latest_trees_and_no_more():
    async def run(fn, *args):
        return fn(*args)

    builder = Builder(SimpleNamespace(run=run), None)

    def table(game_id):
        return SimpleNamespace(row=SimpleNamespace(id=game_id, version=1), game=Listed(), live={})

    for game_id in range(BUILDERS_KEPT):
        await builder.tree(table(game_id), 0)
    await builder.tree(table(0), 0)  # used again: now the latest
    await builder.tree(table(BUILDERS_KEPT), 0)
    assert len(builder.trees) == BUILDERS_KEPT
    # the least recently used went (a tree is kept per language and front end too)
    assert (0, 1, 0, "en", "discord") in builder.trees and (1, 1, 0, "en", "discord") not in builder.trees


def test_a_step_of_exactly_25_choices_is_not_split():
    """Discord's select takes 25 options: 25 choices are one step."""
    root = build_tree(Words(), {}, 0, [Move(f"m{n}") for n in range(MAX_CHOICES)])
    assert len(root.children) == MAX_CHOICES
    assert all(child.move is not None for _c, child in root.children)


def test_labels_and_details_keep_discords_100_characters():
    """A select option's label and description hold 100 characters: 100 are kept, more are cut."""
    exact, long = "x" * 100, "y" * 101
    root = build_tree(OneLabel(exact), {}, 0, [Move("a", exact), Move("b", long)])
    choices = {choice.token: choice for choice, _n in root.children}
    assert choices["a"].label == exact and choices["a"].detail == exact
    assert choices["b"].label == choices["b"].detail == "y" * 99 + "…"


class OneLabel:
    """A game whose first step's label is given (to test how labels are cut)."""

    def __init__(self, label):
        self.label = label

    def move_path(self, state, seat, move):
        return [(move.notation, self.label if move.notation == "a" else move.label)]
