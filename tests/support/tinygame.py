"""A minimal game for testing the contract, storage, service and front ends
without any real game: "Tiny Race".

Each player is dealt a secret hand of 3 cards (1-5) from a shuffled deck. On
their turn a player plays a card from hand (``play N``) and draws a
replacement; the played value is added to their score. After ``rounds``
rounds the highest score wins; ties broken by the highest single card played,
then shared. With ``simultaneous`` every player plays each round at once and
the played cards stay hidden until all have played.
"""

from __future__ import annotations

from rules.base import (
    Decision,
    Event,
    Game,
    GameInfo,
    IllegalMove,
    InvalidState,
    Move,
    NotationError,
    Rng,
    Standing,
    Variant,
)


class TinyRace(Game):
    info = GameInfo(
        key="tiny",
        name="Tiny Race",
        min_players=2,
        max_players=4,
        summary="Play a card a turn; highest total wins.",
        variants=(
            Variant("rounds", "How many rounds.", kind="int", default=3, minimum=1, maximum=10),
            Variant("simultaneous", "Everybody plays at once each round.", default=False),
            Variant("undo", "No draws or shuffles, so a move can be taken back.", default=False),
        ),
    )

    def setup(self, players, options, seed):
        rng = Rng.from_seed(seed)
        deck = rng.shuffled([v for v in range(1, 6) for _ in range(6)])
        hands = [sorted(deck.pop() for _ in range(3)) for _ in players]
        return {
            "game": "tiny",
            "players": list(players),
            "options": dict(options),
            "rng": rng.state,
            "deck": deck,
            "hands": hands,
            "scores": [0] * len(players),
            "best": [0] * len(players),
            "round": 1,
            "turn": 0,
            "pending": {},
            "last": None,
        }

    def is_over(self, state):
        return state["round"] > state["options"]["rounds"]

    def to_act(self, state):
        if self.is_over(state):
            return {}
        decision = Decision("play", "play a card from your hand")
        if state["options"]["simultaneous"]:
            return {s: decision for s in range(len(state["players"])) if str(s) not in state["pending"]}
        return {state["turn"]: decision}

    def legal_moves(self, state, seat):
        if seat not in self.to_act(state):
            return []
        return [Move(f"play {v}", f"play the {v}") for v in sorted(set(state["hands"][seat]))]

    def apply(self, state, seat, move):
        self.check_turn(state, seat)
        words = move.strip().lower().split()
        if len(words) != 2 or words[0] != "play" or not words[1].isdigit():
            raise NotationError("Write a move as `play N`, N being a card in your hand.")
        value = int(words[1])
        if value not in state["hands"][seat]:
            raise IllegalMove(
                f"You have no {value} in hand. You hold: {', '.join(map(str, state['hands'][seat]))}."
            )
        state = self.copy_state(state)
        rng = Rng(state["rng"])
        hand = state["hands"][seat]
        hand.remove(value)
        calm = state["options"].get("undo", False)
        if state["deck"] and not calm:
            hand.append(state["deck"].pop())
            hand.sort()
        events = []
        name = state["players"][seat]
        n = len(state["players"])
        if state["options"]["simultaneous"]:
            state["pending"][str(seat)] = value
            events.append(Event(f"You played {value}.", seat=seat, private=True))
            events.append(Event(f"{name} has played a card."))
            if len(state["pending"]) == n:
                for s, v in sorted(state["pending"].items()):
                    state["scores"][int(s)] += v
                    state["best"][int(s)] = max(state["best"][int(s)], v)
                shown = ", ".join(f"{state['players'][int(s)]} {v}" for s, v in sorted(state["pending"].items()))
                events.append(Event(f"Cards revealed: {shown}."))
                state["pending"] = {}
                state["round"] += 1
        else:
            state["scores"][seat] += value
            state["best"][seat] = max(state["best"][seat], value)
            events.append(Event(f"{name} played {value}."))
            state["turn"] = (seat + 1) % n
            if state["turn"] == 0:
                state["round"] += 1
        # exercise the rng: a shuffle of the deck every move (not with `undo`)
        if not calm:
            rng.shuffle(state["deck"])
            state["rng"] = rng.state
        state["last"] = {"seat": seat}
        return state, events

    def undoable(self, before, after, seat):
        if len(after["deck"]) != len(before["deck"]):
            return "you drew a card"
        if self.drew_at_random(before, after):
            return "the deck was shuffled"
        if before["options"]["simultaneous"] and after["round"] != before["round"]:
            return "the cards were revealed"
        return None

    def view(self, state, seat):
        view = {k: v for k, v in state.items() if k not in ("deck", "hands", "rng", "pending")}
        view["deck_size"] = len(state["deck"])
        view["played"] = sorted(int(s) for s in state["pending"])
        if seat is not None:
            view["hand"] = list(state["hands"][seat])
            if str(seat) in state["pending"]:
                view["my_pending"] = state["pending"][str(seat)]
        view["viewer"] = seat
        return view

    def private(self, state, seat):
        return {"hand": state["hands"][seat]}

    def scores(self, state):
        return {s: {"cards": v, "total": v} for s, v in enumerate(state["scores"])}

    def standings(self, state):
        order = sorted(range(len(state["players"])),
                       key=lambda s: (-state["scores"][s], -state["best"][s]))
        result = []
        for position, s in enumerate(order, start=1):
            key = (state["scores"][s], state["best"][s])
            rank = position
            if result:
                prev = result[-1]
                if (state["scores"][prev.seat], state["best"][prev.seat]) == key:
                    rank = prev.rank
            result.append(Standing(s, rank, state["scores"][s], f"best card {state['best'][s]}"))
        return result

    def summary(self, state, seat=None):
        scores = ", ".join(f"{n} {s}" for n, s in zip(state["players"], state["scores"], strict=True))
        text = f"Round {min(state['round'], state['options']['rounds'])}. Scores: {scores}."
        if seat is not None:
            text += f" Your hand: {', '.join(map(str, state['hands'][seat]))}."
        return text

    def validate(self, state):
        super().validate(state)
        if len(state["hands"]) != len(state["players"]):
            raise InvalidState("There must be one hand per player.")


GAME = TinyRace()
