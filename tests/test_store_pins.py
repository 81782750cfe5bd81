"""Pins for storage/store.py (issue 17): what the store promises in its
docstrings, the README ("numbered SQL migrations applied at start", "a move
is committed in one transaction with the new state and a version check"),
docs/hosting.md (the automatic backup before a migration) and
docs/privacy.md (what is deleted, and when). Each test states the promise it
checks; the numbers come from the promise, not from running the code."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

import storage.base as store_module
from rules.base import dumps
from storage.base import SEAT_FIELDS, StorageError, VersionConflict, migrations
from storage.store import Store
from tests.support.sql import execute, fetch, tables
from tests.support.tinygame import TinyRace

pytestmark = pytest.mark.usefixtures("both_stores")  # every test on SQLite and on PostgreSQL

GAME = TinyRace()
PAST = "2000-01-01T00:00:00+00:00"
FUTURE = "2999-01-01T00:00:00+00:00"


@pytest.fixture
async def store():
    opened = await Store.open(":memory:")
    yield opened
    await opened.close()


async def lobby(store, channel="c", users=("a", "b"), guild="g", computers=()):
    row = await store.create_game(guild, channel, "tiny", {"rounds": 2, "simultaneous": False}, 7, users[0])
    for u in users:
        await store.add_seat(row.id, u, u.upper())
    for u in computers:
        await store.add_seat(row.id, u, u.upper(), is_computer=True)
    return row.id


async def active(store, channel="c", users=("a", "b"), guild="g"):
    game_id = await lobby(store, channel, users, guild)
    state = GAME.setup([u.upper() for u in users], {"rounds": 2, "simultaneous": False}, 7)
    version = await store.start_game(game_id, (await store.game(game_id)).version, dumps(state),
                                     list(users), {0: "2026-01-01T00:00:00+00:00"})
    return game_id, version


async def count(store, table, game_id):
    return (await fetch(store, f"SELECT COUNT(*) FROM {table} WHERE game_id = ?", (game_id,)))[0][0]


async def set_updated(store, game_id, when):
    await execute(store, "UPDATE games SET updated_at = ? WHERE id = ?", (when, game_id))


# -- opening -----------------------------------------------------------------------


@pytest.mark.sqlite_only("a file path's folders")
async def test_open_creates_the_missing_parent_folders(tmp_path):
    """REFEREE_DB may name a file in a folder that does not exist yet: the
    store makes the folders rather than failing."""
    path = tmp_path / "not" / "yet" / "there" / "referee.db"
    async with await Store.open(path) as opened:
        assert await opened.schema_version() == len(migrations())
    assert path.is_file()


async def test_reopening_a_current_database_keeps_it_and_its_games(tmp_path):
    path = tmp_path / "again.db"
    async with await Store.open(path) as first:
        game_id = await lobby(first)
    async with await Store.open(path) as second:
        assert await second.schema_version() == len(migrations())
        assert [s.user_id for s in await second.seats(game_id)] == ["a", "b"]
    assert list(tmp_path.glob("again.db.backup-*")) == []  # nothing was upgraded: no backup


async def test_migrate_again_applies_nothing_and_returns_the_version_reached(store):
    assert await store.migrate() == len(migrations()) == await store.schema_version()


async def test_quick_and_integrity_checks_say_ok_on_a_sound_database(store):
    assert await store.quick_check() == "ok"
    assert await store.integrity_check() == "ok"


def write_old_database(path: Path, schema: int) -> None:
    """A database as an older version left it: the first ``schema``
    migrations applied, with one game in it."""
    con = sqlite3.connect(path)
    for _, _, sql in migrations()[:schema]:
        con.executescript(sql)
    con.execute(f"PRAGMA user_version = {schema}")
    con.execute(
        "INSERT INTO games (guild, channel, kind, status, options, seed, state, version, creator,"
        " created_at, updated_at) VALUES ('g', 'c', 'tiny', 'active', '{}', 1, '{\"x\": 1}', 3, 'u',"
        " '2026-01-01T00:00:00+00:00', '2026-01-01T00:00:00+00:00')")
    con.commit()
    con.close()


@pytest.mark.sqlite_only("VACUUM INTO a backup file; PostgreSQL is backed up with pg_dump")
@pytest.mark.parametrize("schema", [1, 2, 3])
async def test_an_upgrade_first_makes_an_openable_backup_of_the_old_database(tmp_path, schema):
    """docs/hosting.md: "Before an upgrade changes the database's format (a
    migration, at start), the bot first copies the database beside itself as
    referee.db.backup-YYYYmmddTHHMMSSZ-schema-vN (N: the format it had)"."""
    path = tmp_path / "referee.db"
    write_old_database(path, schema)
    async with await Store.open(path) as opened:
        assert await opened.schema_version() == len(migrations())
    (backup,) = tmp_path.glob("referee.db.backup-*")
    stamp, reason = backup.name[len("referee.db.backup-"):].split("-", 1)
    assert len(stamp) == len("YYYYmmddTHHMMSSZ") and stamp[8] == "T" and stamp.endswith("Z")
    assert reason == f"schema-v{schema}"
    con = sqlite3.connect(backup)
    try:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert con.execute("PRAGMA user_version").fetchone()[0] == schema  # as it was before
        assert con.execute("SELECT channel, state, version FROM games").fetchall() == [("c", '{"x": 1}', 3)]
    finally:
        con.close()


