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
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import render
from bot.console.arguments import game_or_fault
from bot.console.faults import EXIT_ENVIRONMENT, EXIT_REFUSED, Fault, reason
from bot.console.pictures import images_folder, write_picture
from bot.console.speech import Text, say, words, written
from bot.i18n import SOURCE, Words
from rules.base import Game, InvalidState

MAX_STATE_BYTES = 16 * 1024 * 1024  # a state is a few kilobytes
MAX_STATE_DEPTH = 64                # and a few levels deep
MAX_STATE_INT = 1 << 64             # the largest number a game keeps (its RNG state)
SHOWN_MOVES = 200                   # the legal moves listed of each seat's decision

log = logging.getLogger("referee.console")

T = TypeVar("T")


def show(state_file: str, images: str | None, lang: str | None = None) -> int:
    """Print what ``referee show`` says about the state in ``state_file``
    (and save its pictures in the folder ``images``), in ``lang`` (None:
    English)."""
    path = Path(state_file)
    state = read_state(path)
    if not isinstance(state, dict) or "game" not in state:
        raise Fault(say("con-show-not-a-state", path=str(path)))
    if not isinstance(state["game"], str):
        raise Fault(say("con-show-game-not-a-name", path=str(path), kind=json_kind(state["game"])))
    try:
        game = game_or_fault(state["game"])
    except Fault as fault:  # the file is wrong, not the command line
        raise Fault(say("con-show-in-file", path=str(path), fault=fault.message), EXIT_REFUSED) from None
    folder = images_folder(images)
    lines = engine(show_lines, game, state, lang)
    pictures = engine(show_pictures, game, state, lang or SOURCE) if folder else []
    for line in lines:
        print(line)
    if folder is not None:
        for name, png in pictures:
            target = folder / name
            write_picture(target, png)
            print(written(say("con-picture-saved", path=str(target)), lang))
    return 0


def json_kind(value: Any) -> Text:
    """What a JSON value is, in words ("an object", "a list", ...)."""
    kinds = {dict: "object", list: "list", bool: "boolean", int: "number", float: "number", type(None): "null"}
    return say("con-json-kind", kind=kinds.get(type(value), "string"))


