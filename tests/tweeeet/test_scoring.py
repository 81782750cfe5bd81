"""Final energy and the team verdict, hidden energy, team-talk distances and
the checks on hand-written states."""

from __future__ import annotations

import json

import pytest

from rules.tweeeet import GAME
from rules.tweeeet.board import band

GRASS = "........."
NEST_ROWS = ["3.......3", GRASS, ".@..@..@."]


def _final(kit, energies, positions, statuses):
    birds = [
        {"pos": pos, "energy": e, "status": st} for e, pos, st in zip(energies, positions, statuses, strict=True)
    ]
    state = kit.build(
        NEST_ROWS,
        birds,
        first=18,
        nests={"robin": "E20", "bluethroat": "B20"},
        names=["Ann", "Bob", "Cid", "Dee", "Eve"][: len(birds)],
    )
    state["over"], state["turn"], state["ended_by"] = True, None, "nests"
    return state


def test_rulebook_example_team_averages_bluethroats_win_6_to_5(kit):
    # "Robins: 11 + 5 + (-1, the brown player didn't survive) = 15; 15 divided
    # by 3 players = 5. Bluethroats: 8 + 4 = 12; 12 divided by 2 players = 6.
    # The Bluethroats win by 6 against 5."
    state = _final(
        kit,
        [11, 8, 5, 4, 2],
        ["E20", "B20", "E20", "B20", None],
        ["nested", "nested", "nested", "nested", "out"],
    )
    teams = GAME.team_results(state)
    assert teams["robin"]["points"] == [11, 5, -1] and teams["robin"]["total"] == 15 and teams["robin"]["average"] == 5
    assert teams["bluethroat"]["points"] == [8, 4] and teams["bluethroat"]["average"] == 6
    standings = GAME.standings(state)
    assert {s.seat: s.rank for s in standings} == {1: 1, 3: 1, 0: 3, 2: 3, 4: 3}
    assert {s.seat: s.score for s in standings} == {1: 6, 3: 6, 0: 5, 2: 5, 4: 5}
    assert str(standings[0].detail).startswith("The Bluethroats win by 6 against 5")
    assert "11 + 5 + (-1) = 15 / 3 = 5" in str(standings[0].detail)
    assert [s.seat for s in standings] == [1, 3, 0, 2, 4]
    assert str(standings[-1].detail) == "Robins average 5; this bird failed, -1"
    scores = GAME.scores(state)
    assert scores[4] == {"energy": 0, "failed": -1, "bird": -1, "team_average": 5, "total": 5}
    assert scores[0]["bird"] == 11 and scores[1]["total"] == 6


def test_rule_tie_between_team_averages_is_a_shared_win(kit):
    state = _final(kit, [7, 7], ["E20", "B20"], ["nested", "nested"])
    standings = GAME.standings(state)
    assert [s.rank for s in standings] == [1, 1]
    assert "share the win" in str(standings[0].detail)


def test_bird_that_reaches_its_nest_with_no_energy_left_scores_0_not_minus_1(kit):
    # "Birds who failed to reach the nest score minus 1 point": a bird that
    # spent its last energy to land on its nest did reach it
    state = _final(kit, [0, 5], ["E20", "B20"], ["nested", "nested"])
    assert GAME.team_results(state)["robin"]["points"] == [0]
    assert str(GAME.standings(state)[0].detail) == (
        "The Bluethroats win by 5 against 0: Bluethroats 5 = 5 / 1 = 5; Robins 0 = 0 / 1 = 0."
    )


def test_bird_that_failed_scores_minus_1_whatever_its_energy(kit):
    state = _final(kit, [3, 30], ["E20", None], ["nested", "out"])
    assert GAME.team_results(state)["bluethroat"]["average"] == -1
    assert GAME.standings(state)[0].seat == 0


