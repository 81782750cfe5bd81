"""Pins for bot/service.py (issue 17). Each test names the promise it holds
the service to: the README ("final standings", "a lock per game; rules,
computer players and pictures run in a thread pool", "reminders for late
players"), docs/privacy.md (retention), the Reply docstring (whose private
words are stored as notices), issue 11 (the outbox, clean stop). Expected
numbers come from the promise and the Tiny Race rules, never from running
the service."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import sys
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import pytest

from bot.i18n import Words
from bot.service import Forbidden, NotFound, Refused, Service, User, clocks
from rules import registry
from rules.base import Event, Standing
from storage.base import Announcement
from storage.store import Store
from tests.support import tinyrender
from tests.support.sql import execute, fetch
from tests.support.tinygame import TinyRace
from tests.test_service import ALICE, BOB, CAROL, MOD, C, Clock, G, started

pytestmark = pytest.mark.usefixtures("both_stores")  # every test on SQLite and on PostgreSQL

DAVE = User("4", "Dave")
PEOPLE = {u.name: u for u in (ALICE, BOB, CAROL, DAVE)}


@pytest.fixture
async def service(tiny_game):
    store = await Store.open(":memory:")  # the store's own promises are pinned on files elsewhere
    svc = Service(store, clock=Clock())
    yield svc
    await store.close()
    svc.executor.shutdown(wait=False)


async def first_move(service, user):
    return (await service.legal_moves(G, C, user))[0].notation


async def play_out(service) -> object:
    """Humans due to act play their first legal move until the game ends;
    returns the last reply."""
    while True:
        table = await service.table(G, C)
        seat = min(table.game.to_act(table.state))
        user = PEOPLE[table.name(seat)]
        reply = await service.move(G, C, user, await first_move(service, user))
        if reply.finished:
            return reply


# -- final standings: rank numbers ------------------------------------------------------------

# (engine's standings as (seat, rank), resigned seats, expected (name, rank) in order).
# The engine's ranks among the players who stayed are kept, tied seats sharing
# a rank (rules.base.Standing: "tied seats share a rank"), numbered from 1; a
# resigned player "ranks last": after everybody who stayed, with the number of
# their place.
STANDINGS = [
    ("no ties", [(0, 1), (1, 2), (2, 3)], set(),
     [("Alice", 1), ("Bob", 2), ("Carol", 3)]),
    ("tie at the top", [(1, 1), (0, 1), (2, 3)], set(),
     [("Bob", 1), ("Alice", 1), ("Carol", 3)]),
    ("tie at the bottom", [(2, 1), (0, 2), (1, 2)], set(),
     [("Carol", 1), ("Alice", 2), ("Bob", 2)]),
    ("everybody tied", [(0, 1), (1, 1), (2, 1)], set(),
     [("Alice", 1), ("Bob", 1), ("Carol", 1)]),
    ("the resigned winner ranks last", [(0, 1), (1, 2), (2, 3)], {0},
     [("Bob", 1), ("Carol", 2), ("Alice", 3)]),
    ("a tie behind a resigned winner is a tie for first", [(2, 1), (0, 2), (1, 2)], {2},
     [("Alice", 1), ("Bob", 1), ("Carol", 3)]),
    ("resigned player tied with one who stayed", [(0, 1), (1, 1), (2, 3)], {1},
     [("Alice", 1), ("Carol", 2), ("Bob", 3)]),
    ("two resigned players", [(0, 1), (1, 2), (2, 3), (3, 4)], {0, 1},
     [("Carol", 1), ("Dave", 2), ("Alice", 3), ("Bob", 4)]),
]


@pytest.mark.parametrize("case, ranked, resigned, expected", STANDINGS, ids=[c[0] for c in STANDINGS])
async def test_final_standings_give_the_right_rank_numbers(service, tiny_game, monkeypatch,
                                                            case, ranked, resigned, expected):
    players = [ALICE, BOB, CAROL, DAVE][: len(ranked)]
    await started(service, {"rounds": 1}, players=tuple(players))
    monkeypatch.setattr(tiny_game, "standings", lambda state: [
        Standing(seat, rank, 10 - seat, f"best card {seat}") for seat, rank in ranked])
    reply = None
    for seat in sorted(resigned):
        reply = await service.resign(G, C, players[seat])
    if reply is None or not reply.finished:
        reply = await play_out(service)
    assert [(s["name"], s["rank"]) for s in reply.standings] == expected
    lines = reply.text.split("**Final standings**\n", 1)[1].splitlines()
    by_name = {s["name"]: s for s in reply.standings}
    for line, (name, rank) in zip(lines, expected, strict=True):
        seat = players.index(PEOPLE[name])
        gone = "resigned; " if seat in resigned else ""
        assert line == f"{rank}. {name}: {10 - seat} ({gone}best card {seat})"
        assert by_name[name]["user_id"] == PEOPLE[name].id and by_name[name]["seat"] == seat
    # `status` after the end tells the same standings.
    assert (await service.status(G, C)).standings == reply.standings


async def test_standings_of_a_real_game_share_the_rank_of_a_tie(service):
    """Tiny Race: highest total wins, ties broken by the highest card, then
    shared. Alice and Bob play the same card, Carol a lower one: 1, 1, 3."""
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 1}, seed=0)
    await service.join(G, C, BOB)
    await service.join(G, C, CAROL)
    # A seed where Alice and Bob hold a common card higher than one of Carol's.
    for seed in range(200):
        hands = TinyRace().setup(["Alice", "Bob", "Carol"], {"rounds": 1, "simultaneous": False}, seed)["hands"]
        common = set(hands[0]) & set(hands[1])
        if common and min(hands[2]) < max(common):
            break
    table = await service.table(G, C)
    await execute(service.store, "UPDATE games SET seed = ? WHERE id = ?", (seed, table.row.id))
    await service.start(G, C, ALICE)
    v = max(common)
    await service.move(G, C, ALICE, f"play {v}")
    await service.move(G, C, BOB, f"play {v}")
    reply = await service.move(G, C, CAROL, f"play {min(hands[2])}")
    assert [(s["name"], s["rank"], s["score"]) for s in reply.standings] == [
        ("Alice", 1, v), ("Bob", 1, v), ("Carol", 3, min(hands[2]))]


@pytest.mark.parametrize("score, shown", [(7, "7"), (7.0, "7"), (2.5, "2.5"), (1 / 3, "0.33")])
async def test_scores_are_shown_whole_or_to_two_decimals(service, tiny_game, monkeypatch, score, shown):
    await started(service, {"rounds": 1})
    monkeypatch.setattr(tiny_game, "standings", lambda state: [Standing(0, 1, score, ""),
                                                               Standing(1, 2, 0, "")])
    reply = await play_out(service)
    assert reply.text.endswith(f"**Final standings**\n1. Alice: {shown}\n2. Bob: 0")


# -- whose notices are stored -----------------------------------------------------------------


class TinyGift(TinyRace):
    """Tiny Race where a player's move also deals the next player a card
    (changing their hidden hand), told to them privately when ``tell``."""

    info = dataclasses.replace(TinyRace.info, key="tinygift", name="Tiny Gift")

    def __init__(self, tell: bool):
        self.tell = tell

    def apply(self, state, seat, move):
        state, events = super().apply(state, seat, move)
        receiver = (seat + 1) % len(state["players"])
        state["hands"][receiver] = sorted(state["hands"][receiver] + [state["deck"].pop()])
        # A public event may name a seat: it is told to the table, not privately.
        events.append(Event(f"{state['players'][receiver]} receives a card.", seat=receiver))
        if self.tell:
            events.append(Event(f"{state['players'][seat]} gave you a card.", seat=receiver, private=True))
        return state, events


@pytest.fixture
def gift():
    def register(tell: bool):
        registry.register(TinyGift(tell))
        sys.modules["render.tinygift"] = tinyrender

    yield register
    registry.unregister("tinygift")
    sys.modules.pop("render.tinygift", None)


@pytest.mark.parametrize("tell, bobs_notice", [
    (True, "Alice gave you a card."),
    (False, "Your private information changed: use `hand` to see it."),
])
async def test_notices_are_stored_for_the_other_players_never_the_mover(service, gift, tell, bobs_notice):
    """Reply: "the asker's [private words] go in an ephemeral follow-up; other
    users' are also stored as notices for their next interaction"."""
    gift(tell)
    await service.new_game(G, C, "tinygift", ALICE, {"rounds": 2}, seed=1)
    await service.join(G, C, BOB)
    await service.join(G, C, CAROL)
    await service.start(G, C, ALICE)
    for user in (ALICE, BOB, CAROL):  # everybody was told of their first hand
        assert await service.pending_notices(G, C, user) == ["Your private information changed: use `hand` to see it."]
    reply = await service.move(G, C, ALICE, await first_move(service, ALICE))
    assert ALICE.id in reply.notify  # Alice drew a card: told in the reply itself
    assert await service.pending_notices(G, C, ALICE) == []
    assert await service.pending_notices(G, C, BOB) == [bobs_notice]
    assert await service.pending_notices(G, C, CAROL) == []  # nothing of Carol's changed
    assert reply.private == ({BOB.id: "Alice gave you a card."} if tell else {})
    assert "Bob receives a card." in reply.text and "gave you" not in reply.text


