"""Twittens: proof that a (possibly hand-written) state is a position the
rules can reach (README, "JSON state"), or an InvalidState saying what is
wrong, never another exception."""

from __future__ import annotations

from typing import Any

from rules.base import Game, InvalidState, State
from rules.checks import Describe

from .geometry import CARDS, CATEGORIES, ROTATIONS, TILES, Twitten
from .state import (
    DEAL_CARDS,
    DEAL_TILES,
    HOME_REASONS,
    SCHOOL_DRAW,
    SEASON_NAMES,
    SEASONS,
    seat_blank,
    tea_forced,
)

STATE_KEYS = ("game", "players", "rng", "options", "season", "phase", "start", "turn", "step", "deck",
              "stacks", "discard", "bimble_decks", "seats", "last")
PHASES = ("prepare", "play", "over")
STEPS = ("source", "keep", "place", "lost", "school", "tea")
SHEET_KEYS = CATEGORIES + ("total", "bimble_won", "bimble_lost", "tiles", "house_count", "lights")
COORD_LIMIT = len(TILES)  # a Twitten of every tile reaches no further from 0,0
SCORE_LIMIT = 10_000  # far above any season's score; keeps sums and texts small


# A short description of a JSON value for a refusal (never its whole text).
describe = Describe(shown_below=10**9, too_large="a number too large", text_limit=20, text_kept=20,
                 text_prefix="the text ", other=None)


def _int(value: Any, what: str, low: int, high: int) -> None:
    if type(value) is not int or not low <= value <= high:
        raise InvalidState(f"{what} is a whole number from {low} to {high}, not {describe(value)}.")


def _list(value: Any, what: str) -> list:
    if type(value) is not list:
        raise InvalidState(f"{what} is a list, not {describe(value)}.")
    return value


def _tile(value: Any, what: str) -> None:
    if type(value) is not int or value not in TILES:
        raise InvalidState(f"{what}: {describe(value)} is not a Twittens tile (t1 to t60).")


def _tiles(value: Any, what: str) -> None:
    for t in _list(value, what):
        _tile(t, what)


def _cards(value: Any, what: str) -> None:
    for c in _list(value, what):
        if type(c) is not int or c not in CARDS:
            raise InvalidState(f"{what}: {describe(c)} is not a Bimble card (b1 to b100).")


def _placements(value: Any, what: str) -> None:
    for entry in _list(value, what):
        if type(entry) is not list or len(entry) != 4:
            raise InvalidState(f"{what}: each placed tile is [tile, x, y, rotation], not {describe(entry)}.")
        t, x, y, r = entry
        _tile(t, what)
        _int(x, f"{what}: x", -COORD_LIMIT, COORD_LIMIT)
        _int(y, f"{what}: y", -COORD_LIMIT, COORD_LIMIT)
        if type(r) is not int or r not in ROTATIONS:
            raise InvalidState(f"{what}: a rotation is 0, 90, 180 or 270, not {describe(r)}.")


def _seat_shape(s: Any, who: str) -> None:
    """Every field of a seat record has its documented type."""
    if type(s) is not dict:
        raise InvalidState(f"{who}'s seat record is an object, not {describe(s)}.")
    missing = [k for k in seat_blank() if k not in s]
    if missing:
        raise InvalidState(f"{who}'s seat record lacks {', '.join(missing)}.")
    _placements(s["twitten"], f"{who}'s Twitten")
    for key in ("cards", "completed", "school", "deal_cards"):
        _cards(s[key], f"{who}'s {key}")
    if s["chosen_cards"] is not None:
        _cards(s["chosen_cards"], f"{who}'s chosen_cards")
    for key in ("drawn", "deal_tiles"):
        _tiles(s[key], f"{who}'s {key}")
    for key in ("favourite", "holding", "chosen_fav"):
        if s[key] is not None:
            _tile(s[key], f"{who}'s {key}")
    for key in ("home", "lost"):
        if type(s[key]) is not bool:
            raise InvalidState(f"{who}'s {key} is true or false, not {describe(s[key])}.")
    if s["home_reason"] is not None and s["home_reason"] not in tuple(HOME_REASONS):
        raise InvalidState(f"{who}'s home_reason is null or one of {', '.join(HOME_REASONS)}.")
    for sheet in _list(s["sheets"], f"{who}'s sheets"):
        if type(sheet) is not dict:
            raise InvalidState(f"{who}'s score sheets are objects, not {describe(sheet)}.")
        for key in SHEET_KEYS:
            _int(sheet.get(key), f"{who}'s score sheet {key}", -SCORE_LIMIT, SCORE_LIMIT)
        if sheet["total"] != sum(sheet[k] for k in CATEGORIES):
            raise InvalidState(f"{who}'s score sheet total is the sum of its eight categories.")
    previous = s.get("previous")
    if previous is not None:
        if type(previous) is not dict:
            raise InvalidState(f"{who}'s previous is null or an object, not {describe(previous)}.")
        _placements(previous.get("twitten"), f"{who}'s previous Twitten")
        for pair in _list(previous.get("cards"), f"{who}'s previous cards"):
            if type(pair) is not list or len(pair) != 2 or type(pair[1]) is not bool:
                raise InvalidState(f"{who}'s previous cards are [card, completed] pairs, not {describe(pair)}.")
            _cards(pair[:1], f"{who}'s previous cards")


