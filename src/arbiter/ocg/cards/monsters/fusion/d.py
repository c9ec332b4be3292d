"""The fusion monsters whose English name begins with D."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.common import SILENCES, both, face_up_here
from arbiter.ocg.cards.shared.chain import activation_of, negate_and_destroy, negate_effect
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card
from arbiter.ocg.summon_conditions import by_fusion_summon

# 深海に潜むサメ / Deepsea Shark: 神魚 + 舌魚
fusion.materials(28593363, 81386177, 69572024)

# 魔装騎士ドラゴネス / Dragoness the Wicked Knight: アーメイル + 一眼の盾竜
fusion.materials(70681994, 53153481, 33064647)

fusion.materials(17881964, 53293545, 75356564)  # 暗黒火炎龍: 火炎草 + プチリュウ

Q = Kind.QUICK

# 魔人 ダーク・バルター / Dark Balter the Terrible: when a normal spell card is activated, pay 1000 LP:
# negate its effect; the effects of the effect monsters it destroys by battle are negated.
# 魔人 ダーク・バルター: 憑依するブラッド・ソウル + 辺境の大賢者
fusion.materials(80071763, 52860176, 38742075, only_these=True)
define(80071763, Effect(Q, negate_effect, cost=Cost(lp=1000),
                        condition=both(face_up_here, activation_of("spell", "any", "normal")),
                        text_en="pay 1000 LP: negate the effect of a normal spell",
                        text_ja="通常魔法の効果を無効にする"),
       SILENCES)


# 超魔導剣士－ブラック・パラディン / Dark Paladin: +500 ATK for each Dragon on the field and in the graveyards;
# when a spell card is activated, discard 1 card: negate the activation and destroy it.
def _paladin_atk(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    n = sum(1 for p in (0, 1) for m in d.monsters_of(p) if m.face_up and m.data.race == "Dragon")
    n += sum(1 for p in (0, 1) for i in d.players[p].grave if d.cards[i].data.is_monster
             and d.cards[i].data.race == "Dragon")
    return 500 * n


fusion.materials(98502113, 46986414, 78193831)  # ブラック・マジシャン + バスター・ブレイダー
define(98502113,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=_paladin_atk,
              text_en="+500 ATK for each Dragon on the field and in the graveyards",
              text_ja="フィールドと墓地のドラゴン族×５００攻撃力アップ"),
       Effect(Q, negate_and_destroy, cost=Cost(discard=1),
              condition=both(face_up_here, activation_of("spell", "any")),
              text_en="discard 1: negate the activation of a spell card and destroy it",
              text_ja="手札を１枚捨て、魔法カードの発動を無効にし破壊する"),
       special_by=by_fusion_summon)
