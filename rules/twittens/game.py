"""Twittens (base game, 2 to 4 players, no Detours): the engine contract
(set-up, seasons, turns, Time for Tea, scoring sheets, standings, views,
undo). Beside it: geometry.py (tiles, placement, season scoring), state.py
(the state's shared shape), notation.py (reading moves), words.py
(sentences for players), validation.py (``validate``) and ai.py."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.base import (
    Decision,
    Event,
    Game,
    GameInfo,
    IllegalMove,
    Move,
    NotationError,
    Rng,
    Stage,
    Standing,
    State,
    Text,
    joined,
    say,
    seat_name,
)

from . import hidden, validation, words
from .ai import TwittensComputer
from .geometry import (
    CARDS,
    CATEGORIES,
    ROTATED,
    ROTATIONS,
    TILES,
    Twitten,
    card_label,
    card_title,
    describe_tile,
    requirement_text,
    twitten_of,
)
from .notation import (
    SYNTAX,
    read_favourite,
    read_keep_cards,
    read_place,
    read_school,
    read_tea,
    tile_id,
    words_of,
)
from .state import (
    DEAL_CARDS,
    DEAL_TILES,
    SCHOOL_DRAW,
    SEASON_NAMES,
    SEASONS,
    STACK_NAMES,
    TIE_BREAK,
    play_copy,
    seat_blank,
    tea_forced,
)

# What a step tells: the events, or None in the fast step (which gives no words).
Events = list[Event] | None


def _seen(view: Any) -> set[tuple[str, int]]:
    """The tiles ("t", id) and Bimble cards ("b", id) whose faces a view shows:
    tile faces carry their cells, cards their title."""
    found: set[tuple[str, int]] = set()
    todo = [view]
    while todo:
        item = todo.pop()
        if isinstance(item, dict):
            if "cells" in item and "id" in item:
                found.add(("t", item["id"]))
            elif "title" in item and "id" in item:
                found.add(("b", item["id"]))
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
    return found


class TwittensGame(Game):
    info = GameInfo(
        key="twittens",
        name="Twittens",
        min_players=2,
        max_players=4,
        summary=(
            "Build a Twitten of alleyway tiles over four seasons: houses, trees, streetlights, "
            "roads, stations, amenities and secret Bimble cards; go home for tea before the house limit."
        ),
        variants=(),
        simultaneous=True,
        guide="twittens-guide",  # bot/i18n/locales/*/guide-twittens.ftl
        guide_commands=(("move_place", "move place 1,0 90"),),
    )

    # ------------------------------------------------------------------
    # set-up and seasons
    # ------------------------------------------------------------------

    def setup(self, players: Sequence[str], options: dict[str, Any], seed: int) -> State:
        players = list(players)
        if not self.info.min_players <= len(players) <= self.info.max_players:
            raise ValueError("Twittens is for 2 to 4 players.")
        rng = Rng.from_seed(seed)
        decks = []
        for season in range(1, SEASONS + 1):
            decks.append(rng.shuffled(sorted(c for c, card in CARDS.items() if card["season"] == season)))
        state: State = {
            "game": "twittens",
            "players": players,
            "options": dict(options or {}),
            "rng": rng.state,
            "season": 1,
            "phase": "prepare",
            "start": 0,
            "turn": None,
            "step": None,
            "deck": [],
            "stacks": None,
            "discard": None,
            "bimble_decks": decks,
            "seats": [seat_blank() for _ in players],
            "last": None,
        }
        self._deal_season(state, rng, sorted(TILES))
        state["rng"] = rng.state
        return state

    def _deal_season(self, state: State, rng: Rng, tiles: list[int]) -> None:
        """Shuffle ``tiles`` into the deck, start the two stacks and deal
        every seat 3 tiles and 3 Bimble cards of the season."""
        deck = rng.shuffled(sorted(tiles))
        state["deck"] = deck
        state["stacks"] = [[deck.pop()], [deck.pop()]]
        state["discard"] = None
        bdeck = state["bimble_decks"][state["season"] - 1]
        for seat in state["seats"]:
            seat["deal_tiles"] = [deck.pop() for _ in range(DEAL_TILES)]
            seat["deal_cards"] = [bdeck.pop() for _ in range(DEAL_CARDS)]  # 12 of 25 at most
        state["phase"] = "prepare"
        state["turn"] = None
        state["step"] = None

    def _finish_preparation(self, state: State, rng: Rng, events: Events) -> None:
        bdeck = state["bimble_decks"][state["season"] - 1]
        for seat in state["seats"]:
            fav = seat["chosen_fav"]
            seat["favourite"] = fav
            state["deck"].extend(t for t in seat["deal_tiles"] if t != fav)
            keep = list(seat["chosen_cards"])
            seat["cards"] = keep
            bdeck.extend(c for c in seat["deal_cards"] if c not in keep)
            seat["deal_tiles"], seat["deal_cards"] = [], []
            seat["chosen_fav"], seat["chosen_cards"] = None, None
        rng.shuffle(state["deck"])
        rng.shuffle(bdeck)
        state["phase"] = "play"
        state["turn"] = state["start"]
        state["step"] = "source"
        if events is not None:
            events.append(Event(say("twittens-season-begins", season=SEASON_NAMES[state["season"]],
                                    name=seat_name(state, state["start"])), kind="season"))

    def _end_season(self, state: State, rng: Rng, events: Events) -> None:
        season = state["season"]
        sheets = []
        for seat in state["seats"]:
            sheet = self.season_sheet(seat)
            seat["sheets"].append(sheet)
            sheets.append(sheet)
        if events is not None:
            scores = ", ".join(f"{seat_name(state, i)} {sheet['total']}" for i, sheet in enumerate(sheets))
            events.append(Event(say("twittens-season-over", season=SEASON_NAMES[season], scores=scores),
                                kind="season-end", data={"season": season, "sheets": sheets}))
        # Bimble cards back to their season's deck (and so to the box).
        if season == SEASONS:
            state["phase"] = "over"
            state["turn"] = None
            state["step"] = None
            if events is not None:
                ranking = [say("twittens-over-standing-detail", rank=s.rank, name=seat_name(state, s.seat),
                               score=int(s.score), detail=s.detail) if s.detail else
                           say("twittens-over-standing", rank=s.rank, name=seat_name(state, s.seat), score=int(s.score))
                           for s in self.standings(state)]
                events.append(Event(joined([say("twittens-game-over"), joined(ranking, "; ")]), kind="game-over"))
            return  # the final Twittens and cards stay on the table for the last picture
        bdeck = state["bimble_decks"][season - 1]
        tiles: list[int] = list(state["deck"])
        for stack in state["stacks"] or []:
            tiles.extend(stack)
        tiles.extend(state["discard"] or [])
        for seat in state["seats"]:
            bdeck.extend(seat["cards"])
            bdeck.extend(seat["school"])
            tiles.extend(t for t, *_ in seat["twitten"])
            tiles.extend(seat["drawn"])
            if seat["favourite"] is not None:
                tiles.append(seat["favourite"])
            if seat["holding"] is not None:
                tiles.append(seat["holding"])
        # Start player: lowest season score; ties go to the tied seat closest
        # clockwise from the current start player (the start player itself first).
        n = len(state["seats"])
        low = min(s["total"] for s in sheets)
        start = state["start"]
        new_start = min((i for i in range(n) if sheets[i]["total"] == low), key=lambda i: (i - start) % n)
        state["start"] = new_start
        state["season"] = season + 1
        for seat in state["seats"]:
            keep_sheets = seat["sheets"]
            # the scored Twitten and Bimble results stay visible (public) until
            # the new season's first tile, for the end-of-season picture
            seat["previous"] = {
                "twitten": [list(p) for p in seat["twitten"]],
                "cards": [[c, c in seat["completed"]] for c in seat["cards"]],
            }
            previous = seat["previous"]
            seat.clear()
            seat.update(seat_blank())
            seat["sheets"] = keep_sheets
            seat["previous"] = previous
        state["last"] = None
        self._deal_season(state, rng, tiles)
        if events is not None:
            events.append(Event(say("twittens-season-prepared", season=SEASON_NAMES[season + 1],
                                    name=seat_name(state, new_start)), kind="season"))

    @staticmethod
    def season_sheet(seat: dict, faces: dict | None = None) -> dict[str, int]:
        """A seat's score sheet for the season so far (``faces`` overrides the
        tile faces, for tests with hand-built tiles)."""
        tw = Twitten(seat["twitten"], faces)
        sheet = tw.score()
        won = sum(CARDS[c]["points"] for c in seat["cards"] if c in seat["completed"])
        lost = sum(CARDS[c]["points"] for c in seat["cards"] if c not in seat["completed"])
        sheet["bimble"] = won - lost
        sheet["total"] = sum(sheet[k] for k in CATEGORIES)
        sheet["bimble_won"] = won
        sheet["bimble_lost"] = lost
        sheet["tiles"] = len(tw)
        sheet["house_count"] = tw.count("house")
        sheet["lights"] = tw.lights
        return sheet

    # ------------------------------------------------------------------
    # whose turn
    # ------------------------------------------------------------------

    def _kinds(self, state: State) -> dict[int, str]:
        """The decision each acting seat owes, without its prompt."""
        phase = state["phase"]
        if phase == "over":
            return {}
        if phase == "prepare":
            return {i: "favourite" if seat["chosen_fav"] is None else "keep-cards"
                    for i, seat in enumerate(state["seats"])
                    if seat["chosen_fav"] is None or seat["chosen_cards"] is None}
        return {state["turn"]: state["step"]}

    def to_act(self, state: State) -> dict[int, Decision]:
        phase = state["phase"]
        if phase == "over":
            return {}
        if phase == "prepare":
            out = {}
            season = SEASON_NAMES[state["season"]]
            for i, seat in enumerate(state["seats"]):
                if seat["chosen_fav"] is None:
                    out[i] = Decision("favourite", say("twittens-ask-favourite", season=season))
                elif seat["chosen_cards"] is None:
                    out[i] = Decision("keep-cards", say("twittens-ask-keep-cards"))
            return out
        seat = state["turn"]
        step = state["step"]
        if step == "source":
            prompt = say("twittens-ask-source", choices=" / ".join(self._source_words(state, seat, public=True)))
        elif step in ("keep", "lost"):
            prompt = say(f"twittens-ask-{step}-{'stacks' if state['stacks'] is not None else 'discard'}")
        else:
            prompt = say(f"twittens-ask-{step}")
        return {seat: Decision(step, prompt)}

    def _single_draw(self, state: State) -> bool:
        """3 or 4 players with only one left in play: draw only 1 tile."""
        n = len(state["seats"])
        return n >= 3 and sum(1 for s in state["seats"] if not s["home"]) == 1

    def draw_count(self, state: State) -> int:
        """How many tiles a draw from the deck takes now: 1 for the last
        player in play of 3 or 4, or from a deck of 1; else 2."""
        return 1 if self._single_draw(state) or len(state["deck"]) == 1 else 2

    def decision_kind(self, state: State, seat: int) -> str | None:
        """The kind of decision ``seat`` owes now (None: none), without the
        prompt ``to_act`` writes."""
        return self._kinds(state).get(seat)

    @staticmethod
    def _fits(state: State, seat: int, tid: int) -> bool:
        return bool(twitten_of(state["seats"][seat]["twitten"]).legal_placements(tid))

    def _may_choose(self, state: State, seat: int, tid: int) -> bool:
        """Placing rule (iv): a face-up tile that fits nowhere may not be chosen
        while the deck can still be drawn from. (The deck is never empty at the
        start of a turn; games stored before Time for Tea (iii) was enforced on
        every path can be, and their player may still play a Favourite Place.)"""
        return not state["deck"] or self._fits(state, seat, tid)

    def _source_words(self, state: State, seat: int, public: bool = False) -> list[str]:
        """The sources open now. A face-up tile (a stack's top, the Favourite
        Place) that fits nowhere is not one: placing rule (iv) makes only a
        player whose drawn tiles fit nowhere lost (README, "Unplaceable
        tiles"). ``public``: the prompt everyone reads, which may not tell
        whether the secret Favourite Place fits."""
        words = []
        if state["stacks"] is not None:
            words += [f"take {STACK_NAMES[i]}" for i, st in enumerate(state["stacks"])
                      if st and self._may_choose(state, seat, st[-1])]
        if state["deck"]:
            words.append("draw")
        fav = state["seats"][seat]["favourite"]
        if fav is not None and (public or self._may_choose(state, seat, fav)):
            words.append("favourite")
        return words

    # ------------------------------------------------------------------
    # legal moves
    # ------------------------------------------------------------------

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        return self._moves(state, seat, labelled=True)

    def _moves(self, state: State, seat: int, labelled: bool) -> list[Move]:
        """The legal moves, labelled when ``labelled`` (the fast step's list
        has no words)."""
        kind = self._kinds(state).get(seat)
        if kind is None:
            return []
        me = state["seats"][seat]
        if kind == "favourite":
            return [Move(f"fav t{t}", say("twittens-label-favourite", tile=f"t{t}", tile_words=describe_tile(TILES[t]))
                         if labelled else "") for t in me["deal_tiles"]]
        if kind == "keep-cards":
            cards = me["deal_cards"]  # always 3 (validate)
            moves = [Move("keep " + " ".join(f"b{c}" for c in cards),
                          say("twittens-label-keep-all", titles=joined([card_title(c) for c in cards], ", "))
                          if labelled else "")]
            for i in range(len(cards)):
                for j in range(i + 1, len(cards)):
                    pair = [cards[i], cards[j]]
                    moves.append(Move("keep " + " ".join(f"b{c}" for c in pair),
                                      say("twittens-label-keep-two", first=card_title(pair[0]),
                                          second=card_title(pair[1])) if labelled else ""))
            return moves
        if kind == "source":
            moves = []
            for word in self._source_words(state, seat):
                if word == "draw":
                    label = say(f"twittens-label-draw-{self.draw_count(state)}") if labelled else ""
                elif word == "favourite":
                    label = say("twittens-label-play-favourite", tile=f"t{me['favourite']}") if labelled else ""
                else:
                    name = word[-1]
                    top = state["stacks"][STACK_NAMES.index(name)][-1]
                    label = say("twittens-label-take", stack=name.upper(), tile=f"t{top}",
                                tile_words=describe_tile(TILES[top])) if labelled else ""
                moves.append(Move(word, label))
            return moves
        if kind == "keep":
            tw = twitten_of(me["twitten"])
            moves = []
            fitting = [t for t in me["drawn"] if tw.legal_placements(t)]
            for t in me["drawn"]:
                if fitting and t not in fitting:
                    continue  # placing rule (iv): keep the tile that fits
                fits = "somewhere" if fitting else "nowhere"
                if state["stacks"] is not None:
                    other = [u for u in me["drawn"] if u != t][0]
                    for s in STACK_NAMES:
                        moves.append(Move(f"keep t{t} on {s}", say(
                            "twittens-label-keep-on-stack", tile=f"t{t}", fits=fits, other=f"t{other}",
                            stack=s.upper()) if labelled else ""))
                else:
                    moves.append(Move(f"keep t{t}", say("twittens-label-keep-discard", tile=f"t{t}", fits=fits)
                                      if labelled else ""))
            return moves
        if kind == "place":
            tid = me["holding"]
            tw = twitten_of(me["twitten"])
            return [Move(f"place {x},{y} {r}", say("twittens-label-place", tile=f"t{tid}", cell=f"{x},{y}",
                                                   rotation=str(r)) if labelled else "")
                    for x, y, r in tw.legal_placements(tid)]
        if kind == "lost":
            tile = f"t{me['holding']}"
            if state["stacks"] is not None:
                return [Move(f"return {s}", say("twittens-label-return-stack", tile=tile, stack=s.upper())
                             if labelled else "") for s in STACK_NAMES]
            return [Move("return", say("twittens-label-return-discard", tile=tile) if labelled else "")]
        if kind == "school":
            moves = [Move(f"bimble b{c}", say("twittens-label-school-keep", card=card_label(c)) if labelled else "")
                     for c in me["school"]]
            moves.append(Move("bimble none", say("twittens-label-school-none") if labelled else ""))
            return moves
        return [Move("home", say("twittens-label-home") if labelled else ""),
                Move("stay", say("twittens-label-stay") if labelled else "")]

    # ------------------------------------------------------------------
    # apply
    # ------------------------------------------------------------------

    def apply(self, state: State, seat: int, move: str) -> tuple[State, list[Event]]:
        decision = self.check_turn(state, seat)
        words = words_of(move)
        if not words:
            raise NotationError(say("twittens-read-empty", syntax=SYNTAX[decision.kind]))
        events: list[Event] = []
        return self._step(state, seat, decision.kind, words, events), events

    def _step(self, state: State, seat: int, kind: str, words: list[str], events: Events,
              checked: bool = True) -> State:
        """A copy of ``state`` after ``seat``'s decision of ``kind`` typed as
        ``words``, told in ``events``: the one core of ``apply`` and the
        fast step (``checked`` False: the move is trusted, and the checks
        that cost a search of placements are skipped; ``events`` None:
        nothing is told)."""
        new = self.copy_state(state) if events is not None else play_copy(state)
        rng = Rng(new["rng"])
        handler = getattr(self, "_do_" + kind.replace("-", "_"))
        handler(new, seat, words, rng, events, checked)
        new["rng"] = rng.state
        return new

    # -- what a search needs: the fast step and the re-dealt hidden facts ------

    def fast_moves(self, state: State, seat: int) -> list[str]:
        return [move.notation for move in self._moves(state, seat, labelled=False)]

    def fast_apply(self, state: State, seat: int, move: str) -> State:
        return self._step(state, seat, self._kinds(state)[seat], words_of(move), None, checked=False)

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """What ``seat`` cannot see dealt again at random (hidden.py, and
        README, "Hidden information and search")."""
        return hidden.determinize(state, seat, rng)

    # -- preparation ---------------------------------------------------------

    def _do_favourite(self, state, seat, words, rng, events, checked=True):
        tid = read_favourite(words)
        me = state["seats"][seat]
        if tid not in me["deal_tiles"]:
            raise IllegalMove(say("twittens-refuse-favourite", tiles=", ".join(f"t{t}" for t in me["deal_tiles"])))
        me["chosen_fav"] = tid
        if events is not None:
            events.append(Event(say("twittens-chose-favourite", name=seat_name(state, seat)), kind="prepare"))
            events.append(Event(say("twittens-your-favourite", tile=f"t{tid}"), seat=seat, private=True))
        self._maybe_finish_preparation(state, rng, events)

    def _do_keep_cards(self, state, seat, words, rng, events, checked=True):
        ids = read_keep_cards(words)
        me = state["seats"][seat]
        dealt = me["deal_cards"]
        if any(c not in dealt for c in ids) or len(set(ids)) != len(ids):
            raise IllegalMove(say("twittens-refuse-keep-cards", cards=", ".join(f"b{c}" for c in dealt)))
        if len(ids) < 2:
            raise IllegalMove(say("twittens-refuse-keep-two", cards=", ".join(f"b{c}" for c in dealt)))
        me["chosen_cards"] = [c for c in dealt if c in ids]
        if events is not None:
            events.append(Event(say("twittens-kept-cards", name=seat_name(state, seat), count=len(ids)),
                                kind="prepare"))
        self._maybe_finish_preparation(state, rng, events)

    def _maybe_finish_preparation(self, state, rng, events):
        if all(s["chosen_fav"] is not None and s["chosen_cards"] is not None for s in state["seats"]):
            self._finish_preparation(state, rng, events)

    # -- the turn --------------------------------------------------------------

    def _do_source(self, state, seat, words, rng, events, checked=True):
        me = state["seats"][seat]
        name = seat_name(state, seat)
        word = words[0]
        if word == "take":
            if len(words) != 2 or words[1] not in STACK_NAMES:
                raise NotationError(say("twittens-read-take"))
            if state["stacks"] is None:
                raise IllegalMove(say("twittens-refuse-take-discard"))
            i = STACK_NAMES.index(words[1])
            stack = state["stacks"][i]
            letter = words[1].upper()
            if not stack:
                raise IllegalMove(say("twittens-refuse-stack-empty", stack=letter))
            if checked and not self._may_choose(state, seat, stack[-1]):
                raise IllegalMove(say("twittens-refuse-stack-fits-nowhere", tile=f"t{stack[-1]}", stack=letter,
                                      choices=" / ".join(self._source_words(state, seat))))
            tid = stack.pop()
            refill = None
            if not stack and state["deck"]:
                stack.append(state["deck"].pop())
                refill = stack[-1]
            self._hold(state, seat, tid)
            state["last"] = {"seat": seat, "text": f"{name} took t{tid} from stack {letter}."}
            if events is not None:
                took = say("twittens-took", name=name, tile=f"t{tid}", stack=letter)
                events.append(Event(took if refill is None else joined(
                    [took, say("twittens-refilled", tile=f"t{refill}")]), kind="take"))
            return
        if word == "draw":
            if len(words) != 1:
                raise NotationError(say("twittens-read-draw"))
            if not state["deck"]:
                raise IllegalMove(say("twittens-refuse-deck-empty"))
            n = self.draw_count(state)
            drawn = [state["deck"].pop() for _ in range(n)]
            if n == 1:
                self._hold(state, seat, drawn[0])
                if events is not None:
                    last = "-last" if self._single_draw(state) else ""
                    events.append(Event(say(f"twittens-drew-one{last}", name=name), kind="draw"))
                    events.append(Event(say("twittens-you-drew-one", tile=f"t{drawn[0]}"), seat=seat, private=True))
            else:
                me["drawn"] = drawn
                state["step"] = "keep"
                if events is not None:
                    events.append(Event(say("twittens-drew-two", name=name), kind="draw"))
                    events.append(Event(say("twittens-you-drew-two", first=f"t{drawn[0]}", second=f"t{drawn[1]}"),
                                        seat=seat, private=True))
            state["last"] = {"seat": seat, "text": f"{name} {hidden.DREW}"}
            return
        if word in ("favourite", "fav", "favorite"):
            if len(words) != 1:
                raise NotationError(say("twittens-read-play-favourite"))
            if me["favourite"] is None:
                raise IllegalMove(say("twittens-refuse-favourite-used"))
            tid = me["favourite"]
            if checked and not self._may_choose(state, seat, tid):
                raise IllegalMove(say("twittens-refuse-favourite-fits-nowhere", tile=f"t{tid}",
                                      choices=" / ".join(self._source_words(state, seat))))
            me["favourite"] = None
            self._hold(state, seat, tid)
            state["last"] = {"seat": seat, "text": f"{name} chose their Favourite Place."}
            if events is not None:
                events.append(Event(say("twittens-played-favourite", name=name, tile=f"t{tid}"), kind="favourite"))
            return
        raise NotationError(say("twittens-read-source", syntax=SYNTAX["source"]))

    def _do_keep(self, state, seat, words, rng, events, checked=True):
        me = state["seats"][seat]
        stacks = state["stacks"]
        tid = tile_id(words[1]) if words[0] == "keep" and len(words) in (2, 4) else None
        if tid is None:
            raise NotationError(say("twittens-read-keep", syntax=SYNTAX["keep"]))
        if tid not in me["drawn"]:
            raise IllegalMove(say("twittens-refuse-keep-undrawn", first=f"t{me['drawn'][0]}",
                                  second=f"t{me['drawn'][-1]}"))
        other = [t for t in me["drawn"] if t != tid][0]
        if checked and not self._fits(state, seat, tid) and self._fits(state, seat, other):
            raise IllegalMove(say("twittens-refuse-keep-fits-nowhere", tile=f"t{tid}", other=f"t{other}"))
        name = seat_name(state, seat)
        if stacks is not None:
            if len(words) != 4 or words[2] != "on" or words[3] not in STACK_NAMES:
                raise NotationError(say("twittens-read-keep-which-stack"))
            stacks[STACK_NAMES.index(words[3])].append(other)
            told = ("twittens-kept-tile-stack", {"stack": words[3].upper()})
        else:
            if len(words) != 2:
                raise IllegalMove(say("twittens-refuse-keep-on-discard"))
            state["discard"].append(other)
            told = ("twittens-kept-tile-discard", {})
        me["drawn"] = []
        self._hold(state, seat, tid)
        if events is not None:
            events.append(Event(say(told[0], name=name, other=f"t{other}", **told[1]), kind="keep"))

    def _do_place(self, state, seat, words, rng, events, checked=True):
        x, y, rot = read_place(words)
        me = state["seats"][seat]
        tid = me["holding"]
        error = twitten_of(me["twitten"]).placement_error(tid, x, y, rot) if checked else None
        if error:
            raise IllegalMove(error)
        me["twitten"].append([tid, x, y, rot])
        me["holding"] = None
        tw = twitten_of(me["twitten"])  # the one before and this tile
        name = seat_name(state, seat)
        state["last"] = {"seat": seat, "x": x, "y": y, "tile": tid,
                         "text": f"{name} placed t{tid} at {x},{y} turned {rot}."}
        if events is not None:
            events.append(Event(say("twittens-placed", name=name, tile=f"t{tid}", cell=f"{x},{y}", rotation=str(rot)),
                                kind="place", data={"tile": tid, "x": x, "y": y, "rot": rot}))
        self._reveal(state, seat, tw, events)
        schools = sum(1 for tok in ROTATED[(tid, 0)][1] if "school" in tok)
        if schools:
            bdeck = state["bimble_decks"][state["season"] - 1]
            drawn = [bdeck.pop() for _ in range(min(SCHOOL_DRAW * schools, len(bdeck)))]
            if drawn:
                me["school"] = drawn
                state["step"] = "school"
                if events is not None:
                    events.append(Event(say("twittens-school-draws", name=name, count=len(drawn)), kind="school"))
                    events.append(Event(say("twittens-your-school-drew", cards=joined(
                        [say("twittens-card-with-id", card=f"b{c}", label=card_label(c)) for c in drawn], "; ")),
                        seat=seat, private=True))
                return
        self._tea(state, seat, rng, events)

    def _do_lost(self, state, seat, words, rng, events, checked=True):
        me = state["seats"][seat]
        if words[0] != "return":
            raise NotationError(say("twittens-read-lost", syntax=SYNTAX["lost"]))
        tid = me["holding"]
        if state["stacks"] is not None:
            if len(words) != 2 or words[1] not in STACK_NAMES:
                raise NotationError(say("twittens-read-return-which-stack"))
            state["stacks"][STACK_NAMES.index(words[1])].append(tid)
            told = ("twittens-returned-stack", {"stack": words[1].upper()})
        else:
            if len(words) != 1:
                raise IllegalMove(say("twittens-refuse-return-on-discard"))
            state["discard"].append(tid)
            told = ("twittens-returned-discard", {})
        me["holding"] = None
        me["lost"] = True
        if events is not None:
            events.append(Event(say(told[0], name=seat_name(state, seat), tile=f"t{tid}", **told[1]), kind="lost"))
        self._tea(state, seat, rng, events)

    def _do_school(self, state, seat, words, rng, events, checked=True):
        me = state["seats"][seat]
        keep = read_school(words)
        bdeck = state["bimble_decks"][state["season"] - 1]
        if keep is not None and keep not in me["school"]:
            raise IllegalMove(say("twittens-refuse-school", cards=", ".join(f"b{c}" for c in me["school"])))
        rest = [c for c in me["school"] if c != keep]
        for c in rest:  # back to the bottom of the deck
            bdeck.insert(0, c)
        me["school"] = []
        if keep is not None:
            me["cards"].append(keep)
        if events is not None:
            events.append(Event(say("twittens-school-kept" if keep is not None else "twittens-school-kept-none",
                                    name=seat_name(state, seat)), kind="school"))
        self._reveal(state, seat, twitten_of(me["twitten"]), events)
        self._tea(state, seat, rng, events)

    def _do_tea(self, state, seat, words, rng, events, checked=True):
        if read_tea(words) == "home":
            self._go_home(state, seat, "chose", events)
        elif events is not None:
            events.append(Event(say("twittens-stays", name=seat_name(state, seat)), kind="stay"))
        self._next_turn(state, seat, rng, events)

    # -- helpers ------------------------------------------------------------------

    def _hold(self, state, seat, tid):
        """The seat now holds ``tid`` to place; if it fits nowhere the seat is
        lost (placing rule iv) and must put it back."""
        me = state["seats"][seat]
        me["holding"] = tid
        state["step"] = "place" if twitten_of(me["twitten"]).legal_placements(tid) else "lost"

    def _reveal(self, state, seat, tw: Twitten, events):
        me = state["seats"][seat]
        for c in me["cards"]:
            if c not in me["completed"] and tw.completes(CARDS[c]):
                me["completed"].append(c)
                if events is not None:
                    card = CARDS[c]
                    events.append(Event(say(
                        "twittens-completed", name=seat_name(state, seat), title=card_title(c),
                        requirement=requirement_text(card), points=card["points"]), kind="bimble", data={"card": c}))

    def tea_forced(self, state: State, seat: int) -> str | None:
        """Why the seat must go home now (rulebook Time for Tea order), or
        'stay' when it may not, or None when it chooses."""
        return tea_forced(state, seat)

    def _tea(self, state, seat, rng, events):
        forced = self.tea_forced(state, seat)
        if forced is None:
            state["step"] = "tea"
            return
        if forced not in ("dark", "stay"):
            self._go_home(state, seat, forced, events)
        if not state["deck"]:
            # Time for Tea (iii) sends everyone home, whatever else sent the mover home
            if events is not None:
                events.append(Event(say("twittens-too-dark"), kind="home"))
            for i, s in enumerate(state["seats"]):
                if not s["home"]:
                    self._go_home(state, i, "dark", events)
        self._next_turn(state, seat, rng, events)

    def _go_home(self, state, seat, reason, events):
        me = state["seats"][seat]
        me["home"] = True
        me["home_reason"] = reason
        if reason != "dark" and events is not None:
            events.append(Event(say("twittens-goes-home", name=seat_name(state, seat), reason=reason), kind="home"))
        if state["stacks"] is not None:
            state["discard"] = state["stacks"][0] + state["stacks"][1]
            state["stacks"] = None
            if any(not s["home"] for s in state["seats"]) and events is not None:
                events.append(Event(say("twittens-stacks-merged"), kind="discard"))

    def _next_turn(self, state, seat, rng, events):
        n = len(state["seats"])
        state["seats"][seat]["lost"] = False
        for k in range(1, n + 1):
            nxt = (seat + k) % n
            if not state["seats"][nxt]["home"]:  # the deck is not empty: Time for Tea (iii)
                state["turn"] = nxt
                state["step"] = "source"
                return
        self._end_season(state, rng, events)

    # ------------------------------------------------------------------
    # views, scores
    # ------------------------------------------------------------------

    @staticmethod
    def _face(tid: int, rot: int = 0) -> dict:
        edges, cells = ROTATED[(tid, rot)]
        face = TILES[tid]
        return {"id": tid, "shape": face["shape"], "edges": list(edges), "cells": list(cells),
                "lights": face.get("lights", 0)}

    @staticmethod
    def _card(cid: int, done: bool | None = None) -> dict:
        card = CARDS[cid]
        out = {"id": cid, "title": card["title"], "points": card["points"], "kind": card["kind"],
               "text": str(requirement_text(card))}  # English: the view is JSON
        if done is not None:
            out["completed"] = done
        return out

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        acting = self.to_act(state)
        seats = []
        live = {}
        if state["phase"] == "play":
            for i, s in enumerate(state["seats"]):
                live[i] = self.season_sheet(s)
        for i, s in enumerate(state["seats"]):
            tw = Twitten(s["twitten"])
            scored = None
            if state["phase"] == "over":
                scored = tw.scoring_cells()
            elif state["phase"] == "prepare" and s.get("previous"):
                scored = Twitten(s["previous"]["twitten"]).scoring_cells()
            seats.append({
                "name": state["players"][i],
                # empty spaces next to an open path end (the first tile goes at 0,0)
                "open": ([list(p) for p in tw.frontier()] if s["twitten"] else [[0, 0]])
                if state["phase"] == "play" and not s["home"] else [],
                # the cells ([row, col], row 3y+r, col 3x+c) that earned each
                # category's points, for the Twitten scored last (end of a
                # season, end of the game)
                "scored": {k: [list(rc) for rc in v] for k, v in scored.items()} if scored else None,
                "twitten": [dict(self._face(t, r), x=x, y=y, rot=r) for t, x, y, r in s["twitten"]],
                "previous": {
                    "twitten": [dict(self._face(t, r), x=x, y=y, rot=r) for t, x, y, r in s["previous"]["twitten"]],
                    "cards": [self._card(c, done) for c, done in s["previous"]["cards"]],
                } if state["phase"] == "prepare" and s.get("previous") else None,
                "tiles": len(s["twitten"]),
                "houses": tw.count("house"),
                "house_limit": tw.house_limit(),
                "streetlights": tw.lights,
                "home": s["home"],
                "home_reason": s["home_reason"],
                "has_favourite": s["favourite"] is not None or (
                    state["phase"] == "prepare" and s["chosen_fav"] is not None),
                "cards_in_hand": len(s["cards"]),
                "completed": [self._card(c, True) for c in s["completed"]],
                "ready": state["phase"] == "prepare" and s["chosen_fav"] is not None and s["chosen_cards"] is not None,
                "sheets": [dict(sh) for sh in s["sheets"]],
                # this season so far, from public information only: the board
                # and the completed (face-up) Bimble cards; open cards are secret
                "live": self._live(live[i]) if i in live else None,
                "final_cards": [self._card(c, c in s["completed"]) for c in s["cards"]]
                if state["phase"] == "over" else [],
            })
        stacks = None
        if state["stacks"] is not None:
            stacks = [{"name": STACK_NAMES[i].upper(), "size": len(st),
                       "top": self._face(st[-1]) if st else None} for i, st in enumerate(state["stacks"])]
        discard = None
        if state["discard"] is not None:
            d = state["discard"]
            discard = {"size": len(d), "top": self._face(d[-1]) if d else None}
        out = {
            "game": "twittens",
            "players": list(state["players"]),
            "season": state["season"],
            "season_name": SEASON_NAMES[state["season"]],
            "phase": state["phase"],
            "start": state["start"],
            "turn": state["turn"],
            "step": state["step"],
            "to_act": {str(k): {"kind": d.kind, "prompt": str(d.prompt), "typed": self.typed(state, k, d.kind)}
                       for k, d in acting.items()},
            "deck_size": len(state["deck"]),
            "stacks": stacks,
            "discard": discard,
            "bimble_deck_size": len(state["bimble_decks"][state["season"] - 1]),
            "seats": seats,
            "last": dict(state["last"]) if state["last"] else None,
            "over": state["phase"] == "over",
            "totals": {str(k): v["total"] for k, v in self.scores(state).items()},
            "standings": [
                {"seat": s.seat, "rank": s.rank, "score": s.score, "detail": str(s.detail)}
                for s in self.standings(state)
            ] if state["phase"] == "over" else None,
            "viewer": seat,
        }
        if seat is not None:
            out["me"] = self.private(state, seat)
        return out

    def typed(self, state: State, seat: int, kind: str) -> list[str]:
        """The forms of the moves ``seat`` may type for its decision, as the
        public may know them (placeholders in angle brackets)."""
        stacks = state["stacks"] is not None
        return {
            "favourite": ["fav <tile>"],
            "keep-cards": ["keep <card> <card>", "keep <card> <card> <card>"],
            "source": self._source_words(state, seat, public=True) if kind == "source" else [],
            "keep": ["keep <tile> on a", "keep <tile> on b"] if stacks else ["keep <tile>"],
            "place": ["place <x>,<y> <rotation>"],
            "lost": ["return a", "return b"] if stacks else ["return"],
            "school": ["bimble <card>", "bimble none"],
            "tea": ["home", "stay"],
        }[kind]

    @staticmethod
    def _live(sheet: dict) -> dict:
        out = {k: sheet[k] for k in CATEGORIES if k != "bimble"}
        out["completed_bimble"] = sheet["bimble_won"]
        out["total"] = sum(out.values())
        return out

    def private(self, state: State, seat: int) -> dict[str, Any]:
        s = state["seats"][seat]
        tw = Twitten(s["twitten"])
        return {
            "seat": seat,
            "favourite": self._face(s["favourite"]) if s["favourite"] is not None else None,
            "cards": [dict(self._card(c, c in s["completed"]), progress=round(tw.progress(CARDS[c]), 2))
                      for c in s["cards"]],
            "drawn": [self._face(t) for t in s["drawn"]],
            "holding": self._face(s["holding"]) if s["holding"] is not None else None,
            "school": [self._card(c) for c in s["school"]],
            "deal_tiles": [self._face(t) for t in s["deal_tiles"]],
            "deal_cards": [self._card(c) for c in s["deal_cards"]],
            "chosen_fav": s["chosen_fav"],
            "chosen_cards": list(s["chosen_cards"]) if s["chosen_cards"] is not None else None,
            # every legal placement [x, y, rotation] of the tile in hand, and of each drawn tile
            "placements": [list(p) for p in tw.legal_placements(s["holding"])] if s["holding"] is not None else [],
            # the tile in hand at each rotation, "0" to "270", as it would lie
            "turns": {str(r): self._face(s["holding"], r) for r in ROTATIONS} if s["holding"] is not None else {},
            "drawn_placements": {str(t): [list(p) for p in tw.legal_placements(t)] for t in s["drawn"]},
        }

    def is_over(self, state: State) -> bool:
        return state["phase"] == "over"

    def stage(self, state: State) -> Stage:
        """The season (rulebook: "Twittens is played over 4 seasons,
        starting with spring")."""
        return Stage("season", state["season"], SEASONS)

    def playout_horizon(self, start: State, state: State) -> bool:
        """Each season is built and scored on its own (rulebook, "Preparing
        the Next Season": every Twitten and Bimble card goes back and the
        deck is shuffled): once the season of ``start`` is scored, nothing
        decided in it changes what comes after, so a search's play-out
        stops there and is judged by the totals. (Only who starts the next
        season, the lowest scorer, is left unseen.)"""
        return state["season"] > start["season"] or self.is_over(state)

    def scores(self, state: State) -> dict[int, dict[str, float]]:
        """Sum of the finished seasons' score sheets, by category."""
        out: dict[int, dict[str, float]] = {}
        for i, s in enumerate(state["seats"]):
            row: dict[str, float] = {k: 0 for k in CATEGORIES}
            for sheet in s["sheets"]:
                for k in CATEGORIES:
                    row[k] += sheet[k]
            row["total"] = sum(row[k] for k in CATEGORIES)
            out[i] = row
        return out

    def standings(self, state: State) -> list[Standing]:
        scores = self.scores(state)
        key = {i: (row["total"],) + tuple(row[k] for k in TIE_BREAK) for i, row in scores.items()}
        order = sorted(scores, key=lambda i: key[i], reverse=True)
        out: list[Standing] = []
        for pos, i in enumerate(order):
            rank = pos + 1
            if pos and key[order[pos - 1]] == key[i]:
                rank = out[-1].rank
            detail: str | Text = ""
            # the deciding tie-break against the neighbouring seat tied on total
            for k2 in (pos + 1, pos - 1):
                if 0 <= k2 < len(order) and scores[order[k2]]["total"] == scores[i]["total"]:
                    j = order[k2]
                    if key[j] == key[i]:
                        detail = say("twittens-tie-unbroken")
                    else:
                        k = next(k for k in TIE_BREAK if scores[j][k] != scores[i][k])
                        detail = say("twittens-tie-decided", total=int(scores[i]["total"]), category=k,
                                     score=scores[i][k], other=scores[j][k])
                    break
            out.append(Standing(seat=i, rank=rank, score=scores[i]["total"], detail=detail))
        return out

    # ------------------------------------------------------------------
    # words and checks (words.py, validation.py)
    # ------------------------------------------------------------------

    def summary(self, state: State, seat: int | None = None) -> Text:
        return words.summary(self, state, seat)

    def alt_text(self, state: State) -> Text:
        return words.alt_text(self, state)

    def validate(self, state: State) -> None:
        validation.check(self, state)

    # ------------------------------------------------------------------
    # taking a decision back
    # ------------------------------------------------------------------

    def undoable(self, before: State, after: State, seat: int) -> Text | None:
        """A decision may be taken back when its player learned nothing from
        it: the random generator did not move (no shuffle, no deal), and no
        tile or Bimble card became visible to anyone that the player could
        not already see (a tile drawn from the deck, the tile uncovered on a
        stack or refilling it, school draws, the other cards at the end of
        the game). What the player showed of their own (the tile they place,
        the other drawn tile put face up, a completed Bimble card, their
        Favourite Place) gives them nothing and may be taken back. The
        reason ends the sentence "That cannot be taken back: ..." (README,
        "Taking a decision back")."""
        if self.is_over(after) and not self.is_over(before):
            return say("twittens-undo-game-ended")
        if self.drew_at_random(before, after):
            if before["phase"] == "prepare":
                return say("twittens-undo-season-began", season=SEASON_NAMES[after["season"]])
            return say("twittens-undo-season-dealt", season=SEASON_NAMES[before["season"]],
                       next=SEASON_NAMES[after["season"]])
        known = _seen(self.view(before, seat))
        new: set[tuple[str, int]] = set()
        for viewer in range(len(after["players"])):
            new |= _seen(self.view(after, viewer)) - _seen(self.view(before, viewer)) - known
        if not new:
            return None
        me = after["seats"][seat]
        drawn = [t for t in me["drawn"] + [me["holding"]] if ("t", t) in new]
        if drawn:
            return say("twittens-undo-drawn", count=len(drawn))
        if any(("b", c) in new for c in me["school"]):
            return say("twittens-undo-school")
        for name, stack in zip(STACK_NAMES, after["stacks"] or [], strict=False):
            if stack and ("t", stack[-1]) in new:
                if stack[-1] in before["deck"]:
                    return say("twittens-undo-refilled", stack=name.upper(), tile=f"t{stack[-1]}")
                return say("twittens-undo-uncovered", stack=name.upper(), tile=f"t{stack[-1]}")
        return say("twittens-undo-revealed")

    def computer_player(self, seed: int = 0):
        return TwittensComputer(seed)