async def test_a_new_database_is_not_backed_up(tmp_path):
    async with await Store.open(tmp_path / "fresh.db"):
        pass
    assert [p.name for p in tmp_path.iterdir() if ".backup-" in p.name] == []


async def test_an_in_memory_database_migrates_without_a_backup(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    async with await Store.open(":memory:") as opened:
        assert await opened.schema_version() == len(migrations())
    assert list(tmp_path.iterdir()) == []


def test_shipped_migrations_are_numbered_one_to_n():
    numbers = [n for n, _, _ in migrations()]
    assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) >= 3
    assert [name[:5] for _, name, _ in migrations()] == [f"{n:04d}_" for n in numbers]


@pytest.mark.parametrize("files, expected", [
    # Only NNNN_*.sql files are migrations; notes and stray files are not.
    ({"0001_a.sql": "SELECT 1;", "README.md": "", "notes.sql": "", "0002_b.sql.bak": ""}, [1]),
    ({"0001_a.sql": "SELECT 1;", "0002_b.sql": "SELECT 2;"}, [1, 2]),
])
def test_only_numbered_sql_files_are_migrations(tmp_path, monkeypatch, files, expected):
    folder = tmp_path / "storage" / "migrations"
    folder.mkdir(parents=True)
    for name, text in files.items():
        (folder / name).write_text(text)
    monkeypatch.setattr(store_module.resources, "files", lambda package: tmp_path / package)
    assert [n for n, _, _ in migrations()] == expected


def test_a_gap_in_the_migration_numbers_is_refused(tmp_path, monkeypatch):
    folder = tmp_path / "storage" / "migrations"
    folder.mkdir(parents=True)
    (folder / "0001_a.sql").write_text("")
    (folder / "0003_c.sql").write_text("")
    monkeypatch.setattr(store_module.resources, "files", lambda package: tmp_path / package)
    with pytest.raises(StorageError, match=r"numbered 1\.\.n without gaps, found \[1, 3\]"):
        migrations()


@pytest.mark.parametrize("sql", [
    "CREATE TABLE t (a INTEGER);CREATE TABLE u (b INTEGER);",  # no line breaks at all
    "-- a header\nCREATE TABLE t (a INTEGER);\n\nCREATE TABLE u (b INTEGER);\n-- a closing note\n",
    "CREATE TABLE t (a INTEGER);\n-- only a comment here;\nCREATE TABLE u (b INTEGER)",
    "CREATE TABLE t (\n  a INTEGER  -- first; the only column\n);\nCREATE TABLE u (b INTEGER);",
])
async def test_every_statement_of_a_migration_is_applied(tmp_path, monkeypatch, sql):
    folder = tmp_path / "storage" / "migrations"
    (folder / "postgresql").mkdir(parents=True)
    (folder / "0001_only.sql").write_text(sql)
    (folder / "postgresql" / "0001_only.sql").write_text(sql)
    monkeypatch.setattr(store_module.resources, "files", lambda package: tmp_path / package)
    async with await Store.open(tmp_path / "x.db") as opened:
        assert await opened.schema_version() == 1
        assert await tables(opened) == ["t", "u"]


# -- games and settings ------------------------------------------------------------------


async def test_a_games_settings_options_and_bookkeeping_round_trip(store):
    row = await store.create_game("g", "c", "tiny", {"rounds": 3}, 11, "a", {"idle_hours": 2.0})
    assert (row.options, row.seed, row.settings, row.status, row.version) == ({"rounds": 3}, 11,
                                                                               {"idle_hours": 2.0}, "lobby", 0)
    assert row.unfinished and row.state is None
    await store.update_settings(row.id, {"idle_hours": 5.0})
    await store.set_lobby_message(row.id, "chan:42")
    await store.set_last_reminder(row.id, "2026-02-02T00:00:00+00:00")
    again = await store.game(row.id)
    assert (again.settings, again.lobby_message, again.last_reminder_at) == (
        {"idle_hours": 5.0}, "chan:42", "2026-02-02T00:00:00+00:00")
    assert await store.game(row.id + 100) is None


@pytest.mark.parametrize("status, unfinished", [("lobby", True), ("active", True),
                                                ("finished", False), ("aborted", False)])
async def test_only_lobby_and_active_games_are_unfinished(store, status, unfinished):
    game_id = await lobby(store)
    if status != "lobby":
        await store.set_status(game_id, status)
    row = await store.game(game_id)
    assert row.unfinished is unfinished
    assert [g.id for g in await store.unfinished_games()] == ([game_id] if unfinished else [])
    assert (await store.open_game("g", "c") is not None) is unfinished


async def test_latest_game_prefers_the_unfinished_one_then_the_newest(store):
    first = await lobby(store)
    await store.set_status(first, "finished")
    second = await lobby(store)
    await store.set_status(second, "aborted")
    assert (await store.latest_game("g", "c")).id == second  # newest finished one
    third = await lobby(store)
    assert (await store.latest_game("g", "c")).id == third
    assert await store.latest_game("g", "elsewhere") is None


