"""`referee migrate-db --from DB --to DB` (issue 16): every game, seat, move
and setting copied between stores, verified by comparing every row and by
replaying every game; refused (and nothing written) when it cannot be done."""

from __future__ import annotations

import argparse
import asyncio
import shutil

import pytest

from bot import admin
from bot.service import Service, User
from rules import registry
from storage import connect
from storage.base import TABLES
from storage.store import Store

G = "guild"
ALICE, BOB = User("1", "Alice"), User("2", "Bob")


def _referee(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="referee")
    admin.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(list(argv))
    return args.handler(args)


async def referee(*argv: str) -> int:
    """The command, as from a shell (its own event loop, in a thread)."""
    return await asyncio.to_thread(_referee, *argv)


async def fill(db: str) -> dict[str, int]:
    """A database as a server's would be: a finished game of every title
    (played out by the computers after the person resigned), an active game
    of two people with moves, a lobby, notices, announcements, results and
    a rating."""
    store = await connect(db)
    service = Service(store, outbox=True)
    try:
        for n, kind in enumerate(sorted(registry.games())):
            channel = f"finished-{kind}"
            await service.new_game(G, channel, kind, ALICE, seed=n + 1)
            await service.add_computer(G, channel, ALICE)
            await service.start(G, channel, ALICE)
            await service.resign(G, channel, ALICE)  # the computers finish the game
        await service.new_game(G, "active", "bits", ALICE, seed=9, settings={"clock": "daily"})
        await service.join(G, "active", BOB)
        await service.start(G, "active", ALICE)
        for _ in range(3):
            table = await service.table(G, "active")
            for seat in table.game.to_act(table.live):
                user = ALICE if table.seats[seat].user_id == ALICE.id else BOB
                move = table.game.legal_moves(table.live, seat)[0].notation
                await service.move(G, "active", user, move)
        await service.new_game(G, "lobby", "townies", BOB)
        await service.rate_pending()  # solo results: nobody rated; a rating row as two-player games leave
        first = (await store.export_table("games"))[0]
        await store.clear_ratings()
        await store.apply_ratings(first[0], G, first[3], [(ALICE.id, "Alice", 27.5, 7.25, 5.75)])
        await store.set_guild_settings(G, {"clock": "brisk"})
        await store.set_user_settings(ALICE.id, {"zone": "Asia/Tokyo", "quiet": [0, 8]})  # issue 28
        await store.add_vacation(BOB.id, "2026-01-02T00:00:00+00:00", "2026-01-05T00:00:00+00:00", 3)
        return {t: len(await store.export_table(t)) for t in TABLES}
    finally:
        await store.close()


async def rows(db: str) -> dict[str, list[tuple]]:
    store = await connect(db)
    try:
        return {t: await store.export_table(t) for t in TABLES}
    finally:
        await store.close()


@pytest.fixture(scope="module")
def filled(tmp_path_factory) -> tuple[str, dict[str, int]]:
    """One filled SQLite database for the module (games take a while to play)."""
    path = str(tmp_path_factory.mktemp("filled") / "referee.db")
    return path, asyncio.run(fill(path))


@pytest.fixture
def source(filled, tmp_path) -> str:
    """A copy of the filled database for one test to use."""
    copy = tmp_path / "a.db"
    shutil.copyfile(filled[0], copy)
    return str(copy)


@pytest.fixture
async def postgres(pg_schema_url):
    return await pg_schema_url()


async def test_a_sqlite_database_moves_to_postgresql_and_back_exactly(tmp_path, filled, source, postgres, capsys):
    counts = filled[1]
    assert counts["games"] == len(registry.games()) + 2 and counts["moves"] > 20 and counts["ratings"]
    assert counts["guild_settings"] == 1 and counts["user_settings"] == 1 and counts["vacations"] == 1
    clocks = [row[-1] for row in (await rows(source))["games"]]
    assert any(clock and "banks" in clock for clock in clocks)  # the active game's time banks are copied too
    assert await referee("migrate-db", "--from", source, "--to", postgres) == 0
    out = capsys.readouterr().out
    assert f"{counts['games']} games" in out and "Verified" in out and "replays" in out
    assert await rows(postgres) == await rows(source)
    # and back again, into a new SQLite file given as a sqlite:/// URL
    back = tmp_path / "back.db"
    assert await referee("migrate-db", "--from", postgres, "--to", f"sqlite:///{back}") == 0
    assert await rows(str(back)) == await rows(source)


