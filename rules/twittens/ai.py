"""Twittens computer player (placeholder, replaced below)."""
from rules.base import RandomPlayer as TwittensComputer  # noqa: F401
