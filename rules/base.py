"""The engine contract every game implements.

A game is a pure state machine, free of I/O and of anything else in this
project:

* ``setup(players, options, seed)`` gives the initial state, a plain
  JSON-serialisable ``dict``. Randomness comes from an :class:`Rng` whose
  state is kept inside the game state, so replaying the move log from
  ``setup`` reproduces every state exactly.
* ``to_act(state)`` says which seats may act now and which decision each owes
  (several seats at once for simultaneous rounds). A multi-step turn is a
  sequence of decisions of the same seat.
* Every decision has a short text notation. ``legal_moves(state, seat)`` lists
  them (with readable labels); ``apply(state, seat, text)`` parses the text and
  returns ``(new_state, events)`` or raises a :class:`RulesError` whose message
  is the sentence the player reads: what was wrong and what is allowed.
  ``apply`` never mutates its input.
* ``view(state, seat)`` is what that seat may see; ``view(state, None)`` is the
  public view, with every secret hidden.
* ``is_over(state)``, ``standings(state)`` with the rulebook's tie-breakers and
  ``scores(state)`` with each seat's score broken down by category.
* Optional, for a move builder that needs no game knowledge:
  ``move_path`` (each legal move as a few steps of choices),
  ``needs_preview`` and ``preview`` (what a decision would do, worked out on
  a copy, its outcome hidden when ``reveals`` says playing it would show
  the seat something it cannot know yet).

Seats are numbered from 0 in turn order; names are for display only.
"""

from __future__ import annotations

import json
import pickle
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

State = dict[str, Any]

# Discord's limit for a picture's description: every game's ``alt_text`` fits.
ALT_TEXT_LIMIT = 1024


# An engine's sentence that names a player's command (a guide's "undo takes
# it back", "move F18") writes it as ``command("undo")``: ⟦undo⟧. Engines know
# no front end; each front end writes the command its own way with
# ``write_commands`` (Discord: `/game undo`; the console: `undo`).
COMMAND_OPEN, COMMAND_CLOSE = "\u27e6", "\u27e7"
COMMAND = re.compile(f"{COMMAND_OPEN}([^{COMMAND_OPEN}{COMMAND_CLOSE}]+){COMMAND_CLOSE}")


def command(words: str) -> str:
    """The marker for the player's command ``words`` in an engine's text."""
    return f"{COMMAND_OPEN}{words}{COMMAND_CLOSE}"


def write_commands(text: str, write: Callable[[str], str]) -> str:
    """``text`` with every command marked by :func:`command` written as
    ``write(words)``."""
    return COMMAND.sub(lambda match: write(match.group(1)), text)


# --------------------------------------------------------------------------
# Words as data (issue 31): an engine says what happened, what it refuses and
# what a seat owes as a message id with named arguments, never as finished
# English; each front end renders it in its reader's language from the
# project's catalogues (bot/i18n, the domain ``<game>``).
# --------------------------------------------------------------------------

# How ``str(text)`` renders a Text: the project installs its English
# renderer (bot.i18n does, on import) so that logs, exceptions and tests read
# English; without one a Text reads as its id and arguments.
_english: Callable[[Text], str] | None = None


def install_english(render: Callable[[Text], str] | None) -> None:
    """Make ``str(Text)`` render with ``render`` (None: the id and arguments)."""
    global _english
    _english = render


