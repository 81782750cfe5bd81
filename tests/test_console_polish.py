"""Console polish (issue 14, item 7): the console speaks the console's words,
`help` from any player lists every command, a long `moves` says how to
filter, `export` loads back with `referee show`, pictures number on after a
resume, `referee` alone prints its help and exits 2, and the notice that a
player has private information is said once per player per session."""

from __future__ import annotations

import asyncio
import io
import itertools
import json
import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from bot import cli
from bot.console.commands import MOVES_HINT_AFTER
from bot.console.faults import Fault
from bot.console.gateway import CONSOLE_GUILD
from bot.console.pictures import last_picture_number
from bot.console.session import ConsoleSession, run_command
from bot.console.session import play as play_console
from bot.console.wording import console_wording
from bot.i18n import Words
from bot.service import HAND_CHANGED as SERVICE_NOTICE
from rules.base import say

ROOT = Path(__file__).resolve().parent.parent

# The README's "Playing offline": "the same commands as the slash commands
# (`move`, `moves`, `status`, `board`, `hand`, `history`, `turn N` ..., `undo`,
# `resign`, `export`, `rules`, `stats`, `leaderboard`, `rematch`, `join`,
# `abort`, `help`)".
README_COMMANDS = ("move", "moves", "status", "board", "hand", "history", "turn", "undo", "resign",
                   "export", "rules", "stats", "leaderboard", "rematch", "join", "abort", "help")

# What the console never says: Discord's commands and controls.
DISCORD_WORDING = re.compile(r"with `new`|`new`|`start`|autocomplet|/game\b|button|slash command"
                             r"|in this channel|in this server|The channel is free|Ready to start"
                             r"|\*\*", re.IGNORECASE)

GENERIC_NOTICE = "You have private information"


def run_console(lines, *, game="tiny", names=("alice", "bob"), db=None, images=None, seed=3,
                options=("rounds=2",), computer=0) -> str:
    """One `referee play` session over ``lines`` (a list, or an iterator that
    may read what was printed so far); what it printed."""
    args = SimpleNamespace(game=game, players=",".join(names), computer=computer, seed=seed, db=db,
                           images=str(images) if images else None, option=list(options))
    out = io.StringIO()
    stdin = lines(out) if callable(lines) else iter([*lines])
    code = asyncio.run(play_console(args, list(names), stdin, out))
    assert code == 0, out.getvalue()[-2000:]
    return out.getvalue()


class Autoplay:
    """Standard input that plays a whole game as people at the console would:
    each player in turn types `moves` and then the first move it lists,
    until the final standings (or ``stop_after`` moves); ``before`` and
    ``after`` lines are typed at the start and at the end."""

    def __init__(self, names, before=(), after=(), stop_after=None, limit=4000):
        self.names = list(names)
        self.before, self.after, self.limit = list(before), list(after), limit
        self.stop_after = stop_after
        self.out: io.StringIO | None = None

    def __call__(self, out: io.StringIO):
        self.out = out
        return self._lines()

    def _printed_since(self, mark: int) -> str:
        assert self.out is not None
        return self.out.getvalue()[mark:]

    def _lines(self):
        yield from self.before
        idle = 0  # players in a row with nothing to play
        seat = played = 0
        for _ in range(self.limit):
            if "Final standings" in self._printed_since(0) or played == self.stop_after:
                yield from self.after
                return
            name = self.names[seat % len(self.names)]
            mark = len(self.out.getvalue())
            yield f"{name}: moves"
            listed = [line[2:].split("  (")[0] for line in self._printed_since(mark).splitlines()
                      if line.startswith("  ")]
            if listed:
                idle = 0
                played += 1
                yield f"{name}: move {listed[0]}"
            else:
                idle += 1
                seat += 1
                assert idle <= len(self.names), "nobody can move, yet the game is not over"
        raise AssertionError("the game did not end")


GAMES = [  # (game, players, options): the smallest table, to keep the suite quick
    ("twittens", ("alice", "bob"), ()),
    ("townies", ("alice", "bob"), ()),
    ("tweeeet", ("alice", "bob"), ()),
    ("bits", ("alice", "bob"), ()),
]


