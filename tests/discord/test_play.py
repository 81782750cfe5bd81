"""Playing by slash commands, autocomplete, buttons and selects."""

from __future__ import annotations

import importlib
import random

import pytest

from bot.discordbot import walk
from bot.service import lobby as service_lobby
from bot.service.builder import STALE
from rules import registry
from tests.discord.play import choose, offered, open_game, play_to_end, table


def people(s):
    return {str(p.id): p for p in (s.alice, s.bob, s.carol, s.mallory, s.admin)}


async def test_complete_tiny_game_by_slash_commands(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], computers=1, rounds=2)
    moves = await play_to_end(harness, people(s))
    assert moves == 4  # two rounds, two humans
    final = s.last_public()
    assert final.layout and final.pngs() and final.pngs()[0].filename in final.references()
    t = await table(harness)
    assert final.custom_ids() == [f"ref:rematch:{t.row.id}"]  # only the Rematch button stays
    assert t.row.status == "finished"


async def test_simultaneous_tiny_game_keeps_choices_hidden(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob, s.carol], rounds=2, simultaneous=True)
    t = await table(harness)
    hands = {p: list(t.state["hands"][i]) for i, p in enumerate([s.alice, s.bob, s.carol])}
    ex = await s.slash(s.alice, "game move", move=f"play {hands[s.alice][0]}")
    assert "You played" in ex.ephemeral_text()
    round_message = s.last_public()
    assert "Alice has played a card" in round_message.words()
    assert f"play {hands[s.alice][0]}" not in round_message.words()
    assert "Still to act: Bob, Carol" in round_message.words()
    assert round_message.pinged == set()  # Bob and Carol were pinged when the round began
    start = s.channel_messages()[-2]
    assert start.pinged == {s.alice.id, s.bob.id, s.carol.id}
    await play_to_end(harness, people(s))
    _assert_no_hidden_information(s)


def _assert_no_hidden_information(s):
    private_pngs = {a.data for m in s.messages.values() if m.ephemeral for a in m.pngs()}
    for message in s.public_messages():
        text = message.text()
        assert "Your hand" not in text and "You played" not in text, text
        for png in message.pngs():
            assert "private" not in png.filename
            assert png.data not in private_pngs


async def test_hand_is_private_and_hidden_information_never_public(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2)
    ex = await s.slash(s.bob, "game hand")
    (reply,) = ex.replies()
    assert reply.ephemeral and reply.visible_to == s.bob.id
    t = await table(harness)
    assert "Your hand: " + ", ".join(map(str, t.state["hands"][1])) in reply.words()
    assert reply.pngs() and "private" in reply.pngs()[0].filename
    outsider = await s.slash(s.mallory, "game hand")
    assert "not playing" in outsider.ephemeral_text()
    await play_to_end(harness, people(s))
    _assert_no_hidden_information(s)


async def test_autocomplete_lists_the_askers_legal_moves(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob])
    t = await table(harness)
    hand = sorted(set(t.state["hands"][0]))
    choices = await s.autocomplete(s.alice, "game move", "move", move="")
    assert [c["value"] for c in choices] == [f"play {v}" for v in hand]
    assert all(c["name"].startswith(c["value"]) for c in choices)  # readable labels
    typed = await s.autocomplete(s.alice, "game move", "move", move=f"play {hand[-1]}")
    assert [c["value"] for c in typed] == [f"play {hand[-1]}"]
    assert await s.autocomplete(s.bob, "game move", "move", move="") == []  # not Bob's turn
    assert await s.autocomplete(s.mallory, "game move", "move", move="") == []


async def test_out_of_turn_and_non_player_moves_are_refused(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob])
    before = await table(harness)
    published = len(s.public_messages())
    bob_card = before.state["hands"][1][0]
    out_of_turn = await s.slash(s.bob, "game move", move=f"play {bob_card}")
    assert "not your turn" in out_of_turn.ephemeral_text()
    assert not out_of_turn.public_replies()
    stranger = await s.slash(s.mallory, "game move", move="play 1")
    assert "not playing" in stranger.ephemeral_text()
    missing = [v for v in range(1, 6) if v not in before.state["hands"][0]][0]
    illegal = await s.slash(s.alice, "game move", move=f"play {missing}")
    assert "no" in illegal.ephemeral_text() and "hand" in illegal.ephemeral_text()
    assert not illegal.public_replies()
    after = await table(harness)
    assert after.row.version == before.row.version and after.state == before.state
    assert len(s.public_messages()) == published


