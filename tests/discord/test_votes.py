"""The table's answers through the Discord stand-in (issue 27): the vote
buttons on the notice that a player's time ran out, refused to whoever is
not entitled, and the proposal to abandon a game with its agree button."""

from __future__ import annotations

from datetime import timedelta

from tests.discord.play import open_game, table


async def test_the_others_vote_with_buttons_on_the_notice(harness):
    s, clock = harness.standin, harness.clock
    await harness.service.store.set_guild_settings(str(s.guild_id), {"vacation_days": 0})  # issue 27
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2, clock="brisk")
    clock.advance(hours=9)
    assert await harness.bot.check_expiry() == 1
    told = s.public_messages()[-1]
    assert "\nAlice's time ran out." in told.words() and told.pinged == {s.bob.id}
    ids = told.custom_ids()
    assert {i for i in ids if i.startswith("ref:vote:")} == {f"ref:vote:{c}:{(await table(harness)).row.id}:0"
                                                            for c in ("wait", "skip", "hand")}
    assert all(len(i) <= 100 for i in ids)
    game = (await table(harness)).row.id
    refused = await s.click(s.alice, told, f"ref:vote:hand:{game}:0")
    assert "The other players decide" in refused.ephemeral_text()
    assert not (await table(harness)).seat_of(str(s.alice.id)).is_computer
    done = await s.click(s.bob, told, f"ref:vote:hand:{game}:0")
    assert "Your vote is counted, and it decided" in done.ephemeral_text()
    assert any("plays Alice's seat from now on" in m.words() for m in s.public_messages())
    assert (await table(harness)).seat_of(str(s.alice.id)).is_computer


async def test_abandoning_needs_the_others_agree_button(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2)
    asked = await s.slash(s.bob, "game abort")
    offer = next(m for m in asked.replies() if "Propose to abandon" in m.words())
    said = await s.click(s.bob, offer, next(c for c in offer.custom_ids() if c.startswith("ref:confirm:abort:")))
    assert "You proposed to abandon the game" in said.ephemeral_text()
    proposal = s.public_messages()[-1]
    assert "agrees to abandon" in proposal.words()
    game = (await table(harness)).row.id
    agree = f"ref:agree:{game}"
    assert agree in proposal.custom_ids()
    again = await s.click(s.bob, proposal, agree)  # already agreed: nothing more is done
    assert "You have already agreed" in again.ephemeral_text()
    assert (await table(harness)).row.status == "active"
    done = await s.click(s.alice, proposal, agree)
    assert "the game is abandoned" in done.ephemeral_text()
    assert (await table(harness)).row.status == "aborted"


async def _run_out(harness, person):
    """Let ``person``'s clock run out and return the notice with its buttons."""
    s = harness.standin
    t = await table(harness)
    seat = t.seat_of(str(person.id)).seat
    assert t.game.to_act(t.live).keys() == {seat}
    due = next(d.at for d in (await harness.service.status(str(s.guild_id), str(s.channel_id))).deadlines
               if d.user_id == str(person.id))
    harness.clock.now = due + timedelta(minutes=1)
    assert await harness.bot.check_expiry() == 1
    notice = s.public_messages()[-1]
    assert f"\n{person.name}'s time ran out." in notice.words()
    return notice, t.row.id, seat


async def _move(harness, person):
    s = harness.standin
    t = await table(harness)
    seat = t.seat_of(str(person.id)).seat
    move = t.game.legal_moves(t.live, seat)[0].notation
    ex = await s.slash(person, "game move", move=move)
    assert not ex.ephemeral_text() or "Refused" not in ex.ephemeral_text()


async def test_a_month_of_play_where_every_kind_of_expiry_happens(harness):
    """Issue 27: a whole game through the stand-in where a clock runs out and
    the others answer wait, then skip; one where nobody answers (the table's
    default, wait); one where they hand the seat over; and at last a game
    nobody plays any more, closed."""
    s = harness.standin
    await harness.service.store.set_guild_settings(str(s.guild_id), {"vacation_days": 0})  # issue 27
    await open_game(s, "tiny", [s.alice, s.bob, s.carol], rounds=3, clock="brisk")

    notice, game, seat = await _run_out(harness, s.alice)  # wait: Bob and Carol give her a day
    for voter in (s.bob, s.carol):
        await s.click(voter, notice, f"ref:vote:wait:{game}:{seat}")
    t = await table(harness)
    assert t.game.to_act(t.live).keys() == {seat} and not t.seat_of(str(s.alice.id)).is_computer
    await _move(harness, s.alice)

    notice, game, seat = await _run_out(harness, s.bob)  # skip: a computer makes this decision only
    for voter in (s.alice, s.carol):
        await s.click(voter, notice, f"ref:vote:skip:{game}:{seat}")
    t = await table(harness)
    assert seat not in t.game.to_act(t.live) and not t.seat_of(str(s.bob.id)).is_computer

    notice, game, seat = await _run_out(harness, s.carol)  # nobody answers: the default, wait
    harness.clock.advance(days=1, minutes=1)
    await harness.bot.check_expiry()
    t = await table(harness)
    assert t.game.to_act(t.live).keys() == {seat} and not t.seat_of(str(s.carol.id)).is_computer

    notice, game, seat = await _run_out(harness, s.carol)  # hand: a computer plays her seat from now on
    for voter in (s.alice, s.bob):
        await s.click(voter, notice, f"ref:vote:hand:{game}:{seat}")
    t = await table(harness)
    assert t.seat_of(str(s.carol.id)).is_computer and seat not in t.game.to_act(t.live)

    harness.clock.advance(days=61)  # nobody plays any more: the game is closed
    await harness.bot.check_expiry()
    assert (await harness.service.game_row(game)).status == "aborted"
    assert "closed" in s.public_messages()[-1].words()
