"""The ritual spell cards whose English name begins with H."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import ritual_spell

ritual_spell(80811661, 30243636, "Hungry Burger", "ハングリーバーガー", 6)  # ハンバーガーのレシピ
