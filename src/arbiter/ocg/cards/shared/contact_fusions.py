"""Contact fusions: fusion monsters summoned by banishing their materials or returning them to the deck."""

from __future__ import annotations

from arbiter.ocg.cards.common import destroy_targets
from arbiter.ocg.effects import Cost, Effect, Kind, TargetSpec
from arbiter.ocg.state import Zone

BY_BANISHING = Effect(Kind.PROCEDURE, cost=Cost(materials="banish"), from_zone=Zone.EXTRA,
                      text_en="special summon from the fusion deck by banishing the listed monsters you control",
                      text_ja="自分フィールド上の上記のカードを除外し、融合デッキから特殊召喚する")


# the contact fusion procedure of the 「Ｅ・ＨＥＲＯ」 Neos fusions (R004-063) and the 「剣闘獣」 fusions: special
# summoned from the fusion deck by returning the listed monsters you control to the deck; declared after the
# cards' own effects
BY_RETURNING = Effect(Kind.PROCEDURE, cost=Cost(materials="deck"), from_zone=Zone.EXTRA,
                      text_en="special summon from the fusion deck by returning the listed monsters you control "
                      "to the deck", text_ja="自分フィールド上の上記のカードをデッキに戻し、融合デッキから特殊召喚する")

DISCARD_1 = Cost(discard=1)


def discard_destroy(spec: TargetSpec) -> Effect:
    return Effect(Kind.IGNITION, destroy_targets, cost=DISCARD_1, target=spec,
                  text_en=f"discard 1 card: destroy {spec.text_en}",
                  text_ja=f"手札を１枚捨て、{spec.text_ja}を破壊する")
