"""The pictures' words (issue 31): every word a picture draws comes from the
pictures catalogues (bot/i18n/locales/<locale>/pictures*.ftl) through the
words the caller gives (render.base.Words), in English, German and Russian.

Every game's public and private pictures are drawn in every locale for
seeded positions, mid-game and final, each word asked for in that locale
(never the English fallback); a German or Russian picture writes no word
that only the English catalogue has (the game's notation, player names and
the engines' own sentences, another issue's part, excepted); the English
pictures are byte for byte those drawn before the words became data."""

from __future__ import annotations

import asyncio
import hashlib
import pickle
import random
import re
from types import SimpleNamespace
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast, visitor
from PIL import ImageFont

import render
from bot.i18n import LOCALES, SOURCE, Words, catalogue
from bot.service.pictures import Pictures, picture_words, table_locale
from bot.service.turns import describe
from render import base
from rules import registry

GAMES = ("bits", "townies", "tweeeet", "twittens")
WORDS = catalogue()
# Names that are no word of any catalogue, in the scripts the players write.
NAMES = ("Ася", "Jörg", "Mei", "Olu", "Ximena", "Kofi")


class Recording:
    """Words that remember every message asked for."""

    def __init__(self, locale: str):
        self.words = Words(locale)
        self.asked: list[tuple[str, dict]] = []

    def __call__(self, msg_id: str, /, **args: Any) -> str:
        self.asked.append((msg_id, args))
        return self.words(msg_id, **args)

    def __hash__(self) -> int:  # a fresh key for the layer caches: everything is drawn again
        return id(self)


def play(key: str, players: int, seed: int, names: tuple[str, ...] = NAMES) -> tuple[dict, dict, set[str]]:
    """A seeded random game: its mid-game and final states, and every word
    of the notation its legal moves were typed in."""
    game = registry.get(key)
    state = game.setup(list(names[:players]), game.info.options({}), seed)
    rng = random.Random(seed)
    seen, notation = [state], set()
    while not game.is_over(state):
        seat = min(game.to_act(state))
        moves = game.legal_moves(state, seat)
        notation.update(word.lower() for move in moves for word in move.notation.split())
        state, _ = game.apply(state, seat, rng.choice(moves).notation)
        seen.append(state)
    return seen[len(seen) // 2], state, notation


# every game at its most players, and the solo games (their own layouts)
TABLES = [(key, registry.get(key).info.max_players) for key in GAMES] + [("bits", 1), ("townies", 1)]


@pytest.fixture(scope="module", params=TABLES, ids=[f"{key}-{n}" for key, n in TABLES])
def seeded(request):
    key, players = request.param
    mid, final, notation = play(key, players, 7)
    return key, {"mid": mid, "final": final}, notation


def pictures(key: str, state: dict, words) -> list:
    """The public picture and every seat's private one (None where a seat
    has nothing private)."""
    game = registry.get(key)
    drawn = [render.board(key, game.view(state, None), words)]
    drawn += [render.private(key, game.view(state, seat), words) for seat in range(len(game.player_names(state)))]
    return drawn


@pytest.mark.parametrize("locale", LOCALES)
def test_every_picture_is_drawn_with_words_of_its_locale(seeded, locale):
    key, states, _ = seeded
    for moment, state in states.items():
        words = Recording(locale)
        drawn = pictures(key, state, words)
        assert drawn[0] is not None and drawn[0].width > 100 and drawn[0].height > 100
        assert words.asked, f"{key} {moment}: no word asked for"
        fallback = sorted({msg_id for msg_id, _ in words.asked if not WORDS.has(locale, msg_id)})
        assert fallback == [], f"{key} {moment} in {locale}: drawn in English"
        assert all(msg_id.startswith(f"pic-{key}-") for msg_id, _ in words.asked)


class _Texts(visitor.Visitor):
    """The words of a catalogue's texts (not its ids, variant keys or
    arguments)."""

    def __init__(self) -> None:
        super().__init__()
        self.words: set[str] = set()

    def visit_TextElement(self, node: ast.TextElement) -> None:  # noqa: N802 - Fluent's visitor names
        self.words |= {w.lower() for w in re.findall(r"[A-Za-z]{3,}", node.value)}


def english_only() -> set[str]:
    """The words (3 letters or more) of the English pictures catalogues that
    no German or Russian one writes: what a translated picture must not
    draw."""
    def words_of(locale: str) -> set[str]:
        texts = _Texts()
        for path in WORDS.files(locale):
            if path.stem.startswith("pictures"):
                texts.visit(FluentParser().parse(path.read_text(encoding="utf-8")))
        return texts.words

    others = set().union(*(words_of(locale) for locale in LOCALES if locale != SOURCE))
    return words_of(SOURCE) - others


ENGINE_TEXT = {"detail", "end", "text", "title"}  # the engines' own sentences and card texts


def without_engine_text(view: Any) -> Any:
    """``view`` with the engines' sentences (standings details, why a game
    ended, the last move told, card titles and texts) replaced: making them
    words of a catalogue is the engines' part of issue 31."""
    if isinstance(view, dict):
        return {k: "§" if k in ENGINE_TEXT and isinstance(v, str) else without_engine_text(v) for k, v in view.items()}
    if isinstance(view, list):
        return [without_engine_text(v) for v in view]
    return view


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != SOURCE])
def test_a_translated_picture_writes_no_english_word(seeded, locale, monkeypatch):
    key, states, notation = seeded
    written: list[str] = []
    real = ImageFont.FreeTypeFont.getmask2

    def getmask2(self, text, *args, **kwargs):
        written.append(text)
        return real(self, text, *args, **kwargs)

    monkeypatch.setattr(ImageFont.FreeTypeFont, "getmask2", getmask2)
    game = registry.get(key)
    english = english_only() - notation
    assert {"round", "player", "total", "last", "drop"} <= english_only()  # the check has English words to find
    for moment, state in states.items():
        base.clear_caches()  # every text is written again, and seen here
        written.clear()
        words = Words(locale)
        render.board(key, without_engine_text(game.view(state, None)), words)
        for seat in range(len(game.player_names(state))):
            render.private(key, without_engine_text(game.view(state, seat)), words)
        drawn = {w.lower() for text in written for w in re.findall(r"[A-Za-z]{3,}", text)}
        assert written and drawn & english == set(), f"{key} {moment} in {locale}"


