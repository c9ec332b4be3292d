"""The fusion monsters whose English name begins with F."""

from __future__ import annotations

import dataclasses

from arbiter.kernel.events import Cause, Event
from arbiter.ocg import fusion
from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.common import PIERCING, face_up_here, itself, revivable, room
from arbiter.ocg.cards.shared.attacks import battlers, foe_in_battle
from arbiter.ocg.cards.shared.discard import discard
from arbiter.ocg.cards.shared.effect_monsters import battle_damage_of
from arbiter.ocg.cards.shared.resolving import ask_yes_no
from arbiter.ocg.cards.shared.special_summons import summon
from arbiter.ocg.cards.shared.zones import cards_in_hand
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DISCARD
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, Ward
from arbiter.ocg.lasting import Until
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone
from arbiter.ocg.summon_conditions import by_fusion_summon, first_by_effect_of

# フュージョニスト / Fusionist: プチテンシ + スリーピィ
fusion.materials(1641882, 38142739, 83464209)

# フレイム・ゴースト / Flame Ghost: ワイト + マグマン
fusion.materials(58528964, 32274490, 40826495)

# フラワー・ウルフ / Flower Wolf: シルバー・フォング + 魔界のイバラ
fusion.materials(95952802, 90357090, 43500484)

fusion.materials(45231177, 34460851, 44287299)  # 炎の剣士: 炎を操る者 + 伝説の剣豪 ＭＡＳＡＫＩ

C = Kind.CONTINUOUS

# デス・デーモン・ドラゴン / Fiend Skull Dragon: the effects of flip effect monsters are negated; a trap's effect
# that targets it on the field is negated as it resolves and that trap destroyed.
# デス・デーモン・ドラゴン: グランド・ドラゴン + レッサー・デーモン (only these)
fusion.materials(66235877, 93220472, 16475472, only_these=True)
define(66235877, Effect(C, negates="monster", affects=lambda ctx, c: c.data.is_flip and c.on_field,
                        text_en="negate the effects of flip effect monsters",
                        text_ja="リバース効果モンスターの効果を無効にする"),
       Effect(C, affects=lambda ctx, c: c.idx == ctx.card.idx, ward=Ward(("trap",), destroy=True),
              text_en="a trap effect that targets it is negated and the trap destroyed",
              text_ja="このカードが対象の罠カードは、その効果を無効にして破壊"))


