"""What each seat reads: the text summary (status and alt text) and the
scores it shows, own hidden drawing included only for its own eyes."""

from rules.townies import GAME
from tests.townies.util import position


def test_summary_names_the_cards_in_play():
    state = position(players=2, options={"goal": "hub", "bonus": "stable-soil"})
    text = str(GAME.summary(state, None))
    assert "Cards: Additional Goal Hub, Bonus Stable Soil." in text
    state = position(players=2, options={"cards": "individual", "bonus": "funding"})
    assert "Cards: Bonus Funding." in str(GAME.summary(state, None))
    state = position(players=2, options={"cards": "none"})
    assert "Cards:" not in str(GAME.summary(state, None))


def test_summary_shows_a_seats_own_drawing_and_points_only_to_that_seat():
    state = position(players=2, blocks={"D3": "red", "E3": "red", "D4": "red", "E4": "red"}, obj="court",
                     options={"cards": "none"})  # no Goals: the points are the Game Court's
    state, _ = GAME.apply(state, 0, "court E5")  # 2 red neighbours: 2 points
    own = str(GAME.summary(state, 0)).splitlines()
    public = str(GAME.summary(state, None)).splitlines()
    other = str(GAME.summary(state, 1)).splitlines()
    mine = next(line for line in own if line.startswith("P1 "))
    assert "2 points; 1 Object: red Game Court E5 (2)" in mine and "Has acted." in mine
    for text in (public, other):
        line = next(line for line in text if line.startswith("P1 "))
        assert "0 points; 0 Objects: none" in line and "Has acted." in line
    assert "red 4" in mine
    assert any(line.startswith("P2 ") and "To act." in line for line in own)


def test_view_of_a_seat_out_of_range_has_no_private_part():
    state = position(players=2)
    assert "this_round" not in GAME.view(state, 2)
    assert "this_round" not in GAME.view(state, -1)
    assert GAME.legal_moves(state, 2) == [] and GAME.legal_moves(state, -1) == []
