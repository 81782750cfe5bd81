"""The turn card's heading and frame, as data (issue 29, item 1): each
game's stage (round, turn or season, as its rulebook calls it), the colour
its pictures give each seat, and the service's reply and announcement
carrying the stage and the accent colour of the one seat to act."""

import sys
from itertools import pairwise
from types import SimpleNamespace

import pytest

import render
import render.bits
import render.townies
import render.tweeeet
import render.twittens
from bot.i18n import Words
from bot.service import Service, User
from bot.service.heading import accent, from_payload
from bot.service.model import Reply
from rules import registry
from rules.base import Game, RandomPlayer, Stage
from storage.store import Store
from tests.support import tinyrender

G, C = "guild", "chan"
ALICE = User("1", "Alice")
BOB = User("2", "Bob")
PLAYERS = {ALICE.id: ALICE, BOB.id: BOB}
GAMES = sorted(registry.games())


def played(key: str, players: int = 3, seed: int = 7, options: dict | None = None):
    """Every state of a game between random players, from set-up to the end."""
    game = registry.get(key)
    state = game.setup([f"P{i}" for i in range(players)], game.info.options(options or {}), seed)
    chooser = RandomPlayer(seed)
    states = [state]
    while not game.is_over(state):
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, chooser.choose(game, state, seat))
        states.append(state)
    return game, states


def numbers(game: Game, states) -> list[int]:
    return [game.stage(s).number for s in states]


def increments(values: list[int]) -> set[int]:
    return {b - a for a, b in pairwise(values)}


# -- the stages, as each rulebook counts them --------------------------------

@pytest.mark.parametrize("advanced, rounds", [(False, 3), (True, 4)])
def test_bits_counts_its_rounds_of_a_known_total(advanced, rounds):
    # Rulebook: "The game is played in 3 rounds"; advanced version: "4 rounds are played".
    game, states = played("bits", options={"advanced": advanced})
    stages = [game.stage(s) for s in states]
    assert {(s.kind, s.total) for s in stages} == {("round", rounds)}
    assert sorted(set(numbers(game, states))) == list(range(1, rounds + 1))
    assert increments(numbers(game, states)) == {0, 1}


def test_townies_counts_rounds_without_a_total_and_a_round_ends_when_every_seat_has_acted():
    # Rulebook: "The game is played over a series of rounds"; it ends at anyone's ninth Object.
    game, states = played("townies", seed=3)
    assert {(game.stage(s).kind, game.stage(s).total) for s in states} == {("round", None)}
    assert numbers(game, states)[0] == 1 and increments(numbers(game, states)) == {0, 1}
    for before, after in pairwise(states[:-1]):  # the last change ends the game
        new_round = game.stage(after).number == game.stage(before).number + 1
        everyone_again = len(game.to_act(before)) == 1 and len(game.to_act(after)) == len(after["turn"])
        assert new_round == everyone_again


def test_tweeeet_counts_turns_one_flight_each():
    # Rulebook: "Each turn you must move to a space with a food miniature."
    game, states = played("tweeeet", seed=5)
    assert {(game.stage(s).kind, game.stage(s).total) for s in states} == {("turn", None)}
    assert numbers(game, states) == list(range(1, len(states) + 1))


def test_twittens_counts_its_four_seasons():
    # Rulebook: "Twittens is played over 4 seasons, starting with spring."
    game, states = played("twittens", players=2, seed=2)
    assert {(game.stage(s).kind, game.stage(s).total) for s in states} == {("season", 4)}
    assert sorted(set(numbers(game, states))) == [1, 2, 3, 4] and increments(numbers(game, states)) == {0, 1}


def test_a_game_without_the_hook_has_no_stage(tiny_game):
    game = registry.get("tiny")
    assert game.stage(game.setup(["a", "b"], game.info.options({}), 1)) is None


# -- the colour the pictures give a seat ----------------------------------------

def test_tweeeet_gives_each_seat_its_teams_colour_and_draws_it():
    game, states = played("tweeeet", players=4, seed=5)
    view = game.view(states[0], None)
    colours = [render.seat_colour("tweeeet", view, seat) for seat in range(4)]
    assert colours == [render.tweeeet.TEAM[view["birds"][s]["team"]][2] for s in range(4)]
    assert colours[0] != colours[1] and colours[0] == colours[2]  # Robin, Bluethroat, Robin, ...
    assert render.seat_colour("tweeeet", view, 4) is None
    assert render.seat_colour("tweeeet", view, -1) is None
    for seat in range(4):  # the swatch of the seat's own picture is drawn in it
        image = render.private("tweeeet", game.view(states[0], seat), Words())
        assert image is not None and image.convert("RGB").getpixel((20, 22)) == colours[seat]


