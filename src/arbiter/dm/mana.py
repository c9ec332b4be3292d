"""Paying a cost with mana: one card for each civilization the card has, then any cards up to the cost.

A multicoloured mana card counts for only one civilization (112.2a); no extra card may be tapped
(112.2c). The engine picks the cards itself (scenarios say "mana tapped automatically"), for the civilizations
and for the rest of the cost alike: it keeps for last the cards that give a civilization the other cards of the hand
need and few cards have, then multicoloured cards, and pays from the most plentiful civilization, so that what is
left stays as useful as possible (a player who could pay for a later card must not be refused it).
"""

from __future__ import annotations

import math
from collections import Counter

from arbiter.dm.duel import Duel
from arbiter.dm.model import Card, CardDef


def payment(d: Duel, p: int, c: Card) -> list[int] | None:
    """The untapped mana cards to tap for the card `c`, or None if its cost cannot be paid now."""
    free = _untapped(d, p)
    defn = c.defn
    cost = _cost(defn)
    if len(free) < cost:
        return None
    # the civilizations the other cards of the hand need
    needed = {civ for i in d.players[p].hand if i != c.idx for civ in d.cards[i].defn.civs}
    # scarce civilizations first; for each, the card least worth keeping (`_tap_first`)
    need = sorted(defn.civs, key=lambda civ: sum(civ in d.cards[i].defn.civs for i in free))
    chosen = _assign(d, need, _tap_first(d, free, needed), [])
    if chosen is None:
        return None
    # the rest of the cost, from the cards left
    rest = _tap_first(d, [i for i in free if i not in chosen], needed)
    return chosen + rest[: cost - len(chosen)]


def _tap_first(d: Duel, cards: list[int], needed: set[str]) -> list[int]:
    """`cards` in the order they are best tapped: first those giving no civilization the rest of the hand needs
    (`needed`), then those whose scarcest needed civilization more of the cards have; among these, those of one
    civilization, then those of the most plentiful one: scarce cards are kept for later cards."""
    # how many of the cards have each civilization, counted once (not again for each card it is asked of)
    having = Counter(civ for j in cards for civ in set(d.cards[j].defn.civs))

    def plenty(i: int) -> int:  # how many cards share this card's scarcest civilization
        return min(having[civ] for civ in d.cards[i].defn.civs or ("",))

    def spare(i: int) -> float:  # how many cards share its scarcest civilization that the hand needs
        return min((having[civ] for civ in d.cards[i].defn.civs if civ in needed), default=math.inf)

    return sorted(cards, key=lambda i: (-spare(i), len(d.cards[i].defn.civs), -plenty(i), i))


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
    choosing the rest of the cost, which `payment` does, and the orders `payment` searches in, which
    decide only which cards pay: whether some card can be found for each civilization does not depend on them)."""
    free = _untapped(d, p)
    return len(free) >= _cost(defn) and _assign(d, list(defn.civs), free, []) is not None


def _untapped(d: Duel, p: int) -> list[int]:
    return [i for i in d.players[p].mana if not d.cards[i].tapped]


def _cost(defn: CardDef) -> int:
    """How many mana cards paying `defn` taps: its cost, and at least one for each of its civilizations."""
    return max(defn.cost, len(defn.civs))