@pytest.mark.parametrize("status, owing_kept", [("active", True), ("finished", False), ("aborted", False)])
async def test_a_game_that_ends_owes_nobody_anything(store, status, owing_kept):
    game_id, version = await active(store)
    assert (await store.seats(game_id))[0].owing_since is not None
    await store.set_status(game_id, status, version)
    assert ((await store.seats(game_id))[0].owing_since is not None) is owing_kept


async def test_set_status_checks_the_version_and_changes_nothing_on_conflict(store):
    game_id, version = await active(store)
    with pytest.raises(VersionConflict):
        await store.set_status(game_id, "aborted", version - 1, announcement={"text": "x"})
    row = await store.game(game_id)
    assert (row.status, row.version) == ("active", version)
    assert await store.pending_announcements(game_id) == []
    assert await store.set_status(game_id, "aborted", version) == version + 1


# -- seats -------------------------------------------------------------------------------


async def test_add_seat_returns_the_new_version_and_checks_the_expected_one(store):
    row = await store.create_game("g", "c", "tiny", {}, 1, "a")
    assert await store.add_seat(row.id, "a", "A") == 1
    assert await store.add_seat(row.id, "b", "B", expected_version=1) == 2
    with pytest.raises(VersionConflict):
        await store.add_seat(row.id, "c", "C", expected_version=1)
    assert [s.user_id for s in await store.seats(row.id)] == ["a", "b"]


async def test_remove_seat_renumbers_and_refuses_a_stranger(store):
    game_id = await lobby(store, users=("a", "b", "c", "d"))
    version = (await store.game(game_id)).version
    assert await store.remove_seat(game_id, "b", expected_version=version) == version + 1
    assert [(s.seat, s.user_id) for s in await store.seats(game_id)] == [(0, "a"), (1, "c"), (2, "d")]
    with pytest.raises(StorageError, match="do not have a seat"):
        await store.remove_seat(game_id, "zed")
    with pytest.raises(VersionConflict):
        await store.remove_seat(game_id, "c", expected_version=version)
    assert len(await store.seats(game_id)) == 3


async def test_the_last_human_leaving_closes_the_lobby_in_the_same_change(store):
    game_id = await lobby(store, users=("a",), computers=("computer-1",))
    await store.remove_seat(game_id, "a")
    row = await store.game(game_id)
    assert row.status == "aborted" and await store.open_game("g", "c") is None


@pytest.mark.parametrize("fields", [
    {},                                  # nothing to change
    {"nickname": "x"},                   # not a seat field
    {"joined_at": "2026-01-01"},         # a column, but not one to change
    {"name": "x", "colour": "red"},      # one good field does not let a bad one through
])
async def test_update_seat_refuses_unknown_fields_and_changes_nothing(store, fields):
    game_id, _ = await active(store)
    before = await store.seats(game_id)
    with pytest.raises(ValueError, match="update_seat takes"):
        await store.update_seat(game_id, 0, **fields)
    assert await store.seats(game_id) == before


async def test_update_seat_refuses_a_missing_seat(store):
    game_id, _ = await active(store)
    with pytest.raises(StorageError, match=f"Game {game_id} has no seat 5"):
        await store.update_seat(game_id, 5, name="Ghost")
    with pytest.raises(StorageError, match="has no seat"):
        await store.update_seat(game_id + 1, 0, name="Ghost")


async def test_update_seat_changes_every_allowed_field(store):
    game_id, _ = await active(store)
    assert SEAT_FIELDS == {"name", "is_computer", "resigned", "owing_since", "user_id", "level"}
    await store.update_seat(game_id, 1, name="Bee", is_computer=True, resigned=True,
                            owing_since="2026-03-03T00:00:00+00:00", user_id="b2", level="hard")
    seat = (await store.seats(game_id))[1]
    assert (seat.name, seat.is_computer, seat.resigned, seat.owing_since, seat.user_id, seat.level) == (
        "Bee", True, True, "2026-03-03T00:00:00+00:00", "b2", "hard")


# -- play ---------------------------------------------------------------------------------


async def test_start_game_fixes_order_owing_moves_announcement_and_notices_at_once(store):
    game_id = await lobby(store, users=("a", "b", "c"))
    version = (await store.game(game_id)).version
    new = await store.start_game(game_id, version, '{"s": 1}', ["c", "a", "b"],
                                 {0: "2026-01-01T00:00:00+00:00", 1: None},
                                 moves=[(0, "play 1", "C played 1.")],
                                 announcement={"text": "begins"}, notices=[("a", "your hand")])
    assert new == version + 1
    row = await store.game(game_id)
    assert (row.status, row.state, row.version) == ("active", '{"s": 1}', new)
    seats = await store.seats(game_id)
    assert [(s.seat, s.user_id, s.owing_since) for s in seats] == [
        (0, "c", "2026-01-01T00:00:00+00:00"), (1, "a", None), (2, "b", None)]
    assert [(m.seq, m.seat, m.notation, m.public) for m in await store.moves(game_id)] == [
        (1, 0, "play 1", "C played 1.")]
    announcement = await store.announcement_for(game_id, new)
    assert announcement.payload == {"text": "begins"} and announcement.attempts == 0
    assert await store.take_notices(game_id, "a") == ["your hand"]


