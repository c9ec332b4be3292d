"""The fusion monsters whose English name begins with R."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.common import SPELL_WARD, both, face_up_here
from arbiter.ocg.cards.shared.chain import activation_of, negate_effect
from arbiter.ocg.cards.shared.discard import DESTROYED_WHEN_TARGETED, battle_discard
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.registry import define

# 轟きの大海蛇 / Roaring Ocean Snake: 魔法のランプ + ひょうすべ
fusion.materials(19066538, 98049915, 2118022)

# バラに棲む悪霊 / Rose Spectre of Dunn: グレムリン + スネーク・パーム
fusion.materials(32485271, 41392891, 29802344)

# レア・フィッシュ / Rare Fish: フュージョニスト + 恍惚の人魚
fusion.materials(80516007, 1641882, 75376965)

# ミノケンタウロス / Rabid Horseman: ミノタウルス + ケンタウロス
fusion.materials(94905343, 5053103, 68516705)

# ナイトメアを駆る死霊 / Reaper on the Nightmare: not destroyed by battle; destroyed when targeted by an effect;
# may attack directly; when its direct attack inflicts battle damage, the opponent discards 1 at random.
define(85684223,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, battle_proof=True, direct_attack=True,
              text_en="not destroyed by battle; may attack directly", text_ja="戦闘では破壊されず、直接攻撃できる"),
       battle_discard(1, direct=True), DESTROYED_WHEN_TARGETED)

Q = Kind.QUICK

# ドラゴン・ウォリアー / Ryu Senshi: while face-up, when a normal trap card is activated, pay 1000 LP: negate
# its effect; and a spell's effect that targets it is negated and that spell destroyed.
fusion.materials(49868263, 75953262, 67957315)  # ドラゴン・ウォリアー: 戦士ダイ・グレファー + スピリット・ドラゴン
define(49868263, Effect(Q, negate_effect, cost=Cost(lp=1000),
                        condition=both(face_up_here, activation_of("trap", "any", "normal")),
                        text_en="pay 1000 LP: negate the effect of a normal trap", text_ja="通常罠の効果を無効にする"),
       SPELL_WARD)
