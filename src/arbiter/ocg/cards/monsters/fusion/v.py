"""The fusion monsters whose English name begins with V."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.common import banish_targets
from arbiter.ocg.cards.shared.contact_fusions import BY_BANISHING, DISCARD_1
from arbiter.ocg.cards.shared.targets import FieldCardSpec
from arbiter.ocg.effects import Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone
from arbiter.ocg.summon_conditions import not_from

# 朱雀 / Vermillion Sparrow: 赤き剣のライムンドス + 炎の魔神
fusion.materials(35752363, 62403074, 71407486)


# ＶＷ－タイガー・カタパルト / VW-Tiger Catapult: discard 1 card: change the battle position of 1 targeted monster
# the opponent controls (a face-down one turns face-up without its flip effect activating).
def _change_targets(res: Resolution) -> None:
    for c in res.targets():
        res.duel.set_position(c, c.switched_pos, res.cause, flip_effect=False)


fusion.materials(58859575, 51638941, 96300057)  # ＶＷ－タイガー・カタパルト
define(58859575, Effect(Kind.IGNITION, _change_targets, cost=DISCARD_1,
                        target=TargetSpec(side="opp", text_en="a monster the opponent controls",
                                          text_ja="相手フィールド上のモンスター"),
                        text_en="discard 1 card: change the target's battle position (no flip effect)",
                        text_ja="手札を１枚捨て、対象の表示形式を変更する（リバース効果は発動しない）"),
       BY_BANISHING,
       special_by=not_from(Zone.EXTRA))


# ＶＷＸＹＺ－ドラゴン・カタパルトキャノン / VWXYZ-Dragon Catapult Cannon: once a turn, banish 1 targeted card the
# opponent controls; when it attacks an opponent's monster, it may change that monster's battle position
# (no flip effect) before damage calculation.
def _change_attack_target(res: Resolution) -> None:
    d = res.duel
    att = d.attack
    if att is None or att[2] < 0:
        return
    c = d.cards[att[2]]
    if c.zone is Zone.MONSTERS:
        d.set_position(c, c.switched_pos, res.cause, flip_effect=False)


fusion.materials(84243274, 58859575, 91998119)  # ＶＷＸＹＺ－ドラゴン・カタパルトキャノン
define(84243274,
       Effect(Kind.IGNITION, banish_targets, once_per_turn=True,
              target=FieldCardSpec(side="opp", text_en="a card the opponent controls",
                                   text_ja="相手フィールド上のカード"),
              text_en="banish the target", text_ja="対象をゲームから除外する"),
       Effect(Kind.TRIGGER, _change_attack_target, trigger="attack_declared", mandatory=False,
              when=lambda ctx, ev: ev.amount >= 0,
              text_en="attacking a monster: change that monster's battle position (no flip effect)",
              text_ja="相手モンスターに攻撃する時、その表示形式を変更する（リバース効果は発動しない）"),
       BY_BANISHING,
       special_by=not_from(Zone.EXTRA))
