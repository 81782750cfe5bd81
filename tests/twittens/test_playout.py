"""The play-out player (a search's cheap player) and the fast path it runs
on: legal and repeatable moves, clearly better than random, its gains
worked out by hand on real tiles and against whole-Twitten scoring, the
remembered Twittens and placements, and the fast state copy."""

from __future__ import annotations

import pytest

from rules import levels
from rules.base import RandomPlayer, Rng, deep_copy, dumps
from rules.twittens import GAME, ai, geometry
from rules.twittens.ai import (
    CARD_TARGETS,
    ELEMENT_BIT,
    Board,
    PlayoutComputer,
    TwittensComputer,
    card_pair,
    playout_player,
    region_targets,
)
from rules.twittens.geometry import CARDS, ROTATIONS, TILES, Twitten, fitting_rotations, twitten_of
from rules.twittens.state import play_copy

from .twhelp import prepared


def walk(n: int, seed: int, players) -> list[tuple[dict, int]]:
    """Every (state, acting seat) of one game played by ``players``."""
    state = GAME.setup([f"P{i}" for i in range(n)], {}, seed)
    seen = []
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        seen.append((state, seat))
        state = GAME.fast_apply(state, seat, players[seat].choose(GAME, state, seat))
    seen.append((state, None))
    return seen


def self_play(n: int, seed: int) -> list[tuple[dict, int]]:
    return walk(n, seed, [playout_player(seed * 10 + i) for i in range(n)])


def mixed(n: int, seed: int) -> list[tuple[dict, int]]:
    """A game of random players and play-out players, seat by seat."""
    return walk(n, seed, [RandomPlayer(seed + i) if i % 2 else playout_player(seed + i) for i in range(n)])


# -- the player in games ----------------------------------------------------------


def test_the_levels_find_the_playout_player():
    player = levels.playout_player(GAME, 5)
    assert isinstance(player, PlayoutComputer) and isinstance(player, TwittensComputer)
    assert player.name == "twittens-playout"


@pytest.mark.parametrize("n", [2, 3, 4])
def test_playout_moves_are_legal_in_many_seeded_states(n):
    checked = 0
    for seed in range(2):
        for state, seat in mixed(n, 40 + seed):
            if seat is None:
                continue
            move = playout_player(seed).choose(GAME, state, seat)
            assert move in GAME.fast_moves(state, seat)
            checked += 1
    assert checked > 120 * n


@pytest.mark.parametrize("n", [2, 3, 4])
def test_playout_games_finish_with_grown_twittens_and_fast_steps_that_are_apply(n):
    """Whole games of play-out players: four seasons, Twittens that grow,
    houses mostly within the limit, and each fast step the state ``apply``
    makes."""
    seen = self_play(n, 7)
    final = seen[-1][0]
    assert GAME.is_over(final)
    for s in final["seats"]:
        assert len(s["sheets"]) == 4
        assert sum(sh["tiles"] for sh in s["sheets"]) >= 20
        assert sum(1 for sh in s["sheets"] if sh["houses"] > 0) >= 2
    player = playout_player(7)
    for state, seat in seen[:-1:3]:
        move = player.choose(GAME, state, seat)
        assert GAME.fast_apply(state, seat, move) == GAME.apply(state, seat, move)[0]


def test_playout_player_is_repeatable_for_a_seed():
    seen = mixed(2, 3)
    states = [(s, seat) for s, seat in seen if seat is not None]
    first = [playout_player(9).choose(GAME, s, seat) for s, seat in states]
    again = [playout_player(9).choose(GAME, s, seat) for s, seat in states]
    other = [playout_player(10).choose(GAME, s, seat) for s, seat in states]
    assert first == again
    assert first != other  # its own generator: samples a draw, picks a stack for the tile it gives up
    assert dumps(self_play(2, 4)[-1][0]) == dumps(self_play(2, 4)[-1][0])