async def test_the_movers_own_private_words_are_not_stored_as_a_notice(service):
    await started(service, {"rounds": 1, "simultaneous": True})
    for user in (ALICE, BOB):
        await service.pending_notices(G, C, user)
    card = (await service.table(G, C)).state["hands"][0][0]
    reply = await service.move(G, C, ALICE, f"play {card}")
    assert reply.private == {ALICE.id: f"You played {card}."}
    assert await service.pending_notices(G, C, ALICE) == []
    assert await service.pending_notices(G, C, BOB) == []


async def test_no_notice_is_stored_for_a_computer(service):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2}, seed=2)
    await service.add_computer(G, C, ALICE)
    reply = await service.start(G, C, ALICE)
    assert reply.notify == [ALICE.id]
    assert [r[0] for r in await fetch(service.store, "SELECT DISTINCT user_id FROM notices")] == [ALICE.id]


# -- lobby ------------------------------------------------------------------------------------


async def test_computer_players_are_numbered_from_one(service):
    await service.new_game(G, C, "tiny", ALICE)
    first = await service.add_computer(G, C, ALICE)
    second = await service.add_computer(G, C, ALICE)
    assert first.text.startswith("Alice added Computer 1 (normal).")
    assert second.text.startswith("Alice added Computer 2 (normal).")
    seats = (await service.table(G, C)).seats
    assert [(s.user_id, s.name, s.is_computer) for s in seats] == [
        (ALICE.id, "Alice", False), ("computer-1", "Computer 1 (normal)", True),
        ("computer-2", "Computer 2 (normal)", True)]


@pytest.mark.parametrize("call, refusal", [
    ("leave_unseated", "do not have a seat"),
    ("leave_started", "use `resign`"),
    ("computer_started", "only be added before the start"),
    ("start_stranger", "Only a seated player"),
    ("start_twice", "already started"),
])
async def test_lobby_refusals_are_sentences(service, call, refusal):
    await service.new_game(G, C, "tiny", ALICE)
    await service.join(G, C, BOB)
    if call.endswith(("started", "twice")):
        await service.start(G, C, ALICE)
    actions = {
        "leave_unseated": lambda: service.leave(G, C, CAROL),
        "leave_started": lambda: service.leave(G, C, BOB),
        "computer_started": lambda: service.add_computer(G, C, ALICE),
        "start_stranger": lambda: service.start(G, C, CAROL),
        "start_twice": lambda: service.start(G, C, ALICE),
    }
    version = (await service.table(G, C)).row.version
    with pytest.raises((Refused, Forbidden), match=refusal):
        await actions[call]()
    assert (await service.table(G, C)).row.version == version