@dataclass(frozen=True, eq=True)
class Text:
    """A sentence as data: the catalogue message ``id`` and its named
    arguments. An argument is a string (notation, a cell, a tile or card
    id, a player's name: shown as it is), a number (formatted for the
    reader's locale; Fluent picks the plural form), another Text (rendered
    in the same language first: a piece's name, a clause) or a list of
    those (rendered and joined as the reader's language lists things:
    "a, b and c", "a, b und c", "a, b и c").

    ``Text("", {"parts": [...], "sep": " "})`` (made by :func:`joined`) is
    its parts rendered and joined by ``sep``: how a paragraph of several
    sentences stays data. A Text is JSON-serialisable through
    :meth:`to_json` / :meth:`from_json` (how a move's words are stored)."""

    id: str
    args: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        if _english is not None:
            return _english(self)
        if not self.args:
            return self.id
        return f"{self.id}({', '.join(f'{k}={v!s}' for k, v in self.args.items())})"

    def __hash__(self) -> int:
        return hash(json.dumps(self.to_json(), sort_keys=True))

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "args": {k: _arg_json(v) for k, v in self.args.items()}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Text:
        return cls(str(data["id"]), {k: _arg_from_json(v) for k, v in dict(data.get("args") or {}).items()})


def _arg_json(value: Any) -> Any:
    if isinstance(value, Text):
        return {"$text": value.to_json()}
    if isinstance(value, (list, tuple)):
        return [_arg_json(v) for v in value]
    return value


def _arg_from_json(value: Any) -> Any:
    if isinstance(value, dict) and "$text" in value:
        return Text.from_json(value["$text"])
    if isinstance(value, list):
        return [_arg_from_json(v) for v in value]
    return value


def say(msg_id: str, /, **args: Any) -> Text:
    """The sentence ``msg_id`` with ``args``: ``say("bits-drop-off", column="C")``."""
    return Text(msg_id, args)


def joined(parts: Iterable[str | Text], sep: str = " ") -> Text:
    """Several sentences (Texts or plain strings) as one Text, joined by ``sep``."""
    return Text("", {"parts": list(parts), "sep": sep})


# Anything an engine hands a reader: a Text, or (older code, stored games) a
# finished English string.
Words = str | Text


def seat_name(state: State, seat: int) -> str:
    """The name of ``seat`` for sentences, or "seat N" (from 1) for a seat
    the state does not name."""
    names = state.get("players", [])
    return names[seat] if 0 <= seat < len(names) else f"seat {seat + 1}"


# --------------------------------------------------------------------------
# Errors: each carries the sentence the player reads.
# --------------------------------------------------------------------------


class RulesError(Exception):
    """A move the rules refuse. ``message`` is what the player reads: a
    :class:`Text` (rendered in the reader's language by the front end) or,
    from older code, a finished sentence; ``str(error)`` is it in English."""

    def __init__(self, message: str | Text):
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return str(self.message)


class NotationError(RulesError):
    """The text is not a move in this game's notation (bad syntax)."""


class IllegalMove(RulesError):
    """Well-formed, but the rules forbid it here and now."""


class AmbiguousMove(RulesError):
    """The text matches more than one legal move."""


class NotYourTurn(RulesError):
    """The seat owes no decision right now."""


class GameOver(RulesError):
    """The game has ended; nothing more can be played."""


class InvalidState(Exception):
    """A hand-written or stored state that breaks the game's invariants."""


