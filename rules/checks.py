"""The helpers every game's ``validate`` shares to check a hand-written state.

A game's ``validate`` proves that a JSON value is a possible position and
refuses anything else with an :class:`~rules.base.InvalidState` whose text is
the sentence to show. These are the pieces the games used to write each for
itself: :func:`need` (refuse unless a condition holds), :func:`whole` (a JSON
whole number, not a boolean) and :class:`Describe` (a value of a malformed
state in a few words, never its whole text). Each game keeps its own wording
of a described value through ``Describe``'s parameters, since tests and
players' documents quote the sentences word for word.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeGuard

from rules.base import InvalidState


def need(condition: Any, message: str) -> None:
    """Refuse the state with ``message`` unless ``condition`` holds."""
    if not condition:
        raise InvalidState(message)


def whole(value: Any) -> TypeGuard[int]:
    """A JSON whole number: an int, and not a boolean (JSON keeps them apart)."""
    return type(value) is int


def whole_in(value: Any, low: int, high: int) -> bool:
    """A JSON whole number from ``low`` to ``high``."""
    return whole(value) and low <= value <= high


def clip(text: Any, limit: int = 40) -> str:
    """Typed text quoted for a message, stripped and cut to ``limit``
    characters ("..." after the quote when cut)."""
    text = str(text).strip()
    return repr(text) if len(text) <= limit else repr(text[:limit]) + "..."


@dataclass(frozen=True)
class Describe:
    """How one game's refusals describe any JSON value, briefly: ``describe =
    Describe(...)`` once, then ``describe(value)``.

    * ``nothing``: the words for null, true and false (JSON's, or Python's);
    * ``shown_below``: whole numbers smaller than this (in size) are written
      out, bigger ones are ``too_large``; None: every number is "a number";
    * a text is quoted whole up to ``text_limit`` characters, else its first
      ``text_kept`` with "..." inside the quote (``dots_inside``) or after it,
      stripped first with ``strip``, after ``text_prefix``;
    * lists, objects and decimal numbers are named; anything else (never in
      JSON) is ``other``, or its type's name when ``other`` is None.
    """

    nothing: tuple[str, str, str] = ("null", "true", "false")
    shown_below: int | None = 10**12
    too_large: str = "a huge number"
    text_limit: int = 30
    text_kept: int = 27
    dots_inside: bool = True
    strip: bool = False
    text_prefix: str = ""
    other: str | None = "an unknown value"

    def __call__(self, value: Any) -> str:
        if value is None:
            return self.nothing[0]
        if isinstance(value, bool):
            return self.nothing[1] if value else self.nothing[2]
        if isinstance(value, int):
            if self.shown_below is None:
                return "a number"
            return str(value) if abs(value) < self.shown_below else self.too_large
        if isinstance(value, str):
            return self.text_prefix + self._quote(value)
        names = {float: "a decimal number", list: "a list", dict: "an object"}
        if type(value) in names:
            return names[type(value)]
        return self.other if self.other is not None else type(value).__name__

    def _quote(self, text: str) -> str:
        if self.strip:
            text = text.strip()
        if len(text) <= self.text_limit:
            return repr(text)
        if self.dots_inside:
            return repr(text[: self.text_kept] + "...")
        return repr(text[: self.text_kept]) + "..."