def check(game: Game, state: State) -> None:
    """Prove the position possible, or raise InvalidState with the sentence
    that says what is wrong: every field of the documented shape, every
    tile and Bimble card exactly once, every Twitten legal, and the turn
    fields consistent, in every phase including the end of the game."""
    if type(state) is not dict:
        raise InvalidState(f"A Twittens state is a JSON object, not {describe(state)}.")
    for key in STATE_KEYS:
        if key not in state:
            raise InvalidState(f"The state has no {key!r} key.")
    if state["game"] != "twittens":
        raise InvalidState(f"This is not a Twittens state: its game is {describe(state['game'])}.")
    Game.validate(game, state)  # the keys every game has
    players = _list(state["players"], "players")
    if not 2 <= len(players) <= 4:
        raise InvalidState(f"Twittens is for 2 to 4 players, not {len(players)}.")
    for p in players:
        if type(p) is not str or not p.strip():
            raise InvalidState(f"Each player is a name (text), not {describe(p)}.")
    n = len(players)
    _int(state["rng"], "rng (the random generator's state)", 0, (1 << 64) - 1)
    if state["options"] != {}:
        raise InvalidState("options is {}: Twittens has no options.")
    _int(state["season"], "season", 1, SEASONS)
    season = state["season"]
    phase = state["phase"]
    if phase not in PHASES:
        raise InvalidState(f"phase is prepare, play or over, not {describe(phase)}.")
    _int(state["start"], "start (the start player's seat)", 0, n - 1)
    turn, step = state["turn"], state["step"]
    if phase == "play":
        _int(turn, "turn (the seat to play)", 0, n - 1)
        if step not in STEPS:
            raise InvalidState(f"step is source, keep, place, lost, school or tea, not {describe(step)}.")
    elif turn is not None or step is not None:
        raise InvalidState(f"turn and step are null while the phase is {phase}.")
    if phase == "over" and season != SEASONS:
        raise InvalidState("The game is over only after the fourth season: season is 4 at the end.")
    _tiles(state["deck"], "the deck")
    stacks, discard = state["stacks"], state["discard"]
    if stacks is not None:
        if type(stacks) is not list or len(stacks) != 2:
            raise InvalidState("stacks is null or a list of the two stacks, A and B.")
        for name, st in zip("AB", stacks, strict=True):
            _tiles(st, f"stack {name}")
    if discard is not None:
        _tiles(discard, "the discard pile")
    if (stacks is None) == (discard is None):
        raise InvalidState("There are either two stacks or a discard pile, never both or neither.")
    decks = _list(state["bimble_decks"], "bimble_decks")
    if len(decks) != SEASONS:
        raise InvalidState("bimble_decks holds the 4 season decks, spring first.")
    for k, d in enumerate(decks):
        _cards(d, f"the {SEASON_NAMES[k + 1]} Bimble deck")
    seats = _list(state["seats"], "seats")
    if len(seats) != n:
        raise InvalidState("There must be one seat record per player.")
    for i, s in enumerate(seats):
        _seat_shape(s, players[i])
    last = state["last"]
    if last is not None:
        if type(last) is not dict or type(last.get("text")) is not str:
            raise InvalidState("last is null or an object with the last move's seat and text.")
        _int(last.get("seat"), "last's seat", 0, n - 1)
        if "x" in last or "y" in last or "tile" in last:
            _int(last.get("x"), "last's x", -COORD_LIMIT, COORD_LIMIT)
            _int(last.get("y"), "last's y", -COORD_LIMIT, COORD_LIMIT)
            _tile(last.get("tile"), "last's tile")
    _validate_pieces(state)
    _validate_seats(state)


