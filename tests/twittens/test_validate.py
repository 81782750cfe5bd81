"""``validate`` proves a position possible (issue 11 item 6) and turns any
malformed input into InvalidState with a specific sentence, never another
exception; the states it accepts work with every reading function.

README, JSON state: "`validate` checks that all 60 tiles are in exactly one
place ..., each season's 25 cards are accounted for, every Twitten obeys the
placing rules, and the turn fields fit", in every phase, the end included.
"""

import copy
import json

import pytest

from rules.base import InvalidState, RandomPlayer
from rules.twittens import GAME
from rules.twittens.geometry import CARDS, TILES, Twitten
from tests.twittens.twhelp import tiles_of

# -- positions along one seeded 3-player game -----------------------------------------


def _collect():
    state = GAME.setup(["Ann", "Ben", "Cat"], {}, 5)
    bot = RandomPlayer(5)
    found = {"prepare1": state}
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, bot.choose(GAME, state, seat))
        if state["phase"] == "play":
            piles = "stacks" if state["stacks"] is not None else "discard"
            found.setdefault(f"{state['step']}-{piles}", state)
            if state["step"] == "source" and piles == "stacks" and all(
                    len(s["twitten"]) >= 2 for s in state["seats"]):
                found.setdefault("midgame", state)
        if state["phase"] == "prepare" and state["season"] == 2:
            found.setdefault("prepare2", state)
    found["over"] = state
    return found


POSITIONS = _collect()


def position(name):
    return copy.deepcopy(POSITIONS[name])


def test_the_collected_positions_are_valid_and_cover_every_step_and_phase():
    assert {"prepare1", "prepare2", "midgame", "over", "source-stacks", "source-discard", "keep-stacks",
            "keep-discard", "place-stacks", "place-discard", "school-stacks", "tea-stacks",
            "lost-discard"} <= set(POSITIONS)
    for state in POSITIONS.values():
        GAME.validate(state)


def reading_functions_work(state):
    """What a front end calls on a state that validate accepted."""
    acting = GAME.to_act(state)
    for seat in range(len(state["seats"])):
        GAME.legal_moves(state, seat)
        json.dumps(GAME.view(state, seat))
        GAME.summary(state, seat)
    json.dumps(GAME.view(state, None))
    GAME.summary(state, None)
    GAME.scores(state)
    GAME.standings(state)
    for seat in acting:
        assert GAME.legal_moves(state, seat), "an acting seat with no legal move"


# -- the generic sweep: delete every key, give every value every wrong type ------------------

DEEP = []
for _ in range(200):
    DEEP = [DEEP]
WRONG = [None, True, -1, 10**40, 2.5, "x", "", [], {}, [None], {"a": 1}, DEEP]


