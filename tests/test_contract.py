"""The engine contract (rules/base.py) and the registry, exercised with the
test-only Tiny Race game."""

import json

import pytest

from bot.i18n import LOCALES, render
from bot.service import guides
from bot.service.words import clip as service_clip
from rules import registry
from rules.base import (
    ALT_TEXT_LIMIT,
    COMMAND,
    HIDDEN_OUTCOME,
    AmbiguousMove,
    ComputerPlayer,
    GameInfo,
    GameOver,
    IllegalMove,
    InvalidState,
    Move,
    NotationError,
    NotYourTurn,
    Rng,
    SlippingPlayer,
    Text,
    Variant,
    command,
    deep_copy,
    dumps,
    loads,
    replayed,
    seat_name,
    write_commands,
)
from rules.bits.validation import describe as bits_describe
from rules.checks import Describe, clip, need, whole, whole_in
from rules.twittens.validation import describe as twittens_describe
from tests.support.tinygame import TinyRace

GAME = TinyRace()


def test_rng_same_seed_same_sequence_and_state_resumes():
    a = Rng.from_seed(42)
    first = [a.randrange(1000) for _ in range(5)]
    b = Rng.from_seed(42)
    assert [b.randrange(1000) for _ in range(5)] == first
    # The whole generator state is one integer: a copy continues identically.
    c = Rng(a.state)
    assert [c.randrange(1000) for _ in range(5)] == [a.randrange(1000) for _ in range(5)]
    assert Rng.from_seed(43).randrange(10**9) != Rng.from_seed(42).randrange(10**9)


def test_rng_is_fixed_across_versions():
    # Pinned values: a change of algorithm would break every stored game's replay.
    assert [Rng.from_seed(1).randrange(6) for _ in range(1)] == [3]
    r = Rng.from_seed(1)
    assert [r.randrange(6) for _ in range(10)] == [3, 1, 0, 0, 1, 1, 2, 0, 4, 1]


def test_rng_shuffle_is_a_permutation_and_roughly_uniform():
    r = Rng.from_seed(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.randrange(6)] += 1
    assert all(850 < c < 1150 for c in counts)
    items = list(range(20))
    assert sorted(r.shuffled(items)) == items
    # every position can be swapped, the first two included: both orders of two items occur
    assert {tuple(Rng.from_seed(seed).shuffled([0, 1])) for seed in range(20)} == {(0, 1), (1, 0)}


def test_a_text_with_nested_texts_and_lists_survives_its_json():
    """Words as data are stored as JSON (moves.words): a Text's arguments come back as they went in, a nested
    Text (a piece's name) and a list of them included."""
    name = Text("bits-tile", {"kind": "pair", "first": "R", "second": "Y"})
    text = Text("bits-drop", {"name": "Ann", "points": 3, "tile": name, "parts": [name, "C4"]})
    back = Text.from_json(json.loads(json.dumps(text.to_json())))
    assert back == text and back.args["tile"] == name and back.args["parts"] == [name, "C4"]
    assert Text.from_json({"id": "engine-x"}) == Text("engine-x", {})


