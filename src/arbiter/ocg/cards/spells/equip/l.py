"""The equip spell cards whose English name begins with L."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import ctx_of, equip_targets
from arbiter.ocg.cards.shared.draw import draw_op, may_draw
from arbiter.ocg.cards.shared.equips import (
    battled_by_equipped,
    equip_spell,
    equip_stats,
    equipped,
    equipped_battled,
    equipping_self,
    its_monster_event,
    of_race,
)
from arbiter.ocg.cards.shared.events import left_face_up
from arbiter.ocg.cards.shared.monster_equips import battle_substitute
from arbiter.ocg.cards.shared.passcodes import FIGHTERS
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import has_attribute, is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER

# 幸運の鉄斧 / Lucky Iron Axe (equip spell): the monster gains 500 ATK; when this card, face-up on the field, is
# destroyed by an opponent's effect and sent to your graveyard, draw 1 (a set one destroyed draws nothing, nor one
# whose activation was negated: `left_face_up`).
define(34664411,
       Effect(A, equip_targets,
              target=TargetSpec(face="up", text_en="a face-up monster", text_ja="表側表示モンスター"),
              bare=True, text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.equipped_to, atk=lambda ctx, c: 500,
              text_en="the equipped monster gains 500 ATK", text_ja="装備モンスターの攻撃力は５００アップ"),
       Effect(T, draw_op(1), trigger="destroyed", needs=may_draw("self"),
              when=lambda ctx, ev: left_face_up(ctx, ev) and ev.dst == int(Zone.GRAVE)
              and ev.cause.reason is Reason.EFFECT and ev.cause.player != ctx.card.owner,
              text_en="destroyed face-up by an opponent's effect: draw 1",
              text_ja="表側表示で相手の効果により破壊された時：１枚ドロー"))

C = Kind.CONTINUOUS

# レーザー砲機甲鎧 / Laser Cannon Armor: equip only to an Insect; it gains 300 ATK and DEF.
define(77007920, of_race("Insect", "Insect", "昆虫族"), equip_stats(300, 300))


# 稲妻の剣 / Lightning Blade: equip only to a Warrior; +800 ATK; every face-up WATER monster on the field loses 500 ATK.
def _water_on_field(ctx: Ctx, c: Card) -> bool:
    return ctx.card.zone is Zone.SPELLS and ctx.card.face_up and c.zone is Zone.MONSTERS and c.face_up \
        and has_attribute(c, "WATER")


define(55226821, of_race("Warrior", "Warrior", "戦士族"), equip_stats(800),
       Effect(C, affects=_water_on_field, atk=lambda ctx, c: -500,
              text_en="face-up WATER monsters on the field lose 500 ATK",
              text_ja="フィールド上の表側表示の水属性モンスターの攻撃力は５００ダウン"))


# 伝説の剣 / Legendary Sword: equip only to a warrior; +300 ATK and DEF.
define(61854111,
       of_race("Warrior", "Warrior", "戦士族"),
       Effect(Kind.CONTINUOUS, affects=equipped, atk=lambda ctx, m: 300, defense=lambda ctx, m: 300,
              text_en="the equipped monster gains 300 ATK and DEF",
              text_ja="装備モンスターは攻撃力・守備力３００アップ"))


# ライトイレイザー / Light Laser: equip only to a LIGHT Warrior monster; at the end of the damage step, the monster
# that battled the equipped monster is banished.
def _light_laser(res: Resolution) -> None:
    other = battled_by_equipped(ctx_of(res), res.link.events[0])
    if other is not None:
        res.duel.banish([other], res.cause)


define(11471117, equip_spell(lambda ctx, c: has_attribute(c, "LIGHT") and ctx.duel.race(c) == "Warrior",
                             "a face-up LIGHT Warrior monster", "表側表示の光属性・戦士族モンスター"),
       Effect(T, _light_laser, trigger="damage_step_end", self_trigger=False, when=equipped_battled,
              text_en="end of the damage step: banish the monster that battled the equipped monster",
              text_ja="ダメージステップ終了時：装備モンスターの戦闘相手を除外"))


# 漆黒の名馬 / Legendary Ebon Steed: equips only a 「六武衆」 monster, giving 200 ATK and DEF; if it would be
# destroyed, this card is destroyed instead.
define(12324546, equip_spell(lambda ctx, c: name_includes(c, "六武衆"), "a face-up Six Samurai monster",
                             "表側表示の「六武衆」モンスター"),
       equip_stats(200, 200),
       battle_substitute(its_monster_event, equipping_self, battle_only=False))


# 伝説の黒帯 / Legendary Black Belt: equip only to 「格闘ねずみ チュー助」, 「モンク・ファイター」 or
# 「マスターモンク」 you control; once an opponent's monster the equipped monster destroyed by battle goes to
# the graveyard, the opponent takes damage equal to that monster's DEF.
def _belt_win(ctx: Ctx, ev: Event) -> bool:
    d, eq = ctx.duel, ctx.card.equipped_to
    att = d.attack
    return (ctx.card.zone is Zone.SPELLS and eq >= 0 and att is not None and ev.cause.reason is Reason.BATTLE
            and eq in (att[0], att[2]) and ev.card in (att[0], att[2]) and ev.card != eq
            and ev.player != ctx.player and ev.dst == int(Zone.GRAVE))


def _black_belt(res: Resolution) -> None:
    beaten = res.duel.cards[res.link.events[0].card]
    res.duel.damage(res.opponent, beaten.data.def_ or 0, res.cause)


# (the side stays in the filter too: it is what keeps the equip fitting once the monster changes sides)
define(96458440, equip_spell(lambda ctx, c: c.ctl == ctx.player and is_named(c, *FIGHTERS),
                             "a face-up Chu-Ske, Monk Fighter or Master Monk you control",
                             "自分の表側表示の「格闘ねずみ チュー助」・「モンク・ファイター」・「マスターモンク」",
                             side="own"),
       Effect(T, _black_belt, trigger="destroyed", self_trigger=False, when=_belt_win,
              text_en="the equipped monster destroys a monster by battle: the opponent takes damage equal to its DEF",
              text_ja="装備モンスターが戦闘破壊した相手モンスターが墓地へ行った時：その守備力の数値を相手へのダメージに"))
