"""A game's settings that its players may change while it runs: ``idle_hours``
(after which an idle seat is handed to a computer), ``computer_minutes``
(the human-like moment each computer decision waits, see
:func:`bot.service.turns.pause_of`), ``clock`` (the
table's clock, a preset of :mod:`bot.service.clocks`),
``timeout_default`` (what happens when a vote on a clock that ran out gets
no answer, see :mod:`bot.service.ballots`) and ``language`` (the game's
language: what its public messages are written in, one of the catalogue's
locales), and who may change them.
"""

from __future__ import annotations

import math
from typing import Any

from babel import Locale

from bot.i18n import LOCALES, supported
from bot.service import ballots, clocks
from bot.service.context import Context
from bot.service.gate import Gate, commit
from bot.service.model import Forbidden, Refused, Reply, Table, User, may_run
from bot.service.turns import PAUSE_SETTING
from rules.base import Text, say

ALLOWED = frozenset({"idle_hours", PAUSE_SETTING, "clock", "timeout_default", "language"})
MOST_MINUTES = 1440  # a computer's pause is a moment: a day at most


def checked_language(value: Any) -> str:
    """A game language as stored (a catalogue locale), or Refused with the
    languages there are."""
    locale = supported(str(value or "").strip())
    if locale is None or str(value).strip().lower() != locale:
        raise Refused(say("tm-no-language", value=repr(value), languages=", ".join(LOCALES)))
    return locale


def checked_minutes(value: Any) -> float:
    """A computer's pause as stored (minutes, above 0 and at most
    ``MOST_MINUTES``), or Refused with what it may be."""
    try:
        minutes = float(value)
    except (TypeError, ValueError):
        minutes = math.nan  # not a number: refused below, as NaN itself is
    if not 0 < minutes <= MOST_MINUTES:
        raise Refused(say("tm-minutes-range", key=PAUSE_SETTING, value=repr(value), most=MOST_MINUTES))
    return minutes


def language_name(locale: str) -> str:
    """A language's own name for itself ("Deutsch", "русский"): data."""
    return str(Locale.parse(locale).get_display_name(locale))


class Settings:
    def __init__(self, ctx: Context, gate: Gate):
        self.ctx, self.gate = ctx, gate

    async def set_setting(self, guild: str, channel: str, user: User, key: str, value: Any) -> Reply:
        if key not in ALLOWED:
            raise Refused(say("tm-no-setting", key=repr(key), settings=", ".join(sorted(ALLOWED))))
        async with self.gate.changing(guild, channel):
            table = await self.gate.table(guild, channel)
            if not (user.can_manage or (table.row.creator == user.id and may_run(table, user))):
                raise Forbidden(say("tm-settings-forbidden"))
            settings = dict(table.row.settings)
            if key == "clock":
                return await self._set_clock(table, settings, value)
            if key == "language":
                settings[key] = checked_language(value)
                await self.ctx.store.update_settings(table.row.id, settings)
                table.row.settings = settings
                return Reply(self.ctx.words(table)("tm-language-now", language=settings[key],
                                                   name=language_name(settings[key])), game_id=table.row.id)
            words = self.ctx.words(table)
            if key == "timeout_default":
                try:
                    settings[key] = ballots.checked(value or ballots.DEFAULT)
                except ValueError as error:
                    raise Refused(error.args[0]) from None
                await self.ctx.store.update_settings(table.row.id, settings)
                return Reply(words("tm-timeout-default-now", choice=settings[key],
                                   meaning=ballots.WORDS[settings[key]]), game_id=table.row.id)
            if value in (None, "", 0, "0", "off"):
                settings.pop(key, None)
            elif key == PAUSE_SETTING:
                settings[key] = checked_minutes(value)
            else:
                try:
                    settings[key] = float(value)
                except ValueError:
                    raise Refused(say("tm-hours-number", key=key)) from None
                if settings[key] <= 0:
                    raise Refused(say("tm-hours-positive", key=key))
            await self.ctx.store.update_settings(table.row.id, settings)
        if key not in settings:
            return Reply(words("tm-setting-off", key=key), game_id=table.row.id)
        return Reply(words("tm-setting-now", key=key, value=settings[key]), game_id=table.row.id)

    async def settings_text(self, guild: str, channel: str, user: User | None = None) -> Reply:
        """The table's settings, who may change them, and the clocks (for
        the asker alone: in ``user``'s language when it is known)."""
        table = await self.gate.table(guild, channel)
        words = self.ctx.words(table, user)
        idle = table.row.settings.get("idle_hours")
        pause = table.row.settings.get(PAUSE_SETTING)
        lines: list[str | Text] = [
            say("tm-settings-clock", clock=clocks.named(clocks.preset_of(table.row.settings))),
            say("tm-settings-idle", hours=float(idle)) if idle else say("tm-settings-idle-off"),
            say("tm-settings-pause", minutes=float(pause)) if pause else say("tm-settings-pause-off"),
            say("tm-settings-timeout", choice=ballots.default_of(table.row.settings)),
            say("tm-settings-language", language=table.language, name=language_name(table.language)),
            say("tm-settings-who")]
        text = "\n".join([*(words.render(line) for line in lines), clocks.explained(words.locale)])
        return Reply(text, ephemeral=True, game_id=table.row.id, names=table.names)

    async def _set_clock(self, table: Table, settings: dict[str, Any], value: Any) -> Reply:
        """Change the table's clock: every seat starts again with the new
        preset's bank, from now (one transaction with the setting)."""
        try:
            name = clocks.checked(None if value is None else str(value))
        except ValueError as error:
            raise Refused(error.args[0]) from None
        if name == clocks.NONE:
            settings.pop("clock", None)
        else:
            settings["clock"] = name
        preset = clocks.preset_of(settings)
        clock = clocks.restart(table.row.clock, preset, table.seats, self.ctx.clock())
        await commit(self.ctx.store.update_settings(table.row.id, settings, clock=clock,
                                                    expected_version=table.row.version))
        what = clocks.named(preset) if preset else say("tm-clock-none-long")
        return Reply(self.ctx.words(table)("tm-clock-now", clock=what), game_id=table.row.id)