# --------------------------------------------------------------------------
# Descriptive records
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class Variant:
    """One game option. ``kind`` is ``bool``, ``int`` or ``choice``."""

    key: str
    description: str
    kind: str = "bool"
    default: Any = False
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def coerce(self, value: Any) -> Any:
        """Turn a value typed by a person (or JSON) into the option's type."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            text = str(value).strip().lower()
            if text in ("1", "true", "yes", "on", "y"):
                return True
            if text in ("0", "false", "no", "off", "n"):
                return False
            raise ValueError(say("engine-option-yes-no", key=self.key, value=repr(value)))
        if self.kind == "int":
            try:
                number = int(value)
            except (TypeError, ValueError):
                raise ValueError(say("engine-option-whole", key=self.key, value=repr(value))) from None
            if self.minimum is not None and number < self.minimum:
                raise ValueError(say("engine-option-at-least", key=self.key, minimum=self.minimum))
            if self.maximum is not None and number > self.maximum:
                raise ValueError(say("engine-option-at-most", key=self.key, maximum=self.maximum))
            return number
        if self.kind == "choice":
            text = str(value).strip().lower()
            for choice in self.choices:
                if choice.lower() == text:
                    return choice
            raise ValueError(say("engine-option-one-of", key=self.key, choices=", ".join(self.choices),
                                 value=repr(value)))
        raise ValueError(f"Unknown option kind {self.kind}")


@dataclass(frozen=True)
class GameInfo:
    key: str  # short lower-case name used in commands: "twittens"
    name: str  # display name: "Twittens"
    min_players: int
    max_players: int
    summary: str
    variants: tuple[Variant, ...] = ()
    simultaneous: bool = False  # several seats act at once (Townies, BITS)
    # How to play, for `/game rules` and the console's `rules`: the message
    # id of the game's guide in the catalogues (bot/i18n, domain
    # ``guide-<key>``: "bits-guide"), a short how-to, the full move notation
    # with an example of each kind of move, and what each picture shows
    # (Markdown, at most 1,800 characters in English). The engine keeps no
    # guide text; "" when the game has no guide.
    guide: str = ""
    # The commands the guide names, as (Fluent argument, command words):
    # ("undo", "undo") fills the guide's ``{ $undo }`` with command("undo"),
    # which each front end writes its own way.
    guide_commands: tuple[tuple[str, str], ...] = ()

    def options(self, given: dict[str, Any] | None = None) -> dict[str, Any]:
        """Defaults filled in and every given value checked and coerced.

        Raises ValueError with a readable sentence for an unknown option or a
        bad value.
        """
        given = dict(given or {})
        known = {v.key: v for v in self.variants}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise ValueError(say("engine-option-unknown", game=self.name, unknown=", ".join(unknown),
                                 known=", ".join(sorted(known)), count=len(known)))
        result = {}
        for key, variant in known.items():
            result[key] = variant.coerce(given[key]) if key in given else variant.default
        return result


@dataclass(frozen=True)
class Decision:
    """What a seat owes now: ``kind`` is a short machine word ("place",
    "keep-cards", "drop"...), ``prompt`` a sentence for the player."""

    kind: str
    prompt: str | Text


@dataclass(frozen=True)
class Move:
    """A legal move: its canonical notation and a readable label."""

    notation: str
    label: str | Text = ""

    def __str__(self) -> str:
        return self.notation


@dataclass(frozen=True)
class Preview:
    """What a decision would do, as its player may know it before playing
    it: ``view`` is what the seat would see (``view(state, seat)`` after
    the decision, or, when ``hidden``, as it is now), ``sentence`` the words
    for the player. ``hidden``: the decision's outcome depends on chance or
    on information the seat may not see yet, so only its description is
    shown (looking must never tell a player what playing would not)."""

    view: dict[str, Any]
    sentence: str | Text
    hidden: bool = False


@dataclass(frozen=True)
class Stage:
    """How far a game has come, as data for a heading (the words are the
    front end's): ``kind`` is what the game's rulebook calls its part
    ("round", "turn", "season"), ``number`` the current one (from 1),
    ``total`` how many the game has, or None when the rules fix no number."""

    kind: str
    number: int
    total: int | None = None


# The sentence of a preview whose outcome stays hidden (it must not depend on
# anything hidden, not even on why the outcome is hidden).
HIDDEN_OUTCOME = Text("engine-hidden-outcome")


@dataclass
class Event:
    """Something that happened. Public events are told to the table; an event
    with ``private=True`` only to ``seat``."""

    text: str | Text
    seat: int | None = None
    private: bool = False
    kind: str = "info"
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["text"] = self.text.to_json() if isinstance(self.text, Text) else self.text
        return data


@dataclass(frozen=True)
class Standing:
    seat: int
    rank: int  # 1 = winner; tied seats share a rank
    score: float
    detail: str | Text = ""  # e.g. the tie-break that decided, or a solo verdict


# --------------------------------------------------------------------------
# Seeded randomness kept in the state
# --------------------------------------------------------------------------

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: a small, portable PRNG whose whole state is one integer.

    Games keep ``rng.state`` in their JSON state (``state["rng"]``) and build
    a new ``Rng`` from it whenever they need chance, then store the advanced
    state back. The same seed gives the same sequence on every platform and
    Python version (unlike ``random.Random`` across versions).
    """

    def __init__(self, state: int):
        self.state = int(state) & _MASK

    @classmethod
    def from_seed(cls, seed: int | str) -> Rng:
        if isinstance(seed, str):
            value = 0
            for ch in seed.encode():
                value = (value * 131 + ch) & _MASK
            seed = value
        return cls(int(seed) ^ 0x9E3779B97F4A7C15)

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def randint(self, a: int, b: int) -> int:
        return a + self.randrange(b - a + 1)

    def choice(self, items: Sequence[Any]) -> Any:
        return items[self.randrange(len(items))]

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Iterable[Any]) -> list[Any]:
        result = list(items)
        self.shuffle(result)
        return result


