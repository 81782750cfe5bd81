"""Property tests over many seeded random games, and the computer player."""

import json

import pytest

from rules.base import RandomPlayer, dumps
from rules.bits import GAME as BITS
from rules.townies import GAME
from rules.townies.geometry import LINE_LENGTH, MARKER_CYCLE
from tests.townies.util import play

SEEDS = {1: range(6), 2: range(4), 3: range(3), 4: range(2), 5: range(3)}
CASES = [(n, seed) for n, seeds in SEEDS.items() for seed in seeds]


def check_step(old, new, seat, move):
    # apply never mutates its input: the caller's copy is compared in the helper below
    assert json.loads(json.dumps(new)) == new
    for s, (a, b) in enumerate(zip(old["sheets"], new["sheets"], strict=True)):  # one sheet a player, before and after
        # Blocks are never erased or recoloured; Object scores never change once written
        assert all(b["blocks"].get(k) == v for k, v in a["blocks"].items())
        assert b["objects"][: len(a["objects"])] == a["objects"]
        assert len(b["blocks"]) % 4 == 0
        assert not set(b["blocks"]) & {o["cell"] for o in b["objects"]}
        assert len(b["objects"]) <= LINE_LENGTH
        assert b["stars_spent"] <= sum(1 for o in b["objects"] if o["cell"] in ("C3", "G3", "C7", "G7"))
        if s != seat:
            assert len(b["objects"]) - len(a["objects"]) <= 2
    assert sorted(new["markers"]) == sorted(MARKER_CYCLE)
    # the public view hides every secret: the rng and this round's drafts of other seats
    public = GAME.view(new, None)
    text = json.dumps(public)
    assert '"rng"' not in text
    for s in range(len(new["players"])):
        hidden = new.get("public", new["sheets"])[s]
        assert public["sheets"][s]["blocks"] == hidden["blocks"]
        assert public["sheets"][s]["objects"] == hidden["objects"]
        other = GAME.view(new, (s + 1) % len(new["players"]))
        if len(new["players"]) > 1:
            assert other["sheets"][s]["blocks"] == hidden["blocks"]
    if not GAME.is_over(new):
        for s, turn in enumerate(new["turn"]):
            if not turn["moves"]:
                assert new["public"][s] == new["sheets"][s]
    GAME.validate(new)


class Checked:
    """Wrap a bot so that every apply is checked for input mutation."""

    def __init__(self, bot):
        self.bot = bot

    def choose(self, game, state, seat):
        before = dumps(state)
        move = self.bot.choose(game, state, seat)
        game.apply(state, seat, move)
        assert dumps(state) == before, "apply mutated its input"
        return move


@pytest.mark.parametrize("players,seed", CASES)
def test_random_games_round_trip_replay_and_keep_invariants(players, seed):
    bots = [Checked(RandomPlayer(seed * 10 + i)) for i in range(players)]
    names, options, log, final = play(players, seed, bots=bots, check=check_step)
    replay = GAME.setup(names, options, seed)
    for seat, move in log:
        replay, _ = GAME.apply(replay, seat, move)
    assert replay == final
    assert json.loads(json.dumps(final)) == final
    standings = GAME.standings(final)
    assert sorted(s.seat for s in standings) == list(range(players))
    scores = GAME.scores(final)
    for seat, sheet in enumerate(final["sheets"]):
        assert scores[seat]["objects"] == sum(o["score"] for o in sheet["objects"])
        assert scores[seat]["total"] == sum(v for k, v in scores[seat].items() if k != "total")


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_computer_players_finish_a_game_at_every_player_count(players):
    bots = [GAME.computer_player(i) for i in range(players)]
    _names, _options, _log, final = play(players, 1, bots=bots)
    st = GAME.standings(final)
    assert st[0].rank == 1
    if players == 1:
        assert "Solo Mode Chart" in str(st[0].detail)
    assert any(len(s["objects"]) == LINE_LENGTH for s in final["sheets"]) or "room" in final["end"]


def test_computer_player_clearly_beats_the_random_player():
    wins = 0
    margin = 0
    games = 12
    for seed in range(games):
        computer = seed % 2
        bots = [None, None]
        bots[computer] = GAME.computer_player(seed)
        bots[1 - computer] = RandomPlayer(seed)
        _n, _o, _l, final = play(2, 100 + seed, bots=bots)
        scores = GAME.scores(final)
        margin += scores[computer]["total"] - scores[1 - computer]["total"]
        best = GAME.standings(final)[0]
        wins += best.seat == computer
    assert wins >= games - 1
    assert margin / games >= 15


def test_computer_player_scores_better_than_random_solo():
    def mean(make):
        total = 0
        for seed in range(6):
            _n, _o, _l, final = play(1, 200 + seed, bots=[make(seed)])
            total += GAME.scores(final)[0]["total"]
        return total / 6

    assert mean(GAME.computer_player) >= mean(RandomPlayer) + 15


def test_computer_player_refuses_another_game():
    # it scores sheets the way Townies does: another game is a programming error, said as such
    with pytest.raises(TypeError, match="Townies computer player cannot play"):
        GAME.computer_player(0).choose(BITS, BITS.setup(["a", "b"], BITS.info.options({}), 1), 0)


def test_computer_player_only_chooses_legal_moves_and_uses_stars():
    used = 0
    for seed in range(4):
        bots = [GAME.computer_player(seed + i) for i in range(3)]
        _n, _o, log, final = play(3, 300 + seed, bots=bots, options={"bonus": "funding"})
        used += sum(1 for _s, m in log if m == "star")
    assert used > 0
