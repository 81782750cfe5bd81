"""Asynchronous play beyond the anchors, end to end through Discord (issue
15): one undo from the mover's own confirmation, one rematch from the final
standings, the leaderboard, stats, "my games" and the board at a turn."""

from __future__ import annotations

import asyncio

from tests.discord.play import open_game, play_to_end, table
from tests.discord.test_play import people


def custom_id(message, prefix: str) -> str:
    return next(c for c in message.custom_ids() if c.startswith(prefix))


async def test_undo_from_the_movers_confirmation(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2, undo=True)
    before = await table(harness)
    ex = await s.slash(s.alice, "game move", move=f"play {before.state['hands'][0][0]}")
    confirmation = next(m for m in ex.replies() if any(c.startswith("ref:undo:") for c in m.custom_ids()))
    assert confirmation.ephemeral and confirmation.visible_to == s.alice.id
    shown = await s.click(s.alice, confirmation, custom_id(confirmation, "ref:undo:"))
    preview = next(m for m in shown.replies() if any(c.endswith(":yes") for c in m.custom_ids()))
    assert "Take back your move `play" in preview.words()  # what will be undone, before it is
    assert (await table(harness)).row.version == before.row.version + 1  # nothing undone yet
    posted = len(s.channel_messages())
    await s.click(s.alice, preview, custom_id(preview, "ref:undo:"))
    after = await table(harness)
    assert after.state == before.state
    board = s.channel_messages()[posted]
    assert "took back" in board.words() and board.pngs() and s.alice.id in board.pinged
    # Bob cannot take back Alice's move, and after Bob plays Alice cannot either.
    refused = await s.slash(s.bob, "game undo")
    assert "not made a move" in refused.ephemeral_text()


async def test_rematch_from_the_final_standings(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=1)
    await play_to_end(harness, people(s))
    # The replay is drawn and posted beside the final standings in its own
    # time: let it land first, so the lobby below is the newest message.
    await asyncio.gather(*list(harness.bot.side_tasks))
    final = next(m for m in reversed(s.channel_messages()) if "Final standings" in m.words())
    assert final.layout and final.pngs()
    old = await table(harness)
    clicked = await s.click(s.alice, final, custom_id(final, "ref:rematch:"))
    assert "Rematch lobby open" in clicked.ephemeral_text()
    lobby = s.last_public()
    assert "rematch" in lobby.words() and lobby.pinged == {s.bob.id}
    fresh = await table(harness)
    assert fresh.row.id != old.row.id and fresh.row.options == old.row.options
    await s.slash(s.bob, "game join")
    started = await table(harness)
    assert started.row.status == "active" and s.last_public().pngs()


async def test_leaderboard_stats_mine_and_an_earlier_board(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=1)
    board = await s.slash(s.alice, "game history", turn=0)
    assert "start of the game" in board.ephemeral_text().lower()
    assert any(m.pngs() for m in board.replies() if m.ephemeral)
    mine = await s.slash(s.alice, "game mine")
    assert "**your turn** since <t:" in mine.ephemeral_text()
    await play_to_end(harness, people(s))
    ex = await s.slash(s.carol, "game leaderboard", game="tiny")  # a spectator may ask
    text = "\n".join(m.words() for m in ex.public_replies())
    assert "Tiny Race leaderboard" in text and "Alice" in text and "Bob" in text
    stats = await s.slash(s.carol, "game stats")
    assert "no finished games" in stats.ephemeral_text()
    mine = await s.slash(s.alice, "game stats")
    assert "Tiny Race: 1 game(s)" in mine.ephemeral_text()
