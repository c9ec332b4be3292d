"""Seed 004: fusion monsters special summoned from the fusion deck by their own procedure (R004-063).

The X-Y-Z and V-W machines are special summoned from the fusion deck by banishing the monsters their
recipe lists (arbiter.ocg.fusion) from your side of the field (`Kind.PROCEDURE` with
`Cost(materials="banish")`): no 「融合」, no chain link, and the page does not count it as a fusion summon.
The 「Ｅ・ＨＥＲＯ」 Neos fusions (R004-063.28 to .34) return their listed monsters to the deck instead
(`BY_RETURNING`, shared with グラン・ネオス and マグマ・ネオス in archive_return) and, except マリン・ネオス,
go back to the fusion deck in every end phase (`END_TO_EXTRA`).
The procedure is declared after a card's effects, so a scenario's `effect: N` counts the card's own effects.
No effect special summons them from the fusion deck (`special_by=not_from(Zone.EXTRA)`), the X-Y-Z machines
not from the graveyard either; an effect special summons one only once its procedure has put it onto the field
(`arbiter.ocg.summon_conditions`).
"""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.archive_return import BY_RETURNING, END_TO_EXTRA
from arbiter.ocg.cards.common import (
    banish_targets,
    bind,
    bound,
    destroy_targets,
    grant_this_turn,
    itself,
    opponent_has_hand,
)
from arbiter.ocg.cards.seed000_spells import FieldCardSpec
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import both, not_from

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
fusion.materials(91998119, 62651957, 65622692, 64500000)  # ＸＹＺ－ドラゴン・キャノン
define(91998119, _discard_destroy(FieldCardSpec(side="opp", text_en="a card the opponent controls",
                                                text_ja="相手フィールド上のカード")), BY_BANISHING,
       special_by=both(not_from(Zone.EXTRA), not_from(Zone.GRAVE)))
# ＸＹ－ドラゴン・キャノン / XY-Dragon Cannon: ... a face-up spell or trap card the opponent controls.
fusion.materials(2111707, 62651957, 65622692)  # ＸＹ－ドラゴン・キャノン
define(2111707, _discard_destroy(_opp_spell_trap("up", "a face-up spell or trap card the opponent controls",
                                                 "相手フィールド上の表側表示の魔法・罠カード")), BY_BANISHING,
       special_by=both(not_from(Zone.EXTRA), not_from(Zone.GRAVE)))
# ＸＺ－キャタピラー・キャノン / XZ-Tank Cannon: ... a face-down spell or trap card the opponent controls.
fusion.materials(99724761, 62651957, 64500000)  # ＸＺ－キャタピラー・キャノン
define(99724761, _discard_destroy(_opp_spell_trap("down", "a face-down spell or trap card the opponent controls",
                                                  "相手フィールド上の裏側表示の魔法・罠カード")), BY_BANISHING,
       special_by=both(not_from(Zone.EXTRA), not_from(Zone.GRAVE)))
# ＹＺ－キャタピラー・ドラゴン / YZ-Tank Dragon: ... a face-down monster the opponent controls.
fusion.materials(25119460, 65622692, 64500000)  # ＹＺ－キャタピラー・ドラゴン
define(25119460, _discard_destroy(TargetSpec(side="opp", face="down", text_en="a face-down monster the opponent "
                                             "controls", text_ja="相手フィールド上の裏側表示モンスター")),
       BY_BANISHING,
       special_by=both(not_from(Zone.EXTRA), not_from(Zone.GRAVE)))


# ＶＷ－タイガー・カタパルト / VW-Tiger Catapult: discard 1 card: change the battle position of 1 targeted monster
# the opponent controls (a face-down one turns face-up attack without its flip effect activating).
def _turn(c: Card) -> Pos:
    return Pos.DEFENSE if c.pos is Pos.ATTACK else Pos.ATTACK


def _change_targets(res: Resolution) -> None:
    for c in res.targets():
        res.duel.set_position(c, _turn(c), res.cause, flip_effect=False)


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
        d.set_position(c, _turn(c), res.cause, flip_effect=False)


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


# ==== the Neos contact fusions ==========================================================================

def _here(res: Resolution) -> bool:
    """This card is still the face-up object on the field that activated the effect."""
    c = res.card
    return c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up


# Ｅ・ＨＥＲＯ エアー・ネオス / Elemental HERO Air Neos: while your LP are lower than the opponent's, it gains
# ATK equal to the difference.
def _lp_gap(ctx: Ctx, c: Card) -> int:
    pl = ctx.duel.players
    return max(0, pl[ctx.opponent].lp - pl[ctx.player].lp)


fusion.materials(11502550, 89943723, 54959865)  # Ｅ・ＨＥＲＯ エアー・ネオス
define(11502550,
       Effect(Kind.CONTINUOUS, affects=itself, atk=_lp_gap, text_en="gains ATK equal to the LP you are behind by",
              text_ja="自分のライフが相手より少ない場合、その差の数値だけ攻撃力アップ"),
       END_TO_EXTRA, BY_RETURNING,
       special_by=not_from(Zone.EXTRA))


# Ｅ・ＨＥＲＯ ブラック・ネオス / Elemental HERO Dark Neos: target 1 face-up effect monster on the field: while
# this card stays face-up, that monster's effects are negated. One monster at a time: while the one it holds
# is still face-up on the field, the effect cannot be used again.
def _held(ctx: Ctx) -> list[Card]:
    return [m for m in bound(ctx.duel, "dark_neos", ctx.card) if m.zone is Zone.MONSTERS and m.face_up]


