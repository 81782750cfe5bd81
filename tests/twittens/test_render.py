"""Pictures: drawn from views only, phone-sized, small PNGs, the last placed
tile highlighted, private pictures only from a seat's own view."""

import json
from collections import Counter
from pathlib import Path

import pytest
from PIL import ImageDraw

from bot.i18n import Words
from bot.service import guides
from render import twittens as R
from render.base import BACKGROUND, GRID, HIGHLIGHT, INK, clear_caches, closest_pair, closest_to, to_png
from rules.base import RandomPlayer
from rules.twittens import GAME
from rules.twittens.geometry import TILES, Twitten

EN = Words()  # the English words every picture here is drawn with


def positions(n, seed=5):
    """A few views along a game: preparation, mid-season with stacks, after
    the first player went home (discard pile), and the final scores."""
    state = GAME.setup([f"Player {i + 1}" for i in range(n)], {}, seed)
    bots = [GAME.computer_player(i) for i in range(n)]
    found = {"prepare": state}
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, bots[seat].choose(GAME, state, seat))
        if state["phase"] == "play" and state["step"] == "source" and state["stacks"] and len(
                state["seats"][seat]["twitten"]) >= 3:
            found.setdefault("stacks", state)
        if state["phase"] == "play" and state["discard"] is not None:
            found.setdefault("discard", state)
        if state["season"] == 2 and state["phase"] == "prepare":
            found.setdefault("season2", state)
    found["over"] = state
    return found


@pytest.fixture(scope="module")
def four():
    return positions(4)


@pytest.mark.parametrize("which", ["prepare", "stacks", "discard", "season2", "over"])
def test_board_pictures_are_phone_sized_and_small(four, which):
    view = json.loads(json.dumps(GAME.view(four[which], None)))  # a view is all it gets
    image = R.board(view, EN)
    assert image.width <= 1600
    png = to_png(image)
    assert len(png) < 1_000_000
    if which == "stacks":
        assert view["stacks"] and view["last"]


def test_last_placed_tile_is_highlighted():
    game = GAME.setup(["A", "B"], {}, 9)
    bot = RandomPlayer(1)
    while True:
        seat = min(GAME.to_act(game))
        game, events = GAME.apply(game, seat, bot.choose(GAME, game, seat))
        if any(e.kind == "place" for e in events) and game["phase"] == "play":
            break
    view = GAME.view(game, None)
    assert "x" in view["last"]
    image = R.board(view, EN)
    assert R.LAST in {c for _, c in image.getcolors(1 << 20)}
    view["last"] = None
    plain = R.board(view, EN)
    # only the "to play" frame uses the highlight colour without a last tile
    assert sum(n for n, c in plain.getcolors(1 << 20) if c == R.LAST) < sum(
        n for n, c in image.getcolors(1 << 20) if c == R.LAST)


def test_private_pictures_for_each_seat(four):
    for which in ("prepare", "stacks", "discard"):
        state = four[which]
        for seat in range(4):
            view = GAME.view(state, seat)
            image = R.private(view, EN)
            assert image is not None and image.width <= 1600
            assert len(to_png(image)) < 1_000_000
    assert R.private(GAME.view(four["stacks"], None), EN) is None


def test_end_of_season_view_shows_the_scored_twittens(four):
    view = GAME.view(four["season2"], None)
    assert view["phase"] == "prepare" and view["season"] == 2
    for seat, raw in zip(view["seats"], four["season2"]["seats"], strict=True):
        assert seat["twitten"] == []
        assert len(seat["previous"]["twitten"]) == raw["sheets"][0]["tiles"]
        assert {c["id"] for c in seat["previous"]["cards"]} == {c for c, _ in raw["previous"]["cards"]}
    assert R.board(view, EN).width <= 1600


def drawn_texts(monkeypatch):
    """Record every text the renderer draws: (x, y, text), at the anchor it
    gives. Every text goes through ``R.write`` (``draw.text`` from a cached
    mask), so a text is seen each time it is written, cached or not."""
    calls = []
    original = R.write

    def spy(draw, xy, text, *args, **kwargs):
        calls.append((xy[0], xy[1], text))
        return original(draw, xy, text, *args, **kwargs)

    monkeypatch.setattr(R, "write", spy)
    return calls