def test_playout_player_beats_random_clearly():
    wins, margin, games = 0, 0.0, 6
    for seed in range(games):
        me = seed % 2
        players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
        players[me] = playout_player(seed)
        scores = GAME.scores(walk(2, 100 + seed, players)[-1][0])
        wins += scores[me]["total"] > scores[1 - me]["total"]
        margin += scores[me]["total"] - scores[1 - me]["total"]
    assert wins == games
    assert margin / games >= 40


def test_playout_player_is_not_far_behind_the_normal_player():
    mine = theirs = 0.0
    for seed in range(4):
        me = seed % 2
        players = [GAME.computer_player(seed), GAME.computer_player(seed + 1)]
        players[me] = playout_player(seed)
        scores = GAME.scores(walk(2, 200 + seed, players)[-1][0])
        mine += scores[me]["total"]
        theirs += scores[1 - me]["total"]
    assert mine >= 0.6 * theirs


def test_playout_player_refuses_another_game():
    from rules.bits import GAME as BITS

    state = BITS.setup(["a", "b"], {}, 1)
    with pytest.raises(TypeError):
        playout_player(1).choose(BITS, state, 0)


def test_playout_player_leaves_preparation_school_and_lost_to_the_normal_player():
    normal = TwittensComputer(3)
    kinds = set()
    for state, seat in self_play(3, 11)[:-1]:
        kind = GAME.decision_kind(state, seat)
        if kind in ("favourite", "keep-cards", "school", "lost"):
            kinds.add(kind)
            assert playout_player(3).choose(GAME, state, seat) == normal.choose(GAME, state, seat)
        if kind == "tea":
            assert playout_player(3).choose(GAME, state, seat) == ("home" if normal.go_home(state, seat) else "stay")
    assert {"favourite", "keep-cards", "school"} <= kinds


# -- a tile's gain, wherever it goes -------------------------------------------------


def board_of(placements, cards=()) -> Board:
    return Board(Twitten(placements), list(cards))


def test_a_tiles_gain_counts_houses_lights_trees_school_roads_and_stations():
    p = PlayoutComputer(1)
    grass = board_of([[28, 0, 0, 0]])  # a bend of grass only: 1 tile, no lights
    # t12: a house (+1), no light (lights 0 of 2 tiles: -0.4 more)
    assert p.tile_gain(grass, 12) == pytest.approx(1 - 0.4)
    # t2: a house, 2 trees (0.7 each), a school (1.5), 2 lights (2 of 2 tiles: 2, from -0.4)
    assert p.tile_gain(grass, 2) == pytest.approx(1 + 1.4 + 1.5 + 2.4)
    # t53: a road (4), 2 lights
    assert p.tile_gain(grass, 53) == pytest.approx(4 + 2.4)
    wild = board_of([[32, 0, 0, 0]])  # a bird and a newt
    # t57: a station by 2 wildlife (2 each), a house, 2 trees, 1 light of 2 tiles (as before)
    assert p.tile_gain(wild, 57) == pytest.approx(1 + 1.4 + 2.0 * 2)
    # t13 brings a newt to a station, and a playground (1.5)
    station = board_of([[59, 0, 0, 0]])  # a station, 1 light: lights equal tiles
    # 3 lights on 2 tiles: from 1 to -0.4
    assert p.tile_gain(station, 13) == pytest.approx(1 + 1.4 + 2.0 * 1 + 1.5 + (-0.4 - 1))
    allot = board_of([[28, 0, 0, 0]])
    assert p.tile_gain(allot, 3) == pytest.approx(1.5 - 0.4)  # an allotment


