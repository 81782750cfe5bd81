"""The ``referee`` command line: offline play, resume, demo, games, show, and
``run`` without a token."""

import asyncio
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from bot import cli
from bot.console.demo import demo
from bot.console.session import play as play_console

ROOT = Path(__file__).resolve().parent.parent


def play(tmp_path, lines, db=None, seed=3, extra=None):
    args = SimpleNamespace(game="tiny", players="alice,bob", computer=0, seed=seed, db=db,
                           images=str(tmp_path / "img"), option=extra or ["rounds=2"])
    out = io.StringIO()
    code = asyncio.run(play_console(args, ["alice", "bob"], io.StringIO("\n".join(lines) + "\n"), out))
    return code, out.getvalue()


def test_play_reads_lines_and_prints_replies(tmp_path, tiny_game):
    code, out = play(tmp_path, ["alice: status", "alice: moves", "alice: moves 99", "bob: moves",
                                "bob: move play 1", "zed: status",
                                "nonsense", "alice: dance"])
    assert code == 0
    assert "alice to play" in out
    assert "None of your legal moves matches '99'" in out
    assert "You have no move to make right now." in out  # bob, out of turn
    assert "refused: It is not your turn: waiting for alice." in out
    assert "'zed' is not at this table" in out
    assert 'write lines as "NAME: COMMAND ARGS"' in out
    assert "Unknown command 'dance'" in out
    assert sorted(p.name for p in (tmp_path / "img").glob("*.png")) == ["0001-start.png"]  # bob was refused


def test_play_a_whole_game_saves_a_picture_per_move(tmp_path, tiny_game):
    from tests.support.tinygame import TinyRace

    game = TinyRace()
    state = game.setup(["alice", "bob"], game.info.options({"rounds": 2}), 3)
    lines = []
    while not game.is_over(state):
        seat = min(game.to_act(state))
        move = game.legal_moves(state, seat)[0].notation
        lines.append(f"{['alice', 'bob'][seat]}: move {move}")
        state, _ = game.apply(state, seat, move)
    code, out = play(tmp_path, lines + ["alice: history"])
    assert "Final standings" in out
    assert len(list((tmp_path / "img").glob("*-move.png"))) == len(lines)


def test_play_with_db_resumes(tmp_path, tiny_game):
    db = str(tmp_path / "game.db")
    play(tmp_path, [], db=db)
    from tests.support.tinygame import TinyRace

    game = TinyRace()
    state = game.setup(["alice", "bob"], game.info.options({"rounds": 2}), 3)
    move = game.legal_moves(state, 0)[0].notation
    play(tmp_path, [f"alice: move {move}"], db=db)
    code, out = play(tmp_path, ["bob: status"], db=db)
    assert "Resuming" in out and "bob to play" in out
    assert "holds an unfinished game" not in out


def test_play_main_seats_only_the_named_players(tiny_game, monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(sys, "stdin", io.StringIO("alice: status\n"))
    db = str(tmp_path / "game.db")
    assert cli.main(["play", "tiny", "--players", "alice,bob", "--option", "rounds=2", "--db", db]) == 0
    out = capsys.readouterr().out
    assert "Seat order: 1. alice, 2. bob\n" in out


def test_interrupted_exits_130(monkeypatch):
    def interrupted(args):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "cmd_games", interrupted)
    assert cli.main(["games"]) == cli.EXIT_INTERRUPTED == 130


def test_demo_plays_a_whole_game(tiny_game, capsys):
    args = SimpleNamespace(game="tiny", players=3, seed=1, images=None, option=[])
    assert asyncio.run(demo(args, sys.stdout)) == 0
    out = capsys.readouterr().out
    assert "3 computer player(s)" in out and "Final standings" in out


def test_demo_refuses_a_bad_player_count(tiny_game, capsys):
    assert cli.main(["demo", "tiny", "--players", "9"]) == cli.EXIT_USAGE
    err = capsys.readouterr().err
    assert "Tiny Race takes 2 to 4 players, not 9" in err


def test_games_lists_every_registered_game(tiny_game, capsys):
    assert cli.main(["games"]) == 0
    out = capsys.readouterr().out
    assert "tiny: Tiny Race, 2 to 4 players" in out and "--option rounds" in out


def test_show_checks_a_hand_written_state(tmp_path, tiny_game, capsys):
    from tests.support.tinygame import TinyRace

    state = TinyRace().setup(["ann", "ben"], {"rounds": 2, "simultaneous": False}, 1)
    path = tmp_path / "s.json"
    path.write_text(json.dumps(state))
    assert cli.main(["show", str(path), "--images", str(tmp_path / "pics")]) == 0
    out = capsys.readouterr().out
    assert "ann to decide" in out and "play " in out and "Scores:" in out
    assert (tmp_path / "pics" / "tiny-public.png").exists()
    assert (tmp_path / "pics" / "tiny-private-1.png").exists()

    state["hands"] = state["hands"][:1]
    path.write_text(json.dumps(state))
    assert cli.main(["show", str(path)]) == 1
    captured = capsys.readouterr()
    assert "error: the position is not valid: " in captured.err and "one hand per player" in captured.err
    assert captured.out == ""  # a refused position prints no half report
    path.write_text("{not json")
    assert cli.main(["show", str(path)]) == 1
    assert "not valid JSON" in capsys.readouterr().err


def test_run_without_token_exits_2_and_explains(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    result = subprocess.run([sys.executable, "-m", "bot.cli", "run"], cwd=tmp_path,
                            env={**env, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert "DISCORD_TOKEN" in result.stderr and "referee play" in result.stderr


def test_settings_never_show_the_token():
    from bot import config

    settings = config.load({"DISCORD_TOKEN": "secret-token-value", "REMINDER_INTERVAL": "6"})
    assert "secret-token-value" not in repr(settings) and "secret-token-value" not in str(settings)
    assert settings.reminder_interval.total_seconds() == 6 * 3600
    assert settings.db_path == str(config.default_data_dir() / "referee.db")
    with pytest.raises(SystemExit, match="REMINDER_INTERVAL"):
        config.load({"REMINDER_INTERVAL": "soon"})
    assert config.load({"RENDER_PROCESSES": "0"}).render_processes == 0
    assert config.load({}).render_processes >= 1
    with pytest.raises(SystemExit, match="RENDER_PROCESSES"):
        config.load({"RENDER_PROCESSES": "many"})
    with pytest.raises(SystemExit, match="DEV_GUILD_ID"):
        config.load({"DEV_GUILD_ID": "abc"})
