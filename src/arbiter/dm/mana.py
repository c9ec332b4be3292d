"""Paying a cost with mana: one card for each civilization the card has, then any cards up to the cost.

A multicoloured mana card counts for only one civilization (112.2a); no extra card may be tapped
(112.2c). The engine picks the cards itself (scenarios say "mana tapped automatically"): it keeps for last
the cards that give a civilization the other cards of the hand need and few cards left have, then multicoloured
cards, and pays the rest of a cost from the most plentiful civilization, so that what is left stays as useful as
possible (a player who could pay for a later card must not be refused it).
"""

from __future__ import annotations

import math
from collections import Counter

from arbiter.dm.duel import Duel
from arbiter.dm.model import Card, CardDef


def payment(d: Duel, p: int, c: Card) -> list[int] | None:
    """The untapped mana cards to tap for the card `c`, or None if its cost cannot be paid now."""
    found = _civilizations_paid(d, p, c.defn)
    if found is None:
        return None
    free, chosen, cost = found
    left = [i for i in free if i not in chosen]
    # how many of the cards left have each civilization, counted once (not again for each card it is asked of)
    having = Counter(civ for j in left for civ in set(d.cards[j].defn.civs))
    # the civilizations the other cards of the hand need
    needed = {civ for i in d.players[p].hand if i != c.idx for civ in d.cards[i].defn.civs}

    def plenty(i: int) -> int:  # how many cards left share this card's scarcest civilization
        return min(having[civ] for civ in d.cards[i].defn.civs or ("",))

    def spare(i: int) -> float:  # how many cards left share its scarcest civilization that the hand needs
        return min((having[civ] for civ in d.cards[i].defn.civs if civ in needed), default=math.inf)

    # the rest of the cost: cards giving no civilization the hand needs first, then from the most plentiful
    # civilization, keeping scarce ones for later cards
    rest = sorted(left, key=lambda i: (-spare(i), len(d.cards[i].defn.civs), -plenty(i), i))
    return chosen + rest[: cost - len(chosen)]


def _civilizations_paid(d: Duel, p: int, defn: CardDef) -> tuple[list[int], list[int], int] | None:
    """The untapped mana cards, the ones that pay `defn`'s civilizations and its cost, or None if it cannot be paid:
    enough cards and one for each civilization is all paying needs (the rest of the cost is any cards)."""
    free = _untapped(d, p)
    cost = _cost(defn)
    if len(free) < cost:
        return None
    # scarce civilizations first; for each, the card with the fewest civilizations
    need = sorted(defn.civs, key=lambda civ: sum(civ in d.cards[i].defn.civs for i in free))
    chosen = _assign(d, need, sorted(free, key=lambda i: (len(d.cards[i].defn.civs), i)), [])
    return None if chosen is None else (free, chosen, cost)


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
    """Whether `defn`'s cost can be paid now (asked for every card in the hand at each decision: it skips
    choosing the rest of the cost, which `payment` does, and the orders `_civilizations_paid` searches in, which
    decide only which cards pay: whether some card can be found for each civilization does not depend on them)."""
    free = _untapped(d, p)
    return len(free) >= _cost(defn) and _assign(d, list(defn.civs), free, []) is not None


def _untapped(d: Duel, p: int) -> list[int]:
    return [i for i in d.players[p].mana if not d.cards[i].tapped]


def _cost(defn: CardDef) -> int:
    """How many mana cards paying `defn` taps: its cost, and at least one for each of its civilizations."""
    return max(defn.cost, len(defn.civs))