def test_a_tiles_gain_weighs_the_house_limit_and_a_substation():
    p = PlayoutComputer(1)
    board = board_of([[28, 0, 0, 0]])
    board.tiles, board.houses, board.lights = 6, 7, 6
    # one house more goes over the limit: the houses are lost and the season ends
    assert p.tile_gain(board, 12) == pytest.approx(-6 - 7 + (-0.4 - 6))
    # with a substation the limit is 8: t41 (a house, a substation, a light) is fine
    assert p.tile_gain(board, 41) == pytest.approx(1 + 1)
    assert p._houses_term(7, 7, 5) == 7
    assert p._houses_term(8, 7, 9) == -p.over_penalty
    assert p._houses_term(6, 7, 2) == pytest.approx(6 - 3 * (6 + 3 * 0.7 - 7))
    assert p._houses_term(4, 7, 2) == 4  # 4 + 2.1 stays within 7
    assert p._lights_term(3, 3) == 3
    assert p._lights_term(2, 3) == pytest.approx(-0.4)
    assert p._lights_term(4, 3) == pytest.approx(-0.4)


def test_a_tiles_gain_counts_what_open_cards_want_and_a_count_card_it_completes():
    p = PlayoutComputer(1)
    oak = next(c for c, card in CARDS.items() if card["title"] == "Old Oak Row")  # 10 trees, 5 points
    board = board_of([[30, 0, 0, 0]], [oak])  # 4 trees
    assert board.wants == [(5, [("tree", 6, pytest.approx(5 * 1.4 / 10))])]
    plain = board_of([[30, 0, 0, 0]])
    assert p.tile_gain(board, 2) - p.tile_gain(plain, 2) == pytest.approx(2 * 0.7)
    board.wants = [(5, [("tree", 2, 0.7)])]  # two trees short: t2 completes it
    assert p.tile_gain(board, 2) - p.tile_gain(plain, 2) == pytest.approx(2 * 0.7 + 0.5 * 5)
    board.wants = [(5, [("tree", 3, 0.7)])]  # three short: no completion
    assert p.tile_gain(board, 2) - p.tile_gain(plain, 2) == pytest.approx(2 * 0.7)
    board.wants = [(0, [("tree", 2, 0.7)])]  # not a count card: no completion bonus
    assert p.tile_gain(board, 2) - p.tile_gain(plain, 2) == pytest.approx(2 * 0.7)
    board.wants = [(5, [("tree", 2, 0.7), ("house", 1, 1.0)])]  # t2's house completes both needs
    assert p.tile_gain(board, 2) - p.tile_gain(plain, 2) == pytest.approx(2 * 0.7 + 1.0 + 2.5)
    board.wants = [(5, [("tree", 2, 0.7), ("station", 1, 1.0)])]
    assert p.tile_gain(board, 2) - p.tile_gain(plain, 2) == pytest.approx(2 * 0.7)


def test_the_board_reads_the_cards_wants_touches_and_regions():
    adj = next(c for c, card in CARDS.items() if card["kind"] == "hub_adj")
    reach = next(c for c, card in CARDS.items() if card["kind"] == "hub_reach")
    card = CARDS[adj]
    board = board_of([[30, 0, 0, 0]], [adj, reach])
    assert [points for points, _ in board.wants] == [0, 0]
    share = card["points"] * 0.9 / len(CARD_TARGETS[adj])
    have = Twitten([[30, 0, 0, 0]])
    assert board.wants[0][1] == [(el, want - have.count(el), pytest.approx(share / want))
                                 for el, want in CARD_TARGETS[adj].items() if have.count(el) < want]
    assert board.pairs[-1] == (ELEMENT_BIT[card["hub"]], ELEMENT_BIT[card["other"]],
                               pytest.approx(card["points"] * 0.9 / card["n"]))
    assert board.reach == [(CARDS[reach]["points"], region_targets(CARDS[reach]))]
    assert board.regional(28)  # a region card is open: every tile's spot matters
    assert not board_of([[30, 0, 0, 0]]).regional(57)  # a station, but no wildlife anywhere
    assert board_of([[32, 0, 0, 0]]).regional(57)  # a station joins a bird and a newt
    assert board_of([[59, 0, 0, 0]]).regional(13)  # a newt comes to a station
    assert not board_of([[59, 0, 0, 0]]).regional(12)


