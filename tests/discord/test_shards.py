"""Shards and processes (issue 16, item 4 and the Discord half of item 5).

Settings: ``SHARD_COUNT`` and ``SHARD_IDS`` (checked, refused with a
sentence). Discord's formula ``(guild_id >> 22) % shard_count`` says which
shard, so which process, gets a server's events; the same formula decides
which process does a server's background work. Only the process serving
shard 0 syncs commands.

Across processes: two ``referee run`` processes against the stand-in, one
database between them. Correctly sharded (SHARD_IDS=0 and SHARD_IDS=1),
each serves a game in a server of its own shard: every interaction answered
once, every announcement and reminder posted once, by the process of that
server's shard, commands synced by one process. Wrongly configured with the
same shard, the database's claims still keep every reminder and
announcement to one post. Each process posts with a token of its own, so
the stand-in can tell which process posted a message (real Discord would
see one token).
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import discord
import pytest

from bot import config
from bot.config import Settings, shard_of
from bot.discordbot import RefereeBot, runner
from bot.service import Service
from tests.discord.standin import DiscordStandIn, Person, StoredMessage

ROOT = Path(__file__).resolve().parents[2]

# -- Discord's shard formula ----------------------------------------------------------


@pytest.mark.parametrize(("guild", "count", "shard"), [
    # "shard_id = (guild_id >> 22) % num_shards" (Discord's gateway documentation)
    (str(0 << 22), 2, 0),
    (str(1 << 22), 2, 1),
    (str((1 << 22) - 1), 2, 0),  # the low 22 bits (worker, process, increment) never count
    (str((5 << 22) | 0x3FFFFF), 2, 1),
    (str((5 << 22) | 12345), 3, 2),
    (str(7 << 22), 7, 0),
    (str(1 << 22), 1, 0),  # one shard gets everything
    (str(41771983423143937), 10, (41771983423143937 >> 22) % 10),  # Discord's example snowflake
    (1 << 22, 2, 1),  # an int works as well as its digits
    ("console", 2, 0),  # a console game's place is not a server id: shard 0's
    ("", 3, 0),
    ("-4194304", 2, 0),  # not digits: not a Discord server
])
def test_shard_of_is_discords_formula(guild, count, shard):
    assert shard_of(guild, count) == shard


def test_shard_of_agrees_with_discord_py():
    """discord.py routes a server to the shard whose connection receives it
    with the same formula; both must agree for every id."""
    client = discord.AutoShardedClient(intents=discord.Intents.none(), shard_count=3, shard_ids=[0, 1, 2])
    seen = {}
    client._AutoShardedClient__shards = {i: type("S", (), {"ws": i})() for i in range(3)}  # type: ignore[attr-defined]
    for high in range(12):
        guild = (high << 22) | 777
        seen[guild] = client._get_websocket(guild)
        assert shard_of(str(guild), 3) == seen[guild]
    assert set(seen.values()) == {0, 1, 2}


# -- settings ---------------------------------------------------------------------------


def load(**env: str) -> Settings:
    return config.load({"REFEREE_DB": ":memory:", **env}, dotenv=False)


@pytest.mark.parametrize(("env", "count", "ids"), [
    ({}, None, None),  # default: Discord decides, one process runs every shard
    ({"SHARD_COUNT": "", "SHARD_IDS": " "}, None, None),
    ({"SHARD_COUNT": "4"}, 4, None),  # all four in this process
    ({"SHARD_COUNT": " 2 ", "SHARD_IDS": "1"}, 2, (1,)),
    ({"SHARD_COUNT": "4", "SHARD_IDS": "3, 0,2"}, 4, (3, 0, 2)),
    ({"SHARD_COUNT": "1", "SHARD_IDS": "0"}, 1, (0,)),
])
def test_shard_settings(env, count, ids):
    settings = load(**env)
    assert (settings.shard_count, settings.shard_ids) == (count, ids)


@pytest.mark.parametrize(("env", "sentence"), [
    ({"SHARD_IDS": "0"}, "SHARD_IDS needs SHARD_COUNT: set SHARD_COUNT to the bot's total number of shards"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "2"},
     "SHARD_IDS: shard 2 does not exist with SHARD_COUNT=2 (shards are numbered 0 to 1)."),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0,5"}, "shard 5 does not exist with SHARD_COUNT=2"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "-1"}, "'-1' is not a shard number."),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0,,1"}, "'' is not a shard number."),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "one"}, "'one' is not a shard number."),
    ({"SHARD_COUNT": "3", "SHARD_IDS": "1,1"}, "SHARD_IDS names shard 1 twice."),
    ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be a whole number of shards, 1 or more"),
    ({"SHARD_COUNT": "two"}, "not 'two'."),
    ({"SHARD_COUNT": "1.5"}, "not '1.5'."),
    ({"SHARD_COUNT": "-2", "SHARD_IDS": "0"}, "SHARD_COUNT must be a whole number of shards"),
])
def test_bad_shard_settings_are_refused_with_a_sentence(env, sentence):
    with pytest.raises(SystemExit) as refused:
        load(**env)
    assert sentence in str(refused.value)


@pytest.mark.parametrize(("count", "ids", "syncs", "served"), [
    (None, None, True, {"x": True, str(0 << 22): True, str(1 << 22): True}),
    (2, None, True, {"x": True, str(0 << 22): True, str(1 << 22): True}),
    (2, (0,), True, {"console": True, str(0 << 22): True, str(1 << 22): False, str(3 << 22): False}),
    (2, (1,), False, {"console": False, str(0 << 22): False, str(1 << 22): True, str(3 << 22): True}),
    (3, (2, 1), False, {"console": False, str(0 << 22): False, str(1 << 22): True, str(5 << 22): True}),
])
def test_which_process_syncs_and_which_servers_it_serves(count, ids, syncs, served):
    """Only the process serving shard 0 (or the only process) syncs; a
    process serves the servers of its shards, console games being shard 0's."""
    settings = replace(load(), shard_count=count, shard_ids=ids)
    assert settings.syncs_commands is syncs
    assert {g: settings.serves(g) for g in served} == served
    guild_filter = runner.guild_filter(settings)
    if ids is None:
        assert guild_filter is None  # every server: the service filters nothing
    else:
        assert guild_filter is not None and {g: guild_filter(g) for g in served} == served