async def test_start_game_with_a_stale_version_changes_nothing(store):
    game_id = await lobby(store)
    version = (await store.game(game_id)).version
    with pytest.raises(VersionConflict):
        await store.start_game(game_id, version - 1, '{"s": 1}', ["b", "a"], {},
                               announcement={"text": "x"}, notices=[("a", "n")])
    row = await store.game(game_id)
    assert (row.status, row.state) == ("lobby", None)
    assert [s.user_id for s in await store.seats(game_id)] == ["a", "b"]
    assert await store.pending_announcements() == [] and await store.take_notices(game_id, "a") == []


async def test_commit_moves_writes_seats_moves_owing_announcement_and_notices_together(store):
    game_id, version = await active(store)
    new = await store.commit_moves(
        game_id, version, [(0, "play 1", "A played 1."), (1, "play 2", "B played 2.")], '{"n": 2}',
        owing={0: "2026-05-05T00:00:00+00:00", 1: None},
        seats={1: {"resigned": True, "is_computer": True}},
        announcement={"text": "two moves"}, notices=[("a", "hello")])
    assert new == version + 1
    seats = await store.seats(game_id)
    assert [(s.owing_since, s.resigned, s.is_computer) for s in seats] == [
        ("2026-05-05T00:00:00+00:00", False, False), (None, True, True)]
    assert [(m.seq, m.notation) for m in await store.moves(game_id)] == [(1, "play 1"), (2, "play 2")]
    assert (await store.announcement_for(game_id, new)).payload == {"text": "two moves"}
    assert await store.take_notices(game_id, "a") == ["hello"]


async def test_commit_moves_without_owing_keeps_the_seats_waiting_times(store):
    game_id, version = await active(store)
    await store.commit_move(game_id, version, 0, "play 1", '{"n": 1}', public="A played 1.")
    assert (await store.seats(game_id))[0].owing_since == "2026-01-01T00:00:00+00:00"


async def test_a_bad_seat_change_rolls_the_whole_move_back(store):
    game_id, version = await active(store)
    with pytest.raises(StorageError, match="has no seat 7"):
        await store.commit_moves(game_id, version, [(0, "play 1", "")], '{"n": 1}',
                                 seats={7: {"resigned": True}}, announcement={"text": "x"},
                                 notices=[("a", "n")])
    row = await store.game(game_id)
    assert row.version == version and row.state != '{"n": 1}'
    assert await store.move_count(game_id) == 0
    assert await store.pending_announcements() == [] and await store.take_notices(game_id, "a") == []


async def test_moves_last_gives_the_latest_in_order(store):
    game_id, version = await active(store)
    for i in range(5):
        version = await store.commit_move(game_id, version, i % 2, f"play {i}", "{}")
    assert [m.seq for m in await store.moves(game_id, last=2)] == [4, 5]
    assert [m.seq for m in await store.moves(game_id)] == [1, 2, 3, 4, 5]
    assert await store.move_count(game_id) == 5


async def test_notices_belong_to_one_user_of_one_game(store):
    first, _ = await active(store, "c1")
    second, _ = await active(store, "c2")
    await store.add_notice(first, "a", "one")
    await store.add_notice(second, "a", "other game")
    await store.add_notice(first, "b", "for b")
    assert await store.take_notices(first, "a") == ["one"]
    assert await store.take_notices(second, "a") == ["other game"]
    assert await store.take_notices(first, "b") == ["for b"]


# -- the outbox -----------------------------------------------------------------------------


async def test_announcements_are_looked_up_by_id_and_by_version(store):
    game_id, version = await active(store)
    new = await store.set_status(game_id, "aborted", version, announcement={"text": "bye", "n": [1]})
    found = await store.announcement_for(game_id, new)
    assert (found.game_id, found.version, found.payload) == (game_id, new, {"text": "bye", "n": [1]})
    assert found.delivered_at is None and found.message_ref is None and found.last_error is None
    assert await store.announcement(found.id) == found
    assert await store.announcement(found.id + 1) is None
    assert await store.announcement_for(game_id, version) is None


async def test_pending_announcements_oldest_first_for_all_games_or_one(store):
    one, v1 = await active(store, "c1")
    two, v2 = await active(store, "c2")
    v1 = await store.commit_move(one, v1, 0, "play 1", "{}")
    await store.set_status(two, "aborted", v2, announcement={"text": "two"})
    await store.set_status(one, "aborted", v1, announcement={"text": "one"})
    assert [a.payload["text"] for a in await store.pending_announcements()] == ["two", "one"]
    assert [a.payload["text"] for a in await store.pending_announcements(one)] == ["one"]
    assert [a.payload["text"] for a in await store.pending_announcements(two)] == ["two"]


async def test_a_change_without_an_announcement_stores_none(store):
    game_id, version = await active(store)
    await store.commit_move(game_id, version, 0, "play 1", "{}")
    assert await store.pending_announcements() == []


LEASE_START = "2026-06-01T10:00:00+00:00"


