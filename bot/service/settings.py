"""A game's settings that its players may change while it runs: ``idle_hours``
(after which an idle seat is handed to a computer), ``clock`` (the
table's clock, a preset of :mod:`bot.service.clocks`) and
``timeout_default`` (what happens when a vote on a clock that ran out gets
no answer, see :mod:`bot.service.ballots`), and who may change them.
"""

from __future__ import annotations

from typing import Any

from bot.service import ballots, clocks
from bot.service.context import Context
from bot.service.gate import Gate, commit
from bot.service.model import Forbidden, Refused, Reply, User, may_run

ALLOWED = frozenset({"idle_hours", "clock", "timeout_default"})


class Settings:
    def __init__(self, ctx: Context, gate: Gate):
        self.ctx, self.gate = ctx, gate

    async def set_setting(self, guild: str, channel: str, user: User, key: str, value: Any) -> Reply:
        if key not in ALLOWED:
            raise Refused(f"There is no setting {key!r}. Settings: {', '.join(sorted(ALLOWED))}.")
        async with self.gate.changing(guild, channel):
            table = await self.gate.table(guild, channel)
            if not (user.can_manage or (table.row.creator == user.id and may_run(table, user))):
                raise Forbidden("Only the game's creator (while seated) or someone who can manage this channel"
                                " can change settings.")
            settings = dict(table.row.settings)
            if key == "clock":
                return await self._set_clock(table, settings, value)
            if key == "timeout_default":
                try:
                    settings[key] = ballots.checked(value or ballots.DEFAULT)
                except ValueError as error:
                    raise Refused(str(error)) from None
                await self.ctx.store.update_settings(table.row.id, settings)
                return Reply(f"Setting timeout_default is now {settings[key]}: with no answer to a vote on a"
                             f" clock that ran out, {ballots.WORDS[settings[key]]}.", game_id=table.row.id)
            if value in (None, "", 0, "0", "off"):
                settings.pop(key, None)
            else:
                try:
                    settings[key] = float(value)
                except ValueError:
                    raise Refused(f"{key} is a number of hours, or 0 for off.") from None
                if settings[key] <= 0:
                    raise Refused(f"{key} is a positive number of hours, or 0 for off.")
            await self.ctx.store.update_settings(table.row.id, settings)
        return Reply(f"Setting {key} is now {settings.get(key, 'off')}.", game_id=table.row.id)

    async def settings_text(self, guild: str, channel: str) -> Reply:
        """The table's settings, who may change them, and the clocks."""
        table = await self.gate.table(guild, channel)
        preset = clocks.preset_of(table.row.settings)
        clock = f"{preset.name} ({preset.summary})" if preset else "none"
        idle = table.row.settings.get("idle_hours")
        lines = [f"Clock: {clock}.",
                 f"idle_hours: {idle:g} (a silent player's seat goes to a computer after that long)."
                 if idle else "idle_hours: off.",
                 f"timeout_default: {ballots.default_of(table.row.settings)} (when a player's time runs out, the"
                 " other players vote: wait longer, skip this turn or hand the seat to a computer; with no"
                 " answer within a day, or a tie, this applies; with nobody else to vote, at once).",
                 "The game's creator (while seated) or someone who can manage this channel can change them.",
                 clocks.explained()]
        return Reply("\n".join(lines), ephemeral=True, game_id=table.row.id, names=table.names)

    async def _set_clock(self, table: Any, settings: dict[str, Any], value: Any) -> Reply:
        """Change the table's clock: every seat starts again with the new
        preset's bank, from now (one transaction with the setting)."""
        try:
            name = clocks.checked(None if value is None else str(value))
        except ValueError as error:
            raise Refused(str(error)) from None
        if name == clocks.NONE:
            settings.pop("clock", None)
        else:
            settings["clock"] = name
        preset = clocks.preset_of(settings)
        clock = clocks.restart(table.row.clock, preset, table.seats, self.ctx.clock())
        await commit(self.ctx.store.update_settings(table.row.id, settings, clock=clock,
                                                    expected_version=table.row.version))
        what = f"{preset.name} ({preset.summary})" if preset else "none (no clock)"
        return Reply(f"The clock of this table is now {what}. Every player's time starts again now.",
                     game_id=table.row.id)
