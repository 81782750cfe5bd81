"""`validate` proves a position possible and turns any malformed input into
InvalidState with a sentence (issue 11 item 6); format-1 states upgrade."""

from __future__ import annotations

import copy
import json
from itertools import pairwise
from pathlib import Path

import pytest

from bot.i18n import Words
from render import tweeeet as R
from rules.base import InvalidState, RandomPlayer
from rules.tweeeet import GAME
from rules.tweeeet.board import FOOD_STOCK, FORMAT, TILES, shift_after, upgrade

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
            R.private(view, Words())
    R.board(GAME.view(state, None), Words())
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
        deletable = path[-1] not in OPTIONAL and not isinstance(path[-1], int)
        variants = [_set(state, path, delete=True)] if deletable else []
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
    ("a bird on food", lambda s: s["birds"][0].__setitem__("pos", f"{'ABCDEFGHI'[_first_food(s)[1]]}{_first_food(s)[0]['row']}"), "sits on food"),
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
    free = [c for c, (ch, f) in enumerate(zip(row["spaces"], row["food"], strict=True)) if ch != "~" and not f]
    for bird, c in zip(state["birds"], free, strict=False):  # more free spaces than birds
        bird["pos"] = "ABCDEFGHI"[c] + str(row["row"])


@pytest.mark.parametrize("what,change,words", IMPOSSIBLE, ids=[w for w, _, _ in IMPOSSIBLE])
def test_validate_refuses_impossible_positions(what, change, words):
    GAME.validate(MID)
    with pytest.raises(InvalidState) as err:
        GAME.validate(_with(MID, change))
    assert words in str(err.value)


START = GAME.setup(["A", "B", "C", "D"], {"experienced_bonus": 2}, 9)
STATES = {"start": START, "mid": MID, "final": FINAL}


def _last_row(state):
    return state["rows"][-1]


# (base state, change, words of the refusal): rows, birds, nests and the end
MORE_IMPOSSIBLE = [
    ("start", lambda s: s["rows"][0].__setitem__("shift", 2), "start tile as printed"),
    ("start", lambda s: s["rows"][0].__setitem__("arrow", "E"), "start tile as printed"),
    ("start", lambda s: s["rows"][0].__setitem__("rotated", True), "start tile as printed"),
    ("start", lambda s: s["rows"][0].__setitem__("tile", "nest"), "start tile as printed"),
    ("start", lambda s: s["rows"][0].__setitem__("spaces", "...*....."), "start tile as printed"),
    ("start", lambda s: s["rows"][1].__setitem__("tile", "start"), "must hold a landscape tile"),
    ("final", lambda s: _last_row(s).__setitem__("rotated", True), "nest tile, nest side up"),
    ("final", lambda s: _last_row(s).__setitem__("arrow", "W"), "nest tile, nest side up"),
    ("final", lambda s: _last_row(s).__setitem__("tile", 5), "nest tile, nest side up"),
    ("final", lambda s: _last_row(s).__setitem__("spaces", "@@..@..@."), "nest tile, nest side up"),
    ("final", lambda s: s["rows"][0].__setitem__("shift", s["rows"][0]["shift"] + 1), "parity"),
    ("final", lambda s: _first_row_far(s), "at most 3 per row"),
    ("mid", lambda s: s["birds"][1].__setitem__("pos", s["birds"][0]["pos"]), "share"),
    ("mid", lambda s: s["birds"][0].__setitem__("reason", "energy"), "no 'reason'"),
    ("mid", lambda s: s["birds"][0].__setitem__("status", "out"), "'reason' says why"),
    ("mid", lambda s: s["birds"][0].update(status="out", reason="energy"), "leaves the board"),
    ("mid", lambda s: s["birds"][0].update(status="out", reason="stalemate", pos=None), "leaves the board"),
    ("mid", lambda s: s["birds"][0].__setitem__("pos", None), "not on the board"),
    ("mid", lambda s: s["birds"][0].__setitem__("pos", _water(s)), "water"),
    ("start", lambda s: [b.update(status="out", pos=None, reason="energy") for b in s["birds"]], "not over"),
    ("start", lambda s: s.__setitem__("ended_by", "nests"), "not over"),
    ("final", lambda s: s["birds"][0].__setitem__("status", "flying"), "a bird on a nest"),
    ("final", lambda s: s.__setitem__("turn", 0), "over only when"),
    ("final", lambda s: s.__setitem__("ended_by", None), "over only when"),
    ("final", lambda s: s.__setitem__("ended_by", "stalemate"), "stalemate"),
    ("final", lambda s: s["nests"].__setitem__("robin", s["nests"]["bluethroat"]), "not on its team's nest"),
    ("final", lambda s: s["birds"][0].__setitem__("pos", _free_nest(s)), "not on its team's nest"),
    ("final", lambda s: s["birds"][0].__setitem__("team", "bluethroat"), "alternate"),
    ("start", lambda s: s.__setitem__("last", {"seat": 0, "from": "E0", "to": "E1", "path": ["E0", "D1"], "cost": 1, "food": 4}), "from its 'from' to its 'to'"),
    ("start", lambda s: s.__setitem__("last", {"seat": 0, "from": "E1", "to": "D1", "path": ["E0", "D1"], "cost": 1, "food": 4}), "from its 'from' to its 'to'"),
]