async def test_choose_by_button_and_stale_choice_refused(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=3)
    board = s.last_public()
    turn_id = next(c for c in board.custom_ids() if c.startswith("ref:turn:"))
    # Bob is not to act: told so, nothing offered
    bob = await s.click(s.bob, board, turn_id)
    assert "not your turn" in bob.ephemeral_text()
    assert not [c for m in bob.replies() for c in m.custom_ids() if c.startswith(("mb:", "ref:play:"))]
    alice = await s.click(s.alice, board, turn_id)
    offer = alice.replies()[-1]
    assert offer.ephemeral and offer.visible_to == s.alice.id
    assert "Your turn: play a card from your hand." in offer.words()  # the decision Alice owes, in the game's words
    assert any(c.startswith(("mb:", "ref:play:")) for c in offer.custom_ids())  # the builder's first step
    # a second offer of the same position; play from the first
    stale_offer = (await s.click(s.alice, board, turn_id)).replies()[-1]
    while not any(c.startswith("ref:play:") for c in offer.custom_ids()):
        await choose(s, s.alice, offer, offered(offer)[0], random.Random(1))
    count = len(s.channel_messages())
    played = await s.click(s.alice, offer, next(c for c in offer.custom_ids() if c.startswith("ref:play:")))
    assert len(s.channel_messages()) == count + 1 and s.last_public().pngs()
    assert "You played" in offer.words() and offer.components == []  # edited in place
    assert played.responses[0]["type"] == 7
    # Bob plays, then Alice taps the offer made for an older position
    t = await table(harness)
    await s.slash(s.bob, "game move", move=f"play {t.state['hands'][1][0]}")
    before = await table(harness)
    tap = (offered(stale_offer) or [c for c in stale_offer.custom_ids() if c.startswith("ref:play:")])[0]
    stale = await s.click(s.alice, stale_offer, tap)
    assert STALE in stale_offer.words() and stale.responses[0]["type"] == 7  # told, in place
    after = await table(harness)
    assert after.row.version == before.row.version
    fresh = [c for c in stale_offer.custom_ids() if c.startswith(("mb:", "ref:play:"))]
    assert fresh and all(f":{after.row.id}:{after.row.version}:" in c for c in fresh)  # the walk starts again


async def test_select_menu_for_more_choices(harness, monkeypatch):
    s = harness.standin
    monkeypatch.setattr(walk, "MAX_BUTTONS", 1)
    # a fixed shuffle: one in 40 random ones deals a hand of three equal cards, one choice, no menu
    monkeypatch.setattr(service_lobby.secrets, "randbits", lambda bits: 1)
    await open_game(s, "tiny", [s.alice, s.bob])
    ex = await s.slash(s.alice, "game hand")
    reply = ex.replies()[-1]
    select = next(c for c in reply.custom_ids() if reply.component(c)["type"] == 3)
    options = [o["value"] for o in reply.component(select)["options"]]
    t = await table(harness)
    assert len(options) == len(set(t.state["hands"][0])) > 1
    await s.click(s.alice, reply, select, [options[-1]])
    assert "Chosen so far" in reply.words()
    count = len(s.channel_messages())
    await s.click(s.alice, reply, next(c for c in reply.custom_ids() if c.startswith("ref:play:")))
    assert len(s.channel_messages()) == count + 1
    assert (await table(harness)).state["scores"][0] == int(options[-1].split("_")[-1])


async def test_status_board_history_rules_export(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2)
    status = await s.slash(s.carol, "game status")
    assert status.public_replies() and "Alice to play" in status.public_replies()[0].words()
    assert status.public_replies()[0].pinged == set()  # status never pings
    board = await s.slash(s.carol, "game board")
    (msg,) = board.public_replies()
    assert msg.pngs() and msg.pngs()[0].description
    t = await table(harness)
    await s.slash(s.alice, "game move", move=f"play {t.state['hands'][0][0]}")
    history = await s.slash(s.carol, "game history")
    assert "Alice played" in history.ephemeral_text()
    rules = await s.slash(s.carol, "game rules")
    assert "Tiny Race" in rules.ephemeral_text()
    export = await s.slash(s.bob, "game export")
    assert '"hand"' in export.ephemeral_text() and not export.public_replies()


