"""Where the console saves pictures (``--images DIR``): the folder checked
before anything is played, each picture written, and the numbering that a
resumed game carries on."""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path

from bot.console.faults import EXIT_ENVIRONMENT, Fault, reason
from rules.base import say

PICTURE_NAME = re.compile(r"^(\d+)-.+\.png$")


def images_folder(name: str | None) -> Path | None:
    """The folder pictures are saved in, created if missing and checked
    writable before anything is played."""
    if not name:
        return None
    folder = Path(name)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, probe = tempfile.mkstemp(dir=folder, prefix=".referee-probe-")
        os.close(handle)
        os.unlink(probe)
    except FileExistsError:
        raise Fault(say("con-images-is-a-file", folder=str(folder)), EXIT_ENVIRONMENT) from None
    except OSError as error:
        raise Fault(say("con-images-unwritable", folder=str(folder), reason=reason(error)),
                    EXIT_ENVIRONMENT) from None
    return folder


def write_picture(path: Path, png: bytes) -> None:
    try:
        path.write_bytes(png)
    except OSError as error:
        raise Fault(say("con-picture-unwritable", path=str(path), reason=reason(error)),
                    EXIT_ENVIRONMENT) from None


def last_picture_number(folder: Path | None) -> int:
    """The highest number among the pictures already in ``folder`` (0 if
    none): a resumed game's pictures number on from there instead of
    overwriting the first run's."""
    if folder is None:
        return 0
    try:
        found = [int(m.group(1)) for p in folder.iterdir() if (m := PICTURE_NAME.match(p.name))]
    except OSError as error:
        raise Fault(say("con-images-unreadable", folder=str(folder), reason=reason(error)),
                    EXIT_ENVIRONMENT) from None
    return max(found, default=0)
