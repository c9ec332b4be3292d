"""The shield a shield event is about, and the shields a card's effect may choose."""

from __future__ import annotations

from arbiter.dm.duel import Duel
from arbiter.dm.model import Card
from arbiter.kernel.events import Event


def shield_of(d: Duel, ev: Event) -> Card:
    return d.cards[ev.card]


def standing_shields(d: Duel, p: int) -> list[int]:
    """`p`'s shields that count as shields now: those being broken wait for the break and are not counted (113.6a),
    so that an effect carried out during a break (a Blue Merkis's S-Trigger spell) cannot choose them."""
    return [s for s in d.players[p].shields if s not in d.breaking]
