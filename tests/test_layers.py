"""The house's arrows, checked (issue 26, item 4).

Front ends (``bot.discordbot``, ``bot.console``, ``bot.cli``, ``bot.admin``) ->
the service (``bot.service``) -> ``rules``, ``render``, ``storage``. This test
reads every module of the project's own packages (``import`` statements
anywhere in a module count, ``if TYPE_CHECKING:`` and function-level ones
included) and fails on:

* any import cycle among the project's modules;
* any arrow against the layers: ``rules`` imports only ``rules``; ``render``
  imports only ``rules`` and ``render``; ``storage`` never imports ``bot``,
  ``rules`` or ``render``; ``bot.service`` never imports a front end.

A package's ``__init__`` is the module named after the package. Importing
``a.b.c`` also runs ``a`` and ``a.b``, but those implicit parent imports are
not arrows of their own: a cycle through them shows as an explicit import of
the package somewhere, which counts.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "rules", "render", "storage")
FRONT_ENDS = ("bot.discordbot", "bot.console", "bot.cli", "bot.admin")

# layer -> the top-level names (or dotted prefixes) it must never import
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "rules": ("bot", "render", "storage"),
    "render": ("bot", "storage"),
    "storage": ("bot", "rules", "render"),
    "bot.service": FRONT_ENDS,
    # The catalogues are read by the service and the front ends and read nothing of the project's
    # but the rules contract (rules.base: the Text they render).
    "bot.i18n": ("bot.service", *FRONT_ENDS, "bot.config", "render", "storage", "rules.registry",
                 "rules.levels", "rules.search", "rules.checks", "rules.bits", "rules.townies",
                 "rules.tweeeet", "rules.twittens"),
}


def modules(root: Path, packages: tuple[str, ...] = PACKAGES) -> dict[str, Path]:
    """Every module of the given top-level packages, by dotted name."""
    found: dict[str, Path] = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _base(module: str, path: Path, node: ast.ImportFrom) -> str:
    """The absolute module a ``from ... import`` names (relative ones resolved)."""
    if not node.level:
        return node.module or ""
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    package = package[: len(package) - (node.level - 1)]
    return ".".join(package + ([node.module] if node.module else []))


def imports(root: Path, packages: tuple[str, ...] = PACKAGES) -> dict[str, set[str]]:
    """module -> the project modules it imports (wherever the import stands)."""
    known = modules(root, packages)
    graph: dict[str, set[str]] = {name: set() for name in known}

    def resolve(name: str) -> str | None:
        while name and name not in known:
            name = name.rpartition(".")[0]
        return name or None

    for module, path in known.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _base(module, path, node)
                # `from pkg import sub` imports the module pkg.sub when there is one
                targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                           for alias in node.names]
            for target in targets:
                resolved = resolve(target)
                if resolved is not None and resolved != module:
                    graph[module].add(resolved)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(start: str) -> None:
        nonlocal counter
        work = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return found


def _within(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


def against_layers(graph: dict[str, set[str]]) -> list[str]:
    """Every arrow that points against the layers, as 'a -> b'."""
    wrong = []
    for module, targets in sorted(graph.items()):
        for layer, banned in FORBIDDEN.items():
            if not _within(module, layer):
                continue
            for target in sorted(targets):
                if any(_within(target, prefix) for prefix in banned):
                    wrong.append(f"{module} -> {target}")
    return wrong


def test_the_project_has_no_import_cycle():
    found = cycles(imports(ROOT))
    assert found == [], "import cycles (TYPE_CHECKING imports count):\n" + "\n".join(
        " <-> ".join(component) for component in found)


def test_every_arrow_points_down_the_layers():
    assert against_layers(imports(ROOT)) == []


def test_the_graph_sees_the_known_arrows():
    """The reader is not blind: arrows that must exist are found."""
    graph = imports(ROOT)
    assert "rules.base" in graph["rules.registry"] or any(
        _within(t, "rules") for t in graph["rules.registry"])
    assert any(_within(t, "bot.service") for t in graph["bot.discordbot.client"])
    assert any(_within(t, "storage") for t in graph["bot.cli"])


def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def test_a_cycle_closed_under_type_checking_is_found(tmp_path):
    root = _package(tmp_path, {
        "rules/__init__.py": "",
        "rules/game.py": "from . import ai\n",
        "rules/ai.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from rules.game import Game\n",
        "rules/board.py": "",
    })
    assert cycles(imports(root, ("rules",))) == [["rules.ai", "rules.game"]]


def test_a_function_level_import_and_a_relative_parent_import_are_arrows(tmp_path):
    root = _package(tmp_path, {
        "bot/__init__.py": "",
        "bot/service/__init__.py": "from .play import Play\n",
        "bot/service/play.py": "def f():\n    from ..discordbot import client\n",
        "bot/discordbot/__init__.py": "",
        "bot/discordbot/client.py": "import bot.service\n",
        "storage/__init__.py": "from bot import service\n",
    })
    graph = imports(root, ("bot", "storage"))
    assert graph["bot.service.play"] == {"bot.discordbot.client"}
    assert graph["storage"] == {"bot.service"}
    assert against_layers(graph) == ["bot.service.play -> bot.discordbot.client", "storage -> bot.service"]
    assert cycles(graph) == [["bot.discordbot.client", "bot.service", "bot.service.play"]]
