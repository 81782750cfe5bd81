"""BITS pictures (render/bits.py): drawn from views only, made for a phone
(issue 14: at most 1.6 times as tall as wide, no text under 8 px once shrunk
to 400 px wide), colours that stay apart for colour-blind players, every
scoring block outlined with its points, the last drop highlighted, the
final score table, and the hidden drop shown only to its owner."""

from __future__ import annotations

import copy
import functools
import io
import re

import pytest
from PIL import Image, ImageDraw

from bot.i18n import Words
from bot.service.guides import guide
from render import bits as R
from render.base import HIGHLIGHT, HIGHLIGHT_WIDTH, INK, RED_GREEN, closest_pair, closest_to, colour_difference, to_png
from rules.base import InvalidState, Text
from rules.bits import GAME, notation

EN = Words()  # the English words every picture here is drawn with

PHONE_WIDTH = 400
MIN_TEXT_PX = 8
LONG = "W" * 31  # Discord display names are at most 32 characters


def _fresh():
    """Forget every cached layer, so that a picture draws all its text now."""
    for obj in vars(R).values():
        if hasattr(obj, "cache_clear"):
            obj.cache_clear()


def _measured(draw_picture):
    """(picture, [(text, font size, xy)]) for every text drawn while making it."""
    calls = []
    original = ImageDraw.ImageDraw.text

    def text(self, xy, content, *args, **kwargs):
        fnt = kwargs.get("font")
        if content and str(content).strip():
            calls.append((str(content), fnt.size, xy))
        return original(self, xy, content, *args, **kwargs)

    _fresh()
    ImageDraw.ImageDraw.text = text
    try:
        image = draw_picture()
    finally:
        ImageDraw.ImageDraw.text = original
    return image, calls


def _states(kit, n, advanced, names=None, seed=7):
    """A start, mid-game and final position of a random game."""
    state = kit.new(n=n, seed=seed, advanced=advanced)
    if names:
        state["players"] = list(names)
    players = kit.randoms(n, seed)
    mid, _ = kit.play(state, players, until=lambda s: s["round"] == s["rounds"] and len(s["turned"]) > 5)
    final, _ = kit.play(mid, players)
    return {"start": state, "mid": mid, "final": final}


def _assert_phone_sized(image, calls, what):
    width, height = image.size
    assert height <= R.MAX_ASPECT * width, f"{what}: {width}x{height} is too tall for a phone"
    smallest = min(size for _, size, _ in calls)
    assert smallest * PHONE_WIDTH / width >= MIN_TEXT_PX, f"{what}: {smallest} px text on {width} px"


@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.parametrize("advanced", [False, True])
def test_rule_every_public_picture_reads_on_a_phone(kit, n, advanced):
    # issue 14: "no picture is more than 1.6 times as tall as it is wide" and
    # text "at least 8 px tall" at 400 px wide; long names are cut, not widened
    names = [f"{LONG}{i}" for i in range(n)]
    for moment, state in _states(kit, n, advanced, names).items():
        image, calls = _measured(lambda state=state: R.board(GAME.view(state, None), EN))
        assert image.width == R.WIDTH
        _assert_phone_sized(image, calls, f"{n} players {moment}")
        assert R.layout(GAME.view(state, None), EN)["cell"] >= R.MIN_CELL
        data = to_png(image)
        assert len(data) < 100_000 and Image.open(io.BytesIO(data)).size == image.size


def test_rule_a_final_picture_with_ties_still_reads_on_a_phone(kit):
    view = _final_view(kit, [[4, 4, 4, 4], [8, 2, 2, 4], [4, 4, 4, 4], [8, 2, 2, 4]], advanced=True)
    image, calls = _measured(lambda: R.board(view, EN))
    _assert_phone_sized(image, calls, "4 tied players")
    drawn = [text for text, _, _ in calls]
    assert "Tie on 16: best single round decides" not in drawn  # ranks differ only within a total
    assert "Tie on 16: best round ties too, rank shared" in drawn


@pytest.mark.parametrize("with_drop", [False, True])
def test_rule_the_private_picture_reads_on_a_phone(kit, with_drop):
    state = _states(kit, 4, False)["mid"]
    seat = min(GAME.to_act(state))
    if with_drop:
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0].notation)
    image, calls = _measured(lambda: R.private(GAME.view(state, seat), EN))
    _assert_phone_sized(image, calls, "private")


# -- colours -------------------------------------------------------------------------
# The shared check (render.base: Machado 2009 simulations, CIEDE2000), with
# normal vision, protanopia and deuteranopia for the whole palette.
APART = 10  # CIEDE2000; Okabe-Ito's own blue and purple are 12 apart under protanopia


def _worst(a, b):
    return colour_difference(a, b, RED_GREEN)