def test_card_touches_and_region_needs():
    by_kind = {card["kind"]: card for card in CARDS.values()}
    hub = by_kind["hub_adj"]
    assert card_pair(hub) == (hub["hub"], hub["other"], hub["points"] * 0.9 / hub["n"])
    many = by_kind["many_adj"]
    assert card_pair(many) == (many["item"], many["other"], many["points"] * 0.9 / many["n"])
    group = by_kind["group"]
    assert card_pair(group) == (group["item"], group["item"], group["points"] * 0.9 / group["n"])
    assert card_pair(by_kind["count"]) is None and card_pair(by_kind["reach"]) is None
    assert region_targets(by_kind["reach"]) == by_kind["reach"]["need"]
    hub_reach = {"kind": "hub_reach", "hub": "school", "need": {"dewpond": 2}}
    assert region_targets(hub_reach) == {"dewpond": 2, "school": 1}
    assert region_targets({"kind": "hub_reach", "hub": "tree", "need": {"tree": 2}}) == {"tree": 3}
    assert region_targets(hub) is None
    assert CARD_TARGETS[next(c for c, k in CARDS.items() if k is hub)] == {hub["hub"]: 1, hub["other"]: hub["n"]}
    assert ai._targets(many) == {many["item"]: many["n"], many["other"]: many["n"]}
    assert ai._targets(group) == {group["item"]: group["n"]}
    assert ai._targets({"kind": "hub_reach", "hub": "school", "need": {"dewpond": 2}}) == {"school": 1, "dewpond": 2}


def test_touches_across_a_side_are_worth_their_points():
    board = board_of([[28, 0, 0, 0]])
    bit = ELEMENT_BIT
    assert board.touch(bit["playground"], bit["house"]) == 3
    assert board.touch(bit["house"], bit["playground"]) == 3
    assert board.touch(bit["allotment"], bit["tree"]) == 3
    assert board.touch(bit["tree"], bit["allotment"]) == 3
    assert board.touch(bit["tree"], bit["tree"]) == pytest.approx(0.6)
    assert board.touch(bit["house"], bit["house"]) == 0
    assert board.touch(bit["scrub"] | bit["fox"] | bit["wildlife"], bit["house"]) == 0
    assert board.touch(bit["playground"], bit["house"] | bit["tree"]) == 3


# -- a spot's gain ----------------------------------------------------------------------


def test_a_spot_gains_its_touches_and_the_player_takes_the_best_spot():
    p = PlayoutComputer(1)
    board = board_of([[13, 0, 0, 0]])  # a playground in the south-west corner, a tree south-east
    spots = {(x, y): around for x, y, around in board.tw.spots()}
    assert spots == {(0, -1): (None, None, "path", None), (0, 1): ("path", None, None, None)}
    open_spots = set(spots)
    below = p.spot_gain(board, 4, 0, 1, 0, spots[(0, 1)], open_spots)  # t4's house under the playground
    turned = p.spot_gain(board, 4, 0, 1, 180, spots[(0, 1)], open_spots)
    assert below - turned == pytest.approx(3 + 0.6)  # and its tree under the tree
    assert turned == pytest.approx(0.3 * 2)  # two open path ends
    assert p.best_spot(board, 4) == (0, 1, 0)


