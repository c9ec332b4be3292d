"""Contact fusions: fusion monsters summoned by banishing their materials or returning them to the deck, and the
Neos fusions' return to the fusion deck in the end phase (which 「ネオスペース」 lets them decline)."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.common import destroy_targets
from arbiter.ocg.cards.shared.events import phase_of
from arbiter.ocg.cards.shared.resolving import alive
from arbiter.ocg.effects import Cost, Effect, Kind, Operation, Resolution, TargetSpec
from arbiter.ocg.state import Card, Zone

BY_BANISHING = Effect(Kind.PROCEDURE, cost=Cost(materials="banish"), from_zone=Zone.EXTRA,
                      text_en="special summon from the fusion deck by banishing the listed monsters you control",
                      text_ja="自分フィールド上の上記のカードを除外し、融合デッキから特殊召喚する")


# the contact fusion procedure of the 「Ｅ・ＨＥＲＯ」 Neos fusions (R004-063) and the 「剣闘獣」 fusions: special
# summoned from the fusion deck by returning the listed monsters you control to the deck; declared after the
# cards' own effects
BY_RETURNING = Effect(Kind.PROCEDURE, cost=Cost(materials="deck"), from_zone=Zone.EXTRA,
                      text_en="special summon from the fusion deck by returning the listed monsters you control "
                      "to the deck", text_ja="融合デッキから特殊召喚：記された素材を自分フィールドからデッキに戻す")

DISCARD_1 = Cost(discard=1)


def discard_destroy(spec: TargetSpec) -> Effect:
    return Effect(Kind.IGNITION, destroy_targets, cost=DISCARD_1, target=spec,
                  text_en=f"discard 1 card: destroy {spec.text_en}",
                  text_ja=f"手札を１枚捨て、{spec.text_ja}を破壊する")


NEOS = 89943723  # Ｅ・ＨＥＲＯ ネオス


def lists_neos(c: Card) -> bool:
    """A fusion monster that names 「Ｅ・ＨＥＲＯ ネオス」 among its materials."""
    return c.data.is_fusion and NEOS in fusion.listed(c.data)


# The Neos fusions' mandatory trigger in each end phase that returns them to the fusion deck (with more for some:
# 「Ｅ・ＨＥＲＯ カオス・ネオス」). Each is made by `end_return`, so that `returns_at_end` knows them.
_END_RETURNS: list[Effect] = []


def end_return(operation: Operation, text_en: str, text_ja: str) -> Effect:
    e = Effect(Kind.TRIGGER, operation, trigger="phase", self_trigger=False, when=phase_of("end", None),
               text_en=text_en, text_ja=text_ja)
    _END_RETURNS.append(e)
    return e


def returns_at_end(e: Effect) -> bool:
    """Whether `e` is a Neos fusion's return to the fusion deck in the end phase (`define` may copy an effect: its
    operation tells it)."""
    return e.kind is Kind.TRIGGER and any(e.operation is r.operation for r in _END_RETURNS)


def _self_to_extra(res: Resolution) -> None:
    c = res.card
    if alive(res) and c.zone is Zone.MONSTERS:
        res.duel.to_fusion_deck(c, res.cause)


END_TO_EXTRA = end_return(_self_to_extra, "end phase: return this card to the fusion deck",
                          "エンドフェイズにこのカードを融合デッキに戻す")