def paths(obj, prefix=()):
    """Every key of every object and the first and last item of every list."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield prefix + (k,)
            yield from paths(v, prefix + (k,))
    elif isinstance(obj, list) and obj:
        for i in sorted({0, len(obj) - 1}):
            yield prefix + (i,)
            yield from paths(obj[i], prefix + (i,))


def parent(state, path):
    node = state
    for k in path[:-1]:
        node = node[k]
    return node


def mutants(state):
    for path in paths(state):
        if isinstance(path[-1], str):
            new = copy.deepcopy(state)
            del parent(new, path)[path[-1]]
            yield f"del {path}", new
        for wrong in WRONG:
            new = copy.deepcopy(state)
            parent(new, path)[path[-1]] = copy.deepcopy(wrong)
            yield f"{path} = {str(wrong)[:20]}", new


@pytest.mark.parametrize("name", ["midgame", "prepare2", "over"])
def test_malformed_states_are_refused_with_a_sentence_or_work_everywhere(name):
    base = POSITIONS[name]
    refused = accepted = 0
    for what, state in mutants(base):
        try:
            GAME.validate(state)
        except InvalidState as error:
            message = str(error)
            assert message.endswith(".") and len(message) < 400, (what, message)
            refused += 1
            continue
        except Exception as error:  # noqa: BLE001 - the point of the test
            pytest.fail(f"{what}: validate raised {type(error).__name__}: {error}")
        accepted += 1
        try:
            reading_functions_work(state)
        except Exception as error:  # noqa: BLE001
            pytest.fail(f"{what}: accepted, then {type(error).__name__}: {error}")
    assert refused > 1000 and accepted < refused / 20


@pytest.mark.parametrize("bad", [None, [], "twittens", 3, 2.5, True, [{"game": "twittens"}]])
def test_a_state_that_is_not_an_object_is_refused(bad):
    with pytest.raises(InvalidState, match="A Twittens state is a JSON object"):
        GAME.validate(bad)


# -- the table: each invariant with the sentence that names it --------------------------------


def seat(state, i):
    return state["seats"][i]


def turn_seat(state):
    return state["seats"][state["turn"]]


def loose(state):
    """Lists holding loose tiles."""
    out = [state["deck"]] + list(state["stacks"] or []) + [state["discard"] or []]
    for s in state["seats"]:
        out += [s["drawn"], s["deal_tiles"]]
    return out


def move_tile(state, tid, dest):
    """Move a tile from wherever it lies loose (keeping every tile once)."""
    for lst in loose(state):
        if tid in lst:
            lst.remove(tid)
            dest.append(tid)
            return state
    raise AssertionError(tid)


def deck_card(state):
    return state["bimble_decks"][state["season"] - 1].pop()


def set_(path, value):
    def change(state):
        node = state
        for k in path[:-1]:
            node = node[k]
        node[path[-1]] = value
    return change


def do(*changes):
    def change(state):
        for c in changes:
            c(state)
    return change


def other_season_card(state):
    season = state["season"] % 4  # the next season's deck (index)
    return state["bimble_decks"][season].pop()


def first_unmet_card(state, i):
    tw = Twitten(seat(state, i)["twitten"])
    return next(c for c in CARDS if CARDS[c]["season"] == state["season"] and not tw.completes(CARDS[c])
                and c in state["bimble_decks"][state["season"] - 1])


def give_card(state, i, done=False):
    c = first_unmet_card(state, i)
    state["bimble_decks"][state["season"] - 1].remove(c)
    seat(state, i)["cards"].append(c)
    if done:
        seat(state, i)["completed"].append(c)


def give_met_card(state, i):
    tw = Twitten(seat(state, i)["twitten"])
    deck = state["bimble_decks"][state["season"] - 1]
    c = next(c for c in deck if tw.completes(CARDS[c]))
    deck.remove(c)
    seat(state, i)["cards"].append(c)


def home(state, i, reason="chose"):
    seat(state, i)["home"], seat(state, i)["home_reason"] = True, reason


def merge_stacks(state):
    state["discard"], state["stacks"] = state["stacks"][0] + state["stacks"][1], None


def empty_deck(state):
    under = state["stacks"][0] if state["stacks"] is not None else state["discard"]
    under[:0] = state["deck"]
    state["deck"].clear()


def sheet_of(state):
    return seat(state, 0)["sheets"][0]


CASES = [
    # shape of the state
    ("midgame", lambda s: s.pop("last"), "The state has no 'last' key"),
    ("midgame", set_(["game"], "bits"), "This is not a Twittens state: its game is the text 'bits'"),
    ("midgame", set_(["game"], 10**5000), "its game is a number too large"),
    ("midgame", set_(["players"], "Ann"), "players is a list, not the text 'Ann'"),
    ("midgame", set_(["players"], ["A", "B", "C", "D", "E"]), "Twittens is for 2 to 4 players, not 5"),
    ("midgame", set_(["players", 1], 7), "Each player is a name \\(text\\), not 7"),
    ("midgame", set_(["players", 1], "  "), "Each player is a name"),
    ("midgame", set_(["rng"], -1), "rng \\(the random generator's state\\) is a whole number from 0 to"),
    ("midgame", set_(["rng"], 1 << 64), "rng .* not a number too large"),
    ("midgame", set_(["rng"], 2.0), "rng .* not a decimal number"),
    ("midgame", set_(["options"], {"detours": True}), "options is {}: Twittens has no options"),
    ("midgame", set_(["season"], 0), "season is a whole number from 1 to 4, not 0"),
    ("midgame", set_(["season"], 5), "season is a whole number from 1 to 4, not 5"),
    ("midgame", set_(["season"], True), "season is a whole number from 1 to 4, not true"),
    ("midgame", set_(["phase"], "done"), "phase is prepare, play or over, not the text 'done'"),
    ("midgame", set_(["phase"], ["play"]), "phase is prepare, play or over, not a list"),
    ("midgame", set_(["start"], 3), "start \\(the start player's seat\\) is a whole number from 0 to 2, not 3"),
    ("midgame", set_(["start"], -1), "start .* not -1"),
    ("midgame", set_(["turn"], None), "turn \\(the seat to play\\) is a whole number from 0 to 2, not null"),
    ("midgame", set_(["turn"], 3), "turn .* not 3"),
    ("midgame", set_(["step"], "jump"), "step is source, keep, place, lost, school or tea, not the text 'jump'"),
    ("midgame", set_(["step"], {}), "step is source, .* not an object"),
    ("prepare2", set_(["turn"], 0), "turn and step are null while the phase is prepare"),
    ("prepare2", set_(["step"], "source"), "turn and step are null while the phase is prepare"),
    ("over", set_(["step"], "tea"), "turn and step are null while the phase is over"),
    ("over", set_(["season"], 3), "The game is over only after the fourth season"),
    ("midgame", set_(["deck"], "1 2 3"), "the deck is a list, not the text '1 2 3'"),
    ("midgame", set_(["deck", 0], 0), "the deck: 0 is not a Twittens tile \\(t1 to t60\\)"),
    ("midgame", set_(["deck", -1], 61), "the deck: 61 is not a Twittens tile"),
    ("midgame", set_(["deck", 0], True), "the deck: true is not a Twittens tile"),
    ("midgame", set_(["deck", 0], "t5"), "the deck: the text 't5' is not a Twittens tile"),
    ("midgame", set_(["stacks"], [[1]]), "stacks is null or a list of the two stacks, A and B"),
    ("midgame", set_(["stacks"], {"a": [1]}), "stacks is null or a list of the two stacks"),
    ("midgame", set_(["stacks", 1], 4), "stack B is a list, not 4"),
    ("midgame", set_(["stacks", 0, 0], 99), "stack A: 99 is not a Twittens tile"),
    ("source-discard", set_(["discard", 0], -3), "the discard pile: -3 is not a Twittens tile"),
    ("midgame", set_(["discard"], []), "There are either two stacks or a discard pile, never both or neither"),
    ("source-discard", set_(["discard"], None), "never both or neither"),
    ("midgame", set_(["bimble_decks"], [[], [], []]), "bimble_decks holds the 4 season decks, spring first"),
    ("midgame", set_(["bimble_decks"], "decks"), "bimble_decks is a list"),
    ("midgame", set_(["bimble_decks", 3, 0], 101), "the winter Bimble deck: 101 is not a Bimble card \\(b1 to b100\\)"),
    ("midgame", set_(["bimble_decks", 0], None), "the spring Bimble deck is a list, not null"),
    ("midgame", lambda s: s["seats"].pop(), "There must be one seat record per player"),
    ("midgame", set_(["seats"], {"0": {}}), "seats is a list, not an object"),
    ("midgame", set_(["seats", 1], []), "Ben's seat record is an object, not a list"),
    ("midgame", lambda s: seat(s, 2).pop("school"), "Cat's seat record lacks school"),
    ("midgame", set_(["seats", 0, "twitten"], {}), "Ann's Twitten is a list, not an object"),
    ("midgame", set_(["seats", 0, "twitten", 0], [1, 0, 0]), "Ann's Twitten: each placed tile is \\[tile, x, y, rotation\\], not a list"),
    ("midgame", set_(["seats", 0, "twitten", 0], "t1 0 0 0"), "each placed tile is .* not the text"),
    ("midgame", lambda s: seat(s, 0)["twitten"][0].__setitem__(0, 0), "Ann's Twitten: 0 is not a Twittens tile"),
    ("midgame", lambda s: seat(s, 0)["twitten"][0].__setitem__(1, 10**30), "Ann's Twitten: x is a whole number from -60 to 60, not a number too large"),
    ("midgame", lambda s: seat(s, 0)["twitten"][0].__setitem__(2, -61), "Ann's Twitten: y is a whole number from -60 to 60, not -61"),
    ("midgame", lambda s: seat(s, 0)["twitten"][0].__setitem__(2, 0.0), "Ann's Twitten: y .* not a decimal number"),
    ("midgame", lambda s: seat(s, 0)["twitten"][0].__setitem__(3, 45), "Ann's Twitten: a rotation is 0, 90, 180 or 270, not 45"),
    ("midgame", lambda s: seat(s, 0)["twitten"][0].__setitem__(3, 90.0), "a rotation is 0, 90, 180 or 270, not a decimal number"),
    ("midgame", set_(["seats", 1, "cards"], "b1"), "Ben's cards is a list, not the text 'b1'"),
    ("midgame", set_(["seats", 1, "completed"], [0]), "Ben's completed: 0 is not a Bimble card"),
    ("midgame", set_(["seats", 1, "school"], [None]), "Ben's school: null is not a Bimble card"),
    ("prepare2", set_(["seats", 1, "deal_cards", 0], 1000), "Ben's deal_cards: 1000 is not a Bimble card"),
    ("prepare2", set_(["seats", 1, "chosen_cards"], [5, "b6"]), "Ben's chosen_cards: the text 'b6' is not a Bimble card"),
    ("midgame", set_(["seats", 1, "drawn"], [0, 1]), "Ben's drawn: 0 is not a Twittens tile"),
    ("prepare2", set_(["seats", 1, "deal_tiles"], None), "Ben's deal_tiles is a list, not null"),
    ("midgame", set_(["seats", 1, "favourite"], 0), "Ben's favourite: 0 is not a Twittens tile"),
    ("midgame", set_(["seats", 1, "holding"], [3]), "Ben's holding: a list is not a Twittens tile"),
    ("prepare2", set_(["seats", 1, "chosen_fav"], "t3"), "Ben's chosen_fav: the text 't3' is not a Twittens tile"),
    ("midgame", set_(["seats", 2, "home"], "no"), "Cat's home is true or false, not the text 'no'"),
    ("midgame", set_(["seats", 2, "lost"], 0), "Cat's lost is true or false, not 0"),
    ("midgame", set_(["seats", 2, "home_reason"], "tired"), "Cat's home_reason is null or one of limit, lost, dark, last, chose"),
    ("midgame", set_(["seats", 2, "home_reason"], ["chose"]), "Cat's home_reason is null or one of"),
    ("prepare2", set_(["seats", 0, "sheets"], {}), "Ann's sheets is a list, not an object"),
    ("prepare2", set_(["seats", 0, "sheets", 0], 50), "Ann's score sheets are objects, not 50"),
    ("prepare2", lambda s: sheet_of(s).pop("lights"), "Ann's score sheet lights is a whole number from -10000 to 10000, not null"),
    ("prepare2", lambda s: sheet_of(s).__setitem__("houses", 10**6), "Ann's score sheet houses is a whole number .* not 1000000"),
    ("prepare2", lambda s: sheet_of(s).__setitem__("bimble", sheet_of(s)["bimble"] - 1), "Ann's score sheet total is the sum of its eight categories"),
    ("prepare2", set_(["seats", 0, "previous"], []), "Ann's previous is null or an object, not a list"),
    ("prepare2", lambda s: seat(s, 0)["previous"].pop("twitten"), "Ann's previous Twitten is a list, not null"),
    ("prepare2", lambda s: seat(s, 0)["previous"]["twitten"][0].__setitem__(3, 360), "Ann's previous Twitten: a rotation is"),
    ("prepare2", set_(["seats", 0, "previous", "cards"], None), "Ann's previous cards is a list, not null"),
    ("prepare2", set_(["seats", 0, "previous", "cards"], [[1]]), "Ann's previous cards are \\[card, completed\\] pairs, not a list"),
    ("prepare2", set_(["seats", 0, "previous", "cards"], [[1, "yes"]]), "pairs, not a list"),
    ("prepare2", set_(["seats", 0, "previous", "cards"], [(1, True)]), "pairs, not tuple"),
    ("prepare2", set_(["seats", 0, "previous", "cards"], [[0, True]]), "Ann's previous cards: 0 is not a Bimble card"),
    ("midgame", set_(["last"], ["Ann"]), "last is null or an object with the last move's seat and text"),
    ("midgame", set_(["last"], {"seat": 0}), "last is null or an object"),
    ("midgame", set_(["last"], {"seat": 3, "text": "."}), "last's seat is a whole number from 0 to 2, not 3"),
    ("midgame", set_(["last"], {"seat": 0, "text": ".", "x": 0, "y": 0}), "last's tile: null is not a Twittens tile"),
    ("midgame", set_(["last"], {"seat": 0, "text": ".", "tile": 5, "x": 0}), "last's y is a whole number"),
    ("midgame", set_(["last"], {"seat": 0, "text": ".", "tile": 5, "y": 0, "x": 99}), "last's x is a whole number from -60 to 60, not 99"),
    # every tile exactly once
    ("midgame", lambda s: s["deck"].append(s["deck"][0]), "Tile t\\d+ is in the deck and in the deck; every tile is in exactly one place"),
    ("midgame", lambda s: s["stacks"][1].append(seat(s, 0)["twitten"][0][0]), "is in stack B and in Ann's Twitten"),
    ("midgame", lambda s: s["deck"].append(next(x["favourite"] for x in s["seats"] if x["favourite"])),
     "is in the deck and in \\w+'s favourite"),
    ("place-stacks", lambda s: s["deck"].append(turn_seat(s)["holding"]), "in the deck and in .*'s holding"),
    ("keep-stacks", lambda s: s["deck"].append(turn_seat(s)["drawn"][1]), "in the deck and in .*'s drawn"),
    ("prepare1", lambda s: s["deck"].append(seat(s, 1)["deal_tiles"][2]), "in the deck and in Ben's deal_tiles"),
    ("over", lambda s: s["discard"].append(s["deck"][0] if s["deck"] else seat(s, 0)["twitten"][0][0]), "every tile is in exactly one place"),
    ("midgame", lambda s: s["deck"].remove(min(s["deck"])), "Every one of the 60 tiles must be somewhere; missing: t\\d+\\."),
    ("over", lambda s: seat(s, 1)["twitten"].pop(), "Every one of the 60 tiles must be somewhere; missing"),
    # every Bimble card exactly once, in its season
    ("midgame", lambda s: s["bimble_decks"][0].append(s["bimble_decks"][0][0]), "Bimble card b\\d+ is in the spring Bimble deck and in the spring Bimble deck"),
    ("midgame", lambda s: seat(s, 0)["cards"].append(seat(s, 1)["cards"][0]), "is in Ann's cards and in Ben's cards; every card is in exactly one place"),
    ("school-stacks", lambda s: s["bimble_decks"][s["season"] - 1].append(turn_seat(s)["school"][0]), "and in .*'s school"),
    ("prepare2", lambda s: seat(s, 0)["deal_cards"].append(seat(s, 0)["deal_cards"][0]), "in Ann's deal_cards and in Ann's deal_cards"),
    ("over", lambda s: s["bimble_decks"][3].append(seat(s, 0)["cards"][0]), "is in the winter Bimble deck and in Ann's cards"),
    ("over", lambda s: s["bimble_decks"][2].append(s["bimble_decks"][2][0]), "is in the autumn Bimble deck and in the autumn Bimble deck"),
    ("midgame", lambda s: s["bimble_decks"][1].append(s["bimble_decks"][0].pop()), "Bimble card b\\d+ is a spring card, so it cannot be in the summer Bimble deck \\(season \\d, \\w+\\)"),
    ("midgame", lambda s: seat(s, 0)["school"].append(other_season_card(s)), "is a \\w+ card, so it cannot be in Ann's school"),
    ("over", lambda s: seat(s, 2)["cards"].append(s["bimble_decks"][0].pop()), "b\\d+ is a spring card, so it cannot be in Cat's cards \\(season 4, winter\\)"),
    ("midgame", lambda s: s["bimble_decks"][3].pop(), "Every one of the 100 Bimble cards must be somewhere; missing: b\\d+\\."),
    ("over", lambda s: seat(s, 0)["cards"].pop(0), "Every one of the 100 Bimble cards must be somewhere"),
    ("over", lambda s: s["bimble_decks"][3].pop(), "Every one of the 100 Bimble cards must be somewhere"),
    # piles and who is home
    ("source-discard", lambda s: s.update(stacks=[s["discard"][:1], s["discard"][1:]], discard=None),
     "there are two stacks exactly while nobody is home"),
    ("midgame", lambda s: (home(s, 1), s.update(turn=0)), "two stacks exactly while nobody is home"),
    ("midgame", lambda s: s["stacks"][1].extend(s["stacks"][0]) or s["stacks"][0].clear(), "An emptied stack is refilled from the deck at once"),
    ("over", lambda s: seat(s, 1).update(home=False, home_reason=None), "At the end of the game every player has gone home for tea"),
    ("source-discard", lambda s: home(s, s["turn"]), "The seat to play has already gone home for tea"),
    ("source-discard", empty_deck, "The Twitten deck is empty only during the turn that emptied it"),
    ("tea-stacks", empty_deck, "The Twitten deck is empty only during the turn that emptied it"),
    # each seat
    ("midgame", lambda s: seat(s, 0)["twitten"][1].__setitem__(1, 5), "Ann's tile t\\d+ at 5,-?\\d+: Placing rule ii"),
    ("midgame", lambda s: give_card(s, 0, done=True) or seat(s, 0)["completed"].append(seat(s, 0)["cards"][-1]),
     "Ann's completed list names a Bimble card twice"),
    ("midgame", lambda s: seat(s, 0)["completed"].append(seat(s, 1)["cards"][0]), "Ann has a completed Bimble card b\\d+ that is not in their hand"),
    ("midgame", lambda s: give_card(s, 1, done=True), "Ben's Bimble card b\\d+ is marked completed, but their Twitten does not meet it"),
    ("over", lambda s: next(x for x in s["seats"] if x["completed"])["completed"].clear(),
     "'s Twitten meets Bimble card b\\d+, so it was revealed as completed"),
    ("midgame", lambda s: give_met_card(s, 0), "Ann's Twitten meets Bimble card b\\d+, so it was revealed as completed: list it in completed"),
    ("midgame", lambda s: seat(s, 1)["sheets"].append(dict(POSITIONS["prepare2"]["seats"][0]["sheets"][0])),
     "Ben has 1 season score sheets; in season 1 \\(play\\) every seat has 0"),
    ("over", lambda s: seat(s, 1)["sheets"].pop(), "Ben has 3 season score sheets; in season 4 \\(over\\) every seat has 4"),
    ("midgame", set_(["seats", 2, "lost"], True), "Cat's lost is false: it is set only while a return move is applied"),
    ("source-discard", lambda s: next(x for x in s["seats"] if x["home"]).update(home_reason=None),
     "home_reason says why a seat went home, and is null for a seat in play"),
    ("midgame", set_(["seats", 2, "home_reason"], "chose"), "Cat: home_reason says why a seat went home"),
    ("midgame", lambda s: move_tile(s, s["deck"][0], seat(s, 1)["drawn"]) and move_tile(s, s["deck"][0], seat(s, 1)["drawn"]),
     "Ben has 2 drawn tiles: only the seat to play holds drawn tiles, 2 of them, in its keep step"),
    ("keep-stacks", lambda s: s["stacks"][0].append(turn_seat(s)["drawn"].pop()), "has 1 drawn tiles: only the seat to play"),
    ("midgame", lambda s: seat(s, 1).update(holding=s["deck"].pop()), "Ben: only the seat to play holds a tile to place, in its place or lost step"),
    ("place-stacks", lambda s: s["deck"].append(turn_seat(s).pop("holding")) or turn_seat(s).update(holding=None),
     "only the seat to play holds a tile to place"),
    ("midgame", lambda s: seat(s, 1)["school"].append(deck_card(s)), "Ben: a school's 1 or 2 Bimble cards wait only in the school step of the seat to play"),
    ("school-stacks", lambda s: turn_seat(s)["school"].append(deck_card(s)), "a school's 1 or 2 Bimble cards wait only in the school step"),
    ("school-stacks", lambda s: s["bimble_decks"][s["season"] - 1].extend(turn_seat(s)["school"]) or turn_seat(s)["school"].clear(),
     "a school's 1 or 2 Bimble cards wait only in the school step"),
    ("lost-discard", set_(["step"], "place"), "'s step is place, but t\\d+ fits nowhere in their Twitten"),
    ("place-stacks", set_(["step"], "lost"), "'s step is lost, but t\\d+ fits in their Twitten"),
]


def over_the_limit(s):
    """The seat to play (in its source step) has 8 houses and no substation."""
    i = s["turn"]
    twos = [t for t in tiles_of("straight") if sum(r.count("house") for r in TILES[t]["cells"]) == 2
            and not any("substation" in tok or "school" in tok for r in TILES[t]["cells"] for tok in r)]
    for t, *_ in seat(s, i)["twitten"]:
        s["deck"].append(t)
    seat(s, i)["twitten"] = []
    for k, t in enumerate(twos[:4]):
        for lst in loose(s):
            if t in lst:
                lst.remove(t)
        for other in s["seats"]:
            assert t not in [p[0] for p in other["twitten"]], "the test needs these tiles loose"
            if other["favourite"] == t:
                other["favourite"] = s["deck"].pop(0)
        seat(s, i)["twitten"].append([t, 0, k, 0])
    tw = Twitten(seat(s, i)["twitten"])
    seat(s, i)["completed"] = [c for c in seat(s, i)["cards"] if tw.completes(CARDS[c])]


CASES += [
    ("source-stacks", over_the_limit, "is over the house limit, so they went home for tea \\(Time for Tea i\\)"),
    ("prepare2", lambda s: seat(s, 1).update(home=True, home_reason="chose") or merge_stacks(s),
     "Ben: while a season is prepared a seat has no Twitten, Favourite Place or Bimble cards yet, and nobody is home"),
    ("prepare2", lambda s: seat(s, 1).update(favourite=s["deck"].pop()), "while a season is prepared a seat has no"),
    ("prepare2", lambda s: seat(s, 1)["cards"].append(deck_card(s)), "while a season is prepared a seat has no"),
    ("prepare2", lambda s: move_tile(s, seat(s, 1)["deal_tiles"][0], s["deck"]), "Ben was dealt 3 tiles and 3 Bimble cards for the season"),
    ("prepare2", lambda s: s["bimble_decks"][1].append(seat(s, 1)["deal_cards"].pop()), "Ben was dealt 3 tiles and 3 Bimble cards"),
    ("prepare2", lambda s: seat(s, 1).update(chosen_fav=s["deck"][0]), "Ben's chosen Favourite Place t\\d+ is not one of the 3 tiles dealt"),
    ("prepare2", lambda s: seat(s, 1).update(chosen_cards=seat(s, 1)["deal_cards"][:1]), "Ben's chosen_cards are 2 or 3 different cards of the 3 dealt"),
    ("prepare2", lambda s: seat(s, 1).update(chosen_cards=seat(s, 1)["deal_cards"] * 2), "Ben's chosen_cards are 2 or 3 different"),
    ("prepare2", lambda s: seat(s, 1).update(chosen_cards=seat(s, 1)["deal_cards"][:1] * 2), "Ben's chosen_cards are 2 or 3 different"),
    ("prepare2", lambda s: seat(s, 1).update(chosen_cards=[s["bimble_decks"][1][0], seat(s, 1)["deal_cards"][0]]),
     "Ben's chosen_cards are 2 or 3 different"),
    ("prepare2", lambda s: [x.update(chosen_fav=x["deal_tiles"][0], chosen_cards=x["deal_cards"][:2]) for x in s["seats"]],
     "Everyone has chosen a Favourite Place and Bimble cards, so the season has begun"),
    ("midgame", lambda s: move_tile(s, s["deck"][0], seat(s, 1)["deal_tiles"]), "Ben: dealt tiles and cards and the choices among them exist only while a season is prepared"),
    ("over", lambda s: seat(s, 1)["deal_cards"].append(s["bimble_decks"][3].pop()), "Ben: dealt tiles and cards"),
    ("midgame", set_(["seats", 1, "chosen_fav"], 1), "Ben: dealt tiles and cards"),
    ("midgame", set_(["seats", 1, "chosen_cards"], []), "Ben: dealt tiles and cards"),
]


def short_tea(s):
    """At the tea step, but with fewer than 5 tiles the rules decide (iv)."""
    me = turn_seat(s)
    while len(me["twitten"]) >= 5:
        s["deck"].insert(0, me["twitten"].pop()[0])
    tw = Twitten(me["twitten"])
    me["completed"] = [c for c in me["completed"] if tw.completes(CARDS[c])]


CASES.append(("tea-stacks", short_tea, "The tea step is the player's choice, but a Time for Tea rule decides for them here"))


@pytest.mark.parametrize("name,change,message", CASES, ids=[f"{i}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_an_impossible_position_is_refused_with_the_sentence_that_names_it(name, change, message):
    state = position(name)
    change(state)
    with pytest.raises(InvalidState, match=message):
        GAME.validate(state)


def test_validate_leaves_the_state_untouched():
    for state in POSITIONS.values():
        before = json.dumps(state, sort_keys=True)
        GAME.validate(state)
        assert json.dumps(state, sort_keys=True) == before


def test_a_state_without_previous_still_loads():
    """`previous` is optional (older states have none)."""
    state = position("prepare2")
    for s in state["seats"]:
        del s["previous"]
    GAME.validate(state)
    assert all(s["previous"] is None for s in GAME.view(state, None)["seats"])