def test_rule_every_colour_pair_of_the_picture_stays_apart_for_colour_blind_players():
    # issue 14: "make every colour pair in a game distinguishable (check with
    # a colour-vision simulation, e.g. deuteranopia and protanopia)"
    difference, name_a, name_b, vision = closest_pair(R.PALETTE, RED_GREEN)
    assert difference >= APART, f"{name_a} and {name_b} are {difference:.1f} apart under {vision}"
    # the last drop's outline also under tritanopia, against every colour it can lie on or beside
    difference, name, vision = closest_to("last drop", R.PALETTE)
    assert difference >= APART, f"the last drop and {name} are {difference:.1f} apart under {vision}"
    # a scoring block's dashed border shows on its own colour: one of its two
    # colours stays apart from it
    for colour, fill in R.FILL.items():
        difference, vision = max(_worst(dash, fill) for dash in R.BORDER)
        assert difference >= APART, f"the border of a {colour} block under {vision}"


def test_the_colours_replaced_for_colour_blind_players_fail_the_same_check():
    # the check can fail: the earlier light grey neutral tile against purple,
    # the magenta highlight against blue
    assert _worst((160, 160, 160), R.FILL["P"])[0] < APART
    assert _worst((255, 0, 140), R.FILL["B"])[0] < APART
    assert _worst(INK, R.FILL["K"])[0] < APART  # why a block's border has white dashes too


# -- what the picture shows ----------------------------------------------------------


def _final_view(kit, rounds, advanced=False):
    """The public view of a finished game whose rounds scored ``rounds``."""
    state = kit.new(n=len(rounds), seed=3, advanced=advanced)
    state, _ = kit.play(state, kit.randoms(len(rounds), 3))
    state["round_scores"] = [list(r) for r in rounds]
    return GAME.view(state, None)


def _drawn(image, x, y, text, bold):
    """Whether ``text`` is drawn at (x, y) of ``image``: its bounding box
    matches the same text drawn alone on the table's background."""
    fnt = R._text_font(bold)
    left, top, right, bottom = ImageDraw.Draw(image).textbbox((x, y), text, font=fnt)
    alone = Image.new("RGB", image.size, R.PANEL)
    ImageDraw.Draw(alone).text((x, y), text, font=fnt, fill=INK)
    box = (left, top, right, bottom)
    return image.crop(box).tobytes() == alone.crop(box).tobytes()


def test_final_picture_has_the_score_table_with_the_views_rows_and_numbers(kit):
    # README: "at the end the score table, round by round"
    view = _final_view(kit, [[4, 4, 4], [8, 2, 2], [1, 0, 5]])
    layout = R.score_table_layout(view, EN)
    rows = {}
    for _, y, text, _ in layout["texts"]:
        rows.setdefault(y, []).append(text)
    header, *players = [rows[y] for y in sorted(rows)]
    assert header == ["#", "Player", "R1", "R2", "R3", "Total"]
    # one row per player in rank order: rank, name, each round, total, from the view
    expected = []
    for standing in view["standings"]:
        board = view["boards"][standing["seat"]]
        expected.append([str(standing["rank"]), board["name"]] + [str(v) for v in board["round_scores"]]
                        + [str(board["total"])])
    assert players == expected
    assert players == [["1", "P2", "8", "2", "2", "12"], ["2", "P1", "4", "4", "4", "12"],
                       ["3", "P3", "1", "0", "5", "6"]]
    # the rulebook's tie-breaker: "the player with the highest score in a single round wins"
    assert [note for _, _, note in layout["notes"]] == ["Tie on 12: best single round decides"]
    # and the picture draws every one of them where the layout says
    table = R._score_table(view, EN)
    assert table.size == (layout["width"], layout["height"])
    for x, y, text, bold in layout["texts"]:
        assert _drawn(table, x, y, text, bold), text
    # a number that is not the view's is not what was drawn
    x, y, text, bold = layout["texts"][-1]
    assert not _drawn(table, x, y, str(int(text) + 1), bold)
    # the final picture holds the table; a live picture has none
    assert _contains(R.board(view, EN), table)
    assert not _contains(R.board(GAME.view(kit.new(n=3, seed=3), None), EN), table)


def _contains(image, part):
    """Whether ``part`` is pasted somewhere in ``image`` (searched by rows of pixels)."""
    image = image.convert("RGB")
    first = part.crop((0, 0, part.width, 1)).tobytes()
    for y in range(image.height - part.height + 1):
        for x in range(0, image.width - part.width + 1):
            if image.crop((x, y, x + part.width, y + 1)).tobytes() == first:
                if image.crop((x, y, x + part.width, y + part.height)).tobytes() == part.tobytes():
                    return True
    return False


def test_final_picture_puts_the_winner_first_and_says_who_won(kit):
    view = _final_view(kit, [[1, 1, 1], [8, 2, 2], [4, 4, 3]])
    image, calls = _measured(lambda: R.board(view, EN))
    drawn = [text for text, _, _ in calls]
    names = [t for t in drawn if t in ("P1", "P2", "P3")]
    assert names[-3:] == ["P2", "P3", "P1"]  # the boards, in rank order, after the table's rows
    assert "Game over: P2 wins with 12 points." in drawn
    assert "1st · 12 points" in drawn and "3rd · 3 points" in drawn