def test_settings_show_the_shards():
    assert load().shards_shown == "shards: as many as Discord recommends, all in this process"
    assert load(SHARD_COUNT="3").shards_shown == "shards: all 3 in this process"
    settings = load(SHARD_COUNT="3", SHARD_IDS="2,0")
    assert settings.shards_shown == "shards: 2, 0 of 3"
    assert "shard_count=3, shard_ids=(2, 0)" in repr(settings)


def test_the_bot_runs_the_shards_it_is_given():
    bot = RefereeBot(load(SHARD_COUNT="4", SHARD_IDS="1,3"), None)
    assert isinstance(bot, discord.AutoShardedClient)
    assert (bot.shard_count, bot.shard_ids) == (4, [1, 3])
    every = RefereeBot(load(SHARD_COUNT="2"), None)
    assert (every.shard_count, every.shard_ids) == (2, None)
    default = RefereeBot(load(), None)
    assert (default.shard_count, default.shard_ids) == (None, None)  # asked of Discord at connection


@pytest.mark.parametrize(("env", "retains"), [
    ({}, True), ({"SHARD_COUNT": "2", "SHARD_IDS": "0"}, True), ({"SHARD_COUNT": "2", "SHARD_IDS": "1"}, False),
])
async def test_retention_is_one_processs_chore(env, retains):
    """Deleting old games is a chore of the whole database: only the process
    that runs shard 0 (or the only process) does it; reminders and idle seats
    are every process's, for its own servers."""
    done: list[str] = []

    class Service:
        async def due_reminders(self, interval):
            done.append("reminders")
            return []

        async def computers_due(self):
            done.append("computers")
            return []

        async def idle_seats(self):
            done.append("idle")
            return []

        async def expire(self, reminder_limit, abandon_after):
            done.append("expiry")
            return []

        async def heads_up(self):
            done.append("heads-up")
            return []

        async def apply_retention(self, **days):
            done.append("retention")

    bot = RefereeBot(load(**env), Service())  # type: ignore[arg-type]
    await bot.chores()
    assert done == ["reminders", "computers", "idle", "expiry", "heads-up"] + (["retention"] if retains else [])


# -- in one process: the claims ----------------------------------------------------------


async def owe_a_reminder(harness) -> None:
    s = harness.standin
    await s.slash(s.alice, "game new tiny")
    await s.slash(s.bob, "game join")
    await s.slash(s.alice, "game start")
    harness.clock.advance(hours=13)


