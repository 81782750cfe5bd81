"""Helpers that play games through the stand-in as Discord users would."""

from __future__ import annotations

import asyncio
import random

from bot.i18n import catalogue
from tests.discord.standin import DiscordStandIn, Person, StoredMessage


async def open_game(s: DiscordStandIn, kind: str, humans: list[Person], computers: int = 0,
                    channel_id: int | None = None, **options) -> StoredMessage:
    """new + join + computers + start, all by slash commands."""
    first, *others = humans
    ex = await s.slash(first, f"game new {kind}", channel_id=channel_id, **options)
    assert not ex.public_replies(), ex.ephemeral_text()
    for person in others:
        ex = await s.slash(person, "game join", channel_id=channel_id)
        assert "joined" in ex.ephemeral_text(), ex.ephemeral_text()
    for _ in range(computers):
        ex = await s.slash(first, "game computer", channel_id=channel_id)
        assert "added Computer" in ex.ephemeral_text(), ex.ephemeral_text()
    before = len(s.channel_messages(channel_id))
    ex = await s.slash(first, "game start", channel_id=channel_id)
    assert "started" in ex.ephemeral_text(), ex.ephemeral_text()
    assert len(s.channel_messages(channel_id)) == before + 1
    return s.last_public(channel_id)


async def table(harness, channel_id: int | None = None):
    s = harness.standin
    return await harness.service.table(str(s.guild_id), str(channel_id or s.channel_id))


async def play_to_end(harness, people: dict[str, Person], *, seed: int = 1, max_moves: int = 2000,
                      seconds: float = 60.0, channel_id: int | None = None,
                      check_autocomplete: bool = True, via: str = "slash") -> int:
    """Every human seat picks among the moves autocomplete offers it and
    plays one by ``/game move`` until the game is over. Checks that each
    accepted move posts a new public message with a PNG and alt text, pinging
    exactly the humans who newly must act. Returns the number of moves played."""
    s = harness.standin
    rng = random.Random(seed)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    played = 0
    for _ in range(max_moves):
        t = await table(harness, channel_id)
        if t.row.status != "active":
            return played
        assert loop.time() < deadline, f"game not over after {played} moves"
        acting = sorted(t.game.to_act(t.state))
        humans = [seat for seat in acting if not t.user_of(seat).is_computer]
        assert humans, "computers hand back to a human or finish the game"
        seat = rng.choice(humans)
        person = people[t.user_of(seat).user_id]
        choices = await s.autocomplete(person, "game move", "move", channel_id=channel_id, move="")
        assert choices, "the acting player is offered moves"
        if check_autocomplete:
            legal = await harness.service.legal_moves(str(s.guild_id), str(channel_id or s.channel_id),
                                                      _user(person), "", limit=None)
            expected = [m.notation for m in legal if len(m.notation) <= 100][:25]
            assert [c["value"] for c in choices] == expected
        owing_before = {x.user_id for x in t.seats if x.owing_since and not x.is_computer}
        move = rng.choice(choices)["value"]
        count = len(s.channel_messages(channel_id))
        ex = None
        if via == "buttons":
            ex = await _play_by_components(s, person, rng, channel_id)
        if ex is None:
            ex = await s.slash(person, "game move", channel_id=channel_id, move=move)
        assert not ex.public_replies(), "the mover's acknowledgement is private"
        new = s.channel_messages(channel_id)[count:]
        assert len(new) == 1, (move, ex.ephemeral_text())
        message = new[0]
        assert message.pngs() and message.pngs()[0].description, "board picture with alt text"
        after = await table(harness, channel_id)
        if after.row.status == "finished":
            assert message.layout and "Final standings" in message.words()
            everyone = {int(x.user_id) for x in after.seats if x.user_id.isdigit()}
            assert message.pinged == everyone
        else:
            owing = {after.user_of(x).user_id for x in after.game.to_act(after.state)
                     if not after.user_of(x).is_computer}
            # pinged: who must act and was not pinged before (the mover may
            # be pinged again for a new decision); never anybody else
            expected = {int(u) for u in owing if u not in owing_before or u == str(person.id)}
            assert message.pinged == expected, (message.pinged, owing, owing_before)
        played += 1
    raise AssertionError(f"no end after {max_moves} moves")


async def _play_by_components(s: DiscordStandIn, person: Person, rng: random.Random, channel_id):
    """Click "Choose my move" on the newest table message, then random
    choices of the move builder (never Back) until *Play it*, and click it."""
    table_message = next(m for m in reversed(s.channel_messages(channel_id))
                         if any(c.startswith("ref:turn:") for c in m.custom_ids()))
    exchange, _taps = await tap_move(s, person, table_message, rng)
    return exchange


BACK = {catalogue().text(locale, "dc-button-back") for locale in catalogue().locales}  # in every language


def offered(message: StoredMessage) -> list[str]:
    """The builder's choices on a private step message (not Back, not Play it)."""
    return [c for c in message.custom_ids() if c.startswith("mb:")
            and (message.component(c)["type"] == 3 or message.component(c).get("label") not in BACK)]


async def choose(s: DiscordStandIn, person: Person, offer: StoredMessage, custom_id: str,
                 rng: random.Random):
    """Tap one choice of a step (a random option of a select)."""
    item = offer.component(custom_id)
    values = [rng.choice([o["value"] for o in item["options"]])] if item["type"] == 3 else None
    return await s.click(person, offer, custom_id, values)


async def tap_move(s: DiscordStandIn, person: Person, table_message: StoredMessage, rng: random.Random,
                   limit: int = 6):
    """"Choose my move" on ``table_message``, random choices of the builder
    (never Back) until *Play it*, then *Play it*: (the last exchange, the
    interactions it took, the first tap and the confirmation counted)."""
    turn = next(c for c in table_message.custom_ids() if c.startswith("ref:turn:"))
    opened = await s.click(person, table_message, turn)
    offer = next(m for m in opened.replies() if m.ephemeral and m.custom_ids())
    assert offer.visible_to == person.id
    taps = 1
    while taps < limit:
        play = [c for c in offer.custom_ids() if c.startswith("ref:play:")]
        taps += 1
        if play:
            return await s.click(person, offer, play[0]), taps
        choices = offered(offer)
        assert 1 <= len(choices) and all(len(c) <= 100 for c in offer.custom_ids()), offer.words()
        await choose(s, person, offer, rng.choice(choices), rng)
    raise AssertionError(f"the builder did not reach a move within {limit} interactions")


def _user(person: Person):
    from bot.service import User

    return User(str(person.id), person.name)
