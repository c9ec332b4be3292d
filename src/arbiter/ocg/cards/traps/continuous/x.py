"""The continuous trap cards whose English name begins with X."""

from __future__ import annotations

from arbiter.ocg.cards.common import bind, bound
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE


# 心鎮壷 / Xing Zhen Hu: target 2 set spell or trap cards on the field; while this card is face-up, they cannot be
# activated.
def _seal(res: Resolution) -> None:
    me = res.card
    if me.oid != res.link.oid or not me.on_field:
        return
    for t in res.targets():
        bind(res.duel, "sealed", me, t)


def _sealed(ctx: Ctx, c: Card) -> bool:
    return ctx.card.active and c in bound(ctx.duel, "sealed", ctx.card)


define(76515293, Effect(A, _seal, target=TargetSpec(zone=Zone.SPELLS, count=2, where=lambda ctx, c: c.pos is Pos.SET,
                                                    text_en="2 set spell or trap cards on the field",
                                                    text_ja="フィールドにセットされた魔法・罠カード２枚"),
                        text_en="the targets cannot be activated", text_ja="対象は発動できない"),
       Effect(Kind.CONTINUOUS, forbids=("activate",), affects=_sealed,
              text_en="the targets cannot be activated while this card is face-up",
              text_ja="このカードがある限り、対象のカードは発動できない"),
       numbering=(0, 1))  # its text prints the activation before ①