# --------------------------------------------------------------------------
# The game contract
# --------------------------------------------------------------------------


class Game(ABC):
    """One game's rules. Subclasses are stateless: everything lives in the
    state dict, so one instance serves every table."""

    info: GameInfo

    # -- life cycle -------------------------------------------------------

    @abstractmethod
    def setup(self, players: Sequence[str], options: dict[str, Any], seed: int) -> State:
        """The initial state for these seat names (turn order) and options
        (already checked by ``info.options``)."""

    @abstractmethod
    def to_act(self, state: State) -> dict[int, Decision]:
        """Seats that may act now, each with the decision it owes. Empty when
        the game is over."""

    @abstractmethod
    def legal_moves(self, state: State, seat: int) -> list[Move]:
        """Every move ``seat`` may make now, in canonical notation. Empty when
        the seat owes nothing."""

    @abstractmethod
    def apply(self, state: State, seat: int, move: str) -> tuple[State, list[Event]]:
        """Parse ``move`` and apply it for ``seat``. Returns a new state (the
        input is left untouched) and what happened. Raises RulesError."""

    @abstractmethod
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (``None``: the public view). Must hide every
        secret the seat may not know and stay JSON-serialisable. Renderers and
        ``referee export`` work from views, never from raw states."""

    @abstractmethod
    def is_over(self, state: State) -> bool: ...

    @abstractmethod
    def standings(self, state: State) -> list[Standing]:
        """Ranked seats, winner first, with the rulebook's tie-breakers. May be
        called before the end for a provisional ranking."""

    @abstractmethod
    def scores(self, state: State) -> dict[int, dict[str, float]]:
        """Each seat's current score by category; a ``"total"`` key holds the
        sum that ranks them."""

    # -- optional refinements --------------------------------------------

    def private(self, state: State, seat: int) -> dict[str, Any]:
        """Only the hidden information this seat owns (hand, drawn cards,
        secret energy...). The service compares it before and after a move to
        tell a player their private information changed. Default: none."""
        return {}

    def alt_text(self, state: State) -> str | Text:
        """The public picture's description for people who cannot see it,
        written to fit ALT_TEXT_LIMIT (1,024) characters: whose turn it is
        (or that the game is over), the scores, and the last move. Default:
        the public summary (a game whose summary can be longer overrides
        this)."""
        return self.summary(state, None)

    def summary(self, state: State, seat: int | None = None) -> str | Text:
        """A few lines of text describing the position for ``seat``'s eyes
        (``None``: public). Used for status replies and picture alt text."""
        acting = self.to_act(state)
        if self.is_over(state):
            return Text("engine-over")
        return joined([say("engine-owes", name=seat_name(state, s), prompt=decision.prompt)
                       for s, decision in acting.items()], "\n")

    def validate(self, state: State) -> None:
        """Raise InvalidState when a (possibly hand-written) state breaks the
        game's invariants. Default: checks the common keys only."""
        for key in ("game", "players", "rng"):
            if key not in state:
                raise InvalidState(f"The state has no {key!r} key.")
        if state["game"] != self.info.key:
            raise InvalidState(f"This is a {state['game']!r} state, not {self.info.key!r}.")

    def undoable(self, before: State, after: State, seat: int) -> str | Text | None:
        """May ``seat`` take back the decision that turned ``before`` into
        ``after``? None when it may; otherwise the reason, as the end of the
        sentence "That cannot be taken back: ...". The front ends check that
        nobody else has acted since; the game checks what only it knows: no
        random draw was made and no hidden information was revealed by the
        decision (a drawn tile, a rolled die, a revealed simultaneous
        choice). Default: a game opts in by overriding this."""
        return say("engine-no-undo", game=self.info.name)

    @staticmethod
    def drew_at_random(before: State, after: State) -> bool:
        """Whether the decision used the game's random generator (a draw,
        a shuffle, a roll): its state lives in the game state."""
        return before.get("rng") != after.get("rng")

    # -- the heading of a turn message (optional) -------------------------

    def stage(self, state: State) -> Stage | None:
        """The round, turn or season ``state`` is in, for a turn message's
        heading (data, never words). Default: None (the heading is the
        game's name alone)."""
        return None

    # -- the move builder and the preview (optional) ----------------------

    def move_path(self, state: State, seat: int, move: Move) -> list[tuple[str, str | Text]]:
        """The choices that lead to ``move`` in a move builder, one
        ``(token, label)`` per step: ``token`` a short word without spaces
        (it travels in a button's id), ``label`` what the player reads.
        Legal moves sharing a first token share the first step, and so on;
        a step offering one choice is taken without asking, and the service
        splits a step of more than 25 choices. Default: the notation's
        words, each its own label."""
        return [(word, word) for word in move.notation.split()]

    def needs_preview(self, state: State, seat: int, move: Move) -> bool:
        """Whether a builder shows what ``move`` would do before it is
        played (a game may say a single obvious pass needs none). Default:
        every move is previewed."""
        return True

    def reveals(self, before: State, after: State, seat: int) -> bool:
        """Would the decision that turns ``before`` into ``after`` show
        ``seat`` something it cannot know before playing it (a chance
        outcome, a hidden card, the others' hidden choices)? Its answer must
        depend only on what the seat knows. Default: a game that allows
        taking decisions back says by ``undoable`` which decisions reveal
        nothing (the same question); any other game's outcomes stay hidden
        unless it overrides this."""
        if type(self).undoable is Game.undoable:
            return True
        return self.undoable(before, after, seat) is not None

    def preview(self, state: State, seat: int, move: str) -> Preview:
        """What ``move`` would do for ``seat``, worked out on a copy of the
        state (raises RulesError like ``apply``): the seat's view after it
        and the sentences the seat would read, or, when the decision
        ``reveals`` something, the seat's view now and the move's
        description only."""
        after, events = self.apply(self.copy_state(state), seat, move)
        label = self.match_move(state, seat, move).label or move
        if self.reveals(state, after, seat):
            return Preview(self.view(state, seat), say("engine-preview-hidden", label=label), hidden=True)
        told = [e.text for e in events if e.text and (not e.private or e.seat == seat)]
        return Preview(self.view(after, seat), joined(told, "\n") if told else label)

    def computer_player(self, seed: int = 0) -> ComputerPlayer:
        """The game's own computer player, the ``normal`` level (default:
        random)."""
        return RandomPlayer(seed)

    def easy_player(self, seed: int = 0) -> ComputerPlayer:
        """The ``easy`` level: plays like a beginner, the ``normal`` player's
        choice most of the time and a slip (a random legal move) otherwise.
        A game may give a beginner of its own."""
        return SlippingPlayer(self.computer_player(seed), seed, EASY_SLIPS)

    # -- what a search needs (optional; defaults are correct but slow) ----

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """A state ``seat`` cannot tell from ``state``: every public fact
        and the seat's own private facts kept, everything else the seat
        cannot see (others' hands, the deck's order, the others' hidden
        choices, the random generator's future) re-dealt at random from
        ``rng``, consistent with what the seat has seen, and valid by
        ``validate``. Default, for a game without hidden information: a
        copy whose random generator is reseeded from ``rng`` (a copied
        state must not know the future)."""
        copy = self.copy_state(state)
        copy["rng"] = rng.next64()
        return copy

    def fast_moves(self, state: State, seat: int) -> list[str]:
        """``seat``'s legal moves as notations, without labels or words,
        in the order of ``legal_moves``: the search's move list."""
        return [move.notation for move in self.legal_moves(state, seat)]

    def fast_apply(self, state: State, seat: int, move: str) -> State:
        """Apply a move taken from ``fast_moves`` (trusted: not checked
        again) and return the new state, without events or words. Chance
        comes from the state's own generator, as in ``apply``. Default:
        ``apply``."""
        return self.apply(state, seat, move)[0]

    def playout_horizon(self, start: State, state: State) -> bool:
        """Whether a search's play-out from ``start`` may stop at ``state``
        (later in the same game): nothing decided from ``start`` on changes
        what happens after it, and ``scores`` tell the outcome as it
        stands. Default: never (play-outs go to the game's end)."""
        return False

    def player_names(self, state: State) -> list[str]:
        return list(state.get("players", []))

    # -- helpers shared by every game ------------------------------------

    @staticmethod
    def copy_state(state: State) -> State:
        return deep_copy(state)

    # The refusal of any move once the game is over (a game may word it).
    game_over_refusal: str | Text = Text("engine-game-over")

    def check_turn(self, state: State, seat: int) -> Decision:
        """The decision ``seat`` owes, or a readable refusal: GameOver once
        the game is over, NotYourTurn when the seat owes nothing now."""
        if self.is_over(state):
            raise GameOver(self.game_over_refusal)
        acting = self.to_act(state)
        if seat not in acting:
            raise NotYourTurn(self.not_your_turn(state, seat, acting))
        return acting[seat]

    def not_your_turn(self, state: State, seat: int, acting: dict[int, Decision]) -> str | Text:
        """Why ``seat`` may not act now while ``acting`` may (a game whose
        seats wait for different reasons says which)."""
        return say("engine-not-your-turn", waiting=[seat_name(state, s) for s in sorted(acting)])

    def match_move(self, state: State, seat: int, text: str) -> Move:
        """Resolve typed text against the legal moves: exact canonical match
        (case and spaces ignored), else the single move it abbreviates.
        Games with richer parsers may override."""
        wanted = normalise(text)
        moves = self.legal_moves(state, seat)
        for move in moves:
            if normalise(move.notation) == wanted:
                return move
        prefixed = [m for m in moves if normalise(m.notation).startswith(wanted)] if wanted else []
        if len(prefixed) == 1:
            return prefixed[0]
        if len(prefixed) > 1:
            raise AmbiguousMove(say("engine-ambiguous", typed=repr(text),
                                    sample=", ".join(m.notation for m in prefixed[:5])))
        raise IllegalMove(say("engine-not-legal", typed=repr(text), sample=", ".join(m.notation for m in moves[:8]),
                              more=max(0, len(moves) - 8)))


