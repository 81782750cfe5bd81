"""Settings (issue 13, items 2 and 5): where the database lives never depends
on the working directory, and the retention settings are read and checked."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs
import pytest

from bot import config


def test_default_database_is_in_the_platforms_user_data_folder(tmp_path, monkeypatch):
    expected = Path(platformdirs.user_data_dir("tabletop-referee", appauthor=False)) / "referee.db"
    first = config.load({}, dotenv=False)
    monkeypatch.chdir(tmp_path)  # "a service started from another folder"
    second = config.load({}, dotenv=False)
    assert first.db_path == second.db_path == str(expected)
    assert first.data_dir == str(expected.parent)
    assert first.db_origin == "the platform's user data folder"


def test_referee_data_names_the_folder(tmp_path):
    settings = config.load({"REFEREE_DATA": str(tmp_path / "data")})
    assert settings.db_path == str(tmp_path / "data" / "referee.db")
    assert settings.data_dir == str(tmp_path / "data") and settings.db_origin == "REFEREE_DATA"


def test_systemd_state_directory_is_used_when_nothing_else_is_set(tmp_path):
    # StateDirectory= sets $STATE_DIRECTORY (a colon-separated list); an
    # EnvironmentFile copied from .env.example sets REFEREE_DB and REFEREE_DATA empty.
    env = {"STATE_DIRECTORY": f"{tmp_path}/state:{tmp_path}/other", "REFEREE_DB": "", "REFEREE_DATA": ""}
    settings = config.load(env)
    assert settings.db_path == str(tmp_path / "state" / "referee.db")
    assert settings.db_origin == "systemd's StateDirectory"
    assert config.load({**env, "REFEREE_DATA": str(tmp_path / "d")}).data_dir == str(tmp_path / "d")


def test_referee_db_keeps_working_and_wins_over_referee_data(tmp_path):
    settings = config.load({"REFEREE_DB": str(tmp_path / "games.sqlite"), "REFEREE_DATA": "/elsewhere"})
    assert settings.db_path == str(tmp_path / "games.sqlite")
    assert settings.data_dir == str(tmp_path) and settings.db_origin == "REFEREE_DB"
    assert config.load({"REFEREE_DB": ":memory:"}).db_path == ":memory:"


@pytest.mark.parametrize("name", ["REFEREE_DB", "REFEREE_DATA"])
def test_a_relative_path_is_fixed_once_at_start(name, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    settings = config.load({name: "sub/x.db" if name == "REFEREE_DB" else "sub"})
    assert os.path.isabs(settings.db_path)
    assert Path(settings.db_path).parent == tmp_path / "sub"


def test_home_is_expanded():
    assert config.load({"REFEREE_DATA": "~/referee"}).data_dir == str(Path.home() / "referee")


def test_referee_db_naming_a_folder_is_refused_with_the_fix(tmp_path):
    with pytest.raises(SystemExit, match="REFEREE_DATA="):
        config.load({"REFEREE_DB": str(tmp_path)})


def test_the_paths_and_policies_show_in_the_settings_but_never_the_token(tmp_path):
    settings = config.load({"DISCORD_TOKEN": "secret-token-value", "REFEREE_DATA": str(tmp_path),
                            "RETENTION_DAYS": "90"})
    text = repr(settings)
    assert "secret-token-value" not in text and "secret-token-value" not in str(settings)
    assert str(tmp_path / "referee.db") in text and "REFEREE_DATA" in text
    assert "retention_days=90" in text and "guild_grace_days=30" in text


@pytest.mark.parametrize("env, retention, grace", [
    ({}, None, 30),                                            # empty: kept forever; grace 30 days
    ({"RETENTION_DAYS": "", "GUILD_GRACE_DAYS": ""}, None, 30),
    ({"RETENTION_DAYS": "90"}, 90, 30),
    ({"RETENTION_DAYS": " 1 ", "GUILD_GRACE_DAYS": "0"}, 1, 0),  # 0: purge at the next daily check
    ({"GUILD_GRACE_DAYS": "365"}, None, 365),
])
def test_retention_settings(env, retention, grace):
    settings = config.load(env)
    assert (settings.retention_days, settings.guild_grace_days) == (retention, grace)


@pytest.mark.parametrize("env, message", [
    ({"RETENTION_DAYS": "0"}, "RETENTION_DAYS must be a whole number of days, 1 or more"),
    ({"RETENTION_DAYS": "-5"}, "RETENTION_DAYS must be a whole number"),
    ({"RETENTION_DAYS": "ninety"}, "or empty to keep them forever"),
    ({"RETENTION_DAYS": "1.5"}, "RETENTION_DAYS"),
    ({"RETENTION_DAYS": "²"}, "RETENTION_DAYS"),
    ({"GUILD_GRACE_DAYS": "-1"}, "GUILD_GRACE_DAYS must be a whole number of days, 0 or more"),
    ({"GUILD_GRACE_DAYS": "month"}, "GUILD_GRACE_DAYS"),
])
def test_bad_retention_settings_are_refused_with_a_sentence(env, message):
    with pytest.raises(SystemExit, match=message):
        config.load(env)


def test_env_example_documents_every_setting_load_reads():
    example = (Path(__file__).resolve().parent.parent / ".env.example").read_text(encoding="utf-8")
    source = Path(config.__file__).read_text(encoding="utf-8")
    import re

    read = set(re.findall(r'env(?:\.get)?\(\s*"([A-Z_]+)"', source)) | set(
        re.findall(r'_days\(env, "([A-Z_]+)"', source))
    assert {"REFEREE_DB", "REFEREE_DATA", "RETENTION_DAYS", "GUILD_GRACE_DAYS"} <= read
    documented = set(re.findall(r"^#?\s*([A-Z_]+)=", example, re.M))
    assert read - {"STATE_DIRECTORY"} <= documented  # systemd sets that one, not the admin
    assert "StateDirectory" in example
    # A copied .env.example must not pin the database to the working directory.
    assert not re.search(r"^REFEREE_DB=\S", example, re.M)


@pytest.mark.parametrize("text, hours", [(None, 12), ("", 12), ("6", 6), ("0.5", 0.5)])
def test_reminder_interval_in_hours(text, hours):
    env = {} if text is None else {"REMINDER_INTERVAL": text}
    assert config.load(env).reminder_interval.total_seconds() == hours * 3600


@pytest.mark.parametrize("text, message", [
    ("soon", "REMINDER_INTERVAL must be a number of hours"),
    ("0", "REMINDER_INTERVAL must be a positive number"),
    ("-2", "REMINDER_INTERVAL must be a positive number"),
])
def test_bad_reminder_interval_is_refused(text, message):
    with pytest.raises(SystemExit, match=message):
        config.load({"REMINDER_INTERVAL": text})


@pytest.mark.parametrize("cpus, expected", [(8, 2), (2, 2), (1, 1), (None, 1)])
def test_render_processes_default_to_the_cpus_at_most_two(cpus, expected, monkeypatch):
    monkeypatch.setattr(config.os, "cpu_count", lambda: cpus)
    assert config.load({}).render_processes == expected
    assert config.load({"RENDER_PROCESSES": "0"}).render_processes == 0  # threads
    assert config.load({"RENDER_PROCESSES": "3"}).render_processes == 3


def test_settings_built_by_hand_draw_in_threads_and_keep_the_defaults():
    from datetime import timedelta

    settings = config.Settings(token=None, db_path="x.db", dev_guild_id=None, log_level="INFO",
                               reminder_interval=timedelta(hours=12), reminder_check_seconds=300)
    assert settings.render_processes == 0
    assert (settings.retention_days, settings.guild_grace_days) == (None, 30)


def test_dotenv_in_the_working_folder_is_read_without_overriding_the_environment(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_text(f"REFEREE_DATA={tmp_path}/from-dotenv\nLOG_LEVEL=DEBUG\n")
    for name in ("REFEREE_DB", "REFEREE_DATA", "STATE_DIRECTORY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LOG_LEVEL", "WARNING")
    settings = config.load()
    assert settings.data_dir == str(tmp_path / "from-dotenv")
    assert settings.log_level == "WARNING"  # the environment wins
    monkeypatch.delenv("REFEREE_DATA", raising=False)  # load_dotenv set it in os.environ
    assert config.load(dotenv=False).db_origin == "the platform's user data folder"


def test_a_postgresql_url_is_kept_as_given_and_never_shown_with_its_password():
    from bot.config import database_location

    url = "postgresql://referee:s3cret@db.example:5432/referee"
    assert database_location({"REFEREE_DB": url}) == (url, "", "REFEREE_DB")
    assert database_location({"REFEREE_DB": "sqlite:////var/lib/referee/r.db"})[0] == "/var/lib/referee/r.db"
    settings = config.load({"REFEREE_DB": url}, dotenv=False)
    assert settings.db_path == url
    assert "s3cret" not in repr(settings) and "***" in repr(settings)


@pytest.mark.parametrize("given, token", [(" t0k3n ", "t0k3n"), ("", None), ("   ", None)])
def test_the_token_is_read_from_discord_token_trimmed(given, token):
    assert config.load({"DISCORD_TOKEN": given, "REFEREE_DB": ":memory:"}, dotenv=False).token == token


# -- issue 30: the PostgreSQL connection budget, its time limits, and the heavy lane ---------------


def test_pool_settings_default_to_a_budget_that_gives_idle_connections_back():
    """Issue 30: "defaults that give idle connections back (e.g. a 30-60 s
    idle lifetime, minimum 0 or 1)" and "a command timeout and a connect
    timeout ... sensible defaults, e.g. 10 s"."""
    pool = config.load({}, dotenv=False).db_pool
    assert 30 <= pool.idle_seconds <= 60 and pool.min_size in (0, 1)
    assert pool.command_timeout == pool.connect_timeout == 10
    assert pool.pool_arguments()["max_inactive_connection_lifetime"] == pool.idle_seconds


