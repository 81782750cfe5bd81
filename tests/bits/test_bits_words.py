"""BITS's words as data (issue 31): every sentence the engine gives is a
message of the ``bits`` domain with its arguments. Whole seeded games and
every refusal are rendered in German and Russian with no English left in
them and no message missing; the alt text fits Discord's limit in every
locale; and no sentence is built by a search's fast step."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from bot.i18n import LOCALES, SOURCE, catalogue, render
from rules.base import (
    ALT_TEXT_LIMIT,
    GameOver,
    IllegalMove,
    NotationError,
    NotYourTurn,
    RandomPlayer,
    Rng,
    RulesError,
    Text,
)
from rules.bits import GAME
from rules.bits import board as B
from rules.bits import words as W
from tests.support.english import leaks

RULES = Path(__file__).resolve().parents[2] / "rules" / "bits"
TRANSLATIONS = [loc for loc in LOCALES if loc != SOURCE]


def _ids(value) -> set[str]:
    """Every message id in a Text, its arguments' Texts included."""
    if isinstance(value, Text):
        found = {value.id} if value.id else set()
        for arg in value.args.values():
            found |= _ids(arg)
        return found
    if isinstance(value, (list, tuple)):
        return set().union(*(_ids(v) for v in value)) if value else set()
    return set()


class Seen:
    """Everything the engine said, to be rendered in every language."""

    def __init__(self, names):
        self.names = set(names)
        self.words: list[tuple[str, object]] = []

    def add(self, what, value):
        if value:
            self.words.append((what, value))

    def check(self):
        for locale in LOCALES:
            for what, value in self.words:
                text = render(value, locale)
                assert text.strip(), (what, value)
                assert "{" not in text and "}" not in text, (what, text)
                if what == "alt":
                    assert len(text) <= ALT_TEXT_LIMIT, (locale, len(text), text)
                if locale != SOURCE:
                    assert not leaks(text, self.names), (locale, what, text)

    def ids(self) -> set[str]:
        return set().union(*(_ids(v) for _, v in self.words))


