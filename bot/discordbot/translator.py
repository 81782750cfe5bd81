"""Slash commands in the reader's language: discord.py's ``Translator`` fed
from the ``commands`` catalogue (bot/i18n).

discord.py asks the translator for every command, group, option and choice
name and description, once per Discord locale, when the commands are synced;
the answers become the payload's ``name_localizations`` and
``description_localizations``, and Discord shows each member the words of
their own client's language. Each string is found by an id made from where
it is (``cmd-game-move``, ``cmd-game-move-desc``, ``opt-game-move-move``,
``choice-relaxed``); English is the commands' own text, so only the other
catalogues are asked, and a missing message means "no localisation" (the
English name is shown).
"""

from __future__ import annotations

import re

import discord
from discord import app_commands

from bot.i18n import SOURCE, Catalogue, catalogue, supported

Where = app_commands.TranslationContextLocation

DOMAIN = "commands"
_UNSAFE = re.compile(r"[^a-zA-Z0-9_-]+")


def _slug(text: str) -> str:
    return _UNSAFE.sub("-", text.strip()).strip("-").lower()


def message_id(location: Where, data: object) -> str | None:
    """The catalogue id of a string of the command tree, from where it is:
    a command's or group's ``cmd-<its qualified name>`` (``-desc`` for its
    description), an option's ``opt-<command>-<option>``, a choice's
    ``choice-<value>``."""
    if location in (Where.command_name, Where.group_name):
        return "cmd-" + _slug(data.qualified_name.replace(" ", "-"))  # type: ignore[attr-defined]
    if location in (Where.command_description, Where.group_description):
        return "cmd-" + _slug(data.qualified_name.replace(" ", "-")) + "-desc"  # type: ignore[attr-defined]
    if location in (Where.parameter_name, Where.parameter_description):
        command = _slug(data.command.qualified_name.replace(" ", "-"))  # type: ignore[attr-defined]
        base = f"opt-{command}-{_slug(data.name)}"  # type: ignore[attr-defined]
        return base if location is Where.parameter_name else base + "-desc"
    if location is Where.choice_name:
        return "choice-" + _slug(str(data.value))  # type: ignore[attr-defined]
    return None


class CatalogueTranslator(app_commands.Translator):
    """Command names, descriptions, options and choices from the catalogues."""

    def __init__(self, words: Catalogue | None = None):
        self.words = words or catalogue()

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        language = supported(locale.value, self.words.locales)
        if language is None or language == SOURCE:
            return None
        msg_id = message_id(context.location, context.data)
        if msg_id is None:
            return None
        return self.words.maybe(language, msg_id)