def test_scorepad_draws_every_category_row_and_season_number_of_the_view(four, monkeypatch):
    """The scorepad (rulebook "Scoring a Season": a score sheet per season) shows,
    for every player, each category's score in each season and the sums, in
    the rows and columns the renderer lays out: found through the positions
    of its own row labels and column headings, and inked in the picture."""
    view = GAME.view(four["over"], None)
    assert view["over"] and all(len(s["sheets"]) == 4 for s in view["seats"])
    calls = drawn_texts(monkeypatch)
    pad = R.scorepad(view, EN)
    assert pad is not None and pad.width <= 1600
    row_y = {}
    for key in R.CATEGORY_ROWS:
        name = EN("pic-twittens-category", category=key)
        ys = [y for x, y, t in calls if t == name]
        assert len(ys) == 1, f"row {name!r} drawn {len(ys)} times"
        row_y[key] = ys[0]
    headings = [(x, t) for x, y, t in calls if t in ("Sp", "Su", "Au", "Wi", "Sum")]
    assert [t for _, t in headings] == ["Sp", "Su", "Au", "Wi", "Sum"] * len(view["seats"])
    names = [t for x, y, t in calls if t in view["players"]]
    assert names == view["players"]
    at = {(x, y): t for x, y, t in calls}
    pixels = pad.load()
    for p, seat in enumerate(view["seats"]):
        columns = [x for x, _ in headings[5 * p:5 * p + 5]]
        for key, y in row_y.items():
            expected = [str(sheet[key]) for sheet in seat["sheets"]] + [str(sum(sh[key] for sh in seat["sheets"]))]
            assert [at.get((x, y)) for x in columns] == expected, (seat["name"], key)
            for x in columns:  # each number is inked where it was laid out
                assert any(pixels[int(x) + dx, y + dy] == INK for dx in range(-12, 13) for dy in range(2, 16))
        assert at[(columns[-1], row_y["total"])] == str(view["totals"][str(p)])
    notes = " ".join(t for x, y, t in calls if y > max(row_y.values()))
    for seat in view["seats"]:
        last = seat["sheets"][-1]
        assert f"{seat['name']} {last['bimble_won']} - {last['bimble_lost']} = {last['bimble']}" in notes
    assert R.scorepad(GAME.view(four["prepare"], None), EN) is None


def test_scorepad_after_one_season_has_one_column_per_player(four, monkeypatch):
    view = GAME.view(four["season2"], None)
    calls = drawn_texts(monkeypatch)
    R.scorepad(view, EN)
    assert [t for _, _, t in calls if t in ("Sp", "Su", "Au", "Wi", "Sum")] == ["Sp", "Sum"] * 4
    for seat in view["seats"]:
        total = str(seat["sheets"][0]["total"])
        assert sum(1 for _, _, t in calls if t == total) >= 2  # the season and its sum


def test_summary_describes_the_board_in_words(four):
    text = str(GAME.summary(four["stacks"], None))
    assert "Season" in text and "houses" in text and "trees" in text and "stack A" in text
    mine = str(GAME.summary(four["stacks"], 0))
    assert "Your Bimble" in mine
    assert "Your Bimble" not in text
    prep = str(GAME.summary(four["prepare"], 1))
    assert "You were dealt" in prep and "You were dealt" not in str(GAME.summary(four["prepare"], None))


def test_a_very_long_twitten_still_fits_a_phone():
    from rules.twittens.geometry import TILES
    from tests.twittens.twhelp import give_twitten, prepared

    state = prepared(4, 3)
    straights = [t for t, f in TILES.items() if f["shape"] == "straight"]
    # so many houses sent seat 0 home over the limit: the stacks became the discard pile
    state["seats"][0]["home"], state["seats"][0]["home_reason"] = True, "limit"
    state["discard"], state["stacks"] = state["stacks"][0] + state["stacks"][1], None
    state["turn"] = 1
    give_twitten(state, 0, [[t, i, 0, 90] for i, t in enumerate(straights[:14])])
    image = R.board(GAME.view(state, None), EN)
    assert image.width <= 1600 and len(to_png(image)) < 1_000_000


# -- phone-first pictures (issue 14) -------------------------------------------------------


