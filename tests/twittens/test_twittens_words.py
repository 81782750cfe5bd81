"""Twittens's words as data (issue 31): every sentence the engine gives
(events, prompts, move labels, previews, the summary, the alt text, the
standings' details, undo reasons and every refusal) is a catalogue message
that German and Russian readers read without a word of English, and every
message id the engine uses is in the catalogue."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.i18n import catalogue, render
from rules.base import ALT_TEXT_LIMIT, RulesError, Text, deep_copy
from rules.twittens import GAME
from rules.twittens.geometry import CARDS, TILES, Twitten, card_label, count_words, describe_tile
from rules.twittens.state import HOME_REASONS, SEASON_NAMES, TIE_BREAK
from rules.twittens.words import EXPANSION, last_move
from tests.support.english import leaks

NAMES = ["Ann", "Bob", "Cyd", "Dee"]
LOCALES = ("de", "ru")
ENGINE = Path(__file__).resolve().parents[2] / "rules" / "twittens"


def ids_in(value, found: set[str]) -> set[str]:
    """Every message id in ``value`` (a Text, its arguments, lists of them)."""
    if isinstance(value, Text):
        if value.id:
            found.add(value.id)
        for arg in value.args.values():
            ids_in(arg, found)
    elif isinstance(value, (list, tuple)):
        for item in value:
            ids_in(item, found)
    return found


class Reader:
    """Renders engine words in German and Russian, checks them for English
    and remembers the message ids met."""

    def __init__(self, names):
        self.names = set(names)
        self.ids: set[str] = set()
        self.count = 0

    def read(self, value, what: str) -> dict[str, str]:
        assert isinstance(value, Text), f"{what} is not words as data: {value!r}"
        ids_in(value, self.ids)
        out = {"en": render(value, "en")}
        for locale in LOCALES:
            text = render(value, locale)
            assert text.strip(), (what, locale)
            assert not leaks(text, self.names), (what, locale, text, leaks(text, self.names))
            out[locale] = text
        self.count += 1
        return out


def play(players: int, seed: int, reader: Reader, refusals: Reader | None = None):
    """A whole game by computer players, every word of it read; with
    ``refusals``, illegal input tried at every decision too."""
    names = NAMES[:players]
    state = GAME.setup(names, {}, seed)
    bots = [GAME.computer_player(seed + i) for i in range(players)]
    step = 0
    while not GAME.is_over(state):
        acting = GAME.to_act(state)
        for seat, decision in acting.items():
            reader.read(decision.prompt, f"prompt {decision.kind}")
            moves = GAME.legal_moves(state, seat)
            for move in moves[:3] + moves[-2:]:
                reader.read(move.label, f"label {move.notation}")
            if refusals is not None:
                try_illegal(state, seat, decision.kind, refusals)
        seat = min(acting)
        move = bots[seat].choose(GAME, state, seat)
        if step % 3 == 0:
            preview = GAME.preview(state, seat, move)
            reader.read(preview.sentence, f"preview {move}")
            for who in (None, seat):
                reader.read(GAME.summary(state, who), "summary")
        before = state
        state, events = GAME.apply(state, seat, move)
        for event in events:
            reader.read(event.text, f"event {event.kind}")
        reason = GAME.undoable(before, state, seat)
        if reason is not None:
            reader.read(reason, "undo reason")
        alt = reader.read(GAME.alt_text(state), "alt text")
        assert all(len(text) <= ALT_TEXT_LIMIT for text in alt.values()), {k: len(v) for k, v in alt.items()}
        step += 1
    reader.read(GAME.summary(state, None), "final summary")
    for standing in GAME.standings(state):
        if standing.detail:
            reader.read(standing.detail, "standing detail")
    return state


ILLEGAL = {
    "favourite": ["fav", "fav t999", "jump"],
    "keep-cards": ["keep x", "keep b999 b998", "jump b1"],
    "source": ["take c", "draw 2", "favourite x", "jump", "take a", "take b", "favourite"],
    "keep": ["keep", "keep t999 on a", "jump"],
    "place": ["place 1", "place a,b 0", "place 0,0 45", "place 0,0 0", "place 99,99 0"],
    "lost": ["keep", "return c", "return", "return a"],
    "school": ["bimble", "bimble x", "bimble b999"],
    "tea": ["maybe"],
}


def refused(state, seat, move, reader: Reader) -> None:
    try:
        GAME.apply(state, seat, move)
    except RulesError as error:
        reader.read(error.message, f"refusal of {move!r}")


def try_illegal(state, seat, kind, reader: Reader) -> None:
    """Every kind of illegal input the decision can meet (what is legal
    here is simply played on a copy, and says nothing)."""
    me = state["seats"][seat]
    tries = [""] + ILLEGAL[kind]
    if kind == "keep-cards":
        cards = me["deal_cards"]
        tries += [f"keep b{cards[0]}", f"keep b{cards[0]} b{cards[0]}"]
    if kind == "keep":
        tries += [f"keep t{t}" for t in me["drawn"]] + [f"keep t{t} on a" for t in me["drawn"]]
    if kind == "place":
        tw = Twitten(me["twitten"])
        legal = set(tw.legal_placements(me["holding"]))
        spots = tw.frontier() + [(0, 0)]
        tries += [f"place {x},{y} {r}" for x, y in spots for r in (0, 90, 180, 270) if (x, y, r) not in legal]
        # beside the Twitten where no open path end points: joined by grass only
        beside = {(x + dx, y + dy) for _t, x, y, _r in me["twitten"] for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0))}
        tries += [f"place {x},{y} 0" for x, y in sorted(beside - set(spots) - set(tw.pos)) if (x, y, 0) not in legal]
    for move in tries:
        refused(state, seat, move, reader)


def test_the_refusals_that_need_a_position_of_their_own_read_too():
    """The refusals a computer game seldom meets, each driven by illegal
    input on a position made for it."""
    reader = Reader(NAMES)
    state = GAME.setup(NAMES[:2], {}, 3)
    while state["phase"] == "prepare":
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0].notation)
    seat = state["turn"]
    empty = deep_copy(state)
    empty["stacks"][0] = []
    refused(empty, seat, "take a", reader)
    dark = deep_copy(state)
    dark["deck"] = []
    refused(dark, seat, "draw", reader)
    # the first tile elsewhere than 0,0
    state, _ = GAME.apply(state, seat, "draw")
    drawn = state["seats"][seat]["drawn"]
    state, _ = GAME.apply(state, seat, f"keep t{drawn[0]} on a")
    refused(state, seat, "place 1,0 0", reader)
    assert {"twittens-refuse-stack-empty", "twittens-refuse-deck-empty", "twittens-first-tile"} <= reader.ids


@pytest.mark.parametrize("msg,args", [
    ("twittens-link-meets", {"link": link, "other": other, "edge": edge, "cell": "1,0"})
    for link in ("road", "rail") for other in ("path", "grass", "road", "rail") if other != link
    for edge in ("north", "east", "south", "west")
] + [
    ("twittens-path-meets", {"other": other, "edge": "south", "cell": "0,1"}) for other in ("grass", "road", "rail")
] + [
    ("twittens-link-only", {}),
    ("twittens-refuse-stack-fits-nowhere", {"tile": "t3", "stack": "A", "choices": "take b / draw"}),
    ("twittens-refuse-favourite-fits-nowhere", {"tile": "t3", "choices": "take b / draw"}),
    ("twittens-refuse-keep-fits-nowhere", {"tile": "t3", "other": "t4"}),
    ("twittens-refuse-return-on-discard", {}),
    ("twittens-read-lost", {"syntax": Text("twittens-syntax-lost")}),
    ("twittens-read-return-which-stack", {}),
] + [("twittens-goes-home", {"name": "Ann", "reason": reason}) for reason in HOME_REASONS] + [
    ("twittens-tie-decided", {"total": total, "category": k, "score": 3, "other": 2})
    for k in TIE_BREAK for total in (1, 3, 21, 40)
] + [("twittens-tie-unbroken", {})] + [
    ("twittens-undo-season-dealt", {"season": SEASON_NAMES[k], "next": SEASON_NAMES[k + 1]}) for k in (1, 2, 3)
] + [("twittens-undo-season-began", {"season": s}) for s in SEASON_NAMES.values()] + [
    ("twittens-undo-drawn", {"count": n}) for n in (1, 2)
])
def test_every_variant_of_a_sentence_reads_without_english(msg, args):
    """The variants of the refusals and reasons a game may not meet: each
    edge, link, reason, tie-break category and season."""
    Reader(NAMES).read(Text(msg, args), msg)


@pytest.mark.parametrize("tid", sorted(TILES))
def test_every_tile_is_described_in_every_language(tid):
    Reader(NAMES).read(describe_tile(TILES[tid]), f"t{tid}")


@pytest.mark.parametrize("cid", sorted(CARDS))
def test_every_bimble_card_reads_in_every_language(cid):
    """Its title translated and its requirement in words (the [link] and
    [pin] symbols kept for the pictures)."""
    read = Reader(NAMES).read(card_label(cid), f"b{cid}")
    assert read["en"].startswith(CARDS[cid]["title"] + " (")
    for locale in LOCALES:
        assert ("[link]" in read[locale]) == ("[link]" in read["en"])
        assert ("[pin]" in read[locale]) == ("[pin]" in read["en"])


@pytest.mark.parametrize("n", [1, 2, 3, 5, 11, 21])
def test_every_count_has_its_plural_forms(n):
    elements = re.findall(r"^ {3}[ *]\[(\w+)\]", catalogue_source("en", "twittens-count"), re.M)
    assert len(elements) == 21
    for element in elements:
        read = Reader(NAMES).read(count_words(element, n), element)
        assert all(text.startswith(f"{n} ") for text in read.values())
    # Russian: 1 дом, 2 дома, 5 домов, 21 дом
    forms = {1: "1 дом", 2: "2 дома", 3: "3 дома", 5: "5 домов", 11: "11 домов", 21: "21 дом"}
    assert render(count_words("house", n), "ru") == forms[n]


def catalogue_source(locale: str, msg_id: str) -> str:
    text = (Path(catalogue().root) / locale / "twittens.ftl").read_text(encoding="utf-8")
    start = text.index(f"\n{msg_id} =")
    end = text.index("\n}\n", start)
    return text[start:end]


def test_the_alt_text_leaves_room_for_the_longer_languages():
    """A 4-player game with 32-character names: the alt text, in every
    language, within Discord's 1,024 characters (the English counted
    EXPANSION times), the head always whole."""
    names = [f"{'Wxyz' * 7}{k:04d}" for k in range(4)]
    reader = Reader(names)
    state = GAME.setup(names, {}, 9)
    bots = [GAME.computer_player(i) for i in range(4)]
    longest = {"en": 0, "de": 0, "ru": 0}
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, bots[seat].choose(GAME, state, seat))
        alt = reader.read(GAME.alt_text(state), "alt text")
        for locale, text in alt.items():
            assert len(text) <= ALT_TEXT_LIMIT, (locale, len(text), text)
            assert all(name in text for name in names)
            longest[locale] = max(longest[locale], len(text))
    assert longest["en"] <= ALT_TEXT_LIMIT / EXPANSION + 1


@pytest.mark.parametrize("stored,msg,args", [
    ("Ann placed t12 at -1,0 turned 90.", "twittens-placed",
     {"name": "Ann", "tile": "t12", "cell": "-1,0", "rotation": "90"}),
    ("Bob took t3 from stack B.", "twittens-took", {"name": "Bob", "tile": "t3", "stack": "B"}),
    ("Cyd drew from the deck.", "twittens-last-drew", {"name": "Cyd"}),
    ("Dee chose their Favourite Place.", "twittens-last-favourite", {"name": "Dee"}),
    ("A name with spaces placed t1 at 0,0 turned 0.", "twittens-placed",
     {"name": "A name with spaces", "tile": "t1", "cell": "0,0", "rotation": "0"}),
])
def test_the_last_move_the_state_stores_in_english_is_told_from_its_data(stored, msg, args):
    """``last.text`` is part of the state format (English): the alt text
    reads it back into data, and its English is the stored sentence."""
    told = last_move(stored)
    assert told == Text(msg, args)
    assert str(told) == stored
    Reader(["Ann", "Bob", "Cyd", "Dee", "name", "with", "spaces"]).read(told, stored)


def test_a_last_move_the_game_does_not_store_is_shown_as_it_is_clipped():
    assert last_move("something else.") == "something else."
    assert last_move("x" * 160) == "x" * 160
    assert last_move("x" * 161) == "x" * 157 + "..."


def test_the_state_stores_the_same_english_as_before():
    """The JSON state format is a public interface: ``last.text`` is still
    the English sentence, built without the catalogue."""
    state = GAME.setup(NAMES[:2], {}, 3)
    while state["phase"] == "prepare":
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0].notation)
    seat = state["turn"]
    drew, _ = GAME.apply(state, seat, "draw")
    assert drew["last"] == {"seat": seat, "text": f"{NAMES[seat]} drew from the deck."}
    fast = GAME.fast_apply(state, seat, "draw")
    assert fast["last"] == drew["last"]


def test_the_fast_step_builds_no_words(monkeypatch):
    """fast_moves and fast_apply give no words: no Text is built."""
    import rules.base as base

    state = GAME.setup(NAMES[:3], {}, 4)
    bots = [GAME.computer_player(i) for i in range(3)]
    made = []
    real = base.Text.__init__

    def counting(self, *args, **kwargs):
        made.append(args)
        real(self, *args, **kwargs)

    for _ in range(60):
        seat = min(GAME.to_act(state))
        move = bots[seat].choose(GAME, state, seat)
        monkeypatch.setattr(base.Text, "__init__", counting)
        moves = GAME.fast_moves(state, seat)
        after = GAME.fast_apply(state, seat, move)
        monkeypatch.setattr(base.Text, "__init__", real)
        assert move in moves
        assert not made, made[:3]
        state = after


def test_the_summary_tells_each_players_status():
    """Choosing, then ready, while a season is prepared; in play, then home
    for tea, while it is played (in every language)."""
    state = GAME.setup(NAMES[:2], {}, 3)
    lines = str(GAME.summary(state, None)).splitlines()
    assert lines[2].startswith("Ann (choosing): ") and lines[3].startswith("Bob (choosing): ")
    for _ in ("fav", "keep"):
        state, _ = GAME.apply(state, 0, GAME.legal_moves(state, 0)[0].notation)
    read = Reader(NAMES).read(GAME.summary(state, None), "summary")
    assert "Ann (ready): " in read["en"] and "Bob (choosing): " in read["en"]
    assert "Ann (bereit): " in read["de"] and "Bob (wählt): " in read["de"]
    assert "Ann (готов): " in read["ru"] and "Bob (выбирает): " in read["ru"]
    state, _ = GAME.apply(state, 1, GAME.legal_moves(state, 1)[0].notation)
    state, _ = GAME.apply(state, 1, GAME.legal_moves(state, 1)[0].notation)
    assert state["phase"] == "play"
    state["seats"][1]["home"] = True
    read = Reader(NAMES).read(GAME.summary(state, None), "summary")
    assert "Ann (in play): " in read["en"] and "Bob (home for tea): " in read["en"]
    assert "Ann (im Spiel): " in read["de"] and "Bob (zum Tee zu Hause): " in read["de"]


@pytest.fixture(scope="module")
def games():
    """Three seeded games (2, 3 and 4 players): their words and refusals."""
    words, refusals = Reader(NAMES), Reader(NAMES)
    finals = [play(players, seed, words, refusals) for players, seed in ((2, 11), (3, 7), (4, 5))]
    return words, refusals, finals


def test_a_whole_game_reads_in_german_and_russian_without_english(games):
    words, _refusals, _finals = games
    assert words.count > 1000
    # every kind of sentence met: the seasons, each source, keeping, placing, schools, tea, the end
    for msg in ("twittens-season-begins", "twittens-season-over", "twittens-season-prepared", "twittens-game-over",
                "twittens-took", "twittens-drew-two", "twittens-you-drew-two", "twittens-played-favourite",
                "twittens-kept-tile-stack", "twittens-kept-tile-discard", "twittens-placed", "twittens-goes-home",
                "twittens-stacks-merged", "twittens-completed", "twittens-ask-source", "twittens-ask-place",
                "twittens-ask-tea", "twittens-label-place", "twittens-label-take", "twittens-tile",
                "twittens-req-count", "twittens-card-label", "twittens-sum-seat", "twittens-alt-seat",
                "twittens-alt-last", "twittens-undo-drawn", "twittens-label-keep-all", "twittens-label-keep-two"):
        assert msg in words.ids, msg


def test_every_refusal_reads_in_german_and_russian_without_english(games):
    _words, refusals, _finals = games
    for msg in ("twittens-read-empty", "twittens-read-favourite", "twittens-refuse-favourite",
                "twittens-read-keep-cards", "twittens-refuse-keep-cards", "twittens-refuse-keep-two",
                "twittens-read-take", "twittens-read-draw", "twittens-read-play-favourite", "twittens-read-source",
                "twittens-read-keep", "twittens-refuse-keep-undrawn", "twittens-read-keep-which-stack",
                "twittens-refuse-keep-on-discard", "twittens-read-place", "twittens-rotation", "twittens-occupied",
                "twittens-not-adjacent", "twittens-path-meets", "twittens-no-path-join", "twittens-read-school",
                "twittens-refuse-school", "twittens-read-tea", "twittens-refuse-take-discard",
                "twittens-refuse-favourite-used"):
        assert msg in refusals.ids, msg


def test_the_final_standings_tell_a_decided_and_an_unbroken_tie(games):
    _words, _refusals, finals = games
    reader = Reader(NAMES)
    state = deep_copy(finals[1])
    sheet = {k: 2 for k in state["seats"][0]["sheets"][0]}
    for seat in state["seats"]:
        seat["sheets"] = [dict(sheet)]
    state["seats"][1]["sheets"][0]["trees"] = 3
    state["seats"][1]["sheets"][0]["houses"] = 1
    ranking = GAME.standings(state)
    details = [s.detail for s in ranking]
    assert all(details)
    for detail in details:
        reader.read(detail, "detail")
    assert {"twittens-tie-decided", "twittens-tie-unbroken"} <= reader.ids
    reader.read(GAME.summary(state, None), "summary")


def test_every_message_id_the_engine_names_is_in_every_catalogue(games):
    """The ids met in the games and refusals, and every id written in
    rules/twittens (say("...") literals, and the f-string families), are
    in the English, German and Russian catalogues."""
    words, refusals, _finals = games
    written: set[str] = set()
    families: set[str] = set()
    for path in ENGINE.glob("*.py"):
        if path.name == "ai.py":  # the computer player's names (its search's key) are not words
            continue
        source = path.read_text(encoding="utf-8")
        written |= set(re.findall(r'say\(\s*"(twittens-[\w-]+)"', source))
        written |= set(re.findall(r'"(twittens-[\w-]+)"', source)) - {"twittens-guide"}
        families |= set(re.findall(r'say\(\s*f"(twittens-[\w-]*)\{', source))
    assert len(written) > 100 and families
    for locale in ("en", "de", "ru"):
        have = catalogue().ids(locale)
        assert not (words.ids | refusals.ids | written) - have, locale
        for family in families:
            assert any(i.startswith(family) for i in have), (locale, family)
    for cid in CARDS:
        assert f"twittens-card-{cid}" in catalogue().ids("ru")


def test_both_seats_of_a_two_player_tie_tell_how_it_was_decided():
    state = GAME.setup(NAMES[:2], {}, 1)
    sheet = {k: 2 for k in TIE_BREAK} | {"total": 16}
    state["seats"][0]["sheets"] = [dict(sheet, trees=3, roads=1)]
    state["seats"][1]["sheets"] = [dict(sheet)]
    ranking = GAME.standings(state)
    assert [s.seat for s in ranking] == [0, 1]
    assert [str(s.detail) for s in ranking] == ["tie on 16 points decided by trees: 3 against 2",
                                                "tie on 16 points decided by trees: 2 against 3"]


# -- the words' data, checked where a slip would not change the English much ----------------------


def texts_of(value, msg_id: str) -> list[Text]:
    """Every Text ``msg_id`` inside ``value`` (its arguments and parts, nested)."""
    found: list[Text] = []
    if isinstance(value, Text):
        if value.id == msg_id:
            found.append(value)
        for arg in value.args.values():
            found += texts_of(arg, msg_id)
    elif isinstance(value, (list, tuple)):
        for item in value:
            found += texts_of(item, msg_id)
    return found


def a_game_in_play(names: list[str], seed: int = 4):
    """A seeded game played by computers until its stacks are out and a few tiles placed."""
    state = GAME.setup(names, GAME.info.options(), seed)
    player = GAME.computer_player(seed)
    for _ in range(400):
        if GAME.is_over(state):
            break
        if state["phase"] == "play" and state["stacks"] and any(len(st) >= 2 for st in state["stacks"]) \
                and all(s["twitten"] for s in state["seats"]):
            return state
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, player.choose(GAME, state, seat))
    raise AssertionError("no position with stacks in play")


def test_the_summary_names_each_stacks_top_tile():
    # The tile a player may take is the top of a stack: its last tile (twittens README).
    state = a_game_in_play(["Ann", "Bob"])
    said = texts_of(GAME.summary(state, None), "twittens-sum-stack")
    stacks = [st for st in state["stacks"] if st]
    assert [t.args["tile"] for t in said] == [f"t{st[-1]}" for st in stacks]
    assert [t.args["tile_words"] for t in said] == [describe_tile(TILES[st[-1]]) for st in stacks]
    assert any(st[0] != st[-1] for st in stacks)


def test_a_player_at_home_has_no_open_path_ends_told():
    state = a_game_in_play(["Ann", "Bob"])
    assert len(texts_of(GAME.summary(state, None), "twittens-sum-open")) == 2  # both still out, with ends open
    home = deep_copy(state)
    home["seats"][0]["home"] = True
    assert len(texts_of(GAME.summary(home, None), "twittens-sum-open")) == 1


def test_the_alt_text_cuts_names_at_discords_32_characters():
    long = ["A" * 31 + "bcdefgh", "B" * 40]
    state = a_game_in_play(long)
    names = [t.args["name"] for t in texts_of(GAME.alt_text(state), "twittens-alt-seat")]
    assert names == [n[:32] for n in long]


def test_home_for_tea_is_told_only_while_the_game_is_played():
    state = a_game_in_play(["Ann", "Bob"])
    home = deep_copy(state)
    home["seats"][0]["home"] = True
    assert [t.args["home"] for t in texts_of(GAME.alt_text(home), "twittens-alt-seat")] == ["yes", "no"]
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, GAME.computer_player(1).choose(GAME, state, seat))
    over = deep_copy(state)
    over["seats"][0]["home"] = True
    assert [t.args["home"] for t in texts_of(GAME.alt_text(over), "twittens-alt-seat")] == ["no", "no"]