@pytest.mark.parametrize("stale_before, claimed", [
    (None, True),                          # at start-up: whatever its last attempt
    ("2026-06-01T09:59:59+00:00", False),  # the other attempt is younger than the lease
    (LEASE_START, True),                   # an attempt exactly as old as the lease may be retried
    ("2026-06-01T10:00:30+00:00", True),
])
async def test_a_claim_respects_another_attempts_lease(store, stale_before, claimed):
    game_id, version = await active(store)
    new = await store.set_status(game_id, "aborted", version, announcement={"text": "x"})
    ident = (await store.announcement_for(game_id, new)).id
    first = await store.claim_announcement(ident, LEASE_START)
    assert (first.attempts, first.last_attempt_at) == (1, LEASE_START)
    second = await store.claim_announcement(ident, "2026-06-01T10:00:45+00:00", stale_before)
    assert (second is not None) is claimed
    if claimed:
        assert (second.attempts, second.last_attempt_at) == (2, "2026-06-01T10:00:45+00:00")
    else:
        assert (await store.announcement(ident)).attempts == 1  # a refused claim counts nothing


async def test_a_never_tried_announcement_is_claimed_whatever_the_lease(store):
    game_id, version = await active(store)
    new = await store.set_status(game_id, "aborted", version, announcement={"text": "x"})
    ident = (await store.announcement_for(game_id, new)).id
    assert (await store.claim_announcement(ident, LEASE_START, LEASE_START)).attempts == 1


async def test_a_delivered_or_missing_announcement_is_never_claimed(store):
    game_id, version = await active(store)
    new = await store.set_status(game_id, "aborted", version, announcement={"text": "x"})
    ident = (await store.announcement_for(game_id, new)).id
    await store.mark_delivered(ident, "chan:9", LEASE_START)
    done = await store.announcement(ident)
    assert (done.delivered_at, done.message_ref, done.last_error) == (LEASE_START, "chan:9", None)
    assert await store.claim_announcement(ident, FUTURE) is None
    assert await store.claim_announcement(ident + 1, FUTURE) is None
    assert await store.pending_announcements() == []


async def test_giving_up_records_the_error_and_delivery_errors_are_clipped(store):
    game_id, version = await active(store)
    new = await store.set_status(game_id, "aborted", version, announcement={"text": "x"})
    ident = (await store.announcement_for(game_id, new)).id
    await store.note_delivery_error(ident, "E" * 2000)
    noted = await store.announcement(ident)
    assert noted.last_error == "E" * 500 and noted.delivered_at is None  # still pending
    await store.mark_delivered(ident, None, LEASE_START, error="gave up: 503")
    gone = await store.announcement(ident)
    assert (gone.delivered_at, gone.message_ref, gone.last_error) == (LEASE_START, None, "gave up: 503")
    assert await store.pending_announcements() == []


# -- the program's own bookkeeping -------------------------------------------------------------


async def test_meta_values_are_stored_and_replaced(store):
    assert await store.get_meta("commands") is None
    await store.set_meta("commands", "hash-1")
    await store.set_meta("other", "x")
    await store.set_meta("commands", "hash-2")
    assert (await store.get_meta("commands"), await store.get_meta("other")) == ("hash-2", "x")


# -- retention (docs/privacy.md) --------------------------------------------------------------


@pytest.mark.parametrize("status, updated, deleted", [
    ("finished", "2026-01-01T00:00:00+00:00", True),
    ("aborted", "2026-01-01T00:00:00+00:00", True),
    ("finished", "2026-03-01T00:00:00+00:00", False),  # exactly the cutoff: not before it
    ("finished", "2026-04-01T00:00:00+00:00", False),
    ("active", "2026-01-01T00:00:00+00:00", False),    # unfinished games are never purged
    ("lobby", "2026-01-01T00:00:00+00:00", False),
])
async def test_purge_deletes_finished_and_aborted_games_last_changed_before(store, status, updated, deleted):
    game_id, version = await active(store)
    await store.commit_move(game_id, version, 0, "play 1", "{}")
    await store.add_notice(game_id, "a", "n")
    if status == "lobby":
        game_id = await lobby(store, "c2")
    elif status != "active":
        await store.set_status(game_id, status, announcement={"text": "the end"})
    await set_updated(store, game_id, updated)
    assert await store.purge_finished_before("2026-03-01T00:00:00+00:00") == int(deleted)
    assert (await store.game(game_id) is None) is deleted
    if deleted:  # "Deleting a game deletes its seats, moves, notices and waiting announcements"
        for table in ("seats", "moves", "notices", "announcements"):
            assert await count(store, table, game_id) == 0, table


async def test_purge_counts_every_game_it_deletes(store):
    ids = [(await active(store, f"c{i}"))[0] for i in range(3)]
    for game_id in ids:
        await store.set_status(game_id, "finished")
        await set_updated(store, game_id, PAST)
    assert await store.purge_finished_before("2001-01-01T00:00:00+00:00") == 3
    assert await store.purge_finished_before(FUTURE) == 0


