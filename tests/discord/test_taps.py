"""Every move with taps (issue 29, items 1 to 3 on Discord, through the
stand-in): a whole game of each title played from the move builder alone
(never a typed move) on a phone-sized flow (no step offers more than 25
choices, none is a dead end, every decision takes at most 6 interactions
counting the first tap on the turn message and *Play it*), Back at every
step, a preview then Back that leaves the player's view as it was, a stale
step that restarts at the new position, every public message a layout
(IS_COMPONENTS_V2, no content, no embeds) and one ping per decision."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.discordbot.present import COLOUR
from bot.service import User
from bot.service.builder import STALE
from rules import registry
from tests.discord.play import offered, open_game, table
from tests.discord.standin import COMPONENTS_V2, StoredMessage
from tests.discord.test_play import people

GAMES = sorted(k for k in registry.games() if k != "tiny")
MAX_INTERACTIONS = 6  # issue 29: counting the first tap on the turn message and the confirmation


def seen(message: StoredMessage) -> tuple[str, list[str], list[str]]:
    """What the player sees of a private step: words, components, picture."""
    return message.words(), message.custom_ids(), [a.filename for a in message.attachments]


def play_id(message: StoredMessage) -> str | None:
    return next((c for c in message.custom_ids() if c.startswith("ref:play:")), None)


def back_id(message: StoredMessage) -> str | None:
    return next((c for c in message.custom_ids() if c.startswith("mb:")
                 and message.component(c).get("label") == "Back"), None)


def check_step(message: StoredMessage) -> None:
    """A phone-sized step: a few buttons or one select of at most 25, or
    *Play it*; never a dead end."""
    choices = offered(message)
    if play_id(message) is None:
        assert choices, f"a dead end: {message.words()}"
    for custom_id in choices:
        item = message.component(custom_id)
        assert item["type"] != 3 or 1 <= len(item["options"]) <= 25
        assert len(custom_id) <= 100


async def tap(s, person, message: StoredMessage, custom_id: str, rng: random.Random):
    item = message.component(custom_id)
    values = [rng.choice([o["value"] for o in item["options"]])] if item["type"] == 3 else None
    exchange = await s.click(person, message, custom_id, values)
    assert exchange.responses[0]["type"] in (6, 7), "a step edits the private message in place"
    return exchange


async def decide(harness, person, rng: random.Random, *, try_back: bool) -> int:
    """One decision with taps alone; with ``try_back``, Back is pressed
    after every choice and at the preview, and must show the step before
    exactly as it was. Returns the interactions the decision took (Back
    and its redo not counted)."""
    s = harness.standin
    board = next(m for m in reversed(s.channel_messages()) if any(c.startswith("ref:turn:") for c in m.custom_ids()))
    opened = await s.click(person, board, next(c for c in board.custom_ids() if c.startswith("ref:turn:")))
    offer = next(m for m in opened.replies() if m.ephemeral and (play_id(m) or offered(m)))
    interactions = 1
    while True:
        check_step(offer)
        final = play_id(offer)
        if final is not None:
            break
        before = seen(offer)
        choice = rng.choice(offered(offer))
        state = rng.getstate()
        await tap(s, person, offer, choice, rng)
        if try_back:
            assert back_id(offer) is not None, "every step after the first offers Back"
            await s.click(person, offer, back_id(offer))
            assert seen(offer) == before, "Back shows the step before exactly as it was"
            rng.setstate(state)
            await tap(s, person, offer, choice, rng)
        interactions += 1
    if try_back and back_id(offer) is not None:  # the preview, then Back: nothing changed
        t = await table(harness)
        public = len(s.public_messages())
        await s.click(person, offer, back_id(offer))
        assert play_id(offer) is None
        after = await table(harness)
        assert (after.row.version, after.state) == (t.row.version, t.state) and len(s.public_messages()) == public
        for _ in range(MAX_INTERACTIONS):  # walk to a move again (counted apart)
            if play_id(offer):
                break
            await tap(s, person, offer, rng.choice(offered(offer)), rng)
        final = play_id(offer)
        assert final is not None
    played = await s.click(person, offer, final)
    assert played.responses and "You played" in offer.words() and offer.components == []
    return interactions + 1


@pytest.mark.parametrize("kind", GAMES)
async def test_a_whole_game_is_played_with_taps_alone(harness, kind):
    s = harness.standin
    game = registry.get(kind)
    humans = [s.alice, s.bob][: max(2, min(2, game.info.max_players))]
    await open_game(s, kind, humans, computers=max(0, game.info.min_players - len(humans)))
    rng = random.Random(kind)
    counts: Counter[int] = Counter()
    for decision in range(2000):
        t = await table(harness)
        if t.row.status != "active":
            break
        owing = sorted(x for x in t.game.to_act(t.state) if not t.user_of(x).is_computer)
        person = people(s)[t.user_of(rng.choice(owing)).user_id]
        owed_before = {x.user_id for x in t.seats if x.owing_since and not x.is_computer}
        count = len(s.channel_messages())
        counts[await decide(harness, person, rng, try_back=decision % 7 == 0)] += 1
        new = s.channel_messages()[count:]
        assert len(new) == 1, "one public message per move"
        after = await table(harness)
        if after.row.status == "active":  # pinged: who newly owes a decision, never twice for one
            now = {after.user_of(x).user_id for x in after.game.to_act(after.state)
                   if not after.user_of(x).is_computer}
            assert new[0].pinged == {int(u) for u in now if u not in owed_before or u == str(person.id)}
    else:
        pytest.fail("the game did not end")
    assert (await table(harness)).row.status == "finished"
    assert not [e for e in s.exchanges.values() if e.kind == 2 and e.data["name"] == "game"
                and e.data["options"][0]["name"] == "move"], "no typed move"
    assert max(counts) <= MAX_INTERACTIONS, dict(counts)
    for message in s.public_messages():  # lobby, turns, final standings, replay
        assert message.flags & COMPONENTS_V2 and message.content == "" and message.embeds == [], message.text()
        assert {a.filename for a in message.attachments} <= message.references(), "every file shown"


async def test_a_stale_step_restarts_at_the_new_position(harness):
    """A simultaneous round: Alice opens her builder, Bob plays (the game
    moves on), Alice's next tap is refused with a sentence and her walk
    starts again, in place, at the new position's first step."""
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], simultaneous=True, rounds=2)
    board = s.last_public()
    turn = next(c for c in board.custom_ids() if c.startswith("ref:turn:"))
    alice = next(m for m in (await s.click(s.alice, board, turn)).replies() if m.custom_ids())
    bob = next(m for m in (await s.click(s.bob, board, turn)).replies() if m.custom_ids())
    before = await table(harness)
    while play_id(bob) is None:
        await s.click(s.bob, bob, offered(bob)[0])
    await s.click(s.bob, bob, play_id(bob))
    moved = await table(harness)
    assert moved.row.version > before.row.version
    stale = play_id(alice) or offered(alice)[0]
    exchange = await s.click(s.alice, alice, stale)
    assert exchange.responses[0]["type"] == 7 and STALE in alice.words()
    assert (await table(harness)).row.version == moved.row.version  # nothing played
    fresh = [c for c in alice.custom_ids() if c.startswith(("mb:", "ref:play:"))]
    assert fresh and all(f":{moved.row.id}:{moved.row.version}:" in c for c in fresh)
    while play_id(alice) is None:
        await s.click(s.alice, alice, offered(alice)[0])
    await s.click(s.alice, alice, play_id(alice))
    assert (await table(harness)).row.version > moved.row.version


