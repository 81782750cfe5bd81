"""Issue 28, item 4, through the service: "while you were away" tells a
player, for them only, every move since their own last decision (with who
made it), their own private changes, the scores then and now and the board
now, replayed from the move log, and nothing of anybody else's hidden
information: the Tiny Race (turns and hidden simultaneous plays), BITS
(hidden simultaneous drops) and Twittens (secret draws)."""

from __future__ import annotations

import asyncio
import random
import re

import pytest

from bot.i18n import Words
from bot.service import Refused, Service, User
from bot.service.catchup import private_changes, said
from rules.base import Event, loads
from storage.store import Store
from tests.support.clock import Clock

ALICE, BOB, CAROL = User("1", "Alice"), User("2", "Bob"), User("3", "Carol")
PLAYERS = (ALICE, BOB, CAROL)
G, C = "guild", "chan"


def quick_pictures(service: Service) -> None:
    """Pictures are not what these tests are about: every drawing is a few
    bytes at once (the real ones have tests of their own)."""

    def soon(fn, *args):
        future = asyncio.get_running_loop().create_future()
        future.set_result(b"\x89PNG picture")
        return future

    service.draw_soon = soon


@pytest.fixture
async def service(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "catchup.db")
    svc = Service(store, clock=Clock())
    quick_pictures(svc)
    yield svc
    await store.close()
    svc.executor.shutdown(wait=False)


async def open_table(service, kind, players=PLAYERS, options=None, seed=7, channel=C):
    await service.new_game(G, channel, kind, players[0], options or {}, seed=seed)
    for p in players[1:]:
        await service.join(G, channel, p)
    await service.start(G, channel, players[0])


async def play(service, user, choose=min, channel=C):
    """``user`` makes a legal move (``choose`` picks among the notations)."""
    moves = await service.legal_moves(G, channel, user, "", limit=None)
    await service.move(G, channel, user, choose([m.notation for m in moves]))


def by_seat(table, seat):
    return next(p for p in PLAYERS if p.id == table.user_of(seat).user_id)


async def to_act(service, channel=C):
    table = await service.table(G, channel)
    return table, [by_seat(table, s) for s in sorted(table.game.to_act(table.state))]


def test_private_values_in_words():
    assert said(None) == said([]) == said({}) == "none"
    assert said([2, 3, 5]) == "2, 3, 5" and said({"id": 12, "shape": "x"}) == "12"
    assert said({"notation": "c h", "cells": ["C1", "C2"]}) == "notation c h, cells C1, C2"
    assert said({"a": [{"b": [1, {"deep": object()}]}]}) is None
    def changes(then, now):
        return [str(text) for text in private_changes(then, now)]

    assert changes({"hand": [1, 2], "same": 1}, {"hand": [2, 4], "same": 1}) == ["hand: 1, 2 then, 2, 4 now"]
    assert changes({"big": list(range(100))}, {"big": []}) == ["big changed"]
    # at most 160 characters of a value then and now are told in words; more is "changed"
    assert changes({"k": "x" * 156}, {"k": "none"}) == [f"k: {'x' * 156} then, none now"]
    assert changes({"k": "x" * 157}, {"k": "none"}) == ["k changed"]
    # an empty value is "none" in the reader's words
    assert Words("de").render(private_changes({"k": [1]}, {"k": []})[0]) == "k: 1 vorher, keine jetzt"


def test_the_last_30_moves_are_spelled_out_and_the_earlier_counted():
    """The catch-up's promise: when there are very many moves, the last ones
    (30) and "N earlier moves"."""
    from bot.service.catchup import Story, written
    from bot.service.model import Table
    from storage.base import GameRow, SeatRow

    row = GameRow(1, G, C, "tiny", "active", {}, 1, None, 1, "1", "t", "t")
    table = Table(row, [SeatRow(0, "1", "Alice", False, False), SeatRow(1, "2", "Bob", False, False)],
                  None, None)  # type: ignore[arg-type]
    told = Story(since=1, moves=[(n, "Bob", f"Bob played {n}.") for n in range(2, 37)], then={0: 1, 1: 0},
                 now={0: 1, 1: 35})
    lines = written(table, told, "", None).splitlines()
    assert lines[:3] == ["Since your last move (move 1), 35 moves were made:",
                         "(5 earlier moves: see `history`.)", "7. Bob played 7."]
    assert lines[-2:] == ["36. Bob played 36.", "Scores then and now: Alice 1 → 1, Bob 0 → 35."]


