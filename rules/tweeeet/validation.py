"""Tweeeet: proof that a (possibly hand-written) state is a position the game
can reach (README, "State format"), or an InvalidState saying what is wrong.
Format-1 states are checked after their upgrade."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from rules.base import InvalidState, State
from rules.checks import need, whole, whole_in

from .board import (
    BEHIND,
    FOOD_PLURALS,
    FOOD_STOCK,
    FORMAT,
    KINDS,
    NEST_ROW,
    NEST_SPACES,
    NEW_PLAYERS_BONUS,
    SIGHT,
    START_SPACES,
    TEAM_NAMES,
    TEAM_PLURALS,
    TEAMS,
    TILES,
    TOTAL_PIECES,
    WIDTH,
    Board,
    label,
    parse_label,
    printed_food,
    shift_after,
    situation,
    space,
    starting_energy,
    team_of,
    tile_spaces,
    upgrade,
)

STATE_KEYS = frozenset(
    ("game", "format", "players", "options", "rng", "pile", "rows", "supply", "birds",
     "nests", "turn", "over", "ended_by", "bonus_given", "last", "moves")
)
MAX_ENERGY = 1000  # far above anything a game can reach; the real bound is checked by validate
MAX_MOVES = 100_000
MAX_PATH = 200
TILE_VALUE = {t: sum(printed_food(TILES[t]["spaces"])) for t in TILES}


def check(state: State) -> None:
    """Raise InvalidState, with the sentence that says what is wrong,
    unless ``state`` is a position the game can reach (README, "State
    format"). Format-1 states are checked after their upgrade."""
    try:
        _check_shape(state)
        state = upgrade(state)
        _check_position(state)
    except InvalidState:
        raise
    except Exception as exc:  # pragma: no cover - a safety net: every check above is explicit
        raise InvalidState(f"This Tweeeet state cannot be read: {type(exc).__name__}.") from None


def _check_shape(state: Any) -> None:
    """Every key present, with the right type and a value in range."""
    if not isinstance(state, dict):
        raise InvalidState("A Tweeeet state is a JSON object (README, State format).")
    fmt = state.get("format", 1)
    if fmt not in (1, FORMAT) or isinstance(fmt, bool):
        raise InvalidState(f"Unknown Tweeeet state format {fmt!r}: this referee reads formats 1 and {FORMAT}.")
    keys = STATE_KEYS if fmt == FORMAT else STATE_KEYS - {"format"}
    for key in sorted(keys):
        if key not in state:
            raise InvalidState(f"The state has no {key!r} key.")
    if state["game"] != "tweeeet":
        raise InvalidState(f"This is a {state['game']!r} state, not 'tweeeet'.")
    players = state["players"]
    need(isinstance(players, list) and 2 <= len(players) <= 6,
          "'players' must list 2 to 6 names: Tweeeet is for 2 to 6 players.")
    need(all(isinstance(p, str) and 0 < len(p) <= 100 for p in players),
          "Every player name must be text of 1 to 100 characters.")
    n = len(players)
    need(whole(state["rng"]) and 0 <= state["rng"] < 1 << 64,
          "'rng' must be a whole number from 0 to 2**64 - 1.")
    options = state["options"]
    need(isinstance(options, dict) and set(options) == {"new_players", "experienced_bonus"},
          "'options' must hold exactly 'new_players' and 'experienced_bonus'.")
    need(isinstance(options["new_players"], bool), "Option 'new_players' must be true or false.")
    need(whole_in(options["experienced_bonus"], 0, 10),
          "Option 'experienced_bonus' must be a whole number from 0 to 10.")
    pile = state["pile"]
    need(isinstance(pile, list) and all(whole(t) for t in pile), "'pile' must be a list of tile numbers.")
    for t in pile:
        need(t in TILES, f"There is no tile {t} in the pile's game: the tiles are 1 to {len(TILES)}.")
    rows = state["rows"]
    need(isinstance(rows, list) and 1 <= len(rows) <= NEST_ROW + 1, f"'rows' must list 1 to {NEST_ROW + 1} rows.")
    for i, row in enumerate(rows):
        need(isinstance(row, dict), f"Row entry {i + 1} must be an object.")
        for key in ("row", "tile", "rotated", "shift", "arrow", "spaces", "food"):
            need(key in row, f"Row entry {i + 1} has no {key!r} key.")
        need(whole_in(row["row"], 0, NEST_ROW),
              f"Row entry {i + 1}: 'row' must be a whole number from 0 to {NEST_ROW}.")
        r = row["row"]
        tile = row["tile"]
        need(tile in ("start", "nest") or (whole(tile) and tile in TILES),
              f"Row {r} holds tile {tile!r}: a row's tile is 'start', 'nest' or a tile number 1 to {len(TILES)}.")
        need(isinstance(row["rotated"], bool), f"Row {r}: 'rotated' must be true or false.")
        need(whole_in(row["shift"], -3 * NEST_ROW, 3 * NEST_ROW),
              f"Row {r}: 'shift' must be a whole number from {-3 * NEST_ROW} to {3 * NEST_ROW}.")
        need(row["arrow"] in (None, "E", "W"), f"Row {r}: 'arrow' must be null, \"E\" or \"W\".")
        need(isinstance(row["spaces"], str) and len(row["spaces"]) == WIDTH
              and set(row["spaces"]) <= set(".~*@12345"),
              f"Row {r} must have {WIDTH} spaces, each one of . ~ * @ 1 2 3 4 5.")
        need(isinstance(row["food"], list) and len(row["food"]) == WIDTH
              and all(whole_in(f, 0, 5) for f in row["food"]),
              f"Row {r} must have {WIDTH} food entries, each 0 (none) or a food value 1 to 5.")
    supply = state["supply"]
    need(isinstance(supply, dict) and set(supply) == {str(k) for k in KINDS},
          "'supply' must count each food \"1\" to \"5\".")
    for k, stock in FOOD_STOCK.items():
        need(whole_in(supply[str(k)], 0, stock), f"The supply must hold 0 to {stock} {FOOD_PLURALS[k]}.")
    birds = state["birds"]
    need(isinstance(birds, list) and len(birds) == n, f"There are {n} players, so 'birds' must list {n} birds.")
    for s, bird in enumerate(birds):
        who = f"Bird {s + 1}"
        need(isinstance(bird, dict), f"{who} must be an object.")
        for key in ("team", "pos", "status", "energy" if fmt == FORMAT else "food"):
            need(key in bird, f"{who} has no {key!r} key.")
        need(bird["team"] in TEAMS, f"{who}'s team must be \"robin\" or \"bluethroat\".")
        need(bird["pos"] is None or (isinstance(bird["pos"], str) and parse_label(bird["pos"]) is not None),
              f"{who}'s 'pos' must be a space label such as \"F7\", or null.")
        need(bird["status"] in ("flying", "nested", "out"),
              f"{who} has unknown status {bird['status']!r}: flying, nested or out.")
        need(bird.get("reason", "energy") in ("energy", "stalemate"),
              f"{who}'s 'reason' must be \"energy\" or \"stalemate\".")
        if fmt == FORMAT:
            need(whole_in(bird["energy"], 0, MAX_ENERGY),
                  f"{who}'s energy must be a whole number from 0 to {MAX_ENERGY}.")
        else:
            bag = bird["food"]
            need(isinstance(bag, dict) and set(bag) <= {str(k) for k in KINDS}
                  and all(whole_in(v, 0, TOTAL_PIECES) for v in bag.values()),
                  f"{who}'s 'food' (format 1) must count food pieces \"1\" to \"5\", each 0 to {TOTAL_PIECES}.")
    nests = state["nests"]
    need(isinstance(nests, dict) and set(nests) == set(TEAMS),
          "'nests' must hold exactly 'robin' and 'bluethroat'.")
    for team in TEAMS:
        need(nests[team] is None or (isinstance(nests[team], str) and parse_label(nests[team]) is not None),
              f"The {TEAM_PLURALS[team]}' nest must be a space label or null.")
    need(state["turn"] is None or whole_in(state["turn"], 0, n - 1),
          f"'turn' must be a seat number from 0 to {n - 1}, or null.")
    need(isinstance(state["over"], bool), "'over' must be true or false.")
    need(state["ended_by"] in (None, "nests", "stalemate"), "'ended_by' must be null, \"nests\" or \"stalemate\".")
    need(isinstance(state["bonus_given"], bool), "'bonus_given' must be true or false.")
    need(whole_in(state["moves"], 0, MAX_MOVES), f"'moves' must be a whole number from 0 to {MAX_MOVES}.")
    last = state["last"]
    if last is not None:
        need(isinstance(last, dict), "'last' must be null or the last flight.")
        for key in ("seat", "from", "to", "path", "cost", "food"):
            need(key in last, f"The last flight has no {key!r} key.")
        need(whole_in(last["seat"], 0, n - 1), f"The last flight's seat must be 0 to {n - 1}.")
        path = last["path"]
        need(isinstance(path, list) and 2 <= len(path) <= MAX_PATH
              and all(isinstance(p, str) and parse_label(p) for p in path),
              "The last flight's path must list 2 or more space labels.")
        need(last["from"] == path[0] and last["to"] == path[-1],
              "The last flight's path must run from its 'from' to its 'to'.")
        need(whole(last["cost"]) and last["cost"] == len(path) - 1,
              "The last flight's cost must be its number of spaces moved.")
        need(whole_in(last["food"], 0, 5), "The last flight's food must be 0 (a nest) or a food value 1 to 5.")


def _check_position(state: State) -> None:
    """The position can be reached by playing: tiles, food, birds, turn."""
    rows = state["rows"]
    for a, b in pairwise(rows):
        need(b["row"] == a["row"] + 1, f"Row {b['row']} does not follow row {a['row']}: rows must be consecutive.")
    on_board = [r["tile"] for r in rows if whole(r["tile"])]
    for t in on_board:
        need(on_board.count(t) == 1, f"Tile {t} lies on the board twice: every tile is laid once.")
        need(t not in state["pile"], f"Tile {t} is both on the board and in the pile.")
    for t in state["pile"]:
        need(state["pile"].count(t) == 1, f"Tile {t} is in the pile twice: every tile is in the game once.")
    last_row = rows[-1]["row"]
    need(last_row + len(state["pile"]) == len(TILES),
          f"Rows 1 to {last_row} have been laid and {len(state['pile'])} tiles are in the pile: "
          f"the {len(TILES)} tiles must all be laid or in the pile.")
    prev = None
    for row in rows:
        r, tile = row["row"], row["tile"]
        if r == 0:
            need(tile == "start" and row["spaces"] == START_SPACES and not row["rotated"]
                  and row["arrow"] is None and row["shift"] == 0,
                  f"Row 0 is the start tile as printed ({START_SPACES}, shift 0).")
        elif r == NEST_ROW:
            need(tile == "nest" and row["spaces"] == NEST_SPACES and not row["rotated"] and row["arrow"] is None,
                  f"Row {NEST_ROW} is the nest tile, nest side up ({NEST_SPACES}).")
        else:
            need(whole(tile),
                  f"Row {r} must hold a landscape tile: the start tile is row 0 and the nest tile row {NEST_ROW}.")
            if prev is not None:
                need(row["rotated"] == (prev["arrow"] is not None),
                      f"Row {r} is {'' if row['rotated'] else 'not '}turned, but the tile before it "
                      f"{'shows an arrow' if prev['arrow'] else 'has no arrow'}: "
                      f"after each tile with an arrow the next is turned 180 degrees.")
            spaces, arrow = tile_spaces(tile, row["rotated"])
            need(row["spaces"] == spaces and row["arrow"] == arrow,
                  f"Row {r} shows {row['spaces']} (arrow {row['arrow']}), but tile {tile} "
                  f"{'turned ' if row['rotated'] else ''}is {spaces} (arrow {arrow}).")
        if prev is None:
            need((row["shift"] - r) % 2 == 0 and abs(row["shift"]) <= 3 * r,
                  f"Row {r} has shift {row['shift']}: "
                  f"a row's shift has the parity of its number and grows at most 3 per row.")
        else:
            want = shift_after(prev, r)
            need(row["shift"] == want,
                  f"Row {r} has shift {row['shift']}, but laid on row {prev['row']} it lies at {want}.")
        # _check_shape has seen WIDTH spaces and WIDTH food entries
        for c, (ch, f) in enumerate(zip(row["spaces"], row["food"], strict=True)):
            need(not f or str(f) == ch, f"Space {label(r, c)} holds food {f} but prints {ch!r}.")
        prev = row
    for k, stock in FOOD_STOCK.items():
        on = sum(1 for row in rows for f in row["food"] if f == k)
        total = on + state["supply"][str(k)]
        need(total == stock,
              f"There are {total} {FOOD_PLURALS[k]} on the board and in the supply; the game has {stock}.")
    board = Board(state)
    places: dict[tuple[int, int], int] = {}
    for s, bird in enumerate(state["birds"]):
        who = f"Bird {s + 1}"
        need(bird["team"] == team_of(s),
              f"Seat {s + 1} flies a {TEAM_NAMES[team_of(s)]}: birds alternate Robin, Bluethroat.")
        if bird["status"] == "out":
            need("reason" in bird, f"{who} is out, so its 'reason' says why: \"energy\" or \"stalemate\".")
            need((bird["pos"] is None) == (bird["reason"] == "energy"),
                  f"{who} is out: out of energy it leaves the board (pos null); "
                  f"blocked at the end (stalemate) it stays.")
        else:
            need("reason" not in bird, f"{who} is {bird['status']}, so it has no 'reason' for being out.")
        if bird["pos"] is None:
            need(bird["status"] == "out", f"{who} is {bird['status']} but not on the board.")
            continue
        pos = space(bird["pos"])
        need(board.exists(pos), f"{who} is at {bird['pos']!r}, which is not a space on the board.")
        need(not board.food(pos), f"{who} sits on food at {bird['pos']}; it would have eaten it.")
        need(board.kind(pos) in ".*@12345", f"{who} sits on water at {bird['pos']}.")
        need((board.kind(pos) == "@") == (bird["status"] == "nested"),
              f"{who} is {bird['status']} at {bird['pos']}: a bird on a nest has ended its flight, and only there.")
        if bird["status"] == "nested":
            need(state["nests"][bird["team"]] == bird["pos"], f"{who} is nested but not on its team's nest.")
        if board.kind(pos) not in "*@":
            need(pos not in places,
                  f"Birds {places.get(pos, 0) + 1} and {s + 1} share {bird['pos']}: "
                  f"only the start space and nests hold several birds.")
        places[pos] = s
    for team in TEAMS:
        nest = state["nests"][team]
        if nest is not None:
            pos = space(nest)
            need(board.exists(pos) and board.kind(pos) == "@",
                  f"The {TEAM_PLURALS[team]}' nest {nest} is not a nest space.")
            need(any(b["team"] == team and b["status"] == "nested" for b in state["birds"]),
                  f"The {TEAM_PLURALS[team]}' nest is chosen by the first of them to land, but none has landed.")
    need(not (state["nests"]["robin"] and state["nests"]["robin"] == state["nests"]["bluethroat"]),
          "Robins and Bluethroats cannot share a nest.")
    if state["bonus_given"]:
        need(state["options"]["new_players"], "The new-players bonus was given, but the option is off.")
    _check_energy(state)
    _check_landscape(state, board)
    flying = [s for s, b in enumerate(state["birds"]) if b["status"] == "flying"]
    if state["over"]:
        need(not flying and state["turn"] is None and state["ended_by"] is not None,
              "The game is over only when no bird is flying: 'turn' null and 'ended_by' set.")
        stalled = any(b.get("reason") == "stalemate" for b in state["birds"])
        need(stalled == (state["ended_by"] == "stalemate"),
              "A game ended by stalemate has birds out for 'stalemate', and only such a game.")
    else:
        need(flying and state["ended_by"] is None,
              "The game is not over, so a bird is still flying and 'ended_by' is null.")
        need(not any(b.get("reason") == "stalemate" for b in state["birds"]),
              "Birds are out for 'stalemate' only at the end.")
        t = state["turn"]
        need(t is not None and state["birds"][t]["status"] == "flying", "The seat to act must be a flying bird.")
        need(situation(state, t) == "move",
              f"It is {state['players'][t]}'s turn, but their bird can afford no destination: "
              f"the turn passes to a bird that can fly.")


def _check_energy(state: State) -> None:
    """Energy comes only from the start, the bonus and food eaten."""
    n = len(state["birds"])
    start = sum(starting_energy(n, s, state["options"]["experienced_bonus"]) for s in range(n))
    bonus = NEW_PLAYERS_BONUS * n if state["bonus_given"] else 0
    laid = sum(TILE_VALUE[t] for t in TILES if t not in state["pile"])
    lying = sum(f for row in state["rows"] for f in row["food"])
    most = start + bonus + laid - lying
    held = sum(b["energy"] for b in state["birds"])
    need(held <= most,
          f"The birds hold {held} energy, but at most {most} can have come "
          f"from their start, the bonus and the food laid.")


def _check_landscape(state: State, board: Board) -> None:
    """Three rows ahead of the northmost bird, nothing more than three
    behind the southmost (the rules of "New Landscape")."""
    rows = [space(b["pos"])[0] for b in state["birds"] if b["pos"] is not None]
    if not rows:
        return
    first, last = state["rows"][0]["row"], state["rows"][-1]["row"]
    if state["pile"]:
        need(last - max(rows) >= SIGHT,
              f"A bird on row {max(rows)} must see {SIGHT} tiles forward, but the board ends at row {last}.")
    need(first >= min(rows) - BEHIND,
          f"Row {first} is more than {BEHIND} spaces behind every bird: it would have been removed.")
