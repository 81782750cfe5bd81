import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture
def tiny_game():
    """Register the test-only Tiny Race game and its renderer."""
    from rules import registry
    from tests.support import tinygame, tinyrender

    registry.register(tinygame.GAME)
    sys.modules["render.tiny"] = tinyrender
    yield tinygame.GAME
    registry.unregister("tiny")
    sys.modules.pop("render.tiny", None)
