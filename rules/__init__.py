"""Pure rules engines, one package per game (``rules/<game>/``).

Nothing here imports the rest of the project or does I/O. See
:mod:`rules.base` for the contract and :mod:`rules.registry` for discovery.
"""

from rules.base import (  # noqa: F401
    AmbiguousMove,
    ComputerPlayer,
    Decision,
    Event,
    Game,
    GameInfo,
    GameOver,
    IllegalMove,
    InvalidState,
    Move,
    NotationError,
    NotYourTurn,
    RandomPlayer,
    Rng,
    RulesError,
    Standing,
    Variant,
)
