"""Child process for the kill-and-reopen test: plays Tiny Race games through
the store as fast as it can, committing each move with its state, until it is
killed. Usage: python writer.py DB ROOT (DB: a SQLite path or a PostgreSQL URL)"""

import asyncio
import sys

sys.path.insert(0, sys.argv[2])

from rules.base import Rng, dumps  # noqa: E402
from storage import connect  # noqa: E402
from tests.support.tinygame import TinyRace  # noqa: E402

GAME = TinyRace()


async def main(path: str) -> None:
    store = await connect(path)
    n = 0
    rng = Rng.from_seed(99)
    print("ready", flush=True)
    while True:
        n += 1
        options = GAME.info.options({"rounds": 10})
        row = await store.create_game("g", f"c{n}", "tiny", options, n, "u")
        await store.add_seat(row.id, "a", "a")
        await store.add_seat(row.id, "b", "b")
        state = GAME.setup(["a", "b"], options, n)
        version = await store.start_game(row.id, (await store.game(row.id)).version, dumps(state),
                                         ["a", "b"], {})
        while not GAME.is_over(state):
            seat = min(GAME.to_act(state))
            move = rng.choice(GAME.legal_moves(state, seat)).notation
            state, _ = GAME.apply(state, seat, move)
            status = "finished" if GAME.is_over(state) else "active"
            version = await store.commit_move(row.id, version, seat, move, dumps(state), status)


asyncio.run(main(sys.argv[1]))
