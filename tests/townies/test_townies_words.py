"""Townies' words as data (issue 31): every sentence the engine gives a
reader (events, prompts, move labels and builder steps, previews, the
summary, the alt text, standings details, refusals, undo reasons) is a
message of bot/i18n/locales/*/townies.ftl, written in German and Russian
with no English left over (tests.support.english.leaks; player names and
the move notation are data), the alt text within Discord's 1,024 characters
in every locale, and every message id the engine uses in every catalogue."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import rules.townies.options as O
from bot.i18n import LOCALES, catalogue, render
from rules.base import ALT_TEXT_LIMIT, GameOver, NotYourTurn, RulesError, Text, deep_copy
from rules.townies import GAME
from rules.townies.geometry import BLACK_DIE, LABELS, OBJECT_ALIASES, OBJECT_KEYS
from rules.townies.scoring import ADDITIONAL, BONUSES, SOLO_CHART, Board
from rules.townies.words import (
    IDLE_LIMIT,
    ROOM_CARDS,
    ROOM_DETAIL,
    ROOM_HEAD_OVER,
    ROOM_HEAD_ROUND,
    ROOM_LINE,
    cards_text,
    end_reason,
    object_name,
    shape_name,
)
from tests.support.english import leaks
from tests.townies.util import position

TRANSLATED = [locale for locale in LOCALES if locale != "en"]
# what a player types is data in every language: the notation's words
NOTATION = {"shape", "star", "pass", "rolled", "basic", "spend", "skip", "done", *BLACK_DIE, *OBJECT_KEYS,
            *OBJECT_ALIASES}
ENGINE = Path(__file__).resolve().parents[2] / "rules" / "townies"


def ids(value, found: set[str]) -> set[str]:
    """Every message id in ``value`` (a Text, its nested arguments)."""
    if isinstance(value, Text):
        if value.id:
            found.add(value.id)
        for arg in value.args.values():
            for item in arg if isinstance(arg, (list, tuple)) else [arg]:
                ids(item, found)
    return found


class Reader:
    """Renders what the engine says in every locale, checks it and keeps
    the message ids it met."""

    def __init__(self, names):
        self.allowed = {*NOTATION, *(word for name in names for word in re.findall(r"[A-Za-z]+", name))}
        self.seen: set[str] = set()

    def read(self, value, what: str = "") -> dict[str, str]:
        assert isinstance(value, Text), (what, value)  # no finished English any more
        ids(value, self.seen)
        out = {}
        for locale in LOCALES:
            for front in ("discord", "console"):
                out[locale] = render(value, locale, front=front)
                assert out[locale].strip(), (what, locale)
            if locale in TRANSLATED:
                assert not leaks(out[locale], self.allowed), (what, locale, out[locale])
        return out


def play(names, options, seed, reader: Reader, sample: int = 3, every: int = 3):
    """A seeded game of computer players, everything the engine says read
    in every locale (the prompts, a sample of ``sample`` labels with their
    builder steps and one preview each ``every`` decisions); the final
    state."""
    state = GAME.setup(names, GAME.info.options(options), seed)
    players = {seat: GAME.computer_player(seed + seat) for seat in range(len(names))}
    rng = random.Random(seed)
    steps = 0
    while not GAME.is_over(state):
        for locale, text in reader.read(GAME.alt_text(state), "alt").items():
            assert len(text) <= ALT_TEXT_LIMIT, locale
        if steps % (4 * every) == 0:
            for seat in (None, *range(len(names))):
                reader.read(GAME.summary(state, seat), "summary")
        for seat, decision in GAME.to_act(state).items() if steps % every == 0 else ():
            reader.read(decision.prompt, "prompt")
            moves = GAME.legal_moves(state, seat)
            chosen = rng.sample(moves, min(sample, len(moves)))
            chosen += [m for m in moves if m.notation in ("star", "pass") and m not in chosen]
            for move in chosen:
                reader.read(move.label, "label")
                for _token, label in GAME.move_path(state, seat, move):
                    if isinstance(label, Text):
                        reader.read(label, "step")
            move = chosen[0]
            if GAME.needs_preview(state, seat, move):
                reader.read(GAME.preview(state, seat, move.notation).sentence, "preview")
        seat = min(GAME.to_act(state))
        before = state
        state, events = GAME.apply(state, seat, players[seat].choose(GAME, state, seat))
        for event in events:
            reader.read(event.text, f"event {event.kind}")
        reason = GAME.undoable(before, state, seat)
        if reason is not None:
            reader.read(reason, "undoable")
        steps += 1
    for seat in (None, *range(len(names))):
        reader.read(GAME.summary(state, seat), "summary")
    for locale, text in reader.read(GAME.alt_text(state), "alt").items():
        assert len(text) <= ALT_TEXT_LIMIT, locale
    for st in GAME.standings(state):
        if st.detail:
            reader.read(st.detail, "standing")
    return state


GAMES = [
    (["Ann", "Bob"], {"cards": "all", "bonus": "funding"}, 3),
    (["Ann", "Bob", "Cyd"], {"cards": "all", "bonus": "zoning"}, 5),
    (["Ann", "Bob", "Cyd", "Dee", "Eve"], {"cards": "all", "bonus": "permit"}, 7),
    (["Solo"], {"cards": "all", "bonus": "stable-soil"}, 11),
    (["Solo"], {"cards": "none"}, 13),
]


@pytest.fixture(scope="module")
def seen() -> set[str]:
    """The message ids met in the seeded games and the refusals."""
    return set()


@pytest.mark.parametrize(("names", "options", "seed"), GAMES)
def test_a_whole_game_reads_in_every_language(names, options, seed, seen):
    reader = Reader(names)
    final = play(names, options, seed, reader)
    assert GAME.is_over(final)
    seen |= reader.seen


def test_a_game_with_the_longest_names_fits_the_alt_text_in_every_language():
    names = [f"{chr(65 + i)}" * 31 + str(i) for i in range(5)]
    reader = Reader(names)
    play(names, {"cards": "all", "bonus": "zoning"}, 17, reader, sample=1, every=10)


# -- refusals --------------------------------------------------------------


def _refusal(action) -> Text:
    with pytest.raises(RulesError) as caught:
        action()
    message = caught.value.message
    assert isinstance(message, Text), message
    return message


def _refusals():
    """(what, action) for every refusal the engine can give."""
    base = position(players=2, shape="bee", obj="court", blocks={"E4": "red"})
    star_label = next(label for label in LABELS if label in O.STAR_LABELS.split(", "))
    starred = position(players=2, shape="bee", obj="court", blocks={"E4": "red"})
    starred["sheets"][0]["objects"].append({"cell": star_label, "type": "court", "colour": "red", "score": 1})
    crossed, _ = GAME.apply(starred, 0, "star")
    full = position(players=2, shape="bee", obj="court", blocks={label: "red" for label in LABELS})
    full["sheets"][0]["objects"].append({"cell": star_label, "type": "court", "colour": "red", "score": 1})
    solo = position(players=1, shape="bee", obj="court", blocks={"E4": "red"})
    solo["sheets"][0]["circled"] = list(range(9))
    square = position(players=2, shape="bee", obj="square", blocks={"E4": "red"})
    none = position(players=2, shape="bee", obj="court", options={"cards": "none"})
    soil = position(players=2, shape="bee", obj="court", options={"bonus": "stable-soil"})
    over = dict(deep_copy(base), over=True)
    done = deep_copy(base)
    done["turn"][0]["done"] = True
    turn = dict(base["turn"][0])
    board = Board.from_sheet(base["sheets"][0])
    return [
        ("empty", lambda: GAME.apply(base, 0, "")),
        ("not a cell", lambda: GAME.apply(base, 0, "shape zz 2")),
        ("no such cell", lambda: GAME.apply(base, 0, "shape J5 2")),
        ("not an orientation", lambda: GAME.apply(base, 0, "shape E4 x")),
        ("shape syntax", lambda: GAME.apply(base, 0, "shape E4")),
        ("not a move", lambda: GAME.apply(base, 0, "court")),
        ("not an Object", lambda: GAME.apply(base, 0, "tower E5")),
        ("pass", lambda: GAME.apply(base, 0, "pass")),
        ("no Bonus card", lambda: GAME.apply(none, 0, "star")),
        ("Stable Soil", lambda: GAME.apply(soil, 0, "star")),
        ("no marked star", lambda: GAME.apply(base, 0, "star")),
        ("star twice", lambda: GAME.apply(crossed, 0, "star")),
        ("star useless", lambda: O.check_star(full, 0, Board.from_sheet(full["sheets"][0]), dict(turn))),
        ("another Shape", lambda: GAME.apply(base, 0, "shape wave E6 1")),
        ("solo Shapes", lambda: GAME.apply(solo, 0, "shape E6 1")),
        ("orientation", lambda: GAME.apply(base, 0, "shape E6 99")),
        ("off the map", lambda: GAME.apply(base, 0, "shape I9 1")),
        ("four spaces", lambda: GAME.apply(base, 0, "shape E6 E6 E7 F7")),
        ("not the Shape", lambda: GAME.apply(base, 0, "shape A1 A2 A3 A4")),
        ("built", lambda: GAME.apply(base, 0, "shape E4 1")),
        ("acted", lambda: O.check_shape(base, 0, board, dict(turn, object=True), ("shape", None, 0, 1, None))),
        ("Shape twice", lambda: O.check_shape(base, 0, board, dict(turn, star=True, shape=True),
                                              ("shape", None, 0, 1, None))),
        ("Object twice", lambda: O.check_object(base, 0, board, dict(turn, star=True, object=True),
                                                ("object", "court", 0))),
        ("a City Square", lambda: GAME.apply(base, 0, "square E5")),
        ("another Object", lambda: GAME.apply(base, 0, "bank E5")),
        ("built on", lambda: GAME.apply(base, 0, "court E4")),
        ("Square alone", lambda: GAME.apply(square, 0, "square A1")),
        ("alone", lambda: GAME.apply(base, 0, "court A1")),
        ("game over", lambda: GAME.apply(over, 0, "pass")),
        ("not your turn", lambda: GAME.apply(done, 0, "pass")),
    ]


REFUSALS = {
    "empty": "townies-empty-move",
    "not a cell": "townies-not-cell",
    "no such cell": "townies-no-cell",
    "not an orientation": "townies-not-orientation",
    "shape syntax": "townies-shape-syntax",
    "not a move": "townies-not-move",
    "not an Object": "townies-not-object",
    "pass": "townies-refuse-pass",
    "no Bonus card": "townies-refuse-no-bonus",
    "Stable Soil": "townies-refuse-star-scores",
    "no marked star": "townies-refuse-no-star",
    "star twice": "townies-refuse-star-twice",
    "star useless": "townies-refuse-star-useless",
    "another Shape": "townies-refuse-other-shape",
    "solo Shapes": "townies-refuse-solo-shapes",
    "orientation": "townies-refuse-orientation",
    "off the map": "townies-refuse-off-map",
    "four spaces": "townies-refuse-four-spaces",
    "not the Shape": "townies-refuse-not-shape",
    "built": "townies-refuse-built",
    "acted": "townies-refuse-acted",
    "Shape twice": "townies-refuse-shape-twice",
    "Object twice": "townies-refuse-object-twice",
    "a City Square": "townies-refuse-object",
    "another Object": "townies-refuse-object",
    "built on": "townies-refuse-object-built",
    "Square alone": "townies-refuse-square-alone",
    "alone": "townies-refuse-object-alone",
    "game over": "engine-game-over",
    "not your turn": "engine-not-your-turn",
}


def test_every_refusal_reads_in_every_language(seen):
    reader = Reader(["P1", "P2"])
    for what, action in _refusals():
        message = _refusal(action)
        assert message.id == REFUSALS[what], (what, message)
        reader.read(message, what)
    seen |= reader.seen


def test_refusals_keep_their_english():
    refusals = dict(_refusals())
    assert str(_refusal(refusals["built"])) == "Shape rule: a Shape fills 4 empty spaces, and E4 is already built."
    assert str(_refusal(refusals["another Shape"])).endswith("draw it rotated or flipped, not a wave.")
    assert str(_refusal(refusals["alone"])) == (
        "Object placement rule: a Game Court must be drawn next to a red (Residential) Block, and A1 has none "
        "next to it.")
    assert str(_refusal(refusals["not a cell"])).startswith("'zz' is not a cell. Write a move as 'shape C3 2'")
    with pytest.raises(GameOver):
        refusals["game over"]()
    with pytest.raises(NotYourTurn):
        refusals["not your turn"]()


# -- names, room and ids ---------------------------------------------------


def test_every_name_and_verdict_is_translated():
    reader = Reader([])
    for value in (
        [shape_name(face) for face in BLACK_DIE] + [object_name(kind) for kind in OBJECT_KEYS]
        + [Text("townies-shape-a", {"shape": face}) for face in BLACK_DIE]
        + [Text("townies-colour-block", {"colour": c}) for c in ("red", "yellow", "brown", "green", "blue")]
        + [cards_text({"goal": goal, "bonus": bonus}) for goal in ADDITIONAL for bonus in BONUSES]
        + [Text("townies-bonus-text", {"bonus": bonus}) for bonus in BONUSES]
        + [Text("townies-solo-verdict", {"level": level}) for level, _verdict in SOLO_CHART]
    ):
        reader.read(value)
    for level, verdict in SOLO_CHART:
        assert render(Text("townies-solo-verdict", {"level": level}), "en") == verdict
    for locale in LOCALES:  # every verdict its own
        assert len({render(Text("townies-solo-verdict", {"level": lv}), locale) for lv, _ in SOLO_CHART}) == 8


def test_the_alt_texts_room_holds_its_words_in_every_language():
    """words.ROOM_*: the longest each piece of the alt text's words is in
    any catalogue, names and moves left out (they are reckoned as data)."""
    reasons = [Text("townies-end-ninth", {"names": "", "round": 100}), Text("townies-end-stuck"),
               Text("townies-end-idle", {"rounds": 3})]
    for locale in LOCALES:
        def length(msg_id, locale=locale, **args):
            return len(render(Text(msg_id, args), locale))
        head = max(length("townies-alt-round", round=100, shape=shape_name(face), object=object_name(kind), names="")
                   for face in BLACK_DIE for kind in OBJECT_KEYS)
        assert head <= ROOM_HEAD_ROUND, locale
        over = max(length("townies-alt-over", round=100, reason=reason) for reason in reasons)
        result = max([length("townies-alt-won", names=[""], count=c, points=100) for c in (1, 2)]
                     + [length("townies-alt-solo", name="", points=100)])
        assert over + 1 + result <= ROOM_HEAD_OVER, locale
        line = max(length("townies-alt-player", rank="5. ", name="", points=100, count=count,
                          said=Text(said, {"round": 100, "moves": ""}))
                   for count in (1, 2, 5, 9) for said in ("townies-alt-said", "townies-alt-said-pass"))
        assert line + 1 <= ROOM_LINE, locale
        cards = max(len(render(cards_text({"goal": g, "bonus": b}), locale)) for g in ADDITIONAL for b in BONUSES)
        assert cards + 1 <= ROOM_CARDS, locale
        details = {
            "townies-solo-chart": [Text("townies-solo-chart", {"total": 100, "verdict": Text(
                "townies-solo-verdict", {"level": level})}) for level, _ in SOLO_CHART],
            "townies-tie-shared": [Text("townies-tie-shared", {"names": ""})],
            "townies-tie-last": [Text("townies-tie-last", {"total": 100, "objects": 9, "last": 100})],
            "townies-tie-count": [Text("townies-tie-count", {"total": 100, "objects": 9})],
        }
        for msg_id, texts in details.items():
            assert max(length("townies-alt-detail", name="", detail=t) for t in texts) + 1 <= ROOM_DETAIL[msg_id]


def test_the_end_reason_comes_from_the_state():
    state = position(players=2)
    assert end_reason(state) == Text("townies-end-other", {"reason": ""})  # a game that is not over
    nine = deep_copy(state)
    nine["sheets"][1]["objects"] = [{"cell": "A1", "type": "court", "colour": "red", "score": 0}] * 9
    assert end_reason(nine) == Text("townies-end-ninth", {"names": "P2", "round": 1})
    idle = dict(deep_copy(state), idle=IDLE_LIMIT)
    assert end_reason(idle) == Text("townies-end-idle", {"rounds": IDLE_LIMIT})
    assert end_reason(dict(idle, idle=IDLE_LIMIT - 1)).id == "townies-end-other"
    stuck = position(players=2, blocks={label: "red" for label in LABELS})
    stuck["sheets"][1] = deep_copy(stuck["sheets"][0])
    assert end_reason(stuck) == Text("townies-end-stuck")
    solo = position(players=1)  # an empty map: no Object has a Block to stand by, and no circle is free
    solo["sheets"][0]["circled"] = list(range(9))
    assert end_reason(solo) == Text("townies-end-stuck")
    other = dict(deep_copy(state), end="by agreement")
    assert end_reason(other) == Text("townies-end-other", {"reason": "by agreement"})


def test_every_message_id_the_engine_names_is_in_every_catalogue(seen):
    literal = set()
    for path in ENGINE.glob("*.py"):
        literal |= set(re.findall(r'"(townies-[a-z0-9-]+)"', path.read_text(encoding="utf-8")))
    literal -= {"townies-guide"}  # the guide's id (guide-townies.ftl), named in GameInfo
    assert len(literal) > 80
    for locale in LOCALES:
        missing = {msg for msg in literal | seen if not catalogue().has(locale, msg)}
        assert not missing, (locale, sorted(missing))
    guide = {"townies-guide", "townies-summary"} | {msg for msg in catalogue().ids("en")
                                                    if msg.startswith("townies-option-")}  # guide-townies.ftl
    unused = {msg for msg in catalogue().ids("en") if msg.startswith("townies-")} - literal - guide
    assert not unused, sorted(unused)


# -- every message, and the turns the seeded games may not reach -----------------

NAMES = {  # messages that name a thing: their argument is its key
    "townies-colour": {"colour": "green"}, "townies-colour-block": {"colour": "brown"},
    "townies-object": {"object": "bike"}, "townies-shape": {"shape": "arch"}, "townies-shape-a": {"shape": "arch"},
    "townies-bonus": {"bonus": "zoning"}, "townies-bonus-text": {"bonus": "permit"},
    "townies-goal": {"goal": "routes"}, "townies-solo-verdict": {"level": 46},
}
SAMPLE = {
    "marker": Text("townies-colour", {"colour": "yellow"}), "start": Text("townies-colour", {"colour": "blue"}),
    "colour": Text("townies-colour-block", {"colour": "red"}), "object": object_name("windmill"),
    "rolled": object_name("station"), "basic": object_name("court"), "shape": shape_name("propeller"),
    "face": Text("townies-shape-a", {"shape": "bar"}), "bonus": Text("townies-bonus", {"bonus": "funding"}),
    "text": Text("townies-bonus-text", {"bonus": "stable-soil"}), "goal": Text("townies-goal", {"goal": "hub"}),
    "verdict": Text("townies-solo-verdict", {"level": 76}), "why": Text("townies-why-square"),
    "reason": Text("townies-end-stuck"), "detail": Text("townies-tie-count", {"total": 30, "objects": 7}),
    "syntax": Text("townies-syntax"), "origin": "basic", "status": "acted", "star": True, "names": ["Ann", "Bob"],
    "moves": "shape C3 2, court E5", "cells": "C3 C4 D3 D4", "cell": "E5", "token": "'zz'", "sample": "bank E5",
    "stars": O.STAR_LABELS, "rank": "2. ", "said": Text("townies-alt-said-pass", {"round": 4}), "level": 26,
    "lines": Text("townies-round-line-pass", {"name": "Ann"}), "standings": Text("townies-standing",
                                                                                 {"rank": 1, "name": "Ann",
                                                                                  "score": 30}),
    "cards": Text("townies-card-bonus", {"bonus": Text("townies-bonus", {"bonus": "permit"})}),
    "objects": Text("townies-none"), "blocks": Text("townies-no-blocks"), "name": "Ann", "column": "E", "row": "5",
}


@pytest.mark.parametrize("count", [1, 2, 5, 21])
def test_every_message_reads_in_every_language_with_every_argument(count):
    reader = Reader(["Ann", "Bob"])
    messages = sorted(m for m in catalogue().ids("en") if m.startswith("townies-") and m != "townies-guide"
                      and not m.startswith("townies-option-") and m != "townies-summary")
    for msg_id in messages:
        args = dict(NAMES.get(msg_id) or {name: SAMPLE.get(name, count)
                                          for name in catalogue().arguments("en", msg_id) if name != "front"})
        reader.read(Text(msg_id, args), msg_id)
    assert len(messages) > 100


def test_a_funded_turn_reads_in_every_language():
    """Funding: a star crossed out, the Shape, then the Object or a pass."""
    reader = Reader(["P1", "P2"])
    state = position(players=2, shape="bee", obj="court", blocks={"E4": "red"})
    state["sheets"][0]["objects"].append({"cell": "C3", "type": "court", "colour": "red", "score": 1})
    starred, events = GAME.apply(state, 0, "star")
    assert reader.read(GAME.to_act(starred)[0].prompt)["en"].startswith("Round 1, Funding: Cross out")
    shaped, events = GAME.apply(starred, 0, "shape E6 1")
    prompt = GAME.to_act(shaped)[0].prompt
    assert prompt.id == "townies-prompt-funding-object"
    reader.read(prompt)
    passing = GAME.match_move(shaped, 0, "pass")
    assert str(passing.label) == "end your turn without the second action"
    reader.read(passing.label)
    passed, events = GAME.apply(shaped, 0, "pass")
    assert str(events[0].text) == "You end your funded turn."
    drawn, _ = GAME.apply(starred, 0, "court E5")
    prompt = GAME.to_act(drawn)[0].prompt
    assert prompt.id == "townies-prompt-funding-shape"
    assert str(prompt) == "Round 1, Funding: now draw the bee Shape with your red marker, or pass."
    reader.read(prompt)
    for value in (*(e.text for e in events), GAME.undoable(state, starred, 0) or Text("townies-none"),
                  GAME.undoable(starred, starred, 5)):
        reader.read(value)
    assert {"townies-you-end-funded", "townies-undo-not-playing"} <= reader.seen


def test_the_fast_step_writes_no_words(monkeypatch):
    """fast_apply and fast_moves (the search's step) build no Text, the
    round's resolution and the game's end included; the state they reach is
    apply's."""
    def no_words(self, *args, **kwargs):
        raise AssertionError("a Text built in the fast step")

    rng = random.Random(4)
    state = slow = GAME.setup(["a", "b", "c"], GAME.info.options({"bonus": "funding"}), 4)
    with monkeypatch.context() as patch:
        patch.setattr(Text, "__init__", no_words)
        trail = []
        while not GAME.is_over(state):
            seat = min(s for s, turn in enumerate(state["turn"]) if not turn["done"])  # to_act writes prompts
            move = rng.choice(GAME.fast_moves(state, seat))
            trail.append((seat, move))
            state = GAME.fast_apply(state, seat, move)
    for seat, move in trail:
        slow, _ = GAME.apply(slow, seat, move)
    assert slow == state and GAME.is_over(slow)


def test_the_summary_begins_with_the_dice_or_why_the_game_ended():
    state = position(players=2, shape="bee", obj="court")
    assert str(GAME.summary(state)).splitlines()[0] == "Round 1: the dice show the bee Shape and the Game Court."
    over = deep_copy(state)
    over["sheets"][1]["objects"] = [{"cell": "A1", "type": "court", "colour": "red", "score": 0}] * 9
    over["over"] = True
    lines = str(GAME.summary(over)).splitlines()
    assert lines[0] == "Game over after round 1: P2 drew a ninth Object in round 1."
    assert render(GAME.summary(over), "de").splitlines()[0] == (
        "Spielende nach Runde 1: Neuntes Objekt in Runde 1: P2.")


def test_a_name_is_cut_only_when_longer_than_the_room_it_has():
    from rules.townies.words import SHORTEST_NAME, _cut
    assert _cut("abcdefghij", 10) == "abcdefghij"
    assert _cut("abcdefghijk", 10) == "abcdefghi…"
    assert _cut("abcdefghijk", 3) == "abcdefghijk"[: SHORTEST_NAME - 1] + "…"


def test_townies_is_for_one_to_five_players():
    assert (GAME.info.min_players, GAME.info.max_players) == (1, 5)
    with pytest.raises(ValueError):
        GAME.setup([f"P{i}" for i in range(6)], {}, 1)


def test_names_are_cut_only_when_the_alt_text_would_not_fit_otherwise():
    from rules.townies.words import _room
    state = position(players=2, shape="bee", obj="court")
    state["turn"][1]["done"] = True  # P2 has acted: its name is written once
    cards = cards_text(state["cards"]) is not None
    first = "A" * 32
    second = next(n for n in range(2000) if _room(False, [first, "B" * n], ["", ""], cards, [0]) == ALT_TEXT_LIMIT)
    for length, cut in ((second, False), (second + 1, True)):
        alt = str(GAME.alt_text(dict(state, players=[first, "B" * length])))
        assert ("…" in alt) is cut and len(alt) <= ALT_TEXT_LIMIT, length


def test_nothing_is_legal_for_a_seat_not_playing_or_once_the_game_is_over():
    state = position(players=2)
    assert GAME.legal_moves(state, 0) and GAME.legal_moves(state, 2) == [] and GAME.legal_moves(state, -1) == []
    assert GAME.legal_moves(dict(state, over=True), 0) == [] and GAME.fast_moves(dict(state, over=True), 0) == []
    done = deep_copy(state)
    done["turn"][0]["done"] = True  # a seat that has made its choice this round
    assert GAME.legal_moves(done, 0) == [] and GAME.fast_moves(done, 0) == [] and GAME.legal_moves(done, 1)


def test_a_shared_place_names_the_others_it_is_shared_with():
    state = position(players=3, shape="bee", obj="court")
    for seat, score in ((0, 3), (1, 3), (2, 5)):
        state["sheets"][seat]["objects"] = [{"cell": "A1", "type": "court", "colour": "red", "score": score}]
    state["public"] = deep_copy(state["sheets"])
    state["over"] = True
    lines = str(GAME.alt_text(state)).splitlines()
    assert "P1: shared: tied on points, Objects and last Object score with P2." in lines
    assert "P2: shared: tied on points, Objects and last Object score with P1." in lines
