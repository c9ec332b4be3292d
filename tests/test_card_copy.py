"""`Card.copy` names each attribute (a clone of a duel copies every card, and a loop over the slots costs more): a
slot added to `Card` and forgotten there would be missing from every clone."""

from __future__ import annotations

from arbiter.kernel.copying import slot_names
from arbiter.ocg.state import Card


def test_a_copy_carries_every_slot_and_its_own_counters() -> None:
    card = Card.__new__(Card)
    for n, name in enumerate(slot_names(Card)):
        setattr(card, name, {"kind": n} if name == "counters" else ("value", n))
    copy = card.copy()
    for name in slot_names(Card):
        assert getattr(copy, name) == getattr(card, name), name
    assert copy.counters is not card.counters  # a counter put on the copy stays off the original
