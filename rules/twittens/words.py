"""Twittens in words: the status summary and the alt text of the public
picture, as Texts (the catalogue's twittens-sum-* and twittens-alt-*)."""

from __future__ import annotations

import re

from rules.base import ALT_TEXT_LIMIT, Game, State, Text, joined, say

from .geometry import TILES, Twitten, card_label, card_title, describe_tile
from .state import SEASON_NAMES, STACK_NAMES

# How much longer than the English a sentence may be in another language
# (German and Russian run up to about a third longer): the alt text adds a
# sentence only while the English times this still fits the limit.
EXPANSION = 1.4

# The sentences ``state["last"]["text"]`` stores (English, part of the state
# format), read back into data so that the alt text can tell the last move
# in its reader's language.
LAST = (
    (re.compile(r"(?P<name>.*) placed t(?P<tile>\d+) at (?P<cell>-?\d+,-?\d+) turned (?P<rotation>\d+)\.", re.S),
     "twittens-placed"),
    (re.compile(r"(?P<name>.*) took t(?P<tile>\d+) from stack (?P<stack>[AB])\.", re.S), "twittens-took"),
    (re.compile(r"(?P<name>.*) drew from the deck\.", re.S), "twittens-last-drew"),
    (re.compile(r"(?P<name>.*) chose their Favourite Place\.", re.S), "twittens-last-favourite"),
)


def last_move(text: str) -> str | Text:
    """The last move stored as ``text``, as a Text when it is one of the
    sentences the game stores (else the stored text, clipped to 160
    characters)."""
    for pattern, msg in LAST:
        match = pattern.fullmatch(text)
        if match:
            args = match.groupdict()
            if "tile" in args:
                args["tile"] = f"t{args['tile']}"
            return say(msg, **args)
    return text if len(text) <= 160 else text[:157] + "..."


def within(head: list[str | Text], extra: list[Text], limit: int) -> Text:
    """``head`` followed by each of ``extra`` that still fits in ``limit``
    characters in any language (whole sentences only, never clipped),
    counting the English EXPANSION times."""
    size = len(" ".join(str(part) for part in head))
    parts = list(head)
    for line in extra:
        more = 1 + len(str(line))
        if (size + more) * EXPANSION <= limit:
            parts.append(line)
            size += more
    return joined(parts)


def _status(state: State, seat: dict) -> str:
    if state["phase"] == "play":
        return "home" if seat["home"] else "playing"
    return "ready" if seat["chosen_cards"] is not None else "choosing"


def summary(game: Game, state: State, seat: int | None = None) -> Text:
    names = state["players"]
    lines: list[str | Text] = []
    if state["phase"] == "over":
        lines.append(say("twittens-sum-over"))
        for s in game.standings(state):
            args = {"rank": s.rank, "name": names[s.seat], "score": int(s.score)}
            lines.append(say("twittens-sum-standing-detail", detail=s.detail, **args) if s.detail
                         else say("twittens-sum-standing", **args))
        return joined(lines, "\n")
    lines.append(say("twittens-sum-season", number=state["season"], season=SEASON_NAMES[state["season"]],
                     deck=len(state["deck"])))
    if state["phase"] == "prepare":
        lines.append(say("twittens-sum-waiting", names=", ".join(names[i] for i in game.to_act(state))))
    else:
        if state["stacks"] is not None:
            lines.append(say("twittens-sum-stacks", stacks=joined(
                [say("twittens-sum-stack", stack=STACK_NAMES[i].upper(), tile=f"t{st[-1]}",
                     tile_words=describe_tile(TILES[st[-1]])) for i, st in enumerate(state["stacks"]) if st], "; ")))
        elif state["discard"]:
            lines.append(say("twittens-sum-discard", size=len(state["discard"]), tile=f"t{state['discard'][-1]}"))
        turn = state["turn"]
        lines.append(say("twittens-sum-to-play", name=names[turn], prompt=game.to_act(state)[turn].prompt))
    for i, s in enumerate(state["seats"]):
        tw = Twitten(s["twitten"])
        parts: list[str | Text] = [say(
            "twittens-sum-seat", name=names[i], status=_status(state, s), tiles=len(tw), houses=tw.count("house"),
            limit=tw.house_limit(), trees=tw.count("tree"), group=tw.largest_group("tree"), lights=tw.lights,
            wildlife=tw.count("wildlife"))]
        spots = " ".join(f"{x},{y}" for x, y in tw.frontier())
        if spots and not s["home"]:
            parts.append(say("twittens-sum-open", spots=spots))
        parts.append(say("twittens-sum-before", score=sum(sh["total"] for sh in s["sheets"])))
        if s["completed"]:
            parts.append(say("twittens-sum-completed", titles=joined([card_title(c) for c in s["completed"]], ", ")))
        parts.append(".")
        lines.append(joined(parts, ""))
    if seat is not None:
        me = state["seats"][seat]
        for t in me["deal_tiles"]:
            lines.append(say("twittens-sum-dealt-tile", tile=f"t{t}", tile_words=describe_tile(TILES[t])))
        for c in me["deal_cards"]:
            lines.append(say("twittens-sum-dealt-card", card=f"b{c}", label=card_label(c)))
        for t in me["drawn"]:
            lines.append(say("twittens-sum-drew", tile=f"t{t}", tile_words=describe_tile(TILES[t])))
        if me["holding"] is not None:
            lines.append(say("twittens-sum-holding", tile=f"t{me['holding']}",
                             tile_words=describe_tile(TILES[me["holding"]])))
        for c in me["school"]:
            lines.append(say("twittens-sum-school", card=f"b{c}", label=card_label(c)))
        if me["favourite"] is not None:
            lines.append(say("twittens-sum-favourite", tile=f"t{me['favourite']}",
                             tile_words=describe_tile(TILES[me["favourite"]])))
        for c in me["cards"]:
            lines.append(say("twittens-sum-card", card=f"b{c}", done="done" if c in me["completed"] else "open",
                             label=card_label(c)))
    return joined(lines, "\n")


