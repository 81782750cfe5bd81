"""Property tests over many seeded random games: tile and card conservation,
JSON round trips, replay from the log, apply never mutating its input, and
public views that hide every secret."""

import json

import pytest

from rules.base import RandomPlayer, RulesError, dumps
from rules.twittens import GAME
from rules.twittens.geometry import CARDS, TILES, Twitten

SEEDS = range(6)


def faces_in(obj, found=None):
    """Every tile face (dict with edges) and card (dict with title) in a view."""
    if found is None:
        found = {"tiles": set(), "cards": set()}
    if isinstance(obj, dict):
        if "edges" in obj and "id" in obj:
            found["tiles"].add(obj["id"])
        if "title" in obj and "id" in obj:
            found["cards"].add(obj["id"])
        for v in obj.values():
            faces_in(v, found)
    elif isinstance(obj, list):
        for v in obj:
            faces_in(v, found)
    return found


def public_tiles(state):
    seen = set()
    for s in state["seats"]:
        seen |= {t for t, *_ in s["twitten"]}
        if state["phase"] == "prepare" and s.get("previous"):  # last season's scored Twittens
            seen |= {t for t, *_ in s["previous"]["twitten"]}
    for st in state["stacks"] or []:
        if st:
            seen.add(st[-1])
    if state["discard"]:
        seen.add(state["discard"][-1])
    return seen


def private_tiles(state, seat):
    s = state["seats"][seat]
    out = set(s["drawn"]) | set(s["deal_tiles"])
    for t in (s["favourite"], s["holding"]):
        if t is not None:
            out.add(t)
    return out


def check_views(state):
    public = GAME.view(state, None)
    text = json.dumps(public)
    assert "me" not in public and "rng" not in public and '"deck"' not in text
    found = faces_in(public)
    assert found["tiles"] <= public_tiles(state)
    completed = {c for s in state["seats"] for c in s["completed"]}
    if state["phase"] == "over":
        completed |= {c for s in state["seats"] for c in s["cards"]}
    if state["phase"] == "prepare":  # last season's cards, revealed at scoring
        completed |= {c for s in state["seats"] for c, _ in (s.get("previous") or {}).get("cards", [])}
    assert found["cards"] <= completed
    for seat in range(len(state["seats"])):
        mine = GAME.view(state, seat)
        assert mine["me"] == GAME.private(state, seat)
        got = faces_in(mine)
        assert got["tiles"] <= public_tiles(state) | private_tiles(state, seat)
        s = state["seats"][seat]
        own_cards = set(s["cards"]) | set(s["school"]) | set(s["deal_cards"])
        assert got["cards"] <= completed | own_cards


def conservation(state):
    """Tiles: each of the 60 exactly once (checked by validate); cards: every
    season's 25 cards accounted for."""
    GAME.validate(state)
    if state["phase"] != "over":
        where = list(state["deck"])
        for st in state["stacks"] or []:
            where += st
        where += state["discard"] or []
        for s in state["seats"]:
            where += [t for t, *_ in s["twitten"]] + s["drawn"] + s["deal_tiles"]
            where += [t for t in (s["favourite"], s["holding"]) if t is not None]
        assert sorted(where) == sorted(TILES)


