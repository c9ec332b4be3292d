"""The ritual monsters whose English name begins with C."""

from __future__ import annotations

from arbiter.ocg.effects import Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Until
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone
from arbiter.ocg.summon_conditions import by_ritual_summon


# 覚醒戦士 クーフーリン / Cú Chulainn the Awakened (ritual summoned with 「覚醒の証」): once a turn, target a normal
# monster in your graveyard: banish it, and this card gains its ATK until your next standby phase.
def _cu_chulainn(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        gain = t.data.atk or 0
        if d.banish([t], res.cause) and res.card.oid == res.link.oid:
            d.boost(res.card, gain, 0, res.cause,
                    until=Until(turn=d.nth_turn_of(res.player, 2 if d.tp == res.player else 1), phase="standby"))


define(10789972, Effect(Kind.IGNITION, _cu_chulainn, once_per_turn=True,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: c.data.is_normal_monster,
                                          text_en="a normal monster in your graveyard",
                                          text_ja="自分の墓地の通常モンスター"),
                        text_en="banish the target: this card gains its ATK until your next standby phase",
                        text_ja="対象を除外し、次の自分のスタンバイフェイズまでその攻撃力分攻撃力をアップする"),
       special_by=by_ritual_summon)


# チャクラ / Chakra: no effects; ritual summoned with 「チャクラの復活」.
define(65393205, special_by=by_ritual_summon)


# クラブ・タートル / Crab Turtle: no effects; ritual summoned with 「亀の誓い」.
define(91782219, special_by=by_ritual_summon)
