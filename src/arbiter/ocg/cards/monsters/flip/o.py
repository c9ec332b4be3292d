"""The flip monsters whose English name begins with O."""

from __future__ import annotations

from arbiter.ocg.cards.common import destroy_targets
from arbiter.ocg.cards.shared.targets import OPP_MONSTER
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

F = Kind.FLIP

# 執念深き老魔術師 / Old Vindictive Magician: FLIP: destroy 1 targeted monster the opponent controls.
define(45141844, Effect(F, destroy_targets, target=OPP_MONSTER,
                        text_en="destroy the target", text_ja="対象の相手モンスターを破壊する"))