async def test_leaving_the_lobby_as_the_last_human_closes_it(service):
    await service.new_game(G, C, "tiny", ALICE)
    await service.add_computer(G, C, ALICE)
    reply = await service.leave(G, C, ALICE)
    assert "nobody is seated any more" in reply.text
    with pytest.raises(NotFound):
        await service.lobby(G, C)


async def test_a_watching_host_opens_a_lobby_without_a_seat(service):
    reply = await service.new_game(G, C, "tiny", MOD, join=False)
    assert "Mod opened a game of Tiny Race." in reply.text and "Needs 2 more to start." in reply.text
    assert (await service.table(G, C)).seats == []


# -- play ------------------------------------------------------------------------------------


async def test_a_choice_offered_for_another_game_or_position_is_refused(service):
    reply = await started(service)
    move = await first_move(service, ALICE)
    with pytest.raises(Refused, match="earlier game"):
        await service.move(G, C, ALICE, move, game_id=reply.game_id + 1)
    with pytest.raises(Refused, match="older position"):
        await service.move(G, C, ALICE, move, expected_version=reply.version - 1)
    done = await service.move(G, C, ALICE, move, game_id=reply.game_id, expected_version=reply.version)
    assert done.version == reply.version + 1


async def test_undo_is_offered_after_a_lone_move_of_a_game_that_goes_on(service, monkeypatch):
    await started(service, {"rounds": 1})
    first = await service.move(G, C, ALICE, await first_move(service, ALICE))
    assert first.undo is True  # one decision, the game goes on, Tiny Race takes moves back
    last = await service.move(G, C, BOB, await first_move(service, BOB))
    assert last.finished and last.undo is False  # nothing to take back in a finished game
    import bot.service.play as play

    await service.new_game(G, "other", "tiny", ALICE, {"rounds": 2}, seed=5)
    await service.add_computer(G, "other", ALICE)
    await service.start(G, "other", ALICE)
    moves = await service.legal_moves(G, "other", ALICE, "", None)
    answered = await service.move(G, "other", ALICE, moves[0].notation)
    assert "Computer 1 (normal) played" in answered.text and answered.undo is False  # a computer moved since
    monkeypatch.setattr(play, "allows_undo", lambda game: False)
    await service.new_game(G, "third", "tiny", ALICE, {"rounds": 2}, seed=5)
    await service.join(G, "third", BOB)
    await service.start(G, "third", ALICE)
    moves = await service.legal_moves(G, "third", ALICE, "", None)
    assert (await service.move(G, "third", ALICE, moves[0].notation)).undo is False  # a game without undo


async def test_a_move_that_tells_everybody_nothing_is_told_as_made_and_one_public_event_as_itself(service):
    from bot.service.turns import public_text

    await started(service)
    table = await service.table(G, C)
    secret = [Event("You played 4.", seat=0, private=True)]
    assert Words("en").render(public_text(table, secret, 0)) == "Alice made their move."
    assert public_text(table, [*secret, Event("Alice played.")], 0) == "Alice played."
    both = public_text(table, [Event("Alice played."), Event("Round 2.")], 0)
    assert Words("en").render(both) == "Alice played. Round 2."


@pytest.mark.parametrize("typed, limit, expected", [
    ("", None, "all"),
    ("", 1, "first"),
    ("PLAY", None, "all"),
    ("nothing like it", None, "none"),
])
async def test_autocomplete_filters_and_limits(service, typed, limit, expected):
    await started(service)
    table = await service.table(G, C)
    legal = table.game.legal_moves(table.state, 0)
    assert len(legal) >= 2
    got = await service.legal_moves(G, C, ALICE, typed, limit=limit)
    assert got == {"all": legal, "first": legal[:1], "none": []}[expected]


async def test_autocomplete_is_empty_without_an_active_game(service):
    assert await service.legal_moves(G, C, ALICE) == []
    await service.new_game(G, C, "tiny", ALICE)
    assert await service.legal_moves(G, C, ALICE) == []


@pytest.mark.parametrize("who, refusal", [(CAROL, "not playing"), (ALICE, "already resigned")])
async def test_resign_refusals(service, who, refusal):
    await started(service)
    if who is ALICE:
        await service.resign(G, C, ALICE)
    with pytest.raises(Refused, match=refusal):
        await service.resign(G, C, who)


async def test_an_idle_seat_already_played_by_a_computer_is_not_replaced(service):
    await started(service)
    await service.resign(G, C, ALICE)
    with pytest.raises(Refused, match="already played by a computer"):
        await service.replace_idle(G, C, 0, "was idle")


async def test_replace_idle_with_the_seats_waiting_time_unchanged_replaces(service):
    await started(service)
    since = (await service.table(G, C)).user_of(0).owing_since
    reply = await service.replace_idle(G, C, 0, "was idle", expected_since=since)
    assert reply.text.startswith("Alice was idle; a computer player takes over.")
    assert (await service.table(G, C)).user_of(0).is_computer


@pytest.mark.parametrize("rounds, summed_up", [(10, "... and 7 more move(s): see `history`."),
                                               (7, "... and 1 more move(s): see `history`."),
                                               (6, None)])
