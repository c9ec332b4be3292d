"""The shield a shield event is about."""

from __future__ import annotations

from arbiter.dm.duel import Duel
from arbiter.dm.model import Card
from arbiter.kernel.events import Event


def shield_of(d: Duel, ev: Event) -> Card:
    return d.cards[ev.card]

