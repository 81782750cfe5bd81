"""The heading of a game's turn message in words: the game's name and the
stage the service reports (a round, turn or season), from the message
catalogues (bot/i18n/locales/<language>/discord.ftl)."""

from __future__ import annotations

from bot.i18n import SOURCE, catalogue
from bot.service import Reply

KINDS = ("round", "turn", "season")  # the stages the catalogues have words for


def heading_text(reply: Reply, game_name: str, locale: str = SOURCE) -> str:
    """``game_name`` with the reply's stage ("BITS: round 2 of 3"); the
    name alone when the reply has no stage, or one the catalogues have no
    words for."""
    words = catalogue()
    stage = reply.stage
    if stage is None or stage.kind not in KINDS:
        return words.text(locale, "heading-game", game=game_name)
    if stage.total is None:
        return words.text(locale, f"heading-{stage.kind}", game=game_name, number=stage.number)
    return words.text(locale, f"heading-{stage.kind}-of", game=game_name, number=stage.number, total=stage.total)