def replayed(game: Game, names: list[str], options: dict[str, Any], seed: int,
             moves: Iterable[tuple[int, str]]) -> Iterator[State]:
    """The states of a game from its set-up through each of ``moves``
    (seat, notation), replayed with the game's own rules: a replay is exact."""
    state = game.setup(names, options, seed)
    yield state
    for seat, notation in moves:
        state, _ = game.apply(state, seat, notation)
        yield state


def deep_copy(data: Any) -> Any:
    """An independent copy of plain data (dicts, lists, tuples, strings,
    numbers, booleans, None), types and shared parts kept as
    ``copy.deepcopy`` keeps them: through pickle, which does it in C, 4-5
    times faster (a state is copied on every move)."""
    return pickle.loads(pickle.dumps(data, pickle.HIGHEST_PROTOCOL))


def normalise(text: str) -> str:
    """Case-folded notation with runs of white space collapsed."""
    return " ".join(str(text).strip().lower().split())


def dumps(state: State) -> str:
    """Canonical JSON text of a state (sorted keys, compact)."""
    return json.dumps(state, sort_keys=True, separators=(",", ":"))


def loads(text: str) -> State:
    return json.loads(text)


# --------------------------------------------------------------------------
# Computer players
# --------------------------------------------------------------------------


class ComputerPlayer(ABC):
    """Chooses a move for a seat. Must return a legal move's notation."""

    name: str = "computer"

    @abstractmethod
    def choose(self, game: Game, state: State, seat: int) -> str: ...

    def ranked(self, game: Game, state: State, seat: int) -> list[tuple[str, float]]:
        """Every legal move of ``seat`` (``fast_moves``' notations) with a
        weight, best first: what a search may try first or favour. The
        first is the player's own choice (``choose``, so a player that
        draws at random moves its generator as ``choose`` does). Default:
        the choice with weight 1.0, then the other moves in ``fast_moves``'
        order with weight 0.0; a player that values moves gives its own
        values (higher is better, on its own scale)."""
        moves = game.fast_moves(state, seat)
        if not moves:
            return []
        choice = self.choose(game, state, seat)
        return [(choice, 1.0)] + [(move, 0.0) for move in moves if move != choice]