def _play(names, seed, advanced=False, computer=False, seen=None):
    """A seeded game played through the engine, every word it says kept."""
    seen = seen or Seen(names)
    state = GAME.setup(list(names), {"advanced": advanced}, seed)
    n = len(names)
    players = [GAME.computer_player(seed + i) if computer else RandomPlayer(seed * 10 + i) for i in range(n)]
    step = 0
    while True:
        if step % 4 == 0 or GAME.is_over(state):  # a sample: rendering them all is slow
            seen.add("summary", GAME.summary(state, None))
            seen.add("alt", GAME.alt_text(state))
        for st in GAME.standings(state):
            seen.add("detail", st.detail)
        if GAME.is_over(state):
            break
        acting = GAME.to_act(state)
        for seat in sorted(acting):
            seen.add("prompt", acting[seat].prompt)
            moves = GAME.legal_moves(state, seat)
            for move in moves[step % 7:: max(7, len(moves) // 3)]:
                seen.add("label", move.label)
                for _, label in GAME.move_path(state, seat, move):
                    seen.add("step", label)
            move = players[seat].choose(GAME, state, seat)
            if step % 5 == 0:
                seen.add("preview", GAME.preview(state, seat, move).sentence)
            new, events = GAME.apply(state, seat, move)
            for event in events:
                seen.add("event", event.text)
            seen.add("undoable", GAME.undoable(state, new, seat))
            if not GAME.is_over(new) and seat not in GAME.to_act(new):
                if step % 4 == 1:
                    seen.add("summary", GAME.summary(new, seat))  # with the hidden drop
                with pytest.raises(NotYourTurn) as refused:
                    GAME.apply(new, seat, move)
                seen.add("refusal", refused.value.message)
            state = new
            step += 1
    with pytest.raises(GameOver) as over:
        GAME.apply(state, 0, "A h")
    seen.add("refusal", over.value.message)
    return state, seen


GAMES = {
    "solo-advanced": (["Anna"], 3, True, False),
    "two-computers": (["Anna", "Boris"], 5, False, True),
    "three-advanced": (["Anna", "Boris", "Clara"], 8, True, False),
    "four-long-names": ([f"{i}" + "x" * 31 for i in range(4)], 13, True, False),
}


@pytest.fixture(scope="module")
def played():
    """Each game of GAMES played once, with everything it said."""
    return {key: _play(*game)[1] for key, game in GAMES.items()}


@pytest.mark.parametrize("key", GAMES)
def test_a_whole_game_reads_in_every_language_without_english(played, key):
    seen = played[key]
    seen.check()
    assert all(isinstance(v, Text) for _, v in seen.words), [v for _, v in seen.words if not isinstance(v, Text)]
    assert {"bits-round-start", "bits-revealed", "bits-round-end", "bits-final", "bits-alt-final"} <= seen.ids()


def test_the_whole_games_use_every_event_and_name_there_is(played):
    ids = set().union(*(seen.ids() for seen in played.values()))
    for msg in ("bits-start-cards", "bits-dropped", "bits-my-drop", "bits-card-turned", "bits-out",
                "bits-prompt-start", "bits-prompt-build", "bits-label-one", "bits-label-two",
                "bits-step-column", "bits-step-orient", "bits-undo-card", "bits-undo-round",
                "bits-undo-over", "bits-already-dropped", "bits-game-over", "bits-solo-rank-advanced",
                "bits-summary-hidden", "bits-alt-boards", "bits-winner", "bits-winner-solo"):
        assert msg in ids, msg


# --------------------------------------------------------------------------
# refusals
# --------------------------------------------------------------------------


def _solo(kit, card, tiles=(), start_cells=("A1", "B1"), neutral_used=None, seed=3):
    state = kit.new(n=1, seed=seed)
    state, _ = GAME.apply(state, 0, "A h")
    start = state["start_cards"][0]
    state = kit.force_card(state, card)
    state = kit.with_board(state, 0, [(start, list(start_cells)), *tiles], neutral_used)
    turned = ["RB" if t == B.NEUTRAL_ID else t for t, _ in tiles]  # the neutral tile replaced RB's
    for t in turned:
        state["deck"].remove(t)
    state["turned"] = [*turned, card]
    GAME.validate(state)
    return state


COLUMN_A = [("RR1", ["A3", "A4"]), ("YY1", ["A5", "A6"])]  # with the starting tile upright on A1-A2
COLUMN_B = [("BB1", ["B1", "B2"]), ("BB2", ["B3", "B4"]), ("PP1", ["B5", "B6"])]


def _refusals(kit):
    """(expected type, expected message id, state, seat, move)."""
    start = kit.new(n=2, seed=4)
    single = kit.at_round(kit.new(n=1, seed=2), ["1A"], ["SR"])
    build = _solo(kit, "RY")
    spent = _solo(kit, "RY", [(B.NEUTRAL_ID, ["C1", "D1"])])
    a_full = _solo(kit, "RY", COLUMN_A, start_cells=("A1", "A2"))
    a_full_b_low = _solo(kit, "RY", [*COLUMN_A, ("BB1", ["B1", "B2"])], start_cells=("A1", "A2"))
    both_full = _solo(kit, "RY", [*COLUMN_A, *COLUMN_B], start_cells=("A1", "A2"))
    dropped, _ = GAME.apply(start, 0, "A h")
    out = copy.deepcopy(dropped)
    out["boards"][1]["out"] = True
    return [
        (NotationError, "bits-not-a-drop", start, 0, "zz top"),
        (NotationError, "bits-name-the-end", build, 0, "C h"),
        (IllegalMove, "bits-neutral-at-start", start, 0, "neutral A h"),
        (IllegalMove, "bits-neutral-used", spent, 0, "neutral A h"),
        (IllegalMove, "bits-neutral-no-end", build, 0, "neutral A h R"),
        (IllegalMove, "bits-no-such-end", build, 0, "C h B"),
        (IllegalMove, "bits-no-such-end", single, 0, "C h Y"),
        (IllegalMove, "bits-no-fit-edge", build, 0, "F h R"),
        (IllegalMove, "bits-no-fit-upright", a_full, 0, "A v R"),
        (IllegalMove, "bits-no-fit-one-full", a_full, 0, "A h R"),
        (IllegalMove, "bits-no-fit-one-full", a_full_b_low, 0, "A h R"),
        (IllegalMove, "bits-no-fit-both-full", both_full, 0, "A h R"),
        (NotYourTurn, "bits-already-dropped", dropped, 0, "B h"),
        (NotYourTurn, "bits-out-waiting", out, 1, "B h"),
        (NotYourTurn, "bits-not-at-table", start, 5, "B h"),
    ]


def test_every_refusal_is_a_message_read_in_every_language(kit):
    seen = Seen(["P1", "P2"])
    for kind, msg_id, state, seat, move in _refusals(kit):
        with pytest.raises(kind) as refused:
            GAME.apply(state, seat, move)
        assert isinstance(refused.value.message, Text)
        assert msg_id in _ids(refused.value.message), (msg_id, str(refused.value))
        seen.add("refusal", refused.value.message)
        try:
            GAME.preview(state, seat, move)
        except RulesError as again:
            assert again.message == refused.value.message
    seen.check()


def test_a_refusal_names_what_the_player_typed_and_the_rule(kit):
    state = _solo(kit, "RY", [*COLUMN_A, ("BB1", ["B1", "B2"])], start_cells=("A1", "A2"))
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 0, "A h R")
    assert str(refused.value).startswith("Column A is full (filled to row 6; column B is filled to row 2)")
    german = render(refused.value.message, "de")
    assert german.startswith("Spalte A ist voll (bis Reihe 6 gefüllt; Spalte B ist bis Reihe 2 gefüllt)")
    assert "Erlaubte Einwürfe: " in german
    russian = render(refused.value.message, "ru")
    assert russian.startswith("Столбец A заполнен (до ряда 6; столбец B заполнен до ряда 2)")


def test_nobody_waited_for_is_said_in_every_language(kit):
    state = kit.new(n=2, seed=4)
    said = GAME.not_your_turn(state, 0, {})
    assert str(said).endswith("Waiting for nobody.")
    assert render(said, "de").endswith("Wir warten auf niemanden.")
    assert render(said, "ru").endswith("Ждём: никого.")


# --------------------------------------------------------------------------
# names and the catalogue
# --------------------------------------------------------------------------


@pytest.mark.parametrize(("tile", "en", "de", "ru"), [
    ("RY", "red-yellow tile", "Stein „rot-gelb“", "«красно-жёлтая»"),
    ("PK", "purple-black tile", "Stein „lila-schwarz“", "«лилово-чёрная»"),
    ("BB1", "blue tile", "Stein „blau“", "«синяя»"),
    ("SY", "yellow tile", "Stein „gelb“", "«жёлтая»"),
    ("N", "neutral tile", "Stein „neutral“", "«нейтральная»"),
])
def test_a_tile_is_named_by_its_colours_in_every_language(tile, en, de, ru):
    name = W.tile(tile)
    assert [render(name, loc) for loc in ("en", "de", "ru")] == [en, de, ru]
    assert str(name) == B.tile_name(tile)  # the English of the public view


def test_every_task_card_reads_as_the_view_writes_it_in_english():
    for card in B.TASK_CARDS:
        assert str(W.card(card)) == B.card_text(card)
        for locale in TRANSLATIONS:
            assert not leaks(render(W.card(card), locale)), (card, locale)
            assert not leaks(render(W.card_short(card), locale)), (card, locale)


def test_every_solo_rank_has_a_name_of_its_own_in_every_language():
    names = [Text("bits-solo-rank-name", {"rank": W.solo_rank_key(row["rank"])}) for row in B.SOLO_RANKS]
    assert [str(name) for name in names] == [row["rank"] for row in B.SOLO_RANKS]
    for locale in TRANSLATIONS:
        assert len({render(name, locale) for name in names}) == len(names)


def test_every_shape_has_a_key_of_its_own():
    shapes = {card["name"] for card in B.TASK_CARDS.values()}
    for shape in shapes:
        assert str(Text("bits-shape", {"shape": W.shape_key(shape)})) == shape
    assert W.shape_key("2 by 3 block") == "block-2-by-3"
    assert W.shape_key("line of 3") == "line-of-3"


def _literal_ids() -> set[str]:
    found = set()
    for path in RULES.glob("*.py"):
        found |= set(re.findall(r"""say\(\s*["'](bits-[a-z0-9-]+)["']""", path.read_text(encoding="utf-8")))
        found |= set(re.findall(r"""["'](bits-[a-z0-9-]+)["']\s+if\b""", path.read_text(encoding="utf-8")))
        found |= set(re.findall(r"""\belse\s+["'](bits-[a-z0-9-]+)["']""", path.read_text(encoding="utf-8")))
    return found


def test_every_message_the_engine_names_is_in_every_catalogue_and_every_message_is_used():
    used = _literal_ids()
    assert len(used) > 60
    for locale in LOCALES:
        source = (catalogue().root / locale / "bits.ftl").read_text(encoding="utf-8")
        domain = {entry.id.name for entry in FluentParser().parse(source).body if isinstance(entry, ast.Message)}
        assert used - domain == set(), locale
        assert domain - used == set(), locale


# --------------------------------------------------------------------------
# the alt text in every locale, and no words in a search's step
# --------------------------------------------------------------------------


def _worst(kit, advanced):
    """Four players with 32-character names at the end of the game and in
    its middle: the longest alt texts."""
    names = [f"{i}" + "W" * 31 for i in range(4)]
    state = GAME.setup(names, {"advanced": advanced}, 21)
    players = [RandomPlayer(i) for i in range(4)]
    states = []
    while not GAME.is_over(state):
        for seat in sorted(GAME.to_act(state)):
            state, _ = GAME.apply(state, seat, players[seat].choose(GAME, state, seat))
            states.append(state)
    return names, states


@pytest.mark.parametrize("advanced", [False, True])
def test_the_alt_text_fits_in_every_locale_at_four_players_with_the_longest_names(kit, advanced):
    names, states = _worst(kit, advanced)
    for state in states[::3] + states[-1:]:
        alt = GAME.alt_text(state)
        for locale in LOCALES:
            text = render(alt, locale)
            assert len(text) <= ALT_TEXT_LIMIT, (locale, len(text))
            assert all(name in text for name in names)


def test_the_alt_text_tells_the_boards_while_they_fit_in_every_locale(kit):
    mid = _solo(kit, "RY", [("BB1", ["C1", "D1"])])
    alt = GAME.alt_text(mid)
    for locale in LOCALES:
        assert "P1 ......" in render(alt, locale)
    big = copy.deepcopy(mid)
    big["players"] = ["n" * 700]
    assert "bits-alt-boards" not in _ids(GAME.alt_text(big))


def test_a_search_step_builds_no_words(kit, monkeypatch):
    state = GAME.setup(["a", "b", "c"], {"advanced": True}, 9)
    built = []
    make = Text.__init__

    def counted(self, *args, **kwargs):
        built.append(args)
        make(self, *args, **kwargs)

    monkeypatch.setattr(Text, "__init__", counted)
    rng = Rng.from_seed(9)
    steps = 0
    while not GAME.is_over(state):
        for seat in range(3):
            moves = GAME.fast_moves(state, seat)
            if moves:
                state = GAME.fast_apply(state, seat, rng.choice(moves))
                steps += 1
    assert steps > 50 and GAME.is_over(state)
    assert built == []
    GAME.alt_text(state)
    assert built  # the count works


@pytest.mark.parametrize("players", [0, 5])
def test_a_table_of_the_wrong_size_is_refused_in_every_language(players):
    with pytest.raises(ValueError) as refused:
        GAME.setup([f"P{i}" for i in range(players)], {}, 1)
    said = refused.value.args[0]
    assert str(said) == "BITS is played by 1 to 4 players."
    for locale in TRANSLATIONS:
        assert "4" in render(said, locale) and not leaks(render(said, locale))


def test_the_alt_texts_estimate_is_its_formula_and_never_short_of_any_language(kit):
    # words.py keeps the boards while this estimate fits: the words around
    # the data at their longest in any catalogue, plus the data
    state = _solo(kit, "RY", [("BB1", ["C1", "D1"])])
    two = kit.new(n=2, seed=4)
    assert W._alt_estimate(state, []) == 140 + 2 * 2 + 75 * 1 + 135 * 1
    assert W._alt_estimate(state, [0]) == 140 + 2 * 2 + 75 + 135 + 95 + 45 + 2
    assert W._alt_estimate(two, [0, 1]) == 140 + 2 * 4 + 75 + 135 * 2 + 95 + (45 + 2) * 2
    names, states = _worst(kit, True)
    for state in states[::5] + states[-1:]:
        alt = GAME.alt_text(state)
        shown = [s for s in range(4) if any(row != "......" for row in B.grid_rows(B.seat_grid(state, s)))]
        boards = "bits-alt-boards" in _ids(alt)
        estimate = W._alt_estimate(state, shown if boards else [])
        assert all(len(render(alt, locale)) <= estimate for locale in LOCALES)


def test_the_summary_names_the_building_card_face_up_now_and_seat_0s_own_hidden_drop(kit):
    state = kit.new(n=2, seed=4)
    for seat in (0, 1):
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0].notation)
    for seat in (0, 1):
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0].notation)
    assert len(state["turned"]) == 2 and state["turned"][0] != state["turned"][1]
    said = GAME.summary(state, None)
    assert f"Building card 2: the {B.tile_name(state['turned'][1])} (" in str(said)
    state, _ = GAME.apply(state, 0, GAME.legal_moves(state, 0)[0].notation)
    mine = GAME.summary(state, 0)
    assert str(mine).endswith(f"Your hidden drop: {state['pending'][0]}.")
    assert render(mine, "de").endswith(f"Dein verdeckter Einwurf: {state['pending'][0]}.")
    assert "hidden drop" not in str(GAME.summary(state, 1))


def test_the_prompt_says_the_starting_tile_then_the_building_cards_tile(kit):
    state = kit.at_round(kit.new(n=1, seed=2), ["1A"], ["SR"])
    prompt = GAME.to_act(state)[0].prompt
    assert str(prompt) == 'Drop your starting tile, the red tile (e.g. "C v").'
    assert render(prompt, "ru") == 'Брось стартовую плитку «красная» (например, "C v").'
    build = _solo(kit, "RY")
    assert str(GAME.to_act(build)[0].prompt) == (
        "Building card 1: drop the red-yellow tile, or your neutral tile (once a round).")
    spent = _solo(kit, "RY", [(B.NEUTRAL_ID, ["C1", "D1"])])
    assert str(GAME.to_act(spent)[0].prompt) == "Building card 2: drop the red-yellow tile."
    assert render(GAME.to_act(spent)[0].prompt, "de") == "Baukarte 2: wirf den Stein „rot-gelb“ ein."
