"""The gemini monsters whose English name begins with C."""

from __future__ import annotations

from arbiter.ocg.cards.common import itself
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

# ヘルカイザー・ドラゴン / Chthonian Emperor Dragon: gemini summoned, it may attack twice in a battle phase.
define(95888876, Effect(Kind.CONTINUOUS, affects=itself, extra_attacks=1,
                        text_en="it may attack twice in a battle phase",
                        text_ja="１度のバトルフェイズ中に２回攻撃できる"))