async def test_computer_moves_are_told_up_to_twelve_then_summed_up(service, rounds, summed_up):
    """Every accepted move is told; an announcement spells out at most 12
    computer moves (MAX_TOLD_MOVES) and points to `history` for the rest."""
    await started(service, {"rounds": rounds})
    await service.resign(G, C, ALICE)  # Alice's computer plays her first card
    reply = await service.resign(G, C, BOB)  # the computers play the other 2 * rounds - 1 moves
    assert reply.finished
    moves = await service.store.moves(reply.game_id)
    assert len(moves) == 2 * rounds
    told = reply.text.split("\n")
    spelled = [m.public for m in moves[1:]]
    if summed_up:
        assert told[1:13] == spelled[:12] and told[13] == summed_up
    else:
        assert told[1:len(spelled) + 1] == spelled and "more move(s)" not in reply.text
    history = await service.history(G, C, last=50)
    assert history.text.splitlines() == [f"{m.seq}. {m.public}" for m in moves]


# -- reading -----------------------------------------------------------------------------------


async def test_reading_commands_before_the_start(service):
    await service.new_game(G, C, "tiny", ALICE)
    assert (await service.status(G, C)).text.startswith("**Tiny Race** (2 to 4 players)")
    for call in (service.board(G, C), service.hand(G, C, ALICE), service.export(G, C, ALICE)):
        with pytest.raises(Refused, match="not started yet"):
            await call
    assert (await service.history(G, C)).text == "No moves have been played yet."
    assert await service.pending_notices(G, "elsewhere", ALICE) == []


async def test_status_of_an_aborted_game(service):
    await started(service)
    await service.abort(G, C, ALICE)
    await service.agree(G, C, BOB)  # issue 27: abandoning a game of two people needs both
    assert (await service.status(G, C)).text == "The last game in this channel was aborted. Start one with `new`."


async def test_export_is_indented_json_of_the_askers_view_and_the_whole_state_at_the_end(service):
    await started(service, {"rounds": 1})
    mine = await service.export(G, C, ALICE)
    table = await service.table(G, C)
    assert mine.data == table.game.view(table.state, 0) and json.loads(mine.text) == mine.data
    assert '\n "hand": [' in mine.text  # one key a line, indented: readable when pasted
    assert (await service.export(G, C, CAROL)).data == table.game.view(table.state, None)
    await play_out(service)
    final = await service.table(G, C)
    assert (await service.export(G, C, CAROL)).data == final.state


async def test_a_resigned_player_sees_the_seats_hand_again_once_the_game_is_over(service):
    await started(service, {"rounds": 1})
    await service.resign(G, C, ALICE)
    await play_out(service)
    hand = await service.hand(G, C, ALICE)
    assert hand.ephemeral and "Your hand" in hand.text


async def test_pictures_are_named_by_game_and_version(service):
    reply = await started(service)
    assert reply.picture.filename == f"tiny-{reply.game_id}-v{reply.version}.png"
    hand = await service.hand(G, C, BOB)
    assert hand.private_picture.filename == f"tiny-{reply.game_id}-private.png"
    assert hand.private_picture.alt.startswith("Private view for Bob. ")


@pytest.mark.parametrize("summary, alt", [
    ("word " * 400, ("word " * 400)[:1023] + "…"),    # clipped to Discord's 1,024 characters
    ("x" * 1024, "x" * 1024),                          # exactly the limit: kept whole
    ("a  b\n" + "y" * 1019, "a  b\n" + "y" * 1019),     # fits: kept as written
    ("a  b\n" + "y" * 1030, ("a b " + "y" * 1030)[:1023] + "…"),
])
async def test_alt_text_is_clipped_to_discords_limit(service, tiny_game, monkeypatch, summary, alt):
    await started(service)
    monkeypatch.setattr(tiny_game, "summary", lambda state, seat=None: summary)
    assert (await service.board(G, C)).picture.alt == alt


async def test_rules_text_lists_every_option_with_its_default(service, tiny_game):
    text = await service.rules_text("tiny")
    lines = text.splitlines()
    assert lines[0] == "**Tiny Race**: 2 to 4 players. Play a card a turn; highest total wins."
    assert "- option `rounds`: How many rounds. Default: 3." in lines
    assert "- option `simultaneous`: Everybody plays at once each round. Default: False." in lines
    options = [line for line in lines if line.startswith("- option ")]
    assert len(options) == len(tiny_game.info.variants)  # one line per option
    assert lines.index(options[-1]) == len(options)  # right after the heading (the tiny game has no guide)
    assert text.endswith(clocks.explained())  # then the clocks and the vote rules (issue 27)


# -- settings ---------------------------------------------------------------------------------


@pytest.mark.parametrize("who, allowed", [(ALICE, True), (MOD, True), (BOB, False), (CAROL, False)])
async def test_who_may_change_settings(service, who, allowed):
    """The game's creator while seated, or someone who can manage the channel."""
    await started(service)
    if allowed:
        reply = await service.set_setting(G, C, who, "idle_hours", 24)
        assert reply.text == "Setting idle_hours is now 24.0."
    else:
        with pytest.raises(Forbidden, match="creator"):
            await service.set_setting(G, C, who, "idle_hours", 24)
    expected = {"idle_hours": 24.0} if allowed else {}
    assert (await service.table(G, C)).row.settings == {**expected, "language": "en"}  # the game's language


async def test_a_creator_who_resigned_may_no_longer_change_settings(service):
    await started(service)
    await service.resign(G, C, ALICE)
    with pytest.raises(Forbidden):
        await service.set_setting(G, C, ALICE, "idle_hours", 2)


