"""The session service, split by use case: :class:`Service` (bot/service/facade.py)
is the one door front ends and tests use; the modules beside it each do one
job (model, context, gate, lobby, play, undo, outcome, reading, replays,
pictures, community, duties, outbox, settings, records, turns, words, and
the rest the README's Architecture lists, such as mine, catchup and cap).

The names front ends import are re-exported here.
"""

from bot.service.ballots import CHOICES as TIMEOUT_CHOICES
from bot.service.boundary import Unavailable
from bot.service.builder import STALE, Choice, Steps, builder_id, read_builder_id
from bot.service.clocks import CHOICES as CLOCKS
from bot.service.facade import Service
from bot.service.model import (
    COMPUTER_ID,
    DELIVERY_ATTEMPTS,
    DELIVERY_LEASE,
    MAX_COMPUTER_MOVES,
    MAX_MOVE_TEXT,
    MAX_TOLD_MOVES,
    NAME_LIMIT,
    RACE,
    Deadline,
    Forbidden,
    NotFound,
    Picture,
    Refused,
    Reply,
    ServiceError,
    Table,
    User,
    clean_name,
    game_problems,
)
from bot.service.outcome import HAND_CHANGED
from bot.service.outcome import has_content as _has_content
from bot.service.pictures import PICTURE_CACHE
from bot.service.words import told as _told
from rules.base import ALT_TEXT_LIMIT, LEVELS
from rules.search import Budget

__all__ = [
    "ALT_TEXT_LIMIT",
    "Budget",
    "CLOCKS",
    "LEVELS",
    "TIMEOUT_CHOICES",
    "COMPUTER_ID",
    "DELIVERY_ATTEMPTS",
    "DELIVERY_LEASE",
    "HAND_CHANGED",
    "MAX_COMPUTER_MOVES",
    "MAX_MOVE_TEXT",
    "MAX_TOLD_MOVES",
    "NAME_LIMIT",
    "PICTURE_CACHE",
    "RACE",
    "STALE",
    "Choice",
    "Deadline",
    "Forbidden",
    "NotFound",
    "Picture",
    "Refused",
    "Reply",
    "Service",
    "ServiceError",
    "Steps",
    "Table",
    "Unavailable",
    "User",
    "_has_content",
    "_told",
    "builder_id",
    "clean_name",
    "game_problems",
    "read_builder_id",
]
