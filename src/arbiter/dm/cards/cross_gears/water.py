"""The Duel Masters cross gears of the water civilization."""

from __future__ import annotations

from arbiter.dm.cards.shared.replacements import goes_instead, in_battle
from arbiter.dm.duel import Duel
from arbiter.dm.model import Card, CardDef, Zone
from arbiter.dm.pipeline import still_there
from arbiter.dm.registry import define
from arbiter.kernel.events import Event


def _crossed_destroyed(d: Duel, c: Card, ev: Event) -> bool:
    """A cross gear's: the creature it is crossed to would be destroyed."""
    return ev.kind == "destroy" and in_battle(c) and c.gear_on == ev.card and still_there(d, ev)


SPIRAL_AURA = define(CardDef(
    "spiral_aura", "スパイラル・オーラ", "Supairaru Ōra", "cross_gear", ("water",), 2,
    replacements=(goes_instead(Zone.HAND, "the crossed creature returns to the hand instead of the graveyard",
                               "クロス先が破壊される時、墓地ではなく手札に戻る", when=_crossed_destroyed),),
    aliases=("Spiral Aura",),
    summary="Cross gear. When the creature it is crossed to would be destroyed, that creature returns to its "
            "owner's hand instead.",
    summary_ja="クロスギア。クロスされているクリーチャーが破壊される時、かわりにそのクリーチャーは持ち主の手札に戻る"
               "。"))
