"""Tweeeet (Cwali, 2012): Robins against Bluethroats, flying north to their nests."""

from rules.tweeeet.game import Tweeeet

GAME = Tweeeet()

__all__ = ["GAME", "Tweeeet"]
