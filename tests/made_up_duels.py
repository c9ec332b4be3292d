"""Duels built in Python for the tests that set up their boards card by card: the made-up vanilla monster several
share, and a duel whose decks hold copies of one card."""

from __future__ import annotations

from arbiter.ocg.carddata import CardData
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Zone

VANILLA = CardData(0, "通常", "Vanilla", "monster", frozenset({"normal"}), "EARTH", "Warrior", 4, 1000, 1000)


def decked_duel(card: CardData = VANILLA, n: int = 5) -> Duel:
    """A duel (seed 1) whose two decks each hold `n` copies of `card` (player A's first), and nothing else yet."""
    d = Duel(1)
    for p in (0, 1):
        for _ in range(n):
            d.add_card(card, p, Zone.DECK)
    return d
