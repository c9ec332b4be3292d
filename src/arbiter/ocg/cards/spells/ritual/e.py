"""The ritual spell cards whose English name begins with E."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import ritual_spell

ritual_spell(9845733, 10789972, "Cú Chulainn the Awakened", "覚醒戦士 クーフーリン")  # 覚醒の証
