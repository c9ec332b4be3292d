"""The effect monsters whose English name begins with Z."""

from __future__ import annotations

from arbiter.kernel.events import Reason
from arbiter.ocg.cards.common import destroy_targets, itself
from arbiter.ocg.cards.shared.discard import _tribute_summoned
from arbiter.ocg.cards.shared.draw_gain import destroyed_by_me, gain_op
from arbiter.ocg.cards.shared.monsters import _here, _level, _summon_targets, grow, zombie
from arbiter.ocg.cards.shared.search import (
    NEEDS_ITS_FIELD,
    SEARCHERS_MISSING,
    destroyed_without,
    hand_discard_search,
    named,
)
from arbiter.ocg.effects import Cost, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

T = Kind.TRIGGER

# ゾルガ / Zolga: when it is tributed for a tribute summon, gain 2000.
define(16268841, Effect(T, gain_op(2000), trigger="tributed", when=lambda ctx, ev: ev.cause.reason is Reason.RULE,
                        text_en="tributed for a tribute summon: gain 2000 LP",
                        text_ja="生け贄召喚のために生け贄にされた時、２０００回復する"))

# R004-105: monsters discarded from the hand to add a spell from the deck. 沼地の魔神王 / King of the Swamp
# and 融合賢者: 「融合」; Ｅ・ＨＥＲＯ キャプテン・ゴールド: 「摩天楼 －スカイスクレイパー－」; 墓守の司令官:
# 「王家の眠る谷－ネクロバレー」; アトランティスの戦士: 「伝説の都 アトランティス」; キラーザウルス:
# 「ジュラシックワールド」; 天空の使者 ゼラディアス: 「天空の聖域」; ジェネラルデーモン: 「万魔殿－悪魔の巣窟－」;
# ハーピィ・クイーン: 「ハーピィの狩場」 (its name is 「ハーピィ・レディ」 on the field and in the graveyard).
# キャプテン・ゴールド, ゼラディアス and ジェネラルデーモン are also destroyed while their field spell is not on the
# field. 沼地の魔神王 may also stand in for any one fusion material a fusion monster names, the others being the
# right ones (`fusion.substitute`). What else some of them do is listed here:
for _code, _spell, _en, _ja in ((12171659, 56433456, "The Sanctuary in the Sky", "天空の聖域"),):
    hand_discard_search(_code, named(_spell), f"add {_en} from the deck", f"デッキから「{_ja}」を手札に加える",
                        SEARCHERS_MISSING.get(_code, ()),
                        (destroyed_without(_spell, _en, _ja),) if _code in NEEDS_ITS_FIELD else ())


# ゾンビ・マスター / Zombie Master (R004-054.51): once a turn, send 1 monster card from your hand to the graveyard
# (not a discard): special summon 1 targeted level 4 or lower Zombie from either graveyard to your field.
# It must be face-up on the field as the effect resolves.
def _zombie_master(res: Resolution) -> None:
    if _here(res):
        _summon_targets(res)


define(17259470, Effect(Kind.IGNITION, _zombie_master, once_per_turn=True, asks=True,
                        cost=Cost(hand_send=1, hand_filter=lambda ctx, c: c.data.is_monster),
                        target=TargetSpec(zone=Zone.GRAVE, where=lambda ctx, c: zombie(c) and _level(c) <= 4,
                                          text_en="a level 4 or lower Zombie in either graveyard",
                                          text_ja="お互いの墓地のレベル４以下のアンデット族"),
                        text_en="send 1 monster from your hand to the graveyard: special summon the target",
                        text_ja="手札のモンスター１体を墓地へ送り、対象を自分フィールドに特殊召喚する"))

# 雷帝ザボルグ / Zaborg the Thunder Monarch: when tribute summoned, it destroys a targeted monster on the field (itself
# if it is the only one).
define(51945556, Effect(T, destroy_targets, trigger="summoned", when=_tribute_summoned,
                        target=TargetSpec(allow_self=True, text_en="a monster on the field",
                                          text_ja="フィールド上のモンスター"),
                        text_en="tribute summoned: destroy the target monster",
                        text_ja="アドバンス召喚に成功した時、モンスター１体を破壊する"))

# ダーク・ヒーロー ゾンバイア / Zombyra the Dark: it cannot attack directly; when it destroys a monster by battle, it
# loses 200 ATK (for as long as it stays face-up on the field).
define(88472456, Effect(Kind.CONTINUOUS, affects=itself, forbids=("attack_directly",),
                        text_en="it cannot attack directly", text_ja="このカードは直接攻撃できない"),
       Effect(Kind.TRIGGER, grow(-200), trigger="destroyed", self_trigger=False, when=destroyed_by_me,
              text_en="destroys a monster by battle: this card loses 200 ATK",
              text_ja="戦闘でモンスターを破壊した場合、このカードの攻撃力は２００ダウンする"))
