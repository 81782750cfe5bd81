"""Townies (Hobby World, 2022): the roll-and-write, refereed."""

from .game import Townies

GAME = Townies()

__all__ = ["GAME", "Townies"]
