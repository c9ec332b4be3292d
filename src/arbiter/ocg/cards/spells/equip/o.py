"""The equip spell cards whose English name begins with O."""

from __future__ import annotations

from arbiter.ocg.cards.shared.equips import equip_spell, equipped_by
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

C = Kind.CONTINUOUS

# 光学迷彩アーマー / Opti-Camouflage Armor: equip only to a Level 1 monster; it may attack directly.
define(44762290, equip_spell(lambda ctx, c: ctx.duel.level(c) == 1, "a face-up Level 1 monster",
                             "表側表示のレベル１モンスター"),
       Effect(C, affects=equipped_by, direct_attack=True, text_en="the equipped monster may attack directly",
              text_ja="装備モンスターは直接攻撃が可能"))
