"""How to play a game, in the reader's language: the text `/game rules` and
the console's `rules` show, from the catalogues (bot/i18n).

A game's words live in its domain ``guide-<key>``: ``<key>-summary``,
``<key>-option-<option>`` and the guide itself (the message id its
``GameInfo.guide`` names), whose commands are Fluent arguments filled with
the engine's command markers (``rules.base.command``), so each front end
still writes them its own way. The heading, the option lines and the
clocks are the service's own words (domain ``rules``). A game the
catalogues do not know (a test's game) is told with its ``GameInfo``'s
English words.
"""

from __future__ import annotations

from bot.i18n import SOURCE, catalogue
from bot.service import clocks
from rules.base import GameInfo, command


def _words(locale: str | None, msg_id: str, english: str) -> str:
    """The catalogue's message, or ``english`` for a game it does not know."""
    words = catalogue()
    return words.text(locale, msg_id) if words.has(SOURCE, msg_id) else english


def guide(info: GameInfo, locale: str | None = None) -> str:
    """The game's guide in ``locale`` (None: English), its commands marked
    with ``rules.base.command``; "" for a game without a guide. Raises
    LookupError when the catalogues lack the guide ``info`` names."""
    if not info.guide:
        return ""
    markers = {argument: command(words) for argument, words in info.guide_commands}
    return catalogue().text(locale, info.guide, **markers).strip()


def rules_text(info: GameInfo, locale: str | None = None) -> str:
    """The heading (name, players, summary), the guide, one line per option
    (key, choices and default as the player types them) and the clocks."""
    words = catalogue()
    summary = _words(locale, f"{info.key}-summary", info.summary)
    lines = [words.text(locale, "rules-heading", name=info.name, min=info.min_players, max=info.max_players,
                        summary=summary)]
    told = guide(info, locale)
    if told:
        lines.append(told)
    for v in info.variants:
        described = _words(locale, f"{info.key}-option-{v.key}", v.description)
        if v.choices:
            lines.append(words.text(locale, "rules-option-choices", key=v.key, choices=", ".join(v.choices),
                                    description=described, default=str(v.default)))
        else:
            lines.append(words.text(locale, "rules-option", key=v.key, description=described,
                                    default=str(v.default)))
    lines.append(clocks.explained(locale))
    return "\n".join(lines)
