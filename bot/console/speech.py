"""The console's language (issue 31): every line the console prints is a
:class:`rules.base.Text` of the catalogue domain ``console`` (ids
``con-...``, bot/i18n/locales/*/console.ftl) or a sentence of the service
or an engine, written in the language ``--lang`` (or ``REFEREE_LANG``)
chose, for the console front end (Fluent's ``$front`` is "console")."""

from __future__ import annotations

from typing import Any

from bot.console.wording import console_wording
from bot.i18n import SOURCE, Words, render
from rules.base import Text, joined, say

FRONT = "console"  # the front end every console message is written for

__all__ = ["FRONT", "Text", "joined", "say", "words", "written"]


def words(lang: str | None) -> Words:
    """The console's words in ``lang`` (a catalogue locale; None: English)."""
    return Words(lang or SOURCE, FRONT)


def written(value: Any, lang: str | None) -> str:
    """A Text (or a finished sentence) as the console prints it in ``lang``:
    rendered, the commands it names written as the console takes them,
    Discord's timestamps as UTC times."""
    return console_wording(render(value, lang or SOURCE, front=FRONT))
