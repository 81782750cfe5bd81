"""Issue 28's "done" scenario through the service: two players in
different time zones (Los Angeles, quiet 23-07, reminders at most every 24
hours; Tokyo, quiet 00-08, every 12 hours) play a month-long game on the
`relaxed` clock, each moving at a human hour of their own day; the duty loop
runs every simulated hour. Every ping (turn announcements included) lands
outside its receiver's quiet hours and no sooner than their interval after
the last one of the same decision; Tokyo's player takes a 3-day vacation
during which their clock does not run and nobody pings them."""

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from bot.service import Service, User
from bot.service.pings import Rhythm, quiet_at
from storage.store import Store
from tests.support.clock import Clock

pytestmark = pytest.mark.usefixtures("both_stores")

G, C = "guild", "month"
LA = User("1", "Lena")
TOKYO = User("2", "Taro")
H = timedelta(hours=1)
RHYTHMS = {LA.id: Rhythm("America/Los_Angeles", (23, 7), 24 * H), TOKYO.id: Rhythm("Asia/Tokyo", (0, 8), 12 * H)}
MOVES_AT = {LA.id: 19, TOKYO.id: 12}  # each plays at this local hour, the day after their turn came


@pytest.fixture
async def service(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "month.db")
    svc = Service(store, clock=Clock(datetime(2026, 11, 1, 18, 0, tzinfo=UTC)))
    yield svc
    await svc.store.close()


def move_time(user_id: str, since: datetime) -> datetime:
    """The player's next MOVES_AT hour at least 30 hours after their turn came."""
    zone = ZoneInfo(RHYTHMS[user_id].zone)
    local = (since + 30 * H).astimezone(zone)
    at = local.replace(hour=MOVES_AT[user_id], minute=0, second=0)
    return (at if at >= local else at + timedelta(days=1)).astimezone(UTC)


async def test_a_month_of_play_pings_everyone_at_their_own_rhythm(service):
    for user, hours in ((LA, "23-07"), (TOKYO, "0-8")):
        r = RHYTHMS[user.id]
        await service.me(user, G, zone=r.zone, quiet=hours, interval=int(r.interval.total_seconds() // 3600))
    await service.new_game(G, C, "tiny", LA, {"rounds": 10}, seed=3, settings={"clock": "relaxed"})
    await service.join(G, C, TOKYO)
    await service.start(G, C, LA)
    pings: list[tuple[str, datetime, str]] = []  # (user, when, decision's owing_since)
    seen: set[int] = set()
    users = {LA.id: LA, TOKYO.id: TOKYO}
    vacation_from = vacation_banks = None
    checked = False
    due = None
    clock = service.clock
    end = clock.now + timedelta(days=50)
    while clock.now < end:
        table = await service.table(G, C)
        if table.row.status == "finished":
            break
        owing = {s.user_id: s.owing_since for s in table.seats if s.owing_since}
        for announcement in await service.pending_announcements():  # the turn announcements, as posted
            if announcement.id not in seen:
                seen.add(announcement.id)
                if announcement.payload["ping"]:
                    reply = await service.announcement_reply(announcement)
                    pings += [(u, clock.now, owing.get(u, "")) for u in reply.ping]
                await service.announced(announcement.id, None)
        for row, late in await service.due_reminders(timedelta(hours=12)):  # the duty loop
            if await service.claim_reminder(row.id, row.last_reminder_at, [s.seat for s in late]):
                pings += [(s.user_id, clock.now, s.owing_since) for s in late]
        await service.expire()  # (comes back from the vacation when it ends)
        if vacation_from is not None and clock.now == vacation_from + timedelta(days=3):
            after = {d.user_id: d.at for d in (await service.status(G, C)).deadlines}[TOKYO.id]
            assert due is not None and after == due + timedelta(days=3)  # the clock did not run while away
            # Back from the vacation, the catch-up tells exactly the moves made since Taro's own last one.
            told = await service.catchup(G, C, TOKYO)
            log = await service.store.moves(table.row.id)
            seat = table.seat_of(TOKYO.id).seat
            last = max(m.seq for m in log if m.seat == seat)
            since = [m for m in log if m.seq > last]
            assert since and told.text.startswith(f"Since your last move (move {last}), {len(since)} move")
            assert all(f"{m.seq}. {m.public}" in told.text for m in since)
            assert not any(f"\n{m.seq}. {m.public}" in told.text for m in log if m.seq <= last)  # nothing older
            checked = True
        if vacation_from is None and clock.now >= datetime(2026, 11, 12, tzinfo=UTC) and TOKYO.id in owing:
            vacation_from = clock.now
            vacation_banks = (await service.table(G, C)).row.clock["banks"][str(table.seat_of(TOKYO.id).seat)]
            due = {d.user_id: d.at for d in (await service.status(G, C)).deadlines}[TOKYO.id]
            await service.me(TOKYO, G, vacation=3)
        on_vacation = vacation_from is not None and clock.now < vacation_from + timedelta(days=3)
        for user_id, since in owing.items():
            if not on_vacation or user_id != TOKYO.id:
                if clock.now >= move_time(user_id, datetime.fromisoformat(since)):
                    [first, *_] = await service.legal_moves(G, C, users[user_id], "")
                    await service.move(G, C, users[user_id], first.notation)
        clock.now += H
    table = await service.table(G, C)
    assert table.row.status == "finished"
    assert clock.now - datetime(2026, 11, 1, 18, 0, tzinfo=UTC) > timedelta(days=25)  # a month-long game
    assert vacation_banks is not None and checked
    assert {u for u, _, _ in pings} == {LA.id, TOKYO.id} and len(pings) > 20
    for user, when, _ in pings:
        assert not quiet_at(RHYTHMS[user], when), (user, when)
    tokyo = ZoneInfo("Asia/Tokyo")  # a half-time reminder due at midnight in Tokyo waited until 08:00 there
    assert any(w.astimezone(tokyo).hour == 8 for u, w, _ in pings if u == TOKYO.id)
    by_decision: dict[tuple[str, str], list[datetime]] = {}
    for user, when, since in pings:
        by_decision.setdefault((user, since), []).append(when)
    for (user, _), times in by_decision.items():
        gaps = [b - a for a, b in zip(times, times[1:], strict=False)]
        assert all(gap >= RHYTHMS[user].interval for gap in gaps), (user, times)
    assert not [w for u, w, _ in pings if u == TOKYO.id and vacation_from <= w < vacation_from + timedelta(days=3)]