@pytest.mark.parametrize("key, value, outcome", [
    ("idle_hours", "1.5", "now 1.5"), ("idle_hours", "0.5", "now 0.5"),  # less than an hour is fine
    ("idle_hours", 0, "now off"), ("idle_hours", "0", "now off"), ("idle_hours", "off", "now off"),
    ("idle_hours", "", "now off"), ("idle_hours", None, "now off"),
    ("idle_hours", "soon", "is a number of hours"),
    ("idle_hours", -2, "positive number of hours"),
    ("idle_hours", "0.0", "positive number of hours"),  # only 0 itself means off
    ("speed", 1,
     "There is no setting 'speed'. Settings: clock, computer_minutes, idle_hours, language, timeout_default."),
])
async def test_setting_values(service, key, value, outcome):
    await started(service)
    await service.set_setting(G, C, ALICE, "idle_hours", 5)
    if outcome.startswith("now"):
        assert (await service.set_setting(G, C, ALICE, key, value)).text == f"Setting idle_hours is {outcome}."
    else:
        with pytest.raises(Refused, match=outcome):
            await service.set_setting(G, C, ALICE, key, value)
        assert (await service.table(G, C)).row.settings == {"idle_hours": 5.0, "language": "en"}  # unchanged


# -- waiting: reminders and idle seats ------------------------------------------------------------


async def test_a_reminder_is_due_at_exactly_the_interval(service):
    await started(service)
    service.clock.now += timedelta(hours=12)
    (due,) = await service.due_reminders(timedelta(hours=12))
    await service.mark_reminded(due[0].id)
    service.clock.now += timedelta(hours=11, minutes=59)
    assert await service.due_reminders(timedelta(hours=12)) == []
    service.clock.now += timedelta(minutes=1)
    assert len(await service.due_reminders(timedelta(hours=12))) == 1


async def test_idle_seats_only_in_active_games_with_the_setting(service):
    await started(service)
    await service.new_game(G, "lobby", "tiny", ALICE, settings={"idle_hours": 1})
    await service.new_game(G, "plain", "tiny", ALICE)
    await service.join(G, "plain", BOB)
    await service.start(G, "plain", ALICE)  # no idle_hours: never replaced
    await service.set_setting(G, C, ALICE, "idle_hours", 2)
    service.clock.now += timedelta(hours=1, minutes=59)
    assert await service.idle_seats() == []
    service.clock.now += timedelta(minutes=1)  # exactly the setting
    idle = await service.idle_seats()
    assert [(row.channel, seat.user_id) for row, seat in idle] == [(C, ALICE.id)]


async def test_a_computer_seat_is_never_idle_nor_reminded(service):
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2}, settings={"idle_hours": 1})
    await service.join(G, C, BOB)
    await service.start(G, C, ALICE)
    table = await service.table(G, C)
    await service.store.update_seat(table.row.id, 0, is_computer=True)  # as a crash could leave it
    service.clock.now += timedelta(days=3)
    assert await service.idle_seats() == [] and await service.due_reminders(timedelta(hours=1)) == []


# -- the outbox -------------------------------------------------------------------------------------


async def test_the_final_announcement_of_a_game_posts_its_board(service):
    """The last move's announcement carries the final board with the
    standings (a finished game still has its state)."""
    await started(service)
    last = await play_out(service)
    announcement = (await service.pending_announcements(last.game_id))[-1]
    assert announcement.payload["finished"] and announcement.payload["board"] is True
    posted = await service.announcement_reply(announcement)
    assert posted.finished and posted.picture is not None


def test_exactly_max_told_moves_are_all_told_and_one_more_is_summed_up():
    from bot.service import MAX_TOLD_MOVES, _told

    moves = [(1, f"m{i}", f"Computer played m{i}.") for i in range(MAX_TOLD_MOVES)]
    assert _told("Bob left.", moves) == "Bob left.\n" + "\n".join(m[2] for m in moves)
    told = _told("Bob left.", moves + [(1, "x", "Computer played x.")])
    assert told.endswith(f"Computer played m{MAX_TOLD_MOVES - 1}.\n... and 1 more move(s): see `history`.")


async def test_a_claim_waits_exactly_the_lease_of_thirty_seconds(service):
    reply = await started(service)
    (announcement,) = await service.pending_announcements(reply.game_id)
    assert (await service.claim_announcement(announcement.id)).attempts == 1
    service.clock.now += timedelta(seconds=29)
    assert await service.claim_announcement(announcement.id) is None
    assert (await service.claim_announcement(announcement.id, force=True)).attempts == 2
    service.clock.now += timedelta(seconds=30)
    assert (await service.claim_announcement(announcement)).attempts == 3


async def test_a_failed_delivery_is_retried_until_the_fifth_attempt(service, caplog):
    reply = await started(service)
    (announcement,) = await service.pending_announcements(reply.game_id)
    tried = dataclasses.replace(announcement, attempts=4)
    assert await service.announcement_failed(tried, "503 busy") is False
    still = await service.store.announcement(announcement.id)
    assert still.delivered_at is None and still.last_error == "503 busy"
    with caplog.at_level(logging.ERROR, logger="referee.service"):
        assert await service.announcement_failed(dataclasses.replace(tried, attempts=5), "x" * 600) is True
    gone = await service.store.announcement(announcement.id)
    assert gone.delivered_at == service.now() and gone.last_error == ("gave up: " + "x" * 600)[:500]
    assert "Giving up announcing game" in caplog.text and await service.pending_announcements() == []


async def test_announced_marks_the_message_posted(service):
    reply = await started(service)
    (announcement,) = await service.pending_announcements(reply.game_id)
    await service.announced(announcement.id, "chan:77")
    done = await service.store.announcement(announcement.id)
    assert (done.delivered_at, done.message_ref) == (service.now(), "chan:77")