async def test_leaving_a_server_closes_its_unfinished_games_only(store):
    playing, version = await active(store, "c1")
    await store.commit_move(playing, version, 0, "play 1", "{}")
    waiting = await lobby(store, "c2")
    done, _ = await active(store, "c3")
    await store.set_status(done, "finished")
    elsewhere, _ = await active(store, "c1", guild="other")
    pending_before = await store.set_status(playing, "active", announcement={"text": "to post"})
    versions = {g: (await store.game(g)).version for g in (playing, waiting, done, elsewhere)}

    closed = await store.guild_departed("g", "2026-07-01T00:00:00+00:00")

    assert sorted(closed) == sorted([playing, waiting])
    for game_id in (playing, waiting):
        row = await store.game(game_id)
        assert row.status == "aborted" and row.version == versions[game_id] + 1
        assert all(s.owing_since is None for s in await store.seats(game_id))
    assert (await store.game(done)).version == versions[done]
    assert (await store.game(elsewhere)).status == "active"
    # Nobody can read what was waiting to be posted there: it is dropped, not retried.
    dropped = await store.announcement_for(playing, pending_before)
    assert (dropped.delivered_at, dropped.last_error) == ("2026-07-01T00:00:00+00:00", "server left")
    assert await store.pending_announcements() == []
    assert await store.departed_guilds() == {"g": "2026-07-01T00:00:00+00:00"}


async def test_a_second_departure_keeps_the_first_date(store):
    await store.guild_departed("g", "2026-07-01T00:00:00+00:00")
    assert await store.guild_departed("g", "2026-08-01T00:00:00+00:00") == []
    assert await store.departed_guilds() == {"g": "2026-07-01T00:00:00+00:00"}


@pytest.mark.parametrize("left, returned, cutoff, purged", [
    ("2026-07-01T00:00:00+00:00", False, "2026-07-31T00:00:00+00:00", 2),
    ("2026-07-01T00:00:00+00:00", False, "2026-07-01T00:00:00+00:00", 0),  # not before the cutoff
    ("2026-07-01T00:00:00+00:00", False, "2026-06-30T00:00:00+00:00", 0),
    ("2026-07-01T00:00:00+00:00", True, "2026-07-31T00:00:00+00:00", 0),   # invited back: kept
])
async def test_a_left_servers_games_are_purged_after_the_grace_period(store, left, returned, cutoff, purged):
    mine = [(await active(store, "c1"))[0], await lobby(store, "c2")]
    theirs, _ = await active(store, "c1", guild="stays")
    await store.guild_departed("g", left)
    if returned:
        await store.guild_returned("g")
        assert await store.departed_guilds() == {}
    assert await store.purge_departed_before(cutoff) == purged
    for game_id in mine:
        assert (await store.game(game_id) is None) is bool(purged)
    assert await store.game(theirs) is not None
    for game_id in mine if purged else ():
        for table in ("seats", "moves", "notices", "announcements"):
            assert await count(store, table, game_id) == 0
    assert ("g" in await store.departed_guilds()) is (not purged and not returned)


async def test_a_left_servers_ratings_go_with_its_games(store):
    """docs/privacy.md: all of a departed server's data is deleted after the
    grace period: its ratings (user ids, display names) too, never another's."""
    for guild in ("g", "stays"):
        await store._transaction(lambda db, guild=guild: db.run(
            "INSERT INTO ratings (guild, kind, user_id, name, mu, sigma, ordinal, games, updated_at)"
            " VALUES (?, 'tiny', 'u1', 'Ann', 25, 8, 1, 1, 'now')", (guild,)))
    await store.guild_departed("g", "2026-07-01T00:00:00+00:00")
    await store.purge_departed_before("2026-08-01T00:00:00+00:00")
    assert await store.leaderboard("g", "tiny") == []
    assert [row[0] for row in await store.leaderboard("stays", "tiny")] == ["u1"]


# -- results and ratings (migration 4: "each person's result in each finished game") -----------


def result(user, rank, score, *, guild="g", kind="tiny", players=2, humans=2, resigned=False,
           at="2026-09-01T00:00:00+00:00", detail=None):
    return {"guild": guild, "kind": kind, "user_id": user, "name": user.upper(), "rank": rank, "score": score,
            "detail": detail, "players": players, "humans": humans, "resigned": resigned, "finished_at": at}


async def finished(store, channel, results, guild="g"):
    """A game that finished with ``results``, stored by its finishing commit."""
    game_id, version = await active(store, channel, guild=guild)
    await store.commit_moves(game_id, version, [(0, "play 1", "")], "{}", "finished", results=results)
    return game_id


async def test_results_are_stored_with_the_finishing_commit_and_read_back_by_rank(store):
    game_id = await finished(store, "c", [result("b", 2, 3, resigned=True, detail="resigned"),
                                          result("a", 1, 5), result("c", 1, 5.5)])
    rows = await store.results_of_game(game_id)
    assert [(r.user_id, r.rank, r.score, r.detail, r.resigned, r.rated) for r in rows] == [
        ("a", 1, 5.0, "", False, False), ("c", 1, 5.5, "", False, False), ("b", 2, 3.0, "resigned", True, False)]
    first = rows[0]
    assert (first.game_id, first.guild, first.kind, first.name, first.players, first.humans, first.finished_at) == (
        game_id, "g", "tiny", "A", 2, 2, "2026-09-01T00:00:00+00:00")
    assert first.rated is False and first.resigned is False  # booleans, not 0/1


