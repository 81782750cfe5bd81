"""The store interface: exactly what the service (and through it every front
end) asks of a store. Two implementations: :class:`storage.store.Store`
(SQLite, the default) and :class:`storage.postgres.PostgresStore`; mypy checks
both against it (see :func:`_both_conform`).

Every method that changes something is one transaction. The ones taking
``expected_version`` raise :class:`storage.base.VersionConflict` when the game
moved on; the claims (``claim_announcement``, ``claim_reminder``) have exactly
one winner among racing callers, in one process or many.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from storage.base import Announcement, GameRow, MoveRow, ResultRow, SeatRow

if TYPE_CHECKING:
    from storage.postgres import PostgresStore
    from storage.store import Store


class GameStore(Protocol):
    """What a store offers the service (see the module text)."""

    dialect: str
    where: str

    async def add_seat(self, game_id: int, user_id: str, name: str, is_computer: bool = False,
                       expected_version: int | None = None, level: str | None = None) -> int:
        ...

    async def apply_ratings(self, game_id: int, guild: str, kind: str,
                            updates: list[tuple[str, str, float, float, float]]) -> bool:
        ...

    async def claim_announcement(self, announcement_id: int, now: str,
                                 stale_before: str | None = None) -> Announcement | None:
        ...

    async def claim_reminder(self, game_id: int, seen: str | None, when: str, *,
                             clock: dict[str, Any] | None = None, version: int | None = None) -> bool:
        ...

    async def clear_ratings(self) -> None:
        ...

    async def close(self) -> None:
        ...

    async def commit_moves(self, game_id: int, expected_version: int,
                           moves: list[tuple[int, str, Any]],
                           state: str, status: str = "active",
                           owing: dict[int, str | None] | None = None, *,
                           seats: dict[int, dict[str, Any]] | None = None,
                           announcement: dict[str, Any] | None = None,
                           notices: Sequence[tuple[str, str]] = (),
                           results: Sequence[dict[str, Any]] = (),
                           clock: dict[str, Any] | None = None) -> int:
        ...

    async def create_game(
        self,
        guild: str,
        channel: str,
        kind: str,
        options: dict[str, Any],
        seed: int,
        creator: str,
        settings: dict[str, Any] | None = None,
    ) -> GameRow:
        ...

    async def game(self, game_id: int) -> GameRow | None:
        ...

    async def games_of(self, guild: str, user_id: str) -> list[tuple[GameRow, SeatRow]]:
        ...

    async def games_of_user(self, user_id: str) -> list[tuple[GameRow, SeatRow]]:
        ...

    async def seated_count(self, user_id: str) -> int:
        ...

    async def get_meta(self, key: str) -> str | None:
        ...

    async def guild_departed(self, guild: str, when_iso: str) -> list[int]:
        ...

    async def guild_settings(self, guild: str) -> dict[str, Any]:
        ...

    async def guild_returned(self, guild: str) -> None:
        ...

    async def latest_game(self, guild: str, channel: str) -> GameRow | None:
        ...

    async def latest_post(self, game_id: int) -> str | None:
        ...

    async def leaderboard(self, guild: str, kind: str, limit: int = 10) -> list[tuple]:
        ...

    async def mark_delivered(self, announcement_id: int, message_ref: str | None, now: str,
                             error: str | None = None) -> None:
        ...

    async def moves(self, game_id: int, last: int | None = None, *,
                    include_undone: bool = False) -> list[MoveRow]:
        ...

    async def note_delivery_error(self, announcement_id: int, error: str) -> None:
        ...

    async def open_game(self, guild: str, channel: str) -> GameRow | None:
        ...

    async def pending_announcements(self, game_id: int | None = None) -> list[Announcement]:
        ...

    async def player_stats(self, guild: str, user_id: str) -> list[tuple]:
        ...

    async def player_record(self, guild: str, user_id: str) -> tuple[int, int, int, int]:
        ...

    async def purge_departed_before(self, iso_utc: str) -> int:
        ...

    async def purge_finished_before(self, iso_utc: str) -> int:
        ...

    async def ratings_of(self, guild: str, kind: str, user_ids: list[str]) -> dict[str, tuple[float, float, int]]:
        ...

    async def remove_seat(self, game_id: int, user_id: str, expected_version: int | None = None) -> int:
        ...

    async def results_of_game(self, game_id: int) -> list[ResultRow]:
        ...

    async def seats(self, game_id: int) -> list[SeatRow]:
        ...

    async def move_count(self, game_id: int) -> int:
        """How many moves stand (taken-back ones are not counted)."""
        ...

    async def set_last_reminder(self, game_id: int, when: str) -> None:
        ...

    async def set_lobby_message(self, game_id: int, reference: str | None) -> None:
        ...

    async def set_guild_settings(self, guild: str, settings: dict[str, Any]) -> None:
        ...

    async def set_meta(self, key: str, value: str) -> None:
        ...

    async def set_status(self, game_id: int, status: str, expected_version: int | None = None,
                         announcement: dict[str, Any] | None = None, *,
                         clock: dict[str, Any] | None = None) -> int:
        ...

    async def solo_best(self, guild: str, kind: str, limit: int = 10) -> list[tuple]:
        ...

    async def start_game(self, game_id: int, expected_version: int, state: str,
                         order: list[str], owing: dict[int, str | None],
                         moves: Sequence[tuple[int, str, Any]] = (), status: str = "active",
                         announcement: dict[str, Any] | None = None,
                         notices: Sequence[tuple[str, str]] = (),
                         results: Sequence[dict[str, Any]] = (),
                         clock: dict[str, Any] | None = None) -> int:
        ...

    async def take_notices(self, game_id: int, user_id: str) -> list[str]:
        ...

    async def undo_move(self, game_id: int, expected_version: int, seq: int, state: str,
                        owing: dict[int, str | None], announcement: dict[str, Any] | None = None, *,
                        clock: dict[str, Any] | None = None) -> int:
        ...

    async def unfinished_games(self) -> list[GameRow]:
        ...

    async def unrated_games(self) -> list[int]:
        ...

    async def update_settings(self, game_id: int, settings: dict[str, Any], *,
                              clock: dict[str, Any] | None = None, expected_version: int | None = None) -> None:
        ...

    # -- each player's own rhythm (issue 28): storage/people.py ------------------

    async def user_settings(self, user_id: str) -> dict[str, Any]:
        ...

    async def set_user_settings(self, user_id: str, settings: dict[str, Any]) -> None:
        ...

    async def add_vacation(self, user_id: str, started_at: str, ends_at: str, days: int) -> bool:
        ...

    async def end_vacation(self, user_id: str, started_at: str, ends_at: str, days: int) -> None:
        ...

    async def vacations_of(self, user_id: str, since: str) -> list[tuple[str, str, int]]:
        ...

    async def vacations_at(self, moment: str) -> dict[str, tuple[str, str]]:
        ...


def _both_conform(sqlite: Store, postgres: PostgresStore) -> list[GameStore]:
    """Never called: mypy checks here that both stores are GameStores."""
    return [sqlite, postgres]