async def test_a_stale_final_announcement_still_pings_everybody(service):
    await started(service, {"rounds": 1})
    final = await play_out(service)
    (last,) = [a for a in await service.pending_announcements(final.game_id) if a.version == final.version]
    await service.store.set_status(final.game_id, "finished")  # the row moved on (a later change)
    again = await service.announcement_reply(last)
    assert again.finished and set(again.ping) == {ALICE.id, BOB.id} and again.picture is None
    assert [s["rank"] for s in again.standings] == [s["rank"] for s in final.standings]


async def test_an_announcement_of_a_deleted_game_is_words_only(service):
    reply = await started(service)
    (announcement,) = await service.pending_announcements(reply.game_id)
    await execute(service.store, "DELETE FROM games WHERE id = ?", (reply.game_id,))
    told = await service.announcement_reply(announcement)
    assert told.text == announcement.payload["text"] and told.picture is None and told.ping == []


async def test_an_announcement_without_a_board_draws_none(service):
    reply = await started(service)
    bare = Announcement(0, reply.game_id, reply.version, {"text": "words", "board": False}, "")
    told = await service.announcement_reply(bare)
    assert told.text == "words" and told.picture is None
    drawn = await service.announcement_reply(dataclasses.replace(bare, payload={"text": "words"}))
    assert drawn.picture is not None and drawn.version == reply.version


async def test_resume_computers_leaves_lobbies_and_waiting_humans_alone(service):
    await started(service)
    await service.new_game(G, "lobby", "tiny", ALICE)
    await service.add_computer(G, "lobby", ALICE)
    versions = [g.version for g in await service.unfinished()]
    assert await service.resume_computers() == []
    assert [g.version for g in await service.unfinished()] == versions


# -- plumbing: executors, the cap on moves, a clean stop ----------------------------------------------


class CountingPool(ThreadPoolExecutor):
    def __init__(self):
        super().__init__(max_workers=1)
        self.calls: list[str] = []

    def submit(self, fn, *args, **kwargs):
        self.calls.append(getattr(fn, "__name__", repr(fn)))
        return super().submit(fn, *args, **kwargs)


async def test_rules_and_pictures_run_in_the_executors_given(tiny_game):
    rules_pool, picture_pool = CountingPool(), CountingPool()
    store = await Store.open(":memory:")
    try:
        service = Service(store, executor=rules_pool, render_executor=picture_pool, clock=Clock())
        await started(service)
        assert "setup" in rules_pool.calls and "board_png" not in rules_pool.calls
        assert picture_pool.calls == ["board_png"]
        one = Service(store, executor=rules_pool, clock=Clock())
        rules_pool.calls.clear()
        await one.board(G, C)
        assert "board_png" in rules_pool.calls  # pictures default to the rules executor
    finally:
        await store.close()
        rules_pool.shutdown()
        picture_pool.shutdown()


async def test_eight_moves_at_most_are_worked_on_at_once_by_default(tiny_game):
    store = await Store.open(":memory:")
    service = Service(store, clock=Clock())
    try:
        channels = [f"c{i}" for i in range(9)]
        for channel in channels:
            await service.new_game(G, channel, "tiny", ALICE, {"rounds": 2}, seed=1)
            await service.join(G, channel, BOB)
            await service.start(G, channel, ALICE)
        moves = [(await service.legal_moves(G, c, ALICE))[0].notation for c in channels]
        gate, inside, real = asyncio.Event(), [], service._active

        async def held(guild, channel):
            inside.append(channel)
            await gate.wait()
            return await real(guild, channel)

        service._active = held
        tasks = [asyncio.ensure_future(service.move(G, c, ALICE, m)) for c, m in zip(channels, moves, strict=True)]
        for _ in range(200):
            await asyncio.sleep(0)
        assert len(inside) == 8
        gate.set()
        replies = await asyncio.gather(*tasks)
        assert len(inside) == 9 and all(r.mentions == [BOB.id] for r in replies)
    finally:
        await store.close()
        service.executor.shutdown(wait=False)


async def test_a_clean_stop_waits_for_the_change_in_flight(service):
    await started(service)
    move = await first_move(service, ALICE)
    lock = service.lock(G, C)
    await lock.acquire()  # the move below is in flight, waiting for the game
    task = asyncio.ensure_future(service.move(G, C, ALICE, move))
    for _ in range(20):
        await asyncio.sleep(0)
    assert await service.drain(0.01) is False  # it has not finished
    with pytest.raises(Refused, match="restarting"):
        await service.move(G, C, BOB, "play 1")
    lock.release()
    assert await service.drain(5) is True
    assert (await task).mentions == [BOB.id]  # the move in flight was completed


# -- retention (docs/privacy.md) ----------------------------------------------------------------------


async def test_retention_purges_old_finished_games_and_left_servers(service, caplog):
    await started(service, {"rounds": 1})
    finished = await play_out(service)
    now = service.clock.now
    await execute(service.store, "UPDATE games SET updated_at = ? WHERE id = ?",
                                   ((now - timedelta(days=10)).isoformat(timespec="seconds"), finished.game_id))
    await service.new_game("gone", C, "tiny", ALICE)
    gone = (await service.table("gone", C)).row.id
    assert await service.guild_left("gone") == [gone]
    await execute(service.store, "UPDATE games SET updated_at = ? WHERE id = ?",
                                   (now.isoformat(timespec="seconds"), gone))  # closed just now
    with caplog.at_level(logging.INFO, logger="referee.service"):
        assert await service.apply_retention(None, None) == (0, 0)  # keep everything
        assert await service.apply_retention(11, 30) == (0, 0)
    assert "Retention" not in caplog.text  # nothing purged, nothing logged
    service.clock.now += timedelta(days=30, seconds=1)
    with caplog.at_level(logging.INFO, logger="referee.service"):
        assert await service.apply_retention(35, 30) == (1, 1)  # 40 days old; left 30 days ago
    assert "Retention: purged 1 finished game(s) and 1 game(s) of servers left" in caplog.text
    assert await service.store.game(finished.game_id) is None
    with pytest.raises(NotFound):
        await service.table("gone", C)


