import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import bot.i18n  # noqa: E402,F401 - makes str(rules.base.Text) English in every test


@pytest.fixture
def tiny_game():
    """Register the test-only Tiny Race game and its renderer."""
    from rules import registry
    from tests.support import tinygame, tinyrender

    registry.register(tinygame.GAME)
    sys.modules["render.tiny"] = tinyrender
    yield tinygame.GAME
    registry.unregister("tiny")
    sys.modules.pop("render.tiny", None)


# -- both stores (issue 16) ------------------------------------------------------
#
# Modules that say ``pytestmark = pytest.mark.usefixtures("both_stores")`` run
# every test twice: on SQLite, and on PostgreSQL with ``Store.open(path)``
# answering a PostgreSQL store in a schema of its own per path (so a test that
# closes and reopens "the same file" gets the same database back). The server
# is REFEREE_TEST_PG when set (`.ci/run` starts one), else a throwaway one this
# test session starts. Under CI (CI=true) PostgreSQL tests never skip: no
# server is a failure.


@pytest.fixture(scope="session")
def pg_url(tmp_path_factory):
    import os

    from tests.support import pgserver

    given = os.environ.get("REFEREE_TEST_PG")
    if given:
        yield given
        return
    in_ci = os.environ.get("CI", "").lower() in ("1", "true", "yes")
    if pgserver.bindir() is None:
        if in_ci:
            pytest.fail("CI must run the PostgreSQL tests, but neither REFEREE_TEST_PG nor the PostgreSQL "
                        "server programs (initdb, pg_ctl) are there.")
        pytest.skip("PostgreSQL tests need the server programs (initdb, pg_ctl: Debian's postgresql) or a "
                    "server's URL in REFEREE_TEST_PG.")
    folder = tmp_path_factory.mktemp("postgresql")
    try:
        url = pgserver.start(folder)
    except RuntimeError as error:
        if in_ci:
            pytest.fail(f"CI could not start PostgreSQL: {error}")
        pytest.skip(f"Could not start a throwaway PostgreSQL server: {error}")
    yield url
    pgserver.stop(folder)


@pytest.fixture
def pg_schema_url(pg_url):
    """A function that makes a fresh, empty schema on the test server and
    returns the URL whose connections use it."""
    from tests.support import pgserver

    async def fresh() -> str:
        return await pgserver.fresh_schema(pg_url)

    return fresh


def pytest_configure(config):
    config.addinivalue_line("markers", "sqlite_only(why): a test of SQLite's own file behaviour; under "
                            "both_stores its PostgreSQL run is deselected (tests/test_postgres.py has the "
                            "PostgreSQL counterparts)")
    config.addinivalue_line("markers", "postgres_only(why): a test of PostgreSQL's own behaviour; under "
                            "both_stores its SQLite run is deselected (a sqlite_only test is its counterpart)")


def pytest_collection_modifyitems(config, items):
    keep, dropped = [], []
    for item in items:
        callspec = getattr(item, "callspec", None)
        store = callspec.params.get("both_stores") if callspec is not None else None
        wrong = ((store == "postgresql" and item.get_closest_marker("sqlite_only"))
                 or (store == "sqlite" and item.get_closest_marker("postgres_only")))
        (dropped if wrong else keep).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = keep


@pytest.fixture(params=["sqlite", "postgresql"])
def both_stores(request, monkeypatch):
    """The store engine this run of the test uses (see above)."""
    if request.param == "sqlite":
        yield "sqlite"
        return
    fresh = request.getfixturevalue("pg_schema_url")
    from storage.postgres import PostgresStore
    from storage.store import Store

    schemas: dict[str, str] = {}

    async def open_postgres(path, *args, **kwargs):
        key = str(path)
        if key not in schemas:
            schemas[key] = await fresh()
        return await PostgresStore.open(schemas[key])

    monkeypatch.setattr(Store, "open", open_postgres)
    yield "postgresql"
