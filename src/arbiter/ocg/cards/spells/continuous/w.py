"""The continuous spell cards whose English name begins with W."""

from __future__ import annotations

from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.turn_counts import count_standbys_since_activation, counting_here, standbys_noted
from arbiter.ocg.effects import Cost, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Until
from arbiter.ocg.registry import define


# 波動キャノン / Wave-Motion Cannon (continuous spell): send this face-up card to the graveyard (the cost):
# damage to the opponent of 1000 for each of your standby phases since its activation. The standby phases that begin
# are counted, not turns (R004-132, `count_standbys`): one skipped (「ソロモンの律法書」) does not count.
def _cannon(res: Resolution) -> None:
    # the count is kept for the card object activated, the one sent to the graveyard as the cost
    n = len(standbys_noted(res.duel, res.card, res.link.oid))
    res.duel.damage(res.opponent, 1000 * n, res.cause)


define(38992735, bare_activation(),
       Effect(Kind.IGNITION, _cannon, condition=lambda ctx: counting_here(ctx) is not None, cost=Cost(self_to="send"),
              text_en="send this card to the graveyard: 1000 damage for each of your standby phases since",
              text_ja="このカードを墓地へ送る：発動後に迎えた自分のスタンバイフェイズ１回ごとに相手へ１０００ダメージ"),
       *count_standbys_since_activation())


# ウェポンチェンジ / Weapon Change (continuous spell): once in each of your standby phases, pay 700 LP and target a
# face-up Warrior or Machine monster you control: its current ATK and DEF are switched until the end of the
# opponent's next turn, and only while this card stays on the field (destroyed, the switch ends).
def _switch(res: Resolution) -> None:
    d, me = res.duel, res.card
    if not me.on_field or me.oid != res.link.oid:
        return
    until = Until(turn=d.next_turn_of(res.opponent), card=(me.idx, me.oid))
    for t in res.targets():
        atk, defense = d.atk(t), d.defense(t)
        d.set_stat(t, True, defense, res.cause, until=until)
        d.set_stat(t, False, atk, res.cause, until=until)


define(10035717,
       bare_activation(),
       Effect(Kind.QUICK, _switch, speed=1, phases=("standby",), cost=Cost(lp=700), once_per_turn=True,
              condition=lambda ctx: ctx.duel.phase == "standby" and ctx.duel.tp == ctx.player,
              target=TargetSpec(side="own", face="up", where=lambda ctx, c: ctx.duel.race(c) in ("Warrior", "Machine"),
                                text_en="your face-up Warrior or Machine monster",
                                text_ja="自分の表側表示の戦士族か機械族モンスター"),
              text_en="your standby phase, pay 700 LP: switch the target's ATK and DEF until the end of the "
                      "opponent's next turn",
              text_ja="自分のスタンバイフェイズに７００ＬＰ払う：対象の攻撃力・守備力を相手の次のエンドフェイズ"
                      "終了時まで入れ替える"))