async def test_a_server_that_invited_the_bot_back_keeps_its_games(service):
    await service.new_game("back", C, "tiny", ALICE)
    await service.guild_left("back")
    await service.guild_back("back")
    service.clock.now += timedelta(days=365)
    assert await service.apply_retention(None, 30) == (0, 0)
    assert (await service.table("back", C)).row.status == "aborted"


# -- undo ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("how", ["resigned", "idle"])
async def test_nobody_takes_back_the_move_of_the_computer_that_has_their_seat(service, how):
    """A seat a computer took (resignation or idle replacement) has nothing
    of its former player's to take back, even when its last move was the
    computer's and the game allows taking moves back."""
    await service.new_game(G, C, "tiny", ALICE, {"rounds": 2, "undo": True}, seed=5)
    await service.join(G, C, BOB)
    await service.start(G, C, ALICE)
    if how == "resigned":
        await service.resign(G, C, ALICE)
    else:
        await service.replace_idle(G, C, 0, "was idle")
    table = await service.table(G, C)
    assert (await service.store.moves(table.row.id))[-1].seat == 0  # the computer just moved for Alice
    with pytest.raises(Refused, match="computer player has your seat"):
        await service.undo(G, C, ALICE)
    with pytest.raises(Forbidden, match="not playing"):
        await service.undo(G, C, CAROL)
    assert (await service.table(G, C)).row.version == table.row.version


# -- front-end bookkeeping and stats ------------------------------------------------------------


async def test_front_end_bookkeeping_reads_and_remembers(service):
    reply = await service.new_game(G, C, "tiny", ALICE)
    row = await service.game_row(reply.game_id)
    assert (row.id, row.channel, row.status) == (reply.game_id, C, "lobby")
    assert (await service.open_game_row(G, C)).id == reply.game_id
    assert await service.open_game_row(G, "elsewhere") is None and await service.game_row(reply.game_id + 9) is None
    await service.remember_lobby_message(reply.game_id, "chan:5")
    assert (await service.game_row(reply.game_id)).lobby_message == "chan:5"


def a_result(user, rank, score, humans=2, at="2026-09-01T00:00:00+00:00"):
    return {"guild": G, "kind": "tiny", "user_id": user.id, "name": user.name, "rank": rank, "score": score,
            "detail": "", "players": 2, "humans": humans, "resigned": False, "finished_at": at}


async def test_stats_tell_games_wins_average_best_solo_and_rating(service):
    store = service.store
    for channel, results in (("c1", [a_result(ALICE, 1, 4), a_result(BOB, 2, 2)]),
                             ("c2", [a_result(ALICE, 2, 1), a_result(BOB, 1, 3)]),
                             ("c3", [a_result(CAROL, 1, 7.25, humans=1)])):
        row = await store.create_game(G, channel, "tiny", {}, 1, ALICE.id)
        await store.commit_moves(row.id, 0, [], "{}", "finished", results=results)
    await store.apply_ratings(1, G, "tiny", [(ALICE.id, "Alice", 25.0, 8.0, 1.25)])
    alice = await service.stats(G, ALICE)
    assert alice.text == "**Alice**\nTiny Race: 2 game(s), 1 win(s), average 2.5, best 4, rating 1.2 (1 rated)"
    assert alice.data == [{"kind": "tiny", "games": 2, "wins": 1, "average": 2.5, "best": 4.0, "solo": 0,
                           "rating": 1.25, "rated_games": 1}]
    bob = await service.stats(G, BOB)
    assert bob.text == "**Bob**\nTiny Race: 2 game(s), 1 win(s), average 2.5, best 3"  # not rated: no rating
    assert bob.data[0]["rating"] is None and bob.data[0]["rated_games"] == 0 and bob.data[0]["solo"] == 0
    carol = await service.stats(G, CAROL)
    assert carol.text == "**Carol**\nTiny Race: 1 game(s), average 7.2, best 7.2, 1 solo"  # a solo game is no win
    assert carol.data[0]["solo"] == 1 and carol.data[0]["wins"] == 0
    assert (await service.stats(G, DAVE)).text == "Dave has no finished games in this server yet."


async def test_an_unchanged_public_view_is_not_drawn_again(service, monkeypatch):
    """Issue 14 (drawing cost): a change that leaves the public view as it
    was (a hidden drop) reuses the picture; any change to the view draws."""
    import render
    from bot.service import pictures as service_module

    drawn = []
    real = render.board_png

    def counting(kind, view, words):
        drawn.append(view)
        return real(kind, view, words)

    monkeypatch.setattr(render, "board_png", counting)
    await started(service)
    table = await service.table(G, C)
    first = await service._public_picture(table)
    again = await service._public_picture(table)
    assert len(drawn) == 1 and again.png == first.png
    monkeypatch.setattr(service_module, "PICTURE_CACHE", 1)  # the cache keeps only the newest
    await service.move(G, C, ALICE, table.game.legal_moves(table.live, 0)[0].notation)  # draws the new board
    moved = await service.table(G, C)
    assert (await service._public_picture(moved)).png != first.png and len(drawn) == 2
    assert len(service._drawn) == 1
    await service._public_picture(table)  # forgotten: drawn again
    assert len(drawn) == 3


async def test_a_move_of_exactly_the_longest_length_is_read_as_a_move(service):
    """MAX_MOVE_TEXT is the longest a move may be: at that length the text is
    judged as a move (here: an illegal one), one more character is refused
    as too long."""
    from bot.service import MAX_MOVE_TEXT

    await started(service)
    with pytest.raises(Refused) as judged:
        await service.move(G, C, ALICE, "x" * MAX_MOVE_TEXT)
    assert "too long" not in str(judged.value)
    with pytest.raises(Refused, match="too long to be a move"):
        await service.move(G, C, ALICE, "x" * (MAX_MOVE_TEXT + 1))