def measured(draw_picture, monkeypatch):
    """(picture, every text drawn with its font size). The cached layers
    (legend, tile faces, tile cards) are dropped first so that their text is
    written again, and seen."""
    calls = []
    original = R.write

    def spy(draw, xy, text, *args, **kwargs):
        fnt = kwargs.get("font") or args[0]
        if str(text).strip():
            calls.append((str(text), fnt.size))
        return original(draw, xy, text, *args, **kwargs)

    clear_caches()
    monkeypatch.setattr(R, "write", spy)
    return draw_picture(), calls


@pytest.fixture(scope="module")
def two():
    return positions(2, seed=8)


@pytest.mark.parametrize("players", ["two", "four"])
@pytest.mark.parametrize("which", ["prepare", "stacks", "discard", "season2", "over"])
def test_every_picture_reads_on_a_400_px_phone(request, players, which, monkeypatch):
    """Issue 14, item 1: no picture more than 1.6 times as tall as wide, and
    every text at least 8 px tall once shrunk to 400 px wide."""
    state = request.getfixturevalue(players)[which]
    views = [GAME.view(state, None)] + [GAME.view(state, s) for s in range(len(state["players"]))]
    for k, view in enumerate(views):
        image, texts = measured(lambda view=view, k=k: R.board(view, EN) if k == 0 else R.private(view, EN),
                                monkeypatch)
        monkeypatch.undo()
        width, height = image.size
        assert width == R.WIDTH and height <= 1.6 * width, (which, k, image.size)
        small = min(size for _, size in texts)
        assert small * 400 / width >= 8, (which, k, small)


def test_the_pictures_write_moves_exactly_as_typed(four, monkeypatch):
    """Issue 14, item 5: a move in a picture reads as it is typed, `move ...`."""
    for which in ("prepare", "stacks", "discard"):
        state = four[which]
        for view in [GAME.view(state, None)] + [GAME.view(state, s) for s in GAME.to_act(state)]:
            _, texts = measured(lambda view=view: R.board(view, EN) if view["viewer"] is None else R.private(view, EN),
                                monkeypatch)
            monkeypatch.undo()
            typed = [t for t, _ in texts if t.startswith("Type: ")]
            assert typed, which
            for text in typed:
                for form in text[len("Type: "):].replace(", then ", " / ").split(" / "):
                    assert form.startswith("move "), text


def _at_place(n=2, seed=5):
    state = GAME.setup([f"P{i}" for i in range(n)], {}, seed)
    bots = [GAME.computer_player(i) for i in range(n)]
    while True:
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, bots[seat].choose(GAME, state, seat))
        if state["phase"] == "play" and state["step"] == "place" and len(state["seats"][state["turn"]]["twitten"]) >= 2:
            return state


def test_the_private_picture_shows_every_legal_placement_labelled_with_the_move(monkeypatch):
    """Issue 14, item 2: the player's own Twitten with the tile in hand, and
    for each legal placement the move to type with the tile turned as it
    would lie (the view's turned faces are the engine's own rotations)."""
    state = _at_place()
    seat = state["turn"]
    view = GAME.view(state, seat)
    legal = sorted(m.notation for m in GAME.legal_moves(state, seat))
    image, texts = measured(lambda: R.private(view, EN), monkeypatch)
    drawn = sorted(t for t, _ in texts if t.startswith("place "))
    assert drawn == legal
    spots = {f"{x},{y}" for x, y, _ in view["me"]["placements"]}
    assert spots <= {t for t, _ in texts}  # ghost tiles labelled with their space
    from rules.twittens.geometry import ROTATED
    held = state["seats"][seat]["holding"]
    for r, face in view["me"]["turns"].items():
        assert tuple(face["cells"]) == ROTATED[(held, int(r))][1]
    # the player's own Twitten is drawn: its column labels are there
    xs = {x for _, x, _, _ in state["seats"][seat]["twitten"]}
    assert all(f"x={x}" in {t for t, _ in texts} for x in xs)


