"""The computers' lane (bot/computers.py, issue 32): a search runs in a
process of its own and answers a legal move; a stop abandons a search in
progress within a second."""

from __future__ import annotations

import time

import pytest

from bot.computers import computer_lane, stop_lane
from bot.workers import Abandoned
from rules import registry
from rules.levels import decide
from rules.search import Budget


def test_a_search_in_the_lane_answers_a_legal_move():
    lane = computer_lane(1)
    try:
        game = registry.get("tweeeet")
        state = game.setup(["a", "b"], game.info.options(), 5)
        seat = min(game.to_act(state))
        move = lane.submit(decide, "tweeeet", state, seat, "hard", 5, Budget(seconds=None, iterations=2)).result(60)
        assert move in {m.notation for m in game.legal_moves(state, seat)}
        assert lane.processes() and all(p.pid != 0 for p in lane.processes())
    finally:
        stop_lane(lane)


@pytest.mark.parametrize("processes", [1, 0])
def test_a_stop_abandons_a_search_in_progress_within_a_second(processes):
    lane = computer_lane(processes)
    game = registry.get("tweeeet")
    state = game.setup(["a", "b"], game.info.options(), 5)
    seat = min(game.to_act(state))
    # (a thread cannot be killed: its abandoned search runs out its 3 s apart)
    future = lane.submit(decide, "tweeeet", state, seat, "hard", 5, Budget(seconds=30.0 if processes else 3.0))
    waiting = lane.submit(decide, "tweeeet", state, seat, "hard", 6, Budget(seconds=30.0))
    for _ in range(200):
        if future.running():
            break
        time.sleep(0.01)
    assert future.running() and not waiting.running()  # the lane's one worker is busy with the first
    started = time.monotonic()
    stop_lane(lane)
    assert time.monotonic() - started < 1.0
    with pytest.raises(Abandoned):
        future.result(1)
    assert waiting.cancelled()
