"""Ratings per server and game, with openskill's Plackett-Luce model (any
number of players, ties).

Policy (documented in README.md, "Ratings and leaderboards"):

* Only finished games are rated; aborted games have no results.
* Only people are rated. Computer seats are left out; the people keep their
  order among themselves.
* A player who resigned ranks last (as in the final standings), and is rated
  so. A seat handed to a computer for idleness keeps the place the seat
  reached.
* Ties share a rank. In team play (Tweeeet) team mates share their team's
  rank, which rates them as tied individuals.
* Solo games (one person) are not rated: they keep a best-score table.

A rating is shown as its ordinal, mu - 3 sigma (a cautious estimate that
starts at 0 and rises as a player wins and plays more).
"""

from __future__ import annotations

from dataclasses import dataclass

from openskill.models import PlackettLuce

MODEL = PlackettLuce()


@dataclass(frozen=True)
class Rated:
    user_id: str
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma


def rate(players: list[tuple[str, int, tuple[float, float] | None]]) -> list[Rated]:
    """New ratings after one game: ``players`` are (user id, rank, (mu,
    sigma) or None for a new player). Needs at least two players."""
    if len(players) < 2:
        raise ValueError("A rated game needs at least two players.")
    teams = []
    for user_id, _, known in players:
        rating = MODEL.rating(name=user_id) if known is None else MODEL.rating(mu=known[0], sigma=known[1],
                                                                              name=user_id)
        teams.append([rating])
    ranks: list[float] = [rank for _, rank, _ in players]
    rated = MODEL.rate(teams, ranks=ranks)
    return [Rated(user_id, team[0].mu, team[0].sigma) for (user_id, _, _), team in zip(players, rated, strict=True)]


def starting() -> Rated:
    fresh = MODEL.rating()
    return Rated("", fresh.mu, fresh.sigma)
