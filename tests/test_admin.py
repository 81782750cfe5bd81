"""The admin's commands (issue 13, items 3-5): ``referee backup``,
``restore``, ``doctor`` and ``purge``, driven through an argparse parser
built as bot/cli.py builds its own."""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import json
import os
import re
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot import admin, config
from render import base
from rules.base import Rng, dumps, loads
from storage import backup as backups
from storage.base import migrations
from storage.store import Store
from tests.support.tinygame import TinyRace

ROOT = Path(__file__).resolve().parent.parent
GAME = TinyRace()
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GabcDE.secret-part-of-the-token"


def referee(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="referee")
    admin.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(list(argv))
    return args.handler(args)


@pytest.fixture
def env(tmp_path, monkeypatch):
    """The settings `referee` reads: a database in tmp_path, no .env."""
    monkeypatch.chdir(tmp_path)  # no .env of the developer's is read
    for name in ("DISCORD_TOKEN", "REFEREE_DB", "REFEREE_DATA", "DEV_GUILD_ID", "RENDER_PROCESSES",
                 "RETENTION_DAYS", "GUILD_GRACE_DAYS", "STATE_DIRECTORY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("REFEREE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("RENDER_PROCESSES", "0")
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    return tmp_path / "data" / "referee.db"


async def play_game(store: Store, channel: str, seed: int, moves: int | None = None,
                    status_when_over: str = "finished") -> int:
    """A Tiny Race game through the store, move by move, as the service does."""
    options = GAME.info.options({"rounds": 3})
    row = await store.create_game("g", channel, "tiny", options, seed, "a")
    await store.add_seat(row.id, "a", "A")
    await store.add_seat(row.id, "b", "B")
    state = GAME.setup(["A", "B"], options, seed)
    version = await store.start_game(row.id, (await store.game(row.id)).version, dumps(state), ["a", "b"], {})
    rng = Rng.from_seed(seed)
    played = 0
    while not GAME.is_over(state) and (moves is None or played < moves):
        seat = min(GAME.to_act(state))
        move = rng.choice(GAME.legal_moves(state, seat)).notation
        state, _ = GAME.apply(state, seat, move)
        status = status_when_over if GAME.is_over(state) else "active"
        version = await store.commit_move(row.id, version, seat, move, dumps(state), status)
        played += 1
    return row.id


def replay_every_game(path: Path) -> int:
    """Check ``path`` with integrity_check and replay every game's move log
    from ``setup``: the stored state must equal the replay. Returns the
    number of games replayed."""
    db = sqlite3.connect(path)
    try:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        games = db.execute("SELECT id, options, seed, state FROM games WHERE state IS NOT NULL").fetchall()
        for game_id, options, seed, stored in games:
            names = [n for (n,) in db.execute("SELECT name FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))]
            state = GAME.setup(names, json.loads(options), seed)
            log = db.execute("SELECT seq, seat, notation FROM moves WHERE game_id = ? ORDER BY seq",
                             (game_id,)).fetchall()
            assert [seq for seq, _, _ in log] == list(range(1, len(log) + 1))
            for _, seat, notation in log:
                state, _ = GAME.apply(state, seat, notation)
            assert dumps(state) == dumps(loads(stored)), f"game {game_id} differs from its move log"
        return len(games)
    finally:
        db.close()


def game_ids(path: Path) -> list[int]:
    db = sqlite3.connect(path)
    try:
        return [r[0] for r in db.execute("SELECT id FROM games ORDER BY id")]
    finally:
        db.close()


async def make_database(path: Path, games: int = 2) -> None:
    async with await Store.open(path) as store:
        for n in range(games):
            await play_game(store, f"c{n}", seed=n + 1)


# -- backup ------------------------------------------------------------------------------


async def test_backup_during_concurrent_writes_is_a_consistent_replayable_copy(tmp_path):
    """"a consistent online copy of the running database" (issue 13, item 3):
    a writer commits moves through the store while the backup runs; each
    copy passes integrity_check and every game in it equals its replay."""
    path = tmp_path / "live.db"
    store = await Store.open(path)
    committed = 0
    stop = asyncio.Event()

    async def writer() -> None:
        nonlocal committed
        n = 0
        while not stop.is_set():
            n += 1
            game_id = await play_game(store, f"w{n}", seed=n, moves=0)
            row = await store.game(game_id)
            state = loads(row.state)
            version = row.version
            while not GAME.is_over(state) and not stop.is_set():
                seat = min(GAME.to_act(state))
                move = GAME.legal_moves(state, seat)[0].notation
                state, _ = GAME.apply(state, seat, move)
                version = await store.commit_move(game_id, version, seat, move, dumps(state),
                                                  "finished" if GAME.is_over(state) else "active")
                committed += 1

    try:
        # Some bulk first, so that a copy takes long enough to overlap commits.
        for n in range(40):
            await store.add_notice(await play_game(store, f"bulk{n}", seed=100 + n), "a", "x" * 50_000)
        task = asyncio.create_task(writer())
        overlapped, copies = 0, []
        while overlapped == 0 and len(copies) < 20:
            while committed == 0:
                await asyncio.sleep(0.001)
            target = tmp_path / f"copy{len(copies)}.db"

            def copy(target=target):
                before = committed
                backups.backup_database(path, target)
                return committed - before

            overlapped = await asyncio.to_thread(copy)
            copies.append(target)
        stop.set()
        await task
    finally:
        await store.close()
    assert overlapped > 0, "no backup overlapped a commit in 20 tries"
    for target in copies:
        assert replay_every_game(target) >= 40


async def test_backup_command_copies_and_records_the_backup(env, capsys):
    await make_database(env)
    assert referee("backup", str(env.parent.parent / "b1.db")) == 0
    out = capsys.readouterr().out
    assert f"to {env.parent.parent / 'b1.db'}" in out
    assert replay_every_game(env.parent.parent / "b1.db") == 2
    recorded = json.loads(admin.read_meta(env, admin.LAST_BACKUP_KEY))
    assert recorded["path"] == str((env.parent.parent / "b1.db").resolve())


async def test_backup_into_a_folder_makes_a_dated_file(env, tmp_path, capsys):
    await make_database(env)
    folder = tmp_path / "backups"
    folder.mkdir()
    assert referee("backup", str(folder)) == 0
    [made] = list(folder.iterdir())
    assert re.fullmatch(r"referee\.db\.backup-\d{8}T\d{6}Z", made.name)
    assert replay_every_game(made) == 2
    # A folder that does not exist yet, written with a final slash (the timer's unit does).
    assert referee("backup", f"{tmp_path}/new/backups/") == 0
    [made] = list((tmp_path / "new" / "backups").iterdir())
    assert made.name.startswith("referee.db.backup-") and replay_every_game(made) == 2


async def test_backup_refuses_to_overwrite_a_file(env, tmp_path, capsys):
    await make_database(env)
    existing = tmp_path / "taken.db"
    existing.write_text("keep me")
    assert referee("backup", str(existing)) == 1
    assert "already exists" in capsys.readouterr().err
    assert existing.read_text() == "keep me"


def test_backup_without_a_database_says_where_it_looked(env, tmp_path, capsys):
    assert referee("backup", str(tmp_path / "b.db")) == 1
    err = capsys.readouterr().err
    assert str(env) in err and "REFEREE_DATA" in err
    assert not (tmp_path / "b.db").exists() and not env.exists()


# -- restore -----------------------------------------------------------------------------


async def two_databases(env: Path, tmp_path: Path) -> Path:
    """A backup with games 1-2, then a live database with games 1-3."""
    await make_database(env, games=2)
    saved = backups.backup_database(env, tmp_path / "saved.db")
    async with await Store.open(env) as store:
        await play_game(store, "later", seed=9)
    return saved


async def test_restore_puts_the_backup_back_and_keeps_the_replaced_database(env, tmp_path, capsys):
    saved = await two_databases(env, tmp_path)
    replaced = tmp_path / "replaced.db"
    backups.backup_database(env, replaced)
    assert referee("restore", str(saved)) == 0
    out = capsys.readouterr().out
    assert game_ids(env) == game_ids(saved) == [1, 2]
    [kept] = env.parent.glob("referee.db.before-restore-*")
    assert re.fullmatch(r"referee\.db\.before-restore-\d{8}T\d{6}Z", kept.name)
    assert str(kept) in out
    assert game_ids(kept) == [1, 2, 3] and replay_every_game(kept) == 3
    async with await Store.open(env) as store:  # the bot starts on it again
        assert await store.integrity_check() == "ok" and len(await store.moves(1)) > 0


async def test_restore_refuses_while_the_bot_holds_the_database(env, tmp_path, capsys):
    saved = await two_databases(env, tmp_path)
    store = await Store.open(env)  # the running bot
    try:
        assert referee("restore", str(saved)) == 1
        assert "in use: stop the bot first" in capsys.readouterr().err
        assert await store.game(3) is not None  # nothing changed under the bot
        assert not list(env.parent.glob("*before-restore*"))
    finally:
        await store.close()
    assert game_ids(env) == [1, 2, 3]


def damage(path: Path) -> None:
    """Overwrite the middle of the file (b-tree pages) with garbage."""
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    for offset in range(page * 2, min(len(data), page * 4)):
        data[offset] = 0x5A
    path.write_bytes(bytes(data))


async def test_restore_checks_the_backup_first_and_changes_nothing_when_it_fails(env, tmp_path, capsys):
    saved = await two_databases(env, tmp_path)
    before = env.read_bytes()
    damage(saved)
    not_sqlite = tmp_path / "notes.txt"
    not_sqlite.write_text("not a database at all " * 100)
    other = tmp_path / "other.db"
    con = sqlite3.connect(other)
    con.execute("CREATE TABLE photos (id INTEGER)")
    con.commit()
    con.close()
    newer = tmp_path / "newer.db"
    backups.backup_database(env, newer)
    con = sqlite3.connect(newer)
    con.execute(f"PRAGMA user_version = {len(migrations()) + 1}")
    con.commit()
    con.close()
    cases = [
        (saved, "is damaged"),
        (not_sqlite, "is not an SQLite database"),
        (other, "not one of Tabletop Referee"),
        (newer, "made by a newer version of the program"),
        (tmp_path / "missing.db", "There is no backup file at"),
        (env, "is the database itself"),
    ]
    for path, message in cases:
        assert referee("restore", str(path)) == 1, path
        assert message in capsys.readouterr().err, path
        assert env.read_bytes() == before
        assert not list(env.parent.glob("*before-restore*"))


async def test_restore_over_a_damaged_database_keeps_it_byte_for_byte(env, tmp_path):
    saved = await two_databases(env, tmp_path)
    env.write_bytes(b"SQLite format 3\x00" + b"\x00" * 84 + b"garbage" * 100)
    damaged = env.read_bytes()
    kept = backups.restore_database(saved, env)
    assert kept.read_bytes() == damaged
    assert game_ids(env) == [1, 2]


async def test_restore_into_an_empty_place_creates_the_database(env, tmp_path):
    await make_database(tmp_path / "elsewhere.db")
    assert backups.restore_database(tmp_path / "elsewhere.db", env) is None
    assert replay_every_game(env) == 2


async def test_two_restores_in_one_second_keep_both_replaced_databases(env, tmp_path):
    saved = await two_databases(env, tmp_path)
    now = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    first = backups.restore_database(saved, env, now=now)
    second = backups.restore_database(saved, env, now=now)
    third = backups.restore_database(saved, env, now=now)
    assert first.name == "referee.db.before-restore-20260102T030405Z"
    assert second.name == first.name + "-2" and third.name == first.name + "-3"
    assert game_ids(first) == [1, 2, 3] and game_ids(second) == game_ids(third) == [1, 2]


async def test_a_restore_that_fails_midway_puts_the_database_back(env, tmp_path, monkeypatch):
    saved = await two_databases(env, tmp_path)

    def disk_full(source, target):
        Path(target).write_bytes(b"half a copy")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(backups, "backup_database", disk_full)
    with pytest.raises(OSError, match="No space left"):
        backups.restore_database(saved, env)
    assert game_ids(env) == [1, 2, 3] and replay_every_game(env) == 3
    assert not list(env.parent.glob("*before-restore*"))


async def test_check_backup_returns_the_schema_version(env, tmp_path):
    saved = await two_databases(env, tmp_path)
    assert backups.check_backup(saved) == len(migrations())


def test_automatic_backups_newest_last(tmp_path):
    db = tmp_path / "referee.db"
    assert backups.backups_of(tmp_path / "missing" / "referee.db") == []
    assert backups.latest_backup(db) is None
    names = [backups.automatic_backup_path(db, reason, datetime(2026, 1, day, tzinfo=UTC))
             for day, reason in ((3, "schema-v2"), (1, ""), (2, "schema-v1"))]
    for path in names:
        path.write_text("x")
    (tmp_path / "referee.db.before-restore-20260104T000000Z").write_text("not an automatic backup")
    assert backups.backups_of(db) == [names[1], names[2], names[0]]
    assert backups.latest_backup(db) == names[0]


# -- purge -------------------------------------------------------------------------------

NOW = datetime(2026, 6, 15, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize("text, expected", [
    ("2026-01-31", "2026-01-31T00:00:00+00:00"),
    ("2026-01-31T18:30", "2026-01-31T18:30:00+00:00"),            # no offset: UTC
    ("2026-01-31T18:30:00+02:00", "2026-01-31T16:30:00+00:00"),   # an offset is honoured
    ("2026-01-31T18:30:00Z", "2026-01-31T18:30:00+00:00"),
    (" 2026-06-15 ", "2026-06-15T00:00:00+00:00"),                # today's midnight is the past
])
def test_purge_dates(text, expected):
    assert admin.parse_cutoff(text, now=NOW) == expected


@pytest.mark.parametrize("text, message", [
    ("2026-06-16", "is in the future"),
    ("2026-06-15T12:00:01", "is in the future"),
    ("last tuesday", "is not a date: write it as YYYY-MM-DD"),
    ("2026-13-01", "is not a date"),
    ("", "is not a date"),
])
def test_purge_refuses_future_and_unparsable_dates(text, message):
    with pytest.raises(ValueError, match=message):
        admin.parse_cutoff(text, now=NOW)


async def aged(path: Path, game_id: int, when: str) -> None:
    con = sqlite3.connect(path)
    con.execute("UPDATE games SET updated_at = ? WHERE id = ?", (when, game_id))
    con.commit()
    con.close()


async def test_purge_deletes_only_finished_games_older_than_the_date(env, capsys):
    async with await Store.open(env) as store:
        old_finished = await play_game(store, "a", seed=1)
        old_aborted = await play_game(store, "b", seed=2, moves=2)
        await store.set_status(old_aborted, "aborted")
        await store.add_notice(old_aborted, "a", "a notice about the aborted game")
        old_active = await play_game(store, "c", seed=3, moves=2)
        recent_finished = await play_game(store, "d", seed=4)
    for game_id in (old_finished, old_aborted, old_active):
        await aged(env, game_id, "2025-01-01T00:00:00+00:00")
    await aged(env, recent_finished, "2026-03-01T00:00:00+00:00")

    assert await asyncio.to_thread(referee, "purge", "--finished-before", "2026-01-01") == 0
    out = capsys.readouterr().out
    assert f"deleted game {old_finished}: tiny, server g, channel a, finished" in out
    assert f"deleted game {old_aborted}: tiny, server g, channel b, aborted" in out
    assert "Deleted 2 finished or aborted game(s) last changed before 2026-01-01T00:00:00+00:00" in out
    assert game_ids(env) == [old_active, recent_finished]
    con = sqlite3.connect(env)
    try:
        for table in ("seats", "moves", "notices"):
            left = {r[0] for r in con.execute(f"SELECT DISTINCT game_id FROM {table}")}
            assert left <= {old_active, recent_finished}, table
    finally:
        con.close()


async def test_purge_with_a_bad_date_deletes_nothing(env, capsys):
    await make_database(env)
    await aged(env, 1, "2020-01-01T00:00:00+00:00")
    tomorrow = (datetime.now(UTC) + timedelta(days=1)).date().isoformat()
    assert referee("purge", "--finished-before", tomorrow) == 1
    assert "is in the future" in capsys.readouterr().err
    assert referee("purge", "--finished-before", "soon") == 1
    assert "is not a date" in capsys.readouterr().err
    assert game_ids(env) == [1, 2]


async def test_purge_lists_at_most_fifty_games(env, capsys):
    await make_database(env, games=0)
    con = sqlite3.connect(env)
    con.executemany(
        "INSERT INTO games (guild, channel, kind, status, seed, creator, created_at, updated_at)"
        " VALUES ('g', ?, 'tiny', 'finished', 1, 'u', '2020-01-01T00:00:00+00:00', '2020-01-01T00:00:00+00:00')",
        [(f"c{n}",) for n in range(52)])
    con.commit()
    con.close()
    assert await asyncio.to_thread(referee, "purge", "--finished-before", "2021-01-01") == 0
    out = capsys.readouterr().out
    assert out.count("deleted game ") == 50 and "... and 2 more." in out and "Deleted 52 " in out
    assert game_ids(env) == []


@pytest.mark.parametrize("nbytes, text", [
    (0, "0 bytes"), (1023, "1023 bytes"), (1024, "1.0 KB"), (1536, "1.5 KB"),
    (5 * 1024 ** 2, "5.0 MB"), (3 * 1024 ** 3, "3.0 GB"), (2 * 1024 ** 4, "2048.0 GB"),
])
def test_sizes_read_as_people_write_them(nbytes, text):
    assert admin._size(nbytes) == text


async def test_purge_on_a_damaged_database_says_so_and_changes_nothing(env, capsys):
    await make_database(env, games=6)
    damage(env)
    before = env.read_bytes()
    assert await asyncio.to_thread(referee, "purge", "--finished-before", "2020-01-01") == 1
    assert "is damaged" in capsys.readouterr().err
    assert env.read_bytes() == before


def test_purge_without_a_database_creates_none(env, capsys):
    assert referee("purge", "--finished-before", "2020-01-01") == 1
    assert "nothing to purge" in capsys.readouterr().err
    assert not env.exists()


# -- doctor ------------------------------------------------------------------------------


def settings_for(env_path: Path, **extra: str):
    values = {"DISCORD_TOKEN": TOKEN, "REFEREE_DB": str(env_path), "RENDER_PROCESSES": "0", **extra}
    return config.load(values)


def by_name(checks) -> dict[str, admin.Check]:
    return {c.name: c for c in checks}


async def test_doctor_is_green_on_a_healthy_install_and_never_prints_the_token(env, capsys, monkeypatch):
    await make_database(env)
    monkeypatch.setenv("RENDER_PROCESSES", "1")  # a real picture process, as the bot starts them
    assert referee("doctor") == 0
    out = capsys.readouterr().out
    assert TOKEN not in out and TOKEN.split(".")[-1] not in out
    assert str(env) in out and "chosen by REFEREE_DATA" in out
    assert f"schema {len(migrations())} of {len(migrations())}, quick_check ok, writable" in out
    assert "1 picture process(es) (RENDER_PROCESSES): drew each game's opening board" in out
    assert "4 games, each with its pictures: bits, townies, tweeeet, twittens." in out
    assert "FAIL" not in out and "Everything looks fine." in out
    assert admin.invite_url() in out and "General Information" in out


def test_doctor_names_each_problem_with_its_fix_and_fails(env, capsys, monkeypatch):
    monkeypatch.delenv("DISCORD_TOKEN")
    assert referee("doctor") == 1
    out = capsys.readouterr().out
    assert "FAIL  token" in out and "fix: Put the bot token in DISCORD_TOKEN" in out
    assert "Reset Token" in out and "1 problem(s) found" in out


def test_the_doctor_flags_a_game_without_pictures(tiny_game, monkeypatch):
    import sys

    monkeypatch.delitem(sys.modules, "render.tiny")  # the test game registered, its renderer gone
    check = admin.check_games()
    assert not check.ok and "Game 'tiny' has no renderer: add render/tiny.py" in check.detail
    assert "render/<game>.py with board(view)" in check.fix


def test_a_token_that_is_not_a_bot_token_is_flagged_without_being_shown():
    check = admin.check_token(config.load({"DISCORD_TOKEN": "client-secret-value"}))
    assert not check.ok and "client secret" in check.fix
    assert "client-secret-value" not in check.detail + check.fix


def test_doctor_database_not_created_yet_is_fine(tmp_path):
    [check] = admin.check_database(settings_for(tmp_path / "new" / "referee.db"))
    assert check.ok and "will be created at the first start" in check.detail


def test_doctor_database_that_cannot_be_created(tmp_path):
    (tmp_path / "file").write_text("a file where a folder should be")
    [check] = admin.check_database(settings_for(tmp_path / "file" / "data" / "referee.db"))
    assert not check.ok and "is a file, not a folder" in check.detail and "REFEREE_DATA" in check.fix


async def test_doctor_database_not_writable(tmp_path, monkeypatch):
    path = tmp_path / "referee.db"
    await make_database(path, games=0)
    real = os.access
    monkeypatch.setattr(admin.os, "access", lambda p, mode: False if Path(p) == path else real(p, mode))
    [check] = admin.check_database(settings_for(path))
    assert not check.ok and "is not writable" in check.detail and "write access" in check.fix


def test_doctor_folder_not_writable_for_a_new_database(tmp_path, monkeypatch):
    real = os.access
    monkeypatch.setattr(admin.os, "access", lambda p, mode: False if Path(p) == tmp_path else real(p, mode))
    [check] = admin.check_database(settings_for(tmp_path / "referee.db"))
    assert not check.ok and "is not writable" in check.detail and "REFEREE_DATA" in check.fix


async def test_doctor_damaged_database_points_to_the_newest_backup(tmp_path):
    path = tmp_path / "referee.db"
    await make_database(path, games=6)
    automatic = backups.automatic_backup_path(path, "schema-v2")
    backups.backup_database(path, automatic)
    damage(path)
    [check] = admin.check_database(settings_for(path))
    assert not check.ok and "damaged" in check.detail
    assert f"referee restore {automatic}" in check.fix


async def test_doctor_database_whose_quick_check_fails(tmp_path):
    path = tmp_path / "referee.db"
    await make_database(path, games=1)
    data = bytearray(path.read_bytes())
    data[36:40] = (int.from_bytes(data[36:40], "big") + 3).to_bytes(4, "big")  # the freelist's size
    path.write_bytes(bytes(data))
    [check] = admin.check_database(settings_for(path))
    assert not check.ok and "is damaged (quick_check: *** in database main *** Main freelist" in check.detail
    assert "referee restore BACKUP" in check.fix  # no backup beside it to name


def test_doctor_file_that_is_not_a_database(tmp_path):
    path = tmp_path / "referee.db"
    path.write_text("hello " * 1000)
    [check] = admin.check_database(settings_for(path))
    assert not check.ok and "referee restore" in check.fix


def test_doctor_database_of_another_program(tmp_path):
    path = tmp_path / "referee.db"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE photos (id INTEGER)")
    con.commit()
    con.close()
    [check] = admin.check_database(settings_for(path))
    assert not check.ok and "belongs to another program" in check.detail
    assert "chosen by REFEREE_DB" in check.detail and "referee doctor" in check.fix


async def test_doctor_database_locked_by_another_process(tmp_path, monkeypatch):
    path = tmp_path / "referee.db"
    await make_database(path, games=1)
    monkeypatch.setattr(admin, "DOCTOR_BUSY_MS", 100)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # a writer that does not let go
    try:
        [check] = admin.check_database(settings_for(path))
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert not check.ok and "locked by another process" in check.detail


def test_doctor_newer_schema(tmp_path):
    path = tmp_path / "referee.db"
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {len(migrations()) + 1}")
    con.close()
    [check] = admin.check_database(settings_for(path))
    assert not check.ok and "newer than this program knows" in check.detail
    assert "Upgrade the program" in check.fix


def test_doctor_older_schema_is_upgraded_at_start(tmp_path):
    path = tmp_path / "referee.db"
    con = sqlite3.connect(path)
    con.executescript(migrations()[0][2])
    con.execute("PRAGMA user_version = 1")
    con.close()
    checks = admin.check_database(settings_for(path))
    assert checks[0].ok and f"schema 1, upgraded to {len(migrations())} at the next start" in checks[0].detail


def test_doctor_memory_database_is_a_problem(tmp_path):
    [check] = admin.check_database(config.load({"REFEREE_DB": ":memory:"}))
    assert not check.ok and "lost" in check.detail


async def test_doctor_reports_the_last_backup(env, tmp_path, capsys):
    await make_database(env)
    settings = settings_for(env)
    assert "no backup recorded yet" in by_name(admin.check_database(settings))["backups"].detail
    assert referee("backup", str(tmp_path / "b.db")) == 0
    assert str((tmp_path / "b.db").resolve()) in by_name(admin.check_database(settings))["backups"].detail


@pytest.fixture
def fresh_fonts():
    base.font.cache_clear()
    yield
    base.font.cache_clear()


def test_doctor_fonts_green(fresh_fonts):
    check = admin.check_fonts()
    assert check.ok and "→" in check.detail


def test_doctor_missing_font_file(monkeypatch, fresh_fonts):
    real = base.font_resource
    monkeypatch.setattr(base, "font_resource",
                        lambda bold=False: ROOT / "render" / "fonts" / "gone.ttf" if bold else real(bold))
    check = admin.check_fonts()
    assert not check.ok and "DejaVuSans-Bold.ttf" in check.detail
    assert "pip install --force-reinstall" in check.fix


def test_doctor_font_file_that_is_another_face(monkeypatch, fresh_fonts):
    # "bold falls back to regular" (issue 13), the other way round: the wrong face in the file.
    real = base.font_resource
    monkeypatch.setattr(base, "font_resource", lambda bold=False: real(True))
    check = admin.check_fonts()
    assert not check.ok and "DejaVuSans.ttf is not DejaVu Sans Book" in check.detail


def test_doctor_font_without_a_symbol(monkeypatch, fresh_fonts):
    monkeypatch.setattr(base, "drawn_symbols", lambda: {"→", "中"})
    check = admin.check_fonts()
    assert not check.ok and "中" in check.detail


class BrokenPool(concurrent.futures.Executor):
    def submit(self, fn, *args, **kwargs):
        future = concurrent.futures.Future()
        future.set_exception(concurrent.futures.process.BrokenProcessPool(
            "A process in the process pool was terminated abruptly"))
        return future


def test_doctor_picture_workers_that_fail(tmp_path, monkeypatch):
    monkeypatch.setattr(admin, "picture_pool", lambda processes: BrokenPool())
    check = admin.check_pictures(settings_for(tmp_path / "x.db", RENDER_PROCESSES="2"))
    assert not check.ok and "BrokenProcessPool" in check.detail
    assert "RENDER_PROCESSES=0" in check.fix


def test_doctor_picture_workers_that_cannot_start(tmp_path, monkeypatch):
    def refuse(processes):
        raise OSError("Cannot allocate memory")

    monkeypatch.setattr(admin, "picture_pool", refuse)
    check = admin.check_pictures(settings_for(tmp_path / "x.db", RENDER_PROCESSES="2"))
    assert not check.ok and "could not start" in check.detail and "Cannot allocate memory" in check.detail


def test_doctor_pictures_in_threads(tmp_path):
    check = admin.check_pictures(settings_for(tmp_path / "x.db"))
    assert check.ok and "RENDER_PROCESSES=0" in check.detail and "4 pictures" in check.detail


async def test_doctor_command_sync_state(tmp_path):
    from bot.discordbot.client import RefereeBot
    from bot.discordbot.runner import payload_hash

    path = tmp_path / "referee.db"
    settings = settings_for(path)
    assert "never synced" in admin.check_commands(settings).detail
    digest = payload_hash(RefereeBot(settings, None), settings)
    async with await Store.open(path) as store:
        await store.set_meta("command_hashes", json.dumps({"42:global": "an older payload"}))
    check = admin.check_commands(settings)
    assert check.ok and "changed since the last sync" in check.detail
    async with await Store.open(path) as store:
        await store.set_meta("command_hashes", json.dumps({"42:global": digest, "42:7": "other"}))
    assert "in sync" in admin.check_commands(settings).detail
    # A development server is a different target.
    assert "never synced to server 99" in admin.check_commands(settings_for(path, DEV_GUILD_ID="99")).detail


def test_doctor_reads_the_side_file_older_versions_kept(tmp_path):
    from bot.discordbot.client import RefereeBot
    from bot.discordbot.runner import payload_hash

    path = tmp_path / "referee.db"
    settings = settings_for(path)
    digest = payload_hash(RefereeBot(settings, None), settings)
    (tmp_path / "referee.db.commands.json").write_text(json.dumps({"42:global": digest}))
    assert "in sync" in admin.check_commands(settings).detail


def test_doctor_payload_that_cannot_be_built(tmp_path, monkeypatch):
    from bot.discordbot import runner

    def broken(bot, settings):
        raise TypeError("bad option")

    monkeypatch.setattr(runner, "payload_hash", broken)
    check = admin.check_commands(settings_for(tmp_path / "x.db"))
    assert not check.ok and "bad option" in check.detail


def test_invite_link_has_the_permissions_docs_discord_lists():
    docs = (ROOT / "docs" / "discord.md").read_text(encoding="utf-8")
    integer = re.search(r"permission integer \*\*`(\d+)`\*\*", docs).group(1)
    assert f"permissions={integer}&" in admin.invite_url() + "&"
    assert "scope=bot+applications.commands" in admin.invite_url()
    for label in admin.PERMISSIONS.values():  # each permission is explained there
        assert f"| {label} |" in docs


# -- hosting files (issue 13, item 6) ------------------------------------------------------

DEPLOY = ROOT / "deploy"


def unit_settings(name: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for line in (DEPLOY / name).read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith(("#", "[")) and "=" in line:
            key, _, value = line.partition("=")
            found.setdefault(key, []).append(value)
    return found


def test_the_service_unit_runs_as_a_dedicated_user_restarts_and_stops_with_sigterm():
    unit = unit_settings("referee.service")
    assert unit["User"] == ["referee"] and unit["Restart"] == ["on-failure"]
    assert unit["KillSignal"] == ["SIGTERM"] and unit["TimeoutStopSec"] == ["30"]
    assert unit["KillMode"] == ["mixed"]  # SIGTERM to the bot; it stops its picture workers itself
    assert unit["ExecStart"][0].endswith("/referee run")
    assert unit["EnvironmentFile"] == ["/etc/tabletop-referee/referee.env"]
    state = unit["StateDirectory"][0]
    assert unit["Environment"] == [f"REFEREE_DB=/var/lib/{state}/referee.db"]
    backup = unit_settings("referee-backup.service")
    assert backup["StateDirectory"] == [state] and backup["User"] == ["referee"]
    assert backup["ExecStart"][0].endswith(f"referee backup /var/lib/{state}/backups/")


def test_the_environment_template_leaves_the_database_to_the_unit():
    template = unit_settings("referee.env")
    assert "DISCORD_TOKEN" in template
    assert "REFEREE_DB" not in template and "REFEREE_DATA" not in template


@pytest.mark.skipif(not __import__("shutil").which("systemd-analyze"), reason="systemd-analyze is not installed")
def test_systemd_analyze_verify_accepts_the_units(tmp_path):
    import subprocess

    for name in ("referee.service", "referee-backup.service", "referee-backup.timer"):
        text = (DEPLOY / name).read_text(encoding="utf-8")
        # The program is not installed at /opt here: verify everything else.
        text = text.replace("/opt/tabletop-referee/bin/referee", "/bin/true").replace("/usr/bin/find", "/bin/true")
        (tmp_path / name).write_text(text, encoding="utf-8")
    result = subprocess.run(["systemd-analyze", "verify", *sorted(str(p) for p in tmp_path.iterdir())],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and result.stderr.strip() == "", result.stderr


def test_the_dockerfile_is_slim_non_root_with_a_data_volume_and_sigterm():
    source = re.sub(r"\\\n\s*", " ", (DEPLOY / "Dockerfile").read_text(encoding="utf-8"))  # continuations
    lines = [line.strip() for line in source.splitlines() if line.strip() and not line.strip().startswith("#")]
    instructions = {}
    for line in lines:
        word, _, rest = line.partition(" ")
        instructions.setdefault(word, []).append(rest)
    assert instructions["FROM"] == ["python:3.11-slim"]
    assert instructions["USER"] == ["10001:10001"] and "--uid 10001" in " ".join(instructions["RUN"])
    assert instructions["VOLUME"] == ['["/data"]'] and "REFEREE_DATA=/data" in instructions["ENV"]
    assert instructions["STOPSIGNAL"] == ["SIGTERM"]
    assert instructions["ENTRYPOINT"] == ['["referee"]'] and instructions["CMD"] == ['["run"]']
    text = " ".join(lines)
    assert "pip install --no-compile -c constraints.txt ." in text  # not editable: fonts come as package data
    assert "fonts-dejavu" not in text  # no system font is needed
    # Every package the program needs at run time is copied, and let through the ignore file.
    ignore = (DEPLOY / "Dockerfile.dockerignore").read_text(encoding="utf-8")
    for package in ("bot", "rules", "render", "storage"):
        assert f"COPY {package} ./{package}" in text and f"!{package}/" in ignore


# -- PostgreSQL (issue 16) -----------------------------------------------------------------


@pytest.mark.parametrize("command, tool", [(("backup", "out.db"), "pg_dump"), (("restore", "in.db"), "pg_restore")])
def test_backup_and_restore_send_a_postgresql_admin_to_its_own_tools(env, monkeypatch, capsys, command, tool):
    monkeypatch.setenv("REFEREE_DB", "postgresql://referee:s3cret@db/referee")
    assert referee(*command) == 1
    err = capsys.readouterr().err
    assert tool in err and "docs/scaling.md" in err and "s3cret" not in err


async def test_the_doctor_checks_a_postgresql_database(env, monkeypatch, pg_schema_url):
    url = await pg_schema_url()
    monkeypatch.setenv("REFEREE_DB", url)
    (check,) = await asyncio.to_thread(admin.check_database, admin._settings())
    assert check.ok and "PostgreSQL" in check.detail and f"schema {len(migrations())} of" in check.detail
    monkeypatch.setenv("REFEREE_DB", "postgresql://referee:s3cret@/referee?host=/nonexistent&port=5999")
    (check,) = await asyncio.to_thread(admin.check_database, admin._settings())
    assert not check.ok and "Cannot connect" in check.detail and "s3cret" not in check.detail


def test_the_doctor_tells_a_shard_process_apart(env, monkeypatch, capsys):
    monkeypatch.setenv("SHARD_COUNT", "2")
    monkeypatch.setenv("SHARD_IDS", "1")
    settings = admin._settings()
    assert admin.check_commands(settings).detail == (
        "this process does not sync the slash commands (shards: 1 of 2): the process that runs shard 0 "
        "syncs them when it starts.")
    checks = {c.name: c for c in admin.run_checks(settings)}
    assert checks["shards"].ok and checks["shards"].detail == "shards: 1 of 2 (SHARD_COUNT, SHARD_IDS)."


async def test_the_doctor_reads_the_command_sync_record_of_a_postgresql_database(env, monkeypatch, pg_schema_url):
    from bot.discordbot.client import RefereeBot
    from bot.discordbot.runner import HASH_KEY, payload_hash
    from storage import connect

    url = await pg_schema_url()
    monkeypatch.setenv("REFEREE_DB", url)
    settings = admin._settings()
    store = await connect(url)
    try:
        digest = payload_hash(RefereeBot(settings, None), settings)
        await store.set_meta(HASH_KEY, json.dumps({"app:global": digest}))
    finally:
        await store.close()
    check = await asyncio.to_thread(admin.check_commands, settings)
    assert check.detail == "slash commands for all servers (global) are in sync with this version."
