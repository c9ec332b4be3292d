"""The fusion monsters whose English name begins with A."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import both, ctx_of, face_up_here, room
from arbiter.ocg.cards.shared.chain import card_or_monster_effect_targeting, negate_effect, targeting_link
from arbiter.ocg.cards.shared.contact_fusions import BY_BANISHING
from arbiter.ocg.cards.shared.events import by_battle
from arbiter.ocg.cards.shared.revival import destroyed_revivable
from arbiter.ocg.cards.shared.special_summons import summon
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_fusion_summon, not_from

# 水陸両用バグロス / Amphibious Bugroth: 陸戦型 バグロス + 海を守る戦士
fusion.materials(40173854, 58314394, 85448931)

# アクア・ドラゴン / Aqua Dragon: フェアリー・ドラゴン + 海原の女戦士 + ゾーン・イーター
fusion.materials(86164529, 20315854, 17968114, 86100785)

T = Kind.TRIGGER


# レスキューキューロイド / Ambulance Rescueroid: once a turn, when battle destroys one of your monsters into the
# graveyard, you may bring that monster back by special summon in defense position.
def _own_battle_loss(ctx: Ctx, ev: Event) -> bool:
    return ev.player == ctx.player and ev.card != ctx.card.idx and by_battle(ctx, ev) \
        and ctx.duel.cards[ev.card].owner == ctx.player


def _rescue(res: Resolution) -> None:
    lost = destroyed_revivable(ctx_of(res))
    if lost:
        summon(res, lost[0], pos=Pos.DEFENSE)


fusion.materials(98927491, 24311595, 36378213)  # レスキューロイド + 救急救命ロイド
define(98927491, Effect(T, _rescue, trigger="destroyed", when=_own_battle_loss, self_trigger=False, mandatory=False,
                        once_per_turn=True, needs=lambda ctx: room(ctx) and bool(destroyed_revivable(ctx)),
                        text_en="special summon the destroyed monster in defense position",
                        text_ja="破壊されたモンスターを守備表示で特殊召喚する"),
       special_by=by_fusion_summon)

Q = Kind.QUICK


# アルカナ ナイトジョーカー / Arcana Knight Joker: 「クィーンズ・ナイト」 + 「ジャックス・ナイト」 +
# 「キングス・ナイト」, fusion summoned only with those; once a turn, when a monster effect, spell or trap card that
# targets this card is activated (a card being activated, `card_activated`: not the later effect of a face-up spell
# or trap, as 「青眼の光龍」's text would take), discard 1 card of the same kind: negate the effect.
fusion.materials(6150044, 25652259, 90876561, 64788463, only_these=True)


def _same_kind(ctx: Ctx, c: Card) -> bool:
    # with no link targeting this card the condition refuses the activation: the cost, checked first, does not
    # answer for it
    link = targeting_link(ctx)
    return link is None or c.data.kind == ctx.duel.cards[link.card].data.kind


define(6150044, Effect(Q, negate_effect, condition=both(face_up_here, card_or_monster_effect_targeting(
                           lambda ctx, c: c.idx == ctx.card.idx, "this card", "このカード")),
                       cost=Cost(discard=1, hand_filter=_same_kind), once_per_turn=True,
                       text_en="discard a card of the same kind: negate the effect that targets this card",
                       text_ja="同じ種類の手札を１枚捨て、このカードを対象とする効果を無効にする"))


# ドラゴンに乗るワイバーン / Alligator's Sword Dragon: 「ベビードラゴン」 + 「ワイバーンの戦士」; while every face-up
# monster the opponent controls is EARTH, WATER or FIRE (and they control one), it may attack directly.
def _only_earth_water_fire(ctx: Ctx, c: Card) -> bool:
    up = [m for m in ctx.duel.monsters_of(1 - c.ctl) if m.face_up]
    return c.idx == ctx.card.idx and bool(up) and all(
        any(has_attribute(m, a) for a in ("EARTH", "WATER", "FIRE")) for m in up)


fusion.materials(3366982, 88819587, 64428736)
define(3366982, Effect(Kind.CONTINUOUS, affects=_only_earth_water_fire, direct_attack=True,
                       text_en="may attack directly while the opponent's face-up monsters are all EARTH, WATER or "
                               "FIRE",
                       text_ja="相手フィールド上の表側表示モンスターが地・水・炎属性のみの場合、直接攻撃できる"))

# 混沌幻魔アーミタイル / Armityle the Chaos Phantasm: 「神炎皇ウリア」 + 「降雷皇ハモン」 + 「幻魔皇ラビエル」, special
# summoned from the fusion deck by banishing them from your field (not by 「融合」); +10000 ATK during its
# controller's turn; not destroyed by battle.
fusion.materials(43378048, 6007213, 32491822, 69890967)
define(43378048,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
              atk=lambda ctx, c: 10000 if ctx.duel.tp == c.ctl else 0,
              text_en="+10000 ATK during your turn", text_ja="自分のターンの間攻撃力１００００アップ"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, battle_proof=True,
              text_en="not destroyed by battle", text_ja="戦闘では破壊されない"),
       BY_BANISHING,
       special_by=not_from(Zone.EXTRA))
