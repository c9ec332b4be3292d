"""The continuous spell cards whose English name begins with W."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.notes import note_pair, noted_pairs, unnote
from arbiter.ocg.cards.shared.resolving import alive
from arbiter.ocg.cards.shared.turn_counts import turn_player_of
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Until
from arbiter.ocg.registry import define

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


# 波動キャノン / Wave-Motion Cannon (continuous spell): send this face-up card to the graveyard (the cost):
# damage to the opponent of 1000 for each of your standby phases since its activation.
def _own_standbys_since(d: Duel, player: int, turn: int) -> int:
    n = 0
    for t in range(turn + 1, d.turn + 1):
        if turn_player_of(d, t) == player and (t < d.turn or d.phase != "draw"):
            n += 1
    return n


def _cannon_start(res: Resolution) -> None:
    if alive(res) and res.card.on_field:
        note_pair(res.duel, "cannon", res.card.idx, res.duel.turn)


def _cannon_active(ctx: Ctx) -> bool:
    return ctx.card.on_field and any(i == ctx.card.idx for i, _ in noted_pairs(ctx.duel, "cannon"))


def _cannon(res: Resolution) -> None:
    d = res.duel
    starts = [t for i, t in noted_pairs(d, "cannon") if i == res.card.idx]
    if not starts:
        return
    start = max(starts)  # the activation this card was sent for (the card was paid as the cost)
    for t in starts:
        unnote(d, "cannon", res.card.idx, t)
    d.damage(res.opponent, 1000 * _own_standbys_since(d, res.player, start), res.cause)


define(38992735, bare_activation(_cannon_start),
       Effect(Kind.IGNITION, _cannon, condition=_cannon_active, cost=Cost(self_to="send"),
              text_en="send this card to the graveyard: 1000 damage for each of your standby phases since",
              text_ja="このカードを墓地へ送る：発動後に迎えた自分のスタンバイフェイズ１回ごとに相手へ１０００ダメージ"))


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
