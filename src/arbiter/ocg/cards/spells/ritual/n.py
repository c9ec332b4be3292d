"""The ritual spell cards whose English name begins with N."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import ritual_spell

ritual_spell(43694075, 3627449, "Skull Guardian", "ローガーディアン", 7)  # ローの祈り
