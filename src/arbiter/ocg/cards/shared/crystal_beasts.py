"""Crystal Beasts: the monsters kept in the spell and trap zones."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.names import name_includes
from arbiter.ocg.state import Card

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


def crystal(c: Card) -> bool:
    """A 「宝玉獣」 monster card (a monster card as printed: in a spell & trap zone it is a continuous spell; by the
    name it has now)."""
    return c.base.is_monster and name_includes(c, "宝玉獣")


def crystals_in_spells(d: Duel, p: int) -> list[Card]:
    return [d.cards[i] for i in d.players[p].spells if i >= 0 and crystal(d.cards[i])]


RAINBOW_RUINS = 34487429
