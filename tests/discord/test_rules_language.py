"""`/game rules` in the reader's language (issue 31): Discord sends each
interaction's `locale`; a reader whose language the catalogues have reads
the guide in it, anyone else in English."""

from __future__ import annotations

import pytest

from tests.discord.play import open_game


async def rules_for(harness, locale: str, game: str = "bits") -> list[str]:
    s = harness.standin
    reader = s.add_person(f"Reader {locale}")
    reader.locale = locale
    exchange = await s.slash(reader, "game rules", game=game)
    assert not exchange.public_replies()  # the guide is for its reader only
    return [m.content or "" for m in exchange.replies() if m.ephemeral]


async def test_a_german_reader_reads_the_guide_in_german_in_messages_discord_takes(harness):
    said = await rules_for(harness, "de")
    text = "\n".join(said)
    assert "**So wird gespielt.**" in text and "**BITS**: 1 bis 4 Spieler." in text
    assert "bis dahin nimmt `/spiel zurücknehmen` deinen zurück" in text  # the command as Discord shows it in German
    assert "How to play" not in text and "Clocks (" not in text
    assert all(0 < len(page) <= 2000 for page in said)


@pytest.mark.parametrize("locale", ["en-US", "fr"])
async def test_an_english_or_unsupported_reader_reads_it_in_english(harness, locale):
    text = "\n".join(await rules_for(harness, locale))
    assert "**How to play.**" in text and "until then `/game undo` takes yours back" in text
    assert "So wird gespielt" not in text


async def test_a_russian_reader_reads_the_guide_of_the_channels_game_in_russian(harness):
    s = harness.standin
    await open_game(s, "tiny", [s.alice, s.bob], rounds=2)  # a game the catalogues do not know: English words
    s.bob.locale = "ru-RU"
    exchange = await s.slash(s.bob, "game rules")
    text = exchange.ephemeral_text()
    assert "Tiny Race" in text and "от 2 до 4 игроков" in text and "Часы (" in text
