"""Tweeeet, the team flight game (Cwali, 2012): the engine contract (set-up,
turns, flights, the landscape laid as birds fly, scores, standings, views,
undo). Beside it: board.py (data, geometry, path-finding, results),
words.py (sentences for players), validation.py (``validate``) and ai.py.

See README.md in this package for the state format, the geometry, the tiles,
the notation and every choice the rulebook leaves open.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, cast

from rules.base import (
    Decision,
    Event,
    Game,
    GameInfo,
    IllegalMove,
    Move,
    NotationError,
    Preview,
    Rng,
    Stage,
    Standing,
    State,
    Text,
    Variant,
    joined,
    say,
)

from . import words
from .ai import PlannerPlayer
from .board import (
    BEHIND,
    FOOD_NAMES,
    FOOD_STOCK,
    FORMAT,
    NEST_SPACES,
    NEW_PLAYERS_BONUS,
    SIGHT,
    START_SPACES,
    TEAMS,
    TILES,
    WIDTH,
    Board,
    bird_points,
    bird_pos,
    bird_space,
    destinations,
    distances,
    energy,
    label,
    nest_allowed,
    nest_laid,
    parse_label,
    printed_food,
    route,
    shift_after,
    situation,
    starting_energy,
    team_of,
    team_results,
    tile_spaces,
    upgrade,
)
from .validation import check
from .words import and_list, bird_name, bird_of, team_sum

# What a flight's preview leaves out (it must not depend on anything hidden).
FLIGHT_ONLY = say("tweeeet-flight-only")

class Tweeeet(Game):
    info = GameInfo(
        key="tweeeet",
        name="Tweeeet",
        min_players=2,
        max_players=6,
        summary=(
            "Robins against Bluethroats: fly north from food to food, pay a "
            "food's worth of energy per space, and reach your team's nest with "
            "the highest average energy."
        ),
        variants=(
            Variant(
                "new_players",
                "With new players: everybody gets 5 extra energy, once, as soon as a bird would run out of energy.",
                "bool",
                False,
            ),
            Variant(
                "experienced_bonus",
                "With experienced birds: extra starting energy for each bird of the smaller team (0 = off).",
                "int",
                0,
                minimum=0,
                maximum=10,
            ),
        ),
        guide="tweeeet-guide",  # bot/i18n/locales/*/guide-tweeeet.ftl
        guide_commands=(("move_f18", "move F18"),),
    )

    # -- life cycle -------------------------------------------------------

    def setup(self, players: Sequence[str], options: dict[str, Any], seed: int) -> State:
        players = list(players)
        if not self.info.min_players <= len(players) <= self.info.max_players:
            raise ValueError("Tweeeet is for 2 to 6 players.")
        options = self.info.options(options)
        rng = Rng.from_seed(seed)
        pile = rng.shuffled(sorted(TILES))
        state: State = {
            "game": self.info.key,
            "players": players,
            "options": options,
            "rng": rng.state,
            "pile": pile,
            "rows": [
                {
                    "row": 0,
                    "tile": "start",
                    "rotated": False,
                    "shift": 0,
                    "arrow": None,
                    "spaces": START_SPACES,
                    "food": [0] * WIDTH,
                }
            ],
            "format": FORMAT,
            "supply": {str(k): n for k, n in FOOD_STOCK.items()},
            "birds": [],
            "nests": {"robin": None, "bluethroat": None},
            "turn": None,
            "over": False,
            "ended_by": None,
            "bonus_given": False,
            "last": None,
            "moves": 0,
        }
        events: list[Event] = []
        for _ in range(3):
            self._lay_tile(state, events)
        start = label(0, START_SPACES.index("*"))
        for seat in range(len(players)):
            amount = starting_energy(len(players), seat, options["experienced_bonus"])
            state["birds"].append({"team": team_of(seat), "pos": start, "status": "flying", "energy": amount})
        self._advance(state, 0, events)
        return state

    # -- landscape ----------------------------------------------------------

    def _lay_tile(self, state: State, events: list[Event] | None) -> None:
        prev = state["rows"][-1]
        row = prev["row"] + 1
        tile_id = state["pile"].pop(0)
        shift = shift_after(prev, row)
        if state["pile"]:
            rotated = prev["arrow"] is not None
            spaces, arrow = tile_spaces(tile_id, rotated)
            tile = tile_id
        else:
            spaces, arrow, tile, rotated = NEST_SPACES, None, "nest", False
        # "Place a food miniature on the landscape spaces which show that
        # food": the supply always has it (README, "Food, energy and change")
        food = printed_food(spaces)
        for f in food:
            if f:
                state["supply"][str(f)] -= 1
        state["rows"].append(
            {"row": row, "tile": tile, "rotated": rotated, "shift": shift, "arrow": arrow,
             "spaces": spaces, "food": food}
        )
        if events is None:  # the fast step: no words
            return
        if tile == "nest":
            text = say("tweeeet-row-laid-nest", row=row)
        else:
            text = say("tweeeet-row-laid-turned" if rotated else "tweeeet-row-laid", row=row, tile=str(tile_id))
        events.append(Event(text, kind="tile", data={"row": row, "tile": tile}))

    def _maintain_landscape(self, state: State, events: list[Event] | None) -> None:
        """Tiles laid so every bird sees SIGHT rows ahead, rows more than
        BEHIND behind every bird removed; told in ``events`` unless None."""
        on_board = [bird_space(state, s) for s in range(len(state["birds"])) if state["birds"][s]["pos"] is not None]
        if not on_board:
            return
        front = max(p[0] for p in on_board)
        while state["pile"] and state["rows"][-1]["row"] - front < SIGHT:
            self._lay_tile(state, events)
        back = min(p[0] for p in on_board)
        removed = []
        while state["rows"] and state["rows"][0]["row"] < back - BEHIND:
            row = state["rows"].pop(0)
            for value in row["food"]:
                if value:
                    state["supply"][str(value)] += 1
            removed.append(row["row"])
        if removed and events is not None:
            events.append(
                Event(
                    say("tweeeet-rows-removed", count=len(removed), rows=", ".join(map(str, removed)),
                        behind=BEHIND),
                    kind="tile",
                    data={"removed": removed},
                )
            )

    # -- turn order -----------------------------------------------------------

    def _situation(self, state: State, seat: int) -> str:
        """'move', 'miss' (birds block every affordable way) or 'out'."""
        return situation(state, seat)

    def _give_bonus(self, state: State, events: list[Event] | None) -> None:
        state["bonus_given"] = True
        for bird in state["birds"]:
            if bird["status"] != "out":
                bird["energy"] += NEW_PLAYERS_BONUS
        if events is not None:
            events.append(Event(say("tweeeet-bonus", energy=NEW_PLAYERS_BONUS), kind="bonus"))

    def _name(self, state: State, seat: int) -> Text:
        return bird_name(state, seat)

    def _advance(self, state: State, first: int, events: list[Event] | None) -> None:
        """Find the next seat that can fly, from ``first`` on, skipping nested
        and out birds, telling missed turns and eliminations in ``events``
        (None: the fast step, which tells nothing)."""
        n = len(state["birds"])
        seat = first % n
        misses = 0
        while True:
            flying = [s for s in range(n) if state["birds"][s]["status"] == "flying"]
            if not flying:
                self._finish(state, "nests", events)
                return
            if misses >= len(flying):
                for s in flying:
                    state["birds"][s]["status"] = "out"
                    state["birds"][s]["reason"] = "stalemate"
                if events is not None:
                    events.append(Event(say("tweeeet-stalemate"), kind="end"))
                self._finish(state, "stalemate", events)
                return
            bird = state["birds"][seat]
            if bird["status"] != "flying":
                seat = (seat + 1) % n
                continue
            situation = self._situation(state, seat)
            if situation == "out" and state["options"].get("new_players") and not state["bonus_given"]:
                self._give_bonus(state, events)
                misses = 0
                situation = self._situation(state, seat)
            if situation == "move":
                state["turn"] = seat
                return
            if situation == "miss":
                misses += 1
                if events is not None:
                    events.append(
                        Event(
                            say("tweeeet-miss-nest" if nest_laid(state) else "tweeeet-miss",
                                bird=self._name(state, seat)),
                            seat=seat,
                            kind="miss",
                        )
                    )
            else:
                bird["status"] = "out"
                bird["reason"] = "energy"
                bird["pos"] = None
                misses = 0
                if events is not None:
                    events.append(
                        Event(
                            say("tweeeet-out-nest" if nest_laid(state) else "tweeeet-out",
                                bird=self._name(state, seat)),
                            seat=seat,
                            kind="out",
                        )
                    )
                self._maintain_landscape(state, events)
            seat = (seat + 1) % n

    def _finish(self, state: State, how: str, events: list[Event] | None) -> None:
        state["over"] = True
        state["turn"] = None
        state["ended_by"] = how
        if events is None:
            return
        if how == "nests":
            events.append(Event(say("tweeeet-all-nested"), kind="end"))
        for st in self.standings(state)[:1]:
            events.append(Event(st.detail, kind="result"))

    # -- contract ---------------------------------------------------------------

    def is_over(self, state: State) -> bool:
        return bool(state.get("over"))

    def stage(self, state: State) -> Stage:
        """The turn (rulebook: "Each turn you must move to a space with a
        food miniature"): the number of the flight to come, counted over
        the whole table (a bird that misses its turn makes no flight)."""
        return Stage("turn", state.get("moves", 0) + 1, None)

    def to_act(self, state: State) -> dict[int, Decision]:
        state = upgrade(state)
        if state.get("over") or state.get("turn") is None:
            return {}
        seat = state["turn"]
        where = state["birds"][seat]["pos"]
        prompt = "tweeeet-prompt-nest" if nest_laid(state) else "tweeeet-prompt"
        return {seat: Decision("fly", say(prompt, space=where))}

    def _options(self, state: State, seat: int) -> list[tuple[tuple[int, int], int]]:
        board = Board(state)
        e = energy(state, seat)
        dests = destinations(state, seat, board)
        return sorted(((p, c) for p, c in dests.items() if c <= e), key=lambda pc: (-pc[0][0], pc[0][1]))

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        state = upgrade(state)
        if state.get("over") or state.get("turn") != seat:
            return []
        board = Board(state)
        moves = []
        for pos, cost in self._options(state, seat):
            food = board.food(pos)
            if food:
                text = say("tweeeet-move-food", food=FOOD_NAMES[food], space=label(*pos), cost=cost, value=food)
            else:
                text = say("tweeeet-move-nest", space=label(*pos), cost=cost)
            moves.append(Move(label(*pos), text))
        return moves

    def apply(self, state: State, seat: int, move: str) -> tuple[State, list[Event]]:
        new, events = self.fly(state, seat, move)
        self._maintain_landscape(new, events)
        self._advance(new, seat + 1, events)
        return new, events

    def fly(self, state: State, seat: int, move: str) -> tuple[State, list[Event]]:
        """The flight alone, as ``apply`` makes it (the bird moved, its
        energy paid and its food eaten), before the landscape is kept up
        and the next bird is found: what the flyer knows before flying."""
        state = upgrade(state)
        self.check_turn(state, seat)
        target = parse_label(move)
        if target is None:
            raise NotationError(say("tweeeet-not-a-label", typed=repr(move)))
        board = Board(state)
        where = label(*target)
        e = energy(state, seat)
        if not board.exists(target):
            rows = sorted(board.rows)
            raise IllegalMove(say("tweeeet-no-space", space=where, first=rows[0], last=rows[-1]))
        kind = board.kind(target)
        occupants = [s for s in board.birds.get(target, ()) if s != seat]
        if kind == "@":
            if not board.nest_laid:  # pragma: no cover - nests only exist on the nest tile
                raise IllegalMove(say("tweeeet-nest-not-laid"))
            team = team_of(seat)
            mine = state["nests"].get(team)
            if mine is not None and mine != where:
                raise IllegalMove(say("tweeeet-not-your-nest", space=where, team=team, nest=mine))
            if not nest_allowed(state, seat, target):
                other = TEAMS[1 - TEAMS.index(team)]
                raise IllegalMove(say("tweeeet-their-nest", space=where, team=other))
        elif not board.food(target):
            if target == bird_pos(state, seat):
                raise IllegalMove(say("tweeeet-already-there", space=where))
            what = {"~": "water", "*": "start"}.get(kind, "empty")
            if occupants:
                what = "taken"
            refusal = "tweeeet-no-food-nest" if board.nest_laid else "tweeeet-no-food"
            raise IllegalMove(say(refusal, space=where, what=what))
        dests = destinations(state, seat, board)
        if target not in dests:
            raise IllegalMove(say("tweeeet-no-route", space=where))
        cost = dests[target]
        if cost > e:
            raise IllegalMove(say("tweeeet-too-far", space=where, cost=cost, energy=e))
        events: list[Event] = []
        new = self._flight(state, seat, target, cost, route(state, seat, target, board), board, events)
        events.append(
            Event(say("tweeeet-energy-now", energy=energy(new, seat)), seat=seat, private=True, kind="energy")
        )
        return new, events

    def _flight(self, state: State, seat: int, target: tuple[int, int], cost: int,
                path: list[tuple[int, int]], board: Board, events: list[Event] | None) -> State:
        """The rules of a flight, checked or trusted: a copy with the bird
        at ``target`` by ``path`` (``cost`` spaces), its energy paid and its
        food eaten; the flight told in ``events`` unless None (the fast
        step writes no words)."""
        where = label(*target)
        e = energy(state, seat)
        new = self.copy_state(state)
        bird = new["birds"][seat]
        start = bird["pos"]
        # "FIRST hand over your used energy, THEN take your new food": the
        # supply always has change, so this is exact (README)
        bird["energy"] = e - cost
        food = board.food(target)
        team = team_of(seat)
        if food:
            new["rows"][[r["row"] for r in new["rows"]].index(target[0])]["food"][target[1]] = 0
            bird["energy"] += food
            new["supply"][str(food)] += 1  # its energy is counted; the miniature is free again
        else:
            bird["status"] = "nested"
            if new["nests"][team] is None:
                new["nests"][team] = where
        bird["pos"] = where
        new["moves"] = state.get("moves", 0) + 1
        new["last"] = {
            "seat": seat,
            "from": start,
            "to": where,
            "path": [label(*p) for p in path],
            "cost": cost,
            "food": food,
        }
        if events is not None:
            flight = {"bird": self._name(state, seat), "spaces": cost, "start": start, "end": where}
            if food:
                text = say("tweeeet-flight-food", **flight, food=FOOD_NAMES[food], value=food)
            else:
                text = say("tweeeet-flight-nest", **flight, team=team)
            events.append(Event(text, kind="move", data={"from": start, "to": where, "cost": cost, "food": food}))
        return new

    # -- what a search needs: the fast step, the re-dealt pile ---------------

    def fast_moves(self, state: State, seat: int) -> list[str]:
        state = upgrade(state)
        if state.get("over") or state.get("turn") != seat:
            return []
        return [label(*pos) for pos, _cost in self._options(state, seat)]

    def fast_apply(self, state: State, seat: int, move: str) -> State:
        state = upgrade(state)
        board = Board(state)
        target = parse_label(move)
        assert target is not None  # a move from fast_moves
        path = route(state, seat, target, board, limit=energy(state, seat))  # a legal flight costs no more
        new = self._flight(state, seat, target, len(path) - 1, path, board, None)
        self._maintain_landscape(new, None)  # no words: nothing reads them
        self._advance(new, seat + 1, None)
        return new

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """The tile pile re-shuffled and the generator reseeded: the pile's
        order is the game's only hidden future. Its contents are public
        (every tile not yet laid: the rows laid, removed ones included, were
        all seen), and every bird's energy is kept: it is fully determined
        by public facts (its starting energy, and each flight's cost and
        food, told to everyone, plus the new-players bonus), so a seat that
        watched the game knows it (README, "Hidden information and search")."""
        new = upgrade(self.copy_state(state))
        rng.shuffle(new["pile"])
        new["rng"] = rng.next64()
        return new

    # -- taking a flight back ---------------------------------------------------

    def reveals(self, before: State, after: State, seat: int) -> bool:
        """What follows a flight stays hidden in its preview: whether it
        lays a tile from the hidden pile or leaves another bird without
        energy depends on what the flyer cannot see, and so would the
        answer."""
        return True

    def preview(self, state: State, seat: int, move: str) -> Preview:
        """The flight alone (``fly``): the bird at its new space, its energy
        paid and its food eaten; the tiles laid and the birds passed over
        after it are not shown."""
        flown, events = self.fly(state, seat, move)
        told = [e.text for e in events if not e.private or e.seat == seat]
        return Preview(self.view(flown, seat), joined([*told, FLIGHT_ONLY]), hidden=True)

    def undoable(self, before: State, after: State, seat: int) -> Text | None:
        """May ``seat`` take back the flight that turned ``before`` into
        ``after`` (README, "Taking a flight back")? None when the flight
        showed nothing hidden and decided nothing for anyone else; otherwise
        the reason, ending the sentence "That cannot be taken back: ...":
        a landscape tile drawn from the (hidden) pile, another bird found
        blocked (a missed turn) or out of energy, the new-players bonus
        handed out, or the end of the game (every energy shown)."""
        before, after = upgrade(before), upgrade(after)
        names = after["players"]
        reasons: list[Text] = []
        if self.drew_at_random(before, after):
            reasons.append(say("tweeeet-undo-shuffled"))
        laid = [r["row"] for r in after["rows"] if r["row"] > before["rows"][-1]["row"] and r["tile"] != "nest"]
        if laid:
            reasons.append(say("tweeeet-undo-drawn", count=len(laid), rows=and_list([str(r) for r in laid])))
        n = len(after["birds"])
        for s in range(n):
            was, now = before["birds"][s], after["birds"][s]
            if s != seat and was["status"] == "flying" and now["status"] == "out" and now.get("reason") == "energy":
                reasons.append(say("tweeeet-undo-out", bird=bird_of(names[s], s)))
        if not after.get("over"):
            # every flying bird between the mover and the bird now to fly was
            # passed over: it missed its turn
            for step in range(1, n):
                s = (seat + step) % n
                if s == after["turn"]:
                    break
                if after["birds"][s]["status"] == "flying":
                    reasons.append(say("tweeeet-undo-missed", bird=bird_of(names[s], s)))
        if after.get("bonus_given") and not before.get("bonus_given"):
            reasons.append(say("tweeeet-undo-bonus"))
        if after.get("over"):
            reasons.append(say("tweeeet-undo-over"))
        if not reasons:
            return None
        return and_list(reasons)

    # -- views ------------------------------------------------------------------

    def distances(self, state: State) -> list[dict[str, Any]]:
        return distances(upgrade(state))

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        state = upgrade(state)
        over = bool(state.get("over"))
        birds = []
        for s, bird in enumerate(state["birds"]):
            entry = {
                "seat": s,
                "name": state["players"][s],
                "team": bird["team"],
                "pos": bird["pos"],
                "status": bird["status"],
            }
            if over or s == seat:
                entry["energy"] = bird["energy"]
            birds.append(entry)
        view = {
            "game": state["game"],
            "players": list(state["players"]),
            "options": dict(state["options"]),
            "seat": seat,
            "rows": [
                {k: (list(v) if isinstance(v, list) else v) for k, v in row.items()} for row in state["rows"]
            ],
            "birds": birds,
            "pile": len(state["pile"]),
            "nest_laid": nest_laid(state),
            "nests": dict(state["nests"]),
            "turn": state.get("turn"),
            "over": over,
            "ended_by": state.get("ended_by"),
            "last": json.loads(json.dumps(state.get("last"))),
            "distances": self.distances(state),
            "moves": state.get("moves", 0),
        }
        if seat is not None and not over:
            view["energy"] = energy(state, seat)
        if over:
            view["scores"] = {str(s): v for s, v in self.scores(state).items()}
            view["teams"] = self.team_results(state)
            view["standings"] = [
                {"seat": st.seat, "rank": st.rank, "score": st.score, "detail": cast(Text, st.detail).to_json()}
                for st in self.standings(state)
            ]
        return view

    def private(self, state: State, seat: int) -> dict[str, Any]:
        state = upgrade(state)
        return {"energy": state["birds"][seat]["energy"]}

    # -- scoring --------------------------------------------------------------------

    def bird_points(self, state: State, seat: int) -> int:
        return bird_points(state, seat)

    def team_results(self, state: State) -> dict[str, dict[str, Any]]:
        return team_results(state)

    def scores(self, state: State) -> dict[int, dict[str, float]]:
        state = upgrade(state)
        if not state.get("over"):
            # energy is hidden until the end: only public facts
            return {
                s: {"nested": int(b["status"] == "nested"), "out": int(b["status"] == "out"), "total": 0}
                for s, b in enumerate(state["birds"])
            }
        teams = self.team_results(state)
        out = {}
        for s, bird in enumerate(state["birds"]):
            nested = bird["status"] == "nested"
            out[s] = {
                "energy": bird["energy"] if nested else 0,
                "failed": 0 if nested else -1,
                "bird": self.bird_points(state, s),
                "team_average": teams[team_of(s)]["average"],
                "total": teams[team_of(s)]["average"],
            }
        return out

    def standings(self, state: State) -> list[Standing]:
        state = upgrade(state)
        n = len(state["birds"])
        if not state.get("over"):
            return [Standing(s, 1, 0, say("tweeeet-standing-hidden")) for s in range(n)]
        teams = self.team_results(state)
        r, b = teams["robin"]["average"], teams["bluethroat"]["average"]

        if r == b:
            verdict = say("tweeeet-verdict-tie", robins=team_sum("robin", teams["robin"]),
                          bluethroats=team_sum("bluethroat", teams["bluethroat"]))
            ranks = {"robin": 1, "bluethroat": 1}
        else:
            win = "robin" if r > b else "bluethroat"
            lose = TEAMS[1 - TEAMS.index(win)]
            verdict = say("tweeeet-verdict-win", team=win, average=teams[win]["average"],
                          against=teams[lose]["average"], winners=team_sum(win, teams[win]),
                          losers=team_sum(lose, teams[lose]))
            # competition ranking: the losers come after every winner
            ranks = {win: 1, lose: 1 + len(teams[win]["seats"])}
        seats = sorted(range(n), key=lambda s: (ranks[team_of(s)], -self.bird_points(state, s), s))

        def detail(i: int, s: int) -> Text:
            if i == 0:
                return verdict
            team = team_of(s)
            average = teams[team]["average"]
            if state["birds"][s]["status"] == "nested":
                return say("tweeeet-standing-bird", team=team, average=average, points=self.bird_points(state, s))
            return say("tweeeet-standing-failed", team=team, average=average)

        return [Standing(s, ranks[team_of(s)], teams[team_of(s)]["average"], detail(i, s)) for i, s in enumerate(seats)]

    # -- words and checks (words.py, validation.py) ---------------------------------

    def alt_text(self, state: State) -> Text:
        """The public picture in words, within ALT_TEXT_LIMIT: see words.py."""
        return words.alt_text(self, state)

    def summary(self, state: State, seat: int | None = None) -> Text:
        return words.summary(self, state, seat)

    def validate(self, state: State) -> None:
        """Raise InvalidState, with the sentence that says what is wrong,
        unless ``state`` is a position the game can reach: see validation.py."""
        check(state)

    def computer_player(self, seed: int = 0):
        return PlannerPlayer(seed)