async def test_the_moves_since_my_last_decision_in_order_with_who_made_them(service):
    await open_table(service, "tiny", options={"rounds": 3})
    first = await service.catchup(G, C, ALICE)
    assert first.text.startswith("No move has been made yet.") and first.data["since"] == 0
    for user in (ALICE, BOB, CAROL, ALICE, BOB):
        await play(service, user)
    moves = await service.store.moves(first.game_id)
    told = await service.catchup(G, C, ALICE)
    assert told.ephemeral and told.picture is not None and told.private_picture is not None
    assert told.text.startswith("Since your last move (move 4), 1 move was made:")
    assert f"\n5. {moves[4].public}\n" in told.text and moves[3].public not in told.text
    carol = await service.catchup(G, C, CAROL)
    assert carol.text.startswith("Since your last move (move 3), 2 moves were made:")
    assert [line for line in carol.text.splitlines() if line[:2] in ("4.", "5.")] == [
        f"4. {moves[3].public}", f"5. {moves[4].public}"]
    table = await service.table(G, C)
    then = {0: 0, 1: 0, 2: 0}
    for m in moves[:3]:
        then[m.seat] += int(m.public.rsplit(" ", 1)[1].rstrip("."))
    now = table.game.scores(table.state)
    assert (f"Scores then and now: Alice {then[0]} → {int(now[0]['total'])}, Bob {then[1]} → "
            f"{int(now[1]['total'])}, Carol {then[2]} → {int(now[2]['total'])}.") in carol.text
    assert "Carol to play" in carol.text
    bob = await service.catchup(G, C, BOB)
    assert bob.text.startswith("Nothing has happened since your last move (move 5).")
    assert "Scores then and now" not in bob.text


async def test_a_player_who_has_not_moved_yet_is_told_every_move_from_the_first(service):
    await open_table(service, "tiny", options={"rounds": 3})
    await play(service, ALICE)
    await play(service, BOB)
    moves = await service.store.moves((await service.table(G, C)).row.id)
    carol = await service.catchup(G, C, CAROL)
    assert carol.text.startswith("Since the game began, 2 moves were made:") and carol.data["since"] == 0
    assert carol.text.splitlines()[1:3] == [f"1. {moves[0].public}", f"2. {moves[1].public}"]


async def test_a_move_taken_back_is_not_my_last_decision(tiny_game, tmp_path):
    store = await Store.open(tmp_path / "undo.db")
    service = Service(store, clock=Clock())
    quick_pictures(service)
    try:
        await open_table(service, "tiny", options={"rounds": 3, "undo": True})
        for user in (ALICE, BOB, CAROL):
            await play(service, user)
        await play(service, ALICE)
        await service.undo(G, C, ALICE)
        told = await service.catchup(G, C, ALICE)
        assert told.text.startswith("Since your last move (move 1), 2 moves were made:")
    finally:
        await store.close()
        service.executor.shutdown(wait=False)


async def test_very_many_moves_keep_the_last_ones_and_count_the_earlier(service, monkeypatch):
    dave = User("4", "Dave")
    await open_table(service, "tiny", players=(*PLAYERS, dave), options={"rounds": 3})
    for user in (ALICE, BOB, CAROL, dave):
        await play(service, user)
    await play(service, ALICE)
    for user in (BOB, CAROL, dave):
        await play(service, user)
    moves = await service.store.moves((await service.table(G, C)).row.id)
    lines = [f"{m.seq}. {m.public}" for m in moves[5:]]
    whole = await service.catchup(G, C, ALICE)
    assert whole.data["moves"] == 3 and all(line in whole.text for line in lines)
    assert "earlier move" not in whole.text
    monkeypatch.setattr("bot.service.catchup.MAX_TOLD", 2)
    told = await service.catchup(G, C, ALICE)
    assert "(1 earlier move: see `history`.)" in told.text
    assert lines[0] not in told.text and lines[1] in told.text and lines[2] in told.text
    monkeypatch.setattr("bot.service.catchup.MAX_TOLD", 30)
    limit = len(whole.text) - 1  # one character too many: the earliest move gives way
    short = await service.catchup(G, C, ALICE, limit=limit)
    assert len(short.text) <= limit and lines[-1] in short.text and lines[0] not in short.text
    assert "earlier move" in short.text and short.text.endswith(whole.text.splitlines()[-1])
    dropped = sum(1 for line in lines if line not in short.text)  # each move given way is counted once
    assert f"({dropped} earlier move{'s' if dropped != 1 else ''}: see `history`.)" in short.text