def reminders(s: DiscordStandIn, channel_id: int | None = None) -> list[StoredMessage]:
    return [m for m in s.channel_messages(channel_id) if m.words().startswith("Reminder:")]


async def test_a_reminder_claimed_elsewhere_is_not_posted(harness):
    """Another process found the reminder due and claimed it first: this one
    posts nothing (and does not take it over)."""
    s = harness.standin
    await owe_a_reminder(harness)
    [(row, _)] = await harness.service.due_reminders(timedelta(hours=12))
    assert await harness.service.claim_reminder(row.id, row.last_reminder_at)  # the other process
    assert await harness.bot.check_reminders() == 0
    assert reminders(s) == []


async def test_a_due_reminder_is_claimed_then_posted_once(harness):
    s = harness.standin
    await owe_a_reminder(harness)
    assert await harness.bot.check_reminders() == 1
    [reminder] = reminders(s)
    assert f"<@{s.alice.id}>" in reminder.words() and "for over 12 hours" in reminder.words()  # REMINDER_INTERVAL
    assert await harness.bot.check_reminders() == 0  # claimed: not due again within the interval
    assert len(reminders(s)) == 1
    harness.clock.advance(hours=12)
    assert await harness.bot.check_reminders() == 1  # the next interval
    assert len(reminders(s)) == 2


async def test_a_reminder_that_cannot_be_posted_waits_for_the_next_interval(harness):
    s = harness.standin
    await owe_a_reminder(harness)
    s.forbidden_channels.add(s.channel_id)
    assert await harness.bot.check_reminders() == 0
    s.forbidden_channels.clear()
    assert await harness.bot.check_reminders() == 0  # claimed by the failed attempt
    harness.clock.advance(hours=12)
    assert await harness.bot.check_reminders() == 1


async def test_computers_left_owing_move_when_the_bot_starts(harness):
    """The first round of background work at start-up lets computers act
    where they owe a move (a crash between a seat's hand-over and its move),
    and announces it."""
    s = harness.standin
    await s.slash(s.alice, "game new tiny")
    await s.slash(s.bob, "game join")
    await s.slash(s.alice, "game start")
    await harness.stop()
    from storage import connect

    store = await connect(harness.settings.db_path)
    [row] = await store.unfinished_games()
    await store.update_seat(row.id, 0, is_computer=True)  # Alice's seat owes the move
    await store.close()
    before = len(s.channel_messages())
    await harness.start()
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 10
    while len(s.channel_messages()) == before:
        assert loop.time() < deadline, "the computer did not move at start-up"
        await asyncio.sleep(0.02)
    assert f"<@{s.bob.id}>" in s.last_public().words()  # Bob's turn after the computer's move


async def test_start_up_never_forces_a_claim_when_processes_share_the_work(harness):
    """At start-up the only process may take over an announcement whose
    delivery a crash interrupted (``force``); a process with SHARD_IDS may
    not: another process serving the same shard may be posting it."""
    s = harness.standin
    await s.slash(s.alice, "game new tiny")
    await s.slash(s.bob, "game join")
    s.forbidden_channels.add(s.channel_id)
    await s.slash(s.alice, "game start")  # an attempt to post its announcement, just now, failed
    s.forbidden_channels.clear()
    [pending] = await harness.service.pending_announcements()
    assert pending.attempts == 1  # to another process, an attempt that may still be under way
    before = len(s.channel_messages())
    harness.bot.settings = replace(harness.settings, shard_count=2, shard_ids=(0, 1))
    assert await harness.bot.deliver_pending(force=True) == 1
    assert len(s.channel_messages()) == before  # left to the claim's holder
    harness.bot.settings = harness.settings  # the only process: a crash left it, take it over
    assert await harness.bot.deliver_pending(force=True) == 1
    assert len(s.channel_messages()) == before + 1
    assert await harness.service.pending_announcements() == []


# -- across processes ---------------------------------------------------------------------