def ranked_by(choice: str, moves: Sequence[str], values: dict[str, float]) -> list[tuple[str, float]]:
    """``ComputerPlayer.ranked`` from a player's ``choice`` and its values
    of some ``moves``: the choice first, weighted as the best value (its
    pick may weigh what the values do not), then the others by value, best
    first (ties in ``moves``' order); a move without a value weighs one
    less than the lowest value."""
    lowest = min(values.values(), default=0.0) - 1.0
    weight = {move: values.get(move, lowest) for move in moves}
    rest = sorted((move for move in moves if move != choice), key=lambda move: -weight[move])
    top = max(weight.values(), default=0.0)
    return [(choice, top)] + [(move, weight[move]) for move in rest]


# The computer players' levels, weakest first: ``easy`` (Game.easy_player),
# ``normal`` (Game.computer_player) and ``hard`` (a search over the contract).
LEVELS = ("easy", "normal", "hard")
EASY_SLIPS = 0.35  # the share of an easy player's decisions that are slips


class SlippingPlayer(ComputerPlayer):
    """Another player's choice, except for a share ``slips`` of decisions
    where it takes a random legal move instead (a beginner's slip)."""

    name = "easy"

    def __init__(self, player: ComputerPlayer, seed: int = 0, slips: float = EASY_SLIPS):
        self.player = player
        self.slips = slips
        self.rng = Rng.from_seed(f"slip{seed}")

    def choose(self, game: Game, state: State, seat: int) -> str:
        if self.rng.randrange(1_000_000) < self.slips * 1_000_000:
            moves = game.fast_moves(state, seat)
            if moves:
                return self.rng.choice(moves)
        return self.player.choose(game, state, seat)


class RandomPlayer(ComputerPlayer):
    """Uniformly random among the legal moves, seeded for reproducibility."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng.from_seed(seed)

    def choose(self, game: Game, state: State, seat: int) -> str:
        moves = game.legal_moves(state, seat)
        if not moves:
            raise IllegalMove("There is no legal move to choose from.")
        return self.rng.choice(moves).notation
