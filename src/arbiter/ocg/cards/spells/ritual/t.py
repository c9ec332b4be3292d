"""The ritual spell cards whose English name begins with T."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import ritual_spell

ritual_spell(76806714, 91782219, "Crab Turtle", "クラブ・タートル", 8)  # 亀の誓い