# The pictures as drawn before their words came from the catalogues (sha256
# of the RGB pixels and the size), with the Pillow of constraints.txt:
# seeded random games with the names "Pläyer 1" ... (seed 3), mid-game and
# final, public and seat 0's private picture.
BEFORE = {
    "bits-2p-s3-mid-public": "b0141fde3a816de991ad48af45c3f62bf4495b85e893f0487c7c60e5f1d58afc",
    "bits-2p-s3-mid-seat0": "be8dd78bbe9e0ebc47bd92a43fa7ba334e5d310e6f5ab92f8e1019f525920909",
    "bits-2p-s3-final-public": "b84c134557ed399470848b635d065af527540482da00cccf6fed2c44c9e3b413",
    "bits-2p-s3-final-seat0": "bb94c8535a50f0423b5a737a733ddaf43946566f4b11272a5f4f3c42b3332ddb",
    "bits-1p-s3-final-public": "cf786da78576eb5aaa4269542ba91851dd12c1356468b734683d691c51ec3036",
    "townies-2p-s3-mid-public": "2fab359eb5a71e8c7dc9672484a61d0b99fefb248eb67dc3864fe9f25aec887e",
    "townies-2p-s3-mid-seat0": "7d5785110236668c9ce09810590fbb391f8db5ecd4a08ff3909597478d4eaed2",
    "townies-2p-s3-final-public": "6e2cbb1302c225713a41032e694c134f160679c6bb8457dc1174d8f5b49737cb",
    "townies-2p-s3-final-seat0": "2a98c4555d0ccc92e49330550f1c55e404ecfa171b1a604d3cd38be8997068b1",
    "townies-1p-s3-final-public": "f07dff2084bff23030e81c24e6fe008841b63c6bb35a1ab07fc101f7599763cf",
    "townies-5p-s3-final-public": "702cf80f80d82cedc5c2f49feae20b275c325dcc7ba32c8bd76bdd1cac931bb3",
    "tweeeet-2p-s3-mid-public": "0b7a72c87c6b24f1156fc01c0394c5108a77b00879722d31929e1253b784dce3",
    "tweeeet-2p-s3-mid-seat0": "d836aaff23fea043d374751fd271ca0f1e2f12c442845e1f75e393a438611261",
    "tweeeet-2p-s3-final-public": "58a7b0f0f7a2bd00b781f3bae65338f9e31ac75236fb5795c93542e2c73b5539",
    "tweeeet-6p-s3-mid-public": "9e94a80807a64a11b906b0ec08e9d4740b83f3b0b449a05d94859bf917c21243",
    "twittens-2p-s3-mid-public": "cef936cf355e9d5c7775087e4d4a34097ca7ce505ab84aa4dd4491ba1ec80148",
    "twittens-2p-s3-mid-seat0": "d302a39b9ccb9c6de8708f890fa3fce4506c1dbfb24cfc7cf149e8b8ad79c9ea",
    "twittens-2p-s3-final-public": "ca0882af4a49567e1ff6815bff6b574c3f0a1aa25bd64b72ecb339466501fbc3",
    "twittens-2p-s3-final-seat0": "2dfa78d7dbacd161b0c16319b7dd6111169de551ad9fdf688e7b87b222249f63",
    "twittens-4p-s3-final-public": "b5da70a56663135cc6b7ff0b2a4dc8f63b3fd3ae69abb84e18c9bdb47a23932b",
}


