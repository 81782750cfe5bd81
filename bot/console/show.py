"""``referee show STATE.json``: a position written as a game's JSON state
(each game's README documents the format, so it can be written by hand),
read with care, checked by its game, and printed: whose decision it is,
the legal moves, each player's score by category, and with ``--images``
the pictures. Whatever is wrong with the file is a sentence, never a
traceback."""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import render
from bot.console.arguments import game_or_fault
from bot.console.faults import EXIT_ENVIRONMENT, EXIT_REFUSED, Fault, reason
from bot.console.pictures import images_folder, write_picture
from bot.i18n import SOURCE, Words
from rules.base import Game, InvalidState

MAX_STATE_BYTES = 16 * 1024 * 1024  # a state is a few kilobytes
MAX_STATE_DEPTH = 64                # and a few levels deep
MAX_STATE_INT = 1 << 64             # the largest number a game keeps (its RNG state)

log = logging.getLogger("referee.console")

T = TypeVar("T")


def show(state_file: str, images: str | None) -> int:
    """Print what ``referee show`` says about the state in ``state_file``
    (and save its pictures in the folder ``images``)."""
    path = Path(state_file)
    state = read_state(path)
    if not isinstance(state, dict) or "game" not in state:
        raise Fault(f'{path} is not a game state: a state is a JSON object with a "game" key '
                    'naming the game (each game\'s README documents the format).')
    if not isinstance(state["game"], str):
        raise Fault(f'In {path}, "game" must be the name of a game (a string such as "bits"), '
                    f"not {json_kind(state['game'])}.")
    try:
        game = game_or_fault(state["game"])
    except Fault as fault:  # the file is wrong, not the command line
        raise Fault(f"In {path}: {fault}", EXIT_REFUSED) from None
    folder = images_folder(images)
    lines = engine(show_lines, game, state)
    pictures = engine(show_pictures, game, state) if folder else []
    for line in lines:
        print(line)
    if folder is not None:
        for name, png in pictures:
            target = folder / name
            write_picture(target, png)
            print(f"[picture saved: {target}]")
    return 0


def json_kind(value: Any) -> str:
    kinds = {dict: "an object", list: "a list", bool: "true or false", int: "a number",
             float: "a number", type(None): "null"}
    return kinds.get(type(value), "a string")