def test_a_road_left_at_an_end_gains_and_one_closed_loses():
    p = PlayoutComputer(1)
    board = board_of([[12, 0, 0, 0]])
    around = dict(((x, y), a) for x, y, a in board.tw.spots())[(0, 1)]
    assert fitting_rotations(53, around) == (90, 270)  # the road to the east or west
    assert p.spot_gain(board, 53, 0, 1, 90, around, {(0, -1), (0, 1)}) == pytest.approx(5 + 0.3 * 2)
    road = board_of([[12, 0, 0, 0], [53, 0, 1, 90]])
    around = dict(((x, y), a) for x, y, a in road.tw.spots())[(0, 2)]
    assert p.spot_gain(road, 12, 0, 2, 0, around, {(0, -1), (0, 2)}) == pytest.approx(-5 + 0.3 * 2)
    # a road joined by paths on two sides is not at an end
    ring = board_of([[49, 0, 0, 0], [49, 0, 1, 0], [49, 0, -1, 0], [49, 1, -1, 0], [49, 2, -1, 0], [49, 2, 0, 0],
                     [49, 2, 1, 0]])
    around = dict(((x, y), a) for x, y, a in ring.tw.spots())[(1, 1)]
    assert around == (None, "path", None, "path") and 0 in fitting_rotations(53, around)
    spots = {(x, y) for x, y, _ in ring.tw.spots()}
    assert p.spot_gain(ring, 53, 1, 1, 0, around, spots) == pytest.approx(0.3 * 4)
    # no road: no road points
    around = dict(((x, y), a) for x, y, a in board.tw.spots())[(0, 1)]
    assert p.spot_gain(board, 12, 0, 1, 0, around, {(0, -1), (0, 1)}) == pytest.approx(0.3 * 2)


def test_a_spot_that_leaves_no_open_path_end_is_punished():
    p = PlayoutComputer(1)
    board = board_of([[37, 0, 0, 0]])  # a cul-de-sac: one path end, south
    around = board.tw.spots()[0][2]
    assert p.spot_gain(board, 37, 0, 1, 180, around, {(0, 1)}) == pytest.approx(-4 - 7 * 2.5)
    board = board_of([[37, 0, 0, 0], [12, 0, 1, 0], [12, 0, 2, 0], [12, 0, 3, 0], [12, 0, 4, 0], [12, 0, 5, 0],
                      [12, 0, 6, 0], [12, 0, 7, 0], [12, 0, 8, 0]])
    around = board.tw.spots()[0][2]
    assert p.spot_gain(board, 37, 0, 9, 180, around, {(0, 9)}) == pytest.approx(-4)


def test_the_first_tile_goes_to_the_centre():
    p = PlayoutComputer(1)
    assert p.best_spot(board_of([]), 12) == (0, 0, 0)


# -- regions: against whole-Twitten scoring ----------------------------------------------


def boards_from_games():
    """Twittens met in play-out games, each with a few tiles to place."""
    out = []
    for n, seed in ((2, 21), (3, 22)):
        seen = self_play(n, seed)
        for state, _seat in seen[5:-1:9]:
            for s in state["seats"]:
                if s["twitten"]:
                    out.append([tuple(p) for p in s["twitten"]])
    return out


def test_the_region_gain_of_stations_is_the_station_score_it_adds():
    p = PlayoutComputer(1)
    checked = 0
    for placements in boards_from_games():
        tw = Twitten(placements)
        board = Board(tw, [])
        for tid in (57, 58, 59, 60, 13, 15, 32, 11, 16):
            if tid in {t for t, *_ in placements}:
                continue
            for x, y, rot in tw.legal_placements(tid):
                trial = tw.copy()
                trial.add(tid, x, y, rot)
                around = next(a for sx, sy, a in tw.spots() if (sx, sy) == (x, y))
                exact = trial.score()["stations"] - tw.score()["stations"]
                assert p.region_gain(board, tid, x, y, rot, around) == pytest.approx(exact)
                checked += exact != 0
    assert checked > 10


