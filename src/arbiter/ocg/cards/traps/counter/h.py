"""The counter trap cards whose English name begins with H."""

from __future__ import annotations

from arbiter.ocg.cards.shared.summon_responses import negate_summon, summoning
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.registry import define

A = Kind.ACTIVATE

# 昇天の角笛 / Horn of Heaven (counter trap): tribute 1 monster you control (the cost): negate a
# normal, flip or special summon (a special summon by the monster's own procedure; one made by an
# effect has no negation window) and destroy the monster (R003-030).
define(98069388, Effect(A, negate_summon, condition=summoning, cost=Cost(tribute=1), negates_summon=True,
                        text_en="negate the summon and destroy the monster", text_ja="召喚を無効にし破壊する"))
