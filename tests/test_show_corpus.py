"""`referee show` on malformed state files (issue 11, item 4: "referee show
printed a Python traceback for 115 of 4,307 malformed state files ... wrong
types, missing keys, huge numbers, deep nesting, invalid UTF-8, a
directory"). The promise: every fault is a sentence on stderr ("what is
wrong, where, what to do") with a non-zero exit status, never a traceback,
and nothing is printed on stdout for a refused position."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot import cli
from bot.console import show as reader
from bot.console.faults import Fault
from rules import registry

ROOT = Path(__file__).resolve().parent.parent
GAMES = sorted(registry.games())


def show(capsys, path, *extra) -> tuple[int, str, str]:
    code = cli.main(["show", str(path), *extra])
    out, err = capsys.readouterr()
    return code, out, err


def assert_refused(code: int, out: str, err: str, *phrases: str) -> None:
    assert code == cli.EXIT_REFUSED, (code, out, err)
    assert "Traceback" not in out + err
    assert out == ""
    assert err.startswith("error: ") and err.count("\n") == 1, err  # one sentence
    for phrase in phrases:
        assert phrase in err, (phrase, err)


def state_of(key: str, moves: int = 12, seed: int = 7) -> dict:
    """A real position of game ``key`` after a few random legal moves."""
    game = registry.get(key)
    players = [f"p{i}" for i in range(max(2, game.info.min_players))]
    state = game.setup(players, game.info.options({}), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over(state):
            break
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)).notation)
    return state


STATES = {key: state_of(key) for key in GAMES}


@pytest.mark.parametrize("key", GAMES)
def test_a_real_position_is_shown(tmp_path, capsys, key):
    """The corpus below starts from these: each is accepted as it is."""
    path = tmp_path / "s.json"
    path.write_text(json.dumps(STATES[key]))
    code, out, err = show(capsys, path)
    assert (code, err) == (0, "")
    assert "Scores:" in out


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


# (name, file contents (bytes) or None for "make it a folder", words the sentence must hold)
FILES = [
    ("invalid UTF-8", b'{"game": "bits", "players": ["\xff\xfe"]}', ["is not UTF-8 text", "byte 0xff"]),
    ("Latin-1 text", '{"game": "bits", "players": ["Zoë"]}'.encode("latin-1"), ["is not UTF-8 text"]),
    ("empty file", b"", ["is not valid JSON"]),
    ("not JSON", b"{not json", ["is not valid JSON"]),
    ("a JSON list", b"[1, 2, 3]", ['a JSON object with a "game" key']),
    ("a JSON string", b'"bits"', ['a JSON object with a "game" key']),
    ("no game key", b'{"players": ["a", "b"]}', ['a JSON object with a "game" key']),
    ("game is a list", b'{"game": ["bits"]}', ['"game" must be the name of a game', "not a list"]),
    ("game is a number", b'{"game": 7}', ['"game" must be the name of a game', "not a number"]),
    ("game is null", b'{"game": null}', ['"game" must be the name of a game', "not null"]),
    ("unknown game", b'{"game": "chess"}', ["no game called 'chess'", "Games: "]),
    ("nesting beyond Python's recursion limit", _nested(200_000).encode(), ["nested"]),
    ("nesting beyond any state", ('{"game": "bits", "x": ' + _nested(100) + "}").encode(),
     ["nested more than 64 levels deep"]),
    ("an integer of 5,000 digits", b'{"game": "bits", "rng": 1' + b"0" * 5000 + b"}",
     ["holds a value JSON cannot give a game"]),
    ("a number beyond 2^64", b'{"game": "bits", "rng": 100000000000000000000000}',
     ["larger than any a game keeps", "24 digits"]),
    ("NaN", b'{"game": "bits", "rng": NaN}', ["NaN or Infinity"]),
    ("Infinity", b'{"game": "bits", "rng": -Infinity}', ["NaN or Infinity"]),
    ("1e999", b'{"game": "bits", "rng": 1e999}', ["NaN or Infinity"]),
    ("a folder", None, ["is a folder", "give the path of a JSON state file"]),
]


@pytest.mark.parametrize("name, data, phrases", FILES, ids=[f[0] for f in FILES])
def test_a_malformed_file_is_one_sentence(tmp_path, capsys, name, data, phrases):
    path = tmp_path / "state.json"
    if data is None:
        path.mkdir()
    else:
        path.write_bytes(data)
    code, out, err = show(capsys, path)
    assert_refused(code, out, err, *phrases)
    assert str(path) in err  # where


def test_a_missing_file_and_a_huge_file(tmp_path, capsys):
    code, out, err = show(capsys, tmp_path / "nowhere.json")
    assert_refused(code, out, err, f"There is no file {tmp_path / 'nowhere.json'}")
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as handle:  # sparse: 17 MB of zero bytes, written in no time
        handle.truncate(17 * 1024 * 1024)
    code, out, err = show(capsys, huge)
    assert_refused(code, out, err, "is larger than 16 MB")


def test_limits_let_every_real_state_through():
    """The generic limits refuse nothing a game writes: the deepest real
    state is far from 64 levels, and the RNG state (the largest number a
    game keeps) is below 2^64."""
    def depth(value) -> int:
        if isinstance(value, dict):
            return 1 + max((depth(v) for v in value.values()), default=0)
        if isinstance(value, list):
            return 1 + max((depth(v) for v in value), default=0)
        return 0

    for key, state in STATES.items():
        assert depth(state) < reader.MAX_STATE_DEPTH // 4, key
        reader.check_plain(Path(key), state)  # raises nothing
        reader.check_plain(Path(key), {**state, "rng": (1 << 64) - 1})
    reader.check_plain(Path("s.json"), {"game": "bits", "n": -(1 << 64)})  # "at most 2^64"
    with pytest.raises(Fault, match="larger than any a game keeps"):
        reader.check_plain(Path("s.json"), {"game": "bits", "n": [(1 << 64) + 1]})


# -- the engine backstop ----------------------------------------------------------

ENGINE_ERRORS = [
    (KeyError("hands"), "an entry is missing or misnamed ('hands')"),
    (TypeError("'int' object is not subscriptable"), "a value has the wrong type ('int' object"),
    (IndexError("list index out of range"), "a list is too short or an index is out of range"),
    (ValueError("bad"), "a value is malformed or out of range (bad)"),
    (AttributeError("'int' object has no attribute 'get'"), "a value has the wrong type ('int'"),
    (ZeroDivisionError("division by zero"), "a value that must not be zero is zero"),
    (OverflowError("int too large"), "a number is too large (int too large)"),
    (RecursionError("maximum recursion depth exceeded"), "it is nested too deeply"),
    (RuntimeError("surprise"), "RuntimeError: surprise"),
    (MemoryError(), "it is too large to examine"),
]
ENGINE_STEPS = ["validate", "to_act", "scores", "legal_moves", "summary", "player_names",
                "standings", "is_over"]


@pytest.mark.parametrize("step", ENGINE_STEPS)
@pytest.mark.parametrize("error, description", ENGINE_ERRORS, ids=[type(e).__name__ for e, _ in ENGINE_ERRORS])
def test_any_engine_error_is_the_position_is_not_valid(tmp_path, capsys, monkeypatch, tiny_game,
                                                       step, error, description):
    """Whatever an engine raises on a hand-written state, the user reads "the
    position is not valid: ..." and nothing else (the rules engines'
    validate is hardened elsewhere; this is the console's own backstop)."""
    from tests.support.tinygame import TinyRace

    state = TinyRace().setup(["ann", "ben"], {"rounds": 1, "simultaneous": False}, 1)
    if step == "standings":  # asked for only once the game is over
        monkeypatch.setattr(TinyRace, "is_over", lambda self, s: True)

    def boom(*args, **kwargs):
        raise error

    monkeypatch.setattr(TinyRace, step, boom)
    path = tmp_path / "s.json"
    path.write_text(json.dumps(state))
    code, out, err = show(capsys, path)
    assert_refused(code, out, err, "error: the position is not valid: " + description)