@pytest.mark.parametrize("key", GAMES)
def test_the_english_pictures_are_those_drawn_before(key):
    sample = {name: digest for name, digest in BEFORE.items() if name.startswith(f"{key}-")}
    for players in sorted({int(name.split("-")[1][:-1]) for name in sample}):
        mid, final, _ = play(key, players, 3, tuple(f"Pläyer {n}" for n in range(1, 7)))
        game = registry.get(key)
        for moment, state in (("mid", mid), ("final", final)):
            for view, name in ((None, "public"), (0, "seat0")):
                wanted = sample.get(f"{key}-{players}p-s3-{moment}-{name}")
                if wanted is None:
                    continue
                draw = render.board if view is None else render.private
                image = draw(key, game.view(state, view), Words(SOURCE))
                digest = hashlib.sha256(image.convert("RGB").tobytes() + str(image.size).encode()).hexdigest()
                assert digest == wanted, f"{key}-{players}p {moment} {name}"


def test_the_pictures_words_travel_to_a_picture_process_and_key_its_caches():
    words = pickle.loads(pickle.dumps(Words("ru")))
    assert words == Words("ru") and hash(words) == hash(Words("ru")) and words != Words("de")
    assert words("pic-bits-table-total") == "Итог"


@pytest.mark.parametrize(("locale", "counts", "expected"), [
    ("en", (1, 3), ["1 point", "3 points"]),
    ("de", (1, 3), ["1 Punkt", "3 Punkte"]),
    ("ru", (1, 3, 5, 21), ["1 очко", "3 очка", "5 очков", "21 очко"]),
])
def test_a_picture_counts_in_its_languages_plurals(locale, counts, expected):
    assert [Words(locale)("pic-townies-points", points=n) for n in counts] == expected


def test_one_picture_in_two_languages_keeps_each_its_own_cached_words():
    game = registry.get("bits")
    mid, _, _ = play("bits", 2, 5)
    view = game.view(mid, None)
    german, russian = render.board("bits", view, Words("de")), render.board("bits", view, Words("ru"))
    assert german.tobytes() != russian.tobytes()
    assert render.board("bits", view, Words("de")).tobytes() == german.tobytes()  # from warm caches


class PictureContext:
    """The part of the service's context the picture pipeline uses: it
    draws at once, and remembers the words each picture was drawn with."""

    def __init__(self):
        self.words: list = []
        self.front = "discord"  # who reads the alt text

    def draw_soon(self, fn, *args):
        self.words.append(args[-1])
        done = asyncio.get_running_loop().create_future()
        done.set_result(fn(*args))
        return done

    async def run(self, fn, *args):
        return fn(*args)


def test_the_service_draws_and_keeps_a_picture_for_each_language():
    game = registry.get("bits")
    mid, _, _ = play("bits", 2, 5)
    described = describe(game, mid)

    async def scenario():
        ctx = PictureContext()
        pictures = Pictures(ctx, rate=None)  # type: ignore[arg-type]
        german, _ = await pictures.public_png(game, mid, described, locale="de")
        assert pictures.start_drawing(game, described, "de") == german  # kept, not drawn again
        english, _ = await pictures.public_png(game, mid, described)  # another language: drawn
        assert english != german and ctx.words == [Words("de"), Words(SOURCE)]
        assert english == render.board_png("bits", described[0], Words(SOURCE))

    asyncio.run(scenario())


def test_a_table_is_drawn_in_its_games_language():
    assert table_locale(None) == SOURCE and picture_words() == Words(SOURCE)
    assert table_locale(SimpleNamespace(language="de")) == "de"
