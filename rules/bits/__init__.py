"""BITS (Ravensburger 2011, Reiner Knizia): the tile-drop game for 1 to 4
players. See README.md in this folder."""

from .game import BitsGame

GAME = BitsGame()

__all__ = ["GAME", "BitsGame"]
