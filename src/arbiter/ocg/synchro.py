"""Synchro monsters: the summon the 2008 rules brought, for the two synchro monsters of the era's pool.

A synchro monster waits in the fusion (extra) deck and is special summoned by its own procedure
(`cards/shared/synchros.BY_SYNCHRO_SUMMON`, a `Cost(synchro=True)`): its player sends to the graveyard face-up
monsters they control, exactly one tuner and one or more non-tuner monsters, whose Levels add up to its Level. The
materials it lists are declared at the card (`synchro.materials(PASSCODE, tuner=, non_tuner=)`: "1 tuner + 1 or
more non-tuner LIGHT monsters"); this module keeps the mechanism: which sets of materials can make it, and which
monster may be picked next so that a complete set is still possible.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from arbiter.ocg.carddata import CardData
from arbiter.ocg.state import Card

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

Need = Callable[[CardData], bool]


@dataclass(frozen=True, slots=True)
class Recipe:
    """The synchro materials a synchro monster lists: one tuner passing `tuner`, the others non-tuners passing
    `non_tuner`."""

    tuner: Need
    non_tuner: Need


RECIPES: dict[int, Recipe] = {}


def _anything(data: CardData) -> bool:
    return True


def materials(passcode: int, tuner: Need = _anything, non_tuner: Need = _anything) -> None:
    """Declare the synchro materials of a synchro monster (once per monster)."""
    if passcode in RECIPES:
        raise ValueError(f"the synchro materials of {passcode} are declared twice")
    RECIPES[passcode] = Recipe(tuner, non_tuner)


def is_tuner(data: CardData) -> bool:
    return data.is_monster and "tuner" in data.subtypes


def material_sets(d: Duel, synchro: Card, pool: Sequence[Card]) -> list[frozenset[int]]:
    """Every set of `pool`'s monsters that makes up the synchro monster's materials: one tuner, one or more
    non-tuners, their current Levels adding up to its Level."""
    r = RECIPES.get(synchro.data.passcode)
    if r is None:
        return []
    level = synchro.data.level or 0
    tuners = [c for c in pool if is_tuner(c.data) and r.tuner(c.data)]
    others = [c for c in pool if not is_tuner(c.data) and r.non_tuner(c.data)]
    out: list[frozenset[int]] = []
    for t in tuners:
        rest = level - d.level(t)
        for n in range(1, len(others) + 1):
            out.extend(frozenset({t.idx, *(c.idx for c in group)}) for group in combinations(others, n)
                       if sum(d.level(c) for c in group) == rest)
    return out


def next_materials(d: Duel, synchro: Card, pool: Sequence[Card], chosen: Sequence[int]) -> list[Card]:
    """The monsters of `pool` that may be picked next: with those `chosen`, still part of a complete set."""
    sets = material_sets(d, synchro, pool)
    have = set(chosen)
    return [c for c in pool if c.idx not in have and any(have | {c.idx} <= s for s in sets)]


def complete(d: Duel, synchro: Card, pool: Sequence[Card], chosen: Sequence[int]) -> bool:
    """Whether `chosen` is a whole set of the synchro monster's materials."""
    return frozenset(chosen) in material_sets(d, synchro, pool)