def _unmix(out: int) -> int:
    """The SplitMix64 state whose next output is ``out`` (each step of the
    output function is invertible)."""
    mask = (1 << 64) - 1

    def unshift(z: int, k: int) -> int:
        x = z
        for _ in range(64 // k + 1):
            x = z ^ (x >> k)
        return x & mask

    z = unshift(out, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & mask
    z = unshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & mask
    z = unshift(z, 30)
    return (z - 0x9E3779B97F4A7C15) & mask


def test_randrange_rejects_the_draws_that_would_bias_it():
    """Without modulo bias: for n = 3, 2**64 - 1 is the one draw past the
    last whole multiple of 3, so it is drawn again."""
    top = (1 << 64) - 1
    assert Rng(_unmix(top)).next64() == top
    r = Rng(_unmix(top))
    r2 = Rng(_unmix(top))
    r2.next64()  # the draw after the rejected one
    assert r.randrange(3) == r2.next64() % 3
    assert r.state == r2.state
    # 2**64 - 2 ends the last whole multiple of 3: it is kept, not drawn again
    kept, once = Rng(_unmix(top - 1)), Rng(_unmix(top - 1))
    once.next64()
    assert kept.randrange(3) == (top - 1) % 3 and kept.state == once.state  # one draw only


def test_a_player_slips_on_exactly_its_share_of_draws_at_both_ends():
    """SlippingPlayer slips on a share ``slips`` of its draws: none at all
    for 0, even when its generator draws 0 (the lowest); every one for 1,
    even the highest."""

    class Named(ComputerPlayer):
        def choose(self, game, state, seat):
            return "the normal choice"

    game = TinyRace()
    state = game.setup(["a", "b"], game.info.options({}), seed=1)
    player = SlippingPlayer(Named(), slips=0.0)
    player.rng = Rng(_unmix(0))
    assert Rng(_unmix(0)).randrange(1_000_000) == 0
    assert player.choose(game, state, 0) == "the normal choice"
    # and one that always slips slips on the highest draw too
    player = SlippingPlayer(Named(), slips=1.0)
    player.rng = Rng(_unmix(999_999))
    assert Rng(_unmix(999_999)).randrange(1_000_000) == 999_999
    assert player.choose(game, state, 0) in game.fast_moves(state, 0)


def test_variant_coercion_and_messages():
    v = Variant("rounds", "How many.", kind="int", default=3, minimum=1, maximum=5)
    assert v.coerce("4") == 4
    with pytest.raises(ValueError, match="at most 5"):
        v.coerce(9)
    with pytest.raises(ValueError, match="^Option rounds is at least 1.$"):
        v.coerce(0)
    assert v.coerce(1) == 1 and v.coerce(5) == 5
    with pytest.raises(ValueError, match="whole number"):
        v.coerce("many")
    b = Variant("solo", "Solo.", default=False)
    assert b.coerce("yes") is True and b.coerce("off") is False
    c = Variant("mode", "Mode.", kind="choice", default="a", choices=("a", "b"))
    assert c.coerce("B") == "b"
    with pytest.raises(ValueError, match="one of a, b"):
        c.coerce("z")


def test_gameinfo_options_fill_defaults_and_refuse_unknown():
    info = GAME.info
    assert info.options({}) == {"rounds": 3, "simultaneous": False, "undo": False}
    assert info.options({"rounds": "2"})["rounds"] == 2
    with pytest.raises(ValueError, match="no option colour. Options: rounds, simultaneous, undo.$"):
        info.options({"colour": "red"})
    bare = GameInfo("bare", "Bare", 1, 2, "A game without options.")
    with pytest.raises(ValueError, match="^Bare has no option x. Options: none.$"):
        bare.options({"x": 1})


def test_apply_returns_new_state_and_leaves_input_untouched():
    state = GAME.setup(["a", "b"], GAME.info.options({}), seed=1)
    snapshot = dumps(state)
    move = GAME.legal_moves(state, 0)[0].notation
    new, events = GAME.apply(state, 0, move)
    assert dumps(state) == snapshot
    assert new != state and events


def test_deep_copy_is_equal_independent_and_keeps_types_and_shared_parts():
    # every engine copies the state it is given before changing it
    # ("apply leaves its input untouched"): the copy must be as deep as
    # copy.deepcopy's, with tuples, int keys and shared parts as they were
    shared = [1, 2]
    data = {"a": [{"b": (1, "x")}, shared, shared], 3: {"c": None, "d": 1.5, "e": True}}
    copy = deep_copy(data)
    assert copy == data and copy is not data
    assert isinstance(copy["a"][0]["b"], tuple) and 3 in copy
    assert copy["a"][1] is copy["a"][2] and copy["a"][1] is not shared
    copy["a"][0]["b"] = "changed"
    copy[3]["c"] = "changed"
    copy["a"][1].append(3)
    assert data == {"a": [{"b": (1, "x")}, [1, 2], [1, 2]], 3: {"c": None, "d": 1.5, "e": True}}
    assert GAME.copy_state(data) == data and GAME.copy_state(data) is not data


def test_typed_errors_for_syntax_illegal_and_turn():
    state = GAME.setup(["a", "b"], GAME.info.options({}), seed=1)
    with pytest.raises(NotationError, match="play N"):
        GAME.apply(state, 0, "jump")
    with pytest.raises(IllegalMove, match="You hold"):
        GAME.apply(state, 0, "play 99")
    with pytest.raises(NotYourTurn, match="waiting for a"):
        GAME.apply(state, 1, "play 1")


def test_match_move_exact_prefix_ambiguous_and_illegal():
    class Fixed(TinyRace):
        def legal_moves(self, state, seat):
            return [Move("place 1,0 90"), Move("place 1,0 180"), Move("take a")]

    game = Fixed()
    state = game.setup(["a", "b"], game.info.options({}), seed=1)
    assert game.match_move(state, 0, "  TAKE   A ").notation == "take a"
    assert str(game.match_move(state, 0, "take")) == "take a"  # a move reads as its notation
    assert game.match_move(state, 0, "take").notation == "take a"
    with pytest.raises(AmbiguousMove, match="several moves"):
        game.match_move(state, 0, "place 1,0")
    with pytest.raises(IllegalMove, match="Legal moves: place 1,0 90"):
        game.match_move(state, 0, "fly")


@pytest.mark.parametrize("count, tail", [(8, "take 8."), (9, "take 8 (and 1 more)."), (20, "take 8 (and 12 more).")])
def test_an_illegal_move_is_told_the_first_eight_legal_moves_and_how_many_more(count, tail):
    class Many(TinyRace):
        def legal_moves(self, state, seat):
            return [Move(f"take {i}") for i in range(1, count + 1)]

    game = Many()
    state = game.setup(["a", "b"], game.info.options({}), seed=1)
    with pytest.raises(IllegalMove) as refused:
        game.match_move(state, 0, "fly")
    assert str(refused.value).endswith("Legal moves: " + ", ".join(f"take {i}" for i in range(1, 8)) + ", " + tail)


def test_game_over_refuses_moves():
    state = GAME.setup(["a", "b"], GAME.info.options({"rounds": 1}), seed=2)
    for seat in (0, 1):
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0].notation)
    assert GAME.is_over(state) and GAME.to_act(state) == {}
    with pytest.raises(GameOver):
        GAME.apply(state, 0, "play 1")


