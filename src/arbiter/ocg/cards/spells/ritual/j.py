"""The ritual spell cards whose English name begins with J."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import ritual_spell

ritual_spell(41182875, 26932788, "Javelin Beetle", "ジャベリンビートル", 8)  # ジャベリンビートルの契約
