"""BITS: proof that a (possibly hand-written) state is a position the rules
can reach (README, "JSON state"), or an InvalidState saying what is wrong."""

from __future__ import annotations

from typing import Any

from rules.base import Game, InvalidState, NotationError, RulesError, State, seat_name
from rules.checks import Describe, clip, need, whole

from . import board as B
from .notation import parse, resolve

PHASES = ("start", "build", "over")
_REQUIRED = ("game", "players", "rng", "options", "round", "rounds", "phase", "tasks", "task_piles",
             "deck", "turned", "start_cards", "boards", "pending", "round_scores", "round_detail")

# A value of a malformed state, short: a clipped string or a type name.
describe = Describe(nothing=("None", "True", "False"), shown_below=None, text_limit=40, text_kept=40,
                    dots_inside=False, strip=True, other=None)


def _is_str_list(value: Any) -> bool:
    return type(value) is list and all(isinstance(x, str) for x in value)


def most_points(card: str) -> int:
    """The most points (either sign) one task card can give a 6 by 6 board:
    every square in a block of the card's shape (a pile-1 card's other
    4-square blocks give less than its shape)."""
    info = B.TASK_CARDS[card]
    return abs(info["points"]) * (B.SIZE * B.SIZE // len(info["shape"]))


def check(game: Game, state: State) -> None:
    """InvalidState, with a sentence saying what is wrong, unless ``state``
    is a position the rules can reach: every key of the README's format
    present with its type, every card and tile exactly once, each board's
    tiles laid in the order of the building cards and resting where
    gravity put them, scores that add up. Never another exception."""
    try:
        _check_format(state)
        _check_cards(state)
        for seat in range(len(state["players"])):
            _check_board(game, state, seat)
        _check_scores(game, state)
        _check_round_end(state)
    except InvalidState:
        raise
    except Exception as exc:  # a gap in the checks above: still a sentence
        raise InvalidState(
            f"The BITS state is malformed and could not be checked ({type(exc).__name__})."
        ) from None


def _check_format(state: State) -> None:
    need(type(state) is dict, f"A BITS state is a JSON object of keys, not {describe(state)}.")
    for key in _REQUIRED:
        need(key in state, f"The state has no {key!r} key.")
    need(state["game"] == B.KEY, f"This is not a BITS state: its game is {describe(state['game'])}, not 'bits'.")
    players = state["players"]
    need(_is_str_list(players) and 1 <= len(players) <= 4,
          "players must be a list of 1 to 4 names (BITS is played by 1 to 4 players).")
    n = len(players)
    need(whole(state["rng"]) and 0 <= state["rng"] < 2**64,
          "rng must be a whole number from 0 to 2**64 - 1 (the random generator's state).")
    options = state["options"]
    need(type(options) is dict and set(options) <= {"advanced"}
          and all(type(v) is bool for v in options.values()),
          'options must be an object whose only key is "advanced", true or false.')
    rounds = 4 if options.get("advanced") else 3
    need(state["rounds"] == rounds and whole(state["rounds"]),
          "rounds must be 3, or 4 with the advanced option.")
    need(whole(state["round"]) and 1 <= state["round"] <= rounds,
          f"round must be a whole number from 1 to {rounds}.")
    need(state["phase"] in PHASES and isinstance(state["phase"], str),
          f"The phase must be one of {', '.join(PHASES)}.")
    for key in ("tasks", "deck", "turned", "start_cards"):
        need(_is_str_list(state[key]), f"{key} must be a list of card ids (strings).")
    need(_is_str_list(state.get("set_aside", [])), "set_aside must be a list of card ids (strings).")
    piles = state["task_piles"]
    need(type(piles) is list and len(piles) == 4 and all(_is_str_list(p) for p in piles),
          "task_piles must be a list of the 4 task card piles, each a list of card ids.")
    for key in ("boards", "pending", "round_scores", "round_detail"):
        need(type(state[key]) is list and len(state[key]) == n, f"{key} needs one entry per player.")
    for seat in range(n):
        who = seat_name(state, seat)
        brd = state["boards"][seat]
        need(type(brd) is dict and type(brd.get("tiles")) is list
              and type(brd.get("neutral_used")) is bool and type(brd.get("out")) is bool,
              f"{who}'s board must be an object with a list of tiles and true/false neutral_used and out.")
        for placed in brd["tiles"]:
            _check_placed(placed, f"{who}'s board")
        pending = state["pending"][seat]
        need(pending is None or isinstance(pending, str),
              f"{who}'s pending drop must be a drop's notation or null, not {describe(pending)}.")
        scores, details = state["round_scores"][seat], state["round_detail"][seat]
        need(type(scores) is list and all(whole(x) for x in scores),
              f"{who}'s round_scores must be a list of whole numbers.")
        need(type(details) is list and all(
            type(d) is dict and all(whole(v) for v in d.values()) for d in details),
            f"{who}'s round_detail must be a list of objects of points per task card.")
    last = state.get("last")
    if last is not None:
        need(type(last) is dict and last.get("round") == state["round"] and whole(last["round"])
              and type(last.get("drops")) is list and len(last["drops"]) == n,
              "last must be null or the latest reveal of this round: "
              '{"round": the round, "drops": one entry per player}.')
        for seat, drop in enumerate(last["drops"]):
            if drop is not None:
                where = f"the last reveal of {seat_name(state, seat)}"
                _check_placed(drop, where)
                need(isinstance(drop.get("notation"), str), f"{where} needs the drop's notation.")


def _check_placed(placed: Any, where: str) -> None:
    """A placed tile: {"tile": a known id, "cells": two square names}."""
    need(type(placed) is dict and isinstance(placed.get("tile"), str)
          and _is_str_list(placed.get("cells")) and len(placed["cells"]) == 2,
          f"Each tile on {where} must be an object with a tile id and its two squares (cells).")
    tile = placed["tile"]
    need(tile in B.TILES, f"{where} has an unknown tile {describe(tile)}.")
    for name in placed["cells"]:
        try:
            B.parse_cell(name)
        except ValueError:
            raise InvalidState(f"{where}: {clip(name)} is not a square: squares are A1 to F6.") from None


def _check_cards(state: State) -> None:
    rnd, tasks = state["round"], state["tasks"]
    need(len(tasks) == rnd, f"In round {rnd} exactly {rnd} task cards are face up (one per round).")
    for i, card in enumerate(tasks):
        need(card in B.TASK_CARDS and B.TASK_CARDS[card]["pile"] == i + 1,
              f"Task card {i + 1} must come from pile {i + 1}, not {describe(card)}.")
    set_aside = state.get("set_aside", [])
    for i, pile in enumerate(state["task_piles"]):
        for card in pile:
            need(card in B.TASK_CARDS and B.TASK_CARDS[card]["pile"] == i + 1,
                  f"Task pile {i + 1} holds only pile {i + 1} cards, not {describe(card)}.")
    every = sorted(tasks + set_aside + [c for p in state["task_piles"] for c in p])
    decks = [sorted(B.DECK)] + [
        sorted([old if c == new else c for c in B.DECK]) for old, new in B.RETIRED.items()
    ]
    need(every in decks, "Every task card must be exactly once in the piles, face up or set aside "
          f"({', '.join(B.DECK)}).")
    if rnd < 3:
        need(not set_aside, "Task cards are only set aside when the 3rd round's card is turned.")
    else:
        for card in set_aside:
            need(B.TASK_CARDS[card]["pile"] == 3 and B.same_shape(card, tasks[1]),
                  f"Task card {card} is set aside but does not show round 2's shape (special rule "
                  "for the 3rd round).")
        need(not B.same_shape(tasks[2], tasks[1]),
              f"Task card {tasks[2]} shows the same shape as round 2's card {tasks[1]}: the special "
              "rule for the 3rd round replaces it from pile 3.")
    deck, turned = state["deck"], state["turned"]
    need(sorted(deck + turned) == sorted(B.GAME_TILE_ORDER),
          "The building cards not yet turned (deck) and the turned ones must make up the 20 cards, "
          "each once.")
    if state["phase"] == "build":
        need(bool(turned), "In the build phase a building card is face up (turned).")
    if state["phase"] == "start":
        need(not turned, "No building card is turned before the starting tiles are down.")
    starts = state["start_cards"]
    need(len(starts) == len(state["players"]) and len(set(starts)) == len(starts)
          and all(c in B.START_TILES for c in starts),
          "Each player holds a different starting card (SR, SY, SB, SP or SK).")


def _check_board(game: Game, state: State, seat: int) -> None:
    who = seat_name(state, seat)
    brd = state["boards"][seat]
    tiles = brd["tiles"]
    phase, turned = state["phase"], state["turned"]
    if phase == "start":
        need(not tiles, f"{who}'s board must be empty: the starting tiles are laid together once "
              "everyone has dropped theirs.")
    laid = turned[:-1] if phase == "build" else turned
    need(len(tiles) <= 1 + len(laid),
          f"{who}'s board has {len(tiles)} tiles, but only the starting tile and {len(laid)} building "
          "cards' tiles have been revealed.")
    if phase == "build" and not brd["out"]:
        need(len(tiles) == 1 + len(laid),
              f"{who} is still in the round, so their board holds the starting tile and one tile for each "
              f"of the {len(laid)} building cards revealed: {1 + len(laid)} tiles, not {len(tiles)}.")
    grid: list = [None] * 36
    for i, placed in enumerate(tiles):
        tile = placed["tile"]
        if i == 0:
            need(tile == state["start_cards"][seat],
                  f"{who}'s first tile must be their starting tile {state['start_cards'][seat]} "
                  "(tiles are listed in the order laid).")
        else:
            need(tile in (turned[i - 1], B.NEUTRAL_ID),
                  f"{who}'s tile {i + 1} is {tile}, but building card {i} was {turned[i - 1]}: after the "
                  "starting tile each tile is the next building card's tile, or the neutral tile instead.")
        (c0, r0), (c1, r1) = cells = [B.parse_cell(c) for c in placed["cells"]]
        need(abs(c0 - c1) + abs(r0 - r1) == 1,
              f"Tile {tile} on {who}'s board must cover two neighbouring squares.")
        for c, r in cells:
            need(grid[r * 6 + c] is None, f"Two tiles overlap on {B.cell_name(c, r)} of {who}'s board.")
        orient = "v" if c0 == c1 else "h"
        spot = B.landing(grid, min(c0, c1), orient)
        need(spot is not None and set(spot) == set(cells),
              f"Tile {tile} on {who}'s board covers {' and '.join(placed['cells'])}, but a tile slides "
              "straight down until it rests on the bottom edge or on a tile: dropped there after the "
              "tiles listed before it (in the order laid), it would rest on "
              f"{' and '.join(B.cell_name(c, r) for c, r in spot or [])}. No tile floats over an "
              "empty square of its column.")
        for (c, r), colour in zip(cells, B.TILES[tile], strict=True):
            grid[r * 6 + c] = colour
    ids = [t["tile"] for t in tiles]
    need(ids.count(B.NEUTRAL_ID) <= 1, f"{who}'s board has the neutral tile twice (once a round).")
    need((B.NEUTRAL_ID in ids) == brd["neutral_used"],
          f"{who}'s neutral_used must say whether the neutral tile is on the board.")
    fits = B.can_place_any(grid)
    need(not (brd["out"] and fits), f"{who} is marked out but a domino still fits on their board.")
    if phase == "over":
        need(brd["out"], f"The game is over, so every board was stuck: {who} must be marked out.")
    else:
        need(brd["out"] or fits, f"No domino fits on {who}'s board any more, so they must be marked out.")
    pending = state["pending"][seat]
    if pending is not None:
        need(phase != "over" and not brd["out"], f"{who} cannot have a pending drop now.")
        try:
            resolve(state, seat, pending)
        except RulesError as err:
            raise InvalidState(f"{who}'s pending drop {clip(pending)} is not a legal drop: {err}") from None
    last = state.get("last")
    drop = last["drops"][seat] if last else None
    if drop is not None:
        need(bool(tiles) and {"tile": drop["tile"], "cells": drop["cells"]} == tiles[-1],
              f"The last reveal of {who} must be the last tile on their board.")
        said: tuple[bool, int, str] | None
        try:
            said = parse(drop["notation"])[:3]
        except NotationError:
            said = None
        (c0, _), (c1, _) = (B.parse_cell(c) for c in drop["cells"])
        need(said == (drop["tile"] == B.NEUTRAL_ID, min(c0, c1), "v" if c0 == c1 else "h"),
              f"The notation of the last reveal of {who} must be the drop that laid that tile there.")


def _check_scores(game: Game, state: State) -> None:
    over = state["phase"] == "over"
    done = state["round"] if over else state["round"] - 1
    for seat in range(len(state["players"])):
        who = seat_name(state, seat)
        scores, details = state["round_scores"][seat], state["round_detail"][seat]
        need(len(scores) == done and len(details) == done,
              f"{who} must have a score and its detail for each of the {done} finished rounds.")
        for r, (total, detail) in enumerate(zip(scores, details, strict=True)):
            need(sorted(detail) == sorted(state["tasks"][: r + 1]),
                  f"{who}'s round {r + 1} detail must give the points of task cards "
                  f"{', '.join(state['tasks'][: r + 1])}.")
            for card, points in detail.items():
                need(abs(points) <= most_points(card),
                      f"{who}'s round {r + 1} detail gives {card} more points than a board can score.")
            need(sum(detail.values()) == total,
                  f"{who}'s round {r + 1} score must be the sum of its detail.")
        if over:
            now = B.live_scores(state, seat)
            need(details[-1] == {c: now[c] for c in state["tasks"]},
                  f"{who}'s last round detail must be what their final board scores.")
    if not over:
        boards = state["boards"]
        need(not all(b["out"] for b in boards), "Every player is out but the round has not been scored.")
        need(bool(game.to_act(state)),
              "Every player still in the round has dropped, so the drops should have been revealed.")


def _check_round_end(state: State) -> None:
    """``round_end``: the boards of the round just scored, only while the
    next round's starting tiles are due, each laid as gravity allows and
    scoring exactly what that round's detail says."""
    ended = state.get("round_end")
    if ended is None:
        return
    n = len(state["players"])
    need(type(ended) is dict and whole(ended.get("round")) and type(ended.get("boards")) is list
          and len(ended["boards"]) == n and all(type(t) is list for t in ended["boards"]),
          'round_end must be null or the boards of the round just scored: '
          '{"round": that round, "boards": one list of tiles per player}.')
    rnd = ended["round"]
    need(state["phase"] == "start" and rnd == state["round"] - 1,
          f"round_end holds the boards of round {state['round'] - 1} only, and only until round "
          f"{state['round']}'s starting tiles are revealed (the start phase), not of round {rnd}.")
    for seat, tiles in enumerate(ended["boards"]):
        where = f"{seat_name(state, seat)}'s board at the end of round {rnd}"
        grid: list = [None] * 36
        for i, placed in enumerate(tiles):
            _check_placed(placed, where)
            tile = placed["tile"]
            need((tile in B.START_TILES) == (i == 0),
                  f"{where} must hold a starting tile first and only first, not {describe(tile)} as tile {i + 1}.")
            cells = [B.parse_cell(c) for c in placed["cells"]]
            (c0, r0), (c1, r1) = cells
            spot = B.landing(grid, min(c0, c1), "v" if c0 == c1 else "h")
            need(abs(c0 - c1) + abs(r0 - r1) == 1 and spot is not None and set(spot) == set(cells),
                  f"Tile {tile} on {where} covers {' and '.join(placed['cells'])}, where no drop after the "
                  "tiles listed before it puts it (tiles slide straight down, two neighbouring squares).")
            for (c, r), colour in zip(cells, B.TILES[tile], strict=True):
                grid[r * 6 + c] = colour
        ids = [t["tile"] for t in tiles]
        need(len(set(ids)) == len(ids), f"{where} holds a tile twice.")
        scored = {k: v for k, v in B.score_grid(grid, state["tasks"][:rnd]).items() if k != "total"}
        need(scored == state["round_detail"][seat][rnd - 1],
              f"{where} must score what round {rnd}'s detail says it scored.")