def test_replay_from_setup_reproduces_every_state():
    seed = 11
    options = GAME.info.options({"rounds": 4})
    state = GAME.setup(["a", "b", "c"], options, seed)
    log, states = [], [dumps(state)]
    rng = Rng.from_seed(5)
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        move = rng.choice(GAME.legal_moves(state, seat)).notation
        state, _ = GAME.apply(state, seat, move)
        log.append((seat, move))
        states.append(dumps(state))
    replay = GAME.setup(["a", "b", "c"], options, seed)
    assert dumps(replay) == states[0]
    for i, (seat, move) in enumerate(log, start=1):
        replay, _ = GAME.apply(loads(dumps(replay)), seat, move)
        assert dumps(replay) == states[i]


def test_public_view_hides_hands_and_pending_choices():
    state = GAME.setup(["a", "b"], GAME.info.options({"simultaneous": True}), seed=3)
    state, _ = GAME.apply(state, 1, GAME.legal_moves(state, 1)[0].notation)
    public = json.dumps(GAME.view(state, None))
    assert "hands" not in public and "pending" not in public and "rng" not in public
    assert "hand" in GAME.view(state, 0)
    assert set(GAME.to_act(state)) == {0}


def test_registry_discovers_game_packages_without_errors():
    assert registry.errors() == {}
    for key, game in registry.games().items():
        assert game.info.key == key
        assert 1 <= game.info.min_players <= game.info.max_players


