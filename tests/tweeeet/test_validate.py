"""`validate` proves a position possible and turns any malformed input into
InvalidState with a sentence (issue 11 item 6); format-1 states upgrade."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from render import tweeeet as R
from rules.base import InvalidState, RandomPlayer
from rules.tweeeet import GAME
from rules.tweeeet.game import FOOD_STOCK, FORMAT, TILES, shift_after, upgrade

DATA = Path(__file__).with_name("data")
SAFETY_NET = "cannot be read"


def _played(n, seed, moves=None, options=None):
    state = GAME.setup([f"P{i}" for i in range(n)], options or {}, seed)
    players = [RandomPlayer(seed * 10 + i) for i in range(n)]
    count = 0
    while not GAME.is_over(state) and (moves is None or count < moves):
        (seat,) = GAME.to_act(state)
        state, _ = GAME.apply(state, seat, players[seat].choose(GAME, state, seat))
        count += 1
    return state


MID = _played(4, 3, moves=14, options={"new_players": True})
FINAL = _played(3, 5)


def _readme_state():
    import rules.tweeeet

    text = Path(rules.tweeeet.__file__).with_name("README.md").read_text()
    return json.loads(text.split("## A complete hand-written position")[1].split("```json")[1].split("```")[0])


def _engine_works(state):
    """Every other engine function (and the picture) on an accepted state."""
    GAME.to_act(state)
    GAME.is_over(state)
    GAME.scores(state)
    GAME.standings(state)
    for seat in [None, *range(len(state["players"]))]:
        view = GAME.view(state, seat)
        json.dumps(view)
        GAME.summary(state, seat)
        if seat is not None:
            GAME.private(state, seat)
            R.private(view)
    R.board(GAME.view(state, None))
    for seat in GAME.to_act(state):
        moves = GAME.legal_moves(state, seat)
        assert moves, "the seat to act has a move"
        new, _ = GAME.apply(state, seat, moves[0].notation)
        GAME.validate(new)


def _paths(obj, path=()):
    """Every key path and list index in a JSON value, outermost first."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield path + (k,)
            yield from _paths(v, path + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield path + (i,)
            yield from _paths(v, path + (i,))


def _deep(depth=200):
    x = []
    for _ in range(depth):
        x = [x]
    return x


ALIENS = [None, True, "x", 1.5, -1, 10**30, [], {}, _deep()]
OPTIONAL = {"reason"}  # a bird's reason for being out may be left out


def _set(state, path, value=None, delete=False):
    broken = copy.deepcopy(state)
    parent = broken
    for step in path[:-1]:
        parent = parent[step]
    if delete:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return broken


@pytest.mark.parametrize("name", ["mid", "final", "readme"])
def test_validate_refuses_every_deleted_key_and_every_wrong_type_with_a_sentence(name):
    state = {"mid": MID, "final": FINAL, "readme": _readme_state()}[name]
    GAME.validate(state)
    _engine_works(state)
    accepted = 0
    for path in _paths(state):
        variants = [_set(state, path, delete=True)] if path[-1] not in OPTIONAL and not isinstance(path[-1], int) else []
        variants += [_set(state, path, alien) for alien in ALIENS]
        for i, broken in enumerate(variants):
            deleted = i == 0 and variants and not isinstance(path[-1], int) and path[-1] not in OPTIONAL
            try:
                GAME.validate(broken)
            except InvalidState as err:
                assert SAFETY_NET not in str(err), (path, str(err))
                assert str(err).endswith((".", ")")), (path, str(err))
                continue
            assert not deleted, f"deleting {path} was accepted"
            accepted += 1
            _engine_works(broken)
    assert accepted < 40  # almost every change breaks the position


@pytest.mark.parametrize("value", [None, [], "state", 7, {"game": "tweeeet"}])
def test_validate_refuses_what_is_not_a_state(value):
    with pytest.raises(InvalidState):
        GAME.validate(value)


def _with(state, change):
    broken = copy.deepcopy(state)
    change(broken)
    return broken


def _first_food(state):
    for row in state["rows"]:
        for c, f in enumerate(row["food"]):
            if f:
                return row, c
    raise AssertionError("no food on the board")


# Positions that are well formed but impossible, each with the words of its
# refusal (issue 11 item 6: "a Tweeeet tile twice in the pile, a tile both on
# the board and in the pile, an unknown tile id").
IMPOSSIBLE = [
    ("tile twice in the pile", lambda s: s["pile"].__setitem__(0, s["pile"][1]), "twice"),
    ("tile on the board and in the pile", lambda s: s["pile"].__setitem__(0, s["rows"][1]["tile"]), "both on the board and in the pile"),
    ("unknown tile in the pile", lambda s: s["pile"].__setitem__(0, 21), "no tile 21"),
    ("unknown tile on the board", lambda s: s["rows"][1].__setitem__("tile", 0), "tile 0"),
    ("tile missing", lambda s: s["pile"].pop(), "must all be laid or in the pile"),
    ("tile twice on the board", lambda s: s["rows"][2].__setitem__("tile", s["rows"][1]["tile"]), "twice"),
    ("spaces not the tile's", lambda s: s["rows"][1].__setitem__("spaces", "........."), "shows"),
    ("turned without an arrow before", lambda s: s["rows"][1].__setitem__("rotated", not s["rows"][1]["rotated"]), "turned"),
    ("shift off the rule", lambda s: s["rows"][2].__setitem__("shift", s["rows"][2]["shift"] + 2), "lies at"),
    ("rows not consecutive", lambda s: s["rows"][2].__setitem__("row", 9), "consecutive"),
    ("a miniature too many", lambda s: s["supply"].__setitem__("5", s["supply"]["5"] - 1), "beetles"),
    ("food the space does not print", lambda s: s["rows"][0]["food"].__setitem__(0, 3), "prints"),
    ("birds of one team in a row", lambda s: s["birds"][1].__setitem__("team", "robin"), "alternate"),
    ("a bird on food", lambda s: s["birds"][0].__setitem__("pos", "%s%d" % ("ABCDEFGHI"[_first_food(s)[1]], _first_food(s)[0]["row"])), "sits on food"),
    ("a bird off the board", lambda s: s["birds"][0].__setitem__("pos", "E99"), "not a space"),
    ("energy from nowhere", lambda s: s["birds"][0].__setitem__("energy", 999), "at most"),
    ("nested off a nest", lambda s: s["birds"][0].__setitem__("status", "nested"), "nest"),
    ("turn on a bird that cannot fly", lambda s: s["birds"][s["turn"]].__setitem__("energy", 0), "can afford no destination"),
    ("over with birds flying", lambda s: s.__setitem__("over", True), "over only when no bird is flying"),
    ("a nest chosen before the nest tile", lambda s: s["nests"].__setitem__("robin", "B20"), "not a nest space"),
    ("bonus without the option", lambda s: (s["options"].__setitem__("new_players", False), s.__setitem__("bonus_given", True)), "option is off"),
    ("the sight rule broken", lambda s: _short_sight(s), "see 3 tiles"),
    ("a row kept too far behind", lambda s: _all_north(s), "behind every bird"),
    ("unknown format", lambda s: s.__setitem__("format", 3), "format 3"),
    ("last flight with a wrong cost", lambda s: s["last"].__setitem__("cost", s["last"]["cost"] + 1), "cost"),
]


def _short_sight(state):
    """Take the northmost row back into the pile: the birds see too little."""
    row = state["rows"].pop()
    state["pile"].insert(0, row["tile"])
    for f in row["food"]:
        if f:
            state["supply"][str(f)] += 1


def _all_north(state):
    """Every bird on row (last - 3), still seeing 3 rows ahead, with the
    board reaching more than 3 rows behind them."""
    row = state["rows"][-4]
    assert row["row"] - state["rows"][0]["row"] > 3
    free = [c for c, (ch, f) in enumerate(zip(row["spaces"], row["food"])) if ch != "~" and not f]
    for bird, c in zip(state["birds"], free):
        bird["pos"] = "ABCDEFGHI"[c] + str(row["row"])


@pytest.mark.parametrize("what,change,words", IMPOSSIBLE, ids=[w for w, _, _ in IMPOSSIBLE])
def test_validate_refuses_impossible_positions(what, change, words):
    GAME.validate(MID)
    with pytest.raises(InvalidState) as err:
        GAME.validate(_with(MID, change))
    assert words in str(err.value)


# -- format 1 (energy as food bags, the first strips, the old arrow shift) ------


@pytest.mark.parametrize("name", ["format1_midgame", "format1_final", "format1_readme"])
def test_format_1_states_upgrade_and_play_on(name):
    old = json.loads((DATA / f"{name}.json").read_text())
    assert "format" not in old and all("food" in b for b in old["birds"])
    GAME.validate(old)
    new = upgrade(old)
    assert "format" not in old, "the upgrade leaves its input alone"
    assert new["format"] == FORMAT
    for bird, was in zip(new["birds"], old["birds"]):
        assert bird["energy"] == sum(int(k) * n for k, n in was["food"].items()) and "food" not in bird
    for k, stock in FOOD_STOCK.items():
        assert sum(1 for r in new["rows"] for f in r["food"] if f == k) + new["supply"][str(k)] == stock
    for a, b in zip(new["rows"], new["rows"][1:]):
        assert b["shift"] == shift_after(a, b["row"])
    GAME.validate(new)
    _engine_works(old)
    assert GAME.view(old, 0)["birds"][0]["energy"] == new["birds"][0]["energy"]
    if not GAME.is_over(old):
        (seat,) = GAME.to_act(old)
        after, _ = GAME.apply(old, seat, GAME.legal_moves(old, seat)[0].notation)
        assert after["format"] == FORMAT
        assert GAME.computer_player(1).choose(GAME, old, seat) in {m.notation for m in GAME.legal_moves(old, seat)}


def test_format_1_rows_after_an_arrow_are_relaid_so_one_space_hangs_over():
    old = json.loads((DATA / "format1_midgame.json").read_text())
    rows = {r["row"]: r for r in old["rows"]}
    # row 6 shows a west arrow; the old referee laid row 7 so that every space touched it
    assert rows[6]["arrow"] == "W" and rows[7]["shift"] == rows[6]["shift"] - 1
    new = {r["row"]: r for r in upgrade(old)["rows"]}
    assert new[7]["shift"] == new[6]["shift"] - 3


def test_format_1_rows_get_the_current_strip_data():
    old = json.loads((DATA / "format1_readme.json").read_text())
    assert old["rows"][1]["spaces"] == "~.3..1..2" and old["rows"][1]["food"][8] == 2
    new = upgrade(old)
    # tile 3 no longer prints the strawberry at I19: it goes back to the supply
    assert new["rows"][1]["spaces"] == TILES[3]["spaces"] and new["rows"][1]["food"][8] == 0
    assert new["supply"]["2"] == 13 - 1
