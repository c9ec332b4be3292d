"""The effect monsters whose English name begins with Z."""

from __future__ import annotations

from arbiter.ocg.cards.common import destroy_targets, itself, revivable, room, token_data
from arbiter.ocg.cards.shared.card_kinds import level_of, zombie
from arbiter.ocg.cards.shared.destruction import destroy_in_end_phase_of
from arbiter.ocg.cards.shared.effect_monsters import grow
from arbiter.ocg.cards.shared.events import destroyed_by_me, once_per_thing, tribute_summoned, tributed_for_a_summon
from arbiter.ocg.cards.shared.life_points import gain_op
from arbiter.ocg.cards.shared.resolving import still_face_up_here
from arbiter.ocg.cards.shared.search import spell_searcher
from arbiter.ocg.cards.shared.special_summons import summon_each_target
from arbiter.ocg.cards.shared.tokens import makes_token_here, summon_token
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

T = Kind.TRIGGER

# ゾルガ / Zolga: when it is tributed for a tribute summon, gain 2000 (not for 「タイラント・ドラゴン」's revival).
define(16268841, Effect(T, gain_op(2000), trigger="tributed", when=tributed_for_a_summon,
                        text_en="tributed for a tribute summon: gain 2000 LP",
                        text_ja="生け贄召喚のために生け贄にされた時、２０００回復する"))

# 天空の使者 ゼラディアス / Zeradias, Herald of Heaven: discard it from the hand to add 「天空の聖域」
# from the deck (R004-105).
spell_searcher(12171659, 56433456, "The Sanctuary in the Sky", "天空の聖域")


# ゾンビ・マスター / Zombie Master (R004-054.51): once a turn, send 1 monster card from your hand to the graveyard
# (not a discard): special summon 1 targeted level 4 or lower Zombie from either graveyard to your field.
# It must be face-up on the field as the effect resolves, and needs a free monster zone to be activated.
def _zombie_master(res: Resolution) -> None:
    if still_face_up_here(res):
        summon_each_target(res)


define(17259470, Effect(Kind.IGNITION, _zombie_master, once_per_turn=True, asks=True, needs=room,
                        cost=Cost(hand_send=1, hand_filter=lambda ctx, c: c.data.is_monster),
                        target=revivable(lambda ctx, c: zombie(c) and level_of(c) <= 4,
                                         "a Level 4 or lower Zombie in either graveyard",
                                         "お互いの墓地のレベル４以下のアンデット族", side="any"),
                        text_en="send 1 monster from your hand to the graveyard: special summon the target",
                        text_ja="手札のモンスター１体を墓地へ送り、対象を自分フィールドに特殊召喚する"))

# 雷帝ザボルグ / Zaborg the Thunder Monarch: when tribute summoned, it destroys a targeted monster on the field (itself
# if it is the only one).
define(51945556, Effect(T, destroy_targets, trigger="summoned", when=tribute_summoned,
                        target=TargetSpec(allow_self=True, text_en="a monster on the field",
                                          text_ja="フィールド上のモンスター"),
                        text_en="tribute summoned: destroy the target monster",
                        text_ja="生け贄召喚に成功した時、モンスター１体を破壊する"))

# ダーク・ヒーロー ゾンバイア / Zombyra the Dark: it cannot attack directly; when it destroys a monster by battle, it
# loses 200 ATK (for as long as it stays face-up on the field).
define(88472456, Effect(Kind.CONTINUOUS, affects=itself, forbids=("attack_directly",),
                        text_en="it cannot attack directly", text_ja="このカードは直接攻撃できない"),
       Effect(Kind.TRIGGER, grow(-200), trigger="destroyed", self_trigger=False, when=destroyed_by_me,
              text_en="each monster it kills in battle costs it 200 ATK",
              text_ja="モンスターを戦闘破壊するたび、このカードの攻撃力が２００下がる"))


# ゾーン・イーター / Zone Eater: a monster it attacked (still on the field after the battle) is destroyed in the end
# phase of the 5th turn, the attack's own turn counted as the 1st (no chain link; whatever becomes of this card). Its
# text is word for word 「異国の剣士」's, which counts the same way (docs/uncertain-rulings.md).
def _eaten(res: Resolution) -> None:
    d = res.duel
    t = d.cards[res.link.events[0].amount]
    if t.zone is Zone.MONSTERS:
        destroy_in_end_phase_of(res, t, d.turn + 4)


define(86100785, Effect(Kind.AT_ONCE, _eaten, does=Does.MONSTERS, trigger="damage_step_end",
                        when=lambda ctx, ev: ev.card == ctx.card.idx and ev.amount >= 0,
                        text_en="the monster it attacks is destroyed in the end phase of the 5th turn, the attack's "
                                "turn counted as the 1st",
                        text_ja="このカードの攻撃を受けたモンスターは、攻撃したターンを１ターン目として５ターン目のエンドフェイズに破壊"))


# ゼータ・レティキュラント / Zeta Reticulant: special summoned from the hand by tributing an 「イーバ・トークン」;
# while it is in your graveyard, each time one or more monsters the opponent controls are banished, special summon
# an 「イーバ・トークン」 (Fiend, DARK, level 2, 500/500). A token banished ceases to exist as it leaves the field:
# it is never banished, and counts for nothing here (as under 「次元の裂け目」, docs/uncertain-rulings.md).
EVA_TOKEN = 64382840


def _eva(res: Resolution) -> None:
    summon_token(res, token_data(EVA_TOKEN, "イーバ・トークン"))


define(64382839, Effect(T, _eva, trigger="banished", self_trigger=False, from_zone=Zone.GRAVE, asks=True,
                        needs=makes_token_here(EVA_TOKEN, "イーバ・トークン"),
                        when=once_per_thing("zeta", lambda ctx, ev: ev.src == int(Zone.MONSTERS)
                                            and ev.dst == int(Zone.BANISHED) and ev.player == ctx.opponent),
                        text_en="in your graveyard: the opponent's monsters are banished: special summon an Eva Token",
                        text_ja="このカードが墓地にあれば、相手モンスターがフィールドから除外される毎に"
                                "「イーバ・トークン」１体の特殊召喚"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: is_named(m, EVA_TOKEN)),
              text_en="special summon by tributing an Eva Token",
              text_ja="「イーバ・トークン」１体を生け贄に捧げて特殊召喚する"))
