"""What players see across games in a server: ratings (kept up to date as
games finish, and rebuilt on demand; a game with a seat handed to a
computer is unrated), a player's stats and record, and a game's
leaderboard (the asker's unfinished games: :mod:`bot.service.mine`).
"""

from __future__ import annotations

import asyncio

from bot import ratings
from bot.service.context import Context
from bot.service.model import Reply, User, clean_name, game_for, handed_over
from rules.base import Text, joined, say


def amount(value: float | None) -> float | int | None:
    """A number as a sentence shows it: whole numbers without a fraction,
    others to one decimal (the reader's locale writes it)."""
    if value is None:
        return None
    return int(value) if float(value).is_integer() else round(float(value), 1)


def shown(value: float | None) -> float | int | str:
    """:func:`amount`, or "-" for no number."""
    found = amount(value)
    return "-" if found is None else found


class Community:
    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.rating_lock = asyncio.Lock()  # games are rated one at a time, in finishing order

    async def rate_pending(self) -> int:
        """Rate every finished game not rated yet, in the order they
        finished (also after a crash, and after ``rebuild_ratings``)."""
        store = self.ctx.store
        rated = 0
        async with self.rating_lock:
            for game_id in await store.unrated_games():
                results = await store.results_of_game(game_id)
                if not results:
                    continue
                first = results[0]
                if len(results) < 2:  # a solo game: a best-score table, no rating
                    await store.apply_ratings(game_id, first.guild, first.kind, [])
                    continue
                if handed_over(await store.seats(game_id)):  # unrated: nobody's rating moves
                    await store.apply_ratings(game_id, first.guild, first.kind, [])
                    continue
                known = await store.ratings_of(first.guild, first.kind, [r.user_id for r in results])
                players = [(r.user_id, r.rank, known[r.user_id][:2] if r.user_id in known else None)
                           for r in results]
                new = await self.ctx.run(ratings.rate, players)
                names = {r.user_id: r.name for r in results}
                await store.apply_ratings(game_id, first.guild, first.kind,
                                          [(n.user_id, names[n.user_id], n.mu, n.sigma, n.ordinal) for n in new])
                rated += 1
        return rated

    async def rebuild_ratings(self) -> int:
        """Forget every rating and rate every finished game again (a rating
        bug is fixed by fixing the code and rebuilding)."""
        await self.ctx.store.clear_ratings()
        return await self.rate_pending()

    async def stats(self, guild: str, user: User, name: str | None) -> Reply:
        rows = await self.ctx.store.player_stats(str(guild), user.id)
        who = clean_name(name or user.name)
        words = self.ctx.words(None, user)
        finished, abandoned, timed_out, resigned = await self.ctx.store.player_record(str(guild), user.id)
        # The record is told when it holds more than games played to the end.
        record = (words("tm-stats-record", finished=finished, abandoned=abandoned, timed_out=timed_out,
                        resigned=resigned) if abandoned or timed_out or resigned else "")
        if not rows:
            text = words("tm-stats-none", name=who)
            return Reply(f"{text}\n{record}" if record else text, names=[who])
        lines = [f"**{who}**"]
        data = []
        for kind, games, wins, average, best, solo, ordinal, rated in rows:
            game = game_for(kind).info.name
            parts: list[Text] = [say("tm-stats-games", games=games)]
            if games - (solo or 0):
                parts.append(say("tm-stats-wins", wins=wins or 0))
            parts.append(say("tm-stats-average", average=shown(average), best=shown(best)))
            if solo:
                parts.append(say("tm-stats-solo", solo=solo))
            if ordinal is not None:
                parts.append(say("tm-stats-rating", rating=round(float(ordinal), 1), rated=rated or 0))
            lines.append(words("tm-stats-line", game=game, parts=joined(parts, ", ")))
            data.append({"kind": kind, "games": games, "wins": wins or 0, "average": average, "best": best,
                         "solo": solo or 0, "rating": ordinal, "rated_games": rated or 0})
        if record:
            lines.append(record)
        return Reply("\n".join(lines), data=data, names=[who])

    async def leaderboard(self, guild: str, kind: str, limit: int, user: User | None = None) -> Reply:
        """The game's ratings in the server (public: in the asker's
        language when it is known)."""
        game = game_for(kind)
        store = self.ctx.store
        words = self.ctx.words(None, user)
        board = await store.leaderboard(str(guild), game.info.key, limit)
        lines = [words("tm-leaderboard", game=game.info.name)]
        names = []
        for place, (_user_id, name, ordinal, _mu, _sigma, games) in enumerate(board, start=1):
            lines.append(words("tm-leaderboard-line", place=place, name=name, rating=round(float(ordinal), 1),
                               games=games))
            names.append(name)
        if not board:
            lines.append(words("tm-leaderboard-empty"))
        if game.info.min_players == 1:
            best = await store.solo_best(str(guild), game.info.key, limit)
            if best:
                lines.append(words("tm-leaderboard-solo"))
                for place, (_user_id, name, score, detail, at) in enumerate(best, start=1):
                    line = "tm-leaderboard-solo-detail" if detail else "tm-leaderboard-solo-line"
                    lines.append(words(line, place=place, name=name, score=shown(score), detail=detail or "",
                                       date=at[:10]))
                    names.append(name)
        return Reply("\n".join(lines), names=names,
                     data=[{"user_id": u, "name": n, "rating": o, "games": g} for u, n, o, _, _, g in board])