def test_registry_get_is_case_insensitive_and_says_what_exists(tiny_game):
    assert registry.get("TINY") is tiny_game
    assert registry.get("Tiny Race") is tiny_game
    with pytest.raises(KeyError, match="no game called 'chess'"):
        registry.get("chess")


def test_gameinfo_is_plain_data():
    info = GameInfo("x", "X", 1, 2, "s")
    assert info.options() == {}


# -- the helpers every game shares (rules/base.py, rules/checks.py) --------------------------


@pytest.mark.parametrize("key", ["bits", "townies"])
def test_a_long_alt_text_is_clipped_to_discords_1024_characters(key):
    """Discord takes a picture's description (its alt text) up to 1,024
    characters: a table of long names fills exactly that, and says it was
    cut."""
    assert ALT_TEXT_LIMIT == 1024
    game = registry.get(key)
    names = ["N" * 90 + str(i) for i in range(game.info.max_players)]
    alt = game.alt_text(game.setup(names, game.info.options(), 1))
    if isinstance(alt, Text):  # words as data (issue 31): within the limit in every language, as the
        # service shows it (it clips what it renders: bot/service/pictures.py), and said to be cut
        for locale in LOCALES:
            written = service_clip(render(alt, locale), ALT_TEXT_LIMIT)
            assert len(written) <= 1024 and "…" in written, locale
        return
    assert len(alt) == 1024 and alt.endswith("…")


def test_seat_name_names_a_seat_or_numbers_one_the_state_does_not_name():
    state = {"players": ["Ann", "Bob"]}
    assert [seat_name(state, s) for s in (0, 1)] == ["Ann", "Bob"]
    assert seat_name(state, 2) == "seat 3" and seat_name(state, -1) == "seat 0"
    assert seat_name({}, 0) == "seat 1"


def test_check_turn_words_game_over_and_waiting_through_the_games_hooks():
    state = GAME.setup(["a", "b"], GAME.info.options({}), seed=1)
    with pytest.raises(NotYourTurn) as waiting:
        GAME.check_turn(state, 1)
    assert str(waiting.value) == "It is not your turn: waiting for a."
    assert GAME.check_turn(state, 0) == GAME.to_act(state)[0]

    class Worded(TinyRace):
        game_over_refusal = "No more cards: the race is run."

        def not_your_turn(self, state, seat, acting):
            return f"Seat {seat + 1} waits for {len(acting)}."

    game = Worded()
    with pytest.raises(NotYourTurn, match=r"^Seat 2 waits for 1\.$"):
        game.check_turn(state, 1)
    over = GAME.setup(["a", "b"], GAME.info.options({"rounds": 1}), seed=2)
    for seat in (0, 1):
        over, _ = GAME.apply(over, seat, GAME.legal_moves(over, seat)[0].notation)
    with pytest.raises(GameOver, match=r"^No more cards: the race is run\.$"):
        game.check_turn(over, 0)
    with pytest.raises(GameOver, match=r"^The game is over; no more moves can be made\.$"):
        GAME.check_turn(over, 0)


def test_need_whole_and_clip():
    need(True, "never shown")
    with pytest.raises(InvalidState, match="^shown$"):
        need(0, "shown")
    assert whole(3) and whole(-2) and not whole(True) and not whole(3.0) and not whole("3")
    assert whole_in(5, 1, 5) and not whole_in(6, 1, 5) and not whole_in(False, 0, 1)
    assert clip("  short  ") == "'short'"
    assert clip("x" * 41) == repr("x" * 40) + "..." and clip("abcd", limit=3) == "'abc'..."


# Each game words a value of a malformed state its own way (tests and
# documents quote the sentences): these are the four wordings, pinned.
JSON_VALUES = [None, True, False, 7, 10**9, 10**12 - 1, 10**12, 2.5,
               "a" * 20, "a" * 21, "a" * 31, "a" * 41, [1], {"a": 1}, {1}]