def test_the_region_gain_of_a_region_card_follows_its_best_region():
    p = PlayoutComputer(1)
    cards = [c for c, card in CARDS.items() if card["kind"] in ("reach", "hub_reach")]
    checked = completed = 0
    for k, placements in enumerate(boards_from_games()):
        card = cards[k % len(cards)]
        need = region_targets(CARDS[card])
        tw = Twitten(placements)
        board = Board(tw, [card])
        before = max(ai._reach(have, need) for have in tw.region_counts().values())
        for tid in sorted(TILES)[k % 5::5]:
            if tid in {t for t, *_ in placements}:
                continue
            for x, y, rot in tw.legal_placements(tid):
                trial = tw.copy()
                trial.add(tid, x, y, rot)
                after = max(ai._reach(have, need) for have in trial.region_counts().values())
                around = next(a for sx, sy, a in tw.spots() if (sx, sy) == (x, y))
                stations = trial.score()["stations"] - tw.score()["stations"]
                expected = stations
                if after > before:
                    expected += CARDS[card]["points"] * (0.9 * (after - before) + (0.5 if after >= 1 else 0))
                    checked += 1
                    completed += after >= 1
                assert p.region_gain(board, tid, x, y, rot, around) == pytest.approx(expected)
    assert checked > 20 and completed > 0


def test_reach_shares():
    assert ai._reach({"tree": 2, "house": 1}, {"tree": 4, "house": 1}) == pytest.approx(0.75)
    assert ai._reach({"tree": 5}, {"tree": 4}) == 1.0
    assert ai._reach({}, {"tree": 4}) == 0.0


# -- choosing a source and the tile to keep ----------------------------------------------


def test_the_player_takes_the_better_face_up_tile_and_keeps_its_favourite_for_later():
    state = prepared(2, 5)
    seat = state["turn"]
    me = state["seats"][seat]
    p = PlayoutComputer(2)
    board = Board(twitten_of(me["twitten"]), [c for c in me["cards"] if c not in me["completed"]])
    tops = [st[-1] for st in state["stacks"]]
    moves = GAME.fast_moves(state, seat)
    gains = {w: p.tile_gain(board, tops["ab".index(w[-1])]) for w in moves if w.startswith("take")}
    fav = p.tile_gain(board, me["favourite"]) - p.favourite_hold
    choice = p.pick_source(state, seat, moves, board)
    if choice != "draw":
        assert (gains | {"favourite": fav})[choice] == max([*gains.values(), fav])
    # with nothing but the face-up tiles, the better one
    only = [w for w in moves if w.startswith("take")]
    assert p.pick_source(state, seat, only, board) == max(only, key=lambda w: gains[w])
    # the Favourite Place counts its hold early, not late
    early = p.pick_source(state, seat, ["favourite", "take a"], board)
    late_state = deep_copy(state)
    late_state["deck"] = late_state["deck"][:11]
    assert (early == "favourite") == (fav > gains["take a"])
    assert p.pick_source(late_state, seat, ["favourite", "take a"], board) == (
        "favourite" if fav + p.favourite_hold > gains["take a"] else "take a")


def test_a_draw_is_valued_by_the_second_best_sampled_unseen_tile():
    state = prepared(2, 6)
    seat = state["turn"]
    me = state["seats"][seat]
    board = Board(twitten_of(me["twitten"]), [])
    p, twin = PlayoutComputer(4), PlayoutComputer(4)
    pool = twin.unseen_tiles(state, seat)
    sample = sorted((twin.tile_gain(board, pool[twin.rng.randrange(len(pool))]) for _ in range(3)), reverse=True)
    bad = min(TILES, key=lambda t: p.tile_gain(board, t))
    good = max(TILES, key=lambda t: p.tile_gain(board, t))
    state["stacks"] = [[bad], [good]]
    assert p.tile_gain(board, bad) < sample[1] < p.tile_gain(board, good)
    assert p.pick_source(state, seat, ["take a", "draw"], board) == "draw"
    p = PlayoutComputer(4)
    assert p.pick_source(state, seat, ["draw", "take b"], board) == "take b"


def test_a_draw_from_a_pool_of_tiles_that_fit_nowhere_is_worth_little():
    state = prepared(2, 6)
    seat = state["turn"]
    p = PlayoutComputer(4)
    board = Board(Twitten([[37, 0, 0, 0], [37, 0, 1, 180]]), [])  # closed: nothing fits
    assert p.tile_value(board, 12) is None
    state["stacks"] = [[12], [12]]
    assert p.pick_source(state, seat, ["draw", "take a"], board) == "take a"


