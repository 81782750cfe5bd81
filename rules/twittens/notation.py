"""Twittens' move notation: the words of a typed move, tile and Bimble card
ids, the syntax of each kind of decision, and reading the moves whose text
alone says what they are (a Favourite Place, the Bimble cards kept, a
placement, a school's card, Time for Tea). Moves whose reading depends on the
position (a source, a kept tile, a lost tile) are read where they are
applied, so that their refusals keep their order."""

from __future__ import annotations

import re

from rules.base import NotationError, say

# The syntax of each kind of decision (the catalogue's twittens-syntax-*).
SYNTAX = {kind: say(f"twittens-syntax-{kind}") for kind in (
    "favourite", "keep-cards", "source", "keep", "place", "lost", "school", "tea")}


def words_of(move: str) -> list[str]:
    """The lower-case words of a typed move; commas and brackets separate."""
    text = " ".join(str(move).strip().lower().replace(",", " , ").split())
    return text.replace(",", " ").replace("(", " ").replace(")", " ").split()


def tile_id(word: str) -> int | None:
    """12 for "t12" or "12"; None for anything else."""
    m = re.fullmatch(r"t?(\d+)", word)
    return int(m.group(1)) if m else None


def card_id(word: str) -> int | None:
    """3 for "b3" or "3"; None for anything else."""
    m = re.fullmatch(r"b?(\d+)", word)
    return int(m.group(1)) if m else None


def read_favourite(words: list[str]) -> int:
    """``fav t12``: the tile chosen as Favourite Place."""
    tid = tile_id(words[1]) if len(words) == 2 else None
    if words[0] not in ("fav", "favourite", "favorite") or tid is None:
        raise NotationError(say("twittens-read-favourite", syntax=SYNTAX["favourite"]))
    return tid


def read_keep_cards(words: list[str]) -> list[int]:
    """``keep b3 b17``: the Bimble cards kept, as typed."""
    ids = [card_id(w) for w in words[1:]]
    if words[0] != "keep" or not ids or any(c is None for c in ids):
        raise NotationError(say("twittens-read-keep-cards", syntax=SYNTAX["keep-cards"]))
    return [c for c in ids if c is not None]


def read_place(words: list[str]) -> tuple[int, int, int]:
    """``place 1,0 90``: x, y and the rotation."""
    if words[0] != "place" or len(words) != 4:
        raise NotationError(say("twittens-read-place", syntax=SYNTAX["place"]))
    try:
        return int(words[1]), int(words[2]), int(words[3])
    except ValueError:
        raise NotationError(say("twittens-read-place", syntax=SYNTAX["place"])) from None


def read_school(words: list[str]) -> int | None:
    """``bimble b44``: the school's card kept, or None for ``bimble none``."""
    if words[0] != "bimble" or len(words) != 2:
        raise NotationError(say("twittens-read-school", syntax=SYNTAX["school"]))
    if words[1] == "none":
        return None
    keep = card_id(words[1])
    if keep is None:
        raise NotationError(say("twittens-read-school", syntax=SYNTAX["school"]))
    return keep


def read_tea(words: list[str]) -> str:
    """``home`` or ``stay``."""
    if len(words) != 1 or words[0] not in ("home", "stay"):
        raise NotationError(say("twittens-read-tea", syntax=SYNTAX["tea"]))
    return words[0]
