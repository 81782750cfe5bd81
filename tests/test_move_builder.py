"""The move builder and the preview at the rules' level (issue 29, items 2
and 3: "every move of every game can be made with taps only", "no step
offers more than 25 choices, none is a dead end", "at most 6 interactions
... counting the first tap on the turn message and the confirmation", "a
preview never shows what the move would reveal"). Seeded games between the
games' own computer players; the walk uses only what a front end sees: the
choices offered and the tokens handed back."""

import json

import pytest

from bot.service.builder import (
    MAX_CHOICES,
    build_tree,
    builder_id,
    follow,
    read_builder_id,
    walk,
)
from bot.service.model import Refused
from rules import registry
from rules.base import HIDDEN_OUTCOME, Game, Move, Rng, dumps

MAX_STEPS = 4  # first tap + 4 steps + confirmation = 6 interactions
DISCORD_ID_LIMIT = 100
GAMES = sorted(registry.games())


def positions(game: Game, seed: int, players: int, limit: int = 400):
    """(state, seat) of every decision of a seeded game between the game's
    computer players (at most ``limit`` moves)."""
    names = [f"P{i}" for i in range(players)]
    state = game.setup(names, game.info.options({}), seed)
    computers = {s: game.computer_player(seed * 10 + s) for s in range(players)}
    for _ in range(limit):
        if game.is_over(state):
            return
        acting = game.to_act(state)
        for seat in sorted(acting):
            yield state, seat
        seat = sorted(acting)[0]
        state, _ = game.apply(state, seat, computers[seat].choose(game, state, seat))


def walk_to(root, notation):
    """Walk from nothing to ``notation`` the way a player would: at each
    step look at the choices offered and pick the one whose subtree holds
    the move. Returns the tokens chosen."""
    chosen = []
    node = follow(root, [])
    while node.move is None:
        assert 1 < len(node.children) <= MAX_CHOICES, f"a step offers {len(node.children)} choices"
        for choice, child in node.children:
            if notation in notations_under(child):
                chosen.append(choice.token)
                node = follow(child, [])
                break
        else:
            pytest.fail(f"{notation} is under no choice")
    return chosen


def notations_under(node):
    if node.move is not None:
        return {node.move.notation}
    return set().union(*(notations_under(child) for _choice, child in node.children))


def check_tree(node, depth=0):
    """No step offers more than MAX_CHOICES or is a dead end (every choice
    leads to a move), and no move is more than MAX_STEPS steps away."""
    node = follow(node, [])
    if node.move is not None:
        assert not node.children
        return
    assert depth < MAX_STEPS, "a move takes more than four steps"
    assert 2 <= len(node.children) <= MAX_CHOICES
    assert len({choice.token for choice, _ in node.children}) == len(node.children)
    for choice, child in node.children:
        assert choice.label and len(choice.label) <= 100 and len(choice.detail) <= 100
        check_tree(child, depth + 1)


@pytest.mark.parametrize("key", GAMES)
def test_every_legal_move_is_reached_through_the_builder_alone(key):
    game = registry.get(key)
    players = min(4, game.info.max_players)
    rng = Rng.from_seed(key)
    for seed in (1, 2):
        for index, (state, seat) in enumerate(positions(game, seed, players)):
            moves = game.legal_moves(state, seat)
            root = build_tree(game, state, seat, moves)
            every = index % 25 == 0  # every legal move in a few positions, a random one elsewhere
            targets = moves if every else [rng.choice(moves)]
            if every:
                check_tree(root)
                assert notations_under(root) == {m.notation for m in moves}
            for move in targets:
                chosen = walk_to(root, move.notation)
                assert len(chosen) <= MAX_STEPS
                node, trail = walk(root, chosen)
                assert node.move.notation == move.notation and not node.children
                assert len(builder_id(10**9, 10**6, chosen)) <= DISCORD_ID_LIMIT
                assert read_builder_id(builder_id(7, 12, chosen)) == (7, 12, chosen)


def test_a_token_not_offered_is_refused_with_a_sentence():
    game = registry.get("townies")
    state, seat = next(positions(game, 1, 2))
    root = build_tree(game, state, seat, game.legal_moves(state, seat))
    with pytest.raises(Refused, match="not offered"):
        walk(root, ["no-such-choice"])


