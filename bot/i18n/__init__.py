"""Words as data: the project's message catalogues, read with Project Fluent.

Every locale has a folder under ``locales/`` (``en`` is the source, ``de``
and ``ru`` translations), and each folder has one ``.ftl`` file per domain
(``commands``: Discord's slash commands, their options and choices;
``pictures`` and ``pictures-<game>``: every word the pictures draw;
``guide-<game>``: a game's guide, summary and options; ``rules``: the
words around the guides and the clocks' explanation; ``discord``: the
Discord front end's own words, such as a turn message's heading). A
message is found by its id and formatted with named arguments; Fluent picks
the plural form and formats numbers for the locale (through Babel's CLDR
data), which is why the project uses it rather than gettext: a Russian
sentence has three plural forms and its own word order, and in Fluent both
live in the translation, not in the code.

Adding a language means adding a folder of catalogue files: ``LOCALES`` is
read from the folders.

Engines and the service say things as :class:`rules.base.Text` (a message id
and named arguments); :func:`render` writes one in a locale, for a front end
(``front``: "discord" or "console", an argument every message may select
on, so that the two front ends' wording lives in the catalogue, not in
code). Importing this package makes ``str(Text)`` English (logs, exceptions,
tests). It imports nothing of the project's but the rules contract.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast, visitor

from rules.base import Text, install_english

CATALOGUES = Path(__file__).parent / "locales"
SOURCE = "en"  # the language every message is written in first
FRONTS = ("discord", "console")  # the values of every message's ``$front`` (the first: the default)


def _locales(root: Path) -> tuple[str, ...]:
    found = sorted(p.name for p in root.iterdir() if p.is_dir() and any(p.glob("*.ftl")))
    return (SOURCE, *(name for name in found if name != SOURCE))


LOCALES = _locales(CATALOGUES)


def supported(tag: str | None, locales: tuple[str, ...] = LOCALES) -> str | None:
    """The catalogue locale for a language tag as Discord or a person gives
    it ("de", "en-GB", "ru-RU", "pt_BR"), or None when there is none."""
    if not tag:
        return None
    language = str(tag).replace("_", "-").split("-")[0].strip().lower()
    return language if language in locales else None


class _Arguments(visitor.Visitor):
    """The names of the variables a message uses (``{ $name }``)."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802 - Fluent's visitor names
        self.names.add(node.id.name)


class _Texts(visitor.Visitor):
    """The literal text of a message, every variant of it."""

    def __init__(self) -> None:
        super().__init__()
        self.found: set[str] = set()

    def visit_TextElement(self, node: ast.TextElement) -> None:  # noqa: N802 - Fluent's visitor names
        self.found.update(node.value)

    def visit_StringLiteral(self, node: ast.StringLiteral) -> None:  # noqa: N802 - Fluent's visitor names
        self.found.update(node.value)