async def test_replay_check_passes_a_lobby_and_a_true_game_and_names_a_false_one(service):
    """Service.replay_check (referee migrate-db's verification)."""
    from tests.support.sql import execute

    await service.new_game(G, "lobby", "tiny", ALICE)
    lobby = (await service.table(G, "lobby")).row.id
    assert await service.replay_check(lobby) is None
    await started(service)
    table = await service.table(G, C)
    await service.move(G, C, ALICE, table.game.legal_moves(table.live, 0)[0].notation)
    assert await service.replay_check(table.row.id) is None
    await execute(service.store, "UPDATE games SET state = ? WHERE id = ?", (table.row.state, table.row.id))
    assert await service.replay_check(table.row.id) == (
        f"Game {table.row.id} (tiny): replaying its 1 moves does not give the stored state.")
    assert await service.replay_check(9999) == "There is no game 9999."
    with pytest.raises(NotFound, match="no started game 9999"):
        await service.replay(9999)


async def test_one_games_pending_announcements_are_given_whatever_the_guild_filter(service):
    await started(service)
    game_id = (await service.table(G, C)).row.id
    pending = await service.pending_announcements(game_id)
    assert pending
    service.guild_filter = lambda guild: False  # none of this process's servers
    assert await service.pending_announcements() == []
    assert await service.pending_announcements(game_id) == pending


@pytest.mark.parametrize("before", ["nothing", "a game still being played"])
async def test_a_rematch_needs_a_finished_game(service, before):
    if before != "nothing":
        await started(service)
    with pytest.raises(Refused, match="There is no finished game in this channel to play again."):
        await service.rematch(G, C, ALICE)


async def test_the_board_is_drawn_while_the_move_is_committed(service, monkeypatch):
    """Issue 14 (drawing cost): the picture processes start on the new board
    as soon as the move is applied, not after the commit: here the commit
    waits until the drawing has begun (it would wait forever if the picture
    were drawn only after it), and the reply carries that picture."""
    import render

    started_drawing = asyncio.Event()
    loop = asyncio.get_running_loop()
    real_png, real_commit = render.board_png, service.store.commit_moves

    def drawing(kind, view, words):
        loop.call_soon_threadsafe(started_drawing.set)
        return real_png(kind, view, words)

    async def commit_after_drawing_began(*args, **kwargs):
        await asyncio.wait_for(started_drawing.wait(), 5)
        return await real_commit(*args, **kwargs)

    monkeypatch.setattr(render, "board_png", drawing)
    monkeypatch.setattr(service.store, "commit_moves", commit_after_drawing_began)
    await started(service)
    started_drawing.clear()
    table = await service.table(G, C)
    reply = await service.move(G, C, ALICE, table.game.legal_moves(table.live, 0)[0].notation)
    moved = await service.table(G, C)
    drawn = real_png("tiny", moved.game.view(moved.live, None), Words())
    assert reply.picture is not None and reply.picture.png == drawn
    assert reply.picture.filename.endswith(f"-v{moved.row.version}.png")  # named after the committed version


async def test_the_board_is_handed_over_right_after_the_one_hop_that_applies_the_move(service, monkeypatch):
    """Issue 14 (drawing cost): the public view is worked out in the same
    hop off the event loop as the move itself, and the picture is handed to
    the picture executor before anything else of the move is prepared or
    committed; the alt text is written while it is drawn."""
    calls: list[str] = []
    real_run, real_soon, real_commit = service.run, service.draw_soon, service.store.commit_moves

    async def run(fn, *args):
        calls.append("hop")
        return await real_run(fn, *args)

    def soon(fn, *args):
        calls.append("draw " + fn.__name__)
        return real_soon(fn, *args)

    async def commit(*args, **kwargs):
        calls.append("commit")
        return await real_commit(*args, **kwargs)

    await started(service)
    table = await service.table(G, C)
    monkeypatch.setattr(service, "run", run)
    monkeypatch.setattr(service, "draw_soon", soon)
    monkeypatch.setattr(service.store, "commit_moves", commit)
    reply = await service.move(G, C, ALICE, table.game.legal_moves(table.live, 0)[0].notation)
    assert calls[:3] == ["hop", "draw board_png", "commit"] or calls[:3] == ["hop", "draw board_png", "hop"]
    assert calls.count("draw board_png") == 1 and "commit" in calls
    assert reply.picture is not None and reply.picture.alt


async def test_a_board_drawn_for_a_refused_change_is_dropped_quietly(service, monkeypatch, caplog):
    """A change refused at the commit (another change won the race) leaves
    its early drawing unread: nothing is announced or logged as an error,
    and a drawing that failed is never an 'exception was never retrieved'."""
    import gc

    import render
    from storage.base import VersionConflict

    def broken(kind, view):
        raise RuntimeError("the drawing failed")

    async def lost_race(*args, **kwargs):
        await asyncio.sleep(0.05)  # let the drawing fail first
        raise VersionConflict("another change won")

    await started(service)
    table = await service.table(G, C)
    monkeypatch.setattr(render, "board_png", broken)
    monkeypatch.setattr(service.store, "commit_moves", lost_race)
    handled = []
    asyncio.get_running_loop().set_exception_handler(lambda loop, context: handled.append(context))
    with caplog.at_level(logging.WARNING), pytest.raises(Refused):
        await service.move(G, C, ALICE, table.game.legal_moves(table.live, 0)[0].notation)
    await asyncio.sleep(0.05)
    gc.collect()
    assert handled == [] and not [r for r in caplog.records if r.levelno >= logging.WARNING]
