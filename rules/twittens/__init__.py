"""Twittens (Bedsit Games): the base game for 2 to 4 players, no Detours."""

from .game import TwittensGame

GAME = TwittensGame()

__all__ = ["GAME", "TwittensGame"]
