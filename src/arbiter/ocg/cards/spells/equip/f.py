"""The equip spell cards whose English name begins with F."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import FACE_UP_MONSTER, room
from arbiter.ocg.cards.shared.control import equip_and_take
from arbiter.ocg.cards.shared.equips import equip_spell, equip_stats, equipped_by, of_race
from arbiter.ocg.cards.shared.events import from_field_to_grave
from arbiter.ocg.cards.shared.notes import note_pair, noted_pairs, observer
from arbiter.ocg.cards.shared.revival import equip_summoned, grave_target, summoned_tie
from arbiter.ocg.cards.shared.targets import OPP_MONSTER
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.lasting import EquipTie, Then
from arbiter.ocg.names import name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER


# 堕落 / Falling Down (equip spell): equip to a targeted monster the opponent controls and take control of
# it while it equips it; in each of the opponent's standby phases you take 800 damage; it is destroyed while you
# control no face-up 「デーモン」 card. Not activated with every monster zone of yours taken, nor equipped if they
# are filled in chain or the monster's control cannot change (as 「強奪」).
def _controls_archfiend_card(ctx: Ctx) -> bool:
    d = ctx.duel
    pl = d.players[ctx.player]
    return any(i >= 0 and d.cards[i].face_up and name_includes(d.cards[i], "デーモン")
               for i in (*pl.monsters, *pl.spells, pl.field))


define(32919136, Effect(A, equip_and_take, target=OPP_MONSTER, needs=room, ties_equipped=EquipTie(then=Then.GIVE_BACK),
                        text_en="equip to the target and take control of it",
                        text_ja="対象に装備し、そのコントロールを得る"),
       Effect(T, lambda res: res.duel.damage(res.player, 800, res.cause), trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.opponent and ctx.card.equipped_to >= 0,
              does=Does.SELF_DAMAGE,
              text_en="the opponent's standby phase: you take 800 damage",
              text_ja="相手のスタンバイフェイズに８００ダメージを受ける"),
       Effect(Kind.CONTINUOUS, destroyed_unless=_controls_archfiend_card,
              text_en="destroyed while you control no Archfiend card",
              text_ja="自分の場に「デーモン」と名のつくカードが１枚も無ければこのカードを破壊"))

# 契約の履行 / Fulfillment of the Contract (equip): pay 800 LP; target a ritual monster in your graveyard;
# special summon it and equip this card to it. The monster is banished when this card is destroyed (not if its
# effects are negated as it is destroyed, 「王宮の勅命」, as 「早すぎた埋葬」).
define(48206762, Effect(A, lambda res: equip_summoned(res, None),
                        ties_equipped=summoned_tie("destroyed", Then.BANISH), cost=Cost(lp=800),
                        needs=room, asks=True,
                        target=grave_target(lambda ctx, c: "ritual" in c.data.subtypes,
                                            "a ritual monster in your graveyard", "自分の墓地の儀式モンスター"),
                        text_en="special summon the target and equip this card", text_ja="対象を特殊召喚し装備する"))

C = Kind.CONTINUOUS

# フュージョン・ウェポン / Fusion Weapon: equips only a fusion monster of Level 6 or lower; +1500 ATK and DEF.
define(27967615, equip_spell(lambda ctx, c: "fusion" in c.data.subtypes and ctx.duel.level(c) <= 6,
                             "a face-up Level 6 or lower fusion monster", "表側表示のレベル６以下の融合モンスター"),
       equip_stats(1500, 1500))

# フォロー・ウィンド / Follow Wind: equip only to a Winged Beast; it gains 300 ATK and DEF.
define(98252586, of_race("Winged Beast", "Winged Beast", "鳥獣族"), equip_stats(300, 300))

# メテオ・ストライク / Fairy Meteor Crush: the equipped monster deals piercing battle damage.
define(97687912, equip_spell(), Effect(C, affects=equipped_by, pierce=True,
                                      text_en="the equipped monster deals piercing battle damage",
                                      text_ja="装備モンスターの守備表示モンスターへの攻撃：貫通ダメージ"))


# 風魔手裏剣 / Fuhma Shuriken: equip only to a 「忍者」 monster; +700 ATK; when it is sent from the field to the
# graveyard, 700 damage to the opponent (not when its activation was negated: that card is not sent from the field).
def _shuriken(res: Resolution) -> None:
    res.duel.damage(res.opponent, 700, res.cause)


define(9373534, equip_spell(lambda ctx, c: name_includes(c, "忍者"), "a face-up 「忍者」 monster",
                            "表側表示の「忍者」モンスター"), equip_stats(700),
       *(Effect(T, _shuriken, trigger=k, when=from_field_to_grave,
                text_en="sent from the field to the graveyard: 700 damage to the opponent",
                text_ja="フィールドから墓地へ送られた時、相手に７００ダメージ") for k in ("destroyed", "sent")),
       numbering=(0, 1, 2, 2))


# 融合武器ムラサメブレード / Fusion Sword Murasame Blade (equip spell): only for a Warrior; the equipped monster
# gains 800 ATK; this card, equipping a monster, is not destroyed by card effects.
define(37684215, of_race("Warrior", "Warrior", "戦士族"), equip_stats(800),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx and c.equipped_to >= 0, effect_proof=True,
              text_en="not destroyed by card effects while it equips a monster",
              text_ja="モンスターに装備中のこのカードは効果で破壊されない"))


# フリント / Flint (equip spell, any face-up monster): the equipped monster loses 300 ATK and can neither change its
# battle position nor declare an attack. When this card is destroyed because the equipped monster was destroyed,
# target a face-up monster on the field: this card is equipped to it (from the graveyard, onto your field).
_FLINT_FELL = "flint"


def _flint_watch(ctx: Ctx, ev: Event) -> None:
    me = ctx.card
    if ev.kind == "destroyed" and me.zone is Zone.SPELLS and me.equipped_to >= 0 and ev.card == me.equipped_to:
        note_pair(ctx.duel, _FLINT_FELL, me.idx, me.oid)


def _flint_fell(ctx: Ctx, ev: Event) -> bool:
    return (ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE) and ev.cause.reason is Reason.RULE
            and (ctx.card.idx, ev.oid) in noted_pairs(ctx.duel, _FLINT_FELL))


def _flint_moves(res: Resolution) -> None:
    d, me = res.duel, res.card
    for t in res.targets():
        if me.zone is Zone.GRAVE and d.free_slots(res.player, Zone.SPELLS) > 0:
            d.equip(me, t, res.cause, player=res.player)


define(75560629, equip_spell(),
       Effect(C, affects=equipped_by, atk=lambda ctx, m: -300, forbids=("attack", "change_position"),
              text_en="the equipped monster loses 300 ATK and can neither change its position nor attack",
              text_ja="装備モンスターは攻撃力が３００ダウンし、表示形式の変更と攻撃宣言ができない"),
       observer(_flint_watch, "(the destruction of the equipped monster is noted)",
                "（装備モンスターの破壊を覚えておく）"),
       Effect(T, _flint_moves, trigger="destroyed", when=_flint_fell, target=FACE_UP_MONSTER,
              text_en="destroyed as its monster was destroyed: equip this card to a targeted face-up monster",
              text_ja="装備モンスターが破壊された時：フィールドのモンスター１体を選び、このカードをそれに装備"),
       numbering=(0, 1, 0, 2))
