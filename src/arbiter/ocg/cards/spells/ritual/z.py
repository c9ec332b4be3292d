"""The ritual spell cards whose English name begins with Z."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import ritual_spell

ritual_spell(81756897, 69123138, "Zera the Mant", "ゼラ", 8)  # ゼラの儀式