def read_state(path: Path) -> Any:
    """The JSON in ``path``, or a :class:`Fault` that says what is wrong with
    the file. Reads at most MAX_STATE_BYTES."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_STATE_BYTES + 1)
    except FileNotFoundError:
        raise Fault(f"There is no file {path}: give the path of a JSON state file.") from None
    except IsADirectoryError:
        raise Fault(f"{path} is a folder: give the path of a JSON state file.") from None
    except OSError as error:
        raise Fault(f"Cannot read {path}: {reason(error)}.", EXIT_ENVIRONMENT) from None
    if len(data) > MAX_STATE_BYTES:
        raise Fault(f"{path} is larger than {MAX_STATE_BYTES // (1024 * 1024)} MB; a game state is a "
                    "few kilobytes: is it the right file?")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise Fault(f"{path} is not UTF-8 text (byte {data[error.start]:#04x} at offset "
                    f"{error.start}): save the state as UTF-8 JSON.") from None
    try:
        state = json.loads(text)
    except json.JSONDecodeError as error:
        raise Fault(f"{path} is not valid JSON: {error}.") from None
    except RecursionError:
        raise Fault(f"{path} is nested too deeply to be a game state.") from None
    except ValueError as error:  # e.g. an integer with thousands of digits
        raise Fault(f"{path} holds a value JSON cannot give a game ({clip(str(error))}).") from None
    check_plain(path, state)
    return state


def check_plain(path: Path, state: Any) -> None:
    """Refuse what no game state holds, before any engine sees it: nesting
    deeper than MAX_STATE_DEPTH, numbers beyond 2^64, NaN and infinities."""
    stack = [(state, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            if depth > MAX_STATE_DEPTH:
                raise Fault(f"{path} is nested more than {MAX_STATE_DEPTH} levels deep; a game state "
                            "is a few levels deep.")
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth + 1) for child in children)
        elif isinstance(value, bool):
            continue
        elif isinstance(value, int) and abs(value) > MAX_STATE_INT:
            raise Fault(f"{path} holds the number {str(value)[:12]}... ({len(str(abs(value)))} "
                        "digits), larger than any a game keeps (at most 2^64).")
        elif isinstance(value, float) and not math.isfinite(value):
            raise Fault(f"{path} holds {value!r} (NaN or Infinity), which is not a number a game keeps.")


def engine(work: Callable[[Game, Any], T], game: Game, state: Any) -> T:
    """Run engine code on a hand-written state: whatever it raises, the user
    reads "the position is not valid: ..." (the engine's sentence when it
    gives one), never a traceback."""
    try:
        return work(game, state)
    except InvalidState as error:
        raise Fault(f"the position is not valid: {clip(str(error))}") from None
    except RecursionError:
        raise Fault("the position is not valid: it is nested too deeply.") from None
    except MemoryError:
        raise Fault("the position is not valid: it is too large to examine.") from None
    except Exception as error:  # noqa: BLE001 - a malformed state may break anything
        log.debug("the engine of %s failed on a state", game.info.key, exc_info=True)
        raise Fault(f"the position is not valid: {describe(error)}.") from None


def describe(error: Exception) -> str:
    text = clip(str(error))
    if isinstance(error, KeyError):
        return f"an entry is missing or misnamed ({text})"
    if isinstance(error, IndexError):
        return f"a list is too short or an index is out of range ({text})"
    if isinstance(error, (TypeError, AttributeError)):
        return f"a value has the wrong type ({text})"
    if isinstance(error, OverflowError):
        return f"a number is too large ({text})"
    if isinstance(error, ZeroDivisionError):
        return "a value that must not be zero is zero"
    if isinstance(error, ValueError):
        return f"a value is malformed or out of range ({text})"
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def clip(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def printable(text: Any) -> str:
    """Engine text from a hand-written state, without terminal control codes."""
    return "".join(ch if ch.isprintable() or ch in "\n\t" else "?" for ch in str(text))


def show_lines(game: Game, state: Any) -> list[str]:
    game.validate(state)
    acting = game.to_act(state)
    scores = game.scores(state)
    names = [printable(n) for n in game.player_names(state)]
    lines = [f"{game.info.name}: {', '.join(names)}", printable(game.summary(state, None))]
    if game.is_over(state):
        lines.append("The game is over.")
        for s in game.standings(state):
            lines.append(f"  {s.rank}. {names[s.seat]}: {s.score:g}"
                         + (f" ({printable(s.detail)})" if s.detail else ""))
    for seat, decision in sorted(acting.items()):
        moves = game.legal_moves(state, seat)
        lines.append(f"{names[seat]} to decide: {printable(decision.prompt)} ({len(moves)} legal moves)")
        for m in moves[:200]:
            lines.append(f"  {printable(m.notation)}" + (f"  ({printable(m.label)})" if m.label else ""))
        if len(moves) > 200:
            lines.append(f"  ... and {len(moves) - 200} more")
    lines.append("Scores:")
    for seat, parts in sorted(scores.items()):
        detail = ", ".join(f"{printable(k)} {v:g}" for k, v in parts.items() if k != "total")
        lines.append(f"  {names[seat]}: {parts.get('total', 0):g}" + (f" ({detail})" if detail else ""))
    return lines


def show_pictures(game: Game, state: Any, locale: str = SOURCE) -> list[tuple[str, bytes]]:
    key = game.info.key
    words = Words(locale)
    pictures = [(f"{key}-public.png", render.board_png(key, game.view(state, None), words))]
    for seat in range(len(game.player_names(state))):
        png = render.private_png(key, game.view(state, seat), words)
        if png:
            pictures.append((f"{key}-private-{seat + 1}.png", png))
    return pictures