def test_every_colour_pair_is_distinguishable_with_deuteranopia_and_protanopia():
    """Issue 14, item 1: colours simulated with Machado, Oliveira and
    Fernandes (2009) at full severity, compared in CIELAB (the shared check,
    render.base): every two different fills of the picture stay at least 12
    apart (CIE76)."""
    assert len(set(R.FILLS.values())) == len(R.FILLS)
    difference, a, b, vision = closest_pair(R.FILLS, ("protanopia", "deuteranopia"), "cie76")
    assert difference >= 12, f"{a} and {b} look alike with {vision} (delta E {difference:.1f})"
    # the last tile's outline (render.base.HIGHLIGHT) also with tritanopia,
    # and in CIEDE2000, against every fill it can frame
    assert R.LAST == HIGHLIGHT
    difference, name, vision = closest_to("last tile", R.FILLS)
    assert difference >= 10, f"the last tile and {name} look alike with {vision} ({difference:.1f})"
    # the two colours shared on purpose differ in letter and shape
    assert R.STYLE["school"][0] == R.STYLE["playground"][0]
    assert R.STYLE["school"][1:4:2] != R.STYLE["playground"][1:4:2]


def test_scoring_a_season_shows_the_cells_that_earned_each_category(four):
    """Issue 14, item 3, rulebook "Scoring a Season": the view names the
    cells behind every category's points, and they account for the sheet."""
    view = GAME.view(four["over"], None)
    raw = four["over"]["seats"]
    for seat, state_seat in zip(view["seats"], raw, strict=True):
        sheet, cells = seat["sheets"][-1], seat["scored"]
        tw = Twitten(state_seat["twitten"])
        assert len(cells["houses"]) == sheet["houses"]  # 1 point a house, none over the limit
        assert len(cells["trees"]) == sheet["trees"]  # the largest continuous group
        assert 5 * len(cells["roads"]) == sheet["roads"]  # each road at an end: one road cell
        lit = sum(TILES[t]["lights"] for t, x, y, r in state_seat["twitten"]
                  if [3 * y + 1, 3 * x + 1] in cells["streetlights"])
        assert lit == sheet["streetlights"]
        for key, hub in (("stations", "station"), ("playgrounds", "playground"), ("allotments", "allotment")):
            assert bool(cells[key]) == bool(sheet[key]), key
            assert all(tw.cells[tuple(rc)] != "grass" for rc in cells[key])
            # each station, playground or allotment is ringed with what it scores for
            assert not cells[key] or any(tw.cells[tuple(rc)] == hub for rc in cells[key]), key
    assert all(s["scored"] is None for s in GAME.view(four["stacks"], None)["seats"])
    assert all(s["scored"] for s in GAME.view(four["season2"], None)["seats"])


def test_the_scoring_cells_of_a_hand_built_twitten():
    """Houses 1 each within the limit, the largest tree group, a road at an
    end (rulebook: "Each road at an end of your Twitten is worth 5 points")."""
    from tests.twittens.twhelp import ew, row_twitten

    tw, _, _ = row_twitten([ew("HTT", "T.H"), ew("T.T", "HHr"), ew(".r.", "...", north="road")])
    cells = tw.scoring_cells()
    assert cells["houses"] == sorted(tw.cells_with("house"))
    assert cells["trees"] == [(0, 1), (0, 2), (0, 3)]  # 3 trees in a row; the others are alone
    assert tw.score()["trees"] == 3
    assert cells["roads"] == [(0, 7)] and tw.score()["roads"] == 5


def test_alt_text_at_four_players_fits_and_says_whose_turn_the_scores_and_the_last_move():
    """Issue 14, item 6: written for Discord's 1,024 characters, with every
    name (Discord allows 32 characters) and score, mid-game and at the end."""
    names = [f"{'Wxyz' * 7}{k:04d}" for k in range(4)]  # 32 characters each
    state = GAME.setup(names, {}, 5)
    bots = [GAME.computer_player(i) for i in range(4)]
    checked = {"mid": False, "over": False}
    while True:
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, bots[seat].choose(GAME, state, seat))
        alt = str(GAME.alt_text(state))
        assert len(alt) <= 1024
        assert all(name in alt for name in names)
        if GAME.is_over(state):
            ranking = GAME.standings(state)
            assert alt.startswith(f"Twittens is over: {names[ranking[0].seat]} won.")
            assert all(f"{s.rank}. {names[s.seat]} {int(s.score)}" in alt for s in ranking)
            checked["over"] = True
            break
        if state["phase"] == "play" and state["season"] == 3 and state["last"]:
            assert f"{names[state['turn']]} to play." in alt
            totals = GAME.scores(state)
            assert "Scores: " + "; ".join(f"{names[i]} {int(totals[i]['total'])}" for i in range(4)) in alt
            assert "Last move: " + state["last"]["text"] in alt
            checked["mid"] = True
    assert all(checked.values())


