"""What `referee run` checks and says at start (issue 14 item 8: every
registered game has a renderer; issue 16: a database URL is logged without
its password)."""

from __future__ import annotations

import sys

from bot.service import game_problems


def test_every_installed_game_loads_and_has_a_renderer():
    assert game_problems() == []


def test_a_game_without_a_renderer_is_named_at_start(tiny_game, monkeypatch):
    monkeypatch.delitem(sys.modules, "render.tiny")
    assert game_problems() == ["Game 'tiny' has no renderer: add render/tiny.py with a board(view) function."]
