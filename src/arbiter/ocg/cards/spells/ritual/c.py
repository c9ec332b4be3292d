"""The ritual spell cards whose English name begins with C."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import ritual_spell

ritual_spell(96420087, 97642679, "Dark Master - Zorc", "闇の支配者－ゾーク")  # 闇の支配者との契約