async def test_a_resigned_player_reads_no_private_view(service):
    await open_table(service, "tiny", options={"rounds": 3})
    await play(service, ALICE)
    await service.resign(G, C, BOB)  # a computer now plays Bob's seat
    told = await service.catchup(G, C, BOB)
    assert told.private_picture is None and told.data["private"] == [] and told.data["changed"] == []
    assert "private" not in told.text.lower()
    alice = await service.catchup(G, C, ALICE)
    assert alice.private_picture is not None


async def test_who_may_catch_up(service):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2}, seed=3)
    with pytest.raises(Refused, match="has not started yet"):
        await service.catchup(G, C, ALICE)
    await service.join(G, C, BOB)
    await service.start(G, C, ALICE)
    with pytest.raises(Refused, match="You have no seat in this game"):
        await service.catchup(G, C, CAROL)
    game_id = (await service.table(G, C)).row.id
    assert (await service.catchup(G, C, BOB, game_id=game_id)).game_id == game_id
    with pytest.raises(Refused, match="no longer exists here"):
        await service.catchup("another-guild", C, BOB, game_id=game_id)


# -- hidden information: nobody else's, ever ---------------------------------------------------


async def simultaneous_tiny(tmp_path, name, bobs_card_choice):
    """Three players of the simultaneous Tiny Race: a round played, then
    Alice plays and Bob plays his hidden card (lowest or highest), Carol
    not yet: Alice's catch-up, and the service."""
    store = await Store.open(tmp_path / f"{name}.db")
    service = Service(store, clock=Clock())
    quick_pictures(service)
    await open_table(service, "tiny", options={"rounds": 4, "simultaneous": True}, seed=11)
    for user in PLAYERS:
        await play(service, user)
    await play(service, ALICE)
    await play(service, BOB, choose=bobs_card_choice)
    return service, await service.catchup(G, C, ALICE)


async def test_anothers_hidden_choice_changes_nothing_in_my_catch_up(tmp_path, tiny_game):
    low_service, low = await simultaneous_tiny(tmp_path, "low", min)
    high_service, high = await simultaneous_tiny(tmp_path, "high", max)
    try:
        bob_low = (await low_service.table(G, C)).state["pending"]["1"]
        bob_high = (await high_service.table(G, C)).state["pending"]["1"]
        assert bob_low != bob_high  # Bob's hidden cards differ ...
        assert low.text == high.text and low.data == high.data  # ... and Alice reads the very same words
        assert "Bob has played a card." in low.text and "You played" not in low.text
    finally:
        for svc in (low_service, high_service):
            await svc.store.close()
            svc.executor.shutdown(wait=False)