LAUNCH = """
import sys, discord, yarl
discord.http.Route.BASE = sys.argv[1]
discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(sys.argv[2])
import bot.discordbot.background as background
background.OUTBOX_SECONDS = float(sys.argv[3])  # every process looks for undelivered announcements often
if len(sys.argv) > 4:  # a delivery attempt's lease, shortened
    import datetime, bot.service.outbox as outbox
    outbox.DELIVERY_LEASE = datetime.timedelta(seconds=float(sys.argv[4]))
from rules import registry
from tests.support import tinygame, tinyrender
registry.register(tinygame.GAME)
sys.modules["render.tiny"] = tinyrender
from bot.cli import main
sys.exit(main(["run"]))
"""
REMINDER_HOURS = 0.001  # 3.6 seconds
# Two reminders of one game are never closer than the interval, less the
# second the database's timestamps are rounded down to (and a little for
# posting); a double send would be milliseconds apart.
REMINDER_GAP = REMINDER_HOURS * 3600 - 1.3
WAIT = 30.0  # the longest any single wait may take


@pytest.fixture(params=["sqlite", "postgresql"])
def shared_db(request, tmp_path):
    """The ONE database every bot process of a test shares: a SQLite file
    (WAL mode), or a fresh schema on the test PostgreSQL server (REFEREE_TEST_PG,
    else a throwaway one; skipped with the reason when neither is possible,
    never under CI). Returns an async function giving its URL."""
    if request.param == "sqlite":
        async def sqlite() -> str:
            return str(tmp_path / "referee.db")
        return sqlite
    return request.getfixturevalue("pg_schema_url")


class BotProcess:
    """One ``referee run`` process, its log read as it goes."""

    def __init__(self, label: str, proc: asyncio.subprocess.Process):
        self.label = label
        self.token = f"test-token-{label}"
        self.proc = proc
        self.lines: list[str] = []
        self.reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        assert self.proc.stderr is not None
        async for line in self.proc.stderr:
            self.lines.append(line.decode(errors="replace"))

    def log(self) -> str:
        return "".join(self.lines)

    async def wait_log(self, text: str) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + WAIT
        while text not in self.log():
            if self.proc.returncode is not None or loop.time() > deadline:
                raise AssertionError(f"{self.label} never logged {text!r}:\n{self.log()[-3000:]}")
            await asyncio.sleep(0.05)

    async def stop(self) -> None:
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(self.proc.wait(), WAIT)
            except TimeoutError:
                self.proc.kill()
                await self.proc.wait()
        await asyncio.wait_for(self.reader, 5)


async def launch(s: DiscordStandIn, db: str, label: str, shard_ids: str, tmp_path: Path, *,
                 lease: float | None = None) -> BotProcess:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("REFEREE_", "DISCORD_", "DEV_GUILD", "SHARD_", "REMINDER_"))}
    env.update(DISCORD_TOKEN=f"test-token-{label}", REFEREE_DB=db, RENDER_PROCESSES="0",
               SHARD_COUNT="2", SHARD_IDS=shard_ids, REMINDER_INTERVAL=str(REMINDER_HOURS),
               REMINDER_CHECK_SECONDS="0.1", PYTHONPATH=str(ROOT))
    folder = tmp_path / label
    folder.mkdir()
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-c", LAUNCH, s.base, s.gateway, "0.1", *([] if lease is None else [str(lease)]),
        cwd=folder, env=env,
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
    return BotProcess(label, proc)


async def until(what, text: str) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WAIT
    while not what():
        if loop.time() > deadline:
            raise AssertionError(f"timed out waiting until {text}")
        await asyncio.sleep(0.05)


async def settle(s: DiscordStandIn, exchange=None):
    """Answered is not finished in a bot process: wait until the exchange's
    deferred answer is filled in and the channels stop changing."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WAIT
    count, quiet_since = -1, loop.time()
    while loop.time() - quiet_since < 0.5 or (exchange is not None and exchange.original is not None
                                              and exchange.original.loading):
        assert loop.time() < deadline, "the bot kept working"
        now = len(s.public_messages())
        if now != count:
            count, quiet_since = now, loop.time()
        await asyncio.sleep(0.05)
    return exchange


def answered_once(s: DiscordStandIn, exchange, shard: int) -> None:
    """Exactly one response, by the connection of the server's shard."""
    assert len(exchange.responses) == 1, exchange.responses
    assert s.interaction_shards[exchange.id] == (shard, 2)