def alt_text(game: Game, state: State) -> Text:
    """The public picture in words, written for Discord's 1,024
    characters: whose turn it is (or the final ranking), every player's
    score, and the last move; then, while room is left, each player's
    Twitten in brief and the tiles on show. Names are cut to 32
    characters (Discord's own limit) so four always fit."""
    names = [n[:32] for n in state["players"]]
    totals = game.scores(state)
    last = (state["last"] or {}).get("text")
    head: list[str | Text] = []
    if state["phase"] == "over":
        ranking = game.standings(state)
        head.append(say("twittens-alt-over", name=names[ranking[0].seat]))
        head.append(say("twittens-alt-final", scores="; ".join(
            f"{s.rank}. {names[s.seat]} {int(s.score)}" for s in ranking)))
    else:
        head.append(say("twittens-alt-season", season=SEASON_NAMES[state["season"]], number=state["season"]))
        acting = game.to_act(state)
        if state["phase"] == "prepare":
            head.append(say("twittens-alt-waiting", names=", ".join(names[i] for i in acting)))
            if state["season"] > 1:
                head.append(say("twittens-alt-scored", season=SEASON_NAMES[state["season"] - 1], scores="; ".join(
                    f"{names[i]} {s['sheets'][-1]['total']}" for i, s in enumerate(state["seats"]))))
        else:
            turn = state["turn"]
            head.append(say("twittens-alt-to-play", name=names[turn], prompt=acting[turn].prompt))
        head.append(say("twittens-alt-scores", scores="; ".join(
            f"{names[i]} {int(totals[i]['total'])}" for i in range(len(names)))))
    if last:
        head.append(say("twittens-alt-last", move=last_move(last)))
    extra: list[Text] = []
    for i, s in enumerate(state["seats"]):
        placed = s["twitten"] or (s.get("previous") or {}).get("twitten") or []
        if not placed:
            continue
        tw = Twitten(placed)
        extra.append(say("twittens-alt-seat", name=names[i], tiles=len(tw), houses=tw.count("house"),
                         limit=tw.house_limit(), group=tw.largest_group("tree"), lights=tw.lights,
                         home="yes" if s["home"] and state["phase"] == "play" else "no", done=len(s["completed"])))
    if state["phase"] == "play":
        if state["stacks"] is not None:
            extra.append(say("twittens-alt-stacks", stacks=joined(
                [say("twittens-alt-stack", stack=STACK_NAMES[k].upper(), tile=f"t{st[-1]}",
                     tile_words=describe_tile(TILES[st[-1]])) for k, st in enumerate(state["stacks"]) if st], "; ")))
        extra.append(say("twittens-alt-deck", tiles=len(state["deck"])))
    return within(head, extra, ALT_TEXT_LIMIT)
