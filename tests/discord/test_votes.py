"""The table's answers through the Discord stand-in (issue 27): the vote
buttons on the notice that a player's time ran out, refused to whoever is
not entitled, and the proposal to abandon a game with its agree button."""

from __future__ import annotations

from tests.discord.play import open_game, table


async def test_the_others_vote_with_buttons_on_the_notice(harness):
    s, clock = harness.standin, harness.clock
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2, clock="brisk")
    clock.advance(hours=9)
    assert await harness.bot.check_expiry() == 1
    told = s.public_messages()[-1]
    assert told.content.startswith("Alice's time ran out.") and told.pinged == {s.bob.id}
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
    assert any("plays Alice's seat from now on" in m.content for m in s.public_messages())
    assert (await table(harness)).seat_of(str(s.alice.id)).is_computer


async def test_abandoning_needs_the_others_agree_button(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2)
    asked = await s.slash(s.bob, "game abort")
    offer = next(m for m in asked.replies() if "Propose to abandon" in m.content)
    said = await s.click(s.bob, offer, next(c for c in offer.custom_ids() if c.startswith("ref:confirm:abort:")))
    assert "You proposed to abandon the game" in said.ephemeral_text()
    proposal = s.public_messages()[-1]
    assert "agrees to abandon" in proposal.content
    game = (await table(harness)).row.id
    agree = f"ref:agree:{game}"
    assert agree in proposal.custom_ids()
    again = await s.click(s.bob, proposal, agree)  # already agreed: nothing more is done
    assert "You have already agreed" in again.ephemeral_text()
    assert (await table(harness)).row.status == "active"
    done = await s.click(s.alice, proposal, agree)
    assert "the game is abandoned" in done.ephemeral_text()
    assert (await table(harness)).row.status == "aborted"
