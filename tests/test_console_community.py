"""The console reaches what Discord reaches (issue 15, and issue 11's resume
of a lobby): undo, the board at a turn, stats, leaderboard, rematch; the
`games --mine`, `replay` and `ratings --rebuild` commands over a database;
a console game keeps no outbox."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

import pytest
from PIL import Image

from bot import cli
from bot.console.gateway import CONSOLE_GUILD
from bot.service import Service, User
from storage.store import Store
from tests.test_console import play


def hand_line(state, seat: int) -> str:
    return f"play {state['hands'][seat][0]}"


def test_console_plays_undo_turn_and_rematch(tmp_path, tiny_game):
    db = str(tmp_path / "c.db")
    # Seed 3 deals alice and bob hands; the first legal move is always available via `moves`.
    state = tiny_game.setup(["alice", "bob"], tiny_game.info.options({"rounds": 1, "undo": True}), 3)
    a, b = hand_line(state, 0), hand_line(state, 1)
    code, out = play(tmp_path, ["alice: help", f"alice: move {a}", "alice: undo", "alice: history", f"alice: move {a}",
                                f"bob: move {b}", "alice: turn 0", "alice: turn 9", "alice: stats",
                                "bob: leaderboard", "alice: rematch", "bob: join"],
                     db=db, extra=["rounds=1", "undo=yes"], seed=3)
    assert code == 0, out
    assert "\n  undo " in out  # help from any player lists undo
    assert "alice took back their move" in out and "(taken back)" in out
    assert "The start of the game." in out and "There is no move 9" in out
    assert "Tiny Race: 1 game(s)" in out and "Tiny Race leaderboard" in out
    assert "asked for a rematch" in out and "everybody invited is here" in out


def test_a_lobby_left_by_a_crash_is_started_on_resume(tmp_path, tiny_game):
    db = str(tmp_path / "lobby.db")

    async def crash_before_start():
        store = await Store.open(db)
        service = Service(store, outbox=False)
        await service.new_game(CONSOLE_GUILD, "tiny", "tiny", User("alice", "alice", True), {"rounds": 1})
        await store.close()

    asyncio.run(crash_before_start())
    code, out = play(tmp_path, ["alice: status"], db=db, extra=["rounds=1"])
    assert code == 0 and "Resuming the lobby" in out and "Tiny Race begins!" in out
    assert "Seat order: 1. alice, 2. bob\n" in out  # the named players, and no computer unasked
    assert "alice to play" in out


def test_console_keeps_no_outbox(tmp_path, tiny_game):
    db = str(tmp_path / "c.db")
    play(tmp_path, ["alice: status"], db=db, extra=["rounds=1"])

    async def pending():
        store = await Store.open(db)
        try:
            return await store.pending_announcements()
        finally:
            await store.close()

    assert asyncio.run(pending()) == []


def test_computer_names_are_kept_for_computers(capsys, tiny_game):
    assert cli.main(["play", "tiny", "--players", "alice,Computer-1"]) == 2
    assert "kept for computer players" in capsys.readouterr().err


def finished_db(tmp_path, tiny_game) -> str:
    db = str(tmp_path / "done.db")
    state = tiny_game.setup(["alice", "bob"], tiny_game.info.options({"rounds": 1}), 3)
    play(tmp_path, [f"alice: move {hand_line(state, 0)}"], db=db, extra=["rounds=1"], seed=3)
    return db


def test_games_mine_lists_a_players_unfinished_games(tmp_path, tiny_game, capsys):
    db = finished_db(tmp_path, tiny_game)
    assert cli.main(["games", "--mine", "bob", "--db", db]) == 0
    out = capsys.readouterr().out
    assert "- Tiny Race (game 1), the console's table tiny: your turn since " in out and "**" not in out
    assert cli.main(["games", "--mine", "carol", "--db", db]) == 0
    assert "no unfinished games" in capsys.readouterr().out


def test_games_mine_lists_a_discord_players_games_of_every_server_their_turn_first(tmp_path, tiny_game, capsys):
    """Issue 28: `referee games --mine` shows the same list as `/game mine`:
    every server, their turn first; `--server` keeps one server's."""
    db = str(tmp_path / "bot.db")

    async def seed() -> None:
        store = await Store.open(db)
        service = Service(store)
        alice, bob = User("11", "Alice"), User("22", "Bob")
        try:
            for guild, channel, first, second in (("100", "1", bob, alice), ("200", "2", alice, bob)):
                await service.new_game(guild, channel, "tiny", first, {"rounds": 2}, seed=4)
                await service.join(guild, channel, second)
                await service.start(guild, channel, first)
        finally:
            await store.close()
            service.executor.shutdown(wait=False)

    asyncio.run(seed())
    assert cli.main(["games", "--mine", "11", "--db", db]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Your unfinished games: 2, your turn in 1."
    assert lines[1].startswith("- Tiny Race (game 2), #2 in server 200: your turn since ")
    assert lines[2].startswith("- Tiny Race (game 1), #1 in server 100: waiting for Bob; ")
    assert cli.main(["games", "--mine", "11", "--db", db, "--server", "100"]) == 0
    assert capsys.readouterr().out.splitlines()[1].startswith("- Tiny Race (game 1), #1 in server 100")


def test_replay_writes_an_animation_with_a_frame_per_move(tmp_path, tiny_game, capsys):
    db = finished_db(tmp_path, tiny_game)
    out = tmp_path / "replays" / "one.gif"
    assert cli.main(["replay", db, "1", "--out", str(out)]) == 0
    image = Image.open(out)
    assert image.format == "GIF" and image.n_frames == 2  # the start and alice's move
    assert cli.main(["replay", db, "7", "--out", str(out)]) == 1
    assert "no started game 7" in capsys.readouterr().err
    assert cli.main(["replay", str(tmp_path / "none.db"), "1", "--out", str(out)]) == 2


def test_ratings_rebuild_from_results(tmp_path, tiny_game, capsys):
    db = str(tmp_path / "r.db")
    state = tiny_game.setup(["alice", "bob"], tiny_game.info.options({"rounds": 1}), 3)
    play(tmp_path, [f"alice: move {hand_line(state, 0)}", f"bob: move {hand_line(state, 1)}"],
         db=db, extra=["rounds=1"], seed=3)
    assert cli.main(["ratings", "--rebuild", "--db", db]) == 0
    assert "results of 1 rated game(s)" in capsys.readouterr().out
    assert Path(db).exists()


def test_games_mine_and_ratings_read_the_default_database_without_db(tmp_path, tiny_game, capsys, monkeypatch):
    """README: `referee games --mine NAME --db PATH` — without --db, the bot's
    database (REFEREE_DB) is read; no token is needed to read it."""
    db = finished_db(tmp_path, tiny_game)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setenv("REFEREE_DB", db)
    assert cli.main(["games", "--mine", "bob"]) == 0
    assert "- Tiny Race (game 1), the console's table tiny: your turn since " in capsys.readouterr().out
    assert cli.main(["ratings", "--rebuild"]) == 0
    assert "Sorry" not in capsys.readouterr().err


def test_the_console_seats_computers_at_the_level_asked(capsys, monkeypatch, tiny_game):
    # issue 32: `--computer N --level hard`; the hard computer's search runs
    # inline in the console (no lane), about a second.
    monkeypatch.setattr("sys.stdin", io.StringIO("alice: move play 2\n"))
    assert cli.main(["play", "tiny", "--players", "alice", "--computer", "1", "--level", "hard",
                     "--seed", "3", "--option", "rounds=1"]) == 0
    out = capsys.readouterr().out
    assert "Seat order: 1. alice, 2. Computer 1 (hard)" in out and "Computer 1 (hard) played" in out


def test_the_console_refuses_an_unknown_level(capsys, tiny_game):
    with pytest.raises(SystemExit) as exited:
        cli.main(["play", "tiny", "--players", "alice", "--computer", "1", "--level", "expert"])
    assert exited.value.code == 2
    assert "invalid choice: 'expert'" in capsys.readouterr().err
