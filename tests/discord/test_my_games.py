"""Issue 28, items 3-5, end to end through the Discord stand-in: `/game mine`
lists a player's games of three servers with the right one first and its
menu opens one; `/game catchup` and the "While I was away" button on turn
and ping messages tell only the asker what happened since their last move;
a server's `max_games` refuses a join with a sentence."""

from __future__ import annotations

from bot.discordbot.mine import jump_link, packed
from tests.discord.play import open_game, table
from tests.discord.test_server import MANAGE_GUILD


def one(message, prefix: str) -> str:
    return next(c for c in message.custom_ids() if c.startswith(prefix))


async def test_mine_shows_every_game_of_three_servers_your_turn_first_and_the_menu_opens_one(harness):
    s = harness.standin
    second, third = s.add_guild("Second server"), s.add_guild("Third [server]")
    here, there, yonder = s.channel_id, s.add_channel("games", second), s.add_channel("tables", third)
    await harness.restart()  # the new servers arrive with GUILD_CREATE
    await open_game(s, "tiny", [s.bob, s.alice], channel_id=here, rounds=2, clock="daily")  # Bob to move
    brisk = await open_game(s, "tiny", [s.alice, s.bob], channel_id=there, rounds=2, clock="brisk")  # 8 hours
    await open_game(s, "tiny", [s.alice, s.carol], channel_id=yonder, rounds=2, clock="relaxed")  # 3 days
    where = {here: s.guild_id, there: second, yonder: third}
    ids = {cid: (await harness.service.table(str(where[cid]), str(cid))).row.id for cid in where}
    shown = await s.slash(s.alice, "game mine", channel_id=here)
    replies = shown.replies()
    assert replies and all(m.ephemeral and m.visible_to == s.alice.id for m in replies)
    listing = next(m for m in replies if "ref:mine" in m.custom_ids())  # one page: a few games
    lines = listing.content.splitlines()
    assert lines[0] == "Your unfinished games: 3, your turn in 2."
    assert lines[1].startswith(f"**Tiny Race** in [Second server](https://discord.com/channels/{second}/{there}/"
                               f"{brisk.id}): **your turn**, due <t:")
    assert "Third \\[server\\]" in lines[2] and "**your turn**, due <t:" in lines[2]  # a name is data
    assert "Test server" in lines[3] and "waiting for Bob, due <t:" in lines[3]
    assert len(lines) == 4 and all("level, 0 points" in line for line in lines[1:]), lines
    menu = listing.component("ref:mine")
    assert [o["value"] for o in menu["options"]] == [str(ids[there]), str(ids[yonder]), str(ids[here])]
    assert menu["options"][0]["label"] == "Tiny Race in Second server"
    opened = await s.click(s.alice, listing, "ref:mine", [str(ids[yonder])])
    answer = opened.replies()
    assert answer and all(m.ephemeral and m.visible_to == s.alice.id for m in answer)
    assert len(answer[-1].pngs()) == 2  # the board and Alice's own private view
    hand = ", ".join(map(str, (await harness.service.table(str(third), str(yonder))).state["hands"][0]))
    assert "Your private view: " in opened.ephemeral_text() and hand in opened.ephemeral_text()
    assert "Carol" in opened.ephemeral_text()
    nothing = await s.slash(s.mallory, "game mine")
    assert nothing.ephemeral_text() == "You have no unfinished games."


async def test_catch_up_by_command_and_by_the_button_on_turn_and_ping_messages(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob, s.carol], rounds=2, clock="brisk")
    for person in (s.alice, s.bob):
        t = await table(harness)
        seat = min(t.game.to_act(t.state))
        await s.slash(person, "game move", move=f"play {t.state['hands'][seat][0]}")
    moves = await harness.service.store.moves((await table(harness)).row.id)
    told = await s.slash(s.alice, "game catchup")
    assert not told.public_replies()
    text = told.ephemeral_text()
    assert text.startswith("Since your last move (move 1), 1 move was made:") and f"2. {moves[1].public}" in text
    assert "Scores then and now: Alice" in text and "Carol to play" in text
    assert len(told.replies()[-1].pngs()) == 2
    turn = s.last_public()  # the turn message of Carol's decision
    button = one(turn, "ref:catchup:")
    carol = await s.click(s.carol, turn, button)
    assert carol.ephemeral_text().startswith("Since the game began, 2 moves were made:")
    assert all(m.visible_to == s.carol.id for m in carol.replies())
    outsider = await s.click(s.mallory, turn, button)
    assert "You have no seat in this game" in outsider.ephemeral_text()
    harness.clock.advance(hours=5)  # half of Carol's 8 hours: her reminder
    assert await harness.bot.check_reminders() == 1
    ping = s.last_public()
    assert "Reminder" in ping.words() and one(ping, "ref:catchup:") == button
    again = await s.click(s.carol, ping, button)
    assert again.ephemeral_text() == carol.ephemeral_text()


async def test_a_server_cap_refuses_a_join_with_a_sentence(harness):
    s = harness.standin
    boss = s.add_person("Boss")
    boss.permissions |= MANAGE_GUILD
    done = await s.slash(boss, "game server", max_games=1)
    assert "max_games: 1 (the most unfinished games" in done.public_replies()[0].words()
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2)
    other = s.add_channel("other")
    await s.slash(s.carol, "game new tiny", channel_id=other, rounds=2)
    refused = await s.slash(s.alice, "game join", channel_id=other)
    assert refused.ephemeral_text() == ("You are already playing 1 unfinished game, and this server allows at most"
                                        " 1 at once (its `max_games` setting). Finish, leave or resign one of them"
                                        " first.")
    lobby = await table(harness, other)
    assert [seat.user_id for seat in lobby.seats] == [str(s.carol.id)]


def test_a_long_list_is_paginated_within_discords_limit_and_the_rest_counted():
    lines = [f"game {n:03} " + "x" * 180 for n in range(40)]
    pages_ = packed(lines, limit=2000, most=3)
    assert len(pages_) == 3 and all(len(p) <= 2000 for p in pages_)
    shown = sum(p.count("game ") for p in pages_)
    assert pages_[-1].endswith(f"… and {40 - shown} more games.") and shown < 40
    assert packed(lines[:3]) == ["\n".join(lines[:3])]  # a short list is one message, nothing counted


def test_jump_links_go_to_the_latest_board_else_the_channel():
    game = {"guild": "11", "channel": "22", "post": "22:33"}
    assert jump_link(game) == "https://discord.com/channels/11/22/33"
    assert jump_link(dict(game, post=None)) == "https://discord.com/channels/11/22"
    assert jump_link(dict(game, post="99:33")) == "https://discord.com/channels/11/22"  # another channel's post
    assert jump_link(dict(game, guild="console")) == ""


def test_a_line_longer_than_a_message_is_clipped_never_an_empty_message():
    pages_ = packed(["y" * 2500, "short"], limit=2000)
    assert all(0 < len(p) <= 2000 for p in pages_) and pages_[-1] == "short"