@pytest.mark.parametrize(("game", "names", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_a_whole_console_game_speaks_the_consoles_words(game, names, options):
    every = [f"{n}: {c}" for n in names
             for c in ("help", "rules", "status", "board", "hand", "history", "stats", "leaderboard")]
    script = Autoplay(names, before=[*every, f"{names[0]}: move", f"{names[0]}: frobnicate"],
                      after=[*every, f"{names[0]}: moves", f"{names[1]}: move x", f"{names[0]}: rematch",
                             f"{names[1]}: status", f"{names[1]}: move x", f"{names[1]}: abort", f"{names[0]}: status",
                             f"{names[0]}: move x"])
    out = run_console(script, game=game, names=names, seed=5, options=options)
    assert "Final standings" in out
    found = sorted({m.group(0) for m in DISCORD_WORDING.finditer(out)})
    assert not found, f"Discord's wording in the console: {found}"
    for name in names:  # item 7: said once per player per session, not before every command
        told = out.count(f"(for {name} only) {GENERIC_NOTICE}")
        assert told == (game != "bits")  # only its maker knows a BITS drop: nobody else has news
    assert SERVICE_NOTICE not in out  # the service's notice is always recognised


@pytest.mark.parametrize(("text", "discord", "console"), [
    (say("svc-no-game"), "There is no game in this channel. Start one with `new`.",
     "There is no game here: run `referee play` to start one."),
    (say("svc-aborted-last"), "The last game in this channel was aborted. Start one with `new`.",
     "The last game here was aborted: run `referee play` again to start another."),
    (say("svc-say-which-move"), "Say which move: type its notation (the list of legal moves autocompletes).",
     "Say which move: type its notation (`moves` lists them)."),
    (say("svc-lobby-free", free=3, need=0), "3 seat(s) free. Ready to start.",
     "3 seat(s) free. Waiting for the invited players to `join`."),
    (say("svc-too-few", game="Tweeeet", min=2, seated=1),
     "Tweeeet needs at least 2 players; 1 seated. Invite more or add a computer player.",
     "Tweeeet needs at least 2 players; 1 seated. Name more with --players, or add computer players with"
     " --computer N."),
    (say("svc-no-rematch"), "There is no finished game in this channel to play again.",
     "There is no finished game here to play again."),
    (say("svc-final-standings"), "**Final standings**", "Final standings"),
    (say("tm-game-over"), "The game in this channel is over. Start a new one with `new`.",
     "This game is over: `rematch` sets it up again, or run `referee play` for another."),
    (say("tm-not-started"), "The game has not started yet. Use `start` when everybody has joined.",
     "The game has not started yet: it starts when every invited player has typed `join`."),
    (say("tm-aborted", name="ann", game="BITS"), "ann aborted the game of BITS. The channel is free.",
     "ann aborted the game of BITS. Run `referee play` again to start another."),
    (say("tm-vote-earlier-game"), "That vote belongs to an earlier game in this channel.",
     "That vote belongs to an earlier game here."),
    (say("tm-stats-none", name="ann"), "ann has no finished games in this server yet.",
     "ann has no finished games in this database yet."),
])
def test_the_service_words_its_sentences_for_the_console(text, discord, console):
    # The console's wording is a $front variant of the catalogue message
    # (issue 31): console_wording rewrites none of it.
    assert Words("en", "discord").render(text) == discord
    assert Words("en", "console").render(text) == console == console_wording(console)


@pytest.mark.parametrize(("service", "console"), [
    ("**Final standings**", "Final standings"),  # Discord's bold: formatting, left out
    # A guide names a command as rules.base.command("undo") (issue 26: engines name no front end's commands).
    ("**Moves** (type `move` and the move: \u27e6move place 1,0 90\u27e7):",
     "Moves (type `move` and the move: `move place 1,0 90`):"),
    ("the row (\u27e6move F18\u27e7):", "the row (`move F18`):"),
    ("until then \u27e6undo\u27e7 takes yours back.", "until then `undo` takes yours back."),
    ("alice played t5 at 0,1.", "alice played t5 at 0,1."),  # the console's own words stay
])
def test_console_wording(service, console):
    assert console_wording(service) == console


# -- help ------------------------------------------------------------------------------


def test_help_from_any_player_lists_every_console_command(tiny_game):
    out = run_console(["alice: help", "bob: help", "bob: ?"])
    answers = out.split("\n> ")[1:]
    assert [a.splitlines()[0] for a in answers] == ["alice: help", "bob: help", "bob: ?"]
    bare = run_console(["help"]).split("Commands:", 1)[1]
    for answer in [*(a.split("Commands:", 1)[1] for a in answers), bare]:
        assert "refused" not in answer and "Commands:" not in answer
        listed = {line.split()[0] for line in answer.splitlines()[1:] if line.startswith("  ")}
        assert listed >= set(README_COMMANDS), set(README_COMMANDS) - listed


@pytest.mark.parametrize("command", README_COMMANDS)
def test_every_command_help_lists_is_one_the_console_knows(tiny_game, command):
    out = run_console([f"alice: {command}"])
    assert "Unknown command" not in out


# -- moves -----------------------------------------------------------------------------


def listing(out: str, command: str) -> list[str]:
    """The moves the last ``command`` (a `moves`) listed: its indented lines."""
    answer = out.rsplit(f"> {command}\n", 1)[1].split("\n> ", 1)[0]
    return [line[2:].split("  (")[0] for line in answer.splitlines() if line.startswith("  ")]


def test_a_long_moves_list_says_how_to_filter_with_filters_that_work():
    out = run_console(["alice: moves"], game="townies", names=("alice", "bob"), seed=1, options=())
    full = listing(out, "alice: moves")
    assert len(full) > MOVES_HINT_AFTER
    hint = out.rstrip().splitlines()[-1]
    examples = re.findall(r"`alice: moves ([^`]+)` \((\d+)\)", hint)
    assert hint.startswith(f"{len(full)} moves.") and len(examples) == 3, hint  # three examples
    again = run_console(["alice: moves", *(f"alice: moves {words}" for words, _ in examples)],
                        game="townies", names=("alice", "bob"), seed=1, options=())
    for words, count in examples:
        kept = listing(again, f"alice: moves {words}")
        assert len(kept) == int(count) and 0 < len(kept) < len(full)
        assert set(kept) <= set(full)
        assert all(all(w.lower() in line.lower() for w in words.split())
                   for line in again.split(f"> alice: moves {words}\n", 1)[1].split("\n> ", 1)[0].splitlines()
                   if line.startswith("  "))


def test_a_short_moves_list_has_no_filter_hint():
    out = run_console(["alice: moves"], game="twittens", names=("alice", "bob"), seed=1, options=())
    assert 0 < len(listing(out, "alice: moves")) <= MOVES_HINT_AFTER
    assert "To see" not in out


# -- export loads back with show ---------------------------------------------------------


def live_state(db: str, channel: str):
    """The stored game's state and engine, read past the console."""
    from bot.service import Service
    from storage.store import Store

    async def read():
        store = await Store.open(db)
        try:
            table = await Service(store, outbox=False).table(CONSOLE_GUILD, channel)
            return table.game, table.state
        finally:
            await store.close()

    return asyncio.run(read())


@pytest.mark.parametrize(("game", "names", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_export_mid_game_loads_back_with_show(tmp_path, capsys, game, names, options):
    """README: "`export` gives the current position as JSON", and `referee
    show STATE.json` "loads a position written as a game's JSON state ...
    and prints whose decision it is, the legal moves and each player's
    score": an exported position shows the same moves and scores."""
    db, target = str(tmp_path / "g.db"), tmp_path / "position.json"
    script = Autoplay(names, stop_after=7, after=[*(f"{n}: moves" for n in names),
                                                  f"{names[1]}: export {target}", f"{names[0]}: export"])
    out = run_console(script, game=game, names=names, db=db, seed=5, options=options)
    printed = out.split(f"> {names[0]}: export\n", 1)[1]
    assert json.loads(printed) == json.loads(target.read_text(encoding="utf-8"))
    assert f"`referee show {target}`" in out

    assert cli.main(["show", str(target)]) == 0
    shown = capsys.readouterr().out
    engine, state = live_state(db, game)
    assert json.loads(printed) == state  # the whole state, its RNG included
    deciding = re.findall(r"^(\w+) to decide: .* \((\d+) legal moves\)$", shown, re.MULTILINE)
    assert deciding and {n for n, _ in deciding} == {names[s] for s in engine.to_act(state)}
    for name, count in deciding:
        console = listing(out, f"{name}: moves")
        section = shown.split(f"\n{name} to decide: ", 1)[1].split("\n", 1)[1]
        listed = [line[2:].split("  (")[0]
                  for line in itertools.takewhile(lambda line: line.startswith("  "), section.splitlines())]
        listed = [m for m in listed if not m.startswith("... and ")]
        assert int(count) == len(console) and listed == console[:200]
    scores = shown.split("\nScores:\n", 1)[1].splitlines()
    for seat, parts in engine.scores(state).items():
        line = next(line for line in scores if line.startswith(f"  {names[seat]}: "))
        assert line.startswith(f"  {names[seat]}: {parts.get('total', 0):g}")
        assert all(f"{key} {value:g}" in line for key, value in parts.items() if key != "total")


# -- pictures after a resume -----------------------------------------------------------------


def pictures(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def test_a_resumed_game_numbers_its_pictures_on_and_overwrites_none(tmp_path, tiny_game):
    db, folder = str(tmp_path / "g.db"), tmp_path / "pics"
    state = tiny_game.setup(["alice", "bob"], tiny_game.info.options({"rounds": 2}), 3)
    run_console([f"alice: move play {state['hands'][0][0]}", "bob: board"], db=db, images=folder)
    first = pictures(folder)
    assert sorted(first) == ["0001-start.png", "0002-move.png", "0003-board.png"]
    out = run_console(["alice: board", "alice: turn 1"], db=db, images=folder)
    assert "Resuming" in out
    second = pictures(folder)
    assert {name: second[name] for name in first} == first  # the first run's, unchanged
    assert sorted(set(second) - set(first)) == ["0004-board.png", "0005-turn-1.png"]


def test_picture_numbers_go_on_from_the_highest_in_the_folder(tmp_path):
    folder = tmp_path / "pics"
    folder.mkdir()
    for name in ["0002-start.png", "0010-move.png", "notes.txt", "0099-x.txt", "12-board.png", "x-0500.png"]:
        (folder / name).write_bytes(b"")
    assert last_picture_number(folder) == 12
    (tmp_path / "empty").mkdir()
    assert last_picture_number(tmp_path / "empty") == 0
    assert last_picture_number(None) == 0


def test_an_unreadable_pictures_folder_is_a_sentence(tmp_path, monkeypatch):
    def refuse(self):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "iterdir", refuse)
    with pytest.raises(Fault) as fault:
        last_picture_number(tmp_path)
    assert fault.value.code == cli.EXIT_ENVIRONMENT
    assert str(fault.value) == (f"Cannot read the pictures folder {tmp_path}: permission denied. Give a "
                                "readable folder with --images, or leave --images out.")


# -- private information: said once --------------------------------------------------------


def notices_before(out: str, name: str) -> list[str]:
    """The commands of ``name`` that the generic notice preceded."""
    blocks = out.split("\n> ")[1:]
    return [b.splitlines()[0] for b in blocks
            if b.startswith(f"{name}: ") and f"(for {name} only) {GENERIC_NOTICE}" in b]


def test_the_private_information_notice_is_said_once_per_player_per_session(tiny_game, tmp_path):
    """Tiny Race deals each player a secret hand: each is told once, at
    their first command, and never again in the session; a player whose
    first command is `hand` sees it there instead of being told."""
    db = str(tmp_path / "g.db")
    state = tiny_game.setup(["alice", "bob", "carol"], tiny_game.info.options({"rounds": 2}), 3)
    hands = state["hands"]
    out = run_console(["alice: status", "alice: board", "carol: hand", "carol: status",
                       f"alice: move play {hands[0][0]}", "bob: history", f"bob: move play {hands[1][0]}",
                       "bob: status", "alice: status", "carol: moves"],
                      names=("alice", "bob", "carol"), db=db)
    assert notices_before(out, "alice") == ["alice: status"]
    assert notices_before(out, "bob") == ["bob: history"]
    assert notices_before(out, "carol") == []
    assert out.count(GENERIC_NOTICE) == 2
    again = run_console(["alice: status", "alice: hand"], names=("alice", "bob", "carol"), db=db)
    assert GENERIC_NOTICE not in again  # nothing new since: nothing to say


CHANGED = SERVICE_NOTICE
ONCE = "You have private information: `Ann: hand` shows it (said once; `hand` shows it whenever you need it)."


@pytest.mark.parametrize(("before", "command", "notices", "said"), [
    ([], "status", ["You drew t5.", CHANGED], ["You drew t5.", ONCE]),  # a private message, then the notice
    ([([CHANGED], "status")], "board", ["You drew t6.", CHANGED], ["You drew t6."]),  # told: the message only
    ([], "hand", [CHANGED], []),  # the hand shows it
    ([([CHANGED], "hand")], "status", [CHANGED], []),  # seen with `hand`: not told after
    ([([], "hand")], "status", [CHANGED], [ONCE]),  # `hand` before there was news: told when there is
    ([([], "status")], "status", [CHANGED], [ONCE]),  # other commands before: told when there is
])
def test_the_private_information_notice_table(before, command, notices, said):
    from bot.service import User

    session, ann = ConsoleSession(), User("ann", "Ann")
    for earlier, earlier_command in before:
        session.notices(ann, earlier, earlier_command)
    assert [str(n) for n in session.notices(ann, notices, command)] == said
    bo = session.notices(User("bo", "Bo"), [CHANGED], "status")
    assert [str(n) for n in bo] == [ONCE.replace("Ann", "Bo")]  # per player


# -- referee alone -------------------------------------------------------------------------


def test_referee_without_a_sub_command_prints_its_help_and_exits_2(tmp_path):
    result = subprocess.run([sys.executable, "-m", "bot.cli"], cwd=tmp_path, capture_output=True, text=True,
                            env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, timeout=60)
    assert result.returncode == 2
    assert result.stderr.startswith("usage: referee")
    for command in ("run", "games", "play", "demo", "show", "replay", "doctor"):
        assert f"\n    {command} " in result.stderr, command
    assert "exit status: 0 done" in result.stderr and result.stdout == ""


# -- where `moves` starts saying how to filter --------------------------------------------


class ListingService:
    """The two calls `moves` makes, over ``count`` moves "step N" (or the
    given moves), filtered as the service does: every word in the
    notation or the label."""

    def __init__(self, count: int = 0, moves=None):
        from rules.base import Move

        self.moves = moves if moves is not None else [Move(f"step {n}", "") for n in range(count)]
        self.asked = 0

    async def pending_notices(self, guild, channel, user):
        return []

    async def legal_moves(self, guild, channel, user, typed="", limit=None):
        self.asked += 1
        return [m for m in self.moves if all(w in f"{m.notation} {m.label}" for w in typed.split())]


def moves_answer(service) -> list[str]:
    from bot.service import User

    said: list[str] = []
    asyncio.run(run_command(service, "c", User("ann", "Ann"), "moves", "",
                                     lambda text, verbatim=False: said.append(str(text)), lambda picture, label: None))
    return said


def test_the_filter_examples_are_the_kinds_of_move_first():
    from rules.base import Move

    moves = [Move(f"step {n}", "") for n in range(30)] + [Move(f"jump {n}", "") for n in range(5)]
    hint = moves_answer(ListingService(moves=moves))[-1]
    assert hint == ("35 moves. To see only those containing every word you type, add words: "
                    "`Ann: moves step` (30), `Ann: moves jump` (5), `Ann: moves step 0` (3).")


def test_the_filter_hint_asks_for_a_few_examples_only():
    """When no word narrows the list (every label names them all), the hint
    says the syntax after trying at most 12 filters."""
    from rules.base import Move

    everything = " ".join(f"w{n}" for n in range(40))
    service = ListingService(moves=[Move(f"w{n}", everything) for n in range(40)])
    assert moves_answer(service)[-1] == "40 moves. To see fewer, add words they contain: `Ann: moves WORDS`."
    assert service.asked == 1 + 12


@pytest.mark.parametrize(("count", "hinted"), [(1, False), (30, False), (31, True), (200, True)])
def test_moves_says_how_to_filter_over_30_lines(count, hinted):
    from bot.service import User

    said: list[str] = []
    asyncio.run(run_command(ListingService(count), "c", User("ann", "Ann"), "moves", "",
                                     lambda text, verbatim=False: said.append(str(text)), lambda picture, label: None))
    assert len([line for line in said if line.startswith("  step ")]) == count
    assert (said[-1].startswith(f"{count} moves. To see") if hinted else said[-1] == f"  step {count - 1}")
    if hinted:
        assert "`Ann: moves step 1` (" in said[-1]


# -- a game that cannot start ----------------------------------------------------------------


def test_a_game_that_cannot_start_is_a_fault_on_stderr(capsys, tiny_game, tmp_path):
    from bot.service import Service, User
    from storage.store import Store

    assert cli.main(["play", "tweeeet", "--players", "ann"]) == cli.EXIT_REFUSED
    out, err = capsys.readouterr()
    assert out == "" and err == ("error: Tweeeet needs at least 2 players; 1 seated. Name more with --players, "
                                 "or add computer players with --computer N.\n")

    db = str(tmp_path / "lobby.db")  # a lobby left by a crash, resumed with too few players

    async def crash_before_start():
        store = await Store.open(db)
        await Service(store, outbox=False).new_game(CONSOLE_GUILD, "tiny", "tiny", User("ann", "ann", True), {})
        await store.close()

    asyncio.run(crash_before_start())
    assert cli.main(["play", "tiny", "--players", "ann", "--db", db]) == cli.EXIT_REFUSED
    out, err = capsys.readouterr()
    assert "Resuming the lobby" in out and err.startswith("error: Tiny Race needs at least 2 players")


# -- small console promises --------------------------------------------------------------------


def answer_to(out: str, command: str) -> list[str]:
    return out.split(f"> {command}\n", 1)[1].split("\n> ", 1)[0].splitlines()


def test_moves_answers_with_the_moves_or_says_there_is_none(tiny_game):
    hand = tiny_game.setup(["alice", "bob"], tiny_game.info.options({"rounds": 2}), 3)["hands"][0]
    out = run_console(["alice: status", "bob: status", "alice: moves", "bob: moves", "alice: moves 9"])
    assert answer_to(out, "alice: moves") == [f"  play {v}  (play the {v})" for v in sorted(set(hand))]
    assert answer_to(out, "bob: moves") == ["You have no move to make right now."]
    assert answer_to(out, "alice: moves 9") == ["None of your legal moves matches '9'; `moves` alone lists them all."]


def test_blank_lines_and_comments_are_skipped_silently(tiny_game):
    out = run_console(["", "   ", "# a note: ignored", "alice: status"])
    assert "error" not in out and out.count("\n> ") == 1


def test_a_lobby_resumed_with_computers_seats_as_many_as_asked(tmp_path, tiny_game):
    from bot.service import Service, User
    from storage.store import Store

    db = str(tmp_path / "lobby.db")

    async def crash_after_one_computer():
        store = await Store.open(db)
        service, ann = Service(store, outbox=False), User("alice", "alice", True)
        await service.new_game(CONSOLE_GUILD, "tiny", "tiny", ann, {})
        await service.add_computer(CONSOLE_GUILD, "tiny", ann)
        await store.close()

    asyncio.run(crash_after_one_computer())
    out = run_console(["alice: status"], db=db, computer=2, options=())
    seats = re.search(r"Seat order: (.*)\n", out).group(1)
    assert seats.count("Computer") == 2 and seats.startswith("1. alice, "), seats
    assert "bob" in seats


def test_export_into_a_folder_is_refused_and_writes_nothing(tmp_path, tiny_game):
    folder = tmp_path / "positions"
    folder.mkdir()
    out = run_console([f"alice: export {folder}", "alice: status"])
    assert (f"refused: Cannot write the position to {folder}: is a directory. Name a file in a writable "
            "folder, or type `export` alone to print it.") in out
    assert list(folder.iterdir()) == [] and "alice to play" in out


def test_export_before_the_start_is_refused(tmp_path, tiny_game):
    from bot.service import Refused, Service, User
    from storage.store import Store

    async def lobby_only():
        store = await Store.open(":memory:")
        service = Service(store, outbox=False)
        await service.new_game(CONSOLE_GUILD, "tiny", "tiny", User("ann", "ann", True), {})
        said: list[str] = []
        try:
            await run_command(service, "tiny", User("ann", "ann", True), "export", "",
                                       lambda text, verbatim=False: said.append(str(text)), lambda p, label: None)
        finally:
            await store.close()
        return said

    with pytest.raises(Refused) as refusal:
        asyncio.run(lobby_only())
    assert str(refusal.value) == "The game has not started yet: there is no position to export."
