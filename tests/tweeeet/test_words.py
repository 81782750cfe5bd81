"""The game in words (issue 14 items 5 and 6): the guide teaches every kind
of move exactly as typed, and the alt text is written for Discord's 1,024
characters at 6 players: who flies (or who won), every bird with its
player's name and score, and the last flight."""

from __future__ import annotations

import re

import pytest

from bot.service import guides
from rules.base import ALT_TEXT_LIMIT as ALT_TEXT
from rules.base import COMMAND, RulesError, joined
from rules.tweeeet import GAME
from rules.tweeeet.board import NEST_SPACES, space
from rules.tweeeet.words import room

GRASS = "........."
# six distinct names of Discord's longest length, 32 characters
LONG = [f"{c * 29}-{n:02d}" for n, c in enumerate("abcdef", 1)]


def _game(n, seed, names, moves=None):
    state = GAME.setup(names[:n], {}, seed)
    players = [GAME.computer_player(i) for i in range(n)]
    count = 0
    while not GAME.is_over(state) and (moves is None or count < moves):
        (seat,) = GAME.to_act(state)
        state, _ = GAME.apply(state, seat, players[seat].choose(GAME, state, seat))
        count += 1
    return state


# -- the guide ----------------------------------------------------------------------


def test_the_guide_fits_and_says_how_to_play_the_moves_and_the_pictures():
    guide = guides.guide(GAME.info)
    assert 0 < len(guide) <= 1800
    for part in ("**How to play.**", "**Moves.**", "**Pictures.**"):
        assert part in guide


def _examples():
    """What the Moves paragraph shows in code (the commands named after it,
    `moves` and `undo`, are not moves)."""
    moves = guides.guide(GAME.info).split("**Moves.**")[1].split("\n\n")[0]
    return re.findall(r"`([^`]+)`", moves) + COMMAND.findall(moves)


def test_every_move_the_guide_shows_is_typed_as_the_game_reads_it(kit):
    # a position where the guide's examples are legal: food on F18, the nest
    # tile laid with no nest chosen yet
    rows = [GRASS, ".....4...", GRASS, NEST_SPACES]
    state = kit.build(rows, [{"pos": "E17", "energy": 9}, {"pos": "D17", "energy": 9}], first=17)
    examples = _examples()
    assert "F18" in examples and "E20" in examples
    results = {}
    for typed in examples:
        move = typed.split("move ")[-1]  # the command `move F18` types the move F18
        try:
            after, _ = GAME.apply(state, 0, move)
        except RulesError as error:  # pragma: no cover - the failure message names the example
            pytest.fail(f"the guide's {typed!r} is refused: {error}")
        results.setdefault(after["birds"][0]["pos"], set()).add(typed)
    assert results["F18"] == {"F18", "f18", "f 18", "move F18"}
    assert {"B20", "E20", "H20"} <= set(results)


# -- alt text -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def six():
    return {"mid": _game(6, 4, LONG, 40), "final": _game(6, 4, LONG)}


def test_alt_text_mid_game_at_6_players_says_who_flies_every_bird_and_the_last_flight(six):
    state = six["mid"]
    assert not GAME.is_over(state)
    alt = str(GAME.alt_text(state))
    assert len(alt) <= ALT_TEXT
    turn = state["turn"]
    species = "Robin" if turn % 2 == 0 else "Bluethroat"
    assert f"To fly: {LONG[turn]}'s {species}, from {state['birds'][turn]['pos']}." in alt
    for s, bird in enumerate(state["birds"]):
        where = {"nested": f"on the nest {bird['pos']}", "out": "out"}.get(bird["status"], f"at {bird['pos']}")
        assert f"{LONG[s]}'s {'Robin' if s % 2 == 0 else 'Bluethroat'} {where}" in alt
    assert "energy is secret" in alt  # the score before the end
    last = state["last"]
    assert f"from {last['from']} to {last['to']}, {last['cost']} space" in alt
    assert f"Last flight: {LONG[last['seat']]}'s" in alt
    # no energy leaks: the words come from the public facts only
    hidden = str(GAME.alt_text({**state, "birds": [{**b, "energy": b["energy"] + 7} for b in state["birds"]]}))
    assert hidden == alt


def test_alt_text_at_the_end_at_6_players_names_the_winner_and_every_score(six):
    state = six["final"]
    alt = str(GAME.alt_text(state))
    assert len(alt) <= ALT_TEXT
    teams = GAME.team_results(state)
    assert alt.startswith("Tweeeet is over: ")
    verdict = str(GAME.standings(state)[0].detail)
    assert ("tie" in alt) == verdict.startswith("Tie")
    for s in range(6):
        assert f"{LONG[s]}'s {'Robin' if s % 2 == 0 else 'Bluethroat'}" in alt
        assert f"scores {GAME.bird_points(state, s)}" in alt
    for team, plural in (("robin", "Robins"), ("bluethroat", "Bluethroats")):
        assert f"{plural}: " in alt and f"= {teams[team]['total']} / 3 = " in alt


