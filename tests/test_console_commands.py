"""The console's one table of commands (issue 26, items 2 and 3): the help
and the dispatch both come from it, and the help is the text the console has
always printed; and the console's log (issue 30, item 4): the libraries'
records (asyncpg, aiosqlite, Pillow, discord.py) go to the error log file,
never to the player's terminal."""

from __future__ import annotations

import asyncio
import logging
import subprocess
import sys
from pathlib import Path

import pytest

from bot import cli
from bot.console import commands, errorlog
from bot.console.commands import COMMANDS, PLAY_HELP, find
from bot.service import Refused

ROOT = Path(__file__).resolve().parent.parent

# The help as `referee play` printed it before the table (bot/cli.py's
# PLAY_HELP at 843b84f), byte for byte; issue 27 added `vote` and `agree` and
# says what `abort` now asks for; issue 28 added `catchup` and `me`.
HELP_BEFORE = """\
Commands: one a line, written by the player they are for, "NAME: COMMAND ARGS"
(e.g. "alice: moves"); any player may ask for any of them.
  move NOTATION       play a move (`moves` lists them, `rules` explains the notation)
  moves [WORDS]       your legal moves; with WORDS, only those containing every word
  status              the position and whose turn it is
  board               the board (its picture saved with --images)
  hand                your private view (its picture saved with --images)
  history             the moves so far, numbered
  catchup             what happened since your last move: the moves, your own private changes,
                      the scores then and now (issue 28: while you were away)
  turn N              the board after move N of `history` (0: the start)
  undo                take your last move back (where the game allows it)
  resign              a computer player takes over your seat
  vote wait|skip|hand when someone's time ran out, the others decide: wait longer (a day
                      more), skip this turn (a computer decides it), hand the seat to a computer
  me [SETTING VALUE]  your own settings, the same in every game: zone (e.g. Europe/Berlin),
                      quiet (e.g. 23-07 or off), interval (hours), told (mention|dm), before
                      (on|off), vacation (days, or back); alone: show them
  export [FILE]       the whole position as JSON, hidden information included
                      (into FILE if given): `referee show FILE` loads it
  rules               how to play: the notation of every move, what the pictures show
  stats               your results
  leaderboard [GAME]  the ratings in this game (or in GAME)
  rematch             the same game again, same players and options
  join                take your seat in the rematch
  abort               end the game for everyone (in a running game with several players: propose
                      it; it ends when every player agrees within a day)
  agree               agree to the proposal to abandon the game
  help                this list (a line of just "help" works too)"""


def test_the_help_made_from_the_table_is_the_help_as_it_was():
    assert PLAY_HELP == HELP_BEFORE


def test_every_command_of_the_help_is_dispatched_to_its_own_handler():
    listed = [line.split()[0] for line in PLAY_HELP.splitlines()[2:] if line.startswith("  ") and line[2] != " "]
    assert listed == [c.name for c in COMMANDS]
    assert len({c.handler for c in COMMANDS}) == len(COMMANDS)  # no handler serves two lines
    for entry in COMMANDS:
        assert find(entry.name) is entry
    assert find("?") is find("help")


def test_an_unknown_command_is_refused_with_the_tables_names():
    with pytest.raises(Refused) as refusal:
        find("dance")
    assert str(refusal.value) == (
        "Unknown command 'dance'. Commands: move, moves, status, board, hand, history, catchup, turn, undo, resign, "
        "vote, me, export, rules, stats, leaderboard, rematch, join, abort, agree, help.")
    with pytest.raises(Refused):
        find("")


def test_a_command_declared_once_is_in_the_help_and_the_dispatch(monkeypatch):
    """Adding a command is one declaration above its handler."""
    monkeypatch.setattr(commands, "COMMANDS", list(COMMANDS))
    said: list[str] = []

    @commands.command("wave", "[TO]", "wave at the table\n(or at TO)")
    async def wave(asked) -> None:
        said.append(f"{asked.user} waves at {asked.argument or 'everyone'}")

    entry = commands.find("wave")
    assert entry.help_lines() == ("  wave [TO]           wave at the table\n"
                                  "                      (or at TO)")
    asyncio.run(entry.handler(commands.Asked(None, "c", "ann", "bob", said.append, lambda p, label: None)))
    assert said == ["ann waves at bob"]


# -- the console's log (issue 30, item 4) ----------------------------------------------------

EMIT = """
import logging, sys
from pathlib import Path
from bot.console import errorlog

errorlog.crash_log_path = lambda: Path(sys.argv[1])

def outage():
    try:
        raise ConnectionRefusedError(111, "Connect call failed")
    except ConnectionRefusedError:
        logging.getLogger(sys.argv[3]).warning(
            "Failed to restore the pool connection floor; retrying", exc_info=True)

if sys.argv[2] == "console":
    with errorlog.libraries_logged():
        outage()
else:
    outage()
"""


