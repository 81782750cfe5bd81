"""The English leak scan of issue 31: words a German or Russian reader must
never meet. The distinctive words are those of the English catalogue (every
domain) that no German or Russian message uses, four letters or longer
("Option" and "Computer" are German too, so they are not distinctive);
names, notation and numbers are not words of the catalogue, so they never
count."""

from __future__ import annotations

import re
from functools import cache

from fluent.syntax import FluentParser, visitor

from bot.i18n import SOURCE, catalogue

WORD = re.compile(r"[A-Za-z][a-z]{3,}")


class _Literal(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.words: set[str] = set()

    def visit_TextElement(self, node) -> None:  # noqa: N802 - Fluent's visitor names
        self.words.update(w.lower() for w in WORD.findall(node.value))

    def visit_StringLiteral(self, node) -> None:  # noqa: N802
        self.words.update(w.lower() for w in WORD.findall(node.value))


def _words(locale: str) -> set[str]:
    found = _Literal()
    for path in catalogue().files(locale):
        found.visit(FluentParser().parse(path.read_text(encoding="utf-8")))
    return found.words


@cache
def distinctive() -> frozenset[str]:
    """English words of the catalogue that no other locale's messages use."""
    others: set[str] = set()
    for locale in catalogue().locales:
        if locale != SOURCE:
            others |= _words(locale)
    return frozenset(_words(SOURCE) - others)


def leaks(text: str, allowed: set[str] = frozenset()) -> set[str]:
    """The distinctive English words in ``text`` (``allowed``: words that are
    data here, such as a player's name)."""
    words = {w.lower() for w in WORD.findall(text)}
    return (words & distinctive()) - {a.lower() for a in allowed}
