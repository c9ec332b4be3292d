"""Whether a card can be used in a duel: one notion of "implemented", for deck checks and `arbiter cards`.

A card is implemented when its effects are declared (ocg/cards) or when it has none to declare (a
normal monster). When the registry records each card's status, this is the one place to read it.
"""

from __future__ import annotations

from arbiter.ocg.carddata import CardData
from arbiter.ocg.registry import load_all


def implemented(card: CardData) -> bool:
    return card.passcode in load_all() or card.is_normal_monster