async def test_results_with_a_stale_version_are_not_stored(store):
    game_id, version = await active(store)
    with pytest.raises(VersionConflict):
        await store.commit_moves(game_id, version - 1, [], "{}", "finished", results=[result("a", 1, 1)])
    assert await store.results_of_game(game_id) == []


async def test_unrated_games_in_the_order_they_finished_then_rated_once(store):
    late = await finished(store, "c1", [result("a", 1, 1, at="2026-09-02T00:00:00+00:00")])
    early = await finished(store, "c2", [result("a", 1, 1, at="2026-09-01T00:00:00+00:00")])
    same = await finished(store, "c3", [result("b", 1, 1, at="2026-09-02T00:00:00+00:00")])
    assert await store.unrated_games() == [early, late, same]
    await store.apply_ratings(early, "g", "tiny", [("a", "A", 25.0, 8.0, 1.0)])
    assert await store.unrated_games() == [late, same]
    assert all(r.rated for r in await store.results_of_game(early))
    await store.apply_ratings(late, "g", "tiny", [("a", "Ann", 27.0, 7.0, 6.0)])
    assert await store.ratings_of("g", "tiny", ["a", "zed"]) == {"a": (27.0, 7.0, 2)}
    assert await store.leaderboard("g", "tiny") == [("a", "Ann", 6.0, 27.0, 7.0, 2)]  # the latest name
    assert await store.ratings_of("g", "tiny", []) == {}
    assert await store.ratings_of("g", "other", ["a"]) == {} and await store.ratings_of("h", "tiny", ["a"]) == {}
    await store.clear_ratings()  # rebuilt from the results: everything is unrated again
    assert await store.leaderboard("g", "tiny") == [] and await store.unrated_games() == [early, late, same]


async def test_the_leaderboard_sorts_by_rating_then_games_and_keeps_to_its_length(store):
    game_id = await finished(store, "c", [result("a", 1, 1)])
    await store.apply_ratings(game_id, "g", "tiny", [(f"u{i:02d}", f"U{i}", 25.0, 8.0, float(i % 4))
                                                     for i in range(12)])
    second = await finished(store, "d", [result("a", 1, 1)])
    assert await store.apply_ratings(second, "g", "tiny", [("u03", "U3", 25.0, 8.0, 3.0)])  # a second game
    # the same game again (another process rating it too) is refused and changes nothing
    assert not await store.apply_ratings(second, "g", "tiny", [("u03", "U3", 99.0, 1.0, 96.0)])
    board = await store.leaderboard("g", "tiny")
    assert len(board) == 10
    assert [(u, o, n) for u, _, o, _, _, n in board[:4]] == [("u03", 3.0, 2), ("u07", 3.0, 1), ("u11", 3.0, 1),
                                                            ("u02", 2.0, 1)]
    assert len(await store.leaderboard("g", "tiny", limit=3)) == 3


async def test_solo_best_lists_unresigned_solo_results_best_first(store):
    rows = [result(f"s{i:02d}", 1, float(i), players=1, humans=1, at=f"2026-09-{i + 1:02d}T00:00:00+00:00")
            for i in range(11)]
    for i, row in enumerate(rows):
        await finished(store, f"c{i}", [row])
    await finished(store, "tie", [result("tie", 1, 10.0, players=1, humans=1, at="2026-10-30T00:00:00+00:00")])
    await finished(store, "gave-up", [result("quit", 3, 99.0, players=1, humans=1, resigned=True)])
    await finished(store, "duo", [result("duo", 1, 50.0)])
    await finished(store, "elsewhere", [result("far", 1, 70.0, players=1, humans=1, guild="h")], guild="h")
    best = await store.solo_best("g", "tiny")
    assert len(best) == 10
    assert [(u, s) for u, _, s, _, _ in best[:3]] == [("s10", 10.0), ("tie", 10.0), ("s09", 9.0)]
    assert best[0] == ("s10", "S10", 10.0, "", "2026-09-11T00:00:00+00:00")
    assert len(await store.solo_best("g", "tiny", limit=2)) == 2


async def test_player_stats_per_game(store):
    await finished(store, "c1", [result("a", 1, 4), result("b", 2, 2)])
    await finished(store, "c2", [result("a", 2, 1), result("b", 1, 9)])
    await finished(store, "c3", [result("a", 1, 6, players=1, humans=1)])  # a solo game is no win
    await finished(store, "c4", [result("a", 1, 8, kind="bits")])
    game_id = await finished(store, "c5", [result("a", 1, 2, guild="h")], guild="h")
    await store.apply_ratings(game_id, "g", "tiny", [("a", "A", 25.0, 8.0, 1.5)])
    assert await store.player_stats("g", "a") == [
        ("bits", 1, 1, 8.0, 8.0, 0, None, None),
        ("tiny", 3, 1, (4 + 1 + 6) / 3, 6.0, 1, 1.5, 1),
    ]
    assert await store.player_stats("g", "nobody") == []


