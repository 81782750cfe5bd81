"""Tweeeet's words as data (issue 31): every sentence the engine gives a
reader (events, refusals, prompts, move labels, previews, undo reasons,
standings, the summary and the alt text) is a ``tweeeet-*`` message of
bot/i18n/locales/*/tweeeet.ftl, and reads in German and Russian with no
English left, no error, and the alt text within Discord's 1,024
characters in every language."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from bot.i18n import LOCALES, SOURCE, catalogue, render
from rules.base import ALT_TEXT_LIMIT, GameOver, NotYourTurn, RulesError, Text, joined, say
from rules.tweeeet import GAME
from rules.tweeeet import words as W
from rules.tweeeet.board import NEST_SPACES
from tests.support.english import leaks

OTHERS = [loc for loc in LOCALES if loc != SOURCE]
ENGINE = Path(W.__file__).parent
FTL = Path(catalogue().root) / SOURCE / "tweeeet.ftl"
GRASS = "........."
START = "....*...."
# six distinct names of Discord's longest length, 32 characters; and short ones
LONG = [f"{c * 29}-{n:02d}" for n, c in enumerate("abcdef", 1)]
SHORT = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"]


def ids(value) -> set[str]:
    """Every message id a Text uses, nested ones included."""
    if isinstance(value, Text):
        found = {value.id} if value.id else set()
        for arg in value.args.values():
            found |= ids(arg)
        return found
    if isinstance(value, (list, tuple)):
        return set().union(*(ids(v) for v in value)) if value else set()
    return set()


def read(value, names=(), *, front: str = "discord") -> dict[str, str]:
    """``value`` in every locale, checked: it renders (no error, nothing
    of Fluent's syntax left) and the German and Russian have no English."""
    out = {}
    for locale in LOCALES:
        text = render(value, locale, front=front)
        assert text.strip(), (locale, value)
        assert "{" not in text and "tweeeet-" not in text, (locale, text)
        if locale != SOURCE:
            assert leaks(text, allowed=set(names)) == set(), (locale, text)
        out[locale] = text
    return out


def _play(n: int, seed: int, names, options=None):
    """A seeded whole game by computer players: every state, the flight
    played from it and what it told."""
    state = GAME.setup(names[:n], options or {}, seed)
    players = [GAME.computer_player(i) for i in range(n)]
    steps = []
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        move = players[seat].choose(GAME, state, seat)
        after, events = GAME.apply(state, seat, move)
        steps.append((state, seat, move, after, events))
        state = after
    return steps, state


GAMES = {
    "six long names": (6, 4, LONG, {}),
    "four, new players": (4, 11, SHORT, {"new_players": True}),
    "three, experienced birds": (3, 7, SHORT, {"experienced_bonus": 3}),
    "two": (2, 2, SHORT, {}),
}


@pytest.fixture(scope="module", params=sorted(GAMES))
def game(request):
    n, seed, names, options = GAMES[request.param]
    steps, final = _play(n, seed, names, options)
    return names[:n], steps, final


# -- (1) a whole game in every language --------------------------------------------


def test_a_whole_game_reads_in_every_language_with_no_english_left(game):
    names, steps, final = game
    for i, (state, seat, move, after, events) in enumerate(steps):
        for decision in GAME.to_act(state).values():
            read(decision.prompt, names)
        moves = GAME.legal_moves(state, seat)
        for m in moves[:3] + moves[-1:]:
            read(m.label, names)
        for event in events:
            read(event.text, names)
        reason = GAME.undoable(state, after, seat)
        if reason is not None:
            read(reason, names)
        if i % 5 == 0:  # the expensive ones on a sample of the positions
            read(GAME.preview(state, seat, move).sentence, names)
            read(GAME.summary(state, None), names)
            read(GAME.summary(state, seat), names)
            read(GAME.standings(state)[0].detail, names)
    for st in GAME.standings(final):
        read(st.detail, names)
    read(GAME.summary(final, None), names)
    read(GAME.summary(final, 0), names)


def test_the_alt_text_fits_in_every_language_at_every_step(game):
    names, steps, final = game
    for state in [s for s, *_ in steps] + [final]:
        alt = GAME.alt_text(state)
        for locale, text in read(alt, names).items():
            assert len(text) <= ALT_TEXT_LIMIT, (locale, len(text))
            assert len(text) <= W.room(alt), locale  # the engine's estimate is never short


def test_the_alt_text_adds_whole_lines_while_the_longest_language_has_room(game):
    _names, steps, final = game
    for state in [s for s, *_ in steps[::7]] + [final]:
        parts = GAME.alt_text(state).args["parts"]
        # the head is always there; every extra line fits by the estimate
        assert W.room(joined(parts)) <= ALT_TEXT_LIMIT
        assert parts[0].id in ("tweeeet-alt-to-fly", "tweeeet-alt-over-tie", "tweeeet-alt-over-win")


def test_a_view_holds_the_standings_words_as_data():
    _steps, final = _play(2, 2, SHORT)
    view = GAME.view(final, None)
    for entry, st in zip(view["standings"], GAME.standings(final), strict=True):
        assert Text.from_json(entry["detail"]) == st.detail
        read(Text.from_json(entry["detail"]), SHORT)


# -- (2) every refusal ------------------------------------------------------------------


def refusals(kit):
    """(state, seat, typed) for every RulesError the engine can give, each
    driven by illegal input, named by the rule it keeps."""
    out = {}
    free = kit.build([START, ".~3......", GRASS, GRASS], [{"pos": "E0", "energy": 6}, {"pos": "D1", "energy": 7}])
    out["notation"] = (free, 0, "zz")
    out["no space"] = (free, 0, "A9")
    out["already there"] = (free, 0, "E0")
    out["water"] = (free, 0, "B1")
    out["empty"] = (free, 0, "A2")
    out["taken"] = (free, 0, "D1")
    far = kit.build([START, GRASS, GRASS, GRASS, GRASS, GRASS, "....5...."],
                    [{"pos": "E0", "energy": 3}, {"pos": "A0", "energy": 7}])
    out["too far"] = (far, 0, "E6")
    walled = kit.build([START, "~~~~~~~~~", "....5...."], [{"pos": "E0", "energy": 9}, {"pos": "A0", "energy": 7}])
    out["no route"] = (walled, 0, "E2")
    moved = kit.build([START, "..3......", GRASS], [{"pos": "C1", "energy": 6}, {"pos": "A0", "energy": 7}])
    out["start space"] = (moved, 0, "E0")
    nest = kit.build([GRASS, GRASS, NEST_SPACES], [{"pos": "E19", "energy": 9}, {"pos": "B20", "energy": 5,
                     "status": "nested"}, {"pos": "D19", "energy": 9}],
                     first=18, nests={"robin": "H20", "bluethroat": "B20"})
    out["not your nest"] = (nest, 0, "E20")
    theirs = kit.build([GRASS, GRASS, NEST_SPACES], [{"pos": "E19", "energy": 9}, {"pos": "B20", "energy": 5,
                       "status": "nested"}], first=18, nests={"robin": None, "bluethroat": "B20"})
    out["their nest"] = (theirs, 0, "B20")
    out["empty, nest laid"] = (nest, 0, "E18")
    out["not your turn"] = (free, 1, "D1")
    last = kit.build([GRASS, NEST_SPACES],
                     [{"pos": "E19", "energy": 6}, {"pos": "B20", "energy": 5, "status": "nested"}],
                     first=19, nests={"robin": None, "bluethroat": "B20"})
    over, _ = GAME.apply(last, 0, "E20")
    out["game over"] = (over, 0, "E20")
    return out


REFUSED = {
    "notation": "is not a space label",
    "no space": "There is no space A9",
    "already there": "already at E0",
    "water": "B1 is water: each turn you must fly to a space with food.",
    "empty": "A2 is a space with no food",
    "taken": "D1 is taken by another bird",
    "too far": "takes 6 spaces, but you have only 3 energy",
    "no route": "No open route leads to E2",
    "start space": "E0 is the start space",
    "not your nest": "E20 is not your nest: the Robins must all end on one nest, and theirs is H20.",
    "their nest": "B20 is the Bluethroats' nest",
    "empty, nest laid": "(or, now the nest tile is laid, your team's nest)",
    "not your turn": "not your turn",
    "game over": "over",
}


@pytest.mark.parametrize("rule", sorted(REFUSED))
def test_every_refusal_reads_in_every_language(kit, rule):
    state, seat, typed = refusals(kit)[rule]
    with pytest.raises(RulesError) as refused:
        GAME.apply(state, seat, typed)
    assert REFUSED[rule] in str(refused.value)  # the English is the same as before
    read(refused.value.message, state["players"])
    if rule == "not your turn":
        assert isinstance(refused.value, NotYourTurn)
    if rule == "game over":
        assert isinstance(refused.value, GameOver)


def test_the_refusal_no_position_can_reach_still_reads_in_every_language():
    # rules/tweeeet/game.py: a nest exists only on the nest tile, so this
    # refusal is a safety net no position reaches
    read(say("tweeeet-nest-not-laid"))


# -- (3) English as before -----------------------------------------------------------------


def test_the_english_of_a_flight_and_its_preview_is_as_before(kit):
    state = kit.build([START, "..3......", GRASS, GRASS], [{"pos": "E0", "energy": 6}, {"pos": "A0", "energy": 7}],
                      names=["Ann", "Bob"])
    preview = GAME.preview(state, 0, "C1")
    assert str(preview.sentence) == (
        "Ann (Robin) flies 2 spaces from E0 to C1 and eats a berry (+3). Your energy is now 7. "
        "The tiles laid and the birds' turns that follow it are shown once it is played: "
        "they may depend on the tile pile and on energy you cannot see.")
    assert str(GAME.to_act(state)[0].prompt) == "Fly from E0 to a space with food: type its label, e.g. F7."
    assert [str(m.label) for m in GAME.legal_moves(state, 0)] == ["berry at C1: cost 2, +3"]


def test_the_english_of_the_summary_is_as_before(kit):
    state = kit.build([START, ".~3.....@", GRASS], [{"pos": "E0", "energy": 6}, {"pos": "A0", "energy": 7}],
                      names=["Ann", "Bob"], pile=[4], arrows={2: "W"}, tiles={1: 3})
    assert str(GAME.summary(state, 1)).splitlines() == [
        "Ann (Robin) to fly from E0.",
        "Your energy: 7.",
        "Birds: Ann (Robin) at E0; Bob (Bluethroat) at A0.",
        "Row 2: arrow W.",
        "Row 1: food berry C; water B; nests I.",
        "Row 0 (start): all grass.",
        "Tiles left in the pile: 1 (the last one is the nest tile).",
    ]


def test_and_joins_two_or_more_clauses_with_no_comma_before_the_last():
    assert W.and_list(["a"]) == "a"
    assert str(W.and_list(["a", "b"])) == "a and b"
    assert str(W.and_list(["a", "b", "c"])) == "a, b and c"
    assert render(W.and_list(["a", "b", "c"]), "de") == "a, b und c"
    assert render(W.and_list(["a", "b", "c"]), "ru") == "a, b и c"


def test_rows_drawn_in_russian_take_the_plural_of_their_number():
    rows = [render(say("tweeeet-undo-drawn", count=n, rows="1"), "ru") for n in (1, 2, 5, 21)]
    assert rows == ["из стопки вытянута плитка (ряд 1)", "из стопки вытянуты 2 плитки (ряды 1)",
                    "из стопки вытянуто 5 плиток (ряды 1)", "из стопки вытянута 21 плитка (ряды 1)"]


def test_averages_are_written_as_each_language_writes_numbers(kit):
    rows = [GRASS, GRASS, NEST_SPACES]
    birds = [{"pos": "E19", "energy": 1}, {"pos": "B20", "energy": 8, "status": "nested"},
             {"pos": None, "energy": 3, "status": "out"}]
    state = kit.build(rows, birds, first=18, nests={"robin": None, "bluethroat": "B20"}, names=["Ann", "Bob", "Cy"])
    state["birds"][2]["reason"] = "energy"
    after, _ = GAME.apply(state, 0, "E20")
    verdict = GAME.standings(after)[0].detail
    assert str(verdict) == ("The Bluethroats win by 8 against -0.5: Bluethroats 8 = 8 / 1 = 8; "
                            "Robins 0 + (-1) = -1 / 2 = -0.5.")
    assert render(verdict, "de") == ("Die Blaukehlchen gewinnen mit 8 gegen -0,5: Blaukehlchen 8 = 8 / 1 = 8; "
                                     "Rotkehlchen 0 + (-1) = -1 / 2 = -0,5.")
    assert render(verdict, "ru").startswith("Варакушки побеждают со средним 8 против -0,5")


# -- the alt text's estimate -----------------------------------------------------------------

SELECTORS = {
    "team": ("robin", "bluethroat"),
    "food": ("nut", "strawberry", "berry", "caterpillar", "beetle", "nest"),
    "status": ("flying", "nested", "out"),
    "band": ("talk", "twitter", "flap"),
}
NUMBERS = {"row", "first", "last", "tiles", "spaces", "value", "distance", "points", "total", "birds",
           "energy", "count", "cost"}
AVERAGES = {"average", "against"}


def needed(msg_id: str, locale: str) -> int:
    """The most characters ``msg_id`` writes in ``locale`` beyond what
    ``room`` counts for its arguments, over every variant."""
    names = sorted(catalogue().arguments(SOURCE, msg_id) - {"front"})
    choices = []
    for name in names:
        if name in SELECTORS:
            choices.append(SELECTORS[name])
        elif name in NUMBERS:
            choices.append((0, 1, 2, 5, 21))
        elif name in AVERAGES:
            choices.append((1.0, -0.5, 10 / 3))
        else:
            choices.append(("",))
    most = 0
    for combo in itertools.product(*choices):
        args = dict(zip(names, combo, strict=True))
        text = Text(msg_id, args)
        most = max(most, len(render(text, locale)) - (W.room(text) - W.ROOM[msg_id]))
    return most


def test_the_room_of_every_alt_text_message_is_what_its_longest_language_needs():
    # never short (the alt text would overflow in that language), and no
    # more (the lines left out would have fitted)
    measured = {msg_id: max(needed(msg_id, locale) for locale in LOCALES) for msg_id in W.ROOM}
    assert measured == W.ROOM, "ROOM in rules/tweeeet/words.py is not what the catalogues need"


def test_the_room_of_a_value_counts_its_words_and_its_data():
    assert W.room("E7") == 2
    assert W.room(12) == 2
    assert W.room(10 / 3) == 4  # 3.33
    assert W.room(["ab", "c"]) == 2 + 1 + 2 * W.LIST_ROOM
    assert W.room(joined(["ab", "c"], "; ")) == 5
    assert W.room(say("tweeeet-alt-secret")) == W.ROOM["tweeeet-alt-secret"]
    assert W.room(say("tweeeet-alt-birds", birds="xyz")) == W.ROOM["tweeeet-alt-birds"] + 3


# -- (4) the catalogue has every id the engine uses, and no other ---------------------------


def engine_ids() -> set[str]:
    found = set()
    for path in ENGINE.glob("*.py"):
        found |= set(re.findall(r'"(tweeeet-[a-z0-9-]+)"', path.read_text(encoding="utf-8")))
    return found - {"tweeeet-guide"}  # GameInfo's guide: the domain guide-tweeeet


def catalogue_ids() -> set[str]:
    return set(re.findall(r"^(tweeeet-[a-z0-9-]+) =", FTL.read_text(encoding="utf-8"), re.MULTILINE))


def test_every_id_the_engine_writes_is_in_every_catalogue_and_every_message_is_used():
    written = engine_ids()
    assert written == catalogue_ids()
    for locale in LOCALES:
        assert written <= catalogue().ids(locale), locale
    assert set(W.ROOM) <= written


def test_every_id_a_game_and_the_refusals_use_is_in_the_catalogue(kit):
    steps, final = _play(4, 11, SHORT, {"new_players": True})
    used: set[str] = set()
    for state, seat, _move, after, events in steps:
        used |= ids([e.text for e in events]) | ids([m.label for m in GAME.legal_moves(state, seat)])
        used |= ids([d.prompt for d in GAME.to_act(state).values()]) | ids(GAME.undoable(state, after, seat))
    used |= ids(GAME.alt_text(final)) | ids(GAME.summary(final)) | ids([st.detail for st in GAME.standings(final)])
    for state, seat, typed in refusals(kit).values():
        with pytest.raises(RulesError) as refused:
            GAME.apply(state, seat, typed)
        used |= ids(refused.value.message)
    assert {i for i in used if i.startswith("tweeeet-")} <= catalogue_ids()
    assert len(used) > 30


# -- the fast step says nothing --------------------------------------------------------------


def test_the_fast_step_builds_no_words_and_reaches_the_same_positions(monkeypatch):
    steps, _final = _play(4, 11, SHORT, {"new_players": True})

    def silent(*_args, **_kwargs):
        raise AssertionError("the fast step built a sentence")

    for module in ("rules.tweeeet.game", "rules.tweeeet.words"):
        monkeypatch.setattr(f"{module}.say", silent)
    for state, seat, move, after, _events in steps:
        assert GAME.fast_apply(state, seat, move) == after
        assert move in GAME.fast_moves(state, seat)


# -- what a seeded game rarely shows: missed turns, eliminations, the bonus, a stalemate ------


def rare_flights(kit):
    """(name, state, seat, move) of flights whose aftermath tells a missed
    turn, an elimination, the new-players bonus or removed rows."""
    out = []
    rows = ["~~~~*~~~~", "~~~.~~~~~", "...5....3", GRASS]
    blocked = kit.build(rows, [{"pos": "E0", "energy": 6}, {"pos": "D1", "energy": 7}, {"pos": "A2", "energy": 12}],
                        turn=2)
    out.append(("miss", blocked, 2, "I2"))
    rows = ["3...*....", GRASS, "....2...5"]
    starving = kit.build(rows, [{"pos": "E0", "energy": 1}, {"pos": "I0", "energy": 7}], turn=1)
    out.append(("out", starving, 1, "I2"))
    saved = kit.build(rows, [{"pos": "E0", "energy": 1}, {"pos": "I0", "energy": 7}], turn=1,
                      options={"new_players": True})
    out.append(("bonus", saved, 1, "I2"))
    rows = ["~~~~~~~2.", "~~~~~~~~.", "~~~~~....", "~~~~~~~1~", ".@..@..@."]
    birds = [{"pos": "I18", "energy": 2}, {"pos": "F18", "energy": 3},
             {"pos": "H20", "energy": 9, "status": "nested"}, {"pos": "B20", "energy": 9, "status": "nested"}]
    nests = kit.build(rows, birds, first=16, turn=1, nests={"robin": "H20", "bluethroat": "B20"},
                      options={"new_players": True})
    out.append(("miss a nest, bonus", nests, 1, "H19"))
    rows = ["2...*....", "3........", GRASS, GRASS, GRASS, GRASS, "....5....", "........4"]
    behind = kit.build(rows, [{"pos": "E0", "energy": 1}, {"pos": "E5", "energy": 7}], turn=1)
    out.append(("out, rows removed", behind, 1, "E6"))
    return out


def test_missed_turns_eliminations_the_bonus_and_removed_rows_read_in_every_language(kit):
    kinds = set()
    for _name, state, seat, move in rare_flights(kit):
        after, events = GAME.apply(state, seat, move)
        for event in events:
            kinds.add(event.kind)
            read(event.text, state["players"])
        read(GAME.undoable(state, after, seat), state["players"])
        read(GAME.summary(after, 0), state["players"])
        read(GAME.alt_text(after), state["players"])
    assert {"miss", "out", "bonus", "tile"} <= kinds


def test_a_stalemate_reads_in_every_language(kit, monkeypatch):
    from rules.tweeeet.game import Tweeeet

    _name, state, seat, move = rare_flights(kit)[0]
    monkeypatch.setattr(Tweeeet, "_situation", lambda self, st, s: "miss")
    after, events = GAME.apply(state, seat, move)
    assert after["ended_by"] == "stalemate"
    told = [e.text for e in events]
    assert say("tweeeet-stalemate") in told
    for text in told:
        read(text, state["players"])
    read(GAME.undoable(state, after, seat), state["players"])
    for st in GAME.standings(after):
        read(st.detail, state["players"])
    # the fast step reaches the same end and says nothing
    monkeypatch.setattr("rules.tweeeet.game.say", _silent)
    monkeypatch.setattr("rules.tweeeet.words.say", _silent)
    assert GAME.fast_apply(state, seat, move) == after


def _silent(*_args, **_kwargs):
    raise AssertionError("the fast step built a sentence")


def test_the_fast_step_is_silent_after_missed_turns_eliminations_and_the_bonus(kit, monkeypatch):
    flights = [(state, seat, move, GAME.apply(state, seat, move)[0]) for _n, state, seat, move in rare_flights(kit)]
    monkeypatch.setattr("rules.tweeeet.game.say", _silent)
    monkeypatch.setattr("rules.tweeeet.words.say", _silent)
    for state, seat, move, after in flights:
        assert GAME.fast_apply(state, seat, move) == after
