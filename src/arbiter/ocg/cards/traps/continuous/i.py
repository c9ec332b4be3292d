"""The continuous trap cards whose English name begins with I."""

from __future__ import annotations

from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 王宮の勅命 / Imperial Order (continuous trap): while it is face-up and active, the effects of every
# spell card on the field are negated (the spells can still be activated). Its controller pays 700 LP in
# every standby phase (both players'), with no chain link; one who cannot has it destroyed (a maintenance
# cost its activation leaves, `Duel.upkeep`).
def _imperial_order(res: Resolution) -> None:
    if res.card.oid == res.link.oid and res.card.on_field:
        res.duel.upkeep(res.card, 700, res.cause)


define(61740673, Effect(A, _imperial_order, text_en="activate; pay 700 LP in each standby phase or destroy this card",
                        text_ja="発動する。スタンバイフェイズ毎に７００ライフポイントを払うか、このカードを破壊する"),
       Effect(Kind.CONTINUOUS, negates="spell", affects=lambda ctx, c: c.on_field,
              text_en="negate the effects of all spell cards on the field",
              text_ja="フィールドの魔法カードの効果を無効にする"))