def test_pool_settings_are_read_from_the_environment():
    env = {"REFEREE_DB_POOL_MAX": "4", "REFEREE_DB_POOL_MIN": "0", "REFEREE_DB_POOL_IDLE_SECONDS": "30",
           "REFEREE_DB_COMMAND_TIMEOUT": "2.5", "REFEREE_DB_CONNECT_TIMEOUT": "3"}
    pool = config.load(env, dotenv=False).db_pool
    assert (pool.max_size, pool.min_size, pool.idle_seconds, pool.command_timeout, pool.connect_timeout) == (
        4, 0, 30, 2.5, 3)
    assert pool.pool_arguments() == {"min_size": 0, "max_size": 4, "max_inactive_connection_lifetime": 30,
                                     "command_timeout": 2.5, "timeout": 3}
    assert "REFEREE_DB_POOL_MAX" in pool.shown and "4 connections" in pool.shown
    assert config.pool_settings({"REFEREE_DB_POOL_MAX": "1"}).min_size == 1  # the default minimum fits


@pytest.mark.parametrize("env, said", [
    ({"REFEREE_DB_POOL_MAX": "0"}, "REFEREE_DB_POOL_MAX must be a whole number, 1 or more"),
    ({"REFEREE_DB_POOL_MAX": "ten"}, "REFEREE_DB_POOL_MAX must be a whole number"),
    ({"REFEREE_DB_POOL_MIN": "-1"}, "REFEREE_DB_POOL_MIN must be a whole number, 0 or more"),
    ({"REFEREE_DB_POOL_MAX": "2", "REFEREE_DB_POOL_MIN": "3"}, "must not be more than REFEREE_DB_POOL_MAX"),
    ({"REFEREE_DB_POOL_IDLE_SECONDS": "-5"}, "REFEREE_DB_POOL_IDLE_SECONDS must be a number of seconds"),
    ({"REFEREE_DB_COMMAND_TIMEOUT": "0"}, "REFEREE_DB_COMMAND_TIMEOUT must be a number of seconds, 0.1 or more"),
    ({"REFEREE_DB_CONNECT_TIMEOUT": "nan"}, "REFEREE_DB_CONNECT_TIMEOUT must be a number of seconds"),
    ({"REPLAY_PROCESSES": "-1"}, "REPLAY_PROCESSES must be a whole number, 0 or more"),
])
def test_wrong_pool_and_lane_settings_are_refused_with_a_sentence(env, said):
    with pytest.raises(SystemExit, match=said):
        config.load(env, dotenv=False)


def test_replay_processes_default_to_one_and_are_read():
    assert config.load({}, dotenv=False).replay_processes == 1
    assert config.load({"REPLAY_PROCESSES": "0"}, dotenv=False).replay_processes == 0
    assert "replay_processes=1" in repr(config.load({}, dotenv=False))


def test_every_new_setting_is_documented_in_env_example():
    text = (Path(__file__).resolve().parent.parent / ".env.example").read_text()
    for name in ("REFEREE_DB_POOL_MAX", "REFEREE_DB_POOL_MIN", "REFEREE_DB_POOL_IDLE_SECONDS",
                 "REFEREE_DB_COMMAND_TIMEOUT", "REFEREE_DB_CONNECT_TIMEOUT", "REPLAY_PROCESSES"):
        assert f"\n{name}=" in text