def emit(tmp_path: Path, how: str, logger: str = "asyncpg.pool") -> tuple[str, str]:
    """A record as asyncpg logs it in an outage (pool.py's logger, with the
    traceback), in a fresh interpreter so that nothing but the console
    configures logging; its standard error, and the error log."""
    log = tmp_path / f"{how}-{logger}.log"
    result = subprocess.run([sys.executable, "-c", EMIT, str(log), how, logger], cwd=ROOT,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return result.stderr, log.read_text() if log.exists() else ""


def test_without_the_console_log_asyncpg_prints_its_traceback_on_the_terminal(tmp_path):
    err, logged = emit(tmp_path, "bare")
    assert "Failed to restore the pool connection floor" in err and "Traceback" in err
    assert logged == ""


@pytest.mark.parametrize("logger", ["asyncpg", "asyncpg.pool", "aiosqlite", "PIL.PngImagePlugin", "discord.client"])
def test_the_console_sends_the_libraries_records_to_the_error_log(tmp_path, logger):
    err, logged = emit(tmp_path, "console", logger)
    assert err == ""
    assert f"WARNING {logger}: Failed to restore the pool connection floor; retrying" in logged
    assert "Traceback" in logged and "ConnectionRefusedError" in logged


def test_the_libraries_loggers_are_as_they_were_after_the_console(tmp_path, monkeypatch):
    monkeypatch.setattr(errorlog, "crash_log_path", lambda: tmp_path / "errors.log")
    loggers = [logging.getLogger(name) for name in errorlog.LIBRARIES]
    before = [(logger.propagate, list(logger.handlers)) for logger in loggers]
    with errorlog.libraries_logged():
        assert not any(logger.propagate for logger in loggers)
        logging.getLogger("aiosqlite").error("inside")
    logging.getLogger("aiosqlite").error("after")
    assert [(logger.propagate, list(logger.handlers)) for logger in loggers] == before
    assert "inside" in (tmp_path / "errors.log").read_text()
    assert "after" not in (tmp_path / "errors.log").read_text()


PLAY = """
import io, logging, sys
from pathlib import Path
from bot import cli
from bot.console import errorlog
from bot.service import Service

errorlog.crash_log_path = lambda: Path(sys.argv[1])
status = Service.status

async def status_in_an_outage(self, *args, **kwargs):
    try:
        raise ConnectionRefusedError(111, "Connect call failed")
    except ConnectionRefusedError:
        logging.getLogger("asyncpg.pool").warning(
            "Failed to restore the pool connection floor; retrying", exc_info=True)
    return await status(self, *args, **kwargs)

Service.status = status_in_an_outage
sys.stdin = io.StringIO("ann: status\\n")
sys.exit(cli.main(["play", "bits", "--players", "ann,bob", "--seed", "1"]))
"""


def test_referee_play_keeps_asyncpgs_traceback_off_the_terminal(tmp_path):
    """`referee play` itself configures the console's log: a record asyncpg
    logs while the game is played is in the error log, and standard error
    stays empty."""
    log = tmp_path / "referee-errors.log"
    result = subprocess.run([sys.executable, "-c", PLAY, str(log)], cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert "> ann: status" in result.stdout
    logged = log.read_text()
    assert "asyncpg.pool: Failed to restore the pool connection floor" in logged and "Traceback" in logged


def test_a_wrong_pool_setting_is_refused_with_its_sentence(monkeypatch, capsys, tmp_path, tiny_game):
    """.env.example: REFEREE_DB_POOL_MAX is a whole number; every command that
    opens a database reads the pool settings and refuses a wrong one (exit 2)."""
    monkeypatch.setenv("REFEREE_DB_POOL_MAX", "lots")
    assert cli.main(["play", "tiny", "--players", "alice,bob", "--db", str(tmp_path / "g.db")]) == 2
    assert "REFEREE_DB_POOL_MAX" in capsys.readouterr().err
    assert not (tmp_path / "g.db").exists()


def test_catchup_tells_a_console_player_what_happened_since_their_last_move(tmp_path, tiny_game):
    """Issue 28: the console's `catchup`, as `/game catchup` tells it."""
    from tests.support.tinygame import TinyRace
    from tests.test_console import play

    game = TinyRace()
    state = game.setup(["alice", "bob"], game.info.options({"rounds": 2}), 3)
    lines = []
    for _ in range(3):
        seat = min(game.to_act(state))
        move = game.legal_moves(state, seat)[0].notation
        lines.append(f"{['alice', 'bob'][seat]}: move {move}")
        state, events = game.apply(state, seat, move)
    code, out = play(tmp_path, [*lines, "bob: catchup"])
    assert code == 0
    told = out[out.index("(for bob only) Since"):]
    assert told.startswith("(for bob only) Since your last move (move 2), 1 move was made:")
    assert "3. alice played" in told and "Scores then and now: alice" in told
    assert list((tmp_path / "img").glob("*-catchup-bob.png"))  # the private picture, with --images
