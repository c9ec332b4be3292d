"""Paying a cost with mana: one card for each civilization the card has, then any cards up to the cost.

A multicoloured mana card counts for only one civilization (112.2a); no extra card may be tapped
(112.2c). The engine picks the cards itself (scenarios say "mana tapped automatically"): it keeps
multicoloured cards for last, so that what is left stays as useful as possible.
"""

from __future__ import annotations

from arbiter.dm.duel import Duel
from arbiter.dm.model import CardDef


def payment(d: Duel, p: int, defn: CardDef) -> list[int] | None:
    """The untapped mana cards to tap for `defn`, or None if its cost cannot be paid now."""
    free = [i for i in d.players[p].mana if not d.cards[i].tapped]
    cost = max(defn.cost, len(defn.civs))
    if len(free) < cost:
        return None
    # scarce civilizations first; for each, the card with the fewest civilizations
    need = sorted(defn.civs, key=lambda civ: sum(civ in d.cards[i].defn.civs for i in free))
    chosen = _assign(d, need, sorted(free, key=lambda i: (len(d.cards[i].defn.civs), i)), [])
    if chosen is None:
        return None
    rest = [i for i in sorted(free, key=lambda i: (len(d.cards[i].defn.civs), i)) if i not in chosen]
    return chosen + rest[: cost - len(chosen)]


def _assign(d: Duel, need: list[str], free: list[int], chosen: list[int]) -> list[int] | None:
    if not need:
        return chosen
    civ = need[0]
    for i in free:
        if i not in chosen and civ in d.cards[i].defn.civs:
            found = _assign(d, need[1:], free, [*chosen, i])
            if found is not None:
                return found
    return None


def can_pay(d: Duel, p: int, defn: CardDef) -> bool:
    return payment(d, p, defn) is not None
