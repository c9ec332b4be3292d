"""The union monsters whose English name begins with M."""

from __future__ import annotations

from arbiter.ocg.cards.shared.equips import equipped_by
from arbiter.ocg.cards.shared.unions import union
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

C = Kind.CONTINUOUS

# メタル化寄生生物－ルナタイト / Metallizing Parasite - Lunatite: a union for any face-up monster of yours; the equipped
# monster is unaffected by the effects of spells the opponent controls. Its text does not limit that to "while
# equipped by this effect" (as 「コイツ」's does not limit its gain), so it applies however it is equipped
# (「ユニオン・ライダー」 too).
define(7369217, *union(lambda c: True, 0, 0, "your face-up monster", "自分の表側表示モンスター"),
       Effect(C, affects=equipped_by,
              unaffected_by=lambda ctx, c, src, p: src.data.kind == "spell" and p != ctx.player,
              text_en="the equipped monster is unaffected by the effects of the opponent's spell cards",
              text_ja="相手の魔法カードの効果は装備モンスターに及ばない"))