def test_energy_is_hidden_until_the_end(kit):
    state = GAME.setup(["Ann", "Bob", "Cid"], {}, 3)
    public = GAME.view(state, None)
    text = json.dumps(public)
    assert "energy" not in text and "rng" not in public
    assert all(set(b) == {"seat", "name", "team", "pos", "status"} for b in public["birds"])
    assert isinstance(public["pile"], int)
    mine = GAME.view(state, 1)
    assert mine["energy"] == 7 and mine["birds"][1]["energy"] == 7
    assert "energy" not in mine["birds"][0] and "energy" not in mine["birds"][2]
    assert GAME.private(state, 1) == {"energy": 7}
    assert "energy" not in str(GAME.summary(state, None)).lower()
    assert "Your energy: 7" in str(GAME.summary(state, 1))
    assert all(v["total"] == 0 and "energy" not in v for v in GAME.scores(state).values())


def test_all_energy_is_revealed_at_the_end(kit):
    state = _final(kit, [11, 8, 5, 4, 2], ["E20", "B20", "E20", "B20", None], ["nested"] * 4 + ["out"])
    public = GAME.view(state, None)
    assert [b["energy"] for b in public["birds"]] == [11, 8, 5, 4, 2]
    assert public["standings"][0]["rank"] == 1 and public["teams"]["bluethroat"]["average"] == 6
    assert "energy 11" in str(GAME.summary(state, None))


@pytest.mark.parametrize(
    "d,word", [(0, "talk"), (6, "talk"), (7, "twitter"), (9, "twitter"), (10, "flap"), (14, "flap")]
)
def test_rule_team_talk_bands(d, word):
    assert band(d) == word


def test_team_distance_is_public_crow_flies_hex_distance(kit):
    rows = ["....*...."] + [GRASS] * 10
    state = kit.build(
        rows,
        [
            {"pos": "A0", "energy": 6},
            {"pos": "E0", "energy": 7},
            {"pos": "I0", "energy": 8},
            {"pos": "E10", "energy": 9},
            {"pos": "G6", "energy": 6},
        ],
    )
    dists = {tuple(d["seats"]): (d["distance"], d["band"]) for d in GAME.view(state, None)["distances"]}
    assert dists == {(0, 2): (8, "twitter"), (0, 4): (9, "twitter"), (2, 4): (6, "talk"), (1, 3): (10, "flap")}
    summary = str(GAME.summary(state, None))
    assert "P2 and P4 are 10 apart: they may flap." in summary


def test_summary_describes_the_board_in_words(kit):
    state = GAME.setup(["Ann", "Bob"], {}, 8)
    text = str(GAME.summary(state, None))
    assert "Ann (Robin) to fly from E0." in text
    assert "Row 0 (start)" in text and "Row 3" in text
    assert "Tiles left in the pile: 17" in text


@pytest.mark.parametrize(
    "spaces,water,nests",
    [
        ("~.3..~..~", "A, F, I", None),
        ("..3......", None, None),
        (".@..@..@.", None, "B, E, H"),
        ("~~~~~~~~~", "A, B, C, D, E, F, G, H, I", None),
    ],
)
def test_summary_lists_exactly_the_water_and_nest_columns_of_each_row(kit, spaces, water, nests):
    state = kit.build(["....*....", spaces], [{"pos": "E0", "energy": 6}, {"pos": "E0", "energy": 7}])
    line = [text for text in str(GAME.summary(state, None)).splitlines() if text.startswith("Row 1")][0]
    listed = ":" in line and "all grass" not in line
    parts = dict(p.split(" ", 1) for p in line.split(": ", 1)[1].rstrip(".").split("; ")) if listed else {}
    assert parts.get("water") == water
    assert parts.get("nests") == nests
    assert ("food" in parts) == ("3" in spaces)
    assert ("all grass" in line) == (not parts)
    start = [text for text in str(GAME.summary(state, None)).splitlines() if text.startswith("Row 0")][0]
    assert start == "Row 0 (start): all grass."