def test_the_player_keeps_the_drawn_tile_worth_more():
    p = PlayoutComputer(1)
    board = board_of([[28, 0, 0, 0]])
    me = {"drawn": [12, 2]}
    moves = ["keep t12 on a", "keep t12 on b", "keep t2 on a", "keep t2 on b"]
    assert p.pick_keep(me, moves, board) in ("keep t2 on a", "keep t2 on b")
    assert {p.pick_keep(me, moves, board) for _ in range(20)} == {"keep t2 on a", "keep t2 on b"}
    assert p.pick_keep(me, ["keep t12"], board) == "keep t12"


# -- the fast path: placements, remembered Twittens, the state copy ----------------------


def test_legal_placements_follow_the_placing_rule_spot_by_spot():
    checked = 0
    for n, seed in ((2, 31), (4, 32)):
        for state, _seat in mixed(n, seed)[::6]:
            for s in state["seats"]:
                tw = Twitten(s["twitten"])
                for tid in sorted(TILES)[seed % 3::3]:
                    rule = [(x, y, rot) for x, y in tw.frontier() for rot in ROTATIONS
                            if tw.placement_fault(tid, x, y, rot) is None] if tw.pos else [(0, 0, r) for r in ROTATIONS]
                    assert tw.legal_placements(tid) == rule
                    assert twitten_of(s["twitten"]).legal_placements(tid) == rule
                    checked += len(rule)
    assert checked > 1000


def test_fitting_rotations_by_the_edges_around():
    # t12 runs north-south: on a spot with a path to the north only, turned 0 or 180
    assert fitting_rotations(12, ("path", None, None, None)) == (0, 180)
    assert fitting_rotations(12, ("path", "path", None, None)) == ()  # its east side is grass
    assert fitting_rotations(12, ("path", "grass", "path", "grass")) == (0, 180)
    assert fitting_rotations(12, ("grass", None, None, None)) == ()  # no path joins
    assert fitting_rotations(12, (None, None, None, None)) == ()
    assert fitting_rotations(53, ("path", None, None, None)) == (90, 270)  # its road to the east or west
    assert fitting_rotations(53, ("path", "road", None, None)) == (90,)
    assert fitting_rotations(53, ("path", "rail", None, None)) == ()
    assert fitting_rotations(53, ("path", "grass", None, None)) == (270,)  # its road may not meet grass
    assert fitting_rotations(12, ("path", "road", None, None)) == ()  # a road meets grass


def test_spots_tell_the_edges_around_each_open_end():
    tw = Twitten([[12, 0, 0, 0], [21, 0, 1, 0]])  # a bend below: paths north and east
    assert tw.spots() == [(0, -1, (None, None, "path", None)), (1, 1, (None, None, None, "path"))]
    tw.add(12, 0, -1, 0)
    assert tw.spots() == [(0, -2, (None, None, "path", None)), (1, 1, (None, None, None, "path"))]
    assert tw.copy().spots() == tw.spots()


def test_twitten_of_remembers_and_builds_on_the_one_a_tile_smaller(monkeypatch):
    monkeypatch.setattr(geometry, "_BUILT", {})
    placements = [[12, 0, 0, 0], [21, 0, 1, 0], [12, 0, -1, 0]]
    first = twitten_of(placements[:2])
    assert twitten_of([tuple(p) for p in placements[:2]]) is first
    grown = twitten_of(placements)
    assert grown is not first and len(first) == 2 and len(grown) == 3
    fresh = Twitten(placements)
    assert (grown.cells, grown.pos, grown.edges, grown.lights, grown.shapes) == (
        fresh.cells, fresh.pos, fresh.edges, fresh.lights, fresh.shapes)
    assert twitten_of([]).pos == {}
    assert set(geometry._BUILT) == {tuple(map(tuple, placements[:2])), tuple(map(tuple, placements)), ()}


