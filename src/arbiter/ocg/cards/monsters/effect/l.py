"""The effect monsters whose English name begins with L."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Reason
from arbiter.ocg.cards.common import (
    PIERCING,
    answered,
    answered_link,
    both,
    destroy_targets,
    face_up_here,
    itself,
    monster_to_grave,
    negate_activation,
    room,
)
from arbiter.ocg.cards.shared.attacks import may_attack_directly
from arbiter.ocg.cards.shared.chain import chain_of, monster_effect
from arbiter.ocg.cards.shared.effect_monsters import attribute_swing, grow, soldier_against
from arbiter.ocg.cards.shared.events import by_battle
from arbiter.ocg.cards.shared.passcodes import LORD_OF_D
from arbiter.ocg.cards.shared.revival import grave_target
from arbiter.ocg.cards.shared.special_summons import summon_target
from arbiter.ocg.cards.shared.stats import banished, per_own_named
from arbiter.ocg.cards.shared.targets import FieldCardSpec
from arbiter.ocg.cards.shared.to_hand_and_deck import (
    BATTLE_DEAD_EN,
    BATTLE_DEAD_JA,
    battle_dead,
    self_back_to_hand,
    tribute_return_effect,
)
from arbiter.ocg.cards.shared.tributes import doubles
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.names import also_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone
from arbiter.ocg.summon_conditions import never

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

define(54766667, doubles("LIGHT", normal_only=True))  # ホーリーフレーム / Light Effigy

T = Kind.TRIGGER

# 死王リッチーロード / Lich Lord, King of the Underworld: when it is tributed by an effect (also as the
# cost of one) and sent to the graveyard, add it to the hand. Its tribute summon takes only DARK monsters.
define(55818463, Effect(T, self_back_to_hand, trigger="tributed",
                        when=lambda ctx, ev: ev.dst == int(Zone.GRAVE)
                        and ev.cause.reason in (Reason.EFFECT, Reason.COST),
                        text_en="add this card to the hand", text_ja="このカードを手札に加える"),
       tribute_filter=lambda m: m.data.attribute == "DARK")

# 女豹の傭兵 / Lady Panther and 紅蓮の女守護兵 / Crimson Sentry: tribute this face-up card: put 1 monster
# destroyed by battle and sent to your graveyard this turn on top of (at the bottom of) your deck. The
# tributes are the costs.
define(38480590, tribute_return_effect(battle_dead, "top", BATTLE_DEAD_EN, BATTLE_DEAD_JA))

# ロードポイズン / Lord Poison: destroyed by battle and sent to the graveyard: target a Plant in your graveyard
# other than 「ロードポイズン」; special summon it.
define(40320754, Effect(T, summon_target, trigger="destroyed", when=by_battle, needs=room, asks=True,
                        target=grave_target(lambda ctx, c: c.data.race == "Plant" and c.data.passcode != 40320754,
                                            "a Plant in your graveyard other than Lord Poison",
                                            "「ロードポイズン」以外の自分の墓地の植物族"),
                        text_en="special summon the target", text_ja="対象を特殊召喚する"))

# ロード・オブ・ドラゴン－ドラゴンの支配者－ / Lord of D.: while face-up on the field, face-up dragons on
# the field cannot be targeted by effects (R000-023).
define(LORD_OF_D, Effect(Kind.CONTINUOUS, untargetable=True,
                         affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and c.data.race == "Dragon",
                         text_en="dragons on the field cannot be targeted by effects",
                         text_ja="フィールドのドラゴン族モンスターは効果の対象にならない"))

A = Kind.ACTIVATE
Q = Kind.QUICK


# 光と闇の竜 / Light and Darkness Dragon: while face-up, negate the activation of an effect monster's effect,
# a spell or a trap card; each time it does, it loses 500 ATK and DEF. It must do so (R004-157). When it is
# destroyed and sent to the graveyard: target a monster in your graveyard; destroy every card you control,
# then special summon the target (R004-054.25).
def _anything_activated(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None or link.card == ctx.card.idx:
        return False
    d = ctx.duel
    return monster_effect(ctx) is not None or (d.cards[link.card].data.kind in ("spell", "trap")
                                                 and d.link_effect(link).kind is A)


def _ladd(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    if link is None:
        return
    negate_activation(res, link, destroy=False)
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
        d.boost(c, -500, -500, res.cause, until_end=False)


def _ladd_revive(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for c in d.cards if c.on_field and c.ctl == res.player], res.cause)
    for t in res.targets():
        if d.free_slots(res.player, Zone.MONSTERS):
            d.special_summon(t, res.player, ask_position(res), res.cause)


define(47297616, Effect(Q, _ladd, condition=both(face_up_here, _anything_activated), forced=True,
                        text_en="negate the activation; this card loses 500 ATK and DEF",
                        text_ja="その発動を無効にし、このカードの攻撃力・守備力を５００ダウン"),
       Effect(T, _ladd_revive, trigger="destroyed", when=monster_to_grave, asks=True,
              target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: c.data.kind == "monster",
                                text_en="a monster in your graveyard", text_ja="自分の墓地のモンスター"),
              text_en="destroyed and sent to the graveyard: destroy all cards you control, then special summon the "
                      "target",
              text_ja="破壊され墓地へ送られた時、自分フィールドのカードを全て破壊し、対象を特殊召喚する"),
       special_by=never)
also_attribute(47297616, "DARK")

# ライトニングパニッシャー / Lightning Punisher: the same chain: destroy 1 targeted card the opponent controls.
define(45023678, Effect(T, destroy_targets, trigger="chain_resolved", self_trigger=False,
                        when=chain_of(3, distinct=True),
                        target=FieldCardSpec(side="opp", text_en="a card the opponent controls",
                                             text_ja="相手フィールド上のカード"),
                        text_en="a chain of 3 or more links resolved: destroy the target",
                        text_ja="チェーン３以上が組まれた場合、相手フィールド上のカード１枚を破壊する"))


# ロストガーディアン / Lost Guardian: original DEF = 700 x your banished Rock-type monsters.
def _lost(d: Duel, c: Card) -> int:
    return 700 * banished(d, c.ctl, "Rock")


define(45871897, Effect(Kind.CONTINUOUS, affects=itself, defense=lambda ctx, c: _lost(ctx.duel, c),
                        text_en="original DEF: 700 x your banished Rocks",
                        text_ja="元々の守備力は自分が除外している岩石族×７００"), original_def=_lost)

C = Kind.CONTINUOUS

# ランサー・ドラゴニュート / Lancer Dragonute: it deals piercing battle damage.
define(11125718, PIERCING)

# バーバリアン１号 / Lava Battleguard: it gains 500 ATK for each 「バーバリアン２号」 you control.
define(20394040, Effect(C, affects=itself, atk=per_own_named(40453765, 500),
                        text_en="+500 ATK for each Swamp Battleguard you control",
                        text_ja="自分フィールドの「バーバリアン２号」１体につき攻撃力５００アップ"))

# レッグル / Leghul: it may attack directly.
define(12472242, may_attack_directly())

# レジェンド・デビル / Legendary Fiend: in its controller's standby phase, it gains 700 ATK (for as long as it stays
# face-up on the field).
define(99747800, Effect(Kind.TRIGGER, grow(700), trigger="phase", self_trigger=False,
                        when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player and ctx.card.face_up,
                        text_en="your standby phase: this card gains 700 ATK",
                        text_ja="自分のスタンバイフェイズにこのカードの攻撃力は７００アップする"))

# リトル・キメラ / Little Chimera: face-up FIRE monsters on the field gain 500 ATK, WATER ones lose 400.
define(68658728, attribute_swing("FIRE", "WATER", "炎", "水"))

# 太陽の戦士 / Luminous Soldier: during the damage step of a battle with a DARK monster, it gains 500 ATK.
define(57482479, Effect(Kind.CONTINUOUS, affects=itself, atk=soldier_against("DARK", 500),
                        text_en="+500 ATK in the damage step of a battle with a DARK monster",
                        text_ja="闇属性モンスターと戦闘を行うダメージステップの間、攻撃力５００アップ"))