def _example_final(kit):
    """The rulebook's scoring example board, the end of a solo game."""
    state = kit.at_round(kit.new(n=1, seed=5), ["1A", "2A", "3A"], ["SB"])
    state, _ = kit.finish_solo_round(state)
    return GAME.view(state, None)


def test_rule_every_scoring_block_is_outlined_with_its_points(kit):
    # issue 14: "round-end and final pictures outline each scoring block with
    # its points"; the rulebook's example: red and purple squares +2, the blue
    # and purple 4-blocks +1, the blue corner +2, the blue pair -2
    view = _example_final(kit)
    blocks = view["boards"][0]["blocks"]
    assert sorted(b["points"] for b in blocks) == [-2, 1, 1, 2, 2, 2]
    cell = 50
    panel, calls = _measured(lambda: R._board_panel(view, 0, cell, EN))
    _assert_framed(panel, calls, blocks, cell)
    # a square in no scoring block has no border: the neutral tile's D6, the
    # yellow block of 5 (too big for any card) at E6
    for name in ("D6", "E6"):
        for side in ("left", "right", "top", "bottom"):
            assert not _edge(panel, *_square(name, cell), cell, side) & set(R.BORDER), name


def _square(name, cell):
    """The top left pixel of a square of a board panel drawn ``cell`` px a square."""
    c, r = R._cell_xy(name)
    return R.LABEL_W + 4 + c * cell, R.NAME_H + R.COLS_H + (5 - r) * cell


def _assert_framed(panel, calls, blocks, cell):
    """Each of ``blocks`` has its dashed border along its outer edges (and
    none inside it) and its points on its top left square; no other points
    are written."""
    square = functools.partial(_square, cell=cell)
    badges = {(text, xy) for text, _, xy in calls if text[0] in "+-" and text[1:].isdigit()}
    expected = set()
    for block in blocks:
        top_left = min(block["cells"], key=lambda n: (-int(n[1]), n[0]))
        x, y = square(top_left)
        expected.add((f"{block['points']:+d}", (x + cell / 2, y + cell / 2)))
        # the dashed border runs along every outer edge of the block, and
        # along no edge inside it
        cells = {R._cell_xy(n) for n in block["cells"]}
        for c, r in cells:
            for side, (dc, dr) in {"left": (-1, 0), "right": (1, 0), "top": (0, 1), "bottom": (0, -1)}.items():
                colours = _edge(panel, *square(f"{'ABCDEF'[c]}{r + 1}"), cell, side)
                if (c + dc, r + dr) in cells:
                    assert not colours & set(R.BORDER), (block, c, r, side)
                else:
                    assert colours == set(R.BORDER), (block, c, r, side)
    assert badges == expected


def _edge(panel, x, y, cell, side):
    """The colours just inside one edge of the square at (x, y) (past the
    white frame and the seam of its tile, away from the corners)."""
    inner = {"left": 3, "top": 3, "right": cell - 4, "bottom": cell - 4}[side]
    if side in ("left", "right"):
        return {panel.getpixel((x + inner, y + k)) for k in range(6, cell - 6)}
    return {panel.getpixel((x + k, y + inner)) for k in range(6, cell - 6)}


# -- a round's end (issue 14 item 3: "BITS round-end and final pictures outline each
# scoring block with its points") ------------------------------------------------------


def _round_end(kit, n=2, seed=8, ending=1):
    """Random legal moves up to and including the one that ends round 1: (the
    state before it, the state after it, its events). Seed 8 with two
    players: both boards score in round 1 (1 and 2 points); seed 4 with four:
    three of them."""
    state = kit.new(n=n, seed=seed)
    players = kit.randoms(n, seed)
    for _ in range(400):
        seat = min(GAME.to_act(state))
        after, events = GAME.apply(state, seat, players[seat].choose(GAME, state, seat))
        if after["round"] == ending + 1:
            return state, after, events
        state = after
    raise AssertionError(f"round {ending} did not end")