def read_state(path: Path) -> Any:
    """The JSON in ``path``, or a :class:`Fault` that says what is wrong with
    the file. Reads at most MAX_STATE_BYTES."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_STATE_BYTES + 1)
    except FileNotFoundError:
        raise Fault(say("con-show-no-file", path=str(path))) from None
    except IsADirectoryError:
        raise Fault(say("con-show-folder", path=str(path))) from None
    except OSError as error:
        raise Fault(say("con-show-unreadable", path=str(path), reason=reason(error)), EXIT_ENVIRONMENT) from None
    if len(data) > MAX_STATE_BYTES:
        raise Fault(say("con-show-too-large", path=str(path), megabytes=MAX_STATE_BYTES // (1024 * 1024)))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise Fault(say("con-show-not-utf8", path=str(path), byte=f"{data[error.start]:#04x}",
                        offset=str(error.start))) from None
    try:
        state = json.loads(text)
    except json.JSONDecodeError as error:
        raise Fault(say("con-show-not-json", path=str(path), error=str(error))) from None
    except RecursionError:
        raise Fault(say("con-show-too-deep", path=str(path))) from None
    except ValueError as error:  # e.g. an integer with thousands of digits
        raise Fault(say("con-show-bad-value", path=str(path), error=clip(str(error)))) from None
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
                raise Fault(say("con-show-levels", path=str(path), levels=MAX_STATE_DEPTH))
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth + 1) for child in children)
        elif isinstance(value, bool):
            continue
        elif isinstance(value, int) and abs(value) > MAX_STATE_INT:
            raise Fault(say("con-show-huge-number", path=str(path), start=str(value)[:12],
                            digits=len(str(abs(value)))))
        elif isinstance(value, float) and not math.isfinite(value):
            raise Fault(say("con-show-not-finite", path=str(path), value=repr(value)))


def engine(work: Callable[[Game, Any, str], T], game: Game, state: Any, lang: str | None = None) -> T:
    """Run engine code on a hand-written state: whatever it raises, the user
    reads "the position is not valid: ..." (the engine's sentence when it
    gives one), never a traceback. ``lang``: the language ``work`` writes in."""
    try:
        return work(game, state, lang or SOURCE)
    except InvalidState as error:
        raise Fault(say("con-show-invalid", why=clip(render_any(error, lang)))) from None
    except RecursionError:
        raise Fault(say("con-show-invalid-deep")) from None
    except MemoryError:
        raise Fault(say("con-show-invalid-large")) from None
    except Exception as error:  # noqa: BLE001 - a malformed state may break anything
        log.debug("the engine of %s failed on a state", game.info.key, exc_info=True)
        raise Fault(say("con-show-invalid-broken", why=describe(error))) from None


def render_any(error: Exception, lang: str | None) -> str:
    """An engine's refusal in ``lang``: its Text when it carries one, else
    its words as they are."""
    message = getattr(error, "message", None)
    return words(lang).render(message) if isinstance(message, Text) else str(error)


# What broke when an engine failed on a state, by the kind of the error.
BROKEN: tuple[tuple[type[BaseException] | tuple[type[BaseException], ...], str], ...] = (
    (KeyError, "entry"), (IndexError, "index"), ((TypeError, AttributeError), "type"),
    (OverflowError, "overflow"), (ZeroDivisionError, "zero"), (ValueError, "value"),
)


def describe(error: Exception) -> str | Text:
    text = clip(str(error))
    for kinds, kind in BROKEN:
        if isinstance(error, kinds):
            return say("con-show-broken", kind=kind, text=text)
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def clip(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def printable(text: Any) -> str:
    """Engine text from a hand-written state, without terminal control codes."""
    return "".join(ch if ch.isprintable() or ch in "\n\t" else "?" for ch in str(text))


def show_lines(game: Game, state: Any, locale: str = SOURCE) -> list[str]:
    """What ``referee show`` prints about ``state``, in ``locale``."""
    game.validate(state)
    acting = game.to_act(state)
    scores = game.scores(state)
    text = words(locale)
    names = [printable(n) for n in game.player_names(state)]
    lines = [f"{game.info.name}: {', '.join(names)}", printable(text.render(game.summary(state, None)))]
    if game.is_over(state):
        lines.append(text("con-show-over"))
        for s in game.standings(state):
            lines.append(f"  {s.rank}. {names[s.seat]}: {s.score:g}"
                         + (f" ({printable(text.render(s.detail))})" if s.detail else ""))
    for seat, decision in sorted(acting.items()):
        moves = game.legal_moves(state, seat)
        lines.append(text("con-show-decide", name=names[seat], prompt=printable(text.render(decision.prompt)),
                          count=len(moves)))
        for m in moves[:SHOWN_MOVES]:
            lines.append(f"  {printable(m.notation)}"
                         + (f"  ({printable(text.render(m.label))})" if m.label else ""))
        if len(moves) > SHOWN_MOVES:
            lines.append(text("con-show-more", count=len(moves) - SHOWN_MOVES))
    lines.append(text("con-show-scores"))
    for seat, parts in sorted(scores.items()):
        detail = ", ".join(f"{printable(category(text, k))} {v:g}" for k, v in parts.items() if k != "total")
        lines.append(f"  {names[seat]}: {parts.get('total', 0):g}" + (f" ({detail})" if detail else ""))
    return lines


ROUND = re.compile(r"round (\d+)")  # BITS's scores by round: "round 1"


def category(text: Words, key: str) -> str:
    """A score category's name (a game's key, "houses", "round 2") in
    ``text``'s language; a key the catalogue does not know, as it is."""
    if match := ROUND.fullmatch(key):
        return text("con-show-round", round=int(match.group(1)))
    return text("con-show-category", category=key)


def show_pictures(game: Game, state: Any, locale: str = SOURCE) -> list[tuple[str, bytes]]:
    key = game.info.key
    drawn = words(locale)  # the pictures' words, for the console
    pictures = [(f"{key}-public.png", render.board_png(key, game.view(state, None), drawn))]
    for seat in range(len(game.player_names(state))):
        png = render.private_png(key, game.view(state, seat), drawn)
        if png:
            pictures.append((f"{key}-private-{seat + 1}.png", png))
    return pictures