async def test_notice_offers_private_info_button(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2)
    # The deal gave Bob a hand: his next interaction tells him, privately,
    # with a button to see it.
    status = await s.slash(s.bob, "game status")
    notices = [m for m in status.replies() if m.ephemeral and "hand" in m.words() and m.custom_ids()]
    assert len(notices) == 1 and notices[0].visible_to == s.bob.id
    button = next(c for c in notices[0].custom_ids() if c.startswith("ref:hand:"))
    shown = await s.click(s.bob, notices[0], button)
    t = await table(harness)
    assert "Your hand: " + ", ".join(map(str, t.state["hands"][1])) in shown.ephemeral_text()
    # told once only
    again = await s.slash(s.bob, "game status")
    assert not [m for m in again.replies() if m.ephemeral]
    _assert_no_hidden_information(s)


async def test_resign_and_abort_permissions(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=3)
    # Issue 27: a seated player may propose abandoning the game; someone not seated may not.
    refused = await s.slash(s.carol, "game abort")
    assert "Only the players of this game" in refused.ephemeral_text()
    # no confirmation offered to someone who may not abort
    assert not [c for m in refused.replies() for c in m.custom_ids() if c.startswith("ref:confirm:")]
    resign = await s.slash(s.bob, "game resign")
    assert "resigned" in await _confirm(s, s.bob, resign, "ref:confirm:resign:")
    assert "resigned" in s.last_public().words()
    aborted = await s.slash(s.admin, "game abort")  # Manage Channels
    assert "Aborted" in await _confirm(s, s.admin, aborted, "ref:confirm:abort:")
    assert "aborted" in s.last_public().words()
    assert (await table(harness)).row.status == "aborted"


async def _confirm(s, person, asked, prefix: str) -> str:
    """Click the confirmation button of an irreversible command's reply."""
    offer = next(m for m in asked.replies() if "cannot be undone" in m.words())
    assert offer.ephemeral
    button = next(c for c in offer.custom_ids() if c.startswith(prefix))
    return (await s.click(person, offer, button)).ephemeral_text()


async def test_irreversible_commands_ask_first_and_do_nothing_until_confirmed(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=3)
    before = await table(harness)
    asked = await s.slash(s.bob, "game resign")
    asked_abort = await s.slash(s.alice, "game abort")
    after = await table(harness)
    assert after.row.version == before.row.version and after.row.status == "active"
    assert not after.seat_of(str(s.bob.id)).resigned
    # A confirmation left over from a finished game does nothing to the next one.
    # (Issue 27: Alice's confirmation proposes abandoning it; Bob's agreement ends it.)
    assert "You proposed to abandon" in await _confirm(s, s.alice, asked_abort, "ref:confirm:abort:")
    proposal = s.public_messages()[-1]
    await s.click(s.bob, proposal, next(c for c in proposal.custom_ids() if c.startswith("ref:agree:")))
    await open_game(s, "tiny", [s.alice, s.bob], rounds=3)
    stale = await _confirm(s, s.bob, asked, "ref:confirm:resign:")
    assert "already ended; nothing was done" in stale
    assert not (await table(harness)).seat_of(str(s.bob.id)).resigned


GAMES = sorted(k for k in registry.games() if k != "tiny")


def _renderer(key: str):
    """Every registered game has a renderer: importing it must succeed (a
    broken renderer fails these tests instead of skipping them)."""
    return importlib.import_module(f"render.{key}")


@pytest.mark.parametrize("kind", GAMES)
async def test_every_registered_game_plays_to_the_end(harness, kind):
    _renderer(kind)
    s = harness.standin
    game = registry.get(kind)
    humans = [s.alice, s.bob][: max(1, min(2, game.info.min_players))]
    computers = max(0, game.info.min_players - len(humans))
    await open_game(s, kind, humans, computers=computers)
    status = await s.slash(s.carol, "game status")
    assert status.public_replies() and not status.public_replies()[0].pinged
    board = await s.slash(s.carol, "game board")
    assert board.public_replies()[0].pngs()[0].description
    hand = await s.slash(s.alice, "game hand")
    assert hand.replies() and all(m.ephemeral for m in hand.replies())
    moves = await play_to_end(harness, people(s), seconds=120)
    assert moves > 0
    assert (await table(harness)).row.status == "finished"
    history = await s.slash(s.carol, "game history", last=50)
    assert history.ephemeral_text() and not history.public_replies()
    export = await s.slash(s.alice, "game export")
    (reply,) = export.replies()
    assert reply.ephemeral and (reply.words().startswith("```json") or reply.attachments[0].filename.endswith(".json"))
    _assert_no_hidden_information(s)