def _dark_neos(res: Resolution) -> None:
    for t in res.targets():
        if _here(res):
            bind(res.duel, "dark_neos", res.card, t, replace=True, read_by_effects=True)  # its negation reads it


fusion.materials(28677304, 89943723, 43237273)  # Ｅ・ＨＥＲＯ ブラック・ネオス
define(28677304,
       Effect(Kind.IGNITION, _dark_neos, condition=lambda ctx: not _held(ctx),
              target=TargetSpec(face="up", where=lambda ctx, c: "effect" in c.data.subtypes,
                                text_en="a face-up effect monster", text_ja="表側表示の効果モンスター"),
              text_en="negate the target's effects while this card is face-up",
              text_ja="このカードが表側表示で存在する限り、対象の効果を無効にする"),
       Effect(Kind.CONTINUOUS, negates="monster", affects=lambda ctx, c: c in _held(ctx),
              text_en="the chosen monster's effects are negated", text_ja="選択したモンスターの効果は無効化される"),
       END_TO_EXTRA, BY_RETURNING,
       special_by=not_from(Zone.EXTRA))


# Ｅ・ＨＥＲＯ アクア・ネオス / Elemental HERO Aqua Neos: once a turn, discard 1 card: destroy 1 random card of the
# opponent's hand. Ｅ・ＨＥＲＯ マリン・ネオス / Elemental HERO Marine Neos: the same once a turn in your main phase
# without the discard, and it does not return to the fusion deck. (A card destroyed in the hand is not
# discarded: a Dark World monster does not activate, R004-142.)
def _destroy_random_hand(res: Resolution) -> None:
    d = res.duel
    hand = d.players[res.opponent].hand
    if _here(res) and hand:
        d.destroy([d.cards[hand[d.rng.below(len(hand))]]], res.cause)


_RANDOM_EN = "destroy 1 random card of the opponent's hand"
_RANDOM_JA = "相手の手札をランダムに１枚選んで破壊する"

fusion.materials(55171412, 89943723, 17955766)  # Ｅ・ＨＥＲＯ アクア・ネオス
define(55171412,
       Effect(Kind.IGNITION, _destroy_random_hand, cost=DISCARD_1, once_per_turn=True, needs=opponent_has_hand,
              text_en=f"discard 1 card: {_RANDOM_EN}", text_ja=f"手札を１枚捨て、{_RANDOM_JA}"),
       END_TO_EXTRA, BY_RETURNING,
       special_by=not_from(Zone.EXTRA))
fusion.materials(5128859, 89943723, 78734254)  # Ｅ・ＨＥＲＯ マリン・ネオス
define(5128859,
       Effect(Kind.IGNITION, _destroy_random_hand, once_per_turn=True, needs=opponent_has_hand,
              text_en=_RANDOM_EN, text_ja=_RANDOM_JA),
       BY_RETURNING,
       special_by=not_from(Zone.EXTRA))


# Ｅ・ＨＥＲＯ フレア・ネオス / Elemental HERO Flare Neos: it gains 400 ATK for each spell and trap card on the
# field (face-up or set, the field spell too).
def _spells_traps_on_field(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    return 400 * sum(1 for pl in d.players for i in (*pl.spells, pl.field)
                     if i >= 0 and d.cards[i].data.kind in ("spell", "trap"))


fusion.materials(81566151, 89943723, 89621922)  # Ｅ・ＨＥＲＯ フレア・ネオス
define(81566151,
       Effect(Kind.CONTINUOUS, affects=itself, atk=_spells_traps_on_field,
              text_en="gains 400 ATK for each spell and trap card on the field",
              text_ja="フィールド上の魔法・罠カードの数×４００ポイント攻撃力アップ"),
       END_TO_EXTRA, BY_RETURNING,
       special_by=not_from(Zone.EXTRA))


# Ｅ・ＨＥＲＯ グロー・ネオス / Elemental HERO Glow Neos: once a turn, in your main phase 1, destroy 1 targeted
# face-up card the opponent controls; by what the destroyed card originally is: a monster, this card cannot
# attack this turn; a spell, it may attack directly this turn; a trap, it is changed to defense position.
def _glow_neos(res: Resolution) -> None:
    d = res.duel
    me = res.card
    for t in res.targets():
        if not d.destroy([t], res.cause) or not _here(res):
            continue
        kind = t.base.kind
        if kind == "monster":
            d.restrict(me, "attack", res.cause)
        elif kind == "spell":
            grant_this_turn(res, me, "may attack directly this turn", "このターン直接攻撃できる", direct_attack=True)
        elif me.pos is Pos.ATTACK:
            d.set_position(me, Pos.DEFENSE, res.cause)


fusion.materials(85507811, 89943723, 17732278)  # Ｅ・ＨＥＲＯ グロー・ネオス
define(85507811,
       Effect(Kind.IGNITION, _glow_neos, once_per_turn=True, condition=lambda ctx: ctx.duel.phase == "main1",
              target=FieldCardSpec(side="opp", face="up", text_en="a face-up card the opponent controls",
                                   text_ja="相手フィールド上の表側表示のカード"),
              text_en="destroy the target; monster: this card cannot attack this turn; spell: it may attack "
                      "directly this turn; trap: it changes to defense position",
              text_ja="対象を破壊し、モンスター：このターン攻撃できない、魔法：このターン直接攻撃できる、"
                      "罠：このカードを守備表示にする"),
       END_TO_EXTRA, BY_RETURNING,
       special_by=not_from(Zone.EXTRA))
