"""The service's edge with its store (issue 30): a store fault comes out of
the service as a sentence (Unavailable, a Refused), whatever the store call;
the store's answers a use case acts on pass through as they are."""

from __future__ import annotations

import logging

import pytest

from bot.service import Refused, Service, Unavailable, User
from bot.service.boundary import StoreBoundary
from storage.base import (
    ChannelBusy,
    DuplicateSeat,
    MaybeSaved,
    NothingChanged,
    StorageError,
    UniqueViolation,
    VersionConflict,
)
from storage.store import Store

ALICE, BOB = User("1", "Alice"), User("2", "Bob")
SAID = "The database cannot be reached right now; nothing was changed. Try again in a minute."


class Fake:
    label = "a plain attribute"

    def __init__(self, error: BaseException):
        self.error = error

    async def read(self):
        raise self.error

    def sync(self):
        return "sync"


@pytest.mark.parametrize("answer", [VersionConflict("v"), ChannelBusy("c"), DuplicateSeat("d"),
                                    UniqueViolation("u")])
async def test_the_stores_answers_pass_through_unchanged(answer):
    with pytest.raises(type(answer)) as caught:
        await StoreBoundary(Fake(answer)).read()
    assert caught.value is answer


async def test_a_fault_becomes_unavailable_with_the_stores_sentence_and_a_log_line(caplog):
    fault = NothingChanged(SAID, reason="unreachable")
    fault.__cause__ = ConnectionRefusedError()
    with caplog.at_level(logging.WARNING, "referee.service"), pytest.raises(Unavailable) as caught:
        await StoreBoundary(Fake(fault)).read()
    assert str(caught.value) == SAID and str(caught.value.message) == SAID
    assert not caught.value.maybe_saved and isinstance(caught.value, Refused)
    assert caught.value.__cause__ is fault
    assert "read" in caplog.text and "ConnectionRefusedError" in caplog.text  # the class: in the log only


async def test_a_fault_during_a_commit_says_it_may_have_been_saved():
    fault = MaybeSaved("the change may not have been saved: look at the game's status", reason="timeout")
    with pytest.raises(Unavailable) as caught:
        await StoreBoundary(Fake(fault)).read()
    assert caught.value.maybe_saved and "may not have been saved" in str(caught.value)


async def test_any_storage_error_is_a_sentence_and_other_errors_are_left_alone():
    with pytest.raises(Unavailable, match="^The disk is full.$"):
        await StoreBoundary(Fake(StorageError("The disk is full."))).read()
    with pytest.raises(KeyError):
        await StoreBoundary(Fake(KeyError("x"))).read()


def test_plain_attributes_and_functions_pass_through():
    fake = Fake(KeyError())
    boundary = StoreBoundary(fake)
    assert boundary.label == "a plain attribute" and boundary.sync() == "sync"
    fake.label = "changed"
    assert boundary.label == "changed"  # looked up at each use


async def test_a_store_patched_after_the_service_was_built_is_the_one_behind_the_boundary(tmp_path, tiny_game):
    store = await Store.open(tmp_path / "b.db")
    service = Service(store)
    try:
        await service.new_game("g", "c", "tiny", ALICE, {"rounds": 2}, seed=5)
        assert service.store is store  # the facade shows the store itself

        async def down(*args, **kwargs):
            raise NothingChanged(SAID, reason="unreachable")

        store.open_game = down  # type: ignore[method-assign]
        with pytest.raises(Unavailable, match="cannot be reached"):
            await service.status("g", "c", ALICE)
        with pytest.raises(Unavailable, match="cannot be reached"):
            await service.join("g", "c", BOB)
    finally:
        await store.close()