class Catalogue:
    """Every locale's messages. ``text(locale, id, **args)`` formats one;
    a message missing from a translation falls back to the source text."""

    def __init__(self, root: Path = CATALOGUES):
        self.root = root
        self.locales = _locales(root)
        self._bundles: dict[str, FluentBundle] = {}
        self._messages: dict[str, dict[str, ast.Message]] = {}
        for locale in self.locales:
            bundle = FluentBundle([locale], use_isolating=False)  # no bidi marks in Discord's text
            messages: dict[str, ast.Message] = {}
            for path in self.files(locale):
                source = path.read_text(encoding="utf-8")
                bundle.add_resource(FluentResource(source))
                for entry in FluentParser().parse(source).body:
                    if isinstance(entry, ast.Junk):
                        raise ValueError(f"{path}: not Fluent syntax: {(entry.content or '').strip()[:80]!r}")
                    if isinstance(entry, ast.Message):
                        messages[entry.id.name] = entry
            self._bundles[locale] = bundle
            self._messages[locale] = messages

    def files(self, locale: str) -> list[Path]:
        return sorted((self.root / locale).glob("*.ftl"))

    def has(self, locale: str, msg_id: str) -> bool:
        return msg_id in self._messages.get(locale, {})

    def ids(self, locale: str) -> set[str]:
        return set(self._messages.get(locale, {}))

    def arguments(self, locale: str, msg_id: str) -> set[str]:
        """The named arguments a locale's message uses."""
        finder = _Arguments()
        finder.visit(self._messages[locale][msg_id])
        return finder.names

    def characters(self, domain: str) -> set[str]:
        """Every character (spaces left out) the messages of the domains
        ``domain`` and ``domain-*`` write in any locale, in any variant:
        what a font must draw for them ("pictures": every picture's words)."""
        texts = _Texts()
        for locale in self.locales:
            for path in self.files(locale):
                if path.stem == domain or path.stem.startswith(f"{domain}-"):
                    texts.visit(FluentParser().parse(path.read_text(encoding="utf-8")))
        return {ch for ch in texts.found if not ch.isspace()}

    def text(self, locale: str | None, msg_id: str, **args: Any) -> str:
        """The message ``msg_id`` in ``locale`` (the source language when the
        locale or the message is missing there). Raises LookupError for an
        id the source does not have, or a message its arguments do not fit."""
        chosen = locale if locale in self._bundles and self.has(locale, msg_id) else SOURCE
        if not self.has(chosen, msg_id):
            raise LookupError(f"No message {msg_id!r} in the catalogues.")
        bundle = self._bundles[chosen]
        args.setdefault("front", FRONTS[0])  # a message may select on it, or reference one that does
        message = bundle.get_message(msg_id)
        if message.value is None:
            raise LookupError(f"Message {msg_id!r} has attributes only.")
        text, errors = bundle.format_pattern(message.value, args)
        if errors:
            raise LookupError(f"Message {msg_id!r} in {chosen}: {'; '.join(str(e) for e in errors)}")
        return str(text)

    def maybe(self, locale: str, msg_id: str, **args: Any) -> str | None:
        """The message in exactly ``locale``, or None when that locale does
        not have it (no fallback)."""
        return self.text(locale, msg_id, **args) if self.has(locale, msg_id) else None

    def digest(self, domain: str) -> str:
        """A digest of one domain's files in every locale: it changes when
        any of its words change."""
        hashed = hashlib.sha256()
        for locale in self.locales:
            path = self.root / locale / f"{domain}.ftl"
            if path.exists():
                hashed.update(locale.encode() + b"\0" + path.read_bytes())
        return hashed.hexdigest()

    def __iter__(self) -> Iterator[str]:
        return iter(self.locales)


@cache
def catalogue() -> Catalogue:
    """The project's catalogues, read once."""
    return Catalogue()


def render(value: Any, locale: str | None = SOURCE, *, front: str = "discord") -> str:
    """``value`` as its reader reads it: a :class:`Text` formatted in
    ``locale`` from the catalogues (its Text arguments first, its lists
    joined as the locale lists things), a plain string as it is (a name,
    notation, or a stored English sentence from before words were data)."""
    if isinstance(value, Text):
        if value.id == "":
            return str(value.args.get("sep", " ")).join(
                render(part, locale, front=front) for part in value.args.get("parts", ()))
        args = {key: _argument(arg, locale, front) for key, arg in value.args.items()}
        args.setdefault("front", front)
        return catalogue().text(locale, value.id, **args)
    return "" if value is None else str(value)


def _argument(value: Any, locale: str | None, front: str) -> Any:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (int, float)):
        return value
    if isinstance(value, (list, tuple)):
        items = [render(item, locale, front=front) if not isinstance(item, (int, float)) else str(item)
                 for item in value]
        return format_list(items, locale=locale or SOURCE) if items else ""
    return render(value, locale, front=front)


install_english(lambda text: render(text, SOURCE))


@dataclass(frozen=True)
class Words:
    """One locale's words, for one front end, as a callable:
    ``Words("de")("pic-bits-total")``. What the pictures are drawn with
    (render.base.Words) and what the service writes its sentences with:
    hashable, so cached picture layers are keyed by it, and picklable (only
    the locale and front travel), so a worker process formats from its own
    catalogues."""

    locale: str = SOURCE
    front: str = "discord"

    def __call__(self, msg_id: str, /, **args: Any) -> str:
        return self.render(Text(msg_id, args))

    def render(self, value: Any) -> str:
        """A Text (or plain string) in these words."""
        return render(value, self.locale, front=self.front)