def test_alt_text_is_designed_to_fit_not_clipped_mid_sentence(six):
    # the must-haves come first and fit even with six 32-character names;
    # what follows is added a whole sentence at a time while room is left
    for state in six.values():
        alt = str(GAME.alt_text(state))
        assert alt.endswith(".")
        core = alt.split(" Rows ")[0]
        assert "Last flight" in core and len(core) < ALT_TEXT


def test_longer_names_than_discord_allows_are_cut_to_32_characters():
    names = ["A" * 100, "B" * 100]
    state = GAME.setup(names, {}, 1)
    alt = str(GAME.alt_text(state))
    assert "A" * 29 + "..." in alt and "A" * 30 not in alt


def test_alt_text_of_a_tie_says_both_teams_share_the_win(kit):
    # "Which team is the strongest?": equal averages share the win (README)
    rows = [GRASS, GRASS, NEST_SPACES]
    state = kit.build(rows, [{"pos": "E19", "energy": 6}, {"pos": "B20", "energy": 5, "status": "nested"}],
                      first=18, nests={"robin": None, "bluethroat": "B20"}, names=["Ann", "Bob"])
    after, _ = GAME.apply(state, 0, "E20")
    alt = str(GAME.alt_text(after))
    assert alt.startswith("Tweeeet is over: a tie, both teams share the win at 5. ")
    assert "Ann's Robin on the nest E20, scores 5; Bob's Bluethroat on the nest B20, scores 5." in alt


def test_alt_text_at_the_end_writes_each_team_sum_as_the_score_sheet_does(kit):
    # "Robins: 11 + 5 + (-1, the brown player didn't survive) = 15; 15
    # divided by 3 players = 5": a failed bird is written (-1), a nested bird
    # with no energy left 0
    rows = [GRASS, GRASS, NEST_SPACES]
    birds = [{"pos": "E19", "energy": 1}, {"pos": "B20", "energy": 8, "status": "nested"},
             {"pos": None, "energy": 3, "status": "out"}]
    state = kit.build(rows, birds, first=18, nests={"robin": None, "bluethroat": "B20"}, names=["Ann", "Bob", "Cy"])
    state["birds"][2]["reason"] = "energy"
    after, _ = GAME.apply(state, 0, "E20")
    alt = str(GAME.alt_text(after))
    assert alt.startswith("Tweeeet is over: the Bluethroats win, average 8 against -0.5. ")
    assert "Robins: 0 + (-1) = -1 / 2 = -0.5. Bluethroats: 8 = 8 / 1 = 8." in alt
    assert ("Ann's Robin on the nest E20, scores 0; Bob's Bluethroat on the nest B20, scores 8; "
            "Cy's Robin out, scores -1.") in alt


def test_alt_text_adds_the_rows_and_their_food_while_room_is_left(kit, monkeypatch):
    rows = ["....*....", GRASS, "..3..1...", GRASS]
    state = kit.build(rows, [{"pos": "E0", "energy": 6}, {"pos": "E0", "energy": 7}], pile=[5], names=["Ann", "Bob"])
    alt = str(GAME.alt_text(state))
    head = "Tweeeet, Robins against Bluethroats. To fly: Ann's Robin, from E0."
    assert alt.startswith(head)
    rows_line = "Rows 0 to 3 on the table; 1 tile in the pile."
    food_line = "Food on row 2: C2 berry, F2 nut."
    assert alt.endswith(f" {rows_line} {food_line}")
    assert alt.count("Food on row") == 1  # rows without food are not listed
    # each extra sentence is added only while it fits, whole, in the longest
    # language: the engine counts each line's room (rules/tweeeet/words.py)
    parts = GAME.alt_text(state).args["parts"]
    head, rows_part, food_part = parts[:-2], parts[-2], parts[-1]
    assert (str(rows_part), str(food_part)) == (rows_line, food_line)
    core = room(joined(head))
    assert room(food_part) < room(rows_part)
    monkeypatch.setattr("rules.tweeeet.words.ALT_TEXT_LIMIT", core + 1 + room(rows_part))
    assert GAME.alt_text(state).args["parts"] == [*head, rows_part]
    monkeypatch.setattr("rules.tweeeet.words.ALT_TEXT_LIMIT", core + room(rows_part))
    assert GAME.alt_text(state).args["parts"] == [*head, food_part]  # the rows line is one too long, the food line fits
    monkeypatch.setattr("rules.tweeeet.words.ALT_TEXT_LIMIT", core + room(food_part))
    assert GAME.alt_text(state).args["parts"] == head


@pytest.mark.parametrize("text,pos", [("F7", (7, 5)), ("E0", (0, 4)), ("A20", (20, 0)), ("I3", (3, 8))])
def test_a_space_is_labelled_column_letter_and_row_number(text, pos):
    # README: "A space is labelled column letter + row number: `F7`, `E0`"
    assert space(text) == pos


@pytest.mark.parametrize("text", ["J7", "F", "7", "", "None"])
def test_a_text_that_is_no_space_label_is_refused_by_name(text):
    with pytest.raises(ValueError, match="is not a space label"):
        space(text)