async def test_a_builder_left_open_after_the_move_offers_nothing_more(harness):
    """Two builders opened in a simultaneous round; after playing from one,
    a tap on the other is told the game moved on and that it is not the
    player's turn, with nothing more offered."""
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], simultaneous=True, rounds=2)
    board = s.last_public()
    turn = next(c for c in board.custom_ids() if c.startswith("ref:turn:"))
    used, spare = [next(m for m in (await s.click(s.alice, board, turn)).replies() if m.custom_ids())
                   for _ in range(2)]
    while play_id(used) is None:
        await s.click(s.alice, used, offered(used)[0])
    await s.click(s.alice, used, play_id(used))
    version = (await table(harness)).row.version
    await s.click(s.alice, spare, play_id(spare) or offered(spare)[0])
    assert STALE in spare.words() and "not your turn" in spare.words()
    assert not [c for c in spare.custom_ids() if c.startswith(("mb:", "ref:play:"))]
    assert (await table(harness)).row.version == version


async def test_the_preview_shows_the_sentence_and_the_seats_own_picture(harness):
    """The last step of a move that needs a preview shows the service's
    preview sentence and the asker's own picture after it; Back removes it."""
    s = harness.standin
    await open_game(s, "twittens", [s.alice, s.bob])
    t = await table(harness)
    seat = sorted(t.game.to_act(t.state))[0]
    person = people(s)[t.user_of(seat).user_id]
    board = s.last_public()
    offer = next(m for m in (await s.click(person, board, next(c for c in board.custom_ids()
                                                              if c.startswith("ref:turn:")))).replies()
                 if m.custom_ids())
    rng = random.Random(3)
    while play_id(offer) is None:
        await tap(s, person, offer, rng.choice(offered(offer)), rng)
    notation = offer.words().split("If you play ")[1].split(":")[0] if "If you play " in offer.words() else None
    assert notation is not None, offer.words()
    shown = await harness.service.preview(str(s.guild_id), str(s.channel_id), User(str(person.id), person.name),
                                          notation, t.row.version)
    assert shown.text in offer.words()
    assert [a.data for a in offer.attachments] == [shown.private_picture.png]
    await s.click(person, offer, back_id(offer))
    assert offer.attachments == [] and play_id(offer) is None


