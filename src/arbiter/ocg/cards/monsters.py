"""Effect monsters."""

from __future__ import annotations

from arbiter.ocg.cards.common import destroy_targets
from arbiter.ocg.effects import Effect, Kind, TargetSpec
from arbiter.ocg.registry import define

# 人喰い虫 / Man-Eater Bug: FLIP: destroy 1 targeted monster on the field (it may target itself).
define(54652250, Effect(Kind.FLIP, destroy_targets, target=TargetSpec(allow_self=True),
                        text_en="destroy the target", text_ja="対象を破壊する"))