def _panel_boxes(view):
    """Where the public picture puts each board (README: the title, the cards,
    then the boards two to a row)."""
    plan = R.layout(view, EN)
    pw, ph = R.panel_size(plan["cell"])
    columns = plan["columns"]
    top = R.MARGIN + plan["title"].height + R.GAP + plan["cards"].height + R.GAP
    left = (R.WIDTH - (columns * pw + R.GAP * (columns - 1))) // 2
    return [(left + (s % columns) * (pw + R.GAP), top + (s // columns) * (ph + R.GAP),
             left + (s % columns) * (pw + R.GAP) + pw, top + (s // columns) * (ph + R.GAP) + ph)
            for s in range(len(view["boards"]))]


@pytest.mark.parametrize("n, seed", [(2, 8), (4, 4)])
def test_rule_the_picture_of_the_move_that_ends_a_round_frames_what_each_block_scored(kit, n, seed):
    before, after, events = _round_end(kit, n=n, seed=seed)
    assert [e.kind for e in events].count("round-end") == 1
    reveal = next(e for e in events if e.kind == "reveal")
    view = GAME.view(after, None)
    # the next round's boards are empty: its starting tiles are due
    assert view["phase"] == "start" and view["round"] == 2 and not any(b["tiles"] for b in view["boards"])
    # the view carries the finished boards: every tile laid in round 1, the last reveal's too
    ended = view["round_end"]
    assert ended["round"] == 1 and len(ended["boards"]) == n
    for seat, board in enumerate(ended["boards"]):
        drop = reveal.data["drops"][seat]
        laid = before["boards"][seat]["tiles"] + ([{"tile": drop["tile"], "cells": drop["cells"]}] if drop else [])
        assert [{"tile": t["tile"], "cells": t["cells"]} for t in board["tiles"]] == laid
        # its blocks add up, card by card, to what the round scored
        per_card = dict.fromkeys(after["tasks"][:1], 0)
        for block in board["blocks"]:
            assert block["points"] == sum(block["cards"].values())
            for card, points in block["cards"].items():
                per_card[card] += points
        assert per_card == after["round_detail"][seat][0] == board["cards"]
        assert sum(per_card.values()) == after["round_scores"][seat][0] == board["score"]
    assert any(board["blocks"] for board in ended["boards"])  # something scored
    # the picture posted with that move frames each block with its points on every board
    cell = R.layout(view, EN)["cell"]
    image, calls = _measured(lambda: R.board(view, EN))
    said = [t for t, _, _ in calls]
    assert "Boards as round 1 scored them; now everyone drops their starting tile." in said
    for seat, box in enumerate(_panel_boxes(view)):
        panel, calls = _measured(lambda seat=seat: R._board_panel(view, seat, cell, EN, scored=True))
        _assert_framed(panel, calls, ended["boards"][seat]["blocks"], cell)
        assert image.crop(box).tobytes() == panel.tobytes(), seat
        # with what the round gave written under the board
        detail = " ".join(f"{card} {points:+d}" for card, points in after["round_detail"][seat][0].items())
        assert f"Total {after['round_scores'][seat][0]} · round 1: {detail}" in [t for t, _, _ in calls]


def test_the_end_of_round_2_carries_round_2_s_boards_cards_and_score(kit):
    before, after, events = _round_end(kit, n=2, seed=8, ending=2)
    ended = GAME.view(after, None)["round_end"]
    assert ended["round"] == 2 and after["round"] == 3
    reveal = next(e for e in events if e.kind == "reveal")
    for seat, board in enumerate(ended["boards"]):
        drop = reveal.data["drops"][seat]
        laid = before["boards"][seat]["tiles"] + ([{"tile": drop["tile"], "cells": drop["cells"]}] if drop else [])
        assert [{"tile": t["tile"], "cells": t["cells"]} for t in board["tiles"]] == laid
        per_card = dict.fromkeys(after["tasks"][:2], 0)  # round 2 scored with the first two cards
        for block in board["blocks"]:
            for card, points in block["cards"].items():
                per_card[card] += points
        assert per_card == board["cards"] == after["round_detail"][seat][1]
        assert board["score"] == after["round_scores"][seat][1] == sum(per_card.values())
    # round 1 and round 2 scored differently here, so the round cannot be mistaken
    assert [r[0] for r in after["round_scores"]] != [r[1] for r in after["round_scores"]]


def test_rule_the_rulebook_example_board_ending_round_1_is_framed_block_by_block(kit):
    # the rulebook's scoring example (README) as a solo round 1 under task
    # card 1A alone: the red and purple squares +2 each, the blue 4-block and
    # the purple line of 4 +1 each ("every other 4-square block +1"): 6
    state = kit.at_round(kit.new(n=1, seed=5), ["1A"], ["SB"])
    state, events = kit.finish_solo_round(state)
    assert state["round"] == 2 and state["round_scores"] == [[6]]
    view = GAME.view(state, None)
    blocks = {(b["colour"], " ".join(b["cells"]), b["points"]) for b in view["round_end"]["boards"][0]["blocks"]}
    assert blocks == {("R", "A5 A6 B5 B6", 2), ("P", "E1 E2 F1 F2", 2), ("B", "A1 A2 B1 C1", 1),
                      ("P", "A3 B3 C3 D3", 1)}
    cell = R.layout(view, EN)["cell"]
    panel, calls = _measured(lambda: R._board_panel(view, 0, cell, EN, scored=True))
    _assert_framed(panel, calls, view["round_end"]["boards"][0]["blocks"], cell)
    image, calls = _measured(lambda: R.board(view, EN))
    assert "Your board as round 1 scored it; now drop your starting tile." in [t for t, _, _ in calls]
    assert image.crop(_panel_boxes(view)[0]).tobytes() == panel.tobytes()


def test_the_finished_boards_stay_until_the_next_round_s_starting_tiles_are_revealed(kit):
    _, state, _ = _round_end(kit, n=2)
    players = kit.randoms(2, 4)
    seat = min(GAME.to_act(state))
    state, _ = GAME.apply(state, seat, players[seat].choose(GAME, state, seat))  # a hidden starting drop
    view = GAME.view(state, None)
    assert view["round_end"]["round"] == 1 and view["phase"] == "start"
    # the private picture shows the seat's own board now (empty) with its hidden drop, not the last round's
    own = GAME.view(state, seat)
    assert own["private"]["pending"]
    without = copy.deepcopy(own)
    without["round_end"] = None
    assert R.private(own, EN).tobytes() == R.private(without, EN).tobytes()
    # once every starting tile is revealed the boards are this round's again
    other = 1 - seat
    state, _ = GAME.apply(state, other, players[other].choose(GAME, state, other))
    assert state["phase"] == "build" and "round_end" not in state
    view = GAME.view(state, None)
    assert view["round_end"] is None and all(len(b["tiles"]) == 1 for b in view["boards"])
    assert "Boards as round 1 scored them" not in " ".join(t for t, _, _ in _measured(lambda: R.board(view, EN))[1])


def test_a_state_stored_before_round_end_existed_loads_and_plays_on_alike(kit):
    # README: round_end may be left out (a state saved before it was added):
    # such a state loads, its picture shows the empty boards with what the
    # round gave in words (as before), and play goes on exactly as from the
    # new state
    _, new, _ = _round_end(kit, n=2)
    old = copy.deepcopy(new)
    del old["round_end"]
    GAME.validate(old)
    view = GAME.view(old, None)
    assert view["round_end"] is None
    said = [t for t, _, _ in _measured(lambda: R.board(view, EN))[1]]
    assert "Everyone drops their starting tile (named under each board)." in said
    detail = " ".join(f"{card} {points:+d}" for card, points in old["round_detail"][0][0].items())
    assert f"Total {old['round_scores'][0][0]} · round 1: {detail}" in said
    for seat in (0, 1):  # no block framed: nothing is on the boards
        panel = _measured(lambda seat=seat: R._board_panel(view, seat, 50, EN, scored=True))[1]
        assert not [t for t, _, _ in panel if t[0] in "+-" and t[1:].isdigit()]
    for seat in (0, 1):
        move = GAME.legal_moves(new, seat)[0].notation
        new, _ = GAME.apply(new, seat, move)
        old, _ = GAME.apply(old, seat, move)
    assert new == old and new["phase"] == "build"


def _without_last_tile(state, seat):
    state["round_end"]["boards"][seat] = state["round_end"]["boards"][seat][:1]


def _floating(state, seat):
    tile = state["round_end"]["boards"][seat][0]
    tile["cells"] = [c[0] + str(int(c[1:]) + 1) for c in tile["cells"]]


@pytest.mark.parametrize("spoil, said", [
    (lambda s, seat: s["round_end"].update(round=2), "round_end holds the boards of round 1 only"),
    (lambda s, seat: s["round_end"]["boards"].pop(), "round_end must be null or the boards of the round just scored"),
    (_without_last_tile, "board at the end of round 1 must score what round 1's detail says"),
    (_floating, "where no drop after the tiles listed before it puts it"),
    (lambda s, seat: s["round_end"]["boards"][seat].append(dict(s["round_end"]["boards"][seat][0])),
     "must hold a starting tile first and only first"),
])
def test_a_round_end_that_the_rules_cannot_reach_is_refused_with_a_sentence(kit, spoil, said):
    _, state, _ = _round_end(kit, n=2)
    seat = next(s for s in (0, 1) if state["round_scores"][s][0] != 0)  # a board that scored
    bad = copy.deepcopy(state)
    spoil(bad, seat)
    with pytest.raises(InvalidState, match=re.escape(said)):
        GAME.validate(bad)
    GAME.validate(state)


def test_round_end_is_refused_once_the_starting_tiles_are_down(kit):
    _, state, _ = _round_end(kit, n=2)
    ended = state["round_end"]
    for seat in (0, 1):
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0].notation)
    state["round_end"] = ended
    with pytest.raises(InvalidState, match="only until round 2's starting tiles are revealed"):
        GAME.validate(state)


# -- drawing cost: cached layers ------------------------------------------------------


def test_pictures_pasted_from_cached_layers_are_the_pictures_drawn_afresh(kit):
    # render/bits.py draws what does not change once and pastes it (squares,
    # panels, titles, texts): a cache key that left out something a picture
    # shows would paste a stale part. Through real moves (hidden drops that
    # change one status, reveals, players going out, a round's end), each
    # picture drawn after the one before equals the picture drawn from empty
    # caches.
    state = kit.new(n=4, seed=11)
    players = kit.randoms(4, 11)
    seen = set()
    for _ in range(58):  # round 2's first building card is turned at move 57
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, players[seat].choose(GAME, state, seat))
        view = GAME.view(state, None)
        seen.add((view["round"], view["phase"]) + tuple(_status(view, s) for s in range(4)))
        warm = R.board(view, EN)
        private = R.private(GAME.view(state, seat), EN)
        _fresh()
        assert warm.tobytes() == R.board(view, EN).tobytes(), (view["round"], view["turned"])
        assert private.tobytes() == R.private(GAME.view(state, seat), EN).tobytes()
    statuses = {status for key in seen for status in key[2:]}
    assert {"to drop", "has dropped", "out of the round"} <= statuses  # every status was drawn
    assert {key[:2] for key in seen} >= {(1, "build"), (2, "start"), (2, "build")}  # and a round's end


