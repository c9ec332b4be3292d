"""Whether a card can be used in a duel: one notion, for deck checks and `arbiter cards --implemented`.

A card is playable when its whole text is played: its status is `complete` (a normal monster has no effect to
play). A partial or undeclared card is refused by the deck checks unless the player allows it.
"""

from __future__ import annotations

from arbiter.ocg.carddata import CardData
from arbiter.ocg.registry import card_status


def implemented(card: CardData) -> bool:
    return card_status(card.passcode).complete
