"""The Discord front end: slash commands, buttons and select menus over the
session service. ``run_bot(settings)`` and ``sync_commands(settings)`` are
coroutines (``asyncio.run(run_bot(settings))``).

Where things are, and which way the imports go (never back):

* :mod:`.present` and :mod:`.components` turn replies into message
  arguments and persistent buttons; :mod:`.core` is the client's plumbing
  (:class:`~.core.BotBase`: answering in time, apologies, posting the
  outbox's announcements); :mod:`.faults` tells database faults as
  sentences and keeps the handlers in flight. None of them imports a
  module below.
* :mod:`.lobby`, :mod:`.play`, :mod:`.info` and :mod:`.manage` each declare
  their ``/game`` sub-commands next to the handlers that answer them, and
  the handlers of their buttons; :mod:`.variants` builds ``/game new <game>``
  from the games' options; :mod:`.background` is the reminder and outbox
  loops. Each is an object given the core, not a mixin of the client.
* :mod:`.commands` gathers the features' sub-commands into the one
  ``/game`` group; :mod:`.client` builds the client from all of the above;
  :mod:`.runner` starts, stops and syncs it.

Adding a command means a service method and one ``@app_commands.command``
method (with its handler) on the feature it belongs to.

Why ``app_commands.Group`` subclasses and not cogs: cogs need
``discord.ext.commands.Bot`` in place of the plain auto-sharded client, and
a :class:`~discord.ext.commands.GroupCog` makes one top-level group per cog,
while Discord must receive exactly one ``/game`` group whose payload
(names, descriptions, options, choices, order, permissions, contexts) is
pinned by ``tests/discord/game_payload.json``. A Group subclass declares
its sub-commands as methods bound to the instance, so each feature object
holds what its handlers need; :class:`.commands.GameCommands` adopts those
sub-commands into ``/game`` in the pinned order, and the payload is the
same as one hand-written group's.
"""

from .client import RefereeBot
from .runner import run_bot, start, sync_commands, sync_if_changed

__all__ = ["RefereeBot", "run_bot", "start", "sync_commands", "sync_if_changed"]