def test_long_engine_sentences_are_clipped():
    assert reader.clip("x" * 300) == "x" * 300
    assert reader.clip("x" * 301) == "x" * 297 + "..."
    assert reader.clip(" a \n  b ") == "a b"


@pytest.mark.parametrize("count, more", [(200, None), (201, "  ... and 1 more")])
def test_at_most_200_moves_are_listed(tmp_path, capsys, monkeypatch, tiny_game, count, more):
    from rules.base import Move
    from tests.support.tinygame import TinyRace

    monkeypatch.setattr(TinyRace, "legal_moves", lambda self, s, seat: [Move(f"m{i}") for i in range(count)])
    path = tmp_path / "s.json"
    path.write_text(json.dumps(TinyRace().setup(["ann", "ben"], {"rounds": 1, "simultaneous": False}, 1)))
    code, out, err = show(capsys, path)
    assert code == 0 and f"({count} legal moves)" in out
    listed = [line for line in out.splitlines() if line.startswith("  m")]
    assert listed == [f"  m{i}" for i in range(200)]
    assert ("  ... and" in out) == (more is not None) and (more is None or more in out)


def test_a_picture_that_cannot_be_drawn_is_the_position_is_not_valid(tmp_path, capsys, monkeypatch,
                                                                      tiny_game):
    import render
    from tests.support.tinygame import TinyRace

    state = TinyRace().setup(["ann", "ben"], {"rounds": 1, "simultaneous": False}, 1)
    monkeypatch.setattr(render, "board_png", lambda *a: {}["layout"])
    path = tmp_path / "s.json"
    path.write_text(json.dumps(state))
    code, out, err = show(capsys, path, "--images", str(tmp_path / "pics"))
    assert_refused(code, out, err, "the position is not valid: an entry is missing")
    assert list((tmp_path / "pics").iterdir()) == []