@pytest.mark.parametrize("describe, expected", [
    pytest.param(Describe(), [
        "null", "true", "false", "7", "1000000000", "999999999999", "a huge number", "a decimal number", repr("a" * 20),
        repr("a" * 21), repr("a" * 27 + "..."), repr("a" * 27 + "..."), "a list", "an object", "an unknown value",
    ], id="townies"),
    pytest.param(bits_describe, [
        "None", "True", "False", "a number", "a number", "a number", "a number", "a decimal number", repr("a" * 20),
        repr("a" * 21), repr("a" * 31), repr("a" * 40) + "...", "a list", "an object", "set",
    ], id="bits"),
    pytest.param(twittens_describe, [
        "null", "true", "false", "7", "a number too large", "a number too large", "a number too large",
        "a decimal number",
        "the text " + repr("a" * 20), "the text " + repr("a" * 20 + "..."), "the text " + repr("a" * 20 + "..."),
        "the text " + repr("a" * 20 + "..."), "a list", "an object", "set",
    ], id="twittens"),
])
def test_each_game_describes_a_json_value_in_its_own_words(describe, expected):
    assert [describe(v) for v in JSON_VALUES] == expected
    assert describe(" padded ") in ("' padded '", "'padded'", "the text ' padded '")


def test_engines_name_no_front_ends_commands_and_mark_the_commands_they_name():
    """Issue 26: "Engines name no front end's commands": a guide names a
    player's command as rules.base.command(...), which each front end writes
    its own way; no engine text says `/game`."""
    marked = []
    for key, game in registry.games().items():
        guide = guides.guide(game.info)
        assert "/game" not in guide and "offline" not in guide, key
        marked += COMMAND.findall(guide)
    assert {"undo", "move F18", "move place 1,0 90"} <= set(marked)
    text = f"a {command('undo')} b {command('move F18')}."
    assert write_commands(text, lambda words: f"`/game {words}`") == "a `/game undo` b `/game move F18`."
    assert write_commands(text, str.upper) == "a UNDO b MOVE F18."
    assert write_commands("no command here", str.upper) == "no command here"


def test_replayed_gives_the_start_and_each_moves_state_as_play_did():
    state = GAME.setup(["a", "b"], GAME.info.options({}), seed=4)
    played, moves = [state], []
    for _ in range(3):
        seat = sorted(GAME.to_act(state))[0]
        move = GAME.legal_moves(state, seat)[0].notation
        state, _ = GAME.apply(state, seat, move)
        played.append(state)
        moves.append((seat, move))
    again = list(replayed(GAME, ["a", "b"], GAME.info.options({}), 4, moves))
    assert [dumps(s) for s in again] == [dumps(s) for s in played]


def test_a_preview_tells_the_mover_its_own_private_sentence_and_the_public_ones():
    """``Game.preview`` reads as the mover would: its private sentences and
    everybody's, in order (a decision that reveals nothing)."""
    game = TinyRace()
    state = game.setup(["a", "b", "c"], game.info.options({"undo": True, "simultaneous": True}), seed=1)
    preview = game.preview(state, 0, "play 2")
    assert not preview.hidden
    assert str(preview.sentence) == "You played 2.\na has played a card."
    assert preview.view["my_pending"] == 2 and game.view(state, 0).get("my_pending") is None


def test_a_preview_of_a_draw_shows_the_position_now_and_the_moves_label_only():
    """A decision that reveals something (here a card drawn from the deck)
    is previewed as the position before it, with its label and the note
    that what it leads to is hidden."""
    game = TinyRace()
    state = game.setup(["a", "b"], game.info.options(), seed=1)
    preview = game.preview(state, 0, "play 2")
    assert preview.hidden
    assert str(preview.sentence) == f"play the 2. {HIDDEN_OUTCOME}"
    assert preview.view == game.view(state, 0)