# Ｆ・Ｇ・Ｄ / Five-Headed Dragon: 5 Dragon monsters; only by a fusion summon; not destroyed by battle with a DARK,
# EARTH, WATER, FIRE or WIND monster.
def _against_five(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    attacker, target = battlers(d)
    if c.idx != ctx.card.idx or target < 0 or c.idx not in (attacker, target):
        return False
    other = d.cards[target if attacker == c.idx else attacker]
    return any(has_attribute(other, a) for a in ("DARK", "EARTH", "WATER", "FIRE", "WIND"))


def _dragon(cd: CardData) -> bool:
    return cd.race == "Dragon"


fusion.materials(99267150, _dragon, _dragon, _dragon, _dragon, _dragon)
define(99267150, Effect(C, affects=_against_five, battle_proof=True,
                        text_en="battle with a monster that is DARK, EARTH, WATER, FIRE or WIND does not destroy it",
                        text_ja="戦闘破壊されない相手：属性が闇、地、水、炎、風のモンスター"),
       special_by=by_fusion_summon)


# 古生代化石騎士 スカルキング / Fossil Warrior Skull King (first printed after 2008: its only text): a Rock monster + a
# Level 7 or higher monster; its first special summon must be by 「化石融合－フォッシル・フュージョン」. It may attack
# twice in each battle phase and inflicts piercing damage. Once a turn for cards of its name, in the opponent's turn
# (a quick effect), target a monster in the opponent's graveyard; as it resolves, 1 card is discarded, and only
# after that discard is the target special summoned to your field.
FOSSIL_FUSION = 59419719  # 化石融合－フォッシル・フュージョン


def _skull_king_revives(res: Resolution) -> None:
    d = res.duel
    hand = cards_in_hand(d, res.player)
    if not hand or not discard(res, [res.ask_cards(hand, "discard", purpose=DISCARD)]):
        return
    for t in res.targets():
        summon(res, t, player=res.player)


fusion.materials(96897184, lambda cd: cd.race == "Rock", lambda cd: (cd.level or 0) >= 7)
define(96897184,
       Effect(Kind.CONTINUOUS, affects=itself, extra_attacks=1, text_en="may attack twice in each battle phase",
              text_ja="同じバトルフェイズ中に２回攻撃できる"),
       PIERCING,
       Effect(Kind.QUICK, _skull_king_revives, does=Does.OWN_HAND, once_per_name=True, asks=True,
              condition=lambda ctx: ctx.duel.tp != ctx.player and face_up_here(ctx),
              needs=lambda ctx: bool(cards_in_hand(ctx.duel, ctx.player)) and room(ctx),
              target=revivable(lambda ctx, c: True, "a monster in the opponent's graveyard", "相手の墓地のモンスター",
                               side="opp"),
              text_en="the opponent's turn: discard 1 card; if you do, special summon the target to your field",
              text_ja="相手ターンに、手札を１枚捨て、そうした場合、対象を自分フィールドに特殊召喚する"),
       special_by=first_by_effect_of(FOSSIL_FUSION))


# 古生代化石竜 スカルギオス / Fossil Dragon Skullgios (first printed after 2008: its only text): a Rock monster + a
# Level 7 or higher monster in the opponent's graveyard; its first special summon must be by 「化石融合－フォッシル・
# フュージョン」. As the damage step of its battle with an opponent's monster begins (before damage calculation), its
# controller may have that monster's current ATK and DEF trade places until the damage step is over: as the step
# begins against a face-up monster; against a face-down one once the attack has turned it face-up, applied at once
# after a question (the damage step opens no trigger chain between the flip and damage calculation, as for
# 「ドリルロイド」). It inflicts piercing damage, and, fusion summoned, the battle damage it inflicts to the opponent
# in a battle with an opponent's monster is doubled (not a direct attack's).
def _switch(res: Resolution, cause: Cause) -> None:
    d = res.duel
    foe = foe_in_battle(res)
    if foe is None or foe.zone is not Zone.MONSTERS:
        return
    until = Until(turn=d.turn, phase="damage_end")
    atk, defense = d.atk(foe), d.defense(foe)
    d.set_stat(foe, True, defense, cause, until=until)
    d.set_stat(foe, False, atk, cause, until=until)


def _skullgios_switch(res: Resolution) -> None:
    _switch(res, res.cause)


def _skullgios_may_switch(res: Resolution) -> None:
    # applied at once for the flip, an event of the opponent's card: the choice and the change are its controller's
    if ask_yes_no(res, res.player, en="switch its ATK and DEF?", ja="攻撃力と守備力を入れ替える？"):
        _switch(res, res.cause)


def _foe_flipped(ctx: Ctx, ev: Event) -> bool:
    foe = foe_in_battle(ctx)
    return (face_up_here(ctx) and ctx.duel.phase == "battle:damage" and foe is not None and foe.idx == ev.card
            and not ctx.duel.cards[ev.card].face_down)


def _doubled(ctx: Ctx, ev: Event) -> bool:
    """Battle damage to the opponent from its battle with a monster: a direct attack's damage is not doubled."""
    return (battle_damage_of(mine=False)(ctx, ev) and foe_in_battle(ctx) is not None
            and fusion.fusion_summoned(ctx.duel, ctx.card))


fusion.materials(21225115, lambda cd: cd.race == "Rock", lambda cd: (cd.level or 0) >= 7)
define(21225115,
       Effect(Kind.TRIGGER, _skullgios_switch, trigger="damage_step_start", self_trigger="either",
              mandatory=False, does=Does.ATK_DEF,
              when=lambda ctx, ev: face_up_here(ctx) and (foe := foe_in_battle(ctx)) is not None and foe.face_up,
              text_en="battling an opponent's monster: you may switch its ATK and DEF until the end of the damage "
                      "step",
              text_ja="相手モンスターとの戦闘、ダメージ計算の前に、その相手の攻撃力と守備力を入れ替えてよい"
                      "（ダメージステップの終わりまで）"),
       PIERCING,
       Effect(Kind.REPLACEMENT, when=_doubled, instead=lambda ctx, ev: dataclasses.replace(ev, amount=ev.amount * 2),
              text_en="fusion summoned: the battle damage it inflicts to the opponent is doubled",
              text_ja="融合召喚されたこのカードによる相手への戦闘ダメージは２倍"),
       Effect(Kind.AT_ONCE, _skullgios_may_switch, trigger="flipped", self_trigger="either", when=_foe_flipped,
              asks=True, does=Does.ATK_DEF,
              text_en="battling a face-down opponent's monster, once it is flipped: you may switch its ATK and DEF "
                      "until the end of the damage step",
              text_ja="裏側表示の相手モンスターと戦闘を行う場合、表側表示になった後、その攻撃力と守備力をダメージステップ"
                      "終了時まで入れ替える事ができる"),
       numbering=(1, 2, 3, 1),
       special_by=first_by_effect_of(FOSSIL_FUSION))