def test_readme_hand_written_position_loads_and_lists_its_moves():
    from pathlib import Path

    import rules.tweeeet

    text = (Path(rules.tweeeet.__file__).with_name("README.md")).read_text()
    block = text.split("## A complete hand-written position")[1].split("```json")[1].split("```")[0]
    state = json.loads(block)
    GAME.validate(state)
    moves = {m.notation: str(m.label) for m in GAME.legal_moves(state, 0)}
    assert moves == {
        "B20": "nest at B20: cost 4",
        "E20": "nest at E20: cost 1",
        "H20": "nest at H20: cost 3",
        "C19": "berry at C19: cost 2, +3",
        "F19": "nut at F19: cost 1, +1",
        "E18": "strawberry at E18: cost 1, +2",
    }


def _readme():
    from pathlib import Path

    import rules.tweeeet

    text = (Path(rules.tweeeet.__file__).with_name("README.md")).read_text()
    return json.loads(text.split("## A complete hand-written position")[1].split("```json")[1].split("```")[0])


def test_summary_says_whose_turn_where_every_bird_is_the_last_flight_and_each_row():
    # the README position: Ann's Robin on E19 flies 1 space to the strawberry E18
    state, _ = GAME.apply(_readme(), 0, "E18")
    assert str(GAME.summary(state, None)).splitlines() == [
        "Bob (Bluethroat) to fly from B19.",
        "Birds: Ann (Robin) at E18; Bob (Bluethroat) at B19.",
        "Last flight: Ann from E19 to E18 (strawberry), 1 space.",
        "Row 20 (nest tile): nests B, E, H.",
        "Row 19: food berry C, nut F; water A.",
        "Row 18: food caterpillar A; water D, H.",
        "The nest tile is laid.",
    ]
    assert str(GAME.summary(state, 1)).splitlines()[:2] == ["Bob (Bluethroat) to fly from B19.", "Your energy: 8."]
    assert str(GAME.summary(state, 0)).splitlines()[1] == "Your energy: 10."  # 9 - 1 + 2
    nested, _ = GAME.apply(_readme(), 0, "B20")
    lines = str(GAME.summary(nested, None)).splitlines()
    assert lines[1] == "Birds: Ann (Robin) on the nest at B20; Bob (Bluethroat) at B19."
    assert lines[2] == "Last flight: Ann from E19 to B20 (nest), 4 spaces."


def test_summary_at_the_end_gives_the_verdict_and_every_energy(kit):
    state = _final(kit, [11, 8, 5, 4, 2], ["E20", "B20", "E20", "B20", None], ["nested"] * 4 + ["out"])
    lines = str(GAME.summary(state, 0)).splitlines()
    assert lines[0] == str(GAME.standings(state)[0].detail)
    assert "Your energy" not in "\n".join(lines)
    assert lines[1] == (
        "Birds: Ann (Robin) on the nest at E20, energy 11; Bob (Bluethroat) on the nest at B20, energy 8; "
        "Cid (Robin) on the nest at E20, energy 5; Dee (Bluethroat) on the nest at B20, energy 4; "
        "Eve (Robin) out of the game, energy 2."
    )


def test_summary_names_arrow_rows(kit):
    state = kit.build(["....*....", GRASS, GRASS], [{"pos": "E0", "energy": 6}, {"pos": "E0", "energy": 7}],
                      arrows={1: "W"})
    lines = str(GAME.summary(state, None)).splitlines()
    assert "Row 1: arrow W." in lines and "Row 2: all grass." in lines


@pytest.mark.parametrize(
    "value,text", [(5, "5"), (6.0, "6"), (6.5, "6.5"), (8 / 3, "2.67"), (-1, "-1"), (-0.5, "-0.5")]
)
def test_team_averages_are_written_for_people(value, text):
    from rules.tweeeet.words import num

    assert num(value) == text


def test_before_the_end_standings_are_a_shared_provisional_rank_1():
    # the averages need every energy, hidden until "all (surviving) birds
    # have reached their nest" (README: a provisional shared rank 1)
    state = GAME.setup(["Ann", "Bob", "Cid"], {}, 3)
    standings = GAME.standings(state)
    assert [(s.seat, s.rank, s.score) for s in standings] == [(0, 1, 0), (1, 1, 0), (2, 1, 0)]
    assert all("hidden" in str(s.detail) for s in standings)