def _validate_pieces(state: State) -> None:
    """Every tile and every Bimble card in exactly one place."""
    players, seats = state["players"], state["seats"]
    where: dict[int, list[str]] = {}
    places = [("the deck", state["deck"]), ("the discard pile", state["discard"] or [])]
    places += [(f"stack {name}", st) for name, st in zip("AB", state["stacks"] or [], strict=False)]
    for who, s in zip(players, seats, strict=True):
        places.append((f"{who}'s Twitten", [t for t, *_ in s["twitten"]]))
        places += [(f"{who}'s {k}", s[k]) for k in ("drawn", "deal_tiles")]
        places += [(f"{who}'s {k}", [s[k]]) for k in ("favourite", "holding") if s[k] is not None]
    for place, tiles in places:
        for t in tiles:
            where.setdefault(t, []).append(place)
    for t, found in sorted(where.items()):
        if len(found) > 1:
            raise InvalidState(
                f"Tile t{t} is in {' and in '.join(found)}; every tile is in exactly one place.")
    missing = sorted(set(TILES) - set(where))
    if missing:
        raise InvalidState(
            "Every one of the 60 tiles must be somewhere; missing: "
            + ", ".join(f"t{t}" for t in missing) + ".")
    season = state["season"]
    cwhere: dict[int, list[tuple[str, int]]] = {}
    for k, d in enumerate(state["bimble_decks"]):
        for c in d:
            cwhere.setdefault(c, []).append((f"the {SEASON_NAMES[k + 1]} Bimble deck", k + 1))
    for who, s in zip(players, seats, strict=True):
        for key in ("cards", "school", "deal_cards"):
            for c in s[key]:
                cwhere.setdefault(c, []).append((f"{who}'s {key}", season))
    for c, homes in sorted(cwhere.items()):
        if len(homes) > 1:
            raise InvalidState(
                f"Bimble card b{c} is in {' and in '.join(p for p, _ in homes)}; "
                "every card is in exactly one place.")
        place, belongs = homes[0]
        own = CARDS[c]["season"]
        if belongs != own:
            raise InvalidState(
                f"Bimble card b{c} is a {SEASON_NAMES[own]} card, so it cannot be in {place} "
                f"(season {season}, {SEASON_NAMES[season]}).")
    missing = sorted(set(CARDS) - set(cwhere))
    if missing:
        raise InvalidState(
            "Every one of the 100 Bimble cards must be somewhere; missing: "
            + ", ".join(f"b{c}" for c in missing) + ".")


