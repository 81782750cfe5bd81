"""Sentences several use cases write the same way: the computer moves told
after a headline, the final standings, a number as a person reads it, and
text clipped to a limit.
"""

from __future__ import annotations

from typing import Any

from bot.service.model import MAX_TOLD_MOVES


def told(headline: str, moves: list[tuple[int, str, str]]) -> str:
    """A headline followed by what each computer move did, so every accepted
    move is told (the longest runs are summed up; `history` has them all)."""
    said = [public for _, _, public in moves if public]
    if not said:
        return headline
    if len(said) > MAX_TOLD_MOVES:
        hidden = len(said) - MAX_TOLD_MOVES
        said = said[:MAX_TOLD_MOVES] + [f"... and {hidden} more move(s): see `history`."]
    return headline + "\n" + "\n".join(said)


def standings_text(standings: list[dict[str, Any]]) -> str:
    lines = ["**Final standings**"]
    for s in standings:
        score = int(s["score"]) if float(s["score"]).is_integer() else round(s["score"], 2)
        extra = f" ({s['detail']})" if s["detail"] else ""
        lines.append(f"{s['rank']}. {s['name']}: {score}{extra}")
    return "\n".join(lines)


def number(value: float | None) -> str:
    if value is None:
        return "-"
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def clip(text: Any, limit: int) -> str:
    text = str(text)
    text = " ".join(text.split()) if len(text) > limit else text
    return text if len(text) <= limit else text[: limit - 1] + "…"