def test_twitten_of_forgets_all_at_its_bound(monkeypatch):
    monkeypatch.setattr(geometry, "_BUILT", {})
    monkeypatch.setattr(geometry, "TWITTEN_CACHE", 3)
    sizes = []
    for k in range(7):
        twitten_of([[12, 0, 0, 0], [12, 0, k + 1, 0]] if k else [[12, 0, 0, 0]])
        sizes.append(len(geometry._BUILT))
    assert sizes == [1, 2, 3, 1, 2, 3, 1]
    built = Twitten([[12, 0, 0, 0], [12, 0, 1, 0]])
    assert twitten_of([[12, 0, 0, 0], [12, 0, 1, 0]]).cells == built.cells


def containers(x, out):
    if isinstance(x, (list, dict)):
        out.add(id(x))
        for v in x.values() if isinstance(x, dict) else x:
            containers(v, out)
    return out


def test_the_fast_copy_is_the_state_and_shares_nothing():
    checked = 0
    for n, seed in ((2, 51), (3, 52), (4, 53)):
        for state, _seat in mixed(n, seed)[::4]:
            copy = play_copy(state)
            assert dumps(copy) == dumps(state)
            assert not containers(copy, set()) & containers(state, set())
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("change", [
    lambda s: s.update(extra=[1, 2]),
    lambda s: s["seats"][0].update(extra=[3]),
    lambda s: s["options"].update(teams=[[0, 1]]),
    lambda s: s["seats"][1].update(previous={"twitten": [[12, 0, 0, 0]], "cards": [[1, True]], "more": [1]}),
    lambda s: [seat.update(previous={"twitten": [], "cards": [], "more": [1]}) for seat in s["seats"]],
    lambda s: [seat.update(previous={"twitten": []}) for seat in s["seats"]],
])
def test_the_fast_copy_of_a_state_of_another_shape_is_the_general_copy(change):
    state = self_play(2, 8)[90][0]
    state["seats"][0]["previous"] = {"twitten": [[12, 0, 0, 0]], "cards": [[1, True]]}
    change(state)
    copy = play_copy(state)
    assert copy == state
    assert not containers(copy, set()) & containers(state, set())


def test_the_fast_copy_keeps_options_and_the_last_move():
    state = self_play(2, 8)[90][0]
    state["options"] = {"clock": "1h", "level": 2}
    copy = play_copy(state)
    assert copy == state and copy["options"] is not state["options"]
    assert state["last"] is not None and copy["last"] is not state["last"]


def test_fast_apply_is_apply_along_games_with_a_determinized_deal():
    rng = Rng.from_seed(5)
    for n, seed in ((2, 61), (3, 62)):
        for state, seat in mixed(n, seed)[:-1:5]:
            dealt = GAME.determinize(state, seat, rng)
            for move in GAME.fast_moves(dealt, seat)[:4]:
                assert GAME.fast_apply(dealt, seat, move) == GAME.apply(dealt, seat, move)[0]


def test_barriers_and_grass_count_as_no_element():
    assert geometry.token_elements("grass") == frozenset()
    assert geometry.token_elements("path") == geometry.token_elements("road") == frozenset()
    assert geometry.token_elements("scrub+fox") == {"scrub", "fox", "wildlife"}
    assert "grass" not in ELEMENT_BIT and "path" not in ELEMENT_BIT


def test_a_road_scores_and_shows_only_at_an_end():
    one = Twitten([[49, 0, 0, 0], [53, 1, 0, 0]])  # the road's west path joins, its east one is open
    assert one.score()["roads"] == 5 and one.scoring_cells()["roads"] == [(0, 4)]
    both = Twitten([[49, 0, 0, 0], [53, 1, 0, 0], [49, 2, 0, 0]])
    assert both.score()["roads"] == 0 and both.scoring_cells()["roads"] == []