def _validate_seats(state: State) -> None:
    """Each Twitten legal, each hand consistent, and the turn fields
    matching the phase and step."""
    players, seats = state["players"], state["seats"]
    phase, season, turn, step = state["phase"], state["season"], state["turn"], state["step"]
    homes = [s["home"] for s in seats]
    if (state["stacks"] is None) != any(homes):
        raise InvalidState(
            "The stacks become the discard pile when the first player goes home for tea: there are "
            "two stacks exactly while nobody is home.")
    if state["stacks"] is not None and state["deck"] and not all(state["stacks"]):
        raise InvalidState("An emptied stack is refilled from the deck at once: a stack is empty only "
                           "when the deck is.")
    if phase == "over" and not all(homes):
        raise InvalidState("At the end of the game every player has gone home for tea.")
    if phase == "play":
        if homes[turn]:
            raise InvalidState("The seat to play has already gone home for tea.")
        if not state["deck"] and step in ("source", "tea"):
            raise InvalidState(
                "The Twitten deck is empty only during the turn that emptied it: Time for Tea (iii) "
                "then sends everyone home.")
    ready = 0
    for i, s in enumerate(seats):
        who = players[i]
        tw = Twitten([])
        for t, x, y, r in s["twitten"]:
            error = tw.placement_error(t, x, y, r)
            if error:
                raise InvalidState(f"{who}'s tile t{t} at {x},{y}: {error}")
            tw.add(t, x, y, r)
        if len(set(s["completed"])) != len(s["completed"]):
            raise InvalidState(f"{who}'s completed list names a Bimble card twice.")
        for c in s["completed"]:
            if c not in s["cards"]:
                raise InvalidState(f"{who} has a completed Bimble card b{c} that is not in their hand.")
            if not tw.completes(CARDS[c]):
                raise InvalidState(f"{who}'s Bimble card b{c} is marked completed, but their Twitten "
                                   "does not meet it.")
        for c in s["cards"]:
            if c not in s["completed"] and tw.completes(CARDS[c]):
                raise InvalidState(f"{who}'s Twitten meets Bimble card b{c}, so it was revealed as "
                                   "completed: list it in completed.")
        sheets = SEASONS if phase == "over" else season - 1
        if len(s["sheets"]) != sheets:
            raise InvalidState(f"{who} has {len(s['sheets'])} season score sheets; in season {season} "
                               f"({phase}) every seat has {sheets}.")
        if s["lost"]:
            raise InvalidState(f"{who}'s lost is false: it is set only while a return move is applied.")
        if s["home"] != (s["home_reason"] is not None):
            raise InvalidState(f"{who}: home_reason says why a seat went home, and is null for a seat "
                               "in play.")
        mine = phase == "play" and i == turn
        if len(s["drawn"]) != (2 if mine and step == "keep" else 0):
            raise InvalidState(f"{who} has {len(s['drawn'])} drawn tiles: only the seat to play holds "
                               "drawn tiles, 2 of them, in its keep step.")
        if (s["holding"] is not None) != (mine and step in ("place", "lost")):
            raise InvalidState(f"{who}: only the seat to play holds a tile to place, in its place or "
                               "lost step.")
        if bool(s["school"]) != (mine and step == "school") or len(s["school"]) > SCHOOL_DRAW:
            raise InvalidState(f"{who}: a school's 1 or 2 Bimble cards wait only in the school step of "
                               "the seat to play.")
        if mine and step in ("place", "lost") and (step == "lost") == bool(tw.legal_placements(s["holding"])):
            raise InvalidState(f"{who}'s step is {step}, but t{s['holding']} "
                               + ("fits in their Twitten." if step == "lost" else "fits nowhere in their Twitten."))
        if tw.over_limit() and not s["home"] and not (mine and step == "school"):
            raise InvalidState(f"{who} is over the house limit, so they went home for tea (Time for Tea i).")
        if phase == "prepare":
            if s["home"] or s["twitten"] or s["favourite"] is not None or s["cards"] or s["completed"]:
                raise InvalidState(f"{who}: while a season is prepared a seat has no Twitten, Favourite "
                                   "Place or Bimble cards yet, and nobody is home.")
            if len(s["deal_tiles"]) != DEAL_TILES or len(s["deal_cards"]) != DEAL_CARDS:
                raise InvalidState(f"{who} was dealt 3 tiles and 3 Bimble cards for the season.")
            fav, chosen = s["chosen_fav"], s["chosen_cards"]
            if fav is not None and fav not in s["deal_tiles"]:
                raise InvalidState(f"{who}'s chosen Favourite Place t{fav} is not one of the 3 tiles dealt.")
            if chosen is not None and (not 2 <= len(chosen) <= DEAL_CARDS or len(set(chosen)) != len(chosen)
                                       or any(c not in s["deal_cards"] for c in chosen)):
                raise InvalidState(f"{who}'s chosen_cards are 2 or 3 different cards of the 3 dealt.")
            ready += fav is not None and chosen is not None
        elif s["deal_tiles"] or s["deal_cards"] or s["chosen_fav"] is not None or s["chosen_cards"] is not None:
            raise InvalidState(f"{who}: dealt tiles and cards and the choices among them exist only while "
                               "a season is prepared.")
    if ready == len(seats):
        raise InvalidState("Everyone has chosen a Favourite Place and Bimble cards, so the season has begun: "
                           "the phase is play.")
    if phase == "play" and step == "tea" and tea_forced(state, turn) is not None:
        raise InvalidState("The tea step is the player's choice, but a Time for Tea rule decides for them "
                           "here.")
