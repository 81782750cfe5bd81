"""The pictures: drawn from views only, phone-sized, last flight highlighted,
the private picture only for a seat's own view."""

from __future__ import annotations

from render import tweeeet as R
from render.base import HIGHLIGHT, to_png
from rules.tweeeet import GAME


def _game(n=4, seed=2, moves=None):
    state = GAME.setup([f"Player{i}" for i in range(n)], {}, seed)
    players = [GAME.computer_player(i) for i in range(n)]
    count = 0
    while not GAME.is_over(state) and (moves is None or count < moves):
        (seat,) = GAME.to_act(state)
        state, _ = GAME.apply(state, seat, players[seat].choose(GAME, state, seat))
        count += 1
    return state


def _has_colour(image, colour):
    return any(c == colour for _, c in image.convert("RGB").getcolors(maxcolors=1 << 20))


def test_board_picture_sizes_and_png_limits():
    for state in (GAME.setup(["A", "B", "C", "D", "E", "F"], {}, 1), _game(moves=10), _game()):
        image = R.board(GAME.view(state, None))
        assert 300 <= image.width <= 1600
        assert len(to_png(image)) < 1_000_000


def test_last_flight_is_highlighted_only_after_a_flight():
    start = GAME.setup(["A", "B"], {}, 3)
    assert not _has_colour(R.board(GAME.view(start, None)), HIGHLIGHT)
    (seat,) = GAME.to_act(start)
    moved, _ = GAME.apply(start, seat, GAME.legal_moves(start, seat)[0].notation)
    assert _has_colour(R.board(GAME.view(moved, None)), HIGHLIGHT)


def test_final_picture_draws_the_score_sheet_and_differs_from_play():
    final = _game(n=3, seed=5)
    view = GAME.view(final, None)
    image = R.board(view)
    hidden = dict(view, over=False)
    hidden.pop("teams")
    assert image.size != R.board(hidden).size  # the score sheet adds lines


def test_private_picture_only_for_a_seat():
    state = _game(moves=3)
    assert R.private(GAME.view(state, None)) is None
    image = R.private(GAME.view(state, 1))
    assert image is not None and image.width <= 1600