def play(n, seed, check_every=1):
    state = GAME.setup([f"P{i}" for i in range(n)], {}, seed)
    initial = dumps(state)
    bot = RandomPlayer(seed)
    log = []
    step = 0
    while not GAME.is_over(state):
        acting = GAME.to_act(state)
        seat = sorted(acting)[step % len(acting)]
        move = bot.choose(GAME, state, seat)
        before = dumps(state)
        if step % check_every == 0:
            conservation(state)
            check_views(state)
            assert json.loads(json.dumps(state)) == state
            with pytest.raises(RulesError):
                GAME.apply(state, seat, "place 99,99 0" if acting[seat].kind == "place" else "nonsense 1")
            assert dumps(state) == before
        state, _ = GAME.apply(state, seat, move)
        log.append((seat, move))
        step += 1
    return initial, log, state


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_conserve_tiles_hide_secrets_and_replay(n, seed):
    initial, log, final = play(n, seed, check_every=3)
    conservation(final)
    check_views(final)
    replay = GAME.setup([f"P{i}" for i in range(n)], {}, seed)
    assert dumps(replay) == initial
    for seat, move in log:
        snapshot = dumps(replay)
        nxt, _ = GAME.apply(replay, seat, move)
        assert dumps(replay) == snapshot  # apply never mutates its input
        replay = nxt
    assert dumps(replay) == dumps(final)
    assert all(len(s["sheets"]) == 4 for s in final["seats"])
    for s in final["seats"]:
        for sheet in s["sheets"]:
            assert sheet["total"] == sum(sheet[k] for k in (
                "houses", "trees", "streetlights", "roads", "stations", "playgrounds", "allotments", "bimble"))
            assert sheet["streetlights"] in (0, sheet["tiles"])
            assert sheet["houses"] in (0, sheet["house_count"])


@pytest.mark.parametrize("seed", range(3))
def test_every_listed_move_is_accepted(seed):
    """At sampled positions, every legal move listed applies without error."""
    state = GAME.setup(["A", "B", "C"], {}, 100 + seed)
    bot = RandomPlayer(seed)
    step = 0
    while not GAME.is_over(state):
        acting = GAME.to_act(state)
        seat = min(acting)
        if step % 5 == 0:
            for m in GAME.legal_moves(state, seat)[:40]:
                GAME.apply(state, seat, m.notation)
        state, _ = GAME.apply(state, seat, bot.choose(GAME, state, seat))
        step += 1


def test_hand_written_state_breaking_conservation_is_invalid():
    from rules.base import InvalidState

    state = GAME.setup(["A", "B"], {}, 1)
    state["deck"].append(state["deck"][0])
    with pytest.raises(InvalidState, match="exactly one place"):
        GAME.validate(state)
    state = GAME.setup(["A", "B"], {}, 1)
    state["seats"][0]["twitten"] = [[state["deck"].pop(), 0, 0, 0], [state["deck"].pop(), 5, 5, 0]]
    with pytest.raises(InvalidState, match="Placing rule ii"):
        GAME.validate(state)


def scramble_secrets(state):
    """The same public position with different secrets: the deck reordered,
    open Bimble cards and Favourite Places swapped for unseen ones."""
    other = GAME.copy_state(state)
    other["deck"] = list(reversed(other["deck"]))
    season = other["season"] - 1
    bdeck = other["bimble_decks"][season]
    for s in other["seats"]:
        if s["favourite"] is not None and other["deck"]:
            other["deck"].append(s["favourite"])
            s["favourite"] = other["deck"].pop(0)
        tw = Twitten(s["twitten"])
        for k, c in enumerate(list(s["cards"])):
            unmet = [d for d in bdeck if not tw.completes(CARDS[d])]  # a met card would be revealed
            if c not in s["completed"] and unmet:
                bdeck.remove(unmet[0])
                s["cards"][k] = unmet[0]
                bdeck.append(c)
    other["rng"] = (other["rng"] * 7 + 3) % (1 << 64)
    return other


@pytest.mark.parametrize("n", [2, 4])
def test_public_view_does_not_depend_on_secrets(n):
    state = GAME.setup([f"P{i}" for i in range(n)], {}, 42 + n)
    bot = RandomPlayer(n)
    step = 0
    checked = 0
    while not GAME.is_over(state):
        if state["phase"] == "play" and step % 4 == 0:
            other = scramble_secrets(state)
            GAME.validate(other)
            assert GAME.view(other, None) == GAME.view(state, None)
            assert GAME.summary(other, None) == GAME.summary(state, None)
            checked += 1
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, bot.choose(GAME, state, seat))
        step += 1
    assert checked > 10
