"""Sentences several use cases write the same way: the computer moves told
after a headline, the final standings, a move's stored words, a number as a
person reads it, and text clipped to a limit. The sentences are catalogue
messages (domain ``service``, ids ``svc-...``) as :class:`rules.base.Text`,
written in a reader's language by :class:`bot.i18n.Words`.
"""

from __future__ import annotations

import json
from typing import Any

from bot.service.model import MAX_TOLD_MOVES
from rules.base import Text, joined, say
from storage.base import MoveRow


def telling(headline: str | Text, moves: list[tuple[int, str, Any]]) -> Text:
    """A headline followed by what each computer move did, so every accepted
    move is told (the longest runs are summed up; `history` has them all)."""
    said = [public for _, _, public in moves if public]
    if len(said) > MAX_TOLD_MOVES:
        hidden = len(said) - MAX_TOLD_MOVES
        said = said[:MAX_TOLD_MOVES] + [say("svc-more-moves", count=hidden)]
    return joined(([headline] if headline else []) + said, "\n")


def told(headline: str | Text, moves: list[tuple[int, str, Any]]) -> str:
    """:func:`telling` in English (for a caller that still writes English)."""
    return str(telling(headline, moves))


def standing_line(s: dict[str, Any]) -> Text:
    score = int(s["score"]) if float(s["score"]).is_integer() else round(s["score"], 2)
    if s["detail"]:
        return say("svc-standing-detail", rank=str(s["rank"]), name=s["name"], score=score, detail=s["detail"])
    return say("svc-standing", rank=str(s["rank"]), name=s["name"], score=score)


def standings_words(standings: list[dict[str, Any]]) -> Text:
    """The final standings, a heading and one line per seat."""
    return joined([say("svc-final-standings"), *(standing_line(s) for s in standings)], "\n")


def standings_text(standings: list[dict[str, Any]]) -> str:
    """:func:`standings_words` in English."""
    return str(standings_words(standings))


def move_said(move: MoveRow) -> str | Text | None:
    """What a stored move did, as words when it was stored with them
    (migration 10), else its English sentence (None: nothing stored)."""
    if move.words:
        try:
            return Text.from_json(json.loads(move.words))
        except (ValueError, KeyError, TypeError):  # unreadable words: the English sentence stays
            pass
    return move.public or None


def number(value: float | None) -> str:
    if value is None:
        return "-"
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def clip(text: Any, limit: int) -> str:
    text = str(text)
    text = " ".join(text.split()) if len(text) > limit else text
    return text if len(text) <= limit else text[: limit - 1] + "…"
