"""The offline front end: ``referee play`` and the other commands a person
runs in a terminal instead of Discord. It talks to the service only
(``bot.service``), as the Discord front end does.

    session.py    one run of `referee play`: the game set up or resumed, then line after line
    commands.py   the console's commands ("NAME: COMMAND ARGS"): one table, with the help text
    wording.py    the service's Discord sentences in the console's words
    gateway.py    the console's service, opened over a database, and its few bookkeeping reads
    demo.py       `referee demo`: computer players play a whole game
    records.py    `referee games`, `games --mine`, `replay`, `ratings --rebuild`
    show.py       `referee show`: a hand-written JSON position checked, its moves and scores
    arguments.py  the command line's values the commands share (the game, --option, --players)
    pictures.py   where pictures are saved (--images)
    faults.py     the exit statuses, and a fault as the sentence the user reads
    errorlog.py   the error log file: unexpected errors and the libraries' own log records
"""
