"""Seed 004: fusion monsters special summoned from the fusion deck by their own procedure (R004-063).

The X-Y-Z and V-W machines are special summoned from the fusion deck by banishing the monsters their
recipe lists (arbiter.ocg.fusion) from your side of the field (`Kind.PROCEDURE` with
`Cost(materials="banish")`): no 「融合」, no chain link, and the page does not count it as a fusion summon.
The procedure is declared after a card's effects, so a scenario's `effect: N` counts the card's own effects.
Not declared: "must first be special summoned this way" and "cannot be special summoned from the graveyard"
(summoning conditions are not modelled; no card here revives them).
"""

from __future__ import annotations

from arbiter.ocg.cards.common import destroy_targets
from arbiter.ocg.cards.seed000_spells import FieldCardSpec
from arbiter.ocg.effects import Cost, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

BY_BANISHING = Effect(Kind.PROCEDURE, cost=Cost(materials="banish"), from_zone=Zone.EXTRA,
                      text_en="special summon from the fusion deck by banishing the listed monsters you control",
                      text_ja="自分フィールド上の上記のカードを除外し、融合デッキから特殊召喚する")

DISCARD_1 = Cost(discard=1)


def _discard_destroy(spec: TargetSpec) -> Effect:
    return Effect(Kind.IGNITION, destroy_targets, cost=DISCARD_1, target=spec,
                  text_en=f"discard 1 card: destroy {spec.text_en}",
                  text_ja=f"手札を１枚捨て、{spec.text_ja}を破壊する")


def _opp_spell_trap(face: str, en: str, ja: str) -> TargetSpec:
    return TargetSpec(zone=Zone.SPELLS, side="opp", face=face, text_en=en, text_ja=ja)


# ＸＹＺ－ドラゴン・キャノン / XYZ-Dragon Cannon: discard 1 card: destroy 1 targeted card the opponent controls.
define(91998119, _discard_destroy(FieldCardSpec(side="opp", text_en="a card the opponent controls",
                                                text_ja="相手フィールド上のカード")), BY_BANISHING)
# ＸＹ－ドラゴン・キャノン / XY-Dragon Cannon: ... a face-up spell or trap card the opponent controls.
define(2111707, _discard_destroy(_opp_spell_trap("up", "a face-up spell or trap card the opponent controls",
                                                 "相手フィールド上の表側表示の魔法・罠カード")), BY_BANISHING)
# ＸＺ－キャタピラー・キャノン / XZ-Tank Cannon: ... a face-down spell or trap card the opponent controls.
define(99724761, _discard_destroy(_opp_spell_trap("down", "a face-down spell or trap card the opponent controls",
                                                  "相手フィールド上の裏側表示の魔法・罠カード")), BY_BANISHING)
# ＹＺ－キャタピラー・ドラゴン / YZ-Tank Dragon: ... a face-down monster the opponent controls.
define(25119460, _discard_destroy(TargetSpec(side="opp", face="down", text_en="a face-down monster the opponent "
                                             "controls", text_ja="相手フィールド上の裏側表示モンスター")),
       BY_BANISHING)


# ＶＷ－タイガー・カタパルト / VW-Tiger Catapult: discard 1 card: change the battle position of 1 targeted monster
# the opponent controls (a face-down one turns face-up attack without its flip effect activating).
def _turn(c: Card) -> Pos:
    return Pos.DEFENSE if c.pos is Pos.ATTACK else Pos.ATTACK


def _change_targets(res: Resolution) -> None:
    for c in res.targets():
        res.duel.set_position(c, _turn(c), res.cause, flip_effect=False)


define(58859575, Effect(Kind.IGNITION, _change_targets, cost=DISCARD_1,
                        target=TargetSpec(side="opp", text_en="a monster the opponent controls",
                                          text_ja="相手フィールド上のモンスター"),
                        text_en="discard 1 card: change the target's battle position (no flip effect)",
                        text_ja="手札を１枚捨て、対象の表示形式を変更する（リバース効果は発動しない）"),
       BY_BANISHING)


# ＶＷＸＹＺ－ドラゴン・カタパルトキャノン / VWXYZ-Dragon Catapult Cannon: once a turn, banish 1 targeted card the
# opponent controls; when it attacks an opponent's monster, it may change that monster's battle position
# (no flip effect) before damage calculation.
def _banish_targets(res: Resolution) -> None:
    res.duel.banish(res.targets(), res.cause)


def _change_attack_target(res: Resolution) -> None:
    d = res.duel
    att = d.attack
    if att is None or att[2] < 0:
        return
    c = d.cards[att[2]]
    if c.zone is Zone.MONSTERS:
        d.set_position(c, _turn(c), res.cause, flip_effect=False)


define(84243274,
       Effect(Kind.IGNITION, _banish_targets, once_per_turn=True,
              target=FieldCardSpec(side="opp", text_en="a card the opponent controls",
                                   text_ja="相手フィールド上のカード"),
              text_en="banish the target", text_ja="対象をゲームから除外する"),
       Effect(Kind.TRIGGER, _change_attack_target, trigger="attack_declared", mandatory=False,
              when=lambda ctx, ev: ev.amount >= 0,
              text_en="attacking a monster: change that monster's battle position (no flip effect)",
              text_ja="相手モンスターに攻撃する時、その表示形式を変更する（リバース効果は発動しない）"),
       BY_BANISHING)
