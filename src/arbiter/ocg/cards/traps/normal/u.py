"""The normal trap cards whose English name begins with U."""

from __future__ import annotations

from arbiter.ocg.cards.shared.cloudians import FOG
from arbiter.ocg.effects import Cost, Effect, Kind, Resolution
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 上昇気流 / Updraft: remove every Fog Counter on the field (the cost, at least one): the opponent takes 300 damage for
# each counter removed.
def _updraft(res: Resolution) -> None:
    res.duel.damage(res.opponent, 300 * res.link.paid, res.cause)


define(90557975, Effect(A, _updraft, cost=Cost(remove_counters=(FOG, 1), counters_all=True),
                        text_en="remove every Fog Counter on the field: 300 damage to the opponent for each",
                        text_ja="フィールドのフォッグカウンターを全部取り除く。取り除いた１つにつき相手に３００ダメージ"))
