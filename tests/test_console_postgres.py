"""The console on a PostgreSQL database (issue 16: every command that takes
a database takes a postgresql:// URL): a game played, resumed by a second
run, and found by `referee games --mine`."""

from __future__ import annotations

import asyncio
import io
from types import SimpleNamespace

from bot import cli
from bot.console.session import play as play_console


def play(tmp_path, db, lines):
    args = SimpleNamespace(game="tiny", players="alice,bob", computer=0, seed=3, db=db,
                           images=str(tmp_path / "img"), option=["rounds=2"])
    out = io.StringIO()
    code = asyncio.run(play_console(args, ["alice", "bob"], io.StringIO("\n".join(lines) + "\n"), out))
    return code, out.getvalue()


async def test_a_console_game_on_postgresql_resumes_and_is_listed(tmp_path, tiny_game, pg_schema_url, capsys):
    url = await pg_schema_url()
    code, out = await asyncio.to_thread(play, tmp_path, url, ["alice: move play 2"])
    assert code == 0 and "refused" not in out
    code, out = await asyncio.to_thread(play, tmp_path, url, ["alice: status"])
    assert code == 0 and "bob to play" in out  # the second run resumed the first run's game
    assert await asyncio.to_thread(cli.main, ["games", "--mine", "bob", "--db", url]) == 0
    assert "tiny" in capsys.readouterr().out.lower()