async def test_the_turn_card_holds_the_game_the_board_and_the_buttons(harness):
    """The turn message is one container in the project's colour: the
    game's name as heading, what happened, the board in a gallery with its
    alt text, the ping, then Choose my move, My private info, History and,
    after a move the game lets its mover take back, Undo (only the mover
    may use it: anyone else is told why)."""
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2, undo=True)
    t = await table(harness)
    await s.slash(s.alice, "game move", move=f"play {t.state['hands'][0][0]}")
    card = s.last_public()
    after = await table(harness)
    [container] = card.components
    assert container["type"] == 17 and container["accent_color"] == COLOUR.value
    assert card.displays().startswith("## Tiny Race\n") and card.displays().endswith(f"<@{s.bob.id}> your move.")
    gallery = next(c for c in card.walk() if c["type"] == 12)
    [item] = gallery["items"]
    assert item["media"]["url"] == f"attachment://{card.pngs()[0].filename}" and item["description"]
    game = after.row.id
    assert [c.split(":")[1] for c in card.custom_ids()] == ["turn", "hand", "catchup", "history", "undo"]
    assert f"ref:undo:{game}:{after.row.version}" in card.custom_ids()
    refused = await s.click(s.bob, card, f"ref:undo:{game}:{after.row.version}")
    assert refused.ephemeral_text() and not refused.public_replies()
    assert (await table(harness)).row.version == after.row.version
    offer = await s.click(s.alice, card, f"ref:undo:{game}:{after.row.version}")
    assert any(c.endswith(":yes") for m in offer.replies() for c in m.custom_ids())  # asks before taking back
    history = await s.click(s.carol, card, f"ref:history:{game}")
    assert "play" in history.ephemeral_text() and not history.public_replies()
    await s.slash(s.bob, "game move", move=f"play {after.state['hands'][1][0]}")
    late = await s.click(s.alice, card, f"ref:undo:{game}:{after.row.version}")  # Bob played since
    assert "cannot be taken back" in late.ephemeral_text() and (await table(harness)).row.version > after.row.version
