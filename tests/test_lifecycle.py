"""The bot's life cycle (issue 11): SIGTERM and SIGINT stop `referee run`
cleanly with exit status 0, and no child process outlives the bot, whether it
stopped cleanly or was killed with SIGKILL."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def children(pid: int) -> set[int]:
    """Every process whose parent is ``pid`` (from /proc)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        if ppid == pid:
            found.add(int(entry.name))
    return found


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def wait_gone(pids: set[int], seconds: float) -> set[int]:
    deadline = time.monotonic() + seconds
    left = set(pids)
    while left and time.monotonic() < deadline:
        left = {p for p in left if alive(p)}
        time.sleep(0.1)
    return left


pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc (Linux)")

POOL_SCRIPT = """
import json, os, sys, time
from bot.workers import render_pool
pool = render_pool(2)
pids = {pool.submit(os.getpid).result() for _ in range(20)}
print(json.dumps(sorted(pids)), flush=True)
time.sleep(120)
"""


def test_picture_workers_exit_when_the_bot_is_killed():
    import subprocess

    proc = subprocess.Popen([sys.executable, "-c", POOL_SCRIPT], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        workers = set(json.loads(proc.stdout.readline()))
        assert workers and all(alive(p) for p in workers)
        family = children(proc.pid)  # the workers and multiprocessing's resource tracker
        assert workers <= family
        proc.send_signal(signal.SIGKILL)
        proc.wait(5)
        assert wait_gone(family, 5.0) == set(), "child processes outlived the killed bot"
    finally:
        if proc.poll() is None:
            proc.kill()


LAUNCH = """
import sys, discord, yarl
discord.http.Route.BASE = sys.argv[1]
discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(sys.argv[2])
from bot.cli import main
sys.exit(main(["run"]))
"""


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGINT])
async def test_referee_run_stops_cleanly_on_a_signal(how, tmp_path, monkeypatch):
    from tests.discord.standin import DiscordStandIn

    standin = DiscordStandIn()
    await standin.start()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("REFEREE_", "DISCORD_", "DEV_GUILD"))}
    env.update(DISCORD_TOKEN="test-token-never-logged", REFEREE_DB=str(tmp_path / "referee.db"),
               RENDER_PROCESSES="1", PYTHONPATH=str(ROOT))
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-c", LAUNCH, standin.base, standin.gateway, cwd=tmp_path, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    try:
        await asyncio.wait_for(standin.identified.wait(), 30)
        family: set[int] = set()
        for _ in range(100):  # the picture process starts with the bot
            family = children(proc.pid)
            if family:
                break
            await asyncio.sleep(0.1)
        assert family, "referee run starts its picture process"
        proc.send_signal(how)
        out, err = await asyncio.wait_for(proc.communicate(), 30)
        assert proc.returncode == 0, err.decode()[-2000:]
        assert b"Traceback" not in err and b"Traceback" not in out
        assert b"Stopped cleanly" in err
        assert wait_gone(family, 5.0) == set(), "child processes outlived the stopped bot"
        assert "test-token-never-logged" not in (out + err).decode()
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
        await standin.stop()
