"""Fonts (issue 13, item 1): the pictures' typeface ships with the package
and draws every symbol the renderers use, also from a non-editable install
run from another folder, on a machine with no font of its own; and every
character of the pictures' words in every language (issue 31)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bot.i18n import LOCALES, Catalogue, catalogue
from render import base

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def fresh_fonts():
    base.font.cache_clear()
    yield
    base.font.cache_clear()


@pytest.mark.parametrize("bold", [False, True])
def test_font_comes_from_the_package_not_the_system(bold, fresh_fonts):
    fnt = base.font(16, bold)
    assert Path(fnt.path).resolve() == (ROOT / "render" / "fonts" / base.FONT_FILES[bold]).resolve()
    # "bold falls back to regular" (issue 13) must not happen:
    assert fnt.getname() == base.FONT_NAMES[bold]


def test_the_licence_ships_beside_the_fonts():
    licence = (ROOT / "render" / "fonts" / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream" in licence and "Permission is hereby granted" in licence


@pytest.mark.parametrize("source, expected", [
    ('x = "a → b"', {"→"}),
    ('x = "\\u2713"', {"✓"}),                       # an escape is the symbol it writes
    ('x = f"{n} ✗"', {"✗"}),                         # f-string parts
    ('"""Docstring · never drawn."""\nx = "ok"', set()),
    ('# comment ✓ is not a literal\nx = "ok"', set()),
    ('x = "non\u00a0breaking"', set()),              # spaces have no ink to check
    ('x = "tab\\x7f"', set()),                         # DEL is ASCII
])
def test_symbols_are_collected_from_string_literals(source, expected):
    assert base.symbols_in(source) == expected


def picture_characters() -> set[str]:
    """What the renderers write themselves and what their words from the
    catalogues write, in every language."""
    return base.drawn_symbols() | catalogue().characters("pictures")


def test_the_renderers_symbols_are_all_collected():
    # The arrows, check marks and crosses named in issue 13 are drawn today
    # (from the pictures catalogues, and the star from the code).
    assert {"→", "✓", "✗", "★"} <= picture_characters()
    assert {"д", "я", "ß", "ü", "Ж", "№", "«"} <= catalogue().characters("pictures")  # German and Russian words


@pytest.mark.parametrize("bold", [False, True])
def test_every_drawn_symbol_has_a_glyph(bold, fresh_fonts):
    assert base.missing_glyphs(base.drawn_symbols(), bold=bold) == []


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("locale", LOCALES)
def test_every_character_of_the_pictures_words_has_a_glyph(locale, bold, fresh_fonts, tmp_path):
    (tmp_path / locale).mkdir()  # one locale's pictures catalogues alone
    for path in catalogue().files(locale):
        if path.stem.startswith("pictures"):
            (tmp_path / locale / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    characters = Catalogue(tmp_path).characters("pictures")
    assert len(characters) > 60  # the letters of its words, at least
    assert base.missing_glyphs(characters, bold=bold) == []


def test_the_pictures_characters_are_read_from_every_variant(tmp_path):
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "pictures-x.ftl").write_text(
        'a = { $n ->\n    [one] один\n   *[other] ★ { "→" }\n}\n', encoding="utf-8")
    (tmp_path / "en" / "commands.ftl").write_text("b = 中\n", encoding="utf-8")
    assert Catalogue(tmp_path).characters("pictures") == {"о", "д", "и", "н", "★", "→"}


def test_a_symbol_the_font_lacks_is_reported(fresh_fonts):
    # DejaVu Sans has no CJK ideographs: they draw as the .notdef box.
    assert base.missing_glyphs(["中", "→", "A"]) == ["中"]


def test_fonts_load_from_a_zipped_package(tmp_path, monkeypatch, fresh_fonts):
    import zipfile

    archive = tmp_path / "site.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for bold in (False, True):
            name = base.FONT_FILES[bold]
            zf.write(ROOT / "render" / "fonts" / name, f"render/fonts/{name}")
    monkeypatch.setattr(base, "font_resource",
                        lambda bold=False: zipfile.Path(archive, f"render/fonts/{base.FONT_FILES[bold]}"))
    for bold in (False, True):
        assert base.font(16, bold).getname() == base.FONT_NAMES[bold]
    assert base.missing_glyphs(base.drawn_symbols(), bold=True) == []


def test_a_missing_font_file_falls_back_and_the_check_sees_the_boxes(monkeypatch, fresh_fonts, caplog):
    monkeypatch.setattr(base, "font_resource", lambda bold=False: ROOT / "render" / "fonts" / "gone.ttf")
    fnt = base.font(16)
    assert fnt.getname() != base.FONT_NAMES[False]
    assert "Reinstall" in caplog.text
    # Pillow's own font has no arrow, check mark or cross.
    assert {"→", "✓", "✗"} <= set(base.missing_glyphs(picture_characters()))


CHILD = """
import json, sys
from render import base
import render
fonts = [base.font(16, False), base.font(16, True)]
symbols = sorted(base.drawn_symbols())
print(json.dumps({
    "render": render.__file__,
    "paths": [f.path for f in fonts],
    "names": [list(f.getname()) for f in fonts],
    "symbols": symbols,
    "missing": [base.missing_glyphs(symbols, bold=False), base.missing_glyphs(symbols, bold=True)],
}))
"""


def _can_build_offline() -> bool:
    """setuptools builds wheels by itself from 70.1, before that with ``wheel``."""
    import importlib.util

    import setuptools

    version = tuple(int(p) for p in setuptools.__version__.split(".")[:2] if p.isdigit())
    return version >= (70, 1) or importlib.util.find_spec("wheel") is not None


def _install(source: Path, target: Path) -> None:
    """pip install (not editable) into ``target``: offline first; with an
    isolated build when the environment lacks a wheel builder."""
    base_cmd = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-compile",
                "--disable-pip-version-check", "--target", str(target), str(source)]
    first = None
    if _can_build_offline():
        first = subprocess.run(base_cmd + ["--no-build-isolation"], capture_output=True, text=True)
        if first.returncode == 0:
            return
    second = subprocess.run(base_cmd, capture_output=True, text=True)
    assert second.returncode == 0, f"pip install failed:\n{first and first.stderr}\n{second.stderr}"


def test_a_non_editable_install_run_elsewhere_draws_every_symbol(tmp_path):
    source = tmp_path / "src"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    for package in ("bot", "rules", "render", "storage", "bench"):
        shutil.copytree(ROOT / package, source / package,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    site = tmp_path / "site"
    _install(source, site)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = subprocess.run([sys.executable, "-c", CHILD], cwd=elsewhere, capture_output=True, text=True,
                         env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"}, timeout=60)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert Path(report["render"]).is_relative_to(site)  # the installed copy, not this tree
    for path in report["paths"]:
        assert Path(path).is_relative_to(site / "render" / "fonts")
    assert report["names"] == [list(base.FONT_NAMES[False]), list(base.FONT_NAMES[True])]
    assert report["symbols"] == sorted(base.drawn_symbols())  # the installed copy scans the same files
    assert report["missing"] == [[], []]