def test_the_guide_shows_every_kind_of_move_as_typed():
    """Issue 14, item 5: how to play, the full notation with an example of
    every kind of move exactly as typed, and what each picture shows."""
    guide = guides.guide(GAME.info)
    assert len(guide) <= 1800
    for example in ("move fav t12", "move keep b3 b17", "move keep b3 b17 b20", "move take a", "move take b",
                    "move draw", "move favourite", "move keep t5 on a", "move keep t5", "move place 1,0 90",
                    "move return a", "move return", "move bimble b44", "move bimble none", "move home",
                    "move stay"):
        assert f"`{example}`" in guide, example
    for word in ("How to play", "Moves", "Pictures"):
        assert word in guide
    # each example is a move the engine reads (the notation after `move`)
    state = GAME.setup(["Ann", "Ben"], {}, 1)
    fav = GAME.legal_moves(state, 0)[0].notation
    assert fav.startswith("fav t")


def test_alt_text_adds_whole_sentences_while_the_english_times_the_expansion_fits():
    """The alt text is a Text rendered in its reader's language, so a sentence
    is added only while the English, EXPANSION times, fits the limit (German
    and Russian run longer); sentences are never cut."""
    from rules.twittens.words import EXPANSION, within

    assert EXPANSION == 1.4
    # 10 + 1 + 13 = 24 characters of English: 33.6 of room needed
    assert str(within(["a" * 10], ["b" * 13], 34)) == "a" * 10 + " " + "b" * 13
    assert str(within(["a" * 10], ["b" * 13], 33)) == "a" * 10
    assert str(within(["a" * 10], ["b" * 13, "c"], 33)) == "a" * 10 + " c"  # the long one left out, never cut
    assert str(within(["a" * 10, "d"], ["b" * 11], 34)) == "a" * 10 + " d " + "b" * 11  # the head's spaces count
    assert str(within(["a" * 10, "d"], ["b" * 12], 34)) == "a" * 10 + " d"


@pytest.fixture
def bitmap_font(monkeypatch):
    """render.base.font without FreeType: Pillow's bitmap font, which has no
    size. The cached pictures are dropped before and after, so no other test
    sees a picture drawn with it."""
    from PIL import ImageFont

    clear_caches()
    monkeypatch.setattr(R, "font", lambda size=16, bold=False: ImageFont.load_default_imagefont())
    yield
    clear_caches()


def test_line_height_is_the_font_size():
    for size in (R.SMALL, R.BODY, R.HEAD, R.TITLE):
        assert R.line_px(R.font(size)) == size
        assert R.line_px(R.font(size, bold=True)) == size


@pytest.mark.parametrize("which", ["prepare", "stacks"])
def test_pictures_are_still_drawn_with_pillows_own_font(four, which, bitmap_font):
    """render.base.font: if the bundled font is missing "pictures are still
    drawn, with Pillow's own font" (its bitmap font, used without FreeType,
    has no size: each line is as tall as its letters). Only positions before
    a Bimble card is done: that font is Latin-1 only and cannot draw the
    check and cross marks."""
    state = four[which]
    assert R.line_px(R.font(R.BODY)) == R.measure("Ag", R.font(R.BODY))[1] > 0
    assert R.board(GAME.view(state, None), EN).width == R.WIDTH
    for seat in range(4):
        image = R.private(GAME.view(state, seat), EN)
        assert image is None or image.width == R.WIDTH


def test_open_spaces_come_from_the_view_not_from_the_renderer(four, monkeypatch):
    """Issue 14 item 8: the view carries the open spaces the rules compute
    (rulebook "Placing Tiles": a new tile goes where the path continues),
    and the picture labels exactly those: one taken out of the view is no
    longer drawn, one added is."""
    state = four["stacks"]
    view = GAME.view(state, None)
    turn = view["turn"]
    seat = view["seats"][turn]
    raw = state["seats"][turn]
    assert seat["open"] == [list(p) for p in Twitten(raw["twitten"]).frontier()] and seat["open"]
    texts = drawn_texts(monkeypatch)
    clear_caches()  # every panel drawn, none pasted from an earlier picture
    R.board(view, EN)
    before = Counter(t for _, _, t in texts)
    assert all(before[f"{x},{y}"] for x, y in seat["open"])
    gone = seat["open"].pop()
    extra = [max(x for x, _ in seat["open"] + [gone]) + 1, 0]
    seat["open"].append(extra)
    del texts[:]
    clear_caches()
    R.board(view, EN)
    after = Counter(t for _, _, t in texts)
    assert after[f"{gone[0]},{gone[1]}"] == before[f"{gone[0]},{gone[1]}"] - 1
    assert after[f"{extra[0]},{extra[1]}"] == before[f"{extra[0]},{extra[1]}"] + 1
    source = Path(R.__file__).read_text(encoding="utf-8")
    assert "from rules" not in source and "import rules" not in source  # the renderer reads no rules