def test_the_paths_named_in_the_issue():
    """Townies: the kind of action, then the orientation, then the column,
    then the row; BITS: the column, then the orientation, then the tile."""
    townies = registry.get("townies")
    state, seat = next(positions(townies, 1, 2))
    shape = next(m for m in townies.legal_moves(state, seat) if m.notation.startswith("shape"))
    _word, cell, number = shape.notation.split()
    path = townies.move_path(state, seat, shape)
    assert [token for token, _label in path] == ["shape", number, cell[0], cell[1:]]
    bits = registry.get("bits")
    state, seat = next(positions(bits, 1, 2))
    drop = bits.legal_moves(state, seat)[0]
    column, orientation, *_ = drop.notation.split()
    assert [token for token, _label in bits.move_path(state, seat, drop)][:2] == [column, orientation]


@pytest.mark.parametrize("key", GAMES)
def test_a_preview_is_the_view_after_on_a_copy_or_the_view_now(key):
    """A decision that reveals nothing is previewed as the seat's view after
    it; one whose outcome is chance or hidden as the seat's view now, with
    its description only. The state previewed is left untouched."""
    game = registry.get(key)
    players = min(3, game.info.max_players)
    hidden = shown = 0
    for state, seat in positions(game, 3, players, limit=80):
        for move in game.legal_moves(state, seat)[:2]:
            snapshot = dumps(state)
            preview = game.preview(state, seat, move.notation)
            assert dumps(state) == snapshot
            after, _events = game.apply(state, seat, move.notation)
            if game.reveals(state, after, seat):
                hidden += 1
                assert preview.hidden and preview.view == known_view(game, state, seat, move.notation)
            else:
                shown += 1
                assert not preview.hidden and preview.view == game.view(after, seat)
    assert hidden, "no previewed decision had a hidden outcome"
    if key != "tweeeet":  # what follows every flight stays hidden (rules/tweeeet/game.py, reveals)
        assert shown, "no previewed decision showed its outcome"


def known_view(game, state, seat, notation):
    """The seat's view of the position with the unknown part hidden: the
    view now, or for Tweeeet the flight alone (what follows it hidden)."""
    if game.info.key == "tweeeet":
        return game.view(game.fly(state, seat, notation)[0], seat)
    assert str(HIDDEN_OUTCOME) in str(game.preview(state, seat, notation).sentence)
    return game.view(state, seat)


def test_a_flight_is_previewed_without_the_tile_it_lays_or_the_turns_after_it():
    """Tweeeet: a flight that lays a landscape tile from the hidden pile is
    previewed with the bird at its new space, its energy paid and its food
    eaten, but with the rows laid and the bird to fly as they are now."""
    game = registry.get("tweeeet")
    for state, seat in positions(game, 2, 3):
        for move in game.legal_moves(state, seat):
            after, _ = game.apply(state, seat, move.notation)
            if len(after["rows"]) > len(state["rows"]):
                break
        else:
            continue
        break
    else:
        pytest.fail("no seeded flight lays a tile")
    preview = game.preview(state, seat, move.notation)
    now = game.view(state, seat)
    assert preview.hidden
    assert preview.view["birds"][seat]["pos"] == move.notation.upper() != now["birds"][seat]["pos"]
    assert preview.view["rows"][-1]["row"] == now["rows"][-1]["row"] < game.view(after, seat)["rows"][-1]["row"]
    assert preview.view["turn"] == now["turn"] and preview.view["pile"] == now["pile"]
    assert preview.view["energy"] == game.view(after, seat)["energy"]
    other = (seat + 1) % len(state["players"])
    assert "energy" not in preview.view["birds"][other]


def test_a_preview_of_a_draw_from_the_deck_shows_no_drawn_tile():
    """Twittens' `draw` takes two tiles from the hidden deck: its preview
    is the position as it is now, and names neither tile."""
    game = registry.get("twittens")
    for state, seat in positions(game, 4, 3):
        if any(m.notation == "draw" for m in game.legal_moves(state, seat)):
            break
    else:
        pytest.fail("no seeded position offers a draw")
    after, _ = game.apply(state, seat, "draw")
    drawn = after["seats"][seat]["drawn"]
    assert drawn
    preview = game.preview(state, seat, "draw")
    assert preview.hidden and preview.view == game.view(state, seat)
    assert preview.view != game.view(after, seat)
    text = json.dumps(preview.view) + str(preview.sentence)
    for tile in drawn:
        assert f"t{tile}" not in str(preview.sentence)
        assert f"t{tile}" not in text or f"t{tile}" in json.dumps(game.view(state, seat))


def test_a_single_obvious_pass_needs_no_preview():
    game = registry.get("townies")
    state, seat = next(positions(game, 1, 2))
    moves = game.legal_moves(state, seat)
    assert all(game.needs_preview(state, seat, m) for m in moves if m.notation != "pass")
    assert not game.needs_preview(state, seat, Move("pass"))