def _first_row_far(state):
    row = state["rows"][0]
    row["shift"] = 3 * row["row"] + 2
    for prev, nxt in pairwise(state["rows"]):
        nxt["shift"] = shift_after(prev, nxt["row"])


def _water(state):
    for row in state["rows"]:
        if "~" in row["spaces"]:
            return "ABCDEFGHI"[row["spaces"].index("~")] + str(row["row"])


def _free_nest(state):
    used = set(state["nests"].values())
    return next(lab for lab in ("B20", "E20", "H20") if lab not in used)


@pytest.mark.parametrize("base,change,words", MORE_IMPOSSIBLE,
                         ids=[f"{b}-{w}-{i}" for i, (b, _, w) in enumerate(MORE_IMPOSSIBLE)])
def test_validate_refuses_impossible_rows_birds_and_ends(base, change, words):
    state = STATES[base]
    GAME.validate(state)
    with pytest.raises(InvalidState) as err:
        GAME.validate(_with(state, change))
    assert words in str(err.value)


def test_validate_refuses_a_nest_no_bird_of_the_team_has_landed_on():
    state = _readme_state()
    state["nests"]["robin"] = "B20"
    with pytest.raises(InvalidState) as err:
        GAME.validate(state)
    assert "none has landed" in str(err.value)


def test_validate_accepts_energy_up_to_what_the_start_and_the_food_laid_can_give():
    # energy comes only from the start (6, 7, 8, ... plus the experienced
    # bonus), the new-players bonus and food eaten from the tiles laid
    state = copy.deepcopy(START)
    starts = 6 + 7 + 8 + 9  # 4 players: equal teams, so no experienced bonus
    printed = sum(int(ch) for t in TILES.values() for ch in t["spaces"] if ch in "12345")
    in_pile = sum(int(ch) for t in state["pile"] for ch in TILES[t]["spaces"] if ch in "12345")
    lying = sum(f for row in state["rows"] for f in row["food"])
    most = starts + printed - in_pile - lying
    others = sum(b["energy"] for b in state["birds"][1:])
    state["birds"][0]["energy"] = most - others
    GAME.validate(state)
    state["birds"][0]["energy"] += 1
    with pytest.raises(InvalidState) as err:
        GAME.validate(state)
    assert f"at most {most}" in str(err.value)
    state["birds"][0]["energy"] -= 1
    state["options"]["new_players"], state["bonus_given"] = True, True
    state["birds"][0]["energy"] += 4 * 5  # the bonus for every bird
    GAME.validate(state)


def _path_of(length):
    return {"seat": 0, "from": "A1", "to": "A1", "path": ["A1"] * length, "cost": length - 1, "food": 0}