# -- drawing cost (issue 14 item 9): what is cached never changes a picture ----------------


@pytest.mark.parametrize("fontmode", ["1", "L"])
@pytest.mark.parametrize("anchor", [None, "mm", "mb", "rm", "lm", "mt"])
def test_write_inks_exactly_what_draw_text_inks(fontmode, anchor):
    """``R.write`` stamps a cached mask of the text: the pixels must be
    ``draw.text``'s, at whole and fractional positions, the first time and
    from the cache."""
    from PIL import Image

    for text, size, bold in [("x=-3", R.SMALL, True), ("10,-2", R.SMALL, False), ("Player 1: 23 pts", R.HEAD, True),
                             ("Ag ✓", R.BODY, False), ("last", R.SMALL, True)]:
        fnt = R.font(size, bold)
        for xy in [(40, 30), (40.5, 30), (33.25, 17.75), (0, 0), (61.9, 40.99)]:
            expected = Image.new("RGB", (300, 80), R.WHITE)
            pen = ImageDraw.Draw(expected)
            pen.fontmode = fontmode
            pen.text(xy, text, font=fnt, fill=HIGHLIGHT, anchor=anchor)
            for _ in range(2):  # drawn, then stamped from the cache
                got = Image.new("RGB", (300, 80), R.WHITE)
                pen = ImageDraw.Draw(got)
                pen.fontmode = fontmode
                R.write(pen, xy, text, fnt, fill=HIGHLIGHT, anchor=anchor)
                assert got.tobytes() == expected.tobytes(), (text, size, xy)


def test_write_without_ink_or_with_pillows_bitmap_font_draws_as_draw_text():
    from PIL import ImageFont

    for text, fnt in [(" ", R.font(R.SMALL)), ("", R.font(R.SMALL)), ("x=1", ImageFont.load_default_imagefont()),
                      ("x=1", R.font(R.SMALL))]:
        for xy in [(5, 5), (-3, 4)]:
            expected, _ = R.canvas(60, 30)
            pen = ImageDraw.Draw(expected)
            pen.fontmode = "1"
            pen.text(xy, text, font=fnt, fill=INK)
            got, draw = R.canvas(60, 30)
            R.write(draw, xy, text, fnt)
            assert got.tobytes() == expected.tobytes(), (text, xy)


def test_pictures_drawn_from_warm_caches_equal_pictures_drawn_from_scratch(four):
    """Cached layers and text masks are keyed by everything they depend on:
    every picture of a game drawn one after another (each reusing what the
    ones before cached) is pixel for pixel the picture drawn with every
    cache emptied first."""
    views = []
    for which in ("prepare", "stacks", "discard", "season2", "over"):
        state = four[which]
        views.append(GAME.view(state, None))
        views += [GAME.view(state, s) for s in range(len(state["players"]))]

    def draw(view):
        image = R.board(view, EN) if view["viewer"] is None else R.private(view, EN)
        return None if image is None else (image.size, image.tobytes())

    clear_caches()
    warm = [draw(view) for view in views]
    for view, seen in zip(views, warm, strict=True):
        clear_caches()
        assert draw(view) == seen, (view["phase"], view["viewer"])


def test_a_panel_drawn_into_the_board_is_the_panel_drawn_alone(four):
    """The board is one canvas its panels are drawn into: at any place in a
    larger picture a panel draws exactly the picture ``twitten_panel``
    draws alone (acting frame, last tile, open spaces, scored cells), and
    nothing outside its box."""
    for which in ("stacks", "discard", "season2", "over"):
        view = GAME.view(four[which], None)
        for index, seat in enumerate(view["seats"]):
            for width, c, large in [(R.WIDTH, R.BIG_CELL, True), (392, 16, False), (261, 9, False)]:
                alone = R.twitten_panel(seat, index, view, width, c, large, EN)
                expected, _ = R.canvas(R.WIDTH + 60, alone.height + 50)
                expected.paste(alone, (23, 17))
                got, draw = R.canvas(R.WIDTH + 60, alone.height + 50)
                R.draw_panel(got, draw, 23, 17, seat, index, view, width, c, large, EN)
                assert got.tobytes() == expected.tobytes(), (which, index, width, c)


