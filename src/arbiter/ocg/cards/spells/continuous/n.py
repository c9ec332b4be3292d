"""The continuous spell cards whose English name begins with N."""

from __future__ import annotations

from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

# 絶対魔法禁止区域 / Non-Spellcasting Area (continuous spell): face-up monsters that are not effect monsters are
# unaffected by spell cards' effects; a gemini monster not gemini summoned is a normal monster then (`Duel.dormant`).
define(20065549, bare_activation(),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up
              and (not c.data.is_effect_monster or ctx.duel.dormant(c)),
              unaffected_by=lambda ctx, c, src, p: src.data.kind == "spell",
              text_en="face-up non-effect monsters are unaffected by spells",
              text_ja="魔法の効果は、表側表示の効果モンスターでないモンスターに及ばない"))