async def test_the_copy_is_a_working_database_that_carries_on(source, postgres):
    assert await referee("migrate-db", "--from", source, "--to", postgres) == 0
    store = await connect(postgres)
    service = Service(store)
    try:
        table = await service.table(G, "active")
        before = len(await store.moves(table.row.id))
        seat = sorted(table.game.to_act(table.live))[0]
        user = ALICE if table.seats[seat].user_id == ALICE.id else BOB
        await service.move(G, "active", user, table.game.legal_moves(table.live, seat)[0].notation)
        assert len(await store.moves(table.row.id)) == before + 1
        # new games get ids after the copied ones (the id generators moved on)
        copied = max(r[0] for r in await store.export_table("games"))
        reply = await service.new_game(G, "new-channel", "bits", BOB)
        assert reply.game_id > copied
        assert await service.replay_check(table.row.id) is None
    finally:
        await store.close()


async def test_a_target_with_games_is_refused_and_left_as_it_was(tmp_path, source, capsys):
    target = str(tmp_path / "b.db")
    async with await Store.open(target) as store:
        await store.create_game("other", "c", "bits", {}, 1, "9")
    before = await rows(target)
    assert await referee("migrate-db", "--from", source, "--to", target) == 1
    assert "already has games" in capsys.readouterr().err
    assert await rows(target) == before


@pytest.mark.parametrize("argv, said", [
    (("--from", "{tmp}/missing.db", "--to", "{tmp}/new.db"), "There is no database at"),
    (("--from", "{tmp}/a.db", "--to", "sqlite:///{tmp}/a.db"), "name the same database"),
])
async def test_impossible_copies_are_refused_with_a_sentence(tmp_path, source, capsys, argv, said):
    argv = tuple(a.format(tmp=tmp_path) for a in argv)
    assert await referee("migrate-db", *argv) == 1
    assert said in capsys.readouterr().err
    assert not (tmp_path / "new.db").exists()


async def test_an_unreachable_target_is_a_sentence_not_a_traceback(tmp_path, source, capsys):
    target = f"postgresql://referee:hunter2@/referee?host={tmp_path}/no-server-here&port=5999"
    assert await referee("migrate-db", "--from", source, "--to", target) == 1
    err = capsys.readouterr().err
    assert "Cannot connect to the PostgreSQL server" in err and "hunter2" not in err


async def test_a_copy_that_lost_a_move_is_caught_by_the_verification(tmp_path, source, monkeypatch, capsys):
    """If a copy ever came out different (here: the last move row dropped on
    the way), the row comparison says so and the bot must not use it."""
    target = str(tmp_path / "b.db")
    real = Store.import_tables

    async def lossy(self, data):
        await real(self, {**data, "moves": data["moves"][:-1]})

    monkeypatch.setattr(Store, "import_tables", lossy)
    assert await referee("migrate-db", "--from", source, "--to", target) == 1
    assert "differs from the source in moves" in capsys.readouterr().err


async def test_a_game_that_no_longer_replays_is_caught(tmp_path, source, monkeypatch, capsys):
    """The replay half of the verification: a copied game whose log does not
    give its stored state (when the source's does) fails the copy."""
    target = str(tmp_path / "b.db")
    real = Service.replay_check
    calls: list[int] = []

    async def check(self, game_id):
        calls.append(game_id)
        if self.store.where.endswith("b.db") and game_id == 1:
            return "Game 1: replaying its moves does not give the stored state."
        return await real(self, game_id)

    monkeypatch.setattr(Service, "replay_check", check)
    assert await referee("migrate-db", "--from", source, "--to", target) == 1
    err = capsys.readouterr().err
    assert "replay in" in err and "but not in the copy" in err
    assert len(set(calls)) == len(registry.games()) + 2  # every game was checked