# (base, path to the value, a value the type and range allow, values they do
# not, the words of the refusal): the range ends are where the sentence changes
BOUNDS = [
    ("mid", ("players",), ["a"] * 6, [["a"] * 7], "2 to 6 players"),
    ("mid", ("players",), ["a"] * 2, [["a"]], "2 to 6 players"),
    ("mid", ("players", 0), "x" * 100, ["x" * 101, ""], "Every player name"),
    ("mid", ("rng",), 2**64 - 1, [2**64, -1, True], "'rng'"),
    ("mid", ("rng",), 0, [], "'rng'"),
    ("mid", ("options", "experienced_bonus"), 10, [11, -1, True], "experienced_bonus' must"),
    ("mid", ("options", "experienced_bonus"), 0, [], "experienced_bonus' must"),
    ("mid", ("rows", 0, "row"), 20, [21, -1, True], "'row' must be"),
    ("start", ("rows", 0, "row"), 0, [], "'row' must be"),
    ("mid", ("rows", 0, "shift"), 60, [61, True], "'shift' must"),
    ("mid", ("rows", 0, "shift"), -60, [-61], "'shift' must"),
    ("mid", ("rows", 1, "food", 0), 5, [6, -1, True], "food entries"),
    ("mid", ("rows", 1, "food", 0), 0, [], "food entries"),
    ("mid", ("supply", "5"), 10, [11, -1, True], "supply must hold"),
    ("mid", ("supply", "5"), 0, [], "supply must hold"),
    ("mid", ("birds", 0, "energy"), 1000, [1001, -1, True], "energy must be"),
    ("mid", ("birds", 0, "energy"), 0, [], "energy must be"),
    ("mid", ("turn",), 3, [4, -1, True], "'turn' must"),
    ("mid", ("turn",), 0, [], "'turn' must"),
    ("mid", ("moves",), 100_000, [100_001, -1, True], "'moves' must"),
    ("mid", ("moves",), 0, [], "'moves' must"),
    ("mid", ("last", "seat"), 3, [4, -1, True], "last flight's seat"),
    ("mid", ("last", "seat"), 0, [], "last flight's seat"),
    ("mid", ("last", "food"), 5, [6, -1, True], "last flight's food"),
    ("mid", ("last", "food"), 0, [], "last flight's food"),
    ("mid", ("last",), _path_of(200), [_path_of(201), _path_of(1)], "path must list"),
    ("mid", ("last",), _path_of(2), [], "path must list"),
    ("mid", ("last", "cost"), None, [True], "cost must be"),
    ("mid", ("pile", 0), 20, [21, 0], "no tile"),
    ("mid", ("pile", 0), None, [True, "1"], "list of tile numbers"),
    ("mid", ("pile", 0), 1, [], "no tile"),
    ("mid", ("rows",), None, [[]], "'rows' must list"),
    ("mid", ("options", "new_players"), False, [0, 1, "yes"], "'new_players' must"),
    ("mid", ("format",), 2, [1.5, True, 0, 3], "format"),
    ("mid", ("rows", 1, "spaces"), ".~*@12345", ["x........", "........", "..........", 9], "must have 9 spaces"),
]


@pytest.mark.parametrize("base,path,ok,bad,words", BOUNDS,
                         ids=[f"{'.'.join(map(str, p))}={o!r:.12}" for _, p, o, _, _ in BOUNDS])
def test_validate_ranges_end_where_the_readme_says(base, path, ok, bad, words):
    state = STATES[base]
    if ok is not None:
        try:
            GAME.validate(_set(state, path, ok))
        except InvalidState as err:
            assert words not in str(err), f"{ok!r} is in range"
    for value in bad:
        with pytest.raises(InvalidState) as err:
            GAME.validate(_set(state, path, value))
        assert words in str(err.value), (value, str(err.value))


def test_validate_row_count_ends_at_21_rows():
    rows = MID["rows"]
    long = (rows * 21)[:21]
    try:
        GAME.validate(_set(MID, ("rows",), long))
    except InvalidState as err:
        assert "'rows' must list" not in str(err)
    with pytest.raises(InvalidState) as err:
        GAME.validate(_set(MID, ("rows",), (rows * 22)[:22]))
    assert "'rows' must list" in str(err.value)


# -- format 1 (energy as food bags, the first strips, the old arrow shift) ------


@pytest.mark.parametrize("name", ["format1_midgame", "format1_final", "format1_readme"])
def test_format_1_states_upgrade_and_play_on(name):
    old = json.loads((DATA / f"{name}.json").read_text())
    assert "format" not in old and all("food" in b for b in old["birds"])
    GAME.validate(old)
    new = upgrade(old)
    assert "format" not in old, "the upgrade leaves its input alone"
    assert new["format"] == FORMAT
    for bird, was in zip(new["birds"], old["birds"], strict=True):
        assert bird["energy"] == sum(int(k) * n for k, n in was["food"].items()) and "food" not in bird
    for k, stock in FOOD_STOCK.items():
        assert sum(1 for r in new["rows"] for f in r["food"] if f == k) + new["supply"][str(k)] == stock
    for a, b in pairwise(new["rows"]):
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


@pytest.mark.parametrize("bag", [{"1": -1}, {"9": 1}, {"1": 52}, {"1": True}, [], None, {"1": "2"}])
def test_format_1_food_bags_must_count_pieces(bag):
    old = json.loads((DATA / "format1_readme.json").read_text())
    GAME.validate(old)
    old["birds"][0]["food"] = bag
    with pytest.raises(InvalidState) as err:
        GAME.validate(old)
    assert "'food' (format 1) must count food pieces" in str(err.value)


@pytest.mark.parametrize("extra,refused", [(0, False), (2, True)])
def test_the_first_visible_row_lies_at_most_3_half_spaces_per_row_from_the_start(extra, refused):
    # each row lies 1 half-space (zigzag) or 3 (after an arrow) from the one below
    state = copy.deepcopy(FINAL)
    row = state["rows"][0]
    row["shift"] = 3 * row["row"] + extra
    for prev, nxt in pairwise(state["rows"]):
        nxt["shift"] = shift_after(prev, nxt["row"])
    try:
        GAME.validate(state)
        said = ""
    except InvalidState as err:
        said = str(err)
    assert ("at most 3 per row" in said) == refused