def _status(view, seat):
    return R._status(view, seat, EN)[0]


def test_a_text_pasted_from_its_patch_is_the_text_written_there():
    fnt = R.font(R.LABEL_TEXT, bold=True)
    for text, xy in (("Wj, gy", (8, 6)), ("Total 12 (rounds 4 · 8)", (10, 40)), ("1st · 12 points", (3, 0))):
        written, draw = R.canvas(300, 80, R.PANEL)
        draw.text(xy, text, font=fnt, fill=R.MUTED)
        pasted, _ = R.canvas(300, 80, R.PANEL)
        R._write(pasted, xy, text, fnt, R.MUTED)
        assert pasted.tobytes() == written.tobytes(), text


def test_last_drop_is_highlighted(kit):
    state = _states(kit, 1, False, seed=8)["mid"]
    view = GAME.view(state, None)
    assert view["last"]["drops"][0]

    def count(image):
        return sum(n for n, c in image.convert("RGB").getcolors(maxcolors=1 << 16) if c == R.LAST)

    with_last = count(R.board(view, EN))
    view["last"] = None
    # without a last drop the colour remains in the legend only
    assert with_last > count(R.board(view, EN)) > 0


def test_the_last_drop_is_outlined_in_the_shared_highlight_at_least_its_width_thick(kit):
    # issue 14 / render.base: "the last move highlighted in HIGHLIGHT and drawn
    # at least HIGHLIGHT_WIDTH px thick"; the guide names its colour
    assert R.LAST == HIGHLIGHT and "the last drop outlined in violet" in guide(GAME.info)
    view = GAME.view(_states(kit, 1, False, seed=8)["mid"], None)
    cells = view["last"]["drops"][0]["cells"]
    cell = 50
    panel = R._board_panel(view, 0, cell, EN)
    left = min(R._cell_xy(n)[0] for n in cells)
    top = max(R._cell_xy(n)[1] for n in cells)
    x, y = R.LABEL_W + 4 + left * cell, R.NAME_H + R.COLS_H + (5 - top) * cell
    assert [panel.getpixel((x + k, y + cell // 2)) for k in range(HIGHLIGHT_WIDTH)] == [HIGHLIGHT] * HIGHLIGHT_WIDTH
    assert [panel.getpixel((x + cell // 2, y + k)) for k in range(HIGHLIGHT_WIDTH)] == [HIGHLIGHT] * HIGHLIGHT_WIDTH
    # the outline runs round the tile's own squares, up to their last pixel and not past it
    right = x + cell * (1 + max(R._cell_xy(n)[0] for n in cells) - left) - 1
    bottom = y + cell * (1 + top - min(R._cell_xy(n)[1] for n in cells)) - 1
    assert panel.getpixel((right, y + cell // 2)) == HIGHLIGHT != panel.getpixel((right + 1, y + cell // 2))
    assert panel.getpixel((x + cell // 2, bottom)) == HIGHLIGHT != panel.getpixel((x + cell // 2, bottom + 1))
    assert panel.getpixel((x - 1, y + cell // 2)) != HIGHLIGHT != panel.getpixel((x + cell // 2, y - 1))


def test_private_picture_shows_only_the_owners_pending_drop(kit):
    state = _states(kit, 2, False, seed=5)["mid"]
    seat = min(GAME.to_act(state))
    other_seat = 1 - seat
    before = state
    state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0].notation)
    # the owner's private picture draws the hidden tile, and says what to type
    image, calls = _measured(lambda: R.private(GAME.view(state, seat), EN))
    assert image.tobytes() != R.private(GAME.view(before, seat), EN).tobytes()
    assert f"Your hidden drop (dashed): {state['pending'][seat]}" in [t for t, _, _ in calls]
    # the other seat's picture and the public picture are the same whichever drop is hidden
    other = kit.game.copy_state(state)
    other["pending"][seat] = next(
        m.notation for m in GAME.legal_moves(before, seat) if m.notation != state["pending"][seat]
    )
    assert (R.private(GAME.view(state, other_seat), EN).tobytes()
            == R.private(GAME.view(other, other_seat), EN).tobytes())
    assert R.board(GAME.view(state, None), EN).tobytes() == R.board(GAME.view(other, None), EN).tobytes()
    assert R.private(GAME.view(state, None), EN) is None


def test_the_legend_writes_drops_exactly_as_typed_while_drops_are_due(kit):
    # issue 14: "Pictures write moves exactly as they are typed"
    for moment, state in _states(kit, 2, False).items():
        _, calls = _measured(lambda state=state: R.board(GAME.view(state, None), EN))
        examples = [t for t, _, _ in calls if t.startswith('"C h R"')]
        if moment == "final":
            assert not examples  # nothing left to type
            continue
        assert examples == ['"C h R", "D v Y", "E v"; your neutral tile instead: "neutral C h"']
        legal = {"C h R", "D v Y", "E v", "neutral C h"}
        for typed in legal:
            neutral, col, orient, end = GAME.parse(typed)
            assert notation.write(neutral, col, orient, end) == typed


def test_every_square_carries_its_colour_letter(kit):
    # README: "each square's colour letter", so colour is never the only cue
    state = _states(kit, 2, False)["mid"]
    view = GAME.view(state, None)
    _, calls = _measured(lambda: R._board_panel(view, 0, 50, EN))
    # (a square image writes its letter in its middle; column B's label is not one)
    letters = sorted(t for t, size, xy in calls if t in "RYBPKN" and size >= R.MIN_TEXT and xy == (25, 25))
    squares = sorted(c for row in view["boards"][0]["rows"] for c in row if c != ".")
    # each square image is drawn once per colour (then cached and pasted)
    assert letters == sorted(set(squares))
    image = R._square_image("P", 50)
    assert len(image.getcolors(1 << 16)) > 2  # a letter, anti-aliased, on the purple


def test_every_square_is_painted_in_its_colour(kit):
    # README: "each square in its colour with its letter": at the end of a
    # game (full boards, upright and flat tiles, scoring blocks), each square
    # of the view's rows is its colour near its lower left corner (inside the
    # tile's frame and a block's border, away from the letter and a block's
    # points), an empty square beige
    view = GAME.view(_states(kit, 4, False)["final"], None)
    cell = 50
    for seat, board in enumerate(view["boards"]):
        panel = R._board_panel(view, seat, cell, EN)
        for i, row in enumerate(board["rows"]):
            for c, colour in enumerate(row):
                x, y = _square(f"{'ABCDEF'[c]}{6 - i}", cell)
                seen = panel.getpixel((x + 6, y + cell - 7))
                want = {R.EMPTY} if colour == "." else {R.FILL[colour]} | ({R.HATCH} if colour == "N" else set())
                assert seen in want, (seat, f"{'ABCDEF'[c]}{6 - i}", colour, seen)
        assert {c for row in board["rows"] for c in row} > {"."}  # tiles were on it


def test_each_board_says_whose_drop_is_awaited_and_what_it_holds(kit):
    view = GAME.view(_states(kit, 3, False)["mid"], None)
    view["to_act"] = [2]
    view["boards"][0].update(out=True, dropped=False)
    view["boards"][1].update(out=False, dropped=True)
    view["boards"][2].update(out=False, dropped=False, neutral_used=False)
    said = [[t for t, _, _ in _measured(lambda s=s: R._board_panel(view, s, 50, EN))[1]] for s in range(3)]
    assert "out of the round" in said[0] and "has dropped" in said[1] and "to drop" in said[2]
    live = view["boards"][2]["live"]["total"]
    assert f"Board now {live:+d} · neutral tile unused" in said[2]
    assert not any(t.startswith("Starting tile") for t in said[2])


def test_the_start_of_a_round_says_what_the_last_round_gave(kit):
    # the boards were cleared at the round's end: under each, what its cards gave
    view = GAME.view(kit.at_round(kit.new(n=2, seed=5), ["1A", "2A"], ["SR", "SB"]), None)
    view["round_detail"][0] = [{"1A": 6}]
    view["boards"][0]["round_scores"] = [6]
    view["boards"][0]["total"] = 6
    said = [t for t, _, _ in _measured(lambda: R._board_panel(view, 0, 50, EN))[1]]
    assert "Total 6 · round 1: 1A +6" in said
    assert "Starting tile: red pair (SR)" in said


def test_the_end_of_a_solo_game_gives_the_solo_rank_and_no_place(kit):
    view = _example_final(kit)
    said = [t for t, _, _ in _measured(lambda: R.board(view, EN))[1]]
    assert "Solo rank: handyman" in said and "6 points: rounds 0 · 0 · 6" in said
    assert not any(t.startswith("1st") for t in said)
    view = _final_view(kit, [[1, 1, 1], [8, 2, 2]])
    said = [t for t, _, _ in _measured(lambda: R.board(view, EN))[1]]
    assert f"Last round's board scored {view['boards'][0]['live']['total']:+d}" in said


def test_a_long_name_is_cut_with_an_ellipsis_keeping_its_start(kit):
    state = _states(kit, 2, False, names=["A" * 40, "Bob"])["mid"]
    view = GAME.view(state, None)
    _, calls = _measured(lambda: R._board_panel(view, 0, 50, EN))
    name = next(t for t, size, _ in calls if t.startswith("AAA"))
    width = R.panel_size(50)[0]
    assert name.endswith("…") and len(name) > 10
    assert R._width_of(name, R.font(R.LABEL_TEXT, bold=True)) <= width - 28
    assert R._fit("Bob", R._text_font(), 100) == "Bob"


def test_pictures_are_laid_out_on_lines_that_fit_the_width_exactly():
    def block(width, height=10):
        return Image.new("RGB", (width, height))

    # a line exactly as wide as the room fits; one pixel more goes to the next line
    assert R._wrap([block(46), block(46)], 100).size == (100, 10)
    assert R._wrap([block(46), block(47)], 100).size == (47, 10 + R.GAP + 10)
    assert R._column([block(5, 10), block(7, 20)]).size == (7, 10 + R.GAP + 20)


def test_the_score_table_sits_beside_the_task_cards_when_it_fits(kit):
    inner = R.WIDTH - 2 * R.MARGIN
    view = _final_view(kit, [[1, 1, 1], [8, 2, 2], [4, 4, 3], [0, 0, 0]])
    table, card = R._score_table(view, EN), R._task_card(view["tasks"][0], EN)
    assert R._cards_row(view, inner, EN).size == (3 * card.width + 3 * R.GAP + table.width, table.height)
    # three cards exactly as wide as the room left still sit on one line; a
    # pixel less and they wrap, two and one, beside the table
    exact = 3 * card.width + 3 * R.GAP + table.width
    assert R._cards_row(view, exact, EN).size == (exact, table.height)
    assert R._cards_row(view, exact - 1, EN).size == (2 * card.width + 2 * R.GAP + table.width,
                                                  max(table.height, 2 * card.height + R.GAP))
    # four task cards and a four-round table do not fit on one line: the
    # cards wrap beside the table, three and one
    view = _final_view(kit, [[1, 1, 1, 1], [8, 2, 2, 0], [4, 4, 3, 0], [0, 0, 0, 0]], advanced=True)
    table = R._score_table(view, EN)
    assert 4 * card.width + 4 * R.GAP + table.width > inner
    assert R._cards_row(view, inner, EN).size == (3 * card.width + 3 * R.GAP + table.width, 2 * card.height + R.GAP)


def test_the_private_picture_says_what_is_hidden_and_only_for_a_seat_at_the_table(kit):
    states = _states(kit, 2, False, seed=5)
    mid = states["mid"]
    seat = min(GAME.to_act(mid))
    other = 1 - seat

    def said(state, who):
        return [t for t, _, _ in _measured(lambda: R.private(GAME.view(state, who), EN))[1]]

    assert "You have not dropped yet." in said(mid, seat)
    dropped, _ = GAME.apply(mid, seat, GAME.legal_moves(mid, seat)[0].notation)
    if other in GAME.to_act(dropped):
        assert "You have not dropped yet." in said(dropped, other)
    assert "The game is over." in said(states["final"], seat)
    # between rounds a seat that is out of the round has nothing hidden
    out = GAME.view(mid, seat)
    out["to_act"] = [other]
    out["boards"][seat]["out"] = True
    assert "Nothing hidden right now." in [t for t, _, _ in _measured(lambda: R.private(out, EN))[1]]
    # a seat number that is not at the table gets no picture
    for bad in (-1, 2):
        view = GAME.view(mid, 0)
        view["seat"] = bad
        assert R.private(view, EN) is None


def test_the_private_note_on_a_hidden_drop_is_wrapped_whole_not_cut(kit):
    state = _states(kit, 2, False, seed=5)["mid"]
    seat = min(GAME.to_act(state))
    state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0].notation)
    image, calls = _measured(lambda: R.private(GAME.view(state, seat), EN))
    said = [t for t, _, _ in calls]
    start = said.index(f"Your hidden drop (dashed): {state['pending'][seat]}")
    note = " ".join(said[start + 1:])
    cells = " and ".join(GAME.private(state, seat)["pending"]["cells"])
    assert note == (f"lands on {cells}; revealed when everyone has dropped. Until then you may take it back "
                    "(undo) if nobody has dropped since.")
    _assert_phone_sized(image, calls, "private")


def test_a_cut_text_uses_all_the_room_it_has():
    fnt = R._text_font()
    assert R._fit("abcdef", fnt, R._width_of("abc…", fnt)) == "abc…"
    assert R._fit("abcdef", fnt, R._width_of("abc…", fnt) - 1) == "ab…"


def test_the_score_table_writes_only_its_header_and_totals_in_bold(kit):
    layout = R.score_table_layout(_final_view(kit, [[4, 4, 4], [8, 2, 2]]), EN)
    header_y = min(y for _, y, _, _ in layout["texts"])
    total_x = max(x for x, _, _, _ in layout["texts"])
    for x, y, text, bold in layout["texts"]:
        assert bold == (y == header_y or x == total_x), text


def test_an_advanced_solo_game_is_ranked_on_its_first_three_rounds_in_the_title(kit):
    view = _final_view(kit, [[10, 10, 11, 3]], advanced=True)
    detail = str(Text.from_json(view["standings"][0]["detail"]))
    assert detail.startswith("solo rank: master builder (the solo table counts rounds 1 to 3")
    said = [t for t, _, _ in _measured(lambda: R.board(view, EN))[1]]
    assert "Game over: 34 points, solo rank master builder." in said


def test_a_block_whose_cards_cancel_out_is_framed_with_0(kit):
    # a red line of 3 under 2B (+2) and 3B (-2)
    view = GAME.view(_states(kit, 2, False)["mid"], None)
    view["boards"][0]["blocks"] = [{"colour": "R", "cells": ["A1", "B1", "C1"], "cards": {"2B": 2, "3B": -2},
                                    "points": 0}]
    said = [t for t, _, _ in _measured(lambda: R._board_panel(view, 0, 50, EN))[1]]
    assert "0" in said and "+0" not in said
