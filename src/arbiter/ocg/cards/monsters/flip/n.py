"""The flip monsters whose English name begins with N."""

from __future__ import annotations

from arbiter.ocg.cards.common import destroy_targets
from arbiter.ocg.effects import Effect, Kind, TargetSpec
from arbiter.ocg.registry import define

# 使徒喰い虫 / Nobleman-Eater Bug: FLIP: destroy 2 targeted monsters on the field (it may be one of them).
define(65878864, Effect(Kind.FLIP, destroy_targets,
                        target=TargetSpec(count=2, allow_self=True, text_en="2 monsters on the field",
                                          text_ja="フィールド上のモンスター２体"),
                        text_en="destroy the 2 targets", text_ja="対象の２体を破壊する"))
