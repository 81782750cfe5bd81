"""The lobby end to end: new, join by button, add a computer, start."""


async def test_whole_lobby(harness):
    s = harness.standin
    ex = await s.slash(s.alice, "game new tiny", rounds=2)
    assert ex.replies() and all(m.ephemeral for m in ex.replies())
    lobby = s.with_component("ref:lobby:join:")
    assert not lobby.ephemeral
    assert "Tiny Race" in lobby.words() and "Alice" in lobby.words()
    assert lobby.pinged == set()

    join = await s.click(s.bob, lobby, next(c for c in lobby.custom_ids() if ":join:" in c))
    assert "Bob" in lobby.words()  # the lobby message itself was updated
    assert join.responses[0]["type"] == 7

    # "Add computer player" asks Bob for the level privately; his pick seats it (issue 32)
    asked = await s.click(s.bob, lobby, next(c for c in lobby.custom_ids() if ":computer:" in c))
    assert "Which level?" in asked.ephemeral_text() and "Computer 1" not in lobby.words()
    picker = s.with_component("ref:lobby:computer-", user=s.bob)
    assert picker.ephemeral and [c.split(":")[2] for c in picker.custom_ids()] == [
        "computer-easy", "computer-normal", "computer-hard"]
    await s.click(s.bob, picker, next(c for c in picker.custom_ids() if ":computer-normal:" in c))
    assert "Computer 1 (normal)" in lobby.words()

    # joining twice is refused ephemerally, nothing changes
    before = lobby.words()
    again = await s.click(s.bob, lobby, next(c for c in lobby.custom_ids() if ":join:" in c))
    assert "already have a seat" in again.ephemeral_text()
    assert lobby.words() == before

    await s.click(s.alice, lobby, next(c for c in lobby.custom_ids() if ":start:" in c))
    assert lobby.layout and lobby.custom_ids() == []  # buttons removed once started
    board = s.last_public()
    assert board.pngs(), "the start message carries the board picture"
    assert board.pngs()[0].description  # alt text
    assert board.pinged == {s.alice.id}  # Alice (seat 1) must act, nobody else pinged
    table = await harness.service.table(str(s.guild_id), str(s.channel_id))
    assert table.row.status == "active" and [x.name for x in table.seats] == ["Alice", "Bob", "Computer 1 (normal)"]


async def test_lobby_by_slash_commands_and_leave(harness):
    s = harness.standin
    await s.slash(s.alice, "game new tiny")
    ex = await s.slash(s.bob, "game join")
    assert "Bob joined" in ex.ephemeral_text()
    lobby = s.with_component("ref:lobby:join:")
    assert "Bob" in lobby.words()
    await s.slash(s.bob, "game leave")
    assert "2. Bob" not in lobby.words()
    refused = await s.slash(s.alice, "game start")
    assert "needs at least 2 players" in refused.ephemeral_text()
    assert not refused.public_replies()
    await s.slash(s.alice, "game leave")
    assert lobby.layout and lobby.custom_ids() == []  # the lobby closed with its last human
    busy = await s.slash(s.bob, "game new tiny")
    assert busy.ephemeral_text()
    assert s.with_component("ref:lobby:join:") is not lobby  # a fresh lobby


async def test_one_game_per_channel_and_option_range(harness):
    s = harness.standin
    await s.slash(s.alice, "game new tiny", rounds=3, simultaneous=True)
    second = await s.slash(s.bob, "game new tiny")
    assert "already has an unfinished game" in second.ephemeral_text()
    other = s.add_channel("other")
    # Discord itself refuses an integer outside the option's range
    import pytest

    from tests.discord.standin import Violation
    with pytest.raises(Violation):
        await s.slash(s.bob, "game new tiny", channel_id=other, rounds=11)


async def test_the_rules_name_commands_as_discord_takes_them(harness):
    """A guide's commands (rules.base.command) are written as slash commands."""
    s = harness.standin
    ex = await s.slash(s.alice, "game rules", game="bits")
    said = "\n".join(m.words() for m in ex.replies())
    assert "until then `/game undo` takes yours back." in said
    assert "\u27e6" not in said and "\u27e7" not in said


async def test_a_guide_longer_than_one_message_is_sent_whole_in_several(harness):
    """Discord's message limit is 2,000 characters; the Townies guide is longer
    and must not be cut off (its end names the options)."""
    s = harness.standin
    ex = await s.slash(s.alice, "game rules", game="townies")
    texts = [m.words() for m in ex.replies()]
    assert len(texts) >= 2 and all(len(t) <= 2000 for t in texts)
    said = "\n\n".join(texts)
    assert "…" not in said
    assert "- option `" in said and "Clocks (chosen when the game is opened" in said  # nothing cut off


async def test_a_lobby_posted_as_plain_text_becomes_a_card(harness):
    """A lobby message posted before the layout cards (plain content, a
    classic row of buttons) is edited into the card form, its content
    cleared."""
    s = harness.standin
    await s.slash(s.alice, "game new tiny")
    lobby = s.with_component("ref:lobby:join:")
    lobby.flags, lobby.content = 0, "Tiny Race lobby (an old message)"
    lobby.components = [row for item in lobby.walk() if item["type"] == 1 for row in [item]]
    await s.slash(s.bob, "game join")
    assert lobby.layout and lobby.content == "" and "Bob" in lobby.words()
    assert not s.violations
