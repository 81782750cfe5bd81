"""The bot built without a service: ``referee sync`` and ``referee doctor``
only compute or sync the command payload, so every handler may rely on
``bot.service`` existing, and a bot without one says so plainly if it is
ever asked to work (issue 13, item 8)."""

from datetime import timedelta

import pytest

from bot.config import Settings
from bot.discordbot.client import RefereeBot
from bot.service import Service
from storage.store import Store


def _settings(tmp_path) -> Settings:
    return Settings(token=None, db_path=str(tmp_path / "referee.db"), dev_guild_id=None, log_level="INFO",
                    reminder_interval=timedelta(hours=12), reminder_check_seconds=60.0)


async def test_a_bot_without_a_service_refuses_to_work_with_a_clear_error(tmp_path):
    bot = RefereeBot(_settings(tmp_path), None)
    assert bot.has_service is False
    with pytest.raises(RuntimeError, match="without a service"):
        bot.service  # noqa: B018 - the property access is the action under test
    # what runs around handlers and at a stop does nothing rather than fail
    assert await bot.deliver_pending() == 0
    assert await bot.deliver_game(1) is True
    assert [c.name for c in bot.tree.get_commands()] == ["game"]  # the payload `referee sync` needs


async def test_a_bot_with_a_service_hands_out_that_service(tmp_path):
    async with await Store.open(tmp_path / "referee.db") as store:
        service = Service(store)
        bot = RefereeBot(_settings(tmp_path), service)
        assert bot.has_service is True
        assert bot.service is service
        assert await bot.deliver_pending() == 0  # nothing announced yet
