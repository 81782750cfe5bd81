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
from bot.service.words import number


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
        finished, abandoned, timed_out, resigned = await self.ctx.store.player_record(str(guild), user.id)
        # The record is told when it holds more than games played to the end.
        record = (f"Record in this server: {finished} finished, {abandoned} abandoned, {timed_out} timed out"
                  f" (seat handed to a computer), {resigned} resigned." if abandoned or timed_out or resigned
                  else "")
        if not rows:
            text = f"{who} has no finished games in this server yet."
            return Reply(f"{text}\n{record}" if record else text, names=[who])
        lines = [f"**{who}**"]
        data = []
        for kind, games, wins, average, best, solo, ordinal, rated in rows:
            game = game_for(kind).info.name
            parts = [f"{games} game(s)"]
            if games - (solo or 0):
                parts.append(f"{wins or 0} win(s)")
            parts.append(f"average {number(average)}, best {number(best)}")
            if solo:
                parts.append(f"{solo} solo")
            if ordinal is not None:
                parts.append(f"rating {ordinal:.1f} ({rated} rated)")
            lines.append(f"{game}: " + ", ".join(parts))
            data.append({"kind": kind, "games": games, "wins": wins or 0, "average": average, "best": best,
                         "solo": solo or 0, "rating": ordinal, "rated_games": rated or 0})
        if record:
            lines.append(record)
        return Reply("\n".join(lines), data=data, names=[who])

    async def leaderboard(self, guild: str, kind: str, limit: int) -> Reply:
        game = game_for(kind)
        store = self.ctx.store
        board = await store.leaderboard(str(guild), game.info.key, limit)
        lines = [f"**{game.info.name} leaderboard** (rating = mu - 3 sigma, openskill)"]
        names = []
        for place, (_user_id, name, ordinal, _mu, _sigma, games) in enumerate(board, start=1):
            lines.append(f"{place}. {name}: {ordinal:.1f} ({games} game(s))")
            names.append(name)
        if not board:
            lines.append("Nobody is rated yet: finish a game with two or more people.")
        if game.info.min_players == 1:
            best = await store.solo_best(str(guild), game.info.key, limit)
            if best:
                lines.append("**Best solo games**")
                for place, (_user_id, name, score, detail, at) in enumerate(best, start=1):
                    extra = f" ({detail})" if detail else ""
                    lines.append(f"{place}. {name}: {number(score)}{extra}, {at[:10]}")
                    names.append(name)
        return Reply("\n".join(lines), names=names,
                     data=[{"user_id": u, "name": n, "rating": o, "games": g} for u, n, o, _, _, g in board])
