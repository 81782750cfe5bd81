"""Hidden Guess: a test game whose best move depends only on a hidden
card, for the tests that the search never reads what its seat may not see.

Seat 1 is dealt a secret card, 0 or 1; seat 0 guesses it (``guess N``),
then seat 1 says ``done``. Seat 0 wins when the guess was right, seat 1
otherwise. ``determinize`` re-deals the card for seat 0 (who cannot see
it) and keeps it for seat 1. ``Peeking`` is the same game with a
determinization that keeps everything: a search over it "sees" the card.
"""

from __future__ import annotations

from rules.base import Decision, Game, GameInfo, IllegalMove, Move, Rng, Standing


class HiddenGuess(Game):
    info = GameInfo(key="guess", name="Hidden Guess", min_players=2, max_players=2,
                    summary="Guess the other player's hidden card.")

    def setup(self, players, options, seed):
        rng = Rng.from_seed(seed)
        card = rng.randrange(2)
        return {"game": "guess", "players": list(players), "options": {}, "rng": rng.state,
                "card": card, "guess": None, "done": False}

    def is_over(self, state):
        return state["done"]

    def to_act(self, state):
        if state["done"]:
            return {}
        if state["guess"] is None:
            return {0: Decision("guess", "guess the card")}
        return {1: Decision("done", "say done")}

    def legal_moves(self, state, seat):
        acting = self.to_act(state)
        if seat not in acting:
            return []
        if seat == 0:
            return [Move("guess 0"), Move("guess 1")]
        return [Move("done")]

    def apply(self, state, seat, move):
        self.check_turn(state, seat)
        if move not in [m.notation for m in self.legal_moves(state, seat)]:
            raise IllegalMove(f"{move!r} is not a legal move now.")
        state = self.copy_state(state)
        if seat == 0:
            state["guess"] = int(move.split()[1])
        else:
            state["done"] = True
        return state, []

    def determinize(self, state, seat, rng):
        copy = self.copy_state(state)
        copy["rng"] = rng.next64()
        if seat != 1:
            copy["card"] = rng.randrange(2)
        return copy

    def view(self, state, seat):
        return {"guess": state["guess"]}

    def scores(self, state):
        right = 1 if state["guess"] == state["card"] else 0
        return {0: {"total": right}, 1: {"total": 1 - right}}

    def standings(self, state):
        right = state["guess"] == state["card"]
        return [Standing(0 if right else 1, 1, 1), Standing(1 if right else 0, 2, 0)]


class Peeking(HiddenGuess):
    """A determinization that keeps the hidden card (what a search that
    read the real state would know)."""

    def determinize(self, state, seat, rng):
        copy = self.copy_state(state)
        copy["rng"] = rng.next64()
        return copy