async def test_games_of_lists_a_users_unfinished_games_in_one_server(store):
    playing, _ = await active(store, "c1", users=("a", "b"))
    waiting = await lobby(store, "c2", users=("b", "a"))
    done, _ = await active(store, "c3", users=("a", "b"))
    await store.set_status(done, "finished")
    await active(store, "c4", users=("b", "c"))
    await active(store, "c1", users=("a", "b"), guild="h")
    found = await store.games_of("g", "a")
    assert [(row.id, row.channel, row.status, seat.seat, seat.name) for row, seat in found] == [
        (playing, "c1", "active", 0, "A"), (waiting, "c2", "lobby", 1, "A")]
    assert found[0][1].owing_since == "2026-01-01T00:00:00+00:00" and found[0][0].kind == "tiny"
    assert found[0][1].is_computer is False and found[0][1].resigned is False


async def test_games_of_user_lists_a_users_unfinished_games_in_every_server(store):
    """Issue 28: all my games in one place, whatever the server."""
    here, _ = await active(store, "c1", users=("a", "b"))
    waiting = await lobby(store, "c2", users=("b", "a"), guild="h")
    done, _ = await active(store, "c3", users=("a", "b"), guild="k")
    await store.set_status(done, "finished")
    aborted = await lobby(store, "c4", users=("a",), guild="k")
    await store.set_status(aborted, "aborted")
    await active(store, "c5", users=("b", "c"), guild="h")
    there, _ = await active(store, "c6", users=("c", "a"), guild="k")
    found = await store.games_of_user("a")
    assert [(row.id, row.guild, row.status, seat.seat, seat.name) for row, seat in found] == [
        (here, "g", "active", 0, "A"), (waiting, "h", "lobby", 1, "A"), (there, "k", "active", 1, "A")]
    assert found[0][1].owing_since == "2026-01-01T00:00:00+00:00" and found[2][1].owing_since is None
    assert await store.games_of_user("nobody") == []


async def test_seated_count_counts_the_seats_still_a_users_own_in_unfinished_games(store):
    """Issue 28's cap: lobbies and running games of every server count; a
    resigned seat, a seat handed to a computer and a finished game do not."""
    assert await store.seated_count("a") == 0
    first, _ = await active(store, "c1", users=("a", "b"))
    await lobby(store, "c2", users=("b", "a"), guild="h")
    assert await store.seated_count("a") == 2
    resigned, _ = await active(store, "c3", users=("a", "b"), guild="k")
    await store.update_seat(resigned, 0, resigned=True, is_computer=True)
    handed, _ = await active(store, "c4", users=("a", "b"), guild="k")
    await store.update_seat(handed, 0, is_computer=True)
    done, _ = await active(store, "c5", users=("a", "b"), guild="k")
    await store.set_status(done, "finished")
    assert await store.seated_count("a") == 2
    await store.set_status(first, "aborted")
    assert await store.seated_count("a") == 1
    assert await store.seated_count("b") == 3  # c2, c3 and c4: not c1 (aborted) nor c5 (finished)


async def test_latest_post_is_where_the_newest_announcement_was_posted(store):
    game_id, version = await active(store)
    assert await store.latest_post(game_id) is None
    v1 = await store.set_status(game_id, "active", version, announcement={"text": "one"})
    v2 = await store.set_status(game_id, "active", v1, announcement={"text": "two"})
    one = (await store.announcement_for(game_id, v1)).id
    two = (await store.announcement_for(game_id, v2)).id
    await store.mark_delivered(one, "chan:1", LEASE_START)
    assert await store.latest_post(game_id) == "chan:1"
    await store.mark_delivered(two, "chan:2", LEASE_START)
    assert await store.latest_post(game_id) == "chan:2"


# -- undo ----------------------------------------------------------------------------------------


async def test_undo_marks_the_move_taken_back_and_a_second_undo_of_it_changes_nothing(store):
    game_id, version = await active(store)
    version = await store.commit_move(game_id, version, 0, "play 1", '{"after": 1}')
    undone = await store.undo_move(game_id, version, 1, '{"before": 1}', {0: "2026-02-01T00:00:00+00:00"},
                                   announcement={"text": "taken back"})
    assert undone == version + 1 == (await store.game(game_id)).version
    assert (await store.game(game_id)).state == '{"before": 1}'
    assert [m.undone for m in await store.moves(game_id, include_undone=True)] == [True]
    assert (await store.pending_announcements(game_id))[-1].payload == {"text": "taken back"}
    with pytest.raises(VersionConflict, match="already taken back"):
        await store.undo_move(game_id, undone, 1, '{"again": 1}', {})
    row = await store.game(game_id)
    assert (row.version, row.state) == (undone, '{"before": 1}')


async def test_the_record_of_someone_with_no_ended_game_is_all_zero(store):
    """player_record sums nothing for a person without any ended game (SQL's SUM of no rows is NULL): the record
    is four zeros, never None (a mutation sample of storage/base.py, seed 6464)."""
    assert await store.player_record("g", "nobody") == (0, 0, 0, 0)
    game = await store.create_game("g", "c", "tiny", "{}", 1, "u1")
    await store.add_seat(game.id, "u1", "Ann")
    assert await store.player_record("g", "u1") == (0, 0, 0, 0)  # a lobby is no ended game