async def play(s: DiscordStandIn, channel: int, shard: int, people: list[Person], moves: int) -> list:
    exchanges = []

    async def act(person, command, **values):
        ex = await settle(s, await s.slash(person, command, channel_id=channel, **values))
        answered_once(s, ex, shard)
        exchanges.append(ex)
        return ex

    await act(people[0], "game new tiny", rounds=3)
    await act(people[1], "game join")
    assert "started" in (await act(people[0], "game start")).ephemeral_text()
    for _ in range(moves):
        for person in people:
            choices = await s.autocomplete(person, "game move", "move", channel_id=channel, move="")
            if choices:
                break
        assert choices, "somebody owes a move"
        before = len(s.channel_messages(channel))
        ex = await act(person, "game move", move=choices[0]["value"])
        assert "You played" in ex.ephemeral_text(), ex.ephemeral_text()
        await until(lambda before=before: len(s.channel_messages(channel)) > before, "the move is announced")
    return exchanges


async def check_announced_once(s: DiscordStandIn, db: str, guild: int, channel: int, changes: int) -> set[str]:
    """Every announcement of the channel's game (``changes``: the start and
    each move) delivered as exactly one message: the channel holds the
    announcements' messages, the reminders and the lobby, and nothing else
    (a second post of an announcement would be a message no announcement
    names). Returns the tokens the announcements were posted with."""
    from storage import connect

    store = await connect(db)
    try:
        service = Service(store)
        row = (await service.table(str(guild), str(channel))).row
        refs = []
        for version in range(1, row.version + 1):
            announcement = await store.announcement_for(row.id, version)
            if announcement is not None:
                assert announcement.delivered_at and announcement.message_ref, announcement
                refs.append(announcement.message_ref)
        service.executor.shutdown(wait=False)
    finally:
        await store.close()
    assert len(refs) == changes and len(set(refs)) == changes, refs
    posted = {f"{m.channel_id}:{m.id}": m for m in s.channel_messages(channel)}
    assert set(refs) <= set(posted)
    rest = [m for ref, m in posted.items() if ref not in refs and not m.words().startswith("Reminder:")]
    assert [m.words().split("\n")[0] for m in rest] == ["**Tiny Race** (2 to 4 players)"]  # the lobby
    return {posted[ref].auth or "" for ref in refs}


def reminded_once_per_interval(s: DiscordStandIn, channel: int) -> list[StoredMessage]:
    found = reminders(s, channel)
    gaps = [b.created - a.created for a, b in zip(found, found[1:], strict=False)]
    assert all(gap >= REMINDER_GAP for gap in gaps), f"reminders {gaps} s apart (interval {REMINDER_HOURS} h)"
    return found


async def stop_all(processes: list[BotProcess]) -> None:
    for p in processes:
        await p.stop()
    for p in processes:
        assert p.proc.returncode == 0, p.log()[-3000:]
        assert "Traceback" not in p.log(), p.log()[-3000:]
        assert p.token not in p.log()


@pytest.fixture
async def sharded_standin(standin, tiny_game):
    standin.shard_count = 2
    return standin


async def test_two_processes_each_serve_the_servers_of_their_shard(sharded_standin, shared_db, tmp_path):
    s = sharded_standin
    db = await shared_db()
    guilds = {k: s.add_guild(f"Server of shard {k}", shard=k, count=2) for k in (0, 1)}
    channels = {k: s.add_channel("games", guilds[k]) for k in (0, 1)}
    processes: list[BotProcess] = []
    try:
        one = await launch(s, db, "one", "1", tmp_path)
        processes.append(one)
        await one.wait_log("Connected as")
        assert (1, 2) in s.identifies and s.sync_count == 0  # shard 1's process never syncs
        zero = await launch(s, db, "zero", "0", tmp_path)
        processes.append(zero)
        await zero.wait_log("Connected as")
        assert sorted(s.identifies) == [(0, 2), (1, 2)]  # each process identified as its own shard
        assert s.sync_count == 1  # shard 0's process synced
        assert "Synced 1 command(s)" in zero.log() and "Not syncing commands" not in zero.log()
        assert "Not syncing commands: this process serves shards 1" in one.log()

        for k in (0, 1):
            await play(s, channels[k], k, [s.alice, s.bob], moves=2)
        for k in (0, 1):
            await until(lambda k=k: reminders(s, channels[k]), f"shard {k}'s game gets its reminder")
        await settle(s)
        for k, process in ((0, zero), (1, one)):
            found = reminded_once_per_interval(s, channels[k])
            assert {m.auth for m in found} == {f"Bot {process.token}"}  # by the process of the shard
            tokens = await check_announced_once(s, db, guilds[k], channels[k], changes=3)
            assert tokens == {f"Bot {process.token}"}  # announcements too, none by the other
    finally:
        await stop_all(processes)
    assert s.violations == [] and s.unknown_routes == []


