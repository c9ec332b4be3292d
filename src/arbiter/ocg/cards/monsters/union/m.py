"""The union monsters whose English name begins with M."""

from __future__ import annotations

from arbiter.ocg.cards.shared.unions import union, union_equipped_by
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

C = Kind.CONTINUOUS

# メタル化寄生生物－ルナタイト / Metallizing Parasite - Lunatite: a union for any face-up monster of yours; while it is
# equipped as a union (not when another card's effect equipped it), the equipped monster is unaffected by the
# effects of spells the opponent controls.
define(7369217, *union(lambda c: True, 0, 0, "your face-up monster", "自分の表側表示モンスター"),
       Effect(C, affects=union_equipped_by,
              unaffected_by=lambda ctx, c, src, p: src.data.kind == "spell" and p != ctx.player,
              text_en="the equipped monster is unaffected by the effects of the opponent's spell cards",
              text_ja="装備モンスターは相手の魔法カードの効果を受けない"))