async def drive(service, kind, seed, moves, players=PLAYERS, options=None):
    """A real game played by seeded random legal moves, ``moves`` of them
    (or until it ends)."""
    await open_table(service, kind, players=players, options=options, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        table, acting = await to_act(service)
        if table.row.status != "active" or not acting:
            return
        await play(service, rng.choice(acting), choose=lambda notations: rng.choice(sorted(notations)))


def private_events_since(table, moves, reader_seat, seats):
    """Each seat's private events after the reader's last decision (a
    replay by the test itself)."""
    game = table.game
    last = max((i for i, m in enumerate(moves) if m.seat == reader_seat), default=-1)
    state = game.setup(game.player_names(table.live), table.row.options, table.row.seed)
    told: dict[int, list[Event]] = {s: [] for s in seats}
    for i, m in enumerate(moves):
        state, events = game.apply(state, m.seat, m.notation)
        if i > last:
            for e in events:
                if e.private and e.seat in told:
                    told[e.seat].append(e)
    return told


async def bits_table(tmp_path, name, bobs_drop_choice):
    """Three players of BITS: three rounds of random drops, then Alice
    drops, Bob and Carol drop (all revealed), and Bob drops again, hidden
    (his first or last legal drop): Alice's catch-up, and the service."""
    store = await Store.open(tmp_path / f"{name}.db")
    service = Service(store, clock=Clock())
    quick_pictures(service)
    await drive(service, "bits", 5, 9)
    await play(service, ALICE)
    table = await service.table(G, C)
    service.alices_drop = table.game.private(table.state, 0)["pending"]  # type: ignore[attr-defined]
    for user in (BOB, CAROL):
        await play(service, user)
    await play(service, BOB, choose=bobs_drop_choice)
    return service, await service.catchup(G, C, ALICE)


async def test_bits_hidden_drops_my_own_change_and_nobody_elses(tmp_path):
    first, told = await bits_table(tmp_path, "first", min)
    last, other = await bits_table(tmp_path, "last", max)
    try:
        table = await first.table(G, C)
        moves = await first.store.moves(table.row.id)
        alices = [m for m in moves if m.seat == 0][-1]
        assert told.text.startswith(f"Since your last move (move {alices.seq}), 3 moves were made:")
        # her own change: the drop she had pending is revealed, so her private pending is gone
        drop = first.alices_drop
        assert (f"pending: notation {drop['notation']}, tile {drop['tile']}, colours {', '.join(drop['colours'])},"
                f" cells {', '.join(drop['cells'])} then, none now") in told.text
        bobs = [table.game.private((await svc.table(G, C)).state, 1)["pending"] for svc in (first, last)]
        assert bobs[0] != bobs[1]  # Bob's hidden drops differ ...
        assert told.text == other.text and told.data == other.data  # ... and Alice reads the same words
        assert "You dropped" not in told.text  # nobody's private sentence
    finally:
        for svc in (first, last):
            await svc.store.close()
            svc.executor.shutdown(wait=False)


async def test_twittens_secret_draws_of_the_others_never_appear(service):
    await drive(service, "twittens", 3, 20, players=(ALICE, BOB))
    rng = random.Random(4)
    for _ in range(300):  # on until Bob drew in secret since Alice's last decision
        table, acting = await to_act(service)
        moves = await service.store.moves(table.row.id)
        theirs = private_events_since(table, moves, 0, [1])[1]
        if any("You drew" in str(e.text) for e in theirs) and ALICE not in acting:
            break
        await play(service, rng.choice(acting), choose=lambda notations: rng.choice(sorted(notations)))
    else:
        pytest.fail("Bob never drew while Alice waited")
    told = await service.catchup(G, C, ALICE)
    assert told.data["moves"] >= 1 and told.data["since"] > 0
    public = str(table.game.view(table.state, None)) + " ".join(m.public for m in moves)
    secret_tiles = {t for e in theirs for t in re.findall(r"\bt[0-9]+\b", str(e.text))
                    if not re.search(rf"\b{t}\b", public)}
    held = table.game.private(table.state, 1)
    for key in ("holding", "favourite"):
        if held.get(key):
            secret_tiles.add(f"t{held[key]['id']}")
    for tile in list(held.get("drawn") or []):
        secret_tiles.add(f"t{tile['id']}")
    secret_tiles = {t for t in secret_tiles if not re.search(rf"\b{t}\b", public)}
    assert secret_tiles  # Bob holds tiles nobody else has seen ...
    assert not any(re.search(rf"\b{t}\b", told.text) for t in secret_tiles), secret_tiles  # ... none is told
    assert not any(str(e.text) in told.text for e in theirs) and "You drew" not in told.text
    state = loads(table.row.state)
    assert told.data["now"] == {s: r["total"] for s, r in table.game.scores(state).items()}