def test_engine_text_cannot_drive_the_terminal(tmp_path, capsys, tiny_game):
    """Names come from a hand-written file: terminal control codes in them
    are not printed as such."""
    from tests.support.tinygame import TinyRace

    state = TinyRace().setup(["ann\x1b[2J", "ben"], {"rounds": 1, "simultaneous": False}, 1)
    path = tmp_path / "s.json"
    path.write_text(json.dumps(state))
    code, out, err = show(capsys, path)
    assert code == 0 and "\x1b" not in out and "ann?[2J" in out


# -- a property-based corpus over every game ----------------------------------------

ODD_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 60), st.sampled_from([-1, 2**31, 2**63, 2**64]),
    st.floats(allow_nan=False, allow_infinity=False, width=32), st.text(max_size=4),
    st.lists(st.integers(-2, 5), max_size=3), st.dictionaries(st.text(max_size=3), st.integers(0, 3), max_size=2),
    st.just([[[]]]), st.just({"": None}),
)


@st.composite
def malformed(draw):
    """A real state of some game with one part deleted or replaced by a
    value of another type or size."""
    key = draw(st.sampled_from(GAMES))
    state = copy.deepcopy(STATES[key])
    parent, slot = None, None
    node = state
    while isinstance(node, (dict, list)) and node and draw(st.integers(0, 3)) > 0:
        slots = sorted(node) if isinstance(node, dict) else range(len(node))
        slot = draw(st.sampled_from(list(slots)))
        parent, node = node, node[slot]
    if parent is None:  # the whole state: take a top-level key
        slot = draw(st.sampled_from(sorted(state)))
        parent = state
    if draw(st.booleans()):
        del parent[slot]
    else:
        parent[slot] = draw(ODD_VALUES)
    return state


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture],
          derandomize=True)
@given(state=malformed())
def test_no_malformed_state_gets_a_traceback(tmp_path, capsys, state):
    path = tmp_path / "s.json"
    path.write_text(json.dumps(state))
    code, out, err = show(capsys, path)
    assert "Traceback" not in out + err
    if code == 0:  # the change left a possible position: a whole report, nothing on stderr
        assert err == "" and "Scores:" in out
    else:
        assert_refused(code, out, err)


def test_a_real_subprocess_prints_sentences_not_tracebacks(tmp_path):
    """`referee show` as a user runs it, on a few of the files above."""
    broken = copy.deepcopy(STATES[GAMES[0]])
    broken["players"] = 7
    files = {
        "utf8.json": b'{"game": "\xff"}',
        "deep.json": _nested(100_000).encode(),
        "types.json": json.dumps(broken).encode(),
    }
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    for name in [*files, "."]:
        result = subprocess.run([sys.executable, "-m", "bot.cli", "show", str(tmp_path / name)],
                                cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert result.returncode == 1, (name, result)
        assert "Traceback" not in result.stderr and result.stdout == "", (name, result.stderr)
        assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1, result.stderr