async def test_processes_wrongly_serving_the_same_shard_never_double_send(sharded_standin, shared_db,
                                                                          tmp_path):
    """SHARD_IDS=0 in two processes: both see the same server and both look
    for reminders and undelivered announcements every 0.1 s; the database's
    claims still let exactly one post each."""
    s = sharded_standin
    db = await shared_db()
    guild = s.add_guild("Server of shard 0", shard=0, count=2)
    channel = s.add_channel("games", guild)
    s.post_delay = 0.3  # each post takes three of the other process's looks for undelivered ones
    processes: list[BotProcess] = []
    try:
        for label in ("first", "second"):
            process = await launch(s, db, label, "0", tmp_path)
            processes.append(process)
            await process.wait_log("Connected as")
        assert s.identifies == [(0, 2), (0, 2)]
        await play(s, channel, 0, [s.alice, s.bob], moves=3)
        await until(lambda: len(reminders(s, channel)) >= 2, "two reminders, an interval apart")
        await settle(s)
        reminded_once_per_interval(s, channel)
        await check_announced_once(s, db, guild, channel, changes=4)
    finally:
        await stop_all(processes)
    assert s.violations == [] and s.unknown_routes == []


async def test_one_process_runs_every_shard_discord_recommends(standin, settings, clock, tiny_game):
    """Without SHARD_COUNT the bot asks Discord (GET /gateway/bot) and runs
    every shard it recommends in this one process: each server's events
    come on its own shard's connection, and games in both are served."""
    from tests.discord.conftest import Harness

    s = standin
    s.shard_count = 2
    other = s.add_guild("Server of shard 1", shard=1, count=2)
    channel = s.add_channel("games", other)
    home = shard_of(str(s.guild_id), 2)
    h = Harness(s, settings, clock)
    bot = await h.start()
    try:
        assert bot.shard_count == 2 and sorted(bot.shards) == [0, 1]
        assert sorted(s.identifies) == [(0, 2), (1, 2)]
        assert bot.get_guild(other).shard_id == 1 and bot.get_guild(s.guild_id).shard_id == home
        for where, shard in ((None, home), (channel, 1)):
            await open_game_here(s, where)
            ex = await s.slash(s.alice, "game status", channel_id=where)
            assert s.interaction_shards[ex.id] == (shard, 2) and len(ex.responses) == 1
            assert "Scores: Alice 0, Bob 0." in "".join(m.text() for m in ex.replies())
        assert h.service.guild_filter is None  # the only process: every server's background work
    finally:
        await h.stop()
    assert s.violations == [] and s.unknown_routes == [] and h.errors == []


async def open_game_here(s: DiscordStandIn, channel: int | None) -> None:
    await s.slash(s.alice, "game new tiny", channel_id=channel)
    await s.slash(s.bob, "game join", channel_id=channel)
    ex = await s.slash(s.alice, "game start", channel_id=channel)
    assert "started" in ex.ephemeral_text(), ex.ephemeral_text()


async def test_a_process_resumes_only_the_games_of_its_shards(harness, caplog):
    import logging

    s = harness.standin
    await open_game_here(s, None)
    home = shard_of(str(s.guild_id), 2)
    s.shard_count = 2
    caplog.set_level(logging.INFO, logger="referee.discord")
    for shards, resumed in (((1 - home,), 0), ((home,), 1)):
        await harness.stop()
        caplog.clear()
        harness.settings = replace(harness.settings, shard_count=2, shard_ids=shards)
        await harness.start()
        assert f"Recovered {resumed} unfinished game(s)" in caplog.text


async def test_sync_says_whether_it_synced(harness):
    """``sync_if_changed`` returns whether a sync was sent: not when the
    commands are as last synced, yes when forced (``referee sync``)."""
    s = harness.standin
    assert s.sync_count == 1  # at start: never synced from this database
    assert await runner.sync_if_changed(harness.bot, harness.settings) is False
    assert s.sync_count == 1
    assert await runner.sync_if_changed(harness.bot, harness.settings, force=True) is True
    assert s.sync_count == 2