def test_townies_gives_each_seat_its_markers_colour_which_passes_every_round():
    game, states = played("townies", players=3, seed=3)
    first, later = states[0], next(s for s in states if s["round"] == 2)
    for state in (first, later):
        view = game.view(state, None)
        assert [render.seat_colour("townies", view, s) for s in range(3)] == [
            render.townies.FILL[view["markers"][s]] for s in range(3)]
        assert render.seat_colour("townies", view, 3) is None
        assert render.seat_colour("townies", view, -1) is None
    assert game.view(first, None)["markers"] != game.view(later, None)["markers"]


@pytest.mark.parametrize("key", ["bits", "twittens"])
def test_a_game_whose_pictures_give_seats_no_colour_has_none(key):
    game, states = played(key, players=2, seed=1)
    assert not hasattr(render.renderer(key), "seat_colour")
    assert render.seat_colour(key, game.view(states[0], None), 0) is None


# -- the service's reply and announcement ----------------------------------------

@pytest.fixture
async def service(tmp_path):
    store = await Store.open(tmp_path / "heading.db")
    svc = Service(store)
    yield svc
    await store.close()
    svc.executor.shutdown(wait=False)


def expected_accent(key: str, game: Game, state) -> int | None:
    acting = game.to_act(state)
    if len(acting) != 1:
        return None
    colour = render.seat_colour(key, game.view(state, None), next(iter(acting)))
    return None if colour is None else colour[0] * 65536 + colour[1] * 256 + colour[2]


@pytest.mark.parametrize("key", GAMES)
async def test_each_reply_and_announcement_carries_the_stage_and_the_colour_of_the_one_seat_to_act(service, key):
    await service.new_game(G, C, key, ALICE, seed=4)
    await service.join(G, C, BOB)
    reply = await service.start(G, C, ALICE)
    chooser = RandomPlayer(4)
    seen = set()
    for _ in range(40):
        table = await service.table(G, C)
        game, state = table.game, table.live
        assert reply.stage == game.stage(state) and reply.stage is not None
        if reply.finished:
            break
        assert reply.accent == expected_accent(key, game, state)
        seen.add(reply.accent is None)
        announcement = (await service.pending_announcements())[-1]
        assert announcement.payload.get("accent") == reply.accent
        again = await service.announcement_reply(announcement)
        assert (again.stage, again.accent) == (reply.stage, reply.accent)
        seat = min(game.to_act(state))
        reply = await service.move(G, C, PLAYERS[table.user_of(seat).user_id],
                                   chooser.choose(game, state, seat))
    if key == "tweeeet":  # one bird flies at a time
        assert seen == {False}
    elif key == "townies":  # everyone at once, and the last seat of a round alone
        assert seen == {False, True}
    else:  # bits, twittens: their pictures give seats no colour
        assert seen == {True}
    over = reply
    if not over.finished:
        await service.resign(G, C, ALICE)
        over = await service.resign(G, C, BOB)  # computers play on to the end
    assert over.finished and over.accent is None
    assert "accent" not in (await service.pending_announcements())[-1].payload


def test_a_payload_without_the_heading_or_with_a_bad_colour_restores_none():
    for payload in ({}, {"accent": -1}, {"accent": 0x1000000}, {"accent": "red"}, {"stage": "round 1"}):
        reply = Reply("x")
        from_payload(payload, reply)
        assert (reply.stage, reply.accent) == (None, None)
    reply = Reply("x")
    from_payload({"accent": 0xFFFFFF, "stage": {"kind": "turn", "number": 2, "total": None}}, reply)
    assert (reply.stage, reply.accent) == (Stage("turn", 2, None), 0xFFFFFF)
    from_payload({"accent": 0, "stage": {"kind": "round", "number": 1, "total": 3}}, reply)
    assert (reply.stage, reply.accent) == (Stage("round", 1, 3), 0)


def test_the_accent_of_a_game_without_pictures_or_seat_colours_is_none(tiny_game, monkeypatch):
    state = tiny_game.setup(["a", "b"], tiny_game.info.options({}), 1)
    table = SimpleNamespace(game=tiny_game)
    assert len(tiny_game.to_act(state)) == 1
    assert accent(table, state) is None  # its pictures give seats no colour
    monkeypatch.setattr(tinyrender, "seat_colour", lambda view, seat: (1, 2, 3 + seat), raising=False)
    assert accent(table, state) == 0x010203 + min(tiny_game.to_act(state))
    monkeypatch.delitem(sys.modules, "render.tiny")  # no renderer at all (`referee doctor` says so)
    assert accent(table, state) is None
