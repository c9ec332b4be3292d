"""The continuous trap cards whose English name begins with X."""

from __future__ import annotations

from arbiter.ocg.cards.common import bind, bound
from arbiter.ocg.effects import Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone


# 心鎮壷 / Xing Zhen Hu (continuous trap): activated targeting 2 set spell or trap cards on the field; while it stays
# on the field, those cards cannot be activated.
def _seal(res: Resolution) -> None:
    for t in res.targets():
        bind(res.duel, "xing_zhen_hu", res.card, t, read_by_effects=True)


define(76515293,
       Effect(Kind.ACTIVATE, _seal,
              target=TargetSpec(zone=Zone.SPELLS, face="down", count=2, text_en="2 set spell or trap cards",
                                text_ja="フィールド上にセットされた魔法・罠カード２枚"),
              text_en="activate targeting 2 set spell or trap cards",
              text_ja="セットされた魔法・罠カード２枚を対象に発動"),
       Effect(Kind.CONTINUOUS, forbids=("activate",),
              affects=lambda ctx, c: ctx.card.active and c in bound(ctx.duel, "xing_zhen_hu", ctx.card),
              text_en="the targets cannot be activated", text_ja="対象の魔法・罠カードは発動できない"))