def panel_fits(seat: dict, width: int, c: int) -> bool:
    """Whether a panel's grid stays inside the panel (else it is cut at the
    panel's right edge: a Twitten too long even at the smallest cells)."""
    _, _, cols, _ = R.extent(seat)
    return R.margin_for(c) + cols * 3 * c <= width - 8


def test_a_twitten_too_long_for_its_place_is_cut_at_its_panel_edge():
    """A Twitten so long that even the smallest cells overflow its panel
    (rulebook: a Twitten has no size limit) is drawn in its own picture and
    cut at the panel's right edge, never over the gap to its neighbour."""
    from tests.twittens.twhelp import give_twitten, prepared

    state = prepared(4, 3)
    straights = [t for t, f in TILES.items() if f["shape"] == "straight"]
    # so many houses sent seat 0 home over the limit: the stacks became the discard pile
    state["seats"][0]["home"], state["seats"][0]["home_reason"] = True, "limit"
    state["discard"], state["stacks"] = state["stacks"][0] + state["stacks"][1], None
    state["turn"] = 1
    give_twitten(state, 0, [[t, i, 0, 90] for i, t in enumerate(straights[:24])])
    view = GAME.view(state, None)
    pw = (R.WIDTH - 2 * R.GAP) // 3  # three compact panels in a row
    long = view["seats"][0]
    assert not panel_fits(long, pw, R.fit_cell(long, pw, 16))
    assert panel_fits(view["seats"][2], pw, R.fit_cell(view["seats"][2], pw, 16))
    image = R.board(view, EN)
    assert image.width == R.WIDTH and image.height <= 1.6 * R.WIDTH
    pixels = image.load()
    compact = [y for y in range(image.height) if pixels[0, y] == GRID]  # the compact panels' frames
    assert len(compact) > 100
    assert {pixels[x, y] for x in range(pw, pw + R.GAP) for y in compact} == {BACKGROUND}


def test_the_cell_size_worked_out_is_the_one_a_search_finds(four):
    """Issue 14 (drawing cost): ``shrink_cell`` works out the largest cell
    size whose panel fits a height, as trying every size downwards would
    (each try wrapped the panel's text again: 50-80 ms at a season's end)."""
    def searched(seat, index, view, width, c, large, limit, least):
        while c > least and R.panel_height(seat, index, view, width, c, large, EN) > limit:
            c -= 1
        return c

    for which in ("stacks", "discard", "season2", "over"):
        view = GAME.view(four[which], None)
        for index, seat in enumerate(view["seats"]):
            for width, large, least in [(R.WIDTH, True, R.LETTER_CELL), (392, False, 4), (261, True, 6)]:
                start = R.fit_cell(seat, width)
                for limit in (0, 150, 233.5, 300, 420, 640.8, 900, 5000):
                    got = R.shrink_cell(seat, index, view, width, start, large, limit, least, EN)
                    assert got == searched(seat, index, view, width, start, large, limit, least), (which, limit)


def test_a_panel_that_did_not_change_is_pasted_not_drawn_again(four, monkeypatch):
    """Issue 14 (drawing cost): a move changes one or two players' panels
    (the mover's, and the one who plays next); the others are pasted from
    the last picture, and the board is the board drawn from scratch."""
    state = four["stacks"]
    seat = min(GAME.to_act(state))
    after, _ = GAME.apply(state, seat, GAME.computer_player(3).choose(GAME, state, seat))
    clear_caches()
    R.board(GAME.view(state, None), EN)
    drawn = []
    real = R.draw_panel
    monkeypatch.setattr(R, "draw_panel", lambda *a, **k: drawn.append(a[5]) or real(*a, **k))
    warm = R.board(GAME.view(after, None), EN)
    assert 1 <= len(drawn) <= 2 and seat in drawn  # of four panels
    clear_caches()
    assert warm.tobytes() == R.board(GAME.view(after, None), EN).tobytes()
